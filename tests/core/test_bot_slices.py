"""The bot's search in slices (issue 25: the page searches a little, yields to the browser,
and searches on): however the budget is cut, the search learns the same and picks the same
move as :func:`core.bots.choose` in one go."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import registry
from core.bots import Thinking, choose
from core.bots.search import Search
from core.rng import Rng

from tests.core.test_bots import live_match

GAMES = sorted(registry.games())


def _sliced(thinking: Thinking, sizes: list[int]) -> int:
    """Step ``thinking`` in slices of the given sizes (cycled) to its end; the slice count."""
    count = 0
    while not thinking.finished:
        thinking.step(sizes[count % len(sizes)])
        count += 1
    return count


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 30), bot_seed=st.integers(0, 99),
       sizes=st.lists(st.integers(1, 7), min_size=1, max_size=4))
def test_any_slicing_gives_the_move_of_one_go(game_id, seed, steps, bot_seed, sizes):
    match = live_match(game_id, seed, steps)
    thinking = Thinking(match.game, match.state, "easy", bot_seed, iterations=12)
    _sliced(thinking, sizes)
    assert thinking.best() == choose(match.game, match.state, "easy", bot_seed, iterations=12)


def test_slices_learn_exactly_what_one_go_learns():
    match = live_match("stad-en-land", 5, 6)
    whole = Search(match.game, match.state, 30, Rng(4, 9))
    while not whole.step(1 << 30):   # in one go (a go ends once, where the prior does)
        pass
    sliced = Search(match.game, match.state, 30, Rng(4, 9))
    slices = 0
    while not sliced.step(3):
        slices += 1
    assert slices > 5 and sliced.done == whole.done == 30
    assert {m: (c.visits, c.available, c.reward) for m, c in sliced.children.items()} == \
        {m: (c.visits, c.available, c.reward) for m, c in whole.children.items()}


def test_slices_learn_the_same_move_averages_as_one_go():
    """A level with MAST playouts (Eden's strong, ``BotHints.mast``) learns its move table in
    the order the iterations run, so slicing changes neither the table nor the tree."""
    from core.bots.search import hints_of

    match = live_match("eden", 3, 40)
    hints = hints_of(match.game).for_level("strong")
    assert hints.mast > 0
    whole = Search(match.game, match.state, 40, Rng(4, 9), hints)
    while not whole.step(1 << 30):
        pass
    sliced = Search(match.game, match.state, 40, Rng(4, 9), hints)
    while not sliced.step(2):
        pass
    assert whole.mast and sliced.mast == whole.mast
    assert {m: (c.visits, c.reward) for m, c in sliced.children.items()} == \
        {m: (c.visits, c.reward) for m, c in whole.children.items()}


def test_mast_plays_the_move_with_the_best_mean_and_an_unplayed_move_first():
    """MAST's choice (``core.bots.search._mast_best``): the highest mean reward of the mover,
    a move never played before any played one, ties to the first listed."""
    from core.bots.search import _mast_best

    table = {"a": [1.0, 4.0], "b": [3.0, 4.0], "c": [0.5, 1.0]}
    assert _mast_best(["a", "b", "c"], table) == "b"
    assert _mast_best(["a", "c", "d"], table) == "d"
    assert _mast_best(["a", "e", "d"], table) == "e"
    assert _mast_best(["a", "c"], {"a": [1.0, 2.0], "c": [0.5, 1.0]}) == "a"


def test_a_stop_ends_the_search_early_with_a_legal_move():
    match = live_match("eden", 2, 4)
    thinking = Thinking(match.game, match.state, "strong", 1)
    assert not thinking.step(5)
    calls = []
    while not thinking.step(1 << 30, lambda: calls.append(1) or len(calls) > 3):
        pass
    assert thinking.finished and thinking.search is not None and thinking.search.done < 50
    assert thinking.best() in match.legal_moves()


def test_a_slice_ends_where_the_prior_gives_way_to_the_iterations():
    """The page sizes slices by time; the prior's units are far cheaper than iterations, so
    a slice never runs on from the one into the other."""
    match = live_match("stad-en-land", 5, 6)
    thinking = Thinking(match.game, match.state, "normal", 2)
    assert thinking.in_prior
    thinking.step(1 << 30)
    assert not thinking.in_prior and thinking.search is not None and thinking.search.done == 0
    thinking.step(1)   # one piece of an iteration (its selection), not a whole playout
    assert thinking.search.done == 0 and not thinking.finished
    while thinking.search.done < 3:
        thinking.step(1)
    assert thinking.search.done == 3


def test_unknown_level_is_refused():
    match = live_match("stad-en-land", 1, 3)
    with pytest.raises(ValueError, match="hard"):
        Thinking(match.game, match.state, "hard")
