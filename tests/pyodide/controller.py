"""The pytest-xdist controller's half of the determinism test's background Pyodide runs
(``tests/pyodide/background.py``), a plugin named in ``tests/conftest.py``'s ``pytest_plugins``.

It must be a plugin loaded at start-up, not a hook of ``tests/pyodide/conftest.py``: an xdist
controller collects no tests, so it never loads a conftest below ``tests/``; with the hooks
there the controller named no shared folder, and each worker started the runs itself (two
Pyodide runs of every start, beside each other, instead of one).
``tests/pyodide/test_background.py`` runs a controller with a worker to check it."""

from __future__ import annotations

import os
import re
import tempfile

import pytest

from tests.pyodide import background


def controls_workers(config: pytest.Config) -> bool:
    """Whether this process is an xdist controller (``-n N``), not a worker or a single run."""
    return bool(getattr(config.option, "numprocesses", None)) and not hasattr(config, "workerinput")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """An xdist controller names the folder for the runs' results before its workers start
    (they inherit its environment)."""
    if controls_workers(config) and not config.option.collectonly:
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
    """End of the session (in every process): runs nobody waited for are not left behind."""
    background.stop()
