"""What the every-step tests of issue 24 share (Carcassonne's and Keyflower's turns at the
three sizes): a page of a size in a language, the link's message put away, and a checker
that at each step asserts whose turn, the board, the step's title and its controls whole in
the viewport and uncovered (``page_moves.SEEN``), and takes a screenshot."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.page_moves import SEEN, record, screenshot
from tests.e2e.test_small_screens import SHOTS, SIZES, TURN_SEEN

#: The sizes and languages played: the phone, where the room is least, in Dutch too (longer
#: titles and buttons).
CASES = [("phone", "en"), ("phone", "nl"), ("tablet", "en"), ("laptop", "en")]


def new_page(browser, watch, size: str, lang: str):
    """A page of ``size`` whose browser speaks ``lang`` (the app starts in it)."""
    locale = {"en": "en-GB", "nl": "nl-NL"}[lang]
    return watch(browser.new_context(**SIZES[size], locale=locale)).new_page()


def dismiss(page) -> None:
    """A message about the link the test opened ("opened from the link"), which a player
    starting a game would not see: out of the picture."""
    close = page.locator(".toast-close")
    if close.is_visible():
        close.click()
        expect(close).to_be_hidden()


class Steps:
    """Checks one page at every step of a turn and takes a screenshot of each (named
    ``<name>-NN-<step>``); ``step_box``: the test id of the game's prompt (its ``h3`` is
    the step's title)."""

    def __init__(self, page, name: str, step_box: str) -> None:
        self.page, self.name, self.step_box, self.shots = page, name, step_box, []
        self.problems: list[str] = []  # every step's, reported together at the end

    def shot(self, step: str) -> None:
        name = f"{self.name}-{len(self.shots) + 1:02d}-{step}"
        self.shots.append(SHOTS / f"{name}.png")
        screenshot(self.page, SHOTS, name)

    def __call__(self, step: str, *controls: str) -> None:
        """At ``step``: whose turn, the board, the prompt's title and its ``controls`` (test
        ids) inside the viewport together; no sideways scroll."""
        page, where = self.page, f"{self.name} {step}"
        self.shot(step)
        expect(page.get_by_test_id("handover")).to_be_hidden()
        seen = page.evaluate(TURN_SEEN)
        assert seen["inside"] and not seen["covered"], (where, seen)
        match = Match.from_record(record(page))
        seat = match.game.to_move(match.state)
        assert match.players[seat] in seen["text"], (where, seen["text"])
        title = page.get_by_test_id(self.step_box).locator("h3").first
        for what, loc in [("turn", page.get_by_test_id("turn")), ("board", page.get_by_test_id("board")),
                          ("prompt", title), *[(c, page.get_by_test_id(c)) for c in controls]]:
            expect(loc).to_be_visible()
            seen = loc.evaluate(SEEN)
            if seen:
                self.problems.append(f"{where}: {what} {seen} ({loc.bounding_box()}, scrollY {page.evaluate('scrollY')})")
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"], where
