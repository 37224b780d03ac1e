"""The board's memo shared between states with the same pieces and followers (issue 23:
the page's placing tap made the features of the new position twice, once for the state after
the placement and once after the next tile was drawn): what a shared memo holds equals what a
state without a memo works out afresh, and states whose pieces or followers differ never
share one."""

from __future__ import annotations

import random
from dataclasses import replace

from core.carcassonne.features import analysis, layout
from core.carcassonne.view import _board
from core.match import Match


def fresh(state):
    return replace(state)  # the same fields, an empty memo


def test_a_shared_board_memo_holds_what_a_fresh_state_works_out():
    shared = 0
    for seed in (1, 2):
        match = Match.new("carcassonne", ["A", "B", "C"], {}, seed)
        rng = random.Random(seed)
        while not match.over and len(match.steps) < 120:
            match.play(rng.choice(match.legal_moves()))
        for before, after in zip(match.states, match.states[1:]):
            if after.memo.get("board") is not None and after.memo["board"] is before.memo.get("board"):
                shared += 1
                assert after.pieces is before.pieces and after.followers is before.followers
            for state in (before, after):
                assert _board(state) == _board(fresh(state))
                assert [vars(f) for f in analysis(state).features] == \
                    [vars(f) for f in analysis(fresh(state)).features]
                assert layout(state).cells == layout(fresh(state)).cells
            if after.pieces != before.pieces or after.followers != before.followers:
                assert after.board_memo() is not before.board_memo()
    assert shared > 50  # the draws and the hand-overs shared it


def test_the_features_of_a_new_position_are_worked_out_once_for_both_of_its_states():
    match = Match.new("carcassonne", ["A", "B", "C"], {}, 3)
    rng = random.Random(3)
    checked = 0
    while not match.over and checked < 10:
        legal = match.legal_moves()
        places = [m for m in legal if len(m.split()) >= 3]
        match.play(rng.choice(places or legal))
        if not places or match.over:
            continue
        placed, drawn = match.states[-2], match.states[-1]  # after the placement, after the draw
        if drawn.pieces is not placed.pieces:
            continue
        _board(placed)  # the view of the step's position (the board's prev)
        assert drawn.board_memo()["view_board"] is placed.board_memo()["view_board"]
        checked += 1
    assert checked >= 5


def test_a_layout_grown_from_the_state_before_equals_one_made_from_the_first_piece():
    """A placement's layout is the layout before it plus the new piece (``carry_layout``),
    sharing what the new piece does not touch; it is the same as a layout made afresh, and
    growing never changes the layout it grew from (checked once the whole game is played)."""
    grown = 0
    for seed, options in ((4, {"halflings": "off"}), (5, {"halflings": "hidden", "halves": "4"})):
        match = Match.new("carcassonne", ["A", "B", "C"], options, seed)
        rng = random.Random(seed)
        while not match.over:
            match.play(rng.choice(match.legal_moves()))
        assert any(p.half for p in match.state.pieces) == (options["halflings"] != "off")
        for before, after in zip(match.states, match.states[1:]):
            old, new = layout(before), layout(after)
            if len(after.pieces) == len(before.pieces) + 1:
                last = len(after.pieces) - 1
                touched = {other for other, _ in new.contacts[last].values()}
                assert all(new.contacts[i] is old.contacts[i] for i in range(last) if i not in touched)
                grown += 1
        for state in match.states:
            made = layout(fresh(state))
            lay = layout(state)
            assert (lay.cells, lay.orients, lay.contacts) == (made.cells, made.orients, made.contacts)
    assert grown > 100
