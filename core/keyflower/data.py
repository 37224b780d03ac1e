"""Keyflower component data beyond the tiles (``tiles.py``): the set-up table, supplies,
boats and their cargo, the summer boats' powers, seat names, and the readings we chose.

Source: facts ``keyflower-carcassonne-sources.md`` section 1 (R: the English rulebook text;
K-ui: boat cargo read from a working implementation's screen layout). Stand-ins are in
``PROVISIONAL`` and on the rules page; an expansion's are its own (``Expansion.provisional``).
"""

from __future__ import annotations

from .expansion import registered
from .tiles import KINDS, RESOURCES, TILES, of_season

MIN_PLAYERS, MAX_PLAYERS = 2, 6

#: Workers in the bag per colour at the start (blue, red, yellow, green) and in the green
#: supply; skills per type (saw, pick, anvil); resources per type (wood, stone, iron, gold).
BAG = (40, 40, 40, 0)
GREEN_SUPPLY = 20
SKILL_PILE = (16, 16, 16)
RESOURCE_SUPPLY = (24, 24, 24, 48)
#: Workers each player draws from the bag at the start (rule ``setup``).
START_WORKERS = 8
#: At most this many workers stand on one tile in one season (rule ``use``).
USE_LIMIT = 6

#: Per player count: turn-order tiles, tiles per spring/summer/autumn, winter tiles each.
TURN_TILES = {2: 1, 3: 2, 4: 3, 5: 4, 6: 4}
SEASON_TILES = {2: 6, 3: 7, 4: 8, 5: 9, 6: 10}
WINTER_EACH = {2: 3, 3: 3, 4: 3, 5: 2, 6: 2}
SEASONS = ("spring", "summer", "autumn", "winter")

#: The turn-order tile that carries the purple start-player icon (stand-in: the lowest).
START_TILE = "turn1"

#: Boats: the fewest players they are used with (R), and the cargo per side (workers,
#: skills) from K-ui; side A is up in spring and summer, side B in autumn and winter.
BOATS: dict[str, tuple[int, tuple[int, int], tuple[int, int]]] = {
    "keyflower": (2, (7, 1), (3, 2)),
    "sea_bastion": (2, (6, 2), (4, 2)),
    "sea_breese": (3, (6, 1), (4, 1)),
    "flipper": (4, (5, 2), (2, 2)),
    "ianvincible": (5, (5, 1), (3, 1)),
    "white_wind": (6, (4, 2), (4, 1)),
}
#: Boat side per season (stand-in): A in spring and summer, B in autumn and winter.
BOAT_SIDE = {"spring": 0, "summer": 0, "autumn": 1, "winter": 1}


def cargo_of(boat: str, season: str) -> tuple[int, int]:
    """The workers and skills ``boat`` carries in ``season`` (its side then); an expansion's
    boat's extra item is that expansion's business."""
    _, side_a, side_b = BOATS[boat] if boat in BOATS else (0, *next(
        c for x in registered() if (c := x.cargo(boat)) is not None))
    return side_b if BOAT_SIDE[season] else side_a

#: Sea Breese: points for the number of boats joined by river to the home tile (stand-in
#: ladder; R: "as printed", M: at most 32).
SEA_BREESE = (0, 2, 4, 8, 16, 32)

#: Summer boats: the power of each side (rule ``summer-boats``).
SUMMER_POWERS = ("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")

SEAT_NAMES = {"nl": ["Rood", "Blauw", "Geel", "Groen", "Paars", "Wit"],
              "en": ["Red", "Blue", "Yellow", "Green", "Purple", "White"]}

SUMMARY = {"nl": "Bied met gekleurde werkers op dorpstegels door vier seizoenen en bouw het "
                 "rijkste dorp.",
           "en": "Bid coloured workers for village tiles through four seasons and build the "
                 "richest village."}

_RES = {"nl": ("hout", "steen", "ijzer", "goud"), "en": ("wood", "stone", "iron", "gold")}
_SKILL = {"nl": {"saw": "zaag", "pick": "houweel", "anvil": "aambeeld"},
          "en": {"saw": "saw", "pick": "pick", "anvil": "anvil"}}
_COLOUR = {"nl": {"blue": "blauw", "red": "rood", "yellow": "geel", "green": "groen"},
           "en": {"blue": "blue", "red": "red", "yellow": "yellow", "green": "green"}}
_WORDS = {
    "nl": {"front": "voorkant", "back": "achterkant", "cost": "opwaarderen kost",
           "vp": "punten", "edges": "randen", "any": "willekeurige grondstof",
           "skill": "willekeurige vaardigheid", "none": "niets", "workers": "werkers uit de zak",
           "worker": "werker uit de zak", "skill1": "vaardigheid van de stapel",
           "skills": "vaardigheden van de stapel", "green": "groene werkers voor een",
           "transport": "vervoer", "upgrades": "opwaarderingen", "per": "punten per",
           "or": "of", "for": "voor 1"},
    "en": {"front": "front", "back": "back", "cost": "upgrade cost", "vp": "points",
           "edges": "edges", "any": "any resource", "skill": "any skill", "none": "nothing",
           "workers": "workers from the bag", "skills": "skills from the pile",
           "worker": "worker from the bag", "skill1": "skill from the pile",
           "green": "green workers for a", "transport": "transport",
           "upgrades": "upgrades", "per": "points per", "or": "or", "for": "for 1"},
}


def side_word(key: str, lang: str) -> str:
    """A word of the tiles' descriptions (``or``, ``skills``, ...; a resource by its name),
    for an expansion's tile kind (``tiles.SideKind.describe``) to tell its sides alike."""
    return _RES[lang][RESOURCES.index(key)] if key in RESOURCES else _WORDS[lang][key]


def _amounts(res: tuple[int, ...], lang: str, joiner: str = " + ") -> str:
    return joiner.join(f"{n} {_RES[lang][k]}" for k, n in enumerate(res) if n) or _WORDS[lang]["none"]


def _side_text(kind: str, side, lang: str) -> str:
    w = _WORDS[lang]
    if kind == "choose":
        return _amounts(side.res, lang, f" {w['or']} ") if side.n else _amounts(side.res, lang)
    if kind in ("workers", "skill_workers", "worker_workers"):
        return f"{side.n} {w['worker' if side.n == 1 else 'workers']}"
    if kind in ("skills", "skill_skills"):
        return f"{side.n} {w['skill1' if side.n == 1 else 'skills']}"
    if kind == "green":
        return f"{side.n} {w['green']} {_COLOUR[lang][side.colour]}"
    if kind == "skill_res":
        return f"{_amounts(side.res, lang)} {w['for']} {_SKILL[lang][side.skill]}"
    if kind == "transport":
        return f"{w['transport']} {side.transport}, {w['upgrades']} {side.upgrades}"
    if kind == "storage":
        what = w["any"] if side.store < 0 else _RES[lang][side.store]
        return f"{side.n} {w['per']} {what}"
    if kind in KINDS:  # an expansion's own kind tells its sides itself
        return KINDS[kind].describe(side, lang)
    return _amounts(side.res, lang)


def _cost_text(d, lang: str) -> str:
    w = _WORDS[lang]
    parts = [_amounts(d.cost_res, lang)] if any(d.cost_res) else []
    parts += [f"{d.cost_any} × {w['any']}"] if d.cost_any else []
    parts += [f"{n} {_SKILL[lang][k]}" for k, n in zip(("saw", "pick", "anvil"), d.cost_skills) if n]
    parts += [f"{d.cost_any_skill} × {w['skill']}"] if d.cost_any_skill else []
    return " + ".join(parts) or w["none"]


def stand_in_text(tid: str, lang: str) -> str:
    """The stand-in values of tile ``tid`` in words (the rules page shows the same text)."""
    d, w = TILES[tid], _WORDS[lang]
    values = {"front": _side_text(d.kind, d.front, lang), "back": _side_text(d.kind, d.back, lang),
              "cost": _cost_text(d, lang), "vp": f"{d.vp[0]} / {d.vp[1]}",
              "edges": d.edges}
    fields = "; ".join(f"{w[f]} {values[f]}" for f in d.provisional)
    return f"{d.names[lang]}: {fields}."


#: Every stand-in value, for the rules page (key -> text per language).
PROVISIONAL = {
    **{tid: {lang: stand_in_text(tid, lang) for lang in ("nl", "en")}
       for tid, d in TILES.items() if d.provisional},
    "boat-sides": {
        "nl": "Boten liggen in lente en zomer met kant A boven, in herfst en winter met kant B. "
              "Sea Bastion B draagt 4 werkers en 2 vaardigheden.",
        "en": "Boats show side A in spring and summer, side B in autumn and winter. Sea Bastion "
              "B carries 4 workers and 2 skills."},
    "sea-breese": {
        "nl": "Sea Breese geeft 0, 2, 4, 8, 16 of 32 punten voor 0 tot 5 boten aan de rivier.",
        "en": "Sea Breese gives 0, 2, 4, 8, 16 or 32 points for 0 to 5 boats on the river."},
    "start-tile": {
        "nl": "Het startspelersicoon staat op beurtvolgordetegel 1.",
        "en": "The start-player icon is on turn-order tile 1."},
}

#: Readings where the sources are silent (each also in the rules reference).
READINGS = {
    "payment": {
        "nl": "Een opwaardering betaalt eerst met de genoemde grondstoffen, dan met andere zoals "
              "boot 3a toestaat, en pas als laatste met goud: goud is een punt waard.",
        "en": "An upgrade pays with the named resources first, then with others as boat 3a "
              "allows, and with gold last: gold is worth a point."},
    "carry": {
        "nl": "Eén vervoerszet brengt één grondstof over de kortste weg; elke stap kost een "
              "vervoerspunt.",
        "en": "One transport move carries one resource along the shortest road; each step costs "
              "one transport point."},
    "bag-green": {
        "nl": "Groene werkers die in de zak komen (van biedingen en niet-geboden tegels) kunnen "
              "er later uit getrokken worden zoals elke andere.",
        "en": "Green workers that go into the bag (from bids and unbid tiles) may be drawn from it "
              "later like any other."},
    "3b": {
        "nl": "Met zomerboot 3b mag bij de eindtelling elke grondstof als elke andere gelden, "
              "goud inbegrepen.",
        "en": "With summer boat 3b every resource may count as any other at the final scoring, "
              "gold included."},
    "purple-gold": {
        "nl": "De paarse werker telt als grondstof alleen waar hij wordt ingezet: nooit als los "
              "goud voor 1 punt.",
        "en": "The purple worker counts as a resource only where it is assigned: never as loose "
              "gold for 1 point."},
    "no-fit": {
        "nl": "Een gewonnen tegel die nergens past, mag op elk vak dat het dorp raakt: tegels "
              "gaan nooit verloren.",
        "en": "A won tile that fits nowhere may go on any cell touching the village: tiles are "
              "never lost."},
}

HOMES = of_season("home")
TURNS = of_season("turn")
