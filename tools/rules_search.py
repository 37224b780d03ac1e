"""The offline search index of the rules reference: ``rules/search.<lang>.json``, one per
language, written by ``tools/rules_pages.py`` next to the pages and read by
``public/rules/rules.js`` (the search box of every rules page). Standard library only.

Every ``<section id>`` of every page in that language (the rules index excepted: it is a list
of links) becomes one entry, in page order, then document order::

    {"pages": {"keyflower.nl.html": "Keyflower: spelregels", ...},
     "sections": [["keyflower.nl.html", "bid", "Bieden", "the section's text"], ...]}

An entry's title is the text of the section's first heading; its text is what a reader sees
in it (words of a nested section belong to that section only), without figures' drawings
(``<svg>``) and example records (``<pre>``: notation, not prose). Both are plain text with
entities decoded and white space collapsed: the script shows them as text, never as HTML.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser

#: Elements whose text is not searched (see the module docstring).
SKIPPED = {"svg", "pre", "script", "style", "template"}
HEADINGS = {"h2", "h3", "h4"}
#: Elements whose start separates words (an inline one, such as <a>, does not).
BLOCKS = {"p", "li", "td", "th", "dt", "dd", "figcaption", "caption", "div", "ol", "ul", "dl",
          "section", "table", "tr", "figure", "blockquote", "h2", "h3", "h4"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


@dataclass
class Entry:
    """One section of one page: where it is, its heading and its text."""

    page: str
    id: str
    title: str = ""
    words: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join("".join(self.words).split())


class _Sections(HTMLParser):
    """Splits one page into its sections' texts."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.entries: list[Entry] = []
        self.stack: list[tuple[str, Entry | None]] = []  # open elements, with the section each opens
        self.skipping = 0  # open SKIPPED elements
        self.heading: list[str] | None = None  # the title being read, if any

    def current(self) -> Entry | None:
        for _, entry in reversed(self.stack):
            if entry is not None:
                return entry
        return None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            self.handle_data(" ")  # <br>, <img>: words on either side stay apart
            return
        ident = dict(attrs).get("id")
        entry = None
        if tag == "section" and ident:
            entry = Entry(self.page, ident)
            self.entries.append(entry)
        self.stack.append((tag, entry))
        if tag in SKIPPED:
            self.skipping += 1
        owner = self.current()
        if tag in HEADINGS and owner is not None and not owner.title and self.heading is None:
            self.heading = []
        if tag in BLOCKS:
            self.handle_data(" ")  # the words of two blocks stay apart

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_data(" ")

    def handle_endtag(self, tag: str) -> None:
        if not any(open_tag == tag for open_tag, _ in self.stack):
            return  # a stray end tag (html.parser is lenient): nothing to close
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag in SKIPPED:
                self.skipping -= 1
            if open_tag in HEADINGS and self.heading is not None:
                owner = self.current()
                if owner is not None:
                    owner.title = " ".join("".join(self.heading).split())
                self.heading = None
            if open_tag == tag:
                break
        if tag in BLOCKS:
            self.handle_data(" ")

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        if self.heading is not None:
            self.heading.append(data)
        owner = self.current()
        if owner is not None:
            owner.words.append(data)


def sections(page: str, text: str) -> list[Entry]:
    """The sections of the page ``page`` (its file name) whose HTML is ``text``."""
    parser = _Sections(page)
    parser.feed(text)
    parser.close()
    return parser.entries


def search_index(pages: dict[str, str], titles: dict[str, str]) -> str:
    """The JSON text of one language's index. ``pages``: file name -> HTML of every page to
    search, in the order results should list them; ``titles``: file name -> page title."""
    rows = [[e.page, e.id, e.title, e.text] for name, text in pages.items() for e in sections(name, text)]
    return json.dumps({"pages": {name: titles[name] for name in pages}, "sections": rows},
                      ensure_ascii=False, separators=(",", ":")) + "\n"
