"""What holds the first paint: ``.venv/bin/python bench/paint_trace.py [--dist DIST] [--profile P]``.

Loads the site's first page once as a first visit (a fresh browser profile) under a
:data:`startup.PROFILES` profile (default ``phone``), with a DevTools-protocol trace
(``Tracing.start``, the ``devtools.timeline`` categories), and prints the page's main-thread
tasks from navigation to the first contentful paint: HTML parsing, style sheets parsed, scripts
run, style, layout and paint, each with its start and wall time in ms (issue 26). Under CPU
throttling a task's wall time includes the pauses the throttling puts in it, so compare the
order and the sums, not single tasks; on a busy machine repeat it.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import startup  # noqa: E402

CATEGORIES = ("blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline,loading")
#: Trace events worth a line, and the shorter name they are printed under.
SHOWN = {"ParseHTML": "parse HTML", "CSSParserImpl::parseStyleSheet": "parse style sheet",
         "EvaluateScript": "run script", "v8.evaluateModule": "run module",
         "UpdateLayoutTree": "style", "Layout": "layout", "Paint": "paint",
         "TimerFire": "timer", "FireAnimationFrame": "animation frame"}


def trace(dist: Path, profile: str) -> tuple[list[dict], float]:
    """The trace events of one first visit of ``dist``'s index.html, and its first contentful
    paint as the page measured it (ms)."""
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options

    server, base = startup.serve(dist, startup._Counter())
    folder = tempfile.mkdtemp(prefix="speeltafel-trace-")
    try:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(folder, headless=True, **chromium_launch_options())
            page = ctx.new_page()
            startup.throttle(ctx, page, startup.PROFILES[profile])
            with startup.tracing(ctx, page, CATEGORIES) as (events, _):
                page.goto(base + "index.html", wait_until="commit")
                page.wait_for_timeout(startup.PAINT_GRACE_MS)
                fcp = float(page.evaluate(startup.FIRST_PAINT))
                page.wait_for_timeout(300)
            ctx.close()
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    return events, fcp


def main_thread_lines(events: list[dict]) -> list[str]:
    """The :data:`SHOWN` tasks of the page's main thread from navigation to the first
    contentful paint, in order, with the sums per kind."""
    starts = [e for e in events if e.get("name") == "navigationStart"
              and str(e.get("args", {}).get("data", {}).get("documentLoaderURL", "")).endswith("index.html")]
    paints = [e for e in events if e.get("name") == "firstContentfulPaint"]
    if not starts or not paints:
        return ["the trace holds no navigation to index.html or no first contentful paint"]
    pid, tid, t0, t1 = starts[0]["pid"], starts[0]["tid"], starts[0]["ts"], paints[0]["ts"]
    lines, sums = [], {}
    for e in sorted((e for e in events if e.get("ph") == "X" and e.get("pid") == pid
                     and e.get("tid") == tid and t0 <= e["ts"] <= t1 and e.get("name") in SHOWN),
                    key=lambda e: e["ts"]):
        kind = SHOWN[e["name"]]
        ms = e.get("dur", 0) / 1000
        sums[kind] = sums.get(kind, 0.0) + ms
        if ms >= 1:
            lines.append(f"{(e['ts'] - t0) / 1000:8.1f} ms  {ms:6.1f} ms  {kind}")
    lines.append(f"{(t1 - t0) / 1000:8.1f} ms  first contentful paint (trace)")
    lines.append("sums: " + ", ".join(f"{k} {v:.1f} ms" for k, v in sorted(sums.items())))
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=startup.ROOT / "dist")
    ap.add_argument("--profile", choices=sorted(startup.PROFILES), default="phone")
    args = ap.parse_args()
    events, fcp = trace(args.dist, args.profile)
    print(f"first contentful paint (page): {fcp:.0f} ms")
    print("\n".join(main_thread_lines(events)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
