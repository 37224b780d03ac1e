"""Small helpers for the golden tests: build a record from an explicit city line and turns,
replay it through ``Match.from_record``, and check refusals.

Every position in the golden tests is a record text, so each test is also a replay test.
Turns are written one string per turn (``"a3-a2 a2-b2"``); each segment is one record line.
"""

from __future__ import annotations

from core.errors import RuleError
from core.match import Match
from core.stad_en_land import GAME
from tests.helpers import refused as shared_refused

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
    """``bad`` after ``turns`` is refused with ``rule`` (the shared check
    ``tests.helpers.refused`` on the replayed match: nothing changes, and a record ending in
    ``bad`` reports it on its line). Returns the error."""
    return shared_refused(replay(cities, turns, **options), bad, rule)
