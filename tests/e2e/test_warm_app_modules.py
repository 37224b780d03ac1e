"""Issue 26: a warm start finds the app's generic modules already imported from the snapshot
(``tools/snapshot_make.mjs``), and the page's objects bound in them (``app/page.py``). Before,
they took the page's objects from ``pyscript`` as they were imported, which the snapshot (made
in Node, with no page) cannot hold: every warm start imported them, some 70 ms of main thread."""

from __future__ import annotations

from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "web" / "app"

# Put before main.py: which modules of the app the start had imported before main.py ran.
IMPORTED_PROBE = ("import sys\nfrom pyscript import window\nfrom pyscript.ffi import to_js\n"
                  "window.speeltafelImported = to_js(sorted(\n"
                  "    name for name in sys.modules if name.partition('.')[0] == 'app'))\n")


def _probe_main(page) -> None:
    def probed(route):
        response = route.fetch()
        route.fulfill(response=response, body=IMPORTED_PROBE + response.text())

    page.route("**/main.py", probed)


def test_a_warm_start_has_the_apps_generic_modules_from_the_snapshot(page, site, ready):
    _probe_main(page)
    page.goto(site)
    ready(page)  # checks that the start used the snapshot
    generic = {"app"} | {f"app.{path.stem}" for path in APP.glob("*.py") if path.stem != "__init__"}
    before_main = set(page.evaluate("window.speeltafelImported"))
    assert generic <= before_main, sorted(generic - before_main)
    # bound to this page: the first screen is drawn (ready) and the hooks answer
    assert page.evaluate("window.speeltafel.legal()") == []
