// Speeltafel's first screen (issue 14): the static game list that the build writes into
// index.html (tools/first_screen.py) works before Python has started.
// - The language switch works at once: <html lang> picks each text's half, and the choice is
//   stored where the app reads it (speeltafel:lang), so the app starts in that language.
// - "New game" is remembered (window.speeltafelChoice, only the last click counts) and shown
//   on its card; app/main.py opens that game's new-game dialog once the app runs.
// - A shared link (#r=...) shows the game's name and its players, read from the link's record
//   header here: base64url, raw DEFLATE (at most the first 16 KB are unpacked), then the
//   [Game "..."] and [Player "..."] lines. Anything unreadable just leaves the card's general
//   text; the rules engine reports a broken link properly once it runs. Without a link, the
//   game that was open when the page was left (which the app reopens) gets the same card from
//   its saved summary. Names are set as text.
(function () {
  "use strict";
  var first = document.getElementById("first");
  if (!first) { return; }
  var LANG_KEY = "speeltafel:lang";
  var HEADER = /^\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]$/;
  var HIDDEN_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  var langButton = first.querySelector("[data-first-lang]");

  function lang() { return document.documentElement.lang === "en" ? "en" : "nl"; }

  function labelSwitch() {
    if (!langButton) { return; }
    var label = langButton.getAttribute("data-label-" + lang()) || "";
    langButton.setAttribute("aria-label", label);
    langButton.setAttribute("title", label);
  }

  function setLang(next) {
    document.documentElement.lang = next;
    try { localStorage.setItem(LANG_KEY, next); } catch (e) { /* the app asks the browser then */ }
    labelSwitch();
    if (window.speeltafelBoot && window.speeltafelBoot.setLang) { window.speeltafelBoot.setLang(next); }
  }

  function choose(game) {
    window.speeltafelChoice = { action: "new-game", game: game };
    var cards = first.querySelectorAll(".game-card[data-game]");
    for (var i = 0; i < cards.length; i++) {
      var chosen = cards[i].getAttribute("data-game") === game;
      cards[i].classList.toggle("chosen", chosen);
      var note = cards[i].querySelector(".first-waiting");
      if (note) { note.hidden = !chosen; }
      var button = cards[i].querySelector("[data-first-game]");
      if (button) { button.setAttribute("aria-pressed", chosen ? "true" : "false"); }
    }
  }

  first.addEventListener("click", function (event) {
    var target = event.target;
    if (!target || !target.closest) { return; }
    var game = target.closest("[data-first-game]");
    if (game) {
      event.preventDefault();
      choose(game.getAttribute("data-first-game"));
    } else if (target.closest("[data-first-lang]")) {
      event.preventDefault();
      setLang(lang() === "nl" ? "en" : "nl");
    }
  });

  function unescape(value) { return value.replace(/\\(.)/g, "$1"); }

  function clean(name) {
    var text = name.replace(HIDDEN_CHARS, "").trim();
    return text.length > 40 ? text.slice(0, 39) + "…" : text;
  }

  // {game, players} from the record's header, or null.
  function header(text) {
    var out = { game: null, players: [] };
    var lines = text.split(/\r?\n/);
    for (var i = 0; i < lines.length; i++) {
      var line = lines[i].trim();
      if (!line || line.charAt(0) === "#") { continue; }
      var m = HEADER.exec(line);
      if (!m) { break; }  // the moves begin: the header is over
      if (m[1] === "Game" && out.game === null) { out.game = unescape(m[2]); }
      if (m[1] === "Player") { out.players.push(clean(unescape(m[2]))); }
    }
    return out.game ? out : null;
  }

  async function readLink(payload) {
    if (!/^[A-Za-z0-9_-]+$/.test(payload) || payload.length > 2000000 || !window.DecompressionStream) {
      return null;
    }
    try {
      var b64 = payload.replace(/-/g, "+").replace(/_/g, "/");
      b64 += "===".slice((b64.length + 3) % 4);
      var binary = atob(b64);
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
      var reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
      var decoder = new TextDecoder();
      var text = "";
      while (text.length < 16384) {
        var chunk = await reader.read();
        if (chunk.done) { break; }
        text += decoder.decode(chunk.value, { stream: true });
      }
      reader.cancel().catch(function () {});
      return header(text);
    } catch (e) {
      return null;
    }
  }

  // The card names the game (its title from the game list) and its players, as text.
  function fill(card, found) {
    var title = first.querySelector('.game-card[data-game="' + CSS.escape(found.game) + '"] h3');
    var game = card.querySelector(".first-link-game");
    if (title && game) {
      for (var i = 0; i < title.childNodes.length; i++) { game.appendChild(title.childNodes[i].cloneNode(true)); }
    }
    var names = card.querySelector(".first-link-names");
    if (names) { names.textContent = found.players.slice(0, 8).join(", "); }
    card.classList.toggle("has-players", found.players.length > 0);
  }

  // The game that was open when the page was left (app/saved_games.py: its id under
  // speeltafel:last-open, its summary under speeltafel:game:<id>), which the app reopens.
  function lastGame() {
    try {
      var id = localStorage.getItem("speeltafel:last-open");
      var raw = id ? localStorage.getItem("speeltafel:game:" + id) : null;
      var data = raw && raw.length < 2000000 ? JSON.parse(raw) : null;
      if (!data || typeof data.game !== "string" || !Array.isArray(data.players)) { return null; }
      return { game: data.game, players: data.players.map(function (p) { return clean(String(p)); }) };
    } catch (e) {
      return null;
    }
  }

  function showCard() {
    var card = first.querySelector(".first-link");
    if (!card) { return; }
    if (String(location.hash).indexOf("#r=") === 0) {
      card.setAttribute("data-kind", "link");
      card.hidden = false;
      readLink(String(location.hash).slice(3)).then(function (found) { if (found) { fill(card, found); } });
      return;
    }
    var last = lastGame();
    if (last && first.querySelector('.game-card[data-game="' + CSS.escape(last.game) + '"]')) {
      card.setAttribute("data-kind", "resume");
      card.hidden = false;
      fill(card, last);
    }
  }

  labelSwitch();
  showCard();
})();
