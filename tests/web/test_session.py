"""Native unit tests of web/app/session.py: undo/redo, shown position, autosave, links."""

from __future__ import annotations

import json

import pytest

from app.session import AUTOSAVE_KEY, PREVIOUS_KEY, SET_ASIDE_GAP, SET_ASIDE_KEY, HistoryView, Session
from core import links, registry
from core.errors import ReplayError, RuleError
from core.match import Match
from core.protocol import Game


class FakeStorage:
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        self.data[key] = value


def segment(session, index=0):
    return [m for m in session.legal_moves() if m != "pass"][index]


def new_session(seed=5, storage=None):
    s = Session(storage or FakeStorage())
    s.new_game("stad-en-land", ["Ann", "Bob"], {}, seed)
    return s


def test_new_game_is_autosaved_with_its_chance_line():
    s = new_session()
    saved = json.loads(s.storage.data[AUTOSAVE_KEY])
    assert saved["record"] == s.record_text()
    assert saved["view"] == s.length == 1 and saved["open"] is True
    assert "* cities" in saved["record"]


def test_undo_removes_the_last_move_and_redo_reapplies_it():
    s = new_session()
    s.play(segment(s))
    one = s.record_text()
    s.play(segment(s, -1))
    two = s.record_text()
    assert s.undo() and s.record_text() == one
    assert s.can_redo()
    assert s.redo() and s.record_text() == two
    assert not s.can_redo()


def test_undo_stops_before_the_setup():
    s = new_session()
    assert not s.can_undo() and s.undo() is False
    assert s.length == 1  # the cities line stays


def test_a_new_move_clears_redo():
    s = new_session()
    s.play(segment(s))
    s.play(segment(s, 0))
    s.undo()
    s.play(segment(s, -1))
    assert not s.can_redo()


class CoinGame(Game):
    """A test-only game: every move ``toss`` is followed by a chance line ``coin H|T``."""

    id = "test-coin"
    titles = {"nl": "Munt", "en": "Coin"}
    min_players = max_players = 1

    def setup(self, players, options):
        return ()

    def chance_kind(self, state):
        return "coin" if len(state) % 2 == 1 else None

    def draw_chance(self, state, rng):
        return "coin " + ("H" if rng.below(2) else "T")

    def apply_chance(self, state, line):
        if line not in ("coin H", "coin T"):
            raise RuleError("test-coin/coin", "munt", "coin")
        return state + (line[-1],)

    def to_move(self, state):
        return None if self.is_over(state) or self.chance_kind(state) else 0

    def legal_moves(self, state):
        return [] if self.to_move(state) is None else ["toss"]

    def apply(self, state, move):
        if move != "toss":
            raise RuleError("test-coin/toss", "gooi", "toss")
        return state + ("toss",)

    def is_over(self, state):
        return len(state) >= 8


@pytest.fixture
def coin_game(monkeypatch):
    game = CoinGame()
    monkeypatch.setitem(registry._MODULES, CoinGame.id, __name__)
    monkeypatch.setitem(registry._LOADED, CoinGame.id, game)
    return game


def test_redo_restores_exactly_the_undone_chance_lines(coin_game):
    """Redo gives back the undone chance line even where the PRNG would now draw another."""
    s = Session(FakeStorage())
    s.new_game(CoinGame.id, ["Ann"], {}, 3)
    s.play("toss")
    drawn = s.record_text().splitlines()[-1]
    other = "* coin H" if drawn == "* coin T" else "* coin T"
    lines = s.record_text().splitlines()[:-1] + [other]
    s.adopt(Match.from_record("\n".join(lines) + "\n"))
    assert s.undo()
    assert s.redo_stack == [["toss", other]]
    assert s.redo()
    assert s.record_text().splitlines()[-2:] == ["toss", other]
    assert not s.can_redo()


def test_history_view_refuses_moves_and_is_saved():
    s = new_session()
    s.play(segment(s))
    s.play(segment(s))
    s.show(1)
    assert not s.at_current
    with pytest.raises(HistoryView):
        s.play(segment(s))
    assert json.loads(s.storage.data[AUTOSAVE_KEY])["view"] == 1
    s.to_current()
    assert s.at_current


def test_an_illegal_move_changes_nothing():
    s = new_session()
    before, saved = s.record_text(), s.storage.data[AUTOSAVE_KEY]
    with pytest.raises(RuleError):
        s.play("a1-f6")
    assert s.record_text() == before and s.storage.data[AUTOSAVE_KEY] == saved


def test_resume_restores_record_view_and_redo():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    s.play(segment(s))
    s.undo()
    s.show(1)
    other = Session(storage)
    assert other.resume()
    assert other.record_text() == s.record_text()
    assert other.view == 1 and other.redo_stack == s.redo_stack


def test_close_marks_the_autosave_as_not_open():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.close()
    assert s.match is None
    summary = Session(storage).saved_summary()
    assert summary is not None and summary["open"] is False


def test_a_broken_link_changes_nothing():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    saved = storage.data[AUTOSAVE_KEY]
    payload = s.link_hash()[3:]
    with pytest.raises(RuleError) as info:
        s.open_link(payload[:-6])
    assert info.value.rule == "link/broken"
    with pytest.raises(RuleError):
        s.open_link(payload[:10] + "*" + payload[10:])
    assert storage.data[AUTOSAVE_KEY] == saved and PREVIOUS_KEY not in storage.data


def test_a_link_that_does_not_replay_names_the_line():
    s = new_session()
    s.play(segment(s))
    lines = s.record_text().splitlines()
    lines.append(lines[-1])
    with pytest.raises(ReplayError) as info:
        Session(FakeStorage()).open_link(links.encode("\n".join(lines) + "\n"))
    assert info.value.line == len(lines)


def test_a_good_link_puts_the_autosaved_game_aside():
    storage = FakeStorage()
    mine = new_session(seed=1, storage=storage)
    mine.play(segment(mine))
    my_record = mine.record_text()
    theirs = new_session(seed=2)
    theirs.play(segment(theirs))
    s = Session(storage)
    assert s.open_link(theirs.link_hash()[3:]) is True
    assert s.record_text() == theirs.record_text()
    assert json.loads(storage.data[PREVIOUS_KEY])["record"] == my_record
    s.restore_previous()
    assert s.record_text() == my_record
    assert json.loads(storage.data[AUTOSAVE_KEY])["record"] == my_record


def test_the_same_game_by_link_keeps_the_saved_view():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    s.play(segment(s))
    s.show(2)
    other = Session(storage)
    assert other.open_link(s.link_hash()[3:]) is False
    assert other.view == 2 and PREVIOUS_KEY not in storage.data


def test_link_hash_round_trips_through_the_core():
    s = new_session()
    s.play(segment(s))
    assert s.link_hash().startswith("#r=")
    assert Match.from_record(links.decode(s.link_hash()[3:])).record_text() == s.record_text()


def test_unreadable_autosave_is_ignored_and_kept():
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = json.dumps({"record": "[Game \"nope\"]\n[Seed \"1\"]\n", "view": 0})
    s = Session(storage)
    assert s.saved_summary() is None and s.resume() is False
    assert "nope" in storage.data[AUTOSAVE_KEY]
    storage.data[AUTOSAVE_KEY] = "{not json"
    assert Session(storage).resume() is False


def test_storage_failures_do_not_stop_play():
    class Broken(FakeStorage):
        def set(self, key, value):
            raise OSError("quota")

        def get(self, key):
            raise OSError("denied")

    s = new_session(storage=Broken())
    s.play(segment(s))
    assert s.length == 2 and s.saved_summary() is None


# -- bad saved data is set aside, never in the way (issue 9, item 4) ----------------------------

def _good_save():
    s = new_session()
    s.play(segment(s))
    return s.storage.data[AUTOSAVE_KEY]


@pytest.mark.parametrize("make_bad", [
    lambda good: good.replace('"view": 2', '"view": 1e999'),
    lambda good: good.replace('"view": 2', '"view": "two"'),
    lambda good: good.replace('"view": 2', '"view": 99'),
    lambda good: good.replace('"redo": []', '"redo": {"a": 1}'),
    lambda good: '{"record": 42, "view": 0}',
    lambda good: '[1, 2, 3]',
    lambda good: "not json {",
    lambda good: "[" * 100_000,
    lambda good: json.dumps({"record": json.loads(good)["record"].replace("[Seed", "[Sed"), "view": 0}),
], ids=["view-1e999", "view-text", "view-past-end", "redo-dict", "record-number", "list",
        "not-json", "deep-nesting", "record-no-replay"])
def test_bad_autosave_is_set_aside_and_the_session_starts_empty(make_bad):
    good = _good_save()
    assert '"view": 2' in good and '"redo": []' in good  # the mutations below apply
    bad = make_bad(good)
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = bad
    s = Session(storage)
    assert s.set_aside_bad_saves() is True
    assert storage.data[AUTOSAVE_KEY] == ""
    assert storage.data[SET_ASIDE_KEY] == bad  # kept exactly, for export
    assert s.set_aside_text() == bad
    assert s.saved_summary() is None and s.resume() is False and s.match is None
    assert s.set_aside_bad_saves() is False  # nothing left to set aside


def test_a_good_autosave_stays_and_resumes_with_one_replay(monkeypatch):
    good = _good_save()
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = good
    calls = []
    real = Match.from_record
    monkeypatch.setattr(Match, "from_record", staticmethod(lambda text: calls.append(1) or real(text)))
    s = Session(storage)
    assert s.set_aside_bad_saves() is False
    assert storage.data[AUTOSAVE_KEY] == good and SET_ASIDE_KEY not in storage.data
    assert s.saved_summary() is not None and s.resume() and s.view == 2
    assert len(calls) == 1  # checked, summarised and resumed from one replay
    s.play(segment(s))  # the resumed match is the session's own
    assert s.saved_summary()["match"] is not s.match


def test_bad_previous_game_is_set_aside_too_and_older_set_aside_data_is_kept():
    storage = FakeStorage()
    storage.data[SET_ASIDE_KEY] = "older"
    storage.data[PREVIOUS_KEY] = '{"record": "nonsense", "view": 0}'
    s = Session(storage)
    assert s.set_aside_bad_saves() is True
    assert storage.data[PREVIOUS_KEY] == "" and not s.has_previous()
    assert storage.data[SET_ASIDE_KEY] == '{"record": "nonsense", "view": 0}' + SET_ASIDE_GAP + "older"


def test_setting_aside_survives_a_storage_that_refuses_everything():
    class Broken:
        def get(self, key):
            raise RuntimeError("storage disabled")

        def set(self, key, value):
            raise RuntimeError("storage disabled")

    s = Session(Broken())
    assert s.set_aside_bad_saves() is False and s.set_aside_text() == ""


def test_resume_ignores_an_infinite_view_even_without_setting_aside():
    good = json.loads(_good_save())
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = json.dumps(good).replace('"view": 2', '"view": 1e999')
    s = Session(storage)
    assert s.resume() and s.view == s.length
