// The offline search as a phone runs it, in node: static/js/offline_search.js (the very file the browser loads)
// over MiniSearch and the exports of offline/corpus.py, for the evaluation set (offline/evaluation.py runs it).
//
//   node referee/offline/evaluate_search.js <minisearch index.js> <offline_search.js> <dir>
//
// <dir> holds lexique.json, corpus/<game>.json for every game kept and questions.json (a list of [question, context],
// the context a game's slug or null).
// Prints one JSON line per question, its first three hits as [id, section], then a line of timings.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [minisearch, script, dir] = process.argv.slice(2);
const games = fs.readdirSync(path.join(dir, "corpus")).map(function (f) { return f.replace(/\.json$/, ""); }).sort();

// What the page gives the script: MiniSearch, the worker's state (the games kept) and fetch over the kept copy.
globalThis.window = globalThis;
globalThis.MiniSearch = require(path.resolve(minisearch));
globalThis.Arbitre = { offline: { state: function () { return Promise.resolve({ kept: games }); } } };
globalThis.fetch = function (url) {
  const file = path.join(dir, url.replace(/^\/hors-ligne\//, ""));
  return Promise.resolve({ ok: true, status: 200, json: function () { return Promise.resolve(JSON.parse(fs.readFileSync(file, "utf8"))); } });
};
vm.runInThisContext(fs.readFileSync(script, "utf8"), { filename: script });

const questions = JSON.parse(fs.readFileSync(path.join(dir, "questions.json"), "utf8"));
const corpusUrl = "/hors-ligne/corpus/{game}.json";

async function main() {
  let started = process.hrtime.bigint();
  await window.Arbitre.offlineSearch.find("", corpusUrl);  // loads the lexicon and corpora, builds the index
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  const times = [];
  for (const [question, context] of questions) {
    started = process.hrtime.bigint();
    const found = await window.Arbitre.offlineSearch.find(question, corpusUrl, context);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    process.stdout.write(JSON.stringify({ hits: found.hits.slice(0, 3).map(function (h) { return [h.id, h.section || ""]; }) }) + "\n");
  }
  times.sort(function (a, b) { return a - b; });
  process.stdout.write(JSON.stringify({ load_ms: loadMs, median_ms: times[Math.floor(times.length / 2)] || 0,
    slowest_ms: times[times.length - 1] || 0 }) + "\n");
}

main().catch(function (error) { console.error(error); process.exit(1); });
