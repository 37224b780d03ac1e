"""Carcassonne's follower step at the three sizes of issue 24 (a phone 360x740 and a portrait
tablet 768x1024 by touch, a small laptop 1024x768 by mouse):

* when the tile is down, the step's title, "No follower" and the placed tile are in the
  viewport together (the board zooms to the placed tile, "No follower" sits beside the title);
* the spot buttons name the spots in plain words (who stands where, no compass code of the
  notation) and every spot can be hit: the spots on the board lie at least 44 px apart, or
  the spot buttons, which are the targets then, are at least 44 px high;
* focusing (and, with a mouse, hovering) a spot button lights that spot on the board (read
  through the page's ``lit()`` hook), and the button then plays it;
* the move log and the panel show no tile names, coordinates or compass codes.

One Carcassonne turn from a share link per size, played with the page's own controls, with
a screenshot of every step in ``.cache/screens-24/`` with ``SPEELTAFEL_SHOTS=1`` (printed; for people to look at).

Both languages without a page start more: at each size the follower step is checked in
English, then the language is switched on the same page (the top bar's button, as a player
may mid-turn) and the step is checked again in Dutch, whose spot names are longer, and the
spot is played and the log read in Dutch; the half tile's step on a phone runs in Dutch (the
browser speaks it).
"""

from __future__ import annotations

import math
import re

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e import carcassonne_play
from tests.e2e.page_moves import SHOTS_WANTED, last_move, open_link, open_match, press, record, screenshot, tap
from tests.e2e.test_small_screens import SHOTS, SIZES
from tests.e2e.turn_steps import case_pages

#: The notation's words a player must not read on screen: tile names (``E``, ``H1-06``),
#: squares (``1,-1``), turns (``r90``), compass codes (``nnw``, ``(e)``).
JARGON = re.compile(r"\b(H\d-\d\d|-?\d+,-?\d+|r90|r180|r270|nnw|nne|ene|ese|sse|ssw|wsw|wnw"
                    r"|dnw|dne|dse|dsw)\b|\((n|e|s|w|d|nw|ne|se|sw)\)")
MIN_TARGET = 44.0
#: Resolves once the message has no running animation and the page's scroll position held
#: for two frames in a row (the page scrolls the message into view as it enters).
STILL = """() => new Promise((done) => {
  let last = null;
  const look = () => {
    const box = document.querySelector('[data-testid=message]');
    const still = box.getAnimations().every((a) => a.playState !== 'running');
    if (still && last === scrollY) return done(true);
    last = scrollY;
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""


def spots_of(match: Match, move: str) -> list[str]:
    """The follower spots listed with the placement of ``move`` (tile, square, turn)."""
    head = move.split()[:3]
    return [m.split()[3] for m in match.legal_moves() if m.split()[:3] == head and len(m.split()) == 4]


def busiest_placement(match: Match) -> str:
    """The placement (tile, square, turn) with the most follower spots: the hardest step."""
    heads = sorted({" ".join(m.split()[:3]) for m in match.legal_moves() if len(m.split()) >= 3})
    return max(heads, key=lambda h: (len(spots_of(match, h)), h))


def in_view(page, box: dict | None) -> bool:
    size = page.viewport_size
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] \
        and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]


def check_follower_step(page, square: str, spots: list[str], touch: bool, snap) -> None:
    """At the follower step of a tile on ``square`` with follower ``spots``: the step's
    title, "No follower", the placed tile and its spots in view; plain, distinct spot names;
    spots 44 px apart or 44 px buttons; a focused (or hovered) button lights its spot."""
    # the title, "No follower" and the placed tile together in the viewport
    prompt = page.get_by_test_id("cc-step").locator("h3")
    expect(prompt).to_be_visible()
    assert in_view(page, prompt.bounding_box()), prompt.bounding_box()
    assert in_view(page, page.get_by_test_id("cc-no-follower").bounding_box())
    board = page.get_by_test_id("board").bounding_box()
    centres = {s: page.evaluate("(q) => window.speeltafel.squareCenter(q)", "spot:" + s) for s in spots}
    tile = page.evaluate("(q) => window.speeltafel.squareCenter(q)", square)
    for c in [tile, *centres.values()]:
        x, y = board["x"] + c["x"], board["y"] + c["y"]
        assert 0 <= x <= page.viewport_size["width"] and 0 <= y <= page.viewport_size["height"], (c, board)
        assert 0 <= c["x"] <= board["width"] and 0 <= c["y"] <= board["height"], (c, board)

    # plain names; the spots far enough apart, or the buttons big enough
    buttons = {s: page.get_by_test_id("cc-spot-" + s.replace(":", "-")) for s in spots}
    labels = {s: b.inner_text() for s, b in buttons.items()}
    assert len(set(labels.values())) == len(labels), labels
    for s, label in labels.items():
        assert not JARGON.search(label), label
    gap = min(math.dist((a["x"], a["y"]), (b["x"], b["y"]))
              for i, a in enumerate(centres.values()) for b in list(centres.values())[i + 1:])
    heights = [b.bounding_box()["height"] for b in buttons.values()]
    assert gap >= MIN_TARGET or min(heights) >= MIN_TARGET, (gap, heights)
    assert min(heights) >= MIN_TARGET - 0.5, heights  # the buttons are full-size targets anyway

    # focusing a spot button lights its spot; another button, another spot
    lit = []
    for s in spots[:2]:
        buttons[s].focus()
        page.wait_for_function("(q) => window.speeltafel.lit() === q", arg="spot:" + s)
        lit.append(page.evaluate("window.speeltafel.lit()"))
    assert lit == ["spot:" + s for s in spots[:2]]
    snap("spot-button-focused")
    if not touch:  # a mouse over a button lights its spot too
        buttons[spots[-1]].hover()
        page.wait_for_function("(q) => window.speeltafel.lit() === q", arg="spot:" + spots[-1])
    page.get_by_test_id("cc-step").locator("h3").click()  # away from the buttons: no spot lit
    page.wait_for_function("() => window.speeltafel.lit() == null")



@pytest.fixture(scope="module", params=[(size, "en") for size in SIZES], ids=list(SIZES))
def screen(request, browser):
    """(size, language, page): one English page per size for the follower step and the
    refusal (``turn_steps.case_pages``; their games are of other seeds, so neither position
    is a point of the other's saved game)."""
    yield from case_pages(browser, request)


def open_in_english(page, site, ready, match: Match, touch: bool) -> None:
    """Open ``match`` by link on the size's page, in English (the follower step's test
    switches the page to Dutch: switched back first)."""
    if page.url != "about:blank" and page.locator("html").get_attribute("lang") != "en":
        press(page, "lang", touch)
    open_link(page, site, ready, match)
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_the_follower_step_at_three_sizes(screen, site, ready, watch, capsys):
    size, _, page = screen
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    # a tile with a city and fields (D: city, road, two fields): four spots on one tile
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "D")
    open_in_english(page, site, ready, match, touch)
    head = busiest_placement(match)
    name, square, turn = head.split()
    spots = spots_of(match, head)
    assert len(spots) >= 3, (head, spots)
    shots = []

    def snap(step: str) -> None:
        shots.append(SHOTS / f"follower-{size}-{len(shots) + 1:02d}-{step}.png")
        screenshot(page, SHOTS, shots[-1].stem)

    snap("start")
    for _ in range(4):
        if carcassonne_play.selected(page).split(":")[2] == turn:
            break
        press(page, "cc-rot-right", touch)
    assert carcassonne_play.selected(page).split(":")[2] == turn
    snap("turned")
    tap(page, square, touch)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    snap("preview")
    tap(page, square, touch)
    assert carcassonne_play.selected(page).endswith(":!")
    snap("follower-step")

    check_follower_step(page, square, spots, touch, snap)
    english = {s: page.get_by_test_id("cc-spot-" + s.replace(":", "-")).inner_text() for s in spots}
    # the same step in Dutch, switched on the same page: checked again, other words
    expect(page.locator("html")).to_have_attribute("lang", "en")
    press(page, "lang", touch)
    expect(page.locator("html")).to_have_attribute("lang", "nl")
    assert carcassonne_play.selected(page).endswith(":!")
    snap("follower-step-nl")
    check_follower_step(page, square, spots, touch, snap)
    dutch = {s: page.get_by_test_id("cc-spot-" + s.replace(":", "-")).inner_text() for s in spots}
    assert all(dutch[s] != english[s] for s in spots), (english, dutch)

    # the button plays its spot
    before = record(page)
    press(page, "cc-spot-" + spots[0].replace(":", "-"), touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert last_move(record(page)) == f"{head} {spots[0]}"
    snap("played")
    shown = page.get_by_test_id("move-log").inner_text() + page.get_by_test_id("game-panel").inner_text()
    assert not JARGON.search(shown), JARGON.search(shown)
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    if SHOTS_WANTED:
        with capsys.disabled():
            print(f"\nscreenshots ({size}):", *[str(p) for p in shots], sep="\n  ")


def test_a_half_tiles_follower_step_on_a_phone(browser, site, ready, watch, capsys):
    """The worst case a new player met: a half tile's spots (about 16 px apart on a 68 px
    tile at the whole map's zoom) on a phone, in Dutch."""
    options = SIZES["phone"]
    page = watch(browser.new_context(**options, locale="nl-NL")).new_page()
    match = Match.new("carcassonne", ["Ann", "Bob"], {}, 3)
    heads = sorted({" ".join(m.split()[:3]) for m in match.legal_moves()
                    if len(m.split()) >= 3 and m.split()[2] in ("nw", "ne", "se", "sw")})
    head = max(heads, key=lambda h: (len(spots_of(match, h)), h))
    name, square, corner = head.split()
    spots = spots_of(match, head)
    assert len(spots) >= 3, (head, spots)
    open_match(page, site, ready, match)
    expect(page.locator("html")).to_have_attribute("lang", "nl")
    shots = []

    def snap(step: str) -> None:
        shots.append(SHOTS / f"follower-half-phone-{len(shots) + 1:02d}-{step}.png")
        screenshot(page, SHOTS, shots[-1].stem)

    press(page, "reveal", True)
    press(page, f"cc-half-{name}", True)
    for _ in range(4):
        if carcassonne_play.selected(page).split(":")[2] == corner:
            break
        press(page, "cc-rot-right", True)
    snap("half-tile-turned")
    tap(page, f"{square}/{corner}", True)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    tap(page, f"{square}/{corner}", True)
    assert carcassonne_play.selected(page).endswith(":!")
    snap("follower-step")
    check_follower_step(page, square, spots, True, snap)
    before = record(page)
    press(page, "cc-no-follower", True)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert last_move(record(page)) == head
    snap("played")
    if SHOTS_WANTED:
        with capsys.disabled():
            print("\nscreenshots (half tile, phone):", *[str(p) for p in shots], sep="\n  ")


def test_a_refusal_is_in_view_with_the_turn_the_board_and_the_prompt(screen, site, ready, watch):
    """Issue 24: a tap where the drawn tile does not fit (rule ``carcassonne/place``) shows
    the core's refusal in the viewport together with whose turn it is, the board and the
    step's title (on a portrait tablet it lay under the sticky board)."""
    size, _, page = screen
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_in_english(page, site, ready, match, touch)
    turn = carcassonne_play.selected(page).split(":")[2]
    listed = {m.split()[1] for m in match.legal_moves() if m.split()[2] == turn}
    square = next(sq for sq in ("0,1", "1,0", "-1,0", "0,-1") if sq not in listed)
    before = record(page)
    tap(page, square, touch)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    expect(page.get_by_test_id("rule-link")).to_have_attribute("href", re.compile("carcassonne"))
    page.evaluate(STILL)  # the message's entry animation and the scroll over (no fixed pause)
    assert record(page) == before
    for what in (message, page.get_by_test_id("turn"), page.get_by_test_id("board"),
                 page.get_by_test_id("cc-step").locator("h3")):
        assert in_view(page, what.bounding_box()), (size, what, what.bounding_box())
    m, b = message.bounding_box(), page.get_by_test_id("board").bounding_box()
    assert m["y"] >= b["y"] + b["height"] or m["x"] >= b["x"] + b["width"], (size, m, b)  # not over the board
    screenshot(page, SHOTS, f"refusal-{size}")
