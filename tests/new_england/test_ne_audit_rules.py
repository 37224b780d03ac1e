"""Audit golden tests (issue 3, rule by rule): gaps the first test set left open.

Each test states the rule it pins; positions are hand-built and expected values worked out
by hand from the rulebook / issue text.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.errors import RuleError
from core.match import Match
from core.new_england import GAME, data
from core.new_england.board import NAMES, PLOTS
from core.new_england.state import ANNOUNCE, BID

from ne_helpers import buy_turn, figure, fresh, legal, play, put
from tests.helpers import refused
from test_ne_start import START_3P

HEAD = '[Game "new-england"]\n[Player "Ann"]\n[Player "Bob"]\n[Player "Cor"]\n[Seed "1"]\n'


def _record(*steps: str) -> str:
    return HEAD + "\n".join(steps) + "\n"


# -- start rounds ------------------------------------------------------------------------------
def test_start_order_for_four_seats_is_right_hand_neighbour_first():
    """Seat s+1 sits to the left of seat s (bidding goes clockwise = upwards): the start
    player's right-hand neighbour is seat n-1, then n-2, ...; the start player lays last,
    and the same order repeats in each of the three start rounds."""
    state = fresh(4)
    spots = ["a1-b1", "e1-f1", "i1-j1", "a5-b5", "e5-f5", "i5-j5", "a9-b9", "e9-f9", "i9-j9",
             "c3-d3", "g3-h3", "c7-d7"]
    seen = []
    for k, spot in enumerate(spots):
        seen.append(GAME.to_move(state))
        state = GAME.apply(state, f"start {'spc'[k // 4]} {spot}")
    assert seen == [3, 2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0]
    # Then phase 1 belongs to the start player (seat 0), and bidding goes 0, 1, 2, 3.
    assert state.phase == ANNOUNCE and GAME.to_move(state) == 0 == state.start_player


def _only_isolated_single_plots_free(keep: tuple[str, ...]):
    """Every plot taken by seat 1 except ``keep`` (so no domino is free except inside keep)."""
    state = fresh(3, start_spacing="orthogonal")
    for i in PLOTS:
        if NAMES[i] not in keep:
            state = put(state, 1, "p", NAMES[i])
    return state


def test_orthogonal_option_fallback_log_names_the_orthogonal_rule():
    """With start_spacing=orthogonal, when no domino keeps clear of every side, any free pair
    is allowed and the log says the *orthogonal* rule gave no spot (not the strict one)."""
    state = _only_isolated_single_plots_free(("a1", "b1"))
    assert GAME.legal_moves(state) == ["start c a1-b1", "start p a1-b1", "start s a1-b1"]
    after = GAME.apply(state, "start s a1-b1")
    (event,) = GAME.events(state, "start s a1-b1", after)
    assert event["kind"] == "start-spacing-relaxed" and event["rule"] == "any"
    assert "strict" not in event["en"] and "streng" not in event["nl"]
    assert "side" in event["en"] and "zijde" in event["nl"]


# -- phase 1: the offer -------------------------------------------------------------------------
@pytest.mark.parametrize("k", [3, 6])
def test_offer_spaces_hold_the_right_kinds(k):
    """Spaces 1-3 take land tiles only, 4-6 either, 7-9 cards only; with 3 tiles the 'either'
    spaces hold cards, with 6 they hold tiles; always 9 items."""
    tiles = " ".join("spc"[i % 3] for i in range(k))
    cards = " ".join(["pilgrim", "barn", "ship", "s-i2", "p-i2", "c-i2"][: 9 - k])
    m = Match.from_record(_record(*START_3P, f"offer {k}", f"* tiles {tiles}", f"* cards {cards}"))
    view = GAME.view(m.state, None)
    assert m.state.phase == BID and len(view["offer"]) == 9
    for slot in view["offer"]:
        assert slot["kind"] in {"tile": ("tile",), "either": ("tile", "card"), "card": ("card",)}[slot["space"]]
    assert [s["kind"] for s in view["offer"]] == ["tile"] * k + ["card"] * (9 - k)


def _announce(bag, deck_total, **options):
    state = replace(fresh(3, **options), phase=ANNOUNCE, round=3, start_left=((),) * 3)
    deck = [0] * len(state.deck)
    deck[1] = deck_total
    return replace(state, bag=bag, deck=tuple(deck))


def test_end_when_the_deck_cannot_fill_the_announced_offer():
    """The second end trigger: plenty of tiles, but 5 cards cannot fill 9 - 3 = 6 spaces."""
    state = _announce((20, 20, 20), 5)
    after = GAME.apply(state, "offer 3")
    assert after.over and after.end_reason == "offer-short"
    assert GAME.events(state, "offer 3", after) == [{"kind": "game-over", "reason": "offer-short"}]
    ok = GAME.apply(state, "offer 4")  # 4 tiles + 5 cards can be supplied
    assert not ok.over and GAME.chance_kind(ok) == "tiles"
    # Option end=no-possible-offer: only 4, 5 and 6 may be announced; 3 is refused, not an end.
    opt = _announce((20, 20, 20), 5, end="no-possible-offer")
    assert GAME.legal_moves(opt) == ["offer 4", "offer 5", "offer 6"]
    e = refused(opt, "offer 3", "new-england/end-trigger")
    assert "5" in e.en


# -- phase 3: ship bonus ------------------------------------------------------------------------
def _ships(red: int, blue: int):
    """Red: pasture start tile a1-b1 and tiles c1, d1 (all at the sea); Blue: pasture f1-g1,
    h1. Ships on the first ``red`` / ``blue`` of those tiles."""
    s = put(fresh(3), 0, "p", "a1", "b1")
    s = put(put(s, 0, "p", "c1"), 0, "p", "d1")
    s = put(put(s, 1, "p", "f1", "g1"), 1, "p", "h1")
    for p in ("a1", "c1", "d1")[:red]:
        s = figure(s, p, "ship")
    for p in ("f1", "h1")[:blue]:
        s = figure(s, p, "ship")
    return s


def test_ship_bonus_only_for_the_most_ships():
    """One ship against two: only the family with two may reveal an extra item."""
    s = _ships(1, 2)
    assert legal(buy_turn(s, 0, ("p",)), "extra") == []
    e = refused(buy_turn(s, 0, ("p",)), "extra tile", "new-england/ship-bonus")
    assert "1" in e.en and "2" in e.en
    assert legal(buy_turn(s, 1, ("p",)), "extra") == ["extra card", "extra tile"]


def test_extra_item_is_on_offer_to_later_players_and_leaves_at_round_end():
    """The revealed extra goes beside the board (space 10); the revealer need not buy it;
    a later player may; unbought, it leaves the game with the rest of the offer."""
    s = _ships(1, 0)
    # A full offer of nine spaces, eight of them already bought empty.
    s = replace(buy_turn(s, 0, ("p",) + ("",) * 8, chip=9), chips=(9, 8, 1))  # Red, Blue, Yellow
    s = GAME.apply_chance(GAME.apply(s, "extra card"), "cards pilgrim")
    assert s.offer == ("p",) + ("",) * 8 + ("pilgrim",)
    assert GAME.view(s, None)["offer"][9] == {"slot": 10, "space": "extra", "item": "pilgrim", "kind": "card"}
    s = GAME.apply(s, "done")  # Red buys nothing
    assert GAME.to_move(s) == 1 and "buy 10" in legal(s, "buy")
    s = play(s, "buy 10", "pilgrim f1", "done")
    assert s.cards[1] == ("pilgrim",) and s.money[1] == 12 - 8 + 4 + 1
    # Yellow (no tiles at all) can buy nothing; the round ends and the land tile leaves.
    before = s
    s = GAME.apply(s, "done")
    assert GAME.events(before, "done", s)[1] == {"kind": "round-end", "discarded": ["p"], "start_player": 1}
    assert s.phase == ANNOUNCE and s.offer == () and s.round == 2


# -- phase 3: purchases and money ----------------------------------------------------------------
def test_money_exactly_the_price_may_be_spent_to_zero():
    """'Cannot pay more than he has': 5 shillings buy one item at chip 5, not a second."""
    s = put(fresh(3), 0, "s", "c3", "d3")
    s = buy_turn(s, 0, ("s", "s"), chip=5, money=5)
    s = play(s, "buy 1", "place c4")
    assert s.money[0] == 0 and legal(s, "buy") == []
    e = refused(s, "buy 2", "new-england/money")
    assert "0" in e.en


def test_pilgrim_moves_to_any_terrain_only_on_own_turn_in_phase_3():
    """A pilgrim may go to an own unused tile of another terrain; a figure cannot move in
    phase 2, nor on another family's turn."""
    s = put(put(fresh(3), 0, "p", "a3", "b3"), 0, "c", "e5")
    s = figure(s, "a3", "pilgrim")
    turn = buy_turn(s, 0, ())
    assert legal(turn, "move") == ["move a3-e5"]
    bid = replace(turn, phase=BID, step=0, start_player=0)
    e = refused(bid, "move a3-e5", "new-england/phase")
    other = buy_turn(s, 1, ())
    assert legal(other, "move") == []
    e = refused(other, "move a3-e5", "new-england/figure-move")


# -- messages --------------------------------------------------------------------------------------
def test_carry_out_first_message_uses_the_right_dutch_article():
    """'de gekochte kaart' (de-word), 'het gekochte terreinkaartje' (het-word)."""
    s = put(fresh(3), 0, "s", "c3", "d3")
    card = GAME.apply(buy_turn(s, 0, ("pilgrim",)), "buy 1")
    e = refused(card, "done", "new-england/carry-out-now")
    assert "de gekochte kaart pelgrimvader" in e.nl and "het gekochte" not in e.nl
    tile = GAME.apply(buy_turn(s, 0, ("s",)), "buy 1")
    e = refused(tile, "done", "new-england/carry-out-now")
    assert "het gekochte terreinkaartje nederzetting" in e.nl


def test_start_player_stand_in_is_described_as_the_first_listed_player():
    """Seat 0 (the first player of the record, shown first) holds the start stone; the
    provisional list must not call it 'seat 1'."""
    assert data.START_PLAYER == 0 and fresh(3).start_player == 0
    text = data.PROVISIONAL["start-player"]
    assert "seat 1" not in text["en"] and "zetel 1" not in text["nl"]
    assert "first" in text["en"] and "eerste" in text["nl"]
