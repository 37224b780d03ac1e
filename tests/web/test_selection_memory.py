"""Native tests of the selection kept across a reload or Back (web/app/selection_memory.py,
issue 24): given back only for the same saved game in the same position; anything stored
that is not of its form is ignored, never shown."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from app import selection_memory as memo
from test_session import FakeStorage


def test_a_selection_comes_back_only_in_the_position_it_was_made_in():
    storage = FakeStorage()
    memo.remember(storage, "s1", 4, "E:r90:0,1")
    assert memo.recall(storage, "s1", 4) == "E:r90:0,1"
    assert memo.recall(storage, "s1", 5) is None, "a move was made since"
    assert memo.recall(storage, "s2", 4) is None, "another game"
    memo.remember(storage, "s1", 4, None)
    assert memo.recall(storage, "s1", 4) is None, "cleared"


def test_without_a_save_id_nothing_is_kept():
    storage = FakeStorage()
    memo.remember(storage, None, 0, "x")
    assert memo.recall(storage, None, 0) is None
    assert storage.data == {}


@given(st.one_of(st.text(max_size=30), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8).map(json.dumps)))
def test_hostile_stored_text_is_ignored(raw):
    storage = FakeStorage()
    storage.set(memo.KEY + "s1", raw)
    got = memo.recall(storage, "s1", 3)
    assert got is None or (isinstance(got, str) and json.loads(raw)["at"] == 3)


class _Frame:
    def __init__(self, handover: bool, at_current: bool = True, moves: tuple = ("m",)) -> None:
        self.handover, self.at_current, self.moves = handover, at_current, moves


class _Session:
    save_id, view = "s1", 4


class _Board:
    selected = None

    def select(self, selected, moves) -> None:
        self.selected = selected


def test_behind_a_hand_over_screen_the_selection_waits_for_its_seat():
    """Issue 24 (Keyflower's chosen workers, Eden's chosen card after a reload or Back): the
    hand-over screen neither shows nor forgets the stored selection; once the device is
    taken (no hand-over due) it comes back; an earlier position shown forgets it."""
    storage = FakeStorage()
    memo.keep(storage, _Session, "t=alehouse;c=red;n=2", _Frame(handover=False))
    memo.keep(storage, _Session, None, _Frame(handover=True))   # the screen after a reload
    board = _Board()
    memo.give_back(storage, _Session, board, _Frame(handover=True))
    assert board.selected is None, "not shown behind the hand-over screen"
    memo.give_back(storage, _Session, board, _Frame(handover=False))
    assert board.selected == "t=alehouse;c=red;n=2"
    memo.keep(storage, _Session, "x", _Frame(handover=False, at_current=False))
    assert memo.recall(storage, "s1", 4) is None
