"""New England in the page: its renderer (``RENDERER``, see ``app.contract``) joins the board
(``board``), the taps, keys and buttons (``input``), the panels (``panel``) and the texts
(``texts``). Everything is open except the cards in other families' barns, which the view
already hides."""

from __future__ import annotations

from ...contract import Answer, GameRenderer
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class NewEnglandRenderer(GameRenderer):
    texts = texts
    panel = panel
    seat_colours = SEAT_COLOURS
    #: r / R turn a land card to place (its next / previous orientation).
    keys = {"r": "rotate", "R": "rotate-back"}

    def board(self, canvas) -> Board:
        return Board(canvas)

    def default_selection(self, legal: list[str]) -> str | None:
        return inputs.default_selection(legal)

    def tap(self, game, state, selected: str | None, square: str) -> Answer:
        return inputs.tap(game.legal_moves(state), game.view(state, None), selected, square)

    def action(self, game, state, selected: str | None, arg: str) -> Answer:
        return inputs.action(game.legal_moves(state), game.view(state, None), selected, arg)


RENDERER = NewEnglandRenderer()
