"""The interaction benchmark's taps with the renderer's CPU time per tap (issue 23), a measure
that a shared, loaded machine disturbs far less than the time to the frame.

    .venv/bin/python -m bench.tap_cpu [--only NAME] [--json OUT] --dist A --dist B ...

Runs ``bench.interaction`` (the same positions, taps, builds interleaved round by round, at
1024x768 with a mouse) and traces every measured tap with Chromium's timeline
(``browser.start_tracing``): ``cpu`` is the thread time (``tdur``) of the renderer main
thread's task that dispatched the tap's ``click``. Chromium dispatches a click at the start
of a frame, so that task holds the click's handlers (all the page's Python a tap runs before
its frame), the animation-frame callbacks and the frame's style, layout and paint: the work
that stands between a tap and its frame. Work the page leaves for the task after the frame
(``web/app/after_frame.py``) is not in it. Tracing costs time itself: compare builds with
each other, not with untraced runs. Prints median / p95 / max per build and position and the
per-tap values by kind (a selecting tap on the board or a panel button, taking the device at
a hand-over, a tap that plays).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import interaction  # noqa: E402

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"]


def click_task_ms(trace: bytes) -> float | None:
    """The thread time (ms) of the main-thread task holding the first ``click`` dispatch."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    mains = {(e["pid"], e["tid"]) for e in events
             if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    clicks = [e for e in events if e.get("name") == "EventDispatch" and (e["pid"], e["tid"]) in mains
              and e.get("args", {}).get("data", {}).get("type") == "click"]
    if not clicks:
        return None
    click = clicks[0]
    tasks = [e for e in events if (e.get("pid"), e.get("tid")) == (click["pid"], click["tid"])
             and e.get("name") == "RunTask" and e["ts"] <= click["ts"] <= e["ts"] + e.get("dur", 0)]
    return tasks[0].get("tdur", 0) / 1000 if tasks else None


def _traced(measured):
    def wrapper(self, page, target, action):
        browser, got = page.context.browser, {}

        def traced():
            browser.start_tracing(page=page, categories=CATEGORIES)
            try:
                action()
                page.wait_for_timeout(60)  # the frame after the click
            finally:
                got["trace"] = browser.stop_tracing()
        n = len(self.results)
        measured(self, page, target, traced)
        if len(self.results) > n:
            self.results[-1]["cpu"] = click_task_ms(got["trace"])
    return wrapper


def kind(tap: dict) -> str:
    if tap["played"]:
        return "plays"
    if tap["target"] == "reveal":
        return "hand-over"
    return "board" if ":" in tap["target"] or re.match(r"^[A-Z]?\d", tap["target"]) else "panel"


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(result: dict) -> str:
    lines = []
    for build, positions in result["raw"].items():
        for position, viewports in positions.items():
            for taps in viewports.values():
                cpu = [t["cpu"] for t in taps if t.get("cpu") is not None]
                if not cpu:
                    continue
                lines.append(f"{build} | {position}: cpu median {statistics.median(cpu):.1f} "
                             f"p95 {_p95(cpu):.1f} max {max(cpu):.1f} ms (n={len(cpu)})")
                by_kind: dict[str, list[float]] = {}
                for t in taps:
                    if t.get("cpu") is not None:
                        by_kind.setdefault(kind(t), []).append(t["cpu"])
                for k, values in sorted(by_kind.items()):
                    lines.append(f"    {k}: " + " ".join(f"{v:.0f}" for v in sorted(values)))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, action="append", help="a built site (repeatable)")
    parser.add_argument("--only", default="", help="only positions whose name contains this")
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--json", type=Path, help="also write the result here")
    args = parser.parse_args(argv)
    interaction._Taps.measured = _traced(interaction._Taps.measured)
    dists = [d.resolve() for d in (args.dist or [ROOT / "dist"])]
    result = interaction.run(dists, args.taps, 2, 0.0, args.only, ("1024x768 mouse",))
    print(report(result))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
