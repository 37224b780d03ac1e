"""A selection in progress (a tile turned, a preview placed, workers chosen) kept across a
reload or a Back to the game (issue 24): stored per saved game with the position it was made
in, and given back only in that same position; the board keeps it only while the moves still
allow it (``board.select``). Games with a hand-over screen get it back only when no hand-over
is due: behind the screen it is kept, not shown, and comes back once the seat to move, who
made it, has taken the device (workers chosen for a bid, a card chosen from a hand), so a stored
selection never shows a seat's secret to another."""

from __future__ import annotations

import json

#: Storage key prefix: ``<prefix><save id>`` -> ``{"at": <steps>, "sel": <selection>}``.
KEY = "speeltafel:selection:"


def remember(storage, save_id: str | None, at: int, selected: str | None) -> None:
    """Store ``selected`` (None: forget it) as made in the position after ``at`` steps."""
    if not save_id:
        return
    if selected is None:
        storage.remove(KEY + save_id)
    else:
        storage.set(KEY + save_id, json.dumps({"at": at, "sel": selected}))


def recall(storage, save_id: str | None, at: int) -> str | None:
    """The selection stored for ``save_id`` if it was made in the position after ``at``
    steps; None otherwise, or when what is stored is not of that form."""
    if not save_id:
        return None
    try:
        data = json.loads(storage.get(KEY + save_id) or "null")
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("at") != at or not isinstance(data.get("sel"), str):
        return None
    return str(data["sel"])


def give_back(storage, session, board, frame) -> None:
    """Select on ``board`` what was stored for the shown position of ``session`` (the app's
    ``Session``, ``frame`` its ``Frame``), unless a hand-over is due or an earlier position is
    shown."""
    if frame.at_current and not frame.handover:
        board.select(recall(storage, session.save_id, session.view), frame.moves)


def keep(storage, session, selected: str | None, frame) -> None:
    """Store ``selected`` for the shown position (forget it while an earlier one is shown);
    while a hand-over is due nothing changes: the selection waits behind the screen."""
    if not frame.handover:
        remember(storage, session.save_id, session.view, selected if frame.at_current else None)
