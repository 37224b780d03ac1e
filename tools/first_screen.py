"""The first screen (issue 14): static HTML in ``index.html`` that is useful before Python runs.

The build writes it from the registry (``core.registry.about``, ``app.renderers.catalogue``)
and the page's own texts (``app.i18n``), in both languages at once: every text is a pair of
``<span lang="nl">`` / ``<span lang="en">``, and the style sheet shows the pair's half that
matches ``<html lang>``. It holds the top bar with the language switch, the list of games with
their "New game" buttons and rules links, a card for a shared link or the game that was open
when the page was left (``web/first-screen.js`` fills in the game and the players from the
link or the saved game) and the footnote. ``first-screen.js`` makes
it work: the language switch at once, a "New game" click remembered until the app takes over
(``app.main``), which then removes this screen.
"""

from __future__ import annotations

import html
import importlib
import importlib.util
import re
import sys
from pathlib import Path

from tools.console import BuildError

#: The line of ``web/index.html`` that the screen replaces.
MARKER = re.compile(r"^[ \t]*<!-- speeltafel:first-screen[^>]*-->\n", re.M)
LANGS = ("nl", "en")
#: The name the page's package is imported under here, so it never meets a test's ``app``.
ALIAS = "speeltafel_first_screen_app"


def _page_modules(web: Path):
    """``(i18n, renderers)`` of the page package in ``web/app``, imported under :data:`ALIAS`."""
    spec = importlib.util.spec_from_file_location(
        ALIAS, web / "app" / "__init__.py", submodule_search_locations=[str(web / "app")])
    if spec is None or spec.loader is None:
        raise BuildError(f"{web / 'app'} is not a Python package")
    package = importlib.util.module_from_spec(spec)
    sys.modules[ALIAS] = package
    try:
        spec.loader.exec_module(package)
        return (importlib.import_module(f"{ALIAS}.i18n"), importlib.import_module(f"{ALIAS}.renderers"))
    finally:
        for name in [n for n in sys.modules if n == ALIAS or n.startswith(ALIAS + ".")]:
            del sys.modules[name]


def _both(texts: dict[str, str], tag: str = "span", attrs: str = "") -> str:
    """One element per language, each with its ``lang``; ``texts`` are escaped here."""
    return "".join(f'<{tag} lang="{lang}"{attrs}>{html.escape(texts[lang])}</{tag}>' for lang in LANGS)


def first_screen(web: Path) -> str:
    """The first screen's HTML for the page in ``web`` (one ``<div id="first">``)."""
    from core import registry

    i18n, renderers = _page_modules(web)

    def say(key: str, **values) -> dict[str, str]:
        return {lang: i18n.t(lang, key, **values) for lang in LANGS}

    cards = []
    for entry in renderers.catalogue([registry.about(gid) for gid in registry.ids()]):
        gid, game = entry["id"], entry["about"]
        low, high = game["min_players"], game["max_players"]
        players = say("players_n", n=low) if low == high else say("players_range", a=low, b=high)
        gid_attr = html.escape(gid, quote=True)
        if entry["playable"]:
            actions = (f'<button type="button" class="btn primary" data-first-game="{gid_attr}" '
                       f'data-testid="first-new-game-{gid_attr}">{_both(say("new_game"))}</button>'
                       + "".join(f'<a class="rules-link" lang="{lang}" href="rules/{gid_attr}.{lang}.html">'
                                 f'{html.escape(i18n.t(lang, "rules"))}</a>'
                                 for lang in LANGS))
        else:
            actions = f'<span class="badge">{_both(say("coming_soon"))}</span>'
        art = "coming" if entry["announced"] else gid_attr
        titles = {lang: game["titles"].get(lang, gid) for lang in LANGS}
        summary = {lang: game["summary"].get(lang, "") for lang in LANGS}
        cards.append(
            f'<li class="game-card {"playable" if entry["playable"] else "coming"}" '
            f'data-testid="first-game-{gid_attr}" data-game="{gid_attr}">'
            f'<div class="card-art art-{art}" aria-hidden="true"></div><div class="card-body">'
            f'<h3>{_both(titles)}</h3><p class="card-players">{_both(players)}</p>'
            f'<p class="card-desc">{_both(summary)}</p><div class="card-actions">{actions}</div>'
            f'<p class="first-waiting" data-testid="first-waiting-{gid_attr}" hidden>'
            f'{_both(say("first_waiting"))}</p></div></li>')
    all_rules = "".join(f'<a lang="{lang}" href="rules/index.{lang}.html">'
                        f'{html.escape(i18n.t(lang, "all_rules"))}</a>' for lang in LANGS)
    return (
        '<div id="first" class="first" data-testid="first-screen">'
        '<header class="topbar"><span class="brand"><span class="brand-mark" aria-hidden="true"></span>'
        '<span class="brand-name">Speeltafel</span></span><span class="topbar-title"></span>'
        '<button type="button" class="btn lang" data-first-lang data-testid="first-lang" '
        + " ".join(f'data-label-{lang}="{html.escape(i18n.t(lang, "lang_switch"), quote=True)}"'
                   for lang in LANGS) + '>'
        f'{_both({"nl": "EN", "en": "NL"})}</button></header>'
        '<main class="main"><section class="screen home">'
        f'<div class="hero"><h1>Speeltafel</h1><p class="tagline">{_both(say("tagline"))}</p></div>'
        '<section class="first-link card" data-testid="first-link" hidden>'
        f'<h2 class="section-title"><span data-kind="link">{_both(say("first_link"))}</span>'
        f'<span data-kind="resume">{_both(say("first_resume"))}</span></h2>'
        '<p class="first-link-game" data-testid="first-link-game"></p>'
        f'<p class="first-link-players">{_both(say("first_link_players"))} '
        '<span class="first-link-names" data-testid="first-link-players"></span></p>'
        f'<p class="hint"><span data-kind="link">{_both(say("first_link_opening"))}</span>'
        f'<span data-kind="resume">{_both(say("first_resume_opening"))}</span></p></section>'
        f'<h2 class="section-title">{_both(say("games"))}</h2>'
        f'<ul class="game-list">{"".join(cards)}</ul>'
        f'<p class="footnote">{_both(say("offline_note"))} {all_rules}</p>'
        '</section></main></div>')


def write_first_screen(dist: Path, web: Path) -> None:
    """Put the first screen in place of the marker line of ``dist/index.html`` (exactly one)."""
    index = dist / "index.html"
    page = index.read_text(encoding="utf-8")
    if len(MARKER.findall(page)) != 1:
        raise BuildError("web/index.html needs exactly one <!-- speeltafel:first-screen --> line")
    index.write_text(MARKER.sub(lambda _: f"  {first_screen(web)}\n", page), encoding="utf-8")
