"""New England's moves as data (``notation.data``; the table in notation.py's docstring):
golden fields along the first round of the package docstring, and every verb's form."""

from __future__ import annotations

import pytest

from core.new_england import GAME
from core.new_england.notation import data
from core.protocol import MoveData

STARTS = ("start s a1-b1", "start s e1-f1", "start s i1-j1", "start p a5-b5", "start p e5-f5",
          "start p i5-j5", "start c a9-b9", "start c e9-f9", "start c i9-j9")


def listed(state) -> dict[str, MoveData]:
    return {m.text: m for m in GAME.move_data(state)}


def test_the_first_round_lists_its_moves_with_their_fields():
    s = GAME.setup(3, {})
    assert listed(s)["start p c3-d3"] == MoveData("start p c3-d3", "start", squares=("c3", "d3"),
                                                  options=(("terrain", "p"),))
    for move in STARTS:
        s = GAME.apply(s, move)
    assert sorted(m.count for m in GAME.move_data(s) if m.verb == "offer") == [3, 4, 5, 6]
    s = GAME.apply(s, "offer 4")
    s = GAME.apply_chance(GAME.apply_chance(s, "tiles s s p c"), "cards pilgrim ship s-i2 barn c-l3")
    assert listed(s)["bid 7"] == MoveData("bid 7", "bid", count=7)
    for move in ("bid 7", "bid 2", "bid 5"):
        s = GAME.apply(s, move)
    moves = listed(s)
    assert moves["buy 7"] == MoveData("buy 7", "buy", count=7)
    assert moves["done"] == MoveData("done", "done")
    s = GAME.apply(s, "buy 7")
    assert GAME.move_data(s) == [MoveData("develop i1-j1", "develop", squares=("i1", "j1"))]


@pytest.mark.parametrize("text, fields", [
    ("extra tile", dict(options=(("item", "tile"),))),
    ("extra card", dict(options=(("item", "card"),))),
    ("place c3", dict(squares=("c3",))),
    ("develop c3-d3-c4", dict(squares=("c3", "d3", "c4"))),
    ("pilgrim c3", dict(squares=("c3",))),
    ("barn c3", dict(squares=("c3",))),
    ("ship k4", dict(squares=("k4",))),
    ("store c3", dict(squares=("c3",))),
    ("take c3", dict(squares=("c3",))),
    ("move c3-e5", dict(squares=("c3", "e5"))),
])
def test_every_verb_has_its_fields(text, fields):
    assert data(text) == MoveData(text, text.split()[0], **fields)
