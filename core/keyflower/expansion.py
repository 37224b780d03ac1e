"""What a Keyflower expansion is to the base game: :class:`Expansion`, whose hooks default
to nothing, so an expansion overrides only what it changes. The expansions are listed once,
in ``expansions.EXPANSIONS``; the game installs them (:func:`install`) when the package is
imported, and the base modules ask :func:`registered` (every expansion, for what exists
whether or not it is in play: options, notation, data, the view's keys) or
:func:`active` (those in play in a state: ``State.ext`` holds their own state under their
names).

Each hook is named after what the base asks at that point; a hook that returns ``None``
(or the state unchanged) leaves the base's answer standing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .tiles import of_season

if TYPE_CHECKING:
    from ..protocol import Criterion, MoveData, Option
    from ..rng import Rng
    from ..errors import RuleError
    from .allocation import Allocation, Holdings
    from .board import Placed
    from .notation import Move
    from .seasons import Step
    from .state import State
    from .tiles import Side

#: A final-scoring step: category, and its points for a seat's ``scoring.Scoring``.
StepFn = Callable[["State", Any], int]


class Expansion:
    """A Keyflower expansion (base class: every hook does nothing)."""

    #: Its name: the key of its state in ``State.ext`` and the tag of its tiles.
    name: str = ""
    #: The game options it declares (collected after the base game's).
    options: tuple[Option, ...] = ()
    #: Its rule ids (without the game prefix), its stand-in values and its readings (key ->
    #: text per language), all shown on the rules page.
    rule_ids: tuple[str, ...] = ()
    provisional: dict[str, dict[str, str]] = {}
    readings: dict[str, dict[str, str]] = {}
    #: The rules texts of its tiles that the base describes by table (winter tiles, boats).
    texts: dict[str, tuple[str, str]] = {}
    #: What its winter tiles and boats score, for their symbols, as the base's
    #: ``describe.SCORES`` (one group's items, the points it scores), and what one gives
    #: instead of points, as ``describe.FREE``; checked against its scoring code.
    scores: dict[str, tuple[tuple[tuple[str, str, int], ...], int | None]] = {}
    free: dict[str, tuple[tuple[str, str, int], ...]] = {}
    #: Its chance steps, and its phases with what the seat to act must do in each (Dutch,
    #: English) and the verbs it may use there, for refusals (``explain``).
    chance_kinds: tuple[str, ...] = ()
    phases: dict[str, tuple[str, str]] = {}
    #: Per phase (the base's too), the verbs it adds there, and one example of each of its
    #: move forms (for the refusal of text that is no move).
    verbs: dict[str, tuple[str, ...]] = {}
    forms: str = ""
    #: The choice words a use of its tiles may name (``use TILE N COLOUR CHOICE``) beyond
    #: the base's (resources, skills, colours).
    choices: tuple[str, ...] = ()

    # -- set-up and chance --------------------------------------------------------------
    def setup(self, state: State, options: dict) -> State:
        """The new game's state with the expansion in play when ``options`` ask for it."""
        return state

    def chance_kind(self, state: State) -> str | None:
        """Its chance step due now (checked after the base's set-up steps)."""
        return None

    def chance_form(self, state: State, kind: str) -> tuple[str, str]:
        raise NotImplementedError(kind)

    def draw_chance(self, state: State, kind: str, rng: Rng) -> str:
        raise NotImplementedError(kind)

    def apply_chance(self, state: State, kind: str, words: list[str]) -> State:
        raise NotImplementedError(kind)

    def winter_each(self, state: State) -> int | None:
        """Winter tiles dealt to each player, when it changes the base's number."""
        return None

    def required_tiles(self, state: State, season: str) -> tuple[str, ...]:
        """Tiles of ``season`` that must be among those dealt or laid out."""
        return ()

    def required_reason(self, tile: str | None) -> tuple[str, str]:
        """Why :meth:`required_tiles` holds ``tile`` (None: all of them), Dutch and English."""
        return ("", "")

    def workers_dealt(self, state: State) -> State:
        """The screens were just dealt."""
        return state

    def fill_boat(self, state: State, boat: str) -> tuple[State, str]:
        """A boat is filled: its extra item (``""``: none), taken from its supply."""
        return state, ""

    def cargo(self, boat: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """Workers and skills on side A and B of one of its boats (None: not its boat)."""
        return None

    # -- moves --------------------------------------------------------------------------
    def parse(self, text: str) -> Move | None:
        """Its move written ``text`` (one spelling; None: not its verb), or RuleError
        ``notation``."""
        return None

    def move_text(self, move: Move) -> str | None:
        """The one spelling of its ``move`` (None: not its verb)."""
        return None

    def move_data(self, move: Move, text: str) -> MoveData | None:
        """Its ``move`` as data (None: not its verb)."""
        return None

    def write(self, intent: MoveData) -> str | None:
        """Its move given as fields in notation, the inverse of :meth:`move_data` (None:
        not its verb; see ``notation.write``)."""
        return None

    def moves(self, state: State, seat: int) -> list[Move]:
        """Its legal moves for ``seat`` (the seat to act) in the current phase."""
        return []

    def play(self, state: State, seat: int, move: Move) -> State | None:
        """The state after its (legal) ``move`` (None: not its verb)."""
        return None

    def refusal(self, state: State, seat: int, move: Move) -> RuleError | None:
        """Why its well-formed ``move`` is not legal now (None: not its verb)."""
        return None

    # -- what the base does -------------------------------------------------------------
    def gained(self, state: State, seat: int, workers: tuple, skills: tuple) -> State:
        """``seat`` just took ``workers`` and ``skills`` openly (from the table or a boat;
        not a blind draw from bag or pile)."""
        return state

    def boat_taken(self, state: State, seat: int, boat: str, extra: str) -> State:
        """``seat`` took ``boat`` (with its ``extra`` item, outside winter)."""
        return state

    def season_steps(self) -> tuple[tuple[str, Step], ...]:
        """End-of-season steps (``seasons.Step``) to run before the base step of that id."""
        return ()

    def tile_colour(self, state: State, tile: str) -> int | None:
        """The colour ``tile`` demands whatever the workers on it (None: the base rule)."""
        return None

    def use_choices(self, state: State, seat: int, tile: str) -> list[str] | None:
        """The choice words a use of ``tile`` of one of its kinds needs (None: the base's)."""
        return None

    def produce(self, state: State, seat: int, move: Move, side: Side) -> State | None:
        """What a use of a tile of one of its kinds gives (None: not its kind)."""
        return None

    def upgrades(self, state: State, tile: str) -> int:
        """Extra upgrade symbols of ``tile`` when it is used for transport."""
        return 0

    def open_items(self, state: State, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The workers and skills of ``seat`` that lie in the open (None: none)."""
        return None

    def disguise(self, state: State, seat: int) -> State:
        """Its secrets changed as ``seat`` may believe them (rule ``secrets``)."""
        return state

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Its secrets that ``seat`` cannot see re-dealt from ``rng`` (the bots, ``bot.py``),
        reading only what ``seat`` knows: pool what it cannot tell apart, sort, shuffle."""
        return state

    # -- final scoring ------------------------------------------------------------------
    #: What its free change is called in the final detail's ``flip`` (Flipper's is "upgrade").
    free_kind: str = ""

    def free_changes(self, state: State, seat: int, village: tuple[Placed, ...]) -> list[str] | None:
        """The tiles one of its tiles in ``village`` (of ``seat``) changes for free at the final scoring
        (in the place of Flipper's upgrade; None: no such tile). The tile chosen is the
        final scoring's ``Scoring.free`` (its scoring steps read it); the village stays."""
        return None

    def keeps_purple(self, state: State) -> bool:
        """Whether the purple worker declared as nothing may still fill its targets."""
        return False

    def targets(self, state: State, seat: int) -> tuple[str, ...]:
        """Its things that ``seat`` may assign items to in the final scoring."""
        return ()

    def target_units(self, target: str, left: dict[str, int], free: bool) -> list[tuple[str, ...]]:
        """The item lists (sorted) that fill ``target`` from ``left`` (``free``: resources
        are one pool)."""
        return []

    def best_items(self, state: State, seat: int, h: Holdings, tiles: tuple[str, ...],
                   village: tuple[Placed, ...], kept: bool
                   ) -> tuple[Allocation, dict[str, tuple[str, ...]], int] | None:
        """The best assignment with its targets: the tiles' allocation of what is left,
        target -> the items filling it, and their points (None: the base's)."""
        return None

    def asked_items(self, state: State, seat: int, h: Holdings, village: tuple[Placed, ...],
                    items: dict, purple: str) -> tuple[Holdings, str, dict, int]:
        """The items the player assigned (``final=ask``) to its targets: what is left, the
        purple declaration left, target -> items, and their points."""
        return h, purple, {}, 0

    def final_steps(self, state: State, steps: tuple[tuple[str, StepFn], ...]
                    ) -> tuple[tuple[str, StepFn], ...]:
        """The final scoring's steps in its game."""
        return steps

    def tie_break(self, state: State) -> tuple[Criterion, ...]:
        """Its tie-break criteria, in order."""
        return ()

    def final_detail(self, state: State, seat: int) -> dict:
        """Its keys of a seat's final-scoring detail (also when it is not in play)."""
        return {}

    # -- view ---------------------------------------------------------------------------
    def view(self, state: State, viewer: int | None) -> dict:
        """Its keys of the position (also when it is not in play)."""
        return {}

    def seat_view(self, state: State, s: int, own: bool) -> dict:
        """Its keys of seat ``s`` in the position (``own``: the viewer may see its secrets)."""
        return {}

    def placed_view(self, state: State, seat: int, placed: Placed) -> dict:
        """Its keys of a tile ``placed`` in seat ``seat``'s village in the position (also
        when it is not in play)."""
        return {}

    def assign_target(self, word: str) -> bool:
        """Whether ``word`` names something of its own that items may be assigned to in the
        final scoring (``assign WORD ITEMS``)."""
        return False


_INSTALLED: list[Expansion] = []


def install(expansions: tuple[Expansion, ...]) -> None:
    """Make ``expansions`` known to the base modules (once, when the game is imported)."""
    if not _INSTALLED:
        _INSTALLED.extend(expansions)


def registered() -> tuple[Expansion, ...]:
    return tuple(_INSTALLED)


def active(state: State) -> tuple[Expansion, ...]:
    """The expansions in play in ``state``, in registry order."""
    if not state.ext:
        return ()
    names = {n for n, _ in state.ext}
    return tuple(x for x in _INSTALLED if x.name in names)


def season_pool(state: State, season: str) -> tuple[str, ...]:
    """The tiles of ``season`` in this game: the base game's and those of the expansions
    in play."""
    return of_season(season, tuple(x.name for x in active(state)))


def required_tiles(state: State, season: str) -> tuple[str, ...]:
    """Tiles of ``season`` that the expansions in play require among those dealt or laid."""
    return tuple(t for x in active(state) for t in x.required_tiles(state, season))


def owner_of_kind(state: State, kind: str) -> Expansion | None:
    """The expansion in play whose chance step ``kind`` is."""
    return next((x for x in active(state) if kind in x.chance_kinds), None)
