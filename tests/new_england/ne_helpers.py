"""Hand-built New England positions for golden tests."""

from __future__ import annotations

from dataclasses import replace

from core.new_england import GAME, rules
from core.new_england.board import INDEX
from core.new_england.state import BUY, State


def fresh(players: int = 3, **options) -> State:
    """The set-up state (start rounds, nothing on the board)."""
    return GAME.setup(players, options)


def put(state: State, seat: int, terrain: str, *plots: str, developed: bool = False) -> State:
    """Lay one tile: one plot = a land tile, two plots = a start tile (lead = lower index)."""
    idx = sorted(INDEX[p] for p in plots)
    owner, ter, lead, dev = list(state.owner), list(state.terrain), list(state.lead), list(state.developed)
    for i in idx:
        assert owner[i] == -1, f"{plots} overlaps"
        owner[i], ter[i], lead[i], dev[i] = seat, terrain, idx[0], developed
    return replace(state, owner=tuple(owner), terrain=tuple(ter), lead=tuple(lead), developed=tuple(dev))


def figure(state: State, plot: str, kind: str, card: str = "") -> State:
    """Put a figure on the tile led by ``plot`` (a barn may hold ``card``)."""
    i = INDEX[plot]
    fig = list(state.figure)
    fig[i] = kind
    state = replace(state, figure=tuple(fig))
    if kind == "barn":
        seat = state.owner[i]
        barns = list(state.barns)
        barns[seat] = tuple(sorted(barns[seat] + ((i, card),)))
        state = replace(state, barns=tuple(barns))
    return state


def buy_turn(state: State, seat: int, offer: tuple[str, ...], chip: int = 5, money: int | None = None) -> State:
    """Phase 3 with ``seat`` first to act (its chip ``chip`` is the highest), ``offer`` on
    the offer spaces; the other seats hold lower chips. The turn begins as in play
    (``rules.begin_turn``), so the ship bonus is decided from the figures on the board now."""
    chips = [0] * state.players
    chips[seat] = chip
    low = [v for v in range(1, 11) if v < chip]
    others = [s for s in range(state.players) if s != seat]
    for s, v in zip(others, reversed(low)):
        chips[s] = v
    assert all(chips), "chip too low for everyone to hold a lower one"
    m = list(state.money)
    if money is not None:
        m[seat] = money
    return rules.begin_turn(replace(
        state, phase=BUY, round=max(state.round, 1), step=0, chips=tuple(chips), offer=tuple(offer),
        announced=sum(1 for x in offer if len(x) == 1), money=tuple(m), start_left=((),) * state.players,
        purchases=0, extra_used=False, pending="", pending_from="", moved=(), fresh=(), draw=()))


def play(state: State, *moves: str) -> State:
    for m in moves:
        state = GAME.apply(state, m)
    return state


def legal(state: State, prefix: str = "") -> list[str]:
    return [m for m in GAME.legal_moves(state) if m.startswith(prefix)]
