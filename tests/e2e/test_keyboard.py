"""End-to-end test of keyboard play (issue 10, item 8): a Stad en Land turn played with the
keyboard only (Tab to the board, arrows, Enter and Space), undo and redo with Ctrl+Z and
Ctrl+Shift+Z, Escape clearing a selection, and the log's ArrowLeft/ArrowRight history stepping
while the move log has the focus (nowhere else).

Squares are reached by reading the cursor (``window.speeltafel.cursor()``) and pressing the
arrows that lead to the target; which move to play comes from the page's legal moves. Both
tests start their game from the start screen's dialog on one page (``module_page``).
"""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.test_stad_en_land_page import legal, record, start_game

COLUMNS = "abcdef"


def focused_testid(page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.dataset.testid")


def cursor(page) -> str | None:
    return page.evaluate("window.speeltafel.cursor()")


def tab_to_board(page) -> None:
    """Press Tab from the top of the page until the board has focus (it is in the page's tab
    order, after the top bar)."""
    # the top of the page: the first control of the top bar (``body`` itself takes no focus,
    # so focusing it would leave the focus where the new screen put it, on the board)
    page.get_by_test_id("home").focus()
    for _ in range(12):
        page.keyboard.press("Tab")
        if focused_testid(page) == "board":
            return
    raise AssertionError("Tab never reached the board")


def walk_to(page, square: str) -> None:
    """Move the cursor to ``square`` with the arrow keys, one square per press."""
    if cursor(page) is None:
        page.keyboard.press("ArrowRight")  # the first press puts the cursor on the board
        assert cursor(page) is not None
    for _ in range(20):
        here = cursor(page)
        if here == square:
            return
        dc = COLUMNS.index(square[0]) - COLUMNS.index(here[0])
        dr = int(square[1:]) - int(here[1:])
        key = ("ArrowRight" if dc > 0 else "ArrowLeft") if dc else ("ArrowUp" if dr > 0 else "ArrowDown")
        page.keyboard.press(key)
        step = cursor(page)
        moved = (COLUMNS.index(step[0]) - COLUMNS.index(here[0]), int(step[1:]) - int(here[1:]))
        assert moved in ((1, 0), (-1, 0), (0, 1), (0, -1)), (here, key, step)
    raise AssertionError(f"the cursor did not reach {square}")


def test_a_turn_played_with_the_keyboard_only(module_page, site, ready):
    page = module_page
    start_game(page, site, ready, seed="31")
    tab_to_board(page)
    assert cursor(page) is None  # no cursor until an arrow key
    ring = page.get_by_test_id("board-cursor")
    expect(ring).to_be_hidden()
    move = [m for m in legal(page) if m != "pass"][0]
    anchor, target = move.split("-")
    walk_to(page, anchor)
    # the ring is drawn over the cursor's square
    expect(ring).to_be_visible()
    box, board = ring.bounding_box(), page.get_by_test_id("board").bounding_box()
    centre = page.evaluate("(s) => window.speeltafel.squareCenter(s)", anchor)
    assert abs(box["x"] + box["width"] / 2 - (board["x"] + centre["x"])) < 3
    assert abs(box["y"] + box["height"] / 2 - (board["y"] + centre["y"])) < 3
    page.keyboard.press("Enter")
    assert page.evaluate("window.speeltafel.selected()") == anchor
    # Escape clears the selection; Enter selects again
    page.keyboard.press("Escape")
    page.wait_for_function("() => window.speeltafel.selected() == null")
    assert focused_testid(page) == "board"
    page.keyboard.press("Enter")
    assert page.evaluate("window.speeltafel.selected()") == anchor
    before = record(page)
    walk_to(page, target)
    page.keyboard.press(" ")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    played = record(page)
    assert played.rstrip("\n").splitlines()[-1] == move
    assert Match.from_record(played).record_text() == played
    assert page.evaluate("window.scrollY") == 0  # Space and the arrows did not scroll the page
    # undo and redo from the keyboard
    page.keyboard.press("Control+z")
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=before)
    expect(page.get_by_test_id("redo")).to_be_enabled()
    page.keyboard.press("Control+Shift+z")
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=played)
    page.keyboard.press("Control+z")
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=before)
    page.keyboard.press("Control+y")
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=played)
    expect(page.get_by_test_id("redo")).to_be_disabled()


def test_arrows_step_through_history_only_in_the_move_log(module_page, site, ready):
    page = module_page
    start_game(page, site, ready, seed="32")
    tab_to_board(page)
    for _ in range(2):  # the board keeps its focus from move to move
        move = [m for m in legal(page) if m != "pass"][0]
        before = record(page)
        assert focused_testid(page) == "board"
        if page.evaluate("window.speeltafel.selected()") != move.split("-")[0]:
            walk_to(page, move.split("-")[0])  # (a selection still valid is kept for the next turn)
            page.keyboard.press("Enter")
        walk_to(page, move.split("-")[1])
        page.keyboard.press("Enter")
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    steps = len(Match.from_record(record(page)).steps)
    # with the board focused, ArrowLeft moves the cursor and leaves the position alone
    banner = page.get_by_test_id("history")
    page.keyboard.press("ArrowLeft")
    expect(banner).to_be_hidden()
    # elsewhere on the page the arrows leave the history alone (issue 24)
    page.get_by_test_id("turn").click()
    assert focused_testid(page) != "board"
    page.keyboard.press("ArrowLeft")
    page.evaluate("() => new Promise((done) => setTimeout(done, 100))")
    expect(banner).to_be_hidden()
    # in the move log, ArrowLeft shows the step before, ArrowRight the step after
    page.get_by_test_id(f"log-step-{steps}").focus()
    page.keyboard.press("ArrowLeft")
    expect(banner).to_be_visible()
    current = page.get_by_test_id(f"log-step-{steps - 1}")
    expect(current).to_have_attribute("aria-current", "step")
    page.keyboard.press("ArrowRight")
    expect(banner).to_be_hidden()
    # Ctrl+Z works without the board's focus too
    page.keyboard.press("Control+z")
    expect(page.get_by_test_id("redo")).to_be_enabled()
    assert len(Match.from_record(record(page)).steps) == steps - 1
