"""The site's icons (``public/icons/icon-192.png`` and ``icon-512.png``), drawn here by a
small PNG encoder and committed; ``python3 build.py icons`` redraws them."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

from tools import paths
from tools.console import say

RGB = tuple[int, int, int]
SIZES = (192, 512)


def png(width: int, height: int, pixel: Callable[[int, int], RGB]) -> bytes:
    """An 8-bit RGB PNG, not interlaced; ``pixel(x, y)`` -> (r, g, b), each 0..255."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter type 0 (none) for every row
        for x in range(width):
            raw.extend(pixel(x, y))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def icon_pixel(size: int) -> Callable[[int, int], RGB]:
    """A 4x4 game board on a full-bleed green table: maskable, since the board stays inside
    the central safe circle (radius 40 % of the icon)."""
    table, light, dark, piece = (31, 92, 58), (238, 220, 178), (196, 160, 104), (150, 40, 40)
    board = size * 0.52          # the board's diagonal (0.52 * 1.414 = 0.74) < 0.8
    left = (size - board) / 2
    cell = board / 4

    def pixel(x: int, y: int) -> RGB:
        cx, cy = x + 0.5 - left, y + 0.5 - left
        if not (0 <= cx < board and 0 <= cy < board):
            return table
        col, row = int(cx // cell), int(cy // cell)
        mx, my = cx - (col + 0.5) * cell, cy - (row + 0.5) * cell
        if (col, row) in ((1, 1), (2, 2), (0, 3)) and mx * mx + my * my < (cell * 0.3) ** 2:
            return piece
        return light if (col + row) % 2 == 0 else dark

    return pixel


def draw_icons(target: Path = paths.PUBLIC / "icons") -> list[Path]:
    """Write ``icon-<size>.png`` for each size into ``target``; return the files."""
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = target / f"icon-{size}.png"
        path.write_bytes(png(size, size, icon_pixel(size)))
        say(f"wrote {path}")
        written.append(path)
    return written
