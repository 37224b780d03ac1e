"""Speeltafel rules core: pure-Python rules, records and links for the board games.

Standard library only; runs unchanged on CPython >= 3.11 and in Pyodide.
"""

__version__ = "0.1.0"
