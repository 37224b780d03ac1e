"""Back, Forward and reload over the screens (issue 10), natively: ``app.navigation``'s browser
half (enter, popped, back_to, restore) runs against a stand-in of the browser's history that
behaves as the browser's does (pushState drops the entries ahead; going back or forward
arrives at an entry and fires popstate), driven by an app stand-in that enters its screens as
``shell.App`` does. Games are ``"<game id>.<moves>"``, their links ``#r=<game id>.<moves>``.
The same walk in Chromium: tests/e2e/test_navigation.py."""

from __future__ import annotations

import json
import types

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from app import page as app_page
from app import navigation
from app.navigation import HOME, Entry, came_from, entry_of

GAME = Entry("game")


class _Event:
    def __init__(self, state) -> None:
        self.state = state


class FakeHistory:
    def __init__(self, first_state=None) -> None:
        self.entries: list[tuple[object, str]] = [(first_state, "/")]
        self.index = 0
        self.popstates: list[_Event] = []

    @property
    def state(self):
        return self.entries[self.index][0]

    def pushState(self, state, _title, url) -> None:  # noqa: N802 (the browser's name)
        del self.entries[self.index + 1:]
        self.entries.append((json.loads(json.dumps(state)), url))
        self.index += 1

    def replaceState(self, state, _title, url) -> None:  # noqa: N802
        self.entries[self.index] = (json.loads(json.dumps(state)), url)

    def go(self, delta: int) -> None:
        """history.go(delta) (Back is -1): arrive at that entry; its popstate is pending."""
        self.index += delta
        assert 0 <= self.index < len(self.entries)
        self.popstates.append(_Event(self.state))

    def back(self) -> None:
        self.go(-1)


class FakeWindow:
    def __init__(self, history: FakeHistory) -> None:
        self.history = history
        self.JSON = types.SimpleNamespace(stringify=json.dumps)
        self.timers: list = []

    @property
    def location(self):
        url = self.history.entries[self.history.index][1]
        path, _, fragment = url.partition("#")
        return types.SimpleNamespace(pathname=path, search="", hash="#" + fragment if fragment else "")

    def setTimeout(self, callback, _ms) -> None:  # noqa: N802
        self.timers.append(callback)


class LinkSession:
    """One game at a time, kept (as the autosave) when the app leaves it."""

    def __init__(self, kept: str | None = None) -> None:
        self.kept = kept
        self.match = None

    def resume(self) -> bool:
        if self.kept is None:
            return False
        self.match = _played(self.kept)
        return True

    def link_hash(self) -> str:
        return f"#r={self.match.text}" if self.match is not None else ""


def _played(text: str):
    """The match stand-in of game ``<game id>.<moves>``."""
    game_id, _, moves = text.partition(".")
    return types.SimpleNamespace(game=types.SimpleNamespace(id=game_id), text=text, moves=int(moves))


class NavApp:
    """What shell.App does around navigation: each screen shown is entered, a game with its link."""

    def __init__(self, window: FakeWindow, session: LinkSession) -> None:
        self.window, self.session = window, session
        self.shown: Entry | None = None

    def _playable(self, game_id: str) -> bool:
        return game_id in ("g1", "g2")

    def clear_message(self) -> None:
        pass

    def message(self, *_args) -> None:
        pass

    def show_home(self) -> None:
        self.session.match = None
        self.shown = HOME
        navigation.enter(HOME, "")

    def show_setup(self, game_id: str) -> None:
        self.session.match = None
        self.shown = Entry("setup", game=game_id)
        navigation.enter(self.shown, "")

    def show_game(self) -> None:
        self.shown = navigation.game_entry(self.session)
        navigation.enter(self.shown, self.session.link_hash())

    def open_hash(self, startup: bool) -> bool:
        fragment = self.window.location.hash
        if not fragment.startswith("#r="):
            return False
        self.session.match = _played(fragment[3:])
        self.session.kept = fragment[3:]
        self.show_game()
        return True

    def start(self) -> None:
        """A page load: the entry's screen, else the link, else the game list."""
        if not (navigation.restore(self) or self.open_hash(startup=True)):
            self.show_home()

    # the player's actions
    def new_game(self, game_id: str) -> None:
        self.show_setup(game_id)

    def start_game(self) -> None:
        assert self.shown is not None and self.shown.game
        self.session.kept = f"{self.shown.game}.0"
        self.session.match = _played(self.session.kept)
        self.show_game()

    def move(self) -> None:
        m = self.session.match
        self.session.kept = f"{m.game.id}.{m.moves + 1}"
        self.session.match = _played(self.session.kept)
        self.show_game()   # the same screen, another address: the entry is replaced

    def setup_back(self) -> None:
        if not navigation.back_to("home"):
            self.show_home()


class Browser:
    """A tab: its history, the page loaded in it, Back, Forward and reload."""

    def __init__(self, monkeypatch, first_state=None):
        self.monkeypatch = monkeypatch
        self.history = FakeHistory(first_state)
        self.session = LinkSession()
        #: False once a game took the entry of a dialog with entries ahead of it (a dialog
        #: reached by Back, issue 24): the History API cannot rewrite entries ahead of the
        #: current one, so one of them keeps naming the dialog as where it came from
        self.labels_exact = True
        monkeypatch.setattr(app_page, "to_js", lambda value: value)
        monkeypatch.setattr(app_page, "create_proxy", lambda f: f)
        self.load()

    def load(self) -> None:
        """A page load (the first, or a reload): what the app knew is gone, storage stays."""
        self.window = FakeWindow(self.history)
        self.monkeypatch.setattr(app_page, "window", self.window)
        self.monkeypatch.setattr(navigation, "_nav", navigation._Nav())
        self.app = NavApp(self.window, self.session)
        self.app.start()
        self.settle()

    def settle(self) -> None:
        while self.history.popstates:
            navigation.popped(self.app, self.history.popstates.pop(0))

    def go(self, delta: int) -> None:
        self.history.go(delta)
        self.settle()

    def do(self, action, *args) -> None:
        action(*args)
        self.settle()

    @property
    def screens(self) -> list[Entry | None]:
        return [entry_of(state) for state, _ in self.history.entries]

    def check(self) -> None:
        """The entry on show labels the screen on show, with the game's link in its address;
        every entry names as "from" the screen of the entry before it; neighbours differ."""
        assert entry_of(self.history.state) == self.app.shown
        if self.app.shown.screen == "game":
            assert self.window.location.hash == self.session.link_hash() != ""
        else:
            assert self.window.location.hash == ""
        states = [state for state, _ in self.history.entries]
        for before, state in zip(states, states[1:]):
            if self.labels_exact:
                assert came_from(state) == entry_of(before).screen, states
            assert entry_of(state) != entry_of(before), states


def test_back_and_forward_walk_home_dialog_and_game(monkeypatch):
    tab = Browser(monkeypatch)
    assert tab.screens == [HOME], "the first screen labels the load's own entry"
    tab.do(tab.app.new_game, "g1")
    tab.do(tab.app.start_game)
    tab.do(tab.app.move)
    tab.do(tab.app.move)
    # the game took the dialog's entry (issue 24); moves add no entries
    assert tab.screens == [HOME, GAME]
    tab.check()
    tab.go(-1)
    assert tab.app.shown == HOME and tab.window.location.hash == ""
    tab.go(+1)
    assert tab.app.shown == GAME and tab.session.match.text == "g1.2"
    assert tab.window.location.hash == "#r=g1.2"
    assert len(tab.history.entries) == 2, "Back and Forward add no entries"
    tab.check()


def test_back_reaches_an_earlier_game_by_its_link(monkeypatch):
    tab = Browser(monkeypatch)
    for game in ("g1", "g2"):
        tab.do(tab.app.new_game, game)
        tab.do(tab.app.start_game)
        tab.do(tab.app.move)
        tab.do(tab.app.show_home)
    assert [e.screen for e in tab.screens] == ["home", "game", "home", "game", "home"]
    tab.go(-3)      # history.go(-3): one popstate, at the first game's entry
    tab.check()
    assert tab.app.shown == GAME and tab.session.match.text == "g1.1"


def test_the_dialogs_back_button_is_the_browsers_back_after_the_start_screen(monkeypatch):
    tab = Browser(monkeypatch)
    tab.do(tab.app.new_game, "g2")
    tab.do(tab.app.setup_back)
    assert tab.app.shown == HOME
    assert tab.history.index == 0 and len(tab.history.entries) == 2, "it went back, pushing nothing"
    # a dialog that is the tab's first entry (a reload of it, no screen before): home is pushed
    tab = Browser(monkeypatch, first_state={"screen": "setup", "game": "g2"})
    assert tab.app.shown == Entry("setup", game="g2")
    tab.do(tab.app.setup_back)
    assert tab.screens == [Entry("setup", game="g2"), HOME] and tab.history.index == 1
    tab.check()


def test_a_reload_shows_the_same_screen_and_adds_no_entry(monkeypatch):
    tab = Browser(monkeypatch)
    tab.do(tab.app.new_game, "g1")
    tab.do(tab.app.start_game)
    tab.do(tab.app.move)
    before = list(tab.history.entries)
    tab.load()
    assert tab.history.entries == before and tab.app.shown == GAME
    assert tab.session.match.text == "g1.1"
    tab.go(-1)
    tab.load()
    assert tab.history.entries == before and tab.app.shown == HOME


_ACTIONS = ["new-g1", "new-g2", "start", "move", "home", "setup-back", "back", "forward", "reload"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_ACTIONS), max_size=25))
@example(["new-g1", "home", "back", "start", "forward", "back", "reload"])  # a dialog reached by Back
def test_any_walk_keeps_the_history_true_to_the_screens(actions):
    """Whatever the player does, the entry on show is the screen on show, Back shows the
    screen the entry left was entered from, and only a different screen adds an entry."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        _walk(Browser(monkeypatch), actions)


def _walk(tab: Browser, actions: list[str]) -> None:
    for action in actions:
        screen = tab.app.shown.screen
        size, index = len(tab.history.entries), tab.history.index
        if action.startswith("new-") and screen == "home":
            tab.do(tab.app.new_game, action[4:])
            assert (len(tab.history.entries), tab.history.index) == (index + 2, index + 1)
        elif action == "start" and screen == "setup":
            if index + 1 < size:
                tab.labels_exact = False
            tab.do(tab.app.start_game)
            # the game takes the dialog's entry (issue 24): nothing added, the rest kept
            assert (len(tab.history.entries), tab.history.index) == (size, index)
            assert tab.app.shown.screen == "game"
        elif action == "move" and screen == "game":
            tab.do(tab.app.move)
            assert (len(tab.history.entries), tab.history.index) == (size, index)
        elif action == "home" and screen != "home":
            tab.do(tab.app.show_home)
            assert tab.history.index == index + 1
        elif action == "setup-back" and screen == "setup":
            tab.do(tab.app.setup_back)
            assert tab.app.shown == HOME
        elif action == "back" and index > 0:
            left = (came_from(tab.history.state) if tab.labels_exact
                    else entry_of(tab.history.entries[index - 1][0]).screen)
            tab.go(-1)
            assert tab.app.shown.screen == left and len(tab.history.entries) == size
        elif action == "forward" and index + 1 < size:
            ahead = entry_of(tab.history.entries[index + 1][0])
            tab.go(+1)
            assert tab.app.shown == ahead and len(tab.history.entries) == size
        elif action == "reload":
            shown = tab.app.shown
            tab.load()
            assert tab.app.shown == shown and len(tab.history.entries) == size
        tab.check()
