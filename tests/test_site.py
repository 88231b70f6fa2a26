"""The skeleton: health, settings for production, the API schema and docs."""
import os
import subprocess
import sys
from http import HTTPStatus
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent


def test_healthz_reports_database_and_index(client, corpus):
    response = client.get("/healthz")
    assert response.status_code == HTTPStatus.OK
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"]["ok"] is True
    assert body["index"]["ok"] is True and body["index"]["documents"] > 100


def test_healthz_says_when_the_index_is_missing(client, corpus, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "nowhere"
    response = client.get("/healthz")
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE
    assert "build_index" in response.json()["index"]["error"]


def test_openapi_schema_and_docs_are_served_by_the_site(client, db):
    schema = client.get("/api/v1/schema/")
    assert schema.status_code == HTTPStatus.OK
    assert b"openapi: 3" in schema.content
    docs = client.get("/api/v1/docs/")
    assert docs.status_code == HTTPStatus.OK
    html = docs.content.decode()
    assert "swagger-ui" in html and "cdn" not in html.lower() and "//unpkg" not in html


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
               DATABASE_URL="sqlite:////tmp/referee-deploy-check.sqlite3")
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


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
