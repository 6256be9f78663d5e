// The board builder: choose a card (click, Enter or tap), then a zone's "Place here" (or drag
// the card onto the zone); the text follows each edit (the server sends it back), with undo and
// redo; focus and open object editors survive each redraw. No library but htmx, no build.
(function () {
  "use strict";

  var undo = [];
  var redo = [];
  var focused = [];
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

  // Focus across a redraw: the control that had it (under its new id after a rename), else its
  // natural successor in the page's order (the next control, then the previous one), so a
  // removed or spent control hands the focus on instead of dropping it to the page's start.
  var FOCUSABLE = "a[href], button, input:not([type=hidden]), select, textarea, summary";

  // A control by its id, or a card's summary by its card's id: "obj-hero >".
  function keyOf(el) {
    if (el.id) return el.id;
    if (el.tagName === "SUMMARY" && el.parentElement && el.parentElement.id) return el.parentElement.id + " >";
    return null;
  }

  function find(key) {
    var summary = key.slice(-2) === " >";
    var el = document.getElementById(summary ? key.slice(0, -2) : key);
    return el && summary ? el.querySelector(":scope > summary") : el;
  }

  function usable(el) {
    if (!el || el.disabled || el.tabIndex < 0) return false;
    return el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
  }

  function renaming(elt) {
    var form = elt && elt.closest ? elt.closest("form") : null;
    var from = form && form.querySelector("[name=object]");
    var to = form && form.querySelector("[name=new_id]");
    if (!from || !to || !to.value.trim() || to.value.trim() === from.value) return null;
    return [from.value, to.value.trim()];
  }

  function renamed(key, pair) {
    if (!pair) return key;
    var card = "obj-" + pair[0];
    if (key === card || key === card + " >") return "obj-" + pair[1] + key.slice(card.length);
    return key.split("-" + pair[0] + "-").join("-" + pair[1] + "-");
  }

  // The board is busy from an edit's request until htmx has settled its answer: htmx wires the
  // swapped controls in its settle step, so the builder's swaps settle at once (settle:0ms) and
  // no tap or key right after a redraw falls on a control that does nothing yet. Tests wait for
  // aria-busy to go rather than for a time.
  function editing(event) {
    var target = event.detail && event.detail.target;
    return target && (target.id === "build-view");
  }
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (editing(event)) $("builder").setAttribute("aria-busy", "true");
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    if (editing(event)) $("builder").removeAttribute("aria-busy");
  });
  ["htmx:responseError", "htmx:sendError", "htmx:swapError", "htmx:sendAbort"].forEach(function (name) {
    document.addEventListener(name, function () { $("builder").removeAttribute("aria-busy"); });
  });

  document.addEventListener("htmx:beforeSwap", function (event) {
    var view = $("build-view");
    if (!view || event.detail.target !== view) return;
    var pair = renaming(event.detail.requestConfig ? event.detail.requestConfig.elt : event.detail.elt);
    var active = document.activeElement;
    focused = [];
    if (active && active !== document.body && view.contains(active)) {
      var all = Array.prototype.filter.call(document.querySelectorAll(FOCUSABLE), usable);
      var at = all.indexOf(active);
      var mine = keyOf(active);
      if (mine) focused.push(mine);
      if (at >= 0) {
        all.slice(at + 1, at + 60).concat(all.slice(Math.max(0, at - 60), at).reverse()).forEach(function (el) {
          var k = keyOf(el);
          if (k) focused.push(k);
        });
      }
      focused = focused.map(function (k) { return renamed(k, pair); });
    }
    open = Array.prototype.map.call(document.querySelectorAll("details[open][id]"), function (d) {
      return renamed(d.id, pair);
    });
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
    if (focused.length && !($("build-view").contains(document.activeElement) && document.activeElement !== $("build-view"))) {
      for (var i = 0; i < focused.length; i++) {
        var el = find(focused[i]);
        if (usable(el)) { el.focus(); break; }
      }
    }
    focused = [];
    var said = $("build-view").getAttribute("data-said");
    if (said) $("build-live").textContent = said;
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
