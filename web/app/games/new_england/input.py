"""New England's input, the part without a browser: what a tap or a panel button means,
and what the board highlights. Pure Python (tested natively in ``tests/web``). The board's
plots (columns, rows, the missing corner) come from ``view["board"]``.

The renderer decides no rule and reads no move text (issue 23): it picks the core's listed
moves (``MoveData``) by their fields (``verb``, ``squares``, ``count``, ``option``) and
plays only the ``text`` of a listed move. A tap that matches none is answered with
:func:`refused`: the page's message under the rule of the current step (:func:`step`).

A selection is a short string (the page's own encoding, never cut from move text):

* ``t:<terrain>`` / ``t:<terrain>:<plot>``  start rounds: the chosen start tile, then its
  first plot;
* ``r:<k>`` / ``r:<k>:<plot>-<plot>-...``  a land card to place: the rotation (the core's
  orientation index ``k``) and the previewed placement (the plots of a placement of the view);
* ``m:<plot>``  phase 3: the pilgrim or ship on this plot is about to move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.errors import RuleError
from core.protocol import MoveData

from .texts import t

#: The order of the start-tile buttons (settlement, pasture, crop field).
TERRAINS = ("s", "p", "c")
PENDING_VERBS = ("place", "pilgrim", "barn", "ship", "store")
Moves = Sequence[MoveData]


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


# -- reading the legal moves --------------------------------------------------------------------
def start_moves(moves: Moves, terrain: str) -> list[MoveData]:
    """The listed ``start`` moves of this start tile (squares: its two plots)."""
    return [m for m in moves if m.verb == "start" and m.option("terrain") == terrain]


def start_terrains(moves: Moves) -> list[str]:
    have = {m.option("terrain") for m in moves if m.verb == "start"}
    return [x for x in TERRAINS if x in have]


def developments(view: dict | None) -> list[dict]:
    """The pending land card's placements (``{"move", "plots", "orientation"}``)."""
    turn = (view or {}).get("turn") or {}
    pending = turn.get("pending") or {}
    return [p for p in pending.get("placements", []) if "orientation" in p]


def rotations(view: dict | None) -> list[int]:
    """Orientation indices that have at least one placement, in order."""
    return sorted({p["orientation"] for p in developments(view)})


def develop_move(moves: Moves, plots: Sequence[str]) -> MoveData | None:
    """The listed ``develop`` move covering exactly ``plots`` (in board order), else None."""
    want = tuple(plots)
    return next((m for m in moves if m.verb == "develop" and m.squares == want), None)


def can_develop(moves: Moves) -> bool:
    return any(m.verb == "develop" for m in moves)


def move_sources(moves: Moves) -> list[str]:
    out: list[str] = []
    for m in moves:
        if m.verb == "move" and m.squares[0] not in out:
            out.append(m.squares[0])
    return out


def figure_moves(moves: Moves, src: str) -> dict[str, MoveData]:
    """Target plot -> the listed ``move`` of the figure on ``src``."""
    return {m.squares[1]: m for m in moves if m.verb == "move" and m.squares[0] == src}


def pending_moves(moves: Moves) -> dict[str, MoveData]:
    """Plot -> move for a pending tile, figure card or barn storage (one plot each)."""
    out: dict[str, MoveData] = {}
    for m in moves:
        if m.verb in PENDING_VERBS and len(m.squares) == 1:
            out.setdefault(m.squares[0], m)
    return out


def takes(moves: Moves) -> dict[str, MoveData]:
    return {m.squares[0]: m for m in moves if m.verb == "take"}


def by_verb(moves: Moves, verb: str) -> list[MoveData]:
    return [m for m in moves if m.verb == verb]


def listed(moves: Moves, text: str) -> MoveData | None:
    """The listed move whose text is ``text`` (a panel button carries one), else None."""
    return next((m for m in moves if m.text == text), None)


# -- the step and a refusal ---------------------------------------------------------------------
def step(view: dict, moves: Moves, selected: str | None) -> tuple[str, str]:
    """(text key suffix, rule id suffix) of the current step."""
    phase = view["phase"]
    if phase in ("start", "announce", "bid"):
        return {"start": ("start", "start-tile"), "announce": ("announce", "offer"),
                "bid": ("bid", "bid")}[phase]
    pending = (view.get("turn") or {}).get("pending")
    if pending:
        if all(m.verb == "store" for m in moves):
            return "store", "barn-store"
        if "orientations" in pending:
            return "develop", "development-shape"
        if pending["kind"] == "tile":
            return "tile", "tile-placement"
        return ("ship", "coastal") if pending["item"] == "ship" else ("figure", "figure-placement")
    sel = normalize(selected, moves, view) or ""
    if sel.startswith("m:"):
        return "move", "figure-move"
    if by_verb(moves, "extra"):
        return "bonus", "ship-bonus"
    if by_verb(moves, "buy"):
        return "buy", "buy"
    return "income", "income"


def refused(view: dict, moves: Moves, selected: str | None) -> dict:
    """The answer to a tap that matches no listed move: the page's message (pick a marked
    plot) under the rule of the current step, so the page links that rule; nothing is played."""
    rule = "new-england/" + step(view, moves, selected)[1]
    return {"error": RuleError(rule, t("nl", "ne_refused"), t("en", "ne_refused"))}


# -- selection ----------------------------------------------------------------------------------
def default_selection(moves: Moves) -> str | None:
    terrains = start_terrains(moves)
    if terrains:
        return "t:" + terrains[0]
    if can_develop(moves):
        return "r"
    return None


def normalize(sel: str | None, moves: Moves, view: dict | None) -> str | None:
    """The selection still meaningful for these legal moves (else a default or None)."""
    terrains = start_terrains(moves)
    parts = (sel or "").split(":")
    if terrains:
        if parts[0] == "t" and len(parts) > 1 and parts[1] in terrains:
            pairs = start_moves(moves, parts[1])
            if len(parts) > 2 and any(parts[2] in p.squares for p in pairs):
                return sel
            return "t:" + parts[1]
        return "t:" + terrains[0]
    if can_develop(moves):
        ks = rotations(view)
        if not ks:
            return None
        if parts[0] == "r" and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) in ks:
            if len(parts) > 2 and develop_move(moves, parts[2].split("-")) is None:
                return "r:" + parts[1]
            return sel
        return f"r:{ks[0]}"
    if parts[0] == "m" and len(parts) > 1 and parts[1] in move_sources(moves):
        return sel
    return None


def highlights(sel: str | None, moves: Moves, view: dict | None) -> dict:
    """What the board marks: ``spots`` (tap targets), ``area`` (plots some placement of the
    chosen rotation covers), ``preview`` (the placement about to be made), ``origin``."""
    out: dict[str, Any] = {"spots": [], "area": [], "preview": [], "origin": None}
    parts = (sel or "").split(":")
    if parts[0] == "t" and len(parts) > 1:
        pairs = [m.squares for m in start_moves(moves, parts[1])]
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
        out["spots"] = list(figure_moves(moves, parts[1]))
        return out
    pend = pending_moves(moves)
    if pend:
        out["spots"] = sorted(pend, key=order)
        return out
    out["spots"] = sorted(set(move_sources(moves)) | set(takes(moves)), key=order)
    return out


def order(name: str) -> tuple[int, str]:
    """Sort key of plot names: row by row from row 1, each row by column letter."""
    return int(name[1:]), name[0]


# -- taps and buttons ---------------------------------------------------------------------------
def tap(moves: Moves, view: dict, selected: str | None, sq: str) -> dict:
    """What a tap on plot ``sq`` means: ``{"select": ...}``, ``{"play": text}`` of a listed
    move, or :func:`refused` when it matches none."""
    sel = normalize(selected, moves, view)
    parts = (sel or "").split(":")
    if parts[0] == "t":
        terrain = parts[1]
        pairs = start_moves(moves, terrain)
        if len(parts) > 2:
            a = parts[2]
            if sq == a:
                return {"select": "t:" + terrain}
            both = next((m for m in pairs if a in m.squares and sq in m.squares), None)
            if both is not None:
                return {"play": both.text}
        if any(sq in p.squares for p in pairs):
            return {"select": f"t:{terrain}:{sq}"}
        return refused(view, moves, sel)
    if parts[0] == "r":
        k = int(parts[1])
        preview = parts[2].split("-") if len(parts) > 2 else []
        if sq in preview:
            chosen = develop_move(moves, preview)
            return {"play": chosen.text} if chosen else refused(view, moves, sel)
        options = [p for p in developments(view) if p["orientation"] == k and sq in p["plots"]]
        if options:
            best = next((p for p in options if p["plots"][0] == sq), options[0])
            return {"select": f"r:{k}:" + "-".join(best["plots"])}
        return refused(view, moves, sel)
    if parts[0] == "m":
        a = parts[1]
        if sq == a:
            return {"select": None}
        if sq in move_sources(moves):
            return {"select": "m:" + sq}
        target = figure_moves(moves, a).get(sq)
        return {"play": target.text} if target else refused(view, moves, sel)
    pend = pending_moves(moves)
    pending = ((view or {}).get("turn") or {}).get("pending")
    if pending:
        return {"play": pend[sq].text} if sq in pend else refused(view, moves, sel)
    if sq in takes(moves):
        return {"play": takes(moves)[sq].text}
    if sq in move_sources(moves):
        return {"select": "m:" + sq}
    return {"select": None}


def action(moves: Moves, view: dict, selected: str | None, arg: str) -> dict:
    """A panel button or key: ``rotate`` / ``rotate-back``, ``terrain <t>``, ``confirm``,
    ``cancel``, or the text of a listed move (played); anything else changes nothing."""
    sel = normalize(selected, moves, view)
    parts = (sel or "").split(":")
    if arg in ("rotate", "rotate-back"):
        ks = rotations(view)
        if parts[0] != "r" or not ks:
            return {"select": sel}
        i = ks.index(int(parts[1])) if int(parts[1]) in ks else 0
        i = (i + (1 if arg == "rotate" else -1)) % len(ks)
        return {"select": f"r:{ks[i]}"}
    if arg.startswith("terrain "):  # the page's own button argument, not a move
        return {"select": "t:" + arg[len("terrain "):]}
    if arg == "confirm":
        chosen = develop_move(moves, parts[2].split("-")) if parts[0] == "r" and len(parts) > 2 else None
        return {"play": chosen.text} if chosen else {"select": sel}
    if arg == "cancel":
        return {"select": default_selection(moves)}
    move = listed(moves, arg)
    return {"play": move.text} if move else {"select": sel}
