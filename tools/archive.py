"""Reproducible zip archives: sorted names, fixed timestamps and modes, so the same files give
byte-identical archives and the service worker's content hash only changes with the content.

Imported inside Pyodide too (by ``pyc_archive``): standard library only, no other tools module.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterable
from pathlib import Path

#: The earliest time a zip entry can hold; every entry gets it.
FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def tree_entries(source: Path, top: str, only_py: bool) -> list[tuple[str, Path]]:
    """The files under ``source`` as ``(top/relative/name, path)``, sorted; caches
    (``__pycache__``, ``.pyc``, ``.pyo``) are left out, and with ``only_py`` all but ``.py``."""
    entries = []
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo"):
            continue
        if only_py and path.suffix != ".py":
            continue
        entries.append((f"{top}/{rel.as_posix()}", path))
    return entries


def write_zip(target: Path | str, entries: Iterable[tuple[str, bytes]]) -> None:
    """Write ``(name, data)`` entries, deflated, in the order given, with fixed metadata."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)


def zip_tree(source: Path, top: str, target: Path, only_py: bool) -> int:
    """Write ``source`` as ``top/...`` into the zip ``target``; return the number of files."""
    entries = tree_entries(source, top, only_py)
    write_zip(target, ((name, path.read_bytes()) for name, path in entries))
    return len(entries)


def read_zip(path: Path | str) -> list[tuple[str, bytes]]:
    """Every entry of a zip as ``(name, data)``, in archive order."""
    with zipfile.ZipFile(path) as zf:
        return [(info.filename, zf.read(info)) for info in zf.infolist()]
