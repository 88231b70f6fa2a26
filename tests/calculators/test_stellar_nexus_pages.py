"""The Stellar Nexus calculator pages, without JavaScript: GET forms whose every result is a short link.

/calculateurs/stellar-nexus/combat/, …/pile/ and …/tour/. The engine tests check each rule in depth with
its rulebook line (rules/sources/stellar-nexus.md); these check that the pages show it.
"""
import re
from http import HTTPStatus

import pytest

from referee.calculators import stellar_nexus
from tests.helpers import visible_text

COMBAT = "/calculateurs/stellar-nexus/combat/"
STACK = "/calculateurs/stellar-nexus/pile/"
TURN = "/calculateurs/stellar-nexus/tour/"
FIGHT = COMBAT + ("?pv=20&a1_nom=Loup&a1_atq=5&a1_end=3&b1_nom=Golem&b1_atq=2&b1_end=2&b1_bloque=1"
                  "&b2_nom=Harpie&b2_atq=2&b2_end=4&b2_bloque=1")


def page(client, url, status=HTTPStatus.OK):
    response = client.get(url)
    assert response.status_code == status, visible_text(response.content.decode())[:2000]
    return response.content.decode()


def summary(html):
    return visible_text(re.search(r'<p class="summary".*?</p>', html, re.S).group(0)).strip()


def rows(html, table_id):
    table = re.search(rf'<table[^>]*id="{table_id}".*?</table>', html, re.S).group(0)
    return [" ".join(visible_text(cell).strip() for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S))
            for row in re.findall(r"<tr[^>]*>.*?</tr>", table, re.S)][1:]


@pytest.mark.parametrize("url, api, labels", [
    (COMBAT, "combat", ("Points de vie du héros", "Attaquant 1", "Bloqueur 1", "Bloque l'attaquant",
                        "Attaque contrecarrée", "Blocage contrecarré")),
    (STACK, "pile", ("Carte 1 jouée", "Carte 2, jouée par-dessus", "Ressource 1 engagée", "Contrecarre la carte",
                     "Affinité jouée")),
    (TURN, "tour", ("Mulligans faits", "Endurance de la carte", "Cartes dans la bibliothèque",
                    "Premier tour du premier joueur")),
])
def test_without_parameters_the_page_shows_the_form_only(client, corpus, url, api, labels):
    html = page(client, url)
    assert f'<form method="get" action="{url}#calc-outcome" data-live-calculator>' in html
    assert 'id="resultat"' not in html and "error-box" not in html
    assert f"POST /api/v1/calculators/stellar-nexus/{api}/" in visible_text(html)
    for label in labels:
        assert label in visible_text(html), label


def test_the_calculators_index_lists_the_three_pages(client, corpus):
    html = page(client, "/calculateurs/")
    for url in (COMBAT, STACK, TURN):
        assert f'href="{url}"' in html
    assert "Stellar Nexus — combat" in html


# « Si vous gagnez la confrontation mais que l’adversaire avait bloqué avec plusieurs créatures, vous poursuiviez
# la confrontation avec la créature suivante de son choix, et ainsi de suite jusqu'à ce que tous les dégâts aient
# été distribués. »
def test_the_combat_page_shows_the_fight_the_creatures_and_both_readings(client, corpus):
    html = page(client, FIGHT)
    assert summary(html).startswith("Héros : 20 → 20 PV ; Loup et Golem meurent. Autre lecture (attaque entière "
                                    "contre chaque bloqueur) : le héros finit à 20 PV ; Loup, Golem et Harpie meurent.")
    assert rows(html, "creatures") == ["Loup (attaquant) 3 → 0 morte", "Golem (bloqueur) 2 → 0 morte",
                                       "Harpie (bloqueur) 4 → 1 en jeu"]
    assert rows(html, "lectures")[0] == "retenue ici 20 Loup, Golem"
    text = visible_text(html)
    assert "Golem tombe à 0 d'endurance et meurt ; Loup gagne la confrontation et il reste 3 dégâts à distribuer" in text
    assert text.count("Non tranché par la règle :") == 2
    # the form shows what was asked
    assert re.search(r'name="a1_nom" value="Loup"', html)
    assert re.search(r'name="b2_bloque" value="1" checked', html)


def test_the_page_sends_the_api_the_same_json_and_shows_the_same_answer(client, corpus):
    params = client.get(FIGHT).wsgi_request.GET
    data = stellar_nexus.COMBAT.form.data(params)
    assert data == {"hero_pv": 20, "attackers": [{"name": "Loup", "attack": 5, "endurance": 3}],
                    "blockers": [{"name": "Golem", "attack": 2, "endurance": 2, "blocks": [0]},
                                 {"name": "Harpie", "attack": 2, "endurance": 4, "blocks": [0]}]}
    api = client.post("/api/v1/calculators/stellar-nexus/combat/", data, content_type="application/json").json()
    assert summary(page(client, FIGHT)) == api["summary"]


# « Une créature ne peut pas attaquer le tour où elle est posée. » — « Une créature ne peut pas bloquer
# plusieurs attaquants. »
def test_every_refusal_is_shown_at_once_naming_the_control(client, corpus):
    html = page(client, COMBAT + "?pv=20&a1_atq=2&a1_end=2&a1_pose=1&a2_atq=1&a2_end=1&b1_atq=1&b1_end=1"
                                 "&b1_bloque=1&b1_bloque=2", HTTPStatus.BAD_REQUEST)
    text = visible_text(html)
    assert "Interdit par les règles :" in text
    assert ("Attaquant 1 — posée ce tour : « Une créature ne peut pas attaquer le tour où elle est posée » : "
            "Attaquant 1 ne peut pas attaquer (elle pourrait bloquer).") in text
    assert "Bloqueur 1 — bloque l'attaquant : « Une créature ne peut pas bloquer plusieurs attaquants »" in text


def test_a_half_filled_creature_is_named_by_its_labels(client, corpus):
    text = visible_text(page(client, TURN + "?c_atq=1", HTTPStatus.BAD_REQUEST))
    assert "À corriger :" in text
    assert "Créature — attaque de la carte : à remplir" in text
    assert "Créature — endurance restante : à remplir" in text


# « La résolution se fait ensuite du dernier joué jusqu'au premier. »
def test_the_stack_page_shows_the_order_and_the_powers(client, corpus):
    html = page(client, STACK + "?e1_type=creature&e1_nom=Soldat&e1_faction=kerns&e1_r1=kerns&e1_r2=rayjis"
                                "&e2_type=ephemere&e2_nom=Foudre&e2_contre=1&e3_type=capacite&e3_nom=Parade"
                                "&e3_contre=2")
    assert summary(html) == ("Ordre de résolution : Parade, Foudre, Soldat. Parade contrecarre Foudre. Affinité de la "
                             "ressource 1 de Soldat : au choix du joueur. Dissonance de la ressource 2 de Soldat : "
                             "obligatoire.")
    assert "Ordre de résolution (numéros de pose) : 3, 2, 1." in visible_text(html)
    assert '<option value="2" selected>carte 2</option>' in html


# « Les joueurs peuvent regarder leurs cartes et ont droit à 2 mulligans “gratuits”. »
def test_the_turn_page_shows_the_hands_and_the_creature_phase_by_phase(client, corpus):
    html = page(client, TURN + "?mulligans=4&c_nom=Golem&c_atq=0&c_atq_max=3&c_end=1&c_end_max=4&c_engagee=1"
                               "&phase=finale&tour=adverse")
    assert summary(html).startswith("Après 4 mulligans : 4 cartes en main (autre lecture : 5)")
    assert rows(html, "mains") == ["main de départ 6 6", "1 (gratuit) 6 6", "2 (gratuit) 6 6", "3 5 5", "4 4 5"]
    phases = rows(html, "phases")
    assert phases[0] == "Phase finale (le tour adverse) 0 1 1 oui"
    assert "Phase de désengagement (son tour) 3 4 1 non" in phases
