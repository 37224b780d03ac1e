"""The Merchants' contract fulfilment (core/keyflower/expansions/merchants/contracts.py): golden cases from the
rules (each item once, white symbols, gold, boat 3b, the purple worker) and, with
Hypothesis, the flow answer against a brute-force search over every assignment."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core.keyflower.expansions.merchants import contracts as cx
from core.keyflower.expansions.merchants.data import CONTRACTS


def test_greedy_fails_where_the_exact_assignment_succeeds():
    """c01 asks blue+blue+any-worker, c08 blue+blue+red. With 4 blue and 1 red, a greedy
    filling of c01 first with blue, blue and the red for its white symbol leaves c08 short
    of red; the exact answer puts a blue on c01's white symbol and fulfils both."""
    have = {"blue": 5, "red": 1}
    greedy_left = dict(have)
    for need in CONTRACTS["c01"].items:  # greedy: specific first, then the rarest fitting item
        kind = need if need != "any-worker" else min(
            (k for k in greedy_left if greedy_left[k]), key=lambda k: greedy_left[k])
        greedy_left[kind] -= 1
    assert greedy_left["red"] == 0 and greedy_left["blue"] == 3  # c08 now lacks its red
    assert cx.feasible(("c01", "c08"), have)
    assert cx.best(("c01", "c08"), have) == ("c01", "c08")


def test_each_item_counts_once():
    assert cx.best(("c11",), {"green": 2}) == ("c11",)
    assert cx.best(("c04", "c11"), {"green": 2, "blue": 2}) == ("c04",)  # either alone; first by id
    assert not cx.feasible(("c04", "c11"), {"green": 2, "blue": 2})


def test_gold_fills_any_resource_and_boat_3b_lets_any_resource_fill_any():
    """c23 wood+stone+iron: gold stands in for a missing one; with boat 3b a second wood
    does too (readings of the module)."""
    assert cx.feasible(("c23",), {"wood": 1, "stone": 1, "gold": 1})
    assert not cx.feasible(("c23",), {"wood": 2, "stone": 1})
    assert cx.feasible(("c23",), {"wood": 2, "stone": 1}, free_resources=True)
    assert not cx.feasible(("c13",), {"saw": 1, "wood": 1}, free_resources=True)  # skills stay


def test_the_purple_worker_fills_one_requirement_and_its_own_contract_needs_it():
    assert cx.feasible(("c12",), {"blue": 1, "red": 1}, purple=True)
    assert not cx.feasible(("c12",), {"blue": 1, "red": 5})
    assert cx.feasible(("c13",), {"saw": 1}, purple=True)
    assert not cx.feasible(("c12", "c13"), {"blue": 1, "red": 1, "saw": 1}, purple=True)


def _brute(contracts: tuple[str, ...], have: dict[str, int], purple: bool, free: bool) -> bool:
    needs = [n for c in contracts for n in CONTRACTS[c].items]

    def go(i: int, left: dict[str, int], purple_left: bool) -> bool:
        if i == len(needs):
            return True
        for kind in sorted(left):
            if left[kind] and cx.fills(kind, needs[i], free):
                left[kind] -= 1
                ok = go(i + 1, left, purple_left)
                left[kind] += 1
                if ok:
                    return True
        return purple_left and go(i + 1, left, False)
    return go(0, dict(have), purple)


@settings(max_examples=150, deadline=None)
@given(contracts=st.lists(st.sampled_from(sorted(CONTRACTS)), min_size=1, max_size=3, unique=True),
       counts=st.lists(st.integers(0, 3), min_size=len(cx.KINDS), max_size=len(cx.KINDS)),
       purple=st.booleans(), free=st.booleans())
def test_the_flow_agrees_with_a_search_over_every_assignment(contracts, counts, purple, free):
    have = {k: n for k, n in zip(cx.KINDS, counts) if n}
    subset = tuple(sorted(contracts))
    assert cx.feasible(subset, have, purple, free) == _brute(subset, have, purple, free)
