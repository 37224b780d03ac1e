"""Native tests of web/app/move_log.py's bookkeeping (issue 9, item 3): the turn numbers of
every step are updated only where the record changed, and the drawn window does not grow
with the game's length."""

from __future__ import annotations

from app.move_log import WINDOW, Turns, window
from app.session import Session
from core.match import Match


class Storage(dict):
    def get(self, key, default=None):
        return super().get(key, default)

    def set(self, key, value):
        self[key] = value


def played(game_id="new-england", moves=30, seed=3):
    s = Session(Storage())
    players = ["Ann", "Bob", "Cas"] if game_id != "stad-en-land" else ["Ann", "Bob"]
    s.new_game(game_id, players, {}, seed)
    for _ in range(moves):
        legal = s.legal_moves()
        if not legal:
            break
        s.play(legal[0])
    return s


def fresh(match):
    """The turns as computed from scratch, for comparison."""
    return [(t.seat, t.number, t.starts_row) for t in Turns().update(match)]


def test_turns_match_a_fresh_count_after_play_undo_redo_and_a_new_branch():
    s = played()
    turns = Turns()
    assert [(t.seat, t.number, t.starts_row) for t in turns.update(s.match)] == fresh(s.match)
    numbers = [t.number for t in turns.items]
    assert numbers == sorted(numbers) and numbers[-1] >= 2  # counted, never backwards
    assert all(t.seat is None for t in turns.items if t.step.chance)
    for change in ("undo", "undo", "redo", "other"):
        if change == "undo":
            s.undo()
        elif change == "redo":
            s.redo()
        else:
            s.play(s.legal_moves()[-1])
        got = [(t.seat, t.number, t.starts_row) for t in turns.update(s.match)]
        assert got == fresh(s.match) and len(turns.items) == s.length


def test_an_update_only_touches_the_changed_steps(monkeypatch):
    s = played()
    turns = Turns()
    turns.update(s.match)
    calls = []
    game = s.match.game
    real = type(game).to_move
    monkeypatch.setattr(type(game), "to_move", lambda self, state: calls.append(1) or real(self, state))
    turns.update(s.match)
    assert calls == []  # nothing changed: nothing recounted
    before = len(turns.items)
    s.play(s.legal_moves()[0])
    calls.clear()  # play() itself asks whose turn it is
    turns.update(s.match)
    added = len(turns.items) - before
    new_moves = sum(1 for step in s.match.steps[before:] if not step.chance)
    assert added >= 1 and len(calls) == new_moves  # the new step(s) only


def test_a_different_match_starts_a_new_count():
    a, b = played(seed=1), played("stad-en-land", moves=4, seed=2)
    turns = Turns()
    turns.update(a.match)
    assert [(t.seat, t.number, t.starts_row) for t in turns.update(b.match)] == fresh(b.match)
    replayed = Match.from_record(b.record_text())
    assert [(t.seat, t.number, t.starts_row) for t in turns.update(replayed)] == fresh(b.match)


def test_the_window_is_the_last_steps_or_around_the_shown_step():
    assert window(10, 10, WINDOW) == (0, 10)
    assert window(10_000, 10_000, WINDOW) == (10_000 - WINDOW, 10_000)
    assert window(200_000, 200_000, WINDOW) == (200_000 - WINDOW, 200_000)
    start, end = window(10_000, 10, WINDOW)  # an early position is shown
    assert start <= 9 < end and end - start == WINDOW
    assert window(10_000, 0, WINDOW) == (0, WINDOW)
    # "show earlier moves" widens it
    assert window(10_000, 10_000, 3 * WINDOW) == (10_000 - 3 * WINDOW, 10_000)

