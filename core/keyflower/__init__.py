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

from ..protocol import Game, MoveData, Option, Outcome
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

    def setup(self, players: int, options: dict) -> State:
        self.check_players(players)
        opts = self.normalize_options(options)
        fleet = tuple(b for b in of_season("boat") if BOATS[b][0] <= players)
        state = State(players=players, fleet=fleet, boats=fleet, final=opts["final"])
        for x in registered():
            state = x.setup(state, opts)
        return state

    def chance_kind(self, state: State) -> str | None:
        return chance.kind(state)

    def draw_chance(self, state: State, rng: Rng) -> str:
        return chance.draw(state, rng)

    def play_chance(self, state: State, line: str) -> State:
        from .seasons import advance
        return advance(chance.apply(state, line))

    def canonical(self, before: State, text: str, chance_line: bool = False) -> str:
        return chance.canonical(before, text) if chance_line else notation.canonical(text)

    def to_move(self, state: State) -> int | None:
        return state.to_move()

    def legal_moves(self, state: State) -> list[str]:
        return rules.legal_moves(state)

    def move_data(self, state: State) -> list[MoveData]:
        return rules.move_data(state)

    def play(self, state: State, move: str) -> State:
        return rules.apply(state, move)

    def events(self, before: State, move: str, after: State) -> list[dict]:
        return views.events(before, move, after)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def position(self, state: State, seat: int | None = None) -> dict:
        return views.position(state, seat)

    def view(self, state: State, seat: int | None = None) -> dict:
        return views.view(state, seat)

    def secret(self, state: State) -> bool:
        """The seat to act has a screen (and winter tiles) once the workers are dealt, until
        the game is over."""
        return bool(state.seats) and state.phase != "over" and any(sum(s.screen) for s in state.seats)

    determinize = bot.determinize  # what the bots may know (core.bots)
    bot_hints = bot.HINTS

    def disguise(self, state: State, seat: int) -> State:
        """Rule ``secrets``: the seat's screen gets other colours of the same number (the
        bag, secret from all, makes up the difference), its skills other types (the pile
        likewise), its winter tiles others of the same number that nobody holds, when
        there are any (with 6 players all are dealt); bag and pile are secret anyway. After
        the final scoring nothing is secret: the state is returned as it is."""
        if not state.seats or state.phase == "over":
            return state
        s = state.seats[seat]
        # only what lies behind the screen: workers and skills an expansion shows are public
        front: tuple[int, ...] = (0, 0, 0, 0)
        front_skills: tuple[int, ...] = (0, 0, 0)
        for x in active(state):
            if (shown := x.open_items(state, seat)) is not None:
                front, front_skills = shown
        hidden, bag = _swap_one(tuple(a - b for a, b in zip(s.screen, front)), state.bag)
        screen = [a + b for a, b in zip(hidden, front)]
        hidden_skills, pile = _swap_one(tuple(a - b for a, b in zip(s.skills, front_skills)), state.pile)
        skills = [a + b for a, b in zip(hidden_skills, front_skills)]
        for x in active(state):  # the expansions' own secrets
            state = x.disguise(state, seat)
        held = {t for x in state.seats for t in x.winter}
        spare = [t for t in season_pool(state, "winter") if t not in held and t in state.boxed]
        winter, boxed = s.winter, state.boxed
        if spare and winter:
            winter = tuple(sorted((spare[0],) + winter[1:]))
            boxed = tuple(t for t in boxed if t != spare[0]) + (s.winter[0],)
        state = replace(state, bag=tuple(bag), pile=tuple(pile),  # type: ignore[arg-type]
                        boxed=boxed)
        return state.with_seat(seat, screen=tuple(screen), skills=tuple(skills), winter=winter)


def _swap_one(mine: tuple[int, ...], hidden: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """One item of ``mine`` traded for one of another kind from ``hidden`` (same sizes)."""
    mine_, hidden_ = list(mine), list(hidden)
    for a in range(len(mine_)):
        b = (a + 1) % 3   # into a bag (or pile) kind: blue, red, yellow / saw, pick, anvil
        if mine_[a] and hidden_[b]:
            mine_[a] -= 1
            hidden_[a] += 1
            mine_[b] += 1
            hidden_[b] -= 1
            break
    return mine_, hidden_


GAME = Keyflower()
