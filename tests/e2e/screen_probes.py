"""The page probes (JavaScript run by ``page.evaluate``) of the small-screen checks of issue 24:
whose turn is named in view and uncovered, the bottom bar's buttons in view, table cells out
of reach, and what the link's message covers. Used by test_small_screens (which re-exports
them), turn_steps and test_refusals_in_view."""

from __future__ import annotations

#: The element naming the player to move: the hand-over title while it shows, else the
#: turn line; where it is, whether it is in view and uncovered, and its text.
TURN_SEEN = """() => {
  const box = document.querySelector('[data-testid=handover]');
  const el = box && !box.hidden ? box.querySelector('[data-testid=handover-name]')
                                : document.querySelector('[data-testid=turn]');
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const inside = x >= 0 && x < innerWidth && y >= 0 && y < innerHeight && r.height > 0;
  const hit = inside ? document.elementFromPoint(x, y) : null;
  return {inside, covered: !(hit && el.contains(hit)), text: el.innerText,
          top: r.top, bottom: r.bottom, hit: hit ? hit.className || hit.tagName : null,
          scroll: scrollY};
}"""


#: The bottom bar's Undo, Redo and Pass (Pass where the game has it): each in the viewport
#: and not covered (``elementFromPoint`` at its centre is inside it); nothing while the
#: hand-over screen, a modal dialog over everything, shows.
BAR_SEEN = """() => {
  const box = document.querySelector('[data-testid=handover]');
  if (box && !box.hidden) return [];
  return ['undo', 'redo', 'pass'].map(id => {
    const el = document.querySelector(`[data-testid=${id}]`);
    if (!el || el.hidden) return {id, shown: false};
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    const hit = inside ? document.elementFromPoint(x, y) : null;
    return {id, shown: true, inside, covered: !(hit && el.contains(hit)),
            hit: hit ? hit.className || hit.tagName : null, top: r.top, bottom: r.bottom};
  });
}"""


#: Every table cell of the page out of reach: beyond the screen's right edge with no
#: scroller between, or beyond a clipping box, or beyond what its scroller can scroll to.
CUT_CELLS = """() => {
  const out = [];
  for (const cell of document.querySelectorAll('.screen table th, .screen table td')) {
    const r = cell.getBoundingClientRect();
    if (!r.width) { out.push('hidden column: ' + cell.innerText); continue; }
    let limit = innerWidth, node = cell.parentElement;
    while (node && node !== document.body) {
      const ox = getComputedStyle(node).overflowX, b = node.getBoundingClientRect();
      if (ox === 'auto' || ox === 'scroll') {
        limit = b.left + node.scrollWidth - node.scrollLeft + 1;
        if (b.right > innerWidth + 1) out.push('scroller wider than the screen: ' + node.className);
        break;
      }
      if (ox === 'hidden' || ox === 'clip') limit = Math.min(limit, b.right + 1);
      node = node.parentElement;
    }
    if (r.right > limit + 0.5) out.push(cell.innerText + ' cut at ' + Math.round(limit) + ' (' + Math.round(r.right) + ')');
    // a name squeezed to a letter a line is no better than a name cut off
    if (cell.matches('tbody th:first-child') && cell.innerText.trim() && r.width < 48)
      out.push('name column squeezed to ' + Math.round(r.width) + ' px: ' + cell.innerText.slice(0, 20));
  }
  return out;
}"""


#: The message box and every button, link or field of the page (of the hand-over screen while
#: it shows) that it covers: one whose box overlaps the message's and where
#: ``elementFromPoint`` at the overlap's centre is in the message; whether the message itself
#: is in view and uncovered at its centre.
UNDER_MESSAGE = """() => {
  const box = document.querySelector('[data-testid=message]');
  if (!box || box.hidden) return null;
  const t = box.getBoundingClientRect();
  const covered = [];
  // while the hand-over screen (modal) shows, only its own buttons can be pressed
  const modal = document.querySelector('[data-testid=handover]');
  const scope = modal && !modal.hidden ? modal : document;
  for (const b of scope.querySelectorAll('button, a, input, select, summary')) {
    if (box.contains(b) || b.closest('[hidden]')) continue;
    const r = b.getBoundingClientRect();
    const x0 = Math.max(r.left, t.left), x1 = Math.min(r.right, t.right);
    const y0 = Math.max(r.top, t.top, 0), y1 = Math.min(r.bottom, t.bottom, innerHeight);
    if (!r.width || x1 <= x0 || y1 <= y0) continue;
    const hit = document.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
    if (hit && box.contains(hit)) covered.push(b.dataset.testid || b.innerText.slice(0, 30));
  }
  const mid = document.elementFromPoint(t.left + t.width / 2, t.top + Math.min(t.height, 40) / 2);
  return {covered, seen: t.top >= 0 && t.bottom <= innerHeight && !!mid && box.contains(mid),
          box: [t.left, t.top, t.right, t.bottom]};
}"""
