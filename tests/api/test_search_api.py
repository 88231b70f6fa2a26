"""GET /api/v1/search/: the documented shape, and no input that makes it fail."""
from http import HTTPStatus

import pytest


def test_search_answers_the_documented_shape(client, corpus):
    body = client.get("/api/v1/search/", {"q": "riposte eclair"}).json()
    assert set(body) == {"count", "page", "pages", "understood", "results", "facets", "suggestion", "exact"}
    first = body["results"][0]
    assert first == {
        "id": "keyword:noxilia/glossaire/riposte-eclair", "game": "noxilia", "kind": "keyword",
        "title": "Riposte éclair", "path": "Noxilia › Capacités › Riposte éclair", "snippet": first["snippet"],
        "url": "http://testserver/noxilia/glossaire/riposte-eclair/",
        "api_url": "http://testserver/api/v1/keywords/noxilia/riposte-eclair/",
    }
    assert client.get(first["api_url"]).json()["name"] == "Riposte éclair"
    assert body["facets"]["game"]["noxilia"] >= 1


def test_filters_by_game_and_kind(client, corpus):
    body = client.get("/api/v1/search/", {"q": "esquive", "game": "helix", "kind": "keyword"}).json()
    assert [r["id"] for r in body["results"]] == ["keyword:helix/glossaire/esquive"]


@pytest.mark.parametrize("params, field", [
    ({"q": "charge", "game": "monopoly"}, "game"),
    ({"q": "charge", "kind": "carte"}, "kind"),
    ({"q": "jeu:monopoly charge"}, "q"),
    ({"q": "x" * 10_000}, "q"),
    ({"q": "charge", "page": "0"}, "page"),
    ({"q": "charge", "page": "abc"}, "page"),
])
def test_bad_parameters_are_a_400_naming_the_field(client, corpus, params, field):
    response = client.get("/api/v1/search/", params)
    assert response.status_code == HTTPStatus.BAD_REQUEST
    body = response.json()
    assert field in body["errors"] and body["errors"][field][0]["message"]


@pytest.mark.parametrize("q", ['"', '"charge', ": * ~ ( ) ^ [", "\x00\x01\x7f", "<script>alert(1)</script>",
                               "jeu:noxilia:helix", "'''", "é" * 499, "🙂 charge", "%00", "ｃｈａｒｇｅ"])
def test_odd_input_never_fails(client, corpus, q):
    response = client.get("/api/v1/search/", {"q": q})
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)
    assert "<script>" not in response.content.decode()


def test_a_page_past_the_end_is_404(client, corpus):
    assert client.get("/api/v1/search/", {"q": "charge", "page": 99}).status_code == HTTPStatus.NOT_FOUND


def test_as_you_type_suggestions(client, corpus):
    body = client.get("/api/v1/search/suggest/", {"q": "ripo"}).json()
    assert any(s["title"] == "Riposte éclair" for s in body["suggestions"])


def test_a_missing_index_is_a_503_that_says_how_to_build_it(client, corpus, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "absent"
    response = client.get("/api/v1/search/", {"q": "charge"})
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE
    assert "build_index" in response.json()["detail"]
    page = client.get("/recherche/", {"q": "charge"})
    assert page.status_code == HTTPStatus.SERVICE_UNAVAILABLE and "build_index" in page.content.decode()
