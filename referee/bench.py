"""`make bench`: the speed targets, measured (never asserted in the test suite).

1. Building the whole index (target: under 3 s).
2. Search quality on players' questions, every frozen set (tests/search/questions*.tsv), tuning and
   test halves apart, by style, asked from the game's pages (context) and from none: recall@1 and
   recall@3 (targets with the context: recall@1 0.80 on slang and English, 0.90 on plain French;
   recall@3 0.95; without: recall@3 0.80).
   The same questions through the offline search (the phone's JavaScript, run by node), sizes of what it
   downloads.
3. The CPU one query costs, computed afresh in this process: the slowest of the evaluation set
   and the worst inputs a search box accepts (target: under 50 ms each).
4. The search API under gunicorn on this machine, 8 concurrent clients (wrk, keep-alive),
   the evaluation questions in turn: p95 latency (target: under 30 ms) and throughput, as a
   ratio to a no-op JSON endpoint of the same server in the same run. `SEARCH_CACHE_SIZE=0`
   computes every query afresh.
5. Pages served from the cache (every kind of page, warm), the API's keyword list, and the API's search
   computed afresh: throughput as a ratio to the no-op endpoint (target: each >= 0.30).
6. A soak: 32 clients for 60 s (`BENCH_SOAK_SECONDS`): no error, the workers' memory flat.
7. An attack: a player searching once a second, alone, then while four connections from another
   address send the costliest searches a box accepts, under the default rate limits.

Run from the repository root with the virtualenv's Python: ``python -m referee.bench``.
"""
from __future__ import annotations

import http.client
import itertools
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENTS = 8
DURATION_S = int(os.environ.get("BENCH_SECONDS", "15"))
SOAK_SECONDS = int(os.environ.get("BENCH_SOAK_SECONDS", "60"))
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
    """Every frozen set (search/evaluation.py SETS), asked from its game's pages (context) and from none."""
    _django()
    from search.evaluation import SETS, evaluate, load_cases, report
    from search.index import get_index

    blocks = []
    for name, path in SETS.items():
        for context in (True, False):
            blocks.append(f"  set {name}, {'context = the game' if context else 'no context'}:\n"
                          + report(evaluate(get_index(), load_cases(path), context), ("tune", "test")))
    return "\n".join(blocks)


def bench_offline_quality() -> str:
    """The same questions through the phone's search (static/js/offline_search.js run by node, all five games
    kept), scored as the server's; what each game's corpus and the lexicon weigh gzip-compressed."""
    _django()
    from referee.offline.evaluation import NodeMissing, evaluate_offline
    from search.evaluation import SETS, load_cases, report

    blocks, run = [], None
    try:
        for name, path in SETS.items():
            for context in (True, False):
                run = evaluate_offline(load_cases(path), context)
                blocks.append(f"  set {name}, {'context = the game' if context else 'no context'}:\n"
                              + report(run.scores, ("tune", "test")))
    except NodeMissing as missing:
        return f"  skipped: {missing}"
    sizes = ", ".join(f"{name} {size / 1024:.1f} KB" for name, size in run.gzipped.items())  # as the page says
    return ("\n".join(blocks) + f"\n  loading and indexing the five corpora {run.load_ms:.0f} ms, a question: median "
            f"{run.median_ms:.1f} ms, slowest {run.slowest_ms:.1f} ms (node on this machine)\n  gzip: {sizes}")


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
    from django.conf import settings

    from search import postings, service
    from search.evaluation import all_cases, asked_from
    from search.index import forget, get_index
    from search.postings import warm
    from search.query import QueryError, parse_query

    settings.SEARCH_CACHE_SIZE = 0
    forget()  # a fresh worker: the index opened anew and warmed as referee/wsgi.py does, no term read yet
    postings._facts_of.cache_clear()
    warm()
    ix = get_index()

    def cost(text: str, context: str | None = None) -> float:
        started = time.process_time()
        try:
            service.search(ix, parse_query(text, context=context))
        except QueryError:
            pass
        return (time.process_time() - started) * 1000

    cases = all_cases()
    first = sorted(cost(case.question, asked_from(case, True)) for case in cases)  # a fresh process: each term read once
    # Then as a serving process runs: each term's postings already read (search/postings.py).
    timings = sorted((cost(case.question, asked_from(case, True)), case.question) for case in cases)
    return {"median_ms": timings[len(timings) // 2][0], "slowest": timings[-1], "first_pass_max_ms": first[-1],
            "worst": {name: cost(text) for name, text in WORST_INPUTS.items()}}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _queries() -> list[str]:
    """Every set's questions, each with its context (« &context=helix »), in a fixed shuffled order."""
    _django()
    from search.evaluation import all_cases, asked_from

    queries = [urllib.parse.quote(c.question) + (f"&context={c.game}" if asked_from(c, True) else "") for c in all_cases()]
    random.Random(7).shuffle(queries)
    return queries


def _wrk(base: str, paths: list[str], clients: int = CLIENTS, seconds: int = DURATION_S) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA % ", ".join(json.dumps(p) for p in paths))
    try:
        out = subprocess.run(["wrk", f"-t{min(clients, 2)}", f"-c{clients}", f"-d{seconds}s", "--latency",
                              "-s", script.name, base], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(script.name)
    line = next(row for row in out.splitlines() if row.startswith("BENCH "))
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


@contextmanager
def _server(**env_extra):
    """gunicorn serving the site in production mode on a free port, warmed up; its base URL and pid."""
    port = _free_port()
    env = dict(os.environ, DJANGO_DEBUG="0", DJANGO_SECRET_KEY="bench-" + "x" * 60, DJANGO_ALLOWED_HOSTS="127.0.0.1",
               DJANGO_SECURE_SSL_REDIRECT="0", **env_extra)
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
        for path in _search_paths()[:60]:  # every worker has opened the index and read common terms
            urllib.request.urlopen(base + path, timeout=5).read()
        yield base, server.pid
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=10)


def _search_paths() -> list[str]:
    return ["/api/v1/search/?q=" + q for q in _queries()]


UNLIMITED = {"REFEREE_RATE_SEARCH": "100000000/min", "REFEREE_RATE_CALCULATORS": "100000000/min",
             "REFEREE_RATE_PAGES": "100000000/min"}


def bench_server() -> dict:
    """Latency and throughput under 8 clients (rate limits out of the way: one address sends all)."""
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed (make bench installs it with apt as root)"}
    with _server(**UNLIMITED) as (base, pid):
        ping = _wrk(base, ["/api/v1/ping/"])
        searching = _wrk(base, _search_paths())
        return {"workers": WORKERS, "threads": THREADS, "clients": CLIENTS, "seconds": DURATION_S,
                "ping": ping, "search": searching, "throughput_ratio": searching["rps"] / ping["rps"],
                "server_rss_mb": round(_rss_mb(pid), 1)}


PAGES = {
    "home": ["/"],
    "game": ["/noxilia/"],
    "section": ["/noxilia/combat/", "/helix/combat/", "/veiel/ciblage-des-ennemis/"],
    "glossary": ["/helix/glossaire/", "/noxilia/glossaire/"],
    "keyword": ["/helix/glossaire/poison/", "/noxilia/glossaire/armure/"],
    "search page (a question)": ["/recherche/?q=bloquer+un+volant&context=noxilia", "/recherche/?q=armure"],
    "calculators": ["/calculateurs/"],
    "Helix combat page": ["/calculateurs/helix/combat/"],
    "Héliosthenos combat page, a query": [
        "/calculateurs/heliosthenos/combat/?a1=7&a1=2&a1=4&a1=2&a1=3&d1=4&d1=4&d1=4&d1=4&d1=4&terrain=desert"],
    "API keyword list": ["/api/v1/keywords/"],
}


def bench_pages() -> dict:
    """Every kind of page with the cache warm (referee/page_cache.py), the API's keyword list, and the API's search
    computed afresh (``SEARCH_CACHE_SIZE=0``, the evaluation questions in turn), as ratios to the no-op endpoint
    of the same server in the same run (target: each >= 0.30)."""
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed"}
    results = {}
    with _server(SEARCH_CACHE_SIZE="0", **UNLIMITED) as (base, _):
        ping = _wrk(base, ["/api/v1/ping/"])
        for name, paths in PAGES.items():
            for path in paths:  # warm: each worker has rendered each page (round robin, a few times over)
                for _ in range(2 * WORKERS):
                    urllib.request.urlopen(base + path, timeout=10).read()
            results[name] = _wrk(base, paths)
        results["search API, computed afresh"] = _wrk(base, _search_paths())
    return {"ping": ping, "pages": results}


def bench_soak(clients: int = 32, seconds: int = SOAK_SECONDS) -> dict:
    """A long run at many clients: no error, and the workers' memory stays flat."""
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed"}
    with _server(**UNLIMITED) as (base, pid):
        before = _rss_mb(pid)
        result = _wrk(base, _search_paths(), clients=clients, seconds=seconds)
        return {**result, "clients": clients, "seconds": seconds, "rss_before_mb": round(before, 1),
                "rss_after_mb": round(_rss_mb(pid), 1)}


def _costly_query(rng: random.Random) -> str:
    """The costliest a search box accepts: 50 misspelled words never seen before (spelling corrections)."""
    return " ".join("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(9)) for _ in range(50))


def _client(base: str, paths, address: str, until: float, pace: float | None, out: dict) -> None:
    """Requests from one address (X-Forwarded-For, one trusted proxy) until ``until``; statuses and latencies."""
    parsed = urllib.parse.urlparse(base)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=10)
    for path in paths:
        if time.monotonic() > until:
            break
        started = time.monotonic()
        try:
            connection.request("GET", path, headers={"X-Forwarded-For": address})
            response = connection.getresponse()
            response.read()
            status = response.status
        except OSError:
            status, connection = 0, http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=10)
        out.setdefault(status, []).append(time.monotonic() - started)
        if pace:
            time.sleep(max(0.0, pace - (time.monotonic() - started)))


def bench_attack(seconds: int = DURATION_S) -> dict:
    """A player searching once a second, alone, then while four connections from another address send
    the costliest searches they can: the rate limit turns the attacker away, the player is served."""
    normal_paths = itertools.cycle(_search_paths())

    def costly(seed: int):
        rng = random.Random(seed)
        return ("/api/v1/search/?q=" + urllib.parse.quote(_costly_query(rng)) for _ in itertools.count())
    with _server(DJANGO_NUM_PROXIES="1") as (base, _pid):
        alone: dict = {}
        _client(base, normal_paths, "10.0.0.1", time.monotonic() + seconds, 1.0, alone)
        attacked: dict = {}
        attacker: dict = {}
        until = time.monotonic() + seconds
        threads = [threading.Thread(target=_client, args=(base, costly(seed), "10.0.0.66", until, None, attacker))
                   for seed in range(4)]
        for thread in threads:
            thread.start()
        _client(base, normal_paths, "10.0.0.2", until, 1.0, attacked)
        for thread in threads:
            thread.join()

    def summary(statuses: dict) -> dict:
        times = sorted(t for ts in statuses.values() for t in ts)
        return {"requests": len(times), "ok": len(statuses.get(200, [])), "statuses": sorted(statuses),
                "p50_ms": 1000 * times[len(times) // 2] if times else 0,
                "p95_ms": 1000 * times[int(len(times) * 0.95)] if times else 0}

    return {"alone": summary(alone), "attacked": summary(attacked), "attacker": summary(attacker),
            "attacker_refused": len(attacker.get(429, []))}


def bench_calculators(examples: int = 150) -> dict:
    """CPU of the costliest calculator bodies Hypothesis finds within each calculator's declared bounds
    (every list at its bound, drawn from the engine's declarations, and bodies around the documented
    example), read, checked and resolved."""
    _django()
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from referee.calculators.registry import CALCULATORS
    from referee.engine.trace import EngineError
    from tests.strategies import around, body

    worst: dict[str, float] = {}

    def costliest(calculator) -> float:
        costs = [0.0]

        @settings(max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck))
        @given(st.one_of(body(calculator.input, full=True), around(calculator.input, calculator.example)))
        def run(data):
            start = time.process_time()
            try:
                calculator.outcome(calculator.read(data))
            except EngineError:
                pass
            costs.append((time.process_time() - start) * 1000)

        run()
        return max(costs)

    # What a worker pays once, not per request (the rule links' titles read from the sources, ~70 ms; each
    # engine's first import): paid before measuring, or the first calculator measured would carry it.
    for calculator in CALCULATORS:
        calculator.outcome(calculator.read(calculator.example))
    for calculator in CALCULATORS:
        worst[f"{calculator.game}/{calculator.api_slug}"] = costliest(calculator)
    return worst


def main() -> None:
    build = bench_build()
    print(f"Index build: {build['documents']} documents, best {build['best_s']:.2f} s, worst {build['worst_s']:.2f} s "
          f"(target < 3 s)")
    print("Search quality, every frozen set (targets with the context: recall@1 >= 0.80 on slang and English, >= 0.90 "
          "on plain French, recall@3 >= 0.95; with none: recall@3 >= 0.80):")
    print(bench_quality())
    print("Offline search quality, in the phone's JavaScript over the corpus exports (the server's figures above):")
    print(bench_offline_quality())
    cpu = bench_cpu()
    print(f"CPU per query, computed afresh (target < 50 ms): median {cpu['median_ms']:.1f} ms, "
          f"slowest question {cpu['slowest'][0]:.1f} ms ({cpu['slowest'][1]!r}); "
          f"in a fresh process (postings read on first use): slowest {cpu['first_pass_max_ms']:.1f} ms")
    for name, ms in cpu["worst"].items():
        print(f"  {name}: {ms:.1f} ms")
    print("Calculators, CPU of the costliest body found within the declared bounds (target: milliseconds):")
    for name, ms in bench_calculators().items():
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
    pages = bench_pages()
    if "skipped" not in pages:
        ping = pages["ping"]["rps"]
        print(f"Pages from the cache, and the API, as a ratio to the no-op endpoint ({ping:.0f} req/s) "
              f"(target: each >= 0.30):")
        for name, r in pages["pages"].items():
            print(f"  {name}: {r['rps']:.0f} req/s, ratio {r['rps'] / ping:.2f}, p50 {r['p50_ms']:.1f} ms, "
                  f"p95 {r['p95_ms']:.1f} ms, errors {r['errors']}")
    soak = bench_soak()
    print(f"Soak, {soak['clients']} clients for {soak['seconds']} s: {soak['rps']:.0f} req/s, p95 {soak['p95_ms']:.1f} ms, "
          f"errors {soak['errors']}, server RSS {soak['rss_before_mb']} → {soak['rss_after_mb']} MB (target: 0 errors, flat)")
    attack = bench_attack()
    a, b, x = attack["alone"], attack["attacked"], attack["attacker"]
    print("Under attack (4 connections sending 50 unseen misspelled words, default rate limits):")
    print(f"  a player alone: {a['ok']}/{a['requests']} answered, p50 {a['p50_ms']:.1f} ms, p95 {a['p95_ms']:.1f} ms")
    print(f"  the same player under attack: {b['ok']}/{b['requests']} answered, p50 {b['p50_ms']:.1f} ms, "
          f"p95 {b['p95_ms']:.1f} ms (target: at least half the throughput alone)")
    print(f"  the attacker: {x['requests']} requests, {attack['attacker_refused']} refused with 429")


if __name__ == "__main__":
    main()
