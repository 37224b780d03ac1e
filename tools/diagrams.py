"""Board diagrams of the rules pages, drawn at build time from a compact description in a rules
source (issue 24: "diagrams where the text describes a board situation"). Standard library
only; runs under the system python3 at build time. It names no game: each game's pictures,
colours included, are described in its own ``reference.html``.

In a source a diagram is written as ::

    <board-diagram aria-label:nl="..." aria-label:en="...">
    size 40
    key C #c9a36a
    row C C .
    piece 1,0 disc #d0312d
    </board-diagram>

and :func:`expand` replaces it (after the source is split into languages, so the label and
any ``<nl>``/``<en>`` pair in a ``text`` line are already one language) by an inline
``<svg class="board diagram" role="img" aria-label=...>`` that scales to the column
(``viewBox``; ``max-width: 100%`` in ``rules.css``). Only presentation attributes are written,
never ``style=``: the rules pages' Content-Security-Policy allows no inline styles.

The description, one instruction per line (``#`` starts a comment line):

- ``size N``: the width of a cell in px (default 40); ``hex``: cells are pointy-top hexagons
  of that width, odd rows shifted right by half a cell (default: squares).
- ``pieces N``: the radius of a piece in px (default: about a quarter of a cell), so
  pieces stay readable on a grid of small cells.
- ``font N``: the size of ``text`` in px (default 13).
- ``seams off``: cells are drawn without their outlines, so cells of one key read as one
  area (a tile drawn as several cells).
- ``names-below A B C``: names of the columns, written under the grid; ``names-left 3 2 1``:
  names of the rows, written left of it (the board's coordinates; the grid moves over).
- ``key X #rrggbb``: the fill of cells written ``X`` in a ``row``.
- ``row X X X``: the next row of cells, top to bottom, left to right; ``-`` leaves a gap and
  ``X*N`` stands for N cells ``X``. ``rows N X X X``: N such rows.
- Positions are ``col,row`` in cells from the top left, counting from 0; a position is the
  centre of that cell and may be fractional (``1.5,0`` is the edge between cells 1 and 2).
- ``line P P [P ...] #colour W [flat]``: a line of width ``W`` px through the positions (a
  road); ``flat``: its ends are cut square (a road that runs on beyond the picture).
- ``frame P P #colour W``: the outline of the cells from the first position to the second
  (both included): a tile's edge, a region.
- ``tiles N #colour W``: the outline of every block of N × N cells from the top left (the
  edges of tiles drawn as N × N cells each).
- ``half P P CORNER #fill``: a right triangle over the cells from the first position to the
  second (both included), its right angle in the corner ``nw``, ``ne``, ``se`` or ``sw`` and
  its long side on the diagonal (a half tile on a square drawn as N × N cells).
- ``mark P P ... #colour``: a dashed ring around each cell (what the text points at).
- ``piece P KIND #fill [#edge] [TEXT]``: ``disc``, ``square``, ``meeple`` or ``worker`` at a
  position, with an optional short text on it.
- ``text P #colour TEXT``: a short text centred at a position.
"""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, field

from tools.rules_source import SourceError

DEFAULT_SIZE = 40
#: How far the picture extends beyond its cells, so pieces on the edge are not cut off.
MARGIN = 4
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\Z")
_ELEMENT = re.compile(r"<board-diagram\b([^>]*)>(.*?)</board-diagram>", re.DOTALL)
_LABEL = re.compile(r'aria-label="([^"]*)"')
PIECES = ("disc", "square", "meeple", "worker")
#: The corners a half tile's right angle can be in, and the block corners (x, y: 0 low, 1
#: high) of its three points.
CORNERS = {"nw": ((0, 0), (1, 0), (0, 1)), "ne": ((0, 0), (1, 0), (1, 1)),
           "se": ((1, 0), (1, 1), (0, 1)), "sw": ((0, 0), (1, 1), (0, 1))}
#: The colour of the column and row names.
NAME_INK = "#555555"


class DiagramError(SourceError):
    """A description that cannot be drawn; the message names the line and what is wrong."""


@dataclass
class Diagram:
    """A parsed description: the grid (rows of keys), the key's fills and the marks on top,
    each a drawing instruction already turned into SVG text by :func:`parse`."""

    size: float = DEFAULT_SIZE
    hexes: bool = False
    piece: float = 0.0  # a piece's radius in px; 0: from the cell size
    font: float = 13.0
    seams: bool = True
    tiles: tuple[int, str, str] | None = None  # (cells per tile, colour, width) of tile edges
    col_names: list[str] = field(default_factory=list)
    row_names: list[str] = field(default_factory=list)

    @property
    def band(self) -> float:
        """The width of the strip that holds the column or row names."""
        return self.font * 1.6

    @property
    def origin(self) -> tuple[float, float]:
        """Where the grid's top-left corner stands in the picture (past the margin and the
        row names)."""
        return MARGIN + (self.band if self.row_names else 0.0), float(MARGIN)
    keys: dict[str, str] = field(default_factory=dict)
    rows: list[list[str]] = field(default_factory=list)
    over: list[tuple[str, list[str]]] = field(default_factory=list)

    @property
    def radius(self) -> float:
        """A hexagon's corner radius (centre to corner) for its width :attr:`size`."""
        return self.size / math.sqrt(3)

    def centre(self, col: float, row: float) -> tuple[float, float]:
        """The picture coordinates of position ``col,row`` (without the margin)."""
        if not self.hexes:
            return (col + 0.5) * self.size, (row + 0.5) * self.size
        shift = 0.5 if round(row) % 2 else 0.0
        return (col + 0.5 + shift) * self.size, self.radius + row * 1.5 * self.radius

    def extent(self) -> tuple[float, float]:
        """Width and height of the grid in px."""
        cols = max((len(row) for row in self.rows), default=0)
        if not self.hexes:
            return cols * self.size, len(self.rows) * self.size
        odd = any(len(row) == cols for row in self.rows[1::2])
        height = (2 + 1.5 * (len(self.rows) - 1)) * self.radius if self.rows else 0.0
        return (cols + (0.5 if odd else 0.0)) * self.size, height


def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _position(token: str, where: str) -> tuple[float, float]:
    try:
        col, row = (float(part) for part in token.split(","))
    except ValueError:
        raise DiagramError(f"{where}: {token!r} is not a position col,row (such as 2,1 or 1.5,0)") from None
    return col, row


def _colour(token: str, where: str) -> str:
    if not _COLOUR.match(token):
        raise DiagramError(f"{where}: {token!r} is not a colour #rrggbb")
    return token


def _number(token: str, where: str) -> float:
    try:
        return float(token)
    except ValueError:
        raise DiagramError(f"{where}: {token!r} is not a number") from None


def parse(text: str, name: str = "diagram") -> Diagram:
    """The :class:`Diagram` a description ``text`` describes. Raises ``DiagramError`` naming
    ``name``, the line and what is wrong (an unknown instruction, a row cell without a key,
    a bad position, colour or number)."""
    out = Diagram()
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        where = f"{name}, line {number}"
        verb, args = words[0], words[1:]
        if verb == "size" and len(args) == 1:
            out.size = _number(args[0], where)
        elif verb == "pieces" and len(args) == 1:
            out.piece = _number(args[0], where)
        elif verb == "font" and len(args) == 1:
            out.font = _number(args[0], where)
        elif verb == "seams" and args == ["off"]:
            out.seams = False
        elif verb == "hex" and not args:
            out.hexes = True
        elif verb == "key" and len(args) == 2 and len(args[0]) == 1:
            out.keys[args[0]] = _colour(args[1], where)
        elif verb == "names-below" and args:
            out.col_names = args
        elif verb == "names-left" and args:
            out.row_names = args
        elif verb in ("row", "rows") and args:
            count = 1
            if verb == "rows":
                count, args = int(_number(args[0], where)), args[1:]
            cells = _cells(args, where)
            unknown = sorted({a for a in cells if a != "-" and a not in out.keys})
            if unknown or not cells:
                raise DiagramError(f"{where}: no key for {unknown} (write 'key X #rrggbb' first)")
            out.rows.extend(list(cells) for _ in range(count))
        elif verb == "tiles" and len(args) == 3:
            n = int(_number(args[0], where))
            _colour(args[1], where), _number(args[2], where)
            if n < 1:
                raise DiagramError(f"{where}: a tile is at least 1 cell wide")
            out.tiles = (n, args[1], args[2])
        elif verb in ("line", "frame", "half", "mark", "piece", "text"):
            out.over.append((verb, args))
            _check(verb, args, where)
        else:
            raise DiagramError(f"{where}: cannot read {line.strip()!r}")
    if not out.rows:
        raise DiagramError(f"{name}: no 'row' of cells")
    return out


def _cells(args: list[str], where: str) -> list[str]:
    """The cells a row's words stand for: ``X`` is one cell, ``X*N`` N of them."""
    out = []
    for word in args:
        key, star, times = word.partition("*")
        if star and (len(key) != 1 or not times.isdigit()):
            raise DiagramError(f"{where}: {word!r} is not a cell or a run of cells such as f*4")
        out.extend([key] * (int(times) if star else 1))
    return out


def _check(verb: str, args: list[str], where: str) -> None:
    """Raise ``DiagramError`` when the instruction's arguments are not what its form says."""
    if verb == "line":
        args = args[:-1] if args[-1:] == ["flat"] else args
        if len(args) < 4:
            raise DiagramError(f"{where}: a line needs two positions, a colour and a width")
        [_position(a, where) for a in args[:-2]]
        _colour(args[-2], where), _number(args[-1], where)
    elif verb == "frame":
        if len(args) != 4:
            raise DiagramError(f"{where}: a frame needs two positions, a colour and a width")
        _position(args[0], where), _position(args[1], where), _colour(args[2], where), _number(args[3], where)
    elif verb == "half":
        if len(args) != 4 or args[2] not in CORNERS:
            raise DiagramError(f"{where}: a half needs two positions, one of {list(CORNERS)} and a colour")
        _position(args[0], where), _position(args[1], where), _colour(args[3], where)
    elif verb == "mark":
        if len(args) < 2:
            raise DiagramError(f"{where}: a mark needs at least one position and a colour")
        [_position(a, where) for a in args[:-1]]
        _colour(args[-1], where)
    elif verb == "piece":
        if len(args) < 3 or args[1] not in PIECES:
            raise DiagramError(f"{where}: a piece needs a position, one of {list(PIECES)} and a colour")
        _position(args[0], where), _colour(args[2], where)
    elif len(args) < 3:
        raise DiagramError(f"{where}: a text needs a position, a colour and the text")
    else:
        _position(args[0], where), _colour(args[1], where)


def _cell(d: Diagram, col: int, row: int, fill: str) -> str:
    x, y = d.centre(col, row)
    x, y = x + d.origin[0], y + d.origin[1]
    if not d.hexes:
        h = d.size / 2
        # without seams a cell's outline is its own fill, which also closes the hairline
        # gaps anti-aliasing leaves between neighbours
        edge = "#00000033" if d.seams else fill
        return (f'<rect x="{_fmt(x - h)}" y="{_fmt(y - h)}" width="{_fmt(d.size)}" height="{_fmt(d.size)}" '
                f'fill="{fill}" stroke="{edge}" stroke-width="1"/>')
    r = d.radius
    points = " ".join(f"{_fmt(x + r * math.cos(math.radians(a)))},{_fmt(y + r * math.sin(math.radians(a)))}"
                      for a in range(-90, 270, 60))
    return f'<polygon points="{points}" fill="{fill}" stroke="#00000055" stroke-width="1.5"/>'


def _at(d: Diagram, token: str) -> tuple[float, float]:
    x, y = d.centre(*_position(token, "diagram"))
    return x + d.origin[0], y + d.origin[1]


def _contrast(fill: str) -> str:
    """Ink that reads on ``fill``: dark on a light colour, white on a dark one."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "#1d1d1d" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def _label(x: float, y: float, colour: str, text: str, size: float) -> str:
    return (f'<text x="{_fmt(x)}" y="{_fmt(y)}" fill="{colour}" font-size="{_fmt(size)}" font-weight="700" '
            f'text-anchor="middle" dominant-baseline="central">{text}</text>')


def _piece(d: Diagram, args: list[str]) -> str:
    x, y = _at(d, args[0])
    kind, fill = args[1], args[2]
    rest = args[3:]
    edge = rest.pop(0) if rest and _COLOUR.match(rest[0]) else "#222222"
    text = " ".join(rest)
    u = d.piece or d.size * (0.3 if d.hexes else 0.28)
    if kind == "disc":
        shape = f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(u)}" fill="{fill}" stroke="{edge}" stroke-width="2"/>'
    elif kind == "square":
        shape = (f'<rect x="{_fmt(x - u)}" y="{_fmt(y - u)}" width="{_fmt(2 * u)}" height="{_fmt(2 * u)}" '
                 f'rx="{_fmt(u / 4)}" fill="{fill}" stroke="{edge}" stroke-width="2"/>')
    else:  # a standing figure: a head on a body (meeple: arms out; worker: a plain pawn)
        if kind == "meeple":
            pts = [(0, -1), (0.35, -0.75), (0.3, -0.45), (1, -0.2), (0.9, 0.1), (0.4, 0.05),
                   (0.85, 1), (0.2, 1), (0, 0.6)]
        else:
            pts = [(0, -1), (0.4, -0.7), (0.3, -0.35), (0.7, 1), (0, 1)]
        side = pts + [(-px, py) for px, py in reversed(pts[1:-1])]
        points = " ".join(f"{_fmt(x + px * u)},{_fmt(y + py * u * 1.15)}" for px, py in side)
        shape = f'<polygon points="{points}" fill="{fill}" stroke="{edge}" stroke-width="1.6" stroke-linejoin="round"/>'
    return shape + (_label(x, y + (u * 0.25 if kind in ("meeple", "worker") else 0), _contrast(fill), text, u * 1.1)
                    if text else "")


def draw(d: Diagram, label: str) -> str:
    """The SVG of ``d``, named ``label`` for assistive technology (``role="img"``)."""
    grid_w, grid_h = d.extent()
    width = grid_w + 2 * MARGIN + (d.band if d.row_names else 0.0)
    height = grid_h + 2 * MARGIN + (d.band if d.col_names else 0.0)
    parts = []
    for c, name in enumerate(d.col_names):
        x = d.centre(c, 0)[0] + d.origin[0]
        parts.append(_label(x, d.origin[1] + grid_h + d.band / 2, NAME_INK, name, d.font))
    for r, name in enumerate(d.row_names):
        parts.append(_label(MARGIN + d.band / 2, d.centre(0, r)[1] + d.origin[1], NAME_INK, name, d.font))
    for r, row in enumerate(d.rows):
        for c, key in enumerate(row):
            if key != "-":
                parts.append(_cell(d, c, r, d.keys[key]))
    over = list(d.over)
    if d.tiles:
        n, colour, line_width = d.tiles
        cols = max(len(row) for row in d.rows)
        frames = [("frame", [f"{c},{r}", f"{c + n - 1},{r + n - 1}", colour, line_width])
                  for r in range(0, len(d.rows), n) for c in range(0, cols, n)]
        # the tile edges go under the pieces, over the roads and regions
        first_piece = next((i for i, (verb, _) in enumerate(over) if verb == "piece"), len(over))
        over[first_piece:first_piece] = frames
    for verb, args in over:
        if verb == "line":
            cap = "butt" if args[-1] == "flat" else "round"
            args = args[:-1] if cap == "butt" else args
            points = " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in (_at(d, a) for a in args[:-2]))
            parts.append(f'<polyline points="{points}" fill="none" stroke="{args[-2]}" stroke-width="{args[-1]}" '
                         f'stroke-linecap="{cap}" stroke-linejoin="round"/>')
        elif verb == "frame":
            (x0, y0), (x1, y1) = _at(d, args[0]), _at(d, args[1])
            h = d.size / 2
            parts.append(f'<rect x="{_fmt(min(x0, x1) - h)}" y="{_fmt(min(y0, y1) - h)}" '
                         f'width="{_fmt(abs(x1 - x0) + d.size)}" height="{_fmt(abs(y1 - y0) + d.size)}" '
                         f'fill="none" stroke="{args[2]}" stroke-width="{args[3]}"/>')
        elif verb == "half":
            (ax, ay), (bx, by) = _at(d, args[0]), _at(d, args[1])
            h = d.size / 2
            xs, ys = (min(ax, bx) - h, max(ax, bx) + h), (min(ay, by) - h, max(ay, by) + h)
            points = " ".join(f"{_fmt(xs[i])},{_fmt(ys[j])}" for i, j in CORNERS[args[2]])
            parts.append(f'<polygon points="{points}" fill="{args[3]}" stroke="#00000055" stroke-width="1"/>')
        elif verb == "mark":
            for token in args[:-1]:
                x, y = _at(d, token)
                parts.append(f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(d.size * 0.44)}" fill="none" '
                             f'stroke="{args[-1]}" stroke-width="3" stroke-dasharray="5 4"/>')
        elif verb == "piece":
            parts.append(_piece(d, args))
        else:
            x, y = _at(d, args[0])
            parts.append(_label(x, y, args[1], " ".join(args[2:]), d.font))
    view_w, view_h = _fmt(width), _fmt(height)
    return (f'<svg class="board diagram" viewBox="0 0 {view_w} {view_h}" width="{view_w}" height="{view_h}" role="img" '
            f'aria-label="{label}" font-family="system-ui, sans-serif">\n' + "\n".join(parts) + "\n</svg>")


def expand(main: str, name: str = "rules page") -> str:
    """``main`` with every ``<board-diagram aria-label="...">description</board-diagram>``
    replaced by its SVG. Raises ``DiagramError`` for a diagram without an accessible name or
    with a description :func:`parse` refuses (the message names ``name`` and the diagram)."""
    def one(found: re.Match[str]) -> str:
        label = _LABEL.search(found.group(1))
        if label is None or not label.group(1).strip():
            raise DiagramError(f"{name}: a <board-diagram> without aria-label "
                               f"(write aria-label:nl and aria-label:en): {found.group(2).strip()[:40]!r}")
        where = f"{name}, diagram {html.unescape(label.group(1))[:40]!r}"
        return draw(parse(found.group(2), where), label.group(1))
    return _ELEMENT.sub(one, main)
