"""Stad en Land (Jijbent.nl 2021, Bram Schoonhoven): a 2-player connection game on 6x6.

Implements the rulebook ``001_e8b8d0e6806c41ed`` in the reading fixed by issue 2 (square
model, king adjacency, at most one open end, new-warehouse test over free land, simultaneous
automatic removal). Notation: ``x-y`` (from anchor x to square y, e.g. ``c3-b4``) or ``pass``.
Chance: ``* cities <8 squares>``.
"""

from __future__ import annotations

from ..errors import RuleError
from ..protocol import Game, Outcome
from ..rng import Rng
from . import data, explain, notation, rules, scoring
from . import chance as cities
from .board import NAMES, SQUARES, square
from .ruleids import RULE_IDS
from .state import FREE, State


class StadEnLand(Game[State]):
    id = "stad-en-land"
    titles = data.TITLES
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

    def legal_moves(self, state: State) -> list[str]:
        if self.to_move(state) is None:
            return []
        moves = [notation.format(s) for s in rules.segments(state, state.to_move)]
        if not state.turn_started:
            moves.append("pass")
        return sorted(moves)

    def play(self, state: State, move: str) -> State:
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        """Removed squares (per seat) and a turn that ended early, for the move log."""
        out = []
        for seat in (0, 1):
            gone = [NAMES[i] for i in range(SQUARES)
                    if before.owner[i] == seat and after.owner[i] == FREE]
            if gone:
                out.append({"kind": "removed", "seat": seat, "squares": gone})
        if (move != "pass" and not after.over and after.to_move != before.to_move
                and before.left == 2):
            out.append({"kind": "turn-ended", "seat": before.to_move})
        if after.over:
            out.append({"kind": "game-over", "reason": after.end_reason})
        return out

    # -- outcome ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def detail(self, state: State) -> dict:
        wh = scoring.warehouses(state)
        return {"warehouses": {NAMES[c]: list(wh[c]) for c in state.cities},
                "capitals": scoring.capitals(state)}

    def view(self, state: State, seat: int | None = None) -> dict:
        """Everything is public in Stad en Land; the view is the same for every seat."""
        ends = [rules.open_ends(state, s) for s in (0, 1)]
        return {
            "cities": [NAMES[c] for c in state.cities],
            "owner": {NAMES[i]: o for i, o in enumerate(state.owner) if o != FREE},
            "links": [[[NAMES[a], NAMES[b]] for a, b in state.links[s]] for s in (0, 1)],
            "open_ends": [[NAMES[e] for e in ends[s]] for s in (0, 1)],
            "to_move": self.to_move(state),
            "left": state.left,
            "first_turn": state.first_turn,
            "passes": state.passes,
            "over": state.over,
            "end_reason": state.end_reason,
            "adjacency": state.adjacency,
            **self.detail(state),
            "ranks": scoring.ranks(state),
            "deciding_rank": scoring.deciding_rank(state),
            "scores": self.scores(state),
            "winners": self.winners(state),
        }

    def anchor_error(self, state: State, sq: str) -> RuleError | None:
        """Why no segment can start at ``sq`` for the player to move (None if one can)."""
        i = square(sq)
        if i is None or self.to_move(state) is None:
            return None
        if rules.segments(state, state.to_move, only_from=i):
            return None
        return explain.explain_anchor(state, state.to_move, i)


GAME = StadEnLand()
