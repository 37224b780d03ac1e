"""Keyboard-only turns of the two big games (issue 24): after "Start the game" the focus is on
the hand-over screen's button, which holds it (Tab stays there); after revealing and after a
move the focus is back on the board (never the page's body); a Keyflower bid and a
Carcassonne turn, follower included, need no more than 3 Tabs between steps (none with the
board's keys; counted exactly with the step's buttons, where Tab on the board goes to the
step's first control);
the cursor's frame around a follower spot is spot-sized and centred on it.

Both languages without a page start more: the Tab-counting tests (a Carcassonne turn, a
Keyflower bid) run in Dutch, the others in English. The focus order is the page's order of
its controls, built by the same code in either language; Dutch is the one with the longer
labels (the rows that may wrap), so the counted Tabs run in it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.keyflower.tiles import COLOURS
from core.match import Match
from tests.e2e import carcassonne_play
from tests.e2e.page_moves import last_move, open_match, record

LAPTOP = dict(viewport={"width": 1024, "height": 768})
TABLET = dict(viewport={"width": 768, "height": 1024})
PHONE = dict(viewport={"width": 360, "height": 740})
#: A test's page in Dutch: the browser speaks Dutch, so the app starts in it.
DUTCH = pytest.mark.browser_context_args(locale="nl-NL")


def in_language(page, lang: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", lang)


def focused(page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.dataset.testid || null")


def cursor(page) -> str | None:
    return page.evaluate("window.speeltafel.cursor()")


def tabs_to(page, testid: str, limit: int = 3, key: str = "Tab") -> int:
    """Press Tab (or ``key``: Shift+Tab) until the control ``testid`` has the focus: how many
    presses it took (an assertion error after ``limit`` presses, issue 24: at most 3 Tabs
    between steps)."""
    for n in range(1, limit + 1):
        page.keyboard.press(key)
        if focused(page) == testid:
            return n
    raise AssertionError(f"{testid} not reached in {limit} Tabs (the focus is on {focused(page)})")


def selected_part(page, key: str) -> str | None:
    """One part of the page's selection (Keyflower's ``c`` colour, ``n`` workers...)."""
    parts = dict(p.split("=", 1) for p in (page.evaluate("window.speeltafel.selected()") or "").split(";") if "=" in p)
    return parts.get(key)


def enter_plays(page) -> str:
    """Press Enter and wait for the move it plays: the record's last move."""
    before = record(page)
    page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    return last_move(record(page))


def walk_to(page, square: str) -> None:
    """Arrow keys on the board until the cursor is on ``square``."""
    for key in ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"] * 3:
        if cursor(page) == square:
            break
        page.keyboard.press(key)
    assert cursor(page) == square


def to_a_bid_tile(page, colour: str = "", workers: int = 1) -> str:
    """Arrow right on Keyflower's board until the cursor is on a tile a bid may go to (of
    ``workers`` workers or more of ``colour``, when given)."""
    match = Match.from_record(record(page))
    bids = {w[1] for w in (m.split() for m in match.legal_moves())
            if w[0] == "bid" and int(w[2]) >= workers and w[3] == (colour or w[3])}
    for _ in range(30):
        page.keyboard.press("ArrowRight")
        if (cursor(page) or "")[2:] in bids:
            break
    tile = cursor(page)[2:]
    assert tile in bids
    return tile


def start_by_keyboard(page, site, ready, game_id: str, seed: str = "") -> None:
    """The game list's "New game" and the dialog's "Start the game", each by Enter (``seed``
    typed in first when given); the hand-over screen's button then has the focus."""
    page.set_viewport_size(LAPTOP["viewport"])
    page.goto(site)
    ready(page)
    page.get_by_test_id(f"new-game-{game_id}").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("setup")).to_be_visible()
    if seed:
        page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start-game").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("reveal")).to_be_focused()


def take_the_device(page) -> None:
    """The hand-over screen's button has the focus and keeps it (Tab stays in the modal
    dialog); Enter takes the device and the board has the focus."""
    expect(page.get_by_test_id("reveal")).to_be_focused()
    for _ in range(3):
        page.keyboard.press("Tab")
        expect(page.get_by_test_id("reveal")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("handover")).to_be_hidden()
    expect(page.get_by_test_id("board")).to_be_focused()


def test_start_reveal_and_a_keyflower_bid_by_keyboard(page, site, ready):
    start_by_keyboard(page, site, ready, "keyflower")
    in_language(page, "en")
    take_the_device(page)
    # a bid: the arrows reach a tile, Enter chooses it, Enter again places the workers
    tile = to_a_bid_tile(page)
    before = record(page)
    page.keyboard.press("Enter")
    assert focused(page) == "board", "the focus stays on the board after choosing the tile"
    page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    move = last_move(record(page))
    assert move.startswith("bid ") and move.split()[1] == tile
    # the next seat's hand-over screen takes the focus
    expect(page.get_by_test_id("reveal")).to_be_focused()


def test_a_carcassonne_turn_by_keyboard_with_a_spot_sized_frame(page, site, ready):
    page.set_viewport_size(LAPTOP["viewport"])
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("board")).to_be_focused()
    for _ in range(4):  # R turns the tile until its city faces the start tile
        if page.evaluate("window.speeltafel.selected()").split(":")[2] == "r180":
            break
        page.keyboard.press("r")
    assert page.evaluate("window.speeltafel.selected()").split(":")[2] == "r180"
    walk_to(page, "0,1")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # placed: the follower step
    assert page.evaluate("window.speeltafel.selected()").endswith(":!")
    assert focused(page) == "board"
    page.keyboard.press("ArrowRight")
    spot = cursor(page)
    assert spot.startswith("spot:")
    # the frame sits on the spot and is smaller than a tile
    ring = page.get_by_test_id("board-cursor").bounding_box()
    board = page.get_by_test_id("board").bounding_box()
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", spot)
    tile = page.evaluate("(s) => window.speeltafel.squareCenter(s)", "0,0")
    assert abs(ring["x"] + ring["width"] / 2 - board["x"] - c["x"]) < 2
    assert abs(ring["y"] + ring["height"] / 2 - board["y"] - c["y"]) < 2
    cell = page.evaluate("() => document.querySelector('[data-testid=board]').getBoundingClientRect().width")
    assert ring["width"] < 60 and ring["width"] < cell / 4, (ring, tile)
    assert enter_plays(page).split()[:3] == ["E", "0,1", "r180"]
    # the next turn starts with the focus on the board again
    expect(page.get_by_test_id("board")).to_be_focused()


def test_a_carcassonne_turn_with_the_halflings_from_the_dialog_by_keyboard(page, site, ready):
    """Start the game (Enter), take the device (Enter), draw a tile (D), turn it (R), walk to
    a square (arrows), preview and place it (Enter, Enter), a follower on a spot (arrow,
    Enter): no Tab anywhere, the focus on the board or the hand-over button throughout. Then
    the next seat takes the device (Enter) and draws with the button: "Draw a tile" at most 3
    Tabs from the board, Enter, and the focus is back on the board; that seat's turn is on a
    tablet's size (the draw) and a phone's (turn, place and no follower by Tab and Enter,
    counted as on the laptop), the same page resized."""
    start_by_keyboard(page, site, ready, "carcassonne", seed="3")
    in_language(page, "en")
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    assert "draw" in match.legal_moves()
    before = record(page)
    page.keyboard.press("d")  # "Draw a tile" by its key: the board keeps the focus
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    square = None
    for _ in range(4):  # turn the tile until the arrows reach a square where it fits
        page.keyboard.press("ArrowRight")
        square = cursor(page)
        if square and not square.startswith(("spot:", "feat:")):
            break
        page.keyboard.press("r")
    assert square and "," in square, square
    before = record(page)
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    if page.evaluate("window.speeltafel.selected()").endswith(":!"):  # the follower step
        expect(page.get_by_test_id("board")).to_be_focused()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    placed = last_move(record(page)).split()
    assert placed[1] == square and placed[0] == match.state.drawn
    # the next seat's hand-over screen has the focus; this seat plays on a portrait tablet's
    # size, then a phone's (the same page resized: a keyboard there is rare, but the issue
    # asks the focus order at the three sizes)
    page.set_viewport_size(TABLET["viewport"])
    expect(page.get_by_test_id("reveal")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    assert "draw" in match.legal_moves() and match.state.drawn is None
    assert tabs_to(page, "cc-draw") == 1  # the step's main button: one Tab (at most 3, issue 24)
    before = record(page)
    page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert Match.from_record(record(page)).state.drawn is not None
    expect(page.get_by_test_id("board")).to_be_focused()
    page.set_viewport_size(PHONE["viewport"])
    square = None
    for _ in range(4):  # the arrows to a square where the tile fits, turned by Tab and Enter
        page.keyboard.press("ArrowRight")
        square = cursor(page)
        if square and not square.startswith(("spot:", "feat:")):
            break
        assert tabs_to(page, "cc-rot-right") == 2
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("board")).to_be_focused()
    assert square and "," in square, square
    before = record(page)
    page.keyboard.press("Enter")  # the preview
    assert tabs_to(page, "cc-place") == 1
    page.keyboard.press("Enter")
    if (page.evaluate("window.speeltafel.selected()") or "").endswith(":!"):  # the follower step
        expect(page.get_by_test_id("board")).to_be_focused()
        assert tabs_to(page, "cc-no-follower") == 1
        page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert last_move(record(page)).split()[1] == square
    expect(page.get_by_test_id("reveal")).to_be_focused()


@DUTCH
def test_a_carcassonne_turn_by_tab_and_enter(page, site, ready):
    """The same turn with the step's buttons, counting every Tab, in Dutch: from the board,
    Tab goes to the step's main button, else its first control: "Turn" is 2 Tabs away (no
    main button before a preview), "Place here" 1, "No follower" 1 and the first spot 1 more;
    after each press the focus is back on the board."""
    page.set_viewport_size(LAPTOP["viewport"])
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    in_language(page, "nl")
    expect(page.get_by_test_id("board")).to_be_focused()
    for _ in range(4):
        if page.evaluate("window.speeltafel.selected()").split(":")[2] == "r180":
            break
        assert tabs_to(page, "cc-rot-right") == 2
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("board")).to_be_focused()
    assert page.evaluate("window.speeltafel.selected()").split(":")[2] == "r180"
    walk_to(page, "0,1")
    page.keyboard.press("Enter")  # the preview
    assert tabs_to(page, "cc-place") == 1
    page.keyboard.press("Enter")
    assert page.evaluate("window.speeltafel.selected()").endswith(":!")
    expect(page.get_by_test_id("board")).to_be_focused()
    spots = sorted(m.split()[3] for m in match.legal_moves() if m.startswith("E 0,1 r180 "))
    first = page.get_by_test_id("cc-step").locator("[data-lights]").first.get_attribute("data-testid")
    assert first.removeprefix("cc-spot-").replace("-", ":", 1) in spots
    assert tabs_to(page, "cc-no-follower") == 1
    assert tabs_to(page, first) == 1  # the first spot comes right after "No follower"
    assert enter_plays(page).split()[:3] == ["E", "0,1", "r180"]
    expect(page.get_by_test_id("board")).to_be_focused()


def bid_by_keyboard(page) -> None:
    """The seat to move bids by keyboard as the step's hint says (a colour, a tile, the
    number of workers, the bid), every Tab (Shift+Tab too) counted from the board: see
    ``test_a_keyflower_bid_by_tab_and_enter``."""
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    screen = dict(zip(COLOURS, match.state.seats[match.state.to_move()].screen))
    usable = [c for c in COLOURS if screen[c] > 0]
    # the colour with the most workers after the first usable one: reached by the arrows
    colour = max(usable[1:], key=lambda c: (screen[c], COLOURS.index(c)))
    assert screen[colour] >= 2, screen  # more workers than one can be chosen
    assert tabs_to(page, f"kf-col-{usable[0]}") == 1  # no tile yet: the first colour
    for _ in usable:
        if focused(page) == f"kf-col-{colour}":
            break
        page.keyboard.press("ArrowRight")
    assert focused(page) == f"kf-col-{colour}"
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("board")).to_be_focused()  # the step goes on on the board
    assert selected_part(page, "c") == colour
    tile = to_a_bid_tile(page, colour, 2)
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("kf-go")).to_be_visible()
    assert (selected_part(page, "c"), selected_part(page, "n")) == (colour, "1")
    most = max(int(w[2]) for w in (m.split() for m in Match.from_record(record(page)).legal_moves())
               if w[:2] == ["bid", tile] and w[3] == colour and len(w) == 4)
    n = min(most, 3)
    assert tabs_to(page, "kf-go") + tabs_to(page, "kf-n-plus", key="Shift+Tab") == 2
    for more in range(2, n + 1):
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("kf-n")).to_contain_text(str(more))
        if more < most:  # "+" keeps the focus, to be pressed again for the next
            expect(page.get_by_test_id("kf-n-plus")).to_be_focused()
        else:  # "+" disabled at the most: the board takes the focus, never the page's body
            expect(page.get_by_test_id("board")).to_be_focused()
    assert tabs_to(page, "kf-go") == 1  # the step's main button
    move = enter_plays(page)
    assert move.split()[:4] == ["bid", tile, str(n), colour], move


@DUTCH
def test_a_keyflower_bid_by_tab_and_enter(page, site, ready):
    """A Keyflower bid by keyboard in the order the step's hint gives (a colour, a tile, the
    number of workers, the bid), in Dutch, counting every Tab (Shift+Tab too) from the board:
    the colour: Tab to the first colour, the arrows along the colours, Enter (1 Tab; the
    board then has the focus back: before, it stayed on the colour, 7 Shift+Tabs from the
    board); the tile: the arrows and Enter; more workers: Tab to "Plaats" and Shift+Tab to
    "+" (2), Enter, Enter again for the next (the focus stays on "+"); the bid: Tab to
    "Plaats" (at most 3) and Enter. The move played has the chosen colour and number.

    At the three sizes of issue 24 on the same page, resized between seats (a keyboard on a
    tablet or a phone is rare, but the issue asks the focus order at all three): the laptop's
    bid, then the next seat's on a portrait tablet, then the next on a phone, each from its
    hand-over screen (Enter), the counts the same (the page's order of controls is one)."""
    start_by_keyboard(page, site, ready, "keyflower", seed="7")
    in_language(page, "nl")
    for size in (LAPTOP, TABLET, PHONE):
        page.set_viewport_size(size["viewport"])
        expect(page.get_by_test_id("reveal")).to_be_focused()
        page.keyboard.press("Enter")
        bid_by_keyboard(page)
    expect(page.get_by_test_id("reveal")).to_be_focused()
