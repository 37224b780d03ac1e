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
* ``move_data(state)`` -> the same moves as :class:`MoveData` (a page picks by their parts);
  ``explain_intent(state, intent)`` -> why a move given as fields is refused (or None);
  ``step_data(text, chance)`` -> a recorded step as data (the move log's labels);
* ``is_over``, ``outcome`` (an :class:`Outcome`: scores, winners, breakdown, tie-break);
* ``position(state, seat)`` and ``view(state, seat)``: what ``seat`` may know (``None``:
  what is public), the view with what only the page needs; ``disguise(state, seat)`` (the
  secrecy test) and ``determinize(state, seat, rng)`` (the bots) declare what is secret;
* ``events(before, move, after)`` -> log lines for things a move caused beyond itself.

``apply`` and ``apply_chance`` hold the guards every game shares (``core/game-over``,
``core/chance-pending``, ``core/unexpected-chance``) before the hooks ``play(state, move)``
and ``play_chance(state, line)``; ``scores``, ``winners`` and ``breakdown`` read ``outcome``.

A game does not write those hooks: it binds its modules (:class:`Modules`, each typed by a
``Protocol`` below) and :class:`Game` implements this surface from them; a game overrides
only what is its own (at least ``setup``). ``Outcome``, ``Criterion`` and ``decide`` live in
``core.outcome`` and are part of this surface.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Mapping, Protocol, TypeVar
from .errors import RuleError, game_over
from .moves import IntentModule, MoveData  # noqa: F401 (part of this surface)
from .outcome import Criterion, Outcome, decide  # noqa: F401 (part of this surface)
from .rng import Rng

#: The state type of a game (each game has its own immutable state value).
S = TypeVar("S")
#: The same, for a protocol that only takes states (a module reading them).
S_in = TypeVar("S_in", contravariant=True)


@dataclass(frozen=True)
class Option:
    """A game option with its choices; ``default`` is one of ``choices``; ``labels`` maps a
    language to the option's name, ``choice_labels`` a language to {choice: label}."""

    key: str
    default: str
    choices: tuple[str, ...]
    labels: dict = field(default_factory=dict, compare=False)
    choice_labels: dict = field(default_factory=dict, compare=False)
    #: ``(other key, its values)``: this option changes the game only while the option
    #: ``other key`` has one of those values (None: always).
    matters_when: tuple[str, tuple[str, ...]] | None = None
    rule: str | None = None  #: the rules page's anchor explaining it (the dialog links there)
    #: a language to {choice: one plain sentence on what the choice does}: the new-game
    #: dialog shows the chosen one's under the option (issue 24: "Open draft" explained)
    choice_hints: dict = field(default_factory=dict, compare=False)

    def to_json(self) -> dict:
        return {"key": self.key, "default": self.default, "choices": list(self.choices),
                "labels": self.labels, "choice_labels": self.choice_labels}


class ChanceModule(Protocol[S]):
    """A game's ``chance.py``: the step due, the line the PRNG draws, the state after a line,
    a line as the record keeps it."""

    def kind(self, state: S) -> str | None: ...
    def draw(self, state: S, rng: Rng) -> str: ...
    def apply(self, state: S, line: str) -> S: ...
    def canonical(self, state: S, line: str) -> str: ...


class NotationModule(Protocol):
    """A game's ``notation.py``: an accepted move as the record keeps it, and such a move
    (its canonical text) as :class:`MoveData`, with the fields its listing had."""
    def canonical(self, text: str) -> str: ...
    def read(self, text: str) -> MoveData: ...


class RulesModule(Protocol[S]):
    """A game's ``rules.py``: whose turn, the end, the legal moves (as text and as data, in
    the same order) and applying one; ``apply`` refuses with a rule id what is not listed."""

    def to_move(self, state: S) -> int | None: ...
    def is_over(self, state: S) -> bool: ...
    def legal_moves(self, state: S) -> list[str]: ...
    def move_data(self, state: S) -> list[MoveData]: ...
    def apply(self, state: S, move: str) -> S: ...


class ScoringModule(Protocol[S_in]):
    """A game's ``scoring.py``."""
    def outcome(self, state: S_in) -> Outcome: ...


class ViewModule(Protocol[S_in]):
    """A game's ``view.py`` (the contracts of the :class:`Game` methods of the same names)."""

    def position(self, state: S_in, seat: int | None) -> dict: ...
    def view(self, state: S_in, seat: int | None) -> dict: ...
    def events(self, before: S_in, move: str, after: S_in) -> list[dict]: ...


class SecretsModule(Protocol[S]):
    """Where a game with hidden information declares its secrets (usually its ``view.py``):
    the contract of :meth:`Game.disguise`."""
    def disguise(self, state: S, seat: int) -> S: ...


@dataclass(frozen=True)
class Modules(Generic[S]):
    """The modules a game binds (``Game.modules``); mypy checks each against its protocol.
    ``secrets`` is ``None`` for a game where everything is public."""

    chance: ChanceModule[S]
    notation: NotationModule
    rules: RulesModule[S]
    scoring: ScoringModule[S]
    view: ViewModule[S]
    secrets: SecretsModule[S] | None = None
    #: Writes a move given as fields (usually the game's ``notation.py``); None: the game's
    #: page never asks why an unlisted move is refused (:meth:`Game.explain_intent`).
    intents: IntentModule | None = None


class Game(Generic[S]):
    """Base class of every game, generic over its state type ``S``: subclasses fill in the
    class attributes, bind their ``modules`` and override only what is their own (at least
    :meth:`setup`). The shared guards live here, once: :meth:`apply` refuses a move after the
    end (``core/game-over``) and while a chance step is pending (``core/chance-pending``);
    :meth:`apply_chance` refuses a chance line when none is pending
    (``core/unexpected-chance``, in the words of :meth:`chance_refusal`)."""

    id: str = ""
    titles: dict[str, str] = {}
    #: One line about the game per language, for menus (the start screen's game card).
    summary: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    #: Seat colour names per language, index = seat.
    seat_names: dict[str, list[str]] = {}
    #: Every rule id the game uses (errors and documented rules); each is an anchor in
    #: ``rules/<id>.<lang>.html``.
    rule_ids: tuple[str, ...] = ()
    #: Per chance kind, the (Dutch, English) refusal of a move while that chance step is
    #: pending; a kind not listed gets a general message naming it.
    chance_waits: dict[str, tuple[str, str]] = {}
    #: True when some seat may not see everything (then :meth:`disguise` changes it).
    hidden_information: bool = False
    #: The game's modules, which the methods below use (None: the defaults, or not implemented).
    modules: Modules[S] | None = None
    # -- options ----------------------------------------------------------------------
    def title(self, options: Mapping[str, str], lang: str) -> str:
        """The game's name in ``lang`` as played with ``options`` (a game may override it)."""
        return self.titles.get(lang, self.id)

    def option_sets(self) -> list[dict]:
        """Every combination of option choices that plays differently, in declaration order:
        an option that does not matter under the others (``Option.matters_when``) keeps its
        default instead of repeating the same game with each of its choices."""
        sets: list[dict] = [{}]
        for opt in self.options:
            grown = []
            for partial in sets:
                cond = opt.matters_when
                live = cond is None or partial.get(cond[0]) in cond[1]
                for choice in (opt.choices if live else (opt.default,)):
                    grown.append({**partial, opt.key: choice})
            sets = grown
        return sets

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

    # -- the shared guards ------------------------------------------------------------------
    def apply(self, state: S, move: str) -> S:
        """The state after ``move`` by the seat to act, or RuleError: ``core/game-over``
        after the end, ``core/chance-pending`` while a chance step is due, else whatever
        the game's :meth:`play` refuses."""
        if self.is_over(state):
            raise game_over()
        kind = self.chance_kind(state)
        if kind is not None:
            nl, en = self.chance_waits.get(kind, (
                f"Eerst moet de kansstap '{kind}' gebeuren.",
                f"The chance step '{kind}' must happen first."))
            raise RuleError("core/chance-pending", nl, en)
        return self.play(state, move)

    def apply_chance(self, state: S, line: str) -> S:
        """The state after the chance ``line``, or RuleError: ``core/unexpected-chance``
        when no chance step is pending, else whatever :meth:`play_chance` refuses."""
        if self.chance_kind(state) is None:
            nl, en = self.chance_refusal(state, line) or (
                "Hier hoort geen kansregel: er valt nu niets te trekken.",
                "No chance line belongs here: nothing is drawn at this point.")
            raise RuleError("core/unexpected-chance", nl, en)
        return self.play_chance(state, line)

    def winners(self, state: S) -> list[int]:
        """The winning seats once the game is over (ties allowed), else empty."""
        return list(self.outcome(state).winners) if self.is_over(state) else []

    def scores(self, state: S) -> list[int]:
        """Points per seat (the standing so far before the end)."""
        return list(self.outcome(state).scores)

    def breakdown(self, state: S) -> list[dict[str, int]]:
        """Per seat, an ordered dict category -> points; adds up to :meth:`scores`."""
        return [dict(b) for b in self.outcome(state).breakdown]

    # -- the protocol: setup is the game's own, the rest comes from its modules ------------
    def _bound(self) -> Modules[S]:
        if self.modules is None:
            raise NotImplementedError(f"{type(self).__name__} binds no modules")
        return self.modules

    def setup(self, players: int, options: dict) -> S:
        raise NotImplementedError

    def chance_kind(self, state: S) -> str | None:
        return self._bound().chance.kind(state)

    def draw_chance(self, state: S, rng: Rng) -> str:
        return self._bound().chance.draw(state, rng)

    def play_chance(self, state: S, line: str) -> S:
        """Apply a chance line while one is pending (the guard is :meth:`apply_chance`)."""
        return self._bound().chance.apply(state, line)

    def to_move(self, state: S) -> int | None:
        return self._bound().rules.to_move(state)

    def legal_moves(self, state: S) -> list[str]:
        return self._bound().rules.legal_moves(state)

    def move_data(self, state: S) -> list[MoveData]:
        """The legal moves as :class:`MoveData`, in the order and with exactly the texts of
        :meth:`legal_moves`; each game builds them in its ``notation.py``."""
        return self._bound().rules.move_data(state)

    def step_data(self, text: str, chance: bool = False) -> MoveData:
        """A step of a record as data, for the move log (issue 23): a move (as the record
        holds it) with the fields ``move_data`` listed it with (``notation.read``); a chance
        line (without ``"* "``) with its first word (the kind drawn) as ``verb`` and the
        other words (what was drawn, in order) as ``tiles``."""
        if chance:
            words = text.split()
            return MoveData(text, words[0] if words else "", tiles=tuple(words[1:]))
        return self._bound().notation.read(text)

    def explain_intent(self, state: S, intent: MoveData) -> RuleError | None:
        """Why the move given as fields (``intent``; its ``text`` is ignored) is refused in
        ``state``: exactly the RuleError :meth:`apply` raises for the move the game's
        ``intents`` module writes from those fields, or None for a move ``apply`` accepts
        (a listed one). A page asks this instead of writing move text (issue 23)."""
        if self.modules is None or self.modules.intents is None:
            raise NotImplementedError(f"{type(self).__name__} explains no intents")
        try:
            self.apply(state, self.modules.intents.write(intent))
        except RuleError as refusal:
            return refusal
        return None

    def play(self, state: S, move: str) -> S:
        """Apply a move while the game runs and no chance is pending (guard: :meth:`apply`)."""
        return self._bound().rules.apply(state, move)

    def is_over(self, state: S) -> bool:
        return self._bound().rules.is_over(state)

    def outcome(self, state: S) -> Outcome:
        """Scores, winners (empty before the end), breakdown and tie-break."""
        return self._bound().scoring.outcome(state)

    def position(self, state: S, seat: int | None = None) -> dict:
        """The whole position as a player at ``seat`` may know it, JSON-ready: the board and
        the pieces on it, the supplies (their sizes where their contents are hidden), whose
        turn it is and the phase, each seat's public holdings, and ``seat``'s own secrets
        only when ``seat`` is that seat; ``None`` gets nothing secret. It is the ``detail``
        of ``python -m core replay [--seat N]``, documented key by key in the section
        ``position`` of the game's rules page.

        Contract with :meth:`view`: every key of the position is a key of the view of the
        same seat with the same value (the view adds what only the page needs: texts, hints,
        static data), so the page and the command line cannot drift apart; and with
        :meth:`disguise`: another seat's secrets do not change it."""
        return self._bound().view.position(state, seat)

    def view(self, state: S, seat: int | None = None) -> dict:
        """What the page shows or decides with for ``seat``: :meth:`position` plus page-only
        extras (texts, hints, static tables)."""
        return self._bound().view.view(state, seat)

    def disguise(self, state: S, seat: int) -> S:
        """The declaration of what only ``seat`` may see: ``state`` with every secret of
        ``seat`` replaced by a different value of the same shape (other cards in a hand of
        the same size, another amount, ...), and with the secrets nobody sees (a deck
        order) changed too. The secrecy test checks that for every other seat and for the
        spectator, ``view`` and ``position`` of both states are the same. Games with
        everything public (no ``secrets`` module, ``hidden_information`` False) return
        ``state``."""
        secrets = self.modules and self.modules.secrets
        return secrets.disguise(state, seat) if secrets else state

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """``state`` with all that is hidden from ``seat`` re-sampled from ``rng``, reading only
        what ``seat`` knows (``core.bots``); a game with hidden information must override it."""
        return state

    def events(self, before: S, move: str, after: S) -> list[dict]:
        """Log lines for things ``move`` caused beyond itself, each ``{"kind": ..., ...}``."""
        return self.modules.view.events(before, move, after) if self.modules else []

    def secret(self, state: S) -> bool:
        """True when the seat to move has secrets in ``state`` (its view shows what others
        may not see): a page at one device hands the device over before showing that view.
        By default every state of a game with hidden information."""
        return self.hidden_information

    def chance_refusal(self, state: S, line: str) -> tuple[str, str] | None:
        """The (Dutch, English) words of ``core/unexpected-chance`` for the chance ``line``
        (without ``"* "``) written where ``state`` has no chance step due: a game that knows
        what belongs there instead (a move that must come first) says so. ``None``, the
        default, gives the general message."""
        return None

    def canonical(self, before: S, text: str, chance: bool = False) -> str:
        """The notation written into the record for an accepted move or chance line
        (e.g. lower-cased), as ``notation.canonical`` or ``chance.canonical`` writes it."""
        if self.modules is None:
            return text
        if chance:
            return self.modules.chance.canonical(before, text)
        return self.modules.notation.canonical(text)

    def digest(self, state: S) -> str:
        """A stable text fingerprint of the state (for determinism checks across runtimes)."""
        return repr(state)
