"""Keyflower's board on a narrow canvas (a phone, issue 24): the villages packed tighter,
beside the auction where there is room (``layout.skyline``, ``layout.TIGHT``), so that
"Whole board" shows the largest board whole at ``symbols.SMALLEST``."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.keyflower import layout, symbols
from core.match import Match

#: The phone's board (360x740: a canvas of 330 CSS pixels).
PHONE_BOARD = 330.0

_sizes = st.lists(st.tuples(st.floats(1.0, 9.0), st.floats(1.0, 12.0)), min_size=0, max_size=7)


def _overlap(a: tuple, b: tuple) -> bool:
    """Rectangles (x, y, w, h) overlapping by more than rounding."""
    return a[0] < b[0] + b[2] - 1e-6 and b[0] < a[0] + a[2] - 1e-6 and \
        a[1] < b[1] + b[3] - 1e-6 and b[1] < a[1] + a[3] - 1e-6


@settings(max_examples=200, deadline=None)
@given(_sizes, st.tuples(st.floats(1.0, 20.0), st.floats(1.0, 12.0)), st.floats(1.0, 30.0),
       st.floats(0.0, 1.0), st.floats(0.0, 1.0))
def test_the_skyline_packs_without_overlap_within_its_width(sizes, first, width, gap_x, gap_y):
    spots = layout.skyline(sizes, first, width, gap_x, gap_y)
    rects = [(0.0, 0.0, *first)] + [(x, y, w, h) for (x, y), (w, h) in zip(spots, sizes)]
    for i, a in enumerate(rects):
        assert a[0] >= 0.0 and a[1] >= 0.0
        # within the width, unless it stands alone at the left edge (wider than the width)
        assert a[0] + a[2] <= width + 1e-6 or a[0] == 0.0, (a, width)
        for b in rects[:i]:
            grown = (b[0] - gap_x, b[1] - gap_y, b[2] + 2 * gap_x, b[3] + 2 * gap_y)
            assert not _overlap(a, grown), (a, b)


def _winter_six(seed: int) -> dict:
    m = Match.new("keyflower", ["A", "B", "C", "D", "E", "F"], {"merchants": "on"}, seed=seed)
    rnd = random.Random(seed)
    while not (m.state.season_name == "winter" and m.state.phase == "play" and len(m.state.auction) >= 2):
        m.play(rnd.choice(m.legal_moves()))
    return m.game.view(m.state, m.state.to_move())


def _side(lay: layout.Layout) -> float:
    x0, y0, x1, y1 = lay.box
    return max(x1 - x0, y1 - y0)


def test_a_narrow_canvas_packs_the_largest_board_to_fit_a_phone():
    """Six villages, the Merchants, winter: every tile has its own hex (centres at least a
    hex's width apart), each village lies inside the board's box, apart from the others and
    from the auction and the boats, and the whole is smaller than the roomy layout's, small
    enough for the phone's board at ``symbols.SMALLEST`` (the fit's margin included)."""
    for seed in (5, 6):
        view = _winter_six(seed)
        roomy, tight = layout.squarest(view, [], None), layout.squarest(view, [], None, narrow=True)
        assert set(tight.places) == set(roomy.places)
        assert _side(tight) < _side(roomy) - 2.0, (seed, _side(tight), _side(roomy))
        if seed == 5:  # the position of the e2e test
            assert (_side(tight) + 0.4) * symbols.SMALLEST <= PHONE_BOARD, _side(tight)
        points = sorted(tight.places.values())
        for i, (ax, ay) in enumerate(points):
            for bx, by in points[i + 1:]:
                assert math.hypot(ax - bx, ay - by) >= math.sqrt(3) - 1e-6, ((ax, ay), (bx, by))
        x0, y0, x1, y1 = tight.box
        top = [p for k, p in tight.places.items() if k[2:] not in
               {t["tile"] for s in view["seats"] for t in s["village"]}]
        for v in tight.villages:
            vx0, vy0, vx1, vy1 = v.box
            assert x0 - 1e-6 <= vx0 and vx1 <= x1 + 1e-6 and y0 - 1e-6 <= vy0 and vy1 <= y1 + 1e-6
            for w in tight.villages:
                if w.seat < v.seat:
                    assert not _overlap((vx0, vy0, vx1 - vx0, vy1 - vy0),
                                        (w.box[0], w.box[1], w.box[2] - w.box[0], w.box[3] - w.box[1]))
            for px, py in top:  # no auction tile or boat inside a village's box
                assert not (vx0 < px < vx1 and vy0 < py < vy1), (v.seat, px, py)


def test_the_roomy_layout_is_unchanged_where_the_canvas_is_wide():
    """Without ``narrow`` the villages go in rows under the boats as before."""
    view = _winter_six(5)
    lay = layout.squarest(view, [], None)
    lowest_top = min(p[1] for k, p in lay.places.items()
                     if k[2:] in {b["boat"] for b in view["boats"]})
    assert all(v.box[3] < lowest_top for v in lay.villages)
