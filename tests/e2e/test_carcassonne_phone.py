"""Carcassonne on a phone (360x740, touch): turns by taps, a one-finger drag pans the open
board without tapping, a two-finger pinch zooms it (touch events sent through CDP, so the
page sees real multi-touch pointers), and "Whole map" brings every tile back in view. The
page never scrolls sideways."""

from __future__ import annotations

import math

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.carcassonne_play import last_move, open_match, place, record, seed_where

VIEWPORT = {"width": 360, "height": 740}


def centre(page, name: str) -> tuple[float, float]:
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", name)
    return c["x"], c["y"]


def touches(cdp, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def test_touch_turns_pan_pinch_and_fit(browser, site, ready, watch):
    context = watch(browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True))
    page = context.new_page()
    match: Match = seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    for _ in range(2):
        legal = match.legal_moves()
        move = next((m for m in legal if len(m.split()) == 4), legal[0])
        place(page, move, touch=True)
        match.play(move)
    assert last_move(record(page)) == move
    box = page.get_by_test_id("board").bounding_box()
    cdp = context.new_cdp_session(page)
    # one finger drags 60 px right and 40 px down: the board follows, nothing is played
    before_record = record(page)
    x0, y0 = centre(page, "0,0")
    sx, sy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touches(cdp, "touchStart", [(sx, sy)])
    for step in range(1, 7):
        touches(cdp, "touchMove", [(sx + 10 * step, sy + step * 40 / 6)])
    touches(cdp, "touchEnd", [])
    x1, y1 = centre(page, "0,0")
    assert abs(x1 - x0 - 60) < 3 and abs(y1 - y0 - 40) < 3, (x0, y0, x1, y1)
    assert record(page) == before_record
    # two fingers spread apart: the squares grow
    size0 = math.dist(centre(page, "0,0"), centre(page, "1,0"))
    touches(cdp, "touchStart", [(sx - 20, sy), (sx + 20, sy)])
    for step in range(1, 9):
        touches(cdp, "touchMove", [(sx - 20 - 8 * step, sy), (sx + 20 + 8 * step, sy)])
    touches(cdp, "touchEnd", [])
    size1 = math.dist(centre(page, "0,0"), centre(page, "1,0"))
    assert size1 > size0 * 1.8, (size0, size1)
    assert record(page) == before_record
    # "Whole map": every placed tile inside the board again
    page.get_by_test_id("cc-fit").tap()
    for p in match.game.view(match.state, None)["pieces"]:
        x, y = centre(page, f"{p['x']},{p['y']}")
        assert 0 <= x <= box["width"] and 0 <= y <= box["height"], (p, x, y)
    expect(page.get_by_test_id("cc-step")).to_be_visible()
