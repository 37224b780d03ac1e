"""First paint only, builds interleaved: ``.venv/bin/python bench/paint_ab.py DIST [DIST...]``.

Loads each build's ``index.html`` as a first visit (a fresh browser profile each load) under a
:data:`startup.PROFILES` profile (default ``phone``) and records its first contentful paint,
round after round, the builds in turn (the order flips every round, so neither always goes
first), and prints per build the median, the range and every load, with the load average
before and after (issue 26). A load ends at its first paint: the start's downloads after it
do not count, so a round takes seconds where ``bench/run.py`` (which waits for ready and the
warm start too) takes minutes; use it to decide one step, ``bench/run.py`` for the record.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import startup  # noqa: E402

def first_paint(playwright, launch_args: dict, url: str, profile: dict | None) -> float:
    """One first visit of ``url`` in a fresh profile: its first contentful paint (ms)."""
    folder = tempfile.mkdtemp(prefix="speeltafel-paint-")
    try:
        ctx = playwright.chromium.launch_persistent_context(folder, **launch_args)
        page = ctx.new_page()
        startup.throttle(ctx, page, profile)
        page.goto(url, wait_until="commit")
        page.wait_for_timeout(startup.PAINT_GRACE_MS)
        fcp = float(page.evaluate(startup.FIRST_PAINT))
        ctx.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return fcp


def main() -> int:
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dists", type=Path, nargs="+", metavar="DIST")
    ap.add_argument("--runs", type=int, default=9, help="loads per build (median)")
    ap.add_argument("--profile", choices=sorted(startup.PROFILES), default="phone")
    args = ap.parse_args()
    servers = [startup.serve(d.resolve(), startup._Counter()) for d in args.dists]
    for server, _ in servers:   # a load ends at its paint: the start's downloads break off
        server.handle_error = lambda request, address: None
    times: list[list[float]] = [[] for _ in args.dists]
    load_before = os.getloadavg()
    try:
        with sync_playwright() as p:
            launch = {"headless": True, **chromium_launch_options()}
            for n in range(args.runs):
                order = list(range(len(args.dists)))
                for i in order if n % 2 == 0 else order[::-1]:
                    times[i].append(first_paint(p, launch, servers[i][1] + "index.html",
                                                startup.PROFILES[args.profile]))
    finally:
        for server, _ in servers:
            server.shutdown()
    load_after = os.getloadavg()
    print(f"profile {args.profile}, {args.runs} first visits each, load average "
          f"{load_before[0]:.1f} before, {load_after[0]:.1f} after")
    for dist, ms in zip(args.dists, times):
        print(f"{statistics.median(ms):7.0f} ms  ({min(ms):.0f}-{max(ms):.0f})  {dist}  "
              + " ".join(f"{t:.0f}" for t in ms))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
