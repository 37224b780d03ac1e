"""The pure parts of assembling dist/: which runtime files ship, the preload links, and one
origin per file (tools/runtime.py, tools/preload.py, tools/site.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.console import BuildError
from tools.preload import write_preloads
from tools.runtime import pyscript_files
from tools.site import copy_tree, write_game_styles


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_pyscript_ships_what_its_entry_points_reach_and_nothing_else(tmp_path):
    _write(tmp_path, {
        "core.js": 'import "./core-abc.js"; const css = "./core.css";',
        "core.css": "body {}",
        "core-abc.js": 'const lazy = () => import(`./py-editor-1.js`); const t = "./toml-2.js";',
        "py-editor-1.js": "export {}",
        "toml-2.js": "export {}",
        "core.js.map": "{}",
        "storage.js": "export {}",
    })
    assert pyscript_files(tmp_path) == ["core-abc.js", "core.css", "core.js", "py-editor-1.js",
                                        "toml-2.js"]


def test_a_named_but_missing_pyscript_file_fails_the_build(tmp_path):
    _write(tmp_path, {"core.js": 'import "./gone.js";', "core.css": ""})
    with pytest.raises(BuildError, match="gone.js is named but missing"):
        pyscript_files(tmp_path)


def test_preload_links_replace_the_marker_line(tmp_path):
    _write(tmp_path, {
        "index.html": "<head>\n  <!-- speeltafel:preload (here) -->\n  <title>t</title>\n</head>\n",
        "pyscript/core.js": 'import "./core-x1.js"; import("./py-terminal-9.js");',
        "pyscript/core-x1.js": 'import "./toml-y2.js"; import "./error-z3.js";',
    })
    write_preloads(tmp_path)
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "speeltafel:preload" not in html
    assert '<link rel="preload" href="./pyodide/pyodide.asm.wasm" as="fetch" crossorigin>' in html
    assert '<link rel="modulepreload" href="./pyodide/pyodide.mjs">' in html
    for chunk in ("core-x1.js", "toml-y2.js", "error-z3.js"):
        assert f'<link rel="modulepreload" href="./pyscript/{chunk}">' in html
    assert "py-terminal" not in html  # a lazy plugin the start does not need
    assert html.endswith('crossorigin>\n  <title>t</title>\n</head>\n')


@pytest.mark.parametrize("head", ["<head></head>",
                                  "<!-- speeltafel:preload -->\n<!-- speeltafel:preload -->\n"])
def test_preload_needs_exactly_one_marker(tmp_path, head):
    _write(tmp_path, {"index.html": head})
    with pytest.raises(BuildError, match="exactly one"):
        write_preloads(tmp_path)


def test_two_sources_for_one_site_file_fail_the_build(tmp_path):
    web = _write(tmp_path / "web", {"index.html": "page", "app/x.py": "", "icons/a.png": "w"})
    public = _write(tmp_path / "public", {"icons/a.png": "p"})
    out = tmp_path / "out"
    origin: dict[str, str] = {}
    copy_tree(web, out, ("app",), origin)
    assert origin == {"index.html": "web/index.html", "icons/a.png": "web/icons/a.png"}
    assert not (out / "app").exists()
    with pytest.raises(BuildError, match="public/icons/a.png and web/icons/a.png would both be"):
        copy_tree(public, out, (), origin)


def test_the_games_style_sheets_join_into_games_css_in_sorted_order(tmp_path):
    web = _write(tmp_path / "web", {"app/games/b_game/style.css": ".art-b-game { color: red; }",
                                    "app/games/a_game/style.css": ".art-a-game { color: blue; }",
                                    "app/games/a_game/board.py": "x = 1",
                                    "style.css": "body {}"})
    out = tmp_path / "dist"
    out.mkdir()
    origin: dict[str, str] = {}
    write_game_styles(out, web, origin)
    text = (out / "games.css").read_text(encoding="utf-8")
    assert text.index(".art-a-game") < text.index(".art-b-game")
    assert "body {}" not in text and "x = 1" not in text
    assert "/* from app/games/a_game/style.css */" in text
    with pytest.raises(BuildError):   # a web/games.css of its own would be a second origin
        copy_tree(_write(tmp_path / "other", {"games.css": ""}), out, (), origin)
