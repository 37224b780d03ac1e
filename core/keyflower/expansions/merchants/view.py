"""The Merchants' part of the position (``view.position``): per seat its huts, contracts
(secret but their number; those lying open with variant B) and open workers and skills, and
the table (open contracts, pile sizes, discards, extensions and huts in the box, contracts
owed) with the contents of every contract the viewer may see."""

from __future__ import annotations

from ...state import State
from .data import CONTRACTS, EXTENSIONS
from .state import Holder, holders, of


def seat(h: Holder, own: bool) -> dict:
    """A seat's keys (also without The Merchants: nothing held)."""
    return {"huts": h.huts, "contracts_size": len(h.contracts),
            "contracts": list(h.contracts) if own else None, "shown": list(h.shown),
            "front": list(h.front), "front_skills": list(h.front_skills)}


def table(state: State, viewer: int | None) -> dict:
    """The public table and the contracts ``viewer`` may see (all of them once it is over)."""
    m = of(state)
    seen = set(m.open_contracts) | set(m.discard)
    for s, h in enumerate(holders(state)):
        seen |= set(h.shown)
        if s == viewer or state.phase == "over":
            seen |= set(h.contracts)
    return {"open": list(m.open_contracts), "piles": [len(p) for p in m.piles],
            "discard": list(m.discard), "huts": m.huts,
            "extensions": {e: {"colour": EXTENSIONS[e].colour, "cost": list(EXTENSIONS[e].cost)}
                           for e in m.extensions},
            "contracts": {c: list(CONTRACTS[c].items) for c in sorted(seen)},
            "picks": [{"seat": p.seat, "n": p.n} for p in m.picks],
            "replacing": m.replacing, "variant_b": m.variant_b}
