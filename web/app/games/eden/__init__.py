"""Eden in the page: its renderer (``RENDERER``, see ``app.contract``) joins the board
(``board``), the taps and buttons (``input``), the panels (``panel``) and the texts
(``texts``).

Hidden hands (``private``): the table shows a hand-over screen before each seat acts and
passes that seat to ``view`` only then; everything here draws from the view it gets, so
another seat's hand or mana never reaches the page. A tap or a button is read against the
view of the seat to move (the only seat the table lets act).
"""

from __future__ import annotations

from ...frame import Frame
from ...contract import Answer, GameRenderer, StepHelp
from . import hints
from . import input as inputs
from . import panel, texts
from .board import SEAT_COLOURS, Board


class EdenRenderer(GameRenderer):
    texts = texts
    panel = panel
    seat_colours = SEAT_COLOURS
    private = True  # pass and end are in the panel: no Pass button

    def board(self, canvas) -> Board:
        return Board(canvas)

    def default_selection(self, frame: Frame) -> str | None:
        return None

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        return inputs.tap_move(frame.moves, selected, square, frame.actor or frame.view)

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        return inputs.button_move(frame.moves, selected, arg, frame.actor or frame.view)

    def share_note(self, lang: str) -> str | None:
        return texts.t(lang, "eden_share_secret")

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        # read against the view of the seat to move, as its taps are
        if not frame.moves or frame.actor is None:
            return []
        return hints.hint_targets(frame.actor, frame.moves, selected)

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        return hints.step_help(frame.view, frame.moves, selected, lang)

    def legend(self, lang: str) -> list:
        return panel.legend(lang)


RENDERER = EdenRenderer()
