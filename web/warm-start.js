// Speeltafel warm start (issue 14): as soon as the page starts, read the memory snapshot of
// Python with the rules core loaded (made by the build, tools/snapshot.py) from the site's
// offline cache, where the service worker put it on an earlier visit. early-pyodide.mjs boots
// from it, which takes a fraction of a normal start; it awaits
// window.speeltafelSnapshot: a Uint8Array, or null for "start the normal way".
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

  async function read() {
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
      if (!hit) {
        return null;
      }
      var bytes = new Uint8Array(await hit.arrayBuffer());
      return bytes.length === size ? bytes : null;
    } catch (e) {
      return null;
    }
  }

  window.speeltafelSnapshot = read();
})();
