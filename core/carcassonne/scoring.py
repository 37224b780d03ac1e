"""Scoring (rules ``score-road``, ``score-city``, ``score-monastery``, ``majority``,
``final``, ``fields``, ``half-squares``, ``half-monastery``, ``half-counting``).

Units: roads and cities count occupied squares (two halves in one square count once; rule
``half-squares``, the clarification of 1/2021) or, with ``counting`` 2015 or 2020, pieces.
A monastery counts its own square plus the occupied squares around it (at most 9); with
``counting`` 2015 it counts every piece in those 9 squares (at most 18).
"""

from __future__ import annotations

from dataclasses import replace

from ..protocol import Outcome, decide
from .board import ring
from .data import (CITY_POINTS, FARM_POINTS, FINAL_CITY_POINTS, FINAL_PENNANT_POINTS,
                   PENNANT_POINTS, ROAD_POINTS)
from .features import Analysis, Feature, carry_layout, followers_on, layout, trace
from .state import CATEGORIES, Follower, Scored, State

_CATEGORY = {"road": 0, "city": 1, "monastery": 2, "field": 3}


def units(state: State, pieces: list[int]) -> int:
    """What a road or city of these pieces counts: squares, or pieces (2015, 2020)."""
    if state.counting == "2021":
        return len({(state.pieces[i].x, state.pieces[i].y) for i in pieces})
    return len(set(pieces))


def feature_points(state: State, kind: str, pieces: list[int], pennants: int,
                   complete: bool) -> int:
    n = units(state, pieces)
    if kind == "road":
        return ROAD_POINTS * n
    if complete:
        return CITY_POINTS * n + PENNANT_POINTS * pennants
    return FINAL_CITY_POINTS * n + FINAL_PENNANT_POINTS * pennants


def monastery_points(state: State, piece: int) -> tuple[int, bool]:
    """(points, complete) of the monastery on ``piece``."""
    cells = layout(state).cells
    p = state.pieces[piece]
    around = ring((p.x, p.y))
    complete = all(sq in cells for sq in around)
    if state.counting == "2015":
        return sum(len(cells.get(sq, ())) for sq in around + [(p.x, p.y)]), complete
    return 1 + sum(1 for sq in around if sq in cells), complete


def majority(followers: list[Follower]) -> tuple[int, ...]:
    """The seats with the most followers (all of them on a tie); empty without followers."""
    count: dict[int, int] = {}
    for f in followers:
        count[f.seat] = count.get(f.seat, 0) + 1
    if not count:
        return ()
    top = max(count.values())
    return tuple(sorted(s for s, n in count.items() if n == top))


def _award(points: list[list[int]], kind: str, seats: tuple[int, ...], value: int) -> None:
    for s in seats:
        points[s][_CATEGORY[kind]] += value


def after_placement(state: State, new: int) -> State:
    """Score every road, city and monastery the new piece completed; their followers return."""
    lay = layout(state)
    o = lay.orients[new]
    points = [list(p) for p in state.points]
    scored: list[Scored] = []
    done: set = set()
    gone: set = set()
    for k, seg in enumerate(o.segments):
        if seg.kind not in ("road", "city") or (new, k) in done:
            continue
        nodes, opened = trace(lay, (new, k))
        done.update(nodes)
        on = followers_on(state, nodes)
        if opened or not on:
            continue
        pieces = sorted({i for i, _ in nodes})
        pennants = sum(lay.orients[i].segments[s].pennants for i, s in nodes)
        value = feature_points(state, seg.kind, pieces, pennants, True)
        seats = majority(on)
        _award(points, seg.kind, seats, value)
        scored.append(Scored(seg.kind, seats, value, tuple(pieces)))
        gone.update(on)
    p = state.pieces[new]
    first_in_square = len(lay.cells[(p.x, p.y)]) == 1
    for sq in [(p.x, p.y)] + ring((p.x, p.y)):
        for i in sorted(lay.cells.get(sq, {}).values()):
            for k, seg in enumerate(lay.orients[i].segments):
                if seg.kind != "monastery" or not (first_in_square or i == new):
                    continue
                on = followers_on(state, [(i, k)])
                value, complete = monastery_points(state, i)
                if complete and on:
                    seats = majority(on)
                    _award(points, "monastery", seats, value)
                    scored.append(Scored("monastery", seats, value, (i,)))
                    gone.update(on)
    return carry_layout(state, replace(
        state, points=tuple(tuple(p) for p in points), scored=tuple(scored),
        followers=tuple(f for f in state.followers if f not in gone)))


def final(state: State) -> State:
    """The final scoring (rules ``final``, ``fields``): unfinished roads, cities and
    monasteries with followers, then every field with farmers."""
    a = Analysis(state)
    points = [list(p) for p in state.points]
    scored = list(state.scored)

    def score(feat: Feature, value: int) -> None:
        seats = majority(feat.followers)
        _award(points, feat.kind, seats, value)
        scored.append(Scored(feat.kind, seats, value, tuple(feat.pieces), True))

    for feat in a.features:
        if not feat.followers or feat.kind == "field":
            continue
        if feat.kind == "monastery":
            score(feat, monastery_points(state, feat.nodes[0][0])[0])
        elif not feat.complete:
            score(feat, feature_points(state, feat.kind, feat.pieces, feat.pennants, False))
    for feat in a.features:
        if feat.kind == "field" and feat.followers:
            cities = sum(1 for c in feat.cities if a.features[c].complete)
            score(feat, FARM_POINTS * cities)
    return carry_layout(state, replace(state, points=tuple(tuple(p) for p in points),
                                       scored=tuple(scored), over=True))


def breakdown(state: State, seat: int) -> dict[str, int]:
    return dict(zip(CATEGORIES, state.points[seat]))


def outcome(state: State) -> Outcome:
    parts = tuple(breakdown(state, s) for s in range(state.players))
    scores = tuple(sum(p.values()) for p in parts)
    if not state.over:
        return Outcome(scores, (), parts)
    winners, decided = decide(scores, ())
    return Outcome(scores, winners, parts, (), decided)
