"""``python -m core bot RECORD [--level L] [--seed N] [--iterations N]`` (issue 25), run as a
real subprocess like the other commands: the move on one line, deterministic; the usual error
object and exit 2 when no seat is to move or an argument is bad."""

from __future__ import annotations

import pytest

from core import registry
from core.bots import choose
from core.match import Match
from core.rng import Rng

from tests.core.test_cli import RECORD, error_of, record_file, run  # noqa: F401  (a fixture)

OPEN_GAME = next(gid for gid, g in registry.games().items() if not g.hidden_information)


def test_bot_prints_the_move_the_engine_chooses(record_file):
    path = record_file(RECORD)
    proc = run("bot", path, "--level", "easy", "--seed", "3", "--iterations", "30")
    assert proc.returncode == 0, proc.stderr
    match = Match.from_record(RECORD)
    move = proc.stdout.strip()
    assert proc.stdout == move + "\n" and move in match.legal_moves()
    assert move == choose(match.game, match.state, "easy", 3, 30)
    # the same again, from standard input
    again = run("bot", "-", "--level", "easy", "--seed", "3", "--iterations", "30", stdin=RECORD)
    assert again.returncode == 0 and again.stdout == proc.stdout


def test_bot_after_the_end_is_game_over(record_file):
    match = Match.new(OPEN_GAME, ["A", "B"], {}, 4)
    rng = Rng(4, 1)
    while not match.over:
        moves = match.legal_moves()
        match.play(moves[rng.below(len(moves))])
    err = error_of(run("bot", record_file(match.record_text()), "--iterations", "5"))
    assert err["rule"] == "core/game-over"


@pytest.mark.parametrize("args, rule, says", [
    (("--level", "hard"), "record/bad-bot", "'hard'"),
    (("--iterations", "0"), "record/bad-bot", "'0'"),
    (("--iterations", "12x"), "record/bad-bot", "'12x'"),
    (("--iterations", "9" * 40), "record/bad-bot", "--iterations"),
    (("--seed", "-1"), "record/bad-seed", "'-1'"),
])
def test_bad_bot_arguments_get_the_usual_error(record_file, args, rule, says):
    err = error_of(run("bot", record_file(RECORD), *args))
    assert err["rule"] == rule and says in err["message"]


def test_a_bad_record_is_reported_before_anything_is_searched(record_file):
    err = error_of(run("bot", record_file(RECORD + "zz-zz\n"), "--iterations", "5"))
    assert err["line"] == len(RECORD.splitlines()) + 1 and err["step"] == "zz-zz"
