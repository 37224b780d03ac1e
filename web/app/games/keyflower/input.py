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
``c:Q,R`` (an empty cell of the village being built). Nothing here decides a rule: a tap that
matches no listed move is sent to ``Match.play`` as the nearest move, and the core explains
its refusal.
"""

from __future__ import annotations

from typing import NamedTuple

COLOURS = ("blue", "red", "yellow", "green")
RESOURCES = ("wood", "stone", "iron", "gold")


class Worker(NamedTuple):
    """A listed ``bid``/``use`` move, parsed."""

    verb: str
    tile: str
    n: int
    colour: str
    src: str  # the ``from`` tiles joined by ``+``, or "-"
    choice: str  # or "-"

    def text(self) -> str:
        out = f"{self.verb} {self.tile} {self.n} {self.colour}"
        if self.src != "-":
            out += f" from {self.src}"
        return out + (f" {self.choice}" if self.choice != "-" else "")


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
def workers(legal: list[str]) -> list[Worker]:
    out = []
    for move in legal:
        w = move.split()
        if w[0] in ("bid", "use"):
            src = w[5] if len(w) > 5 and w[4] == "from" else "-"
            rest = w[6:] if src != "-" else w[4:]
            out.append(Worker(w[0], w[1], int(w[2]), w[3], src, rest[0] if rest else "-"))
    return out


def on_tile(legal: list[str], tile: str) -> list[Worker]:
    return [m for m in workers(legal) if m.tile == tile]


def carries(legal: list[str]) -> list[tuple[str, str, str]]:
    """(resource, from, to) of every listed ``carry``."""
    return [tuple(m.split()[1:]) for m in legal if m.startswith("carry ")]  # type: ignore[misc]


def placements(legal: list[str]) -> dict[tuple[str, int], list[str]]:
    """(tile, turn) -> the cells ``q,r`` where it may go."""
    out: dict[tuple[str, int], list[str]] = {}
    for move in legal:
        w = move.split()
        if w[0] == "place":
            out.setdefault((w[1], int(w[3][1:])), []).append(w[2])
    return out


def turns_of(legal: list[str], tile: str) -> list[int]:
    return sorted(r for (t, r) in placements(legal) if t == tile)


def won_tiles(legal: list[str]) -> list[str]:
    return sorted({t for (t, _) in placements(legal)})


def phase_of(legal: list[str]) -> str:
    """The kind of step ``legal`` belongs to: play, work, boats, build, offer, final,
    contract, replace (The Merchants), none."""
    verbs = {m.split()[0] for m in legal}
    for verb, phase in (("bid", "play"), ("use", "play"), ("carry", "work"), ("upgrade", "work"),
                        ("extend", "work"), ("boat", "boats"), ("place", "build"), ("offer", "offer"),
                        ("assign", "final"), ("purple", "final"), ("flip", "final"),
                        ("best", "final"), ("contract", "contract"), ("replace", "replace")):
        if verb in verbs:
            return phase
    if "pass" in verbs:
        return "play"
    return "work" if "done" in verbs else "none"


def targets(legal: list[str], sel: dict[str, str]) -> list[str]:
    """The board names a tap acts on now (the hint layer marks them)."""
    phase = phase_of(legal)
    if phase == "play":
        found = {m.tile for m in workers(legal) if "c" not in sel or m.colour == sel["c"]}
        return sorted("t:" + t for t in found)
    if phase == "work":
        src = sel.get("t")
        out = {"t:" + d for (_, s, d) in carries(legal) if s == src}
        if not out:
            out = {"t:" + s for (_, s, _) in carries(legal)}
        out |= {"t:" + m.split()[1] for m in legal if m.startswith("upgrade ")}
        return sorted(out)
    if phase == "boats":
        return sorted("t:" + m.split()[1] for m in legal)
    if phase == "build":
        tile, turn = sel.get("t", ""), int(sel.get("r", "0") or 0)
        return ["c:" + cell for cell in placements(legal).get((tile, turn), [])]
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


def _focus_worker(legal: list[str], sel: dict[str, str], tile: str) -> dict:
    moves = on_tile(legal, tile)
    m = snap(moves, {"c": sel.get("c", ""), "v": sel.get("v", "")}, ("c", "v"))
    return {"select": write(_with(sel, m) | {"i": tile})}


def current(legal: list[str], sel: dict[str, str]) -> Worker | None:
    """The worker move the selection prepares (None: no tile in focus)."""
    moves = on_tile(legal, sel.get("t", ""))
    if not moves:
        return None
    return snap(moves, sel, ("v", "c", "f", "x"))


# -- taps and buttons --------------------------------------------------------------------
def tap(legal: list[str], view: dict, selected: str | None, square: str) -> dict:
    """What a tap on a board name means (see the module docstring)."""
    sel = parse(selected)
    phase = phase_of(legal)
    kind, _, name = square.partition(":")
    if kind == "c":
        return _tap_cell(legal, sel, name)
    if phase == "play":
        if not on_tile(legal, name):
            # not listed: the nearest move, so that the core names the rule it breaks
            verb = "bid" if any(a["tile"] == name for a in view.get("auction", [])) else "use"
            return {"play": f"{verb} {name} 1 {sel.get('c', 'blue')}"}
        if sel.get("t") == name and (m := current(legal, sel)):
            return {"play": m.text()}
        if sel.get("c") and sel.get("t") != name and \
                not any(m.colour == sel["c"] for m in on_tile(legal, name)):
            # the chosen colour cannot go here: the core says why (the colour rule, mostly)
            verb = on_tile(legal, name)[0].verb
            return {"play": f"{verb} {name} {_more(view, name)} {sel['c']}"}
        return _focus_worker(legal, sel, name)
    if phase == "work":
        return _tap_work(legal, sel, name)
    if phase == "boats":
        if f"boat {name}" in legal:
            return {"play": f"boat {name}"} if sel.get("t") == name else \
                {"select": write({"t": name, "i": name})}
        return {"play": f"boat {name}"}
    if phase == "final" and f"flip {name}" in legal:
        return {"play": f"flip {name}"}
    keep = {k: v for k, v in sel.items() if k != "i"}
    return {"select": write(keep if sel.get("i") == name else keep | {"i": name})}


def _more(view: dict, tile: str) -> int:
    """One worker more than the most standing on ``tile`` (a bid that would lead)."""
    for a in view.get("auction", []):
        if a["tile"] == tile:
            return 1 + max([g["n"] for g in a["bids"]] + [0])
    return 1


def _tap_work(legal: list[str], sel: dict[str, str], name: str) -> dict:
    src = sel.get("t", "")
    routes = [(r, s, d) for (r, s, d) in carries(legal) if s == src and d == name]
    if routes:
        res = sel.get("k") if any(r == sel.get("k") for r, _, _ in routes) else routes[0][0]
        return {"play": f"carry {res} {src} {name}"}
    if name == src and f"upgrade {name}" in legal:
        return {"play": f"upgrade {name}"}
    from_here = [r for (r, s, _) in carries(legal) if s == name]
    if from_here or f"upgrade {name}" in legal:
        keep = (sel.get("k") or "") if sel.get("k") in from_here else (from_here[0] if from_here else "")
        return {"select": write({"t": name, "k": keep, "i": name})}
    if src:
        return {"play": f"carry {sel.get('k') or 'wood'} {src} {name}"}
    return {"play": f"upgrade {name}"}


def _tap_cell(legal: list[str], sel: dict[str, str], cell: str) -> dict:
    tile = sel.get("t", "")
    turn = int(sel.get("r", "0") or 0)
    here = placements(legal)
    if cell in here.get((tile, turn), []):
        if sel.get("at") == cell:
            return {"play": f"place {tile} {cell} r{turn}"}
        return {"select": write(sel | {"at": cell})}
    other = [r for r in turns_of(legal, tile) if cell in here[(tile, r)]]
    if other:
        return {"select": write(sel | {"r": str(other[0]), "at": cell})}
    return {"play": f"place {tile or 'x'} {cell} r{turn}"}


def default_selection(legal: list[str]) -> str | None:
    """A won tile to place: the first, in its first turn with cells."""
    won = won_tiles(legal)
    if won:
        return write({"t": won[0], "r": str(turns_of(legal, won[0])[0])})
    return None


def keep_selection(selected: str | None, legal: list[str]) -> str | None:
    """The selection where it still fits ``legal`` (the inspected tile and the chosen
    colour are kept), else the default."""
    sel = parse(selected)
    phase = phase_of(legal)
    base: dict[str, str] = {k: sel[k] for k in ("i", "c") if k in sel}
    if phase == "play" and (m := current(legal, sel)):
        return write(_with(sel, m) | base)
    if phase == "work" and sel.get("t") and (
            any(s == sel["t"] for _, s, _ in carries(legal)) or f"upgrade {sel['t']}" in legal):
        return write({k: sel[k] for k in ("t", "k", "i") if k in sel})
    if phase == "boats" and f"boat {sel.get('t')}" in legal:
        return write({"t": sel["t"], "i": sel.get("i") or ""})
    if phase == "build":
        tile = sel.get("t", "")
        if (tile, int(sel.get("r", "-1") or -1)) in placements(legal):
            if sel.get("at") and sel["at"] not in placements(legal)[(tile, int(sel["r"]))]:
                sel.pop("at")
            return write(sel)
        return default_selection(legal)
    if phase == "offer":
        return write({k: sel[k] for k in ("o", "i") if k in sel})
    return write(base)


def action(legal: list[str], selected: str | None, arg: str) -> dict:
    """What a panel button (``data-arg``) or a key means."""
    sel = parse(selected)
    kind, _, value = arg.partition(":")
    if kind == "play":
        return {"play": value}
    if kind == "col":
        m = None
        if sel.get("t") and on_tile(legal, sel["t"]):
            m = snap(on_tile(legal, sel["t"]), {"c": value, "v": sel.get("v", "")}, ("c", "v"))
        if m is None or m.colour != value:
            return {"select": write({k: v for k, v in sel.items() if k == "i"} | {"c": value})}
        return {"select": write(_with(sel, m) | {"i": sel.get("i", "")})}
    if kind in ("verb", "from", "choice", "n") and (cur := current(legal, sel)):
        moves = on_tile(legal, cur.tile)
        if kind == "n":
            same = sorted(m.n for m in moves if (m.verb, m.colour, m.src, m.choice) ==
                          (cur.verb, cur.colour, cur.src, cur.choice))
            i = same.index(cur.n) + (1 if value == "+1" else -1)
            if 0 <= i < len(same):
                return {"select": write(sel | {"n": str(same[i])})}
            return {"select": selected}
        key = {"verb": "v", "from": "f", "choice": "x"}[kind]
        keep = {"verb": ("v", "c"), "from": ("f", "v", "c"), "choice": ("x", "v", "c", "f")}[kind]
        m = snap(moves, sel | {key: value}, keep)
        return {"select": write(_with(sel, m) | {"i": sel.get("i", "")})}
    if kind == "go" and (cur := current(legal, sel)):
        return {"play": cur.text()}
    if kind == "res":
        return {"select": write(sel | {"k": value})}
    if kind == "tile":
        turns = turns_of(legal, value)
        return {"select": write({"t": value, "r": str(turns[0]) if turns else "0", "i": value})}
    if kind == "rot" and sel.get("t"):
        turns = turns_of(legal, sel["t"])
        if not turns:
            return {"select": selected}
        now = int(sel.get("r", "0") or 0)
        i = turns.index(now) if now in turns else 0
        turn = turns[(i + (1 if value == "+1" else -1)) % len(turns)]
        out = sel | {"r": str(turn)}
        if out.get("at") not in placements(legal).get((sel["t"], turn), []):
            out.pop("at", None)
        return {"select": write(out)}
    if kind == "place" and sel.get("at"):
        return {"play": f"place {sel['t']} {sel['at']} r{sel.get('r', '0')}"}
    if kind == "offer-tick":
        ticked = set(filter(None, sel.get("o", "").split("+"))) ^ {value}
        return {"select": write(sel | {"o": "+".join(sorted(ticked))})}
    if kind == "offer":
        return {"play": "offer " + sel.get("o", "")}
    if kind == "cancel":
        return {"select": write({k: v for k, v in sel.items() if k in ("c", "i")})}  # noqa
    return {"select": selected}
