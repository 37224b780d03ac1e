"""tools/compiled.py: Pyodide's compiled outputs kept by their inputs. (That a build from kept
bytecode equals one compiled anew is ``tests/e2e/test_offline.py``'s
``test_cache_name_follows_content``.)"""

from __future__ import annotations

import os
from pathlib import Path

from tools import compiled, paths


def test_the_key_follows_every_input_and_the_pyodide(tmp_path):
    base = compiled.key(paths.PYODIDE_PACKAGE, b"archive", b"one")
    assert base == compiled.key(paths.PYODIDE_PACKAGE, b"archive", b"one")
    assert base != compiled.key(paths.PYODIDE_PACKAGE, b"archive", b"two")
    assert base != compiled.key(paths.PYODIDE_PACKAGE, b"stdlib", b"one")
    other = tmp_path / "pyodide"
    other.mkdir()
    for name in compiled.PYODIDE_FILES:
        (other / name).write_bytes((paths.PYODIDE_PACKAGE / name).read_bytes())
    assert compiled.key(other, b"archive", b"one") == base
    (other / "pyodide.asm.wasm").write_bytes(b"another Python")
    assert compiled.key(other, b"archive", b"one") != base


def test_only_what_is_not_kept_is_made_and_then_kept(tmp_path):
    cache = tmp_path / "cache"
    made: list[list[str]] = []

    def make(todo: list[Path]) -> None:
        made.append([p.name for p in todo])
        for path in todo:
            path.write_text("compiled " + path.name)

    a, b = tmp_path / "a.zip", tmp_path / "b.zip"
    compiled.made_or_kept([(a, "ka.zip"), (b, "kb.zip")], cache, make)
    assert made == [["a.zip", "b.zip"]]
    assert (cache / "ka.zip").read_text() == "compiled a.zip"

    a.unlink()
    b.write_text("changed input")
    compiled.made_or_kept([(a, "ka.zip"), (b, "kb2.zip")], cache, make)
    assert made[1:] == [["b.zip"]]                 # a was kept, b's input is new
    assert a.read_text() == "compiled a.zip"
    assert sorted(p.name for p in cache.iterdir()) == ["ka.zip", "kb.zip", "kb2.zip"]

    compiled.made_or_kept([(a, "ka.zip")], None, make)   # no cache: made anew
    assert made[2:] == [["a.zip"]]


def test_only_the_newest_outputs_stay(tmp_path):
    cache = tmp_path / "cache"
    out = tmp_path / "out"
    out.write_text("x")
    for i in range(compiled.KEEP + 3):
        compiled.keep(out, cache, f"k{i:02}.zip")
        os.utime(cache / f"k{i:02}.zip", (1000 + i, 1000 + i))  # an order the clock can't blur
    names = sorted(p.name for p in cache.iterdir())
    assert len(names) == compiled.KEEP and "k00.zip" not in names
