/* Inside an embedded rulesviz page (/embed/...): tell the page that frames it how tall the
   content is, whenever it changes, so the frame fits it (no fixed height). The host page's
   rulesviz embed.js listens; without it, nothing happens. A static file: the CSP forbids
   inline script. Only a number is sent, never anything the reader typed. */
(function () {
  "use strict";
  if (window.parent === window) return;
  var last = 0;
  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ rulesviz: "embed-height", height: height }, "*");
  }
  if (window.ResizeObserver) new ResizeObserver(send).observe(document.documentElement);
  window.addEventListener("load", send);
  send();
})();
