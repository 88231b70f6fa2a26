// As-you-type search from the header's box on the search page: fetch the results fragment,
// debounced; the form works without this.
(function () {
  const target = document.getElementById("search-results");
  const form = document.querySelector(".site-header form[role=search]");
  if (!form || !target || !window.fetch) return;
  const input = form.querySelector("input[name=q]");
  const offline = window.Arbitre.offline;
  let timer = null, controller = null;
  // Without the network the question is searched over the games this phone keeps (static/js/offline.js).
  const context = form.querySelector("select[name=context]");
  function searchKept(stale, whenKept) {
    return offline.search(input.value, target, whenKept).then(function () {
      history.replaceState(null, "", "/recherche/?q=" + encodeURIComponent(input.value)
        + (context ? "&context=" + encodeURIComponent(context.value) : ""));
    }).catch(stale);
  }
  const address = new URLSearchParams(location.search);
  const asked = address.get("q");
  if (offline && offline.served && asked) {
    // The page is the kept copy: the question and the game at the table come from the address.
    input.value = asked;
    if (context && address.has("context")) context.value = address.get("context");
    searchKept(function () {});
  }
  // The game at the table changed: the same question, asked again in it.
  if (context) context.addEventListener("change", function () { input.dispatchEvent(new Event("input")); });
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      const stale = window.Arbitre.stale(target);
      if (offline && offline.offline()) {
        searchKept(stale);
        return;
      }
      const params = new URLSearchParams(new FormData(form));  // q and the filters kept as hidden fields
      params.set("fragment", "1");
      if (controller) controller.abort();
      controller = new AbortController();
      fetch("/recherche/?" + params.toString(), { signal: controller.signal })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          target.innerHTML = html;
          params.delete("fragment");
          history.replaceState(null, "", "/recherche/?" + params.toString());
        })
        .catch(function (error) {
          if (error && error.name === "AbortError") return;
          if (offline) searchKept(stale, !offline.offline());
          else stale(error);
        });
    }, 200);
  });
})();
