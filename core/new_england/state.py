"""The New England state value (immutable: every move and chance step makes a new one).

Plots are board indices (see board.py). A *tile* is named by its lead plot: a land tile's
own plot, a start tile's lower-index plot (its top or left half). Figures and barns sit on
lead plots.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import data
from .board import SIZE

FREE = -1

# Phases (``State.phase``).
START = "start"  # three start rounds of one start tile per player
ANNOUNCE = "announce"  # phase 1: the start player announces 3-6 land tiles
BID = "bid"  # phase 2: bid chips
BUY = "buy"  # phase 3: ship bonus, purchases, figure moves, barns, income
OVER = "over"


@dataclass(frozen=True, slots=True)
class State:
    """A position.

    Options: ``players``; ``spacing`` (``"strict"`` or ``"orthogonal"``); ``mirror`` (shapes
    may be mirrored); ``end_rule`` (``"announced"`` or ``"no-possible-offer"``).

    Board, per plot index (``SIZE`` entries; the missing plot stays free):
        owner: seat or ``FREE``; terrain: ``"s"``/``"p"``/``"c"`` or ``""``;
        lead: the lead plot of the tile covering it, or ``FREE``;
        developed: the plot is developed (flipped);
        figure: on lead plots, ``""`` or ``"pilgrim"``/``"barn"``/``"ship"`` (owner = plot owner).

    Families, per seat: ``money``; ``cards`` (open cards, in the order carried out);
    ``barns`` (``(lead plot, stored card or "")`` pairs, sorted); ``start_left`` (terrains
    of the start tiles still in hand).

    Supply: ``bag`` (land tiles left per terrain, in ``data.TERRAINS`` order) and ``deck``
    (cards left per ``data.CARD_CODES`` entry). Drawn items are named by chance lines, so
    the state never holds a hidden order.

    Round: ``phase``, ``round`` (1 from the first game round on; 0 in the start rounds),
    ``start_player``, ``step`` (index in the current phase's order), ``announced`` (k),
    ``offer`` (slot 1.. -> item code, ``""`` once bought; slots 10 and up are ship-bonus
    extras), ``chips`` (per seat, the chip taken, 0 for none), ``draw`` (pending chance:
    ``()`` or ``(kind, n, extra)`` with kind ``"tiles"``/``"cards"``).

    The phase-3 turn: ``purchases``, ``extra_used``, ``pending`` (an item bought or taken
    from a barn that must be placed or carried out now), ``pending_from`` (``"buy"`` or
    ``"barn"``), ``moved`` (plots that figures moved to this turn: they move no more),
    ``fresh`` (barns filled this turn: their card stays until a later turn),
    ``ship_bonus`` (the seat to act had the most ships when this turn began: it may reveal
    an extra item; rule ``ship-bonus``).

    ``end_reason``: ``""`` while playing; ``"offer-short"`` (the announced offer cannot be
    supplied) or ``"no-offer"`` (no announcement 3-6 can be supplied).
    """

    players: int
    spacing: str = "strict"
    mirror: bool = False
    end_rule: str = "announced"
    owner: tuple[int, ...] = (FREE,) * SIZE
    terrain: tuple[str, ...] = ("",) * SIZE
    lead: tuple[int, ...] = (FREE,) * SIZE
    developed: tuple[bool, ...] = (False,) * SIZE
    figure: tuple[str, ...] = ("",) * SIZE
    money: tuple[int, ...] = ()
    cards: tuple[tuple[str, ...], ...] = ()
    barns: tuple[tuple[tuple[int, str], ...], ...] = ()
    start_left: tuple[tuple[str, ...], ...] = ()
    bag: tuple[int, ...] = (data.TILES_PER_TERRAIN,) * len(data.TERRAINS)
    deck: tuple[int, ...] = tuple(data.card_count(c) for c in data.CARD_CODES)
    phase: str = START
    round: int = 0
    start_player: int = data.START_PLAYER
    step: int = 0
    announced: int = 0
    offer: tuple[str, ...] = ()
    chips: tuple[int, ...] = ()
    draw: tuple = ()
    purchases: int = 0
    extra_used: bool = False
    pending: str = ""
    pending_from: str = ""
    moved: tuple[int, ...] = ()
    fresh: tuple[int, ...] = ()
    ship_bonus: bool = False
    end_reason: str = ""

    @property
    def over(self) -> bool:
        return self.phase == OVER


# -- supply and price -----------------------------------------------------------------------------------
def suppliable(state: State, tiles: int) -> bool:
    """Can the bag and deck supply an offer of ``tiles`` land tiles plus 9 - tiles cards?"""
    return sum(state.bag) >= tiles and sum(state.deck) >= len(data.OFFER_SPACES) - tiles


def offer_sizes(state: State) -> list[int]:
    """The announcements the start player may make (rule ``offer``; option ``end``)."""
    ks = range(data.MIN_OFFER_TILES, data.MAX_OFFER_TILES + 1)
    if state.end_rule == "no-possible-offer":
        return [k for k in ks if suppliable(state, k)]
    return list(ks)


def price(state: State, seat: int) -> int:
    return state.chips[seat]
