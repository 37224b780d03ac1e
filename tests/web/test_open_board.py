"""The open board's viewport and gestures (web/app/open_board.py), natively: pan, zoom about
a point, pinch, fit, zoom limits, and that a drag or pinch is never a tap."""

from __future__ import annotations

import math

import pytest

from app.open_board import CLICK_GRACE_MS, DRAG_THRESHOLD, Gestures, Viewport


def view(size: float = 400.0) -> Viewport:
    v = Viewport()
    v.width = v.height = size
    return v


def test_world_and_screen_round_trip_with_y_up():
    v = view()
    v.scale, v.ox, v.oy = 50.0, 200.0, 200.0
    assert v.to_screen(1, 1) == (250.0, 150.0)   # north is up the screen
    assert v.to_world(*v.to_screen(-3.5, 2.25)) == pytest.approx((-3.5, 2.25))


def test_wheel_zoom_keeps_the_point_under_the_pointer():
    v = view()
    before = v.to_world(123.0, 77.0)
    Gestures(v).wheel(123.0, 77.0, -100.0)
    assert v.scale > 64.0
    assert v.to_world(123.0, 77.0) == pytest.approx(before)


def test_zoom_stays_within_limits():
    v = view()
    for _ in range(100):
        v.zoom_at(10, 10, 2.0)
    assert v.scale == v.max_scale
    for _ in range(100):
        v.zoom_at(10, 10, 0.5)
    assert v.scale == v.min_scale


def test_fit_shows_the_bounds_whole_and_centred():
    v = view(300.0)
    v.fit((-4, -1, 5, 3), margin=0.5, max_scale=1000)
    for wx, wy in ((-4, -1), (5, 3), (-4, 3), (5, -1)):
        assert v.shows(wx, wy)
    cx, cy = v.to_screen(0.5, 1.0)
    assert (cx, cy) == pytest.approx((150.0, 150.0))
    assert not v.shows(7, 0)


def test_a_small_move_is_still_a_tap_a_drag_pans_and_is_not():
    v = view()
    g = Gestures(v)
    g.down(1, 100, 100)
    assert not g.move(1, 100 + DRAG_THRESHOLD / 2, 100, 10)
    g.up(1, 20)
    assert g.is_tap(30) and (v.ox, v.oy) == (0.0, 0.0)
    g.down(1, 100, 100)
    assert g.move(1, 130, 80, 40)
    assert (v.ox, v.oy) == (30.0, -20.0)       # the whole way from the press point
    assert not g.is_tap(41)                     # during the drag
    g.up(1, 50)
    assert not g.is_tap(50 + CLICK_GRACE_MS / 2)  # the click that ends the drag
    assert g.is_tap(50 + CLICK_GRACE_MS)          # a later tap is a tap again


def test_pinch_zooms_about_the_fingers_midpoint():
    v = view()
    g = Gestures(v)
    g.down("a", 180, 200)
    g.down("b", 220, 200)
    mid = v.to_world(200, 200)
    g.move("a", 140, 200, 5)
    g.move("b", 260, 200, 6)
    assert v.scale == pytest.approx(64.0 * 3)
    assert v.to_world(200, 200) == pytest.approx(mid)
    g.up("a", 7)
    g.up("b", 8)
    assert not g.is_tap(9)                     # a pinch is never a tap
    assert math.isclose(g.last_move_ms, 6)
