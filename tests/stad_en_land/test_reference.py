"""Differential check: random games on the real engine, replayed step by step on the
independent model in ``reference.py``; every observable must agree at every step."""

from __future__ import annotations

import itertools
import random

import pytest

from core.match import Match

from .reference import Model

OPTIONS = [dict(adjacency=a, end=e) for a, e in itertools.product(("king", "orthogonal"), ("mover", "any"))]


def _cities(match: Match) -> list[str]:
    (line,) = [s.text for s in match.steps if s.chance]
    words = line.split()
    assert words[0] == "cities"
    return words[1:]


def _compare(match: Match, model: Model) -> None:
    view = match.game.view(match.state, None)
    assert view["owner"] == model.owner
    for seat in (0, 1):
        assert {frozenset(link) for link in view["links"][seat]} == model.links[seat]
        assert view["open_ends"][seat] == sorted(model.open_ends(seat), key=lambda s: (s[1], s[0]))
        assert len(view["open_ends"][seat]) <= 1
    assert match.over == model.over
    assert set(match.legal_moves()) == model.legal()
    if not model.over:
        assert match.to_move() == model.to_move


def _play_one(seed: int, options: dict) -> tuple[int, int]:
    rnd = random.Random(seed)
    match = Match.new("stad-en-land", ["Wit", "Zwart"], options, seed=seed)
    model = Model(_cities(match), options["adjacency"], options["end"])
    _compare(match, model)
    moves = removals = 0
    while not match.over:
        legal = match.legal_moves()
        # prefer building: pass with a small probability so games run long
        choices = [m for m in legal if m != "pass"] or legal
        move = "pass" if "pass" in legal and rnd.random() < 0.05 else rnd.choice(choices)
        mover = match.to_move()
        match.play(move)
        removed = model.play(move)
        moves += 1
        # removals only ever hit the player who did not move (see test_rules.py)
        assert all(seat != mover for seat, _ in removed)
        logged = {(e["seat"], sq) for e in match.events[-1] if e["kind"] == "removed" for sq in e["squares"]}
        assert logged == set(removed)
        removals += len(removed)
        _compare(match, model)
        assert moves < 400
    capitals, scores, winners = model.outcome()
    summary = match.summary()
    assert summary["detail"]["warehouses"] == model.warehouses()
    assert sorted(summary["detail"]["capitals"]) == capitals
    assert summary["scores"] == scores
    assert summary["winners"] == winners
    return moves, removals


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o['adjacency']}-{o['end']}")
def test_engine_agrees_with_independent_model(options):
    """The engine and the independent model agree on every step of many random games."""
    removals = sum(_play_one(seed * 7919 + 13, options)[1] for seed in range(12))
    assert removals > 0      # the removal rule was really exercised
