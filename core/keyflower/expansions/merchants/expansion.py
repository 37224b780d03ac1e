"""The Merchants as a Keyflower expansion: the hooks of ``expansion.Expansion`` it fills in,
each handing over to the module that holds the rule (``rules.py``: set-up, chance,
contracts, boats, huts; ``work.py``: extensions; ``scoring.py``: its final scoring;
``moves.py``: its notation, moves and refusals; ``view.py``: its part of the position).
"""

from __future__ import annotations

from ....protocol import Criterion, MoveData, Option
from ....rng import Rng
from ....errors import RuleError
from ...allocation import Allocation, Holdings
from ...board import Placed
from ...expansion import Expansion, StepFn
from ...notation import Move
from ...seasons import Step, at_once
from ...state import State
from ...tiles import Side
from . import moves, rules, scoring, view, work
from .data import BOATS_II, CONTRACTS, EXTENSIONS, PROVISIONAL, READINGS, WINTER_EACH
from .state import NAME, extension_on, holder, on
from .texts import FREE, SCORES, TEXTS

_NO_YES_NL, _NO_YES_EN = {"off": "nee", "on": "ja"}, {"off": "no", "on": "yes"}


class Merchants(Expansion):
    name = NAME
    options = (
        Option("merchants", "off", ("off", "on"), {"nl": "The Merchants", "en": "The Merchants"},
               {"nl": {"off": "zonder", "on": "met"}, "en": {"off": "without", "on": "with"}}),
        Option("variant-a", "off", ("off", "on"),
               {"nl": "Variant A: alle tegels van The Merchants", "en": "Variant A: every tile of The Merchants"},
               {"nl": _NO_YES_NL, "en": _NO_YES_EN}, matters_when=("merchants", ("on",))),
        Option("variant-b", "off", ("off", "on"),
               {"nl": "Variant B: open werkers", "en": "Variant B: open workers"},
               {"nl": _NO_YES_NL, "en": _NO_YES_EN}, matters_when=("merchants", ("on",))),
        Option("newcomers", "0", ("0", "1", "2"),
               {"nl": "Variant C: nieuwe spelers (de laatste plaatsen) krijgen een groene werker",
                "en": "Variant C: new players (the last seats) get a green worker"},
               {"nl": {"0": "geen", "1": "1", "2": "2"}, "en": {"0": "none", "1": "1", "2": "2"}},
               matters_when=("merchants", ("on",))),
    )
    rule_ids = ("merchants", "merchants-boats", "merchants-contracts", "merchants-huts",
                "merchants-extensions", "merchants-final", "merchants-variants")
    provisional = PROVISIONAL
    readings = READINGS
    texts = TEXTS
    scores = SCORES
    free = FREE
    chance_kinds = ("ships", "contracts", "reshuffle")
    phases = {
        "contract": ("een contract kiezen", "choose a contract"),
        "replace": ("een boot kiezen die Sea Bastion II vervangt", "choose a boat to replace Sea Bastion II"),
    }
    verbs = {"play": ("exchange",), "work": ("extend", "exchange"),
             "contract": ("contract",), "replace": ("replace",)}
    forms = "contract c05, contract pile2, exchange c05 iron, replace flipper, extend stable e03"
    choices = ("contract", "skill")
    free_kind = "extension"

    # -- set-up and chance ------------------------------------------------------------
    def setup(self, state: State, options: dict) -> State:
        if options["merchants"] != "on":
            return state
        return rules.enable(state, options["variant-a"] == "on", options["variant-b"] == "on",
                            min(int(options["newcomers"]), state.players - 1))

    def chance_kind(self, state: State) -> str | None:
        return rules.pending(state)

    def chance_form(self, state: State, kind: str) -> tuple[str, str]:
        return rules.form(state, kind)

    def draw_chance(self, state: State, kind: str, rng: Rng) -> str:
        return rules.draw(state, kind, rng)

    def apply_chance(self, state: State, kind: str, words: list[str]) -> State:
        return rules.apply_chance(state, kind, words)

    def winter_each(self, state: State) -> int | None:
        return WINTER_EACH[state.players]

    def required_tiles(self, state: State, season: str) -> tuple[str, ...]:
        return rules.required_tiles(state, season)

    def required_reason(self, tile: str | None) -> tuple[str, str]:
        if tile is None:
            return ("Met variant A doen alle tegels van The Merchants mee.",
                    "With variant A every tile of The Merchants is in play.")
        return (f"met variant A hoort {tile} erbij", f"with variant A {tile} must be dealt")

    def workers_dealt(self, state: State) -> State:
        return rules.give_newcomers(state)

    def fill_boat(self, state: State, boat: str) -> tuple[State, str]:
        return rules.extra_cargo(state, boat)

    def cargo(self, boat: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
        if boat not in BOATS_II:
            return None
        a, b = BOATS_II[boat].side_a, BOATS_II[boat].side_b
        return (a[0], a[1]), (b[0], b[1])

    # -- moves ------------------------------------------------------------------------
    def parse(self, text: str) -> Move | None:
        return moves.parse(text)

    def move_text(self, move: Move) -> str | None:
        return moves.text(move)

    def move_data(self, move: Move, text: str) -> MoveData | None:
        return moves.data(move, text)

    def write(self, intent: MoveData) -> str | None:
        return moves.write(intent)

    def assign_target(self, word: str) -> bool:
        return word in CONTRACTS

    def moves(self, state: State, seat: int) -> list[Move]:
        return moves.legal(state, seat)

    def play(self, state: State, seat: int, move: Move) -> State | None:
        return moves.play(state, seat, move)

    def refusal(self, state: State, seat: int, move: Move) -> RuleError | None:
        return moves.refusal(state, seat, move)

    # -- what the base does -----------------------------------------------------------
    def gained(self, state: State, seat: int, workers: tuple, skills: tuple) -> State:
        return rules.opened(state, seat, workers, skills)

    def boat_taken(self, state: State, seat: int, boat: str, extra: str) -> State:
        return rules.boat_taken(state, seat, boat, extra)

    def season_steps(self) -> tuple[tuple[str, Step], ...]:
        return (("next-season", Step("contracts", "merchants-contracts", at_once(rules.refresh))),)

    def tile_colour(self, state: State, tile: str) -> int | None:
        return work.extension_colour(state, tile)

    def use_choices(self, state: State, seat: int, tile: str) -> list[str] | None:
        return work.use_choices(state, tile)

    def produce(self, state: State, seat: int, move: Move, side: Side) -> State | None:
        return work.produce(state, seat, move, side)

    def upgrades(self, state: State, tile: str) -> int:
        return rules.hut_upgrades(state, tile)

    def open_items(self, state: State, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        h = holder(state, seat)
        return h.front, h.front_skills

    def disguise(self, state: State, seat: int) -> State:
        return rules.disguise(state, seat)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return rules.determinize(state, seat, rng)

    # -- final scoring ----------------------------------------------------------------
    def final_steps(self, state: State, steps: tuple[tuple[str, StepFn], ...]
                    ) -> tuple[tuple[str, StepFn], ...]:
        return scoring.steps(dict(steps))

    def free_changes(self, state: State, seat: int, village: tuple[Placed, ...]) -> list[str] | None:
        return scoring.free_changes(state, seat, village)

    def keeps_purple(self, state: State) -> bool:
        return True

    def targets(self, state: State, seat: int) -> tuple[str, ...]:
        return holder(state, seat).contracts

    def target_units(self, target: str, left: dict[str, int], free: bool) -> list[tuple[str, ...]]:
        return scoring.contract_units(target, left, free)

    def best_items(self, state: State, seat: int, h: Holdings, tiles: tuple[str, ...],
                   village: tuple[Placed, ...], kept: bool
                   ) -> tuple[Allocation, dict[str, tuple[str, ...]], int] | None:
        return scoring.best_items(state, seat, h, tiles, village, kept)

    def asked_items(self, state: State, seat: int, h: Holdings, village: tuple[Placed, ...],
                    items: dict, purple: str) -> tuple[Holdings, str, dict, int]:
        return scoring.asked_items(state, seat, h, village, items, purple)

    def tie_break(self, state: State) -> tuple[Criterion, ...]:
        return (Criterion("first winter boat", scoring.tie_break_values(state)),)

    def final_detail(self, state: State, seat: int) -> dict:
        return {"contracts": list(holder(state, seat).contracts)}

    # -- view -------------------------------------------------------------------------
    def view(self, state: State, viewer: int | None) -> dict:
        return {NAME: view.table(state, viewer) if on(state) else None}

    def seat_view(self, state: State, s: int, own: bool) -> dict:
        return view.seat(holder(state, s), own)

    def placed_view(self, state: State, seat: int, placed: Placed) -> dict:
        ext = extension_on(state, seat, placed.tile)
        return {"ext": ext, "ext_colour": EXTENSIONS[ext].colour if ext else None}


MERCHANTS = Merchants()
