"""The Merchants' extensions (rule ``merchants-extensions``): an upgrade symbol, each time it
is used, upgrades a tile or adds one extension, never both; huts are extra upgrade symbols
on the home tile (rule ``merchants-huts``, ``merchants.hut_upgrades``).

An extension goes onto an upgraded tile of one's own village without one; it is paid with
its own cost: resources lying on that tile (boat 3a: any resource for any), skills and
workers from behind the screen, or, for its workers, one whole outbid group (M: a group
stays whole; paying more than the cost is allowed). A white "any" worker or skill is paid
with the kind held most (the first of equal ones; a reading, so the move stays one decision).
Workers on the tile this season must have the extension's colour; from then on only that
colour may go on the tile (boat 4b: others lie flat; ``bidding.tile_colour``). Paid
workers go into the bag, skills onto the pile, resources to the supply. Extensions with the
same colour and cost are alike: only the first still in the box is listed.
"""

from __future__ import annotations

from dataclasses import replace

from ...bidding import outbid_groups, side_of, tile_colour
from ...notation import Move
from ...production import gain_resources
from ...state import Draw, State, add, unit
from ...tiles import COLOURS, TILES, Side
from ...work import pay_resources, pay_skills
from .data import EXTENSIONS, RESOURCES, SKILLS, WORKERS
from .sides import ContractSide
from .rules import owe
from .state import extension_on, holder, of, on, put, put_seat


def _needs(ext: str) -> tuple[tuple[int, ...], int, tuple[int, ...], int, tuple[int, ...], int]:
    """(resources, any resource, skills, any skill, workers, any worker) of an extension."""
    cost = EXTENSIONS[ext].cost
    res = tuple(cost.count(r) for r in RESOURCES)
    skills = tuple(cost.count(k) for k in SKILLS)
    workers = tuple(cost.count(c) for c in WORKERS)
    return (res, cost.count("any-resource"), skills, cost.count("any-skill"), workers,
            cost.count("any-worker"))


def _pay_workers(screen: tuple[int, ...], named: tuple[int, ...], need_any: int) -> tuple | None:
    left = list(screen)
    paid = [0, 0, 0, 0]
    for k in range(4):
        if left[k] < named[k]:
            return None
        left[k] -= named[k]
        paid[k] += named[k]
    for _ in range(need_any):
        k = max(range(4), key=lambda i: (left[i], -i))
        if not left[k]:
            return None
        left[k] -= 1
        paid[k] += 1
    return tuple(paid)


def payment(state: State, seat: int, tile: str, ext: str, source: str) -> tuple | None:
    """(resources off the tile, skills, workers from the screen) that extension ``ext`` on
    ``tile`` costs, the outbid group at ``source`` paying its workers; None: it cannot."""
    placed = state.placed(seat, tile)
    assert placed is not None
    res, any_res, skills, any_skill, workers, any_worker = _needs(ext)
    paid = pay_resources(placed.res, res, any_res, "3a" in state.powers(seat))
    spent = pay_skills(state.seats[seat].skills, skills, any_skill)
    if paid is None or spent is None:
        return None
    if source:
        group = dict(outbid_groups(state, seat)).get(source)
        need = sum(workers) + any_worker
        if group is None or not need or group.n < need or \
                any(n and k != group.colour for k, n in enumerate(workers)):
            return None
        return paid, spent, (0, 0, 0, 0)
    hired = _pay_workers(state.seats[seat].screen, workers, any_worker)
    return None if hired is None else (paid, spent, hired)


def _alike(exts: tuple[str, ...]) -> list[str]:
    """The first extension of each (colour, cost) still in the box."""
    seen: dict[tuple, str] = {}
    for e in sorted(exts):
        seen.setdefault((EXTENSIONS[e].colour, tuple(sorted(EXTENSIONS[e].cost))), e)
    return sorted(seen.values())


def moves(state: State) -> list[Move]:
    """The extensions the working seat may add now (one upgrade symbol each)."""
    work = state.work
    if work is None or not work.upgrades or not on(state):
        return []
    seat = work.seat
    sources = [""] + sorted(t for t, _ in outbid_groups(state, seat))
    out = []
    for p in state.seats[seat].village:
        if not p.up or extension_on(state, seat, p.tile) or not TILES[p.tile].upgradable:
            continue
        standing = tile_colour(state, p.tile)
        for ext in _alike(of(state).extensions):
            if standing is not None and WORKERS[standing] != EXTENSIONS[ext].colour:
                continue
            for src in sources:
                if payment(state, seat, p.tile, ext, src) is not None:
                    out.append(Move("extend", p.tile, choice=ext, sources=(src,) if src else ()))
    return out


def apply(state: State, move: Move) -> State:
    """A listed ``extend``: pay, place the extension, one upgrade symbol less."""
    work = state.work
    assert work is not None
    seat = work.seat
    src = move.sources[0] if move.sources else ""
    pay = payment(state, seat, move.tile, move.choice, src)
    assert pay is not None
    paid, spent, hired = pay
    placed = state.placed(seat, move.tile)
    assert placed is not None
    state = state.with_placed(seat, move.tile, res=add(placed.res, paid, -1))
    state = put_seat(state, seat, extended=holder(state, seat).extended + ((move.tile, move.choice),))
    s = state.seats[seat]
    screen = add(s.screen, hired, -1)
    skills = add(s.skills, spent, -1)
    state = state.with_seat(seat, screen=screen, skills=skills)
    bag = add(state.bag, hired)
    if src:
        group = next(g for g in state.bids_on(src) if g.seat == seat)
        bag = add(bag, tuple(group.n if k == group.colour else 0 for k in range(4)))
        state = state.with_groups("bids", src, tuple(g for g in state.bids_on(src) if g.seat != seat))
    state = replace(state, bag=bag, supply=add(state.supply, paid), pile=add(state.pile, spent))
    state = put(state, extensions=tuple(e for e in of(state).extensions if e != move.choice))
    work = replace(work, upgrades=work.upgrades - 1)
    if not work.transport and not work.upgrades:
        return replace(state, work=None, phase="play")
    return replace(state, work=work)



def extension_colour(state: State, tile: str) -> int | None:
    """An extension fixes its tile's colour for the rest of the game (None: no extension)."""
    owner = state.owner(tile)
    ext = extension_on(state, owner, tile) if owner is not None else ""
    return COLOURS.index(EXTENSIONS[ext].colour) if ext else None


def use_choices(state: State, tile: str) -> list[str] | None:
    """The choice words of a use of a contract tile that gives one of its items (None: not
    such a tile)."""
    side = side_of(state, tile)
    if isinstance(side, ContractSide) and side.one_of:
        return (["contract"] * bool(side.contracts) + [r for r, n in zip(RESOURCES, side.res) if n]
                + ["skill"] * bool(side.n))
    return None


def produce(state: State, seat: int, move: Move, side: Side) -> State | None:
    """The Assayer, Bookkeeper and Merchant: one of the side's items (the use's choice) or
    all of them; a skill is drawn before a contract is chosen (M). None: not a contract
    tile."""
    if not isinstance(side, ContractSide):
        return None
    want = move.choice if side.one_of else ""
    res = side.res if not want else (unit(RESOURCES.index(want), 4) if want in RESOURCES else (0, 0, 0, 0))
    if any(res):
        state = gain_resources(state, seat, move.tile, res)
    if side.n and want in ("", "skill"):
        state = replace(state, draws=state.draws + (Draw(seat, "skills", side.n),))
    if side.contracts and want in ("", "contract"):
        state = owe(state, seat, side.contracts)
    return replace(state, phase="contract") if of(state).picks else state
