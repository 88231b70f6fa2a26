"""The Noxilia calculator pages, without JavaScript: GET forms whose every result is a short link.

/calculateurs/noxilia/attaque/ and /calculateurs/noxilia/tours/. Quotations are from the Noxilia rulebook
(rules/sources/noxilia.md); the engine tests check each rule in depth, these check the pages show it.
"""
import json
import re
from http import HTTPStatus

import pytest

from referee.calculators import noxilia
from tests.helpers import visible_text

ATTACK = "/calculateurs/noxilia/attaque/"
TURNS = "/calculateurs/noxilia/tours/"
EXAMPLE = TURNS + "?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5"


def page(client, url, status=HTTPStatus.OK):
    response = client.get(url)
    assert response.status_code == status, visible_text(response.content.decode())[:2000]
    return response.content.decode()


def rows(html, table_id):
    """The lines of a result table, as text: ``["Tour 1, actions 0 2 2 non oui", …]``."""
    table = re.search(rf'<table[^>]*id="{table_id}".*?</table>', html, re.S).group(0)
    return [" ".join(visible_text(cell).strip() for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S))
            for row in re.findall(r"<tr[^>]*>.*?</tr>", table, re.S)][1:]


@pytest.mark.parametrize("url, api", [(ATTACK, "/api/v1/calculators/noxilia/attack/"),
                                      (TURNS, "/api/v1/calculators/noxilia/turn/")])
def test_without_parameters_the_page_shows_the_form_only(client, corpus, url, api):
    html = page(client, url)
    assert f'<form method="get" action="{url}#calc-outcome" data-live-calculator>' in html
    assert 'id="resultat"' not in html and "error-box" not in html
    assert f"POST {api}" in visible_text(html)
    for label in ("Armure", "Vie", "Marqueurs poison", "Attaque (CAC)", "Autres valeurs et capacités",
                  "Riposte instinctive X", "Esquive déjà utilisée dans la partie", "Calculer"):
        assert label in visible_text(html), label  # CAC is marked up: <abbr title="corps à corps">
    assert '<abbr title="corps à corps">CAC</abbr>' in html


def test_the_calculators_index_lists_both_pages(client, corpus):
    html = page(client, "/calculateurs/")
    assert f'href="{ATTACK}"' in html and f'href="{TURNS}"' in html
    assert "Noxilia — attaque" in html and "Noxilia — fil des tours" in html


# The issue: « a unit with 3 armor and 4 life, poisoned 2, charged by a 5-attack unit this turn: what happens
# over the next two turns? » Etape de fin du tour: « 3. Les dégâts de poison sont appliqués ».
def test_the_turns_page_links_the_example_which_shows_the_timeline(client, corpus):
    html = page(client, TURNS)
    link = re.search(r'<a id="exemple" href="([^"]+)">([^<]+)</a>', html)
    assert link.group(1).replace("&amp;", "&") == EXAMPLE
    assert visible_text(html).count("Exemple : une unité à 3 d'armure et 4 de vie, empoisonnée 2, chargée") == 1

    html = page(client, EXAMPLE)
    assert visible_text(re.search(r'<p class="summary".*?</p>', html, re.S).group(0)) == (
        "Cible (armure 3, vie 4, poison 2), suivie sur 2 tours : cible d'une charge au tour 1, il lui reste 2 points "
        "de vie ; elle meurt du poison à la fin du tour 1.")
    assert rows(html, "chronologie") == ["Tour 1, actions 0 2 2 non oui", "Tour 1, fin 0 0 2 non non"]
    assert rows(html, "etats") == ["Attaquant -1 5 0 oui oui", "Cible 0 2 2 non oui"]
    text = visible_text(html)
    assert "l'armure en absorbe 3 (3 → 0), 2 passent sur la vie (4 → 2)" in text
    assert "la vie passe de 2 à 0" in text and "Cible est morte : la chronologie s'arrête au tour 1." in text
    # the tables sit between the summary and the steps
    assert html.index('class="summary"') < html.index('id="chronologie"') < html.index('class="steps"')
    # the form shows what was asked
    for name, value in (("armure", "3"), ("vie", "4"), ("poison", "2"), ("adv_cac", "5"), ("adv_vie", "5")):
        assert re.search(rf'name="{name}" value="{value}"', html), name
    assert '<option value="charge" selected>' in html


def test_the_page_sends_the_api_the_same_json_and_shows_the_same_answer(client, corpus):
    params = client.get(EXAMPLE).wsgi_request.GET
    data = noxilia.TURN.form.data(params)
    assert data == {"attack": {"kind": "charge", "target": {"armor": 3, "life": 4, "poison_markers": 2},
                               "attacker": {"melee": 5, "life": 5, "armor": 0}}}
    api = client.post("/api/v1/calculators/noxilia/turn/", json.dumps(data), content_type="application/json").json()
    assert api["summary"] in visible_text(page(client, EXAMPLE))


def test_the_fragment_is_the_outcome_alone_for_live_updates(client, corpus):
    html = page(client, EXAMPLE + "&fragment=1")
    assert "<form" not in html and "<html" not in html
    assert 'id="chronologie"' in html and 'class="steps"' in html


# Poison X: « A la fin du tour infligez X dégâts (sans tenir compte de l'armure). »
# Début du tour: « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité. »
def test_a_unit_that_survives_is_followed_through_each_end_and_start_of_turn(client, corpus):
    html = page(client, TURNS + "?armure=3&vie=6&poison=2&type=charge&adv_cac=5&adv_vie=5&tours=3")
    assert rows(html, "chronologie") == [
        "Tour 1, actions 0 4 2 non oui", "Tour 1, fin 0 2 2 non oui", "Tour 2, début 3 2 2 non oui",
        "Tour 2, fin 3 0 2 non non"]


# Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
def test_a_unit_with_no_attack_this_turn(client, corpus):
    html = page(client, TURNS + "?armure=2&vie=3&repli=1&tours=1&adv_cac=9")  # the adversary is not used
    assert rows(html, "chronologie") == ["Tour 1, actions 1 3 0 oui oui", "Tour 1, fin 1 3 0 oui oui",
                                         "Tour 2, début 2 3 0 non oui"]
    assert 'id="etats"' not in html


def test_the_followed_unit_can_be_the_attacker(client, corpus):
    html = page(client, TURNS + "?role=attaquant&type=charge&cac=5&armure=2&vie=5&adv_armure=3&adv_vie=4&tours=1")
    assert rows(html, "chronologie") == ["Tour 1, actions 1 5 0 oui oui", "Tour 1, fin 1 5 0 oui oui",
                                         "Tour 2, début 2 5 0 non oui"]
    assert "suivi sur 1 tour : mène une charge au tour 1" in visible_text(html)


# Combat, 3. « l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute portion
# excédentaire est transférée sur la vie. »
def test_the_attack_page_shows_what_remains_of_both_units(client, corpus):
    html = page(client, ATTACK + "?a_nom=Chevalier&a_cac=5&a_armure=2&a_vie=5&c_nom=Garde&c_armure=3&c_vie=4")
    assert rows(html, "etats") == ["Chevalier 2 5 0 oui oui", "Garde 0 2 0 non oui"]
    assert ("Attaque au corps à corps de Chevalier sur Garde : Garde survit avec 2 points de vie, armure 0 ; "
            "Chevalier survit avec 5 points de vie, armure 2, engagé.") in visible_text(html)
    assert 'href="/noxilia/combat/#infliger-les-degats-attaquant-applique-ses"' in html  # the sentence applied


# Riposte éclair: « les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant meurt, il n'inflige
# aucun dégât. » — and « elle peut s'engager »: the riposte is her player's choice.
def test_a_flash_riposte_and_the_players_choice_not_to_take_it(client, corpus):
    url = ATTACK + "?a_cac=5&a_armure=2&a_vie=3&c_armure=3&c_vie=4&c_cac=6&c_riposte=riposte-eclair"
    html = page(client, url)
    assert rows(html, "etats") == ["Attaquant 0 -1 0 oui non", "Cible 3 4 0 oui oui"]
    assert 'class="dead"' in html
    assert "Choix : Cible s'engage pour riposter (Riposte éclair)" in visible_text(html)
    assert rows(page(client, url + "&riposter=non"), "etats") == ["Attaquant 2 3 0 oui oui", "Cible 0 2 0 non oui"]


# Riposte: « Ne fonctionne pas lors d'une charge. » Esquive: « annuler une attaque au corps à corps par partie ».
def test_a_charge_gets_no_riposte_and_esquive_is_the_targets_choice(client, corpus):
    html = page(client, ATTACK + "?type=charge&a_cac=5&a_armure=2&a_vie=5&c_armure=3&c_vie=4&c_cac=6&c_riposte=riposte")
    assert "Cible ne peut pas riposter : les ripostes ne fonctionnent pas lors d'une charge." in visible_text(html)
    html = page(client, ATTACK + "?a_cac=5&a_vie=5&c_armure=3&c_vie=4&esquiver=oui")
    assert rows(html, "etats") == ["Attaquant 0 5 0 oui oui", "Cible 3 4 0 non oui"]
    assert "Cible utilise Esquive : l'attaque est annulée." in visible_text(html)


# Résistance magique X: « réduit tous les dégâts magiques subis de X points. »
def test_a_spell_needs_no_attacker(client, corpus):
    html = page(client, ATTACK + "?type=magie&degats=4&magie=infernal&c_armure=0&c_vie=5&c_res_mag=1&a_cac=99")
    assert rows(html, "etats") == ["Cible 0 2 0 non oui"]
    assert "Résistance magique 1 de Cible : 4 → 3." in visible_text(html)


# Each error names the control as the form labels it, never a path of the API's JSON.
@pytest.mark.parametrize("url, kind, label, message", [
    # Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
    (ATTACK + "?a_cac=5&a_vie=5&c_armure=3&c_vie=-1", "Interdit par les règles", "Vie de la cible",
     "Cible a -1 point de vie : une unité à 0 ou moins est morte"),
    (ATTACK + "?a_cac=5&a_vie=5&c_armure=3&c_vie=quatre", "À corriger", "Vie de la cible",
     "« quatre » n'est pas un nombre entier."),
    (ATTACK + "?a_cac=5&a_vie=5&c_armure=3", "À corriger", "Vie de la cible", "Indiquez une vie d'au moins 1"),
    (ATTACK + "?type=melee&a_vie=5&c_vie=4", "À corriger", "Type d'attaque", "Choisissez l'une des valeurs de la liste."),
    (ATTACK + "?type=magie&c_vie=4&degats=2", "Interdit par les règles", "Type de magie",
     "Indiquez le type de magie du sort : Lumière, Infernal, Corruption, Mort, Nature, Psionisme ou Pure."),
    (ATTACK + "?type=distance&a_cac=5&a_vie=5&c_vie=4", "Interdit par les règles", "Attaque distance de l'attaquant",
     "Attaquant n'a pas d'attaque à distance"),
    (ATTACK + "?a_vie=5&c_vie=4&c_resist=mort", "À corriger", "Résistance [type] de la cible",
     "Résistance à la Mort : indiquez son X."),
    (TURNS + "?armure=3&vie=4&type=charge&adv_cac=5", "À corriger", "Vie de l'adversaire",
     "Indiquez une vie d'au moins 1"),
    (TURNS + "?vie=4&tours=9", "À corriger", "Suivre sur", "9 : attendu un nombre de 1 à 5."),
    (TURNS + "?vie=4&type=cout&degats=1&role=attaquant", "Interdit par les règles", "L'unité suivie",
     "Des dégâts payés en coût n'ont pas d'unité attaquante à suivre : suivez la cible."),
    (TURNS + "?role=attaquant&type=corps-a-corps&vie=4&adv_vie=0&adv_nom=Garde", "Interdit par les règles",
     "Vie de l'adversaire", "Garde a 0 point de vie"),
])
def test_a_bad_parameter_shows_a_french_error_with_status_400(client, corpus, url, kind, label, message):
    html = page(client, url, HTTPStatus.BAD_REQUEST)
    error = visible_text(re.search(r'<div class="error-box".*?</div>', html, re.S).group(0))
    assert error.startswith(f"{kind} : {label} : ") and message in error, error
    assert not re.search(r"[a-z_]+\.[a-z_]+", error), error  # no path of the JSON shows (« attack.target.life »)
    assert 'id="resultat"' not in html
    assert '<form method="get"' in html  # the form stays, to correct the value


def test_every_refusal_shows_at_once_each_under_its_control(client, corpus):
    html = page(client, ATTACK + "?a_cac=5&a_vie=5&a_engagee=1&type=distance&c_vie=0", HTTPStatus.BAD_REQUEST)
    refusals = [visible_text(li) for li in re.findall(r"<li[^>]*>(.*?)</li>", re.search(
        r'<ul class="refusals">(.*?)</ul>', html, re.S).group(1), re.S)]
    assert [r.split(" : ")[0] for r in refusals] == ["Vie de la cible", "Déjà engagée de l'attaquant",
                                                      "Attaque distance de l'attaquant"]


def test_the_page_names_mass_attack_and_guardian_angel_in_french(client, corpus):
    text = visible_text(page(client, ATTACK))
    assert "mass_targets" not in text and "guardian" not in text
    assert "Pour une Attaque de masse ou un Ange gardien, passez par l'API" in text


def test_an_error_links_the_rule_that_makes_the_input_wrong(client, corpus):
    html = page(client, ATTACK + "?a_cac=5&a_vie=5&c_vie=0", HTTPStatus.BAD_REQUEST)
    assert 'Règle : <a href="/noxilia/glossaire/vie/">Noxilia — Vie</a>' in html


# Issue 17: « in English too ». A reader whose browser asks for English reads the ruling in English on
# the page as in the API; the French reader's page is unchanged.
def test_a_page_asked_for_in_english_shows_the_steps_and_summary_in_english(client, corpus):
    url = f"{ATTACK}?a_cac=5&a_armure=2&a_vie=5&a_nom=Chevalier&c_armure=3&c_vie=4&c_nom=Garde"
    response = client.get(url, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == HTTPStatus.OK
    shown = visible_text(response.content.decode())
    assert ("Chevalier's melee attack on Garde: Garde survives with 2 life points, armor 0; Chevalier survives "
            "with 5 life points, armor 2, engaged.") in shown
    assert ("Chevalier's melee attack: 5 damage on Garde; the armor absorbs 3 (3 → 0), 2 go through to life "
            "(4 → 2).") in shown
    french = visible_text(page(client, url))
    assert "Attaque au corps à corps de Chevalier : 5 dégâts sur Garde ; l'armure en absorbe 3" in french
    assert "the armor absorbs" not in french


def test_the_turns_page_in_english_follows_the_unit_in_english(client, corpus):
    shown = visible_text(client.get(EXAMPLE, HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9").content.decode())
    assert "End of turn 1, steps 1 and 2: treasures and zones are captured before poison" in shown
