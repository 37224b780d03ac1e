"""The Merchants' symbol facts (``texts.SCORES``, ``FREE`` through ``Expansion.scores`` and
``free``; rule ``merchants-final``) agree with its scoring code: one group of a winter tile's
or II boat's items scores its points in ``scoring.winter_extra`` / ``boat_extra`` (White Wind
II: ``contract_value``), two groups twice, none nothing; and the view's ``tiles[..]`` carry
them as the base tiles' do (``describe.symbols_of``)."""

from __future__ import annotations

import pytest

from core.keyflower import describe
from core.keyflower.board import Placed
from core.keyflower.expansions.merchants import scoring
from core.keyflower.expansions.merchants.data import CONTRACT_POINTS
from core.keyflower.expansions.merchants.texts import FREE, SCORES
from core.keyflower.tiles import TILES
from keyflower_helpers import give
from test_merchants_rules import merchants

#: A placed tile that is one of a group's items, per symbol kind (``upgrade``: a stable's
#: front carries one upgrade symbol).
_ONE = {("tile", "up"): Placed("mason", 0, 0, up=True), ("winter", ""): Placed("keythedral", 0, 0),
        ("upgrade", ""): Placed("stable", 0, 0)}


def _state():
    """Spring of a 3-player game with The Merchants, seat 0 without huts."""
    return give(merchants(), 0, huts=0)


def _points(tile: str, groups: int) -> int:
    """What ``tile`` scores with ``groups`` groups of its items, by the scoring code."""
    (kind, what, n), = SCORES[tile][0]
    own = (Placed(tile, 0, 0),)
    if kind == "contract" and what == "open":   # Muleteer: contracts not fulfilled
        return scoring.winter_extra(_state(), 0, own, groups * n, 0)
    if kind == "extension":                     # Builder: each extension on the seat's tiles
        return scoring.winter_extra(_state(), 0, own, 0, groups * n)
    if kind == "contract":                      # White Wind II: each fulfilled contract
        return scoring.contract_value(own) * groups
    village = own + tuple(_ONE[kind, what] for _ in range(groups * n))
    if TILES[tile].season == "winter":
        return scoring.winter_extra(_state(), 0, village, 0, 0)
    return scoring.boat_extra(_state(), 0, village)


@pytest.mark.parametrize("tile", sorted(SCORES))
def test_a_merchants_tiles_symbols_score_as_the_scoring_code(tile):
    per, vp = SCORES[tile]
    assert vp and len(per) == 1
    assert _points(tile, 0) == 0
    assert _points(tile, 1) == vp
    assert _points(tile, 2) == 2 * vp


def test_white_wind_ii_is_what_a_fulfilled_contract_scores():
    assert scoring.contract_value((Placed("white_wind_ii", 0, 0),)) == SCORES["white_wind_ii"][1]
    assert scoring.contract_value((Placed("keyflower_ii", 0, 0),)) == CONTRACT_POINTS


def test_every_merchants_winter_tile_and_scoring_boat_has_symbol_facts():
    """Each of its winter tiles and II boats says what it scores or gives, but Sea Bastion II,
    which leaves before winter (rule ``merchants-boats``)."""
    own = [t for t, d in TILES.items() if d.season in ("winter", "boat") and d.expansion]
    assert sorted(set(own) - set(SCORES) - set(FREE)) == ["sea_bastion_ii"]
    for tile in sorted(SCORES):
        facts = describe.symbols_of(tile, "winter")["scores"]
        assert facts["per"] == [list(x) for x in SCORES[tile][0]] and facts["vp"] == SCORES[tile][1]
    assert describe.symbols_of("flipper_ii", "winter")["scores"]["free"] == [["extension", "", 1]]
    assert describe.symbols_of("keyflower_ii", "winter")["scores"]["free"] == [["res", "gold", 3]]
    assert "scores" not in describe.symbols_of("sea_bastion_ii", "winter")
