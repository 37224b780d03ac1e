"""Eden turn rules outside conquests: dealing, income, irrigation, cultivation, trading
(also inside the turn player's own conquest), passing, drawing, and the two ways the game ends.

Each kind of move has one generator listing its legal moves in notation; ``apply`` accepts a
move only if its generator lists it, and otherwise asks ``explain`` why not (one source of
legality). Rule ids are documented in ``ruleids.py``.
"""

from __future__ import annotations

from dataclasses import replace

from . import conquest, explain, notation
from .board import INDEX, NAMES, PLACEMENTS
from ..protocol import MoveData
from .data import (DRAW_BELOW, MAX_VALUE, RISE_COST, SELL_PER_SQUARE, START_HAND, START_MANA,
                   WIN_POINTS)
from .state import (GREW, NOBODY, NOTHING, ONE_WATER, State, buy_price, cells_of, fertility,
                    income_rate, is_shape, replace_at, reserved, supply, with_card, without)

ACT_VERBS = ("water", "grow", "sell", "buy", "pass", "end")
#: Moves allowed both outside and (to the attacker) inside a conquest.
TRADE_VERBS = ("sell", "buy")


# -- setup -------------------------------------------------------------------------------
def deal(state: State, deck: list[str]) -> State:
    """Deal ``deck`` (top first): seat 0 the first 6 cards, seat 1 the next 6, and so on;
    then seat 0 starts (rule eden/setup)."""
    n = state.players
    hands = tuple(tuple(sorted(deck[START_HAND * s:START_HAND * (s + 1)])) for s in range(n))
    state = replace(state, dealt=True, deck=tuple(deck[START_HAND * n:]), hands=hands,
                    mana=(START_MANA,) * n, income=(0,) * n)
    return start_turn(state, 0)


# -- move generators (the one source of legality) ---------------------------------------
def water_moves(state: State) -> list[str]:
    """``water X`` for each irrigation card in hand whose square is free, while the turn
    allows another irrigation and a card of kind 1/2 is left (eden/irrigation, eden/supply)."""
    seat = state.turn
    if state.played not in (NOTHING, ONE_WATER) or supply(state, seat)[0] < 1:
        return []
    hand = state.hands[seat]
    return [f"water {c}" for c in dict.fromkeys(hand)
            if not is_shape(c) and state.owner[INDEX[c]] == NOBODY]


def grow_effect(state: State, seat: int, cells) -> tuple[tuple[int, ...], int] | None:
    """``(rising squares, cost)`` of a cultivation on ``cells`` by ``seat``, or None if it
    is not allowed: a cell is not his, nothing can rise, he cannot pay, or he lacks the
    3/4 cards that value-2 cards need (eden/cultivation)."""
    owner, value = state.owner, state.value
    if any(owner[c] != seat for c in cells):
        return None
    low = min(value[c] for c in cells)
    if low >= MAX_VALUE:
        return None
    rising = tuple(c for c in cells if value[c] == low)
    cost = RISE_COST * len(rising)
    if cost > state.mana[seat]:
        return None
    if low == 2 and supply(state, seat)[1] < len(rising):
        return None
    return rising, cost


def grow_moves(state: State) -> list[str]:
    """``grow S squares`` for each cultivation card S in hand and each placement of S
    (rotations, no mirror images) where it is allowed; only before anything is played."""
    if state.played != NOTHING:
        return []
    seat = state.turn
    out = []
    for shape in dict.fromkeys(c for c in state.hands[seat] if is_shape(c)):
        for cells in PLACEMENTS[shape]:
            if grow_effect(state, seat, cells) is not None:
                out.append(notation.format(("grow", shape, cells)))
    return out


def may_trade(state: State) -> bool:
    """Trading is part of the turn player's own turn, at any moment of it (eden/trade): also
    during his own conquest whenever he is the one to act, never while the defender is."""
    return state.conquest is None or state.conquest.bidder == state.turn


def sell_moves(state: State) -> list[str]:
    if not may_trade(state):
        return []
    return [f"sell {c}" for c in dict.fromkeys(state.hands[state.turn]) if is_shape(c)]


def buy_moves(state: State) -> list[str]:
    """``buy X`` for each card in the pool the turn player can pay, keeping back the mana of
    his own latest bid in a conquest (it lies open on the table, eden/trade)."""
    if not may_trade(state):
        return []
    free = state.mana[state.turn] - reserved(state)
    return [f"buy {c}" for c in dict.fromkeys(state.pool) if buy_price(c) <= free]


def end_moves(state: State) -> list[str]:
    return ["pass"] if state.played == NOTHING else ["end"]


_GENERATORS = {"water": water_moves, "grow": grow_moves, "sell": sell_moves, "buy": buy_moves,
               "pass": end_moves, "end": end_moves}


def to_move(state: State) -> int | None:
    """The seat to act: the bidder during a conquest's auction, else the turn player; none
    before the deal or after the end."""
    if not state.dealt or state.over:
        return None
    return state.conquest.bidder if state.conquest else state.turn


def is_over(state: State) -> bool:
    return state.over


def legal_moves(state: State) -> list[str]:
    """Every legal move of the player to move, sorted."""
    if not state.dealt or state.over:
        return []
    if state.conquest is not None:
        return sorted(conquest.legal_moves(state) + sell_moves(state) + buy_moves(state))
    moves: list[str] = []
    for gen in (water_moves, grow_moves, sell_moves, buy_moves, end_moves):
        moves += gen(state)
    return sorted(moves)


def move_data(state: State) -> list[MoveData]:
    return [notation.data(m) for m in legal_moves(state)]


# -- applying ----------------------------------------------------------------------------
def apply(state: State, text: str) -> State:
    """The position after move ``text`` by the player to move.

    Raises:
        RuleError: an ``eden/...`` rule id saying which rule the move breaks.
    """
    move = notation.parse(text)
    verb = move[0]
    if state.conquest is not None and verb not in TRADE_VERBS:
        return conquest.apply(state, move, check_win)
    if verb not in ACT_VERBS:
        raise explain.no_conquest(state, move)
    if notation.format(move) not in _GENERATORS[verb](state):
        raise explain.act(state, move)
    seat = state.turn
    if verb == "water":
        return _water(state, move[1])
    if verb == "grow":
        return _grow(state, move[1], move[2])
    if verb == "sell":
        return replace(state, hands=_hand(state, seat, without(state.hands[seat], move[1])),
                       mana=replace_at(state.mana, seat, state.mana[seat] + SELL_PER_SQUARE * cells_of(move[1])),
                       pool=with_card(state.pool, move[1]))
    if verb == "buy":
        return replace(state, hands=_hand(state, seat, with_card(state.hands[seat], move[1])),
                       mana=replace_at(state.mana, seat, state.mana[seat] - buy_price(move[1])),
                       pool=without(state.pool, move[1]))
    return end_turn(state, passed=verb == "pass")


def _hand(state: State, seat: int, hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return replace_at(state.hands, seat, hand)


def _water(state: State, sq: int) -> State:
    seat, card = state.turn, NAMES[sq]
    state = replace(state, hands=_hand(state, seat, without(state.hands[seat], card)),
                    discard=with_card(state.discard, card),
                    owner=replace_at(state.owner, sq, seat), value=replace_at(state.value, sq, 1),
                    played=state.played + 1)
    state = check_win(state, seat)
    return state if state.over else conquest.begin(state, sq)


def _grow(state: State, shape: str, cells: tuple[int, ...]) -> State:
    seat = state.turn
    effect = grow_effect(state, seat, cells)
    if effect is None:  # apply checked the move against grow_moves, which lists only these
        raise AssertionError(f"grow {shape} on {cells} is not allowed")
    rising, cost = effect
    value = list(state.value)
    for c in rising:
        value[c] += 1
    state = replace(state, hands=_hand(state, seat, without(state.hands[seat], shape)),
                    discard=with_card(state.discard, shape), value=tuple(value),
                    mana=replace_at(state.mana, seat, state.mana[seat] - cost), played=GREW)
    return check_win(state, seat)


# -- turn boundaries and the end -----------------------------------------------------------
def start_turn(state: State, seat: int) -> State:
    """Seat ``seat`` begins its turn and receives its income at once (eden/income)."""
    gain = income_rate(state, seat)
    return replace(state, turn=seat, played=NOTHING,
                   mana=replace_at(state.mana, seat, state.mana[seat] + gain),
                   income=replace_at(state.income, seat, gain))


def end_turn(state: State, passed: bool) -> State:
    """End the turn: draw one card if holding fewer than 5 (eden/draw), count passes with an
    empty deck (eden/stalemate), then the next seat begins."""
    seat = state.turn
    passes = state.passes + 1 if passed and not state.deck else 0
    hand, deck = state.hands[seat], state.deck
    if len(hand) < DRAW_BELOW and deck:
        state = replace(state, hands=_hand(state, seat, with_card(hand, deck[0])), deck=deck[1:])
    state = replace(state, passes=passes)
    if passes >= state.players:
        best = max(fertility(state, s) for s in range(state.players))
        return replace(state, end="stalemate",
                       winners=tuple(s for s in range(state.players) if fertility(state, s) == best))
    return start_turn(state, (seat + 1) % state.players)


def check_win(state: State, seat: int) -> State:
    """``seat`` just gained fertility; with 20 or more points he wins at once (eden/win).
    Only one seat gains in any change, so the first to reach 20 is always clear."""
    if fertility(state, seat) >= WIN_POINTS:
        return replace(state, end="twenty", winners=(seat,), conquest=None)
    return state

