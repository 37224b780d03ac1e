"""Eden in the page: its renderer (``RENDERER``, see ``app.contract``) binds the board
(``board``), the taps and buttons (``input``), the panels (``panel``), the texts (``texts``)
and the help for first-time players (``hints``: hint targets, step help, legend).

Hidden hands (``private``): the table shows a hand-over screen before each seat acts and
passes that seat to ``view`` only then; everything here draws from the view it gets, so
another seat's hand or mana never reaches the page. A tap or a button is read against the
view of the seat to move (the only seat the table lets act).
"""

from __future__ import annotations

from ...contract import GameRenderer
from . import hints, panel, texts
from . import input as inputs
from .board import SEAT_COLOURS, Board


class EdenRenderer(GameRenderer):
    board_type = Board
    texts = texts
    panel = panel
    input = inputs
    hints = guide = hints
    seat_colours = SEAT_COLOURS
    private = True  # pass and end are in the panel: no Pass button
    share_note_key = "eden_share_secret"


RENDERER = EdenRenderer()
