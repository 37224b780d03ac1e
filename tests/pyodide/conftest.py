"""Starts the determinism test's Pyodide runs once pytest knows that test will run
(``tests/pyodide/background.py``)."""

from __future__ import annotations

import pytest

from tests.pyodide import background


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    wanted: list[str] = []
    for item in session.items:
        if item.path.name == "test_determinism.py" and hasattr(item, "callspec"):
            start = item.callspec.params.get("runs")
            if start is not None and start not in wanted:
                wanted.append(start)
    if wanted and not session.config.option.collectonly:
        background.start(wanted)


def pytest_sessionfinish(session: pytest.Session) -> None:
    background.stop()
