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

Every move has one spelling (lower case, ``from`` tiles sorted), so ``legal`` lists each
distinct move once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
        raise ValueError(self.verb)


_TILE = r"[a-z0-9_]+"
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


def _known(tile: str) -> str:
    if tile not in TILES:
        raise err("notation", f"Er is geen tegel '{tile}'.", f"There is no tile '{tile}'.")
    return tile


def parse(text: str) -> Move:
    """The move ``text`` names, or RuleError ``notation`` (malformed, unknown tile or word)."""
    t = " ".join(text.strip().lower().split())
    if t in ("pass", "done", "best"):
        return Move(t)
    if m := _PATTERNS["final"].fullmatch(t):
        return _final(m[1], m[2], m[3])
    if m := _PATTERNS["place"].fullmatch(t):
        return Move("place", _known(m[1]), q=int(m[2]), r=int(m[3]), rot=int(m[4]))
    if m := _PATTERNS["carry"].fullmatch(t):
        if m[1] not in RESOURCES:
            raise err("notation", f"'{m[1]}' is geen grondstof.", f"'{m[1]}' is not a resource.")
        return Move("carry", _known(m[2]), res=RESOURCES.index(m[1]), to=_known(m[3]))
    if m := _PATTERNS["workers"].fullmatch(t):
        if m[4] not in COLOURS:
            raise err("notation", f"'{m[4]}' is geen kleur van werkers.",
                      f"'{m[4]}' is not a worker colour.")
        if m[6] and m[6] not in CHOICES:
            raise err("notation", f"'{m[6]}' is geen keuze.", f"'{m[6]}' is not a choice.")
        sources = tuple(sorted(_known(s) for s in m[5].split("+"))) if m[5] else ()
        if len(set(sources)) < len(sources):
            raise err("notation", "Een tegel staat twee keer achter 'from'.",
                      "A tile is named twice after 'from'.")
        return Move(m[1], _known(m[2]), n=int(m[3]), colour=COLOURS.index(m[4]),
                    sources=sources, choice=m[6] or "")
    if m := _PATTERNS["one"].fullmatch(t):
        return Move(m[1], _known(m[2]))
    if m := _PATTERNS["offer"].fullmatch(t):
        tiles = tuple(sorted(_known(s) for s in m[1].split("+")))
        if len(set(tiles)) < len(tiles):
            raise err("notation", "Een tegel staat twee keer in het aanbod.",
                      "A tile is offered twice.")
        return Move("offer", tiles=tiles)
    raise err("notation", f"'{t[:40]}' is geen zet in Keyflower.",
              f"'{t[:40]}' is not a Keyflower move.")


def _final(verb: str, word: str, items: str | None) -> Move:
    """``flip TILE``, ``purple KIND|none|TILE``, ``assign TILE ITEM+ITEM``."""
    if verb == "flip" and not items:
        return Move("flip", _known(word))
    if verb == "purple" and not items:
        if word in ITEMS or word == "none":
            return Move("purple", choice=word)
        return Move("purple", choice=_known(word))
    if verb == "assign" and items:
        unit = items.split("+")
        if any(i not in ITEMS for i in unit):
            raise err("notation", "Toewijzen gaat met werkers, vaardigheden en grondstoffen.",
                      "Assign workers, skills and resources.")
        return Move("assign", _known(word), tiles=tuple(sorted(unit, key=ITEMS.index)))
    raise err("notation", f"'{verb} {word[:20]}' is geen zet van de eindtelling.",
              f"'{verb} {word[:20]}' is not a move of the final scoring.")


def canonical(text: str) -> str:
    """The one spelling of a well-formed move (else the text unchanged, for the error)."""
    try:
        return parse(text).text()
    except Exception:
        return text
