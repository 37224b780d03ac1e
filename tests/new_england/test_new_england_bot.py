"""New England's bot hints (``core/new_england/bot.py``, issue 25): the strong level's own
evaluation at a playout's cut-off, term by term, and which level searches with it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.bots import LEVELS
from core.new_england import GAME, data
from core.new_england.board import INDEX
from core.new_england.bot import (BARN_FIT_SHARE, BARN_SHARE, COIN_VP, FIT_SHARE, PLOT_VP, evaluate,
                                  rounds_left)
from core.new_england.state import State
from tests.helpers import live_match
from tests.new_england.ne_helpers import buy_turn, figure, fresh, put

OFFER = ("s", "p", "c", "s", "p", "c", "pilgrim", "barn", "ship")


def start(money: int = 12) -> State:
    """Phase 3, seat 0 to act, every seat holding a start tile of each terrain far apart."""
    state = fresh(3)
    for seat, row in enumerate(("1", "5", "9")):
        for terrain, (a, b) in zip("spc", (("a", "b"), ("e", "f"), ("i", "j"))):
            state = put(state, seat, terrain, a + row, b + row)
    return buy_turn(state, 0, OFFER, money=money)


def card_moved_to(state: State, card: str, other: str) -> State:
    """The deck with ``card`` gone and one more ``other``: the same number of cards left, so
    the same rounds to come (:func:`core.new_england.bot.rounds_left`)."""
    deck = list(state.deck)
    deck[data.CARD_CODES.index(card)] -= 1
    deck[data.CARD_CODES.index(other)] += 1
    return replace(state, deck=tuple(deck))


def supply_gone(state: State) -> State:
    return replace(state, bag=(0,) * len(state.bag), deck=(0,) * len(state.deck))


def test_strong_evaluation_counts_money_while_the_supply_lasts():
    """Rules ``buy`` and ``money``: coins buy items (a land card's points, the tiles it needs)
    only while the bag and deck supply offers; at the end money only breaks a tie. So ten
    coins more stand :data:`COIN_VP` a coin higher while two rounds or more are left, and
    nothing once the supply is gone (the standing alone saw no cost in a dear bid)."""
    rich, poor = start(money=22), start(money=12)
    assert GAME.scores(rich) == GAME.scores(poor)
    assert rounds_left(rich) >= 2
    assert evaluate(rich)[0] - evaluate(poor)[0] == pytest.approx(10 * COIN_VP)
    assert evaluate(supply_gone(rich))[0] == evaluate(supply_gone(poor))[0]


def test_strong_evaluation_counts_a_pilgrims_income_for_the_rounds_left():
    """Rule ``income``: a pilgrim on the board brings a coin at the end of each of its
    owner's turns, so early in the game it is worth more than late; the standing counts only
    its card and majority. A pilgrim and a ship on the same tile use the same plots and
    differ in the majority alike early and late (rule ``majorities``); the income makes the
    pilgrim's lead larger early by :data:`COIN_VP` a coin for each round left."""
    base = start()

    def late(state: State) -> State:   # three items left: a third of a round
        return replace(state, bag=(1, 1, 0), deck=tuple(int(c == "pilgrim") for c in data.CARD_CODES))

    def lead(state: State) -> float:
        return evaluate(figure(state, "a1", "pilgrim"))[0] - evaluate(figure(state, "a1", "ship"))[0]

    early_left, late_left = rounds_left(base), rounds_left(late(base))
    assert late_left < 2 <= early_left
    income = COIN_VP * data.INCOME_PER_PILGRIM
    assert lead(base) - lead(late(base)) == pytest.approx(
        income * early_left - income * late_left / 2 * late_left)


def test_strong_evaluation_counts_an_unused_plot():
    """Rules ``unused`` and ``development-shape``: a land card is carried out on unused own
    plots of its terrain, so a plot bought and left unused is a place for a later card. A
    crop tile far from the seat's crop plots fits no card yet, so it counts :data:`PLOT_VP`
    alone; the standing counted nothing for it until a card was carried out."""
    base = start()
    more = put(base, 0, "c", "f3")
    assert GAME.scores(more) == GAME.scores(base)
    assert evaluate(more)[0] - evaluate(base)[0] == pytest.approx(PLOT_VP)


def test_strong_evaluation_counts_the_land_cards_to_come_that_fit_the_unused_plots():
    """Rule ``development-shape``: a land card's shape must lie on unused own plots of its
    terrain. A pasture tile next to the seat's pasture start tile makes the three plots a
    line, where pasture I3 (5 VP) fits: :data:`FIT_SHARE` of its points while it is still in
    the deck; the same tile elsewhere fits nothing new (I2 fits the start tile either way).
    With I3 gone from the deck (the same number of cards left) the line gains only the plot."""
    base = start()
    line, apart = put(base, 0, "p", "g1"), put(base, 0, "p", "f3")
    vp = data.card_vp("p-i3")
    assert evaluate(line)[0] - evaluate(apart)[0] == pytest.approx(FIT_SHARE * vp)
    gone = [card_moved_to(s, "p-i3", "pilgrim") for s in (line, apart)]
    assert evaluate(gone[0])[0] == pytest.approx(evaluate(gone[1])[0])


def test_strong_evaluation_counts_a_land_card_in_a_barn_by_whether_it_fits():
    """Rule ``barn-take``: a card stored in a barn scores only once taken out and carried out
    on plots that fit it, and it leaves the game unused at the end (rule ``scoring-cards``).
    So crop I2 (3 VP) in the seat's barn counts :data:`BARN_FIT_SHARE` of its points while the
    seat's crop start tile (i1-j1) is unused, :data:`BARN_SHARE` once a card covers it, and a
    figure card (1 VP) :data:`BARN_SHARE`; the standing counted a stored card as nothing. In
    each pair of positions the card has left the deck."""
    empty, held = (card_moved_to(figure(start(), "a1", "barn", card), "c-i2", "pilgrim")
                   for card in ("", "c-i2"))
    assert GAME.scores(held) == GAME.scores(empty)
    vp = data.card_vp("c-i2")
    assert evaluate(held)[0] - evaluate(empty)[0] == pytest.approx(BARN_FIT_SHARE * vp)
    crop = {INDEX["i1"], INDEX["j1"]}
    empty, held = (replace(s, developed=tuple(d or i in crop for i, d in enumerate(s.developed)))
                   for s in (empty, held))
    assert evaluate(held)[0] - evaluate(empty)[0] == pytest.approx(BARN_SHARE * vp)
    ship = card_moved_to(figure(start(), "a1", "barn", "ship"), "ship", "pilgrim")
    bare = card_moved_to(figure(start(), "a1", "barn"), "ship", "pilgrim")
    assert evaluate(ship)[0] - evaluate(bare)[0] == pytest.approx(BARN_SHARE)


def test_only_the_strong_level_searches_with_new_englands_evaluation():
    """``BotHints.levels``: New England's strong level cuts its playouts off at its own
    evaluation; easy and normal play them on as before (their rows in the README stand)."""
    from core.bots import Thinking

    match = live_match("new-england", 3, 60)
    hints = {}
    for level in LEVELS:
        search = Thinking(match.game, match.state, level, 1).search
        assert search is not None
        hints[level] = search.hints
    assert hints["strong"].evaluate is evaluate
    assert hints["strong"].playout_depth < hints["normal"].playout_depth
    assert hints["normal"].evaluate is None and hints["easy"].evaluate is None
