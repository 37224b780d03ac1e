"""Modules the start does not fetch, on demand (issue 26). Shipped inside the start's cut
standard library as ``_speeltafel_on_demand`` (``tools/stdlib.py``), compiled; standard
library only, nothing of the page.

A first visit fetches only what the start needs: a standard library cut to the modules a start
and the games import (``tools/stdlib-modules.txt``), and ``start.zip``, the generic modules of
the rules core and the app (``tools/site.py``); the games' packages (``core.zip``,
``app.zip``) follow once the app is ready (``web/early-pyodide.mjs``). Two finders, last on
``sys.meta_path``, cover an import that comes before what it needs:

- :class:`StdlibFallback`: a standard-library module the cut lacks. It fetches Pyodide's whole
  ``python_stdlib.zip`` once (a synchronous request, answered by the service worker's cache
  when offline), adds it to ``sys.path`` and finds the module there, and says so on the console
  as an error, since a module missing from the cut is a build defect (the end-to-end suite
  fails on console errors). Without a URL (the build's snapshot maker and the tests in Node)
  it is strict: the import fails with a message naming the module and the list.
- :class:`PackageFallback`: a module of the core's or the app's packages that is not unpacked
  yet (a game opened before the games' archives arrived): it fetches them synchronously and
  unpacks them, as the page would a moment later. When the page has fetched them already and
  only put off unpacking them (a warm start, :func:`packages_fetched`), it unpacks those files
  instead: a synchronous request would bypass the service worker and fail offline.
"""

from __future__ import annotations

import io
import sys
import zipfile
from importlib.machinery import PathFinder

#: The top-level names the whole standard library zip holds (written in by the build).
FULL_NAMES: frozenset[str] = frozenset(__FULL_NAMES__)  # type: ignore[name-defined]  # noqa: F821
#: Where the whole library goes in Pyodide's file system.
FULL_ZIP = "/lib/python_stdlib_full.zip"
LIST = "tools/stdlib-modules.txt"


def fetch_sync(url: str) -> bytes | None:
    """The body of ``url`` (a synchronous request in the page), or None if it fails."""
    from js import XMLHttpRequest  # only in the page

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    # A synchronous request cannot ask for an ArrayBuffer: read the bytes as text with one
    # character per byte (0x80-0xFF arrive as U+F780-U+F7FF) and map them back; the latin-1
    # codec is built in (no encodings module, which the cut may lack).
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send(None)
    if request.status != 200:
        return None
    return request.responseText.translate(_HIGH_BYTES).encode("latin-1")


def refresh_finders() -> None:
    """Make the path finders see files unpacked since they looked (``importlib.invalidate_caches``
    would also import ``importlib.metadata``, which the cut library lacks)."""
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


#: x-user-defined text back to bytes: U+F780 + b -> b for the bytes 0x80-0xFF.
_HIGH_BYTES = {0xF700 + b: b for b in range(0x80, 0x100)}


class StdlibFallback:
    """The last finder: a standard-library module the cut library lacks."""

    def __init__(self, url: str | None, cut: str) -> None:
        self.url = url
        self.cut = cut
        #: Every module name this finder was asked for, in order.
        self.misses: list[str] = []
        #: Whether the whole library was fetched (tried at most once).
        self.mounted = False

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] not in FULL_NAMES:
            return None
        self.misses.append(name)
        if self.url is None:
            raise ModuleNotFoundError(
                f"the start's standard library lacks {name!r}: add it to {LIST} "
                "(python -m tools.stdlib_record records what the page and the core import)",
                name=name)
        if not self.mounted:
            self.mounted = True  # once, even if it fails (and no recursion while it runs)
            self._mount(name)
        search = None if path is None else [p.replace(self.cut, FULL_ZIP, 1) for p in path]
        return PathFinder.find_spec(name, search)

    def _mount(self, name: str) -> None:
        from js import console  # only in the page

        console.error(f"Speeltafel: the start's standard library lacks {name!r} (add it to "
                      f"{LIST}); fetching the whole one from {self.url}")
        data = fetch_sync(self.url)  # type: ignore[arg-type]
        if data is None:
            raise ModuleNotFoundError(f"the start's standard library lacks {name!r} and the "
                                      "whole one did not load", name=name)
        with open(FULL_ZIP, "wb") as out:
            out.write(data)
        sys.path.append(FULL_ZIP)
        refresh_finders()


class PackageFallback:
    """The last finder for a submodule of ``tops`` not unpacked yet: fetches the archives
    ``urls`` once and unpacks them into ``workdir``."""

    def __init__(self, urls: list[str], workdir: str, tops: tuple[str, ...]) -> None:
        self.urls = urls
        self.workdir = workdir
        self.tops = tops
        #: Whether the archives are unpacked (by this finder or by the page).
        self.done = False
        #: The archives as files the page fetched and has not unpacked yet, or None.
        self.fetched: list[str] | None = None

    def find_spec(self, name, path=None, target=None):
        if self.done or "." not in name or name.partition(".")[0] not in self.tops:
            return None
        self.done = True
        if self.fetched is not None:
            _extract(self.fetched, self.workdir)
            return PathFinder.find_spec(name, path)
        for url in self.urls:
            data = fetch_sync(url)
            if data is None:
                raise ModuleNotFoundError(f"{name!r} is in {url}, which did not load", name=name)
            zipfile.ZipFile(io.BytesIO(data)).extractall(self.workdir)
        refresh_finders()
        return PathFinder.find_spec(name, path)


def _replace(kind: type, finder) -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, kind)]
    sys.meta_path.append(finder)


def install(url: str | None) -> StdlibFallback:
    """Put the standard-library finder last on ``sys.meta_path`` (replacing one installed
    before, e.g. in the warm-start snapshot); ``url``: the whole library, or None (strict)."""
    cut = next(p for p in sys.path if p.endswith(".zip"))
    finder = StdlibFallback(url, cut)
    _replace(StdlibFallback, finder)
    return finder


def install_packages(urls: list[str], workdir: str, tops: list[str]) -> PackageFallback:
    """Put the package finder last on ``sys.meta_path`` (see :class:`PackageFallback`)."""
    finder = PackageFallback(list(urls), workdir, tuple(tops))
    _replace(PackageFallback, finder)
    return finder


def _extract(archives: list[str], workdir: str) -> None:
    for path in archives:
        with zipfile.ZipFile(path) as archive:
            archive.extractall(workdir)
    refresh_finders()


def packages_fetched(archives: list[str]) -> None:
    """The page fetched the archives (files ``archives``) and unpacks them later (when idle,
    :func:`packages_unpacked`): a module of them imported before that comes from these files."""
    for finder in sys.meta_path:
        if isinstance(finder, PackageFallback) and not finder.done:
            finder.fetched = list(archives)


def packages_unpacked(archives: list[str]) -> None:
    """The page fetched the archives itself (files ``archives``): unpack them, unless the
    package finder did already; it has nothing left to do."""
    for finder in sys.meta_path:
        if isinstance(finder, PackageFallback) and not finder.done:
            finder.done = True
            _extract(archives, finder.workdir)
