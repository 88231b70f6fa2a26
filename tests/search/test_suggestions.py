"""Suggestions as one types in the header's box: GET /api/v1/search/suggest/ (search/suggestions.py).

Keyword names that start with what was typed, then names that hold it, then « Questions fréquentes »; accents
aside; the last word as a prefix; the game at the table first; a clear 400 for what cannot be read, never a 500.
"""
import time
from http import HTTPStatus

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.corpus import questions_of
from rules.models import Keyword, Question
from search import suggestions
from search.index import forget as forget_index
from search.suggestions import MAX_SUGGESTIONS, Entries, Entry, suggest

URL = "/api/v1/search/suggest/"


def ask(client, q, **params):
    response = client.get(URL, {"q": q, **params})
    assert response.status_code == HTTPStatus.OK, (q, params, response.content)
    return response.json()["suggestions"]


def titles(found) -> list[str]:
    return [s["title"] for s in found]


@pytest.fixture
def fresh_entries():
    """A test that changes the corpus must not leave its entries in memory for the next tests."""
    suggestions.forget()
    yield
    suggestions.forget()


def test_a_keyword_name_that_starts_with_what_was_typed_comes_first(client, corpus):
    found = ask(client, "pois")
    assert found[:2] == [
        {"title": "Poison", "game": "helix", "game_name": "Helix Duels", "kind": "keyword",
         "url": "/helix/glossaire/poison/"},
        {"title": "Poison X", "game": "noxilia", "game_name": "Noxilia", "kind": "keyword",
         "url": "/noxilia/glossaire/poison-x/"},
    ]
    assert {s["kind"] for s in found[2:]} == {"question"}  # then the players' questions that hold the word


def test_each_keyword_suggested_opens_its_glossary_page(client, corpus):
    for suggestion in ask(client, "res"):
        if suggestion["kind"] == "keyword":
            page = client.get(suggestion["url"])
            assert page.status_code == HTTPStatus.OK, suggestion
            assert suggestion["title"].split(" (")[0] in page.content.decode()


def test_an_alias_is_a_name_too(client, corpus):
    assert titles(ask(client, "cac"))[0] == "Attaque au corps à corps (Caractéristiques des unités)"  # alias CAC


def test_a_name_that_holds_the_words_elsewhere_comes_after_those_that_start_with_them(client, corpus):
    found = ask(client, "masse")
    assert titles(found)[0] == "Attaque de masse X"
    assert found[0]["kind"] == "keyword"


def test_two_keywords_of_one_name_in_a_game_say_their_section(client, corpus):
    names = titles(ask(client, "attaque au corps", context="noxilia"))
    assert names[:2] == ["Attaque au corps à corps (Phase d'actions)",
                         "Attaque au corps à corps (Caractéristiques des unités)"]


def test_a_frequent_question_holding_the_words_links_to_its_first_answer(client, corpus):
    found = ask(client, "bloquer vol")
    question = found[0]
    assert question["kind"] == "question" and question["game"] == "helix"
    assert question["title"] == "Ma créature terrestre peut bloquer un volant ?"
    shown = {q.text: q.href for q in questions_of(game__slug="helix")}  # the « Questions fréquentes » lists' link
    assert question["url"] == shown[question["title"]]
    path, anchor = question["url"].split("#")
    page = client.get(path)
    assert page.status_code == HTTPStatus.OK and f'id="{anchor}"' in page.content.decode()


def test_the_words_of_a_question_may_come_in_any_order(client, corpus):
    assert "Ma créature terrestre peut bloquer un volant ?" in titles(ask(client, "volant bloquer terr"))


def test_the_game_at_the_table_comes_first(client, corpus):
    assert [s["game"] for s in ask(client, "pois")][:2] == ["helix", "noxilia"]
    assert titles(ask(client, "pois", context="noxilia"))[0] == "Poison X"
    found = ask(client, "resist", context="noxilia")
    games = [s["game"] for s in found]
    assert games == sorted(games, key=lambda g: g != "noxilia"), games  # Noxilia's all before any other's
    # The others' after them, when there is room: Héliosthenos has no poison, Helix's and Noxilia's come.
    assert {"helix", "noxilia"} <= {s["game"] for s in ask(client, "pois", context="heliosthenos")}
    assert ask(client, "pois", context="") == ask(client, "pois", context="all") == ask(client, "pois")


@pytest.mark.parametrize("typed", ["resist", "RÉSIST", "résist", "Resist", "rÉsÎsT"])
def test_accents_and_capitals_aside(client, corpus, typed):
    assert titles(ask(client, typed, context="noxilia"))[:2] == ["Résistance [type] X", "Résistance magique X"]


def test_the_last_word_is_a_prefix_the_words_before_it_whole(client, corpus):
    assert titles(ask(client, "vol de v"))[0] == "Vol de Vie"
    assert "Vol de Vie" not in titles(ask(client, "vo de vie"))  # « vo » is a whole word there: no « vol »
    assert "Déplacement" in titles(ask(client, "depl"))
    assert "Déplacement" not in titles(ask(client, "depl "))  # a space after it: the word is finished


@pytest.mark.parametrize("typed", ["", " ", "a", "é", "'", "l'", "?!", "  x  "])
def test_nothing_under_two_letters(client, corpus, typed):
    assert ask(client, typed) == []


def test_at_most_eight(client, corpus):
    assert len(ask(client, "de")) == MAX_SUGGESTIONS


def test_nothing_matches_nothing(client, corpus):
    assert ask(client, "zzqx") == []


def test_a_text_longer_than_the_box_allows_is_a_clear_400(client, corpus):
    response = client.get(URL, {"q": "poison " * 72})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    body = response.json()
    assert body["code"] == "invalid"
    assert body["errors"]["q"][0]["message"].startswith("Le texte tapé fait 504 caractères : 500 au plus.")
    assert client.get(URL, {"q": "é" * 500}).status_code == HTTPStatus.OK  # the bound itself is allowed


@pytest.mark.parametrize("context", ["monopoly", "NOXILIA", " noxilia", "tous", "x" * 300])
def test_an_unknown_game_as_context_is_a_clear_400(client, corpus, context):
    response = client.get(URL, {"q": "poison", "context": context})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    message = response.json()["errors"]["context"][0]["message"]
    assert message.startswith("Contexte inconnu : « ") and "helix, veiel, stellar-nexus, heliosthenos, noxilia" in message
    assert len(message) < 200  # the value is quoted, not all of it


def test_a_null_character_is_a_clear_400(client, corpus):
    response = client.get(URL, {"q": "poi\x00son"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "q" in response.json()["errors"]


def test_the_refusal_speaks_english_to_an_english_reader(client, corpus):
    response = client.get(URL, {"q": "poison", "context": "monopoly"}, HTTP_ACCEPT_LANGUAGE="en")
    assert response.json()["errors"]["context"][0]["message"].startswith("Unknown context: “monopoly”.")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=st.text(max_size=520) | st.sampled_from(["poi", "Poison X", "é" * 501, "\x00", "ﬄ" * 200, "🙂 vol"]),
       context=st.none() | st.sampled_from(["", "all", "noxilia", "helix", "stellar-nexus"]) | st.text(max_size=12))
def test_whatever_is_typed_the_answer_is_suggestions_or_a_clear_400(client, corpus, q, context):
    params = {"q": q} if context is None else {"q": q, "context": context}
    response = client.get(URL, params)
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), (q, context, response.content)
    body = response.json()
    if response.status_code == HTTPStatus.OK:
        assert len(body["suggestions"]) <= MAX_SUGGESTIONS
        for s in body["suggestions"]:
            assert set(s) == {"title", "game", "game_name", "kind", "url"} and s["url"].startswith("/")
    else:
        assert set(body) == {"detail", "code", "errors"} and body["detail"]


def test_a_suggestion_reads_the_database_once_per_process_not_per_request(corpus, fresh_entries,
                                                                        django_assert_num_queries):
    with django_assert_num_queries(3):  # the keywords, the questions' first answers, the questions
        suggest("pois")
    with django_assert_num_queries(0):
        suggest("poison", "noxilia")


def test_the_entries_are_read_again_when_the_index_is_opened_anew(client, corpus, fresh_entries, settings):
    ask(client, "pois")
    Keyword.objects.filter(game__slug="noxilia", slug="poison-x").update(name="Poisonneux X")
    assert "Poisonneux X" not in titles(ask(client, "pois"))  # kept in memory…
    forget_index(settings.SEARCH_INDEX_DIR)  # …until the index is opened anew (a rebuild, a followed change)
    assert "Poisonneux X" in titles(ask(client, "pois"))


def test_a_question_without_an_answer_is_not_suggested(corpus, fresh_entries):
    question = Question.objects.get(text="ma créature terrestre peut bloquer un volant ?")
    question.answers.clear()
    assert "Ma créature terrestre peut bloquer un volant ?" not in [s.title for s in suggest("bloquer vol")]


def test_a_suggestion_takes_a_few_milliseconds_over_two_thousand_entries(corpus, fresh_entries):
    real = suggestions.current_entries()
    many = Entries(Entry(e.kind, e.game, e.game_name, e.title, e.url, e.forms, e.words, rank)
                   for rank, e in enumerate([*real.entries, *real.entries[:800]]))
    assert len(many) > 2000
    typed = ["po", "pois", "de", "le poison ca se", "comment on fait du ma", "vol de v", "a b c d e f g h i j k l",
             "quand est ce que mon unite peut riposter a une attaque de mass", "zzq"] * 10
    started = time.perf_counter()
    for text in typed:
        suggest(text, "noxilia", entries=many)
    elapsed = (time.perf_counter() - started) / len(typed)
    assert elapsed < 0.005, f"{elapsed * 1000:.2f} ms a suggestion"
