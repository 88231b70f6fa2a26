// The site without the network (the service worker is /sw.js, referee/offline/sw.js in the repository).
// On every page: registers the service worker; keeps the page's game for the table without the network (in
// the background, said once under the page with a way to remove it); shows the « hors ligne — version du … »
// badge, with the games kept and their rulebooks' versions, when the page comes from the phone's copy (the
// worker marks its <html data-offline="date">) or the network is gone; keeps a calculator's form and says the
// calculation needs the network instead of the browser's error.
(function () {
  const root = document.documentElement;
  const served = root.hasAttribute("data-offline");
  const worker = "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
  let keptDate = served ? root.getAttribute("data-offline") : null;
  const waiting = [];

  function formatDate(iso) {
    const date = iso ? new Date(iso) : null;
    if (!date || isNaN(date)) return "…";
    return new Intl.DateTimeFormat(root.lang || "fr", { dateStyle: "long" }).format(date);
  }

  // « 3,7 Mo », « 3.7 MB »: the browser's own words for the units, in the page's language.
  function size(bytes) {
    const units = ["byte", "kilobyte", "megabyte", "gigabyte"];
    let i = 0;
    while (bytes >= 1024 && i < units.length - 1) { bytes /= 1024; i += 1; }
    return new Intl.NumberFormat(root.lang || "fr", { style: "unit", unit: units[i], maximumFractionDigits: 1 }).format(bytes);
  }

  function showBadge(iso) {
    const badge = document.getElementById("offline-badge");
    if (!badge) return;
    badge.textContent = badge.getAttribute("data-text").replace("{date}", formatDate(iso || keptDate));
    badge.hidden = false;
    state().then(function (s) {  // what this phone keeps, and of which rulebook version
      if (!s || !s.kept.length || !s.books) return;
      const books = s.kept.map(function (g) {
        const book = s.books[g] || { name: g, version: "" };
        return badge.getAttribute("data-book").replace("{name}", book.name).replace("{version}", book.version);
      });
      badge.textContent = badge.getAttribute("data-text").replace("{date}", formatDate(iso || keptDate || s.date)) + " · "
        + badge.getAttribute("data-kept").replace("{books}", books.join(badge.getAttribute("data-separator")));
    });
  }

  function tell(message) {
    if (!worker) return;
    worker.ready.then(function (registration) {
      (worker.controller || registration.active).postMessage(message);
    });
  }

  // The page's game, kept in the background; the first time, said under the page with its size, once. Any page
  // with the network resumes what was asked without it.
  function keepThisGame() {
    const nav = document.querySelector(".games-nav[data-game]");
    const game = nav && nav.getAttribute("data-game");
    // Every game opened on this phone: a page left before the worker was ready is not forgotten.
    let opened = [];
    try {
      opened = JSON.parse(localStorage.getItem("arbitre-opened") || "[]");
      if (game && opened.indexOf(game) === -1) {
        opened.push(game);
        localStorage.setItem("arbitre-opened", JSON.stringify(opened));
      }
    } catch (error) { opened = game ? [game] : []; }
    if (served || navigator.onLine === false) return;
    tell({ type: "visit", game: game || null, games: opened });
  }

  function announce(s) {
    const notice = document.getElementById("offline-notice");
    const book = notice && s.books && s.books[s.announce];
    if (!book) return;
    const line = notice.querySelector("p");
    const game = s.announce;
    line.textContent = notice.getAttribute("data-kept").replace("{game}", book.name).replace("{pages}", book.pages)
      .replace("{size}", size(book.bytes));
    if (s.first && s.calculatorsBytes) {  // said once: the calculators' runtime, for every game
      line.textContent += " " + notice.getAttribute("data-calculators").replace("{size}", size(s.calculatorsBytes));
    }
    notice.hidden = false;
    notice.querySelectorAll("button[data-action]").forEach(function (button) {
      button.addEventListener("click", function () {
        const action = button.getAttribute("data-action");
        tell({ type: action, game: game });
        line.textContent = action === "remove" ? notice.getAttribute("data-removed").replace("{game}", book.name)
          : notice.getAttribute("data-all");
        notice.querySelector(".offline-notice-actions").hidden = true;
      }, { once: true });
    });
  }

  // The worker's state: the games kept, the version and its date. Asked once, shared by every caller.
  function state() {
    return new Promise(function (resolve) {
      if (!worker) return resolve(null);
      waiting.push(resolve);
      if (waiting.length > 1) return;
      worker.ready.then(function (registration) {
        (worker.controller || registration.active).postMessage({ type: "state" });
      });
      setTimeout(function () { while (waiting.length) waiting.shift()(null); }, 3000);
    });
  }

  function offline() { return served || navigator.onLine === false; }

  // The calculators' forms (templates/calculators/_layout.html, and the deck checks'): their inputs are in the URL.
  function refill(form) {
    const params = new URLSearchParams(location.search);
    const seen = {};
    form.querySelectorAll("[name]").forEach(function (el) {
      const values = params.getAll(el.name);
      if (!values.length) return;
      if (el.type === "checkbox" || el.type === "radio") {
        el.checked = values.indexOf(el.value) !== -1;
      } else {
        const i = seen[el.name] || 0;
        seen[el.name] = i + 1;
        if (i < values.length) el.value = values[i];
      }
    });
  }

  // The same request as a live update: without the network, the worker answers with the notice.
  function sayNeedsNetwork(form) {
    const target = document.getElementById("calc-outcome");
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (value !== "") params.append(key, value);
    params.set("fragment", "1");
    return fetch(form.getAttribute("action").split("#")[0] + "?" + params.toString())
      .then(function (r) { return r.text(); })
      .then(function (html) { if (target) target.innerHTML = html; })
      .catch(function () {});
  }

  // Offline, the calculator computes on this phone with the server's own engine when the phone keeps it
  // (static/js/offline_calculator.js, loaded on first need); otherwise the notice. The answer as the server's fragment.
  let calculatorLoaded = null;
  // ``query``: the GET parameters to compute (a shared link's, as the server reads them: a board drawn on a grid
  // holds its pieces in the address, not in named fields); the form's own fields when absent.
  function calculateHere(form, submitted, query) {
    const holder = document.querySelector("[data-offline-script]");
    if (!holder) return Promise.reject(new Error("no offline calculator here"));
    calculatorLoaded = calculatorLoaded || load(holder.getAttribute("data-offline-script"));
    calculatorLoaded.catch(function () { calculatorLoaded = null; });
    return calculatorLoaded.then(function () { return window.Arbitre.offlineCalculator.fragment(form, submitted, query); });
  }
  function answerHere(form, submitted, query) {
    const target = document.getElementById("calc-outcome");
    return calculateHere(form, submitted, query).then(function (html) {
      if (target) target.innerHTML = html;
      if (submitted && target && window.Arbitre.showAnswer) window.Arbitre.showAnswer({});
    }, function () { return sayNeedsNetwork(form); });
  }

  function watchCalculator() {
    const form = document.querySelector("[data-live-calculator], #deck-form");  // a deck check is one too
    if (!form) return;
    if (served && location.search) {
      refill(form);
      const link = new URLSearchParams(location.search);
      link.delete("fragment");
      answerHere(form, false, Array.from(link.entries()));
    }
    // Capture: before the page's own handlers, and before the browser leaves for an error page.
    form.addEventListener("submit", function (event) {
      if (!offline()) return;
      event.preventDefault();
      showBadge();
      answerHere(form, true);
    }, true);
  }

  // The « pas de réseau » page lists the games this phone keeps.
  function listKept() {
    const list = document.getElementById("offline-kept");
    if (!list) return;
    state().then(function (s) {
      (s && s.kept || []).forEach(function (game) {
        const item = list.querySelector('[data-game="' + game + '"]');
        if (item) item.hidden = false;
      });
    });
  }

  // The search page without the network: MiniSearch and the offline search are loaded on first need.
  function load(src) {
    return new Promise(function (resolve, reject) {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }
  let searchLoaded = null;
  // ``whenKept``: only when this phone keeps a game (a failed request with the network seemingly up is
  // otherwise the server's silence, which the caller reports as such).
  function search(question, target, whenKept) {
    const box = document.getElementById("offline-search");
    if (!box || !worker) return Promise.reject(new Error("no offline search here"));
    if (whenKept) {
      return state().then(function (s) {
        if (!s || !s.kept.length) throw new Error("no game kept");
        return search(question, target, false);
      });
    }
    const texts = {};
    ["understood", "none-kept", "choose", "no-answer", "see-text", "see-ruling", "ruling", "elsewhere", "not-understood",
     "not-kept", "keep-later", "kept-later"].forEach(function (k) {
      texts[k.replace(/-(.)/g, function (_, c) { return c.toUpperCase(); })] = box.getAttribute("data-" + k);
    });
    searchLoaded = searchLoaded || load(box.getAttribute("data-minisearch")).then(function () {
      return load(box.getAttribute("data-script"));
    });
    searchLoaded.catch(function () { searchLoaded = null; });
    return Promise.all([searchLoaded, state()]).then(function (loaded) {
      texts.books = loaded[1] && loaded[1].books;
      // The game at the table, as the server reads it (the search box's « Jeu à la table »).
      const context = document.getElementById("search-context");
      const game = context ? context.value : "";
      const of = context && game ? context.options[context.selectedIndex].getAttribute("data-of") || "" : "";
      texts.elsewhere = (texts.elsewhere || "").replace("{of}", of);
      return window.Arbitre.offlineSearch.run(question, target, texts, box.getAttribute("data-corpus"), game || null);
    }).then(function (date) {
      keptDate = keptDate || date;
      showBadge(date);
    });
  }

  window.Arbitre = window.Arbitre || {};
  window.Arbitre.offline = {
    served: served,
    offline: offline,
    state: state,
    showBadge: showBadge,
    search: search,
    calculate: calculateHere,  // static/js/calculator.js's live answers, offline
    size: size,
    // Kept now, or as soon as the network is back (the worker resumes at the next page with the network).
    keep: function (game) { tell({ type: "keep", game: game }); },
    worker: worker,
  };

  if (served) showBadge(keptDate);
  window.addEventListener("offline", function () {
    state().then(function (s) { keptDate = keptDate || (s && s.date); showBadge(keptDate); });
  });
  window.addEventListener("online", function () {
    const badge = document.getElementById("offline-badge");
    if (badge && !served) badge.hidden = true;
    tell({ type: "resume" });
  });
  watchCalculator();
  listKept();

  if (worker) {
    worker.addEventListener("message", function (event) {
      if (event.data && event.data.type === "state") {
        while (waiting.length) waiting.shift()(event.data);
        if (event.data.announce) announce(event.data);
      }
    });
    // A new version (a new corpus generation, a deploy) is looked for at each visit with the network: the
    // browser compares /sw.js byte for byte, and a new one fills its caches, then replaces the former ones.
    worker.register("/sw.js").then(function (registration) {
      if (!served && navigator.onLine !== false) return registration.update();
    }).catch(function () {});
    keepThisGame();
  }
})();
