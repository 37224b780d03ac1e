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
