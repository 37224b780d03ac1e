"""Keyflower in the page: its renderer (``RENDERER``, see ``app.contract``) joins the open
board (``board``, ``layout``, ``drawing``, ``paint``), the taps and buttons (``input``), the
panels (``panel``, ``result``), the help (``guide``) and the texts (``texts``).

Workers behind screens (``private``): the table asks ``game.secret(state)`` and shows a
hand-over screen before each seat acts; only then is that seat's view drawn.
"""

from __future__ import annotations

from ...frame import Frame
from ...contract import Answer, GameRenderer
from . import guide
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class KeyflowerRenderer(GameRenderer):
    board_type = Board
    texts = texts
    panel = panel
    input = inputs
    hints = guide
    guide = guide
    seat_colours = SEAT_COLOURS
    private = True
    has_pass = True
    keys = {"r": "rot:+1", "R": "rot:-1", "f": "show:all"}
    share_note_key = "kf_share_secret"

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        """``show:...`` (key f: all) moves the board's view; the rest is the input's."""
        if arg.startswith("show:"):
            if isinstance(self.canvas_board, Board):
                self.canvas_board.show(arg[5:])
                self.canvas_board.draw()
            return {"select": selected}
        return super().action(frame, selected, arg)


RENDERER = KeyflowerRenderer()
