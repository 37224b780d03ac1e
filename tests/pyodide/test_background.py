"""How the determinism test's Pyodide runs reach the test under pytest-xdist
(``tests/pyodide/background.py``): the controller writes each finished run into the shared
folder, a worker reads it there and never starts a run of its own; outside a worker (one
process) nothing is shared. No Node process runs here: the runs are stand-ins."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from tests.pyodide import background, conftest


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
    conftest.pytest_xdist_node_collection_finished(None, ids)
    assert asked == [(["zip", "snapshot"], str(tmp_path))]

