"""The PNG encoder and the icons it draws (tools/icons.py)."""

from __future__ import annotations

import struct
import zlib

from tools import paths
from tools.icons import SIZES, draw_icons, icon_pixel, png

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every chunk, checking each CRC."""
    assert data[:8] == SIGNATURE
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body) & 0xFFFFFFFF, f"bad CRC in {kind!r}"
        chunks.append((kind, body))
        at += 12 + length
    return chunks


def _decode(data: bytes) -> tuple[int, int, list[list[tuple[int, ...]]]]:
    chunks = _chunks(data)
    assert [kind for kind, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"]
    width, height, depth, colour, *_ = struct.unpack(">IIBBBBB", chunks[0][1])
    assert (depth, colour) == (8, 2)
    raw = zlib.decompress(chunks[1][1])
    assert len(raw) == height * (1 + 3 * width)
    rows = []
    for y in range(height):
        row = raw[y * (1 + 3 * width):(y + 1) * (1 + 3 * width)]
        assert row[0] == 0
        rows.append([tuple(row[1 + 3 * x:4 + 3 * x]) for x in range(width)])
    return width, height, rows


def test_png_has_the_right_size_and_pixels():
    width, height, rows = _decode(png(3, 2, lambda x, y: (x * 100, y * 200, 7)))
    assert (width, height) == (3, 2)
    assert rows == [[(0, 0, 7), (100, 0, 7), (200, 0, 7)],
                    [(0, 200, 7), (100, 200, 7), (200, 200, 7)]]


def test_icons_are_square_pngs_with_the_table_at_the_edges_and_the_board_inside(tmp_path):
    written = draw_icons(tmp_path)
    assert [p.name for p in written] == [f"icon-{size}.png" for size in SIZES]
    for size, path in zip(SIZES, written):
        width, height, rows = _decode(path.read_bytes())
        assert width == height == size
        table = rows[0][0]
        assert rows[-1][-1] == table and rows[size // 2][0] == table
        assert rows[size // 2][size // 2] != table


def test_committed_icons_are_what_the_encoder_draws():
    for size in SIZES:
        committed = (paths.PUBLIC / "icons" / f"icon-{size}.png").read_bytes()
        assert committed == png(size, size, icon_pixel(size))
