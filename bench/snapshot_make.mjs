// Make a Pyodide memory snapshot in Node after importing every module of the rules core
// (bench/snapshot_probe.py --node): node bench/snapshot_make.mjs PYODIDE_DIR CORE_ZIP OUT
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, coreZip, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const t0 = performance.now();
const py = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true });
py.FS.writeFile("/home/pyodide/core.zip", readFileSync(coreZip));
py.runPython(`
import importlib, pkgutil, sys
sys.path.insert(0, "/home/pyodide/core.zip")
import core
for m in pkgutil.walk_packages(core.__path__, "core."):
    if not m.name.endswith("__main__"):
        importlib.import_module(m.name)
sys.path.remove("/home/pyodide/core.zip")
`);
const snapshot = py.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, ms: Math.round(performance.now() - t0) }));
