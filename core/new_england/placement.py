"""Where things may go: start tiles, land tiles, land cards, figures, figure moves, barns.

These functions are the one source of legality: ``rules.legal_moves`` lists what they return
and ``rules.apply`` accepts only that. Rule ids are in ruleids.py.
"""

from __future__ import annotations

from . import data
from .board import COASTAL, DOMINOES, KING, NAMES, ORTH, PLOTS, shape_placements
from .state import FREE, State


# -- tiles ------------------------------------------------------------------------------------
def tile_plots(state: State, lead: int) -> tuple[int, ...]:
    """The plots of the tile whose lead plot is ``lead`` (one, or two for a start tile)."""
    return (lead,) + tuple(n for n in ORTH[lead] if n > lead and state.lead[n] == lead)


def is_start_tile(state: State, lead: int) -> bool:
    return len(tile_plots(state, lead)) == 2


def own_tiles(state: State, seat: int) -> list[int]:
    """Lead plots of the seat's tiles, in index order."""
    return [i for i in PLOTS if state.owner[i] == seat and state.lead[i] == i]


def unused(state: State, lead: int) -> bool:
    """A tile is unused when it is undeveloped and carries no figure."""
    return not state.developed[lead] and not state.figure[lead]


def coastal_tile(state: State, lead: int) -> bool:
    """A tile borders the sea when one of its plots does (a start tile with one coastal
    half counts)."""
    return any(COASTAL[p] for p in tile_plots(state, lead))


# -- start tiles ------------------------------------------------------------------------------
def start_spots(state: State) -> tuple[str, list[tuple[int, int]]]:
    """The spacing rule in force and the dominoes a start tile may cover now.

    ``"strict"``: no contact with another start tile at all (diagonals included);
    ``"orthogonal"``: no shared side. When the strict rule (the default) leaves no domino,
    the orthogonal rule applies to this tile; when that leaves none either, any two free
    plots do (``"any"``; rule ``start-fallback``).
    """
    taken = [i for i in PLOTS if state.owner[i] != FREE]
    rules = ("strict", "orthogonal", "any") if state.spacing == "strict" else ("orthogonal", "any")
    for rule in rules:
        blocked = set(taken)
        if rule != "any":
            near = KING if rule == "strict" else ORTH
            for i in taken:
                blocked.update(near[i])
        spots = [d for d in DOMINOES if d[0] not in blocked and d[1] not in blocked]
        if spots:
            return rule, spots
    return "any", []


# -- land tiles -------------------------------------------------------------------------------
def tile_spots(state: State, seat: int, terrain: str) -> list[int]:
    """Free plots orthogonally next to an own plot of ``terrain`` and next to no other
    family's plot of ``terrain`` (rules ``tile-placement``, ``foreign-terrain``)."""
    out = []
    owner, ter = state.owner, state.terrain
    seen = set()
    for i in PLOTS:
        if owner[i] != seat or ter[i] != terrain:
            continue
        for n in ORTH[i]:
            if n in seen or owner[n] != FREE:
                continue
            seen.add(n)
            if all(owner[m] in (FREE, seat) or ter[m] != terrain for m in ORTH[n]):
                out.append(n)
    out.sort()
    return out


# -- land cards -------------------------------------------------------------------------------
def development_plots(state: State, seat: int, terrain: str) -> frozenset[int]:
    """The seat's unused plots of ``terrain`` (plots of unused tiles)."""
    return frozenset(i for i in PLOTS if state.owner[i] == seat and state.terrain[i] == terrain
                     and not state.developed[i] and not state.figure[state.lead[i]])


def developments(state: State, seat: int, code: str) -> list[tuple[int, tuple[int, ...]]]:
    """Every ``(orientation, plots)`` where land card ``code`` can be carried out: its shape
    on unused own plots of its terrain, any allowed orientation, start tiles whole."""
    terrain, shape = code.split("-")
    allowed = development_plots(state, seat, terrain)
    out = []
    for k, cells in shape_placements(shape, state.mirror, allowed):
        cellset = set(cells)
        if all(set(tile_plots(state, state.lead[p])) <= cellset for p in cells):
            out.append((k, cells))
    return out


# -- figures ----------------------------------------------------------------------------------
def figure_spots(state: State, seat: int, kind: str) -> list[int]:
    """Lead plots of own unused tiles a new figure of ``kind`` may stand on (ships: coastal)."""
    return [t for t in own_tiles(state, seat)
            if unused(state, t) and (kind != "ship" or coastal_tile(state, t))]


def figure_moves(state: State, seat: int) -> list[tuple[int, int]]:
    """``(from, to)`` moves of the seat's pilgrims and ships this turn: to another own unused
    tile (ships: coastal); each figure moves at most once per turn; barns never move."""
    tiles = own_tiles(state, seat)
    free = [t for t in tiles if unused(state, t)]
    out = []
    for t in tiles:
        kind = state.figure[t]
        if kind in ("pilgrim", "ship") and t not in state.moved:
            for d in free:
                if kind != "ship" or coastal_tile(state, d):
                    out.append((t, d))
    return out


def figure_counts(state: State, seat: int) -> dict[str, int]:
    counts = {k: 0 for k in data.FIGURES}
    for i in PLOTS:
        if state.owner[i] == seat and state.figure[i]:
            counts[state.figure[i]] += 1
    return counts


def ship_bonus_allowed(state: State, seat: int) -> bool:
    """True if ``seat`` has the most ships on the board (ties included, at least one)."""
    ships = [figure_counts(state, s)["ship"] for s in range(state.players)]
    return ships[seat] >= (1 if data.SHIP_BONUS_NEEDS_ONE else 0) and ships[seat] == max(ships)


# -- barns ------------------------------------------------------------------------------------
def empty_barns(state: State, seat: int) -> list[int]:
    return [p for p, card in state.barns[seat] if not card]


def barn_card(state: State, seat: int, lead: int) -> str | None:
    """The card in the seat's barn on ``lead`` (``""`` when empty), None when no own barn."""
    for p, card in state.barns[seat]:
        if p == lead:
            return card
    return None


# -- what an item allows ----------------------------------------------------------------------
def carry_outs(state: State, seat: int, code: str) -> list[str]:
    """The moves that place land tile ``code`` or carry out card ``code`` now (no storing)."""
    if code in data.TERRAINS:
        return [f"place {NAMES[p]}" for p in tile_spots(state, seat, code)]
    if code in data.FIGURES:
        return [f"{code} {NAMES[p]}" for p in figure_spots(state, seat, code)]
    return ["develop " + "-".join(NAMES[p] for p in cells) for _, cells in developments(state, seat, code)]


def can_carry_out(state: State, seat: int, code: str) -> bool:
    if code in data.TERRAINS:
        return bool(tile_spots(state, seat, code))
    if code in data.FIGURES:
        return bool(figure_spots(state, seat, code))
    return bool(developments(state, seat, code))


def usable(state: State, seat: int, code: str) -> bool:
    """An item may be bought only if it can be placed / carried out, or (a card) stored in
    an empty own barn."""
    if code not in data.TERRAINS and empty_barns(state, seat):
        return True
    return can_carry_out(state, seat, code)

