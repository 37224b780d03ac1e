"""Keyflower's taps, buttons and board layout (web/app/games/keyflower/input.py and
layout.py), natively, on positions of random games: every move the panel prepares is one of
the core's legal moves, every answer to any tap or button is a selection, a legal move, or a
move the core refuses with a rule (never anything else), and no two things on the board lie
on top of each other."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.keyflower import input as inputs
from app.games.keyflower import layout
from move_picking import core_explains
from core.keyflower import GAME
from core.match import Match
from tests.keyflower.keyflower_helpers import play, road_village

NAMES = ["Ann", "Bob", "Cas", "Dee"]


def _random_game(seed: int, steps: int, players: int) -> tuple[Match, int]:
    """A random game of ``steps`` moves or fewer (when it ends sooner); the moves played."""
    m = Match.new("keyflower", NAMES[:players], {"final": "ask"}, seed=seed)
    rnd = random.Random(seed)
    played = 0
    while played < steps and not m.over:
        m.play(rnd.choice(m.legal_moves()))
        played += 1
    return m, played


def position(seed: int, steps: int, players: int = 3) -> Match:
    return _random_game(seed, steps, players)[0]


def live_position(seed: int, steps: int, players: int = 3) -> Match:
    """:func:`position`, or the position before the last move when that game ends sooner
    (random games end after some 70 to 200 moves): someone is always to move."""
    m, played = _random_game(seed, steps, players)
    if m.over:
        m = position(seed, played - 1, players)
    assert not m.over and m.legal_moves()
    return m


def answer_is_sound(m: Match, result: dict) -> None:
    """A selection, a listed move, or an intent (fields) the core explains with a rule."""
    assert set(result) <= {"select", "play", "explain"} and len(result) == 1, result
    if "play" in result:
        assert result["play"] in m.legal_moves(), result
    elif "explain" in result:
        assert core_explains(m, result["explain"]).rule.startswith(("keyflower/", "core/"))
    else:
        assert result["select"] is None or isinstance(result["select"], str)


def test_every_prepared_worker_move_is_listed_whatever_the_buttons():
    m = position(2, 3)
    legal, moves = m.legal_moves(), m.move_data()
    tiles = sorted({w.tile for w in inputs.workers(moves)})
    assert len(tiles) > 1, "this position is meant to offer worker moves on several tiles"
    for tile in tiles:
        sel = inputs.tap(moves, m.game.view(m.state, m.state.to_move()), None, "t:" + tile)["select"]
        for arg in ("n:+1", "n:+1", "n:-1", "verb:use", "verb:bid", "col:red", "col:yellow",
                    "from:-", "choice:wood"):
            cur = inputs.current(moves, inputs.parse(sel))
            if cur is None:  # a colour the tile does not take: the focus is dropped
                assert "t" not in inputs.parse(sel) and arg.startswith("col:")
                break
            assert cur.text in legal, sel
            sel = inputs.action(moves, {}, sel, arg).get("select", sel)
        go = inputs.action(moves, {}, sel, "go")
        assert go.get("play") in legal or go.get("select") == sel


def test_second_tap_on_the_tile_in_focus_places_the_workers():
    m = position(2, 3)
    moves, view = m.move_data(), m.game.view(m.state, m.state.to_move())
    tile = inputs.workers(moves)[0].tile
    sel = inputs.tap(moves, view, None, "t:" + tile)["select"]
    assert inputs.tap(moves, view, sel, "t:" + tile) == {"play": inputs.current(moves, inputs.parse(sel)).text}


def test_a_chosen_colour_the_tile_does_not_take_asks_the_core():
    m = position(2, 3)
    legal, moves, view = m.legal_moves(), m.move_data(), m.game.view(m.state, m.state.to_move())
    for tile in sorted({w.tile for w in inputs.workers(moves)}):
        missing = [c for c in inputs.COLOURS if all(w.colour != c for w in inputs.on_tile(moves, tile))]
        if missing:
            result = inputs.tap(moves, view, f"c={missing[0]}", "t:" + tile)
            assert "explain" in result and result["explain"].colour == missing[0]
            answer_is_sound(m, result)
            return
    raise AssertionError("no tile refuses a colour here")


def _phase_position(phase: str) -> Match:
    for seed in range(40):
        m = Match.new("keyflower", NAMES[:2], {}, seed=seed)
        rnd = random.Random(seed)
        for _ in range(400):
            if m.state.phase == phase:
                return m
            legal = m.legal_moves()
            homes = [x for x in legal if x.startswith("use home")]
            m.play(rnd.choice(homes) if homes and rnd.random() < 0.5 else rnd.choice(legal))
    raise AssertionError(phase)


def test_building_previews_then_places_and_turning_keeps_only_cells_that_fit():
    m = _phase_position("build")
    moves, view = m.move_data(), m.game.view(m.state, m.state.to_move())
    sel = inputs.default_selection(moves)
    s = inputs.parse(sel)
    cells = inputs.placements(moves)[(s["t"], int(s["r"]))]
    sel = inputs.tap(moves, view, sel, "c:" + cells[0])["select"]
    assert inputs.parse(sel)["at"] == cells[0]
    assert inputs.tap(moves, view, sel, "c:" + cells[0]) == {"play": f"place {s['t']} {cells[0]} r{s['r']}"}
    for _ in range(7):
        sel = inputs.action(moves, {}, sel, "rot:+1")["select"]
        p = inputs.parse(sel)
        assert "at" not in p or p["at"] in inputs.placements(moves)[(p["t"], int(p["r"]))]


def test_transport_taps_the_source_then_the_destination():
    # home1 holds a wood and a gold, keywood lies one road step east (keyflower/transport)
    s = play(road_village(), "use home1 1 blue")
    legal, moves, view = GAME.legal_moves(s), GAME.move_data(s), GAME.view(s, GAME.to_move(s))
    assert {("wood", "home1", "keywood"), ("gold", "home1", "keywood")} <= set(inputs.carries(moves))
    sel = inputs.tap(moves, view, None, "t:home1")["select"]
    chosen = inputs.parse(sel)
    assert chosen["t"] == "home1" and chosen["k"] in ("wood", "gold")
    carry = f"carry {chosen['k']} home1 keywood"
    assert carry in legal
    assert inputs.tap(moves, view, sel, "t:keywood") == {"play": carry}
    # the other resource chosen first: that one is carried
    other = "gold" if chosen["k"] == "wood" else "wood"
    sel = inputs.write(chosen | {"k": other})
    assert inputs.tap(moves, view, sel, "t:keywood") == {"play": f"carry {other} home1 keywood"}


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250),
       taps=st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(["tap", "action"])),
                     min_size=1, max_size=6))
def test_any_tap_or_button_gives_a_sound_answer(seed, steps, taps):
    m = live_position(seed, steps, 2 + seed % 3)
    legal, moves = m.legal_moves(), m.move_data()
    view = m.game.view(m.state, m.state.to_move())
    lay = layout.layout(view, sorted({c for cs in inputs.placements(moves).values() for c in cs}),
                        view["to_move"] if view["phase"] == "build" else None)
    names = sorted(lay.places)
    args = ["go", "n:+1", "n:-1", "rot:+1", "rot:-1", "place", "offer", "cancel", "col:blue",
            "col:green", "verb:use", "from:-", "res:gold", "play:", "play:-1", f"play:{len(moves)}"]
    args += [f"play:{i}" for i in range(min(5, len(moves)))]  # listed moves, by their index
    sel = inputs.default_selection(moves)
    for k, kind in taps:
        if kind == "tap":
            result = inputs.tap(moves, view, sel, names[k % len(names)])
        else:
            result = inputs.action(moves, {}, sel, args[k % len(args)])
        answer_is_sound(m, result)
        sel = result.get("select", sel)
        sel = inputs.keep_selection(sel, view, moves)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400), players=st.integers(2, 6))
def test_nothing_on_the_board_lies_on_anything_else(seed, steps, players):
    m = position(seed, steps, players) if players <= 4 else _six(seed, steps, players)
    view = m.game.view(m.state, None)
    free = sorted({c for cs in inputs.placements(m.move_data()).values() for c in cs})
    lay = layout.layout(view, free, view["to_move"] if view["phase"] == "build" else None)
    pts = list(lay.places.values())
    assert len(lay.villages) == players and len(pts) > players  # a home tile each, and more
    for i, a in enumerate(pts):
        for b in pts[i + 1:]:
            assert math.dist(a, b) >= math.sqrt(3) - 1e-6
    boxes = [v.box for v in lay.villages]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


def _six(seed: int, steps: int, players: int) -> Match:
    m = Match.new("keyflower", ["A", "B", "C", "D", "E", "F"][:players], {}, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.over:
            break
        m.play(rnd.choice(m.legal_moves()))
    return m


def test_a_cell_is_found_from_its_own_centre():
    for q in range(-4, 5):
        for r in range(-4, 5):
            assert layout.nearest_cell(*layout.axial(q, r)) == (q, r)
