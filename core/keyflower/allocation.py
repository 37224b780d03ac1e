"""Assigning a player's items to his scoring tiles at the end (rule ``final``): each worker,
skill and resource (and the purple worker, declared as one item of any kind) scores on at
most one tile. :func:`best_allocation` finds the assignment with the most points, exactly;
:func:`score` checks and scores an explicit assignment (a player's own).

Why the search is exact: once the purple worker's declaration is fixed, workers, skills and
resources are three independent problems (no tile takes two kinds). In each, the "set"
tiles (Craftsmen's Guild, Apothecary; Scribes, Key Guild; Mercer's Guild, Windmill) are
enumerated by how many sets they score, and the choice tiles (Village Hall, Scholar,
Watermill) by their choice. What is left then scores item by item at a fixed value per
kind (``_values``), so the items a group tile takes should be the cheapest ones: the Apothecary
and Key Guild take any kind, so the cheapest ``5k`` items are best. The Mercer's Guild and
Windmill together take ``3m + 5n`` resources, of which the Mercer's sets need ``3m`` that
use each of wood, stone, iron at most ``m`` times (gold freely); resource values are 0 for
two non-gold kinds, 0 or 1 for the Watermill's kind and at least 1 for gold, so for each
count of gold and of the Watermill's kind taken the zero-valued kinds can always be taken
with the most variety (``_spread``), and every split is tried.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

WORKERS = ("blue", "red", "yellow", "green")
SKILLS = ("saw", "pick", "anvil")
RESOURCES = ("wood", "stone", "iron", "gold")
#: The scoring tiles that take items, in scoring order (plus ``white_wind``, a boat). The
#: Keythedral is not one: it takes no items and its 12 points are printed on it, so they
#: count once, with the printed points (rule ``final``; M step 5, not step 9).
TILE_ORDER = ("key_market", "mercers_guild", "scholar", "scribes",
              "village_hall", "watermill", "windmill", "apothecary", "craftsmens_guild",
              "jeweller", "key_guild", "white_wind")
#: Which tile needs a choice, and of what.
CHOICE_OF = {"scholar": SKILLS, "village_hall": WORKERS, "watermill": RESOURCES}


@dataclass(frozen=True)
class Holdings:
    """What a player scores with: counts of workers (blue, red, yellow, green), skills (saw,
    pick, anvil), resources not on storage tiles (wood, stone, iron, gold); the purple worker;
    summer boat 3b (``any_resource``: each resource may be declared any resource); the
    points per resource of his storage tiles (where the purple worker may also go)."""

    workers: tuple[int, int, int, int] = (0, 0, 0, 0)
    skills: tuple[int, int, int] = (0, 0, 0)
    resources: tuple[int, int, int, int] = (0, 0, 0, 0)
    purple: bool = False
    any_resource: bool = False
    storage_values: tuple[int, ...] = ()


@dataclass(frozen=True)
class Allocation:
    """``points`` per owned tile (in ``TILE_ORDER``), ``"gold"`` for loose gold and
    ``"storage"`` for the purple worker on a storage tile; ``items`` per tile (item ->
    count, declared kinds); ``choices`` of the choice tiles; ``purple``: ``worker:green``,
    ``skill:saw``, ``resource:iron``, ``storage:<index>`` or ``""``."""

    total: int
    points: dict = field(default_factory=dict)
    items: dict = field(default_factory=dict)
    choices: dict = field(default_factory=dict)
    purple: str = ""


# -- scoring an explicit assignment ------------------------------------------------------
def _mercer_sets(x: dict) -> int:
    w, s, i, g = (x.get(k, 0) for k in RESOURCES)
    m = (w + s + i + g) // 3
    while m and min(w, m) + min(s, m) + min(i, m) + g < 3 * m:
        m -= 1
    return m


def tile_points(tile: str, x: dict, choice: str = "") -> int:
    """The points of ``tile`` holding the items ``x`` (item -> count)."""
    n = sum(x.values())
    if tile == "key_market":
        return 2 * x.get("green", 0)
    if tile == "mercers_guild":
        return 5 * _mercer_sets(x)
    if tile in ("scholar", "village_hall", "watermill"):
        return (3 if tile == "scholar" else 1) * x.get(choice, 0)
    if tile == "scribes":
        return 10 * min(x.get(k, 0) for k in SKILLS)
    if tile == "windmill":
        return 5 * (n // 5)
    if tile == "apothecary":
        return 3 * (n // 5)
    if tile == "craftsmens_guild":
        return 3 * min(x.get(k, 0) for k in WORKERS[:3])
    if tile == "jeweller":
        return 2 * x.get("gold", 0)
    if tile == "key_guild":
        return 10 * (n // 5)
    if tile == "white_wind":
        return sum(x.get(k, 0) for k in WORKERS)
    raise ValueError(f"{tile} is not a scoring tile")


def _pool(h: Holdings, purple: str) -> dict[str, int]:
    pool = dict(zip(WORKERS, h.workers)) | dict(zip(SKILLS, h.skills)) | dict(zip(RESOURCES, h.resources))
    if purple and not purple.startswith("storage"):
        kind = purple.split(":")[1]
        pool[kind] += 1
    return pool


def score(h: Holdings, tiles: tuple[str, ...], items: dict, choices: dict, purple: str = "") -> dict:
    """Points per tile (and ``gold``, ``storage``) of an explicit assignment; ValueError
    when it uses an item twice or one not owned, misses a choice, or declares the purple
    worker without having it."""
    if purple and not h.purple:
        raise ValueError("the purple worker is not this player's")
    pool = _pool(h, purple)
    used: dict[str, int] = {}
    for tile, x in items.items():
        if tile not in tiles:
            raise ValueError(f"{tile} is not owned")
        for k, n in x.items():
            used[k] = used.get(k, 0) + n
    for kind in WORKERS + SKILLS:
        if used.get(kind, 0) > pool[kind]:
            raise ValueError(f"more {kind} than owned")
    res_used = [used.get(k, 0) for k in RESOURCES]
    owned = [pool[k] for k in RESOURCES]
    if (sum(res_used) > sum(owned)) if h.any_resource else any(u > o for u, o in zip(res_used, owned)):
        raise ValueError("more resources than owned")
    points = {}
    for tile in TILE_ORDER:
        if tile in tiles:
            if tile in CHOICE_OF and choices.get(tile) not in CHOICE_OF[tile]:
                raise ValueError(f"{tile} needs a choice")
            points[tile] = tile_points(tile, items.get(tile, {}), choices.get(tile, ""))
    loose = (sum(owned) - sum(res_used)) if h.any_resource else owned[3] - res_used[3]
    # The purple worker counts as a resource only where it is assigned: never as loose gold.
    phantom = 1 if purple == "resource:gold" or (h.any_resource and purple.startswith("resource")) else 0
    points["gold"] = max(loose - phantom, 0)
    if purple.startswith("storage"):
        points["storage"] = h.storage_values[int(purple.split(":")[1])]
    return points


# -- the best assignment -------------------------------------------------------------------
def _cheapest(counts: list[int], values: list[int], take: int) -> list[int]:
    """How many of each kind the ``take`` cheapest items are (ties: first kind first)."""
    out = [0] * len(counts)
    for k in sorted(range(len(counts)), key=lambda k: (values[k], k)):
        out[k] = min(counts[k], take)
        take -= out[k]
    return out


def _group_solve(counts, tiles, set_tile, set_kinds, set_points, group_tile, group_points,
                 choice_tile, single):
    """One category: ``set_tile`` scores ``set_points`` per set of one of each of
    ``set_kinds``; ``group_tile`` ``group_points`` per 5 of any; ``choice_tile`` a value
    per item of its chosen kind; ``single(kind, choice)`` the best other single value (and
    its tile). Returns (points, per-tile points, per-tile items, choices)."""
    kinds = len(counts)
    best = None
    choices = tuple(range(kinds)) if choice_tile in tiles else (None,)
    for choice in choices:
        values, homes = [], []
        for k in range(kinds):
            v, home = single(k, choice)
            values.append(v)
            homes.append(home)
        max_sets = min(counts[k] for k in set_kinds) if set_tile in tiles else 0
        for sets in range(max_sets + 1):
            rest = [c - (sets if k in set_kinds else 0) for k, c in enumerate(counts)]
            for groups in range(sum(rest) // 5 + 1 if group_tile in tiles else 1):
                taken = _cheapest(rest, values, 5 * groups)
                left = [r - t for r, t in zip(rest, taken)]
                total = sets * set_points + groups * group_points + sum(v * n for v, n in zip(values, left))
                if best is None or total > best[0]:
                    best = (total, choice, sets, taken, left, values, homes)
    assert best is not None
    total, choice, sets, taken, left, values, homes = best
    items: dict[str, dict[int, int]] = {}
    if sets:
        items[set_tile] = {k: sets for k in set_kinds}
    if any(taken):
        items[group_tile] = {k: n for k, n in enumerate(taken) if n}
    for k in range(kinds):
        if left[k] and values[k]:
            items.setdefault(homes[k], {})[k] = items.get(homes[k], {}).get(k, 0) + left[k]
    return total, items, ({choice_tile: choice} if choice is not None else {})


def _workers(counts, tiles):
    def single(k, choice):
        options = [(0, "")]
        if "key_market" in tiles and k == 3:
            options.append((2, "key_market"))
        if choice == k:
            options.append((1, "village_hall"))
        if "white_wind" in tiles:
            options.append((1, "white_wind"))
        return max(options, key=lambda o: o[0])
    total, items, choice = _group_solve(list(counts), tiles, "craftsmens_guild", (0, 1, 2), 3,
                                        "apothecary", 3, "village_hall", single)
    return total, _named(items, WORKERS), _named_choice(choice, WORKERS)


def _skills(counts, tiles):
    def single(k, choice):
        return (3, "scholar") if choice == k else (0, "")
    total, items, choice = _group_solve(list(counts), tiles, "scribes", (0, 1, 2), 10,
                                        "key_guild", 10, "scholar", single)
    return total, _named(items, SKILLS), _named_choice(choice, SKILLS)


def _named(items: dict, names: tuple) -> dict:
    return {tile: {names[k]: n for k, n in x.items()} for tile, x in items.items()}


def _named_choice(choice: dict, names: tuple) -> dict:
    return {tile: names[c] for tile, c in choice.items() if c is not None}


def _spread(counts: list[int], kinds: list[int], total: int, m: int) -> list[int] | None:
    """``total`` items from ``kinds`` with the most kinds-variety (up to ``m`` each first)."""
    out = [0] * 4
    for k in kinds:
        out[k] = min(counts[k], m, total - sum(out))
    for k in kinds:
        out[k] += min(counts[k] - out[k], total - sum(out))
    return out if sum(out) == total else None


def _takes(counts, t: int | None, m: int, take: int, gold_value: int):
    """The cheapest ways (one per count of the Watermill's kind) to take ``take`` resources
    of which ``3m`` form Mercer's sets: zero-valued kinds first (spread for variety), then
    gold only as far as the sets' variety or the count needs it."""
    zero = [k for k in (0, 1, 2) if k != t]
    zero_all = sum(counts[k] for k in zero)
    zero_div = sum(min(counts[k], m) for k in zero)
    for zt in range(min(counts[t], take) + 1 if t is not None else 1):
        gold = max(0, take - zt - zero_all)
        from_zero = take - zt - gold
        variety = min(from_zero, zero_div) + min(zt, m) + gold
        if variety < 3 * m:
            extra = 3 * m - variety    # gold instead of zero items beyond the variety
            if from_zero - extra < zero_div:
                continue
            gold += extra
            from_zero -= extra
        if gold > counts[3]:
            continue
        z = _spread(list(counts), zero, from_zero, m)
        if z is None:
            continue
        if t is not None:
            z[t] = zt
        z[3] = gold
        yield z


def _resources(counts, tiles, any_resource: bool, phantom: int = 0):
    """Resources: Mercer's Guild sets ``m``, Windmill groups ``n``, the Watermill's kind,
    Jeweller and loose gold (see the module docstring)."""
    gold_value, gold_home = (2, "jeweller") if "jeweller" in tiles else (1, "gold")
    mercer, windmill = "mercers_guild" in tiles, "windmill" in tiles
    if any_resource:   # every resource may be declared any: one kind of wildcards
        n_all, wild = sum(counts), None
        for m in range(n_all // 3 + 1 if mercer else 1):
            for n in range((n_all - 3 * m) // 5 + 1 if windmill else 1):
                rest = n_all - 3 * m - 5 * n
                total = 5 * m + 5 * n + gold_value * rest
                if gold_value == 1 and "watermill" not in tiles:   # loose gold, purple aside
                    total -= min(phantom, rest)
                if wild is None or total > wild[0]:
                    wild = (total, m, n)
        assert wild is not None
        total, m, n = wild
        items = {"mercers_guild": {"wood": m, "stone": m, "iron": m}} if m else {}
        if n:
            items["windmill"] = {"wood": 5 * n}
        rest = n_all - 3 * m - 5 * n
        if rest and gold_home != "gold":
            items[gold_home] = {"gold": rest}
        elif rest and "watermill" in tiles:   # declared wood there: 1 each, the purple too
            items["watermill"] = {"wood": rest}
        return total, items, {"watermill": "wood"} if "watermill" in tiles else {}
    best = None
    types = (0, 1, 2) if "watermill" in tiles else (None,)
    total_items = sum(counts)
    for t in types:
        for m in range(total_items // 3 + 1 if mercer else 1):
            for n in range((total_items - 3 * m) // 5 + 1 if windmill else 1):
                for z in _takes(counts, t, m, 3 * m + 5 * n, gold_value):
                    left = [c - x for c, x in zip(counts, z)]
                    total = 5 * (m + n) + gold_value * left[3] + (left[t] if t is not None else 0)
                    if gold_home == "gold":
                        total -= min(phantom, left[3])
                    if best is None or total > best[0]:
                        best = (total, t, m, z, left)
    assert best is not None
    total, t, m, z, left = best
    mer = [min(z[k], m) for k in range(3)]
    mer.append(3 * m - sum(mer))
    wind = [a - b for a, b in zip(z, mer)]
    items = {}
    if m:
        items["mercers_guild"] = {RESOURCES[k]: x for k, x in enumerate(mer) if x}
    if any(wind):
        items["windmill"] = {RESOURCES[k]: x for k, x in enumerate(wind) if x}
    if t is not None and left[t]:
        items["watermill"] = {RESOURCES[t]: left[t]}
    if left[3] and gold_home != "gold":
        items[gold_home] = {"gold": left[3]}
    return total, items, ({"watermill": RESOURCES[t]} if t is not None else {})


@lru_cache(maxsize=256)
def best_allocation(h: Holdings, tiles: tuple[str, ...]) -> Allocation:
    """The assignment with the most points; among equal ones, the first purple declaration
    in the order none, workers, skills, resources, storage tiles, and within a category
    the fewest sets first. Raises ValueError for a tile that takes no items."""
    for t in tiles:
        if t not in TILE_ORDER:
            raise ValueError(f"{t} is not a scoring tile")
    declarations = [""]
    if h.purple:
        declarations += [f"worker:{k}" for k in WORKERS] + [f"skill:{k}" for k in SKILLS]
        declarations += [f"resource:{k}" for k in RESOURCES]
        declarations += [f"storage:{i}" for i in range(len(h.storage_values))]
    # The purple worker adds one item to one category: solve each category once plainly
    # and once per kind it may add.
    pool = _pool(h, "")
    solved: dict[str, tuple] = {}
    for purple in declarations:
        kind = purple.split(":")[1] if purple and not purple.startswith("storage") else ""
        for cat, names, solve in (("worker", WORKERS, _workers), ("skill", SKILLS, _skills),
                                  ("resource", RESOURCES, None)):
            key = f"{cat}:{kind}" if kind in names else cat
            if key not in solved:
                counts = tuple(pool[k] + (k == kind) for k in names)
                phantom = int(kind == "gold" or (h.any_resource and kind in RESOURCES))
                solved[key] = (solve(counts, tiles) if solve is not None
                               else _resources(counts, tiles, h.any_resource, phantom))
    best: Allocation | None = None
    for purple in declarations:
        kind = purple.split(":")[1] if purple and not purple.startswith("storage") else ""
        parts = [solved[f"{cat}:{kind}" if kind in names else cat]
                 for cat, names in (("worker", WORKERS), ("skill", SKILLS), ("resource", RESOURCES))]
        items = {k: v for part in parts for k, v in part[1].items()}
        choices = {k: v for part in parts for k, v in part[2].items()}
        for tile in CHOICE_OF:
            if tile in tiles and tile not in choices:
                choices[tile] = CHOICE_OF[tile][0]
        points = score(h, tiles, items, choices, purple)
        total = sum(points.values())
        if best is None or total > best.total:
            best = Allocation(total, points, items, choices, purple)
    assert best is not None
    return best
