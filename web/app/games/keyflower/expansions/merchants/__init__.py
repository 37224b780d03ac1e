"""The Merchants (Keyflower's expansion) in the page: the contracts (the open ones and the
piles, those behind the viewer's screen with their exchanges, the step that picks one, each
seat's fulfilled ones on the scoring screen), the extensions a work step may add, Sea
Bastion II's replacement, the huts, extensions and ships' extras on the board, and the
log lines of its moves (``panel``, ``drawing``, ``texts``). Active when the view has its
section ``merchants``."""

from __future__ import annotations

from ...expansion import Lines, Moves, PageExpansion
from ...symbols import SideSymbols
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
    draw_symbol = staticmethod(drawing.symbol)
    #: its kinds as its tiles draw them (contracts, what its winter tiles and II boats count)
    legend = (("sym_contract", (("contract", "", 1),)),
              ("sym_contract_open", (("contract", "open", 1), ("arrow", "", 0), ("vp", "", 3))),
              ("sym_tile_up", (("tile", "up", 1), ("arrow", "", 0), ("vp", "", 2))),
              ("sym_winter", (("winter", "", 1), ("arrow", "", 0), ("vp", "", 2))),
              ("sym_extension", (("extension", "", 1), ("arrow", "", 0), ("vp", "", 3))))
    describe = staticmethod(texts.describe)

    def village_reads(self, seat: dict) -> tuple:
        return (seat.get("huts"),)  # drawn on the home tile (``drawing.placed``)

    def side_symbols(self, kind: str, side: dict) -> SideSymbols | None:
        """The contract tiles (kind ``contract``): contracts, skills from the pile and
        resources, one of them or all."""
        if kind != "contract":
            return None
        gives = [("contract", "", side["contracts"])] if side["contracts"] else []
        gives += [("skill", "any", side["n"])] if side["n"] else []
        gives += [("res", r, n) for r, n in zip(("wood", "stone", "iron", "gold"), side["res"]) if n]
        if side["one_of"]:
            gives = [(k, w, 1) for k, w, _ in gives]
        return [], gives, bool(side["one_of"])

    def score_lines(self, view: dict, seat: int, category: str, lang: str) -> Lines:
        return panel.deals(view, seat, lang) if category == "contracts" else []


EXPANSION = Merchants()
