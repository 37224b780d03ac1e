"""Native tests of the page import its modules without a browser. PyScript's ``pyscript``
module exists only inside the page; when it is missing, a stand-in with the names the page
imports is registered, whose members fail loudly if a test ever reaches the DOM (the tests
here exercise the pure parts and the renderers' shapes, never drawing)."""

from __future__ import annotations

import importlib.util
import sys
import types


class _NoBrowser:
    """Any use of the browser in a native test is a mistake in the test."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str):
        raise RuntimeError(f"pyscript.{self._name}.{attr} used outside the browser")

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"pyscript.{self._name} called outside the browser")


if importlib.util.find_spec("pyscript") is None:
    _ffi = types.ModuleType("pyscript.ffi")
    for _name in ("create_proxy", "to_js", "is_none"):
        setattr(_ffi, _name, _NoBrowser(_name))
    _mod = types.ModuleType("pyscript")
    _mod.document = _NoBrowser("document")  # type: ignore[attr-defined]
    _mod.window = _NoBrowser("window")  # type: ignore[attr-defined]
    _mod.ffi = _ffi  # type: ignore[attr-defined]
    sys.modules["pyscript"] = _mod
    sys.modules["pyscript.ffi"] = _ffi

if importlib.util.find_spec("js") is None:
    _js = types.ModuleType("js")

    def _js_attr(name: str):
        if name.startswith("__"):   # module protocol (__file__, __path__...): not the browser
            raise AttributeError(name)
        return _NoBrowser(name)

    _js.__getattr__ = _js_attr  # type: ignore[attr-defined]
    sys.modules["js"] = _js
