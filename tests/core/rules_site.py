"""The rules pages as the build writes them, for the rules-reference tests: a temporary site
(``Site``), a parser of a page's ids, links, styles and example records (``parse``), the text of
one section (``section``) and the example records as rendered (``rendered_records``)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from tools.rules_pages import page_names, render_pages

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "public"
#: The stylesheet every page links; build.py copies it from public/ next to the pages.
STYLESHEET = PUBLIC / "rules" / "rules.css"
LANGS = ("nl", "en")
#: Every generated page's file name, known without writing them (for parametrising).
PAGE_FILES = [f"{page}.{lang}.html" for page in page_names() for lang in LANGS]


class Site:
    """A temporary site root holding ``rules/`` as the build writes it; other files of the
    site are found where build.py copies them from (public/, web/)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.rules = root / "rules"
        #: The folders that make up the site root; ``../x`` from rules/ lands in one of them.
        self.roots = (root, PUBLIC, ROOT / "web")

    def page(self, name: str) -> Path:
        return self.rules / name

    def file(self, relative_to_root: str) -> Path | None:
        """The file that becomes ``dist/<relative_to_root>``, if any."""
        for base in self.roots:
            candidate = base / relative_to_root
            if candidate.is_file():
                return candidate
        return None


#: Attributes that load or point at another file.
URL_ATTRS = {"href", "src", "srcset", "action", "data", "poster", "xlink:href", "formaction",
             "background", "cite", "manifest", "ping"}
CSS_URL = re.compile(r"""url\(\s*(['"]?)(.*?)\1\s*\)|@import\s+(['"])(.*?)\3""", re.IGNORECASE)


class Page(HTMLParser):
    """Ids, links, the html lang, inline CSS and <pre class="record"> blocks of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.urls: list[tuple[str, str, str]] = []  # (tag, attribute, value)
        self.lang: str | None = None
        self.tags: list[str] = []
        self.styles: list[str] = []
        self.stylesheets: list[str] = []
        self.records: list[dict] = []
        self._record: dict | None = None
        self._style = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append(tag)
        if tag == "html":
            self.lang = a.get("lang")
        if a.get("id"):
            self.ids.append(a["id"])
        for name, value in attrs:
            if name in URL_ATTRS and value is not None:
                self.urls.append((tag, name, value))
            if name == "style" and value:
                self.styles.append(value)
        if tag == "link" and "stylesheet" in (a.get("rel") or "").split():
            self.stylesheets.append(a.get("href", ""))
        if tag == "style":
            self._style = True
        if tag == "pre" and "record" in (a.get("class") or "").split():
            self._record = {"attrs": a, "text": ""}

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "style":
            self._style = False
        if tag == "pre" and self._record is not None:
            self.records.append(self._record)
            self._record = None

    def handle_data(self, data):
        if self._style:
            self.styles.append(data)
        if self._record is not None:
            self._record["text"] += data


_PARSED: dict[Path, Page] = {}


def parse(path: Path) -> Page:
    if path not in _PARSED:
        assert path.is_file(), f"missing page {path.name}"
        page = Page()
        page.feed(path.read_text(encoding="utf-8"))
        page.close()
        _PARSED[path] = page
    return _PARSED[path]


def rendered_records() -> list[tuple[str, int, dict]]:
    """(page, index, attributes) of every example record, for parametrising: read from the
    pages rendered in memory, since the session's pages are written only when tests run. The
    tests take the record itself from the written page (``_record``)."""
    out = []
    for name, text in sorted(render_pages().items()):
        page = Page()
        page.feed(text)
        page.close()
        for i, rec in enumerate(page.records):
            out.append((name, i, rec["attrs"]))
    return out


def record(site: Site, name: str, index: int, attrs: dict) -> dict:
    records = parse(site.page(name)).records
    assert index < len(records) and records[index]["attrs"] == attrs, f"{name} record {index}: not as rendered"
    return records[index]


class Section(HTMLParser):
    """The ids and the text inside the element whose id is ``target`` (nested tags included)."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self, target: str) -> None:
        super().__init__(convert_charrefs=True)
        self.target = target
        self.found = False
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.text: list[str] = []
        self._stack: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        inside = bool(self._stack)
        if not inside and a.get("id") == self.target:
            self.found = True
            inside = True
        elif inside:
            if a.get("id"):
                self.ids.append(a["id"])
            if tag == "a" and a.get("href"):
                self.hrefs.append(a["href"])
        if inside and tag not in self.VOID:
            self._stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self._stack and tag not in self.VOID and self._stack[-1] == tag:
            self._stack.pop()

    def handle_endtag(self, tag):
        if self._stack and tag in self._stack:
            while self._stack and self._stack.pop() != tag:
                pass

    def handle_data(self, data):
        if self._stack:
            self.text.append(data)

    @property
    def flat(self) -> str:
        return " ".join("".join(self.text).split())


def section(path: Path, target: str) -> Section:
    s = Section(target)
    s.feed(path.read_text(encoding="utf-8"))
    s.close()
    assert s.found, f"{path.name} has no element with id={target!r}"
    return s
