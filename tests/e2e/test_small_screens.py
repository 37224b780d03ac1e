"""End-to-end tests of issue 24 at the three sizes a new player tried (a phone 360x740 and a
portrait tablet 768x1024 by touch, a small laptop 1024x768 by mouse):

* whose turn it is stays visible: at every step of a short turn of each game (every tap and
  button press), the element naming the player to move (the turn line, or the hand-over
  screen's title while it shows) lies in the viewport, is not covered (``elementFromPoint``
  at its centre is inside it: the sticky top bar and board do not hide it) and names the
  seat the core says is to move; at each of those steps the page does not scroll sideways,
  and "Pass" is enabled exactly when the core lists it and is the main (green) button only
  when it is the one legal move;
* on the phone and the portrait tablet, at each of those steps (Keyflower's build step too),
  the bottom bar's Undo, Redo and Pass (where the game has it) lie in the viewport and are
  not covered (``elementFromPoint``);
* the message opening a link shows ("Game opened from the link"), in view and uncovered, and
  covers no button, in every game at every size, also with the page scrolled to its end;
* no sideways scroll: on running and finished games with tables (standings, final scores)
  the page is no wider than the screen, and every table cell is either inside the screen
  or inside a horizontal scroller that can reach it (no column cut off or hidden).

Positions are opened from share links made natively (``Match``), turns are played with the
page's own controls through the games' e2e helpers; one page per size. Screenshots of every
step go to ``.cache/screens-24/`` with ``SPEELTAFEL_SHOTS=1`` (for people; the assertions are the test).

Both languages without a page start more: the language is switched on the same page with the
top bar's button (as a player may), alternating from one game (or table) to the next and
shifted by one on the phone, so each game's turn and each table is checked in Dutch at one
size and in English at another, and each size sees both; the game list is checked in both
(:func:`in_language`). Dutch's longer words are where a line or a table gets too wide.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e import carcassonne_play, eden_play, keyflower_play
from tests.e2e import test_new_england_page as ne_play
from tests.e2e.page_moves import open_link, record, screenshot, tap
from tests.e2e.screen_probes import BAR_SEEN, CUT_CELLS, TURN_SEEN, UNDER_MESSAGE  # noqa: F401 - re-exported

#: Not under test-results/, which pytest-playwright empties at every start.
SHOTS = Path(__file__).resolve().parents[2] / ".cache" / "screens-24"

SIZES = {
    "phone": dict(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                  has_touch=True, is_mobile=True),
    "tablet": dict(viewport={"width": 768, "height": 1024}, device_scale_factor=1,
                   has_touch=True, is_mobile=True),
    "laptop": dict(viewport={"width": 1024, "height": 768}, device_scale_factor=1),
}


def shot(page, name: str) -> None:
    screenshot(page, SHOTS, name)


@pytest.fixture(scope="module", params=sorted(SIZES))
def screen(request, browser, site):
    """(size name, options, one page of that size) for the whole module."""
    name = request.param
    context = browser.new_context(**SIZES[name])
    page = context.new_page()
    yield name, SIZES[name], page
    context.close()


class TurnWatch:
    """Checks whose turn is shown after every step, and takes a screenshot of each."""

    def __init__(self, page, size: str, game: str) -> None:
        self.page, self.size, self.game, self.steps = page, size, game, 0

    def __call__(self, *_args) -> None:
        page = self.page
        match = Match.from_record(record(page))
        seat = match.game.to_move(match.state)
        seen = page.evaluate(TURN_SEEN)
        self.steps += 1
        shot(page, f"{self.size}-{self.game}-{self.steps:02d}")
        where = f"{self.size} {self.game} step {self.steps}"
        assert seen["inside"], f"{where}: whose turn it is is out of view: {seen}"
        assert not seen["covered"], f"{where}: whose turn it is is covered by {seen['hit']}: {seen}"
        if seat is not None:
            assert match.players[seat] in seen["text"], (where, seen["text"], match.players[seat])
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"], \
            f"{where}: the page scrolls sideways"
        # "Pass": enabled when the core lists it, the main (green) button only when it is the
        # one legal move (issue 24: it was the main button even when wrong or disabled)
        button = page.get_by_test_id("pass")
        if button.count() and button.is_visible() and not page.get_by_test_id("handover").is_visible():
            legal = match.legal_moves()
            assert button.is_enabled() == ("pass" in legal), (where, legal[:5])
            primary = "primary" in (button.get_attribute("class") or "").split()
            assert primary == (legal == ["pass"]), (where, primary, legal[:5])
        if self.size != "laptop":  # a phone, a portrait tablet: the bottom bar's buttons never hide (issue 24)
            bar = page.evaluate(BAR_SEEN)
            for button in bar:
                if button["id"] != "pass":
                    assert button["shown"], f"{where}: {button['id']} is hidden"
                if button["shown"]:
                    assert button["inside"] and not button["covered"], f"{where}: {button}"


def watched(monkeypatch, module, names, watch: TurnWatch) -> None:
    """Make ``module``'s ``names`` (its tap/press helpers) call ``watch`` after each use."""
    for name in names:
        plain = getattr(module, name)

        def step(*args, _plain=plain, **kwargs):
            _plain(*args, **kwargs)
            watch()
        monkeypatch.setattr(module, name, step)


#: The sizes in the order that shifts the languages (:func:`language_of`).
ORDER = sorted(SIZES)


def language_of(size: str, i: int) -> str:
    """The language of the ``i``-th game or table at ``size``: alternating, the phone shifted
    by one, so a game checked in English at one size is checked in Dutch at another."""
    return "nl" if (i + ORDER.index(size)) % 2 else "en"


def in_language(page, lang: str, touch: bool) -> None:
    """Switch the page to ``lang`` with the top bar's button (on the same page), if needed."""
    if page.evaluate("document.documentElement.lang") != lang:
        button = page.get_by_test_id("lang")
        button.tap() if touch else button.click()
        expect(page.locator("html")).to_have_attribute("lang", lang)


def open_at(page, site, ready, match: Match) -> None:
    """The position by its link, followed in the running app on this page (the positions are
    tested, not the start: ``page_moves.open_link``)."""
    open_link(page, site, ready, match)


def test_whose_turn_it_is_stays_in_view_at_every_step(screen, site, ready, watch, monkeypatch):
    size, options, page = screen
    watch(page)
    touch = options.get("has_touch", False)
    games = iter(range(6))

    def open_next(match: Match) -> None:
        """The position by its link, in the next game's language (:func:`language_of`)."""
        open_at(page, site, ready, match)
        in_language(page, language_of(size, next(games)), touch)

    # Carcassonne without the Halflings (no hand-over screen): a tile, then its follower
    match = carcassonne_play.seed_where({"halflings": "off"}, 2, lambda m: m.state.drawn == "E")
    open_next(match)
    turn = TurnWatch(page, size, "carcassonne")
    turn()
    watched(monkeypatch, carcassonne_play, ("tap", "press"), turn)
    carcassonne_play.place(page, "E 0,1 r180 city:s", touch)
    turn()
    assert turn.steps >= 5

    # Keyflower: a bid after the hand-over screen
    match = Match.new("keyflower", list(keyflower_play.NAMES[:2]), {}, 3)
    bid = next(m for m in match.legal_moves() if m.startswith("bid "))
    open_next(match)
    turn = TurnWatch(page, size, "keyflower")
    turn()
    watched(monkeypatch, keyflower_play, ("tap", "press"), turn)
    keyflower_play.play(page, bid, touch)
    turn()

    # Keyflower's build step: a won tile placed by taps
    match = keyflower_play.playout(Match.new("keyflower", list(keyflower_play.NAMES[:2]), {}, 4), 4,
                                   lambda m: m.state.phase == "build")
    open_next(match)
    turn = TurnWatch(page, size, "keyflower-build")
    turn()
    keyflower_play.reveal(page, touch)
    turn()
    monkeypatch.undo()  # the bid's watch off: this one counts the build's taps
    watched(monkeypatch, keyflower_play, ("tap", "press"), turn)
    keyflower_play.play(page, match.legal_moves()[0], touch)
    turn()
    assert turn.steps >= 5

    # Eden: the hand-over, then the first move of its scripted player
    match = Match.new("eden", list(eden_play.NAMES), {}, 4)
    open_next(match)
    turn = TurnWatch(page, size, "eden")
    turn()
    watched(monkeypatch, eden_play, ("tap_square", "press"), turn)
    eden_play.press(page, "reveal", touch)
    eden_play.do_move(page, match, eden_play.choose(match, False), touch)
    turn()

    # New England: the first move of its policy
    match = Match.new("new-england", ["Ann", "Bob", "Cor"], {}, 7)
    open_next(match)
    turn = TurnWatch(page, size, "new-england")
    turn()
    watched(monkeypatch, ne_play, ("tap", "button"), turn)
    ne_play.play_by_clicks(page, ne_play.choose(match, set()), touch)
    turn()

    # Stad en Land: a segment, one tap at each end
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 5)
    open_next(match)
    turn = TurnWatch(page, size, "stad-en-land")
    turn()
    move = next(m for m in match.legal_moves() if m != "pass")
    # "Pass" beside other moves is not the main (green) button (issue 24)
    assert "pass" in match.legal_moves()
    expect(page.get_by_test_id("pass")).to_be_enabled()
    expect(page.get_by_test_id("pass")).not_to_have_class(re.compile(r"\bprimary\b"))
    before = record(page)
    start, end = move.split("-")
    if page.evaluate("window.speeltafel.selected()") != start:  # a tap on it would clear it
        tap(page, start, touch)
        turn()
    tap(page, end, touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    turn()
    assert next(games, None) is None, "every game opened in its language"


# -- finished games and standings: tables fit -----------------------------------------------------
def _finished(game: str, players: list[str], options: dict, seed: int) -> Match:
    match = Match.new(game, players, options, seed)
    while not match.over:
        legal = match.legal_moves()
        match.play(legal[(len(match.steps) * 7 + seed) % len(legal)])
    return match


def _midway(game: str, players: list[str], options: dict, seed: int, steps: int) -> Match:
    match = Match.new(game, players, options, seed)
    while len(match.steps) < steps and not match.over:
        legal = match.legal_moves()
        match.play(legal[(len(match.steps) * 5 + seed) % len(legal)])
    return match


@pytest.fixture(scope="module")
def positions():
    """Positions with tables: standings of a running game, and finished games (Eden's
    result is a list; its page must not scroll sideways either)."""
    four = ["Annemarie", "Bartholomeus", "Cassandra", "Dorothea"]
    return {
        "carcassonne-halflings-running": _midway("carcassonne", four, {}, 2, 30),
        "carcassonne-halflings-over": _finished("carcassonne", four, {}, 2),
        "carcassonne-off-over": _finished("carcassonne", four[:3], {"halflings": "off"}, 7),
        "keyflower-merchants-over": _finished("keyflower", four, {"merchants": "on"}, 1),
        "eden-over": _finished("eden", four, {}, 2),
        "new-england-over": _finished("new-england", four[:3], {}, 3),
        "stad-en-land-over": _finished("stad-en-land", four[:2], {}, 4),
    }


def test_no_sideways_scroll_and_every_column_can_be_seen(screen, site, ready, watch, positions):
    size, options, page = screen
    watch(page)
    width = options["viewport"]["width"]
    touch = options.get("has_touch", False)
    page.goto(site)
    ready(page)
    page.evaluate("localStorage.clear()")  # the list below holds exactly these games
    for i, (name, match) in enumerate(positions.items()):
        open_at(page, site, ready, match)
        in_language(page, language_of(size, i), touch)
        if match.over:
            expect(page.get_by_test_id("result")).to_be_visible()
            page.get_by_test_id("result").scroll_into_view_if_needed()
        else:
            page.locator(".screen table").first.scroll_into_view_if_needed()
        page.locator(".toast-close").click()  # "opened from the link": out of the picture
        # every game's scores are a table, but Eden's result, a list of its seats
        assert page.locator(".screen table").count() >= 1 or name == "eden-over", name
        shot(page, f"{size}-table-{name}")
        assert page.evaluate("document.documentElement.scrollWidth") <= width, (size, name)
        cut = page.evaluate(CUT_CELLS)
        assert not cut, (size, name, cut)
    # the game list: finished games offer "View", not "Resume"; the game without the
    # Halflings is not listed as "with the Halflings" (issue 24)
    # (both languages: the list as it opens, then switched on the same page)
    page.get_by_test_id("home").click()
    rows = page.get_by_test_id("saved-game")
    expect(rows).to_have_count(len(positions))
    first = page.evaluate("document.documentElement.lang")
    for lang in (first, {"en": "nl", "nl": "en"}[first]):
        in_language(page, lang, touch)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, (size, lang)
        view, resume = {"en": ("View", "Resume"), "nl": ("Bekijk", "Ga verder")}[lang]
        for i in range(rows.count()):
            row = rows.nth(i)
            over = "over" in (row.get_attribute("class") or "").split()
            expect(row.locator("button").first).to_have_text(view if over else resume)
        titles = rows.locator(".saved-title").all_inner_texts()
        assert titles.count("Carcassonne") == 1, (lang, titles)


def test_the_link_message_covers_no_button(screen, site, ready, watch):
    """Issue 24: "Game opened from the link" (every game) is seen and hides no button of the
    panel or the controls: on a narrow or portrait screen it lies in the page's flow under the
    board, on a wide one beside the board."""
    size, options, page = screen
    watch(page)
    games = {"carcassonne": Match.new("carcassonne", ["Ann", "Bob"], {"halflings": "off"}, 3),
             "keyflower": Match.new("keyflower", list(keyflower_play.NAMES[:2]), {}, 3),
             "eden": Match.new("eden", list(eden_play.NAMES), {}, 4),
             "new-england": Match.new("new-england", ["Ann", "Bob", "Cor"], {}, 7),
             "stad-en-land": Match.new("stad-en-land", ["Ann", "Bob"], {}, 5)}
    for name, match in games.items():
        open_at(page, site, ready, match)
        expect(page.get_by_test_id("message")).to_be_visible()
        page.wait_for_function("""() => document.querySelector('[data-testid=message]')
            .getAnimations().every((a) => a.playState !== 'running')""")
        shot(page, f"{size}-message-{name}")
        for where in ("opened", "scrolled to the end"):
            found = page.evaluate(UNDER_MESSAGE)
            assert found is not None, (size, name, where)
            assert not found["covered"], (size, name, where, found)
            if where == "opened":
                assert found["seen"], (size, name, found)
            page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        assert page.evaluate("document.documentElement.scrollWidth") <= options["viewport"]["width"]
