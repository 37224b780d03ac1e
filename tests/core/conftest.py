"""The shared fixture of the rules-reference tests: the pages written once per session."""

from __future__ import annotations

import pytest

from tests.core.rules_site import Site
from tools.rules_pages import write_rules_pages


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Site:
    root = tmp_path_factory.mktemp("site")
    write_rules_pages(root / "rules")
    return Site(root)
