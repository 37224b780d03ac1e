"""Carcassonne's moves given as fields, written in its notation (``core.moves.IntentModule``):
the page asks the core why a tap that matches no listed move is refused (a tile on a square
where it does not fit, a follower on a taken feature) and shows the core's own message with
its rule id (``carcassonne/place``, ``follower`` ...), never one of its own (issue 24)."""

from __future__ import annotations

from ..protocol import MoveData


def write(intent: MoveData) -> str:
    """The notation of ``intent`` (its ``text`` ignored), ``m.text`` for every listed move
    ``m`` (``notation.data``): ``place`` as tile, square, turn and the follower's spot when
    one is given; ``pick`` as ``pick`` and the half tile; any other verb as the word itself.
    Missing or unknown fields are written as they are, for ``rules.apply`` to refuse."""
    if intent.verb == "place":
        words = [*intent.tiles[:1], *intent.squares[:1], intent.option("turn"), intent.option("spot")]
        return " ".join(w for w in words if w)
    if intent.verb == "pick":
        return " ".join(["pick", *intent.tiles[:1]])
    return intent.verb
