"""Keyflower (R&D Games / Huch! 2012, Richard Breese and Sebastian Bleasdale): 2-6 players
bid coloured workers for village tiles over four seasons, use tiles to produce, carry
resources along their roads, upgrade tiles, take boats of workers, and score villages and
winter tiles at the end.

Rules from facts ``keyflower-carcassonne-sources.md`` section 1 (the English rulebook text);
most printed numbers are stand-ins (``tiles.py``, ``data.PROVISIONAL``). The end of a season
(``seasons.END_OF_SEASON``) and the final scoring (``scoring.FINAL_STEPS``) are ordered
lists of steps an expansion extends. Expansions (``expansion.py``) are packages of
``expansions/``, listed once in ``expansions.EXPANSIONS``; their options follow the base's.

Chance: ``homes``, ``screens``, ``winter``, ``tiles``, ``cargo``, ``draw``, ``skills``
(``chance.py``). Notation (``notation.py``): ``bid alehouse 2 red``, ``use keywood 1 blue``,
``carry wood home1 stable``, ``upgrade keywood``, ``done``, ``boat keyflower``,
``place alehouse 1,-1 r2``, ``offer keythedral+scholar``, ``pass``.
"""

from __future__ import annotations

from dataclasses import replace

from ..protocol import Game, Modules, Option
from ..rng import Rng
from . import bot
from .expansions import EXPANSIONS
from . import chance, notation, rules, scoring
from . import view as views
from .data import (BOATS, MAX_PLAYERS, MIN_PLAYERS, PROVISIONAL, READINGS, SEAT_NAMES,
                   SUMMARY)
from . import ruleids
from .expansion import active, install, registered, season_pool
from .state import State
from .tiles import of_season

install(EXPANSIONS)
ruleids.register(tuple(r for x in EXPANSIONS for r in x.rule_ids))


class Keyflower(Game[State]):
    id = "keyflower"
    titles = {"nl": "Keyflower", "en": "Keyflower"}
    summary = SUMMARY
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_names = SEAT_NAMES
    rule_ids = ruleids.RULE_IDS
    options = (
        Option("final", "best", ("best", "ask"), {"nl": "Eindtelling", "en": "Final scoring"},
               {"nl": {"best": "Speeltafel verdeelt het best", "ask": "ieder verdeelt zelf"},
                "en": {"best": "Speeltafel assigns best", "ask": "each player assigns"}}),
    ) + tuple(o for x in EXPANSIONS for o in x.options)
    provisional = {**PROVISIONAL, **{k: v for x in EXPANSIONS for k, v in x.provisional.items()}}
    readings = {**READINGS, **{k: v for x in EXPANSIONS for k, v in x.readings.items()}}
    hidden_information = True
    chance_waits = {
        "homes": ("Eerst krijgt iedereen een thuistegel.", "Home tiles must be dealt first."),
        "screens": ("Eerst trekt iedereen zijn werkers.", "Workers must be drawn first."),
        "winter": ("Eerst worden de wintertegels verdeeld.", "Winter tiles must be dealt first."),
        "tiles": ("Eerst komen de tegels van het seizoen op tafel.",
                  "The season's tiles must be laid out first."),
        "cargo": ("Eerst worden de boten gevuld.", "The boats must be filled first."),
        "draw": ("Eerst komen er werkers uit de zak.", "Workers must come out of the bag first."),
        "skills": ("Eerst komen er vaardigheden van de stapel.",
                   "Skills must come off the pile first."),
    }

    modules = Modules(chance, notation, rules, scoring, views, secrets=views, intents=notation)

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        fleet = tuple(b for b in of_season("boat") if BOATS[b][0] <= players)
        state = State(players=players, fleet=fleet, boats=fleet, final=opts["final"])
        for x in registered():
            state = x.setup(state, opts)
        return state

    def play_chance(self, state: State, line: str) -> State:
        from .seasons import advance
        return advance(chance.apply(state, line))

    def secret(self, state: State) -> bool:
        """The seat to act has a screen (and winter tiles) once the workers are dealt, until
        the game is over."""
        return bool(state.seats) and state.phase != "over" and any(sum(s.screen) for s in state.seats)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS


GAME = Keyflower()
