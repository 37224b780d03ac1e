"""Helpers of the Keyflower end-to-end tests: games made natively (random playouts to a
wanted moment), opened from a link, and any move of the core's notation played with the
page's own controls only: colour buttons and board taps for bids and uses, taps for
transport and upgrades, the won tile's buttons and cell taps for building, the panel for
boats, winter offers and the final scoring. Hand-over screens are passed as a player would.
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.page_moves import last_move, move_after, open_match, press, record, tap  # noqa: F401 - re-exported

NAMES = ("Ann", "Bob", "Cas", "Dee", "Eve", "Fay")




def selected(page) -> dict[str, str]:
    text = page.evaluate("window.speeltafel.selected()") or ""
    return dict(p.split("=", 1) for p in text.split(";") if "=" in p)








def reveal(page, touch: bool = False) -> None:
    """Take the device at a hand-over screen (nothing when none is shown)."""
    if page.get_by_test_id("handover").is_visible():
        press(page, "reveal", touch)
        expect(page.get_by_test_id("handover")).to_be_hidden()




def play(page, move: str, touch: bool = False) -> None:
    """Play ``move`` by the page's controls; returns when the record has it."""
    reveal(page, touch)
    before = record(page)
    w = move.split()
    if w[0] == "pass":
        press(page, "pass", touch)
    elif w[0] in ("bid", "use"):
        _worker(page, w, touch)
    elif w[0] == "carry":
        if selected(page).get("t") != w[2]:
            tap(page, "t:" + w[2], touch)
        if page.get_by_test_id(f"kf-res-{w[1]}").count():
            press(page, f"kf-res-{w[1]}", touch)
        tap(page, "t:" + w[3], touch)
    elif w[0] == "upgrade":
        tap(page, "t:" + w[1], touch)
        if record(page) == before:
            tap(page, "t:" + w[1], touch)
    elif w[0] == "boat":
        press(page, f"kf-boat-{w[1]}", touch)
    elif w[0] == "place":
        _place(page, w, touch)
    elif w[0] == "offer":
        for tile in w[1].split("+"):
            press(page, f"kf-offer-{tile}", touch)
        press(page, "kf-offer-go", touch)
    elif w[0] in ("done", "best"):
        press(page, f"kf-{w[0]}", touch)
    elif w[0] in ("contract", "exchange", "replace", "extend"):   # The Merchants' buttons
        press(page, "kf-" + move.replace(" ", "-"), touch)
    else:
        press(page, "kf-final-" + move.replace(" ", "-"), touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert move_after(before, record(page)) == move


def _worker(page, w: list[str], touch: bool) -> None:
    verb, tile, n, colour = w[:4]
    src = w[5] if len(w) > 5 and w[4] == "from" else "-"
    rest = w[6:] if src != "-" else w[4:]
    choice = rest[0] if rest else "-"
    press(page, f"kf-col-{colour}", touch)
    if selected(page).get("t") != tile:
        tap(page, "t:" + tile, touch)
    sel = selected(page)
    assert sel.get("t") == tile, sel
    if sel.get("v") != verb:
        press(page, f"kf-verb-{verb}", touch)
    want = set(src.split("+")) - {"-"}  # one toggle per earlier bid whose workers come back
    for _ in range(6):
        now = set(selected(page).get("f", "-").split("+")) - {"-"}
        if now == want:
            break
        press(page, "kf-from-" + sorted(now ^ want)[0], touch)
    if selected(page).get("x") != choice:
        press(page, f"kf-choice-{choice}", touch)
    for _ in range(12):
        now = int(selected(page)["n"])
        if now == int(n):
            break
        press(page, "kf-n-plus" if now < int(n) else "kf-n-minus", touch)
    sel = selected(page)
    assert (sel["v"], sel["n"], sel["c"], sel["f"], sel["x"]) == (verb, n, colour, src, choice), sel
    tap(page, "t:" + tile, touch)  # the second tap on the tile in focus places the workers


def _place(page, w: list[str], touch: bool) -> None:
    tile, cell, turn = w[1], w[2], w[3][1:]
    if selected(page).get("t") != tile:
        press(page, f"kf-tile-{tile}", touch)
    for _ in range(6):
        if selected(page).get("r") == turn:
            break
        press(page, "kf-rot-right", touch)
    assert selected(page).get("r") == turn
    tap(page, "c:" + cell, touch)
    expect(page.get_by_test_id("kf-place")).to_be_enabled()
    tap(page, "c:" + cell, touch)




def playout(match: Match, seed: int, until, limit: int = 3000, pick=None) -> Match:
    """Play random moves (``pick(legal, rnd)`` chooses, default uniform) until
    ``until(match)`` holds; AssertionError when the game ends first."""
    rnd = random.Random(seed)
    for _ in range(limit):
        if until(match):
            return match
        assert not match.over, "the game ended first"
        legal = match.legal_moves()
        match.play(pick(legal, rnd) if pick else rnd.choice(legal))
    raise AssertionError("not reached")
