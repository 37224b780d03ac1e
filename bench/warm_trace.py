"""What a warm start waits on: ``.venv/bin/python bench/warm_trace.py [--dist DIST] [--profile P]``.

One fresh browser profile: a first visit, then (once the server is quiet: the service worker
has stored the site) a reload traced through the DevTools protocol (``Tracing``: the
``devtools.timeline``, ``loading``, ``v8`` and ``v8.wasm`` categories), until the app is ready
(issue 26). Prints the requests the reload made (resource timing: start and end in ms from
navigation), the renderer main thread's longest tasks and its busy time, the page's worker
threads' busy time, and the named spans (script evaluation, module compile, WebAssembly) in
order; the main thread's busy time against the wall time to ready says how much of the warm
start is waiting.
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

CATEGORIES = ("blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline,"
              "loading,v8,v8.wasm,disabled-by-default-v8.compile")

NAMED = {"EvaluateScript", "v8.evaluateModule", "v8.compileModule", "v8.compile",
         "v8.wasm.compileConsume", "v8.wasm.streamFromResponseCallback", "v8.wasm.compileLazy",
         "wasm.SyncInstantiate", "wasm.AsyncInstantiate", "v8.wasm.instantiate",
         "FunctionCall", "TimerFire", "FireIdleCallback", "ParseHTML", "Layout",
         "UpdateLayoutTree", "Paint", "XHRReadyStateChange", "RunMicrotasks", "v8.run",
         "V8.GCFinalizeMC", "MajorGC", "MinorGC", "V8.GC_MC_BACKGROUND_MARKING"}

#: A User Timing mark when the app becomes ready, so the trace can be cut there.
READY_MARK = """
new MutationObserver((list, observer) => {
  if (document.body && document.body.dataset.appState === 'ready') {
    performance.mark('speeltafel-ready');
    observer.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-app-state'], childList: true});
"""

RESOURCES = """() => performance.getEntriesByType('resource').map((e) => ({
  name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd,
  size: e.transferSize, type: e.initiatorType}))"""


def trace(dist: Path, profile: str, show_initiators: bool = False) -> tuple[list[dict], float, list[dict], str]:
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options

    counter = startup._Counter()
    server, base = startup.serve(dist, counter)
    folder = tempfile.mkdtemp(prefix="speeltafel-wtrace-")
    initiators: list[tuple[str, str]] = []
    try:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(folder, headless=True, **chromium_launch_options())
            ctx.add_init_script(startup.READY_PROBE)
            ctx.add_init_script(READY_MARK)
            page = ctx.new_page()
            startup.throttle(ctx, page, startup.PROFILES[profile])
            page.goto(base + "index.html")
            startup._ready_ms(page)
            startup._quiet(counter)
            with startup.tracing(ctx, page, CATEGORIES) as (events, cdp):
                cdp.send("Network.enable")
                cdp.on("Network.requestWillBeSent", lambda e: initiators.append(
                    (e["request"]["url"].replace(base, "/"), _initiator(e.get("initiator", {})))))
                page.reload()
                ready = startup._ready_ms(page)
                resources = page.evaluate(RESOURCES)
                how = page.evaluate("document.documentElement.dataset.start || ''")
            ctx.close()
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    if show_initiators:
        for url, how_asked in initiators:
            print(f"  asked: {url[:60]:60} by {how_asked}")
    return events, ready, resources, how


def _initiator(initiator: dict) -> str:
    """Where a request was asked for: the innermost frames of the initiator's JavaScript stack."""
    stack = initiator.get("stack") or {}
    frames = []
    while stack and len(frames) < 3:
        for f in stack.get("callFrames", [])[:3 - len(frames)]:
            frames.append(f"{f.get('functionName') or '?'}@{f.get('url', '').rsplit('/', 1)[-1]}:{f.get('lineNumber')}")
        stack = stack.get("parent") or {}
    return initiator.get("type", "?") + (" " + " < ".join(frames) if frames else "")


def window(events: list[dict], ready: float) -> tuple[int, int, float, float] | None:
    """The renderer's process and main thread, and the trace times (us) of the navigation to
    index.html and of the ready mark (else navigation + ``ready`` ms)."""
    starts = [e for e in events if e.get("name") == "navigationStart"
              and str(e.get("args", {}).get("data", {}).get("documentLoaderURL", "")).endswith("index.html")]
    if not starts:
        return None
    nav = starts[-1]
    marks = [e["ts"] for e in events if e.get("name") == "speeltafel-ready" and e.get("pid") == nav["pid"]]
    return nav["pid"], nav["tid"], nav["ts"], (min(marks) if marks else nav["ts"] + ready * 1000)


def main_thread_cpu(events: list[dict], ready: float) -> tuple[float, float]:
    """The renderer main thread's CPU time (thread time) and busy wall time (ms) from the
    navigation to ready: the sums over its top-level tasks."""
    found = window(events, ready)
    if found is None:
        return 0.0, 0.0
    pid, tid, t0, t1 = found
    tasks = [e for e in events if e.get("ph") == "X" and e.get("name") == "RunTask"
             and e.get("pid") == pid and e.get("tid") == tid and t0 <= e["ts"] <= t1]
    return sum(e.get("tdur", 0) for e in tasks) / 1000, sum(e.get("dur", 0) for e in tasks) / 1000


def _threads(events: list[dict]) -> dict[tuple[int, int], str]:
    return {(e["pid"], e["tid"]): e["args"]["name"] for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"}


def report(events: list[dict], ready: float, resources: list[dict], how: str) -> list[str]:
    found = window(events, ready)
    if found is None:
        return ["the trace holds no navigation to index.html"]
    pid, tid, t0, t1 = found
    names = _threads(events)
    cpu, busy = main_thread_cpu(events, ready)
    lines = [f"ready {ready:.0f} ms after navigation (trace: {(t1 - t0) / 1000:.0f}); start: {how}; "
             f"main thread until ready: {cpu:.0f} ms CPU, {busy:.0f} ms busy", "", "requests (ms):"]
    for r in sorted(resources, key=lambda r: r["start"]):
        if r["start"] <= ready:
            lines.append(f"  {r['start']:7.1f} -> {r['end']:7.1f}  ({r['end'] - r['start']:6.1f})  {r['name']}")
    # busy time per thread of the renderer, top-level tasks only (ThreadControllerImpl::RunTask
    # or RunTask), within navigation..ready
    busy: dict[tuple[int, int], float] = {}
    tasks = []
    for e in events:
        if e.get("ph") != "X" or e.get("pid") != pid or e.get("name") not in ("RunTask",):
            continue
        if not (t0 <= e["ts"] <= t1):
            continue
        key = (e["pid"], e["tid"])
        busy[key] = busy.get(key, 0.0) + e.get("dur", 0) / 1000
        if key == (pid, tid):
            tasks.append(e)
    lines.append("")
    lines.append("renderer threads, busy ms until ready (top-level tasks):")
    for key, ms in sorted(busy.items(), key=lambda kv: -kv[1]):
        lines.append(f"  {ms:7.1f}  {names.get(key, key)}")
    lines.append("")
    lines.append("main thread's longest tasks (start, ms, what ran inside):")
    inner = [e for e in events if e.get("ph") == "X" and e.get("pid") == pid and e.get("tid") == tid
             and e.get("name") in NAMED and t0 <= e["ts"] <= t1]
    for task in sorted(tasks, key=lambda e: -e.get("dur", 0))[:15]:
        s, d = task["ts"], task.get("dur", 0)
        parts = {}
        for e in inner:
            if s <= e["ts"] <= s + d:
                data = e.get("args", {}).get("data", {}) or {}
                label = e["name"]
                url = data.get("url") or data.get("fileName") or e.get("args", {}).get("fileName", "")
                if url:
                    label += " " + str(url).rsplit("/", 1)[-1][:40]
                parts[label] = parts.get(label, 0.0) + e.get("dur", 0) / 1000
        top = sorted(parts.items(), key=lambda kv: -kv[1])[:4]
        lines.append(f"  {(s - t0) / 1000:7.1f}  {d / 1000:6.1f}  "
                     + "; ".join(f"{k} {v:.1f}" for k, v in top))
    lines.append("")
    lines.append("named spans on any thread of the renderer >= 3 ms (start, ms, thread, what):")
    for e in sorted((e for e in events if e.get("ph") == "X" and e.get("pid") == pid
                     and e.get("name") in NAMED and e.get("name") not in ("RunMicrotasks",)
                     and t0 <= e["ts"] <= t1 and e.get("dur", 0) >= 3000), key=lambda e: e["ts"]):
        data = e.get("args", {}).get("data", {}) or {}
        url = data.get("url") or data.get("fileName") or e.get("args", {}).get("fileName", "")
        thread = names.get((e["pid"], e["tid"]), str(e["tid"]))
        lines.append(f"  {(e['ts'] - t0) / 1000:7.1f}  {e['dur'] / 1000:6.1f}  {thread[:22]:22}  "
                     f"{e['name']} {str(url).rsplit('/', 1)[-1][:50]}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=startup.ROOT / "dist")
    ap.add_argument("--profile", choices=sorted(startup.PROFILES), default="loopback")
    ap.add_argument("--initiators", action="store_true", help="print who asked for each request")
    ap.add_argument("--timeline", action="store_true", help="print the main thread's tasks in order")
    args = ap.parse_args()
    events, ready, resources, how = trace(args.dist, args.profile, args.initiators)
    print("\n".join(report(events, ready, resources, how)))
    if args.timeline:
        print("\nmain thread's tasks >= 2 ms in order (start, wall ms, CPU ms, first script events):")
        print("\n".join(timeline(events, ready)))
    return 0



def timeline(events: list[dict], ready: float, min_ms: float = 2.0) -> list[str]:
    """Every main-thread task of at least ``min_ms`` until ready, with the first script event
    inside it (function and file): the order the warm start's work runs in."""
    found = window(events, ready)
    if found is None:
        return []
    pid, tid, t0, t1 = found
    mine = sorted((e for e in events if e.get("ph") == "X" and e.get("pid") == pid and e.get("tid") == tid
                   and t0 <= e["ts"] <= t1), key=lambda e: e["ts"])
    lines = []
    for task in (e for e in mine if e["name"] == "RunTask" and e.get("dur", 0) >= min_ms * 1000):
        s, d = task["ts"], task["dur"]
        what = []
        for e in mine:
            if s < e["ts"] <= s + d and e["name"] in ("FunctionCall", "EvaluateScript", "v8.evaluateModule",
                                                     "v8.compileModule", "RunMicrotasks", "TimerFire",
                                                     "ParseHTML", "v8.wasm.compileConsume", "wasm.SyncInstantiate",
                                                     "XHRLoad", "EventDispatch", "ResourceReceivedData"):
                data = e.get("args", {}).get("data", {}) or {}
                where = str(data.get("url") or e.get("args", {}).get("fileName") or "").rsplit("/", 1)[-1][:28]
                fn = data.get("functionName") or data.get("type") or ""
                what.append(f"{e['name']}({fn}@{where}:{data.get('lineNumber', '')}) {e.get('dur', 0) / 1000:.0f}")
            if len(what) >= 3:
                break
        lines.append(f"{(s - t0) / 1000:7.1f} {d / 1000:6.1f} {task.get('tdur', 0) / 1000:6.1f}  " + " | ".join(what))
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
