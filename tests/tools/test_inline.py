"""The first screen's files written into the page (tools/inline.py, issue 26): what the first
paint waits for costs no round trip, and the policy allows exactly those inline texts."""

from __future__ import annotations

import base64
import hashlib
import threading
import urllib.request
from pathlib import Path

import pytest

from tests.tools.test_csp import directives
from tools import csp
from tools.console import BuildError
from tools.inline import inline_first_screen
from tools.serve import make_server

PAGE = f"""<!doctype html>
<html><head>
  <meta charset="utf-8">
  {csp.meta_tag(csp.PAGE_POLICY)}
  <!-- files marked data-inline are written into the page -->
  <link rel="preload" href="./boot.js" as="script">
  <link rel="stylesheet" href="./kit/core.css" data-inline>
  <link rel="stylesheet" href="./style.css" data-inline>
  <link rel="stylesheet" href="./later.css">
  <script src="./boot.js" data-inline></script>
  <script type="module" src="./app.mjs"></script>
</head><body><p>first screen</p><script src="./end.js" data-inline></script></body></html>
"""


def _site(root: Path, files: dict[str, str], page: str = PAGE) -> Path:
    for name, text in {"index.html": page, **files}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


FILES = {"kit/core.css": ".a{color:red}", "style.css": "body{margin:0}",
         "boot.js": "window.booted = 1;", "end.js": "document.title = 'x';"}


def _sha(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()


def test_marked_files_are_written_into_the_page_in_place(tmp_path):
    root = _site(tmp_path, FILES)
    assert inline_first_screen(root) == {"styles": ["kit/core.css", "style.css"],
                                         "scripts": ["boot.js", "end.js"]}
    page = (root / "index.html").read_text(encoding="utf-8")
    assert "<style>.a{color:red}</style>" in page and "<style>body{margin:0}</style>" in page
    assert "<script>window.booted = 1;</script>" in page
    assert page.index("<p>first screen</p>") < page.index("<script>document.title")
    # what is not marked stays a file; the preload of an inlined file goes
    assert '<link rel="stylesheet" href="./later.css">' in page and 'src="./app.mjs"' in page
    assert 'rel="preload" href="./boot.js"' not in page and "data-inline>" not in page


def test_the_policy_allows_exactly_the_inline_texts_and_nothing_else_inline(tmp_path):
    root = _site(tmp_path, FILES)
    inline_first_screen(root)
    policy = csp.page_policy((root / "index.html").read_text(encoding="utf-8"))
    assert policy is not None
    d, base = directives(policy), directives(csp.PAGE_POLICY)
    assert d["style-src"] == base["style-src"] + [f"'{_sha('.a{color:red}')}'",
                                                  f"'{_sha('body{margin:0}')}'"]
    assert d["script-src"] == base["script-src"] + [f"'{_sha('window.booted = 1;')}'",
                                                    f"'{_sha(FILES['end.js'])}'"]
    assert "'unsafe-inline'" not in policy
    assert {k: v for k, v in d.items() if k not in ("style-src", "script-src")} == \
        {k: v for k, v in base.items() if k not in ("style-src", "script-src")}


def test_serve_sends_the_built_pages_policy(tmp_path):
    root = _site(tmp_path, FILES)
    inline_first_screen(root)
    built = csp.built_page_policy(root)
    assert built != csp.PAGE_POLICY and "sha256-" in built
    server = make_server(root, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = "http://%s:%d/index.html" % server.server_address[:2]
        with urllib.request.urlopen(url) as response:
            assert response.headers["Content-Security-Policy"] == f"{built}; frame-ancestors 'none'"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("files, page, said", [
    ({**FILES, "boot.js": "x = '</script>';"}, PAGE, "cannot be written inline"),
    ({**FILES, "style.css": "p{}</style>"}, PAGE, "cannot be written inline"),
    ({**FILES, "kit/core.css": ".a{background:url(dot.png)}"}, PAGE, "relative url()"),
    ({k: v for k, v in FILES.items() if k != "end.js"}, PAGE, "not in the site"),
    (FILES, PAGE.replace('<script src="./end.js" data-inline>', '<script data-inline src="./end.js">'),
     "cannot inline"),
    (FILES, PAGE.replace(csp.meta_tag(csp.PAGE_POLICY), ""), "no Content-Security-Policy"),
])
def test_what_cannot_be_inlined_stops_the_build(tmp_path, files, page, said):
    root = _site(tmp_path, files, page)
    with pytest.raises(BuildError, match=said.replace("(", r"\(").replace(")", r"\)")):
        inline_first_screen(root)
