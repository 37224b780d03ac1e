"""Golden tests for conquest and bidding, including the rulebook's two worked examples."""

from __future__ import annotations

from core.eden import GAME
from eden_helpers import at, play, position
from tests.helpers import refused


def test_rulebook_example_1_bids_10_15_25():
    """You lay a value-1 card on B4; C4 holds another player's value-1 card. You bid 10, he
    raises to 15, you raise to 25, he accepts: you pay him 25 and C4 becomes yours (value 1)."""
    s = position({"C4": (1, 1)}, [["B4"], [], []])
    s = play(s, "water B4", "target C4", "bid 10")
    assert GAME.to_move(s) == 1
    s = play(s, "bid 15")
    assert GAME.to_move(s) == 0
    s = play(s, "bid 25")
    assert GAME.to_move(s) == 1
    s = play(s, "accept")
    assert s.conquest is None and GAME.to_move(s) == 0
    assert s.mana == (75, 125, 100)
    assert at(s, "C4") == (0, 1) and at(s, "B4") == (0, 1)


def test_rulebook_example_2_costs_per_rate():
    """Red attacks with 2 cards (2 points) 3 cards of Blue (4 points): rate 20 costs Red 80,
    25 costs Blue 50, 30 costs Red 120, 35 costs Blue 70."""
    board = {"B3": (0, 1), "C4": (2, 1), "C3": (2, 2), "B5": (2, 1)}
    s = position(board, [["B4"], [], []], mana=[200, 100, 100])
    s = play(s, "water B4", "with B3", "target B5", "target C3", "target C4")
    c = GAME.view(s)["conquest"]
    assert c["attackers"] == ["B3", "B4"] and c["targets"] == ["B5", "C3", "C4"]
    assert (c["attack_points"], c["defense_points"], c["defender"]) == (2, 4, 2)
    expected = [("bid 20", 2, 80, "attacker_cost"), ("bid 25", 0, 50, "defender_cost"),
                ("bid 30", 2, 120, "attacker_cost"), ("bid 35", 0, 70, "defender_cost")]
    for move, next_seat, cost, key in expected:
        s = play(s, move)
        c = GAME.view(s)["conquest"]
        assert c[key] == cost
        assert GAME.to_move(s) == next_seat
    # Red accepts Blue's 35: Blue pays 35 x 2 = 70 to Red and takes both attacking cards
    s = play(s, "accept")
    assert s.mana == (270, 100, 30)
    assert at(s, "B4") == (2, 1) and at(s, "B3") == (2, 1)
    assert at(s, "C3") == (2, 2) and at(s, "C4") == (2, 1)


def test_attacker_winning_replaces_targets_with_own_cards_of_the_same_values():
    board = {"C4": (1, 3), "B5": (1, 2)}
    s = position(board, [["B4"], [], []], mana=[200, 100, 100])
    s = play(s, "water B4", "target B5", "target C4", "bid 10", "accept")
    assert at(s, "C4") == (0, 3) and at(s, "B5") == (0, 2)
    assert s.mana == (150, 150, 100)  # 10 x (3 + 2)
    assert GAME.scores(s) == [6, 0, 0]


def test_targets_must_border_an_attacking_card():
    board = {"B3": (0, 1), "A3": (1, 1), "E5": (1, 1), "C4": (1, 1)}
    s = play(position(board, [["B4"], [], []]), "water B4")
    refused(s, "target E5", "eden/targets")
    refused(s, "target A3", "eden/targets")  # borders B3 only, which is not attacking yet
    s = play(s, "with B3", "target A3")
    assert GAME.view(s)["conquest"]["targets"] == ["A3"]


def test_conquest_offered_when_only_a_second_attacker_reaches_a_target():
    s = play(position({"B3": (0, 1), "A3": (1, 1)}, [["B4"], [], []]), "water B4")
    assert GAME.legal_moves(s) == ["skip", "with B3"]


def test_one_opponent_per_attack():
    board = {"C4": (1, 1), "A4": (2, 1)}
    s = play(position(board, [["B4"], [], []]), "water B4", "target C4")
    e = refused(s, "target A4", "eden/targets")
    assert "Blue" in e.en and "Yellow" in e.en


def test_second_attacker_must_be_own_and_next_to_the_new_card():
    board = {"D1": (0, 1), "B3": (2, 1), "C4": (1, 1), "B5": (0, 2)}
    s = play(position(board, [["B4"], [], []]), "water B4")
    refused(s, "with D1", "eden/attackers")
    refused(s, "with B3", "eden/attackers")
    s = play(s, "with B5")
    refused(s, "with B3", "eden/attackers")


def test_bidding_rules():
    s = play(position({"C4": (1, 1), "C3": (1, 2)}, [["B4"], [], []], mana=[30, 20, 100]),
             "water B4")
    refused(s, "bid 10", "eden/targets")  # no target yet
    refused(s, "accept", "eden/bidding")
    s = play(s, "target C4")
    refused(s, "bid 5", "eden/bidding")  # opening at least 10
    refused(s, "bid 12", "eden/bidding")  # multiples of 5
    refused(s, "bid 35", "eden/bidding")  # 35 x 1 > 30 mana
    assert [m for m in GAME.legal_moves(s) if m.startswith("bid")] == ["bid 10", "bid 15", "bid 20", "bid 25", "bid 30"]
    s = play(s, "bid 10")
    refused(s, "bid 10", "eden/bidding")  # a raise is at least 5
    refused(s, "skip", "eden/phase")
    refused(s, "end", "eden/phase")
    # Yellow has 20 mana and would pay rate x 1 (the attacking card): 15 and 20 are possible
    assert GAME.legal_moves(s) == ["accept", "bid 15", "bid 20"]
    s = play(s, "bid 20")
    assert GAME.legal_moves(s) == ["accept", "bid 25", "bid 30"]


def test_target_only_if_the_opening_bid_stays_affordable():
    """With 15 mana Red can open at 10 against 1 point, not against C3's 2 points."""
    s = play(position({"C4": (1, 1), "B5": (1, 2)}, [["B4"], [], []], mana=[15, 100, 100]),
             "water B4")
    refused(s, "target B5", "eden/bidding")
    assert GAME.legal_moves(s) == ["skip", "target C4"]


def test_no_conquest_stage_when_no_target_is_affordable():
    s = play(position({"C4": (1, 2)}, [["B4"], [], []], mana=[15, 100, 100]), "water B4")
    assert s.conquest is None


def test_a_bidder_without_the_needed_cards_can_only_accept():
    """Yellow has all 12 cards of kind 1/2 on the board: he cannot lay one on B4."""
    board = {f"{c}{r}": (1, 1) for c in "ABCDEF" for r in (6, 7)}
    board["C4"] = (1, 3)  # a 3/4 card next to B4: 12 kind-1/2 + this one
    s = play(position(board, [["B4"], [], []]), "water B4", "target C4", "bid 10")
    assert GAME.legal_moves(s) == ["accept"]
    refused(s, "bid 15", "eden/supply")


def test_skip_declines_and_the_turn_goes_on():
    s = play(position({"C4": (1, 1)}, [["B4", "F1"], [], []]), "water B4", "target C4", "skip")
    assert s.conquest is None and at(s, "C4") == (1, 1) and s.mana == (100, 100, 100)
    assert GAME.legal_moves(s) == ["end", "water F1"]


def test_moves_outside_a_conquest_are_refused():
    s = position({"C4": (1, 1)}, [["B4"], [], []])
    refused(s, "target C4", "eden/conquest")
    refused(s, "bid 10", "eden/conquest")
    s = play(s, "water B4")
    refused(s, "water B4", "eden/phase")
