"""Native tests of the store of saved games (web/app/saved_games.py) and of how sessions in
several tabs share it (issue 10: no game ever lost): revisions, stale tabs, moves kept as a
game of their own, links to saved games, a full storage."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from app import saved_games as store
from app.session import Session
from test_session import FakeStorage, segment


def tab(storage, clock=None):
    """A page opened on ``storage`` (another tab of the same browser)."""
    return Session(storage, clock=clock or (lambda: 0.0))


def new_game(storage, seed=5, clock=None):
    s = tab(storage, clock)
    s.new_game("stad-en-land", ["Ann", "Bob"], {}, seed)
    return s


def steps(record: str) -> list[str]:
    return [line for line in record.splitlines() if line and not line.startswith("[")]


# -- the store ------------------------------------------------------------------------------------

def test_every_game_is_kept_and_listed_newest_first():
    storage = FakeStorage()
    now = iter(range(100, 10_000, 100))
    ids = []
    for seed in (1, 2, 3):
        s = new_game(storage, seed, clock=lambda: float(next(now)))
        s.play(segment(s))
        ids.append(s.save_id)
        s.close()
    listed = store.all_saved(storage)
    assert [g.id for g in listed] == ids[::-1]
    assert all(g.moves == 1 and g.game == "stad-en-land" and not g.over for g in listed)
    for save_id in ids:  # each one resumes with its own record
        s = tab(storage)
        assert s.open_saved(save_id) and s.save_id == save_id and s.length == 2


def test_a_deleted_game_is_gone_and_undo_brings_it_back():
    storage = FakeStorage()
    s = new_game(storage)
    save_id = s.save_id
    s.close()
    raw = store.delete(storage, save_id)
    assert store.all_saved(storage) == [] and raw
    assert store.undelete(storage, save_id, raw)
    assert [g.id for g in store.all_saved(storage)] == [save_id]


def test_unreadable_entries_are_not_listed():
    storage = FakeStorage()
    storage.data[store.key("a")] = "{not json"
    storage.data[store.key("b")] = json.dumps({"record": ""})
    storage.data[store.key("c")] = json.dumps([1])
    storage.data["other:key"] = "x"
    assert store.all_saved(storage) == []
    assert store.ids(storage) == ["a", "b", "c"]


def test_relation_of_records_by_whole_lines():
    head = '[Game "g"]\n[Seed "1"]\n'
    base = head + "* x\na\n"
    assert store.relation(base, base) == "same"
    assert store.relation(base, base + "b\n") == "further"
    assert store.relation(base + "b\n", base) == "earlier"
    assert store.relation(base + "b\n", base + "c\n") == "other"
    assert store.relation(base, head) == "other"  # a header alone is no point of the game
    assert store.relation(base, head.replace("1", "2") + "* x\na\n") == "other"


# -- tabs -----------------------------------------------------------------------------------------

def test_the_issue_scenario_loses_no_move():
    """Tab 1 plays 2 moves, tab 2 resumes it and plays 3, tab 1 plays 1: a fresh page still
    has tab 2's 3 moves, and tab 1's move is kept as a game of its own."""
    storage = FakeStorage()
    one = new_game(storage)
    one.play(segment(one))
    one.play(segment(one))
    two = tab(storage)
    assert two.resume() and two.save_id == one.save_id
    for _ in range(3):
        two.play(segment(two))
    assert one.storage_changed(store.key(one.save_id)) and one.stale
    one.play(segment(one, 1))
    assert one.forked and one.save_id != two.save_id and not one.stale
    fresh = {g.id: g for g in store.all_saved(storage)}
    assert steps(fresh[two.save_id].record) == steps(two.record_text())
    assert steps(fresh[one.save_id].record) == steps(one.record_text())
    assert fresh[two.save_id].moves == 5 and fresh[one.save_id].moves == 3


def test_a_stale_tab_that_only_looks_writes_nothing_and_can_load_the_newer_game():
    storage = FakeStorage()
    one = new_game(storage)
    two = tab(storage)
    assert two.resume()
    two.play(segment(two))
    newer = storage.data[store.key(one.save_id)]
    one.show(0)  # looking back in the older tab is a change of view only...
    assert one.stale and storage.data[store.key(one.save_id)] == newer  # ...and writes nothing
    assert one.load_newer() and one.record_text() == two.record_text() and not one.stale


def test_a_tab_whose_own_write_is_the_newest_is_not_stale():
    storage = FakeStorage()
    one = new_game(storage)
    one.play(segment(one))
    assert not one.storage_changed(store.key(one.save_id))
    assert not one.storage_changed("speeltafel:lang")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("ab"), st.sampled_from(["play", "undo", "view", "reload"])),
                max_size=14))
def test_whatever_two_tabs_do_what_each_tab_shows_is_saved(script):
    """Whatever two tabs do in any order (moves, undos, looking back, reloads; each write
    reaching the other tab as a ``storage`` event), the game a tab holds at the end is (a point
    of) a saved game, unless the tab says it is stale, and then one more move from it is saved
    too: no tab's moves are written over by the other's."""
    storage = FakeStorage()
    tabs = {"a": new_game(storage), "b": tab(storage)}
    assert tabs["b"].resume()
    for n, (who, action) in enumerate(script):
        s = tabs[who]
        if action == "play":
            moves = [m for m in s.legal_moves() if m != "pass"]
            if s.at_current and moves:
                s.play(moves[n % len(moves)])
        elif action == "undo":
            s.undo()
        elif action == "view":
            s.show(max(0, s.view - 1))
        else:
            fresh = tab(storage)
            if fresh.open_saved(s.save_id):
                tabs[who] = fresh
        other = tabs["b" if who == "a" else "a"]
        if s.save_id is not None:
            other.storage_changed(store.key(tabs[who].save_id))
    for s in tabs.values():
        if s.stale:
            s.to_current()
            moves = [m for m in s.legal_moves() if m != "pass"]
            if moves:
                s.play(moves[0])
        kept = [steps(g.record) for g in store.all_saved(storage)]
        mine = steps(s.record_text())
        assert any(k[:len(mine)] == mine for k in kept), mine


# -- links ----------------------------------------------------------------------------------------

def test_links_to_other_games_never_replace_a_saved_one():
    storage = FakeStorage()
    a = new_game(storage, seed=1)
    a.play(segment(a))
    b, c = new_game(FakeStorage(), seed=2), new_game(FakeStorage(), seed=3)
    page = tab(storage)
    assert page.open_link(b.link_hash()[3:]) == "new"
    assert page.open_link(c.link_hash()[3:]) == "new"
    records = sorted(g.record for g in store.all_saved(storage))
    assert records == sorted([a.record_text(), b.record_text(), c.record_text()])


def test_a_link_further_on_updates_the_saved_game_and_an_earlier_one_shows_its_point():
    storage = FakeStorage()
    mine = new_game(storage)
    mine.play(segment(mine))
    early_link = mine.link_hash()[3:]
    elsewhere = tab(FakeStorage())
    elsewhere.open_link(early_link)
    elsewhere.play(segment(elsewhere))
    page = tab(storage)
    assert page.open_link(elsewhere.link_hash()[3:]) == "further"
    assert page.save_id == mine.save_id and len(store.all_saved(storage)) == 1
    assert store.read(storage, mine.save_id).record == elsewhere.record_text()
    again = tab(storage)
    assert again.open_link(early_link) == "earlier"
    assert again.save_id == mine.save_id and again.view == 2 and again.length == 3
    assert again.open_link(elsewhere.link_hash()[3:]) == "same"


# -- a full storage -------------------------------------------------------------------------------

def test_a_full_storage_warns_keeps_playing_and_saves_again_once_space_is_freed():
    storage = FakeStorage()
    done = new_game(storage, seed=7)
    while not done.match.over:
        done.play(done.legal_moves()[0])
    done.close()
    s = new_game(storage, seed=8)
    used = sum(len(k) + len(v) for k, v in storage.data.items())
    storage.limit = used + 2  # the next, longer write does not fit
    s.play(segment(s))
    assert s.save_failed and s.length == 2  # play went on
    assert store.read(storage, s.save_id).moves == 0  # the store still has the older save
    assert store.delete_finished(storage, s.save_id) == 1
    s.save()
    assert not s.save_failed and store.read(storage, s.save_id).moves == 1


def test_a_saved_game_keeps_its_title_as_played():
    """Issue 24: a Carcassonne game without the Halflings is listed as plain Carcassonne;
    stored titles that are not short texts by language are left out."""
    storage = FakeStorage()
    s = tab(storage)
    s.new_game("carcassonne", ["Ann", "Bob"], {"halflings": "off"}, 3)
    listed = store.all_saved(storage)
    assert [g.titles for g in listed] == [{"nl": "Carcassonne", "en": "Carcassonne"}]
    raw = json.loads(storage.get(store.key(listed[0].id)))
    for bad in ([], "Carcassonne", {"fr": "x"}, {"en": 3}, {"en": ""}):
        raw["titles"] = bad
        assert store.parse("x", json.dumps(raw)).titles == {}
