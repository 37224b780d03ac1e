"""The Content-Security-Policy (tools/csp.py, issue 9 item 10): one policy in the app page, a
script-free one in every other built page, both as headers from ``build.py serve`` with frame
protection."""

from __future__ import annotations

import threading
import urllib.request
from pathlib import Path

import pytest

from tools import csp
from tools.serve import make_server

ROOT = Path(__file__).resolve().parents[2]


def directives(policy: str) -> dict[str, list[str]]:
    out = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def test_the_app_policy_allows_no_inline_script_and_only_our_origin():
    d = directives(csp.PAGE_POLICY)
    assert d["default-src"] == ["'self'"] and d["object-src"] == ["'none'"]
    assert d["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]
    assert "'unsafe-inline'" not in csp.PAGE_POLICY and "*" not in csp.PAGE_POLICY
    assert "frame-ancestors" not in csp.PAGE_POLICY  # ignored, and reported, in a meta tag
    # the rules pages: their own script file and their search index, nothing inline or foreign
    assert directives(csp.STATIC_POLICY)["script-src"] == ["'self'"]
    assert directives(csp.STATIC_POLICY)["connect-src"] == ["'self'"]
    assert "'unsafe-inline'" not in csp.STATIC_POLICY and "eval" not in csp.STATIC_POLICY


def test_the_app_page_carries_the_policy_before_any_script():
    html = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    tag = csp.meta_tag(csp.PAGE_POLICY)
    assert tag in html
    assert html.index(tag) < html.index("<script") and html.index(tag) < html.index("<link")
    assert "<script>" not in html and " on" + "click=" not in html  # nothing inline


def test_add_meta_puts_the_policy_after_the_charset_once():
    page = '<!doctype html><head>\n<meta charset="utf-8">\n<title>x</title>'
    once = csp.add_meta(page, csp.STATIC_POLICY)
    assert once.index('charset') < once.index("Content-Security-Policy") < once.index("<title>")
    assert csp.add_meta(once, csp.PAGE_POLICY) == once
    with pytest.raises(ValueError):
        csp.add_meta("<html><title>no charset</title>", csp.STATIC_POLICY)


def test_built_rules_pages_have_the_static_policy(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "a.html").write_text('<meta charset="utf-8"><p>a</p>', encoding="utf-8")
    (tmp_path / "index.html").write_text('<meta charset="utf-8">', encoding="utf-8")
    assert csp.add_meta_to_pages(tmp_path) == [rules / "a.html"]
    assert csp.meta_tag(csp.STATIC_POLICY) in (rules / "a.html").read_text(encoding="utf-8")
    assert "Content-Security" not in (tmp_path / "index.html").read_text(encoding="utf-8")


def test_serve_sends_the_policy_with_frame_protection(tmp_path):
    (tmp_path / "index.html").write_text("<p>app</p>", encoding="utf-8")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "eden.en.html").write_text("<p>rules</p>", encoding="utf-8")
    (tmp_path / "sw.js").write_text("", encoding="utf-8")
    server = make_server(tmp_path, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://%s:%d/" % server.server_address[:2]
    try:
        for path, policy in (("", csp.PAGE_POLICY), ("index.html", csp.PAGE_POLICY),
                             ("sw.js", csp.PAGE_POLICY), ("rules/eden.en.html", csp.STATIC_POLICY)):
            with urllib.request.urlopen(base + path) as response:
                assert response.headers["Content-Security-Policy"] == \
                    f"{policy}; frame-ancestors 'none'", path
                assert response.headers["X-Frame-Options"] == "DENY"
                assert response.headers["X-Content-Type-Options"] == "nosniff"
    finally:
        server.shutdown()
        server.server_close()
