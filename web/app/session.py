"""The game being played at this device: a core Match plus what the page adds to it.

Pure Python (no browser imports), so it is unit-tested natively with a fake storage:

* which position is shown (``view``: how many record steps are applied; the move log can show
  an earlier position while the game itself stays where it is);
* undo/redo of moves at one device (redo re-applies exactly the steps undone; any new move
  clears the redo stack);
* autosave after every change, as JSON ``{"record", "view", "redo", "open"}`` under
  :data:`AUTOSAVE_KEY` (``open`` tells a reload to go straight back into the game);
* share links (``#r=<payload>``, see ``core.links``): a link replaces the current game only
  when it decodes *and* replays; the game it replaces is kept under :data:`PREVIOUS_KEY`;
* bad saved data (issue 9): :meth:`Session.set_aside_bad_saves` moves an autosave or previous
  game that is not JSON, has a wrong type or value (a view of ``1e999``) or no longer replays
  to :data:`SET_ASIDE_KEY` (the raw text, never deleted, offered for export), so start-up never
  depends on what storage holds.

Storage is any object with ``get(key) -> str | None`` and ``set(key, value)``.
"""

from __future__ import annotations

import json

from core import links
from core.errors import ReplayError, RuleError
from core.match import Match

AUTOSAVE_KEY = "speeltafel:autosave"
PREVIOUS_KEY = "speeltafel:previous"
#: Where unreadable saved data is kept (raw text, newest first, separated by SET_ASIDE_GAP);
#: boot.js's "start without the saved game" writes here too.
SET_ASIDE_KEY = "speeltafel:set-aside"
SET_ASIDE_GAP = "\n\n----\n\n"
LINK_PREFIX = "#r="


class HistoryView(Exception):
    """A move was attempted while an earlier position is shown."""


class Session:
    """One device's game: ``match`` (or None), the shown position and the redo stack."""

    def __init__(self, storage) -> None:
        self.storage = storage
        self.match: Match | None = None
        self.view = 0
        #: Undone moves, most recent last; each entry is the list of record lines it removed
        #: (the move and any chance lines it drew), so redo restores exactly those.
        self.redo_stack: list[list[str]] = []
        #: The last change, for the page to animate or announce: "new", "play", "undo",
        #: "redo", "view", "load".
        self.last_change = ""
        #: The last saved record replayed but not yet restored, with its Match: start-up
        #: checks, summarises and resumes the autosave, and a long record is replayed once.
        self._replayed: tuple[str, Match] | None = None

    # -- what is shown ------------------------------------------------------------------
    @property
    def game(self):
        return self.match.game if self.match else None

    @property
    def length(self) -> int:
        """Number of steps in the record."""
        return len(self.match.steps) if self.match else 0

    @property
    def at_current(self) -> bool:
        return self.match is not None and self.view == self.length

    @property
    def open_match(self) -> Match:
        """The open game (a game screen exists only while one is open)."""
        if self.match is None:
            raise RuntimeError("no game is open")
        return self.match

    @property
    def shown_state(self):
        return self.open_match.states[self.view]

    def previous_state(self):
        """The state before the shown one (None at the start)."""
        return self.open_match.states[self.view - 1] if self.view > 0 else None

    def show(self, view: int) -> None:
        """Show the position after ``view`` steps (clamped to the record)."""
        self.view = max(0, min(int(view), self.length))
        self.last_change = "view"
        self.save()

    def to_current(self) -> None:
        self.show(self.length)

    # -- starting and loading -------------------------------------------------------------
    def new_game(self, game_id: str, players: list[str], options: dict, seed: int) -> None:
        """Start a new match (raises RuleError for bad players/options)."""
        self._set(Match.new(game_id, players, options, seed), "new")
        self.save()

    @staticmethod
    def read_record(text: str) -> Match:
        """Replay a record (an imported file) without changing anything.

        Raises:
            ReplayError: the first bad line.
        """
        return Match.from_record(text)

    @staticmethod
    def read_link(payload: str) -> Match:
        """Decode and replay a link payload (the part after ``#r=``) without changing anything.

        Raises:
            RuleError: ``link/broken`` when the payload does not decode; ReplayError when its
            record does not replay.
        """
        return Match.from_record(links.decode(payload))

    def adopt(self, match: Match) -> bool:
        """Make a match read from a link or a file the current, autosaved game.

        If it is the autosaved game, the autosave's view and redo stack are kept. Otherwise a
        different autosaved game is put aside under :data:`PREVIOUS_KEY` (returns True then),
        so :meth:`restore_previous` can bring it back.
        """
        saved = self._read(AUTOSAVE_KEY)
        put_aside = False
        if saved and saved.get("record") == match.record_text():
            self._set(match, "load")
            self._restore_view(saved)
        else:
            if saved and saved.get("record"):
                try:
                    self.storage.set(PREVIOUS_KEY, json.dumps(saved))
                    put_aside = True
                except Exception:
                    pass
            self._set(match, "load")
        self.save()
        return put_aside

    def open_link(self, payload: str) -> bool:
        """:meth:`read_link` then :meth:`adopt`; on an error nothing changes (the autosave
        included)."""
        return self.adopt(self.read_link(payload))

    def has_previous(self) -> bool:
        return bool(self._read(PREVIOUS_KEY))

    def restore_previous(self) -> None:
        """Go back to the game that a link put aside (it swaps places with the link's game)."""
        previous = self._read(PREVIOUS_KEY)
        if not previous:
            return
        current = self._snapshot()
        self._restore(previous)
        self.storage.set(PREVIOUS_KEY, json.dumps(current) if current["record"] else "")
        self.save()

    def saved_summary(self) -> dict | None:
        """What the autosave holds, for the resume entry: ``{"match", "view", "open"}``;
        None when there is no (readable) autosave."""
        saved = self._read(AUTOSAVE_KEY)
        if not saved or not saved.get("record"):
            return None
        try:
            match = self._replay(saved["record"], keep=True)
        except RuleError:
            return None
        return {"match": match, "view": saved.get("view"), "open": bool(saved.get("open"))}

    def resume(self) -> bool:
        """Load the autosaved game; False when there is none or it does not replay (the
        autosave is then left as it is)."""
        saved = self._read(AUTOSAVE_KEY)
        if not saved or not saved.get("record"):
            return False
        try:
            self._restore(saved)
        except RuleError:
            return False
        if not saved.get("open"):
            self.save()
        return True

    def close(self) -> None:
        """Leave the game (back to the game list): a reload then shows the list."""
        if self.match is not None:
            self.save(open_=False)
        self.match = None
        self.view = 0
        self.redo_stack = []

    def set_aside_bad_saves(self) -> bool:
        """Move saved data that cannot be restored exactly (see :func:`_save_problem`) from
        :data:`AUTOSAVE_KEY` and :data:`PREVIOUS_KEY` to :data:`SET_ASIDE_KEY`; True when
        something was set aside (the page then shows a notice). Never raises."""
        moved = False
        for key in (AUTOSAVE_KEY, PREVIOUS_KEY):
            try:
                raw = self.storage.get(key)
            except Exception:  # storage disabled by the browser: nothing to check
                return moved
            if raw and _save_problem(raw, self._replay):
                self._keep_aside(raw)
                try:
                    self.storage.set(key, "")
                except Exception:
                    pass
                moved = True
        return moved

    def set_aside_text(self) -> str:
        """The set-aside data, for export ('' when there is none)."""
        try:
            return self.storage.get(SET_ASIDE_KEY) or ""
        except Exception:
            return ""

    def _keep_aside(self, raw: str) -> None:
        old = self.set_aside_text()
        try:
            self.storage.set(SET_ASIDE_KEY, raw + (SET_ASIDE_GAP + old if old else ""))
        except Exception:  # storage full: the data cannot be kept, start anyway
            pass

    # -- playing --------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        return self.match.legal_moves() if self.match else []

    def play(self, move: str) -> None:
        """Play a move at the current position.

        Raises:
            HistoryView: an earlier position is shown.
            RuleError: the core refused the move; nothing changes.
        """
        if not self.at_current:
            raise HistoryView()
        self.open_match.play(move)
        self.redo_stack = []
        self.view = self.length
        self.last_change = "play"
        self.save()

    def can_undo(self) -> bool:
        return self.match is not None and self.match.undo_point() is not None

    def can_redo(self) -> bool:
        return self.match is not None and bool(self.redo_stack)

    def undo(self) -> bool:
        """Take back the last move (and the chance it drew); shows the current position."""
        match = self.match
        point = match.undo_point() if match else None
        if match is None or point is None:
            return False
        self.redo_stack.append([str(s) for s in match.steps[point:]])
        match.truncate(point)
        self.view = self.length
        self.last_change = "undo"
        self.save()
        return True

    def redo(self) -> bool:
        """Re-apply the most recently undone move exactly as it was."""
        if not self.can_redo():
            return False
        lines = self.redo_stack.pop()
        n = self.length
        match = self.open_match
        try:
            for line in lines:
                match.apply_line(line)
        except RuleError:
            match.truncate(n)
            self.redo_stack = []
            raise
        self.view = self.length
        self.last_change = "redo"
        self.save()
        return True

    # -- output ---------------------------------------------------------------------------
    def record_text(self) -> str:
        return self.match.record_text() if self.match else ""

    def link_hash(self) -> str:
        """``#r=<payload>`` for the current game ('' without a game)."""
        return LINK_PREFIX + links.encode(self.record_text()) if self.match else ""

    def save(self, open_: bool = True) -> None:
        if self.match is None:
            return
        data = self._snapshot()
        data["open"] = open_
        try:
            self.storage.set(AUTOSAVE_KEY, json.dumps(data))
        except Exception:  # storage full or disabled: play on without autosave
            pass

    # -- internals --------------------------------------------------------------------------
    def _set(self, match: Match, change: str) -> None:
        self.match = match
        self.view = len(match.steps)
        self.redo_stack = []
        self.last_change = change

    def _snapshot(self) -> dict:
        return {"record": self.record_text(), "view": self.view,
                "redo": [list(x) for x in self.redo_stack], "open": True}

    def _replay(self, record: str, keep: bool = True) -> Match:
        """``Match.from_record(record)``, reusing the last saved record's replay; ``keep``
        False hands the Match over (it is then played on, so it leaves the cache)."""
        cached = self._replayed
        match = cached[1] if cached is not None and cached[0] == record else Match.from_record(record)
        self._replayed = (record, match) if keep else None
        return match

    def _restore(self, saved: dict) -> None:
        self._set(self._replay(saved["record"], keep=False), "load")
        self._restore_view(saved)

    def _restore_view(self, saved: dict) -> None:
        try:
            view = int(saved.get("view", self.length))
        except (TypeError, ValueError, OverflowError):  # e.g. 1e999 read as infinity
            view = self.length
        self.view = max(0, min(view, self.length))
        self.redo_stack = _redo_list(saved.get("redo"))

    def _read(self, key: str) -> dict | None:
        try:
            raw = self.storage.get(key)
        except Exception:  # storage disabled by the browser
            return None
        if not raw:
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None


def _save_problem(raw: str, replay=Match.from_record) -> str:
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


def _redo_list(value) -> list[list[str]]:
    if not isinstance(value, list):
        return []
    return [[str(x) for x in entry] for entry in value
            if isinstance(entry, list) and entry and all(isinstance(x, str) for x in entry)]


__all__ = ["Session", "HistoryView", "AUTOSAVE_KEY", "PREVIOUS_KEY", "SET_ASIDE_KEY", "LINK_PREFIX",
           "ReplayError", "RuleError"]
