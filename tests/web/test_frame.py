"""The frame (issue 23, "one picture per change"): ``app.frame.build`` gives the renderer
everything it shows and decides with, computed once per change, and no other page module asks
the core for views, legal moves or outcomes."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from app import frame as frames
from app import move_log, renderers
from core import registry
from core.match import Match

ROOT = Path(__file__).resolve().parents[2]


def _games():
    for game_id, game in registry.games().items():
        yield game_id, game.min_players
        if game.max_players != game.min_players:
            yield game_id, game.max_players


@pytest.mark.parametrize("game_id,players", list(_games()))
def test_the_frame_is_the_core_s_answer_for_the_device_now(game_id, players):
    """At every step of random games: the legal moves are the core's while the device may
    act (none behind a hand-over or in history), the view is the viewer's, the actor's view
    is the seat to move's own, the previous view is the public one before the step, and the
    outcome and final view come with the end."""
    private = renderers.renderer(game_id).private
    rng = random.Random(players)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, players)
    game = match.game
    for _ in range(40):
        if match.over:
            break
        mover = match.to_move()
        hidden = private and game.secret(match.state)
        before = frames.build(match, private=private, revealed=None)
        assert before.handover == hidden
        assert before.legal == (() if hidden else tuple(match.legal_moves()))
        assert before.viewer is None and before.view == game.view(match.state, None)
        taken = frames.build(match, private=private, revealed=mover)
        assert not taken.handover and taken.legal == tuple(match.legal_moves())
        assert taken.moves == tuple(game.move_data(match.state))
        assert taken.viewer == (mover if hidden else None)
        assert taken.view == game.view(match.state, taken.viewer)
        assert taken.actor == game.view(match.state, mover)
        assert taken.outcome is None and taken.final is None and taken.at_current
        n = len(match.steps)
        assert taken.prev == (game.view(match.states[n - 1], None) if n else None)
        if n > 1:
            back = frames.build(match, n - 1, private=private, revealed=mover)
            assert not back.at_current and back.legal == back.moves == () and back.actor is None
            assert back.view == game.view(match.states[n - 1], None)
        match.play(rng.choice(match.legal_moves()))


def test_a_finished_game_s_frame_holds_the_outcome_and_the_public_end():
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 5)
    rng = random.Random(5)
    while not match.over:
        match.play(rng.choice(match.legal_moves()))
    frame = frames.build(match)
    assert frame.over and frame.legal == () and frame.actor is None
    assert frame.outcome == match.game.outcome(match.state)
    assert frame.final == match.game.view(match.state, None)


@pytest.mark.parametrize("game_id,players", [("eden", 3), ("keyflower", 4), ("carcassonne", 2)])
def test_a_frame_made_with_the_last_frame_s_views_is_the_same_and_makes_fewer(game_id, players, monkeypatch):
    """``known`` (issue 23): a frame built with the views of the one before equals the frame
    built from scratch, at every step, through hand-overs, history and undo; after a move
    its ``prev`` is the view the last frame already made, so the core makes fewer views."""
    private = renderers.renderer(game_id).private
    rng = random.Random(players)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, players)
    game = type(match.game)
    real = game.view
    calls: list[int] = []
    monkeypatch.setattr(game, "view", lambda self, state, viewer: calls.append(1) or real(self, state, viewer))
    known: dict = {}
    with_known = from_scratch = 0
    for k in range(30):
        if match.over or not match.legal_moves():
            break
        revealed = match.to_move() if k % 3 else None
        shown = len(match.steps) - 1 if k % 5 == 4 and match.steps else None
        calls.clear()
        fresh = frames.build(match, shown, private, revealed)
        from_scratch += len(calls)
        calls.clear()
        reused = frames.build(match, shown, private, revealed, known)
        with_known += len(calls)
        assert reused == fresh
        assert all(any(state is s for s in match.states) for state, _ in known.values())
        if k % 7 == 6 and match.undo_point() is not None:
            match.truncate(match.undo_point())  # an undo: the states after it are gone
        else:
            match.play(rng.choice(match.legal_moves()))
    assert with_known < from_scratch


def _counting(monkeypatch, match) -> list[str]:
    """Record each core ``view`` and ``move_data`` call of ``match``'s game as its name."""
    game = type(match.game)
    calls: list[str] = []
    view, move_data = game.view, game.move_data
    monkeypatch.setattr(game, "view", lambda self, state, viewer: calls.append("view") or view(self, state, viewer))
    monkeypatch.setattr(game, "move_data", lambda self, state: calls.append("move_data") or move_data(self, state))
    return calls


def _at_a_hand_over(game_id: str, players: int) -> Match:
    """A seeded random game of ``game_id`` played on until a hand-over is due."""
    rng = random.Random(players)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, players)
    for _ in range(200):
        if frames.secret_seat(match, True, True) is not None and match.steps:
            return match
        match.play(rng.choice(match.legal_moves()))
    raise AssertionError(f"no hand-over in {game_id}")


@pytest.mark.parametrize("game_id,players", [("keyflower", 6), ("carcassonne", 3), ("eden", 3)])
def test_work_prepared_at_a_hand_over_is_what_taking_the_device_needs(game_id, players, monkeypatch):
    """``prepare`` (issue 23, done while the page is idle): at a hand-over it makes the seat to
    move's view and the moves as data, and the frame built when that seat takes the device
    asks the core for neither, and equals the frame built from scratch."""
    match = _at_a_hand_over(game_id, players)
    private = renderers.renderer(game_id).private
    assert private
    known: dict = {}
    shown = frames.build(match, private=private, revealed=None, known=known)
    assert shown.handover and shown.moves == ()
    calls = _counting(monkeypatch, match)
    seat = frames.prepare(match, known, private)
    assert seat == match.to_move() and calls == ["view", "move_data"]
    calls.clear()
    taken = frames.build(match, private=private, revealed=seat, known=known)
    assert calls == []
    assert taken == frames.build(match, private=private, revealed=seat)
    assert taken.moves == tuple(match.game.move_data(match.state)) and taken.moves


def test_prepare_does_nothing_when_no_hand_over_is_due(monkeypatch):
    """A page without hidden hands (``private`` false), or a bot to move: no hand-over is due,
    nothing is made and ``known`` stays as it was."""
    match = _at_a_hand_over("keyflower", 4)
    calls = _counting(monkeypatch, match)
    known: dict = {"kept": (match.state, {})}
    assert frames.prepare(match, known, private=False) is None
    match.bots = {match.to_move(): "easy"}
    assert frames.prepare(match, known, private=True) is None
    assert calls == [] and list(known) == ["kept"]


def test_a_new_step_s_label_reads_the_frame_s_view_and_keeps_it_for_the_next_prev(monkeypatch):
    """The move log's view after a new step is the frame's public view of that position
    (not made again); a view the log made is kept, and the next move's frame takes it as
    its ``prev`` (issue 23: one view fewer per move each way)."""
    match = Match.new("new-england", ["A", "B", "C"], {}, 5)
    rng = random.Random(5)
    for _ in range(3):
        match.play(rng.choice(match.legal_moves()))
    known: dict = {}
    frame = frames.build(match, known=known)
    calls = _counting(monkeypatch, match)
    assert frames.step_view(match, len(match.steps) - 1, known) is frame.view
    assert calls == []
    assert frames.step_view(match, len(match.steps) - 2, known) is frame.prev and calls == []
    earlier = frames.step_view(match, len(match.steps) - 3, known)  # one the frame did not make
    assert calls == ["view"]
    assert frames.step_view(match, len(match.steps) - 3, known) is earlier and calls == ["view"]
    assert earlier == match.game.view(match.states[-3], None)
    calls.clear()
    match.play(rng.choice(match.legal_moves()))
    after = frames.build(match, known=known)
    assert after.prev is frame.view  # the public view of the position the move was made in
    assert calls.count("view") == 2  # only the new position's: public, and its mover's own


def test_log_labels_are_made_once_per_step_and_language():
    """The move log asks the renderer for a step's label once per language and keeps it: a
    redraw of a long game makes no new views (issue 23)."""
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 3)
    for _ in range(6):
        match.play(match.legal_moves()[0])
    calls = []

    class Counting:
        def describe_step(self, step, chance, view_after, lang):
            calls.append((step.text, lang))
            return f"{lang}:{step.text}"

    turns = move_log.Turns().update(match)
    render = Counting()
    first = [move_log.label(match, turns, i, render, "en") for i in range(len(turns))]  # type: ignore[arg-type]
    again = [move_log.label(match, turns, i, render, "en") for i in range(len(turns))]  # type: ignore[arg-type]
    assert first == again == [f"en:{s.text}" for s in match.steps]
    assert len(calls) == len(match.steps)
    move_log.label(match, turns, 0, render, "nl")  # type: ignore[arg-type]
    assert len(calls) == len(match.steps) + 1


#: Calls of the core's rules a page module may not make (the frame makes them once).
RULE_CALLS = re.compile(r"\.(view|legal_moves|move_data|outcome|breakdown|scores|winners|secret)\(")
#: Where they may stand: the frame, and the session (the page's model, which holds the Match).
ALLOWED = {"frame.py", "session.py"}


def test_no_page_module_but_the_frame_asks_the_core_for_views_moves_or_outcomes():
    found = []
    for path in sorted((ROOT / "web" / "app").rglob("*.py")):
        if path.name in ALLOWED:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if RULE_CALLS.search(code) and "session.legal_moves()" not in code \
                    and not code.lstrip().startswith(('"', "'")) and "``" not in code:
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)
