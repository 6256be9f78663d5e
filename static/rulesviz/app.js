/* rulesviz: keyboard stepping, the language switch's return address, presenter mode.
   Loaded with `defer`; no inline script anywhere. */
(function () {
  "use strict";

  // Back and forward fetch the step from the server (it renders any step at once) instead
  // of keeping snapshots of the whole page in localStorage: saving one on every step cost
  // more than the step, and a snapshot could catch a card in mid-flight.
  if (window.htmx) window.htmx.config.historyCacheSize = 0;

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

  // Large type and high contrast for a projector, remembered in this browser.
  var KEY = "rulesviz.largeType";
  function setLarge(on) {
    document.documentElement.classList.toggle("large-type", on);
    var button = document.querySelector("[data-large-type]");
    if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
    // The text reflowed: the lines between cards (targets, banishment links) are redrawn.
    document.dispatchEvent(new CustomEvent("rulesviz:layout"));
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
    // A long timeline scrolls sideways (24px cells): keep the current cell in it.
    var track = document.querySelector(".tl-track");
    var cell = track && track.querySelector(".tl-cell.is-current");
    if (cell && track.scrollWidth > track.clientWidth) {
      var left = cell.offsetLeft - track.offsetLeft;
      if (left < track.scrollLeft || left + cell.offsetWidth > track.scrollLeft + track.clientWidth) {
        track.scrollLeft = Math.max(0, left - track.clientWidth / 2);
      }
    }
  }
  document.addEventListener("DOMContentLoaded", showCurrentStep);
  document.addEventListener("htmx:afterSettle", showCurrentStep);
  document.addEventListener("htmx:historyRestore", showCurrentStep);

  // Hovering a replacement candidate, a chain item, an effect, a link tag or a decision's
  // option highlights the cards it names (the option: those its outcome speaks of).
  function highlight(event, on) {
    var item = event.target.closest && event.target.closest("[data-source], [data-highlight]");
    if (!item) return;
    var pids = (item.getAttribute("data-highlight") || item.getAttribute("data-source") || "").split(/\s+/);
    pids.forEach(function (pid) {
      if (!pid) return;
      document.querySelectorAll('[data-card="' + CSS.escape(pid) + '"]').forEach(function (card) {
        card.classList.toggle("highlight-source", on);
      });
    });
  }
  document.addEventListener("mouseover", function (event) { highlight(event, true); });
  document.addEventListener("mouseout", function (event) { highlight(event, false); });

  // ---- timeline: click a cell, or press and drag along the track to scrub; the step
  // under the pointer is shown, and releasing goes there (through its real link).
  var scrub = null;
  function cells(track) { return Array.prototype.slice.call(track.querySelectorAll(".tl-cell")); }
  function cellAt(track, x) {
    var all = cells(track);
    var best = null, bestDistance = Infinity;
    all.forEach(function (cell) {
      var r = cell.getBoundingClientRect();
      var d = x < r.left ? r.left - x : (x > r.right ? x - r.right : 0);
      if (d < bestDistance) { bestDistance = d; best = cell; }
    });
    return best;
  }
  function tip(track, cell) {
    var timeline = track.closest(".timeline");
    var box = timeline.querySelector(".tl-tip");
    if (!cell) { if (box) box.remove(); return; }
    if (!box) {
      box = document.createElement("div");
      box.className = "tl-tip";
      box.setAttribute("aria-hidden", "true");
      timeline.appendChild(box);
    }
    var link = cell.querySelector("a");
    var n = link.getAttribute("data-step");
    var logged = document.querySelector(".step-log li:nth-child(" + (Number(n) + 1) + ") a");
    var text = logged ? logged.textContent.replace(/\s+/g, " ").trim() : link.title;
    box.textContent = text;
    var r = cell.getBoundingClientRect(), t = timeline.getBoundingClientRect();
    box.style.left = Math.min(Math.max(r.left + r.width / 2 - t.left, 80), t.width - 80) + "px";
  }
  function mark(track, cell) {
    cells(track).forEach(function (c) { c.classList.toggle("is-scrub", c === cell); });
    tip(track, cell);
  }
  document.addEventListener("pointerdown", function (event) {
    var track = event.target.closest && event.target.closest(".tl-track[data-scrub]");
    if (!track || event.button !== 0) return;
    event.preventDefault();
    try { track.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ }
    scrub = { track: track, cell: cellAt(track, event.clientX) };
    mark(track, scrub.cell);
  });
  document.addEventListener("pointermove", function (event) {
    if (!scrub) return;
    var cell = cellAt(scrub.track, event.clientX);
    if (cell !== scrub.cell) { scrub.cell = cell; mark(scrub.track, cell); }
  });
  function endScrub(event, go) {
    if (!scrub) return;
    var s = scrub;
    scrub = null;
    mark(s.track, null);
    try { s.track.releasePointerCapture(event.pointerId); } catch (e) { /* released */ }
    if (!go || !s.cell || s.cell.classList.contains("is-current")) return;
    var link = s.cell.querySelector("a");
    if (link) { timelineFocus = true; link.click(); }
  }
  document.addEventListener("pointerup", function (event) { endScrub(event, true); });
  document.addEventListener("pointercancel", function (event) { endScrub(event, false); });

  // Keyboard users in the timeline stay there: after a swap, the current cell takes focus.
  var timelineFocus = false;
  document.addEventListener("htmx:beforeSwap", function () {
    var active = document.activeElement;
    timelineFocus = timelineFocus || !!(active && active.closest && active.closest("#timeline"));
  });
  document.addEventListener("htmx:afterSettle", function () {
    if (!timelineFocus) return;
    timelineFocus = false;
    var current = document.querySelector("#timeline .is-current a");
    if (current) current.focus({ preventScroll: true });
  });

  // ---- play / pause, with a speed: steps forward on a timer until the last step or an
  // open decision. Any other navigation pauses it.
  var BASE_MS = 1600;
  var SPEED_KEY = "rulesviz.speed";
  var playing = false;
  var auto = false;
  var timer = null;
  function speed() {
    var select = document.querySelector("[data-speed]");
    var value = select ? parseFloat(select.value) : 1;
    return value > 0 ? value : 1;
  }
  function syncPlay() {
    var controls = document.querySelector("[data-play-controls]");
    if (controls) controls.hidden = false;
    var button = document.querySelector("[data-play]");
    if (button) {
      button.setAttribute("aria-pressed", playing ? "true" : "false");
      var label = button.querySelector(".play-label");
      if (label) label.textContent = button.getAttribute(playing ? "data-label-pause" : "data-label-play");
      var icon = button.querySelector(".play-icon");
      if (icon) icon.textContent = playing ? "❚❚" : "▶";
    }
    var select = document.querySelector("[data-speed]");
    var stored = null;
    try { stored = window.localStorage.getItem(SPEED_KEY); } catch (e) { /* private mode */ }
    if (select && stored && select.querySelector('option[value="' + stored + '"]')) select.value = stored;
    var player = document.getElementById("player");
    if (player) player.setAttribute("data-playing", playing ? "true" : "false");
  }
  function schedule() {
    clearTimeout(timer);
    if (!playing) return;
    timer = setTimeout(function () {
      var next = document.querySelector('#stepper a[data-nav="next"]');
      if (!next) { setPlaying(false); return; }
      auto = true;
      next.click();
    }, BASE_MS / speed());
  }
  function setPlaying(on) {
    playing = on;
    if (!on) clearTimeout(timer);
    syncPlay();
    if (!on) return;
    if (!document.querySelector('#stepper a[data-nav="next"]')) {
      // at the end: play from the start
      var first = document.querySelector('#stepper a[data-nav="first"]');
      if (first) { auto = true; first.click(); return; }
      setPlaying(false);
      return;
    }
    schedule();
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-play]");
    if (button) setPlaying(!playing);
  });
  document.addEventListener("change", function (event) {
    if (!event.target.matches || !event.target.matches("[data-speed]")) return;
    try { window.localStorage.setItem(SPEED_KEY, event.target.value); } catch (e) { /* private mode */ }
    if (playing) schedule();
  });
  document.addEventListener("htmx:beforeRequest", function () {
    if (playing && !auto) setPlaying(false);
    auto = false;
  });
  document.addEventListener("htmx:afterSettle", function () {
    syncPlay();
    if (playing) schedule();
    document.dispatchEvent(new CustomEvent("rulesviz:layout"));
  });
  document.addEventListener("DOMContentLoaded", syncPlay);
})();

/* Rule chips on a touch screen: the first tap opens the rule's short text, a second tap
   (or the link's own target) goes to the rules page. Hover and focus need no script. */
(function () {
  "use strict";
  var lastPointer = "mouse";
  document.addEventListener("pointerdown", function (event) { lastPointer = event.pointerType; }, true);
  document.addEventListener("click", function (event) {
    var chip = event.target.closest && event.target.closest("a.rule[data-rule]");
    document.querySelectorAll("a.rule.is-open").forEach(function (open) {
      if (open !== chip) open.classList.remove("is-open");
    });
    if (!chip || lastPointer !== "touch") return;
    if (!chip.classList.contains("is-open")) {
      event.preventDefault();
      chip.classList.add("is-open");
    }
  });
})();

/* A rule chip's text stays inside the screen: shifted left when the chip is near the right
   edge (measured when it opens: hover, focus or tap). */
(function () {
  "use strict";
  function place(event) {
    var chip = event.target.closest && event.target.closest("a.rule[data-rule]");
    var tip = chip && chip.querySelector(".rule-tip");
    if (!tip) return;
    tip.style.left = "";
    window.requestAnimationFrame(function () {
      var box = tip.getBoundingClientRect();
      var room = document.documentElement.clientWidth - 8;
      if (box.width && box.right > room) {
        tip.style.left = Math.min(0, room - box.right) + "px";
      }
    });
  }
  document.addEventListener("mouseover", place);
  document.addEventListener("focusin", place);
  document.addEventListener("click", place);
})();
