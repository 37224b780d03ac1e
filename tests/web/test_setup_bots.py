"""The new-game dialog's seats (issue 25): who plays each seat is read, remembered and
checked like the names; anything that is not a level is a person."""

from __future__ import annotations

import json

from app import setup_screen
from core import registry

EDEN = registry.get("eden")


def test_bots_of_reads_the_levels_of_the_seats_in_play():
    values = {"bot0": "person", "bot1": "strong", "bot2": "easy", "bot3": "normal"}
    assert setup_screen.bots_of(values, 3) == {1: "strong", 2: "easy"}   # seat 3 not in play
    assert setup_screen.bots_of({"bot0": "hard", "bot1": ""}, 2) == {}


def test_who_plays_is_remembered_and_bad_values_are_left_out():
    kept = setup_screen.to_remember(EDEN, {"count": "3", "bot0": "normal", "bot1": "person",
                                           "name0": "Ann", "seed": "5"}, {})
    assert kept == {"count": "3", "bot0": "normal", "bot1": "person", "name0": "Ann"}
    stored = json.dumps({**kept, "bot2": "hard", "bot3": 7, "bot9": "easy"})
    back = setup_screen.remembered(EDEN, stored)
    assert back["bot0"] == "normal" and back["bot1"] == "person"
    assert "bot2" not in back and "bot3" not in back and "bot9" not in back


def test_the_seat_kinds_are_a_person_and_the_engines_levels():
    from core.bots import LEVELS
    assert setup_screen.SEAT_KINDS == ("person", *LEVELS)
