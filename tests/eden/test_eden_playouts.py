"""Random playouts for every player count (Eden has no options): the bidding, the conquest
choices and the trades (also the attacker's trades during his conquest) are all driven by the
legal moves.

Checks at every step: legal moves are sorted and non-empty until the end and each applies;
a move that is not listed raises a RuleError with an Eden rule id and changes nothing; the
record replays to the same state; the view is JSON-ready; the game ends within a bound and
then offers no moves.
"""

from __future__ import annotations

import json

import pytest

from core.eden import GAME
from core.errors import RuleError
from core.match import Match
from core.rng import Rng

MAX_STEPS = 3000
SEEDS = range(10)

#: Moves of every kind, most of which are illegal at any given moment.
PROBES = ["water A1", "water D4", "water G7", "grow I2 A1 B1", "grow O4 C3 C4 D3 D4",
          "grow L4 A1 A2 A3 B1", "sell I2", "sell T4", "buy O4", "buy I2", "pass", "end",
          "with B2", "target C3", "target D5", "skip", "bid 10", "bid 13", "bid 500", "accept",
          "plant A1", "water H9", ""]


def _check_refusals(match: Match, pick: Rng) -> None:
    legal = set(match.legal_moves())
    state, steps = match.state, len(match.steps)
    for probe in PROBES:
        if probe in legal or pick.below(3):
            continue
        with pytest.raises(RuleError) as info:
            match.play(probe)
        assert info.value.rule in GAME.rule_ids, (probe, info.value.rule)
        assert info.value.nl and info.value.en and info.value.nl != info.value.en
        assert match.state is state and len(match.steps) == steps


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts(players):
    ends, conquests, grows, conquest_trades = {}, 0, 0, 0
    for seed in SEEDS:
        match = Match.new("eden", [f"P{i}" for i in range(players)], {}, seed)
        pick = Rng(seed, 4242)
        steps = 0
        while not match.over:
            moves = match.legal_moves()
            assert moves and moves == sorted(moves) and len(set(moves)) == len(moves)
            assert match.to_move() is not None
            if steps % 40 == 0:
                _check_refusals(match, pick)
            if steps % 97 == 0:
                assert Match.from_record(match.record_text()).state == match.state
                for seat in [None, *range(players)]:
                    json.dumps(GAME.view(match.state, seat))
            move = moves[pick.below(len(moves))]
            conquests += move == "accept"
            grows += move.startswith("grow")
            in_conquest = match.state.conquest is not None
            if in_conquest and move.split()[0] in ("sell", "buy"):
                conquest_trades += 1
                # only the attacker trades, and the trade leaves the conquest and the seat to act
                assert match.to_move() == match.state.turn == match.state.conquest.attacker
                before = match.state.conquest
            match.play(move)
            if in_conquest and move.split()[0] in ("sell", "buy"):
                assert match.state.conquest == before and match.to_move() == before.attacker
            steps += 1
            assert steps < MAX_STEPS, "game did not end"
        s = match.state
        assert match.legal_moves() == [] and match.to_move() is None
        assert Match.from_record(match.record_text()).state == s
        assert GAME.scores(s) == [sum(b.values()) for b in GAME.breakdown(s)]
        assert match.summary()["winners"] == GAME.winners(s) != []
        if s.end == "twenty":
            assert max(GAME.scores(s)) >= 20 and GAME.scores(s)[GAME.winners(s)[0]] >= 20
        else:
            assert s.end == "stalemate" and not s.deck
            best = max(GAME.scores(s))
            assert GAME.winners(s) == [i for i, v in enumerate(GAME.scores(s)) if v == best]
        json.dumps(GAME.view(s, None))
        ends[s.end] = ends.get(s.end, 0) + 1
    # the random games really exercise auctions and cultivation
    assert conquests > 0 and grows > 0 and conquest_trades > 0
