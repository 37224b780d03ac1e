"""New England scoring (rules ``scoring-cards``, ``majorities``, ``winner``).

* ``cards``: the VP printed on every card lying open in front of the family. Cards still in
  barns do not count (they leave the game at the end).
* ``pilgrims`` / ``barns`` / ``ships``: the family (or every tied family) with the most
  figures of that kind on the board scores 4 / 3 / 2; at least one figure is needed.
* The winner has the most VP; a tie goes to the most money; still tied: a shared win.

Before the end the same numbers are the standing so far.
"""

from __future__ import annotations

from ..protocol import Criterion, Outcome, decide
from . import data
from .placement import figure_counts
from .state import State

CATEGORIES = ("cards", "pilgrims", "barns", "ships")
_KIND = {"pilgrims": "pilgrim", "barns": "barn", "ships": "ship"}


def breakdown(state: State) -> list[dict]:
    counts = [figure_counts(state, s) for s in range(state.players)]
    out = [{"cards": sum(data.card_vp(c) for c in state.cards[s])} for s in range(state.players)]
    for cat, kind in _KIND.items():
        best = max(c[kind] for c in counts)
        floor = 1 if data.MAJORITY_NEEDS_ONE else 0
        for s in range(state.players):
            hit = counts[s][kind] == best and best >= floor
            out[s][cat] = data.MAJORITY_BONUS[kind] if hit else 0
    return out


def scores(state: State) -> list[int]:
    return [sum(b.values()) for b in breakdown(state)]


def outcome(state: State) -> Outcome:
    """Scores and breakdown (categories above), the tie-break ``money``, and once the game
    is over the winners: most VP, then the most money among them (ties share the win)."""
    parts = breakdown(state)
    scores = tuple(sum(b.values()) for b in parts)
    tie_break = (Criterion("money", tuple(state.money)),)
    winners, decided_by = decide(scores, tie_break) if state.over else ((), "")
    return Outcome(scores, winners, tuple(parts), tie_break, decided_by)


def winners(state: State) -> list[int]:
    """The winners once the game is over (see :func:`outcome`)."""
    return list(outcome(state).winners)
