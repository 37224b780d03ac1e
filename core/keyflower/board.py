"""Villages on a hex grid: axial coordinates ``(q, r)``, the six directions from the east
counter-clockwise, edges that match, the road graph that transport follows, the river of
boats, and the road loops that Sea Bastion scores.

A village is a tuple of :class:`Placed` tiles; its home tile stands at ``(0, 0)``
unrotated. A tile turned ``rot`` steps counter-clockwise shows its edge ``i`` towards
direction ``(i + rot) % 6`` (rule ``village``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import TILES

#: Axial steps: east, north-east, north-west, west, south-west, south-east.
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@dataclass(frozen=True)
class Placed:
    """A tile in a village: where, turned how far, upgraded or not, and the resources on it
    (wood, stone, iron, gold). What an expansion adds to a tile is in its own state."""

    tile: str
    q: int
    r: int
    rot: int = 0
    up: bool = False
    res: tuple[int, int, int, int] = (0, 0, 0, 0)


def edge(tile: str, rot: int, direction: int) -> str:
    """The edge (``r``, ``-`` or ``w``) that ``tile`` turned ``rot`` shows towards
    ``direction``."""
    return TILES[tile].edges[(direction - rot) % 6]


def rotations(tile: str) -> tuple[int, ...]:
    """The rotations that look different (the lowest of each equal group)."""
    seen: dict[str, int] = {}
    edges = TILES[tile].edges
    for rot in range(6):
        seen.setdefault(edges[-rot:] + edges[:-rot] if rot else edges, rot)
    return tuple(sorted(seen.values()))


def canonical_rotation(tile: str, rot: int) -> int:
    """The listed rotation that shows the same edges as ``rot``."""
    edges = TILES[tile].edges
    want = [edge(tile, rot % 6, d) for d in range(6)]
    for r in rotations(tile):
        if [edge(tile, r, d) for d in range(6)] == want:
            return r
    raise AssertionError(edges)


def cells(village: tuple[Placed, ...]) -> dict[tuple[int, int], int]:
    """``(q, r)`` -> index of the tile there."""
    return {(p.q, p.r): i for i, p in enumerate(village)}


def free_cells(village: tuple[Placed, ...]) -> list[tuple[int, int]]:
    """The empty cells next to the village, sorted."""
    taken = cells(village)
    out = {(p.q + dq, p.r + dr) for p in village for dq, dr in DIRS}
    return sorted(c for c in out if c not in taken)


def fits(village: tuple[Placed, ...], tile: str, q: int, r: int, rot: int,
         free_edges: bool = False) -> bool:
    """``tile`` may go at ``(q, r)`` turned ``rot``: the cell is empty, touches the village,
    and every shared edge matches (road to road, none to none, water to water) unless
    ``free_edges`` (summer boat 2a)."""
    taken = cells(village)
    if (q, r) in taken:
        return False
    touching = False
    for d, (dq, dr) in enumerate(DIRS):
        i = taken.get((q + dq, r + dr))
        if i is None:
            continue
        touching = True
        other = village[i]
        if not free_edges and edge(tile, rot, d) != edge(other.tile, other.rot, (d + 3) % 6):
            return False
    return touching


def links(village: tuple[Placed, ...], crossing: str = "r") -> list[list[int]]:
    """Per tile, the neighbouring tiles joined to it: by a road on both sides (``"r"``), by
    any shared edge without water (``"r-"``: summer boat 2a's transport), by water on both
    sides (``"w"``, the river) or by matching edges (``"match"``, turn-order scoring)."""
    taken = cells(village)
    out: list[list[int]] = [[] for _ in village]
    for i, p in enumerate(village):
        for d, (dq, dr) in enumerate(DIRS):
            j = taken.get((p.q + dq, p.r + dr))
            if j is None:
                continue
            mine, theirs = edge(p.tile, p.rot, d), edge(village[j].tile, village[j].rot, (d + 3) % 6)
            if crossing == "match":
                ok = mine == theirs
            elif crossing == "any":
                ok = True
            else:
                ok = mine in crossing and theirs in crossing
            if ok:
                out[i].append(j)
    return out


def distances(village: tuple[Placed, ...], start: int, crossing: str = "r") -> dict[int, int]:
    """Road steps from tile ``start`` to every tile reachable (breadth first)."""
    graph = links(village, crossing)
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for i in frontier:
            for j in graph[i]:
                if j not in dist:
                    dist[j] = dist[i] + 1
                    nxt.append(j)
        frontier = nxt
    return dist


def paths(village: tuple[Placed, ...], start: int, crossing: str = "r") -> dict[int, list[int]]:
    """A shortest road path (tile indices, ``start`` first) to every tile reachable from
    ``start``; of equal paths the one through the lowest indices (breadth first)."""
    graph = links(village, crossing)
    out = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for i in frontier:
            for j in sorted(graph[i]):
                if j not in out:
                    out[j] = out[i] + [j]
                    nxt.append(j)
        frontier = nxt
    return out


def river_boats(village: tuple[Placed, ...]) -> int:
    """Boats (summer boats included) joined to the home tile's water edge by water."""
    home = next(i for i, p in enumerate(village) if TILES[p.tile].season == "home")
    reached = distances(village, home, "w")
    return sum(1 for i in reached if TILES[village[i].tile].season in ("boat", "summer_boat"))


#: Sea Bastion's loop search enumerates the even subgraphs of a road component; a component
#: with more independent cycles than this is cut down to its first edges (bounded work).
MAX_CYCLES = 14


def longest_loop(village: tuple[Placed, ...]) -> int:
    """The most distinct tiles on one closed road trail (no stretch used twice, back to its
    start; rule ``boat-sea-bastion``): the largest connected even subgraph of the road graph,
    found exactly over the cycle space of each component."""
    graph = links(village, "r")
    edges = sorted({(min(i, j), max(i, j)) for i, js in enumerate(graph) for j in js})
    best = 0
    for comp in _components(len(village), edges):
        comp_edges = [e for e in edges if e[0] in comp]
        best = max(best, _best_even_subgraph(sorted(comp), comp_edges))
    return best


def _components(n: int, edges: list[tuple[int, int]]) -> list[set[int]]:
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in edges:
        parent[find(a)] = find(b)
    groups: dict[int, set[int]] = {}
    for a, b in edges:
        groups.setdefault(find(a), set()).update((a, b))
    return [groups[k] for k in sorted(groups)]


def _best_even_subgraph(nodes: list[int], edges: list[tuple[int, int]]) -> int:
    """Every element of the cycle space is an even subgraph; a connected one is a closed
    trail (Euler). Basis: one cycle per edge outside a spanning tree."""
    index = {e: k for k, e in enumerate(edges)}
    tree_adj: dict[int, list[int]] = {v: [] for v in nodes}
    parent: dict[int, int | None] = {nodes[0]: None}
    order = [nodes[0]]
    adj: dict[int, list[int]] = {v: [] for v in nodes}
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    for v in order:
        for w in sorted(adj[v]):
            if w not in parent:
                parent[w] = v
                tree_adj[v].append(w)
                order.append(w)
    tree = {(min(v, p), max(v, p)) for v, p in parent.items() if p is not None}
    basis = []
    for a, b in edges:
        if (a, b) in tree:
            continue
        mask = 1 << index[(a, b)]
        mask ^= _path_mask(a, b, parent, index)
        basis.append(mask)
    basis = basis[:MAX_CYCLES]
    best = 0
    for pick in range(1, 1 << len(basis)):
        mask = 0
        for k, m in enumerate(basis):
            if pick >> k & 1:
                mask ^= m
        best = max(best, _trail_tiles(mask, edges))
    return best


def _path_mask(a: int, b: int, parent: dict[int, int | None], index: dict) -> int:
    def up(v: int) -> list[int]:
        path = [v]
        while (p := parent[path[-1]]) is not None:
            path.append(p)
        return path

    pa, pb = up(a), up(b)
    common = set(pa) & set(pb)
    mask = 0
    for path in (pa, pb):
        for x, y in zip(path, path[1:]):
            if x in common:
                break
            mask ^= 1 << index[(min(x, y), max(x, y))]
    return mask


def _trail_tiles(mask: int, edges: list[tuple[int, int]]) -> int:
    """Tiles of the even subgraph ``mask`` when it is connected, else 0."""
    chosen = [e for k, e in enumerate(edges) if mask >> k & 1]
    nodes = {v for e in chosen for v in e}
    if not nodes:
        return 0
    seen = {chosen[0][0]}
    grew = True
    while grew:
        grew = False
        for a, b in chosen:
            if (a in seen) != (b in seen):
                seen.update((a, b))
                grew = True
    return len(nodes) if seen == nodes else 0
