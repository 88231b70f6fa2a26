"""The game at the table as the search's context (``context=``): a preference, not a filter.

Issue 22: « Asked from a game's pages, the question is about that game […] The context's passages rank
first; another game's passage comes only when the question names that game or nothing in the context
answers, under its own heading. »
"""
import re
from http import HTTPStatus

from search.lexicon import lexicon
from tests.helpers import visible_text


def api(client, **params):
    response = client.get("/api/v1/search/", params)
    assert response.status_code == HTTPStatus.OK, response.content
    return response.json()


def test_the_context_s_passages_alone_when_one_answers(client, corpus):
    body = api(client, q="combien de cartes en main au debut", context="stellar-nexus")
    assert body["context"] == "stellar-nexus" and body["game"] is None
    assert body["results"] and {hit["game"] for hit in body["results"]} == {"stellar-nexus"}
    assert not any(hit["elsewhere"] for hit in body["results"])
    assert body["elsewhere"] > 0  # the other games' passages are one link away, counted
    everywhere = api(client, q="combien de cartes en main au debut")
    assert everywhere["context"] is None and len({hit["game"] for hit in everywhere["results"]}) > 1


def test_another_game_comes_when_nothing_in_the_context_answers_marked_as_such(client, corpus):
    # Héliosthenos has no flying creatures: Helix's Vol and Noxilia's Volant answer, marked « elsewhere ».
    body = api(client, q="jpeux bloquer un volant ?", context="heliosthenos")
    assert body["results"] and all(hit["elsewhere"] for hit in body["results"] if hit["game"] != "heliosthenos")
    assert {hit["game"] for hit in body["results"][:3]} <= {"helix", "noxilia", "heliosthenos"}
    assert any(hit["game"] != "heliosthenos" for hit in body["results"][:3])


def test_a_game_named_in_the_question_wins_over_the_context(client, corpus):
    body = api(client, q="poison noxilia", context="helix")
    assert body["game"] == "noxilia" and body["context"] is None
    assert {hit["game"] for hit in body["results"]} == {"noxilia"}


def test_the_context_is_a_preference_the_filter_a_filter(client, corpus):
    body = api(client, q="armure", context="noxilia", game="all")
    assert {hit["game"] for hit in body["results"]} == {"noxilia"}
    assert api(client, q="armure", context="all")["context"] is None
    assert api(client, q="armure", context="")["context"] is None


def test_an_unknown_context_is_a_clear_400(client, corpus):
    response = client.get("/api/v1/search/", {"q": "armure", "context": "belote"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "context" in response.json()["errors"]
    page = client.get("/recherche/", {"q": "armure", "context": "belote"})
    assert page.status_code == HTTPStatus.BAD_REQUEST
    assert "Jeu inconnu : « belote »" in visible_text(page.content.decode())


def test_the_page_says_where_it_searched_in_one_line(client, corpus):
    html = client.get("/recherche/", {"q": "armure", "context": "noxilia"}).content.decode()
    text = visible_text(html)
    assert "Règles et mots-clés de Noxilia : « armure » · tous les jeux" in text  # (visible_text: spaces as one)
    assert 'href="?q=armure&amp;context=tous"' in html
    assert 'href="/helix/' not in html[html.index('class="results"'):]
    # The search box keeps the game at the table for the next question.
    assert re.search(r'<option value="noxilia"[^>]* selected>', html)


def test_the_page_shows_another_game_under_its_own_heading(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "volant", "context": "heliosthenos"}).content.decode())
    assert "Les règles d'Héliosthenos n'en parlent pas. Dans les autres jeux :" in text


def test_a_game_s_pages_ask_in_that_game(client, corpus):
    html = client.get("/noxilia/combat/").content.decode()
    assert re.search(r'<option value="noxilia"[^>]* selected>', html) and 'name="context"' in html


def test_common_words_alone_are_not_understood_and_the_nearest_are_labelled(client, corpus):
    body = api(client, q="cas carte jeu", context="helix")
    assert len(body["results"]) <= 3
    text = visible_text(client.get("/recherche/", {"q": "cas carte jeu", "context": "helix"}).content.decode())
    assert "Question non comprise : « cas », « carte » et « jeu » se trouvent partout dans les règles." in text
    assert "voici les passages les plus proches" in text


def test_a_tie_in_heliosthenos_finds_the_rule_that_decides_the_winner(client, corpus):
    # « Le vainqueur est celui avec le plus grand score total. » (the book says nothing of a tie: an open point)
    body = api(client, q="egalite heliosthenos")
    assert "heliosthenos/combat#le-vainqueur-est-celui-avec-le" in [
        hit["id"].split(":", 1)[1] for hit in body["results"][:3]]


def test_the_same_rule_in_two_sections_does_not_fill_the_first_places(client, corpus):
    # Helix states the draining of the hand in « Cycle 1 » and again in « Tour 1 », word for word.
    body = api(client, q="jpeux defausser des cartes de ma main pour avoir de lenergie", context="helix")
    firsts = [hit["passage"]["text"] for hit in body["results"][:3]]
    assert len(set(firsts)) == len(firsts)


def test_players_verbs_are_read_in_the_forms_they_type():
    words = lexicon()
    assert ("meurt",) in words.alternatives("creve", "noxilia")  # « crever » listed, « il a crevé » typed
    assert ("meurt",) in words.alternatives("crevent", "stellar-nexus")
    # « tapée » is listed (a tapped card): the form generated from « taper » (to hit) does not take it over.
    assert ("inclinee",) in words.alternatives("tapee", "helix")
    assert ("attaque",) not in words.alternatives("tapee", "helix")


def test_an_elided_word_typed_glued_is_read_without_its_article(client, corpus):
    body = api(client, q="jai bute 2 tokens, ca compte pour lxp ?", context="helix")
    assert "«\u00a0xp\u00a0»" in body["understood"]


def test_an_english_question_at_a_game_without_its_words_finds_the_other_games(client, corpus):
    # « flyer » has no word in Héliosthenos: read as every game's players say it, Helix's « Vol » answers.
    body = api(client, q="can a flyer be blocked", context="heliosthenos")
    assert "keyword:helix/glossaire/vol" in [hit["id"] for hit in body["results"][:3]]


def test_common_words_with_an_unknown_word_name_the_unknown_word(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "carte jeu xyzzyq", "context": "noxilia"}).content.decode())
    assert "Question non comprise" not in text
    assert "Les règles de Noxilia ne disent rien sur « xyzzyq »." in text
