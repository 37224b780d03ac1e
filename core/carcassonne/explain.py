"""Why a move is refused: a specific Dutch and English message with the rule id.

Every message quotes the move as written (``core.errors.quoted``) and says what to write
instead, mostly with a move that is legal now (:func:`next_step`). Called only for moves
``rules.legal_moves`` does not list, so every branch describes a real refusal; the last one
is a general one.
"""

from __future__ import annotations

from ..errors import RuleError, quoted
from .board import CORNERS, oriented
from .data import ALL_TILES, SEAT_NAMES
from .features import free_spots, layout
from .notation import described, span, turn_word
from .ruleids import err
from .state import State

_TYPE = {"C": ("stad", "city"), "R": ("weg", "road"), "F": ("weide", "field")}
_KIND = {"city": ("stad", "city"), "road": ("weg", "road"), "field": ("weide", "field"),
         "monastery": ("klooster", "monastery")}
_SIDE = {"n": ("noord", "north"), "e": ("oost", "east"), "s": ("zuid", "south"),
         "w": ("west", "west"), "d": ("lange", "long")}
#: A corner of a square in plain words (north up, as the board draws it).
_CORNER = {"nw": ("linksboven", "upper-left"), "ne": ("rechtsboven", "upper-right"),
           "se": ("rechtsonder", "lower-right"), "sw": ("linksonder", "lower-left")}


def place_words(x: int, y: int) -> tuple[str, str]:
    """The square ``x,y`` (x east, y north of the start tile) in plain words, Dutch and
    English, as the page's move log names it: "2 naar rechts en 1 omlaag van de starttegel" /
    "2 right and 1 down of the start tile" (issue 24: no coordinates in what a player reads)."""
    if (x, y) == (0, 0):
        return "op de plek van de starttegel", "on the start tile's square"
    nl: list[str] = []
    en: list[str] = []
    if x:
        nl.append(f"{abs(x)} naar {'rechts' if x > 0 else 'links'}")
        en.append(f"{abs(x)} {'right' if x > 0 else 'left'}")
    if y:
        nl.append(f"{abs(y)} {'omhoog' if y > 0 else 'omlaag'}")
        en.append(f"{abs(y)} {'up' if y > 0 else 'down'}")
    return " en ".join(nl) + " van de starttegel", " and ".join(en) + " of the start tile"


def colours(state: State) -> tuple[str, str]:
    """The colour of the seat to move, in Dutch and in English."""
    seat = state.to_move()
    seat = state.seat if seat is None else seat
    return SEAT_NAMES["nl"][seat], SEAT_NAMES["en"][seat]


def hand(state: State) -> str:
    return ", ".join(state.hands[state.seat]) if state.hands else ""


def next_step(state: State, legal: list[str]) -> tuple[str, str]:
    """What the seat to move writes now (phases ``draft``, ``choose``, ``place``), with a
    move that is legal now (of ``legal``, the legal moves) as the example: one sentence each
    in Dutch and English."""
    nl, en = colours(state)
    ph = state.phase()
    if ph == "draft":
        return (f"{nl} kiest nu een open halve tegel, bijvoorbeeld '{legal[0]}'.",
                f"{en} picks an open half tile now, for example '{legal[0]}'.")
    if ph == "choose":
        half = next((m for m in legal if m != "draw"), None)
        if half is None:
            return (f"{nl} schrijft nu 'draw' (geen halve tegel uit de hand, {hand(state)}, "
                    f"past ergens).",
                    f"{en} writes 'draw' now (no half tile of the hand, {hand(state)}, fits "
                    f"anywhere).")
        return (f"{nl} schrijft nu 'draw' of legt een halve tegel uit de hand ({hand(state)}), "
                f"bijvoorbeeld '{half}'.",
                f"{en} writes 'draw' now or places a half tile of the hand ({hand(state)}), for "
                f"example '{half}'.")
    return (f"{nl} legt nu de getrokken tegel {state.drawn}, bijvoorbeeld '{legal[0]}'.",
            f"{en} now places the drawn tile {state.drawn}, for example '{legal[0]}'.")


def _refuse(rule: str, text: str, nl: str, en: str, then: tuple[str, str] = ("", ""),
            plain: tuple[str, str] | None = None) -> RuleError:
    """``carcassonne/<rule>``: the quoted move, why (``nl``/``en``), what to write (``then``)
    and, where ``nl``/``en`` name squares, tiles or spots in notation, why in plain words for
    the page (``plain``)."""
    return RuleError(err(rule, nl, en).rule, nl, en, quoted(text), then, plain)


def refusal(state: State, move: tuple, text: str, legal: list[str]) -> RuleError:
    """The refusal of ``move`` (parsed from ``text``) in ``state``, whose legal moves
    ``legal`` do not list it."""
    ph = state.phase()
    nl, en = colours(state)
    if move[0] == "pick":
        if ph != "draft":
            return _refuse("half-draft", text,
                           "er wordt nu niet gekozen: halve tegels kies je alleen bij het open "
                           "kiezen (halflings=draft), voor de eerste beurt.",
                           "nobody picks now: half tiles are picked only in the open draft "
                           "(halflings=draft), before the first turn.", next_step(state, legal))
        pool = span(state.pool)
        return _refuse("half-draft", text, f"{move[1]} ligt niet open (open: {pool}).",
                       f"{move[1]} is not open (open: {pool}).", next_step(state, legal),
                       ("Die halve tegel ligt niet open: kies er een van de open rij.",
                        "that half tile is not open: pick one of the open row."))
    if ph == "draft":
        return _refuse("half-draft", text, "eerst kiest iedereen zijn halve tegels.",
                       "first everyone picks half tiles.", next_step(state, legal))
    if move[0] == "draw":
        if ph == "place" and state.hands and state.hands[state.seat]:
            return _refuse("turn", text, f"{nl} heeft al getrokken.", f"{en} has drawn already.",
                           next_step(state, legal))
        return _refuse("turn", text,
                       f"{nl} heeft geen halve tegels, dus begint de beurt meteen met de trekking, "
                       f"zonder 'draw'.",
                       f"{en} holds no half tiles, so the turn begins with the draw itself, "
                       f"without 'draw'.", next_step(state, legal))
    return _placement(state, move, text, legal)


def _placement(state: State, move: tuple, text: str, legal: list[str]) -> RuleError:
    _, name, x, y, rot, spot = move
    d = ALL_TILES[name]
    nl, en = colours(state)
    ph = state.phase()
    if ph == "choose" and not d.half:
        return _refuse("half-turn", text,
                       f"{nl} heeft nog niet getrokken. Schrijf eerst 'draw', dan '* tile {name}' "
                       f"om een {name} te trekken (zonder die regel trekt de seed), dan de zet; of "
                       f"leg een halve tegel uit de hand ({hand(state)}).",
                       f"{en} has not drawn yet. Write 'draw' first, then '* tile {name}' to draw "
                       f"a {name} (without that line the seed draws), then the move; or place a "
                       f"half tile of the hand ({hand(state)}).",
                       plain=(f"{nl} heeft nog niet getrokken: trek eerst een tegel, of leg een "
                              f"halve tegel uit de hand.",
                              f"{en} has not drawn yet: draw a tile first, or place a half tile "
                              f"of the hand."))
    if ph == "place" and name != state.drawn:
        if d.half:
            return _refuse("half-turn", text,
                           f"een halve tegel leg je in plaats van te trekken, en {nl} heeft al "
                           f"getrokken.",
                           f"a half tile is placed instead of drawing, and {en} has drawn "
                           f"already.", next_step(state, legal))
        return _refuse("place", text, f"{nl} trok {state.drawn}, niet {name}.",
                       f"{en} drew {state.drawn}, not {name}.", next_step(state, legal),
                       (f"{nl} legt de getrokken tegel, geen andere.",
                        f"{en} places the tile just drawn, no other."))
    if d.half and name not in state.hands[state.seat]:
        return _refuse("half-turn", text, f"{name} zit niet in de hand van {nl}.",
                       f"{name} is not in {en}'s hand.", next_step(state, legal),
                       (f"Die halve tegel zit niet in de hand van {nl}.",
                        f"that half tile is not in {en}'s hand."))
    o = oriented(name, rot)
    here = _on_square(state, name, x, y, legal)
    taken = _taken(state, o, x, y)
    if taken:
        return _refuse(taken[0], text, taken[1], taken[2], here, taken[3])
    lay = layout(state)
    found, bad = lay.touching((x, y), o)
    if not found:
        return _refuse("place", text,
                       f"op {x},{y} raakt de tegel geen andere tegel met een hele zijde.",
                       f"on {x},{y} the tile touches no other tile along a side.", here,
                       (f"Daar ({place_words(x, y)[0]}) raakt de tegel geen andere tegel met "
                        f"een hele zijde.",
                        f"There ({place_words(x, y)[1]}) the tile touches no other tile along "
                        f"a side."))
    if bad:
        side = bad[0]
        other = next(lay.orients[j].sides[js] for s, j, js in found if s == side)
        mine = o.sides[side]
        return _refuse("half-place" if side == "d" else "place", text,
                       f"de {_SIDE[side][0]} zijde ({_TYPE[mine][0]}) raakt een "
                       f"{_TYPE[other][0]}; aanliggende zijden moeten gelijk zijn.",
                       f"the {_SIDE[side][1]} side ({_TYPE[mine][1]}) meets a {_TYPE[other][1]}; "
                       f"touching sides must match.", here)
    if spot is not None:
        return _follower(state, move, text, found, legal)
    return _refuse("place", text, "deze zet kan nu niet.", "this move is not possible now.",
                   next_step(state, legal))


def _taken(state: State, o, x: int, y: int) -> tuple[str, str, str, tuple[str, str]] | None:
    """(rule, nl, en, plain) when the square (for a half tile: its triangle) is not free:
    ``nl``/``en`` name the square and corners in notation, ``plain`` in words."""
    lay = layout(state)
    if lay.free_for((x, y), o):
        return None
    cell = lay.cells.get((x, y), {})
    at = place_words(x, y)
    rule = "half-place" if o.half or "full" not in cell else "place"
    if "full" in cell:
        return (rule, f"op {x},{y} ligt al een tegel.", f"square {x},{y} already holds a tile.",
                (f"Daar ({at[0]}) ligt al een tegel.", f"There ({at[1]}) lies a tile already."))
    there = next(c for c in CORNERS if c in cell)
    if not o.half:
        return (rule, f"op {x},{y} ligt een halve tegel ({there}); een hele tegel past daar "
                      f"nooit.",
                f"square {x},{y} holds a half tile ({there}); a whole tile never goes there.",
                (f"Daar ({at[0]}) ligt een halve tegel; een hele tegel past daar nooit.",
                 f"There ({at[1]}) lies a half tile; a whole tile never goes there."))
    other = CORNERS[(CORNERS.index(there) + 2) % 4]
    if len(cell) == 2:
        return (rule, f"op {x},{y} liggen al twee halve tegels.",
                f"square {x},{y} already holds two half tiles.",
                (f"Daar ({at[0]}) liggen al twee halve tegels.",
                 f"There ({at[1]}) lie two half tiles already."))
    return (rule, f"op {x},{y} ligt een halve tegel in {there}; een tweede halve tegel past "
                  f"daar alleen in de tegenoverliggende hoek, {other}.",
            f"square {x},{y} holds a half tile in {there}; a second half tile goes only in the "
            f"opposite corner, {other}.",
            (f"Daar ({at[0]}) ligt een halve tegel {_CORNER[there][0]}; een tweede past daar "
             f"alleen in de hoek er tegenover, {_CORNER[other][0]}.",
             f"There ({at[1]}) lies a half tile in the {_CORNER[there][1]} corner; a second one "
             f"goes only in the opposite corner, {_CORNER[other][1]}."))


def _on_square(state: State, name: str, x: int, y: int, legal: list[str]) -> tuple[str, str]:
    """Where ``name`` does fit: its placements on ``x,y``, or else any legal one."""
    mine = [m for m in legal if m.split()[0] == name and len(m.split()) == 3]
    here = [m for m in mine if m.split()[1] == f"{x},{y}"]
    if here:
        fits = ", ".join(f"'{m}'" for m in here)
        return f"Op {x},{y} past hij zo: {fits}.", f"On {x},{y} it fits as {fits}."
    if mine:
        return (f"{name} past niet op {x},{y}; wel bijvoorbeeld '{mine[0]}'.",
                f"{name} does not fit on {x},{y}; it does fit as '{mine[0]}', for example.")
    return next_step(state, legal)


def _follower(state: State, move: tuple, text: str, found: list, legal: list[str]) -> RuleError:
    _, name, x, y, rot, spot = move
    o = oriented(name, rot)
    bare = f"{name} {x},{y} {turn_word(name, rot)}"
    nl, en = colours(state)
    if spot not in o.spots:
        spots = ", ".join(o.spots)
        what = described(name, rot)
        return _refuse("follower", text,
                       f"{what[0]} heeft geen plek {spot}. Zijn plekken: {spots}; schrijf er een "
                       f"of geen.",
                       f"{what[1]} has no spot {spot}. Its spots: {spots}; write one of them or "
                       f"none.",
                       plain=("Op die plek van de tegel kan geen volgeling staan: kies een "
                              "gemarkeerde plek of geen.",
                              "No follower can stand on that spot of the tile: pick a marked "
                              "spot or none."))
    if state.supply(state.seat) == 0:
        return _refuse("supply", text, f"{nl} heeft geen volgeling meer in voorraad. Schrijf de "
                                       f"zet zonder plek: '{bare}'.",
                       f"{en} has no follower left in supply. Write the move without a spot: "
                       f"'{bare}'.",
                       plain=(f"{nl} heeft geen volgeling meer in voorraad: leg de tegel zonder.",
                              f"{en} has no follower left in supply: place the tile without "
                              f"one."))
    contacts = {side: (j, js) for side, j, js in found}
    free = free_spots(state, o, contacts)
    if o.spots.index(spot) not in free:
        kind = _KIND[spot.partition(":")[0]]
        others = ", ".join(o.spots[k] for k in free)
        also = (f" of met een vrije plek: {others}", f" or with a free spot: {others}") \
            if others else ("", "")
        return _refuse("half-follower" if o.half else "follower", text,
                       f"dat gebied ({kind[0]}) heeft via de verbindingen al een volgeling. "
                       f"Schrijf de zet zonder plek ('{bare}'){also[0]}.",
                       f"that {kind[1]} already holds a follower through its connections. Write "
                       f"the move without a spot ('{bare}'){also[1]}.",
                       plain=(f"Dat gebied ({kind[0]}) heeft via de verbindingen al een "
                              f"volgeling: leg de tegel zonder, of kies een andere gemarkeerde "
                              f"plek.",
                              f"That {kind[1]} already holds a follower through its "
                              f"connections: place the tile without one, or pick another "
                              f"marked spot."))
    return _refuse("follower", text, "deze volgeling kan hier niet staan.",
                   "this follower cannot stand here.", next_step(state, legal))
