"""Start-up of the page: progress stages while loading, and a visible error state (not a
blank or frozen page) when the Python start fails."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

from playwright.sync_api import expect

WEB = Path(__file__).resolve().parents[2] / "web"


def test_loading_screen_shows_stages_in_the_static_html(site):
    import urllib.request

    with urllib.request.urlopen(site + "index.html") as response:
        html = response.read().decode("utf-8")
    assert 'data-app-state="loading"' in html
    for stage in ("download", "python", "rules", "table"):
        assert f'data-stage="{stage}"' in html


def test_a_failing_start_ends_in_the_error_state_with_a_message(build, browser, tmp_path):
    web = tmp_path / "web"
    shutil.copytree(WEB, web, ignore=shutil.ignore_patterns("__pycache__"))
    shell = web / "app" / "shell.py"
    shell.write_text(shell.read_text(encoding="utf-8")
                     + '\nraise RuntimeError("start-up failure on purpose")\n', encoding="utf-8")
    out = tmp_path / "dist"
    build.build(out, web)
    server = build.make_server(out, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    context = browser.new_context()  # not watched: this page is meant to log the failure
    try:
        page = context.new_page()
        page.goto(f"http://{host}:{port}/")
        page.wait_for_function("document.body.dataset.appState !== 'loading'", timeout=60000)
        assert page.evaluate("document.body.dataset.appState") == "error"
        box = page.get_by_test_id("startup-error")
        expect(box).to_be_visible()
        expect(box).to_contain_text("start-up failure on purpose")
        expect(page.get_by_test_id("loading")).to_be_hidden()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
