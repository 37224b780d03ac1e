"""Who touches whom, and the features that form (rules ``place``, ``follower``, ``score-*``,
``half-gap``): the layout of the pieces on their squares, the contacts between them, and
every road, city, field and monastery with its pieces, squares, open sides and followers.

A feature is traced through contacts from segment to segment; a road or city side without a
contact is open (an empty square, or a triangle gap next to a half tile), so the feature is
not complete. Fields simply stop there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import CORNERS, OPPOSITE, Oriented, Square, mirror, neighbour, oriented
from .state import Follower, State

Node = tuple[int, int]  # (piece index, segment index)


def _owner(cells: dict, sq: Square, side: str) -> int | None:
    """The piece owning ``side`` of square ``sq``: its full tile, or the half tile whose
    corner touches that side."""
    c = cells.get(sq)
    if not c:
        return None
    if "full" in c:
        return c["full"]
    for corner, i in c.items():
        if side in corner:
            return i
    return None


def opposite_corner(corner: str) -> str:
    return CORNERS[(CORNERS.index(corner) + 2) % 4]


@dataclass
class Layout:
    """``cells``: square -> {"full" or corner: piece index}; ``orients``: per piece its
    :class:`Oriented`; ``contacts``: per piece, side -> (other piece, other's side)."""

    cells: dict = field(default_factory=dict)
    orients: list = field(default_factory=list)
    contacts: list = field(default_factory=list)

    def touching(self, sq: Square, o: Oriented) -> tuple[list, list]:
        """For ``o`` placed on ``sq``: its contacts ``(side, piece, other side)`` and the
        sides that contact a side of another type (mismatches)."""
        found, bad = [], []
        for side, typ in o.sides.items():
            if side == "d":
                other = self.cells.get(sq, {}).get(opposite_corner(o.corner or "nw"))
                oside = "d"
            else:
                oside = OPPOSITE[side]
                other = _owner(self.cells, neighbour(sq, side), oside)
            if other is None:
                continue
            found.append((side, other, oside))
            if self.orients[other].sides[oside] != typ:
                bad.append(side)
        return found, bad

    def free_for(self, sq: Square, o: Oriented) -> bool:
        """The square (or, for a half tile, its triangle) is empty."""
        c = self.cells.get(sq)
        if not c:
            return True
        return o.corner is not None and "full" not in c and len(c) == 1 \
            and opposite_corner(o.corner) in c

    def add(self, piece_index: int, sq: Square, o: Oriented) -> None:
        """Lay piece ``piece_index`` (the next one). Copy on write: the inner dicts it changes
        are replaced, never changed, so a layout :meth:`grown` from this one shares the rest."""
        found, _ = self.touching(sq, o)
        self.orients.append(o)
        mine: dict = {}
        for side, other, oside in found:
            mine[side] = (other, oside)
            self.contacts[other] = {**self.contacts[other], oside: (piece_index, side)}
        self.contacts.append(mine)
        self.cells[sq] = {**self.cells.get(sq, {}),
                          "full" if o.corner is None else o.corner: piece_index}

    def grown(self, pieces: tuple) -> "Layout":
        """A new layout: this one's pieces, then ``pieces`` (this one is left unchanged)."""
        lay = Layout(dict(self.cells), list(self.orients), list(self.contacts))
        for p in pieces:
            lay.add(len(lay.orients), (p.x, p.y), oriented(p.name, p.rot))
        return lay


def layout(state: State) -> Layout:
    """The layout of ``state``'s pieces (cached on the state)."""
    memo = state.board_memo()
    lay = memo.get("layout")
    if lay is None:
        lay = memo["layout"] = Layout().grown(state.pieces)
    return lay


def carry_layout(before: State, after: State) -> State:
    """``after``, whose pieces are ``before``'s and maybe more (a placement, a scoring), with
    its layout made from ``before``'s plus the new pieces and cached on it, rather than again
    from the first piece (which was most of a placement's time: measured 2026-11-27, 26 of
    76 s of three Carcassonne and Keyflower random playouts). The layout is the same: a layout
    is its pieces added in order. Returns ``after``."""
    memo = after.board_memo()
    if "layout" not in memo:
        n = len(before.pieces)
        assert after.pieces[:n] == before.pieces, "carry_layout: the pieces are not kept"
        lay = layout(before)
        memo["layout"] = lay if len(after.pieces) == n else lay.grown(after.pieces[n:])
    return after


@dataclass
class Feature:
    """A road, city, field or monastery: its segments (``nodes``), pieces and squares, how
    many of its road/city sides are open, its pennants, followers, and for a field the
    features (indexes) of the cities it borders."""

    kind: str
    nodes: list
    pieces: list
    squares: list
    open: int
    pennants: int
    followers: list = field(default_factory=list)
    cities: list = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return self.open == 0


def trace(lay: Layout, start: Node) -> tuple[list[Node], int]:
    """The segments connected to ``start`` (in visiting order) and the number of open
    road/city sides among them."""
    seen = {start}
    order = [start]
    opened = 0
    k = 0
    while k < len(order):
        i, s = order[k]
        k += 1
        o = lay.orients[i]
        seg = o.segments[s]
        for port in seg.sides + seg.slots:
            side = port[0]
            c = lay.contacts[i].get(side)
            if c is None:
                opened += len(port) == 1
                continue
            j, oside = c
            node = (j, lay.orients[j].port[mirror(port, side)])
            if node not in seen:
                seen.add(node)
                order.append(node)
    return order, opened


def _city_nodes(o: Oriented, i: int) -> list[Node]:
    return [(i, k) for k, s in enumerate(o.segments) if s.kind == "city"]


class Analysis:
    """Every feature of a position; ``feature_of[node]`` is its index in ``features``."""

    def __init__(self, state: State) -> None:
        lay = layout(state)
        self.features: list[Feature] = []
        self.feature_of: dict[Node, int] = {}
        for i, o in enumerate(lay.orients):
            for k in range(len(o.segments)):
                if (i, k) not in self.feature_of:
                    self._add(state, lay, (i, k))
        for f in state.followers:
            self.features[self.feature_of[(f.piece, f.seg)]].followers.append(f)
        for feat in self.features:
            if feat.kind == "field":
                near = set()
                for i, k in feat.nodes:
                    o = lay.orients[i]
                    towns = _city_nodes(o, i)
                    for c in o.segments[k].cities:
                        near.add(self.feature_of[towns[c]])
                feat.cities = sorted(near)

    def _add(self, state: State, lay: Layout, start: Node) -> None:
        o = lay.orients[start[0]]
        if o.segments[start[1]].kind == "monastery":
            nodes, opened = [start], 0
        else:
            nodes, opened = trace(lay, start)
        index = len(self.features)
        for n in nodes:
            self.feature_of[n] = index
        pieces = sorted({i for i, _ in nodes})
        squares = sorted({(state.pieces[i].x, state.pieces[i].y) for i in pieces})
        pennants = sum(lay.orients[i].segments[k].pennants for i, k in nodes)
        self.features.append(Feature(o.segments[start[1]].kind, nodes, pieces, squares,
                                     opened, pennants))

    def occupied(self, node: Node) -> bool:
        return bool(self.features[self.feature_of[node]].followers)


def analysis(state: State) -> Analysis:
    """The features of ``state`` (cached on the state)."""
    memo = state.board_memo()
    a = memo.get("analysis")
    if a is None:
        a = memo["analysis"] = Analysis(state)
    return a


def followers_on(state: State, nodes: list[Node]) -> list[Follower]:
    on = set(nodes)
    return [f for f in state.followers if (f.piece, f.seg) in on]


def free_spots(state: State, o: Oriented, contacts: dict) -> list[int]:
    """The segments of ``o`` (placed with ``contacts``) whose feature has no follower
    (rules ``follower``, ``half-follower``)."""
    a = analysis(state)
    lay = layout(state)
    out = []
    for k, seg in enumerate(o.segments):
        taken = False
        for port in seg.sides + seg.slots:
            c = contacts.get(port[0])
            if c is not None:
                j, js = c
                if a.occupied((j, lay.orients[j].port[mirror(port, port[0])])):
                    taken = True
                    break
        if not taken:
            out.append(k)
    return out
