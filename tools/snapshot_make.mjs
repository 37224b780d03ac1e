// Makes the warm-start memory snapshot (issue 14): Pyodide with every module of the rules core
// and the app's generic modules already imported, as `loadPyodide({_loadSnapshot})` restores it
// in the page.
//
//     node tools/snapshot_make.mjs PYODIDE_DIR CORE_ZIP START_ZIP OUT
//
// PYODIDE_DIR holds the site's copy of the npm `pyodide` package, CORE_ZIP is dist/core.zip
// (modules with bytecode), START_ZIP dist/start.zip (the generic modules of the core and the
// app: the app's are imported here too, issue 26; they take the page's objects from app/page.py,
// bound only in the page, so importing them touches no page). The archives are unpacked where PyScript's [files] puts it in the page
// (/home/pyodide, the working directory), so every module's __file__ and the package paths are
// the same on both ways of starting. A snapshot holds memory only, no files and no JavaScript
// objects: nothing imported here may touch the page. Run by tools/snapshot.py during the build.
import { readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, coreZip, startZip, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node snapshot_make.mjs PYODIDE_DIR CORE_ZIP START_ZIP OUT");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
// The page's start library (tools/stdlib.py), strict: a core module importing a standard
// module it lacks fails the build here.
const py = await loadPyodide({ indexURL: indexDir + sep, stdLibURL: join(indexDir, "stdlib-start.zip"),
                               _makeSnapshot: true });
for (const archive of [coreZip, startZip]) {
  py.unpackArchive(new Uint8Array(readFileSync(archive)), "zip", { extractDir: "/home/pyodide" });
}
const made = py.runPython(`
import _speeltafel_on_demand
_speeltafel_on_demand.install(None)
import importlib, os, random, sys
os.chdir("/home/pyodide")
# every module of both packages (as pkgutil.walk_packages, which the start's library lacks):
# all of the core, the app's generic ones (start.zip holds no game's page package)
names = sorted(
    ".".join(os.path.relpath(os.path.join(folder, file), ".")[:-4].split(os.sep)).removesuffix(".__init__")
    for package in ("core", "app") for folder, _, files in os.walk(package) for file in files
    if file.endswith(".pyc") and file != "__main__.pyc")
# The core strictly (a missing standard module fails the build); an app module that does not
# import here (one that touches the page as it is imported, or fails on purpose in a test's
# build) is left for the page to import, and named in the build's output.
left = []
for name in names:
    if name.partition(".")[0] == "core":
        importlib.import_module(name)
        continue
    try:
        importlib.import_module(name)
    except Exception as error:
        left.append(f"{name}: {type(error).__name__}: {error}")
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
import json
json.dumps({"modules": len(names) - len(left), "left": left})
`);
const snapshot = py.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({ ...JSON.parse(made), bytes: snapshot.length }));
