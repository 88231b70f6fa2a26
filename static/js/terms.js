// A term — a keyword of the rules or an abbreviation (rules.rendering.term_link) — opens its explanation in place:
// a tap, or Entrée, shows it right after the term; a second tap, or Échap, folds it away and leaves the focus on the
// term. The term is a disclosure (aria-expanded, aria-controls).
// - A keyword links to its glossary entry: its definition is fetched from the keyword API (without this file, or
//   when the fetch fails, the link leads to the glossary page).
// - An abbreviation says what it stands for (data-expansion, in the page's language) at once, from the page itself:
//   offline too, and to a screen reader, where a title attribute says nothing. Below it, its glossary definition
//   when it has an entry (a link, as a keyword); without one it is no link, and is made a button here.
// Delegated, so terms in results replaced live work too.
(function () {
  "use strict";
  if (!window.fetch || !document.querySelectorAll) return;
  var SELECTOR = ".term[data-keyword], .term[data-expansion]";
  var count = 0, last = null;

  function definition(term) {
    var id = term.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  }

  // A disclosure says it is one before it is opened; terms added later (live results) too. A term that is no
  // link becomes a button: reached by Tab, named by its text, pressed with Entrée or Espace (keydown below).
  function prepare(root) {
    if (!root.querySelectorAll) return;  // a text node
    var terms = Array.prototype.slice.call(root.querySelectorAll(SELECTOR));
    if (root.matches && root.matches(SELECTOR)) terms.push(root);
    terms.forEach(function (term) {
      if (term.hasAttribute("aria-expanded")) return;
      if (!term.hasAttribute("href")) {
        term.setAttribute("role", "button");
        term.tabIndex = 0;
      }
      term.setAttribute("aria-expanded", "false");
    });
  }

  function show(term, open) {
    var box = definition(term);
    if (box) box.hidden = !open;
    term.setAttribute("aria-expanded", String(open));
    last = open ? term : (last === term ? null : last);
  }

  // The box after the term, or after the <mark> that holds only it (a search result's word found); hidden until
  // it says something. An abbreviation's expansion is in the page's language; a definition is the rulebook's own
  // words, marked French on an English page too.
  function build(term) {
    var box = document.createElement("span");
    box.className = "term-def";
    box.id = "term-def-" + (++count);
    box.setAttribute("role", "note");
    box.hidden = true;
    var expansion = term.getAttribute("data-expansion");
    if (expansion) {
      var said = document.createElement("span");
      said.className = "term-expansion";
      said.textContent = expansion;
      box.appendChild(said);
    } else {
      box.lang = "fr";
    }
    var parent = term.parentElement;
    var after = parent && parent.tagName === "MARK" && parent.childNodes.length === 1 ? parent : term;
    after.after(box);
    term.setAttribute("aria-controls", box.id);
    return box;
  }

  function entry(term, keyword) {
    var part = document.createElement("span");
    part.className = "term-entry";
    part.lang = "fr";
    var name = document.createElement("strong");
    var link = document.createElement("a");  // the whole entry, on its glossary page
    link.href = term.href;
    link.textContent = keyword.name;
    name.appendChild(link);
    part.appendChild(name);
    part.appendChild(document.createTextNode(" : " + keyword.text));
    return part;
  }

  // The glossary definition, once: a box still empty (a keyword's) opens when it comes.
  function fetchEntry(term, box) {
    if (!term.hasAttribute("data-keyword") || box.querySelector(".term-entry")) return;
    if (term.getAttribute("aria-busy") === "true") return;  // a second tap while the first is on its way
    term.setAttribute("aria-busy", "true");
    fetch(term.getAttribute("data-keyword"), { headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      })
      .then(function (keyword) {
        term.removeAttribute("aria-busy");
        var empty = !box.firstChild;
        box.appendChild(entry(term, keyword));
        if (empty) show(term, true);
      })
      .catch(function () {
        term.removeAttribute("aria-busy");
        // An abbreviation has said what it stands for (offline, a game not kept: the service worker answers the
        // API from the kept games' corpus only); reopened, it asks again. A keyword has nothing else to say: the
        // glossary page says it.
        if (!term.hasAttribute("data-expansion")) window.location.href = term.href;
      });
  }

  function toggle(term) {
    var box = definition(term) || build(term);
    if (box.firstChild) {
      var open = term.getAttribute("aria-expanded") !== "true";
      show(term, open);
      if (open) fetchEntry(term, box);
    } else {
      fetchEntry(term, box);
    }
  }

  document.addEventListener("click", function (event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var term = event.target.closest(SELECTOR);
    if (term) {
      event.preventDefault();  // inside a <label> too: the tap opens the explanation, not the field
      toggle(term);
      return;
    }
    // A tap on an open definition inside a <label> reads it; it does not tick the label's box.
    if (event.target.closest(".term-def") && !event.target.closest("a")) event.preventDefault();
  });

  document.addEventListener("keydown", function (event) {
    var el = document.activeElement;
    var term = el && el.matches && el.matches(SELECTOR) ? el : null;
    // A term made a button is pressed as one (a link's Entrée is a click already).
    if ((event.key === "Enter" || event.key === " ") && term && !term.hasAttribute("href")) {
      event.preventDefault();  // Espace would scroll the page
      if (!event.repeat) toggle(term);
      return;
    }
    // Échap folds the explanation the focus is on or in (else the last one opened) and gives the focus back to its term.
    if (event.key !== "Escape" && event.key !== "Esc") return;
    var box = !term && el && el.closest ? el.closest(".term-def") : null;
    if (box) term = document.querySelector('[aria-controls="' + box.id + '"]');
    if (!term || term.getAttribute("aria-expanded") !== "true") term = last;
    if (!term || term.getAttribute("aria-expanded") !== "true") return;
    show(term, false);
    term.focus();
    event.preventDefault();
  });

  prepare(document);
  if (window.MutationObserver) {
    new MutationObserver(function (mutations) {
      mutations.forEach(function (m) { m.addedNodes.forEach(prepare); });
    }).observe(document.body, { childList: true, subtree: true });
  }
})();
