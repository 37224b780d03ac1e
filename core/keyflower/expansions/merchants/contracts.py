"""The Merchants' contract fulfilment (issue 13; not yet wired into the final scoring): which
of a player's contracts his items can fulfil together, each item used once, solved exactly.

A contract asks for items (``data``): a specific worker, skill or resource, or a
white "any" symbol of one type. An owned item fills a requirement when it is that item; any
worker colour fills ``any-worker`` (never the purple worker's own place: it is one item of the
player's choice, below); any skill fills ``any-skill``; any resource fills ``any-resource``.
Readings (each on the rules page with the module): gold fills any resource requirement, as
it pays for any resource in an upgrade (facts 3.7, proposed model); with summer boat 3b any
resource fills any resource requirement; the purple worker fills any one requirement.

Feasibility of a set of contracts is a transportation problem (requirements to items), solved
by a maximum flow over item kinds, so the answer never depends on the order contracts or items
are listed in; :func:`best` tries every set, largest first (a player holds few contracts).
"""

from __future__ import annotations

from itertools import combinations

from .data import CONTRACTS, RESOURCES, SKILLS, WORKERS

KINDS = WORKERS + SKILLS + RESOURCES


def fills(item: str, need: str, free_resources: bool = False) -> bool:
    """Whether an owned ``item`` (a kind of :data:`KINDS`) fills requirement ``need``."""
    if item == need:
        return True
    if need == "any-worker":
        return item in WORKERS
    if need == "any-skill":
        return item in SKILLS
    if item in RESOURCES and (need == "any-resource" or need in RESOURCES):
        return item == "gold" or free_resources or need == "any-resource"
    return False


def _max_flow(needs: dict[str, int], have: dict[str, int], purple: bool, free: bool) -> int:
    """How many requirements ``have`` (and the purple worker) can fill at once."""
    needs_list = sorted(needs)
    kinds = sorted(k for k in have if have[k] > 0)
    # nodes: 0 source, 1..N needs, then kinds, then purple, then sink
    n_need, n_kind = len(needs_list), len(kinds)
    purple_node = 1 + n_need + n_kind
    sink = purple_node + 1
    cap: dict[tuple[int, int], int] = {}
    for i, need in enumerate(needs_list):
        cap[(0, 1 + i)] = needs[need]
        for j, kind in enumerate(kinds):
            if fills(kind, need, free):
                cap[(1 + i, 1 + n_need + j)] = needs[need]
        if purple:
            cap[(1 + i, purple_node)] = 1
    for j, kind in enumerate(kinds):
        cap[(1 + n_need + j, sink)] = have[kind]
    if purple:
        cap[(purple_node, sink)] = 1
    flow = 0
    while True:  # augmenting paths, breadth first (Edmonds-Karp); the graphs are tiny
        parent = {0: 0}
        frontier = [0]
        while frontier and sink not in parent:
            nxt = []
            for u in frontier:
                for (a, b), c in sorted(cap.items()):
                    if a == u and c > 0 and b not in parent:
                        parent[b] = u
                        nxt.append(b)
            frontier = nxt
        if sink not in parent:
            return flow
        path, v = [], sink
        while v != 0:
            path.append((parent[v], v))
            v = parent[v]
        push = min(cap[e] for e in path)
        for a, b in path:
            cap[(a, b)] -= push
            cap[(b, a)] = cap.get((b, a), 0) + push
        flow += push


def feasible(contracts: tuple[str, ...], have: dict[str, int], purple: bool = False,
             free_resources: bool = False) -> bool:
    """Whether ``have`` (item kind -> count) and the purple worker fill every requirement of
    every contract in ``contracts`` at once, each item once."""
    needs: dict[str, int] = {}
    for cid in contracts:
        for item in CONTRACTS[cid].items:
            needs[item] = needs.get(item, 0) + 1
    total = sum(needs.values())
    return _max_flow(needs, have, purple, free_resources) == total


def best(contracts: tuple[str, ...], have: dict[str, int], purple: bool = False,
         free_resources: bool = False) -> tuple[str, ...]:
    """The largest set of ``contracts`` that can be fulfilled together (of equal sets, the
    first in id order); each fulfilled contract scores the same, so the largest is best."""
    mine = tuple(sorted(contracts))
    for k in range(len(mine), 0, -1):
        for subset in combinations(mine, k):
            if feasible(subset, have, purple, free_resources):
                return subset
    return ()
