"""Placing workers (rules ``bid``, ``colour``, ``outbid``, ``use``): which placements a seat
may make now, listed as moves, and what a listed placement does to the workers.

A placement takes its workers from the seat's outbid groups (each whole; rule ``outbid``)
and from behind its screen. What a use produces is ``production.py``'s business.
"""

from __future__ import annotations

from dataclasses import replace
from .data import USE_LIMIT
from .notation import Move
from .state import Group, State, add, unit
from .expansion import active
from .tiles import COLOURS, SKILLS, TILES


def tile_colour(state: State, tile: str) -> int | None:
    """The colour every new worker around or on ``tile`` must have this season (rule
    ``colour``): that of the upright workers; with only flat ones (summer boat 4a, all
    others gone), theirs; None while the tile is free. An expansion may fix a tile's
    colour whatever the workers on it."""
    for x in active(state):
        if (fixed := x.tile_colour(state, tile)) is not None:
            return fixed
    groups = state.bids_on(tile) + state.uses_on(tile)
    upright = [g for g in groups if not g.flat]
    if upright:
        return upright[0].colour
    return groups[0].colour if groups else None


def leader(state: State, tile: str) -> Group | None:
    """The winning bid on ``tile`` (the biggest; bids only ever grow past the others)."""
    bids = state.bids_on(tile)
    return max(bids, key=lambda g: g.n) if bids else None


def outbid_groups(state: State, seat: int) -> list[tuple[str, Group]]:
    """``seat``'s bids that another seat's bid tops, by tile id."""
    out: list[tuple[str, Group]] = []
    for tile, bids in state.bids:
        top = leader(state, tile)
        out.extend((tile, g) for g in bids if g.seat == seat and g is not top)
    return out


def usable_tiles(state: State) -> list[str]:
    """Tiles a worker may use now (rule ``use``): usable tiles in every village, and the
    season's tiles on offer except in winter."""
    tiles = [p.tile for s in state.seats for p in s.village if TILES[p.tile].usable]
    if not state.winter:
        tiles += [t for t in state.auction if TILES[t].usable]
    return sorted(tiles)


def _subsets(groups: list[tuple[str, Group]], colour: int, tile: str, limit: int = 10**9):
    """Every set of ``seat``'s outbid groups of ``colour`` (not on ``tile``) with at most
    ``limit`` workers in all, smallest first (so a use, at most 6, never looks further)."""
    mine = [(t, g) for t, g in groups if g.colour == colour and t != tile]
    out: list[tuple[tuple[str, Group], ...]] = []

    def grow(start: int, chosen: tuple, total: int) -> None:
        out.append(chosen)
        for i in range(start, len(mine)):
            if total + mine[i][1].n <= limit:
                grow(i + 1, chosen + (mine[i],), total + mine[i][1].n)

    grow(0, (), 0)
    return sorted(out, key=len)


def _bid_colours(state: State, seat: int, tile: str, colour: int | None) -> list[tuple[int, bool]]:
    """(colour, flat) pairs a bid of ``seat`` on ``tile`` may have."""
    if colour is None:
        return [(c, False) for c in range(4)]
    out = [(colour, False)]
    if ("4a" in state.powers(seat) and colour != 3 and TILES[tile].season != "turn"
            and any(g.seat != seat for g in state.bids_on(tile))):
        out += [(c, True) for c in range(4) if c != colour]
    return out


def bids(state: State, seat: int) -> list[Move]:
    out = []
    screen = state.seats[seat].screen
    groups = outbid_groups(state, seat)
    for tile in state.auction:
        bids_here = state.bids_on(tile)
        own = next((g for g in bids_here if g.seat == seat), None)
        high = max((g.n for g in bids_here if g.seat != seat), default=0)
        for colour, flat in _bid_colours(state, seat, tile, tile_colour(state, tile)):
            if own is not None and own.colour != colour:
                continue
            own_n = own.n if own else 0
            for subset in _subsets(groups, colour, tile):
                base = own_n + sum(g.n for _, g in subset)
                lo = max(high + 1, own_n + 1, base)
                for n in range(lo, base + screen[colour] + 1):
                    out.append(Move("bid", tile, n, colour, tuple(t for t, _ in subset)))
    return out


def _use_colours(state: State, seat: int, tile: str) -> list[tuple[int, bool]]:
    colour = tile_colour(state, tile)
    if colour is None:
        return [(c, False) for c in range(4)]
    out = [(colour, False)]
    if "4b" in state.powers(seat):
        out += [(c, True) for c in range(4) if c != colour]
    return out


def side_of(state: State, tile: str):
    """The side of ``tile`` in force: the back once upgraded."""
    owner = state.owner(tile)
    placed = state.placed(owner, tile) if owner is not None else None
    d = TILES[tile]
    return d.back if placed is not None and placed.up else d.front


def _choices(state: State, seat: int, tile: str, colour: int, from_screen: int,
             side=None) -> list[str]:
    """The choice words a use of ``tile`` needs ([""]: none; []: the use is impossible);
    ``side``: ``side_of(state, tile)`` when the caller has it already."""
    d = TILES[tile]
    side = side_of(state, tile) if side is None else side
    seat_ = state.seats[seat]
    if d.kind == "choose" and side.n:
        return ["wood", "stone", "iron"]
    if d.kind in ("skill_workers", "skill_skills"):
        return [SKILLS[k] for k in range(3) if seat_.skills[k]]
    if d.kind == "skill_res":
        return [""] if seat_.skills[SKILLS.index(side.skill)] else []
    if d.kind in ("green", "worker_workers"):  # the workers left behind the screen
        left = add(seat_.screen, unit(colour, 4, from_screen), -1)
        if d.kind == "green":
            return [""] if left[COLOURS.index(side.colour)] else []
        return [COLOURS[c] for c in range(4) if left[c]]
    for x in active(state):  # a kind of an expansion's tiles
        if (words := x.use_choices(state, seat, tile)) is not None:
            return words
    return [""]


def uses(state: State, seat: int) -> list[Move]:
    out = []
    screen = state.seats[seat].screen
    groups = outbid_groups(state, seat)
    for tile in usable_tiles(state):
        on = state.uses_on(tile)
        lo = (on[-1].n if on else 0) + 1
        hi = USE_LIMIT - sum(g.n for g in on)
        side = side_of(state, tile)  # once per tile, not per colour, subset and count
        for colour, _flat in _use_colours(state, seat, tile):
            for subset in _subsets(groups, colour, tile, hi):
                base = sum(g.n for _, g in subset)
                for n in range(max(lo, base, 1), min(hi, base + screen[colour]) + 1):
                    for choice in _choices(state, seat, tile, colour, n - base, side):
                        out.append(Move("use", tile, n, colour, tuple(t for t, _ in subset), choice))
    return out


def place(state: State, seat: int, move: Move) -> State:
    """Move the workers of a listed ``bid`` or ``use``: outbid groups off their tiles, the
    rest from behind the screen, onto (around) ``move.tile``."""
    moved = 0
    for t in move.sources:
        group = next(g for g in state.bids_on(t) if g.seat == seat)
        moved += group.n
        state = state.with_groups("bids", t, tuple(g for g in state.bids_on(t) if g.seat != seat))
    if move.verb == "bid":
        colours = _bid_colours(state, seat, move.tile, tile_colour(state, move.tile))
        flat = dict(colours).get(move.colour, False)
        own = next((g for g in state.bids_on(move.tile) if g.seat == seat), None)
        from_screen = move.n - moved - (own.n if own else 0)
        group = Group(seat, move.colour, move.n, own.flat if own else flat)
        bids = state.bids_on(move.tile)
        new = tuple(group if g.seat == seat else g for g in bids) if own else bids + (group,)
        state = state.with_groups("bids", move.tile, new)
    else:
        flat = dict(_use_colours(state, seat, move.tile)).get(move.colour, False)
        from_screen = move.n - moved
        state = state.with_groups("uses", move.tile, state.uses_on(move.tile)
                                  + (Group(seat, move.colour, move.n, flat),))
    screen = add(state.seats[seat].screen, unit(move.colour, 4, from_screen), -1)
    return replace(state.with_seat(seat, screen=screen), passes=0)
