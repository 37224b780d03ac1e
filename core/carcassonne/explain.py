"""Why a move is refused: a specific Dutch and English message with the rule id.

Called only for moves ``rules.legal_moves`` does not list, so every branch describes a real
refusal; the last one is a general one.
"""

from __future__ import annotations

from ..errors import RuleError
from .board import oriented
from .data import ALL_TILES, SEAT_NAMES
from .features import layout
from .ruleids import err
from .rules import free_spots
from .state import State

_TYPE = {"C": ("stad", "city"), "R": ("weg", "road"), "F": ("weide", "field")}
_SIDE = {"n": ("noord", "north"), "e": ("oost", "east"), "s": ("zuid", "south"),
         "w": ("west", "west"), "d": ("lange", "long")}


def refusal(state: State, move: tuple) -> RuleError:
    ph = state.phase()
    if move[0] == "pick":
        if ph != "draft":
            return err("half-draft", "Er wordt nu niet gekozen: de halve tegels zijn al verdeeld.",
                       "Nobody is choosing now: the half tiles have been handed out.")
        return err("half-draft", f"{move[1]} ligt niet (meer) open om te kiezen.",
                   f"{move[1]} is not (or no longer) open to choose.")
    if ph == "draft":
        return err("half-draft", "Eerst kiest iedereen zijn halve tegels ('pick ...').",
                   "First everyone chooses half tiles ('pick ...').")
    if move[0] == "draw":
        if ph == "place":
            return err("turn", f"Je hebt al getrokken: leg eerst tegel {state.drawn}.",
                       f"You have drawn already: place tile {state.drawn} first.")
        return err("turn", "Je hebt geen halve tegel meer: de tegel wordt vanzelf getrokken.",
                   "You hold no half tile: the tile is drawn for you.")
    return _placement(state, move)


def _placement(state: State, move: tuple) -> RuleError:
    _, name, x, y, rot, spot = move
    d = ALL_TILES[name]
    if state.phase() == "choose" and not d.half:
        return err("half-turn", f"Kies eerst: trek een tegel ('draw') of leg een halve tegel. "
                                f"Tegel {name} is niet getrokken.",
                   f"Choose first: draw a tile ('draw') or place a half tile. Tile {name} "
                   f"has not been drawn.")
    if state.phase() == "place" and name != state.drawn:
        if d.half:
            return err("half-turn", "Een halve tegel leg je in plaats van te trekken; je hebt al "
                                    f"getrokken en legt nu {state.drawn}.",
                       "A half tile is placed instead of drawing; you have drawn and now place "
                       f"{state.drawn}.")
        return err("place", f"Je hebt tegel {state.drawn} getrokken, niet {name}.",
                   f"You drew tile {state.drawn}, not {name}.")
    if d.half and name not in state.hands[state.seat]:
        return err("half-turn", f"Halve tegel {name} ligt niet in je hand.",
                   f"Half tile {name} is not in your hand.")
    lay = layout(state)
    o = oriented(name, rot)
    sq = (x, y)
    if not lay.free_for(sq, o):
        c = lay.cells.get(sq, {})
        if not d.half and "full" not in c:
            return err("half-place", f"Vak {x},{y} heeft al een halve tegel; een volle tegel "
                                     f"past daar nooit.",
                       f"Square {x},{y} holds a half tile; a full tile never goes there.")
        return err("half-place" if d.half else "place", f"Op {x},{y} is die plek al bezet.",
                   f"That place on {x},{y} is taken.")
    found, bad = lay.touching(sq, o)
    if not found:
        return err("place", f"Op {x},{y} raakt de tegel geen andere tegel met een hele zijde.",
                   f"On {x},{y} the tile touches no other tile along a side.")
    if bad:
        side = bad[0]
        other = next(lay.orients[j].sides[js] for s, j, js in found if s == side)
        mine = o.sides[side]
        rule = "half-place" if side == "d" else "place"
        return err(rule, f"De {_SIDE[side][0]} zijde ({_TYPE[mine][0]}) raakt een "
                         f"{_TYPE[other][0]}; aanliggende zijden moeten gelijk zijn.",
                   f"The {_SIDE[side][1]} side ({_TYPE[mine][1]}) meets a {_TYPE[other][1]}; "
                   f"touching sides must match.")
    if spot is not None:
        return _follower(state, o, found, spot)
    return err("place", "Deze zet kan nu niet.", "This move is not possible now.")


def _follower(state: State, o, found: list, spot: str) -> RuleError:
    if spot not in o.spots:
        return err("follower", f"Deze tegel heeft in deze stand geen plek '{spot}'; plekken: "
                               f"{', '.join(o.spots)}.",
                   f"In this rotation the tile has no spot '{spot}'; spots: "
                   f"{', '.join(o.spots)}.")
    seat = state.seat
    if state.supply(seat) == 0:
        return err("supply", f"{SEAT_NAMES['nl'][seat]} heeft geen volgeling meer in voorraad.",
                   f"{SEAT_NAMES['en'][seat]} has no follower left in supply.")
    contacts = {side: (j, js) for side, j, js in found}
    if o.spots.index(spot) not in free_spots(state, o, contacts):
        rule = "half-follower" if o.half else "follower"
        return err(rule, "Dat gebied is via zijn verbindingen al bezet door een volgeling.",
                   "That feature already holds a follower through its connections.")
    return err("follower", "Deze volgeling kan hier niet staan.", "This follower cannot stand here.")
