"""New England on a phone (issue 10, item 3): at 360x740 with touch, every step of a
purchase (buy a land card, the marked plots, the preview, "Place here", buy and lay a land
tile, "Done") keeps the board (its canvas, and the plot to tap) and the current step's prompt
with its buttons inside the viewport and uncovered, so the player never scrolls between the
prompt and the board. Taps go to the visible points directly (no scrolling into view).

The game opens from a link at a moment chosen with the core: phase 3, a land card on offer
that fits on the board and a land tile that can be laid.
"""

from __future__ import annotations

import os

from playwright.sync_api import expect

from core import links
from core.match import Match
from core.rng import Rng

VIEWPORT = {"width": 360, "height": 740}


def _buyable(match: Match) -> tuple[str, str] | None:
    """(buy move of a land card with a spot on the board, buy move of a land tile) in this
    position, or None."""
    legal = match.game.legal_moves(match.state)
    view = match.game.view(match.state, None)
    if view["phase"] != "buy" or view["turn"]["pending"] or view["turn"]["purchases"]:
        return None
    card = tile = None
    for move in (m for m in legal if m.startswith("buy ")):
        item = view["offer"][int(move.split(" ")[1]) - 1]["item"]
        after = Match.from_record(match.record_text())
        after.play(move)
        pending = after.game.view(after.state, None)["turn"]["pending"]
        if "-" in item and card is None and any("orientation" in p for p in pending["placements"]):
            card = move
        elif item in ("s", "p", "c") and tile is None and pending["placements"]:
            tile = move
    if card is None or tile is None:
        return None
    # the tile is still buyable (and placeable) after the card is placed: checked in the test
    return card, tile


def purchase_position() -> tuple[Match, str, str]:
    for seed in range(1, 30):
        match = Match.new("new-england", ["Ann", "Bob", "Cor"], {}, seed)
        rng = Rng(seed, 7)
        while not match.over and match.state.round <= 4:
            found = _buyable(match)
            if found is not None:
                return match, *found
            legal = match.game.legal_moves(match.state)
            match.play(legal[rng.below(len(legal))])
    raise AssertionError("no position with a land card and a land tile to buy")


def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


def inside(box: dict) -> bool:
    return (box is not None and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= VIEWPORT["width"]
            and box["y"] + box["height"] <= VIEWPORT["height"])


def uncovered(page, locator) -> bool:
    """The element is what the screen shows at its centre (no toast or bar over it)."""
    return locator.evaluate("""e => { const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && (hit === e || e.contains(hit)); }""")


def plot_box(page, plot: str) -> dict:
    board = page.get_by_test_id("board").bounding_box()
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", plot)
    half = board["width"] / 12.3 / 2  # a plot's half side (the board is 12.3 cells wide)
    return {"x": board["x"] + c["x"] - half, "y": board["y"] + c["y"] - half,
            "width": 2 * half, "height": 2 * half}


def check_step(page, shots: list, name: str, plots: list[str], buttons: list[str]) -> None:
    """The board, the plots to tap, the prompt and the buttons to tap: all in the viewport
    at once, the buttons uncovered."""
    prompt = page.get_by_test_id("ne-actions")
    expect(prompt).to_be_visible()
    folder = os.environ.get("NE_PHONE_SHOTS")  # to look at each step (not kept by the suite)
    if folder:
        page.screenshot(path=os.path.join(folder, f"{len(shots)}-{name}.png"))
    board = page.get_by_test_id("board").bounding_box()
    assert inside(board), (name, "board", board)
    for plot in plots:
        assert inside(plot_box(page, plot)), (name, plot)
    assert inside(prompt.bounding_box()), (name, "prompt", prompt.bounding_box())
    assert uncovered(page, prompt.locator("p").first), (name, "prompt covered")
    for testid in buttons:
        button = page.get_by_test_id(testid)
        assert inside(button.bounding_box()), (name, testid, button.bounding_box())
        assert uncovered(page, button), (name, testid, "covered")
    shots.append(name)


def tap_at(page, box: dict) -> None:
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def tap_button(page, testid: str) -> None:
    tap_at(page, page.get_by_test_id(testid).bounding_box())


def test_every_step_of_a_purchase_keeps_board_and_prompt_in_view(browser, site, ready, watch):
    match, buy_card, buy_tile = purchase_position()
    context = watch(browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True))
    shots: list = []
    try:
        page = context.new_page()
        page.goto(site + "#r=" + links.encode(match.record_text()))
        ready(page)
        expect(page.get_by_test_id("ne-actions")).to_be_visible()
        page.get_by_test_id("message").locator(".toast-close").tap()  # "opened from the link"
        expect(page.get_by_test_id("message")).to_be_hidden()
        # 1. buy the land card: the offer's Buy button is part of the buying prompt's reach
        slot = buy_card.split(" ")[1]
        page.get_by_test_id(f"ne-buy-{slot}").scroll_into_view_if_needed()
        before = record(page)
        tap_button(page, f"ne-buy-{slot}")
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        # 2. the marked plots: the prompt (rotate, confirm) and a lit plot of the card
        now = Match.from_record(record(page))
        pending = now.game.view(now.state, None)["turn"]["pending"]
        sel = page.evaluate("window.speeltafel.selected()")
        k = int(sel.split(":")[1])
        target = next(p for p in pending["placements"] if p.get("orientation") == k)
        check_step(page, shots, "marks", target["plots"], ["ne-rotate", "ne-confirm"])
        # 3. placing: a tap on the lit plot previews the spot
        tap_at(page, plot_box(page, target["plots"][0]))
        page.wait_for_function("(s) => window.speeltafel.selected() !== s", arg=sel)
        assert page.evaluate("window.speeltafel.selected()") == f"r:{k}:{'-'.join(target['plots'])}"
        check_step(page, shots, "preview", target["plots"], ["ne-confirm"])
        # 4. confirm: the card is developed; the buying prompt and the board stay in view
        before = record(page)
        tap_button(page, "ne-confirm")
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        assert record(page).splitlines()[-1] == target["move"]
        check_step(page, shots, "confirmed", [], ["ne-done"])
        # 5. buy the land tile (if the card took nothing it needs) and lay it with one tap
        now = Match.from_record(record(page))
        if buy_tile in now.game.legal_moves(now.state):
            slot = buy_tile.split(" ")[1]
            page.get_by_test_id(f"ne-buy-{slot}").scroll_into_view_if_needed()
            before = record(page)
            tap_button(page, f"ne-buy-{slot}")
            page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
            now = Match.from_record(record(page))
            spots = [p["plots"][0] for p in now.game.view(now.state, None)["turn"]["pending"]["placements"]]
            check_step(page, shots, "tile marks", spots, [])
            before = record(page)
            tap_at(page, plot_box(page, spots[0]))
            page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
            assert record(page).splitlines()[-1] == f"place {spots[0]}"
            check_step(page, shots, "tile laid", [], ["ne-done"])
        # 6. done: the turn passes on; the next family's prompt is in view with the board
        before = record(page)
        tap_button(page, "ne-done")
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        assert record(page).splitlines()[-1] == "done"
        check_step(page, shots, "done", [], [])
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= VIEWPORT["width"], f"the page scrolls sideways ({width}px)"
    finally:
        context.close()
