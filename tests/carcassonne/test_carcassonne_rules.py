"""Golden tests of the base game and the Halflings' placement and follower rules; each
refusal names its rule (``tests.helpers.refused``)."""

from __future__ import annotations

from core.carcassonne import GAME
from core.carcassonne import scoring
from core.carcassonne.data import TYPES

from tests.carcassonne.carcassonne_helpers import (HC, HC_PENNANT, HF, HF2, HR, play, points,
                                                   position)
from tests.helpers import refused

R = "carcassonne/"


def test_setup_start_tile_followers_and_pile():
    """Rules setup, tiles: D at 0,0 unrotated, 7 followers each, 71 tiles to draw."""
    s = GAME.setup(4, {"halflings": "off"})
    assert [(p.name, p.x, p.y, p.rot) for p in s.pieces] == [("D", 0, 0, 0)]
    assert [s.supply(i) for i in range(4)] == [7] * 4
    assert s.pile_size == 71 and GAME.chance_kind(s) == "tile"


def test_placement_must_touch_and_match():
    """Rule place: a side must touch, every touching side must match."""
    s = position("D 0,0 r0", drawn="E")
    legal = GAME.legal_moves(s)
    assert "E 0,1 r180" in legal          # city south meets D's city north
    err = refused(s, "E 0,1 r0", R + "place")   # field south against D's city
    assert "south" in err.en and "city" in err.en
    refused(s, "E 5,5 r0", R + "place")   # touches nothing
    refused(s, "E 0,0 r0", R + "place")   # square taken
    refused(s, "V 1,0 r0", R + "place")   # not the drawn tile


def test_symmetric_tile_has_one_spelling_per_placement():
    """Rule notation: a straight road U looks the same turned 180 degrees; legal lists r0
    only and r180 is written as r0."""
    s = position("D 0,0 r0", drawn="U")
    legal = GAME.legal_moves(s)
    assert "U 1,0 r0" in legal and "U 1,0 r180" not in legal
    assert GAME.canonical(s, "u 1,0 R180") == "U 1,0 r0"
    assert len(legal) == len(set(legal))


def test_follower_only_on_a_free_feature():
    """Rule follower: the road of D already holds a robber, so extending it offers no robber
    on that road, but the new tile's fields are free."""
    s = position("D 0,0 r0", followers=[(1, 0, "road:e")], drawn="U")
    legal = GAME.legal_moves(s)
    assert "U 1,0 r0 field:nnw" in legal
    refused(s, "U 1,0 r0 road:e", R + "follower")
    refused(s, "U 1,0 r0 road:w", R + "follower")         # the same road, named by its west end
    err = refused(s, "U 1,0 r0 city:n", R + "follower")   # U has no city
    assert "spot" in err.en


def test_no_follower_without_supply():
    """Rule supply: with all 7 followers out none can be placed."""
    far = [f"U {10 + 2 * i},10 r0" for i in range(7)]
    s = position("D 0,0 r0", *far, followers=[(0, i + 1, "road:e") for i in range(7)],
                 drawn="E")
    assert not [m for m in GAME.legal_moves(s) if len(m.split()) == 4]
    refused(s, "E 0,1 r180 city:s", R + "supply")


def test_completed_city_scores_and_follower_returns():
    """Rules score-city, majority: a two-tile city scores 4 to its knight, who returns."""
    s = position("D 0,0 r0", drawn="E")
    after = play(s, "E 0,1 r180 city:s")
    assert points(after, 0)["cities"] == 4 and after.supply(0) == 7
    assert GAME.to_move(after) is None and after.seat == 1   # next turn starts with a draw


def test_tied_majority_scores_in_full_for_both():
    """Rule majority: one knight each in a city joined by the new tile: both get full points;
    a single follower of a third colour gets nothing when another has two."""
    s = position("E 0,0 r90", "E 2,0 r270", followers=[(0, 0, "city:e"), (1, 1, "city:w")],
                 drawn="F", players=3, seat=2)
    after = play(s, "F 1,0 r0")
    assert points(after, 0)["cities"] == points(after, 1)["cities"] == 2 * 3 + 2
    assert points(after, 2)["cities"] == 0
    assert scoring.majority([]) == ()


def test_completed_road_scores_one_per_tile():
    """Rule score-road: monastery stub, a straight road, a junction: 3 points."""
    s = position("A 0,0 r270", "U 1,0 r0", followers=[(0, 1, "road:e")], drawn="W")
    after = play(s, "W 2,0 r0")
    assert points(after, 0)["roads"] == 3


def test_drawn_tile_that_fits_nowhere_is_set_aside():
    """Rule discard: beside a single field tile, a city tile fits nowhere; it is set aside
    (recorded) and the next draw is due."""
    s = position("B 0,0 r0")
    after = GAME.apply_chance(s, "tile C")
    assert after.discarded == ("C",) and after.drawn is None
    assert GAME.chance_kind(after) == "tile"
    assert after.pile[TYPES.index("C")] == s.pile[TYPES.index("C")] - 1


def test_game_ends_after_the_last_tile_with_final_scoring():
    """Rules end, final, fields, half-end: placing the last tile ends the game; unplaced half
    tiles are lost; farmers and incomplete features score."""
    pile = [0] * len(TYPES)
    pile[TYPES.index("E")] = 1
    s = position("E 0,0 r180", "B 1,0 r0", followers=[(1, 1, "field:nnw")], pile=pile,
                 hands=[[HF], []])
    s = play(s, "draw")
    s = GAME.apply_chance(s, "tile E")
    end = play(s, "E 0,-1 r0 city:n")
    assert GAME.is_over(end) and GAME.legal_moves(end) == []
    assert points(end, 0)["cities"] == 4
    assert points(end, 1)["fields"] == 3     # the field beside the completed city
    assert end.hands[0] == (HF,)             # lost, never placed
    assert GAME.winners(end) == [0]


def test_a_half_tile_instead_of_drawing():
    """Rule half-turn: holding half tiles, the turn starts with a choice; once drawn, the
    drawn tile must be placed."""
    s = position("D 0,0 r0", hands=[[HR], []])
    legal = GAME.legal_moves(s)
    assert "draw" in legal and any(m.startswith(HR) for m in legal)
    refused(s, "E 0,1 r180", R + "half-turn")
    drawn = GAME.apply_chance(play(s, "draw"), "tile E")
    refused(drawn, f"{HR} 1,0 nw", R + "half-turn")
    refused(position("D 0,0 r0", hands=[[HF], [HR]]), f"{HR} 1,0 nw", R + "half-turn")


def test_half_tile_placement():
    """Rule half-place: a half touching only through a leg, and one touching only the other
    half's long side, are legal; a full tile never goes into a half-filled square; the long
    sides must match."""
    s = position("D 0,0 r0", hands=[[HR, HF], []])
    legal = GAME.legal_moves(s)
    assert f"{HR} 1,0 nw" in legal      # west leg (road) meets D's road east
    refused(s, f"{HR} 1,0 ne", R + "place")       # no contact through its legs or long side
    err = refused(s, f"{HR} -1,0 ne", R + "place")  # its field leg east meets D's road
    assert "east" in err.en
    half = position("D 0,0 r0", f"{HR} 1,0 nw", hands=[[HF, "H1-08"], []])
    legal = GAME.legal_moves(half)
    assert "H1-08 1,0 se" in legal                # long side road meets long side road
    err = refused(half, f"{HF} 1,0 se", R + "half-place")
    assert "long" in err.en
    full = position("D 0,0 r0", f"{HR} 1,0 nw", drawn="U")
    refused(full, "U 1,0 r90", R + "half-place")


def test_followers_on_both_halves_of_one_square():
    """Rule half-follower (facts T8): Red's knight holds the city through the long side, so
    Blue's second half offers no knight there, but Blue may farm its own field."""
    s = position("E 0,0 r90", f"{HC} 1,0 nw", followers=[(0, 1, "city:w")],
                 hands=[[], [HC_PENNANT]], seat=1)
    legal = GAME.legal_moves(s)
    assert f"{HC_PENNANT} 1,0 se field:sse" in legal
    refused(s, f"{HC_PENNANT} 1,0 se city:e", R + "half-follower")
    farmer = position("D 0,0 r0", f"{HR} 1,0 nw", followers=[(0, 1, "field:nnw")],
                      hands=[[], ["H1-04"]], seat=1)
    # H1-04 in the SE triangle: its field {dne, ene, ese, sse} continues Red's field across
    # the long side; its other field {ssw, dsw} continues the free one
    assert "H1-04 1,0 se field:ssw" in GAME.legal_moves(farmer)
    refused(farmer, "H1-04 1,0 se field:ene", R + "half-follower")


def test_draft_order_last_player_first_then_counter_clockwise():
    """Rule half-draft: with 3 players the picks go 2, 1, 0, 2, 1, 0, ..."""
    s = GAME.setup(3, {"halflings": "draft", "halves": "2"})
    order = []
    while GAME.to_move(s) is not None and s.phase() == "draft":
        order.append(GAME.to_move(s))
        s = GAME.apply(s, GAME.legal_moves(s)[0])
    assert order == [2, 1, 0, 2, 1, 0]
    assert all(len(h) == 2 for h in s.hands) and s.pool == ()
    refused(s, "pick H1-03", R + "half-draft")


def test_hidden_deal_and_secrecy_of_hands():
    """Rules half-setup, half-tiles: 3 hidden half tiles each, never a symbol tile; a seat
    sees its own hand only."""
    s = GAME.setup(2, {})
    assert GAME.chance_kind(s) == "halves"
    s = GAME.apply_chance(s, "halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-06")
    assert s.hands == (("H1-01", "H1-02", "H1-03"), ("H1-04", "H1-05", "H1-06"))
    v0, v1 = GAME.view(s, 0), GAME.view(s, 1)
    assert v0["hands"] == [["H1-01", "H1-02", "H1-03"], None]
    assert v1["hands"] == [None, ["H1-04", "H1-05", "H1-06"]]
    assert "H1-04" not in v0["tiles"] and "H1-01" not in v1["tiles"]
    from core.errors import RuleError
    import pytest
    with pytest.raises(RuleError) as info:
        GAME.apply_chance(GAME.setup(2, {}), "halves H1-12 H1-02 H1-03 H1-04 H1-05 H1-06")
    assert info.value.rule == R + "half-setup"
