"""What every game's end-to-end helpers share: the record through the page's test hook, a
match opened from a link made natively, a tap on a named board place (mouse or finger), a
button pressed by its test id, the last move of a record, and the wait for a settled page
that every input of a test makes (:func:`settled`, :func:`settle_every_input`)."""

from __future__ import annotations

import functools
import os
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from core import links
from core.match import Match


#: Where end-to-end tests keep screenshots for people to look at (not kept by the suite).
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "screens"

#: Screenshots for people are taken only when asked: ``SPEELTAFEL_SHOTS=1`` (any non-empty
#: value). They assert nothing, and a suite run without them spares Chromium a few hundred
#: PNG encodings on the 2 cores the whole suite must share.
SHOTS_WANTED = bool(os.environ.get("SPEELTAFEL_SHOTS"))


def shot(page, name: str) -> None:
    """A screenshot of the whole viewport as ``SHOTS/<name>.png``."""
    screenshot(page, SHOTS, name)


#: True while the page shows the whole of its last change: ``body[data-settled]`` is "0" only
#: while part of the screen (the panel, the log, the status line) waits for the task right
#: after the next frame (``web/app/after_frame.py``); a page without it (not the app, or
#: before the app started) has nothing waiting.
SETTLED = "() => !document.body || document.body.dataset.settled !== '0'"


def settled(page, timeout: float = 15_000) -> None:
    """Wait until ``page`` shows the whole of its last change (:data:`SETTLED`): a plain read
    of the page (``inner_text``, ``evaluate``, ``count``) does not wait by itself, and a tap
    on the panel while it waits would meet an inert panel. Polls every 10 ms, not per frame,
    so that it does not depend on the frames it waits for."""
    if page.is_closed():
        return
    try:   # mostly settled: one round trip, not a poller's (2.5 against 5.5 ms)
        if page.evaluate(SETTLED):
            return
    except PlaywrightError:   # a navigation under way destroyed the context: the poller waits it out
        pass
    try:
        page.wait_for_function(SETTLED, polling=10, timeout=timeout)
    except PlaywrightTimeout:
        raise AssertionError(f"the page did not settle in {timeout / 1000:.0f} s: body[data-settled]"
                             " stayed \"0\" (part of the screen was never shown)") from None


#: The inputs a test gives a page, by the Playwright class that gives them (sync API).
_INPUTS = {
    "Locator": ("check", "click", "dblclick", "dispatch_event", "drag_to", "fill", "press",
                "press_sequentially", "select_option", "set_checked", "set_input_files", "tap",
                "type", "uncheck"),
    "Page": ("check", "click", "dblclick", "dispatch_event", "fill", "go_back", "go_forward",
             "press", "select_option", "set_input_files", "tap", "type", "uncheck"),
    "Keyboard": ("down", "insert_text", "press", "type", "up"),
    "Mouse": ("click", "dblclick", "down", "up"),
    "Touchscreen": ("tap",),
}


def _page_of(target):
    """The sync ``Page`` an input object acts on."""
    from playwright._impl._sync_base import mapping
    from playwright.sync_api import Locator, Page

    if isinstance(target, Page):
        return target
    if isinstance(target, Locator):
        return target.page
    return mapping.from_impl(target._impl_obj._page)  # Keyboard, Mouse, Touchscreen


def settle_every_input() -> None:
    """Make every input a test gives a page (click, tap, key, text, choice, Back) wait for
    :func:`settled` before it (no tap lands on an inert panel and is lost) and after it (what
    the test reads next is the whole new screen, ``inner_text`` and ``evaluate`` included).
    Installed once, for the whole suite, by ``tests/e2e/conftest.py``."""
    import playwright.sync_api as api

    def waiting(method):
        if getattr(method, "settles", False):
            return method

        @functools.wraps(method)
        def act(self, *args, **kwargs):
            page = _page_of(self)
            settled(page)
            result = method(self, *args, **kwargs)
            settled(page)
            return result

        act.settles = True  # type: ignore[attr-defined]
        return act

    for cls_name, names in _INPUTS.items():
        cls = getattr(api, cls_name)
        for name in names:
            setattr(cls, name, waiting(getattr(cls, name)))


#: Whether an element lies inside the viewport (a half pixel of rounding allowed) and shows:
#: nothing lies over it (``elementFromPoint`` at its centre and at the middle of each edge,
#: a pixel in, is inside it; the sticky top bar and board, the bottom bar hide nothing).
SEEN = """(e) => { const r = e.getBoundingClientRect();
  const inside = r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5
                 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  if (!inside) return "outside the viewport";
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  for (const [px, py] of [[x, y], [x, r.top + 1], [x, r.bottom - 1], [r.left + 1, y], [r.right - 1, y]]) {
    const hit = document.elementFromPoint(px, py);
    if (!hit || !(e.contains(hit) || hit.contains(e))) return "covered by " + (hit ? hit.className || hit.tagName : "nothing");
  }
  return "";
}"""


def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


#: True when the page runs the app (started, no error): a changed ``#r=`` then opens through
#: the app's ``hashchange`` listener.
_APP_RUNS = "() => !!document.body && document.body.dataset.appState === 'ready'"

#: True once the page shows ``r`` (a link's record; when a bot moves first, its move may land
#: a moment after the link opened, so the record then only starts with ``r``) at an address
#: other than ``u`` (the one before the link).
_SHOWS = ("([u, r, bots]) => location.href !== u && !!window.speeltafel"
          " && (bots ? window.speeltafel.record().startsWith(r) : window.speeltafel.record() === r)")


def open_match(page, site, ready, match: Match) -> None:
    """Open ``match`` from its share link in ``page`` and return once the page shows it: its
    record is the link's and the page has settled. Safe on any page, a running one included.

    - A page that runs the app at ``site`` follows the link in the running app: the address's
      ``#r=`` changes and the app's ``hashchange`` listener opens it (the same
      ``Shell.open_hash`` as at a start, which shows the game from the top with the "opened
      from the link" message), as for a link pasted into the address bar. A ``goto`` to another
      ``#r=`` of the same page is no new load but a same-document navigation, and the app's
      ``ready`` is already true, so this waits for the link's record instead: a check made
      next cannot read the previous position.
    - A page at that very link already (no ``hashchange`` would fire), or at ``site`` without
      a running app, loads it anew from ``about:blank``; any other page (a new one) loads it.

    Why follow links in a running app at all: a page start costs 1.2-4 s of CPU, and the tests
    that open many positions on one page (several sizes x games) test the positions, not the
    start. The tab's storage is the same either way (a reload keeps sessionStorage and
    localStorage); only the app's memory carries over, which a test that needs a fresh start
    must not share (it goes to ``about:blank`` first). ``Session.adopt`` opens a link that is
    a point a saved game of the tab passed as that game: positions that share a page are of
    other games (seeds, options, players), or the wait for the link's record times out."""
    link = "#r=" + links.encode(match.record_text())
    before = page.url
    same_document = before.split("#", 1)[0] == site
    shows = [before, match.record_text(), bool(match.bots)]
    try:
        if same_document and before[len(site):] != link and page.evaluate(_APP_RUNS):
            _follow(page, link, shows)
        else:
            if same_document:
                page.goto("about:blank")
                shows[0] = page.url
            page.goto(site + link)
            ready(page)
            page.wait_for_function(_SHOWS, arg=shows)
    except PlaywrightTimeout:
        shown = page.evaluate("() => window.speeltafel ? window.speeltafel.record() : null")
        raise AssertionError(f"the page did not open the link's record; it shows:\n{shown}\n"
                             f"instead of:\n{match.record_text()}") from None
    settled(page)
    expect(page.get_by_test_id("board")).to_be_visible()


def _follow(page, link: str, shows: list) -> None:
    """Put ``link`` in the running app's address and wait until the page shows its record
    (:data:`_SHOWS`). No second try: the app opens the link its ``hashchange`` event carries,
    so a bot's move of the game before that rewrites the address in between loses nothing
    (``browser.hash_of``; it once did, and this helper then put the link back: a loss now
    fails the test, ``test_a_link_followed_while_a_bot_rewrites_the_address_still_opens``)."""
    page.evaluate("(h) => { location.hash = h; }", link)
    page.wait_for_function(_SHOWS, arg=shows)


#: :func:`open_match` (it was the safe one of the two while ``open_match`` did not wait for
#: the link's record on a running page).
open_link = open_match


def tap(page, name: str, touch: bool = False) -> None:
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", name)
    board = page.get_by_test_id("board")
    if not touch:
        c = into_view(page, name, c)
    if touch:
        box = board.bounding_box()
        page.touchscreen.tap(box["x"] + c["x"], box["y"] + c["y"])
    else:
        board.click(position=c)


def into_view(page, name: str, c: dict | None = None) -> dict:
    """Where to click ``name`` (its centre ``c`` if known), first dragging the board as a
    player would when the square lies outside the canvas (Keyflower's default zoom keeps
    tiles readable, so a large board can be bigger than the screen, the rest a drag away)."""
    if c is None:
        c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", name)
    box = page.get_by_test_id("board").bounding_box()
    if 0 <= c["x"] <= box["width"] and 0 <= c["y"] <= box["height"]:
        return c
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + box["width"] / 2 - c["x"], y + box["height"] / 2 - c["y"], steps=8)
    page.mouse.up()
    page.wait_for_timeout(350)  # a click within CLICK_GRACE_MS of a drag belongs to the drag
    return page.evaluate("(s) => window.speeltafel.squareCenter(s)", name)


def press(page, testid: str, touch: bool = False) -> None:
    button = page.get_by_test_id(testid)
    if touch:
        button.tap()
    else:
        button.click()


def record_moves(text: str) -> list[str]:
    """A record's moves (chance lines and headers left out)."""
    return [line for line in text.splitlines() if line and line[0] not in "*["]


def last_move(text: str) -> str:
    """The last move of a record (chance lines and headers left out)."""
    return record_moves(text)[-1]


def move_after(before: str, after: str) -> str:
    """The first move ``after`` holds beyond the moves of ``before``: the one a tap made, even
    when a bot's answer already follows it (a bot may move as soon as the tap's move lands)."""
    return record_moves(after)[len(record_moves(before))]


def screenshot(page, folder: Path, name: str) -> None:
    """Save a screenshot of ``page`` (a Page, or a Locator for just its box) as
    ``folder/name.png`` when :data:`SHOTS_WANTED`; a file that cannot be written is skipped
    (screenshots are for people; the assertions are the test)."""
    if not SHOTS_WANTED:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(folder / f"{name}.png"))
    except OSError:
        pass


def at_start_screen(page, site, ready) -> None:
    """The start screen on a page that module-scoped tests share: the app's start on a new
    page, the top bar's home button on one where the app is running."""
    if page.url.startswith(site) and page.evaluate(_APP_RUNS):
        page.get_by_test_id("home").click()
    else:
        page.goto(site)
        ready(page)
    expect(page.get_by_test_id("new-game-stad-en-land")).to_be_visible()


#: Empties the origin's storage (saved games, settings) of a running page of the app.
_FORGET = "() => { localStorage.clear(); sessionStorage.clear(); }"

#: True when the page shows another language than the browser's (the app starts in that one).
_OTHER_LANGUAGE = "() => document.documentElement.lang.slice(0, 2) !== navigator.language.slice(0, 2)"


def forget(page, site):
    """``page``, a page that tests share, as a test's new page would find the app: when it
    runs the app, the origin's storage emptied and the language the browser's (see
    ``module_page`` in conftest.py)."""
    if page.url.startswith(site) and page.evaluate(_APP_RUNS):
        page.evaluate(_FORGET)
        if page.evaluate(_OTHER_LANGUAGE):  # a test before switched it: back, as at a start
            page.get_by_test_id("lang").click()
            expect(page.locator("html")).to_have_attribute("lang", page.evaluate("navigator.language.slice(0, 2)"))
    return page
