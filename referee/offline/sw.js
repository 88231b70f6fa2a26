// The service worker of Arbitre: the site at the table without the network (offline/views.py serves it
// at /sw.js, self.ARBITRE above it: this version, the pages and files to keep, the games that can be).
//
// Caches, all named after this version (a new version fills its own, then deletes the former ones):
//   arbitre-<version>-static      static files, the lexicon and the chosen games' corpus JSON (no language);
//   arbitre-<version>-html-<lang> the pages, as an anonymous reader in <lang> gets them: the shell (home,
//                                 search, calculators, « Hors ligne », the fallbacks) and the chosen games';
//   arbitre-settings              the reader's choice (games, language), kept across versions.
// Offline by default: every game whose page the reader opens is kept, in the background, without a question
// (« visit »); a game the reader removed is not kept again until they ask (« keep », « keepAll », the
// « Hors ligne » page's « choose »). The first time a game is kept, the page that opened it says so, once.
// Pages come from the network first: a reader with the network always reads the server's answer. Without
// it, a kept page is shown marked « data-offline » (static/js/offline.js shows the badge); a page not kept
// is the « pas de réseau » page; a calculator's live answer is the « le calcul demande le réseau » notice.
"use strict";

const C = self.ARBITRE;
const PREFIX = "arbitre-";
const SETTINGS = PREFIX + "settings";
const STATIC = PREFIX + C.version + "-static";
const MARKER = "/hors-ligne/contenu";  // in a html cache: the games it holds and when it was filled
const CONCURRENT = 4;

function htmlCache(lang) { return PREFIX + C.version + "-html-" + lang; }
function corpusUrl(game) { return C.corpus.replace("{game}", game); }

// --- The reader's choice --------------------------------------------------------------------------------

function ofGames(list) { return (list || []).filter(function (g) { return C.games.includes(g); }); }

// ``declined``: removed by the reader, not kept again by a visit; ``announced``: the reader was told it is kept.
async function readChoice() {
  const response = await (await caches.open(SETTINGS)).match(C.state);
  const choice = response ? await response.json() : {};
  return { games: ofGames(choice.games), lang: choice.lang || null, declined: ofGames(choice.declined),
           announced: ofGames(choice.announced) };
}

async function writeChoice(choice) {
  const body = JSON.stringify({ games: choice.games, lang: choice.lang, declined: choice.declined || [],
                                announced: choice.announced || [] });
  await (await caches.open(SETTINGS)).put(C.state, new Response(body, { headers: { "Content-Type": "application/json" } }));
}

// Every change to the choice reads and writes it in turn: a page's « visit » and a language switch arriving
// together would otherwise each write back what the other read before it, and one change would be lost.
let choosing = Promise.resolve();
function updateChoice(update) {
  const next = choosing.catch(function () {}).then(async function () {
    const choice = await readChoice();
    const result = await update(choice);
    await writeChoice(choice);
    return result;
  });
  choosing = next;
  return next;
}

async function readMarker(lang) {
  const response = await (await caches.open(htmlCache(lang))).match(MARKER);
  return response ? response.json() : null;
}

async function writeMarker(lang, marker) {
  await (await caches.open(htmlCache(lang))).put(MARKER, new Response(JSON.stringify(marker), {
    headers: { "Content-Type": "application/json" } }));
}

// --- Filling ---------------------------------------------------------------------------------------------

// Pages are kept as an anonymous reader of that language gets them: no judge's page, no cookie, the
// language the reader reads (the language cookie is not sent: Accept-Language says it instead).
function pageRequest(url, lang) {
  return new Request(url, { credentials: "omit", cache: "no-cache", headers: { "Accept-Language": lang } });
}

// A redirected answer cannot stand for a navigation: keep its body and headers only.
async function keepable(response, url) {
  if (!response.ok) throw new Error(url + " : " + response.status);
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, headers: response.headers });
}

async function keepAll(cacheName, urls, request, onEach) {
  const cache = await caches.open(cacheName);
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch(request(url));
      await cache.put(url, await keepable(response, url));
      if (onEach) onEach();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
}

// The language an anonymous visit gets here, when the reader's is not known yet: the server's choice for
// this browser (its language cookie, else its Accept-Language), as the page that registered us got it.
async function probeLanguage() {
  const response = await fetch("/hors-ligne/pas-de-reseau/", { cache: "no-cache" });
  return (response.headers.get("Content-Language") || "fr").split(",")[0].trim();
}

let filling = Promise.resolve();

// Everything the reader's choice asks for, in this version's caches: the shell, then each chosen game
// whole (its corpus JSON, every page it lists). A game is marked kept only once all of it is there.
// The choice is read when the fill starts, not when it was asked: the last fill queued keeps what the
// reader chose last, in the language they read last, and drops the pages kept in another language.
function fill(report) {
  filling = filling.catch(function () {}).then(async function () {
    const choice = await readChoice();
    const lang = choice.lang || "fr";
    const games = choice.games;
    const marker = (await readMarker(lang)) || { games: [], saved: null };
    const missing = games.filter(function (g) { return !marker.games.includes(g); });
    const dropped = marker.games.filter(function (g) { return !games.includes(g); });
    if (!marker.saved) {
      await keepAll(STATIC, C.static, function (url) { return new Request(url, { cache: "no-cache" }); });
      await keepAll(htmlCache(lang), C.pages, function (url) { return pageRequest(url, lang); });
      marker.saved = new Date().toISOString();
      await writeMarker(lang, marker);
    }
    for (const game of dropped) await forget(lang, game);
    marker.games = marker.games.filter(function (g) { return games.includes(g); });
    for (const game of missing) {
      const response = await keepable(await fetch(corpusUrl(game), { cache: "no-cache" }), corpusUrl(game));
      const corpus = await response.clone().json();
      // The corpus moved since this version was served: the next visit brings the version that matches it.
      if (corpus.generation.value !== C.generation) throw new Error("corpus generation " + corpus.generation.value);
      await (await caches.open(STATIC)).put(corpusUrl(game), response);
      let done = 0;
      await keepAll(htmlCache(lang), corpus.pages, function (url) { return pageRequest(url, lang); }, function () {
        done += 1;
        if (report) report({ type: "progress", game: game, done: done, total: corpus.pages.length });
      });
      marker.games.push(game);
      await writeMarker(lang, marker);
    }
    await writeMarker(lang, marker);
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX + C.version + "-html-") && name !== htmlCache(lang)) await caches.delete(name);
    }
  });
  return filling;
}

async function forget(lang, game) {
  const html = await caches.open(htmlCache(lang));
  const prefix = "/" + game + "/";
  for (const request of await html.keys()) {
    if (new URL(request.url).pathname.startsWith(prefix)) await html.delete(request);
  }
  await (await caches.open(STATIC)).delete(corpusUrl(game));
}

async function state() {
  const choice = await readChoice();
  const marker = choice.lang ? await readMarker(choice.lang) : null;
  return { type: "state", version: C.version, generation: C.generation, date: C.date || (marker && marker.saved),
           saved: marker && marker.saved, lang: choice.lang, chosen: choice.games, declined: choice.declined,
           kept: marker ? marker.games.filter(function (g) { return choice.games.includes(g); }) : [],
           books: C.books, calculatorsBytes: C.calculators ? C.calculators.bytes : 0 };
}

async function broadcast(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

// --- Life cycle -------------------------------------------------------------------------------------------

self.addEventListener("install", function (event) {
  event.waitUntil((async function () {
    const lang = await probeLanguage();
    await updateChoice(function (choice) { choice.lang = choice.lang || lang; });
    await fill();
    await self.skipWaiting();  // pages come from the network first: nothing open depends on the former caches
  })());
});

self.addEventListener("activate", function (event) {
  event.waitUntil((async function () {
    const choice = await readChoice();
    const keep = [SETTINGS, STATIC, htmlCache(choice.lang)];
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && !keep.includes(name)) await caches.delete(name);
    }
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
    await broadcast(await state());
  })());
});

// The reader's choice changed: ``update`` changes it and says what the asking page is told (null: nothing
// changed). Written, then filled in the background (without the network the fill fails, and resumes at the
// next visit with it); every open page hears the new state.
async function change(event, update) {
  const probed = (await readChoice()).lang || await probeLanguage().catch(function () { return "fr"; });
  const told = await updateChoice(function (choice) {
    choice.lang = choice.lang || probed;
    return update(choice);
  });
  if (told && event.source) event.source.postMessage(Object.assign(await state(), told));
  try {
    await fill(broadcast);
  } catch (error) {
    await broadcast({ type: "failed", message: String(error && error.message || error) });
  }
  await broadcast(await state());
  await keepCalculators((await readChoice()).games);  // the offline calculators' runtime, once a game is kept (its section below)
}

function without(list, game) { return list.filter(function (g) { return g !== game; }); }

const CHANGES = {
  // Pages of these games were opened (the phone lists them: a page opened before this worker ran is not lost):
  // each kept, unless the reader removed it. The page's own game, kept, is said once, on one of its pages.
  visit: function (choice, game, games) {
    const added = ofGames(games).concat(game ? [game] : []).filter(function (g, i, all) {
      return all.indexOf(g) === i && !choice.games.includes(g) && !choice.declined.includes(g);
    });
    choice.games = choice.games.concat(added);
    const announce = game && choice.games.includes(game) && !choice.announced.includes(game) ? game : null;
    // The first game said: the offline calculators' size too (one download for every game, below).
    const first = !!announce && choice.announced.length === 0;
    if (announce) choice.announced.push(announce);
    return added.length || announce ? { announce: announce, first: first } : null;
  },
  keep: function (choice, game) {
    choice.declined = without(choice.declined, game);
    if (!choice.games.includes(game)) choice.games.push(game);
    return {};
  },
  remove: function (choice, game) {
    choice.games = without(choice.games, game);
    if (!choice.declined.includes(game)) choice.declined.push(game);
    return {};
  },
  keepAll: function (choice) {
    choice.games = C.games.slice();
    choice.declined = [];
    return {};
  },
  // The « Hors ligne » page's boxes: an unticked game is not kept again by a visit; a ticked one no longer declined.
  choose: function (choice, game, games) {
    const chosen = ofGames(games);
    choice.declined = ofGames(C.games.filter(function (g) {
      return !chosen.includes(g) && (choice.declined.includes(g) || choice.games.includes(g));
    }));
    choice.games = chosen;
    return {};
  },
  resume: function () { return null; },  // the network is back: what was asked offline is kept now
};

self.addEventListener("message", function (event) {
  const data = event.data || {};
  const game = C.games.includes(data.game) ? data.game : null;
  if (data.type === "state") {
    event.waitUntil(state().then(function (s) { event.source.postMessage(s); }));
  } else if (Object.prototype.hasOwnProperty.call(CHANGES, data.type)
             && (game || !["keep", "remove"].includes(data.type))
             && (data.type !== "choose" || Array.isArray(data.games))) {
    event.waitUntil(change(event, function (choice) { return CHANGES[data.type](choice, game, data.games); }));
  }
});

// --- Answering ---------------------------------------------------------------------------------------------

// A kept page shown without the network says so: its <html> carries the date of the version kept.
async function marked(response, status) {
  const marker = await readMarker((await readChoice()).lang);
  const date = C.date || (marker && marker.saved) || "";
  const text = (await response.text()).replace("<html", '<html data-offline="' + date + '"');
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(text, { status: status || response.status, headers: headers });
}

// The reader's language changed (the switch, online): the pages kept in the former one are refilled in it.
function follow(response, event) {
  const lang = (response.headers.get("Content-Language") || "").split(",")[0].trim();
  if (!lang) return;
  event.waitUntil((async function () {
    const changed = await updateChoice(function (choice) {
      if (choice.lang === lang) return false;
      choice.lang = lang;
      return true;
    });
    if (!changed) return;
    await fill();
    await broadcast(await state());
  })().catch(function () {}));
}

async function navigate(event) {
  try {
    const response = (await event.preloadResponse) || await fetch(event.request);
    follow(response, event);
    return response;
  } catch (error) {
    const choice = await readChoice();
    const cache = await caches.open(htmlCache(choice.lang || "fr"));
    // A calculator's inputs and a search's question live in the query string: the page kept is the same one.
    const kept = await cache.match(event.request, { ignoreSearch: true, ignoreVary: true });
    if (kept) return marked(kept);
    const fallback = await cache.match(C.noNetwork, { ignoreVary: true });
    if (fallback) return marked(fallback, 503);
    throw error;
  }
}

async function fromCacheFirst(request) {
  const kept = await caches.match(request, { ignoreVary: true, cacheName: STATIC });
  return kept || fetch(request);
}

async function fromNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { ignoreSearch: true, ignoreVary: true, cacheName: STATIC });
    if (kept) return kept;
    throw error;
  }
}

// A keyword's definition, which static/js/terms.js opens in place: from the network, else from the kept game's
// corpus JSON (its glossary holds each entry's name and text, as the API gives them), so that offline a kept
// game's terms open in place as online, and no second copy of the glossary is downloaded.
async function keywordEntry(request, game, slug) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(corpusUrl(game), { ignoreVary: true, cacheName: STATIC });
    const url = "/" + game + "/glossaire/" + slug + "/";
    const entry = kept && (await kept.json()).glossary.find(function (k) { return k.url === url; });
    if (!entry) throw error;
    const body = { game: game, slug: slug, name: entry.name, aliases: entry.aliases, text: entry.text, url: url };
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  }
}

async function calculation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const choice = await readChoice();
    const notice = await (await caches.open(htmlCache(choice.lang || "fr"))).match(C.needsNetwork, { ignoreVary: true });
    if (notice) return new Response(await notice.text(), { status: 503, headers: notice.headers });
    throw error;
  }
}

self.addEventListener("fetch", function (event) {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname === "/sw.js") return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (isCalculatorsFile(url)) {
    event.respondWith(fromCalculators(request));
  } else if (url.pathname.startsWith(C.staticPrefix)) {
    event.respondWith(fromCacheFirst(request));
  } else if (url.pathname.startsWith("/hors-ligne/") || url.pathname === "/manifest.webmanifest") {
    event.respondWith(fromNetworkFirst(request));
  } else if (url.pathname.startsWith(C.keywordApi)) {
    const keyword = url.pathname.slice(C.keywordApi.length).match(/^([^/]+)\/([^/]+)\/$/);
    if (keyword) event.respondWith(keywordEntry(request, keyword[1], keyword[2]));
  } else if (url.pathname.startsWith("/calculateurs/") && url.searchParams.get("fragment") === "1") {
    event.respondWith(calculation(request));
  }
});

// --- The offline calculators (issue 23; docs/offline.md) --------------------------------------------------------
// C.calculators (referee/calculators/staticfiles.py): Pyodide's files and the engine's archive — the same Python as
// the server —, their version and the bytes to download. Fetched in the background once the reader keeps a game,
// into a cache of their own named after their version (not « arbitre-… »: it outlives the site's versions, as it
// changes only with the engine or Pyodide); a file already kept by a former one is not downloaded again, and the
// former one goes once the new one is whole. static/js/offline_calculator.js starts them only when a calculator
// runs without the network; it asks { type: "calculators" } and hears whether they are kept.
const CALCULATORS = C.calculators || null;
const CALCULATORS_PREFIX = "calculs-hors-ligne-";
const CALCULATORS_WHOLE = "/hors-ligne/calculs-complets";  // in their cache: all of them are there

function calculatorsCache() { return CALCULATORS_PREFIX + CALCULATORS.version; }
function isCalculatorsFile(url) { return !!CALCULATORS && CALCULATORS.files.includes(url.pathname); }

async function calculatorsKept() {
  return !!CALCULATORS && !!(await (await caches.open(calculatorsCache())).match(CALCULATORS_WHOLE));
}

let keepingCalculators = null;
function keepCalculators(games) {
  if (!CALCULATORS || !games || !games.length) return Promise.resolve();
  keepingCalculators = keepingCalculators || (async function () {
    if (await calculatorsKept()) return;
    const cache = await caches.open(calculatorsCache());
    for (const url of CALCULATORS.files) {
      if (await cache.match(url)) continue;
      const response = (await caches.match(url)) || await fetch(url);
      if (!response.ok) throw new Error(url + " : " + response.status);
      await cache.put(url, response);
    }
    await cache.put(CALCULATORS_WHOLE, new Response(JSON.stringify({ bytes: CALCULATORS.bytes })));
    for (const name of await caches.keys()) {
      if (name.startsWith(CALCULATORS_PREFIX) && name !== calculatorsCache()) await caches.delete(name);
    }
    await broadcast({ type: "calculators", kept: true, bytes: CALCULATORS.bytes, now: true });
  })().catch(function () {}).finally(function () { keepingCalculators = null; });  // resumed at the next visit
  return keepingCalculators;
}

async function fromCalculators(request) {
  const kept = await caches.match(request, { cacheName: calculatorsCache(), ignoreSearch: true, ignoreVary: true });
  return kept || fetch(request);
}

self.addEventListener("message", function (event) {
  if (!event.data || event.data.type !== "calculators" || !event.source) return;
  event.waitUntil(calculatorsKept().then(function (kept) {
    event.source.postMessage({ type: "calculators", kept: kept, bytes: CALCULATORS ? CALCULATORS.bytes : 0,
                               runtime: CALCULATORS });
  }));
});
