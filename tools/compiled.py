"""Bytecode made by Pyodide at build time, kept in ``.cache/compiled/`` by its inputs.

Both Pyodide steps of a build (``bytecode.add_bytecode``: the site's archives;
``stdlib.write_start_stdlib``: the start's standard library) boot Pyodide in Node and compile
there, some 10-25 s each on the 2-core machine; the test suite builds whole sites besides
``dist/`` (``tests/e2e/test_offline.py``, the broken sites of ``tests/e2e/conftest.py``), whose
inputs are mostly the same. An output is named by a hash of everything it is made from (its
input bytes, the compiler's files and the pinned Pyodide), so a kept file always means one
content, as the snapshots of ``snapshot.py`` and the compressed files of ``compress.py`` are
kept; a build with ``cache=None`` makes everything anew (the reproducibility checks use that).
"""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from tools import paths

CACHE = paths.ROOT / ".cache" / "compiled"
#: Kept outputs (most recently used first); older ones are removed. A build uses three.
KEEP = 12

_TOOLS = Path(__file__).resolve().parent
#: What the compiling is done with: the Node program, the modules it copies into Pyodide, and
#: the two build steps that drive it (a change to how they compile makes new outputs).
COMPILER_FILES = ("compile_pyc.mjs", "__init__.py", "archive.py", "pyc_archive.py", "bytecode.py",
                  "stdlib.py")
#: The files of a Pyodide folder (the npm package, or its copy in ``dist/pyodide/``) that make
#: its Python what it is; those present are hashed, by name.
PYODIDE_FILES = ("pyodide-lock.json", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide.mjs",
                 "python_stdlib.zip")


def key(pyodide_dir: Path, *inputs: bytes) -> str:
    """A hash of the compiler, the Pyodide in ``pyodide_dir`` and ``inputs`` (in order)."""
    digest = hashlib.sha256()
    files = [_TOOLS / name for name in COMPILER_FILES]
    files += [pyodide_dir / name for name in PYODIDE_FILES if (pyodide_dir / name).is_file()]
    for path in files:
        digest.update(path.name.encode("utf-8") + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    for part in inputs:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:32]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except FileNotFoundError:  # removed meanwhile by another build's keep
        return 0.0


def keep(made: Path, cache: Path | None, name: str) -> None:
    """Store the output ``made`` as ``cache/name``; only the :data:`KEEP` newest stay."""
    if cache is None:
        return
    cache.mkdir(parents=True, exist_ok=True)
    # written under a name of its own, then renamed: another build (the suite builds sites in
    # two processes) never reads half a file
    part = cache / f"{name}.{os.getpid()}.part"
    shutil.copyfile(made, part)
    os.replace(part, cache / name)
    old = sorted((p for p in cache.iterdir() if not p.name.endswith(".part")),
                 key=_mtime, reverse=True)
    for path in old[KEEP:]:
        path.unlink(missing_ok=True)


def made_or_kept(targets: list[tuple[Path, str]], cache: Path | None,
                 make: Callable[[list[Path]], object]) -> None:
    """Each ``(target, name)``: copy the kept ``name`` to ``target``, or (for those not kept)
    ``make`` them all in one go and keep them."""
    todo: list[tuple[Path, str]] = []
    for target, name in targets:
        try:
            if cache is None:
                raise FileNotFoundError
            os.utime(cache / name)  # most recently used: kept longest
            shutil.copyfile(cache / name, target)
        except FileNotFoundError:  # not kept, or removed meanwhile by another build's keep
            todo.append((target, name))
    if todo:
        make([target for target, _ in todo])
        for target, name in todo:
            keep(target, cache, name)
