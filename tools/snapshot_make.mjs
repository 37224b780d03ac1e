// Makes the warm-start memory snapshot (issue 14): Pyodide with every module of the rules core
// already imported, as `loadPyodide({_loadSnapshot})` restores it in the page.
//
//     node tools/snapshot_make.mjs PYODIDE_DIR CORE_ZIP OUT
//
// PYODIDE_DIR holds the site's copy of the npm `pyodide` package, CORE_ZIP is dist/core.zip
// (modules with bytecode). The archive is unpacked where PyScript's [files] puts it in the page
// (/home/pyodide, the working directory), so every module's __file__ and the package paths are
// the same on both ways of starting. A snapshot holds memory only, no files and no JavaScript
// objects: nothing imported here may touch the page. Run by tools/snapshot.py during the build.
import { readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, coreZip, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node snapshot_make.mjs PYODIDE_DIR CORE_ZIP OUT");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
// The page's start library (tools/stdlib.py), strict: a core module importing a standard
// module it lacks fails the build here.
const py = await loadPyodide({ indexURL: indexDir + sep, stdLibURL: join(indexDir, "stdlib-start.zip"),
                               _makeSnapshot: true });
py.unpackArchive(new Uint8Array(readFileSync(coreZip)), "zip", { extractDir: "/home/pyodide" });
const count = py.runPython(`
import _speeltafel_on_demand
_speeltafel_on_demand.install(None)
import importlib, os, random, sys
os.chdir("/home/pyodide")
import core
# every module of the package (as pkgutil.walk_packages, which the start's library lacks)
names = sorted(
    ".".join(os.path.relpath(os.path.join(folder, file), ".")[:-4].split(os.sep)).removesuffix(".__init__")
    for folder, _, files in os.walk("core") for file in files
    if file.endswith(".pyc") and file != "__main__.pyc")
for name in names:
    importlib.import_module(name)
# The page reseeds it after the restore (early-pyodide.mjs); a fixed state here keeps the
# snapshot free of this machine's entropy.
random.seed(0)
os.environ.pop("_", None)  # the path of this script, meaningless in the page
# Everything imported here lives as long as the page: frozen (moved out of the collector's
# generations), a collection in the page scans only what the page made since. Unfrozen, the
# first collection of a warm start scanned all of it: some 70 ms of a 215 ms main.py (issue 26).
import gc
gc.collect()
gc.freeze()
len(names)
`);
const snapshot = py.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({ modules: count, bytes: snapshot.length }));
