"""Keyflower's ``input.workers`` keeps its answer for the last tuple of moves (issue 23: a
winter bid lists hundreds of moves and every tap, hint and draw asks again): the kept answer
is always the one computed afresh, for that tuple only."""

from __future__ import annotations

import random

from app.games.keyflower import input as inputs
from core.match import Match


def fresh(moves) -> list:
    return inputs.workers(list(moves))  # a list is never kept


def test_the_kept_workers_are_those_of_the_same_moves_and_only_of_them():
    match = Match.new("keyflower", [f"P{i}" for i in range(4)], {}, 4)
    rng = random.Random(4)
    seen = 0
    for _ in range(60):
        if match.over:
            break
        moves = tuple(match.game.move_data(match.state))
        first = inputs.workers(moves)
        assert first == fresh(moves)
        first.clear()  # a caller's change of its list does not reach the kept answer
        assert inputs.workers(moves) == fresh(moves)
        seen += bool(fresh(moves))
        other = tuple(m for m in moves if m.verb != "bid")
        assert inputs.workers(other) == fresh(other)  # another tuple: its own answer
        match.play(rng.choice(match.legal_moves()))
    assert seen > 5  # positions with bids and uses were checked
