"""What the bots (``core.bots``) need to know about Eden.

* :func:`determinize` (rule ``secrets``): the other seats' hands, their mana and the deck
  order are hidden from a seat. The cards it cannot see are the full deck less its own hand,
  the discard pile and the bank pool (all open); they are sorted, shuffled with the bot's
  PRNG and dealt to the other hands (each keeps its size), the rest becoming the deck. Mana
  is never shown, so another seat's mana is a guess from open facts only: its latest income
  plus one more turn's income at its current rate.
* :data:`HINTS`: a random game takes some 270 moves, so playouts stop after a few turns and
  the standing decides.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .state import FULL_DECK, State, income_rate


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


HINTS = BotHints(scale=6.0, playout_depth=30)
