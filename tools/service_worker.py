"""The offline service worker ``dist/sw.js`` and the content hash that names its cache.

The worker's code is ``sw.js`` next to this file, a template: lines starting with ``//!`` are
notes about the template and are left out, ``__CACHE__`` becomes the cache name and
``__FILES__`` the list of URLs it stores. The cache name is ``speeltafel-`` plus a hash of
every file of the site, so any change to any shipped file installs a new cache and the
worker removes the old ``speeltafel-*`` caches when it takes over.
"""

from __future__ import annotations

import hashlib
import json
import urllib.parse
from pathlib import Path

from tools.compress import is_variant
from tools.console import BuildError
from tools.snapshot import named_by_inputs

TEMPLATE = Path(__file__).resolve().parent / "sw.js"
CACHE_PREFIX = "speeltafel-"
#: Files in dist/ that are not part of the content hash (they are derived from it).
DERIVED = ("sw.js", "build-info.json")
PLACEHOLDERS = ("__CACHE__", "__FILES__")
_NOTE = "//!"


def site_files(root: Path) -> list[str]:
    """Every file under ``root`` as a relative POSIX path, sorted; not the compressed
    variants a server sends in their place (``tools/compress.py``)."""
    rels = (p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
    return sorted(rel for rel in rels if not is_variant(root, rel))


def content_hash(root: Path) -> str:
    """A hash of every file under ``root`` (names and bytes), except the derived files
    ``sw.js`` and ``build-info.json``. Any change to any shipped file changes it. The
    warm-start snapshot counts by its name, a hash of its inputs (``tools/snapshot.py``): its
    bytes hold random state, so the same sources would otherwise never give the same hash."""
    digest = hashlib.sha256()
    for rel in site_files(root):
        if rel in DERIVED:
            continue
        digest.update(rel.encode("utf-8") + b"\0")
        if not named_by_inputs(rel):
            digest.update(hashlib.sha256((root / rel).read_bytes()).digest())
    return digest.hexdigest()[:16]


def precache_urls(root: Path) -> list[str]:
    """Every URL the service worker stores: the site root plus every file but ``sw.js``."""
    return ["./"] + ["./" + urllib.parse.quote(rel) for rel in site_files(root) if rel != "sw.js"]


def render_sw(cache_name: str, urls: list[str], template: str | None = None) -> str:
    """The text of ``sw.js`` for one build. ``template`` defaults to ``tools/sw.js``; each
    placeholder must occur in it exactly once."""
    text = TEMPLATE.read_text(encoding="utf-8") if template is None else template
    text = "".join(line for line in text.splitlines(keepends=True) if not line.startswith(_NOTE))
    for placeholder in PLACEHOLDERS:
        if text.count(placeholder) != 1:
            raise BuildError(f"the service worker template needs {placeholder} exactly once")
    return (text.replace("__CACHE__", json.dumps(cache_name))
            .replace("__FILES__", json.dumps(urls, indent=2)))


def write_service_worker(out: Path) -> dict:
    """Write ``build-info.json`` and ``sw.js`` into the finished site ``out``; return the
    build info (content hash, cache name, file and URL counts)."""
    digest = content_hash(out)
    cache = CACHE_PREFIX + digest
    info: dict = {"hash": digest, "cache": cache}
    # build-info.json is a file of the site the worker stores: it must exist to be listed.
    (out / "build-info.json").write_text("{}", encoding="utf-8")
    urls = precache_urls(out)
    info["files"] = len(urls) - 1
    info["precache"] = len(urls)
    (out / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    (out / "sw.js").write_text(render_sw(cache, urls), encoding="utf-8")
    return info
