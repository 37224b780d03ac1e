"""Carcassonne in the page: its renderer (``RENDERER``, see ``app.contract``) binds the open
board (``board``, ``drawing``, ``paint``), the taps and buttons (``input``), the panels
(``panel``), the help (``guide``) and the texts (``texts``).

Hidden half tiles (``private``): the table asks ``game.secret(state)`` and shows a hand-over
screen before a seat holding hidden half tiles acts; only then is that seat's view drawn.
"""

from __future__ import annotations

from ...contract import Answer, GameRenderer
from ...frame import Frame
from . import guide, panel, texts
from . import input as inputs
from .board import SEAT_COLOURS, Board


class CarcassonneRenderer(GameRenderer):
    board_type = Board
    texts = texts
    panel = panel
    input = inputs
    guide = guide
    seat_colours = SEAT_COLOURS
    private = True
    keys = {"r": "rot:+1", "R": "rot:-1", "f": "fit", "d": "draw"}
    share_note_key = "cc_share_secret"

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        """``fit`` (key f) fits the whole board into view; the rest is the input's."""
        if arg == "fit":
            if isinstance(self.canvas_board, Board):
                self.canvas_board.fit_all()
                self.canvas_board.draw()
            return {"select": selected}
        return super().action(frame, selected, arg)

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        """The places the board lists as tappable now (targets, spots or features)."""
        if not frame.moves or self.canvas_board is None:
            return []
        return self.canvas_board.squares()


RENDERER = CarcassonneRenderer()
