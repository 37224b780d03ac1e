"""What the bots (``core.bots``) need to know about Eden.

* :func:`determinize` (rule ``secrets``): the other seats' hands, their mana and the deck
  order are hidden from a seat. The cards it cannot see are the full deck less its own hand,
  the discard pile and the bank pool (all open); they are sorted, shuffled with the bot's
  PRNG and dealt to the other hands (each keeps its size), the rest becoming the deck. Mana
  is never shown, so another seat's mana is a guess from open facts only: its latest income
  plus one more turn's income at its current rate.
* :func:`evaluate` and :data:`HINTS`: a random game takes some 270 moves, so playouts stop
  after about a round and :func:`evaluate` decides: fertility (rule ``win``) plus what the
  seat's mana will buy plus its cultivation cards in hand (what growing them later is worth).
  The strong level cuts off at :func:`evaluate_ahead` (``BotHints.levels``), which also
  counts what the hand will bring a round on: the squares each cultivation card would raise
  on the seat's own squares now, the irrigation cards whose squares are still free, and the
  income its red dots will bring; and a share of its playout moves follows MAST (the moves
  that did best in its search so far, ``core.bots.search``). With the same evaluation and
  playouts as normal, strong's 400 iterations converged on normal's move (README, "Bots")
  and won about what an equal bot wins; with both it finished ahead of a normal bot in 64%
  of its pairings over 360 games and in 63.4% over 600 more planned in advance (the target is
  60%; not shown, Wilson 59.2-69.1% and 59.5-67.2%). MAST's share 0.6 is the one value tried.
* :func:`prune` (in the search and the playouts alike): a cultivation card is bought only to
  be grown this turn, and a card that could be grown now is not sold (rules ``buy``, ``sell``,
  ``cultivation``), so the bot never sells back what it just bought nor buys back what it
  just sold; and in a conquest only the lowest bid is searched (rules ``bidding``,
  ``payment``).
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .board import INDEX, PLACEMENTS
from .data import INCOME_PER_RED, MAX_VALUE, RISE_COST, SELL_PER_SQUARE
from .rules import grow_effect
from .state import (FULL_DECK, NOBODY, NOTHING, State, buy_price, cells_of, fertility, income_rate,
                    is_shape, min_rate, replace_at)

#: Mana per fertility point at a cut-off. Counting mana at all is what matters: with
#: fertility alone the bot saw no loss in buying a card and selling it back (10 mana gone,
#: rules ``buy``, ``sell``) nor in paying 110 mana for one conquered point (rule
#: ``payment``), did both against greedy players and ran dry (match seed 1003, 3 players:
#: lost 15 to 22). But mana only becomes points through a cultivation that fits the seat's
#: own squares (rule ``cultivation``: RISE_COST per rise, and a shape card), which is rare,
#: so a point is worth far more than two rises' mana: at 20 per point the bot let greedy
#: attackers take its cards for 30-40 mana and hoarded 300 (seed 1000: lost 12 to 20).
MANA_PER_POINT = 5 * RISE_COST

#: Mana per square a cultivation card in hand counts for at a cut-off: twice its sale price
#: (rule ``sell``: SELL_PER_SQUARE per square), as a discounted share of what growing it later
#: brings (rule ``cultivation``: a point per square for RISE_COST, 0.8 point net at
#: :data:`MANA_PER_POINT`). With a card worth nothing in hand every sale looked like a gain:
#: the bot sold each cultivation card it was dealt before it had squares to grow on, then had
#: none to grow and sat on the mana (match seed 1002, 3 players: 280 mana held from record
#: step 29 to 144). At its sale price a sale would be even, left to the search's noise; at
#: twice it a sale costs a little, and growing a card (a point per square at once) still pays
#: more than keeping it. The pruning (:func:`prune`) keeps the bot from buying cards to hoard.
CARD_MANA_PER_SQUARE = 2 * SELL_PER_SQUARE


def determinize(game: object, state: State, seat: int, rng: Rng) -> State:
    if not state.dealt:
        return state
    unseen = list(FULL_DECK)
    for card in state.hands[seat] + state.discard + state.pool:
        unseen.remove(card)
    unseen = rng.shuffle(sorted(unseen))
    hands, mana = [], []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(hand)
            mana.append(state.mana[s])
            continue
        hands.append(tuple(sorted(unseen[:len(hand)])))
        unseen = unseen[len(hand):]
        income = state.income[s] if s < len(state.income) else 0
        mana.append(income + income_rate(state, s))
    return replace(state, hands=tuple(hands), mana=tuple(mana), deck=tuple(unseen))


def evaluate(state: State) -> tuple[float, ...]:
    """Per seat: fertility plus its mana and its cultivation cards in hand in points
    (:data:`MANA_PER_POINT`, :data:`CARD_MANA_PER_SQUARE`). Another seat's mana and hand here
    are the determinisation's guess (:func:`determinize`), never the real ones."""
    if not state.dealt:
        return (0.0,) * state.players
    return tuple(fertility(state, s) + (state.mana[s] + hand_mana(state.hands[s])) / MANA_PER_POINT
                 for s in range(state.players))


def hand_mana(hand: tuple[str, ...]) -> int:
    """What the cultivation cards in ``hand`` count for at a cut-off, in mana
    (:data:`CARD_MANA_PER_SQUARE` per square on each)."""
    return CARD_MANA_PER_SQUARE * sum(cells_of(c) for c in hand if is_shape(c))


def growable(state: State, card: str, mana: int) -> bool:
    """Whether the turn player, holding cultivation ``card`` and ``mana``, could grow it now:
    nothing played yet this turn and some placement on his own squares that he can pay (rule
    ``cultivation``; the same test as the rules' ``grow_moves``)."""
    if state.played != NOTHING or state.conquest is not None:
        return False
    seat = state.turn
    # most placements miss the seat's squares: a set test first, the full rule only on the rest
    owned = frozenset(i for i, o in enumerate(state.owner) if o == seat)
    fits = [cells for cells in PLACEMENTS[card] if owned.issuperset(cells)]
    if not fits:
        return False
    if mana != state.mana[seat]:
        state = replace(state, mana=replace_at(state.mana, seat, mana))
    return any(grow_effect(state, seat, cells) is not None for cells in fits)


def prune(state: State, moves: list[str]) -> list[str]:
    """The moves worth searching: all but two kinds of trade (rules ``buy``, ``sell``) and all
    but the lowest bid.

    * ``buy X`` only when X could then be grown this turn with the mana left (a card bought
      for later lay idle in the bot's hand, and random playouts sold it back);
    * ``sell X`` only when X could not be grown now (a card that can be grown now is worth
      more grown: points, and income from the next turn on);
    * of the bids in a conquest only the lowest allowed (rules ``bidding``, ``payment``: the
      winner pays his own last rate and either side may raise again, so a higher bid pays
      more for the same auction; the bot jumped from 15 to 45 and from 60 to 100).

    So the seat never sells back the card it just bought (after the buy it can be grown) nor
    buys back the card it just sold (it could not be grown before the sale, and buying it back
    leaves 10 mana less than before). Before the deal nothing is pruned. Reads only the turn
    player's hand and mana, the board, the open pool and the open conquest."""
    if not state.dealt:
        return moves
    if state.conquest is not None and state.conquest.targets:
        lowest = f"bid {min_rate(state.conquest)}"
        moves = [m for m in moves if m == lowest or not m.startswith("bid ")]
    if state.played != NOTHING or state.conquest is not None:   # nothing can be grown
        return [m for m in moves if not m.startswith("buy ")]
    mana = state.mana[state.turn]
    kept = []
    for move in moves:
        verb, _, card = move.partition(" ")
        if verb == "buy" and not growable(state, card, mana - buy_price(card)):
            continue
        if verb == "sell" and is_shape(card) and growable(state, card, mana):
            continue
        kept.append(move)
    return kept


#: Points per square a cultivation card in hand would raise on the seat's own squares now
#: (its best placement, rule ``cultivation``), in the strong level's evaluation, on top of
#: :data:`CARD_MANA_PER_SQUARE`: so an irrigation or a conquest that makes a held card fit
#: counts at once, a round before the growing itself.
FIT_POINT = 0.4

#: Points per irrigation card in hand whose square is still free (rule ``irrigation``: a
#: point when watered), in the strong level's evaluation: a card whose square another seat
#: takes first is lost.
WATER_POINT = 0.3


#: Points per red dot on the seat's squares (rule ``income``: 5 mana per red dot at the start
#: of each of its turns), in the strong level's evaluation, on top of the point the dot is as
#: fertility: the income comes every turn to the end of the game, which a cut-off about a round
#: ahead counts once. A fit of who won from positions of 181 games of easy bots (README,
#: "Bots") put a red dot at 1.0-1.8 points beside this evaluation; 0.8 did better against
#: normal than 1.2 (README).
RED_POINT = 0.8


def evaluate_ahead(state: State) -> tuple[float, ...]:
    """The strong level's evaluation: :func:`evaluate` plus what the seat's hand will soon
    bring, :data:`FIT_POINT` per square each cultivation card in hand (each name once) would
    raise on the seat's own squares at its best placement, :data:`WATER_POINT` per
    irrigation card whose square is free, and its income to come, :data:`RED_POINT` per red
    dot. Another seat's hand here is the determinisation's guess, never the real one."""
    base = evaluate(state)
    if not state.dealt:
        return base
    owner, value = state.owner, state.value
    out = []
    for s, hand in enumerate(state.hands):
        extra = 0.0
        owned: frozenset[int] | None = None
        for card in dict.fromkeys(hand):
            if not is_shape(card):
                if owner[INDEX[card]] == NOBODY:
                    extra += WATER_POINT * hand.count(card)
                continue
            if owned is None:
                owned = frozenset(i for i, o in enumerate(owner) if o == s)
            extra += FIT_POINT * best_rise(owned, value, card)
        out.append(base[s] + extra + RED_POINT * income_rate(state, s) / INCOME_PER_RED)
    return tuple(out)


def best_rise(owned: frozenset[int], value: tuple[int, ...], card: str) -> int:
    """The most squares cultivation ``card`` would raise on the squares ``owned`` (rule
    ``cultivation``: a placement on own squares only, its lowest cards rise, none beyond
    :data:`MAX_VALUE`); mana and the supply of cards are not asked."""
    best = 0
    for cells in PLACEMENTS[card]:
        if owned.issuperset(cells):
            low = min(value[c] for c in cells)
            if low < MAX_VALUE:
                best = max(best, sum(1 for c in cells if value[c] == low))
    return best


HINTS = BotHints(evaluate=evaluate, prune=prune, scale=6.0, playout_depth=12,
                 levels={"strong": {"evaluate": evaluate_ahead, "mast": 0.6}})
