"""Native tests of Eden's first-time-player help (``app.games.eden.hints``): the hint layer
marks exactly the squares whose tap plays a legal move or lays the picked card in a legal
place, at every step of whole scripted games; every step has a "how this step works" text in
both languages naming a rule id that exists and is an anchor of the rules page."""

from __future__ import annotations

import pathlib
import re

from app.games.eden import hints
from app.games.eden import input as inputs
from core.eden import GAME
from core.eden.ruleids import RULE_IDS
from core.match import Match

SQUARES = [f"{c}{r}" for r in range(7, 0, -1) for c in "ABCDEFG"]
ANCHORS = set(re.findall(r'<section id="([a-z-]+)"',
                         (pathlib.Path(__file__).parents[2] / "core/eden/reference.html").read_text()))


def acting_squares(moves, selected, view) -> list[str]:
    """The squares whose tap does something legal: plays a legal move or selects a legal
    placement of the picked card."""
    legal = {m.text for m in moves}
    out = []
    for sq in SQUARES:
        answer = inputs.tap(moves, view, selected, sq)
        if answer.get("play") in legal or (
                answer.get("select") not in (None, selected) and answer["select"] in legal):
            out.append(sq)
    return out


def check_help(view, legal, selected, seen: set) -> None:
    nl = hints.step_help(legal, view, selected, "nl")
    en = hints.step_help(legal, view, selected, "en")
    assert nl is not None and en is not None
    assert nl.rule == en.rule and nl.rule in RULE_IDS and nl.rule.split("/")[1] in ANCHORS
    assert nl.text and en.text and nl.text != en.text
    seen.add(en.text)


def test_hints_mark_exactly_the_acting_squares_and_every_step_has_help():
    seen: set[str] = set()
    kinds = set()
    for seed in (1, 3, 4):
        m = Match.new("eden", ["a", "b", "c"], {}, seed)
        for _ in range(150):
            if m.over:
                break
            legal = m.legal_moves()
            moves = tuple(GAME.move_data(m.state))
            view = GAME.view(m.state, GAME.to_move(m.state))
            check_help(view, moves, None, seen)
            c = view["conquest"]
            if c is not None:
                marked = hints.hint_targets(moves, view, None)
                assert marked == acting_squares(moves, None, view)
                if any(x.startswith(("with ", "target ")) for x in legal):
                    assert marked
                    kinds.add("conquest")
                targets = [x for x in legal if x.startswith("target ")]
                if targets and not c["targets"]:
                    move = targets[0]
                elif "accept" in legal and len(c["bids"]) >= 2:
                    move = "accept"
                else:
                    bids = inputs.bid_range(moves)
                    move = f"bid {bids[0]}" if bids else ("accept" if "accept" in legal else "skip")
                m.play(move)
                continue
            found = next((x for x in moves if x.verb == "grow"), None)
            if found:
                grow, card = found.text, found.tiles[0]
                for rot in range(len(view["cards"][card]["rotations"])):
                    sel = f"card {card} {rot}"
                    marked = hints.hint_targets(moves, view, sel)
                    assert marked == acting_squares(moves, sel, view)
                    check_help(view, moves, sel, seen)
                    if marked:
                        kinds.add("grow")
                check_help(view, moves, grow, seen)
                assert hints.hint_targets(moves, view, grow) == \
                    hints.hint_targets(moves, view, f"card {card} {inputs.rotation_of(view, grow)}")
                m.play(grow)
                continue
            marked = hints.hint_targets(moves, view, None)
            assert marked == acting_squares(moves, None, view)
            water = [x for x in legal if x.startswith("water ")]
            assert marked == hints.reading_order(view, (w.split()[1] for w in water))
            if water and m.state.played < 2:
                kinds.add("water")
                m.play(water[-1])
                continue
            m.play("end" if "end" in legal else "pass")
    assert kinds == {"conquest", "grow", "water"}
    assert len(seen) >= 6  # the steps' texts differ: turn, second irrigation, place, confirm, end, conquest


def test_no_marks_and_no_help_without_the_device_or_after_the_end():
    m = Match.new("eden", ["a", "b", "c"], {}, 1)
    view = GAME.view(m.state, GAME.to_move(m.state))
    assert hints.hint_targets((), view, None) == []
    over = dict(view, over=True, to_move=None)
    assert hints.step_help((), over, None, "en") is None
