"""Property-based: whatever a client sends, the answer is a result or a clear error, never a 5xx.

Hypothesis builds the inputs: every calculator's API body (its documented example with any part
replaced by any JSON value, or any JSON at all), every calculator page's form (its own field
names with odd values: blank, huge, negative, « ² », « ٧ », text), and the search box.
"""
import json
import re
from http import HTTPStatus

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.calculators.registry import CALCULATORS

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ERROR_SHAPE = {"detail", "code", "errors"}

scalars = (st.none() | st.booleans() | st.integers(-10**15, 10**15) | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=24))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
    st.text(max_size=12), inner, max_size=6), max_leaves=25)
odd_form_values = st.sampled_from(["", "0", "-1", "1", "2", "3", "12", "99", "999999999999", "²", "٧", "1.5", "abc",
                                   " 7 ", "A1", "B4.m3.e1.Aline", "Z99", "-", "−3", "<b>x</b>"]) | st.text(max_size=16)


def paths(value, prefix=()):
    """Every place in a JSON value: the tuple of keys and indexes that reaches it."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, prefix + (index,))


def replaced(value, path, new):
    if not path:
        return new
    copy = list(value) if isinstance(value, list) else dict(value)
    copy[path[0]] = replaced(value[path[0]], path[1:], new)
    return copy


def assert_clear(response):
    assert response.status_code < 500, response.content[:300]
    if response.status_code != HTTPStatus.OK:
        assert set(response.json()) == ERROR_SHAPE and response.json()["detail"]


@pytest.mark.parametrize("calculator", CALCULATORS, ids=lambda c: f"{c.game}-{c.api_slug}")
@SETTINGS
@given(data=st.data())
def test_any_api_body_is_a_result_or_a_clear_error(client, corpus, calculator, data):
    example = calculator.example or {}
    if data.draw(st.booleans(), label="mutate the example"):
        where = data.draw(st.sampled_from(list(paths(example))), label="where")
        body = replaced(example, where, data.draw(json_values, label="new value"))
    else:
        body = data.draw(json_values, label="any JSON")
    response = client.post(f"/api/v1/calculators/{calculator.game}/{calculator.api_slug}/", json.dumps(body),
                           content_type="application/json")
    assert_clear(response)


@pytest.fixture(scope="module")
def form_fields(django_db_setup, django_db_blocker):
    from django.test import Client

    with django_db_blocker.unblock():
        client = Client()
        return {c.url: sorted(set(re.findall(r'\bname="([a-z0-9_]+)"', client.get(c.url).content.decode())) - {"q"})
                for c in CALCULATORS}


@pytest.mark.parametrize("calculator", CALCULATORS, ids=lambda c: f"{c.game}-{c.slug}")
@SETTINGS
@given(data=st.data())
def test_any_page_form_is_a_page_or_a_clear_error(client, corpus, form_fields, calculator, data):
    names = form_fields[calculator.url]
    params = data.draw(st.dictionaries(st.sampled_from(names), odd_form_values, max_size=len(names)), label="form")
    response = client.get(calculator.url, params)
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), (params, response.status_code)
    assert response["Content-Type"].startswith("text/html")


@SETTINGS
@given(q=st.text(max_size=120), game=st.none() | st.text(max_size=12), page=st.none() | st.text(max_size=6),
       context=st.none() | st.sampled_from(["helix", "noxilia", "all", "", "tous"]) | st.text(max_size=12))
def test_any_search_is_a_result_or_a_clear_error(client, corpus, q, game, page, context):
    params = {"q": q, **({"game": game} if game is not None else {}), **({"page": page} if page is not None else {}),
              **({"context": context} if context is not None else {})}
    response = client.get("/api/v1/search/", params)
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST, HTTPStatus.NOT_FOUND)
    assert_clear(response)
    page_params = {"q": q, **({"jeu": game} if game is not None else {}), **({"page": page} if page is not None else {}),
                   **({"context": context} if context is not None else {})}
    assert client.get("/recherche/", page_params).status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST,
                                                                  HTTPStatus.NOT_FOUND)
