"""Every step of a Carcassonne turn at the three sizes of issue 24 (a phone 360x740 and a
portrait tablet 768x1024 by touch, a small laptop 1024x768 by mouse), with the Halflings and
without: the tile drawn (choosing a place), turned, a place chosen (the preview), the tile
confirmed (by a second tap, or by "Place here"), the follower step, and the next player's
turn; with the Halflings also the hand-over, the choice between a half tile and "Draw a
tile", and a half tile chosen, turned, previewed and placed on a corner.

At every step whose turn it is (the turn line, naming the seat the core says is to move, not
covered by the sticky top bar or board), the board and the step's prompt (its title and the
button that takes the step on) lie inside the viewport together, the page does not scroll
sideways, and the turn line, the panel and the move log show none of the notation's words
(tile names, squares, turns, compass codes). Screenshots of every step go to ``.cache/screens-24/cc-turn-*.png`` with
``SPEELTAFEL_SHOTS=1`` (printed; for people to look at).

Every step in both languages, on one page start per size: a step is checked in the page's
language, then the language is switched on the same page (as a player may do mid-turn) and
the step is checked again; the next step goes on in that language."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e import carcassonne_play
from tests.e2e.page_moves import move_after, open_link, press, record, tap
from tests.e2e.test_follower_step import JARGON
from tests.e2e.test_small_screens import SIZES
from tests.e2e.turn_steps import Steps, case_pages, dismiss


def switch_language(page, touch: bool) -> None:
    """The top bar's language button, on the same page: the step stays as it was (the tile
    turned, the preview, the follower step with the board zoomed to the placed tile), now in
    the other language."""
    lang = page.locator("html").get_attribute("lang")
    selected = carcassonne_play.selected(page)
    start = "window.speeltafel.squareCenter('0,0')"  # where the board shows the start tile
    shown = page.evaluate(start)
    press(page, "lang", touch)
    expect(page.locator("html")).to_have_attribute("lang", {"en": "nl", "nl": "en"}[lang])
    assert carcassonne_play.selected(page) == selected, (lang, selected)
    if (selected or "").endswith(":!"):  # the follower step: the zoom to the placed tile is kept
        after = page.evaluate(start)
        assert abs(after["x"] - shown["x"]) < 1 and abs(after["y"] - shown["y"]) < 1, (lang, selected, shown, after)


def no_notation(page, where: str, problems: list[str]) -> None:
    """No notation on screen: tile names, squares, turns, compass codes (issue 24's jargon)
    in the turn line, the panel or the move log."""
    shown = " ".join(page.get_by_test_id(t).inner_text() for t in ("turn", "game-panel", "move-log"))
    if found := JARGON.search(shown):
        problems.append(f"{where}: notation on screen: {found.group(0)!r}")


def steps(page, size: str, game: str) -> Steps:
    """The checker of a Carcassonne turn: every step in both languages, no notation."""
    touch = bool(SIZES[size].get("has_touch"))
    return Steps(page, f"cc-turn-{size}-{game}", "cc-step",
                 switch=lambda p: switch_language(p, touch), extra=no_notation)


def turned(page) -> str:
    return (carcassonne_play.selected(page) or "::").split(":")[2]


def play_steps(page, check: Steps, move: str, touch: bool, by_button: bool) -> None:
    """Play the placement ``move`` (with a follower spot) step by step: choose the half tile
    when it is one, turn it, choose a place (preview), confirm it (a second tap, or "Place
    here" when ``by_button``), then the follower."""
    name, square, turn, spot = move.split()
    half = turn in ("nw", "ne", "se", "sw")
    if half:
        press(page, f"cc-half-{name}", touch)
        check("half-tile-chosen", f"cc-half-{name}", "cc-rot-right")
    for _ in range(4):
        if turned(page) == turn:
            break
        press(page, "cc-rot-right", touch)
        check("turned", "cc-rot-right", "cc-place")
    assert turned(page) == turn
    target = f"{square}/{turn}" if half else square
    tap(page, target, touch)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    check("place-chosen-preview", "cc-rot-right", "cc-place")
    before = record(page)
    if by_button:
        press(page, "cc-place", touch)
    else:
        tap(page, target, touch)
    assert (carcassonne_play.selected(page) or "").endswith(":!")
    check("confirmed-follower-step", "cc-no-follower", "cc-spot-" + spot.replace(":", "-"))
    tap(page, "spot:" + spot, touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert move_after(before, record(page)) == move


def with_spot(match: Match, tiles: tuple[str, ...] | None = None, differs: str | None = None) -> str:
    """A placement with a follower of one of ``tiles`` (any when None), turned otherwise than
    ``differs`` when one is, so that the tile is turned on the way."""
    moves = [m for m in match.legal_moves() if len(m.split()) == 4
             and (tiles is None or m.split()[0] in tiles)]
    return next((m for m in moves if m.split()[2] != differs), moves[0])


#: The sizes and the language each page starts in (every step is checked in both: see the
#: module's text); the phone, where the room is least, starts in Dutch (longer titles).
CASES = [("phone", "nl"), ("tablet", "en"), ("laptop", "nl")]


@pytest.fixture(scope="module", params=CASES, ids=[f"{size}-{lang}" for size, lang in CASES])
def case(request, browser):
    """(size, language, page): one page per case for both tests (``turn_steps.case_pages``;
    the two games differ in their options, so neither is a point of the other)."""
    yield from case_pages(browser, request)


def open_in(page, site, ready, match: Match, lang: str, touch: bool) -> None:
    """Open ``match`` by link on the case's page, in ``lang``: the page's start (its first
    opening) is in the browser's language, ``lang``; a later test on the page finds the
    language the steps before left (each step switches it) and switches back first."""
    if page.url != "about:blank" and page.evaluate("document.documentElement.lang") != lang:
        switch_language(page, touch)
    open_link(page, site, ready, match)
    assert page.evaluate("document.documentElement.lang") == lang


def test_every_step_of_a_turn_without_the_halflings(case, site, ready, watch, capsys):
    size, lang, page = case
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    check = steps(page, size, "plain")
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_in(page, site, ready, match, lang, touch)
    dismiss(page)
    check("tile-drawn", "cc-rot-right", "cc-place")
    move = with_spot(match, differs=turned(page))
    play_steps(page, check, move, touch, by_button=False)
    match.play(move)
    check("next-player-tile-drawn", "cc-rot-right", "cc-place")
    # the next player's turn too, confirmed by "Place here"
    move = with_spot(match, differs=turned(page))
    play_steps(page, check, move, touch, by_button=True)
    check("after-the-follower", "cc-rot-right", "cc-place")
    check.done(capsys)


def test_every_step_of_a_turn_with_the_halflings(case, site, ready, watch, capsys):
    size, lang, page = case
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    check = steps(page, size, "halflings")
    match = Match.new("carcassonne", list(carcassonne_play.NAMES[:2]), {}, 3)
    open_in(page, site, ready, match, lang, touch)
    expect(page.get_by_test_id("handover")).to_be_visible()
    check.shot("hand-over")
    press(page, "reveal", touch)
    dismiss(page)
    hand = match.state.hands[0]
    check("choose-half-tile-or-draw", "cc-draw", f"cc-half-{hand[0]}")
    # a tile drawn from the pile
    before = record(page)
    press(page, "cc-draw", touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    match = Match.from_record(record(page))
    check("tile-drawn", "cc-rot-right", "cc-place")
    move = with_spot(match, differs=turned(page))
    play_steps(page, check, move, touch, by_button=False)
    match.play(move)
    # the next player: the hand-over, then a half tile from the hand placed on a corner
    expect(page.get_by_test_id("handover")).to_be_visible()
    check.shot("hand-over-next-player")
    press(page, "reveal", touch)
    check("next-player-choose", "cc-draw")
    move = with_spot(match, tiles=tuple(match.state.hands[1]))
    play_steps(page, check, move, touch, by_button=True)
    expect(page.get_by_test_id("handover")).to_be_visible()
    check.shot("hand-over-after-the-half-tile")
    check.done(capsys)
