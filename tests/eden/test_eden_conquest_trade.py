"""Golden tests for trading during a conquest (rule eden/trade): the attacker may sell and buy
whenever he is to act in his own conquest, the defender never; a buy may not spend the mana of
the attacker's latest bid (it lies open on the table). Hand-built positions; every expected
value is worked out by hand in the comments.
"""

from __future__ import annotations

from core.eden import GAME
from eden_helpers import at, play, position
from tests.helpers import refused


def bids(state) -> list[int]:
    return sorted(int(m.split()[1]) for m in GAME.legal_moves(state) if m.startswith("bid "))


def auction(red_mana: int, red_hand=(), yellow_hand=(), pool=()):
    """Red (seat 0) waters B4 next to Yellow's value-2 card on C4, targets it and opens at 10;
    Yellow (100 mana) raises to 20. Red is to act again, Yellow's 20 stands.
    Red's rate is multiplied by Yellow's 2 points, Yellow's by Red's 1 point (B4)."""
    s = position({"C4": (1, 2)}, [["B4", *red_hand], list(yellow_hand), []],
                 mana=[red_mana, 100, 100], pool=pool)
    return play(s, "water B4", "target C4", "bid 10", "bid 20")


def test_attacker_sells_mid_auction_and_can_then_bid_higher():
    s = auction(30, red_hand=["O4"])
    # 30 mana / 2 points = 15 per point at most, below the 25 needed to raise 20: only accept
    assert GAME.to_move(s) == 0 and bids(s) == []
    assert GAME.legal_moves(s) == ["accept", "sell O4"]
    refused(s, "bid 25", "eden/bidding")
    s = play(s, "sell O4")  # O4 has 4 squares: 30 + 4 x 10 = 70 mana
    assert s.mana == (70, 100, 100) and s.pool == ("O4",) and s.hands[0] == ()
    # the conquest is untouched and Red still acts
    assert s.conquest.bids == (10, 20) and GAME.to_move(s) == 0
    assert GAME.view(s)["conquest"]["bidder"] == 0
    # 70 // 2 = 35: raises 25, 30 and 35 are now legal, 40 (80 mana) is not
    assert bids(s) == [25, 30, 35]
    refused(s, "bid 40", "eden/bidding")
    s = play(s, "bid 35", "accept")  # Yellow accepts: Red pays 35 x 2 = 70 to Yellow
    assert s.mana == (0, 170, 100)
    assert at(s, "C4") == (0, 2) and s.conquest is None


def test_a_buy_that_would_spend_the_standing_bid_is_refused_and_changes_nothing():
    # Red opens at 30 (30 x 2 = 60 mana on the table), Yellow raises to 35
    s = position({"C4": (1, 2)}, [["B4"], [], []], mana=[100, 100, 100], pool=["I2", "I3", "I4"])
    s = play(s, "water B4", "target C4", "bid 30", "bid 35")
    assert GAME.to_move(s) == 0
    # free mana 100 - 60 = 40: I2 (10 + 2 x 10 = 30) and I3 (10 + 3 x 10 = 40) fit,
    # I4 (10 + 4 x 10 = 50) would leave 50 < 60
    legal = GAME.legal_moves(s)
    assert [m for m in legal if m.startswith(("buy", "sell"))] == ["buy I2", "buy I3"]
    before = s
    error = refused(s, "buy I4", "eden/trade")
    assert "60" in error.en and "50" in error.en and "60" in error.nl
    assert s == before and s.pool == ("I2", "I3", "I4") and s.mana == (100, 100, 100)
    # I3 leaves exactly 60: allowed; the auction goes on where it was
    s = play(s, "buy I3")  # 100 - 40 = 60
    assert s.mana == (60, 100, 100) and s.hands[0] == ("I3",) and s.pool == ("I2", "I4")
    assert s.conquest.bids == (30, 35) and GAME.to_move(s) == 0
    # now nothing is free: I2 (30) would leave 30 < 60
    refused(s, "buy I2", "eden/trade")
    # 60 // 2 = 30 per point at most, below the 40 needed to raise: Red can only accept
    assert bids(s) == [] and "accept" in GAME.legal_moves(s)
    s = play(s, "accept")  # Yellow wins: she pays 35 x 1 = 35 to Red and takes B4
    assert s.mana == (95, 65, 100) and at(s, "B4") == (1, 1)


def test_a_buy_that_leaves_enough_is_allowed_and_lowers_the_highest_bid():
    s = auction(100, pool=["I2"])  # Red's 10 x 2 = 20 lies on the table
    assert bids(s) == [25, 30, 35, 40, 45, 50]  # 100 // 2 = 50
    s = play(s, "buy I2")  # 30 mana: 70 left, >= 20
    assert s.mana == (70, 100, 100) and s.hands[0] == ("I2",) and s.pool == ()
    assert bids(s) == [25, 30, 35]  # 70 // 2 = 35
    assert GAME.to_move(s) == 0 and s.conquest.bids == (10, 20)


def test_the_defender_never_trades():
    s = auction(100, red_hand=["L3"], yellow_hand=["L3", "I2"], pool=["O4"])
    s = play(s, "bid 25")  # Yellow is to act
    assert GAME.to_move(s) == 1
    # Yellow's options are the auction's only: 30 .. 100 (100 mana / Red's 1 point)
    assert GAME.legal_moves(s) == sorted(["accept"] + [f"bid {r}" for r in range(30, 101, 5)])
    for move in ("sell L3", "sell I2", "buy O4"):
        error = refused(s, move, "eden/trade")
        assert "Yellow" in error.en and "Red" in error.en and "Geel" in error.nl
    # Red cannot trade either while Yellow is to act: the seat to act is Yellow
    assert not any(m.startswith(("sell", "buy")) for m in GAME.legal_moves(s))


def test_attacker_sells_while_choosing_to_afford_another_target():
    # Red (20 mana) waters B4: B5 (Yellow, 1 point) is affordable at 10 per point, C4
    # (Yellow, value 3) only together with B5 at 10 x 4 = 40
    s = position({"B5": (1, 1), "C4": (1, 3)}, [["B4", "I2"], [], []], mana=[20, 100, 100])
    s = play(s, "water B4", "target B5")
    assert "target C4" not in GAME.legal_moves(s)
    refused(s, "target C4", "eden/bidding")
    s = play(s, "sell I2")  # 20 + 2 x 10 = 40
    assert s.mana == (40, 100, 100) and s.conquest.targets == (s.conquest.targets[0],)
    s = play(s, "target C4")
    assert bids(s) == [10]  # 40 // 4 = 10
    # before any bid nothing lies on the table: Red may buy I2 back for all his 30 free mana
    assert "buy I2" in GAME.legal_moves(s)


def test_other_turn_moves_stay_refused_in_a_conquest_with_a_note_on_trading():
    s = auction(100, red_hand=["L3"])
    error = refused(s, "end", "eden/phase")
    assert "Buying and selling is allowed" in error.en and "Kopen en verkopen mag wel" in error.nl
    refused(s, "grow L3 B4 A4 B3", "eden/phase")
    s = play(s, "bid 25")
    error = refused(s, "end", "eden/phase")  # Yellow to act: no note about trading
    assert "Buying" not in error.en
