"""Checks that a game's page uses the listed moves only (issue 23): the page picks them by
their fields (``MoveData``) and sends back a listed ``text`` only. :func:`check_answers`
checks what taps and buttons answered; :func:`move_text_uses` / :func:`package_uses` scan a
page package's source for move text read or built as text.

Flagged, wherever the operand is move text (a name ``legal`` or ``move``, ``<x>.text``,
``frame.legal``, or a loop variable over one of those): string methods that cut or test the
text (``.split(``, ``.partition(``, ``.startswith(`` ...), ``re.`` calls, a built string
looked up with ``in``; and anywhere: ``frame.legal``, an f-string or ``+`` that starts with a
notation verb and a space (a move built as text). Used by the games' ``tests/web`` files.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from core.errors import RuleError
from core.protocol import MoveData


def check_answers(answers: Iterable[dict], moves: Iterable[MoveData], rule_ids) -> None:
    """Every answer is a selection, a refusal (a RuleError whose rule is in ``rule_ids``) or
    ``{"play": text}`` with the text of one of ``moves``."""
    listed = {m.text for m in moves}
    for answer in answers:
        assert len(answer) == 1, answer
        if "play" in answer:
            assert answer["play"] in listed, answer
        elif "error" in answer:
            assert isinstance(answer["error"], RuleError) and answer["error"].rule in rule_ids, answer
        else:
            assert "select" in answer, answer

#: String methods that would read or cut a move's text.
STRING_METHODS = {"split", "rsplit", "partition", "rpartition", "startswith", "endswith", "replace",
                  "strip", "index", "find"}
MOVE_NAMES = {"legal", "move"}


def _tainted(node: ast.AST, names: set[str]) -> bool:
    """``node`` mentions a move text: a name of ``names``, ``<x>.text`` or ``frame.legal``."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in names:
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in ("text", "legal"):
            return True
    return False


def _built_move(node: ast.AST, verbs: Iterable[str]) -> bool:
    """A string built to look like a move: an f-string or ``+`` starting with ``"<verb> "``."""
    first = None
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        first = node.values[0].value
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant):
        first = node.left.value
    return isinstance(first, str) and any(first.startswith(v + " ") or first == v for v in verbs)


def move_text_uses(source: str | ast.Module, verbs: Iterable[str]) -> list[str]:
    """Where ``source`` reads or builds move text (line: what); ``verbs``: the game's
    notation verbs (a string starting with one and a space is a move built as text)."""
    tree = ast.parse(source) if isinstance(source, str) else source
    names = set(MOVE_NAMES)
    for node in ast.walk(tree):  # loop and comprehension variables over the texts are texts too
        if isinstance(node, (ast.For, ast.comprehension)) and _tainted(node.iter, names):
            names |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    out = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr in STRING_METHODS and _tainted(f.value, names):
                out.append(f"{line}: .{f.attr}( on move text")
            if isinstance(f.value, ast.Name) and f.value.id == "re" and any(_tainted(a, names) for a in node.args):
                out.append(f"{line}: re.{f.attr} on move text")
        if isinstance(node, ast.Attribute) and node.attr == "legal" and isinstance(node.value, ast.Name) \
                and node.value.id == "frame":
            out.append(f"{line}: frame.legal")
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops) \
                and any(_tainted(c, names) for c in node.comparators) and not isinstance(node.left, ast.Name):
            out.append(f"{line}: a built string looked up in the move texts")
        if _built_move(node, verbs):
            out.append(f"{line}: a move built as text")
    return out


def package_uses(package: Path, verbs: Iterable[str],
                 allowed: set[tuple[str, str]] = frozenset()) -> dict[str, list[str]]:
    """File name -> its flagged uses, for every module of ``package``; ``allowed`` names
    top-level functions ``(file, function)`` left out of the scan (each must exist)."""
    verbs = tuple(verbs)
    found: dict[str, list[str]] = {}
    names: set[tuple[str, str]] = set()
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {(path.name, getattr(node, "name", "")) for node in tree.body}
        kept = [node for node in tree.body if (path.name, getattr(node, "name", "")) not in allowed]
        uses = move_text_uses(ast.Module(body=kept, type_ignores=[]), verbs)
        if uses:
            found[path.name] = uses
    missing = set(allowed) - names
    if missing:
        found["(allowed but not found)"] = sorted(f"{f}: {n}" for f, n in missing)
    return found
