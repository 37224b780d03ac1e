"""Every refusal of a chance line a hand-written record can reach (issue 22): ``* tile`` and
``* halves`` lines that are wrong (rules ``draw``, ``half-setup``) and chance lines where a move
comes first (``core/unexpected-chance`` in Carcassonne's words, ``Game.chance_refusal``). Each
message quotes the line whole, as a record writes it, and says what to write instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.carcassonne import GAME
from core.errors import RuleError
from core.match import Match

from tests.carcassonne.carcassonne_helpers import DEAL, position, record, says
from tests.helpers import refused

R = "carcassonne/"
REFERENCE = Path(__file__).resolve().parents[2] / "core" / "carcassonne" / "reference.html"


# -- chance lines ---------------------------------------------------------------------------------

def test_tile_with_no_tile_type():
    """Rule draw: * tile takes one type A..X."""
    match = record("* tile E", "E 0,1 r180")
    match.truncate(len(match.steps) - 1)   # the draw after the move is written by hand
    for line, why in (("* tile Z", "Z is not a tile type."),
                      ("* tile", "'tile' takes exactly one tile type."),
                      ("* tile V V", "'tile' takes exactly one tile type.")):
        err = refused(match, line, R + "draw")
        says(err, line, f"{why} Write '* tile' with a tile type left in the pile (A..X), for "
             "example '* tile A'.", "Schrijf '* tile' met een tegelsoort")


def test_tile_of_a_type_the_pile_no_longer_holds():
    """Rule draw: the only C is gone (it fitted nowhere and was set aside)."""
    match = record("* tile E", "E 0,1 r180", "* tile C", "* tile U", "U 1,0 r0")
    match.truncate(len(match.steps) - 1)
    err = refused(match, "* tile C", R + "draw")
    says(err, "* tile C", "no C is left in the pile. Write '* tile' with a tile type left in "
         "the pile (A..X except C)", "er zit geen C meer in de stapel")


def test_halves_where_a_tile_is_drawn():
    """Rule draw."""
    match = record("* tile E", "E 0,1 r180")
    match.truncate(len(match.steps) - 1)
    err = refused(match, "* halves H1-01", R + "draw")
    says(err, "* halves H1-01", "a tile is drawn here. Write '* tile'", "hier wordt een tegel "
         "getrokken")


def _undealt(players: int = 2, halves: str = "3") -> Match:
    return Match(GAME, [f"P{i}" for i in range(players)], {"halves": halves}, 1)


def test_tile_before_the_deal():
    """Rule half-setup: with hidden half tiles the deal comes first."""
    err = refused(_undealt(), "* tile V", R + "half-setup")
    says(err, "* tile V", "first the half tiles are dealt. Write '* halves' with 6 different "
         "half tiles from H1-01..H1-11, H2-01..H2-07, H2-11, H2-12: 3 for each player, the "
         "first player's first.", "eerst worden de halve tegels verdeeld")


@pytest.mark.parametrize("line,why", [
    ("* halves H1-01 H1-02 H1-03", "the line names 3 half tiles; 6 are dealt."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-06 H1-07", "the line names 7 half tiles; 6 are "
     "dealt."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-12", "H1-12 carries another expansion's symbol "
     "and is not in play."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-05", "H1-05 is named twice."),
    ("* halves H1-01 H1-02 H1-03 H1-04 H1-05 H9-05", "H9-05 is not a half tile."),
])
def test_a_wrong_deal(line, why):
    """Rule half-setup: players x halves different half tiles in play."""
    err = refused(_undealt(), line, R + "half-setup")
    says(err, line, f"{why} Write '* halves' with 6 different half tiles", "Schrijf '* halves' "
         "met 6 verschillende halve tegels")


def test_the_longest_deal_is_quoted_whole():
    """Rule half-setup: 5 players with 4 half tiles each: the line (and one more name) is
    quoted whole, not cut short."""
    line = "* halves " + " ".join(f"H1-{i:02}" for i in range(1, 12)) + " " + \
        " ".join(f"H2-{i:02}" for i in (1, 2, 3, 4, 5, 6, 7, 11, 12)) + " H1-01"
    err = refused(_undealt(5, "4"), line, R + "half-setup")
    says(err, line, "H1-01 is named twice. Write '* halves' with 20 different half tiles",
         "H1-01 staat er twee keer in")


# -- a chance line where a move comes first (core/unexpected-chance, Carcassonne's words) --------

def test_tile_where_a_player_with_half_tiles_decides():
    """Rule core/unexpected-chance: Red holds half tiles, so draw comes before * tile."""
    err = refused(record(DEAL, halflings="hidden"), "* tile V", "core/unexpected-chance")
    says(err, "* tile V", "Red holds half tiles: write 'draw' before '* tile V', or place a half "
         "tile of the hand (H1-01, H1-02, H1-03).", "Rood heeft halve tegels: schrijf eerst "
         "'draw' en dan pas '* tile V'")


def test_tile_where_no_half_tile_of_the_hand_fits():
    """Rule core/unexpected-chance: beside a lone field tile, Red's all-city half H2-01 fits
    nowhere, so draw is the only move; the message does not offer a half tile."""
    s = position("B 0,0 r0", hands=[["H2-01"], []])
    assert GAME.legal_moves(s) == ["draw"]
    with pytest.raises(RuleError) as info:
        GAME.apply_chance(s, "tile V")
    assert info.value.rule == "core/unexpected-chance"
    says(info.value, "* tile V", "Red holds half tiles: write 'draw' before '* tile V' (no half "
         "tile of the hand, H2-01, fits anywhere).", "geen halve tegel uit de hand, H2-01, past")
    err = refused(s, "H2-01 1,0 nw", R + "place")   # the move that was not offered
    says(err, "H2-01 1,0 nw", "Red writes 'draw' now (no half tile of the hand, H2-01, fits "
         "anywhere).", "Rood schrijft nu 'draw'")


def test_tile_where_the_drawn_tile_is_placed():
    """Rule core/unexpected-chance: the drawn E is placed before the next draw."""
    err = refused(record("* tile E"), "* tile V", "core/unexpected-chance")
    says(err, "* tile V", "Red has drawn E and places it first; the next '* tile' comes after "
         "that move. Red now places the drawn tile E, for example", "Rood heeft E getrokken")


def test_chance_in_the_open_draft():
    """Rule core/unexpected-chance: nothing is dealt in the draft."""
    err = refused(record(halflings="draft"), DEAL, "core/unexpected-chance")
    says(err, DEAL, "nothing is dealt or drawn in the open draft. Blue picks an open half tile "
         "now, for example 'pick H1-01'.", "bij het open kiezen wordt niets verdeeld")


def test_chance_after_the_end():
    """Rule core/unexpected-chance: after the last tile nothing is drawn."""
    pile = [0] * 24
    pile[4] = 1   # one E left
    s = GAME.apply_chance(position("D 0,0 r0", pile=pile), "tile E")
    end = GAME.apply(s, "E 0,1 r180")
    assert GAME.is_over(end)
    with pytest.raises(RuleError) as info:
        GAME.apply_chance(end, "tile V")
    assert info.value.rule == "core/unexpected-chance"
    says(info.value, "* tile V", "the game is over; nothing is drawn any more.",
         "het spel is afgelopen")


def test_the_rules_page_quotes_the_message_of_a_tile_before_draw():
    """The half-turn section shows the refusal of '* tile E' right after its deal, word for
    word, in both languages."""
    source = " ".join(REFERENCE.read_text(encoding="utf-8").split())
    err = refused(record(DEAL, halflings="hidden"), "* tile E", "core/unexpected-chance")
    assert f"<nl>{err.nl}</nl><en>{err.en}</en>" in source


def test_a_huge_deal_line_is_quoted_short():
    """Rule half-setup: a deal line of 100,000 names (hostile input) is refused at its first
    double in one pass, and the message quotes only its start."""
    line = "* halves " + "H1-01 " * 100_000
    with pytest.raises(RuleError) as info:
        _undealt().apply_line(line)
    assert info.value.rule == R + "half-setup" and "H1-01 is named twice" in info.value.en
    assert len(info.value.en) < 600 and info.value.en.startswith("'* halves H1-01 H1-01")
