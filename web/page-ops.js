// The page's own helpers for Python code that would otherwise cross the Python <-> JavaScript
// bridge once per call (issue 23): a canvas display-list runner and an element builder.
// Runs a board's display list (web/app/canvas.py's Recorder) on a 2D context in one call, so
// that a drawing crosses the Python <-> JavaScript bridge once instead of once per canvas call.
// An op is [0, property, value] (an assignment) or [method, ...args]; ops come only from the
// page's own Python.
(function () {
  'use strict';
  function run(ctx, text) {
    const ops = JSON.parse(text);
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      const name = op[0];
      if (name === 0) {
        ctx[op[1]] = op[2];
        continue;
      }
      switch (op.length) {
        case 1: ctx[name](); break;
        case 2: ctx[name](op[1]); break;
        case 3: ctx[name](op[1], op[2]); break;
        case 4: ctx[name](op[1], op[2], op[3]); break;
        case 5: ctx[name](op[1], op[2], op[3], op[4]); break;
        case 6: ctx[name](op[1], op[2], op[3], op[4], op[5]); break;
        default: ctx[name].apply(ctx, op.slice(1));
      }
    }
  }
  window.speeltafelCanvas = Object.freeze({run: run});
})();

// Makes one element for web/app/dom.py's el() in one call: spec is the JSON text of
// [attributes [[name, value], ...], text or null, class or null, style properties
// [[property, value], ...]]; the children (nodes or strings) follow it. Text goes in as text,
// never as HTML; styles go through the CSSOM (the page's CSP has no 'unsafe-inline').
(function () {
  'use strict';
  function el(tag, spec) {
    const node = document.createElement(tag);
    const s = JSON.parse(spec);
    const attrs = s[0];
    for (let i = 0; i < attrs.length; i++) node.setAttribute(attrs[i][0], attrs[i][1]);
    if (s[1] !== null) node.textContent = s[1];
    if (s[2] !== null) node.className = s[2];
    const styles = s[3];
    for (let i = 0; i < styles.length; i++) node.style.setProperty(styles[i][0], styles[i][1]);
    if (arguments.length > 2) node.append.apply(node, Array.prototype.slice.call(arguments, 2));
    return node;
  }
  window.speeltafelDom = Object.freeze({el: el});
})();
