"""The Noxilia movement page /calculateurs/noxilia/deplacement/, without JavaScript: a GET form whose result is a link.

Quotations are from the Noxilia rulebook (rules/sources/noxilia.md); tests/engine/test_noxilia_movement.py checks each
rule in depth, these check what the page shows and how it reads what a player types.
"""
from http import HTTPStatus
from urllib.parse import urlencode

from referee.calculators.noxilia_movement import CALCULATOR, FORM
from tests.helpers import visible_text

URL = "/calculateurs/noxilia/deplacement/"
API = "/api/v1/calculators/noxilia/movement/"


def page(client, params: dict, status=HTTPStatus.OK) -> str:
    response = client.get(f"{URL}?{urlencode(params, doseq=True)}")
    assert response.status_code == status
    return visible_text(response.content.decode())


def test_without_parameters_the_page_shows_the_form_only(client, corpus):
    html = client.get(URL).content.decode()
    assert f'action="{URL}#calc-outcome"' in html and 'id="resultat"' not in html
    text = visible_text(html)
    for label in ("Les unités sur le plateau", "Le mouvement déclaré", "Les trésors posés", f"POST {API}"):
        assert label in text
    # The zones are named as the steps name them.
    assert "Le Rempart 1 du joueur 2" in text


def test_a_charge_typed_in_the_form_is_the_apis_ruling(client, corpus):
    params = {"u1": "Chevalier", "u1_j": "1", "u1_z": "champ1-1", "u2": "Orc", "u2_j": "2", "u2_z": "champ1-2",
              "mobile": "1", "action": "charge", "z1": "champ1-2", "calculer": "1"}
    text = page(client, params)
    assert "Charge de Chevalier du Champ de bataille 1 du joueur 1 au Champ de bataille 1 du joueur 2 : permis" in text
    # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
    assert "-1 armure jusqu'à la fin du tour" in text
    assert "Brouillard de guerre" in text


def test_abilities_are_typed_as_a_list_with_or_without_accents():
    params = {"u1": ["Harpie"], "u1_j": ["1"], "u1_z": ["champ1-1"], "u1_cap": ["Volant ; Vue perçante, tir de proximite"],
              "mobile": ["1"], "action": ["deplacement"], "z1": ["champ1-2"]}
    from django.http import QueryDict

    body = FORM.data(QueryDict(urlencode(params, doseq=True)))
    assert body["units"][0]["abilities"] == ["volant", "vue-percante", "tir-de-proximite"]


def test_an_unknown_ability_names_its_field(client, corpus):
    text = page(client, {"u1": "Harpie", "u1_j": "1", "u1_z": "champ1-1", "u1_cap": "nage", "mobile": "1",
                         "z1": "champ1-2"}, HTTPStatus.BAD_REQUEST)
    assert "Unité 1, capacités" in text and "« nage » n'est pas une capacité" in text


def test_a_blank_slot_keeps_the_move_on_the_unit_typed_in_its_slot(client, corpus):
    # Slot 1 left blank: the units close up, and « Unité qui se déplace : 3 » is still the unit of slot 3.
    params = {"u2": "Orc", "u2_j": "2", "u2_z": "champ1-2", "u3": "Loup", "u3_j": "1", "u3_z": "champ1-1",
              "mobile": "3", "action": "charge", "z1": "champ1-2", "cible": "2"}
    text = page(client, params)
    assert "Charge de Loup" in text and "attaque Orc au corps à corps" in text


def test_the_pages_link_gives_back_the_apis_example(client, corpus):
    api = client.post(API, CALCULATOR.example, content_type="application/json").json()
    text = page(client, FORM.query(CALCULATOR.example))
    assert api["summary"] in text


def test_a_missing_player_is_asked_for_by_its_label(client, corpus):
    text = page(client, {"u1": "Loup", "u1_z": "champ1-1", "mobile": "1", "z1": "champ1-2"}, HTTPStatus.BAD_REQUEST)
    assert "Unité 1, joueur" in text
