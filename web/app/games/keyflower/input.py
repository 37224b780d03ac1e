"""Keyflower's input, the pure part (no browser imports, unit-tested natively): what the
selection means and which of the core's legal moves a tap or a button stands for.

The selection (``Board.selected``) is one short string of ``key=value`` pairs joined by
``;``:

* ``t``: the tile in focus (the tile to bid on or use, the transport source, the won tile
  to place, the boat to take); ``i``: a tile whose description the panel shows;
* ``v n c f x``: the worker move being prepared on ``t`` (verb ``bid``/``use``, number of
  workers, colour, ``from`` tiles joined by ``+`` or ``-``, choice or ``-``); it is always
  one of the listed moves (changing one part snaps the rest to the nearest listed move);
* ``c`` alone: the colour chosen before a tile is tapped;
* ``k``: the resource to carry; ``r`` and ``at``: the turn and the cell of a placement
  preview; ``o``: the winter tiles ticked for the offer.

Board names (``Board.square_at``): ``t:TILE`` (a tile anywhere: auction, boat, village) and
``c:Q,R`` (an empty cell of the village being built).

The legal moves come as data (``Frame.moves``, ``core.protocol.MoveData``): they are found by
their fields (``verb``, ``tiles``, ``squares``, ``colour``, ``count``, options), and every
tap or button that stands for one answers with that listed move's own text; the step is the
view's ``phase``. Nothing here decides a rule or writes move text: a tap that matches no
listed move answers ``{"explain": intent}``, the nearest move as fields (``MoveData.intent``),
and the core explains its refusal (``Game.explain_intent``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from core.protocol import MoveData

COLOURS = ("blue", "red", "yellow", "green")
RESOURCES = ("wood", "stone", "iron", "gold")
#: The legal moves as the frame gives them (``Frame.moves``).
Moves = Sequence[MoveData]


class Worker(NamedTuple):
    """A listed ``bid``/``use`` move by its fields (``text``: the listed move itself)."""

    verb: str
    tile: str
    n: int
    colour: str
    src: str  # the ``from`` tiles joined by ``+``, or "-"
    choice: str  # or "-"
    text: str


def parse(selected: str | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in (selected or "").split(";"):
        key, eq, value = part.partition("=")
        if eq and key:
            out[key] = value
    return out


def write(sel: dict[str, str]) -> str | None:
    return ";".join(f"{k}={v}" for k, v in sorted(sel.items()) if v) or None


# -- reading the listed moves ----------------------------------------------------------
def find(moves: Moves, verb: str, tiles: tuple[str, ...] | None = None,
         squares: tuple[str, ...] | None = None, **options: str) -> MoveData | None:
    """The listed move of ``verb`` with these fields (``None``: any), else None."""
    for m in moves:
        if m.verb == verb and (tiles is None or m.tiles == tiles) and \
                (squares is None or m.squares == squares) and \
                all(m.option(k) == v for k, v in options.items()):
            return m
    return None


def play_arg(moves: Moves, move: MoveData | None) -> str:
    """A ``play:`` button's argument: the index of ``move`` in the frame's listed ``moves``
    (``play:`` alone for a disabled button, or a move not listed). The page passes moves
    by their place in the list, never by their text (issue 23)."""
    index = next((i for i, m in enumerate(moves) if m == move), None) if move is not None else None
    return "play:" if index is None else f"play:{index}"


def listed(moves: Moves, arg: str) -> MoveData | None:
    """The listed move a ``play:`` argument names (its index in ``moves``, as
    :func:`play_arg` wrote it), else None (not a number, or no such index)."""
    if not arg.isdigit() or int(arg) >= len(moves):
        return None
    return tuple(moves)[int(arg)]


#: The last tuple of moves :func:`workers` read, its answer and that answer by tile (a
#: winter bid lists hundreds of moves, and a tap, its hints, the panel and every draw ask
#: for the same frame's).
_WORKERS: list = [None, [], {}]


def _read(moves: Moves) -> tuple[list[Worker], dict[str, list[Worker]]]:
    if isinstance(moves, tuple) and _WORKERS[0] is moves:
        return _WORKERS[1], _WORKERS[2]
    found = [Worker(m.verb, m.tiles[0], m.count or 0, m.colour, m.option("sources", "-"),
                    m.option("choice", "-"), m.text)
             for m in moves if m.verb in ("bid", "use")]
    by_tile: dict[str, list[Worker]] = {}
    for w in found:
        by_tile.setdefault(w.tile, []).append(w)
    if isinstance(moves, tuple):  # immutable: the same object always lists the same moves
        _WORKERS[:] = [moves, found, by_tile]
    return found, by_tile


def workers(moves: Moves) -> list[Worker]:
    return list(_read(moves)[0])


def on_tile(moves: Moves, tile: str) -> list[Worker]:
    return list(_read(moves)[1].get(tile, ()))


def carries(moves: Moves) -> list[tuple[str, str, str]]:
    """(resource, from, to) of every listed ``carry``."""
    return [(m.option("resource"), m.tiles[0], m.tiles[1]) for m in moves if m.verb == "carry"]


def upgrades(moves: Moves) -> list[MoveData]:
    return [m for m in moves if m.verb == "upgrade"]


def placements(moves: Moves) -> dict[tuple[str, int], list[str]]:
    """(tile, turn) -> the cells ``q,r`` where it may go."""
    out: dict[tuple[str, int], list[str]] = {}
    for m in moves:
        if m.verb == "place":
            out.setdefault((m.tiles[0], int(m.option("turn"))), []).extend(m.squares)
    return out


def turns_of(moves: Moves, tile: str) -> list[int]:
    return sorted(r for (t, r) in placements(moves) if t == tile)


def won_tiles(moves: Moves) -> list[str]:
    return sorted({t for (t, _) in placements(moves)})


def phase_of(view: dict, moves: Moves) -> str:
    """The step the panel and the taps serve: the view's phase (``play``, ``work``,
    ``boats``, ``build``, ``offer``, ``final``, or a step an expansion adds) while the seat
    to move has moves listed, else ``none``."""
    return str(view.get("phase") or "none") if moves else "none"


def targets(view: dict, moves: Moves, sel: dict[str, str]) -> list[str]:
    """The board names a tap acts on now (the hint layer marks them)."""
    phase = phase_of(view, moves)
    if phase == "play":
        found = {m.tile for m in workers(moves) if "c" not in sel or m.colour == sel["c"]}
        return sorted("t:" + t for t in found)
    if phase == "work":
        src = sel.get("t")
        out = {"t:" + d for (_, s, d) in carries(moves) if s == src}
        if not out:
            out = {"t:" + s for (_, s, _) in carries(moves)}
        out |= {"t:" + m.tiles[0] for m in upgrades(moves)}
        return sorted(out)
    if phase == "boats":
        return sorted("t:" + m.tiles[0] for m in moves if m.verb == "boat")
    if phase == "build":
        tile, turn = sel.get("t", ""), int(sel.get("r", "0") or 0)
        return ["c:" + cell for cell in placements(moves).get((tile, turn), [])]
    return []


# -- snapping a worker move --------------------------------------------------------------
def snap(moves: list[Worker], want: dict[str, str], keep: tuple[str, ...]) -> Worker:
    """The listed move closest to ``want``: the parts named in ``keep`` matter in that order,
    then the number of workers (the nearest at or above ``want["n"]``, else the fewest)."""
    field = {"v": "verb", "c": "colour", "f": "src", "x": "choice"}
    n = int(want.get("n", "0") or 0)

    def key(m: Worker) -> tuple:
        return (*(getattr(m, field[k]) != want.get(k) for k in keep),
                m.n < n, abs(m.n - n), m.src != "-", m.choice)
    return min(moves, key=key)


def _with(sel: dict[str, str], m: Worker) -> dict[str, str]:
    out = {k: v for k, v in sel.items() if k in ("i",)}
    out.update(t=m.tile, v=m.verb, n=str(m.n), c=m.colour, f=m.src, x=m.choice)
    return out


def _focus_worker(moves: Moves, sel: dict[str, str], tile: str) -> dict:
    here = on_tile(moves, tile)
    m = snap(here, {"c": sel.get("c", ""), "v": sel.get("v", "")}, ("c", "v"))
    return {"select": write(_with(sel, m) | {"i": tile})}


def current(moves: Moves, sel: dict[str, str]) -> Worker | None:
    """The worker move the selection prepares (None: no tile in focus)."""
    here = on_tile(moves, sel.get("t", ""))
    if not here:
        return None
    return snap(here, sel, ("v", "c", "f", "x"))


# -- asking the core why not ---------------------------------------------------------------
def ask_core(verb: str, tiles: tuple[str, ...], squares: tuple[str, ...] = (), colour: str = "",
             count: int | None = None, options: tuple[tuple[str, str], ...] = ()) -> dict:
    """A tap that matches no listed move: the move it would be, as fields
    (``MoveData.intent``), for the core to explain with the rule it breaks. Made only from
    board names and the selection; every tap that matches a listed move answers with that
    move's own text instead."""
    return {"explain": MoveData.intent(verb, squares, tiles, colour, count, options)}


# -- taps and buttons --------------------------------------------------------------------
def tap(moves: Moves, view: dict, selected: str | None, square: str) -> dict:
    """What a tap on a board name means (see the module docstring)."""
    sel = parse(selected)
    phase = phase_of(view, moves)
    kind, _, name = square.partition(":")
    if kind == "c":
        return _tap_cell(moves, sel, name)
    if phase == "play":
        here = on_tile(moves, name)
        if not here:
            # not listed: the nearest move, so that the core names the rule it breaks
            verb = "bid" if any(a["tile"] == name for a in view.get("auction", [])) else "use"
            return ask_core(verb, (name,), count=1, colour=sel.get("c", "blue"))
        if sel.get("t") == name and (m := current(moves, sel)):
            return {"play": m.text}
        if sel.get("c") and sel.get("t") != name and not any(m.colour == sel["c"] for m in here):
            # the chosen colour cannot go here: the core says why (the colour rule, mostly),
            # asked with the fewest workers listed for the tile's first verb
            verb = here[0].verb
            fewest = min(m.n for m in here if m.verb == verb)
            return ask_core(verb, (name,), count=fewest, colour=sel["c"])
        return _focus_worker(moves, sel, name)
    if phase == "work":
        return _tap_work(moves, sel, name)
    if phase == "boats":
        boat = find(moves, "boat", (name,))
        if boat is None:
            return ask_core("boat", (name,))
        return {"play": boat.text} if sel.get("t") == name else \
            {"select": write({"t": name, "i": name})}
    if phase == "final" and (flip := find(moves, "flip", (name,))):
        return {"play": flip.text}
    keep = {k: v for k, v in sel.items() if k != "i"}
    return {"select": write(keep if sel.get("i") == name else keep | {"i": name})}


def _tap_work(moves: Moves, sel: dict[str, str], name: str) -> dict:
    src = sel.get("t", "")
    routes = [m for m in moves if m.verb == "carry" and m.tiles == (src, name)]
    if routes:
        return {"play": next((m for m in routes if m.option("resource") == sel.get("k")), routes[0]).text}
    upgrade = find(moves, "upgrade", (name,))
    if name == src and upgrade:
        return {"play": upgrade.text}
    from_here = [r for (r, s, _) in carries(moves) if s == name]
    if from_here or upgrade:
        keep = (sel.get("k") or "") if sel.get("k") in from_here else (from_here[0] if from_here else "")
        return {"select": write({"t": name, "k": keep, "i": name})}
    if src:
        return ask_core("carry", (src, name), options=(("resource", sel.get("k") or "wood"),))
    return ask_core("upgrade", (name,))


def _tap_cell(moves: Moves, sel: dict[str, str], cell: str) -> dict:
    tile = sel.get("t", "")
    turn = int(sel.get("r", "0") or 0)
    here = placements(moves)
    if cell in here.get((tile, turn), []):
        if sel.get("at") == cell and (m := find(moves, "place", (tile,), (cell,), turn=str(turn))):
            return {"play": m.text}
        return {"select": write(sel | {"at": cell})}
    other = [r for r in turns_of(moves, tile) if cell in here[(tile, r)]]
    if other:
        return {"select": write(sel | {"r": str(other[0]), "at": cell})}
    return ask_core("place", (tile or "x",), squares=(cell,), options=(("turn", str(turn)),))


def default_selection(moves: Moves) -> str | None:
    """A won tile to place: the first, in its first turn with cells."""
    won = won_tiles(moves)
    if won:
        return write({"t": won[0], "r": str(turns_of(moves, won[0])[0])})
    return None


def keep_selection(selected: str | None, view: dict, moves: Moves) -> str | None:
    """The selection where it still fits ``moves`` (the inspected tile and the chosen
    colour are kept), else the default."""
    sel = parse(selected)
    phase = phase_of(view, moves)
    base: dict[str, str] = {k: sel[k] for k in ("i", "c") if k in sel}
    if phase == "play" and (m := current(moves, sel)):
        return write(_with(sel, m) | base)
    if phase == "work" and sel.get("t") and (
            any(s == sel["t"] for _, s, _ in carries(moves)) or find(moves, "upgrade", (sel["t"],))):
        return write({k: sel[k] for k in ("t", "k", "i") if k in sel})
    if phase == "boats" and find(moves, "boat", (sel.get("t", ""),)):
        return write({"t": sel["t"], "i": sel.get("i") or ""})
    if phase == "build":
        tile = sel.get("t", "")
        if (tile, int(sel.get("r", "-1") or -1)) in placements(moves):
            if sel.get("at") and sel["at"] not in placements(moves)[(tile, int(sel["r"]))]:
                sel.pop("at")
            return write(sel)
        return default_selection(moves)
    if phase == "offer":
        return write({k: sel[k] for k in ("o", "i") if k in sel})
    return write(base)


def ticked(sel: dict[str, str]) -> set[str]:
    """The winter tiles ticked for the offer."""
    return set(filter(None, sel.get("o", "").split("+")))


def offer(moves: Moves, sel: dict[str, str]) -> MoveData | None:
    """The listed offer of exactly the ticked tiles, else None."""
    want = sorted(ticked(sel))
    return next((m for m in moves if m.verb == "offer" and sorted(m.tiles) == want), None)


def action(moves: Moves, view: dict, selected: str | None, arg: str) -> dict:
    """What a panel button (``data-arg``) or a key means (``view`` is not needed: the moves
    say it all, app.contract.GameInput); a ``play:`` button plays the
    listed move it names (nothing else: a disabled button's stale argument changes nothing)."""
    sel = parse(selected)
    kind, _, value = arg.partition(":")
    if kind == "play":
        m = listed(moves, value)
        return {"play": m.text} if m else {"select": selected}
    if kind == "col":
        w = None
        if sel.get("t") and on_tile(moves, sel["t"]):
            w = snap(on_tile(moves, sel["t"]), {"c": value, "v": sel.get("v", "")}, ("c", "v"))
        if w is None or w.colour != value:
            return {"select": write({k: v for k, v in sel.items() if k == "i"} | {"c": value})}
        return {"select": write(_with(sel, w) | {"i": sel.get("i", "")})}
    if kind in ("verb", "from", "choice", "n") and (cur := current(moves, sel)):
        here = on_tile(moves, cur.tile)
        if kind == "n":
            same = sorted(m.n for m in here if (m.verb, m.colour, m.src, m.choice) ==
                          (cur.verb, cur.colour, cur.src, cur.choice))
            i = same.index(cur.n) + (1 if value == "+1" else -1)
            if 0 <= i < len(same):
                return {"select": write(sel | {"n": str(same[i])})}
            return {"select": selected}
        key = {"verb": "v", "from": "f", "choice": "x"}[kind]
        keep = {"verb": ("v", "c"), "from": ("f", "v", "c"), "choice": ("x", "v", "c", "f")}[kind]
        w = snap(here, sel | {key: value}, keep)
        return {"select": write(_with(sel, w) | {"i": sel.get("i", "")})}
    if kind == "go" and (cur := current(moves, sel)):
        return {"play": cur.text}
    if kind == "res":
        return {"select": write(sel | {"k": value})}
    if kind == "tile":
        turns = turns_of(moves, value)
        return {"select": write({"t": value, "r": str(turns[0]) if turns else "0", "i": value})}
    if kind == "rot" and sel.get("t"):
        turns = turns_of(moves, sel["t"])
        if not turns:
            return {"select": selected}
        now = int(sel.get("r", "0") or 0)
        i = turns.index(now) if now in turns else 0
        turn = turns[(i + (1 if value == "+1" else -1)) % len(turns)]
        out = sel | {"r": str(turn)}
        if out.get("at") not in placements(moves).get((sel["t"], turn), []):
            out.pop("at", None)
        return {"select": write(out)}
    if kind == "place" and sel.get("at") and \
            (m := find(moves, "place", (sel.get("t", ""),), (sel["at"],), turn=sel.get("r", "0"))):
        return {"play": m.text}
    if kind == "offer-tick":
        return {"select": write(sel | {"o": "+".join(sorted(ticked(sel) ^ {value}))})}
    if kind == "offer" and (m := offer(moves, sel)):
        return {"play": m.text}
    if kind == "cancel":
        return {"select": write({k: v for k, v in sel.items() if k in ("c", "i")})}  # noqa
    return {"select": selected}
