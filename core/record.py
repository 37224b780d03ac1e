"""Game records: plain UTF-8 text like PGN (see ../shared/guides/architecture.md).

::

    [Game "stad-en-land"]
    [Version "1"]
    [Player "Ann"]
    [Player "Bob"]
    [Seed "8731"]
    [Option "adjacency=king"]
    * cities b2 c5 d3 d4 e6 f1 a4 c3
    c3-b4
    pass

Header values escape ``\\`` and ``"`` with a backslash. ``Player`` repeats once per seat in
seat order, ``Option`` once per option (``key=value``). Every other line is a step: a chance
line starting with ``* `` or a move in the game's notation. Blank lines and lines starting
with ``#`` are ignored on input. Unknown header keys are kept and written back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import ReplayError, RuleError

FORMAT_VERSION = "1"
MAX_SEED = (1 << 64) - 1
MAX_NAME = 40

_HEADER = re.compile(r'^\[([A-Za-z][A-Za-z0-9_-]*) "((?:[^"\\]|\\.)*)"\]$')


@dataclass
class Step:
    """One step of a record: ``text`` without the ``* `` prefix for chance lines."""

    text: str
    chance: bool = False
    line: int = 0

    def __str__(self) -> str:
        return ("* " + self.text) if self.chance else self.text


@dataclass
class Record:
    game: str
    players: list[str]
    seed: int
    options: dict[str, str] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    version: str = FORMAT_VERSION
    extra: list[tuple[str, str]] = field(default_factory=list)
    #: Where headers stood in the parsed text: ``"Game"`` / ``"Option:<key>"`` -> (line, text),
    #: so that a bad game id or option is reported on its own line.
    lines: dict[str, tuple[int, str]] = field(default_factory=dict, compare=False)


def _err(line: int, text: str, rule: str, nl: str, en: str) -> ReplayError:
    return ReplayError(RuleError(rule, nl, en), line, text)


def clean_name(name: str) -> str:
    """A player name as stored: control characters dropped, spaces folded, at most 40 chars."""
    name = "".join(ch if ch.isprintable() else " " for ch in str(name))
    return " ".join(name.split())[:MAX_NAME]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def parse_seed(text: str) -> int:
    """A seed is a decimal integer in 0 .. 2**64-1; RuleError ``record/bad-seed`` otherwise."""
    text = text.strip()
    if not text.isdigit() or not text.isascii() or int(text) > MAX_SEED:
        raise RuleError(
            "record/bad-seed",
            f"De seed '{text}' is geen geheel getal van 0 tot 2^64-1.",
            f"The seed '{text}' is not a whole number from 0 to 2^64-1.",
        )
    return int(text)


def parse(text: str) -> Record:
    """Read a record's headers and steps (no rules are checked here).

    Raises:
        ReplayError: with the 1-based line number of the first malformed line, rule ids
        ``record/bad-header``, ``record/missing-header``, ``record/bad-version``,
        ``record/bad-seed``, ``record/bad-option``, ``record/header-after-steps``.
    """
    if not isinstance(text, str):
        raise _err(0, "", "record/bad-header", "Een partij is tekst.", "A record is text.")
    game = version = None
    seed = None
    players: list[str] = []
    options: dict[str, str] = {}
    extra: list[tuple[str, str]] = []
    steps: list[Step] = []
    lines: dict[str, tuple[int, str]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            if steps:
                raise _err(number, line, "record/header-after-steps",
                           "Kopregels horen vóór de zetten te staan.",
                           "Header lines must come before the moves.")
            m = _HEADER.match(line)
            if not m:
                raise _err(number, line, "record/bad-header",
                           'Deze kopregel heeft niet de vorm [Sleutel "waarde"].',
                           'This header line is not of the form [Key "value"].')
            key, value = m.group(1), _unescape(m.group(2))
            if key == "Game":
                game = value
                lines["Game"] = (number, line)
            elif key == "Version":
                version = value
                if version != FORMAT_VERSION:
                    raise _bad_version(version, number, line)
            elif key == "Player":
                players.append(clean_name(value))
            elif key == "Seed":
                try:
                    seed = parse_seed(value)
                except RuleError as e:
                    raise ReplayError(e, number, line) from None
            elif key == "Option":
                k, sep, v = value.partition("=")
                if not sep or not k.strip() or k.strip() in options:
                    raise _err(number, line, "record/bad-option",
                               "Een optie heeft de vorm sleutel=waarde, elke sleutel één keer.",
                               "An option has the form key=value, each key once.")
                options[k.strip()] = v.strip()
                lines["Option:" + k.strip()] = (number, line)
            else:
                extra.append((key, value))
            continue
        if line.startswith("*"):
            body = line[1:].strip()
            if not body:
                raise _err(number, line, "record/bad-chance", "Lege kansregel.", "Empty chance line.")
            steps.append(Step(" ".join(body.split()), True, number))
        else:
            steps.append(Step(line, False, number))
    for key, missing in (("Game", game is None), ("Seed", seed is None)):
        if missing:
            raise _err(0, "", "record/missing-header",
                       f"De kopregel [{key} \"...\"] ontbreekt.",
                       f"The header [{key} \"...\"] is missing.")
    assert game is not None and seed is not None  # both checked just above
    if version is None:
        version = FORMAT_VERSION
    return Record(game, players, seed, options, steps, version, extra, lines)


def _bad_version(version: str, number: int, line: str) -> ReplayError:
    return _err(number, line, "record/bad-version",
                f"Versie {version} van het partijformaat ken ik niet (wel: {FORMAT_VERSION}).",
                f"Record format version {version} is not known (supported: {FORMAT_VERSION}).")


def format(record: Record) -> str:
    """The record as text, headers in fixed order, one step per line, ending in a newline."""
    out = [f'[Game "{_escape(record.game)}"]', f'[Version "{_escape(record.version)}"]']
    out += [f'[Player "{_escape(p)}"]' for p in record.players]
    out.append(f'[Seed "{record.seed}"]')
    out += [f'[Option "{_escape(k)}={_escape(v)}"]' for k, v in record.options.items()]
    out += [f'[{k} "{_escape(v)}"]' for k, v in record.extra]
    out += [str(s) for s in record.steps]
    return "\n".join(out) + "\n"
