"""Bytecode in place of the site's modules (tools/pyc_archive.py), run here in CPython; the
build runs the same code in Pyodide through tools/compile_pyc.mjs. Also the start's cut
standard library (issue 26), made the same way."""

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
from tools.pyc_archive import (ON_DEMAND_MODULE, bytecode_only, compile_zip, cut_stdlib,
                               module_entries, read_names)

SOURCE = b'"""A docstring."""\nANSWER = 6 * 7\n\ndef double(x):\n    assert x is not None\n    return 2 * x\n'


def test_every_module_becomes_an_unchecked_hash_pyc_in_its_place_that_loads():
    entries = [("pkg/__init__.py", b""), ("pkg/sub/mod.py", SOURCE), ("pkg/data.txt", b"x")]
    out = dict(bytecode_only(entries))
    assert set(out) == {"pkg/__init__.pyc", "pkg/sub/mod.pyc", "pkg/data.txt"}, "no sources left"
    pyc = out["pkg/sub/mod.pyc"]
    assert pyc[:4] == importlib.util.MAGIC_NUMBER
    # Flags 0b01: hash-based, not checked against the source; then the source's hash.
    assert int.from_bytes(pyc[4:8], "little") == 0b01
    assert pyc[8:16] == importlib.util.source_hash(SOURCE)
    code = marshal.loads(pyc[16:])
    assert code.co_filename == "pkg/sub/mod.py", "a traceback names the module's file"
    namespace: dict = {}
    exec(code, namespace)
    assert namespace["ANSWER"] == 42 and namespace["double"](4) == 8
    assert namespace["__doc__"] == "A docstring.", "our modules keep their docstrings"


def test_the_same_sources_give_the_same_bytes(tmp_path):
    entries = [("core/a.py", SOURCE), ("core/b.py", b"import core.a\n")]
    first, second = tmp_path / "1.zip", tmp_path / "2.zip"
    for path in (first, second):
        write_zip(path, entries)
        compile_zip(str(path))
    assert first.read_bytes() == second.read_bytes()
    names = [name for name, _ in read_zip(first)]
    assert names == ["core/a.pyc", "core/b.pyc"]
    with zipfile.ZipFile(first) as zf:
        assert {info.date_time for info in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}


def test_unpacked_bytecode_is_imported_without_a_source(tmp_path, monkeypatch):
    """As on the page: the archive is unpacked and its modules imported from bytecode."""
    path = tmp_path / "pkgs.zip"
    write_zip(path, [("unpacked_probe/__init__.py", SOURCE)])
    compile_zip(str(path))
    with zipfile.ZipFile(path) as zf:
        zf.extractall(tmp_path / "site")
    assert not (tmp_path / "site" / "unpacked_probe" / "__init__.py").exists()
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.delitem(sys.modules, "unpacked_probe", raising=False)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert importlib.import_module("unpacked_probe").ANSWER == 42


def test_module_names_find_their_files_and_built_in_ones_none():
    available = {"os.py", "json/__init__.py", "json/decoder.py", "email/__init__.py"}
    assert module_entries(["json.decoder", "os", "sys", "json"], available) == [
        "json/__init__.py", "json/decoder.py", "os.py"]
    assert read_names("# a list\nos  # the os\n\njson\n") == ["os", "json"]


def test_the_cut_library_holds_the_listed_modules_as_bytecode_only(tmp_path, monkeypatch):
    full = tmp_path / "python_stdlib.zip"
    write_zip(full, [("os.py", SOURCE), ("json/__init__.py", SOURCE), ("json/decoder.py", SOURCE),
                     ("email/__init__.py", SOURCE)])
    monkeypatch.setattr(sys, "path", [*sys.path, "/lib/python3XX.zip"])
    out = tmp_path / "cut.zip"
    count = cut_stdlib(str(full), str(out), "json\njson.decoder\nsys\n",
                       "NAMES = __FULL_NAMES__\n")
    entries = dict(read_zip(out))
    assert count == 3
    assert set(entries) == {"json/__init__.pyc", "json/decoder.pyc", ON_DEMAND_MODULE + ".pyc"}
    code = marshal.loads(entries["json/decoder.pyc"][16:])
    assert code.co_filename.endswith(".zip/json/decoder.py")
    namespace: dict = {}
    exec(code, namespace)
    assert namespace.get("__doc__") is None, "the standard library is compiled as with -OO"
    with pytest.raises(TypeError):  # no assert left to stop it first
        namespace["double"](None)
    finder: dict = {}
    exec(marshal.loads(entries[ON_DEMAND_MODULE + ".pyc"][16:]), finder)
    assert finder["NAMES"] == ["email", "json", "os"], "the whole library's top-level names"


@pytest.mark.pyodide
def test_pyodide_compiles_the_archives_reproducibly(tmp_path):
    """tools/compile_pyc.mjs: Pyodide's Python compiles (its magic number, not this
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
    entries = dict(read_zip(archives[0]))
    assert sorted(entries) == ["core/__init__.pyc", "core/a.pyc"]
    lock = json.loads((paths.PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    major, minor = lock["info"]["python"].split(".")[:2]
    if (int(major), int(minor)) != sys.version_info[:2]:
        assert entries["core/a.pyc"][:4] != importlib.util.MAGIC_NUMBER, "Pyodide's own magic"
