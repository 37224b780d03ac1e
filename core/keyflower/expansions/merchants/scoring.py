"""The Merchants' final scoring (rule ``merchants-final``; M's twelve steps): Flipper II's free
extension, the extensions (each scores its tile's printed points again), contracts fulfilled
(7 points, 10 with White Wind II) with the items assigned to them, the winter tiles Artisan
(2 per upgraded tile), Builder (3 per extension) and Muleteer (3 per unfulfilled contract),
and the boats Sea Breese II (2 per winter tile in the village) and Ianvincible II (2 per
upgrade symbol, huts included; doubled with summer boat 2b). Ties: who took a boat first in
winter wins (M).

Which contracts to fulfil and with which items is part of the best assignment: every set of
held contracts that the items can fill (``contracts.feasible``) is tried with every distinct
way of filling it, and the rest goes to the winter tiles as ``allocation.best_allocation``
finds best; a set whose best possible total cannot beat the best found is skipped.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations
from typing import cast

from . import contracts
from ... import allocation
from ...board import Placed
from .data import (CONTRACT_POINTS, CONTRACTS, MULETEER_POINTS, RESOURCES, SKILLS,
                             WHITE_WIND_II_POINTS, WORKERS)
from ...state import Counts3, Counts4, State
from .state import extension_on, holder, of, on
from ...tiles import TILES

KINDS = WORKERS + SKILLS + RESOURCES


def flipper_ii_tiles(state: State, seat: int, village: tuple[Placed, ...]) -> list[str]:
    """Where Flipper II's free extension may go: an upgraded tile without one (M)."""
    if not on(state) or not of(state).extensions or not any(p.tile == "flipper_ii" for p in village):
        return []
    return [p.tile for p in village
            if p.up and not extension_on(state, seat, p.tile) and TILES[p.tile].upgradable]


def extended(state: State, sc) -> list[str]:
    """The tiles of the scored village (``scoring.Scoring``) with an extension: those built
    and Flipper II's free one (``sc.free``)."""
    return [p.tile for p in sc.village if extension_on(state, sc.seat, p.tile) or p.tile == sc.free]


def extension_points(state: State, sc) -> int:
    return sum(TILES[p.tile].vp[1 if p.up else 0] for p in sc.village if p.tile in extended(state, sc))


def contract_value(village: tuple[Placed, ...]) -> int:
    return WHITE_WIND_II_POINTS if any(p.tile == "white_wind_ii" for p in village) else CONTRACT_POINTS


def upgrade_symbols(state: State, seat: int, village: tuple[Placed, ...]) -> int:
    """Upgrade symbols a seat owns: its transport tiles' (side up) and its huts."""
    tiles = sum((TILES[p.tile].back if p.up else TILES[p.tile].front).upgrades
                for p in village if TILES[p.tile].kind == "transport")
    return tiles + holder(state, seat).huts


def winter_extra(state: State, seat: int, village: tuple[Placed, ...], unfulfilled: int,
                 extensions: int) -> int:
    names = {p.tile for p in village}
    points = 0
    if "artisan" in names:
        points += 2 * sum(1 for p in village if p.up)
    if "builder" in names:
        points += 3 * extensions
    if "muleteer" in names:
        points += MULETEER_POINTS * unfulfilled
    return points


def boat_extra(state: State, seat: int, village: tuple[Placed, ...]) -> int:
    names = {p.tile for p in village}
    points = 0
    if "sea_breese_ii" in names:
        points += 2 * sum(1 for p in village if TILES[p.tile].season == "winter")
    if "ianvincible_ii" in names:
        points += 2 * upgrade_symbols(state, seat, village) * (2 if "2b" in state.powers(seat) else 1)
    return points


def tie_break_values(state: State) -> tuple[int, ...]:
    """Per seat: higher for an earlier boat taken in winter (M's tie-break)."""
    order = [s for s, _ in state.winter_boats]
    return tuple(len(order) - order.index(s) if s in order else 0 for s in range(state.players))


# -- contracts in the best assignment ------------------------------------------------------
def fillings(wanted: tuple[str, ...], have: tuple[int, ...], purple: bool,
             free: bool) -> dict[tuple[int, ...], tuple[bool, tuple[str, ...]]]:
    """Every distinct way to fill the requirement list ``wanted`` from ``have`` (counts in
    :data:`KINDS` order) and the purple worker: consumed counts -> (purple used, the item
    filling each requirement in order; ``purple`` for the purple worker)."""
    out: dict[tuple[int, ...], tuple[bool, tuple[str, ...]]] = {}
    seen: set[tuple] = set()

    def go(i: int, left: tuple[int, ...], purple_left: bool, chosen: tuple[str, ...]) -> None:
        key = (i, left, purple_left)
        if key in seen:
            return
        seen.add(key)
        if i == len(wanted):
            used = tuple(a - b for a, b in zip(have, left))
            out.setdefault(used, (not purple_left and purple, chosen))
            return
        for k, kind in enumerate(KINDS):
            if left[k] and contracts.fills(kind, wanted[i], free):
                go(i + 1, left[:k] + (left[k] - 1,) + left[k + 1:], purple_left, chosen + (kind,))
        if purple_left:
            go(i + 1, left, False, chosen + ("purple",))

    go(0, have, purple, ())
    return out


def _less(h: allocation.Holdings, used: tuple[int, ...], purple_used: bool) -> allocation.Holdings:
    w, s, r = used[:4], used[4:7], used[7:]
    return replace(h, workers=cast(Counts4, tuple(a - b for a, b in zip(h.workers, w))),
                   skills=cast(Counts3, tuple(a - b for a, b in zip(h.skills, s))),
                   resources=cast(Counts4, tuple(a - b for a, b in zip(h.resources, r))),
                   purple=h.purple and not purple_used)


def without_contract_items(h: allocation.Holdings, deals: dict, purple: str
                           ) -> tuple[allocation.Holdings, str]:
    """What is left for the winter tiles after the items a player assigned to contracts
    (``final=ask``), and his purple declaration: the purple worker declared as a kind, or
    as itself (``purple``), is used up when a contract took it (one more of that kind than
    he owns); with boat 3b resources are one pool. ValueError: more than he has."""
    counts = dict(zip(KINDS, h.workers + h.skills + h.resources))
    kind = purple.split(":")[1] if purple and not purple.startswith("storage") else ""
    purple_used = False
    for filled in deals.values():
        for i in filled:
            if i == "purple":
                purple_used = True
            else:
                counts[i] -= 1
    if h.any_resource:   # resources are wildcards: cover a shortfall from the other kinds
        for r in RESOURCES:
            while counts[r] < 0:
                donor = next((x for x in RESOURCES if counts[x] > 0), None)
                if donor is None:
                    break
                counts[donor] -= 1
                counts[r] += 1
    if kind and counts[kind] < 0:
        counts[kind] += 1
        purple, purple_used = "", True
    if min(counts.values()) < 0:
        raise ValueError("more items than owned")
    left = replace(h, workers=cast(Counts4, tuple(counts[k] for k in WORKERS)),
                   skills=cast(Counts3, tuple(counts[k] for k in SKILLS)),
                   resources=cast(Counts4, tuple(counts[k] for k in RESOURCES)),
                   purple=h.purple and not (purple_used and not purple))
    return left, purple


@lru_cache(maxsize=128)
def best(h: allocation.Holdings, tiles: tuple[str, ...], held: tuple[str, ...], value: int,
         muleteer: bool, purple_for_contracts: bool = False
         ) -> tuple[allocation.Allocation, dict[str, tuple[str, ...]], int]:
    """The best assignment with contracts: (the winter tiles' allocation of what is left,
    fulfilled contract -> the items filling it, contract points). Of equal totals, the
    first found (larger sets first, then sets in id order). ``purple_for_contracts``: the
    purple worker (declared as nothing) may fill a contract but nothing else."""
    have = h.workers + h.skills + h.resources
    top = allocation.best_allocation(h, tiles)
    found: tuple[int, allocation.Allocation, dict[str, tuple[str, ...]], int] | None = None
    for k in range(len(held), -1, -1):
        bound = top.total + value * k + (MULETEER_POINTS * (len(held) - k) if muleteer else 0)
        if found is not None and bound <= found[0]:
            continue
        for subset in combinations(held, k):
            wanted = tuple(i for c in subset for i in CONTRACTS[c].items)
            for used, (purple_used, chosen) in sorted(
                    fillings(wanted, have, h.purple or purple_for_contracts, h.any_resource).items()):
                rest = allocation.best_allocation(_less(h, used, purple_used), tiles)
                points = value * k + (MULETEER_POINTS * (len(held) - k) if muleteer else 0)
                total = rest.total + points
                if found is None or total > found[0]:
                    split, i = {}, 0
                    for c in subset:
                        n = len(CONTRACTS[c].items)
                        split[c] = chosen[i:i + n]
                        i += n
                    found = (total, rest, split, value * k)
    assert found is not None
    return found[1], found[2], found[3]


def contract_units(cid: str, left: dict[str, int], free: bool) -> list[tuple[str, ...]]:
    """The item lists (sorted, each once) that fulfil contract ``cid`` from ``left``."""
    have = tuple(left[k] for k in KINDS)
    if free:  # boat 3b: the resources are one pool (``left`` repeats its size per kind)
        have = have[:7] + (left["wood"], 0, 0, 0)
    ways = fillings(CONTRACTS[cid].items, have, bool(left.get("purple")), free)
    order = KINDS + ("purple",)
    return sorted({tuple(sorted(chosen, key=order.index)) for _, chosen in ways.values()})


def free_changes(state: State, seat: int, village: tuple[Placed, ...]) -> list[str] | None:
    """Flipper II: the tiles its free extension may go on (None: no Flipper II)."""
    if not any(p.tile == "flipper_ii" for p in village):
        return None
    return flipper_ii_tiles(state, seat, village)


def best_items(state: State, seat: int, h: allocation.Holdings, tiles: tuple[str, ...],
               village: tuple[Placed, ...], kept: bool
               ) -> tuple[allocation.Allocation, dict[str, tuple[str, ...]], int]:
    """The best assignment with the seat's contracts (``kept``: the purple worker, declared
    as nothing, may still fill one)."""
    return best(h, tiles, holder(state, seat).contracts, contract_value(village),
                any(p.tile == "muleteer" for p in village), kept)


def asked_items(state: State, seat: int, h: allocation.Holdings, village: tuple[Placed, ...],
                items: dict, purple: str) -> tuple[allocation.Holdings, str, dict, int]:
    """The items the player assigned to his contracts (``final=ask``) fulfil them and are
    out of the rest: what is left, the purple declaration left, the deals, their points."""
    held = holder(state, seat).contracts
    deals = {c: tuple(i for i, n in x.items() for _ in range(n)) for c, x in items.items() if c in held}
    h, purple = without_contract_items(h, deals, purple)
    return h, purple, deals, contract_value(village) * len(deals)


def steps(base: dict) -> tuple:
    """M's twelve steps: extensions after the printed points, contracts before the winter
    tiles; Artisan, Builder, Muleteer with the winter tiles; the II boats with the boats."""
    def winter(state: State, sc) -> int:
        unfulfilled = len(holder(state, sc.seat).contracts) - len(sc.deals)
        return base["winter"](state, sc) + winter_extra(state, sc.seat, sc.village, unfulfilled,
                                                         len(extended(state, sc)))

    def boats(state: State, sc) -> int:
        return base["boats"](state, sc) + boat_extra(state, sc.seat, sc.village)

    return (("storage", base["storage"]), ("tiles", base["tiles"]),
            ("extensions", extension_points),
            ("contracts", lambda st, sc: sc.deal_points),
            ("winter", winter), ("boats", boats),
            ("turn order", base["turn order"]), ("gold", base["gold"]))
