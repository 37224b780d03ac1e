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

from dataclasses import replace

from ..protocol import Game, MoveData, Option, Outcome
from ..rng import Rng
from . import bot
from . import chance as draws
from . import data, notation, rules, scoring
from . import view as view_mod
from .board import NAMES
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

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        o = self.normalize_options(options)
        return State(players=players, spacing=o["start_spacing"], mirror=o["mirror"] == "allowed",
                     end_rule=o["end"], money=(data.START_MONEY,) * players,
                     cards=((),) * players, barns=((),) * players,
                     start_left=(data.TERRAINS,) * players, chips=(0,) * players)

    # -- chance (chance.py) -------------------------------------------------------------------
    def chance_kind(self, state: State) -> str | None:
        return draws.kind(state)

    def draw_chance(self, state: State, rng: Rng) -> str:
        return draws.draw(state, rng)

    def play_chance(self, state: State, line: str) -> State:
        return draws.apply(state, line)

    def canonical(self, before: State, text: str, chance: bool = False) -> str:
        return draws.canonical(before, text) if chance else notation.normalize(text)

    # -- play (rules.py) ----------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def legal_moves(self, state: State) -> list[str]:
        return rules.legal_moves(state)

    def move_data(self, state: State) -> list[MoveData]:
        return [notation.data(m) for m in rules.legal_moves(state)]

    def play(self, state: State, move: str) -> State:
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        """Log lines for what a move caused beyond itself: a relaxed start-tile spacing, a
        purchase's price, income, the end of a round (unbought items leave, the start stone
        passes) and the end of the game."""
        out: list[dict] = []
        seat = rules.to_move(before)
        assert seat is not None  # ``move`` was just made by this seat
        verb = move.split(" ")[0]
        if verb == "start":
            from .placement import start_spots
            rule = start_spots(before)[0]
            if rule != before.spacing:
                nl = {"orthogonal": "schuin raken mag nu", "any": "elk vrij paar percelen mag nu"}[rule]
                en = {"orthogonal": "diagonal contact is allowed now", "any": "any two free plots are allowed now"}[rule]
                was_nl = {"strict": "de strenge regel", "orthogonal": "de regel 'niet langs een zijde'"}[before.spacing]
                was_en = {"strict": "the strict rule", "orthogonal": "the 'no shared side' rule"}[before.spacing]
                out.append({"kind": "start-spacing-relaxed", "seat": seat, "rule": rule,
                            "nl": f"Geen plek volgens {was_nl}: {nl}.",
                            "en": f"No spot under {was_en}: {en}."})
        elif verb == "buy":
            slot = int(move.split(" ")[1])
            out.append({"kind": "bought", "seat": seat, "slot": slot, "item": before.offer[slot - 1],
                        "price": before.chips[seat]})
        elif verb == "done":
            out.append({"kind": "income", "seat": seat, "amount": after.money[seat] - before.money[seat]})
            if after.round != before.round or after.over:
                out.append({"kind": "round-end", "discarded": [i for i in before.offer if i],
                            "start_player": after.start_player})
        if after.over and not before.over:
            out.append({"kind": "game-over", "reason": after.end_reason})
        return out

    # -- outcome (scoring.py) -----------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def position(self, state: State, seat: int | None = None) -> dict:
        return view_mod.position(state, seat)

    def view(self, state: State, seat: int | None = None) -> dict:
        return view_mod.view(state, seat)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS

    def disguise(self, state: State, seat: int) -> State:
        """The seat's secrets are the cards face down in its barns: each becomes the next
        card code (the bag and the deck are counts, open to all)."""
        codes = data.CARD_CODES
        barns = tuple((p, codes[(codes.index(c) + 1) % len(codes)] if c else "")
                      for p, c in state.barns[seat])
        return replace(state, barns=state.barns[:seat] + (barns,) + state.barns[seat + 1:])

    def digest(self, state: State) -> str:
        return repr(state)

    def plot_name(self, index: int) -> str:
        return NAMES[index]


GAME = NewEngland()
