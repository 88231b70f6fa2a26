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
  // A field the player is typing in keeps the focus (and the phone its keyboard): the live region speaks instead.
  function typing() {
    const el = document.activeElement;
    return !!el && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && !/^(radio|checkbox|button|submit|reset)$/.test(el.type)));
  }
  // The answer where the eye is: the headline (or the error box) scrolled into view below the sticky header.
  function reveal() {
    const heading = document.getElementById("resultat");
    const first = heading || target.firstElementChild;
    if (!first) return;
    const box = first.getBoundingClientRect();
    const header = document.querySelector(".site-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const bar = document.querySelector(".games-nav");
    const bottom = bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect().top : window.innerHeight;
    // Headline and summary, or the top of the error box, in view.
    const summary = document.getElementById("summary");
    const end = summary ? summary.getBoundingClientRect().bottom : Math.min(box.bottom + 80, box.top + (bottom - top) / 2);
    // While typing, the least scroll that shows the answer (the field may stay in view); else the answer on top.
    if (box.top < top) first.scrollIntoView({ block: "start" });
    else if (end > bottom) {
      if (typing() && summary && end - box.top < bottom - top) summary.scrollIntoView({ block: "nearest" });
      else first.scrollIntoView({ block: "start" });
    }
    if (heading && !typing()) heading.focus({ preventScroll: true });
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
      .catch(window.Arbitre.stale(target, "le résultat ci-dessous ne correspond pas au formulaire"));
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
  // A submitted page opens on its answer (the action's #calc-outcome): the headline takes the focus too.
  // (After the load: the browser's own move to the fragment would otherwise take the focus back.)
  function focusAnswer() {
    const heading = document.getElementById("resultat");
    const el = document.activeElement;
    if (heading && (!el || el === document.body)) heading.focus({ preventScroll: true });
  }
  if (location.hash === "#calc-outcome") {
    if (document.readyState === "complete") setTimeout(focusAnswer, 0);
    else window.addEventListener("load", function () { setTimeout(focusAnswer, 0); });
  }
})();
