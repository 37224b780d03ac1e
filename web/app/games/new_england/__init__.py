"""New England in the page: its renderer (``RENDERER``, see ``app.contract``) joins the board
(``board``), the taps, keys and buttons (``input``), the panels (``panel``) and the texts
(``texts``). Everything is open except the cards in other families' barns, which the view
already hides."""

from __future__ import annotations

from ...contract import Answer, GameRenderer, SeatLabel
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class NewEnglandRenderer(GameRenderer):
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

    def describe_step(self, text: str, chance: bool, view_after: dict, lang: str) -> str:
        return texts.describe_step(text, chance, view_after, lang)

    def describe_event(self, event: dict, seat_label: SeatLabel, lang: str) -> str | None:
        return texts.describe_event(event, seat_label, lang)

    def turn_details(self, view: dict, lang: str) -> list[str]:
        return texts.turn_details(view, lang)

    def score_text(self, view: dict, seat_label: SeatLabel, lang: str) -> str:
        return texts.score_text(view, seat_label, lang)

    def aria_board(self, view: dict, lang: str) -> str:
        return texts.aria_board(view, lang)

    def build_panel(self, game, state, view: dict, legal: list[str], selected: str | None,
                    lang: str, seat_label: SeatLabel) -> list | None:
        return panel.build_panel(game, state, view, legal, selected, lang, seat_label)

    def build_result(self, game, state, view: dict, names: list[str], seat_label: SeatLabel,
                     lang: str) -> list:
        return panel.build_result(game, state, view, names, seat_label, lang)


RENDERER = NewEnglandRenderer()
