"""Eden's moves as data (``notation.data``; the table in notation.py's docstring): golden
fields of the listed moves of a turn and of a conquest."""

from __future__ import annotations

from core.eden import GAME
from core.protocol import MoveData
from eden_helpers import play, position


def listed(state) -> list[MoveData]:
    return GAME.move_data(state)


def test_a_turn_lists_water_grow_trade_and_pass_with_their_fields():
    s = position({"B3": (0, 1), "B4": (0, 1), "C3": (0, 1)}, [["L3", "D5"], [], []], pool=["I2"])
    assert listed(s) == [
        MoveData("buy I2", "buy", tiles=("I2",)),
        MoveData("grow L3 B3 B4 C3", "grow", squares=("B3", "B4", "C3"), tiles=("L3",)),
        MoveData("pass", "pass"),
        MoveData("sell L3", "sell", tiles=("L3",)),
        MoveData("water D5", "water", squares=("D5",)),
    ]


def test_a_conquest_lists_helpers_targets_and_bids():
    s = play(position({"B3": (0, 1), "C4": (1, 1)}, [["B4"], [], []]), "water B4")
    moves = {m.text: m for m in listed(s)}
    assert moves["skip"] == MoveData("skip", "skip")
    assert moves["with B3"] == MoveData("with B3", "with", squares=("B3",))
    assert moves["target C4"] == MoveData("target C4", "target", squares=("C4",))
    s = play(s, "target C4", "bid 10")
    moves = {m.text: m for m in listed(s)}
    assert moves["accept"] == MoveData("accept", "accept")
    assert moves["bid 15"] == MoveData("bid 15", "bid", count=15)
    assert all(m.count is not None for m in moves.values() if m.verb == "bid")
