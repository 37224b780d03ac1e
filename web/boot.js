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
      fresh: "Starten zonder bewaarde partij"
    },
    en: {
      download: "Downloading Python…", python: "Starting Python…", rules: "Loading the rules…",
      table: "Setting up the table…", slow: "This takes longer than usual; on a slow connection the first visit can take a while.",
      title: "Speeltafel could not start", text: "Something went wrong while starting. Try reloading the page.",
      reload: "Reload", incomplete: "Start-up did not complete.",
      fresh: "Start without the saved game"
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
  var ORDER = ["download", "python", "rules", "table"];
  var stage = -1;

  function state() { return document.body ? document.body.dataset.appState : "loading"; }

  function reach(name) {
    var index = ORDER.indexOf(name);
    if (index <= stage || state() !== "loading") { return; }
    stage = index;
    var items = document.querySelectorAll(".load-steps li");
    for (var i = 0; i < items.length; i++) {
      items[i].className = i < index ? "done" : (i === index ? "active" : "");
    }
    var fill = document.querySelector(".load-bar-fill");
    if (fill) { fill.style.width = (15 + index * 25) + "%"; }
  }

  function fail(detail) {
    if (!document.body || state() === "ready" || state() === "error") { return; }
    document.body.dataset.appState = "error";
    var box = document.getElementById("fatal");
    var loading = document.getElementById("loading");
    if (loading) { loading.hidden = true; }
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

  // Reloading alone would meet the same saved data again: this moves the saved games to the
  // set-aside key (kept for export, see web/app/session.py SET_ASIDE_KEY), drops the link
  // from the address and reloads.
  function startFresh() {
    try {
      var kept = [];
      ["speeltafel:autosave", "speeltafel:previous"].forEach(function (key) {
        var value = localStorage.getItem(key);
        if (value) { kept.push(value); localStorage.setItem(key, ""); }
      });
      var old = localStorage.getItem("speeltafel:set-aside");
      if (old) { kept.push(old); }
      if (kept.length) { localStorage.setItem("speeltafel:set-aside", kept.join("\n\n----\n\n")); }
    } catch (e) { /* storage disabled: nothing saved can be in the way */ }
    // only the fragment changes, which alone would not load the page again
    history.replaceState(null, "", location.pathname + location.search);
    location.reload();
  }

  window.speeltafelBoot = { fail: fail, reach: reach };

  document.addEventListener("DOMContentLoaded", function () {
    document.documentElement.lang = lang;
    var items = document.querySelectorAll(".load-steps li");
    for (var i = 0; i < items.length; i++) {
      var key = items[i].getAttribute("data-stage");
      if (T[key]) { items[i].textContent = T[key]; }
    }
    reach("download");
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
  });

  // Progress: the runtime files arriving tell how far start-up is.
  if ("PerformanceObserver" in window) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          var name = String(entry.name);
          if (/pyodide\.asm\.wasm$/.test(name)) { reach("python"); }
          if (/(core|app)\.zip$/.test(name)) { reach("rules"); }
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
