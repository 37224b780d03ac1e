"""Bytecode added to the site's archives (tools/pyc_archive.py), run here in CPython; the
build runs the same code in Pyodide through tools/compile_pyc.mjs."""

from __future__ import annotations

import importlib
import importlib.util
import json
import marshal
import sys
import zipfile

import pytest

from tools import paths
from tools.archive import read_zip, write_zip
from tools.bytecode import add_bytecode
from tools.pyc_archive import add_bytecode_to_zip, with_bytecode

SOURCE = b"ANSWER = 6 * 7\n\ndef double(x):\n    return 2 * x\n"
TAG = sys.implementation.cache_tag


def test_every_module_gets_an_unchecked_hash_pyc_that_loads():
    entries = [("pkg/__init__.py", b""), ("pkg/sub/mod.py", SOURCE), ("pkg/data.txt", b"x")]
    out = dict(with_bytecode(entries))
    assert set(out) == {name for name, _ in entries} | {
        f"pkg/__pycache__/__init__.{TAG}.pyc", f"pkg/sub/__pycache__/mod.{TAG}.pyc"}
    pyc = out[f"pkg/sub/__pycache__/mod.{TAG}.pyc"]
    assert pyc[:4] == importlib.util.MAGIC_NUMBER
    # Flags 0b01: hash-based, not checked against the source; then the source's hash.
    assert int.from_bytes(pyc[4:8], "little") == 0b01
    assert pyc[8:16] == importlib.util.source_hash(SOURCE)
    code = marshal.loads(pyc[16:])
    assert code.co_filename == "pkg/sub/mod.py"
    namespace: dict = {}
    exec(code, namespace)
    assert namespace["ANSWER"] == 42 and namespace["double"](4) == 8


def test_the_same_sources_give_the_same_bytes(tmp_path):
    entries = [("core/a.py", SOURCE), ("core/b.py", b"import core.a\n")]
    first, second = tmp_path / "1.zip", tmp_path / "2.zip"
    for path in (first, second):
        write_zip(path, entries)
        add_bytecode_to_zip(str(path))
    assert first.read_bytes() == second.read_bytes()
    names = [name for name, _ in read_zip(first)]
    assert names == sorted(names)
    with zipfile.ZipFile(first) as zf:
        assert {info.date_time for info in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}


def test_unpacked_bytecode_is_imported_without_checking_the_source(tmp_path, monkeypatch):
    """As on the page: the archive is unpacked and imported; the unchecked .pyc is used even
    when the source next to it says something else (so no start compiles it again)."""
    path = tmp_path / "pkgs.zip"
    write_zip(path, [("unpacked_probe/__init__.py", SOURCE)])
    add_bytecode_to_zip(str(path))
    with zipfile.ZipFile(path) as zf:
        zf.extractall(tmp_path / "site")
    (tmp_path / "site" / "unpacked_probe" / "__init__.py").write_text("ANSWER = 0\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.delitem(sys.modules, "unpacked_probe", raising=False)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert importlib.import_module("unpacked_probe").ANSWER == 42


@pytest.mark.pyodide
def test_pyodide_compiles_the_archives_reproducibly(tmp_path):
    """tools/compile_pyc.mjs: Pyodide's Python adds its own bytecode (its cache tag, not this
    interpreter's), the same on every run."""
    if not (paths.PYODIDE_PACKAGE / "pyodide.mjs").is_file():
        pytest.fail("node_modules/pyodide is missing: run npm ci (python3 build.py test does)",
                    pytrace=False)
    archives = [tmp_path / "one.zip", tmp_path / "two.zip"]
    for path in archives:
        write_zip(path, [("core/__init__.py", b""), ("core/a.py", SOURCE)])
    add_bytecode([archives[0]], paths.PYODIDE_PACKAGE)
    add_bytecode([archives[1]], paths.PYODIDE_PACKAGE)
    assert archives[0].read_bytes() == archives[1].read_bytes()
    names = [name for name, _ in read_zip(archives[0])]
    lock = json.loads((paths.PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    major, minor = lock["info"]["python"].split(".")[:2]
    tag = f"cpython-{major}{minor}"  # Pyodide's Python, whatever Python runs this test
    assert names == sorted(["core/__init__.py", "core/a.py", f"core/__pycache__/__init__.{tag}.pyc",
                            f"core/__pycache__/a.{tag}.pyc"])
