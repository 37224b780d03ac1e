"""Golden tests for Keyflower's turn rules; every expected value is worked out by hand from
the rulebook text (facts ``keyflower-carcassonne-sources.md`` section 1) and the tile table,
never copied from the engine's output.

Position of :func:`spring` (3 players): seat 0 (home 1) starts with 3 blue, 3 red, 2 yellow;
seat 1 (home 2) 4 red, 4 yellow; seat 2 (home 3) 4 blue, 4 yellow. Spring tiles: alehouse,
gold_mine, keywood, miner, peddler, stable, workshop, and turn-order tiles 1 and 2.
"""

from __future__ import annotations

from dataclasses import replace

from core.keyflower import GAME
from core.keyflower.board import Placed
from keyflower_helpers import at, give, play, road_village, spring, turn, village
from tests.helpers import refused


# -- setup (keyflower/setup, keyflower/chance) -----------------------------------------------
def test_setup_deals_screens_boats_and_the_season_from_bag_and_pile():
    s = spring()
    assert [x.home for x in s.seats] == ["home1", "home2", "home3"]
    assert s.start == 0 and GAME.to_move(s) == 0
    assert [x.screen for x in s.seats] == [(3, 3, 2, 0), (0, 4, 4, 0), (4, 0, 4, 0)]
    # 120 - 24 behind screens - 19 on boats (7 blue, 7 red, 5 yellow)
    assert s.bag == (40 - 7 - 7, 40 - 7 - 7, 40 - 10 - 5, 0)
    assert s.pile == (15, 15, 14)
    assert s.fleet == ("keyflower", "sea_bastion", "sea_breese")
    assert s.auction[-2:] == ("turn1", "turn2")
    assert len(s.auction) == 7 + 2


def test_the_lowest_home_tile_starts():
    s = spring(homes="4 6 2")
    assert s.start == 2 and GAME.to_move(s) == 2


# -- colour (keyflower/colour) ---------------------------------------------------------------
def test_every_worker_at_a_tile_has_the_colour_of_the_first():
    s = play(spring(), "bid alehouse 1 blue")
    refused(s, "bid alehouse 2 red", "keyflower/colour")
    refused(s, "use alehouse 1 red", "keyflower/colour")
    s = play(s, "pass")
    s = play(s, "use alehouse 1 blue")  # seat 2 uses it in the bid's colour
    assert [g.colour for g in s.uses_on("alehouse")] == [0]


def test_a_use_also_sets_the_colour_of_a_tile():
    s = play(spring(), "use keywood 1 red")
    refused(s, "bid keywood 1 yellow", "keyflower/colour")
    assert "bid keywood 1 red" in GAME.legal_moves(s)


# -- bid, raising (keyflower/bid) ------------------------------------------------------------
def test_a_bid_must_top_the_highest_and_ones_own_bid_may_be_raised():
    s = play(spring(), "bid alehouse 1 blue", "pass", "bid alehouse 2 blue")
    refused(s, "bid alehouse 2 blue", "keyflower/bid")
    s = play(s, "bid alehouse 3 blue")  # seat 0: its 1 blue plus 2 from the screen
    assert [(g.seat, g.n) for g in s.bids_on("alehouse")] == [(0, 3), (2, 2)]
    assert s.seats[0].screen == (0, 3, 2, 0)


def test_a_winning_bid_may_be_raised_but_its_workers_never_leave():
    s = play(spring(), "bid alehouse 2 blue", "pass", "pass")
    s = play(s, "bid alehouse 3 blue")  # adding to one's own winning bid is a turn
    assert s.bids_on("alehouse")[0].n == 3
    s = play(s, "pass", "pass")
    refused(s, "bid keywood 3 blue from alehouse", "keyflower/outbid")


# -- outbid groups (keyflower/outbid) --------------------------------------------------------
def test_an_outbid_group_moves_whole_with_screen_workers_added():
    s = play(spring(), "bid alehouse 2 blue", "pass", "bid alehouse 3 blue")
    refused(s, "use keywood 1 blue from alehouse", "keyflower/outbid")
    s = play(s, "bid keywood 3 blue from alehouse")  # the group of 2 plus 1 from the screen
    assert s.bids_on("alehouse") == s.bids_on("alehouse")[:1]
    assert [(g.seat, g.n) for g in s.bids_on("keywood")] == [(0, 3)]
    assert s.seats[0].screen == (0, 3, 2, 0)


# -- use (keyflower/use) ---------------------------------------------------------------------
def test_each_use_has_more_workers_than_the_last_and_at_most_six_stand_on_a_tile():
    s = play(give(spring(), 0, screen=(3, 6, 2, 0)), "use keywood 1 red")
    refused(s, "use keywood 1 red", "keyflower/use")
    s = play(s, "use keywood 2 red")           # seat 1
    s = play(s, "pass", "use keywood 3 red")   # seat 0: 1 + 2 + 3 = 6
    assert [g.n for g in s.uses_on("keywood")] == [1, 2, 3]
    refused(turn(s, 1), "use keywood 4 red", "keyflower/use")


def test_a_first_use_of_two_leaves_room_for_one_more_use_only():
    s = play(spring(), "use keywood 2 red", "use keywood 3 red")
    # 5 workers on it: a third use would need 4
    assert not any(m.startswith("use keywood") for m in GAME.legal_moves(s))


def test_winter_tiles_storage_and_boats_have_no_use():
    s = spring()
    assert not any(m.startswith("use turn1") for m in GAME.legal_moves(s))
    refused(s, "use turn1 1 blue", "keyflower/use")


# -- production (keyflower/production) -------------------------------------------------------
def test_a_season_tile_produces_onto_the_users_home_tile():
    s = play(spring(), "use keywood 1 red")
    assert at(s, 0, "home1").res == (1, 0, 0, 0)
    assert s.supply == (23, 24, 24, 48)


def test_a_tile_in_ones_own_village_produces_onto_itself_and_in_another_onto_home():
    s = village(spring(), 0, Placed("keywood", 1, 0))
    s = play(s, "use keywood 1 red")
    assert at(s, 0, "keywood").res == (1, 0, 0, 0)
    s = play(s, "use keywood 2 red")  # seat 1 in seat 0's village: onto home 2
    assert at(s, 1, "home2").res == (1, 0, 0, 0)


def test_random_workers_come_from_the_bag_through_a_chance_line():
    s = play(spring(), "use alehouse 1 red")
    assert GAME.chance_kind(s) == "draw" and GAME.to_move(s) is None
    s = GAME.apply_chance(s, "draw y")
    assert s.seats[0].screen == (3, 2, 3, 0)
    assert GAME.to_move(s) == 1


def test_the_peddler_takes_an_extra_yellow_worker_for_a_green_one():
    s = play(spring(), "use peddler 1 red")
    assert s.seats[0].screen == (3, 2, 1, 1)
    assert s.green == 19 and s.bag[2] == 25 + 1
    refused(give(s, 1, screen=(0, 4, 0, 0)), "use peddler 2 red", "keyflower/production")


def test_the_workshop_asks_which_resource():
    s = play(spring(), "use workshop 1 red stone")
    assert at(s, 0, "home1").res == (0, 1, 0, 0)
    refused(spring(), "use workshop 1 red", "keyflower/production")


# -- transport and upgrades (keyflower/transport, keyflower/upgrade) -------------------------
def test_transport_follows_roads_one_point_per_step():
    s = play(road_village(), "use home1 1 blue")      # T1 U1
    assert s.phase == "work"
    assert "carry wood home1 keywood" in GAME.legal_moves(s)
    refused(s, "carry wood home1 gold_mine", "keyflower/transport")  # two steps
    s = play(s, "carry wood home1 keywood")
    assert at(s, 0, "keywood").res == (1, 0, 0, 0)
    assert s.work is not None and (s.work.transport, s.work.upgrades) == (0, 1)


def test_an_upgrade_pays_with_skills_from_behind_the_screen():
    s = give(road_village(), 0, skills=(1, 0, 0))
    s = play(s, "use home1 1 blue", "upgrade keywood")
    assert at(s, 0, "keywood").up
    assert s.seats[0].skills == (0, 0, 0) and s.pile == (16, 15, 14)
    assert s.work is not None and (s.work.transport, s.work.upgrades) == (1, 0)


def test_an_upgrade_pays_with_resources_on_the_tile_gold_standing_in():
    s = road_village().with_placed(0, "gold_mine", res=(0, 1, 0, 1))  # cost stone + iron
    s = play(s, "use home1 1 blue")
    s = play(s, "upgrade gold_mine")
    assert at(s, 0, "gold_mine").up and at(s, 0, "gold_mine").res == (0, 0, 0, 0)
    s2 = road_village().with_placed(0, "gold_mine", res=(0, 1, 0, 0))
    refused(play(s2, "use home1 1 blue"), "upgrade gold_mine", "keyflower/upgrade")


def test_an_upgraded_tile_uses_its_back():
    s = village(spring(), 0, Placed("keywood", 1, 0, up=True))
    s = play(s, "use keywood 1 red")
    assert at(s, 0, "keywood").res == (3, 0, 0, 0)


# -- village (keyflower/village) -------------------------------------------------------------
def test_a_won_tile_must_match_every_edge_it_shares():
    s = give(spring(), 0, won=("alehouse",))
    s = replace(s, phase="build", seat=0)
    # home1 shows water to the west (edge 3): alehouse (edges rr-rr-) has no water
    refused(s, "place alehouse -1,0 r0", "keyflower/village")
    assert "place alehouse 1,0 r0" in GAME.legal_moves(s)


def test_the_hiring_fair_lays_its_skill_aside_until_the_draw_is_done():
    s = village(give(spring(), 0, skills=(1, 0, 0)), 0, Placed("hiring_fair", 1, 0))
    s = play(s, "use hiring_fair 1 red saw")
    assert s.pile == (15, 15, 14)           # the saw is beside the pile, not in it
    assert GAME.chance_kind(s) == "skills"
    s = GAME.apply_chance(s, "skills pa")  # front: 2 skills
    assert s.seats[0].skills == (0, 1, 1) and s.pile == (16, 14, 13)


def test_the_tavern_worker_goes_into_the_bag_after_the_draw():
    s = village(spring(), 0, Placed("tavern", 1, 0))
    s = play(s, "use tavern 1 red yellow")   # a yellow worker given up, 2 drawn
    assert s.seats[0].screen == (3, 2, 1, 0)
    s = GAME.apply_chance(s, "draw bb")
    assert s.seats[0].screen == (5, 2, 1, 0) and s.bag == (26 - 2, 26, 25 + 1, 0)


# -- summer boats on transport and upgrades (keyflower/summer-boats) -------------------------
def test_boat_2b_doubles_transport_and_upgrades():
    s = road_village().with_seat(0, won=("boat2",))
    s = replace(s, sides=(("boat2", "b"),))
    s = play(s, "use home1 1 blue")
    assert s.work is not None and (s.work.transport, s.work.upgrades) == (2, 2)
    assert "carry wood home1 gold_mine" in GAME.legal_moves(s)   # two steps now


def test_boat_3a_lets_any_resource_pay_an_upgrade():
    s = road_village().with_placed(0, "gold_mine", res=(2, 0, 0, 0))   # cost stone + iron
    refused(play(s, "use home1 1 blue"), "upgrade gold_mine", "keyflower/upgrade")
    s = replace(s.with_seat(0, won=("boat3",)), sides=(("boat3", "a"),))
    s = play(s, "use home1 1 blue", "upgrade gold_mine")
    assert at(s, 0, "gold_mine").up and at(s, 0, "gold_mine").res == (0, 0, 0, 0)


def test_the_bag_shows_its_size_to_all_and_its_colours_to_none():
    s = spring()
    for seat in (None, 0, 1, 2):
        view = GAME.view(s, seat)
        assert view["bag"] == 77 and view["pile"] == 44
        assert all(v["screen"] is None for i, v in enumerate(view["seats"]) if i != seat)
