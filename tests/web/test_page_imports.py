"""The view is the page's only source of rule facts: no module under ``web/app/`` may import
a game's core package (``core.<game>`` or anything below it). The page may import only the
shared core. Imports are read with ``ast``: ``import x``, ``from x import y``, relative
imports that climb into ``core``, and ``importlib.import_module("...")`` /
``__import__("...")`` with a literal name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "web" / "app"
#: The shared core the page may use (``core.bots``: the generic bot engine, issue 25).
ALLOWED = {"core", "core.registry", "core.match", "core.errors", "core.links", "core.record",
           "core.protocol", "core.bots"}


def imported_modules(source: str) -> list[str]:
    """Every absolute module name ``source`` imports (``from core import eden`` counts as
    ``core.eden``: the name may be a submodule)."""
    out: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append(node.module)
            out += [f"{node.module}.{alias.name}" for alias in node.names if node.module == "core"]
        elif isinstance(node, ast.Call):
            func = node.func
            name = (func.attr if isinstance(func, ast.Attribute)
                    else func.id if isinstance(func, ast.Name) else "")
            if name in ("import_module", "__import__") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    out.append(arg.value)
    return out


def forbidden(source: str) -> list[str]:
    """The imported names that reach a game's core package."""
    bad = []
    for name in imported_modules(source):
        if (name == "core" or name.startswith("core.")) and name not in ALLOWED:
            bad.append(name)
    return bad


@pytest.mark.parametrize("path", sorted(APP.rglob("*.py")), ids=lambda p: str(p.relative_to(APP)))
def test_no_page_module_imports_a_games_core_package(path):
    source = path.read_text()
    assert forbidden(source) == [], f"{path.relative_to(APP)} imports a game's rules"
    # relative imports never leave the app package (the core is reached only as ``core``)
    depth = len(path.relative_to(APP).parts) - 1
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level:
            assert node.level <= depth + 1, f"{path.name} imports above app/"


def test_the_scan_catches_every_form_of_importing_a_game():
    assert forbidden("from core.eden import x") == ["core.eden"]
    assert forbidden("from core.eden.view import view") == ["core.eden.view"]
    assert forbidden("import core.eden.view") == ["core.eden.view"]
    assert forbidden("import core.new_england as ne") == ["core.new_england"]
    assert forbidden("from core import eden") == ["core.eden"]
    assert forbidden("import importlib\nimportlib.import_module('core.eden.board')") == ["core.eden.board"]
    assert forbidden("from importlib import import_module\nimport_module(\"core.stad_en_land\")") \
        == ["core.stad_en_land"]
    assert forbidden("def f():\n    from core.stad_en_land import rules\n") == ["core.stad_en_land"]
    assert forbidden("__import__('core.eden')") == ["core.eden"]
    assert forbidden("from core.errors import RuleError\nfrom core import registry") == []
    assert forbidden("import core.match\nfrom core.protocol import Game") == []


def test_the_scan_sees_every_page_module():
    names = {str(p.relative_to(APP)) for p in APP.rglob("*.py")}
    for game in ("stad_en_land", "new_england", "eden"):
        for module in ("__init__", "board", "input", "panel", "texts"):
            assert f"games/{game}/{module}.py" in names
