"""Stad en Land's input: taps turned into one of the moves the core offers. Decides no
rule: it reads the legal moves as data (``MoveData``: verb ``segment`` with squares
``(anchor, target)``, or ``pass``) and the view's ``anchor_errors`` (the core's reason why no
segment can start on a square); it answers ``{"play": text}`` with the text of a listed move,
never reading, cutting or writing a move's text.

After an anchor, a tap on a square that is neither a target nor another start answers
``{"explain": intent}``: the segment as fields (``MoveData.intent``), which the core explains
(``Game.explain_intent``: rules ``segment``, ``occupied``, ``no-new-warehouse``, ...).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import RuleError
from core.protocol import MoveData


def segments(moves: Sequence[MoveData]) -> list[MoveData]:
    """The listed segments (verb ``segment``), in the listed order."""
    return [m for m in moves if m.verb == "segment"]


def anchors(moves: Sequence[MoveData]) -> dict[str, list[str]]:
    """The offered segments grouped by their first square: anchor -> targets (in order)."""
    out: dict[str, list[str]] = {}
    for m in segments(moves):
        anchor, target = m.squares
        out.setdefault(anchor, []).append(target)
    return out


def segment(moves: Sequence[MoveData], anchor: str, target: str) -> MoveData | None:
    """The listed segment from ``anchor`` to ``target``, None when the core offers none."""
    return next((m for m in segments(moves) if m.squares == (anchor, target)), None)


def default_selection(moves: Sequence[MoveData]) -> str | None:
    """When every offered segment starts at one square, that square is selected for the
    player (it is the open end they must continue from)."""
    starts = anchors(moves)
    return next(iter(starts)) if len(starts) == 1 else None


def tap(moves: Sequence[MoveData], own: dict, selected: str | None, sq: str) -> dict:
    """What a tap on ``sq`` means, given the legal moves, the view of the seat to move
    (``own``; the shown view when nobody may move here) and the selected anchor:

    ``{"select": sq_or_None}`` change the selection; ``{"play": text}`` play this listed move;
    ``{"explain": intent}`` after an anchor, the unlisted segment to ``sq`` as fields, for
    the core to say why not; ``{"error": RuleError}`` the core's reason why nothing can
    start here.
    """
    starts = anchors(moves)
    if selected is not None:
        if sq == selected:
            return {"select": None}
        listed = segment(moves, selected, sq)
        if listed is not None:
            return {"play": listed.text}
        if sq in starts:
            return {"select": sq}
        return {"explain": MoveData.intent("segment", (selected, sq))}
    if sq in starts:
        return {"select": sq}
    reason = own.get("anchor_errors", {}).get(sq)
    if reason is not None:
        return {"error": RuleError(reason["rule"], reason["nl"], reason["en"])}
    return {"select": None}


def action(moves: Sequence[MoveData], own: dict, selected: str | None, arg: str) -> dict:
    """No panel buttons and no keys (Pass is the page's own button): nothing changes."""
    return {"select": selected}
