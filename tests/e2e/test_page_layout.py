"""Layout of the game screen on a phone (360x740, touch) and a tablet (1024x768): the board is
fully visible and sharp, nothing scrolls sideways, every control can be reached, and a move
can be played by tapping (phone) or clicking (tablet)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core import registry
from core.match import Match
from app import renderers  # the page's game id -> renderer mapping

SCREENS = {
    "phone-360x740": dict(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                          has_touch=True, is_mobile=True),
    "tablet-1024x768": dict(viewport={"width": 1024, "height": 768}, device_scale_factor=1),
}
def lang(page) -> str:
    return page.evaluate("document.documentElement.lang")


CONTROLS = ("home", "lang", "turn", "undo", "redo", "pass", "move-log", "copy-link", "export")


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_game_screen_fits_and_plays(screen, browser, site, ready, watch):
    options = SCREENS[screen]
    touch = options.get("has_touch", False)
    width, height = options["viewport"]["width"], options["viewport"]["height"]
    context = watch(browser.new_context(**options))
    try:
        page = context.new_page()
        page.goto(site)
        ready(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        # the start screen: playable games have a start button, the others are "coming"
        for gid, game in registry.games().items():
            card = page.get_by_test_id(f"game-{gid}")
            expect(card).to_contain_text(game.titles[lang(page)])
            expect(card.locator("button")).to_have_count(1 if gid in renderers.RENDERERS else 0)
        for gid in renderers.PLANNED:
            if gid not in renderers.RENDERERS:
                expect(page.get_by_test_id(f"game-{gid}").locator("button")).to_have_count(0)
        start = page.get_by_test_id("new-game-stad-en-land")
        start.tap() if touch else start.click()
        # the dialog: default names per language, every option at its default
        game = registry.get("stad-en-land")
        for seat, name in enumerate(game.seat_names[lang(page)]):
            expect(page.get_by_test_id(f"player-name-{seat}")).to_have_value(name)
        for opt in game.options:
            select = page.get_by_test_id(f"option-{opt.key}")
            expect(select).to_have_value(opt.default)
            assert select.locator("option").all_inner_texts() == \
                [opt.choice_labels[lang(page)][c] for c in opt.choices]
        expect(page.get_by_test_id("seed")).to_have_value("")
        go = page.get_by_test_id("start-game")
        go.tap() if touch else go.click()
        board = page.get_by_test_id("board")
        expect(board).to_be_visible()
        box = board.bounding_box()
        assert box["x"] >= 0 and box["y"] >= 0
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
        assert box["width"] >= min(width, height) * 0.55, "the board should fill the screen"
        # sharp: the canvas' pixels match its CSS size times the device pixel ratio
        pixels = page.evaluate("""() => { const c = document.querySelector('[data-testid=board]');
            return [c.width, c.getBoundingClientRect().width, devicePixelRatio]; }""")
        assert abs(pixels[0] - pixels[1] * pixels[2]) <= 1
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        # every control can be scrolled into view and lies inside the screen's width
        for testid in CONTROLS:
            control = page.get_by_test_id(testid)
            control.scroll_into_view_if_needed()
            expect(control).to_be_in_viewport()
            r = control.bounding_box()
            assert r["x"] >= 0 and r["x"] + r["width"] <= width, testid
        # play one move by tapping/clicking the board
        page.evaluate("window.scrollTo(0, 0)")
        before = page.evaluate("window.speeltafel.record()")
        move = [m for m in page.evaluate("window.speeltafel.legal()") if m != "pass"][0]
        a, b = move.split("-")
        for sq in (a, b):
            c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", sq)
            r = board.bounding_box()
            if touch:
                page.touchscreen.tap(r["x"] + c["x"], r["y"] + c["y"])
            else:
                board.click(position=c)
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        after = page.evaluate("window.speeltafel.record()")
        assert after.rstrip("\n").splitlines()[-1] == move
        assert Match.from_record(after).record_text() == after
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        context.close()
