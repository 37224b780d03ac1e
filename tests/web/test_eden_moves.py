"""Eden's page picks moves by their fields (issue 23): its taps and panel buttons, fed the
legal moves as data (``MoveData``) at random positions of random games, answer only with
listed moves, except a tap no listed move covers (a placement the view marks not legal, or a
``water``/``target`` on a square no listed move names), answered as an intent (fields) that
the core explains with its reason; and its source cuts or writes no move text (an ``ast``
scan, ``move_picking``)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings, strategies as st

from app import frame as frames, renderers
from core.match import Match
from move_picking import core_explains, unexpected

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "web" / "app" / "games" / "eden"
SQUARES = [f"{c}{r}" for r in range(7, 0, -1) for c in "ABCDEFG"]
BUTTONS = ["pass", "end", "accept", "skip", "bid", "rate+", "rate-", "confirm", "cancel", "rotate"]


def random_match(seed: int, picks: list[int]) -> Match:
    """An Eden match of seed ``seed`` after playing, for each pick, a listed move: for two
    picks in three one that lays a card (``grow`` or ``water``) when there is one, so that the
    board fills and conquests come up; otherwise the listed move at the pick's index."""
    match = Match.new("eden", ["Ann", "Bob", "Cas"], {}, seed)
    for pick in picks:
        if match.over:
            break
        moves = match.game.move_data(match.state)
        laying = [m for m in moves if m.verb in ("grow", "water")]
        chosen = laying if laying and pick % 3 else moves
        match.play(chosen[pick % len(chosen)].text)
    return match


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1_000), max_size=40))
def test_taps_and_buttons_answer_listed_moves_or_what_the_core_explains(seed, picks):
    match = random_match(seed, picks)
    if match.over:
        return
    frame = frames.build(match, private=True, revealed=match.to_move())
    render = renderers.renderer("eden")
    view = frame.actor or frame.view
    listed = {m.text for m in frame.moves}
    placements = {p["move"] for rows in view.get("placements", {}).values() for p in rows}
    hand = view.get("hand", [])
    selections = [None, *(f"card {c} {r}" for c in view.get("placements", {}) for r in range(2)),
                  *sorted(listed & placements)[:3], "rate 15"]
    reached = set()
    for selected in selections:
        for sq in SQUARES:
            answer = render.tap(frame, selected, sq)
            assert len(answer) == 1 and set(answer) <= {"select", "play", "explain"}, answer
            if "select" in answer:
                assert answer["select"] in (None, selected) or answer["select"].startswith("card ") \
                    or answer["select"] in listed, answer
            elif "play" in answer:
                assert answer["play"] in listed, (selected, sq, answer)
                reached.add(answer["play"])
            else:
                intent = answer["explain"]
                if intent.verb == "grow":  # a placement of the picked card the view marks illegal
                    squares = sorted(intent.squares)
                    assert any(sorted(p["squares"]) == squares and not p["legal"]
                               for p in view["placements"][intent.tiles[0]]), intent
                else:  # no listed move lays on or attacks this square; the core says why not
                    assert intent.verb in ("water", "target") and intent.squares == (sq,), intent
                    assert not any(m.squares == (sq,) for m in frame.moves
                                   if m.verb in ("water", "with", "target")), (selected, sq)
                assert core_explains(match, intent).rule.startswith(("eden/", "core/"))
        args = BUTTONS + [f"{verb} {c}" for c in hand for verb in ("water", "sell", "card")] \
            + [f"buy {c}" for c in view["pool"]]
        for arg in args:
            answer = render.action(frame, selected, arg)
            assert len(answer) == 1 and set(answer) <= {"select", "play"}, answer
            if "play" in answer:
                assert answer["play"] in listed, (selected, arg, answer)
                reached.add(answer["play"])
    # water, with and target are reached by a tap; sell, buy, pass, end, skip, accept by
    # their buttons; the lowest bid by the bid button
    for m in frame.moves:
        if m.verb in ("water", "with", "target", "sell", "buy", "pass", "end", "skip", "accept"):
            assert m.text in reached, m.text


def test_the_package_cuts_and_writes_no_move_text():
    assert unexpected(PACKAGE, {}) == []
