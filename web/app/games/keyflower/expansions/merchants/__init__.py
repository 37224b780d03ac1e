"""The Merchants (Keyflower's expansion) in the page: the contracts (the open ones and the
piles, those behind the viewer's screen with their exchanges, the step that picks one, each
seat's fulfilled ones on the scoring screen), the extensions a work step may add, Sea
Bastion II's replacement, the huts, extensions and ships' extras on the board, and the
log lines of its moves (``panel``, ``drawing``, ``texts``). Active when the view has its
section ``merchants``."""

from __future__ import annotations

from ...expansion import Lines, Moves, PageExpansion
from . import drawing, panel, texts


class Merchants(PageExpansion):
    key = "merchants"
    nl = texts.NL
    en = texts.EN
    items = texts.ITEMS

    def step(self, phase: str, view: dict, moves: Moves, lang: str) -> list | None:
        if phase == "contract":
            return panel.pick_step(view, moves, lang)
        if phase == "replace":
            return panel.replace_step(view, moves, lang)
        return None

    # hooks whose signature is the module function's own
    work = staticmethod(panel.extensions)
    screen = staticmethod(panel.held)
    table = staticmethod(panel.table)
    draw_placed = staticmethod(drawing.placed)
    draw_cargo = staticmethod(drawing.cargo)
    symbol = staticmethod(drawing.symbol)
    describe = staticmethod(texts.describe)

    def score_lines(self, view: dict, seat: int, category: str, lang: str) -> Lines:
        return panel.deals(view, seat, lang) if category == "contracts" else []


EXPANSION = Merchants()
