// Runs a Python expression inside Pyodide (the npm package in node_modules) with the
// project's core/ sources and one extra module importable, and prints the expression's value
// as one JSON line on stdout.
// Usage: node tests/pyodide/run_in_pyodide.mjs <project root> <module.py> <python expression>
// e.g.   node ... . tests/pyodide/playout.py '{"runtime": playout.runtime(), "results": playout.run_all()}'
// Used by the determinism test and by bench/run.py (throughput in Pyodide). Environment:
// SPEELTAFEL_CORE_ZIP (the shipped core archive instead of core/), SPEELTAFEL_SNAPSHOT (see
// below), SPEELTAFEL_DATA (a data file).
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { gunzipSync } from "node:zlib";

const [root, modulePath, expression] = process.argv.slice(2);
if (!root || !modulePath || !expression) {
  console.error("usage: node run_in_pyodide.mjs <project root> <module.py> <python expression>");
  process.exit(2);
}
// SPEELTAFEL_SNAPSHOT: start from the site's warm-start snapshot (dist/warm/*.snap.gz, made by
// the build with the core already imported) with the site's own Pyodide (dist/pyodide), as
// the page does on a warm start; the core then comes from the snapshot, not from files. The
// file holds the snapshot's stored (sparse) form, unpacked by the page's own reader
// (web/warm-start.js, run here with no page around it).
const snapshotPath = process.env.SPEELTAFEL_SNAPSHOT;

function readSnapshot(path) {
  const page = { window: {}, document: { querySelector: () => null } };
  runInNewContext(readFileSync(join(root, "web", "warm-start.js"), "utf8"), page);
  const heap = page.window.speeltafelUnpackSnapshot(new Uint8Array(gunzipSync(readFileSync(path))));
  if (!heap) {
    throw new Error(`${path} is not a stored warm-start snapshot`);
  }
  const copy = new Uint8Array(heap.length);  // of this realm: Pyodide checks its type
  copy.set(heap);
  return copy;
}
// SPEELTAFEL_CORE_ZIP (below) or SPEELTAFEL_SNAPSHOT: the site's own Pyodide (dist/pyodide),
// booted as the page boots it, from the start's cut standard library (issue 26,
// tools/stdlib.py); the whole library comes after it on sys.path, for what this harness
// imports besides (its own modules; the page and the core need none of it:
// tests/e2e/test_start_stdlib.py and the build's snapshot maker check that).
const siteDist = snapshotPath ? dirname(dirname(snapshotPath))
  : process.env.SPEELTAFEL_CORE_ZIP ? dirname(process.env.SPEELTAFEL_CORE_ZIP) : null;
const indexDir = siteDist ? join(siteDist, "pyodide") : join(root, "node_modules", "pyodide");
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: indexDir + sep, stdout: (s) => console.error(s),
  ...(siteDist ? { stdLibURL: join(indexDir, "stdlib-start.zip") } : {}),
  ...(snapshotPath ? { _loadSnapshot: readSnapshot(snapshotPath) } : {}),
});
if (siteDist) {
  pyodide.FS.writeFile("/lib/python_stdlib_full.zip", readFileSync(join(indexDir, "python_stdlib.zip")));
  pyodide.runPython('import sys\nsys.path.append("/lib/python_stdlib_full.zip")');
}

const base = "/speeltafel";
function copyTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") {
        copyTree(path);
      }
    } else if (entry.name.endsWith(".py")) {
      const target = base + "/" + relative(root, path).split(sep).join("/");
      pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
      pyodide.FS.writeFile(target, readFileSync(path));
    }
  }
}
// SPEELTAFEL_CORE_ZIP: run the core as the site ships it (dist/core.zip, sources plus the
// bytecode Pyodide compiled at build time) instead of the sources in core/.
const coreZip = process.env.SPEELTAFEL_CORE_ZIP;
if (snapshotPath) {
  // the core is in the snapshot's memory already
} else if (coreZip) {
  // an ArrayBuffer: Pyodide does not take a Node Buffer here
  pyodide.unpackArchive(new Uint8Array(readFileSync(coreZip)).buffer, "zip", { extractDir: base });
} else {
  copyTree(join(root, "core"));
}
// SPEELTAFEL_DATA: a file the expression may read as /speeltafel/data.json.
if (process.env.SPEELTAFEL_DATA) {
  pyodide.FS.mkdirTree(base);
  pyodide.FS.writeFile(`${base}/data.json`, readFileSync(process.env.SPEELTAFEL_DATA));
}
pyodide.FS.mkdirTree(base);
const moduleName = basename(modulePath, ".py");
pyodide.FS.writeFile(`${base}/${moduleName}.py`, readFileSync(modulePath));
pyodide.globals.set("__expression", expression);

let out;
try {
  out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "${base}")
import ${moduleName}
json.dumps(eval(__expression, {"${moduleName}": ${moduleName}}), sort_keys=True)
`);
} catch (error) {
  // A Python traceback; print only its text (the stack would quote all of pyodide.asm.mjs).
  console.error(String(error && error.message ? error.message : error));
  process.exit(1);
}
process.stdout.write(out + "\n");
