"""The harness's crash report (tests/e2e/crashes.py): a page whose renderer dies fails its
test with the page's URL, its console's last lines and what Chromium said of the end (status
and error code), not only Playwright's "Target crashed". Chromium's own chrome://crash ends
the renderer the way a fault would."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error


def test_a_renderer_crash_is_reported_with_its_page_and_how_chromium_saw_it_end(
        browser, site, watch, guard):
    context = watch(browser.new_context(app=False))
    try:
        page = context.new_page()
        page.goto(site + "rules/eden.en.html")
        page.evaluate("console.log('the last words')")
        with pytest.raises(Error):
            page.goto("chrome://crash")
        with pytest.raises(Error, match="crash"):
            page.evaluate("1")
        assert len(guard.crashes) == 1, guard.crashes
        said = guard.crashes[0]
        assert "rules/eden.en.html" in said and "the last words" in said and "load " in said
        targets = browser.speeltafel_crashes.since(guard.started)
        assert any("status 'crashed'" in t and "error code" in t for t in targets), targets
        # the crash fails the test even when the test itself does not notice it
        assert any(p.startswith("the page's renderer crashed") for p in guard.unreported())
    finally:
        context.close()
