"""Keyflower's page picks moves by their fields (issue 23): fed each listed move's data
(``MoveData``) at positions of random games, with and without The Merchants, the taps and
buttons that stand for that move answer with exactly its listed text, and whatever the page
itself shows as a target or a button answers a selection or a listed text, never a move the
core did not list. A scan of the package's source fails on move text cut or built by string
operations."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.keyflower import input as inputs
from core.match import Match
from core.protocol import MoveData

PACKAGE = Path(__file__).resolve().parents[2] / "web" / "app" / "games" / "keyflower"
NAMES = ["Ann", "Bob", "Cas", "Dee"]


def live(seed: int, steps: int, players: int, merchants: bool) -> Match:
    """A random game played ``steps`` moves on, stopped before a move that would end it
    (so that someone is to move)."""
    opts = {"final": "ask", "merchants": "on" if merchants else "off"}
    m = Match.new("keyflower", NAMES[:players], opts, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        nxt = rnd.choice(m.legal_moves())
        if not m.game.legal_moves(m.game.apply(m.state, nxt)):
            break
        m.play(nxt)
    return m


def stands_for(moves, move: MoveData) -> list[tuple[str, str | None, str]]:
    """The inputs that stand for ``move`` (one of ``moves``): (``tap`` or ``action``, a
    selection written from the move's fields in the page's own encoding, the board name or
    button argument: a ``play:`` button names the move by its index in ``moves``)."""
    out: list[tuple[str, str | None, str]] = [("action", None, f"play:{list(moves).index(move)}")]
    tile = move.tiles[0] if move.tiles else ""
    if move.verb in ("bid", "use"):
        sel = inputs.write({"t": tile, "v": move.verb, "n": str(move.count), "c": move.colour,
                            "f": move.option("sources", "-"), "x": move.option("choice", "-")})
        out += [("tap", sel, "t:" + tile), ("action", sel, "go")]
    elif move.verb == "carry":
        out.append(("tap", inputs.write({"t": tile, "k": move.option("resource")}), "t:" + move.tiles[1]))
    elif move.verb in ("upgrade", "boat"):
        out.append(("tap", inputs.write({"t": tile}), "t:" + tile))
    elif move.verb == "flip":
        out.append(("tap", None, "t:" + tile))
    elif move.verb == "place":
        sel = inputs.write({"t": tile, "r": move.option("turn"), "at": move.squares[0]})
        out += [("tap", sel, "c:" + move.squares[0]), ("action", sel, "place")]
    elif move.verb == "offer":
        out.append(("action", inputs.write({"o": "+".join(sorted(move.tiles))}), "offer"))
    return out


def answer(moves, view, kind: str, sel: str | None, what: str) -> dict:
    return inputs.tap(moves, view, sel, what) if kind == "tap" else inputs.action(moves, {}, sel, what)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), players=st.integers(2, 4),
       merchants=st.booleans(), pick=st.lists(st.integers(0, 10_000), min_size=1, max_size=8))
def test_every_listed_move_is_answered_by_its_own_text(seed, steps, players, merchants, pick):
    m = live(seed, steps, players, merchants)
    moves = tuple(m.move_data())
    if not moves:
        return
    view = m.game.view(m.state, m.game.to_move(m.state))
    texts = {x.text for x in moves}
    for move in moves:
        for kind, sel, what in stands_for(moves, move):
            assert answer(moves, view, kind, sel, what) == {"play": move.text}, (kind, sel, what)
    # the page's own targets and buttons, from wherever a few of them lead: listed texts only
    args = sorted({"go", "n:+1", "n:-1", "rot:+1", "rot:-1", "place", "offer", "cancel", "play:nonsense", "play:", f"play:{len(moves)}"}
                  | {f"col:{c}" for c in inputs.COLOURS} | {f"res:{r}" for r in inputs.RESOURCES}
                  | {f"tile:{t}" for t in inputs.won_tiles(moves)}
                  | {f"verb:{w.verb}" for w in inputs.workers(moves)}
                  | {f"from:{w.src}" for w in inputs.workers(moves)}
                  | {f"choice:{w.choice}" for w in inputs.workers(moves)}
                  | {f"offer-tick:{t}" for x in moves if x.verb == "offer" for t in x.tiles})
    sel = inputs.default_selection(moves)
    for k in pick:
        found = inputs.targets(view, moves, inputs.parse(sel))
        kind, what = ("tap", found[k % len(found)]) if found and k % 2 else ("action", args[k % len(args)])
        result = answer(moves, view, kind, sel, what)
        assert set(result) in ({"select"}, {"play"}), result
        if "play" in result:
            assert result["play"] in texts, (kind, what, result)
        else:
            sel = inputs.keep_selection(result["select"], view, moves)


def test_whole_games_every_step_every_listed_move_by_its_own_text():
    # the phases come by: bids and uses, work, boats, building, winter offers, the final
    # choices, and with The Merchants contracts and exchanges
    seen: set[str] = set()
    for seed, merchants in ((3, False), (8, True)):
        opts = {"final": "ask", "merchants": "on" if merchants else "off"}
        m = Match.new("keyflower", NAMES[:3], opts, seed=seed)
        rnd = random.Random(seed)
        while not m.over:
            moves = tuple(m.move_data())
            view = m.game.view(m.state, m.game.to_move(m.state))
            for move in moves:
                seen.add(move.verb)
                for kind, sel, what in stands_for(moves, move):
                    assert answer(moves, view, kind, sel, what) == {"play": move.text}, (kind, sel, what)
            m.play(rnd.choice(m.legal_moves()))
    assert {"bid", "use", "carry", "upgrade", "boat", "place", "offer", "contract", "exchange"} <= seen, seen


# -- the source scan ---------------------------------------------------------------------------
CUTS = {"split", "rsplit", "partition", "rpartition", "startswith", "endswith"}


def _loop_vars(tree: ast.AST) -> set[str]:
    """Names bound by a ``for`` over move texts (``legal``, ``frame.legal``, ``list(...)``)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        pairs = [(node.target, node.iter)] if isinstance(node, (ast.For, ast.comprehension)) else []
        for target, it in pairs:
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id in ("list", "sorted"):
                it = it.args[0] if it.args else it
            if _is_texts(it) and isinstance(target, ast.Name):
                out.add(target.id)
    return out


def _is_texts(node: ast.AST) -> bool:
    """``legal`` or ``<x>.legal``: a collection of move texts."""
    return (isinstance(node, ast.Name) and node.id == "legal") or \
        (isinstance(node, ast.Attribute) and node.attr == "legal")


def _is_text(node: ast.AST, loop: set[str]) -> bool:
    """A move's text: ``move``, ``m.text``, a loop variable over move texts, an item of them."""
    if isinstance(node, ast.Name):
        return node.id == "move" or node.id in loop
    if isinstance(node, ast.Attribute):
        return node.attr == "text" or _is_texts(node)
    if isinstance(node, ast.Subscript):
        return _is_text(node.value, loop) or _is_texts(node.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return _is_text(node.func.value, loop)  # move.lower(), move.strip()
    return False


def offences(source: str, name: str = "<src>") -> list[str]:
    """Where ``source`` cuts or builds move text: a cutting string method or an ``re`` call
    on it, an f-string with it inside, or a built string looked up ``in`` the move texts."""
    tree = ast.parse(source)
    loop = _loop_vars(tree)
    found = []
    for node in ast.walk(tree):
        where = f"{name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr in CUTS and _is_text(f.value, loop):
                found.append(f"{where} .{f.attr}() on move text")
            if isinstance(f.value, ast.Name) and f.value.id == "re" and \
                    any(_is_text(a, loop) or _is_texts(a) for a in node.args):
                found.append(f"{where} re.{f.attr}() on move text")
        elif isinstance(node, ast.JoinedStr) and any(
                isinstance(v, ast.FormattedValue) and _is_text(v.value, loop) for v in node.values):
            found.append(f"{where} f-string with move text")
        elif isinstance(node, ast.Compare) and any(
                isinstance(op, (ast.In, ast.NotIn)) for op in node.ops) and \
                any(_is_texts(c) for c in node.comparators) and \
                isinstance(node.left, (ast.JoinedStr, ast.BinOp, ast.Constant)):
            found.append(f"{where} a built string looked up in the move texts")
    return found


def test_no_module_of_the_package_cuts_or_builds_move_text():
    found = [o for p in sorted(PACKAGE.glob("*.py")) for o in offences(p.read_text(), p.name)]
    assert found == []


def test_the_scan_catches_what_the_package_did_before_issue_23():
    # lines of the package as it was (main before this change), each one a kind of offence
    old = {
        "for move in legal:\n    w = move.split()": ".split()",
        "x = [m for m in legal if m.startswith('carry ')]": ".startswith()",
        "verbs = {m.split()[0] for m in list(frame.legal)}": ".split()",
        "kind, _, rest = legal[0].partition(' ')": ".partition()",
        "ok = f'boat {name}' in legal": "looked up",
        "ok = 'offer ' + '+'.join(t) in legal": "looked up",
        "b = [f'play:{m}' for m in legal]": "f-string",
        "import re\nw = re.match('bid', move)": "re.match",
        "y = move.text.endswith(' r0')": ".endswith()",
    }
    for src, what in old.items():
        found = offences(src)
        assert len(found) == 1 and what in found[0], (src, found)
    # fields, selections and board names may be cut: they are not move text
    for fine in ("a, _, b = square.partition(':')", "t = m.tiles[0].startswith('pile')",
                 "o = sel.get('o', '').split('+')", "arg = 'play:' + m.text",
                 "tid = 'kf-' + m.text.replace(' ', '-')"):
        assert offences(fine) == [], fine
