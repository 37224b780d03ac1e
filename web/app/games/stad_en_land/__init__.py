"""Stad en Land in the page: its renderer (``RENDERER``, see ``app.contract``) joins the
board (``board``), the taps (``input``), the panels (``panel``) and the texts (``texts``)."""

from __future__ import annotations

from ...contract import Answer, GameRenderer, SeatLabel
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class StadEnLandRenderer(GameRenderer):
    seat_colours = SEAT_COLOURS
    has_pass = True
    #: A removal changes the board beyond the move itself: the status line says so.
    status_events = frozenset({"removed"})

    def board(self, canvas) -> Board:
        return Board(canvas)

    def default_selection(self, legal: list[str]) -> str | None:
        return inputs.default_selection(legal)

    def tap(self, game, state, selected: str | None, square: str) -> Answer:
        return inputs.tap(game, state, selected, square)

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


RENDERER = StadEnLandRenderer()
