"""Players' own wording for the questions every table asks: how to win, the starting hand, the hand limit,
the Forteresse's life (an acceptance tester's questions, tests/search/questions.tsv has them with more).

Through the search API, on the real corpus and index, no game chosen: any game's answer counts.
"""
from http import HTTPStatus

import pytest

from tests.search.test_english import HAND_LIMITS

VICTORY = {
    "passage:helix/forteresse#elle-incarne-le-bastion-defendre-si",
    "passage:helix/table-d-experience#lorsqu-il-atteint-le-niveau-votre",
    "passage:veiel/affronter-le-boss#si-les-heros-sortent-victorieux-de",
    "passage:stellar-nexus/condition-de-victoire-defaite#vous-pouvez-mettre-les-points-de",
    "passage:heliosthenos/surface-de-jeu#le-but-du-jeu-est-de",
    "passage:noxilia/objectif#dans-noxilia-chaque-joueur-dirige-un",
    "passage:noxilia/objectif#le-premier-joueur-dont-le-monarque",
    "passage:noxilia/fin-de-partie#la-fin-de-partie-survient-des",
}
STARTING_HANDS = {
    "passage:helix/cycle-1#les-joueurs-piochent-simultanement-cartes",
    "passage:noxilia/mise-en-place#chaque-joueur-pioche-cartes-puis-peut",
    "passage:stellar-nexus/pioche-et-debut-de-partie#les-joueurs-commencent-avec-cartes-de",
    "passage:heliosthenos/jeu#chaque-joueur-brasse-son-tas-puis",
}
HAND_LIMIT_PASSAGES = {f"passage:{p}" for p in HAND_LIMITS.values()}
# Helix Duels prints the Forteresse's starting DRB on its card; the rulebook says its DRB is its life.
FORTERESSE_LIFE = {
    "passage:helix/forteresse#elle-incarne-le-bastion-defendre-si",
    "keyword:helix/glossaire/forteresse",
    "keyword:helix/glossaire/drb",
}


def first_ids(client, q, count=3, context=None):
    response = client.get("/api/v1/search/", {"q": q, **({"context": context} if context else {})})
    assert response.status_code == HTTPStatus.OK, response.content
    return [result["id"] for result in response.json()["results"][:count]]


@pytest.mark.parametrize("question", ["comment on gagne", "cmt on gagne la partie", "how do you win the game"])
def test_asking_how_to_win_finds_a_victory_condition_first(client, corpus, question):
    """« gagne » alone is winning the game, not Stellar's coin toss (« le joueur qui gagne (au hasard) »)."""
    assert first_ids(client, question)[0] in VICTORY


def test_gaining_something_is_still_found_as_gaining(client, corpus):
    """« gagner » also searches the victory words, but a question about what a kill brings keeps its loot (asked at
    the Helix table: without a game, « je gagne » is also Stellar Nexus's victory, which its players ask as much)."""
    found = first_ids(client, "qu'est-ce que je gagne quand je tue une creature adverse", context="helix")
    assert not VICTORY & set(found)
    assert {"passage:helix/resolution-des-combats#butin-recupere-la-destruction-de-la",
            "passage:helix/exemple-de-combat#le-joueur-defenseur-gagne-un-butin",
            "passage:helix/infos-des-attributs-de-carte#butin-xp-hlx"} & set(found)


@pytest.mark.parametrize("question, game", [
    (question, game) for question in ("on pioche combien de carte au debut", "cb de cartes en main au debut")
    for game in ("helix", "noxilia", "stellar-nexus", "heliosthenos")
    # Stellar Nexus (« Au début de son entretien, le joueur pioche une carte ») and Noxilia (« Début du tour »:
    # « Pioche : les joueurs piochent… ») draw at the start of each turn: a fair reading of the first question.
    if (question, game) not in {("on pioche combien de carte au debut", "stellar-nexus"),
                                ("on pioche combien de carte au debut", "noxilia")}])
def test_the_starting_hand_asked_at_the_table_is_among_the_first_answers(client, corpus, question, game):
    """At each game's table, its own starting hand (Veiel's heroes draw to five each turn: no starting hand)."""
    assert {p for p in STARTING_HANDS if p.startswith(f"passage:{game}/")} & set(first_ids(client, question, context=game))


@pytest.mark.parametrize("question", ["how many cards in hand", "hand", "max cards in hand",
                                      "combien de cartes max on peut avoir en main"])
def test_the_hand_limit_comes_first_not_noxilia_s_main_du_destin(client, corpus, question):
    """« hand » is the player's « main »: it no longer names Noxilia's « Main du destin » (a card drawn each turn)."""
    assert first_ids(client, question)[0] in HAND_LIMIT_PASSAGES


def test_the_destiny_hand_is_still_found_by_its_own_name(client, corpus):
    assert first_ids(client, "main du destin")[0] == "keyword:noxilia/glossaire/main-du-destin"


@pytest.mark.parametrize("question", ["cb de pv a la forteresse", "how much life does the fortress have in helix"])
def test_the_forteresse_s_life_is_its_drb(client, corpus, question):
    assert first_ids(client, question)[0] in FORTERESSE_LIFE
