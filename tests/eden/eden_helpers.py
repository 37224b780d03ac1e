"""Builders for hand-made Eden positions used by the golden tests."""

from __future__ import annotations

from core.eden import GAME
from core.eden.board import INDEX
from core.eden.state import NOBODY, State


def position(board: dict[str, tuple[int, int]] | None = None, hands=None, mana=None, *,
             players: int = 3, turn: int = 0, deck=(), pool=(), played: int = 0) -> State:
    """A dealt position: ``board`` maps a square to ``(seat, value)``; ``hands`` lists each
    seat's cards; everyone has 100 mana unless ``mana`` says otherwise."""
    owner = [NOBODY] * 49
    value = [0] * 49
    for name, (seat, v) in (board or {}).items():
        owner[INDEX[name]] = seat
        value[INDEX[name]] = v
    hands = hands or [[] for _ in range(players)]
    return State(players=players, dealt=True, deck=tuple(deck),
                 hands=tuple(tuple(sorted(h)) for h in hands),
                 mana=tuple(mana or [100] * players), owner=tuple(owner), value=tuple(value),
                 pool=tuple(sorted(pool)), turn=turn, played=played, income=(0,) * players)


def play(state: State, *moves: str) -> State:
    """Apply ``moves`` in order, checking that each one is offered as a legal move."""
    for move in moves:
        legal = GAME.legal_moves(state)
        assert move in legal, f"{move!r} not in {legal}"
        state = GAME.apply(state, move)
    return state


def at(state: State, name: str) -> tuple[int, int]:
    """``(seat, value)`` on a square (seat -1 when empty)."""
    return state.owner[INDEX[name]], state.value[INDEX[name]]
