"""What every answer tells the browser: its policy, its permissions, how long to keep it."""
import gzip
from http import HTTPStatus


def test_pages_carry_a_strict_policy_and_no_permissions(client, corpus):
    response = client.get("/noxilia/combat/")
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "script-src 'self'" in policy and "style-src 'self'" in policy
    assert "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    assert "camera=()" in response["Permissions-Policy"] and "geolocation=()" in response["Permissions-Policy"]


def test_pages_and_get_answers_are_kept_a_while_and_revalidated_by_etag(client, corpus):
    for url in ("/noxilia/combat/", "/api/v1/sections/noxilia/combat/", "/api/v1/search/?q=poison"):
        response = client.get(url)
        assert "max-age=300" in response["Cache-Control"] and response.has_header("ETag"), url
        again = client.get(url, HTTP_IF_NONE_MATCH=response["ETag"])
        assert again.status_code == HTTPStatus.NOT_MODIFIED, url


def test_errors_and_posts_are_never_kept(client, corpus):
    assert "no-store" in client.get("/pas-une-page/")["Cache-Control"]
    post = client.post("/api/v1/calculators/heliosthenos/combat/", {}, content_type="application/json")
    assert "no-store" in post["Cache-Control"]


def test_html_is_compressed(client, corpus):
    response = client.get("/calculateurs/helix/combat/", HTTP_ACCEPT_ENCODING="gzip")
    assert response["Content-Encoding"] == "gzip"
    assert b"<html" in gzip.decompress(response.content)
