"""Golden tests for Keyflower's final scoring (rule ``final`` and its steps, rule ``tie``):
hand-built villages at the end of the game, every number worked out by hand from the
rulebook text (facts section 1.8-1.9) and the tile table."""

from __future__ import annotations

from dataclasses import replace

from core.keyflower import GAME
from core.keyflower.board import Placed, longest_loop, river_boats
from keyflower_helpers import spring, village

EMPTY = ((0, 0, 0, 0), (0, 0, 0))


def _end(*villages, screens=None, start=2):
    """Three seats at the end of the game with these villages (home tiles added), nothing
    behind the screens unless given; seat 2 (nothing to score) holds the purple worker."""
    s = spring()
    for seat, tiles in enumerate(villages):
        s = village(s, seat, *tiles)
        screen, skills = (screens or {}).get(seat, EMPTY)
        s = s.with_seat(seat, screen=screen, skills=skills, winter=())
    return replace(s, phase="over", start=start, auction=(), bids=(), uses=())


def _cats(state, seat):
    return GAME.outcome(state).breakdown[seat]


def test_storage_tiles_score_their_resources_and_keep_them_from_the_rest():
    # Barn (front, 1 per resource of any kind): 2 wood + 1 stone + 1 gold = 4.
    # Blacksmith (front, 2 per iron or gold): 2 iron + 1 gold = 3 x 2 = 6; its wood is loose.
    s = _end([Placed("barn", 1, 0, res=(2, 1, 0, 1)), Placed("blacksmith", -1, 1, res=(1, 0, 2, 1))])
    cats = _cats(s, 0)
    assert cats["storage"] == 10
    assert cats["gold"] == 0             # both gold counted on the storage tiles
    up = _end([Placed("barn", 1, 0, up=True, res=(2, 1, 0, 1))])
    assert _cats(up, 0)["storage"] == 8  # upgraded Barn: 2 each


def test_printed_points_count_the_side_up():
    # Keywood upgraded 3, Stable front 0, Ianvincible 5 (printed), home front 0.
    s = _end([Placed("keywood", 1, 0, up=True), Placed("stable", 1, -1), Placed("ianvincible", -1, 0)])
    assert _cats(s, 0)["tiles"] == 8


def test_the_keythedral_scores_its_twelve_points_once():
    """Rule ``final``: the Keythedral is the one tile that scores just once; its 12 points are
    printed on it and count with the printed points, not again as a winter tile. A village of
    the home tile and the Keythedral, nothing behind the screen: 12 in all."""
    s = _end([Placed("keythedral", 1, 0)])
    cats = _cats(s, 0)
    assert cats["tiles"] == 12 and cats["winter"] == 0
    assert GAME.outcome(s).scores[0] == 12


def test_flipper_turns_the_tile_that_gains_most_for_free():
    # Flipper (2 printed) with Keywood (0/3) and Stable (0/5): the Stable is turned: 2 + 5.
    s = _end([Placed("flipper", -1, 0), Placed("keywood", 1, 0), Placed("stable", 1, -1)])
    assert _cats(s, 0)["tiles"] == 7


def test_the_keyflower_boat_scores_the_villages_transport():
    # home1 upgraded (T2) + Stable front (T2) = 4.
    s = _end([Placed("keyflower", -1, 0), Placed("stable", 1, 0)])
    s = s.with_placed(0, "home1", up=True)
    assert _cats(s, 0)["boats"] == 4


def _loop():
    """home1 (0,0), alehouse east of it turned 2, key_mine north-east turned 4: the three
    join by roads into one loop."""
    return [Placed("alehouse", 1, 0, 2), Placed("key_mine", 1, -1, 4)]


def test_sea_bastion_scores_the_tiles_of_the_longest_road_loop():
    tiles = _loop() + [Placed("sea_bastion", -1, 0)]
    s = _end(tiles)
    assert longest_loop(s.seats[0].village) == 3
    assert _cats(s, 0)["boats"] == 3
    broken = _end([Placed("alehouse", 1, 0, 2), Placed("key_mine", 1, -1, 0), Placed("sea_bastion", -1, 0)])
    assert _cats(broken, 0)["boats"] == 0


def test_sea_breese_scores_the_boats_on_the_home_tiles_river():
    # home1's water faces west: sea_breese at -1,0 and a summer boat at -2,0 carry it on.
    s = _end([Placed("sea_breese", -1, 0), Placed("boat3", -2, 0)])
    assert river_boats(s.seats[0].village) == 2
    assert _cats(s, 0)["boats"] == 4
    off = _end([Placed("sea_breese", 0, 1)])   # south-east: no river
    assert _cats(off, 0)["boats"] == 0


def test_a_turn_order_tile_scores_one_per_matching_neighbour():
    # turn1 (r-r---) south-east of home1, turned 0: its road (north-west) meets home1's road.
    s = _end([Placed("turn1", 0, 1)])
    assert _cats(s, 0)["turn order"] == 1


def test_winter_tiles_score_the_items_behind_the_screen():
    # Scholar: 3 saws -> 9. Village Hall: 4 red -> 4. Gold on the home tile: 2 -> 2.
    s = _end([Placed("scholar", 1, 0), Placed("village_hall", -1, 1)],
             screens={0: ((1, 4, 0, 0), (3, 1, 0))})
    s = s.with_placed(0, "home1", res=(0, 0, 0, 2))
    cats = _cats(s, 0)
    assert cats["winter"] == 9 + 4 and cats["gold"] == 2


def test_the_start_player_holds_the_purple_worker_at_the_end():
    # Scribes with a saw and a pick: the purple worker as an anvil makes a set (10) - only
    # when its owner is the start player at the end.
    tiles = [Placed("scribes", 1, 0)]
    screens = {1: ((0, 0, 0, 0), (1, 1, 0))}
    assert _cats(_end([], tiles, screens=screens, start=1), 1)["winter"] == 10
    assert _cats(_end([], tiles, screens=screens, start=0), 1)["winter"] == 0


def test_tied_players_share_the_win():
    s = _end([Placed("keywood", 1, 0, up=True)], [Placed("gold_mine", 1, 0, up=True)])
    result = GAME.outcome(s)
    assert result.scores == (3, 3, 0) and result.winners == (0, 1)
