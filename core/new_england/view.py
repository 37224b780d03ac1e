"""What a seat may know of the position (``GAME.position(state, seat)``, the ``detail`` of
``python -m core replay``) and what the renderer sees (``GAME.view(state, seat)``: the
position plus page-only extras), the move log's events, and the secrets (``disguise``).

Everything in New England is open except the cards lying face down in barns: a seat sees the
cards in its own barns; other seats and spectators (``seat=None``) see ``"hidden"`` for a
full barn and ``""`` for an empty one. The bag and the deck are shown as counts.
"""

from __future__ import annotations

from dataclasses import replace

from ..protocol import Outcome
from . import data, placement, scoring
from . import rules as moves
from .board import COASTAL, COLS, LETTERS, NAMES, ORIENTATIONS, PLOTS, ROWS
from .state import BUY, START, State, price

HIDDEN = "hidden"

#: Purchases a family may make in one phase-3 turn (rule new-england/purchase-limit; the
#: limit ``moves.candidates`` and ``explain`` test).
PURCHASES_PER_TURN = 2


def _item_kind(code: str) -> str:
    return "" if not code else "tile" if code in data.TERRAINS else "card"


def position(state: State, seat: int | None) -> dict:
    """The whole position as ``seat`` may know it (``None``: only what is public); each key is
    documented in the rules page's section ``position`` (rule ``new-england/position``)."""
    n = state.players
    result = scoring.outcome(state)
    breakdown = list(result.breakdown)
    to_move = moves.to_move(state)
    order = moves.buy_order(state) if state.phase == BUY else []
    families = []
    for s in range(n):
        barns = [{"plot": NAMES[p], "card": card if (s == seat or not card) else HIDDEN}
                 for p, card in state.barns[s]]
        families.append({
            "seat": s,
            "money": state.money[s],
            "cards": list(state.cards[s]),
            "figures": placement.figure_counts(state, s),
            "barns": barns,
            "start_tiles": list(state.start_left[s]),
            "chip": (state.chips[s] or None) if state.chips else None,
            "chip_returned": s in order[:state.step],
            "income": moves.income(state, s),
            "breakdown": breakdown[s],
            "score": sum(breakdown[s].values()),
        })
    plots = []
    for i in PLOTS:
        if state.owner[i] != -1:
            plots.append({"plot": NAMES[i], "owner": state.owner[i], "terrain": state.terrain[i],
                          "tile": NAMES[state.lead[i]], "start": len(placement.tile_plots(state, state.lead[i])) == 2,
                          "developed": state.developed[i]})
    figures = [{"plot": NAMES[i], "kind": state.figure[i], "owner": state.owner[i], "moved": i in state.moved}
               for i in PLOTS if state.figure[i]]
    offer = []
    for k, item in enumerate(state.offer):
        space = data.OFFER_SPACES[k] if k < len(data.OFFER_SPACES) else "extra"
        offer.append({"slot": k + 1, "space": space, "item": item, "kind": _item_kind(item)})
    turn = None
    if state.phase == BUY and to_move is not None:
        turn = {
            "seat": to_move,
            "price": price(state, to_move),
            "purchases": state.purchases,
            "purchases_left": max(0, PURCHASES_PER_TURN - state.purchases),
            "extra_used": state.extra_used,
            "ship_bonus": bool(moves.candidates(state, to_move, "extra")),
            "moved": [NAMES[p] for p in state.moved],
            "pending": _pending(state, to_move) if state.pending else None,
        }
    return {
        "options": {"start_spacing": state.spacing, "mirror": "allowed" if state.mirror else "forbidden",
                    "end": state.end_rule},
        "plots": plots,
        "figures": figures,
        "families": families,
        "offer": offer,
        "chips": {"values": list(data.CHIP_VALUES),
                  "free": [v for v in data.CHIP_VALUES if v not in state.chips]},
        "bag": {**dict(zip(data.TERRAINS, state.bag)), "total": sum(state.bag)},
        "deck": sum(state.deck),
        "phase": state.phase,
        "round": state.round,
        "start_player": state.start_player,
        "to_move": to_move,
        "order": order,
        "announced": state.announced,
        "drawing": state.draw[0] if state.draw else None,
        "start_rule": placement.start_spots(state)[0] if state.phase == START else None,
        "turn": turn,
        "over": state.over,
        "end_reason": state.end_reason,
        "seat": seat,
    }


def view(state: State, seat: int | None) -> dict:
    """The :func:`position` plus what the page needs besides: the board's shape, seat names,
    the VP of the cards it names, the offer's sizes and spaces, scores, winners and how the
    tie was broken."""
    result = scoring.outcome(state)
    return {
        **position(state, seat),
        "game": "new-england",
        "board": {"rows": ROWS, "cols": COLS, "columns": LETTERS, "missing": list(data.MISSING),
                  "coast": [NAMES[i] for i in PLOTS if COASTAL[i]]},
        "seat_names": data.SEAT_NAMES,
        # VP of every card the page names with its value: those on offer and the one to place
        "card_vp": {code: data.card_vp(code) for code in (*state.offer, state.pending)
                    if _item_kind(code) == "card"},
        "offer_sizes": list(range(data.MIN_OFFER_TILES, data.MAX_OFFER_TILES + 1)),
        "offer_spaces": list(data.OFFER_SPACES),
        "scores": list(result.scores),
        "winners": list(result.winners),
        "tie_break": _tie_break(result) if state.over else None,
    }


def _tie_break(result: Outcome) -> dict:
    """How the winners were found (rule new-england/winner), read from the outcome: ``top``
    VP, the seats ``tied`` on it and the ``reason``: ``most-vp`` (one seat has the most VP),
    ``money`` (the most money among the tied decides) or ``shared`` (tied on money too: they
    share the win)."""
    top = max(result.scores)
    tied = [s for s, v in enumerate(result.scores) if v == top]
    reason = {"scores": "most-vp", "money": "money"}.get(result.decided_by, "shared")
    return {"top": top, "tied": tied, "reason": reason}


def _pending(state: State, seat: int) -> dict:
    """The item to place now, with every legal placement (a land card's placements carry
    the orientation index, so a renderer can rotate through them)."""
    code = state.pending
    placements: list[dict] = []
    out: dict = {"item": code, "kind": _item_kind(code), "from": state.pending_from,
                 "placements": placements}
    if "-" in code:
        terrain, shape = code.split("-")
        out["orientations"] = [[list(c) for c in o] for o in ORIENTATIONS[shape][state.mirror]]
        for k, cells in placement.developments(state, seat, code):
            placements.append({"move": "develop " + "-".join(NAMES[c] for c in cells),
                                      "plots": [NAMES[c] for c in cells], "orientation": k})
    else:
        for m in placement.carry_outs(state, seat, code):
            placements.append({"move": m, "plots": [m.split(" ")[1]]})
    out["store"] = moves.candidates(state, seat, "store")
    return out


def events(before: State, move: str, after: State) -> list[dict]:
    """Log lines for what a move caused beyond itself: a relaxed start-tile spacing, a
    purchase's price, income, the end of a round (unbought items leave, the start stone
    passes) and the end of the game."""
    out: list[dict] = []
    seat = moves.to_move(before)
    assert seat is not None  # ``move`` was just made by this seat
    verb = move.split(" ")[0]
    if verb == "start":
        rule = placement.start_spots(before)[0]
        if rule != before.spacing:
            nl = {"orthogonal": "schuin raken mag nu", "any": "elk vrij paar percelen mag nu"}[rule]
            en = {"orthogonal": "diagonal contact is allowed now", "any": "any two free plots are allowed now"}[rule]
            was_nl = {"strict": "de strenge regel", "orthogonal": "de regel 'niet langs een zijde'"}[before.spacing]
            was_en = {"strict": "the strict rule", "orthogonal": "the 'no shared side' rule"}[before.spacing]
            out.append({"kind": "start-spacing-relaxed", "seat": seat, "rule": rule,
                        "nl": f"Geen plek volgens {was_nl}: {nl}.",
                        "en": f"No spot under {was_en}: {en}."})
    elif verb == "buy":
        slot = int(move.split(" ")[1])
        out.append({"kind": "bought", "seat": seat, "slot": slot, "item": before.offer[slot - 1],
                    "price": before.chips[seat]})
    elif verb == "done":
        out.append({"kind": "income", "seat": seat, "amount": after.money[seat] - before.money[seat]})
        if after.round != before.round or after.over:
            out.append({"kind": "round-end", "discarded": [i for i in before.offer if i],
                        "start_player": after.start_player})
    if after.over and not before.over:
        out.append({"kind": "game-over", "reason": after.end_reason})
    return out


def disguise(state: State, seat: int) -> State:
    """The seat's secrets are the cards face down in its barns: each becomes the next
    card code (the bag and the deck are counts, open to all)."""
    codes = data.CARD_CODES
    barns = tuple((p, codes[(codes.index(c) + 1) % len(codes)] if c else "")
                  for p, c in state.barns[seat])
    return replace(state, barns=state.barns[:seat] + (barns,) + state.barns[seat + 1:])
