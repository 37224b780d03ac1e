"""Stad en Land in the page: its renderer (``RENDERER``, see ``app.contract``) binds the
board (``board``), the taps (``input``), the panels (``panel``), the texts (``texts``) and the
help for first-time players (``guide``)."""

from __future__ import annotations

from ...contract import GameRenderer
from . import guide, panel, texts
from . import input as inputs
from .board import SEAT_COLOURS, Board


class StadEnLandRenderer(GameRenderer):
    board_type = Board
    texts = texts
    panel = panel
    input = inputs
    hints = guide = guide
    seat_colours = SEAT_COLOURS
    has_pass = True
    #: A removal changes the board beyond the move itself: the status line says so.
    status_events = frozenset({"removed"})


RENDERER = StadEnLandRenderer()
