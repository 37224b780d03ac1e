"""The immutable state of a Carcassonne game (frozen dataclasses and tuples only).

Derived structures (which piece owns which side, the features, the legal moves) are
computed from the pieces when first asked for and kept in ``State.memo``, a cache that is
neither compared, hashed nor printed, and is not copied by ``dataclasses.replace``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import ALL_TILES, BASE_TILES, FOLLOWERS, START, TYPES

#: Score categories, in the order of ``State.points`` and of the breakdown.
CATEGORIES = ("roads", "cities", "monasteries", "fields")


@dataclass(frozen=True)
class Piece:
    """A placed tile or half tile at square (x, y), turned ``rot`` quarter turns clockwise
    (a half tile's right angle lies in corner ``board.CORNERS[rot]``)."""

    name: str
    x: int
    y: int
    rot: int

    @property
    def half(self) -> bool:
        return ALL_TILES[self.name].half


@dataclass(frozen=True)
class Follower:
    """A follower of ``seat`` on segment ``seg`` of piece number ``piece``."""

    seat: int
    piece: int
    seg: int


@dataclass(frozen=True)
class Scored:
    """One scoring, for the move log and the board: a feature of ``kind`` over ``pieces``,
    ``points`` to each of ``seats`` (empty: nobody scored), ``final``: in the final scoring."""

    kind: str
    seats: tuple[int, ...]
    points: int
    pieces: tuple[int, ...]
    final: bool = False


def full_pile() -> tuple[int, ...]:
    """Tiles per type at the start, the start tile taken out."""
    return tuple(BASE_TILES[t].count - (t == START) for t in TYPES)


@dataclass(frozen=True)
class State:
    players: int
    halflings: str = "off"
    halves_each: int = 3
    counting: str = "2021"
    pieces: tuple[Piece, ...] = (Piece(START, 0, 0, 0),)
    followers: tuple[Follower, ...] = ()
    #: Per seat, points per category (CATEGORIES).
    points: tuple[tuple[int, ...], ...] = ()
    pile: tuple[int, ...] = field(default_factory=full_pile)
    seat: int = 0
    drawn: str | None = None
    #: The seat chose to draw a normal tile (rather than play a half tile).
    drawing: bool = False
    hands: tuple[tuple[str, ...], ...] = ()
    #: The open half tiles of the draft (halflings=draft).
    pool: tuple[str, ...] = ()
    #: The half tiles have been dealt or drafted (always True with halflings=off).
    dealt: bool = True
    discarded: tuple[str, ...] = ()
    #: What the latest step scored.
    scored: tuple[Scored, ...] = ()
    over: bool = False
    memo: dict = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)

    def board_memo(self) -> dict:
        """The part of :attr:`memo` made of the pieces, the followers and the counting option
        alone (``features.layout``, ``features.analysis``, ``view._board``): shared with the
        states that have the same ones (:meth:`share_board`); read-only to everyone."""
        return self.memo.setdefault("board", {})

    def share_board(self, before: "State") -> "State":
        """Self, sharing :meth:`board_memo` with ``before`` when both have the same pieces,
        followers and counting (a step that moved no piece: the next seat's turn, a tile
        drawn): what either works out of the board from then on (the features for a view)
        the other finds. Returns self."""
        if self.pieces is before.pieces and self.followers is before.followers \
                and self.counting == before.counting and "board" not in self.memo:
            self.memo["board"] = before.board_memo()
        return self

    def supply(self, seat: int) -> int:
        """Followers of ``seat`` not on the board."""
        return FOLLOWERS - sum(1 for f in self.followers if f.seat == seat)

    @property
    def pile_size(self) -> int:
        return sum(self.pile)

    def phase(self) -> str:
        """``deal`` (chance), ``draft``, ``choose`` (draw or play a half tile), ``draw``
        (chance), ``place`` (the drawn tile) or ``over``."""
        if self.over:
            return "over"
        if not self.dealt:
            return "deal" if self.halflings == "hidden" else "draft"
        if self.drawn is not None:
            return "place"
        if self.hands and self.hands[self.seat] and not self.drawing:
            return "choose"
        return "draw"

    def draft_seat(self) -> int:
        """Who picks next in the draft: the last seat first, then counter-clockwise."""
        picks = sum(len(h) for h in self.hands)
        return (self.players - 1 - picks) % self.players

    def to_move(self) -> int | None:
        ph = self.phase()
        if ph in ("deal", "draw", "over"):
            return None
        return self.draft_seat() if ph == "draft" else self.seat
