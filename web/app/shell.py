"""The app shell: top bar, the screens (game list, new-game dialog, game table), the message
banner, language switch, and the share / export / import plumbing.

Clicks, form submits and file choices are handled by one delegated listener each on the app
root: an element's ``data-action`` names what it does (``data-arg`` its argument).
"""

from __future__ import annotations

import asyncio

from typing import Any

from . import page

from core import registry
from core.record import parse_seed

from . import (browser, dom, game_screen, home_screen, layout, navigation, renderers, saves_ui,
               setup_screen, transfer)
from .dom import el
from .i18n import t
from .session import ReplayError, RuleError, Session
from .table import Table
from .toast import Toast


class App:
    def __init__(self, root) -> None:
        self.root = root
        self.storage = browser.LocalStorage()
        self.lang = browser.initial_lang(self.storage)
        self.session = Session(self.storage, browser.now_ms, browser.random_id)
        self.screen = ""
        self.setup_id: str | None = None
        self.table: Table | None = None
        self._proxies: list[Any] = []
        #: The last game deleted from the list (id, stored text), for its Undo.
        self.deleted_save: tuple[str, str] | None = None
        self._build_frame()

    # -- frame ---------------------------------------------------------------------------------
    def _build_frame(self) -> None:
        self.topbar_title = el("span", {"class": "topbar-title"})
        self.lang_button = el("button", {"type": "button", "class": "btn lang", "action": "lang",
                                         "testid": "lang"})
        self.home_button = el("button", {"type": "button", "class": "brand", "action": "home",
                                         "testid": "home"},
                              el("span", {"class": "brand-mark", "aria-hidden": "true"}),
                              el("span", {"class": "brand-name", "text": "Speeltafel"}))
        header = el("header", {"class": "topbar"}, self.home_button, self.topbar_title,
                    self.lang_button)
        self.main = el("main", {"class": "main", "id": "main"})
        self.toast = Toast(el("div", {"class": "toast", "testid": "message", "hidden": True}), self.root)
        self.notices = saves_ui.Notices(el("div", {"class": "notices", "testid": "notices",
                                                   "hidden": True}))
        dom.replace(self.root, header, self.notices.node, self.main, self.toast.node)
        self._label_frame()

    def _label_frame(self) -> None:
        lang = self.lang
        page.document.documentElement.lang = lang
        other = "en" if lang == "nl" else "nl"
        dom.set_text(self.lang_button, other.upper())
        self.lang_button.setAttribute("aria-label", t(lang, "lang_switch"))
        self.lang_button.setAttribute("title", t(lang, "lang_switch"))
        self.home_button.setAttribute("aria-label", t(lang, "home_label"))
        self.home_button.setAttribute("title", t(lang, "home_label"))
        page.document.title = t(lang, "page_title")

    def listen(self) -> None:
        """Install the delegated listeners (once)."""
        self._on(self.root, "click", self._click)
        self._on(self.root, "submit", self._submit)
        self._on(self.root, "change", self._change)
        # every keystroke in the dialog is kept at once: a link followed next (an option's
        # rule) leaves the page before a "change" would come (issue 24)
        self._on(self.root, "input", lambda e: self._remember_setup())
        self._on(page.document, "keydown", self._key)
        self._on(page.window, "hashchange", lambda e: self.open_hash(False, browser.hash_of(e.newURL)))
        self._on(page.window, "popstate", lambda e: navigation.popped(self, e))
        self._on(page.window, "resize", lambda e: self.table.fit() if self.table else None)
        saves_ui.listen_to_other_tabs(self, page.window)

    def _on(self, target, kind: str, fn) -> None:
        proxy = page.create_proxy(fn)
        target.addEventListener(kind, proxy)
        self._proxies.append(proxy)

    # -- start ----------------------------------------------------------------------------------
    def start(self) -> None:
        """First screen: the history entry's screen (a reload), else a link in the address bar
        if it opens, else the saved game that was open, else the game list. Saved data that cannot be restored is set aside first,
        with a notice offering its export (issue 9: storage never stops the start)."""
        if self.session.set_aside_bad_saves():
            self.message(lambda lang: (t(lang, "saved_set_aside"), None), "error",
                         ("export-set-aside", "export_set_aside"))
        if navigation.restore(self):  # a reload, or Back from a rules page: the same screen
            return
        if self.open_hash(startup=True):
            return
        if self.screen == "home":  # a link that did not open: its message, on the game list
            return
        last = self.session.last_open()
        if last and self.session.open_saved(last) and self._playable(self.session.game.id):
            self.show_game()
            return
        self.session.close()
        self.show_home()

    def _playable(self, game_id: str) -> bool:
        return renderers.has_renderer(game_id)

    def open_hash(self, startup: bool, fragment: str | None = None) -> bool:
        """Open the game in ``#r=...`` (``fragment``, else the address bar's); on failure show
        why and keep everything else."""
        fragment = browser.current_hash() if fragment is None else fragment
        if not fragment.startswith("#r="):
            return False
        if self.session.match is not None and fragment == self.session.link_hash():
            return False
        try:
            match = self.session.read_link(fragment[3:])
        except ReplayError as e:
            self._restore_hash(startup)
            self.show_rule_error(e, "link_replay_error")
            return False
        except RuleError as e:
            self._restore_hash(startup)
            self.show_rule_error(e, "link_error")
            return False
        if not self._playable(match.game.id):
            self._restore_hash(startup)
            title = match.game.titles
            self.message(lambda lang: (t(lang, "not_playable", game=title.get(lang, match.game.id)), None),
                         "error")
            return False
        kind = self.session.adopt(match)
        self.show_game()
        self.message(lambda lang: (t(lang, "link_opened" if kind == "new" else "link_opened_" + kind), None), "info",
                     ("to-current", "back_to_current") if kind == "earlier" else None)
        return True

    def _restore_hash(self, startup: bool) -> None:
        """After a bad link: the address bar goes back to the current game (or empty)."""
        if startup:
            if self.screen != "home":
                self.show_home()
        browser.replace_hash(self.session.link_hash() if self.screen == "game" else "")

    # -- screens ----------------------------------------------------------------------------------
    def _leave_game(self) -> None:
        self._remember_setup()
        if self.table is not None:
            self.table.bots.cancel()   # a bot thinking for the game left stops
            self.table.unmount()
            self.table = None

    def _remember_setup(self) -> None:
        """Leaving (or changing) the new-game dialog: keep what it holds for its next opening."""
        form = self.main.querySelector("form.setup") if self.screen == "setup" else None
        if form is not None and self.setup_id is not None:
            setup_screen.remember(self.storage, registry.get(self.setup_id), form)

    def show_home(self) -> None:
        self._leave_game()
        if self.session.match is not None:
            self.session.close()
        saves_ui.check_saves(self)
        self.screen = "home"
        self.setup_id = None
        navigation.enter(navigation.HOME, "")
        dom.set_text(self.topbar_title, "")
        dom.replace(self.main, self._home())
        self.toast.draw(self.lang)  # out of a game screen left: back at the bottom edge
        page.window.scrollTo(0, 0)

    def _home(self):
        saved = [g for g in self.session.saved_list() if self._playable(g.game)]
        lang = self.lang
        listing = home_screen.saved_list(lang, saved, lambda ms: browser.local_time(ms, lang))
        return home_screen.home(lang, listing, self.import_control())

    def show_setup(self, game_id: str, keep: dict | None = None) -> None:
        self._leave_game()
        game = registry.get(game_id)
        lang = self.lang
        self.screen = "setup"
        self.setup_id = game_id
        title = game.titles.get(lang, game_id)
        dom.set_text(self.topbar_title, title)
        if keep is None:  # opened anew: what was typed in it before (issue 24)
            keep = setup_screen.remembered(game, self.storage.get(setup_screen.REMEMBER_KEY + game_id))
        form = setup_screen.form(game, lang, keep)
        dom.replace(self.main, el("section", {"class": "screen setup-screen"}, form))
        self.toast.draw(self.lang)
        navigation.enter(navigation.Entry("setup", game=game_id), "")
        page.window.scrollTo(0, 0)

    def start_game(self, form) -> None:
        if self.setup_id is None:
            return
        game = registry.get(self.setup_id)
        values = setup_screen.values(form)
        count = int(values.get("count", game.max_players))
        players = []
        for i in range(count):
            field = form.querySelector(f'[name="name{i}"]')
            name = " ".join(values.get(f"name{i}", "").split())
            players.append(name or dom.attr(field, "data-default") or "")
        options = {opt.key: values.get(f"opt:{opt.key}", opt.default) for opt in game.options}
        seed_text = values.get("seed", "").strip()
        try:
            seed = parse_seed(seed_text) if seed_text else browser.random_seed()
            self.session.new_game(game.id, players, options, seed,
                                  setup_screen.bots_of(values, count))
        except RuleError as e:
            self.show_rule_error(e)
            return
        self.clear_message()
        self.show_game()

    def show_game(self, revealed: int | None = None) -> None:
        self._leave_game()
        match = self.session.open_match
        self.screen = "game"
        dom.set_text(self.topbar_title, match.game.title(match.options, self.lang))
        page.window.scrollTo(0, 0)  # before the mount, which scrolls the prompt into view (issue 24)
        self.table = Table(self, self.session, renderers.renderer(match.game.id), revealed)
        self.table.mount(self.main)
        self.toast.draw(self.lang)  # after the board's controls (toast.Toast.dock)
        navigation.enter(navigation.game_entry(self.session), self.session.link_hash())
        saves_ui.check_saves(self)

    def changed(self, animate: bool = False) -> None:
        """The session changed: address bar and screen follow (the session saved it; a save
        it could not make is reported at once)."""
        browser.replace_hash(self.session.link_hash())
        saves_ui.check_saves(self)
        if self.table is not None:
            self.table.refresh(animate)

    def import_control(self):
        return home_screen.import_control(self.lang)

    # -- messages (the toast) --------------------------------------------------------------------
    def message(self, content, kind: str = "error", action: tuple | None = None) -> None:
        """Show the banner (``toast.Toast.show``), scrolled into view on a narrow game screen
        (``layout.keep_prompt_in_view``: after a board tap it lay under the sticky board)."""
        self.toast.show(content, kind, action, self.lang)
        layout.keep_prompt_in_view(self.root)

    def show_rule_error(self, error: RuleError, wrapper: str | None = None) -> None:
        self.toast.rule_error(error, wrapper, self.lang)

    def clear_message(self) -> None:
        self.toast.clear()

    # -- actions -----------------------------------------------------------------------------------
    def _click(self, event) -> None:
        target = dom.closest(event.target, "[data-action]")
        if target is None or str(target.tagName) in ("FORM", "INPUT", "SELECT"):
            return
        action = dom.attr(target, "data-action") or ""
        arg = dom.attr(target, "data-arg")
        name = "act_" + action.replace("-", "_")
        handler = getattr(self, name, None)
        if handler is None and hasattr(saves_ui, name):
            handler = lambda arg: getattr(saves_ui, name)(self, arg)  # noqa: E731
        if handler is None and self.table is not None:   # the bots' controls (issue 25)
            handler = getattr(self.table.bots, name, None)
        if handler is not None:
            event.preventDefault()
            result = handler(arg)
            if result is not None and hasattr(result, "__await__"):
                asyncio.ensure_future(result)

    def _submit(self, event) -> None:
        form = event.target
        event.preventDefault()
        if dom.attr(form, "data-action") == "start-game":
            self.start_game(form)

    async def _change(self, event) -> None:
        target = event.target
        action = dom.attr(target, "data-action")
        if action == "import":
            await self.import_file(target)
        elif action == "player-count":
            count = int(target.value)
            for i, row in enumerate(self.main.querySelectorAll(".player-field")):
                row.hidden = i >= count
        elif action == "option":
            setup_screen.refresh_options(self.main)
        self._remember_setup()

    def _key(self, event) -> None:
        from . import keyboard  # imported here: this body is all the shell holds of the keys

        keyboard.on_key(self, event)

    def act_home(self, arg) -> None:
        self.clear_message()
        self.show_home()

    def act_lang(self, arg) -> None:
        self.lang = "en" if self.lang == "nl" else "nl"
        self.storage.set(browser.LANG_KEY, self.lang)
        self._label_frame()
        if self.screen == "game":  # the seat that took the device keeps it (no new hand-over)
            self.show_game(self.table.revealed if self.table is not None else None)
        elif self.screen == "setup":
            form = dom.closest(self.main.querySelector("form.setup"), "form")
            keep = setup_screen.values(form) if form is not None else {}
            for i in range(8):
                field = form.querySelector(f'[name="name{i}"]') if form is not None else None
                if keep.get(f"name{i}") is not None and keep.get(f"name{i}") == dom.attr(field, "data-default"):
                    keep.pop(f"name{i}")
            if self.setup_id is not None:
                self.show_setup(self.setup_id, keep)
        else:
            self.show_home()
        self.toast.draw(self.lang)

    def act_new_game(self, arg) -> None:
        self.clear_message()
        self.show_setup(arg)

    def act_setup_back(self, arg) -> None:
        if not navigation.back_to("home"):  # the dialog's Back is the browser's Back
            self.show_home()

    def act_dismiss(self, arg) -> None:  # its room is free: the prompt back in view (issue 24)
        self.clear_message()
        layout.keep_prompt_in_view(self.root)

    def act_to_current(self, arg) -> None:
        self.session.to_current()
        self.clear_message()
        self.changed()

    def act_view(self, arg) -> None:
        self.session.show(int(arg))
        self.clear_message()
        self.changed()

    def act_undo(self, arg) -> None:
        if self.table is not None:
            self.table.bots.paused_by_undo()
        if self.session.undo():
            self.clear_message()
            self.changed()

    def act_redo(self, arg) -> None:
        try:
            done = self.session.redo()
        except RuleError as e:
            self.show_rule_error(e)
            self.changed()
            return
        if done:
            self.clear_message()
            self.changed(animate=True)

    def act_reveal(self, arg) -> None:
        if self.table is not None:
            self.clear_message()
            self.table.reveal()

    def act_log_earlier(self, arg) -> None:
        if self.table is not None:
            self.table.log_earlier()

    def act_game(self, arg) -> None:
        if self.table is not None and arg:
            self.table.game_action(arg)

    def act_pass(self, arg) -> None:
        if self.table is not None:
            self.table.play("pass")

    async def _copy(self) -> None:
        url = browser.page_url()
        copied = await browser.copy_text(url)
        table = self.table
        if table is not None:
            game_screen.show_share_url(table.root, url, copied, table.render.share_note(self.lang), self.lang)

    def act_copy_link(self, arg):
        browser.replace_hash(self.session.link_hash())
        return self._copy()

    def act_export(self, arg) -> None:
        transfer.export_record(self)

    def act_export_set_aside(self, arg) -> None:
        transfer.export_set_aside(self)

    async def import_file(self, field) -> None:
        await transfer.import_file(self, field)
