"""How the determinism test's Pyodide runs reach the test under pytest-xdist
(``tests/pyodide/background.py``): the controller writes each finished run into the shared
folder, a worker reads it there and never starts a run of its own; outside a worker (one
process) nothing is shared. No Node process runs here: the runs are stand-ins, and the one
real controller started here runs a single quick test in one worker."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import Future
from pathlib import Path

import pytest

from tests.pyodide import background, controller

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def worker(tmp_path, monkeypatch):
    """Environment of an xdist worker whose controller shares ``tmp_path``."""
    monkeypatch.setenv(background.SHARED_ENV, str(tmp_path))
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    monkeypatch.setattr(background, "start_env", lambda name: {})
    return tmp_path


def _finished(value=None, error: BaseException | None = None) -> Future:
    done: Future = Future()
    if error is None:
        done.set_result(value)
    else:
        done.set_exception(error)
    return done


def test_a_worker_reads_the_run_its_controller_wrote(worker, monkeypatch):
    started = []
    monkeypatch.setattr(background, "_run", lambda *a: started.append(a))
    background._write(str(worker), "zip", _finished((0, '{"ok": 1}\n', "")))
    assert background.shared() == str(worker)
    assert background.result("zip") == (0, '{"ok": 1}\n', "")
    assert started == []  # a worker never starts a run itself
    assert not list(worker.glob("*.part"))


def test_a_run_that_failed_or_was_cancelled_reaches_the_worker_as_a_failure(worker):
    background._write(str(worker), "snapshot", _finished(error=RuntimeError("node crashed")))
    status, out, err = background.result("snapshot")
    assert status == -1 and out == "" and "node crashed" in err


def test_a_worker_waits_until_the_run_is_written(worker, monkeypatch):
    monkeypatch.setattr(background.time, "sleep", lambda s: None)
    calls = {"n": 0}
    real = background.Path.is_file

    def is_file(path):
        calls["n"] += 1
        if calls["n"] == 3:  # the controller finishes while the worker waits
            background._write(str(worker), "zip", _finished((0, "out", "err")))
        return real(path)

    monkeypatch.setattr(background.Path, "is_file", is_file)
    assert background.result("zip") == (0, "out", "err")
    assert calls["n"] >= 3


def test_one_process_shares_nothing(monkeypatch, tmp_path):
    monkeypatch.setenv(background.SHARED_ENV, str(tmp_path))
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    assert background.shared() is None


def test_the_controller_starts_each_collected_start_once(monkeypatch, tmp_path):
    monkeypatch.setenv(background.SHARED_ENV, str(tmp_path))
    asked: list[tuple[list[str], str | None]] = []
    monkeypatch.setattr(background, "start", lambda starts, share=None: asked.append((starts, share)))
    ids = ["tests/core/test_x.py::test_a[zip]",
           "tests/pyodide/test_determinism.py::test_really_ran_in_pyodide[zip]",
           "tests/pyodide/test_determinism.py::test_bots[zip]",
           "tests/pyodide/test_determinism.py::test_loadgroup[snapshot]@tests/pyodide/test_determinism.py",
           "tests/pyodide/test_determinism.py::test_other[not-a-start]"]
    controller.pytest_xdist_node_collection_finished(None, ids)
    assert asked == [(["zip", "snapshot"], str(tmp_path))]




def test_a_real_xdist_controller_names_the_folder_its_workers_read(tmp_path):
    """The controller's hooks are found where a controller looks (a plugin, not a conftest it
    never loads): a run with ``-n 1`` makes the shared folder in its temporary folder, and its
    worker reads that folder (the test it runs is the next one)."""
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    env.pop(background.SHARED_ENV, None)
    env.pop("PYTEST_XDIST_WORKER", None)
    test = f"{Path(__file__).relative_to(ROOT)}::test_an_xdist_worker_reads_the_folder_its_controller_named"
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "1", "-q", "-p", "no:cacheprovider",
                           "-o", "addopts=", test],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "1 passed" in done.stdout, done.stdout[-3000:]
    made = sorted(p.name for p in tmp_path.glob("speeltafel-pyodide-*"))
    assert len(made) == 1, made


def test_an_xdist_worker_reads_the_folder_its_controller_named():
    """In an xdist worker (the suite's own two, or the run above): the controller named the
    shared folder and made it, so the worker starts no Pyodide run of its own; in one process
    nothing is shared."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        folder = background.shared()
        assert folder is not None, "the xdist controller named no folder for the Pyodide runs"
        assert Path(folder).is_dir() and Path(folder).name.startswith("speeltafel-pyodide-")
    else:
        assert background.shared() is None
