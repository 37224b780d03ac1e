"""What the bots (``core.bots``) need to know about New England.

:func:`determinize` (rule ``secrets``): only the cards face down in other seats' barns are
hidden (the bag and the deck are open counts; drawn items are named by chance lines). A full
barn of another seat gets a card from those the seat cannot place anywhere open: every card
of the game less the deck, the open cards of all seats, the offer and its own barns; they
are sorted and shuffled with the bot's PRNG. Random playouts are fast enough (some 25 games
a second natively), so the engine's defaults serve otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from . import data
from .state import State


def determinize(game: object, state: State, seat: int, rng: Rng) -> State:
    if not state.barns or not any(c for s, b in enumerate(state.barns) if s != seat for _, c in b):
        return state
    left = {c: data.card_count(c) - n for c, n in zip(data.CARD_CODES, state.deck)}
    shown = [c for cards in state.cards for c in cards] + list(state.offer)
    shown += [c for _, c in state.barns[seat]]
    for c in shown:
        if left.get(c, 0) > 0:
            left[c] -= 1
    unseen = rng.shuffle([c for c in data.CARD_CODES for _ in range(left[c])])
    barns = []
    for s, row in enumerate(state.barns):
        if s == seat:
            barns.append(row)
            continue
        filled = []
        for plot, card in row:
            if card:
                card = unseen.pop() if unseen else data.CARD_CODES[rng.below(len(data.CARD_CODES))]
            filled.append((plot, card))
        barns.append(tuple(filled))
    return replace(state, barns=tuple(barns))


HINTS = BotHints(scale=8.0, playout_depth=60, effort=0.6)
