"""What a game may tell the bot engine about itself (``Game.bot_hints``), all optional.

The engine (:mod:`core.bots.search`) works on the plain :class:`core.protocol.Game` API; a
game whose random playouts are slow or whose branching is huge gives it a cheaper way in:

* ``evaluate(state)`` -> per seat, how well it stands (points, or points plus what its
  holdings will likely be worth): used where a playout is cut off after ``playout_depth``
  moves. ``None``: the game's own standing, ``Game.scores``.
* ``prune(state, moves)`` -> the moves worth searching (a non-empty subset of ``moves``, in
  their order); ``None``: all of them.
* ``prior``: evaluate every root move once before searching (one ply, see
  :mod:`core.bots.search`); a game with very many moves and costly ones may turn it off.
* ``prior_below``: with ``prior`` off, the prior still runs when the search's budget is
  below this many iterations: a budget too small to try most root moves even once would
  otherwise choose among a few random ones.
* ``effort``: the share of a level's iteration budget this game gets, so that each level
  thinks about as long in every game (a game whose iterations cost more gets fewer).
* ``efforts``: per level name, an effort that replaces ``effort`` for that level (a game
  whose strong level has time to spare under its cap may search more there); see
  :meth:`BotHints.effort_of`.
* ``levels``: per level name, hints that replace some of these for that level, by field
  name (a costlier ``evaluate`` that only the strong level's time cap affords, say); see
  :meth:`BotHints.at`.
* ``scale``: the lead (in ``evaluate`` units) that makes a win very likely; a lead of one
  ``scale`` counts as a win chance of 75% at a cut-off (two: 83%).

A hint must read only what the seat to move may know, or what the determinised state
already holds (the engine passes it nothing else).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, Sequence


@dataclass(frozen=True)
class BotHints:
    evaluate: Callable[[Any], Sequence[float]] | None = None
    prune: Callable[[Any, list[str]], list[str]] | None = None
    scale: float = 10.0
    playout_depth: int = 400
    prior: bool = True
    prior_below: int = 0
    effort: float = 1.0
    efforts: Mapping[str, float] = field(default_factory=dict)
    levels: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def effort_of(self, level: str) -> float:
        """The share of ``level``'s iteration budget this game gets."""
        return self.efforts.get(level, self.effort)

    def at(self, level: str) -> BotHints:
        """The hints the search of ``level`` uses: these, with the fields ``levels[level]``
        names replaced."""
        changes = self.levels.get(level)
        return replace(self, **changes) if changes else self


#: For a game that gives none: full playouts, its own scores.
DEFAULT = BotHints()
