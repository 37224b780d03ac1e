"""Golden tests for the Stad en Land move rules (issue 2, section 3).

Every expected value here was worked out by hand from the spec on the boards drawn below,
never taken from the engine's output. Legend: ``C`` city, ``W``/``B`` White's/Black's land,
``.`` free land. Files a-f left to right, ranks 1-6 bottom to top.
"""

from __future__ import annotations

import pytest

from core.errors import ReplayError
from core.match import Match
from core.stad_en_land import GAME
from core.stad_en_land.board import INDEX
from core.stad_en_land.rules import remove_dead_ends
from core.stad_en_land.state import FREE, State

from .helpers import owner, record, refused, replay, view

# --- EIGHT: eight cities ring the single land square b2 ------------------------------------
#  6  .  .  .  .  .  .
#  5  .  .  .  .  .  .
#  4  .  .  .  .  .  .
#  3  C  C  C  .  .  .        b2 touches all eight cities (king adjacency);
#  2  C  .  C  .  .  .        the outer land touches a3 b3 c3 c2 c1.
#  1  C  C  C  .  .  .
#     a  b  c  d  e  f
EIGHT = "a1 b1 c1 a2 c2 a3 b3 c3"

# --- CHAIN: Black walls row 2, then cuts White's route a1-b1-c1 off from e1 ----------------
#  6  .  .  C  .  .  C
#  5  .  C  .  C  .  .
#  4  .  .  .  .  .  .
#  3  C  .  .  .  .  C        position before Black's d2-d1 (turn 6):
#  2  B  B  B  B  .  .        White a1-b1-c1 (open end c1) heads for e1 via d1.
#  1  C  W  W  .  C  .
#     a  b  c  d  e  f
CHAIN = "a1 a3 e1 b5 d5 f3 f6 c6"
CHAIN_TURNS = ["pass", "a3-a2 a2-b2", "pass", "b2-c2 c2-d2", "a1-b1 b1-c1"]

# --- CROSS: diagonal links cross --------------------------------------------------------------
#  4  .  W  B  .  .  C        White b2-c3, c3-b4; Black c2-b3, b3-c4:
#  3  .  B  W  .  .  .        b2-c3 crosses c2-b3 and c3-b4 crosses b3-c4.
#  2  .  C  C  .  .  .
#  1  C  .  .  .  C  .
#     a  b  c  d  e  f        (more cities: a5 d6 f6)
CROSS = "b2 c2 a5 d6 f6 f4 e1 a1"


# -- board and cities ----------------------------------------------------------------------
def test_cities_chance_line_places_eight_cities():
    """The `* cities` line places exactly the eight named squares as cities (any case)."""
    match = replay("C3 b3 A3 c2 a2 C1 b1 a1")
    assert sorted(view(match)["cities"]) == sorted(EIGHT.split())
    assert owner(match) == {}
    assert "* cities c3 b3 a3 c2 a2 c1 b1 a1\n" in match.record_text()


@pytest.mark.parametrize("line", [
    "a1 b1 c1 a2 c2 a3 b3",             # seven squares
    "a1 b1 c1 a2 c2 a3 b3 c3 d3",       # nine squares
    "a1 b1 c1 a2 c2 a3 b3 b3",          # a square twice
    "a1 b1 c1 a2 c2 a3 b3 g3",          # off the board (files a-f)
    "a1 b1 c1 a2 c2 a3 b3 c7",          # off the board (ranks 1-6)
    "a1 b1 c1 a2 c2 a3 b3 c0",
])
def test_cities_bad_chance_line_refused(line):
    """A cities line that is not eight distinct squares a1..f6 is refused on its line."""
    text = record(line)
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    assert info.value.rule == "stad-en-land/cities"
    assert info.value.line == 6


def test_cities_wrong_chance_word_refused():
    """A chance line that is not `cities` is refused."""
    text = record(EIGHT).replace("* cities", "* towns")
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    assert (info.value.rule, info.value.line) == ("stad-en-land/cities", 6)


def test_cities_second_chance_line_refused():
    """The cities are placed once; a second cities line is unexpected chance."""
    text = record(EIGHT, ["a1-b2"]) + "* cities d1 d2 d3 d4 d5 d6 e1 e2\n"
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    assert (info.value.rule, info.value.line) == ("core/unexpected-chance", 8)


@pytest.mark.parametrize("adjacency, a1, f6", [
    ("king", ["a1-a2", "a1-b1", "a1-b2"], ["f6-e5", "f6-e6", "f6-f5"]),
    ("orthogonal", ["a1-a2", "a1-b1"], ["f6-e6", "f6-f5"]),
])
def test_board_corners_have_three_or_two_neighbours(adjacency, a1, f6):
    """a1 and f6 are opposite corners of the 6x6 board: 3 king neighbours, 2 orthogonal."""
    legal = replay(CHAIN, adjacency=adjacency).legal_moves()
    assert [m for m in legal if m.startswith("a1-")] == a1
    assert [m for m in legal if m.startswith("f6-")] == f6


@pytest.mark.parametrize("bad", ["f6-f7", "f6-g6", "a0-a1", "a1-a0", "g1-f1"])
def test_board_has_no_squares_beyond_a1_f6(bad):
    """Files run a-f and ranks 1-6; other squares do not exist."""
    refused(CHAIN, [], bad, "stad-en-land/notation")


# -- segments ----------------------------------------------------------------------------
def test_segment_first_turn_exact_list_king():
    """King adjacency: from each city to each adjacent free square whose land reaches another city."""
    assert replay(EIGHT).legal_moves() == [
        "a1-b2", "a2-b2", "a3-a4", "a3-b2", "a3-b4", "b1-b2", "b3-a4", "b3-b2", "b3-b4",
        "b3-c4", "c1-b2", "c1-d1", "c1-d2", "c2-b2", "c2-d1", "c2-d2", "c2-d3", "c3-b2",
        "c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-d4", "pass"]


def test_segment_first_turn_exact_list_orthogonal():
    """Orthogonal adjacency: only the four side neighbours count, so a1 has no free neighbour."""
    assert replay(EIGHT, adjacency="orthogonal").legal_moves() == [
        "a2-b2", "a3-a4", "b1-b2", "b3-b2", "b3-b4", "c1-d1", "c2-b2", "c2-d2", "c3-c4",
        "c3-d3", "pass"]


def test_segment_diagonal_refused_with_orthogonal_adjacency():
    """With adjacency=orthogonal a diagonal step is not a segment."""
    err = refused(EIGHT, [], "a1-b2", "stad-en-land/segment", adjacency="orthogonal")
    assert "b2" in err.en.lower() and "a1" in err.en.lower()


@pytest.mark.parametrize("bad", [
    "a2-a3",    # city to city is never a segment
    "b2-a1",    # the link b2-a1 exists already
    "d4-d5",    # d4 is free land, not an anchor
    "b2-d4",    # not adjacent
])
def test_segment_refusals(bad):
    """Segments that break the anchor, adjacency, city-to-city or existing-link rules."""
    refused(EIGHT, ["a1-b2", "pass"], bad, "stad-en-land/segment")


def test_segment_from_opponents_land_refused():
    """A square of the opponent is not an anchor."""
    refused(CHAIN, CHAIN_TURNS[:4], "a2-b3", "stad-en-land/segment")


def test_segment_claims_square_and_links_city():
    """X-Y to free land claims Y linked to X; X-Y to a city only adds the link."""
    match = replay(EIGHT, ["a1-b2", "pass", "b2-b1"])
    v = view(match)
    assert v["owner"] == {"b2": 0}
    assert sorted(map(sorted, v["links"][0])) == [["a1", "b2"], ["b1", "b2"]]
    assert v["links"][1] == []


def test_occupied_squares_are_never_shared():
    """Neither player may build on a land square that already holds a segment."""
    refused(CROSS, ["b2-c3"], "c2-c3", "stad-en-land/occupied")
    refused(CHAIN, CHAIN_TURNS[:4], "a1-a2", "stad-en-land/occupied")
    refused(CROSS, ["b2-c3", "c2-b3"], "b3-c3", "stad-en-land/occupied")


def test_crossing_diagonal_links_may_cross():
    """White b2-c3 and Black c2-b3 cross, as do Black b3-c4 and White c3-b4."""
    match = replay(CROSS, ["b2-c3"])
    assert "c2-b3" in match.legal_moves()
    match.play("c2-b3")
    # Black must go on from b3; b3-b2 reaches a city that is new to Black
    assert match.legal_moves() == ["b3-a2", "b3-a3", "b3-a4", "b3-b2", "b3-b4", "b3-c4"]
    match.play("b3-c4")
    # a new turn (pass allowed); White must go on from c3; c3-b4 crosses Black's b3-c4, c3-c2 reaches a new city
    assert match.legal_moves() == ["c3-b4", "c3-c2", "c3-d2", "c3-d3", "c3-d4", "pass"]
    match.play("c3-b4")
    v = view(match)
    assert v["owner"] == {"c3": 0, "b4": 0, "b3": 1, "c4": 1}
    assert {frozenset(l) for l in v["links"][0]} == {frozenset(("b2", "c3")), frozenset(("c3", "b4"))}
    assert {frozenset(l) for l in v["links"][1]} == {frozenset(("c2", "b3")), frozenset(("b3", "c4"))}


# -- open ends and forced continuation ----------------------------------------------------
def test_forced_continuation_within_a_turn():
    """After a1-b1 White's open end b1 is the only anchor: b1-c1 is the one legal move."""
    match = replay(CHAIN, CHAIN_TURNS[:4] + ["a1-b1"])
    assert view(match)["open_ends"] == [["b1"], ["d2"]]
    assert match.legal_moves() == ["b1-c1"]


def test_forced_continuation_refuses_other_anchors():
    """While White has an open end, a segment from a city is refused."""
    err = refused(CHAIN, CHAIN_TURNS[:4] + ["a1-b1"], "e1-e2", "stad-en-land/forced-continuation")
    assert "b1" in err.en


def test_forced_continuation_at_start_of_next_turn():
    """An open end left at the end of a turn must be continued next turn (or the turn passed)."""
    match = replay(CHAIN, CHAIN_TURNS[:3])
    # Black's b2 has one link (to a2); a3 is already in Black's network, a2 is Black's own
    assert match.to_move() == 1
    assert match.legal_moves() == ["b2-a1", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3", "pass"]


def test_forced_continuation_first_segment_of_turn():
    """A segment from a city makes an open end that the second segment must start from."""
    match = replay(CHAIN, ["pass", "a3-a2"])
    assert match.to_move() == 1
    assert match.legal_moves() == ["a2-a1", "a2-b1", "a2-b2", "a2-b3"]


def test_forced_continuation_anchor_errors_in_the_view():
    """The mover's view says why a tapped square cannot start a segment (``anchor_errors``,
    absent where one can), so the page explains a tap without asking the rules."""
    def anchor_error(state, sq):
        errors = GAME.view(state, GAME.to_move(state))["anchor_errors"]
        return errors.get(sq)

    match = replay(CHAIN, CHAIN_TURNS[:4] + ["a1-b1"])
    assert anchor_error(match.state, "b1") is None
    err = anchor_error(match.state, "e1")
    assert err["rule"] == "stad-en-land/forced-continuation" and err["nl"] != err["en"]
    assert anchor_error(match.state, "b2")["rule"] == "stad-en-land/segment"   # Black's land
    assert anchor_error(match.state, "e4")["rule"] == "stad-en-land/segment"   # free land
    assert "anchor_errors" not in GAME.view(match.state, 1 - GAME.to_move(match.state))
    assert "anchor_errors" not in GAME.view(match.state, None)
    match = replay(CHAIN, CHAIN_TURNS + ["d2-d1 d1-e1"])
    assert anchor_error(match.state, "a1")["rule"] == "stad-en-land/no-new-warehouse"
    assert anchor_error(match.state, "e1") is None


# -- new warehouses only -------------------------------------------------------------------
def test_no_new_warehouse_to_city_already_in_network():
    """b2-a3 is refused: a3 is already in Black's network through a2."""
    refused(CHAIN, CHAIN_TURNS[:3], "b2-a3", "stad-en-land/no-new-warehouse")


def test_no_new_warehouse_pocket_reaching_only_own_city():
    """After the removal, b1 and c1 form a pocket that touches only a1: a1-b1 is unproductive."""
    turns = CHAIN_TURNS + ["d2-d1 d1-e1"]
    match = replay(CHAIN, turns)
    assert match.to_move() == 0
    assert not [m for m in match.legal_moves() if "b1" in m or "c1" in m or m.startswith("a1")]
    refused(CHAIN, turns, "a1-b1", "stad-en-land/no-new-warehouse")


# -- automatic removal -------------------------------------------------------------------
def test_removal_chain_after_cut_off():
    """Black's d2-d1 leaves c1 dead, then b1 dead: both are removed and logged on that step."""
    match = replay(CHAIN, CHAIN_TURNS)
    assert owner(match) == {"a2": 1, "b2": 1, "c2": 1, "d2": 1, "b1": 0, "c1": 0}
    match.play("d2-d1")
    assert match.events[-1] == [{"kind": "removed", "seat": 0, "squares": ["b1", "c1"]}]
    v = view(match)
    assert v["owner"] == {"a2": 1, "b2": 1, "c2": 1, "d2": 1, "d1": 1}
    assert v["links"][0] == []
    assert v["open_ends"] == [[], ["d1"]]
    # Black's d1 may now also turn into the freed c1, whose land reaches a1
    assert match.legal_moves() == ["d1-c1", "d1-e1", "d1-e2"]


def test_removal_chain_stops_at_branch_point():
    """Only the dead end c1 goes: its parent b1 still links a1 and b2, so it is no open end."""
    #  3  .  .  C  .  .  C     White a1-b1, b1-b2, b1-c1 (branch, open end c1);
    #  2  .  C  B  B  .  .     Black c3-c2-d2, then d2-d1 cuts c1 off from e1
    #  1  C  W  W  .  C  .     (b2 is already White's: no new city for c1).
    cities = "a1 b2 c3 e1 f6 a5 d5 f3"
    match = replay(cities, ["a1-b1", "c3-c2 c2-d2", "b1-b2 b1-c1"])
    assert view(match)["open_ends"] == [["c1"], ["d2"]]
    match.play("d2-d1")
    assert match.events[-1] == [{"kind": "removed", "seat": 0, "squares": ["c1"]}]
    v = view(match)
    assert v["owner"] == {"b1": 0, "c2": 1, "d2": 1, "d1": 1}
    assert {frozenset(l) for l in v["links"][0]} == {frozenset(("a1", "b1")), frozenset(("b1", "b2"))}
    assert v["open_ends"] == [[], ["d1"]]


def test_removal_not_before_the_cut():
    """Black's walling segments and White's route cause no removal (no event) before the cut."""
    match = replay(CHAIN, CHAIN_TURNS)
    assert all(not ev for ev in match.events)


def test_removal_of_both_players_at_once():
    """All dead open ends of a round go together, so neither removal can revive the other."""
    # orthogonal; White a5-a6 (open end a6), Black b5-c5-c6-b6 (open end b6).
    # a6 alone would revive b6 (a6 touches a5, new to Black) and vice versa (b6 touches c6).
    sq = INDEX.__getitem__
    cities = tuple(sorted(sq(c) for c in ("a5", "b5", "c6", "f1", "e1", "d1", "f3", "e4")))
    own = [FREE] * 36
    own[sq("a6")] = 0
    own[sq("b6")] = own[sq("c5")] = 1
    link = lambda a, b: tuple(sorted((sq(a), sq(b))))
    state = State(adjacency="orthogonal", cities=cities, owner=tuple(own),
                  links=((link("a5", "a6"),), tuple(sorted([link("c5", "c6"), link("b5", "c5"), link("b6", "c6")]))),
                  to_move=0, left=2, first_turn=False)
    after, removed = remove_dead_ends(state)
    assert sorted(removed) == [(0, sq("a6")), (1, sq("b6"))]
    assert after.owner[sq("a6")] == after.owner[sq("b6")] == FREE
    assert after.owner[sq("c5")] == 1
    assert after.links == ((), tuple(sorted([link("c5", "c6"), link("b5", "c5")])))


# -- notation ------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["c3b4", "c3-g4", "c3--b4", "c3-b4-a5", "c 3-b4", "passen", "x"])
def test_notation_refused(bad):
    """Anything but `x-y` with squares a1..f6, or `pass`, is not a move."""
    refused(EIGHT, [], bad, "stad-en-land/notation")


def test_notation_is_case_insensitive_and_written_lower_case():
    """`A1-B2` and `PASS` are accepted and written into the record in lower case."""
    match = replay(EIGHT, ["A1-B2", "PASS"])
    assert match.record_text().splitlines()[-2:] == ["a1-b2", "pass"]
