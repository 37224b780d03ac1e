"""Carcassonne's taps and buttons (web/app/games/carcassonne/input.py), natively: every
answer is one of the core's legal moves, a selection, or a move the core will refuse (and
explain)."""

from __future__ import annotations

from app.games.carcassonne import input as inputs
from core.carcassonne import GAME
from core.match import Match

LEGAL = ["V 1,0 r0", "V 1,0 r0 road:s", "V 0,-1 r90", "V 0,-1 r90 field:nnw", "V 0,-1 r180"]


def test_the_drawn_tile_starts_in_its_first_turn_with_squares():
    assert inputs.default_selection(LEGAL) == "p:V:r0"
    assert inputs.default_selection(["draw", "H1-03 1,0 nw"]) is None


def test_tap_previews_second_tap_asks_for_the_follower_then_the_spot_plays():
    s = inputs.tap(LEGAL, "p:V:r0", "1,0")["select"]
    assert s == "p:V:r0:1,0"
    s = inputs.tap(LEGAL, s, "1,0")["select"]
    assert s == "p:V:r0:1,0:!"
    assert inputs.tap(LEGAL, s, "spot:road:s") == {"play": "V 1,0 r0 road:s"}
    assert inputs.action(LEGAL, s, "nofollower") == {"play": "V 1,0 r0"}


def test_confirm_without_any_spot_plays_at_once():
    assert inputs.tap(LEGAL, "p:V:r180:0,-1", "0,-1") == {"play": "V 0,-1 r180"}
    assert inputs.action(LEGAL, "p:V:r180:0,-1", "place") == {"play": "V 0,-1 r180"}


def test_turning_cycles_through_turns_with_squares_and_keeps_a_square_that_still_fits():
    assert inputs.action(LEGAL, "p:V:r0", "rot:+1") == {"select": "p:V:r90"}
    assert inputs.action(LEGAL, "p:V:r90:0,-1", "rot:+1") == {"select": "p:V:r180:0,-1"}
    assert inputs.action(LEGAL, "p:V:r180", "rot:+1") == {"select": "p:V:r0"}
    assert inputs.action(LEGAL, "p:V:r0", "rot:-1") == {"select": "p:V:r180"}


def test_a_tap_elsewhere_asks_the_core_and_a_feature_tap_inspects():
    assert inputs.tap(LEGAL, "p:V:r0", "4,4") == {"play": "V 4,4 r0"}
    s = inputs.tap(LEGAL, "p:V:r0", "feat:0.1")["select"]
    assert inputs.parse(s).inspect == "0.1" and inputs.parse(s).name == "V"
    assert inputs.parse(inputs.tap(LEGAL, s, "feat:0.1")["select"]).inspect is None


def test_half_tiles_draw_and_pick():
    legal = ["draw", "H1-03 1,0 nw", "H1-03 1,0 nw road:w", "H1-03 0,-1 se"]
    assert inputs.action(legal, None, "half:H1-03") == {"select": "p:H1-03:nw"}
    assert inputs.tap(legal, "p:H1-03:nw", "0,-1/se") == {"select": "p:H1-03:se:0,-1"}
    assert inputs.action(legal, None, "draw") == {"play": "draw"}
    assert inputs.action(["pick H1-03"], None, "pick:H1-03") == {"play": "pick H1-03"}


def test_every_answer_in_a_real_game_is_legal_or_refused_by_the_core():
    """Walk a game: tapping each target twice and then each spot plays a listed move."""
    match = Match.new("carcassonne", ["A", "B"], {"halflings": "off"}, 3)
    for _ in range(12):
        legal = match.legal_moves()
        sel = inputs.default_selection(legal)
        s = inputs.parse(sel)
        square = sorted(inputs.targets(legal, s.name, s.turn))[0]
        sel = inputs.tap(legal, sel, square)["select"]
        answer = inputs.tap(legal, sel, square)
        if "select" in answer:
            spots = [p for p in inputs.targets(legal, s.name, s.turn)[square] if p]
            answer = inputs.tap(legal, answer["select"], "spot:" + spots[-1])
        assert answer["play"] in legal
        match.play(answer["play"])
        assert GAME.to_move(match.state) is not None or match.over
