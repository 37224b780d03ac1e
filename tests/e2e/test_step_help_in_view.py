"""The step help ("How this step works") on a portrait tablet (768x1024) and a phone
(360x740), by touch, in every game that has it (issue 24): it starts as its one-line
summary (open, it lay half under the sticky board above the prompt); opened, it comes into
view right below the board, whole on the tablet (on the phone its title and first lines),
uncovered (``page_moves.SEEN``), and stays so at the next steps while it is open: a
Keyflower bid (a colour, a tile in focus, more workers), a selection and a move in Stad en
Land, a turn of the tile in Carcassonne, and a later position of each game."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, playout, press, reveal, tap
from tests.e2e.page_moves import SEEN, open_link, screenshot
from tests.e2e.test_small_screens import SHOTS
from tests.e2e.test_stad_en_land_page import play_by_clicks
from tests.e2e.turn_steps import case_pages, dismiss

GAMES = ("keyflower", "carcassonne", "new-england", "stad-en-land")


def help_in_view(page, size: str, where: str) -> None:
    """The open step help lies right below the sticky board, whole and uncovered: its title,
    its whole text and its rule link, without a scroll (on a phone the link stands on the
    title row)."""
    box = page.get_by_test_id("step-help")
    expect(box).to_be_visible()
    assert box.evaluate("(e) => e.open"), where
    board = page.get_by_test_id("board").bounding_box()
    top = box.bounding_box()["y"]
    assert top >= board["y"] + board["height"], (where, top, board)
    for part in (box, box.locator("summary"), page.get_by_test_id("step-help-text"),
                 page.get_by_test_id("step-help-rule")):
        assert part.evaluate(SEEN) == "", (where, part.evaluate(SEEN), part.bounding_box())
    screenshot(page, SHOTS, f"step-help-{size}-{where}")


def open_help(page) -> None:
    box = page.get_by_test_id("step-help")
    expect(box).to_be_visible()
    if not box.evaluate("(e) => e.open"):
        box.locator("summary").tap()


def _steps(page, game: str, match: Match, size: str) -> None:
    """A few steps of ``game`` from ``match``'s position (open on the page) with the help
    open, checked after each."""
    if game == "keyflower":
        bid = next(x for x in match.legal_moves() if x.startswith("bid") and x.split()[2] == "2")
        _, tile, _, colour = bid.split()[:4]
        press(page, f"kf-col-{colour}", True)
        help_in_view(page, size, f"{game}-colour")
        tap(page, "t:" + tile, True)
        help_in_view(page, size, f"{game}-tile-in-focus")
        press(page, "kf-n-plus", True)
        help_in_view(page, size, f"{game}-workers")
    elif game == "carcassonne":
        press(page, "cc-rot-right", True)
        help_in_view(page, size, f"{game}-turned")
    elif game == "stad-en-land":
        move = next(m for m in match.legal_moves() if m != "pass")
        tap(page, move.split("-")[0], True)
        help_in_view(page, size, f"{game}-anchor")
        play_by_clicks(page, move, True)
        help_in_view(page, size, f"{game}-moved")


@pytest.fixture(scope="module", params=[("tablet", "en"), ("phone", "en")], ids=["tablet", "phone"])
def screen(request, browser):
    """(size, language, page): one English page per size for every game's test
    (``turn_steps.case_pages``; the games differ, so no position is a point of another's
    saved game). A test finds the position the one before left, the help perhaps open."""
    yield from case_pages(browser, request)


@pytest.mark.parametrize("game", GAMES)
def test_the_step_help_opens_in_view_and_stays_there(screen, site, ready, watch, game):
    size, _, page = screen
    watch(page)
    options = {"halflings": "off"} if game == "carcassonne" else {}
    players = list(NAMES[:3 if game == "new-england" else 2])
    match = Match.new(game, players, options, seed=3)
    if page.url != "about:blank" and page.locator("html").get_attribute("lang") != "en":
        press(page, "lang", True)  # the phone's test before ended in Dutch
        expect(page.locator("html")).to_have_attribute("lang", "en")
    open_link(page, site, ready, match)
    assert page.locator("html").get_attribute("lang") == "en"
    reveal(page, True)
    dismiss(page)
    open_help(page)
    help_in_view(page, size, f"{game}-start")
    _steps(page, game, match, size)
    # a later position, opened afresh: the summary first again, then the whole help
    later = playout(Match.new(game, players, options, seed=3), 3, lambda m: len(m.states) >= 7)
    open_link(page, site, ready, later)
    reveal(page, True)
    dismiss(page)
    assert not page.get_by_test_id("step-help").evaluate("(e) => e.open")  # its summary first
    open_help(page)
    help_in_view(page, size, f"{game}-later")
    if size == "phone":  # the other language's words, on the same page
        press(page, "lang", True)
        expect(page.locator("html")).to_have_attribute("lang", "nl")
        open_help(page)
        help_in_view(page, size, f"{game}-later-nl")
