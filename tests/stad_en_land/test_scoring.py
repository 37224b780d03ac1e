"""Golden tests for Stad en Land warehouses, capitals, scores and the tie-break chain.

Each game is played out in a record and ended by two passes; the expected numbers were
worked out by hand: a city's warehouses for a player = the other cities in that player's
network component holding the city.
"""

from __future__ import annotations

from core.stad_en_land import GAME

from .helpers import replay, view
from .test_rules import EIGHT
from .test_turns import EIGHT_ALL


def _outcome(match):
    s = match.summary()
    return s["detail"]["warehouses"], sorted(s["detail"]["capitals"]), s["scores"], s["winners"]


def _zero(*cities):
    return {c: [0, 0] for c in cities}


def test_warehouses_links_through_cities_connect():
    """White's b2-c3-d2 and d2-e3-f2 meet in city d2: b2, d2, f2 hold two White warehouses each."""
    #  3  .  .  W  .  W  .
    #  2  .  C  .  C  .  C     cities b2 d2 f2 (+ a6 c6 e6 a4 f5)
    cities = "b2 d2 f2 a6 c6 e6 a4 f5"
    match = replay(cities, ["pass", "pass", "b2-c3 c3-d2", "pass", "d2-e3 e3-f2", "pass", "pass"])
    assert match.over
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {"b2": [2, 0], "d2": [2, 0], "f2": [2, 0], **_zero("a6", "c6", "e6", "a4", "f5")}
    assert capitals == ["b2", "d2", "f2"]
    assert (scores, winners) == ([6, 0], [0])
    outcome = GAME.outcome(match.state)
    assert outcome.breakdown == ({"capitals": 6}, {"capitals": 0}) and outcome.decided_by == "scores"


def test_capitals_all_eight_in_one_network():
    """White's network holds all eight cities: 7 warehouses each, every city a capital."""
    match = replay(EIGHT, EIGHT_ALL + ["pass"])
    assert match.over
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {c: [7, 0] for c in EIGHT.split()}
    assert capitals == sorted(EIGHT.split())
    assert (scores, winners) == ([56, 0], [0])


def test_warehouses_count_during_play():
    """Warehouses and scores are shown while playing; there are winners only at the end."""
    match = replay(EIGHT, ["a1-b2", "pass", "b2-b1"])
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {"a1": [1, 0], "b1": [1, 0], **_zero("c1", "a2", "c2", "a3", "b3", "c3")}
    assert capitals == ["a1", "b1"]
    assert (scores, winners) == ([2, 0], [])


def test_winner_decided_at_second_rank():
    """Capitals c3 d3 e3 tie 6-6; the next rank (a1, a4: Black's pair) decides for Black."""
    #  4  C  .  .  W  .  .     White d4 joins c3 d3 e3; Black d2 joins c3 d3 e3;
    #  3  B  .  C  C  C  .     Black a1-a2-a3-a4 joins a1 and a4.
    #  2  B  .  .  B  .  .     c3 d3 e3: [2, 2]; a1 a4: [0, 1]; c6 f1 f6: [0, 0]
    #  1  C  .  .  .  .  C
    cities = "c3 d3 e3 a1 a4 f1 f6 c6"
    match = replay(cities, ["c3-d4", "c3-d2 d2-d3", "d4-d3 d4-e3", "d2-e3 a1-a2", "pass",
                            "a2-a3 a3-a4", "pass", "pass"])
    assert match.over
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {"c3": [2, 2], "d3": [2, 2], "e3": [2, 2], "a1": [0, 1], "a4": [0, 1],
                          **_zero("f1", "f6", "c6")}
    assert capitals == ["c3", "d3", "e3"]
    assert (scores, winners) == ([6, 6], [1])
    assert view(match)["deciding_rank"] == 1
    outcome = GAME.outcome(match.state)
    assert outcome.breakdown == ({"capitals": 6}, {"capitals": 6})
    assert [(c.key, c.values) for c in outcome.tie_break] == [("cities a1 a4", (0, 2)),
                                                              ("cities f1 c6 f6", (0, 0))]  # board order
    assert outcome.decided_by == "cities a1 a4"


def test_winner_decided_at_third_rank():
    """Capitals c3 e3 tie 4-4, the next rank (c1, d5) ties 2-2; White's a4-a6 pair decides."""
    #  6  C  .  .  .  .  C     White: d4 joins c3 e3 d5; a5 joins a6 a4.
    #  5  W  .  .  C  .  .     Black: d2 joins c3 e3, d1 joins on to c1.
    #  4  C  .  .  W  .  .     c3 e3: [2, 2]; d5: [2, 0]; c1: [0, 2];
    #  3  .  .  C  .  C  .     a6 a4: [1, 0]; f1 f6: [0, 0]
    #  2  .  .  .  B  .  .
    #  1  .  .  C  B  .  C
    cities = "c3 e3 d5 c1 a6 a4 f1 f6"
    match = replay(cities, ["c3-d4", "c3-d2 d2-e3", "d4-e3 d4-d5", "d2-d1 d1-c1", "a6-a5 a5-a4",
                            "pass", "pass"])
    assert match.over
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {"c3": [2, 2], "e3": [2, 2], "d5": [2, 0], "c1": [0, 2], "a6": [1, 0],
                          "a4": [1, 0], **_zero("f1", "f6")}
    assert capitals == ["c3", "e3"]
    assert (scores, winners) == ([4, 4], [0])
    assert view(match)["deciding_rank"] == 2
    outcome = GAME.outcome(match.state)
    assert [(c.key, c.values) for c in outcome.tie_break] == [
        ("cities c1 d5", (2, 2)), ("cities a4 a6", (2, 0)), ("cities f1 f6", (0, 0))]
    assert outcome.decided_by == "cities a4 a6"


def test_winner_full_draw():
    """Every rank ties (c3 e3: 2-2; a1 a4 f4 f6: 2-2; c6 f1: 0-0): both players share the win."""
    cities = "c3 e3 a1 a4 f4 f6 c6 f1"
    match = replay(cities, ["c3-d4", "c3-d2 d2-e3", "d4-e3 a1-a2", "f4-f5 f5-f6", "a2-a3 a3-a4",
                            "pass", "pass"])
    assert match.over
    warehouses, capitals, scores, winners = _outcome(match)
    assert warehouses == {"c3": [1, 1], "e3": [1, 1], "a1": [1, 0], "a4": [1, 0], "f4": [0, 1],
                          "f6": [0, 1], **_zero("c6", "f1")}
    assert capitals == ["c3", "e3"]
    assert (scores, winners) == ([2, 2], [0, 1])
    assert view(match)["deciding_rank"] is None
    assert GAME.outcome(match.state).decided_by == ""


def test_winner_nothing_built_is_a_draw():
    """No warehouses at all: every city is a capital with 0-0, a draw."""
    match = replay(EIGHT, ["pass", "pass", "pass"])
    warehouses, capitals, scores, winners = _outcome(match)
    assert capitals == sorted(EIGHT.split())
    assert (scores, winners) == ([0, 0], [0, 1])


def test_replay_detail_shape():
    """`replay` detail is the position (rule stad-en-land/position; since issue 22 the whole
    position, no longer only warehouses and capitals): it holds {"warehouses": {city:
    [white, black]}, "capitals": [...]} among the documented keys."""
    match = replay(EIGHT, ["a1-b2"])
    detail = match.summary()["detail"]
    assert {"warehouses", "capitals", "cities", "owner", "links", "to_move"} <= set(detail)
    assert sorted(detail["warehouses"]) == sorted(EIGHT.split())
    assert all(isinstance(v, list) and len(v) == 2 for v in detail["warehouses"].values())
    assert GAME.scores(match.state) == match.summary()["scores"]
