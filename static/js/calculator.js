// Live results: re-run the calculator as the form changes (debounced). The form works without this.
(function () {
  const form = document.querySelector("[data-live-calculator]");
  const target = document.getElementById("calc-outcome");
  if (!form || !target || !window.fetch) return;
  let timer = null, controller = null;
  function query() {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (value !== "") params.append(key, value);
    return params;
  }
  function update() {
    const params = query();
    const url = form.getAttribute("action") + (params.toString() ? "?" + params.toString() : "");
    params.set("fragment", "1");
    if (controller) controller.abort();
    controller = new AbortController();
    fetch(form.getAttribute("action") + "?" + params.toString(), { signal: controller.signal })
      .then(function (r) { return r.text(); })
      .then(function (html) { target.innerHTML = html; history.replaceState(null, "", url); })
      .catch(window.Arbitre.stale(target, "le résultat ci-dessous ne correspond pas au formulaire"));
  }
  function schedule() { clearTimeout(timer); timer = setTimeout(update, 250); }
  // Submitting leaves empty fields out of the URL, so a shared link stays short.
  form.addEventListener("submit", function () {
    form.querySelectorAll("input, select, textarea").forEach(function (el) {
      if (el.name && el.value === "" && !el.disabled) el.disabled = true;
    });
    setTimeout(function () {
      form.querySelectorAll("[disabled]").forEach(function (el) { el.disabled = false; });
    }, 0);
  });
  form.addEventListener("input", schedule);
  form.addEventListener("change", function (event) {
    if (event.target.type === "radio") {
      form.querySelectorAll("label.selected").forEach(function (l) { l.classList.remove("selected"); });
      event.target.closest("label").classList.add("selected");
    }
    schedule();
  });
})();
