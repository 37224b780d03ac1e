"""What the bots (``core.bots``) need to know about Stad en Land: how a position stands for
the one-ply prior (:mod:`core.bots.search`).

Nothing is hidden and a random game is short (some 30-60 segments), so the playouts run to
the end as before (the engine's default depth); :func:`evaluate` is what the prior reads
after each root move, and a cut-off would read it too. Without it the prior read the score
alone (warehouses in the capitals, rule ``winner``), which no first segment changes: every
opening move looked the same, and the easy bot (20 iterations over some 40 opening moves)
chose among them by the noise of single playouts. As the second player it so opened away
from the cities it could link (match seeds 1053 and 1071 against a random player: a search of
1,000 iterations valued its first segments at 0.18 and 0.53 against 0.66 and 0.77 for the best)
and lost both games.
"""

from __future__ import annotations

from ..bots.hints import BotHints
from .board import NEIGHBOURS
from .rules import components
from .scoring import ranks
from .state import State

#: Each lower rank group counts this share of the one above (rule ``winner``: ties go to the
#: next-highest cities).
TIE_SHARE = 0.1
#: Points per open link: a city next to a seat's land square and outside that square's network
#: (rule ``warehouses``: linking it adds warehouses to both). About a warehouse each, since a
#: link made adds at least one.
PER_LINK = 1.0


def evaluate(state: State) -> tuple[float, float]:
    """Per seat: its warehouses in the capitals, the lower rank groups in tie-break order at
    :data:`TIE_SHARE` each, and :data:`PER_LINK` per city one segment away from its land and
    outside that land's network."""
    value = [0.0, 0.0]
    weight = 1.0
    for group in ranks(state):
        value[0] += weight * group["white"]
        value[1] += weight * group["black"]
        weight *= TIE_SHARE
    value[0] += PER_LINK * open_links(state, 0)
    value[1] += PER_LINK * open_links(state, 1)
    return value[0], value[1]


def open_links(state: State, seat: int) -> int:
    """The (land square of ``seat``, neighbouring city) pairs whose city lies outside that
    square's network (rules ``segment``, ``warehouses``)."""
    cities = frozenset(state.cities)
    near = NEIGHBOURS[state.adjacency]
    comp = components(state, seat)
    return sum(1 for sq, owner in enumerate(state.owner) if owner == seat
               for n in near[sq] if n in cities and comp[n] != comp[sq])


HINTS = BotHints(evaluate=evaluate)
