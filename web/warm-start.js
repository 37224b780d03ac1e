// Speeltafel warm start (issue 14): as soon as the page starts, read the memory snapshot of
// Python with the rules core loaded (made by the build, tools/snapshot.py) from the site's
// offline cache, where the service worker put it on an earlier visit. early-pyodide.mjs boots
// from it, which takes a fraction of a normal start: window.speeltafelSnapshotFound says
// whether to (true or false), window.speeltafelSnapshot gives a Uint8Array or null.
// The snapshot is stored sparse (issue 26, tools/snapshot.py `pack`): 13.7 of its 31 MB are
// read, the zero pages between are rebuilt here (window.speeltafelUnpackSnapshot).
//
// null, never an error, whenever anything is not as expected: no <meta> naming the snapshot,
// no Cache Storage (an insecure origin), not stored (a first visit, or the worker has not
// finished), a size other than the <meta> says, a stored form that does not unpack, a read
// that fails, or the normal way asked
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

  // The snapshot from its stored form (tools/snapshot.py `pack`: "SPTLSPR1", the snapshot's
  // size and the number of runs, each run's offset and length, all little-endian u32, then
  // the runs' bytes), or null when the form is not that (damaged, or another version). The
  // table is checked whole before the snapshot's memory is taken.
  var MAGIC = "SPTLSPR1";

  function unpack(stored) {
    var i;
    if (stored.length < 16) {
      return null;
    }
    for (i = 0; i < MAGIC.length; i++) {
      if (stored[i] !== MAGIC.charCodeAt(i)) {
        return null;
      }
    }
    var view = new DataView(stored.buffer, stored.byteOffset, stored.byteLength);
    var size = view.getUint32(8, true);
    var count = view.getUint32(12, true);
    var first = 16 + 8 * count;
    var at = first;
    var end = 0;
    if (first > stored.length) {
      return null;
    }
    for (i = 0; i < count; i++) {
      var offset = view.getUint32(16 + 8 * i, true);
      var length = view.getUint32(20 + 8 * i, true);
      if (offset < end || offset + length > size) {
        return null;
      }
      at += length;
      end = offset + length;
    }
    if (at !== stored.length) {
      return null;
    }
    var heap = new Uint8Array(size);  // zeros, but for the runs
    at = first;
    for (i = 0; i < count; i++) {
      length = view.getUint32(20 + 8 * i, true);
      heap.set(stored.subarray(at, at + length), view.getUint32(16 + 8 * i, true));
      at += length;
    }
    return heap;
  }
  // for the tests and the Node harness that restores the same snapshot (tests/pyodide)
  window.speeltafelUnpackSnapshot = unpack;

  async function bytes(hit) {
    if (!hit) {
      return null;
    }
    try {
      var data = new Uint8Array(await hit.response.arrayBuffer());
      return data.length === hit.size ? unpack(data) : null;
    } catch (e) {
      return null;
    }
  }

  // The same read in a worker (issue 26): reading the stored form (some 14 MB from Cache
  // Storage) and unpacking it (31 MB) took 50-100 ms of the main thread at a warm start,
  // which the page's parse, PyScript and the runtime's compile wait on; a worker does both
  // beside them and hands the unpacked memory over (transferred, not copied). It is made
  // from this script's own unpack (a blob: URL, which the page's policy allows for workers)
  // and started once found() has found one. It answers the snapshot's bytes, or null as bytes()
  // would; where it cannot be made or fails, the page reads the snapshot itself.
  var READER = "var MAGIC = " + JSON.stringify(MAGIC) + ";\nvar unpack = " + unpack + ";\n"
    + "self.onmessage = async function (event) {\n"
    + "  var heap = null;\n"
    + "  try {\n"
    + "    var hit = await caches.match(event.data.name);\n"
    + "    var data = hit ? new Uint8Array(await hit.arrayBuffer()) : null;\n"
    + "    heap = data && data.length === event.data.size ? unpack(data) : null;\n"
    + "  } catch (e) {\n"
    + "    heap = null;\n"
    + "  }\n"
    + "  self.postMessage(heap, heap ? [heap.buffer] : []);\n"
    + "};\n";

  function readInWorker() {
    var meta = document.querySelector('meta[name="speeltafel-snapshot"]');
    var words = meta ? String(meta.getAttribute("content") || "").split(/\s+/) : [];
    var size = parseInt(words[1], 10);
    if (words.length !== 2 || !(size > 0) || !window.caches || !window.Worker || !wanted()) {
      return null;
    }
    var worker;
    var url;
    try {
      url = URL.createObjectURL(new Blob([READER], {type: "text/javascript"}));
      worker = new Worker(url);
    } catch (e) {
      return null;
    }
    var answer = new Promise(function (resolve, reject) {
      worker.onmessage = function (event) {
        resolve(event.data);
      };
      worker.onerror = function (event) {
        event.preventDefault();
        reject(new Error("the snapshot's reader failed"));
      };
    });
    var done = function () {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    answer.then(done, done);
    // (a blob: worker has no base address to resolve the stored name against)
    worker.postMessage({name: new URL(words[0], location.href).href, size: size});
    return {answer: answer, stop: done};
  }

  // The worker is made only once a snapshot is found: on a first visit (nothing stored)
  // making it cost the first paint some 20-50 ms of the main thread at 4x CPU (phone
  // profile, bench/paint_ab.py, 2026-11-27), and the lookup it waits for takes a few ms.
  var hit = found();
  // early-pyodide.mjs: speeltafelSnapshotFound (true or false, soon) decides how Python
  // starts; speeltafelSnapshot gives the bytes (or null when they do not read right).
  window.speeltafelSnapshotFound = hit.then(function (h) { return h !== null; });
  window.speeltafelSnapshot = hit.then(function (h) {
    var reader = h ? readInWorker() : null;
    if (!reader) {
      return bytes(h);
    }
    return reader.answer.then(null, function () { return bytes(h); });
  });
})();
