"""Golden tests of rule ``new-england/ship-bonus``: the bonus goes to a player who has the
most ships "at the moment his turn in the buying phase comes" (rulebook). Eligibility is
decided when the turn begins; a ship placed later in that turn does not change it.

Positions are hand-built (ne_helpers); the moves are played through ``GAME.apply``.
"""

from __future__ import annotations

from core.new_england import GAME

from ne_helpers import buy_turn, figure, fresh, legal, play, put
from tests.helpers import refused


def _barn_with_ship(red_ships: int, blue_ships: int):
    """Red (seat 0): pasture start tile a1-b1, tiles c1 and d1, all at the sea; a barn on c1
    holding a ship card (stored in an earlier turn); ships on the first ``red_ships`` of a1.
    Blue (seat 1): pasture f1-g1 and h1, ships on the first ``blue_ships`` of f1, h1."""
    s = put(fresh(3), 0, "p", "a1", "b1")
    s = put(put(s, 0, "p", "c1"), 0, "p", "d1")
    s = put(put(s, 1, "p", "f1", "g1"), 1, "p", "h1")
    s = figure(s, "c1", "barn", card="ship")
    for p in ("a1",)[:red_ships]:
        s = figure(s, p, "ship")
    for p in ("f1", "h1")[:blue_ships]:
        s = figure(s, p, "ship")
    return s


def test_a_ship_taken_from_the_barn_does_not_earn_the_bonus_that_turn():
    """Red starts the turn with 1 ship against Blue's 2: no bonus. Taking the ship card out
    of the barn and placing it makes 2 against 2, but the turn began without the most."""
    s = buy_turn(_barn_with_ship(1, 2), 0, ("p", "s"))
    assert legal(s, "extra") == []
    s = play(s, "take c1", "ship d1")
    assert [GAME.view(s, 0)["families"][seat]["figures"]["ship"] for seat in (0, 1)] == [2, 2]
    assert legal(s, "extra") == []
    for move in ("extra tile", "extra card"):
        e = refused(s, move, "new-england/ship-bonus")
        assert "began" in e.en and "begin van je beurt" in e.nl
    # the purchase itself is still fine: the refusal concerns only the extra item
    assert "buy 1" in GAME.legal_moves(s)


def test_a_player_with_the_most_ships_at_turn_start_keeps_the_bonus_through_the_turn():
    """Red starts with 1 ship against Blue's 1 (a tie counts): the bonus holds after taking
    moving a ship, taking a card out of the barn and placing it (none of them is a purchase)."""
    s = buy_turn(_barn_with_ship(1, 1), 0, ("p", "s"))
    assert legal(s, "extra") == ["extra card", "extra tile"]
    s = play(s, "move a1-d1", "take c1", "ship a1")
    assert GAME.to_move(s) == 0 and s.figure[0] == "ship"
    assert legal(s, "extra") == ["extra card", "extra tile"]
    drawn = GAME.apply(s, "extra tile")
    assert GAME.chance_kind(drawn) == "tiles"


def test_the_next_players_bonus_is_decided_when_his_turn_begins():
    """Red (first) and Blue (second) both have 1 ship. Red places a second ship from his
    barn and ends his turn: when Blue's turn comes, Red has the most, so Blue has no bonus;
    had Red not placed it, Blue would have it."""
    start = buy_turn(_barn_with_ship(1, 1), 0, ("p", "s"))
    blue_turn = play(start, "done")
    assert GAME.to_move(blue_turn) == 1 and legal(blue_turn, "extra") == ["extra card", "extra tile"]
    after_ship = play(start, "take c1", "ship d1", "done")
    assert GAME.to_move(after_ship) == 1
    assert legal(after_ship, "extra") == []
    e = refused(after_ship, "extra card", "new-england/ship-bonus")
    assert "1" in e.en and "2" in e.en
