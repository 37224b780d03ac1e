"""The Stad en Land state value (immutable; every move makes a new one)."""

from __future__ import annotations

from dataclasses import dataclass

from .board import SQUARES

WHITE, BLACK = 0, 1
FREE = -1


@dataclass(frozen=True, slots=True)
class State:
    """A position.

    Attributes:
        adjacency: ``"king"`` (8 neighbours) or ``"orthogonal"`` (4).
        end_rule: ``"mover"`` (the game ends when the player to move has no legal segment)
            or ``"any"`` (when either player has none at a turn boundary).
        cities: the 8 city squares, sorted; empty until the ``cities`` chance step.
        owner: per square, the seat owning that land square, or ``FREE``.
        links: per seat, its links as sorted ``(a, b)`` pairs with ``a < b``.
        to_move: the seat whose turn it is.
        left: segments still to place in this turn (1 on White's first turn, else 2).
        first_turn: True during White's opening turn (its pass does not count).
        passes: consecutive passed turns that count towards the two-pass end.
        end_reason: ``""`` while playing, ``"two-passes"`` or ``"no-moves"`` when over.
    """

    adjacency: str = "king"
    end_rule: str = "mover"
    cities: tuple[int, ...] = ()
    owner: tuple[int, ...] = (FREE,) * SQUARES
    links: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = ((), ())
    to_move: int = WHITE
    left: int = 1
    first_turn: bool = True
    passes: int = 0
    end_reason: str = ""

    @property
    def over(self) -> bool:
        return bool(self.end_reason)

    @property
    def turn_started(self) -> bool:
        """True once a segment has been placed in the current turn."""
        return self.left < (1 if self.first_turn else 2)
