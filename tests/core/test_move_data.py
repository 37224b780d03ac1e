"""Legal moves as data (``Game.move_data``, ``core.protocol.MoveData``; architecture.md,
"Extensions"), for every registered game, every player count and every option set that
plays differently, paired as in ``tests/core/test_playouts.py`` (``configurations``).

One random game per case (the cases with other than default options are marked slow),
played by picking from ``move_data``; at every state: the texts
are exactly ``legal_moves`` (same order), the fields tell every two moves apart, every move
is JSON with the text and fields of its ``to_json``; at a sample of states a few of the
listed moves are applied. The games' own fields are checked in their golden tests
(``tests/<game>/test_*_move_data.py``).
"""

from __future__ import annotations

import json
import random
import pytest

from core import registry
from core.match import Match
from core.protocol import MoveData
from tests.pyodide.playout import configurations

MAX_STEPS = 3000
APPLY_EVERY = 5     # states between two applied samples
APPLY_SAMPLE = 3    # listed moves applied at such a state
FIELDS = {"text", "verb", "squares", "tiles", "colour", "count", "options"}


def _cases():
    """Every case of ``configurations``; those with options other than the defaults are
    marked slow (together about 15 s), so a quick run still plays each game at each count."""
    for gid, game in registry.games().items():
        default = game.normalize_options({})
        for n, options in configurations(game):
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            marks = () if options == default else (pytest.mark.slow,)
            yield pytest.param(gid, n, options, id=f"{gid}-{n}p-{label}", marks=marks)


def _check_one(m: MoveData) -> None:
    assert isinstance(m.text, str) and m.text and isinstance(m.verb, str) and m.verb, m
    assert all(isinstance(s, str) and s for s in m.squares), m
    assert all(isinstance(t, str) and t for t in m.tiles), m
    assert isinstance(m.colour, str), m
    assert m.count is None or (isinstance(m.count, int) and not isinstance(m.count, bool)), m
    keys = [k for k, _ in m.options]
    assert len(set(keys)) == len(keys), m
    assert all(isinstance(k, str) and k and isinstance(v, str) and v for k, v in m.options), m
    out = m.to_json()
    assert json.loads(json.dumps(out)) == out
    assert out["text"] == m.text and out["verb"] == m.verb
    assert set(out) <= FIELDS
    # flat: every field the move has is there, and no empty one
    assert ("squares" in out) == bool(m.squares) and ("tiles" in out) == bool(m.tiles)
    assert ("colour" in out) == bool(m.colour) and ("count" in out) == (m.count is not None)
    assert out.get("options", {}) == dict(m.options) and ("options" in out) == bool(m.options)


def _fields(m: MoveData) -> tuple:
    return (m.verb, m.squares, m.tiles, m.colour, m.count, m.options)


def _check_state(match: Match, rnd: random.Random, step: int) -> list[MoveData]:
    """Every state: the texts, the fields apart, all of it JSON; every APPLY_EVERY-th state
    also each move's own shape and a few applied."""
    game, state = match.game, match.state
    data = game.move_data(state)
    assert [m.text for m in data] == game.legal_moves(state)
    assert len({_fields(m) for m in data}) == len(data), "two listed moves have the same fields"
    as_json = [m.to_json() for m in data]
    assert json.loads(json.dumps(as_json)) == as_json
    if step % APPLY_EVERY == 0:
        for m in data:
            _check_one(m)
        for m in rnd.sample(data, min(APPLY_SAMPLE, len(data))):
            game.apply(state, m.text)       # must not raise
    return data


@pytest.mark.parametrize("game_id, players, options", list(_cases()))
def test_move_data_lists_the_legal_moves_with_fields_that_tell_them_apart(game_id, players, options):
    seed = players * 31 + len(options)
    rnd = random.Random(f"move-data/{game_id}/{players}/{sorted(options.items())}")
    match = Match.new(game_id, [f"Speler {i + 1}" for i in range(players)], options, seed=seed)
    step = 0
    played: list[MoveData] = []
    while not match.over:
        data = _check_state(match, rnd, step)
        played.append(rnd.choice(data))
        match.play(played[-1].text)
        step += 1
        assert step < MAX_STEPS, "the game did not end"
    assert match.move_data() == [] and match.legal_moves() == []
    # the record's steps read back as data (the move log's labels): each move with the very
    # fields it was listed with, each chance line as its kind and what was drawn
    moves = [s for s in match.steps if not s.chance]
    assert [match.game.step_data(s.text) for s in moves] == played
    for s in match.steps:
        if s.chance:
            d = match.game.step_data(s.text, True)
            assert (d.text, " ".join((d.verb, *d.tiles))) == (s.text, " ".join(s.text.split()))
    # the states before each chance line (the set-up's, the draws) list the same too
    for s in match.states:
        if match.game.chance_kind(s) is not None:
            assert [m.text for m in match.game.move_data(s)] == match.game.legal_moves(s)


def test_to_json_is_flat_and_leaves_out_empty_fields():
    bare = MoveData("pass", "pass")
    assert bare.to_json() == {"text": "pass", "verb": "pass"}
    full = MoveData("use x 0 red from a+b wood", "use", squares=("1,-2",), tiles=("x",),
                    colour="red", count=0, options=(("sources", "a+b"), ("choice", "wood")))
    assert full.to_json() == {"text": "use x 0 red from a+b wood", "verb": "use",
                              "squares": ["1,-2"], "tiles": ["x"], "colour": "red", "count": 0,
                              "options": {"sources": "a+b", "choice": "wood"}}
    assert full.option("choice") == "wood" and full.option("turn") == ""
    assert full.option("turn", "r0") == "r0"
