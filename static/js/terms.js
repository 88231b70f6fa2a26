// A term — a keyword of the rules or an abbreviation, linked to its glossary entry (rules.rendering.term_link)
// — opens its definition in place: a tap, or Entrée, fetches it from the keyword API and shows it right after
// the term; a second tap, or Échap, folds it away and leaves the focus on the term. The term is a disclosure
// (aria-expanded, aria-controls). Without this file the link leads to the glossary page. Delegated, so terms
// in results replaced live work too.
(function () {
  "use strict";
  if (!window.fetch || !document.querySelectorAll) return;
  var SELECTOR = "a.term[data-keyword]";
  var count = 0, last = null;

  function definition(link) {
    var id = link.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  }

  // A disclosure says it is one before it is opened; terms added later (live results) too.
  function prepare(root) {
    if (!root.querySelectorAll) return;  // a text node
    var fresh = SELECTOR + ":not([aria-expanded])";
    if (root.matches && root.matches(fresh)) root.setAttribute("aria-expanded", "false");
    root.querySelectorAll(fresh).forEach(function (link) { link.setAttribute("aria-expanded", "false"); });
  }

  function show(link, open) {
    var box = definition(link);
    if (box) box.hidden = !open;
    link.setAttribute("aria-expanded", String(open));
    last = open ? link : (last === link ? null : last);
  }

  function build(link, keyword) {
    var box = document.createElement("span");
    box.className = "term-def";
    box.id = "term-def-" + (++count);
    box.setAttribute("role", "note");
    box.lang = "fr";  // the rulebook's own words, on an English page too
    var name = document.createElement("strong");
    var entry = document.createElement("a");  // the whole entry, on its glossary page
    entry.href = link.href;
    entry.textContent = keyword.name;
    name.appendChild(entry);
    box.appendChild(name);
    box.appendChild(document.createTextNode(" : " + keyword.text));
    // After the term, or after the <mark> that holds only it (a search result's word found).
    var parent = link.parentElement;
    var after = parent && parent.tagName === "MARK" && parent.childNodes.length === 1 ? parent : link;
    after.after(box);
    link.setAttribute("aria-controls", box.id);
  }

  function toggle(link) {
    if (definition(link)) {
      show(link, link.getAttribute("aria-expanded") !== "true");
      return;
    }
    if (link.getAttribute("aria-busy") === "true") return;  // a second tap while the first is on its way
    link.setAttribute("aria-busy", "true");
    fetch(link.getAttribute("data-keyword"), { headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      })
      .then(function (keyword) {
        link.removeAttribute("aria-busy");
        build(link, keyword);
        show(link, true);
      })
      .catch(function () { window.location.href = link.href; });  // the glossary page says it then
  }

  document.addEventListener("click", function (event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest(SELECTOR);
    if (link) {
      event.preventDefault();  // inside a <label> too: the tap opens the definition, not the field
      toggle(link);
      return;
    }
    // A tap on an open definition inside a <label> reads it; it does not tick the label's box.
    if (event.target.closest(".term-def") && !event.target.closest("a")) event.preventDefault();
  });

  // Échap folds the definition the focus is on or in (else the last one opened) and gives the focus back to its term.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" && event.key !== "Esc") return;
    var el = document.activeElement;
    var link = el && el.matches && el.matches(SELECTOR) ? el : null;
    var box = !link && el && el.closest ? el.closest(".term-def") : null;
    if (box) link = document.querySelector('[aria-controls="' + box.id + '"]');
    if (!link || link.getAttribute("aria-expanded") !== "true") link = last;
    if (!link || link.getAttribute("aria-expanded") !== "true") return;
    show(link, false);
    link.focus();
    event.preventDefault();
  });

  prepare(document);
  if (window.MutationObserver) {
    new MutationObserver(function (mutations) {
      mutations.forEach(function (m) { m.addedNodes.forEach(prepare); });
    }).observe(document.body, { childList: true, subtree: true });
  }
})();
