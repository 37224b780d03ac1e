"""The final scoring (rule ``final``) as an ordered list of steps that a module may extend,
and the outcome (rule ``tie``: tied players share the win).

Base steps, in the rulebook's order: resources on the storage tiles; Flipper's free
upgrade; printed points of village and boat tiles; the items (workers, skills, resources,
the purple worker) assigned to winter tiles and White Wind, each item once, chosen to give
the most points (``allocation.py``); the other boats; turn-order tiles; loose gold.
Before the end the standing shows the steps that need no assignment.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from ..protocol import Outcome, decide
from . import allocation
from .board import Placed, links, longest_loop, river_boats
from .data import SEA_BREESE
from .state import State
from .tiles import TILES

#: Breakdown categories, in order.
CATEGORIES = ("storage", "tiles", "winter", "boats", "turn order", "gold")


@dataclass(frozen=True)
class Scoring:
    """What one seat's final scoring works on: its village after Flipper's free upgrade,
    the resources not scored on storage tiles, and the best assignment of items."""

    seat: int
    village: tuple[Placed, ...]
    loose: tuple[int, int, int, int]
    items: allocation.Allocation | None


def _storage(state: State, village: tuple[Placed, ...]) -> tuple[int, tuple[int, int, int, int]]:
    """Points of the storage tiles and the resources left for the other steps: a storage
    tile scores each resource of its kind on it (gold stands in), the Barn any."""
    points, loose = 0, [0, 0, 0, 0]
    for p in village:
        d = TILES[p.tile]
        res = list(p.res)
        if d.kind == "storage":
            side = d.back if p.up else d.front
            counted = sum(res) if side.store < 0 else res[side.store] + res[3]
            points += counted * side.n
            res = [0, 0, 0, 0] if side.store < 0 else [r if k not in (side.store, 3) else 0
                                                        for k, r in enumerate(res)]
        loose = [a + b for a, b in zip(loose, res)]
    return points, (loose[0], loose[1], loose[2], loose[3])


def _storage_values(village: tuple[Placed, ...]) -> tuple[int, ...]:
    return tuple((TILES[p.tile].back if p.up else TILES[p.tile].front).n
                 for p in village if TILES[p.tile].kind == "storage")


def _printed(village: tuple[Placed, ...]) -> int:
    return sum(TILES[p.tile].vp[1 if p.up else 0] for p in village)


def _boats(state: State, seat: int, village: tuple[Placed, ...]) -> int:
    names = {p.tile for p in village}
    points = 0
    if "keyflower" in names:
        carts = sum((TILES[p.tile].back if p.up else TILES[p.tile].front).transport
                    for p in village if TILES[p.tile].kind == "transport")
        points += carts * (2 if "2b" in state.powers(seat) else 1)
    if "sea_bastion" in names:
        points += longest_loop(village)
    if "sea_breese" in names:
        points += SEA_BREESE[min(river_boats(village), len(SEA_BREESE) - 1)]
    return points


def _turn_order(state: State, seat: int, village: tuple[Placed, ...]) -> int:
    joined = links(village, "any" if "2a" in state.powers(seat) else "match")
    return sum(len(joined[i]) for i, p in enumerate(village) if TILES[p.tile].season == "turn")


def _items(state: State, seat: int, village: tuple[Placed, ...],
           loose: tuple[int, int, int, int]) -> allocation.Allocation:
    s = state.seats[seat]
    holdings = allocation.Holdings(
        workers=s.screen, skills=s.skills, resources=loose, purple=seat == state.start,
        any_resource="3b" in state.powers(seat), storage_values=_storage_values(village))
    owned = tuple(p.tile for p in village if p.tile in allocation.TILE_ORDER)
    return allocation.best_allocation(holdings, owned)


def _flipper_choices(state: State, seat: int) -> list[tuple[Placed, ...]]:
    """The villages Flipper's free upgrade may give (the village itself when there is no
    Flipper or nothing to turn)."""
    village = state.seats[seat].village
    if not any(p.tile == "flipper" for p in village):
        return [village]
    out = [tuple(replace(q, up=True) if q is p else q for q in village)
           for p in village if TILES[p.tile].upgradable and not p.up]
    return out or [village]


#: A final-scoring step: category, and its points for a seat's :class:`Scoring`.
StepFn = Callable[[State, Scoring], int]


def _loose_gold(state: State, sc: Scoring) -> int:
    if sc.items is None:
        return sc.loose[3]
    return sc.items.points.get("gold", 0)


def _winter(state: State, sc: Scoring) -> int:
    if sc.items is None:
        return 0
    return sc.items.total - sc.items.points.get("gold", 0) - sc.items.points.get("storage", 0)


def _stored(state: State, sc: Scoring) -> int:
    purple = sc.items.points.get("storage", 0) if sc.items is not None else 0
    return _storage(state, sc.village)[0] + purple


FINAL_STEPS: tuple[tuple[str, StepFn], ...] = (
    ("storage", _stored),
    ("tiles", lambda st, sc: _printed(sc.village)),
    ("winter", _winter),
    ("boats", lambda st, sc: _boats(st, sc.seat, sc.village)),
    ("turn order", lambda st, sc: _turn_order(st, sc.seat, sc.village)),
    ("gold", _loose_gold),
)


def seat_breakdown(state: State, seat: int, final: bool) -> tuple[dict[str, int], Scoring]:
    """Points per category for ``seat``; ``final``: with Flipper and the assignment."""
    best: tuple[int, dict[str, int], Scoring] | None = None
    for village in (_flipper_choices(state, seat) if final else [state.seats[seat].village]):
        _, loose = _storage(state, village)
        items = _items(state, seat, village, loose) if final else None
        sc = Scoring(seat, village, loose, items)
        cats: dict[str, int] = {c: 0 for c in CATEGORIES}
        for cat, fn in FINAL_STEPS:
            cats[cat] = cats.get(cat, 0) + fn(state, sc)
        total = sum(cats.values())
        if best is None or total > best[0]:
            best = (total, cats, sc)
    assert best is not None
    return best[1], best[2]


def outcome(state: State) -> Outcome:
    if not state.seats:
        return Outcome((0,) * state.players, (), ({},) * state.players)
    if "outcome" in state.memo:
        return state.memo["outcome"]
    final = state.phase == "over"
    cats = tuple(seat_breakdown(state, s, final)[0] for s in range(state.players))
    scores = tuple(sum(c.values()) for c in cats)
    winners, decided = decide(scores, ()) if final else ((), "")
    result = Outcome(scores, winners, cats, (), decided)
    state.memo["outcome"] = result
    return result
