"""What every game's end-to-end helpers share: the record through the page's test hook, a
match opened from a link made natively, a tap on a named board place (mouse or finger), a
button pressed by its test id, and the last move of a record."""

from __future__ import annotations

import os
from pathlib import Path

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


def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


def open_match(page, site, ready, match: Match) -> None:
    page.goto(site + "#r=" + links.encode(match.record_text()))
    ready(page)
    expect(page.get_by_test_id("board")).to_be_visible()


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


def last_move(text: str) -> str:
    """The last move of a record (chance lines and headers left out)."""
    return [line for line in text.splitlines() if line and line[0] not in "*["][-1]


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
