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

from ..protocol import Game, Modules
from . import chance, notation, rules, scoring, view
from . import bot
from .data import PROVISIONAL, SEAT_NAMES, SUMMARY
from .ruleids import RULE_IDS
from .state import State


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
    modules = Modules(chance, notation, rules, scoring, view, secrets=view, intents=notation)

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        self.normalize_options(options)
        return State(players=players)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS


GAME = Eden()
