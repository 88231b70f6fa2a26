"""What every calculator of the site promises, whatever its game: one suite over the registry.

- its documented example runs, and its page shows the same ruling as its API;
- a body off the schema names every faulty field at once, by its path;
- a body the schema allows is never refused as « invalid » (the schema and the reader agree);
- every step cites a rule the corpus has, and reads as correct French (Hypothesis draws the
  inputs from the engine's own declarations, so every kind of ruling gets read).
"""
from __future__ import annotations

import re
from http import HTTPStatus
from urllib.parse import urlencode

import pytest
from django.utils.html import escape
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.calculators.registry import CALCULATORS
from referee.engine.reading import json_fields, read
from referee.engine.trace import EngineError, IllegalAction, InvalidInput
from rules.anchors import all_anchors
from tests.strategies import around, body

ANCHORS = set(all_anchors())



def ids(calculator) -> str:
    return f"{calculator.game}-{calculator.api_slug}"


def test_every_calculator_is_built_on_its_engine_declarations():
    # One boundary: the body is read by the engine's declarations, the schema derived from them.
    for calculator in CALCULATORS:
        assert calculator.schema.engine_class is calculator.input, ids(calculator)
        assert calculator.input.__module__.startswith(f"referee.engine.{calculator.game.replace('-', '_')}."), \
            ids(calculator)


@pytest.mark.parametrize("calculator", CALCULATORS, ids=ids)
def test_the_documented_example_runs_and_its_page_shows_the_same_ruling(client, corpus, calculator):
    api = client.post(f"/api/v1/calculators/{calculator.game}/{calculator.api_slug}/", calculator.example,
                      content_type="application/json")
    assert api.status_code == HTTPStatus.OK, api.json()
    answer = api.json()
    assert answer["summary"] and answer["steps"]
    assert all(step["rule"]["url"] for step in answer["steps"])
    page = client.get(f"{calculator.url}?{urlencode(calculator.form.query(calculator.example), doseq=True)}")
    assert page.status_code == HTTPStatus.OK
    assert escape(answer["summary"]) in page.content.decode()  # as the template writes it


def wrong_type_body(cls) -> dict:
    """Every field of the input given a value of the wrong JSON type, and one unknown field."""
    data = {field.name: ("x" if annotation is bool else True) for field, annotation in json_fields(cls)}
    return {**data, "champ_inconnu": 1}


@pytest.mark.parametrize("calculator", CALCULATORS, ids=ids)
def test_a_body_off_the_schema_names_every_faulty_field_at_once(client, corpus, calculator):
    data = wrong_type_body(calculator.input)
    response = client.post(f"/api/v1/calculators/{calculator.game}/{calculator.api_slug}/", data,
                           content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["code"] == "invalid"
    assert set(response.json()["errors"]) == set(data)


# --- Over inputs drawn from the declarations ---------------------------------------------------

# French typography and spelling the phrasebooks keep (issue: « no (s) hedges, one kind of
# apostrophe, a space before ; … »).
DEFECTS = {
    "a « (s) » or « (e) » hedge instead of agreement": re.compile(r"\((?:s|e|es|x)\)"),
    "a curly apostrophe (the engines write ')": re.compile("’"),
    "no space before ; : ! ?": re.compile(r"[^\s\d«][;:!?](?=\s|$)"),
    "a word twice in a row": re.compile(r"\b(?!nous\b|vous\b)(\w{2,})\s+\1\b", re.IGNORECASE),
    "two spaces": re.compile(r"\S  +\S"),
    "no space inside « »": re.compile(r"«\S|\S»"),
    "a word without its accents": re.compile(
        r"\b(?:degats?|detruite?s?|equipements?|lumiere|resistances?|creatures?|regeneration|elimine|"
        r"deplace\w*|controle)\b", re.IGNORECASE),
}


def sentence_defects(text: str) -> list[str]:
    return [name for name, pattern in DEFECTS.items() if pattern.search(text)]


def test_the_defect_scanner_catches_what_it_names():
    assert sentence_defects("La créature subit 2 dégât(s).") == ["a « (s) » or « (e) » hedge instead of agreement"]
    assert sentence_defects("Loup est detruit; il reste 2 degats") == [
        "no space before ; : ! ?", "a word without its accents"]
    assert sentence_defects("L’Archer attaque l'attaquant") == ["a curly apostrophe (the engines write ')"]
    assert sentence_defects("Elle inflige « 3 » dégâts : la la cible meurt.") == ["a word twice in a row"]
    assert sentence_defects("La cible (4 PV) perd 2 points de vie ; il lui en reste 2.") == []


DRAWN = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))


def _ruling_test(calculator):
    @DRAWN
    @given(data=st.one_of(body(calculator.input), around(calculator.input, calculator.example)))
    def check(data):
        try:
            built = read(calculator.input, data)
        except InvalidInput as error:  # the schema allowed it: the reader must read it
            raise AssertionError(f"a body the schema allows was refused as invalid: {error.problems}") from None
        try:
            problems = list(calculator.check(built))
            if problems:
                raise IllegalAction.of(problems)
            result = calculator.resolve(built)
        except EngineError as error:
            assert error.problems and all(p.message for p in error.problems)
            for problem in error.problems:
                assert problem.rule is None or problem.rule in ANCHORS, problem
                assert not sentence_defects(problem.message), (problem.message, sentence_defects(problem.message))
            return
        for step in result.steps:
            assert step.rule in ANCHORS, step
            assert not sentence_defects(step.text), (step.text, sentence_defects(step.text))
        assert not sentence_defects(result.summary), (result.summary, sentence_defects(result.summary))

    return check


@pytest.mark.parametrize("calculator", CALCULATORS, ids=ids)
def test_rulings_cite_real_rules_in_correct_french(calculator):
    _ruling_test(calculator)()
