"""Carcassonne's taps and buttons (web/app/games/carcassonne/input.py), natively: every
answer is a selection, the text of one of the core's listed moves (picked by its fields,
``MoveData``), or the page's refusal under the step's rule (issue 23: no move is built as text)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.carcassonne import input as inputs
from core.carcassonne import GAME
from core.carcassonne import notation as cc_notation
from core.carcassonne.ruleids import RULE_IDS
from core.match import Match
from core.rng import Rng
from listed_moves import check_answers
from move_picking import scan_source, unexpected

PACKAGE = Path(__file__).resolve().parents[2] / "web" / "app" / "games" / "carcassonne"


def md(*texts):
    """The listed moves as the frame hands them (``MoveData``), from their notation."""
    return tuple(cc_notation.data(cc_notation.parse(t), t) for t in texts)


LEGAL = md("V 1,0 r0", "V 1,0 r0 road:s", "V 0,-1 r90", "V 0,-1 r90 field:nnw", "V 0,-1 r180")


def test_the_drawn_tile_starts_in_its_first_turn_with_squares():
    assert inputs.default_selection(LEGAL) == "p:V:r0"
    assert inputs.default_selection(md("draw", "H1-03 1,0 nw")) is None


def test_tap_previews_second_tap_asks_for_the_follower_then_the_spot_plays():
    s = inputs.tap(LEGAL, {}, "p:V:r0", "1,0")["select"]
    assert s == "p:V:r0:1,0"
    s = inputs.tap(LEGAL, {}, s, "1,0")["select"]
    assert s == "p:V:r0:1,0:!"
    assert inputs.tap(LEGAL, {}, s, "spot:road:s") == {"play": "V 1,0 r0 road:s"}
    assert inputs.action(LEGAL, {}, s, "nofollower") == {"play": "V 1,0 r0"}


def test_confirm_without_any_spot_plays_at_once():
    assert inputs.tap(LEGAL, {}, "p:V:r180:0,-1", "0,-1") == {"play": "V 0,-1 r180"}
    assert inputs.action(LEGAL, {}, "p:V:r180:0,-1", "place") == {"play": "V 0,-1 r180"}


def test_turning_cycles_through_turns_with_squares_and_keeps_a_square_that_still_fits():
    assert inputs.action(LEGAL, {}, "p:V:r0", "rot:+1") == {"select": "p:V:r90"}
    assert inputs.action(LEGAL, {}, "p:V:r90:0,-1", "rot:+1") == {"select": "p:V:r180:0,-1"}
    assert inputs.action(LEGAL, {}, "p:V:r180", "rot:+1") == {"select": "p:V:r0"}
    assert inputs.action(LEGAL, {}, "p:V:r0", "rot:-1") == {"select": "p:V:r180"}


def test_a_tap_elsewhere_plays_nothing_and_names_the_rule_and_a_feature_tap_inspects():
    error = inputs.tap(LEGAL, {}, "p:V:r0", "4,4")["error"]
    assert error.rule == "carcassonne/place" and error.rule in RULE_IDS
    assert error.message("nl") != error.message("en")
    half = md("H1-03 1,0 nw")
    assert inputs.tap(half, {}, "p:H1-03:nw", "4,4/se")["error"].rule == "carcassonne/half-place"
    assert inputs.tap(LEGAL, {}, "p:V:r0:1,0:!", "spot:city:n")["error"].rule == "carcassonne/follower"
    s = inputs.tap(LEGAL, {}, "p:V:r0", "feat:0.1")["select"]
    assert inputs.parse(s).inspect == "0.1" and inputs.parse(s).name == "V"
    assert inputs.parse(inputs.tap(LEGAL, {}, s, "feat:0.1")["select"]).inspect is None


def test_half_tiles_draw_and_pick():
    legal = md("draw", "H1-03 1,0 nw", "H1-03 1,0 nw road:w", "H1-03 0,-1 se")
    assert inputs.action(legal, {}, None, "half:H1-03") == {"select": "p:H1-03:nw"}
    assert inputs.tap(legal, {}, "p:H1-03:nw", "0,-1/se") == {"select": "p:H1-03:se:0,-1"}
    assert inputs.action(legal, {}, None, "draw") == {"play": "draw"}
    assert inputs.action(md("pick H1-03"), {}, None, "pick:H1-03") == {"play": "pick H1-03"}
    # buttons with nothing listed behind them play nothing
    assert inputs.action(md("pick H1-03"), {}, None, "pick:H1-04") == {"select": None}
    assert inputs.action(LEGAL, {}, None, "draw") == {"select": None}
    assert inputs.action(legal, {}, None, "half:H1-09")["error"].rule == "carcassonne/half-place"


def test_every_answer_in_a_real_game_is_legal_or_refused_by_the_core():
    """Walk a game: tapping each target twice and then each spot plays a listed move."""
    match = Match.new("carcassonne", ["A", "B"], {"halflings": "off"}, 3)
    for _ in range(12):
        legal = tuple(match.game.move_data(match.state))
        sel = inputs.default_selection(legal)
        s = inputs.parse(sel)
        square = sorted(inputs.targets(legal, s.name, s.turn))[0]
        sel = inputs.tap(legal, {}, sel, square)["select"]
        answer = inputs.tap(legal, {}, sel, square)
        if "select" in answer:
            spots = [p for p in inputs.targets(legal, s.name, s.turn)[square] if p]
            answer = inputs.tap(legal, {}, answer["select"], "spot:" + spots[-1])
        assert answer["play"] in [m.text for m in legal]
        match.play(answer["play"])
        assert GAME.to_move(match.state) is not None or match.over


# -- issue 23: the page reads no move text ------------------------------------------------------
def test_the_scan_finds_what_the_package_did_before_issue_23():
    """The shapes of main's code before this change: each text habit is found."""
    old = '''
def placements(legal):
    for move in legal:
        words = move.split()

def tap(frame, name):
    legal = list(frame.legal)
    return {"play": f"pick {name}"}
'''
    found = {(f[1], f[3]) for f in scan_source(old, "input")}
    assert found == {("placements", ".split( on move text"), ("tap", "frame.legal read"),
                     ("tap", "a written move played")}


def test_the_package_cuts_and_writes_no_move_text():
    """Nothing is allowed. (The move log's ``describe_step`` gets the step as data:
    ``tests/web/test_page_writes_no_moves.py``.)"""
    assert unexpected(PACKAGE, {}) == []


def _answers(moves):
    """Every tap and button under each selection the listed moves suggest."""
    squares = sorted({m.squares[0] for m in moves if m.squares} | {"0,0", "5,5", "-1,0"})
    sels = [None, inputs.default_selection(moves)]
    for (name, turn), where in sorted(inputs.placements(moves).items()):
        sels.append(inputs.write(inputs.Sel(name, turn)))
        for sq in sorted(where)[:2]:
            sels += [inputs.write(inputs.Sel(name, turn, sq)), inputs.write(inputs.Sel(name, turn, sq, True))]
    spots = sorted({m.option("spot") for m in moves if m.option("spot")}) + ["road:x"]
    names = sorted({m.tiles[0] for m in moves if m.tiles}) + ["Q"]
    for sel in sels:
        for sq in squares:
            yield inputs.tap(moves, {}, sel, sq)
            for corner in inputs.CORNERS:
                yield inputs.tap(moves, {}, sel, f"{sq}/{corner}")
        for spot in spots:
            yield inputs.tap(moves, {}, sel, "spot:" + spot)
            yield inputs.action(moves, {}, sel, "spot:" + spot)
        for arg in ["rot:+1", "rot:-1", "place", "nofollower", "draw", "cancel", "x"] + \
                [f"half:{n}" for n in names] + [f"pick:{n}" for n in names]:
            yield inputs.action(moves, {}, sel, arg)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), halflings=st.sampled_from(["off", "hidden", "draft"]))
def test_taps_and_buttons_play_only_listed_moves(seed, steps, halflings):
    """At a random position of a random game, every answer of ``tap`` and ``action`` is a
    selection, the page's refusal (a RuleError of this game), or ``{"play": text}`` with the
    text of a listed move."""
    match = Match.new("carcassonne", ["A", "B", "C"], {"halflings": halflings}, seed)
    rng = Rng(seed, 1)
    for _ in range(steps):
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[rng.below(len(legal))])
    moves = tuple(match.game.move_data(match.state))
    check_answers(_answers(moves), moves, RULE_IDS)
