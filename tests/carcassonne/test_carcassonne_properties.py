"""Hypothesis properties of the Carcassonne rules over random positions and random
placement attempts: ``apply`` accepts a placement exactly when its canonical spelling is
listed by ``legal_moves`` (one source of legality, rule ``place``), a refusal changes nothing
and names a Carcassonne rule, and a listed move survives a round trip through the notation."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from core.carcassonne import GAME, notation
from core.carcassonne.board import CORNERS, ROTATIONS
from core.carcassonne.data import ALL_TILES
from core.errors import RuleError
from core.match import Match

SPOTS = ("", "road:n", "road:e", "road:s", "road:w", "road:d", "city:n", "city:e", "city:s",
         "city:w", "city:d", "field:nnw", "field:ene", "field:sse", "field:wsw", "field:dne",
         "field:dsw", "monastery")


@st.composite
def positions(draw):
    """A game played at random for some turns (with or without half tiles)."""
    options = draw(st.sampled_from([{"halflings": "off"}, {}, {"halflings": "draft"}]))
    players = draw(st.integers(2, 5))
    match = Match.new("carcassonne", [f"P{i}" for i in range(players)], options,
                      draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 60))):
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[draw(st.integers(0, len(legal) - 1))])
    return match.state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_apply_accepts_exactly_the_listed_placements(state, data):
    legal = set(GAME.legal_moves(state))
    view = GAME.view(state, GAME.to_move(state))
    names = sorted({view["drawn"] or "A", *(h for hand in view["hands"] if hand for h in hand)})
    name = data.draw(st.sampled_from(names))
    near = sorted({(p["x"], p["y"]) for p in view["pieces"]})
    x0, y0 = data.draw(st.sampled_from(near))
    x, y = x0 + data.draw(st.integers(-1, 1)), y0 + data.draw(st.integers(-1, 1))
    turn = data.draw(st.sampled_from(CORNERS if ALL_TILES[name].half else ROTATIONS))
    spot = data.draw(st.sampled_from(SPOTS)) if data.draw(st.booleans()) else ""
    text = f"{name} {x},{y} {turn} {spot}".strip()
    before = GAME.digest(state)
    try:
        after = GAME.apply(state, text)
    except RuleError as e:
        assert e.rule.startswith(("carcassonne/", "core/")), e.rule
        assert e.nl != e.en
        assert GAME.digest(state) == before
        try:
            canonical = notation.canonical(text)
        except RuleError:
            return
        assert canonical not in legal, text
        return
    assert notation.canonical(text) in legal
    event("accepted")
    assert GAME.to_move(after) != GAME.to_move(state) or GAME.is_over(after) \
        or GAME.chance_kind(after) is not None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_listed_moves_are_canonical(state):
    for move in GAME.legal_moves(state):
        assert notation.canonical(move) == move
        assert notation.canonical(move.lower()) == move
