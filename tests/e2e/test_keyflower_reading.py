"""Keyflower read at a glance on a phone (360x740, touch), a portrait tablet (768x1024,
touch) and a small laptop (1024x768), issue 24; one page per size, positions opened from
links:

* winter: every winter tile on offer and every boat shows what it scores and brings as
  symbols (``drawn`` hook: the facts of ``symbols.face``), not a name only;
* workers standing on tiles leave each tile's points and action seen (``boxes`` hook);
* no text on the board under 9 CSS pixels (every canvas font set is recorded);
* the final table shows every column without a sideways scroller where there is room, and
  no page scrolls sideways;
* every step of a turn (hand-over, bid, pass, place, upgrade) with its controls in view:
  ``test_keyflower_turn_steps.py``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.match import Match
from tests.e2e.keyflower_play import NAMES, open_match, playout, press, reveal, tap
from tests.e2e.page_moves import shot
from tests.e2e.test_keyflower_tiles import MARKS, SIZES, symbols

#: The Merchants' winter tiles and II boats that score or give something.
MERCHANT_TILES = ("artisan", "builder", "muleteer", "keyflower_ii", "sea_breese_ii", "flipper_ii",
                  "ianvincible_ii", "white_wind_ii")

#: Every font set on a canvas: the smallest size in CSS pixels (a canvas of the board draws
#: at its pixel ratio with a transform, so a font's px are CSS pixels).
FONT_WATCH = """
(() => {
  const d = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, "font");
  window.__smallestFont = Infinity;
  Object.defineProperty(CanvasRenderingContext2D.prototype, "font", {
    get() { return d.get.call(this); },
    set(v) {
      const m = /([\\d.]+)px/.exec(v);
      if (m) window.__smallestFont = Math.min(window.__smallestFont, parseFloat(m[1]));
      d.set.call(this, v);
    },
  });
})();
"""
SEATS = {"phone": 2, "tablet": 3, "desk": 4}


@pytest.fixture(scope="module", params=list(SIZES))
def screen(request, browser, site):
    """(size name, page, touch): one page per size for the whole module."""
    size = request.param
    viewport, touch = SIZES[size]
    context = browser.new_context(viewport=viewport, has_touch=touch, is_mobile=touch,
                                  device_scale_factor=2 if touch else 1)
    context.add_init_script(FONT_WATCH)
    yield size, context.new_page(), touch
    context.close()


def _open(page, site, ready, touch: bool, match: Match) -> dict:
    open_match(page, site, ready, match)
    reveal(page, touch)
    return match.game.view(match.state, match.state.to_move())


def _shown(page, tile: str) -> tuple[int, list[tuple]]:
    drawn = page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + tile)
    assert drawn is not None, tile
    return drawn[0], [tuple(x) for x in drawn[1:]]


def _facts(face) -> list[tuple]:
    return [(s.kind, s.what, s.n) for s in face.takes + face.gives + face.cost + face.cargo]


def _winter(m: Match) -> bool:
    return m.state.season_name == "winter" and m.state.phase == "play" and len(m.state.auction) >= 2


def _check_winter(page, size: str, match: Match) -> list[str]:
    """Every tile on offer and every boat of ``match`` (opened in ``page``) shows what it
    scores and brings as ``symbols.face`` says, with its points (the default zoom never draws
    a tile under ``symbols.READABLE``: level 2 at least); the tiles seen."""
    view = match.game.view(match.state, match.state.to_move())
    tiles = list(match.state.auction) + list(match.state.boats)
    for tile in tiles:
        level, shown = _shown(page, tile)
        face = symbols.face(view["tiles"][tile], False)
        assert level >= 2, (size, tile, level)  # also late in the game, on a phone
        want = _facts(face)
        got = [x for x in shown if x[0] not in MARKS]
        assert got == want, (size, tile, level, shown)
        assert not face.vp or any(x[0] == "points" and x[2] == face.vp for x in shown), (size, tile, shown)
        assert _facts(face) or face.vp or view["tiles"][tile]["season"] == "turn", tile  # not a name only
        if view["tiles"][tile]["season"] == "winter" and tile != "keythedral" and got == want:
            assert ("arrow", "", 0) in shown, (tile, shown)  # items -> points
    assert page.evaluate("window.__smallestFont") >= 9.0
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]["width"]
    return tiles


def test_winter_tiles_and_boats_show_what_they_score_and_bring(screen, site, ready):
    size, page, touch = screen
    match = playout(Match.new("keyflower", list(NAMES[:SEATS[size]]), {}, seed=3), 3, _winter)
    _open(page, site, ready, touch, match)
    _check_winter(page, size, match)
    shot(page, f"kf-read-{size}-winter")


def test_the_largest_board_is_drawn_readable_with_the_auction_in_view(screen, site, ready):
    """Issue 24: six players with The Merchants in winter (the largest board): the default
    zoom stops at ``symbols.READABLE``, so every tile (drawn anywhere on the board) shows its
    action, its upgrade's cost and its points at level 2 or more (every auction tile, and the
    village tiles in view: those out of view are not drawn), and the auction row, where the
    bids go, is in the board's view; the rest is a drag away."""
    size, page, touch = screen
    match = playout(Match.new("keyflower", ["A", "B", "C", "D", "E", "F"], {"merchants": "on"}, seed=5), 5,
                    _winter)
    view = _open(page, site, ready, touch, match)
    board = page.get_by_test_id("board").bounding_box()
    placed = [p["tile"] for seat in view["seats"] for p in seat["village"]]
    for tile in match.state.auction:
        assert _shown(page, tile)[0] >= 2, (size, tile)
    seen = [d for tile in placed if (d := page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + tile))]
    assert seen and all(d[0] >= 2 for d in seen), (size, seen)  # (tiles out of view are not drawn)
    for tile in match.state.auction[:2]:
        c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + tile)
        assert 0 <= c["x"] <= board["width"] and 0 <= c["y"] <= board["height"], (size, tile, c, board)
    shot(page, f"kf-read-{size}-6p-winter")


#: Per size, a seed whose winter offers several of The Merchants' winter tiles and II boats.
MERCHANTS_SEEDS = {"phone": 4, "tablet": 2, "desk": 11}


def test_the_merchants_winter_tiles_and_ii_boats_show_what_they_score(screen, site, ready):
    """Artisan, Builder, Muleteer and the II boats (their expansion's ``scores`` and ``free``,
    drawn by its ``symbol`` hook) read as the base tiles do: items -> points, or what they give."""
    size, page, touch = screen
    seed = MERCHANTS_SEEDS[size]
    options = {"merchants": "on", "variant-a": "on"}
    match = playout(Match.new("keyflower", list(NAMES[:SEATS[size]]), options, seed=seed), seed, _winter)
    _open(page, site, ready, touch, match)
    own = [t for t in _check_winter(page, size, match) if t in MERCHANT_TILES]
    assert len(own) >= 4, own
    for tile in own:
        _, shown = _shown(page, tile)
        assert any(x[0] in ("tile", "extension", "contract", "winter", "upgrade", "res", "vp") for x in shown), \
            (tile, shown)
    shot(page, f"kf-read-{size}-merchants-winter")


#: Per size, (players, seed) of a winter whose villages hold tiles worth points once upgraded
#: (Forge, Sawmill, Well ...) and upgraded tiles, with upgrades preferred in the playout.
LATE = {"phone": (2, 3), "tablet": (3, 1), "desk": (4, 1)}


def _upgrader(legal, rnd):
    ups = [m for m in legal if "upgrade" in m or m.startswith("use")]
    return rnd.choice(ups) if ups and rnd.random() < 0.85 else rnd.choice(legal)


def test_late_in_the_game_tiles_show_their_upgrade_cost_and_points(screen, site, ready):
    """Issue 24, rule ``upgrade``: in winter, with the board full, every village tile is drawn
    at level 2 at least (the default zoom stops at ``symbols.READABLE``, the rest of a large
    board a drag away): a tile not upgraded shows its action, its upgrade's cost (the Well's
    three resources too) and its points once upgraded; an upgraded tile its upgraded side's
    points and no cost."""
    size, page, touch = screen
    players, seed = LATE[size]
    match = playout(Match.new("keyflower", list(NAMES[:players]), {}, seed=seed), seed,
                    lambda m: _winter(m), pick=_upgrader)
    view = _open(page, site, ready, touch, match)
    placed = [p for seat in view["seats"] for p in seat["village"]]
    checked = upgraded = 0
    for p in placed:
        drawn = page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + p["tile"])
        if drawn is None:
            continue
        level, shown = drawn[0], [tuple(x) for x in drawn[1:]]
        info = view["tiles"][p["tile"]]
        face = symbols.face(info, p["up"])
        assert level >= 2, (size, p["tile"], level)
        assert [x for x in shown if x[0] not in MARKS] == _facts(face), (size, p["tile"], level, shown)
        if p["up"]:
            assert not any(x[0] == "up" for x in shown), (size, p["tile"], shown)
            assert face.vp == 0 or ("points", "", face.vp) in shown, (size, p["tile"], shown)
            upgraded += 1
        elif info["kind"] == "points" and face.cost:
            assert ("points", "after", face.vp) in shown, (size, p["tile"], shown)
            assert ("up", "", 0) in shown, (size, p["tile"], shown)
            checked += 1
    assert checked >= 2 and upgraded >= 1, (checked, upgraded)
    assert page.evaluate("window.__smallestFont") >= 9.0
    shot(page, f"kf-read-{size}-late-upgrades")


def _busy(m: Match) -> bool:
    """Workers stand on two tiles or more of the season (bids do not count: uses)."""
    return m.state.phase == "play" and len(m.state.uses) >= 2


def _user(legal, rnd):
    uses = [m for m in legal if m.startswith("use")]
    return rnd.choice(uses) if uses and rnd.random() < 0.8 else rnd.choice(legal)


def test_workers_on_tiles_leave_points_and_action_seen(screen, site, ready):
    size, page, touch = screen
    match = playout(Match.new("keyflower", list(NAMES[:SEATS[size]]), {}, seed=5), 5, _busy, pick=_user)
    _open(page, site, ready, touch, match)
    used = sorted(tile for tile, _ in match.state.uses)
    checked = 0
    for tile in used:
        boxes = page.evaluate("(s) => window.speeltafel.boxes(s)", "t:" + tile)
        if boxes is None:  # a village tile scrolled out of the board's view is not drawn
            continue
        ups = {round((b[2] + b[4]) / 2, 1) for b in boxes["symbols"] if b[0] == "up"}
        kept = [b[1:] for b in boxes["symbols"]
                if b[0] == "points" or b[0] != "name" and round((b[2] + b[4]) / 2, 1) not in ups]
        assert boxes["workers"], tile
        for w in boxes["workers"]:
            for k in kept:
                assert min(w[2], k[2]) <= max(w[0], k[0]) + 0.5 or min(w[3], k[3]) <= max(w[1], k[1]) + 0.5, \
                    (size, tile, w, k)
        checked += 1
    assert checked >= 1, used
    shot(page, f"kf-read-{size}-workers-on-tiles")
    assert page.evaluate("window.__smallestFont") >= 9.0


def test_the_final_table_shows_every_column(screen, site, ready):
    size, page, touch = screen
    viewport = SIZES[size][0]
    match = playout(Match.new("keyflower", list(NAMES[:5]), {"merchants": "on"}, seed=2), 2, lambda m: m.over)
    _open(page, site, ready, touch, match)
    table = page.get_by_test_id("kf-result")
    expect(table).to_be_visible()
    table.scroll_into_view_if_needed()
    box = page.evaluate("""() => { const t = document.querySelector('[data-testid="kf-result"]');
        const s = t.parentElement; return [t.scrollWidth, t.clientWidth, s.scrollWidth, s.clientWidth]; }""")
    if size != "phone":  # room enough: no scroller in use
        assert box[2] <= box[3] and box[0] <= box[1] + 1, box
    for seat in range(5):
        expect(page.get_by_test_id(f"kf-total-{seat}")).to_have_text(str(match.game.outcome(match.state).scores[seat]))
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    shot(page, f"kf-read-{size}-final-table")


def _tiles_drawn(page, view: dict) -> dict[str, tuple[int, list[tuple]]]:
    """Every tile of the auction, the boats and the villages drawn now (in the board's view)."""
    tiles = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]] + \
        [p["tile"] for seat in view["seats"] for p in seat["village"]]
    out = {}
    for tile in tiles:
        d = page.evaluate("(s) => window.speeltafel.drawn(s)", "t:" + tile)
        if d is not None:
            out[tile] = (d[0], [tuple(x) for x in d[1:]])
    return out


def _whole_or_reduced(view: dict, tile: str, up: bool, shown: list[tuple]) -> str:
    """Every fact and the points, or the initials and points only (as the native test)."""
    face = symbols.face(view["tiles"][tile], up)
    if [x for x in shown if x[0] not in MARKS] == _facts(face):
        return "whole"
    names = view["tiles"][tile]["names"]
    points = [("points", "after" if face.after else "", face.vp)] if face.vp else []
    assert shown in ([("name", symbols.initials(names[k]), 0)] + points for k in ("en", "nl")), (tile, shown)
    return "reduced"


def test_the_zoom_control_shows_the_whole_board_or_readable_tiles(screen, site, ready):
    """Issue 24: beside the board a control (a finger's size, reached by keyboard) switches
    between "readable" (the default: tiles at ``symbols.READABLE`` at least, the auction in
    view) and "whole board" (the whole six-player board in view on a laptop and a portrait
    tablet, more of it on a phone, each tile drawn whole or in its reduced form: initials
    and points); the choice holds across redraws and a reload, and comes back."""
    size, page, touch = screen
    viewport = SIZES[size][0]
    match = playout(Match.new("keyflower", ["A", "B", "C", "D", "E", "F"], {"merchants": "on"}, seed=5), 5,
                    _winter)
    view = _open(page, site, ready, touch, match)
    ups = {p["tile"]: p["up"] for seat in view["seats"] for p in seat["village"]}
    zoom = page.get_by_test_id("kf-zoom")
    expect(zoom).to_have_attribute("data-zoom", "readable")
    box = zoom.bounding_box()
    assert box and box["width"] >= 44 and box["height"] >= 44 and 0 <= box["y"] <= viewport["height"] - 44, box
    readable = _tiles_drawn(page, view)
    assert all(level >= 2 for level, _ in readable.values()), readable
    board = page.get_by_test_id("board").bounding_box()

    def in_view() -> int:
        """How many tiles lie wholly inside the board (their hex, of the radius the auction
        row's spacing gives: ``layout.ROW_STEP`` radii between centres)."""
        centres = [page.evaluate("(s) => window.speeltafel.squareCenter(s)", "t:" + tile) for tile in everything]
        a, b = centres[:2]  # the first two auction tiles
        r = ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 / 2.2
        return sum(0.86 * r - 1 <= c["x"] <= board["width"] - 0.86 * r + 1 and
                   r - 1 <= c["y"] <= board["height"] - r + 1 for c in centres)
    everything = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]] + list(ups)
    seen = in_view()
    assert seen < len(everything), (size, seen)  # the largest board does not fit readable
    shot(page, f"kf-zoom-{size}-readable")
    press(page, "kf-zoom", touch)
    expect(zoom).to_have_attribute("data-zoom", "whole")
    whole = _tiles_drawn(page, view)
    kinds = [_whole_or_reduced(view, tile, ups.get(tile, False), shown) for tile, (_, shown) in whole.items()]
    assert "reduced" in kinds, kinds
    assert in_view() > seen, (size, in_view(), seen)
    if size != "phone":  # the whole board in view
        assert in_view() == len(everything) == len(whole), (size, in_view(), len(everything))
    assert page.evaluate("window.__smallestFont") >= 9.0
    shot(page, f"kf-zoom-{size}-whole")
    # a redraw (a tile tapped) and a reload keep the choice
    tap(page, "t:" + match.state.auction[0], touch)
    expect(page.get_by_test_id("kf-card")).to_be_visible()
    assert len(_tiles_drawn(page, view)) == len(whole)
    page.reload()
    ready(page)
    reveal(page, touch)
    expect(page.get_by_test_id("kf-zoom")).to_have_attribute("data-zoom", "whole")
    assert len(_tiles_drawn(page, view)) == len(whole)
    # by keyboard: one Shift+Tab back from the board reaches the control
    page.get_by_test_id("board").focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.testid") == "kf-zoom"
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("kf-zoom")).to_have_attribute("data-zoom", "readable")
    assert all(level >= 2 for level, _ in _tiles_drawn(page, view).values())
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
