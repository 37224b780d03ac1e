"""An expansion's part of its base game's rules page (issue 23): the base source
``core/<game>/reference.html`` marks where an expansion may add text, and each expansion
package carries its own fragments in ``core/<game>/expansions/<name>/reference.html``, so
the base source does not name its expansions (``tests/test_shape.py``).

- A *marker* in the base source: ``<!-- expansion-slot NAME -->``. Alone on its line, it
  stands for whole lines (the marker's line end goes with it); within a line, for text there.
  Without expansions a marker is a comment and reaches no page.
- A *fragment file* holds only ``<slot name="NAME">...</slot>`` elements (whitespace between
  them is ignored): the text of a slot, byte for byte, replaces the marker of that name. A
  slot for whole lines ends with a line end (``</slot>`` opens the next line).

:func:`assemble` gives the base source with every expansion's slot text at its marker (the
expansions in name order); a slot without a marker, a slot named twice in one file, or text
outside the slots is a ``SourceError``. The result is an ordinary rules source
(``tools/rules_source.py``).
"""

from __future__ import annotations

import re
from pathlib import Path

from tools.rules_source import SourceError

FRAGMENT_NAME = "reference.html"
_MARKER = re.compile(r"^<!-- expansion-slot ([a-z0-9-]+) -->\n|<!-- expansion-slot ([a-z0-9-]+) -->",
                     re.MULTILINE)
_SLOT = re.compile(r'<slot name="([a-z0-9-]+)">(.*?)</slot>', re.DOTALL)


def fragments(path: Path) -> dict[str, str]:
    """Slot name -> its text, from one expansion's fragment file."""
    text = path.read_text(encoding="utf-8")
    outside = _SLOT.sub("", text).strip()
    if outside:
        raise SourceError(f"{path.as_posix()}: text outside <slot>: {outside[:60]!r}")
    out: dict[str, str] = {}
    for m in _SLOT.finditer(text):
        if m[1] in out:
            raise SourceError(f"{path.as_posix()}: slot {m[1]!r} twice")
        out[m[1]] = m[2]
    return out


def fragment_files(source: Path) -> list[Path]:
    """The fragment files of the expansions of the game whose base source is ``source``."""
    return sorted(source.parent.glob(f"expansions/*/{FRAGMENT_NAME}"))


def assemble(source: Path) -> str:
    """The rules source ``source`` with its expansions' fragments at their markers."""
    text = source.read_text(encoding="utf-8")
    parts = [(path, fragments(path)) for path in fragment_files(source)]
    if not parts:
        return text
    marked: set[str] = set()

    def fill(m: re.Match) -> str:
        name = m[1] or m[2]
        marked.add(name)
        return "".join(slots.get(name, "") for _, slots in parts)

    out = _MARKER.sub(fill, text)
    for path, slots in parts:
        for name in slots:
            if name not in marked:
                raise SourceError(f"{path.as_posix()}: slot {name!r} has no marker "
                                  f"<!-- expansion-slot {name} --> in {source.as_posix()}")
    return out
