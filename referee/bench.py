"""`make bench`: the speed targets, measured (never asserted in the test suite).

1. Building the whole index (target: under 3 s).
2. Search quality on players' questions (tests/search/questions.tsv), tuning and test halves
   apart, by style: recall@1 and recall@3 (targets on natural questions: 0.85 and 0.95; on
   slang: recall@3 0.75).
3. The CPU one query costs, computed afresh in this process: the slowest of the evaluation set
   and the worst inputs a search box accepts (target: under 50 ms each).
4. The search API under gunicorn on this machine, 8 concurrent clients (wrk, keep-alive),
   the evaluation questions in turn: p95 latency (target: under 30 ms) and throughput, as a
   ratio to a no-op JSON endpoint of the same server in the same run. `SEARCH_CACHE_SIZE=0`
   computes every query afresh.

Run from the repository root with the virtualenv's Python: ``python -m referee.bench``.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENTS = 8
DURATION_S = int(os.environ.get("BENCH_SECONDS", "15"))
WORKERS = int(os.environ.get("BENCH_WORKERS", str(os.cpu_count() or 2)))
THREADS = int(os.environ.get("BENCH_THREADS", "1"))

LUA = """
paths = {%s}
counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter %% #paths) + 1])
end
done = function(summary, latency, requests)
  io.write(string.format("BENCH {\\"requests\\": %%d, \\"seconds\\": %%f, \\"errors\\": %%d, \\"p50_ms\\": %%f, \\"p95_ms\\": %%f, \\"p99_ms\\": %%f}\\n",
    summary.requests, summary.duration / 1e6,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
"""


def _django():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "referee.settings")
    import django

    django.setup()


def bench_build() -> dict:
    _django()
    from search.building import build_index

    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(3):
            count, seconds = build_index(Path(tmp) / f"ix{i}")
            runs.append(seconds)
    return {"documents": count, "best_s": min(runs), "worst_s": max(runs)}


def bench_quality() -> str:
    _django()
    from search.evaluation import evaluate, load_cases, report
    from search.index import get_index

    return report(evaluate(get_index(), load_cases()))


WORST_INPUTS = {
    "50 misspelled words": " ".join(f"zorglu{chr(97 + i // 26)}{chr(97 + i % 26)}q" for i in range(50)),
    "« ㎈ » pairs up to the cap": "㎈ " * 166,
    "« ﬄ » pairs up to the cap": "ﬄ " * 166,
    "a long question": ("est-ce que ma creature inclinee qui a subi des degats peut encore bloquer un volant "
                        "quand mon adversaire attaque avec plusieurs creatures et que je n'ai plus de cartes en main ?"),
    "12 quoted phrases": " ".join(f'"carte {w}"' for w in "abcdefghijkl"),
}


def bench_cpu() -> dict:
    """CPU milliseconds of one query, cache off: the worst of the evaluation set and of hostile inputs."""
    _django()
    from search import postings, service
    from search.evaluation import load_cases
    from search.index import forget, get_index, warm
    from search.query import QueryError, parse_query

    service.CACHE_SIZE = 0
    forget()  # a fresh worker: the index opened anew and warmed as referee/wsgi.py does, no term read yet
    postings._facts_of.cache_clear()
    warm()
    ix = get_index()

    def cost(text: str) -> float:
        started = time.process_time()
        try:
            service.search(ix, parse_query(text))
        except QueryError:
            pass
        return (time.process_time() - started) * 1000

    first = sorted(cost(case.question) for case in load_cases())  # a fresh process: each term read once
    # Then as a serving process runs: each term's postings already read (search/postings.py).
    timings = sorted((cost(case.question), case.question) for case in load_cases())
    return {"median_ms": timings[len(timings) // 2][0], "slowest": timings[-1], "first_pass_max_ms": first[-1],
            "worst": {name: cost(text) for name, text in WORST_INPUTS.items()}}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _queries() -> list[str]:
    _django()
    from search.evaluation import load_cases

    queries = [case.question for case in load_cases()]
    random.Random(7).shuffle(queries)
    return queries


def _wrk(base: str, paths: list[str]) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA % ", ".join(json.dumps(p) for p in paths))
    try:
        out = subprocess.run(["wrk", f"-t{min(CLIENTS, 2)}", f"-c{CLIENTS}", f"-d{DURATION_S}s", "--latency",
                              "-s", script.name, base], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(script.name)
    line = next(l for l in out.splitlines() if l.startswith("BENCH "))
    result = json.loads(line[len("BENCH "):])
    result["rps"] = result["requests"] / result["seconds"]
    return result


def _rss_mb(pid: int) -> float:
    total = 0
    for child in [pid] + [int(p) for p in subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()]:
        try:
            for line in Path(f"/proc/{child}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except FileNotFoundError:
            pass
    return total / 1024


def bench_server() -> dict:
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed (make bench installs it with apt as root)"}
    port = _free_port()
    env = dict(os.environ, DJANGO_DEBUG="0", DJANGO_SECRET_KEY="bench-" + "x" * 60, DJANGO_ALLOWED_HOSTS="127.0.0.1",
               DJANGO_SECURE_SSL_REDIRECT="0")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "referee.wsgi", "--bind", f"127.0.0.1:{port}", "--workers", str(WORKERS),
         "--threads", str(THREADS), "--worker-class", "gthread", "--log-level", "warning"],
        cwd=ROOT, env=env, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/api/v1/ping/", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        search_paths = ["/api/v1/search/?q=" + urllib.parse.quote(q) for q in _queries()]
        for path in search_paths * 2:  # warm up: every worker opens the index once
            urllib.request.urlopen(base + path, timeout=5).read()
        ping = _wrk(base, ["/api/v1/ping/"])
        searching = _wrk(base, search_paths)
        return {"workers": WORKERS, "threads": THREADS, "clients": CLIENTS, "seconds": DURATION_S,
                "ping": ping, "search": searching, "throughput_ratio": searching["rps"] / ping["rps"],
                "server_rss_mb": round(_rss_mb(server.pid), 1)}
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=10)


def main() -> None:
    build = bench_build()
    print(f"Index build: {build['documents']} documents, best {build['best_s']:.2f} s, worst {build['worst_s']:.2f} s "
          f"(target < 3 s)")
    print("Search quality (targets on natural questions: recall@1 >= 0.85, recall@3 >= 0.95; slang: recall@3 >= 0.75):")
    print(bench_quality())
    cpu = bench_cpu()
    print(f"CPU per query, computed afresh (target < 50 ms): median {cpu['median_ms']:.1f} ms, "
          f"slowest question {cpu['slowest'][0]:.1f} ms ({cpu['slowest'][1]!r}); "
          f"in a fresh process (postings read on first use): slowest {cpu['first_pass_max_ms']:.1f} ms")
    for name, ms in cpu["worst"].items():
        print(f"  {name}: {ms:.1f} ms")
    server = bench_server()
    if "skipped" in server:
        print(f"Server benchmark skipped: {server['skipped']}")
        return
    s, p = server["search"], server["ping"]
    print(f"Search API, gunicorn {server['workers']} workers x {server['threads']} threads, {server['clients']} clients, "
          f"{server['seconds']} s each:")
    print(f"  search: {s['rps']:.0f} req/s, p50 {s['p50_ms']:.1f} ms, p95 {s['p95_ms']:.1f} ms, p99 {s['p99_ms']:.1f} ms, "
          f"errors {s['errors']} (target p95 < 30 ms)")
    print(f"  no-op : {p['rps']:.0f} req/s, p50 {p['p50_ms']:.1f} ms, p95 {p['p95_ms']:.1f} ms")
    print(f"  throughput ratio search / no-op: {server['throughput_ratio']:.2f}; server RSS {server['server_rss_mb']} MB")


if __name__ == "__main__":
    main()
