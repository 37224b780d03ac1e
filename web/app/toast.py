"""The message banner (toast): a text in the page's language, an optional link to the rule
that refused something (opened in the same tab: the game is autosaved, and Back returns to it,
see ``app.navigation``) and an optional action button. It keeps what it shows as a function
of the language, so a language switch redraws it in the other language.

Where it shows (issue 24): on a game screen in the page's flow right after the board's
controls (under the board on a narrow or portrait screen, at the top of the side column on a
wide one), so it covers no button (fixed at the bottom edge it hid a phone's last buttons
and the panel's); on the other screens floating at the bottom edge."""

from __future__ import annotations

from typing import Any

from . import dom
from .dom import el
from .i18n import t
from .session import ReplayError, RuleError


class Toast:
    def __init__(self, node, root=None) -> None:
        self.node = node
        self.root = root  # the page's root, where it floats (None: it stays where it is)
        #: (lang -> (text, rule href or None), kind, action) while shown
        self._message: tuple[Any, str, tuple | None] | None = None

    def show(self, content, kind: str, action: tuple | None, lang: str) -> None:
        """Show the banner. ``content`` is text or ``lang -> (text, rule href or None)``;
        ``kind`` "error" or "info"; ``action`` an optional ``(data-action, text key)`` button."""
        if isinstance(content, str):
            text = content
            content = lambda lang: (text, None)  # noqa: E731
        self._message = (content, kind, action)
        self.draw(lang)

    def rule_error(self, error: RuleError, wrapper: str | None, lang: str) -> None:
        """A rule error in the reader's language with its rule link; a replay error names its
        line; ``wrapper`` (a text key with ``{msg}``) puts it in context."""
        def content(lang):
            # a tap is no written line: the reason without the quoted notation (issue 24)
            text = error.message(lang) if isinstance(error, ReplayError) else error.reason(lang)
            if isinstance(error, ReplayError) and error.line:
                text = t(lang, "replay_line", line=error.line, step=_short(error.step), msg=text)
            if wrapper:
                text = t(lang, wrapper, msg=text)
            return text, error.href(lang)
        self.show(content, "error", None, lang)

    def clear(self) -> None:
        self._message = None
        dom.show(self.node, False)

    def dock(self) -> None:
        """Put the banner where it shows now (see the module's docstring)."""
        if self.root is None:
            return
        controls = self.root.querySelector(".screen.game .controls")
        if dom.attr(controls, "class"):
            if not self.node.isSameNode(controls.nextElementSibling):
                controls.after(self.node)
        elif not self.root.isSameNode(self.node.parentElement):
            self.root.appendChild(self.node)

    def draw(self, lang: str) -> None:
        self.dock()
        if self._message is None:
            dom.show(self.node, False)
            return
        content, kind, action = self._message
        text, href = content(lang)
        self.node.className = f"toast {kind}"
        self.node.setAttribute("role", "alert" if kind == "error" else "status")
        dom.replace(self.node,
                    el("span", {"class": "toast-icon", "aria-hidden": "true", "text": "!" if kind == "error" else "i"}),
                    el("div", {"class": "toast-body"},
                       el("p", {"class": "toast-text", "testid": "message-text", "text": text}),
                       el("a", {"class": "rule-link", "testid": "rule-link", "href": href,
                                "text": t(lang, "rule_link")}) if href else None,
                       el("button", {"type": "button", "class": "btn small", "action": action[0],
                                     "text": t(lang, action[1])}) if action else None),
                    el("button", {"type": "button", "class": "toast-close", "action": "dismiss",
                                  "aria-label": t(lang, "close"), "text": "×"}))
        dom.show(self.node, True)


#: How much of an offending record line a message quotes (a line may be thousands of
#: characters long in a hostile link).
STEP_QUOTE = 60


def _short(step: str) -> str:
    return step if len(step) <= STEP_QUOTE else step[:STEP_QUOTE - 1] + "…"
