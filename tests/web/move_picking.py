"""Checks that a game's page package picks moves by their fields (issue 23, ``MoveData``),
never by reading or writing move text; used by the games' own tests (``test_<game>_moves.py``),
each naming what its package still has to keep and why.

:func:`core_explains` checks an answer that is no listed move (``{"explain": intent}``): the
core must explain why it refuses it.

:func:`findings` reports, per module and function, every place where move text is

* cut or matched: ``.split``, ``.rsplit``, ``.partition``, ``.rpartition``, ``.startswith``,
  ``.endswith`` called on it, or any ``re.`` call given it;
* written: an f-string or a ``+`` of strings given as the ``"play"`` answer, assigned to a
  move-named variable, or compared with move text (``f"water {sq}" in legal``);
* turned back from data into text (``[m.text for m in moves]``), or read from the frame's
  texts (``frame.legal``).

Move text is recognised by name: a name ``legal``, ``move``, ``moves``, ``m`` or ``mv``, or
an attribute ``.text`` or ``.legal``, anywhere in the expression.
"""

from __future__ import annotations

import ast
from pathlib import Path

from core.errors import RuleError
from core.match import Match
from core.protocol import MoveData

MOVE_NAMES = frozenset({"legal", "move", "moves", "m", "mv"})
CUTS = frozenset({"split", "rsplit", "partition", "rpartition", "startswith", "endswith"})


def is_move_text(node: ast.AST) -> bool:
    """The expression mentions move text (by the names of the module docstring)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in MOVE_NAMES:
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in ("text", "legal"):
            return True
    return False


def is_written(node: ast.AST) -> bool:
    """The expression writes a string from parts: an f-string with a placeholder, or ``+``
    with a string constant."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.FormattedValue) for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return any(isinstance(s, (ast.Constant, ast.JoinedStr))
                   and isinstance(getattr(s, "value", ""), str) for s in (node.left, node.right))
    if isinstance(node, ast.IfExp):
        return is_written(node.body) or is_written(node.orelse)
    return False


def _problems(node: ast.AST) -> list[str]:
    """What is wrong with this one node (not its children)."""
    out = []
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        f = node.func
        if f.attr in CUTS and is_move_text(f.value):
            out.append(f".{f.attr}( on move text")
        if isinstance(f.value, ast.Name) and f.value.id == "re" \
                and any(is_move_text(a) for a in node.args):
            out.append(f"re.{f.attr}( on move text")
    if isinstance(node, ast.Dict):
        for k, v in zip(node.keys, node.values):
            if isinstance(k, ast.Constant) and k.value == "play" and is_written(v):
                out.append("a written move played")
    if isinstance(node, ast.Assign) and is_written(node.value) and any(
            isinstance(t, ast.Name) and t.id in MOVE_NAMES for t in node.targets):
        out.append("a written move assigned")
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        if any(is_written(s) for s in sides) and any(is_move_text(s) for s in sides):
            out.append("a written move compared with move text")
    if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)) \
            and isinstance(node.elt, ast.Attribute) and node.elt.attr == "text":
        out.append("moves turned back into texts")
    if isinstance(node, ast.Attribute) and node.attr == "legal" \
            and isinstance(node.value, ast.Name) and node.value.id == "frame":
        out.append("frame.legal read")
    return out


def scan_source(source: str, module: str) -> list[tuple[str, str, int, str]]:
    """``(module, function, line, problem)`` for every finding in ``source`` (function ``""``:
    module level; nested functions count as the outermost one)."""
    tree = ast.parse(source)
    out = []

    def visit(node: ast.AST, function: str) -> None:
        for problem in _problems(node):
            out.append((module, function, getattr(node, "lineno", 0), problem))
        for child in ast.iter_child_nodes(node):
            name = function
            if not function and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = child.name
            visit(child, name)

    visit(tree, "")
    return out


def findings(package: Path) -> list[tuple[str, str, int, str]]:
    """Every finding in the ``.py`` files of ``package`` (sorted by module, then line)."""
    out = []
    for path in sorted(package.glob("*.py")):
        out += scan_source(path.read_text(encoding="utf-8"), path.stem)
    return out


def unexpected(package: Path, allowed: dict[tuple[str, str], str]) -> list[tuple]:
    """The findings outside the ``(module, function)`` pairs of ``allowed`` (each mapped to
    the reason it stays)."""
    return [f for f in findings(package) if (f[0], f[1]) not in allowed]


def core_explains(match: Match, intent: MoveData) -> RuleError:
    """A page's ``{"explain": intent}``: the intent is a move as fields (no text), no listed
    move has those fields, the core explains it with a rule error (``Game.explain_intent``),
    and the match's record stays as it was. Returns the refusal."""
    before = match.record_text()
    assert isinstance(intent, MoveData) and intent.text == "", intent
    fields = (intent.verb, intent.squares, intent.tiles, intent.colour, intent.count, intent.options)
    assert not any((m.verb, m.squares, m.tiles, m.colour, m.count, m.options) == fields
                   for m in match.move_data()), intent
    refusal = match.game.explain_intent(match.state, intent)
    assert isinstance(refusal, RuleError), (intent, refusal)
    assert match.record_text() == before
    return refusal
