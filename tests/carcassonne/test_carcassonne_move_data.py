"""Carcassonne's moves as data (``notation.data``; the table in notation.py's docstring):
golden fields of listed placements, half tiles, draw and pick."""

from __future__ import annotations

from dataclasses import replace

from core.carcassonne import GAME
from core.carcassonne.data import FOLLOWERS
from core.carcassonne.notation import data, parse, write
from core.carcassonne.state import Follower
from core.protocol import MoveData
from tests.carcassonne.carcassonne_helpers import position


def listed(state) -> dict[str, MoveData]:
    return {m.text: m for m in GAME.move_data(state)}


def test_a_drawn_tile_lists_square_turn_and_follower_spot():
    moves = listed(position("D 0,0 r0", drawn="V"))
    assert moves["V 1,0 r90"] == MoveData("V 1,0 r90", "place", squares=("1,0",), tiles=("V",),
                                          options=(("turn", "r90"),))
    assert moves["V 1,0 r90 road:n"] == MoveData(
        "V 1,0 r90 road:n", "place", squares=("1,0",), tiles=("V",),
        options=(("turn", "r90"), ("spot", "road:n")))
    assert moves["V 0,-1 r270 field:ese"].option("spot") == "field:ese"
    # the follower spots a page offers for one square and turn, read from the fields
    spots = sorted(m.option("spot") for m in moves.values()
                   if m.squares == ("-1,0",) and m.option("turn") == "r180")
    assert spots == ["", "field:nne", "field:nnw", "road:n"]


def test_without_followers_left_no_spot_is_listed():
    state = position("D 0,0 r0", drawn="V")
    out_of_supply = replace(state, followers=(Follower(0, 0, 0),) * FOLLOWERS)
    moves = GAME.move_data(out_of_supply)
    assert moves and all(m.options == (("turn", m.option("turn")),) for m in moves)
    assert len(moves) == len({(m.squares, m.option("turn")) for m in moves})
    assert {(m.squares, m.option("turn")) for m in moves} == {
        (m.squares, m.option("turn")) for m in GAME.move_data(state)}


def test_half_tiles_name_the_corner_and_draw_is_a_move_of_its_own():
    moves = listed(position("D 0,0 r0", hands=[["H1-03"], []]))
    assert moves["H1-03 -1,0 se road:e"] == MoveData(
        "H1-03 -1,0 se road:e", "place", squares=("-1,0",), tiles=("H1-03",),
        options=(("turn", "se"), ("spot", "road:e")))
    assert moves["draw"] == MoveData("draw", "draw")


def test_pick_and_the_canonical_turn_of_a_symmetric_tile():
    assert data(("pick", "H1-03"), "pick H1-03") == MoveData("pick H1-03", "pick", tiles=("H1-03",))
    # tile U looks the same turned half round: r180 is written r0
    move = parse("U 2,-3 r180")
    assert data(move, write(move)) == MoveData("U 2,-3 r0", "place", squares=("2,-3",),
                                               tiles=("U",), options=(("turn", "r0"),))
