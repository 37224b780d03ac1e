// Speeltafel rules reference: the bar of every rules page (issue 24). A file of the site, as the
// pages' Content-Security-Policy wants; it holds no words and writes no text: it shows, hides
// and marks what tools/rules_pages.py wrote. Without it the page reads as before (the
// buttons stay hidden; the contents and the language link work as plain links).
//
// - The contents button opens the page's contents (#toc-panel) under the sticky bar; a link in
//   it jumps and closes it. On a wide screen (64rem and up) the contents stand in a column
//   beside the text instead, always shown, and the button goes. The section in view is marked
//   (aria-current) there and in the page's own contents.
// - The search button opens #search-panel and puts the focus in its box (the search itself:
//   rules-search.js).
// - The language link always carries the section in view (or the fragment), so the other
//   language opens at the same place.
// Keyboard: Escape closes a panel and gives the focus back to its button.
"use strict";

(function () {
  const bar = document.querySelector("header.top");
  if (!bar) {
    return;
  }
  const buttons = Array.from(bar.querySelectorAll("button[aria-controls]"));
  const langLink = bar.querySelector("a.lang");
  const searchPanel = document.getElementById("search-panel");
  const input = document.getElementById("search-input");
  const sections = Array.from(document.querySelectorAll("main section[id]"));
  const tocLinks = Array.from(document.querySelectorAll('#toc-panel a[href^="#"], nav.toc a[href^="#"]'));

  // -- panels ------------------------------------------------------------------------------

  function panelOf(button) {
    return document.getElementById(button.getAttribute("aria-controls"));
  }

  function close(button, focusBack) {
    if (button.getAttribute("aria-expanded") !== "true") {
      return;
    }
    button.setAttribute("aria-expanded", "false");
    panelOf(button).hidden = true;
    if (focusBack) {
      button.focus();
    }
  }

  function open(button) {
    buttons.forEach((other) => { if (other !== button) { close(other, false); } });
    button.setAttribute("aria-expanded", "true");
    const panel = panelOf(button);
    panel.hidden = false;
    if (panel === searchPanel) {
      input.focus(); // rules-search.js loads the index when its box gets the focus
      input.select();
    } else {
      const here = panel.querySelector('[aria-current="location"]') || panel.querySelector("a");
      if (here) {
        here.scrollIntoView({ block: "nearest" });
        here.focus();
      }
    }
  }

  buttons.forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-expanded") === "true") {
        close(button, false);
      } else {
        open(button);
      }
    });
  });

  // -- a wide screen: the contents stand in a column beside the text -------------------------

  const tocPanel = document.getElementById("toc-panel");
  const tocButton = buttons.find((b) => panelOf(b) === tocPanel);
  const wide = window.matchMedia("(min-width: 64rem)");

  function placeContents() {
    if (!tocPanel || !tocButton) {
      return;
    }
    close(tocButton, false);
    document.body.classList.toggle("side-contents", wide.matches);
    tocPanel.hidden = !wide.matches;
    tocButton.hidden = wide.matches;
  }

  // Keeps the marked link of the column in its view (the column scrolls by itself).
  function showMarked() {
    const link = wide.matches && tocPanel && tocPanel.querySelector('[aria-current="location"]');
    if (!link) {
      return;
    }
    const top = link.offsetTop;
    if (top < tocPanel.scrollTop || top + link.offsetHeight > tocPanel.scrollTop + tocPanel.clientHeight) {
      tocPanel.scrollTop = top - tocPanel.clientHeight / 3;
    }
  }

  wide.addEventListener("change", placeContents);
  placeContents();

  function openButton() {
    return buttons.find((b) => b.getAttribute("aria-expanded") === "true");
  }

  document.addEventListener("keydown", (event) => {
    const button = openButton();
    if (event.key === "Escape" && button) {
      event.preventDefault();
      close(button, true);
    }
  });

  // A tap or click outside the bar closes its panel; a link inside a panel closes it too
  // (after the browser has followed it).
  document.addEventListener("click", (event) => {
    const button = openButton();
    if (!button) {
      return;
    }
    if (!bar.contains(event.target)) {
      close(button, false);
    } else if (event.target.closest(".panel a")) {
      close(button, false);
    }
  });

  // -- the section in view -------------------------------------------------------------------

  function barBottom() {
    return bar.querySelector(".bar").getBoundingClientRect().bottom;
  }

  // The element the address points at, while it is on screen below the bar (it may be a
  // section, a paragraph or a list item), else null.
  function targetInView() {
    const hash = decodeURIComponent(location.hash.slice(1));
    const target = hash && document.getElementById(hash);
    if (!target) {
      return null;
    }
    const box = target.getBoundingClientRect();
    return box.bottom > barBottom() && box.top < window.innerHeight ? target : null;
  }

  // The section being read: the one the address points into while it is on screen, else the
  // last section whose top is above a line a little below the bar (120 px, less on a small
  // screen), so a heading just under the bar counts as read. Null above the first section.
  function sectionInView() {
    const target = targetInView();
    const holder = target && target.closest("section[id]");
    if (holder) {
      return holder;
    }
    const top = barBottom();
    const line = top + Math.min(120, (window.innerHeight - top) / 4);
    let found = null;
    for (const section of sections) {
      if (section.getBoundingClientRect().top > line) {
        break;
      }
      found = section;
    }
    return found;
  }

  // The fragment the other language should open at: the address's while its element is on
  // screen, else the section being read.
  function placeInView() {
    const target = targetInView();
    if (target) {
      return target.id;
    }
    const section = sectionInView();
    return section ? section.id : "";
  }

  function update() {
    const where = placeInView();
    if (langLink) {
      const base = langLink.getAttribute("href").split("#")[0];
      langLink.setAttribute("href", where ? base + "#" + encodeURIComponent(where) : base);
    }
    const section = sectionInView();
    tocLinks.forEach((link) => {
      if (section && link.getAttribute("href") === "#" + section.id) {
        link.setAttribute("aria-current", "location");
      } else {
        link.removeAttribute("aria-current");
      }
    });
    showMarked();
  }

  let pending = false;
  function soon() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(() => { pending = false; update(); });
    }
  }
  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon);
  window.addEventListener("hashchange", update);
  if (langLink) {
    // the freshest place at the moment of following it (a scroll may still be settling)
    langLink.addEventListener("click", update);
  }
  update();

})();
