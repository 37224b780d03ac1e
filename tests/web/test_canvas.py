"""The board's drawing helpers (``app.canvas``, issue 23): the display list keeps every canvas
call and its order, and an off-screen layer is painted again exactly when what it shows
changed (the view, the viewport, the size, the device pixel ratio, what the board adds),
otherwise put on the board as it is."""

from __future__ import annotations

import json
import math

from hypothesis import given, strategies as st

from app import canvas
from app.canvas import Layers, Recorder
from app.open_board import OpenBoard, Viewport


class Ctx:
    """A 2D context that writes down every call and assignment, in order."""

    def __init__(self) -> None:
        self.__dict__["log"] = []
        self.__dict__["font"] = "10px sans-serif"

    def __setattr__(self, name, value):
        self.log.append(("=", name, value))
        self.__dict__[name] = value

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda *args: self.log.append((name, *args)) or (len(self.font) if name == "measureText" else None)


class Canvas:
    def __init__(self) -> None:
        self.ctx = Ctx()
        self.width = self.height = 0

    def getContext(self, kind):  # noqa: N802 (DOM name)
        assert kind == "2d"
        return self.ctx


def draw_something(ctx) -> None:
    ctx.setTransform(2, 0, 0, 2, 0, 0)
    ctx.fillStyle = "#314a35"
    ctx.fillRect(0, 0, 10.5, 10)
    ctx.beginPath()
    ctx.setLineDash([3.0, 2.0])
    ctx.arc(5, 5, 2, 0, 6.2832)
    ctx.stroke()


def test_a_flushed_display_list_makes_the_same_calls_in_the_same_order():
    direct, recorded = Ctx(), Ctx()
    rec = Recorder(recorded)
    draw_something(direct)
    draw_something(rec)
    assert recorded.log == [] and rec.pending == 7  # nothing ran yet
    rec.flush()
    assert recorded.log == direct.log and rec.pending == 0 and rec.batches == 1


def test_the_runner_gets_the_whole_batch_as_one_json_text():
    runs = []
    real = Ctx()
    rec = Recorder(real, runner=lambda ctx, text: runs.append((ctx, text)))
    draw_something(rec)
    rec.flush()
    rec.flush()  # nothing new: no second crossing
    assert len(runs) == 1 and runs[0][0] is real and real.log == []
    ops = json.loads(runs[0][1])
    assert ops[0] == ["setTransform", 2, 0, 0, 2, 0, 0]
    assert ops[1] == [canvas.SET, "fillStyle", "#314a35"]
    assert ops[4] == ["setLineDash", [3.0, 2.0]]
    assert [op[0] for op in ops] == ["setTransform", 0, "fillRect", "beginPath", "setLineDash", "arc", "stroke"]


def test_what_json_cannot_carry_is_replayed_call_by_call_instead():
    runs = []
    real = Ctx()
    rec = Recorder(real, runner=lambda ctx, text: runs.append(text))
    rec.lineWidth = math.nan
    rec.fillRect(0, 0, 1, 1)
    rec.flush()
    assert runs == [] and real.log[1] == ("fillRect", 0, 0, 1, 1) and math.isnan(real.log[0][2])


def test_answers_and_property_reads_come_from_the_real_context_after_what_came_before():
    real = Ctx()
    rec = Recorder(real)
    rec.font = "700 12px sans-serif"
    width = rec.measureText("Keyflower")
    assert width == len("700 12px sans-serif")  # the font was set before the measuring
    assert real.log == [("=", "font", "700 12px sans-serif"), ("measureText", "Keyflower")]
    rec.font = "9px serif"
    assert rec.font == "9px serif"  # a read runs what is pending first


def test_the_first_op_of_a_batch_schedules_one_flush():
    asked = []
    real = Ctx()
    rec = Recorder(real, schedule=asked.append)
    draw_something(rec)
    assert asked == [rec.flush]  # once for the whole batch
    asked[0]()
    rec.fillRect(1, 2, 3, 4)
    assert len(asked) == 2 and real.log[-1] != ("fillRect", 1, 2, 3, 4)


@given(st.lists(st.tuples(st.sampled_from(["fillRect", "moveTo", "lineTo", "=lineWidth", "=fillStyle"]),
                          st.lists(st.floats(allow_nan=False, allow_infinity=False, width=32), max_size=4)),
                max_size=30))
def test_any_drawing_through_the_runner_decodes_to_the_direct_calls(calls):
    def apply(ctx):
        for name, args in calls:
            if name.startswith("="):
                setattr(ctx, name[1:], args[0] if args else "")
            else:
                getattr(ctx, name)(*args)

    direct, real = Ctx(), Ctx()
    apply(direct)
    rec = Recorder(real, runner=lambda ctx, text: canvas.replay(ctx, json.loads(text)))
    apply(rec)
    rec.flush()
    assert [tuple(op) for op in real.log] == [tuple(op) for op in direct.log]


# -- layers --------------------------------------------------------------------------------
class Board(OpenBoard):
    """An open board whose layer paints one rectangle per piece of its view."""

    def __init__(self) -> None:
        self.made: list[Canvas] = []
        super().__init__(Canvas(), Viewport())
        self.layers = Layers(make_canvas=self._canvas, make_context=lambda c: Recorder(c.getContext("2d")))
        self.size, self.dpr = 400.0, 2.0
        self.vp.width = self.vp.height = 400.0
        self.lang = "nl"
        self.painted = 0

    def _canvas(self) -> Canvas:
        self.made.append(Canvas())
        return self.made[-1]

    def paint_pieces(self) -> None:
        self.painted += 1
        for p in self.view["pieces"]:
            self.ctx.fillRect(*self.vp.to_screen(p["x"], p["y"]), self.vp.scale, self.vp.scale)

    def draw(self) -> None:
        self.layer("pieces", self.paint_pieces, self.lang)
        self.ctx.strokeRect(0, 0, 1, 1)  # the overlay


def view(*xs: int) -> dict:
    return {"pieces": [{"x": x, "y": 0} for x in xs]}


def blits(board: Board) -> list:
    return [c for c in board.ctx.log if c[0] == "drawImage"]


def test_an_unchanged_layer_is_painted_once_and_put_on_the_board_at_every_draw():
    b = Board()
    b.view = view(0, 1)
    b.draw()
    b.selected = "0,0"  # a tap that only selects
    b.draw()
    b.hover = "1,0"
    b.draw()
    layer = b.made[0]
    assert b.painted == 1 and len(b.made) == 1
    assert (layer.width, layer.height) == (800, 800)  # the board's pixels at dpr 2
    assert blits(b) == [("drawImage", layer, 0, 0)] * 3
    fills = [c for c in layer.ctx.log if c[0] == "fillRect"]
    assert len(fills) == 2  # the pieces, painted on the layer, not on the board
    assert not [c for c in b.ctx.log if c[0] == "fillRect"]
    # the layer is painted at the board's transform (CSS pixels) and put on at the identity
    assert ("setTransform", 2.0, 0, 0, 2.0, 0, 0) in layer.ctx.log
    i = b.ctx.log.index(blits(b)[0])
    assert b.ctx.log[i - 1] == ("setTransform", 1, 0, 0, 1, 0, 0) and b.ctx.log[i + 1] == ("restore",)


def test_an_equal_view_made_again_reuses_the_layer():
    b = Board()
    b.view = view(0, 1)
    b.draw()
    b.view = view(0, 1)  # the same position, a new frame
    b.draw()
    assert b.painted == 1


def test_the_layer_is_painted_again_when_what_it_shows_changed():
    b = Board()
    b.view = view(0, 1)
    b.draw()
    changes = [
        lambda: setattr(b, "view", view(0, 1, 2)),     # a move
        lambda: b.vp.pan(5, 0),                       # a drag
        lambda: b.vp.zoom_at(10, 10, 1.5),            # a wheel or pinch
        lambda: setattr(b, "size", 300.0),            # a new size
        lambda: setattr(b, "dpr", 3.0),               # another screen
        lambda: setattr(b, "lang", "en"),             # what the board adds to the key
    ]
    for k, change in enumerate(changes, start=2):
        change()
        b.draw()
        assert b.painted == k, k
        b.draw()
        assert b.painted == k, k  # and then kept again
    assert (b.made[0].width, b.made[0].height) == (900, 900)
    assert len(b.made) == 1  # one off-screen canvas, resized


def test_forget_paints_every_layer_again_and_a_failed_paint_leaves_the_board_context():
    b = Board()
    b.view = view(0)
    b.draw()
    b.layers.forget()
    b.draw()
    assert b.painted == 2
    main = b.ctx
    b.view = {"pieces": [{"x": 0}]}  # a broken view: the paint raises
    try:
        b.draw()
    except KeyError:
        pass
    assert b.ctx is main
    b.view = view(3)
    b.draw()
    assert b.painted == 4


class ReadingBoard(Board):
    """A board whose layer is made of the view's pieces only (``reads``)."""

    def draw(self) -> None:
        self.layer("pieces", self.paint_pieces, self.lang, reads=(self.view["pieces"],))


def test_a_layer_that_reads_part_of_the_view_is_kept_when_only_the_rest_changed():
    b = ReadingBoard()
    b.view = {**view(0, 1), "scores": [0, 0]}
    b.draw()
    b.view = {**view(0, 1), "scores": [3, 0], "hand": ["secret"]}  # a move elsewhere, a hand-over
    b.draw()
    assert b.painted == 1 and len(blits(b)) == 2
    b.view = {**view(0, 1, 2), "scores": [3, 0]}  # what it reads changed
    b.draw()
    assert b.painted == 2
    b.vp.pan(5, 0)  # and the viewport still counts
    b.draw()
    assert b.painted == 3


class PartBoard(Board):
    """A board whose pieces lie in the world box (0, -1)-(3, 1), drawn as a movable part."""

    def draw(self) -> None:
        self.layer_in("part", self.paint_pieces, (0.0, -1.0, 3.0, 1.0), self.lang,
                      reads=(self.view["pieces"],))


def picture(layer: Canvas) -> list:
    """The rectangles of a layer's last paint, in the layer's own device pixels."""
    log = layer.ctx.log
    start = max(i for i, op in enumerate(log) if op[0] == "clearRect")
    out, (a, d, e, f) = [], (1, 1, 0, 0)
    for op in log[start:]:
        if op[0] == "setTransform":
            a, d, e, f = op[1], op[4], op[5], op[6]
        elif op[0] == "fillRect":
            x, y, w, h = op[1:]
            out.append(tuple(round(v, 6) for v in (a * x + e, d * y + f, a * w, d * h)))
    return out


def test_a_part_that_only_moved_is_put_at_its_new_place_as_it_was_painted():
    b = PartBoard()
    b.vp.scale, b.vp.ox, b.vp.oy = 50.0, 100.3, 200.2
    b.view = view(0, 1, 2)
    b.draw()
    assert b.painted == 1
    layer = b.made[0]
    assert (layer.width, layer.height) == (3 * 50 * 2 + 2, 2 * 50 * 2 + 2)  # the box, not the board
    # the box's top left (world 0, 1) at a whole device pixel
    assert blits(b)[-1] == ("drawImage", layer, round(100.3 * 2), round((200.2 - 50) * 2))
    assert b.placed["part"] == (round(100.3 * 2) / 2, round((200.2 - 50) * 2) / 2)
    kept = picture(layer)
    b.vp.pan(17.35, -40.9)  # the part moved by parts of a pixel (one above it grew)
    b.draw()
    assert b.painted == 1  # put at its new place, not painted
    assert blits(b)[-1] == ("drawImage", layer, round(117.65 * 2), round((159.3 - 50) * 2))
    fresh = PartBoard()
    fresh.vp.scale, fresh.vp.ox, fresh.vp.oy = 50.0, 117.65, 159.3
    fresh.view = view(0, 1, 2)
    fresh.draw()
    assert picture(fresh.made[0]) == kept and blits(fresh)[-1][2:] == blits(b)[-1][2:]
    b.view = view(0, 2)  # what it reads changed
    b.draw()
    assert b.painted == 2 and len(picture(layer)) == 2
    b.vp.zoom_at(0, 0, 1.5)  # a new scale is a new picture
    b.draw()
    assert b.painted == 3


def test_a_part_partly_in_sight_holds_it_up_to_one_board_beyond_the_edge_and_one_out_of_sight_draws_nothing():
    b = PartBoard()  # 400 CSS px at dpr 2: 800 device px
    b.vp.scale, b.vp.ox, b.vp.oy = 50.0, -60.0, 200.0
    b.view = view(0, 1, 2)
    b.draw()
    layer = b.made[0]
    # the whole box, 120 device px of it left of the canvas (issue 23: moved, it is kept)
    assert (layer.width, layer.height) == (3 * 50 * 2 + 2, 2 * 50 * 2 + 2)
    assert blits(b)[-1] == ("drawImage", layer, -120, 300)
    b.vp.pan(0, 13.7)  # moved down by a line of chips: put on again, not painted
    b.draw()
    assert b.painted == 1 and blits(b)[-1][1:3] == (layer, -120)
    b.vp.scale, b.vp.ox, b.vp.oy = 400.0, -500.0, 200.0  # zoomed in: the box is 2402 px wide
    b.draw()
    assert b.painted == 2  # cut one board's size (800 px) left of the canvas, whole else
    assert (layer.width, layer.height) == (2402 - 200, 2 * 400 * 2 + 2)
    assert blits(b)[-1] == ("drawImage", layer, -800, -400)
    b.vp.pan(-5000, 0)
    n = len(blits(b))
    b.draw()
    assert len(blits(b)) == n and "part" not in b.placed and b.painted == 2


class GrowingBoard(Board):
    """A board whose pieces only grow: a new piece is painted over the kept picture."""

    def paint_from(self, start: int) -> None:
        self.painted += 1
        for p in self.view["pieces"][start:]:
            self.ctx.fillRect(*self.vp.to_screen(p["x"], p["y"]), self.vp.scale, self.vp.scale)

    def draw(self) -> None:
        pieces = self.view["pieces"]

        def more(old: tuple):
            n = len(old[0])
            return (lambda: self.paint_from(n)) if pieces[:n] == old[0] and n < len(pieces) else None
        self.layer("pieces", lambda: self.paint_from(0), self.lang, reads=(pieces,), more=more, keep=2)


def fills(layer: Canvas) -> list:
    """The rectangles on a layer since it was last cleared."""
    log = layer.ctx.log
    start = max(i for i, op in enumerate(log) if op[0] == "clearRect")
    return [op for op in log[start:] if op[0] == "fillRect"]


def test_a_board_that_grew_paints_only_the_new_pieces_over_its_kept_picture():
    b = GrowingBoard()
    b.view = view(0, 1)
    b.draw()
    b.view = view(0, 1, 2)
    b.draw()
    assert b.painted == 2 and len(b.made) == 1
    fresh = GrowingBoard()
    fresh.view = view(0, 1, 2)
    fresh.draw()
    assert fills(b.made[0]) == fills(fresh.made[0])  # the same picture as painted afresh
    b.view = view(0, 3)  # not grown from what is kept: painted whole
    b.draw()
    again = GrowingBoard()
    again.view = view(0, 3)
    again.draw()
    assert b.painted == 3 and fills(blits(b)[-1][1]) == fills(again.made[0])


def test_kept_pictures_come_back_without_painting_and_grow_from_an_older_one():
    b = GrowingBoard()
    b.view = view(0, 1)
    b.draw()  # picture 1, at the first viewport
    first = b.vp.scale, b.vp.ox, b.vp.oy
    b.vp.zoom_at(0, 0, 2.0)
    b.draw()  # picture 2, zoomed in (as at the follower step)
    assert b.painted == 2 and len(b.made) == 2
    b.vp.scale, b.vp.ox, b.vp.oy = first
    b.draw()  # back: the kept picture 1, not painted
    assert b.painted == 2 and blits(b)[-1][1] is b.made[0]
    b.vp.zoom_at(0, 0, 2.0)
    b.draw()
    b.vp.scale, b.vp.ox, b.vp.oy = first
    b.view = view(0, 1, 2)  # a piece placed while zoomed in, then back
    b.draw()
    assert b.painted == 3 and blits(b)[-1][1] is b.made[0]  # only the new piece, on picture 1
    assert len(fills(b.made[0])) == 3
    b.vp.zoom_at(0, 0, 3.0)  # a third viewport: the oldest picture is painted over
    b.draw()
    assert len(b.made) == 2 and b.painted == 4
