"""The game being played at this device: a core Match plus what the page adds to it.

Pure Python (no browser imports), so it is unit-tested natively with a fake storage:

* which position is shown (``view``: how many record steps are applied; the move log can show
  an earlier position while the game itself stays where it is);
* undo/redo of moves at one device (redo re-applies exactly the steps undone; any new move
  clears the redo stack);
* saving after every change into the store of every game (``app.saved_games``: one key per
  game, ``save_id`` is the open game's), never over a newer revision written by another tab:
  a tab that falls behind is ``stale`` (the page offers the newer version), and moves made in
  it are kept as a game of their own (``forked``) rather than lost (issue 10);
* share links (``#r=<payload>``, see ``core.links``): a link opens the saved game it continues
  or shows a point of, and becomes a new saved game otherwise; nothing saved is replaced;
* bad saved data (issue 9): :meth:`Session.set_aside_bad_saves` moves saved data that cannot be
  restored to :data:`SET_ASIDE_KEY` (the raw text, offered for export), so start-up never
  depends on what storage holds; it also moves the one-slot saves of earlier versions
  (:data:`AUTOSAVE_KEY`, :data:`PREVIOUS_KEY`) into the store.

Storage is any object with ``get(key) -> str | None``, ``set(key, value) -> bool``,
``remove(key)`` and ``keys()``; ``clock()`` gives milliseconds, ``new_id()`` fresh save ids.
"""

from __future__ import annotations

from collections.abc import Callable

from core import links
from core.errors import ReplayError, RuleError
from core.match import Match

from . import save_repair
from . import saved_games as store
from .save_repair import AUTOSAVE_KEY, PREVIOUS_KEY, SET_ASIDE_GAP, SET_ASIDE_KEY
from .saved_games import Saved, redo_list as _redo_list

LINK_PREFIX = "#r="


class HistoryView(Exception):
    """A move was attempted while an earlier position is shown."""


class Session:
    """One device's game: ``match`` (or None), the shown position and the redo stack."""

    def __init__(self, storage, clock: Callable[[], float] | None = None,
                 new_id: Callable[[], str] | None = None) -> None:
        self.storage = storage
        self.clock = clock or (lambda: 0.0)
        self._new_id = new_id
        self._ids = 0
        self.match: Match | None = None
        self.view = 0
        #: Undone moves, most recent last; each entry is the list of record lines it removed
        #: (the move and any chance lines it drew), so redo restores exactly those.
        self.redo_stack: list[list[str]] = []
        #: The last change, for the page to animate or announce: "new", "play", "undo",
        #: "redo", "view", "load".
        self.last_change = ""
        #: The open game's key in the store, and the revision of it this tab last read or wrote.
        self.save_id: str | None = None
        self.rev = 0
        #: Another tab moved this game on: this tab shows an older version.
        self.stale = False
        #: The last save found the game moved on elsewhere and kept this tab's moves as a new
        #: game (``save_id`` changed); the page says so once and clears it.
        self.forked = False
        #: The last write was refused (storage full): play goes on, the page warns.
        self.save_failed = False
        #: The record start-up last checked, with its replay: a long game is replayed once.
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
    def new_game(self, game_id: str, players: list[str], options: dict, seed: int,
                 bots: dict[int, str] | None = None) -> None:
        """Start a new match (``bots``: seat -> level), saved as a new game (raises RuleError
        for bad players, options or bots)."""
        self._set(Match.new(game_id, players, options, seed, bots), "new")
        self._new_save()
        self.save()

    @staticmethod
    def read_record(text: str) -> Match:
        """Replay a record (an imported file) without changing anything (ReplayError: the
        first bad line)."""
        return Match.from_record(text)

    @staticmethod
    def read_link(payload: str) -> Match:
        """Decode and replay a link payload (after ``#r=``) without changing anything
        (RuleError ``link/broken``: it does not decode; ReplayError: it does not replay)."""
        return Match.from_record(links.decode(payload))

    def adopt(self, match: Match) -> str:
        """Open a match read from a link or a file, and say how it stands to the saved games:

        ``"same"``: a saved game is this one (its view and redo stack are kept);
        ``"further"``: it continues a saved game, which is opened with its steps;
        ``"earlier"``: it is a point a saved game passed: the saved game is opened, showing
        that point (no step of it is lost);
        ``"new"``: it becomes a new saved game. Nothing saved is replaced.
        """
        record = match.record_text()
        for saved in store.all_saved(self.storage):
            kind = store.relation(saved.record, record)
            if kind == "other":
                continue
            if kind == "earlier":
                try:
                    self._open(saved)
                except RuleError:
                    continue
                self.view = len(match.steps)
                self.last_change = "load"
            else:
                self._set(match, "load")
                self.save_id, self.rev, self.stale = saved.id, saved.rev, False
                if kind == "same":
                    self._restore_view(saved.view, saved.redo)
            self.save()
            return kind
        self._set(match, "load")
        self._new_save()
        self.save()
        return "new"

    def open_link(self, payload: str) -> str:
        """:meth:`read_link` then :meth:`adopt`; on an error nothing changes."""
        return self.adopt(self.read_link(payload))

    def saved_list(self) -> list[Saved]:
        """Every saved game, the most recently played first."""
        return store.all_saved(self.storage)

    def last_open(self) -> str | None:
        """The saved game that was open when the page was last left in a game, if it is
        still saved."""
        save_id = self._get(store.LAST_OPEN_KEY)
        return save_id if save_id and store.read(self.storage, save_id) else None

    def open_saved(self, save_id: str) -> bool:
        """Open a saved game; False when it is gone or no longer replays (it is then set
        aside, see :meth:`set_aside_bad_saves`)."""
        saved = store.read(self.storage, save_id)
        if saved is None:
            return False
        try:
            self._open(saved)
        except RuleError:
            if self._keep_aside(self._get(store.key(save_id)) or ""):
                store.remove(self.storage, save_id)
            return False
        self._set_last_open(save_id)
        return True

    def resume(self) -> bool:
        """Open the game that was open last, else the most recently played one; False when
        nothing saved opens."""
        last = self.last_open()
        if last and self.open_saved(last):
            return True
        return any(self.open_saved(s.id) for s in self.saved_list())

    def load_newer(self) -> bool:
        """A stale tab takes the version another tab saved."""
        return self.save_id is not None and self.open_saved(self.save_id)

    def storage_changed(self, key: str | None) -> bool:
        """Another tab wrote ``key``: True when that moved the open game past this tab's
        version (the tab is stale from then on)."""
        if self.save_id is None or key != store.key(self.save_id) or self.match is None:
            return False
        saved = store.read(self.storage, self.save_id)
        if saved is None or saved.rev <= self.rev or saved.record == self.record_text():
            return False
        self.stale = True
        return True

    def close(self) -> None:
        """Leave the game (back to the game list): a fresh page then shows the list."""
        if self.match is not None:
            self.save(open_=False)
        self.match = None
        self.view = 0
        self.redo_stack = []
        self.save_id = None
        self.stale = False

    def set_aside_bad_saves(self) -> bool:
        """See :func:`app.save_repair.set_aside_bad_saves`."""
        return save_repair.set_aside_bad_saves(self)

    def set_aside_text(self) -> str:
        """The set-aside data, for export ('' when there is none)."""
        return self._get(SET_ASIDE_KEY) or ""

    # -- playing --------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        return self.match.legal_moves() if self.match else []

    def play(self, move: str, ahead: Match | None = None) -> None:
        """Play a move at the current position (``ahead``: see ``Match.play``).

        Raises:
            HistoryView: an earlier position is shown.
            RuleError: the core refused the move; nothing changes.
        """
        if not self.at_current:
            raise HistoryView()
        self.open_match.play(move, ahead)
        self.redo_stack = []
        self.view = self.length
        self.last_change = "play"
        self.save()

    def can_undo(self) -> bool:
        return self.match is not None and self.match.person_undo_point() is not None

    def can_redo(self) -> bool:
        return self.match is not None and bool(self.redo_stack)

    def undo(self) -> bool:
        """Take back the last move of a person (``Match.person_undo_point``: with the bots'
        moves after it, one redo brings all back) and its chance; shows the current position."""
        match = self.match
        point = match.person_undo_point() if match else None
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
        """Write the open game over the revision this tab last read or wrote. When another tab
        wrote a newer revision: if this tab's record equals or continues it, nothing of it is
        lost and this tab writes on; if it is a point that record passed, this tab is stale
        and writes nothing; if the two went different ways, this tab's game is saved as a new
        game (``forked``). A refused write sets ``save_failed``; the next change tries again."""
        if self.match is None:
            return
        if self.save_id is None:
            self._new_save()
        assert self.save_id is not None
        record = self.record_text()
        stored = store.read(self.storage, self.save_id)
        if stored is not None and stored.rev > self.rev:
            kind = store.relation(stored.record, record)
            if kind == "earlier":
                self.stale = True
                return
            if kind == "other":
                self._new_save()
                self.forked = True
                stored = None
            self.stale = False
        rev = (stored.rev if stored is not None else self.rev) + 1
        match = self.match
        entry = Saved(id=self.save_id, record=record, view=self.view,
                      redo=[list(x) for x in self.redo_stack], updated=float(self.clock()),
                      rev=rev, game=match.game.id, players=list(match.players),
                      moves=sum(1 for st in match.steps if not st.chance), over=bool(match.over),
                      titles={lang: match.game.title(match.options, lang) for lang in ("nl", "en")})
        if store.write(self.storage, entry):
            self.rev = rev
            self.save_failed = False
        else:
            self.save_failed = True
        self._set_last_open(self.save_id if open_ else "")

    # -- internals --------------------------------------------------------------------------
    def _set(self, match: Match, change: str) -> None:
        self.match = match
        self.view = len(match.steps)
        self.redo_stack = []
        self.last_change = change

    def _new_save(self) -> None:
        """A fresh id in the store for the open game (revision 0: nothing written yet)."""
        taken = set(store.ids(self.storage))
        while True:
            self._ids += 1
            save_id = self._new_id() if self._new_id else f"{int(self.clock()):x}-{self._ids}"
            if save_id not in taken:
                break
        self.save_id, self.rev, self.stale = save_id, 0, False

    def _open(self, saved: Saved) -> None:
        """Replay ``saved`` and make it the open game (raises RuleError when it does not replay)."""
        self._set(self._replay(saved.record, keep=False), "load")
        self._restore_view(saved.view, saved.redo)
        self.save_id, self.rev, self.stale, self.forked = saved.id, saved.rev, False, False

    def _replay(self, record: str, keep: bool = True) -> Match:
        """``Match.from_record``, reusing the last replay of the same record; ``keep`` False
        hands the Match over (it is played on, so it leaves the cache)."""
        cached = self._replayed
        match = cached[1] if cached is not None and cached[0] == record else Match.from_record(record)
        self._replayed = (record, match) if keep else None
        return match

    def _restore_view(self, view, redo) -> None:
        try:
            value = int(view)
        except (TypeError, ValueError, OverflowError):  # e.g. 1e999 read as infinity
            value = self.length
        self.view = max(0, min(value, self.length))
        self.redo_stack = _redo_list(redo)

    def _set_last_open(self, save_id: str) -> None:
        if self._get(store.LAST_OPEN_KEY) != save_id:
            self._put(store.LAST_OPEN_KEY, save_id)

    def _keep_aside(self, raw: str) -> bool:
        return save_repair.keep_aside(self, raw)

    def _get(self, key: str) -> str | None:
        try:
            value = self.storage.get(key)
        except Exception:  # storage disabled by the browser
            return None
        return value if isinstance(value, str) else None

    def _put(self, key: str, value: str) -> bool:
        try:
            return self.storage.set(key, value) is not False
        except Exception:  # storage full or disabled
            return False


__all__ = ["Session", "HistoryView", "AUTOSAVE_KEY", "PREVIOUS_KEY", "SET_ASIDE_GAP", "SET_ASIDE_KEY", "LINK_PREFIX",
           "ReplayError", "RuleError"]
