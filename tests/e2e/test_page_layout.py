"""Layout of the game screen on a phone (360x740, touch) and a tablet (1024x768): the board is
fully visible and sharp, nothing scrolls sideways, every control can be reached, and a move
can be played by tapping (phone) or clicking (tablet).

The tests share one page per size (module fixtures ``phone_page`` and ``laptop_page``): the
first test on a page starts the app (the start screen it checks is a first visit's), the others
go back to the start screen by the top bar's home button, as a player would, and start their
games from there; what they check is the layout of the screens they reach, not the start (a
context and its start are 3-5 s of CPU each). A test that switches the language switches it
back."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core import registry
from core.match import Match
from app import renderers  # the page's game id -> renderer mapping
from tests.e2e.page_moves import at_start_screen

SCREENS = {
    "phone-360x740": dict(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                          has_touch=True, is_mobile=True),
    "tablet-1024x768": dict(viewport={"width": 1024, "height": 768}, device_scale_factor=1),
}

def _page(browser, options):
    context = browser.new_context(**options)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def phone_page(browser):
    yield from _page(browser, SCREENS["phone-360x740"])


@pytest.fixture(scope="module")
def laptop_page(browser):
    yield from _page(browser, SCREENS["tablet-1024x768"])


def lang(page) -> str:
    return page.evaluate("document.documentElement.lang")


CONTROLS = ("home", "lang", "turn", "undo", "redo", "pass", "move-log", "copy-link", "export")


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_game_screen_fits_and_plays(screen, request, site, ready, watch):
    options = SCREENS[screen]
    touch = options.get("has_touch", False)
    width, height = options["viewport"]["width"], options["viewport"]["height"]
    page = watch(request.getfixturevalue("phone_page" if touch else "laptop_page"))
    assert not page.url.startswith(site), "the first test on its page: a first visit's start"
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


# -- issue 10: phone layout, dialog colours, small layout faults ---------------------------------


TITLE_FITS = """() => { const t = document.querySelector('.topbar-title');
    return [t.scrollWidth, t.clientWidth, t.scrollHeight, t.clientHeight, t.textContent]; }"""


def title_fits(page) -> None:
    sw, cw, sh, ch, text = page.evaluate(TITLE_FITS)
    assert sw <= cw and sh <= ch, f"the top bar's title {text!r} is cut: {sw}x{sh} in {cw}x{ch}"


def open_dialog(page, gid: str) -> None:
    page.get_by_test_id("home").click()
    page.get_by_test_id(f"new-game-{gid}").click()
    expect(page.get_by_test_id("setup")).to_be_visible()


def test_the_top_bar_title_is_not_cut_at_phone_width(phone_page, site, ready, watch):
    page = watch(phone_page)
    at_start_screen(page, site, ready)
    first = lang(page)
    title_fits(page)
    for gid in renderers.RENDERERS:
        open_dialog(page, gid)
        expect(page.locator(".topbar-title")).to_have_text(
            registry.get(gid).titles[lang(page)])
        title_fits(page)
        page.get_by_test_id("start-game").click()
        expect(page.get_by_test_id("board")).to_be_visible()
        title_fits(page)
    page.get_by_test_id("lang").click()  # the other language's titles too
    for gid in renderers.RENDERERS:
        open_dialog(page, gid)
        title_fits(page)
    page.get_by_test_id("lang").click()  # back, for the next test on this page
    expect(page.locator("html")).to_have_attribute("lang", first)


def test_the_dialogs_start_button_is_on_screen_without_scrolling(laptop_page, site, ready, watch):
    page = watch(laptop_page)
    at_start_screen(page, site, ready)
    for gid in renderers.RENDERERS:
        open_dialog(page, gid)
        assert page.evaluate("window.scrollY") == 0
        expect(page.get_by_test_id("start-game")).to_be_in_viewport(ratio=1)


def _dot_colours(page, scope: str, count: int) -> list[str]:
    return page.evaluate("""([scope, n]) => Array.from({length: n}, (_, i) =>
        getComputedStyle(document.querySelector(`${scope} .dot.seat-${i}`)).backgroundColor)""",
                         [scope, count])


@pytest.mark.parametrize("gid", ["new-england", "eden"])
def test_the_dialogs_seat_dots_have_the_games_colours(gid, laptop_page, site, ready, watch):
    page = watch(laptop_page)
    at_start_screen(page, site, ready)
    open_dialog(page, "stad-en-land")
    stad_en_land = _dot_colours(page, "[data-testid=setup]", 2)
    open_dialog(page, gid)
    game = registry.get(gid)
    page.get_by_test_id("player-count").select_option(str(game.max_players))
    in_dialog = _dot_colours(page, "[data-testid=setup]", game.max_players)
    page.get_by_test_id("player-count").select_option(str(game.min_players))
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("board")).to_be_visible()
    # the game screen's colours come from the renderer's seat_colours (--seat-N on the screen)
    on_table = page.evaluate("""(n) => { const s = getComputedStyle(
            document.querySelector('[data-testid=game-screen]'));
        return Array.from({length: n}, (_, i) => s.getPropertyValue(`--seat-${i}`).trim()); }""",
                             game.max_players)
    as_rgb = page.evaluate("""(colours) => colours.map((c) => { const d = document.createElement('i');
        d.style.color = c; document.body.append(d); const v = getComputedStyle(d).color;
        d.remove(); return v; })""", on_table)
    assert all(on_table), on_table
    assert in_dialog == as_rgb
    assert in_dialog[:2] != stad_en_land


def test_a_refused_moves_message_does_not_cover_the_board(laptop_page, site, ready, watch):
    page = watch(laptop_page)
    at_start_screen(page, site, ready)
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("start-game").click()
    board = page.get_by_test_id("board")
    expect(board).to_be_visible()
    match = Match.from_record(page.evaluate("window.speeltafel.record()"))
    view = match.game.view(match.state, match.game.to_move(match.state))
    square = sorted(sq for sq in view["anchor_errors"] if sq not in view["cities"])[0]
    board.click(position=page.evaluate("(s) => window.speeltafel.squareCenter(s)", square))
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    expect(page.get_by_test_id("rule-link")).to_be_visible()
    page.wait_for_function("""() => document.querySelector('[data-testid=message]')
        .getAnimations().every((a) => a.playState !== 'running')""")
    m, b = message.bounding_box(), board.bounding_box()
    apart = (m["x"] >= b["x"] + b["width"] or b["x"] >= m["x"] + m["width"]
             or m["y"] >= b["y"] + b["height"] or b["y"] >= m["y"] + m["height"])
    assert apart, f"the message {m} covers the board {b}"
    expect(message).to_be_in_viewport(ratio=1)


def test_at_phone_size_the_board_and_turn_line_and_then_the_prompt_are_in_view(
        phone_page, site, ready, watch):
    page = watch(phone_page)
    at_start_screen(page, site, ready)
    page.get_by_test_id("new-game-stad-en-land").tap()
    page.get_by_test_id("start-game").tap()
    expect(page.get_by_test_id("board")).to_be_in_viewport(ratio=1)
    expect(page.get_by_test_id("turn")).to_be_in_viewport(ratio=1)
    # New England's step box (class "prompt") scrolled into view stops below the board,
    # which stays in view while the panel scrolls
    open_dialog(page, "new-england")
    page.get_by_test_id("start-game").tap()
    board, prompt = page.get_by_test_id("board"), page.locator("[data-testid=game-panel] .prompt")
    expect(prompt).to_be_visible()
    page.evaluate("document.querySelector('[data-testid=game-panel] .prompt').scrollIntoView()")
    page.wait_for_function("window.scrollY > 0")
    expect(board).to_be_in_viewport(ratio=1)
    expect(prompt).to_be_in_viewport()
    b, p = board.bounding_box(), prompt.bounding_box()
    assert p["y"] >= b["y"] + b["height"], f"the prompt {p} is behind the board {b}"
