// Speeltafel: register the offline service worker (sw.js, made by build.py).
// It is registered once the app has started (body[data-app-state] is "ready" or "error"), so
// that storing the site for offline use re-validates files the page already downloaded
// instead of competing with the first start. Without service workers the site stays
// online-only.
(function () {
  if (!("serviceWorker" in navigator)) {
    return;
  }
  let done = false;
  function register() {
    if (done) {
      return;
    }
    done = true;
    navigator.serviceWorker.register("sw.js").catch(function (error) {
      console.warn("Speeltafel: offline opslag niet beschikbaar / offline storage unavailable:", error);
    });
  }
  function started() {
    const state = document.body && document.body.dataset.appState;
    return state === "ready" || state === "error";
  }
  if (started()) {
    register();
    return;
  }
  const observer = new MutationObserver(function () {
    if (started()) {
      observer.disconnect();
      register();
    }
  });
  observer.observe(document.documentElement, {
    subtree: true, attributes: true, attributeFilter: ["data-app-state"], childList: true,
  });
})();
