"""Eden's input, the pure part (no browser imports, unit-tested natively): what the
selection means and which of the core's legal moves a tap or a button stands for.

The selection (``Board.selected``) is one short string:

* ``None``: nothing picked; irrigation targets are highlighted, a tap waters;
* ``"card L3 1"``: cultivation card L3 picked, rotation 1 (an index into
  ``view["cards"]["L3"]["rotations"]``); its legal placements in that rotation are shown;
* ``"grow L3 B3 B4 C3"``: that placement is chosen; the page shows its cost and waits for
  confirmation (the string is the move itself);
* ``"rate 15"``: in a conquest, the rate the bidding dialog offers.

Nothing here decides a rule: the placements of a card (their rotation, legality, rising
squares and cost) come from the view of the seat to move (``view["placements"]``), every
other move from ``legal_moves``; whatever is played goes to ``Match.play``, which explains a
refusal.
"""

from __future__ import annotations


def grow_parts(move: str) -> tuple[str, list[str]]:
    """``grow L3 B3 B4 C3`` -> ("L3", ["B3", "B4", "C3"])."""
    words = move.split()
    return words[1], words[2:]


def placement(view: dict, move: str) -> dict | None:
    """The view's placement entry of a ``grow`` move (None when the view has none)."""
    card = grow_parts(move)[0]
    return next((p for p in view.get("placements", {}).get(card, []) if p["move"] == move), None)


def rotation_of(view: dict, move: str) -> int:
    """The rotation index of a ``grow`` move's placement (0 when the view does not know it)."""
    found = placement(view, move)
    return found["rotation"] if found else 0


def covering(view: dict, card: str, rotation: int, sq: str) -> list[dict]:
    """The placements of ``card`` in ``rotation`` that cover ``sq``, the one with its
    lowest-left cell on ``sq`` first (then column by column), so that tapping again walks
    through them in the order the squares of the card's shape are listed."""
    col_of = view["grid"]["columns"]

    def offset(p: dict) -> tuple[int, int]:
        xs = [col_of.index(q[0]) for q in p["squares"]]
        ys = [int(q[1:]) for q in p["squares"]]
        return col_of.index(sq[0]) - min(xs), int(sq[1:]) - min(ys)

    found = [p for p in view.get("placements", {}).get(card, [])
             if p["rotation"] == rotation and sq in p["squares"]]
    return sorted(found, key=offset)


def legal_grows(view: dict, card: str, rotation: int) -> list[str]:
    """The legal ``grow`` moves of ``card`` in the given rotation."""
    return [p["move"] for p in view.get("placements", {}).get(card, [])
            if p["legal"] and p["rotation"] == rotation]


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


def card_rotation(sel: tuple, view: dict) -> tuple[str, int]:
    """Card and rotation index of a ``card`` or ``grow`` selection."""
    if sel[0] == "card":
        return sel[1], sel[2]
    return grow_parts(sel[1])[0], rotation_of(view, sel[1])


def tap_move(legal: list[str], selected: str | None, sq: str, view: dict) -> dict:
    """What a tap on square ``sq`` means (see ``app.contract``): ``{"select": s}`` or
    ``{"play": move}`` (legal, or the nearest attempt for the core to explain). ``view`` is
    the view of the seat to move."""
    sq = sq.upper()
    sel = parse_selection(selected)
    if any(m.split()[0] in ("with", "target", "accept") for m in legal):
        # a square that is no second attacker is tried as a target (the core explains why not)
        return {"play": f"with {sq}" if f"with {sq}" in legal else f"target {sq}"}
    if sel and sel[0] in ("card", "grow"):
        card, rot = card_rotation(sel, view)
        options = covering(view, card, rot, sq)
        fitting = [p["move"] for p in options if p["legal"]]
        if fitting:
            # tapping again cycles through the legal placements that cover this square
            if sel[0] == "grow" and sel[1] in fitting:
                return {"select": fitting[(fitting.index(sel[1]) + 1) % len(fitting)]}
            return {"select": fitting[0]}
        return {"play": options[0]["move"]} if options else {"select": selected}
    return {"play": f"water {sq}"}  # legal, or refused with the core's reason


def button_move(legal: list[str], selected: str | None, arg: str, view: dict) -> dict:
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
            card, rot = card_rotation(sel, view)
            n = len(view["cards"][card]["rotations"])
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
