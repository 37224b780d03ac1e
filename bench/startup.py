"""Start-up benchmark: our page against a bare Pyodide page, served from the same loopback
server in the same run, cold (fresh profile) and warm (reload in a persistent profile).

Time is measured inside the page: ``performance.now()`` when ``body[data-app-state]`` first
becomes ``"ready"`` (a MutationObserver installed before any page script runs). Bytes are
counted by the server (bodies it sent), so requests made by the service worker count too.
"""

from __future__ import annotations

import http.server
import shutil
import statistics
import tempfile
import threading
import time
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


def measure(playwright, launch_args: dict, url: str, counter: _Counter, runs: int) -> dict:
    """Cold and warm ready times (ms) and first-visit bytes for one page."""
    cold, warm, bytes_ready, bytes_total = [], [], [], []
    for _ in range(runs):
        profile = tempfile.mkdtemp(prefix="speeltafel-bench-")
        try:
            ctx = playwright.chromium.launch_persistent_context(profile, **launch_args)
            ctx.add_init_script(READY_PROBE)
            page = ctx.new_page()
            counter.reset()
            page.goto(url)
            cold.append(_ready_ms(page))
            bytes_ready.append(counter.bytes)
            _quiet(counter)
            bytes_total.append(counter.bytes)
            page.reload()
            warm.append(_ready_ms(page))
            ctx.close()
        finally:
            shutil.rmtree(profile, ignore_errors=True)
    return {
        "cold_ms": statistics.median(cold), "warm_ms": statistics.median(warm),
        "cold_all": cold, "warm_all": warm,
        "first_visit_bytes_until_ready": statistics.median(bytes_ready),
        "first_visit_bytes_total": statistics.median(bytes_total),
    }


def run(runs: int = 5, dist: Path = ROOT / "dist") -> dict:
    """Start-up of the site in ``dist`` (default: the built ``dist/``) against the bare page."""
    from playwright.sync_api import sync_playwright

    from tools.chromium import chromium_launch_options

    if not (dist / "index.html").exists():
        raise SystemExit("dist/ is missing: run `python3 build.py` first")
    counter = _Counter()
    server, base = serve(dist, counter)
    launch = {"headless": True, **chromium_launch_options()}
    try:
        with sync_playwright() as p:
            # Alternate the two pages run by run would need two profiles each; instead measure
            # them back to back in one process, bare first, so neither profits from the other.
            bare = measure(p, launch, base + "bench-bare.html", counter, runs)
            ours = measure(p, launch, base + "index.html", counter, runs)
    finally:
        server.shutdown()
    return {"bare": bare, "ours": ours,
            "ratio_cold": ours["cold_ms"] / bare["cold_ms"],
            "ratio_warm": ours["warm_ms"] / bare["warm_ms"]}
