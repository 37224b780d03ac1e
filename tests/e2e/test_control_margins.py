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
from tests.e2e.page_moves import open_match, screenshot

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
