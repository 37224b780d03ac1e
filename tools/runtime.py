"""The browser runtime the site ships: which files of the npm ``pyodide`` package and of
PyScript's ``dist/`` are copied into ``dist/pyodide/`` and ``dist/pyscript/``."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from tools.console import BuildError

#: What a page without extra packages needs from the npm ``pyodide`` package.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: Entry points of the PyScript runtime; everything they import (statically or lazily) is
#: shipped too, the rest (source maps, ``storage.js``, the empty ``service-worker.js``) is not.
PYSCRIPT_ENTRIES = ("core.js", "core.css")
#: A relative ``./x.js``, ``./x.mjs`` or ``./x.css`` named in a quoted string of a JS file.
IMPORT_RE = re.compile(r"""["'`](\./[A-Za-z0-9_.-]+\.(?:m?js|css))["'`]""")


def check_runtimes(pyodide_dir: Path, pyscript_dir: Path) -> None:
    """Fail unless ``npm ci`` has installed both runtimes."""
    for name in PYODIDE_FILES:
        if not (pyodide_dir / name).is_file():
            raise BuildError(f"{pyodide_dir / name} is missing: run `npm ci` (or python3 build.py play)")
    if not pyscript_dir.is_dir():
        raise BuildError(f"{pyscript_dir} is missing: run `npm ci`")


def pyscript_files(dist_dir: Path) -> list[str]:
    """The files of PyScript's ``dist/`` reachable from its entry points: every ``./x.js`` or
    ``./x.css`` named in a reachable file (static imports, lazy ``import()`` of the editor,
    terminal and friends, stylesheet links). Source maps are never named, so never shipped."""
    todo = list(PYSCRIPT_ENTRIES)
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        path = dist_dir / name
        if not path.is_file():
            raise BuildError(f"PyScript file {name} is named but missing in {dist_dir}")
        seen.add(name)
        if name.endswith(".js"):
            for ref in IMPORT_RE.findall(path.read_text(encoding="utf-8")):
                todo.append(ref[2:])
    return sorted(seen)


def copy_runtimes(pyodide_dir: Path, pyscript_dir: Path, out: Path) -> dict[str, str]:
    """Copy both runtimes into ``out/pyodide/`` and ``out/pyscript/``; return where each
    copied file (relative to ``out``) came from."""
    (out / "pyodide").mkdir(parents=True)
    (out / "pyscript").mkdir()
    origin = {}
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_dir / name, out / "pyodide" / name)
        origin[f"pyodide/{name}"] = "node_modules/pyodide"
    for name in pyscript_files(pyscript_dir):
        shutil.copy2(pyscript_dir / name, out / "pyscript" / name)
        origin[f"pyscript/{name}"] = "node_modules/@pyscript/core"
    return origin
