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

from dataclasses import replace

from ..protocol import Game, MoveData, Outcome
from ..rng import Rng
from . import bot
from . import chance as deck
from . import notation, rules, scoring
from . import view as views
from .data import PROVISIONAL, SEAT_NAMES, SUMMARY
from .ruleids import RULE_IDS
from .state import FULL_DECK, State


class Eden(Game[State]):
    id = "eden"
    titles = {"nl": "Eden", "en": "Eden"}
    summary = SUMMARY
    min_players = 3
    max_players = 4
    seat_names = SEAT_NAMES
    rule_ids = RULE_IDS
    options = ()
    provisional = PROVISIONAL
    hidden_information = True
    chance_waits = {"deck": ("Eerst moeten de kaarten geschud en gedeeld worden.",
                             "The cards must be shuffled and dealt first.")}

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        self.normalize_options(options)
        return State(players=players)

    # -- chance: the shuffled deck (chance.py) ------------------------------------------
    def chance_kind(self, state: State) -> str | None:
        return deck.kind(state)

    def draw_chance(self, state: State, rng: Rng) -> str:
        return deck.draw(rng)

    def play_chance(self, state: State, line: str) -> State:
        return deck.apply(state, line)

    def canonical(self, before: State, text: str, chance: bool = False) -> str:
        return deck.canonical(text) if chance else notation.canonical(text)

    # -- play (rules.py) -------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return views.to_move(state)

    def legal_moves(self, state: State) -> list[str]:
        return rules.legal_moves(state)

    def move_data(self, state: State) -> list[MoveData]:
        return [notation.data(m) for m in rules.legal_moves(state)]

    def play(self, state: State, move: str) -> State:
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        return views.events(before, move, after)

    # -- outcome (scoring.py) --------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def position(self, state: State, seat: int | None = None) -> dict:
        return views.position(state, seat)

    def view(self, state: State, seat: int | None = None) -> dict:
        return views.view(state, seat)

    def digest(self, state: State) -> str:
        return repr(state)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS

    def disguise(self, state: State, seat: int) -> State:
        """The seat's secrets are its hand and its mana (rule ``secrets``); the deck order is
        secret from everyone. Each hand card becomes another card (the next one in the full
        deck's order; same hand size), the mana grows by 5 and the deck is reversed."""
        if not state.dealt:
            return state
        order = sorted(set(FULL_DECK))
        hand = tuple(sorted(order[(order.index(c) + 1) % len(order)] for c in state.hands[seat]))
        hands = state.hands[:seat] + (hand,) + state.hands[seat + 1:]
        mana = state.mana[:seat] + (state.mana[seat] + 5,) + state.mana[seat + 1:]
        return replace(state, hands=hands, mana=mana, deck=state.deck[::-1])


GAME = Eden()
