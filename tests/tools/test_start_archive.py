"""``start.zip`` holds everything a start imports (issue 26): the first visit fetches it alone
and the games' modules once the app is ready. A module of the start that imports, at its top
level, a module outside it would make the start fetch all of ``core.zip`` or ``app.zip`` on
demand (a bot module imported by the table once did: 0.84 MB more before ready)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tools.site import at_start

ROOT = Path(__file__).resolve().parents[2]
TREES = {"core": ROOT / "core", "app": ROOT / "web" / "app"}


def _modules() -> dict[str, Path]:
    """Dotted name -> source, for every module of both trees."""
    out = {}
    for top, tree in TREES.items():
        for path in sorted(tree.rglob("*.py")):
            rel = path.relative_to(tree).with_suffix("")
            parts = [top, *rel.parts]
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _archive_name(module: str, path: Path) -> str:
    return "/".join(module.split(".")[:-1] + [path.name]) if path.name != "__init__.py" \
        else "/".join(module.split(".") + ["__init__.py"])


def _top_level_imports(module: str, path: Path) -> set[str]:
    """The modules ``module`` imports when it is imported: its top-level imports, not those
    inside functions nor under ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return {name for name in found if name.split(".")[0] in TREES}


def test_the_start_imports_nothing_outside_the_start_archive():
    modules = _modules()
    start = {m for m, p in modules.items() if at_start(_archive_name(m, p).replace(".py", ".pyc"))}
    assert "app.table" in start and "core.match" in start and "core.bots" in start
    assert not any(m.startswith(("core.keyflower", "app.games")) for m in start)
    outside = {f"{m} imports {name}"
               for m in sorted(start) for name in _top_level_imports(m, modules[m])
               if name in modules and name not in start}
    assert not outside, sorted(outside)


@pytest.mark.parametrize("name, expected", [
    ("core/match.pyc", True), ("app/table.pyc", True), ("core/bots/search.pyc", True),
    ("core/keyflower/rules.pyc", False), ("core/keyflower/expansions/merchants/rules.pyc", False),
    ("app/games/eden/board.pyc", False), ("app/games/__init__.pyc", False)])
def test_the_games_packages_stay_out_of_the_start(name, expected):
    assert at_start(name) is expected
