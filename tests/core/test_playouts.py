"""Random playouts of every registered game (core.registry.games()), every player count and
every option combination that plays differently (``Game.option_sets``), paired as in
``tests/pyodide/playout.configurations``: the generic protocol
promises of architecture.md, checked state by
state. New games are picked up automatically.

Per state: legal moves sorted, distinct, and a sample of them and one of every kind accepted by
`apply` (:func:`applied`); strings that are not legal
moves are refused with a known rule id (in Dutch and English) and change nothing; every view
is JSON (the mover's view at every state, every seat's at the checkpoints). At power-of-two
step counts and at the end: the record text parses back to the match's record and survives a
share link; at the end the record replays to an equal state after every step.
At the end: no legal moves, consistent scores and winners, an outcome whose breakdown adds up.

Each game adds its own checks through ONE hook: ``CHECKS`` (a ``tests.helpers.PlayoutChecks``)
in ``tests/<game package>/playout_checks.py``, found by the game's package name; its probes
are tried as refusals, its ``check`` sees every move, ``check_end`` every finished game and
``finish`` every case.
"""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path

import pytest

from core import links, registry
from core import record as rec
from core.errors import GENERAL_RULE_IDS, RuleError
from core.match import Match
from tests.helpers import PlayoutChecks
from tests.pyodide.playout import configurations

PLAYOUTS_PER_GAME = 24      # spread over the game's (players, options) cases, at least 1 each
MAX_STEPS = 3000            # a game that runs longer is considered not to end
APPLY_SAMPLE = 40           # legal moves drawn per state (all of them when there are fewer)
APPLY_KEEP = 12             # of those applied, besides one of every kind listed (applied())
JUNK_PER_STATE = 3
PROBES_PER_STATE = 2        # of the game's own probes (PlayoutChecks.probes)
TESTS = Path(__file__).resolve().parent.parent
ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789-*+ =_/#ABCDEFXYZé"
ODD = ["", " ", "pass", "PASS", "-", "*", "* cities", "\x00", "a1-a1", "é", "🎲", "x" * 500,
       '[Game "x"]', "#", "0", "-1", "None", "null", "{}", "1e9", "\n", "a1-b2\nc3-d4"]


def _cases():
    for gid, game in registry.games().items():
        cases = configurations(game)
        # at most PLAYOUTS_PER_GAME where the cases allow it: Carcassonne's 22 cases had 2
        # seeds each (44 playouts, a third of the file's time) when this rounded up
        seeds = max(1, PLAYOUTS_PER_GAME // len(cases))
        for n, options in cases:
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            yield pytest.param(gid, n, options, seeds, id=f"{gid}-{n}p-{label}")


def checks_for(game_id: str) -> PlayoutChecks:
    """The game's registered extra checks, or the base class (none) when it has none."""
    package = registry._MODULES[game_id].rsplit(".", 1)[1]
    if not (TESTS / package / "playout_checks.py").exists():
        return PlayoutChecks()
    return importlib.import_module(f"tests.{package}.playout_checks").CHECKS


def _junk(rnd: random.Random, legal: list[str], seen: list[str]) -> str:
    kind = rnd.randrange(6)
    if kind == 0 and legal:
        s = rnd.choice(legal)
        i = rnd.randrange(len(s))
        return s[:i] + s[i + 1:]
    if kind == 1 and legal:
        s = rnd.choice(legal)
        i = rnd.randrange(len(s) + 1)
        return s[:i] + rnd.choice(ALPHABET) + s[i:]
    if kind == 2 and seen:
        return rnd.choice(seen)
    if kind == 3 and legal:
        return rnd.choice(legal) + " " + rnd.choice(legal)
    if kind == 4:
        return "".join(rnd.choice(ALPHABET) for _ in range(rnd.randrange(1, 12)))
    return rnd.choice(ODD)


def _check_refusal(match: Match, text: str, legal: list[str], checks: PlayoutChecks) -> None:
    game = match.game
    n = len(match.steps)
    before = (n, match.steps[-1] if n else None, len(match.states), match.state, len(match.events))
    try:
        match.play(text)
    except RuleError as e:
        assert e.rule in game.rule_ids or e.rule in GENERAL_RULE_IDS, (text, e.rule)
        assert e.message("nl") and e.message("en"), e.rule
        assert e.href("en").startswith("rules/") and "#" in e.href("en")
        if not match.over:
            checks.check_refusal(text, e)
        after = (len(match.steps), match.steps[-1] if n else None, len(match.states), match.state,
                 len(match.events))
        assert after == before, text
        return
    # accepted: it must have been a spelling of a listed move (e.g. other case or spacing)
    assert game.canonical(match.states[n], text.strip()) in legal, (text, legal)
    match.truncate(n)
    assert (len(match.steps), len(match.states), match.state) == (n, before[2], before[3])


def _check_views(match: Match) -> None:
    for seat in list(range(len(match.players))) + [None]:
        json.dumps(match.game.view(match.state, seat))
    json.dumps(match.summary())


def _check_record(match: Match) -> None:
    """A checkpoint: every seat's view is JSON, the record text parses back to the match's
    record (headers and every step) and formats to the same text, and survives a share link.
    Its replay is checked once, at the end, state by state (:func:`_check_replay`): the replay
    of this prefix would give exactly the first states of that one (``Match.from_record``
    applies the steps in order, and no chance is pending at a checkpoint), so replaying each
    prefix from scratch again (twice the game's moves in all) would check nothing more."""
    _check_views(match)
    text = match.record_text()
    parsed = rec.parse(text)
    assert parsed == rec.Record(**{**vars(match.record()), "steps": parsed.steps})
    assert [(s.text, s.chance) for s in parsed.steps] == [(s.text, s.chance) for s in match.steps]
    assert rec.format(parsed) == text
    assert links.decode(links.encode(text)) == text


def _check_replay(match: Match) -> None:
    """The end: the whole record replays to an equal state after EVERY step (so every
    checkpoint's prefix too), with the same digest and record text."""
    _check_record(match)
    text = match.record_text()
    again = Match.from_record(text)
    assert len(again.states) == len(match.states)
    for i, (replayed, played) in enumerate(zip(again.states, match.states)):
        assert replayed == played, f"the replay differs after {i} steps"
    assert match.game.digest(again.state) == match.game.digest(match.state)
    assert again.record_text() == text


def kind(move: str) -> tuple:
    """A move's kind, from its text alone: its verb (a first word of letters) or its first
    letter, its number of words, and the part before ":" of each word that has one (e.g.
    Carcassonne's tile letter and ``city:n``, Keyflower's ``bid``/``use`` with or without
    "from" and a choice)."""
    words = move.split()
    head = words[0] if words[0].isalpha() and words[0].islower() else words[0][:1]
    return (head, len(words), *(w.split(":")[0] for w in words[1:] if ":" in w))


def applied(legal: list[str], rnd: random.Random) -> list[str]:
    """The legal moves applied at a state ("apply accepts what legal_moves lists"): the first
    ``APPLY_KEEP`` of a random sample of ``APPLY_SAMPLE`` (the whole list when shorter), and
    one of every kind (:func:`kind`) those miss, the first in the sample, else the first
    listed. The sample is drawn as when all ``APPLY_SAMPLE`` were applied, so every seed
    plays the same game as then; the kinds applied per game are the same too (2026-11-28:
    Stad en Land 7, New England 14, Eden 13, Carcassonne 84, Keyflower 21), in 188k applies
    instead of 332k, and the rules core's branches reached by the whole file are the same
    12123 (coverage.py, branch arcs); the file's CPU 78.4 -> 67.2 s and 82.7 -> 71.4 s."""
    sample = legal if len(legal) <= APPLY_SAMPLE else rnd.sample(legal, APPLY_SAMPLE)
    kept = sample[:APPLY_KEEP]
    kinds = {kind(m) for m in kept}
    for m in sample[APPLY_KEEP:] + legal:
        if (k := kind(m)) not in kinds:
            kinds.add(k)
            kept.append(m)
    return kept


def _check_state(match: Match, rnd: random.Random, seen: list[str], checks: PlayoutChecks) -> list[str]:
    game, state = match.game, match.state
    players = len(match.players)
    legal = match.legal_moves()
    assert legal == sorted(legal) and len(set(legal)) == len(legal)
    assert all(isinstance(m, str) and m == m.strip() and m for m in legal)
    if match.over:
        assert legal == [] and match.to_move() is None
    else:
        assert legal, "a game that is not over must offer a move"
        assert match.to_move() in range(players)
    for move in applied(legal, rnd):
        game.apply(state, move)          # must not raise
    assert match.state is state
    tried = 0
    while tried < JUNK_PER_STATE:
        text = _junk(rnd, legal, seen)
        if text in legal:
            continue
        tried += 1
        _check_refusal(match, text, legal, checks)
    if not match.over:
        probes = [p for p in checks.probes if p not in legal]
        for text in rnd.sample(probes, min(PROBES_PER_STATE, len(probes))):
            _check_refusal(match, text, legal, checks)
    # every seat's view at the checkpoints (_check_record); here the mover's, for every state
    json.dumps(game.view(state, match.to_move()))
    return legal


def _check_end(match: Match) -> None:
    game, state = match.game, match.state
    players = len(match.players)
    assert match.over and match.legal_moves() == []
    scores, winners = game.scores(state), game.winners(state)
    assert len(scores) == players and all(isinstance(s, (int, float)) for s in scores)
    assert winners and winners == sorted(set(winners)) and set(winners) <= set(range(players))
    losers = set(range(players)) - set(winners)
    assert all(scores[w] >= scores[l] for w in winners for l in losers), (scores, winners)
    breakdown = game.breakdown(state)
    assert len(breakdown) == players and all(isinstance(b, dict) for b in breakdown)
    outcome = game.outcome(state)     # its breakdown adds up to the scores (Outcome checks)
    json.dumps(outcome.to_json())
    assert list(outcome.scores) == scores and list(outcome.winners) == winners
    assert [sum(b.values()) for b in breakdown] == scores
    assert (outcome.decided_by == "") == (len(winners) == players)
    assert outcome.decided_by in ("", "scores", *(c.key for c in outcome.tie_break))
    summary = match.summary()
    assert summary["over"] is True and summary["winners"] == winners and summary["to_move"] is None
    with pytest.raises(RuleError) as info:
        match.play("pass")
    assert info.value.rule == "core/game-over"


@pytest.mark.slow
@pytest.mark.parametrize("game_id, players, options, seeds", list(_cases()))
def test_random_playouts(game_id, players, options, seeds):
    """Random games keep every protocol promise from set-up to the end, and the game's own
    checks (``checks_for``)."""
    checks = checks_for(game_id)
    checks.start()
    for k in range(seeds):
        seed = 1000 * k + players * 17 + 3
        rnd = random.Random(f"{game_id}/{players}/{sorted(options.items())}/{seed}")
        match = Match.new(game_id, [f"Speler {i + 1}" for i in range(players)], options, seed=seed)
        seen: list[str] = []
        next_check = 1
        while not match.over:
            legal = _check_state(match, rnd, seen, checks)
            move = rnd.choice(checks.prefer(legal, rnd))
            seen.append(move)
            before = match.state
            match.play(move)
            checks.check(before, move, match.state)
            if len(match.steps) >= next_check:
                _check_record(match)
                next_check *= 2
            assert len(match.steps) < MAX_STEPS, "the game did not end"
        _check_state(match, rnd, seen, checks)
        _check_replay(match)
        _check_end(match)
        checks.check_end(match)
    checks.finish()


def test_every_game_has_unique_rule_ids_and_a_title():
    for gid, game in registry.games().items():
        assert game.id == gid
        assert game.titles.get("nl") and game.titles.get("en")
        assert len(set(game.rule_ids)) == len(game.rule_ids)
        assert all(r.startswith(gid + "/") for r in game.rule_ids)
        assert all(o.default in o.choices for o in game.options)
