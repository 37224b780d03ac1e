"""End-to-end tests of a selection in progress kept across a reload and Back (issue 24;
``app.selection_memory``): Carcassonne's turned and previewed tile, and in the games with
hidden hands Keyflower's chosen tile, colour and workers and Eden's chosen, turned card, which
come back behind the hand-over screen once the device is taken. (Moved out of
test_navigation.py, which had reached 400 lines.)"""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.carcassonne_play import open_match, press, seed_where
from tests.e2e.carcassonne_play import tap as tap_place
from tests.e2e.page_moves import open_link
from tests.e2e.test_navigation import on_home


def test_a_preview_in_progress_survives_a_reload_and_back(page, site, ready):
    """Issue 24: a Carcassonne tile turned and previewed on a square is still turned and
    previewed after a reload, and after Back to the game list and Forward to the game."""
    match = seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    press(page, "cc-rot-right")
    turn = page.evaluate("window.speeltafel.selected()").split(":")[2]
    square = next(m.split()[1] for m in match.legal_moves() if m.split()[2] == turn)
    tap_place(page, square)
    previewed = page.evaluate("window.speeltafel.selected()")
    assert square in previewed
    page.reload()
    ready(page)
    page.wait_for_function("(s) => window.speeltafel.selected() === s", arg=previewed)
    page.get_by_test_id("home").click()
    on_home(page)
    page.go_back()
    page.wait_for_function("(s) => window.speeltafel.selected() === s", arg=previewed)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()


def kept_after_reload_and_back(page, ready, selection: str) -> None:
    """``selection`` (``window.speeltafel.selected()``) is back after a reload and after Back
    to the game list and Back again to the game: each time behind the hand-over
    screen first (the hands are hidden until the device is taken), then as it was."""
    for leave in ("reload", "home and back"):
        if leave == "reload":
            page.reload()
            ready(page)
        else:
            page.get_by_test_id("home").click()
            on_home(page)
            page.go_back()
        expect(page.get_by_test_id("handover")).to_be_visible()
        page.get_by_test_id("reveal").click()
        expect(page.get_by_test_id("handover")).to_be_hidden()
        page.wait_for_function("(s) => window.speeltafel.selected() === s", arg=selection)


def test_a_bid_and_a_card_in_progress_survive_a_reload_and_back(page, site, ready):
    """Issue 24 for the games with hidden hands: Keyflower's chosen tile, colour and number
    of workers, and Eden's chosen card turned once, are still chosen after a reload and after
    Back to the game list and Forward (one page: Eden's game opens from its link in it)."""
    match = Match.new("keyflower", ["Ann", "Bob"], {}, 3)
    open_match(page, site, ready, match)
    page.get_by_test_id("reveal").click()
    bids = [m.split() for m in match.legal_moves() if m.startswith("bid ") and m.split()[2] == "2"]
    _, tile, n, colour = bids[0][:4]
    press(page, f"kf-col-{colour}")
    tap_place(page, "t:" + tile)
    press(page, "kf-n-plus")
    chosen = page.evaluate("window.speeltafel.selected()")
    assert f"t={tile}" in chosen and f"c={colour}" in chosen and "n=2" in chosen, chosen
    kept_after_reload_and_back(page, ready, chosen)
    expect(page.get_by_test_id("kf-n")).to_contain_text("2")

    match = Match.new("eden", ["Ann", "Bob", "Cas"], {}, 4)
    open_link(page, site, ready, match)
    page.get_by_test_id("reveal").click()
    mover = match.game.view(match.state, match.game.to_move(match.state))
    card = next(c for c, places in mover["placements"].items() if places)
    press(page, f"hand-{card}")
    before = page.evaluate("window.speeltafel.selected()")
    press(page, "rotate")
    chosen = page.evaluate("window.speeltafel.selected()")
    assert chosen and chosen != before and card in chosen, (before, chosen)
    kept_after_reload_and_back(page, ready, chosen)
