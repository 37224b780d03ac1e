"""Eden conquest ("landverovering"), right after each irrigation card (rule eden/conquest).

Sub-decisions, each a move of its own so every list of legal moves stays small:

1. choosing (the attacker): ``with X`` adds one own card next to the new card as a second
   attacker (eden/attackers); ``target X`` adds a card of one opponent next to an attacking
   card (eden/targets); ``skip`` calls the conquest off; ``bid R`` opens the auction;
2. auction (the side that did not bid last): ``bid R`` raises, ``accept`` ends it
   (eden/bidding). The attacker opens at 10 or more per point; every raise is at least 5;
   rates are multiples of 5; a bid is legal only if the bidder could pay it and could lay
   his own cards in place of the other side's (eden/supply; PROVISIONAL "bid-supply");
3. at every step where the attacker is to act he may also ``sell`` and ``buy`` as outside a
   conquest (eden/trade; the rules in ``rules.py``): trading does not change who is to act,
   a sale raises his highest legal bid, and a buy may not spend the mana of his own latest
   bid, which lies open on the table (``state.reserved``). The defender never trades;
4. on ``accept`` the last bidder wins: he pays his rate times the other side's points to
   the opponent (eden/payment) and his cards of the same values replace the losing side's
   involved cards (eden/transfer); the defender can thus take the attacking cards.

The conquest stage is entered only when at least one first target is possible (with or
without a second attacker); otherwise it is skipped without a move.
"""

from __future__ import annotations

from dataclasses import replace

from . import explain, notation
from .board import NAMES, NEIGHBOURS, name_key
from .data import OPENING_RATE, RATE_STEP
from .state import (NOBODY, Conquest, State, active_conquest, can_supply, min_rate, points,
                    replace_at, sides)


def _target_ok(state: State, c: Conquest, t: int) -> bool:
    o = state.owner[t]
    if o == NOBODY or o == c.attacker or t in c.targets:
        return False
    if c.defender != NOBODY and o != c.defender:
        return False
    if not any(a in NEIGHBOURS[t] for a in c.attackers):
        return False
    new = c.targets + (t,)
    return (OPENING_RATE * points(state, new) <= state.mana[c.attacker]
            and can_supply(state, c.attacker, new))


def _helpers(state: State, c: Conquest) -> list[int]:
    if c.helper != NOBODY:
        return []
    return [n for n in NEIGHBOURS[c.laid] if state.owner[n] == c.attacker]


def _targets(state: State, c: Conquest) -> list[int]:
    near = sorted({n for a in c.attackers for n in NEIGHBOURS[a]}, key=name_key)
    return [t for t in near if _target_ok(state, c, t)]


def begin(state: State, laid: int) -> State:
    """The state right after irrigating ``laid``: in the conquest stage if some target is
    possible, with or without a second attacker; otherwise unchanged."""
    c = Conquest(attacker=state.turn, laid=laid)
    options = [c] + [replace(c, helper=h) for h in _helpers(state, c)]
    if any(_targets(state, o) for o in options):
        return replace(state, conquest=c)
    return state


def max_rate(state: State, c: Conquest, seat: int) -> int:
    """The highest rate ``seat`` could bid (0 if he could not win at all)."""
    squares, pts = sides(state, c, seat)
    if not squares or not can_supply(state, seat, squares):
        return 0
    return state.mana[seat] // pts // RATE_STEP * RATE_STEP


def bid_moves(state: State) -> list[str]:
    c = active_conquest(state)
    if not c.targets:
        return []
    return [f"bid {r}" for r in range(min_rate(c), max_rate(state, c, c.bidder) + 1, RATE_STEP)]


def legal_moves(state: State) -> list[str]:
    """The conquest moves of the side to act (unsorted); the attacker may also trade
    (``rules.sell_moves`` / ``rules.buy_moves``), which leaves the conquest as it is."""
    c = active_conquest(state)
    if c.bids:
        return ["accept"] + bid_moves(state)
    return (["skip"] + [f"with {NAMES[h]}" for h in _helpers(state, c)]
            + [f"target {NAMES[t]}" for t in _targets(state, c)] + bid_moves(state))


def apply(state: State, move: tuple, check_win) -> State:
    """Apply a parsed conquest move; ``check_win(state, seat)`` ends the game when the
    winner of the conquest reaches 20 points."""
    c = active_conquest(state)
    if notation.format(move) not in legal_moves(state):
        raise explain.conquest(state, move)
    verb = move[0]
    if verb == "skip":
        return replace(state, conquest=None)
    if verb == "with":
        return replace(state, conquest=replace(c, helper=move[1]))
    if verb == "target":
        t = move[1]
        return replace(state, conquest=replace(
            c, targets=tuple(sorted(c.targets + (t,), key=name_key)), defender=state.owner[t]))
    if verb == "bid":
        return replace(state, conquest=replace(c, bids=c.bids + (move[1],)))
    return resolve(state, check_win)


def resolve(state: State, check_win) -> State:
    """The side that bid last wins: payment (eden/payment) and transfer (eden/transfer)."""
    c = active_conquest(state)
    rate = c.bids[-1]
    winner = c.attacker if len(c.bids) % 2 == 1 else c.defender
    loser = c.defender if winner == c.attacker else c.attacker
    squares, pts = sides(state, c, winner)
    pay = rate * pts
    mana = replace_at(state.mana, winner, state.mana[winner] - pay)
    mana = replace_at(mana, loser, mana[loser] + pay)
    owner = list(state.owner)
    for sq in squares:
        owner[sq] = winner
    state = replace(state, mana=mana, owner=tuple(owner), conquest=None)
    return check_win(state, winner)


def outcome(before: State) -> dict:
    """What ``accept`` in ``before`` does, for the move log and the page."""
    c = active_conquest(before)
    winner = c.attacker if len(c.bids) % 2 == 1 else c.defender
    squares, pts = sides(before, c, winner)
    return {"attacker": c.attacker, "defender": c.defender, "winner": winner,
            "rate": c.bids[-1], "points": pts, "paid": c.bids[-1] * pts,
            "squares": [NAMES[s] for s in squares]}
