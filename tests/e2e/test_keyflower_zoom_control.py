"""Keyflower's zoom control covers nothing of the board (issue 24), on a phone (360x740,
touch), a portrait tablet (768x1024, touch) and a small laptop (1024x768): over the canvas it
hid Red's village header on a phone and an auction tile on a tablet. It sits at the end of
the turn line, outside the canvas, so no tile and no village header lies under it at either
zoom ("Readable", "Whole board"), after a drag of the board, or with the page scrolled to the
prompt (the turn line and the board stick together on a phone and a tablet). Positions: two
and six players with the Merchants, in spring and in winter, opened from links made
natively."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, playout, press, reveal
from tests.e2e.test_board_uncovered import covered
from tests.e2e.page_moves import open_link, shot
from tests.e2e.test_keyflower_tiles import SIZES
from tests.e2e.test_tap_targets import tappable


def _winter(m: Match) -> bool:
    return m.state.season_name == "winter" and m.state.phase == "play" and len(m.state.auction) >= 2


def _box(page, testid: str) -> tuple[float, float, float, float]:
    b = page.get_by_test_id(testid).bounding_box()
    assert b is not None, testid
    return b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"]


def _meet(a: tuple, b: tuple) -> bool:
    """Boxes (x0, y0, x1, y1) sharing more than a rounding pixel's sliver."""
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def _tile_boxes(page, view: dict) -> dict[str, tuple]:
    """Each tile's hex box on the page, the part of it inside the canvas (the canvas clips
    the rest); a tile wholly outside the canvas is left out. The radius is the auction's
    spacing (``layout.ROW_STEP``: 2.2 radii between centres)."""
    board = _box(page, "board")
    tiles = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]] + \
        [p["tile"] for seat in view["seats"] for p in seat["village"]]
    centres = {t: page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + t) for t in tiles}
    a, b = (centres[x["tile"]] for x in view["auction"][:2])
    r = ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 / 2.2
    out = {}
    for tile, c in centres.items():
        x, y = board[0] + c["x"], board[1] + c["y"]
        hexa = (max(x - 0.87 * r, board[0]), max(y - r, board[1]), min(x + 0.87 * r, board[2]), min(y + r, board[3]))
        if hexa[0] < hexa[2] and hexa[1] < hexa[3]:
            out[tile] = hexa
    return out


def _check(page, size: str, view: dict, when: str) -> None:
    """The control: a finger's size, in the viewport, on top where it is (nothing covers
    it), outside the canvas (so over no tile and no village header) and over no tile's box;
    nothing else lies over the canvas either; the turn line beside it keeps its words whole."""
    viewport = SIZES[size][0]
    zoom, board = _box(page, "kf-zoom"), _box(page, "board")
    assert tappable(zoom[2] - zoom[0], zoom[3] - zoom[1]), (size, when, zoom)
    assert 0 <= zoom[0] and zoom[2] <= viewport["width"] and 0 <= zoom[1] and zoom[3] <= viewport["height"], \
        (size, when, zoom)
    assert not _meet(zoom, board), (size, when, zoom, board)
    tiles = _tile_boxes(page, view)
    assert tiles, (size, when)  # the board shows tiles: the check below is not empty
    under = [t for t, b in tiles.items() if _meet(zoom, b)]
    assert not under, (size, when, under)
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid]')?.dataset.testid",
                           [(zoom[0] + zoom[2]) / 2, (zoom[1] + zoom[3]) / 2])
    assert on_top == "kf-zoom", (size, when, on_top)
    assert covered(page) == [], (size, when)
    turn, main = _box(page, "turn"), page.locator('[data-testid="turn"] .turn-main').bounding_box()
    assert main and main["x"] + main["width"] <= turn[2] + 0.5 and not _meet(turn, zoom), (size, when, main, turn)


def _matches() -> dict[str, Match]:
    out = {}
    for seats in (2, 6):
        spring = Match.new("keyflower", list(NAMES[:seats]), {"merchants": "on"}, seed=5)
        out[f"{seats}p-spring"] = spring
        out[f"{seats}p-winter"] = playout(Match.new("keyflower", list(NAMES[:seats]), {"merchants": "on"}, seed=5),
                                          5, _winter)
    return out


@pytest.mark.parametrize("size", list(SIZES))
def test_the_zoom_control_covers_no_tile_and_no_header(browser, site, ready, watch, size):
    viewport, touch = SIZES[size]
    context = watch(browser.new_context(viewport=viewport, has_touch=touch, is_mobile=touch,
                                        device_scale_factor=2 if touch else 1))
    page = context.new_page()
    for name, match in _matches().items():
        # the first position starts the page; the others follow their links in the running
        # app (a same-document navigation), waiting until the page holds the link's record
        open_link(page, site, ready, match)
        reveal(page, touch)
        view = match.game.view(match.state, match.state.to_move())
        zoom = page.get_by_test_id("kf-zoom")
        for _ in range(2):  # both zooms, the one remembered first
            state = zoom.get_attribute("data-zoom")
            _check(page, size, view, f"{name} {state}")
            shot(page, f"kf-zoom-control-{size}-{name}-{state}")
            if size != "desk":  # the page scrolled to the prompt: the turn line and board stick
                page.get_by_test_id("kf-step").scroll_into_view_if_needed()
                _check(page, size, view, f"{name} {state} scrolled")
                page.evaluate("window.scrollTo(0, 0)")
            press(page, "kf-zoom", touch)
            expect(zoom).not_to_have_attribute("data-zoom", state)
        # a drag of the board moves the tiles, never under the control
        board = _box(page, "board")
        x, y = (board[0] + board[2]) / 2, (board[1] + board[3]) / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 60, y + 40, steps=6)
        page.mouse.up()
        _check(page, size, view, f"{name} dragged")
        # by keyboard: one Shift+Tab back from the board reaches the control
        page.get_by_test_id("board").focus()
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.activeElement.dataset.testid") == "kf-zoom", (size, name)
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"], (size, name)
    # the Dutch turn line (longer words) beside the control on the last position (six
    # players, winter): still on as many lines, so the board keeps its size (on a phone the
    # whole six-player board fits its canvas with a few pixels to spare)
    page.evaluate("window.scrollTo(0, 0)")
    side, turn_h = _box(page, "board")[2] - _box(page, "board")[0], _box(page, "turn")[3] - _box(page, "turn")[1]
    press(page, "lang", touch)
    expect(page.locator("html")).to_have_attribute("lang", "nl")
    reveal(page, touch)
    _check(page, size, view, "nl")
    assert _box(page, "turn")[3] - _box(page, "turn")[1] == turn_h, (size, turn_h, _box(page, "turn"))
    assert _box(page, "board")[2] - _box(page, "board")[0] == side, (size, side, _box(page, "board"))
    shot(page, f"kf-zoom-control-{size}-nl")
