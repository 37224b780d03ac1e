"""The final scoring asked of the players (option ``final=ask``, rule ``final``): Flipper,
the purple worker, assigning units, ``best`` and ``done``, each worked out by hand."""

from __future__ import annotations

from dataclasses import replace

from core.keyflower import GAME
from core.keyflower.board import Placed
from keyflower_helpers import play, spring, village
from tests.helpers import refused


def _final(start=0):
    """Three seats at the final scoring (``final=ask``), seat 0 to choose first. Seat 0:
    Flipper, Keywood (0/3), Stable (0/5); Scribes and Windmill; saw 2, pick 1, anvil 1;
    5 wood on its home tile."""
    s = replace(spring(), final="ask")
    s = village(s, 0, Placed("flipper", -1, 0), Placed("keywood", 1, 0), Placed("stable", 1, -1),
                Placed("scribes", 0, 1), Placed("windmill", 0, -1))
    s = s.with_seat(0, skills=(2, 1, 1), winter=()).with_placed(0, "home1", res=(5, 0, 0, 0))
    for seat in (1, 2):
        s = s.with_seat(seat, screen=(0, 0, 0, 0), skills=(0, 0, 0), winter=())
    return replace(s, phase="final", seat=start, start=start, auction=(), bids=(), uses=())


def test_flipper_first_then_the_purple_worker_then_units():
    s = _final()
    assert GAME.legal_moves(s) == ["flip home1", "flip keywood", "flip stable"]
    refused(s, "assign scribes anvil+pick+saw", "keyflower/final")
    s = play(s, "flip stable")
    assert "purple anvil" in GAME.legal_moves(s) and "best" in GAME.legal_moves(s)
    s = play(s, "purple anvil")
    s = play(s, "assign scribes saw+pick+anvil")      # one set: saw, pick, anvil
    refused(s, "assign scribes saw+pick+anvil", "keyflower/final")   # no second pick
    assert "assign scribes" not in " ".join(GAME.legal_moves(s))
    s = play(s, "assign windmill wood+wood+wood+wood+wood")
    s = play(s, "done")
    assert GAME.to_move(s) == 1


def test_the_asked_assignment_is_what_scores():
    s = play(_final(), "flip stable", "purple none", "assign windmill wood+wood+wood+wood+wood")
    for _ in range(3):
        s = play(s, "done")
    assert s.phase == "over"
    cats = GAME.outcome(s).breakdown[0]
    # Flipper 2 + Stable turned 5 = 7 printed; Windmill 5; no Scribes set assigned: 0.
    assert cats["tiles"] == 7 and cats["winter"] == 5


def test_best_assigns_everything_for_the_most_points():
    s = play(_final(), "flip stable", "best")
    # saw 2, pick 1, anvil 1: the purple worker cannot make a second Scribes set (that
    # needs a second pick and a second anvil), nor a second Windmill group: unused.
    assert s.seats[0].purple == "none"
    s = play(s, "done", "done")
    cats = GAME.outcome(s).breakdown[0]
    # Scribes: one set (saw+pick+anvil) = 10; Windmill 5 wood = 5.
    assert cats["winter"] == 15


def test_a_player_without_the_purple_worker_is_not_asked_for_it():
    s = play(_final(start=1), "purple none", "done")   # seat 1 starts: it holds the purple
    assert GAME.to_move(s) == 2
    s = play(s, "done")
    assert GAME.legal_moves(s) == ["flip home1", "flip keywood", "flip stable"]
    s = play(s, "flip keywood")
    assert not any(m.startswith("purple") for m in GAME.legal_moves(s))
