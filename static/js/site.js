// Progressive enhancement only: every page works without this file.
// What the other scripts share: one way to say that an answer shown is no longer current, one way to bring a
// calculator's answer into view.
window.Arbitre = {
  // The page's words for the scripts, in its language: the template puts each in a data- attribute of the
  // element the script works on (data-stale="…"), « {name} » standing for a value.
  say: function (el, key, values) {
    let text = (el && el.getAttribute("data-" + key)) || "";
    Object.keys(values || {}).forEach(function (k) { text = text.split("{" + k + "}").join(String(values[k])); });
    return text;
  },
  // A request replaced by a newer one is no failure; any other leaves a notice (the target's data-stale)
  // above the stale answer.
  stale: function (target) {
    const say = this.say;
    return function (error) {
      if (error && error.name === "AbortError") return;
      const old = target.querySelector(".stale");
      if (old) old.remove();
      const notice = document.createElement("p");
      notice.className = "notice stale";
      notice.setAttribute("role", "status");
      notice.textContent = say(target, "stale");
      target.prepend(notice);
    };
  },
  // Text to the clipboard; where the Clipboard API is missing (an address that is not https), the old way.
  copy: function (text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    const area = document.createElement("textarea");
    area.value = text; area.setAttribute("readonly", ""); area.style.position = "fixed"; area.style.opacity = "0";
    document.body.appendChild(area); area.select();
    let done = false;
    try { done = document.execCommand("copy"); } finally { area.remove(); }
    return done ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  },
  // A field the player is typing in keeps the focus (and the phone its keyboard).
  typing: function () {
    const el = document.activeElement;
    return !!el && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && !/^(radio|checkbox|button|submit|reset)$/.test(el.type)));
  },
  // A calculator's answer (#calc-outcome) where the eye is, once it changed: its headline — or the error box —
  // scrolled into view below the sticky header and above the phone's bottom bar. With « least », the least
  // scroll that shows the headline and the summary, so that the field being typed in or the board being
  // tapped may stay in view; otherwise the headline on top. « field »: the control the player just changed; on a
  // long form (data-long-form, Helix's: eight cards, each ability a box), filled a field at a time, the page
  // does not move away from it: both on the screen when they fit, otherwise a bar above the bottom one shows
  // the answer's first line and brings the answer on a tap. The
  // headline takes the focus (a screen reader reads the answer) unless the player is typing, or « keepFocus »
  // (picking squares with the keyboard).
  showAnswer: function (options) {
    const least = !!(options && options.least), keepFocus = !!(options && options.keepFocus) || this.typing();
    const field = options && options.field;
    const target = document.getElementById("calc-outcome");
    const heading = document.getElementById("resultat");
    const first = heading || (target && target.firstElementChild);
    if (!first) return;
    const box = first.getBoundingClientRect();
    const header = document.querySelector(".site-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const bar = document.querySelector(".games-nav");
    const bottom = bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect().top : window.innerHeight;
    const summary = document.getElementById("summary");
    // Headline and summary in view, or the top of the error box (with the least scroll, its first lines).
    const end = summary ? summary.getBoundingClientRect().bottom
      : least ? Math.min(box.bottom + 8, box.top + 160) : Math.min(box.bottom + 80, box.top + (bottom - top) / 2);
    if (field && field.isConnected && field.closest("form[data-long-form]")) {
      // A box hidden in its label (a chip) is where its label is.
      const own = (field.closest("label") || field).getBoundingClientRect();
      if (Math.max(own.bottom, end) - Math.min(own.top, box.top) + 16 > bottom - top) return this.pointToAnswer();
      if (box.top < top) window.scrollBy(0, box.top - top - 8);  // both fit: the least scroll
      else if (end > bottom) window.scrollBy(0, end - bottom + 8);
      this.pointToAnswer(false);
      if (heading && !keepFocus) heading.focus({ preventScroll: true });
      return;
    }
    if (box.top < top) first.scrollIntoView({ block: "start" });
    else if (end > bottom) {
      if (least && end - box.top < bottom - top) window.scrollBy(0, end - bottom + 8);
      else first.scrollIntoView({ block: "start" });
    }
    this.pointToAnswer(false);
    if (heading && !keepFocus) heading.focus({ preventScroll: true });
  },
  // The bar that points to an answer out of view: its first line (« Résultat : … », « À corriger : … »), a link
  // to it; hidden again once any of the answer is on the screen.
  pointToAnswer: function (show) {
    const target = document.getElementById("calc-outcome");
    let pill = document.getElementById("answer-pill");
    if (show === false || !target) { if (pill) pill.hidden = true; return; }
    const self = this;
    if (!pill) {
      pill = document.createElement("a");
      pill.id = "answer-pill";
      pill.className = "answer-pill";
      pill.href = "#calc-outcome";
      pill.addEventListener("click", function (event) {
        event.preventDefault();
        self.showAnswer();
      });
      document.body.appendChild(pill);
      if (window.IntersectionObserver) {
        new IntersectionObserver(function (entries) {
          if (entries.some(function (e) { return e.isIntersecting; })) pill.hidden = true;
        }, { rootMargin: "-80px 0px -80px 0px" }).observe(target);
      }
    }
    const heading = target.querySelector("#resultat, .error-box strong");
    const line = target.querySelector("#summary, .error-box li");
    pill.textContent = "";
    // Its lines clamped inside the bar's padding, never the bar's edge: whole lines, the last one ending in « … ».
    const text = document.createElement("span");
    text.className = "answer-pill-text";
    const strong = document.createElement("strong");
    strong.textContent = (heading ? heading.textContent.trim().replace(/\s*:$/, "") : "") + " ↓";
    text.append(strong, " ", line ? (line.innerText || line.textContent).replace(/\s+/g, " ").trim() : "");
    pill.append(text);
    pill.hidden = false;
  }
};

// A submitted calculator opens on its answer (its form's action ends in #calc-outcome, so the browser shows it
// without JavaScript): the headline takes the focus too. After the load: the browser's own move to the
// fragment would otherwise take the focus back.
(function () {
  if (location.hash !== "#calc-outcome") return;
  function focusAnswer() {
    const heading = document.getElementById("resultat");
    const el = document.activeElement;
    if (heading && (!el || el === document.body)) heading.focus({ preventScroll: true });
  }
  if (document.readyState === "complete") setTimeout(focusAnswer, 0);
  else window.addEventListener("load", function () { setTimeout(focusAnswer, 0); });
})();

// The game the player is at, remembered on this phone: on the pages of no game (home, search, calculators,
// « Hors ligne ») the bar keeps it marked and « Calculateurs » opens on its own calculators.
(function () {
  const nav = document.querySelector(".games-nav[data-game]");
  if (!nav) return;
  const current = nav.getAttribute("data-game");
  let remembered = null;
  try {
    if (current) localStorage.setItem("arbitre-game", current);
    else remembered = localStorage.getItem("arbitre-game");
  } catch (refused) {  // storage off (a private window that refuses it): the bar is as the server drew it
    return;
  }
  // The search box asks in the game at the table: on a page of no game, the last one opened, unless the
  // search was asked in none (« context= » in the address: the player cleared it).
  const context = document.getElementById("search-context");
  if (context && remembered && !context.hasAttribute("data-set") && !new URLSearchParams(location.search).has("context")) {
    context.value = remembered;
  }
  const link = remembered && nav.querySelector('a[data-game="' + CSS.escape(remembered) + '"]');
  if (!link) return;
  link.classList.add("remembered");
  const said = document.createElement("span");
  said.className = "visually-hidden";
  said.textContent = " " + nav.getAttribute("data-remembered");
  link.append(said);
  const calculators = nav.querySelector("a[data-calculators]");
  if (calculators && !calculators.hasAttribute("aria-current")) calculators.href = "/calculateurs/#" + remembered;
})();
