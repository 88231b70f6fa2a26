// Calculators offline, with the same engine (docs/offline.md). Loaded by static/js/offline.js only when a calculator
// runs without the network: the form's parameters go to a worker (offline_calculator_worker.js) that runs the
// server's own Python in Pyodide — the page's form read into the API's body, the engine's checks and steps, the
// rule links — and the answer is drawn as templates/calculators/_outcome.html draws it, with the same words (from
// the same catalogue), so that static/js/calculator.js and offline.js show it as they show the server's.
// Nothing is started unless the service worker keeps the runtime (fetched once a game is kept).
(function () {
  "use strict";
  const holder = document.querySelector("[data-offline-worker]");  // the calculator's #calc-outcome
  const workerUrl = holder && holder.getAttribute("data-offline-worker");
  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  let worker = null, next = 0, runtime = null;
  const waiting = {};

  // The runtime's URLs when the service worker keeps all of it; null otherwise.
  function kept() {
    if (runtime) return Promise.resolve(runtime);
    if (!sw || !sw.controller) return Promise.resolve(null);
    return new Promise(function (resolve) {
      function heard(event) {
        if (!event.data || event.data.type !== "calculators") return;
        sw.removeEventListener("message", heard);
        runtime = event.data.kept ? event.data.runtime : null;
        resolve(runtime);
      }
      sw.addEventListener("message", heard);
      sw.controller.postMessage({ type: "calculators" });
      setTimeout(function () { sw.removeEventListener("message", heard); resolve(null); }, 3000);
    });
  }

  function ask(message) {
    if (!worker) {
      worker = new Worker(workerUrl);
      worker.addEventListener("message", function (event) {
        const data = event.data || {};
        if (data.started !== undefined) {
          document.documentElement.setAttribute("data-offline-engine", String(data.started));
          return;
        }
        const callback = waiting[data.id];
        delete waiting[data.id];
        if (callback) callback(data);
      });
    }
    return new Promise(function (resolve, reject) {
      message.id = ++next;
      waiting[message.id] = function (data) {
        if (data.error !== undefined) reject(new Error(data.error)); else resolve(JSON.parse(data.answer));
      };
      worker.postMessage(message);
    });
  }

  function escape(text) {
    return String(text).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }

  function link(rule, className) {
    return '<a' + (className ? ' class="' + className + '"' : "") + ' href="' + escape(rule.url) + '">' + escape(rule.title) + "</a>";
  }

  // templates/calculators/_outcome.html, without what only the server has (the keywords' links in place, the judges'
  // rulings on a point, each calculator's own drawing of its result).
  function draw(shown) {
    const t = shown.texts;
    if (shown.error) {
      const lines = shown.error.refusals.map(function (r) {
        return "<li" + (r.param ? ' data-param="' + escape(r.param) + '"' : "") + (r.incomplete ? " data-incomplete" : "") + ">"
          + (r.field ? "<strong>" + escape(r.field) + "</strong>" + escape(t.between) : "") + escape(r.message)
          + (r.rule ? "<br>" + escape(t.rule) + " " + link(r.rule) : "") + "</li>";
      });
      return '<div class="error-box" role="alert"><p><strong>' + escape(shown.error.illegal ? t.illegal : t.fix)
        + '</strong></p>\n<ul class="refusals">' + lines.join("") + "</ul></div>";
    }
    if (shown.outcome) {
      const steps = shown.outcome.steps.map(function (step) {
        const flag = step.flag === "silent" ? "<strong>" + escape(t.silent) + "</strong> "
          : step.flag === "choice" ? "<strong>" + escape(t.choice) + "</strong> " : "";
        return '<li class="' + (step.flag ? "flag-" + step.flag : "") + '">' + flag + escape(step.text)
          + "\n    <br>" + link(step.rule, "rule") + "</li>";
      });
      return '<section class="outcome" aria-labelledby="resultat">\n<h2 id="resultat" tabindex="-1">' + escape(t.result)
        + '</h2>\n<p class="summary" id="summary">' + escape(shown.outcome.summary) + '</p>\n<ol class="steps">\n'
        + steps.join("\n") + "\n</ol>\n</section>";
    }
    if (shown.nothing_to_calculate) return '<p class="notice pending" role="status">' + escape(t.nothing) + "</p>";
    return "";
  }

  // The answer's HTML for the form as it stands (``submitted``: « Calculer » was tapped); rejected when this phone
  // does not keep the calculators' runtime (the caller then says the calculation needs the network).
  function fragment(form, submitted, given) {
    return kept().then(function (found) {
      if (!found || !workerUrl) throw new Error("the offline calculators are not kept on this phone");
      const query = given ? given.slice() : [];
      if (!given) {
        for (const [key, value] of new FormData(form)) if (typeof value === "string" && value !== "") query.push([key, value]);
      }
      if (submitted) query.push(["calculer", "1"]);
      return ask({ runtime: found, path: form.getAttribute("action").split("#")[0], query: query,
                   lang: document.documentElement.lang || "fr" });
    }).then(draw);
  }

  window.Arbitre = window.Arbitre || {};
  window.Arbitre.offlineCalculator = { fragment: fragment };
})();
