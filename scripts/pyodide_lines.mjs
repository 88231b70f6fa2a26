// The offline calculators' Python, run by Node as the browser's worker runs it (static/js/offline_calculator_worker.js):
// Pyodide from node_modules, the engine's archive built by `make setup` (referee/calculators/bundle.py).
//
//   node scripts/pyodide_lines.mjs [build/offline-calculators]
//
// Reads one JSON request a line on stdin — {"id", "call": "page" | "api", "args": [three strings]} — and writes one
// JSON line a request: {"id", "answer"} (the JSON text referee.calculators.in_browser gives) or {"id", "error"}.
// The first line written is {"ready": true, "startup_ms"}. tests/offline/test_same_engine.py drives it.
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.resolve(process.argv[2] || path.join(root, "build", "offline-calculators"));
const started = performance.now();
const { loadPyodide } = await import(path.join(root, "node_modules", "pyodide", "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: dir + path.sep });
pyodide.unpackArchive(new Uint8Array(await readFile(path.join(dir, "engine.zip"))), "zip", { extractDir: "/home/pyodide/arbitre" });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/arbitre')");
const entry = pyodide.pyimport("referee.calculators.in_browser");
process.stdout.write(JSON.stringify({ ready: true, startup_ms: Math.round(performance.now() - started) }) + "\n");

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  let request = {};
  try {
    request = JSON.parse(line);
    const answer = entry[request.call](...request.args);
    process.stdout.write(JSON.stringify({ id: request.id, answer: answer }) + "\n");
  } catch (error) {
    process.stdout.write(JSON.stringify({ id: request.id, error: String(error && error.message || error) }) + "\n");
  }
}
