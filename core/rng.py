"""The project's own seeded PRNG (SplitMix64), identical on every Python and in Pyodide.

Python's ``random`` module only promises a stable ``random()``; its shuffle and sampling
methods changed between versions. Chance in the games comes from here instead, and every
outcome is written into the record as a chance line, so records outlive changes to this file.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 stream. ``Rng(seed, stream)`` gives independent, reproducible sequences
    for one game seed: stream ``k`` is used for the game's ``k``-th chance step."""

    __slots__ = ("_state",)

    def __init__(self, seed: int, stream: int = 0) -> None:
        self._state = (seed * 0x9E3779B97F4A7C15 + stream * 0xD1B54A32D192ED03 + 0x632BE59BD9B4E019) & _MASK

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> list:
        """Shuffle ``items`` in place (Fisher-Yates) and return it."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def sample(self, items, k: int) -> list:
        """``k`` distinct elements of ``items`` in draw order."""
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError("sample size out of range")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
