"""Eden (Kosmos 2001, Gal Zuckerman): 3-4 players irrigate, cultivate and conquer a 7x7 land.

Implements the Dutch rulebook ``003_157c93beae11637c`` in the reading of the facts sheet
(section 2) and issue 4; every stand-in value is in ``data.py`` (``PROVISIONAL``).

Chance: one step at the start, ``* deck <66 cards>``: the whole shuffled deck of 49
irrigation cards (named by square, ``A1``..``G7``) and 17 cultivation cards (named by shape,
``I2``..``J4``), top card first. Seat 0 is dealt the first 6, seat 1 the next 6, and so on;
every later draw takes the top card, so no other chance step exists.

Notation (full table in ``notation.py``)::

    water B4            irrigate B4 (then, if a conquest is possible:)
    with B3             ... B3 attacks too          target C4   ... attack C4
    bid 10              ... open at 10 per point    skip        ... no conquest
    bid 15 / accept     the auction (attacker and defender alternate)
    grow L3 B3 B4 C3    cultivate with L3 on B3, B4, C3 (any rotation, no mirror image)
    sell L3 / buy L3    trade with the bank pool
    pass / end          play nothing / end the turn after playing

A turn: income (automatic), then trades and one of water (1-2) / grow / pass, then ``end``;
the draw (one card if holding fewer than 5) happens as the turn ends.
"""

from __future__ import annotations

from ..errors import RuleError, game_over
from ..protocol import Game
from ..rng import Rng
from . import notation, rules, view as views
from .board import NAMES, rotation_of
from .data import PROVISIONAL, SEAT_NAMES
from .ruleids import RULE_IDS, err
from .state import FULL_DECK, State, fertility


class Eden(Game):
    id = "eden"
    titles = {"nl": "Eden", "en": "Eden"}
    min_players = 3
    max_players = 4
    seat_names = SEAT_NAMES
    rule_ids = RULE_IDS
    options = ()
    provisional = PROVISIONAL

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        self.normalize_options(options)
        return State(players=players)

    # -- chance: the shuffled deck ---------------------------------------------------------
    def chance_kind(self, state: State) -> str | None:
        return None if state.dealt or state.over else "deck"

    def draw_chance(self, state: State, rng: Rng) -> str:
        return "deck " + " ".join(rng.shuffle(list(FULL_DECK)))

    def _parse_deck(self, line: str) -> list[str]:
        words = line.split()
        cards = [w.upper() for w in words[1:]]
        if not words or words[0].lower() != "deck" or sorted(cards) != sorted(FULL_DECK):
            raise err("deck",
                      f"De kansregel moet 'deck' zijn met alle {len(FULL_DECK)} kaarten precies één keer "
                      f"(A1..G7 en de cultiveringskaarten met hun aantallen), bovenste kaart eerst.",
                      f"The chance line must be 'deck' with all {len(FULL_DECK)} cards exactly once "
                      f"(A1..G7 and the cultivation cards with their counts), top card first.")
        return cards

    def apply_chance(self, state: State, line: str) -> State:
        if self.chance_kind(state) != "deck":
            raise RuleError("core/unexpected-chance", "Hier hoort geen kansregel.",
                            "No chance line belongs here.")
        return rules.deal(state, self._parse_deck(line))

    def canonical(self, before: State, text: str, chance: bool = False) -> str:
        if chance:
            return "deck " + " ".join(self._parse_deck(text))
        return notation.canonical(text)

    # -- play ------------------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return views.to_move(state)

    def legal_moves(self, state: State) -> list[str]:
        return rules.legal_moves(state)

    def apply(self, state: State, move: str) -> State:
        if state.over:
            raise game_over()
        if not state.dealt:
            raise RuleError("core/chance-pending", "Eerst moeten de kaarten geschud en gedeeld worden.",
                            "The cards must be shuffled and dealt first.")
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        return views.events(before, move, after)

    def grow_info(self, state: State, move: str) -> dict | None:
        """For a legal ``grow`` move: the covered squares, the squares that rise, the mana it
        costs (for the page to show before confirming) and which rotation of the card it is
        (an index into ``view(...)["cards"][card]["rotations"]``); None otherwise."""
        if move not in rules.grow_moves(state):
            return None
        _, shape, cells = notation.parse(move)
        rising, cost = rules.grow_effect(state, state.turn, cells)
        return {"card": shape, "squares": [NAMES[c] for c in cells],
                "rising": [NAMES[c] for c in rising], "cost": cost,
                "rotation": rotation_of(shape, cells)}

    # -- outcome ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def scores(self, state: State) -> list[int]:
        """Fertility points on the board per seat."""
        return [fertility(state, s) for s in range(state.players)]

    def winners(self, state: State) -> list[int]:
        return list(state.winners) if state.over else []

    def breakdown(self, state: State) -> list[dict]:
        """Per seat: points from cards of each value (they add up to the score)."""
        out = []
        for s in range(state.players):
            values = [v for o, v in zip(state.owner, state.value) if o == s]
            out.append({f"value {k}": k * values.count(k) for k in (1, 2, 3, 4)})
        return out

    def detail(self, state: State) -> dict:
        return views.detail(state)

    def view(self, state: State, seat: int | None = None) -> dict:
        return views.view(state, seat)

    def digest(self, state: State) -> str:
        return repr(state)


GAME = Eden()
