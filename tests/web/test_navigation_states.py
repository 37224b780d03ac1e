"""Native tests of the screen <-> history state mapping in ``app.navigation``: what a screen
writes into ``history.state``, what a state read back (after a reload, a popstate, or from a
page that put something else there) stands for, and when entering a screen pushes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import navigation
from app.navigation import HOME, Entry, came_from, entry_of, entry_state, focus_targets, how_to_enter

ROOT = Path(__file__).resolve().parents[2]
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


# Ids as the site makes them: short slugs (game ids, save ids).
_IDS = st.from_regex(r"[a-z0-9][a-z0-9-]{0,30}", fullmatch=True)


@settings(max_examples=200)
@given(screen=st.sampled_from(navigation.SCREENS), game=_IDS, save=st.none() | _IDS,
       came=st.none() | st.sampled_from(navigation.SCREENS))
def test_a_state_keeps_what_its_screen_needs_and_nothing_else(screen, game, save, came):
    """Whatever an Entry holds, its state read back is the screen with only the fields that
    screen uses: a dialog its game, a game its save id; the start screen neither. The state
    is plain JSON data of a few short strings (history.state is structured-cloned)."""
    state = entry_state(Entry(screen, game=game, save=save), came)
    assert json.loads(json.dumps(state)) == state
    assert all(isinstance(k, str) and (v is None or isinstance(v, str)) for k, v in state.items())
    assert len(json.dumps(state)) < 120
    wanted = {"home": HOME, "setup": Entry("setup", game=game), "game": Entry("game", save=save)}
    assert entry_of(state) == wanted[screen]
    assert came_from(state) == came


def _testids_the_page_writes() -> set[str]:
    """Every literal ``data-testid`` the page's modules give an element (``"testid": "x"``)."""
    found: set[str] = set()
    for path in (ROOT / "web" / "app").rglob("*.py"):
        found |= set(re.findall(r'"testid": "([^"{}]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_screen_has_a_main_control_to_focus_on_the_page():
    """Each screen names where focus goes (tests/e2e/test_navigation.py sees it land there);
    every test id a selector relies on is one the page's modules really write."""
    written = _testids_the_page_writes()
    for screen in navigation.SCREENS:
        targets = focus_targets(screen) + focus_targets(screen, touch=True)
        assert focus_targets(screen) and focus_targets(screen, touch=True), screen
        for selector in targets:
            for testid in re.findall(r'data-testid="([^"]+)"', selector):
                assert testid in written, (screen, selector)
    assert focus_targets("rules") == () and focus_targets("") == ()


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
    assert how_to_enter(GAME, HOME, first=False, restoring=False) == "push"
    # another game's dialog, another saved game: other screens
    assert how_to_enter(SETUP, Entry("setup", game="other"), first=False, restoring=False) == "push"
    assert how_to_enter(GAME, SAVED, first=False, restoring=False) == "push"


def test_a_game_started_from_its_dialog_takes_the_dialogs_entry():
    # issue 24: Back from the game reaches the game list, Forward the game in one step
    assert how_to_enter(SETUP, GAME, first=False, restoring=False) == "replace"
    assert how_to_enter(SETUP, SAVED, first=False, restoring=False) == "replace"
    # a dialog opened from a game is still a new entry
    assert how_to_enter(GAME, SETUP, first=False, restoring=False) == "push"


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


def test_the_screens_mapped_are_exactly_those_a_state_can_stand_for():
    for screen in navigation.SCREENS:
        assert entry_of(entry_state(Entry(screen, game="g"))).screen == screen
        assert entry_of({"screen": screen.upper(), "game": "g"}) is None
    assert entry_of(entry_state(Entry("rules", game="g"))) is None


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

