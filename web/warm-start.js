// Speeltafel warm start (issue 14): as soon as the page starts, read the memory snapshot of
// Python with the rules core loaded (made by the build, tools/snapshot.py) from the site's
// offline cache, where the service worker put it on an earlier visit. early-pyodide.mjs boots
// from it, which takes a fraction of a normal start: window.speeltafelSnapshotFound says
// whether to (true or false), window.speeltafelSnapshot gives a Uint8Array or null.
//
// null, never an error, whenever anything is not as expected: no <meta> naming the snapshot,
// no Cache Storage (an insecure origin), not stored (a first visit, or the worker has not
// finished), a size other than the <meta> says, a read that fails, or the normal way asked
// for in sessionStorage (boot.js does that after a start from a snapshot failed; tests and
// the benchmark do it to measure the normal way).
(function () {
  "use strict";
  var PLAIN = "speeltafel:plain-start";

  function wanted() {
    try {
      return window.sessionStorage.getItem(PLAIN) !== "1";
    } catch (e) {
      return true;
    }
  }

  // Two steps, so that Pyodide's own start (its runtime's script, the WebAssembly fetch and
  // the standard library) runs while the snapshot's bytes are read: found() answers quickly
  // whether there is a snapshot to boot from; bytes(hit) reads it (some 30 MB).
  async function found() {
    var meta = document.querySelector('meta[name="speeltafel-snapshot"]');
    var words = meta ? String(meta.getAttribute("content") || "").split(/\s+/) : [];
    var size = parseInt(words[1], 10);
    if (words.length !== 2 || !(size > 0) || !window.caches || !wanted()) {
      return null;
    }
    try {
      // The name is a hash of what the snapshot was made from: any cache holding it holds
      // the right one, whichever build's cache it is.
      var hit = await window.caches.match(words[0]);
      return hit ? {response: hit, size: size} : null;
    } catch (e) {
      return null;
    }
  }

  async function bytes(hit) {
    if (!hit) {
      return null;
    }
    try {
      var data = new Uint8Array(await hit.response.arrayBuffer());
      return data.length === hit.size ? data : null;
    } catch (e) {
      return null;
    }
  }

  var hit = found();
  // early-pyodide.mjs: speeltafelSnapshotFound (true or false, soon) decides how Python
  // starts; speeltafelSnapshot gives the bytes (or null when they do not read right).
  window.speeltafelSnapshotFound = hit.then(function (h) { return h !== null; });
  window.speeltafelSnapshot = hit.then(bytes);
})();
