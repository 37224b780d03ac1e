"""Stad en Land move rules: networks, open ends, legal segments, automatic removal, turns.

:func:`segments` is the one source of legality; :func:`apply` accepts exactly the segments it
lists (and ``pass`` at the start of a turn) and asks explain.py for the words of a refusal.
Rule ids (see ruleids.py): ``segment``, ``forced-continuation``, ``no-new-warehouse``,
``removal``, ``turns``, ``pass``, ``end``.
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter

from ..protocol import MoveData
from . import explain as why
from . import notation
from .board import NEIGHBOURS
from .ruleids import err
from .state import FREE, State

# -- networks ----------------------------------------------------------------------------
def components(state: State, seat: int) -> list[int]:
    """Per square, a label of its component in ``seat``'s network (links only)."""
    parent = list(range(len(state.owner)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in state.links[seat]:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    return [find(i) for i in range(len(parent))]


def degree(state: State, seat: int) -> dict[int, int]:
    count: dict[int, int] = {}
    for a, b in state.links[seat]:
        count[a] = count.get(a, 0) + 1
        count[b] = count.get(b, 0) + 1
    return count


def open_ends(state: State, seat: int) -> list[int]:
    """The seat's land squares with exactly one link (at most one in play; sorted)."""
    deg = degree(state, seat)
    return sorted(sq for sq, n in deg.items() if n == 1 and state.owner[sq] == seat)


def _free_land_reach(state: State, cityset: frozenset[int]) -> list[frozenset[int]]:
    """Per free land square, the cities reachable from it over free land (else empty)."""
    near = NEIGHBOURS[state.adjacency]
    reach: list[frozenset[int]] = [frozenset()] * len(state.owner)
    seen = [False] * len(state.owner)
    for start in range(len(state.owner)):
        if seen[start] or start in cityset or state.owner[start] != FREE:
            continue
        region, cities, stack = [start], set(), [start]
        seen[start] = True
        while stack:
            sq = stack.pop()
            for n in near[sq]:
                if n in cityset:
                    cities.add(n)
                elif state.owner[n] == FREE and not seen[n]:
                    seen[n] = True
                    region.append(n)
                    stack.append(n)
        found = frozenset(cities)
        for sq in region:
            reach[sq] = found
    return reach


def segments(state: State, seat: int, only_from: int | None = None) -> list[tuple[int, int]]:
    """Every legal segment (X, Y) for ``seat`` in this position, sorted by (X, Y).

    ``only_from`` limits the anchors to one square (used for dead-end tests). This is the
    one source of legality: :func:`apply_segment` accepts exactly these.
    """
    cityset = frozenset(state.cities)
    if not cityset:
        return []
    ends = open_ends(state, seat)
    if ends:
        anchors = ends[:1]
    else:
        anchors = sorted(list(state.cities) + [i for i, o in enumerate(state.owner) if o == seat])
    if only_from is not None:
        anchors = [a for a in anchors if a == only_from]
    comp = components(state, seat)
    reach = _free_land_reach(state, cityset)
    linked = set(state.links[seat])
    near = NEIGHBOURS[state.adjacency]
    result = []
    for x in anchors:
        for y in near[x]:
            if y in cityset:
                if x in cityset or (min(x, y), max(x, y)) in linked:
                    continue
                if comp[y] != comp[x]:
                    result.append((x, y))
            elif state.owner[y] == FREE:
                if any(comp[c] != comp[x] for c in reach[y]):
                    result.append((x, y))
    return result


# -- applying ----------------------------------------------------------------------------
def _with_link(state: State, seat: int, x: int, y: int) -> State:
    owner = state.owner
    if y not in state.cities:
        owner = owner[:y] + (seat,) + owner[y + 1:]
    links = list(state.links)
    links[seat] = tuple(sorted(links[seat] + ((min(x, y), max(x, y)),)))
    return replace(state, owner=owner, links=(links[0], links[1]))


def remove_dead_ends(state: State) -> tuple[State, list[tuple[int, int]]]:
    """Remove every open end with no legal segment, both players at once, until none is left.

    Returns the new state and the removed ``(seat, square)`` pairs in removal order.
    Removing all dead ends of a round together keeps the result independent of order.
    """
    removed: list[tuple[int, int]] = []
    while True:
        dead = [(seat, e) for seat in (0, 1) for e in open_ends(state, seat)
                if not segments(state, seat, only_from=e)]
        if not dead:
            return state, removed
        owner = list(state.owner)
        links = [list(state.links[0]), list(state.links[1])]
        for seat, e in dead:
            owner[e] = FREE
            links[seat] = [l for l in links[seat] if e not in l]
            removed.append((seat, e))
        state = replace(state, owner=tuple(owner), links=(tuple(links[0]), tuple(links[1])))


def _end_turn(state: State, passed: bool) -> State:
    passes = 0
    if passed:
        passes = state.passes if state.first_turn else state.passes + 1
    nxt = replace(state, to_move=1 - state.to_move, left=2, first_turn=False, passes=passes)
    if passes >= 2:
        return replace(nxt, end_reason="two-passes")
    if not segments(nxt, nxt.to_move):
        return replace(nxt, end_reason="no-moves")
    if nxt.end_rule == "any" and not segments(nxt, 1 - nxt.to_move):
        return replace(nxt, end_reason="no-moves")
    return nxt


def start(state: State) -> State:
    """The position at the start of White's first turn (checks the no-moves end at once)."""
    if not segments(state, state.to_move):
        return replace(state, end_reason="no-moves")
    if state.end_rule == "any" and not segments(state, 1 - state.to_move):
        return replace(state, end_reason="no-moves")
    return state


# -- turns and the legal moves ------------------------------------------------------------
def to_move(state: State) -> int | None:
    """The seat to act: none before the cities are placed (chance) or after the end."""
    return None if state.over or not state.cities else state.to_move


def is_over(state: State) -> bool:
    return state.over


def _moves(state: State) -> list[tuple[int, int] | None]:
    """The legal moves as ``notation.parse`` reads them (None: pass), unsorted."""
    seat = to_move(state)
    if seat is None:
        return []
    moves: list[tuple[int, int] | None] = list(segments(state, seat))
    if not state.turn_started:
        moves.append(None)
    return moves


def legal_moves(state: State) -> list[str]:
    return sorted(notation.format(m) for m in _moves(state))


def move_data(state: State) -> list[MoveData]:
    return sorted((notation.data(m) for m in _moves(state)), key=attrgetter("text"))


def apply(state: State, move: str) -> State:
    """The position after ``move`` by the player to move; RuleError if it is not legal."""
    seg = notation.parse(move)
    seat = state.to_move
    if seg is None:
        if state.turn_started:
            raise err("pass",
                      "Passen kan alleen aan het begin van je beurt; je hebt al een wegdeel gebouwd.",
                      "You can only pass at the start of your turn; you have already built a segment.")
        return _end_turn(state, passed=True)
    if seg not in segments(state, seat):
        raise why.explain(state, seat, *seg, open_ends(state, seat))
    after, _ = remove_dead_ends(_with_link(state, seat, *seg))
    after = replace(after, left=after.left - 1)
    if after.left == 0 or not segments(after, seat):
        after = _end_turn(after, passed=False)
    return after
