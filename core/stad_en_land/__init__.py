"""Stad en Land (Jijbent.nl 2021, Bram Schoonhoven): a 2-player connection game on 6x6.

Implements the rulebook ``001_e8b8d0e6806c41ed`` in the reading fixed by issue 2 (square
model, king adjacency, at most one open end, new-warehouse test over free land, simultaneous
automatic removal). Notation: ``x-y`` (from anchor x to square y, e.g. ``c3-b4``) or ``pass``.
Chance: ``* cities <8 squares>``.
"""

from __future__ import annotations

from operator import attrgetter

from ..protocol import Game, MoveData, Outcome
from ..rng import Rng
from . import data, notation, rules, scoring, view
from . import chance as cities
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

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        return State(adjacency=opts["adjacency"], end_rule=opts["end"])

    # -- chance: the city layout (chance.py) ---------------------------------------------
    def chance_kind(self, state: State) -> str | None:
        return cities.kind(state)

    def draw_chance(self, state: State, rng: Rng) -> str:
        return cities.draw(rng)

    def play_chance(self, state: State, line: str) -> State:
        return cities.apply(state, line)

    def canonical(self, before: State, text: str, chance: bool = False) -> str:
        return cities.canonical(text) if chance else notation.canonical(text)

    # -- play (rules.py) -------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.over or not state.cities else state.to_move

    def _moves(self, state: State) -> list[tuple[int, int] | None]:
        """The legal moves as ``notation.parse`` reads them (None: pass), unsorted."""
        if self.to_move(state) is None:
            return []
        moves: list[tuple[int, int] | None] = list(rules.segments(state, state.to_move))
        if not state.turn_started:
            moves.append(None)
        return moves

    def legal_moves(self, state: State) -> list[str]:
        return sorted(notation.format(m) for m in self._moves(state))

    def move_data(self, state: State) -> list[MoveData]:
        return sorted((notation.data(m) for m in self._moves(state)), key=attrgetter("text"))

    def play(self, state: State, move: str) -> State:
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        return view.events(before, move, after)

    # -- outcome ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def position(self, state: State, seat: int | None = None) -> dict:
        return view.position(state)

    def view(self, state: State, seat: int | None = None) -> dict:
        return view.view(state, seat)


GAME = StadEnLand()
