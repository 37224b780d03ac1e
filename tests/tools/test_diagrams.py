"""tools.diagrams: a board fragment described in a rules source becomes an inline SVG whose
cells and pieces land where the description puts them, named for assistive technology in the
page's language; a description it cannot draw is refused with a message naming the line.
That every game's pages carry their diagrams and fit a phone is checked by
tests/e2e/test_rules_reference_page.py."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.diagrams import MARGIN, DiagramError, draw, expand, parse
from tools.rules_pages import render_pages
from tools.rules_source import LANGS, SourceError, split_source

SVG = "{http://www.w3.org/2000/svg}"


def svg(text: str) -> ET.Element:
    """The SVG element of ``text``, parsed as XML (so the markup is well formed too)."""
    return ET.fromstring(text.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))


def rects(root: ET.Element) -> dict[tuple[float, float], str]:
    """Top-left corner -> fill of every cell square."""
    return {(float(r.get("x", 0)), float(r.get("y", 0))): r.get("fill", "") for r in root.iter(f"{SVG}rect")}


def test_squares_land_where_the_rows_put_them():
    d = parse("size 30\nkey a #111111\nkey b #222222\nrow a - b\nrow b a a\n")
    root = svg(draw(d, "Twee rijen"))
    cells = rects(root)
    # cell (col, row) has its top-left corner at (col * size, row * size) plus the margin
    assert cells == {(MARGIN + 0.0, MARGIN + 0.0): "#111111", (MARGIN + 60.0, MARGIN + 0.0): "#222222",
                     (MARGIN + 0.0, MARGIN + 30.0): "#222222", (MARGIN + 30.0, MARGIN + 30.0): "#111111",
                     (MARGIN + 60.0, MARGIN + 30.0): "#111111"}
    assert root.get("viewBox") == f"0 0 {90 + 2 * MARGIN} {60 + 2 * MARGIN}"
    assert root.get("role") == "img" and root.get("aria-label") == "Twee rijen"
    assert "style" not in draw(d, "x")  # the rules pages' policy allows no inline styles


@given(cols=st.integers(1, 8), rows=st.integers(1, 8), size=st.integers(8, 60),
       col=st.integers(0, 7), row=st.integers(0, 7))
def test_a_piece_stands_on_the_centre_of_its_cell(cols, rows, size, col, row):
    col, row = col % cols, row % rows
    text = f"size {size}\nkey . #eeeeee\n" + f"row {' '.join('.' * cols)}\n" * rows
    root = svg(draw(parse(text + f"piece {col},{row} disc #c8412f\n"), "x"))
    disc = next(root.iter(f"{SVG}circle"))
    assert float(disc.get("cx")) == pytest.approx(MARGIN + (col + 0.5) * size, abs=0.06)
    assert float(disc.get("cy")) == pytest.approx(MARGIN + (row + 0.5) * size, abs=0.06)
    width, height = (float(v) for v in root.get("viewBox").split()[2:])
    assert (width, height) == (cols * size + 2 * MARGIN, rows * size + 2 * MARGIN)


def test_hexes_shift_odd_rows_by_half_a_cell():
    d = parse("hex\nsize 60\nkey s #b5d88a\nrow s s\nrow s s\n")
    assert d.centre(0, 0) == (30.0, pytest.approx(60 / 3 ** 0.5))
    assert d.centre(0, 1)[0] == 60.0  # the odd row starts half a cell further right
    assert d.centre(1, 1)[1] - d.centre(1, 0)[1] == pytest.approx(1.5 * 60 / 3 ** 0.5)
    root = svg(draw(d, "x"))
    assert len(list(root.iter(f"{SVG}polygon"))) == 4
    assert float(root.get("width")) == 2.5 * 60 + 2 * MARGIN


@pytest.mark.parametrize("text,why", [
    ("row a\n", "line 1: no key for ['a']"),
    ("key a #12\nrow a\n", "line 1: '#12' is not a colour"),
    ("key a #123456\nrow a\npiece 1;2 disc #123456\n", "line 3: '1;2' is not a position"),
    ("key a #123456\nrow a\npiece 0,0 star #123456\n", "line 3: a piece needs a position, one of"),
    ("key a #123456\nrow a\nline 0,0 #123456 4\n", "line 3: a line needs two positions"),
    ("key a #123456\nrow a\ntilt 3\n", "line 3: cannot read 'tilt 3'"),
    ("key a #123456\n", "no 'row' of cells"),
])
def test_a_description_it_cannot_draw_is_refused_by_line(text, why):
    with pytest.raises(DiagramError) as error:
        parse(text, "fig")
    assert why in str(error.value) and str(error.value).startswith("fig")
    assert isinstance(error.value, SourceError)  # the build reports it like any broken source


def test_a_diagram_in_a_source_gets_each_languages_name_and_words():
    main = ('<figure><board-diagram aria-label:nl="Het bord" aria-label:en="The board">\n'
            'key . #eeeeee\nrow . .\ntext 0,0 #111111 <nl>Stad</nl><en>City</en>\n</board-diagram></figure>')
    parts = split_source(f"<page-title>T</page-title><main>{main}</main>", "t.html")
    out = {lang: expand(parts[lang].parts["main"], "t.html") for lang in LANGS}
    assert 'aria-label="Het bord"' in out["nl"] and ">Stad</text>" in out["nl"] and "City" not in out["nl"]
    assert 'aria-label="The board"' in out["en"] and ">City</text>" in out["en"] and "Stad" not in out["en"]
    assert "board-diagram" not in out["nl"] + out["en"]


def test_a_diagram_without_a_name_is_refused():
    with pytest.raises(DiagramError, match="without aria-label"):
        expand("<board-diagram>\nkey . #eeeeee\nrow .\n</board-diagram>", "t.html")


def test_every_game_page_has_a_named_diagram_in_each_language():
    pages = render_pages()
    for name, text in pages.items():
        assert "<board-diagram" not in text, name
    for game in ("stad-en-land", "new-england", "eden", "carcassonne", "keyflower"):
        for lang in LANGS:
            found = re.findall(r'<svg class="board diagram"[^>]*aria-label="([^"]+)"', pages[f"{game}.{lang}.html"])
            assert found, f"{game}.{lang} has no diagram"
            assert all(label.strip() for label in found)


def test_runs_of_cells_and_repeated_rows_read_as_written_out():
    short = parse("key f #8fbf5a\nkey C #c9a36a\nrows 2 f*3 C\nrow C*2 - f\n")
    long = parse("key f #8fbf5a\nkey C #c9a36a\nrow f f f C\nrow f f f C\nrow C C - f\n")
    assert short.rows == long.rows
    with pytest.raises(DiagramError, match="line 2: 'f\\*x' is not a cell or a run"):
        parse("key f #8fbf5a\nrow f*x\n")


def test_names_stand_beside_their_columns_and_rows_and_move_the_grid_over():
    d = parse("size 40\nfont 10\nkey . #eeeeee\nnames-below a b\nnames-left 2 1\nrow . .\nrow . .\n")
    root = svg(draw(d, "x"))
    band = 16.0  # font * 1.6
    cells = rects(root)
    assert min(cells) == (MARGIN + band, MARGIN)  # the first cell sits right of the row names
    texts = {t.text: (float(t.get("x")), float(t.get("y"))) for t in root.iter(f"{SVG}text")}
    assert texts["a"] == (MARGIN + band + 20, MARGIN + 80 + band / 2)  # under column a's centre
    assert texts["b"][0] == MARGIN + band + 60
    assert texts["2"] == (MARGIN + band / 2, MARGIN + 20)  # left of the top row
    assert texts["1"][1] == MARGIN + 60
    assert root.get("viewBox") == f"0 0 {80 + 2 * MARGIN + band:g} {80 + 2 * MARGIN + band:g}"


def test_tiles_outline_every_block_of_cells():
    root = svg(draw(parse("size 10\nkey f #8fbf5a\ntiles 2 #314a35 2\nrows 2 f*4\n"), "x"))
    outlines = [(float(r.get("x")), float(r.get("y")), float(r.get("width")))
                for r in root.iter(f"{SVG}rect") if r.get("fill") == "none"]
    assert outlines == [(MARGIN, MARGIN, 20.0), (MARGIN + 20, MARGIN, 20.0)]


def test_a_half_tile_has_its_right_angle_in_its_corner():
    text = "size 10\nkey f #8fbf5a\nrow f f\nrow f f\n"
    for corner, right_angle in (("nw", (0, 0)), ("ne", (20, 0)), ("se", (20, 20)), ("sw", (0, 20))):
        root = svg(draw(parse(text + f"half 0,0 1,1 {corner} #c9a36a\n"), "x"))
        triangle = next(p for p in root.iter(f"{SVG}polygon") if p.get("fill") == "#c9a36a")
        points = [tuple(float(v) - MARGIN for v in pt.split(",")) for pt in triangle.get("points").split()]
        assert len(points) == 3 and (float(right_angle[0]), float(right_angle[1])) in points
        # the other two points are the ends of the long side: the square's opposite corners
        others = [p for p in points if p != right_angle]
        assert abs(others[0][0] - others[1][0]) == 20 and abs(others[0][1] - others[1][1]) == 20
    with pytest.raises(DiagramError, match="line 5: a half needs"):
        parse(text + "half 0,0 1,1 up #c9a36a\n")
