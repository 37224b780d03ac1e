// The memory-snapshot probe's page script (bench/snapshot_probe.py): boot the site's own
// Pyodide the plain way with snapshots allowed, import every module of the rules core from
// core.zip, take a memory snapshot, then boot a second interpreter from it and time each part.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const out = {};
try {
  const zip = new Uint8Array(await (await fetch("./core.zip")).arrayBuffer());
  const t0 = performance.now();
  const a = await loadPyodide({ indexURL: "./pyodide/", _makeSnapshot: true });
  out.boot_ms = performance.now() - t0;
  const t1 = performance.now();
  a.FS.writeFile("/home/pyodide/core.zip", zip);
  // every module, so that no import after a restore needs the file system (a snapshot
  // holds memory only, not files)
  out.modules = a.runPython(`
import importlib, pkgutil, sys
sys.path.insert(0, "/home/pyodide/core.zip")
import core
names = [m.name for m in pkgutil.walk_packages(core.__path__, "core.") if not m.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
len(names)`);
  out.import_core_ms = performance.now() - t1;
  const t2 = performance.now();
  const snapshot = a.makeMemorySnapshot();
  out.make_ms = performance.now() - t2;
  out.snapshot_bytes = snapshot.length;
  const t3 = performance.now();
  const b = await loadPyodide({ indexURL: "./pyodide/", _loadSnapshot: snapshot });
  out.restore_ms = performance.now() - t3;
  const t4 = performance.now();
  out.legal_moves = b.runPython(`
import sys
sys.path.clear()   # nothing may come from the file system: the core is in memory already
from core.match import Match
m = Match.new("keyflower", ["a", "b"], {"final": "ask"}, seed=3)
len(m.legal_moves())`);
  out.first_call_ms = performance.now() - t4;
} catch (e) {
  out.error = String((e && e.stack) || e);
}
document.body.dataset.result = JSON.stringify(out);
