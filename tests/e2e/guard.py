"""The e2e guard (tests/e2e/conftest.py's ``guard`` fixture): every watched page must log no
errors, request nothing from another origin, violate no Content-Security-Policy (issue 9)
and not crash (tests/e2e/crashes.py); it also counts the app's page loads per test file."""

from __future__ import annotations

import os
import time
import urllib.parse
from collections import Counter, deque

from tests.e2e import crashes

#: The app's page loads (a document load of the site's root, not a link followed in the
#: running app) per test file, for ``-s`` runs (conftest's ``pytest_terminal_summary``).
STARTS: Counter[str] = Counter()

#: Run in every page before its own scripts: a blocked script, style, fetch or eval shows up as
#: a console error the guard reads (Chromium's own "Refused to ..." line is not the only sign).
CSP_LISTENER = """document.addEventListener("securitypolicyviolation", function (e) {
  console.error("CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline")
                + " at " + e.sourceFile + ":" + e.lineNumber);
}, true);"""


def origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class Guard:
    def __init__(self) -> None:
        self.origin: str | None = None
        self.problems: list[str] = []
        self.reported = 0
        self._watched: set[int] = set()
        self.started = time.time()
        self.crashes: list[str] = []  # pages whose renderer died (crashes.page_crash)

    def _request(self, request) -> None:
        parts = urllib.parse.urlsplit(request.url)
        if parts.scheme in ("data", "blob"):
            return
        if origin(request.url) != self.origin:
            self.problems.append(f"request to another origin: {request.method} {request.url}")

    def _console(self, message) -> None:
        page = getattr(message, "page", None)
        if page is not None:  # the last lines of each page, for a start that never finishes
            page.__dict__.setdefault("speeltafel_console", deque(maxlen=30)).append(
                f"{message.type}: {message.text[:200]}")
        if message.type == "error":
            where = message.location or {}
            if message.text.startswith("CSP violation: "):
                self.problems.append(f"content security policy violated: {message.text[15:]}")
                return
            self.problems.append(f"console error: {message.text} "
                                 f"({where.get('url', '?')}:{where.get('lineNumber', '?')})")

    def _crash(self, page) -> None:
        self.crashes.append(crashes.page_crash(page, self.started))
        self.problems.append(self.crashes[-1])

    def _page_error(self, error) -> None:
        error = getattr(error, "error", error)  # WebError (context) or Error (page)
        self.problems.append(f"uncaught page error: {getattr(error, 'message', error)}")

    def watch(self, target):
        """Check a Page, or a BrowserContext with all its pages; returns ``target``."""
        is_context = hasattr(target, "new_page")
        if id(target) in self._watched or (not is_context and id(target.context) in self._watched):
            return target
        self._watched.add(id(target))
        target.add_init_script(CSP_LISTENER)
        target.on("request", self._request)
        target.on("console", self._console)
        target.on("weberror" if is_context else "pageerror", self._page_error)
        for page in target.pages if is_context else [target]:
            self._watch_page(page)
        if is_context:
            target.on("page", self._watch_page)
        return target

    def _watch_page(self, page) -> None:
        page.on("crash", self._crash)
        page.on("load", self._load)

    def _load(self, page) -> None:
        if urllib.parse.urlsplit(page.url).path in ("/", "/index.html") \
                and origin(page.url) == self.origin:
            test = os.environ.get("PYTEST_CURRENT_TEST", "?").split("::")[0]
            STARTS[test.rsplit("/", 1)[-1]] += 1

    def unreported(self) -> list[str]:
        """Problems not reported yet (once each: a page watched on its own and through its
        context reports the same event twice)."""
        new = list(dict.fromkeys(self.problems[self.reported:]))
        self.reported = len(self.problems)
        return new
