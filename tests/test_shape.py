"""The shape of the code (issue 8): one layout per game on both sides, generic code that names
no game, and small modules. These are the measurements the "adding a game" guide
(docs/adding-a-game.md) promises: a new game touches only its two packages, its tests and one
line in each registry."""

from __future__ import annotations

import ast
import inspect
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


def _site_sources() -> list[Path]:
    """Every file the site is built from, of any kind (code, art, icons), relative to the root:
    not tools' caches, dependencies, the build, tests, prose or the bench."""
    skip = ("node_modules", "dist", ".venv", ".git", "tests", "docs", "bench")
    out = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if not path.is_file() or rel.parts[0] in skip or "__pycache__" in rel.parts:
            continue
        if not rel.parts[0].startswith("."):
            out.append(rel)
    return out


def _tracked_code() -> list[Path]:
    return [rel for rel in _site_sources() if rel.suffix in CODE_SUFFIXES]


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
    pattern = _game_word_pattern()
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


def _game_word_pattern() -> re.Pattern[str]:
    """A game id, its package name or a planned game's id, as a whole word."""
    words = set()
    for gid in registry.ids():
        words |= {gid, _package(gid)}
    words |= set(renderers.PLANNED)
    alternatives = "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))
    return re.compile(f"(?<![A-Za-z0-9])(?:{alternatives})(?![A-Za-z0-9])")


def _generic_files() -> list[str]:
    """Every file of :func:`_site_sources` outside the games' own packages, as a POSIX path."""
    own = tuple(f for g in registry.ids() for f in _own_folders(g))
    return [rel.as_posix() for rel in _site_sources() if not rel.as_posix().startswith(own)]


def test_no_generic_folder_holds_a_file_named_after_a_game():
    """A game's files (its art among them) live in its own packages: a file or folder outside
    them whose name is a game's (``public/art/<game>.svg``) is a game's file in a generic
    folder (issue 26), whatever its kind; the registries' own names are generic."""
    pattern = _game_word_pattern()
    offenders = [rel for rel in _generic_files() if pattern.search(rel)]
    assert not offenders, "a generic folder holds a game's file:\n" + "\n".join(offenders)


def test_the_name_check_sees_a_games_file_in_a_generic_folder():
    """The check above is not vacuous: a game's art in ``public/`` would be caught by it."""
    gid = registry.ids()[0]
    assert _game_word_pattern().search(f"public/art/{gid}.svg")
    assert not _game_word_pattern().search("public/icons/icon-192.png")


#: Import cycles that exist today, each (package folder, the modules of the cycle): none. The
#: test below fails when a listed cycle no longer exists, so this list can only shrink.
KNOWN_CYCLES: set[tuple[str, tuple[str, ...]]] = set()


def _packages() -> list[Path]:
    """Every package whose modules must not import each other in a circle: each game's core
    package, the page's ``app`` and each game's page package."""
    games = [p for p in sorted((ROOT / "core").iterdir()) if (p / "__init__.py").is_file()]
    pages = [p for p in sorted((ROOT / "web/app/games").iterdir()) if (p / "__init__.py").is_file()]
    return [ROOT / "core", *games, ROOT / "web/app", *pages]


def _sibling_imports(package: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, anywhere in the module (at the
    top or inside a function: an import moved into a function to dodge a cycle is still one),
    relative (``from . import x``, ``from .x import y``) or absolute (``from app.x ...``).
    Imports under ``if TYPE_CHECKING:`` do not count: they never run, and a protocol that
    names the types of the modules calling it (``core/keyflower/expansion.py``) is layered
    below them all the same."""
    modules = {p.stem for p in package.glob("*.py")}
    dotted = ".".join(package.relative_to(ROOT / "web" if package.is_relative_to(ROOT / "web")
                                          else ROOT).parts)
    edges: dict[str, set[str]] = {m: set() for m in modules}
    for m in modules:
        tree = ast.parse((package / f"{m}.py").read_text(encoding="utf-8"))
        typing_only = {id(n) for top in ast.walk(tree) if isinstance(top, ast.If)
                       and ast.unparse(top.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")
                       for stmt in top.body for n in ast.walk(stmt)}
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level == 1 or (node.level == 0 and base.startswith(dotted + ".")):
                    rest = base[len(dotted) + 1:] if node.level == 0 else base
                    if rest:
                        targets.append(rest.split(".")[0])
                    else:
                        targets += [a.name for a in node.names]
                elif node.level == 0 and base == dotted:
                    targets += [a.name for a in node.names]
            elif isinstance(node, ast.Import):
                targets += [a.name[len(dotted) + 1:].split(".")[0] for a in node.names
                            if a.name.startswith(dotted + ".")]
            edges[m] |= {t for t in targets if t in modules and t != m}
    return edges


def _cycles(edges: dict[str, set[str]]) -> list[tuple[str, ...]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[tuple[str, ...]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(tuple(sorted(component)))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import():
    edges = {"rules": {"explain", "notation"}, "explain": {"state"}, "notation": set(),
             "state": {"rules"}}
    assert _cycles(edges) == [("explain", "rules", "state")]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_package_has_an_import_cycle():
    """No module of a package imports (directly or through others, at the top or inside a
    function) a module that imports it back: the modules are layered, so each can be read,
    tested and replaced from the bottom up. Only :data:`KNOWN_CYCLES` are left, and each of
    them must still exist."""
    found = set()
    for package in _packages():
        rel = package.relative_to(ROOT).as_posix()
        found |= {(rel, cycle) for cycle in _cycles(_sibling_imports(package))}
    new = sorted(found - KNOWN_CYCLES)
    gone = sorted(KNOWN_CYCLES - found)
    assert not new, f"import cycles: {new}"
    assert not gone, f"KNOWN_CYCLES lists cycles that no longer exist (remove them): {gone}"


#: Packages whose game class or renderer still forwards to its own modules: none. The test
#: fails when a listed file binds its modules, so this list can only shrink.
FORWARDING: set[str] = set()


def _bound_methods() -> set[str]:
    """The methods ``Game`` and ``GameRenderer`` implement from a game's bound modules."""
    from app.contract import GameRenderer
    from core.protocol import Game

    names = set()
    for base, marks in ((Game, ("self.modules", "self._bound()")),
                        (GameRenderer, ("self.input", "self.hints", "self.guide", "self.texts",
                                        "self.panel", "self.board_type"))):
        for name, fn in vars(base).items():
            if inspect.isfunction(fn) and any(m in inspect.getsource(fn) for m in marks):
                names.add(name)
    return names


def _forwarders(rel: str) -> list[str]:
    """The methods of the classes in ``rel`` that the bases implement from the bound modules
    and whose whole body (after a docstring) returns a call of a function of an imported
    module: the one-line forwarders the bases replace."""
    tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
    modules = {(a.asname or a.name) for node in tree.body if isinstance(node, ast.ImportFrom)
               and node.level == 1 and not node.module for a in node.names}
    out, bound = [], _bound_methods()
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name in bound):
            body = [s for s in fn.body if not (isinstance(s, ast.Expr)
                                               and isinstance(s.value, ast.Constant))]
            if (len(body) == 1 and isinstance(body[0], ast.Return)
                    and isinstance(body[0].value, ast.Call)
                    and isinstance(body[0].value.func, ast.Attribute)
                    and isinstance(body[0].value.func.value, ast.Name)
                    and body[0].value.func.value.id in modules):
                out.append(f"{rel}: {cls.name}.{fn.name}")
    return out


def test_games_and_renderers_bind_their_modules_instead_of_forwarding():
    """``core.protocol.Game`` and ``app.contract.GameRenderer`` implement their surface from
    the modules a game binds; a game's class only declares them (and what is its own)."""
    found = []
    for gid in registry.ids():
        for folder in _own_folders(gid):
            rel = folder + "__init__.py"
            if (ROOT / rel).is_file() and rel not in FORWARDING:
                found += _forwarders(rel)
    assert not found, "one-line forwarders:\n" + "\n".join(found)
    stale = [rel for rel in sorted(FORWARDING) if not _forwarders(rel)]
    assert not stale, f"FORWARDING lists files that bind their modules now: {stale}"


def _expansion_packages(root: Path = ROOT) -> list[tuple[str, str]]:
    """Every (game package, expansion name) with a package ``core/<game>/expansions/<name>/``."""
    return sorted((p.parents[2].name, p.parent.name)
                  for p in root.glob("core/*/expansions/*/__init__.py"))


def _base_modules_naming(root: Path, game: str, name: str) -> list[str]:
    """The lines of ``core/<game>/``'s modules outside ``expansions/``, and of its rules source
    ``reference.html`` (an expansion's part is in its own: ``tools/rules_fragments.py``), that
    name the expansion ``name`` or its singular (any case; code, comments and docstrings)."""
    word = (name[:-1] if name.endswith("s") else name).lower()
    out = []
    base = root / "core" / game
    for path in [*sorted(base.rglob("*.py")), base / "reference.html"]:
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


def _page_expansions() -> list[tuple[str, str]]:
    """(game package, expansion) for every ``web/app/games/<game>/expansions/<name>/`` package."""
    return sorted((path.parents[2].name, path.parent.name)
                  for path in (ROOT / "web" / "app" / "games").glob("*/expansions/*/__init__.py"))


def test_the_base_page_package_does_not_name_its_expansions():
    """An expansion of a game's page lives in ``expansions/<name>/`` (issue 23): no file of the
    game's page package outside ``expansions/`` names it, in any case, with or without a
    trailing "s" (code, comments, docstrings and style sheets alike), so adding or removing
    one leaves the base game untouched. The Merchants are Keyflower's: the check has at least
    that expansion to look for."""
    found = _page_expansions()
    assert ("keyflower", "merchants") in found, f"expected Keyflower's Merchants among {found}"
    offenders = []
    for game, name in found:
        word = re.compile(re.escape(name[:-1] if name.endswith("s") else name), re.IGNORECASE)
        base = ROOT / "web" / "app" / "games" / game
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(base)
            if not path.is_file() or rel.parts[0] == "expansions" or "__pycache__" in rel.parts:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if word.search(line):
                    offenders.append(f"web/app/games/{game}/{rel.as_posix()}:{n}: {line.strip()[:90]}")
    assert not offenders, "a base page package names its expansion:\n" + "\n".join(offenders)
