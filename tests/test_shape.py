"""The shape of the code (issue 8): one layout per game on both sides, generic code that names
no game, and small modules. These are the measurements the "adding a game" guide
(docs/adding-a-game.md) promises: a new game touches only its two packages, its tests and one
line in each registry."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from app import renderers
from core import registry

ROOT = Path(__file__).resolve().parents[1]

#: The modules every game has, in the core and in the page (docs/adding-a-game.md).
CORE_MODULES = ("__init__", "data", "ruleids", "state", "board", "notation", "chance", "rules",
                "explain", "scoring", "view")
PAGE_MODULES = ("__init__", "board", "input", "panel", "texts")

#: The only files outside a game's own packages and its tests that may name it: the registries.
REGISTRIES = ("core/registry.py", "web/app/renderers.py")

#: Source kinds that are code or markup the site is built from (prose and lock files excluded).
CODE_SUFFIXES = (".py", ".js", ".mjs", ".css", ".html", ".toml", ".webmanifest")

#: Generated files and data tables, which may be long (each with its reason).
LONG_ALLOWED: dict[str, str] = {}

MAX_LINES = 400


def _package(game_id: str) -> str:
    return game_id.replace("-", "_")


def _tracked_code() -> list[Path]:
    skip = ("node_modules", "dist", ".venv", ".git", "tests", "docs", "bench")
    out = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if not path.is_file() or rel.parts[0] in skip or "__pycache__" in rel.parts:
            continue
        if rel.parts[0].startswith(".") or path.suffix not in CODE_SUFFIXES:
            continue
        out.append(rel)
    return out


def _own_folders(game_id: str) -> tuple[str, ...]:
    pkg = _package(game_id)
    return (f"core/{pkg}/", f"web/app/games/{pkg}/")


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_has_the_same_core_modules(game_id):
    folder = ROOT / "core" / _package(game_id)
    missing = [m for m in CORE_MODULES if not (folder / f"{m}.py").is_file()]
    assert not missing, f"core/{_package(game_id)} lacks {missing}"


@pytest.mark.parametrize("game_id", sorted(renderers.RENDERERS))
def test_every_playable_game_has_the_same_page_modules(game_id):
    folder = ROOT / "web" / "app" / "games" / _package(game_id)
    missing = [m for m in PAGE_MODULES if not (folder / f"{m}.py").is_file()]
    assert not missing, f"web/app/games/{_package(game_id)} lacks {missing}"
    assert renderers.RENDERERS[game_id] == f"app.games.{_package(game_id)}"


def _code_lines(rel: Path) -> list[tuple[int, str]]:
    """The lines of a file that are code: for Python, the string constants other than
    docstrings and every name (comments and docstrings may cite a game as an example); for
    CSS, JavaScript and HTML, every line. Documentation pages (``reference.html``) are prose."""
    text = (ROOT / rel).read_text(encoding="utf-8")
    if rel.suffix != ".py":
        return [] if rel.name == "reference.html" else list(enumerate(text.splitlines(), 1))
    tree = ast.parse(text)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings:
            out.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((node.lineno, node.attr))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            out.append((node.lineno, " ".join(names)))
    return sorted(out)


def test_only_the_registries_name_a_game():
    """Generic code (the shared core, the page shell, the build, the site's static files) names
    no game: a game id or its package name appears only in the game's own two packages, its
    tests and the registry lines. This is the measure of "a new game touches only its own
    packages and one line per registry"."""
    words = set()
    for gid in registry.ids():
        words |= {gid, _package(gid)}
    words |= set(renderers.PLANNED)
    alternatives = "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))
    pattern = re.compile(f"(?<![A-Za-z0-9])(?:{alternatives})(?![A-Za-z0-9])")
    offenders = []
    for rel in _tracked_code():
        text = rel.as_posix()
        if text in REGISTRIES or any(text.startswith(f) for g in registry.ids()
                                     for f in _own_folders(g)):
            continue
        for n, line in _code_lines(rel):
            if pattern.search(line):
                offenders.append(f"{text}:{n}: {line.strip()[:90]}")
    assert not offenders, "generic code names a game:\n" + "\n".join(offenders)


def _expansion_packages(root: Path = ROOT) -> list[tuple[str, str]]:
    """Every (game package, expansion name) with a package ``core/<game>/expansions/<name>/``."""
    return sorted((p.parents[2].name, p.parent.name)
                  for p in root.glob("core/*/expansions/*/__init__.py"))


def _base_modules_naming(root: Path, game: str, name: str) -> list[str]:
    """The lines of ``core/<game>/``'s modules outside ``expansions/`` that name the expansion
    ``name`` or its singular (any case; code, comments and docstrings alike)."""
    word = (name[:-1] if name.endswith("s") else name).lower()
    out = []
    for path in sorted((root / "core" / game).rglob("*.py")):
        rel = path.relative_to(root / "core" / game)
        if rel.parts[0] == "expansions" or "__pycache__" in rel.parts:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if word in line.lower():
                out.append(f"core/{game}/{rel.as_posix()}:{n}: {line.strip()[:90]}")
    return out


def test_there_are_expansions_to_check():
    # Guards the parametrised test below: it must not run over an empty list.
    assert ("keyflower", "merchants") in _expansion_packages()


@pytest.mark.parametrize("game, name", _expansion_packages())
def test_a_base_game_does_not_name_its_expansions(game, name):
    """An expansion is a plug-in (docs/adding-a-game.md, "Adding an expansion"): the base
    game's modules reach it only through the hooks of its expansion protocol and the one
    registry line in ``core/<game>/expansions/__init__.py``, so none of them names it."""
    offenders = _base_modules_naming(ROOT, game, name)
    assert not offenders, f"core/{game} names the expansion {name}:\n" + "\n".join(offenders)


def test_no_module_is_over_400_lines():
    """Every Python and JavaScript module of the repository, tests and tools included."""
    long = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if (not path.is_file() or path.suffix not in (".py", ".js", ".mjs")
                or rel.parts[0] in ("node_modules", "dist", ".venv", ".git")
                or rel.parts[0].startswith(".") or rel.as_posix() in LONG_ALLOWED):
            continue
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > MAX_LINES:
            long.append(f"{rel.as_posix()}: {n} lines")
    assert not long, "modules over 400 lines:\n" + "\n".join(long)

