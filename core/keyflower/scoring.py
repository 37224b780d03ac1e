"""The final scoring (rule ``final``) as an ordered list of steps that a module may extend,
and the outcome (rule ``tie``: tied players share the win).

Base steps, in the rulebook's order: resources on the storage tiles; Flipper's free
upgrade; printed points of village and boat tiles; the items (workers, skills, resources,
the purple worker) assigned to winter tiles and White Wind, each item once, chosen to give
the most points (``allocation.py``); the other boats; turn-order tiles; loose gold.
Before the end the standing shows the steps that need no assignment.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..protocol import Outcome, decide
from . import allocation, final
from .expansion import StepFn, active, registered
from .board import Placed, links, longest_loop, river_boats
from .data import SEA_BREESE
from .state import State
from .tiles import TILES

#: Breakdown categories, in order.
CATEGORIES = ("storage", "tiles", "winter", "boats", "turn order", "gold")


@dataclass(frozen=True)
class Scoring:
    """What one seat's final scoring works on: its village after Flipper's free upgrade
    (or an expansion's free change), the resources not scored on storage tiles, the best
    assignment of items, and an expansion's targets filled (target -> the items filling
    it) and their points."""

    seat: int
    village: tuple[Placed, ...]
    loose: tuple[int, int, int, int]
    items: allocation.Allocation | None
    deals: dict = field(default_factory=dict, compare=False)
    deal_points: int = 0
    #: The tile an expansion changes for free in the place of Flipper's upgrade
    #: (``Expansion.free_changes``), or "".
    free: str = ""


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


def holdings(state: State, seat: int, village: tuple[Placed, ...] | None = None
             ) -> tuple[allocation.Holdings, tuple[str, ...]]:
    """What ``seat`` scores with at the end (its village after Flipper's upgrade) and its
    tiles that take items."""
    s = state.seats[seat]
    village = village if village is not None else final_village(state, seat)[0]
    h = allocation.Holdings(
        workers=s.screen, skills=s.skills, resources=_storage(state, village)[1],
        purple=seat == state.start, any_resource="3b" in state.powers(seat),
        storage_values=_storage_values(village))
    return h, tuple(p.tile for p in village if p.tile in allocation.TILE_ORDER)


def final_village(state: State, seat: int) -> tuple[tuple[Placed, ...], str]:
    """The village with the tile Flipper turned, or the village and the tile an expansion
    changes for free (``final=ask``: the player's choice; ``""``: none)."""
    flipped = state.seats[seat].flipped
    village = state.seats[seat].village
    for x in active(state):
        if flipped and x.free_changes(state, seat, village) is not None:
            return village, flipped
    return tuple(replace(p, up=True) if p.tile == flipped else p for p in village), ""


def best_for(state: State, seat: int) -> tuple[allocation.Allocation, dict]:
    """The best assignment for ``seat`` and an expansion's targets it fills with their
    items; a purple worker already declared stays so."""
    h, tiles = holdings(state, seat)
    declared = final.purple_decl(state, seat)
    if state.seats[seat].purple:
        kind = declared.split(":")[1] if declared and not declared.startswith("storage") else ""
        h = replace(h, purple=False, workers=_plus(h.workers, allocation.WORKERS, kind),
                    skills=_plus(h.skills, allocation.SKILLS, kind),
                    resources=_plus(h.resources, allocation.RESOURCES, kind))
    for x in active(state):  # the purple worker declared "none" may still fill a target
        kept = declared == "" and state.seats[seat].purple == "none" and seat == state.start
        if (found := x.best_items(state, seat, h, tiles, final_village(state, seat)[0], kept)) is not None:
            return found[0], found[1]
    return allocation.best_allocation(h, tiles), {}


def _plus(counts: tuple[int, ...], names: tuple[str, ...], kind: str) -> Any:
    return tuple(c + (k == kind) for k, c in zip(names, counts))


def _asked(state: State, seat: int, village: tuple[Placed, ...]) -> tuple[allocation.Allocation, dict, int]:
    """The assignment the player made (``final=ask``), scored; items assigned to an
    expansion's targets fill them and are out of the rest."""
    h, tiles = holdings(state, seat, village)
    items = final.assigned_items(state, seat)
    purple = final.purple_decl(state, seat)
    deals: dict = {}
    value = 0
    for x in active(state):
        h, purple, more, points_ = x.asked_items(state, seat, h, village, items, purple)
        deals, value = {**deals, **more}, value + points_
    items = {t: x for t, x in items.items() if t not in deals}
    points = allocation.score(h, tiles, items, final.assigned_choices(state, seat, tiles), purple)
    return allocation.Allocation(sum(points.values()), points, items,
                                 final.assigned_choices(state, seat, tiles), purple), deals, value


def _items(state: State, seat: int, village: tuple[Placed, ...],
           loose: tuple[int, int, int, int]) -> tuple[allocation.Allocation, dict, int]:
    """The assignment (asked or best) and an expansion's targets it fills."""
    if state.final == "ask":
        return _asked(state, seat, village)
    h, tiles = holdings(state, seat, village)
    for x in active(state):
        if (found := x.best_items(state, seat, h, tiles, village, False)) is not None:
            return found
    return allocation.best_allocation(h, tiles), {}, 0


def _flipper_choices(state: State, seat: int) -> list[tuple[tuple[Placed, ...], str]]:
    """The villages Flipper's free upgrade may give, or the tiles an expansion may change
    for free with the village (the village itself and "" when there is no Flipper or nothing
    to turn)."""
    village = state.seats[seat].village
    if state.final == "ask":
        return [final_village(state, seat)]
    for x in active(state):
        if (tiles := x.free_changes(state, seat, village)) is not None:
            return [(village, t) for t in tiles] or [(village, "")]
    if not any(p.tile == "flipper" for p in village):
        return [(village, "")]
    out = [(tuple(replace(q, up=True) if q is p else q for q in village), "")
           for p in village if TILES[p.tile].upgradable and not p.up]
    return out or [(village, "")]



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


def final_steps(state: State) -> tuple[tuple[str, StepFn], ...]:
    """:data:`FINAL_STEPS` as the expansions in play change them."""
    steps = FINAL_STEPS
    for x in active(state):
        steps = x.final_steps(state, steps)
    return steps


def seat_breakdown(state: State, seat: int, final: bool) -> tuple[dict[str, int], Scoring]:
    """Points per category for ``seat``; ``final``: with Flipper and the assignment."""
    best: tuple[int, dict[str, int], Scoring] | None = None
    for village, free in (_flipper_choices(state, seat) if final else [(state.seats[seat].village, "")]):
        _, loose = _storage(state, village)
        if final:
            items, deals, value = _items(state, seat, village, loose)
            sc = Scoring(seat, village, loose, items, deals, value, free)
        else:
            sc = Scoring(seat, village, loose, None)
        cats: dict[str, int] = {}
        for cat, fn in final_steps(state):
            cats[cat] = cats.get(cat, 0) + fn(state, sc)
        total = sum(cats.values())
        if best is None or total > best[0]:
            best = (total, cats, sc)
    assert best is not None
    return best[1], best[2]


def _free_kind(state: State) -> str:
    """The name of the free change an expansion in play makes (``Expansion.free_kind``)."""
    return next((x.free_kind for x in active(state) if x.free_kind), "upgrade")


def final_detail(state: State) -> list[dict]:
    """Per seat, where the final points came from (for the scoring screen): the tile
    Flipper turned or an expansion changed for free (``flip``: ``upgrade`` or the
    expansion's ``free_kind``), the printed points per tile, the purple worker's
    declaration, per scoring tile its items and points with the choice tiles' choices, an
    expansion's targets and their items (``deals``) and its own keys; empty before the end."""
    if state.phase != "over":
        return []
    if "detail" not in state.memo:
        out = []
        for seat in range(state.players):
            _, sc = seat_breakdown(state, seat, True)
            flipped = [p.tile for p, q in zip(sc.village, state.seats[seat].village) if p.up and not q.up]
            a = sc.items
            printed = {p.tile: TILES[p.tile].vp[1 if p.up else 0] for p in sc.village
                       if TILES[p.tile].vp[1 if p.up else 0]}
            out.append({"flipped": flipped[0] if flipped else (sc.free or None),
                        "flip": _free_kind(state) if sc.free else "upgrade", "printed": printed,
                        "deals": {c: list(i) for c, i in sc.deals.items()},
                        **{k: v for x in registered() for k, v in x.final_detail(state, seat).items()},
                        "purple": a.purple if a else "", "points": dict(a.points) if a else {},
                        "items": {t: dict(x) for t, x in a.items.items()} if a else {},
                        "choices": dict(a.choices) if a else {}})
        state.memo["detail"] = out
    return state.memo["detail"]


def outcome(state: State) -> Outcome:
    if not state.seats:
        return Outcome((0,) * state.players, (), ({},) * state.players)
    if "outcome" in state.memo:
        return state.memo["outcome"]
    final = state.phase == "over"
    cats = tuple(seat_breakdown(state, s, final)[0] for s in range(state.players))
    scores = tuple(sum(c.values()) for c in cats)
    tie = tuple(c for x in active(state) for c in x.tie_break(state))
    winners, decided = decide(scores, tie) if final else ((), "")
    result = Outcome(scores, winners, cats, tie if final else (), decided)
    state.memo["outcome"] = result
    return result
