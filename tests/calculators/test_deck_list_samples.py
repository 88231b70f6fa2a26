"""Deck lists as players paste them (issue 23): the sample lists of tests/engine/deck_lists/, each in a format of the
forums and deck builders, answered with every count and copies rule and no attribute entered.

« Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. » — « Chaque carte a le droit d'être au maximum
3 fois dans le deck. » — « La pile de ressource est composée de 10 cartes. » (Stellar Nexus TCG)
« Votre Bibliothèque doit être composée de 60 cartes au minimum […] (minimum 12 cartes par Livre). » — « Une carte
ne peut pas se trouver en plus de 3 exemplaires dans votre Bibliothèque » (Helix Duels)
« Votre deck doit contenir exactement 60 cartes, hors monarque, trésors, mains du destin, jetons et cartes de
zones. » — « Héros et Événements : jusqu'à 2 exemplaires maximum de chaque carte. » (Noxilia)
"""
import json
import re
from http import HTTPStatus
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.calculators.test_deck_pages import page, summary
from tests.engine.test_decks import rule

SAMPLES = Path(__file__).resolve().parents[1] / "engine" / "deck_lists"
FILES = sorted(SAMPLES.glob("*.txt"))

COUNT_AND_COPIES = {
    "stellar-nexus": {"Taille de la bibliothèque", "Exemplaires d'une carte", "Pile de ressource", "Héros"},
    "helix": {"Taille de la Bibliothèque", "Livres utilisés", "Taille des Livres", "Exemplaires d'une carte",
              "Divinité"},
    "noxilia": {"Taille du deck", "Monarque", "Exemplaires des Héros et Événements",
                "Exemplaires des Sorts, Équipements et Unités"},
}
SUMMARY = {
    "stellar-nexus": "Deck conforme : ",
    "helix": "Deck conforme : 60 cartes dans la Bibliothèque (Créatures 24, Objets 18, Sorts 18, Divinité 1).",
    "noxilia": "Deck conforme : 60 cartes hors monarque",
}
# What no sample says, and the rules that ask it: a Helix card's rareté (« 9 Épiques maximum », « 3 Légendaires
# maximum »), a Stellar Nexus resource's effect (« limitées à 1 exemplaire chacune »); the table's column and the
# value that says « none of these ».
ASKED = {
    "stellar-nexus": ({"Ressources avec effet"}, "effect", "effet", "non"),
    "helix": ({"Épiques", "Légendaires"}, "rarity", "rarete", "commune"),
    "noxilia": (set(), "", "", ""),
}


def game_of(path: Path) -> str:
    return next(game for game in COUNT_AND_COPIES if path.name.startswith(game + "-"))


def test_every_game_has_sample_lists_headed_by_their_source():
    assert {game_of(f) for f in FILES} == set(COUNT_AND_COPIES)
    for path in FILES:
        assert path.read_text(encoding="utf-8").startswith("# Source: "), path.name


def test_the_headings_are_the_rulebooks_names_of_the_deck_parts():
    rule("stellar-nexus", "## Bibliotheque")
    rule("stellar-nexus", "## Pile de Ressource")
    rule("stellar-nexus", "Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune.")
    rule("helix", "- Livre 1 [Créatures] - Livre 2 [Objets] - Livre 3 [Sorts]")
    rule("noxilia", "hors monarque, trésors, mains du destin, jetons et cartes de zones")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_pasted_sample_list_gets_every_count_and_copies_rule_answered_with_no_attribute(client, corpus, path):
    game = game_of(path)
    response = client.post(f"/api/v1/calculators/{game}/deck/", json.dumps({"list": path.read_text(encoding="utf-8")}),
                           content_type="application/json")
    assert response.status_code == HTTPStatus.OK, response.json()
    answer = response.json()
    rules, field, column, none = ASKED[game]
    # Only the rules that wait for an attribute the list does not give wait, and only for it (never for a type).
    assert {p["name"] for p in answer["result"]["pending"]} == rules
    assert all(n["fields"] == [field] for n in answer["result"]["needed"])
    assert answer["result"]["notes"] == []
    answered = {step["text"].split(" — ")[1].split(" : ")[0] for step in answer["steps"]
                if step["text"].startswith(("Respectée", "Enfreinte"))}
    assert COUNT_AND_COPIES[game] <= answered
    if not rules:
        assert answer["summary"].startswith(SUMMARY[game]), answer["summary"]
    else:
        assert answer["summary"].startswith("Aucune règle enfreinte parmi celles vérifiées. À compléter : "), answer
    # The page: the same verdict, the table asking only that attribute, once per name.
    html = page(client, f"/calculateurs/{game}/deck/", {"liste": path.read_text(encoding="utf-8")})
    assert summary(html) == answer["summary"]
    if not rules:
        assert 'id="deck-table"' not in html
        return
    names = re.findall(r'<input type="hidden" name="(c\d+)_nom" value="([^"]*)">', html)
    assert [name for _row, name in names] == [n["name"] for n in answer["result"]["needed"]]
    asked = re.findall(r'<td class="deck-asked">.*?name="c\d+_([a-z0-9]+)"', html, re.S)
    assert set(asked) == {column} and len(asked) == len(names)
    # Given, the deck is conforming, as the sample is; the value written in the list, between brackets.
    filled = {"liste": path.read_text(encoding="utf-8"), **{f"{row}_nom": name for row, name in names},
              **{f"{row}_{column}": none for row, _name in names}}
    html = page(client, f"/calculateurs/{game}/deck/", filled)
    assert summary(html).startswith(SUMMARY[game]), summary(html)
    assert 'id="deck-table"' not in html
    written = re.search(r'<textarea id="liste"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert ("rareté=Commune" if game == "helix" else "sans effet]") in written


def test_a_plain_list_without_types_answers_the_copies_rule_and_asks_the_types_once_per_name(client, corpus):
    # The list of the issue: no [type=…], no heading. « au maximum 3 fois »: no card over 3, whatever its type.
    plain = "3 Soldat kern\n3x Drone\nSentinelle x3\nCommandant Vex\n8 Ressource Kerns\n2 Ressource Kerns"
    response = client.post("/api/v1/calculators/stellar-nexus/deck/", json.dumps({"list": plain}),
                           content_type="application/json")
    assert response.status_code == HTTPStatus.OK
    result = response.json()["result"]
    assert [n["name"] for n in result["needed"]] == ["Ressource Kerns", "Soldat kern", "Drone", "Sentinelle",
                                                     "Commandant Vex"]
    assert {p["name"] for p in result["pending"]} == {"Exemplaires d'une carte", "Pile de ressource",
                                                      "Ressources avec effet", "Héros"}
    # 20 cards at most, whatever their types: the bibliothèque is short for sure.
    assert [v["text"] for v in result["violations"]] == [
        "au plus 20 cartes réquisition, même en comptant les cartes sans type : il en faut au moins 30."]
    # Ressource Kerns (10 copies) is the one card whose type the copies rule waits for.
    copies = next(p for p in result["pending"] if p["name"] == "Exemplaires d'une carte")
    assert copies["cards"] == ["Ressource Kerns"]
    # « limitées à 1 exemplaire chacune »: any card in more than one copy may be a resource with effect.
    effects = next(p for p in result["pending"] if p["name"] == "Ressources avec effet")
    assert effects["cards"] == ["Soldat kern", "Drone", "Sentinelle", "Ressource Kerns"]
    assert effects["asked"] == {"category": effects["cards"], "effect": effects["cards"]}
    assert response.json()["summary"] == ("Deck non conforme : 1 règle enfreinte (Taille de la bibliothèque). "
                                          "À compléter : 4 règles attendent un attribut de 5 cartes (Exemplaires "
                                          "d'une carte, Pile de ressource, Ressources avec effet et Héros).")


def test_the_english_page_says_the_pending_rules_in_english(client, corpus):
    response = client.post("/api/v1/calculators/helix/deck/", json.dumps({"list": "3 Loup\n4 Golem"}),
                           content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")
    answer = response.json()
    assert "To complete — Copies of a card: the answer depends on the type of Golem." in [
        s["text"] for s in answer["steps"]]
    assert re.match(r"Deck not legal: 1 rule broken \(Library size\)\. To complete: 5 rules wait", answer["summary"])
    assert ("To complete — Legendaries: the answer depends on the type of 2 cards (Loup and Golem) and the rarity of "
            "2 cards (Loup and Golem)." in [s["text"] for s in answer["steps"]])


def test_a_body_with_nothing_to_read_is_the_one_400(client, corpus):
    for body in ({}, {"list": "\n\n# rien\n"}, {"list": "12\n-3 Loup"}):
        response = client.post("/api/v1/calculators/noxilia/deck/", json.dumps(body), content_type="application/json")
        assert response.status_code == HTTPStatus.BAD_REQUEST, body
        assert response.json()["errors"]["list"][0]["message"].startswith("aucune carte lue")


# --- Any pasted text: a verdict, or the one clear 400 ------------------------------------------

WORDS = ["Ressources", "# Ressources", "Réquisition :", "Héros", "HÉROS", "Livre 2 [Objets]", "Monarque : Roi",
         "**Hero**", "Créatures (24)", "Sorts : 16", "Ressources avec effet", "// note", "# commentaire", "-----",
         "3 Loup", "3x Loup", "Loup x3", "Loup (x2)", "x4 Golem", "- 2x Drone", "• Épée", "0 Truc", "-2 Truc", "12",
         "3 Loup [type=Sort]", "2 Golem [type=cuisine, brillant]", "1 Harpie [♻️", "Héros : ", ": x3", "[]", "x3",
         "9" * 120 + " Foo", "Nom " * 30]
LINES = st.one_of(st.sampled_from(WORDS), st.text(max_size=40),
                  st.builds(lambda n, w: f"{n} {w}", st.integers(-5, 150), st.sampled_from(["Loup", "Golem", "Épée"])))
PASTED = st.lists(LINES, max_size=25).map("\n".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(text=PASTED, game=st.sampled_from(sorted(COUNT_AND_COPIES)))
def test_any_pasted_text_is_a_verdict_or_a_clear_400(client, corpus, text, game):
    response = client.post(f"/api/v1/calculators/{game}/deck/", json.dumps({"list": text}),
                           content_type="application/json")
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), (text, response.status_code)
    if response.status_code == HTTPStatus.BAD_REQUEST:
        errors = response.json()["errors"]
        # Only a list of which no card is read (or a text the schema refuses: a control character, too long), or
        # a name listed twice with different attributes.
        codes = {e["code"] for problems in errors.values() for e in problems}
        assert codes <= {"unreadable", "unreadable_line", "control_character", "max_length", "duplicate"}, errors
    page_response = client.get(f"/calculateurs/{game}/deck/", {"liste": text})
    assert page_response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)
