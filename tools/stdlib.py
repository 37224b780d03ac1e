"""The start's standard library (issue 26): ``dist/pyodide/stdlib-start.zip``.

Pyodide's ``python_stdlib.zip`` (2.5 MB of sources, compressed already) holds the whole
standard library; a start imports some 150 of its modules, and compiles each of them in
WebAssembly on every start. The page boots instead from a zip of just the modules named in
``stdlib-modules.txt`` (what Pyodide, PyScript, the page and the rules core import; made by
``python -m tools.stdlib_record``), as bytecode compiled at build time by the site's own
Pyodide (``pyc_archive.cut_stdlib``, through ``compile_pyc.mjs``). The whole zip stays on the
site: a module the cut lacks is fetched from it on demand (``on_demand.py``, which the
cut zip holds as ``_speeltafel_on_demand``), and says so on the console as an error, which fails
the end-to-end suite; in Node (the snapshot maker, the tests) such an import fails outright.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tools.console import BuildError

HERE = Path(__file__).resolve().parent
#: The modules the start's standard library holds, one dotted name a line.
MODULES = HERE / "stdlib-modules.txt"
ON_DEMAND = HERE / "on_demand.py"
COMPILER = HERE / "compile_pyc.mjs"
#: The cut library in ``dist/pyodide/`` (the whole one keeps its name, python_stdlib.zip).
NAME = "stdlib-start.zip"
FULL = "python_stdlib.zip"


def write_start_stdlib(pyodide_dir: Path) -> Path:
    """Write ``pyodide_dir/stdlib-start.zip`` from ``pyodide_dir/python_stdlib.zip``; return
    its path."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: it compiles the start's standard library")
    out = pyodide_dir / NAME
    proc = subprocess.run([node, str(COMPILER), str(pyodide_dir), "--stdlib", str(MODULES),
                           str(ON_DEMAND), str(out)], capture_output=True, text=True)
    if proc.returncode != 0 or not out.is_file():
        raise BuildError("compiling the start's standard library in Pyodide failed:\n"
                         + (proc.stderr or proc.stdout)[-3000:])
    return out
