"""Thin wrappers around the browser APIs the app uses: storage, address bar, clipboard,
file download, a random seed and the preferred language."""

from __future__ import annotations

from typing import Any

import js
from . import page

LANG_KEY = "speeltafel:lang"


class LocalStorage:
    """``window.localStorage`` behind the small interface of ``session.Session``; a browser
    that refuses storage (private mode, disabled, full) makes ``set`` answer False."""

    def get(self, key: str) -> str | None:
        try:
            value = page.window.localStorage.getItem(key)
        except Exception:
            return None
        return None if page.is_none(value) else str(value)

    def set(self, key: str, value: str) -> bool:
        try:
            page.window.localStorage.setItem(key, value)
        except Exception:  # QuotaExceededError, or storage disabled
            return False
        return True

    def remove(self, key: str) -> None:
        try:
            page.window.localStorage.removeItem(key)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            store = page.window.localStorage
            return [str(store.key(i)) for i in range(int(store.length))]
        except Exception:
            return []


def initial_lang(storage: LocalStorage) -> str:
    """The remembered language, else ``nl`` for a Dutch browser and ``en`` otherwise."""
    saved = storage.get(LANG_KEY)
    if saved in ("nl", "en"):
        return saved
    lang = str(page.window.navigator.language or "").lower()
    return "nl" if lang.startswith("nl") else "en"


def current_hash() -> str:
    return str(page.window.location.hash or "")


def hash_of(url: str) -> str:
    """The fragment of ``url`` as ``location.hash`` gives it ('#...', or '' for none). A
    ``hashchange`` listener opens its event's ``newURL`` through this, not the address bar: a
    bot's move of the game on screen that lands before the listener runs writes that game's
    link into the address (:func:`replace_hash`), and the link followed would be lost."""
    _, mark, fragment = str(url).partition("#")
    return "#" + fragment if mark and fragment else ""


def replace_hash(fragment: str) -> None:
    """Put ``fragment`` (``#r=...`` or '') in the address bar without a history entry; the
    entry keeps its state (the screen it stands for, see ``app.navigation``)."""
    if current_hash() == fragment:
        return
    loc = page.window.location
    url = str(loc.pathname) + str(loc.search) + fragment
    page.window.history.replaceState(page.window.history.state, "", url)


def page_url() -> str:
    return str(page.window.location.href)


async def copy_text(text: str) -> bool:
    """Copy to the clipboard; False when the browser refuses (no permission, not secure)."""
    try:
        clipboard = page.window.navigator.clipboard
        if page.is_none(clipboard):
            return False
        await clipboard.writeText(text)
        return True
    except Exception:
        return False


def download_text(filename: str, text: str) -> None:
    """Offer ``text`` as a UTF-8 ``.txt`` download (Blob + a[download])."""
    blob = js.Blob.new(page.to_js([text]), page.to_js({"type": "text/plain;charset=utf-8"}))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = filename
    link.style.display = "none"
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    _revoke_later(url)


def _revoke_later(url) -> None:
    from . import page

    proxy: Any = None

    def revoke():
        js.URL.revokeObjectURL(url)
        proxy.destroy()

    proxy = page.create_proxy(revoke)
    js.setTimeout(proxy, 2000)


def random_seed() -> int:
    """A fresh seed from the browser's cryptographic generator (0 .. 2**53-1)."""
    words = js.crypto.getRandomValues(js.Uint32Array.new(2)).to_py()
    return (int(words[0]) & 0x1FFFFF) * 2**32 + int(words[1])


def now_ms() -> float:
    """The browser clock in milliseconds (when a saved game was last played)."""
    return float(js.Date.now())


def random_id() -> str:
    """A fresh id for a saved game (12 hex digits from the cryptographic generator)."""
    return "%012x" % (random_seed() & 0xFFFFFFFFFFFF)


def local_time(ms: float, lang: str) -> str:
    """``ms`` as a short local date and time in ``lang`` (e.g. "23 nov. 2026, 21:04")."""
    try:
        d = js.Date.new(ms)
        options = page.to_js({"dateStyle": "medium", "timeStyle": "short"})
        return str(d.toLocaleString("nl-NL" if lang == "nl" else "en-GB", options))
    except Exception:
        return ""


def timestamp() -> str:
    """Local date and time as ``YYYYMMDD-HHMM`` for file names."""
    d = js.Date.new()
    parts = [int(d.getFullYear()), int(d.getMonth()) + 1, int(d.getDate()),
             int(d.getHours()), int(d.getMinutes())]
    return "{:04d}{:02d}{:02d}-{:02d}{:02d}".format(*parts)
