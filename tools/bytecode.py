"""Compiling the site's Python modules for Pyodide at build time (through Node).

Pyodide's own Python compiles our modules, so the page imports bytecode instead of compiling
some 5,000 lines in WebAssembly on every start (about 100 ms warm); the archives hold no
sources besides (issue 26). The Node program is
``compile_pyc.mjs`` next to this file; the compiling itself is ``pyc_archive.py``.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tools.console import BuildError

COMPILER = Path(__file__).resolve().parent / "compile_pyc.mjs"


def add_bytecode(zips: list[Path], pyodide_dir: Path) -> None:
    """Replace each zip's modules by their bytecode (``a/b.pyc``, compiled by Pyodide's
    Python; see ``pyc_archive.py``)."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: it compiles the Python modules for Pyodide")
    proc = subprocess.run([node, str(COMPILER), str(pyodide_dir), *map(str, zips)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError("compiling the Python modules in Pyodide failed:\n" + proc.stderr[-3000:])
