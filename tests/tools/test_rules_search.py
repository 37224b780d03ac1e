"""tools.rules_search and the bar of the rules pages (issue 24): each language's search index
holds every section of every page (the rules index, a list of links, excepted) as plain text;
every table scrolls in a wrapper of its own; every page with contents gets the contents
panel, and every page the search panel, pointing at an index that is written."""

from __future__ import annotations

import html
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.rules_pages import (INDEX, SCRIPTS, SCROLLER, SEARCH_INDEX, page_names, render_pages, render_search,
                               toc_list, wrap_tables, write_rules_pages)
from tools.rules_search import search_index, sections
from tools.rules_source import LANGS

_SECTION = re.compile(r'<section id="([^"]+)"')


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return render_pages()


@pytest.fixture(scope="module")
def indexes(pages) -> dict[str, dict]:
    return {lang: json.loads(text) for lang, text in
            zip(LANGS, (render_search(pages)[SEARCH_INDEX.format(lang=lang)] for lang in LANGS))}


@pytest.mark.parametrize("lang", LANGS)
def test_the_index_holds_every_section_of_every_page(pages, indexes, lang):
    index = indexes[lang]
    expected = [(f"{page}.{lang}.html", ident) for page in page_names() if page != INDEX
                for ident in _SECTION.findall(pages[f"{page}.{lang}.html"])]
    assert len(expected) > 100  # every game has its sections: the scan works
    assert [(row[0], row[1]) for row in index["sections"]] == expected
    assert list(index["pages"]) == [f"{page}.{lang}.html" for page in page_names() if page != INDEX]
    for file, ident, title, text in index["sections"]:
        assert title, f"{file}#{ident} has no title"
        assert text.startswith(title), f"{file}#{ident}: the heading does not open the text"
        assert len(text) > len(title), f"{file}#{ident} has no words but its heading"
        assert not re.search(r"<(/?[a-z][a-z0-9]*)[\s>]", text), f"{file}#{ident}: markup in the text"


@pytest.mark.parametrize("lang", LANGS)
def test_section_titles_are_the_headings_on_the_page(pages, indexes, lang):
    for file, ident, title, _ in indexes[lang]["sections"]:
        page = pages[file]
        start = page.index(f'<section id="{ident}"')
        heading = re.search(r"<h[234][^>]*>(.*?)</h[234]>", page[start:], re.DOTALL)
        assert heading, f"{file}#{ident}"
        assert " ".join(html.unescape(re.sub(r"<[^>]+>", "", heading.group(1))).split()) == title


def test_a_section_is_plain_text_without_drawings_records_or_nested_sections():
    found = sections("p.html", '<main><p>before</p><section id="a"><h2>Tom &amp; <em>Jerry</em></h2>'
                               '<p>one<br>two <svg><text>drawn</text></svg><a href="#b">link</a>.</p>'
                               '<pre class="record"><code>[Game "x"]</code></pre>'
                               '<section id="b"><h3>Inner</h3><ul><li>in</li><li>side</li></ul></section>'
                               '<p>after</p></section>')
    assert [(e.id, e.title, e.text) for e in found] == [
        ("a", "Tom & Jerry", "Tom & Jerry one two link. after"),
        ("b", "Inner", "Inner in side"),
    ]


@given(st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=80))
def test_any_text_comes_back_as_the_same_words(words):
    found = sections("p.html", f'<section id="s"><h2>T</h2><p>{html.escape(words)}</p></section>')
    assert found[0].text == " ".join(f"T {words}".split())


def test_the_index_names_its_pages_and_is_json():
    text = search_index({"a.en.html": '<section id="x"><h2>X</h2>x</section>'}, {"a.en.html": "A & B"})
    assert json.loads(text) == {"pages": {"a.en.html": "A & B"}, "sections": [["a.en.html", "x", "X", "X x"]]}


# -- tables -----------------------------------------------------------------------------------

def test_every_table_gets_one_scroller():
    assert wrap_tables("<p>a</p><table><tr><td>1</td></tr></table><table>\n</table>") == (
        f"<p>a</p>{SCROLLER}<table><tr><td>1</td></tr></table></div>{SCROLLER}<table>\n</table></div>")
    # a wrapper the source wrote becomes the generator's, never a second one
    assert wrap_tables('<div class="scroll">\n<table class="score"></table></div>') == (
        f"{SCROLLER}\n<table class=\"score\"></table></div>")


def test_every_table_on_every_page_sits_in_a_scroller(pages):
    for name, text in pages.items():
        tables = [m.start() for m in re.finditer(r"<table\b", text)]
        for start in tables:
            assert text[:start].rstrip().endswith(SCROLLER), f"{name}: a table at {start} has no scroller"
        assert text.count(SCROLLER) == len(tables), f"{name}: a scroller without its table, or two"


# -- the bar ----------------------------------------------------------------------------------

def test_every_page_has_the_search_panel_and_contents_where_it_has_a_toc(tmp_path):
    written = {p.name: p.read_text(encoding="utf-8") for p in write_rules_pages(tmp_path / "rules")}
    for page in page_names():
        for lang in LANGS:
            text = written[f"{page}.{lang}.html"]
            panel = re.search(r'<div class="panel" id="search-panel" role="search" data-index="([^"]+)"', text)
            assert panel and panel.group(1) in written, f"{page}.{lang}: no search panel or no index"
            assert SCRIPTS in text
            main = text.split("<main>", 1)[1]
            toc = toc_list(main)
            assert bool(toc) == ('id="toc-panel"' in text) == ('aria-controls="toc-panel"' in text), page
            if toc:
                links = re.findall(r'href="(#[^"]+)"', toc)
                assert links and links == re.findall(r'href="(#[^"]+)"', text.split('id="toc-panel"')[1]
                                                     .split("</nav>")[0]), page
    assert all(toc_list(render_pages()[f"{g}.{lang}.html"].split("<main>")[1])
               for g in page_names() if g != INDEX for lang in LANGS), "a page without contents"
