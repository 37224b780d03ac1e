"""Eden rule ids (each is an anchor in the rules reference ``rules/eden``) and the helpers
that build refusals naming seats by their colour.

* ``setup``: 3-4 players, 100 mana each, 6 cards each from one shuffled deck of 49
  irrigation and 17 cultivation cards; the first seat (the oldest player) starts.
* ``deck``: the chance line ``* deck <66 cards>`` gives the whole shuffled deck, top first.
* ``turn``: income, then one of irrigation / cultivation / pass, then the draw.
* ``income``: at the start of his turn a player gets 5 mana per red dot (value - 1 per card).
* ``irrigation``: ``water X`` lays a value-1 card on X; one or two per turn, each followed by
  a conquest chance.
* ``supply``: a player lays only cards he still has (kinds 1/2 and 3/4, see PROVISIONAL).
* ``cultivation``: ``grow`` a shape (rotated, not mirrored) lying wholly on own cards; only
  the lowest values inside rise one step, 10 mana each; at least one must rise.
* ``sell`` / ``buy``: 10 mana per square to the pool; 10 + 10 per square from it.
* ``trade``: when trading is possible: any moment of one's own turn (before and after playing,
  between irrigations, and in his own conquest while he is to act, keeping the mana of his
  latest bid); never in another's turn, so never by the defender.
* ``draw``: at the end of the turn, one card if holding fewer than 5; no reshuffle.
* ``pass`` / ``end``: ``pass`` plays nothing; ``end`` ends the turn after playing.
* ``conquest``: right after an irrigation card; ``skip`` declines.
* ``attackers``: the new card plus optionally one own card next to it (``with``).
* ``targets``: cards of one opponent, each next to an attacking card.
* ``bidding``: the attacker opens at 10 or more per point, then raise by 5 or more or accept;
  rates are multiples of 5; nobody bids what he could not pay or could not lay.
* ``payment``: the winner pays his rate times the other side's points to the opponent.
* ``transfer``: the losing side's cards are replaced by the winner's cards of the same values.
* ``win``: 20 or more fertility points on the board wins at once, even off-turn.
* ``stalemate``: deck empty and every player passes for a full round: highest fertility wins.
* ``secrets``: hands, mana and the deck order are private; the view shows only sizes.
* ``notation``: the move notation (see notation.py).
* ``position``: what ``python -m core replay [--seat N]`` shows of a position (its ``detail``).
* ``phase``: a move that does not belong to this step of the turn.
"""

from __future__ import annotations

from ..errors import RuleError
from .data import SEAT_NAMES

RULE_IDS = tuple("eden/" + r for r in (
    "setup", "deck", "turn", "income", "irrigation", "supply", "cultivation", "sell", "buy",
    "trade", "draw", "pass", "end", "conquest", "attackers", "targets", "bidding", "payment",
    "transfer", "win", "stalemate", "secrets", "notation", "phase",
    "position",
))


def err(rule: str, nl: str, en: str) -> RuleError:
    return RuleError("eden/" + rule, nl, en)


def nl(seat: int) -> str:
    return SEAT_NAMES["nl"][seat]


def en(seat: int) -> str:
    return SEAT_NAMES["en"][seat]
