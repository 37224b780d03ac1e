"""An independent model of Stad en Land, written from the rules text of issue 2, section 3.

It shares no code with ``core.stad_en_land``: squares are names (``"c3"``), networks are found
by breadth-first search over link sets, and legality is decided segment by segment straight
from the spec wording. The differential test drives the real engine and this model side by
side and compares every observable (legal moves, owners, links, turn, end, scores, winners).
"""

from __future__ import annotations

FILES = "abcdef"
SQUARES = [f + str(r) for r in range(1, 7) for f in FILES]
KING = [(df, dr) for dr in (-1, 0, 1) for df in (-1, 0, 1) if (df, dr) != (0, 0)]
ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def neighbours(sq: str, adjacency: str) -> list[str]:
    f, r = FILES.index(sq[0]), int(sq[1])
    out = []
    for df, dr in (KING if adjacency == "king" else ORTHO):
        nf, nr = f + df, r + dr
        if 0 <= nf < 6 and 1 <= nr <= 6:
            out.append(FILES[nf] + str(nr))
    return out


class Model:
    def __init__(self, cities, adjacency: str = "king", end: str = "mover") -> None:
        assert len(set(cities)) == 8
        self.cities = set(cities)
        self.adjacency = adjacency
        self.end = end
        self.owner: dict[str, int] = {}          # land square -> seat
        self.links: list[set] = [set(), set()]   # frozenset({a, b}) per seat
        self.to_move = 0
        self.left = 1
        self.first_turn = True
        self.passes = 0
        self.over = False
        self.log: list[tuple[int, str]] = []     # removed (seat, square), in order
        if not self.has_segment(0) or (end == "any" and not self.has_segment(1)):
            self.over = True

    # -- networks -------------------------------------------------------------------
    def connected(self, seat: int, a: str) -> set[str]:
        """Every square (land or city) joined to ``a`` by ``seat``'s links, ``a`` included."""
        seen, todo = {a}, [a]
        while todo:
            sq = todo.pop()
            for link in self.links[seat]:
                if sq in link:
                    (other,) = link - {sq}
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
        return seen

    def degree(self, seat: int, sq: str) -> int:
        return sum(1 for link in self.links[seat] if sq in link)

    def open_ends(self, seat: int) -> list[str]:
        return [sq for sq, s in self.owner.items() if s == seat and self.degree(seat, sq) == 1]

    def is_free_land(self, sq: str) -> bool:
        return sq not in self.cities and sq not in self.owner

    def cities_reached_over_free_land(self, start: str) -> set[str]:
        seen, todo, found = {start}, [start], set()
        while todo:
            sq = todo.pop()
            for n in neighbours(sq, self.adjacency):
                if n in self.cities:
                    found.add(n)
                elif self.is_free_land(n) and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return found

    # -- legality straight from the spec ------------------------------------------------
    def segment_ok(self, seat: int, x: str, y: str) -> bool:
        if not (x in self.cities or self.owner.get(x) == seat):
            return False                      # X is not an anchor
        ends = self.open_ends(seat)
        if ends and x != ends[0]:
            return False                      # an open end must be continued
        if y not in neighbours(x, self.adjacency):
            return False
        network = self.connected(seat, x)
        if y in self.cities:
            if x in self.cities or frozenset((x, y)) in self.links[seat]:
                return False                  # city-city, or the link exists already
            return y not in network           # new warehouses only
        if not self.is_free_land(y):
            return False                      # squares are never shared
        return any(c not in network for c in self.cities_reached_over_free_land(y))

    def segments(self, seat: int) -> set[str]:
        return {f"{x}-{y}" for x in SQUARES for y in neighbours(x, self.adjacency)
                if self.segment_ok(seat, x, y)}

    def has_segment(self, seat: int) -> bool:
        return bool(self.segments(seat))

    def turn_started(self) -> bool:
        return self.left < (1 if self.first_turn else 2)

    def legal(self) -> set[str]:
        if self.over:
            return set()
        moves = self.segments(self.to_move)
        if not self.turn_started():
            moves.add("pass")
        return moves

    # -- playing ------------------------------------------------------------------------
    def _end_turn(self, passed: bool) -> None:
        if passed:
            if not self.first_turn:
                self.passes += 1
        else:
            self.passes = 0
        self.to_move = 1 - self.to_move
        self.left = 2
        self.first_turn = False
        if self.passes >= 2:
            self.over = True
        elif not self.has_segment(self.to_move):
            self.over = True
        elif self.end == "any" and not self.has_segment(1 - self.to_move):
            self.over = True

    def play(self, move: str) -> list[tuple[int, str]]:
        """Apply a legal move; returns the squares removed by it, as (seat, square)."""
        assert move in self.legal(), move
        if move == "pass":
            self._end_turn(passed=True)
            return []
        seat = self.to_move
        x, y = move.split("-")
        if y not in self.cities:
            self.owner[y] = seat
        self.links[seat].add(frozenset((x, y)))
        removed = []
        while True:   # every dead open end of both players at once, until none is left
            dead = [(s, e) for s in (0, 1) for e in self.open_ends(s)
                    if not any(self.segment_ok(s, e, n) for n in neighbours(e, self.adjacency))]
            if not dead:
                break
            for s, e in dead:
                del self.owner[e]
                self.links[s] = {link for link in self.links[s] if e not in link}
                removed.append((s, e))
        self.left -= 1
        if self.left == 0 or not self.has_segment(seat):
            self._end_turn(passed=False)
        return removed

    # -- scoring ------------------------------------------------------------------------
    def warehouses(self) -> dict[str, list[int]]:
        return {c: [len(self.connected(s, c) & self.cities) - 1 for s in (0, 1)]
                for c in self.cities}

    def outcome(self) -> tuple[list[str], list[int], list[int]]:
        """(capitals, scores, winners) by the tie-break chain."""
        wh = self.warehouses()
        totals = sorted({sum(v) for v in wh.values()}, reverse=True)
        groups = [[c for c in self.cities if sum(wh[c]) == t] for t in totals]
        capitals = groups[0]
        scores = [sum(wh[c][s] for c in capitals) for s in (0, 1)]
        winners = [0, 1]
        for g in groups:
            w, b = sum(wh[c][0] for c in g), sum(wh[c][1] for c in g)
            if w != b:
                winners = [0] if w > b else [1]
                break
        return sorted(capitals), scores, winners
