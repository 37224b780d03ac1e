"""Eden's input, the pure part (no browser imports, unit-tested natively): what the
selection means and which of the core's legal moves a tap or a button stands for.

The selection (``Board.selected``) is one short string:

* ``None``: nothing picked; irrigation targets are highlighted, a tap waters;
* ``"card L3 1"``: cultivation card L3 picked, rotation 1 (an index into
  ``view["cards"]["L3"]["rotations"]``); its legal placements in that rotation are shown;
* a placement's ``move`` of ``view["placements"]`` (the core's text, taken whole): that
  placement is chosen; the page shows its cost and waits for confirmation;
* ``"rate 15"``: in a conquest, the rate the bidding dialog offers.

Nothing here decides a rule or reads move text: the placements of a card (their rotation,
legality, squares, rising squares and cost) come from the view of the seat to move
(``view["placements"]``), every other move from the listed moves as data (``MoveData``: verb,
squares, tiles, count); an answer ``{"play": text}`` carries a listed move's text.

A tap that no listed move covers (a square no listed ``water``, or in a conquest no
``with``/``target``, covers; a placement the view marks not legal) answers
``{"explain": intent}``: that move as fields (``MoveData.intent``), which the core explains
(``Game.explain_intent``) with the refusal ``apply`` would give.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.protocol import MoveData


def listed(moves: Sequence[MoveData], verb: str, squares: tuple[str, ...] | None = None,
           tiles: tuple[str, ...] | None = None) -> MoveData | None:
    """The first listed move of ``verb`` (with these ``squares`` and ``tiles`` when given)."""
    return next((m for m in moves if m.verb == verb
                 and (squares is None or m.squares == squares)
                 and (tiles is None or m.tiles == tiles)), None)


def has_verb(moves: Sequence[MoveData], *verbs: str) -> bool:
    """Some listed move is of one of ``verbs``."""
    return any(m.verb in verbs for m in moves)


def grow_of(view: dict, text: str | None) -> tuple[str, dict] | None:
    """The card and the view's placement entry whose ``move`` is ``text`` (None when the
    view has none)."""
    for card, rows in view.get("placements", {}).items():
        for p in rows:
            if p["move"] == text:
                return card, p
    return None


def placement(view: dict, text: str | None) -> dict | None:
    """The view's placement entry of a ``grow`` move (None when the view has none)."""
    found = grow_of(view, text)
    return found[1] if found else None


def rotation_of(view: dict, text: str) -> int:
    """The rotation index of a ``grow`` move's placement (0 when the view does not know it)."""
    found = placement(view, text)
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


def legal_grows(view: dict, card: str, rotation: int) -> list[dict]:
    """The view's legal placements of ``card`` in the given rotation."""
    return [p for p in view.get("placements", {}).get(card, [])
            if p["legal"] and p["rotation"] == rotation]


def listed_grow(moves: Sequence[MoveData], card: str, p: dict) -> MoveData | None:
    """The listed ``grow`` move of placement ``p`` of ``card`` (None: not offered now)."""
    squares = tuple(sorted(p["squares"]))
    return next((m for m in moves if m.verb == "grow" and m.tiles == (card,)
                 and tuple(sorted(m.squares)) == squares), None)


def parse_selection(sel: str | None, view: dict) -> tuple:
    """The selection as a tuple: (), ("card", name, rot), ("grow", move), ("rate", n); a
    placement is recognised whole among the view's placements."""
    if not sel:
        return ()
    words = sel.split()
    if words[0] == "card" and len(words) == 3:
        return ("card", words[1], int(words[2]))
    if words[0] == "rate" and len(words) == 2:
        return ("rate", int(words[1]))
    if grow_of(view, sel) is not None:
        return ("grow", sel)
    return ()


def bid_range(moves: Sequence[MoveData]) -> list[int]:
    """The rates the legal ``bid`` moves allow, ascending."""
    return sorted(m.count for m in moves if m.verb == "bid" and m.count is not None)


def card_rotation(sel: tuple, view: dict) -> tuple[str, int]:
    """Card and rotation index of a ``card`` or ``grow`` selection."""
    if sel[0] == "card":
        return sel[1], sel[2]
    found = grow_of(view, sel[1])
    assert found is not None  # parse_selection recognised it
    return found[0], found[1]["rotation"]


def default_selection(moves: Sequence[MoveData]) -> str | None:
    """Nothing is selected for the player: every step starts with a choice."""
    return None


def tap(moves: Sequence[MoveData], view: dict, selected: str | None, sq: str) -> dict:
    """What a tap on square ``sq`` means (see ``app.contract``): ``{"select": s}``,
    ``{"play": move}`` (a listed one) or ``{"explain": intent}`` (an unlisted move as fields,
    for the core to explain). ``view`` is the view of the seat to move."""
    sq = sq.upper()
    sel = parse_selection(selected, view)
    if has_verb(moves, "with", "target", "accept"):
        # a square that is no second attacker is tried as a target (the core explains why not)
        found = listed(moves, "with", (sq,)) or listed(moves, "target", (sq,))
        return ({"play": found.text} if found
                else {"explain": MoveData.intent("target", (sq,))})
    if sel and sel[0] in ("card", "grow"):
        card, rot = card_rotation(sel, view)
        options = covering(view, card, rot, sq)
        fitting = [p["move"] for p in options if p["legal"]]
        if fitting:
            # tapping again cycles through the legal placements that cover this square
            if sel[0] == "grow" and sel[1] in fitting:
                return {"select": fitting[(fitting.index(sel[1]) + 1) % len(fitting)]}
            return {"select": fitting[0]}
        if not options:
            return {"select": selected}
        return {"explain": MoveData.intent("grow", tuple(options[0]["squares"]), (card,))}
    found = listed(moves, "water", (sq,))
    return {"play": found.text} if found else {"explain": MoveData.intent("water", (sq,))}


def action(moves: Sequence[MoveData], view: dict, selected: str | None, arg: str) -> dict:
    """What a panel button (``data-arg``: the page's words, ``"sell L3"``, ``"pass"``, ...)
    means; same answers as :func:`tap`. A button whose move is not listed changes
    nothing (the panel disables it)."""
    words = arg.split()
    verb = words[0]
    sel = parse_selection(selected, view)
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
            card, p = grow_of(view, sel[1]) or ("", {})
            found = listed_grow(moves, card, p) if p else None
            return {"play": found.text} if found else {"select": selected}
        return {"select": selected}
    if verb in ("rate-", "rate+"):
        rates = bid_range(moves)
        if not rates:
            return {"select": selected}
        now = sel[1] if sel and sel[0] == "rate" and sel[1] in rates else rates[0]
        i = rates.index(now) + (1 if verb == "rate+" else -1)
        return {"select": f"rate {rates[max(0, min(i, len(rates) - 1))]}"}
    if verb == "bid":
        rate = current_rate(moves, selected, view)
        found = next((m for m in moves if m.verb == "bid" and m.count == rate), None)
    elif verb == "water":
        found = listed(moves, verb, squares=tuple(words[1:]))
    elif verb in ("sell", "buy"):
        found = listed(moves, verb, tiles=tuple(words[1:]))
    else:
        found = listed(moves, verb) if len(words) == 1 else None
    return {"play": found.text} if found else {"select": selected}


def current_rate(moves: Sequence[MoveData], selected: str | None, view: dict) -> int | None:
    """The rate the bidding dialog shows: the selected one if still legal, else the lowest."""
    rates = bid_range(moves)
    sel = parse_selection(selected, view)
    if sel and sel[0] == "rate" and sel[1] in rates:
        return sel[1]
    return rates[0] if rates else None


def keep_selection(selected: str | None, moves: Sequence[MoveData], view: dict) -> str | None:
    """The selection after a change: kept while it still means something."""
    sel = parse_selection(selected, view)
    if not sel:
        return None
    if sel[0] == "card":
        holds = any(m.verb in ("grow", "sell") and m.tiles == (sel[1],) for m in moves)
        return selected if holds else None
    if sel[0] == "grow":
        card, p = grow_of(view, selected) or ("", {})
        return selected if p and listed_grow(moves, card, p) is not None else None
    if sel[0] == "rate":
        return selected if sel[1] in bid_range(moves) else None
    return None
