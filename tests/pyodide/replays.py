"""Replaying given records, for the determinism check between CPython and Pyodide: the test
runs this file natively and inside Pyodide (with the core as the site ships it, bytecode
included) on the same records, and compares every answer, refusals (line and rule id) too."""

from __future__ import annotations

import hashlib
import json

from core.errors import ReplayError
from core.match import Match


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def replay(text: str) -> dict:
    """What replaying ``text`` gives: the position's fingerprints, or the refusal."""
    try:
        match = Match.from_record(text)
    except ReplayError as e:
        return {"error": {"line": e.line, "rule": e.rule, "nl": e.nl, "en": e.en}}
    return {"steps": len(match.steps), "over": match.over,
            "record_sha256": _sha(match.record_text()),
            "state_sha256": _sha(match.game.digest(match.state)),
            "legal_sha256": _sha("\n".join(match.legal_moves())),
            "players": match.players}


def replay_all(path: str = "/speeltafel/data.json") -> list[dict]:
    with open(path, encoding="utf-8") as f:
        records = json.load(f)
    return [replay(text) for text in records]
