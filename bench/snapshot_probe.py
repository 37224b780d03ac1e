"""Probe for issue 14 (start faster): does a Pyodide memory snapshot work in Chromium, with
the site's own Pyodide and the rules core imported, and how fast does it start?

``.venv/bin/python bench/snapshot_probe.py [--runs N]`` copies ``dist/`` (build it first)
with a page that boots Pyodide the plain way, imports every core module, takes a memory
snapshot (``loadPyodide({_makeSnapshot: true})``, ``makeMemorySnapshot()``) and boots a
second interpreter from it (``_loadSnapshot``), with no file system access afterwards. It
prints the medians: plain boot, core import, snapshot size, restore, first rules call. Only
the interpreter is measured here, not PyScript, which must start on top of it.

``--node``: the snapshot is made in Node as the build makes it (``tools/snapshot_make.mjs``,
with the site's Pyodide), then a fresh page fetches it and boots from it
(``snapshot_load.mjs``): does a snapshot made outside the browser work in Chromium? (It does;
the site now ships one: see the README's performance section.)
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from tools.chromium import chromium_launch_options  # noqa: E402

PAGE = ('<!doctype html><html><head><meta charset="utf-8"><title>snapshot probe</title></head>'
        '<body><script type="module" src="./snapshot_probe.mjs"></script></body></html>')


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--node", action="store_true", help="make the snapshot in Node")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "dist", site)
        shutil.copy(HERE / "snapshot_probe.mjs", site / "snapshot_probe.mjs")
        page_html = PAGE
        if args.node:
            made = subprocess.run(["node", str(ROOT / "tools" / "snapshot_make.mjs"),
                                   str(ROOT / "dist" / "pyodide"), str(ROOT / "dist" / "core.zip"),
                                   str(site / "core.snap")], check=True, capture_output=True, text=True)
            print("made in Node:", made.stdout.strip())
            shutil.copy(HERE / "snapshot_load.mjs", site / "snapshot_probe.mjs")
        (site / "snapshot_probe.html").write_text(page_html, encoding="utf-8")
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = "http://127.0.0.1:%d/snapshot_probe.html" % server.server_address[1]
        results = []
        with sync_playwright() as p:
            browser = p.chromium.launch(**chromium_launch_options())
            for _ in range(args.runs):
                page = browser.new_page()
                page.goto(url)
                page.wait_for_selector("body[data-result]", state="attached", timeout=180_000)
                results.append(json.loads(page.get_attribute("body", "data-result")))
                page.close()
            browser.close()
        server.shutdown()
    errors = [r["error"] for r in results if "error" in r]
    if errors:
        raise SystemExit(errors[0])
    keys = ("fetch_ms", "restore_ms", "first_call_ms") if args.node else \
        ("boot_ms", "import_core_ms", "make_ms", "restore_ms", "first_call_ms")
    for key in keys:
        print(f"{key:16} {statistics.median(r[key] for r in results):8.0f}")
    for key in ("snapshot_bytes", "modules", "legal_moves", "page_proxy"):
        if key in results[0]:
            print(f"{key:16} {results[0][key]!s:>8}")


if __name__ == "__main__":
    main()
