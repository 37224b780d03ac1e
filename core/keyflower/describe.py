"""What each tile does, in words, for the page (the view's ``tiles[..]["about"]``): a season
tile's two sides, upgrade cost and points; a winter tile's scoring; a boat's cargo and its
winter scoring; a summer boat's power; a turn-order tile's place in the boat choice.

Built from the same data as the rules page (``tiles``, ``data``), so the page never restates
a number of its own. Texts are ours, in Dutch and English.
"""

from __future__ import annotations

from functools import lru_cache

from .data import BOATS, SEA_BREESE, START_TILE, _cost_text, _side_text, cargo_of
from .expansion import registered
from .tiles import TILES

_W = {
    "nl": {"front": "Voorkant", "back": "Achterkant", "cost": "Opwaarderen", "vp": "Punten",
           "storage": "vervoerde grondstoffen, eenmaal", "points": "Alleen punten",
           "cargo": "Lading (A/B)", "workers": "werkers", "skills": "vaardigheden",
           "turn": "Beurtvolgorde {n}: kiest als {n}e een boot", "start": "geeft de startspeler"},
    "en": {"front": "Front", "back": "Back", "cost": "Upgrade", "vp": "Points",
           "storage": "resources carried here, once", "points": "Points only",
           "cargo": "Cargo (A/B)", "workers": "workers", "skills": "skills",
           "turn": "Turn order {n}: chooses boat number {n}", "start": "gives the start player"},
}

#: Winter tiles: what they score (rule ``final``).
WINTER = {
    "keythedral": ("12 punten, één keer.", "12 points, once."),
    "key_market": ("2 punten per groene werker.", "2 points per green worker."),
    "mercers_guild": ("5 punten per set van drie verschillende grondstoffen (goud vult aan).",
                      "5 points per set of three different resources (gold stands in)."),
    "scholar": ("3 punten per vaardigheid van één soort.", "3 points per skill of one type."),
    "scribes": ("10 punten per set zaag, houweel, aambeeld.",
                "10 points per set of saw, pick, anvil."),
    "village_hall": ("1 punt per werker van één kleur.", "1 point per worker of one colour."),
    "watermill": ("1 punt per grondstof van één soort.", "1 point per resource of one type."),
    "windmill": ("5 punten per 5 grondstoffen.", "5 points per 5 resources."),
    "apothecary": ("3 punten per 5 werkers.", "3 points per 5 workers."),
    "craftsmens_guild": ("3 punten per set blauw, rood, geel.",
                         "3 points per set of blue, red, yellow."),
    "jeweller": ("2 punten per goud (in plaats van 1).", "2 points per gold (instead of 1)."),
    "key_guild": ("10 punten per 5 vaardigheden.", "10 points per 5 skills."),
}

#: Boats: their winter scoring (rule ``final``).
BOAT = {
    "keyflower": ("1 punt per vervoerspunt van je dorp.", "1 point per transport point of your "
                                                          "village."),
    "sea_bastion": ("1 punt per tegel van de grootste gesloten weglus.",
                    "1 point per tile of the largest closed road loop."),
    "sea_breese": ("Punten voor de boten aan de rivier van je thuistegel.",
                   "Points for the boats on your home tile's river."),
    "flipper": ("2 punten; draait bij de eindtelling één tegel gratis om.",
                "2 points; turns one tile over for free at the final scoring."),
    "ianvincible": ("5 punten.", "5 points."),
    "white_wind": ("1 punt per werker die nergens anders telde.",
                   "1 point per worker not counted elsewhere."),
}

#: What a base winter tile or boat scores, for its symbols (rule ``final``): the items of
#: one group as (kind, what, count) (kinds as the page's symbols: ``worker``, ``skill``,
#: ``res``, ``transport``, ``loop`` a tile of a closed road loop, ``boat`` a boat on the home
#: river; ``what`` ``any``: of any, or of one chosen, kind) and the points one group scores
#: (None: a ladder, ``SEA_BREESE``). The same numbers as ``allocation.tile_points`` and
#: ``scoring._boats`` (tests/keyflower/test_keyflower_describe.py). An expansion's tiles are
#: in its ``Expansion.scores``.
SCORES: dict[str, tuple[tuple[tuple[str, str, int], ...], int | None]] = {
    "key_market": ((("worker", "green", 1),), 2),
    "mercers_guild": ((("res", "wood", 1), ("res", "stone", 1), ("res", "iron", 1)), 5),
    "scholar": ((("skill", "any", 1),), 3),
    "scribes": ((("skill", "saw", 1), ("skill", "pick", 1), ("skill", "anvil", 1)), 10),
    "village_hall": ((("worker", "any", 1),), 1),
    "watermill": ((("res", "any", 1),), 1),
    "windmill": ((("res", "any", 5),), 5),
    "apothecary": ((("worker", "any", 5),), 3),
    "craftsmens_guild": ((("worker", "blue", 1), ("worker", "red", 1), ("worker", "yellow", 1)), 3),
    "jeweller": ((("res", "gold", 1),), 2),
    "key_guild": ((("skill", "any", 5),), 10),
    "keyflower": ((("transport", "", 1),), 1),
    "sea_bastion": ((("loop", "", 1),), 1),
    "sea_breese": ((("boat", "", 1),), None),
    "white_wind": ((("worker", "any", 1),), 1),
}

#: What a base tile gives instead of points (rule ``final``): Flipper's free ``upgrade`` at
#: the final scoring. An expansion's are in its ``Expansion.free``.
FREE: dict[str, tuple[tuple[str, str, int], ...]] = {"flipper": (("upgrade", "", 1),)}


def symbols_of(tid: str, season: str) -> dict:
    """The facts a winter tile or a boat adds to the view's ``tiles[..]`` for its symbols:
    ``scores`` (``per``: one group's items, ``vp``: its points, ``ladder``: Sea Breese's
    points by boats; ``free``: the items it gives instead, as (kind, what, count): Flipper's
    upgrade) and a boat's ``cargo`` (workers, skills) on the side up in ``season``. The
    base game's tiles from :data:`SCORES` and :data:`FREE`, an expansion's from its hooks;
    empty for other tiles."""
    out: dict = {}
    if TILES[tid].season == "boat":
        out["cargo"] = list(cargo_of(tid, season))
    found = SCORES.get(tid) or next((x.scores[tid] for x in registered() if tid in x.scores), None)
    free = FREE.get(tid) or next((x.free[tid] for x in registered() if tid in x.free), ())
    if found or free:
        per, vp = found or ((), 0)
        out["scores"] = {"per": [list(x) for x in per], "vp": vp or 0, "free": [list(x) for x in free],
                         "ladder": list(SEA_BREESE[1:]) if vp is None else []}
    return out


#: Summer boats: each side's power (rule ``summer-boats``).
POWER = {
    "1a": ("Bij elke botenkeuze 2 werkers uit de zak.", "At each boat choice 2 workers from the bag."),
    "1b": ("Bij elke botenkeuze 1 groene werker.", "At each boat choice 1 green worker."),
    "2a": ("Bouwen zonder passende randen; vervoer ook waar geen weg is (niet over water).",
           "Build without matching edges; transport also where there is no road (not water)."),
    "2b": ("Elk vervoer en elke opwaardering telt dubbel.", "All transport and upgrades count "
                                                           "double."),
    "3a": ("Bij opwaarderen vervangt elke grondstof elke andere.",
           "When upgrading any resource replaces any other."),
    "3b": ("Bij de eindtelling telt elke grondstof als elke andere.",
           "At the final scoring every resource counts as any other."),
    "4a": ("Tegenbieden in een andere kleur (plat) op dorpstegels.",
           "Counter-bid in another colour (flat) on village tiles."),
    "4b": ("Een tegel waarop al iemand staat, gebruiken in elke kleur (plat).",
           "Use a tile someone already stands on in any colour (flat)."),
}


def _text(table: dict[str, tuple[str, str]], tid: str) -> tuple[str, str]:
    """The base game's text of ``tid`` in ``table``, else its expansion's."""
    if tid in table:
        return table[tid]
    return next(x.texts[tid] for x in registered() if tid in x.texts)


def _cargo(boat: str) -> tuple[tuple[int, int], tuple[int, int]]:
    return next(c for x in registered() if (c := x.cargo(boat)) is not None)


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[0] if lang == "nl" else pair[1]


@lru_cache(maxsize=None)
def about(tid: str, side: str, lang: str) -> str:
    """What tile ``tid`` does, in ``lang``; ``side`` is a summer boat's side (``a``/``b``)."""
    d, w = TILES[tid], _W[lang]
    if d.season == "winter":
        return _pick(_text(WINTER, tid), lang)
    if d.season == "boat":
        _, a, b = BOATS[tid] if tid in BOATS else (0, *_cargo(tid))
        cargo = f"{w['cargo']}: {a[0]}/{b[0]} {w['workers']}, {a[1]}/{b[1]} {w['skills']}."
        return f"{cargo} {_pick(_text(BOAT, tid), lang)}"
    if d.season == "summer_boat":
        return _pick(POWER[tid[-1] + side], lang) if side else ""
    if d.season == "turn":
        text = w["turn"].format(n=tid[-1])
        return text + (f"; {w['start']}." if tid == START_TILE else ".")
    if d.kind == "points":
        sides = w["points"]
    elif d.kind == "storage":
        sides = (f"{w['front']}: {_side_text(d.kind, d.front, lang)}; {w['back']}: "
                 f"{_side_text(d.kind, d.back, lang)} ({w['storage']})")
    else:
        sides = (f"{w['front']}: {_side_text(d.kind, d.front, lang)}; {w['back']}: "
                 f"{_side_text(d.kind, d.back, lang)}")
    return f"{sides}. {w['cost']}: {_cost_text(d, lang)}. {w['vp']}: {d.vp[0]}/{d.vp[1]}."
