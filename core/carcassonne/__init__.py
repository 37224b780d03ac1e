"""Carcassonne (Hans im Glück 2000, Klaus-Jürgen Wrede) with the Halflings mini expansion
(2014/2020): 2-5 players lay land tiles on an open board and claim roads, cities,
monasteries and fields with their followers.

Base rules from the facts sheet ``carcassonne-halflings.md`` (section 1-2, 72 tiles
verified); the Halflings from the seed ``004_8022aefe4e70202b`` in the current rules (the
clarifications of 1/2021) and facts section 3-4. The contents of the 24 half tiles are a
provisional stand-in set (``half_tiles.py``).

Chance: ``* halves <names>`` (hidden half tiles, once) and ``* tile V`` (each draw).
Notation (``notation.py``): ``V 1,-2 r90 road:e``, ``H1-03 2,1 se``, ``draw``,
``pick H1-03``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from ..protocol import Game, Modules, Option
from . import chance, intents, notation, rules, scoring, view
from . import bot
from .data import (COUNTING, HALFLINGS, HALVES_EACH, MAX_PLAYERS, MIN_PLAYERS, PROVISIONAL,
                   READINGS, SEAT_NAMES, SUMMARY)
from .ruleids import RULE_IDS
from .state import State

#: What each choice of the options ``halflings`` and ``counting`` does, in a sentence a new
#: player understands (the dialog shows it under the option; the rule link says the rest).
HALFLINGS_HINTS = {
    "nl": {"hidden": "Iedereen krijgt halve tegels die alleen hij ziet.",
           "draft": "De halve tegels liggen open; om beurten kies je er een, de laatste speler eerst.",
           "off": "Het basisspel, zonder halve tegels."},
    "en": {"hidden": "Everyone is dealt half tiles that only they can see.",
           "draft": "The half tiles lie face up; players take turns picking one, the last player first.",
           "off": "The base game, without half tiles."}}
COUNTING_HINTS = {
    "nl": {"2021": "Elk bezet vak telt één keer, of er nu een hele of een halve tegel ligt.",
           "2015": "Elke tegel telt, ook een halve: twee halve in één vak tellen dubbel.",
           "2020": "Wegen en steden tellen per tegel (elke halve telt), kloosters per vak."},
    "en": {"2021": "Each covered square counts once, whether a whole or a half tile lies there.",
           "2015": "Every tile counts, halves too: two halves in one square count twice.",
           "2020": "Roads and cities count per tile (every half counts), monasteries per square."}}

OPTIONS = (
    Option("halflings", "hidden", HALFLINGS,
           {"nl": "Halflingen", "en": "Halflings"},
           {"nl": {"hidden": "3 verborgen halve tegels", "draft": "open kiezen", "off": "zonder"},
            "en": {"hidden": "3 hidden half tiles", "draft": "open draft", "off": "without"}},
           rule="halflings", choice_hints=HALFLINGS_HINTS),
    Option("halves", "3", HALVES_EACH,
           {"nl": "Halve tegels per speler", "en": "Half tiles per player"},
           {"nl": {c: c for c in HALVES_EACH}, "en": {c: c for c in HALVES_EACH}},
           ("halflings", ("hidden", "draft")), rule="half-setup"),
    Option("counting", "2021", COUNTING,
           {"nl": "Telling van halve tegels", "en": "Counting half tiles"},
           {"nl": {"2021": "per vak (2021)", "2015": "per tegel (2015)",
                   "2020": "wegen en steden per tegel (2020)"},
            "en": {"2021": "per square (2021)", "2015": "per tile (2015)",
                   "2020": "roads and cities per tile (2020)"}},
           ("halflings", ("hidden", "draft")), rule="half-counting", choice_hints=COUNTING_HINTS),
)


class Carcassonne(Game[State]):
    id = "carcassonne"
    titles = {"nl": "Carcassonne met de Halflingen", "en": "Carcassonne with the Halflings"}
    summary = SUMMARY
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_names = SEAT_NAMES
    rule_ids = RULE_IDS
    options = OPTIONS
    provisional = PROVISIONAL
    readings = READINGS
    hidden_information = True

    def title(self, options: Mapping[str, str], lang: str) -> str:
        """Without the Halflings (rule ``halflings``, option ``off``) the game is plain
        Carcassonne, and its screens say so."""
        if options.get("halflings") == "off":
            return "Carcassonne"
        return super().title(options, lang)

    chance_waits = {
        "tile": ("Eerst moet er een tegel getrokken worden.", "A tile must be drawn first."),
        "halves": ("Eerst moeten de halve tegels verdeeld worden.",
                   "The half tiles must be dealt first."),
    }
    modules = Modules(chance, notation, rules, scoring, view, secrets=view, intents=intents)

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        halflings = opts["halflings"]
        state = State(players=players, halflings=halflings, halves_each=int(opts["halves"]),
                      counting=opts["counting"], points=((0, 0, 0, 0),) * players)
        if halflings == "off":
            return state
        pool = tuple(sorted(n for n in chance.IN_PLAY)) if halflings == "draft" else ()
        return replace(state, hands=((),) * players, pool=pool, dealt=False)

    def chance_refusal(self, state: State, line: str) -> tuple[str, str]:
        """A chance line where none is due: what the seat to move writes first (a player
        holding half tiles writes ``draw`` before ``* tile X``, rule ``half-turn``)."""
        return chance.refusal(state, line)

    def secret(self, state: State) -> bool:
        """Only hidden half tiles are secret: a seat to move with an empty hand (or with
        open or no half tiles) has nothing to hide."""
        return state.halflings == "hidden" and state.dealt and bool(state.hands[state.seat])

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS


GAME = Carcassonne()
