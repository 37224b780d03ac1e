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
``feat:12.1`` (a segment of a placed piece). Nothing here decides a rule or reads move text
(issue 23): targets, turns and spots are read from the listed moves' fields (``MoveData``:
tiles, squares, options ``turn`` and ``spot``), a tap plays only the ``text`` of a listed
move, and a tap on any other square or spot answers ``{"explain": intent}``, that move as
fields (:func:`unlisted`), so that the page shows the core's own reason with its rule id (a
tile that does not fit there, a follower on a taken feature: issue 24).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from core.errors import RuleError
from core.protocol import MoveData

from .texts import t

TURNS = ("r0", "r90", "r180", "r270")
CORNERS = ("nw", "ne", "se", "sw")
Moves = Sequence[MoveData]


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


def placements(moves: Moves) -> dict[tuple[str, str], dict[str, list[str]]]:
    """(tile, turn) -> square -> follower spots of that placement ("" = no follower)."""
    out: dict[tuple[str, str], dict[str, list[str]]] = {}
    for m in moves:
        if m.verb == "place":
            spots = out.setdefault((m.tiles[0], m.option("turn")), {}).setdefault(m.squares[0], [])
            spots.append(m.option("spot"))
    return out


def find(moves: Moves, s: Sel, spot: str = "") -> MoveData | None:
    """The listed placement of the selection (tile, square, turn) with follower ``spot``
    ("" = none), else None."""
    for m in moves:
        if m.verb == "place" and m.tiles[0] == s.name and m.squares[0] == s.square \
                and m.option("turn") == s.turn and m.option("spot") == spot:
            return m
    return None


def unlisted(s: Sel, spot: str = "") -> dict:
    """The answer to a tap that matches no listed move: the placement of the selection (its
    tile, square and turn, with the follower on ``spot``) as fields, for the core to say why
    it refuses it (``Game.explain_intent``); nothing is played."""
    options = (("turn", s.turn or ""),) + ((("spot", spot),) if spot else ())
    return {"explain": MoveData.intent("place", (s.square,) if s.square else (), (s.name or "",), options=options)}


def refused() -> dict:
    """The answer to a half tile's button when the tile has no place at all (the button is
    disabled): the page's message under the half tiles' placement rule."""
    return {"error": RuleError("carcassonne/half-place", t("nl", "cc_refused_place"), t("en", "cc_refused_place"))}


def _play(moves: Moves, s: Sel, spot: str = "") -> dict:
    move = find(moves, s, spot)
    return {"play": move.text} if move else unlisted(s, spot)


def turns_of(moves: Moves, name: str) -> list[str]:
    """The turns of ``name`` that have a legal square, in clockwise order."""
    have = {turn for (n, turn) in placements(moves) if n == name}
    return [t for t in (*TURNS, *CORNERS) if t in have]


def tiles_in(moves: Moves) -> list[str]:
    """The tiles with a legal placement (the drawn tile, or the half tiles in hand)."""
    return sorted({n for (n, _) in placements(moves)})


def targets(moves: Moves, name: str | None, turn: str | None) -> dict[str, list[str]]:
    if not name or not turn:
        return {}
    return placements(moves).get((name, turn), {})


def by_verb(moves: Moves, verb: str) -> list[MoveData]:
    return [m for m in moves if m.verb == verb]


def default_selection(moves: Moves) -> str | None:
    """With one tile to place (the drawn one), that tile in its first turn with targets."""
    names = tiles_in(moves)
    if len(names) != 1 or by_verb(moves, "draw"):
        return None
    return write(Sel(names[0], turns_of(moves, names[0])[0]))


def keep_selection(selected: str | None, moves: Moves) -> str | None:
    """The selection if it still fits ``moves`` (inspection is kept), else the default."""
    s = parse(selected)
    if s.name and s.turn and (s.name, s.turn) in placements(moves):
        if s.square and s.square not in targets(moves, s.name, s.turn):
            s = s._replace(square=None, confirmed=False)
        return write(s)
    base = parse(default_selection(moves))
    return write(base._replace(inspect=s.inspect))


def next_plays(moves: Moves, selected: str | None) -> list[MoveData]:
    """The listed moves the next taps may play (``Renderer.next_plays``): with a placement
    previewed or confirmed, that placement with no follower, then with a follower on each of
    its spots (the placing tap plays the first when there is no spot; the follower's tap or
    button plays one of them); nothing without a square chosen."""
    s = parse(selected)
    if not s.square:
        return []
    spots = [""] + [p for p in targets(moves, s.name, s.turn).get(s.square, []) if p]
    found = [find(moves, s, spot) for spot in spots]
    return [m for m in found if m is not None]


def _confirm(s: Sel, moves: Moves) -> dict:
    spots = [p for p in targets(moves, s.name, s.turn).get(s.square or "", []) if p]
    if spots:
        return {"select": write(s._replace(confirmed=True))}
    return _play(moves, s)


def tap(moves: Moves, view: dict, selected: str | None, square: str) -> dict:
    """What a tap on ``square`` (a board name, see the module docstring) means; everything
    it needs is in the ``moves`` (``view`` is not read)."""
    s = parse(selected)
    if square.startswith("spot:"):
        if s.confirmed:
            return _play(moves, s, square[5:])
        return {"select": selected}
    if square.startswith("feat:"):
        again = s.inspect == square[5:]
        return {"select": write(s._replace(inspect=None if again else square[5:]))}
    if not s.name:
        return {"select": write(s._replace(inspect=None))}
    sq, _, corner = square.partition("/")
    turn = corner if corner and corner in CORNERS else s.turn
    here = targets(moves, s.name, turn)
    if sq in here:
        moved = s._replace(turn=turn, square=sq, confirmed=False, inspect=None)
        if s.square == sq and s.turn == turn:
            return _confirm(moved, moves)
        return {"select": write(moved)}
    # not a target: no listed move; the core says why
    return unlisted(s._replace(turn=turn, square=sq))


def action(moves: Moves, view: dict, selected: str | None, arg: str) -> dict:
    """What a panel button (``data-arg``) or key means (``view`` is not read)."""
    s = parse(selected)
    if arg in ("rot:+1", "rot:-1") and s.name:
        turns = turns_of(moves, s.name)
        if not turns:
            return {"select": selected}
        i = turns.index(s.turn) if s.turn in turns else 0
        turn = turns[(i + (1 if arg == "rot:+1" else -1)) % len(turns)]
        keep = s.square if s.square in targets(moves, s.name, turn) else None
        return {"select": write(s._replace(turn=turn, square=keep, confirmed=False))}
    if arg == "place" and s.square:
        return _confirm(s, moves)
    if arg == "nofollower" and s.square:
        return _play(moves, s)
    if arg.startswith("spot:") and s.square:
        return _play(moves, s, arg[5:])
    if arg.startswith("half:"):
        name = arg[5:]
        turns = turns_of(moves, name)
        if turns:
            return {"select": write(Sel(name, turns[0]))}
        return refused()  # no place at all (its button is disabled)
    if arg == "draw":
        draw = by_verb(moves, "draw")
        return {"play": draw[0].text} if draw else {"select": selected}
    if arg.startswith("pick:"):
        pick = next((m for m in by_verb(moves, "pick") if m.tiles == (arg[5:],)), None)
        return {"play": pick.text} if pick else {"select": selected}
    if arg == "cancel":
        return {"select": write(s._replace(square=None, confirmed=False, inspect=None))}
    return {"select": selected}
