"""Bytecode for the modules in a zip archive, compiled by the Python that runs this module.

``compile_pyc.mjs`` runs it inside Pyodide, so the ``.pyc`` files match the page's Python
(its magic number and cache tag) and the page imports bytecode instead of compiling our
modules in WebAssembly on every start. Standard library only.

The files use unchecked hashes (``PycInvalidationMode.UNCHECKED_HASH``): the importer never
compares them with the source, so they stay valid whatever modification time the unpacked
files get, and they hold no time stamp, so the same source compiled by the same Python gives
the same bytes (the service worker's content hash stays stable from build to build).
"""

from __future__ import annotations

import importlib.util
import py_compile
import tempfile
from pathlib import Path

from tools.archive import read_zip, write_zip


def compile_source(name: str, source: bytes, workdir: Path) -> bytes:
    """The ``.pyc`` bytes of one module; ``name`` (its path inside the archive, as
    ``core/board.py``) becomes the code's file name, as when it is imported from there."""
    src = workdir / "source.py"
    pyc = workdir / "source.pyc"
    src.write_bytes(source)
    py_compile.compile(str(src), cfile=str(pyc), dfile=name, doraise=True, optimize=0,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    return pyc.read_bytes()


def with_bytecode(entries: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """``entries`` plus ``folder/__pycache__/module.<cache tag>.pyc`` for every ``.py``
    entry, sorted by name."""
    out = list(entries)
    with tempfile.TemporaryDirectory() as tmp:
        for name, data in entries:
            if name.endswith(".py"):
                out.append((importlib.util.cache_from_source(name, optimization=""),
                            compile_source(name, data, Path(tmp))))
    return sorted(out)


def add_bytecode_to_zip(path: str) -> None:
    """Rewrite the zip at ``path`` with bytecode for each of its modules (see the module)."""
    write_zip(path, with_bytecode(read_zip(path)))
