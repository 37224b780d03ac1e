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
* ``move_data(state)`` -> the same moves as :class:`MoveData` (text plus typed parts), so a
  page picks a move by its parts and never reads the text;
* ``is_over``, ``outcome`` (an :class:`Outcome`: scores, winners, breakdown, tie-break);
* ``position(state, seat)`` -> the whole position as ``seat`` may know it (``None``: only
  what is public), JSON-ready: the ``detail`` of ``python -m core replay [--seat N]``;
* ``view(state, seat)`` -> a JSON-ready dict of what ``seat`` may see (``None``: spectator),
  for the page: the position plus what only the page needs;
  ``disguise(state, seat)`` -> the state with ``seat``'s secrets changed, for the secrecy
  test (every other seat's view must not change);
* ``events(before, move, after)`` -> log lines for things a move caused beyond itself
  (e.g. removals), each ``{"kind": ..., ...}``.

``apply`` and ``apply_chance`` are implemented here, once, with the guards every game shares
(``core/game-over``, ``core/chance-pending``, ``core/unexpected-chance``); a game implements
the hooks ``play(state, move)`` and ``play_chance(state, line)`` behind them, and
``outcome``, from which ``scores``, ``winners`` and ``breakdown`` are read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Mapping, TypeVar

from .errors import RuleError, game_over
from .rng import Rng

#: The state type of a game (each game has its own immutable state value).
S = TypeVar("S")


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
    #: ``(other key, its values)``: this option changes the game only while the option
    #: ``other key`` has one of those values (None: always).
    matters_when: tuple[str, tuple[str, ...]] | None = None
    rule: str | None = None  #: the rules page's anchor explaining it (the dialog links there)

    def to_json(self) -> dict:
        return {
            "key": self.key,
            "default": self.default,
            "choices": list(self.choices),
            "labels": self.labels,
            "choice_labels": self.choice_labels,
        }


@dataclass(frozen=True, slots=True)
class MoveData:
    """One legal move as data: what a page needs to pick it without reading its text.

    ``text`` is the move exactly as ``legal_moves`` lists it (the one thing a page sends
    back); ``verb`` names the kind of move (the notation's first word, or the game's word
    for a move written without one). The other fields are filled where the move has them,
    in the game's own naming, documented per verb in the game's ``notation.py``:

    Attributes:
        squares: board places by their names (``"c3"``, ``"1,-2"``), in the move's order.
        tiles: tiles, cards or other pieces by their ids, in the move's order.
        colour: a colour word (of workers, say), ``""`` when the move has none.
        count: the number the move names (pieces, a bid, ...), else ``None``.
        options: everything else, as ordered ``(key, value)`` pairs with distinct keys
            (a rotation, a follower spot, a choice, ...).

    Within one listing no two moves have the same fields apart from ``text``.
    """

    text: str
    verb: str
    squares: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    colour: str = ""
    count: int | None = None
    options: tuple[tuple[str, str], ...] = ()

    def option(self, key: str, default: str = "") -> str:
        """The value of option ``key``, or ``default`` when the move has no such option."""
        for k, v in self.options:
            if k == key:
                return v
        return default

    def to_json(self) -> dict:
        """A flat JSON-ready dict: ``text``, ``verb`` and every non-empty field (``options``
        as an object)."""
        out: dict = {"text": self.text, "verb": self.verb}
        if self.squares:
            out["squares"] = list(self.squares)
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.colour:
            out["colour"] = self.colour
        if self.count is not None:
            out["count"] = self.count
        if self.options:
            out["options"] = dict(self.options)
        return out


@dataclass(frozen=True)
class Criterion:
    """One tie-break criterion after the scores: ``key`` names it (``"money"``, or for Stad
    en Land ``"cities b3 c4"``: the warehouses in those cities), ``values`` per seat."""

    key: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Outcome:
    """The result (or the standing so far) of a game, everything a page needs to say who
    won and why, without computing it.

    Attributes:
        scores: per seat, the points.
        winners: the winning seats (ties share the win); empty while the game runs.
        breakdown: per seat, ordered category -> points; each seat's categories add up to
            its score (checked: a mismatch raises ``ValueError``).
        tie_break: the criteria compared after the scores, in order (may be empty).
        decided_by: ``"scores"`` or the ``key`` of the tie-break criterion that separated the
            winners from the others; ``""`` when nothing did (every seat shares the win) or
            the game is not over.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    tie_break: tuple[Criterion, ...] = ()
    decided_by: str = ""

    def __post_init__(self) -> None:
        if len(self.breakdown) != len(self.scores):
            raise ValueError(f"breakdown for {len(self.breakdown)} seats, scores for {len(self.scores)}")
        for seat, (cats, score) in enumerate(zip(self.breakdown, self.scores)):
            if sum(cats.values()) != score:
                raise ValueError(f"seat {seat}: breakdown {cats} adds up to "
                                 f"{sum(cats.values())}, not to the score {score}")
        for c in self.tie_break:
            if len(c.values) != len(self.scores):
                raise ValueError(f"tie-break {c.key!r} has {len(c.values)} values, not {len(self.scores)}")

    def to_json(self) -> dict:
        """A JSON-ready dict with the same fields (for the page)."""
        return {"scores": list(self.scores), "winners": list(self.winners),
                "breakdown": [dict(b) for b in self.breakdown],
                "tie_break": [{"key": c.key, "values": list(c.values)} for c in self.tie_break],
                "decided_by": self.decided_by}


def decide(scores: tuple[int, ...], tie_break: tuple[Criterion, ...]) -> tuple[tuple[int, ...], str]:
    """The winners (highest score, then highest value of each criterion in turn among those
    still tied) and what separated them from the others: ``"scores"``, the key of the last
    criterion that narrowed them down, or ``""`` when every seat shares the win."""
    seats = tuple(range(len(scores)))
    if not seats:
        return (), ""
    top = tuple(s for s in seats if scores[s] == max(scores))
    decided = "scores" if len(top) < len(seats) else ""
    for c in tie_break:
        if len(top) == 1:
            break
        best = max(c.values[s] for s in top)
        narrowed = tuple(s for s in top if c.values[s] == best)
        if len(narrowed) < len(top):
            decided = c.key
        top = narrowed
    return top, decided


class Game(Generic[S]):
    """Base class of every game, generic over its state type ``S``.

    Subclasses fill in the class attributes and implement the hooks. The shared guards live
    here, once: :meth:`apply` refuses a move after the end (``core/game-over``) and while a
    chance step is pending (``core/chance-pending``) before calling :meth:`play`;
    :meth:`apply_chance` refuses a chance line when none is pending
    (``core/unexpected-chance``, in the words of :meth:`chance_refusal`) before calling
    :meth:`play_chance`.
    """

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

    # -- the protocol (subclasses implement) -----------------------------------------------
    def setup(self, players: int, options: dict) -> S:
        raise NotImplementedError

    def chance_kind(self, state: S) -> str | None:
        raise NotImplementedError

    def draw_chance(self, state: S, rng: Rng) -> str:
        raise NotImplementedError

    def play_chance(self, state: S, line: str) -> S:
        """Apply a chance line while one is pending (the guard is :meth:`apply_chance`)."""
        raise NotImplementedError

    def to_move(self, state: S) -> int | None:
        raise NotImplementedError

    def legal_moves(self, state: S) -> list[str]:
        raise NotImplementedError

    def move_data(self, state: S) -> list[MoveData]:
        """The legal moves as :class:`MoveData`, in the order and with exactly the texts of
        :meth:`legal_moves`; each game builds them in its ``notation.py``."""
        raise NotImplementedError

    def play(self, state: S, move: str) -> S:
        """Apply a move while the game runs and no chance is pending (guard: :meth:`apply`)."""
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome:
        """Scores, winners (empty before the end), breakdown and tie-break."""
        raise NotImplementedError

    def position(self, state: S, seat: int | None) -> dict:
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
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict:
        """What the page shows or decides with for ``seat``: :meth:`position` plus page-only
        extras (texts, hints, static tables)."""
        raise NotImplementedError

    def disguise(self, state: S, seat: int) -> S:
        """The declaration of what only ``seat`` may see: ``state`` with every secret of
        ``seat`` replaced by a different value of the same shape (other cards in a hand of
        the same size, another amount, ...), and with the secrets nobody sees (a deck
        order) changed too. The secrecy test checks that for every other seat and for the
        spectator, ``view`` and ``position`` of both states are the same. Games with everything public
        (``hidden_information`` False) return ``state``."""
        return state

    def events(self, before: S, move: str, after: S) -> list[dict]:
        return []

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
        (e.g. lower-cased); by default the text as given."""
        return text

    def digest(self, state: S) -> str:
        """A stable text fingerprint of the state (for determinism checks across runtimes)."""
        return repr(state)
