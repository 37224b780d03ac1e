"""Stad en Land move notation (rule ``notation``): ``x-y`` is a segment from anchor ``x`` to
square ``y`` (``c3-b4``), ``pass`` passes; input is case-insensitive, records hold lower case.

The moves as data (:func:`data`, ``core.protocol.MoveData``):

===========  ===========  ======================================================
move         verb         fields
===========  ===========  ======================================================
``c3-b4``    ``segment``  squares ``("c3", "b4")``: the anchor, then the new square
``pass``     ``pass``     none
===========  ===========  ======================================================
"""

from __future__ import annotations

import re

from ..errors import quoted
from ..moves import MoveData
from .board import NAMES, square
from .ruleids import err

_SEGMENT = re.compile(r"^([a-fA-F][1-6])-([a-fA-F][1-6])$")


def format(seg: tuple[int, int] | None) -> str:
    """``"c3-b4"`` for the segment (c3, b4), ``"pass"`` for None (as :func:`parse` reads)."""
    return "pass" if seg is None else f"{NAMES[seg[0]]}-{NAMES[seg[1]]}"


def data(seg: tuple[int, int] | None) -> MoveData:
    """The move ``seg`` (as :func:`parse` returns it) as data, with :func:`format`'s text."""
    if seg is None:
        return MoveData("pass", "pass")
    a, b = NAMES[seg[0]], NAMES[seg[1]]
    return MoveData(f"{a}-{b}", "segment", squares=(a, b))


def read(text: str) -> MoveData:
    """An accepted move (as the record holds it) as data, as :func:`data` lists it."""
    return data(parse(text))


def write(intent: MoveData) -> str:
    """The move with ``intent``'s fields in notation (``core.moves.IntentModule``): a
    ``segment`` as its squares joined by ``-``, any other verb as the word itself; what is
    no move (three squares, an unknown verb) is written as it is, for ``parse`` to refuse."""
    return "-".join(intent.squares) if intent.verb == "segment" else intent.verb


def parse(move: str) -> tuple[int, int] | None:
    """``(X, Y)`` for ``"x-y"``, ``None`` for ``"pass"``; RuleError ``notation`` otherwise."""
    text = move.strip()
    if text.lower() == "pass":
        return None
    m = _SEGMENT.match(text)
    if not m:
        raise err("notation",
                  f"'{quoted(text)}' is geen zet. Schrijf een wegdeel als c3-b4 (van-naar) of 'pass'.",
                  f"'{quoted(text)}' is not a move. Write a segment as c3-b4 (from-to) or 'pass'.")
    x, y = square(m.group(1)), square(m.group(2))
    assert x is not None and y is not None  # the pattern admits board squares only
    return x, y


def canonical(move: str) -> str:
    """The spelling written into the record: lower case, single spaces."""
    return " ".join(move.split()).lower()
