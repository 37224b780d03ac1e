"""One picture per change (issue 23): everything the game screen shows and decides with, for
one shown position of a match, computed once by :func:`build` and handed to the renderer.

The renderer reads rule facts only from a :class:`Frame`; it calls nothing of the core. A
change of the game (a move, undo, redo, another shown step, a hand-over) makes a new frame;
a change of the selection (a tap that picks a tile, a rotation) does not, so such a tap
costs only the renderer's own drawing. This module and ``session`` are the only page
modules that call the core's ``view``, ``legal_moves``, ``move_data`` or ``outcome``.

Pure Python (no browser imports): tested natively (``tests/web/test_frame.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from core.errors import RuleError
from core.protocol import MoveData, Outcome


@dataclass(frozen=True)
class Frame:
    """The shown position of one session, as the device may see it now.

    Attributes:
        view: ``game.view`` of the shown state for :attr:`viewer`.
        prev: the public view of the state before the shown step (None at the start): the
            board animates what the step changed.
        actor: the view of the seat to move while the device may act for it (:attr:`legal`
            not empty): that seat's own facts (its hand, what it can afford), which taps and
            panel buttons are read against; None otherwise. The same dict as :attr:`view`
            when the viewer is that seat.
        legal: (derived from ``moves``) the moves the device may make now, in notation, as
            ``legal_moves`` lists them;
            empty while an earlier step is shown, the game is over, or a hand-over is due.
        moves: the same moves as data (``MoveData``: verb, squares, tiles, colour, count,
            options), in the same order: a renderer picks a move by these fields and sends
            back its ``text``, never reading or building move text itself.
        outcome: the finished game's outcome (scores, winners, breakdown), else None.
        final: the public view of the finished game (the result panel), else None.
        viewer: the seat whose secrets :attr:`view` shows (None: the public view).
        to_move: the seat to act in the shown state (None: chance pending or the end).
        at_current: the last step of the record is shown.
        over: the game (not just the shown step) is finished.
        handover: the device must first go to the seat to move (a hand-over screen).
        seat_names: the game's seat colour names per language.
        bot: the level of the bot to move at the current position (issue 25), else None:
            the device acts for nobody then (:attr:`moves` is empty, no hand-over).
    """

    view: dict
    prev: dict | None
    actor: dict | None
    moves: tuple[MoveData, ...]
    outcome: Outcome | None
    final: dict | None
    viewer: int | None
    to_move: int | None
    at_current: bool
    over: bool
    handover: bool
    seat_names: dict
    bot: str | None = None

    @property
    def legal(self) -> tuple[str, ...]:
        """The texts of :attr:`moves`, in their order (what ``legal_moves`` lists)."""
        return tuple(m.text for m in self.moves)


def secret_seat(match, at_current: bool, private: bool) -> int | None:
    """The seat to move when it has secrets now (a renderer with ``private`` hands and
    ``game.secret`` true at the current position), else None."""
    game = match.game
    if not private or not at_current or match.over or not game.secret(match.state):
        return None
    return game.to_move(match.state)


def build(match, shown: int | None = None, private: bool = False,
          revealed: int | None = None, known: dict | None = None) -> Frame:
    """The frame of ``match`` showing the position after ``shown`` steps (None: the last):
    ``private`` is the renderer's flag (hidden hands), ``revealed`` the seat that last took
    the device (its hand-over screen dismissed). Seats the match's bots play
    (``match.bots``) never take the device: no hand-over goes to them and no move is offered
    while one is to move.

    ``known`` (optional) carries views and moves as data from one build to the next (and
    from :func:`prepare`): the ones this build used, by state (and viewer), replace its
    content, and a view of the same state object for the same viewer (the moves of the same
    state object) is taken from it instead of being made again (after a move, the previous
    frame's public view of the position is the new frame's ``prev``; the hand-over keeps the
    ``prev``). Views are read-only for the page, so sharing them changes nothing."""
    game = match.game
    made: dict = {}

    def view_of(state, viewer: int | None) -> dict:
        return _kept(made, known, (id(state), viewer), state, lambda: game.view(state, viewer))

    shown = len(match.steps) if shown is None else shown
    at_current = shown == len(match.steps)
    state = match.states[shown]
    bots = match.bots
    bot = bots.get(game.to_move(match.state)) if at_current and not match.over else None
    hidden = secret_seat(match, at_current, private)
    if hidden is not None and hidden in bots:
        # a bot's secrets are never shown; the device stays with the one person at a table
        # of bots (whose secrets it keeps showing), else it shows the public view
        hidden = None
        people = [seat for seat in range(len(match.players)) if seat not in bots]
        viewer = revealed if people == [revealed] else None
    else:
        viewer = hidden if hidden is not None and hidden == revealed else None
    handover = hidden is not None and hidden != revealed
    view = view_of(state, viewer)
    prev = view_of(match.states[shown - 1], None) if shown > 0 else None
    moves = (_kept(made, known, ("moves", id(match.state)), match.state,
                   lambda: tuple(game.move_data(match.state)))
             if at_current and not handover and bot is None else ())
    to_move = game.to_move(state)
    actor = None
    if moves and to_move is not None:
        actor = view if viewer == to_move else view_of(state, to_move)
    over = match.over
    frame = Frame(view=view, prev=prev, actor=actor, moves=moves,
                  outcome=game.outcome(match.state) if over else None,
                  final=view_of(match.state, None) if over else None,
                  viewer=viewer, to_move=to_move, at_current=at_current, over=over,
                  handover=handover, seat_names=dict(game.seat_names), bot=bot)
    if known is not None:
        known.clear()
        known.update(made)
    return frame


def _kept(made: dict, known: dict | None, key: tuple, state, make: Callable[[], Any]) -> Any:
    """What ``make`` computes of ``state`` (a view, the moves as data), taken from ``made`` or
    ``known`` under ``key`` when kept there for the same state object, else made; kept in
    ``made`` with its state, so that the state's id is not reused while it is kept."""
    hit = made.get(key) or (known.get(key) if known is not None else None)
    value = hit[1] if hit is not None and hit[0] is state else make()
    made[key] = (state, value)
    return value


def prepare(match, known: dict, private: bool = False) -> int | None:
    """Work the next frame will need, done ahead while the page is idle (issue 23): when a
    hand-over to the seat to move is due (:func:`secret_seat`, no bot to move), that seat's
    view of the current position and the moves as data, kept in ``known`` as :func:`build`
    keeps its views, so that the frame made when the seat takes the device (``build`` with
    ``revealed`` that seat and this ``known``) computes neither again. Returns the seat
    prepared for, or None (nothing due: ``known`` unchanged). Pure: the frame is the same as
    without it; only when the work is done changes."""
    seat = secret_seat(match, True, private)
    if seat is None or seat in match.bots:
        return None
    state, game = match.state, match.game
    made: dict = {}
    _kept(made, known, (id(state), seat), state, lambda: game.view(state, seat))
    _kept(made, known, ("moves", id(state)), state, lambda: tuple(game.move_data(state)))
    known.update(made)
    return seat


def prepare_move(match, move: str, known: dict, private: bool = False,
                 revealed: int | None = None):
    """Work a move's frame will need, done ahead while the page is idle (issue 23): the
    match after ``move`` (``Match.after``, the chance it triggers drawn as ``play`` draws it)
    and what :func:`build` of it makes (views, moves as data), kept in ``known`` as ``build``
    keeps them. After ``Match.play(move, ahead=<the answer>)`` the frame ``build`` makes
    with this ``known`` (and ``private``, ``revealed``) computes none of them again. Returns
    that match, or None when the core refuses ``move`` (nothing kept). Pure: the frame is
    the same as without it; only when the work is done changes."""
    try:
        after = match.after(move)
    except RuleError:
        return None
    made = dict(known)
    build(after, None, private, revealed, made)
    known.update(made)
    return after


def step_data(match, step: int) -> MoveData:
    """Record step ``step`` (0-based) as data (``Game.step_data``), from which the move log
    writes its label: the page reads a step's fields, never cuts its text."""
    s = match.steps[step]
    return match.game.step_data(s.text, s.chance)


def step_view(match, step: int, known: dict | None = None) -> dict:
    """The public view after record step ``step`` (0-based), from which the move log writes
    that step's label; the log makes each label once and keeps it (``move_log.Turns``).
    A view :func:`build` made of that state (``known``: after a move, the new position's
    public view) is taken instead of made again, and a view made here is kept in ``known``
    (the next move's frame takes it as its ``prev``)."""
    state = match.states[step + 1]
    made: dict = {}
    view = _kept(made, known, (id(state), None), state, lambda: match.game.view(state, None))
    if known is not None:
        known.update(made)
    return view


def view_after(match, move: str) -> dict:
    """The public view after ``move`` at the current position, not played (a bot's
    suggestion is described from it as the move log would describe the step)."""
    return match.game.view(match.game.apply(match.state, move), None)
