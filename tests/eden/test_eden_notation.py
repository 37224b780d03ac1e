"""Notation, canonical record forms, the deck chance line and the move-log events."""

from __future__ import annotations

import pytest

from core.eden import GAME
from core.errors import RuleError
from core.match import Match
from eden_helpers import play, position

CARDS = ([f"{c}{r}" for c in "ABCDEFG" for r in range(1, 8)]
         + "I2 I2 I2 I3 I3 L3 L3 L3 I4 O4 O4 T4 T4 S4 Z4 L4 J4".split())


def test_canonical_forms():
    s = position({"A1": (0, 1), "B1": (0, 1)}, [["B4", "I2"], [], []])
    assert GAME.canonical(s, "  WATER   b4 ") == "water B4"
    assert GAME.canonical(s, "grow i2 b1 a1") == "grow I2 A1 B1"
    assert GAME.canonical(s, "Sell i2") == "sell I2"
    assert GAME.canonical(s, "PASS") == "pass"


@pytest.mark.parametrize("text", ["water", "water H1", "water B4 C4", "grow X9 A1 B1", "bid ten",
                                  "bid -5", "target", "fly", "grow I2 A1 A1"])
def test_malformed_moves_name_the_notation_rule(text):
    s = position(hands=[["B4"], [], []])
    with pytest.raises(RuleError) as info:
        GAME.apply(s, text)
    assert info.value.rule == "eden/notation"
    assert "water B4" in info.value.en and "water B4" in info.value.nl


def test_selling_an_irrigation_card_is_explained():
    s = position(hands=[["B4"], [], []])
    with pytest.raises(RuleError) as info:
        GAME.apply(s, "sell B4")
    assert info.value.rule == "eden/sell" and "irrigation" in info.value.en


def test_deck_line_deals_six_each_in_seat_order_and_is_validated():
    deck = list(reversed(CARDS))  # G7 G6 ... top first, cultivation cards at the bottom
    state = GAME.apply_chance(GAME.setup(4, {}), "deck " + " ".join(c.lower() for c in deck))
    assert state.hands[0] == tuple(sorted(["J4", "L4", "Z4", "S4", "T4", "T4"]))
    assert state.hands[1] == tuple(sorted(["O4", "O4", "I4", "L3", "L3", "L3"]))
    assert state.hands[2] == ("G7", "I2", "I2", "I2", "I3", "I3")
    assert state.hands[3][0] == "G1" and len(state.deck) == 66 - 24 and state.deck[0] == "F7"
    assert state.mana == (100,) * 4 and GAME.to_move(state) == 0
    assert GAME.canonical(GAME.setup(4, {}), "deck " + " ".join(c.lower() for c in deck), True) \
        == "deck " + " ".join(deck)
    for bad in (deck[:-1], deck + ["A1"], deck[:-1] + ["A2"], ["cards"] + deck[1:]):
        with pytest.raises(RuleError) as info:
            GAME.apply_chance(GAME.setup(4, {}), "deck " + " ".join(bad))
        assert info.value.rule == "eden/deck"


def test_match_draws_the_deck_from_the_seed():
    a = Match.new("eden", ["A", "B", "C"], {}, 99)
    b = Match.new("eden", ["A", "B", "C"], {}, 99)
    c = Match.new("eden", ["A", "B", "C"], {}, 100)
    assert a.record_text() == b.record_text() != c.record_text()
    line = a.steps[0].text.split()
    assert line[0] == "deck" and sorted(line[1:]) == sorted(CARDS)


def test_events():
    s = position({"C4": (1, 1)}, [["B4", "I2"], [], []], deck=["G7"])
    after_bid = play(s, "water B4", "target C4", "bid 10")
    done = GAME.apply(after_bid, "accept")
    assert GAME.events(after_bid, "accept", done) == [{
        "kind": "conquest", "attacker": 0, "defender": 1, "winner": 0, "rate": 10,
        "points": 1, "paid": 10, "squares": ["C4"]}]
    ended = GAME.apply(done, "end")
    ev = GAME.events(done, "end", ended)
    assert ev == [{"kind": "draw", "seat": 0}, {"kind": "income", "seat": 1, "mana": 0}]
    assert "G7" not in repr(ev)  # nobody learns which card was drawn
