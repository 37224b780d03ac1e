"""New England move notation (rule ``notation``): the verbs, their written forms, and
reading plot names. The table of moves is in the package docstring (``__init__.py``).

Input is case-insensitive; records hold the :func:`canonical` spelling (lower case, single
spaces).

The moves as data (:func:`data`, ``core.protocol.MoveData``); plots are squares (``"c3"``):

============================================  ==================================================
verb                                          fields
============================================  ==================================================
``start``                                     squares: the two plots; option ``terrain``
                                              (``s``, ``p``, ``c``)
``offer``                                     count: the land tiles announced
``bid``                                       count: the chip taken
``extra``                                     option ``item``: ``tile`` or ``card``
``buy``                                       count: the offer space
``place`` ``pilgrim`` ``barn`` ``ship``       squares: the one plot
``store`` ``take``
``develop``                                   squares: the plots, in board order
``move``                                      squares: from, to
``done``                                      none
============================================  ==================================================
"""

from __future__ import annotations

from ..protocol import MoveData
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


def canonical(move: str) -> str:
    """The canonical spelling of a move: lower case, single spaces."""
    return " ".join(str(move).split()).lower()


def read(text: str) -> MoveData:
    """An accepted move (as the record holds it) as data, as :func:`data` lists it."""
    return data(canonical(text))


def data(move: str) -> MoveData:
    """A listed move (in its :func:`canonical` spelling) as data; see the table above."""
    words = move.split(" ")
    verb = words[0]
    if verb == "start":
        return MoveData(move, verb, squares=tuple(words[2].split("-")), options=(("terrain", words[1]),))
    if verb in ("offer", "bid", "buy"):
        return MoveData(move, verb, count=int(words[1]))
    if verb == "extra":
        return MoveData(move, verb, options=(("item", words[1]),))
    if verb in ("develop", "move"):
        return MoveData(move, verb, squares=tuple(words[1].split("-")))
    if len(words) == 2:
        return MoveData(move, verb, squares=(words[1],))
    return MoveData(move, verb)


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
