"""Bot thinking time in the built page (issue 25, deliverable 7), in Chromium.

    .venv/bin/python -m bench.bot_page [--dist DIST] [--moves 6] [--games ID ...] [--levels ...]

For every game at its largest player count and every level, a game with bots at every seat
(that level) is opened from a share link (``#r=``, match seed 1) and watched: the page's bot
driver (``web/app/bots.py``) reports each search's wall time, from the start of the search
to the move chosen, slices and the browser's turns between them included (what a player
waits for), into ``window.speeltafelBotTimes``, which this script creates. The first
``--moves`` bot decisions with more than one legal move are kept (a forced move is not
searched). The bots' pause between moves is set to 0 through the tests' sessionStorage hook;
their budgets and time caps are the levels' own.

Also kept: the longest main-thread task the browser reports while the bots play (Long Tasks
API, tasks >= 50 ms, counted from the first search's end so that the page's start is left
out): the page answers input only between tasks, so this bounds how long a tap waits while a
bot thinks.

Prints one JSON line per game and level: p50, p95 and max seconds per move, the target, the
longest task in ms, the longest animation frame over 50 ms while bots play (Long Animation
Frames API: its duration, the part spent in style and layout, and the scripts it ran, to say
what the long task was), and the load average (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from core import links, registry  # noqa: E402
from core.bots import LEVELS  # noqa: E402
from core.match import Match  # noqa: E402

INIT = """
window.speeltafelBotTimes = [];
window.speeltafelLongest = 0;
try { sessionStorage.setItem('speeltafel:bot-test', JSON.stringify({pause: 0})); } catch (e) {}
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.speeltafelLongest = Math.max(window.speeltafelLongest, e.duration);
  }).observe({type: 'longtask', buffered: true});
} catch (e) {}
window.speeltafelFrame = null;
try {
  // what the longest task was: the Long Animation Frames API names the scripts a frame ran
  // and splits off its style and layout work
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const f = window.speeltafelFrame;
      if (window.speeltafelBotTimes.length === 0 || (f && f.duration >= e.duration)) continue;
      window.speeltafelFrame = {
        duration: Math.round(e.duration), blocking: Math.round(e.blockingDuration),
        style_layout: Math.round(e.startTime + e.duration - (e.styleAndLayoutStart || e.startTime + e.duration)),
        scripts: e.scripts.map((s) => ({invoker: s.invoker, fn: s.sourceFunctionName,
                                        ms: Math.round(s.duration)}))};
    }
  }).observe({type: 'long-animation-frame', buffered: true});
} catch (e) {}
"""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q * len(ordered) + 0.5)) - 1))]


def measure(browser, site: str, game_id: str, level: str, moves: int, limit_s: float) -> dict:
    game = registry.get(game_id)
    players = game.max_players
    match = Match.new(game_id, [f"B{i}" for i in range(players)], seed=1,
                      bots={s: level for s in range(players)})
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(INIT)
    page = context.new_page()
    page.goto(site + "#r=" + links.encode(match.record_text()))
    page.wait_for_function("() => window.speeltafel && window.speeltafel.record", timeout=180_000)
    # the start's own long tasks (Pyodide, the first draw) are not the bots': count from the
    # first search on
    page.wait_for_function("() => window.speeltafelBotTimes.length > 0", timeout=180_000)
    page.evaluate("window.speeltafelLongest = 0; window.speeltafelFrame = null")
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        if page.evaluate("window.speeltafelBotTimes.length") >= moves:
            break
        page.wait_for_timeout(250)
    times = [float(x.split()[1]) for x in page.evaluate("window.speeltafelBotTimes")][:moves]
    longest = float(page.evaluate("window.speeltafelLongest"))
    frame = page.evaluate("window.speeltafelFrame")
    context.close()
    target = LEVELS[level].time_cap
    p95 = percentile(times, 0.95) if times else None
    return {"game": game_id, "players": players, "level": level, "moves": len(times),
            "p50_s": round(percentile(times, 0.5), 3) if times else None,
            "p95_s": round(p95, 3) if p95 is not None else None,
            "max_s": round(max(times), 3) if times else None, "target_s": target,
            "met": p95 is not None and p95 <= target, "longest_task_ms": round(longest),
            "longest_frame": frame,
            "load": [round(x, 1) for x in os.getloadavg()]}


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options
    from tools.serve import make_server

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--moves", type=int, default=6)
    parser.add_argument("--games", nargs="*", default=sorted(registry.games()))
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--limit", type=float, default=90.0, help="seconds per game and level")
    args = parser.parse_args(argv)
    server = make_server(Path(args.dist), 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    site = f"http://{host}:{port}/"
    with sync_playwright() as p:
        browser = p.chromium.launch(**chromium_launch_options())
        for game_id in args.games:
            for level in args.levels:
                print(json.dumps(measure(browser, site, game_id, level, args.moves, args.limit)),
                      flush=True)
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
