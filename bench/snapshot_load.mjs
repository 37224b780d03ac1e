// The page script of bench/snapshot_probe.py --node: fetch a snapshot made in Node and boot
// the site's own Pyodide from it, then make one rules call with no file access.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const out = {};
try {
  const t0 = performance.now();
  const snapshot = new Uint8Array(await (await fetch("./core.snap")).arrayBuffer());
  out.fetch_ms = performance.now() - t0;
  const t1 = performance.now();
  const py = await loadPyodide({ indexURL: "./pyodide/", _loadSnapshot: snapshot });
  out.restore_ms = performance.now() - t1;
  const t2 = performance.now();
  out.legal_moves = py.runPython(`
import sys
sys.path.clear()
from core.match import Match
len(Match.new("keyflower", ["a", "b"], {"merchants": "on"}, seed=3).legal_moves())`);
  out.first_call_ms = performance.now() - t2;
  out.page_proxy = py.runPython("import js; type(js.document).__name__");
} catch (e) {
  out.error = String((e && e.stack) || e);
}
document.body.dataset.result = JSON.stringify(out);
