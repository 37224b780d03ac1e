"""Bytecode for the modules in a zip archive, compiled by the Python that runs this module.

``compile_pyc.mjs`` runs it inside Pyodide, so the ``.pyc`` files match the page's Python
(its magic number) and the page imports bytecode instead of compiling our modules (and the
start's standard library) in WebAssembly on every start. Standard library only.

The archives hold bytecode only (issue 26): each ``a/b.py`` becomes ``a/b.pyc`` beside where
the source was, which both the path importer and the zip importer load without a source, so
the page downloads each module once. A traceback still names the file and line (the code
objects carry the source's path); it shows no source text, which the page never displays
anyway. The code is compiled without column positions (the build's Pyodide runs with
``PYTHONNODEBUGRANGES``, as ``python -X no_debug_ranges``): a fifth less to download, and only
the ``^^^`` markers under a traceback's line go.

The files use unchecked hashes (``PycInvalidationMode.UNCHECKED_HASH``): they hold no time
stamp, so the same source compiled by the same Python gives the same bytes (the service
worker's content hash stays stable from build to build).
"""

from __future__ import annotations

import py_compile
import sys
import tempfile
from pathlib import Path

from tools.archive import read_zip, write_zip


def compile_source(name: str, source: bytes, workdir: Path, optimize: int = 0) -> bytes:
    """The ``.pyc`` bytes of one module; ``name`` (its path as a traceback should name it, as
    ``core/board.py``) becomes the code's file name. ``optimize`` as ``python -O``/``-OO``."""
    src = workdir / "source.py"
    pyc = workdir / "source.pyc"
    src.write_bytes(source)
    py_compile.compile(str(src), cfile=str(pyc), dfile=name, doraise=True, optimize=optimize,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    return pyc.read_bytes()


def bytecode_only(entries: list[tuple[str, bytes]], prefix: str = "",
                  optimize: int = 0) -> list[tuple[str, bytes]]:
    """``entries`` with every ``x.py`` replaced by its bytecode ``x.pyc`` (its code naming
    ``prefix + x.py``), other entries kept, sorted by name."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, data in entries:
            if name.endswith(".py"):
                out.append((name[:-3] + ".pyc",
                            compile_source(prefix + name, data, Path(tmp), optimize)))
            else:
                out.append((name, data))
    return sorted(out)


def compile_zip(path: str) -> None:
    """Rewrite the zip at ``path`` with bytecode in place of its modules (see the module)."""
    write_zip(path, bytecode_only(read_zip(path)))


def module_entries(names: list[str], available: set[str]) -> list[str]:
    """The zip entries holding the modules ``names`` (dotted): ``a/b.py`` or
    ``a/b/__init__.py``; names with neither (modules built into the interpreter) have none."""
    out = []
    for name in names:
        base = name.replace(".", "/")
        for entry in (base + ".py", base + "/__init__.py"):
            if entry in available:
                out.append(entry)
                break
    return sorted(out)


def read_names(text: str) -> list[str]:
    """The module names of a list: one a line, ``#`` starts a comment."""
    names = (line.split("#")[0].strip() for line in text.splitlines())
    return [name for name in names if name]


#: The name the on-demand finder (``tools/on_demand.py``) has in the cut library.
ON_DEMAND_MODULE = "_speeltafel_on_demand"


def cut_stdlib(full: str, out: str, names_text: str, on_demand: str) -> int:
    """Write ``out``: the modules named in ``names_text`` (:func:`read_names`) from the
    standard library zip ``full``, as bytecode only and without docstrings and asserts (as
    ``python -OO``; the standard library is made to run so), their code naming
    ``<the page's library zip>/a/b.py``; plus :data:`ON_DEMAND_MODULE` made from the source
    ``on_demand`` with the full zip's top-level names filled in. Returns the number of modules."""
    full_entries = dict(read_zip(full))
    tops = sorted({entry.split("/")[0].removesuffix(".py") for entry in full_entries
                   if not entry.endswith("/")})
    picked = [(entry, full_entries[entry])
              for entry in module_entries(read_names(names_text), set(full_entries))]
    picked.append((ON_DEMAND_MODULE + ".py",
                   on_demand.replace("__FULL_NAMES__", repr(tops)).encode("utf-8")))
    # where the page's Python finds its standard library zip (/lib/python3XX.zip)
    prefix = next(p for p in sys.path if p.endswith(".zip")) + "/"
    entries = bytecode_only(picked, prefix, optimize=2)
    write_zip(out, entries)
    return len(entries)
