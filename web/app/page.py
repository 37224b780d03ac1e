"""The page as the app's modules see it: ``document``, ``window`` and PyScript's FFI helpers
(``create_proxy``, ``to_js``, ``is_none``), the very objects of ``pyscript`` and
``pyscript.ffi``, bound when the app starts (:func:`bind`), not when a module is imported.

Why (issue 26): the warm-start snapshot (``tools/snapshot_make.mjs``) is made in Node, where
there is no page and no ``pyscript`` package (PyScript writes it into Python's files only in
the page). A module that imported ``pyscript`` at its top could not be imported there, so the
app's generic modules were imported at every warm start (some 70 ms of main thread). They
import these names from here instead: stand-ins that hold nothing of JavaScript, so the
snapshot can hold the modules. :func:`bind` (``main.start``, in the page) then puts PyScript's
own objects in their place, here and in every module of ``app`` already imported (a module
imported later gets them directly); no call goes through a stand-in, so nothing costs more
than with ``from pyscript import ...``. A stand-in used before :func:`bind` fails with its name.
No module may keep a stand-in where :func:`bind` does not look (a default argument, a class
attribute, a container): ``tests/web/test_page_binding.py`` checks every generic module.
"""

from __future__ import annotations

import sys
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


def stand_ins() -> dict[int, str]:
    """The stand-ins still in this module, by id (empty once bound)."""
    here = globals()
    return {id(here[name]): name for name in NAMES if isinstance(here[name], Unbound)}


def bind(real: dict[str, Any] | None = None) -> None:
    """Put the real objects (``real``, by name; by default PyScript's) in place of the
    stand-ins, in this module and in every loaded module of the ``app`` package."""
    unbound = stand_ins()
    if not unbound:
        return
    if real is None:
        import pyscript
        from pyscript import ffi

        real = {"document": pyscript.document, "window": pyscript.window,
                "create_proxy": ffi.create_proxy, "to_js": ffi.to_js, "is_none": ffi.is_none}
    package = __name__.rpartition(".")[0]
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        space = vars(module)
        for key, value in list(space.items()):
            if id(value) in unbound and isinstance(value, Unbound):
                space[key] = real[unbound[id(value)]]
