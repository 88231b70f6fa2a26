"""POST /api/v1/calculators/<game>/deck/ for Helix Duels, Noxilia and Stellar Nexus.

The engine tests (tests/engine/test_decks.py) check each rule with its rulebook line; these check what
an API client sees: a valid deck is a 200 saying so with its counts; a deck breaking every rule at once
is a 200 too — « non conforme », each violation with its cards, the rule quoted and its permalink —
and a body that cannot describe a deck (an unknown type) is a 400 naming every faulty field at once.
"""
import json
from http import HTTPStatus

import pytest

from referee.calculators import decks

URL = "/api/v1/calculators/{game}/deck/"


def post(client, game, body):
    return client.post(URL.format(game=game), json.dumps(body), content_type="application/json")


def ok(client, game, body):
    response = post(client, game, body)
    assert response.status_code == HTTPStatus.OK, response.json()
    return response.json()


@pytest.mark.parametrize("calculator", decks.CALCULATORS, ids=lambda c: c.game)
def test_a_valid_deck_says_so_with_its_counts(client, corpus, calculator):
    answer = ok(client, calculator.game, calculator.example)
    assert answer["result"]["conforming"] is True
    assert answer["result"]["violations"] == []
    assert answer["summary"].startswith("Deck conforme : ")
    assert all(t["count"] >= 0 for t in answer["result"]["counts"])
    assert all(step["text"].startswith(("Respectée", "Non tranché", "Non vérifiée")) for step in answer["steps"])


HELIX_BROKEN = {
    "cards": [{"name": "Loup", "copies": 5, "category": "creature", "elements": ["magma"]},
              {"name": "Fléau", "copies": 9, "category": "creature", "recycle": True, "elements": ["magma"]},
              {"name": "Golem", "copies": 3, "category": "creature", "rarity": "epique", "elements": ["magma"]},
              {"name": "Titan", "copies": 3, "category": "creature", "rarity": "epique", "elements": ["magma"]},
              {"name": "Hydre", "copies": 3, "category": "creature", "rarity": "epique", "elements": ["magma"]},
              {"name": "Archange", "copies": 3, "category": "creature", "rarity": "epique", "elements": ["aether"]},
              {"name": "Reine", "copies": 2, "category": "creature", "rarity": "legendaire"},
              {"name": "Roi", "copies": 2, "category": "creature", "rarity": "legendaire"},
              {"name": "Bouclier", "copies": 2, "category": "objet", "elements": ["magma"]},
              {"name": "Dieu A", "category": "divinite"}, {"name": "Dieu B", "category": "divinite"}],
    "fortress": "magma", "warlord": "magma"}
# « Livres utilisés » (2 or 3) cannot break with « Taille des Livres » and the rarities at once: a single Livre
# under 12 cannot hold 10 Épiques and 4 Légendaires. It has its own test below.
NOXILIA_BROKEN = {
    "cards": [{"name": "Roi", "copies": 2, "category": "monarque", "clan": "Ordre"},
              {"name": "Capitaine", "copies": 3, "category": "heros", "clan": "Ordre"},
              {"name": "Orque", "copies": 5, "category": "unite", "race": "Orc"},
              {"name": "Boule de feu", "copies": 4, "category": "sort"}],
    "banner": {"clan": "Ordre", "races": ["Humain"], "limits": [{"text": "pas de sorts", "category": "sort",
                                                                 "at_most": 0}]}}
STELLAR_NEXUS_BROKEN = {
    "cards": [{"name": "Soldat", "copies": 4, "category": "creature"},
              {"name": "Source vive", "copies": 2, "category": "ressource", "effect": True},
              {"name": "Héros A", "category": "heros"}, {"name": "Héros B", "category": "heros"}]}


@pytest.mark.parametrize("game, body, rules", [
    ("helix", HELIX_BROKEN, {"Taille de la Bibliothèque", "Taille des Livres",
                             "Exemplaires d'une carte", "Livre d'une carte ♻️", "Épiques", "Légendaires", "Divinité",
                             "Loyauté ou Alliance"}),
    ("noxilia", NOXILIA_BROKEN, {"Taille du deck", "Monarque", "Exemplaires des Héros et Événements",
                                 "Exemplaires des Sorts, Équipements et Unités", "Clan et race des unités",
                                 "Restrictions de la bannière"}),
    ("stellar-nexus", STELLAR_NEXUS_BROKEN, {"Taille de la bibliothèque", "Exemplaires d'une carte",
                                             "Pile de ressource", "Ressources avec effet", "Héros"}),
])
def test_a_deck_breaking_every_rule_is_a_result_listing_each_violation(client, corpus, game, body, rules):
    answer = ok(client, game, body)
    result = answer["result"]
    assert result["conforming"] is False
    assert {v["name"] for v in result["violations"]} == rules
    assert answer["summary"].startswith(f"Deck non conforme : {len(rules)} règles enfreintes (")
    for violation in result["violations"]:
        assert violation["quote"] and violation["text"] and violation["rule"].startswith(f"{game}/")
    broken_steps = [s for s in answer["steps"] if s["text"].startswith("Enfreinte")]
    assert len(broken_steps) == len(result["violations"])
    # A section's or glossary entry's page, or a passage's: its section's page, at the passage.
    for step in broken_steps:
        page, _, passage = step["rule"]["anchor"].partition("#")
        assert step["rule"]["url"] == f"/{page}/" + (f"#{passage}" if passage else ""), step


# Issue 17: « in English too ». The verdicts, the rules' names and the counts in English; the rules
# themselves quoted in French, verbatim.
def test_a_noxilia_deck_checked_in_english_quotes_its_rules_in_french(client, corpus):
    response = client.post(URL.format(game="noxilia"), json.dumps(NOXILIA_BROKEN), content_type="application/json",
                           HTTP_ACCEPT_LANGUAGE="en")
    answer = response.json()
    assert answer["summary"] == ("Deck not legal: 6 rules broken (Deck size, Monarch, Copies of Heroes and "
                                 "Events, Copies of Spells, Equipment and Units, Clan and race of the units and "
                                 "Banner restrictions).")
    size = answer["result"]["violations"][0]
    assert (size["name"], size["text"]) == ("Deck size", "12 cards counted: a deck needs exactly 60.")
    assert size["quote"] == ("Votre deck doit contenir exactement 60 cartes, hors monarque, trésors, mains du destin, "
                             "jetons et cartes de zones.")
    assert ("Broken — Banner restrictions: « pas de sorts »: 4 (Spells), 0 at most. The rule: « Elle précise les "
            "restrictions de construction de deck, les règles spéciales de mise en place et les effets passifs. »"
            ) in [step["text"] for step in answer["steps"]]
    assert {"label": "Heroes", "count": 3} in answer["result"]["counts"]


def test_a_helix_deck_checked_in_english_quotes_its_rules_in_french(client, corpus):
    answer = client.post(URL.format(game="helix"), json.dumps(HELIX_BROKEN), content_type="application/json",
                         HTTP_ACCEPT_LANGUAGE="en").json()
    assert answer["summary"] == ("Deck not legal: 8 rules broken (Library size, Book size, Copies of a card, "
                                 "Book of a ♻️ card, Epics, Legendaries, Divinity and Loyalty or Alliance).")
    texts = {v["name"]: v["text"] for v in answer["result"]["violations"]}
    assert texts["Book of a ♻️ card"] == "Fléau (9 copies): its Creature Book holds only 8 different cards."
    assert texts["Loyalty or Alliance"] == ("single-color Loyalty deck (Magma): Archange (Aether) has none of the "
                                            "deck's elements. 2 cards with no element given, not checked.")
    assert ("Broken — Epics: 12 Epic cards (Golem (3), Titan (3), Hydre (3) and Archange (3)): 9 at most. The rule: "
            "« 9 Épiques maximum dans votre Bibliothèque »") in [step["text"] for step in answer["steps"]]
    assert {"label": "Creatures", "count": 30} in answer["result"]["counts"]
    # the same deck, the same verdict, in French without the header
    french = ok(client, "helix", HELIX_BROKEN)
    assert french["result"]["violations"][4]["text"] == ("12 cartes Épiques (Golem (3), Titan (3), Hydre (3) et "
                                                         "Archange (3)) : 9 au plus.")
    assert [v["rule"] for v in french["result"]["violations"]] == [v["rule"] for v in answer["result"]["violations"]]


def test_a_helix_library_of_one_book_breaks_the_rule_of_two_or_three(client, corpus):
    answer = ok(client, "helix", {"cards": [{"name": f"Loup {i}", "copies": 3, "category": "creature"}
                                            for i in range(20)] + [{"name": "Dieu", "category": "divinite"}]})
    assert answer["summary"] == "Deck non conforme : 1 règle enfreinte (Livres utilisés)."
    assert answer["result"]["violations"][0]["quote"] == "Vous pouvez choisir de n'utiliser que 2 Livres."


def test_the_cards_at_fault_and_the_rule_quoted(client, corpus):
    result = ok(client, "helix", HELIX_BROKEN)["result"]
    copies = next(v for v in result["violations"] if v["name"] == "Exemplaires d'une carte")
    assert copies["cards"] == ["Loup"]  # Fléau has the ♻️ pictogram
    assert copies["quote"] == ("Une carte ne peut pas se trouver en plus de 3 exemplaires dans votre Bibliothèque "
                               "(mis à part les cartes avec le picto ♻️).")
    assert copies["rule"] == "helix/deckbuilding#une-carte-ne-peut-pas-se"


def test_an_unknown_type_and_a_bad_count_are_a_400_naming_every_field_at_once(client, corpus):
    response = post(client, "noxilia", {"cards": [{"name": "Loup", "category": "cuisine"},
                                                  {"name": "", "copies": 0, "category": "sort"}]})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    answer = response.json()
    assert answer["code"] == "invalid"
    assert set(answer["errors"]) == {"cards[0].category", "cards[1].name", "cards[1].copies"}
    assert "valeurs acceptées" in answer["errors"]["cards[0].category"][0]["message"]


def test_a_name_listed_twice_with_different_attributes_is_refused(client, corpus):
    response = post(client, "stellar-nexus", {"cards": [{"name": "Loup", "category": "creature"},
                                                        {"name": "loup", "category": "ephemere"}]})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["code"] == "illegal"
    assert set(response.json()["errors"]) == {"cards[1].name"}


# --- A pasted list: the attributes it does not give are asked, never defaulted --------------------

HELIX_LIST = "# Créatures\n" + "\n".join(f"3 Créature {i} [rareté=Commune]" for i in range(1, 9)) + """
2 Roi [rareté=Légendaire]
2 Reine
# Objets
""" + "\n".join(f"3 Objet {i} [rareté=Commune]" for i in range(1, 7)) + "\n# Sorts\n" + "\n".join(
    f"3 Sort {i} [rareté=Commune]" for i in range(1, 7)) + "\n# Divinité\n1 Chronos"


def test_a_pasted_card_without_its_rarity_is_asked_by_the_legendaries_limit(client, corpus):
    # « 3 Légendaires maximum dans votre Bibliothèque »: Roi's 2 and Reine's 2, a Légendaire in reality.
    answer = ok(client, "helix", {"list": HELIX_LIST})
    result = answer["result"]
    assert result["violations"] == [] and result["conforming"] is False
    assert result["pending"] == [{"rule": "helix/legendaire#exemplaires-maximum-de-la-meme-carte",
                                  "name": "Légendaires", "field": "rarity", "cards": ["Reine"], "asked": {"rarity": ["Reine"]}}]
    assert result["needed"] == [{"name": "Reine", "copies": 2, "fields": ["rarity"], "rules": ["Légendaires"]}]
    said = ok(client, "helix", {"list": HELIX_LIST.replace("2 Reine", "2 Reine [rareté=Légendaire]")})
    assert [(v["name"], v["cards"]) for v in said["result"]["violations"]] == [("Légendaires", ["Roi", "Reine"])]
    # The same cards as « cards » keep their documented default: a card without « rarity » is a Commune.
    cards = [{"name": "Roi", "copies": 2, "category": "creature", "rarity": "legendaire"},
             {"name": "Reine", "copies": 2, "category": "creature"}]
    assert ok(client, "helix", {"cards": cards})["result"]["pending"] == []
    cards[1]["rarity"] = None  # null: not known, asked as in a pasted list
    assert [p["name"] for p in ok(client, "helix", {"cards": cards})["result"]["pending"]] == ["Légendaires"]


def test_a_pasted_resource_without_its_effect_is_asked_by_the_effect_limit(client, corpus):
    # « Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune. »
    pasted = "# Ressources\n8 Ressource Kerns [sans effet]\n2 Source vive"
    result = ok(client, "stellar-nexus", {"list": pasted})["result"]
    effect = next(p for p in result["pending"] if p["name"] == "Ressources avec effet")
    assert effect["asked"] == {"effect": ["Source vive"]}
    result = ok(client, "stellar-nexus", {"list": pasted.replace("2 Source vive", "2 Source vive [effet]")})["result"]
    assert "Ressources avec effet" in [v["name"] for v in result["violations"]]
    cards = [{"name": "Source vive", "copies": 2, "category": "ressource"}]  # « effect » left out: none
    assert "Ressources avec effet" not in [p["name"] for p in ok(client, "stellar-nexus",
                                                                 {"cards": cards})["result"]["pending"]]
