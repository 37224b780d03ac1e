"""Preload links in ``index.html`` for the files every start fetches, so that the browser
requests them while it parses the page instead of one after another, and the sizes of those
files for the loading screen's progress bar (``boot.js`` counts their bytes as they arrive)."""

from __future__ import annotations

import re
from pathlib import Path

from tools.console import BuildError
from tools.runtime import IMPORT_RE
from tools.stdlib import NAME as STDLIB

#: The line (or comment) of web/index.html that the links replace: after the first screen's
#: style sheets and scripts, so that on a slow network these are asked for first (issue 26).
PRELOAD_MARKER = re.compile(r"^[ \t]*<!-- speeltafel:preload[^>]*-->\n", re.M)
#: The line that the start-up sizes replace: before boot.js, which reads them as it runs.
SIZES_MARKER = re.compile(r"^[ \t]*<!-- speeltafel:startup[^>]*-->\n", re.M)
#: The PyScript chunks every start needs before it imports the interpreter: its core chunk
#: (static import of core.js), the TOML parser (pyscript.toml) and the error plugin (the one
#: plugin pyscript.toml keeps).
PYSCRIPT_START_CHUNKS = re.compile(r"^(?:core|toml|error)-[A-Za-z0-9_-]+\.js$")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


#: The Python modules every start fetches (``web/early-pyodide.mjs``, ``tools/site.py``).
ARCHIVES = ("start.zip",)
#: The ``<meta>`` whose content lists the start-up downloads as ``path=bytes`` words.
STARTUP_META = "speeltafel-startup"


def start_chunks(dist: Path) -> list[str]:
    """The PyScript chunks a start imports before the interpreter, sorted."""
    core_js = _text(dist / "pyscript" / "core.js")
    named = set(IMPORT_RE.findall(core_js))
    for ref in list(named):
        named |= set(IMPORT_RE.findall(_text(dist / "pyscript" / ref[2:])))
    return sorted(ref[2:] for ref in named if PYSCRIPT_START_CHUNKS.match(ref[2:]))


def startup_files(dist: Path) -> list[str]:
    """The files (paths relative to ``dist``) every start downloads before the app can start:
    the Pyodide runtime, PyScript's start chunks and its config (the preloaded files), and
    the generic modules of the core and the app (``early-pyodide.mjs`` asks for them)."""
    return ([f"pyodide/{name}" for name in ("pyodide.asm.wasm", STDLIB,
                                             "pyodide-lock.json", "pyodide.mjs", "pyodide.asm.mjs")]
            + [f"pyscript/{name}" for name in start_chunks(dist)] + ["pyscript.toml"]
            + list(ARCHIVES))


def startup_meta(dist: Path) -> str:
    """``<meta name="speeltafel-startup" content="path=bytes ...">``: each start-up file that
    exists in ``dist`` with its size, so the page can show download progress in bytes."""
    words = [f"{rel}={(dist / rel).stat().st_size}" for rel in startup_files(dist)
             if (dist / rel).is_file()]
    return f'<meta name="{STARTUP_META}" content="{" ".join(words)}">'


def preload_links(dist: Path) -> str:
    """``<link>`` hints for PyScript's start chunks, its config and the Pyodide runtime. Only
    files used within the first second of a start are named: a preload that stays unused for
    a few seconds makes Chromium warn on the console."""
    chunks = start_chunks(dist)
    lines = []
    lines += [f'<link rel="preload" href="./pyodide/{name}" as="fetch" crossorigin>'
              for name in ("pyodide.asm.wasm", STDLIB, "pyodide-lock.json")]
    lines += [f'<link rel="modulepreload" href="./pyodide/{name}">'
              for name in ("pyodide.mjs", "pyodide.asm.mjs")]
    lines += [f'<link rel="modulepreload" href="./pyscript/{name}">' for name in chunks]
    lines.append('<link rel="preload" href="./pyscript.toml" as="fetch" crossorigin>')
    return "".join(f"  {line}\n" for line in lines)


def write_preloads(dist: Path) -> None:
    """Replace the ``<!-- speeltafel:preload -->`` comment of ``dist/index.html`` by the links
    and its ``<!-- speeltafel:startup -->`` line by the sizes (exactly one of each)."""
    index = dist / "index.html"
    html = _text(index)
    for marker, name in ((PRELOAD_MARKER, "preload"), (SIZES_MARKER, "startup")):
        if len(marker.findall(html)) != 1:
            raise BuildError(f"web/index.html needs exactly one <!-- speeltafel:{name} --> line")
    html = SIZES_MARKER.sub(lambda _: f"  {startup_meta(dist)}\n", html)
    index.write_text(PRELOAD_MARKER.sub(lambda _: preload_links(dist), html), encoding="utf-8")
