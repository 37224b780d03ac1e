"""Keyflower on a phone (360x740, touch): the hand-over, a bid and a use placed by taps on
the colour buttons and the board, a won tile built by taps, and the region buttons that
bring a village into view. The page never scrolls sideways."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, open_match, play, playout, press, record, reveal
from tests.e2e.page_moves import shot
from tests.e2e.test_keyflower_tiles import symbols

VIEWPORT = {"width": 360, "height": 740}


def whole_board_fits(page, view: dict, where: str) -> None:
    """At "Whole board" every tile of the auction, the boats and the villages lies inside the
    canvas, at a size where its reduced form fits (with short names here, with long ones in
    ``test_phone_turn_line``)."""
    tiles = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]] + \
        [p["tile"] for seat in view["seats"] for p in seat["village"]]
    size = page.get_by_test_id("board").bounding_box()["width"]
    centres = {t: page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + t) for t in tiles}
    a, b = (centres[x["tile"]] for x in view["auction"][:2])
    r = ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 / 2.2  # the auction's spacing: 2.2 radii
    assert r >= symbols.SMALLEST * 0.999, (where, r, size)
    out = [t for t, c in centres.items()
           if not (0.86 * r - 1 <= c["x"] <= size - 0.86 * r + 1 and r - 1 <= c["y"] <= size - r + 1)]
    assert not out, (where, size, r, out)


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
    # (by less than on a wider canvas: a phone packs the whole board tighter, so it is drawn
    # larger already, issue 24)
    press(page, "kf-show-all", touch=True)
    whole = _apart(page, match)
    press(page, "kf-show-v0", touch=True)
    assert _apart(page, match) > 1.3 * whole
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


def _in_view(page, testid: str) -> bool:
    box = page.get_by_test_id(testid).bounding_box()
    return bool(box) and box["y"] >= 0 and box["x"] >= 0 and box["x"] + box["width"] <= VIEWPORT["width"] \
        and box["y"] + min(box["height"], 40) <= VIEWPORT["height"]


def test_the_whole_six_player_board_fits_a_phone(browser, site, ready, watch):
    """Issue 24: on a phone "Whole board" shows a six-player Merchants board in winter (the
    largest) whole: every tile of the auction, the boats and every village lies inside the
    canvas and is drawn (``drawn`` hook), at a size where its reduced form fits
    (``symbols.SMALLEST`` or more); the page does not scroll sideways, and whose turn it is,
    the board and the prompt are in view together."""
    context = watch(browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True,
                                        device_scale_factor=2))
    page = context.new_page()

    def winter(m: Match) -> bool:
        return m.state.season_name == "winter" and m.state.phase == "play" and len(m.state.auction) >= 2
    match = playout(Match.new("keyflower", ["A", "B", "C", "D", "E", "F"], {"merchants": "on"}, seed=5), 5, winter)
    open_match(page, site, ready, match)
    reveal(page, True)
    zoom = page.get_by_test_id("kf-zoom")
    shot(page, "kf-phone-6-readable")
    if zoom.get_attribute("data-zoom") != "whole":
        press(page, "kf-zoom", touch=True)
    expect(zoom).to_have_attribute("data-zoom", "whole")
    shot(page, "kf-phone-6-whole")
    view = match.game.view(match.state, match.state.to_move())
    whole_board_fits(page, view, "6 players, short names")
    tiles = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]] + \
        [p["tile"] for seat in view["seats"] for p in seat["village"]]
    undrawn = [t for t in tiles if page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + t) is None]
    assert not undrawn, undrawn
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    for testid in ("turn", "board", "kf-step"):
        assert _in_view(page, testid), (testid, page.get_by_test_id(testid).bounding_box())
