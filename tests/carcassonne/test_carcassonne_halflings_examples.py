"""The worked examples of the Halflings seed (``004_8022aefe4e70202b``), restated in facts
section 4 (T1-T6), as golden tests. Layouts are reconstructed; the facts' fixture tiles map
onto our stand-in half tiles (carcassonne_helpers)."""

from __future__ import annotations

from core.carcassonne import scoring

from tests.carcassonne.carcassonne_helpers import (HC, HC_PENNANT, HF, HF2, HM, HR, play,
                                                   points, position)

# T1: E (city east), hC in the north-west triangle of 1,0, E (city west) at 2,0.
CITY_OF_THREE = ("E 0,0 r90", f"{HC} 1,0 nw", "E 2,0 r270")


def test_city_with_two_halves_in_one_square_scores_8_not_10():
    """Rule half-squares (seed 'Voorbeeld 3'): the SE half completes the city over three
    squares with one pennant: (3 + 1) x 2 = 8; the knight returns."""
    s = position(*CITY_OF_THREE, followers=[(0, 0, "city:e")], hands=[[HC_PENNANT], []])
    after = play(s, f"{HC_PENNANT} 1,0 se")
    assert points(after, 0)["cities"] == 8
    assert after.followers == ()
    assert [(x.kind, x.seats, x.points) for x in after.scored] == [("city", (0,), 8)]


def test_city_counted_per_piece_under_the_2015_clarification():
    """Rule half-counting: with counting=2015 the same city counts 4 pieces: (4 + 1) x 2."""
    s = position(*CITY_OF_THREE, followers=[(0, 0, "city:e")], hands=[[HC_PENNANT], []],
                 counting="2015")
    assert points(play(s, f"{HC_PENNANT} 1,0 se"), 0)["cities"] == 10


def test_road_with_two_halves_in_one_square_scores_4_not_5():
    """Rule half-squares (seed 'Voorbeeld 4'): monastery road stub, two road halves in one
    square, a straight road, another stub: 4 squares, 4 points."""
    s = position("A 0,0 r270", f"{HR} 1,0 nw", "U 2,0 r0", "A 3,0 r90",
                 followers=[(1, 2, "road:e")], hands=[[], ["H1-08"]], seat=1)
    after = play(s, "H1-08 1,0 se")
    assert points(after, 1)["roads"] == 4
    assert points(play(position("A 0,0 r270", f"{HR} 1,0 nw", "U 2,0 r0", "A 3,0 r90",
                                followers=[(1, 2, "road:e")], hands=[[], ["H1-08"]], seat=1,
                                counting="2020"), "H1-08 1,0 se"), 1)["roads"] == 5


RING = ["-1,1", "0,1", "1,1", "-1,0", "1,0", "-1,-1", "0,-1", "1,-1"]


def _monastery_with(*extra: str, counting: str = "2021"):
    """A monastery B at 0,0 with a monk, every neighbour a B except those ``extra`` names."""
    taken = {e.split()[1] for e in extra}
    tiles = ["B 0,0 r0"] + [f"B {sq} r0" for sq in RING if sq not in taken] + list(extra)
    return position(*tiles, followers=[(0, 0, "monastery")], counting=counting)


def test_monastery_with_a_lone_half_facing_away_is_complete_and_scores_9():
    """Rule half-monastery (seed 'Voorbeeld 5', first layout): a single half in a neighbour
    square, its legs turned away from the monastery, still occupies that square."""
    s = _monastery_with(f"{HF} 1,1 ne")
    assert scoring.monastery_points(s, 0) == (9, True)


def test_monastery_with_two_halves_in_a_neighbour_square_scores_9_not_10():
    """Rule half-monastery (second layout); counting=2015 counts both pieces (10)."""
    s = _monastery_with(f"{HF} 1,0 nw", f"{HF2} 1,0 se")
    assert scoring.monastery_points(s, 0) == (9, True)
    assert scoring.monastery_points(_monastery_with(f"{HF} 1,0 nw", f"{HF2} 1,0 se",
                                                    counting="2015"), 0) == (10, True)


def test_monastery_on_a_half_tile_sharing_its_square_scores_9():
    """Rule half-monastery (third layout): the monastery half and a second half fill the
    square; the square counts once."""
    tiles = [f"{HM} 0,0 nw", f"{HF} 0,0 se"] + [f"B {sq} r0" for sq in RING]
    s = position(*tiles, followers=[(0, 0, "monastery")])
    assert scoring.monastery_points(s, 0) == (9, True)


def test_completing_a_monastery_with_a_half_scores_it_at_once():
    """Rules score-monastery, half-monastery: the half that fills the last neighbour square
    completes the monastery; the monk scores 9 and returns."""
    tiles = ["B 0,0 r0"] + [f"B {sq} r0" for sq in RING if sq != "1,0"]
    s = position(*tiles, followers=[(0, 0, "monastery")], hands=[[HF], []])
    after = play(s, f"{HF} 1,0 nw")
    assert points(after, 0)["monasteries"] == 9 and after.followers == ()


def test_final_monasteries_of_6_and_5():
    """Rule half-monastery (seed 'Eindtelling voorbeeld 1'): Blue's monastery half shares its
    square with another half and has 5 full neighbours (6); Red's has 4 occupied neighbour
    squares: one half, two halves, full tiles (5)."""
    blue = [f"{HM} 0,0 nw", f"{HF} 0,0 se", "B -1,1 r0", "B 0,1 r0", "B 1,1 r0", "B -1,0 r0",
            "B -1,-1 r0"]
    red = ["B 10,0 r0", f"{HF2} 11,0 nw", "H1-04 10,-1 ne", "H1-03 10,-1 sw", "B 9,0 r0",
           "B 9,-1 r0"]
    s = position(*blue, *red, followers=[(1, 0, "monastery"), (0, 7, "monastery")])
    end = scoring.final(s)
    assert points(end, 1)["monasteries"] == 6
    assert points(end, 0)["monasteries"] == 5


CITIES_X_AND_Y = ("E 0,0 r180", "E 0,-1 r0", "E 2,0 r180", "E 2,-1 r0")


def test_triangular_gap_cuts_a_field():
    """Rule half-gap (seed 'Eindtelling voorbeeld 2'): with only the NW half in 1,0 the
    fields left and right are apart: Red and Blue share the left one (3 each, city X), Red
    alone has the right one (3, city Y)."""
    s = position(*CITIES_X_AND_Y, f"{HF} 1,0 nw",
                 followers=[(0, 0, "field:nnw"), (1, 4, "field:nnw"), (0, 2, "field:nnw")])
    end = scoring.final(s)
    assert points(end, 0)["fields"] == 6 and points(end, 1)["fields"] == 3


def test_filling_the_gap_joins_the_field():
    """Control: with the SE half too, one field borders both cities; Red (2 farmers) takes
    2 x 3, Blue nothing."""
    s = position(*CITIES_X_AND_Y, f"{HF} 1,0 nw", f"{HF2} 1,0 se",
                 followers=[(0, 0, "field:nnw"), (1, 4, "field:nnw"), (0, 2, "field:nnw")])
    end = scoring.final(s)
    assert points(end, 0)["fields"] == 6 and points(end, 1)["fields"] == 0


def test_city_with_a_triangular_gap_is_incomplete():
    """Rules half-gap, final (seed roads and cities 'Voorbeeld 1'): without the SE half the
    city is open at the long side; at the end it scores 1 per square: 2."""
    s = position(*CITY_OF_THREE, followers=[(0, 0, "city:e"), (1, 2, "city:w")])
    end = scoring.final(s)
    assert points(end, 0)["cities"] == 2 and points(end, 1)["cities"] == 1
