"""The Merchants' component data (core/keyflower/expansions/merchants/data.py) against its sources:
the counts the rulebook and the facts give, every item known, every stand-in marked."""

from __future__ import annotations

from collections import Counter

from core.keyflower.expansions.merchants import data as md
from core.keyflower.data import BOATS


def test_36_contracts_in_k_s_three_runs_one_with_the_purple_worker():
    """Facts section 2: 36 contracts, 13 + 10 + 13; the purple worker's contract exists."""
    assert len(md.CONTRACTS) == 36
    kinds = Counter("workers" if set(c.items) & set(md.WORKERS + ("purple", "any-worker"))
                    else "skills" if set(c.items) & set(md.SKILLS + ("any-skill",)) else "resources"
                    for c in md.CONTRACTS.values())
    assert kinds == {"workers": 13, "skills": 10, "resources": 13}
    assert sum("purple" in c.items for c in md.CONTRACTS.values()) == 1


def test_18_extensions_5_blue_5_red_5_yellow_3_green():
    assert Counter(e.colour for e in md.EXTENSIONS.values()) == {"blue": 5, "red": 5, "yellow": 5, "green": 3}


def test_a_contract_is_exchanged_only_for_a_specific_item():
    """Rule (M): never for a white symbol; the purple worker's contract for anything the
    purple worker may stand for, never the purple worker itself."""
    assert md.CONTRACTS["c01"].specific == ("blue",)
    assert md.CONTRACTS["c34"].specific == ("gold",)
    purple = md.CONTRACTS["c12"].specific
    assert "purple" not in purple and set(purple) == set(md.WORKERS + md.SKILLS + md.RESOURCES)
    for c in md.CONTRACTS.values():
        assert not set(c.specific) & set(md.ANY)


def test_each_ii_boat_stands_in_for_a_base_boat_with_its_player_count_and_extra_cargo():
    """M: gold (Keyflower II), huts (Sea Bastion II, Ianvincible II), contracts (Sea Breese
    II, White Wind II), a green worker (Flipper II); the player counts of the base boats."""
    extra = {b.id: b.side_a[2] for b in md.BOATS_II.values()}
    assert extra == {"keyflower_ii": "gold", "sea_bastion_ii": "hut", "sea_breese_ii": "contract",
                     "flipper_ii": "green", "ianvincible_ii": "hut", "white_wind_ii": "contract"}
    for b in md.BOATS_II.values():
        assert b.players == BOATS[b.base][0]
        assert b.side_a[2] == b.side_b[2]


def test_the_winter_tiles_each_player_gets():
    """M: 4 with 2-3 players (was 3), 3 with 5 (was 2); 4 and 6 unchanged."""
    assert md.WINTER_EACH == {2: 4, 3: 4, 4: 3, 5: 3, 6: 2}


def test_every_stand_in_is_listed_for_the_rules_page():
    assert all(c.provisional for c in md.CONTRACTS.values())
    assert all(e.provisional for e in md.EXTENSIONS.values())
    assert {"contracts", "extensions", "boat-sides-ii"} <= set(md.PROVISIONAL)
    for text in md.PROVISIONAL.values():
        assert set(text) == {"nl", "en"} and all(text.values())
