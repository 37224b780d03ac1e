"""Start-up benchmark: our page, started the normal way and from the warm-start snapshot
(issue 14), against a bare Pyodide page, served from the same loopback server in the same run,
cold (a first visit in a fresh profile) and warm (a reload in that profile once the service
worker has stored the site), in two profiles (issue 26): ``loopback`` as the machine is, and
``phone``, a phone on a mobile network (Chromium's own network and CPU throttling through the
DevTools protocol: 9 Mbit/s down, 85 ms round trip, CPU 4x slower; see :data:`PROFILES`). The
server sends compressed bodies as static hosts do (``tools/serve.py``), to every page alike.

Time is measured inside the page: ``performance.now()`` when ``body[data-app-state]`` first
becomes ``"ready"`` (a MutationObserver installed before any page script runs), and the first
contentful paint (for our page the first screen: the game list, before Python runs). Bytes
until ready are the page's own (resource timing: compressed bodies and headers of every
response that had arrived by then); bytes in all are counted by the server (bodies it sent,
compressed as sent), so requests made by the service worker count too.
"""

from __future__ import annotations

import http.server
import shutil
import statistics
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = Path(__file__).resolve().parent / "bare.html"
BARE_SCRIPT = Path(__file__).resolve().parent / "bare.mjs"

READY_PROBE = """
(() => {
  const mark = () => {
    if (document.body && document.body.dataset.appState === 'ready' && !window.__readyAt) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true,
                                                attributeFilter: ['data-app-state'], childList: true});
})();
"""


class _Counter:
    def __init__(self) -> None:
        self.bytes = 0
        self.requests = 0
        self.last = time.monotonic()
        self.lock = threading.Lock()

    def add(self, n: int) -> None:
        with self.lock:
            self.bytes += n
            self.requests += 1
            self.last = time.monotonic()

    def reset(self) -> None:
        with self.lock:
            self.bytes = self.requests = 0
            self.last = time.monotonic()


def serve(dist: Path, counter: _Counter) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``dist`` plus ``/bench-bare.html`` (and its script) on a free loopback port,
    with the site's own headers (its Content-Security-Policy included)."""
    from tools.serve import make_handler  # the site's own handler, as `play` serves it

    class Handler(make_handler(dist, quiet=True)):
        def translate_path(self, path):
            if path.split("?")[0] == "/bench-bare.html":
                return str(BARE)
            if path.split("?")[0] == "/bench-bare.mjs":
                return str(BARE_SCRIPT)
            return super().translate_path(path)

        def end_headers(self):
            # the bare page gets the app page's policy (the static pages' one runs no
            # script): both pages start under the same headers
            if self.path.split("?")[0] != "/bench-bare.html":
                return super().end_headers()
            real, self.path = self.path, "/index.html"
            try:
                super().end_headers()
            finally:
                self.path = real

        def copyfile(self, source, outputfile):
            n = 0
            while chunk := source.read(1 << 16):
                outputfile.write(chunk)
                n += len(chunk)
            counter.add(n)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def _ready_ms(page, timeout: float = 120_000) -> float:
    page.wait_for_function("() => window.__readyAt !== undefined", timeout=timeout, polling=50)
    return float(page.evaluate("window.__readyAt"))


def _quiet(counter: _Counter, idle: float = 2.0, limit: float = 60.0) -> None:
    """Wait until the server has been idle for ``idle`` seconds (service-worker precache done)."""
    end = time.monotonic() + limit
    while time.monotonic() < end and time.monotonic() - counter.last < idle:
        time.sleep(0.2)


#: Run before the page's scripts on the "normal start" page: the warm-start snapshot is not
#: used (the flag boot.js sets after a failed start from one), so the page boots as it did
#: before issue 14 and as it does on a first visit.
PLAIN_START = "sessionStorage.setItem('speeltafel:plain-start', '1');"

#: The pages measured: name -> (path, extra init script or None). "fast" is the site as it
#: ships: its cold load is the first visit, its warm one the warm start.
PAGES = {
    "bare": ("bench-bare.html", None),
    "plain": ("index.html", PLAIN_START),
    "fast": ("index.html", None),
}

#: How a page is loaded: name -> Chromium throttling (None: as the machine is). "phone": a
#: phone on a mobile network: the download rate and round trip of a good 4G link, the upload
#: rate a quarter of it, and a CPU 4x slower than this machine's (DevTools' "mid-tier mobile").
PROFILES: dict[str, dict | None] = {
    "loopback": None,
    "phone": {"down_mbit": 9.0, "up_mbit": 2.25, "rtt_ms": 85.0, "cpu_slowdown": 4.0},
}


def throttle(context, page, profile: dict | None) -> None:
    """Apply a :data:`PROFILES` entry to ``page`` through the DevTools protocol (it lasts over
    reloads; the service worker's own requests are not throttled, as they are not the page's)."""
    if profile is None:
        return
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": profile["rtt_ms"],
        "downloadThroughput": profile["down_mbit"] * 1e6 / 8,
        "uploadThroughput": profile["up_mbit"] * 1e6 / 8})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu_slowdown"]})


@contextmanager
def tracing(context, page, categories: str) -> Iterator[tuple[list[dict], object]]:
    """A Chromium trace of ``page`` with ``categories`` while the block runs: gives the list
    the trace's events are added to (whole once the block has ended) and the DevTools session
    (for more listeners). Used by paint_trace.py and warm_trace.py."""
    cdp = context.new_cdp_session(page)
    events: list[dict] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda e: events.extend(e["value"]))
    cdp.on("Tracing.tracingComplete", lambda e: done.append(True))
    cdp.send("Tracing.start", {"categories": categories, "transferMode": "ReportEvents"})
    yield events, cdp
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)


#: The first contentful paint of the page (ms), once it has happened: a promise the page
#: resolves itself, evaluated :data:`PAINT_GRACE_MS` after the navigation commits. Playwright's
#: ``wait_for_function``, and any ``evaluate``, first runs Playwright's own script in the page
#: (10-50 ms of main-thread time at 4x throttling, seen in traces): done before the paint, it
#: held the very paint being measured back. (Waiting for ``domcontentloaded`` instead waits for
#: the page's deferred scripts, which on the phone profile come after the runtime's preloads.)
FIRST_PAINT = """() => new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) { observer.disconnect(); resolve(paint.startTime); }
  }).observe({type: 'paint', buffered: true});
})"""
#: How long after the commit :data:`FIRST_PAINT` is asked for (ms): past the first paint of
#: a loaded machine's phone profile (0.3-3.3 s seen at load average 15-25).
PAINT_GRACE_MS = 2500

_PAINTED = """() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  // bytes as they came over the network (compressed bodies and headers) of every response
  // that had arrived when the page became ready; what comes after (the games' modules, the
  // service worker's copy of the site) does not count
  const done = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .filter((e) => e.responseEnd <= window.__readyAt);
  return {fcp: paint ? paint.startTime : null, start: document.documentElement.dataset.start || null,
          bytes: done.reduce((sum, e) => sum + (e.transferSize || 0), 0)};
}"""


def load_twice(playwright, launch_args: dict, url: str, counter: _Counter, init: str | None,
               throttling: dict | None = None) -> dict:
    """One fresh browser profile: a first visit (cold), then, once the server is quiet (the
    service worker has stored the site), a reload (warm), both with ``throttling`` (a
    :data:`PROFILES` value). Times in ms from navigation start."""
    folder = tempfile.mkdtemp(prefix="speeltafel-bench-")
    try:
        ctx = playwright.chromium.launch_persistent_context(folder, **launch_args)
        ctx.add_init_script(READY_PROBE)
        if init:
            ctx.add_init_script(init)
        page = ctx.new_page()
        throttle(ctx, page, throttling)
        counter.reset()
        page.goto(url)
        out = {"cold": _ready_ms(page)}
        cold = page.evaluate(_PAINTED)
        out["bytes_ready"] = cold["bytes"]
        _quiet(counter)
        out["bytes_total"] = counter.bytes
        page.reload()
        out["warm"] = _ready_ms(page)
        warm = page.evaluate(_PAINTED)
        ctx.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    out.update(fcp_cold=cold["fcp"], fcp_warm=warm["fcp"], start_cold=cold["start"],
               start_warm=warm["start"])
    return out


def _median(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summary(loads: list[dict]) -> dict:
    """Medians of one page's loads, and every load's times and way of starting."""
    return {
        "cold_ms": _median([x["cold"] for x in loads]), "warm_ms": _median([x["warm"] for x in loads]),
        "fcp_cold_ms": _median([x["fcp_cold"] for x in loads]),
        "fcp_warm_ms": _median([x["fcp_warm"] for x in loads]),
        "cold_all": [x["cold"] for x in loads], "warm_all": [x["warm"] for x in loads],
        "starts": sorted({f"{x['start_cold']}/{x['start_warm']}" for x in loads}),
        "first_visit_bytes_until_ready": _median([x["bytes_ready"] for x in loads]),
        "first_visit_bytes_total": _median([x["bytes_total"] for x in loads]),
    }


def run(runs: int = 7, dist: Path = ROOT / "dist", profiles: tuple[str, ...] = tuple(PROFILES),
        pages: tuple[str, ...] = ("bare", "fast"), other: Path | None = None) -> dict:
    """Start-up of the site in ``dist`` (default: the built ``dist/``) against the bare
    Pyodide page: ``{profile: {page: summary}}``. ``runs`` rounds, each loading every page in
    every profile once in turn (so a busy moment of the machine hits all of them). ``other``:
    another build of the site (e.g. of the main branch), served by a server of its own and
    loaded as it ships in the same rounds, as the page "other" (an A/B in one run)."""
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options

    for site in (dist, other):
        if site is not None and not (site / "index.html").exists():
            raise SystemExit(f"{site} holds no built site: run `python3 build.py` first")
    counter = _Counter()
    server, base = serve(dist, counter)
    servers = [server]
    urls = {name: base + PAGES[name][0] for name in pages}
    if other is not None:
        server, other_base = serve(other, counter)
        servers.append(server)
        urls["other"] = other_base + PAGES["fast"][0]
    launch = {"headless": True, **chromium_launch_options()}
    loads: dict[tuple[str, str], list[dict]] = {(pr, name): [] for pr in profiles for name in urls}
    try:
        with sync_playwright() as p:
            for _ in range(runs):
                for pr in profiles:
                    for name, url in urls.items():
                        init = PAGES[name][1] if name in PAGES else None
                        loads[pr, name].append(
                            load_twice(p, launch, url, counter, init, PROFILES[pr]))
    finally:
        for server in servers:
            server.shutdown()
    out: dict = {}
    for pr in profiles:
        found = {name: summary(loads[pr, name]) for name in urls}
        bare = found.get("bare")
        for name, page in found.items():
            if bare is not None and name != "bare":
                page["ratio_cold"] = page["cold_ms"] / bare["cold_ms"]
                page["ratio_warm"] = page["warm_ms"] / bare["warm_ms"]
                page["ratio_bytes"] = (page["first_visit_bytes_until_ready"]
                                       / bare["first_visit_bytes_until_ready"])
        out[pr] = found
    return out
