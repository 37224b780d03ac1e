"""New England rule ids: the one place they live. Each is an anchor in the rules reference
``rules/new-england``; :func:`err` builds a refusal under one of them.

* ``board``: 9 rows x 11 columns, plots a1..k9 without k1; row 1 and column k border the sea.
* ``notation``: the move notation (one decision per move; see notation.py).
* ``position``: what ``python -m core replay [--seat N]`` shows of a position (its ``detail``).
* ``phase``: a move that does not belong to this moment of the game.
* ``chance``: the chance lines naming the tiles and cards drawn blind (see chance.py).
* ``provisional``: stand-in component values (data.py ``PROVISIONAL``).
* ``start-order``: three start rounds, the start player's right-hand neighbour first.
* ``start-tile``: a start tile in hand on two free plots sharing a side.
* ``start-spacing``: start tiles never touch, not even diagonally (option: may touch at a corner).
* ``start-fallback``: no spot under the spacing rule: the milder rule, then any two free plots.
* ``occupied``: a plot holds at most one tile, for the rest of the game.
* ``offer``: the start player announces 3-6 land tiles; cards fill the other offer spaces.
* ``end-trigger``: the game ends when the announced offer cannot be supplied (option:
  only when no offer of 3-6 can be).
* ``bid``: each player takes a free bid chip 1-10, start player first, then clockwise.
* ``turn-order``: phase 3 goes from the highest bid chip down.
* ``ship-bonus``: a player with the most ships (ties count, at least one) when his phase-3
  turn begins may reveal one extra item before his first purchase.
* ``buy``: buy an item on offer at the price of one's bid chip.
* ``purchase-limit``: at most two purchases per turn.
* ``money``: nobody spends more than he has.
* ``buy-usable``: only what can be placed or carried out at once (a card: or stored in a barn).
* ``carry-out-now``: a bought item is placed or carried out before anything else.
* ``tile-placement``: a land tile next to an own plot of its terrain.
* ``foreign-terrain``: never next to another family's plot of the same terrain.
* ``one-area``: so each family has one connected area per terrain.
* ``development-shape``: a land card's shape on unused own plots of its terrain.
* ``unused``: a tile that is not developed and carries no figure.
* ``start-tile-whole``: a start tile is developed whole or not at all.
* ``rotation``: shapes may be rotated, not mirrored (option: mirrored too).
* ``figure-placement``: a figure on an own unused tile.
* ``coastal``: ships stand on tiles at the sea.
* ``figure-move``: pilgrims and ships move once per turn to another own unused tile.
* ``barn-store``: a bought card may go face down into an own empty barn.
* ``barn-take``: on a later turn it comes out and is carried out at once (not a purchase).
* ``income``: ending the turn (``done``) pays 4 plus 1 per own pilgrim.
* ``round-end``: unbought items leave; the start stone passes to the left.
* ``scoring-cards``: the VP of every open card.
* ``majorities``: most pilgrims / barns / ships score 4 / 3 / 2 (ties all score).
* ``winner``: most VP, then most money; still tied: a shared win.
"""

from __future__ import annotations

from ..errors import RuleError

#: Every rule id of this game; each has a section (same anchor) in the rules reference.
RULE_IDS = tuple("new-england/" + r for r in (
    "board", "notation", "phase", "chance", "provisional",
    "start-order", "start-tile", "start-spacing", "start-fallback", "occupied",
    "offer", "end-trigger", "bid", "turn-order",
    "ship-bonus", "buy", "purchase-limit", "money", "buy-usable", "carry-out-now",
    "tile-placement", "foreign-terrain", "one-area",
    "development-shape", "unused", "start-tile-whole", "rotation",
    "figure-placement", "coastal", "figure-move", "barn-store", "barn-take",
    "income", "round-end", "scoring-cards", "majorities", "winner",
    "position",
))


def err(rule: str, nl: str, en: str, plain: tuple[str, str] | None = None) -> RuleError:
    """A refusal under the rule id ``new-england/<rule>`` (``plain``: see RuleError)."""
    return RuleError("new-england/" + rule, nl, en, plain=plain)
