"""Issue 24: a refusal on a portrait tablet (768x1024, touch) and a phone (360x740, touch)
in Keyflower, Eden, New England and Stad en Land: a tap the core refuses shows its message
with the rule's link, and the message, whose turn it is, the board and the step's prompt are
in the viewport together (the page scrolls the least needed, below the sticky board); the
message covers no board and nothing is played. (Carcassonne's: ``test_follower_step``.)

Each game opens from a link at a position made natively; the refused move is checked with the
core first (``tests/helpers.refused`` names its rule id)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from core.errors import RuleError
from core.match import Match
from tests.e2e import eden_play, keyflower_play
from tests.e2e.page_moves import open_link, press, record, screenshot, tap
from tests.e2e.test_small_screens import SHOTS, SIZES, UNDER_MESSAGE
from tests.helpers import refused

SMALL = ("phone", "tablet")


@pytest.fixture(scope="module", params=SMALL)
def screen(request, browser, site):
    """(size name, one page of that size) for the whole module: each test opens its own
    position on it by link (``page_moves.open_link``), so a size costs one page start, not one
    per test (a context and its start are 4-6 s of CPU; the refusal is what is tested). The
    positions are of different games, or of the same game with other names, so that none is a
    saved game's earlier point (which would open that game at it, ``Session.adopt``)."""
    context = browser.new_context(**SIZES[request.param])
    yield request.param, context.new_page()
    context.close()


def _in_view(page, box: dict | None, head: float | None = None) -> bool:
    """``box`` inside the viewport (only its top ``head`` pixels when given: a prompt's
    title and first line; its buttons may follow below)."""
    size = page.viewport_size
    height = min(box["height"], head) if box and head else box["height"] if box else 0.0
    return bool(box) and box["y"] >= 0 and box["y"] + height <= size["height"] \
        and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]


def _keyflower(page, site, ready, touch: bool) -> tuple:
    """A bid in a colour the tile does not take (rule ``keyflower/colour``)."""
    match = Match.new("keyflower", list(keyflower_play.NAMES[:2]), {}, seed=4)
    match.play(next(m for m in match.legal_moves() if m.startswith("bid ")))
    tile, colour = match.record_text().splitlines()[-1].split()[1::2][:2]
    seat = match.state.to_move()
    other = next(c for c, n in zip(("blue", "red", "yellow", "green"), match.state.seats[seat].screen)
                 if n and c != colour)
    refused(match.state, f"bid {tile} 2 {other}", "keyflower/colour")
    open_link(page, site, ready, match)
    keyflower_play.reveal(page, touch)
    press(page, f"kf-col-{other}", touch)
    return "keyflower", lambda: tap(page, "t:" + tile, touch)


def _eden(page, site, ready, touch: bool) -> tuple:
    """Water on a square the first step does not list (the core's refusal)."""
    match = Match.new("eden", list(eden_play.NAMES), {}, 4)
    legal = match.legal_moves()
    sq = next(f"{c}{r}" for c in "ABCDEFG" for r in range(1, 8) if f"water {c}{r}" not in legal)
    with pytest.raises(RuleError):
        match.game.apply(match.state, f"water {sq}")
    open_link(page, site, ready, match)
    eden_play.take_device(page, match, touch)
    return "eden", lambda: tap(page, sq, touch)


def _new_england(page, site, ready, touch: bool) -> tuple:
    """A start tile on a plot that is taken (rule ``new-england/occupied`` in the core; the
    page names the start-tile rule)."""
    match = Match.new("new-england", ["Ann", "Bob", "Cor"], {}, 7)
    match.play(next(m for m in match.legal_moves() if m.startswith("start s ")))
    own = next(p["plot"] for p in match.game.view(match.state, None)["plots"])
    assert not any(own in m.split(" ")[2].split("-") for m in match.legal_moves() if m.startswith("start s "))
    open_link(page, site, ready, match)
    press(page, "ne-terrain-s", touch)
    return "new-england", lambda: tap(page, own, touch)


def _stad_en_land(page, site, ready, touch: bool) -> tuple:
    """A square where no segment can start (the reason the view gives, with its rule)."""
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 5)
    view = match.game.view(match.state, match.game.to_move(match.state))
    square = next(f + r for r in "123456" for f in "abcdef"
                  if f + r not in view["cities"] and f + r in view["anchor_errors"])
    open_link(page, site, ready, match)
    return "stad", lambda: tap(page, square, touch)


@pytest.mark.parametrize("game", [_keyflower, _eden, _new_england, _stad_en_land],
                         ids=["keyflower", "eden", "new-england", "stad-en-land"])
def test_a_refusal_is_in_view_with_the_turn_the_board_and_the_prompt(screen, site, ready, watch, game):
    size, page = screen
    options = SIZES[size]
    watch(page)
    name, refused_tap = game(page, site, ready, True)
    before = record(page)
    refused_tap()
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    expect(page.get_by_test_id("rule-link")).to_have_attribute("href", re.compile(name))
    page.wait_for_function("""() => document.querySelector('[data-testid=message]')
        .getAnimations().every((a) => a.playState !== 'running')""")
    page.wait_for_timeout(300)  # the scroll
    for what in (message, page.get_by_test_id("turn"), page.get_by_test_id("board")):
        assert _in_view(page, what.bounding_box()), (size, name, what, what.bounding_box())
    if name != "stad":  # Stad en Land has no panel: its turn line is the prompt
        prompt = page.locator(".prompt").first
        assert _in_view(page, prompt.bounding_box(), 40.0), (size, name, prompt.bounding_box())
    m, b = message.bounding_box(), page.get_by_test_id("board").bounding_box()
    assert m["y"] >= b["y"] + b["height"] or m["x"] >= b["x"] + b["width"], (size, name, m, b)
    assert page.evaluate("document.documentElement.scrollWidth") <= options["viewport"]["width"]
    assert record(page) == before
    screenshot(page, SHOTS, f"refusal-{name}-{size}")


def test_an_information_after_a_tap_is_scrolled_into_view(screen, site, ready, watch):
    """Issue 24: an information (not a refusal) that a tap on the board brings, here "you are
    looking at an earlier position" after a step of the move log was opened and the page was
    read down to its end, is scrolled into view on a phone and a portrait tablet: in the
    viewport, not covered by the sticky board, hiding no button; nothing is played."""
    size, page = screen
    watch(page)
    match = Match.new("stad-en-land", ["Cas", "Dee"], {}, 5)
    for _ in range(2):
        match.play(next(m for m in match.legal_moves() if m != "pass"))
    open_link(page, site, ready, match)
    press(page, "log-step-1", True)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(200)
    before = record(page)
    square = next(f + r for r in "123456" for f in "abcdef")
    tap(page, square, True)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    expect(message).to_have_class(re.compile(r"\binfo\b"))
    page.wait_for_function("""() => document.querySelector('[data-testid=message]')
        .getAnimations().every((a) => a.playState !== 'running')""")
    page.wait_for_timeout(300)  # the scroll
    found = page.evaluate(UNDER_MESSAGE)
    assert found is not None and found["seen"] and not found["covered"], (size, found)
    assert record(page) == before
    screenshot(page, SHOTS, f"info-after-tap-{size}")
