"""Eden scoring (rules ``win``, ``stalemate``): a seat's score is its fertility, the value
of its cards on the board; the breakdown counts the points per card value.

The winners are fixed when the game ends and kept in the state (``State.winners``): the
first seat to reach 20 points (``win``), or after a stalemate every seat with the most points.
No tie-break exists.
"""

from __future__ import annotations

from ..protocol import Outcome
from .data import MAX_VALUE
from .state import State


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Points from the seat's cards of each value (``value 1`` .. ``value 4``)."""
    values = [v for o, v in zip(state.owner, state.value) if o == seat]
    return {f"value {k}": k * values.count(k) for k in range(1, MAX_VALUE + 1)}


def outcome(state: State) -> Outcome:
    """Scores (fertility), the winners once over, the breakdown per card value."""
    parts = tuple(breakdown(state, s) for s in range(state.players))
    scores = tuple(sum(p.values()) for p in parts)
    winners = state.winners if state.over else ()
    decided_by = "scores" if 0 < len(winners) < state.players else ""
    return Outcome(scores, winners, parts, (), decided_by)
