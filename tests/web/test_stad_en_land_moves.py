"""Stad en Land's page picks moves by their fields (issue 23): its input, fed the legal moves
as data (``MoveData``) at random positions of random games, answers only with listed moves
(or, after an anchor, an intent as fields the core explains with its reason); and its source
cuts or writes no move text (an ``ast`` scan, ``move_picking``)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings, strategies as st

from app import frame as frames, renderers
from app.games.stad_en_land import input as inputs
from core.match import Match
from move_picking import core_explains, scan_source, unexpected

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "web" / "app" / "games" / "stad_en_land"
SQUARES = [f + r for r in "123456" for f in "abcdef"]

#: What the package still reads as text, and why (the scan allows these functions only).
ALLOWED: dict[tuple[str, str], str] = {}


def random_match(seed: int, picks: list[int]) -> Match:
    """A match of seed ``seed`` after playing, for each pick, the listed move at that index."""
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, seed)
    for pick in picks:
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[pick % len(legal)])
    return match


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1_000), max_size=30),
       extra=st.sampled_from(SQUARES))
def test_taps_answer_listed_moves_or_an_intent_the_core_explains(seed, picks, extra):
    match = random_match(seed, picks)
    frame = frames.build(match)
    render = renderers.renderer("stad-en-land")
    listed = {m.text for m in frame.moves}
    starts = inputs.anchors(frame.moves)
    reached = set()
    for selected in [None, extra, *starts]:
        for sq in SQUARES:
            answer = render.tap(frame, selected, sq)
            assert len(answer) == 1 and set(answer) <= {"select", "play", "error", "explain"}, answer
            if "play" in answer:
                assert answer["play"] in listed, answer
                reached.add(answer["play"])
            if "explain" not in answer:
                continue
            # only after an anchor, on a square no listed move covers: the core explains it
            assert selected is not None and sq not in starts and sq != selected, (selected, sq)
            assert inputs.segment(frame.moves, selected, sq) is None
            assert answer["explain"].verb == "segment"
            assert answer["explain"].squares == (selected, sq)
            why = core_explains(match, answer["explain"]).rule
            # (a finished game: the table takes no taps there, and the core says why)
            assert why == "core/game-over" if match.over else why.startswith("stad-en-land/"), why
    # every listed segment is reached by tapping its anchor, then its target
    assert reached == {m.text for m in frame.moves if m.verb == "segment"}
    hints = render.hint_targets(frame, None)
    assert hints == list(starts)
    assert render.default_selection(frame) == (hints[0] if len(hints) == 1 else None)


def test_the_package_cuts_and_writes_no_move_text():
    assert unexpected(PACKAGE, ALLOWED) == []


def test_the_scan_finds_what_the_package_did_before_issue_23():
    """The code of main before this change, in miniature: each of its text habits is found."""
    before = '''
def anchors(legal):
    for move in legal:
        a, sep, b = move.partition("-")

def tap(legal, selected, sq):
    move = f"{selected}-{sq}"
    if f"{selected}-{sq}" in legal:
        return {"play": f"{selected}-{sq}"}

def select(self, selected, moves):
    legal = [m.text for m in moves]

def default_selection(frame):
    return list(frame.legal)

def verbs(legal):
    return [m for m in legal if m.startswith("water ") or re.match("x", m)]
'''
    found = {(f[1], f[3]) for f in scan_source(before, "input")}
    assert found == {
        ("anchors", ".partition( on move text"),
        ("tap", "a written move assigned"),
        ("tap", "a written move compared with move text"),
        ("tap", "a written move played"),
        ("select", "moves turned back into texts"),
        ("default_selection", "frame.legal read"),
        ("verbs", ".startswith( on move text"),
        ("verbs", "re.match( on move text"),
    }
    after = '''
def tap(moves, selected, sq):
    listed = next((m for m in moves if m.squares == (selected, sq)), None)
    return {"play": listed.text} if listed else {"select": sq}
'''
    assert scan_source(after, "input") == []
