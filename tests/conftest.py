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
    """For pytest-xdist's ``--dist loadgroup`` (``python3 build.py test``): a file's tests
    run in one worker (its module fixtures, pages of the site among them, are made once), unless
    a test names a group of its own (``xdist_group``: the random playouts are split in four)."""
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
