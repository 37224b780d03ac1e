"""``Game.position``: the whole position as a seat may know it, the ``detail`` of
``python -m core replay [--seat N]`` (issue 22; rule ``<game>/position`` of every game).

* One source with the page: every key of ``position(state, seat)`` is a key of
  ``view(state, seat)`` with the same value (the view only adds page-only keys), for every
  registered game, every configuration (player counts and option sets, as the random
  playouts take them) and every seat and the spectator, at states sampled along a random
  game. The position is JSON-ready: it survives a JSON round trip unchanged.
* Secrecy: another seat's secrets (``Game.disguise``) do not change it (test_secrecy.py's
  ``check_secrecy`` compares positions as well as views).
* The command line: ``replay --seat N`` prints ``position(state, N)``; a bad N is refused with
  ``record/bad-seat`` and the usual error object, exit 2.

The rules pages document it: test_rules_reference.py checks each page's table of keys and its
example.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import __main__ as cli
from core import registry
from core.errors import RuleError
from core.match import Match
from tests.core.test_secrecy import check_secrecy
from tests.pyodide.playout import configurations

ROOT = Path(__file__).resolve().parents[2]
#: Steps of a random game at which the position is compared (and at the end).
SAMPLES = (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610)
MAX_STEPS = 3000


def _cases():
    for gid, game in registry.games().items():
        for i, (n, options) in enumerate(configurations(game)):
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            yield pytest.param(gid, n, options, i, id=f"{gid}-{n}p-{label}")


def sampled_states(game_id: str, players: int, options: dict, seed: int):
    """The states of one random game at the steps in ``SAMPLES`` and its last state."""
    rnd = random.Random(f"position/{game_id}/{players}/{sorted(options.items())}/{seed}")
    match = Match.new(game_id, [f"P{i}" for i in range(players)], options, seed=seed)
    while not match.over and len(match.steps) < MAX_STEPS:
        if len(match.steps) in SAMPLES:
            yield match.state
        match.play(rnd.choice(match.legal_moves()))
    assert match.over, "the game did not end"
    yield match.state


def check_position(game, state) -> None:
    """For every seat and the spectator: the position is JSON-ready and each of its keys is
    the view's key of the same name, with the same value."""
    players = len(game.scores(state))
    for seat in [None, *range(players)]:
        pos, view = game.position(state, seat), game.view(state, seat)
        assert json.loads(json.dumps(pos)) == pos, "the position is not JSON-ready"
        assert not set(pos) - set(view), f"keys the view lacks: {sorted(set(pos) - set(view))}"
        differ = [k for k in pos if pos[k] != view[k]]
        assert not differ, f"seat {seat}: position and view differ in {differ}"


@pytest.mark.slow
@pytest.mark.parametrize("game_id, players, options, seed", list(_cases()))
def test_the_position_is_the_views_part_and_keeps_secrets(game_id, players, options, seed):
    game = registry.get(game_id)
    disguised, secret = 0, False
    for state in sampled_states(game_id, players, options, seed):
        check_position(game, state)
        disguised += check_secrecy(game, state, real=False)
        secret = secret or game.secret(state)
    assert disguised or not secret, "no state had a secret to disguise: the check is vacuous"


def test_the_spectator_sees_no_screen_and_the_seat_its_own():
    """Keyflower (issue 22): ``detail`` once showed every screen; now the public position shows
    each screen's size only, and seat 1 sees its own screen and no other."""
    game = registry.get("keyflower")
    match = Match.new("keyflower", ["a", "b", "c"], {}, seed=4)
    public = game.position(match.state, None)["seats"]
    assert all(s["screen"] is None and s["winter"] is None and s["screen_size"] > 0 for s in public)
    own = game.position(match.state, 1)["seats"]
    assert own[1]["screen"] is not None and sum(own[1]["screen"]) == own[1]["screen_size"]
    assert own[1]["winter"] is not None and own[0]["screen"] is own[2]["screen"] is None


def test_only_the_detail_depends_on_the_seat():
    """The summary's other keys do not depend on the seat; only ``detail`` does."""
    match = Match.new("eden", ["a", "b", "c"], {}, seed=2)
    public, mine = match.summary(), match.summary(0)
    assert {k: v for k, v in public.items() if k != "detail"} == {k: v for k, v in mine.items() if k != "detail"}
    assert public["detail"] == match.game.position(match.state, None) != mine["detail"]
    assert mine["detail"] == match.game.position(match.state, 0) and "hand" in mine["detail"]


@pytest.mark.parametrize("seat", [-1, 3, 99])
def test_the_summary_refuses_a_seat_the_game_does_not_have(seat):
    match = Match.new("eden", ["a", "b", "c"], {}, seed=2)
    with pytest.raises(RuleError) as info:
        match.summary(seat)
    assert info.value.rule == "record/bad-seat" and str(seat) in info.value.en


# -- the command line ------------------------------------------------------------------------------
_EDEN = Match.new("eden", ["a", "b", "c"], {}, seed=2)


@pytest.fixture(scope="module")
def eden_record(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("position") / "eden.txt"
    path.write_text(_EDEN.record_text(), encoding="utf-8")
    return path


def _run(*args: str, stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)


@pytest.mark.parametrize("game_id", registry.ids())
def test_replay_with_a_seat_prints_that_seats_position(game_id):
    game = registry.get(game_id)
    match = Match.new(game_id, [f"P{i}" for i in range(game.min_players)], {}, seed=7)
    rnd = random.Random(7)
    for _ in range(6):
        match.play(rnd.choice(match.legal_moves()))
    text = match.record_text()
    for seat in [None, *range(game.min_players)]:
        proc = _run("replay", "-", *(["--seat", str(seat)] if seat is not None else []), stdin=text)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        out = json.loads(proc.stdout)
        assert out["detail"] == game.position(match.state, seat), seat
        assert {k: v for k, v in out.items() if k != "detail"} == {
            k: v for k, v in match.summary().items() if k != "detail"}


@pytest.mark.parametrize("seat, says", [("2", "seat 2"), ("-1", "'-1'"), ("one", "'one'"), ("", "''"),
                                        ("1.0", "'1.0'"), ("٣", "'٣'"), ("9" * 5000, "'999")])
def test_replay_refuses_a_bad_seat_with_the_error_object(seat, says):
    text = Match.new("stad-en-land", ["a", "b"], {}, seed=1).record_text()
    proc = _run("replay", "-", "--seat", seat, stdin=text)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"error"} and out["error"]["rule"] == "record/bad-seat"
    assert says in out["error"]["message"], out["error"]["message"]


def test_a_bad_record_is_reported_before_the_seat():
    """The record's own error comes first: the seat can be judged only once it is read."""
    text = Match.new("stad-en-land", ["a", "b"], {}, seed=1).record_text() + "zz-zz\n"
    proc = _run("replay", "-", "--seat", "5", stdin=text)
    assert proc.returncode == 2 and json.loads(proc.stdout)["error"]["rule"] != "record/bad-seat"


@settings(max_examples=200, deadline=None, database=None)
@given(text=st.text(max_size=12) | st.integers(-5, 12).map(str))
def test_any_seat_text_gives_a_position_or_the_error_object(eden_record, text):
    """Hostile ``--seat`` values: a seat of the game prints its position (exit 0), anything
    else the ``record/bad-seat`` error object (exit 2); never a traceback."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(["replay", str(eden_record), f"--seat={text}"])
    printed = json.loads(out.getvalue())
    seat = text.strip()
    if seat.isascii() and seat.isdigit() and int(seat) < 3:
        assert code == 0 and printed["detail"] == _EDEN.game.position(_EDEN.state, int(seat))
    else:
        assert code == 2 and printed["error"]["rule"] == "record/bad-seat"
