// Suggestions under the header's search box, on every page: keyword names and « Questions fréquentes »
// (GET /api/v1/search/suggest/, search/suggestions.py), the game the player is at first.
// The WAI-ARIA combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the focus stays in the box
// (the phone keeps its keyboard), the arrows move an active option (aria-activedescendant), Entrée opens it — with
// none active, Entrée sends the form as before —, Échap closes the list, a tap opens an option.
// Progressive enhancement: without this file, or without the network, the box is the plain search form.
// Recent lookups: the last 20 questions asked and calculations made on this phone (localStorage only, never sent),
// the same list on the box's focus while it is empty — named « Recherches récentes », each option a question or a
// calculator with its answer's first words, the last option « Effacer l'historique » (one tap, or Entrée).
(function () {
  const script = document.currentScript;  // its data- attributes hold the page's words (templates/base.html)
  const form = document.querySelector(".site-header form[role=search]");
  const input = form && form.querySelector("input[name=q]");
  if (!script || !input || !window.fetch || !window.AbortController) return;
  const PAUSE = 180;  // ms after the last key: a request per pause, not per keystroke
  const MIN_LETTERS = 2;  // as the server (search/suggestions.py MIN_TYPED)
  // On the search page the results change as one types (static/js/search.js): there the list is part of the
  // sticky header, pushing the results down instead of covering them, and shorter. It need not close when they
  // update (they are never under it), so the player can read both.
  const inline = !!document.getElementById("search-results");
  const limit = inline ? 3 : 8;

  function say(key, values) { return window.Arbitre.say(script, key, values); }

  // --- Recent lookups, kept on this phone only -------------------------------------------------------------------
  const RECENT = "arbitre-recent", KEEP = 20;
  function recent() {
    try {
      const kept = JSON.parse(localStorage.getItem(RECENT) || "[]");
      return Array.isArray(kept) ? kept.filter(function (e) {
        return e && typeof e.title === "string" && typeof e.url === "string" && /^\/(?!\/)/.test(e.url);
      }) : [];
    } catch (refused) { return []; }
  }
  function remember(entry, replacing) {
    try {
      const kept = recent().filter(function (e) { return e.url !== entry.url && e.url !== replacing; });
      kept.unshift(entry);
      localStorage.setItem(RECENT, JSON.stringify(kept.slice(0, KEEP)));
    } catch (refused) { /* storage off: nothing remembered */ }
  }
  // A question: the search page opened with one (sent from the box, or a shared link).
  const asked = new URLSearchParams(location.search).get("q");
  if (location.pathname === new URL(form.getAttribute("action") || "/recherche/", location.href).pathname && asked && asked.trim()) {
    remember({ kind: "question", title: asked.trim(), url: location.pathname + location.search });
  }
  // A calculation: a calculator's answer, as the page first showed it and as it was when the page was left (a live
  // update changes the address: one entry per visit, the last answer).
  let calculated = null;
  function calculation() {
    // A calculator's summary, or a deck check's verdict.
    const title = document.querySelector("main h1");
    const summary = document.getElementById("summary") || document.querySelector("#verdict strong");
    if (!location.search || !title || !summary || !document.querySelector("#calc-outcome")) return;
    const url = location.pathname + location.search + "#calc-outcome";
    remember({ kind: "calculation", title: title.textContent.trim(), url: url,
               detail: summary ? summary.textContent.replace(/\s+/g, " ").trim().slice(0, 120) : "" }, calculated);
    calculated = url;
  }
  calculation();
  window.addEventListener("pagehide", calculation);

  const list = document.createElement("ul");
  list.id = "suggestions";
  list.className = inline ? "suggest suggest-inline" : "suggest";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", say("label"));
  list.hidden = true;
  const count = document.createElement("p");  // how many, for a screen reader (the options are read as one moves)
  count.className = "visually-hidden";
  count.setAttribute("role", "status");
  const bar = form.closest(".bar") || form;
  bar.after(list, count);  // out of the form: nothing of it is sent

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  let timer = null, controller = null, options = [], active = -1;

  function letters(text) { return text.replace(/[^\p{L}\p{N}]/gu, "").length; }

  function offline() {
    const kept = window.Arbitre.offline;
    return navigator.onLine === false || !!(kept && kept.offline());
  }

  // The game at the table: the form's field when it has one (templates/includes/header.html: what the search is
  // sent with, even empty), else the page's, else the last one seen on this phone (static/js/site.js) — and only
  // a game of the bar: a slug kept from an older site is none.
  function context() {
    const field = form.querySelector("[name=context]");
    if (field) return known(field.value);
    const nav = document.querySelector("nav.games-nav[data-game]");
    let game = (nav && nav.getAttribute("data-game")) || "";
    if (!game) {
      try { game = localStorage.getItem("arbitre-game") || ""; } catch (refused) { game = ""; }
    }
    return known(game);
  }

  function known(game) {
    const games = document.querySelectorAll(".games-nav a[data-game]");
    if (games.length && ![].some.call(games, function (a) { return a.getAttribute("data-game") === game; })) return "";
    return game;
  }

  function abort() {
    clearTimeout(timer);
    if (controller) controller.abort();
    controller = null;
  }

  function close() {
    list.hidden = true;
    list.textContent = "";
    options = [];
    active = -1;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    count.textContent = "";
  }

  function ask() {
    abort();
    const text = input.value;
    if (letters(text) < MIN_LETTERS || offline()) { close(); return; }
    const params = new URLSearchParams({ q: text });
    const game = context();
    if (game) params.set("context", game);
    const mine = controller = new AbortController();
    fetch(script.getAttribute("data-url") + "?" + params.toString(),
          { signal: mine.signal, headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error("suggestions: " + response.status);
        return response.json();
      })
      .then(function (body) {
        if (mine !== controller) return;
        controller = null;
        show((body && body.suggestions) || []);
      })
      .catch(function () {  // replaced by a newer request, offline, throttled, refused: no list, no message
        if (mine !== controller) return;
        controller = null;
        close();
      });
  }

  // The recent lookups, on the focus of an empty box.
  function showRecent() {
    if (input.value.trim() !== "") return;
    abort();
    show(recent(), true);
  }

  function show(items, recentOnes) {
    if (document.activeElement !== input || !items.length) { close(); return; }
    list.textContent = "";
    list.setAttribute("aria-label", say(recentOnes ? "recent-label" : "label"));
    options = (recentOnes ? items : items.slice(0, limit)).map(function (item, i) {
      const option = document.createElement("li");
      option.id = "suggestion-" + i;
      option.className = "suggest-option";
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.setAttribute("data-url", item.url);
      const title = document.createElement("span");
      title.className = "suggest-title";
      if (!recentOnes) title.lang = "fr";  // the rulebooks and the players' questions are French
      title.textContent = item.title;
      const meta = document.createElement("span");
      meta.className = "suggest-meta";
      meta.textContent = recentOnes
        ? say(item.kind === "calculation" ? "recent-calculation" : "recent-question") + (item.detail ? " · " + item.detail : "")
        : say(item.kind === "question" ? "question" : "keyword") + " · " + (item.game_name || item.game);
      option.append(title, meta);
      return option;
    });
    if (recentOnes) {  // the last option clears them, in one tap
      const clear = document.createElement("li");
      clear.id = "suggestion-clear";
      clear.className = "suggest-option suggest-clear";
      clear.setAttribute("role", "option");
      clear.setAttribute("aria-selected", "false");
      clear.setAttribute("data-action", "clear");
      clear.textContent = say("recent-clear");
      options.push(clear);
    }
    options.forEach(function (option) { list.append(option); });
    active = -1;
    input.removeAttribute("aria-activedescendant");
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
    fit();
    const n = recentOnes ? options.length - 1 : options.length;
    count.textContent = say((recentOnes ? "recent-" : "") + (n === 1 ? "one" : "many"), { n: n });
  }

  // Over the page, the list ends above the phone's keyboard (the visual viewport) and its bottom bar: it scrolls.
  function fit() {
    if (inline || list.hidden) return;
    const view = window.visualViewport;
    let bottom = view ? view.offsetTop + view.height : window.innerHeight;
    const games = document.querySelector(".games-nav");
    if (games && getComputedStyle(games).position === "fixed") bottom = Math.min(bottom, games.getBoundingClientRect().top);
    list.style.maxHeight = Math.max(132, bottom - list.getBoundingClientRect().top - 8) + "px";
  }
  if (window.visualViewport) window.visualViewport.addEventListener("resize", fit);

  function activate(index) {
    if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
    active = index;
    if (active < 0) { input.removeAttribute("aria-activedescendant"); return; }
    const option = options[active];
    option.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  }

  function open(option) {
    if (option.getAttribute("data-action") === "clear") {
      try { localStorage.removeItem(RECENT); } catch (refused) { /* nothing kept */ }
      calculated = null;
      close();
      count.textContent = say("recent-cleared");
      return;
    }
    const url = option.getAttribute("data-url") || "";
    if (!/^\/(?!\/)/.test(url)) return;  // a page of this site only
    abort();
    close();
    input.blur();  // the phone's keyboard goes; an answer on this very page comes into view
    location.assign(url);
  }

  input.addEventListener("input", function () {
    abort();
    activate(-1);  // the options shown are those of the text before: none is chosen by a later Entrée
    if (input.value.trim() === "") { showRecent(); return; }
    if (letters(input.value) < MIN_LETTERS) { close(); return; }
    timer = setTimeout(ask, PAUSE);
  });

  input.addEventListener("keydown", function (event) {
    if (event.isComposing) return;
    const shown = !list.hidden && options.length > 0;
    switch (event.key) {
      case "ArrowDown":
      case "Down":
        event.preventDefault();
        if (shown) activate((active + 1) % options.length);
        else if (letters(input.value) >= MIN_LETTERS) ask();
        else showRecent();
        break;
      case "ArrowUp":
      case "Up":
        if (!shown) return;
        event.preventDefault();
        activate(active <= 0 ? options.length - 1 : active - 1);
        break;
      case "Enter":
        if (shown && active >= 0) {
          event.preventDefault();
          open(options[active]);
        } else {  // the form is sent, as before
          abort();
          close();
        }
        break;
      case "Escape":
      case "Esc":
        abort();
        if (!shown) return;  // the browser's own Échap empties the box
        event.preventDefault();
        event.stopPropagation();  // static/js/terms.js folds an explanation on Échap: this one closes the list only
        close();
        break;
      case "Tab":
        abort();
        close();
        break;
    }
  });

  input.addEventListener("focus", showRecent);

  input.addEventListener("blur", function () {
    abort();
    // Inline, closing the list moves the results up: not under the finger tapping one, but after its tap.
    if (inline) setTimeout(function () { if (document.activeElement !== input) close(); }, 400);
    else close();
  });

  form.addEventListener("submit", function () { abort(); close(); });

  // A tap or a click on an option opens it; pressing it keeps the focus (and the keyboard) in the box.
  list.addEventListener("mousedown", function (event) { event.preventDefault(); });
  list.addEventListener("click", function (event) {
    const option = event.target.closest("[role=option]");
    if (option) open(option);
  });
})();
