// The API's reference (/api/v1/docs/): each operation's « Essayer » form sends its request from the page and
// shows the answer — its status, the headers that matter, the JSON — beside the same request as a curl line.
// Without JavaScript the forms are hidden (api_nojs.css, in a <noscript>), and each operation's curl example is the
// way to try it. They are not hidden until this file runs: unhiding them would lay the long page out again.
(function () {
  "use strict";
  // The parts every form shares, and the script's words in its data- attributes, in the page's language.
  var parts = document.getElementById("api-try-parts");
  if (!parts || !parts.content || !window.fetch || !window.URLSearchParams) return;
  function say(key, values) { return window.Arbitre.say(parts, key, values); }
  var HEADERS = ["Content-Type", "Retry-After", "ETag"];
  // The API answers French unless asked otherwise: the page's language is asked explicitly (not the browser's),
  // so that the curl line, which names it only when it is not French, gets the same answer.
  var language = document.documentElement.lang || "fr";

  function quote(text) { return "'" + text.replace(/'/g, "'\\''") + "'"; }

  // What the form sends: its address (path and query parameters filled in), headers and body.
  function request(form) {
    var path = form.getAttribute("data-path");
    var query = new URLSearchParams();
    form.querySelectorAll("[data-in]").forEach(function (field) {
      if (field.getAttribute("data-in") === "path") {
        if (field.value !== "") path = path.replace("{" + field.name + "}", encodeURIComponent(field.value));
      } else if (field.value !== "") {
        query.append(field.name, field.value);
      }
    });
    var token = form.querySelector("[data-token]");
    var body = form.querySelector("[data-body]");
    var search = query.toString();
    return { method: form.getAttribute("data-method"), url: location.origin + path + (search ? "?" + search : ""),
             token: token ? token.value.trim() : "", body: body ? body.value : null };
  }

  // The same request for a terminal, written as the page's curl examples are (referee/apidocs.py); the token
  // itself is never shown, only where it goes.
  function curl(r) {
    var lines = [r.method === "GET" ? "curl " + quote(r.url) : "curl -X " + r.method + " " + quote(r.url)];
    if (language !== "fr") lines.push("-H " + quote("Accept-Language: " + language));
    if (r.token) lines.push("-H " + quote("Authorization: Token " + say("token")));
    if (r.body !== null) lines.push("-H 'Content-Type: application/json'", "-d " + quote(r.body));
    return lines.join(" \\\n  ");
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  }

  // The answer: the status (said by the live region, with the error's detail), each problem under its field's
  // path, the headers that matter, then the body, its JSON indented.
  function show(form, response, text) {
    var data = null;
    try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
    var status = say("status", { status: response.status, text: response.statusText }).trim();
    if (response.status >= 400 && data && typeof data.detail === "string") status += " — " + data.detail;
    form.querySelector(".api-try-status").textContent = status;
    var out = form.querySelector(".api-try-response");
    out.textContent = "";
    if (response.status >= 400 && data && data.errors && typeof data.errors === "object") {
      var problems = element("ul", "api-try-problems");
      Object.keys(data.errors).forEach(function (path) {
        [].concat(data.errors[path]).forEach(function (problem) {
          var li = element("li");
          li.append(element("code", "", path), " " + (problem && problem.message !== undefined ? problem.message : problem));
          problems.append(li);
        });
      });
      if (problems.children.length) out.append(problems);
    }
    var headers = element("dl", "api-try-headers");
    HEADERS.forEach(function (name) {
      var value = response.headers.get(name);
      if (value !== null) headers.append(element("dt", "", name), element("dd", "", value));
    });
    if (headers.children.length) out.append(headers);
    var pre = element("pre", "api-curl api-try-body");
    pre.tabIndex = 0;
    pre.append(element("code", "", data !== null ? JSON.stringify(data, null, 2) : text || say("empty")));
    out.append(pre);
    out.hidden = false;
  }

  // An operation's form, put in the page when it is first opened, with the parts every form shares. Not before:
  // the 33 forms in the page from the start were 340 more elements, and Chromium laid the page out again for each
  // form once it was loaded (Lighthouse: 33 layouts, the main thread blocked 100 to 200 ms more on a phone).
  function complete(details) {
    var template = details.querySelector("template");
    details.append(template.content.cloneNode(true));
    template.remove();
    var form = details.querySelector("form");
    form.append(parts.content.cloneNode(true));
    var label = form.querySelector("[data-curl-label]");
    label.id = form.getAttribute("id") + "-curl";
    form.querySelector(".api-curl").setAttribute("aria-labelledby", label.id);
    var line = form.querySelector("[data-curl]");
    var copied = form.querySelector(".copied");
    var status = form.querySelector(".api-try-status");
    var pending = null;
    function refresh() { line.textContent = curl(request(form)); copied.textContent = ""; }

    form.addEventListener("input", refresh);
    form.addEventListener("change", refresh);
    form.querySelector("[data-copy-curl]").addEventListener("click", function () {
      window.Arbitre.copy(line.textContent).then(function () { copied.textContent = say("copied"); },
                                                 function () { copied.textContent = say("copy-failed"); });
    });
    // The browser has checked the bounds the controls carry (the schema's) before this runs.
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var r = request(form);
      var headers = { "Accept-Language": language };
      if (r.token) headers.Authorization = "Token " + r.token;
      if (r.body !== null) headers["Content-Type"] = "application/json";
      if (pending) pending.abort();  // a newer request replaces the one still on its way
      pending = new AbortController();
      var signal = pending.signal;
      status.textContent = say("sending");
      form.querySelector(".api-try-response").hidden = true;
      // No cookie: the request is the curl line's, anonymous unless a token was typed (the site's session
      // would also need its CSRF token to write).
      fetch(r.url, { method: r.method, headers: headers, body: r.body, credentials: "omit", cache: "no-store",
                     signal: signal })
        .then(function (response) {
          return response.text().then(function (text) { show(form, response, text); });
        })
        .catch(function (error) {
          if (error && error.name === "AbortError") return;
          status.textContent = say("failed", { error: error && error.message ? error.message : String(error) });
        })
        .then(function () { if (!signal.aborted) status.scrollIntoView({ block: "nearest" }); });
    });
    refresh();
  }

  // One listener for the 33 forms (« toggle » does not bubble: caught on its way down), nothing done before a tap.
  document.addEventListener("toggle", function (event) {
    var details = event.target;
    if (!details.classList || !details.classList.contains("api-try") || !details.open) return;
    if (details.querySelector("template")) complete(details);
  }, true);
})();
