"""New England rules: whose turn, the legal moves, and applying one: the one source of
legality.

:func:`candidates` lists the legal moves of each verb (where things may go is placement.py);
:func:`apply` accepts a move only if its verb belongs to this moment and it is among that
verb's candidates, performs it with :func:`perform`, and otherwise asks explain.py for the
words of the refusal. So a rule reads in one place: e.g. the ship bonus (``ship-bonus``) is
decided in :func:`begin_turn` (stored as ``State.ship_bonus``), offered in
:func:`candidates` (``extra``) and explained in ``explain._extra``. Rule ids: ruleids.py.
"""

from __future__ import annotations

from dataclasses import replace

from . import data, notation, placement
from . import explain as why
from .board import INDEX, NAMES, PLOTS
from ..protocol import MoveData
from .notation import CARRY_OUT_VERBS, TURN_VERBS, VERBS, canonical
from .state import ANNOUNCE, BID, BUY, FREE, OVER, START, State, offer_sizes, price, suppliable

# -- turn order -------------------------------------------------------------------------------
def buy_order(state: State) -> list[int]:
    """Phase-3 order: the seats from the highest bid chip down (chips are all different)."""
    return sorted(range(state.players), key=lambda s: -state.chips[s])


def start_order(state: State) -> list[int]:
    """Start-round order: the start player's right-hand neighbour first, then on to the right
    (counter-clockwise), so the start player lays last; three times round."""
    n = state.players
    return [(state.start_player - 1 - k) % n for k in range(3 * n)]


def to_move(state: State) -> int | None:
    if state.phase == OVER or state.draw:
        return None
    n = state.players
    if state.phase == START:
        return (state.start_player - 1 - state.step) % n
    if state.phase == ANNOUNCE:
        return state.start_player
    if state.phase == BID:
        return (state.start_player + state.step) % n
    return buy_order(state)[state.step]


def is_over(state: State) -> bool:
    return state.over


def verbs_now(state: State) -> tuple[str, ...]:
    if state.phase == START:
        return ("start",)
    if state.phase == ANNOUNCE:
        return ("offer",)
    if state.phase == BID:
        return ("bid",)
    if state.phase == BUY:
        return CARRY_OUT_VERBS if state.pending else TURN_VERBS
    return ()


# -- legal moves ------------------------------------------------------------------------------
def candidates(state: State, seat: int, verb: str) -> list[str]:
    """Every legal move of ``verb`` for ``seat`` now (unsorted)."""
    if verb not in verbs_now(state):
        return []
    if verb == "start":
        _, spots = placement.start_spots(state)
        return [f"start {t} {NAMES[a]}-{NAMES[b]}" for t in state.start_left[seat] for a, b in spots]
    if verb == "offer":
        return [f"offer {k}" for k in offer_sizes(state)]
    if verb == "bid":
        taken = set(state.chips)
        return [f"bid {v}" for v in data.CHIP_VALUES if v not in taken]
    if verb in CARRY_OUT_VERBS:
        if verb == "store":
            if state.pending in data.TERRAINS or state.pending_from != "buy":
                return []
            return [f"store {NAMES[b]}" for b in placement.empty_barns(state, seat)]
        return [m for m in placement.carry_outs(state, seat, state.pending) if m.split(" ", 1)[0] == verb]
    if verb == "extra":
        if state.extra_used or state.purchases or not state.ship_bonus:
            return []
        return (["extra tile"] if sum(state.bag) else []) + (["extra card"] if sum(state.deck) else [])
    if verb == "buy":
        if state.purchases >= 2 or state.money[seat] < price(state, seat):
            return []
        ok: dict[str, bool] = {}
        out = []
        for i, item in enumerate(state.offer):
            if item:
                if item not in ok:
                    ok[item] = placement.usable(state, seat, item)
                if ok[item]:
                    out.append(f"buy {i + 1}")
        return out
    if verb == "take":
        return [f"take {NAMES[p]}" for p, card in state.barns[seat]
                if card and p not in state.fresh and placement.can_carry_out(state, seat, card)]
    if verb == "move":
        return [f"move {NAMES[a]}-{NAMES[b]}" for a, b in placement.figure_moves(state, seat)]
    if verb == "done":
        return ["done"]
    return []


def legal_moves(state: State) -> list[str]:
    seat = to_move(state)
    if seat is None:
        return []
    out = []
    for verb in verbs_now(state):
        out += candidates(state, seat, verb)
    return sorted(out)


def move_data(state: State) -> list[MoveData]:
    return [notation.data(m) for m in legal_moves(state)]


# -- applying a legal move --------------------------------------------------------------------
def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def _plots(text: str) -> list[int]:
    return [INDEX[w] for w in text.split("-")]


def begin_round(state: State, start_player: int) -> State:
    """Phase 1 of a new round; the game ends at once when no offer 3-6 can be supplied."""
    s = replace(state, phase=ANNOUNCE, round=state.round + 1, start_player=start_player, step=0,
                offer=(), announced=0, chips=(0,) * state.players)
    if not any(suppliable(s, k) for k in range(data.MIN_OFFER_TILES, data.MAX_OFFER_TILES + 1)):
        s = replace(s, phase=OVER, end_reason="no-offer")
    return s


def _turn_reset(state: State, **changes) -> State:
    return replace(state, purchases=0, extra_used=False, pending="", pending_from="",
                   moved=(), fresh=(), ship_bonus=False, **changes)


def begin_turn(state: State) -> State:
    """Start the phase-3 turn of the seat at ``step``: the ship bonus (rule ``ship-bonus``)
    goes to a player with the most ships "at the moment his turn in the buying phase comes",
    so it is decided here, once, and ships placed later in the turn do not change it."""
    return replace(state, ship_bonus=placement.ship_bonus_allowed(state, buy_order(state)[state.step]))


def income(state: State, seat: int) -> int:
    """Income at the end of a phase-3 turn: 4 + 1 per own pilgrim on the board."""
    return data.INCOME_BASE + data.INCOME_PER_PILGRIM * placement.figure_counts(state, seat)["pilgrim"]


def apply(state: State, move: str) -> State:
    """The state after ``move`` by the seat to act (the game runs, no chance is pending);
    RuleError naming the rule when the move is not among the legal ones."""
    text = canonical(move)
    words = text.split(" ")
    verb = words[0]
    if verb not in VERBS:
        raise why.notation(text)
    seat = to_move(state)
    assert seat is not None  # the game runs and no chance is pending (protocol.Game.apply)
    if verb not in verbs_now(state):
        raise why.phase(state, seat, verb, verbs_now(state))
    if text in candidates(state, seat, verb):
        return perform(state, seat, words)
    raise why.explain(state, seat, text)


def perform(state: State, seat: int, words: list[str]) -> State:
    """Apply a move already known to be legal (split into words)."""
    verb = words[0]
    s = state
    if verb == "start":
        terrain, (a, b) = words[1], _plots(words[2])
        left = list(s.start_left[seat])
        left.remove(terrain)
        owner, ter, lead = list(s.owner), list(s.terrain), list(s.lead)
        for p in (a, b):
            owner[p], ter[p], lead[p] = seat, terrain, a
        s = replace(s, owner=tuple(owner), terrain=tuple(ter), lead=tuple(lead),
                    start_left=_set(s.start_left, seat, tuple(left)), step=s.step + 1)
        if s.step == 3 * s.players:
            s = begin_round(s, s.start_player)
        return s
    if verb == "offer":
        k = int(words[1])
        if not suppliable(s, k):
            return replace(s, announced=k, phase=OVER, end_reason="offer-short")
        return replace(s, announced=k, draw=("tiles", k, False))
    if verb == "bid":
        s = replace(s, chips=_set(s.chips, seat, int(words[1])), step=s.step + 1)
        if s.step == s.players:
            s = begin_turn(_turn_reset(s, phase=BUY, step=0))
        return s
    if verb == "extra":
        return replace(s, extra_used=True, draw=("tiles" if words[1] == "tile" else "cards", 1, True))
    if verb == "buy":
        slot = int(words[1]) - 1
        return replace(s, money=_set(s.money, seat, s.money[seat] - price(s, seat)),
                       offer=_set(s.offer, slot, ""), purchases=s.purchases + 1,
                       pending=s.offer[slot], pending_from="buy")
    if verb == "place":
        p = INDEX[words[1]]
        return replace(s, owner=_set(s.owner, p, seat), terrain=_set(s.terrain, p, s.pending),
                       lead=_set(s.lead, p, p), pending="", pending_from="")
    if verb == "develop":
        dev = list(s.developed)
        for p in _plots(words[1]):
            dev[p] = True
        return replace(s, developed=tuple(dev), cards=_set(s.cards, seat, s.cards[seat] + (s.pending,)),
                       pending="", pending_from="")
    if verb in data.FIGURES:
        p = INDEX[words[1]]
        s = replace(s, figure=_set(s.figure, p, verb), cards=_set(s.cards, seat, s.cards[seat] + (s.pending,)),
                    pending="", pending_from="")
        if verb == "barn":
            s = replace(s, barns=_set(s.barns, seat, tuple(sorted(s.barns[seat] + ((p, ""),)))))
        return s
    if verb == "store":
        p = INDEX[words[1]]
        barns = tuple((b, s.pending if b == p else card) for b, card in s.barns[seat])
        return replace(s, barns=_set(s.barns, seat, barns), fresh=s.fresh + (p,), pending="", pending_from="")
    if verb == "take":
        p = INDEX[words[1]]
        card = dict(s.barns[seat])[p]
        barns = tuple((b, "" if b == p else c) for b, c in s.barns[seat])
        return replace(s, barns=_set(s.barns, seat, barns), pending=card, pending_from="barn")
    if verb == "move":
        a, b = _plots(words[1])
        fig = list(s.figure)
        fig[a], fig[b] = "", fig[a]
        return replace(s, figure=tuple(fig), moved=s.moved + (b,))
    if verb == "done":
        # The chip goes back to the track: the players before ``step`` in the phase-3 order
        # have returned theirs. ``chips`` keeps every value until the round ends, so the
        # order stays readable.
        s = _turn_reset(s, money=_set(s.money, seat, s.money[seat] + income(s, seat)), step=s.step + 1)
        if s.step == s.players:
            s = begin_round(s, (s.start_player + 1) % s.players)
        else:
            s = begin_turn(s)
        return s
    raise AssertionError(verb)


def unplaced(state: State) -> list[int]:
    """Plots still free (used by views and tests)."""
    return [i for i in PLOTS if state.owner[i] == FREE]
