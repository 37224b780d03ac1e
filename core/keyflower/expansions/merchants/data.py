"""Keyflower: The Merchants, its component data (issue 13; the rules module that uses it is
still to come, so no game option turns it on yet).

Sources: the seed rulebook (M, Dutch), facts ``keyflower-merchants.md`` section 3 and
``keyflower-carcassonne-sources.md`` section 2 (K: a working implementation's data model,
K-ui: read from its screens). The 18 extension costs and the 36 contract contents are not
known anywhere: they are stand-ins of the shape K uses, listed in :data:`PROVISIONAL`, and
the rules page will list them; real values replace the table rows without code changes.

Items are written as in the notation: worker colours ``blue red yellow green``, ``purple``
(the start player's worker), skills ``saw pick anvil``, resources ``wood stone iron gold``,
and ``any-worker``, ``any-skill``, ``any-resource`` for the white "any of this type" symbols.
"""

from __future__ import annotations

from dataclasses import dataclass

WORKERS = ("blue", "red", "yellow", "green")
SKILLS = ("saw", "pick", "anvil")
RESOURCES = ("wood", "stone", "iron", "gold")
ANY = ("any-worker", "any-skill", "any-resource")
ITEMS = WORKERS + ("purple",) + SKILLS + RESOURCES + ANY

#: The Merchants' tiles, rows of the catalogue's table (``tiles.py`` parses them with the
#: expansion tag): the three contract tiles (``C`` a contract, ``K`` a skill, ``/`` one of,
#: ``+`` all; M), the three winter tiles (scored by the module, M) and the six II boats.
#: Upgrade costs, printed points and edges are stand-ins (facts section 4).
MERCHANTS_TILES = """
assayer | spring | Keurmeester | Assayer | contract | C/S/I | C+S+I | 2x* | 0/3 | rr-r-r | cost,vp,edges
bookkeeper | summer | Boekhouder | Bookkeeper | contract | C/K | C+K | W+I | 0/5 | rr-r-- | cost,vp,edges
merchant | autumn | Koopman | Merchant | contract | C | 2C | 2xskill | 0/5 | r-r--- | cost,vp,edges
artisan | winter | Ambachtsman | Artisan | none | - | - | - | 0/0 | r----- | edges
builder | winter | Bouwer | Builder | none | - | - | - | 0/0 | r----- | edges
muleteer | winter | Muildierdrijver | Muleteer | none | - | - | - | 0/0 | r----- | edges
keyflower_ii | boat | Keyflower II | Keyflower II | none | - | - | - | 0/0 | w--w-- | vp,edges
sea_bastion_ii | boat | Sea Bastion II | Sea Bastion II | none | - | - | - | 0/0 | w--w-- | vp,edges
sea_breese_ii | boat | Sea Breese II | Sea Breese II | none | - | - | - | 0/0 | w--w-- | vp,edges
flipper_ii | boat | Flipper II | Flipper II | none | - | - | - | 0/0 | w--w-- | vp,edges
ianvincible_ii | boat | Ianvincible II | Ianvincible II | none | - | - | - | 0/0 | w--w-- | vp,edges
white_wind_ii | boat | White Wind II | White Wind II | none | - | - | - | 0/0 | w--w-- | vp,edges
"""

#: Winter tiles dealt to each player with The Merchants (M), by player count.
WINTER_EACH = {2: 4, 3: 4, 4: 3, 5: 3, 6: 2}
#: Points of a fulfilled contract (M), with White Wind II, and per unfulfilled contract
#: with the Muleteer.
CONTRACT_POINTS, WHITE_WIND_II_POINTS, MULETEER_POINTS = 7, 10, 3
#: Huts in the box (M: 6 wooden huts).
HUTS = 6


@dataclass(frozen=True)
class Contract:
    """A contract: the items it asks for (``any-*`` for a white symbol)."""

    id: str
    items: tuple[str, ...]
    provisional: bool

    @property
    def specific(self) -> tuple[str, ...]:
        """The items it may be exchanged for (M: never a white symbol), each once; the
        purple worker's contract stands for any item the purple worker may be."""
        if "purple" in self.items:
            return WORKERS + SKILLS + RESOURCES
        return tuple(dict.fromkeys(i for i in self.items if i not in ANY))


@dataclass(frozen=True)
class Extension:
    """An extension: its colour and its cost (items, ``any-*`` allowed)."""

    id: str
    colour: str
    cost: tuple[str, ...]
    provisional: bool


@dataclass(frozen=True)
class BoatII:
    """A "II" boat: the fewest players it is used with, the base boat it stands in for, and
    its cargo per side (workers, skills, and one extra item: gold, hut, contract, green)."""

    id: str
    base: str
    players: int
    side_a: tuple[int, int, str]
    side_b: tuple[int, int, str]
    provisional: tuple[str, ...]


# id | items (+) | provisional: 13 worker, 10 skill, 13 resource contracts (K's three image
# runs), one with the purple worker (K stores it); all contents are stand-ins.
_CONTRACTS = """
c00 | blue+red+yellow | *
c01 | blue+blue+any-worker | *
c02 | red+red+any-worker | *
c03 | yellow+yellow+any-worker | *
c04 | green+any-worker+any-worker | *
c05 | blue+red+green | *
c06 | red+yellow+green | *
c07 | blue+yellow+green | *
c08 | blue+blue+red | *
c09 | red+red+yellow | *
c10 | yellow+yellow+blue | *
c11 | green+green | *
c12 | purple+blue+red | *
c13 | saw+pick | *
c14 | pick+anvil | *
c15 | saw+anvil | *
c16 | saw+saw+any-skill | *
c17 | pick+pick+any-skill | *
c18 | anvil+anvil+any-skill | *
c19 | saw+pick+anvil | *
c20 | saw+any-skill+wood | *
c21 | pick+any-skill+stone | *
c22 | anvil+any-skill+iron | *
c23 | wood+stone+iron | *
c24 | wood+wood+any-resource | *
c25 | stone+stone+any-resource | *
c26 | iron+iron+any-resource | *
c27 | gold+gold | *
c28 | wood+stone+gold | *
c29 | stone+iron+gold | *
c30 | wood+iron+gold | *
c31 | wood+wood+stone+stone | *
c32 | stone+stone+iron+iron | *
c33 | wood+wood+iron+iron | *
c34 | any-resource+any-resource+any-resource+gold | *
c35 | wood+stone+iron+any-resource | *
"""

# id | colour | cost (+) | provisional: 5 blue, 5 red, 5 yellow, 3 green (K); every cost is
# a stand-in drawn from the facts' proposal.
_EXTENSIONS = """
e00 | blue | any-worker | *
e01 | blue | wood+any-resource | *
e02 | blue | saw | *
e03 | blue | any-resource+any-resource | *
e04 | blue | gold | *
e05 | red | any-worker | *
e06 | red | stone+any-resource | *
e07 | red | pick | *
e08 | red | any-resource+any-resource | *
e09 | red | gold | *
e10 | yellow | any-worker | *
e11 | yellow | iron+any-resource | *
e12 | yellow | anvil | *
e13 | yellow | any-resource+any-resource | *
e14 | yellow | gold | *
e15 | green | green+any-resource | *
e16 | green | green+any-resource | *
e17 | green | green+any-resource | *
"""

# id | base boat | fewest players | side A | side B (workers/skills/extra) | provisional
_BOATS = """
keyflower_ii | keyflower | 2 | 7/0/gold | 4/1/gold |
sea_bastion_ii | sea_bastion | 2 | 6/1/hut | 4/1/hut |
sea_breese_ii | sea_breese | 3 | 5/1/contract | 3/1/contract | side_b
flipper_ii | flipper | 4 | 4/2/green | 2/2/green |
ianvincible_ii | ianvincible | 5 | 5/1/hut | 3/1/hut | side_b
white_wind_ii | white_wind | 6 | 5/2/contract | 3/2/contract |
"""


def _rows(table: str) -> list[list[str]]:
    return [[c.strip() for c in line.split("|")] for line in table.strip().splitlines()]


def _items(text: str) -> tuple[str, ...]:
    items = tuple(text.split("+"))
    bad = [i for i in items if i not in ITEMS]
    if bad:
        raise ValueError(f"unknown items {bad}")
    return items


def _side(text: str) -> tuple[int, int, str]:
    workers, skills, extra = text.split("/")
    if extra not in ("gold", "hut", "contract", "green"):
        raise ValueError(extra)
    return int(workers), int(skills), extra


CONTRACTS: dict[str, Contract] = {
    r[0]: Contract(r[0], _items(r[1]), r[2] == "*") for r in _rows(_CONTRACTS)}
EXTENSIONS: dict[str, Extension] = {
    r[0]: Extension(r[0], r[1], _items(r[2]), r[3] == "*") for r in _rows(_EXTENSIONS)}
BOATS_II: dict[str, BoatII] = {
    r[0]: BoatII(r[0], r[1], int(r[2]), _side(r[3]), _side(r[4]),
                 tuple(p for p in r[5].split(",") if p)) for r in _rows(_BOATS)}

#: Every stand-in value of The Merchants, for the rules page (key -> text per language).
PROVISIONAL = {
    "contracts": {
        "nl": "De inhoud van de 36 contracten is onbekend; Speeltafel gebruikt 13 contracten met "
              "werkers (één met de paarse werker), 10 met vaardigheden en 13 met grondstoffen.",
        "en": "The contents of the 36 contracts are unknown; Speeltafel uses 13 contracts with "
              "workers (one with the purple worker), 10 with skills and 13 with resources."},
    "extensions": {
        "nl": "De kosten van de 18 uitbreidingen zijn onbekend; Speeltafel gebruikt per kleur een "
              "werker naar keuze, een grondstof plus een naar keuze, een vaardigheid, twee "
              "grondstoffen naar keuze of een goud; groen: een groene werker en een grondstof.",
        "en": "The costs of the 18 extensions are unknown; Speeltafel uses per colour one worker "
              "of any colour, one resource plus any one, one skill, two resources of any kind or "
              "one gold; green: a green worker and any resource."},
    "boat-sides-ii": {
        "nl": "Sea Breese II en Ianvincible II dragen op kant B 3 werkers en 1 vaardigheid.",
        "en": "Sea Breese II and Ianvincible II carry 3 workers and 1 skill on side B."},
}

#: Readings where The Merchants' sources are silent (each also on the rules page).
READINGS = {
    "m-pile": {
        "nl": "Moet er een contract van een verdekte stapel komen zonder dat iemand kiest (een boot, het "
              "aanvullen van de open contracten), dan komt het van de grootste stapel, bij gelijke de eerste.",
        "en": "When a contract comes off a hidden pile without anyone choosing (a boat, refilling the open "
              "contracts), it comes from the largest pile, the first of equal ones."},
    "m-any": {
        "nl": "Een witte werker of vaardigheid in de kosten van een uitbreiding betaal je met de soort "
              "waarvan je het meest hebt (bij gelijke de eerste), zodat de zet één beslissing blijft.",
        "en": "A white worker or skill in an extension's cost is paid with the kind you hold most of (the "
              "first of equal ones), so the move stays one decision."},
    "m-gold": {
        "nl": "Bij een contract vult goud elke gevraagde grondstof, zoals bij opwaarderen; met zomerboot 3b "
              "vult elke grondstof elke andere. De paarse werker vult één plek naar keuze; voor het "
              "paarse contract moet hij zelf toegewezen worden (bij zelf verdelen: verklaar hem als "
              "'niets' en wijs hem toe).",
        "en": "For a contract gold fills any resource asked for, as in upgrading; with summer boat 3b any "
              "resource fills any other. The purple worker fills one place of your choice; the purple "
              "contract needs the purple worker itself (when assigning yourself: declare it 'none' and "
              "assign it)."},
    "m-replace": {
        "nl": "Sea Bastion II wordt voor de winter vervangen door een boot naar keuze die niet voor dit "
              "spel is uitgedeeld: uit het basisspel of uit The Merchants, ook een boot die bij dit "
              "aantal spelers niet meedoet (zo kan de andere kant van een paar in het spel komen, of "
              "een boot voor meer spelers).",
        "en": "Sea Bastion II is replaced for the winter by a boat of the player's choice that was not "
              "dealt for this game: from the base game or from The Merchants, also a boat this player "
              "count leaves out (so the other side of a pair in play can come in, or a boat meant for "
              "more players)."},
    "m-newcomers": {
        "nl": "Variant C: de optie zegt hoeveel nieuwe spelers er zijn; zij zitten op de laatste plaatsen.",
        "en": "Variant C: the option says how many new players there are; they take the last seats."},
    "m-exchange": {
        "nl": "Een contract inwisselen kan in je beurt, ook tijdens vervoer en opwaarderen; een werker komt "
              "uit de zak (groen uit de voorraad), een vaardigheid van de stapel.",
        "en": "A contract may be exchanged during your turn, also while transporting and upgrading; a "
              "worker comes from the bag (green from the supply), a skill from the pile."},
}
