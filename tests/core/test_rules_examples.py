"""The examples, stand-ins and readings of the rules pages (generated as the build does; see
test_rules_reference.py): every example record replays as its page says, every PROVISIONAL
value and every reading of a game's data module is explained, the index links every game.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter

import pytest

from core import registry
from core.match import Match
from tests.core.rules_site import (LANGS, parse, record, rendered_listings, rendered_records,
                                   section)
from tools import rules_pages
from tools.rules_fragments import assemble


@pytest.mark.parametrize("name,index,attrs", rendered_records(), ids=lambda x: str(x) if not isinstance(x, dict) else "")
def test_example_records_replay_as_the_page_says(site, name, index, attrs):
    rec = record(site, name, index, attrs)
    match = Match.from_record(rec["text"])  # raises ReplayError if the example is not legal
    attrs = rec["attrs"]
    if "data-over" in attrs:
        assert match.over == (attrs["data-over"] == "true"), f"{name} record {index}: over"
    if "data-winners" in attrs:
        expected = [int(s) for s in attrs["data-winners"].split()]
        assert match.game.winners(match.state) == expected, f"{name} record {index}: winners"
    if "data-capitals" in attrs:
        assert match.game.position(match.state, None)["capitals"] == attrs["data-capitals"].split(), \
            f"{name} record {index}: capitals"
    if "data-removed" in attrs:
        removed = sorted(sq for e in match.events[-1] if e.get("kind") == "removed" for sq in e["squares"])
        assert removed == sorted(attrs["data-removed"].split()), f"{name} record {index}: removed squares"


def _records_in_the_sources() -> Counter:
    """Page -> how many example records it shows, counted in the rules sources as text (the
    opening ``<pre class="record"`` tags, not through the page parser): an example is written
    once and shown in both languages."""
    out: Counter = Counter()
    for page, source in rules_pages.sources().items():
        count = len(re.findall(r'<pre class="record"[ >]', assemble(source)))
        for lang in LANGS:
            out[f"{page}.{lang}.html"] = count
    return out


@pytest.mark.parametrize("name,index", rendered_listings(), ids=str)
def test_legal_listings_show_what_legal_prints_after_their_record(site, name, index):
    """A <pre class="legal"> block shows the first lines ``python -m core legal`` prints
    for the example record before it (the chance steps the record leaves out drawn from its
    seed, as the command does), then ``…``; without ``…``, every line."""
    page = parse(site.page(name))
    listing = page.listings[index]
    assert listing["after"] >= 0, f"{name} listing {index} follows no example record"
    match = Match.from_record(page.records[listing["after"]]["text"])
    legal = sorted(match.legal_moves())
    lines = [line.strip() for line in listing["text"].strip().splitlines()]
    if lines[-1] == "…":
        lines = lines[:-1]
        legal = legal[:len(lines)]
    assert lines == legal, f"{name} listing {index}: legal prints {legal[:len(lines) + 2]}"


def test_the_legal_listings_are_found(site):
    # Guards the test above: the Carcassonne pages show what legal prints after a record.
    names = [name for name, _ in rendered_listings()]
    for lang in LANGS:
        assert names.count(f"carcassonne.{lang}.html") >= 2
    assert all(len(parse(site.page(n)).listings) == names.count(n) for n in set(names))


def test_the_example_records_are_found(site):
    # Guards the parametrised tests: exactly the examples the sources hold are rendered and
    # written, in both languages; every rules page (general and each game's) has at least one.
    rendered = Counter(name for name, _, _ in rendered_records())
    assert rendered == _records_in_the_sources()
    assert set(rendered) == {f"{page}.{lang}.html" for page in rules_pages.sources() for lang in LANGS}
    assert all(len(parse(site.page(n)).records) == rendered[n] for n in rendered)


# -- New England and Eden: provisional values, readings, examples ------------------------------

def _data_module(game_id: str):
    """The game's ``data`` module (``core/<package>/data.py``), or None."""
    package = type(registry.games()[game_id]).__module__
    try:
        return importlib.import_module(package + ".data")
    except ModuleNotFoundError:
        return None


def _with_table(name: str) -> list[str]:
    return [g for g in registry.games() if getattr(_data_module(g), name, None)]


def test_the_stand_in_games_publish_their_provisional_values():
    # Guards the parametrised tests below: they must not run over an empty list.
    assert {"new-england", "eden"} <= set(_with_table("PROVISIONAL"))
    assert "new-england" in _with_table("READINGS")


@pytest.mark.parametrize("game_id", ["new-england", "eden"])
@pytest.mark.parametrize("lang", LANGS)
def test_new_games_have_the_reference_sections(site, game_id, lang):
    ids = set(parse(site.page(f"{game_id}.{lang}.html")).ids)
    assert {"interpretations", "notation", "options", "provisional"} <= ids


@pytest.mark.parametrize("game_id", _with_table("PROVISIONAL"))
@pytest.mark.parametrize("lang", LANGS)
def test_every_provisional_value_is_listed(site, game_id, lang):
    """Each PROVISIONAL entry: its key (as an anchor ``prov-<key>`` and as text) and its
    description in this language appear inside the section id="provisional"."""
    table = _data_module(game_id).PROVISIONAL
    sec = section(site.page(f"{game_id}.{lang}.html"), "provisional")
    problems = []
    for key, text in table.items():
        if f"prov-{key}" not in sec.ids:
            problems.append(f"no anchor prov-{key}")
        if key not in sec.flat:
            problems.append(f"key {key!r} not shown")
        if " ".join(text[lang].split()) not in sec.flat:
            problems.append(f"{key}: the {lang} description differs from data.py")
    assert not problems, f"{game_id}.{lang}.html provisional section: {problems}"


@pytest.mark.parametrize("game_id", _with_table("READINGS"))
@pytest.mark.parametrize("lang", LANGS)
def test_every_reading_is_explained(site, game_id, lang):
    table = _data_module(game_id).READINGS
    sec = section(site.page(f"{game_id}.{lang}.html"), "interpretations")
    problems = [key for key, text in table.items()
                if f"r-{key}" not in sec.ids or " ".join(text[lang].split()) not in sec.flat]
    assert not problems, f"{game_id}.{lang}.html explains no reading (or an outdated one) for {problems}"


@pytest.mark.parametrize("lang", LANGS)
def test_eden_says_a_link_holds_every_hand(site, lang):
    sec = section(site.page(f"eden.{lang}.html"), "secrets")
    assert f"general.{lang}.html#hidden" in sec.hrefs
    word = {"nl": "link bevat alle handen", "en": "link contains every hand"}[lang]
    assert word in sec.flat.lower()


@pytest.mark.parametrize("lang", LANGS)
def test_the_index_links_every_game(site, lang):
    hrefs = [v for _, attr, v in parse(site.page(f"index.{lang}.html")).urls if attr == "href"]
    missing = [g for g in registry.games() if f"{g}.{lang}.html" not in hrefs]
    assert not missing, f"index.{lang}.html does not link {missing}"


def _numbers(attr: str) -> list[int]:
    return [int(s) for s in attr.split()]


@pytest.mark.parametrize("name,index,attrs", [r for r in rendered_records() if {"data-money", "data-mana"} & set(r[2])],
                         ids=lambda x: str(x) if not isinstance(x, dict) else "")
def test_example_money_is_what_the_page_says(site, name, index, attrs):
    rec = record(site, name, index, attrs)
    match = Match.from_record(rec["text"])
    attrs = rec["attrs"]
    if "data-money" in attrs:
        assert list(match.state.money) == _numbers(attrs["data-money"]), f"{name} record {index}: money"
    if "data-mana" in attrs:
        assert list(match.state.mana) == _numbers(attrs["data-mana"]), f"{name} record {index}: mana"
