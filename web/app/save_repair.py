"""Saved data that cannot be restored, and saves of earlier versions (issues 9 and 10).

Start-up never depends on what storage holds: :func:`set_aside_bad_saves` moves saved data
that cannot be restored exactly to :data:`SET_ASIDE_KEY` (raw text, newest first, never
deleted unless the text grows past :data:`SET_ASIDE_MAX`, then the oldest items go), and moves
the one-slot saves of versions before issue 10 into the store of games. Functions take the
``session.Session`` whose storage they work on.
"""

from __future__ import annotations

import json

from core.errors import RuleError
from core.match import Match

from . import saved_games as store
from .saved_games import Saved, redo_list as _redo_list

#: The one-slot saves of versions before issue 10 (migrated into the store at start-up).
AUTOSAVE_KEY = "speeltafel:autosave"
PREVIOUS_KEY = "speeltafel:previous"
#: Where unreadable saved data is kept (raw text, newest first, separated by SET_ASIDE_GAP);
#: boot.js's "start without the saved game" writes here too.
SET_ASIDE_KEY = "speeltafel:set-aside"
SET_ASIDE_GAP = "\n\n----\n\n"
#: The set-aside text is cut (oldest items first) beyond this many characters.
SET_ASIDE_MAX = 256 * 1024


def set_aside_bad_saves(session) -> bool:
    """Before the first screen: move the one-slot saves of earlier versions into the store,
    and move saved data that cannot be restored exactly (see :func:`save_problem`) to
    :data:`SET_ASIDE_KEY`; the game a fresh page opens is replayed here, every other game
    when it is opened. True when something was set aside (the page then shows a notice).
    Never raises."""
    moved = False
    for old, order in ((PREVIOUS_KEY, -1.0), (AUTOSAVE_KEY, 0.0)):
        raw = session._get(old)
        if not raw:
            continue
        # the old slot is emptied only once its text is safe elsewhere (a full storage
        # leaves it where it is, for the next start)
        if save_problem(raw):
            safe = keep_aside(session, raw)
            moved = True
        else:
            safe = _migrate(session, raw, order, open_=old == AUTOSAVE_KEY)
        if safe:
            session._put(old, "")
    for save_id in store.ids(session.storage):
        raw = session._get(store.key(save_id))
        if raw is None:
            continue
        check = save_id == session._get(store.LAST_OPEN_KEY)
        if store.parse(save_id, raw) is None or (check and save_problem(raw, session._replay)):
            if keep_aside(session, raw):
                store.remove(session.storage, save_id)
            elif check:
                session._put(store.LAST_OPEN_KEY, "")  # not reopened, not lost either
            moved = True
    return moved


def _migrate(session, raw: str, order: float, open_: bool) -> bool:
    """An earlier version's one-slot save becomes a game in the store (``order`` keeps the
    autosave after the previous game in the list). False when it could not be written (the
    old slot then keeps it)."""
    data = json.loads(raw)
    record = data.get("record") or ""
    if not record:
        return True
    match = Match.from_record(record)
    session._new_save()
    assert session.save_id is not None
    entry = Saved(id=session.save_id, record=record,
                  view=data.get("view", len(match.steps)), redo=_redo_list(data.get("redo")),
                  updated=float(session.clock()) + order, rev=1, game=match.game.id,
                  players=list(match.players),
                  moves=sum(1 for st in match.steps if not st.chance), over=bool(match.over))
    ok = store.write(session.storage, entry)
    if ok and open_ and data.get("open"):
        session._set_last_open(entry.id)
    session.save_id, session.rev = None, 0
    return ok


def keep_aside(session, raw: str) -> bool:
    """Put ``raw`` first in the set-aside text; False when the storage refused it."""
    if not raw:
        return True
    old = session.set_aside_text()
    text = raw + (SET_ASIDE_GAP + old if old else "")
    while len(text) > SET_ASIDE_MAX and SET_ASIDE_GAP in text:
        text = text.rsplit(SET_ASIDE_GAP, 1)[0]  # the oldest item goes first
    return session._put(SET_ASIDE_KEY, text)


def save_problem(raw: str, replay=Match.from_record) -> str:
    """Why saved JSON cannot be restored ('' when it can): not JSON, not an object, a record
    that is not text or does not replay, a view that is not a whole number within the record,
    a redo stack that is not a list of lists of lines."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return "not JSON"
    if not isinstance(data, dict):
        return "not an object"
    record = data.get("record")
    if not isinstance(record, str):
        return "record is not text"
    if not record:
        return ""
    try:
        match = replay(record)
    except RuleError:
        return "record does not replay"
    view = data.get("view", len(match.steps))
    if isinstance(view, bool) or not isinstance(view, int) or not 0 <= view <= len(match.steps):
        return "bad view"
    redo = data.get("redo", [])
    if not isinstance(redo, list) or _redo_list(redo) != redo:
        return "bad redo stack"
    return ""


