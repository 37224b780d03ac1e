"""Setting up the machine, only what is missing: the ``.venv`` with the project and its dev
tools (reinstalled when ``pyproject.toml`` changed), the pinned browser runtime (``npm ci``
when ``node_modules`` is missing or older than ``package-lock.json``), and for the tests
Debian's Chromium (``apt-get`` when run as root). Nothing is downloaded except from PyPI, npm
and Debian's package archive."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.chromium import find_chromium
from tools.console import BuildError, say


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    """Run ``cmd`` in the repository root, showing it; fail on a non-zero exit."""
    say("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, cwd=paths.ROOT, env=env)


def venv_python() -> Path:
    return paths.VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def setup_python() -> None:
    if not venv_python().exists():
        say("creating the Python environment .venv")
        run([sys.executable, "-m", "venv", str(paths.VENV)])
    wanted = hashlib.sha256((paths.ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if paths.STAMP.exists() and paths.STAMP.read_text().strip() == wanted:
        return
    say("installing the project and its test tools into .venv (pyproject.toml changed)")
    run([str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q",
         "-e", ".[dev]"])
    paths.STAMP.write_text(wanted + "\n")


def setup_node() -> None:
    lock = paths.ROOT / "package-lock.json"
    marker = paths.NODE_MODULES / ".package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    if shutil.which("npm") is None:
        raise BuildError("npm is missing: install Node.js >= 20 (e.g. apt-get install nodejs npm)")
    say("installing the pinned browser runtime from package-lock.json (npm ci)")
    run(["npm", "ci", "--no-audit", "--no-fund"])


def setup_chromium() -> str:
    """The Chromium binary for the tests; installs Debian's ``chromium`` when it is missing
    and we are root with apt-get."""
    exe = find_chromium()
    if exe:
        return exe
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        say("Chromium is missing: installing Debian's chromium")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update"], env=env)
        run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env)
        exe = find_chromium()
        if exe:
            return exe
    raise BuildError("Chromium is missing. Install it (as root: apt-get install chromium) "
                     "or point SPEELTAFEL_CHROMIUM at a Chromium binary.")


def setup() -> None:
    """What ``play`` and ``test`` need before building: the venv and the browser runtime."""
    setup_python()
    setup_node()
