"""Every registered game's renderer implements the page contract (``app.contract``) fully:
all members present, of the right kind, methods with the contract's parameters; its board
too. And the start screen imports no game: a game's page package loads when it is opened."""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from app import contract, renderers
from core import registry

ROOT = Path(__file__).resolve().parents[2]


def protocol_members(proto: type) -> tuple[dict[str, object], dict[str, inspect.Signature]]:
    """The data members (name -> annotation) and methods (name -> signature) a Protocol
    declares."""
    data = dict(proto.__annotations__)
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
    assert not hasattr(base, "texts") and not hasattr(base, "panel")  # each game names its own
    assert base.action(None, None, "x", "rotate") == {"select": "x"}  # type: ignore[arg-type]


def test_every_renderer_forwards_to_its_own_texts_and_panel_modules():
    for gid, pkg in renderers.RENDERERS.items():
        r = renderers.renderer(gid)
        assert r.texts.__name__ == pkg + ".texts" and r.panel.__name__ == pkg + ".panel", gid


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
