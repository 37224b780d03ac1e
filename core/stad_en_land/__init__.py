"""Stad en Land (Jijbent.nl 2021, Bram Schoonhoven): a 2-player connection game on 6x6.

Implements the rulebook ``001_e8b8d0e6806c41ed`` in the reading fixed by issue 2 (square
model, king adjacency, at most one open end, new-warehouse test over free land, simultaneous
automatic removal). Notation: ``x-y`` (from anchor x to square y, e.g. ``c3-b4``) or ``pass``.
Chance: ``* cities <8 squares>``.
"""

from __future__ import annotations

from ..protocol import Game, Modules
from . import bot, chance, data, notation, rules, scoring, view
from .ruleids import RULE_IDS
from .state import State


class StadEnLand(Game[State]):
    id = "stad-en-land"
    titles = data.TITLES
    summary = data.SUMMARY
    min_players = max_players = 2
    seat_names = data.SEAT_NAMES
    rule_ids = RULE_IDS
    options = data.OPTIONS
    chance_waits = {"cities": ("Eerst moeten de steden geplaatst worden.",
                               "The cities must be placed first.")}
    modules = Modules(chance, notation, rules, scoring, view, intents=notation)
    bot_hints = bot.HINTS

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        return State(adjacency=opts["adjacency"], end_rule=opts["end"])


GAME = StadEnLand()
