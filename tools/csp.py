"""The site's Content-Security-Policy (issue 9, item 10): one definition, delivered in the
pages (``<meta http-equiv>``: a static host may not let us set headers) and as headers by
``build.py serve`` (``tools/serve.py``).

The app page allows what PyScript and Pyodide need and nothing more: scripts only from the
site itself (no inline scripts), ``'wasm-unsafe-eval'`` to compile Pyodide's WebAssembly and
``'unsafe-eval'`` because PyScript 0.7 builds functions from strings; workers and fetches
from the site and ``blob:`` (PyScript's worker plumbing, the export download). The rules pages
run one script of the site, ``rules/rules.js`` (their contents and search bar), which reads
their search index from the site; nothing inline, nothing from elsewhere. The one exception
to "nothing inline" is made by the build: the app page's first-screen style sheets and head
scripts are written into ``index.html`` (``tools/inline.py``) and the built page's policy
allows exactly those texts by their SHA-256 (:func:`allow_sources`), never ``'unsafe-inline'``;
``build.py serve`` sends the built page's policy (:func:`built_page_policy`). ``frame-ancestors`` is ignored (and reported) in a meta tag, so it is
only in the headers; the page itself refuses to run in a frame (``web/boot.js``).
"""

from __future__ import annotations

import re
from pathlib import Path

_COMMON = ("default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'",
           "img-src 'self' data: blob:", "style-src 'self'")

#: The app page (``index.html``).
PAGE_POLICY = "; ".join(_COMMON + (
    "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
    "worker-src 'self' blob:",
    "connect-src 'self' blob: data:",
))

#: Every other page (the generated rules reference): scripts and fetches of the site only.
STATIC_POLICY = "; ".join(_COMMON + ("script-src 'self'", "connect-src 'self'"))

#: Added to the policy only in headers.
FRAME_POLICY = "frame-ancestors 'none'"


def policy_for(path: str) -> str:
    """The policy for URL path ``path``: the static one for HTML pages other than the app
    page, the app's for everything else (the service worker's script brings its own policy,
    which governs its fetches, so it needs the app's ``connect-src``)."""
    path = path.split("?", 1)[0]
    if path.endswith(".html") and path not in ("/index.html",):
        return STATIC_POLICY
    return PAGE_POLICY


def headers_for(path: str, page_policy: str = PAGE_POLICY) -> dict[str, str]:
    """The security headers ``build.py serve`` sends with ``path`` (every answer: a script or
    style file carries the page's policy too, which only matters if it is opened directly).
    ``page_policy``: the app page's policy as built (:func:`built_page_policy`)."""
    policy = policy_for(path)
    if policy == PAGE_POLICY:
        policy = page_policy
    return {"Content-Security-Policy": f"{policy}; {FRAME_POLICY}",
            "X-Frame-Options": "DENY",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer"}


def meta_tag(policy: str) -> str:
    return f'<meta http-equiv="Content-Security-Policy" content="{policy}">'


_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def page_policy(html: str) -> str | None:
    """The policy of ``html``'s Content-Security-Policy ``<meta>`` (the first), or None."""
    found = _META.search(html)
    return found.group(1) if found else None


def built_page_policy(dist: Path) -> str:
    """The app page's policy as the build wrote it into ``dist/index.html`` (with the hashes of
    its inline texts); :data:`PAGE_POLICY` when there is no built page or no policy in it."""
    index = dist / "index.html"
    if not index.is_file():
        return PAGE_POLICY
    return page_policy(index.read_text(encoding="utf-8")) or PAGE_POLICY


def allow_sources(policy: str, sources: dict[str, list[str]]) -> str:
    """``policy`` with ``sources[directive]`` appended to each named directive (which must be
    in it), e.g. ``{"script-src": ["'sha256-...'"]}``."""
    parts = [part.strip() for part in policy.split(";")]
    names = [part.split()[0] for part in parts]
    for directive, more in sources.items():
        if directive not in names:
            raise ValueError(f"the policy has no {directive} to extend")
        i = names.index(directive)
        parts[i] = " ".join([parts[i], *more])
    return "; ".join(parts)


_CHARSET = re.compile(r'<meta charset="utf-8">\s*', re.IGNORECASE)


def add_meta(html: str, policy: str) -> str:
    """``html`` with the policy's meta tag right after ``<meta charset>`` (it must come before
    anything it governs); unchanged when the page already has a policy."""
    if 'http-equiv="Content-Security-Policy"' in html:
        return html
    found = _CHARSET.search(html)
    if found is None:
        raise ValueError("page without <meta charset=\"utf-8\">: nowhere to put its policy")
    return html[:found.end()] + meta_tag(policy) + "\n  " + html[found.end():]


def add_meta_to_pages(root: Path) -> list[Path]:
    """Give every ``.html`` page under ``root`` except the app page the static policy."""
    done = []
    for page in sorted(root.rglob("*.html")):
        if page == root / "index.html":
            continue
        text = page.read_text(encoding="utf-8")
        page.write_text(add_meta(text, STATIC_POLICY), encoding="utf-8")
        done.append(page)
    return done
