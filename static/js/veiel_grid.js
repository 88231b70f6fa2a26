// L'Ordre de Veiel, ciblage and déplacement des héros: tap a square to place or remove the chosen piece
// (or, with « Qui bouge », to pick the hero who moves); the result follows.
// Progressive enhancement only: without this file the squares are radio buttons of a GET form,
// and "Placer sur la case choisie" submits it. The server applies the tap (case + outil) to the
// board in the address and answers with the new board, the result and the canonical link.
(function () {
  const form = document.querySelector("form[data-live-calculator]");
  if (!form || !document.getElementById("veiel-board") || !window.fetch || !window.DOMParser) return;
  const action = form.getAttribute("action").split("#")[0];  // without the #calc-outcome a submit jumps to
  let queue = Promise.resolve();
  form.classList.add("v-live");

  function query(square) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (key !== "case" && value !== "") params.append(key, value);
    }
    if (square) params.set("case", square);
    return action + "?" + params.toString();
  }

  function swap(id, doc) {
    const fresh = doc.getElementById(id);
    const current = document.getElementById(id);
    if (!fresh || !current) return false;
    current.innerHTML = fresh.innerHTML;
    if (fresh.dataset.share !== undefined) current.dataset.share = fresh.dataset.share;
    return true;
  }

  // The board, and the answer under it, in view with the least scroll; never past the board's top, nor, while a
  // number of the question is typed, past that field (the phone's keyboard is up), which comes back into view.
  function showBoard(keepFocus) {
    const grid = document.querySelector("#veiel-board .v-scroll");
    if (!grid) return;
    const header = document.querySelector(".site-header");
    const top = (header ? header.getBoundingClientRect().bottom : 0) + 8;
    const bar = document.querySelector(".games-nav");
    const bottom = (bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect().top : window.innerHeight) - 8;
    const answer = document.querySelector("#veiel-board .v-answer");
    const typed = window.Arbitre.typing() ? document.activeElement : null;
    const first = (typed || grid).getBoundingClientRect().top;
    const end = (answer || grid).getBoundingClientRect().bottom;
    if (first < top) window.scrollBy(0, first - top);
    else if (end > bottom) window.scrollBy(0, Math.max(0, Math.min(end - bottom, first - top)));
    window.Arbitre.pointToAnswer(false);
    const heading = document.getElementById("resultat");
    if (heading && !keepFocus && !typed) heading.focus({ preventScroll: true });
  }

  function load(url) {
    const focused = document.activeElement && document.activeElement.name === "case" ? document.activeElement.value : null;
    form.setAttribute("aria-busy", "true");
    return fetch(url, { headers: { "Accept": "text/html" } })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        const doc = new DOMParser().parseFromString(html, "text/html");
        if (!swap("veiel-board", doc)) return;
        swap("calc-outcome", doc);
        const share = document.getElementById("veiel-board").dataset.share;
        if (share) history.replaceState(null, "", share);
        if (focused) {
          const input = form.querySelector('input[name="case"][value="' + focused + '"]');
          if (input) input.focus();
        }
        // The answer is drawn on the board: the board and its key in view, for the next tap too; a refusal
        // (nothing drawn) is shown where it is written (site.js). A keyboard on the board keeps its square.
        if (document.querySelector("#calc-outcome .error-box")) window.Arbitre.showAnswer({ least: true, keepFocus: !!focused });
        else showBoard(!!focused);
      })
      // No answer: load the page itself, as without JavaScript (the browser then shows what failed).
      .catch(function () { window.location.assign(url); })
      .finally(function () { form.removeAttribute("aria-busy"); });
  }

  // One request at a time, each reading the board the previous one left: quick taps are not lost.
  function enqueue(url) { queue = queue.then(function () { return load(typeof url === "function" ? url() : url); }); }

  form.addEventListener("click", function (event) {
    const remove = event.target.closest("a.v-remove");
    if (remove) {
      event.preventDefault();
      enqueue(remove.href);
      return;
    }
    const cell = event.target.closest("label.v-cell");
    // A tap on the square's label places at once; a keyboard user picks a square with the arrows
    // (clicks on the radio itself) and presses Entrée, which submits.
    if (!cell || event.target.tagName === "INPUT") return;
    event.preventDefault();
    enqueue(function () { return query(cell.dataset.square); });
  });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    const checked = form.querySelector('input[name="case"]:checked');
    enqueue(function () { return query(checked ? checked.value : null); });
  });

  // The board's size, and the controls of the question (data-requery: the hero who moves, the origin and
  // value of the move) give a new result at once; the tools' settings only wait for the next tap.
  form.addEventListener("change", function (event) {
    const target = event.target;
    if (target.name === "lignes" || target.name === "colonnes" || target.hasAttribute("data-requery")) {
      enqueue(function () { return query(null); });
    }
  });
  // A number of the question typed (a card's moves) answers after a pause, as the other calculators do.
  let typed = null;
  form.addEventListener("input", function (event) {
    if (event.target.type !== "number" || !event.target.hasAttribute("data-requery")) return;
    clearTimeout(typed);
    typed = setTimeout(function () { enqueue(function () { return query(null); }); }, 300);
  });
})();
