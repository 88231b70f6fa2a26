// Deck checks: a short share code for a deck too long for a link, downloads of the exports, and
// shorter links (blank fields left out). The page works without this script.
(function () {
  "use strict";
  var PREFIX = "arbitre-deck:";
  var params = new URLSearchParams(location.search);
  var form = document.getElementById("deck-form");

  function store() {
    try { return window.localStorage; } catch (e) { return null; }  // storage refused: no codes
  }

  // The words are the page's data- attributes, in its language (templates/calculators/deck.html, _deck_share.html).
  function say(el, key, values) { return window.Arbitre.say(el, key, values); }

  // A sentence whose « {name} » are elements (the code in bold, the link): text nodes between them.
  function fill(box, sentence, parts) {
    sentence.split(/(\{[a-z]+\})/).forEach(function (piece) {
      var name = piece.slice(1, -1);
      if (piece.charAt(0) === "{" && parts[name]) box.appendChild(parts[name]);
      else if (piece) box.appendChild(document.createTextNode(piece));
    });
  }

  function notice(text) {
    var p = document.createElement("p");
    p.className = "notice";
    p.setAttribute("role", "status");
    p.textContent = text;
    if (form) form.prepend(p);
  }

  // A share code opened: the deck kept on this device, or a plain word when it is not here.
  var code = params.get("code");
  if (code) {
    var kept = store() && store().getItem(PREFIX + code);
    if (kept) { location.replace(location.pathname + kept + "#calc-outcome"); return; }  // opened on its verdict
    notice(say(form, "unknown-code", { code: code }));
  }

  var share = document.getElementById("deck-share");
  var link = share && share.querySelector("#share-link a");
  if (link) {
    var limit = parseInt(share.getAttribute("data-share-limit"), 10) || 1800;
    var href = link.href;
    var query = href.slice(href.indexOf("?"));
    if (href.length > limit && store()) {
      var found = null;
      for (var i = 0; i < store().length; i++) {
        var key = store().key(i);
        if (key.indexOf(PREFIX) === 0 && store().getItem(key) === query) { found = key.slice(PREFIX.length); break; }
      }
      if (!found) {
        found = Math.random().toString(36).slice(2, 8).toUpperCase();
        try { store().setItem(PREFIX + found, query); } catch (e) { found = null; }
      }
      if (found) {
        var box = document.getElementById("share-code");
        var url = location.pathname + "?code=" + found;
        var strong = document.createElement("strong");
        strong.textContent = found;
        var a = document.createElement("a");
        a.href = url;
        a.textContent = url;
        box.textContent = "";
        fill(box, say(share, "too-long", { length: href.length }), { code: strong, url: a });
        box.hidden = false;
      }
    }
  }

  // Downloads of the exports (a text file and a JSON file).
  var downloads = document.getElementById("deck-downloads");
  if (downloads && window.Blob && window.URL) {
    [["export-text", "text/plain", "deck.txt", say(downloads, "text")],
     ["export-json", "application/json", "deck.json", say(downloads, "json")]].forEach(function (d) {
      var area = document.getElementById(d[0]);
      if (!area || !area.value) return;
      var a = document.createElement("a");
      a.href = URL.createObjectURL(new Blob([area.value + "\n"], { type: d[1] + ";charset=utf-8" }));
      a.download = (share.getAttribute("data-game") || "deck") + "-" + d[2];
      a.textContent = d[3];
      a.className = "deck-download";
      downloads.appendChild(a);
      downloads.appendChild(document.createTextNode(" "));
    });
  }

  // Submitting leaves blank fields out of the URL, so that a shared link stays short.
  if (form) {
    form.addEventListener("submit", function () {
      form.querySelectorAll("input, select, textarea").forEach(function (el) {
        if (el.name && el.value === "" && !el.disabled) el.disabled = true;
      });
      setTimeout(function () {
        form.querySelectorAll("[disabled]").forEach(function (el) { el.disabled = false; });
      }, 0);
    });
  }
})();
