"""The Keyflower tile catalogue: 6 home tiles, 4 turn-order tiles, 6 boats and the 48 season
tiles (12 per season, the 4 summer boats among the summer ones), parsed from one table.

Sources (facts ``keyflower-carcassonne-sources.md`` section 1.9, tag R = the English rulebook
text, A = a third party's hand-entered numbers, K = a working implementation's code): what
each tile *does* is verified by R; most printed numbers are not. Every value that is a
stand-in is named in the row's last column and listed on the rules page (``PROVISIONAL``).

Row: ``id | season | Dutch | English | kind | front | back | cost | vp | edges | provisional``

* ``kind`` (what a use of the tile does, rule ``production``): ``produce`` (resources from
  the supply), ``choose`` (one of the resources, upgraded all), ``workers`` (random workers
  from the bag), ``skills`` (random skill tiles), ``green`` (an extra worker of the shown
  colour into the bag, green workers from the supply), ``skill_workers`` (discard any skill,
  workers from the bag), ``skill_res`` (discard the shown skill, resources),
  ``skill_skills`` (discard any skill, random skills), ``worker_workers`` (discard any
  worker, workers from the bag), ``transport`` (``T``: transport, ``U``: upgrades),
  ``storage`` (no use; scores resources carried onto it), ``points`` (no use; printed VP),
  ``none`` (winter tiles, boats, summer boats, turn-order tiles: never used).
* ``front`` / ``back``: the amounts of the two sides (``3I`` = three iron; ``yellow:2``;
  ``saw:3W``; ``T2U1``; storage ``*:1`` any resource at 1 VP, ``I:2`` iron or gold at 2).
* ``cost`` (rule ``upgrade``): resources ``W S I G``, ``*`` any resource, skills by name.
* ``edges``: the six sides from the east counter-clockwise (``r`` road, ``-`` none, ``w``
  water); the road counts per season are R's (spring 4 likely), the layouts are ours.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


RESOURCES = ("wood", "stone", "iron", "gold")
RES_LETTERS = "WSIG"
SKILLS = ("saw", "pick", "anvil")
COLOURS = ("blue", "red", "yellow", "green")


@dataclass(frozen=True)
class Side:
    """What one side of a tile gives: resources (counts W S I G), a number (workers, skills,
    green workers), a colour or skill the use asks for, transport and upgrades, or the
    per-resource points of a storage tile (``store``: the resource index, -1 any)."""

    res: tuple[int, int, int, int] = (0, 0, 0, 0)
    n: int = 0
    colour: str = ""
    skill: str = ""
    transport: int = 0
    upgrades: int = 0
    store: int = -1


class SideKind(Protocol):
    """A tile kind an expansion adds (its tiles' ``kind`` column): how its sides' text in the
    table reads (a :class:`Side`, or a subclass with the expansion's own fields) and how a
    side is told in words (the rules page and a tile's description, ``data.py``)."""

    def parse(self, text: str) -> Side: ...

    def describe(self, side: Side, lang: str) -> str: ...


#: The expansions' own tile kinds (kind -> :class:`SideKind`), from :func:`register`.
KINDS: dict[str, SideKind] = {}


@dataclass(frozen=True)
class TileDef:
    id: str
    season: str
    names: dict
    kind: str
    front: Side
    back: Side
    #: Upgrade cost: resources (W S I G counts; ``any_res`` more of any type) and skills.
    cost_res: tuple[int, int, int, int]
    cost_any: int
    cost_skills: tuple[int, int, int]
    cost_any_skill: int
    vp: tuple[int, int]
    edges: str
    provisional: tuple[str, ...]
    #: ``""`` for the base game, else the name of the expansion the tile belongs to.
    expansion: str = ""

    @property
    def upgradable(self) -> bool:
        return self.season not in ("winter", "summer_boat", "boat", "turn")

    @property
    def usable(self) -> bool:
        return self.kind not in ("storage", "points", "none")


def res_counts(text: str) -> tuple[int, int, int, int]:
    """The resources ``text`` names (``W+2S``: letters of :data:`RES_LETTERS`, a count
    before each) as counts of wood, stone, iron and gold."""
    counts = [0, 0, 0, 0]
    for part in filter(None, text.split("+")):
        n = int(part[:-1]) if len(part) > 1 else 1
        counts[RES_LETTERS.index(part[-1])] += n
    return counts[0], counts[1], counts[2], counts[3]


def _side(kind: str, text: str) -> Side:
    if text == "-":
        return Side()
    if kind == "produce":
        return Side(res=res_counts(text))
    if kind == "choose":
        return Side(res=res_counts(text.replace("/", "+")), n=1 if "/" in text else 0)
    if kind in ("workers", "skills", "skill_workers", "skill_skills", "worker_workers"):
        return Side(n=int(text))
    if kind == "green":
        colour, n = text.split(":")
        return Side(colour=colour, n=int(n))
    if kind == "skill_res":
        skill, res = text.split(":")
        return Side(skill=skill, res=res_counts(res))
    if kind == "transport":
        t, u = text[1:].split("U")
        return Side(transport=int(t), upgrades=int(u))
    if kind == "storage":
        what, vp = text.split(":")
        return Side(n=int(vp), store=-1 if what == "*" else RES_LETTERS.index(what))
    if kind in KINDS:
        return KINDS[kind].parse(text)
    raise ValueError(f"side {text!r} for kind {kind!r}")


def _cost(text: str) -> tuple[tuple[int, int, int, int], int, tuple[int, int, int], int]:
    res, skills, any_res, any_skill = "", [0, 0, 0], 0, 0
    for part in filter(None, text.replace("-", "").split("+")):
        n, _, what = part.rpartition("x")
        count = int(n) if n else 1
        if what == "*":
            any_res += count
        elif what == "skill":
            any_skill += count
        elif what in SKILLS:
            skills[SKILLS.index(what)] += count
        else:
            res += "+" + (f"{count}{what}" if count > 1 else what)
    return res_counts(res), any_res, (skills[0], skills[1], skills[2]), any_skill


def parse(line: str, expansion: str = "") -> TileDef:
    cells = [c.strip() for c in line.split("|")]
    tid, season, nl, en, kind, front, back, cost, vp, edges, prov = cells
    if len(edges) != 6 or set(edges) - set("r-w"):
        raise ValueError(f"{tid}: edges {edges!r}")
    cost_res, cost_any, cost_skills, cost_any_skill = _cost(cost)
    vp_front, vp_back = (int(v) for v in vp.split("/"))
    return TileDef(tid, season, {"nl": nl, "en": en}, kind, _side(kind, front),
                   _side(kind, back), cost_res, cost_any, cost_skills, cost_any_skill,
                   (vp_front, vp_back), edges, tuple(p for p in prov.split(",") if p), expansion)


_TABLE = """
home1 | home | Thuistegel 1 | Home tile 1 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
home2 | home | Thuistegel 2 | Home tile 2 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
home3 | home | Thuistegel 3 | Home tile 3 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
home4 | home | Thuistegel 4 | Home tile 4 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
home5 | home | Thuistegel 5 | Home tile 5 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
home6 | home | Thuistegel 6 | Home tile 6 | transport | T1U1 | T2U2 | W+S | 0/2 | rrrwrr | back,cost,vp
turn1 | turn | Beurtvolgorde 1 | Turn order 1 | none | - | - | - | 0/0 | r-r--- | edges
turn2 | turn | Beurtvolgorde 2 | Turn order 2 | none | - | - | - | 0/0 | r--r-- | edges
turn3 | turn | Beurtvolgorde 3 | Turn order 3 | none | - | - | - | 0/0 | rr---- | edges
turn4 | turn | Beurtvolgorde 4 | Turn order 4 | none | - | - | - | 0/0 | r-r--- | edges
keyflower | boat | Keyflower | Keyflower | none | - | - | - | 0/0 | w--w-- | edges
sea_bastion | boat | Sea Bastion | Sea Bastion | none | - | - | - | 0/0 | w--w-- | edges
sea_breese | boat | Sea Breese | Sea Breese | none | - | - | - | 0/0 | w--w-- | edges
flipper | boat | Flipper | Flipper | none | - | - | - | 2/2 | w--w-- | edges
ianvincible | boat | Ianvincible | Ianvincible | none | - | - | - | 5/5 | w--w-- | edges
white_wind | boat | White Wind | White Wind | none | - | - | - | 0/0 | w--w-- | edges
alehouse | spring | Bierhuis | Alehouse | workers | 1 | 2 | W+S+I | 0/0 | rr-rr- | front,back,cost,vp,edges
apprentice_hall | spring | Leerlingenhuis | Apprentice Hall | skills | 1 | 2 | W+S | 0/3 | rrrr-- | front,back,cost,vp,edges
gold_mine | spring | Goudmijn | Gold Mine | produce | G | 2G | S+I | 0/3 | rr-r-r | front,back,cost,vp,edges
key_mine | spring | Sleutelmijn | Key Mine | produce | I | 3I | anvil | 0/3 | rr-rr- | front,back,cost,vp,edges
keystone_quarry | spring | Sleutelgroeve | Keystone Quarry | produce | S | 3S | pick | 0/3 | rrrr-- | front,back,cost,vp,edges
keywood | spring | Sleutelbos | Keywood | produce | W | 3W | saw | 0/3 | rr-r-r | front,back,cost,vp,edges
miner | spring | Mijnwerker | Miner | produce | 2I | I+G | anvil | 0/3 | rr-rr- | front,back,cost,vp,edges
quarryman | spring | Steenhouwer | Quarryman | produce | 2S | S+G | pick | 0/3 | rrrr-- | front,back,cost,vp,edges
woodcutter | spring | Houthakker | Woodcutter | produce | 2W | W+G | saw | 0/3 | rr-r-r | front,back,cost,vp,edges
peddler | spring | Marskramer | Peddler | green | yellow:1 | yellow:2 | G | 0/0 | rr-rr- | front,back,cost,vp,edges
stable | spring | Stal | Stable | transport | T2U1 | T4U2 | W+I | 0/5 | rrrr-- | front,back,cost,vp,edges
workshop | spring | Werkplaats | Workshop | choose | W/S/I | W+S+I | 2x* | 0/3 | rr-r-r | cost,vp,edges
brewer | summer | Brouwer | Brewer | skill_workers | 2 | 3 | S+I | 0/3 | r-r-r- | front,back,cost,vp,edges
carpenter | summer | Timmerman | Carpenter | skill_res | saw:3W | saw:4W | 3W | 0/7 | rrr--- | front,back,cost,vp,edges
mason | summer | Metselaar | Mason | skill_res | pick:3S | pick:4S | 3S | 0/7 | rr-r-- | front,back,cost,vp,edges
smelter | summer | Smelterij | Smelter | skill_res | anvil:3I | anvil:4I | 3I | 0/7 | r-r-r- | front,back,cost,vp,edges
farrier | summer | Hoefsmid | Farrier | transport | T3U1 | T5U2 | 2x* | 0/5 | rrr--- | front,back,cost,vp,edges
hiring_fair | summer | Huurmarkt | Hiring Fair | skill_skills | 2 | 3 | W+I | 0/5 | rr-r-- | cost,vp,edges
store | summer | Winkel | Store | green | blue:1 | blue:2 | G | 0/3 | r-r-r- | front,back,cost,vp,edges
tavern | summer | Taveerne | Tavern | worker_workers | 2 | 3 | W+S+I | 0/0 | rrr--- | front,back,cost,vp,edges
boat1 | summer_boat | Zomerboot 1 | Summer boat 1 | none | - | - | - | 0/0 | w--w-- | vp,edges
boat2 | summer_boat | Zomerboot 2 | Summer boat 2 | none | - | - | - | 0/0 | w--w-- | vp,edges
boat3 | summer_boat | Zomerboot 3 | Summer boat 3 | none | - | - | - | 0/0 | w--w-- | vp,edges
boat4 | summer_boat | Zomerboot 4 | Summer boat 4 | none | - | - | - | 0/0 | w--w-- | vp,edges
inn | autumn | Herberg | Inn | workers | 2 | 3 | *+skill | 0/0 | r--r-- | front,back,cost,vp,edges
fair | autumn | Jaarmarkt | Fair | green | red:1 | red:2 | G | 0/3 | rr---- | front,back,cost,vp,edges
wainwright | autumn | Wagenmaker | Wainwright | transport | T4U1 | T6U2 | 2x* | 0/5 | r-r--- | front,back,cost,vp,edges
barn | autumn | Schuur | Barn | storage | *:1 | *:2 | 2x* | 0/0 | r--r-- | cost,edges
blacksmith | autumn | Smid | Blacksmith | storage | I:2 | I:3 | 2xI | 0/0 | rr---- | cost,edges
stone_yard | autumn | Steenopslag | Stone Yard | storage | S:2 | S:3 | 2xS | 0/0 | r-r--- | cost,edges
timber_yard | autumn | Houtopslag | Timber Yard | storage | W:2 | W:3 | 2xW | 0/0 | r--r-- | cost,edges
forge | autumn | Smidse | Forge | points | - | - | 3xI | 0/7 | rr---- | cost,vp,edges
goldsmith | autumn | Goudsmid | Goldsmith | points | - | - | 3xG | 0/7 | r-r--- | cost,vp,edges
sawmill | autumn | Zagerij | Sawmill | points | - | - | 3xW | 0/7 | r--r-- | cost,vp,edges
sculptor | autumn | Beeldhouwer | Sculptor | points | - | - | 3xS | 0/7 | rr---- | cost,vp,edges
well | autumn | Waterput | Well | points | - | - | W+S+I | 0/7 | r-r--- | cost,vp,edges
keythedral | winter | Key-thedraal | Keythedral | none | - | - | - | 12/12 | r----- | edges
key_market | winter | Sleutelmarkt | Key Market | none | - | - | - | 0/0 | r----- | edges
mercers_guild | winter | Kramersgilde | Mercer's Guild | none | - | - | - | 0/0 | r----- | edges
scholar | winter | Geleerde | Scholar | none | - | - | - | 0/0 | r----- | edges
scribes | winter | Schrijvers | Scribes | none | - | - | - | 0/0 | r----- | edges
village_hall | winter | Dorpshuis | Village Hall | none | - | - | - | 0/0 | r----- | edges
watermill | winter | Watermolen | Watermill | none | - | - | - | 0/0 | r----- | edges
windmill | winter | Windmolen | Windmill | none | - | - | - | 0/0 | r----- | edges
apothecary | winter | Apotheek | Apothecary | none | - | - | - | 0/0 | r----- | edges
craftsmens_guild | winter | Ambachtsgilde | Craftsmen's Guild | none | - | - | - | 0/0 | r----- | edges
jeweller | winter | Juwelier | Jeweller | none | - | - | - | 0/0 | r----- | edges
key_guild | winter | Sleutelgilde | Key Guild | none | - | - | - | 0/0 | r----- | edges
"""

TILES: dict[str, TileDef] = {t.id: t for t in (parse(line) for line in _TABLE.strip().splitlines())}


def register(rows: str, tag: str, kinds: dict[str, SideKind] | None = None) -> None:
    """An expansion's tiles (rows of the table above) join the catalogue, tagged ``tag``
    (its name), with the tile ``kinds`` it adds: once, when its package is imported, before
    any module reads them."""
    KINDS.update(kinds or {})
    TILES.update((t.id, t) for t in (parse(line, tag) for line in rows.strip().splitlines()))


def of_season(season: str, expansions: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The tile ids of a season (or ``home``, ``turn``, ``boat``), in table order: the base
    game's and those of the ``expansions`` in play."""
    seasons = ("summer", "summer_boat") if season == "summer" else (season,)
    return tuple(t for t, d in TILES.items()
                 if d.season in seasons and (not d.expansion or d.expansion in expansions))
