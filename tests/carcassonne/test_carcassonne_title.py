"""The game's name on screen follows its options (rule ``halflings``, issue 24): without the
Halflings it is plain Carcassonne, with them (hidden or open draft) the registered title."""

from __future__ import annotations

import pytest

from core.carcassonne import GAME
from core.match import Match


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_without_the_halflings_the_title_does_not_name_them(lang):
    match = Match.new("carcassonne", ["Ann", "Bob"], {"halflings": "off"}, 1)
    assert match.game.title(match.options, lang) == "Carcassonne"


@pytest.mark.parametrize("choice", ["hidden", "draft"])
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_with_the_halflings_the_title_is_the_games(choice, lang):
    match = Match.new("carcassonne", ["Ann", "Bob"], {"halflings": choice}, 1)
    assert match.game.title(match.options, lang) == GAME.titles[lang]


def test_other_games_keep_their_title_whatever_the_options():
    match = Match.new("keyflower", ["Ann", "Bob"], {"merchants": "on"}, 1)
    assert match.game.title(match.options, "en") == match.game.titles["en"]
