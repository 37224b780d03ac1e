"""The rules reference as the build writes it into ``dist/rules/`` (``tools.rules_pages`` from
``core/reference.html`` and ``core/<game>/reference.html``; here into a temporary site folder):
every rule id has its section in both languages, every error links to an existing page and
anchor, and the pages are self-contained (relative, local links only), so they work offline
under any path. The examples, stand-ins and readings on the pages: test_rules_examples.py.

Standard library only (html.parser); the rule ids come from the core, never from a copy.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from core import registry
from core.errors import GENERAL_RULE_IDS, RuleError
from tests.core.rules_site import (CSS_URL, LANGS, PAGE_FILES, ROOT, STYLESHEET, Site, parse,
                                   position_section)
from tests.core.test_position import sampled_states


def game_rule_ids() -> list[tuple[str, str]]:
    return [(g.id, rule) for g in registry.games().values() for rule in g.rule_ids]


def anchor(rule: str) -> str:
    return rule.split("/", 1)[1]


def test_there_are_pages_and_a_stylesheet(site):
    names = {p.name for p in site.rules.glob("*.html")}
    assert names == set(PAGE_FILES), "the pages written differ from page_names()"
    for base in ("index", "general"):
        for lang in LANGS:
            assert f"{base}.{lang}.html" in names
    assert STYLESHEET.is_file()


@pytest.mark.parametrize("game_id", list(registry.games()))
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_rule_has_a_section(site, game_id, lang):
    game = registry.games()[game_id]
    assert game.rule_ids, f"{game_id} lists no rule ids"
    ids = set(parse(site.page(f"{game_id}.{lang}.html")).ids)
    missing = [r for r in game.rule_ids if anchor(r) not in ids]
    assert not missing, f"{game_id}.{lang}.html has no section for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_general_rule_has_a_section(site, lang):
    ids = set(parse(site.page(f"general.{lang}.html")).ids)
    missing = [r for r in GENERAL_RULE_IDS if anchor(r) not in ids]
    assert not missing, f"general.{lang}.html has no section for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_stad_en_land_explains_its_interpretations_and_notation(site, lang):
    ids = set(parse(site.page(f"stad-en-land.{lang}.html")).ids)
    assert {"interpretations", "notation", "options"} <= ids


_KEYS: dict[str, set[str]] = {}


def position_keys(game_id: str) -> set[str]:
    """Every top-level key of the game's position met along a random game with the fewest and
    one with the most players (default options), for every seat and the spectator."""
    if game_id not in _KEYS:
        game = registry.get(game_id)
        options = game.normalize_options({})
        keys: set[str] = set()
        for players in sorted({game.min_players, game.max_players}):
            for state in sampled_states(game_id, players, options, 1):
                for seat in [None, *range(players)]:
                    keys |= set(game.position(state, seat))
        _KEYS[game_id] = keys
    return _KEYS[game_id]


@pytest.mark.parametrize("game_id", list(registry.games()))
@pytest.mark.parametrize("lang", LANGS)
def test_the_position_table_lists_every_key(site, game_id, lang):
    """Rule <game>/position: the page's table names every key of ``replay``'s ``detail``, and
    no key the position does not have; each row has its meaning in this language."""
    sec = position_section(site.page(f"{game_id}.{lang}.html"))
    documented = set(sec.keys)
    assert len(documented) == len(sec.keys), "a key is listed twice"
    keys = position_keys(game_id)
    assert not keys - documented, f"keys not in the table: {sorted(keys - documented)}"
    assert not documented - keys, f"the table lists keys the position lacks: {sorted(documented - keys)}"
    assert {"nl": "Betekenis", "en": "Meaning"}[lang] in sec.flat


@pytest.mark.parametrize("game_id", list(registry.games()))
@pytest.mark.parametrize("lang", LANGS)
def test_the_position_example_is_what_replay_prints(site, game_id, lang):
    """The example under the table is the real output of ``python -m core replay --seat N``
    for the example record above it (the page spreads the one-line JSON over lines)."""
    sec = position_section(site.page(f"{game_id}.{lang}.html"))
    assert sec.record.strip() and sec.replay.strip() and sec.seat is not None
    proc = subprocess.run([sys.executable, "-m", "core", "replay", "-", "--seat", sec.seat], cwd=ROOT,
                          input=sec.record, capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(sec.replay) == json.loads(proc.stdout)
    assert json.loads(sec.replay)["game"] == game_id


def _rules_by_page() -> dict[str, list[str]]:
    """Every rule id (games and general), grouped by the reference page RuleError links to."""
    out: dict[str, list[str]] = {}
    for rule in [r for _, r in game_rule_ids()] + list(GENERAL_RULE_IDS):
        out.setdefault(RuleError(rule, "", "").reference, []).append(rule)
    return out


@pytest.mark.parametrize("reference", list(_rules_by_page()))
@pytest.mark.parametrize("lang", LANGS)
def test_rule_error_links_point_at_an_existing_page_and_anchor(site, reference, lang):
    problems = []
    for rule in _rules_by_page()[reference]:
        href = RuleError(rule, "", "").href(lang)
        path, _, frag = href.partition("#")
        assert path.startswith("rules/") and path.endswith(f".{lang}.html"), href
        target = site.root / path
        if not target.is_file():
            problems.append(f"{rule} -> {href}: no such page")
        elif not frag or frag not in parse(target).ids:
            problems.append(f"{rule} -> {href}: no such anchor")
    assert not problems, problems


def _raised_rule_ids() -> list[tuple[str, str]]:
    """Every literal rule id passed straight to RuleError(...) anywhere in core/."""
    found = []
    for path in sorted((ROOT / "core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name == "RuleError" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.append((str(path.relative_to(ROOT)), first.value))
    return found


def test_every_rule_id_the_core_raises_is_documented():
    raised = _raised_rule_ids()
    assert raised, "found no RuleError(...) calls in core/: the scan is broken"
    known = set(GENERAL_RULE_IDS) | {r for _, r in game_rule_ids()}
    unknown = sorted({f"{where}: {rule}" for where, rule in raised if rule not in known})
    assert not unknown, f"rule ids without a section in the reference: {unknown}"


@pytest.mark.parametrize("page_name", PAGE_FILES)
def test_page_declares_its_language_and_links_the_other_one(site, page_name):
    page = site.page(page_name)
    parsed = parse(page)
    m = re.fullmatch(r"(.+)\.(nl|en)\.html", page.name)
    assert m, f"{page.name} is not named <name>.<nl|en>.html"
    base, lang = m.groups()
    assert parsed.lang == lang, f"{page.name} declares lang={parsed.lang!r}"
    other = "en" if lang == "nl" else "nl"
    hrefs = [v for _, attr, v in parsed.urls if attr == "href"]
    assert f"{base}.{other}.html" in hrefs, f"{page.name} has no link to its {other} version"
    assert "../index.html" in hrefs, f"{page.name} has no link back to the game"
    assert "rules.css" in parsed.stylesheets, f"{page.name} does not use rules.css"


@pytest.mark.parametrize("page_name", [p for p in PAGE_FILES if p.endswith(".nl.html")])
def test_both_languages_have_the_same_anchors(site, page_name):
    page = site.page(page_name)
    nl = parse(page).ids
    en = parse(page.with_name(page.name.replace(".nl.html", ".en.html"))).ids
    assert len(nl) == len(set(nl)), f"duplicate ids in {page.name}"
    assert len(en) == len(set(en)), f"duplicate ids in the English {page.name}"
    assert set(nl) == set(en), f"anchors differ: only nl {set(nl) - set(en)}, only en {set(en) - set(nl)}"


def _check_local_target(site: Site, page: Path, value: str) -> str | None:
    """None if ``value`` (a URL found in ``page``) is a relative link to something that exists."""
    value = value.strip()
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or value.startswith("//") or value.startswith("/"):
        return f"{value!r} is not a relative local link"
    if not parts.path:  # "#anchor" on the same page
        if parts.fragment and parts.fragment not in parse(page).ids:
            return f"{value!r}: no such anchor"
        return None
    target = (page.parent / unquote(parts.path)).resolve()
    # A file of the site: a generated page, or one build.py copies from public/ or web/.
    try:
        rel = target.relative_to(site.root.resolve())
    except ValueError:
        return f"{value!r} leaves the site"
    found = site.file(rel.as_posix())
    if found is None:
        if rel.parts[0] == "rules":
            return f"{value!r}: no such file"
        return f"{value!r}: neither public/{rel} nor web/{rel} exists"
    if parts.fragment and found.suffix == ".html" and parts.fragment not in parse(found).ids:
        return f"{value!r}: no such anchor"
    return None


@pytest.mark.parametrize("page_name", PAGE_FILES)
def test_links_are_relative_local_and_exist(site, page_name):
    page = site.page(page_name)
    parsed = parse(page)
    problems = []
    for tag, attr, value in parsed.urls:
        for item in ([v.strip().split()[0] for v in value.split(",") if v.strip()] if attr == "srcset" else [value]):
            why = _check_local_target(site, page, item)
            if why:
                problems.append(f"<{tag} {attr}>: {why}")
    for css in parsed.styles:
        for m in CSS_URL.finditer(css):
            why = _check_local_target(site, page, m.group(2) or m.group(4))
            if why:
                problems.append(f"inline style: {why}")
    assert not problems, f"{page.name}: {problems}"


#: The scripts of the rules pages (their bar and its search), beside the stylesheet.
SCRIPTS = {path.name: path for path in sorted(STYLESHEET.parent.glob("*.js"))}


@pytest.mark.parametrize("name", PAGE_FILES + ["rules.css", *SCRIPTS])
def test_nothing_refers_to_another_origin(site, name):
    path = STYLESHEET if name == "rules.css" else SCRIPTS[name] if name in SCRIPTS else site.page(name)
    text = path.read_text(encoding="utf-8")
    for pattern in (r"https?:", r"""(?:["'(=\s])//[^\s"')]""", r"\bftp:", r"\bwss?:"):
        hit = re.search(pattern, text, re.IGNORECASE)
        assert not hit, f"{path.name} refers to another origin: ...{text[max(0, hit.start() - 40):hit.end() + 40]}..."
    if path.suffix == ".html":
        # its scripts are the files beside the stylesheet (the Content-Security-Policy allows
        # no other kind: nothing inline, nothing from elsewhere)
        scripts = re.findall(r"<script\b[^>]*>.*?</script>", text, re.DOTALL)
        assert len(SCRIPTS) >= 2 and sorted(scripts) == [f'<script src="{name}" defer></script>' for name in SCRIPTS], (
            f"{path.name}: {scripts}")


def test_stylesheet_loads_nothing_else():
    css = STYLESHEET.read_text(encoding="utf-8")
    assert not CSS_URL.search(css), "rules.css loads another file (fonts, images, imports)"
