"""``python -m core new carcassonne`` / ``legal`` / ``replay`` on Carcassonne records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from core.match import Match

ROOT = Path(__file__).resolve().parents[2]

RECORD = """[Game "carcassonne"]
[Player "Ann"]
[Player "Bob"]
[Seed "1"]
[Option "halflings=off"]
* tile E
E 0,1 r180 city:s
* tile U
u 1,0 R180 road:w
"""


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_new_game_draws_the_first_tile_or_deals_half_tiles():
    out = run("new", "carcassonne", "--players", "3", "--seed", "5", "--option", "halflings=off")
    assert out.returncode == 0, out.stderr
    draws = [line for line in out.stdout.splitlines() if line.startswith("* ")]
    assert len(draws) == 1 and draws[0].startswith("* tile ")
    legal = run("legal", "-", stdin=out.stdout).stdout.splitlines()
    # exactly the core's moves for that position, each placing the tile drawn
    assert legal == sorted(Match.from_record(out.stdout).legal_moves())
    assert all(m.startswith(draws[0].split()[-1] + " ") for m in legal)
    hidden = run("new", "carcassonne", "--players", "5", "--seed", "5").stdout
    deal = [line for line in hidden.splitlines() if line.startswith("* halves ")]
    assert len(deal) == 1 and len(deal[0].split()) == 2 + 15
    assert "draw" in run("legal", "-", stdin=hidden).stdout.splitlines()


def test_replay_detail_has_points_by_category_and_supply():
    """Ann closes a two-tile city with her knight (4 points, knight back); Bob's robber
    stands on the road, written in the canonical spelling."""
    out = run("replay", "-", stdin=RECORD)
    assert out.returncode == 0, out.stdout + out.stderr
    summary = json.loads(out.stdout)
    d = summary["detail"]   # the position (rule carcassonne/position)
    assert d["breakdown"][0] == {"roads": 0, "cities": 4, "monasteries": 0, "fields": 0}
    assert d["supply"] == [7, 6] and summary["scores"] == [4, 0]
    # replay draws the next tile (the seed decides it): Ann is to place it
    assert summary["to_move"] == 0 and d["pile_size"] == 71 - 3
