"""Eden move notation (rule eden/notation): a verb, then its arguments, separated by spaces.

Input is case-insensitive and may put the squares of ``grow`` in any order; the record holds
the canonical form (verbs lower case, squares and cards upper case, squares sorted by name).

========================  ===============================================================
``water B4``              play irrigation card B4: lay a value-1 card on B4
``grow L3 B3 B4 C3``      play cultivation card L3 on exactly these squares (a rotation)
``sell L3``               sell a cultivation card from hand to the bank pool
``buy L3``                buy a cultivation card from the bank pool
``pass``                  play nothing; the turn ends
``end``                   end the turn after playing
``with C4``               conquest: C4 (own card next to the new one) attacks as well
``target D4``             conquest: attack D4 (an opponent's card next to an attacker)
``skip``                  conquest: do not attack (or call it off before bidding)
``bid 15``                conquest: bid a rate of 15 mana per point
``accept``                conquest: accept the other side's bid; the auction ends
========================  ===============================================================

The moves as data (:func:`data`, ``core.protocol.MoveData``), squares and cards upper case:

==============================  ==========================================================
verb                            fields
==============================  ==========================================================
``water`` ``with`` ``target``   squares: the one square (for ``water`` also the card's
                                name)
``grow``                        tiles: the cultivation card; squares: its squares, sorted
``sell`` ``buy``                tiles: the cultivation card
``bid``                         count: the rate per point
``pass`` ``end`` ``skip``       none
``accept``
==============================  ==========================================================
"""

from __future__ import annotations

from ..errors import quoted
from ..moves import MoveData
from .board import NAMES, name_key, square
from .data import SHAPES
from .ruleids import err

_PLAIN = ("pass", "end", "skip", "accept")
_ONE_SQUARE = ("water", "with", "target")
_ONE_SHAPE = ("sell", "buy")


def _bad(text: str) -> Exception:
    return err("notation",
               f"'{quoted(text)}' is geen zet. Voorbeelden: 'water B4', 'grow L3 B3 B4 C3', 'sell L3', "
               f"'buy L3', 'pass', 'end', 'with C4', 'target D4', 'skip', 'bid 15', 'accept'.",
               f"'{quoted(text)}' is not a move. Examples: 'water B4', 'grow L3 B3 B4 C3', 'sell L3', "
               f"'buy L3', 'pass', 'end', 'with C4', 'target D4', 'skip', 'bid 15', 'accept'.")


def parse(text: str) -> tuple:
    """The move as a tuple: ``("water", sq)``, ``("grow", shape, squares)``, ``("sell",
    shape)``, ``("buy", shape)``, ``("with", sq)``, ``("target", sq)``, ``("bid", rate)``, or
    ``(verb,)`` for pass/end/skip/accept.

    Raises:
        RuleError: ``eden/notation`` when the text is not of one of these forms.
    """
    words = text.split()
    if not words:
        raise _bad(text.strip())
    verb, args = words[0].lower(), words[1:]
    if verb in _PLAIN and not args:
        return (verb,)
    if verb in _ONE_SQUARE and len(args) == 1:
        sq = square(args[0])
        if sq is not None:
            return (verb, sq)
    if verb in _ONE_SHAPE and len(args) == 1:
        if args[0].upper() in SHAPES:
            return (verb, args[0].upper())
        if square(args[0]) is not None:
            raise err(verb, f"{args[0].upper()} is een bewateringskaart; alleen cultiveringskaarten "
                      f"worden gekocht en verkocht.",
                      f"{args[0].upper()} is an irrigation card; only cultivation cards are bought "
                      f"and sold.")
    if verb == "bid" and len(args) == 1 and args[0].isascii() and args[0].isdigit() and len(args[0]) <= 9:
        return (verb, int(args[0]))
    if verb == "grow" and len(args) >= 2 and args[0].upper() in SHAPES:
        cells = [square(a) for a in args[1:]]
        if None not in cells and len(set(cells)) == len(cells):
            return (verb, args[0].upper(), tuple(sorted(cells, key=name_key)))
    raise _bad(" ".join(words))


def format(move: tuple) -> str:
    """The canonical text of a parsed move."""
    verb = move[0]
    if verb in _PLAIN:
        return verb
    if verb in _ONE_SQUARE:
        return f"{verb} {NAMES[move[1]]}"
    if verb == "grow":
        return f"grow {move[1]} " + " ".join(NAMES[i] for i in move[2])
    return f"{verb} {move[1]}"


def data(text: str) -> MoveData:
    """A listed move (in its canonical spelling) as data; see the table above."""
    move = parse(text)
    verb = move[0]
    if verb in _ONE_SQUARE:
        return MoveData(text, verb, squares=(NAMES[move[1]],))
    if verb == "grow":
        return MoveData(text, verb, tiles=(move[1],), squares=tuple(NAMES[i] for i in move[2]))
    if verb in _ONE_SHAPE:
        return MoveData(text, verb, tiles=(move[1],))
    if verb == "bid":
        return MoveData(text, verb, count=move[1])
    return MoveData(text, verb)


def read(text: str) -> MoveData:
    """An accepted move (as the record holds it) as data, as :func:`data` lists it."""
    return data(canonical(text))


def write(intent: MoveData) -> str:
    """The move with ``intent``'s fields in notation (``core.moves.IntentModule``): the verb,
    then its cards, its squares and its count, as :func:`format` orders them for every
    move of the table above; fields no move of that verb has are written as they are, for
    :func:`parse` to refuse."""
    count = () if intent.count is None else (str(intent.count),)
    return " ".join((intent.verb, *intent.tiles, *intent.squares, *count))


def canonical(text: str) -> str:
    return format(parse(text))
