"""Stad en Land (Jijbent.nl 2021, Bram Schoonhoven): a 2-player connection game on 6x6.

Implements the rulebook ``001_e8b8d0e6806c41ed`` in the reading fixed by issue 2 (square
model, king adjacency, at most one open end, new-warehouse test over free land, simultaneous
automatic removal). Notation: ``x-y`` (from anchor x to square y, e.g. ``c3-b4``) or ``pass``.
Chance: ``* cities <8 squares>``.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import RuleError, game_over
from ..protocol import Game, Option
from ..rng import Rng
from . import rules, scoring, view
from .board import NAMES, SQUARES, square
from .state import FREE, State

CITY_COUNT = 8


class StadEnLand(Game):
    id = "stad-en-land"
    titles = {"nl": "Stad en Land", "en": "Stad en Land (City and Country)"}
    min_players = max_players = 2
    seat_names = {"nl": ["Wit", "Zwart"], "en": ["White", "Black"]}
    rule_ids = rules.RULE_IDS
    options = (
        Option("adjacency", "king", ("king", "orthogonal"),
               {"nl": "Aangrenzend", "en": "Adjacency"},
               {"nl": {"king": "8 buren (ook schuin)", "orthogonal": "4 buren (niet schuin)"},
                "en": {"king": "8 neighbours (diagonals too)", "orthogonal": "4 neighbours (no diagonals)"}}),
        Option("end", "mover", ("mover", "any"),
               {"nl": "Einde zonder zetten", "en": "End without moves"},
               {"nl": {"mover": "als de speler aan zet niet kan bouwen", "any": "als één van beide spelers niet kan bouwen"},
                "en": {"mover": "when the player to move cannot build", "any": "when either player cannot build"}}),
    )

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        return State(adjacency=opts["adjacency"], end_rule=opts["end"])

    # -- chance: the city layout ----------------------------------------------------------
    def chance_kind(self, state: State) -> str | None:
        return "cities" if not state.cities and not state.over else None

    def draw_chance(self, state: State, rng: Rng) -> str:
        return "cities " + " ".join(NAMES[i] for i in rng.sample(range(SQUARES), CITY_COUNT))

    def _parse_cities(self, line: str) -> list[int]:
        words = line.split()
        bad = RuleError(
            "stad-en-land/cities",
            f"De kansregel moet 'cities' zijn met {CITY_COUNT} verschillende vlakken (a1..f6), niet '{line}'.",
            f"The chance line must be 'cities' with {CITY_COUNT} different squares (a1..f6), not '{line}'.")
        if not words or words[0].lower() != "cities" or len(words) != CITY_COUNT + 1:
            raise bad
        cities = [square(w) for w in words[1:]]
        if None in cities or len(set(cities)) != CITY_COUNT:
            raise bad
        return cities

    def apply_chance(self, state: State, line: str) -> State:
        if self.chance_kind(state) != "cities":
            raise RuleError("core/unexpected-chance", "Hier hoort geen kansregel.",
                            "No chance line belongs here.")
        return rules.start(replace(state, cities=tuple(sorted(self._parse_cities(line)))))

    def canonical(self, before: State, text: str, chance: bool = False) -> str:
        if chance:
            return "cities " + " ".join(NAMES[c] for c in self._parse_cities(text))
        return " ".join(text.split()).lower()

    # -- play ------------------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.over or not state.cities else state.to_move

    def legal_moves(self, state: State) -> list[str]:
        if self.to_move(state) is None:
            return []
        moves = [rules.notation(s) for s in rules.segments(state, state.to_move)]
        if not state.turn_started:
            moves.append("pass")
        return sorted(moves)

    def apply(self, state: State, move: str) -> State:
        if state.over:
            raise game_over()
        if not state.cities:
            raise RuleError("core/chance-pending", "Eerst moeten de steden geplaatst worden.",
                            "The cities must be placed first.")
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        return view.events(before, move, after)

    # -- outcome ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def scores(self, state: State) -> list[int]:
        return scoring.scores(state)

    def winners(self, state: State) -> list[int]:
        return scoring.winners(state) if state.over else []

    def breakdown(self, state: State) -> list[dict]:
        wh = scoring.warehouses(state)
        caps = set(scoring.capitals(state))
        return [{"capitals": sum(wh[c][seat] for c in state.cities if NAMES[c] in caps),
                 "all cities": sum(wh[c][seat] for c in state.cities)} for seat in (0, 1)]

    def detail(self, state: State) -> dict:
        wh = scoring.warehouses(state)
        return {"warehouses": {NAMES[c]: list(wh[c]) for c in state.cities},
                "capitals": scoring.capitals(state)}

    def view(self, state: State, seat: int | None = None) -> dict:
        return view.view(state, seat)

    def anchor_error(self, state: State, sq: str) -> RuleError | None:
        """Why no segment can start at ``sq`` for the player to move (None if one can)."""
        i = square(sq)
        if i is None or self.to_move(state) is None:
            return None
        if rules.segments(state, state.to_move, only_from=i):
            return None
        return rules.explain_anchor(state, state.to_move, i)


GAME = StadEnLand()
