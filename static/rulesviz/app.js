/* rulesviz: keyboard stepping, the language switch's return address, presenter mode.
   Loaded with `defer`; no inline script anywhere. */
(function () {
  "use strict";

  // ←/→ step, Home/End jump: each key clicks the stepper's real link, so htmx fetches
  // the step and pushes its URL exactly as a click would. While a step is loading, and
  // until htmx has wired up the links it swapped in, the last key waits (clicking a link
  // htmx has not processed yet would reload the whole page).
  var KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  var busy = false;
  var queued = null;
  function content() { return document.getElementById("content"); }
  function setBusy(on) {
    busy = on;
    var main = content();
    if (main) {
      if (on) main.setAttribute("aria-busy", "true");
      else main.removeAttribute("aria-busy");
    }
  }
  function go(which) {
    var link = document.querySelector('#stepper a[data-nav="' + which + '"]');
    if (link) link.click();
  }
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var which = KEYS[event.key];
    if (!which) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (!document.getElementById("stepper")) return;
    event.preventDefault();
    if (busy) { queued = which; return; }
    go(which);
  });
  document.addEventListener("htmx:beforeRequest", function () { setBusy(true); });
  function idle() {
    setBusy(false);
    if (queued) { var which = queued; queued = null; go(which); }
  }
  document.addEventListener("htmx:afterSettle", idle);
  document.addEventListener("htmx:afterRequest", function (event) {
    if (!event.detail.successful) { queued = null; setBusy(false); }
  });
  document.addEventListener("htmx:historyRestore", function () { queued = null; setBusy(false); });

  // htmx may have pushed another step's URL since the page loaded: come back to it.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form || !form.matches || !form.matches("form.lang-switch")) return;
    var next = form.querySelector('input[name="next"]');
    if (next) next.value = window.location.pathname + window.location.search;
  });

  // Presenter mode: large type and high contrast, remembered in this browser.
  var KEY = "rulesviz.largeType";
  function setLarge(on) {
    document.documentElement.classList.toggle("large-type", on);
    var button = document.querySelector("[data-large-type]");
    if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
  }
  function stored() {
    try { return window.localStorage.getItem(KEY) === "1"; } catch (e) { return false; }
  }
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.querySelector("[data-large-type]");
    if (!button) return;
    button.hidden = false;
    setLarge(stored());
    button.addEventListener("click", function () {
      var on = !document.documentElement.classList.contains("large-type");
      setLarge(on);
      try { window.localStorage.setItem(KEY, on ? "1" : "0"); } catch (e) { /* private mode */ }
    });
  });

  // Keep the current step visible in the step log (without scrolling the page).
  function showCurrentStep() {
    var log = document.querySelector(".step-log");
    var current = log && log.querySelector(".is-current");
    if (!current) return;
    var top = current.offsetTop;
    if (top < log.scrollTop || top + current.offsetHeight > log.scrollTop + log.clientHeight) {
      log.scrollTop = Math.max(0, top - log.clientHeight / 2);
    }
  }
  document.addEventListener("DOMContentLoaded", showCurrentStep);
  document.addEventListener("htmx:afterSettle", showCurrentStep);
  document.addEventListener("htmx:historyRestore", showCurrentStep);

  // Hovering a replacement candidate or a chain item highlights its source card.
  function highlight(event, on) {
    var item = event.target.closest && event.target.closest("[data-source]");
    if (!item) return;
    var pid = item.getAttribute("data-source");
    document.querySelectorAll('.card[data-card="' + CSS.escape(pid) + '"]').forEach(function (card) {
      card.classList.toggle("highlight-source", on);
    });
  }
  document.addEventListener("mouseover", function (event) { highlight(event, true); });
  document.addEventListener("mouseout", function (event) { highlight(event, false); });
})();
