"""Write the rules reference of the site (``rules/<page>.<nl|en>.html``) from one bilingual
source per page. Standard library only; runs under the system python3 at build time.

Sources (format: ``tools/rules_source.py``):

- ``core/reference.html``: the page ``general`` (records, links and their messages, the
  ``record/``, ``core/`` and ``link/`` rule ids);
- ``core/<game package>/reference.html``: the page ``<game id>`` of each game registered in
  ``core.registry`` (its rule ids are the anchors ``RuleError.href`` links to), with its
  expansions' fragments (``expansions/<name>/reference.html``) at the base source's markers
  (``tools/rules_fragments.py``);
- the index ``index.<lang>.html`` is made from the registry's game list: every registered game
  gets a line, from ``registry.about()`` and its source's ``<index-entry>``, so a new game
  appears without editing anything here (a registered game without a source is an error).

A ``<board-diagram>`` in a source becomes an inline SVG (``tools/diagrams.py``), in each
language with its own name. Every page gets the same shell as before these pages were
generated: ``rules.css`` (which stays in ``public/rules/``), the language switch, the links
back to the game and the index.
Only relative links are written, so the pages work offline under any path.

    python3 -m tools.rules_pages OUT_DIR    write the pages into OUT_DIR (e.g. dist/rules)
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from tools.diagrams import expand
from tools.rules_fragments import assemble
from tools.rules_search import search_index
from tools.rules_source import LANGS, SourceError, split_source

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "core"
SOURCE_NAME = "reference.html"
GENERAL = "general"
INDEX = "index"

#: The words of the shell around every page, and of the index (the index has no source).
WORDS = {
    "nl": {
        "other": "English", "nav": "Navigatie", "back": "← Terug naar het spel",
        "all": "Alle spelregels", "general": "Partijen en links",
        "foot": "Speeltafel. De teksten op deze pagina's zijn onze eigen beschrijving van de regels.",
        "back_short": "Terug naar het spel",
        "index_title": "Spelregels",
        "index_lead": "De regels van de spellen op Speeltafel, in het Nederlands en het Engels.",
        "games": "Spellen", "players": "{n} spelers",
        "for_all": "Voor alle spellen",
        "general_line": "hoe een spel wordt opgeschreven en gedeeld,\nen wat de meldingen daarover betekenen.",
        "game": "Spel", "contents": "Inhoud", "search": "Zoeken", "close": "Sluiten",
        "search_label": "Zoek in de spelregels", "found": "{n} plekken gevonden", "found_one": "1 plek gevonden",
        "none": "Niets gevonden", "short": "Typ minstens twee letters",
        "broken": "Zoeken lukt hier niet: de woordenlijst kon niet worden geladen",
    },
    "en": {
        "other": "Nederlands", "nav": "Navigation", "back": "← Back to the game",
        "all": "All rules", "general": "Records and links",
        "foot": "Speeltafel. The texts on these pages are our own description of the rules.",
        "back_short": "Back to the game",
        "index_title": "Rules",
        "index_lead": "The rules of the games on Speeltafel, in Dutch and English.",
        "games": "Games", "players": "{n} players",
        "for_all": "For every game",
        "general_line": "how a game is written down and shared, and\nwhat the messages about that mean.",
        "game": "Game", "contents": "Contents", "search": "Search", "close": "Close",
        "search_label": "Search the rules", "found": "{n} places found", "found_one": "1 place found",
        "none": "Nothing found", "short": "Type at least two letters",
        "broken": "Search does not work here: its word list could not be loaded",
    },
}


def _other(lang: str) -> str:
    return "en" if lang == "nl" else "nl"


def game_sources() -> dict[str, Path]:
    """Game id -> its ``reference.html``, for every registered game, in menu order. The game's
    package is the one holding its ``GAME`` (``core.<package>``). Every game needs one: its
    rule errors link to its page. Raises ``SourceError`` naming the missing file."""
    from core import registry

    out = {}
    for game_id in registry.ids():
        module = type(registry.get(game_id)).__module__
        package = module.split(".")[:2]
        source = ROOT.joinpath(*package) / SOURCE_NAME
        if not source.is_file():
            raise SourceError(f"game {game_id!r} has no rules source {source.relative_to(ROOT).as_posix()}")
        out[game_id] = source
    return out


def sources() -> dict[str, Path]:
    """Page name -> its source: ``general`` first, then the games in menu order."""
    return {GENERAL: CORE / SOURCE_NAME, **game_sources()}


def page_names() -> list[str]:
    """Every page written (without ``.<lang>.html``): the index, general, each game."""
    return [INDEX, *sources()]


#: The rules pages' icon, relative to dist/rules/: the app's own (public/icons/).
ICON = "../icons/icon-192.png"


#: The scripts of every page (files of the site, in public/rules/): the bar, its search.
SCRIPTS = '<script src="rules.js" defer></script>\n<script src="rules-search.js" defer></script>'
#: The wrapper every table gets: a table scrolls sideways in it, never the page (issue 24). It
#: can take the keyboard's focus, so the arrow keys scroll it too.
SCROLLER = '<div class="scroll" tabindex="0">'
_TABLE = re.compile(r"<table\b.*?</table>", re.DOTALL | re.IGNORECASE)
_OLD_SCROLLER = re.compile(r'<div class="scroll">(?=\s*<table\b)', re.IGNORECASE)
_TOC = re.compile(r'<nav class="toc"[^>]*>.*?</nav>', re.DOTALL)


def wrap_tables(main: str) -> str:
    """``main`` with every ``<table>`` inside a :data:`SCROLLER`: a wrapper written in the
    source (``<div class="scroll">`` right before the table) becomes one, any other table gets
    one. Tables do not nest in the sources, so the first ``</table>`` closes each."""
    main = _OLD_SCROLLER.sub(SCROLLER, main)
    out, last = [], 0
    for table in _TABLE.finditer(main):
        wrapped = main[:table.start()].rstrip().endswith(SCROLLER)
        out.append(main[last:table.start()])
        out.append(table.group() if wrapped else SCROLLER + table.group() + "</div>")
        last = table.end()
    return "".join(out) + main[last:]


def toc_list(main: str) -> str:
    """The list of the page's contents (``<nav class="toc">``: from its first ``<ol`` to its
    last ``</ol>``), for the contents panel of the bar; empty when the page has none."""
    found = _TOC.search(main)
    if found is None or "<ol" not in found.group():
        return ""
    nav = found.group()
    return nav[nav.index("<ol"):nav.rindex("</ol>") + len("</ol>")]


def _panels(lang: str, main: str) -> str:
    """The bar's two drop-down panels: the page's contents (when it has any) and the search.
    The search's messages ride along as data attributes: rules.js holds no words."""
    w = WORDS[lang]
    toc = toc_list(main)
    links = (f'<p class="panel-links"><a href="index.{lang}.html">{w["all"]}</a> · '
             f'<a href="general.{lang}.html">{w["general"]}</a></p>\n')
    toc_panel = (f'<div class="panel" id="toc-panel" hidden>\n<nav aria-label="{w["contents"]}">{toc}</nav>\n'
                 f"{links}</div>\n") if toc else ""
    says = "".join(f' data-{key}="{html.escape(w[key], quote=True)}"'
                   for key in ("found", "found_one", "none", "short", "broken"))
    return (
        toc_panel
        + f'<div class="panel" id="search-panel" role="search" data-index="search.{lang}.json"{says} hidden>\n'
        f'<label for="search-input">{w["search_label"]}</label>\n'
        '<input type="search" id="search-input" autocomplete="off" spellcheck="false" enterkeyhint="search">\n'
        '<p class="search-status" id="search-status" role="status"></p>\n'
        '<ol class="results" id="search-results"></ol>\n</div>\n'
    )


def _bar(page: str, lang: str, title: str, main: str) -> str:
    """The sticky bar: back to the game, the page's title, contents, search, the other
    language. The two buttons stay hidden until rules.js runs (without it they do nothing)."""
    w = WORDS[lang]
    other = _other(lang)
    nav_all = "" if page == INDEX else f'<a class="all" href="index.{lang}.html">{w["all"]}</a>\n'
    toc = ('<button type="button" class="tool" aria-controls="toc-panel" aria-expanded="false" hidden>'
           f'{w["contents"]}</button>\n') if toc_list(main) else ""
    return (
        '<header class="top">\n'
        f'<nav class="bar" aria-label="{w["nav"]}">\n'
        f'<a class="back" href="../index.html" aria-label="{w["back_short"]}"><span aria-hidden="true">← </span>'
        f'<span class="wide">{w["back"].lstrip("← ")}</span><span class="narrow">{w["game"]}</span></a>\n'
        f"{nav_all}"
        f'<span class="title">{title}</span>\n'
        f"{toc}"
        '<button type="button" class="tool" aria-controls="search-panel" aria-expanded="false" hidden>'
        f'{w["search"]}</button>\n'
        f'<a class="lang" href="{page}.{other}.html" hreflang="{other}" lang="{other}" aria-label="{w["other"]}">'
        f'<span class="wide">{w["other"]}</span><span class="narrow">{other.upper()}</span></a>\n'
        "</nav>\n"
        f"{_panels(lang, main)}"
        "</header>\n"
    )


def shell(page: str, lang: str, title: str, main: str, source: str | None) -> str:
    """A whole page: head, the sticky bar with its panels, ``main`` (every table in a
    scroller of its own), footer, as every rules page has them. :data:`SCRIPTS` (files of the
    site, as the Content-Security-Policy wants) make the bar's contents and search work."""
    w = WORDS[lang]
    other = _other(lang)
    made = f"from {source} " if source else ""
    main = wrap_tables(main)
    return (
        "<!doctype html>\n"
        f"<!-- Generated {made}by tools/rules_pages.py at build time: edit the source, not this page. -->\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light">\n'
        f"<title>{title} · Speeltafel</title>\n"
        '<link rel="stylesheet" href="rules.css">\n'
        f"{SCRIPTS}\n"
        # an icon of the site (cached offline with it), so the browser does not ask for a
        # missing favicon.ico, which fails offline (issue 10)
        f'<link rel="icon" type="image/png" href="{ICON}">\n'
        f'<link rel="alternate" hreflang="{other}" href="{page}.{other}.html">\n'
        "</head>\n<body>\n"
        f"{_bar(page, lang, title, main)}"
        f"<main>{main}</main>\n"
        '<footer class="foot">\n'
        f"<p>{w['foot']}</p>\n"
        f'<p><a href="index.{lang}.html">{w["all"]}</a> · <a href="general.{lang}.html">{w["general"]}</a>'
        f' · <a href="../index.html">{w["back_short"]}</a></p>\n'
        "</footer>\n</body>\n</html>\n"
    )


def _players(about: dict, lang: str) -> str:
    low, high = about["min_players"], about["max_players"]
    return WORDS[lang]["players"].format(n=low if low == high else f"{low}–{high}")


def index_main(lang: str, entries: dict[str, str]) -> str:
    """The index's body: one line per game (``entries``: game id -> its index entry in
    ``lang``), then the general page."""
    from core import registry

    w = WORDS[lang]
    lines = []
    for game_id, entry in entries.items():
        title = html.escape(registry.about(game_id)["titles"][lang])
        players = _players(registry.about(game_id), lang)
        lines.append(f'<li><a href="{game_id}.{lang}.html"><strong>{title}</strong></a>: {players}. '
                     f"{entry.strip()}</li>\n")
    return (
        f"\n<h1>{w['index_title']}</h1>\n"
        f'<p class="lead">{w["index_lead"]}</p>\n'
        f'<section id="games">\n<h2>{w["games"]}</h2>\n<ul class="games">\n{"".join(lines)}</ul>\n</section>\n'
        f'<section id="general">\n<h2>{w["for_all"]}</h2>\n'
        f'<p><a href="general.{lang}.html">{w["general"]}</a>: {w["general_line"]}</p>\n</section>\n'
    )


def render_pages() -> dict[str, str]:
    """File name -> text of every rules page. Raises ``SourceError`` for a broken source."""
    out: dict[str, str] = {}
    entries: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
    for page, path in sources().items():
        name = path.relative_to(ROOT).as_posix()
        split = split_source(assemble(path), name)
        for lang in LANGS:
            parts = split[lang].parts
            if page != GENERAL:
                if "index-entry" not in parts:
                    raise SourceError(f"{name}: no <index-entry> (the game's line on the rules index)")
                entries[lang][page] = parts["index-entry"]
            main = expand(parts["main"], f"{name} ({lang})")
            out[f"{page}.{lang}.html"] = shell(page, lang, parts["page-title"].strip(), main, name)
    for lang in LANGS:
        main = index_main(lang, entries[lang])
        out[f"{INDEX}.{lang}.html"] = shell(INDEX, lang, WORDS[lang]["index_title"], main, None)
    return out


#: The search index of one language, next to the pages (``tools/rules_search.py``).
SEARCH_INDEX = "search.{lang}.json"
_TITLE = re.compile(r"<title>(.*?) · Speeltafel</title>", re.DOTALL)


def render_search(pages: dict[str, str]) -> dict[str, str]:
    """File name -> text of each language's search index, made from the rendered ``pages``:
    every page but the index (a list of links), general first, then the games in menu order."""
    out = {}
    for lang in LANGS:
        names = [f"{page}.{lang}.html" for page in sources()]
        titles = {}
        for name in names:
            found = _TITLE.search(pages[name])
            titles[name] = html.unescape(found.group(1)) if found else name
        out[SEARCH_INDEX.format(lang=lang)] = search_index({name: pages[name] for name in names}, titles)
    return out


def write_rules_pages(out_dir: Path) -> list[Path]:
    """Write every rules page and each language's search index into ``out_dir`` (created if
    missing); return the files written, sorted. ``rules.css`` and the scripts are not written
    here: they are static files in ``public/rules/``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    pages = render_pages()
    for name, text in {**pages, **render_search(pages)}.items():
        target = out_dir / name
        target.write_text(text, encoding="utf-8")
        written.append(target)
    return sorted(written)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 -m tools.rules_pages OUT_DIR", file=sys.stderr)
        return 2
    try:
        for path in write_rules_pages(Path(argv[0])):
            print(path)
    except SourceError as error:
        print(f"rules pages: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
