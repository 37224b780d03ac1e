"""Keyflower's turn line on a phone (360x740, touch) with six players and the longest names
the new-game dialog accepts (40 characters, issue 24): in every season and phase, in Dutch
and in English, the line takes at most two lines, whose turn it is stays readable (the seat's
colour word and "to move" whole, the name cut with an ellipsis and given whole in its title),
and the board keeps its size, so "Whole board" still shows the whole six-player board.
On a long line the turn line wrapped to a third line and the board lost about 20 px."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import open_match, press, reveal
from tests.e2e.page_moves import shot
from tests.e2e.test_keyflower_phone import whole_board_fits

VIEWPORT = {"width": 360, "height": 740}

#: The longest names the dialog takes (``maxlength`` 40): wide letters without a space, and
#: words that wrap.
NAMES = ["W" * 40, "Maximiliaan Wolfgang van Oranje-Nassau M",
         "M" * 40, "Wilhelmina Margaretha Adriana Boomgaards",
         "Ww" * 20, "Mwmwmwmwmw mwmwmwmwmw mwmwmwmwmw mwmwmwm"]

#: The lines of text a box shows: the distinct rows of its text's line boxes, left out where
#: a clipping box inside it (an ellipsis, a hidden row) hides them.
LINES = """(box) => {
  const rows = [];
  const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      let top = r.top, bottom = r.bottom;
      for (let p = n.parentElement; p && p !== box.parentElement; p = p.parentElement) {
        if (getComputedStyle(p).overflowY === "visible") continue;
        const c = p.getBoundingClientRect();
        top = Math.max(top, c.top); bottom = Math.min(bottom, c.bottom);
      }
      if (r.width < 1 || bottom - top < 2) continue;
      const mid = (top + bottom) / 2;
      if (!rows.some(y => Math.abs(y - mid) < (bottom - top) / 2)) rows.push(mid);
    }
  }
  return rows.length;
}"""

#: Whether an element shows all of its text: not cut by itself or by a clipping box around it
#: inside ``turn``.
WHOLE = """(e, box) => {
  if (e.scrollWidth > e.clientWidth + 1) return false;
  const r = e.getBoundingClientRect();
  for (let p = e.parentElement; p && p !== box.parentElement; p = p.parentElement) {
    if (getComputedStyle(p).overflow === "visible") continue;
    const c = p.getBoundingClientRect();
    if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return false;
  }
  return true;
}"""

#: The seasons' phases checked: bidding, transport and upgrades (the longest words), building,
#: and winter's offer and contract (the Merchants).
PHASES = ("play", "work", "build", "offer", "contract")


def positions() -> list[tuple[str, Match]]:
    """The first position of every season's phases in :data:`PHASES` with a seat to move, in
    one seeded six-player game with the Merchants."""
    match = Match.new("keyflower", NAMES, {"merchants": "on"}, seed=5)
    rnd, seen, out = random.Random(5), set(), []
    while not match.over:
        key = f"{match.state.season_name}-{match.state.phase}"
        if match.state.to_move() is not None and key not in seen and match.state.phase in PHASES:
            seen.add(key)
            out.append((key, Match.from_record(match.record_text())))
        match.play(rnd.choice(match.legal_moves()))
    return out


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_long_turn_line_takes_two_lines_and_leaves_the_board_its_size(lang, browser, site, ready, watch):
    context = watch(browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True,
                                        device_scale_factor=2))
    page = context.new_page()
    found = positions()
    assert {key.split("-")[0] for key, _ in found} == {"spring", "summer", "autumn", "winter"}
    # the board's size with one-letter names: every long-named position keeps it
    open_match(page, site, ready, Match.new("keyflower", list("ABCDEF"), {"merchants": "on"}, seed=5))
    reveal(page, True)
    side = page.get_by_test_id("board").bounding_box()["width"]
    for key, match in found:
        open_match(page, site, ready, match)
        reveal(page, True)
        if page.locator("html").get_attribute("lang") != lang:
            press(page, "lang", True)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            reveal(page, True)
        zoom = page.get_by_test_id("kf-zoom")
        if zoom.get_attribute("data-zoom") != "whole":  # remembered for the next positions
            press(page, "kf-zoom", True)
            expect(zoom).to_have_attribute("data-zoom", "whole")
        shot(page, f"phone-turn-line-{lang}-{key}")
        seat = match.state.to_move()
        where = f"{lang} {key} seat {seat}"
        turn = page.get_by_test_id("turn")
        box = turn.element_handle()
        assert turn.evaluate(LINES) <= 2, (where, turn.inner_text())
        # whose turn: the seat's colour and "to move" whole, the name cut at worst, whole in
        # its tooltip; the season and phase whole
        colour = match.game.seat_names[lang][seat]
        words = turn.locator(".turn-words")
        assert colour in words.inner_text() and words.evaluate(WHOLE, box), (where, words.inner_text())
        name = turn.locator(".turn-name")
        assert name.get_attribute("title") == f"{NAMES[seat]} ({colour})", where
        assert name.bounding_box()["width"] >= 40, (where, name.bounding_box())
        season = turn.locator(".turn-part").first
        assert season.evaluate(WHOLE, box), (where, season.inner_text())
        b = turn.bounding_box()
        assert b["y"] >= 0 and b["y"] + b["height"] <= VIEWPORT["height"], (where, b)
        assert page.get_by_test_id("board").bounding_box()["width"] == side, where
        if match.state.phase == "play":  # the auction and every village (building shows one village)
            whole_board_fits(page, match.game.view(match.state, seat), where)
        assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"], where
