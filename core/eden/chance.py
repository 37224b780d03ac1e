"""Eden's one chance step (rule ``deck``): ``deck <66 cards>``, the whole shuffled deck of 49
irrigation cards (``A1``..``G7``) and 17 cultivation cards (``I2``..``J4``), top card first,
drawn once before the first move. Dealing it is rule ``setup`` (rules.deal); every later draw
takes the top card, so no other chance step exists.
"""

from __future__ import annotations

from ..rng import Rng
from . import rules
from .ruleids import err
from .state import FULL_DECK, State


def kind(state: State) -> str | None:
    """``"deck"`` until the cards are dealt (and the game is not over), else None."""
    return None if state.dealt or state.over else "deck"


def draw(state: State, rng: Rng) -> str:
    """The chance line the PRNG picks: the whole deck, shuffled."""
    return "deck " + " ".join(rng.shuffle(list(FULL_DECK)))


def parse(line: str) -> list[str]:
    """The cards of a chance line, top first (upper case); RuleError ``deck`` unless it
    names every card of the deck exactly as often as it exists."""
    words = line.split()
    cards = [w.upper() for w in words[1:]]
    if not words or words[0].lower() != "deck" or sorted(cards) != sorted(FULL_DECK):
        raise err("deck",
                  f"De kansregel moet 'deck' zijn met alle {len(FULL_DECK)} kaarten precies één keer "
                  f"(A1..G7 en de cultiveringskaarten met hun aantallen), bovenste kaart eerst.",
                  f"The chance line must be 'deck' with all {len(FULL_DECK)} cards exactly once "
                  f"(A1..G7 and the cultivation cards with their counts), top card first.")
    return cards


def canonical(state: State, line: str) -> str:
    """The spelling written into the record."""
    return "deck " + " ".join(parse(line))


def apply(state: State, line: str) -> State:
    """The position after dealing the deck of ``line``; seat 0 begins."""
    return rules.deal(state, parse(line))
