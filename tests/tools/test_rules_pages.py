"""tools.rules_source / tools.rules_pages: one bilingual source per rules page becomes a Dutch and
an English page. A half without its partner is an error naming the section; both languages get
the same anchors; an example written once reaches both pages unchanged.

What the generated pages say (rule ids, records, links) is checked by
tests/core/test_rules_reference.py."""

from __future__ import annotations

import re

import pytest

from core import registry
from tools.rules_pages import index_main, page_names, render_pages, sources, write_rules_pages
from tools.rules_fragments import assemble
from tools.rules_source import LANGS, SourceError, split_source

FIGURE = ('<figure><svg viewBox="0 0 10 10" aria-label:nl="Het bord" aria-label:en="The board">'
          '<rect x="1" y="1" width="8" height="8"/></svg>'
          '<figcaption><nl>Een bord</nl><en>A board</en></figcaption></figure>')
RECORD = '<pre class="record" data-over="false"><code>[Game "eden"]\n[Seed "1"]</code></pre>'


def source(main: str, title: str = "<nl>Regels</nl><en>Rules</en>") -> str:
    return f"<page-title>{title}</page-title>\n<main>\n{main}\n</main>\n"


def split(main: str) -> dict[str, str]:
    parts = split_source(source(main), "test.html")
    return {lang: parts[lang].parts["main"] for lang in LANGS}


def test_pairs_split_into_their_language():
    out = split('<section id="goal"><h2><nl>Het doel</nl><en>The aim</en></h2>\n'
                '<p><nl>Win.</nl>\n<en>Win it.</en></p></section>')
    assert out["nl"] == '\n<section id="goal"><h2>Het doel</h2>\n<p>Win.</p></section>\n'
    assert out["en"] == '\n<section id="goal"><h2>The aim</h2>\n<p>Win it.</p></section>\n'


@pytest.mark.parametrize("body,why", [
    ('<p><nl>Alleen Nederlands.</nl></p>', "without its English half"),
    ('<p><nl>Nederlands.</nl> en dan <en>English.</en></p>', "without its English half"),
    ('<p><nl>Nederlands.</nl><b>x</b><en>English.</en></p>', "without its English half"),
    ('<p><en>Only English.</en></p>', "without its Dutch half"),
    ('<p><en>English first.</en><nl>Nederlands.</nl></p>', "without its Dutch half"),
    ('<h2><nl>Kop</nl></h2><p>x</p>', "without its English half"),
])
def test_a_half_without_its_partner_names_the_section(body, why):
    text = source(f'<section id="segment">\n<h2><nl>Wegdeel</nl><en>Segment</en></h2>\n{body}\n</section>')
    with pytest.raises(SourceError) as caught:
        split_source(text, "core/x/reference.html")
    message = str(caught.value)
    assert "core/x/reference.html" in message
    assert "section 'segment'" in message
    assert why in message


def test_a_missing_half_at_the_end_of_the_source_is_an_error():
    with pytest.raises(SourceError, match="section 'end'.*without its English half"):
        split_source('<page-title>T</page-title><main><section id="end"><nl>Einde</nl>', "s.html")
    with pytest.raises(SourceError, match="section 'end'.*ends inside <nl>"):
        split_source('<page-title>T</page-title><main><section id="end"><nl>Einde', "s.html")
    with pytest.raises(SourceError, match="without its English half"):
        split_source('<page-title><nl>Regels</nl></page-title><main></main>', "s.html")


def test_an_empty_half_written_on_purpose_is_allowed():
    out = split('<h1>Stad en Land</h1>\n<nl></nl><en><p class="sub">City and Country</p></en>')
    assert "sub" not in out["nl"]
    assert '<p class="sub">City and Country</p>' in out["en"]


@pytest.mark.parametrize("body", [
    '<nl><nl>a</nl></nl><en>b</en>',
    '<p><nl>a</p></nl><en>b</en>',
    '<p>open',
    '<p></div>',
])
def test_broken_nesting_is_an_error(body):
    with pytest.raises(SourceError):
        split_source(source(f'<section id="s">{body}</section>'), "s.html")


def test_text_outside_the_parts_is_an_error():
    with pytest.raises(SourceError, match="outside"):
        split_source("stray words " + source("<p>x</p>"), "s.html")
    with pytest.raises(SourceError, match="no <main>"):
        split_source("<page-title>T</page-title>", "s.html")
    with pytest.raises(SourceError, match="top level"):
        split_source(source("<p>x</p>") + "<section></section>", "s.html")


def test_anchors_only_in_one_language_are_an_error():
    body = '<section id="a"><nl><p id="only-nl">x</p></nl><en><p>y</p></en></section>'
    with pytest.raises(SourceError, match="only Dutch: \\['only-nl'\\]"):
        split_source(source(body), "s.html")
    with pytest.raises(SourceError, match="twice"):
        split_source(source('<p id="a">x</p><p id="a">y</p>'), "s.html")


def test_an_example_is_written_once_and_emitted_into_both_pages():
    out = split(f'<section id="example">{FIGURE}\n{RECORD}</section>')
    for lang, label, caption in (("nl", "Het bord", "Een bord"), ("en", "The board", "A board")):
        assert f'<svg viewBox="0 0 10 10" aria-label="{label}">' in out[lang]
        assert '<rect x="1" y="1" width="8" height="8"/>' in out[lang]
        assert f"<figcaption>{caption}</figcaption>" in out[lang]
        assert RECORD in out[lang]
        assert "aria-label:" not in out[lang]


def test_comments_are_for_editors_only():
    out = split("<!-- a note: keep the anchor --><p>x</p>")
    assert "note" not in out["nl"] + out["en"]


# -- the real sources --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return render_pages()


def _ids(text: str) -> list[str]:
    return re.findall(r'\sid="([^"]+)"', text)


def test_every_page_is_written_in_both_languages(tmp_path):
    written = write_rules_pages(tmp_path / "rules")
    assert [p.name for p in written if p.suffix == ".html"] == sorted(
        f"{page}.{lang}.html" for page in page_names() for lang in LANGS)
    assert [p.name for p in written if p.suffix != ".html"] == [f"search.{lang}.json" for lang in sorted(LANGS)]
    assert {"index", "general", *registry.ids()} == set(page_names())


def test_both_languages_get_the_same_anchors(pages):
    for page in page_names():
        nl, en = _ids(pages[f"{page}.nl.html"]), _ids(pages[f"{page}.en.html"])
        assert nl, f"{page} has no anchors"
        assert nl == en, f"{page}: anchors differ"


def test_no_source_markup_reaches_a_page(pages):
    for name, text in pages.items():
        for leftover in ("<nl>", "</nl>", "<en>", "</en>", ":nl=", ":en=", "<page-title", "<index-entry"):
            assert leftover not in text, f"{name} contains {leftover}"


def test_the_real_examples_are_the_same_in_both_pages(pages):
    """The SVG figures and example records of each game page come from one source: apart
    from their words (titles, labels), the Dutch and English copies are identical."""
    figures = re.compile(r"<svg\b.*?</svg>|<pre class=\"record\".*?</pre>", re.S)
    words = re.compile(r"<title\b[^>]*>.*?</title>|<text\b[^>]*>.*?</text>|aria-label=\"[^\"]*\"", re.S)
    for page in sources():
        nl = [words.sub("", f) for f in figures.findall(pages[f"{page}.nl.html"])]
        en = [words.sub("", f) for f in figures.findall(pages[f"{page}.en.html"])]
        assert nl == en, f"{page}: the examples differ between the languages"
    assert any(figures.search(pages[f"{g}.nl.html"]) for g in registry.ids())


def test_the_index_lists_a_game_from_the_registry_with_its_entry():
    entries = {"eden": "<em>Entry</em>", "stad-en-land": "Another."}
    main = index_main("en", entries)
    assert '<li><a href="eden.en.html"><strong>Eden</strong></a>: 3–4 players. <em>Entry</em></li>' in main
    assert ('<li><a href="stad-en-land.en.html"><strong>Stad en Land (City and Country)</strong></a>: '
            "2 players. Another.</li>") in main
    assert main.index("eden.en.html") < main.index("stad-en-land.en.html")
    assert "2 spelers" in index_main("nl", entries)


def test_every_registered_game_has_a_source_and_an_index_line(pages):
    assert list(sources())[1:] == registry.ids()
    for lang in LANGS:
        for game_id in registry.ids():
            assert f'href="{game_id}.{lang}.html"' in pages[f"index.{lang}.html"]


def test_no_example_is_written_twice_in_a_source():
    """Figures, records and tables stand outside the language pairs: only words are paired."""
    halves = re.compile(r"<(nl|en)>(.*?)</\1>", re.S)
    for page, path in sources().items():
        text = assemble(path)
        assert halves.search(text), f"{path} has no language pairs"
        for m in halves.finditer(text):
            for tag in ("<svg", "<pre", "<table", "<figure", "<rect", "<line"):
                assert tag not in m.group(2), \
                    f"{page}: line {text[:m.start()].count(chr(10)) + 1} has {tag} inside <{m.group(1)}>"


def test_a_registered_game_without_a_source_is_an_error(monkeypatch, tmp_path):
    import tools.rules_pages as rules_pages

    monkeypatch.setattr(rules_pages, "ROOT", tmp_path)
    with pytest.raises(SourceError, match="'stad-en-land' has no rules source core/stad_en_land/reference.html"):
        rules_pages.game_sources()


def test_every_page_links_the_sites_icon_so_no_favicon_ico_is_asked_for(tmp_path):
    """Offline, a page without an icon link makes the browser ask for a favicon.ico the site
    does not have (issue 10); each page names the site's icon, a file the build ships."""
    from tools import paths
    from tools.rules_pages import ICON

    pages = write_rules_pages(tmp_path / "rules")
    assert pages
    shipped = (tmp_path / "rules" / ICON).resolve().relative_to(tmp_path.resolve())
    assert (paths.PUBLIC / shipped).is_file(), shipped
    for page in [p for p in pages if p.suffix == ".html"]:
        head = page.read_text(encoding="utf-8").split("</head>")[0]
        assert f'<link rel="icon" type="image/png" href="{ICON}">' in head, page.name


def test_an_expansions_fragments_fill_the_markers_of_its_base_source(tmp_path):
    """``tools/rules_fragments.py``: a slot's text replaces its marker byte for byte (a line
    marker with its line end); the base alone is a source whose markers reach no page; a
    slot without a marker, or text outside the slots, is an error naming the file."""
    from tools.rules_fragments import assemble

    base = tmp_path / "reference.html"
    base.write_text("<main>\n<p>a</p>\n<!-- expansion-slot more -->\n<p>b<!-- expansion-slot "
                    "word --></p>\n</main>\n", encoding="utf-8")
    assert assemble(base) == base.read_text(encoding="utf-8")   # no expansion: unchanged
    frag = tmp_path / "expansions" / "x" / "reference.html"
    frag.parent.mkdir(parents=True)
    frag.write_text('<slot name="more"><p>m</p>\n</slot>\n<slot name="word">, c</slot>\n', encoding="utf-8")
    assert assemble(base) == "<main>\n<p>a</p>\n<p>m</p>\n<p>b, c</p>\n</main>\n"
    frag.write_text('<slot name="lost">x</slot>', encoding="utf-8")
    with pytest.raises(SourceError, match="slot 'lost' has no marker"):
        assemble(base)
    frag.write_text('stray <slot name="more">x</slot>', encoding="utf-8")
    with pytest.raises(SourceError, match="text outside <slot>"):
        assemble(base)


def test_keyflowers_base_source_is_a_source_without_the_expansion(pages):
    """The base rules source of Keyflower, read alone, splits into two matching pages; with
    the Merchants' fragments it is the page the site shows (sections ``merchants-*``)."""
    path = sources()["keyflower"]
    alone = split_source(path.read_text(encoding="utf-8"), "keyflower")
    assert "merchants" not in alone["en"].ids and "merchants" in split_source(assemble(path), "k")["en"].ids
    assert 'id="merchants-contracts"' in pages["keyflower.en.html"]
