"""Compressed copies of the site's text and WebAssembly files, made at build time.

Static hosts send ``gzip`` or, where the browser asks for it, ``br`` (brotli) bodies for text
types and WebAssembly; some compress on the fly, others (nginx's ``gzip_static``, Caddy's
``precompressed``) send a ready ``<file>.gz`` or ``<file>.br`` lying next to the file. The build
writes those next to every file worth it, so ``build.py serve`` (and with it the end-to-end
tests and the start-up benchmark) sends the bytes a player downloads (``tools/serve.py``). The
plain files stay: any static host serves the site as it is. The variants are no part of the
site's content (the service worker neither hashes nor stores them; it asks for the plain URL).

Archives (``.zip``, the packed snapshot) and images are compressed already and get none.
Compressing is done by Node's zlib (``compress.mjs``: gzip -9 and brotli 11; Python's standard
library has no brotli); results are kept in ``.cache/compressed/`` by content hash, as brotli
takes some 40 s on the 9.6 MB WebAssembly file.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from tools import paths
from tools.console import BuildError

PROGRAM = Path(__file__).resolve().parent / "compress.mjs"
CACHE = paths.ROOT / ".cache" / "compressed"
#: Content-Encoding -> file suffix, in the order the server prefers them.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
#: Suffixes of the files that get compressed variants (what hosts compress by content type).
COMPRESSIBLE = frozenset({".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm",
                          ".toml", ".svg", ".txt", ".py", ".ico"})
#: Smaller files are sent as they are: a compressed body would hardly be shorter.
MIN_SIZE = 512
#: Cached variants kept, newest first.
KEEP = 400


def is_variant(root: Path, rel: str) -> bool:
    """True for ``dist/<rel>`` that is a compressed copy of a compressible file beside it."""
    for suffix in ENCODINGS.values():
        if rel.endswith(suffix):
            plain = rel[: -len(suffix)]
            return Path(plain).suffix in COMPRESSIBLE and (root / plain).is_file()
    return False


def candidates(root: Path) -> list[Path]:
    """The files of ``root`` that get compressed variants, sorted."""
    return sorted(p for p in root.rglob("*")
                  if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size >= MIN_SIZE)


def write_compressed(root: Path, cache: Path | None = CACHE) -> dict[str, int]:
    """Write ``<file>.gz`` and ``<file>.br`` for every candidate of ``root`` (only where they
    are smaller than the file); return the total bytes per encoding (plain files as
    ``identity``)."""
    jobs: list[tuple[Path, Path, str, Path | None]] = []
    for path in candidates(root):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        for encoding, suffix in ENCODINGS.items():
            kept = cache / f"{digest}{suffix}" if cache is not None else None
            jobs.append((path, path.with_name(path.name + suffix), encoding, kept))
    todo = [(str(src), str(kept or dst), enc) for src, dst, enc, kept in jobs
            if kept is None or not kept.is_file()]
    if todo:
        if cache is not None:
            cache.mkdir(parents=True, exist_ok=True)
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is missing: it compresses the site's files")
        proc = subprocess.run([node, str(PROGRAM)], input=json.dumps(todo), text=True,
                              capture_output=True)
        if proc.returncode != 0:
            raise BuildError("compressing the site's files failed:\n" + proc.stderr[-3000:])
    totals = {"identity": 0, **{encoding: 0 for encoding in ENCODINGS}}
    for src, dst, encoding, kept in jobs:
        if kept is not None:
            shutil.copyfile(kept, dst)
            kept.touch()
        if dst.stat().st_size >= src.stat().st_size:
            dst.unlink()
    for path in candidates(root):
        totals["identity"] += path.stat().st_size
        for encoding, suffix in ENCODINGS.items():
            variant = path.with_name(path.name + suffix)
            totals[encoding] += (variant if variant.is_file() else path).stat().st_size
    if cache is not None and cache.is_dir():
        old = sorted(cache.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
        for path in old[KEEP:]:
            path.unlink(missing_ok=True)
    return totals


def pick(root: Path, path: Path, accept_encoding: str) -> tuple[Path, str | None]:
    """The file to send for ``path`` (a file under ``root``) given the request's
    ``Accept-Encoding``: its ``.br`` or ``.gz`` variant when there is one the browser takes
    (brotli first), else the file itself; and the ``Content-Encoding`` (None for the file)."""
    accepted = {part.split(";")[0].strip().lower() for part in accept_encoding.split(",")
                if not part.strip().endswith(";q=0")}
    if path.suffix in COMPRESSIBLE:
        for encoding, suffix in ENCODINGS.items():
            variant = path.with_name(path.name + suffix)
            if encoding in accepted and variant.is_file():
                return variant, encoding
    return path, None
