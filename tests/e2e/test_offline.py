"""Offline and installing: service worker, cache versioning, manifest and icons."""

from __future__ import annotations

import json
import re
import shutil
import struct
from pathlib import Path

from tools.paths import WEB
from tools.service_worker import content_hash
from tools.site import build as build_site

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"

# Polls inside the page (wait_for_function does not await async predicates): true once the
# service worker is active and controls the page, and its cache holds every precached URL.
CACHE_COMPLETE = """async ([name, urls, timeout]) => {
  const complete = async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg || !reg.active || reg.active.state !== "activated"
        || !navigator.serviceWorker.controller || !(await caches.has(name))) {
      return false;
    }
    const stored = new Set((await (await caches.open(name)).keys()).map((r) => r.url));
    return urls.every((u) => stored.has(new URL(u, location.href).href));
  };
  for (const end = Date.now() + timeout; Date.now() < end;) {
    if (await complete()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}"""


def _precache(sw_text: str) -> tuple[str, list[str]]:
    name = re.search(r'^const CACHE = "([^"]+)";', sw_text, re.M).group(1)
    urls = json.loads(re.search(r"^const PRECACHE = (\[.*?\]);", sw_text, re.M | re.S).group(1))
    return name, urls


def _decode_hash(page) -> str:
    import core.links  # the rules core, installed in the venv

    fragment = page.evaluate("() => location.hash")
    assert fragment.startswith("#r="), f"the address holds no game: {fragment!r}"
    return core.links.decode(fragment[3:])


def test_works_offline_after_one_visit(persistent_context, site, ready):
    info = json.loads((DIST / "build-info.json").read_text())
    name, urls = _precache((DIST / "sw.js").read_text())
    assert name == info["cache"] and len(urls) == info["precache"]
    assert "./" in urls and "./index.html" in urls and "./pyodide/pyodide.asm.wasm" in urls

    context = persistent_context()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(site)
    ready(page)
    assert page.evaluate("() => document.documentElement.dataset.start") == "plain"
    # the warm-start snapshot travels packed and is stored unpacked (sw.js)
    stored = [re.sub(r"\.snap\.gz$", ".snap", url) for url in urls]
    assert sum(url.endswith(".snap") for url in stored) == 1
    assert page.evaluate(CACHE_COMPLETE, [name, stored, 60000]), "the offline cache never completed"
    caches = page.evaluate("() => caches.keys()")
    assert [c for c in caches if c.startswith("speeltafel-")] == [name]

    context.set_offline(True)
    from_sw = {}
    page.on("response", lambda r: from_sw.setdefault(r.url, r.from_service_worker))
    page.reload()
    ready(page)
    # the start's files (issue 26: its standard library and modules), once ready the games'
    # modules,
    page.wait_for_function("() => performance.getEntriesByType('resource')"
                           ".some((e) => e.name.endsWith('/app.zip'))", timeout=10000)
    # and the first screen's card art, a file of its game's page package (tools/site.py)
    assert "./app/games/stad_en_land/art.svg" in urls
    for path in ("", "pyodide/pyodide.asm.wasm", "pyodide/stdlib-start.zip", "start.zip",
                 "core.zip", "app.zip", "app/games/stad_en_land/art.svg"):
        assert from_sw.get(site + path) is True, f"{site + path} was not served by the service worker"
    # the second visit starts from the snapshot the service worker stored (issue 14)
    assert page.evaluate("() => document.documentElement.dataset.start") == "snapshot"

    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => location.hash.startsWith('#r=')", timeout=10000)
    assert '[Game "stad-en-land"]' in _decode_hash(page)

    # a rules page offline: everything it asks for (its icon included, not a missing
    # favicon.ico) comes from the cache, no request fails (issue 10)
    failed, bad = [], []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.on("response", lambda r: bad.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(site + "rules/stad-en-land.en.html")
    page.wait_for_load_state("load")
    icon = page.eval_on_selector('link[rel="icon"]', "link => link.href")
    assert icon == site + "icons/icon-192.png" and "./icons/icon-192.png" in urls
    # the icon is there offline (asked from the app's page: a rules page may fetch nothing,
    # and the browser may show the icon from its own favicon store without asking again)
    page.go_back()
    ready(page)
    assert page.evaluate("(u) => fetch(u).then((r) => r.ok && r.headers.get('content-type'))",
                         icon) == "image/png"
    assert failed == [] and bad == [], (failed, bad)


def test_manifest_is_linked_and_icons_are_maskable_pngs(page, site, ready):
    page.goto(site)
    href = page.eval_on_selector('link[rel="manifest"]', "link => link.href")
    ready(page)
    response = page.request.get(href)
    assert response.ok
    manifest = json.loads(response.text())
    assert manifest["name"] and manifest["start_url"] and manifest["display"] == "standalone"
    sizes = {}
    for icon in manifest["icons"]:
        url = page.evaluate("([h, s]) => new URL(s, h).href", [href, icon["src"]])
        body = page.request.get(url).body()
        assert body[:8] == b"\x89PNG\r\n\x1a\n", f"{icon['src']} is not a PNG"
        width, height = struct.unpack(">II", body[16:24])
        assert icon["sizes"] == f"{width}x{height}" and width == height
        for purpose in icon.get("purpose", "any").split():
            sizes.setdefault(purpose, set()).add(width)
    assert {192, 512} <= sizes.get("maskable", set())
    assert {192, 512} <= sizes.get("any", set())


def test_cache_name_follows_content(tmp_path):
    """Two builds of the same sources share a cache name; changing one file changes it.
    The first of the two is the session's own ``dist/`` (``python3 build.py test`` builds it
    from these sources before pytest starts), so one build fewer is made here. The second
    compiles everything anew (no kept bytecode, ``tools/compiled.py``), so Pyodide's compiling
    is checked to give the same bytes; the changed build (only index.html differs) takes the
    bytecode kept by the builds before."""
    web = tmp_path / "web"
    shutil.copytree(WEB, web, ignore=shutil.ignore_patterns("__pycache__"))
    again = build_site(tmp_path / "b", web, compiled_cache=None)
    first = json.loads((DIST / "build-info.json").read_text(encoding="utf-8"))
    assert first == again, ("dist/ and a new build of the same sources differ (is dist/ a "
                            "build of the current sources? python3 build.py builds it)")
    assert (DIST / "sw.js").read_bytes() == (tmp_path / "b" / "sw.js").read_bytes()

    page = web / "index.html"
    page.write_text(page.read_text(encoding="utf-8") + "\n<!-- changed -->\n", encoding="utf-8")
    changed = build_site(tmp_path / "c", web)
    assert changed["cache"] != first["cache"]
    sw = (tmp_path / "c" / "sw.js").read_text()
    assert _precache(sw)[0] == changed["cache"] == "speeltafel-" + changed["hash"]


def test_content_hash_covers_names_and_bytes(tmp_path):
    root = tmp_path / "site"
    (root / "sub").mkdir(parents=True)
    (root / "a.txt").write_text("one")
    (root / "sub" / "b.js").write_text("two")
    base = content_hash(root)
    assert base == content_hash(root)

    (root / "sub" / "b.js").write_text("twO")
    assert content_hash(root) != base
    (root / "sub" / "b.js").write_text("two")
    assert content_hash(root) == base

    (root / "a.txt").rename(root / "c.txt")
    assert content_hash(root) != base
    (root / "c.txt").rename(root / "a.txt")

    (root / "sw.js").write_text("derived")
    (root / "build-info.json").write_text("{}")
    assert content_hash(root) == base


# Run in the page: the package finder's state (tools/on_demand.py): (unpacked, fetched files).
_GAMES_STATE = """async () => {
  const py = await (await import('./early-pyodide.mjs')).boot();
  return py.runPython(`import sys
finder = [f for f in sys.meta_path if type(f).__name__ == "PackageFallback"][0]
[finder.done, finder.fetched is not None]`).toJs();
}"""


def test_a_stored_start_unpacks_the_games_modules_after_ready_and_a_game_opened_sooner_works(
        persistent_context, site, ready):
    """Issue 26: a start served by the service worker, with no game to open, unpacks the
    games' modules only when idle after ready; a game opened before that (idle held back here)
    unpacks them from the files fetched with the start, not by a request of its own, which
    would bypass the service worker and fail offline."""
    name, urls = _precache((DIST / "sw.js").read_text())
    stored = [re.sub(r"\.snap\.gz$", ".snap", url) for url in urls]
    context = persistent_context()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(site)
    ready(page)
    assert page.evaluate(CACHE_COMPLETE, [name, stored, 60000]), "the offline cache never completed"
    context.add_init_script("window.requestIdleCallback = () => 0;")  # never idle
    context.set_offline(True)
    page.reload()  # on the home screen: its history state ({"screen": "home"}) opens no game
    ready(page)
    assert page.evaluate("() => document.documentElement.dataset.start") == "snapshot"
    assert page.evaluate(_GAMES_STATE) == [False, True], "the games' modules were unpacked before ready"
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => location.hash.startsWith('#r=')", timeout=10000)
    assert '[Game "stad-en-land"]' in _decode_hash(page)
    assert page.evaluate(_GAMES_STATE) == [True, True]
