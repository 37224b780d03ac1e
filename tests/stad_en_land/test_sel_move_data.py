"""Stad en Land's moves as data (``notation.data``; the table in notation.py's docstring)."""

from __future__ import annotations

from core.protocol import MoveData
from core.stad_en_land import GAME

from .helpers import replay

CITIES = "b2 c5 d3 d4 e6 f1 a4 c3"


def test_a_turn_starts_with_segments_from_a_city_and_pass():
    moves = GAME.move_data(replay(CITIES).state)
    assert MoveData("c3-b4", "segment", squares=("c3", "b4")) in moves
    assert moves[-1] == MoveData("pass", "pass")
    assert all(m.verb == "segment" and len(m.squares) == 2 for m in moves[:-1])


def test_a_forced_continuation_lists_only_segments_from_the_open_end():
    moves = GAME.move_data(replay(CITIES, ["c3-b4", "d3-e2"]).state)
    assert moves == [MoveData(f"e2-{sq}", "segment", squares=("e2", sq))
                     for sq in ("d1", "d2", "e1", "e3", "f1", "f2", "f3")]
