"""Files in and out of the page: export the record, export data set aside from storage
(issue 9: bad saved data is kept for export, never deleted), import a record file."""

from __future__ import annotations

from . import page

from . import browser
from .i18n import t
from .session import ReplayError


def export_record(app) -> None:
    """Download the current record as ``<game>-<time>.txt``."""
    match = app.session.match
    if match is None:
        return
    name = f"{match.game.id}-{browser.timestamp()}.txt"
    browser.download_text(name, app.session.record_text())
    app.message(lambda lang: (t(lang, "exported", file=name), None), "info")


def export_set_aside(app) -> None:
    """Download what :meth:`Session.set_aside_bad_saves` kept, as it was stored."""
    name = f"speeltafel-set-aside-{browser.timestamp()}.txt"
    browser.download_text(name, app.session.set_aside_text())
    app.message(lambda lang: (t(lang, "exported", file=name), None), "info")


async def import_file(app, field) -> None:
    """Open the record file chosen in ``field``: it becomes the current game only when it
    replays and has a renderer; otherwise a message says why and nothing changes."""
    files = field.files
    if page.is_none(files) or int(files.length) == 0:
        return
    file = files.item(0)
    try:
        text = str(await file.text())
    except Exception:
        app.message(lambda lang: (t(lang, "import_unreadable"), None), "error")
        return
    finally:
        field.value = ""
    try:
        match = app.session.read_record(text)
    except ReplayError as e:
        app.show_rule_error(e, "import_error")
        return
    if not app._playable(match.game.id):
        title = match.game.titles
        app.message(lambda lang: (t(lang, "not_playable", game=title.get(lang, match.game.id)), None),
                    "error")
        return
    kind = app.session.adopt(match)
    app.show_game()
    app.message(lambda lang: (t(lang, "imported" if kind == "new" else "link_opened_" + kind), None),
                "info", ("to-current", "back_to_current") if kind == "earlier" else None)
