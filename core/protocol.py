"""The small surface every game offers, so that the app shell, the command line, records,
links and the random-playout tests treat all games alike.

A game is a stateless object (one per game id) working on immutable state values:

* ``setup(players, options)`` -> the state before any chance step;
* ``chance_kind(state)`` -> ``None`` or a word naming the pending chance step;
  ``draw_chance(state, rng)`` -> the chance line (without ``"* "``) the PRNG picks;
  ``apply_chance(state, line)`` -> the next state, or :class:`RuleError`;
* ``to_move(state)`` -> the seat to act, ``None`` while chance is pending or the game is over;
* ``legal_moves(state)`` -> every legal move in notation, sorted; ``apply(state, move)`` ->
  the next state or :class:`RuleError`. ``apply`` accepts exactly the moves that
  ``legal_moves`` lists (one source of legality) and explains any other;
* ``is_over``, ``scores`` (per seat), ``winners`` (seats, ties allowed), ``breakdown``
  (per-seat categories), ``detail`` (the game-specific part of ``python -m core replay``);
* ``view(state, seat)`` -> a JSON-ready dict of what ``seat`` may see (``None``: spectator);
* ``events(before, move, after)`` -> log lines for things a move caused beyond itself
  (e.g. removals), each ``{"kind": ..., ...}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import RuleError
from .rng import Rng


@dataclass(frozen=True)
class Option:
    """A game option with its choices; ``default`` is one of ``choices``.

    ``labels`` maps a language to the option's name; ``choice_labels`` maps a language to a
    dict of choice -> label.
    """

    key: str
    default: str
    choices: tuple[str, ...]
    labels: dict = field(default_factory=dict, compare=False)
    choice_labels: dict = field(default_factory=dict, compare=False)

    def to_json(self) -> dict:
        return {
            "key": self.key,
            "default": self.default,
            "choices": list(self.choices),
            "labels": self.labels,
            "choice_labels": self.choice_labels,
        }


class Game:
    """Base class of every game; subclasses fill in the class attributes and methods."""

    id: str = ""
    titles: dict = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    #: Seat colour names per language, index = seat.
    seat_names: dict = {}
    #: Every rule id the game uses (errors and documented rules); each is an anchor in
    #: ``rules/<id>.<lang>.html``.
    rule_ids: tuple[str, ...] = ()

    # -- options ----------------------------------------------------------------------
    def normalize_options(self, given: dict | None) -> dict:
        """All options with defaults filled in; raises RuleError for an unknown key or choice."""
        given = dict(given or {})
        result = {}
        for opt in self.options:
            value = given.pop(opt.key, opt.default)
            if value not in opt.choices:
                raise RuleError(
                    "record/bad-option",
                    f"Optie {opt.key} kent de waarde '{value}' niet; kies uit {', '.join(opt.choices)}.",
                    f"Option {opt.key} has no value '{value}'; choose from {', '.join(opt.choices)}.",
                )
            result[opt.key] = value
        for key in sorted(given):
            raise RuleError(
                "record/bad-option",
                f"Het spel {self.id} heeft geen optie '{key}'.",
                f"The game {self.id} has no option '{key}'.",
            )
        return result

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                nl_range = en_range = str(self.min_players)
            else:
                nl_range = f"{self.min_players} tot {self.max_players}"
                en_range = f"{self.min_players} to {self.max_players}"
            raise RuleError(
                "record/player-count",
                f"{self.titles.get('nl', self.id)} is voor {nl_range} spelers, niet {players}.",
                f"{self.titles.get('en', self.id)} is for {en_range} players, not {players}.",
            )

    # -- the protocol (subclasses implement) -----------------------------------------------
    def setup(self, players: int, options: dict):
        raise NotImplementedError

    def chance_kind(self, state) -> str | None:
        raise NotImplementedError

    def draw_chance(self, state, rng: Rng) -> str:
        raise NotImplementedError

    def apply_chance(self, state, line: str):
        raise NotImplementedError

    def to_move(self, state) -> int | None:
        raise NotImplementedError

    def legal_moves(self, state) -> list[str]:
        raise NotImplementedError

    def apply(self, state, move: str):
        raise NotImplementedError

    def is_over(self, state) -> bool:
        raise NotImplementedError

    def scores(self, state) -> list[int]:
        raise NotImplementedError

    def winners(self, state) -> list[int]:
        raise NotImplementedError

    def breakdown(self, state) -> list[dict]:
        """Per seat, an ordered dict category -> points (the scoring breakdown)."""
        raise NotImplementedError

    def detail(self, state) -> dict:
        raise NotImplementedError

    def view(self, state, seat: int | None) -> dict:
        raise NotImplementedError

    def events(self, before, move: str, after) -> list[dict]:
        return []

    def canonical(self, before, text: str, chance: bool = False) -> str:
        """The notation written into the record for an accepted move or chance line
        (e.g. lower-cased); by default the text as given."""
        return text

    def digest(self, state) -> str:
        """A stable text fingerprint of the state (for determinism checks across runtimes)."""
        return repr(state)
