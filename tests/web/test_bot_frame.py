"""The frame and the session at a table with bots (issue 25): no move is offered and no
hand-over goes to a bot's seat, a bot's secrets are never the shown view, one person with
bots keeps the device, and Undo goes back to a person's last decision."""

from __future__ import annotations

import pytest

from app import frame as frames
from app import renderers
from app.bots import holder
from app.session import Session
from core import registry
from core.match import Match

PRIVATE = [gid for gid in sorted(registry.games()) if renderers.renderer(gid).private]


class Store(dict):
    def get(self, key):
        return dict.get(self, key)

    def set(self, key, value):
        self[key] = value
        return True

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(dict.keys(self))


def _bot_to_move(game_id: str, person: int) -> Match:
    """A match whose first seat to move is a bot and ``person`` the only person."""
    game = registry.get(game_id)
    names = [f"P{i}" for i in range(game.min_players)]
    return Match.new(game_id, names, seed=4, bots={s: "easy" for s in range(len(names)) if s != person})


@pytest.mark.parametrize("game_id", PRIVATE)
def test_a_bot_to_move_gets_no_moves_no_hand_over_and_its_secrets_stay_hidden(game_id):
    probe = _bot_to_move(game_id, 0)
    first = probe.to_move()
    person = 1 if first == 0 else 0
    match = _bot_to_move(game_id, person)
    assert match.to_move() in match.bots
    seat = holder(match)
    assert seat == person
    frame = frames.build(match, None, True, seat)
    assert frame.bot == "easy" and frame.moves == () and not frame.handover
    assert frame.viewer == person                    # the person's own view, never the bot's
    assert frame.view == match.game.view(match.state, person)
    # several people: while a bot moves, the public view
    frame = frames.build(match, None, True, None)
    assert frame.viewer is None and not frame.handover


def test_people_only_tables_are_unchanged():
    match = Match.new("eden", ["A", "B", "C"], seed=2)
    assert holder(match) is None
    frame = frames.build(match, None, True, None)
    assert frame.bot is None and frame.handover and frame.moves == ()


def test_undo_goes_back_past_the_bots_to_the_persons_last_move():
    from core.bots import choose

    session = Session(Store())
    session.new_game("stad-en-land", ["Ann", "Bob"], {}, 3, bots={1: "easy"})
    match = session.open_match
    assert match.to_move() == 0 and not session.can_undo()   # no person's move yet
    before_last = ""
    while match.to_move() == 0:                               # the person's whole turn
        before_last = match.record_text()
        session.play(match.legal_moves()[0])
    bot_moves = 0
    while match.to_move() == 1 and bot_moves < 2:             # the bot answers
        session.play(choose(match.game, match.state, "easy", 0, iterations=2))
        bot_moves += 1
    assert bot_moves and session.can_undo()
    after = match.record_text()
    assert session.undo()
    assert match.record_text() == before_last                 # the bot's answer went too
    assert session.redo() and match.record_text() == after    # one redo brings all back
