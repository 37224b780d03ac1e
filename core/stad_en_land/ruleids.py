"""Stad en Land rule ids: the one place they live. Each is an anchor in the rules reference
``rules/stad-en-land``; :func:`err` builds a refusal under one of them.

* ``board``: a 6x6 board, squares ``a1``..``f6``, 8 of them cities, the rest land.
* ``cities``: 8 cities on random squares (the chance line ``* cities <8 squares>``).
* ``turns``: White's first turn is 1 segment, later turns 2; a turn ends early when no legal
  next segment exists.
* ``segment``: a segment X-Y goes from an anchor X (a city, or a land square of the mover)
  to a neighbour Y that is free land (which the mover claims) or a city (from own land only,
  not yet linked). City to city is never a segment.
* ``occupied``: a land square belongs to at most one player; once built to, nobody builds
  to it again.
* ``crossing``: diagonal segments of White and Black may cross; squares are never shared.
* ``forced-continuation``: a land square with exactly one link is an open end; while the mover
  has one, every segment starts there.
* ``no-new-warehouse``: a segment is legal only if Y is a city outside X's network, or free
  land from which a path over free land reaches a city outside X's network.
* ``removal``: after every segment, every open end (either player) with no legal segment is
  removed; all such ends are removed at once, and this repeats while new dead ends appear.
* ``pass``: only at the start of a turn.
* ``end``: two passed turns in a row (White's first turn not counted), or the player to move
  (option ``end=any``: either player) has no legal segment at a turn boundary.
* ``warehouses``: per city and player, the other cities in that player's network there.
* ``capitals``: the cities with the most warehouses of both players together.
* ``winner``: most warehouses in the capitals; ties go to the next-highest cities.
* ``notation``: ``x-y`` (from anchor x to square y) or ``pass``.
* ``position``: what ``python -m core replay [--seat N]`` shows of a position (its ``detail``).
"""

from __future__ import annotations

from ..errors import RuleError

#: Every rule id of this game; each has a section (same anchor) in the rules reference.
RULE_IDS = tuple("stad-en-land/" + r for r in (
    "board", "cities", "turns", "segment", "occupied", "crossing", "forced-continuation",
    "no-new-warehouse", "removal", "pass", "end", "warehouses", "capitals", "winner", "notation",
    "position",
))


def err(rule: str, nl: str, en: str) -> RuleError:
    """A refusal under the rule id ``stad-en-land/<rule>``."""
    return RuleError("stad-en-land/" + rule, nl, en)
