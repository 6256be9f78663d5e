/* rulesviz: motion that follows identity, and the lines of banishment links.
   Loaded with `defer`; no inline script, no library.

   Every card element carries `data-card`, the scenario's physical id, in every zone. When
   htmx swaps the player for another step, the cards are measured before the swap and
   again after, and each card that is on both sides slides from where it was to where it
   is (FLIP, with the Web Animations API): to base on a recall, to the trash, into
   banishment and back, onto the chain and off it. A card that appears fades in; one that
   ceased to exist fades out where it was. `prefers-reduced-motion: reduce` turns all of
   it off. After a swap, `#player[data-moved]` lists the cards that travelled. */
(function () {
  "use strict";

  var DURATION = 420;
  var reduce = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  function still() { return !!(reduce && reduce.matches); }

  var before = null;   // pid -> {rect, transform, el}
  var linkTimer = null;

  function center(rect) { return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }; }
  // Positions in the document, not the viewport: a swap that changes the page's height can
  // move the scroll position, and that is no reason for a card to travel.
  function place(el) {
    var r = el.getBoundingClientRect();
    return { left: r.left + window.scrollX, top: r.top + window.scrollY, width: r.width, height: r.height };
  }

  function measure(root) {
    var seen = new Map();
    root.querySelectorAll("[data-card]").forEach(function (el) {
      var pid = el.getAttribute("data-card");
      if (seen.has(pid)) return;
      var rect = place(el);
      if (!rect.width && !rect.height) return;   // not rendered (a hidden panel)
      var transform = getComputedStyle(el).transform;
      seen.set(pid, {
        rect: rect,
        transform: transform === "none" ? "" : transform,
        width: el.offsetWidth,
        height: el.offsetHeight,
        el: el,
      });
    });
    return seen;
  }

  function lift(el, on) {
    var box = el.closest(".tile-box") || el;
    box.style.zIndex = on ? "30" : "";
    if (!on) return;
    if (getComputedStyle(box).position === "static") box.style.position = "relative";
  }

  function ghost(layer, old) {
    // The old element, detached by the swap, fades out where it was.
    var el = old.el;
    var c = center(old.rect);
    el.style.left = (c.x - old.width / 2) + "px";
    el.style.top = (c.y - old.height / 2) + "px";
    el.style.width = old.width + "px";
    el.style.height = old.height + "px";
    // keep the quarter turn, not the centring offset of a tile
    var rotated = old.rect.width > old.rect.height && old.width < old.height;
    el.style.transform = rotated ? "rotate(90deg)" : "none";
    layer.appendChild(el);
    var anim = el.animate([{ opacity: 1 }, { opacity: 0, transform: el.style.transform + " scale(.8)" }],
                          { duration: DURATION, easing: "ease-in", fill: "forwards" });
    anim.onfinish = anim.oncancel = function () { el.remove(); };
  }

  function play(player) {
    var after = measure(player);
    var moved = [];
    var layer = null;
    after.forEach(function (now, pid) {
      var el = now.el;
      var old = before.get(pid);
      if (!old) {
        el.animate([{ opacity: 0, transform: (now.transform || "") + " scale(.85)" },
                    { opacity: 1, transform: now.transform || "none" }],
                   { duration: DURATION, easing: "ease-out" });
        return;
      }
      var a = center(old.rect), b = center(now.rect);
      var dx = a.x - b.x, dy = a.y - b.y;
      var turned = old.transform !== now.transform;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && !turned) return;
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moved.push(pid);
      lift(el, true);
      var anim = el.animate(
        [{ transform: "translate(" + dx + "px, " + dy + "px) " + (old.transform || "") },
         { transform: now.transform || "none" }],
        { duration: DURATION, easing: "cubic-bezier(.2, .7, .2, 1)" });
      anim.onfinish = anim.oncancel = function () { lift(el, false); };
    });
    before.forEach(function (old, pid) {
      if (after.has(pid)) return;
      if (!layer) {
        layer = document.createElement("div");
        layer.className = "motion-ghosts";
        layer.setAttribute("aria-hidden", "true");
        document.body.appendChild(layer);
        setTimeout(function () { layer.remove(); }, DURATION + 200);
      }
      ghost(layer, old);
    });
    if (moved.length) player.setAttribute("data-moved", moved.join(" "));
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    before = (target && target.id === "player" && !still()) ? measure(target) : null;
  });
  document.addEventListener("htmx:afterSwap", function () {
    var player = document.getElementById("player");
    if (player && before) play(player);
    before = null;
    drawLinksSoon(still() ? 0 : DURATION + 30);
  });

  // ---- banishment links: a line from the source card to the card it banished (427.3)
  var SVG = "http://www.w3.org/2000/svg";
  function drawLinks() {
    var player = document.getElementById("player");
    var svg = player && player.querySelector("svg.link-lines");
    if (!svg) return;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    var base = player.getBoundingClientRect();
    var count = 0;
    player.querySelectorAll("[data-linked-from]").forEach(function (card) {
      var to = card.getBoundingClientRect();
      if (!to.width) return;
      card.getAttribute("data-linked-from").split(/\s+/).forEach(function (pid) {
        if (!pid) return;
        var source = player.querySelector('[data-card="' + CSS.escape(pid) + '"]');
        if (!source) return;
        var from = source.getBoundingClientRect();
        if (!from.width) return;
        var a = center(from), b = center(to);
        var x1 = a.x - base.left, y1 = a.y - base.top, x2 = b.x - base.left, y2 = b.y - base.top;
        var bend = Math.max(30, Math.abs(x2 - x1) / 4);
        var path = document.createElementNS(SVG, "path");
        path.setAttribute("d", "M" + x1 + "," + y1 + " C" + x1 + "," + (y1 - bend) + " " + x2 + "," + (y2 - bend) + " " + x2 + "," + y2);
        path.setAttribute("data-link", pid + ">" + card.getAttribute("data-card"));
        svg.appendChild(path);
        [[x1, y1], [x2, y2]].forEach(function (p) {
          var dot = document.createElementNS(SVG, "circle");
          dot.setAttribute("cx", p[0]); dot.setAttribute("cy", p[1]); dot.setAttribute("r", 4);
          svg.appendChild(dot);
        });
        count += 1;
      });
    });
    svg.setAttribute("data-links", String(count));
    // chain items point at their targets
    var arrows = 0;
    player.querySelectorAll("[data-chain-item][data-targets]").forEach(function (item) {
      var label = item.querySelector(".chain-label") || item;
      var from = label.getBoundingClientRect();
      if (!from.width) return;
      item.getAttribute("data-targets").split(/\s+/).forEach(function (pid) {
        if (!pid) return;
        var target = player.querySelector('#board [data-card="' + CSS.escape(pid) + '"]');
        if (!target) return;
        var to = target.getBoundingClientRect();
        if (!to.width) return;
        var x1 = from.left - base.left, y1 = from.top + from.height / 2 - base.top;
        var x2 = to.right - base.left, y2 = to.top + to.height / 2 - base.top;
        if (to.left > from.left) { x1 = from.right - base.left; x2 = to.left - base.left; }
        var path = document.createElementNS(SVG, "path");
        var mid = (x1 + x2) / 2;
        path.setAttribute("d", "M" + x1 + "," + y1 + " C" + mid + "," + y1 + " " + mid + "," + y2 + " " + x2 + "," + y2);
        path.setAttribute("class", "target-line");
        path.setAttribute("marker-end", "url(#target-arrow)");
        path.setAttribute("data-target", item.getAttribute("data-chain-item") + ">" + pid);
        svg.appendChild(path);
        arrows += 1;
      });
    });
    if (arrows) svg.insertBefore(arrowHead(), svg.firstChild);
    svg.setAttribute("data-targets", String(arrows));
  }
  function arrowHead() {
    var defs = document.createElementNS(SVG, "defs");
    var marker = document.createElementNS(SVG, "marker");
    marker.setAttribute("id", "target-arrow");
    marker.setAttribute("viewBox", "0 0 10 10");
    marker.setAttribute("refX", "9"); marker.setAttribute("refY", "5");
    marker.setAttribute("markerWidth", "7"); marker.setAttribute("markerHeight", "7");
    marker.setAttribute("orient", "auto-start-reverse");
    var tip = document.createElementNS(SVG, "path");
    tip.setAttribute("d", "M0,0 L10,5 L0,10 z");
    tip.setAttribute("class", "target-tip");
    marker.appendChild(tip);
    defs.appendChild(marker);
    return defs;
  }
  function drawLinksSoon(delay) {
    clearTimeout(linkTimer);
    linkTimer = setTimeout(drawLinks, delay);
  }
  document.addEventListener("DOMContentLoaded", function () { drawLinksSoon(0); });
  window.addEventListener("load", function () { drawLinksSoon(0); });
  window.addEventListener("resize", function () { drawLinksSoon(100); });
  document.addEventListener("htmx:historyRestore", function () { drawLinksSoon(0); });
  document.addEventListener("rulesviz:layout", function () { drawLinksSoon(0); });
})();
