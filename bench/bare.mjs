// The bare Pyodide page's script (bench/bare.html): load the site's own Pyodide, run one line.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("1 + 1");
document.body.dataset.appState = "ready";
