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



def test_the_history_banner_counts_turns_as_the_log_numbers_them():
    """``place`` gives the turn number the log shows on the row of the shown step (a chance
    step: the turn before it, 0 in the set-up) and the log's last turn number."""
    from app.move_log import place

    s = played("stad-en-land", moves=7, seed=5)
    turns = Turns().update(s.match)
    assert turns[0].step.chance and place(turns, 1) == (0, turns[-1].number)
    row_number = 0
    for view in range(1, len(turns) + 1):
        item = turns[view - 1]
        if item.seat is not None and item.starts_row:
            row_number = item.number  # the number printed on this log row
        assert place(turns, view) == (row_number, turns[-1].number)
    # Stad en Land: White's first turn is one segment, then turns of two: 7 moves, 4 turns
    assert turns[-1].number == 4
    assert [place(turns, v)[0] for v in range(2, 9)] == [1, 2, 2, 3, 3, 4, 4]
    assert place(turns, 0) == (0, 4)
    assert place([], 0) == (0, 0)


def test_default_seat_names_follow_the_language():
    from app.game_screen import seat_label

    seats = {"nl": ["Wit", "Zwart"], "en": ["White", "Black"]}
    # a default name in either language is shown as the seat's name in the page's language
    assert seat_label(["White", "Black"], seats, 1, "nl") == "Zwart"
    assert seat_label(["Wit", "Zwart"], seats, 0, "en") == "White"
    assert seat_label(["Wit", "Zwart"], seats, 0, "nl") == "Wit"
    # a name of its own keeps the seat's colour beside it, in the page's language
    assert seat_label(["Ann", "Bob"], seats, 1, "nl") == "Bob (Zwart)"
    assert seat_label(["Ann", "Bob"], seats, 1, "en") == "Bob (Black)"
    # another seat's colour is a name like any other
    assert seat_label(["Black", "White"], seats, 0, "en") == "Black (White)"
    # without seat names, the numbered default follows the language too
    assert seat_label(["Player 2"], {}, 0, "nl") == "Player 2"
    assert seat_label(["x", "Player 2"], {}, 1, "nl") == "Speler 2"
    assert seat_label(["x", "Speler 2"], {}, 1, "en") == "Player 2"
