"""A panel as data, patched into the page (issue 23: a tap answers within a frame).

A renderer's panel is a pure function of (frame, selection, language) built with
``dom.el``. While :func:`recording` is on, ``dom.el`` makes a :class:`VNode` (tag, attributes,
text, class, styles, children) instead of a browser element: plain Python, no bridge crossing.
:func:`patch` then compares the new nodes with the ones it put in the page last time and
changes only what differs: an attribute, a class, a style property, a text, or the children
of one element. What did not change is not touched, so a tap that changes one button of the
panel costs that button, not the panel (before, every tap made every element again and the
browser styled and laid out all of them).

The rule of a match: two nodes of the same tag are the same element (its attributes and text
are brought up to date); a list of children is patched item by item when both lists have the
same length and each pair is the same tag (or the same string); otherwise that element's
children are made again (and only they). An element the builder needs at once as a real one
(``canvas``: it is drawn on while the panel is built) stays a browser element and is always
put in again.

Pure Python except :func:`materialize` and :func:`patch`'s DOM calls (tested natively with
stand-in nodes: ``tests/web/test_vdom.py``).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator

#: Tags made as real elements even while recording (the builder draws on them at once).
REAL_TAGS = frozenset({"canvas"})

_RECORDING: list[bool] = [False]


@contextmanager
def recording() -> Iterator[None]:
    """While inside, ``dom.el`` returns :class:`VNode` s (for tags not in :data:`REAL_TAGS`)."""
    before = _RECORDING[0]
    _RECORDING[0] = True
    try:
        yield
    finally:
        _RECORDING[0] = before


def is_recording(tag: str) -> bool:
    return _RECORDING[0] and tag not in REAL_TAGS


def flatten(children, out: list) -> list:
    """``children`` as the DOM's ``append`` takes them: None skipped, lists and tuples
    flattened, appended to ``out`` (returned)."""
    for child in children:
        if child is None:
            continue
        if isinstance(child, (list, tuple)):
            flatten(child, out)
        else:
            out.append(child)  # a string becomes a text node (DOM append / replaceChildren)
    return out


class VNode:
    """One element as data: what ``dom.el`` was asked for. ``node`` is the browser element
    it stands for once :func:`materialize` or :func:`patch` put it in the page."""

    __slots__ = ("tag", "attrs", "text", "cls", "styles", "children", "node", "fresh")

    def __init__(self, tag: str, attrs: list[tuple[str, str]], text: str | None,
                 cls: str | None, styles: list[tuple[str, str]], children: list) -> None:
        self.tag = tag
        self.attrs = dict(attrs)
        self.text = text
        self.cls = cls
        self.styles = dict(styles)
        self.children = children
        self.node: Any = None
        #: Made anew in the page, never patched (a class added after the element was built:
        #: how a builder asks for a CSS animation to play again, a prompt that flashes).
        self.fresh = False

    # what panel builders do with a fresh element
    def append(self, *children) -> None:
        self.children.extend(flatten(children, []))

    def appendChild(self, child) -> None:  # noqa: N802 - the DOM's name
        self.append(child)

    @property
    def classList(self) -> "_Classes":  # noqa: N802 - the DOM's name
        return _Classes(self)

    def __repr__(self) -> str:
        return f"VNode({self.tag!r}, {self.attrs!r}, {self.text!r}, {self.children!r})"


class _Classes:
    """``node.classList.add``: the class added, the node marked :attr:`VNode.fresh`."""

    def __init__(self, node: VNode) -> None:
        self.node = node

    def add(self, *names: str) -> None:
        have = (self.node.cls or "").split()
        self.node.cls = " ".join(have + [n for n in names if n not in have])
        self.node.fresh = True


def _same_kind(old, new) -> bool:
    if isinstance(new, VNode):
        return isinstance(old, VNode) and old.tag == new.tag and not new.fresh
    if isinstance(new, str):
        return isinstance(old, str) and old == new
    return old is new


def materialize(item, make: Callable) -> Any:
    """The browser node for ``item`` (a VNode is made, with its children, by ``make(tag,
    attrs, text, cls, styles, children)``; a string stays a string, the DOM makes it a text
    node; a real node is itself)."""
    if not isinstance(item, VNode):
        return item
    kids = [materialize(c, make) for c in item.children]
    item.node = make(item.tag, list(item.attrs.items()), item.text, item.cls,
                     list(item.styles.items()), kids)
    return item.node


def _alike(old: list | None, new: list) -> bool:
    return old is not None and len(old) == len(new) and all(_same_kind(o, n) for o, n in zip(old, new))


def patch(parent, old: list | None, new: list, make: Callable) -> None:
    """Make ``new`` (VNodes, strings, real nodes) the children of the browser element
    ``parent``, whose children are ``old`` as this function last set them (None: unknown,
    everything is made). Changes only what differs (module doc)."""
    if _alike(old, new):
        assert old is not None
        for o, n in zip(old, new):
            if isinstance(n, VNode):
                _patch_node(o, n, make)
        return
    parent.replaceChildren(*[materialize(c, make) for c in new])


def _patch_node(old: VNode, new: VNode, make: Callable) -> None:
    node = new.node = old.node
    for name in old.attrs.keys() - new.attrs.keys():
        node.removeAttribute(name)
    for name, value in new.attrs.items():
        if old.attrs.get(name) != value:
            node.setAttribute(name, value)
    if old.cls != new.cls:
        node.className = new.cls or ""
    if old.styles != new.styles:
        for prop in old.styles.keys() - new.styles.keys():
            node.style.removeProperty(prop)
        for prop, value in new.styles.items():
            if old.styles.get(prop) != value:
                node.style.setProperty(prop, value)
    if old.text == new.text and (new.text is None or _alike(old.children, new.children)):
        patch(node, old.children, new.children, make)
        return
    # a new text, or new children after a text (which replaceChildren would drop)
    node.textContent = new.text or ""
    if new.children:
        node.append(*[materialize(c, make) for c in new.children])


class Patched:
    """The children of one element as :func:`patch` last put them there."""

    def __init__(self) -> None:
        self.tree: list | None = None

    def put(self, parent, nodes, make: Callable) -> None:
        """Make ``nodes`` (a builder's list, VNodes made while :func:`recording`) the
        children of ``parent``, tables wrapped as ``layout.contain_tables`` wraps them."""
        tree = flatten([nodes], [])
        wrap_tables(tree)
        patch(parent, self.tree, tree, make)
        self.tree = tree


def wrap_tables(items: list, cls: str = "table-scroll") -> None:
    """Put every ``table`` among ``items`` (and their descendants) in a ``div`` of class
    ``cls`` unless its parent is one already: what ``layout.contain_tables`` does to the
    page, done to the data first so that the page and the data stay alike."""
    def walk(children: list, parent_cls: str | None) -> None:
        for i, child in enumerate(children):
            if not isinstance(child, VNode):
                continue
            if child.tag == "table" and cls not in (parent_cls or "").split():
                children[i] = VNode("div", [], None, cls, [], [child])
            walk(child.children, child.cls)
    walk(items, None)
