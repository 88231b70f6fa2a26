// Progressive enhancement only: every page works without this file.
// What the other scripts share: one way to say that an answer shown is no longer current.
window.Arbitre = {
  // A request replaced by a newer one is no failure; any other leaves a notice above the stale answer.
  stale: function (target, what) {
    return function (error) {
      if (error && error.name === "AbortError") return;
      const old = target.querySelector(".stale");
      if (old) old.remove();
      const notice = document.createElement("p");
      notice.className = "notice stale";
      notice.setAttribute("role", "status");
      notice.textContent = "Pas de réponse du serveur : " + what + ". Réessayez, ou validez le formulaire.";
      target.prepend(notice);
    };
  }
};
