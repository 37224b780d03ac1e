"""Where things are: the folders of the repository that the build tools read and write."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
#: The page folder; $SPEELTAFEL_WEB builds another one (to try the tool chain on a test page).
WEB = Path(os.environ.get("SPEELTAFEL_WEB") or ROOT / "web").resolve()
PUBLIC = ROOT / "public"
CORE = ROOT / "core"
NODE_MODULES = ROOT / "node_modules"
#: The npm ``pyodide`` package and PyScript's built runtime, as ``npm ci`` installs them.
PYODIDE_PACKAGE = NODE_MODULES / "pyodide"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
VENV = ROOT / ".venv"
#: Holds the hash of the pyproject.toml last installed into the venv.
STAMP = VENV / ".speeltafel-installed"
