"""Golden tests for phase 3: land tiles, land cards, figures and moves, barns, the ship bonus,
the purchase limit and money. Positions are hand-built; expected moves worked out by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.errors import RuleError
from core.new_england import GAME

from ne_helpers import buy_turn, figure, fresh, legal, play, put
from tests.helpers import refused

OFFER = ("s", "p", "c", "pilgrim", "ship", "s-i2", "barn", "c-l3", "p-o4")


def _tiles_position():
    """Red: settlement start tile c3-d3. Blue: settlement f3, pasture d4. Yellow: settlement e1."""
    s = put(fresh(3), 0, "s", "c3", "d3")
    s = put(s, 1, "s", "f3")
    s = put(s, 1, "p", "d4")
    s = put(s, 2, "s", "e1")
    return buy_turn(s, 0, OFFER)


def test_land_tile_next_to_own_terrain_never_beside_foreign_same_terrain():
    s = play(_tiles_position(), "buy 1")
    # c3 -> b3, c2, c4; d3 -> d2, e3 (d4 is taken). e3 borders Blue's settlement f3;
    # c4 may touch Blue's pasture d4 (other terrain); d2 touches Yellow's e1 only diagonally.
    assert GAME.legal_moves(s) == ["place b3", "place c2", "place c4", "place d2"]
    cases = {"place e3": ("foreign-terrain", "f3"), "place g5": ("tile-placement", "g5"),
             "place d4": ("occupied", "Blue"), "place k1": ("board", "k1")}
    for move, (rule, needle) in cases.items():
        e = refused(s, move, "new-england/" + rule)
        assert needle in e.en, move


def test_only_placeable_and_usable_items_may_be_bought():
    s = _tiles_position()
    # Red has settlement plots only, none coastal, no barn: the settlement tile, the pilgrim,
    # the settlement domino (the start tile c3-d3 whole) and the barn card can be used.
    assert legal(s, "buy") == ["buy 1", "buy 4", "buy 6", "buy 7"]
    e = refused(s, "buy 2", "new-england/buy-usable")
    assert "pasture" in e.en
    e = refused(s, "buy 5", "new-england/buy-usable")


def test_two_purchases_at_the_chip_price_then_done():
    s = play(_tiles_position(), "buy 1", "place b3", "buy 4", "pilgrim c3")
    assert s.money[0] == 12 - 2 * 5 and s.purchases == 2
    assert legal(s, "buy") == []
    e = refused(s, "buy 6", "new-england/purchase-limit")
    e = refused(play(_tiles_position(), "buy 1"), "buy 4", "new-england/carry-out-now")
    poor = replace(_tiles_position(), money=(4, 12, 12))
    assert legal(poor, "buy") == []
    e = refused(poor, "buy 1", "new-england/money")
    assert "4" in e.en


def _settlement_area(**options):
    """Red's settlement: start tile c3-d3 and tiles c4, d4, e4."""
    s = put(fresh(3, **options), 0, "s", "c3", "d3")
    for p in ("c4", "d4", "e4"):
        s = put(s, 0, "s", p)
    return s


def test_land_card_shape_any_rotation_start_tile_whole():
    s = play(buy_turn(_settlement_area(), 0, ("s-l3",)), "buy 1")
    # The L3 corners inside c3 d3 c4 d4 e4 that keep the start tile c3-d3 whole.
    assert GAME.legal_moves(s) == ["develop c3-d3-c4", "develop c3-d3-d4"]
    placements = GAME.view(s, 0)["turn"]["pending"]["placements"]
    assert sorted(p["move"] for p in placements) == GAME.legal_moves(s)
    assert len({p["orientation"] for p in placements}) == 2
    cases = {"develop d3-c4-d4": "start-tile-whole", "develop c4-d4-e4": "rotation",
             "develop c4-d4": "development-shape", "develop c4-c3-d3": "notation"}
    for move, rule in cases.items():
        e = refused(s, move, "new-england/" + rule)
    after = GAME.apply(s, "develop c3-d3-c4")
    assert after.cards[0] == ("s-l3",)
    dev = GAME.view(after, None)["plots"]
    assert sorted(p["plot"] for p in dev if p["developed"]) == ["c3", "c4", "d3"]
    assert GAME.breakdown(after)[0]["cards"] == 5


def test_developed_or_figure_tiles_are_not_unused():
    s = figure(_settlement_area(), "c3", "pilgrim")
    s = play(buy_turn(s, 0, ("s-l3", "s-i2")), "buy 2")
    # c3-d3 carries the pilgrim: the domino fits only on c4-d4 or d4-e4.
    assert GAME.legal_moves(s) == ["develop c4-d4", "develop d4-e4"]
    e = refused(s, "develop c3-d3", "new-england/unused")
    assert "pilgrim" in e.en
    s = GAME.apply(s, "develop d4-e4")
    assert legal(s, "buy") == []  # s-l3 no longer fits (only c4 is unused) and there is no barn
    e = refused(replace(s, pending="s-l3", pending_from="buy"), "develop c4-d4-e4", "new-england/unused")
    assert "d4" in e.en


def _pasture_tiles(*plots, **options):
    s = fresh(3, **options)
    for p in plots:
        s = put(s, 0, "p", p)
    return buy_turn(s, 0, ("p-l4",))


def test_l4_rotations_only_unless_mirror_option():
    rotated = _pasture_tiles("e5", "f5", "g5", "e6")  # the printed L turned a quarter clockwise
    assert GAME.legal_moves(play(rotated, "buy 1")) == ["develop e5-f5-g5-e6"]
    mirrored = ("f5", "f6", "f7", "e7")  # the printed L mirrored
    assert legal(_pasture_tiles(*mirrored), "buy") == []
    e = refused(_pasture_tiles(*mirrored), "buy 1", "new-england/buy-usable")
    s = play(_pasture_tiles(*mirrored, mirror="allowed"), "buy 1")
    assert GAME.legal_moves(s) == ["develop f5-f6-e7-f7"]


def _figure_position():
    """Red: pasture start tile a1-a2 (a1 at the sea), pasture tiles b1 (sea) and b2;
    settlement start tile c4-c5 with a barn on it."""
    s = put(fresh(3), 0, "p", "a1", "a2")
    s = put(s, 0, "p", "b1")
    s = put(s, 0, "p", "b2")
    s = put(s, 0, "s", "c4", "c5")
    return figure(s, "c4", "barn")


def test_figures_on_own_unused_tiles_ships_at_the_sea():
    s = buy_turn(_figure_position(), 0, ("pilgrim", "ship"))
    p = GAME.apply(s, "buy 1")
    assert legal(p, "pilgrim") == ["pilgrim a1", "pilgrim b1", "pilgrim b2"]
    e = refused(p, "pilgrim a2", "new-england/notation")
    assert "a1" in e.en  # a start tile is one tile
    e = refused(p, "pilgrim c4", "new-england/figure-placement")
    sh = GAME.apply(s, "buy 2")
    assert legal(sh, "ship") == ["ship a1", "ship b1"]  # a start tile with one coastal half counts
    e = refused(sh, "ship b2", "new-england/coastal")
    after = play(s, "buy 2", "ship a1", "buy 1", "pilgrim b2")
    assert after.cards[0] == ("ship", "pilgrim")
    assert GAME.view(after, None)["families"][0]["figures"] == {"pilgrim": 1, "barn": 1, "ship": 1}


def test_pilgrims_and_ships_move_once_per_turn_barns_never():
    s = figure(figure(_figure_position(), "a1", "ship"), "b2", "pilgrim")
    s = buy_turn(s, 0, ())
    # Unused own tiles: b1 (coastal) only, besides the figures' own tiles.
    assert legal(s, "move") == ["move a1-b1", "move b2-b1"]
    e = refused(s, "move c4-b1", "new-england/figure-move")
    assert "Barns" in e.en
    s = GAME.apply(s, "move b2-b1")
    # The ship may not go to b2 (not at the sea); the pilgrim on b1 moved already.
    assert legal(s, "move") == []
    e = refused(s, "move a1-b2", "new-england/coastal")
    e = refused(s, "move b1-b2", "new-england/figure-move")
    assert "already" in e.en
    # Next turn the pilgrim may move again.
    assert legal(buy_turn(s, 0, ()), "move") == ["move b1-b2"]


def test_pilgrims_raise_income():
    s = figure(figure(_figure_position(), "a1", "pilgrim"), "b2", "pilgrim")
    s = buy_turn(s, 0, (), money=3)
    after = GAME.apply(s, "done")
    assert after.money[0] == 3 + 4 + 2
    assert GAME.view(s, None)["families"][0]["income"] == 6


def test_barn_stores_a_card_bought_only_for_storage_and_releases_it_later():
    s = buy_turn(_figure_position(), 0, ("c-o4", "s-i2"))
    # Red has no crop at all, and the barn stands on Red's only settlement (c4-c5): both cards
    # can only be stored, which the empty barn allows.
    assert legal(s, "buy") == ["buy 1", "buy 2"]
    s = GAME.apply(s, "buy 1")
    assert GAME.legal_moves(s) == ["store c4"]
    s = GAME.apply(s, "store c4")
    assert s.barns[0] == ((GAME_INDEX("c4"), "c-o4"),)
    assert legal(s, "buy") == []  # barn full, nothing else usable
    e = refused(s, "buy 2", "new-england/buy-usable")
    e = refused(s, "take c4", "new-england/barn-take")
    assert "later turn" in e.en
    # The barn's card is face down for the others.
    assert GAME.view(s, 0)["families"][0]["barns"] == [{"plot": "c4", "card": "c-o4"}]
    assert GAME.view(s, 1)["families"][0]["barns"] == [{"plot": "c4", "card": "hidden"}]
    assert GAME.view(s, None)["families"][0]["barns"] == [{"plot": "c4", "card": "hidden"}]
    # A later turn: a crop c-o4 still cannot be carried out, so it stays in the barn.
    later = buy_turn(s, 0, ())
    assert legal(later, "take") == []
    e = refused(later, "take c4", "new-england/barn-take")


def test_card_taken_from_barn_is_carried_out_not_a_purchase():
    s = put(fresh(3), 0, "p", "a1", "a2")
    for p in ("b1", "b2", "c2"):
        s = put(s, 0, "p", p)
    s = figure(put(s, 0, "s", "c4", "c5"), "c4", "barn", card="p-i2")
    s = play(buy_turn(s, 0, ("pilgrim", "ship")), "buy 1", "pilgrim a1", "buy 2", "ship b1")
    assert s.purchases == 2 and s.money[0] == 2
    assert legal(s, "take") == ["take c4"]
    t = GAME.apply(s, "take c4")
    # Unused pasture left: b2 and c2; a card from a barn is carried out, never stored again.
    assert GAME.legal_moves(t) == ["develop b2-c2"]
    e = refused(t, "store c4", "new-england/barn-store")
    done = GAME.apply(t, "develop b2-c2")
    assert done.cards[0] == ("pilgrim", "ship", "p-i2") and done.barns[0] == ((GAME_INDEX("c4"), ""),)
    assert done.money[0] == 2 and GAME.breakdown(done)[0]["cards"] == 1 + 1 + 3


def GAME_INDEX(name):
    from core.new_england.board import INDEX
    return INDEX[name]


def test_ship_bonus_most_ships_ties_count_before_first_purchase():
    base = put(put(put(fresh(3), 0, "p", "a1", "a2"), 1, "p", "e1", "f1"), 2, "p", "i1", "j1")
    base = put(base, 0, "p", "b1")
    none = buy_turn(base, 0, ("s",))
    assert legal(none, "extra") == []  # nobody has a ship: 0 = 0 is no majority
    e = refused(none, "extra card", "new-england/ship-bonus")
    tied = figure(figure(base, "a1", "ship"), "e1", "ship")
    s = buy_turn(tied, 0, ("s", "p"))
    assert legal(s, "extra") == ["extra card", "extra tile"]
    assert legal(buy_turn(tied, 2, ("s",)), "extra") == []  # Yellow has no ship
    drawn = GAME.apply(s, "extra card")
    assert GAME.chance_kind(drawn) == "cards" and GAME.to_move(drawn) is None
    with pytest.raises(RuleError) as info:   # one extra card is drawn, not two
        GAME.apply_chance(drawn, "cards barn ship")
    assert info.value.rule == "new-england/chance"
    s2 = GAME.apply_chance(drawn, "cards barn")
    assert s2.offer == ("s", "p", "barn") and GAME.to_move(s2) == 0
    assert legal(s2, "extra") == []
    assert "buy 3" in GAME.legal_moves(s2)
    e = refused(s2, "extra tile", "new-england/ship-bonus")
    assert "already" in e.en
    bought = GAME.apply(GAME.apply(s, "buy 2"), "place a3")
    assert legal(bought, "extra") == []
    e = refused(bought, "extra tile", "new-england/ship-bonus")
    assert "before" in e.en
