"""Native tests of ``app.vdom``: a panel built as data is patched into the page touching only
what changed, and the patched page is the same as the panel made anew (issue 23)."""

from __future__ import annotations

import pytest

from app import dom, frame as frames, renderers, vdom
from core.match import Match
from core.rng import Rng


class Style:
    def __init__(self, owner: "Node") -> None:
        self.owner, self.props = owner, {}

    def setProperty(self, prop, value):  # noqa: N802 - the DOM's names
        self.props[prop] = value
        self.owner.log.append(("style", prop))

    def removeProperty(self, prop):  # noqa: N802
        self.props.pop(prop, None)
        self.owner.log.append(("unstyle", prop))


class Node:
    """Enough of a browser element for ``vdom.patch``; every change is logged in ``log``
    (shared by a whole tree)."""

    def __init__(self, tag: str, log: list) -> None:
        self.tag, self.log, self.attrs, self.children = tag, log, {}, []
        self._cls = ""
        self.style = Style(self)

    @property
    def className(self):  # noqa: N802
        return self._cls

    @className.setter
    def className(self, value):  # noqa: N802
        self._cls = value
        self.log.append(("class", self.tag, value))

    @property
    def textContent(self):  # noqa: N802
        return "".join(c if isinstance(c, str) else c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, value):  # noqa: N802
        self.children = [value] if value else []
        self.log.append(("text", self.tag, value))

    def setAttribute(self, name, value):  # noqa: N802
        self.attrs[name] = value
        self.log.append(("set", self.tag, name, value))

    def removeAttribute(self, name):  # noqa: N802
        del self.attrs[name]
        self.log.append(("remove", self.tag, name))

    def append(self, *kids):
        self.children += kids
        self.log.append(("append", self.tag, len(kids)))

    def replaceChildren(self, *kids):  # noqa: N802
        self.children = list(kids)
        self.log.append(("replace", self.tag, len(kids)))

    def shape(self):
        """The element as comparable data (what a player would see)."""
        return (self.tag, sorted(self.attrs.items()), self._cls, sorted(self.style.props.items()),
                [c if isinstance(c, str) else c.shape() for c in self.children])


def maker(log: list):
    def make(tag, attrs, text, cls, styles, kids):
        node = Node(tag, [])
        for name, value in attrs:
            node.attrs[name] = value
        if text is not None:
            node.children.append(text)
        node._cls = cls or ""
        node.style.props.update(styles)
        node.children += kids
        node.log = log
        for k in kids:
            if isinstance(k, Node):
                k.log = log
        log.append(("make", tag))
        return node
    return make


def build(fn):
    with vdom.recording():
        return vdom.flatten([fn()], [])


def panel(pressed: str, mana: int, rows: int = 2):
    el = dom.el
    return [el("section", {"class": "box", "testid": "hand"},
               el("p", {"testid": "mana", "text": f"mana {mana}"}),
               el("div", {"class": "chips"},
                  [el("button", {"testid": f"b{i}", "aria-pressed": "true" if str(i) == pressed else "false",
                                 "disabled": i == 1, "text": f"card {i}"}) for i in range(rows)])),
            el("p", {"class": "hint", "text": "players"})]


def test_recording_makes_data_not_elements():
    tree = build(lambda: panel("0", 3))
    assert all(isinstance(n, vdom.VNode) for n in tree)
    assert tree[0].attrs == {"data-testid": "hand"} and tree[0].cls == "box"
    assert [c.tag for c in tree[0].children] == ["p", "div"]
    # outside recording, dom.el asks the browser (absent natively)
    with pytest.raises(RuntimeError):
        dom.el("p", {"text": "x"})


def test_an_unchanged_panel_is_not_touched_and_a_changed_button_only_is():
    log: list = []
    root = Node("panel", log)
    old = build(lambda: panel("0", 3))
    vdom.patch(root, None, old, maker(log))
    assert log[-1] == ("replace", "panel", 2)
    log.clear()
    same = build(lambda: panel("0", 3))
    vdom.patch(root, old, same, maker(log))
    assert log == []  # nothing changed: nothing touched
    log.clear()
    picked = build(lambda: panel("1", 3))
    vdom.patch(root, same, picked, maker(log))
    assert log == [("set", "button", "aria-pressed", "false"), ("set", "button", "aria-pressed", "true")]
    assert picked[0].children[1].children[1].node is old[0].children[1].children[1].node  # kept
    log.clear()
    richer = build(lambda: panel("1", 4))
    vdom.patch(root, picked, richer, maker(log))
    assert log == [("text", "p", "mana 4")]


def test_a_changed_list_is_made_again_only_where_it_changed():
    log: list = []
    root = Node("panel", log)
    old = build(lambda: panel("0", 3))
    vdom.patch(root, None, old, maker(log))
    log.clear()
    longer = build(lambda: panel("0", 3, rows=3))
    vdom.patch(root, old, longer, maker(log))
    assert ("replace", "div", 3) in log and ("make", "button") in log
    assert not any(op[0] == "replace" and op[1] in ("panel", "section") for op in log)
    fresh = Node("panel", [])
    vdom.patch(fresh, None, build(lambda: panel("0", 3, rows=3)), maker([]))
    assert root.shape() == fresh.shape()


def test_a_removed_attribute_class_and_style_go():
    log: list = []
    root = Node("panel", log)
    el = dom.el
    old = build(lambda: [el("p", {"class": "a", "title": "t", "style": "color: red; width: 1px"})])
    vdom.patch(root, None, old, maker(log))
    new = build(lambda: [el("p", {"style": "width: 2px"})])
    log.clear()
    vdom.patch(root, old, new, maker(log))
    assert sorted(log) == sorted([("remove", "p", "title"), ("class", "p", ""), ("unstyle", "color"),
                                  ("style", "width")])
    fresh = Node("panel", [])
    vdom.patch(fresh, None, build(lambda: [el("p", {"style": "width: 2px"})]), maker([]))
    assert root.shape() == fresh.shape()


def test_tables_are_wrapped_in_the_data_as_the_page_wraps_them():
    el = dom.el
    tree = build(lambda: [el("section", {}, el("table", {}, el("tr"))),
                          el("div", {"class": "x table-scroll"}, el("table"))])
    vdom.wrap_tables(tree)
    assert tree[0].children[0].tag == "div" and tree[0].children[0].cls == "table-scroll"
    assert tree[0].children[0].children[0].tag == "table"
    assert tree[1].children[0].tag == "table"  # already in a scroller


# Games whose panels draw nothing on a canvas natively (Carcassonne's tile pictures do).
GAMES = {"eden": (3, 4), "new-england": (3, 5), "keyflower": (4, 6), "stad-en-land": (2, 1)}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_patching_a_game_panel_along_a_playout_gives_the_panel_made_anew(game_id):
    """Real panels of a seeded playout, each move patched over the last: the page equals
    the panel made from scratch, and a panel whose frame did not change is not touched."""
    players, seed = GAMES[game_id]
    render = renderers.renderer(game_id)
    match = Match.new(game_id, [f"P{i + 1}" for i in range(players)], {}, seed)
    pick = Rng(seed, 7)
    log: list = []
    root = Node("panel", log)
    old = None
    checked = 0
    for _ in range(60):
        frame = frames.build(match, private=render.private, revealed=match.game.to_move(match.state))
        tree = build(lambda: render.build_panel(frame, None, "en", lambda s: f"P{s + 1}"))
        if tree:
            vdom.patch(root, old, tree, maker(log))
            fresh = Node("panel", [])
            vdom.patch(fresh, None, build(lambda: render.build_panel(frame, None, "en", lambda s: f"P{s + 1}")),
                       maker([]))
            assert root.shape() == fresh.shape()
            log.clear()
            again = build(lambda: render.build_panel(frame, None, "en", lambda s: f"P{s + 1}"))
            vdom.patch(root, tree, again, maker(log))
            assert log == []
            old, checked = again, checked + 1
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[pick.below(len(legal))])
    assert checked > 0 or game_id == "stad-en-land"


def test_a_class_added_after_building_makes_the_element_anew():
    """A prompt that flashes (its class added after it was built) is put in again, so its CSS
    animation plays again on a second useless tap."""
    log: list = []
    root = Node("panel", log)
    el = dom.el

    def flashing():
        box = el("section", {"class": "prompt"}, el("p", {"text": "bid"}))
        box.classList.add("flash")
        return [box]

    old = build(flashing)
    assert old[0].cls == "prompt flash"
    vdom.patch(root, None, old, maker(log))
    log.clear()
    vdom.patch(root, old, build(flashing), maker(log))
    assert ("replace", "panel", 1) in log and ("make", "section") in log
