"""The first screen written into index.html (tools/first_screen.py, issue 14): every game of
the registry with its "New game" button and both rules links, each text in both languages,
escaped."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from core import registry
from tools import first_screen
from tools.console import BuildError
from tools.paths import WEB

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"


class _Scan(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.text: list[tuple[str | None, str]] = []
        self._lang: list[str | None] = [None]

    def handle_starttag(self, tag, attrs):
        values = {k: v or "" for k, v in attrs}
        self.elements.append((tag, values))
        self._lang.append(values.get("lang", self._lang[-1]))

    def handle_endtag(self, tag):
        self._lang.pop()

    def handle_data(self, data):
        if data.strip():
            self.text.append((self._lang[-1], data.strip()))


def _scan(markup: str) -> _Scan:
    scan = _Scan()
    scan.feed(markup)
    return scan


def test_every_game_has_its_button_and_rules_links_in_both_languages():
    scan = _scan(first_screen.first_screen(WEB))
    buttons = {a["data-first-game"] for tag, a in scan.elements if "data-first-game" in a}
    assert buttons == set(registry.ids())
    links = {a["href"] for tag, a in scan.elements if tag == "a"}
    for gid in registry.ids():
        assert {f"rules/{gid}.nl.html", f"rules/{gid}.en.html"} <= links
        titles = registry.about(gid)["titles"]
        assert ("nl", titles["nl"]) in scan.text and ("en", titles["en"]) in scan.text
    assert {"rules/index.nl.html", "rules/index.en.html"} <= links
    # every text belongs to one language, except the brand and the title
    assert {text for lang, text in scan.text if lang is None} == {"Speeltafel"}
    switch = [a for tag, a in scan.elements if "data-first-lang" in a]
    assert len(switch) == 1 and switch[0]["data-label-nl"] and switch[0]["data-label-en"]


def test_the_rules_pages_it_links_exist_in_the_built_site():
    html = (DIST / "index.html").read_text(encoding="utf-8")
    scan = _scan(html)
    hrefs = [a["href"] for tag, a in scan.elements if tag == "a" and a.get("href", "").startswith("rules/")]
    assert hrefs and all((DIST / href).is_file() for href in hrefs)
    assert 'data-testid="first-screen"' in html and "speeltafel:first-screen" not in html


def test_texts_from_the_registry_are_escaped(monkeypatch):
    about = registry.about

    def hostile(gid):
        found = about(gid)
        return {**found, "titles": {"nl": "<b>nl</b>", "en": "A & <i>B</i>"}}

    monkeypatch.setattr(registry, "about", hostile)
    markup = first_screen.first_screen(WEB)
    assert "<b>" not in markup and "<i>" not in markup
    assert "&lt;b&gt;nl&lt;/b&gt;" in markup and "A &amp; &lt;i&gt;B&lt;/i&gt;" in markup


def test_the_page_needs_exactly_one_marker(tmp_path):
    (tmp_path / "index.html").write_text("<body></body>", encoding="utf-8")
    with pytest.raises(BuildError, match="speeltafel:first-screen"):
        first_screen.write_first_screen(tmp_path, WEB)
