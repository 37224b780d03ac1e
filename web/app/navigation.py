"""Screens as browser history entries: Back and Forward move between them, a reload restores
the one shown (issue 10).

Every screen the app shows labels a history entry with a small state, ``{"screen": "home"}``,
``{"screen": "setup", "game": <game id>}`` or ``{"screen": "game", "save": <save id or null>}``
(plus ``"from"``: the screen of the entry it was pushed after). Entering a *different* screen
pushes an entry; showing the same screen again (a language switch, a game's moves: their
``#r=`` link goes through ``browser.replace_hash``, which keeps the state) replaces it. The first
screen of a page load labels the load's own entry instead of pushing, so Back from the first
entry the site pushed stays on the site. A ``popstate`` shows the screen of the entry it
arrives at without pushing; an entry without our state (a link typed into the address bar) is
left to the ``hashchange`` listener, as before.

The pure half (:class:`Entry`, :func:`entry_state`, :func:`entry_of`, :func:`came_from`,
:func:`how_to_enter`, :func:`focus_targets`, and :func:`reopen` / :func:`game_entry`, which
use only the session) touches no browser API and is tested natively; the rest talks to
``window.history`` and the app (``shell.App``, duck-typed).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from . import page

from .i18n import t

SCREENS = ("home", "setup", "game")
#: A game id or a save id as it may appear in an entry's state (ids are short slugs; anything
#: else in a state is not ours, or was tampered with, and is ignored).
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}")


@dataclass(frozen=True)
class Entry:
    """One screen as a history entry: ``screen`` is one of :data:`SCREENS`; ``game`` is the
    game id of a new-game dialog; ``save`` the save id of a game screen (None until games have
    save ids, or for the one autosaved game)."""

    screen: str
    game: str | None = None
    save: str | None = None


HOME = Entry("home")


def entry_state(entry: Entry, came_from: str | None = None) -> dict:
    """The JSON-able ``history.state`` for ``entry``; ``came_from`` is the screen of the entry
    it is pushed after (the dialog's own Back button goes back in history when that is home)."""
    state: dict[str, Any] = {"screen": entry.screen}
    if entry.screen == "setup":
        state["game"] = entry.game
    if entry.screen == "game":
        state["save"] = entry.save
    if came_from in SCREENS:
        state["from"] = came_from
    return state


def _id(value) -> str | None:
    return value if isinstance(value, str) and _ID.fullmatch(value) else None


def entry_of(state) -> Entry | None:
    """The screen a ``history.state`` stands for; None for anything that is not a state this
    module wrote (null, another shape, an unknown screen, a dialog without a valid game)."""
    if not isinstance(state, dict):
        return None
    screen = state.get("screen")
    if screen == "home":
        return HOME
    if screen == "setup":
        game = _id(state.get("game"))
        return Entry("setup", game=game) if game else None
    if screen == "game":
        return Entry("game", save=_id(state.get("save")))
    return None


def came_from(state) -> str | None:
    """The screen of the entry before this one, as recorded when it was pushed."""
    if not isinstance(state, dict):
        return None
    value = state.get("from")
    return value if value in SCREENS else None


def how_to_enter(current: Entry | None, target: Entry, first: bool, restoring: bool) -> str:
    """``"push"`` or ``"replace"``: the first screen of a page load (``first``) and a screen
    shown for a popstate (``restoring``) replace; so does an unlabelled entry (``current`` None:
    the page load itself, or a link the browser made an entry for) and the same screen again.
    A game started from its new-game dialog takes the dialog's entry (issue 24): Back from the
    game goes to the screen before the dialog (the game list) and Forward from there returns
    to the game in one step. Any other different screen pushes."""
    if first or restoring or current is None or current == target:
        return "replace"
    if current.screen == "setup" and target.screen == "game":
        return "replace"
    return "push"


def focus_targets(screen: str, touch: bool = False) -> tuple[str, ...]:
    """CSS selectors of a screen's main control, tried in order: the start screen's first
    primary button (resume comes before the game list), the dialog's first name field (on a
    touch screen its title instead: a focused field would open the on-screen keyboard over
    the options, issue 24), the hand-over screen's button when one is shown, else the board."""
    if screen == "home":
        return ('[data-testid="home-screen"] .btn.primary', '[data-testid="home-screen"] button')
    if screen == "setup":
        if touch:
            return ("form.setup h1",)
        return ('form.setup input[name="name0"]', "form.setup input, form.setup select")
    if screen == "game":
        return ('[data-testid="handover"]:not([hidden]) [data-testid="reveal"]',
                'canvas[data-testid="board"]')
    return ()


# -- the browser half ----------------------------------------------------------------------------
class _Nav:
    """What this page load knows: whether a screen was shown yet, whether a popstate is being
    followed, and the screen on show (focus moves only when it changes)."""

    def __init__(self) -> None:
        self.first = True
        self.restoring = False
        self.shown: Entry | None = None
        self.focus_for: Entry | None = None
        self.focus_proxy: Any = None


_nav = _Nav()


def current_state():
    """``history.state`` as Python data (None when it is not JSON data)."""
    try:
        return json.loads(str(page.window.JSON.stringify(page.window.history.state)))
    except (TypeError, ValueError):
        return None


def enter(entry: Entry, fragment: str) -> None:
    """The app now shows ``entry``, whose address ends in ``fragment`` (``#r=...`` or '');
    push or replace the history entry (see :func:`how_to_enter`) and, for a new screen, move
    the focus to its main control."""
    state = current_state()
    current = entry_of(state)
    mode = how_to_enter(current, entry, _nav.first, _nav.restoring)
    loc = page.window.location
    url = str(loc.pathname) + str(loc.search) + fragment
    if mode == "push":
        page.window.history.pushState(page.to_js(entry_state(entry, current.screen if current else None)), "", url)
    else:
        page.window.history.replaceState(page.to_js(entry_state(entry, came_from(state))), "", url)
    _nav.first = False
    if entry != _nav.shown:
        _nav.shown = entry
        _focus_later(entry)


def _focus_later(entry: Entry) -> None:
    """Focus the main control once the current task ends: at start-up the app root is still
    hidden while the first screen is drawn, and a hidden element takes no focus."""
    _nav.focus_for = entry
    if _nav.focus_proxy is None:
        _nav.focus_proxy = page.create_proxy(_focus_now)
    page.window.setTimeout(_nav.focus_proxy, 0)


def _focus_now(*_args) -> None:
    entry, _nav.focus_for = _nav.focus_for, None
    if entry is None or entry != _nav.shown:
        return  # another screen came first
    touch = bool(page.window.matchMedia("(pointer: coarse)").matches)
    for selector in focus_targets(entry.screen, touch):
        node = page.document.querySelector(selector)
        if not page.is_none(node) and not node.hidden:
            if str(node.tagName) in ("CANVAS", "H1") and not node.hasAttribute("tabindex"):
                # a canvas or a title takes focus only with a tabindex (the table gives the
                # board 0, which also puts it in the tab order); -1 lets focus land in any case
                node.setAttribute("tabindex", "-1")
            node.focus(page.to_js({"preventScroll": True}))
            if str(node.tagName) == "INPUT":
                node.select()  # a name field holds a default name: typing replaces it
            return


def back_to(screen: str) -> bool:
    """Go back in history when the entry before this one is ``screen`` (the dialog's Back
    button then does what the browser's does, instead of stacking entries); False when it is
    not known to be, so the caller shows ``screen`` itself."""
    if came_from(current_state()) != screen:
        return False
    page.window.history.back()
    return True


def popped(app, event) -> None:
    """``popstate``: show the screen of the entry arrived at, without pushing. An entry
    without our state is a link typed into the address bar: ``hashchange`` opens it."""
    try:
        state = json.loads(str(page.window.JSON.stringify(event.state)))
    except (TypeError, ValueError):
        state = None
    entry = entry_of(state)
    if entry is None:
        return
    _nav.restoring = True
    try:
        app.clear_message()
        show(app, entry)
    finally:
        _nav.restoring = False


def restore(app) -> bool:
    """Start-up: show the screen the current entry was on before a reload (or before the page
    was left for a rules page); False when the entry has no screen of ours or it cannot be
    shown, so the usual start-up (link, autosave, game list) goes on."""
    entry = entry_of(current_state())
    if entry is None:
        return False
    fragment = str(page.window.location.hash or "")
    if entry.screen == "game":
        if not reopen(app, entry):
            return False
        if fragment.startswith("#r=") and fragment != app.session.link_hash():
            return False  # the address holds another game: opened as a link, as always
        app.show_game()
        return True
    if fragment.startswith("#r="):
        return False  # an address with a link in it: the link wins, as it always did
    return show(app, entry)


def show(app, entry: Entry) -> bool:
    """Show ``entry``'s screen in ``app``; a dialog of a game that cannot be played, or a game
    that is no longer saved, shows the game list instead (with a notice for the game)."""
    if entry.screen == "setup" and entry.game and app._playable(entry.game):
        app.show_setup(entry.game)
        return True
    if entry.screen == "game":
        return _show_game(app, entry)
    app.show_home()
    return entry.screen == "home"


def _show_game(app, entry: Entry) -> bool:
    """A game entry: its saved game; when that is gone or is not the game in the entry's
    address (``#r=``, the whole game), the address's game, opened as a link is."""
    opened = reopen(app, entry)
    fragment = str(page.window.location.hash or "")
    if fragment.startswith("#r=") and (not opened or fragment != app.session.link_hash()):
        if app.session.match is not None and fragment == app.session.link_hash():
            opened = True  # the game open already is the entry's
        elif app.open_hash(startup=False):
            return True
    if opened:
        app.show_game()
        return True
    app.show_home()
    app.message(lambda lang: (t(lang, "nav_game_gone"), None), "info")
    return False


def reopen(app, entry: Entry) -> bool:
    """Load the game of a game entry: by its save id where the session keeps several games,
    else the autosaved game; True when a playable game is open."""
    session = app.session
    open_saved = getattr(session, "open_saved", None)
    if entry.save and open_saved is not None:
        opened = bool(open_saved(entry.save))
    else:
        opened = session.resume()
    return opened and session.match is not None and app._playable(session.match.game.id)


def game_entry(session) -> Entry:
    """The entry of the game open in ``session`` (its save id once sessions have them)."""
    return Entry("game", save=_id(getattr(session, "save_id", None)))
