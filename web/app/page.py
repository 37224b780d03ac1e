"""The page as the app's modules see it: ``document``, ``window`` and PyScript's FFI helpers
(``create_proxy``, ``to_js``, ``is_none``), the very objects of ``pyscript`` and
``pyscript.ffi``, bound when the app starts (:func:`bind`), not when a module is imported.

Why (issue 26): the warm-start snapshot (``tools/snapshot_make.mjs``) is made in Node, where
there is no page and no ``pyscript`` package (PyScript writes it into Python's files only in
the page). A module that imported ``pyscript`` at its top could not be imported there, so the
app's generic modules were imported at every warm start (some 70 ms of main thread). They
import these names from here instead: stand-ins that hold nothing of JavaScript, so the
snapshot can hold the modules. They use them as attributes of this module at each use
(``from . import page`` ... ``page.document.getElementById(...)``), never a copy taken at
import; :func:`bind` (``main.start``, in the page) then puts PyScript's own objects in place
of the stand-ins, here only. A stand-in used before :func:`bind` fails with its name.
``tests/web/test_page_binding.py`` checks that no module imports ``pyscript`` or these names
and that no module holds a stand-in after importing.
"""

from __future__ import annotations

from typing import Any

#: The names this module offers, each PyScript's object of the same name after :func:`bind`.
NAMES = ("document", "window", "create_proxy", "to_js", "is_none")


class Unbound:
    """A stand-in for one of :data:`NAMES` before :func:`bind`."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):  # copy, pickle and friends probe for these
            raise AttributeError(attr)
        raise RuntimeError(f"app.page.{self._name}.{attr} used before app.page.bind()")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"app.page.{self._name}() called before app.page.bind()")

    def __repr__(self) -> str:
        return f"<app.page.{self._name}, unbound>"


document: Any = Unbound("document")
window: Any = Unbound("window")
create_proxy: Any = Unbound("create_proxy")
to_js: Any = Unbound("to_js")
is_none: Any = Unbound("is_none")


def bind(real: dict[str, Any] | None = None) -> None:
    """Put the real objects (``real``, by name; by default PyScript's) in place of the
    stand-ins. Modules read them here at each use (``page.document``), so this is the only
    place that changes."""
    if real is None:
        import pyscript
        from pyscript import ffi

        real = {"document": pyscript.document, "window": pyscript.window,
                "create_proxy": ffi.create_proxy, "to_js": ffi.to_js, "is_none": ffi.is_none}
    here = globals()
    for name in NAMES:
        here[name] = real[name]
