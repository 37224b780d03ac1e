"""Golden tests for the end of a season (rule ``end-of-season`` and its steps), the boat
choice and the start player, winter offers and the summer boats' powers; worked out by hand
from the rulebook text (facts section 1.3-1.6) on the position of ``keyflower_helpers``."""

from __future__ import annotations

from dataclasses import replace

from core.keyflower import GAME
from core.keyflower.board import Placed
from core.rng import Rng
from keyflower_helpers import at, give, play, spring, village
from tests.helpers import refused


def _all_pass(state):
    while state.phase == "play" and GAME.chance_kind(state) is None:
        state = GAME.apply(state, "pass")
    return state


def _chance(state, seed=1):
    k = 0
    while GAME.chance_kind(state) is not None:
        state = GAME.apply_chance(state, GAME.draw_chance(state, Rng(seed, k)))
        k += 1
    return state


def test_the_end_of_a_season_in_order():
    s = play(spring(), "bid alehouse 1 blue", "pass", "bid alehouse 2 blue",
             "bid alehouse 3 blue", "pass", "use keywood 1 yellow", "pass", "pass", "pass")
    # 1: seat 2's losing 2 blue back behind its screen (it has 2 blue and 3 yellow left)
    assert s.seats[2].screen == (4, 0, 3, 0)
    # 2: unbid tiles leave, the yellow worker used on keywood goes into the bag
    assert {"gold_mine", "keywood", "miner", "peddler", "stable", "workshop"} <= set(s.boxed)
    # 3: seat 0 takes the alehouse; its 3 blue go into the bag (26 + 3 blue, 25 + 1 yellow)
    assert s.seats[0].won == ("alehouse",)
    assert s.bag == (29, 26, 26, 0)
    # 5: nobody won the start-player tile: seat 0 keeps first choice, then clockwise
    assert s.phase == "boats" and GAME.to_move(s) == 0 and s.pickers == (0, 1, 2)
    s = play(s, "boat sea_bastion")
    assert s.seats[0].screen == (2, 6, 3, 0) and s.seats[0].skills == (0, 1, 1)
    s = play(s, "boat keyflower")  # seat 1; seat 2 gets the last boat without a choice
    assert s.seats[1].screen == (3, 7, 5, 0) and s.seats[2].screen == (6, 1, 6, 0)
    # ... and after the boats the start player's left neighbour starts
    assert s.start == 1
    # 7: the won tile joins the village
    assert s.phase == "build" and GAME.to_move(s) == 0
    s = play(s, "place alehouse 1,0 r0")
    assert at(s, 0, "alehouse") == Placed("alehouse", 1, 0, 0)
    # 8: summer begins with its chance steps, the new start player first
    assert s.season_name == "summer" and GAME.chance_kind(s) == "tiles"
    s = _chance(s)
    assert GAME.to_move(s) == 1 and len(s.auction) == 7 + 2


def test_turn_order_tiles_choose_boats_in_number_order_and_the_purple_one_starts():
    s = play(spring(), "pass", "bid turn1 1 red", "bid turn2 1 blue", "pass", "pass", "pass")
    assert s.start == 1                 # at once, when the start-player tile is resolved
    assert s.pickers == (1, 2, 0)       # tile 1, tile 2, then clockwise from seat 1
    assert s.bag[:2] == (26 + 1, 26 + 1)   # the bids went into the bag
    assert "turn1" in s.auction and "turn2" in s.auction   # back in the row next season


def test_a_player_winning_two_turn_order_tiles_chooses_once():
    s = play(spring(), "pass", "pass", "bid turn1 1 blue", "pass", "pass",
             "bid turn2 1 yellow", "pass", "pass", "pass")
    assert s.pickers == (2, 0, 1)


def test_a_boat_taken_cannot_be_chosen_again():
    s = play(spring(), "pass", "pass", "pass")
    s = play(s, "boat keyflower")
    refused(s, "boat keyflower", "keyflower/boats")


def _winter(seed=3):
    """Through spring, summer and autumn with passes only; boats chosen first-listed."""
    s = spring()
    for _ in range(3):
        s = _all_pass(s)
        while s.phase == "boats":
            s = GAME.apply(s, GAME.legal_moves(s)[0])
        s = _chance(s, seed)
    return s


def test_winter_tiles_are_offered_in_secret_and_revealed_together():
    s = _winter()
    assert s.season_name == "winter" and s.phase == "offer" and GAME.to_move(s) == s.start
    first = s.start
    hand = s.seats[first].winter
    s = play(s, f"offer {hand[0]}")
    other = (first + 1) % 3
    assert GAME.view(s, other)["seats"][first]["offer"] is None
    assert GAME.view(s, first)["seats"][first]["offer"] == [hand[0]]
    refused(s, f"offer {hand[0]}", "keyflower/offer")   # not the next seat's tile
    for seat in ((first + 1) % 3, (first + 2) % 3):
        s = play(s, "offer " + "+".join(s.seats[seat].winter))
    assert s.phase == "play"
    assert s.auction[:-2] == tuple(sorted((hand[0],) + tuple(
        t for seat in range(3) if seat != first for t in spring().seats[seat].winter)))
    assert set(hand[1:]) <= set(s.boxed)
    assert not any(m.startswith("use ") and m.split()[1] in s.auction for m in GAME.legal_moves(s))


def test_in_winter_the_boats_themselves_join_the_villages_and_the_game_ends():
    s = _winter()
    for _ in range(3):
        s = play(s, "offer " + s.seats[GAME.to_move(s)].winter[0])
    s = _all_pass(s)
    while s.phase == "boats":
        s = play(s, f"boat {s.boats[0]}")
    assert [b for _, b in s.winter_boats] == list(s.fleet)
    while s.phase == "build":
        s = play(s, GAME.legal_moves(s)[0])
    assert s.phase == "over" and GAME.is_over(s)
    assert sorted(p.tile for x in s.seats for p in x.village if p.tile in s.fleet) == sorted(s.fleet)


# -- summer boats (keyflower/summer-boats) ---------------------------------------------------
def _with_boat(boat_side: str, seat: int = 0):
    s = spring()
    tile = "boat" + boat_side[0]
    s = replace(s, sides=((tile, boat_side[1]),))
    return village(s, seat, Placed(tile, 2, -1))


def test_boat_1a_brings_two_workers_from_the_bag_at_each_boat_collection():
    s = play(_with_boat("1a"), "pass", "pass", "pass")
    s = play(s, "boat keyflower", "boat sea_bastion")
    assert GAME.chance_kind(s) == "draw" and s.draws[0].seat == 0 and s.draws[0].n == 2


def test_boat_2a_places_tiles_without_matching_edges():
    s = give(_with_boat("2a"), 0, won=("alehouse",))
    s = replace(s, phase="build", seat=0)
    assert "place alehouse -1,0 r0" in GAME.legal_moves(s)   # against home1's water


def test_boat_4b_uses_a_tile_in_another_colour_laid_flat():
    s = play(_with_boat("4b"), "pass", "use keywood 1 red", "pass")
    s = play(s, "use keywood 2 blue")   # seat 0, against red
    assert [(g.colour, g.flat) for g in s.uses_on("keywood")] == [(1, False), (0, True)]
    refused(play(spring(), "pass", "use keywood 1 red", "pass"), "use keywood 2 blue",
            "keyflower/colour")


def test_boat_4a_counter_bids_in_another_colour_and_stands_up_when_alone():
    s = play(_with_boat("4a"), "pass", "bid alehouse 1 red", "pass")
    s = play(s, "bid alehouse 2 blue")   # seat 0: a flat counter-bid
    assert [(g.seat, g.colour, g.flat) for g in s.bids_on("alehouse")] == [(1, 1, False), (0, 0, True)]
    s = play(s, "bid keywood 1 red from alehouse")   # seat 1's outbid red leave
    from core.keyflower.bidding import tile_colour
    assert tile_colour(s, "alehouse") == 0   # the flat blue stand up: blue now
