"""Every control keeps its margin on a phone (issue 24): at 360x740 (touch), on the game
screen of each of the five games (and on its hand-over screen where one shows first), no
visible control lies within 4 CSS pixels of the viewport's left or right edge, and none of
the bottom bar's (fixed along the bottom edge) within 4 pixels of any edge. "Suggest" in the
bottom bar touched the right edge before. Positions are new games opened from share links
made natively; screenshots go to ``.cache/screens-24/`` (for people)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from core import registry
from core.match import Match
from tests.e2e.page_moves import open_match, record, screenshot

SHOTS = Path(__file__).resolve().parents[2] / ".cache" / "screens-24"
PHONE = dict(viewport={"width": 360, "height": 740}, device_scale_factor=2, has_touch=True, is_mobile=True)
MARGIN = 4.0

#: Every visible control of the page whose box or label (a label wider than its button
#: spills past it: "Suggest" did) comes closer than the margin to an edge: the left and right
#: edges for all, the top and bottom too for those in a fixed bar; and every control whose
#: label spills out of it.
CLOSE = """(m) => {
  const W = document.documentElement.clientWidth, H = innerHeight, out = [];
  const sel = 'button, a[href], input, select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
  for (const e of document.querySelectorAll(sel)) {
    const b = e.getBoundingClientRect();
    // the board (a canvas that takes the focus for its keys) is the play surface, not a
    // control of the bar or the panel: New England's runs to the screen's edges
    if (!b.width || !b.height || e.closest('[hidden]') || e.tagName === 'CANVAS') continue;
    const range = document.createRange();
    range.selectNodeContents(e);
    const t = range.getBoundingClientRect();
    const r = t.width ? {left: Math.min(b.left, t.left), right: Math.max(b.right, t.right),
                         top: b.top, bottom: b.bottom} : b;
    const spills = t.width > 0 && (t.left < b.left - 1 || t.right > b.right + 1);
    const st = getComputedStyle(e);
    if (st.visibility === 'hidden' || st.display === 'none') continue;
    const bar = e.closest('.controls');
    const fixed = bar && getComputedStyle(bar).position === 'fixed';
    const sides = r.left < m || r.right > W - m;
    const ends = fixed && (r.top < m || r.bottom > H - m);
    if (sides || ends || spills) out.push({spills, what: e.dataset.testid || e.className || e.tagName,
                                 text: (e.innerText || '').slice(0, 20), left: r.left,
                                 right: W - r.right, top: r.top, bottom: H - r.bottom});
  }
  return out;
}"""


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_no_control_touches_the_screen_edge_on_a_phone(phone, site, ready, game_id):
    game = registry.games()[game_id]
    players = ["Ann", "Bob", "Cas", "Dee"][:max(2, game.min_players)]
    open_match(phone, site, ready, Match.new(game_id, players, {}, 7))
    handover = phone.get_by_test_id("handover")
    if handover.is_visible():
        assert phone.evaluate(CLOSE, MARGIN) == [], (game_id, "hand-over")
        phone.get_by_test_id("reveal").tap()
        expect(handover).to_be_hidden()
    expect(phone.locator(".controls .btn").first).to_be_visible()
    for lang in ("en", "nl"):  # Dutch labels are longer ("Terugnemen")
        if phone.evaluate("document.documentElement.lang").startswith("en") != (lang == "en"):
            phone.evaluate("window.scrollTo(0, 0)")
            phone.get_by_test_id("lang").tap()
            expect(phone.locator("html")).to_have_attribute("lang", lang)
        close = phone.evaluate(CLOSE, MARGIN)
        screenshot(phone, SHOTS, f"margins-phone-{game_id}-{lang}")
        assert close == [], (game_id, lang, close)
        phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        close = phone.evaluate(CLOSE, MARGIN)
        screenshot(phone, SHOTS, f"margins-phone-{game_id}-{lang}-end")
        assert close == [], (game_id, lang, "scrolled to the end", close)
    phone.get_by_test_id("lang").tap()  # back to English for the next game


#: The controls row's visible buttons that overlap another one or are under 44 px wide.
CROWDED = """() => {
  const bs = [...document.querySelectorAll('.controls .btn')].filter(b => b.offsetParent)
    .map(b => [b.dataset.testid, b.getBoundingClientRect()]);
  const out = [];
  for (const [i, [n, r]] of bs.entries()) {
    if (r.width < 44) out.push(n + ' is ' + r.width + ' px wide');
    for (const [m, s] of bs.slice(i + 1))
      if (r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom)
        out.push(n + ' overlaps ' + m);
  }
  return out;
}"""

LARGER = {"laptop": dict(viewport={"width": 1024, "height": 768}),
          "tablet": dict(viewport={"width": 768, "height": 1024}, has_touch=True)}


@pytest.mark.parametrize("size", sorted(LARGER))
def test_no_control_label_spills_on_a_tablet_or_laptop(browser, site, ready, size):
    """At 1024x768 the wide table's side column is at most 360 px: Dutch "Terugnemen" and
    English "Suggest" spilled over their neighbours there (issue 24). In every game, in both
    languages, at the largest player count (Keyflower shows "Pass" too): no label spills, no two controls overlap,
    each is at least 44 px wide, none touches an edge."""
    context = browser.new_context(**LARGER[size])
    page = context.new_page()
    try:
        for game_id, game in sorted(registry.games().items()):
            names = ["Ann", "Bob", "Cas", "Dee", "Eva", "Fee"][:game.max_players]
            open_match(page, site, ready, Match.new(game_id, names, {}, 7))
            # the checks below read this game, not the one before on this page
            assert Match.from_record(record(page)).game.id == game_id
            handover = page.get_by_test_id("handover")
            if handover.is_visible():
                page.get_by_test_id("reveal").click()
                expect(handover).to_be_hidden()
            expect(page.locator(".controls .btn").first).to_be_visible()
            for lang in ("en", "nl"):
                if page.evaluate("document.documentElement.lang").startswith("en") != (lang == "en"):
                    page.get_by_test_id("lang").click()
                    expect(page.locator("html")).to_have_attribute("lang", lang)
                    if handover.is_visible():
                        page.get_by_test_id("reveal").click()
                        expect(handover).to_be_hidden()
                screenshot(page, SHOTS, f"controls-{size}-{game_id}-{lang}")
                close = page.evaluate(CLOSE, MARGIN)
                assert close == [], (size, game_id, lang, close)
                assert page.evaluate(CROWDED) == [], (size, game_id, lang)
            page.get_by_test_id("lang").click()
            expect(page.locator("html")).to_have_attribute("lang", "en")
    finally:
        context.close()
