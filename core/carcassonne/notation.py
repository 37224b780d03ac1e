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

from ..errors import RuleError, quoted
from ..protocol import MoveData
from .board import CORNERS, ROTATIONS, canonical_rotation, oriented
from .data import ALL_TILES
from .ruleids import err

#: Squares farther out than this cannot be reached in a game of 72 tiles.
MAX_COORD = 100

Move = tuple

#: The forms of a move, as every notation refusal lists them.
FORMS = "'V 1,-2 r90', 'V 1,-2 r90 road:e', 'H1-03 2,1 se', 'draw', 'pick H1-03'"


def _bad(text: str, nl: str = "", en: str = "", forms: bool = True) -> Exception:
    """``carcassonne/notation``: ``text`` quoted whole, what is wrong with it (``nl``/``en``,
    ending in a full stop; empty: it has no form of a move) and, unless that already says
    what to write (``forms`` False), the forms of a move."""
    if not nl:
        nl, en = "dat is geen zet.", "that is not a move."
    then = (f"Schrijf een zet als {FORMS}.", f"Write a move such as {FORMS}.") if forms else ("", "")
    return RuleError(err("notation", nl, en).rule, nl, en, quoted(text), then)


def _square(word: str, text: str) -> tuple[int, int]:
    xs, sep, ys = word.partition(",")
    if sep and _whole(xs) and _whole(ys) and abs(int(xs)) <= MAX_COORD \
            and abs(int(ys)) <= MAX_COORD:
        return int(xs), int(ys)
    raise _bad(text, f"{quoted(word)} is geen vak: een vak is x,y in hele getallen van "
                     f"-{MAX_COORD} tot {MAX_COORD}, zoals 1,-2.",
               f"{quoted(word)} is not a square: a square is x,y in whole numbers from "
               f"-{MAX_COORD} to {MAX_COORD}, such as 1,-2.", forms=False)


def _whole(word: str) -> bool:
    digits = word[1:] if word.startswith("-") else word
    return digits.isascii() and digits.isdigit() and len(digits) <= 3


def parse(text: str) -> Move:
    """``("draw",)``, ``("pick", half)``, or ``("place", name, x, y, rot, spot)`` with the
    canonical rotation and spot (``spot`` None for no follower, else a spot name of the
    turned tile, or the text as given when the tile has no such spot: rules.py refuses it).

    Raises:
        RuleError: ``carcassonne/notation`` when the text has none of these forms; the
        message quotes the text and names the word that is wrong.
    """
    words = text.split()
    low = [w.lower() for w in words]
    if low == ["draw"]:
        return ("draw",)
    if len(low) == 2 and low[0] == "pick":
        if low[1].upper() in ALL_TILES:
            return ("pick", low[1].upper())
        raise _bad(text, f"{quoted(words[1])} is geen halve tegel; die heten H1-01 tot H2-12.",
                   f"{quoted(words[1])} is not a half tile; those are named H1-01 to H2-12.")
    if len(words) not in (3, 4):
        raise _bad(text)
    name = words[0].upper()
    if name not in ALL_TILES:
        raise _bad(text, f"{quoted(words[0])} is geen tegel: een zet begint met een tegelsoort "
                         f"A..X of een halve tegel H1-01..H2-12.",
                   f"{quoted(words[0])} is not a tile: a move starts with a tile type A..X or "
                   f"a half tile H1-01..H2-12.")
    x, y = _square(low[1], text)
    half = ALL_TILES[name].half
    turns = CORNERS if half else ROTATIONS
    if low[2] not in turns:
        if half:
            raise _bad(text, f"een halve tegel ligt in een hoek van het vak: schrijf nw, ne, se "
                             f"of sw, niet {quoted(words[2])}.",
                       f"a half tile lies in a corner of the square: write nw, ne, se or sw, "
                       f"not {quoted(words[2])}.", forms=False)
        raise _bad(text, f"een tegel draait r0, r90, r180 of r270 (met de klok mee), niet "
                         f"{quoted(words[2])}.",
                   f"a tile turns r0, r90, r180 or r270 (clockwise), not {quoted(words[2])}.",
                   forms=False)
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
    o = oriented(name, rot)
    if kind not in ("road", "city", "field") or not port:
        nl, en = described(name, rot)
        spots = ", ".join(o.spots)
        raise _bad(text, f"{quoted(word)} is geen plek voor een volgeling. {nl} heeft deze "
                         f"plekken: {spots}; schrijf er een of geen.",
                   f"{quoted(word)} is not a follower spot. {en} has these spots: {spots}; "
                   f"write one of them or none.", forms=False)
    k = o.port.get(port)
    if k is not None and o.segments[k].kind == kind:
        return o.spots[k]
    return word


def described(name: str, rot: int) -> tuple[str, str]:
    """``name`` turned ``rot`` in words, Dutch and English (for messages): ``Tegel E in stand
    r180`` / ``Tile E turned r180``, ``Halve tegel H1-03 in hoek nw`` / ``Half tile H1-03 in
    corner nw``."""
    turn = turn_word(name, rot)
    if ALL_TILES[name].half:
        return f"Halve tegel {name} in hoek {turn}", f"Half tile {name} in corner {turn}"
    return f"Tegel {name} in stand {turn}", f"Tile {name} turned {turn}"


def span(halves: tuple[str, ...] | list[str]) -> str:
    """Half tile names (sorted) written short for a message: runs of three or more as
    ``H1-01..H1-11``: ``H1-01..H1-11, H2-01..H2-07, H2-11, H2-12``."""
    runs: list[list[str]] = []
    for h in halves:
        last = runs[-1][-1] if runs else ""
        if last[:3] == h[:3] and int(last[3:]) + 1 == int(h[3:]):
            runs[-1].append(h)
        else:
            runs.append([h])
    return ", ".join(f"{r[0]}..{r[-1]}" if len(r) > 2 else ", ".join(r) for r in runs)


def turn_word(name: str, rot: int) -> str:
    """The rotation word of ``name`` turned ``rot`` (``r90``; a half tile's corner ``se``)."""
    return CORNERS[rot] if ALL_TILES[name].half else ROTATIONS[rot]


def write(move: Move) -> str:
    if move[0] == "draw":
        return "draw"
    if move[0] == "pick":
        return f"pick {move[1]}"
    _, name, x, y, rot, spot = move
    return f"{name} {x},{y} {turn_word(name, rot)}" + (f" {spot}" if spot else "")


def data(move: Move, text: str) -> MoveData:
    """The parsed ``move`` as data (see the table above); ``text`` is its :func:`write`."""
    if move[0] == "draw":
        return MoveData(text, "draw")
    if move[0] == "pick":
        return MoveData(text, "pick", tiles=(move[1],))
    _, name, x, y, rot, spot = move
    turn = ("turn", turn_word(name, rot))
    return MoveData(text, "place", squares=(f"{x},{y}",), tiles=(name,),
                    options=(turn, ("spot", spot)) if spot else (turn,))


def read(text: str) -> MoveData:
    """An accepted move (as the record holds it) as data, as :func:`data` lists it."""
    move = parse(text)
    return data(move, write(move))


def canonical(text: str) -> str:
    return write(parse(text))
