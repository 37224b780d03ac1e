"""The symbol facts of winter tiles and boats (``describe.SCORES``, ``symbols_of``; rule
``final``) agree with the scoring code: one group of a tile's items scores its points on
``allocation.tile_points``, two groups twice, one item short none; each boat's cargo is
``data.cargo_of``'s for the season's side."""

from __future__ import annotations

import pytest

from core.keyflower import allocation, describe
from core.keyflower.data import BOATS, SEA_BREESE, cargo_of
from core.keyflower.tiles import TILES

#: The page's "any" of a kind, filled with items of one kind (the choice tiles take one kind).
_ONE = {"worker": "blue", "skill": "saw", "res": "wood"}


def _items(per, groups: int) -> dict:
    out: dict[str, int] = {}
    for kind, what, n in per:
        key = _ONE[kind] if what == "any" else what
        out[key] = out.get(key, 0) + n * groups
    return out


@pytest.mark.parametrize("tile", [t for t in describe.SCORES if t in allocation.TILE_ORDER])
def test_a_winter_tiles_symbols_score_as_the_scoring_code(tile):
    per, vp = describe.SCORES[tile]
    choice = {"scholar": "saw", "village_hall": "blue", "watermill": "wood"}.get(tile, "")
    assert allocation.tile_points(tile, _items(per, 1), choice) == vp
    assert allocation.tile_points(tile, _items(per, 2), choice) == 2 * vp
    short = _items(per, 1)
    first = next(iter(short))
    short[first] -= 1
    assert allocation.tile_points(tile, short, choice) == 0


def test_every_base_winter_tile_and_boat_has_symbol_facts():
    """Every base scoring tile but the Keythedral (printed points only) and Ianvincible
    (printed points) says what it scores; Sea Breese by its ladder."""
    base = [t for t, d in TILES.items() if d.season in ("winter", "boat") and not d.expansion]
    assert sorted(set(base) - set(describe.SCORES) - set(describe.FREE)) == ["ianvincible", "keythedral"]
    assert describe.symbols_of("sea_breese", "spring")["scores"]["ladder"] == list(SEA_BREESE[1:])
    assert describe.symbols_of("flipper", "spring")["scores"]["free"] == [["upgrade", "", 1]]


@pytest.mark.parametrize("boat", sorted(BOATS))
def test_a_boats_cargo_is_its_sides_for_the_season(boat):
    assert describe.symbols_of(boat, "summer")["cargo"] == list(cargo_of(boat, "summer"))
    assert describe.symbols_of(boat, "winter")["cargo"] == list(cargo_of(boat, "winter"))
    assert "cargo" not in describe.symbols_of("mason", "winter")
