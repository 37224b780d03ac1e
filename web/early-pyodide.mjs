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
// The start's standard library (issue 26, tools/stdlib.py): the modules a start and the games
// import, as bytecode; any other standard module is fetched from the whole library on demand.
const STDLIB_URL = INDEX_URL + "stdlib-start.zip";
const FULL_STDLIB_URL = INDEX_URL + "python_stdlib.zip";
// The page's Python modules (tools/site.py), as bytecode: start.zip, the generic modules of the
// rules core and the app (all a start imports), asked for at once, beside the runtime, and
// unpacked into Python's working directory as soon as it runs, before PyScript runs main.py.
// The games' packages (core.zip, app.zip) come with them when the start will open a game
// (opensGame), else once the app is ready; a game's module imported before they are
// unpacked has them fetched there and then (tools/on_demand.py). (Issue 26: PyScript's
// [files] asked for all of it only once Python had started.) A start served by the service
// worker (stored) fetches them at once, as that costs nothing, but unpacks them only when
// the page is idle after ready (some 65-110 ms of a warm start); a game's module imported
// before that is unpacked from those fetched files, not fetched again.
const WORKDIR = "/home/pyodide";
const START_ARCHIVE = new URL("./start.zip", import.meta.url).href;
const GAME_ARCHIVES = ["./core.zip", "./app.zip"].map((path) => new URL(path, import.meta.url).href);

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${response.statusText}`);
  }
  return response.arrayBuffer();
}

/**
 * Whether this start unpacks the games' modules before the app starts: when it opens a game
 * (a shared link, a screen other than the home screen before a reload: app/navigation.py's
 * history state) or replays saved games (the app checks them as it starts).
 */
const SAVED = /^speeltafel:(game:|last-open$|autosave$|previous$)/;  // app/saved_games.py

function opensGame() {
  try {
    const state = history.state;
    if (/[#&]r=/.test(location.hash) || (state !== null && !(state && state.screen === "home"))) {
      return true;
    }
    for (let i = 0; i < localStorage.length; i++) {
      if (SAVED.test(String(localStorage.key(i)))) {
        return true;
      }
    }
  } catch (error) {
    return true;
  }
  return false;
}

/** Whether the page is served by the service worker (the site is stored: nothing to
 * download, and a synchronous request, as the on-demand finder makes, would bypass it). */
function stored() {
  try {
    return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  } catch (error) {
    return false;
  }
}

// The runtime's WebAssembly, compiled from the moment this module runs (issue 26). Pyodide
// fetches it at once too, but compiles it only once it has imported and run its 1.25 MB
// runtime script: at a warm start that put the compile (from V8's code cache, some 60-80 ms)
// on the path to ready, after the script. Pyodide's own fetch of it gets an empty stand-in
// and its instantiateStreaming this module (see withCompiledWasm), so it is fetched once.
const WASM_URL = INDEX_URL + "pyodide.asm.wasm";
const wasmModule = WebAssembly.compileStreaming(fetch(WASM_URL));
wasmModule.catch(() => {});  // Pyodide then fetches and compiles it itself

/**
 * ``load()`` (a loadRuntime call) with Pyodide's fetch of its WebAssembly answered by an empty
 * stand-in and its instantiateStreaming of that stand-in by an instance of ``wasmModule``; any
 * other fetch or compile is left alone, and a compile that failed falls back to Pyodide's
 * own way. Both are restored once ``load()`` settles.
 */
async function withCompiledWasm(load) {
  const fetchFirst = window.fetch;
  const instantiateFirst = WebAssembly.instantiateStreaming;
  const standIns = new WeakSet();
  window.fetch = function (input, init) {
    if (String(input instanceof Request ? input.url : input) === WASM_URL) {
      const standIn = new Response(null);
      standIns.add(standIn);
      return Promise.resolve(standIn);
    }
    return fetchFirst.call(window, input, init);
  };
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const response = await source;
    if (!standIns.has(response)) {
      return instantiateFirst.call(WebAssembly, response, imports);
    }
    let module;
    try {
      module = await wasmModule;
    } catch (error) {
      return instantiateFirst.call(WebAssembly, fetchFirst.call(window, WASM_URL), imports);
    }
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  try {
    return await load();
  } finally {
    window.fetch = fetchFirst;
    WebAssembly.instantiateStreaming = instantiateFirst;
  }
}

const startArchive = fetchBytes(START_ARCHIVE);
startArchive.catch(() => {});  // reported by boot(), through PyScript
const gamesNow = opensGame();
const gameArchives = gamesNow || stored() ? Promise.all(GAME_ARCHIVES.map(fetchBytes)) : null;
if (gameArchives) {
  gameArchives.catch(() => {});  // the on-demand finder tries again
}
let booting = null;

/** The page's one Pyodide, started by the first call (the import below). */
export function boot() {
  if (!booting) {
    booting = start().then(unpack);
  }
  return booting;
}

async function unpack(pyodide) {
  pyodide.unpackArchive(await startArchive, "zip", { extractDir: WORKDIR });
  pyodide.runPython("import _speeltafel_on_demand\n_speeltafel_on_demand.install_packages("
                    + `${JSON.stringify(GAME_ARCHIVES)}, "${WORKDIR}", ["core", "app"])`);
  if (gameArchives && gamesNow) {
    await unpackGames(pyodide, gameArchives);
  } else if (gameArchives) {
    const files = await gameFiles(pyodide, gameArchives);
    if (files) {
      pyodide.runPython("import _speeltafel_on_demand\n"
                        + `_speeltafel_on_demand.packages_fetched(${JSON.stringify(files)})`);
      whenReady(() => whenIdle(() => unpackFiles(pyodide, files)));
    }
  } else {
    whenReady(() => unpackGames(pyodide, Promise.all(GAME_ARCHIVES.map(fetchBytes))));
  }
  return pyodide;
}

/** Runs ``then`` when the page is next idle (at most a second later). */
function whenIdle(then) {
  if (window.requestIdleCallback) {
    window.requestIdleCallback(() => then(), { timeout: 1000 });
  } else {
    setTimeout(then, 0);
  }
}

/** Runs ``then`` once the app is ready (body[data-app-state="ready"]). */
function whenReady(then) {
  const isReady = () => document.body && document.body.dataset.appState === "ready";
  if (isReady()) {
    then();
    return;
  }
  const watcher = new MutationObserver(() => {
    if (isReady()) {
      watcher.disconnect();
      then();
    }
  });
  watcher.observe(document.documentElement, { subtree: true, attributes: true,
                                              attributeFilter: ["data-app-state"] });
}

/** The fetched archives written into Pyodide's file system: their paths, or null when the
 * fetch failed (the on-demand finder then fetches them when a game is opened). */
async function gameFiles(pyodide, fetched) {
  try {
    const buffers = await fetched;
    return buffers.map((buffer, i) => {
      const file = `/tmp/speeltafel-games-${i}.zip`;
      pyodide.FS.writeFile(file, new Uint8Array(buffer));
      return file;
    });
  } catch (error) {
    console.warn("Speeltafel: the games' modules did not load yet", error);
    return null;
  }
}

async function unpackGames(pyodide, fetched) {
  const files = await gameFiles(pyodide, fetched);
  if (files) {
    unpackFiles(pyodide, files);
  }
}

/** Unpacks the games' archives, written to ``files``, unless the on-demand finder did. */
function unpackFiles(pyodide, files) {
  try {
    // unpacked by Python's zipfile (pyodide.unpackArchive would import importlib.metadata,
    // which the start's library lacks)
    pyodide.runPython("import _speeltafel_on_demand\n"
                      + `_speeltafel_on_demand.packages_unpacked(${JSON.stringify(files)})`);
  } catch (error) {
    // the on-demand finder tries again when a game is opened
    console.warn("Speeltafel: the games' modules did not unpack", error);
  }
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
  let found = false;
  try {
    found = await window.speeltafelSnapshotFound;
  } catch (error) {
    found = false;
  }
  if (found) {
    try {
      // the bytes as a promise: Pyodide imports its runtime's script and starts fetching the
      // WebAssembly and the standard library before it awaits them (issue 26: the warm start
      // read the 30 MB first and only then began the rest)
      const snapshot = window.speeltafelSnapshot.then((bytes) => {
        if (!bytes) {
          throw new Error("the snapshot could not be read");
        }
        return bytes;
      });
      // Pyodide awaits the bytes only after importing its runtime's script: a read that fails
      // sooner must not count as an unhandled rejection (boot.js would show the error page);
      // the failure still reaches the await inside loadRuntime and the catch below.
      snapshot.catch(() => {});
      const pyodide = await withCompiledWasm(() => loadRuntime({
        indexURL: INDEX_URL, stdLibURL: STDLIB_URL, _loadSnapshot: snapshot }));
      // The snapshot was taken with a fixed seed: Python's random module gets fresh entropy
      // (the page's own seeds come from crypto.getRandomValues, see app/browser.py).
      const ready = pyodide.runPython(
        'import random, sys\nrandom.seed()\n"core.registry" in sys.modules');
      if (ready !== true) {
        throw new Error("the snapshot does not hold the rules core");
      }
      mark("snapshot");
      return withFallback(pyodide);
    } catch (error) {
      console.info("Speeltafel: the warm-start snapshot did not load; starting the normal way.", error);
    }
  }
  mark("plain");
  return withFallback(await withCompiledWasm(
    () => loadRuntime({ indexURL: INDEX_URL, stdLibURL: STDLIB_URL })));
}

/** The standard modules the start's library lacks come from the whole one (see above). */
function withFallback(pyodide) {
  pyodide.runPython(`import _speeltafel_on_demand\n_speeltafel_on_demand.install(${JSON.stringify(FULL_STDLIB_URL)})`);
  return pyodide;
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
