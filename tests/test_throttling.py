"""Rate limits per client address, on the API and the pages alike (referee/throttling.py)."""
from http import HTTPStatus

import pytest
from django.core.cache import cache

LOW = {"search": "3/min", "calculators": "2/min"}
HELIOS = "/api/v1/calculators/heliosthenos/combat/"
BODY = {"attackers": [{"strengths": [7, 2, 4, 2, 3]}], "defenders": [{"strengths": [4, 4, 4, 4, 4]}], "terrain": "desert"}


@pytest.fixture
def low_rates(settings):
    settings.REFEREE_RATES = LOW
    cache.clear()
    yield
    cache.clear()


def test_the_search_api_answers_429_in_the_error_shape_with_retry_after(client, corpus, low_rates):
    for _ in range(3):
        assert client.get("/api/v1/search/", {"q": "poison"}).status_code == HTTPStatus.OK
    response = client.get("/api/v1/search/", {"q": "poison"})
    assert response.status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert int(response["Retry-After"]) >= 1
    body = response.json()
    assert body["code"] == "throttled" and body["errors"] == {}
    assert body["detail"].startswith("Trop de requêtes : réessayez dans ")


def test_the_search_page_shares_the_limit_and_says_so_in_french(client, corpus, low_rates):
    for _ in range(3):
        client.get("/api/v1/search/", {"q": "poison"})
    response = client.get("/recherche/", {"q": "poison"})
    assert response.status_code == HTTPStatus.TOO_MANY_REQUESTS and "Retry-After" in response
    assert "Trop de requêtes" in response.content.decode()


def test_calculators_have_their_own_limit(client, corpus, low_rates):
    for _ in range(2):
        assert client.post(HELIOS, BODY, content_type="application/json").status_code == HTTPStatus.OK
    assert client.post(HELIOS, BODY, content_type="application/json").status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.get("/calculateurs/heliosthenos/combat/").status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.get("/api/v1/search/", {"q": "poison"}).status_code == HTTPStatus.OK  # another scope


def test_addresses_are_counted_apart_and_a_forged_forwarded_for_changes_nothing(client, corpus, low_rates):
    for _ in range(3):
        client.get("/api/v1/search/", {"q": "poison"}, REMOTE_ADDR="10.0.0.1")
    assert client.get("/api/v1/search/", {"q": "poison"}, REMOTE_ADDR="10.0.0.1",
                      HTTP_X_FORWARDED_FOR="1.2.3.4").status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.get("/api/v1/search/", {"q": "poison"}, REMOTE_ADDR="10.0.0.2").status_code == HTTPStatus.OK


def test_behind_a_proxy_the_forwarded_address_counts_and_junk_counts_as_the_proxy(client, corpus, low_rates, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    for _ in range(3):
        client.get("/api/v1/search/", {"q": "poison"}, HTTP_X_FORWARDED_FOR="203.0.113.7")
    assert client.get("/api/v1/search/", {"q": "poison"},
                      HTTP_X_FORWARDED_FOR="203.0.113.7").status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert client.get("/api/v1/search/", {"q": "poison"},
                      HTTP_X_FORWARDED_FOR="203.0.113.8").status_code == HTTPStatus.OK
    junk = client.get("/api/v1/search/", {"q": "poison"}, HTTP_X_FORWARDED_FOR="A" * 8000)
    assert junk.status_code == HTTPStatus.OK  # counted as the proxy's own address, never a cache key of 8 KB


def test_live_results_past_the_limit_get_a_line_not_a_page(client, corpus, low_rates):
    for _ in range(3):
        client.get("/api/v1/search/", {"q": "poison"})
    response = client.get("/recherche/", {"q": "poison", "fragment": "1"})
    assert response.status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert response.content.decode().startswith('<p class="error-box" role="alert">Trop de requêtes')
