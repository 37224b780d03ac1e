"""Every registered game's renderer implements the page contract (``app.contract``) fully:
all members present, of the right kind, methods with the contract's parameters; its board
too. And the start screen imports no game: a game's page package loads when it is opened."""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from app import contract, frame as frames, renderers
from core import registry
from core.match import Match
from core.protocol import MoveData

ROOT = Path(__file__).resolve().parents[2]


def protocol_members(proto: type) -> tuple[dict[str, object], dict[str, inspect.Signature]]:
    """The data members (name -> annotation) and methods (name -> signature) a Protocol
    declares."""
    data = dict(proto.__annotations__)
    data.update({name: member for name, member in vars(proto).items()
                 if isinstance(member, property)})
    methods = {name: inspect.signature(fn) for name, fn in vars(proto).items()
               if inspect.isfunction(fn) and not name.startswith("_")}
    return data, methods


def params(sig: inspect.Signature) -> list[tuple[str, object]]:
    """Parameter names and kinds, without ``self``."""
    return [(p.name, p.kind) for p in sig.parameters.values() if p.name != "self"]


KINDS = {"has_pass": bool, "private": bool, "keys": Mapping, "status_events": frozenset,
         "seat_colours": tuple,
         "selected": (str, type(None)), "hover": (str, type(None)), "ghost": float,
         "cell": float, "hints": list}


def check(obj: object, proto: type) -> None:
    data, methods = protocol_members(proto)
    assert set(KINDS) >= set(data), f"a new data member of {proto.__name__} needs a kind here"
    for name in data:
        assert hasattr(obj, name), f"{type(obj).__name__} lacks {name}"
        assert isinstance(getattr(obj, name), KINDS[name]), (type(obj).__name__, name)
    assert methods, proto
    for name, sig in methods.items():
        member = getattr(obj, name, None)
        assert callable(member), f"{type(obj).__name__}.{name} missing"
        assert params(inspect.signature(member)) == params(sig), f"{type(obj).__name__}.{name}"
    assert isinstance(obj, proto)


class Canvas:
    """Enough of a canvas element for a board's constructor."""

    def getContext(self, kind):  # noqa: N802 (DOM name)
        assert kind == "2d"
        return object()


@pytest.mark.parametrize("game_id", sorted(renderers.RENDERERS))
def test_every_renderer_implements_the_contract(game_id):
    render = renderers.renderer(game_id)
    assert isinstance(render, contract.GameRenderer)
    check(render, contract.Renderer)
    for key, arg in render.keys.items():
        assert isinstance(key, str) and isinstance(arg, str)
    assert render.seat_colours, "a game's seat colours come from its renderer"
    assert all(isinstance(c, contract.SeatColour) for c in render.seat_colours)
    assert len(render.seat_colours) >= registry.get(game_id).max_players
    board = render.board(Canvas())
    check(board, contract.Board)
    assert board.cell == 0.0 and board.selected is None and board.hover is None


def test_the_protocol_checker_fails_on_a_wrong_signature_or_a_missing_member():
    render = renderers.renderer("stad-en-land")

    class Wrong(type(render)):  # type: ignore[misc]
        def tap(self, game, state, square):  # a parameter short
            return {}

    with pytest.raises(AssertionError):
        check(Wrong(), contract.Renderer)

    class NoPass(type(render)):  # type: ignore[misc]
        has_pass = None  # type: ignore[assignment]

    with pytest.raises(AssertionError):
        check(NoPass(), contract.Renderer)


def test_the_shared_defaults_cover_every_optional_feature():
    base = contract.GameRenderer()
    assert base.has_pass is False and base.private is False
    assert dict(base.keys) == {} and base.status_events == frozenset() and base.seat_colours == ()
    assert base.share_note("nl") is None
    # each game names its own modules; without a guide there is no help (below)
    assert not any(hasattr(base, m) for m in ("texts", "panel", "input", "board_type"))
    assert base.hints is None and base.guide is None and base.canvas_board is None
    # a game without buttons or keys (Stad en Land): an action changes nothing
    frame = frames.build(Match.new("stad-en-land", ["Ann", "Bob"], {}, 1))
    assert renderers.renderer("stad-en-land").action(frame, "x", "rotate") == {"select": "x"}


def test_every_renderer_binds_its_own_page_modules():
    for gid, pkg in renderers.RENDERERS.items():
        r = renderers.renderer(gid)
        assert r.texts.__name__ == pkg + ".texts" and r.panel.__name__ == pkg + ".panel", gid
        if hasattr(r, "input"):  # Keyflower's renderer still forwards by itself (issue 23)
            assert r.input.__name__ == pkg + ".input", gid
            for helper in (r.hints, r.guide):
                assert helper is None or helper.__name__.startswith(pkg + "."), gid


def _run(code: str) -> str:
    """Run ``code`` in a fresh interpreter with the page importable natively (the stand-in
    ``pyscript`` of this folder's conftest); its printed output."""
    env = {"PYTHONPATH": f"{ROOT}:{ROOT / 'web'}:{ROOT / 'tests' / 'web'}"}
    done = subprocess.run([sys.executable, "-c", "import conftest\n" + code], cwd=ROOT,
                          capture_output=True, text=True, env=env, check=True)
    return done.stdout.strip()


GAME_MODULES = "('app.games.stad_en_land', 'app.games.eden', 'app.games.new_england', " \
               "'core.stad_en_land', 'core.eden', 'core.new_england')"


def test_the_start_screen_imports_no_game():
    """Listing the games (as the start screen does) imports neither a game's page package
    nor its core package; opening one game imports that game only."""
    listed = _run("import sys\nfrom app import renderers, shell\nfrom core import registry\n"
                  "renderers.catalogue([registry.about(g) for g in registry.ids()])\n"
                  f"print(sorted(m for m in sys.modules if m.startswith({GAME_MODULES})))")
    assert listed == "[]"
    opened = _run("import sys\nfrom app import renderers\nrenderers.renderer('eden')\n"
                  f"print(sorted({{m.split('.')[2 if m.startswith('app.') else 1] for m in sys.modules"
                  f" if m.startswith({GAME_MODULES})}}))")
    assert opened == "['eden']"


def test_seat_colours_become_the_game_screens_css_properties():
    colours = (contract.SeatColour("#fff", "#000", "#ccc"), contract.SeatColour("#111", None, "#111", "#111"))
    assert contract.seat_style(colours) == (
        "--seat-0: #fff; --seat-0-edge: #000; --seat-0-turn: #ccc; "
        "--seat-1: #111; --seat-1-edge: transparent; --seat-1-turn: #111; --seat-1-turn-top: #111")
    assert contract.seat_style(()) is None
    css = (ROOT / "web" / "style.css").read_text()
    for seat in range(6):
        assert f".seat-colours .dot.seat-{seat} {{ background: var(--seat-{seat});" in css


def _sel_position(moves: int, seed: int = 4):
    """A Stad en Land match after ``moves`` of the offered moves (the first segment each
    time), with its view for the seat to move and its legal moves."""
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, seed)
    for _ in range(moves):
        legal = [m for m in match.legal_moves() if m != "pass"]
        match.play(legal[0])
    return frames.build(match)


def test_stad_en_land_hints_mark_every_start_and_then_the_targets():
    render = renderers.renderer("stad-en-land")
    for moves in (0, 1, 2, 5):
        frame = _sel_position(moves)
        view, legal = frame.view, frame.legal
        starts = sorted({m.split("-")[0] for m in legal if m != "pass"})
        if view["open_ends"][view["to_move"]]:
            assert starts == view["open_ends"][view["to_move"]]  # forced: only the open end
        hints = render.hint_targets(frame, None)
        assert sorted(hints) == starts and len(hints) == len(set(hints))
        # every marked square is one a tap selects; every other square's tap selects nothing
        for sq in [f + r for f in "abcdef" for r in "123456"]:
            answer = render.tap(frame, None, sq)
            assert (answer == {"select": sq}) == (sq in hints), (moves, sq, answer)
        for anchor in starts:
            targets = render.hint_targets(frame, anchor)
            assert sorted(targets) == sorted(m.split("-")[1] for m in legal
                                             if m.startswith(anchor + "-"))
            assert all(render.tap(frame, anchor, t) == {"play": f"{anchor}-{t}"}
                       for t in targets)


def test_stad_en_land_step_help_names_existing_rules_in_both_languages():
    from core.stad_en_land.ruleids import RULE_IDS

    render = renderers.renderer("stad-en-land")
    reference = (ROOT / "core" / "stad_en_land" / "reference.html").read_text(encoding="utf-8")
    seen = set()
    for moves in (0, 1, 2, 3):
        frame = _sel_position(moves)
        anchor = next(m for m in frame.legal if m != "pass").split("-")[0]
        for selected in (None, anchor):
            helps = [render.step_help(frame, selected, lang) for lang in ("nl", "en")]
            assert all(isinstance(h, contract.StepHelp) for h in helps)
            nl, en = helps
            assert nl.rule == en.rule and nl.rule in RULE_IDS and nl.text != en.text
            assert f'id="{nl.rule.split("/")[1]}"' in reference
            seen.add(nl.rule)
    assert len(seen) >= 2  # the help follows the step (a start, a selection, an open end)
    frame = _sel_position(0)
    finished = replace(frame, view=dict(frame.view, over=True, to_move=None), moves=())
    assert render.step_help(finished, None, "en") is None
    passing = render.step_help(replace(frame, moves=(MoveData("pass", "pass"),)), None, "en")
    assert passing is not None and passing.rule == "stad-en-land/pass"


def test_stad_en_land_has_a_legend_entry_for_every_symbol_in_both_languages():
    from app.games.stad_en_land import guide, texts

    for lang in ("nl", "en"):
        for name in guide.LEGEND:
            key = "sel_leg_" + name.replace("-", "_")
            assert texts.t.has(key) and texts.NL[key] != texts.EN[key]
    css = (ROOT / "web" / "app" / "games" / "stad_en_land" / "style.css").read_text()
    for name in guide.LEGEND:
        assert f".sel-sym-{name}" in css, name


def test_the_default_renderer_offers_no_hints_help_or_legend():
    base = contract.GameRenderer()
    frame = frames.build(Match.new("stad-en-land", ["Ann", "Bob"], {}, 1))
    assert frame.legal and base.hint_targets(frame, None) == []
    assert base.step_help(frame, None, "en") is None and base.legend("en") == []
