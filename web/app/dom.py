"""Small DOM helpers. Text always goes in as text nodes / ``textContent``, never as HTML,
so player names and record text can never inject markup."""

from __future__ import annotations

import json

from . import page

from . import vdom

# Attribute shorthands: el("button", {"testid": "undo", "action": "undo"}).
_DATA = {"testid": "data-testid", "action": "data-action", "arg": "data-arg"}


def el(tag: str, attrs: dict | None = None, *children):
    """Create an element; ``attrs`` values: str/int set the attribute, True sets it empty,
    False/None leave it out; ``"text"`` sets textContent; ``"class"`` the class; ``"style"``
    (``"prop: value; ..."``) sets each property through the CSSOM, which the page's
    Content-Security-Policy allows (a ``style`` attribute would need ``'unsafe-inline'``).
    Children: strings become text nodes, None is skipped, lists are flattened."""
    attributes: list[tuple[str, str]] = []
    styles: list[tuple[str, str]] = []
    text = cls = None
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if key == "text":
            text = str(value)
        elif key == "class":
            cls = str(value)
        elif key == "style":
            styles += style_declarations(str(value))
        else:
            attributes.append((_DATA.get(key, key), "" if value is True else str(value)))
    flat = _flat(children, [])
    if vdom.is_recording(tag):  # a panel being built as data (vdom.patch puts it in the page)
        return vdom.VNode(tag, attributes, text, cls, styles, flat)
    return real_element(tag, attributes, text, cls, styles, flat)


def real_element(tag: str, attributes: list[tuple[str, str]], text: str | None, cls: str | None,
                 styles: list[tuple[str, str]], flat: list):
    """The browser element :func:`el` describes (its arguments already sorted out)."""
    make = _maker()
    if make is not None:  # the page's builder: the element in one bridge crossing
        spec = json.dumps([attributes, text, cls, styles], separators=(",", ":"))
        return make(tag, spec, *flat)
    node = page.document.createElement(tag)
    for name, val in attributes:
        node.setAttribute(name, val)
    if text is not None:
        node.textContent = text
    if cls is not None:
        node.className = cls
    for prop, val in styles:
        node.style.setProperty(prop, val)
    if flat:
        node.append(*flat)
    return node


_MAKER: list = []


def _maker():
    """``speeltafelDom.el`` of ``web/page-ops.js`` (None without it)."""
    if not _MAKER:
        from . import page

        api = getattr(page.window, "speeltafelDom", None)
        _MAKER.append(None if api is None else api.el)
    return _MAKER[0]


def style_declarations(css: str) -> list[tuple[str, str]]:
    """``"a: 1; --b: red"`` -> ``[("a", "1"), ("--b", "red")]`` (empty parts skipped)."""
    pairs = []
    for part in css.split(";"):
        prop, sep, val = part.partition(":")
        if sep and prop.strip():
            pairs.append((prop.strip(), val.strip()))
    return pairs


_flat = vdom.flatten  # children as the DOM's append takes them


def append(node, *children) -> None:
    """Append the children (strings as text nodes, None skipped, lists flattened) in one
    call of the DOM's ``append``: one crossing of the Python <-> JavaScript bridge."""
    flat = _flat(children, [])
    if flat:
        node.append(*flat)


def clear(node) -> None:
    node.replaceChildren()


def replace(node, *children) -> None:
    """Replace all children of ``node`` (as :func:`append` takes them) in one call."""
    node.replaceChildren(*_flat(children, []))


def keep_children(node, before: list, after: list) -> None:
    """Make ``after`` (nodes) the children of ``node``, whose children are ``before`` (as
    the caller last set them): nodes in both stay where they are, untouched (the browser
    need not style and lay them out again), the others are removed or inserted. Nodes are
    matched by identity (the same proxy object); ``after`` must keep the order of the nodes
    it shares with ``before``."""
    staying = {id(n) for n in after}
    kept = [n for n in before if id(n) in staying]
    for n in before:
        if id(n) not in staying:
            n.remove()
    j = 0
    pending: list = []
    for n in after:
        if j < len(kept) and kept[j] is n:
            if pending:
                kept[j].before(*pending)
                pending = []
            j += 1
        else:
            pending.append(n)
    if pending:
        node.append(*pending)


def set_text(node, text: str) -> None:
    if node.textContent != text:
        node.textContent = text


def show(node, visible: bool) -> None:
    node.hidden = not visible


def by_testid(root, testid: str):
    return root.querySelector(f'[data-testid="{testid}"]')


def colour_dot(seat: int):
    """A small round marker in a seat's colour (styled by CSS class ``seat-<n>``)."""
    return el("span", {"class": f"dot seat-{seat}", "aria-hidden": "true"})


def attr(node, name: str) -> str | None:
    """An attribute's value, or None when the node or the attribute is missing."""
    if page.is_none(node) or not hasattr(node, "getAttribute"):
        return None
    value = node.getAttribute(name)
    return None if page.is_none(value) else str(value)


def closest(node, selector: str):
    """``node.closest(selector)`` or None."""
    if page.is_none(node) or not hasattr(node, "closest"):
        return None
    found = node.closest(selector)
    return None if page.is_none(found) else found


def game_button(label: str, arg: str, testid: str, enabled: bool = True, cls: str = "btn small",
                pressed: bool | None = None, name: str | None = None):
    """A panel button of a game: ``data-action="game"`` and ``data-arg`` (what the renderer's
    ``action`` reads); ``pressed`` (not None) makes it a toggle with ``aria-pressed``;
    ``name``: the whole sense of a button whose ``label`` is short (its accessible name and
    tooltip)."""
    attrs = {"type": "button", "class": cls + (" chosen" if pressed else ""), "action": "game",
             "arg": arg, "testid": testid, "disabled": not enabled, "text": label}
    if pressed is not None:
        attrs["aria-pressed"] = "true" if pressed else "false"
    if name is not None:
        attrs["aria-label"] = attrs["title"] = name
    return el("button", attrs)
