"""GET /api/v1/search/: the documented shape, and no input that makes it fail."""
from http import HTTPStatus

import pytest


def test_search_answers_the_documented_shape(client, corpus):
    body = client.get("/api/v1/search/", {"q": "riposte eclair"}).json()
    assert set(body) == {"count", "page", "pages", "understood", "game", "context", "elsewhere", "no_answer",
                         "results", "facets", "suggestion", "exact"}
    first = body["results"][0]
    assert first == {
        "id": "keyword:noxilia/glossaire/riposte-eclair", "game": "noxilia", "kind": "keyword",
        "title": "Riposte éclair", "path": "Noxilia › Capacités › Riposte éclair", "snippet": first["snippet"],
        "url": "http://testserver/noxilia/glossaire/riposte-eclair/",
        "api_url": "http://testserver/api/v1/keywords/noxilia/riposte-eclair/",
        "passage": {
            "anchor": "riposte-eclair",
            "text": "identique à Riposte, mais les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant "
                    "meurt, il n'inflige aucun dégât. Ne fonctionne pas lors d'une charge. La capacité Aura attaque "
                    "s'applique.",
            "permalink": "http://testserver/noxilia/capacites/#riposte-eclair",
        },
        "section": {"anchor": "noxilia/capacites", "title": "Capacités", "url": "http://testserver/noxilia/capacites/"},
        "matched": 2, "elsewhere": False,
    }
    assert client.get(first["api_url"]).json()["name"] == "Riposte éclair"
    assert body["facets"]["game"]["noxilia"] >= 1


def test_a_players_question_answers_with_the_passage_and_its_permalink(client, corpus):
    body = client.get("/api/v1/search/", {"q": "plus de limite de cartes en main a noxilia ?"}).json()
    assert body["game"] == "noxilia" and body["no_answer"] == []
    first = body["results"][0]
    assert first["id"] == "passage:noxilia/regles-generales#il-existe-aucune-limite-de-cartes"
    assert first["passage"]["permalink"] == "http://testserver/noxilia/regles-generales/#il-existe-aucune-limite-de-cartes"
    assert first["passage"]["text"].startswith("Il n'existe aucune limite de cartes en main.")
    assert first["section"]["title"] == "Règles générales"


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


@pytest.mark.parametrize("query", ["page=", "page=0", "page=2x", "page=1&page=2", "page=%C2%B2"])
def test_a_page_that_is_no_whole_number_from_1_is_a_clear_400(client, corpus, query):
    response = client.get(f"/api/v1/search/?q=armure&{query}")
    assert response.status_code == 400
    assert response.json()["errors"]["page"][0]["message"].startswith("Numéro de page invalide")
