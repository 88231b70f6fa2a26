"""A reader who asks for English (Accept-Language, or the language switch's cookie) gets the calculators'
steps, refusals and summaries in English, the rulebook's lines still quoted in French; one who does
not gets the French, even right after an English answer."""
import json
from http import HTTPStatus

from django.conf import settings
from django.utils.html import escape

HELIOSTHENOS = "/api/v1/calculators/heliosthenos/combat/"
STELLAR_NEXUS = "/api/v1/calculators/stellar-nexus/combat/"
# The rulebook's worked example: (7,2,4,2,3) against (4,4,4,4,4) on désert scores « 3-1+0-1-1 ».
EXAMPLE = {"attackers": [{"strengths": [7, 2, 4, 2, 3]}], "defenders": [{"strengths": [4, 4, 4, 4, 4]}],
           "terrain": "desert"}
EXAMPLE_PAGE = "/calculateurs/heliosthenos/combat/?a1=7&a1=2&a1=4&a1=2&a1=3&d1=4&d1=4&d1=4&d1=4&d1=4&terrain=desert"
COMBAT = {"hero_pv": 20, "attackers": [{"name": "Loup", "attack": 5, "endurance": 3}],
          "blockers": [{"name": "Golem", "attack": 2, "endurance": 2, "blocks": [0]}]}


def post(client, url, body, **headers):
    return client.post(url, json.dumps(body), content_type="application/json", **headers)


def test_the_heliosthenos_combat_answers_in_the_language_asked(client):
    english = post(client, HELIOSTHENOS, EXAMPLE, HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9")
    assert english.status_code == HTTPStatus.OK
    steps = [s["text"] for s in english.json()["steps"]]
    assert "Total score (« score total ») = milieu score (the rulebook's « score de terrain ») +3 + remaining " \
           "score -3 = 0." in steps
    assert steps[-1].startswith("A total score of 0: a tie. The rulebook only says that « le vainqueur est celui "
                                "avec le plus grand score total »;")
    assert english.json()["summary"] == ("(7,2,4,2,3) attacks (4,4,4,4,4) in desert: milieu +3, remaining -3, "
                                         "total 0 — tie, not settled by the rules")
    french = post(client, HELIOSTHENOS, EXAMPLE)
    assert "Score total = score de milieu (« score de terrain ») +3 + score restant -3 = 0." in [
        s["text"] for s in french.json()["steps"]]
    assert french.json()["summary"] == ("(7,2,4,2,3) attaque (4,4,4,4,4) en désert : milieu +3, restant -3, "
                                        "total 0 — égalité, non tranchée par la règle")
    # The data are the same in both languages: only the sentences change.
    assert english.json()["result"] == french.json()["result"]


def test_a_stellar_nexus_combat_and_its_refusals_answer_in_the_language_asked(client):
    english = post(client, STELLAR_NEXUS, COMBAT, HTTP_ACCEPT_LANGUAGE="en")
    assert english.json()["summary"] == ("Hero: 20 → 20 PV; Golem dies. Other reading (the rest of the damage goes "
                                         "to the hero): the hero ends at 17 PV; Golem dies.")
    assert "Golem falls to 0 endurance and dies; Loup has 3 damage left, but its attack was blocked: it does not " \
           "go to the hero." in [s["text"] for s in english.json()["steps"]]
    assert post(client, STELLAR_NEXUS, COMBAT).json()["summary"].startswith("Héros : 20 → 20 PV ; Golem meurt. "
                                                                            "Autre lecture (le reste des dégâts")

    engaged = {**COMBAT, "attackers": [{**COMBAT["attackers"][0], "engaged": True}]}
    refused = post(client, STELLAR_NEXUS, engaged, HTTP_ACCEPT_LANGUAGE="en")
    assert refused.status_code == HTTPStatus.BAD_REQUEST
    assert refused.json()["errors"]["attackers[0].engaged"][0]["message"] == (
        "« Une créature engagée ne peut ni attaquer, ni défendre »: Loup is engaged and cannot attack.")
    assert post(client, STELLAR_NEXUS, engaged).json()["errors"]["attackers[0].engaged"][0]["message"] == (
        "« Une créature engagée ne peut ni attaquer, ni défendre » : Loup ne peut pas attaquer.")


def test_a_body_off_the_schema_is_refused_in_the_language_asked(client):
    body = {**COMBAT, "hero_pv": "vingt", "format": "trio"}
    english = post(client, STELLAR_NEXUS, body, HTTP_ACCEPT_LANGUAGE="en").json()["errors"]
    assert english["hero_pv"][0]["message"] == "Expected a whole number, got a string."
    assert english["format"][0]["message"] == ('Unknown value "trio"; accepted values: "duel", '
                                               '"deux-contre-deux".')
    french = post(client, STELLAR_NEXUS, body).json()["errors"]
    assert french["hero_pv"][0]["message"] == "Attendu un nombre entier, reçu un texte."


def test_a_deck_check_answers_in_the_language_asked(client):
    deck = {"cards": [{"name": "Loup", "copies": 4, "category": "creature"}, {"name": "Vex", "category": "heros"}]}
    english = post(client, "/api/v1/calculators/stellar-nexus/deck/", deck, HTTP_ACCEPT_LANGUAGE="en").json()
    assert english["summary"] == ("Deck not legal: 3 rules broken (Library size, Copies of a card and "
                                  "Resource pile).")
    assert "Broken — Copies of a card: Loup (4): 3 copies at most. The rule: « Chaque carte a le droit d'être au " \
           "maximum 3 fois dans le deck. »" in [s["text"] for s in english["steps"]]
    french = post(client, "/api/v1/calculators/stellar-nexus/deck/", deck).json()
    assert french["summary"] == ("Deck non conforme : 3 règles enfreintes (Taille de la bibliothèque, Exemplaires "
                                 "d'une carte et Pile de ressource).")


def test_the_heliosthenos_page_shows_english_steps_and_labels_to_an_english_reader(client, corpus):
    page = client.get(EXAMPLE_PAGE, HTTP_ACCEPT_LANGUAGE="en")
    assert page.status_code == HTTPStatus.OK
    html = page.content.decode()
    # Terms of the glossary are linked inside the steps: the sentences are checked around them.
    assert escape("the fight's own milieu left out): mountain 2/4 → -1; marsh 4/4 → 0; chaos 2/4 → -1; "
                  "ice 3/4 → -1 = -3.") in html
    assert escape("it does not settle a tie. For the judge to decide, or for the players to agree on.") in html
    assert '<option value="montagne">mountain</option>' in html
    french = client.get(EXAMPLE_PAGE).content.decode()
    assert escape("il ne tranche pas l'égalité. À décider par l'arbitre ou par accord des joueurs.") in french
    assert "the fight" not in french
    assert '<option value="montagne">montagne</option>' in french


def test_the_language_switch_cookie_makes_the_stellar_nexus_page_english(client, corpus):
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    html = client.get("/calculateurs/stellar-nexus/pile/?e1_type=ephemere&e1_nom=Foudre").content.decode()
    assert "Foudre resolves." in html
    assert '<option value="ephemere" selected>Ephemeral</option>' in html
    del client.cookies[settings.LANGUAGE_COOKIE_NAME]
    french = client.get("/calculateurs/stellar-nexus/pile/?e1_type=ephemere&e1_nom=Foudre").content.decode()
    assert "Foudre se résout." in french and '<option value="ephemere" selected>Éphémère</option>' in french
