/* Lesson mode's score, kept in this browser only (localStorage), never sent anywhere.
   A revealed answer (data-lesson-result) is recorded once per question; every
   [data-score-for] element shows the chapter's score. No inline script: CSP. */
(function () {
  "use strict";
  var PREFIX = "rulesviz:lesson:";

  function load(chapter) {
    try {
      return JSON.parse(window.localStorage.getItem(PREFIX + chapter) || "{}") || {};
    } catch (e) {
      return {};
    }
  }

  function save(chapter, data) {
    try {
      window.localStorage.setItem(PREFIX + chapter, JSON.stringify(data));
    } catch (e) { /* storage full or disabled: the lesson still works, unscored */ }
  }

  function show() {
    document.querySelectorAll("[data-score-for]").forEach(function (el) {
      var data = load(el.getAttribute("data-score-for"));
      var keys = Object.keys(data);
      var right = keys.filter(function (k) { return data[k] === true; }).length;
      if (!keys.length) {
        el.textContent = "";
        return;
      }
      // The words come translated from the page (data-label): "{right} of {answered} right".
      el.textContent = (el.getAttribute("data-label") || "{right}/{answered}")
        .replace("{right}", String(right))
        .replace("{answered}", String(keys.length))
        .replace("{total}", el.getAttribute("data-score-total") || "");
      el.setAttribute("data-right", String(right));
      el.setAttribute("data-answered", String(keys.length));
    });
    document.querySelectorAll("[data-reset-score]").forEach(function (button) {
      button.hidden = !Object.keys(load(button.getAttribute("data-reset-score"))).length;
    });
  }

  function record() {
    var root = document.querySelector("[data-lesson-result]");
    if (!root) return;
    var chapter = root.getAttribute("data-chapter");
    var id = root.getAttribute("data-checkpoint");
    var data = load(chapter);
    if (!(id in data)) {  // the first answer counts; reloading or going back does not re-score
      data[id] = root.getAttribute("data-lesson-result") === "right";
      save(chapter, data);
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-reset-score]");
    if (!button) return;
    try { window.localStorage.removeItem(PREFIX + button.getAttribute("data-reset-score")); } catch (e) {}
    show();
  });

  function start() {
    record();
    show();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
