"""``python -m core new eden`` / ``legal`` / ``replay`` on Eden records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HANDS = ["A1 A2 A3 A4 A5 A6", "B1 B2 B3 B4 B5 B6", "C1 C2 C3 C4 C5 C6"]
REST = ("D1 A7 B7 C7 D2 D3 D4 D5 D6 D7 E1 E2 E3 E4 E5 E6 E7 F1 F2 F3 F4 F5 F6 F7 "
        "G1 G2 G3 G4 G5 G6 G7 I2 I2 I2 I3 I3 L3 L3 L3 I4 O4 O4 T4 T4 S4 Z4 L4 J4")
DECK = "* deck " + " ".join(HANDS) + " " + REST

RECORD = f"""[Game "eden"]
[Player "Ann"]
[Player "Bob"]
[Player "Cor"]
[Seed "3"]
{DECK}
water A1
water A2
end
water B1
target A1
bid 10
bid 15
accept
end
pass
"""


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_new_game_record_replays():
    for players in (3, 4):
        out = run("new", "eden", "--players", str(players), "--seed", "11")
        assert out.returncode == 0, out.stderr
        lines = out.stdout.splitlines()
        assert lines[0] == '[Game "eden"]'
        deck = [l for l in lines if l.startswith("* deck ")]
        assert len(deck) == 1 and len(deck[0].split()) == 2 + 66
        summary = json.loads(run("replay", "-", stdin=out.stdout).stdout)
        assert summary["game"] == "eden" and summary["to_move"] == 0 and summary["steps"] == 1
        assert summary["scores"] == [0] * players
        legal = run("legal", "-", stdin=out.stdout).stdout.splitlines()
        assert "pass" in legal


def test_replay_detail_after_a_conquest_won_by_the_defender():
    """Ann waters A1 and A2 (and draws D1); Bob waters B1 and attacks A1; Ann outbids him at
    15 and takes B1, paying 15 x 1; Bob ends, Cor passes: Ann has 3 points, her turn again."""
    out = run("replay", "-", stdin=RECORD)
    assert out.returncode == 0, out.stdout
    summary = json.loads(out.stdout)
    assert summary["over"] is False and summary["to_move"] == 0 and summary["steps"] == 11
    assert summary["scores"] == [3, 0, 0]
    # the public position (no --seat): fertility and income per seat, the board, no hand
    d = summary["detail"]
    assert [x["fertility"] for x in d["seats"]] == [3, 0, 0]
    assert [x["income"] for x in d["seats"]] == [0, 0, 0]
    assert {sq: [c["seat"], c["value"]] for sq, c in d["board"].items()} == {
        "A1": [0, 1], "A2": [0, 1], "B1": [0, 1]}
    assert d["deck"] == 66 - 18 - 1 and d["end_reason"] is None and "hand" not in d
    legal = run("legal", "-", stdin=RECORD).stdout.splitlines()
    assert "water D1" in legal  # the card Ann drew


def test_replay_refuses_a_tampered_deck_and_an_illegal_move():
    bad_deck = RECORD.replace(" G7 I2", " A1 I2", 1)
    out = run("replay", "-", stdin=bad_deck)
    assert out.returncode == 2
    error = json.loads(out.stdout)["error"]
    assert error["rule"] == "eden/deck" and error["line"] == 6
    bad_move = RECORD.replace("water A2", "water B2")
    out = run("replay", "-", stdin=bad_move)
    assert out.returncode == 2
    error = json.loads(out.stdout)["error"]
    assert error["rule"] == "eden/irrigation" and error["line"] == 8 and "B2" in error["message"]
