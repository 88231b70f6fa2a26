// The offline calculators' worker: Python in the browser (Pyodide), running the same modules as the server
// (referee/calculators/in_browser.py, in the engine's archive make setup builds). Started by
// static/js/offline_calculator.js only when a calculator runs without the network; its files come from the service
// worker's cache (referee/offline/sw.js, « The offline calculators »). One message a calculation:
// { id, runtime: {index, engine}, path, query: [[name, value], …], lang } → { id, answer: JSON text } or { id, error }.
"use strict";

let started = null;

function start(runtime) {
  started = started || (async function () {
    const begun = performance.now();
    importScripts(runtime.index + "pyodide.js");
    const pyodide = await self.loadPyodide({ indexURL: runtime.index });
    const archive = await (await fetch(runtime.engine)).arrayBuffer();
    pyodide.unpackArchive(new Uint8Array(archive), "zip", { extractDir: "/home/pyodide/arbitre" });
    pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/arbitre')");
    const entry = pyodide.pyimport("referee.calculators.in_browser");
    self.postMessage({ started: Math.round(performance.now() - begun) });
    return entry;
  })();
  started.catch(function () { started = null; });  // tried again at the next calculation
  return started;
}

self.addEventListener("message", function (event) {
  const data = event.data || {};
  start(data.runtime).then(function (entry) {
    self.postMessage({ id: data.id, answer: entry.page(data.path, JSON.stringify(data.query), data.lang) });
  }).catch(function (error) {
    self.postMessage({ id: data.id, error: String(error && error.message || error) });
  });
});
