"""The warm-start snapshot (issue 14): ``dist/warm/<key>.snap.gz`` and the ``<meta>`` naming it.

A Pyodide memory snapshot taken in Node after importing every module of the rules core and the
app's generic modules (``snapshot_make.mjs``) restores in the page in a fraction of a normal start. The service
worker stores it unpacked (see ``sw.js``) when it stores the site; ``web/warm-start.js`` reads
it from that cache as the page starts, and ``web/early-pyodide.mjs`` boots from it, or the
normal way when it is absent, of the wrong size or fails to restore.

The snapshot is stored sparse (issue 26, :func:`pack`): some 55% of a Pyodide heap is pages of
zeros, which the page's read from Cache Storage (the critical path of a warm start) need not
carry; ``warm-start.js`` rebuilds the heap from the runs of non-zero pages.

The key in the name is a hash of everything the snapshot is made from (the site's Pyodide
files, ``core.zip``, ``start.zip`` and the maker), so a name always means one content, and the snapshot's own
bytes (which hold random state and differ from one making to the next) need not enter the
site's content hash: its name does (``service_worker.content_hash``). Snapshots are kept in
``.cache/snapshots/`` by key, so building the same sources again does not make one anew.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

from tools import paths
from tools.compress import is_variant
from tools.console import BuildError, say

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
#: The first bytes of the stored (sparse) form; ``web/warm-start.js`` checks them. The last
#: digit is the form's version: it enters the snapshot's key, so a cached snapshot of another
#: form is never served.
MAGIC = b"SPTLSPR1"
#: Zero runs shorter than this stay in the stored form (a page of WebAssembly memory is 64 KB;
#: 4 KB runs keep 44% of the heap in some 13 runs, 256-byte ones 43% in 265).
PAGE = 4096
_RUN = struct.Struct("<II")


def named_by_inputs(rel: str) -> bool:
    """True for a ``dist/`` path whose name stands for its content (the snapshot)."""
    return rel.startswith(FOLDER + "/") and rel.endswith(SUFFIX)


def _archives(dist: Path) -> list[Path]:
    """The archives the snapshot's modules come from: the whole core, and the generic modules
    of the core and the app (``start.zip``), in the order the maker unpacks them."""
    return [dist / "core.zip", dist / "start.zip"]


def snapshot_key(dist: Path) -> str:
    """A hash of the snapshot's inputs: the maker, the site's Pyodide files (the start's
    standard library included; not their compressed variants) and the archives of its modules
    (:func:`_archives`)."""
    digest = hashlib.sha256(MAKER.read_bytes() + MAGIC)
    runtime = [p for p in sorted((dist / "pyodide").iterdir())
               if not is_variant(dist, p.relative_to(dist).as_posix())]
    for path in [*runtime, *_archives(dist)]:
        digest.update(path.name.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def _make(dist: Path, target: Path) -> None:
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: it makes the warm-start snapshot")
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot"
        proc = subprocess.run([node, str(MAKER), str(dist / "pyodide"), *map(str, _archives(dist)),
                               str(raw)], capture_output=True, text=True)
        if proc.returncode != 0 or not raw.is_file():
            raise BuildError("making the warm-start snapshot in Pyodide failed:\n"
                             + (proc.stderr or proc.stdout)[-3000:])
        _name_left(proc.stdout)
        # mtime=0: the same bytes give the same file
        with gzip.GzipFile(target, "wb", compresslevel=6, mtime=0) as out:
            out.write(pack(raw.read_bytes()))


def _name_left(report: str) -> None:
    """Names the app modules the maker could not import (its last line of output, JSON):
    the page imports them at every start, warm or not."""
    try:
        left = json.loads(report.strip().splitlines()[-1]).get("left", [])
    except (ValueError, IndexError, AttributeError):
        return
    for line in left:
        say(f"the warm-start snapshot lacks {line} (imported by the page instead)")


def pack(heap: bytes) -> bytes:
    """The stored form of a snapshot: :data:`MAGIC`, the snapshot's size and the number of runs
    (each a little-endian u32), each run's offset and length (u32 pairs, ascending), then the
    runs' bytes in that order. A run covers whole :data:`PAGE` blocks that are not all zero
    (the last block may be short); every byte outside the runs is zero. ``unpack(pack(b)) == b``."""
    runs: list[list[int]] = []
    zero = bytes(PAGE)
    for start in range(0, len(heap), PAGE):
        block = heap[start:start + PAGE]
        if block == zero[:len(block)]:
            continue
        if runs and sum(runs[-1]) == start:
            runs[-1][1] += len(block)
        else:
            runs.append([start, len(block)])
    return b"".join([MAGIC, _RUN.pack(len(heap), len(runs)), *(_RUN.pack(*run) for run in runs),
                     *(heap[offset:offset + length] for offset, length in runs)])


def unpack(stored: bytes) -> bytes:
    """The snapshot from its stored form (as ``warm-start.js`` rebuilds it in the page); a
    ValueError names what is wrong with a form that is not :func:`pack`'s."""
    if stored[:len(MAGIC)] != MAGIC or len(stored) < len(MAGIC) + _RUN.size:
        raise ValueError("not a stored snapshot: its first bytes are not " + repr(MAGIC))
    size, count = _RUN.unpack_from(stored, len(MAGIC))
    at = len(MAGIC) + _RUN.size * (count + 1)
    if at > len(stored):
        raise ValueError(f"{count} runs do not fit in {len(stored)} bytes")
    heap = bytearray(size)
    end = 0
    for i in range(count):
        offset, length = _RUN.unpack_from(stored, len(MAGIC) + _RUN.size * (i + 1))
        if offset < end or offset + length > size or at + length > len(stored):
            raise ValueError(f"run {i} ({offset}, {length}) is out of order or out of bounds")
        heap[offset:offset + length] = stored[at:at + length]
        at, end = at + length, offset + length
    if at != len(stored):
        raise ValueError(f"{len(stored) - at} bytes follow the last run")
    return bytes(heap)


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
    ``dist``. Needs ``dist/pyodide/``, ``dist/core.zip`` and ``dist/start.zip``."""
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
    # The page asks its cache for the snapshot's stored form (the service worker stores it
    # without gzip, under its name without ".gz") and checks its size before using it.
    meta = (f'<meta name="{META}" content="./{rel[:-len(".gz")]} {raw_size(target)}">')
    index.write_text(MARKER.sub(lambda _: f"  {meta}\n", html), encoding="utf-8")
    return rel
