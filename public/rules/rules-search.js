// Speeltafel rules reference: the search box of the bar (issue 24), opened by rules.js. A file
// of the site, as the pages' Content-Security-Policy wants; it holds no words (the panel's
// data attributes do) and writes rules text only as text (textContent, text nodes), never as
// HTML.
//
// The box searches this language's index (the panel's data-index: search.<lang>.json, written
// by tools/rules_pages.py and stored by the service worker, so it works offline; loaded when
// the box first gets the focus), this page first, and lists the sections found as links with
// the text around the words; the words are highlighted in the section a link leads to, on this
// page or the next. Enter in the box follows the first result; the arrow keys move between the
// box and the results.
"use strict";

(function () {
  const MIN_LETTERS = 2;
  const MAX_RESULTS = 40;
  const SNIPPET = 160; // characters of text shown around the first word found
  const page = location.pathname.split("/").pop() || "index.html";
  const searchPanel = document.getElementById("search-panel");
  const input = document.getElementById("search-input");
  const status = document.getElementById("search-status");
  const results = document.getElementById("search-results");
  if (!searchPanel || !input) {
    return;
  }

  let index = null; // {rows} once loaded (prepare)
  let loading = null;

  function loadIndex() {
    if (!loading) {
      loading = fetch(searchPanel.dataset.index)
        .then((response) => {
          if (!response.ok) {
            throw new Error(response.status + " " + response.url);
          }
          return response.json();
        })
        .then((data) => {
          index = prepare(data);
          run();
        })
        .catch(() => {
          loading = null;
          say(searchPanel.dataset.broken);
        });
    }
    return loading;
  }

  // Lower case without accents, so "een" finds "één" and "Season" finds "season".
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  // A pattern matching any of the (folded) words, taken literally.
  function anyOf(words) {
    return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  }

  function prepare(data) {
    const rows = data.sections.map(([file, id, title, text], order) => ({
      file, id, title, text, order,
      foldedTitle: fold(title),
      folded: fold(text),
      pageTitle: data.pages[file] || file,
    }));
    return { rows };
  }

  function terms(query) {
    return fold(query).split(/[\s.,;:!?()"']+/).filter((word) => word.length > 0);
  }

  function score(row, words) {
    let total = 0;
    for (const word of words) {
      const inText = row.folded.indexOf(word);
      if (inText < 0) {
        return -1;
      }
      total += row.foldedTitle.includes(word) ? 10 : 1;
    }
    return total;
  }

  function say(text) {
    status.textContent = text || "";
  }

  // The text around the first word found, with every word found in a <mark> (text nodes).
  function snippet(row, words) {
    const first = Math.min(...words.map((w) => row.folded.indexOf(w)).filter((i) => i >= 0));
    let start = Math.max(0, first - Math.floor(SNIPPET / 3));
    let end = Math.min(row.text.length, start + SNIPPET);
    // whole words only: start after a space, end before one (the text's spaces are single)
    if (start > 0) {
      const space = row.text.indexOf(" ", start - 1);
      start = space >= 0 && space < first ? space + 1 : start;
    }
    if (end < row.text.length) {
      const space = row.text.lastIndexOf(" ", end);
      end = space > first ? space : end;
    }
    // folding keeps one character per character for the texts we write (NFD of Dutch and
    // English letters adds only combining marks, which fold removes): map back by counting
    const shown = row.text.slice(start, end);
    const foldedShown = fold(shown);
    const p = document.createElement("p");
    p.className = "snippet";
    if (start > 0) {
      p.append("… ");
    }
    if (foldedShown.length !== shown.length) {
      p.append(shown);
    } else {
      let at = 0;
      const pattern = anyOf(words);
      for (const hit of foldedShown.matchAll(pattern)) {
        p.append(shown.slice(at, hit.index));
        const mark = document.createElement("mark");
        mark.textContent = shown.slice(hit.index, hit.index + hit[0].length);
        p.append(mark);
        at = hit.index + hit[0].length;
      }
      p.append(shown.slice(at));
    }
    if (end < row.text.length) {
      p.append(" …");
    }
    return p;
  }

  function link(row) {
    const a = document.createElement("a");
    a.href = (row.file === page ? "" : row.file) + "#" + encodeURIComponent(row.id);
    const title = document.createElement("span");
    title.className = "result-title";
    title.textContent = row.title || row.id;
    a.append(title);
    if (row.file !== page) {
      const where = document.createElement("span");
      where.className = "result-page";
      where.textContent = row.pageTitle;
      a.append(" ", where);
    }
    return a;
  }

  let lastQuery = null;

  function run() {
    const query = input.value.trim();
    if (query === lastQuery && index) {
      return;
    }
    results.replaceChildren();
    const words = terms(query);
    if (words.join("").length < MIN_LETTERS) { // "x", or only stops and spaces
      lastQuery = query;
      say(query ? searchPanel.dataset.short : "");
      return;
    }
    if (!index) {
      loadIndex();
      return;
    }
    lastQuery = query;
    const found = index.rows
      .map((row) => ({ row, score: score(row, words) }))
      .filter((hit) => hit.score >= 0)
      .sort((a, b) => (b.row.file === page) - (a.row.file === page)
        || b.score - a.score || a.row.order - b.row.order);
    if (found.length === 0) {
      say(searchPanel.dataset.none);
      return;
    }
    say(found.length === 1 ? searchPanel.dataset.found_one
      : searchPanel.dataset.found.replace("{n}", String(found.length)));
    for (const { row } of found.slice(0, MAX_RESULTS)) {
      const li = document.createElement("li");
      li.append(link(row), snippet(row, words));
      results.append(li);
    }
  }

  input.addEventListener("input", run);
  input.addEventListener("keydown", (event) => {
    const first = results.querySelector("a");
    if (event.key === "Enter" && first) {
      event.preventDefault();
      first.click();
    } else if (event.key === "ArrowDown" && first) {
      event.preventDefault();
      first.focus();
    }
  });
  results.addEventListener("keydown", (event) => {
    const links = Array.from(results.querySelectorAll("a"));
    const at = links.indexOf(document.activeElement);
    if (at < 0 || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) {
      return;
    }
    event.preventDefault();
    const next = event.key === "ArrowDown" ? at + 1 : at - 1;
    if (next < 0) {
      input.focus();
    } else if (next < links.length) {
      links[next].focus();
    }
  });
  results.addEventListener("click", (event) => {
    const a = event.target.closest("a");
    if (a) {
      // the words are highlighted where the link leads (this page, or the next one)
      remember({ query: input.value.trim(), id: decodeURIComponent(a.hash.slice(1)) });
      requestAnimationFrame(highlight); // the same fragment again fires no hashchange
    }
  });

  const KEY = "speeltafel-rules-search";

  // Storage may be refused (a private window, a file:// page): then nothing is highlighted.
  function remember(value) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(value));
    } catch (error) {
      // nothing to remember with
    }
  }

  function remembered() {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) || "null");
    } catch (error) {
      return null;
    }
  }

  // -- highlighting the words searched in the section shown ---------------------------------

  // Marks the words of the last search in the section a result led to, with the CSS
  // Custom Highlight API (no change to the page's nodes); browsers without it keep :target.
  function highlight() {
    if (!window.CSS || !CSS.highlights || typeof Highlight === "undefined") {
      return;
    }
    CSS.highlights.delete("search");
    const last = remembered();
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!last || last.id !== id || !target) {
      return;
    }
    const words = terms(String(last.query)).filter((w) => w.length >= MIN_LETTERS);
    if (words.length === 0) {
      return;
    }
    const pattern = anyOf(words);
    const ranges = [];
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = fold(node.data);
      if (text.length !== node.data.length) {
        continue;
      }
      for (const hit of text.matchAll(pattern)) {
        const range = new Range();
        range.setStart(node, hit.index);
        range.setEnd(node, hit.index + hit[0].length);
        ranges.push(range);
      }
    }
    CSS.highlights.set("search", new Highlight(...ranges));
  }

  highlight();
  input.addEventListener("focus", loadIndex);
  window.addEventListener("hashchange", highlight);
})();
