// The « Hors ligne » page: the reader ticks the games to keep; the service worker keeps them (its choice is
// stored with its caches, so that a new version fills itself with the same games) and says how far it is.
(function () {
  const offline = window.Arbitre && window.Arbitre.offline;
  const form = document.getElementById("offline-choice");
  const status = document.getElementById("offline-state");
  if (!form || !status) return;
  if (!offline || !offline.worker) {
    document.getElementById("offline-unsupported").hidden = false;
    form.querySelectorAll("input, button").forEach(function (box) { box.disabled = true; });
    status.textContent = "";
    return;
  }
  const boxes = Array.from(form.querySelectorAll("input[name=jeu]"));
  const names = {};
  boxes.forEach(function (box) {
    names[box.value] = box.closest("label").querySelector("strong").textContent;
  });

  function say(key, values) {
    let text = status.getAttribute("data-" + key) || "";
    Object.keys(values || {}).forEach(function (k) { text = text.replace("{" + k + "}", values[k]); });
    return text;
  }

  const root = document.documentElement;

  const size = offline.size;

  function show(s) {
    if (!s) { status.textContent = say("waiting"); return; }
    boxes.forEach(function (box) {
      box.checked = s.chosen.indexOf(box.value) !== -1;
      const mark = form.querySelector('.offline-status[data-game="' + box.value + '"]');
      if (mark) mark.textContent = s.kept.indexOf(box.value) !== -1 ? " ✓" : "";
    });
    const date = new Intl.DateTimeFormat(root.lang || "fr", { dateStyle: "long" }).format(new Date(s.date || Date.now()));
    status.textContent = s.kept.length ? say("kept", { date: date }) : say("none");
    status.setAttribute("data-version", s.version);
    status.setAttribute("data-kept-games", s.kept.join(" "));
    if (navigator.storage && navigator.storage.estimate) {
      navigator.storage.estimate().then(function (e) {
        if (s.kept.length && e.usage) status.textContent += " " + say("used", { size: size(e.usage) });
      });
    }
  }

  navigator.serviceWorker.addEventListener("message", function (event) {
    const data = event.data || {};
    if (data.type === "state") show(data);
    else if (data.type === "progress") {
      status.textContent = say("progress", { game: names[data.game] || data.game, done: data.done, total: data.total });
    } else if (data.type === "failed") status.textContent = say("failed", { message: data.message });
  });

  form.addEventListener("change", function () {
    const games = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
    status.removeAttribute("data-version");
    status.textContent = say("waiting");
    navigator.serviceWorker.ready.then(function (registration) {
      (navigator.serviceWorker.controller || registration.active).postMessage({ type: "choose", games: games });
    });
  });

  document.getElementById("offline-keep-all").addEventListener("click", function () {
    status.removeAttribute("data-version");
    status.textContent = say("waiting");
    navigator.serviceWorker.ready.then(function (registration) {
      (navigator.serviceWorker.controller || registration.active).postMessage({ type: "keepAll" });
    });
  });

  status.textContent = say("waiting");
  navigator.serviceWorker.ready.then(function () { return offline.state(); }).then(show);

  // Chrome offers to install through this event; elsewhere the browser's menu does.
  const install = document.getElementById("offline-install");
  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    install.hidden = false;
    install.addEventListener("click", function () {
      event.prompt();
      install.hidden = true;
    }, { once: true });
  });
})();
