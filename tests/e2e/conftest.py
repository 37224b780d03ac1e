"""End-to-end harness: the built site (dist/) served on loopback, Debian's Chromium, and a
guard that fails any test whose pages log errors or ask another origin for anything."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.e2e import crashes
from tests.e2e.guard import STARTS, Guard, origin as _origin
from tests.e2e.page_moves import forget, settle_every_input
from tools.chromium import chromium_launch_options
from tools.serve import make_server
from tools.site import build as build_site

# A slow or busy machine (2 cores, Chromium and Pyodide compiling) can take a few seconds to
# redraw after a click; a passing check returns at once, so a longer limit only makes a
# failure slower to report, never a test easier to pass.
expect.set_options(timeout=15_000)

# Every click, tap, key or text a test gives a page waits for the page to be settled before
# and after it (body[data-settled]: the panel is built right after the board's frame), so a
# plain read that follows never sees the screen half made.
settle_every_input()

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def _broken_builds(tmp_path_factory) -> dict[str, Path]:
    """The sites :func:`broken_site` built in this session, by the code they end in: a build
    takes seconds, and the same broken site serves every test that asks for it (the tests only
    read it, through their own server)."""
    return {}


@pytest.fixture
def broken_site(_broken_builds, tmp_path_factory):
    """``broken_site(code)``: the base URL of a site built from a copy of web/ whose
    ``app/shell.py`` ends in ``code`` (to make the start fail on purpose), served from loopback
    until the test ends (a server of its own; the build is made once per ``code``)."""
    servers = []

    def make(code: str) -> str:
        out = _broken_builds.get(code)
        if out is None:
            tmp = tmp_path_factory.mktemp("broken-site")
            web = tmp / "web"
            shutil.copytree(ROOT / "web", web, ignore=shutil.ignore_patterns("__pycache__"))
            shell = web / "app" / "shell.py"
            shell.write_text(shell.read_text(encoding="utf-8") + code, encoding="utf-8")
            out = tmp / "dist"
            build_site(out, web)
            _broken_builds[code] = out
        server = make_server(out, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        host, port = server.server_address[:2]
        return f"http://{host}:{port}/"

    yield make
    for server in servers:
        server.shutdown()
        server.server_close()


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)


# -- the site -------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def site():
    """Base URL (ending in ``/``) of dist/ served from a threaded loopback server."""
    if not (DIST / "index.html").is_file():
        pytest.fail(f"{DIST / 'index.html'} is missing: run python3 build.py first", pytrace=False)
    server = make_server(DIST, 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()
    server.server_close()


# -- the warm start (issue 14) ------------------------------------------------------------------

#: How the suite's pages start: "snapshot" (default: every new context first gets the
#: warm-start snapshot in its Cache Storage, where a service worker leaves it after a first
#: visit, and every start is checked to have used it) or "plain" (no snapshot: the normal way,
#: as on a first visit). Set ``SPEELTAFEL_E2E_START=plain`` to run the suite the normal way.
START = os.environ.get("SPEELTAFEL_E2E_START", "snapshot")

#: Run in a page of the site: store its snapshot (named in index.html) unpacked, as sw.js does.
SEED_SNAPSHOT = """async () => {
  const page = await (await fetch("./index.html")).text();
  const meta = /<meta name="speeltafel-snapshot" content="([^" ]+) (\\d+)">/.exec(page);
  const packed = await fetch(meta[1] + ".gz");
  const bytes = await new Response(packed.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  await (await caches.open("speeltafel-e2e-warm")).put(meta[1], new Response(bytes));
  return bytes.byteLength === Number(meta[2]);
}"""


def seed_snapshot(context, base: str, keep: bool = False):
    """Give ``context`` the warm-start snapshot of the site at ``base``, as a visit before
    would have; :func:`wait_ready` then checks that its pages start from it. With ``keep`` the
    page that stored it is not closed but left on ``about:blank`` and returned (see
    :func:`_first_page_is`)."""
    page = context.new_page()
    try:
        page.goto(base + "build-info.json")
        assert page.evaluate(SEED_SNAPSHOT), "the snapshot's size is not the one index.html names"
        if keep:
            page.goto("about:blank")
    finally:
        if not keep:
            page.close()
    context.speeltafel_start = "snapshot"
    return page if keep else None


def _first_page_is(context, page) -> None:
    """Make ``page`` (open on ``about:blank``) what the context's first ``new_page()`` returns.
    Why: the page that seeded the snapshot has a renderer process running already; closing it
    and opening the test's page started another one, about 0.6 s of CPU per context (measured
    2026-11-27: 8 contexts seeded then opening a rules page, 19.1 and 19.3 s of CPU with a new
    page against 14.6 and 14.1 s reusing the seeding page, load 29). The page differs from a
    new one only in its history (two entries before the test's own: a test compares
    ``history.length`` with itself, never with 1)."""
    plain_new_page = context.new_page

    def new_page(*args, **kwargs):
        spare = context.__dict__.pop("speeltafel_spare_page", None)
        if spare is not None and not args and not kwargs and not spare.is_closed():
            return spare
        return plain_new_page(*args, **kwargs)

    context.speeltafel_spare_page = page
    context.new_page = new_page


@pytest.fixture
def seed():
    """``seed(context, base)``: see :func:`seed_snapshot`."""
    return seed_snapshot


#: Service workers in the suite's new contexts: "block" (default) or "allow" (set
#: ``SPEELTAFEL_E2E_SERVICE_WORKERS=allow`` to run every test with the site's worker, as before).
SERVICE_WORKERS = os.environ.get("SPEELTAFEL_E2E_SERVICE_WORKERS", "block")


@pytest.fixture(scope="session")
def browser(browser, site):
    """pytest-playwright's browser, whose every new context (the ``page`` fixture's and the
    tests' own) starts the way :data:`START` says, with the site's service worker blocked
    (:data:`SERVICE_WORKERS`) unless the test asks for one (``service_workers="allow"``).

    Why blocked: the warm start needs only the snapshot in Cache Storage, never the worker;
    but a page registers sw.js once it is ready, and the worker's install then downloads all
    of the site (73 files, 23 MB) and unpacks the snapshot again, about 1 s of CPU in the
    background of every test (measured 2026-11-27: 82.7 and 83.7 s of CPU for the Keyflower
    and Eden page files blocked, against 89.7 and 95.5 s with it, load 25-38). Each test still
    gets its own new context. The worker itself is tested in persistent contexts
    (test_offline.py, the rules search offline), which this does not touch.

    ``browser.new_context(..., app=False)``: a context that never opens the app (the static
    rules pages) gets no snapshot, which cost about 1 s of CPU per context (measured
    2026-11-27: 8 contexts each opening a rules page, 9.9-11.2 s of CPU unseeded against
    18.7-21.5 s seeded, load 25-34)."""
    plain_new_context = browser.new_context

    def new_context(*args, **kwargs):
        kwargs.setdefault("service_workers", SERVICE_WORKERS)
        app = kwargs.pop("app", True)
        context = plain_new_context(*args, **kwargs)
        if START == "snapshot" and app:
            _first_page_is(context, seed_snapshot(context, site, keep=True))
        return context

    browser.new_context = new_context
    browser.speeltafel_crashes = crashes.CrashWatch(browser)
    _CRASH_WATCH.append(browser.speeltafel_crashes)
    return browser


#: The session's :class:`crashes.CrashWatch` (one browser per process).
_CRASH_WATCH: list[crashes.CrashWatch] = []


# -- the browser ----------------------------------------------------------------------------

@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, browser_name):
    """pytest-playwright's launch options (``--headed``, ``--slowmo`` keep working) plus
    Debian's Chromium: ``$SPEELTAFEL_CHROMIUM``, /usr/lib/chromium/chromium or /usr/bin/chromium."""
    if browser_name != "chromium":
        return browser_type_launch_args
    options = chromium_launch_options()
    if "executable_path" not in options:
        pytest.fail("Chromium not found: install it (apt-get install chromium) or set "
                    "SPEELTAFEL_CHROMIUM", pytrace=False)
    return {**browser_type_launch_args, **options,
            "args": [*browser_type_launch_args.get("args", []), *options["args"]]}


# -- the guard: no foreign requests, no console errors, no uncaught page errors, no
# Content-Security-Policy violations (issue 9) ------------------------------------------------

#: Run in every page before its own scripts: a blocked script, style, fetch or eval shows up as
#: a console error the guard reads (Chromium's own "Refused to ..." line is not the only sign).
_GUARD = pytest.StashKey[Guard]()


def _fail_text(problems: list[str]) -> str:
    return "the page misbehaved:\n  " + "\n  ".join(problems)


@pytest.fixture(autouse=True)
def guard(request):
    """Every e2e test: pages must log no errors and request nothing from another origin.
    Tests using ``page`` or ``context`` are watched automatically; others use ``watch``."""
    g = Guard()
    request.node.stash[_GUARD] = g
    if "context" in request.fixturenames or "page" in request.fixturenames:
        g.origin = _origin(request.getfixturevalue("site"))
        g.watch(request.getfixturevalue("context"))
    yield g
    late = g.unreported()
    if late:
        pytest.fail(_fail_text(late), pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    g = item.stash.get(_GUARD, None)
    if g is not None:
        problems = g.unreported()
        if problems:
            pytest.fail(_fail_text(problems), pytrace=False)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test whose pages or browser crashed says what the browser said of it."""
    report = yield
    g = item.stash.get(_GUARD, None)
    if report.failed and g is not None:
        targets = _CRASH_WATCH[0].since(g.started) if _CRASH_WATCH else []
        if g.crashes or targets:
            report.sections.append(("browser crash", crashes.report(g.crashes, targets)))
    return report


@pytest.fixture
def watch(guard, site):
    """``watch(page_or_context)``: give a page or context you made yourself the same checks."""
    guard.origin = _origin(site)
    return guard.watch


@pytest.fixture(scope="module")
def _module_page(browser, browser_context_args):
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


@pytest.fixture
def module_page(_module_page, watch, site):
    """One page of the ``page`` fixture's size for all of a module's tests that ask for it,
    for tests that open their positions by link (``page_moves.open_match``) and test the
    positions, not the start: the module's first opening is the page's one start, the others
    follow links in the running app (a context and its start are 3-5 s of CPU each). One
    page for the whole test process instead (2026-11-28, 44 of 138 s of CPU saved over the
    seven modules) was followed by five renderer crashes (SIGSEGV just after "PyScript
    Ready", in other contexts of the same worker, within 7 minutes) in the fresh-clone run
    of 70f7b67, where one in several runs had been seen before; the cause is not known, so
    the page is a module's again (docs/suite-time.md). Before
    each test the origin's storage is emptied, as in a new context: no saved game of an
    earlier test is there for ``Session.adopt`` to relate the test's link to (two tests may
    open the same position), and the language shown is the browser's again, as at a start.
    What stays is the rest of the app's memory (a setting read from storage at the start,
    such as hints switched off): a test that changes it does not share the page."""
    return forget(watch(_module_page), site)


# -- waiting for the app --------------------------------------------------------------------

_STATE = """() => {
  const s = document.body && document.body.dataset.appState;
  return s === "ready" || s === "error" ? s : null;
}"""


_WHERE = """() => ({
  url: location.href.slice(0, 120),
  state: document.body ? document.body.dataset.appState : null,
  start: document.documentElement.dataset.start || null,
  controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
  progress: window.speeltafelBoot ? window.speeltafelBoot.progress() : null,
  text: document.body ? document.body.innerText.slice(0, 300) : null,
  loaded: performance.getEntriesByType("resource").map(
    (e) => `${e.name.split("/").pop()}@${Math.round(e.responseEnd)}`).join(" "),
  scripts: [...document.querySelectorAll("script[type=py], script-py")].map(
    (s) => s.outerHTML.slice(0, 120)),
  at: Math.round(performance.now()),
})"""


def _where(page) -> str:
    """Where a start that never finished stopped: what the page says and how far it got."""
    try:
        said = list(getattr(page, "speeltafel_console", ()))
        return f"the page: {page.evaluate(_WHERE)}; its console's last lines: {said}"
    except Exception as e:  # a page that does not even answer says that much
        return f"the page does not answer ({e})"


def pytest_terminal_summary(terminalreporter, config):
    """With ``-s`` in one process (``-n 0``): the app's page loads per test file (guard.STARTS)."""
    if STARTS and config.getoption("capture") == "no":
        terminalreporter.write_line("app page loads per file: " + ", ".join(
            f"{name} {n}" for name, n in sorted(STARTS.items())))


def wait_ready(page, timeout: float = 60000) -> None:
    """Wait until ``body[data-app-state]`` is ``"ready"``; fail at once, with the visible
    text, if it becomes ``"error"``."""
    try:
        state = page.wait_for_function(_STATE, timeout=timeout).json_value()
    except PlaywrightTimeout:
        pytest.fail(f"the app did not start in {timeout / 1000:.0f} s; {_where(page)}",
                    pytrace=False)
    if state != "ready":
        text = page.evaluate("() => document.body.innerText").strip()
        pytest.fail(f"the app failed to start (data-app-state={state!r}); the page says:\n"
                    f"{text[:2000]}", pytrace=False)
    expected = getattr(page.context, "speeltafel_start", None)
    if expected is not None:
        started = page.evaluate("() => document.documentElement.dataset.start")
        assert started == expected, f"the page started the {started!r} way, not from the {expected}"


@pytest.fixture
def ready():
    """``ready(page, timeout=60000)``: see :func:`wait_ready`."""
    return wait_ready


# -- persistent contexts (service worker, offline, warm starts) -------------------------------

@pytest.fixture
def persistent_context(browser_type, browser_type_launch_args, browser_context_args, watch):
    """Factory: ``persistent_context(**context_options)`` -> a BrowserContext launched with a
    fresh temporary user-data directory and the session's launch options, already watched.
    Closed (and its directory removed) after the test."""
    made = []

    def make(**options):
        user_data = tempfile.mkdtemp(prefix="speeltafel-profile-")
        context = browser_type.launch_persistent_context(
            user_data, **{**browser_type_launch_args, **browser_context_args, **options})
        made.append((context, user_data))
        return watch(context)

    yield make
    for context, user_data in made:
        try:
            context.close()
        finally:
            shutil.rmtree(user_data, ignore_errors=True)
