"""Carcassonne move notation (rule ``notation``). Words separated by spaces; input is
case-insensitive, the record holds the canonical spelling.

==============================  ===========================================================
``V 1,-2 r90``                  place the drawn tile V on square x=1 (east), y=-2 (north),
                                turned 90 degrees clockwise; no follower
``V 1,-2 r90 road:e``           ... and a follower on the road that touches the east side
``E 0,1 r180 city:s``           a follower on the city touching the south side
``B 2,0 r0 field:nnw``          a farmer in the field touching the north side's west half
``A 0,-1 r0 monastery``         a monk on the monastery
``H1-03 2,1 se road:d``         place half tile H1-03 in the south-east triangle of 2,1 (its
                                right angle in that corner), a follower on the road that
                                crosses its long side (``d``)
``draw``                        draw a normal tile instead of playing a half tile
``pick H1-03``                  take H1-03 in the open draft
==============================  ===========================================================

Canonical spelling: tile names upper case; the smallest rotation of a symmetric tile that
gives the same look; a follower spot named by the first side (n, e, s, w, d) of its road or
city, the first half-side (``nnw nne ene ese sse ssw wsw wnw dnw dne dse dsw``) of its field.

The moves as data (:func:`data`, ``core.protocol.MoveData``):

=========  ====================================================================================
verb       fields
=========  ====================================================================================
``place``  tiles: the tile (``"V"``, ``"H1-03"``); squares: its square (``"1,-2"``); option
           ``turn``: the canonical rotation (``r0`` ``r90`` ``r180`` ``r270``) or, for a half
           tile, the corner of its right angle (``nw`` ``ne`` ``se`` ``sw``); option ``spot``:
           the follower's canonical spot (``road:e``, ``field:nnw``, ``monastery``), absent
           without a follower
``draw``   none
``pick``   tiles: the half tile taken
=========  ====================================================================================
"""

from __future__ import annotations

from ..errors import quoted
from ..protocol import MoveData
from .board import CORNERS, ROTATIONS, canonical_rotation, oriented
from .data import ALL_TILES
from .ruleids import err

#: Squares farther out than this cannot be reached in a game of 72 tiles.
MAX_COORD = 100

Move = tuple


def _bad(text: str) -> Exception:
    return err("notation",
               f"'{quoted(text)}' is geen zet. Voorbeelden: 'V 1,-2 r90', 'V 1,-2 r90 road:e', "
               f"'B 2,0 r0 monastery', 'H1-03 2,1 se', 'draw', 'pick H1-03'.",
               f"'{quoted(text)}' is not a move. Examples: 'V 1,-2 r90', 'V 1,-2 r90 road:e', "
               f"'B 2,0 r0 monastery', 'H1-03 2,1 se', 'draw', 'pick H1-03'.")


def _square(word: str, text: str) -> tuple[int, int]:
    xs, sep, ys = word.partition(",")
    try:
        x, y = int(xs), int(ys)
    except ValueError:
        raise _bad(text) from None
    if not sep or abs(x) > MAX_COORD or abs(y) > MAX_COORD or not xs.lstrip("-").isdigit() \
            or not ys.lstrip("-").isdigit():
        raise _bad(text)
    return x, y


def parse(text: str) -> Move:
    """``("draw",)``, ``("pick", half)``, or ``("place", name, x, y, rot, spot)`` with the
    canonical rotation and spot (``spot`` None for no follower, else a spot name of the
    turned tile, or the text as given when the tile has no such spot: rules.py refuses it).

    Raises:
        RuleError: ``carcassonne/notation`` when the text has none of these forms.
    """
    words = text.split()
    low = [w.lower() for w in words]
    if low == ["draw"]:
        return ("draw",)
    if len(low) == 2 and low[0] == "pick" and low[1].upper() in ALL_TILES:
        return ("pick", low[1].upper())
    if len(words) not in (3, 4) or words[0].upper() not in ALL_TILES:
        raise _bad(text)
    name = words[0].upper()
    x, y = _square(low[1], text)
    half = ALL_TILES[name].half
    turns = CORNERS if half else ROTATIONS
    if low[2] not in turns:
        raise _bad(text)
    rot = turns.index(low[2])
    if not half:
        rot = canonical_rotation(name, rot)
    spot = None
    if len(low) == 4:
        spot = _spot(name, rot, low[3], text)
    return ("place", name, x, y, rot, spot)


def _spot(name: str, rot: int, word: str, text: str) -> str:
    """The canonical name of the spot ``word`` (any side or slot of the segment may be
    given); a well-formed spot the tile does not have is returned as it is."""
    kind, _, port = word.partition(":")
    if word == "monastery":
        return word
    if kind not in ("road", "city", "field") or not port:
        raise _bad(text)
    o = oriented(name, rot)
    k = o.port.get(port)
    if k is not None and o.segments[k].kind == kind:
        return o.spots[k]
    return word


def write(move: Move) -> str:
    if move[0] == "draw":
        return "draw"
    if move[0] == "pick":
        return f"pick {move[1]}"
    _, name, x, y, rot, spot = move
    turn = CORNERS[rot] if ALL_TILES[name].half else ROTATIONS[rot]
    return f"{name} {x},{y} {turn}" + (f" {spot}" if spot else "")


def data(move: Move, text: str) -> MoveData:
    """The parsed ``move`` as data (see the table above); ``text`` is its :func:`write`."""
    if move[0] == "draw":
        return MoveData(text, "draw")
    if move[0] == "pick":
        return MoveData(text, "pick", tiles=(move[1],))
    _, name, x, y, rot, spot = move
    turn = ("turn", CORNERS[rot] if ALL_TILES[name].half else ROTATIONS[rot])
    return MoveData(text, "place", squares=(f"{x},{y}",), tiles=(name,),
                    options=(turn, ("spot", spot)) if spot else (turn,))


def canonical(text: str) -> str:
    return write(parse(text))
