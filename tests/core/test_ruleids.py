"""Rule ids live in one place: each game's ``ruleids.py`` (the modules every game has are
checked in tests/test_shape.py)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from core import registry

CORE = Path(__file__).resolve().parents[2] / "core"


def _package(game_id: str) -> Path:
    return CORE / registry._MODULES[game_id].rsplit(".", 1)[1]


@pytest.mark.parametrize("game_id", registry.ids())
def test_rule_ids_live_in_ruleids_only(game_id):
    """The game's RULE_IDS come from its ruleids.py; no other module spells a rule id of the
    game as a string literal (they build refusals with ``ruleids.err``)."""
    module = importlib.import_module(registry._MODULES[game_id] + ".ruleids")
    assert registry.get(game_id).rule_ids == module.RULE_IDS
    prefix = game_id + "/"
    for path in sorted(_package(game_id).glob("*.py")):
        if path.stem == "ruleids":
            continue
        literals = [n.value for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        assert not [s for s in literals if s.startswith(prefix)], path.name
