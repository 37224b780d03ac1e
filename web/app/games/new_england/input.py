"""New England's input, the part without a browser: what a tap or a panel button means,
and what the board highlights. Pure Python (tested natively in ``tests/web``). The board's
plots (columns, rows, the missing corner) come from ``view["board"]``.

The renderer decides no rule. Every move it plays is one the core offers in ``legal_moves``,
or, for a tap that matches none, the move the tap spells out, so that ``Match.play`` answers
with the core's own RuleError and rule link.

A selection is a short string:

* ``t:<terrain>`` / ``t:<terrain>:<plot>``  start rounds: the chosen start tile, then its
  first plot;
* ``r:<k>`` / ``r:<k>:<plot>-<plot>-...``  a land card to place: the rotation (the core's
  orientation index ``k``) and the previewed placement;
* ``m:<plot>``  phase 3: the pilgrim or ship on this plot is about to move.
"""

from __future__ import annotations

from typing import Any

#: The order of the start-tile buttons (settlement, pasture, crop field).
TERRAINS = ("s", "p", "c")
PENDING_VERBS = ("place", "pilgrim", "barn", "ship", "store")


def split_plot(board: dict, name: str) -> tuple[int, int]:
    """``c3`` -> (column 2, row 3) on the view's ``board``."""
    return board["columns"].index(name[0]), int(name[1:])


def plot_name(board: dict, col: int, row: int) -> str | None:
    """The plot in column ``col`` (0-based) and row ``row`` (1-based), None off the board
    or on a missing plot."""
    if 0 <= col < board["cols"] and 1 <= row <= board["rows"]:
        name = f"{board['columns'][col]}{row}"
        return None if name in board["missing"] else name
    return None


def neighbours(board: dict, name: str) -> list[str]:
    col, row = split_plot(board, name)
    out = [plot_name(board, col + dc, row + dr) for dc, dr in ((1, 0), (0, 1), (-1, 0), (0, -1))]
    return [p for p in out if p]


# -- reading the legal moves --------------------------------------------------------------------
def start_pairs(legal: list[str], terrain: str) -> list[tuple[str, str]]:
    out = []
    for m in legal:
        w = m.split(" ")
        if w[0] == "start" and w[1] == terrain:
            a, b = w[2].split("-")
            out.append((a, b))
    return out


def start_terrains(legal: list[str]) -> list[str]:
    have = {m.split(" ")[1] for m in legal if m.startswith("start ")}
    return [t for t in TERRAINS if t in have]


def developments(view: dict | None) -> list[dict]:
    """The pending land card's placements (``{"move", "plots", "orientation"}``)."""
    turn = (view or {}).get("turn") or {}
    pending = turn.get("pending") or {}
    return [p for p in pending.get("placements", []) if "orientation" in p]


def rotations(view: dict | None) -> list[int]:
    """Orientation indices that have at least one placement, in order."""
    return sorted({p["orientation"] for p in developments(view)})


def move_sources(legal: list[str]) -> list[str]:
    out = []
    for m in legal:
        if m.startswith("move "):
            a = m.split(" ")[1].split("-")[0]
            if a not in out:
                out.append(a)
    return out


def move_targets(legal: list[str], src: str) -> list[str]:
    return [m.split("-")[1] for m in legal if m.startswith(f"move {src}-")]


def pending_moves(legal: list[str]) -> dict[str, str]:
    """Plot -> move for a pending tile, figure card or barn storage (one plot each)."""
    out: dict[str, str] = {}
    for m in legal:
        w = m.split(" ")
        if w[0] in PENDING_VERBS and len(w) == 2:
            out.setdefault(w[1], m)
    return out


def takes(legal: list[str]) -> dict[str, str]:
    return {m.split(" ")[1]: m for m in legal if m.startswith("take ")}


# -- selection ----------------------------------------------------------------------------------
def default_selection(legal: list[str]) -> str | None:
    terrains = start_terrains(legal)
    if terrains:
        return "t:" + terrains[0]
    if any(m.startswith("develop ") for m in legal):
        return "r"
    return None


def normalize(sel: str | None, legal: list[str], view: dict | None) -> str | None:
    """The selection still meaningful for these legal moves (else a default or None)."""
    terrains = start_terrains(legal)
    parts = (sel or "").split(":")
    if terrains:
        if parts[0] == "t" and len(parts) > 1 and parts[1] in terrains:
            pairs = start_pairs(legal, parts[1])
            if len(parts) > 2 and any(parts[2] in p for p in pairs):
                return sel
            return "t:" + parts[1]
        return "t:" + terrains[0]
    if any(m.startswith("develop ") for m in legal):
        ks = rotations(view)
        if not ks:
            return None
        if parts[0] == "r" and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) in ks:
            if len(parts) > 2 and "develop " + parts[2] not in legal:
                return "r:" + parts[1]
            return sel
        return f"r:{ks[0]}"
    if parts[0] == "m" and len(parts) > 1 and parts[1] in move_sources(legal):
        return sel
    return None


def highlights(sel: str | None, legal: list[str], view: dict | None) -> dict:
    """What the board marks: ``spots`` (tap targets), ``area`` (plots some placement of the
    chosen rotation covers), ``preview`` (the placement about to be made), ``origin``."""
    out: dict[str, Any] = {"spots": [], "area": [], "preview": [], "origin": None}
    parts = (sel or "").split(":")
    if parts[0] == "t" and len(parts) > 1:
        pairs = start_pairs(legal, parts[1])
        if len(parts) > 2:
            a = parts[2]
            out["origin"] = a
            out["spots"] = sorted({q for p in pairs if a in p for q in p if q != a}, key=order)
        else:
            out["spots"] = sorted({q for p in pairs for q in p}, key=order)
        return out
    if parts[0] == "r" and len(parts) > 1:
        k = int(parts[1])
        area = {q for p in developments(view) if p["orientation"] == k for q in p["plots"]}
        out["area"] = sorted(area, key=order)
        if len(parts) > 2:
            out["preview"] = parts[2].split("-")
        return out
    if parts[0] == "m" and len(parts) > 1:
        out["origin"] = parts[1]
        out["spots"] = move_targets(legal, parts[1])
        return out
    pend = pending_moves(legal)
    if pend:
        out["spots"] = sorted(pend, key=order)
        return out
    out["spots"] = sorted(set(move_sources(legal)) | set(takes(legal)), key=order)
    return out


def order(name: str) -> tuple[int, str]:
    """Sort key of plot names: row by row from row 1, each row by column letter."""
    return int(name[1:]), name[0]


# -- taps and buttons ---------------------------------------------------------------------------
def tap(legal: list[str], view: dict, selected: str | None, sq: str) -> dict:
    """What a tap on plot ``sq`` means: ``{"select": ...}`` or ``{"play": move}`` (a move the
    core offers, or the move the tap spells out so that the core explains why not)."""
    sel = normalize(selected, legal, view)
    parts = (sel or "").split(":")
    if parts[0] == "t":
        terrain = parts[1]
        pairs = start_pairs(legal, terrain)
        if len(parts) > 2:
            a = parts[2]
            if sq == a:
                return {"select": "t:" + terrain}
            pair = tuple(sorted((a, sq), key=order))
            if pair in pairs:
                return {"play": f"start {terrain} {pair[0]}-{pair[1]}"}
            if any(sq in p for p in pairs):
                return {"select": f"t:{terrain}:{sq}"}
            return {"play": f"start {terrain} {pair[0]}-{pair[1]}"}
        if any(sq in p for p in pairs):
            return {"select": f"t:{terrain}:{sq}"}
        nb = neighbours(view["board"], sq)
        pair = tuple(sorted((sq, nb[0]), key=order)) if nb else (sq, sq)
        return {"play": f"start {terrain} {pair[0]}-{pair[1]}"}
    if parts[0] == "r":
        k = int(parts[1])
        preview = parts[2].split("-") if len(parts) > 2 else []
        if sq in preview:
            return {"play": "develop " + "-".join(preview)}
        options = [p for p in developments(view) if p["orientation"] == k and sq in p["plots"]]
        if options:
            best = next((p for p in options if p["plots"][0] == sq), options[0])
            return {"select": f"r:{k}:" + "-".join(best["plots"])}
        cells = shape_at(view, k, sq)
        return {"play": "develop " + "-".join(cells)} if cells else {"select": f"r:{k}"}
    if parts[0] == "m":
        a = parts[1]
        if sq == a:
            return {"select": None}
        if sq in move_sources(legal):
            return {"select": "m:" + sq}
        return {"play": f"move {a}-{sq}"}
    pend = pending_moves(legal)
    pending = ((view or {}).get("turn") or {}).get("pending")
    if pending:
        if sq in pend:
            return {"play": pend[sq]}
        item = pending["item"]
        verb = "place" if pending["kind"] == "tile" else item if "-" not in item else "develop"
        return {"play": f"{verb} {sq}"}
    if sq in takes(legal):
        return {"play": takes(legal)[sq]}
    if sq in move_sources(legal):
        return {"select": "m:" + sq}
    return {"select": None}


def shape_at(view: dict, k: int, sq: str) -> list[str]:
    """The cells of orientation ``k`` laid with its first cell on ``sq`` (for the core to
    explain why that placement is not allowed); [] when it leaves the board."""
    pending = ((view or {}).get("turn") or {}).get("pending") or {}
    shapes = pending.get("orientations") or []
    if not 0 <= k < len(shapes):
        return []
    board = view["board"]
    col, row = split_plot(board, sq)
    cells = shapes[k]
    r0, c0 = cells[0]
    out = []
    for r, c in cells:
        name = plot_name(board, col + c - c0, row + r - r0)
        if name is None:
            return []
        out.append(name)
    return sorted(out, key=order)


def action(legal: list[str], view: dict, selected: str | None, arg: str) -> dict:
    """A panel button or key: ``rotate`` / ``rotate-back``, ``terrain <t>``, ``confirm``,
    ``cancel``, or a move (played as is; the core checks it)."""
    sel = normalize(selected, legal, view)
    parts = (sel or "").split(":")
    if arg in ("rotate", "rotate-back"):
        ks = rotations(view)
        if parts[0] != "r" or not ks:
            return {"select": sel}
        i = ks.index(int(parts[1])) if int(parts[1]) in ks else 0
        i = (i + (1 if arg == "rotate" else -1)) % len(ks)
        return {"select": f"r:{ks[i]}"}
    if arg.startswith("terrain "):
        return {"select": "t:" + arg.split(" ")[1]}
    if arg == "confirm":
        if parts[0] == "r" and len(parts) > 2:
            return {"play": "develop " + parts[2]}
        return {"select": sel}
    if arg == "cancel":
        return {"select": default_selection(legal)}
    return {"play": arg}
