"""Keyflower rule ids (each is an anchor in the rules reference ``rules/keyflower``) and
:func:`err`, the one place a refusal is built.

* ``setup``: per player count the home tiles, boats, turn-order tiles, tiles per season and
  winter tiles each; 8 random workers each from the bag of 40 blue, 40 red, 40 yellow; the
  lowest home tile starts and holds the purple worker.
* ``chance``: the chance lines (homes, screens, winter hands, season tiles, boat cargo,
  draws from the bag and the skill pile).
* ``season``: spring, summer, autumn, winter; tiles laid out, boats filled (not in winter).
* ``turn``: one placement of workers in one place (a bid or a use), or a pass; the season
  ends when all players pass in succession.
* ``bid``: workers on one's side of a season tile or turn-order tile, more than the highest
  bid there; one's own bid may be raised.
* ``colour``: every worker around or on a tile in a season has the tile's colour (the first
  one's); green is a colour like the others.
* ``outbid``: an outbid group moves only whole, to one place, with screen workers added.
* ``use``: a use of a tile in any village or of a season tile (not in winter); each use has
  more workers than the one before, at most 6 workers on a tile per season.
* ``production``: what a use gives and where it goes (own village: on the tile; elsewhere:
  the home tile; workers and skills behind the screen); supplies are limited.
* ``transport``: carrying resources along roads in one's own village, one point per step.
* ``upgrade``: turning a tile of one's own village over, paying resources on it and skills.
* ``end-of-season``: the ordered steps at a season's end.
* ``boats``: turn-order tiles in number order pick boats, then the others clockwise from
  the new start player; in winter the boat tiles themselves.
* ``start-player``: the purple tile's winner starts next season; nobody: the left neighbour.
* ``summer-boats``: the powers of the summer boats 1a .. 4b.
* ``village``: won tiles join the village touching it, every shared edge matching.
* ``offer``: in winter each player offers one or more of his winter tiles, in secret.
* ``final``: the final scoring steps, in order.
* ``tie``: tied players share the win.
* ``secrets``: screens, winter hands and the skill pile are private; the bag's size is public.
* ``notation``: the move notation (see notation.py).
* ``position``: what ``python -m core replay [--seat N]`` shows of a position (its ``detail``).
* ``phase``: a move that does not belong to this moment of the game.
* An expansion's rule ids follow (``Expansion.rule_ids``, added by :func:`register` when
  the game installs its expansions).
"""

from __future__ import annotations

from ..errors import RuleError
from .data import SEAT_NAMES

RULE_IDS = tuple("keyflower/" + r for r in (
    "setup", "chance", "season", "turn", "bid", "colour", "outbid", "use", "production",
    "transport", "upgrade", "end-of-season", "boats", "start-player", "summer-boats",
    "village", "offer", "final", "tie", "secrets", "notation", "phase",
    "position",
))


def register(ids: tuple[str, ...]) -> None:
    """An expansion's rule ids (without the prefix) join :data:`RULE_IDS`, once, when the
    game is imported."""
    global RULE_IDS
    RULE_IDS = RULE_IDS + tuple("keyflower/" + r for r in ids if "keyflower/" + r not in RULE_IDS)


def err(rule: str, nl: str, en: str) -> RuleError:
    return RuleError("keyflower/" + rule, nl, en)


def nl(seat: int) -> str:
    return SEAT_NAMES["nl"][seat]


def en(seat: int) -> str:
    return SEAT_NAMES["en"][seat]
