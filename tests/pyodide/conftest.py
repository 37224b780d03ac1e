"""Starts the determinism test's Pyodide runs once pytest knows that test will run
(``tests/pyodide/background.py``), and runs that test last, so that the rest of the suite
runs beside those runs instead of waiting for them. Under pytest-xdist the controlling process
starts them (once, not once per worker) and the workers read their results from files."""

from __future__ import annotations

import os
import re
import tempfile

import pytest

from tests.pyodide import background


def _waits_for_background(item: pytest.Item) -> bool:
    return item.path.name == "test_determinism.py"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Move the determinism test to the end (its own order kept): it waits for its Pyodide
    runs, which take minutes on one core; every other test runs on the other core meanwhile
    instead of after the wait. Nothing else depends on the order of the tests."""
    items[:] = ([item for item in items if not _waits_for_background(item)]
                + [item for item in items if _waits_for_background(item)])


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    wanted: list[str] = []
    for item in session.items:
        if _waits_for_background(item) and hasattr(item, "callspec"):
            start = item.callspec.params.get("runs")
            if start is not None and start not in wanted:
                wanted.append(start)
    if wanted and not session.config.option.collectonly and background.shared() is None:
        background.start(wanted)


def _controls_workers(config: pytest.Config) -> bool:
    return bool(getattr(config.option, "numprocesses", None)) and not hasattr(config, "workerinput")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """An xdist controller names the folder for the runs' results before its workers start
    (they inherit its environment)."""
    if _controls_workers(config) and not config.option.collectonly:
        os.environ[background.SHARED_ENV] = tempfile.mkdtemp(prefix="speeltafel-pyodide-")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node, ids: list[str]) -> None:
    """In the xdist controller: a worker collected the suite; start the runs its determinism
    tests ask for (the parameter in their ids), once."""
    folder = os.environ.get(background.SHARED_ENV)
    if not folder:
        return
    wanted: list[str] = []
    for test_id in ids:
        # (under --dist loadgroup xdist reports an id with "@<group>" after it)
        found = re.search(r"test_determinism\.py::.*\[([^\]]+)\](?:@.*)?$", test_id)
        if found and found.group(1) in background.SHORT and found.group(1) not in wanted:
            wanted.append(found.group(1))
    background.start(wanted, share=folder)


def pytest_sessionfinish(session: pytest.Session) -> None:
    background.stop()
