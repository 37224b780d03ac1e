"""Native tests of the screen <-> history state mapping in ``app.navigation``: what a screen
writes into ``history.state``, what a state read back (after a reload, a popstate, or from a
page that put something else there) stands for, and when entering a screen pushes."""

from __future__ import annotations

import json

import pytest

from app import navigation
from app.navigation import HOME, Entry, came_from, entry_of, entry_state, focus_targets, how_to_enter

SETUP = Entry("setup", game="some-game")
GAME = Entry("game")
SAVED = Entry("game", save="s-20261123-1")


@pytest.mark.parametrize("entry", [HOME, SETUP, GAME, SAVED])
def test_every_screen_survives_the_round_trip_through_history_state(entry):
    state = entry_state(entry, "home")
    # history.state is structured-cloned, and navigation reads it back through JSON
    back = json.loads(json.dumps(state))
    assert entry_of(back) == entry
    assert came_from(back) == "home"


def test_the_states_are_small_and_readable():
    assert entry_state(HOME) == {"screen": "home"}
    assert entry_state(SETUP, "home") == {"screen": "setup", "game": "some-game", "from": "home"}
    assert entry_state(GAME, "setup") == {"screen": "game", "save": None, "from": "setup"}
    assert entry_state(SAVED) == {"screen": "game", "save": "s-20261123-1"}


def test_only_the_screens_own_fields_are_written():
    # a dialog has no save, a game no dialog, the start screen neither
    assert entry_state(Entry("home", game="x", save="y")) == {"screen": "home"}
    assert entry_state(Entry("game", game="x", save="y")) == {"screen": "game", "save": "y"}
    assert entry_state(Entry("setup", game="x", save="y")) == {"screen": "setup", "game": "x"}


@pytest.mark.parametrize("state", [
    None, "home", 3, [], ["home"], {}, {"screen": None}, {"screen": "rules"},
    {"screen": "HOME"}, {"screen": "setup"}, {"screen": "setup", "game": ""},
    {"screen": "setup", "game": 7}, {"screen": "setup", "game": "<img src=x>"},
    {"screen": "setup", "game": "a" * 200},
])
def test_a_state_that_is_not_ours_stands_for_no_screen(state):
    assert entry_of(state) is None


def test_a_game_entry_with_a_bad_save_id_still_opens_the_saved_game():
    # the screen is known; the save id is not usable, so the autosaved game is opened
    assert entry_of({"screen": "game", "save": "../../x y"}) == GAME
    assert entry_of({"screen": "game", "save": 12}) == GAME
    assert entry_of({"screen": "game"}) == GAME


def test_unknown_fields_are_ignored():
    assert entry_of({"screen": "home", "game": "x", "extra": [1, 2]}) == HOME
    assert came_from({"screen": "setup", "game": "g", "from": "elsewhere"}) is None
    assert came_from(None) is None and came_from("home") is None
    assert came_from({"screen": "game", "from": "setup"}) == "setup"


def test_a_came_from_that_is_not_a_screen_is_not_written():
    assert "from" not in entry_state(SETUP, "rules")
    assert "from" not in entry_state(SETUP, None)


def test_entering_a_different_screen_pushes():
    assert how_to_enter(HOME, SETUP, first=False, restoring=False) == "push"
    assert how_to_enter(SETUP, GAME, first=False, restoring=False) == "push"
    assert how_to_enter(GAME, HOME, first=False, restoring=False) == "push"
    # another game's dialog, another saved game: other screens
    assert how_to_enter(SETUP, Entry("setup", game="other"), first=False, restoring=False) == "push"
    assert how_to_enter(GAME, SAVED, first=False, restoring=False) == "push"


def test_the_same_screen_again_replaces():
    # a language switch redraws the screen; a move changes only the game's link
    for entry in (HOME, SETUP, GAME, SAVED):
        assert how_to_enter(entry, entry, first=False, restoring=False) == "replace"


def test_the_first_screen_of_a_load_and_a_popstate_replace():
    # the first screen labels the page load's own entry, so Back from the first entry the
    # site pushes stays on the site; a popstate arrives at an entry that exists already
    assert how_to_enter(HOME, GAME, first=True, restoring=False) == "replace"
    assert how_to_enter(None, HOME, first=True, restoring=False) == "replace"
    assert how_to_enter(GAME, SETUP, first=False, restoring=True) == "replace"


def test_an_unlabelled_entry_is_labelled_not_pushed_after():
    # a link typed into the address bar: the browser made the entry, the game labels it
    assert how_to_enter(None, GAME, first=False, restoring=False) == "replace"


def test_each_screen_names_its_main_control_first():
    assert focus_targets("home")[0] == '[data-testid="home-screen"] .btn.primary'
    assert focus_targets("setup")[0] == 'form.setup input[name="name0"]'
    assert focus_targets("game") == ('canvas[data-testid="board"]',)
    assert focus_targets("rules") == ()


def test_the_module_names_every_screen_it_maps():
    assert navigation.SCREENS == ("home", "setup", "game")
    for screen in navigation.SCREENS:
        assert entry_of(entry_state(Entry(screen, game="g"))) is not None


# -- which game a game entry reopens (a session and an app stand-in: no browser involved) --------
class FakeSession:
    """The parts of ``session.Session`` a game entry uses; ``saves`` maps save ids to game ids
    (``open_saved`` exists only when ``multi``, as with the saved-games session)."""

    def __init__(self, autosave: str | None, saves: dict | None = None, multi: bool = False):
        self.autosave, self.saves = autosave, saves or {}
        self.match = None
        self.calls: list[tuple] = []
        if multi:
            self.open_saved = self._open_saved

    def resume(self) -> bool:
        self.calls.append(("resume",))
        if self.autosave is None:
            return False
        self.match = _match(self.autosave)
        return True

    def _open_saved(self, save_id: str) -> bool:
        self.calls.append(("open_saved", save_id))
        if save_id not in self.saves:
            return False
        self.match = _match(self.saves[save_id])
        return True


def _match(game_id: str):
    class _Game:
        id = game_id

    class _Match:
        game = _Game()

    return _Match()


class FakeApp:
    def __init__(self, session, playable=("g1", "g2")):
        self.session, self.playable = session, playable

    def _playable(self, game_id: str) -> bool:
        return game_id in self.playable


def test_a_game_entry_with_a_save_id_reopens_that_save():
    session = FakeSession("g1", {"a": "g1", "b": "g2"}, multi=True)
    assert navigation.reopen(FakeApp(session), Entry("game", save="b"))
    assert session.calls == [("open_saved", "b")] and session.match.game.id == "g2"


def test_a_game_entry_whose_save_is_gone_reopens_nothing():
    session = FakeSession("g1", {"a": "g1"}, multi=True)
    assert not navigation.reopen(FakeApp(session), Entry("game", save="b"))
    assert session.calls == [("open_saved", "b")]


def test_without_a_save_id_or_saved_games_the_autosave_is_reopened():
    session = FakeSession("g1", {"a": "g1"}, multi=True)
    assert navigation.reopen(FakeApp(session), GAME)
    assert session.calls == [("resume",)]
    single = FakeSession("g2")
    assert navigation.reopen(FakeApp(single), Entry("game", save="a"))
    assert single.calls == [("resume",)] and single.match.game.id == "g2"
    assert not navigation.reopen(FakeApp(FakeSession(None)), GAME)


def test_a_game_that_cannot_be_played_here_is_not_reopened():
    session = FakeSession("g3")
    assert not navigation.reopen(FakeApp(session), GAME)


def test_the_game_entry_carries_the_sessions_save_id():
    session = FakeSession("g1")
    assert navigation.game_entry(session) == GAME  # a session without save ids
    session.save_id = "s-1"
    assert navigation.game_entry(session) == Entry("game", save="s-1")
    session.save_id = None
    assert navigation.game_entry(session) == GAME
