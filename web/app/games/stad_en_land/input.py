"""Stad en Land's input: taps turned into one of the moves the core offers. Decides no
rule: it reads ``legal_moves`` and the view's ``anchor_errors`` (the core's reason why no
segment can start on a square); every attempted move goes to ``Match.play``.
"""

from __future__ import annotations

from core.errors import RuleError


def anchors(legal: list[str]) -> dict[str, list[str]]:
    """The offered segments grouped by their first square: anchor -> targets (in order)."""
    out: dict[str, list[str]] = {}
    for move in legal:
        a, sep, b = move.partition("-")
        if sep:
            out.setdefault(a, []).append(b)
    return out


def default_selection(legal: list[str]) -> str | None:
    """When every offered segment starts at one square, that square is selected for the
    player (it is the open end they must continue from)."""
    starts = anchors(legal)
    return next(iter(starts)) if len(starts) == 1 else None


def hint_targets(legal: list[str], selected: str | None) -> list[str]:
    """The squares a tap does something on (the hint layer marks them): with an anchor
    selected, the squares its segment can go to; otherwise every square a tap would select,
    i.e. where a segment may start (the order of ``legal``)."""
    starts = anchors(legal)
    if selected is not None and selected in starts:
        return list(starts[selected])
    return list(starts)


def tap(legal: list[str], own: dict | None, selected: str | None, sq: str) -> dict:
    """What a tap on ``sq`` means, given the legal moves, the view of the seat to move
    (``own``; None when nobody may move here) and the selected anchor:

    ``{"select": sq_or_None}`` change the selection; ``{"play": move}`` try this move with
    ``Match.play`` (which explains a refusal); ``{"error": RuleError}`` the core's reason why
    nothing can start here.
    """
    starts = anchors(legal)
    if selected is not None:
        if sq == selected:
            return {"select": None}
        move = f"{selected}-{sq}"
        if move in legal:
            return {"play": move}
        if sq in starts:
            return {"select": sq}
        return {"play": move}
    if sq in starts:
        return {"select": sq}
    reason = own.get("anchor_errors", {}).get(sq) if own is not None else None
    if reason is not None:
        return {"error": RuleError(reason["rule"], reason["nl"], reason["en"])}
    return {"select": None}
