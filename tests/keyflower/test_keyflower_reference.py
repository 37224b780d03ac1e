"""Keyflower's rules page as a notation a stranger can write (issue 22): every kind of record
line has an example the page shows and these tests replay, and The Merchants' contracts and
extension costs (stand-ins) are listed exactly as the data modules hold them."""

from __future__ import annotations

import html
import re

import pytest

from core.keyflower import GAME
from core.keyflower.expansions.merchants.data import CONTRACTS, EXTENSIONS
from core.keyflower.expansions.merchants.state import of as part
from core.keyflower.expansions.merchants.state import put
from core.match import Match
from keyflower_helpers import chance
from tests.core.rules_site import LANGS, Page, Section
from tools.rules_pages import render_pages

#: Every chance line and every move verb of Keyflower (rule ``chance``, rule ``notation``).
CHANCE = ("homes", "screens", "winter", "ships", "contracts", "tiles", "cargo", "draw", "skills",
          "reshuffle")
VERBS = ("pass", "bid", "use", "carry", "upgrade", "done", "boat", "place", "offer", "flip",
         "purple", "assign", "best", "contract", "exchange", "replace", "extend")


def _page(lang: str) -> str:
    return render_pages()[f"keyflower.{lang}.html"]


def _section(lang: str, target: str) -> Section:
    s = Section(target)
    s.feed(_page(lang))
    s.close()
    assert s.found, target
    return s


def _records(lang: str) -> list[str]:
    page = Page()
    page.feed(_page(lang))
    page.close()
    return [html.unescape(r["text"]) for r in page.records]


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_s_records_use_every_line_of_the_notation(lang):
    """Rules ``chance`` and ``notation``: the example records (replayed by
    tests/core/test_rules_examples.py) hold every move verb and every chance line but the
    reshuffle, whose example line is applied below."""
    firsts = set()
    for text in _records(lang):
        match = Match.from_record(text)
        firsts |= {("* " if s.chance else "") + s.text.split()[0] for s in match.steps}
    missing = [v for v in VERBS if v not in firsts]
    missing += [f"* {k}" for k in CHANCE if f"* {k}" not in firsts and k != "reshuffle"]
    assert not missing, f"no example on the {lang} page for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_chance_table_shows_every_chance_line(lang):
    text = _section(lang, "chance").flat
    for k in CHANCE:
        assert f"* {k} " in text, f"{k} has no example in the chance table"


def test_the_reshuffle_example_is_a_line_the_game_takes():
    """Rule ``merchants-contracts``: when the three hidden piles are empty, the discards are
    shuffled into three new piles (the page's example line, with its discards), and the open
    contracts are refilled from the largest pile."""
    line = re.search(r"\* (reshuffle [c0-9+ -]+?)(?=\s*</code>)", _page("en"))
    assert line, "no reshuffle example on the page"
    words = line[1].split()[1:]
    discards = tuple(sorted(c for w in words for c in w.split("+") if w != "-"))
    state = GAME.setup(3, {"merchants": "on", "variant-a": "on"})
    state = chance(state, "homes 1 2 3", "screens bbbrrryy rrrryyyy bbbbyyyy",
                   "winter keythedral+scholar+windmill+artisan apothecary+jeweller+scribes+builder "
                   "key_market+watermill+village_hall+muleteer",
                   "contracts " + " ".join("+".join(f"c{i:02d}" for i in range(k, k + 12))
                                           for k in (0, 12, 24)))
    state = put(state, piles=((), (), ()), open_contracts=(), discard=discards)
    assert GAME.chance_kind(state) == "reshuffle"
    after = part(GAME.apply_chance(state, line[1]))
    assert after.discard == () and len(after.open_contracts) == 3
    assert sorted(after.open_contracts + tuple(c for p in after.piles for c in p)) == list(discards)


def _rows(lang: str, section: str) -> dict[str, tuple[str, ...]]:
    """The table rows of ``section``: first cell's code -> the other cells' codes."""
    page = _page(lang)
    start = page.index(f'<section id="{section}">')
    body = page[start:page.index("</section>", start)]
    rows = re.findall(r"<tr>((?:<td><code>[^<]*</code></td>)+)</tr>", body)
    cells = [tuple(re.findall(r"<code>([^<]*)</code>", r)) for r in rows]
    return {c[0]: c[1:] for c in cells}


@pytest.mark.parametrize("lang", LANGS)
def test_every_contract_and_extension_is_listed_as_the_data_holds_it(lang):
    assert _rows(lang, "merchants-contracts") == {c.id: ("+".join(c.items),) for c in CONTRACTS.values()}
    assert _rows(lang, "merchants-extensions") == {
        e.id: (e.colour, "+".join(e.cost)) for e in EXTENSIONS.values()}
