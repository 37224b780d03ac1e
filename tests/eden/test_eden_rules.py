"""Golden tests for the Eden turn rules; every expected value is worked out by hand from the
rulebook (003) and the facts sheet section 2, never copied from the engine's output."""

from __future__ import annotations

from core.eden import GAME
from core.eden.board import PLACEMENTS
from eden_helpers import at, play, position
from tests.helpers import refused


# -- income (eden/income) ------------------------------------------------------------------
def test_income_is_five_per_red_dot_at_the_start_of_the_turn():
    """Values 1, 2, 3, 4 carry 0, 1, 2, 3 red dots: 6 red dots give 30 mana."""
    s = position({"B2": (0, 1), "C2": (0, 2), "D2": (0, 3), "E2": (0, 4), "F6": (1, 3)},
                 [["A1"] * 5, ["B1"] * 5, ["C1"] * 5], turn=2)
    s = play(s, "pass")
    assert s.turn == 0
    assert s.mana == (130, 100, 100)
    assert s.income[0] == 30
    assert GAME.view(s, 0)["seats"][0]["last_income"] == 30
    assert [x["income"] for x in GAME.position(s, None)["seats"]] == [30, 10, 0]
    # seat 1 (value 3 on F6: 2 red dots) gets 10 when its turn starts
    s = play(s, "pass")
    assert s.mana[1] == 110


# -- irrigation (eden/irrigation) ------------------------------------------------------------
def test_irrigation_lays_a_value_one_card_on_the_card_square():
    s = position(hands=[["B4", "F6", "G1", "I2", "A7"], [], []])
    s = play(s, "water B4")
    assert at(s, "B4") == (0, 1)
    assert s.hands[0] == ("A7", "F6", "G1", "I2")
    assert s.discard == ("B4",)
    s = play(s, "water F6")
    assert at(s, "F6") == (0, 1)
    refused(s, "water G1", "eden/irrigation")  # a third irrigation card is too many
    assert GAME.legal_moves(s) == ["end", "sell I2"]


def test_irrigation_needs_the_card_in_hand_and_a_free_kind_one_two_card():
    s = position(hands=[["B4"], [], []])
    refused(s, "water C4", "eden/irrigation")
    full = {f"{c}{r}": (0, 1) for c in "ABCDEF" for r in (1, 2)}  # 12 cards of kind 1/2 laid
    s = position(full, [["B4"], [], []])
    refused(s, "water B4", "eden/supply")


def test_no_conquest_stage_when_nothing_can_be_attacked():
    """B4 has no opponent next to it (and no own card that could help): the turn goes on."""
    s = position({"E5": (1, 1)}, [["B4", "C1"], [], []])
    s = play(s, "water B4")
    assert s.conquest is None
    assert GAME.legal_moves(s) == ["end", "water C1"]


# -- double irrigation with two conquests --------------------------------------------------
def test_double_irrigation_with_two_conquests():
    s = position({"C4": (1, 1), "F4": (2, 1)}, [["B4", "E4"], [], []])
    s = play(s, "water B4")
    assert GAME.to_move(s) == 0 and GAME.view(s)["phase"] == "choose"
    s = play(s, "target C4", "bid 10")
    assert GAME.to_move(s) == 1  # the defender answers
    s = play(s, "accept")
    # attacker won at 10 per point against 1 point: pays 10 to Yellow, C4 becomes Red's
    assert at(s, "C4") == (0, 1) and s.mana == (90, 110, 100)
    assert GAME.to_move(s) == 0 and s.played == 1
    s = play(s, "water E4", "target F4", "bid 10", "bid 15")
    assert GAME.to_move(s) == 0
    s = play(s, "accept")
    # the defender (Blue) bid last: he pays 15 x 1 (the attacking card) and takes E4
    assert at(s, "E4") == (2, 1) and s.mana == (105, 110, 85)
    assert GAME.legal_moves(s) == ["end"]


# -- cultivation (eden/cultivation) -----------------------------------------------------------
MIXED = {"A1": (0, 1), "A2": (0, 2), "B2": (0, 1), "C2": (0, 3), "C1": (0, 2)}


def test_cultivation_rotated_raises_only_the_lowest_cards():
    """L4 turned a quarter clockwise covers A1 A2 B2 C2: the two value-1 cards rise, 20 mana."""
    s = position(MIXED, [["L4"], [], []])
    info = [p for p in GAME.view(s, 0)["placements"]["L4"] if p["move"] == "grow L4 A1 A2 B2 C2"]
    # rotation 1 = one quarter turn clockwise from the printed L
    assert info == [{"move": "grow L4 A1 A2 B2 C2", "squares": ["A1", "A2", "B2", "C2"],
                     "rotation": 1, "legal": True, "rising": ["A1", "B2"], "cost": 20}]
    assert GAME.view(s, 0)["cards"]["L4"]["rotations"][1] == [[0, 0], [0, 1], [1, 1], [2, 1]]
    s = play(s, "grow L4 A1 A2 B2 C2")
    assert [at(s, q)[1] for q in ("A1", "A2", "B2", "C2", "C1")] == [2, 2, 2, 3, 2]
    assert s.mana[0] == 80 and s.hands[0] == () and s.discard == ("L4",)
    refused(s, "water A3", "eden/turn")
    assert GAME.legal_moves(s) == ["end"]


def test_cultivation_input_order_does_not_matter_and_is_written_sorted():
    s = position(MIXED, [["L4"], [], []])
    assert GAME.canonical(s, "GROW l4 c2 b2 a2 a1") == "grow L4 A1 A2 B2 C2"
    assert GAME.apply(s, "grow l4 c2 b2 a2 a1") == GAME.apply(s, "grow L4 A1 A2 B2 C2")


def test_placement_counts_on_the_empty_board():
    """Rotations only: I2 2 x 6 x 7, O4 6 x 6, T4 and L4 4 x 5 x 6, I4 2 x 4 x 7, S4 2 x 5 x 6."""
    counts = {k: len(PLACEMENTS[k]) for k in ("I2", "O4", "T4", "L4", "I4", "S4")}
    assert counts == {"I2": 84, "O4": 36, "T4": 120, "L4": 120, "I4": 56, "S4": 60}


def test_cultivation_may_not_mirror_the_shape():
    """A2 B2 C2 C1 is the mirror image (J4) of that L4 placement."""
    s = position(MIXED, [["L4"], [], []])
    refused(s, "grow L4 A2 B2 C1 C2", "eden/cultivation")
    moves = [m for m in GAME.legal_moves(s) if m.startswith("grow")]
    assert moves == ["grow L4 A1 A2 B2 C2"]


def test_cultivation_only_on_own_cards_and_something_must_rise():
    s = position({**MIXED, "B1": (1, 1)}, [["O4", "I2"], [], []])
    e = refused(s, "grow O4 A1 A2 B1 B2", "eden/cultivation")
    assert "B1" in e.en and "Yellow" in e.en
    s = position({"A1": (0, 4), "B1": (0, 4)}, [["I2"], [], []])
    refused(s, "grow I2 A1 B1", "eden/cultivation")


def test_cultivation_must_be_paid_in_full():
    s = position(MIXED, [["L4"], [], []], mana=[15, 100, 100])
    e = refused(s, "grow L4 A1 A2 B2 C2", "eden/cultivation")
    assert "20" in e.en


def test_cultivation_of_value_two_needs_cards_of_kind_three_four():
    board = {f"{c}{r}": (0, 3) for c in "ABCDEF" for r in (6, 7)}  # all 12 cards of kind 3/4
    board.update({"A1": (0, 2), "B1": (0, 2)})
    s = position(board, [["I2"], [], []])
    refused(s, "grow I2 A1 B1", "eden/supply")
    board["F7"] = (0, 1)  # one 3/4 card back in supply is not enough for two rising cards
    refused(position(board, [["I2"], [], []]), "grow I2 A1 B1", "eden/supply")


# -- trading (eden/sell, eden/buy) ---------------------------------------------------------------
def test_sell_and_buy_prices_and_buy_then_play():
    s = position({"A1": (0, 1), "B1": (0, 1), "A2": (0, 1), "B2": (0, 1)}, [["I3"], [], []],
                 pool=["O4"])
    s = play(s, "sell I3")  # 3 squares: 30 mana, the card goes open into the pool
    assert s.mana[0] == 130 and s.pool == ("I3", "O4") and s.hands[0] == ()
    s = play(s, "buy O4")  # 10 + 4 x 10 = 50
    assert s.mana[0] == 80 and s.pool == ("I3",) and s.hands[0] == ("O4",)
    s = play(s, "grow O4 A1 A2 B1 B2")  # bought before playing: may be played this turn
    assert s.mana[0] == 40 and [at(s, q)[1] for q in ("A1", "A2", "B1", "B2")] == [2, 2, 2, 2]
    s = play(s, "buy I3")  # buying after playing is allowed: 10 + 3 x 10 = 40
    assert s.mana[0] == 0 and s.hands[0] == ("I3",)


def test_buy_needs_the_card_in_the_pool_and_the_mana():
    s = position(hands=[[], [], []], pool=["I2"], mana=[29, 100, 100])
    refused(s, "buy I2", "eden/buy")  # 10 + 2 x 10 = 30 > 29
    refused(s, "buy T4", "eden/buy")
    s = position(hands=[[], [], []], pool=["I2"], mana=[30, 100, 100])
    assert play(s, "buy I2").mana[0] == 0


def test_a_card_bought_after_playing_cannot_be_played():
    s = position({"A1": (0, 1), "B1": (0, 1)}, [["C5"], [], []], pool=["I2"])
    s = play(s, "water C5", "buy I2")
    refused(s, "grow I2 A1 B1", "eden/turn")


# -- drawing (eden/draw) -----------------------------------------------------------------------
def test_draw_only_below_five_cards():
    five = ["A1", "A2", "A3", "A4", "A5"]
    s = position(hands=[five, [], []], deck=["G7", "G6"])
    s = play(s, "pass")
    assert s.hands[0] == tuple(five) and s.deck == ("G7", "G6")  # 5 cards: no draw
    s = position(hands=[five[:4], [], []], deck=["G7", "G6"])
    s = play(s, "pass")
    assert s.hands[0] == ("A1", "A2", "A3", "A4", "G7") and s.deck == ("G6",)  # exactly one
    s = position(hands=[["A1", "A2"], [], []], deck=["G7", "G6"])
    s = play(s, "water A1", "water A2", "end")
    assert s.hands[0] == ("G7",)  # one card, however many were played
    s = position(hands=[["A1"], [], []], deck=[])
    s = play(s, "pass")
    assert s.hands[0] == ("A1",)  # empty deck: no draw, no reshuffle


def test_pass_and_end_belong_to_their_moments():
    s = position(hands=[["B4"], [], []])
    refused(s, "end", "eden/end")
    s = play(s, "water B4")
    refused(s, "pass", "eden/pass")


# -- the end (eden/win, eden/stalemate) ------------------------------------------------------
def test_twenty_points_by_own_irrigation_wins_at_once():
    """Red has 4 + 4 + 4 + 4 + 3 = 19; the card on B4 makes 20, before any conquest."""
    nineteen = {"A7": (0, 4), "B7": (0, 4), "C7": (0, 4), "D7": (0, 4), "E7": (0, 3)}
    s = position({**nineteen, "C4": (1, 1)}, [["B4", "C1"], [], []])
    s = play(s, "water B4")
    assert s.over and s.end == "twenty" and GAME.winners(s) == [0]
    assert s.conquest is None and GAME.legal_moves(s) == [] and GAME.to_move(s) is None
    assert GAME.scores(s) == [20, 1, 0]


def test_defender_reaching_twenty_wins_off_turn():
    """Yellow (4 x 4 + 2 + 1 = 19) wins the conquest in Red's turn, takes B4 and has 20."""
    yellow = {"A7": (1, 4), "B7": (1, 4), "C7": (1, 4), "D7": (1, 4), "E7": (1, 2), "C4": (1, 1)}
    s = position(yellow, [["B4"], [], []])
    s = play(s, "water B4", "target C4", "bid 10", "bid 15", "accept")
    assert at(s, "B4") == (1, 1)
    assert s.over and GAME.winners(s) == [1] and GAME.position(s, None)["end_reason"] == "twenty"
    assert GAME.breakdown(s)[1] == {"value 1": 2, "value 2": 2, "value 3": 0, "value 4": 16}


def test_stalemate_after_a_full_round_of_passes_with_an_empty_deck():
    board = {"A1": (0, 2), "B1": (1, 3), "C1": (2, 3)}
    s = position(board, [["G7"], ["G6"], ["G5"]], turn=0)
    s = play(s, "pass", "pass")
    assert not s.over and s.passes == 2
    s = play(s, "pass")
    assert s.over and s.end == "stalemate"
    assert GAME.scores(s) == [2, 3, 3]
    assert GAME.winners(s) == [1, 2]  # the highest total wins; a tie is shared


def test_stalemate_needs_every_player_to_pass_in_a_row():
    board = {"A1": (0, 2), "B1": (1, 1)}
    s = position(board, [["G7"], ["G6"], ["G5"]])
    s = play(s, "pass", "water G6", "end", "pass", "pass")
    assert not s.over and s.passes == 2
    s = play(s, "pass")
    assert s.over and GAME.winners(s) == [0, 1]  # Red 2, Yellow 1 + 1 = 2, Blue 0
    s = position(board, [["G7"], ["G6"], ["G5"]], deck=["A5"] * 1)
    s = play(s, "pass", "pass", "pass")
    assert not s.over  # the deck was not empty when Red passed
