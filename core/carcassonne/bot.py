"""What the bots (``core.bots``) need to know about Carcassonne.

* :func:`determinize`: with hidden half tiles (rule ``half-setup``) the other seats' hands are
  the only secret (the pile is counts per type, open to all; its order does not exist until a
  ``* tile`` draw). They are re-dealt from the half tiles the seat cannot see (in play, not in
  its own hand, not on the board), sorted by name and shuffled with the bot's PRNG, each hand
  keeping its size.
* :data:`HINTS`: a random playout of a whole game is slow (about 4 games/s natively with two
  players), so playouts stop after a few moves and :func:`evaluate` decides.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .half_tiles import IN_PLAY
from .scoring import final
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


def evaluate(state: State) -> tuple[int, ...]:
    """Per seat, the points it would have if the game ended now (rule ``final``: unfinished
    features and fields with followers count as at the end), so that a follower on a growing
    city is worth something before the city is finished."""
    return tuple(sum(p) for p in final(state).points)


HINTS = BotHints(evaluate=evaluate, scale=12.0, playout_depth=4, effort=0.3)
