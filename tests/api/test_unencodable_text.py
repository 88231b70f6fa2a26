"""Text that cannot be written back — a lone half of a UTF-16 pair (JSON's « \\ud800 »), bytes that are no UTF-8
— is refused as a 400 in the API's error shape, wherever it comes: a JSON body's values or keys, a query
string, a form's fields. Every operation of the API schema is tried, with a judge's token, by Hypothesis."""
import json
from http import HTTPStatus

import pytest
from drf_spectacular.generators import SchemaGenerator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import rulings
from tests.helpers import api_token
from tests.test_properties import ERROR_SHAPE

SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
# Any text, lone surrogates included (Hypothesis leaves them out unless asked).
SURROGATE = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
any_text = st.lists(st.characters(codec=None) | SURROGATE, max_size=12).map("".join)


def _lone(text: str) -> bool:
    """A lone surrogate once JSON has read it (« \\ud800\\udc00 » is a pair: JSON reads one character)."""
    try:
        json.loads(json.dumps(text)).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


with_surrogate = st.tuples(any_text, SURROGATE, any_text).map("".join).filter(_lone)
json_values = st.recursive(st.none() | st.booleans() | st.integers(-99, 99) | any_text,
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(any_text, inner, max_size=4),
                           max_leaves=12)


def _operations() -> list[tuple[str, str]]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return sorted((method.upper(), path) for path, item in schema["paths"].items() for method in item
                  if method in ("post", "patch", "put", "delete"))


OPERATIONS = _operations()
PARAMETERS = {"{game}": "noxilia", "{number}": "1", "{id}": "1", "{pk}": "1", "{slug}": "combat"}


@pytest.fixture
def judge_client(client, corpus, make_judge):
    """A head judge of Noxilia with a token; ruling n° 1 published and question n° 1 reported, for the paths
    that name one."""
    from search.models import ReportedQuestion

    chief = make_judge("chief", games=["noxilia"], head=True)
    rulings.create(chief, corpus["noxilia"], {"question": "Q ?", "answer": "R.", "citations": ["noxilia/combat"]},
                   publish=True)
    ReportedQuestion.objects.create(pk=1, text="jpeux bloquer un volant", key="jpeux bloquer un volant", game="noxilia")
    client.defaults["HTTP_AUTHORIZATION"] = f"Token {api_token(chief)}"
    return client


def _send(client, method: str, path: str, body: str):
    for name, value in PARAMETERS.items():
        path = path.replace(name, value)
    return client.generic(method, path, body.encode("utf-8", "surrogatepass"), content_type="application/json")


def test_every_writing_operation_is_tried():
    assert ("POST", "/api/v1/rulings/") in OPERATIONS and ("POST", "/api/v1/questions/") in OPERATIONS
    assert sum(path.startswith("/api/v1/calculators/") for _, path in OPERATIONS) >= 15


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
@SETTINGS
@given(data=st.data())
def test_a_lone_surrogate_in_a_body_is_a_clear_400(judge_client, method, path, data):
    value = data.draw(json_values, label="body")
    spoiled = data.draw(with_surrogate, label="text")
    body = data.draw(st.sampled_from([{"game": "noxilia", "x": spoiled}, {spoiled: value}, [value, spoiled], spoiled]),
                     label="where")
    response = _send(judge_client, method, path, json.dumps(body))
    assert response.status_code == HTTPStatus.BAD_REQUEST, (response.status_code, response.content[:300])
    assert set(response.json()) == ERROR_SHAPE
    if method != "DELETE":  # a DELETE reads its version from the query string, not from a body
        assert "UTF-16" in response.json()["detail"]


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
@SETTINGS
@given(body=json_values)
def test_any_text_in_a_body_is_an_answer_or_a_clear_error(judge_client, method, path, body):
    response = _send(judge_client, method, path, json.dumps(body))
    assert response.status_code < 500, response.content[:300]
    if response.status_code >= 400:
        assert set(response.json()) == ERROR_SHAPE


@SETTINGS
@given(text=any_text, raw=st.binary(max_size=8))
@pytest.mark.parametrize("path", ["/api/v1/search/", "/api/v1/search/suggest/", "/api/v1/rulings/", "/api/v1/keywords/",
                                  "/api/v1/sections/", "/recherche/", "/calculateurs/heliosthenos/combat/"])
def test_any_text_in_a_query_string_is_an_answer_or_a_clear_error(client, corpus, path, text, raw):
    # What a browser would send: the text's UTF-8 (surrogates as the bytes they would be), and raw bytes.
    encoded = "".join(f"%{b:02X}" for b in text.encode("utf-8", "surrogatepass") + raw)
    for name in ("q", "game", "jeu", "context", "a1", "status"):
        response = client.get(f"{path}?{name}={encoded}")
        assert response.status_code < 500, (name, response.content[:300])


@SETTINGS
@given(text=any_text)
def test_any_text_in_a_form_is_a_page_or_a_clear_error(client, corpus, text):
    encoded = "".join(f"%{b:02X}" for b in text.encode("utf-8", "surrogatepass"))
    for path, fields in (("/compte/connexion/", ("username", "password")), ("/recherche/signaler/", ("q", "jeu"))):
        body = "&".join(f"{field}={encoded}" for field in fields).encode()
        response = client.generic("POST", path, body, content_type="application/x-www-form-urlencoded",
                                  HTTP_ORIGIN="http://testserver")
        assert response.status_code < 500, (path, response.content[:300])
