"""Carcassonne rule ids (each is an anchor in the rules reference ``rules/carcassonne``) and
:func:`err`, the one place a refusal is built.

Base game:

* ``setup``: 2-5 players, 7 followers each, the start tile D at 0,0; seat 0 begins.
* ``tiles``: the 72 tiles of 24 types (A..X), 10 pennants.
* ``draw``: a turn begins with drawing a tile (the chance line ``* tile V``).
* ``discard``: a drawn tile that fits nowhere is set aside and another is drawn.
* ``place``: the tile touches at least one placed tile along a side, every touching side
  matches (city-city, road-road, field-field), any of 4 rotations.
* ``follower``: at most one follower, on a feature of the tile just placed that has no
  follower through its connections.
* ``supply``: a follower comes from the player's supply of 7.
* ``score-road`` / ``score-city`` / ``score-monastery``: a completed feature scores at once
  (road 1 per tile, city 2 per tile and 2 per pennant, monastery 9) and its followers return.
* ``majority``: the players with most followers on a feature score it, ties in full.
* ``end``: the game ends after the turn in which the last tile is placed.
* ``final``: unfinished roads 1 per tile, cities 1 per tile and pennant, monasteries 1 plus
  1 per neighbour.
* ``fields``: at the end, each field gives 3 per completed bordering city to its majority.
* ``notation``: ``V 1,-2 r90 road:e``, ``H1-03 2,1 se``, ``draw``, ``pick H1-03``.
* ``position``: what ``python -m core replay [--seat N]`` shows of a position (its ``detail``).
* ``turn``: a move that does not belong to this step of the turn.

The Halflings:

* ``halflings``: the option: hidden hands (default), open draft, or off.
* ``half-tiles``: 24 half tiles (12 + 12); 4 with other expansions' symbols stay out.
* ``half-setup``: each player is dealt 3 hidden half tiles (option: 2 or 4).
* ``half-draft``: the open draft, the last player first, then counter-clockwise.
* ``half-turn``: instead of drawing a player may place a half tile from his hand.
* ``half-place``: a half tile fills half a square; its long side only meets another long
  side; a full tile never goes into a square holding a half tile.
* ``half-follower``: a follower may stand on a half tile beside another half's follower.
* ``half-squares``: roads and cities count occupied squares (two halves count once).
* ``half-gap``: a triangular gap leaves a road or city open and cuts fields.
* ``half-monastery``: a monastery counts its square and the occupied squares around it.
* ``half-end``: half tiles still in hand at the end are lost.
* ``half-counting``: the option for the older counting rules (10/2015, 2020).
"""

from __future__ import annotations

from ..errors import RuleError

RULE_IDS = tuple("carcassonne/" + r for r in (
    "setup", "tiles", "draw", "discard", "place", "follower", "supply", "score-road",
    "score-city", "score-monastery", "majority", "end", "final", "fields", "notation", "turn",
    "halflings", "half-tiles", "half-setup", "half-draft", "half-turn", "half-place",
    "half-follower", "half-squares", "half-gap", "half-monastery", "half-end", "half-counting",
    "position",
))


def err(rule: str, nl: str, en: str) -> RuleError:
    """A refusal under the rule id ``carcassonne/<rule>``."""
    return RuleError("carcassonne/" + rule, nl, en)
