"""The same records give the same answers natively and in Pyodide, with the core as the site
ships it (``dist/core.zip``: the bytecode Pyodide compiled at build time): recorded games,
the hand-written example records of the rules pages, and refused records, whose refusal
(line, rule id and message) must be the same too."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from core import registry
from core.match import Match
from core.rng import Rng
from tests.core.rules_site import Page
from tools.rules_pages import render_pages

pytestmark = [pytest.mark.pyodide, pytest.mark.slow]

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CORE_ZIP = ROOT / "dist" / "core.zip"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"speeltafel_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


replays = _load("replays")


def recorded() -> list[str]:
    """Finished and unfinished seeded games of every registered game."""
    out = []
    for game_id, game in registry.games().items():
        for seed in range(4):
            players = game.min_players + seed % (game.max_players - game.min_players + 1)
            match = Match.new(game_id, [f"Speler {i}" for i in range(players)], {}, seed)
            rng = Rng(seed, 77)
            for _ in range(40 + 120 * seed):
                if match.over:
                    break
                moves = match.legal_moves()
                match.play(moves[rng.below(len(moves))])
            out.append(match.record_text())
    return out


def hand_written() -> list[str]:
    """The example records on the rules pages (written by hand in the pages' sources)."""
    out = []
    for name, text in sorted(render_pages().items()):
        if name.endswith(".en.html"):
            page = Page()
            page.feed(text)
            page.close()
            out += [r["text"] for r in page.records]
    return out


def refused(good: list[str]) -> list[str]:
    """Records each Python must refuse the same way: cut, corrupted and hostile ones."""
    out = []
    for text in good[::3]:
        lines = text.splitlines()
        out.append("\n".join(lines + ["no such move"]))
        out.append("\n".join(lines[:-1] + [lines[-1] + "x"]))
        out.append(text.replace('[Seed "', '[Seed "9' + "9" * 5000))
        out.append(text.replace("[Game", "[Gaem", 1))
    out += ['[Game "new-england"]\n[Seed "1"]\n[Player "a"]\n[Player "b"]\n[Player "c"]\noffer ²',
            '[Game "stad-en-land"]\n[Seed "1"]\n[Player "\U0001FAE8Ann"]\n[Player "B\u202eob"]',
            "\ufeff" + good[0], '[Game "eden"]\n[Seed "1"]\n' + "pass\n" * 10_001]
    return out


@pytest.fixture(scope="module")
def cases(tmp_path_factory) -> tuple[list[str], Path]:
    good = recorded() + hand_written()
    records = good + refused(good)
    path = tmp_path_factory.mktemp("replays") / "records.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return records, path


def test_the_cases_hold_accepted_and_refused_records(cases):
    answers = [replays.replay(t) for t in cases[0]]
    accepted = [a for a in answers if "error" not in a]
    assert len(accepted) >= len(recorded()) + 5 and any(a["over"] for a in accepted)
    rules = {a["error"]["rule"] for a in answers if "error" in a}
    assert {"record/bad-seed", "record/too-long", "new-england/notation"} <= rules


def test_pyodide_answers_every_record_as_cpython_does_with_the_shipped_bytecode(cases):
    records, path = cases
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing: install Node.js >= 20", pytrace=False)
    if not CORE_ZIP.is_file():
        pytest.fail(f"{CORE_ZIP} is missing: run python3 build.py first", pytrace=False)
    env = {**os.environ, "SPEELTAFEL_CORE_ZIP": str(CORE_ZIP), "SPEELTAFEL_DATA": str(path)}
    proc = subprocess.run([node, str(HERE / "run_in_pyodide.mjs"), str(ROOT),
                           str(HERE / "replays.py"),
                           '{"platform": __import__("sys").platform, '
                           '"bytecode": __import__("os").path.isfile('
                           '__import__("core.record").record.__cached__), '
                           '"answers": replays.replay_all()}'],
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["platform"] == "emscripten"
    assert out["bytecode"] is True   # the archive's compiled module is there to be used
    native = json.loads(json.dumps([replays.replay(t) for t in records]))
    assert len(out["answers"]) == len(native)
    for i, (here, there) in enumerate(zip(native, out["answers"])):
        assert here == there, f"record {i} differs: {records[i][:200]!r}"
