"""Small helpers for the golden tests: build a record from an explicit city line and turns,
replay it through ``Match.from_record``, and check refusals.

Every position in the golden tests is a record text, so each test is also a replay test.
Turns are written one string per turn (``"a3-a2 a2-b2"``); each segment is one record line.
"""

from __future__ import annotations

import pytest

from core.errors import GENERAL_RULE_IDS, ReplayError, RuleError
from core.match import Match
from core.stad_en_land import GAME

HEADERS = ['[Game "stad-en-land"]', '[Version "1"]', '[Player "Ann"]', '[Player "Bob"]', '[Seed "7"]']


def record(cities: str, turns=(), **options) -> str:
    lines = list(HEADERS) + [f'[Option "{k}={v}"]' for k, v in options.items()]
    lines.append("* cities " + cities)
    for turn in turns:
        lines += turn.split()
    return "\n".join(lines) + "\n"


def replay(cities: str, turns=(), **options) -> Match:
    return Match.from_record(record(cities, turns, **options))


def view(match: Match) -> dict:
    return GAME.view(match.state, None)


def owner(match: Match) -> dict:
    return view(match)["owner"]


def refused(cities: str, turns, bad: str, rule: str, **options) -> RuleError:
    """``bad`` after ``turns`` is refused with ``rule``, both by ``Match.play`` (which then
    leaves the match as it was) and by replaying a record ending in ``bad`` (which reports
    the line number of ``bad``). Returns the error."""
    match = replay(cities, turns, **options)
    before = (match.record_text(), match.state, len(match.events))
    with pytest.raises(RuleError) as info:
        match.play(bad)
    assert info.value.rule == rule, info.value.en
    assert (match.record_text(), match.state, len(match.events)) == before
    text = record(cities, turns, **options) + bad + "\n"
    with pytest.raises(ReplayError) as replay_info:
        Match.from_record(text)
    err = replay_info.value
    assert err.rule == rule
    assert err.line == len(text.splitlines())
    assert err.step == bad
    assert err.rule in GAME.rule_ids or err.rule in GENERAL_RULE_IDS
    assert err.message("nl") and err.message("en") and err.message("nl") != err.message("en")
    return err
