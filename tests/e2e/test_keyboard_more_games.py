"""Keyboard-only turns of Eden and New England (issue 24, "focus order through hand-over,
panel and board" for all five games; Stad en Land is in test_keyboard, Carcassonne and
Keyflower in test_keyboard_turns). Eden: from the hand-over screen (its button has the focus
and holds it: Tab stays on it), after "Start the game" or a link; New England has no
hand-over screen (nothing of the family to move is hidden on its own turn): the board has
the focus. Then every step of the seat's turn with the board's keys (arrows, Enter) and
Tab/Enter (arrows along a group of buttons) to the step's controls, at most 3 Tabs each
(counted exactly), the focus on the board or on the step's control after every press (never
the page's body), the board's again after each step, and the move played the one chosen
(the record's last move). Counted in Dutch, the language with the longer labels (as the
Tab-counting tests of test_keyboard_turns)."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.eden_play import choose as eden_choice
from tests.e2e.page_moves import open_match, record
from tests.e2e.test_new_england_page import choose as new_england_choice
from tests.e2e.test_keyboard_turns import (DUTCH, cursor, enter_plays, focused, in_language,
                                           start_by_keyboard, tabs_to, take_the_device)


def centre(page, square: str) -> dict:
    return page.evaluate("(s) => window.speeltafel.squareCenter(s)", square)


def walk_to(page, square: str, limit: int = 30) -> int:
    """Arrow keys on the board (which keeps the focus) until the cursor is on ``square``,
    each key toward it along the larger distance: how many presses it took."""
    goal = centre(page, square)
    for n in range(limit):
        here = cursor(page)
        if here == square:
            return n
        if here is None:
            key = "ArrowRight"
        else:
            at = centre(page, here)
            dx, dy = goal["x"] - at["x"], goal["y"] - at["y"]
            if abs(dx) >= abs(dy):
                key = "ArrowRight" if dx > 0 else "ArrowLeft"
            else:
                key = "ArrowDown" if dy > 0 else "ArrowUp"
        page.keyboard.press(key)
        assert focused(page) == "board", "the arrows keep the focus on the board"
    raise AssertionError(f"the cursor did not reach {square} (it is on {cursor(page)})")


@DUTCH
def test_an_eden_turn_by_keyboard(page, site, ready):
    """Eden, three seats: take the device (Enter), irrigate a square (the arrows to it,
    Enter: the board keeps the focus), end the turn (Tab to "End turn", Enter); the next
    seat's hand-over screen then has the focus and holds it."""
    start_by_keyboard(page, site, ready, "eden", seed="4")
    in_language(page, "nl")
    take_the_device(page)
    match = Match.from_record(record(page))
    seat = match.game.to_move(match.state)
    waters = [m for m in match.legal_moves() if m.startswith("water ")
              and match.game.apply(match.state, m).conquest is None]
    assert waters, match.legal_moves()
    square = waters[0].split()[1]
    walk_to(page, square)
    assert enter_plays(page) == f"water {square}"
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    assert "end" in match.legal_moves() and "pass" not in match.legal_moves()
    assert tabs_to(page, "eden-end") == 1  # the step's main button ("Pass" is not offered now)
    assert enter_plays(page) == "end"
    after = Match.from_record(record(page))
    assert after.game.to_move(after.state) != seat
    take_the_device(page)  # the next seat: the same modal screen, then the board


@DUTCH
def test_a_new_england_start_turn_by_keyboard(page, site, ready):
    """New England's first round (no card is secret yet: no hand-over screen, the board has
    the focus after "Start the game"): pick the second start tile (Tab to the first tile's
    button, ArrowRight along the group, Enter: the board has the focus back), then its two
    plots (the arrows and Enter, twice: the first is chosen, the second places it). The
    next family's turn starts with the focus on the board again."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-new-england").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("setup")).to_be_visible()
    page.get_by_test_id("seed").fill("7")
    page.get_by_test_id("start-game").focus()
    page.keyboard.press("Enter")
    in_language(page, "nl")
    expect(page.get_by_test_id("handover")).to_be_hidden()
    expect(page.get_by_test_id("board")).to_be_focused()
    match = Match.from_record(record(page))
    seat = match.game.to_move(match.state)
    kinds = [b.get_attribute("data-testid")
             for b in page.get_by_test_id("ne-actions").locator("[role=group] button").all()]
    assert len(kinds) >= 2, kinds
    assert tabs_to(page, kinds[0]) == 1  # the step's first control: the first start tile
    page.keyboard.press("ArrowRight")  # along the group
    assert focused(page) == kinds[1]
    page.keyboard.press("Enter")
    terrain = kinds[1].removeprefix("ne-terrain-")
    expect(page.get_by_test_id(kinds[1])).to_have_attribute("aria-pressed", "true")
    # the tile chosen, the step goes on on the board: it has the focus back
    expect(page.get_by_test_id("board")).to_be_focused()
    starts = [m.split()[2].split("-") for m in match.legal_moves() if m.startswith(f"start {terrain} ")]
    first, second = starts[len(starts) // 2]
    walk_to(page, first)
    page.keyboard.press("Enter")
    assert page.evaluate("window.speeltafel.selected()") == f"t:{terrain}:{first}"
    expect(page.get_by_test_id("board")).to_be_focused()
    walk_to(page, second)
    assert enter_plays(page) == f"start {terrain} {first}-{second}"
    after = Match.from_record(record(page))
    assert after.game.to_move(after.state) != seat
    expect(page.get_by_test_id("handover")).to_be_hidden()
    expect(page.get_by_test_id("board")).to_be_focused()


def eden_growing() -> Match:
    """An Eden position at a seat's turn start (no conquest) where a card may be cultivated,
    reached by the policy of eden_play."""
    match = Match.new("eden", ["Ann", "Bob", "Cas"], {}, 4)
    for _ in range(300):
        if any(m.startswith("grow ") for m in match.legal_moves()) and match.state.played == 0 \
                and match.game.view(match.state, None)["conquest"] is None:
            return match
        match.play(eden_choice(match, True))
    raise AssertionError("no such position")


@DUTCH
def test_an_eden_cultivation_by_keyboard(page, site, ready):
    """Eden, a card cultivated by keyboard, the position opened by link (behind its hand-over
    screen): take the device (Enter), Tab to the step's main button ("Pass"), Shift+Tab to
    the hand's last button and the arrows along the hand (a group: before, the first card
    was 6 Shift+Tabs from "Pass") to the card, Enter; the arrows on the board to a square of
    the placement and Enter until it is the one previewed; Tab to "Cultivate" and Enter;
    then the board has the focus back. "Rotate" (1 Tab, as long as no placement is chosen)
    gives the focus back to the board: before, it kept it, more than 3 Shift+Tabs away, and
    "Cultivate" was 3 Tabs from the board (past Rotate and Cancel), now 1."""
    page.set_viewport_size({"width": 1024, "height": 768})
    match = eden_growing()
    open_match(page, site, ready, match)
    in_language(page, "nl")
    take_the_device(page)
    seat = match.game.to_move(match.state)
    grow = next(m for m in match.legal_moves() if m.startswith("grow "))
    card = grow.split()[1]
    info = next(p for p in match.game.view(match.state, seat)["placements"][card] if p["move"] == grow)
    assert tabs_to(page, "eden-pass") == 1  # the step's main button
    page.keyboard.press("Shift+Tab")  # the hand's last button
    for _ in range(12):  # ArrowLeft along the hand to the card
        if focused(page) == f"hand-{card}":
            break
        page.keyboard.press("ArrowLeft")
    assert focused(page) == f"hand-{card}"
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("grow-preview")).to_be_visible()
    expect(page.get_by_test_id("board")).to_be_focused()  # the card picked: on to the board
    assert info["rotation"] > 0
    for _ in range(info["rotation"]):
        assert tabs_to(page, "rotate") == 1  # no placement chosen: the first control
        page.keyboard.press("Enter")
        # turned: the step goes on on the board, which has the focus back (before, "Rotate"
        # kept it, more than 3 Shift+Tabs from the board)
        expect(page.get_by_test_id("board")).to_be_focused()
    walk_to(page, info["squares"][0])
    for _ in range(8):
        if page.evaluate("window.speeltafel.selected()") == grow:
            break
        page.keyboard.press("Enter")
        assert focused(page) == "board"
    assert page.evaluate("window.speeltafel.selected()") == grow
    assert tabs_to(page, "grow-confirm") == 1  # the step's main button (before: 3, past Rotate and Cancel)
    assert enter_plays(page) == grow
    expect(page.get_by_test_id("board")).to_be_focused()


def new_england_buying() -> Match:
    """A New England position in the buying phase (after the start tiles, the announcement
    and the bids of the test policy of test_new_england_page), nothing bought yet, where a
    figure is offered at the fourth Buy button or later."""
    match = Match.new("new-england", ["Ann", "Bob", "Cor"], {}, 7)
    seen: set[str] = set()
    for _ in range(400):
        view = match.game.view(match.state, None)
        buys = [m for m in match.legal_moves() if m.startswith("buy ")]
        figures = [m for m in buys[3:] if view["offer"][int(m.split()[1]) - 1]["kind"] == "card"
                   and view["offer"][int(m.split()[1]) - 1]["item"] == "pilgrim"]
        if view["phase"] == "buy" and not view["turn"]["pending"] and figures:
            return match
        move = new_england_choice(match, seen)
        seen.add(move.split()[0])
        match.play(move)
    raise AssertionError("no such position")


@DUTCH
def test_a_new_england_purchase_by_keyboard(page, site, ready):
    """New England's buying phase (no hand-over screen: nothing of the family to move is
    hidden from the others on its own turn, the board has the focus): Tab goes to "Done"
    (the step's main button), Tab again to the first Buy button, the arrows along the
    offer's Buy buttons (a group: before, the fourth needed 4 Tabs from the board) to a
    pilgrim, Enter buys it and the board has the focus back; the arrows to a plot the
    pilgrim may go to and Enter place it; Tab to "Done" and Enter end the turn, the board's
    focus again for the next family."""
    page.set_viewport_size({"width": 1024, "height": 768})
    match = new_england_buying()
    open_match(page, site, ready, match)
    in_language(page, "nl")
    expect(page.get_by_test_id("handover")).to_be_hidden()
    expect(page.get_by_test_id("board")).to_be_focused()
    seat = match.game.to_move(match.state)
    view = match.game.view(match.state, None)
    buys = [m for m in match.legal_moves() if m.startswith("buy ")]
    buy = next(m for m in buys[3:] if view["offer"][int(m.split()[1]) - 1]["item"] == "pilgrim")
    assert tabs_to(page, "ne-done") == 1  # the step's main button
    first = "ne-buy-" + buys[0].split()[1]
    assert tabs_to(page, first) == 1
    for _ in buys:  # ArrowRight along the Buy buttons
        if focused(page) == "ne-buy-" + buy.split()[1]:
            break
        page.keyboard.press("ArrowRight")
    assert focused(page) == "ne-buy-" + buy.split()[1]
    assert enter_plays(page) == buy
    expect(page.get_by_test_id("board")).to_be_focused()  # the pilgrim goes on the board
    match = Match.from_record(record(page))
    places = [m for m in match.legal_moves() if m.startswith("pilgrim ")]
    assert places, match.legal_moves()
    plot = places[-1].split()[1]
    walk_to(page, plot)
    assert enter_plays(page) == f"pilgrim {plot}"
    expect(page.get_by_test_id("board")).to_be_focused()
    assert "done" in Match.from_record(record(page)).legal_moves()
    assert tabs_to(page, "ne-done") == 1
    assert enter_plays(page) == "done"
    after = Match.from_record(record(page))
    assert after.game.to_move(after.state) != seat
    expect(page.get_by_test_id("board")).to_be_focused()
