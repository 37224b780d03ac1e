"""A match: one game played by named seats, as a record plus the states it passes through.

The page, the command line and the tests all go through :class:`Match`; it is the only place
that turns record steps into states, so replay, undo and links behave the same everywhere.
"""

from __future__ import annotations

import copy

from . import record as rec
from . import registry
from .errors import ReplayError, RuleError
from .protocol import Game, MoveData
from .rng import Rng


class Match:
    """A game in progress (or finished) with its full history.

    ``steps[i]`` led from ``states[i]`` to ``states[i + 1]``; ``states[0]`` is the set-up
    before any chance step. Chance steps are drawn from ``Rng(seed, k)`` for the ``k``-th
    chance step when not given, and always stored, so :meth:`record_text` replays anywhere.
    """

    def __init__(self, game: Game, players: list[str], options: dict, seed: int,
                 extra: list[tuple[str, str]] | None = None,
                 bots: dict[int, str] | None = None) -> None:
        game.check_players(len(players))
        for seat, level in sorted((bots or {}).items()):
            check_bot(seat, level, len(players))
        #: Seats a bot plays -> its level (the record's ``Bot`` headers); others are people.
        self.bots = dict(sorted((bots or {}).items()))
        self.game = game
        self.players = [rec.clean_name(p) for p in players]
        self.options = game.normalize_options(options)
        self.seed = seed
        self.extra = list(extra or [])
        self.steps: list[rec.Step] = []
        self.states = [game.setup(len(players), self.options)]
        self.events: list[list[dict]] = []
        #: (state, move) when this match is :meth:`after` of ``move`` at ``state``.
        self.ahead_of: tuple | None = None

    # -- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, players: list[str], options: dict | None = None,
            seed: int = 0, bots: dict[int, str] | None = None) -> "Match":
        """A new match with its set-up chance steps already drawn; ``bots``: seat -> level
        of the seats a computer plays (``record/bad-bot`` for a seat or level that is not)."""
        match = cls(registry.get(game_id), players, options or {}, seed, bots=bots)
        match.resolve_chance()
        return match

    @classmethod
    def from_record(cls, text: str) -> "Match":
        """Replay a record, validating every step.

        Raises:
            ReplayError: the first bad line, with its line number, rule id and message;
            nothing after it is applied.
        """
        r = rec.parse(text)
        try:
            game = registry.get(r.game)
        except RuleError as e:
            raise ReplayError(e, *r.lines.get("Game", (0, ""))) from None
        for key, value in r.options.items():   # a bad option is reported on its own line
            try:
                game.normalize_options({key: value})
            except RuleError as e:
                raise ReplayError(e, *r.lines.get("Option:" + key, (0, ""))) from None
        try:
            if not r.players:
                game.check_players(0)
            match = cls(game, r.players, r.options, r.seed, r.extra)
            for seat, level in r.bots.items():   # a bad bot seat is reported on its own line
                try:
                    check_bot(seat, level, len(r.players))
                except RuleError as e:
                    raise ReplayError(e, *r.lines.get(f"Bot:{seat}", (0, ""))) from None
            match.bots = dict(sorted(r.bots.items()))
        except ReplayError:
            raise
        except RuleError as e:
            raise ReplayError(e, 0, "") from None
        for step in r.steps:
            try:
                if not step.chance:
                    match.resolve_chance()
                match._apply(step.text, step.chance)
            except RuleError as e:
                raise ReplayError(e, step.line, str(step)) from None
        match.resolve_chance()
        return match

    # -- state ------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def legal_moves(self) -> list[str]:
        return self.game.legal_moves(self.state)

    def move_data(self) -> list[MoveData]:
        return self.game.move_data(self.state)

    def explain(self, intent: MoveData) -> RuleError | None:
        """Why the current position refuses the move given as fields (``Game.explain_intent``:
        the error ``play`` would raise for it; None: it would be accepted). Changes nothing."""
        return self.game.explain_intent(self.state, intent)

    def chance_count(self) -> int:
        return sum(1 for s in self.steps if s.chance)

    # -- changing it ------------------------------------------------------------------
    def _apply(self, text: str, chance: bool) -> None:
        # The game's apply / apply_chance refuse a move after the end or while chance is
        # pending, and a chance line when none is (protocol.Game holds those guards).
        if len(self.steps) >= rec.MAX_STEPS:   # what is saved must open again
            raise RuleError("record/too-long", *rec.too_long_texts())
        before = self.state
        if chance:
            after = self.game.apply_chance(before, text)
            text = self.game.canonical(before, text, True)
            events: list[dict] = []
        else:
            after = self.game.apply(before, text)
            text = self.game.canonical(before, text)
            events = self.game.events(before, text, after)
        self.steps.append(rec.Step(text, chance))
        self.states.append(after)
        self.events.append(events)

    def resolve_chance(self) -> None:
        """Draw every pending chance step from the seeded PRNG."""
        while not self.game.is_over(self.state) and self.game.chance_kind(self.state) is not None:
            line = self.game.draw_chance(self.state, Rng(self.seed, self.chance_count()))
            self._apply(line, True)

    def play(self, move: str, ahead: "Match | None" = None) -> None:
        """Apply one move (then any chance it triggers); on RuleError nothing changes.

        ``ahead`` (optional): :meth:`after` of the same ``move`` at the current position
        (the same state object): its steps, states and events are taken instead of being
        worked out again (the same, as the game and the chance draws are deterministic);
        an ``ahead`` made of another move or position is ignored."""
        move = move.strip()
        n = len(self.states)
        if ahead is not None and ahead.ahead_of is not None and ahead.ahead_of[0] is self.state \
                and ahead.ahead_of[1] == move and ahead.states[n - 1] is self.state:
            self.steps.extend(ahead.steps[n - 1:])
            self.states.extend(ahead.states[n:])
            self.events.extend(ahead.events[n - 1:])
            return
        self._apply(move, False)
        self.resolve_chance()

    def after(self, move: str) -> "Match":
        """A new match: this one with ``move`` played (and the chance it triggers), this one
        unchanged; RuleError as :meth:`play`. The page works out the move a player is about
        to confirm while it is idle (issue 23) and hands it to :meth:`play` as ``ahead``."""
        fork = copy.copy(self)
        fork.steps, fork.states, fork.events = list(self.steps), list(self.states), list(self.events)
        fork.bots, fork.extra = dict(self.bots), list(self.extra)
        fork.play(move)
        fork.ahead_of = (self.state, move.strip())
        return fork

    def apply_line(self, line: str) -> None:
        """Apply one record line exactly as written (``* ...`` = chance, else a move), with no
        chance drawn around it; used to redo undone steps. On RuleError nothing changes."""
        line = line.strip()
        if line.startswith("*"):
            self._apply(" ".join(line[1:].split()), True)
        else:
            self._apply(line, False)

    def truncate(self, n: int) -> None:
        """Keep only the first ``n`` steps (undo)."""
        del self.steps[n:]
        del self.states[n + 1:]
        del self.events[n:]

    def undo_point(self) -> int | None:
        """How many steps remain after undoing the last move (and the chance it drew);
        ``None`` when there is no move to undo."""
        for i in range(len(self.steps) - 1, -1, -1):
            if not self.steps[i].chance:
                return i
        return None

    def person_undo_point(self) -> int | None:
        """:meth:`undo_point` for a table with bots (issue 25: Undo goes back to the last
        decision of a person): how many steps remain after undoing the last move of a seat
        not in :attr:`bots`, and the bots' moves and chance after it; ``None`` when no person
        has moved yet. Without bots, or with bots only, the same as :meth:`undo_point`."""
        if not self.bots or len(self.bots) == len(self.players):
            return self.undo_point()
        for i in range(len(self.steps) - 1, -1, -1):
            if not self.steps[i].chance and self.game.to_move(self.states[i]) not in self.bots:
                return i
        return None

    # -- output -----------------------------------------------------------------------
    def record(self) -> rec.Record:
        return rec.Record(self.game.id, list(self.players), self.seed, dict(self.options),
                          [rec.Step(s.text, s.chance) for s in self.steps], rec.FORMAT_VERSION,
                          list(self.extra), dict(self.bots))

    def record_text(self) -> str:
        return rec.format(self.record())

    def summary(self, seat: int | None = None) -> dict:
        """The JSON object of ``python -m core replay [--seat N]``: ``detail`` is the game's
        position as ``seat`` may know it (``None``: the public position; see
        :meth:`core.protocol.Game.position`); the other keys are the same for every seat.

        Raises:
            RuleError: ``record/bad-seat`` when ``seat`` is not a seat of this match.
        """
        g, s = self.game, self.state
        if seat is not None:
            check_seat(seat, len(self.players))
        over = g.is_over(s)
        return {
            "game": g.id,
            "over": over,
            "to_move": g.to_move(s),
            "scores": g.scores(s),
            "winners": g.winners(s) if over else [],
            "steps": len(self.steps),
            "detail": g.position(s, seat),
        }


def check_seat(seat: int, players: int) -> None:
    """Refuse a seat that is not one of ``players`` seats (``record/bad-seat``)."""
    if not 0 <= seat < players:
        raise RuleError("record/bad-seat",
                        f"Stoel {seat} bestaat niet: deze partij heeft de stoelen 0 tot en met {players - 1}.",
                        f"There is no seat {seat}: this game has the seats 0 to {players - 1}.")


def check_bot(seat: int, level: str, players: int) -> None:
    """Refuse a bot at a seat that is not one of ``players`` seats, or of an unknown level
    (``record/bad-bot``)."""
    if level not in rec.BOT_LEVELS:
        raise rec.bad_bot_level(level)
    if not 0 <= seat < players:
        raise RuleError("record/bad-bot",
                        f"Een bot op stoel {seat} kan niet: deze partij heeft de stoelen 0 tot en met {players - 1}.",
                        f"A bot cannot sit at seat {seat}: this game has the seats 0 to {players - 1}.")
