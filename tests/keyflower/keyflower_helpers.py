"""Builders for Keyflower positions used by the golden tests: a game started with chance
lines written out (so every test knows every screen), and small edits of a state."""

from __future__ import annotations

from dataclasses import fields, replace

from core.keyflower import GAME
from core.keyflower.board import Placed
from core.keyflower.expansions.merchants.state import Holder, put_seat
from core.keyflower.state import State

#: Three players: homes 1, 2, 3 (seat 0 starts), known screens and winter hands.
SCREENS3 = "bbbrrryy rrrryyyy bbbbyyyy"
WINTER3 = "keythedral+scholar+windmill apothecary+jeweller+scribes key_market+watermill+village_hall"
SPRING3 = "alehouse gold_mine keywood miner peddler stable workshop"
CARGO3 = "bbbrrry:s bbrrry:pa bbryyy:a"


def chance(state: State, *lines: str) -> State:
    for line in lines:
        state = GAME.apply_chance(state, line)
    return state


def spring(players: int = 3, screens: str = SCREENS3, winter: str = WINTER3,
           tiles: str = SPRING3, cargo: str = CARGO3, homes: str = "") -> State:
    """Spring of a 3-player game (seat 0 to move) from these chance lines."""
    state = GAME.setup(players, {})
    homes = homes or " ".join(str(i + 1) for i in range(players))
    return chance(state, f"homes {homes}", f"screens {screens}", f"winter {winter}",
                  f"tiles {tiles}", f"cargo {cargo}")


def play(state: State, *moves: str) -> State:
    for move in moves:
        state = GAME.apply(state, move)
    return state


def road_village() -> State:
    """:func:`spring` where seat 0's village is home1 at 0,0, keywood east of it at 1,0 (road
    to road) and gold_mine east of that at 2,0, with one wood and one gold on home1: after
    ``use home1 1 blue`` (one transport, one upgrade) ``carry wood home1 keywood`` is legal."""
    s = village(spring(), 0, Placed("keywood", 1, 0), Placed("gold_mine", 2, 0))
    return s.with_placed(0, "home1", res=(1, 0, 0, 1))


def give(state: State, seat: int, **changes) -> State:
    """``seat`` with ``screen``, ``skills``, ``village`` ... replaced (memo dropped); the
    fields of an expansion's seat part (``huts``, ``contracts`` ...) go into its part."""
    own = {k: changes.pop(k) for k in list(changes) if k in {f.name for f in fields(Holder)}}
    state = state.with_seat(seat, **changes)
    return put_seat(state, seat, **own) if own else state


def village(state: State, seat: int, *tiles: Placed) -> State:
    """``seat``'s village: its home tile plus ``tiles``."""
    home = state.seats[seat].village[0]
    return state.with_seat(seat, village=(home,) + tiles)


def at(state: State, seat: int, tile: str) -> Placed:
    placed = state.placed(seat, tile)
    assert placed is not None, tile
    return placed


def turn(state: State, seat: int) -> State:
    return replace(state, seat=seat)
