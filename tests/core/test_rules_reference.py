"""The rules reference as the build writes it into ``dist/rules/`` (``tools.rules_pages`` from
``core/reference.html`` and ``core/<game>/reference.html``; here into a temporary site folder):
every rule id has its section in both languages, every error links to an existing page and
anchor, and the pages are self-contained (relative, local links only), so they work offline
under any path.

Standard library only (html.parser); the rule ids come from the core, never from a copy.
"""

from __future__ import annotations

import ast
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from core import registry
from core.errors import GENERAL_RULE_IDS, RuleError
from core.match import Match
from tools.rules_pages import page_names, render_pages, write_rules_pages

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


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Site:
    root = tmp_path_factory.mktemp("site")
    write_rules_pages(root / "rules")
    return Site(root)

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


def game_rule_ids() -> list[tuple[str, str]]:
    return [(g.id, rule) for g in registry.games().values() for rule in g.rule_ids]


def anchor(rule: str) -> str:
    return rule.split("/", 1)[1]


def test_there_are_pages_and_a_stylesheet(site):
    names = {p.name for p in site.rules.glob("*.html")}
    assert names == set(PAGE_FILES), "the pages written differ from page_names()"
    for base in ("index", "general"):
        for lang in LANGS:
            assert f"{base}.{lang}.html" in names
    assert STYLESHEET.is_file()


@pytest.mark.parametrize("game_id", list(registry.games()))
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_rule_has_a_section(site, game_id, lang):
    game = registry.games()[game_id]
    assert game.rule_ids, f"{game_id} lists no rule ids"
    ids = set(parse(site.page(f"{game_id}.{lang}.html")).ids)
    missing = [r for r in game.rule_ids if anchor(r) not in ids]
    assert not missing, f"{game_id}.{lang}.html has no section for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_general_rule_has_a_section(site, lang):
    ids = set(parse(site.page(f"general.{lang}.html")).ids)
    missing = [r for r in GENERAL_RULE_IDS if anchor(r) not in ids]
    assert not missing, f"general.{lang}.html has no section for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_stad_en_land_explains_its_interpretations_and_notation(site, lang):
    ids = set(parse(site.page(f"stad-en-land.{lang}.html")).ids)
    assert {"interpretations", "notation", "options"} <= ids


def _rules_by_page() -> dict[str, list[str]]:
    """Every rule id (games and general), grouped by the reference page RuleError links to."""
    out: dict[str, list[str]] = {}
    for rule in [r for _, r in game_rule_ids()] + list(GENERAL_RULE_IDS):
        out.setdefault(RuleError(rule, "", "").reference, []).append(rule)
    return out


@pytest.mark.parametrize("reference", list(_rules_by_page()))
@pytest.mark.parametrize("lang", LANGS)
def test_rule_error_links_point_at_an_existing_page_and_anchor(site, reference, lang):
    problems = []
    for rule in _rules_by_page()[reference]:
        href = RuleError(rule, "", "").href(lang)
        path, _, frag = href.partition("#")
        assert path.startswith("rules/") and path.endswith(f".{lang}.html"), href
        target = site.root / path
        if not target.is_file():
            problems.append(f"{rule} -> {href}: no such page")
        elif not frag or frag not in parse(target).ids:
            problems.append(f"{rule} -> {href}: no such anchor")
    assert not problems, problems


def _raised_rule_ids() -> list[tuple[str, str]]:
    """Every literal rule id passed straight to RuleError(...) anywhere in core/."""
    found = []
    for path in sorted((ROOT / "core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name == "RuleError" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.append((str(path.relative_to(ROOT)), first.value))
    return found


def test_every_rule_id_the_core_raises_is_documented():
    raised = _raised_rule_ids()
    assert raised, "found no RuleError(...) calls in core/: the scan is broken"
    known = set(GENERAL_RULE_IDS) | {r for _, r in game_rule_ids()}
    unknown = sorted({f"{where}: {rule}" for where, rule in raised if rule not in known})
    assert not unknown, f"rule ids without a section in the reference: {unknown}"


@pytest.mark.parametrize("page_name", PAGE_FILES)
def test_page_declares_its_language_and_links_the_other_one(site, page_name):
    page = site.page(page_name)
    parsed = parse(page)
    m = re.fullmatch(r"(.+)\.(nl|en)\.html", page.name)
    assert m, f"{page.name} is not named <name>.<nl|en>.html"
    base, lang = m.groups()
    assert parsed.lang == lang, f"{page.name} declares lang={parsed.lang!r}"
    other = "en" if lang == "nl" else "nl"
    hrefs = [v for _, attr, v in parsed.urls if attr == "href"]
    assert f"{base}.{other}.html" in hrefs, f"{page.name} has no link to its {other} version"
    assert "../index.html" in hrefs, f"{page.name} has no link back to the game"
    assert "rules.css" in parsed.stylesheets, f"{page.name} does not use rules.css"


@pytest.mark.parametrize("page_name", [p for p in PAGE_FILES if p.endswith(".nl.html")])
def test_both_languages_have_the_same_anchors(site, page_name):
    page = site.page(page_name)
    nl = parse(page).ids
    en = parse(page.with_name(page.name.replace(".nl.html", ".en.html"))).ids
    assert len(nl) == len(set(nl)), f"duplicate ids in {page.name}"
    assert len(en) == len(set(en)), f"duplicate ids in the English {page.name}"
    assert set(nl) == set(en), f"anchors differ: only nl {set(nl) - set(en)}, only en {set(en) - set(nl)}"


def _check_local_target(site: Site, page: Path, value: str) -> str | None:
    """None if ``value`` (a URL found in ``page``) is a relative link to something that exists."""
    value = value.strip()
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or value.startswith("//") or value.startswith("/"):
        return f"{value!r} is not a relative local link"
    if not parts.path:  # "#anchor" on the same page
        if parts.fragment and parts.fragment not in parse(page).ids:
            return f"{value!r}: no such anchor"
        return None
    target = (page.parent / unquote(parts.path)).resolve()
    # A file of the site: a generated page, or one build.py copies from public/ or web/.
    try:
        rel = target.relative_to(site.root.resolve())
    except ValueError:
        return f"{value!r} leaves the site"
    found = site.file(rel.as_posix())
    if found is None:
        if rel.parts[0] == "rules":
            return f"{value!r}: no such file"
        return f"{value!r}: neither public/{rel} nor web/{rel} exists"
    if parts.fragment and found.suffix == ".html" and parts.fragment not in parse(found).ids:
        return f"{value!r}: no such anchor"
    return None


@pytest.mark.parametrize("page_name", PAGE_FILES)
def test_links_are_relative_local_and_exist(site, page_name):
    page = site.page(page_name)
    parsed = parse(page)
    problems = []
    for tag, attr, value in parsed.urls:
        for item in ([v.strip().split()[0] for v in value.split(",") if v.strip()] if attr == "srcset" else [value]):
            why = _check_local_target(site, page, item)
            if why:
                problems.append(f"<{tag} {attr}>: {why}")
    for css in parsed.styles:
        for m in CSS_URL.finditer(css):
            why = _check_local_target(site, page, m.group(2) or m.group(4))
            if why:
                problems.append(f"inline style: {why}")
    assert not problems, f"{page.name}: {problems}"


@pytest.mark.parametrize("name", PAGE_FILES + ["rules.css"])
def test_nothing_refers_to_another_origin(site, name):
    path = STYLESHEET if name == "rules.css" else site.page(name)
    text = path.read_text(encoding="utf-8")
    for pattern in (r"https?:", r"""(?:["'(=\s])//[^\s"')]""", r"\bftp:", r"\bwss?:"):
        hit = re.search(pattern, text, re.IGNORECASE)
        assert not hit, f"{path.name} refers to another origin: ...{text[max(0, hit.start() - 40):hit.end() + 40]}..."
    if path.suffix == ".html":
        assert "script" not in parse(path).tags, f"{path.name} has a script; the reference needs no JavaScript"


def test_stylesheet_loads_nothing_else():
    css = STYLESHEET.read_text(encoding="utf-8")
    assert not CSS_URL.search(css), "rules.css loads another file (fonts, images, imports)"


def _records() -> list[tuple[str, int, dict]]:
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


def _record(site: Site, name: str, index: int, attrs: dict) -> dict:
    records = parse(site.page(name)).records
    assert index < len(records) and records[index]["attrs"] == attrs, f"{name} record {index}: not as rendered"
    return records[index]


@pytest.mark.parametrize("name,index,attrs", _records(), ids=lambda x: str(x) if not isinstance(x, dict) else "")
def test_example_records_replay_as_the_page_says(site, name, index, attrs):
    rec = _record(site, name, index, attrs)
    match = Match.from_record(rec["text"])  # raises ReplayError if the example is not legal
    attrs = rec["attrs"]
    if "data-over" in attrs:
        assert match.over == (attrs["data-over"] == "true"), f"{name} record {index}: over"
    if "data-winners" in attrs:
        expected = [int(s) for s in attrs["data-winners"].split()]
        assert match.game.winners(match.state) == expected, f"{name} record {index}: winners"
    if "data-capitals" in attrs:
        assert match.game.detail(match.state)["capitals"] == attrs["data-capitals"].split(), \
            f"{name} record {index}: capitals"
    if "data-removed" in attrs:
        removed = sorted(sq for e in match.events[-1] if e.get("kind") == "removed" for sq in e["squares"])
        assert removed == sorted(attrs["data-removed"].split()), f"{name} record {index}: removed squares"


def test_the_example_records_are_found(site):
    # Guards the test above: the Stad en Land pages carry replayable examples.
    names = [name for name, _, _ in _records()]
    assert all(len(parse(site.page(n)).records) == names.count(n) for n in set(names))
    for lang in LANGS:
        assert names.count(f"stad-en-land.{lang}.html") >= 2


# -- New England and Eden: provisional values, readings, examples ------------------------------

import importlib  # noqa: E402


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


@pytest.mark.parametrize("name,index,attrs", [r for r in _records() if {"data-money", "data-mana"} & set(r[2])],
                         ids=lambda x: str(x) if not isinstance(x, dict) else "")
def test_example_money_is_what_the_page_says(site, name, index, attrs):
    rec = _record(site, name, index, attrs)
    match = Match.from_record(rec["text"])
    attrs = rec["attrs"]
    if "data-money" in attrs:
        assert list(match.state.money) == _numbers(attrs["data-money"]), f"{name} record {index}: money"
    if "data-mana" in attrs:
        assert list(match.state.mana) == _numbers(attrs["data-mana"]), f"{name} record {index}: mana"


def test_the_new_games_have_example_records():
    names = [name for name, _, _ in _records()]
    for game_id in ("new-england", "eden"):
        for lang in LANGS:
            assert names.count(f"{game_id}.{lang}.html") >= 1, f"{game_id}.{lang}.html has no example record"
