"""Native tests of web/app/dom.py's pure helpers."""

from __future__ import annotations

from app.dom import style_declarations


def test_style_declarations_split_for_the_cssom():
    # the page sets styles property by property (its CSP forbids style attributes)
    assert style_declarations("--seat-0: #fff; --seat-0-edge: transparent;") == \
        [("--seat-0", "#fff"), ("--seat-0-edge", "transparent")]
    assert style_declarations("grid-template-columns: repeat(3, 1fr)") == \
        [("grid-template-columns", "repeat(3, 1fr)")]
    assert style_declarations(" ; ") == []


class Node:
    """Enough of a DOM node for ``keep_children``: its children, and what was done to them."""

    def __init__(self, name: str, parent: "Node | None" = None) -> None:
        self.name, self.parent, self.children, self.ops = name, parent, [], []

    def append(self, *nodes):
        for n in nodes:
            n.parent = self
            self.children.append(n)
        self.ops.append(("append", [n.name for n in nodes]))

    def remove(self):
        self.parent.children.remove(self)
        self.parent.ops.append(("remove", self.name))

    def before(self, *nodes):
        at = self.parent.children.index(self)
        for n in nodes:
            n.parent = self.parent
        self.parent.children[at:at] = nodes
        self.parent.ops.append(("before", self.name, [n.name for n in nodes]))


def test_keep_children_touches_only_the_nodes_that_changed():
    from app.dom import keep_children

    log = Node("log")
    a, b, c, d = (Node(x) for x in "abcd")
    log.append(a, b, c)
    log.ops.clear()
    e, f = Node("e"), Node("f")
    keep_children(log, [a, b, c], [b, e, c, d, f])  # a dropped at the head, e in between, d f at the end
    assert [n.name for n in log.children] == ["b", "e", "c", "d", "f"]
    assert log.ops == [("remove", "a"), ("before", "c", ["e"]), ("append", ["d", "f"])]
    log.ops.clear()
    keep_children(log, [b, e, c, d, f], [b, e, c, d, f])
    assert log.ops == []  # nothing changed: nothing touched
    keep_children(log, [b, e, c, d, f], [])
    assert log.children == []
