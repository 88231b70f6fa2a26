"""More than one worker (issue 24): with CACHE_URL the rate limits and the pages live in one Redis server every
worker and server shares; every page is limited per address, rulings' writes per judge; a Redis server that
stops lets the site answer (limits open, logged) and /healthz says « cache »: « down » with a 200."""
import logging
import os
import shutil
import socket
import subprocess
import tempfile
import time
from http import HTTPStatus

import pytest
from django.core.cache import caches

from rules import rulings
from tests.helpers import api_token

REDIS = shutil.which("redis-server")


@pytest.fixture
def low(settings):
    def set_rates(**rates):
        settings.REFEREE_RATES = {**settings.REFEREE_RATES, **rates}
        caches["default"].clear()
    yield set_rates
    caches["default"].clear()


def test_every_page_is_limited_per_address(client, corpus, low):
    low(pages="3/min")
    for _ in range(3):
        assert client.get("/noxilia/combat/", REMOTE_ADDR="203.0.113.9").status_code == HTTPStatus.OK
    page = client.get("/noxilia/glossaire/", REMOTE_ADDR="203.0.113.9")
    assert page.status_code == HTTPStatus.TOO_MANY_REQUESTS and int(page["Retry-After"]) >= 1
    assert "Trop de requêtes" in page.content.decode()
    api = client.get("/api/v1/keywords/", REMOTE_ADDR="203.0.113.9")
    assert api.status_code == HTTPStatus.TOO_MANY_REQUESTS and api.json()["code"] == "throttled"
    assert set(api.json()) == {"detail", "code", "errors"}
    assert client.get("/noxilia/combat/", REMOTE_ADDR="198.51.100.1").status_code == HTTPStatus.OK  # another address


def test_rulings_writes_are_limited_per_judge_wherever_they_come_from(client, corpus, make_judge, low):
    low(rulings_writes="2/min")
    alice, bruno = make_judge("alice", games=["noxilia"]), make_judge("bruno", games=["noxilia"])
    body = {"game": "noxilia", "question": "Q ?", "answer": "R.", "citations": ["noxilia/combat"]}
    key = api_token(alice)
    for address in ("203.0.113.1", "203.0.113.2"):
        assert client.post("/api/v1/rulings/", body, content_type="application/json", HTTP_AUTHORIZATION=f"Token {key}",
                           REMOTE_ADDR=address).status_code == HTTPStatus.CREATED
    third = client.post("/api/v1/rulings/", body, content_type="application/json", HTTP_AUTHORIZATION=f"Token {key}",
                        REMOTE_ADDR="203.0.113.3")
    assert third.status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.get("/api/v1/rulings/?status=draft", HTTP_AUTHORIZATION=f"Token {key}").status_code == HTTPStatus.OK
    client.force_login(alice)  # the editor's pages count in the same counter
    assert client.post("/noxilia/decisions/nouvelle/", {}).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.post("/api/v1/rulings/", body, content_type="application/json",
                       HTTP_AUTHORIZATION=f"Token {api_token(bruno)}").status_code == HTTPStatus.CREATED


@pytest.fixture
def redis_url(settings):
    """A throwaway Redis server of this test's own (Debian's redis-server, `make test` installs it), as CACHE_URL."""
    if REDIS is None:
        if os.environ.get("CI") == "true":
            pytest.fail("redis-server is missing: `make test` installs Debian's redis-server.")
        pytest.skip("redis-server is missing (make test installs it)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    directory = tempfile.mkdtemp(prefix="arbitre-redis-")
    server = subprocess.Popen([REDIS, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                               "--dir", directory], stdout=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    import redis

    for _ in range(100):
        try:
            redis.Redis.from_url(url).ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    shared = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url,
              "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2}}
    settings.CACHE_URL = url
    settings.CACHES = {"default": {**shared, "KEY_PREFIX": "limits"}, "pages": {**shared, "KEY_PREFIX": "pages"}}
    yield url, server
    server.terminate()
    server.wait(timeout=10)
    shutil.rmtree(directory, ignore_errors=True)


def test_with_a_shared_cache_limits_and_pages_live_in_redis(client, corpus, settings, redis_url):
    import redis

    url, _ = redis_url
    settings.REFEREE_RATES = {**settings.REFEREE_RATES, "pages": "5/min"}
    for _ in range(5):
        assert client.get("/noxilia/combat/", REMOTE_ADDR="203.0.113.9").status_code == HTTPStatus.OK
    # Another worker or server reads the same counter: a new connection to the store is refused too.
    caches.close_all()
    assert client.get("/noxilia/combat/", REMOTE_ADDR="203.0.113.9").status_code == HTTPStatus.TOO_MANY_REQUESTS
    keys = {k.decode() for k in redis.Redis.from_url(url).keys("*")}
    assert any(k.startswith("limits:") and "throttle_pages_203.0.113.9" in k for k in keys), keys
    assert any(k.startswith("pages:") for k in keys), keys
    assert client.get("/healthz").json()["cache"] == "up"


def test_a_stopped_redis_lets_the_site_answer_and_healthz_says_so(client, corpus, settings, redis_url, caplog):
    _, server = redis_url
    settings.REFEREE_RATES = {**settings.REFEREE_RATES, "pages": "5/min"}
    server.terminate()
    server.wait(timeout=10)
    with caplog.at_level(logging.WARNING):
        started = time.monotonic()
        for _ in range(8):  # past the rate: the limits fail open
            assert client.get("/noxilia/combat/").status_code == HTTPStatus.OK
        took = time.monotonic() - started
        health = client.get("/healthz")
    assert health.status_code == HTTPStatus.OK and health.json()["cache"] == "down"
    assert health.json()["status"] == "ok"
    assert "rate limit pages not counted (cache unavailable" in caplog.text
    assert "page cache unavailable" in caplog.text
    print(f"8 pages with the shared cache down: {took:.2f} s")


def test_rulings_written_with_the_store_down_are_written_once(client, corpus, make_judge, settings, redis_url):
    _, server = redis_url
    server.terminate()
    server.wait(timeout=10)
    alice = make_judge("alice", games=["noxilia"])
    body = {"game": "noxilia", "question": "Q ?", "answer": "R.", "citations": ["noxilia/combat"]}
    response = client.post("/api/v1/rulings/", body, content_type="application/json",
                           HTTP_AUTHORIZATION=f"Token {api_token(alice)}")
    assert response.status_code == HTTPStatus.CREATED
    assert [r.number for r in rulings.visible_rulings(alice)] == [1]
