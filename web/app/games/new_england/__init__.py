"""New England in the page: its renderer (``RENDERER``, see ``app.contract``) binds the board
(``board``, drawn with ``paint``), the taps, keys and buttons (``input``), the panels
(``panel``), the texts (``texts``, ``help_texts``) and the help for first-time players
(``guide``: hint targets, step help, legend, the nudge of a tap that does nothing).
Everything is open except the cards in other families' barns, which the view already hides."""

from __future__ import annotations

from ...contract import Answer, GameRenderer, SeatLabel
from ...frame import Frame
from . import guide, panel, texts
from . import input as inputs
from .board import SEAT_COLOURS, Board


class NewEnglandRenderer(GameRenderer):
    board_type = Board
    texts = texts
    panel = panel
    input = inputs
    hints = guide = guide
    seat_colours = SEAT_COLOURS
    #: r / R turn a land card to place (its next / previous orientation).
    keys = {"r": "rotate", "R": "rotate-back"}
    #: The status line repeats what was bought and the income, in the page's language.
    status_events = frozenset({"bought", "income"})

    def __init__(self) -> None:
        #: A tap on the board did nothing while the step is in the panel: the next panel
        #: built flashes its prompt (once), beside the message naming what to do there.
        self.flash_prompt = False

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        moves, view = frame.moves, frame.view
        answer = inputs.tap(moves, view, selected, square)
        if answer == {"select": None} and inputs.normalize(selected, moves, view) is None:
            error = guide.nudge(moves, view)
            if error is not None:
                self.flash_prompt = True
                return {"error": error}
        return answer

    def build_panel(self, frame: Frame, selected: str | None, lang: str,
                    seat_label: SeatLabel) -> list | None:
        flash, self.flash_prompt = self.flash_prompt, False
        return panel.build_panel(frame, selected, lang, seat_label, flash)


RENDERER = NewEnglandRenderer()
