"""Keyflower on a phone (360x740, touch): the hand-over, a bid and a use placed by taps on
the colour buttons and the board, a won tile built by taps, and the region buttons that
bring a village into view. The page never scrolls sideways."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, open_match, play, playout, press, record

VIEWPORT = {"width": 360, "height": 740}


def test_touch_bids_uses_and_a_build_at_360_px(browser, site, ready, watch):
    context = watch(browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True))
    page = context.new_page()
    match = Match.new("keyflower", list(NAMES[:2]), {}, seed=4)
    open_match(page, site, ready, match)
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    legal = match.legal_moves()
    bid = next(m for m in legal if m.startswith("bid "))
    play(page, bid, touch=True)
    match.play(bid)
    use = next(m for m in match.legal_moves() if m.startswith("use home"))
    play(page, use, touch=True)
    match.play(use)
    assert record(page) == match.record_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    # a village zoomed by its button: two home tiles lie further apart than in the whole view
    press(page, "kf-show-all", touch=True)
    whole = _apart(page, match)
    press(page, "kf-show-v0", touch=True)
    assert _apart(page, match) > 1.5 * whole
    # on to the end of spring, then the first won tile built by taps
    playout(match, 4, lambda m: m.state.phase == "build")
    open_match(page, site, ready, match)
    move = match.legal_moves()[0]
    play(page, move, touch=True)
    match.play(move)
    assert record(page) == match.record_text()
    expect(page.get_by_test_id("board")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]


def _apart(page, match: Match) -> float:
    a, b = (page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + seat.home)
            for seat in match.state.seats)
    return ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5
