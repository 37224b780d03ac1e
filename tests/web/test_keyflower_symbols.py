"""What Keyflower's tiles show as symbols (``app.games.keyflower.symbols``), from the view's
printed facts (rules ``production``, ``upgrade``): the symbols of each side, the level of
detail by the hex's size, sizes never under the legible minimum, the abbreviation rule, and
the squarest layout of the board (issue 24: tiles readable at a glance)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.keyflower import chips as kf_chips
from app.games.keyflower import layout, symbols
from app.games.keyflower.symbols import Sym
from core.keyflower import GAME
from core.keyflower.tiles import TILES
from core.match import Match

#: Every tile's entry as the view gives it (a view holds only the tiles a seat can see).
_VIEWS = [GAME.view(Match.new("keyflower", ["a", "b", "c", "d", "e"], {"merchants": "on"} if m else {},
                              seed=s).state, 0) for s in range(3) for m in (False, True)]


def info(tid: str) -> dict:
    """``tid``'s entry of the view (built from the core's own view code)."""
    for v in _VIEWS:
        if tid in v["tiles"]:
            return v["tiles"][tid]
    from core.keyflower import view as core_view  # a tile none of the views above shows
    d = TILES[tid]
    return {"season": d.season, "kind": d.kind, "edges": d.edges, "names": d.names,
            "vp": list(d.vp), "upgradable": d.upgradable, **core_view._printed(tid),
            **core_view.symbols_of(tid, "spring")}


MARKS = ("name", "arrow", "or", "up", "points")


def facts(f: symbols.Face) -> list[tuple[str, str, int]]:
    return [(s.kind, s.what, s.n) for s in f.takes + f.gives + f.cost + f.cargo]


def test_the_view_gives_each_tiles_printed_sides_and_cost():
    entry = info("carpenter")
    assert entry["front"]["skill"] == "saw" and entry["front"]["res"] == [3, 0, 0, 0]
    assert entry["back"]["res"] == [4, 0, 0, 0]
    assert entry["cost"] == {"res": [3, 0, 0, 0], "any": 0, "skills": [0, 0, 0], "any_skill": 0}


def test_a_use_takes_and_gives_as_printed():
    """Rule ``production``: each kind of tile as symbols."""
    assert symbols.face(info("carpenter"), False)[:3] == ((Sym("skill", "saw", 1),), (Sym("res", "wood", 3),), False)
    assert symbols.face(info("carpenter"), True).gives == (Sym("res", "wood", 4),)
    assert symbols.face(info("peddler"), False)[:2] == ((Sym("worker", "yellow", 1),), (Sym("worker", "green", 1),))
    workshop = symbols.face(info("workshop"), False)
    assert workshop.one_of and workshop.gives == tuple(Sym("res", r, 1) for r in ("wood", "stone", "iron"))
    assert not symbols.face(info("workshop"), True).one_of
    assert symbols.face(info("stable"), False).gives == (Sym("transport", "", 2), Sym("upgrade", "", 1))
    assert symbols.face(info("tavern"), True)[:2] == ((Sym("worker", "any", 1),), (Sym("worker", "any", 3),))
    assert symbols.face(info("blacksmith"), False)[:2] == ((Sym("res", "iron", 1),), (Sym("vp", "", 2),))
    assert symbols.face(info("barn"), False).takes == (Sym("res", "any", 1),)
    assert symbols.face(info("hiring_fair"), False)[:2] == ((Sym("skill", "any", 1),), (Sym("skill", "any", 2),))
    assert symbols.face(info("forge"), False)[:2] == ((), ())
    assert symbols.face(info("assayer"), False).one_of
    # an expansion's own kind (its page package's side_symbols): one of a contract, stone, iron
    assert symbols.face(info("assayer"), False).gives == (Sym("contract", "", 1), Sym("res", "stone", 1),
                                                          Sym("res", "iron", 1))
    assert symbols.face(info("merchant"), True)[1:3] == ((Sym("contract", "", 2),), False)


def test_winter_tiles_and_boats_show_what_they_score_and_bring():
    """Rule ``final``: a winter tile's items of one group -> its points; a boat's cargo on
    the season's side (workers, skills) and its scoring; Sea Breese's ladder; Flipper's free
    upgrade beside its printed points."""
    assert symbols.face(info("key_market"), False)[:2] == ((Sym("worker", "green", 1),), (Sym("vp", "", 2),))
    assert symbols.face(info("scribes"), False)[:2] == (tuple(Sym("skill", k, 1) for k in ("saw", "pick", "anvil")),
                                                        (Sym("vp", "", 10),))
    assert symbols.face(info("windmill"), False)[:2] == ((Sym("res", "any", 5),), (Sym("vp", "", 5),))
    bastion = symbols.face(info("sea_bastion"), False)
    assert bastion[:2] == ((Sym("loop", "", 1),), (Sym("vp", "", 1),))
    assert bastion.cargo == (Sym("worker", "any", info("sea_bastion")["cargo"][0]),
                             Sym("skill", "any", info("sea_bastion")["cargo"][1]))
    assert symbols.face(info("sea_breese"), False).gives == (Sym("ladder", "2,4…", 0),)
    flipper = symbols.face(info("flipper"), False)
    assert flipper.gives == (Sym("upgrade", "", 1),) and flipper.vp == 2
    assert symbols.face(info("keythedral"), False)[:2] == ((), ()) and symbols.face(info("keythedral"), False).vp == 12


def test_the_upgrade_cost_and_the_points():
    """Rule ``upgrade``: the cost until the tile is turned over; the points once upgraded
    (marked ``after``) before, the back's points after; a tile never upgraded: its own."""
    miner = symbols.face(info("miner"), False)
    assert miner.cost == (Sym("skill", "anvil", 1),) and (miner.vp, miner.after) == (3, True)
    up = symbols.face(info("miner"), True)
    assert up.cost == () and (up.vp, up.after) == (3, False)
    assert symbols.face(info("workshop"), False).cost == (Sym("res", "any", 2),)
    assert symbols.face(info("inn"), False).cost == (Sym("res", "any", 1), Sym("skill", "any", 1))
    assert symbols.face(info("alehouse"), False).vp == 0
    keythedral = symbols.face(info("keythedral"), False)
    assert (keythedral.vp, keythedral.after, keythedral.cost) == (12, False, ())
    assert symbols.face(info("turn1"), False) == symbols.Face((), (), False, (), 0, False)


@given(st.floats(symbols.quantized(symbols.SMALLEST), 23.4), st.sampled_from(("nl", "en")))
def test_a_tile_worth_points_once_upgraded_shows_its_cost_at_level_1(r, lang):
    """Issue 24, rule ``upgrade``: late in the game on a phone (level 1) a tile without an
    action (Forge, Well ...) shows, besides its points once upgraded, what the upgrade costs
    (where the row fits at MIN_ICON inside the hex, else its reduced form); upgraded it shows its points without the mark and no
    cost; a tile with an action keeps its action in that row."""
    assert symbols.detail(r) == 1
    for tid, d in sorted(TILES.items()):
        if d.kind != "points" or not d.upgradable:
            continue
        entry = info(tid)
        f = symbols.face(entry, False)
        shown = symbols.shown(symbols.plan(entry, False, r, lang))
        assert ("points", "after", f.vp) in shown, tid
        fits = symbols.row([("up", "", 0)] + [(s.kind, s.what, s.n) for s in f.cost], 0.0, r * 1.62,
                           symbols.MIN_ICON)
        inside = all(symbols.outside(symbols.box(it), r * 0.97) <= 0.5
                     for it in symbols.laid_out(entry, False, r, lang))
        _whole_or_reduced(entry, False, r, lang)
        if fits and inside:
            assert [x for x in shown if x[0] != "points"] == [("up", "", 0)] + facts(f), (tid, r, shown)
        turned = symbols.shown(symbols.plan(entry, True, r, lang))
        assert ("points", "", d.vp[1]) in turned and not any(x[0] == "up" for x in turned), (tid, turned)
    # a tile with an action has no room for its upgrade at level 1: its reduced form
    miner = symbols.shown(symbols.plan(info("miner"), False, r, lang))
    assert miner == [("name", "Mi", 0), ("points", "after", 3)], miner


def test_every_cost_counts_what_the_tile_table_says():
    for tid, d in TILES.items():
        f = symbols.face(info(tid), False)
        if not d.upgradable:
            assert f.cost == (), tid
            continue
        n = sum(s.n for s in f.cost)
        assert n == sum(d.cost_res) + d.cost_any + sum(d.cost_skills) + d.cost_any_skill, tid


def test_levels_of_detail_grow_with_the_hex():
    levels = [symbols.detail(r) for r in range(4, 80)]
    assert levels == sorted(levels) and levels[0] == 0 and levels[-1] == 3
    assert symbols.detail(15) == 0 and symbols.detail(20) == 1 and symbols.detail(26) == 2
    assert symbols.detail(40) == 3


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(TILES)), st.booleans(), st.floats(6.0, 120.0), st.sampled_from(("nl", "en")))
def test_a_plan_stays_legible_and_inside_its_hex(tid, up, r, lang):
    """No icon under MIN_ICON, no text under MIN_TEXT; every item inside the hex; the level
    decides what is drawn (a name only at level 3 or on a tile without symbols)."""
    entry = info(tid)
    items = symbols.plan(entry, up, r, lang)
    level = symbols.detail(r)
    for it in items:
        if it.kind == "name":
            assert it.size >= symbols.MIN_TEXT
            assert len(it.what) * symbols.CHAR_WIDTH * it.size <= 1.62 * r or len(it.what) <= 4, it
            assert "…" not in it.what
        else:
            assert it.size >= symbols.MIN_ICON - 1e-9, it
        assert abs(it.x) <= 0.9 * r + 1 and abs(it.y) <= 0.6 * r, it
    f = symbols.face(entry, up)
    if level == 0:
        assert all(it.kind in ("points", "name") for it in items)
    if level >= 2 and r >= 23.6:  # what the e2e test holds at the default zoom
        assert [x for x in symbols.shown(items) if x[0] not in MARKS] == facts(f)
    if r >= symbols.SMALLEST and f.vp:
        assert any(it.kind == "points" and it.n == f.vp for it in items)


def test_names_are_shortened_by_a_rule_never_cut_off():
    assert symbols.short("Miner", 8) == "Miner"
    assert symbols.short("Apprentice Hall", 10) == "App. Hall"
    assert symbols.short("Keystone Quarry", 9) == "Key. Qua."
    assert symbols.short("Leerlingenhuis", 8) == "Leerlin."
    assert symbols.short("Turn order 1", 12) == "Turn order 1"


def test_home_and_turn_tiles_draw_no_name_boats_and_winter_tiles_do():
    """Boats and winter tiles show their name once there is room (level 3), their symbols
    before it (issue 24: what they bring and score, not a name only)."""
    assert not any(it.kind == "name" for it in symbols.plan(info("home1"), False, 60, "en"))
    assert not any(it.kind == "name" for it in symbols.plan(info("turn2"), False, 60, "en"))
    small = symbols.shown(symbols.plan(info("sea_bastion"), False, 30, "en"))
    assert not any(x[0] == "name" for x in small) and ("loop", "", 1) in small
    names = [it.what for it in symbols.plan(info("sea_bastion"), False, 80, "en") if it.kind == "name"]
    assert names == ["Sea Bastion"]
    assert [it.what for it in symbols.plan(info("keythedral"), False, 40, "en") if it.kind == "name"] == ["Keythedral"]
    assert [it.what for it in symbols.plan(info("key_market"), False, 52, "nl") if it.kind == "name"] == ["Sleutelmarkt"]


def test_sizes_are_drawn_in_steps_never_smaller():
    for r in (10.0, 23.9, 24.0, 37.3, 88.0):
        q = symbols.quantized(r)
        assert q <= r < q * 1.0500001
    assert symbols.quantized(30.0) == symbols.quantized(30.2)


def test_the_squarest_layout_is_no_larger_than_one_long_row():
    """The auction rows wrap so that the whole board is closest to a square: tiles drawn
    larger on a square canvas than with one long row."""
    for v in _VIEWS:
        one = layout.layout(v, [], None)
        best = layout.squarest(v, [], None)

        def side(lay) -> float:
            x0, y0, x1, y1 = lay.box
            return max(x1 - x0, y1 - y0)
        assert side(best) <= side(one)
        assert set(best.places) == set(one.places)
    v = GAME.view(Match.new("keyflower", ["a", "b", "c"], {}, seed=4).state, 0)
    assert len(v["auction"]) > 6 and side(layout.squarest(v, [], None)) < side(layout.layout(v, [], None)) - 2


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(t for t, d in TILES.items() if d.kind not in ("none",))), st.booleans(),
       st.floats(16.0, 90.0), st.integers(1, 4), st.sampled_from(("nl", "en")))
def test_workers_on_a_tile_leave_its_points_and_action_seen(tid, up, r, groups, lang):
    """Issue 24: up to four worker groups on a used tile cover neither its points nor its
    action (they may cover the upgrade's cost or the name, not a reduced form's initials), and
    stay inside the hex."""
    items = symbols.plan(info(tid), up, r, lang)
    chips = kf_chips.workers_at(items, groups, r)
    assert len(chips) == groups
    ups = {round(it.y, 3) for it in items if it.kind == "up"}
    bare = all(it.kind in ("name", "points") for it in items)  # a reduced form: initials kept
    kept = [symbols.box(it) for it in items
            if it.kind == "points" or (bare or it.kind != "name") and round(it.y, 3) not in ups]
    assert kept or not items
    for c in chips:
        assert all(kf_chips.overlap(c, k) == 0 for k in kept), (c, items)
        assert abs((c[0] + c[2]) / 2) <= r * 0.87 and abs((c[1] + c[3]) / 2) <= r * 0.8


#: Tiles drawn with no symbol but their points or number: turn-order tiles and summer boats
#: (a number), the Keythedral and Ianvincible (printed points), and The Merchants' winter tiles
#: whose scoring the expansion does not yet give as data (their card says it; its boats show
#: their cargo, not yet their scoring).
NO_SCORE_DATA = ("artisan", "builder", "muleteer")


def test_every_tile_of_the_data_shows_its_symbols_at_the_default_zoom():
    """Issue 24: each tile of the catalogue (base and The Merchants) at level 2 and 3 draws
    every fact of its face (use or scoring, upgrade cost or cargo) and its points."""
    for tid in sorted(TILES):
        entry = info(tid)
        for up in (False, True) if entry.get("upgradable") else (False,):
            f = symbols.face(entry, up)
            for r in (24.0, 40.0):
                shown = symbols.shown(symbols.plan(entry, up, r, "en"))
                assert [x for x in shown if x[0] not in MARKS] == facts(f), (tid, up, r, shown)
                assert not f.vp or any(x[0] == "points" and x[2] == f.vp for x in shown), (tid, r)
            if TILES[tid].season in ("winter", "boat") and tid not in NO_SCORE_DATA:
                assert f.takes or f.gives or f.vp or f.cargo, tid  # not a name only


def _legend_key(kind: str, what: str) -> tuple[str, str]:
    """What tells one picture from another: a kind and its ``what`` (a ladder's ``what`` is
    its text, one picture for all)."""
    return (kind, "" if kind == "ladder" else what)


def test_every_symbol_a_tile_can_show_has_a_legend_line_in_both_languages():
    """Issue 24: each picture a tile's plan can draw (every tile of the catalogue, base and
    The Merchants, both sides, every level of detail) is in the legend, the base's lines
    (``guide.SYMBOLS``) or an expansion's (``PageExpansion.legend``), and each line has its
    own words in Dutch and in English."""
    from app.games.keyflower import guide, texts
    from app.games.keyflower.expansions import EXPANSIONS

    lines = guide.SYMBOLS + tuple(line for ex in EXPANSIONS for line in ex.legend)
    in_legend = {_legend_key(k, w) for _, syms in lines for k, w, _ in syms}
    drawn: dict[tuple[str, str], str] = {}
    for tid in sorted(TILES):
        for up in (False, True):
            for r in (17.0, 20.0, 26.0, 40.0, 70.0):
                for it in symbols.plan(info(tid), up, r, "en"):
                    if it.kind != "name":
                        drawn.setdefault(_legend_key(it.kind, it.what), tid)
    missing = {k: tid for k, tid in drawn.items() if k not in in_legend}
    assert not missing, f"symbols drawn on tiles without a legend line: {missing}"
    assert ("contract", "open") in drawn and ("loop", "") in drawn  # the check sees both parts
    names = [name for name, _ in lines]
    assert len(names) == len(set(names))
    for name in names:
        nl, en = texts.t("nl", "kf_legend_" + name), texts.t("en", "kf_legend_" + name)
        assert nl and en and nl != en and "kf_legend" not in nl + en, name
    # an expansion's lines come from its package: the base's names none of its kinds
    own = {_legend_key(k, w) for ex in EXPANSIONS for _, syms in ex.legend for k, w, _ in syms}
    base = {_legend_key(k, w) for _, syms in guide.SYMBOLS for k, w, _ in syms}
    assert ("contract", "open") in own - base and ("tile", "up") in own - base


_outside = symbols.outside


def test_at_the_smallest_default_zoom_every_tile_draws_its_action_upgrade_and_points():
    """Issue 24: the board's default zoom never draws a tile smaller than ``READABLE``
    (``board.Board.show``); there, for every tile of the catalogue (base and The Merchants,
    both sides), the plan the board draws (drawn at the size step, ``quantized``) holds its
    action (or scoring), its upgrade's cost (or a boat's cargo) and its points, nothing of it
    outside the drawn hex (the Tavern's and Alehouse's wide costs and the Well's included)."""
    r = symbols.quantized(symbols.READABLE)
    assert symbols.detail(r) >= 2 and r <= symbols.READABLE < r * 1.05
    for tid in sorted(TILES):
        entry = info(tid)
        for up in (False, True) if entry.get("upgradable") else (False,):
            f = symbols.face(entry, up)
            items = symbols.plan(entry, up, r, "en")
            shown = symbols.shown(items)
            assert [x for x in shown if x[0] not in MARKS] == facts(f), (tid, up, shown)
            if f.cost:
                assert ("up", "", 0) in shown, (tid, shown)
            assert not f.vp or ("points", "after" if f.after else "", f.vp) in shown, (tid, up, shown)
            for it in items:
                assert _outside(symbols.box(it), r * 0.97) <= 0.5, (tid, up, it)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(TILES)), st.booleans(), st.floats(23.84, 33.9))
def test_no_symbol_leaves_its_hex_at_level_2(tid, up, r):
    """From the smallest default zoom up to the names' level, every symbol stays inside the
    drawn hex (a row too wide for the hex's narrowing lower part moves to the middle)."""
    for it in symbols.plan(info(tid), up, r, "en"):
        assert _outside(symbols.box(it), r * 0.97) <= 0.5, (tid, up, r, it)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(TILES)), st.booleans(), st.floats(symbols.SMALLEST, 120.0),
       st.sampled_from(("nl", "en")))
def test_no_symbol_leaves_its_hex_at_any_zoom(tid, up, r, lang):
    """Issue 24: at every radius a player can zoom to (``symbols.SMALLEST`` up, the names'
    level 3 included, where the top and lower rows lie in the hex's narrowing parts), every
    item a tile draws, its name too, stays inside the drawn hex."""
    for it in symbols.plan(info(tid), up, r, lang):
        assert _outside(symbols.box(it), r * 0.97) <= 0.5, (tid, up, r, lang, it)


def test_the_alehouse_stays_inside_its_hex_at_the_names_zoom():
    """Issue 24: the Alehouse drawn whole with its name (level 3) reached beyond its hex;
    from the names' level up, by steps, its name, action, cost and points stay inside."""
    for k in range(34, 121):
        items = symbols.plan(info("alehouse"), False, float(k), "en")
        assert symbols.detail(float(k)) == 3
        if k >= 40:  # where the name has room it is drawn whole
            assert ("name", "Alehouse", 0) in symbols.shown(items), (k, items)
        for it in items:
            assert _outside(symbols.box(it), k * 0.97) <= 0.5, (k, it)


def _whole_or_reduced(entry: dict, up: bool, r: float, lang: str) -> str:
    """``whole`` when the plan draws every fact and the points, ``reduced`` when it draws
    the name's initials and the points only; fails on anything between."""
    f = symbols.face(entry, up)
    items = symbols.plan(entry, up, r, lang)
    shown = symbols.shown(items)
    if [x for x in shown if x[0] not in MARKS] == facts(f) and \
            (not f.vp or ("points", "after" if f.after else "", f.vp) in shown):
        return "whole"
    name = entry["names"].get(lang) or entry["names"]["en"]
    points = [("points", "after" if f.after else "", f.vp)] if f.vp else []
    assert shown == [("name", symbols.initials(name), 0)] + points, (entry["names"]["en"], up, r, shown)
    return "reduced"


def test_at_the_smallest_zoom_every_tile_is_whole_or_clearly_reduced():
    """Issue 24: at the smallest radius the board draws (``symbols.SMALLEST``: "show all"
    and a pinch stop there), every tile of the catalogue (base and The Merchants, both
    sides, both languages) draws either all of its symbols or its reduced form (initials
    and points, no action, no cost), legible and inside its hex; never a tile with its
    action but without its upgrade's cost."""
    r = symbols.quantized(symbols.SMALLEST)  # the size step the board draws there
    assert r <= symbols.SMALLEST < r * 1.05
    kinds = {"whole": 0, "reduced": 0}
    for tid in sorted(TILES):
        entry = info(tid)
        for up in (False, True) if entry.get("upgradable") else (False,):
            for lang in ("nl", "en"):
                kinds[_whole_or_reduced(entry, up, r, lang)] += 1
                for it in symbols.plan(entry, up, r, lang):
                    assert it.size >= (symbols.MIN_TEXT if it.kind == "name" else symbols.MIN_ICON)
                    assert _outside(symbols.box(it), r * 0.97) <= 0.5, (tid, up, it)
    assert kinds["whole"] and kinds["reduced"], kinds  # both forms occur: the check sees both
    assert _whole_or_reduced(info("miner"), False, r, "en") == "reduced"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(TILES)), st.booleans(), st.floats(symbols.SMALLEST, 120.0),
       st.sampled_from(("nl", "en")))
def test_at_any_zoom_a_tile_is_whole_or_clearly_reduced(tid, up, r, lang):
    """Issue 24: at any radius a player can zoom to, a tile is drawn whole or reduced."""
    _whole_or_reduced(info(tid), up, r, lang)


def test_initials_by_a_fixed_rule():
    assert symbols.initials("Apprentice Hall") == "AH"
    assert symbols.initials("Miner") == "Mi"
    assert symbols.initials("Hut of the Key") == "HK"
