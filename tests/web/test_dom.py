"""Native tests of web/app/dom.py's pure helpers."""

from __future__ import annotations

from app.dom import style_declarations


def test_style_declarations_split_for_the_cssom():
    # the page sets styles property by property (its CSP forbids style attributes)
    assert style_declarations("--seat-0: #fff; --seat-0-edge: transparent;") == \
        [("--seat-0", "#fff"), ("--seat-0-edge", "transparent")]
    assert style_declarations("grid-template-columns: repeat(3, 1fr)") == \
        [("grid-template-columns", "repeat(3, 1fr)")]
    assert style_declarations(" ; ") == []
