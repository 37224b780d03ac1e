"""The pure parts of assembling dist/: which runtime files ship, the preload links, and one
origin per file (tools/runtime.py, tools/preload.py, tools/site.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools.console import BuildError
from tools.preload import write_preloads
from tools.runtime import pyscript_files
from tools.site import copy_tree, write_game_art, write_game_styles


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def _empty_dist(tmp_path: Path) -> Path:
    (tmp_path / "dist").mkdir()
    return tmp_path / "dist"


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
        "index.html": ("<head>\n  <!-- speeltafel:startup -->\n  <script src=boot.js></script>\n"
                       "  <!-- speeltafel:preload (here,\n  and here) -->\n  <title>t</title>\n</head>\n"),
        "pyscript/core.js": 'import "./core-x1.js"; import("./py-terminal-9.js");',
        "pyscript/core-x1.js": 'import "./toml-y2.js"; import "./error-z3.js";',
    })
    write_preloads(tmp_path)
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "speeltafel:preload" not in html and "speeltafel:startup" not in html
    assert '<link rel="preload" href="./pyodide/pyodide.asm.wasm" as="fetch" crossorigin>' in html
    # the sizes where boot.js can read them as it runs, the links after the first screen's files
    assert html.index('name="speeltafel-startup"') < html.index("boot.js") < html.index("preload")
    assert '<link rel="modulepreload" href="./pyodide/pyodide.mjs">' in html
    for chunk in ("core-x1.js", "toml-y2.js", "error-z3.js"):
        assert f'<link rel="modulepreload" href="./pyscript/{chunk}">' in html
    assert "py-terminal" not in html  # a lazy plugin the start does not need
    assert html.endswith('crossorigin>\n  <title>t</title>\n</head>\n')


@pytest.mark.parametrize("head", ["<head></head>", "<!-- speeltafel:startup -->\n",
                                  "<!-- speeltafel:startup -->\n"
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
    out = _empty_dist(tmp_path)
    origin: dict[str, str] = {}
    write_game_styles(out, web, origin)
    text = (out / "games.css").read_text(encoding="utf-8")
    assert text.index(".art-a-game") < text.index(".art-b-game")
    assert "body {}" not in text and "x = 1" not in text
    assert "/* from app/games/a_game/style.css */" in text
    with pytest.raises(BuildError):   # a web/games.css of its own would be a second origin
        copy_tree(_write(tmp_path / "other", {"games.css": ""}), out, (), origin)


def test_an_expansions_style_sheet_follows_its_games_own(tmp_path):
    web = _write(tmp_path / "web", {"app/games/b_game/style.css": ".art-b-game {}",
                                    "app/games/a_game/style.css": ".art-a-game {}",
                                    "app/games/a_game/expansions/ext/style.css": ".a-ext {}",
                                    "app/games/a_game/expansions/ext/panel.py": "x = 1"})
    out = _empty_dist(tmp_path)
    write_game_styles(out, web, {})
    text = (out / "games.css").read_text(encoding="utf-8")
    # the game's own rules, then its expansion's (which may refine them), then the next game
    assert text.index(".art-a-game") < text.index(".a-ext") < text.index(".art-b-game")
    assert "/* from app/games/a_game/expansions/ext/style.css */" in text and "x = 1" not in text


def test_each_games_art_ships_at_its_own_path_and_nothing_else_of_its_package(tmp_path):
    """A game's art lives in its page package and reaches dist/ at the same path (issue 26),
    found by kind, not by game: its code and style sheet do not (they travel in app.zip and
    games.css), and a second source for the same path fails the build."""
    games = {"b_game/art.svg": "<svg/>", "a_game/pics/card.png": "png",
             "a_game/expansions/ext/tile.webp": "webp", "a_game/style.css": ".x {}",
             "a_game/board.py": "x = 1"}
    web = _write(tmp_path / "web", {"app/logo.svg": "<svg/>",
                                    **{f"app/games/{name}": text for name, text in games.items()}})
    origin: dict[str, str] = {}
    out = _empty_dist(tmp_path)
    written = write_game_art(out, web, origin)
    assert written == ["app/games/a_game/expansions/ext/tile.webp", "app/games/a_game/pics/card.png",
                       "app/games/b_game/art.svg"]
    assert (out / "app/games/b_game/art.svg").read_text(encoding="utf-8") == "<svg/>"
    shipped = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert shipped == sorted(written)
    assert origin["app/games/b_game/art.svg"] == "web/app/games/b_game/art.svg"
    with pytest.raises(BuildError, match="would both be dist/app/games/b_game/art.svg"):
        copy_tree(_write(tmp_path / "public", {"app/games/b_game/art.svg": ""}), out, (), origin)


def test_the_start_up_files_sizes_are_written_for_the_progress_bar(tmp_path):
    from tools.preload import STARTUP_META, startup_files

    _write(tmp_path, {
        "index.html": "<head>\n  <!-- speeltafel:startup -->\n  <!-- speeltafel:preload -->\n</head>\n",
        "pyodide/pyodide.asm.wasm": "w" * 1000, "pyodide/stdlib-start.zip": "z" * 300,
        "pyodide/python_stdlib.zip": "the whole library: not fetched by a start",
        "pyodide/pyodide.mjs": "m" * 7, "pyscript.toml": "t = 1\n", "start.zip": "s" * 5,
        "pyscript/core.js": 'import "./core-x1.js";', "pyscript/core-x1.js": "c" * 12,
    })
    files = startup_files(tmp_path)
    # the start's standard library (issue 26), and the start's own modules last
    assert files[:2] == ["pyodide/pyodide.asm.wasm", "pyodide/stdlib-start.zip"]
    assert "pyscript/core-x1.js" in files and files[-2:] == ["pyscript.toml", "start.zip"]
    write_preloads(tmp_path)
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    found = re.findall(rf'<meta name="{STARTUP_META}" content="([^"]*)">', html)
    assert len(found) == 1
    sizes = dict(word.split("=") for word in found[0].split())
    # every existing start-up file with its size in bytes; missing ones are left out
    assert sizes == {"pyodide/pyodide.asm.wasm": "1000", "pyodide/stdlib-start.zip": "300",
                     "pyodide/pyodide.mjs": "7", "pyscript/core-x1.js": "12", "pyscript.toml": "6",
                     "start.zip": "5"}
    # before the links, so the page's first script (boot.js) can read it
    assert html.index(STARTUP_META) < html.index('rel="preload"')

