"""What every calculator of the site promises, whatever its game: one suite over the registry.

- its documented example runs, and its page shows the same ruling as its API;
- a body off the schema names every faulty field at once, by its path;
- a body the schema allows is never refused as « invalid » (the schema and the reader agree);
- every step cites a rule the corpus has, and reads as correct French (Hypothesis draws the
  inputs from the engine's own declarations, so every kind of ruling gets read);
- in English, every step, refusal and summary is English: no French outside the rulebook's lines
  quoted between « », no French typography — for each game whose phrasebook has its own en.py.
"""
from __future__ import annotations

import importlib
import inspect
import re
from http import HTTPStatus
from pathlib import Path
from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import referee.engine
from referee.calculators.registry import CALCULATORS
from referee.engine.language import speaking
from referee.engine.reading import json_fields, read
from referee.engine.trace import EngineError, IllegalAction, InvalidInput
from rules.anchors import all_anchors
from tests.engine.test_phrasebooks import PHRASEBOOKS
from tests.helpers import visible_text
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
    assert answer["summary"] in visible_text(page.content.decode())  # its keywords are terms (links) there


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


# --- In English -------------------------------------------------------------------------------
# French is allowed in an English sentence only where it is quoted: the rulebook's lines and the
# game's own terms between « », what the reader typed (a name, a value) between "…" or as sent.

QUOTED = re.compile(r'«[^«»]*»|"[^"]*"')
NOT_ENGLISH = {
    "a French word": re.compile(
        r"\b(?:le|la|les|un|une|des|du|de|est|sont|et|ou|pour|avec|dans|sur|par|pas|ne|ni|qui|que|au|aux|il|"
        r"ils|elle|elles|ses|leur|en|mais|plus|sans|entre|selon|chaque|aucun|aucune)\b", re.IGNORECASE),
    "an accented letter": re.compile(r"[àâäçéèêëîïôöùûüÿœæ]", re.IGNORECASE),
    "a French elision (d', l', qu'…)": re.compile(r"\b(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'\w", re.IGNORECASE),
    "French typography: a space before ; : ! ?": re.compile(r"\s[;:!?]"),
}
LANGUAGE_NEUTRAL_DEFECTS = ("a « (s) » or « (e) » hedge instead of agreement", "a curly apostrophe (the engines write ')",
                            "a word twice in a row", "two spaces", "no space inside « »")


def typed_strings(data) -> list[str]:
    """Every text of a body (names, boards…), longest first: what the reader typed is echoed as typed."""
    if isinstance(data, str):
        return [data] if data.strip() else []
    items = data.values() if isinstance(data, dict) else data if isinstance(data, list) else []
    return sorted({text for item in items for text in typed_strings(item)}, key=len, reverse=True)


def english_defects(text: str, typed=()) -> list[str]:
    """What in ``text`` is not English; ``typed``: the texts of the body, left out of the scan."""
    found = [name for name in LANGUAGE_NEUTRAL_DEFECTS if DEFECTS[name].search(text)]
    for echoed in typed:
        text = text.replace(echoed, "X")  # one letter, no word: the typography around it is still read
    unquoted = QUOTED.sub("X", text)
    found += [name for name, pattern in NOT_ENGLISH.items() if pattern.search(unquoted)]
    if "«" in text and not re.search(r"[A-Za-z]{2}", unquoted):
        found.append("nothing in English around the French quotation")
    return found


def test_the_english_scanner_catches_what_it_names():
    assert english_defects("The hero takes 2 damage: its life points go from 20 to 18.") == []
    assert english_defects("A tie: « le vainqueur est celui avec le plus grand score total ».") == []
    assert english_defects('Unknown value "montagne"; accepted values: "desert", "chaos".') == []
    assert english_defects("Ombre d'Ys attacks", typed=["Ombre d'Ys"]) == []
    assert english_defects("Le héros reçoit 2 dégâts : ses points de vie passent de 20 à 18.") == [
        "a French word", "an accented letter", "French typography: a space before ; : ! ?"]
    assert english_defects("Score total nul : egalite") == ["French typography: a space before ; : ! ?"]
    assert english_defects("Loup attaque l'archer") == ["a French elision (d', l', qu'…)"]
    assert english_defects("The hero takes 2 damage(s).") == ["a « (s) » or « (e) » hedge instead of agreement"]
    assert english_defects("« Le premier qui joue ne pioche pas de carte au premier tour. »") == [
        "nothing in English around the French quotation"]


def _french_sentences(module) -> list[str]:
    """The sentences a French phrasebook holds as constants (labels of one word aside)."""
    return [value for name, value in vars(module).items()
            if not name.startswith("_") and isinstance(value, str) and len(value.split()) > 3]


@pytest.mark.parametrize("package", PHRASEBOOKS)
def test_the_english_scanner_would_catch_any_french_sentence_left_in_english(package):
    # Every French sentence of every phrasebook, were it forgotten in the English one, is caught.
    french = importlib.import_module(f"{package}.fr")
    sentences = _french_sentences(french)
    assert sentences, package
    missed = [s for s in sentences if not english_defects(s)]
    assert missed == [], missed


@pytest.mark.parametrize("calculator", CALCULATORS, ids=ids)
def test_the_english_pass_fails_a_game_still_speaking_french(calculator):
    # What a placeholder en.py (the French) would give: every step of the example, and its summary, caught.
    built = read(calculator.input, calculator.example)
    result = calculator.resolve(built)
    typed = typed_strings(calculator.example)
    missed = [text for text in (*(s.text for s in result.steps), result.summary) if not english_defects(text, typed)]
    assert missed == []


def not_yet_english(calculator) -> str:
    """Why a calculator's English pass does not run yet (empty: it runs). It runs once its game's
    phrasebook package has an en.py of its own, not the placeholder that star-imports the French
    (« from .fr import * »); a deck check, once every one of its rules has its English name too
    (``DeckRule(anchor, name, quote, english)``)."""
    game = calculator.game.replace("-", "_")
    english = Path(inspect.getfile(referee.engine)).parent / game / "phrasebook" / "en.py"
    if not english.exists() or "from .fr import *" in english.read_text(encoding="utf-8"):
        return f"referee/engine/{game}/phrasebook/en.py is still the placeholder (from .fr import *)"
    unnamed = [rule.name for rule in getattr(calculator, "rules", ()) if not rule.english]
    if unnamed:
        return f"the deck rules of {calculator.game} have no English name yet: {', '.join(unnamed)}"
    return ""


def in_english(calculator):
    return pytest.param(calculator, id=ids(calculator),
                        marks=pytest.mark.skipif(bool(not_yet_english(calculator)), reason=not_yet_english(calculator)))


def _english_test(calculator):
    @DRAWN
    @given(data=st.one_of(body(calculator.input), around(calculator.input, calculator.example)))
    def check(data):
        typed = typed_strings(data)
        with speaking("en"):
            built = read(calculator.input, data)
            try:
                problems = list(calculator.check(built))
                if problems:
                    raise IllegalAction.of(problems)
                result = calculator.resolve(built)
            except EngineError as error:
                for problem in error.problems:
                    assert not english_defects(problem.message, typed), (problem.message,
                                                                         english_defects(problem.message, typed))
                return
        for text in (*(step.text for step in result.steps), result.summary):
            assert not english_defects(text, typed), (text, english_defects(text, typed))

    return check


@pytest.mark.parametrize("calculator", [in_english(c) for c in CALCULATORS])
def test_rulings_read_in_english_when_the_reader_asks(calculator):
    _english_test(calculator)()


@pytest.mark.parametrize("calculator", CALCULATORS, ids=ids)
def test_a_body_off_the_schema_is_refused_in_english(client, calculator):
    # The shape errors are the engine's shared sentences: English for every game, whatever its phrasebook.
    data = wrong_type_body(calculator.input)
    response = client.post(f"/api/v1/calculators/{calculator.game}/{calculator.api_slug}/", data,
                           content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    messages = [e["message"] for errors in response.json()["errors"].values() for e in errors]
    assert len(messages) >= len(data)
    assert [m for m in messages if english_defects(m, typed_strings(data))] == []
