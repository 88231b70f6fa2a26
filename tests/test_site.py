"""The skeleton: health, settings for production, the API schema and docs."""
import html
import os
import re
import subprocess
import sys
from http import HTTPStatus
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_healthz_reports_the_database_a_real_search_and_the_static_manifest(client, corpus):
    response = client.get("/healthz")
    assert response.status_code == HTTPStatus.OK
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == {"ok": True, "games": 5}
    assert body["search"]["ok"] is True and body["search"]["documents"] > 700
    assert "documents" in body["search"]["generation"]
    assert body["static"]["ok"] is True


def test_healthz_says_when_the_index_is_missing_without_showing_paths(client, corpus, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "nowhere"
    response = client.get("/healthz")
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE
    reason = response.json()["search"]["reason"]
    assert "build_index" in reason and str(tmp_path) not in response.content.decode()


def test_healthz_never_creates_a_missing_sqlite_file(tmp_path):
    missing = tmp_path / "gone.sqlite3"
    probe = ("from django.test import Client; r = Client().get('/healthz'); "
             "print(r.status_code, r.json()['database']['reason'])")
    result = _manage("shell", "-c", probe, DJANGO_DEBUG="1", DATABASE_URL=f"sqlite:///{missing}")
    assert result.stdout.strip().endswith("503 base de données absente : lancez « manage.py migrate » puis "
                                          "« manage.py load_rules »"), result.stdout + result.stderr
    assert not missing.exists()


def test_healthz_says_when_static_files_were_not_collected(client, corpus, settings, tmp_path):
    settings.STORAGES = {**settings.STORAGES,
                         "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"}}
    settings.STATIC_ROOT = tmp_path / "empty"
    settings.STATIC_ROOT.mkdir()
    response = client.get("/healthz")
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE
    assert "collectstatic" in response.json()["static"]["reason"]


def test_a_rebuilt_index_is_served_by_every_worker_without_a_restart(client, corpus, settings, tmp_path, monkeypatch):
    from search import building

    settings.SEARCH_INDEX_DIR = tmp_path / "ix"
    building.build_index(settings.SEARCH_INDEX_DIR)
    before = client.get("/healthz").json()["search"]
    assert client.get("/api/v1/search/", {"q": "mulligan"}).json()["count"] > 0
    # Another worker rebuilt it: this process is not told (no forget()), it must notice by itself.
    monkeypatch.setattr(building, "_published", [])
    kept = [d for d in building.corpus_documents() if d["section"] == "noxilia/combat"]
    building.build_index(settings.SEARCH_INDEX_DIR, kept)
    after = client.get("/healthz").json()["search"]
    assert after["generation"] != before["generation"] and after["documents"] == len(kept) < 50
    assert client.get("/api/v1/search/", {"q": "mulligan"}).json()["count"] == 0


def test_openapi_schema_and_docs_are_served_by_the_site(client, db):
    schema = client.get("/api/v1/schema/")
    assert schema.status_code == HTTPStatus.OK
    assert b"openapi: 3" in schema.content
    docs = client.get("/api/v1/docs/")
    assert docs.status_code == HTTPStatus.OK
    html = docs.content.decode()
    assert 'href="/api/v1/schema/"' in html and "cdn" not in html.lower() and "//unpkg" not in html


def test_home_page_is_french_with_a_search_box_and_the_five_games(client, corpus):
    html = client.get("/").content.decode()
    assert '<html lang="fr">' in html
    assert 'name="q"' in html and 'role="search"' in html
    for game in corpus.values():
        assert game.name in html


def test_unknown_page_is_a_french_404(client, db):
    response = client.get("/pas-une-page/")
    assert response.status_code == HTTPStatus.NOT_FOUND
    assert "Page introuvable" in response.content.decode()


def test_check_deploy_is_clean_with_production_environment():
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"}  # set by the browser tests
    env.update(DJANGO_SECRET_KEY="x" * 60 + "production-secret-key-value-abcdef",
               DJANGO_ALLOWED_HOSTS="arbitre.example.org", DJANGO_DEBUG="0",
               DATABASE_URL="sqlite:////tmp/referee-deploy-check.sqlite3", CACHE_URL="redis://127.0.0.1:6379/0")
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout
    # Without a shared cache the rate limits count per process: a warning says so.
    del env["CACHE_URL"]
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode != 0 and "referee.W001" in result.stderr + result.stdout


def test_engine_imports_nothing_but_the_standard_library():
    """referee/engine/ is pure Python: no Django, DRF or Whoosh import."""
    forbidden = ("django", "rest_framework", "whoosh", "rules", "search")
    for path in (ROOT / "referee" / "engine").rglob("*.py"):
        for line in path.read_text().splitlines():
            stripped = line.strip()
            if stripped.startswith(("import ", "from ")):
                module = stripped.split()[1]
                assert not module.startswith(forbidden), f"{path.name}: {stripped}"


def test_the_openapi_schema_is_valid_and_warning_free(tmp_path):
    from django.core.management import call_command

    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    schema = out.read_text()
    for path in ("/api/v1/search/", "/api/v1/keywords/", "/api/v1/calculators/heliosthenos/combat/"):
        assert path in schema


def test_json_nested_past_the_recursion_limit_is_a_400_not_a_500(client, db):
    body = "[" * 20_000 + "]" * 20_000  # 40 KB: under the size bound, past the recursion limit
    response = client.post("/api/v1/calculators/heliosthenos/combat/", body, content_type="application/json")
    assert response.status_code == 400
    assert "imbriqué" in response.json()["detail"]


def _manage(*args, **env_vars):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env.update(env_vars)
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True)


def test_with_no_environment_the_site_refuses_to_start_rather_than_run_in_debug():
    result = _manage("check")
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY is not set" in result.stderr and "DJANGO_DEBUG=1" in result.stderr


def test_a_public_host_without_a_secret_key_gets_no_debug_pages():
    result = _manage("check", DJANGO_ALLOWED_HOSTS="arbitre.example.org")
    assert result.returncode != 0 and "DJANGO_SECRET_KEY is not set" in result.stderr


def test_hsts_preload_is_opt_in():
    production = {"DJANGO_SECRET_KEY": "x" * 60 + "k", "DJANGO_ALLOWED_HOSTS": "arbitre.example.org"}
    default = _manage("shell", "-c", "from django.conf import settings; print(settings.SECURE_HSTS_PRELOAD)", **production)
    opted = _manage("shell", "-c", "from django.conf import settings; print(settings.SECURE_HSTS_PRELOAD)",
                    DJANGO_HSTS_PRELOAD="1", **production)
    assert default.stdout.split()[-1] == "False" and opted.stdout.split()[-1] == "True"


def test_after_make_setup_the_tree_serves_pages_in_production():
    """`make setup` runs in development, yet leaves the static manifest production pages need."""
    probe = ("from django.test import Client; c = Client(); "
             "print(c.get('/').status_code, c.get('/noxilia/combat/').status_code, c.get('/healthz').status_code)")
    result = _manage("shell", "-c", probe, DJANGO_SECRET_KEY="x" * 60 + "k", DJANGO_ALLOWED_HOSTS="testserver",
                     DJANGO_SECURE_SSL_REDIRECT="0")
    assert result.stdout.split()[-3:] == ["200", "200", "200"], result.stdout + result.stderr


def test_a_corrupt_index_is_a_503_that_says_to_rebuild_it(client, corpus, settings, tmp_path):
    from search.building import build_index
    from search.index import forget

    settings.SEARCH_INDEX_DIR = tmp_path / "ix"
    build_index(settings.SEARCH_INDEX_DIR)
    for toc in settings.SEARCH_INDEX_DIR.glob("*.toc"):
        toc.write_bytes(b"\x00garbage" * 10)
    forget(settings.SEARCH_INDEX_DIR)  # as a fresh worker would open it
    api = client.get("/api/v1/search/", {"q": "poison"})
    assert api.status_code == HTTPStatus.SERVICE_UNAVAILABLE and "build_index" in api.json()["detail"]
    page = client.get("/recherche/", {"q": "poison"})
    assert page.status_code == HTTPStatus.SERVICE_UNAVAILABLE and "illisible" in page.content.decode()
    assert str(tmp_path) not in api.content.decode() + page.content.decode()


def test_a_mistyped_rate_stops_the_start_not_every_request():
    result = _manage("check", DJANGO_DEBUG="1", REFEREE_RATE_SEARCH="120")
    assert result.returncode != 0 and "REFEREE_RATE_SEARCH='120'" in result.stderr


def test_healthz_is_never_kept_by_a_cache(client, corpus):
    assert "no-cache" in client.get("/healthz")["Cache-Control"] or "no-store" in client.get("/healthz")["Cache-Control"]


def test_production_without_host_names_refuses_to_start():
    result = _manage("check", DJANGO_SECRET_KEY="x" * 60 + "k")
    assert result.returncode != 0 and "DJANGO_ALLOWED_HOSTS is not set" in result.stderr


@pytest.mark.parametrize("path, expected", [
    ("/", "Helix Duels"), ("/noxilia/combat/", "Noxilia, Combat"), ("/noxilia/glossaire/poison-x/", "Poison X (Noxilia)"),
    ("/calculateurs/heliosthenos/combat/", "Héliosthenos — combat"), ("/noxilia/", "Noxilia : le livret de règles"),
    ("/noxilia/glossaire/", "Les mots-clés de Noxilia de A à Z"), ("/recherche/", "Une question de règles dans vos mots"),
    ("/calculateurs/helix/deck/", "Helix Duels — vérification de deck :"),
])
def test_every_page_describes_itself_for_search_engines_and_link_previews(client, corpus, path, expected):
    description = re.search(r'<meta name="description" content="([^"]*)">', client.get(path).content.decode())
    assert description and expected in html.unescape(description.group(1)), path


def test_robots_txt_keeps_crawlers_out_of_accounts_only(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
    lines = response.content.decode().splitlines()
    assert "User-agent: *" in lines and "Disallow: /compte/" in lines and "Disallow: /admin/" in lines
    assert lines.index("Allow: /compte/connexion/") < lines.index("Disallow: /compte/")  # the judges' way in
    # The rules, search answers and calculators' shared links stay open (Lighthouse's « is-crawlable »).
    assert not any(line.startswith("Disallow: /calculateurs") or line.startswith("Disallow: /recherche")
                   or line == "Disallow: /" for line in lines)
