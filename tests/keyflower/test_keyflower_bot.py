"""Keyflower's bot hints (``core/keyflower/bot.py``, issue 25): the move pruning and the
evaluation at a playout's cut-off."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from core.keyflower import GAME
from core.keyflower.bot import HELD_VALUE, WON_VALUE, evaluate, prune
from core.keyflower.tiles import TILES
from keyflower_helpers import play, spring
from test_keyflower_properties import positions


def _worker_key(move: str) -> tuple[str, ...] | None:
    words = move.split(" ")
    return (words[0], words[1], *words[4:]) if words[0] in ("bid", "use") else None


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_pruning_keeps_one_fewest_workers_move_per_tile_and_every_other_move(state):
    """Rules ``bid``/``use``: of the moves that differ only in workers and colour, exactly one
    stays, with the fewest workers; every other move stays; the order is kept."""
    if GAME.to_move(state) is None:
        return
    legal = GAME.legal_moves(state)
    kept = prune(state, legal)
    assert kept and [m for m in legal if m in kept] == kept
    assert [m for m in legal if _worker_key(m) is None] == [m for m in kept if _worker_key(m) is None]
    groups: dict[tuple[str, ...], list[str]] = {}
    for m in legal:
        if (key := _worker_key(m)) is not None:
            groups.setdefault(key, []).append(m)
    for key, moves in groups.items():
        chosen = [m for m in kept if _worker_key(m) == key]
        assert len(chosen) == 1, (key, chosen)
        assert int(chosen[0].split(" ")[2]) == min(int(m.split(" ")[2]) for m in moves)


def test_pruning_bids_in_the_colour_held_most():
    """Rule ``bid``: seat 0 holds blue 3, red 2, yellow 3 and bids on empty tiles in blue (the
    first of the most held); seat 1, with four red and four yellow, in red."""
    state = spring(screens="bbbrryyy rrrryyyy bbbbyyyy")
    kept = prune(state, GAME.legal_moves(state))
    assert "bid alehouse 1 blue" in kept and "bid alehouse 1 yellow" not in kept
    assert "bid alehouse 2 blue" not in kept
    state = play(state, "pass")
    kept = prune(state, GAME.legal_moves(state))
    assert "bid alehouse 1 red" in kept and "bid alehouse 1 yellow" not in kept


def test_evaluation_counts_a_leading_bid_as_the_tile_and_an_outbid_one_as_workers_back():
    """Rule ``end-of-season``: the leader takes the tile, the outbid take their workers back."""
    state = spring()
    before = evaluate(state)
    bid = play(state, "bid alehouse 1 blue")
    gain = TILES["alehouse"].vp[0] + WON_VALUE - HELD_VALUE
    assert evaluate(bid)[0] == before[0] + gain
    assert evaluate(bid)[1:] == before[1:]
    outbid = play(bid, "pass", "bid alehouse 2 blue")
    assert evaluate(outbid)[0] == before[0]
    assert evaluate(outbid)[2] == before[2] + TILES["alehouse"].vp[0] + WON_VALUE - 2 * HELD_VALUE
