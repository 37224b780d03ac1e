"""A move given as fields (an intent, ``MoveData.intent``) and why the core refuses it
(``Game.explain_intent``, issue 23): the page sends fields, never move text, and the core
answers with exactly the refusal ``apply`` gives for the move its notation writes.

For every game that binds an ``intents`` module, at random positions of random games:

* every listed move, with its text dropped, is written back to that very text and is never
  explained as refused;
* for intents drawn from the fields of the listed moves, mixed and changed (another square,
  tile, colour, count, option value, verb, a field dropped or one too many),
  ``explain_intent`` is exactly the RuleError (rule id, Dutch, English) that ``apply``
  raises for ``write(intent)``, or None exactly when ``apply`` accepts it.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

from core import registry
from core.errors import RuleError
from core.match import Match
from core.protocol import Game, MoveData

GAMES = sorted(gid for gid, g in registry.games().items()
               if g.modules is not None and g.modules.intents is not None)
#: How many random moves a game gets before the intents are tried (Keyflower's are slower).
STEPS = {"keyflower": 60}


def test_the_games_whose_page_asks_why_bind_intents():
    """Stad en Land, Eden, Keyflower and Carcassonne (issue 24) answer a tap off the listed
    moves with an intent."""
    assert {"stad-en-land", "eden", "keyflower", "carcassonne"} <= set(GAMES)


def _match(gid: str, seed: int, picks: list[int]) -> Match:
    game = registry.games()[gid]
    players = [f"P{i}" for i in range(game.min_players)]
    match = Match.new(gid, players, {}, seed)
    for pick in picks[:STEPS.get(gid, 200)]:
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[pick % len(legal)])
    return match


def _blank(m: MoveData) -> MoveData:
    return dataclasses.replace(m, text="")


def _apply_refusal(game: Game, state, intent: MoveData) -> RuleError | None:
    assert game.modules is not None and game.modules.intents is not None
    try:
        game.apply(state, game.modules.intents.write(intent))
    except RuleError as e:
        return e
    return None


def _same(a: RuleError | None, b: RuleError | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.rule, a.nl, a.en) == (b.rule, b.nl, b.en)


@st.composite
def _intent(draw, moves: list[MoveData]) -> MoveData:
    """An intent made from the listed moves' fields: one of them, then changed a little."""
    if not moves:
        return MoveData.intent(draw(st.sampled_from(["pass", "water", "segment", "use", "x"])))
    base = _blank(draw(st.sampled_from(moves)))
    squares = sorted({s for m in moves for s in m.squares} | {"a1", "G7", "0,0", "z9", ""})
    tiles = sorted({t for m in moves for t in m.tiles} | {"home1", "L3", "nothing"})
    verbs = sorted({m.verb for m in moves} | {"pass", "bogus"})
    options = sorted({o for m in moves for o in m.options} | {("turn", "7"), ("resource", "gold")})
    change = draw(st.sampled_from(["none", "square", "tile", "verb", "colour", "count", "option",
                                   "drop", "more"]))
    if change == "square" and base.squares:
        i = draw(st.integers(0, len(base.squares) - 1))
        new = draw(st.sampled_from(squares))
        base = dataclasses.replace(base, squares=base.squares[:i] + (new,) + base.squares[i + 1:])
    elif change == "tile" and base.tiles:
        i = draw(st.integers(0, len(base.tiles) - 1))
        new = draw(st.sampled_from(tiles))
        base = dataclasses.replace(base, tiles=base.tiles[:i] + (new,) + base.tiles[i + 1:])
    elif change == "verb":
        base = dataclasses.replace(base, verb=draw(st.sampled_from(verbs)))
    elif change == "colour":
        base = dataclasses.replace(base, colour=draw(st.sampled_from(["", "blue", "red", "purple"])))
    elif change == "count":
        base = dataclasses.replace(base, count=draw(st.one_of(st.none(), st.integers(0, 40))))
    elif change == "option" and options:
        key, value = draw(st.sampled_from(options))
        kept = tuple(o for o in base.options if o[0] != key)
        base = dataclasses.replace(base, options=kept + ((key, value),))
    elif change == "drop":
        base = dataclasses.replace(base, squares=base.squares[1:], tiles=base.tiles[:-1])
    elif change == "more":
        base = dataclasses.replace(base, squares=base.squares + (draw(st.sampled_from(squares)),))
    return base


@pytest.mark.parametrize("gid", GAMES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1_000), max_size=200),
       data=st.data())
def test_an_intent_is_explained_exactly_as_apply_refuses_its_notation(gid, seed, picks, data):
    match = _match(gid, seed, picks)
    game, state = match.game, match.state
    assert game.modules is not None and game.modules.intents is not None
    moves = game.move_data(state)
    for m in moves:
        assert game.modules.intents.write(_blank(m)) == m.text, m
        assert game.explain_intent(state, _blank(m)) is None, m
    for _ in range(25):
        intent = data.draw(_intent(moves))
        explained = game.explain_intent(state, intent)
        assert _same(explained, _apply_refusal(game, state, intent)), intent
        listed = any(_blank(m) == intent for m in moves)
        assert (explained is None) == (listed or _apply_refusal(game, state, intent) is None)
        if explained is not None:
            assert explained.rule in game.rule_ids or explained.rule.startswith("core/"), explained.rule
    assert match.state is state  # nothing changed


def test_a_refused_segment_is_explained_with_the_rule_apply_names():
    """Stad en Land: a segment from an anchor to a square two steps away is refused
    (rule ``stad-en-land/segment``); the intent gets that same error."""
    match = _match("stad-en-land", 1, [])
    game, state = match.game, match.state
    anchor = game.move_data(state)[0].squares[0]
    far = ("f" if anchor[0] < "d" else "a") + anchor[1]
    intent = MoveData.intent("segment", (anchor, far))
    explained = game.explain_intent(state, intent)
    with pytest.raises(RuleError) as raised:
        game.apply(state, f"{anchor}-{far}")
    assert explained is not None and _same(explained, raised.value)
    assert explained.rule == "stad-en-land/segment"


def test_a_game_without_intents_says_so():
    game = registry.games()["new-england"]
    assert game.modules is not None and game.modules.intents is None
    with pytest.raises(NotImplementedError):
        game.explain_intent(game.setup(3, {}), MoveData.intent("pass"))
