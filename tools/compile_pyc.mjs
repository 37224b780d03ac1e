// Replaces the modules of zip archives by bytecode compiled by Pyodide's own Python, in place.
//
//     node tools/compile_pyc.mjs PYODIDE_DIR ARCHIVE.zip...
//     node tools/compile_pyc.mjs PYODIDE_DIR --stdlib NAMES.txt ON_DEMAND.py OUT.zip
//
// The second form writes the start's cut standard library (tools/stdlib.py): the modules
// named in NAMES.txt from PYODIDE_DIR/python_stdlib.zip, as bytecode only.
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
// PYTHONNODEBUGRANGES: code without column positions (see pyc_archive.py)
const py = await loadPyodide({ indexURL: indexDir + sep, env: { PYTHONNODEBUGRANGES: "1" } });

py.FS.mkdirTree("/speeltafel-build/tools");
for (const name of ["__init__.py", "archive.py", "pyc_archive.py"]) {
  py.FS.writeFile(`/speeltafel-build/tools/${name}`, readFileSync(join(here, name)));
}
py.runPython('import sys; sys.path.insert(0, "/speeltafel-build")');
const compileZip = py.pyimport("tools.pyc_archive").compile_zip;

if (archives[0] === "--stdlib") {
  const [, names, fallback, out] = archives;
  py.FS.writeFile("/tmp/full.zip", readFileSync(join(indexDir, "python_stdlib.zip")));
  const count = py.pyimport("tools.pyc_archive").cut_stdlib(
    "/tmp/full.zip", "/tmp/cut.zip", readFileSync(names, "utf-8"), readFileSync(fallback, "utf-8"));
  writeFileSync(out, py.FS.readFile("/tmp/cut.zip"));
  console.log(JSON.stringify({ modules: count }));
  process.exit(0);
}
for (const path of archives) {
  py.FS.writeFile("/tmp/archive.zip", readFileSync(path));
  compileZip("/tmp/archive.zip");
  writeFileSync(path, py.FS.readFile("/tmp/archive.zip"));
}
