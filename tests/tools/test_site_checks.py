"""The no-other-origin checks on a built site (tools/checks.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.checks import check_site, scan_html
from tools.console import BuildError

LOCAL_PAGE = """<!doctype html><html><head>
<link rel="manifest" href="manifest.webmanifest">
<link rel="stylesheet" href="./style.css">
<script src="sw-register.js" defer></script>
<script type="module" src="./pyscript/core.js"></script>
</head><body><a href="https://example.org/rules">rulebook</a>
<img src="icons/icon-192.png" srcset="icons/icon-192.png 1x, icons/icon-512.png 2x"></body></html>
"""
CONFIG = 'interpreter = "./early-pyodide.mjs"\n\n[files]\n"./core.zip" = "./*"\n'
INTERPRETER = 'import { loadPyodide } from "./pyodide/pyodide.mjs";\n'


def _site(root: Path, page: str = LOCAL_PAGE, config: str = CONFIG, css: str = "") -> Path:
    root.mkdir()
    (root / "index.html").write_text(page, encoding="utf-8")
    (root / "pyscript.toml").write_text(config, encoding="utf-8")
    (root / "early-pyodide.mjs").write_text(INTERPRETER, encoding="utf-8")
    (root / "core.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    (root / "style.css").write_text(css, encoding="utf-8")
    return root


def _refusal(root: Path) -> str:
    with pytest.raises(BuildError) as error:
        check_site(root)
    return str(error.value)


def test_a_local_page_passes_without_warnings(tmp_path):
    assert check_site(_site(tmp_path / "site")) == []


@pytest.mark.parametrize("tag", [
    '<script src="https://cdn.jsdelivr.net/pyodide/pyodide.js"></script>',
    "<script src=//cdn.example.com/x.js></script>",
    '<link rel="stylesheet" HREF="HTTPS://fonts.example.com/a.css">',
    '<img src="&#104;ttps://img.example.com/a.png">',
    '<img src="a.png" srcset="a.png 1x, https://img.example.com/b.png 2x">',
    '<iframe src="  https://video.example.com/embed"></iframe>',
    '<img data-src="https://lazy.example.com/a.png">',
    '<div style="background: url(https://img.example.com/bg.png)"></div>',
    "<style>@import 'https://fonts.example.com/f.css';</style>",
])
def test_a_page_loading_from_another_origin_is_refused(tmp_path, tag):
    page = LOCAL_PAGE.replace("</body>", tag + "</body>")
    assert "index.html loads from another origin" in _refusal(_site(tmp_path / "site", page))


def test_a_rules_page_in_a_subfolder_is_checked_too(tmp_path):
    root = _site(tmp_path / "site")
    (root / "rules").mkdir()
    (root / "rules" / "eden.en.html").write_text(
        '<html><head><script src="https://cdn.example.com/x.js"></script></head></html>')
    assert "rules/eden.en.html loads from another origin" in _refusal(root)


def test_the_copied_runtimes_are_not_searched(tmp_path):
    root = _site(tmp_path / "site")
    (root / "pyscript").mkdir()
    (root / "pyscript" / "about.html").write_text('<script src="https://cdn.example.com/x.js">')
    assert check_site(root) == []


def test_a_style_sheet_importing_from_another_origin_is_refused(tmp_path):
    root = _site(tmp_path / "site", css='@import url("https://fonts.example.com/a.css");')
    assert "style.css loads something from another origin" in _refusal(root)


def test_a_local_url_in_css_passes(tmp_path):
    assert check_site(_site(tmp_path / "site", css="body { background: url(./icons/a.png) }")) == []


@pytest.mark.parametrize("config, reason", [
    ('interpreter = "https://cdn.example.com/pyodide.mjs"\n', "interpreter must be"),
    ("name = 'no interpreter'\n", "interpreter must be"),
    ('interpreter = "./early-pyodide.mjs"\npackages = ["numpy"]\n', "need micropip"),
    ('interpreter = "./early-pyodide.mjs"\n[files]\n"https://x.org/a.zip" = "./*"\n',
     "is not a file of the site"),
    ("interpreter = [", "does not parse"),
])
def test_a_config_that_would_fetch_from_a_cdn_is_refused(tmp_path, config, reason):
    assert reason in _refusal(_site(tmp_path / "site", config=config))


def test_the_interpreter_must_load_the_sites_own_pyodide(tmp_path):
    root = _site(tmp_path / "site")
    (root / "early-pyodide.mjs").write_text('import "https://cdn.example.com/pyodide.mjs";\n')
    assert "must load the site's own ./pyodide/pyodide.mjs" in _refusal(root)


def test_no_config_is_refused(tmp_path):
    root = _site(tmp_path / "site")
    (root / "pyscript.toml").unlink()
    assert "no pyscript.toml" in _refusal(root)


def test_missing_offline_and_install_links_are_warnings(tmp_path):
    page = (LOCAL_PAGE.replace('<script src="sw-register.js" defer></script>', "")
            .replace('<link rel="manifest" href="manifest.webmanifest">', ""))
    warnings = check_site(_site(tmp_path / "site", page))
    assert len(warnings) == 2
    assert "sw-register.js" in warnings[0] and "manifest.webmanifest" in warnings[1]


def test_scan_lists_scripts_and_links_in_order():
    scan = scan_html(LOCAL_PAGE)
    assert scan.scripts == ["sw-register.js", "./pyscript/core.js"]
    assert scan.links == [("manifest", "manifest.webmanifest"), ("stylesheet", "./style.css")]
    assert scan.foreign == []
