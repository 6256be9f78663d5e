/* rulesviz live sessions: keep this page on the presenter's step.
   The socket only brings what the server rendered (the player's own #player partial, a
   quiz panel, a tally); this file decides whether to show it now (following) or keep it
   for the resync button (wandering), and reconnects by itself. The presenter's clicks on
   the board's step links become moves: an htmx POST, never a socket message.

   Nothing is missed in silence: every message carries the session's version (v), which
   counts the changes followers see. A follower that receives one more than a version ahead
   of its own, or a tick (the server's check against its database) ahead of it, has missed
   something: it fetches the current state itself and says so briefly. Pushed frames are the
   message's JSON head, then a newline and its HTML deflated (zlib), which the browser's
   DecompressionStream inflates; without one, the page fetches each step instead. */
(function () {
  "use strict";

  var root = document.querySelector("[data-live]");
  if (!root || !window.htmx) return;

  // Wandering fetches the player's partials: they must not change this page's address.
  htmx.config.historyEnabled = false;
  // "Already answered" (409) and "bad input" (400) come with a panel to show.
  htmx.config.responseHandling = [
    { code: "204", swap: false },
    { code: "[23]..", swap: true },
    { code: "40[09]", swap: true, error: false },
    { code: "[45]..", swap: false, error: true }
  ];

  var role = root.getAttribute("data-live-role");
  var code = root.getAttribute("data-live-code");
  var live = {
    v: Number(root.getAttribute("data-live-version")),
    step: Number(root.getAttribute("data-live-step")),
    path: root.getAttribute("data-live-path")
  };
  var wandering = false;
  var viewedPath = live.path;
  var pending = null; // the newest step not shown yet (wandering)
  var socket = null;
  var retry = 0;
  var ended = false;
  var connected = false;
  var note = null; // a brief word shown instead of the status (e.g. after catching up)
  var noteTimer = null;
  var recovering = null; // the timer of a pending catch-up

  function msg(name, n) {
    var text = root.getAttribute("data-msg-" + name) || "";
    return n === undefined ? text : text.replace("{n}", String(n));
  }
  function player() { return document.getElementById("player"); }
  function viewedStep() {
    var p = player();
    return p ? Number(p.getAttribute("data-step")) : live.step;
  }
  // A path is its variant and its answers, in order; the step is not part of it.
  function pathKey(url) {
    try {
      var u = new URL(url, window.location.origin);
      var parts = [u.pathname, "v=" + (u.searchParams.get("v") || "")];
      u.searchParams.getAll("c").forEach(function (c) { parts.push("c=" + c); });
      return parts.join("|");
    } catch (e) { return String(url); }
  }
  function samePath() { return pathKey(viewedPath) === pathKey(live.path); }

  function status() {
    var el = document.getElementById("live-status");
    var button = document.getElementById("live-resync");
    var text, state;
    if (ended) { text = msg("ended"); state = "ended"; }
    else if (note) { text = note; state = "live"; }
    else if (!connected) { text = msg(socket ? "reconnecting" : "connecting"); state = "offline"; }
    else if (role === "presenter") { text = msg("presenting"); state = "live"; }
    else if (!wandering) { text = msg("live"); state = "live"; }
    else if (!samePath()) { text = msg("elsewhere"); state = "behind"; }
    else {
      var behind = live.step - viewedStep();
      if (behind > 0) text = msg(behind === 1 ? "behind-one" : "behind-many", behind);
      else text = msg(-behind === 1 ? "ahead-one" : "ahead-many", -behind);
      state = "behind";
    }
    if (el) { el.textContent = text; el.setAttribute("data-state", state); }
    root.setAttribute("data-following", wandering ? "false" : "true");
    root.setAttribute("data-behind", wandering && samePath() ? String(live.step - viewedStep()) : "0");
    if (button) button.hidden = !(wandering && !ended);
  }

  function show(message) {
    var p = player();
    if (!p) return;
    htmx.swap(p, message.html, { swapStyle: "outerHTML" });
    viewedPath = message.path;
    pending = null;
  }

  function applyStep(message) {
    if (!newer(message)) return;
    // A pushed step is the followers' view (capped, outcomes hidden): a presenter's page
    // (another tab moved) fetches the whole player instead.
    if (role === "presenter") { fetchState(); return; }
    if (typeof message.html !== "string") { catchUp(0); return; } // could not inflate it
    live = { v: message.v, step: message.step, path: message.path };
    root.setAttribute("data-live-version", String(live.v));
    root.setAttribute("data-live-step", String(live.step));
    if (wandering) pending = message;
    else show(message);
    foldQuiz();
    status();
  }

  // A revealed question folds away once the presenter has moved on from its step.
  function foldQuiz() {
    var panel = document.querySelector("#live-quiz .live-quiz[data-quiz-step]");
    var result = panel && panel.querySelector("details.live-quiz-result");
    if (result && Number(panel.getAttribute("data-quiz-step")) !== live.step) result.open = false;
  }

  function resync() {
    wandering = false;
    if (pending && pending.v >= live.v) { show(pending); status(); return; }
    fetchState();
  }

  // The current state (step and quiz panel), as the server renders it for a resync.
  function fetchState(caughtUp) {
    var url = root.getAttribute("data-live-state");
    return fetch(url, { headers: { "Accept": "application/json" }, credentials: "same-origin" })
      .then(function (r) { if (r.status === 404 || r.status === 410) { ended = true; status(); return null; } return r.json(); })
      .then(function (message) {
        if (!message) return;
        if (message.v < live.v) return; // something newer came meanwhile
        live = { v: message.v, step: message.step, path: message.path };
        root.setAttribute("data-live-version", String(live.v));
        root.setAttribute("data-live-step", String(live.step));
        if (wandering) pending = message; else show(message);
        if (message.quiz && role !== "presenter" && quizDiffers(message.quiz.html)) {
          swapInto("live-quiz", message.quiz.html); setTimeout(markMine, 0);
          foldQuiz();
        }
        if (caughtUp) say(msg("caught-up"));
        status();
      })
      .catch(function () { /* the next tick or reconnect tries again */ });
  }

  // The quiz panel shown is another quiz, or the same one in another state (asked, revealed),
  // than this one: a panel that only differs by this follower's answer is kept.
  // (The panel is read as HTML, not matched by a pattern: its attributes may come in any order.)
  function quizDiffers(html) {
    var parsed = document.createElement("template");
    parsed.innerHTML = html || "";
    var theirs = parsed.content.querySelector(".live-quiz");
    var shown = document.querySelector("#live-quiz .live-quiz");
    if (!shown || !theirs) return !shown !== !theirs;
    return shown.getAttribute("data-quiz") !== theirs.getAttribute("data-quiz") ||
      shown.getAttribute("data-state") !== theirs.getAttribute("data-state");
  }

  function say(text) {
    note = text;
    clearTimeout(noteTimer);
    noteTimer = setTimeout(function () { note = null; status(); }, 6000);
    status();
  }

  // Something was missed: fetch the current state, within `spread` seconds (a whole room
  // may have missed it at once, so the server asks the pages to spread their fetches).
  function catchUp(spread) {
    if (role === "presenter" || recovering !== null) return;
    root.setAttribute("data-live-missed", String(Number(root.getAttribute("data-live-missed") || 0) + 1));
    recovering = setTimeout(function () {
      recovering = null;
      fetchState(true);
    }, Math.random() * (spread || 0) * 1000);
  }

  // A change pushed with its version: stale ones are dropped; one from further ahead than
  // the next version means one was missed in between.
  function newer(message) {
    if (typeof message.v !== "number") return true;
    if (message.v <= live.v) return false;
    if (message.v > live.v + 1) catchUp(0);
    return true;
  }

  function swapInto(id, html) {
    var el = document.getElementById(id);
    if (el) htmx.swap(el, html, { swapStyle: "innerHTML" });
  }

  // Which option this browser chose, per quiz: a pushed panel is the same for everyone.
  function remember(panel) {
    var q = panel && panel.getAttribute("data-quiz");
    var mine = panel && panel.getAttribute("data-mine");
    if (q && mine) { try { localStorage.setItem("rulesviz.live." + code + "." + q, mine); } catch (e) { /* private mode */ } }
  }
  function markMine() {
    var panel = document.querySelector("#live-quiz .live-quiz");
    if (!panel) return;
    var q = panel.getAttribute("data-quiz");
    var mine = null;
    try { mine = localStorage.getItem("rulesviz.live." + code + "." + q); } catch (e) { /* private mode */ }
    if (!mine) return;
    panel.classList.add("answered");
    panel.querySelectorAll("[data-option]").forEach(function (el) {
      if (el.getAttribute("data-option") === mine) el.classList.add("is-mine");
      if (el.tagName === "BUTTON") el.disabled = true;
    });
  }

  // Pushed messages come as binary frames, encoded once for everyone: the JSON head, and
  // after a newline, the HTML deflated. Inflating is asynchronous: a chain keeps the order.
  var utf8 = new TextDecoder("utf-8");
  var inflate = typeof DecompressionStream === "function";
  function decode(data) {
    if (typeof data === "string") return Promise.resolve(JSON.parse(data));
    var bytes = new Uint8Array(data);
    var cut = bytes.indexOf(10);
    if (cut < 0) return Promise.resolve(JSON.parse(utf8.decode(bytes)));
    var message = JSON.parse(utf8.decode(bytes.subarray(0, cut)));
    if (!inflate) return Promise.resolve(message); // no html: the page fetches instead
    var stream = new Blob([bytes.subarray(cut + 1)]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Response(stream).text().then(function (html) { message.html = html; return message; });
  }
  var inbox = Promise.resolve();
  function onMessage(event) {
    inbox = inbox.then(function () { return decode(event.data); })
      .then(handle)
      .catch(function () { catchUp(0); }); // unreadable: as good as missed
  }

  function handle(message) {
    switch (message.t) {
      case "hello":
        connected = true;
        retry = 0;
        if (message.v !== live.v) fetchState();
        break;
      case "step": applyStep(message); break;
      case "quiz":
        if (!newer(message)) break;
        live.v = message.v;
        root.setAttribute("data-live-version", String(live.v));
        if (typeof message.html !== "string") { catchUp(0); break; }
        swapInto("live-quiz", message.html); setTimeout(markMine, 0);
        break;
      case "tick": if (message.v > live.v) catchUp(message.spread); break;
      case "tally": swapInto("live-tally", message.html); break;
      case "followers": {
        var count = document.getElementById("live-followers");
        if (count) count.textContent = String(message.n);
        break;
      }
      case "end": ended = true; if (socket) socket.close(); break;
      default: break;
    }
    status();
  }

  function connect() {
    if (ended) return;
    var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    var lang = document.documentElement.lang || "en";
    var ws = new WebSocket(scheme + window.location.host + root.getAttribute("data-live-ws") + "?lang=" + encodeURIComponent(lang));
    ws.binaryType = "arraybuffer";
    socket = ws;
    ws.addEventListener("message", onMessage);
    ws.addEventListener("close", function (event) {
      if (socket !== ws) return;
      connected = false;
      if (event.code === 4404) ended = true;
      status();
      if (ended) return;
      // Back off, with jitter, so a restarted server is not hit by every page at once.
      retry = Math.min(retry + 1, 6);
      var delay = Math.min(8000, 250 * Math.pow(2, retry)) * (0.5 + Math.random() / 2);
      setTimeout(connect, delay);
    });
  }

  // Presenter: a click on a step link of the board moves the session (for everyone).
  var PLAYER_PATH = /^\/s\/[^/]+\/$/;
  function stepLink(target) {
    var a = target && target.closest && target.closest("#player a[href]");
    if (!a) return null;
    var url = new URL(a.getAttribute("href"), window.location.origin);
    return url.origin === window.location.origin && PLAYER_PATH.test(url.pathname) ? a : null;
  }
  if (role === "presenter") {
    document.addEventListener("click", function (event) {
      var a = stepLink(event.target);
      if (!a || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      event.stopPropagation(); // capture phase: htmx's own GET never starts
      var csrf = document.querySelector("[name=csrfmiddlewaretoken]");
      htmx.ajax("POST", root.getAttribute("data-live-move"), {
        target: "#player",
        swap: "outerHTML",
        values: { to: a.getAttribute("href") },
        headers: csrf ? { "X-CSRFToken": csrf.value } : {}
      });
    }, true);
    document.body.addEventListener("live:moved", function (event) {
      var d = event.detail || {};
      live = { v: d.v, step: d.step, path: d.path };
      viewedPath = d.path;
      root.setAttribute("data-live-version", String(d.v));
      root.setAttribute("data-live-step", String(d.step));
      status();
    });
    // The drawer (quiz, go to step) stays open while the presenter drives; Escape closes it.
    document.addEventListener("keydown", function (event) {
      var drawer = document.getElementById("live-drawer");
      if (event.key === "Escape" && drawer && drawer.matches(":popover-open")) drawer.hidePopover();
    });
  } else {
    // Follower: a step link of the board goes to this session's follower page (`?step=N`),
    // which the server caps at the live step; following one is wandering.
    var FOLLOW_PATH = "/live/" + code + "/";
    document.addEventListener("click", function (event) {
      var a = event.target && event.target.closest && event.target.closest("#player a[href]");
      if (!a) return;
      var url = new URL(a.getAttribute("href"), window.location.origin);
      if (url.origin === window.location.origin && url.pathname === FOLLOW_PATH) {
        wandering = true;
        viewedPath = a.getAttribute("href");
      }
    }, true);
    document.addEventListener("htmx:afterSettle", function (event) {
      var target = event.detail && event.detail.elt;
      if (wandering && target && target.id === "player") {
        // Back on the presenter's step and path: following again.
        if (samePath() && viewedStep() === live.step) { wandering = false; pending = null; }
        status();
      }
      if (target && (target.id === "live-quiz" || target.closest && target.closest("#live-quiz"))) {
        remember(document.querySelector("#live-quiz .live-quiz"));
        markMine();
      }
    });
    var button = document.getElementById("live-resync");
    if (button) button.addEventListener("click", resync);
    remember(document.querySelector("#live-quiz .live-quiz"));
    markMine();
  }

  status();
  connect();
})();
