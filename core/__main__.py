"""``python -m core``: the command line of the rules core (see architecture.md).

* ``games`` -> one game id per line.
* ``new GAME --players N [--seed S] [--option k=v ...] [--name NAME ...]`` -> a new record.
* ``legal RECORD`` -> the legal moves after the record, one per line, sorted.
* ``legal RECORD --json`` -> the same moves as one line of JSON: a list of objects, each
  with the move's ``text`` and the fields a page picks it by (``MoveData.to_json``), in the
  same (sorted) order.
* ``replay RECORD [--seat N]`` -> one JSON object (exit 0), or ``{"error": {...}}`` (exit 2);
  its ``detail`` is the game's position as seat N may know it (without ``--seat``: the public
  position). A seat that is not a whole number from 0 to players - 1 is ``record/bad-seat``.

* ``bot RECORD [--level easy|normal|strong] [--seed N] [--iterations N]`` -> the move the bot
  (``core.bots``) plays for the seat to move, one line (exit 0); ``core/game-over`` (exit 2)
  when no seat is to move, ``record/bad-bot`` for a bad level or iteration count,
  ``record/bad-seed`` for a bad seed. The level's iteration budget (or ``--iterations``) is
  searched in full, with no time cap, so the answer is the same on every machine.

RECORD is a file path or ``-`` for standard input.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys

from . import registry
from .errors import ReplayError, RuleError, game_over, quoted
from .match import Match
from .record import parse_seed


def _read(path: str) -> str:
    """The record's text: strict UTF-8 from a file or standard input alike (the terminal's
    encoding and error handler play no part)."""
    if path == "-":
        return sys.stdin.buffer.read().decode("utf-8")
    with open(path, encoding="utf-8") as f:
        return f.read()


def _fail(error: ReplayError) -> int:
    print(json.dumps({"error": error.to_json()}, ensure_ascii=False))
    return 2


def _load(path: str) -> Match:
    try:
        text = _read(path)
    except (OSError, UnicodeDecodeError) as e:
        raise ReplayError(RuleError("record/unreadable", f"Kan {path} niet lezen: {e}",
                                    f"Cannot read {path}: {e}"), 0, "") from None
    return Match.from_record(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core", description="Speeltafel rules core")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the game ids")
    p_new = sub.add_parser("new", help="print a new record with its set-up chance lines")
    p_new.add_argument("game")
    p_new.add_argument("--players", type=int, required=True)
    p_new.add_argument("--seed")
    p_new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p_new.add_argument("--name", action="append", default=[], help="player names in seat order")
    p_bot = sub.add_parser("bot", help="print the move the bot plays for the seat to move")
    p_bot.add_argument("record", help="file path, or - for standard input")
    # texts, checked by _bot_args, so that bad values get the usual error object
    p_bot.add_argument("--level", default="normal", help="easy, normal (default) or strong")
    p_bot.add_argument("--seed", default="0", help="the bot's own seed (default 0)")
    p_bot.add_argument("--iterations", help="search budget instead of the level's")
    for name in ("legal", "replay"):
        p = sub.add_parser(name)
        p.add_argument("record", help="file path, or - for standard input")
        if name == "replay":
            # a text, checked by _seat, so that a bad seat gets the usual error object
            # (argparse's own check would print its usage to stderr instead)
            p.add_argument("--seat", help="show the position as this seat (0, 1, ...) may see it")
        if name == "legal":
            p.add_argument("--json", action="store_true",
                           help="one JSON line: each move's text and fields (verb, squares, ...)")
    args = parser.parse_args(argv)

    if args.command == "games":
        print("\n".join(registry.games()))
        return 0
    if args.command == "new":
        try:
            seed = parse_seed(args.seed) if args.seed is not None else secrets.randbits(63)
            options = {}
            for item in args.option:
                key, sep, value = item.partition("=")
                if not sep:
                    raise RuleError("record/bad-option", f"Optie '{item}' heeft niet de vorm sleutel=waarde.",
                                    f"Option '{item}' is not of the form key=value.")
                options[key] = value
            # the count is checked before anything is built for it (20,000,000 seats...)
            registry.get(args.game).check_players(args.players)
            names = list(args.name) + [f"Player {i + 1}" for i in range(len(args.name), args.players)]
            match = Match.new(args.game, names[: args.players], options, seed)
        except RuleError as e:
            return _fail(e if isinstance(e, ReplayError) else ReplayError(e, 0, ""))
        sys.stdout.write(match.record_text())
        return 0
    try:
        match = _load(args.record)
    except ReplayError as e:
        return _fail(e)
    if args.command == "bot":
        try:
            print(_bot(match, args.level, args.seed, args.iterations))
        except RuleError as e:
            return _fail(ReplayError(e, 0, ""))
        return 0
    if args.command == "legal" and args.json:
        print(json.dumps([m.to_json() for m in match.move_data()], ensure_ascii=False))
        return 0
    if args.command == "legal":
        moves = match.legal_moves()
        if moves:
            print("\n".join(sorted(moves)))
        return 0
    try:
        summary = match.summary(_seat(args.seat))
    except RuleError as e:
        return _fail(ReplayError(e, 0, ""))
    print(json.dumps(summary, ensure_ascii=False))
    return 0


def _bot(match: Match, level: str, seed: str, iterations: str | None) -> str:
    """The bot's move for the seat to move (``python -m core bot``), or RuleError."""
    from . import bots   # only this command needs the engine

    if level not in bots.LEVELS:
        raise RuleError("record/bad-bot",
                        f"--level kent '{quoted(level)}' niet; kies uit {', '.join(bots.LEVELS)}.",
                        f"--level has no '{quoted(level)}'; choose from {', '.join(bots.LEVELS)}.")
    budget = None
    if iterations is not None:
        digits = iterations.strip()
        if not digits.isascii() or not digits.isdigit() or len(digits) > 6 \
                or not 1 <= int(digits) <= bots.MAX_ITERATIONS:
            raise RuleError(
                "record/bad-bot",
                f"--iterations verwacht een geheel getal van 1 tot en met {bots.MAX_ITERATIONS}, "
                f"niet '{quoted(iterations)}'.",
                f"--iterations expects a whole number from 1 to {bots.MAX_ITERATIONS}, "
                f"not '{quoted(iterations)}'.")
        budget = int(digits)
    bot_seed = parse_seed(seed)
    if match.to_move() is None:
        raise game_over()
    return bots.choose(match.game, match.state, level, bot_seed, budget)


def _seat(text: str | None) -> int | None:
    """The ``--seat`` value as a number (``None`` when not given); ``record/bad-seat`` when it
    is not a whole number (the match checks the range)."""
    if text is None:
        return None
    digits = text.strip()
    # a seat has a few digits at most; a longer number is no seat either (and int() refuses
    # one of thousands of digits)
    if not digits.isascii() or not digits.isdigit() or len(digits) > 9:
        raise RuleError("record/bad-seat", f"--seat verwacht een stoelnummer (0, 1, ...), niet '{quoted(text)}'.",
                        f"--seat expects a seat number (0, 1, ...), not '{quoted(text)}'.")
    return int(digits)


if __name__ == "__main__":
    sys.exit(main())
