"""The determinism test's Pyodide runs, started as soon as pytest has collected that test (see
``tests/pyodide/conftest.py``), so that they run in a Node process of their own beside the
rest of the suite instead of after it (the suite's time: a Pyodide run of every game takes
minutes, and the machine has a second core). The test waits for them when it gets there.

With pytest-xdist (``python3 build.py test`` runs the suite in two worker processes) the runs
are started once, by the controlling process as soon as a worker reports that it collected the
test, and each result is written as ``<start>.json`` into a folder named by
:data:`SHARED_ENV`, which the controller sets before its workers start; a worker's
:func:`result` waits for that file."""

from __future__ import annotations

import json
import os
import shutil
import time
import subprocess
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
#: Per way of starting: whether it plays the short plan (``playout.plan``). The normal start
#: (``zip``) plays the full plan, every option set of every game; the warm start
#: (``snapshot``) runs the same shipped bytecode from a memory image and plays the short plan
#: (every game at every player count, two seeds each): what can differ between two starts.
SHORT = {"zip": False, "snapshot": True}
TIMEOUT = 900  # seconds per run, queueing behind the other start included

#: The environment variable naming the folder shared by an xdist controller and its workers.
SHARED_ENV = "SPEELTAFEL_PYODIDE_RUNS"

_pool: ThreadPoolExecutor | None = None
_started: dict[str, Future] = {}
_running: list[subprocess.Popen] = []


def start_env(start: str) -> dict[str, str] | str:
    """The environment that gives Pyodide the core as the site ships it (``zip``:
    ``dist/core.zip`` unpacked and imported; ``snapshot``: the build's memory snapshot with the
    core imported, booted by the site's own Pyodide), or why it cannot be run."""
    if shutil.which("node") is None:
        return "node is missing: install Node.js >= 20"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        return "node_modules/pyodide is missing: run npm ci (python3 build.py test does)"
    if start == "snapshot":
        found = sorted((ROOT / "dist" / "warm").glob("*.snap.gz"))
        if len(found) != 1:
            return "dist/warm/ holds no single snapshot: run python3 build.py"
        return {"SPEELTAFEL_SNAPSHOT": str(found[0])}
    core_zip = ROOT / "dist" / "core.zip"
    if not core_zip.is_file():
        return f"{core_zip} is missing: run python3 build.py first"
    return {"SPEELTAFEL_CORE_ZIP": str(core_zip)}


def _run(start: str, env: dict[str, str]) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of the playouts and bot moves in Pyodide."""
    expression = ('{"runtime": playout.runtime(), '
                  f'"results": playout.run_all({SHORT[start]}), "bots": playout.bot_moves()}}')
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen([str(shutil.which("node")), str(HERE / "run_in_pyodide.mjs"),
                                 str(ROOT), str(HERE / "playout.py"), expression],
                                stdout=out, stderr=err, text=True, env={**os.environ, **env})
        _running.append(proc)
        try:
            proc.wait(timeout=TIMEOUT)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            _running.remove(proc)
        out.seek(0)
        err.seek(0)
        return proc.returncode, out.read(), err.read()


def start(starts: list[str], share: str | None = None) -> None:
    """Queue the runs of ``starts`` (one at a time: one core for them, one for the suite);
    a start that cannot run is left to the test, which reports why. ``share``: a folder to
    write each finished run into (the xdist controller's, see :func:`shared`)."""
    global _pool
    for name in starts:
        env = start_env(name)
        if name in _started or isinstance(env, str):
            continue
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pyodide-run")
        _started[name] = _pool.submit(_run, name, env)
        if share is not None:
            _started[name].add_done_callback(lambda done, name=name: _write(share, name, done))


def _write(share: str, name: str, done: Future) -> None:
    """Put a finished run where the workers read it (renamed into place: never half read)."""
    try:
        status, out, err = done.result()
    except BaseException as error:  # cancelled at the session's end, or the run failed
        status, out, err = -1, "", f"the Pyodide run did not finish: {error!r}"
    part = Path(share) / f"{name}.json.part"
    part.write_text(json.dumps([status, out, err]), encoding="utf-8")
    os.replace(part, Path(share) / f"{name}.json")


def shared() -> str | None:
    """In an xdist worker: the folder its controller writes the runs into; else None."""
    folder = os.environ.get(SHARED_ENV)
    return folder if folder and os.environ.get("PYTEST_XDIST_WORKER") else None


def result(name: str) -> tuple[int, str, str] | str:
    """The run of ``name`` (started now if it was not), or why it cannot run."""
    env = start_env(name)
    if isinstance(env, str):
        return env
    folder = shared()
    if folder is not None:
        path = Path(folder) / f"{name}.json"
        end = time.monotonic() + 2 * TIMEOUT
        while not path.is_file():
            if time.monotonic() > end:
                return f"the controller's Pyodide run of {name!r} did not end in {2 * TIMEOUT} s"
            time.sleep(1.0)
        status, out, err = json.loads(path.read_text(encoding="utf-8"))
        return status, out, err
    start([name])
    return _started[name].result(timeout=2 * TIMEOUT)


def stop() -> None:
    """End of the session: runs nobody waited for are not left behind."""
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        for proc in list(_running):
            proc.kill()
