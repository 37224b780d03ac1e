"""Carcassonne in the page: its renderer (``RENDERER``, see ``app.contract``) joins the open
board (``board``, ``drawing``, ``paint``), the taps and buttons (``input``), the panels
(``panel``), the help (``guide``) and the texts (``texts``).

Hidden half tiles (``private``): the table asks ``game.secret(state)`` and shows a hand-over
screen before a seat holding hidden half tiles acts; only then is that seat's view drawn.
"""

from __future__ import annotations

from ...frame import Frame
from ...contract import Answer, GameRenderer, StepHelp
from . import guide
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class CarcassonneRenderer(GameRenderer):
    texts = texts
    panel = panel
    seat_colours = SEAT_COLOURS
    private = True
    keys = {"r": "rot:+1", "R": "rot:-1", "f": "fit", "d": "draw"}

    def __init__(self) -> None:
        self._board: Board | None = None

    def board(self, canvas) -> Board:
        self._board = Board(canvas)
        return self._board

    def default_selection(self, frame: Frame) -> str | None:
        return inputs.default_selection(frame.moves)

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        return inputs.tap(frame.moves, selected, square)

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        if arg == "fit":
            if self._board is not None:
                self._board.fit_all()
                self._board.draw()
            return {"select": selected}
        return inputs.action(frame.moves, selected, arg)

    def share_note(self, lang: str) -> str | None:
        return texts.t(lang, "cc_share_secret")

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        if not frame.moves or self._board is None:
            return []
        return guide.hint_targets(self._board.squares(), frame.view, frame.moves, selected)

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        return guide.step_help(frame.view, frame.moves, selected, lang)

    def legend(self, lang: str) -> list:
        return guide.legend(lang)


RENDERER = CarcassonneRenderer()
