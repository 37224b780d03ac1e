"""Golden tests: the offer, chance lines, bids, phase-3 order, income, round end, end triggers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.errors import ReplayError, RuleError
from core.match import Match
from core.new_england import GAME
from core.new_england.state import ANNOUNCE, BID, BUY

from ne_helpers import buy_turn, fresh, put
from tests.helpers import refused
from test_ne_start import START_3P

HEAD = '[Game "new-england"]\n[Player "Ann"]\n[Player "Bob"]\n[Player "Cor"]\n[Seed "1"]\n'
OFFER = ["offer 4", "* tiles s s p c", "* cards pilgrim ship s-i2 barn c-l3"]


def record(*steps: str, head: str = HEAD) -> str:
    return head + "\n".join(steps) + "\n"


def test_offer_fills_spaces_tiles_first_then_cards():
    m = Match.from_record(record(*START_3P, *OFFER))
    s = m.state
    assert s.offer == ("s", "s", "p", "c", "pilgrim", "ship", "s-i2", "barn", "c-l3")
    assert s.bag == (18, 19, 19)
    deck = dict(zip(("pilgrim", "barn", "ship", "s-i2", "c-l3"), (12, 10, 9, 0, 0)))
    from core.new_england.data import CARD_CODES
    for code, n in deck.items():
        assert s.deck[CARD_CODES.index(code)] == n
    assert s.phase == BID and m.to_move() == 0
    v = GAME.view(s, None)
    assert [o["space"] for o in v["offer"]] == ["tile"] * 3 + ["either"] * 3 + ["card"] * 3
    assert v["bag"]["total"] == 56 and v["deck"] == 58 - 5


def test_announcement_must_be_3_to_6():
    m = Match.from_record(record(*START_3P))
    assert m.legal_moves() == ["offer 3", "offer 4", "offer 5", "offer 6"]
    for bad in ("offer 2", "offer 7"):
        e = refused(m.state, bad, "new-england/offer")


@pytest.mark.parametrize("bad,needle", [
    ("* tiles s s p", "4"),
    ("* tiles s s p x", "'x'"),
    ("* cards pilgrim ship s-i2 barn c-l3", "tiles"),
])
def test_bad_tile_lines_are_refused_with_their_line(bad, needle):
    text = record(*START_3P, "offer 4", bad)
    with pytest.raises(ReplayError) as e:
        Match.from_record(text)
    assert e.value.rule == "new-england/chance" and e.value.line == 5 + 9 + 2  # 5 header lines, 9 start tiles, the offer
    assert needle in e.value.en


def test_a_card_not_left_in_the_deck_is_refused():
    text = record(*START_3P, "offer 4", "* tiles s s p c", "* cards pilgrim ship s-i2 s-i2 c-l3")
    with pytest.raises(ReplayError) as e:
        Match.from_record(text)
    assert e.value.rule == "new-england/chance" and "s-i2" in e.value.en


def test_bids_start_player_first_then_clockwise_and_buy_order_high_to_low():
    m = Match.from_record(record(*START_3P, *OFFER))
    seats = []
    for chip in (7, 2, 9):
        seats.append(m.to_move())
        m.play(f"bid {chip}")
    assert seats == [0, 1, 2]
    assert m.state.phase == BUY and GAME.view(m.state, None)["order"] == [2, 0, 1]
    assert m.to_move() == 2


def test_a_taken_chip_cannot_be_taken_again():
    m = Match.from_record(record(*START_3P, *OFFER, "bid 7"))
    assert "bid 7" not in m.legal_moves() and len(m.legal_moves()) == 9
    with pytest.raises(RuleError) as e:
        m.play("bid 7")
    assert e.value.rule == "new-england/bid" and "Red" in e.value.en


def test_purchase_price_placement_income_and_round_end():
    m = Match.from_record(record(*START_3P, *OFFER, "bid 7", "bid 2", "bid 9"))
    # Cor (seat 2, chip 9, 12 shillings) buys the settlement tile on space 1.
    m.play("buy 1")
    assert m.state.money == (12, 12, 3)
    # Cor's settlement start tile is a1-b1: free sides a2, b2, c1 (c1 touches no foreign settlement).
    assert m.legal_moves() == ["place a2", "place b2", "place c1"]
    m.play("place c1")
    with pytest.raises(RuleError) as e:
        m.play("buy 2")
    assert e.value.rule == "new-england/money"
    m.play("done")
    assert m.state.money == (12, 12, 7)
    assert m.events[-1] == [{"kind": "income", "seat": 2, "amount": 4}]
    assert m.to_move() == 0 and GAME.view(m.state, None)["families"][2]["chip_returned"]
    m.play("done")
    m.play("done")
    s = m.state
    assert s.phase == ANNOUNCE and s.round == 2 and s.start_player == 1 and m.to_move() == 1
    assert s.offer == () and s.chips == (0, 0, 0) and s.money == (16, 16, 7)
    assert m.events[-1][1] == {"kind": "round-end", "discarded": ["s", "p", "c", "pilgrim", "ship", "s-i2", "barn", "c-l3"],
                               "start_player": 1}
    # The next round's bidding starts with the new start player.
    m.play("offer 3")
    assert m.to_move() == 1


def _announce(bag, deck_total, **options):
    state = replace(fresh(3, **options), phase=ANNOUNCE, round=3, start_left=((),) * 3)
    deck = [0] * len(state.deck)
    deck[0] = deck_total  # all pilgrims: the count is what matters here
    return replace(state, bag=bag, deck=tuple(deck))


def test_end_when_the_announced_offer_cannot_be_supplied():
    state = _announce((1, 1, 1), 6)  # 3 tiles + 6 cards possible, 4 + 5 not
    assert GAME.legal_moves(state) == ["offer 3", "offer 4", "offer 5", "offer 6"]
    after = GAME.apply(state, "offer 4")
    assert GAME.is_over(after) and after.end_reason == "offer-short" and GAME.legal_moves(after) == []
    assert GAME.events(state, "offer 4", after) == [{"kind": "game-over", "reason": "offer-short"}]
    ok = GAME.apply(state, "offer 3")
    assert not GAME.is_over(ok) and GAME.chance_kind(ok) == "tiles"


def test_option_end_only_when_no_offer_is_possible():
    state = _announce((1, 1, 1), 6, end="no-possible-offer")
    assert GAME.legal_moves(state) == ["offer 3"]
    e = refused(state, "offer 4", "new-england/end-trigger")


@pytest.mark.parametrize("end", ["announced", "no-possible-offer"])
def test_game_ends_at_round_start_when_no_offer_is_possible(end):
    state = buy_turn(put(fresh(3, end=end), 0, "s", "c3", "d3"), 0, ())
    state = replace(state, step=2, bag=(1, 1, 0))  # the last player of the round; 2 tiles left
    seat = GAME.to_move(state)
    after = GAME.apply(state, "done")
    assert after.over and after.end_reason == "no-offer"
    assert GAME.events(state, "done", after)[-1] == {"kind": "game-over", "reason": "no-offer"}
    assert after.money[seat] == state.money[seat] + 4


def test_a_whole_first_round_worked_by_hand():
    """The example round of the module docstring; every number below worked out by hand."""
    m = Match.from_record(record(*START_3P, *OFFER, "bid 7", "bid 2", "bid 5"))
    assert GAME.view(m.state, None)["order"] == [0, 2, 1]
    for move in ("buy 7", "develop i1-j1", "done", "buy 1", "place c1", "buy 5", "pilgrim a1", "done",
                 "buy 6", "ship e1", "done"):
        m.play(move)
    s = m.state
    assert s.money == (12 - 7 + 4, 12 - 2 + 4, 12 - 5 - 5 + 4 + 1)
    assert s.cards == (("s-i2",), ("ship",), ("pilgrim",))
    # VP: Ann 3 (domino); Bob 1 + 2 (only ship); Cor 1 + 4 (only pilgrim).
    assert GAME.scores(s) == [3, 3, 5]
    assert s.round == 2 and s.start_player == 1 and m.to_move() == 1
    assert Match.from_record(m.record_text()).state == s
