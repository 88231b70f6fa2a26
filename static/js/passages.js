// A passage's permalink and citation, one tap away: tapping its ¶ (or opening its link) shows
// « Copier le lien » and « Copier la citation » under it. Without this file the ¶ is the link.
(function () {
  "use strict";
  var article = document.querySelector("article[data-citation]");
  if (!article) return;
  // The words are the article's data- attributes, in the page's language (templates/rules/section.html).
  function say(key, values) { return window.Arbitre.say(article, key, values); }
  var bar = document.createElement("div");
  bar.className = "passage-tools";
  [["link", "copy-link"], ["citation", "copy-citation"]].forEach(function (b) {
    var button = document.createElement("button");
    button.type = "button";
    button.setAttribute("data-copy", b[0]);
    button.textContent = say(b[1]);
    bar.appendChild(button);
  });
  var copied = document.createElement("span");
  copied.className = "copied";
  copied.setAttribute("role", "status");
  bar.appendChild(copied);
  var current = null;

  function excerpt(el) {
    var copy = el.cloneNode(true);  // the passage's words only, not its ¶ nor these buttons
    copy.querySelectorAll(".passage-tools, .pilcrow").forEach(function (n) { n.remove(); });
    var text = copy.textContent.replace(/\s+/g, " ").trim();
    return text.length > 90 ? text.slice(0, 90).replace(/\s+\S*$/, "") + "…" : text;
  }
  function link(el) { return location.origin + location.pathname + "#" + el.id; }
  function citation(el) {
    return say("cite", { citation: article.dataset.citation, excerpt: excerpt(el), version: article.dataset.version,
                         link: link(el) });
  }
  function show(el) {
    if (!el || !el.classList.contains("passage")) return;
    current = el;
    bar.querySelector(".copied").textContent = "";
    (el.tagName === "TR" ? el.lastElementChild : el).appendChild(bar);
  }
  bar.addEventListener("click", function (event) {
    var kind = event.target.getAttribute("data-copy");
    if (!kind || !current) return;
    var status = bar.querySelector(".copied");
    window.Arbitre.copy(kind === "link" ? link(current) : citation(current)).then(function () {
      status.textContent = say(kind === "link" ? "link-copied" : "citation-copied");
    }, function () {
      status.textContent = say("copy-failed");
    });
  });
  function fromHash() {
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
    if (id) show(document.getElementById(id));
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
})();
