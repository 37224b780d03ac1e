"""Long games in the page (issue 9, item 3): how long a shared link of N steps takes to become
ready, and what one change costs after that, for N = 0, 100, 1,000, 10,000 (the longest record
assumed allowed; pass more with ``--steps``).

The records are Eden games of passes (a seat may pass while the deck holds cards), the
cheapest way to a long record. Ready time is measured inside the page (``performance.now()``
when ``body[data-app-state]`` becomes ``"ready"``, from a fresh browser context, so it
includes starting Pyodide: compare with N = 0). A change is the Undo button and then the
Redo button (take back the last pass and play it again), each timed around a synchronous
``click()``, which runs the whole Python handler: the session, the board, the panel and the
move log.

    .venv/bin/python bench/move_log.py [--steps 0,100,1000,10000] [--changes 10]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from startup import READY_PROBE, _ready_ms  # noqa: E402
from core import links  # noqa: E402
from core.match import Match  # noqa: E402

CLICK = """id => { const b = document.querySelector(`[data-testid=${id}]`);
  const t = performance.now(); b.click(); return performance.now() - t; }"""


def record(steps: int) -> str:
    """An Eden record of ``steps`` steps, made of passes where a pass is legal."""
    match = Match.new("eden", ["Ann", "Bob", "Cas"], {}, 5)
    while len(match.steps) < steps:
        legal = match.legal_moves()
        match.play("pass" if "pass" in legal else legal[0])
    return match.record_text()


def measure(browser, base: str, steps: int, changes: int) -> dict:
    text = record(steps)
    url = base + ("#r=" + links.encode(text) if steps else "")
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        context.add_init_script(READY_PROBE)
        page = context.new_page()
        wall = time.monotonic()
        page.goto(url)
        ready = _ready_ms(page, timeout=900_000)
        wall = time.monotonic() - wall
        undo, redo = [], []
        if steps:
            for _ in range(changes):
                undo.append(page.evaluate(CLICK, "undo"))
                redo.append(page.evaluate(CLICK, "redo"))
            assert page.evaluate("window.speeltafel.record()") == text, "undo/redo changed the game"
        return {"steps": steps, "record_bytes": len(text.encode()), "link_chars": len(url) - len(base),
                "ready_ms": round(ready), "wall_s": round(wall, 1),
                "undo_ms": round(statistics.median(undo), 1) if undo else None,
                "redo_ms": round(statistics.median(redo), 1) if redo else None}
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", default="0,100,1000,10000")
    parser.add_argument("--changes", type=int, default=10)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options
    from tools.serve import make_server

    if not (ROOT / "dist" / "index.html").exists():
        raise SystemExit("dist/ is missing: run `python3 build.py` first")
    server = make_server(ROOT / "dist", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d/" % server.server_address[1]
    print(f"{'steps':>7} {'record B':>9} {'link ch':>8} {'ready ms':>9} {'undo ms':>8} {'redo ms':>8}")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**{"headless": True, **chromium_launch_options()})
            for n in (int(x) for x in args.steps.split(",")):
                r = measure(browser, base, n, args.changes)
                print(f"{r['steps']:>7} {r['record_bytes']:>9} {r['link_chars']:>8} {r['ready_ms']:>9} "
                      f"{r['undo_ms'] if r['undo_ms'] is not None else '-':>8} "
                      f"{r['redo_ms'] if r['redo_ms'] is not None else '-':>8}", flush=True)
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
