"""The rules pages on phones and tablets (issue 24): no page scrolls sideways at 360 and 768 px
in either language (a wide table scrolls in its own box), the bar stays on screen, its contents
panel opens from the bottom of the page and its links jump, its search finds a section (on
this page and on others) and its link jumps there, the language switch keeps the section, the
search works offline from the service worker's cache, on a wide screen the contents stand in a
column beside the text, and the start screen's "Rules" opens in the same tab. The guard fails any request to another origin and any CSP violation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.page_moves import screenshot
from tests.e2e.test_offline import CACHE_COMPLETE, _precache
from tools.rules_pages import page_names

DIST = Path(__file__).resolve().parents[2] / "dist"
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
TABLET = {"viewport": {"width": 768, "height": 1024}, "has_touch": True, "is_mobile": True}
SCREENS = {"phone": PHONE, "tablet": TABLET}
OTHER = {"nl": "en", "en": "nl"}


def _open(browser, watch, screen: str | dict, url: str):
    """A page of the static rules site (``screen``: a name of :data:`SCREENS` or context
    options): its context never starts the app (``app=False``: no warm-start snapshot to
    store first)."""
    options = SCREENS[screen] if isinstance(screen, str) else screen
    context = watch(browser.new_context(**options, app=False))
    page = context.new_page()
    page.goto(url)
    return page


def _index(lang: str) -> dict:
    return json.loads((DIST / "rules" / f"search.{lang}.json").read_text(encoding="utf-8"))


def _no_sideways_scroll(page) -> None:
    sizes = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert sizes[0] <= sizes[1], f"{page.url} scrolls sideways: {sizes}"


def _shown_below_the_bar(page, ident: str) -> None:
    """The element ``ident`` is on screen and not hidden under the sticky bar."""
    page.wait_for_function("(id) => location.hash === '#' + id", arg=ident)
    box = page.evaluate("""(id) => {
      const top = document.getElementById(id).getBoundingClientRect().top;
      return [top, document.querySelector('.bar').getBoundingClientRect().bottom, innerHeight];
    }""", ident)
    top, bar, height = box
    assert bar - 1 <= top < height / 2, f"#{ident} is not shown under the bar: {box}"


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_rules_page_scrolls_sideways(browser, site, watch, screen, lang):
    page = _open(browser, watch, screen, site + f"rules/index.{lang}.html")
    for name in page_names():
        page.goto(site + f"rules/{name}.{lang}.html")
        _no_sideways_scroll(page)
        # every table scrolls in its own box, which fits the screen
        boxes = page.evaluate("""() => Array.from(document.querySelectorAll('table')).map((t) => {
          const box = t.parentElement;
          return [box.className, box.getBoundingClientRect().right, getComputedStyle(box).overflowX];
        })""")
        width = page.viewport_size["width"]
        for kind, right, overflow in boxes:
            assert kind == "scroll" and overflow == "auto" and right <= width, (name, boxes)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("game", ["keyflower", "carcassonne"])
def test_bar_contents_search_and_language_switch(browser, site, watch, screen, lang, game):
    page = _open(browser, watch, screen, site + f"rules/{game}.{lang}.html")
    bar = page.locator("header.top .bar")
    toc_links = page.locator("nav.toc a").evaluate_all("(links) => links.map((a) => a.hash.slice(1))")
    assert len(toc_links) > 10

    # the bar stays on screen at the bottom of the page, and the page never scrolls sideways
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function("scrollY > 5000")
    expect(bar).to_be_in_viewport()
    assert abs(bar.bounding_box()["y"]) < 1
    _no_sideways_scroll(page)

    # the contents open from there; a link jumps to its section (not under the bar) and closes them
    toc_button = page.locator('button[aria-controls="toc-panel"]')
    toc_button.tap()
    expect(page.locator("#toc-panel")).to_be_visible()
    expect(toc_button).to_have_attribute("aria-expanded", "true")
    # the section in view is the one marked
    expect(page.locator('#toc-panel a[aria-current="location"]')).to_have_count(1)
    target = toc_links[len(toc_links) // 3]
    page.locator(f'#toc-panel a[href="#{target}"]').tap()
    _shown_below_the_bar(page, target)
    expect(page.locator("#toc-panel")).to_be_hidden()
    expect(page.locator(f'#toc-panel a[href="#{target}"]')).to_have_attribute("aria-current", "location")
    _no_sideways_scroll(page)

    # the search finds a section by a word of its heading, and its link jumps there
    rows = [row for row in _index(lang)["sections"] if row[0] == f"{game}.{lang}.html"]
    file, ident, title, _ = rows[len(rows) // 2]
    word = max(re.findall(r"\w+", title), key=len)
    page.locator('button[aria-controls="search-panel"]').tap()
    field = page.locator("#search-input")
    expect(field).to_be_focused()
    field.fill(word)
    result = page.locator(f'#search-results a[href="#{ident}"]')
    expect(result).to_be_visible()
    expect(result.locator(".result-title")).to_have_text(title)
    expect(page.locator("#search-results mark").first).to_be_visible()
    expect(page.locator("#search-status")).not_to_be_empty()
    result.tap()
    _shown_below_the_bar(page, ident)
    expect(page.locator("#search-panel")).to_be_hidden()
    assert page.evaluate("CSS.highlights.has('search') && CSS.highlights.get('search').size > 0")

    # the other language opens at the same section
    switch = page.locator("a.lang")
    expect(switch).to_have_attribute("href", f"{game}.{OTHER[lang]}.html#{ident}")
    switch.tap()
    page.wait_for_url(site + f"rules/{game}.{OTHER[lang]}.html#{ident}")
    _shown_below_the_bar(page, ident)
    _no_sideways_scroll(page)


def test_the_language_switch_follows_scrolling_without_a_fragment(browser, site, watch):
    page = _open(browser, watch, "tablet", site + "rules/keyflower.nl.html")
    switch = page.locator("a.lang")
    expect(switch).to_have_attribute("href", "keyflower.en.html")
    page.evaluate("""() => {
      const box = document.getElementById('bid').getBoundingClientRect();
      scrollTo(0, scrollY + box.top - 60);
    }""")
    expect(switch).to_have_attribute("href", "keyflower.en.html#bid")
    switch.click()
    page.wait_for_url(site + "rules/keyflower.en.html#bid")
    expect(page.locator("a.lang")).to_have_attribute("href", "keyflower.nl.html#bid")


def test_search_by_keyboard_reaches_other_pages(browser, site, watch):
    page = _open(browser, watch, "tablet", site + "rules/keyflower.en.html")
    rows = [row for row in _index("en")["sections"] if row[0] == "carcassonne.en.html"]
    _, ident, title, _ = rows[len(rows) // 2]
    button = page.locator('button[aria-controls="search-panel"]')
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#search-input")).to_be_focused()
    page.keyboard.type(title)
    result = page.locator(f'#search-results a[href="carcassonne.en.html#{ident}"]')
    expect(result).to_be_visible()
    expect(result.locator(".result-page")).to_have_text(_index("en")["pages"]["carcassonne.en.html"])
    # the arrow keys walk the results; Escape closes and gives the focus back to the button
    page.keyboard.press("ArrowDown")
    expect(page.locator("#search-results a").first).to_be_focused()
    page.keyboard.press("ArrowUp")
    expect(page.locator("#search-input")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#search-panel")).to_be_hidden()
    expect(button).to_be_focused()
    # open again: the results are still there; follow the other page's one
    page.keyboard.press("Enter")
    result.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(site + f"rules/carcassonne.en.html#{ident}")
    _shown_below_the_bar(page, ident)


def test_search_shows_rules_text_as_text(browser, site, watch):
    """A query that looks like markup is searched as words and shown as text."""
    page = _open(browser, watch, "phone", site + "rules/general.en.html")
    page.locator('button[aria-controls="search-panel"]').tap()
    page.locator("#search-input").fill('<img src=x onerror="alert(1)">')
    expect(page.locator("#search-status")).to_have_text("Nothing found")
    expect(page.locator("#search-results img")).to_have_count(0)
    for short in ("x", " . ; "):
        page.locator("#search-input").fill(short)
        expect(page.locator("#search-status")).to_have_text("Type at least two letters")
        expect(page.locator("#search-results li")).to_have_count(0)


def _search_offline(page, site, lang: str, word: str, ident: str) -> None:
    """On the rules page open in ``page`` (Keyflower's, in ``lang``): the search finds
    section ``ident`` by ``word`` and its link jumps there; the page does not scroll sideways."""
    assert page.url.startswith(site + f"rules/keyflower.{lang}.html"), page.url
    page.locator('button[aria-controls="search-panel"]').click()
    page.locator("#search-input").fill(word)
    result = page.locator(f'#search-results a[href="#{ident}"]')
    expect(result).to_be_visible()
    result.click()
    _shown_below_the_bar(page, ident)
    _no_sideways_scroll(page)


def test_rules_search_works_offline(persistent_context, site):
    """Issue 24's "Done when": the search works offline at 768 and 360 px in both languages.
    One offline page: the tablet in Dutch, the language switched (the page's own link, from
    the cache), English; then the same page narrowed to a phone, English, switched, Dutch.
    Each search finds a section the page has not shown yet (from the index of its language)."""
    name, urls = _precache((DIST / "sw.js").read_text(encoding="utf-8"))
    assert {"./rules/search.nl.json", "./rules/search.en.json", "./rules/rules.js",
            "./rules/rules-search.js"} <= set(urls)
    context = persistent_context(**TABLET)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(site)
    stored = [re.sub(r"\.snap\.gz$", ".snap", url) for url in urls]
    assert page.evaluate(CACHE_COMPLETE, [name, stored, 90000]), "the offline cache never completed"
    context.set_offline(True)
    page.goto(site + "rules/keyflower.nl.html")
    _search_offline(page, site, "nl", "kleurregel", "colour")
    sections = {lang: [row for row in _index(lang)["sections"] if row[0] == f"keyflower.{lang}.html"]
                for lang in ("nl", "en")}
    steps = [("en", "tablet", 1 / 3), ("en", "phone", 1 / 2), ("nl", "phone", 2 / 3)]
    for lang, screen, where in steps:
        page.set_viewport_size(SCREENS[screen]["viewport"])
        if not page.url.startswith(site + f"rules/keyflower.{lang}.html"):
            page.locator("a.lang").click()
            page.wait_for_url(re.compile(rf"/rules/keyflower\.{lang}\.html"))
        rows = sections[lang]
        _, ident, title, _ = rows[int(len(rows) * where)]
        assert ident != "colour" and page.evaluate("location.hash") != "#" + ident
        _search_offline(page, site, lang, max(re.findall(r"\w+", title), key=len), ident)


def test_the_start_screens_rules_link_opens_in_the_same_tab(page, site, ready):
    page.goto(site)
    ready(page)
    lang = page.evaluate("document.documentElement.lang")
    link = page.get_by_test_id("home-screen").locator(f'a[href="rules/keyflower.{lang}.html"]')
    assert link.get_attribute("target") is None
    link.click()
    page.wait_for_url(site + f"rules/keyflower.{lang}.html")
    assert len(page.context.pages) == 1
    page.go_back()
    ready(page)
    expect(page.get_by_test_id("home-screen")).to_be_visible()


def test_on_a_wide_screen_the_contents_stand_beside_the_text(browser, site, watch):
    page = _open(browser, watch, "tablet", site + "rules/carcassonne.en.html")
    page.set_viewport_size({"width": 1024, "height": 768})
    column = page.locator("#toc-panel")
    expect(column).to_be_visible()
    expect(page.locator('button[aria-controls="toc-panel"]')).to_be_hidden()
    beside = page.evaluate("""() => [document.getElementById('toc-panel').getBoundingClientRect().right,
                                     document.querySelector('main h1').getBoundingClientRect().left]""")
    assert beside[0] <= beside[1], f"the column covers the text: {beside}"
    _no_sideways_scroll(page)
    # a link jumps and the column stays, marking where the reader is
    target = column.locator("nav a").nth(20)
    ident = target.get_attribute("href")[1:]
    target.click()
    _shown_below_the_bar(page, ident)
    expect(column).to_be_visible()
    expect(target).to_have_attribute("aria-current", "location")
    # narrower again: the column goes back behind the button
    page.set_viewport_size({"width": 768, "height": 1024})
    expect(column).to_be_hidden()
    expect(page.locator('button[aria-controls="toc-panel"]')).to_be_visible()


#: The contents column of a wide screen: its entries, how many lie whole inside its visible
#: box, the lowest entry's height, and whether the marked entry (the section being read) lies
#: inside that box.
COLUMN = """() => {
  const column = document.getElementById('toc-panel'), box = column.getBoundingClientRect();
  const inside = (r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
  const rows = [...column.querySelectorAll('nav a')].map((a) => a.getBoundingClientRect());
  const marked = column.querySelector('nav a[aria-current="location"]');
  return {entries: rows.length, whole: rows.filter(inside).length,
          lowest: Math.min(...rows.map((r) => r.height)),
          marked: marked ? inside(marked.getBoundingClientRect()) : null};
}"""


@pytest.mark.parametrize("pointer", ["mouse", "touch"])
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_laptops_contents_column_holds_the_list_and_keeps_the_section_in_view(browser, site, watch, pointer, lang):
    """A small laptop (1024x768): the contents column beside the text is at hand. With a
    mouse only, its entries are rows of at least 24 px (WCAG 2.5.8) and at least 24 of them
    show at once (44 px rows showed 16); where a finger may tap, the rows stay 44 px
    (test_tap_targets). Either way, read at the end of the page and then in its middle, the
    entry of the section being read is marked and lies inside the column's view."""
    options = {"viewport": {"width": 1024, "height": 768}, "has_touch": pointer == "touch"}
    page = _open(browser, watch, options, site + f"rules/keyflower.{lang}.html")
    expect(page.locator("#toc-panel")).to_be_visible()
    seen = page.evaluate(COLUMN)
    if pointer == "mouse":
        assert seen["lowest"] >= 24 and seen["whole"] >= 24, seen
    else:
        assert seen["lowest"] >= 43.5, seen
    for where in ("document.documentElement.scrollHeight", "document.documentElement.scrollHeight / 2"):
        page.evaluate(f"window.scrollTo(0, {where})")
        page.wait_for_function(f"() => ({COLUMN})().marked === true")
        assert page.evaluate("scrollY") > 2000, where
    _no_sideways_scroll(page)


#: Where the diagram test leaves a picture of every diagram (for people; the asserts are the test).
DIAGRAM_SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "screens" / "rules-diagrams"
GAMES = ["stad-en-land", "new-england", "eden", "carcassonne", "keyflower"]


@pytest.mark.parametrize("screen", SCREENS)
def test_diagrams_fit_the_column_and_are_named_in_the_pages_language(browser, site, watch, screen):
    """Every game's rules page has its board diagrams (issue 24) in both languages; with them
    no page scrolls sideways, each diagram is shown no wider than its column, and each is an
    image with an accessible name in the page's language (the Dutch and English names of the
    same diagram differ, and the browser exposes each as the image's name)."""
    page = _open(browser, watch, screen, site + "rules/index.en.html")
    names: dict[str, list[str]] = {}
    for game in GAMES:
        for lang in ("nl", "en"):
            page.goto(site + f"rules/{game}.{lang}.html")
            _no_sideways_scroll(page)
            found = page.evaluate("""() => Array.from(document.querySelectorAll('svg.diagram')).map((svg) => {
              const column = svg.closest('figure').parentElement;
              const style = getComputedStyle(column);
              const inner = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const box = svg.getBoundingClientRect();
              return {label: svg.getAttribute('aria-label'), role: svg.getAttribute('role'),
                      width: box.width, left: box.left, right: box.right, column: inner,
                      lang: svg.closest('[lang]').lang};
            })""")
            assert found, f"{game}.{lang} has no diagram"
            width = page.viewport_size["width"]
            for i, svg in enumerate(found):
                assert svg["role"] == "img" and svg["label"].strip() and svg["lang"] == lang, svg
                assert svg["width"] <= svg["column"] + 0.5 and svg["left"] >= 0 and svg["right"] <= width, svg
                expect(page.get_by_role("img", name=svg["label"], exact=True)).to_have_count(1)
                figure = page.locator("figure.diagram").nth(i)
                figure.scroll_into_view_if_needed()
                screenshot(figure, DIAGRAM_SHOTS, f"{game}-{i + 1}-{screen}-{lang}")
            names[f"{game}.{lang}"] = [svg["label"] for svg in found]
    for game in GAMES:
        dutch, english = names[f"{game}.nl"], names[f"{game}.en"]
        assert len(dutch) == len(english), game
        assert all(nl != en for nl, en in zip(dutch, english)), (game, dutch, english)
