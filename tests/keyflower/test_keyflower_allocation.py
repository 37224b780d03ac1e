"""The final assignment of items to winter tiles (rule ``final``, ``allocation.py``): golden
examples worked out by hand, and Hypothesis against a brute force that tries every way of
handing items to tiles, tile by tile (small counts only)."""

from __future__ import annotations

from functools import lru_cache
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.keyflower.allocation import (CHOICE_OF, RESOURCES, SKILLS, TILE_ORDER, WORKERS,
                                       Holdings, best_allocation, score, tile_points)

ALL = TILE_ORDER


def H(workers=(0, 0, 0, 0), skills=(0, 0, 0), resources=(0, 0, 0, 0), **kw) -> Holdings:
    return Holdings(workers, skills, resources, **kw)


# -- golden examples ----------------------------------------------------------------------
def test_mercers_guild_sets_take_gold_for_a_missing_resource():
    # wood 2, stone 1, gold 2: {wood, stone, gold} and {wood, gold, ...} lacks a third item;
    # 5 items make at most one full set plus two: sets {wood, stone, gold} = 5 and one gold
    # left = 1 point: 6; or no set and 2 gold = 2. Best 6.
    a = best_allocation(H(resources=(2, 1, 0, 2)), ("mercers_guild",))
    assert a.points == {"mercers_guild": 5, "gold": 1} and a.total == 6


def test_jeweller_and_windmill_compete_for_gold():
    # 5 gold: Jeweller 2 each = 10; Windmill one group = 5. Jeweller wins.
    a = best_allocation(H(resources=(0, 0, 0, 5)), ("jeweller", "windmill"))
    assert a.points == {"windmill": 0, "jeweller": 10, "gold": 0}
    # 4 wood + 1 gold: the Windmill takes all five (5) rather than the gold going to the
    # Jeweller (2) and the wood scoring nothing.
    a = best_allocation(H(resources=(4, 0, 0, 1)), ("jeweller", "windmill"))
    assert a.total == 5 and a.items["windmill"] == {"wood": 4, "gold": 1}


def test_the_watermill_chooses_the_most_plentiful_kind():
    a = best_allocation(H(resources=(1, 4, 2, 0)), ("watermill",))
    assert a.choices == {"watermill": "stone"} and a.points["watermill"] == 4


def test_the_purple_worker_completes_a_scribes_set():
    # saw 2, pick 2, anvil 1: one set (10); the purple worker as an anvil makes two (20).
    a = best_allocation(H(skills=(2, 2, 1), purple=True), ("scribes",))
    assert a.purple == "skill:anvil" and a.points["scribes"] == 20


def test_workers_go_where_they_score_most():
    # blue 5, red 1, green 2; Village Hall, White Wind, Apothecary, Key Market:
    # green -> Key Market 4; the rest (6 workers): each 1 at Village Hall/White Wind = 6,
    # or Apothecary 5 of them (3) + 1 = 4: singles win. Total 10.
    a = best_allocation(H(workers=(5, 1, 0, 2)),
                        ("key_market", "village_hall", "apothecary", "white_wind"))
    assert a.total == 10 and a.points["key_market"] == 4 and a.points["apothecary"] == 0


def test_boat_3b_lets_wood_count_as_gold_on_the_jeweller():
    a = best_allocation(H(resources=(3, 0, 0, 0), any_resource=True), ("jeweller",))
    assert a.points["jeweller"] == 6
    b = best_allocation(H(resources=(3, 0, 0, 0)), ("jeweller",))
    assert b.total == 0


def test_the_purple_worker_may_lie_on_a_storage_tile():
    a = best_allocation(H(purple=True, storage_values=(1, 3)), ())
    assert a.purple == "storage:1" and a.points == {"gold": 0, "storage": 3}


def test_the_keythedral_takes_no_items():
    """Rule ``final``: the Keythedral's 12 points are printed on it and count once, with the
    printed points (scoring.py); it is no tile items are assigned to."""
    with pytest.raises(ValueError, match="keythedral is not a scoring tile"):
        best_allocation(H(), ("keythedral",))


def test_score_refuses_items_not_owned_and_missing_choices():
    with pytest.raises(ValueError):
        score(H(workers=(1, 0, 0, 0)), ("white_wind",), {"white_wind": {"blue": 2}}, {})
    with pytest.raises(ValueError):
        score(H(skills=(1, 0, 0)), ("scholar",), {"scholar": {"saw": 1}}, {})
    with pytest.raises(ValueError):
        score(H(), ("scholar",), {}, {"scholar": "saw"}, purple="skill:saw")


def test_a_big_holding_is_assigned_and_rescored():
    h = H(workers=(9, 8, 7, 6), skills=(6, 5, 4), resources=(8, 8, 7, 7), purple=True,
          storage_values=(2,))
    a = best_allocation(h, ALL)
    assert sum(score(h, ALL, a.items, a.choices, a.purple).values()) == a.total


# -- brute force ------------------------------------------------------------------------------
RELEVANT = {"key_market": WORKERS, "village_hall": WORKERS, "apothecary": WORKERS,
            "craftsmens_guild": WORKERS, "white_wind": WORKERS, "scholar": SKILLS,
            "scribes": SKILLS, "key_guild": SKILLS, "mercers_guild": RESOURCES,
            "watermill": RESOURCES, "windmill": RESOURCES, "jeweller": RESOURCES}


def at_most(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every tuple of ``parts`` counts >= 0 that add up to at most ``total``: exactly the
    tuples of ``product(range(total + 1), repeat=parts)`` whose sum is at most ``total``, made
    without walking the (many more) others."""
    if parts == 0:
        return [()]
    return [(first, *rest) for first in range(total + 1)
            for rest in at_most(total - first, parts - 1)]


def brute(h: Holdings, tiles: tuple[str, ...]) -> int:
    """Every way of handing items to the tiles one tile at a time (memoised on what is
    left), every choice, every purple declaration."""
    order = [t for t in TILE_ORDER if t in tiles]
    declarations = [""] + ([f"worker:{k}" for k in WORKERS] + [f"skill:{k}" for k in SKILLS]
                           + [f"resource:{k}" for k in RESOURCES]
                           + [f"storage:{i}" for i in range(len(h.storage_values))] if h.purple else [])
    best = 0
    for purple in declarations:
        pool = dict(zip(WORKERS, h.workers)) | dict(zip(SKILLS, h.skills)) | dict(zip(RESOURCES, h.resources))
        extra = 0
        if purple.startswith("storage"):
            extra = h.storage_values[int(purple.split(":")[1])]
        elif purple:
            pool[purple.split(":")[1]] += 1
        kinds = WORKERS + SKILLS + (("any",) if h.any_resource else RESOURCES)
        if h.any_resource:
            pool["any"] = sum(pool.pop(k) for k in RESOURCES)

        @lru_cache(maxsize=None)
        def go(i: int, left: tuple) -> int:
            have = dict(zip(kinds, left))
            if i == len(order):   # loose gold: 1 each, the purple worker not counted
                loose = have.get("any", 0) if h.any_resource else have["gold"]
                phantom = purple == "resource:gold" or (h.any_resource and purple.startswith("resource"))
                return max(0, loose - phantom)
            tile = order[i]
            rel = RELEVANT.get(tile, ())
            best_here = 0
            if h.any_resource and rel == RESOURCES:
                subs = at_most(have["any"], 4)
            else:
                subs = product(*[range(have[k] + 1) for k in rel])
            for sub in subs:
                x = dict(zip(rel, sub))
                if h.any_resource and rel == RESOURCES:
                    rest = dict(have, any=have["any"] - sum(sub))
                else:
                    rest = {k: have[k] - x.get(k, 0) for k in kinds}
                pts = max(tile_points(tile, x, c) for c in CHOICE_OF.get(tile, ("",)))
                best_here = max(best_here, pts + go(i + 1, tuple(rest[k] for k in kinds)))
            return best_here

        best = max(best, extra + go(0, tuple(pool[k] for k in kinds)))
    return best


small = st.integers(0, 2)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.tuples(small, small, small, small), st.tuples(small, small, small),
       st.tuples(st.integers(0, 3), small, small, st.integers(0, 3)), st.booleans(),
       st.booleans(), st.lists(st.integers(1, 3), max_size=2),
       st.sets(st.sampled_from(ALL), max_size=5))
def test_the_best_allocation_equals_the_brute_force(w, s, r, purple, any_res, storage, tiles):
    h = Holdings(w, s, r, purple, any_res, tuple(storage))
    tiles = tuple(t for t in ALL if t in tiles)
    a = best_allocation(h, tiles)
    assert a.total == brute(h, tiles)
    assert sum(score(h, tiles, a.items, a.choices, a.purple).values()) == a.total


@pytest.mark.parametrize("tile,holding,points", [
    # each winter tile alone, worked out from its rule (facts section 1.9)
    ("key_market", H(workers=(2, 0, 0, 3)), 6),                 # 2 per green
    ("mercers_guild", H(resources=(2, 2, 1, 0)), 5),            # one full set of three
    ("scholar", H(skills=(1, 4, 2)), 12),                       # 4 picks x 3
    ("scribes", H(skills=(2, 3, 2)), 20),                       # two sets
    ("village_hall", H(workers=(1, 5, 2, 0)), 5),               # 5 red
    ("watermill", H(resources=(1, 1, 3, 0)), 3),                # 3 iron
    ("windmill", H(resources=(4, 3, 2, 2)), 10 + 1),            # 9 + 1 gold in two fives, 1 gold
    ("apothecary", H(workers=(4, 4, 2, 1)), 6),                 # 11 workers: two fives
    ("craftsmens_guild", H(workers=(3, 2, 5, 4)), 6),           # two blue+red+yellow
    ("jeweller", H(resources=(0, 0, 0, 3)), 6),                 # 2 per gold instead of 1
    ("key_guild", H(skills=(3, 3, 4)), 20),                     # two fives of ten
])
def test_each_winter_tile_scores_as_its_rule_says(tile, holding, points):
    assert best_allocation(holding, (tile,)).total == points
