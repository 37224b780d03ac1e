"""Settings for the whole suite.

Hypothesis: no per-example deadline and no "too slow" health check. Both are timings, and a
test here asserts behaviour, never speed (speed is measured in ``bench/``): on a loaded machine
a sound example can take longer than 200 ms and would fail the run for no fault of the code.
"""

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("speeltafel", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("speeltafel")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """For pytest-xdist's ``--dist loadgroup`` (``python3 build.py test``): the tests of a
    file that share a fixture made once per module or class (a page of the site, a set of
    playouts, a Pyodide run) go to one worker together, so it is made once; every other test
    goes to whichever worker is free, one by one (a file of long independent tests, such as
    the random playouts, is shared between the two)."""
    for item in items:
        info = getattr(item, "_fixtureinfo", None)
        defs = info.name2fixturedefs.values() if info is not None else ()
        if any(d.scope in ("module", "package", "class") for chain in defs for d in chain):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
