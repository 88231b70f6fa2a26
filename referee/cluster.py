"""`make test-cluster`: the site on two app servers behind nginx, with one PostgreSQL and one Redis, for a day.

scripts/test-postgres.sh starts the throwaway PostgreSQL server and runs this module with DATABASE_URL; this
module starts a throwaway Redis server, two gunicorn servers (2 workers each, each with its own index
directory) and nginx in front of them (the configuration of docs/deploying.md: buffering, body and header
limits, JSON errors for what it refuses itself), then plays a day and checks it:

1. a judge publishes a ruling through server A; a player finds it through server B (the delay is reported);
2. a login limit reached on A holds on B (the failures are counted in the shared database);
3. server A is killed in the middle of a wrk run through nginx, while rulings are written: every write
   answered 2xx is stored exactly once, and ≥ 99 % of requests are answered;
4. two slow clients do not hold the site (nginx buffers them);
5. a request line too long is refused by nginx in the API's error shape;
6. Redis stopped: the site keeps answering, /healthz answers 200 with « cache »: « down ».

Exits 1 when a check fails; the figures are printed (docs/deploying.md quotes them).
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from referee.bench import ROOT

NGINX = """
daemon off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/nginx-error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body; proxy_temp_path {dir}/proxy; fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi; scgi_temp_path {dir}/scgi;
    upstream arbitre {{ server 127.0.0.1:{a} max_fails=1 fail_timeout=5s; server 127.0.0.1:{b} max_fails=1 fail_timeout=5s; }}
    server {{
        listen 127.0.0.1:{port};
        client_max_body_size 64k;
        client_header_timeout 10s;
        client_body_timeout 10s;
        large_client_header_buffers 4 8k;
        # What nginx refuses itself is answered in the API's error shape, not as an HTML page (an internal URI,
        # not a named location: a request line refused as too long has no location of its own). The status stays.
        error_page 400 /erreurs/400.json;
        error_page 413 /erreurs/413.json;
        error_page 414 /erreurs/414.json;
        error_page 502 503 504 /erreurs/503.json;
        location = /erreurs/400.json {{ internal; default_type application/json; return 200 '{{"detail": "Requête mal formée.", "code": "bad_request", "errors": {{}}}}'; }}
        location = /erreurs/413.json {{ internal; default_type application/json; return 200 '{{"detail": "Corps trop volumineux : 64 Ko au plus.", "code": "too_large", "errors": {{}}}}'; }}
        location = /erreurs/414.json {{ internal; default_type application/json; return 200 '{{"detail": "Adresse trop longue : 8 Ko au plus.", "code": "too_long", "errors": {{}}}}'; }}
        location = /erreurs/503.json {{ internal; default_type application/json; return 200 '{{"detail": "Service momentanément indisponible : réessayez.", "code": "unavailable", "errors": {{}}}}'; }}
        location / {{
            proxy_pass http://arbitre;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            # A server that fails answers nothing: a GET goes to the other; a POST is never sent twice.
            proxy_next_upstream error timeout http_502;
            proxy_connect_timeout 1s;
            proxy_read_timeout 15s;
            proxy_buffering on;
            proxy_request_buffering on;
            proxy_intercept_errors off;
        }}
    }}
}}
"""


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except (OSError, urllib.error.HTTPError):
            if time.monotonic() > deadline:
                raise SystemExit(f"{url} did not answer within {seconds} s") from None
            time.sleep(0.2)


def _request(url: str, data: dict | None = None, headers: dict | None = None, method: str | None = None):
    body = json.dumps(data).encode() if data is not None else None
    request = urllib.request.Request(url, body, method=method, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class Cluster:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="arbitre-cluster-"))
        self.processes: dict[str, subprocess.Popen] = {}
        self.ports = {"a": _port(), "b": _port(), "nginx": _port(), "redis": _port()}
        self.env = dict(os.environ, DJANGO_DEBUG="0", DJANGO_SECRET_KEY="cluster-" + "x" * 60,
                        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost", DJANGO_SECURE_SSL_REDIRECT="0",
                        DJANGO_NUM_PROXIES="1", REFEREE_VAR_DIR=str(self.dir / "var"),
                        CACHE_URL=f"redis://127.0.0.1:{self.ports['redis']}/0",
                        REFEREE_RATE_PAGES="1000000/min", REFEREE_RATE_SEARCH="1000000/min",
                        REFEREE_RATE_CALCULATORS="1000000/min", REFEREE_RATE_RULINGS_WRITES="1000000/min",
                        SEARCH_FOLLOW_SECONDS="1")
        self.failures: list[str] = []

    def url(self, server: str, path: str) -> str:
        return f"http://127.0.0.1:{self.ports[server]}{path}"

    def check(self, ok: bool, what: str) -> None:
        print(("  ok   " if ok else "  FAIL ") + what, flush=True)
        if not ok:
            self.failures.append(what)

    def manage(self, *args: str, **env) -> None:
        subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env={**self.env, **env}, check=True,
                       stdout=subprocess.DEVNULL)

    def start(self) -> None:
        self.processes["redis"] = subprocess.Popen(
            ["redis-server", "--port", str(self.ports["redis"]), "--bind", "127.0.0.1", "--save", "", "--dir", str(self.dir)],
            stdout=subprocess.DEVNULL)
        (self.dir / "var").mkdir()
        self.manage("migrate", "--noinput")
        self.manage("collectstatic", "--noinput", "--ignore", "calculs-hors-ligne")
        self.manage("load_rules")
        for server in ("a", "b"):  # each app server has its own index directory, built from the shared database
            self.manage("build_index", "--dir", str(self.dir / f"index-{server}"))
            self.processes[server] = subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "referee.wsgi", "--bind", f"127.0.0.1:{self.ports[server]}",
                 "--workers", "2", "--timeout", "10", "--log-level", "warning"],
                cwd=ROOT, env={**self.env, "SEARCH_INDEX_DIR": str(self.dir / f"index-{server}")}, start_new_session=True)
        for temp in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (self.dir / temp).mkdir()
        conf = self.dir / "nginx.conf"
        conf.write_text(NGINX.format(dir=self.dir, a=self.ports["a"], b=self.ports["b"], port=self.ports["nginx"]))
        self.processes["nginx"] = subprocess.Popen(["nginx", "-c", str(conf), "-p", str(self.dir)])
        for server in ("a", "b", "nginx"):
            _wait(self.url(server, "/api/v1/ping/"))

    def stop(self) -> None:
        for name, process in self.processes.items():
            if process.poll() is None:
                (os.killpg(process.pid, signal.SIGTERM) if name in ("a", "b") else process.terminate())
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


def _judge_token(cluster: Cluster) -> str:
    """A judge of Noxilia and a token of theirs, made in the shared database."""
    os.environ.update({k: v for k, v in cluster.env.items() if k.startswith(("DATABASE", "DJANGO", "REFEREE", "CACHE"))})
    os.environ["DJANGO_SETTINGS_MODULE"] = "referee.settings"
    import django

    django.setup()
    from django.contrib.auth.models import User

    from rules import tokens
    from rules.models import Game, Judge

    user = User.objects.create_user("juge-a", "a@example.org", "une-phrase-solide-2026")
    Judge.objects.create(user=user).games.set(Game.objects.filter(slug="noxilia"))
    return tokens.issue(user, "cluster")[1]


def publish_on_a_find_on_b(cluster: Cluster, token: str) -> None:
    status, body = _request(cluster.url("a", "/api/v1/rulings/"), {
        "game": "noxilia", "question": "Un trébuchet zébré peut-il riposter ?", "answer": "Non.",
        "citations": ["noxilia/combat"], "publish": True}, {"Authorization": f"Token {token}"})
    cluster.check(status == 201, f"a ruling published through server A ({status})")
    started = time.monotonic()
    found = False
    while time.monotonic() - started < 30:
        _, body = _request(cluster.url("b", "/api/v1/search/?q=" + urllib.parse.quote("trébuchet zébré")))
        if any(r.get("kind") == "ruling" for r in json.loads(body).get("results", [])):
            found = True
            break
        time.sleep(0.2)
    cluster.check(found, f"found through server B after {time.monotonic() - started:.1f} s (reported, not a target)")


def login_limit_shared(cluster: Cluster) -> None:
    def attempt(server: str, password: str) -> int:
        # As a browser behind the TLS proxy: the proxy says « https » (its cookies are Secure ones).
        https = {"X-Forwarded-Proto": "https"}
        with urllib.request.urlopen(urllib.request.Request(cluster.url(server, "/compte/connexion/"), headers=https),
                                    timeout=10) as page:
            html = page.read().decode()
            cookie = next(c.split(";")[0] for c in page.headers.get_all("Set-Cookie") if c.startswith("csrftoken="))
        csrf = html.split('name="csrfmiddlewaretoken" value="')[1].split('"')[0]
        data = urllib.parse.urlencode({"csrfmiddlewaretoken": csrf, "username": "juge-a", "password": password}).encode()
        origin = f"https://127.0.0.1:{cluster.ports[server]}"
        request = urllib.request.Request(cluster.url(server, "/compte/connexion/"), data, headers={
            **https, "Cookie": cookie, "Origin": origin, "Referer": origin + "/compte/connexion/"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    statuses = [attempt("a", "pas-le-bon-mot-de-passe") for _ in range(10)]
    cluster.check(statuses[-1] == 429, f"10 wrong passwords on A: the account locked ({statuses[-1]})")
    cluster.check(attempt("b", "une-phrase-solide-2026") == 429, "the right password on B: still locked")


def kill_during_load(cluster: Cluster, token: str) -> None:
    """wrk through nginx for 10 s; server A killed at 3 s; rulings written meanwhile."""
    script = cluster.dir / "paths.lua"
    script.write_text('paths = {"/noxilia/combat/", "/api/v1/keywords/", "/helix/glossaire/", "/api/v1/search/?q=poison"}\n'
                      'counter = 0\nrequest = function() counter = counter + 1 return wrk.format("GET", paths[(counter % #paths) + 1]) end\n'
                      'done = function(summary, latency, requests) io.write(string.format("CLUSTER %d %d %d %f\\n", '
                      'summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + '
                      'summary.errors.timeout, summary.duration, latency:percentile(95) / 1000)) end\n')
    written: list[tuple[int, str]] = []

    def write() -> None:
        for i in range(40):
            question = f"Question de charge n° {i} ?"
            status, _ = _request(cluster.url("nginx", "/api/v1/rulings/"), {
                "game": "noxilia", "question": question, "answer": "R.", "citations": ["noxilia/combat"]},
                {"Authorization": f"Token {token}"})
            written.append((status, question))
            time.sleep(0.2)

    writer = threading.Thread(target=write)
    writer.start()
    wrk = subprocess.Popen(["wrk", "-t2", "-c8", "-d10s", "-s", str(script), cluster.url("nginx", "/")],
                           stdout=subprocess.PIPE, text=True)
    time.sleep(3)
    os.killpg(cluster.processes["a"].pid, signal.SIGKILL)
    out, _ = wrk.communicate()
    writer.join()
    line = next(row for row in out.splitlines() if row.startswith("CLUSTER "))
    requests, errors, micros, p95 = line.split()[1:]
    requests, errors = int(requests), int(errors)
    rate = requests / (float(micros) / 1e6)
    answered = 1 - errors / max(requests, 1)
    print(f"  figures: {requests} requests through nginx in 10 s ({rate:.0f} req/s, p95 {float(p95):.1f} ms), "
          f"{errors} not answered 2xx/3xx after server A was killed at 3 s")
    cluster.check(answered >= 0.99, f"{answered:.2%} of requests answered with one server killed (target ≥ 99 %)")
    from rules.models import Ruling

    ok = [q for status, q in written if status == 201]
    stored = list(Ruling.objects.filter(question__startswith="Question de charge").values_list("question", flat=True))
    cluster.check(all(stored.count(q) == 1 for q in ok), f"{len(ok)} writes answered 201: each stored exactly once")
    cluster.check(set(stored) <= {q for _, q in written}, f"{len(stored)} stored, none unanswered twice "
                  f"({sum(1 for s, _ in written if s != 201)} refused or failed: the client knows)")


def slow_clients(cluster: Cluster) -> None:
    sockets = []
    for _ in range(2):
        s = socket.create_connection(("127.0.0.1", cluster.ports["nginx"]))
        s.sendall(b"GET /noxilia/combat/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and then nothing, for seconds
        sockets.append(s)
    started = time.monotonic()
    statuses = [_request(cluster.url("nginx", "/api/v1/ping/"))[0] for _ in range(20)]
    took = time.monotonic() - started
    for s in sockets:
        s.close()
    cluster.check(all(s == 200 for s in statuses) and took < 5, f"two slow clients: 20 requests answered in {took:.2f} s")


def too_long(cluster: Cluster) -> None:
    status, body = _request(cluster.url("nginx", "/api/v1/search/?q=" + "a" * 10000))
    shape = json.loads(body) if body.startswith(b"{") else {}
    cluster.check(status == 414 and set(shape) == {"detail", "code", "errors"},
                  f"a request line of 10 KB: {status} in the API's error shape")


def redis_down(cluster: Cluster) -> None:
    cluster.processes["redis"].terminate()
    cluster.processes["redis"].wait(timeout=10)
    statuses = [_request(cluster.url("nginx", path))[0] for path in ("/noxilia/combat/", "/api/v1/keywords/") * 5]
    cluster.check(all(s == 200 for s in statuses), "Redis stopped: pages and the API still answer")
    status, body = _request(cluster.url("nginx", "/healthz"))
    cluster.check(status == 200 and json.loads(body).get("cache") == "down", f"/healthz {status}, cache « down »")


def main() -> None:
    for tool in ("nginx", "redis-server", "wrk"):
        if not shutil.which(tool):
            raise SystemExit(f"{tool} is missing: `make test-cluster` installs Debian's nginx, redis-server and wrk.")
    cluster = Cluster()
    try:
        print("Starting PostgreSQL's client, Redis, two app servers and nginx…", flush=True)
        cluster.start()
        token = _judge_token(cluster)
        print("The day:", flush=True)
        publish_on_a_find_on_b(cluster, token)
        login_limit_shared(cluster)
        slow_clients(cluster)
        too_long(cluster)
        kill_during_load(cluster, token)
        redis_down(cluster)
    finally:
        cluster.stop()
    if cluster.failures:
        print(f"{len(cluster.failures)} check(s) failed.")
        sys.exit(1)
    print("Every check held.")


if __name__ == "__main__":
    main()
