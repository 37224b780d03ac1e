"""Keyflower's tiles readable at a glance (issue 24) at 360x740 (touch), 768x1024 (touch)
and 1024x768: a position opened from a link; each auction tile's drawn symbols (the page's
``drawn`` hook) are those its printed facts give at the size drawn; a tapped tile's full
description is in the viewport at once; screenshots for people (``page_moves.shot``)."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, open_match, playout, press, reveal, tap
from tests.e2e.page_moves import forget, shot

ROOT = Path(__file__).resolve().parents[2]
# the page's pure symbol rules (with the pure ``words`` they import), loaded without their
# package's ``__init__`` (which needs the browser's ``pyscript``): a bare package to hold them
_package = types.ModuleType("kf_pure")
_package.__path__ = [str(ROOT / "web/app/games/keyflower")]
sys.modules.setdefault("kf_pure", _package)
_spec = importlib.util.spec_from_file_location("kf_pure.symbols", ROOT / "web/app/games/keyflower/symbols.py")
assert _spec and _spec.loader
symbols = importlib.util.module_from_spec(_spec)
sys.modules["kf_pure.symbols"] = symbols
_spec.loader.exec_module(symbols)
SIZES = {"phone": ({"width": 360, "height": 740}, True), "tablet": ({"width": 768, "height": 1024}, True),
         "desk": ({"width": 1024, "height": 768}, False)}


#: The tiles' symbol lines of the legend in a base game (``guide.SYMBOLS``); The Merchants
#: add 5 when in play (``tests/e2e/test_keyflower_merchants_page.py``).
LEGEND_SYMBOLS = 12
#: What a plan draws besides the tile's facts (its name and the marks between symbols).
MARKS = ("name", "arrow", "or", "up", "points")


def new_context(browser, size: str):
    viewport, touch = SIZES[size]
    return browser.new_context(viewport=viewport, has_touch=touch, is_mobile=touch,
                               device_scale_factor=2 if touch else 1)


@pytest.fixture(scope="module")
def phone(browser):
    """One phone page for the module's three phone tests (each opens its own game by link
    on it, storage emptied before: ``conftest.forget``); a start is 3-5 s of CPU."""
    context = new_context(browser, "phone")
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("size,seats", [("phone", 2), ("phone", 4), ("tablet", 3), ("desk", 5)])
def test_tiles_show_their_symbols_and_a_tapped_tile_its_description(browser, site, ready, watch, request,
                                                                   size, seats):
    """At the default zoom every auction and home tile shows its action and upgrade cost
    (level of detail 2 or more), exactly the symbols its printed facts give."""
    viewport, touch = SIZES[size]
    context = None if size == "phone" else watch(new_context(browser, size))
    page = forget(watch(request.getfixturevalue("phone")), site) if context is None else context.new_page()
    match = Match.new("keyflower", list(NAMES[:seats]), {}, seed=4)
    open_match(page, site, ready, match)
    reveal(page, touch)
    shot(page, f"kf-tiles-{size}-{seats}p-1-start")
    view = match.game.view(match.state, match.state.to_move())
    homes = [seat.home for seat in match.state.seats]
    for tile in list(match.state.auction) + homes:
        drawn = page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + tile)
        assert drawn is not None, tile
        level, shown = drawn[0], [tuple(x) for x in drawn[1:]]
        assert level >= 2, (size, tile, level, _radius(page, match))  # the action and the upgrade at the default zoom
        face = symbols.face(view["tiles"][tile], False)
        want = [(s.kind, s.what, s.n) for s in face.takes + face.gives + face.cost + face.cargo]
        assert [x for x in shown if x[0] not in MARKS] == want, (tile, shown)
        assert ("points", "after" if face.after else "", face.vp) in shown or not face.vp, (tile, shown)
        assert ("arrow", "", 0) in shown if face.takes else True
        assert not any(x[0] == "name" for x in shown) or level == 3 or not want, (tile, shown)
    # a tapped tile (chosen for a bid or a use): its whole description over the board, in the
    # viewport without scrolling; none before a tap
    card = page.get_by_test_id("kf-card")
    expect(card).to_be_hidden()
    for tile in (match.state.auction[0], homes[match.state.to_move()]):
        tap(page, "t:" + tile, touch)
        expect(card).to_be_visible()
        expect(card).to_contain_text(view["tiles"][tile]["about"]["en"])
        box = card.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= viewport["height"], (tile, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (tile, box)
        shot(page, f"kf-tiles-{size}-{seats}p-2-tapped-{tile}")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    # the legend teaches the same symbols, drawn by the same code, each with its words
    legend = page.get_by_test_id("legend")
    legend.locator("summary").click()
    drawn = legend.locator("canvas.kf-legend-sym")
    expect(drawn.first).to_be_visible()
    assert drawn.count() == LEGEND_SYMBOLS
    for i in range(drawn.count()):
        box = drawn.nth(i).bounding_box()
        assert box and box["height"] >= 20 and box["x"] + box["width"] <= viewport["width"]
        words = drawn.nth(i).locator("xpath=following-sibling::span[1]").inner_text()
        assert words.strip(), i
    drawn.first.scroll_into_view_if_needed()
    shot(page, f"kf-tiles-{size}-{seats}p-3-legend")
    if context is not None:
        context.close()


def _radius(page, match: Match) -> float:
    """A tile's circumradius on the screen (CSS pixels): the first two auction tiles lie
    2.2 radii apart (``layout.ROW_STEP``)."""
    a, b = (page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + t) for t in match.state.auction[:2])
    return ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 / 2.2


def _grown(m: Match) -> bool:
    """Bidding again, with a village of three tiles or more, a tile turned over and
    resources lying on a tile."""
    villages = [p for seat in m.state.seats for p in seat.village]
    return (m.state.phase == "play" and any(len(seat.village) >= 3 for seat in m.state.seats)
            and any(p.up for p in villages) and any(sum(p.res) for p in villages))


def _builder(legal, rnd):
    """Random play that upgrades whenever it can and uses tiles often."""
    if ups := [m for m in legal if m.startswith("upgrade")]:
        return ups[0]
    busy = [m for m in legal if m.split()[0] in ("use", "carry")]
    if busy and rnd.random() < 0.6:
        return rnd.choice(busy)
    return rnd.choice([m for m in legal if m != "pass"] or legal)


def test_a_grown_village_on_a_phone_shows_each_tiles_shown_side(phone, site, ready, watch):
    """A village later in the game, brought into view by its button: a turned-over tile
    shows its back's action and points and no upgrade, the others their front and cost."""
    viewport, touch = SIZES["phone"]
    page = forget(watch(phone), site)
    match = playout(Match.new("keyflower", list(NAMES[:2]), {}, seed=0), 0, _grown, pick=_builder)
    open_match(page, site, ready, match)
    reveal(page, touch)
    seat = next(s for s, st in enumerate(match.state.seats) if any(p.up for p in st.village))
    press(page, f"kf-show-v{seat}", touch)
    view = match.game.view(match.state, match.state.to_move())
    for p in match.state.seats[seat].village:
        drawn = page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + p.tile)
        assert drawn is not None and drawn[0] >= 2, (p.tile, drawn)
        face = symbols.face(view["tiles"][p.tile], p.up)
        shown = [tuple(x) for x in drawn[1:]]
        assert [x for x in shown if x[0] not in MARKS] == [(s.kind, s.what, s.n) for s in
                                                         face.takes + face.gives + face.cost], p.tile
        assert not face.cost if p.up else True
    shot(page, f"kf-tiles-phone-2p-4-village-{seat}")
