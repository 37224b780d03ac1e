"""The warm-start snapshot (issue 14): ``dist/warm/<key>.snap.gz`` and the ``<meta>`` naming it.

A Pyodide memory snapshot taken in Node after importing every module of the rules core
(``snapshot_make.mjs``) restores in the page in a fraction of a normal start. The service
worker stores it unpacked (see ``sw.js``) when it stores the site; ``web/warm-start.js`` reads
it from that cache as the page starts, and ``web/early-pyodide.mjs`` boots from it, or the
normal way when it is absent, of the wrong size or fails to restore.

The key in the name is a hash of everything the snapshot is made from (the site's Pyodide
files, ``core.zip`` and the maker), so a name always means one content, and the snapshot's own
bytes (which hold random state and differ from one making to the next) need not enter the
site's content hash: its name does (``service_worker.content_hash``). Snapshots are kept in
``.cache/snapshots/`` by key, so building the same sources again does not make one anew.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from tools import paths
from tools.compress import is_variant
from tools.console import BuildError

MAKER = Path(__file__).resolve().parent / "snapshot_make.mjs"
#: The folder of ``dist/`` that holds the snapshot; its files are named by their inputs.
FOLDER = "warm"
SUFFIX = ".snap.gz"
#: The line of ``web/index.html`` that the ``<meta>`` replaces.
MARKER = re.compile(r"^[ \t]*<!-- speeltafel:snapshot[^>]*-->\n", re.M)
META = "speeltafel-snapshot"
CACHE = paths.ROOT / ".cache" / "snapshots"
#: Cached snapshots kept (newest first); older ones are removed.
KEEP = 4


def named_by_inputs(rel: str) -> bool:
    """True for a ``dist/`` path whose name stands for its content (the snapshot)."""
    return rel.startswith(FOLDER + "/") and rel.endswith(SUFFIX)


def snapshot_key(dist: Path) -> str:
    """A hash of the snapshot's inputs: the maker, the site's Pyodide files (the start's
    standard library included; not their compressed variants) and ``core.zip``."""
    digest = hashlib.sha256(MAKER.read_bytes())
    runtime = [p for p in sorted((dist / "pyodide").iterdir())
               if not is_variant(dist, p.relative_to(dist).as_posix())]
    for path in [*runtime, dist / "core.zip"]:
        digest.update(path.name.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def _make(dist: Path, target: Path) -> None:
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: it makes the warm-start snapshot")
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot"
        proc = subprocess.run([node, str(MAKER), str(dist / "pyodide"), str(dist / "core.zip"),
                               str(raw)], capture_output=True, text=True)
        if proc.returncode != 0 or not raw.is_file():
            raise BuildError("making the warm-start snapshot in Pyodide failed:\n"
                             + (proc.stderr or proc.stdout)[-3000:])
        # mtime=0: the same bytes give the same file
        with raw.open("rb") as source, gzip.GzipFile(target, "wb", compresslevel=6, mtime=0) as out:
            shutil.copyfileobj(source, out, 1 << 20)


def raw_size(packed: Path) -> int:
    """The unpacked size of a gzip file (its last four bytes; snapshots are far below 4 GB)."""
    with packed.open("rb") as f:
        f.seek(-4, 2)
        return int.from_bytes(f.read(4), "little")


def _keep(made: Path, kept: Path) -> None:
    """Store a new snapshot in the cache folder; only the :data:`KEEP` newest stay."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    # written under a name of its own, then renamed: another build (the test suite builds
    # sites in two processes) never copies half a file
    part = kept.with_name(f"{kept.name}.{os.getpid()}.part")
    shutil.copyfile(made, part)
    os.replace(part, kept)
    old = sorted(kept.parent.glob("*" + SUFFIX), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in old[KEEP:]:
        path.unlink(missing_ok=True)


def write_snapshot(dist: Path, cache: Path | None = CACHE) -> str:
    """Make (or take from ``cache``) the snapshot for ``dist`` into ``dist/warm/`` and put its
    ``<meta>`` in place of the marker line of ``dist/index.html``; return its path in
    ``dist``. Needs ``dist/pyodide/`` and ``dist/core.zip``."""
    index = dist / "index.html"
    html = index.read_text(encoding="utf-8")
    if len(MARKER.findall(html)) != 1:
        raise BuildError("web/index.html needs exactly one <!-- speeltafel:snapshot --> line")
    key = snapshot_key(dist)
    rel = f"{FOLDER}/{key}{SUFFIX}"
    target = dist / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    kept = cache / f"{key}{SUFFIX}" if cache is not None else None
    try:
        if kept is None:
            raise FileNotFoundError
        shutil.copyfile(kept, target)
    except FileNotFoundError:  # not kept, or removed meanwhile by another build's _keep
        _make(dist, target)
        if kept is not None:
            _keep(target, kept)
    # The page asks its cache for the unpacked snapshot (the service worker stores it without
    # ".gz") and checks its size before using it.
    meta = (f'<meta name="{META}" content="./{rel[:-len(".gz")]} {raw_size(target)}">')
    index.write_text(MARKER.sub(lambda _: f"  {meta}\n", html), encoding="utf-8")
    return rel
