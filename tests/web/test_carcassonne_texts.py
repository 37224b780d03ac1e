"""Carcassonne's move-log and status texts (web/app/games/carcassonne/texts.py), natively, in
both languages: draws (and a draw set aside), placements with their follower, scorings."""

from __future__ import annotations

import pytest

from app.games.carcassonne import texts
from core.carcassonne import GAME
from core.carcassonne.state import Piece, State


def say(text: str, chance: bool, view: dict, lang: str) -> str:
    """The log label of the record step ``text``, made from its data as the move log does."""
    return texts.describe_step(GAME.step_data(text, chance), chance, view, lang)


def seat(s: int) -> str:
    return ["Ann", "Bob"][s]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_tile_that_fits_nowhere_is_logged_as_set_aside(lang):
    alone = State(players=2, pieces=(Piece("B", 0, 0, 0),), points=((0,) * 4,) * 2)
    after = GAME.apply_chance(alone, "tile C")
    set_aside = say("tile C", True, GAME.view(after, None), lang)
    placed = GAME.apply_chance(alone, "tile E")
    drawn = say("tile E", True, GAME.view(placed, None), lang)
    assert "C" in set_aside and "E" in drawn and set_aside != drawn.replace("E", "C")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_placements_name_tile_square_and_follower(lang):
    plain = say("V 1,-2 r90", False, {}, lang)
    robber = say("V 1,-2 r90 road:e", False, {}, lang)
    half = say("H1-03 2,1 se", False, {}, lang)
    assert "V" in plain and "1,-2" in plain and robber.startswith(plain) and robber != plain
    assert "H1-03" in half and "se" in half
    assert say("draw", False, {}, lang) != say("pick H1-03", False, {}, lang)


def test_scorings_in_both_languages():
    event = {"kind": "score", "feature": "city", "seats": [0, 1], "points": 8, "final": False}
    nl, en = (texts.describe_event(event, seat, lang) for lang in ("nl", "en"))
    assert "Ann, Bob" in nl and "8" in nl and "stad" in nl
    assert "Ann, Bob" in en and "8" in en and "city" in en
    final = dict(event, final=True)
    assert texts.describe_event(final, seat, "en") != en
    assert texts.describe_event({"kind": "end"}, seat, "nl") != texts.describe_event({"kind": "end"}, seat, "en")
