"""The no-other-origin checks: the built site must load nothing from another origin.

A page that loads a script, style sheet, image or frame from ``https://...`` or ``//host/...``
breaks offline use and leaks the visit, so the build fails on it. HTML is read with
``html.parser`` (attribute values unescaped, quoting of any style); CSS files, ``<style>``
blocks and ``style`` attributes are searched for ``url(//...)`` and ``@import "//..."``.
The PyScript config must boot the site's own Pyodide (otherwise PyScript fetches it from a
CDN) and may not list ``packages`` (wheels the site does not ship).
"""

from __future__ import annotations

import json
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

from tools.console import BuildError

#: PyScript's `interpreter`: our module that boots ./pyodide/pyodide.mjs early (see it).
INTERPRETER = "./early-pyodide.mjs"
PYODIDE_MODULE = "./pyodide/pyodide.mjs"

#: Elements whose URL attributes make the browser fetch something while showing the page
#: (``<a href>`` only navigates when clicked, so it may point anywhere).
LOADING_TAGS = frozenset({"script", "link", "img", "iframe", "source", "audio", "video", "embed",
                          "object", "track", "input", "image", "use"})
#: Attributes holding a URL to fetch; ``data-src`` and ``xlink:href`` count too (the last part
#: of the name decides), as lazy loaders and SVG use them.
URL_ATTRS = frozenset({"src", "href", "data", "srcset", "poster"})
#: A URL with a host: ``scheme://...`` or protocol-relative ``//...``.
FOREIGN_URL = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)
FOREIGN_CSS = re.compile(r"""(?:url\(\s*["']?|@import\s+["'])\s*(?:[a-z][a-z0-9+.-]*:)?//""",
                         re.IGNORECASE)


def _is_url_attr(name: str) -> bool:
    return re.split(r"[-:]", name)[-1] in URL_ATTRS


def _urls(name: str, value: str) -> list[str]:
    """The URLs in one attribute value (a ``srcset`` holds several, each before its size)."""
    if name.endswith("srcset"):
        return [part.split()[0] for part in value.split(",") if part.strip()]
    return [value]


class PageScan(HTMLParser):
    """One HTML page: what it loads from another origin, its scripts and its links."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.foreign: list[str] = []
        self.scripts: list[str] = []
        self.links: list[tuple[str, str]] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "script" and "src" in values:
            self.scripts.append(values["src"])
        if tag == "link":
            self.links.append((values.get("rel", ""), values.get("href", "")))
        if tag == "style":
            self._in_style = True
        if FOREIGN_CSS.search(values.get("style", "")):
            self.foreign.append(f"<{tag} style> loads a URL from another origin")
        if tag not in LOADING_TAGS:
            return
        for name, value in values.items():
            if _is_url_attr(name):
                self.foreign += [f'<{tag} {name}="{url}">' for url in _urls(name, value)
                                 if FOREIGN_URL.match(url)]

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag == "style":
            self._in_style = False

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style and FOREIGN_CSS.search(data):
            self.foreign.append("<style> loads a URL from another origin")


def scan_html(text: str) -> PageScan:
    scan = PageScan()
    scan.feed(text)
    scan.close()
    return scan


def foreign_in_css(text: str) -> bool:
    """Whether a style sheet imports or uses a URL on another origin."""
    return FOREIGN_CSS.search(text) is not None


def _config_problems(dist: Path) -> list[str]:
    configs = [p for p in (dist / "pyscript.toml", dist / "pyscript.json") if p.is_file()]
    if not configs:
        return ["no pyscript.toml (or pyscript.json) in web/: PyScript would fetch Pyodide from a CDN"]
    problems = []
    for cfg_path in configs:
        text = cfg_path.read_text(encoding="utf-8")
        try:
            cfg = tomllib.loads(text) if cfg_path.suffix == ".toml" else json.loads(text)
        except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
            problems.append(f"{cfg_path.name} does not parse: {e}")
            continue
        interpreter = dist / INTERPRETER
        if cfg.get("interpreter") != INTERPRETER:
            problems.append(f"{cfg_path.name}: interpreter must be {INTERPRETER!r} (got "
                            f"{cfg.get('interpreter')!r}); otherwise PyScript loads Pyodide from a CDN")
        elif not interpreter.is_file() or f'from "{PYODIDE_MODULE}"' not in interpreter.read_text(
                encoding="utf-8"):
            problems.append(f"{INTERPRETER} must load the site's own {PYODIDE_MODULE}")
        if cfg.get("packages"):
            problems.append(f"{cfg_path.name}: packages = {cfg['packages']!r} need micropip and "
                            "wheels that the site does not ship; use [files] archives instead")
        for source in (cfg.get("files") or {}):
            if "//" in source or not (dist / source).resolve().is_file():
                problems.append(f"{cfg_path.name}: [files] source {source!r} is not a file of the site")
    return problems


def check_site(dist: Path) -> list[str]:
    """Raise :class:`BuildError` listing everything that would make the page load from another
    origin; return warnings (not offline-capable, not installable). The runtimes copied from
    ``node_modules`` (``pyodide/``, ``pyscript/``) are not searched: they name CDNs in code the
    site never runs, since the config points PyScript at the local interpreter."""
    problems: list[str] = []
    for path in sorted(dist.rglob("*")):
        rel = path.relative_to(dist).as_posix()
        if rel.startswith(("pyodide/", "pyscript/")) or not path.is_file():
            continue
        if path.suffix == ".html":
            problems += [f"{rel} loads from another origin: {what}"
                         for what in scan_html(path.read_text(encoding="utf-8")).foreign]
        if path.suffix == ".css" and foreign_in_css(path.read_text(encoding="utf-8")):
            problems.append(f"{rel} loads something from another origin")
    problems += _config_problems(dist)
    if problems:
        raise BuildError("the site would not be self-contained:\n  " + "\n  ".join(problems))
    index = scan_html((dist / "index.html").read_text(encoding="utf-8"))
    warnings = []
    if not any(src.rsplit("/", 1)[-1] == "sw-register.js" for src in index.scripts):
        warnings.append("index.html does not load sw-register.js: the site will not work offline")
    if not any("manifest" in rel.split() and href.endswith("manifest.webmanifest")
               for rel, href in index.links):
        warnings.append("index.html does not link manifest.webmanifest: not installable")
    return warnings
