"""Native unit tests of web/app/session.py: undo/redo, shown position, saving, links, bad saved
data (the store of many games and the tabs: tests/web/test_saved_games.py)."""

from __future__ import annotations

import json

import pytest

from app import saved_games as store
from app.session import AUTOSAVE_KEY, PREVIOUS_KEY, SET_ASIDE_GAP, SET_ASIDE_KEY, HistoryView, Session
from core import links, registry
from core.errors import ReplayError, RuleError
from core.match import Match
from core.protocol import Game


class FakeStorage:
    """localStorage's behaviour: strings by key; ``limit`` characters in all (None: no limit),
    beyond which ``set`` answers False and stores nothing, like a full quota."""

    def __init__(self, limit=None):
        self.data = {}
        self.limit = limit

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.limit is not None and used + len(key) + len(value) > self.limit:
            return False
        self.data[key] = value
        return True

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


def saved(session):
    """The open game as stored."""
    return json.loads(session.storage.data[store.key(session.save_id)])


def segment(session, index=0):
    return [m for m in session.legal_moves() if m != "pass"][index]


def new_session(seed=5, storage=None):
    s = Session(storage or FakeStorage())
    s.new_game("stad-en-land", ["Ann", "Bob"], {}, seed)
    return s


def test_new_game_is_saved_with_its_chance_line_and_is_the_last_open():
    s = new_session()
    data = saved(s)
    assert data["record"] == s.record_text()
    assert data["view"] == s.length == 1 and data["rev"] == 1
    assert data["game"] == "stad-en-land" and data["players"] == ["Ann", "Bob"]
    assert data["moves"] == 0 and data["over"] is False
    assert "* cities" in data["record"]
    assert s.storage.data[store.LAST_OPEN_KEY] == s.save_id


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
    assert saved(s)["view"] == 1
    s.to_current()
    assert s.at_current


def test_an_illegal_move_changes_nothing():
    s = new_session()
    before, data = s.record_text(), dict(s.storage.data)
    with pytest.raises(RuleError) as info:
        s.play("a1-f6")
    assert info.value.rule == "stad-en-land/segment"
    assert s.record_text() == before and s.storage.data == data


def test_resume_restores_record_view_and_redo():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    s.play(segment(s))
    s.undo()
    s.show(1)
    other = Session(storage)
    assert other.resume()
    assert other.record_text() == s.record_text() and other.save_id == s.save_id
    assert other.view == 1 and other.redo_stack == s.redo_stack


def test_close_leaves_the_game_saved_but_not_open():
    storage = FakeStorage()
    s = new_session(storage=storage)
    save_id = s.save_id
    s.close()
    assert s.match is None and s.save_id is None
    assert Session(storage).last_open() is None
    assert [g.id for g in Session(storage).saved_list()] == [save_id]


def test_a_broken_link_changes_nothing():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    data = dict(storage.data)
    payload = s.link_hash()[3:]
    with pytest.raises(RuleError) as info:
        s.open_link(payload[:-6])
    assert info.value.rule == "link/broken"
    with pytest.raises(RuleError) as info:
        s.open_link(payload[:10] + "*" + payload[10:])
    assert info.value.rule == "link/broken"
    assert storage.data == data


def test_a_link_that_does_not_replay_names_the_line():
    s = new_session()
    s.play(segment(s))
    lines = s.record_text().splitlines()
    lines.append(lines[-1])
    with pytest.raises(ReplayError) as info:
        Session(FakeStorage()).open_link(links.encode("\n".join(lines) + "\n"))
    # the repeated segment's squares are taken already
    assert (info.value.rule, info.value.line) == ("stad-en-land/occupied", len(lines))


def test_link_hash_round_trips_through_the_core():
    s = new_session()
    s.play(segment(s))
    assert s.link_hash().startswith("#r=")
    assert Match.from_record(links.decode(s.link_hash()[3:])).record_text() == s.record_text()


def test_storage_failures_do_not_stop_play():
    class Broken(FakeStorage):
        def set(self, key, value):
            raise OSError("quota")

        def get(self, key):
            raise OSError("denied")

    s = new_session(storage=Broken())
    s.play(segment(s))
    assert s.length == 2 and s.save_failed and s.last_open() is None


# -- bad saved data is set aside, never in the way (issue 9, item 4) ----------------------------

def _good_save():
    """An earlier version's autosave (one slot) of a game with one move, open."""
    s = new_session()
    s.play(segment(s))
    return json.dumps({"record": s.record_text(), "view": 2, "redo": [], "open": True})


BAD_SAVES = [
    lambda good: good.replace('"view": 2', '"view": 1e999'),
    lambda good: good.replace('"view": 2', '"view": "two"'),
    lambda good: good.replace('"view": 2', '"view": 99'),
    lambda good: good.replace('"redo": []', '"redo": {"a": 1}'),
    lambda good: '{"record": 42, "view": 0}',
    lambda good: '[1, 2, 3]',
    lambda good: "not json {",
    lambda good: "[" * 100_000,
    lambda good: json.dumps({"record": json.loads(good)["record"].replace("[Seed", "[Sed"), "view": 0}),
]
BAD_IDS = ["view-1e999", "view-text", "view-past-end", "redo-dict", "record-number", "list",
           "not-json", "deep-nesting", "record-no-replay"]


@pytest.mark.parametrize("make_bad", BAD_SAVES, ids=BAD_IDS)
def test_a_bad_old_autosave_is_set_aside_and_the_session_starts_empty(make_bad):
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
    assert s.saved_list() == [] and s.resume() is False and s.match is None
    assert s.set_aside_bad_saves() is False  # nothing left to set aside


@pytest.mark.parametrize("make_bad", BAD_SAVES, ids=BAD_IDS)
def test_a_bad_last_open_game_is_set_aside_and_the_others_stay(make_bad):
    storage = FakeStorage()
    other = new_session(seed=3, storage=storage)
    other_id = other.save_id
    other.close()
    bad = make_bad(_good_save())
    storage.data[store.key("bad")] = bad
    storage.data[store.LAST_OPEN_KEY] = "bad"
    s = Session(storage)
    assert s.set_aside_bad_saves() is True
    assert store.key("bad") not in storage.data and storage.data[SET_ASIDE_KEY] == bad
    assert [g.id for g in s.saved_list()] == [other_id]


def test_an_old_autosave_and_previous_game_move_into_the_store_with_one_replay(monkeypatch):
    good = _good_save()
    previous = new_session(seed=9)
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = good
    storage.data[PREVIOUS_KEY] = json.dumps({"record": previous.record_text(), "view": 1})
    s = Session(storage, clock=lambda: 1000.0)
    assert s.set_aside_bad_saves() is False
    assert storage.data[AUTOSAVE_KEY] == storage.data[PREVIOUS_KEY] == ""
    assert SET_ASIDE_KEY not in storage.data
    games = s.saved_list()
    assert [g.record for g in games] == [json.loads(good)["record"], previous.record_text()]
    calls = []
    real = Match.from_record
    monkeypatch.setattr(Match, "from_record", staticmethod(lambda text: calls.append(1) or real(text)))
    s2 = Session(storage)
    assert s2.set_aside_bad_saves() is False
    assert s2.resume() and s2.view == 2 and s2.record_text() == json.loads(good)["record"]
    assert len(calls) == 1  # the game a fresh page opens is checked and resumed from one replay
    s2.play(segment(s2))


def test_a_bad_previous_game_is_set_aside_and_older_set_aside_data_is_kept():
    storage = FakeStorage()
    storage.data[SET_ASIDE_KEY] = "older"
    storage.data[PREVIOUS_KEY] = '{"record": "nonsense", "view": 0}'
    s = Session(storage)
    assert s.set_aside_bad_saves() is True
    assert storage.data[PREVIOUS_KEY] == "" and s.saved_list() == []
    assert storage.data[SET_ASIDE_KEY] == '{"record": "nonsense", "view": 0}' + SET_ASIDE_GAP + "older"


def test_the_set_aside_text_is_bounded_and_keeps_the_newest_item(monkeypatch):
    from app import save_repair
    monkeypatch.setattr(save_repair, "SET_ASIDE_MAX", 100)
    storage = FakeStorage()
    s = Session(storage)
    for i in range(10):
        s._keep_aside(f"item{i}-" + "x" * 30)
    text = s.set_aside_text()
    assert len(text) <= 100 and text.startswith("item9-") and "item8-" in text
    s._keep_aside("y" * 500)  # one item larger than the bound is still kept whole
    assert s.set_aside_text() == "y" * 500


def test_setting_aside_survives_a_storage_that_refuses_everything():
    class Broken:
        def get(self, key):
            raise RuntimeError("storage disabled")

        def set(self, key, value):
            raise RuntimeError("storage disabled")

        def remove(self, key):
            raise RuntimeError("storage disabled")

        def keys(self):
            raise RuntimeError("storage disabled")

    s = Session(Broken())
    assert s.set_aside_bad_saves() is False and s.set_aside_text() == ""


def test_resume_ignores_an_infinite_view_even_without_setting_aside():
    storage = FakeStorage()
    s = new_session(storage=storage)
    s.play(segment(s))
    key = store.key(s.save_id)
    storage.data[key] = storage.data[key].replace('"view": 2', '"view": 1e999')
    other = Session(storage)
    assert other.resume() and other.view == other.length


def test_an_old_save_stays_in_its_slot_when_a_full_storage_cannot_take_it_elsewhere():
    good = _good_save()
    storage = FakeStorage()
    storage.data[AUTOSAVE_KEY] = good
    storage.limit = sum(len(k) + len(v) for k, v in storage.data.items())  # nothing more fits
    s = Session(storage)
    s.set_aside_bad_saves()
    assert storage.data[AUTOSAVE_KEY] == good and s.saved_list() == []
    storage.limit = None  # room again: the next start moves it
    assert Session(storage).set_aside_bad_saves() is False
    assert storage.data[AUTOSAVE_KEY] == "" and len(Session(storage).saved_list()) == 1
