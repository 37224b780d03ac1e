// Runs tests/pyodide/playout.py inside Pyodide (the npm package in node_modules) on the
// project's core/ sources and prints one JSON line: {"runtime": {...}, "results": [...]}.
// Usage: node tests/pyodide/run_playout.mjs <project root>
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";

const root = process.argv[2];
if (!root) {
  console.error("usage: node run_playout.mjs <project root>");
  process.exit(2);
}
const indexDir = join(root, "node_modules", "pyodide");
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: indexDir + sep, stdout: (s) => console.error(s) });

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
copyTree(join(root, "core"));
pyodide.FS.writeFile(base + "/playout.py", readFileSync(join(root, "tests", "pyodide", "playout.py")));

let out;
try {
  out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "${base}")
import playout
json.dumps({"runtime": playout.runtime(), "results": playout.run_all()}, sort_keys=True)
`);
} catch (error) {
  // A Python traceback; print only its text (the stack would quote all of pyodide.asm.mjs).
  console.error(String(error && error.message ? error.message : error));
  process.exit(1);
}
process.stdout.write(out + "\n");
