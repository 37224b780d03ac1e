"""Stad en Land's one chance step (rule ``cities``): ``cities <8 squares>``, the squares of
the eight cities, drawn once before the first move. The record keeps them sorted by square.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import quoted
from ..rng import Rng
from . import rules
from .board import NAMES, SQUARES, square
from .data import CITY_COUNT
from .ruleids import err
from .state import State


def kind(state: State) -> str | None:
    """``"cities"`` until the cities are placed (and the game is not over), else None."""
    return "cities" if not state.cities and not state.over else None


def draw(state: State, rng: Rng) -> str:
    """The chance line the PRNG picks: 8 different squares (the same in every state)."""
    return "cities " + " ".join(NAMES[i] for i in rng.sample(range(SQUARES), CITY_COUNT))


def parse(line: str) -> list[int]:
    """The city squares of a chance line, in the order written; RuleError ``cities``."""
    words = line.split()
    bad = err(
        "cities",
        f"De kansregel moet 'cities' zijn met {CITY_COUNT} verschillende vlakken (a1..f6), niet '{quoted(line)}'.",
        f"The chance line must be 'cities' with {CITY_COUNT} different squares (a1..f6), not '{quoted(line)}'.")
    if not words or words[0].lower() != "cities" or len(words) != CITY_COUNT + 1:
        raise bad
    cities = [square(w) for w in words[1:]]
    found = [c for c in cities if c is not None]
    if len(found) != CITY_COUNT or len(set(found)) != CITY_COUNT:
        raise bad
    return found


def canonical(state: State, line: str) -> str:
    """The spelling written into the record: lower case, in the order given."""
    return "cities " + " ".join(NAMES[c] for c in parse(line))


def apply(state: State, line: str) -> State:
    """The position at the start of White's first turn, with the cities of ``line``."""
    return rules.start(replace(state, cities=tuple(sorted(parse(line)))))
