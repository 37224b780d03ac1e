// Speeltafel start-up: shows loading progress before Python runs, and turns any start-up
// failure into a visible message with body[data-app-state="error"]. These few texts are the
// only interface texts outside web/app/i18n.py: they are needed before Python is loaded.
(function () {
  "use strict";
  // Frame protection (issue 9): a meta policy cannot say frame-ancestors, and a static host
  // may not send X-Frame-Options, so the page itself refuses to run inside a frame: it hides
  // itself and asks the top window to open it instead (a sandboxed frame may refuse that).
  if (window.top !== window.self) {
    document.documentElement.style.display = "none";
    try { window.top.location.href = window.self.location.href; } catch (e) { /* stays hidden */ }
    return;
  }
  var TEXT = {
    nl: {
      download: "Python downloaden…", python: "Python starten…", rules: "Spelregels laden…",
      table: "Tafel klaarzetten…", slow: "Dit duurt langer dan normaal; bij een trage verbinding kan de eerste keer even duren.",
      title: "Speeltafel kon niet starten", text: "Er ging iets mis bij het starten. Probeer de pagina opnieuw te laden.",
      reload: "Opnieuw laden", incomplete: "Het starten is niet afgemaakt.",
      fresh: "Starten zonder bewaarde partij",
      stalled: "Het starten bleef steken nadat Python klaar was."
    },
    en: {
      download: "Downloading Python…", python: "Starting Python…", rules: "Loading the rules…",
      table: "Setting up the table…", slow: "This takes longer than usual; on a slow connection the first visit can take a while.",
      title: "Speeltafel could not start", text: "Something went wrong while starting. Try reloading the page.",
      reload: "Reload", incomplete: "Start-up did not complete.",
      fresh: "Start without the saved game",
      stalled: "Start-up stalled after Python had started."
    }
  };
  var lang = "en";
  try {
    var saved = localStorage.getItem("speeltafel:lang");
    lang = saved === "nl" || saved === "en" ? saved
      : (String(navigator.language || "").toLowerCase().indexOf("nl") === 0 ? "nl" : "en");
  } catch (e) {
    lang = String(navigator.language || "").toLowerCase().indexOf("nl") === 0 ? "nl" : "en";
  }
  var T = TEXT[lang];
  // now, before the body is drawn: the first screen shows the texts of <html lang>
  document.documentElement.lang = lang;
  var ORDER = ["download", "python", "rules", "table"], stage = -1;

  function state() { return document.body ? document.body.dataset.appState : "loading"; }

  function reach(name) {
    var index = ORDER.indexOf(name);
    if (index <= stage || state() !== "loading") { return; }
    stage = index;
    var items = document.querySelectorAll(".load-steps li");
    for (var i = 0; i < items.length; i++) {
      items[i].className = i < index ? "done" : (i === index ? "active" : "");
    }
    setWidth(SHARE[name][0]);
    showBytes();
    startCreep(name);
    if (name === "rules") { setTimeout(checkStall, stallMs()); }
  }

  // ---- a stalled start is tried again ----
  // Rarely (once in some hundreds of warm starts in the suite's Chromium, cause not found)
  // Python runs, every file is in, yet PyScript never hands over (no py:ready). What is left
  // after "rules" takes well under a second: a start still there STALL ms later reloads once
  // (remembered by the tab's session until a start is ready); a second stall shows the error
  // screen. window.speeltafelStallMs (a test hook) shortens the wait.
  var STALL = 15000, STALLED = "speeltafel:stalled";
  function stallMs() {
    var ms = window.speeltafelStallMs;  // a number from a test, else the full time
    return typeof ms === "number" && ms > 0 ? ms : STALL;
  }

  function checkStall() {
    if (state() !== "loading" || ORDER[stage] !== "rules") { return; }
    if (downloaded() < total) { setTimeout(checkStall, stallMs()); return; }  // still arriving
    var again = true;  // without session storage a reload could not tell it had been tried
    try {
      again = sessionStorage.getItem(STALLED) === "1";
      sessionStorage.setItem(STALLED, "1");
    } catch (e) { /* again stays true */ }
    if (again) { fail(T.stalled); return; }
    console.warn("Speeltafel: start-up stalled after Python had started; reloading once.");
    retrying = true;
    location.reload();
  }

  // The compositor's creep through a step (see .load-bar-creep in style.css): restarted
  // from the step's start, so it never runs past the step's share.
  function startCreep(name) {
    var layer = document.querySelector(".load-bar-creep");
    if (!layer || !EXPECTED[name]) { return; }
    layer.classList.remove("run");
    layer.style.setProperty("--creep-from", SHARE[name][0] + "%");
    layer.style.setProperty("--creep-to", SHARE[name][1] + "%");
    layer.style.setProperty("--creep-secs", EXPECTED[name] + "s");
    void layer.offsetWidth;  // a style pass now, so the animation starts from its beginning
    layer.classList.add("run");
  }

  // ---- progress that tells the truth (issue 10) ----
  // The bar's first part is the bytes of the start-up downloads (the build writes each file's
  // size into <meta name="speeltafel-startup">), counted as they arrive: module files when
  // they finish (resource timing), fetched ones chunk by chunk through a clone of the
  // response the runtime reads (the same download: a clone shares the body, nothing is
  // fetched twice). Then each named step has its share; within a step the bar creeps towards
  // the step's end (an estimate, so it never stalls), and it never goes backwards.
  var SHARE = { download: [2, 45], python: [45, 76], rules: [76, 90], table: [90, 99] };
  var CREEP = 0.03;  // part of the rest of a step's share covered every 200 ms
  var EXPECTED = { python: 6, rules: 2, table: 2 };  // seconds a step's creep is drawn over
  var sizes = {}, got = {}, streamed = {}, total = 0, width = 0;
  (function readSizes() {
    var meta = document.querySelector('meta[name="speeltafel-startup"]');
    var words = meta ? String(meta.getAttribute("content") || "").split(/\s+/) : [];
    for (var i = 0; i < words.length; i++) {
      var pair = words[i].split("=");
      var bytes = parseInt(pair[1], 10);
      if (pair.length === 2 && bytes > 0 && !sizes.hasOwnProperty(pair[0])) {
        sizes[pair[0]] = bytes;
        total += bytes;
      }
    }
  })();

  function downloaded() {
    var sum = 0;
    for (var rel in sizes) { if (sizes.hasOwnProperty(rel)) { sum += got[rel] || 0; } }
    return sum;
  }

  function setWidth(percent) {
    var next = Math.max(width, Math.min(100, percent));
    if (next === width) { return; }
    width = next;
    paint();
  }

  function paint() {
    var fill = document.querySelector(".load-bar-fill");
    if (fill && width) { fill.style.width = width.toFixed(1) + "%"; }
  }

  function mb(bytes) {
    var text = (bytes / 1e6).toFixed(1);
    return lang === "nl" ? text.replace(".", ",") : text;
  }

  // The megabytes beside "Downloading Python": aria-hidden, so the step list (a polite live
  // region) does not read out every chunk.
  function showBytes() {
    var item = document.querySelector('.load-steps li[data-stage="download"]');
    if (!item || !total) { return; }
    var count = item.querySelector(".load-bytes");
    if (!count) {
      count = document.createElement("span");
      count.className = "load-bytes";
      count.setAttribute("aria-hidden", "true");
      item.appendChild(count);
    }
    count.textContent = " " + mb(downloaded()) + " / " + mb(total) + " MB";
  }

  // A start-up file's path relative to the page (as the sizes name it), or null.
  function startupPath(url) {
    try {
      var u = new URL(url, document.baseURI);
      var base = new URL(".", document.baseURI);
      if (u.origin !== base.origin || u.pathname.indexOf(base.pathname) !== 0) { return null; }
      var rel = decodeURIComponent(u.pathname.slice(base.pathname.length));
      return sizes.hasOwnProperty(rel) ? rel : null;
    } catch (e) { return null; }
  }

  // ``bytes`` more of ``rel`` arrived (null: all of it).
  function arrived(rel, bytes) {
    var before = got[rel] || 0;
    got[rel] = Math.min(sizes[rel], bytes === null ? sizes[rel] : before + bytes);
    if (got[rel] !== before) { bytesMoved(); }
  }

  function bytesMoved() {
    if (stage > 0 || !total) { return; }
    var share = SHARE.download;
    setWidth(share[0] + (share[1] - share[0]) * downloaded() / total);
    showBytes();
    if (downloaded() >= total) { reach("python"); }
  }

  function countBody(rel, response) {
    if (!response || !response.ok || !response.body || state() !== "loading") { return; }
    var reader;
    try { reader = response.clone().body.getReader(); } catch (e) { return; }
    function pump() {
      reader.read().then(function (chunk) {
        if (chunk.done) { arrived(rel, null); return; }
        arrived(rel, chunk.value.byteLength);
        pump();
      }, function () { /* the runtime reports a failed download itself */ });
    }
    pump();
  }

  // Our callback is attached before the caller gets the promise, so it clones the response
  // before the caller starts reading it. Not on a page the service worker controls: its files
  // come from the local cache at once (resource timing counts them), and the runtime's
  // responses stay untouched there, so nothing can slow the usual, warm start.
  var controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  if (total && !controlled && window.fetch && window.ReadableStream) {
    var pageFetch = window.fetch;
    window.fetch = function (input) {
      var promise = pageFetch.apply(window, arguments);
      if (state() === "loading") {
        var rel = startupPath(typeof input === "string" ? input : (input && input.url) || String(input));
        if (rel && !streamed[rel]) {
          streamed[rel] = true;
          promise.then(function (response) { countBody(rel, response); }, function () {});
        }
      }
      return promise;
    };
  }

  function creep() {
    if (state() !== "loading") { return; }
    if (stage > 0) {
      var end = SHARE[ORDER[stage]][1];
      setWidth(width + (end - width) * CREEP);
    }
    setTimeout(creep, 200);
  }

  function finished() {
    if (state() !== "ready") { return; }
    try { sessionStorage.removeItem(STALLED); } catch (e) { /* nothing to forget */ }
    var items = document.querySelectorAll(".load-steps li");
    for (var i = 0; i < items.length; i++) { items[i].className = "done"; }
    setWidth(100);
  }

  function fail(detail) {
    if (!document.body || state() === "ready" || state() === "error") { return; }
    if (retryPlain()) { return; }
    document.body.dataset.appState = "error";
    var box = document.getElementById("fatal");
    var loading = document.getElementById("loading");
    if (loading) { loading.hidden = true; }
    var first = document.getElementById("first");
    if (first) { first.hidden = true; }
    box.querySelector(".fatal-title").textContent = T.title;
    box.querySelector(".fatal-text").textContent = T.text;
    box.querySelector(".fatal-detail").textContent = String(detail || "").slice(0, 2000);
    var button = box.querySelector(".fatal-reload");
    button.textContent = T.reload;
    button.onclick = function () { location.reload(); };
    var fresh = box.querySelector(".fatal-fresh");
    fresh.textContent = T.fresh;
    fresh.onclick = startFresh;
    box.hidden = false;
  }

  // A start from the warm-start snapshot (early-pyodide.mjs) that fails is tried once more the
  // normal way, for the rest of the tab's session (warm-start.js reads the flag): whatever
  // the snapshot gets wrong never shows as an error. A second failure is shown as usual.
  var retrying = false;  // a reload is under way: later reports of this start are moot
  function retryPlain() {
    if (retrying) { return true; }
    if (document.documentElement.dataset.start !== "snapshot") { return false; }
    try {
      if (sessionStorage.getItem("speeltafel:plain-start") === "1") { return false; }
      sessionStorage.setItem("speeltafel:plain-start", "1");
    } catch (e) {
      return false;
    }
    retrying = true;
    location.reload();
    return true;
  }

  // Reloading alone would meet the same saved data again: this moves the saved games to the
  // set-aside key (kept for export, see web/app/session.py SET_ASIDE_KEY), drops the link
  // from the address and reloads.
  function startFresh() {
    try {
      var kept = [];
      var keys = ["speeltafel:autosave", "speeltafel:previous"];
      for (var i = 0; i < localStorage.length; i++) {
        var name = localStorage.key(i);
        if (name && name.indexOf("speeltafel:game:") === 0) { keys.push(name); }
      }
      keys.forEach(function (key) {
        var value = localStorage.getItem(key);
        if (value) { kept.push(value); }
      });
      var old = localStorage.getItem("speeltafel:set-aside");
      if (old) { kept.push(old); }
      // written before anything is removed: if the storage refuses, nothing is lost
      if (kept.length) { localStorage.setItem("speeltafel:set-aside", kept.join("\n\n----\n\n")); }
      keys.forEach(function (key) { localStorage.removeItem(key); });
      localStorage.removeItem("speeltafel:last-open");
    } catch (e) { /* storage disabled: nothing saved can be in the way */ }
    // only the fragment changes, which alone would not load the page again
    history.replaceState(null, "", location.pathname + location.search);
    location.reload();
  }

  function labelSteps() {
    var items = document.querySelectorAll(".load-steps li");
    for (var i = 0; i < items.length; i++) {
      var key = items[i].getAttribute("data-stage");
      if (T[key]) { items[i].textContent = T[key]; }
    }
    showBytes();
  }

  // The first screen's language switch (first-screen.js) works before Python runs.
  function setLang(next) {
    if (!TEXT[next] || next === lang) { return; }
    lang = next;
    T = TEXT[next];
    labelSteps();
  }

  // reach(stage) moves the loading screen on (early-pyodide.mjs: "rules" once Python runs);
  // progress() tells the tests (and a curious reader) where the bar is and why.
  window.speeltafelBoot = {
    fail: fail, reach: reach, setLang: setLang,
    progress: function () {
      var missing = [];
      for (var rel in sizes) {
        if (sizes.hasOwnProperty(rel) && (got[rel] || 0) < sizes[rel]) { missing.push(rel); }
      }
      return { width: width, stage: ORDER[stage] || null, bytes: downloaded(), total: total,
               missing: missing };
    }
  };

  // The loading screen is set up as soon as the page is parsed ("interactive"), before the
  // module scripts run and long before DOMContentLoaded, so the download shows as it happens.
  var parsed = false;
  function whenParsed() {
    if (parsed || document.readyState === "loading") { return; }
    parsed = true;
    document.documentElement.lang = lang;
    labelSteps();
    reach("download");
    bytesMoved();  // files that arrived before the page was parsed
    paint();
    setTimeout(creep, 200);
    new MutationObserver(finished).observe(document.body,
      { attributes: true, attributeFilter: ["data-app-state"] });
    // PyScript's own error banners (.py-error) mean start-up failed.
    new MutationObserver(function (records) {
      for (var r = 0; r < records.length; r++) {
        var added = records[r].addedNodes;
        for (var n = 0; n < added.length; n++) {
          var node = added[n];
          if (node.nodeType === 1 && node.classList.contains("py-error") && state() === "loading") {
            fail(node.textContent);
          }
        }
      }
    }).observe(document.body, { childList: true });
    setTimeout(function () {
      if (state() === "loading") {
        var note = document.querySelector(".load-note");
        if (note) { note.textContent = T.slow; note.hidden = false; }
      }
    }, 20000);
  }
  document.addEventListener("readystatechange", whenParsed);
  document.addEventListener("DOMContentLoaded", whenParsed);

  // Progress: the runtime files arriving tell how far start-up is.
  if ("PerformanceObserver" in window) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          var name = String(entry.name);
          var rel = startupPath(name);
          if (rel) { arrived(rel, null); }
        });
      }).observe({ type: "resource", buffered: true });
    } catch (e) { /* progress is only cosmetic */ }
  }
  addEventListener("py:ready", function () { reach("table"); }, true);
  addEventListener("py:done", function () {
    setTimeout(function () { if (state() === "loading") { fail(T.incomplete); } }, 0);
  }, true);
  addEventListener("error", function (event) {
    var message = String(event.message || "");
    if (state() === "loading" && (message.indexOf("PythonError") >= 0 || event.filename)) {
      fail(message);
    }
  });
  addEventListener("unhandledrejection", function (event) {
    if (state() === "loading") {
      var reason = event.reason;
      fail(reason && reason.message ? reason.message : String(reason));
    }
  });
})();
