"""Every refusal a hand-written record line can reach (issue 22): the message quotes the line
whole, as written, in Dutch and in English, and says what to write instead; each test names
the rule id (``tests.helpers.refused``: the record, the state and the log stay as they were,
and replaying the record with the line appended fails on that line with the same rule)."""

from __future__ import annotations

import pytest

from core.carcassonne import GAME
from core.errors import RuleError
from core.match import Match

from tests.carcassonne.carcassonne_helpers import HC, HC_PENNANT, position
from tests.helpers import refused

R = "carcassonne/"
DEAL = "* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-06"


def record(*lines: str, halflings: str = "off", players: int = 2) -> Match:
    """The match after these record lines (seed 1), chance drawn after the last move."""
    head = [f'[Game "carcassonne"]', '[Seed "1"]', f'[Option "halflings={halflings}"]']
    head += [f'[Player "P{i}"]' for i in range(players)]
    return Match.from_record("\n".join(head + list(lines)) + "\n")


def says(err: RuleError, line: str, en: str, nl: str) -> None:
    """``err`` quotes ``line`` whole at its start, and holds ``en`` / ``nl``."""
    for text, part in ((err.en, en), (err.nl, nl)):
        assert text.startswith(f"'{line}': "), text
        assert part in text, text


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


# -- chance lines ---------------------------------------------------------------------------------

def test_tile_with_no_tile_type():
    """Rule draw: * tile takes one type A..X."""
    match = record("* tile E", "E 0,1 r180")
    match.truncate(len(match.steps) - 1)   # the draw after the move is written by hand
    for line, why in (("* tile Z", "Z is not a tile type."),
                      ("* tile", "'tile' takes exactly one tile type."),
                      ("* tile V V", "'tile' takes exactly one tile type.")):
        err = refused(match, line, R + "draw")
        says(err, line, f"{why} Write '* tile' with a tile type left in the pile (A..X), for "
             "example '* tile A'.", "Schrijf '* tile' met een tegelsoort")


def test_tile_of_a_type_the_pile_no_longer_holds():
    """Rule draw: the only C is gone (it fitted nowhere and was set aside)."""
    match = record("* tile E", "E 0,1 r180", "* tile C", "* tile U", "U 1,0 r0")
    match.truncate(len(match.steps) - 1)
    err = refused(match, "* tile C", R + "draw")
    says(err, "* tile C", "no C is left in the pile. Write '* tile' with a tile type left in "
         "the pile (A..X except C)", "er zit geen C meer in de stapel")


def test_halves_where_a_tile_is_drawn():
    """Rule draw."""
    match = record("* tile E", "E 0,1 r180")
    match.truncate(len(match.steps) - 1)
    err = refused(match, "* halves H1-01", R + "draw")
    says(err, "* halves H1-01", "a tile is drawn here. Write '* tile'", "hier wordt een tegel "
         "getrokken")


def _undealt(players: int = 2, halves: str = "3") -> Match:
    return Match(GAME, [f"P{i}" for i in range(players)], {"halves": halves}, 1)


def test_tile_before_the_deal():
    """Rule half-setup: with hidden half tiles the deal comes first."""
    err = refused(_undealt(), "* tile V", R + "half-setup")
    says(err, "* tile V", "first the half tiles are dealt. Write '* halves' with 6 different "
         "half tiles from H1-01..H1-11, H2-01..H2-07, H2-11, H2-12: 3 for each player, the "
         "first player's first.", "eerst worden de halve tegels verdeeld")


@pytest.mark.parametrize("line,why", [
    ("* halves H1-01 H1-02 H1-03", "the line names 3 half tiles; 6 are dealt."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-06 H1-07", "the line names 7 half tiles; 6 are "
     "dealt."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-12", "H1-12 carries another expansion's symbol "
     "and is not in play."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-05", "H1-05 is named twice."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H9-05", "H9-05 is not a half tile."),
])
def test_a_wrong_deal(line, why):
    """Rule half-setup: players x halves different half tiles in play."""
    err = refused(_undealt(), line, R + "half-setup")
    says(err, line, f"{why} Write '* halves' with 6 different half tiles", "Schrijf '* halves' "
         "met 6 verschillende halve tegels")


def test_the_longest_deal_is_quoted_whole():
    """Rule half-setup: 5 players with 4 half tiles each: the line (and one more name) is
    quoted whole, not cut short."""
    line = "* halves " + " ".join(f"H1-{i:02}" for i in range(1, 12)) + " " + \
        " ".join(f"H2-{i:02}" for i in (1, 2, 3, 4, 5, 6, 7, 11, 12)) + " H1-01"
    err = refused(_undealt(5, "4"), line, R + "half-setup")
    says(err, line, "H1-01 is named twice. Write '* halves' with 20 different half tiles",
         "H1-01 staat er twee keer in")


# -- a chance line where a move comes first (core/unexpected-chance, Carcassonne's words) --------

def test_tile_where_a_player_with_half_tiles_decides():
    """Rule core/unexpected-chance: Red holds half tiles, so draw comes before * tile."""
    err = refused(record(DEAL, halflings="hidden"), "* tile V", "core/unexpected-chance")
    says(err, "* tile V", "Red holds half tiles: write 'draw' before '* tile V', or place a half "
         "tile of the hand (H1-01, H1-02, H1-03).", "Rood heeft halve tegels: schrijf eerst "
         "'draw' en dan pas '* tile V'")


def test_tile_where_no_half_tile_of_the_hand_fits():
    """Rule core/unexpected-chance: beside a lone field tile, Red's all-city half H2-01 fits
    nowhere, so draw is the only move; the message does not offer a half tile."""
    s = position("B 0,0 r0", hands=[["H2-01"], []])
    assert GAME.legal_moves(s) == ["draw"]
    with pytest.raises(RuleError) as info:
        GAME.apply_chance(s, "tile V")
    assert info.value.rule == "core/unexpected-chance"
    says(info.value, "* tile V", "Red holds half tiles: write 'draw' before '* tile V' (no half "
         "tile of the hand, H2-01, fits anywhere).", "geen halve tegel uit de hand, H2-01, past")
    err = refused(s, "H2-01 1,0 nw", R + "place")   # the move that was not offered
    says(err, "H2-01 1,0 nw", "Red writes 'draw' now (no half tile of the hand, H2-01, fits "
         "anywhere).", "Rood schrijft nu 'draw'")


def test_tile_where_the_drawn_tile_is_placed():
    """Rule core/unexpected-chance: the drawn E is placed before the next draw."""
    err = refused(record("* tile E"), "* tile V", "core/unexpected-chance")
    says(err, "* tile V", "Red has drawn E and places it first; the next '* tile' comes after "
         "that move. Red now places the drawn tile E, for example", "Rood heeft E getrokken")


def test_chance_in_the_open_draft():
    """Rule core/unexpected-chance: nothing is dealt in the draft."""
    err = refused(record(halflings="draft"), DEAL, "core/unexpected-chance")
    says(err, DEAL, "nothing is dealt or drawn in the open draft. Blue picks an open half tile "
         "now, for example 'pick H1-01'.", "bij het open kiezen wordt niets verdeeld")


def test_chance_after_the_end():
    """Rule core/unexpected-chance: after the last tile nothing is drawn."""
    pile = [0] * 24
    pile[4] = 1   # one E left
    s = GAME.apply_chance(position("D 0,0 r0", pile=pile), "tile E")
    end = GAME.apply(s, "E 0,1 r180")
    assert GAME.is_over(end)
    with pytest.raises(RuleError) as info:
        GAME.apply_chance(end, "tile V")
    assert info.value.rule == "core/unexpected-chance"
    says(info.value, "* tile V", "the game is over; nothing is drawn any more.",
         "het spel is afgelopen")


def test_the_rules_page_quotes_the_message_of_a_tile_before_draw():
    """The half-turn section shows the refusal of '* tile E' right after its deal, word for
    word, in both languages."""
    from pathlib import Path
    source = " ".join((Path(__file__).resolve().parents[2] / "core" / "carcassonne" /
                       "reference.html").read_text(encoding="utf-8").split())
    err = refused(record(DEAL, halflings="hidden"), "* tile E", "core/unexpected-chance")
    assert f"<nl>{err.nl}</nl><en>{err.en}</en>" in source


def test_a_huge_deal_line_is_quoted_short():
    """Rule half-setup: a deal line of 100,000 names (hostile input) is refused at its first
    double in one pass, and the message quotes only its start."""
    line = "* halves " + "H1-01 " * 100_000
    with pytest.raises(RuleError) as info:
        _undealt().apply_line(line)
    assert info.value.rule == R + "half-setup" and "H1-01 is named twice" in info.value.en
    assert len(info.value.en) < 600 and info.value.en.startswith("'* halves H1-01 H1-01")
