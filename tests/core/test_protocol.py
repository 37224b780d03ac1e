"""The shared protocol (core/protocol.py): the Outcome type and its checks, the tie-break
``decide``, and the guards every game gets from ``Game.apply`` / ``Game.apply_chance``
(rules ``core/game-over``, ``core/chance-pending``, ``core/unexpected-chance``)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import registry
from core.errors import RuleError
from core.match import Match
from core.protocol import Criterion, Game, Outcome, decide
from core.rng import Rng
from tests.helpers import refused

GAMES = list(registry.ids())


# -- Outcome ---------------------------------------------------------------------------------
def test_an_outcome_whose_breakdown_adds_up_is_accepted():
    o = Outcome((5, 3), (0,), ({"a": 2, "b": 3}, {"a": 3, "b": 0}), (Criterion("money", (1, 9)),), "scores")
    assert o.scores == (5, 3) and o.breakdown[0] == {"a": 2, "b": 3}
    assert json.loads(json.dumps(o.to_json())) == {
        "scores": [5, 3], "winners": [0], "breakdown": [{"a": 2, "b": 3}, {"a": 3, "b": 0}],
        "tie_break": [{"key": "money", "values": [1, 9]}], "decided_by": "scores"}


@pytest.mark.parametrize("scores, breakdown", [
    ((5, 3), ({"a": 2, "b": 2}, {"a": 3})),       # seat 0 adds up to 4, not 5
    ((5, 3), ({"a": 5},)),                         # one seat missing
    ((0, 1), ({}, {})),                            # an empty breakdown adds up to 0
])
def test_an_outcome_whose_breakdown_does_not_add_up_raises(scores, breakdown):
    with pytest.raises(ValueError):
        Outcome(scores, (), breakdown)


def test_a_tie_break_needs_a_value_per_seat():
    with pytest.raises(ValueError):
        Outcome((1, 1), (), ({"a": 1}, {"a": 1}), (Criterion("money", (3,)),))


# -- decide ----------------------------------------------------------------------------------
def test_decide_worked_examples():
    money = Criterion("money", (4, 9, 9))
    assert decide((10, 12, 12), (money,)) == ((1, 2), "scores")     # money ties too: shared
    assert decide((12, 12, 12), (money,)) == ((1, 2), "money")
    assert decide((12, 12, 12), (Criterion("money", (5, 5, 5)),)) == ((0, 1, 2), "")
    assert decide((3, 9), ()) == ((1,), "scores")
    assert decide((9, 9), (Criterion("cities b3", (1, 1)), Criterion("cities c4", (0, 2)))) == ((1,), "cities c4")


@settings(max_examples=200, deadline=None, database=None)
@given(st.integers(1, 4).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 5), min_size=n, max_size=n),
    st.lists(st.lists(st.integers(0, 3), min_size=n, max_size=n), max_size=3))))
def test_decide_picks_the_best_by_scores_then_each_criterion(case):
    scores, columns = case
    tie_break = tuple(Criterion(f"c{i}", tuple(v)) for i, v in enumerate(columns))
    winners, decided_by = decide(tuple(scores), tie_break)
    key = [(scores[s], *(c.values[s] for c in tie_break)) for s in range(len(scores))]
    assert list(winners) == [s for s in range(len(scores)) if key[s] == max(key)]
    assert (decided_by == "") == (len(winners) == len(scores))
    if decided_by == "scores":
        assert all(scores[w] > scores[o] for w in winners for o in range(len(scores)) if o not in winners)
    elif decided_by:
        assert len({scores[w] for w in winners}) == 1 and decided_by in {c.key for c in tie_break}


# -- the shared guards -----------------------------------------------------------------------
def _finished(game_id: str) -> Match:
    """A game played to its end with moves the seeded PRNG picks."""
    game = registry.get(game_id)
    match = Match.new(game_id, [f"P{i}" for i in range(game.min_players)], {}, seed=11)
    pick = Rng(11, 5)
    while not match.over:
        legal = match.legal_moves()
        match.play(legal[pick.below(len(legal))])
        assert len(match.steps) < 5000, "the game did not end"
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_no_move_after_the_end(game_id):
    match = _finished(game_id)
    for move in ("pass", "done", "end", "x"):
        refused(match, move, "core/game-over")
        refused(match.state, move, "core/game-over")
    with pytest.raises(RuleError) as info:
        match.game.apply_chance(match.state, "cities a1")
    assert info.value.rule == "core/unexpected-chance"


@pytest.mark.parametrize("game_id", GAMES)
def test_no_move_while_chance_is_pending(game_id):
    game = registry.get(game_id)
    state = game.setup(game.min_players, {})
    while game.chance_kind(state) is None:    # New England draws only after the start rounds
        state = game.apply(state, game.legal_moves(state)[0])
    kind = game.chance_kind(state)
    assert kind is not None and game.to_move(state) is None and game.legal_moves(state) == []
    for move in ("pass", "done", "x"):
        err = refused(state, move, "core/chance-pending")
        assert (err.nl, err.en) == game.chance_waits[kind]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_chance_line_when_nothing_is_drawn(game_id):
    game = registry.get(game_id)
    match = Match.new(game_id, [f"P{i}" for i in range(game.min_players)], {}, seed=3)
    assert game.chance_kind(match.state) is None and not match.over
    drawn = [step.text for step in match.steps if step.chance]
    for line in drawn[:1] + ["tiles s", "x"]:
        with pytest.raises(RuleError) as info:
            game.apply_chance(match.state, line)
        assert info.value.rule == "core/unexpected-chance"
        assert info.value.nl != info.value.en


class _Quiet(Game[int]):
    """A game whose state is an int and that never has a chance step due."""

    def chance_kind(self, state: int) -> str | None:
        return None


class _Says(_Quiet):
    def chance_refusal(self, state: int, line: str) -> tuple[str, str] | None:
        return (f"'* {line}': eerst zet {state}.", f"'* {line}': move {state} comes first.")


def test_a_chance_line_where_none_is_due_gets_the_games_words_or_the_general_ones():
    """``Game.chance_refusal``: a game may say what comes first; the rule id stays
    ``core/unexpected-chance``, and without the hook the general words are given."""
    with pytest.raises(RuleError) as general:
        _Quiet().apply_chance(7, "tile V")
    with pytest.raises(RuleError) as own:
        _Says().apply_chance(7, "tile V")
    assert general.value.rule == own.value.rule == "core/unexpected-chance"
    assert general.value.en == "No chance line belongs here: nothing is drawn at this point."
    assert (own.value.nl, own.value.en) == ("'* tile V': eerst zet 7.",
                                            "'* tile V': move 7 comes first.")


def test_option_sets_skip_choices_that_do_not_matter():
    """``Game.option_sets``: an option that matters only under some values of another keeps
    its default elsewhere; every game's sets are distinct and use only its choices."""
    from core.protocol import Game, Option

    class G(Game):
        options = (Option("mode", "a", ("a", "b", "off")),
                   Option("n", "3", ("3", "2"), matters_when=("mode", ("a", "b"))))

    assert G().option_sets() == [{"mode": "a", "n": "3"}, {"mode": "a", "n": "2"},
                                 {"mode": "b", "n": "3"}, {"mode": "b", "n": "2"},
                                 {"mode": "off", "n": "3"}]
    from core import registry
    for game in registry.games().values():
        sets = game.option_sets()
        assert len({tuple(sorted(s.items())) for s in sets}) == len(sets)
        for s in sets:
            assert game.normalize_options(s) == s
