"""What a Keyflower tile shows as symbols, and where (pure; unit-tested natively).

From the view's printed facts of a tile (``tiles[..]``: ``kind``, ``front``/``back``, ``cost``,
``vp``, ``upgradable``; rules ``production``, ``upgrade``, ``final``) :func:`face` makes the
tile's symbols: what a use takes and gives (resources, workers, skills, an expansion's own,
transport and upgrades), the upgrade's cost and the points. :func:`plan` places them on a hex of
circumradius ``r`` CSS pixels, choosing by the hex's size what fits (:func:`detail`): no
symbol is drawn smaller than :data:`MIN_ICON` and no text smaller than :data:`MIN_TEXT`.
``paint.symbol`` draws each :class:`Item`; the board's legend uses the same pictures.

Widths are estimated from character counts (no ``measureText``): the plan is the same on
every device, cacheable per tile, side, size and language.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from .words import initials, short  # noqa: F401 - the names' rules, used here and by tests

#: A tile side's symbols as ``(kind, what, n)`` (:class:`Sym`'s fields): takes, gives, and
#: whether a use gives one of them.
SideSymbols = tuple[list[tuple[str, str, int]], list[tuple[str, str, int]], bool]
#: The expansions' answers for tile kinds they add (``PageExpansion.side_symbols``: kind, side
#: -> its symbols, None for other kinds), filled by ``expansions/__init__``; this module
#: imports nothing of the page but the pure ``words``, so a test may load the two alone.
OWN_KINDS: list[Callable[[str, dict], SideSymbols | None]] = []

RESOURCES = ("wood", "stone", "iron", "gold")
SKILLS = ("saw", "pick", "anvil")
#: The smallest icon side and text size drawn, CSS pixels.
MIN_ICON = 10.0
MIN_TEXT = 9.0
#: An average bold sans-serif character's width per pixel of font size (names are sized by it).
CHAR_WIDTH = 0.62


class Sym(NamedTuple):
    """One symbol: ``kind`` ``res`` (a resource), ``worker``, ``skill``, an expansion's own kind,
    ``transport``, ``upgrade`` (an upgrade a use allows), ``vp`` (points per resource stored
    or per scoring group), ``loop`` (a tile of a road loop), ``boat`` (a boat on the home
    river), ``ladder`` (points by count, ``what`` their text);
    ``what``: a resource, worker colour or skill name, or ``any``; ``n`` how many."""

    kind: str
    what: str
    n: int


class Face(NamedTuple):
    """A tile side's symbols: a use ``takes`` -> ``gives`` (``one_of``: one of them), the
    upgrade ``cost`` (empty when the tile cannot be or is already upgraded) and the ``vp``
    shown (``after``: the points once upgraded); a winter tile or boat's scoring as
    ``takes`` (one group's items) -> ``gives`` (its points, ``vp``; Sea Breese's ``ladder``;
    Flipper's free ``upgrade``), and a boat's ``cargo`` (workers and skills it brings)."""

    takes: tuple[Sym, ...]
    gives: tuple[Sym, ...]
    one_of: bool
    cost: tuple[Sym, ...]
    vp: int
    after: bool
    cargo: tuple[Sym, ...] = ()


class Item(NamedTuple):
    """A thing to draw at (x, y) from the hex's centre, ``size`` its side in pixels:
    a :class:`Sym`'s kind, or ``arrow`` (takes -> gives), ``or``, ``up`` (the upgrade mark
    before a cost), ``points`` (a shield with ``n``; ``what`` is ``after`` for the points
    once upgraded), ``name`` (``what`` the text)."""

    kind: str
    what: str
    n: int
    x: float
    y: float
    size: float


def _res(counts: list[int]) -> list[Sym]:
    return [Sym("res", RESOURCES[k], n) for k, n in enumerate(counts) if n]


def _own_kind(kind: str, side: dict) -> SideSymbols | None:
    """The symbols of a side of a tile kind an expansion adds (None: a base kind)."""
    return next((own for f in OWN_KINDS if (own := f(kind, side)) is not None), None)


def _use(kind: str, side: dict) -> tuple[list[Sym], list[Sym]]:
    """What a use of a side takes and gives (rule ``production``)."""
    n = side["n"]
    if kind in ("produce", "choose"):
        res = _res(side["res"])
        return [], [Sym(s.kind, s.what, 1) for s in res] if kind == "choose" and n else res
    if kind == "workers":
        return [], [Sym("worker", "any", n)]
    if kind == "skills":
        return [], [Sym("skill", "any", n)]
    if kind == "green":
        return [Sym("worker", side["colour"], 1)], [Sym("worker", "green", n)]
    if kind == "skill_workers":
        return [Sym("skill", "any", 1)], [Sym("worker", "any", n)]
    if kind == "skill_res":
        return [Sym("skill", side["skill"], 1)], _res(side["res"])
    if kind == "skill_skills":
        return [Sym("skill", "any", 1)], [Sym("skill", "any", n)]
    if kind == "worker_workers":
        return [Sym("worker", "any", 1)], [Sym("worker", "any", n)]
    if kind == "transport":
        return [], [Sym("transport", "", side["transport"]), Sym("upgrade", "", side["upgrades"])]
    if kind == "storage":
        what = "any" if side["store"] < 0 else RESOURCES[side["store"]]
        return [Sym("res", what, 1)], [Sym("vp", "", n)]
    if (own := _own_kind(kind, side)) is not None:
        return [Sym(*x) for x in own[0]], [Sym(*x) for x in own[1]]
    return [], []


def cost(info: dict) -> tuple[Sym, ...]:
    """The upgrade's cost of a tile (rule ``upgrade``): resources, any resources, skills."""
    c = info.get("cost")
    if not c or not info.get("upgradable"):
        return ()
    out = _res(c["res"])
    out += [Sym("res", "any", c["any"])] if c["any"] else []
    out += [Sym("skill", SKILLS[k], n) for k, n in enumerate(c["skills"]) if n]
    out += [Sym("skill", "any", c["any_skill"])] if c["any_skill"] else []
    return tuple(out)


def _scores(info: dict) -> tuple[list[Sym], list[Sym]]:
    """What a winter tile or a boat scores (the view's ``scores``, rule ``final``): one
    group's items -> its points; Sea Breese's ladder by boats; what a tile gives instead
    (``free``: Flipper's upgrade, an expansion's items)."""
    sc = info.get("scores")
    if not sc:
        return [], []
    takes = [Sym(k, w, n) for k, w, n in sc["per"]]
    if sc["free"]:
        return [], [Sym(k, w, n) for k, w, n in sc["free"]]
    if sc["ladder"]:
        return takes, [Sym("ladder", ",".join(str(n) for n in sc["ladder"][:2]) + "…", 0)]
    return takes, [Sym("vp", "", sc["vp"])]


def _cargo(info: dict) -> tuple[Sym, ...]:
    """A boat's cargo on the side up: workers and skills from the bag and the pile."""
    c = info.get("cargo")
    return tuple(Sym(k, "any", n) for k, n in zip(("worker", "skill"), c or ()) if n)


def face(info: dict, up: bool) -> Face:
    """The symbols of tile ``info`` (the view's ``tiles[..]``) on its shown side."""
    side = info.get("back" if up else "front") or {}
    takes, gives = _use(info["kind"], side) if side and info["kind"] != "none" else _scores(info)
    own = _own_kind(info["kind"], side) if side else None
    one_of = bool(side) and (info["kind"] == "choose" and side["n"] > 0 or bool(own and own[2]))
    upgradable = bool(info.get("upgradable")) and not up
    vp = info["vp"][1] if up or upgradable else info["vp"][0]
    return Face(tuple(takes), tuple(gives), one_of, cost(info) if upgradable else (), vp,
                upgradable and vp > 0, _cargo(info))


#: The smallest tile radius (CSS pixels) the board's default zoom uses (``board.Board.show``):
#: just above the first size step (:func:`quantized`) of level of detail 2, where every tile
#: draws its action, its upgrade's cost and its points inside its hex (issue 24).
READABLE = 1.05 ** 65.02


def detail(r: float) -> int:
    """What fits on a hex of circumradius ``r`` CSS pixels: 0 only the points, 1 also the
    action, 2 also the upgrade, 3 also the name."""
    return 0 if r < 16 else 1 if r < 23.5 else 2 if r < 34 else 3


#: Tiles drawn without a name: a home tile (its village's header names it), a turn-order
#: tile and a summer boat (their number is drawn large).
UNNAMED = ("home", "turn", "summer_boat")
#: Width of each item kind in icon sides (the arrow, "or" and upgrade mark are narrow).
WIDTH = {"arrow": 0.55, "or": 0.25, "up": 0.55, "points": 1.1, "after": 1.55, "ladder": 2.4}
GAP = 0.06


def row(syms: list[tuple[str, str, int]], y: float, width: float, u: float) -> list[Item]:
    """Items laid out centred on one row of ``width`` pixels, icons of side ``u`` shrunk to
    fit (never under :data:`MIN_ICON`: a row that would need smaller icons is dropped)."""
    units = _units(syms)
    u = min(u, width / units) if units else u
    if u < MIN_ICON:
        return []
    x = -units * u / 2
    out = []
    for kind, what, n in syms:
        w = WIDTH.get(what if kind == "points" and what else kind, 1.0) * u
        out.append(Item(kind, what, n, x + w / 2, y, u))
        x += w + GAP * u
    return out


#: The smallest tile radius (CSS pixels) the board draws: the floor of "show all" and of a
#: pinch (``board.Board``), just above a size step as READABLE; the :func:`reduced` form fits.
SMALLEST = 1.05 ** 57.02
#: Items that mark how symbols read (not facts of the tile): see :func:`complete`.
MARKS = ("name", "arrow", "or", "up", "points")


def plan(info: dict, up: bool, r: float, lang: str, name: bool = True) -> list[Item]:
    """What tile ``info`` shows on a hex of circumradius ``r`` (CSS pixels): every symbol of
    its face (:func:`laid_out`; below level 2 inside the hex) where all fit, else its
    :func:`reduced` form (issue 24: never a half-drawn tile that looks complete)."""
    items = laid_out(info, up, r, lang, name)
    whole = complete(items, face(info, up)) and \
        (detail(r) >= 2 or all(outside(box(it), r * 0.97) <= 0.5 for it in items))
    return items if whole else reduced(info, up, r, lang)


def outside(b: tuple[float, float, float, float], r: float) -> float:
    """How far (pixels) the rectangle ``b`` reaches beyond a pointy-top hex of circumradius
    ``r`` around the centre (0 when inside)."""
    return max(0.0, *(max(abs(x) - 0.866 * r, abs(y) - (r - abs(x) / 3 ** 0.5))
                      for x in (b[0], b[2]) for y in (b[1], b[3])))


def complete(items: list[Item], f: Face) -> bool:
    """Whether ``items`` draw every fact of ``f`` (its use or scoring, its upgrade's cost, a
    boat's cargo, in order) and its points."""
    drawn = shown(items)
    return [x for x in drawn if x[0] not in MARKS] == [(s.kind, s.what, s.n) for s in
                                                       f.takes + f.gives + f.cost + f.cargo] and \
        (not f.vp or any(k == "points" and n == f.vp for k, _, n in drawn))


def reduced(info: dict, up: bool, r: float, lang: str) -> list[Item]:
    """The tile's reduced form: its name's initials above its points, no action nor cost (it
    cannot be taken for the whole tile; a tap shows it all); the lower part stays free for
    worker chips. Nothing below :data:`SMALLEST`'s size step, where the board never draws."""
    if r < quantized(SMALLEST):
        return []
    f = face(info, up)
    text = initials(info["names"].get(lang) or info["names"].get("en", ""))
    size, u = max(MIN_TEXT, min(13.0, r * 0.42)), max(MIN_ICON, min(16.0, r * 0.48))
    points = [Item("points", "after" if f.after else "", f.vp, 0.0, r * 0.15, u)] if f.vp else []
    return ([Item("name", text, 0, 0.0, -r * 0.45 if points else 0.0, size)] if text else []) + points


def laid_out(info: dict, up: bool, r: float, lang: str, name: bool = True) -> list[Item]:
    """Where each symbol of tile ``info`` goes on a hex of circumradius ``r`` (CSS pixels):
    the name (level 3, when ``name``), the action row (a winter tile's or boat's scoring),
    the upgrade row (a boat's cargo; level 3: with the points; level 2 puts the points above
    the action instead). Level 1 shows the points and the action, or for a tile without an
    action (points once upgraded, rule ``upgrade``) the upgrade's cost where it fits; an
    upgraded tile has no cost, its points and its name."""
    level = detail(r)
    f = face(info, up)
    u = max(MIN_ICON, min(20.0, r * 0.42))
    width = r * 1.62
    out: list[Item] = []
    top, mid, low = -r * 0.52, -r * 0.04, r * 0.44
    points = [("points", "after" if f.after else "", f.vp)] if f.vp else []
    upgrade = [("up", "", 0)] + [(s.kind, s.what, s.n) for s in f.cost] if f.cost else \
        [(s.kind, s.what, s.n) for s in f.cargo]  # a boat's cargo where an upgrade goes
    action: list[tuple[str, str, int]] = [(s.kind, s.what, s.n) for s in f.takes]
    if f.takes:
        action.append(("arrow", "", 0))
    for k, s in enumerate(f.gives):
        if k and f.one_of:
            action.append(("or", "", 0))
        action.append((s.kind, s.what, s.n))
    gives = action[action.index(("arrow", "", 0)) + 1:] if f.takes else action
    full = info["names"].get(lang) or info["names"].get("en", "")
    named = name and info["season"] not in UNNAMED
    if level == 0:
        return row(points, 0.0, width, u)
    if not action and not upgrade:  # the Keythedral, a turn tile: points and name
        out = row(points, top, width, u)
        return out + (_lines(full, mid + r * 0.15, r * 1.45) if named else [])
    if level >= 3 and named:
        found = _named(f, full, r, u, action, gives, upgrade, points)
        if all(outside(box(it), r * 0.97) <= 0.5 for it in found):
            return found
        # the name and its row do not fit where the hex narrows: level 2's rows, no name
    if level == 1 and action:  # the points and the action only (a tile without an
        upgrade = []            # action, worth points once upgraded, shows its cost instead)
    # the points, the action and (level 2) the upgrade or cargo on up to three rows; an
    # action too wide for one row (a winter tile's set) is split at its arrow when a row is free
    lines = [(points, u)] if points else []
    cut = action.index(("arrow", "", 0)) if f.takes else 0
    tail = None  # the split action's second row (the arrow and what it gives)
    if not action:  # no action (Forge, Well ...): the cost in the action's row (issue 24)
        pass
    elif row(action, mid, width, u) or not f.takes:
        lines.append((action, u))
    elif row(action[:cut], mid, width, u) and (level >= 2 or info["kind"] == "none"):
        # split (at level 1 only where no worker will stand: they need the free row)
        tail = action[cut:]
        lines += [(action[:cut], u), (tail, u)]
    else:
        lines.append((gives, u))
    if upgrade:
        lines.append((upgrade, max(MIN_ICON, u * 0.9)))
    if len(lines) > 3:  # no free row: the action's outcome alone
        lines = [(points, u), (gives, u), lines[-1]]
    ys: list[float] = [top, mid, low] if len(lines) >= 3 else [mid] if len(lines) == 1 else \
        [top, mid] if points else [mid, low]
    if len(lines) >= 2 and upgrade and lines[-2][0] is action and _units(upgrade) > _units(action) \
            and _units(upgrade) * lines[-1][1] > low_width(r, lines[-1][1]):
        # an upgrade too wide for the hex's narrowing lower row (Tavern's three resources on
        # a small hex) takes the middle row, the narrower action the lower one
        ys[-2:] = [ys[-1], ys[-2]]
    for (syms, size), y in zip(lines, ys):
        out += row(syms, y, width, size) or (row(gives, y, width, size) if syms is action or syms is tail else [])
    return out


def _named(f: Face, full: str, r: float, u: float, action: list, gives: list, upgrade: list,
           points: list) -> list[Item]:
    """Level 3: the name on top (the points beside it when the lower row has no room), the
    action in the middle, the upgrade (or cargo) below; the top and lower rows, where the
    hex narrows, as wide as the hex at their outer edge (issue 24: the Alehouse's name)."""
    top, mid, low, width = -r * 0.45, -r * 0.04, r * 0.44, r * 1.62
    out: list[Item] = []
    text_size = max(MIN_TEXT, min(14.0, r * 0.26))
    low_size = max(MIN_ICON, u * 0.85)
    low_row = row(upgrade + points, low, low_width(r, low_size), low_size) if upgrade else []
    if low_row or not points:  # the name alone on the top row
        room = min(r * 1.35, span(r, -top + text_size / 2))
        size = fitted(full, room, text_size)
        out.append(Item("name", short(full, int(room / (CHAR_WIDTH * size) + 1e-6)), 0, 0.0,
                        top, size))
    else:  # the points beside the name, the pair centred
        shield = u * 0.9
        wide = WIDTH.get(points[0][1] or "points", 1.0) * shield
        gap = shield * 0.2
        room = min(r * 1.3, span(r, -top + max(text_size, shield) / 2)) - wide - gap
        size = fitted(full, room, text_size)
        text = short(full, int(room / (CHAR_WIDTH * size) + 1e-6))
        left = -(len(text) * CHAR_WIDTH * size + gap + wide) / 2
        out.append(Item("name", text, 0, left + len(text) * CHAR_WIDTH * size / 2, top, size))
        out.append(Item("points", points[0][1], f.vp, -left - wide / 2, top, shield))
        low_row = row(upgrade, low, low_width(r, low_size), low_size) if upgrade else []
    return out + (row(action, mid, width, u) or row(gives, mid, width, u)) + low_row


def _units(syms: list[tuple[str, str, int]]) -> float:
    """A row's width in icon sides (as :func:`row` lays it out)."""
    return sum(WIDTH.get(w if k == "points" and w else k, 1.0) for k, w, _ in syms) + GAP * (len(syms) - 1)


def span(r: float, edge: float) -> float:
    """The width of the drawn hex (circumradius ``0.97 r``) at ``edge`` pixels above or below
    its centre (at most the row width ``1.62 r``): what a row reaching there may use."""
    return max(0.0, min(r * 1.62, 2 * math.sqrt(3.0) * (r * 0.97 - edge)))


def low_width(r: float, size: float) -> float:
    """The width of the drawn hex at the lower edge of the lower row's icons of side
    ``size``: what that row may use without leaving the tile."""
    return span(r, r * 0.44 + size / 2)


def fitted(text: str, room: float, size: float) -> float:
    """The text size for ``text`` in ``room`` pixels: ``size``, or smaller so that the whole
    text fits, never under :data:`MIN_TEXT` (then :func:`short` abbreviates it)."""
    return max(MIN_TEXT, min(size, room / (CHAR_WIDTH * max(1, len(text)))))


def _lines(text: str, y: float, width: float) -> list[Item]:
    """A name on one line, or on two split between words, in :data:`MIN_TEXT` pixels,
    centred on ``y``; each line shortened by :func:`short` to the ``width``."""
    limit = int(width / (CHAR_WIDTH * MIN_TEXT))
    words = text.split()
    if len(text) <= limit or len(words) == 1:
        return [Item("name", short(text, limit), 0, 0.0, y, MIN_TEXT)]
    half = max(range(1, len(words)), key=lambda k: -abs(len(" ".join(words[:k])) - len(text) / 2))
    step = MIN_TEXT * 1.15
    return [Item("name", short(" ".join(words[:half]), limit), 0, 0.0, y - step / 2, MIN_TEXT),
            Item("name", short(" ".join(words[half:]), limit), 0, 0.0, y + step / 2, MIN_TEXT)]


def quantized(r: float) -> float:
    """``r`` rounded down to a step of 5 %: a tile's symbols are drawn once per step and
    scaled to the exact size (zooming makes few new pictures; text never shrinks)."""
    return 1.05 ** math.floor(math.log(max(r, 1.0)) / math.log(1.05))


def shown(items: list[Item]) -> list[tuple[str, str, int]]:
    """The symbols a plan draws, in order (the page's test hook reports them)."""
    return [(i.kind, i.what, i.n) for i in items]


Box = tuple[float, float, float, float]


def box(it: Item) -> Box:
    """The rectangle an item covers (x0, y0, x1, y1) from the hex's centre."""
    w = (len(it.what) * CHAR_WIDTH * it.size if it.kind == "name" else
         WIDTH.get(it.what if it.kind == "points" and it.what else it.kind, 1.0) * it.size)
    return it.x - w / 2, it.y - it.size / 2, it.x + w / 2, it.y + it.size / 2
