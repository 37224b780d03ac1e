"""The shell's side of the saved games (issue 10): the notices that stay until resolved (a
stale tab, a full storage), the ``storage`` event from other tabs, and the actions of the
saved-games list (resume, delete with undo, load the newer version, delete finished games).

Its ``act_*(app, arg)`` functions are found by the shell's delegated click handler after the
shell's own methods; ``app`` is the ``shell.App``.
"""

from __future__ import annotations

from . import dom, saved_games
from .dom import el
from .i18n import t


class Notices:
    """Messages that stay until what they report is resolved (unlike the toast, which the
    next move clears): name -> (text key, actions as (data-action, text key) pairs)."""

    def __init__(self, node) -> None:
        self.node = node
        self.items: dict[str, tuple[str, list[tuple[str, str]]]] = {}

    def set(self, name: str, key: str | None, actions: list[tuple[str, str]] | None = None,
            lang: str = "en") -> None:
        if key is None:
            if self.items.pop(name, None) is None:
                return
        else:
            self.items[name] = (key, actions or [])
        self.draw(lang)

    def draw(self, lang: str) -> None:
        nodes = []
        for name, (key, actions) in sorted(self.items.items()):
            nodes.append(el("div", {"class": f"notice notice-{name}", "testid": f"notice-{name}",
                                    "role": "alert"},
                            el("p", {"class": "notice-text", "text": t(lang, key)}),
                            el("div", {"class": "notice-actions"},
                               [el("button", {"type": "button", "class": "btn small", "action": action,
                                              "testid": f"notice-{action}", "text": t(lang, label)})
                                for action, label in actions])))
        dom.replace(self.node, nodes)
        dom.show(self.node, bool(nodes))


def listen_to_other_tabs(app, window) -> None:
    app._on(window, "storage", lambda event: _storage_event(app, event))


def _storage_event(app, event) -> None:
    key = event.key
    key = None if key is None or str(key) in ("null", "undefined") else str(key)
    if app.session.storage_changed(key):
        app.notices.set("stale", "saves_stale", [("load-newer", "saves_load_newer")], app.lang)
    elif app.screen == "home" and (key is None or key.startswith(saved_games.PREFIX)):
        app.show_home()  # another tab started, finished or deleted a game: the list follows


def check_saves(app) -> None:
    """After a change of the open game: say at once when it could not be saved, and when
    its moves were kept as a game of their own because another tab moved it on."""
    s = app.session
    if s.forked:
        s.forked = False
        app.message(lambda lang: (t(lang, "saves_forked"), None), "info")
    if not s.stale:
        app.notices.set("stale", None, lang=app.lang)
    if s.save_failed:
        app.notices.set("full", "saves_full", [("delete-finished", "saves_delete_finished"),
                                                ("export", "export")], app.lang)
    else:
        app.notices.set("full", None, lang=app.lang)


def act_resume(app, arg) -> None:
    app.clear_message()
    opened = app.session.open_saved(arg) if arg else app.session.resume()
    if opened:
        app.show_game()
    else:
        if app.screen == "home":
            app.show_home()
        app.message(lambda lang: (t(lang, "autosave_unreadable"), None), "error")


def act_delete_saved(app, arg) -> None:
    if not arg or arg == app.session.save_id:
        return
    raw = saved_games.delete(app.storage, arg)
    app.deleted_save = (arg, raw) if raw else None
    app.show_home()
    app.message(lambda lang: (t(lang, "saves_deleted"), None), "info",
                 ("undo-delete", "undo") if raw else None)


def act_undo_delete(app, arg) -> None:
    if app.deleted_save is not None:
        saved_games.undelete(app.storage, *app.deleted_save)
        app.deleted_save = None
    app.clear_message()
    if app.screen == "home":
        app.show_home()


def act_load_newer(app, arg) -> None:
    if app.session.load_newer():
        app.notices.set("stale", None, lang=app.lang)
        app.show_game()


def act_delete_finished(app, arg) -> None:
    gone = saved_games.delete_finished(app.storage, app.session.save_id)
    app.session.save()
    check_saves(app)
    app.message(lambda lang: (t(lang, "saves_deleted_n", n=gone), None), "info")
