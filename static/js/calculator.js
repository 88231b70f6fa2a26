// Live results: re-run the calculator as the form changes (debounced). The form works without this.
// While a field is being typed in, an answer replaces the one shown but a refusal waits: the error box
// appears once the field is left (change), not after the first keystroke of a form still being filled, and
// only for the fields the player has filled or the link gave: a field not reached yet is no error, the page
// says quietly that the calculation waits for it.
// A long form's folded parts that hold nothing come inside <noscript> (Helix's cards, _helix_card.html): without
// JavaScript the browser shows them as controls; here they are text, made controls when first opened, so that the
// page is not thousands of elements a phone lays out for nothing.
(function () {
  function unfold(details) {
    details.querySelectorAll(":scope > noscript.hx-lazy").forEach(function (lazy) {
      const made = document.createElement("template");
      made.innerHTML = lazy.textContent;
      lazy.replaceWith(made.content);
    });
  }
  document.addEventListener("toggle", function (event) {
    if (event.target.open) unfold(event.target);
  }, true);
  document.querySelectorAll("details[open]").forEach(unfold);
})();

(function () {
  const form = document.querySelector("[data-live-calculator]");
  const target = document.getElementById("calc-outcome");
  if (!form || !target || !window.fetch) return;
  const base = form.getAttribute("action").split("#")[0];
  let timer = null, controller = null, pendingChange = false, field = null, shown = location.pathname + location.search;
  // The player's fields: those the link gave (a shared answer, a submitted form) and those changed since.
  const touched = new Set(new URLSearchParams(location.search).keys());
  target.querySelectorAll("[data-param]").forEach(function (li) { touched.add(li.getAttribute("data-param")); });
  function query() {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (value !== "") params.append(key, value);
    return params;
  }
  // The answer where the eye is (site.js); while typing, the least scroll, and the field keeps the focus.
  function reveal() {
    window.Arbitre.showAnswer({ least: window.Arbitre.typing(), field: field });
  }
  // A refusal's lines about fields the player has not reached, or not finished (« à remplir »), go; none left, a
  // quiet note names them.
  function onlyTouched(box) {
    const waiting = [];
    box.querySelectorAll("li[data-param], li[data-incomplete]").forEach(function (li) {
      if (touched.has(li.getAttribute("data-param")) && !li.hasAttribute("data-incomplete")) return;
      const name = li.querySelector("strong");
      if (name && waiting.indexOf(name.textContent) === -1) waiting.push(name.textContent);
      li.remove();
    });
    if (box.querySelector("li")) return null;
    const note = document.createElement("p");
    note.className = "notice pending";
    note.setAttribute("role", "status");
    note.textContent = window.Arbitre.say(target, "pending", { fields: waiting.join(target.getAttribute("data-pending-between")) });
    return note;
  }
  // A folded card's line says what was typed: the server words each line (data-line) beside the answer, and it
  // replaces the one its summary shows, refusal or not (Helix's cards, attacks and responses).
  function relabel(fragment) {
    const lines = fragment.querySelector("template[data-form-lines]");
    if (!lines) return;
    lines.remove();
    lines.content.querySelectorAll("[data-line]").forEach(function (line) {
      const shown = form.querySelector('[data-line="' + CSS.escape(line.getAttribute("data-line")) + '"]');
      if (!shown) return;
      if (shown.textContent !== line.textContent) shown.textContent = line.textContent;
      const part = shown.closest("details");
      if (part && line.hasAttribute("data-filled")) part.classList.toggle("filled", line.getAttribute("data-filled") === "1");
    });
  }
  function update(fromChange) {
    const params = query();
    const url = base + (params.toString() ? "?" + params.toString() : "");
    // The field left (change) after its last keystroke was already answered: the answer stays, and so does the
    // focus a tap on it gave the headline.
    if (url === shown) return;
    params.set("fragment", "1");
    if (controller) controller.abort();
    controller = new AbortController();
    const request = base + "?" + params.toString();
    const network = function () { return fetch(request, { signal: controller.signal }).then(function (r) { return r.text(); }); };
    const offline = window.Arbitre.offline;  // without the network, the engine on this phone (static/js/offline.js)
    (offline && offline.offline() ? offline.calculate(form, false).catch(network) : network())
      .then(function (html) {
        const fresh = document.createElement("template");
        fresh.innerHTML = html;
        relabel(fresh.content);
        const box = fresh.content.querySelector(".error-box .refusals") && fresh.content.querySelector(".error-box");
        // A refusal while typing: the answer shown stays until the field is left.
        if (box && !fromChange) return;
        const pending = box && onlyTouched(box);
        target.replaceChildren(pending || fresh.content);
        shown = url;
        history.replaceState(null, "", url);
        if (pending) window.Arbitre.pointToAnswer(false);
        else reveal();
      })
      .catch(window.Arbitre.stale(target));
  }
  function schedule(fromChange) {
    pendingChange = pendingChange || fromChange;
    clearTimeout(timer);
    timer = setTimeout(function () { const c = pendingChange; pendingChange = false; update(c); }, 250);
  }
  // Submitting leaves empty fields out of the URL, so a shared link stays short.
  form.addEventListener("submit", function () {
    form.querySelectorAll("input, select, textarea").forEach(function (el) {
      if (el.name && el.value === "" && !el.disabled) el.disabled = true;
    });
    setTimeout(function () {
      form.querySelectorAll("[disabled]").forEach(function (el) { el.disabled = false; });
    }, 0);
  });
  form.addEventListener("input", function (event) { field = event.target; schedule(false); });
  form.addEventListener("change", function (event) {
    field = event.target;
    if (event.target.name) touched.add(event.target.name);
    if (event.target.type === "radio") {
      form.querySelectorAll("label.selected").forEach(function (l) { l.classList.remove("selected"); });
      event.target.closest("label").classList.add("selected");
    }
    schedule(true);
  });
})();
