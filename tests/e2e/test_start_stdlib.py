"""The start's cut standard library (issue 26, tools/stdlib.py): the page boots from a zip of
the standard modules listed in tools/stdlib-modules.txt, as bytecode; a module it lacks comes
from the whole library on demand, with a console error (which fails every e2e test).

This test imports every module of the page and the core and plays every game at its smallest
and largest player count in the page (tools/stdlib_record.EXERCISE), on both ways of
starting, and fails when any of it needs a standard module the list lacks. A fresh start
fetches the generic modules (start.zip) and the games' packages once ready; a start that opens
a game fetches them at once (web/early-pyodide.mjs)."""

from __future__ import annotations

import pytest

from core import links
from core.match import Match
from tests.e2e.test_first_screen_page import asked
from tools.stdlib import FULL, MODULES, NAME
from tools.stdlib_record import exercise

LISTED = {line.split("#")[0].strip() for line in MODULES.read_text(encoding="utf-8").splitlines()} - {""}


def recorded_start(page, start: str) -> list[str]:
    """The URLs ``page`` asks for from now on (filled as it goes); with ``start`` "plain" its
    next start is the normal one (the warm-start snapshot off), which ``ready`` then checks."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    if start == "plain":
        page.add_init_script("sessionStorage.setItem('speeltafel:plain-start', '1')")
        page.context.speeltafel_start = "plain"
    return requested


@pytest.mark.parametrize("start", ["snapshot", "plain"])
def test_the_page_and_the_core_need_no_standard_module_the_start_library_lacks(
        start, page, site, ready):
    requested = recorded_start(page, start)
    page.goto(site)
    ready(page)
    # the start fetched the cut library, not the whole one
    assert any(url.endswith("/pyodide/" + NAME) for url in requested)
    assert not any(url.endswith("/pyodide/" + FULL) for url in requested)
    result = exercise(page)
    assert result["misses"] == [], (
        f"the page or the core imports standard modules that {MODULES.name} lacks: "
        f"{result['misses']}; run `.venv/bin/python -m tools.stdlib_record` and rebuild")
    assert set(result["modules"]) <= LISTED
    assert not any(url.endswith("/pyodide/" + FULL) for url in requested)


def test_a_module_the_start_library_lacks_is_fetched_from_the_whole_one_and_reported(
        page, site, ready, guard):
    page.goto(site)
    ready(page)
    assert "pkgutil" not in LISTED, "pick a module for this test that the start's library lacks"
    with page.expect_request(lambda request: request.url.endswith("/pyodide/" + FULL)):
        found = page.evaluate("""async () => {
          const py = await (await import('./early-pyodide.mjs')).boot();
          return py.runPython('import pkgutil; pkgutil.__spec__.origin');
        }""")
    assert found == "/lib/python_stdlib_full.zip/pkgutil.py"
    # the console error that makes the suite fail on a missing module
    problems = guard.unreported()
    assert any("the start's standard library lacks 'pkgutil'" in p for p in problems), problems


def _hold(page, name: str) -> list:
    """Hold back every request for ``name`` (a file of the site) until released."""
    held: list = []
    page.route(f"**/{name}", lambda route: held.append(route))
    return held


def _release(page, name: str, held: list) -> None:
    for route in held:
        route.continue_()
    page.unroute(f"**/{name}")


def test_a_fresh_start_needs_no_games_module_and_gets_them_once_ready(page, site, ready):
    held = _hold(page, "core.zip")
    page.goto(site)
    ready(page)  # with core.zip held back: the start needs start.zip only
    assert asked(page, held), "the games' modules were not asked for once the app was ready"
    _release(page, "core.zip", held)
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => location.hash.startsWith('#r=')", timeout=15000)


def test_a_shared_link_fetches_the_games_modules_with_the_start(page, site, ready):
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 8731)
    held = _hold(page, "core.zip")
    page.goto(site + "#r=" + links.encode(match.record_text()))
    assert asked(page, held), "a link's start did not ask for the games' modules at once"
    assert page.evaluate("document.body.dataset.appState") == "loading"
    _release(page, "core.zip", held)
    ready(page)
    assert page.evaluate("document.body.dataset.appState") == "ready"
