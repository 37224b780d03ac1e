"""`python -m core` (architecture.md, "Command line"), run as a real subprocess from the
repository root: outputs, exact JSON shapes, exit codes 0/2, standard input as `-`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core import registry
from core.match import Match
from core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
CITIES = "b2 c5 d3 d4 e6 f1 a4 c3"
RECORD = f"""[Game "stad-en-land"]
[Version "1"]
[Player "Ann"]
[Player "Zoë"]
[Seed "8731"]
* cities {CITIES}
c3-b4
d3-e2
"""
SUMMARY_KEYS = {"game", "over", "to_move", "scores", "winners", "steps", "detail"}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)


def error_of(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 2, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"error"}
    assert set(out["error"]) == {"line", "step", "rule", "message"}
    assert isinstance(out["error"]["line"], int) and out["error"]["message"]
    return out["error"]


@pytest.fixture
def record_file(tmp_path):
    def write(text: str, name: str = "game.txt") -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)
    return write


# -- games ---------------------------------------------------------------------------------
def test_games_lists_every_registered_game_one_per_line():
    proc = run("games")
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == list(registry.games())
    assert "stad-en-land" in proc.stdout.splitlines()


# -- new -----------------------------------------------------------------------------------
def test_new_prints_a_record_with_the_setup_chance_line():
    proc = run("new", "stad-en-land", "--players", "2", "--seed", "5")
    assert proc.returncode == 0, proc.stderr
    names = [f + str(r) for r in range(1, 7) for f in "abcdef"]
    cities = " ".join(names[i] for i in Rng(5, 0).sample(range(36), 8))
    assert proc.stdout == (
        '[Game "stad-en-land"]\n[Version "1"]\n[Player "Player 1"]\n[Player "Player 2"]\n'
        '[Seed "5"]\n[Option "adjacency=king"]\n[Option "end=mover"]\n'
        f"* cities {cities}\n")
    assert Match.from_record(proc.stdout).legal_moves()


def test_new_with_options_and_names():
    proc = run("new", "stad-en-land", "--players", "2", "--seed", "9", "--option", "adjacency=orthogonal",
               "--option", "end=any", "--name", 'Zoë "Z"')
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert '[Player "Zoë \\"Z\\""]' in lines and '[Player "Player 2"]' in lines
    assert '[Option "adjacency=orthogonal"]' in lines and '[Option "end=any"]' in lines
    assert Match.from_record(proc.stdout).options == {"adjacency": "orthogonal", "end": "any"}


def test_new_is_deterministic_per_seed_and_random_without():
    a = run("new", "stad-en-land", "--players", "2", "--seed", "77").stdout
    assert a == run("new", "stad-en-land", "--players", "2", "--seed", "77").stdout
    b = run("new", "stad-en-land", "--players", "2")
    assert b.returncode == 0
    assert Match.from_record(b.stdout).seed >= 0


@pytest.mark.parametrize("args, rule", [
    (["schaken", "--players", "2"], "record/unknown-game"),
    (["stad-en-land", "--players", "3"], "record/player-count"),
    (["stad-en-land", "--players", "0"], "record/player-count"),
    (["stad-en-land", "--players", "2", "--option", "adjacency=hex"], "record/bad-option"),
    (["stad-en-land", "--players", "2", "--option", "colour=red"], "record/bad-option"),
    (["stad-en-land", "--players", "2", "--option", "adjacency"], "record/bad-option"),
    (["stad-en-land", "--players", "2", "--seed", "-3"], "record/bad-seed"),
    (["stad-en-land", "--players", "2", "--seed", "18446744073709551616"], "record/bad-seed"),
])
def test_new_errors_exit_2_with_json(args, rule):
    assert error_of(run("new", *args))["rule"] == rule


@pytest.mark.parametrize("args", [[], ["stad-en-land"], ["stad-en-land", "--players", "two"]])
def test_new_usage_errors_exit_2(args):
    proc = run("new", *args)
    assert proc.returncode == 2 and proc.stdout == "" and "usage" in proc.stderr


# -- legal ---------------------------------------------------------------------------------
def test_legal_lists_sorted_moves_from_file(record_file):
    proc = run("legal", record_file(RECORD))
    assert proc.returncode == 0, proc.stderr
    moves = proc.stdout.splitlines()
    # Black's open end e2 must be continued: its free neighbours and the cities d3 (Black's
    # own start, already connected) excluded, f1 included; e2 touches d1 e1 f1 d2 f2 d3 e3 f3
    assert moves == ["e2-d1", "e2-d2", "e2-e1", "e2-e3", "e2-f1", "e2-f2", "e2-f3"]
    assert moves == sorted(moves)


def test_legal_from_stdin():
    proc = run("legal", "-", stdin=RECORD)
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == Match.from_record(RECORD).legal_moves()


def test_legal_of_finished_game_is_empty(record_file):
    proc = run("legal", record_file(RECORD + "e2-f1\npass\npass\n"))
    assert (proc.returncode, proc.stdout) == (0, "")


def _record_after_some_moves(game_id: str) -> str:
    """A record of ``game_id`` (fewest players, defaults) after up to 12 moves picked by a
    seeded PRNG from the listed ones, so the position is not only the opening."""
    game = registry.get(game_id)
    match = Match.new(game_id, [f"P{i + 1}" for i in range(game.min_players)], {}, seed=11)
    rng = Rng(11, 5)
    for _ in range(12):
        legal = match.legal_moves()
        if not legal:
            break
        match.play(legal[rng.below(len(legal))])
    return match.record_text()


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_legal_json_lists_the_same_moves_as_objects(game_id, record_file):
    path = record_file(_record_after_some_moves(game_id))
    plain = run("legal", path)
    as_json = run("legal", path, "--json")
    assert plain.returncode == 0 and as_json.returncode == 0, as_json.stderr
    assert as_json.stdout.count("\n") == 1        # one line of JSON
    moves = json.loads(as_json.stdout)
    assert isinstance(moves, list) and moves
    assert sorted(m["text"] for m in moves) == sorted(plain.stdout.splitlines())
    assert [m["text"] for m in moves] == plain.stdout.splitlines()      # both sorted
    assert all(isinstance(m["verb"], str) and m["verb"] for m in moves)
    expected = [d.to_json() for d in Match.from_record(Path(path).read_text(encoding="utf-8")).move_data()]
    assert moves == expected


def test_legal_json_from_stdin_and_of_a_finished_game():
    proc = run("legal", "-", "--json", stdin=RECORD)
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == [{"text": m, "verb": "segment", "squares": m.split("-")}
                                       for m in Match.from_record(RECORD).legal_moves()]
    proc = run("legal", "--json", "-", stdin=RECORD + "e2-f1\npass\npass\n")
    assert (proc.returncode, json.loads(proc.stdout)) == (0, [])


def test_legal_json_errors_are_the_usual_error_object(record_file, tmp_path):
    err = error_of(run("legal", record_file(RECORD + "d4-e4\n"), "--json"))
    assert (err["line"], err["step"], err["rule"]) == (9, "d4-e4", "stad-en-land/forced-continuation")
    assert error_of(run("legal", str(tmp_path / "missing.txt"), "--json"))["rule"] == "record/unreadable"
    proc = run("replay", "--json", "-", stdin=RECORD)       # only ``legal`` has --json
    assert proc.returncode == 2 and proc.stdout == "" and "usage" in proc.stderr


# -- replay --------------------------------------------------------------------------------
def test_replay_json_shape_in_play(record_file):
    proc = run("replay", record_file(RECORD))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert proc.stdout.count("\n") == 1
    assert set(out) == SUMMARY_KEYS
    assert out["game"] == "stad-en-land"
    assert out["over"] is False and out["to_move"] == 1 and out["winners"] == []
    assert out["steps"] == 3            # the chance line and two moves
    assert out["scores"] == [0, 0]
    # detail is the whole position since issue 22 (not only warehouses and capitals)
    assert {"warehouses", "capitals", "cities", "owner", "links"} <= set(out["detail"])
    assert out["detail"]["owner"] == {"b4": 0, "e2": 1}
    assert out["detail"]["warehouses"] == {c: [0, 0] for c in CITIES.split()}
    assert sorted(out["detail"]["capitals"]) == sorted(CITIES.split())


def test_replay_json_of_finished_game_from_stdin():
    # Black links d3 and f1 through e2 (one Black warehouse each), then two passes
    proc = run("replay", "-", stdin=RECORD + "e2-f1\npass\npass\n")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == SUMMARY_KEYS
    assert out["over"] is True and out["to_move"] is None
    assert out["steps"] == 6
    assert out["detail"]["warehouses"]["d3"] == [0, 1] and out["detail"]["warehouses"]["f1"] == [0, 1]
    assert sorted(out["detail"]["capitals"]) == ["d3", "f1"]
    assert out["scores"] == [0, 2] and out["winners"] == [1]


def test_replay_draws_missing_chance_line():
    text = "\n".join(l for l in RECORD.splitlines() if l.startswith("[")) + "\n"
    out = json.loads(run("replay", "-", stdin=text).stdout)
    assert out["steps"] == 1 and sorted(out["detail"]["warehouses"]) == sorted(
        Match.from_record(text).summary()["detail"]["warehouses"])


@pytest.mark.parametrize("command", ["replay", "legal"])
def test_illegal_record_exit_2_with_first_bad_line(command, record_file):
    text = RECORD + "d4-e4\nnot-a-move\n"       # Black must go on from e2
    err = error_of(run(command, record_file(text)))
    assert err == {"line": 9, "step": "d4-e4", "rule": "stad-en-land/forced-continuation",
                   "message": err["message"]}
    assert "e2" in err["message"]


def test_malformed_record_from_stdin_exit_2():
    err = error_of(run("replay", "-", stdin=RECORD.replace('[Seed "8731"]', '[Seed "x"]')))
    assert (err["rule"], err["line"]) == ("record/bad-seed", 5)


def test_unknown_game_exit_2(record_file):
    err = error_of(run("replay", record_file(RECORD.replace("stad-en-land", "dammen"))))
    assert (err["rule"], err["line"]) == ("record/unknown-game", 1)


def test_unreadable_record_exit_2(tmp_path):
    assert error_of(run("replay", str(tmp_path / "missing.txt")))["rule"] == "record/unreadable"
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(RECORD.replace("Zoë", "Zo\xeb").encode("latin-1"))
    assert error_of(run("legal", str(bad)))["rule"] == "record/unreadable"


def test_non_ascii_names_survive_stdout(record_file):
    proc = run("new", "stad-en-land", "--players", "2", "--seed", "1", "--name", "Zoë 🎲")
    assert proc.returncode == 0
    assert '[Player "Zoë 🎲"]' in proc.stdout.splitlines()


def test_usage_errors():
    for args in ([], ["frobnicate"], ["replay"]):
        proc = run(*args)
        assert proc.returncode == 2 and proc.stdout == ""
