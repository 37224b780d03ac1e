"""Assembling ``dist/``, the whole static site, from scratch.

``dist/`` holds the pinned Pyodide and PyScript runtimes from ``node_modules``, the rules core
and the page's Python package as zip archives (with bytecode compiled by Pyodide), ``web/``
and ``public/`` as they are (``index.html`` gets preload links), and a cache-first service
worker (``sw.js``) whose cache name is a content hash of every other file. Nothing on the
built site refers to another origin; the build fails when it would.

Every file has one origin: two sources that would write the same ``dist/`` path fail the
build (see :func:`claim`), and so does a source file named like a generated one.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tools import compiled, paths
from tools.archive import read_zip, write_zip, zip_tree
from tools.bytecode import add_bytecode
from tools.checks import check_site
from tools.compress import write_compressed
from tools.console import BuildError, say
from tools.csp import add_meta_to_pages
from tools.first_screen import write_first_screen
from tools.inline import inline_first_screen
from tools.preload import write_preloads
from tools.rules_pages import write_rules_pages
from tools.runtime import check_runtimes, copy_runtimes
from tools.service_worker import DERIVED, write_service_worker
from tools.snapshot import write_snapshot
from tools.stdlib import MODULES, NAME, ON_DEMAND, write_start_stdlib

#: dist/ path -> where it came from (a source folder or the tool that made it).
Origins = dict[str, str]


def claim(origin: Origins, key: str, source: str) -> None:
    """Record that ``source`` makes ``dist/<key>``; fail if something else already does."""
    if key in origin:
        raise BuildError(f"{source} and {origin[key]} would both be dist/{key}")
    origin[key] = source


def copy_tree(source: Path, target: Path, skip_top: tuple[str, ...], origin: Origins) -> None:
    """Copy ``source`` into ``target`` as it is, without caches and the top-level entries
    named in ``skip_top``."""
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if rel.parts[0] in skip_top or "__pycache__" in rel.parts or path.suffix == ".pyc":
            continue
        if path.is_dir():
            continue
        claim(origin, rel.as_posix(), f"{source.name}/{rel.as_posix()}")
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target / rel)


#: Every game's own style sheet and those of its expansions (``expansions/<name>/``), joined
#: into one file that ``index.html`` links, so a game's styles live in its page package.
GAME_STYLES = ("app/games/*/style.css", "app/games/*/expansions/*/style.css")


def game_style_sheets(web: Path) -> list[Path]:
    """The style sheets of :data:`GAME_STYLES`, games in sorted (menu-independent) order, each
    game's own sheet before its expansions' (sorted), so an expansion's rules come later."""
    def key(path: Path) -> tuple:
        parts = path.relative_to(web / "app" / "games").parts
        return parts[0], len(parts) > 2, parts
    return sorted((p for pattern in GAME_STYLES for p in web.glob(pattern)), key=key)


def write_game_styles(out: Path, web: Path, origin: Origins) -> None:
    """``games.css``: the games' ``style.css`` files, each headed by where it came from."""
    sources = game_style_sheets(web)
    claim(origin, "games.css", " and ".join("web/" + pattern for pattern in GAME_STYLES))
    parts = [f"/* from {path.relative_to(web).as_posix()} */\n{path.read_text(encoding='utf-8')}"
             for path in sources]
    (out / "games.css").write_text("\n".join(parts), encoding="utf-8")


#: A game's art: image files in its page package (and its expansions'), shipped at the same
#: path under ``dist/`` (``app/games/<game>/...``), so a game's pictures live with its code and
#: the build names no game. Its style sheet links them relative to the page, where
#: ``games.css`` is written (``url("app/games/<game>/art.svg")``).
ART_SUFFIXES = (".svg", ".png", ".webp", ".jpg", ".avif")


def write_game_art(out: Path, web: Path, origin: Origins) -> list[str]:
    """Copy every file of :data:`ART_SUFFIXES` under ``web/app/games/`` to the same path in
    ``out``, each claimed (one origin per file); return their ``dist/`` paths, sorted."""
    games = web / "app" / "games"
    written = []
    for path in sorted(games.rglob("*")) if games.is_dir() else []:
        if not path.is_file() or path.suffix not in ART_SUFFIXES:
            continue
        rel = path.relative_to(web).as_posix()
        claim(origin, rel, f"web/{rel}")
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, out / rel)
        written.append(rel)
    return written


#: The archive of the modules a start imports (see :func:`write_archives`).
START_ARCHIVE = "start.zip"


def write_archives(out: Path, web: Path, origin: Origins,
                   cache: Path | None = compiled.CACHE) -> None:
    """``core.zip`` (the ``core/`` package) and ``app.zip`` (``web/app/``), modules only, as
    bytecode (``tools/pyc_archive.py``), and ``start.zip``: the generic modules of both (all
    but the games' packages, :func:`at_start`), which is all a start imports (the first screen
    imports no game's modules; ``tests/tools/test_start_archive.py``), so a first visit
    fetches it alone and the others once the app is ready (``web/early-pyodide.mjs``). (The
    rules sources in ``core/`` and the games' style sheets in ``web/app/games/`` reach the site
    as pages and ``games.css``.) An archive compiled before is taken from ``cache``
    (``tools/compiled.py``)."""
    claim(origin, "core.zip", "core/")
    if zip_tree(paths.CORE, "core", out / "core.zip", only_py=True) == 0:
        raise BuildError("core/ has no .py files")
    if (web / "app").is_dir():
        claim(origin, "app.zip", "web/app/")
        zip_tree(web / "app", "app", out / "app.zip", only_py=True)
    packages = [p for p in (out / "core.zip", out / "app.zip") if p.is_file()]
    compiled.made_or_kept(
        [(p, compiled.key(paths.PYODIDE_PACKAGE, b"archive", p.read_bytes()) + ".zip")
         for p in packages],
        cache, lambda todo: add_bytecode(todo, paths.PYODIDE_PACKAGE))
    claim(origin, START_ARCHIVE, "core/ and web/app/")
    write_zip(out / START_ARCHIVE, sorted(
        (name, data) for package in packages for name, data in read_zip(package)
        if at_start(name)))


def at_start(name: str) -> bool:
    """Whether the archive member ``name`` (``core/...`` or ``app/...``) goes into
    ``start.zip``: every module but the games' own, i.e. not in a game's package
    (``core/<game>/``, from the registry) nor in ``app/games/``."""
    from core import registry

    top, _, rest = name.partition("/")
    folder = rest.partition("/")[0] if "/" in rest else None
    games = {module.split(".")[1] for module in registry.packages()}
    return folder is None or (top == "core" and folder not in games)


def build(out: Path = paths.DIST, web: Path = paths.WEB,
          compiled_cache: Path | None = compiled.CACHE) -> dict:
    """Build the site into ``out`` from scratch; return build-info (see ``service_worker``).

    The steps, in order: the runtimes, the archives, ``web/``, the games' style sheets and art,
    ``public/`` and the generated
    rules pages (each file claimed in ``origin``), then what is made from the finished files: preload links, the
    first screen, the warm-start snapshot, the first screen's files written into the page, the origin checks, and last the service worker, whose hash covers every other file.

    What Pyodide compiles (the archives' bytecode, the start's standard library) is taken from
    ``compiled_cache`` when made from the same inputs before (``tools/compiled.py``); ``None``
    compiles it all anew."""
    if not (web / "index.html").is_file():
        raise BuildError(f"{web / 'index.html'} is missing: there is no page to build yet")
    check_runtimes(paths.PYODIDE_PACKAGE, paths.PYSCRIPT_DIST)
    if out.exists():
        shutil.rmtree(out)

    origin = copy_runtimes(paths.PYODIDE_PACKAGE, paths.PYSCRIPT_DIST, out)
    runtime = out / "pyodide"
    stdlib_key = compiled.key(runtime, b"stdlib", MODULES.read_bytes(), ON_DEMAND.read_bytes())
    compiled.made_or_kept([(runtime / NAME, stdlib_key + ".zip")], compiled_cache,
                          lambda _: write_start_stdlib(runtime))
    claim(origin, f"pyodide/{NAME}", "tools/stdlib.py")
    write_archives(out, web, origin, compiled_cache)
    copy_tree(web, out, ("app",), origin)
    write_game_styles(out, web, origin)
    write_game_art(out, web, origin)
    if paths.PUBLIC.is_dir():
        copy_tree(paths.PUBLIC, out, (), origin)
    # The rules reference is generated from core/**/reference.html (one bilingual source per page).
    for page in write_rules_pages(out / "rules"):
        claim(origin, page.relative_to(out).as_posix(), "tools/rules_pages.py")
    # Every page but the app's (which has its own in web/index.html) gets the static policy.
    add_meta_to_pages(out)
    for name in DERIVED:
        if name in origin:
            raise BuildError(f"dist/{name} is made by build.py; remove it from {origin[name]}")

    write_preloads(out)
    write_first_screen(out, web)
    claim(origin, write_snapshot(out), "tools/snapshot.py")
    inline_first_screen(out)
    warnings = check_site(out)
    info = write_service_worker(out)
    files = [p for p in out.rglob("*") if p.is_file()]
    total = sum(p.stat().st_size for p in files)
    sizes = write_compressed(out)
    say(f"built {out}: {len(files)} files, {total / 1e6:.1f} MB, cache {info['cache']}; "
        f"compressible files {sizes['identity'] / 1e6:.2f} MB, as brotli {sizes['br'] / 1e6:.2f} MB,"
        f" as gzip {sizes['gzip'] / 1e6:.2f} MB")
    for w in warnings:
        say(f"warning: {w}")
    return info
