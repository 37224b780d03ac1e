"""Carcassonne's chance steps: ``* halves <names>`` deals the hidden half tiles (rule
``half-setup``: seat 0's first, then seat 1's, ...), ``* tile V`` draws a normal tile from
the pile (rule ``draw``). A drawn tile that fits nowhere is set aside at once (rule
``discard``) and another draw is due; when the pile is then empty the game ends.
"""

from __future__ import annotations

from dataclasses import replace

from ..rng import Rng
from . import rules, scoring
from .data import TYPES
from .half_tiles import IN_PLAY
from .ruleids import err
from .state import State


def kind(state: State) -> str | None:
    ph = state.phase()
    return {"deal": "halves", "draw": "tile"}.get(ph)


def draw(state: State, rng: Rng) -> str:
    if kind(state) == "halves":
        return "halves " + " ".join(rng.sample(IN_PLAY, state.players * state.halves_each))
    k = rng.below(state.pile_size)
    for t, n in zip(TYPES, state.pile):
        if k < n:
            return f"tile {t}"
        k -= n
    raise AssertionError("pile count")


def parse(state: State, line: str) -> tuple[str, list[str]]:
    words = line.split()
    names = [w.upper() for w in words[1:]]
    if kind(state) == "halves":
        want = state.players * state.halves_each
        if not words or words[0].lower() != "halves" or len(names) != want \
                or len(set(names)) != want or any(n not in IN_PLAY for n in names):
            raise err("half-setup",
                      f"De kansregel moet 'halves' zijn met {want} verschillende halve tegels "
                      f"(uit {IN_PLAY[0]}..{IN_PLAY[-1]}, zonder symbooltegels).",
                      f"The chance line must be 'halves' with {want} different half tiles "
                      f"(from {IN_PLAY[0]}..{IN_PLAY[-1]}, no symbol tiles).")
        return "halves", names
    if not words or words[0].lower() != "tile" or len(names) != 1 or names[0] not in TYPES:
        raise err("draw", "De kansregel moet 'tile' zijn met een tegelsoort A..X, bijvoorbeeld "
                          "'tile V'.",
                  "The chance line must be 'tile' with a tile type A..X, for example 'tile V'.")
    if state.pile[TYPES.index(names[0])] == 0:
        raise err("draw", f"Er zit geen tegel {names[0]} meer in de stapel.",
                  f"No tile {names[0]} is left in the pile.")
    return "tile", names


def canonical(state: State, line: str) -> str:
    word, names = parse(state, line)
    return " ".join([word] + names)


def apply(state: State, line: str) -> State:
    word, names = parse(state, line)
    if word == "halves":
        k = state.halves_each
        hands = tuple(tuple(sorted(names[s * k:(s + 1) * k])) for s in range(state.players))
        return replace(state, hands=hands, dealt=True)
    t = names[0]
    i = TYPES.index(t)
    pile = state.pile[:i] + (state.pile[i] - 1,) + state.pile[i + 1:]
    after = replace(state, pile=pile, drawn=t, drawing=True, scored=())
    after.memo["layout"] = rules.layout(state)
    if rules.fits_anywhere(after, t):
        return after
    after = replace(after, drawn=None, discarded=state.discarded + (t,))
    if sum(pile) == 0:
        return scoring.final(after)
    return after
