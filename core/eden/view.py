"""What each seat may know of the position (rule eden/secrets; ``GAME.position``, the
``detail`` of ``python -m core replay``), what the page sees (``GAME.view``: the position plus
page-only extras), the move-log events and the secrets (``disguise``).

The position is built only from public facts plus, for the seat it is made for, that seat's own
hand and mana. Other seats' hands appear only as sizes, mana never, the deck only as a count.
"""

from __future__ import annotations

from dataclasses import replace

from . import notation, rules
from .board import NAMES, ORIENTATIONS, PLACEMENTS, rotation_of
from .conquest import bid_moves, outcome
from .data import BUY_BASE, BUY_PER_SQUARE, COLUMNS, SELL_PER_SQUARE, SHAPES, SIZE
from .state import (FULL_DECK, GREW, NOBODY, NOTHING, ONE_WATER, TWO_WATER, State, fertility,
                    income_rate, min_rate, points, sides, supply)

_PLAYED = {NOTHING: "nothing", ONE_WATER: "one-irrigation", TWO_WATER: "two-irrigations",
           GREW: "cultivation"}

#: Static card data for the renderer: cells as printed, the distinct rotations (quarter turns
#: clockwise, each normalised), the bank's prices and the number of copies.
def cards() -> dict:
    return {name: {"cells": [list(c) for c in cells],
                   "rotations": [[list(c) for c in o] for o in ORIENTATIONS[name]],
                   "sell": SELL_PER_SQUARE * len(cells),
                   "buy": BUY_BASE + BUY_PER_SQUARE * len(cells), "copies": copies}
            for name, (cells, copies) in SHAPES.items()}


def phase(state: State) -> str:
    """``deal``, ``act``, ``choose`` (conquest targets), ``auction`` or ``over``."""
    if state.over:
        return "over"
    if not state.dealt:
        return "deal"
    if state.conquest is None:
        return "act"
    return "auction" if state.conquest.bids else "choose"


def conquest_view(state: State, seat: int | None = None) -> dict | None:
    """The open facts of a conquest: who, which cards, the bids, who leads the bidding and
    what each side would pay at the current rate (the rulebook's 'cost to each side'). The
    view of the seat to bid also lists ``bid_costs``: every rate it may bid now (rule
    eden/bidding: at most what its mana pays), the points it pays for and what winning at
    that rate costs it."""
    c = state.conquest
    if c is None:
        return None
    attack_pts = points(state, c.attackers)
    defense_pts = points(state, c.targets)
    rate = c.bids[-1] if c.bids else None
    out: dict = {
        "attacker": c.attacker,
        "defender": None if c.defender == NOBODY else c.defender,
        "laid": NAMES[c.laid],
        "helper": None if c.helper == NOBODY else NAMES[c.helper],
        "attackers": [NAMES[a] for a in c.attackers],
        "targets": [NAMES[t] for t in c.targets],
        "bids": list(c.bids),
        "rate": rate,
        "attack_points": attack_pts,
        "defense_points": defense_pts,
        # what the attacker pays if he wins at this rate, and what the defender pays if he does
        "attacker_cost": None if rate is None else rate * defense_pts,
        "defender_cost": None if rate is None else rate * attack_pts,
        "next_min": min_rate(c),
        "bidder": c.bidder,
        # bids alternate, the attacker's first: an odd count means the attacker's rate stands
        "leader": None if not c.bids else c.attacker if len(c.bids) % 2 else c.defender,
    }
    if seat is not None and seat == c.bidder:
        pts = sides(state, c, seat)[1]
        rates = [int(m.split()[1]) for m in bid_moves(state)]
        out["bid_costs"] = [{"rate": r, "points": pts, "cost": r * pts} for r in rates]
    return out


def placements(state: State, seat: int) -> dict[str, list[dict]]:
    """For the seat whose turn it is, per cultivation card in its hand: every placement on
    the board (rotations, no mirror images; rule eden/cultivation), in the core's order, each
    ``{"move", "squares", "rotation" (index into the card's ``rotations``), "legal"}`` and, when
    legal, the squares that rise and the mana it costs (``rising``, ``cost``)."""
    legal = set(rules.grow_moves(state))
    out: dict[str, list[dict]] = {}
    for shape in dict.fromkeys(c for c in state.hands[seat] if c in SHAPES):
        rows = []
        for cells in PLACEMENTS[shape]:
            move = notation.format(("grow", shape, cells))
            row = {"move": move, "squares": [NAMES[i] for i in cells],
                   "rotation": rotation_of(shape, cells), "legal": move in legal}
            effect = rules.grow_effect(state, seat, cells) if row["legal"] else None
            if effect is not None:
                row["rising"] = [NAMES[i] for i in effect[0]]
                row["cost"] = effect[1]
            rows.append(row)
        out[shape] = rows
    return out


def position(state: State, seat: int | None) -> dict:
    """The whole position as ``seat`` may know it (``None``: only what is public); each key is
    documented in the rules page's section ``position`` (rule ``eden/position``)."""
    n = state.players
    out = {
        "players": n,
        "phase": phase(state),
        "turn": state.turn,
        "to_move": rules.to_move(state),
        "played": _PLAYED[state.played],
        "board": {NAMES[i]: {"seat": o, "value": v, "white": 1, "red": v - 1}
                  for i, (o, v) in enumerate(zip(state.owner, state.value)) if o != NOBODY},
        "seats": [{
            "hand_size": len(state.hands[s]) if state.dealt else 0,
            "fertility": fertility(state, s),
            "income": income_rate(state, s),
            "last_income": state.income[s] if state.dealt else 0,
            "supply": dict(zip(("low", "high"), supply(state, s))),
        } for s in range(n)],
        "pool": list(state.pool),
        "deck": len(state.deck),
        "discard": list(state.discard),
        "conquest": conquest_view(state, seat),
        "passes": state.passes,
        "over": state.over,
        "end_reason": state.end or None,
        "seat": seat,
    }
    if seat is not None and state.dealt:
        out["hand"] = list(state.hands[seat])
        out["mana"] = state.mana[seat]
    return out


def view(state: State, seat: int | None) -> dict:
    """The :func:`position` plus what the page needs besides: ``grid``, the card shapes
    (``cards``), winners and scores, and for the seat to grow its ``placements``."""
    out = {
        **position(state, seat),
        "grid": {"columns": COLUMNS, "rows": SIZE},
        "cards": cards(),
        "winners": list(state.winners),
        "scores": [fertility(state, s) for s in range(state.players)],
    }
    if seat is not None and state.dealt and rules.to_move(state) == seat and state.conquest is None:
        out["placements"] = placements(state, seat)
    return out


def events(before: State, move: str, after: State) -> list[dict]:
    """Log lines for what a move caused beyond itself: conquest result, risen cards, the
    draw (never which card), the next player's income, the end."""
    out: list[dict] = []
    if move == "accept" and before.conquest is not None:
        out.append({"kind": "conquest", **outcome(before)})
    if move.startswith("grow "):
        risen = [NAMES[i] for i in range(len(NAMES)) if after.value[i] > before.value[i]]
        seat = before.turn
        out.append({"kind": "cultivation", "seat": seat, "risen": risen,
                    "cost": before.mana[seat] - after.mana[seat]})
    if move in ("pass", "end"):
        if len(after.deck) < len(before.deck):
            out.append({"kind": "draw", "seat": before.turn})
        if not after.over:
            out.append({"kind": "income", "seat": after.turn, "mana": after.income[after.turn]})
    if after.over and not before.over:
        out.append({"kind": "game-over", "reason": after.end, "winners": list(after.winners)})
    return out


def disguise(state: State, seat: int) -> State:
    """The seat's secrets are its hand and its mana (rule ``secrets``); the deck order is
    secret from everyone. Each hand card becomes another card (the next one in the full
    deck's order; same hand size), the mana grows by 5 and the deck is reversed."""
    if not state.dealt:
        return state
    order = sorted(set(FULL_DECK))
    hand = tuple(sorted(order[(order.index(c) + 1) % len(order)] for c in state.hands[seat]))
    hands = state.hands[:seat] + (hand,) + state.hands[seat + 1:]
    mana = state.mana[:seat] + (state.mana[seat] + 5,) + state.mana[seat + 1:]
    return replace(state, hands=hands, mana=mana, deck=state.deck[::-1])
