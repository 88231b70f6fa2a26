"""A hostile request costs milliseconds: every body is bounded before a serializer or the engine runs."""
import json
from http import HTTPStatus

import pytest

from referee.limits import MAX_BODY_BYTES, MAX_DEPTH, MAX_ERRORS, MAX_ITEMS

HELIOS = "/api/v1/calculators/heliosthenos/combat/"
CARD = {"strengths": [4, 4, 4, 4, 4]}


def post(client, url, body):
    return client.post(url, body if isinstance(body, str) else json.dumps(body), content_type="application/json")


def test_a_body_over_the_bound_is_a_413_in_the_error_shape_read_no_further(client, db):
    # The attack of the report: a pairing of 873 000 items, 2.6 MB.
    body = json.dumps({"attackers": [CARD], "defenders": [CARD], "pairing": [[]] * 873_000})
    response = post(client, HELIOS, body)
    assert response.status_code == HTTPStatus.REQUEST_ENTITY_TOO_LARGE
    assert response.json() == {"detail": f"Corps de plus de {MAX_BODY_BYTES} octets : {MAX_BODY_BYTES} au plus.",
                               "code": "too_large", "errors": {}}


def test_a_list_longer_than_the_game_allows_is_refused_naming_it(client, db):
    response = post(client, HELIOS, {"attackers": [CARD] * 3, "defenders": [CARD], "terrain": "desert"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["errors"]["attackers"][0]["code"] == "max_length"


def test_a_list_longer_than_any_calculator_needs_is_refused_naming_it(client, db):
    response = post(client, HELIOS, {"attackers": [CARD], "defenders": [CARD], "pairing": [0] * (MAX_ITEMS + 1)})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["detail"] == f"pairing : {MAX_ITEMS + 1} éléments, {MAX_ITEMS} au plus."


def test_a_body_nested_deeper_than_any_calculator_needs_is_refused(client, db):
    deep = 0
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    response = post(client, HELIOS, {"attackers": [CARD], "defenders": [CARD], "pairing": deep})
    assert response.status_code == HTTPStatus.BAD_REQUEST and "trop imbriqué" in response.json()["detail"]


def test_error_lists_are_capped_and_say_how_many_more(client, db):
    entities = [{"kind": "nothing", "square": 0}] * MAX_ITEMS  # two errors each
    response = post(client, "/api/v1/calculators/veiel/targeting/", {"rows": 5, "cols": 5, "entities": entities})
    body = response.json()
    assert response.status_code == HTTPStatus.BAD_REQUEST
    listed = [e for path, entries in body["errors"].items() if path != "…" for e in entries]
    assert len(listed) == MAX_ERRORS
    assert body["errors"]["…"][0]["message"].startswith("et ") and "autres erreurs non listées" in body["errors"]["…"][0]["message"]


def test_the_schema_declares_the_list_bounds_even_nested(client, db):
    from referee.engine.heliosthenos import STRENGTH_COUNT
    from referee.engine.veiel.rules import MAX_PILE

    schemas = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()["components"]["schemas"]
    assert schemas["VeielHeroDamageInputRequest"]["properties"]["deck"]["maxItems"] == MAX_PILE
    strengths = schemas["HeliosthenosCardRequest"]["properties"]["strengths"]
    assert (strengths["minItems"], strengths["maxItems"], strengths["items"]["maximum"]) == (STRENGTH_COUNT, STRENGTH_COUNT, 10)
    assert schemas["HeliosthenosCombatInputRequest"]["properties"]["attackers"]["maxItems"] == 2


@pytest.mark.parametrize("url, params", [
    ("/calculateurs/heliosthenos/combat/", {"a1": ["7", "2", "4", "2", "3"], "d1": ["4"] * 5, "choix_defenseur": "²"}),
    ("/calculateurs/heliosthenos/combat/", {"a1": ["7", "2", "4", "2", "3"], "d1": ["4"] * 5, "choix_attaquant": "٧"}),
])
def test_numbers_in_forms_are_ascii_digits_only(client, corpus, url, params):
    response = client.get(url, params)
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)


def test_every_api_error_has_the_one_shape(client, db):
    cases = [
        (client.get("/api/v1/nothing-here/"), HTTPStatus.NOT_FOUND),
        (client.post(HELIOS, "attackers=1", content_type="text/plain"), HTTPStatus.UNSUPPORTED_MEDIA_TYPE),
        (client.get(HELIOS), HTTPStatus.METHOD_NOT_ALLOWED),
        (client.post(HELIOS, "{not json", content_type="application/json"), HTTPStatus.BAD_REQUEST),
    ]
    for response, status in cases:
        assert response.status_code == status
        body = response.json()
        assert set(body) == {"detail", "code", "errors"} and body["detail"], body


def test_an_unexpected_error_in_the_api_is_a_json_500(client, db, monkeypatch):
    from search import api

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(api, "search", broken)
    client.raise_request_exception = False
    response = client.get("/api/v1/search/", {"q": "poison"})
    assert response.status_code == HTTPStatus.INTERNAL_SERVER_ERROR
    assert response.json()["code"] == "server_error" and "boom" not in response.content.decode()


@pytest.mark.parametrize("query", ["page=", "page=0", "page=abc", "page=1&page=2", "page=%C2%B2"])
def test_a_malformed_page_number_is_a_400_not_the_first_page(client, corpus, query):
    response = client.get(f"/api/v1/sections/?{query}")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["errors"]["page"][0]["message"].startswith("Numéro de page invalide")


@pytest.mark.parametrize("charset", ["rot13", "punycode", "idna", "latin-1"])
def test_a_json_body_in_another_charset_is_a_415_decoded_never(client, db, charset):
    response = client.generic("POST", HELIOS, b"-9" * 1000, content_type=f"application/json; charset={charset}")
    assert response.status_code == HTTPStatus.UNSUPPORTED_MEDIA_TYPE
    assert response.json()["detail"] == "Le corps JSON doit être en UTF-8 (charset=utf-8)."


def test_pages_are_read_only_and_refuse_a_body_before_parsing_it(client, db):
    body = b"--x\r\nContent-Disposition: form-data; name=a\r\n\r\n" + b"-9" * 20000 + b"\r\n--x--\r\n"
    response = client.generic("POST", "/", body, content_type="multipart/form-data; boundary=x; charset=punycode")
    assert response.status_code == HTTPStatus.METHOD_NOT_ALLOWED and response["Allow"] == "GET, HEAD, OPTIONS"


def test_an_unknown_entry_is_a_french_404(client, corpus):
    body = client.get("/api/v1/sections/noxilia/pas-une-section/").json()
    assert body["code"] == "not_found" and body["detail"].startswith("Entrée introuvable")


def test_a_number_without_declared_bounds_is_still_bounded_and_the_schema_says_so(client, db):
    # 4 200 digits once cost a Noxilia turn 440 ms of CPU (every sentence writes the number).
    from referee.engine.reading import MAX_NUMBER

    huge = int("9" * 4200)
    response = post(client, "/api/v1/calculators/noxilia/turn/", {"turns": 5, "unit": {"armor": 1, "life": huge}})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["errors"]["unit.life"][0] == {
        "message": f"un nombre démesuré : attendu un nombre de -{MAX_NUMBER} à {MAX_NUMBER}.", "code": "max_value",
        "rule": {"anchor": "noxilia/glossaire/vie", "url": "/noxilia/glossaire/vie/"}}
    schemas = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()["components"]["schemas"]
    assert schemas["NoxiliaUnitRequest"]["properties"]["life"]["maximum"] == MAX_NUMBER
