"""The rules core gives identical games natively and in Pyodide (the browser's Python), the
latter running the core as the site ships it (``dist/core.zip`` with its bytecode)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from tests.pyodide import background

pytestmark = [pytest.mark.pyodide, pytest.mark.slow]

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _load_playout():
    spec = importlib.util.spec_from_file_location("speeltafel_playout", HERE / "playout.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


playout = _load_playout()


#: The native side of each plan (full or short), computed once for both ways of starting.
_NATIVE: dict[bool, dict] = {}


def _native(short: bool) -> dict:
    """The native results of the (full or short) plan. The short plan's playouts are all in
    the full plan (same game, players, options and seed: ``playout.plan``), and a playout is a
    function of those alone, so once the full plan has run the short one is picked from it
    instead of being played again."""
    if short not in _NATIVE:
        if short and False in _NATIVE:
            full = _NATIVE[False]
            def job(game: str, players: int, options: dict, seed: int) -> str:
                return json.dumps([game, players, options, seed], sort_keys=True)
            by_job = {job(r["game"], r["players"], r["options"], r["seed"]): r
                      for r in full["results"]}
            picked = [by_job[job(*todo)] for todo in playout.plan(True)]
            _NATIVE[short] = {"results": picked, "bots": full["bots"]}
        else:
            _NATIVE[short] = json.loads(json.dumps({"results": playout.run_all(short),
                                                    "bots": playout.bot_moves()}, sort_keys=True))
    return _NATIVE[short]


SHORT = background.SHORT


@pytest.fixture(scope="module", params=["zip", "snapshot"])
def runs(request) -> tuple[dict, dict]:
    """(native results, Pyodide output) for one way of starting. The Pyodide run was started
    when pytest collected this test (``background``) and has run beside the suite since."""
    native = _native(SHORT[request.param])
    run = background.result(request.param)
    if isinstance(run, str):
        pytest.fail(run, pytrace=False)
    status, out, err = run
    assert status == 0, f"node failed:\n{err[-4000:]}"
    return native, json.loads(out.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def in_pyodide(runs) -> dict:
    return runs[1]


def test_really_ran_in_pyodide(in_pyodide, request):
    assert in_pyodide["runtime"]["platform"] == "emscripten"
    assert sys.platform != "emscripten"
    # started from the snapshot, the core's modules were in memory: none of its files exists
    start = request.node.callspec.params["runs"]
    assert in_pyodide["runtime"]["core_file_exists"] is (start == "zip")


def test_playouts_cover_every_game_player_count_and_option(in_pyodide, request):
    from core import registry

    results = in_pyodide["results"]
    short = SHORT[request.node.callspec.params["runs"]]
    for game_id, game in registry.games().items():
        mine = [r for r in results if r["game"] == game_id]
        configs = {(r["players"], json.dumps(r["options"], sort_keys=True)) for r in mine}
        assert {p for p, _ in configs} == set(range(game.min_players, game.max_players + 1))
        if short:
            # every player count with the default options, two seeds each (one of them large)
            default = json.dumps(game.normalize_options({}), sort_keys=True)
            assert {o for _, o in configs} == {default}
            for players in range(game.min_players, game.max_players + 1):
                seeds = [r["seed"] for r in mine if r["players"] == players]
                assert len(set(seeds)) == 2 and seeds[-1] in playout.BIG_SEEDS
            continue
        wanted = {(p, json.dumps(o, sort_keys=True)) for p, o in playout.configurations(game)}
        assert configs == wanted, f"{game_id}: not every player count and option set"
        assert {o for _, o in configs} == {json.dumps(o, sort_keys=True) for o in game.option_sets()}
        assert len({r["seed"] for r in mine}) >= 20, f"{game_id}: fewer than 20 seeds"
        for players, options in playout.configurations(game):
            seeds = [r["seed"] for r in mine
                     if r["players"] == players and r["options"] == options]
            assert len(seeds) >= playout.MIN_SEEDS_PER_CONFIG
    # Stad en Land (4 option sets) gets 10 seeds for each
    per: dict[str, set[int]] = {}
    for r in results:
        if r["game"] == "stad-en-land":
            per.setdefault(json.dumps(r["options"], sort_keys=True), set()).add(r["seed"])
    assert short or (len(per) == 4 and all(len(seeds) >= 10 for seeds in per.values()))
    assert all(r["replay_same"] for r in results)


def test_pyodide_plays_the_same_games_as_cpython(runs):
    native, out = runs
    browser = out["results"]
    assert len(browser) == len(native["results"])
    for here, there in zip(native["results"], browser):
        assert here == there, (f"{here['game']} players={here['players']} "
                               f"options={here['options']} seed={here['seed']} differs")
    # Not all the same game: the seeds really vary the play.
    assert len({r["record_sha256"] for r in native["results"]}) == len(native["results"])


def test_the_bots_pick_the_same_moves_as_in_cpython(runs):
    """Issue 25: same record, level, bot seed and budget: the same move in both runtimes."""
    from core import registry
    from core.bots import LEVELS

    native, out = runs
    assert out["bots"] == native["bots"]
    assert {b["game"] for b in native["bots"]} == set(registry.ids())
    assert {b["level"] for b in native["bots"]} == set(LEVELS)
    # the positions really differ (a fresh game and one some moves on)
    positions = {(b["game"], b["steps"]) for b in native["bots"]}
    assert len({b["state_sha256"] for b in native["bots"]}) == len(positions)
