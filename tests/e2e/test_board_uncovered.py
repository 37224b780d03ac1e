"""Nothing of the page lies over Carcassonne's board (issue 24) on a phone (360x740, touch),
a portrait tablet (768x1024, touch) and a small laptop (1024x768): at the start of a turn and
at the follower step (the board zoomed to the placed tile, its spots of about 20 px), every
point of the canvas in the viewport, sampled on a grid, answers the canvas itself, so no
control covers a tile or a follower spot. Keyflower's zoom control has its own test
(``test_keyflower_zoom_control.py``), which uses :data:`COVERED` too."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e import carcassonne_play
from tests.e2e.page_moves import open_match, press, screenshot, tap
from tests.e2e.test_follower_step import busiest_placement
from tests.e2e.test_small_screens import SHOTS, SIZES

#: The points of the board's canvas (inside the viewport, every ``step`` CSS pixels, 8 in
#: from its rounded edges) where
#: something else of the page lies on top (what takes no pointer, like a tapped tile's
#: description, lets the point through to the canvas): each with what is there.
COVERED = """(step) => {
  const c = document.querySelector('[data-testid=board]'), r = c.getBoundingClientRect(), out = [];
  for (let y = Math.max(r.top, 0) + 8; y <= Math.min(r.bottom, innerHeight) - 8; y += step)
    for (let x = Math.max(r.left, 0) + 8; x <= Math.min(r.right, innerWidth) - 8; x += step) {
      const hit = document.elementFromPoint(x, y);
      if (hit !== c) out.push({x, y, what: hit ? (hit.dataset.testid || hit.className || hit.tagName) : null});
    }
  return out;
}"""


def covered(page, step: float = 12.0) -> list[dict]:
    return page.evaluate(COVERED, step)


@pytest.mark.parametrize("size", list(SIZES))
def test_nothing_lies_over_carcassonnes_board(browser, site, ready, watch, size):
    options = SIZES[size]
    touch = bool(options.get("has_touch"))
    page = watch(browser.new_context(**options)).new_page()
    match: Match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "D")
    open_match(page, site, ready, match)
    assert covered(page) == [], (size, "start")
    name, square, turn = busiest_placement(match).split()
    for _ in range(4):
        if carcassonne_play.selected(page).split(":")[2] == turn:
            break
        press(page, "cc-rot-right", touch)
    tap(page, square, touch)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    tap(page, square, touch)
    assert carcassonne_play.selected(page).endswith(":!")
    screenshot(page, SHOTS, f"uncovered-carcassonne-{size}-follower-step")
    # finer than a spot (about 20 px): no control over any spot
    assert covered(page, 6.0) == [], (size, "follower step")
