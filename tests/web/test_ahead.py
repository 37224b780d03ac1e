"""``app.ahead`` (issue 23): at a hand-over the page prepares the next frame's work in an idle
callback, and while a move is previewed that move's (``Renderer.next_plays``), one move per
callback; the work is dropped when the table's frame changed before the callback ran."""

from __future__ import annotations

import random
from types import SimpleNamespace

from app import page as app_page
from app import ahead as ahead_module
from app import frame as frames
from core.match import Match


class FakeWindow:
    """The browser's idle callbacks, run by the test (``_run_idle``) when the page is idle."""

    def __init__(self) -> None:
        self.pending: dict[int, object] = {}
        self.next = 0

    def requestIdleCallback(self, fn, options):  # noqa: N802 (the browser's name)
        self.next += 1
        self.pending[self.next] = fn
        return self.next

    def cancelIdleCallback(self, handle) -> None:  # noqa: N802
        self.pending.pop(handle, None)


def _table_at_a_hand_over(monkeypatch):
    window = FakeWindow()
    monkeypatch.setattr(app_page, "window", window)
    monkeypatch.setattr(app_page, "create_proxy", lambda fn: SimpleNamespace(destroy=lambda: None, fn=fn))
    monkeypatch.setattr(app_page, "to_js", lambda value: value)
    rng = random.Random(2)
    match = Match.new("carcassonne", ["A", "B"], {}, 2)
    while frames.secret_seat(match, True, True) is None or not match.steps:
        match.play(rng.choice(match.legal_moves()))
    render = SimpleNamespace(private=True, next_plays=lambda frame, selected: [])
    table = SimpleNamespace(session=SimpleNamespace(open_match=match), render=render,
                            _views={}, frame=None, revealed=None)
    table.frame = frames.build(match, private=True, known=table._views)
    return window, table, match


def _run_idle(window: FakeWindow) -> None:
    for handle in sorted(window.pending):
        window.pending.pop(handle).fn()


def test_at_a_hand_over_the_seat_s_view_and_moves_are_made_when_the_page_is_idle(monkeypatch):
    window, table, match = _table_at_a_hand_over(monkeypatch)
    ahead = ahead_module.Ahead(table)
    ahead.after(table.frame)
    assert len(window.pending) == 1 and ("moves", id(match.state)) not in table._views  # not yet
    _run_idle(window)
    seat = match.to_move()
    assert table._views[("moves", id(match.state))][1] == tuple(match.game.move_data(match.state))
    assert table._views[(id(match.state), seat)][1] == match.game.view(match.state, seat)


def test_no_idle_work_without_a_hand_over_and_none_after_a_change(monkeypatch):
    window, table, match = _table_at_a_hand_over(monkeypatch)
    ahead = ahead_module.Ahead(table)
    taken = frames.build(match, private=True, revealed=match.to_move(), known=table._views)
    ahead.after(taken)  # no hand-over: nothing to prepare
    assert window.pending == {}
    ahead.after(table.frame)
    kept = dict(table._views)
    table.frame = taken  # the table changed before the page was idle: the work is dropped
    _run_idle(window)
    assert table._views == kept
    ahead.after(table.frame)
    ahead.stop()  # the table goes: the scheduled work is cancelled
    assert window.pending == {}


def test_the_moves_the_next_tap_may_play_are_worked_out_one_per_idle_callback(monkeypatch):
    window, table, match = _table_at_a_hand_over(monkeypatch)
    ahead = ahead_module.Ahead(table)
    table.revealed = match.to_move()
    table.frame = frames.build(match, private=True, revealed=table.revealed, known=table._views)
    expected = list(table.frame.legal[:3])
    table.render.next_plays = lambda frame, selected: list(frame.moves[:3]) if selected == "preview" else []
    ahead.after(table.frame, "preview")
    assert len(window.pending) == 1 and ahead.taken(expected[0]) is None  # not yet
    _run_idle(window)
    first = ahead.taken(expected[0])
    assert first is not None and ahead.taken(expected[1]) is None and len(window.pending) == 1
    _run_idle(window)
    _run_idle(window)
    assert window.pending == {}
    for move in expected:  # each the match after that move, ready for Match.play's ``ahead``
        assert ahead.taken(move).steps[len(match.steps)].text == match.game.canonical(match.state, move)
    ahead.after(table.frame, "preview")  # asked again: nothing left to do
    assert window.pending == {}
    match.play(expected[0], first)
    assert match.state is first.state
    assert ahead.taken(expected[1]) is None  # worked out at a position that is gone
