"""What an expansion adds stays in its packages (issue 23): no file of a base game's core or
page package outside ``expansions/`` (modules, the rules source ``reference.html``, style
sheets) uses the words of what the expansion adds, in English or Dutch; with a self-test on
the lines the base held before. (That the base does not name the expansion itself:
``tests/test_shape.py``.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_shape import ROOT, _expansion_packages


#: Per (game, expansion): what it adds (patterns, any case) that no base module may use (issue 23).
#: Words in English and Dutch: the base's texts and rules source (``reference.html``, whose
#: expansion parts are slots filled from the expansion's own, ``tools/rules_fragments.py``) are
#: checked as its modules are; ``II`` marks the Merchants' II boats (Flipper II, Sea Bastion II).
EXPANSION_NAMES = {("keyflower", "merchants"): (r"(?<![.\w])contract(s|en)?(?!\w)", r"ContractSide",
                                              r"\bhuts?\b", r"\bhutten\b", r"ext_colour", r"\bextensions?\b",
                                              r"\bII\b")}


def _base_naming(root: Path, game: str, names: tuple[str, ...]) -> list[str]:
    """The lines of ``core/<game>/`` and ``web/app/games/<game>/`` files outside their
    ``expansions/`` (modules, the rules source ``reference.html``, style sheets: every text
    file) that match one of ``names`` (``.contract``: the page's ``app.contract``)."""
    pattern, out = re.compile("|".join(names), re.IGNORECASE), []
    for base in (root / "core" / game, root / "web" / "app" / "games" / game):
        for path in sorted(p for p in base.rglob("*") if p.is_file() and p.suffix != ".pyc"
                           and p.relative_to(base).parts[0] != "expansions"):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    out.append(f"{path.relative_to(root).as_posix()}:{n}: {line.strip()[:90]}")
    return out


@pytest.mark.parametrize("game, name", sorted(EXPANSION_NAMES))
def test_a_base_game_does_not_name_what_its_expansions_add(game, name):
    """Its tile kinds, side fields and choice words live in its packages, reached by hooks."""
    assert (game, name) in _expansion_packages()
    offenders = _base_naming(ROOT, game, EXPANSION_NAMES[(game, name)])
    assert not offenders, f"{game}'s base names what {name} adds:\n" + "\n".join(offenders)


def test_the_names_check_finds_what_the_base_held_before(tmp_path):
    """The base lines of issue 23's time, each found; the page's ``app.contract`` passes."""
    page = tmp_path / "web" / "app" / "games" / "g"
    (tmp_path / "core" / "g").mkdir(parents=True)
    (page / "expansions" / "x").mkdir(parents=True)
    (tmp_path / "core" / "g" / "tiles.py").write_text(
        'if kind == "contract":\n    contracts: int = 0\nside = ContractSide()\nx = 1\n')
    (page / "panel.py").write_text("from ...contract import GameRenderer\nSym('contract', '', 1)\n")
    (page / "expansions" / "x" / "a.py").write_text("contract\n")
    # issue 23's leftovers: a base panel text naming Flipper II's extension, the base rules
    # source naming huts, extensions and contracts (both languages); a slot marker passes
    (page / "panel_texts.py").write_text(
        '"kf_final_flip": "Flipper draait om (Flipper II: een gratis uitbreiding)",\n'
        '"kf_final_flip": "Flipper turns over (Flipper II: a free extension)",\n"kf_flip": "Flipper kiest {tile}",\n')
    (tmp_path / "core" / "g" / "reference.html").write_text(
        "<nl>alle dorpen met hun tegels, kanten, hutten, uitbreidingen</nl>\n"
        "<en>every village with its tiles, sides, huts, extensions</en>\n<nl>de contracten</nl>\n"
        "<nl>tegels, kanten<!-- expansion-slot position-detail-village-nl --></nl>\n")
    found = _base_naming(tmp_path, "g", EXPANSION_NAMES[("keyflower", "merchants")])
    assert [f.split(": ")[0] for f in found] == [
        "core/g/reference.html:1", "core/g/reference.html:2", "core/g/reference.html:3",
        "core/g/tiles.py:1", "core/g/tiles.py:2", "core/g/tiles.py:3", "web/app/games/g/panel.py:2",
        "web/app/games/g/panel_texts.py:1", "web/app/games/g/panel_texts.py:2"]
