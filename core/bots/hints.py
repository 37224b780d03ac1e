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
* ``levels``: per level name, fields of these hints that level searches with instead (a
  strong level with time to spare under its cap may take a larger ``effort``, or, with the
  budget to look further, do without the playouts that a small budget needs, or cut off at
  a costlier ``evaluate``); see :meth:`BotHints.for_level`.
* ``mast``: the share of playout moves chosen by MAST (move-average sampling) instead of
  uniformly: the move whose text has the best mean reward for its mover over the search so
  far (:mod:`core.bots.search`); 0 (the default) keeps playouts uniformly random.
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
    mast: float = 0.0
    levels: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def for_level(self, level: str) -> BotHints:
        """The hints ``level`` searches with: these, with the fields ``levels[level]`` names
        replaced."""
        changes = self.levels.get(level)
        return replace(self, **changes) if changes else self


#: For a game that gives none: full playouts, its own scores.
DEFAULT = BotHints()
