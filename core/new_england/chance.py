"""Chance steps: the land tiles drawn from the bag and the cards drawn from the deck.

Each reveal is one chance line naming what was drawn, in order (rule ``chance``):

* ``tiles s p c p`` - the k land tiles of an announced offer, for offer spaces 1..k;
* ``cards ship s-i2 pilgrim ...`` - the 9 - k development cards for spaces k+1..9;
* ``tiles p`` or ``cards barn`` - the one extra item of a ship bonus (space 10, 11, ...).

The bag and the deck are drawn without replacement: the state keeps how many of each tile
and card are left, so a line naming something that is not left is refused. The PRNG draws
uniformly from the remaining items listed in a fixed order (terrain order, card order).
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import quoted
from ..rng import Rng
from . import data
from .ruleids import err
from .state import BID, State


def kind(state: State) -> str | None:
    return state.draw[0] if state.draw and not state.over else None


def _pool(state: State, what: str) -> list[str]:
    if what == "tiles":
        return [t for t, n in zip(data.TERRAINS, state.bag) for _ in range(n)]
    return [c for c, n in zip(data.CARD_CODES, state.deck) for _ in range(n)]


def draw(state: State, rng: Rng) -> str:
    what, n, _ = state.draw
    return what + " " + " ".join(rng.sample(_pool(state, what), n))


def parse(state: State, line: str) -> list[str]:
    """The items of a chance line, checked against what the bag or deck still holds."""
    what, n, extra = state.draw
    words = " ".join(line.split()).lower().split(" ")
    names = ", ".join(data.TERRAINS) if what == "tiles" else ", ".join(data.CARD_CODES)
    form_nl = f"'{what}' gevolgd door {n} {'terreinkaartje(s)' if what == 'tiles' else 'kaart(en)'} ({names})"
    form_en = f"'{what}' followed by {n} {'land tile(s)' if what == 'tiles' else 'card(s)'} ({names})"
    if words[0] != what or len(words) != n + 1:
        raise err("chance", f"Hier hoort de kansregel {form_nl}, niet '{quoted(line)}'.",
                        f"This chance line must be {form_en}, not '{quoted(line)}'.")
    codes = data.TERRAINS if what == "tiles" else data.CARD_CODES
    left = dict(zip(codes, state.bag if what == "tiles" else state.deck))
    for w in words[1:]:
        if w not in left:
            raise err("chance", f"'{w}' is geen {'terreinkaartje' if what == 'tiles' else 'kaart'}; kies uit {names}.",
                            f"'{w}' is not a {'land tile' if what == 'tiles' else 'card'}; choose from {names}.")
        if left[w] == 0:
            where_nl, where_en = ("de zak", "the bag") if what == "tiles" else ("de stapel", "the deck")
            raise err("chance", f"Er zit geen '{w}' meer in {where_nl}: deze partij is aangepast of kapot.",
                            f"There is no '{w}' left in {where_en}: this record was altered or is damaged.")
        left[w] -= 1
    return words[1:]


def canonical(state: State, line: str) -> str:
    return state.draw[0] + " " + " ".join(parse(state, line))


def apply(state: State, line: str) -> State:
    what, n, extra = state.draw
    items = parse(state, line)
    if what == "tiles":
        bag = list(state.bag)
        for t in items:
            bag[data.TERRAINS.index(t)] -= 1
        s = replace(state, bag=tuple(bag))
    else:
        deck = list(state.deck)
        for c in items:
            deck[data.CARD_CODES.index(c)] -= 1
        s = replace(state, deck=tuple(deck))
    if extra:
        return replace(s, offer=s.offer + tuple(items), draw=())
    if what == "tiles":
        return replace(s, offer=tuple(items), draw=("cards", len(data.OFFER_SPACES) - n, False))
    return replace(s, offer=s.offer + tuple(items), draw=(), phase=BID, step=0)
