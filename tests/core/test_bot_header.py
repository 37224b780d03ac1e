"""The record's ``Bot`` headers (issue 25): which seats a computer plays, at which level, so a
saved game or a link reopens with the same bots; a record without them plays as before."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import bots, links
from core import record as rec
from core.errors import ReplayError, RuleError
from core.match import Match

HEAD = '[Game "stad-en-land"]\n[Version "1"]\n[Player "Ann"]\n[Player "Bob"]\n[Seed "7"]\n'


def _error(text: str) -> ReplayError:
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    err = info.value
    assert err.rule == "record/bad-bot"
    assert err.message("nl") and err.message("en") and err.message("nl") != err.message("en")
    return err


def test_record_levels_are_the_engines_levels():
    assert rec.BOT_LEVELS == tuple(bots.LEVELS)


def test_bot_header_is_read_written_and_replayed():
    match = Match.new("stad-en-land", ["Ann", "Bob"], seed=7, bots={1: "strong"})
    text = match.record_text()
    assert '[Bot "seat=1 level=strong"]' in text.splitlines()
    again = Match.from_record(text)
    assert again.bots == {1: "strong"} and again.state == match.state
    assert again.record_text() == text


def test_record_without_bot_header_has_people_everywhere_and_no_header_written():
    match = Match.from_record(HEAD)
    assert match.bots == {}
    assert "[Bot" not in match.record_text()


def test_bot_headers_written_in_seat_order_after_options():
    text = Match.new("eden", ["A", "B", "C"], seed=3, bots={2: "easy", 0: "normal"}).record_text()
    lines = [l for l in text.splitlines() if l.startswith("[")]
    assert lines[-2:] == ['[Bot "seat=0 level=normal"]', '[Bot "seat=2 level=easy"]']


@pytest.mark.parametrize("value", ["seat=1", "level=easy", "seat=x level=easy", "seat=-1 level=easy",
                                   "seat=1 level=easy extra", "1 easy", "seat=1  level=easy"])
def test_malformed_bot_header_on_its_line(value):
    err = _error(HEAD + f'[Bot "{value}"]\n')
    assert err.line == 6


def test_unknown_level_is_named():
    err = _error(HEAD + '[Bot "seat=1 level=hard"]\n')
    assert err.line == 6 and "'hard'" in err.message("en")


def test_seat_out_of_range_is_reported_on_its_line():
    err = _error(HEAD + '[Bot "seat=0 level=easy"]\n[Bot "seat=2 level=easy"]\n')
    assert err.line == 7 and "seat 2" in err.message("en")


def test_the_same_seat_twice_is_refused():
    err = _error(HEAD + '[Bot "seat=1 level=easy"]\n[Bot "seat=1 level=strong"]\n')
    assert err.line == 7


def test_new_match_refuses_a_bot_seat_that_does_not_exist():
    with pytest.raises(RuleError) as info:
        Match.new("stad-en-land", ["Ann", "Bob"], seed=1, bots={5: "easy"})
    assert info.value.rule == "record/bad-bot"


def test_a_link_carries_the_bots():
    match = Match.new("stad-en-land", ["Ann", "Bob"], seed=9, bots={0: "easy", 1: "normal"})
    again = Match.from_record(links.decode(links.encode(match.record_text())))
    assert again.bots == {0: "easy", 1: "normal"}


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.integers(0, 3), st.sampled_from(rec.BOT_LEVELS), max_size=4),
       st.integers(0, rec.MAX_SEED))
def test_bot_headers_round_trip(seats, seed):
    record = rec.Record("eden", ["A", "B", "C", "D"], seed, bots=seats)
    back = rec.parse(rec.format(record))
    assert back.bots == seats and back.extra == [] and back.players == record.players
    assert Match.from_record(rec.format(record)).bots == dict(sorted(seats.items()))
