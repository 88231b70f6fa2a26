// Live results: re-run the calculator as the form changes (debounced). The form works without this.
// While a field is being typed in, an answer replaces the one shown but a refusal waits: the error box
// appears once the field is left (change), not after the first keystroke of a form still being filled.
(function () {
  const form = document.querySelector("[data-live-calculator]");
  const target = document.getElementById("calc-outcome");
  if (!form || !target || !window.fetch) return;
  const base = form.getAttribute("action").split("#")[0];
  let timer = null, controller = null, pendingChange = false;
  function query() {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (value !== "") params.append(key, value);
    return params;
  }
  // The answer where the eye is (site.js); while typing, the least scroll, and the field keeps the focus.
  function reveal() {
    window.Arbitre.showAnswer({ least: window.Arbitre.typing() });
  }
  function update(fromChange) {
    const params = query();
    const url = base + (params.toString() ? "?" + params.toString() : "");
    params.set("fragment", "1");
    if (controller) controller.abort();
    controller = new AbortController();
    fetch(base + "?" + params.toString(), { signal: controller.signal })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        // A refusal while typing: the answer shown stays until the field is left.
        if (!fromChange && html.indexOf('role="alert"') !== -1) return;
        target.innerHTML = html;
        history.replaceState(null, "", url);
        reveal();
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
  form.addEventListener("input", function () { schedule(false); });
  form.addEventListener("change", function (event) {
    if (event.target.type === "radio") {
      form.querySelectorAll("label.selected").forEach(function (l) { l.classList.remove("selected"); });
      event.target.closest("label").classList.add("selected");
    }
    schedule(true);
  });
})();
