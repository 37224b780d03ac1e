"""Transport and upgrades after a use of a home tile, Stable, Farrier or Wainwright (rules
``transport`` and ``upgrade``), always in the user's own village.

``carry R A B`` moves one resource from tile A to tile B along the shortest road and costs
one transport point per step (summer boat 2a: across fields too); ``upgrade X`` turns tile
X over, paying the resources on it and skills from behind the screen; ``done`` ends it.
"""

from __future__ import annotations

from dataclasses import replace

from .board import Placed, distances, paths
from .notation import Move
from .state import State, add
from .tiles import TILES

#: Order in which resources stand in for a cost of "any resource": gold last (a point).
_ANY_ORDER = (0, 1, 2, 3)


def _crossing(state: State, seat: int) -> str:
    return "r-" if "2a" in state.powers(seat) else "r"


def carries(state: State) -> list[Move]:
    assert state.work is not None
    seat, left = state.work.seat, state.work.transport
    village = state.seats[seat].village
    out = []
    for i, p in enumerate(village):
        if not any(p.res):
            continue
        reach = distances(village, i, _crossing(state, seat))
        for j, steps in sorted(reach.items()):
            if 0 < steps <= left:
                out += [Move("carry", p.tile, res=k, to=village[j].tile)
                        for k in range(4) if p.res[k]]
    return out


def routes(state: State) -> dict[str, dict[str, list[str]]]:
    """For the page: from each tile of the working seat that holds resources, a shortest
    road path (tile ids) to every tile a carry may reach with the transport left."""
    if state.work is None:
        return {}
    seat, left = state.work.seat, state.work.transport
    village = state.seats[seat].village
    out: dict[str, dict[str, list[str]]] = {}
    for i, p in enumerate(village):
        if any(p.res):
            found = {village[j].tile: [village[k].tile for k in path]
                     for j, path in paths(village, i, _crossing(state, seat)).items()
                     if 0 < len(path) - 1 <= left}
            if found:
                out[p.tile] = found
    return out


def pay_resources(have_: tuple[int, ...], named: tuple[int, ...], need_any: int,
                  free: bool) -> tuple[int, int, int, int] | None:
    """Resources paid from ``have_`` for a cost of ``named`` (W S I G counts) plus
    ``need_any`` of any kind, or None: named ones first, then gold for a missing one (boat
    3a, ``free``: any resource, gold last); "any" from wood, stone, iron, then gold."""
    have = list(have_)
    paid = [0, 0, 0, 0]
    for k in range(4):
        take = min(named[k], have[k])
        have[k] -= take
        paid[k] += take
        short = named[k] - take
        if short and free:
            need_any += short
        elif short:
            gold = min(short, have[3])
            have[3] -= gold
            paid[3] += gold
            if gold < short:
                return None
    for k in _ANY_ORDER:
        take = min(need_any, have[k])
        have[k] -= take
        paid[k] += take
        need_any -= take
    return None if need_any else (paid[0], paid[1], paid[2], paid[3])


def pay_skills(have_: tuple[int, ...], named: tuple[int, ...], need_any: int) -> tuple | None:
    """Skills paid from ``have_``: the named ones, then "any" from the kind held most (the
    first of equal ones; a reading)."""
    skills = list(have_)
    spent = [0, 0, 0]
    for k in range(3):
        if skills[k] < named[k]:
            return None
        skills[k] -= named[k]
        spent[k] += named[k]
    for _ in range(need_any):
        k = max(range(3), key=lambda i: (skills[i], -i))
        if not skills[k]:
            return None
        skills[k] -= 1
        spent[k] += 1
    return tuple(spent)


def payment(state: State, seat: int, placed: Placed) -> tuple[tuple, tuple] | None:
    """What upgrading ``placed`` costs ``seat``: (resources off the tile, skills off the
    screen), or None when it cannot pay (:func:`pay_resources`, :func:`pay_skills`)."""
    d = TILES[placed.tile]
    paid = pay_resources(placed.res, d.cost_res, d.cost_any, "3a" in state.powers(seat))
    spent = pay_skills(state.seats[seat].skills, d.cost_skills, d.cost_any_skill)
    if paid is None or spent is None:
        return None
    return paid, spent


def upgrades(state: State) -> list[Move]:
    assert state.work is not None
    seat = state.work.seat
    if not state.work.upgrades:
        return []
    return [Move("upgrade", p.tile) for p in state.seats[seat].village
            if TILES[p.tile].upgradable and not p.up and payment(state, seat, p) is not None]


def moves(state: State) -> list[Move]:
    return carries(state) + upgrades(state) + [Move("done")]


def apply(state: State, move: Move) -> State:
    """A listed work move; the use ends by itself when nothing is left to spend."""
    work = state.work
    assert work is not None
    seat = work.seat
    if move.verb == "done":
        return replace(state, work=None, phase="play")
    if move.verb == "carry":
        village = state.seats[seat].village
        i = next(k for k, p in enumerate(village) if p.tile == move.tile)
        j = next(k for k, p in enumerate(village) if p.tile == move.to)
        steps = distances(village, i, _crossing(state, seat))[j]
        one = tuple(int(k == move.res) for k in range(4))
        state = state.with_placed(seat, move.tile, res=add(village[i].res, one, -1))
        state = state.with_placed(seat, move.to, res=add(village[j].res, one))
        work = replace(work, transport=work.transport - steps)
    else:
        placed = state.placed(seat, move.tile)
        assert placed is not None
        pay = payment(state, seat, placed)
        assert pay is not None
        res, skills = pay
        state = state.with_placed(seat, move.tile, up=True, res=add(placed.res, res, -1))
        state = state.with_seat(seat, skills=add(state.seats[seat].skills, skills, -1))
        state = replace(state, supply=add(state.supply, res), pile=add(state.pile, skills))
        work = replace(work, upgrades=work.upgrades - 1)
    if not work.transport and not work.upgrades:
        return replace(state, work=None, phase="play")
    return replace(state, work=work)
