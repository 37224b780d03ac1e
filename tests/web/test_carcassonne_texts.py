"""Carcassonne's move-log and status texts (web/app/games/carcassonne/texts.py), natively, in
both languages: draws (and a draw set aside), placements with their follower in plain words
(no tile names, coordinates or compass codes, issue 24), follower spots' names, scorings."""

from __future__ import annotations

import re

import pytest

from app.games.carcassonne import paint, texts
from core.carcassonne import GAME
from core.carcassonne.data import ALL_TILES
from core.carcassonne.explain import place_words
from core.carcassonne.view import tile_json
from core.carcassonne.state import Piece, State


def say(text: str, chance: bool, view: dict, lang: str) -> str:
    """The log label of the record step ``text``, made from its data as the move log does."""
    return texts.describe_step(GAME.step_data(text, chance), chance, view, lang)


def seat(s: int) -> str:
    return ["Ann", "Bob"][s]


#: What a player must never read in the log or on a spot button (issue 24): a tile's name,
#: a square's coordinates, a turn or a compass code of the notation.
JARGON = re.compile(r"\b(H\d-\d\d|[A-X]|-?\d+,-?\d+|r0|r90|r180|r270|nw|ne|se|sw|nnw|nne|ene|ese|sse|ssw|wsw|wnw|dnw|dne|dse|dsw|[nesw])\b")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_tile_that_fits_nowhere_is_logged_as_set_aside(lang):
    alone = State(players=2, pieces=(Piece("B", 0, 0, 0),), points=((0,) * 4,) * 2)
    after = GAME.apply_chance(alone, "tile C")
    set_aside = say("tile C", True, GAME.view(after, None), lang)
    placed = GAME.apply_chance(alone, "tile E")
    drawn = say("tile E", True, GAME.view(placed, None), lang)
    assert set_aside != drawn
    assert not JARGON.search(set_aside) and not JARGON.search(drawn), (set_aside, drawn)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_placements_say_where_and_how_in_plain_words(lang):
    plain = say("V 1,-2 r90", False, {}, lang)
    robber = say("V 1,-2 r90 road:e", False, {}, lang)
    upright = say("V 1,-2 r0", False, {}, lang)
    half = say("H1-03 2,1 se", False, {}, lang)
    other_corner = say("H1-03 2,1 nw", False, {}, lang)
    for text in (plain, robber, upright, half, other_corner):
        assert not JARGON.search(text), text
    assert robber.startswith(plain) and robber != plain and upright != plain and half != other_corner
    assert say("draw", False, {}, lang) != say("pick H1-03", False, {}, lang)
    assert "1 squares" not in texts.where("1,1", lang)


def test_a_square_is_named_by_steps_from_the_start_tile():
    assert texts.where("1,-2", "en") == "1 right and 2 down of the start tile"
    assert texts.where("-3,0", "nl") == "3 naar links van de starttegel"
    assert texts.where("0,0", "en") == "on the start tile's square"


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_log_and_the_cores_refusals_name_a_square_alike(lang):
    """The page may not import the game's core (``test_page_imports``), so the core's plain
    refusals (``place_words``, issue 24) name a square with words of their own: the same as
    the move log's, on every square near the start tile."""
    for x in range(-4, 5):
        for y in range(-4, 5):
            assert texts.where(f"{x},{y}", lang) == place_words(x, y)[0 if lang == "nl" else 1]


def _tile_spots():
    """Every tile type (base and half tiles) in every turn, with its follower spots."""
    for name, d in sorted(ALL_TILES.items()):
        tile = tile_json(d)
        for rot in range(4):
            yield name, rot, paint.spot_points(tile, rot)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_follower_spots_get_distinct_plain_names_on_every_tile(lang):
    """Issue 24: a spot button says who stands where ("farmer in the upper-left field"),
    never a compass code, and two spots of one tile never share a name."""
    numbered = []
    for name, rot, points in _tile_spots():
        labels = texts.spot_labels(list(points.items()), lang)
        assert set(labels) == set(points)
        assert len(set(labels.values())) == len(labels), (name, rot, labels)
        for spot, label in labels.items():
            assert not JARGON.search(label), (name, rot, spot, label)
            assert texts.t(lang, "cc_spot_" + spot.partition(":")[0]) in label
            if "(" in label:
                numbered.append((name, rot, label))
    # numbering is the exception: most tiles name every spot by where it is drawn
    assert len(numbered) < 20, numbered


def test_a_spot_is_named_by_the_part_of_the_tile_it_is_drawn_in():
    labels = texts.spot_labels([("field:nnw", (-0.3, -0.3)), ("city:e", (0.3, 0.0)),
                                ("road:s", (0.0, 0.35)), ("monastery", (0.0, 0.0))], "en")
    assert labels == {"field:nnw": "farmer in the upper-left field", "city:e": "knight in the right city",
                      "road:s": "robber on the lower road", "monastery": "monk in the monastery"}
    twins = texts.spot_labels([("field:ene", (0.3, -0.1)), ("field:ese", (0.3, 0.1))], "nl")
    assert twins == {"field:ene": "boer in de weide rechts (1)", "field:ese": "boer in de weide rechts (2)"}


def test_scorings_in_both_languages():
    event = {"kind": "score", "feature": "city", "seats": [0, 1], "points": 8, "final": False}
    nl, en = (texts.describe_event(event, seat, lang) for lang in ("nl", "en"))
    assert "Ann, Bob" in nl and "8" in nl and "stad" in nl
    assert "Ann, Bob" in en and "8" in en and "city" in en
    final = dict(event, final=True)
    assert texts.describe_event(final, seat, "en") != en
    assert texts.describe_event({"kind": "end"}, seat, "nl") != texts.describe_event({"kind": "end"}, seat, "en")
