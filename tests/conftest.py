"""Settings for the whole suite.

Hypothesis: no per-example deadline and no "too slow" health check. Both are timings, and a
test here asserts behaviour, never speed (speed is measured in ``bench/``): on a loaded machine
a sound example can take longer than 200 ms and would fail the run for no fault of the code.
"""

from hypothesis import HealthCheck, settings

#: Hooks an xdist controller must run, which it only finds in a plugin named here (a controller
#: collects no tests, so it loads no conftest below this folder).
pytest_plugins = ["tests.pyodide.controller"]

settings.register_profile("speeltafel", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("speeltafel")
