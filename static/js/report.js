// « Ce n'est pas la réponse » under the search's results: sent without leaving the page, the form then
// replaced by the server's line (thanks, or what to change). Without this the form posts and comes back.
(function () {
  if (!window.fetch || !window.URLSearchParams) return;
  // Delegated: the results (and the form with them) are replaced as the player types (static/js/search.js).
  document.addEventListener("submit", function (event) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("report")) return;
    event.preventDefault();
    const button = form.querySelector("button");
    if (button.disabled) return;
    button.disabled = true;
    fetch(form.action + "?fragment=1", { method: "POST", body: new URLSearchParams(new FormData(form)),
                                         credentials: "same-origin" })
      .then(function (response) {
        // A line comes back with 200, 400 (what to change) and 429 (wait); anything else: the plain post.
        if (!response.ok && response.status !== 400 && response.status !== 429) throw new Error(response.status);
        return response.text();
      })
      .then(function (html) {
        const holder = document.createElement("div");
        holder.innerHTML = html;
        const line = holder.firstElementChild;
        if (!line) throw new Error("empty answer");
        form.replaceWith(line);
        line.focus();
      })
      .catch(function () {
        button.disabled = false;
        form.submit();  // the plain post: it says what happened on a page of its own
      });
  });
})();
