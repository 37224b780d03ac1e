"""Eden in the page, the pure part (no browser imports, unit-tested natively): what the
selection means and which of the core's legal moves a tap or a button stands for.

The selection (``Board.selected``) is one short string:

* ``None``: nothing picked; irrigation targets are highlighted, a tap waters;
* ``"card L3 1"``: cultivation card L3 picked, rotation 1 (an index into
  ``view["cards"]["L3"]["rotations"]``); its legal placements in that rotation are shown;
* ``"grow L3 B3 B4 C3"``: that placement is chosen; the page shows its cost and waits for
  confirmation (the string is the move itself);
* ``"rate 15"``: in a conquest, the rate the bidding dialog offers.

Nothing here decides a rule: every move comes from ``legal_moves`` or goes to
``Match.play``, which explains a refusal.
"""

from __future__ import annotations

COLUMNS = "ABCDEFG"
SIZE = 7


def square_name(col: int, row: int) -> str:
    """Column 0..6 and row 1..7 to ``A1``..``G7``."""
    return COLUMNS[col] + str(row)


def square_xy(sq: str) -> tuple[int, int]:
    """``B4`` -> (1, 3): column index, row index from the bottom."""
    sq = sq.strip().upper()
    return COLUMNS.index(sq[0]), int(sq[1:]) - 1


def grow_parts(move: str) -> tuple[str, list[str]]:
    """``grow L3 B3 B4 C3`` -> ("L3", ["B3", "B4", "C3"])."""
    words = move.split()
    return words[1], words[2:]


def placement_rotation(cells: list[str], rotations: list) -> int | None:
    """Which rotation (index into the card's normalised rotations) these squares form."""
    pts = [square_xy(c) for c in cells]
    mx, my = min(x for x, _ in pts), min(y for _, y in pts)
    norm = sorted([x - mx, y - my] for x, y in pts)
    for i, rot in enumerate(rotations):
        if sorted(list(c) for c in rot) == norm:
            return i
    return None


def placements_covering(rotation: list, sq: str) -> list[list[str]]:
    """Every placement (sorted square names) of a rotation on the board covering ``sq``."""
    x0, y0 = square_xy(sq)
    out = []
    for ax, ay in rotation:
        dx, dy = x0 - ax, y0 - ay
        cells = [(x + dx, y + dy) for x, y in rotation]
        if all(0 <= x < SIZE and 0 <= y < SIZE for x, y in cells):
            out.append(sorted(square_name(x, y + 1) for x, y in cells))
    return out


def legal_grows(legal: list[str], card: str, rotation: int, rotations: list) -> list[str]:
    """The legal ``grow`` moves of ``card`` in the given rotation."""
    out = []
    for move in legal:
        if move.startswith(f"grow {card} "):
            if placement_rotation(grow_parts(move)[1], rotations) == rotation:
                out.append(move)
    return out


def parse_selection(sel: str | None) -> tuple:
    """The selection as a tuple: (), ("card", name, rot), ("grow", move), ("rate", n)."""
    if not sel:
        return ()
    words = sel.split()
    if words[0] == "card" and len(words) == 3:
        return ("card", words[1], int(words[2]))
    if words[0] == "grow":
        return ("grow", sel)
    if words[0] == "rate" and len(words) == 2:
        return ("rate", int(words[1]))
    return ()


def bid_range(legal: list[str]) -> list[int]:
    """The rates the legal ``bid`` moves allow, ascending."""
    return sorted(int(m.split()[1]) for m in legal if m.startswith("bid "))


def _card_rotation(sel: tuple, cards: dict) -> tuple[str, int]:
    """Card and rotation index of a ``card`` or ``grow`` selection."""
    if sel[0] == "card":
        return sel[1], sel[2]
    card, cells = grow_parts(sel[1])
    return card, placement_rotation(cells, cards[card]["rotations"]) or 0


def tap_move(legal: list[str], selected: str | None, sq: str, cards: dict) -> dict:
    """What a tap on square ``sq`` means (see ``render_eden.tap``): ``{"select": s}`` or
    ``{"play": move}`` (legal, or the nearest attempt for the core to explain)."""
    sq = sq.upper()
    sel = parse_selection(selected)
    if any(m.split()[0] in ("with", "target", "accept") for m in legal):
        # a square that is no second attacker is tried as a target (the core explains why not)
        return {"play": f"with {sq}" if f"with {sq}" in legal else f"target {sq}"}
    if sel and sel[0] in ("card", "grow"):
        card, rot = _card_rotation(sel, cards)
        rotation = cards[card]["rotations"][rot]
        options = [f"grow {card} " + " ".join(p) for p in placements_covering(rotation, sq)]
        fitting = [m for m in options if m in legal]
        if fitting:
            # tapping again cycles through the legal placements that cover this square
            if sel[0] == "grow" and sel[1] in fitting:
                return {"select": fitting[(fitting.index(sel[1]) + 1) % len(fitting)]}
            return {"select": fitting[0]}
        return {"play": options[0]} if options else {"select": selected}
    return {"play": f"water {sq}"}  # legal, or refused with the core's reason


def button_move(legal: list[str], selected: str | None, arg: str, cards: dict) -> dict:
    """What a panel button (``data-arg``) means; same answers as :func:`tap_move`."""
    words = arg.split()
    verb = words[0]
    sel = parse_selection(selected)
    if verb == "card":
        card = words[1]
        if sel and sel[0] == "card" and sel[1] == card:
            return {"select": None}
        return {"select": f"card {card} 0"}
    if verb == "rotate":
        if sel and sel[0] in ("card", "grow"):
            card, rot = _card_rotation(sel, cards)
            n = len(cards[card]["rotations"])
            return {"select": f"card {card} {(rot + 1) % n}"}
        return {"select": selected}
    if verb == "cancel":
        return {"select": None}
    if verb == "confirm":
        if sel and sel[0] == "grow":
            return {"play": sel[1]}
        return {"select": selected}
    if verb in ("rate-", "rate+"):
        rates = bid_range(legal)
        if not rates:
            return {"select": selected}
        now = sel[1] if sel and sel[0] == "rate" and sel[1] in rates else rates[0]
        i = rates.index(now) + (1 if verb == "rate+" else -1)
        return {"select": f"rate {rates[max(0, min(i, len(rates) - 1))]}"}
    if verb == "bid":
        rates = bid_range(legal)
        rate = sel[1] if sel and sel[0] == "rate" else (rates[0] if rates else None)
        if rate is None:
            return {"play": "bid 0"}
        return {"play": f"bid {rate}"}
    return {"play": arg}


def current_rate(legal: list[str], selected: str | None) -> int | None:
    """The rate the bidding dialog shows: the selected one if still legal, else the lowest."""
    rates = bid_range(legal)
    sel = parse_selection(selected)
    if sel and sel[0] == "rate" and sel[1] in rates:
        return sel[1]
    return rates[0] if rates else None


def keep_selection(selected: str | None, legal: list[str]) -> str | None:
    """The selection after a change: kept while it still means something."""
    sel = parse_selection(selected)
    if not sel:
        return None
    if sel[0] == "card":
        holds = any(m.startswith(f"grow {sel[1]} ") or m == f"sell {sel[1]}" for m in legal)
        return selected if holds else None
    if sel[0] == "grow":
        return selected if selected in legal else None
    if sel[0] == "rate":
        return selected if sel[1] in bid_range(legal) else None
    return None
