// Speeltafel: starts Pyodide the moment the page starts loading and hands that same
// interpreter to PyScript. pyscript.toml names this module as PyScript's `interpreter`;
// PyScript imports it and calls its loadPyodide(). Why: PyScript first loads its own
// runtime, config and plugins, then imports the interpreter; booting Pyodide in the meantime
// takes that time off every start (bench/run.py measures it against a bare Pyodide page).
// From the second visit on it boots from the warm-start snapshot that warm-start.js read
// (issue 14): Python with the rules core already imported, restored in a fraction of the time.
import { loadPyodide as loadRuntime, version } from "./pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
let booting = null;

/** The page's one Pyodide, started by the first call (the import below). */
export function boot() {
  if (!booting) {
    booting = start();
  }
  return booting;
}

// How this start went, for boot.js (which retries the normal way once if a start from a
// snapshot fails later on), the tests and the benchmark: <html data-start="snapshot|plain">.
function mark(path) {
  document.documentElement.dataset.start = path;
}

/**
 * Python from the warm-start snapshot when warm-start.js found one, else the normal way. A
 * snapshot that does not restore (another Pyodide build, damaged bytes) or lacks the rules
 * core is passed over with a note on the console; the page then starts as if it had none.
 */
async function start() {
  let snapshot = null;
  try {
    snapshot = await window.speeltafelSnapshot;
  } catch (error) {
    snapshot = null;
  }
  if (snapshot) {
    try {
      const pyodide = await loadRuntime({ indexURL: INDEX_URL, _loadSnapshot: snapshot });
      // The snapshot was taken with a fixed seed: Python's random module gets fresh entropy
      // (the page's own seeds come from crypto.getRandomValues, see app/browser.py).
      const ready = pyodide.runPython(
        'import random, sys\nrandom.seed()\n"core.registry" in sys.modules');
      if (ready !== true) {
        throw new Error("the snapshot does not hold the rules core");
      }
      mark("snapshot");
      return pyodide;
    } catch (error) {
      console.info("Speeltafel: the warm-start snapshot did not load; starting the normal way.", error);
    }
  }
  mark("plain");
  return loadRuntime({ indexURL: INDEX_URL });
}

/**
 * PyScript's entry point. Returns the interpreter boot() started, with PyScript's output
 * hooks attached. PyScript passes indexURL = this module's folder, which is not where Pyodide
 * lives, so it is ignored; package options would need wheels the site does not ship.
 */
export async function loadPyodide(options = {}) {
  if (options.packages || options.lockFileContents || options.lockFileURL) {
    throw new Error("early-pyodide.mjs: Pyodide packages are not supported (use [files])");
  }
  const pyodide = await boot();
  if (options.stdout) {
    pyodide.setStdout({ batched: options.stdout });
  }
  if (options.stderr) {
    pyodide.setStderr({ batched: options.stderr });
  }
  return pyodide;
}

// A failed boot is reported once, by PyScript, when it calls loadPyodide(). A started one
// moves the loading screen (boot.js) on from "Starting Python" to "Loading the rules".
boot().then(() => {
  if (window.speeltafelBoot) {
    window.speeltafelBoot.reach("rules");
  }
}, () => {});
