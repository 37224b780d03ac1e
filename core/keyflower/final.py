"""The final scoring asked of the players (option ``final=ask``, rule ``final``): from the
start player clockwise, each makes his end-of-game choices one decision at a time.

1. ``flip TILE``: with Flipper, the tile it turns over for free;
2. ``purple KIND`` (``purple none``, ``purple blue``, ``purple saw``, ``purple wood``, or a
   storage tile ``purple barn``): the start player declares the purple worker;
3. ``assign TILE ITEMS``: one unit of items onto a scoring tile (``assign scribes
   saw+pick+anvil``, ``assign windmill wood+wood+stone+gold+gold``, ``assign key_market
   green``); each item once; a choice tile keeps the kind of its first item;
4. ``done``, or ``best`` before the first ``assign``: Speeltafel assigns everything (purple
   included) for the most points.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement as multisets

from . import allocation
from .allocation import CHOICE_OF, RESOURCES, SKILLS, WORKERS
from .notation import Move
from .state import State
from .expansion import active
from .tiles import TILES

ITEMS = WORKERS + SKILLS + RESOURCES


def _mercer(unit: tuple[str, ...]) -> bool:
    plain = [x for x in unit if x != "gold"]
    return len(set(plain)) == len(plain)


UNITS: dict[str, list[tuple[str, ...]]] = {
    "key_market": [("green",)],
    "village_hall": [(c,) for c in WORKERS],
    "white_wind": [(c,) for c in WORKERS],
    "scholar": [(k,) for k in SKILLS],
    "watermill": [(r,) for r in RESOURCES],
    "jeweller": [("gold",)],
    "craftsmens_guild": [("blue", "red", "yellow")],
    "scribes": [("saw", "pick", "anvil")],
    "mercers_guild": [u for u in multisets(RESOURCES, 3) if _mercer(u)],
    "windmill": list(multisets(RESOURCES, 5)),
    "apothecary": list(multisets(WORKERS, 5)),
    "key_guild": list(multisets(SKILLS, 5)),
}


def flip_choices(state: State, seat: int) -> list[str]:
    """The tiles Flipper may turn, or an expansion's tile gives a free change to (none
    without either)."""
    village = state.seats[seat].village
    for x in active(state):
        if (tiles := x.free_changes(state, seat, village)) is not None:
            return tiles
    if not any(p.tile == "flipper" for p in village):
        return []
    return [p.tile for p in village if TILES[p.tile].upgradable and not p.up]


def purple_decl(state: State, seat: int) -> str:
    """The seat's purple worker as ``allocation`` writes it (``""``: not used)."""
    choice = state.seats[seat].purple
    if choice in ("", "none"):
        return ""
    for cat, names in (("worker", WORKERS), ("skill", SKILLS), ("resource", RESOURCES)):
        if choice in names:
            return f"{cat}:{choice}"
    stores = [p.tile for p in state.seats[seat].village if TILES[p.tile].kind == "storage"]
    return f"storage:{stores.index(choice)}"


def assigned_items(state: State, seat: int) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for tile, text in state.seats[seat].assigned:
        for item in text.split("+"):
            out.setdefault(tile, {})[item] = out.setdefault(tile, {}).get(item, 0) + 1
    return out


def assigned_choices(state: State, seat: int, tiles) -> dict[str, str]:
    items = assigned_items(state, seat)
    return {t: next(iter(items[t])) if t in items else CHOICE_OF[t][0]
            for t in CHOICE_OF if t in tiles}


def _left(state: State, seat: int, holdings: allocation.Holdings) -> dict[str, int]:
    pool = allocation._pool(holdings, purple_decl(state, seat))
    # an expansion may let the purple worker declared as nothing still fill its targets
    pool["purple"] = int(holdings.purple and state.seats[seat].purple == "none"
                         and any(x.keeps_purple(state) for x in active(state)))
    for x in assigned_items(state, seat).values():
        for item, n in x.items():
            pool[item] -= n
    if holdings.any_resource:   # resources are wildcards: only their total counts
        total = sum(pool[r] for r in RESOURCES)
        for r in RESOURCES:
            pool[r] = total
    return pool


def moves(state: State, holdings: allocation.Holdings, tiles: tuple[str, ...]) -> list[Move]:
    seat = state.seat
    s = state.seats[seat]
    if not s.flipped and flip_choices(state, seat):
        return [Move("flip", t) for t in flip_choices(state, seat)]
    if seat == state.start and not s.purple:
        stores = [p.tile for p in s.village if TILES[p.tile].kind == "storage"]
        return ([Move("purple", choice=k) for k in ("none",) + ITEMS]
                + [Move("purple", choice=t) for t in stores] + [Move("best")])
    left = _left(state, seat, holdings)
    kinds = {t: next(iter(x)) for t, x in assigned_items(state, seat).items() if t in CHOICE_OF}
    out = [Move("done")] + ([Move("best")] if not s.assigned else [])
    for x in active(state):  # an expansion's targets (each filled once)
        for target in x.targets(state, seat):
            if target not in dict(s.assigned):
                out += [Move("assign", target, tiles=u)
                        for u in x.target_units(target, left, holdings.any_resource)]
    for tile in tiles:
        for unit in UNITS.get(tile, ()):
            if tile in kinds and unit[0] != kinds[tile]:
                continue
            need: dict[str, int] = {}
            for item in unit:
                need[item] = need.get(item, 0) + 1
            if holdings.any_resource and all(i in RESOURCES for i in unit):
                ok = len(unit) <= left["wood"]
            else:
                ok = all(left[i] >= n for i, n in need.items())
            if ok:
                out.append(Move("assign", tile, tiles=unit))
    return out


def apply(state: State, move: Move,
          best: tuple[allocation.Allocation, dict] | None) -> State:
    """A listed final-scoring move of the seat to act (``best``: the best assignment,
    needed for the move ``best``)."""
    seat = state.seat
    s = state.seats[seat]
    if move.verb == "flip":
        return state.with_seat(seat, flipped=move.tile)
    if move.verb == "purple":
        return state.with_seat(seat, purple=move.choice)
    if move.verb == "assign":
        return state.with_seat(seat, assigned=s.assigned + ((move.tile, "+".join(move.tiles)),))
    if move.verb == "best":
        assert best is not None
        chosen, deals = best
        purple = chosen.purple
        if purple.startswith("storage"):
            stores = [p.tile for p in s.village if TILES[p.tile].kind == "storage"]
            purple = stores[int(purple.split(":")[1])]
        elif purple:
            purple = purple.split(":")[1]
        units = tuple((t, "+".join(i for i, n in sorted(x.items(), key=lambda kv: ITEMS.index(kv[0]))
                                   for _ in range(n)))
                      for t, x in chosen.items.items() if x)
        ranks = ITEMS + ("purple",)
        units += tuple((c, "+".join(sorted(i, key=ranks.index))) for c, i in sorted(deals.items()))
        state = state.with_seat(seat, purple=s.purple or ((purple or "none") if seat == state.start else ""),
                                assigned=units)
    state = state.with_seat(seat, scored=True)
    order = [(state.start + k) % state.players for k in range(state.players)]
    todo = [x for x in order if not state.seats[x].scored]
    if todo:
        return replace(state, seat=todo[0])
    return replace(state, phase="over")
