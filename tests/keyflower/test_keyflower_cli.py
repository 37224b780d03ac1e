"""``python -m core new keyflower`` / ``legal`` / ``replay`` on Keyflower records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RECORD = """[Game "keyflower"]
[Player "Ann"]
[Player "Bob"]
[Player "Cas"]
[Seed "1"]
* homes 1 2 3
* screens bbbrrryy rrrryyyy bbbbyyyy
* winter keythedral+scholar+windmill apothecary+jeweller+scribes key_market+village_hall+watermill
* tiles alehouse gold_mine keywood miner peddler stable workshop
* cargo bbbrrry:s bbrrry:pa bbryyy:a
USE  Keywood 1 Red
"""


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_new_game_writes_the_setup_chance_lines():
    out = run("new", "keyflower", "--players", "4", "--seed", "5")
    assert out.returncode == 0, out.stderr
    kinds = [line.split()[1] for line in out.stdout.splitlines() if line.startswith("* ")]
    assert kinds == ["homes", "screens", "winter", "tiles", "cargo"]
    legal = run("legal", "-", stdin=out.stdout).stdout.splitlines()
    assert "pass" in legal and any(m.startswith("bid turn1 1 ") for m in legal)


def test_replay_detail_shows_workers_and_the_wood_on_the_home_tile():
    """The detail is the position (rule keyflower/position): without --seat the screens are
    hidden (only their sizes show; before issue 22 it showed every screen), with --seat 0
    Ann sees her own; the Keywood's use and the wood it made are public."""
    out = run("replay", "-", stdin=RECORD)
    assert out.returncode == 0, out.stdout + out.stderr
    summary = json.loads(out.stdout)
    assert summary["to_move"] == 1 and summary["steps"] == 6
    seats = summary["detail"]["seats"]
    assert [s["screen"] for s in seats] == [None, None, None] and seats[0]["screen_size"] == 7
    assert summary["detail"]["season"] == "spring"
    keywood = next(a for a in summary["detail"]["auction"] if a["tile"] == "keywood")
    assert keywood["uses"] == [{"seat": 0, "colour": "red", "n": 1, "flat": False}]
    mine = json.loads(run("replay", "-", "--seat", "0", stdin=RECORD).stdout)["detail"]["seats"]
    assert mine[0]["screen"] == [3, 2, 2, 0]       # one red on the Keywood
    assert mine[1]["screen"] is None


def test_a_bad_bid_is_reported_with_its_line_and_rule():
    out = run("replay", "-", stdin=RECORD + "bid keywood 1 yellow\n")
    assert out.returncode == 2
    error = json.loads(out.stdout)["error"]
    assert error["line"] == 12 and error["rule"] == "keyflower/colour"
