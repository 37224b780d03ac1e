"""Starts the determinism test's Pyodide runs once pytest knows that test will run
(``tests/pyodide/background.py``), and runs that test last, so that the rest of the suite
runs beside those runs instead of waiting for them. Under pytest-xdist the controlling process
starts them (once, not once per worker; ``tests/pyodide/controller.py``, a plugin: a controller
loads no conftest below ``tests/``) and the workers read their results from files."""

from __future__ import annotations

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
    """One process (no xdist): start the runs the collected determinism tests ask for; an
    xdist worker leaves that to its controller (``background.shared``)."""
    wanted: list[str] = []
    for item in session.items:
        if _waits_for_background(item) and hasattr(item, "callspec"):
            start = item.callspec.params.get("runs")
            if start is not None and start not in wanted:
                wanted.append(start)
    if wanted and not session.config.option.collectonly and background.shared() is None:
        background.start(wanted)
