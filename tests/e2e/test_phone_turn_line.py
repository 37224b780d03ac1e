"""Whose turn it is on a phone (360x740) and a portrait tablet (768x1024), by touch, in every
game with the longest names the new-game dialog accepts (40 characters) and the most seats
(issue 24): at positions where each game's turn line is longest (every phase of Keyflower in
spring and in winter, New England's buy step with a tile to place, Eden's conquest,
Carcassonne with the Halflings' half tiles, Stad en Land's open end), in Dutch and in English:

* the turn line takes at most two lines, whose turn it is stays readable (the seat's colour
  word and "to move" whole, the name cut with an ellipsis at worst and given whole in its
  title), and the line lies in the viewport; the page does not scroll sideways;
* read as text (``innerText``, and the accessibility tree a screen reader reads) whose turn it
  is is one sentence, "<name> (<colour>) to move", with no line break after the name;
* Keyflower on a phone: the board keeps its size, so "Whole board" still shows the whole
  six-player board (a third line took about 20 px of it).

On a long line the turn line wrapped to a third line (Keyflower's work phase; New England's
four parts on a phone); read as text the name stood on a line of its own."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import press, reveal
from tests.e2e.page_moves import open_link, shot
from tests.e2e.test_keyflower_phone import whole_board_fits
from tests.e2e.test_small_screens import SIZES

#: The longest names the dialog takes (``maxlength`` 40): wide letters without a space, and
#: words that wrap.
NAMES = ["W" * 40, "Maximiliaan Wolfgang van Oranje-Nassau M",
         "M" * 40, "Wilhelmina Margaretha Adriana Boomgaards",
         "Ww" * 20, "Mwmwmwmwmw mwmwmwmwmw mwmwmwmwmw mwmwmwm"]

#: Whose turn it is as a sentence (web/app/i18n.py ``to_move``), ``name`` with its colour.
TO_MOVE = {"en": "{name} to move", "nl": "{name} is aan zet"}

#: The lines of text a box shows: the distinct rows of its text's line boxes, left out where
#: a clipping box inside it (an ellipsis, a hidden row) hides them. Text drawn by a box's
#: ``::before`` (``content``) counts as a line of that box.
LINES = """(box) => {
  const rows = [];
  const add = (rect, el) => {
    let top = rect.top, bottom = rect.bottom;
    for (let p = el; p && p !== box.parentElement; p = p.parentElement) {
      if (getComputedStyle(p).overflowY === "visible") continue;
      const c = p.getBoundingClientRect();
      top = Math.max(top, c.top); bottom = Math.min(bottom, c.bottom);
    }
    if (rect.width < 1 || bottom - top < 2) return;
    const mid = (top + bottom) / 2;
    if (!rows.some(y => Math.abs(y - mid) < (bottom - top) / 2)) rows.push(mid);
  };
  const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) add(r, n.parentElement);
  }
  for (const e of box.querySelectorAll("*")) {
    const c = getComputedStyle(e, "::before").content;
    if (c && c !== "none" && c !== "normal" && c !== '""') add(e.getBoundingClientRect(), e);
  }
  return rows.length;
}"""

#: Whether an element shows all of its text: not cut by itself or by a clipping box around it
#: inside ``turn``.
WHOLE = """(e, box) => {
  if (e.scrollWidth > e.clientWidth + 1) return false;
  const r = e.getBoundingClientRect();
  if (r.width < 1) return false;
  for (let p = e.parentElement; p && p !== box.parentElement; p = p.parentElement) {
    if (getComputedStyle(p).overflow === "visible") continue;
    const c = p.getBoundingClientRect();
    if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return false;
  }
  return true;
}"""

#: The text an element shows on screen, its own and its descendants', ``::before`` included.
SHOWN = """(e) => {
  const shown = (x) => {
    const c = getComputedStyle(x, "::before").content;
    let out = c && c.startsWith('"') ? JSON.parse(c) : "";
    for (const n of x.childNodes)
      out += n.nodeType === 3 ? n.data : n.nodeType === 1 && !n.matches(".sr-only") ? shown(n) : "";
    return out;
  };
  return shown(e);
}"""


@dataclass(frozen=True)
class Game:
    """A game as this test opens it: its seats' count, options, and the key of a position
    (None: not one to check); the first position of each key with a seat to move is checked."""
    players: int
    options: dict = field(default_factory=dict)
    key: Callable[[Match], str | None] = lambda m: "start"


def _keyflower(m: Match) -> str | None:
    # bidding, transport and upgrades (the longest words), building, winter's offer and
    # contract (the Merchants), in the first season and in winter: between seasons the turn
    # line's details change only in the season's word and the bag's count (texts.turn_details),
    # and winter's word is the longest in both languages (nl "winter" and "herfst" 6 letters,
    # "lente" and "zomer" 5; en all four 6), so summer and autumn (6 positions, some 20 s of
    # the file's time) added no longer line
    s = m.state
    if s.season_name not in ("spring", "winter"):
        return None
    return f"{s.season_name}-{s.phase}" if s.phase in ("play", "work", "build", "offer", "contract") else None


def _new_england(m: Match) -> str | None:
    # round, phase, price and purchases, and the tile to place: four parts
    s = m.state
    return f"{s.phase}-{'placing' if s.pending else 'choosing'}" if s.round else None


GAMES = {
    "keyflower": Game(6, {"merchants": "on"}, _keyflower),
    "new-england": Game(4, {}, _new_england),
    "eden": Game(4, {}, lambda m: "conquest" if m.state.conquest else "turn"),
    "carcassonne": Game(5, {}, lambda m: "tile" if m.state.drawn else "half"),
    "stad-en-land": Game(2, {}, lambda m: "open-end" if m.game.view(m.state, None)["open_ends"][m.state.to_move] else "start"),
}


@functools.cache
def positions(game: str) -> list[tuple[str, Match]]:
    """The first position of each of ``game``'s keys (:class:`Game`) with a seat to move, in
    one seeded game of long names played at random (at most 400 steps). Made once for both
    sizes (Keyflower's game takes 1.5-3 s); the tests only read the matches."""
    spec = GAMES[game]
    match = Match.new(game, NAMES[:spec.players], spec.options, seed=5)
    rnd, seen, out = random.Random(5), set(), []
    while not match.over and len(match.steps) < 400:
        if match.game.to_move(match.state) is not None:
            key = spec.key(match)
            if key is not None and key not in seen:
                seen.add(key)
                out.append((key, Match.from_record(match.record_text())))
        match.play(rnd.choice(match.legal_moves()))
    return out


def read_aloud(page, testid: str) -> list[str]:
    """The texts of the element ``testid`` in the accessibility tree a screen reader reads
    (Chromium's, through CDP): its text nodes in order, those hidden from it left out. A
    screen reader reads each as a piece of its own (a line in browse mode). Only the
    element's subtree is asked for (``queryAXTree``): the whole page's tree, walked from the
    element, gave the same texts in 96 of 96 checks and took 5 times as long (9.9 against
    1.8 s for the file, 2026-11-28)."""
    cdp = page.context.new_cdp_session(page)
    try:
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": f'[data-testid="{testid}"]'})
        nodes = cdp.send("Accessibility.queryAXTree", {"nodeId": node["nodeId"], "role": "StaticText"})["nodes"]
    finally:
        cdp.detach()
    return [n.get("name", {}).get("value", "") for n in nodes if not n.get("ignored")]


def check_turn_line(page, lang: str, match: Match, where: str) -> None:
    """The turn line at ``match``'s position with long names (see the module's text)."""
    seat = match.game.to_move(match.state)
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    turn = page.get_by_test_id("turn")
    box = turn.element_handle()
    assert turn.evaluate(LINES) <= 2, (where, turn.evaluate(SHOWN))
    # whose turn: the seat's colour and "to move" whole, the name cut at worst, whole in
    # its tooltip; every detail shown is whole
    colour = match.game.seat_names[lang][seat]
    words = turn.locator(".turn-words").last
    assert colour in words.evaluate(SHOWN) and words.evaluate(WHOLE, box), (where, words.evaluate(SHOWN))
    name = turn.locator(".turn-name")
    assert name.get_attribute("title") == f"{NAMES[seat]} ({colour})", where
    assert name.bounding_box()["width"] >= 40, (where, name.bounding_box())
    parts = turn.locator(".turn-part")
    if parts.count():
        assert parts.first.evaluate(WHOLE, box), (where, parts.first.evaluate(SHOWN))
    # read as text: one sentence, then the details (whole, parts out of sight included) on
    # one line
    sentence = TO_MOVE[lang].format(name=f"{NAMES[seat]} ({colour})")
    text = turn.inner_text().split("\n")
    assert text[0] == sentence and len(text) <= 2, (where, text)
    said = read_aloud(page, "turn")
    assert said[0] == sentence and len(said) <= 2, (where, said)
    if parts.count():
        assert text[1] == said[1] == "".join(parts.evaluate_all("ps => ps.map(p => p.dataset.text)")), (where, text)
    b = turn.bounding_box()
    assert b["y"] >= 0 and b["y"] + b["height"] <= height, (where, b)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, where


@pytest.fixture(scope="module", params=["phone", "tablet"])
def screen(request, browser, site):
    """(size name, one page of that size) for the whole module: every game's positions are
    opened on it by link (``page_moves.open_link``), so a size costs one page start, not one
    per game (a context and its start are 4-6 s of CPU; the turn line is what is tested)."""
    context = browser.new_context(**SIZES[request.param])
    yield request.param, context.new_page()
    context.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_long_turn_line_takes_two_lines_and_reads_as_one_sentence(game, screen, site, ready, watch):
    # each position in both languages: checked in the language the page shows (whichever
    # the test before left), then again after the language switch
    size, page = screen
    watch(page)
    found = positions(game)
    assert len(found) >= 2, found
    if game == "keyflower":
        assert {key.split("-")[0] for key, _ in found} == {"spring", "winter"}
        assert {key.split("-")[1] for key, _ in found} == {"play", "work", "build", "offer", "contract"}
    if game == "keyflower" and size == "phone":
        # the board's size with one-letter names: every long-named position keeps it (on a
        # tablet a short name leaves the details beside it, on one line, and a long one not)
        open_link(page, site, ready, Match.new("keyflower", list("ABCDEF"), GAMES[game].options, seed=5))
        reveal(page, True)
        side = page.get_by_test_id("board").bounding_box()["width"]
    checked, phases = set(), set()
    for key, match in found:
        # each position follows its link in the running app (page_moves.open_link; the
        # module's first one is a start): the turn line is what is tested, not the start
        open_link(page, site, ready, match)
        reveal(page, True)
        # Keyflower's 8 positions (spring's and winter's phases) are the file's most time:
        # the first of each phase is checked in both languages, the others in one, the
        # language turning at each, so every phase is still read in both languages
        phase = key.rsplit("-", 1)[-1]
        both = game != "keyflower" or phase not in phases
        phases.add(phase)
        for switch in ((False, True) if both else (True,)):
            if switch:
                other = {"en": "nl", "nl": "en"}[lang]
                press(page, "lang", True)
                expect(page.locator("html")).to_have_attribute("lang", other)
                reveal(page, True)
            lang = page.locator("html").get_attribute("lang")
            checked.add(lang)
            where = f"{game} {size} {lang} {key}"
            if game == "keyflower":
                zoom = page.get_by_test_id("kf-zoom")
                if zoom.get_attribute("data-zoom") != "whole":  # remembered for the next positions
                    press(page, "kf-zoom", True)
                    expect(zoom).to_have_attribute("data-zoom", "whole")
            shot(page, f"turn-line-{game}-{size}-{lang}-{key}")
            check_turn_line(page, lang, match, where)
            if game == "keyflower" and size == "phone":
                assert page.get_by_test_id("board").bounding_box()["width"] == side, where
                if match.state.phase == "play":  # the auction and every village
                    whole_board_fits(page, match.game.view(match.state, match.game.to_move(match.state)), where)
    assert checked == {"en", "nl"}, checked
