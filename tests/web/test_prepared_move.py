"""A move worked out ahead while the page is idle (issue 23): ``Match.after`` and
``Match.play(move, ahead=...)`` give the match ``play`` alone gives, and the frame built
after a move prepared by ``frame.prepare_move`` equals a fresh one and asks the core for no
view and no moves again; Carcassonne's input names the moves its next taps may play."""

from __future__ import annotations

import random

import pytest

from app import frame as frames
from app.games.carcassonne import input as cc_input
from core.errors import RuleError
from core.match import Match
from tests.web.test_frame import _counting


def _played(game_id: str, players: int, seed: int, n: int) -> Match:
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, seed)
    rng = random.Random(seed)
    for _ in range(n):
        match.play(rng.choice(match.legal_moves()))
    return match


@pytest.mark.parametrize("game_id,players,seed", [("carcassonne", 3, 3), ("keyflower", 4, 4),
                                                   ("eden", 3, 5)])
def test_a_move_played_with_its_match_worked_out_ahead_is_the_move_played(game_id, players, seed):
    """Along a random game: ``after(move)`` leaves the match as it was, and ``play(move,
    ahead=after)`` makes the same steps, events and states (chance drawn alike) as ``play``."""
    match = _played(game_id, players, seed, 0)
    plain = _played(game_id, players, seed, 0)
    rng = random.Random(seed)
    for _ in range(40):
        if match.over:
            break
        move = rng.choice(match.legal_moves())
        steps = len(match.steps)
        ahead = match.after(move)
        assert len(match.steps) == steps  # unchanged
        match.play(move, ahead)
        plain.play(move)
        assert [str(s) for s in match.steps] == [str(s) for s in plain.steps]
        assert match.events == plain.events
        assert match.states[-1] is ahead.states[-1]  # taken, not worked out again
        assert match.game.view(match.state, None) == plain.game.view(plain.state, None)
        assert match.record_text() == plain.record_text()


def test_a_match_worked_out_ahead_for_another_move_or_position_is_ignored():
    match = _played("carcassonne", 3, 3, 4)
    moves = match.legal_moves()
    other = match.after(moves[1])
    match.play(moves[0], other)  # another move: played as without it
    plain = _played("carcassonne", 3, 3, 4)
    plain.play(moves[0])
    assert match.record_text() == plain.record_text()
    stale = match.after(match.legal_moves()[0])
    match.play(match.legal_moves()[0])  # the position moved on: stale is for an earlier one
    move = match.legal_moves()[0]
    before = match.record_text()
    match.play(move, stale)
    plain.play(plain.legal_moves()[0])
    plain.play(move)
    assert match.record_text() == plain.record_text() != before
    record = match.record_text()
    with pytest.raises(RuleError) as refused:
        match.after("nonsense")
    assert refused.value.rule == "carcassonne/notation" and match.record_text() == record
    assert frames.prepare_move(match, "nonsense", {}) is None  # refused: nothing kept


def test_the_frame_after_a_prepared_move_equals_a_fresh_one_and_asks_the_core_for_nothing(monkeypatch):
    """Carcassonne 3p with hidden half tiles, the seat to move holding the device: each move
    prepared (as the page does while a placement is previewed), then played with it."""
    match = _played("carcassonne", 3, 3, 0)
    rng = random.Random(3)
    known: dict = {}
    revealed = None
    checked = 0
    for _ in range(30):
        if match.over:
            break
        frame = frames.build(match, private=True, revealed=revealed, known=known)
        if frame.handover:
            revealed = frame.to_move
            continue
        move = rng.choice(frame.legal)
        calls = _counting(monkeypatch, match)
        after = frames.prepare_move(match, move, known, True, revealed)
        assert after is not None and calls  # the work is done here ...
        calls.clear()
        match.play(move, after)
        shown = frames.build(match, private=True, revealed=revealed, known=known)
        assert calls == []  # ... not when the move is played
        assert shown == frames.build(match, private=True, revealed=revealed)
        monkeypatch.undo()
        checked += 1
    assert checked > 10


def test_carcassonne_s_next_plays_are_the_moves_its_next_taps_play():
    """With a placement previewed: that placement without a follower and with one on each
    spot, each a listed move, and each what the follower's button (or the placing tap,
    without spots) plays; nothing with no square chosen."""
    match = _played("carcassonne", 3, 3, 0)
    rng = random.Random(7)
    found = 0
    for _ in range(12):
        moves = tuple(match.move_data())
        assert cc_input.next_plays(moves, None) == []
        found += _check_next_plays(moves)
        match.play(rng.choice(match.legal_moves()))
    assert found > 10


def _check_next_plays(moves) -> int:
    found = 0
    for (name, turn), squares in sorted(cc_input.placements(moves).items()):
        for square, spots in sorted(squares.items()):
            sel = cc_input.write(cc_input.Sel(name, turn, square))
            plays = [m.text for m in cc_input.next_plays(moves, sel)]
            assert set(plays) <= {m.text for m in moves} and plays
            assert cc_input.action(moves, {}, sel, "nofollower") == {"play": plays[0]}
            for spot in [p for p in spots if p]:
                assert cc_input.action(moves, {}, sel, "spot:" + spot)["play"] in plays
            if not [p for p in spots if p]:
                assert cc_input.tap(moves, {}, sel, square) == {"play": plays[0]}
            found += 1
    return found
