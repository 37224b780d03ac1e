"""Every game kept at this device: one storage key per game (issue 10, "no game ever lost").

Pure Python (no browser imports), unit-tested natively with a fake storage. A saved game is
JSON under ``speeltafel:game:<id>``::

    {"record": str, "view": int, "redo": [[line, ...], ...],
     "updated": ms, "rev": int,                       # when and how often it was written
     "game": id, "players": [name, ...], "moves": int, "over": bool}   # for the list

``rev`` grows by one with every write of that game from any tab; a tab writes only over the
revision it last read or wrote (see ``session.Session.save``), so an older tab never writes
over a newer game. The summary fields let the start screen list every game without replaying
any. Storage is any object with ``get(key)``, ``set(key, value) -> bool`` (False: not
written, e.g. the quota is full), ``remove(key)`` and ``keys()``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

PREFIX = "speeltafel:game:"
#: The id of the game that was open when the page was left ('' when the game list was shown).
LAST_OPEN_KEY = "speeltafel:last-open"


@dataclass
class Saved:
    """One saved game (see the module docstring for the stored form)."""

    id: str
    record: str
    view: int | None = None  # None: the end of the record
    redo: list[list[str]] = field(default_factory=list)
    updated: float = 0.0
    rev: int = 0
    game: str = ""
    players: list[str] = field(default_factory=list)
    moves: int = 0
    over: bool = False
    #: The game's name per language as played (``Game.title``: its options may change it,
    #: issue 24); empty in games saved before, which the list shows by the game's title.
    titles: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps({"record": self.record, "view": self.view, "redo": self.redo,
                           "updated": self.updated, "rev": self.rev, "game": self.game,
                           "players": self.players, "moves": self.moves, "over": self.over,
                           "titles": self.titles})


def key(save_id: str) -> str:
    return PREFIX + save_id


def parse(save_id: str, raw: str | None) -> Saved | None:
    """A stored game, or None when ``raw`` is missing or not of the stored form (the record
    is not replayed here: the caller does that before playing it)."""
    if not raw:
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("record"), str) or not data["record"]:
        return None
    players = data.get("players")
    return Saved(
        id=save_id, record=data["record"], view=_view(data.get("view")),
        redo=redo_list(data.get("redo")), updated=_number(data.get("updated")),
        rev=_int(data.get("rev"), 0), game=str(data.get("game") or ""),
        players=[str(p) for p in players] if isinstance(players, list) else [],
        moves=_int(data.get("moves"), 0), over=data.get("over") is True,
        titles=_titles(data.get("titles")))


def _titles(value) -> dict[str, str]:
    """Stored titles: a dict of short texts by language; anything else is left out."""
    if not isinstance(value, dict):
        return {}
    return {k: v[:120] for k, v in value.items()
            if isinstance(k, str) and k in ("nl", "en") and isinstance(v, str) and v}


def ids(storage) -> list[str]:
    """The ids of every stored game, sorted (storage order is not defined)."""
    try:
        names = list(storage.keys())
    except Exception:  # storage disabled by the browser
        return []
    return sorted(str(k)[len(PREFIX):] for k in names if str(k).startswith(PREFIX))


def read(storage, save_id: str) -> Saved | None:
    try:
        return parse(save_id, storage.get(key(save_id)))
    except Exception:
        return None


def all_saved(storage) -> list[Saved]:
    """Every readable stored game, the most recently written first (ties by id)."""
    found = [s for s in (read(storage, i) for i in ids(storage)) if s is not None]
    return sorted(found, key=lambda s: (-s.updated, s.id))


def write(storage, saved: Saved) -> bool:
    """Store ``saved``; False when the storage refused (full or disabled)."""
    try:
        return storage.set(key(saved.id), saved.to_json()) is not False
    except Exception:
        return False


def remove(storage, save_id: str) -> None:
    try:
        storage.remove(key(save_id))
    except Exception:
        pass


def delete(storage, save_id: str) -> str | None:
    """Remove a saved game; returns its stored text, for :func:`undelete`."""
    try:
        raw = storage.get(key(save_id))
    except Exception:
        return None
    remove(storage, save_id)
    return raw if isinstance(raw, str) else None


def undelete(storage, save_id: str, raw: str) -> bool:
    try:
        return storage.set(key(save_id), raw) is not False
    except Exception:
        return False


def delete_finished(storage, keep: str | None) -> int:
    """Remove every finished game but ``keep`` (to free storage); how many went."""
    gone = [s.id for s in all_saved(storage) if s.over and s.id != keep]
    for save_id in gone:
        remove(storage, save_id)
    return len(gone)


def relation(saved_record: str, other_record: str) -> str:
    """How ``other_record`` (a link's) stands to a saved one, by whole lines: ``"same"``,
    ``"further"`` (the saved game with more steps), ``"earlier"`` (a point the saved game
    passed) or ``"other"`` (another game, or the same one gone another way)."""
    a, b = saved_record.splitlines(), other_record.splitlines()
    if a == b:
        return "same"
    if len(b) > len(a) and b[:len(a)] == a:
        return "further"
    if len(b) < len(a) and a[:len(b)] == b and _has_steps(b):
        return "earlier"
    return "other"


def _has_steps(lines: list[str]) -> bool:
    """A record cut inside its header is no point of a game."""
    return any(line and not line.startswith("[") for line in lines)


def redo_list(value) -> list[list[str]]:
    """The redo stack's readable entries (lists of record lines)."""
    if not isinstance(value, list):
        return []
    return [[str(x) for x in entry] for entry in value
            if isinstance(entry, list) and entry and all(isinstance(x, str) for x in entry)]


def _int(value, default: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value


def _view(value) -> int | None:
    return None if isinstance(value, bool) or not isinstance(value, int) else value


def _number(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        return 0.0
    return float(value)
