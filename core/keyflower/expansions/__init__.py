"""Keyflower's expansions, each a package of this one implementing ``expansion.Expansion``;
the base game's modules never name them (``tests/test_shape.py``)."""

from ..expansion import Expansion
from .merchants import MERCHANTS

EXPANSIONS: tuple[Expansion, ...] = (MERCHANTS,)
