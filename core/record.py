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
seat order, ``Option`` once per option (``key=value``), ``Bot`` once per seat a computer
plays (``seat=<n> level=<easy|normal|strong>``, seats counted from 0; a record without it
has people at every seat). Every other line is a step: a chance
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

#: The most a record may hold (rule ``record/too-long``): steps (moves and chance lines) and
#: UTF-8 bytes. Chosen so that the longest allowed record opens in the page within a few
#: seconds (bench/move_log.py: 10,000 steps ready in 2.5 s on the 2-core development machine)
#: while no real game comes near: the longest random playouts of today's games stay under 1,000
#: steps. A live game stops taking moves at the cap, so what is saved always opens again.
MAX_STEPS = 10_000
MAX_BYTES = 1 << 20

#: Characters a player name never keeps (replaced by a space): controls, line and paragraph
#: separators, bidirectional controls, the byte-order mark, surrogates and the non-characters
#: U+FFFE/U+FFFF. A fixed list rather than ``str.isprintable`` or ``unicodedata``, whose answers
#: change with the Unicode version of the Python that reads the record (CPython 3.11 has Unicode
#: 14, Pyodide's 3.14 Unicode 16): the same record must give the same names everywhere.
_NAME_DROP = (
    (0x0000, 0x001F), (0x007F, 0x009F), (0x2028, 0x2029), (0x200E, 0x200F), (0x202A, 0x202E),
    (0x2066, 0x2069), (0xFEFF, 0xFEFF), (0xD800, 0xDFFF), (0xFFFE, 0xFFFF),
)
#: Spaces a name folds into one ordinary space (a fixed list for the same reason).
_NAME_SPACES = frozenset(
    [0x20, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000] + list(range(0x2000, 0x200B)))

#: The bot levels a ``Bot`` header may name (the keys of ``core.bots.LEVELS``; a test keeps
#: the two equal without making records import the engine).
BOT_LEVELS = ("easy", "normal", "strong")
_BOT = re.compile(r"^seat=([0-9]{1,3}) level=([a-z]{1,12})$")

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
    #: Seats a bot plays -> its level (``Bot`` headers); seats not named are people.
    bots: dict[int, str] = field(default_factory=dict)
    #: Where headers stood in the parsed text: ``"Game"`` / ``"Option:<key>"`` -> (line, text),
    #: so that a bad game id or option is reported on its own line.
    lines: dict[str, tuple[int, str]] = field(default_factory=dict, compare=False)


def _err(line: int, text: str, rule: str, nl: str, en: str) -> ReplayError:
    return ReplayError(RuleError(rule, nl, en), line, text)


def _name_char(ch: str) -> str:
    code = ord(ch)
    if code in _NAME_SPACES or any(lo <= code <= hi for lo, hi in _NAME_DROP):
        return " "
    return ch


def clean_name(name: str) -> str:
    """A player name as stored: the characters of ``_NAME_DROP`` and every kind of space
    become one space, runs of spaces fold, the ends are trimmed, at most 40 characters (code
    points). The result does not depend on the Python's Unicode tables."""
    folded = "".join(_name_char(ch) for ch in str(name))
    return " ".join(part for part in folded.split(" ") if part)[:MAX_NAME]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def parse_seed(text: str) -> int:
    """A seed is a decimal integer in 0 .. 2**64-1; RuleError ``record/bad-seed`` otherwise."""
    text = text.strip()
    # length first: int() of thousands of digits is slow and refused by Python itself
    if (len(text) > len(str(MAX_SEED)) or not text.isascii() or not text.isdigit()
            or int(text) > MAX_SEED):
        shown = text if len(text) <= 24 else text[:20] + "…"   # the message stays short
        raise RuleError(
            "record/bad-seed",
            f"De seed '{shown}' is geen geheel getal van 0 tot 2^64-1.",
            f"The seed '{shown}' is not a whole number from 0 to 2^64-1.",
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
    if text.startswith("\ufeff"):   # a byte-order mark some editors write: not part of the text
        text = text[1:]
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise _err(0, "", "record/too-long",
                   f"Deze partij is groter dan {MAX_BYTES // 1024} kB; zo lang kan een partij niet zijn.",
                   f"This record is larger than {MAX_BYTES // 1024} kB; no game can be that long.")
    game = version = None
    seed = None
    players: list[str] = []
    options: dict[str, str] = {}
    extra: list[tuple[str, str]] = []
    bots: dict[int, str] = {}
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
            elif key == "Bot":
                seat, level = parse_bot(value, bots, number, line)
                bots[seat] = level
                lines[f"Bot:{seat}"] = (number, line)
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
        if len(steps) > MAX_STEPS:
            raise _err(number, line, "record/too-long", *too_long_texts())
    for key, missing in (("Game", game is None), ("Seed", seed is None)):
        if missing:
            raise _err(0, "", "record/missing-header",
                       f"De kopregel [{key} \"...\"] ontbreekt.",
                       f"The header [{key} \"...\"] is missing.")
    assert game is not None and seed is not None  # both checked just above
    if version is None:
        version = FORMAT_VERSION
    return Record(game, players, seed, options, steps, version, extra, bots, lines)


def bad_bot_level(level: str) -> RuleError:
    """The refusal (``record/bad-bot``) of a bot level that is not one of :data:`BOT_LEVELS`."""
    return RuleError("record/bad-bot",
                     f"Botniveau '{level}' bestaat niet; kies uit {', '.join(BOT_LEVELS)}.",
                     f"There is no bot level '{level}'; choose from {', '.join(BOT_LEVELS)}.")


def parse_bot(value: str, seen: dict[int, str], number: int = 0, line: str = "") -> tuple[int, str]:
    """A ``Bot`` header's value ``seat=<n> level=<level>`` as (seat, level).

    Raises:
        ReplayError: ``record/bad-bot`` when the value is not of that form, names an unknown
        level, or a seat already in ``seen``. (Whether the seat exists is the match's check:
        the header does not know the number of players.)
    """
    m = _BOT.match(value.strip())
    if not m:
        raise _err(number, line, "record/bad-bot",
                   "Een bot-kopregel heeft de vorm [Bot \"seat=1 level=normal\"].",
                   "A bot header has the form [Bot \"seat=1 level=normal\"].")
    seat, level = int(m.group(1)), m.group(2)
    if level not in BOT_LEVELS:
        raise ReplayError(bad_bot_level(level), number, line)
    if seat in seen:
        raise _err(number, line, "record/bad-bot",
                   f"Stoel {seat} heeft al een bot-kopregel; elke stoel hoogstens één.",
                   f"Seat {seat} already has a bot header; each seat has at most one.")
    return seat, level


def too_long_texts() -> tuple[str, str]:
    """The Dutch and English refusal of a step beyond :data:`MAX_STEPS`."""
    return (f"Een partij heeft hoogstens {MAX_STEPS} stappen; hier houdt deze op.",
            f"A record holds at most {MAX_STEPS} steps; this game stops here.")


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
    out += [f'[Bot "seat={seat} level={record.bots[seat]}"]' for seat in sorted(record.bots)]
    out += [f'[{k} "{_escape(v)}"]' for k, v in record.extra]
    out += [str(s) for s in record.steps]
    return "\n".join(out) + "\n"
