/* rulesviz: keyboard stepping, the language switch's return address, presenter mode.
   Loaded with `defer`; no inline script anywhere. */
(function () {
  "use strict";

  // ←/→ step, Home/End jump: each key clicks the stepper's real link, so htmx fetches
  // the step and pushes its URL exactly as a click would.
  var KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var which = KEYS[event.key];
    if (!which) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var link = document.querySelector('#stepper a[data-nav="' + which + '"]');
    if (!link) return;
    event.preventDefault();
    link.click();
  });

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
