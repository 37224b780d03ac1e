"""Keyflower move notation (rule ``notation``): one decision per move.

* ``pass``
* ``bid TILE N COLOUR [from A+B]``: a bid of ``N`` workers in all (one's own workers already
  there included); ``from`` names the tiles whose outbid groups come along (whole), the rest
  comes from behind the screen.
* ``use TILE N COLOUR [from A+B] [CHOICE]``: ``N`` workers on the tile; ``CHOICE`` is the
  resource (Workshop), the skill given up (Brewer, Hiring Fair) or the worker colour given
  up (Tavern).
* ``carry RESOURCE FROM TO`` (transport), ``upgrade TILE``, ``done`` (after a transport use).
* ``boat NAME``: the boat (or in winter the boat tile) chosen at the end of a season.
* ``place TILE Q,R rK``: a won tile into one's village at axial ``(Q, R)``, turned ``K``
  sixth turns counter-clockwise (0-5, the lowest of equal-looking rotations).
* ``offer A+B``: the winter tiles offered (in secret).
* An expansion's moves (its ``moves.py``), and the use choices of its tiles
  (``Expansion.choices``).

Every move has one spelling (lower case, ``from`` tiles sorted), so ``legal`` lists each
distinct move once.

The moves as data (:func:`data`, ``core.protocol.MoveData``); ``+`` joins several ids in one
option, in the move's order:

==========================================  ====================================================
verb                                        fields
==========================================  ====================================================
``bid`` ``use``                             tiles: the tile; count: the workers; colour; options
                                            ``sources`` (``from`` tiles, ``a+b``), ``choice``
``carry``                                   tiles: from, to; option ``resource``
``place``                                   tiles: the tile; squares: the cell ``"q,r"``;
                                            option ``turn`` (``"0"`` .. ``"5"``)
``upgrade`` ``boat`` ``flip``              tiles: the tile (boat)
``offer``                                   tiles: the tiles offered
``purple``                                  option ``choice`` (a kind or ``none``), or tiles:
                                            the tile chosen
``assign``                                  tiles: the tile (or an expansion's target); option ``items``
                                            (``blue+wood``)
an expansion's verbs                        its ``moves.data``
``pass`` ``done`` ``best``                  none
==========================================  ====================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..protocol import MoveData
from .expansion import registered
from ..errors import LINE_QUOTE_LIMIT, quoted
from .ruleids import err
from .tiles import COLOURS, RESOURCES, SKILLS, TILES


@dataclass(frozen=True)
class Move:
    verb: str
    tile: str = ""
    n: int = 0
    colour: int = -1
    sources: tuple[str, ...] = ()
    choice: str = ""
    res: int = -1
    to: str = ""
    q: int = 0
    r: int = 0
    rot: int = 0
    tiles: tuple[str, ...] = ()

    def text(self) -> str:
        if self.verb in ("pass", "done", "best"):
            return self.verb
        if self.verb == "flip":
            return f"flip {self.tile}"
        if self.verb == "purple":
            return f"purple {self.choice}"
        if self.verb == "assign":
            return f"assign {self.tile} " + "+".join(self.tiles)
        if self.verb in ("bid", "use"):
            out = f"{self.verb} {self.tile} {self.n} {COLOURS[self.colour]}"
            if self.sources:
                out += " from " + "+".join(self.sources)
            return out + (f" {self.choice}" if self.choice else "")
        if self.verb == "carry":
            return f"carry {RESOURCES[self.res]} {self.tile} {self.to}"
        if self.verb in ("upgrade", "boat"):
            return f"{self.verb} {self.tile}"
        if self.verb == "place":
            return f"place {self.tile} {self.q},{self.r} r{self.rot}"
        if self.verb == "offer":
            return "offer " + "+".join(self.tiles)
        for x in registered():
            if (spelled := x.move_text(self)) is not None:
                return spelled
        raise ValueError(self.verb)


#: A tile id as a pattern.
TILE_WORD = _TILE = r"[a-z0-9_]+"
_PATTERNS = {
    "place": re.compile(rf"place ({_TILE}) (-?\d{{1,3}}),(-?\d{{1,3}}) r([0-5])"),
    "carry": re.compile(rf"carry ([a-z]+) ({_TILE}) ({_TILE})"),
    "workers": re.compile(rf"(bid|use) ({_TILE}) (\d{{1,3}}) ([a-z]+)"
                          rf"(?: from ({_TILE}(?:\+{_TILE})*))?(?: ([a-z]+))?"),
    "one": re.compile(rf"(upgrade|boat) ({_TILE})"),
    "offer": re.compile(rf"offer ({_TILE}(?:\+{_TILE})*)"),
    "final": re.compile(rf"(flip|purple|assign) ({_TILE})(?: ([a-z]+(?:\+[a-z]+)*))?"),
}
ITEMS = COLOURS + SKILLS + RESOURCES
CHOICES = RESOURCES[:3] + SKILLS + COLOURS


def known(tile: str) -> str:
    """``tile`` when it is a tile id, else RuleError ``notation``."""
    if tile not in TILES:
        raise err("notation", f"Er is geen tegel '{quoted(tile)}': tegels heten naar hun code in de "
                  "tegeltabel, zoals alehouse of home1.", f"There is no tile '{quoted(tile)}': tiles go "
                  "by their code in the tile table, such as alehouse or home1.")
    return tile


def parse(text: str) -> Move:
    """The move ``text`` names, or RuleError ``notation`` (malformed, unknown tile or word)."""
    t = " ".join(text.strip().lower().split())
    if t in ("pass", "done", "best"):
        return Move(t)
    if m := _PATTERNS["final"].fullmatch(t):
        return _final(m[1], m[2], m[3])
    if m := _PATTERNS["place"].fullmatch(t):
        return Move("place", known(m[1]), q=int(m[2]), r=int(m[3]), rot=int(m[4]))
    if m := _PATTERNS["carry"].fullmatch(t):
        if m[1] not in RESOURCES:
            raise err("notation", f"'{quoted(m[1])}' is geen grondstof: schrijf wood, stone, iron of gold.",
                      f"'{quoted(m[1])}' is not a resource: write wood, stone, iron or gold.")
        return Move("carry", known(m[2]), res=RESOURCES.index(m[1]), to=known(m[3]))
    if m := _PATTERNS["workers"].fullmatch(t):
        if m[4] not in COLOURS:
            raise err("notation", f"'{quoted(m[4])}' is geen kleur van werkers: schrijf blue, red, "
                      "yellow of green.", f"'{quoted(m[4])}' is not a worker colour: write blue, red, "
                      "yellow or green.")
        more = tuple(w for x in registered() for w in x.choices)
        if m[6] and m[6] not in CHOICES + more:
            also = ", ".join(more)
            raise err("notation", f"'{quoted(m[6])}' is geen keuze: schrijf een grondstof (wood, stone, "
                      "iron), een vaardigheid (saw, pick, anvil) of een kleur"
                      + (f", of voor een tegel van een uitbreiding {also}." if more else "."),
                      f"'{quoted(m[6])}' is not a choice: write a resource (wood, stone, iron), a "
                      "skill (saw, pick, anvil) or a colour"
                      + (f", or for an expansion's tile {also}." if more else "."))
        sources = tuple(sorted(known(s) for s in m[5].split("+"))) if m[5] else ()
        if len(set(sources)) < len(sources):
            raise err("notation", "Een tegel staat twee keer achter 'from'.",
                      "A tile is named twice after 'from'.")
        return Move(m[1], known(m[2]), n=int(m[3]), colour=COLOURS.index(m[4]),
                    sources=sources, choice=m[6] or "")
    if m := _PATTERNS["one"].fullmatch(t):
        return Move(m[1], known(m[2]))
    for x in registered():
        if (found := x.parse(t)) is not None:
            return found
    if m := _PATTERNS["offer"].fullmatch(t):
        tiles = tuple(sorted(known(s) for s in m[1].split("+")))
        if len(set(tiles)) < len(tiles):
            raise err("notation", "Een tegel staat twee keer in het aanbod.",
                      "A tile is offered twice.")
        return Move("offer", tiles=tiles)
    forms = ", ".join((_FORMS,) + tuple(x.forms for x in registered() if x.forms))
    raise err("notation", f"'{quoted(t, LINE_QUOTE_LIMIT)}' is geen zet in Keyflower. Zetten zien er "
              f"zo uit: {forms}.", f"'{quoted(t, LINE_QUOTE_LIMIT)}' is not a Keyflower move. "
              f"Moves look like this: {forms}.")


#: One example of every move form, for the refusal of text that is none of them (the
#: expansions' forms follow: ``Expansion.forms``).
_FORMS = ("pass, bid alehouse 3 blue [from keywood], use workshop 1 red stone, carry wood home1 "
          "keywood, upgrade keywood, done, boat keyflower, place alehouse 1,-1 r2, offer "
          "keythedral+scholar, flip stable, purple anvil, assign scribes saw+pick+anvil, best")


def _final(verb: str, word: str, items: str | None) -> Move:
    """``flip TILE``, ``purple KIND|none|TILE``, ``assign TILE ITEM+ITEM``."""
    if verb == "flip" and not items:
        return Move("flip", known(word))
    if verb == "purple" and not items:
        if word in ITEMS or word == "none":
            return Move("purple", choice=word)
        return Move("purple", choice=known(word))
    if verb == "assign" and items:
        unit = items.split("+")
        order = ITEMS + ("purple",)  # the purple worker itself, for an expansion's target
        if any(i not in order for i in unit):
            raise err("notation", f"'{quoted(items)}': toewijzen gaat met werkers (blue, red, yellow, "
                      "green, purple), vaardigheden (saw, pick, anvil) en grondstoffen (wood, stone, "
                      "iron, gold), met + ertussen.", f"'{quoted(items)}': assign workers (blue, red, "
                      "yellow, green, purple), skills (saw, pick, anvil) and resources (wood, stone, "
                      "iron, gold), joined by +.")
        target = word if any(x.assign_target(word) for x in registered()) else known(word)
        return Move("assign", target, tiles=tuple(sorted(unit, key=order.index)))
    said = quoted(f"{verb} {word}" + (f" {items}" if items else ""), LINE_QUOTE_LIMIT)
    raise err("notation", f"'{said}' is geen zet van de eindtelling: schrijf 'flip TEGEL', 'purple "
              "SOORT' of 'assign TEGEL STUK+STUK'.", f"'{said}' is not a move of the final scoring: "
              "write 'flip TILE', 'purple KIND' or 'assign TILE ITEM+ITEM'.")


def data(move: Move, text: str) -> MoveData:
    """The parsed ``move`` as data (see the table above); ``text`` is its ``Move.text()``."""
    verb = move.verb
    opts: tuple[tuple[str, str], ...]
    if verb in ("bid", "use"):
        opts = (("sources", "+".join(move.sources)),) if move.sources else ()
        if move.choice:
            opts += (("choice", move.choice),)
        return MoveData(text, verb, tiles=(move.tile,), colour=COLOURS[move.colour], count=move.n,
                        options=opts)
    if verb == "carry":
        return MoveData(text, verb, tiles=(move.tile, move.to), options=(("resource", RESOURCES[move.res]),))
    if verb == "place":
        return MoveData(text, verb, tiles=(move.tile,), squares=(f"{move.q},{move.r}",),
                        options=(("turn", str(move.rot)),))
    if verb in ("upgrade", "boat", "flip"):
        return MoveData(text, verb, tiles=(move.tile,))
    if verb == "offer":
        return MoveData(text, verb, tiles=move.tiles)
    if verb == "purple":
        if move.choice in ITEMS or move.choice == "none":
            return MoveData(text, verb, options=(("choice", move.choice),))
        return MoveData(text, verb, tiles=(move.choice,))
    if verb == "assign":
        return MoveData(text, verb, tiles=(move.tile,), options=(("items", "+".join(move.tiles)),))
    for x in registered():
        if (out := x.move_data(move, text)) is not None:
            return out
    return MoveData(text, verb)


def read(text: str) -> MoveData:
    """An accepted move (as the record holds it) as data, as :func:`data` lists it."""
    move = parse(text)
    return data(move, move.text())


def write(intent: MoveData) -> str:
    """The move with ``intent``'s fields in notation (``core.moves.IntentModule``), the
    inverse of :func:`data` on every listed move (an expansion's verbs: its ``write``); a
    field a move does not have is left out, one it needs but lacks is left empty, for
    :func:`parse` to refuse what is no move."""
    verb, tiles, opt = intent.verb, intent.tiles, intent.option
    for x in registered():
        if (spelled := x.write(intent)) is not None:
            return spelled
    words: list[str] = [verb]
    if verb in ("bid", "use"):
        words += [*tiles, str(intent.count or 0), intent.colour]
        words += ["from", opt("sources")] if opt("sources") else []
        words.append(opt("choice"))
    elif verb == "carry":
        words += [opt("resource"), *tiles]
    elif verb == "place":
        words += [*tiles, *intent.squares, "r" + opt("turn")]
    elif verb == "offer":
        words.append("+".join(tiles))
    elif verb == "purple":
        words.append(opt("choice") or "+".join(tiles))
    elif verb == "assign":
        words += [*tiles, opt("items")]
    else:  # upgrade, boat, flip; pass, done, best
        words += tiles
    return " ".join(w for w in words if w)


def canonical(text: str) -> str:
    """The one spelling of a well-formed move (else the text unchanged, for the error)."""
    try:
        return parse(text).text()
    except Exception:
        return text
