"""Eden on a phone (issue 10, item 3): at 360x740 with touch, every step of a cultivation
(pick the card, rotate, tap the square, Cultivate) keeps the board (the canvas, and the square
to tap) and the current step's prompt with its buttons inside the viewport and uncovered. The
game is played by taps up to the first turn where a cultivation is legal (the scripted players
of eden_play)."""

from __future__ import annotations

from playwright.sync_api import expect

from core.eden import GAME
from eden_play import current, play_script, start_game, tap_square
from test_new_england_phone import VIEWPORT, inside, uncovered


def board_and_prompt_in_view(page, square: str | None = None, button: str | None = None) -> None:
    board = page.get_by_test_id("board").bounding_box()
    assert inside(board), board
    prompt = page.locator(".game-panel .prompt").first
    expect(prompt).to_be_visible()
    box = prompt.bounding_box()
    assert box is not None and 0 <= box["y"] < VIEWPORT["height"] - 40, box
    assert box["y"] >= board["y"] + board["height"] - 2, (box, board)  # below the board, not under it
    if square is not None:
        c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", square)
        assert 0 <= board["y"] + c["y"] <= VIEWPORT["height"]
    if button is not None:
        target = page.get_by_test_id(button)
        assert inside(target.bounding_box()) and uncovered(page, target), button


def test_every_step_of_a_cultivation_keeps_board_and_prompt_in_view(browser, site, ready):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        start_game(page, site, ready, seed="4")
        match = play_script(page, True, lambda moves: any(
            m.startswith("grow ") for m in current(page).legal_moves()))
        grow = next(m for m in match.legal_moves() if m.startswith("grow "))
        card = grow.split()[1]
        mover = GAME.view(match.state, GAME.to_move(match.state))
        info = next(p for p in mover["placements"][card] if p["move"] == grow)
        # the hand is the prompt before a card is picked
        page.get_by_test_id(f"hand-{card}").tap()
        board_and_prompt_in_view(page, info["squares"][0], "rotate")
        for _ in range(info["rotation"]):
            page.get_by_test_id("rotate").tap()
            board_and_prompt_in_view(page, info["squares"][0], "rotate")
        for _ in range(8):
            if page.evaluate("window.speeltafel.selected()") == grow:
                break
            tap_square(page, info["squares"][0], True)
        assert page.evaluate("window.speeltafel.selected()") == grow
        board_and_prompt_in_view(page, info["squares"][0], "grow-confirm")
        before = page.evaluate("window.speeltafel.record()")
        page.get_by_test_id("grow-confirm").tap()
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        assert current(page).record_text().rstrip("\n").splitlines()[-1] == grow
    finally:
        context.close()
