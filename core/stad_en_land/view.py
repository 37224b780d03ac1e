"""What a seat knows of a Stad en Land position (``GAME.position``: the ``detail`` of
``python -m core replay``), what the page sees (``GAME.view``: the position plus page-only
extras) and the move-log events (``GAME.events``).

Everything in Stad en Land is public, so every seat gets the same position; the view made for
the seat to move also carries, per square where none of its segments can start, the core's
reason (``anchor_errors``), so the page can explain a tap without asking the rules itself.
"""

from __future__ import annotations

from . import explain, rules, scoring
from .board import FILES, NAMES, SIZE, SQUARES
from .state import FREE, State


def position(state: State, seat: int | None = None) -> dict:
    """The whole position, the same for every seat (nothing is hidden); each key is documented
    in the rules page's section ``position`` (rule ``stad-en-land/position``)."""
    wh = scoring.warehouses(state)
    ends = [rules.open_ends(state, s) for s in (0, 1)]
    return {
        "cities": [NAMES[c] for c in state.cities],
        "owner": {NAMES[i]: o for i, o in enumerate(state.owner) if o != FREE},
        "links": [[[NAMES[a], NAMES[b]] for a, b in state.links[s]] for s in (0, 1)],
        "open_ends": [[NAMES[e] for e in ends[s]] for s in (0, 1)],
        "to_move": rules.to_move(state),
        "left": state.left,
        "first_turn": state.first_turn,
        "passes": state.passes,
        "over": state.over,
        "end_reason": state.end_reason,
        "adjacency": state.adjacency,
        "end_rule": state.end_rule,
        "warehouses": {NAMES[c]: list(wh[c]) for c in state.cities},
        "capitals": scoring.capitals(state),
    }


def anchor_errors(state: State, seat: int) -> dict[str, dict[str, str]]:
    """Square -> ``{"rule", "nl", "en"}``: why ``seat`` can start no segment there (rule
    ids of ``explain.explain_anchor``); squares where a segment can start are left out."""
    out, ends = {}, rules.open_ends(state, seat)
    for i in range(SQUARES):
        if not rules.segments(state, seat, only_from=i):
            error = explain.explain_anchor(state, seat, i, ends)
            out[NAMES[i]] = {"rule": error.rule, "nl": error.nl, "en": error.en}
    return out


def view(state: State, seat: int | None = None) -> dict:
    """The :func:`position` plus what the page needs besides: ``grid`` (``columns`` letters
    from the left, ``rows`` numbered from the bottom), the ranks and scores, and for the seat
    to move ``anchor_errors``."""
    mover = rules.to_move(state)
    result = scoring.outcome(state)
    out = {
        **position(state),
        "grid": {"columns": FILES, "rows": SIZE},
        "ranks": scoring.ranks(state),
        "deciding_rank": scoring.deciding_rank(state),
        "scores": list(result.scores),
        "winners": list(result.winners),
    }
    if seat is not None and seat == mover:
        out["anchor_errors"] = anchor_errors(state, seat)
    return out


def events(before: State, move: str, after: State) -> list[dict]:
    """Removed squares (per seat) and a turn that ended early, for the move log."""
    out = []
    for seat in (0, 1):
        gone = [NAMES[i] for i in range(SQUARES)
                if before.owner[i] == seat and after.owner[i] == FREE]
        if gone:
            out.append({"kind": "removed", "seat": seat, "squares": gone})
    if (move != "pass" and not after.over and after.to_move != before.to_move
            and before.left == 2):
        out.append({"kind": "turn-ended", "seat": before.to_move})
    if after.over:
        out.append({"kind": "game-over", "reason": after.end_reason})
    return out
