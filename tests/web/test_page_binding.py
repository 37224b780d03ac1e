"""Issue 26: the app's modules take the page's objects from ``app/page.py`` only, so they can be
imported where there is no page (the warm-start snapshot is made in Node) and bound later."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
APP = WEB / "app"


def _imports_pyscript(path: Path) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level
                 else [])
        if any(name.partition(".")[0] == "pyscript" for name in names):
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("path", sorted(APP.rglob("*.py")), ids=lambda p: str(p.relative_to(APP)))
def test_only_page_py_imports_pyscript(path):
    if path == APP / "page.py":
        assert _imports_pyscript(path), "page.py binds PyScript's objects"
        return
    assert _imports_pyscript(path) == [], f"{path.relative_to(APP)}: import from .page instead"
    copies = [node.lineno for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
              if isinstance(node, ast.ImportFrom) and node.level and (node.module or "").endswith("page")]
    assert copies == [], f"{path.relative_to(APP)}: use page.<name> at each use, not a copy (lines {copies})"


# In a fresh interpreter without PyScript: import every generic module (as the snapshot maker
# does), bind stand-ins of the page, and list every object that still refers to one of
# page.py's stand-ins (a default argument, a class attribute, a container, a closure).
BIND_AND_LOOK = """
import gc, importlib, json, sys, types
js = types.ModuleType("js")
sys.modules["js"] = js
from app import page
names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
stand_ins = [getattr(page, name) for name in page.NAMES]
real = {name: object() for name in page.NAMES}
page.bind(real)
left = [name for name in page.NAMES if getattr(page, name) is not real[name]]
held = []
for stand_in in stand_ins:
    for holder in gc.get_referrers(stand_in):
        if holder is not stand_ins and holder is not globals() and not isinstance(holder, types.FrameType):
            held.append(f"{stand_in!r} in a {type(holder).__name__}: {str(holder)[:200]}")
for name in names:
    module = sys.modules[name]
    for key, value in vars(module).items():
        if any(value is stand_in for stand_in in stand_ins):
            held.append(f"{name}.{key}")
print(json.dumps({"left": left, "held": held}))
"""


def test_every_generic_module_imports_without_the_page_and_binds_whole():
    generic = sorted(f"app.{path.stem}" for path in APP.glob("*.py") if path.stem != "__init__")
    proc = subprocess.run([sys.executable, "-c", BIND_AND_LOOK, json.dumps(generic)],
                          cwd=WEB, capture_output=True, text=True,
                          env={"PYTHONPATH": f"{WEB}:{WEB.parent}"})
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found == {"left": [], "held": []}
