"""Moves as data (issue 23): a legal move as the page picks it (:class:`MoveData`), and a move
the page means but the core did not list (an *intent*: the same fields, no text), which
the game's :class:`IntentModule` writes so that ``Game.explain_intent`` gives the core's
refusal. A page never writes or cuts move text; it reads ``MoveData.text`` of a listed move,
or sends fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class MoveData:
    """One legal move as data: what a page needs to pick it without reading its text.

    ``text`` is the move exactly as ``legal_moves`` lists it (the one thing a page sends
    back); ``verb`` names the kind of move (the notation's first word, or the game's word
    for a move written without one). The other fields are filled where the move has them,
    in the game's own naming, documented per verb in the game's ``notation.py``:

    Attributes:
        squares: board places by their names (``"c3"``, ``"1,-2"``), in the move's order.
        tiles: tiles, cards or other pieces by their ids, in the move's order.
        colour: a colour word (of workers, say), ``""`` when the move has none.
        count: the number the move names (pieces, a bid, ...), else ``None``.
        options: everything else, as ordered ``(key, value)`` pairs with distinct keys
            (a rotation, a follower spot, a choice, ...).

    Within one listing no two moves have the same fields apart from ``text``.
    """

    text: str
    verb: str
    squares: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    colour: str = ""
    count: int | None = None
    options: tuple[tuple[str, str], ...] = ()

    def option(self, key: str, default: str = "") -> str:
        """The value of option ``key``, or ``default`` when the move has no such option."""
        for k, v in self.options:
            if k == key:
                return v
        return default

    def to_json(self) -> dict:
        """A flat JSON-ready dict: ``text``, ``verb`` and every non-empty field (``options``
        as an object)."""
        out: dict = {"text": self.text, "verb": self.verb}
        if self.squares:
            out["squares"] = list(self.squares)
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.colour:
            out["colour"] = self.colour
        if self.count is not None:
            out["count"] = self.count
        if self.options:
            out["options"] = dict(self.options)
        return out

    @classmethod
    def intent(cls, verb: str, squares: tuple[str, ...] = (), tiles: tuple[str, ...] = (),
               colour: str = "", count: int | None = None,
               options: tuple[tuple[str, str], ...] = ()) -> MoveData:
        """A move given only by its fields (``text`` empty), for ``Game.explain_intent``."""
        return cls("", verb, squares, tiles, colour, count, options)


class IntentModule(Protocol):
    """Where a game writes a move given as fields (usually its ``notation.py``).

    ``write(intent)`` is the notation of the move with ``intent``'s fields (its ``text``
    ignored), such that ``write(m)`` is ``m.text`` for every listed move ``m``; fields no
    move of that verb has are written as they are, for ``apply`` to refuse with its reason.
    """

    def write(self, intent: MoveData) -> str: ...
