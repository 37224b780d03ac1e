"""What the bots (``core.bots``) need to know about Keyflower.

:func:`determinize` (rule ``secrets``) re-deals, from the bot's PRNG, everything another seat
hides from the bot's seat, each time from a pool of what the seat cannot tell apart:

* workers behind the other screens and in the bag: the bag plus the other seats' hidden
  workers is exactly the set of workers the seat cannot see (every other worker lies open:
  on tiles, on boats, in front of a screen, or behind its own screen), so that pool is
  shuffled and dealt back, each screen keeping its size and its open workers;
* skill tiles behind the other screens and in the pile, likewise;
* the other seats' winter tiles (and, while seats offer, the offered ones among them)
  with the winter tiles in the box, each hand keeping its size;
* with The Merchants: the other seats' hidden contracts and the hidden piles, each keeping
  its size.

The open parts stay as they are. :data:`HINTS`: a random game with six players takes about
300 moves (about one game a second natively), so playouts stop after a few dozen moves and
the standing decides.
"""

from __future__ import annotations

from dataclasses import replace

from ..bots.hints import BotHints
from ..rng import Rng
from .state import State
from .tiles import TILES


def _deal(pool: list, sizes: list[int]) -> list[list]:
    out = []
    for n in sizes:
        out.append(pool[:n])
        pool = pool[n:]
    out.append(pool)
    return out


def _counts(items: list[int], kinds: int) -> tuple[int, ...]:
    return tuple(items.count(k) for k in range(kinds))


def _redeal_counts(state: State, seat: int, rng: Rng, held: str, front: str, pool: str):
    """Re-deal the hidden counts ``held`` - ``front`` of the other seats with ``pool``."""
    others = [s for s in range(len(state.seats)) if s != seat]
    kinds = len(getattr(state, pool))
    hidden = {s: [h - f for h, f in zip(getattr(state.seats[s], held), getattr(state.seats[s], front))]
              for s in others}
    total = list(getattr(state, pool))
    for s in others:
        total = [a + b for a, b in zip(total, hidden[s])]
    items = rng.shuffle([k for k in range(kinds) for _ in range(total[k])])
    dealt = _deal(items, [sum(hidden[s]) for s in others])
    seats = list(state.seats)
    for s, got in zip(others, dealt):
        openly = getattr(seats[s], front)
        seats[s] = replace(seats[s], **{held: tuple(a + b for a, b in zip(_counts(got, kinds), openly))})
    return replace(state, seats=tuple(seats), **{pool: _counts(dealt[-1], kinds)})


def _redeal_winter(state: State, seat: int, rng: Rng) -> State:
    others = [s for s in range(len(state.seats)) if s != seat]
    boxed = [t for t in state.boxed if TILES[t].season == "winter"]
    pool = sorted(boxed + [t for s in others for t in state.seats[s].winter])
    if not pool:
        return state
    dealt = _deal(rng.shuffle(pool), [len(state.seats[s].winter) for s in others])
    seats = list(state.seats)
    for s, got in zip(others, dealt):
        offer = seats[s].offer
        if offer:
            offer = tuple(sorted(got[:len(offer)]))
        seats[s] = replace(seats[s], winter=tuple(sorted(got)), offer=offer)
    kept = tuple(t for t in state.boxed if TILES[t].season != "winter")
    return replace(state, seats=tuple(seats), boxed=kept + tuple(sorted(dealt[-1])))


def _redeal_contracts(state: State, seat: int, rng: Rng) -> State:
    others = [s for s in range(len(state.seats)) if s != seat]
    hidden = {s: [c for c in state.seats[s].contracts if c not in state.seats[s].shown] for s in others}
    pool = sorted([c for p in state.piles for c in p] + [c for s in others for c in hidden[s]])
    dealt = _deal(rng.shuffle(pool), [len(hidden[s]) for s in others] + [len(p) for p in state.piles])
    seats = list(state.seats)
    for s, got in zip(others, dealt):
        seats[s] = replace(seats[s], contracts=tuple(sorted(got + list(seats[s].shown))))
    piles = tuple(tuple(p) for p in dealt[len(others):len(others) + len(state.piles)])
    return replace(state, seats=tuple(seats), piles=piles)


def determinize(game: object, state: State, seat: int, rng: Rng) -> State:
    if not state.seats or state.phase == "over":
        return state
    state = _redeal_counts(state, seat, rng, "screen", "front", "bag")
    state = _redeal_counts(state, seat, rng, "skills", "front_skills", "pile")
    state = _redeal_winter(state, seat, rng)
    if state.merchants:
        state = _redeal_contracts(state, seat, rng)
    return state


HINTS = BotHints(scale=8.0, playout_depth=6, effort=0.15)
