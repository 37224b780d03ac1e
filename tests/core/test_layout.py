"""Every game package has the same module layout (issue 8), and rule ids live in one place.

``view.py`` of Stad en Land is created by the page's branch (its view and events move there),
so it is not yet in ``SHARED`` here.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from core import registry

SHARED = ("__init__", "data", "ruleids", "state", "board", "notation", "chance", "rules",
          "explain", "scoring", "view")
CORE = Path(__file__).resolve().parents[2] / "core"
MAX_LINES = 400
DATA_TABLES = {"data"}      # data tables may be longer


def _package(game_id: str) -> Path:
    return CORE / registry._MODULES[game_id].rsplit(".", 1)[1]


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_has_the_shared_modules(game_id):
    present = {p.stem for p in _package(game_id).glob("*.py")}
    assert set(SHARED) <= present, sorted(set(SHARED) - present)


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


def test_modules_stay_small():
    for path in sorted(CORE.rglob("*.py")):
        if path.stem in DATA_TABLES:
            continue
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= MAX_LINES, f"{path.relative_to(CORE)} has {lines} lines"
