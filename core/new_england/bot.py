"""What the bots (``core.bots``) need to know about New England.

:func:`determinize` (rule ``secrets``): only the cards face down in other seats' barns are
hidden (the bag and the deck are open counts; drawn items are named by chance lines). A full
barn of another seat gets a card from those the seat cannot place anywhere open: every card
of the game less the deck, the open cards of all seats, the offer and its own barns; they
are sorted and shuffled with the bot's PRNG.

Easy and normal play random playouts of 60 moves scored by the standing. With that, strong's
root values stayed flat (a move's worth shows only rounds later, when a land card fits) and
strong was not clearly better than normal (README, "Bots"). So the strong level
(``BotHints.levels``) cuts its playouts off after 16 moves at :func:`evaluate`: the standing
plus what the position will bring while the supply lasts (money, a pilgrim's income, unused
plots, the land cards to come that fit them, the cards in the seat's barns), with 400
iterations (the cheaper playouts cost about what 240 long ones did).
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from . import data, placement, scoring
from .board import shape_placements
from .placement import tile_plots
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


#: VP per coin while the supply lasts (rules ``buy``, ``money``: an item costs the bid chip, some 5
#: coins, and a land card of 3-10 VP needs one to four land tiles besides).
COIN_VP = 0.35
#: VP per land card still to come (deck, offer, own barns) of each terrain whose shape fits
#: the seat's unused plots of that terrain now (rule ``development-shape``), of its printed VP.
FIT_SHARE = 0.25
#: VP per unused own plot (a place for a later land card or figure, rules ``development-shape``, ``unused``).
PLOT_VP = 0.4
#: Share of its VP a land card in an own barn counts for (rule ``barn-take``): it scores only
#: once carried out, on plots that fit it.
BARN_FIT_SHARE = 0.8
BARN_SHARE = 0.4
#: The items of one round (rule ``offer``: nine spaces).
ROUND_ITEMS = len(data.OFFER_SPACES)
LAND_CARDS = tuple(c for c in data.CARD_CODES if c not in data.FIGURES)


def rounds_left(state: State) -> float:
    """About how many rounds the bag and deck still supply (nine items a round)."""
    return (sum(state.bag) + sum(state.deck)) / ROUND_ITEMS


def _unused_by_terrain(state: State, seat: int) -> dict[str, frozenset[int]]:
    out: dict[str, set[int]] = {t: set() for t in data.TERRAINS}
    owner, developed, figure, lead, terrain = (state.owner, state.developed, state.figure,
                                               state.lead, state.terrain)
    for i, o in enumerate(owner):
        if o == seat and not developed[i] and not figure[lead[i]]:
            out[terrain[i]].add(i)
    return {t: frozenset(p) for t, p in out.items()}


def _fits(state: State, shape: str, allowed: frozenset[int]) -> bool:
    """Whether land-card ``shape`` fits the plots ``allowed`` now (start tiles whole)."""
    if len(allowed) < len(data.SHAPES[shape]):
        return False
    for _, cells in shape_placements(shape, state.mirror, allowed):
        cellset = set(cells)
        if all(set(tile_plots(state, state.lead[p])) <= cellset for p in cells):
            return True
    return False


def evaluate(state: State) -> tuple[float, ...]:
    """The strong level's evaluation: per seat its standing (rules ``scoring-cards``,
    ``majorities``) plus what its position will bring while the supply lasts: money and a
    pilgrim's income (:data:`COIN_VP`), unused own plots (:data:`PLOT_VP`), the land cards
    still to come that fit them now (:data:`FIT_SHARE`) and the land cards in its barns
    (:data:`BARN_FIT_SHARE`, :data:`BARN_SHARE`). Another seat's barns here are the
    determinisation's guess, never the real ones."""
    if not state.money:
        return (0.0,) * state.players
    base = scoring.scores(state)
    left = rounds_left(state)
    coin = COIN_VP * min(1.0, left / 2)
    come = {c: n for c, n in zip(data.CARD_CODES, state.deck) if n and c not in data.FIGURES}
    for c in state.offer:
        if c and c in LAND_CARDS:
            come[c] = come.get(c, 0) + 1
    out = []
    for s in range(state.players):
        unused = _unused_by_terrain(state, s)
        pilgrims = placement.figure_counts(state, s)["pilgrim"]
        value = base[s] + coin * (state.money[s] + data.INCOME_PER_PILGRIM * pilgrims * left)
        value += PLOT_VP * sum(len(p) for p in unused.values())
        for card in come:
            terrain, shape = card.split("-")
            if _fits(state, shape, unused[terrain]):
                value += FIT_SHARE * data.card_vp(card)
        for _, card in state.barns[s]:
            if card in LAND_CARDS:
                terrain, shape = card.split("-")
                fit = _fits(state, shape, unused[terrain])
                value += (BARN_FIT_SHARE if fit else BARN_SHARE) * data.card_vp(card)
            elif card:
                value += BARN_SHARE
        out.append(value)
    return tuple(out)


HINTS = BotHints(scale=8.0, playout_depth=60, effort=0.6,
                 levels={"strong": {"evaluate": evaluate, "playout_depth": 16, "effort": 1.0}})
