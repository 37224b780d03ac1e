"""Helpers shared by the tests of every game.

:func:`refused` is the one check that a move is refused: it names the rule it expects and
asserts that nothing changed.
"""

from __future__ import annotations

import importlib

import pytest

from core.errors import GENERAL_RULE_IDS, ReplayError, RuleError
from core.match import Match
from core.protocol import Game


def game_of(state) -> Game:
    """The game whose state type ``state`` is (each game's state lives in
    ``core.<game>.state``; the game object is that package's ``GAME``)."""
    package = type(state).__module__.rsplit(".", 1)[0]
    return importlib.import_module(package).GAME


def refused(where, move: str, rule: str) -> RuleError:
    """``move`` is refused with the rule id ``rule``; returns the error.

    ``where`` is a state or a :class:`Match`:

    * a state: ``GAME.apply`` refuses the move, ``legal_moves`` does not list it, and the
      state is unchanged (same digest);
    * a match: ``Match.play`` refuses it and leaves the record, the state and the move log as
      they were; replaying the record with the move appended reports the same rule on the
      move's line.

    Either way the rule belongs to the game (or is a general one) and the message exists in
    Dutch and English, differently worded.
    """
    if isinstance(where, Match):
        game = where.game
        before = (where.record_text(), where.state, len(where.events))
        with pytest.raises(RuleError) as info:
            where.play(move)
        assert info.value.rule == rule, info.value.en
        assert (where.record_text(), where.state, len(where.events)) == before
        text = where.record_text() + move + "\n"
        with pytest.raises(ReplayError) as replay_info:
            Match.from_record(text)
        assert replay_info.value.rule == rule, replay_info.value.en
        assert replay_info.value.line == len(text.splitlines())
        assert replay_info.value.step == move
    else:
        game = game_of(where)
        digest = game.digest(where)
        with pytest.raises(RuleError) as info:
            game.apply(where, move)
        assert info.value.rule == rule, info.value.en
        assert move not in game.legal_moves(where)
        assert game.digest(where) == digest
    err = info.value
    assert err.rule in game.rule_ids or err.rule in GENERAL_RULE_IDS, err.rule
    assert err.message("nl") and err.message("en") and err.message("nl") != err.message("en")
    return err
