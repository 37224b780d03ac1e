"""Eden's bot hints (``core/eden/bot.py``, issue 25): the evaluation at a playout's cut-off
(normal's and the strong level's own), the lowest-bid and trade pruning, and what the
search then plays."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import registry
from core.bots import LEVELS, choose
from core.match import Match
from core.rng import Rng
from tests.helpers import FEW, live_match


@settings(FEW, max_examples=20)
@given(st.integers(0, 10_000), st.integers(0, 120))
def test_eden_evaluation_sees_the_mana_a_buy_and_sell_back_loses(seed, steps):
    """Eden's cut-off evaluation counts mana beside fertility (rules ``buy``, ``sell``): a
    card bought and sold back costs 10 mana, so the trader stands lower after it (with
    fertility alone the bot saw no loss and churned its mana away against greedy players)."""
    from core.eden.bot import evaluate

    match = live_match("eden", seed, steps)
    game, state = match.game, match.state
    seat = game.to_move(state)
    buys = [m for m in game.legal_moves(state) if m.startswith("buy ")]
    if not buys:
        return
    after = game.apply(state, buys[0])
    back = "sell " + buys[0].split()[1]
    assert back in game.legal_moves(after)
    after = game.apply(after, back)
    assert game.scores(after)[seat] == game.scores(state)[seat]
    assert evaluate(after)[seat] < evaluate(state)[seat]


@settings(FEW, max_examples=20)
@given(st.integers(0, 10_000), st.integers(0, 120))
def test_eden_evaluation_counts_a_card_in_hand_above_its_sale(seed, steps):
    """Rule ``sell``: a cultivation card sells for 10 mana per square, and what it is worth in
    hand is more (growing it later, rule ``cultivation``), so after a sale the seller stands
    lower at a cut-off. With the card counted as nothing the sale looked like a gain and the
    bot sold every card it was dealt before it had squares to grow on."""
    from core.eden.bot import evaluate

    match = live_match("eden", seed, steps)
    game, state = match.game, match.state
    seat = game.to_move(state)
    for sale in [m for m in game.legal_moves(state) if m.startswith("sell ")]:
        after = game.apply(state, sale)
        assert game.scores(after)[seat] == game.scores(state)[seat]
        assert evaluate(after)[seat] < evaluate(state)[seat], sale


def test_a_level_searches_with_the_hints_the_game_gives_that_level():
    """``BotHints.levels`` replaces fields for one level only: Eden's strong level searches
    with its own evaluation (:func:`core.eden.bot.evaluate_ahead`), easy and normal with the
    game's (their budgets and rows unchanged)."""
    from core.bots import Thinking
    from core.bots.hints import BotHints
    from core.eden.bot import evaluate, evaluate_ahead

    hints = BotHints(playout_depth=7, levels={"strong": {"playout_depth": 3}})
    assert hints.for_level("strong").playout_depth == 3
    assert hints.for_level("normal") is hints
    match = live_match("eden", 5, 40)
    used = {level: Thinking(match.game, match.state, level, 1).search for level in LEVELS}
    assert all(search is not None for search in used.values())
    assert used["strong"].hints.evaluate is evaluate_ahead
    assert used["normal"].hints.evaluate is evaluate and used["easy"].hints.evaluate is evaluate
    assert used["strong"].hints.mast > 0 and used["normal"].hints.mast == used["easy"].hints.mast == 0


def test_eden_strong_evaluation_counts_a_watering_that_makes_a_held_card_fit():
    """Rules ``irrigation`` (a watered square is the seat's, value 1) and ``cultivation`` (a
    card grows on the seat's own squares, its lowest cards rise): holding O4 beside three own
    squares of a 2x2 block, watering the fourth makes the card fit, four points to grow next
    turn. The game's evaluation sees the same point in either watering (so the bot saw a
    fit only once a playout happened to grow it); the strong level's counts the fit at
    once."""
    from core.eden.board import INDEX
    from core.eden.bot import FIT_POINT, evaluate, evaluate_ahead
    from core.eden.state import NOBODY, State

    owner = [NOBODY] * 49
    value = [0] * 49
    for sq in ("B2", "C2", "B3"):
        owner[INDEX[sq]], value[INDEX[sq]] = 0, 1
    state = State(players=3, dealt=True, deck=("A7",), hands=(("C3", "F6", "O4"), ("G1",), ("G7",)),
                  mana=(100, 100, 100), owner=tuple(owner), value=tuple(value),
                  income=(0, 0, 0))
    game = registry.get("eden")
    assert {"water C3", "water F6"} <= set(game.legal_moves(state))
    fit, other = game.apply(state, "water C3"), game.apply(state, "water F6")
    assert fit.conquest is None and other.conquest is None
    assert evaluate(fit)[0] == evaluate(other)[0]
    assert evaluate_ahead(fit)[0] - evaluate_ahead(other)[0] == pytest.approx(4 * FIT_POINT)



def test_eden_strong_evaluation_counts_the_income_a_grown_square_brings():
    """Rules ``cultivation`` (the lowest cards under a grown card rise one value) and
    ``income`` (5 mana per red dot, value - 1, at the start of each own turn): a square grown
    from 1 to 2 is a point of fertility in either evaluation, and in the strong level's also
    :data:`core.eden.bot.RED_POINT` for the income it brings every turn to the end."""
    from core.eden.board import INDEX
    from core.eden.bot import RED_POINT, evaluate, evaluate_ahead
    from core.eden.state import NOBODY, State

    def holding(values):
        owner, value = [NOBODY] * 49, [0] * 49
        for sq, v in zip(("B2", "C2"), values):
            owner[INDEX[sq]], value[INDEX[sq]] = 0, v
        return State(players=3, dealt=True, deck=("A7",), hands=(("G1",), ("G2",), ("G3",)),
                     mana=(100, 100, 100), owner=tuple(owner), value=tuple(value),
                     income=(0, 0, 0))

    flat, grown = holding((1, 1)), holding((2, 1))
    assert evaluate(grown)[0] - evaluate(flat)[0] == 1
    assert evaluate_ahead(grown)[0] - evaluate_ahead(flat)[0] == pytest.approx(1 + RED_POINT)
    assert evaluate_ahead(grown)[1:] == evaluate_ahead(flat)[1:]


@settings(FEW, max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), bot_seed=st.integers(0, 99))
def test_the_eden_bot_bids_only_the_lowest_rate(seed, steps, bot_seed):
    """Rules ``bidding`` and ``payment``: the winner of a conquest pays his own last rate, and
    whoever bids may raise again, so a bid above the lowest allowed only pays more for the
    same auction. Read in seeded games against greedy players, the bot jumped (15 to 45, 60 to
    100: 100 mana for one point); now (``core.eden.bot.prune``) it searches, so plays, only the
    lowest bid."""
    from core.eden.bot import prune
    from core.eden.state import min_rate

    match = live_match("eden", seed, steps)
    rng = Rng(seed, 79)
    while not match.over and not any(m.startswith("bid ") for m in match.legal_moves()):
        moves = match.legal_moves()
        match.play(moves[rng.below(len(moves))])
    if match.over:
        return
    game, state = match.game, match.state
    lowest = f"bid {min_rate(state.conquest)}"
    assert [m for m in prune(state, game.legal_moves(state)) if m.startswith("bid ")] == [lowest]
    move = choose(game, state, "normal", seed=bot_seed, iterations=30)
    assert not move.startswith("bid ") or move == lowest


def eden_after_a_trade(seed: int, steps: int, verb: str) -> tuple[Match, str] | None:
    """A live Eden game walked on at random from ``live_match`` until the seat to move may
    ``verb`` (``buy`` or ``sell``) among the moves the bot searches (``prune``: every move it
    plays is one of them), then with one such trade made: the game and the trade that would
    undo it. None when the game ends first."""
    from core.eden.bot import prune

    match = live_match("eden", seed, steps)
    rng = Rng(seed, 78)
    while not match.over:
        moves = match.legal_moves()
        trades = [m for m in prune(match.state, moves) if m.startswith(verb + " ")]
        if trades:
            trade = trades[rng.below(len(trades))]
            match.play(trade)
            return match, ("sell " if verb == "buy" else "buy ") + trade.split()[1]
        match.play(moves[rng.below(len(moves))])
    return None


@pytest.mark.parametrize("verb", ["buy", "sell"])
@settings(FEW, max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), bot_seed=st.integers(0, 99))
def test_the_eden_bot_never_undoes_the_trade_it_just_made(verb, seed, steps, bot_seed):
    """Rules ``buy`` and ``sell``: a card bought and sold back (or sold and bought back) in
    one turn costs 10 mana and changes nothing else. Read in seeded games against greedy
    players, the bot did that 3-9 times a game and ended with hundreds of mana it never
    used; now (``core.eden.bot.prune``) after any trade it may make, it does not search, so
    does not play, the trade back."""
    from core.eden.bot import prune

    found = eden_after_a_trade(seed, steps, verb)
    if found is None:
        return
    match, undo = found
    game, state = match.game, match.state
    if game.to_move(state) != state.turn:   # a conquest's defender acts: no trade is his
        return
    assert undo not in prune(state, game.legal_moves(state))
    assert choose(game, state, "normal", seed=bot_seed, iterations=30) != undo


@settings(FEW, max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), bot_seed=st.integers(0, 99))
def test_the_eden_bot_plays_only_searched_moves_and_buys_to_grow(seed, steps, bot_seed):
    """The bot's move is one of the moves ``prune`` keeps (what the test above relies on), and
    by rules ``buy`` and ``cultivation`` a card it buys can be grown right after: a bought
    card it could not grow at once lay idle in its hand until it sold it back."""
    from core.eden.bot import prune

    match = live_match("eden", seed, steps)
    game, state = match.game, match.state
    move = choose(game, state, "normal", seed=bot_seed, iterations=30)
    assert move in prune(state, game.legal_moves(state))
    if move.startswith("buy "):
        card = move.split()[1]
        assert any(m.startswith(f"grow {card} ") for m in game.legal_moves(game.apply(state, move)))
