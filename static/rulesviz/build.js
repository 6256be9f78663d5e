// The board builder: choose a card (click, Enter or tap), then a zone's "Place here" (or drag
// the card onto the zone); the text follows each edit (the server sends it back), with undo and
// redo; focus and open object editors survive each redraw. No library but htmx, no build.
(function () {
  "use strict";

  var undo = [];
  var redo = [];
  var focused = null;
  var open = [];
  var restoring = false;

  function $(id) { return document.getElementById(id); }

  function renderGutter() {
    var textarea = $("build-text");
    var gutter = document.querySelector("[data-gutter]");
    if (!textarea || !gutter) return;
    var count = textarea.value.split("\n").length;
    var result = $("editor-result");
    var line = result ? parseInt(result.getAttribute("data-error-line") || "0", 10) : 0;
    var html = "";
    for (var i = 1; i <= count; i++) html += i === line ? '<li class="is-error">' + i + "</li>" : "<li>" + i + "</li>";
    gutter.innerHTML = html;
    gutter.scrollTop = textarea.scrollTop;
  }

  function history() {
    $("undo").disabled = undo.length === 0;
    $("redo").disabled = redo.length === 0;
  }

  function choose(button) {
    var name = button.getAttribute("data-pick");
    $("build-chosen").value = name;
    Array.prototype.forEach.call(document.querySelectorAll("[data-pick]"), function (b) {
      b.setAttribute("aria-pressed", b === button ? "true" : "false");
    });
    var label = $("build-chosen-label");
    label.textContent = label.getAttribute("data-template").replace("{card}", name);
    document.body.classList.add("has-chosen");
  }

  function redraw(text) {
    var textarea = $("build-text");
    textarea.value = text;
    renderGutter();
    htmx.trigger(textarea, "redraw");
  }

  document.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target : event.target.parentElement;
    var pick = target.closest("[data-pick]");
    if (pick) { choose(pick); return; }
    var goto = target.closest("[data-goto-line]");
    if (goto) {
      event.preventDefault();
      var textarea = $("build-text");
      var lines = textarea.value.split("\n");
      var n = parseInt(goto.getAttribute("data-goto-line"), 10);
      var start = 0;
      for (var i = 0; i < n - 1 && i < lines.length; i++) start += lines[i].length + 1;
      textarea.focus();
      textarea.setSelectionRange(start, start + (lines[n - 1] || "").length);
      return;
    }
    if (target.closest("[data-undo]") && undo.length) {
      redo.push($("build-text").value);
      restoring = true;
      redraw(undo.pop());
      history();
    } else if (target.closest("[data-redo]") && redo.length) {
      undo.push($("build-text").value);
      restoring = true;
      redraw(redo.pop());
      history();
    }
  });

  document.addEventListener("keydown", function (event) {
    var inText = event.target && (event.target.id === "build-text" || event.target.tagName === "INPUT");
    if (inText || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") return;
    event.preventDefault();
    (event.shiftKey ? $("redo") : $("undo")).click();
  });

  // Drag and drop: a card onto a zone places it there (the same edit as choose, then place).
  document.addEventListener("dragstart", function (event) {
    var pick = event.target.closest && event.target.closest("[data-pick]");
    if (!pick) return;
    choose(pick);
    event.dataTransfer.setData("text/plain", pick.getAttribute("data-pick"));
    event.dataTransfer.effectAllowed = "copy";
  });
  function dropZone(event) {
    return event.target.closest && event.target.closest(".zone");
  }
  document.addEventListener("dragover", function (event) {
    var zone = dropZone(event);
    if (!zone) return;
    event.preventDefault();
    zone.classList.add("is-over");
  });
  document.addEventListener("dragleave", function (event) {
    var zone = dropZone(event);
    if (zone) zone.classList.remove("is-over");
  });
  document.addEventListener("drop", function (event) {
    var zone = dropZone(event);
    if (!zone) return;
    event.preventDefault();
    zone.classList.remove("is-over");
    var name = event.dataTransfer.getData("text/plain");
    if (name) $("build-chosen").value = name;
    var form = zone.querySelector("form.zone-drop");
    if (form) form.requestSubmit();
  });

  document.addEventListener("htmx:beforeRequest", function (event) {
    if (!event.target.closest || !event.target.closest("#build-view, #build-text")) return;
    var active = document.activeElement;
    focused = active && active.id ? active.id : null;
    open = Array.prototype.map.call(document.querySelectorAll("details[open][id]"), function (d) { return d.id; });
  });

  document.addEventListener("htmx:afterSwap", function (event) {
    if (!event.target || event.target.id !== "build-view") return;
    var next = $("build-next");
    var textarea = $("build-text");
    if (next) {
      if (!restoring) { undo.push(textarea.value); redo = []; }
      textarea.value = next.value;
      next.remove();
    }
    restoring = false;
    history();
    renderGutter();
    open.forEach(function (id) { var d = $(id); if (d) d.open = true; });
    var again = focused && $(focused);
    if (again && again !== document.activeElement) again.focus();
  });

  document.addEventListener("DOMContentLoaded", function () {
    var textarea = $("build-text");
    if (!textarea) return;
    textarea.addEventListener("input", renderGutter);
    textarea.addEventListener("scroll", renderGutter);
    renderGutter();
    history();
  });
})();
