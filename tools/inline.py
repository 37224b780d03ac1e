"""The first screen's style sheets and scripts, written into ``index.html`` (issue 26).

On a phone network every file the first paint waits for costs a round trip after the page
itself (85 ms on the bench's phone profile) before anything can be shown: the style sheets
block rendering and the head's scripts block the parser. ``web/index.html`` marks the ones
the first screen needs with ``data-inline``; the build replaces each such
``<link rel="stylesheet" href="./X" data-inline>`` by ``<style>`` and each
``<script src="./X" data-inline></script>`` by ``<script>`` with the file's text, drops the
``<link rel="preload">`` of an inlined file, and adds each text's SHA-256 to the page's
Content-Security-Policy (``style-src`` / ``script-src``), so the policy still allows nothing
inline but exactly these texts (``tools/csp.py``). The files stay in ``dist/`` for anything
else that names them.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

from tools import csp
from tools.console import BuildError

#: ``<link rel="stylesheet" href="./X" data-inline>`` (attributes in this order, as written).
STYLE = re.compile(r'<link rel="stylesheet" href="\./([^"]+)" data-inline>')
#: ``<script src="./X" data-inline></script>``.
SCRIPT = re.compile(r'<script src="\./([^"]+)" data-inline></script>')
#: A ``url(...)`` that is not a ``data:`` URL (relative to the style sheet's own folder).
RELATIVE_URL = re.compile(r"""url\(\s*["']?(?!data:)""", re.IGNORECASE)
#: An element still marked after the replacements (written some other way).
LEFT = re.compile(r'<[a-z][^>]*\sdata-inline[\s>=]')


def digest(text: str) -> str:
    """The CSP source for an inline text: ``'sha256-<base64>'`` of its UTF-8 bytes."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def _text(dist: Path, name: str, closing: str) -> str:
    path = dist / name
    if not path.is_file():
        raise BuildError(f"index.html inlines {name}, which is not in the site")
    text = path.read_text(encoding="utf-8")
    if closing in text.lower():
        raise BuildError(f"{name} holds {closing!r}: it cannot be written inline")
    return text


def inline_first_screen(dist: Path) -> dict[str, list[str]]:
    """Inline the marked files of ``dist/index.html`` and allow them in its policy; return
    ``{"styles": [...], "scripts": [...]}``, the names inlined in page order."""
    index = dist / "index.html"
    page = index.read_text(encoding="utf-8")
    done: dict[str, list[str]] = {"styles": [], "scripts": []}
    hashes: dict[str, list[str]] = {"style-src": [], "script-src": []}

    def style(found: re.Match) -> str:
        text = _text(dist, found.group(1), "</style")
        if "/" in found.group(1) and RELATIVE_URL.search(text):
            raise BuildError(f"{found.group(1)} names a file by a relative url(): written into "
                             "index.html it would point elsewhere")
        done["styles"].append(found.group(1))
        hashes["style-src"].append(digest(text))
        return f"<style>{text}</style>"

    def script(found: re.Match) -> str:
        text = _text(dist, found.group(1), "</script")
        done["scripts"].append(found.group(1))
        hashes["script-src"].append(digest(text))
        return f"<script>{text}</script>"

    page = SCRIPT.sub(script, STYLE.sub(style, page))
    for name in done["styles"] + done["scripts"]:
        page = page.replace(f'<link rel="preload" href="./{name}" as="script">\n', "")
        page = page.replace(f'<link rel="preload" href="./{name}" as="style">\n', "")
    if LEFT.search(page):
        raise BuildError("index.html has a data-inline element the build cannot inline "
                         "(write it as <link rel=\"stylesheet\" href=\"./X\" data-inline> or "
                         "<script src=\"./X\" data-inline></script>)")
    policy = csp.page_policy(page)
    if policy is None:
        raise BuildError("index.html has no Content-Security-Policy <meta> to allow its inline files")
    page = page.replace(csp.meta_tag(policy), csp.meta_tag(csp.allow_sources(policy, hashes)), 1)
    index.write_text(page, encoding="utf-8")
    return done
