"""Carcassonne's taps and buttons (web/app/games/carcassonne/input.py), natively: every
answer is a selection, the text of one of the core's listed moves (picked by its fields,
``MoveData``), or an unlisted move as fields that the core explains with its own rule error
(issues 23 and 24: no move is built as text, no refusal is the page's own)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.carcassonne import input as inputs
from core.carcassonne import GAME
from core.carcassonne import intents as cc_intents
from core.carcassonne import notation as cc_notation
from core.carcassonne.ruleids import RULE_IDS
from core.match import Match
from core.rng import Rng
from core.protocol import MoveData
from listed_moves import check_answers
from move_picking import core_explains, scan_source, unexpected

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


def test_a_tap_elsewhere_plays_nothing_and_asks_the_core_why_and_a_feature_tap_inspects():
    """Issue 24: a tap on a square where the tile does not fit, or on a spot no listed move
    has, is that placement as fields; the core answers with its own message and rule."""
    assert inputs.tap(LEGAL, {}, "p:V:r0", "4,4") == {
        "explain": MoveData.intent("place", ("4,4",), ("V",), options=(("turn", "r0"),))}
    half = md("H1-03 1,0 nw")
    assert inputs.tap(half, {}, "p:H1-03:nw", "4,4/se") == {
        "explain": MoveData.intent("place", ("4,4",), ("H1-03",), options=(("turn", "se"),))}
    assert inputs.tap(LEGAL, {}, "p:V:r0:1,0:!", "spot:city:n") == {
        "explain": MoveData.intent("place", ("1,0",), ("V",), options=(("turn", "r0"), ("spot", "city:n")))}
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


def test_the_core_explains_a_tile_that_does_not_fit_and_a_follower_on_a_taken_feature():
    """Issue 24 (rules ``place``, ``follower``): in a real game, a tap beside the tiles where
    the drawn tile touches nothing, and a follower on a road or city a follower of the earlier
    tile already holds, each get the core's specific refusal (its rule id, its words)."""
    match = Match.new("carcassonne", ["A", "B"], {"halflings": "off"}, 3)
    legal = tuple(match.move_data())
    sel = inputs.default_selection(legal)
    far = core_explains(match, inputs.tap(legal, {}, sel, "9,9")["explain"])
    assert far.rule == "carcassonne/place", far
    assert far.plain and far.reason("en") != far.reason("nl")
    taken = None
    for _ in range(40):  # play on until a placement has a spot its feature's owner blocks
        legal = tuple(match.move_data())
        for m in legal:
            if m.verb != "place" or m.option("spot"):
                continue
            listed = {x.option("spot") for x in legal if x.squares == m.squares and x.tiles == m.tiles
                      and x.option("turn") == m.option("turn")}
            sel = inputs.write(inputs.Sel(m.tiles[0], m.option("turn"), m.squares[0], True))
            for spot in ("road:n", "road:e", "road:s", "road:w", "city:n", "city:e", "city:s", "city:w"):
                if spot in listed:
                    continue
                intent = inputs.tap(legal, {}, sel, "spot:" + spot)["explain"]
                why = match.game.explain_intent(match.state, intent)  # None: another name of a listed spot
                if why and why.rule == "carcassonne/follower" and "already holds a follower" in why.reason("en"):
                    taken = core_explains(match, intent)
                    break
            if taken:
                break
        if taken:
            break
        match.play(max(legal, key=lambda m: (m.option("spot") != "", m.text)).text)  # followers out
    assert taken is not None and taken.message("nl") != taken.message("en")


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
    answers = list(_answers(moves))
    check_answers([a for a in answers if "explain" not in a], moves, RULE_IDS)
    listed = {m.text for m in moves}
    for a in answers:
        if "explain" not in a:
            continue
        why = GAME.explain_intent(match.state, a["explain"])
        if why is None:  # another spelling of a listed move (a spot named by another side)
            assert cc_notation.canonical(cc_intents.write(a["explain"])) in listed, a
        else:
            assert core_explains(match, a["explain"]).rule in RULE_IDS
