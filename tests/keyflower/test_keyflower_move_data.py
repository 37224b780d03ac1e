"""Keyflower's moves as data (``notation.data``; the table in notation.py's docstring):
golden fields of listed moves and of every verb's form."""

from __future__ import annotations

import pytest

from core.keyflower import GAME
from core.keyflower.notation import data, parse
from core.protocol import MoveData
from tests.keyflower.keyflower_helpers import play, spring


def listed(state) -> dict[str, MoveData]:
    return {m.text: m for m in GAME.move_data(state)}


def test_a_bid_with_outbid_groups_names_tile_count_colour_and_sources():
    # Ann (seat 0) is outbid in red on the alehouse and the gold mine, then bids on the
    # peddler with both outbid groups and one red worker from behind her screen
    state = play(spring(), "bid alehouse 1 red", "bid alehouse 2 red", "bid miner 1 blue",
                 "bid gold_mine 1 red", "bid gold_mine 2 red", "pass")
    moves = listed(state)
    assert moves["bid peddler 3 red from alehouse+gold_mine"] == MoveData(
        "bid peddler 3 red from alehouse+gold_mine", "bid", tiles=("peddler",), colour="red",
        count=3, options=(("sources", "alehouse+gold_mine"),))
    assert moves["use home1 1 blue"] == MoveData("use home1 1 blue", "use", tiles=("home1",),
                                                 colour="blue", count=1)
    assert moves["pass"] == MoveData("pass", "pass")
    # the page finds a move by its fields: exactly one listed move has these
    found = [m for m in moves.values() if m.verb == "bid" and m.tiles == ("peddler",)
             and m.colour == "red" and m.count == 3 and m.option("sources") == "alehouse+gold_mine"]
    assert [m.text for m in found] == ["bid peddler 3 red from alehouse+gold_mine"]


def test_the_opening_lists_bids_without_sources():
    moves = listed(spring())
    assert moves["bid alehouse 3 red"] == MoveData("bid alehouse 3 red", "bid", tiles=("alehouse",),
                                                   colour="red", count=3)
    assert all(m.option("sources") == "" for m in moves.values())


@pytest.mark.parametrize("text, verb, fields", [
    ("use workshop 2 blue from alehouse wood", "use",
     dict(tiles=("workshop",), colour="blue", count=2, options=(("sources", "alehouse"), ("choice", "wood")))),
    ("carry iron miner home1", "carry", dict(tiles=("miner", "home1"), options=(("resource", "iron"),))),
    ("place miner -1,1 r3", "place", dict(tiles=("miner",), squares=("-1,1",), options=(("turn", "3"),))),
    ("upgrade miner", "upgrade", dict(tiles=("miner",))),
    ("boat keyflower", "boat", dict(tiles=("keyflower",))),
    ("flip miner", "flip", dict(tiles=("miner",))),
    ("offer keythedral+scholar", "offer", dict(tiles=("keythedral", "scholar"))),
    ("purple none", "purple", dict(options=(("choice", "none"),))),
    ("purple wood", "purple", dict(options=(("choice", "wood"),))),
    ("purple miner", "purple", dict(tiles=("miner",))),
    ("assign c05 blue+wood", "assign", dict(tiles=("c05",), options=(("items", "blue+wood"),))),
    ("contract c05", "contract", dict(tiles=("c05",))),
    ("contract pile2", "contract", dict(tiles=("pile2",))),
    ("exchange c05 iron", "exchange", dict(tiles=("c05",), options=(("item", "iron"),))),
    ("replace flipper", "replace", dict(tiles=("flipper",))),
    ("extend miner e03", "extend", dict(tiles=("miner",), options=(("extension", "e03"),))),
    ("extend miner e03 from alehouse", "extend",
     dict(tiles=("miner",), options=(("extension", "e03"), ("sources", "alehouse")))),
    ("done", "done", {}),
    ("best", "best", {}),
])
def test_every_verb_has_its_fields(text, verb, fields):
    move = parse(text)
    assert move.text() == text
    assert data(move, text) == MoveData(text, verb, **fields)
