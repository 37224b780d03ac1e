"""Stad en Land in the page: its renderer (``RENDERER``, see ``app.contract``) joins the
board (``board``), the taps (``input``), the panels (``panel``) and the texts (``texts``)."""

from __future__ import annotations

from ...frame import Frame
from ...contract import Answer, GameRenderer, StepHelp
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class StadEnLandRenderer(GameRenderer):
    texts = texts
    panel = panel
    seat_colours = SEAT_COLOURS
    has_pass = True
    #: A removal changes the board beyond the move itself: the status line says so.
    status_events = frozenset({"removed"})

    def board(self, canvas) -> Board:
        return Board(canvas)

    def default_selection(self, frame: Frame) -> str | None:
        return inputs.default_selection(frame.moves)

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        return inputs.tap(frame.moves, frame.actor, selected, square)

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        return inputs.hint_targets(frame.moves, selected)

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        found = texts.step_help(frame.view, list(frame.legal), selected, lang)
        return StepHelp(*found) if found is not None else None

    def legend(self, lang: str) -> list:
        return panel.legend(lang)


RENDERER = StadEnLandRenderer()
