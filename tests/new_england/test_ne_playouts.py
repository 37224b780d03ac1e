"""Random playouts of New England for 3 and 4 players and every option value.

At every step: the listed moves are sorted and distinct; sampled positions apply every listed
move without error; moves that are not listed raise a RuleError with one of the game's rule
ids and change nothing; the view is JSON and hides other seats' barn cards. A record replays
to the same state mid-game and at the end; games end within a bound; over => no moves.
"""

from __future__ import annotations

import json

import pytest

from core.errors import RuleError
from core.match import Match
from core.new_england import GAME
from core.new_england.view import HIDDEN
from core.rng import Rng

CONFIGS = [
    (3, {}),
    (4, {}),
    (3, {"start_spacing": "orthogonal"}),
    (4, {"mirror": "allowed"}),
    (3, {"end": "no-possible-offer", "mirror": "allowed"}),
    (4, {"end": "no-possible-offer", "start_spacing": "orthogonal"}),
]

#: Moves of every verb with arbitrary arguments; most are illegal at any given moment.
PROBES = ["", "xyz", "start s a1-a2", "start p k9-k8", "start c a1-c1", "offer 2", "offer 4", "offer 7",
          "bid 0", "bid 5", "bid 11", "extra tile", "extra card", "extra barn", "buy 1", "buy 9", "buy 12",
          "buy x", "place a1", "place k1", "place e5", "develop a1-b1", "develop e5-f5-e6", "pilgrim e5",
          "barn a9", "ship k5", "ship a9", "store e5", "take e5", "move e5-f5", "move a1-k9", "done"]
BOUND = 1500


def _check_view(state, players):
    for seat in [None, *range(players)]:
        v = GAME.view(state, seat)
        json.dumps(v)
        for fam in v["families"]:
            if fam["seat"] != seat:
                assert all(b["card"] in ("", HIDDEN) for b in fam["barns"])


@pytest.mark.parametrize("players,options", CONFIGS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout(players, options, seed):
    m = Match.new("new-england", [f"P{i}" for i in range(players)], options, seed * 7919 + players)
    rng = Rng(seed, 4242)
    checkpoints = {40, 120, 300}
    n = 0
    while not m.over:
        state = m.state
        moves = m.legal_moves()
        assert moves, "a game that is not over has a move"
        assert moves == sorted(set(moves))
        if n % 9 == 0:
            for mv in moves:
                GAME.apply(state, mv)  # never raises
            for probe in PROBES:
                if probe in moves:
                    continue
                with pytest.raises(RuleError) as e:
                    GAME.apply(state, probe)
                assert e.value.rule in GAME.rule_ids, (probe, e.value)
                assert e.value.nl and e.value.en
            assert m.state is state and GAME.legal_moves(state) == moves
            _check_view(state, players)
        # Prefer purchases a little, so figures, barns and developments all come up.
        buys = [mv for mv in moves if mv.startswith(("buy", "extra", "take"))]
        pick = buys if buys and rng.below(3) else moves
        m.play(pick[rng.below(len(pick))])
        n += 1
        assert n < BOUND
        if n in checkpoints:
            assert Match.from_record(m.record_text()).state == m.state
    assert m.legal_moves() == []
    assert m.to_move() is None
    assert Match.from_record(m.record_text()).state == m.state
    with pytest.raises(RuleError) as e:
        GAME.apply(m.state, "done")
    assert e.value.rule == "core/game-over"
    summary = m.summary()
    assert summary["over"] and summary["winners"]
    assert summary["scores"] == [sum(b.values()) for b in summary["detail"]["breakdown"]]
    _check_view(m.state, players)


def test_playouts_use_every_kind_of_move():
    """Across a few playouts every verb is played at least once (the suite exercises them)."""
    seen = set()
    for seed in range(6):
        players = 3 + seed % 2
        m = Match.new("new-england", ["a", "b", "c", "d"][:players], {}, seed)
        rng = Rng(seed, 1)
        while not m.over:
            moves = m.legal_moves()
            rare = [mv for mv in moves if mv.split(" ")[0] in ("store", "take", "extra", "move", "barn", "ship")]
            buys = [mv for mv in moves if mv.startswith("buy")]
            pick = rare if rare and rng.below(2) else buys if buys and rng.below(4) else moves
            mv = pick[rng.below(len(pick))]
            seen.add(mv.split(" ")[0])
            m.play(mv)
    assert seen >= {"start", "offer", "bid", "buy", "place", "develop", "pilgrim", "barn", "ship", "store",
                    "take", "move", "extra", "done"}
