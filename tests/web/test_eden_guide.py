"""Native tests of Eden's help for first-time players (``app.games.eden.hints`` and the
renderer's hooks): the hint layer marks exactly the squares a tap acts on, the step help names
rules that exist, counted texts say "1 card", and the turn line says "bidding" once the
stepper shows."""

from __future__ import annotations

import random

from app import frame as frames
from app.games.eden import RENDERER, hints, texts
from app.games.eden import input as inputs
from core.eden import GAME
from core.eden.ruleids import RULE_IDS
from core.match import Match
from test_eden_input import hand_state, mover_view


def test_with_nothing_picked_the_hints_are_the_irrigation_squares():
    match = Match.new("eden", ["A", "B", "C"], {}, 3)
    view = mover_view(match.state)
    legal = match.legal_moves()
    moves = tuple(GAME.move_data(match.state))
    waters = sorted({m.split()[1] for m in legal if m.startswith("water ")})
    assert waters and sorted(hints.hint_targets(moves, view, None)) == waters
    frame = frames.build(match, private=True, revealed=match.to_move())
    assert frame.actor == view
    assert RENDERER.hint_targets(frame, None) == hints.hint_targets(moves, view, None)
    behind = frames.build(match, private=True, revealed=None)     # the hand-over is due
    assert behind.handover and behind.legal == () and RENDERER.hint_targets(behind, None) == []


def test_with_a_card_picked_the_hints_are_the_squares_of_its_legal_placements():
    state = hand_state(("L3",), ("C3", "D3", "E3", "C4", "D4", "E4", "C2", "D2", "E2"))
    view = mover_view(state)
    legal = GAME.legal_moves(state)
    moves = tuple(GAME.move_data(state))
    sel = "card L3 0"  # a card and its rotation, as a tap on the hand selects it
    got = hints.hint_targets(moves, view, sel)
    card, rot = inputs.card_rotation(inputs.parse_selection(sel, view), view)
    expected = set()
    for p in inputs.legal_grows(view, card, rot):
        if p["move"] in legal:
            expected |= set(p["squares"])
    assert got and set(got) == expected and len(got) == len(set(got))
    # every marked square is one a tap acts on: the tap answers with a selection or a move
    for sq in got:
        answer = inputs.tap(moves, view, sel, sq)
        assert "error" not in answer, sq


def test_the_step_help_names_an_existing_rule_in_every_state_of_random_games():
    rng = random.Random(7)
    seen = set()
    for seed in range(4):
        match = Match.new("eden", ["A", "B", "C"], {}, seed)
        for _ in range(120):
            if match.over:
                break
            frame = frames.build(match, private=True, revealed=match.to_move())
            for lang in ("nl", "en"):
                step = RENDERER.step_help(frame, None, lang)
                assert step is not None and step.text
                assert step.rule in RULE_IDS, step.rule
                seen.add(step.rule)
            match.play(rng.choice(list(frame.legal)))
    assert {"eden/turn", "eden/irrigation"} <= seen


def test_counted_texts_use_the_singular_for_one():
    assert texts.tn("en", "eden_cards_n", 1) == "1 card"
    assert texts.tn("en", "eden_cards_n", 2) == "2 cards"
    assert texts.tn("nl", "eden_deck_line", 1).endswith("1 kaart")


def test_the_turn_line_says_bidding_once_targets_are_chosen():
    view = {"to_move": 0, "conquest": {"bids": [], "targets": ["D4"]}}
    assert texts.turn_details(view, "en") == [texts.t("en", "eden_phase_auction")]
    view["conquest"]["targets"] = []
    assert texts.turn_details(view, "en") == [texts.t("en", "eden_phase_choose")]


def test_the_legend_explains_every_symbol_in_both_languages():
    for lang in ("nl", "en"):
        for key in ["legend_" + n for n in hints.LEGEND] + [f"legend_name_{v}" for v in range(1, 5)]:
            assert texts.t(lang, key) != key
