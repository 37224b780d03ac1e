"""The build tools behind ``python3 build.py``: assembling ``dist/``, checking it, serving it,
setting up the machine, drawing the icons. Standard library only, Python >= 3.11, so that
``build.py`` runs with the system Python before any venv exists.

Each module holds one job; ``build.py`` is only the command line over them. This file stays
empty of code: ``archive`` and ``pyc_archive`` are also imported inside Pyodide (see
``compile_pyc.mjs``), which loads this package without anything else.
"""
