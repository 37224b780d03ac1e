"""What the bots (``core.bots``) need to know about Eden.

* :func:`determinize` (rule ``secrets``): the other seats' hands, their mana and the deck
  order are hidden from a seat. The cards it cannot see are the full deck less its own hand,
  the discard pile and the bank pool (all open); they are sorted, shuffled with the bot's
  PRNG and dealt to the other hands (each keeps its size), the rest becoming the deck. Mana
  is never shown, so another seat's mana is a guess from open facts only: its latest income
  plus one more turn's income at its current rate.
* :func:`evaluate` and :data:`HINTS`: a random game takes some 270 moves, so playouts stop
  after about a round and :func:`evaluate` decides: fertility (rule ``win``) plus what the
  seat's mana will buy.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .data import RISE_COST
from .state import FULL_DECK, State, fertility, income_rate

#: Mana per fertility point at a cut-off. A point costs RISE_COST mana to grow (rule
#: ``cultivation``) and a shape card to grow it with (bought at 10 + 10 per square, rule
#: ``trade``), and bids in a conquest (rule ``conquest``) are paid in mana; so about two
#: rises' worth. Counting mana at all is what matters: with fertility alone the bot saw no
#: loss in a buy and sell of the same card (10 mana gone) nor in a conquest won for 110
#: mana (one point from the loser), did both often against greedy players and was left
#: without mana to grow (match seed 1003, 3 players: a normal bot lost 15 to 22).
MANA_PER_POINT = 2 * RISE_COST


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
    """Per seat: fertility plus its mana in points (:data:`MANA_PER_POINT`). Another seat's
    mana here is the determinisation's guess (:func:`determinize`), never the real one."""
    mana = state.mana or (0,) * state.players
    return tuple(fertility(state, s) + mana[s] / MANA_PER_POINT for s in range(state.players))


HINTS = BotHints(evaluate=evaluate, scale=6.0, playout_depth=12)
