// Adds bytecode compiled by Pyodide's own Python to zip archives of Python modules, in place.
//
//     node tools/compile_pyc.mjs PYODIDE_DIR ARCHIVE.zip...
//
// PYODIDE_DIR holds the npm `pyodide` package (pyodide.mjs and the files it loads). The
// compiling is done by tools/pyc_archive.py (standard library only; see its docstring), which
// this program copies into Pyodide's file system with the two modules it imports, so that the
// bytecode matches the Python the page runs. Run by tools/bytecode.py during the build.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [indexDir, ...archives] = process.argv.slice(2);
if (!indexDir) {
  console.error("usage: node compile_pyc.mjs PYODIDE_DIR ARCHIVE.zip...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(indexDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: indexDir + sep });

py.FS.mkdirTree("/speeltafel-build/tools");
for (const name of ["__init__.py", "archive.py", "pyc_archive.py"]) {
  py.FS.writeFile(`/speeltafel-build/tools/${name}`, readFileSync(join(here, name)));
}
py.runPython('import sys; sys.path.insert(0, "/speeltafel-build")');
const addBytecodeToZip = py.pyimport("tools.pyc_archive").add_bytecode_to_zip;

for (const path of archives) {
  py.FS.writeFile("/tmp/archive.zip", readFileSync(path));
  addBytecodeToZip("/tmp/archive.zip");
  writeFileSync(path, py.FS.readFile("/tmp/archive.zip"));
}
