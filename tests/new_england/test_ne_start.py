"""Golden tests: the board, the start rounds (order, spacing, fallback)."""

from __future__ import annotations

import pytest

from core.errors import RuleError
from core.new_england import GAME
from core.new_england.board import COASTAL, NAMES, PLOTS, plot
from core.new_england.state import ANNOUNCE

from ne_helpers import fresh, legal, play, put
from tests.helpers import refused

#: Nine start tiles far apart (rounds 1-3: settlement, pasture, crop), in start order.
START_3P = ["start s a1-b1", "start s e1-f1", "start s i1-j1",
            "start p a5-b5", "start p e5-f5", "start p i5-j5",
            "start c a9-b9", "start c e9-f9", "start c i9-j9"]


def test_board_has_98_plots_and_18_coastal():
    assert len(PLOTS) == 98
    assert plot("k1") is None and plot("l1") is None and plot("a10") is None
    assert plot("a1") is not None and plot("K9") is not None
    coast = sorted(NAMES[i] for i in PLOTS if COASTAL[i])
    assert coast == sorted([f"{c}1" for c in "abcdefghij"] + [f"k{r}" for r in range(2, 10)])


def test_first_move_list_is_every_domino_in_every_terrain():
    # 9 rows x 10 horizontal pairs - (j1,k1) = 89; 11 columns x 8 vertical pairs - (k1,k2) = 87.
    moves = GAME.legal_moves(fresh(3))
    assert len(moves) == 3 * (89 + 87)
    assert "start p a1-b1" in moves and "start c j1-j2" in moves and "start s j1-k1" not in moves


@pytest.mark.parametrize("players,order", [(3, [2, 1, 0] * 3), (4, [3, 2, 1, 0] * 3)])
def test_start_order_counter_clockwise_start_player_last(players, order):
    state = fresh(players)
    spots = ["a1-b1", "e1-f1", "i1-j1", "a5-b5", "e5-f5", "i5-j5", "a9-b9", "e9-f9", "i9-j9",
             "c3-d3", "g3-h3", "c7-d7"]
    seen = []
    for k in range(3 * players):
        seen.append(GAME.to_move(state))
        state = GAME.apply(state, f"start {'spc'[k // players]} {spots[k]}")
    assert seen == order
    assert state.phase == ANNOUNCE and state.round == 1 and GAME.to_move(state) == 0


def test_each_family_lays_each_terrain_once():
    state = play(fresh(3), "start s a1-b1", "start s e1-f1", "start s i1-j1")
    e = refused(state, "start s a5-b5", "new-england/start-tile")
    assert "settlement" in e.en
    assert legal(state, "start s") == []


def test_strict_spacing_forbids_diagonal_contact():
    state = play(fresh(3), "start s c3-d3")
    with pytest.raises(RuleError) as e:
        GAME.apply(state, "start p e4-e5")  # e4 touches d3 diagonally
    assert e.value.rule == "new-england/start-spacing" and "d3" in e.value.en
    e = refused(state, "start p e3-f3", "new-england/start-spacing")
    assert "start p f3-g3" in GAME.legal_moves(state)


def test_orthogonal_option_allows_diagonal_contact():
    state = play(fresh(3, start_spacing="orthogonal"), "start s c3-d3")
    assert "start p e4-e5" in GAME.legal_moves(state)
    with pytest.raises(RuleError) as e:
        GAME.apply(state, "start p e3-f3")  # shares a side with d3
    assert e.value.rule == "new-england/start-spacing"


def _crowded():
    """Single plots on b2 e2 h2 k2 / b5 ... / b8 ...: every plot is within a king step of one,
    so the strict rule leaves nothing; c3-d3 shares no side with any of them."""
    state = fresh(3)
    for row in (2, 5, 8):
        for col in "behk":
            state = put(state, 0, "s", f"{col}{row}")
    return state


def test_strict_rule_falls_back_to_orthogonal_and_logs_it():
    state = _crowded()
    moves = GAME.legal_moves(state)
    assert "start s c3-d3" in moves and "start s b3-c3" not in moves
    assert GAME.view(state, None)["start_rule"] == "orthogonal"
    after = GAME.apply(state, "start s c3-d3")
    events = GAME.events(state, "start s c3-d3", after)
    assert [(e["kind"], e["rule"]) for e in events] == [("start-spacing-relaxed", "orthogonal")]
    assert GAME.events(fresh(3), "start s c3-d3", GAME.apply(fresh(3), "start s c3-d3")) == []


def test_no_orthogonal_spot_either_allows_any_free_pair():
    state = fresh(3)
    for i in PLOTS:
        if NAMES[i] not in ("a1", "b1"):
            state = put(state, 1, "p", NAMES[i])
    assert GAME.legal_moves(state) == ["start c a1-b1", "start p a1-b1", "start s a1-b1"]


def test_start_tile_notation_and_shape():
    state = fresh(3)
    e = refused(state, "start p d3-c3", "new-england/notation")
    assert "c3-d3" in e.en
    e = refused(state, "start p c3-d4", "new-england/start-tile")
    e = refused(state, "start p j1-k1", "new-england/board")
    assert GAME.apply(state, "START P C3-D3") == GAME.apply(state, "start p c3-d3")
