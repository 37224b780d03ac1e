"""Helpers of the Carcassonne end-to-end tests: open a game from a link made natively, and
play a move of the core's notation with clicks or taps only (turn buttons, board taps on the
squares, triangles and follower spots the board names)."""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.page_moves import last_move, move_after, open_match, press, record, tap  # noqa: F401 - re-exported

NAMES = ("Ann", "Bob", "Cas")




def selected(page) -> str | None:
    return page.evaluate("window.speeltafel.selected()")








def place(page, move: str, touch: bool = False) -> None:
    """Play a placement (``V 1,0 r90 road:e``, ``H1-03 1,0 nw``) by the page's controls."""
    before = record(page)
    name, square, turn, *spot = move.split()
    half = turn in ("nw", "ne", "se", "sw")
    if half and (selected(page) or "").split(":")[1:2] != [name]:
        press(page, f"cc-half-{name}", touch)
    for _ in range(4):
        if (selected(page) or "").split(":")[2:3] == [turn]:
            break
        press(page, "cc-rot-right", touch)
    assert (selected(page) or "").split(":")[2] == turn
    target = f"{square}/{turn}" if half else square
    tap(page, target, touch)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    tap(page, target, touch)
    if record(page) == before:
        if spot:
            tap(page, "spot:" + spot[0], touch)
        else:
            press(page, "cc-no-follower", touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert move_after(before, record(page)) == move




def seed_where(options: dict, players: int, wanted) -> Match:
    """The first seed whose new game satisfies ``wanted(match)``."""
    for seed in range(500):
        match = Match.new("carcassonne", list(NAMES[:players]), options, seed)
        if wanted(match):
            return match
    raise AssertionError("no seed found")
