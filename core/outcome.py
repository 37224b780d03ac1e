"""The result of a game (``Game.outcome``): scores, winners, each seat's breakdown and the
tie-break, checked on construction, and :func:`decide`, the shared rule that picks the winners
from the scores and the tie-break criteria. Part of the surface of ``core.protocol``, which
re-exports them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Criterion:
    """One tie-break criterion after the scores: ``key`` names it (``"money"``, or for Stad
    en Land ``"cities b3 c4"``: the warehouses in those cities), ``values`` per seat."""

    key: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Outcome:
    """The result (or the standing so far) of a game, everything a page needs to say who
    won and why, without computing it.

    Attributes:
        scores: per seat, the points.
        winners: the winning seats (ties share the win); empty while the game runs.
        breakdown: per seat, ordered category -> points; each seat's categories add up to
            its score (checked: a mismatch raises ``ValueError``).
        tie_break: the criteria compared after the scores, in order (may be empty).
        decided_by: ``"scores"`` or the ``key`` of the tie-break criterion that separated the
            winners from the others; ``""`` when nothing did (every seat shares the win) or
            the game is not over.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    tie_break: tuple[Criterion, ...] = ()
    decided_by: str = ""

    def __post_init__(self) -> None:
        if len(self.breakdown) != len(self.scores):
            raise ValueError(f"breakdown for {len(self.breakdown)} seats, scores for {len(self.scores)}")
        for seat, (cats, score) in enumerate(zip(self.breakdown, self.scores)):
            if sum(cats.values()) != score:
                raise ValueError(f"seat {seat}: breakdown {cats} adds up to "
                                 f"{sum(cats.values())}, not to the score {score}")
        for c in self.tie_break:
            if len(c.values) != len(self.scores):
                raise ValueError(f"tie-break {c.key!r} has {len(c.values)} values, not {len(self.scores)}")

    def to_json(self) -> dict:
        """A JSON-ready dict with the same fields (for the page)."""
        return {"scores": list(self.scores), "winners": list(self.winners),
                "breakdown": [dict(b) for b in self.breakdown],
                "tie_break": [{"key": c.key, "values": list(c.values)} for c in self.tie_break],
                "decided_by": self.decided_by}


def decide(scores: tuple[int, ...], tie_break: tuple[Criterion, ...]) -> tuple[tuple[int, ...], str]:
    """The winners (highest score, then highest value of each criterion in turn among those
    still tied) and what separated them from the others: ``"scores"``, the key of the last
    criterion that narrowed them down, or ``""`` when every seat shares the win."""
    seats = tuple(range(len(scores)))
    if not seats:
        return (), ""
    top = tuple(s for s in seats if scores[s] == max(scores))
    decided = "scores" if len(top) < len(seats) else ""
    for c in tie_break:
        if len(top) == 1:
            break
        best = max(c.values[s] for s in top)
        narrowed = tuple(s for s in top if c.values[s] == best)
        if len(narrowed) < len(top):
            decided = c.key
        top = narrowed
    return top, decided
