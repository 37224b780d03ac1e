"""What the bots (``core.bots``) need to know about Carcassonne.

* :func:`determinize`: with hidden half tiles (rule ``half-setup``) the other seats' hands are
  the only secret (the pile is counts per type, open to all; its order does not exist until a
  ``* tile`` draw). They are re-dealt from the half tiles the seat cannot see (in play, not in
  its own hand, not on the board), sorted by name and shuffled with the bot's PRNG, each hand
  keeping its size.
* :data:`HINTS`: a random playout of a whole game is slow (about 4 games/s natively with two
  players), so playouts stop after a few tiles and the standing decides, with the points a
  follower would bring if its feature were finished now left out (the plain ``scores``).
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .half_tiles import IN_PLAY
from .state import State


def determinize(game: object, state: State, seat: int, rng: Rng) -> State:
    if state.halflings != "hidden" or not state.dealt:
        return state
    seen = set(state.hands[seat]) | {p.name for p in state.pieces}
    unseen = rng.shuffle([n for n in IN_PLAY if n not in seen])
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(unseen[:len(hand)])))
            unseen = unseen[len(hand):]
    return replace(state, hands=tuple(hands))


HINTS = BotHints(scale=12.0, playout_depth=12)
