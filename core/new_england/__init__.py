"""New England (Goldsieber 2003, Alan R. Moon & Aaron Weissblum): 3-4 families settle a
9 x 11 board, buying land tiles and development cards from a shared offer.

Implements the Dutch rulebook ``000_5ffef4b89b54b7c6`` in the reading of the facts sheet §1
and issue 3. Stand-in component data: data.py (``PROVISIONAL``).

Plots are named by column a..k and row 1..9 (row 1 at the top; ``k1`` does not exist; row 1
and column k border the sea). Terrains: ``s`` settlement, ``p`` pasture, ``c`` crop field.
Cards: ``pilgrim``, ``barn``, ``ship`` and land cards ``<terrain>-<shape>`` (``s-o4``,
``p-l3``; shapes i2 i3 l3 i4 l4 t4 s4 o4). A tile is named by its lead plot: its own plot,
or a start tile's top/left half.

Notation (one sub-decision per move; input is case-insensitive, records hold lower case):

============================  ===============================================================
``start p c3-d3``             start rounds: lay your pasture start tile on c3 and d3 (plots
                              in board order: row by row, left to right)
``offer 4``                   phase 1: the start player announces 4 land tiles (3-6)
``bid 7``                     phase 2: take bid chip 7
``extra tile``/``extra card`` phase 3, ship bonus: reveal one extra item (space 10, 11, ...)
``buy 5``                     phase 3: buy the item on offer space 5 at your chip's price;
                              the next move places it or carries it out:
``place c3``                    a land tile on plot c3
``develop c3-d3-c4``            a land card on these plots (board order; any rotation)
``pilgrim c3``                  a pilgrim/barn/ship card: the figure on tile c3
``store c3``                    or put the bought card face down in your empty barn on c3
``take c3``                   phase 3: take the card out of your barn on c3 (then carry it
                              out as above; not a purchase)
``move c3-e5``                phase 3: move your pilgrim or ship from tile c3 to tile e5
``done``                      phase 3: end your turn, take income (4 + 1 per pilgrim)
============================  ===============================================================

Chance lines (see chance.py): ``* tiles s p c p`` and ``* cards ship s-i2 pilgrim barn p-o4``
for the offer, and ``* tiles p`` / ``* cards barn`` for a ship-bonus extra.

A whole first round for Ann, Bob and Cor (seats 0-2; Ann holds the start stone), one move per
line in the record: ``start s a1-b1``, ``start s e1-f1``, ``start s i1-j1`` (Cor, Bob, Ann),
``start p a5-b5``, ``start p e5-f5``, ``start p i5-j5``, ``start c a9-b9``, ``start c e9-f9``,
``start c i9-j9``, ``offer 4``, ``* tiles s s p c``, ``* cards pilgrim ship s-i2 barn c-l3``,
``bid 7`` (Ann), ``bid 2`` (Bob), ``bid 5`` (Cor), ``buy 7``, ``develop i1-j1``, ``done``
(Ann: 12 - 7 + 4 = 9), ``buy 1``, ``place c1``, ``buy 5``, ``pilgrim a1``, ``done`` (Cor:
12 - 10 + 4 + 1 = 7), ``buy 6``, ``ship e1``, ``done`` (Bob: 14); round 2 starts with Bob.
"""

from __future__ import annotations

from ..protocol import Game, Modules, Option
from . import chance, data, notation, rules, scoring, view
from . import bot
from .ruleids import RULE_IDS
from .state import State


class NewEngland(Game[State]):
    id = "new-england"
    titles = {"nl": "New England", "en": "New England"}
    summary = data.SUMMARY
    min_players, max_players = 3, 4
    seat_names = data.SEAT_NAMES
    rule_ids = RULE_IDS
    hidden_information = True
    chance_waits = {"tiles": ("Eerst moet er getrokken worden.", "A draw must happen first."),
                    "cards": ("Eerst moet er getrokken worden.", "A draw must happen first.")}
    options = (
        Option("start_spacing", "strict", ("strict", "orthogonal"),
               {"nl": "Afstand startplaatjes", "en": "Start tile spacing"},
               {"nl": {"strict": "raken elkaar nergens, ook niet schuin (spelregel)",
                       "orthogonal": "schuin raken mag (erratum van de ontwerper)"},
                "en": {"strict": "never touch, not even diagonally (rulebook)",
                       "orthogonal": "may touch diagonally (designer's erratum)"}}),
        Option("mirror", "forbidden", ("forbidden", "allowed"),
               {"nl": "Vormen spiegelen", "en": "Mirror shapes"},
               {"nl": {"forbidden": "alleen draaien", "allowed": "draaien en spiegelen"},
                "en": {"forbidden": "rotate only", "allowed": "rotate and mirror"}}),
        Option("end", "announced", ("announced", "no-possible-offer"),
               {"nl": "Einde van het spel", "en": "End of the game"},
               {"nl": {"announced": "zodra het aangekondigde aanbod niet te leveren is",
                       "no-possible-offer": "pas als geen aanbod van 3-6 kaartjes te leveren is"},
                "en": {"announced": "as soon as the announced offer cannot be supplied",
                       "no-possible-offer": "only when no offer of 3-6 tiles can be supplied"}}),
    )
    modules = Modules(chance, notation, rules, scoring, view, secrets=view)

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        o = self.normalize_options(options)
        return State(players=players, spacing=o["start_spacing"], mirror=o["mirror"] == "allowed",
                     end_rule=o["end"], money=(data.START_MONEY,) * players,
                     cards=((),) * players, barns=((),) * players,
                     start_left=(data.TERRAINS,) * players, chips=(0,) * players)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS


GAME = NewEngland()
