// The glossary's filter: entries narrow as you type, accents and case aside (« eph » finds
// « Éphémère »), and the count of entries shown is announced. Without this file the filter stays
// hidden and the letter index is the way through the page.
(function () {
  "use strict";
  var box = document.querySelector("[data-glossary-filter]");
  var list = document.getElementById("glossaire-entrees");
  if (!box || !list || !String.prototype.normalize) return;
  var input = box.querySelector("input");
  var count = document.getElementById("glossaire-compte");
  var total = Number(count.getAttribute("data-total"));
  var entries = Array.prototype.slice.call(list.querySelectorAll("li[data-terms]"));
  var sections = Array.prototype.slice.call(list.querySelectorAll("section"));
  var letters = Array.prototype.slice.call(document.querySelectorAll(".letters a"));
  var timer = null;

  // The same folding as the server's (rules/text.py fold): lowercase, accents off, œ and æ spelt out.
  function fold(text) {
    return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
      .replace(/œ/g, "oe").replace(/æ/g, "ae");
  }
  // The count's words are the template's (data-one, data-other, data-shown-one…, data-none), in the page's
  // language; n is never 0 where a count is said.
  function say(key, values) { return window.Arbitre.say(count, key, values); }
  function counted(n) { return say(n === 1 ? "one" : "other", { n: n }); }

  function apply() {
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    var shown = 0;
    entries.forEach(function (li) {
      var terms = li.getAttribute("data-terms");
      var match = words.every(function (w) { return terms.indexOf(w) !== -1; });
      li.hidden = !match;
      if (match) shown += 1;
    });
    sections.forEach(function (section) {
      var empty = !section.querySelector("li[data-terms]:not([hidden])");
      section.hidden = empty;
      letters.forEach(function (a) { if (a.hash === "#" + section.id) a.hidden = empty; });
    });
    clearTimeout(timer);  // announced once typing pauses, not at every key
    timer = setTimeout(function () {
      count.textContent = !words.length ? counted(total)
        : shown ? say(shown === 1 ? "shown-one" : "shown-other", { n: shown, total: total })
        : say("none", { query: input.value.trim() });
    }, 300);
  }

  input.addEventListener("input", apply);
  box.hidden = false;
  if (input.value) apply();  // a value the browser restored on going back
})();
