"""The contract between the generic page (``table``, ``shell``) and one game's page package.

Every game's package ``app.games.<game>`` exposes ``RENDERER``, an instance of a subclass of
:class:`GameRenderer` that implements :class:`Renderer` fully; ``renderers.renderer(id)``
returns it. The table reads nothing else of a game: no ``getattr`` probing, no game ids.

The rule facts a renderer shows or decides with come only from the :class:`~app.frame.Frame`
the table hands it, made once per change by ``app.frame.build`` (the seat's view, the view
before the shown step, the legal moves, the outcome): a renderer calls nothing of the core
(issue 23). ``tests/web/test_page_imports.py`` fails when a page module imports a game's core
package.

Answers of :meth:`Renderer.tap` and :meth:`Renderer.action` (a :data:`Answer`):
``{"select": selection_or_None}`` change the selection; ``{"play": move}`` try this move
with ``Match.play`` (which explains a refusal with the core's rule error);
``{"error": RuleError}`` show the core's reason why nothing happens; ``{"explain": intent}``
show why the core refuses the move given as fields (``MoveData.intent``, answered by
``Match.explain``). A renderer never writes move text: ``play`` carries the ``text``
of a listed ``MoveData`` (``tests/web/test_page_writes_no_moves.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from core.protocol import MoveData

from .frame import Frame

#: What a tap or a panel button means (see the module docstring).
Answer = dict[str, Any]
#: seat -> the label the page shows for it (name, with the colour when it differs).
SeatLabel = Callable[[int], str]
#: The legal moves as data, as a frame holds them (``Frame.moves``).
Moves = Sequence[MoveData]


class SeatColour(NamedTuple):
    """How a seat looks around the board (its dot, the turn line, the hand-over card); the
    game's canvas draws with the same colours, from the same constants."""

    fill: str
    edge: str | None  # the ring around the dot (None: no ring)
    turn: str  # the turn line's left border while it is this seat's turn
    turn_top: str | None = None  # its top border too (None: the page's line colour)


def seat_style(colours: tuple[SeatColour, ...]) -> str | None:
    """The CSS custom properties (``--seat-N``, ``--seat-N-edge``, ``--seat-N-turn``,
    ``--seat-N-turn-top``) the
    game screen sets so the style sheet colours every seat from the renderer's colours."""
    parts = []
    for seat, c in enumerate(colours):
        parts += [f"--seat-{seat}: {c.fill}", f"--seat-{seat}-edge: {c.edge or 'transparent'}",
                  f"--seat-{seat}-turn: {c.turn}"]
        if c.turn_top:
            parts.append(f"--seat-{seat}-turn-top: {c.turn_top}")
    return "; ".join(parts) or None


@runtime_checkable
class Board(Protocol):
    """A game's canvas board: sizing, drawing, and the mapping of points to squares.

    ``selected`` is the renderer's selection (a short string or None), ``hover`` the square
    under the mouse, ``ghost`` the opacity of what the shown step removed (the table
    animates it), ``cell`` the size of one square in CSS pixels (0 before the first resize),
    ``hints`` the squares the hint layer marks as targets of the current step (the table
    sets it from :meth:`Renderer.hint_targets` while hints are on; empty: no marks).
    """

    selected: str | None
    hover: str | None
    ghost: float
    hints: list[str]

    @property
    def cell(self) -> float:
        """Read only: the board sets it on resize (an open board computes it)."""
        ...

    def resize(self, size: float, dpr: float) -> bool:
        """Fit the canvas to ``size`` CSS pixels at ``dpr``; True when it must be redrawn."""
        ...

    def set_position(self, view: dict, prev: dict | None) -> None:
        """The view to draw and the view before the shown step (None at the start)."""
        ...

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        """Set the selection; one that means nothing for the legal ``moves`` is dropped."""
        ...

    def draw(self) -> None: ...

    def center(self, square: str) -> tuple[float, float]:
        """CSS-pixel centre of a square (the end-to-end tests tap there)."""
        ...

    def square_at(self, x: float, y: float) -> str | None:
        """The square under a CSS-pixel point, None off the board."""
        ...

    def squares(self) -> list[str]:
        """Every square a tap can name, in reading order (the keyboard cursor moves over
        them by their :meth:`center`)."""
        ...


@runtime_checkable
class Renderer(Protocol):
    """What the table asks of a game. ``has_pass``: the page shows a Pass button (enabled
    while ``"pass"`` is legal); ``private``: hidden hands, so a hand-over screen comes before
    each seat acts and only that seat's view is drawn; ``keys``: keyboard key -> action
    argument; ``status_events``: event kinds the accessible status line repeats;
    ``seat_colours``: each seat's colours outside the canvas (empty: the page's defaults)."""

    has_pass: bool
    private: bool
    keys: Mapping[str, str]
    status_events: frozenset[str]
    seat_colours: tuple[SeatColour, ...]

    def board(self, canvas: Any) -> Board:
        """A new canvas board drawing on ``canvas``."""
        ...

    def default_selection(self, frame: Frame) -> str | None:
        """The selection offered when nothing is selected (e.g. the only open end)."""
        ...

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        """What a tap on ``square`` means."""
        ...

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        """What a panel button (``data-arg``) or a key of ``keys`` means."""
        ...

    def describe_step(self, step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
        """A record step as the move log shows it, from its fields (``Game.step_data``: a
        move as it was listed, a chance line as its kind and what was drawn); ``step.text``
        only where the label shows the notation itself, never cut."""
        ...

    def describe_event(self, event: dict, seat_label: SeatLabel, lang: str) -> str | None:
        """A line of the move log for an event of ``game.events`` (None: not shown)."""
        ...

    def turn_details(self, view: dict, lang: str) -> list[str]:
        """Extra facts beside the turn indicator."""
        ...

    def score_text(self, view: dict, seat_label: SeatLabel, lang: str) -> str:
        """The scores, for the accessible status line."""
        ...

    def aria_board(self, view: dict, lang: str) -> str:
        """A short text alternative of the board."""
        ...

    def share_note(self, lang: str) -> str | None:
        """A warning shown with the share controls (e.g. links reveal hidden hands)."""
        ...

    def build_panel(self, frame: Frame, selected: str | None, lang: str,
                    seat_label: SeatLabel) -> list | None:
        """DOM nodes of the side panel, or None for a game without one."""
        ...

    def build_result(self, frame: Frame, names: list[str], seat_label: SeatLabel,
                     lang: str) -> list:
        """DOM nodes of the result panel of a finished game (``frame.over``)."""
        ...

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        """The squares (names of :meth:`Board.squares`) whose tap does something in the
        current step with this selection: the hint layer marks them."""
        ...

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        """How the current step works (None when nobody acts, e.g. a finished game)."""
        ...

    def legend(self, lang: str, view: dict | None = None) -> list:
        """DOM nodes explaining every symbol the board draws (empty: nothing to explain);
        ``view``: the position shown, when known (a game may explain only what it can draw
        there, e.g. an expansion's symbols only when it is in play)."""
        ...

    def next_plays(self, frame: Frame, selected: str | None) -> list[MoveData]:
        """The listed moves (of ``frame.moves``) that the next tap or button may play with
        this selection, the likeliest first: the table works them out while idle (issue 23),
        so that the tap that plays one only shows it. Empty: nothing to work out ahead."""
        ...


class StepHelp(NamedTuple):
    """"How this step works": a short text for the current step and the id of the rule it
    explains (the page links to ``rules/<game>.<lang>.html#<rule>``)."""

    text: str
    rule: str


class GameTexts(Protocol):
    """A game's ``texts`` module: the words of its move log, status line and board, and
    ``t(lang, key, **values)``, its table of texts."""

    def describe_step(self, step: MoveData, chance: bool, view_after: dict, lang: str) -> str: ...

    def describe_event(self, event: dict, seat_label: SeatLabel, lang: str) -> str | None: ...

    def turn_details(self, view: dict, lang: str) -> list[str]: ...

    def score_text(self, view: dict, seat_label: SeatLabel, lang: str) -> str: ...

    def aria_board(self, view: dict, lang: str) -> str: ...

    def t(self, lang: str, key: str, **values: Any) -> str: ...


class GamePanel(Protocol):
    """A game's ``panel`` module: its side panel (or None) and its result panel."""

    def build_panel(self, frame: Frame, selected: str | None, lang: str,
                    seat_label: SeatLabel) -> list | None: ...

    def build_result(self, frame: Frame, names: list[str], seat_label: SeatLabel,
                     lang: str) -> list: ...


class GameInput(Protocol):
    """A game's ``input`` module: what taps, keys and panel buttons mean (:data:`Answer`),
    read against the legal ``moves`` and ``view``, the view of the seat to act
    (``Frame.actor``, else ``Frame.view``)."""

    def default_selection(self, moves: Moves) -> str | None: ...

    def tap(self, moves: Moves, view: dict, selected: str | None, square: str) -> Answer: ...

    def action(self, moves: Moves, view: dict, selected: str | None, arg: str) -> Answer: ...


class GameHints(Protocol):
    """Where a game says which squares the hint layer marks (issue 10): those whose tap does
    something now, read like taps (:class:`GameInput`)."""

    def hint_targets(self, moves: Moves, view: dict, selected: str | None) -> list[str]: ...


class GameGuide(Protocol):
    """The module that helps a first-time player (issue 10): how the current step works
    (for ``Frame.view``) and the legend of the board's symbols."""

    def step_help(self, moves: Moves, view: dict, selected: str | None,
                  lang: str) -> StepHelp | None: ...

    def legend(self, lang: str, view: dict | None = None) -> list:
        """The legend's nodes; ``view``: the position shown (None: every symbol the game has)."""
        ...


class GameRenderer:
    """The shared base of every game's renderer: it binds the game's page modules and
    implements :class:`Renderer` from them. A game names its board class (``board_type``),
    its ``texts``, ``panel`` and ``input`` modules and, when it helps first-time players,
    its ``hints`` and ``guide`` (often one module); it sets what it has of the optional
    features, whose defaults are here: no Pass button, nothing private, no keys, no status
    events, the page's seat colours, no share note (``share_note_key``: the key of its text
    in ``texts.t``), no hint marks, no step help and no legend. It overrides only what is
    its own."""

    board_type: Callable[[Any], Board]
    texts: GameTexts
    panel: GamePanel
    input: GameInput
    hints: GameHints | None = None
    guide: GameGuide | None = None
    seat_colours: tuple[SeatColour, ...] = ()
    has_pass: bool = False
    private: bool = False
    keys: Mapping[str, str] = {}
    status_events: frozenset[str] = frozenset()
    share_note_key: str = ""
    #: The board last made by :meth:`board` (None before), for a game's own actions on it.
    canvas_board: Board | None = None

    def board(self, canvas: Any) -> Board:
        self.canvas_board = self.board_type(canvas)
        return self.canvas_board

    def default_selection(self, frame: Frame) -> str | None:
        return self.input.default_selection(frame.moves)

    def tap(self, frame: Frame, selected: str | None, square: str) -> Answer:
        return self.input.tap(frame.moves, frame.actor or frame.view, selected, square)

    def action(self, frame: Frame, selected: str | None, arg: str) -> Answer:
        return self.input.action(frame.moves, frame.actor or frame.view, selected, arg)

    def share_note(self, lang: str) -> str | None:
        return self.texts.t(lang, self.share_note_key) if self.share_note_key else None

    def hint_targets(self, frame: Frame, selected: str | None) -> list[str]:
        """Nothing while the device may not act (no moves) or without ``hints``."""
        if self.hints is None or not frame.moves:
            return []
        return self.hints.hint_targets(frame.moves, frame.actor or frame.view, selected)

    def step_help(self, frame: Frame, selected: str | None, lang: str) -> StepHelp | None:
        if self.guide is None:
            return None
        return self.guide.step_help(frame.moves, frame.view, selected, lang)

    def legend(self, lang: str, view: dict | None = None) -> list:
        return [] if self.guide is None else self.guide.legend(lang, view)

    def next_plays(self, frame: Frame, selected: str | None) -> list[MoveData]:
        """The input's ``next_plays(moves, selected)`` when it has one, else none."""
        plays = getattr(self.input, "next_plays", None)
        return list(plays(frame.moves, selected)) if plays is not None and frame.moves else []

    def describe_step(self, step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
        return self.texts.describe_step(step, chance, view_after, lang)

    def describe_event(self, event: dict, seat_label: SeatLabel, lang: str) -> str | None:
        return self.texts.describe_event(event, seat_label, lang)

    def turn_details(self, view: dict, lang: str) -> list[str]:
        return self.texts.turn_details(view, lang)

    def score_text(self, view: dict, seat_label: SeatLabel, lang: str) -> str:
        return self.texts.score_text(view, seat_label, lang)

    def aria_board(self, view: dict, lang: str) -> str:
        return self.texts.aria_board(view, lang)

    def build_panel(self, frame: Frame, selected: str | None, lang: str,
                    seat_label: SeatLabel) -> list | None:
        return self.panel.build_panel(frame, selected, lang, seat_label)

    def build_result(self, frame: Frame, names: list[str], seat_label: SeatLabel,
                     lang: str) -> list:
        return self.panel.build_result(frame, names, seat_label, lang)
