/* For a site that embeds rulesviz: include this file once beside the iframes
     <iframe src="https://RULESVIZ/embed/r/SHORT/" data-rulesviz-embed ...></iframe>
     <script src="https://RULESVIZ/static/rulesviz/embed.js" async></script>
   and each frame takes the height of its content. Messages are accepted only from the
   rulesviz origin this script was loaded from, and only from a frame on this page. */
(function () {
  "use strict";
  var script = document.currentScript;
  var origin = script ? new URL(script.src, window.location.href).origin : null;
  window.addEventListener("message", function (event) {
    if (!origin || event.origin !== origin) return;
    var data = event.data;
    if (!data || data.rulesviz !== "embed-height") return;
    var height = Number(data.height);
    if (!isFinite(height) || height < 50 || height > 20000) return;
    var frames = document.querySelectorAll("iframe[data-rulesviz-embed]");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(height) + "px";
        return;
      }
    }
  });
})();
