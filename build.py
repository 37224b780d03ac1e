#!/usr/bin/env python3
"""Build, serve and test Speeltafel. Standard library only; runs with python3 >= 3.11.

    python3 build.py [build]           build dist/ from scratch
    python3 build.py serve [--port N]  serve dist/ on http://127.0.0.1:N/
    python3 build.py play [--port N]   set up what is missing, build, serve
    python3 build.py test [ARGS...]    set up what is missing, build, run pytest ARGS over tests/
    python3 build.py icons             redraw public/icons/*.png

SPEELTAFEL_WEB=DIR builds another page folder instead of web/ (to try the tool chain on a test
page); SPEELTAFEL_CHROMIUM=PATH picks the Chromium binary for the tests.

dist/ holds the whole site: the pinned Pyodide and PyScript runtimes from node_modules, the
rules core and the page's Python package as zip archives, web/ and public/ as they are, and a
cache-first service worker (sw.js) whose cache name is a content hash of every other file.
Nothing on the built site refers to another origin; the build fails when it would.
"""

from __future__ import annotations

import argparse
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import urllib.parse
import zipfile
import zlib
from pathlib import Path

from tools.rules_pages import write_rules_pages

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
#: The page folder; $SPEELTAFEL_WEB builds another one (to try the tool chain on a test page).
WEB = Path(os.environ.get("SPEELTAFEL_WEB") or ROOT / "web").resolve()
PUBLIC = ROOT / "public"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
STAMP = VENV / ".speeltafel-installed"

#: What a page without extra packages needs from the npm ``pyodide`` package.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: Entry points of the PyScript runtime; everything they import (statically or lazily) is
#: shipped too, the rest (source maps, ``storage.js``, the empty ``service-worker.js``) is not.
PYSCRIPT_ENTRIES = ("core.js", "core.css")
#: PyScript's `interpreter`: our module that boots ./pyodide/pyodide.mjs early (see it).
INTERPRETER = "./early-pyodide.mjs"
PYODIDE_MODULE = "./pyodide/pyodide.mjs"
#: Where build.py writes the preload links into index.html.
PRELOAD_MARKER = re.compile(r"^[ \t]*<!-- speeltafel:preload[^>]*-->\n", re.M)
#: The PyScript chunks every start needs before it imports the interpreter: its core chunk
#: (static import of core.js), the TOML parser (pyscript.toml) and the error plugin (the one
#: plugin pyscript.toml keeps).
PYSCRIPT_START_CHUNKS = re.compile(r"^(?:core|toml|error)-[A-Za-z0-9_-]+\.js$")

#: Content types the site needs; the test server and the benchmark import this map.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".txt": "text/plain; charset=utf-8",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}

CACHE_PREFIX = "speeltafel-"
#: Files in dist/ that are not part of the content hash (they are derived from it).
DERIVED = ("sw.js", "build-info.json")


class BuildError(Exception):
    """A reason the site cannot be built; printed without a traceback."""


def say(text: str) -> None:
    print(f"[build.py] {text}", flush=True)


# ---------------------------------------------------------------------------------------
# Building dist/
# ---------------------------------------------------------------------------------------

def _zip_tree(source: Path, top: str, target: Path, only_py: bool) -> int:
    """Write ``source`` as ``top/...`` into the zip ``target``; reproducible (sorted names,
    fixed timestamps), so an unchanged source gives a byte-identical archive."""
    names = []
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo"):
            continue
        if only_py and path.suffix != ".py":
            continue
        names.append((f"{top}/{rel.as_posix()}", path))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, path in names:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    return len(names)


# Pyodide's own Python compiles our modules at build time, so the page imports bytecode
# instead of compiling some 5,000 lines in WebAssembly on every start (about 100 ms warm).
# The .pyc files use unchecked hashes: valid whatever mtime the unpacked files get, and the
# same source always gives the same bytes (the service worker's content hash stays stable).
_BYTECODE_JS = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
const [indexDir, ...zips] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: indexDir + sep });
for (const path of zips) {
  py.FS.writeFile("/tmp/in.zip", readFileSync(path));
  py.runPython(`
import importlib.util, sys, zipfile
src = zipfile.ZipFile("/tmp/in.zip")
entries = [(i.filename, src.read(i)) for i in src.infolist()]
out = []
for name, data in entries:
    out.append((name, data))
    if name.endswith(".py"):
        folder, _, base = name.rpartition("/")
        code = compile(data, name, "exec", dont_inherit=True, optimize=0)
        pyc = importlib._bootstrap_external._code_to_hash_pyc(
            code, importlib.util.source_hash(data), checked=False)
        out.append((f"{folder}/__pycache__/{base[:-3]}.{sys.implementation.cache_tag}.pyc", bytes(pyc)))
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as zf:
    for name, data in sorted(out):
        info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        zf.writestr(info, data)
`);
  writeFileSync(path, py.FS.readFile("/tmp/out.zip"));
}
"""


def add_bytecode(zips: list[Path], pyodide_dir: Path) -> None:
    """Add ``__pycache__/*.cpython-3XX.pyc`` (compiled by Pyodide's Python) to each zip."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: it compiles the Python modules for Pyodide")
    proc = subprocess.run([node, "--input-type=module", "-e", _BYTECODE_JS, str(pyodide_dir),
                           *map(str, zips)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError("compiling the Python modules in Pyodide failed:\n" + proc.stderr[-3000:])


_IMPORT_RE = re.compile(r"""["'`](\./[A-Za-z0-9_.-]+\.(?:m?js|css))["'`]""")


def pyscript_files(dist_dir: Path) -> list[str]:
    """The files of PyScript's ``dist/`` reachable from its entry points: every ``./x.js`` or
    ``./x.css`` named in a reachable file (static imports, lazy ``import()`` of the editor,
    terminal and friends, stylesheet links). Source maps are never named, so never shipped."""
    todo = list(PYSCRIPT_ENTRIES)
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        path = dist_dir / name
        if not path.is_file():
            raise BuildError(f"PyScript file {name} is named but missing in {dist_dir}")
        seen.add(name)
        if name.endswith(".js"):
            for ref in _IMPORT_RE.findall(path.read_text(encoding="utf-8")):
                todo.append(ref[2:])
    return sorted(seen)


def content_hash(root: Path) -> str:
    """A hash of every file under ``root`` (names and bytes), except the derived files
    ``sw.js`` and ``build-info.json``. Any change to any shipped file changes it."""
    digest = hashlib.sha256()
    for rel in _files(root):
        if rel in DERIVED:
            continue
        digest.update(rel.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256((root / rel).read_bytes()).digest())
    return digest.hexdigest()[:16]


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def precache_urls(root: Path) -> list[str]:
    """Every URL the service worker stores: the site root plus every file but ``sw.js``."""
    return ["./"] + ["./" + urllib.parse.quote(rel) for rel in _files(root) if rel != "sw.js"]


SW_TEMPLATE = """\
// Speeltafel offline service worker, generated by build.py: do not edit.
// Cache-first for every file of the site, stored in one cache named by a content hash of
// the build, so a new build brings a new cache and the old ones are deleted.
const CACHE = __CACHE__;
const PRECACHE = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith("speeltafel-") && key !== CACHE)
          .map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
  );
});

let opened = null;

async function answer(request) {
  // One open cache for the worker's life; an exact match first (the fast path for every file
  // a start needs), then one that ignores a query string (page addresses like "./?x").
  opened = opened || caches.open(CACHE);
  const cache = await opened;
  const hit = (await cache.match(request))
    || (new URL(request.url).search ? await cache.match(request, { ignoreSearch: true }) : undefined);
  if (hit) {
    return hit;
  }
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not stored: a page address (e.g. "./?x" or "./#r=...") still gets the app.
    if (request.mode === "navigate") {
      const page = await cache.match("./index.html");
      if (page) {
        return page;
      }
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(answer(request));
});
"""


def render_sw(cache_name: str, urls: list[str]) -> str:
    return (SW_TEMPLATE.replace("__CACHE__", json.dumps(cache_name))
            .replace("__FILES__", json.dumps(urls, indent=2)))


def _copy_tree(source: Path, target: Path, skip_top: tuple[str, ...], origin: dict) -> None:
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if rel.parts[0] in skip_top or "__pycache__" in rel.parts or path.suffix == ".pyc":
            continue
        if path.is_dir():
            continue
        key = rel.as_posix()
        if key in origin:
            raise BuildError(f"{source.name}/{key} and {origin[key]} would both be dist/{key}")
        origin[key] = f"{source.name}/{key}"
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target / rel)


_FOREIGN_HTML = re.compile(
    r"""<(?:script|link|img|iframe|source|audio|video|embed|object)\b[^>]*?\b(?:src|href|data)\s*=\s*["']?\s*(?:[a-z][a-z0-9+.-]*:)?//""",
    re.IGNORECASE)
_FOREIGN_CSS = re.compile(r"""(?:url\(\s*["']?|@import\s+["'])\s*(?:[a-z][a-z0-9+.-]*:)?//""",
                          re.IGNORECASE)


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def preload_links(dist: Path) -> str:
    """``<link>`` hints for the files every start fetches, so that the browser requests them
    while it parses the page instead of one after another (PyScript's chunks, its config, the
    Pyodide runtime). Only files used within the first second of a start are named: a preload
    that stays unused for a few seconds makes Chromium warn on the console."""
    core_js = _text(dist / "pyscript" / "core.js")
    named = set(_IMPORT_RE.findall(core_js))
    for ref in list(named):
        named |= set(_IMPORT_RE.findall(_text(dist / "pyscript" / ref[2:])))
    chunks = sorted(ref[2:] for ref in named if PYSCRIPT_START_CHUNKS.match(ref[2:]))
    lines = [f'<link rel="preload" href="./pyodide/{name}" as="fetch" crossorigin>'
             for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")]
    lines += [f'<link rel="modulepreload" href="./pyodide/{name}">'
              for name in ("pyodide.mjs", "pyodide.asm.mjs")]
    lines += [f'<link rel="modulepreload" href="./pyscript/{name}">' for name in chunks]
    lines.append('<link rel="preload" href="./pyscript.toml" as="fetch" crossorigin>')
    return "".join(f"  {line}\n" for line in lines)


def write_preloads(dist: Path) -> None:
    index = dist / "index.html"
    html = _text(index)
    if len(PRELOAD_MARKER.findall(html)) != 1:
        raise BuildError("web/index.html needs exactly one <!-- speeltafel:preload --> line")
    index.write_text(PRELOAD_MARKER.sub(lambda _: preload_links(dist), html), encoding="utf-8")


def check_site(dist: Path) -> list[str]:
    """Fail on anything that would make the page load from another origin; return warnings."""
    problems: list[str] = []
    warnings: list[str] = []
    for path in sorted(dist.rglob("*")):
        rel = path.relative_to(dist).as_posix()
        if rel.startswith(("pyodide/", "pyscript/")) or not path.is_file():
            continue
        if path.suffix == ".html" and _FOREIGN_HTML.search(path.read_text(encoding="utf-8")):
            problems.append(f"{rel} loads something from another origin")
        if path.suffix == ".css" and _FOREIGN_CSS.search(path.read_text(encoding="utf-8")):
            problems.append(f"{rel} loads something from another origin")
    configs = [p for p in (dist / "pyscript.toml", dist / "pyscript.json") if p.is_file()]
    if not configs:
        problems.append("no pyscript.toml (or pyscript.json) in web/: PyScript would fetch "
                        "Pyodide from a CDN")
    for cfg_path in configs:
        text = cfg_path.read_text(encoding="utf-8")
        try:
            cfg = tomllib.loads(text) if cfg_path.suffix == ".toml" else json.loads(text)
        except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
            problems.append(f"{cfg_path.name} does not parse: {e}")
            continue
        if cfg.get("interpreter") != INTERPRETER:
            problems.append(f"{cfg_path.name}: interpreter must be {INTERPRETER!r} (got "
                            f"{cfg.get('interpreter')!r}); otherwise PyScript loads Pyodide from a CDN")
        elif f'from "{PYODIDE_MODULE}"' not in _text(dist / INTERPRETER):
            problems.append(f"{INTERPRETER} must load the site's own {PYODIDE_MODULE}")
        if cfg.get("packages"):
            problems.append(f"{cfg_path.name}: packages = {cfg['packages']!r} need micropip and "
                            "wheels that the site does not ship; use [files] archives instead")
        for source in (cfg.get("files") or {}):
            if "//" in source or not (dist / source).resolve().is_file():
                problems.append(f"{cfg_path.name}: [files] source {source!r} is not a file of the site")
    index = (dist / "index.html").read_text(encoding="utf-8")
    if "sw-register.js" not in index:
        warnings.append("index.html does not load sw-register.js: the site will not work offline")
    if "manifest.webmanifest" not in index:
        warnings.append("index.html does not link manifest.webmanifest: not installable")
    if problems:
        raise BuildError("the site would not be self-contained:\n  " + "\n  ".join(problems))
    return warnings


def build(out: Path = DIST, web: Path = WEB) -> dict:
    """Build the site into ``out`` from scratch; return build-info."""
    if not (web / "index.html").is_file():
        raise BuildError(f"{web / 'index.html'} is missing: there is no page to build yet")
    pyodide_dir = NODE_MODULES / "pyodide"
    pyscript_dir = NODE_MODULES / "@pyscript" / "core" / "dist"
    for name in PYODIDE_FILES:
        if not (pyodide_dir / name).is_file():
            raise BuildError(f"{pyodide_dir / name} is missing: run `npm ci` (or python3 build.py play)")
    if not pyscript_dir.is_dir():
        raise BuildError(f"{pyscript_dir} is missing: run `npm ci`")

    if out.exists():
        shutil.rmtree(out)
    (out / "pyodide").mkdir(parents=True)
    (out / "pyscript").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_dir / name, out / "pyodide" / name)
    for name in pyscript_files(pyscript_dir):
        shutil.copy2(pyscript_dir / name, out / "pyscript" / name)

    origin = {f"pyodide/{n}": "node_modules/pyodide" for n in PYODIDE_FILES}
    origin.update({p.relative_to(out).as_posix(): "node_modules/@pyscript/core"
                   for p in (out / "pyscript").iterdir()})
    origin["core.zip"] = "core/"
    if _zip_tree(ROOT / "core", "core", out / "core.zip", only_py=True) == 0:
        raise BuildError("core/ has no .py files")
    if (web / "app").is_dir():
        origin["app.zip"] = "web/app/"
        _zip_tree(web / "app", "app", out / "app.zip", only_py=False)
    add_bytecode([p for p in (out / "core.zip", out / "app.zip") if p.is_file()], pyodide_dir)
    _copy_tree(web, out, ("app",), origin)
    if PUBLIC.is_dir():
        _copy_tree(PUBLIC, out, (), origin)
    write_rules_pages(out / "rules")  # rules/<page>.<nl|en>.html from core/**/reference.html
    for name in DERIVED:
        if (out / name).exists():
            raise BuildError(f"dist/{name} is made by build.py; remove it from {origin[name]}")

    write_preloads(out)
    warnings = check_site(out)
    digest = content_hash(out)
    cache = CACHE_PREFIX + digest
    info = {"hash": digest, "cache": cache}
    (out / "build-info.json").write_text("{}", encoding="utf-8")  # placeholder: count it
    urls = precache_urls(out)
    info["files"] = len(urls) - 1
    info["precache"] = len(urls)
    (out / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    (out / "sw.js").write_text(render_sw(cache, urls), encoding="utf-8")
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    count = sum(1 for p in out.rglob("*") if p.is_file())
    say(f"built {out}: {count} files, {total / 1e6:.1f} MB, cache {cache}")
    for w in warnings:
        say(f"warning: {w}")
    return info


# ---------------------------------------------------------------------------------------
# Serving
# ---------------------------------------------------------------------------------------

def make_handler(directory: Path, quiet: bool = False):
    """A static-file request handler for ``directory`` with the site's MIME types."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

        def end_headers(self):
            self.send_header("Cache-Control", "no-cache")
            super().end_headers()

        def log_message(self, format, *args):
            if not quiet:
                super().log_message(format, *args)

    return Handler


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1",
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    server = http.server.ThreadingHTTPServer((host, port), make_handler(directory, quiet))
    server.daemon_threads = True
    return server


def serve(port: int, directory: Path = DIST) -> None:
    if not (directory / "index.html").is_file():
        raise BuildError(f"{directory}/index.html is missing: run python3 build.py first")
    try:
        server = make_server(directory, port)
    except OSError as e:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {e} (try --port)") from None
    host, real_port = server.server_address[:2]
    say(f"serving {directory} at http://{host}:{real_port}/  (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.server_close()


# ---------------------------------------------------------------------------------------
# Set-up: venv, Python dev packages, npm packages, Chromium
# ---------------------------------------------------------------------------------------

def _run(cmd: list[str], **kwargs) -> None:
    say("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, cwd=ROOT, **kwargs)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def setup_python() -> None:
    if not venv_python().exists():
        say("creating the Python environment .venv")
        _run([sys.executable, "-m", "venv", str(VENV)])
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == wanted:
        return
    say("installing the project and its test tools into .venv (pyproject.toml changed)")
    _run([str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q",
          "-e", ".[dev]"])
    STAMP.write_text(wanted + "\n")


def setup_node() -> None:
    lock = ROOT / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    if shutil.which("npm") is None:
        raise BuildError("npm is missing: install Node.js >= 20 (e.g. apt-get install nodejs npm)")
    say("installing the pinned browser runtime from package-lock.json (npm ci)")
    _run(["npm", "ci", "--no-audit", "--no-fund"])


CHROMIUM_CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")


def find_chromium() -> str | None:
    """The Chromium binary for tests: $SPEELTAFEL_CHROMIUM, else Debian's chromium."""
    env = os.environ.get("SPEELTAFEL_CHROMIUM")
    if env:
        return env
    for candidate in CHROMIUM_CANDIDATES:
        if os.access(candidate, os.X_OK):
            return candidate
    return None


def chromium_launch_options() -> dict:
    """Launch options for Playwright with Debian's Chromium (tests and benchmarks)."""
    args = [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-gpu",
        # Belt and braces for "no other origin": name resolution fails for every host but
        # the loopback address, so even requests Playwright cannot see (from workers) fail.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.insert(0, "--no-sandbox")
    options: dict = {"args": args}
    exe = find_chromium()
    if exe:
        options["executable_path"] = exe
    return options


def setup_chromium() -> str:
    exe = find_chromium()
    if exe:
        return exe
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        say("Chromium is missing: installing Debian's chromium")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        _run(["apt-get", "update"], env=env)
        _run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env)
        exe = find_chromium()
        if exe:
            return exe
    raise BuildError("Chromium is missing. Install it (as root: apt-get install chromium) "
                     "or point SPEELTAFEL_CHROMIUM at a Chromium binary.")


def setup() -> None:
    setup_python()
    setup_node()


# ---------------------------------------------------------------------------------------
# Icons (drawn here, committed in public/icons/)
# ---------------------------------------------------------------------------------------

def _png(width: int, height: int, pixel) -> bytes:
    """An RGB PNG; ``pixel(x, y)`` -> (r, g, b)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def icon_pixel(size: int):
    """A 4x4 game board on a full-bleed green table: maskable, since the board stays inside
    the central safe circle (radius 40 % of the icon)."""
    table, light, dark, piece = (31, 92, 58), (238, 220, 178), (196, 160, 104), (150, 40, 40)
    board = size * 0.52          # the board's diagonal (0.52 * 1.414 = 0.74) < 0.8
    left = (size - board) / 2
    cell = board / 4

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        cx, cy = x + 0.5 - left, y + 0.5 - left
        if not (0 <= cx < board and 0 <= cy < board):
            return table
        col, row = int(cx // cell), int(cy // cell)
        mx, my = cx - (col + 0.5) * cell, cy - (row + 0.5) * cell
        if (col, row) in ((1, 1), (2, 2), (0, 3)) and mx * mx + my * my < (cell * 0.3) ** 2:
            return piece
        return light if (col + row) % 2 == 0 else dark

    return pixel


def draw_icons(target: Path = PUBLIC / "icons") -> None:
    target.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        (target / f"icon-{size}.png").write_bytes(_png(size, size, icon_pixel(size)))
        say(f"wrote {target / f'icon-{size}.png'}")


# ---------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv.pop(0) if argv and not argv[0].startswith("-") else "build"
    try:
        if command == "build":
            parser = argparse.ArgumentParser(prog="build.py build")
            parser.add_argument("--web", type=Path, default=WEB, help="page folder (default web/)")
            parser.add_argument("--out", type=Path, default=DIST, help="output (default dist/)")
            args = parser.parse_args(argv)
            build(args.out.resolve(), args.web.resolve())
        elif command in ("serve", "play"):
            parser = argparse.ArgumentParser(prog=f"build.py {command}")
            parser.add_argument("--port", type=int, default=8000)
            args = parser.parse_args(argv)
            if command == "play":
                setup()
                build()
            serve(args.port)
        elif command == "test":
            setup()
            chromium = setup_chromium()
            build()
            cmd = [str(venv_python()), "-m", "pytest", *argv]
            say("$ " + " ".join(cmd))
            env = {**os.environ, "SPEELTAFEL_CHROMIUM": chromium}
            return subprocess.run(cmd, cwd=ROOT, env=env).returncode
        elif command == "icons":
            draw_icons()
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except BuildError as e:
        say(f"error: {e}")
        return 1
    except subprocess.CalledProcessError as e:
        say(f"error: command failed with exit code {e.returncode}: {' '.join(map(str, e.cmd))}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
