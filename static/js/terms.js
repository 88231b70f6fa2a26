// An abbreviation linked to its glossary entry (referee/templatetags/abbreviations.py): a tap opens
// the definition in place, fetched from the keyword API, and a second tap folds it away. Without
// this file the link leads to the glossary page. Delegated, so results replaced live keep working.
(function () {
  "use strict";
  if (!window.fetch) return;
  var count = 0;

  function definition(link) {
    var next = link.nextElementSibling;
    return next && next.classList.contains("abbr-def") ? next : null;
  }

  function open(link) {
    var shown = definition(link);
    if (shown) {
      shown.hidden = !shown.hidden;
      link.setAttribute("aria-expanded", String(!shown.hidden));
      return;
    }
    fetch(link.getAttribute("data-keyword"), { headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      })
      .then(function (keyword) {
        if (definition(link)) return;  // a second tap while the first was on its way
        var box = document.createElement("span");
        box.className = "abbr-def";
        box.id = "abbr-def-" + (++count);
        box.setAttribute("role", "note");
        var name = document.createElement("strong");
        name.textContent = keyword.name;
        box.appendChild(name);
        box.appendChild(document.createTextNode(" : " + keyword.text + " "));
        var more = document.createElement("a");
        more.href = link.href;
        more.textContent = "Glossaire";
        box.appendChild(more);
        link.after(box);
        link.setAttribute("aria-controls", box.id);
        link.setAttribute("aria-expanded", "true");
      })
      .catch(function () { window.location.href = link.href; });
  }

  document.addEventListener("click", function (event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest("a.abbr-term[data-keyword]");
    if (link) {
      event.preventDefault();  // inside a <label> too: the tap opens the definition, not the field
      open(link);
      return;
    }
    // A tap on an open definition inside a <label> reads it; it does not tick the label's box.
    if (event.target.closest(".abbr-def") && !event.target.closest("a")) event.preventDefault();
  });
})();
