"""Stad en Land move rules: segments, open ends, new warehouses, automatic removal, turns.

Rule ids (each is an anchor in the rules reference ``rules/stad-en-land``):

* ``segment``: a segment X-Y goes from an anchor X (a city, or a land square of the mover)
  to a neighbour Y that is free land (which the mover claims) or a city (from own land only,
  not yet linked). City to city is never a segment.
* ``forced-continuation``: a land square with exactly one link is an open end; while the mover
  has one, every segment starts there.
* ``no-new-warehouse``: a segment is legal only if Y is a city outside X's network, or free
  land from which a path over free land reaches a city outside X's network.
* ``removal``: after every segment, every open end (either player) with no legal segment is
  removed; all such ends are removed at once, and this repeats while new dead ends appear.
* ``turns``: White's first turn is 1 segment, later turns 2; a turn ends early when no legal
  next segment exists. ``pass``: only at the start of a turn. ``end``: two passed turns in a
  row (White's first turn not counted), or the player to move (option ``end=any``: either
  player) has no legal segment at a turn boundary.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..errors import RuleError
from .board import NAMES, NEIGHBOURS, square
from .state import FREE, State

#: Every rule id of this game; each has a section (same anchor) in the rules reference.
RULE_IDS = tuple("stad-en-land/" + r for r in (
    "board", "cities", "turns", "segment", "occupied", "crossing", "forced-continuation",
    "no-new-warehouse", "removal", "pass", "end", "warehouses", "capitals", "winner", "notation",
))

_SEGMENT = re.compile(r"^([a-fA-F][1-6])-([a-fA-F][1-6])$")


def err(rule: str, nl: str, en: str) -> RuleError:
    return RuleError("stad-en-land/" + rule, nl, en)


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


def notation(seg: tuple[int, int]) -> str:
    return f"{NAMES[seg[0]]}-{NAMES[seg[1]]}"


def parse(move: str) -> tuple[int, int] | None:
    """``(X, Y)`` for ``"x-y"``, ``None`` for ``"pass"``; RuleError ``notation`` otherwise."""
    text = move.strip()
    if text.lower() == "pass":
        return None
    m = _SEGMENT.match(text)
    if not m:
        raise err("notation",
                  f"'{text}' is geen zet. Schrijf een wegdeel als c3-b4 (van-naar) of 'pass'.",
                  f"'{text}' is not a move. Write a segment as c3-b4 (from-to) or 'pass'.")
    return square(m.group(1)), square(m.group(2))


# -- explaining refusals -----------------------------------------------------------------
def explain(state: State, seat: int, x: int, y: int) -> RuleError:
    """Why the segment (x, y) is not legal for ``seat`` (called only for illegal ones)."""
    cityset = set(state.cities)
    X, Y = NAMES[x].upper() if x in cityset else NAMES[x], NAMES[y].upper() if y in cityset else NAMES[y]
    if y not in NEIGHBOURS[state.adjacency][x]:
        kind_nl = "aangrenzend (ook schuin)" if state.adjacency == "king" else "aangrenzend (niet schuin)"
        kind_en = "adjacent (diagonals included)" if state.adjacency == "king" else "orthogonally adjacent"
        return err("segment", f"{Y} is niet {kind_nl} aan {X}.", f"{Y} is not {kind_en} to {X}.")
    if x in cityset and y in cityset:
        return err("segment", f"Van stad {X} naar stad {Y} mag geen wegdeel: een wegdeel vanuit een stad gaat naar een landvlak.",
                   f"No segment may join city {X} to city {Y}: a segment from a city goes to a land square.")
    anchor = explain_anchor(state, seat, x)
    if anchor.rule != "stad-en-land/no-new-warehouse":
        return anchor
    if y not in cityset and state.owner[y] != FREE:
        return err("occupied", f"Op {Y} ligt al een wegdeel; vlakken worden niet gedeeld.",
                   f"{Y} already holds a segment; squares are never shared.")
    if y in cityset and (min(x, y), max(x, y)) in state.links[seat]:
        return err("segment", f"{X} is al met {Y} verbonden.", f"{X} is already linked to {Y}.")
    return err("no-new-warehouse",
               f"{X}-{Y} levert geen nieuw pakhuis op: er is vanaf daar geen stad te bereiken die nog niet in je netwerk van {X} zit.",
               f"{X}-{Y} cannot gain a new warehouse: from there no city can be reached that is not already in your network at {X}.")


def explain_anchor(state: State, seat: int, x: int) -> RuleError:
    """Why no segment at all can start at ``x`` for ``seat`` (called only when none can)."""
    cityset = set(state.cities)
    X = NAMES[x].upper() if x in cityset else NAMES[x]
    if x not in cityset and state.owner[x] == FREE:
        return err("segment", f"{X} is een leeg landvlak: begin bij een stad of bij je eigen weg.",
                   f"{X} is an empty land square: start from a city or from your own route.")
    if x not in cityset and state.owner[x] != seat:
        return err("segment", f"{X} is van je tegenstander: begin bij een stad of bij je eigen weg.",
                   f"{X} belongs to your opponent: start from a city or from your own route.")
    ends = open_ends(state, seat)
    if ends and ends[0] != x:
        E = NAMES[ends[0]]
        return err("forced-continuation",
                   f"Je weg in {E} loopt nog niet door naar een stad: je moet eerst vanaf {E} verder bouwen.",
                   f"Your route at {E} does not reach a city yet: you must first build on from {E}.")
    return err("no-new-warehouse",
               f"Vanaf {X} levert geen enkel wegdeel nog een nieuw pakhuis op.",
               f"No segment from {X} can gain a new warehouse any more.")


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


def apply(state: State, move: str) -> State:
    """The position after ``move`` by the player to move; RuleError if it is not legal."""
    seg = parse(move)
    seat = state.to_move
    if seg is None:
        if state.turn_started:
            raise err("pass",
                      "Passen kan alleen aan het begin van je beurt; je hebt al een wegdeel gebouwd.",
                      "You can only pass at the start of your turn; you have already built a segment.")
        return _end_turn(state, passed=True)
    if seg not in segments(state, seat):
        raise explain(state, seat, *seg)
    after, _ = remove_dead_ends(_with_link(state, seat, *seg))
    after = replace(after, left=after.left - 1)
    if after.left == 0 or not segments(after, seat):
        after = _end_turn(after, passed=False)
    return after
