"""Golden tests for Stad en Land turn flow, passing and the end of the game (issue 2, section 3).

Expected values were worked out by hand on the boards drawn in test_rules.py.
"""

from __future__ import annotations

import pytest

from core.errors import ReplayError
from core.match import Match

from .helpers import record, refused, replay, view
from .test_rules import CHAIN, CROSS, EIGHT

# White links b2 to all eight cities, one by one; Black passes every turn.  White's eighth
# link (b2-c3) is the first segment of a turn, after which White has no legal segment left.
EIGHT_ALL = ["a1-b2", "pass", "b2-b1 b2-c1", "pass", "b2-a2 b2-c2", "pass", "b2-a3 b2-b3", "pass",
             "b2-c3"]


def _game_over(match: Match) -> list[dict]:
    return [e for e in match.events[-1] if e["kind"] == "game-over"]


# -- turns --------------------------------------------------------------------------------
def test_turns_white_first_turn_is_one_segment():
    """White's first turn ends after one segment; Black then has two."""
    match = replay(EIGHT)
    assert (match.to_move(), view(match)["left"], view(match)["first_turn"]) == (0, 1, True)
    match.play("a1-b2")
    assert (match.to_move(), view(match)["left"], view(match)["first_turn"]) == (1, 2, False)


def test_turns_later_turns_are_two_segments():
    """Black's and White's later turns take two segments each."""
    match = replay(CHAIN, ["pass", "a3-a2"])
    assert (match.to_move(), view(match)["left"]) == (1, 1)
    match.play("a2-b2")
    assert (match.to_move(), view(match)["left"]) == (0, 2)
    match = replay(EIGHT, ["a1-b2", "pass", "b2-b1"])
    assert (match.to_move(), view(match)["left"]) == (0, 1)
    match.play("b2-c1")
    assert (match.to_move(), view(match)["left"]) == (1, 2)


def test_turns_turn_ends_by_itself_without_second_segment():
    """After b2-c3 links White's eighth city no second segment exists: the turn ends."""
    match = replay(EIGHT, EIGHT_ALL[:-1])
    assert match.to_move() == 0 and "b2-c3" in match.legal_moves()
    match.play("b2-c3")
    assert match.to_move() == 1
    assert not match.over
    assert match.events[-1] == [{"kind": "turn-ended", "seat": 0}]


# -- passing ------------------------------------------------------------------------------
def test_pass_only_at_start_of_turn():
    """Once a segment of the turn is placed, `pass` is refused and not offered."""
    match = replay(EIGHT, ["a1-b2", "pass", "b2-b1"])
    assert "pass" not in match.legal_moves()
    refused(EIGHT, ["a1-b2", "pass", "b2-b1"], "pass", "stad-en-land/pass")


def test_pass_ends_the_turn():
    """`pass` at the start of a turn hands the move to the other player."""
    match = replay(CROSS, ["b2-c3"])
    match.play("pass")
    assert match.to_move() == 0
    assert view(match)["owner"] == {"c3": 0}


# -- end: two passes ------------------------------------------------------------------------
def test_end_white_first_turn_pass_does_not_count():
    """White passes the first turn, Black passes: only one pass counts, the game goes on."""
    match = replay(CROSS, ["pass", "pass"])
    assert not match.over
    assert view(match)["passes"] == 1
    match.play("pass")
    assert match.over
    assert _game_over(match) == [{"kind": "game-over", "reason": "two-passes"}]


def test_end_two_consecutive_passes_after_play():
    """Black passes, then White passes: two consecutive passed turns end the game."""
    assert not replay(CROSS, ["b2-c3", "pass"]).over
    match = replay(CROSS, ["b2-c3", "pass", "pass"])
    assert match.over and match.legal_moves() == []
    match = replay(CROSS, ["pass", "c2-d1 d1-e1", "pass", "pass"])
    assert match.over


def test_end_played_turn_resets_pass_count():
    """A played turn between passes resets the count."""
    match = replay(CROSS, ["pass", "pass", "b2-c3 c3-d4", "pass"])
    assert not match.over and view(match)["passes"] == 1
    match.play("pass")
    assert match.over


def test_end_no_moves_after_game_over_refused():
    """Nothing may be played after the end, live or in a record."""
    turns = ["pass", "pass", "pass"]
    refused(CROSS, turns, "b2-c3", "core/game-over")
    refused(CROSS, turns, "pass", "core/game-over")


# -- end: no legal segment (option end) -------------------------------------------------------
def test_end_mover_game_goes_on_while_mover_can_build():
    """end=mover: White cannot build any more, but Black is to move and can, so play goes on."""
    match = replay(EIGHT, EIGHT_ALL)
    assert not match.over
    # Black: from each outward city to each free neighbour (all outer land is one region
    # that touches five cities, none in Black's network); a1 b1 a2 have no free neighbour.
    assert match.legal_moves() == [
        "a3-a4", "a3-b4", "b3-a4", "b3-b4", "b3-c4", "c1-d1", "c1-d2", "c2-d1", "c2-d2",
        "c2-d3", "c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-d4", "pass"]


@pytest.mark.parametrize("black_turn", ["pass", "c3-d4 d4-e5"])
def test_end_mover_no_legal_segment_for_player_to_move(black_turn):
    """end=mover: when the turn passes to White, who has no legal segment, the game ends."""
    match = replay(EIGHT, EIGHT_ALL + [black_turn])
    assert match.over
    assert _game_over(match) == [{"kind": "game-over", "reason": "no-moves"}]
    assert match.legal_moves() == []


def test_end_any_either_player_without_segment():
    """end=any: the game ends at the turn boundary where White (not to move) has no segment."""
    match = replay(EIGHT, EIGHT_ALL, end="any")
    assert match.over
    assert _game_over(match) == [{"kind": "game-over", "reason": "no-moves"}]
    text = record(EIGHT, EIGHT_ALL + ["c3-d4"], end="any")
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    assert (info.value.rule, info.value.line) == ("core/game-over", len(text.splitlines()))


def test_end_any_not_before_a_player_is_stuck():
    """end=any changes nothing while both players can still build."""
    match = replay(EIGHT, EIGHT_ALL[:-1], end="any")
    assert not match.over and match.to_move() == 0


@pytest.mark.parametrize("option", ["end=never", "adjacency=hex", "diagonal=yes"])
def test_end_and_adjacency_option_values_checked(option):
    """Unknown option keys and values are refused as record/bad-option."""
    text = record(EIGHT).replace("* cities", f'[Option "{option}"]\n* cities')
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    assert info.value.rule == "record/bad-option"
