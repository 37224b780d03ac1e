"""Start-up of the page: progress stages while loading, and a visible error state (not a
blank or frozen page) when the Python start fails."""

from __future__ import annotations

from playwright.sync_api import expect


def test_loading_screen_shows_stages_in_the_static_html(site):
    import urllib.request

    with urllib.request.urlopen(site + "index.html") as response:
        html = response.read().decode("utf-8")
    assert 'data-app-state="loading"' in html
    for stage in ("download", "python", "rules", "table"):
        assert f'data-stage="{stage}"' in html


def test_a_failing_start_ends_in_the_error_state_with_a_message(broken_site, browser):
    base = broken_site('\nraise RuntimeError("start-up failure on purpose")\n')
    context = browser.new_context()  # not watched: this page is meant to log the failure
    try:
        page = context.new_page()
        page.goto(base)
        page.wait_for_function("document.body.dataset.appState !== 'loading'", timeout=60000)
        assert page.evaluate("document.body.dataset.appState") == "error"
        box = page.get_by_test_id("startup-error")
        expect(box).to_be_visible()
        expect(box).to_contain_text("start-up failure on purpose")
        expect(page.get_by_test_id("loading")).to_be_hidden()
    finally:
        context.close()
