"""Secrecy: no view shows a seat's secrets to anyone else (Eden rule ``eden/secrets``; New
England's barn cards lie face down).

Each game declares its secrets with ``Game.disguise(state, seat)``: the same position with
every secret of ``seat`` changed (and the secrets nobody sees, like a deck order). A view that
leaks nothing cannot tell the two apart, so for every other seat and for the spectator,
``view`` of both states must be equal (non-interference), and so must ``position`` (the
``detail`` of ``python -m core replay --seat N``). Positions come from random games:
Hypothesis picks the seed and every move. The disguise must be real: the seat itself sees
the difference whenever the states differ.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import registry
from core.eden import GAME as EDEN
from core.eden import Eden
from core.match import Match
from core.new_england import GAME as NEW_ENGLAND
from tests.new_england.ne_helpers import figure, fresh, put

HIDDEN = [gid for gid, game in registry.games().items() if game.hidden_information]
CHECK_EVERY = 5      # steps between secrecy checks along a game
MAX_STEPS = 400


def check_secrecy(game, state, real: bool = True) -> int:
    """Assert that no other seat's view or position and no spectator's depends on any seat's
    secrets; returns how many seats had secrets to disguise here. ``real``: also assert that
    the seat itself sees the difference (not so in every state: a Keyflower seat with an empty
    screen and no spare winter tile has only the hidden piles' order, which nobody sees)."""
    players = len(game.scores(state))
    disguised_seats = 0
    for seat in range(players):
        other = game.disguise(state, seat)
        if other == state:
            continue
        disguised_seats += 1
        for shown in (game.view, game.position):   # the page's view; the replay's detail
            assert not real or shown(other, seat) != shown(state, seat), "the disguise changes nothing visible"
            for viewer in [None, *(s for s in range(players) if s != seat)]:
                mine, theirs = shown(state, viewer), shown(other, viewer)
                assert json.dumps(mine, sort_keys=True) == json.dumps(theirs, sort_keys=True), (
                    f"seat {viewer} sees something of seat {seat}'s secrets ({shown.__name__})")
    return disguised_seats


def test_the_games_with_secrets_are_known():
    assert HIDDEN == ["new-england", "eden", "carcassonne", "keyflower"]


@pytest.mark.parametrize("game_id", HIDDEN)
@settings(max_examples=12, deadline=None, database=None)
@given(seed=st.integers(0, 2**31 - 1), picks=st.lists(st.integers(0, 2**16), min_size=40, max_size=MAX_STEPS))
def test_no_view_shows_another_seats_secrets(game_id, seed, picks):
    game = registry.get(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, seed=seed)
    for step, pick in enumerate(picks):
        if step % CHECK_EVERY == 0:
            check_secrecy(game, match.state)
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[pick % len(legal)])
    check_secrecy(game, match.state)


def test_secrets_are_disguised_in_dealt_positions():
    """Not vacuous: once the cards are dealt every Eden seat has secrets to disguise."""
    match = Match.new("eden", ["a", "b", "c"], {}, seed=5)
    assert check_secrecy(EDEN, match.state) == 3


def test_a_card_in_a_barn_is_disguised():
    """Not vacuous for New England: a card face down in Red's barn is a secret of Red's."""
    state = figure(put(fresh(3), 0, "p", "c3", "d3"), "c3", "barn", card="ship")
    assert check_secrecy(NEW_ENGLAND, state) == 1


class _LeakyEden(Eden):
    """Eden with a view that shows seat 0's mana to everybody: the check must catch it."""

    def view(self, state, seat=None):
        out = super().view(state, seat)
        out["leak"] = state.mana[0] if state.dealt else None
        return out


def test_the_check_catches_a_leaking_view():
    match = Match.new("eden", ["a", "b", "c"], {}, seed=5)
    with pytest.raises(AssertionError, match="seat None sees something of seat 0's secrets"):
        check_secrecy(_LeakyEden(), match.state)


def test_a_whole_keyflower_game_keeps_its_screens_until_the_final_scoring():
    """Keyflower rule ``keyflower/secrets``: along one whole game (final choices asked) every
    seat's screen, skills and winter tiles stay its own; once the game is over nothing is
    secret and every view shows every screen."""
    game = registry.get("keyflower")
    match = Match.new("keyflower", ["a", "b", "c"], {"final": "ask"}, seed=11)
    steps = 0
    while not match.over:
        if steps % 7 == 0:
            assert check_secrecy(game, match.state) > 0
        match.play(match.legal_moves()[(steps * 7919) % len(match.legal_moves())])
        steps += 1
    assert check_secrecy(game, match.state) == 0
    assert all(seat["screen"] is not None for seat in game.view(match.state, None)["seats"])
