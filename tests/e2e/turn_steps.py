"""What the every-step tests of issue 24 share (Carcassonne's and Keyflower's turns at the
three sizes): a page of a size in a language, the link's message put away, and a checker
that at each step asserts whose turn, the board, the step's title and its controls whole in
the viewport and uncovered (``page_moves.SEEN``), and takes a screenshot."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.page_moves import SEEN, SHOTS_WANTED, record, screenshot
from tests.e2e.test_small_screens import SHOTS, SIZES, TURN_SEEN

#: The sizes and languages played: the phone, where the room is least, in Dutch (longer
#: titles and buttons than English); the tablet and the laptop in English. The phone in
#: English too was a fourth case of the same steps (some 20 s of the suite's time; cut
#: 2026-11-28, as test_carcassonne_turn_steps plays each size in one language).
CASES = [("phone", "nl"), ("tablet", "en"), ("laptop", "en")]


def case_pages(browser, request):
    """For a module fixture whose params are ``(size, lang)`` cases: one page of that size
    whose browser speaks ``lang`` (the app starts in it) for all the module's tests of the
    case, closed after them. Each test calls ``watch(page)`` and opens its positions by link
    (``page_moves.open_link``): the first opening is the page's one start, the others follow
    links in the running app (a context and its start are 4-6 s of CPU; the steps are what
    is tested). The positions of the tests sharing a page are of different games (seeds,
    players or options), so none is a point of a game saved on that page, which
    ``Session.adopt`` would open instead (a Carcassonne start has a step: ``* tile E``)."""
    size, lang = request.param
    context = browser.new_context(**SIZES[size], locale={"en": "en-GB", "nl": "nl-NL"}[lang])
    yield size, lang, context.new_page()
    context.close()


def dismiss(page) -> None:
    """A message about the link the test opened ("opened from the link"), which a player
    starting a game would not see: out of the picture."""
    close = page.locator(".toast-close")
    if close.is_visible():
        close.click()
        expect(close).to_be_hidden()


class Steps:
    """Checks one page at every step of a turn and takes a screenshot of each (named
    ``<name>-NN-<step>``, with the page's language after it when ``switch`` is given);
    ``step_box``: the test id of the game's prompt (its ``h3`` is the step's title).

    ``switch``: when given, every step is checked in the page's language, then ``switch(page)``
    changes the language on the same page (as a player may mid-turn) and the step is checked
    again; ``done`` then asserts both languages were seen. ``extra(page, where, problems)``:
    a game's own check at every step, adding what it finds to ``problems``."""

    def __init__(self, page, name: str, step_box: str, switch=None, extra=None) -> None:
        self.page, self.name, self.step_box, self.shots = page, name, step_box, []
        self.switch, self.extra = switch, extra
        self.problems: list[str] = []  # every step's, reported together at the end
        self.langs: set[str] = set()  # the languages the steps were checked in

    def lang(self) -> str:
        return self.page.locator("html").get_attribute("lang") or ""

    def shot(self, step: str) -> None:
        name = f"{self.name}-{len(self.shots) + 1:02d}-{step}" + (f"-{self.lang()}" if self.switch else "")
        self.shots.append(SHOTS / f"{name}.png")
        screenshot(self.page, SHOTS, name)

    def __call__(self, step: str, *controls: str) -> None:
        """At ``step`` (in both languages with ``switch``): whose turn, the board, the
        prompt's title and its ``controls`` (test ids) inside the viewport together; no
        sideways scroll."""
        self.check(step, controls)
        if self.switch:
            self.switch(self.page)
            self.check(step, controls)

    def check(self, step: str, controls: tuple[str, ...]) -> None:
        page, where = self.page, f"{self.name} {self.lang()} {step}"
        self.langs.add(self.lang())
        self.shot(step)
        expect(page.get_by_test_id("handover")).to_be_hidden()
        seen = page.evaluate(TURN_SEEN)
        assert seen["inside"] and not seen["covered"], (where, seen)
        match = Match.from_record(record(page))
        seat = match.game.to_move(match.state)
        assert match.players[seat] in seen["text"], (where, seen["text"])
        head = page.get_by_test_id(self.step_box).locator("h3").first
        for what, loc in [("turn", page.get_by_test_id("turn")), ("board", page.get_by_test_id("board")),
                          ("prompt", head), *[(c, page.get_by_test_id(c)) for c in controls]]:
            expect(loc).to_be_visible()
            seen = loc.evaluate(SEEN)
            if seen:
                self.problems.append(f"{where}: {what} {seen} ({loc.bounding_box()}, scrollY {page.evaluate('scrollY')})")
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"], where
        if self.extra:
            self.extra(page, where, self.problems)

    def done(self, capsys, what: str = "") -> None:
        """Every step's problems together; both languages checked when switching; the
        screenshots' names printed with ``SPEELTAFEL_SHOTS=1``."""
        assert not self.problems, "\n".join(self.problems)
        if self.switch:
            assert self.langs == {"en", "nl"}, self.langs
        if SHOTS_WANTED:
            with capsys.disabled():
                print(f"\nscreenshots ({self.name}, {what}):", *map(str, self.shots), sep="\n  ")
