"""Read one bilingual rules source (``core/reference.html``, ``core/<game>/reference.html``) and
split it into its Dutch and its English page text. Standard library only (``html.parser``).

The source format, in full:

- At the top level stand ``<page-title>`` (the page title, before `` · Speeltafel``),
  ``<main>`` (the page body) and, for a game, ``<index-entry>`` (its line on the rules index,
  after "N players."). Whitespace between them is ignored; anything else is an error.
- ``<nl>...</nl><en>...</en>`` is a *pair*: the Dutch page gets the first half's content, the
  English page the second's, the tags themselves are dropped. The English half must follow the
  Dutch half at once (only whitespace between, which is dropped too); a half without its
  partner is a ``SourceError`` naming the section (the nearest ancestor with an ``id``). A half
  may be written empty on purpose (``<nl></nl>``) for text that exists in one language only.
- Everything outside pairs (figures, example records, score tables, markup) is written once and
  goes into both pages as it is. An attribute that needs words, such as an SVG's
  ``aria-label``, is written twice as ``aria-label:nl="..."`` and ``aria-label:en="..."``.
- ``<!-- comments -->`` are notes for whoever edits the source and reach neither page.
- Both languages must end up with the same ``id`` anchors, each once (the rule ids link there).

Element text is copied byte for byte (entities stay as written), so a generated page is the
source minus the other language.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

LANGS = ("nl", "en")
#: The top-level elements of a source and whether each must be present.
PARTS = {"page-title": True, "main": True, "index-entry": False}
_NAMES = {"nl": "Dutch", "en": "English"}
_TAG_NAME = re.compile(r"<\s*([^\s/>]+)")
_ATTR_NAME = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?""")
#: HTML elements that have no end tag.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class SourceError(ValueError):
    """A rules source that cannot be split into two matching pages."""


@dataclass
class Split:
    """One language's parts of a source: the inner text of each top-level element, and the
    ids in the order they appear."""

    parts: dict[str, str] = field(default_factory=dict)
    ids: list[str] = field(default_factory=list)


class _Splitter(HTMLParser):
    """Streams the source once, writing each token to the language(s) it belongs to."""

    def __init__(self, name: str) -> None:
        super().__init__(convert_charrefs=False)
        self.name = name
        self.out = {lang: Split() for lang in LANGS}
        self.part: str | None = None  # the top-level element being read
        self.depth = 0  # open elements inside it
        self.stack: list[tuple[str, str | None]] = []  # (raw tag name, id) of open elements
        self.half: str | None = None  # "nl"/"en" while inside a pair's half
        self.half_depth = 0
        self.waiting = False  # a Dutch half closed; its English half must come next (only
        # whitespace may stand between them, and it is dropped)

    # -- where we are ----------------------------------------------------------------------

    def where(self) -> str:
        for _, ident in reversed(self.stack):
            if ident:
                return f"section {ident!r}"
        return f"<{self.part}>" if self.part else "the top level"

    def fail(self, why: str) -> SourceError:
        line = self.getpos()[0]
        return SourceError(f"{self.name}: {self.where()} (line {line}): {why}")

    def missing_english(self) -> SourceError:
        return self.fail("Dutch text (<nl>) without its English half (<en>) right after it")

    # -- writing -----------------------------------------------------------------------------

    def emit(self, text: str, lang: str | None = None) -> None:
        """Write ``text`` to one language, or to the current half's, or to both."""
        if self.part is None:
            raise self.fail(f"text outside <page-title>, <main> and <index-entry>: {text.strip()[:40]!r}")
        for target in ([lang] if lang else [self.half] if self.half else LANGS):
            parts = self.out[target].parts
            parts[self.part] = parts.get(self.part, "") + text

    def settle(self) -> None:
        """Something other than whitespace or an English half follows: a pending Dutch half
        was left alone."""
        if self.waiting:
            raise self.missing_english()

    # -- tokens ------------------------------------------------------------------------------

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.start(tag, attrs, self.get_starttag_text() or "", closed=False)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.start(tag, attrs, self.get_starttag_text() or "", closed=True)

    def start(self, tag: str, attrs: list[tuple[str, str | None]], raw: str, closed: bool) -> None:
        if self.part is None:
            if tag not in PARTS or closed:
                raise self.fail(f"unexpected <{tag}> at the top level (expected one of {sorted(PARTS)})")
            if tag in self.out["nl"].parts:
                raise self.fail(f"<{tag}> given twice")
            self.part, self.depth = tag, 0
            for lang in LANGS:
                self.out[lang].parts[tag] = ""
            return
        if tag in LANGS:
            self.open_half(tag, closed)
            return
        self.settle()
        ident = dict(attrs).get("id")
        if ident:
            for lang in [self.half] if self.half else LANGS:
                self.out[lang].ids.append(ident)
        if any(name.endswith((":nl", ":en")) for name, _ in attrs):
            for lang in [self.half] if self.half else LANGS:
                self.emit(_start_tag(raw, attrs, lang, closed), lang)
        else:
            self.emit(raw)
        if not closed and tag not in VOID:
            match = _TAG_NAME.match(raw)
            self.stack.append((match.group(1) if match else tag, ident))
            self.depth += 1
            if self.half:
                self.half_depth += 1

    def open_half(self, lang: str, closed: bool) -> None:
        if self.half:
            raise self.fail(f"<{lang}> inside <{self.half}>")
        if lang == "nl":
            self.settle()
        elif not self.waiting:
            raise self.fail("English text (<en>) without its Dutch half (<nl>) right before it")
        self.waiting = False
        if closed:  # <nl/>: an empty half, written on purpose
            self.waiting = lang == "nl"
            return
        self.half, self.half_depth = lang, 0

    def handle_endtag(self, tag: str) -> None:
        if self.part is None:
            raise self.fail(f"</{tag}> at the top level")
        if tag in LANGS and self.half == tag and self.half_depth == 0:
            self.half = None
            self.waiting = tag == "nl"
            return
        if tag in LANGS:
            raise self.fail(f"</{tag}> without its <{tag}>")
        if self.depth == 0:
            if tag != self.part:
                raise self.fail(f"</{tag}> closes <{self.part}>")
            self.settle()
            self.part = None
            return
        if self.half and self.half_depth == 0:
            raise self.fail(f"</{tag}> inside <{self.half}> closes an element opened outside it")
        self.settle()
        raw_name, _ = self.stack.pop()
        if raw_name.lower() != tag:
            raise self.fail(f"</{tag}> closes <{raw_name}>")
        self.depth -= 1
        if self.half:
            self.half_depth -= 1
        self.emit(f"</{raw_name}>")

    def handle_data(self, data: str) -> None:
        if self.waiting and not data.strip():
            return
        if self.part is None:
            if data.strip():
                self.emit(data)  # raises: text outside the parts
            return
        self.settle()
        self.emit(data)

    def handle_entityref(self, name: str) -> None:
        self.settle()
        self.emit(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.settle()
        self.emit(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        """Notes for editors: kept out of both pages."""

    def handle_decl(self, decl: str) -> None:
        raise self.fail(f"<!{decl}> in a source (the page shell is written by the tool)")

    def handle_pi(self, data: str) -> None:
        raise self.fail(f"<?{data}> in a source")


def _start_tag(raw: str, attrs: list[tuple[str, str | None]], lang: str, closed: bool) -> str:
    """The start tag for ``lang``: ``name:<lang>`` becomes ``name``, the other language's
    ``name:<other>`` is dropped, every other attribute is kept."""
    match = _TAG_NAME.match(raw)
    out = [match.group(1) if match else "?"]
    # html.parser lowercases attribute names; SVG's are written in camel case (viewBox).
    spelled = {n.lower(): n for n in _ATTR_NAME.findall(raw[match.end() if match else 0:])}
    for name, value in attrs:
        name = spelled.get(name, name)
        base, _, suffix = name.rpartition(":")
        if suffix in LANGS and base:
            if suffix != lang:
                continue
            name = base
        out.append(name if value is None else f'{name}="{html.escape(value, quote=True)}"')
    return "<" + " ".join(out) + ("/>" if closed else ">")


def split_source(text: str, name: str) -> dict[str, Split]:
    """The Dutch and English parts of the source ``text`` (``name`` is used in errors).

    Raises ``SourceError`` for a half without its partner (naming the section), a missing
    required part, unbalanced tags, or anchors that differ between the languages."""
    splitter = _Splitter(name)
    splitter.feed(text)
    splitter.close()
    if splitter.waiting or splitter.half or splitter.part:
        if splitter.waiting:
            raise splitter.missing_english()
        raise splitter.fail(f"the source ends inside <{splitter.half or splitter.part}>")
    out = splitter.out
    for part, required in PARTS.items():
        if required and part not in out["nl"].parts:
            raise SourceError(f"{name}: no <{part}>")
    for lang in LANGS:
        ids = out[lang].ids
        doubles = sorted({i for i in ids if ids.count(i) > 1})
        if doubles:
            raise SourceError(f"{name}: the {_NAMES[lang]} page has these ids twice: {doubles}")
    if out["nl"].ids != out["en"].ids:
        only_nl = [i for i in out["nl"].ids if i not in out["en"].ids]
        only_en = [i for i in out["en"].ids if i not in out["nl"].ids]
        raise SourceError(f"{name}: the languages have different anchors "
                          f"(only Dutch: {only_nl}, only English: {only_en}, or another order)")
    return out
