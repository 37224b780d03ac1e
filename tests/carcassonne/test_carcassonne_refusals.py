"""Every refusal of a move a hand-written record line can reach (issue 22): the message quotes
the line whole, as written, in Dutch and in English, and says what to write instead; each test
names the rule id (``tests.helpers.refused``: the record, the state and the log stay as they
were, and replaying the record with the line appended fails on that line with the same rule).
Chance lines: test_carcassonne_chance_refusals.py."""

from __future__ import annotations

import pytest

from core.errors import RuleError

from tests.carcassonne.carcassonne_helpers import (DEAL, HC, HC_PENNANT, position, record,
                                                   says)
from tests.helpers import refused

R = "carcassonne/"


# -- the notation: which word is wrong ----------------------------------------------------------

def test_a_line_of_no_known_form_lists_the_forms():
    """Rule notation."""
    err = refused(record("* tile E"), "place E north", R + "notation")
    says(err, "place E north", "Write a move such as 'V 1,-2 r90', 'V 1,-2 r90 road:e', "
         "'H1-03 2,1 se', 'draw', 'pick H1-03'", "Schrijf een zet als 'V 1,-2 r90'")


def test_an_unknown_tile_name():
    """Rule notation: the first word is no tile."""
    err = refused(record("* tile E"), "Z 0,1 r180", R + "notation")
    says(err, "Z 0,1 r180", "Z is not a tile: a move starts with a tile type A..X or a half "
         "tile H1-01..H2-12", "Z is geen tegel")


@pytest.mark.parametrize("square", ["0;1", "0,1,2", "a,1", "101,0", "1"])
def test_a_bad_square(square):
    """Rule notation: a square is x,y in whole numbers within the reach of 72 tiles."""
    line = f"E {square} r180"
    err = refused(record("* tile E"), line, R + "notation")
    says(err, line, f"{square} is not a square: a square is x,y in whole numbers from -100 "
         f"to 100, such as 1,-2.", f"{square} is geen vak")


def test_a_bad_rotation_of_a_whole_tile():
    """Rule notation: r0, r90, r180, r270 (a corner is for half tiles)."""
    match = record("* tile E")
    for line, word in (("E 0,1 r45", "r45"), ("E 0,1 nw", "nw")):
        err = refused(match, line, R + "notation")
        says(err, line, f"a tile turns r0, r90, r180 or r270 (clockwise), not {word}.",
             "een tegel draait r0, r90, r180 of r270")


def test_a_rotation_given_to_a_half_tile():
    """Rule notation: a half tile lies in a corner nw, ne, se, sw."""
    err = refused(record(DEAL, halflings="hidden"), "H1-03 1,0 r90", R + "notation")
    says(err, "H1-03 1,0 r90", "a half tile lies in a corner of the square: write nw, ne, se "
         "or sw, not r90.", "schrijf nw, ne, se of sw, niet r90")


def test_a_word_that_is_no_spot_lists_the_tiles_spots():
    """Rule notation: a spot is road:/city:/field: with a side, or monastery."""
    err = refused(record("* tile E"), "E 0,1 r180 castle:s", R + "notation")
    says(err, "E 0,1 r180 castle:s", "castle:s is not a follower spot. Tile E turned r180 has "
         "these spots: city:s, field:nnw; write one of them or none.",
         "Tegel E in stand r180 heeft deze plekken: city:s, field:nnw")


def test_pick_with_a_name_that_is_no_half_tile():
    """Rule notation: pick takes a half tile name."""
    err = refused(record(halflings="draft"), "pick H9-12", R + "notation")
    says(err, "pick H9-12", "H9-12 is not a half tile; those are named H1-01 to H2-12.",
         "H9-12 is geen halve tegel")


def test_a_very_long_junk_line_is_quoted_short():
    """Rule notation: a line longer than any move is cut in the quote (core.errors.quoted)."""
    with pytest.raises(RuleError) as info:
        record("* tile E").play("E " * 500)
    assert info.value.rule == R + "notation" and len(info.value.en) < 400
    assert info.value.en.startswith("'E E E") and "…" in info.value.en


# -- spots --------------------------------------------------------------------------------------

def test_a_spot_the_whole_tile_does_not_have():
    """Rule follower: the message lists the spots of the tile in that rotation."""
    err = refused(record("* tile E"), "E 0,1 r180 road:s", R + "follower")
    says(err, "E 0,1 r180 road:s", "Tile E turned r180 has no spot road:s. Its spots: city:s, "
         "field:nnw; write one of them or none.", "Tegel E in stand r180 heeft geen plek road:s")


def test_a_spot_the_half_tile_does_not_have():
    """Rule follower: a half tile names its long side d; H1-03 in the north-west corner has
    no field on its long side (its road crosses it)."""
    err = refused(record(DEAL, halflings="hidden"), "H1-03 1,0 nw field:dnw", R + "follower")
    says(err, "H1-03 1,0 nw field:dnw", "Half tile H1-03 in corner nw has no spot field:dnw. "
         "Its spots: road:w, field:nnw, field:wsw;", "Halve tegel H1-03 in hoek nw heeft geen "
         "plek field:dnw")


def test_a_feature_that_already_holds_a_follower():
    """Rule follower: Red's robber holds the start tile's road; Blue extends it."""
    match = record("* tile U", "U 1,0 r0 road:e", "* tile U")
    err = refused(match, "U -1,0 r0 road:w", R + "follower")
    says(err, "U -1,0 r0 road:w", "that road already holds a follower through its connections. "
         "Write the move without a spot ('U -1,0 r0') or with a free spot: field:nnw, field:ese.",
         "dat gebied (weg) heeft via de verbindingen al een volgeling")


def test_a_half_tiles_feature_that_already_holds_a_follower():
    """Rule half-follower: Red's knight holds the city across the long side."""
    s = position("E 0,0 r90", f"{HC} 1,0 nw", followers=[(0, 1, "city:w")],
                 hands=[[], [HC_PENNANT]], seat=1)
    err = refused(s, f"{HC_PENNANT} 1,0 se city:e", R + "half-follower")
    says(err, f"{HC_PENNANT} 1,0 se city:e", f"Write the move without a spot ('{HC_PENNANT} 1,0 "
         f"se') or with a free spot: field:sse.", "Schrijf de zet zonder plek")


def test_no_follower_left_in_supply():
    """Rule supply: all 7 of Red's followers stand on the board."""
    far = [f"U {10 + 2 * i},10 r0" for i in range(7)]
    s = position("D 0,0 r0", *far, followers=[(0, i + 1, "road:e") for i in range(7)],
                 drawn="E")
    err = refused(s, "E 0,1 r180 city:s", R + "supply")
    says(err, "E 0,1 r180 city:s", "Red has no follower left in supply. Write the move without "
         "a spot: 'E 0,1 r180'.", "Rood heeft geen volgeling meer in voorraad")


# -- where a tile goes ------------------------------------------------------------------------

def test_a_square_that_touches_nothing():
    """Rule place: the message names a placement that does fit."""
    err = refused(record("* tile E"), "E 5,5 r0", R + "place")
    says(err, "E 5,5 r0", "on 5,5 the tile touches no other tile along a side. E does not fit "
         "on 5,5; it does fit as 'E 0,-1 r180', for example.", "E past niet op 5,5")


def test_sides_that_do_not_match_name_the_rotation_that_fits():
    """Rule place: a field against the start tile's city; turned r180 it fits."""
    err = refused(record("* tile E"), "E 0,1 r0", R + "place")
    says(err, "E 0,1 r0", "the south side (field) meets a city; touching sides must match. "
         "On 0,1 it fits as 'E 0,1 r180'.", "Op 0,1 past hij zo: 'E 0,1 r180'.")


def test_a_square_that_holds_a_tile():
    """Rule place."""
    err = refused(record("* tile E"), "E 0,0 r0", R + "place")
    says(err, "E 0,0 r0", "square 0,0 already holds a tile.", "op 0,0 ligt al een tegel")


def test_a_whole_tile_on_a_square_with_a_half_tile():
    """Rule half-place: a whole tile never goes into a square holding a half tile."""
    match = record(DEAL, "H1-03 1,0 nw road:w", "draw", "* tile U", halflings="hidden")
    err = refused(match, "U 1,0 r0", R + "half-place")
    says(err, "U 1,0 r0", "square 1,0 holds a half tile (nw); a whole tile never goes there.",
         "op 1,0 ligt een halve tegel (nw)")


def test_a_half_tile_beside_another_in_one_square():
    """Rule half-place: two halves share a square only in opposite corners."""
    match = record(DEAL, "H1-03 1,0 nw road:w", halflings="hidden")
    err = refused(match, "H1-04 1,0 ne", R + "half-place")
    says(err, "H1-04 1,0 ne", "square 1,0 holds a half tile in nw; a second half tile goes only "
         "in the opposite corner, se.", "alleen in de tegenoverliggende hoek, se")


def test_a_half_tile_on_a_square_with_a_whole_tile():
    """Rule half-place: the start tile fills 0,0."""
    err = refused(record(DEAL, halflings="hidden"), "H1-03 0,0 se", R + "half-place")
    says(err, "H1-03 0,0 se", "square 0,0 already holds a tile. H1-03 does not fit on 0,0; it "
         "does fit as 'H1-03", "op 0,0 ligt al een tegel")


def test_a_third_half_tile_in_one_square():
    """Rule half-place: a square holds at most two half tiles."""
    match = record(DEAL, "H1-03 1,0 nw road:w", "H1-04 1,0 se", halflings="hidden")
    err = refused(match, "H1-01 1,0 ne", R + "half-place")
    says(err, "H1-01 1,0 ne", "square 1,0 already holds two half tiles.",
         "op 1,0 liggen al twee halve tegels")


def test_long_sides_that_do_not_match():
    """Rule half-place: Blue's field meets Red's road across the long side."""
    match = record(DEAL, "H1-03 1,0 nw road:w", halflings="hidden")
    err = refused(match, "H1-05 1,0 se", R + "half-place")
    says(err, "H1-05 1,0 se", "the long side (field) meets a road; touching sides must match. "
         "H1-05 does not fit on 1,0; it does fit as", "de lange zijde (weide) raakt een weg")


def test_a_tile_that_was_not_drawn():
    """Rule place: Red drew E."""
    err = refused(record("* tile E"), "V 1,0 r0", R + "place")
    says(err, "V 1,0 r0", "Red drew E, not V. Red now places the drawn tile E, for example "
         "'E 0,-1 r180'.", "Rood trok E, niet V")


# -- the Halflings' turn ------------------------------------------------------------------------

def test_a_whole_tile_before_drawing():
    """Rule half-turn: a player holding half tiles writes draw, then * tile V."""
    err = refused(record(DEAL, halflings="hidden"), "V 1,0 r0", R + "half-turn")
    says(err, "V 1,0 r0", "Red has not drawn yet. Write 'draw' first, then '* tile V' to draw "
         "a V (without that line the seed draws), then the move; or place a half tile of the "
         "hand (H1-01, H1-02, H1-03).", "Schrijf eerst 'draw', dan '* tile V'")


def test_a_half_tile_after_drawing():
    """Rule half-turn: once drawn, the drawn tile is placed."""
    match = record(DEAL, "draw", "* tile E", halflings="hidden")
    err = refused(match, "H1-03 1,0 nw", R + "half-turn")
    says(err, "H1-03 1,0 nw", "a half tile is placed instead of drawing, and Red has drawn "
         "already. Red now places the drawn tile E, for example", "Rood legt nu de getrokken "
         "tegel E")


def test_a_half_tile_that_is_not_in_the_hand():
    """Rule half-turn."""
    err = refused(record(DEAL, halflings="hidden"), "H1-04 1,0 nw", R + "half-turn")
    says(err, "H1-04 1,0 nw", "H1-04 is not in Red's hand. Red writes 'draw' now or places a "
         "half tile of the hand (H1-01, H1-02, H1-03), for example 'H1-01 ",
         "H1-04 zit niet in de hand van Rood")


def test_draw_after_drawing():
    """Rule turn."""
    match = record(DEAL, "draw", "* tile E", halflings="hidden")
    err = refused(match, "draw", R + "turn")
    says(err, "draw", "Red has drawn already. Red now places the drawn tile E",
         "Rood heeft al getrokken")


def test_draw_without_half_tiles():
    """Rule turn: without half tiles the draw is the chance line alone."""
    err = refused(record("* tile E"), "draw", R + "turn")
    says(err, "draw", "Red holds no half tiles, so the turn begins with the draw itself, "
         "without 'draw'. Red now places the drawn tile E", "zonder 'draw'")


# -- the open draft -------------------------------------------------------------------------------

def test_pick_when_nobody_picks():
    """Rule half-draft: pick belongs to halflings=draft, before the first turn."""
    err = refused(record("* tile E"), "pick H1-03", R + "half-draft")
    says(err, "pick H1-03", "nobody picks now: half tiles are picked only in the open draft "
         "(halflings=draft), before the first turn. Red now places", "er wordt nu niet gekozen")


def test_pick_of_a_half_tile_that_is_not_open():
    """Rule half-draft: H1-12 (a symbol tile) is never open; H2-01 was taken."""
    match = record("pick H2-01", halflings="draft")
    for line, name in (("pick H1-12", "H1-12"), ("pick H2-01", "H2-01")):
        err = refused(match, line, R + "half-draft")
        says(err, line, f"{name} is not open (open: H1-01..H1-11, H2-02..H2-07, H2-11, H2-12). "
             "Red picks an open half tile now, for example 'pick H1-01'.", "ligt niet open")


def test_a_move_or_draw_during_the_draft():
    """Rule half-draft: first everyone picks."""
    match = record(halflings="draft")
    for line in ("draw", "E 0,1 r180"):
        err = refused(match, line, R + "half-draft")
        says(err, line, "first everyone picks half tiles. Blue picks an open half tile now",
             "eerst kiest iedereen zijn halve tegels")
