"""Eden in the page: its renderer (``RENDERER``, see ``app.contract``) joins the board
(``board``), the taps and buttons (``input``), the panels (``panel``) and the texts
(``texts``).

Hidden hands (``private``): the table shows a hand-over screen before each seat acts and
passes that seat to ``view`` only then; everything here draws from the view it gets, so
another seat's hand or mana never reaches the page. A tap or a button is read against the
view of the seat to move (the only seat the table lets act).
"""

from __future__ import annotations

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

    def default_selection(self, legal: list[str]) -> str | None:
        return None

    def tap(self, game, state, selected: str | None, square: str) -> Answer:
        view = game.view(state, game.to_move(state))
        return inputs.tap_move(game.legal_moves(state), selected, square, view)

    def action(self, game, state, selected: str | None, arg: str) -> Answer:
        view = game.view(state, game.to_move(state))
        return inputs.button_move(game.legal_moves(state), selected, arg, view)

    def share_note(self, lang: str) -> str | None:
        return texts.t(lang, "eden_share_secret")

    def hint_targets(self, game, state, view: dict, legal: list[str],
                     selected: str | None) -> list[str]:
        # read against the view of the seat to move, as its taps are
        if not legal:
            return []
        return hints.hint_targets(game.view(state, game.to_move(state)), legal, selected)

    def step_help(self, view: dict, legal: list[str], selected: str | None,
                  lang: str) -> StepHelp | None:
        return hints.step_help(view, legal, selected, lang)

    def legend(self, lang: str) -> list:
        return panel.legend(lang)


RENDERER = EdenRenderer()
