// The scenario editor: a line-number gutter beside a plain textarea, the checked error
// marked at its line, "go to line"; and the embed view's arrow keys. No library, no build.
(function () {
  "use strict";

  function lineCount(text) {
    return text.split("\n").length;
  }

  function renderGutter(gutter, count) {
    if (gutter.children.length === count) return;
    var html = "";
    for (var i = 1; i <= count; i++) html += "<li>" + i + "</li>";
    gutter.innerHTML = html;
  }

  function markError(editor) {
    var gutter = editor.querySelector("[data-gutter]");
    var result = document.getElementById("editor-result");
    if (!gutter || !result) return;
    var line = parseInt(result.getAttribute("data-error-line") || "0", 10);
    var message = result.getAttribute("data-error-message") || "";
    Array.prototype.forEach.call(gutter.querySelectorAll(".is-error"), function (li) {
      li.classList.remove("is-error");
      li.removeAttribute("title");
    });
    if (line > 0 && gutter.children[line - 1]) {
      var li = gutter.children[line - 1];
      li.classList.add("is-error");
      li.setAttribute("title", message);
    }
  }

  function gotoLine(textarea, line) {
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    var end = start + (lines[line - 1] || "").length;
    textarea.focus();
    textarea.setSelectionRange(start, end);
    var lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  function setUpEditor(editor) {
    var textarea = editor.querySelector("textarea");
    var gutter = editor.querySelector("[data-gutter]");
    if (!textarea || !gutter) return;
    var sync = function () {
      gutter.scrollTop = textarea.scrollTop;
    };
    textarea.addEventListener("input", function () {
      renderGutter(gutter, lineCount(textarea.value));
      markError(editor);
      sync();
    });
    textarea.addEventListener("scroll", sync);
    // Tab indents with two spaces instead of leaving the field (Shift+Tab still leaves it).
    textarea.addEventListener("keydown", function (event) {
      if (event.key === "Tab" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        var s = textarea.selectionStart;
        textarea.setRangeText("  ", s, textarea.selectionEnd, "end");
        textarea.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    renderGutter(gutter, lineCount(textarea.value));
    markError(editor);
    document.addEventListener("htmx:afterSwap", function () {
      markError(editor);
    });
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("[data-goto-line]");
      if (!link) return;
      event.preventDefault();
      gotoLine(textarea, parseInt(link.getAttribute("data-goto-line"), 10));
    });
  }

  function setUpEmbed() {
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var nav = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
      var link = nav && document.querySelector('[data-nav="' + nav + '"]');
      if (link) {
        event.preventDefault();
        link.click();
      }
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-code-editor]"), setUpEditor);
    if (document.body.hasAttribute("data-embed")) setUpEmbed();
    Array.prototype.forEach.call(document.querySelectorAll("textarea[readonly], input.short-url"), function (field) {
      field.addEventListener("focus", function () {
        field.select();
      });
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
