"""New England move notation (rule ``notation``): the verbs, their written forms, and
reading plot names. The table of moves is in the package docstring (``__init__.py``).

Input is case-insensitive; records hold the :func:`normalize` spelling (lower case, single
spaces).
"""

from __future__ import annotations

from .board import INDEX, VALID

#: The verbs of the notation, in the order the rules reference lists them.
VERBS = ("start", "offer", "bid", "extra", "buy", "place", "develop", "pilgrim", "barn", "ship",
         "store", "take", "move", "done")
#: The verbs that place or carry out the item just bought or taken from a barn.
CARRY_OUT_VERBS = ("place", "develop", "pilgrim", "barn", "ship", "store")
#: The verbs of a phase-3 turn while nothing waits to be carried out.
TURN_VERBS = ("extra", "buy", "take", "move", "done")

#: An example of each verb, for refusals of badly written moves.
FORMS = {
    "start": "start p c3-d3", "offer": "offer 4", "bid": "bid 7", "extra": "extra tile / extra card",
    "buy": "buy 5", "place": "place c3", "develop": "develop c3-d3-c4", "pilgrim": "pilgrim c3",
    "barn": "barn c3", "ship": "ship k4", "store": "store c3", "take": "take c3",
    "move": "move c3-e5", "done": "done",
}


def normalize(move: str) -> str:
    """The canonical spelling of a move: lower case, single spaces."""
    return " ".join(str(move).split()).lower()


def plot(word: str) -> int | None:
    """The index of a plot name on the board (``"c3"``), else None."""
    i = INDEX.get(word)
    return i if i is not None and VALID[i] else None


def plots(word: str) -> list[int] | None:
    """The plots of ``"c3-d3-c4"``, or None when one of them is not on the board."""
    out = [plot(w) for w in word.split("-")]
    found = [p for p in out if p is not None]
    return found if len(found) == len(out) else None


def number(word: str) -> int | None:
    """A small non-negative number (``"7"``), else None."""
    # ASCII only: '²' or '⑤' pass isdigit() but are no number int() reads
    return int(word) if word.isascii() and word.isdigit() and len(word) < 4 else None
