"""Records which standard modules a start and the games import: ``tools/stdlib-modules.txt``.

    .venv/bin/python -m tools.stdlib_record     (after python3 build.py; needs Playwright)

Loads the built page in Chromium and, once it is ready, imports every module of the page's
``app`` package and of the rules core and plays a short random game of every game at its
smallest and largest player count (:data:`EXERCISE`); then lists every module that came from a
standard library zip (the start's cut one or, through the on-demand finder, the whole one).
That list is what ``tools/stdlib.py`` cuts the start's library to. The end-to-end test
``tests/e2e/test_start_stdlib.py`` runs the same exercise and fails when it needs a module
the list lacks.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from tools import paths
from tools.stdlib import MODULES

#: Python run in the ready page: returns ``{"modules": [...], "misses": [...]}``.
EXERCISE = r"""
import importlib, os, sys
import _speeltafel_on_demand
from core import links, registry
from core.match import Match
from core.rng import Rng

def _package_modules(top):
    out = []
    for folder, _, files in os.walk(top):
        for file in files:
            if file.endswith((".py", ".pyc")) and not file.startswith("__main__"):
                parts = os.path.join(folder, file).rsplit(".", 1)[0].split(os.sep)
                out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return sorted(set(out))

for _top in ("app", "core"):
    for _name in _package_modules(_top):
        importlib.import_module(_name)

for _id, _game in registry.games().items():
    for _players in sorted({_game.min_players, _game.max_players}):
        _match = Match.new(_id, [f"P{_i + 1}" for _i in range(_players)], {}, 26)
        _rng = Rng(26, 999)
        while not _match.over and len(_match.steps) < 5000:
            _moves = _match.legal_moves()
            _match.play(_moves[_rng.below(len(_moves))])
        _text = _match.record_text()
        Match.from_record(links.decode(links.encode(_text)))

_finders = [f for f in sys.meta_path if type(f).__name__ == "StdlibFallback"]
{"modules": sorted(name for name, module in list(sys.modules.items())
                   if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith("/lib/")
                   and name != "_speeltafel_on_demand"),
 "misses": list(_finders[0].misses) if _finders else ["(no on-demand finder installed)"]}
"""

#: Run in the page: the exercise's result as JSON-able data.
RUN = """async (code) => {
  const m = await import('./early-pyodide.mjs');
  const py = await m.boot();
  const result = py.runPython(code);
  return result.toJs({dict_converter: Object.fromEntries});
}"""


def exercise(page) -> dict:
    """Run :data:`EXERCISE` in a ready page of the site."""
    return page.evaluate(RUN, EXERCISE)


HEADER = """\
# The start's standard library (tools/stdlib.py): the modules of Pyodide's python_stdlib.zip that
# a start and the games import (Pyodide itself, PyScript, the page and the rules core), as
# bytecode. Made by `.venv/bin/python -m tools.stdlib_record` (after `python3 build.py`);
# tests/e2e/test_start_stdlib.py fails when the page or the core needs a module not listed.
"""


def record(dist: Path = paths.DIST) -> list[str]:
    """The standard modules the built page in ``dist`` imports (see the module)."""
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options
    from tools.serve import make_server

    server = make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(headless=True, **chromium_launch_options())
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html")
            page.wait_for_function("document.body.dataset.appState === 'ready'", timeout=120_000)
            result = exercise(page)
            browser.close()
    finally:
        server.shutdown()
    return sorted(result["modules"])


def main() -> int:
    names = record()
    MODULES.write_text(HEADER + "".join(f"{name}\n" for name in names), encoding="utf-8")
    print(f"{MODULES.relative_to(paths.ROOT)}: {len(names)} modules; rebuild (python3 build.py)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
