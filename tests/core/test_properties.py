"""Hostile and random input, as properties over every registered game (Hypothesis, bounded):

* a record, random or mutated from a real one, either replays or raises the project's own
  ``ReplayError`` with a line number and a known rule id: never anything else;
* ``python -m core replay``/``legal`` (in process) answer JSON: a summary and exit 0, or an
  error with a line and a rule id and exit 2;
* a junk move at a random live position is refused with a known rule id and changes nothing;
* an accepted record round-trips exactly: its own text and its link replay to the same state;
* any link payload decodes to a record or is refused with ``link/broken``.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import zlib

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from core import links, registry
from core.__main__ import main as cli_main
from core.errors import GENERAL_RULE_IDS, ReplayError, RuleError
from core.match import Match

pytestmark = pytest.mark.slow

GAMES = registry.ids()
KNOWN_RULES = set(GENERAL_RULE_IDS) | {r for g in registry.games().values() for r in g.rule_ids}
BUDGET = settings(max_examples=40, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow])


def sample_match(game_id: str, seed: int, steps: int) -> Match:
    """A game after up to ``steps`` moves picked by ``seed`` (a live or finished position)."""
    game = registry.get(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, seed)
    pick = seed
    for _ in range(steps):
        if match.over:
            break
        legal = match.legal_moves()
        pick = (pick * 1103515245 + 12345) % 2**31
        match.play(legal[pick % len(legal)])
    return match


def replay_or_own_error(text: str) -> Match | None:
    try:
        return Match.from_record(text)
    except ReplayError as e:
        assert e.rule in KNOWN_RULES, e.rule
        assert isinstance(e.line, int) and e.line >= 0 and e.nl and e.en
        return None


def same_position(a: Match, b: Match) -> bool:
    return a.game.digest(a.state) == b.game.digest(b.state) and a.record_text() == b.record_text()


def run_cli(*args: str, stdin: bytes = b"") -> tuple[int, dict | list]:
    out = io.StringIO()
    fake_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        import sys
        saved, sys.stdin = sys.stdin, fake_in
        try:
            code = cli_main(list(args))
        finally:
            sys.stdin = saved
    text = out.getvalue()
    return code, (json.loads(text) if args[0] == "replay" else text.splitlines())


games = st.sampled_from(GAMES)
seeds = st.integers(0, 2**20)
lengths = st.integers(0, 120)


@BUDGET
@given(game_id=games, seed=seeds, steps=lengths, data=st.data())
def test_mutated_records_replay_or_raise_the_projects_own_error(game_id, seed, steps, data):
    text = sample_match(game_id, seed, steps).record_text()
    raw = bytearray(text.encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, max(len(raw) - 1, 0)))
        kind = data.draw(st.sampled_from(["flip", "insert", "delete"]))
        if kind == "flip" and raw:
            raw[where] ^= data.draw(st.integers(1, 255))
        elif kind == "insert":
            raw[where:where] = data.draw(st.binary(min_size=1, max_size=8))
        elif raw:
            del raw[where:where + data.draw(st.integers(1, 16))]
    mutated = raw.decode("utf-8", "replace")
    match = replay_or_own_error(mutated)
    event(f"{game_id}: {'accepted' if match is not None else 'refused'}")
    if match is not None:   # accepted: it round-trips exactly, through its text and a link
        again = Match.from_record(match.record_text())
        assert same_position(match, again)
        assert same_position(match, Match.from_record(links.decode(links.encode(match.record_text()))))


record_lines = st.one_of(
    st.sampled_from(['[Game "stad-en-land"]', '[Game "eden"]', '[Game "new-england"]',
                     '[Seed "1"]', '[Seed "-1"]', '[Seed "99999999999999999999999"]',
                     '[Player "Ann"]', '[Version "1"]', '[Version "2"]', '[Option "x=y"]',
                     "* cities a1 b2", "* deck", "pass", "end", "done", "", "#", "*"]),
    st.text(max_size=40))


@BUDGET
@given(lines=st.lists(record_lines, max_size=14))
def test_random_records_replay_or_raise_the_projects_own_error(lines):
    replay_or_own_error("\n".join(lines))


@BUDGET
@given(game_id=games, seed=seeds, steps=lengths,
       junk=st.one_of(st.text(max_size=30), st.sampled_from(["pass", "end", "done", "bid 5", "a1-a2",
                                                             "water A1", "offer 3", "buy 1"])))
def test_junk_moves_at_live_positions_are_refused_and_change_nothing(game_id, seed, steps, junk):
    match = sample_match(game_id, seed, steps)
    if junk.strip() in match.legal_moves():
        return
    before = (match.record_text(), match.game.digest(match.state), len(match.states))
    with pytest.raises(RuleError) as e:
        match.play(junk)
    # one of this game's rules or a general one (never another game's)
    assert e.value.rule in match.game.rule_ids or e.value.rule in GENERAL_RULE_IDS, e.value.rule
    assert before == (match.record_text(), match.game.digest(match.state), len(match.states))


@BUDGET
@given(game_id=games, seed=seeds, steps=lengths, data=st.data())
def test_the_command_line_answers_json_or_its_error(game_id, seed, steps, data):
    text = sample_match(game_id, seed, steps).record_text()
    cut = data.draw(st.integers(0, len(text)))
    noise = data.draw(st.binary(max_size=12))
    stdin = text[:cut].encode("utf-8") + noise + text[cut:].encode("utf-8")
    code, out = run_cli("replay", "-", stdin=stdin)
    assert isinstance(out, dict)
    event(f"{game_id}: exit {code}")
    if code == 0:
        assert set(out) >= {"game", "over", "to_move", "scores", "winners", "steps"}
        lcode, moves = run_cli("legal", "-", stdin=stdin)
        assert lcode == 0 and moves == sorted(moves)
    else:
        assert code == 2 and out["error"]["rule"] in KNOWN_RULES
        assert isinstance(out["error"]["line"], int)


link_payloads = st.one_of(
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ ",
            max_size=80),
    st.binary(max_size=200).map(lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")),
    st.binary(max_size=200).map(
        lambda b: base64.urlsafe_b64encode(_deflate(b)).decode().rstrip("=")),
    st.integers(1, 40).map(   # a small bomb: megabytes of one byte
        lambda mb: base64.urlsafe_b64encode(_deflate(b"#" * (mb << 20))).decode().rstrip("=")),
)


def _deflate(data: bytes) -> bytes:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


@BUDGET
@given(payload=link_payloads)
def test_any_link_payload_decodes_or_is_refused_as_broken(payload):
    try:
        text = links.decode(payload)
    except RuleError as e:
        assert e.rule == "link/broken"
        return
    replay_or_own_error(text)


@BUDGET
@given(game_id=games, seed=seeds, steps=lengths, data=st.data())
def test_accepted_records_round_trip_exactly(game_id, seed, steps, data):
    """A real record with what the format ignores added (blank lines, comments, spaces
    around lines, CRLF line ends) replays to the same position and writes the same text."""
    match = sample_match(game_id, seed, steps)
    lines = match.record_text().splitlines()
    noisy = []
    for line in lines:
        for _ in range(data.draw(st.integers(0, 2))):
            noisy.append(data.draw(st.sampled_from(["", "   ", "# a comment", "#[Game \"x\"]"])))
        noisy.append(data.draw(st.sampled_from(["", " ", "\t"])) + line
                     + data.draw(st.sampled_from(["", "  ", "\t"])))
    text = data.draw(st.sampled_from(["\n", "\r\n"])).join(noisy)
    again = Match.from_record(text)
    assert same_position(match, again)
    assert same_position(match, Match.from_record(links.decode(links.encode(text))))
