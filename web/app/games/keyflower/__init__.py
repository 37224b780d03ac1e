"""Keyflower in the page: its renderer (``RENDERER``, see ``app.contract``) joins the open
board (``board``, ``layout``, ``drawing``, ``paint``), the taps and buttons (``input``), the
panels (``panel``, ``result``), the help (``guide``) and the texts (``texts``).

Workers behind screens (``private``): the table asks ``game.secret(state)`` and shows a
hand-over screen before each seat acts; only then is that seat's view drawn.
"""

from __future__ import annotations

from ...frame import Frame
from ...contract import Answer, GameRenderer, StepHelp
from . import guide
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class KeyflowerRenderer(GameRenderer):
    texts = texts
    panel = panel
    seat_colours = SEAT_COLOURS
    private = True
    has_pass = True
    keys = {"r": "rot:+1", "R": "rot:-1", "f": "show:all"}

    def __init__(self) -> None:
        self._board: Board | None = None

    def board(self, canvas) -> Board:
        self._board = Board(canvas)
        return self._board

    def default_selection(self, frame: Frame) -> str | None:
        return inputs.default_selection(frame.moves)

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        return inputs.tap(frame.moves, frame.actor or frame.view, selected, square)

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        if arg.startswith("show:"):
            if self._board is not None:
                self._board.show(arg[5:])
                self._board.draw()
            return {"select": selected}
        return inputs.action(frame.moves, selected, arg)

    def share_note(self, lang: str) -> str | None:
        return texts.t(lang, "kf_share_secret")

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        return guide.hint_targets(frame.view, frame.moves, selected) if frame.moves else []

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        return guide.step_help(frame.view, frame.moves, selected, lang)

    def legend(self, lang: str) -> list:
        return guide.legend(lang)


RENDERER = KeyflowerRenderer()
