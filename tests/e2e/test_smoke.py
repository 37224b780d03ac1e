"""Smoke: the built page starts, self-hosted, with a clean console."""

from __future__ import annotations

import urllib.request

EXPECTED_TYPES = {
    "index.html": "text/html",
    "pyscript/core.js": "text/javascript",
    "pyodide/pyodide.mjs": "text/javascript",
    "pyodide/pyodide.asm.wasm": "application/wasm",
    "manifest.webmanifest": "application/manifest+json",
    "pyscript.toml": "text/plain",
    "sw.js": "text/javascript",
}


def test_page_becomes_ready_self_hosted(page, site, ready):
    # The guard fails this test on any console error, uncaught error or foreign request.
    seen = []
    page.on("request", lambda r: seen.append(r.url))
    page.goto(site)
    ready(page)
    # the start's standard library and modules (issue 26), not Pyodide's whole library
    for path in ("pyscript/core.js", "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm",
                 "pyodide/stdlib-start.zip", "start.zip"):
        assert site + path in seen, f"the page did not load our own {path}"
    assert site + "pyodide/python_stdlib.zip" not in seen


def test_content_types(site):
    for path, expected in EXPECTED_TYPES.items():
        with urllib.request.urlopen(site + path) as response:
            got = response.headers["Content-Type"].split(";")[0].strip()
        assert got == expected, f"{path} is served as {got}, not {expected}"
