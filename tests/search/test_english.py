"""Questions in English, as English-speaking players ask them, through the search API and page.

The rulebooks are French: English words search each game's own French words (players_vocabulary.txt),
and English words that carry no rule (« what », « the », « does ») are dropped like French ones.
"""
import re
from http import HTTPStatus

import pytest

from tests.helpers import visible_text

# The hand-limit rule of each game that has one (Helix Duels has none).
HAND_LIMITS = {
    "noxilia": "noxilia/regles-generales#il-existe-aucune-limite-de-cartes",
    "stellar-nexus": "stellar-nexus/informations-diverses#pas-de-limite-de-carte-en",
    "veiel": "veiel/phase-d-action-des-heros#enfin-il-pioche-des-cartes-jusqu",
    "heliosthenos": "heliosthenos/jeu#chaque-joueur-doit-toujours-avoir-cartes",
}


def search(client, q, **params):
    response = client.get("/api/v1/search/", {"q": q, **params})
    assert response.status_code == HTTPStatus.OK, response.content
    return response.json()


def ids(body):
    return [result["id"] for result in body["results"]]


@pytest.mark.parametrize("game, passage", HAND_LIMITS.items())
def test_hand_size_finds_the_hand_limit_rule_of_each_game_that_has_one(client, corpus, game, passage):
    body = search(client, "hand size", game=game)
    assert ids(body)[0] == f"passage:{passage}"
    assert body["no_answer"] == []


def test_hand_size_across_the_five_games_shows_every_hand_limit_on_the_first_page(client, corpus):
    assert {f"passage:{p}" for p in HAND_LIMITS.values()} <= set(ids(search(client, "hand size")))


def test_hand_size_in_helix_duels_says_the_rules_are_silent_on_it(client, corpus):
    assert search(client, "hand size", game="helix")["no_answer"] == ["size"]


@pytest.mark.parametrize("question, first", [
    ("what is the max hand size in noxilia", "passage:" + HAND_LIMITS["noxilia"]),
    ("can a flyer be blocked by a ground creature", "keyword:helix/glossaire/vol"),
    ("how does poison work noxilia", "keyword:noxilia/glossaire/poison-x"),
    ("do tapped creatures deal damage in helix", "keyword:helix/glossaire/incline"),
    ("when do my units untap in noxilia", "keyword:noxilia/glossaire/degager-une-unite"),
    ("what happens if nobody blocks my attack stellar", "passage:stellar-nexus/systeme-de-combat#si-aucune-creature-ne-bloque-votre"),
    ("what happens when i run out of cards in my library stellar nexus",
     "passage:stellar-nexus/condition-de-victoire-defaite#si-un-joueur-na-plus-de"),
    ("how do heroes take damage in veiel", "passage:veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour"),
    ("how many cards can be on one square heliosthenos", "passage:heliosthenos/jeu#il-peut-avoir-maximum-cartes-par"),
])
def test_an_english_question_finds_the_answering_passage_first(client, corpus, question, first):
    body = search(client, question)
    assert ids(body)[0] == first, body["understood"]
    assert body["no_answer"] == [], body["understood"]


def test_english_words_that_carry_no_rule_are_not_searched_nor_said_missing(client, corpus):
    body = search(client, "what is the max hand size")
    restated = set(re.findall(r"\w+", body["understood"]))
    assert {"max", "hand", "size"} <= restated and not {"what", "is", "the"} & restated
    assert body["no_answer"] == []


@pytest.mark.parametrize("question, first", [
    pytest.param("le but du jeu heliosthenos", "passage:heliosthenos/surface-de-jeu#le-but-du-jeu-est-de",
                 id="« but » stays French"),
    pytest.param("l'or non dépensé est gardé au tour suivant ?", "passage:noxilia/mise-en-place#tout-or-non-depense-est-conserve",
                 id="« or » is gold, not the English « or »"),
    pytest.param("main du destin", "keyword:noxilia/glossaire/main-du-destin", id="« main » is a French word"),
    pytest.param("pile de ressource", "passage:stellar-nexus/pile-de-ressource#la-pile-de-ressource-est-composee",
                 id="« pile » is Stellar Nexus' own word"),
])
def test_french_words_that_are_also_english_keep_their_french_meaning(client, corpus, question, first):
    assert ids(search(client, question))[0] == first


def test_the_page_answers_an_english_question_with_the_passage_in_either_language(client, corpus):
    for language in ("fr", "en"):
        html = client.get("/recherche/", {"q": "what is the max hand size in stellar nexus"},
                          HTTP_ACCEPT_LANGUAGE=language).content.decode()
        first = html[html.index('class="results"'):]
        first = first[: first.index("</article>")]
        assert "Pas de limite de carte en main." in visible_text(first), language
        assert 'href="/stellar-nexus/informations-diverses/#pas-de-limite-de-carte-en"' in first
        assert "« what »" not in visible_text(html)
