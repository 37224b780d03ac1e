"""The page never writes a move (issue 23): every move it plays is the ``text`` of a move the
core listed (``MoveData.text``), and a move the core did not list is sent as fields
(``{"explain": MoveData.intent(...)}``), which the core explains (``Game.explain_intent``).

Checked with ``ast`` over every module of ``web/app``: each value given as the ``"play"``
answer (a one-key dict literal ``{"play": v}``, as every answer is; ``dict(play=v)``;
``x["play"] = v``; a many-key dict such as a table of phases is no answer) must be an
attribute ``.text`` (of a listed move: ``m.text``, ``next(...).text``), optionally chosen
between such attributes (``a.text if c else b.text``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.errors import RuleError
from core.match import Match
from core.protocol import MoveData

APP = Path(__file__).resolve().parents[2] / "web" / "app"


def _is_listed_text(node: ast.AST) -> bool:
    if isinstance(node, ast.IfExp):
        return _is_listed_text(node.body) and _is_listed_text(node.orelse)
    return isinstance(node, ast.Attribute) and node.attr == "text"


def _played_values(tree: ast.AST) -> list[ast.AST]:
    """Every expression given as the ``"play"`` answer in ``tree``."""
    out: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and len(node.keys) == 1:  # an answer has one key
            k = node.keys[0]
            if isinstance(k, ast.Constant) and k.value == "play":
                out.append(node.values[0])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict":
            out += [kw.value for kw in node.keywords if kw.arg == "play"]
        elif isinstance(node, ast.Assign):
            out += [node.value for t in node.targets if isinstance(t, ast.Subscript)
                    and isinstance(t.slice, ast.Constant) and t.slice.value == "play"]
    return out


def written_moves(source: str) -> list[tuple[int, str]]:
    """``(line, expression)`` of every ``"play"`` value in ``source`` that is no listed move's
    ``.text``."""
    tree = ast.parse(source)
    return [(v.lineno, ast.unparse(v)) for v in _played_values(tree) if not _is_listed_text(v)]


def test_every_played_move_is_the_text_of_a_listed_move():
    found = []
    for path in sorted(APP.rglob("*.py")):
        for line, expr in written_moves(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(APP).as_posix()}:{line}: {expr}")
    assert not found, "the page plays a move it wrote:\n" + "\n".join(found)


def test_the_check_finds_moves_the_page_wrote_before():
    """The habits of the page before this change, in miniature, each found; the listed
    moves' texts pass."""
    before = '''
def unlisted_attempt(anchor, target):
    return {"play": f"{anchor}-{target}"}
def ask_core(words):
    return {"play": " ".join(words)}
def tap(view, sel, sq):
    out = {}
    out["play"] = sel[1]
    return dict(play=view["placements"][0]["move"]) if sq else {"play": "water " + sq}
def mixed(found, sq):
    return {"play": found.text if found else f"water {sq}"}
'''
    assert sorted(line for line, _ in written_moves(before)) == [3, 5, 8, 9, 9, 11]
    after = '''
def tap(moves, found, sq):
    if found:
        return {"play": found.text}
    return {"play": next(m for m in moves if m.squares == (sq,)).text} if sq else \\
        {"explain": MoveData.intent("water", (sq,))}
def pick(a, b, c):
    return {"play": a.text if c else b.text}
'''
    assert written_moves(after) == []


def test_an_intent_is_explained_with_the_refusal_of_play_and_changes_nothing():
    """What the table does with ``{"explain": intent}`` (``Match.explain``): the same rule
    error as playing the written move, and nothing is played; a listed move's fields get
    None (the table then keeps the selection)."""
    match = Match.new("stad-en-land", ["Ann", "Bob"], {}, 5)
    before = match.record_text()
    refusal = match.explain(MoveData.intent("segment", ("a1", "f6")))
    with pytest.raises(RuleError) as info:
        match.play("a1-f6")
    assert refusal is not None and refusal.rule == "stad-en-land/segment"
    assert (refusal.nl, refusal.en) == (info.value.nl, info.value.en)
    assert match.record_text() == before
    listed = match.move_data()[0]
    assert match.explain(MoveData.intent(listed.verb, listed.squares)) is None
    assert match.record_text() == before


# -- the move log reads a step's fields, never cuts its text (issue 23) ----------------------
GAMES = APP / "games"
#: The methods that read parts of a text.
CUTS = frozenset({"split", "rsplit", "partition", "rpartition", "startswith", "endswith", "find",
                  "rfind", "index", "rindex", "count", "splitlines", "removeprefix", "removesuffix"})


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def cut_steps(source: str) -> list[tuple[int, str]]:
    """``(line, function)`` wherever a function cuts the text of a parameter annotated
    ``MoveData`` (a step or move as data): ``p.text`` used as the receiver of a method that
    reads parts (:data:`CUTS`: ``.split``, ``.startswith``, ...; not ``.replace``, which a
    test id uses), subscripted, iterated, or handed to a call as a
    positional argument (``re.match(x, p.text)``, ``len(p.text)``). Shown whole (returned,
    given to a text as a keyword, compared, put into an f-string) it passes."""
    tree = ast.parse(source)
    up = _parents(tree)
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        params = {a.arg for a in fn.args.args
                  if a.annotation is not None and ast.unparse(a.annotation) == "MoveData"}
        for node in ast.walk(fn):
            if not (isinstance(node, ast.Attribute) and node.attr == "text"
                    and isinstance(node.value, ast.Name) and node.value.id in params):
                continue
            parent = up[node]
            if (isinstance(parent, ast.Attribute) and parent.attr in CUTS) or isinstance(
                    parent, (ast.Subscript, ast.Starred, ast.comprehension, ast.For)) \
                    or (isinstance(parent, ast.Call) and node in parent.args):
                out.append((node.lineno, fn.name))
    return out


def test_no_page_module_cuts_a_step_or_moves_text():
    found = []
    for path in sorted(GAMES.rglob("*.py")):
        found += [f"{path.relative_to(APP).as_posix()}:{line}: {fn}"
                  for line, fn in cut_steps(path.read_text(encoding="utf-8"))]
    assert not found, "a page module cuts move text:\n" + "\n".join(found)


def test_every_log_label_is_made_from_the_steps_data():
    """Each game's ``describe_step`` (and each page expansion's ``describe``) takes the step
    as ``MoveData`` (``Game.step_data``), so the cut check above covers it."""
    seen = []
    for path in sorted(GAMES.rglob("texts.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef) and fn.name in ("describe_step", "describe"):
                first = fn.args.args[0]
                assert first.annotation is not None and ast.unparse(first.annotation) == "MoveData", \
                    f"{path}: {fn.name}({first.arg}) takes no MoveData"
                seen.append((path.parent.name, fn.name))
    assert len([s for s in seen if s[1] == "describe_step"]) == len(list(GAMES.glob("*/texts.py")))
    assert ("merchants", "describe") in seen


def test_the_cut_check_finds_how_the_labels_were_made_before():
    before = '''
def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    words = step.text.split()
    a, _, b = step.text.partition("-")
    if step.text[0] == "x" or re.match("pass", step.text) or len(step.text) > 3:
        return step.text
    for w in step.text:
        pass
    return " ".join(w for w in step.text)
'''
    assert sorted(cut_steps(before)) == [(3, "describe_step"), (4, "describe_step"),
                                         (5, "describe_step"), (5, "describe_step"),
                                         (5, "describe_step"), (7, "describe_step"),
                                         (9, "describe_step")]
    after = '''
def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    if step.verb == "pass":
        return t(lang, "pass", text=step.text)
    return step.text if step.squares else f"{step.text}!"
'''
    assert cut_steps(after) == []


# -- a button names a listed move by its place in the list, never by its text (issue 23) -----
#: The functions that make a panel button: ``(label, arg, testid, ...)``.
BUTTONS = frozenset({"button", "_button", "game_button"})


def _has_text(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "text" for n in ast.walk(node))


def _starts_play(node: ast.AST) -> bool:
    """Whether ``node`` is a text built as ``"play:" + ...`` or ``f"play:{...}"``."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _starts_play(node.left)
    if isinstance(node, ast.JoinedStr) and node.values:
        return _starts_play(node.values[0])
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("play:")


def text_button_args(source: str) -> list[tuple[int, str]]:
    """``(line, expression)`` of every button argument made of a move's text: the ``arg`` of a
    button call (second positional or ``arg=``) that reads some ``.text``, and every
    ``"play:" + ...`` / ``f"play:{...}"`` that does."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in BUTTONS:
                args = [a for a in node.args[1:2] if not isinstance(a, ast.Starred)]
                args += [k.value for k in node.keywords if k.arg == "arg"]
                out += [(a.lineno, ast.unparse(a)) for a in args if _has_text(a)]
        elif (isinstance(node, (ast.BinOp, ast.JoinedStr)) and _starts_play(node) and _has_text(node)):
            out.append((node.lineno, ast.unparse(node)))
    return sorted(set(out))


def test_no_button_carries_a_move_text():
    found = [f"{path.relative_to(APP).as_posix()}:{line}: {expr}"
             for path in sorted(APP.rglob("*.py"))
             for line, expr in text_button_args(path.read_text(encoding="utf-8"))]
    assert not found, "a button carries a move's text:\n" + "\n".join(found)


def test_the_button_check_finds_the_keyflower_panels_before():
    before = '''
def work(moves, u, done, best):
    a = button(label, "play:" + u.text, "kf-upgrade")
    b = button(label, "play:" + (done.text if done else ""), "kf-done", done is not None)
    c = game_button(label, arg=f"play:{best.text}", testid="kf-best")
    return "play:" + u.text, "kf-" + u.text.replace(" ", "-")
'''
    assert [line for line, _ in text_button_args(before)] == [3, 4, 5, 6]
    after = '''
def work(moves, u, done):
    a = button(label, inputs.play_arg(moves, u), "kf-upgrade-" + u.tiles[0])
    b = button(label, f"water {c}", "hand-" + c, done is not None)
    return play_arg(moves, u), "kf-" + u.text.replace(" ", "-")
'''
    assert text_button_args(after) == []
