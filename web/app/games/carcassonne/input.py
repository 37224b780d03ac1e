"""Carcassonne's input, the pure part (no browser imports, unit-tested natively): what the
selection means and which of the core's legal moves a tap or a button stands for.

The selection (``Board.selected``) is one short string, ``p:NAME:TURN[:X,Y[:!]]`` plus an
optional ``|i:PIECE.SEG``:

* ``p:V:r90``: tile V (the drawn tile, or a half tile from the hand) turned ``r90`` (a half
  tile: its right angle in corner ``se`` etc.); the legal squares of that turn are shown;
* ``p:V:r90:1,-2``: a preview on square 1,-2, waiting for a second tap or "Place here";
* ``p:V:r90:1,-2:!``: placed, waiting for the follower spot (or "No follower");
* ``|i:12.1``: segment 1 of piece 12 is inspected (its feature's extent, owners, value).

Squares the board names (``Board.square_at``): ``1,-2`` (a square), ``1,-2/se`` (a
triangle, for half tiles), ``spot:road:e`` (a follower spot of the placed tile) and
``feat:12.1`` (a segment of a placed piece). Nothing here decides a rule: targets, turns and
spots are read from ``legal_moves``; a tap on any other square is sent to ``Match.play``,
which explains the refusal with the core's rule.
"""

from __future__ import annotations

from typing import NamedTuple

TURNS = ("r0", "r90", "r180", "r270")
CORNERS = ("nw", "ne", "se", "sw")


class Sel(NamedTuple):
    name: str | None = None
    turn: str | None = None
    square: str | None = None
    confirmed: bool = False
    inspect: str | None = None


def parse(selected: str | None) -> Sel:
    if not selected:
        return Sel()
    main, _, rest = selected.partition("|")
    inspect = rest[2:] if rest.startswith("i:") else None
    parts = main.split(":")
    if parts[0] != "p" or len(parts) < 3:
        return Sel(inspect=inspect)
    square = parts[3] if len(parts) > 3 else None
    return Sel(parts[1], parts[2], square, len(parts) > 4 and parts[4] == "!", inspect)


def write(s: Sel) -> str | None:
    main = ""
    if s.name and s.turn:
        main = f"p:{s.name}:{s.turn}"
        if s.square:
            main += f":{s.square}" + (":!" if s.confirmed else "")
    if s.inspect:
        main += f"|i:{s.inspect}"
    return main or None


def placements(legal: list[str]) -> dict[tuple[str, str], dict[str, list[str]]]:
    """(tile, turn) -> square -> follower spots of that placement ("" = no follower)."""
    out: dict[tuple[str, str], dict[str, list[str]]] = {}
    for move in legal:
        words = move.split()
        if len(words) in (3, 4) and words[0] != "pick":
            spots = out.setdefault((words[0], words[2]), {}).setdefault(words[1], [])
            spots.append(words[3] if len(words) == 4 else "")
    return out


def turns_of(legal: list[str], name: str) -> list[str]:
    """The turns of ``name`` that have a legal square, in clockwise order."""
    have = {turn for (n, turn) in placements(legal) if n == name}
    return [t for t in (*TURNS, *CORNERS) if t in have]


def tiles_in(legal: list[str]) -> list[str]:
    """The tiles with a legal placement (the drawn tile, or the half tiles in hand)."""
    return sorted({n for (n, _) in placements(legal)})


def targets(legal: list[str], name: str | None, turn: str | None) -> dict[str, list[str]]:
    if not name or not turn:
        return {}
    return placements(legal).get((name, turn), {})


def default_selection(legal: list[str]) -> str | None:
    """With one tile to place (the drawn one), that tile in its first turn with targets."""
    names = tiles_in(legal)
    if len(names) != 1 or "draw" in legal:
        return None
    return write(Sel(names[0], turns_of(legal, names[0])[0]))


def keep_selection(selected: str | None, legal: list[str]) -> str | None:
    """The selection if it still fits ``legal`` (inspection is kept), else the default."""
    s = parse(selected)
    if s.name and s.turn and (s.name, s.turn) in placements(legal):
        if s.square and s.square not in targets(legal, s.name, s.turn):
            s = s._replace(square=None, confirmed=False)
        return write(s)
    base = parse(default_selection(legal))
    return write(base._replace(inspect=s.inspect))


def _move(s: Sel, spot: str = "") -> str:
    return f"{s.name} {s.square} {s.turn}" + (f" {spot}" if spot else "")


def _confirm(s: Sel, legal: list[str]) -> dict:
    spots = [p for p in targets(legal, s.name, s.turn).get(s.square or "", []) if p]
    if spots:
        return {"select": write(s._replace(confirmed=True))}
    return {"play": _move(s)}


def tap(legal: list[str], selected: str | None, square: str) -> dict:
    """What a tap on ``square`` (a board name, see the module docstring) means."""
    s = parse(selected)
    if square.startswith("spot:"):
        if s.confirmed:
            return {"play": _move(s, square[5:])}
        return {"select": selected}
    if square.startswith("feat:"):
        again = s.inspect == square[5:]
        return {"select": write(s._replace(inspect=None if again else square[5:]))}
    if not s.name:
        return {"select": write(s._replace(inspect=None))}
    sq, _, corner = square.partition("/")
    turn = corner if corner and corner in CORNERS else s.turn
    here = targets(legal, s.name, turn)
    if sq in here:
        moved = s._replace(turn=turn, square=sq, confirmed=False, inspect=None)
        if s.square == sq and s.turn == turn:
            return _confirm(moved, legal)
        return {"select": write(moved)}
    # not a target: the core says why (e.g. a side that does not match)
    return {"play": f"{s.name} {sq} {turn}"}


def action(legal: list[str], selected: str | None, arg: str) -> dict:
    """What a panel button (``data-arg``) or key means."""
    s = parse(selected)
    if arg in ("rot:+1", "rot:-1") and s.name:
        turns = turns_of(legal, s.name)
        if not turns:
            return {"select": selected}
        i = turns.index(s.turn) if s.turn in turns else 0
        turn = turns[(i + (1 if arg == "rot:+1" else -1)) % len(turns)]
        keep = s.square if s.square in targets(legal, s.name, turn) else None
        return {"select": write(s._replace(turn=turn, square=keep, confirmed=False))}
    if arg == "place" and s.square:
        return _confirm(s, legal)
    if arg == "nofollower" and s.square:
        return {"play": _move(s)}
    if arg.startswith("spot:") and s.square:
        return {"play": _move(s, arg[5:])}
    if arg.startswith("half:"):
        name = arg[5:]
        turns = turns_of(legal, name)
        if turns:
            return {"select": write(Sel(name, turns[0]))}
        return {"play": f"{name} 0,0 nw"}  # no place at all: the core explains
    if arg == "draw":
        return {"play": "draw"}
    if arg.startswith("pick:"):
        return {"play": f"pick {arg[5:]}"}
    if arg == "cancel":
        return {"select": write(s._replace(square=None, confirmed=False, inspect=None))}
    return {"select": selected}
