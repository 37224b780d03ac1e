"""bench/bots.py's head-to-head share (issue 25, "strong against normal" with 3+ players)."""

from bench.bots import ahead, wilson


def test_two_players_ahead_is_the_win():
    assert ahead(0, [0], [10, 4]) == 1.0
    assert ahead(1, [0], [10, 4]) == 0.0
    assert ahead(0, [0, 1], [7, 7]) == 0.5


def test_a_winner_is_ahead_of_every_seat_that_did_not_win_even_on_equal_points():
    # a tie-break decided the game: the winner is ahead, not level
    assert ahead(2, [2], [9, 3, 9]) == 1.0
    assert ahead(0, [2], [9, 3, 9]) == 0.5   # behind the winner, ahead of seat 1


def test_among_losers_the_higher_score_is_ahead_and_equal_scores_count_half():
    assert ahead(1, [0], [20, 8, 8, 5]) == (0 + 0.5 + 1) / 3


def test_shared_winners_are_level_with_each_other():
    assert ahead(0, [0, 1], [9, 9, 2]) == (0.5 + 1) / 2


def test_wilson_interval_holds_the_rate_and_narrows_with_games():
    lo, hi = wilson(15, 20)
    assert lo < 0.75 < hi
    lo2, hi2 = wilson(150, 200)
    assert lo < lo2 and hi2 < hi
