"""The warm-start snapshot's build step (tools/snapshot.py, issue 14): its name follows its
inputs, a kept snapshot is reused, the page learns its name and size, and the site's content
hash counts it by name."""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path

import pytest

from tools import snapshot
from tools.console import BuildError
from tools.service_worker import content_hash

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
INDEX = "<head>\n  <!-- speeltafel:snapshot (here) -->\n  <title>t</title>\n</head>\n"


def _dist(root: Path) -> Path:
    """A site with what the snapshot is made from (stand-in bytes: the maker is not run)."""
    (root / "pyodide").mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.wasm"):
        (root / "pyodide" / name).write_bytes(name.encode())
    (root / "core.zip").write_bytes(b"core")
    (root / "index.html").write_text(INDEX, encoding="utf-8")
    return root


def _fake_maker(monkeypatch, made: list[Path], raw: bytes = b"\x00snapshot" * 100) -> None:
    def make(dist: Path, target: Path) -> None:
        made.append(target)
        target.write_bytes(gzip.compress(raw, mtime=0))

    monkeypatch.setattr(snapshot, "_make", make)


def test_the_key_follows_every_input(tmp_path):
    dist = _dist(tmp_path / "site")
    key = snapshot.snapshot_key(dist)
    assert re.fullmatch(r"[0-9a-f]{16}", key) and snapshot.snapshot_key(dist) == key
    for path in (dist / "core.zip", dist / "pyodide" / "pyodide.asm.wasm"):
        before = path.read_bytes()
        path.write_bytes(before + b"!")
        assert snapshot.snapshot_key(dist) != key, path.name
        path.write_bytes(before)
    assert snapshot.snapshot_key(dist) == key


def test_the_page_gets_the_unpacked_name_and_size_and_a_kept_snapshot_is_reused(tmp_path, monkeypatch):
    made: list[Path] = []
    _fake_maker(monkeypatch, made)
    cache = tmp_path / "cache"
    first = _dist(tmp_path / "a")
    rel = snapshot.write_snapshot(first, cache)
    key = snapshot.snapshot_key(first)
    assert rel == f"warm/{key}.snap.gz" and snapshot.named_by_inputs(rel)
    assert len(made) == 1 and (cache / f"{key}.snap.gz").is_file()
    html = (first / "index.html").read_text(encoding="utf-8")
    assert f'  <meta name="speeltafel-snapshot" content="./warm/{key}.snap 900">\n' in html
    assert "speeltafel:snapshot" not in html

    again = _dist(tmp_path / "b")
    assert snapshot.write_snapshot(again, cache) == rel
    assert len(made) == 1, "the kept snapshot was made again"
    assert (again / rel).read_bytes() == (first / rel).read_bytes()


def test_only_the_newest_kept_snapshots_stay(tmp_path, monkeypatch):
    _fake_maker(monkeypatch, [])
    cache = tmp_path / "cache"
    for i in range(snapshot.KEEP + 2):
        dist = _dist(tmp_path / f"s{i}")
        (dist / "core.zip").write_bytes(b"core %d" % i)
        snapshot.write_snapshot(dist, cache)
    assert len(list(cache.glob("*.snap.gz"))) == snapshot.KEEP


def test_the_page_needs_exactly_one_marker(tmp_path, monkeypatch):
    _fake_maker(monkeypatch, [])
    dist = _dist(tmp_path / "site")
    (dist / "index.html").write_text("<head></head>", encoding="utf-8")
    with pytest.raises(BuildError, match="speeltafel:snapshot"):
        snapshot.write_snapshot(dist, None)


def test_the_content_hash_counts_the_snapshot_by_its_name(tmp_path):
    site = tmp_path / "site"
    (site / "warm").mkdir(parents=True)
    (site / "index.html").write_text("page", encoding="utf-8")
    (site / "warm" / "0123456789abcdef.snap.gz").write_bytes(b"one making")
    base = content_hash(site)
    (site / "warm" / "0123456789abcdef.snap.gz").write_bytes(b"another making, same inputs")
    assert content_hash(site) == base
    (site / "warm" / "0123456789abcdef.snap.gz").rename(site / "warm" / "fedcba9876543210.snap.gz")
    assert content_hash(site) != base
    (site / "warm" / "other.bin").write_bytes(b"x")
    with_other = content_hash(site)
    (site / "warm" / "other.bin").write_bytes(b"y")
    assert content_hash(site) != with_other, "only the snapshot is counted by name"


def test_the_built_snapshot_is_a_pyodide_snapshot_of_the_size_the_page_expects():
    """The real one in dist/ (python3 build.py makes it in Node)."""
    html = (DIST / "index.html").read_text(encoding="utf-8")
    name, size = re.search(r'<meta name="speeltafel-snapshot" content="\./(\S+) (\d+)">', html).groups()
    raw = gzip.decompress((DIST / (name + ".gz")).read_bytes())
    assert len(raw) == int(size) == snapshot.raw_size(DIST / (name + ".gz"))
    # Pyodide's snapshot header: its magic number, then the heap (far from empty; since the
    # start imports bytecode, issue 26, a quarter of it holds data)
    assert int.from_bytes(raw[:4], "little") == 1886286592
    assert len(raw) > 16_000_000 and raw.count(0) < len(raw) * 0.85
    assert name == f"warm/{snapshot.snapshot_key(DIST)}.snap"
    assert shutil.which("node"), "the build needs Node to make it"
