"""The page side of a Keyflower expansion (issue 23): what an expansion adds to the panel, the
scoring screen, the board's pictures and the move log, as hooks of :class:`PageExpansion`
that default to nothing. An expansion is a package ``expansions/<name>/`` whose
``EXPANSION`` subclasses it; ``expansions/__init__.py`` lists them, one line each.

An expansion is active in a position when its section is in the view (``view[key]`` is
set): the page reads the view, never the game's options. The base modules call the hooks
of the active expansions only (``expansions.active(view)``) and never name one.

Every hook is pure apart from the drawing hooks, which paint on the canvas context they get.
Buttons a hook makes play one of the core's listed moves (``data-arg`` ``play:`` and the
move's index in the listed moves, ``input.play_arg``), so an expansion needs no input of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from core.protocol import MoveData

from .symbols import SideSymbols

#: The legal moves as the frame gives them (``Frame.moves``).
Moves = Sequence[MoveData]
#: A seat's label in the page's words (``seat_label(seat)``).
SeatLabel = Callable[[int], str]
#: Lines of the scoring screen: a line and its detail lines.
Lines = list[tuple[str, list[str]]]


class PageExpansion:
    """An expansion of Keyflower in the page; subclass it and override what it adds."""

    #: The key of the expansion's section in the view (``view[key]``).
    key: str = ""
    #: Its texts (keys ``kf_*``), Dutch and English with the same keys; the game's texts
    #: (``texts.t``) include them, so base lines (a phase, a scoring category) find them.
    nl: Mapping[str, str] = {}
    en: Mapping[str, str] = {}
    #: Item names it adds (``{"nl": {...}, "en": {...}}``), for ``words.item`` everywhere.
    items: Mapping[str, Mapping[str, str]] = {}

    def active(self, view: dict) -> bool:
        """Whether the position plays with this expansion: its section is in the view."""
        return bool(self.key) and bool(view.get(self.key))

    # -- the panel --------------------------------------------------------------------------
    def step(self, phase: str, view: dict, moves: Moves, lang: str) -> list | None:
        """The step box's contents for a phase the expansion adds; None: not its phase."""
        return None

    def work(self, view: dict, moves: Moves, lang: str) -> list:
        """More controls under the work step (transport and upgrades)."""
        return []

    def screen(self, view: dict, seat: int, moves: Moves, lang: str) -> list:
        """More lines behind the viewer's screen (``seat``: the viewer)."""
        return []

    def table(self, view: dict, lang: str, seat_label: SeatLabel) -> list:
        """Public sections of the panel, above the players."""
        return []

    # -- the scoring screen -------------------------------------------------------------------
    def score_lines(self, view: dict, seat: int, category: str, lang: str) -> Lines:
        """Lines after the line of ``category`` in the seat's step-by-step scoring."""
        return []

    # -- the board ----------------------------------------------------------------------------
    def side_symbols(self, kind: str, side: dict) -> SideSymbols | None:
        """What a use of a tile side of a ``kind`` the expansion adds takes and gives (the
        view's ``tiles[..]["front"]``/``["back"]``), as ``(kind, what, n)`` symbols of
        ``symbols.Sym``, and whether it gives one of them; None: not its kind."""
        return None

    #: Its symbols in the board's legend: (name, symbols as ``(kind, what, n)``); the text
    #: beside them is its ``kf_legend_<name>``.
    legend: tuple[tuple[str, tuple[tuple[str, str, int], ...]], ...] = ()

    def draw_symbol(self, ctx, kind: str, what: str, n: int, x: float, y: float, u: float) -> bool:
        """Draw a symbol of a kind the expansion adds (on its tiles' sides, in its tiles'
        ``scores`` in the view, in its legend; ``n`` of them, ``u``: the symbol's side)
        centred at ``x, y``; False: not one of its own."""
        return False

    def draw_placed(self, ctx, seat: dict, placed: dict, x: float, y: float, s: float) -> None:
        """Draw on a village tile (``placed``, of the view's ``seat``) centred at ``x, y``
        (``s``: the scale), after the base marks."""

    def village_reads(self, seat: dict) -> tuple:
        """The parts of the view's ``seat`` entry besides its ``village`` and ``home`` that
        :meth:`draw_placed` draws (the village's layer is painted again when they change)."""
        return ()

    def draw_cargo(self, ctx, boat: dict, x: float, y: float, s: float) -> None:
        """Draw on a boat with cargo (the view's ``boats`` entry) above its workers row at
        ``x, y``, before the base cargo."""

    # -- the move log -------------------------------------------------------------------------
    def describe(self, step: MoveData, chance: bool, view_after: dict, lang: str) -> str | None:
        """The log line of a move or chance line the expansion adds, from its fields
        (``Game.step_data``); None: not one of its own."""
        return None
