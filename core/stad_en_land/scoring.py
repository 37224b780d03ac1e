"""Stad en Land scoring: warehouses, capitals and the tie-break chain.

* ``warehouses``: for each city and player, the number of *other* cities in that player's
  network component containing the city (routes pass through cities).
* ``capitals``: the cities with the most warehouses of both players together.
* ``winner``: most warehouses in the capitals; on a tie compare the cities of the next-highest
  total, and so on; equal everywhere is a draw.

:func:`outcome` says it all at once: the score is one category (``capitals``: warehouses in
the capitals), and each lower rank group is a tie-break criterion (``cities b3 c4``).
"""

from __future__ import annotations

from ..protocol import Criterion, Outcome, decide
from .board import NAMES
from .rules import components
from .state import State


def warehouses(state: State) -> dict[int, tuple[int, int]]:
    """City square -> (White's warehouses, Black's warehouses)."""
    per_seat = []
    for seat in (0, 1):
        comp = components(state, seat)
        size: dict[int, int] = {}
        for c in state.cities:
            size[comp[c]] = size.get(comp[c], 0) + 1
        per_seat.append({c: size[comp[c]] - 1 for c in state.cities})
    return {c: (per_seat[0][c], per_seat[1][c]) for c in state.cities}


def ranks(state: State) -> list[dict]:
    """Cities grouped by total warehouses, highest total first; the first group holds the
    capitals. Each group: ``{"total", "cities" (names), "white", "black"}``."""
    wh = warehouses(state)
    groups: dict[int, list[int]] = {}
    for c in state.cities:
        groups.setdefault(sum(wh[c]), []).append(c)
    out = []
    for total in sorted(groups, reverse=True):
        cs = sorted(groups[total])
        out.append({
            "total": total,
            "cities": [NAMES[c] for c in cs],
            "white": sum(wh[c][0] for c in cs),
            "black": sum(wh[c][1] for c in cs),
        })
    return out


def capitals(state: State) -> list[str]:
    r = ranks(state)
    return r[0]["cities"] if r else []


def deciding_rank(state: State) -> int | None:
    """Index in :func:`ranks` of the group that decides the game; None for a draw."""
    for i, g in enumerate(ranks(state)):
        if g["white"] != g["black"]:
            return i
    return None


def outcome(state: State) -> Outcome:
    """Scores (warehouses in the capitals), winners once over, the breakdown (one category,
    ``capitals``) and the tie-break: per lower rank group, its warehouses per seat."""
    r = ranks(state)
    scores = (r[0]["white"], r[0]["black"]) if r else (0, 0)
    tie_break = tuple(Criterion("cities " + " ".join(g["cities"]), (g["white"], g["black"]))
                      for g in r[1:])
    winners, decided_by = decide(scores, tie_break)
    if not state.over:
        winners, decided_by = (), ""
    return Outcome(scores, winners, tuple({"capitals": s} for s in scores), tie_break, decided_by)

