"""POST /api/v1/calculators/helix/combat/: the rulebook's worked example, refusals, and bad input.

The engine tests (tests/engine/helix/) cover every rule in depth; these check that the API carries them:
the JSON in, the combats, the stack and the cited steps out; every refusal of the rules at once, each
naming its field and its rule; a 400 in the one error shape for anything odd, never a 500.
Quotations are from « HELIX Duels — Livre de Règles Version 3.1 » (rules/sources/helix.md).
"""
import copy
import json
from http import HTTPStatus

import pytest

from referee.calculators import helix

URL = "/api/v1/calculators/helix/combat/"


def post(client, body):
    return client.post(URL, json.dumps(body), content_type="application/json")


def card(id, damage=2, health=3, *abilities, **fields):
    data = {"id": id, "name": fields.pop("name", id.capitalize()), "damage": damage, "health": health, **fields}
    if abilities:
        data["abilities"] = list(abilities)
    return data


def phase(attacking=(), defending=(), attacks=(), responses=(), cycle=2, **more):
    """``attacks`` are (attacker, target, blockers…) tuples."""
    return {"cycle": cycle,
            "attacking_player": {"fortress": 20, "cards": list(attacking)},
            "defending_player": {"fortress": 20, "cards": list(defending), **more},
            "declarations": [{"attacker": a, "target": t, "blockers": list(b)} for a, t, *b in attacks],
            "responses": list(responses)}


def ok(client, body):
    response = post(client, body)
    assert response.status_code == HTTPStatus.OK, response.content
    return response.json()


def error_of(response):
    assert response.status_code == HTTPStatus.BAD_REQUEST, response.content
    body = response.json()
    assert set(body) == {"detail", "code", "errors"}
    return body


def of(body, card_id):
    return next(c for c in body["result"]["cards"] if c["id"] == card_id)


def player(body, side):
    return next(p for p in body["result"]["players"] if p["side"] == side)


# ---------------------------------------------------------------------------------------------
# « EXEMPLE DE COMBAT »
# ---------------------------------------------------------------------------------------------

# « La Naïade Vampire déclare une attaque sur l'Invocateur Novice. Le joueur défenseur n'est pas en capacité
# de bloquer. […] le joueur défenseur dispose de 2 pour lancer le Pouvoir Boule de Feu de sa Forteresse. Il
# inflige 2 DGT à la Naïade Vampire. […] elle peut être ciblée par le Chef de Guerre du défenseur, qui lui
# inflige 3 DGT grâce à sa compétence de Portée. » The book prints no statistics: the Naïade has DGT 3, PDV 5
# and « Butin → 3 XP | 2 HLX » (what the example awards), the Invocateur Novice DGT 1 MAG, PDV 2.
NAIADE = card("naiade", 3, 5, name="Naïade Vampire", loot={"xp": 3, "hlx": 2})
INVOCATEUR = card("invocateur", 1, 2, name="Invocateur Novice", damage_type="mag", loot={"xp": 2, "hlx": 1})
BOULE_DE_FEU = {"player": "defenseur", "name": "Boule de Feu", "kind": "degats", "target": "naiade", "amount": 2}
SHOT = {"player": "defenseur", "name": "Tir", "kind": "tir", "source": "chef-de-guerre", "target": "naiade"}
EXAMPLE = phase([NAIADE], [INVOCATEUR], [("naiade", "invocateur")], [BOULE_DE_FEU, SHOT],
                warlord={"damage": 3, "combat_skill": "portee"})


# « La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à l'Invocateur Novice. »
# « Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
def test_the_worked_example_the_naiade_dies_before_dealing_damage_and_the_defender_gains_3_xp_2_hlx(client):
    body = ok(client, EXAMPLE)
    result = body["result"]

    assert of(body, "naiade")["destroyed"] is True and of(body, "naiade")["health"] == 0
    assert of(body, "invocateur") == {"id": "invocateur", "name": "Invocateur Novice", "side": "defenseur",
                                      "damage": 1, "health": 2, "destroyed": False, "stance": "dresse",
                                      "zone": "defense", "abilities": []}
    # « un principe de Pile est alors appliqué : les effets sont résolus du dernier au premier »
    assert [(s["name"], s["response"]) for s in result["stack"]] == [("Tir", 1), ("Boule de Feu", 0)]
    assert [(e["source"], e["dealt"], e["health_after"]) for s in result["stack"] for e in s["events"]] == [
        ("chef-de-guerre", 3, 2), ("Boule de Feu", 2, 0)]
    assert result["stack"][1]["destroyed"] == ["naiade"]
    (combat,) = result["combats"]
    assert (combat["attacker"], combat["target"], combat["timing"], combat["events"]) == (
        "naiade", "invocateur", "aucun-combat", [])
    defender = player(body, "defenseur")
    assert (defender["xp_gained"], defender["hlx_gained"], defender["warlord_xp"], defender["warlord_level"]) == (
        3, 2, 3, 1)
    assert player(body, "attaquant")["xp_gained"] == 0
    assert result["winner"] is None and result["pending_roll"] is None and result["branches"] == []
    assert body["summary"] == ("Boule de Feu : destruction de Naïade Vampire ; Naïade Vampire → Invocateur Novice : "
                               "attaquante détruite avant les dégâts de combat, reste Invocateur Novice à 2 PDV ; butin "
                               "du défenseur : 3 XP et 2 HLX (Chef de Guerre à 3 XP, niveau 1).")
    shot = next(s for s in body["steps"] if "grâce à sa compétence de Portée" in s["text"])
    # « Cette dernière étant attaquante, elle peut être ciblée par le Chef de Guerre du défenseur »: the link lands
    # on that sentence.
    assert shot["rule"] == {"anchor": "helix/exemple-de-combat#cette-derniere-etant-attaquante-elle-peut",
                            "title": "Helix Duels — EXEMPLE DE COMBAT, « Cette dernière étant attaquante, elle peut "
                                     "être ciblée… »",
                            "url": "/helix/exemple-de-combat/#cette-derniere-etant-attaquante-elle-peut"}
    assert "La carte Naïade Vampire a été détruite avant la résolution des dégâts de combat : elle n'inflige aucun " \
        "dégât." in [s["text"] for s in body["steps"]]


def test_the_documented_example_is_the_worked_example(client):
    assert helix.CALCULATOR.example == EXAMPLE
    assert ok(client, helix.CALCULATOR.example)["summary"] == ok(client, EXAMPLE)["summary"]


# « Si aucune action n'était jouée, l'Invocateur Novice serait détruit. »
def test_without_the_responses_the_invocateur_novice_would_be_destroyed(client):
    body = ok(client, {**EXAMPLE, "responses": []})
    assert of(body, "invocateur")["destroyed"] is True
    assert player(body, "attaquant")["xp_gained"] == 2
    # « Par défaut, lorsqu'elles sont dressées, les créatures s'infligent simultanément les DGT »
    assert body["result"]["combats"][0]["timing"] == "simultane"


# « Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! »
def test_the_loot_that_brings_a_warlord_to_24_xp_wins_the_game(client):
    body = phase([card("a", 5, 5)], [card("d", 1, 2, loot={"xp": 4, "hlx": 0})], [("a", "d")])
    body["attacking_player"]["warlord"] = {"xp": 20, "level": 2}
    result = ok(client, body)["result"]
    assert (result["winner"], result["victory"]) == ("attaquant", "experience")


# Esquive: « Lors d'une attaque de combat, effectue un jet de dé : Pair : Ne subit pas les DGT - Impair : Subit
# les DGT »
def test_a_missing_die_roll_answers_both_parities(client):
    body = ok(client, phase([card("a", 3, 5)], [card("d", 2, 2, "esquive")], [("a", "d")]))
    result = body["result"]
    assert result["pending_roll"]["card"] == "d" and result["pending_roll"]["ability"] == "esquive"
    even, odd = result["branches"]
    assert (even["parity"], odd["parity"]) == ("pair", "impair")
    assert [c["destroyed"] for c in even["result"]["cards"] if c["id"] == "d"] == [False]
    assert [c["destroyed"] for c in odd["result"]["cards"] if c["id"] == "d"] == [True]
    assert body["summary"].startswith("Selon le dé d'Esquive de D — pair : ")


# ---------------------------------------------------------------------------------------------
# What the rules forbid: 400, the field and the rule
# ---------------------------------------------------------------------------------------------

ILLEGAL = [
    # Le Positionnement: « Elles ne peuvent en aucun cas cibler la Forteresse. » (the PORTÉE creatures)
    pytest.param(phase([card("luciole", combat_skill="portee")], [], [("luciole", "forteresse")]),
                 "declarations[0].target", "helix/le-positionnement#elles-ne-peuvent-en-aucun-cas",
                 "ne peut en aucun cas cibler la Forteresse",
                 id="a PORTÉE creature cannot target the Forteresse"),
    # CYCLE 1: « Pas de déclaration d'attaque sur le Cycle 1 »
    pytest.param(phase([card("a")], [], [("a", "forteresse")], cycle=1),
                 "declarations[0]", "helix/cycle-1#pas-de-declaration-attaque-sur-le",
                 "Pas de déclaration d'attaque au Cycle 1",
                 id="no attack in cycle 1"),
    # Résolution des Combats: « Seules les créatures dressées sont en capacité d'attaquer ou de défendre »
    pytest.param(phase([card("a", stance="incline")], [], [("a", "forteresse")]),
                 "declarations[0].attacker", "helix/glossaire/dresse", "A est inclinée",
                 id="an inclined creature cannot attack"),
    # Vol: « Une créature ayant la capacité Vol ne peut recevoir de dégats ni être bloquée par une créature
    # terrestre. »
    pytest.param(phase([card("harpie", 2, 3, "vol")], [card("ours")], [("harpie", "forteresse", "ours")]),
                 "declarations[0].blockers[0]", "helix/glossaire/vol", "une créature terrestre comme Ours ne peut pas",
                 id="a flyer cannot be blocked by a ground creature"),
    # Transition: « Ne peut ni attaquer, ni bloquer … jusqu'à la fin du tour »
    pytest.param(phase([card("a", transition=True)], [], [("a", "forteresse")]),
                 "declarations[0].attacker", "helix/glossaire/transition", "est en Transition",
                 id="a creature in Transition cannot attack"),
    # Portée: « Elle ne peut pas bloquer une attaque au contact »
    pytest.param(phase([card("a")], [card("d", combat_skill="portee")], [("a", "forteresse", "d")]),
                 "declarations[0].blockers[0]", "helix/glossaire/portee", "ne peut pas bloquer une attaque au contact",
                 id="a PORTÉE creature cannot block a contact attack"),
    # Résolution des Combats: « le joueur défenseur peut la bloquer avec une créature CONTACT ou lui infliger des
    # dégats avec une créature PORTÉE »: only the defender shoots at an attacker.
    pytest.param(phase([card("a")], [card("d")], [("a", "d")],
                       [{"player": "attaquant", "kind": "tir", "source": "chef-de-guerre", "target": "a"}]),
                 "responses[0].player", "helix/resolution-des-combats#quand-une-creature-adverse-attaque-une",
                 "Seul le défenseur tire",
                 id="only the defender shoots"),
]


@pytest.mark.parametrize("body, field, anchor, words", ILLEGAL)
def test_an_illegal_declaration_is_a_400_naming_the_field_and_the_rule(client, body, field, anchor, words):
    error = error_of(post(client, body))
    assert error["code"] == "illegal"
    assert list(error["errors"]) == [field]
    (refusal,) = error["errors"][field]
    assert words in refusal["message"] and refusal["message"] == error["detail"]
    assert refusal["code"] == "illegal"
    section, _, passage = anchor.partition("#")
    assert refusal["rule"] == {"anchor": anchor, "url": f"/{section}/" + (f"#{passage}" if passage else "")}


def test_every_refusal_of_the_phase_is_listed_at_once(client):
    body = phase([card("luciole", combat_skill="portee", stance="incline"), card("harpie", 2, 3, "vol")],
                 [card("ours")], [("luciole", "forteresse"), ("harpie", "forteresse", "ours")], cycle=1)
    error = error_of(post(client, body))
    assert error["code"] == "illegal"
    assert {field: [e["rule"]["anchor"] for e in errors] for field, errors in error["errors"].items()} == {
        "declarations[0]": ["helix/cycle-1#pas-de-declaration-attaque-sur-le"],
        "declarations[0].attacker": ["helix/glossaire/dresse"],
        "declarations[0].target": ["helix/le-positionnement#elles-ne-peuvent-en-aucun-cas"],
        "declarations[1].blockers[0]": ["helix/glossaire/vol"],
    }
    assert error["detail"].startswith("4 problèmes : (1) Pas de déclaration d'attaque au Cycle 1")


def test_a_legal_phase_after_a_refused_one_resolves(client):
    body = phase([card("luciole", combat_skill="portee")], [card("ours", zone="attaque")], [("luciole", "ours")])
    assert ok(client, body)["result"]["combats"][0]["attacker"] == "luciole"


# ---------------------------------------------------------------------------------------------
# Input that cannot describe a game state: 400, the field; never a 500
# ---------------------------------------------------------------------------------------------


# A value no game state has is one of the problems the engine lists, with the rules' refusals.
def test_an_unknown_card_is_named_with_the_cards_in_play(client):
    error = error_of(post(client, phase([card("a")], [card("d")], [("a", "z")])))
    assert error["code"] == "illegal"
    (entry,) = error["errors"]["declarations[0].target"]
    assert entry["code"] == "unknown_card"
    assert entry["message"] == "Aucune carte « z » en jeu ; attendu l'identifiant d'une carte (a, d) ou « forteresse »."


def test_value_problems_and_refusals_are_listed_at_once(client):
    body = phase([card("a", stance="incline"), card("a")], [card("d")], [("a", "z")])
    error = error_of(post(client, body))
    assert set(error["errors"]) == {"attacking_player.cards[1].id", "declarations[0].target"}


def test_an_unknown_ability_says_where_resistance_goes(client):
    error = error_of(post(client, phase([card("a", 2, 3, "resistance")])))
    (message,) = [e["message"] for e in error["errors"]["attacking_player.cards[0].abilities[0]"]]
    assert message.startswith("Valeur inconnue « resistance » (Résistance se donne dans « resistances »")


# « Il peut bloquer une créature avec 2 ou plusieurs créatures »: never one creature blocking twice.
def test_one_creature_blocking_two_attackers_is_ambiguous(client):
    body = phase([card("a"), card("b")], [card("d")], [("a", "forteresse", "d"), ("b", "forteresse", "d")])
    error = error_of(post(client, body))
    assert error["code"] == "ambiguous" and list(error["errors"]) == ["declarations[1].blockers[0]"]


C = card("a")
ODD_BODIES = [
    None, "", "combat", 3, 2.5, True, [], [{}], {}, {"cycle": 2},
    {"cycle": "2", "attacking_player": {"fortress": 20}, "defending_player": {"fortress": 20}},
    {"cycle": 2.0, "attacking_player": {"fortress": 20}, "defending_player": {"fortress": 20}},
    {"cycle": 0, "attacking_player": {"fortress": 20}, "defending_player": {"fortress": 20}},
    {"cycle": 10**40, "attacking_player": {"fortress": 20}, "defending_player": {"fortress": 20}, "surprise": 1},
    {"cycle": 2, "attacking_player": [], "defending_player": {"fortress": 20}},
    {"cycle": 2, "attacking_player": {"fortress": 0}, "defending_player": {"fortress": 20}},
    {"cycle": 2, "attacking_player": {"fortress": 20, "cards": {"a": C}}, "defending_player": {"fortress": 20}},
    {"cycle": 2, "attacking_player": {"fortress": 20, "cards": [None]}, "defending_player": {"fortress": 20}},
    phase([{**C, "damage": -1}]), phase([{**C, "health": 0}]), phase([{**C, "damage": "3"}]),
    phase([{**C, "id": ""}]), phase([{**C, "id": "forteresse"}]), phase([C, C]), phase([{**C, "id": 7}]),
    phase([{**C, "kind": "sort"}]), phase([{**C, "stance": True}]), phase([{**C, "abilities": "vol"}]),
    phase([{**C, "abilities": [None]}]), phase([{**C, "loot": [3, 2]}]), phase([{**C, "loot": {"xp": -1}}]),
    phase([{**C, "resistances": [{"damage_type": "feu"}]}]), phase([{**C, "resistances": [{"damage_type": "mag",
                                                                                           "amount": 0}]}]),
    phase([{**C, "rolls": [7]}]), phase([{**C, "rolls": "4"}]), phase([{**C, "vengeance_target": "a"}]),
    phase([{**C, "name": "x" * 500}]), phase([{**C, "token": True}] + [card(f"t{i}", token=True) for i in range(5)]),
    phase([C], [], [("a", "forteresse")]) | {"declarations": [{"attacker": "a"}]},
    phase([C], [], [("a", "forteresse")]) | {"declarations": "a→forteresse"},
    phase([C], [card("d")], [("a", "forteresse", "d", "d")]),
    phase([C], [card("d")], [("a", "forteresse", "d")]) | {"declarations": [
        {"attacker": "a", "target": "forteresse", "blockers": ["d"], "split": [1, 1]}]},
    phase([{**C, "damage": 2}], [card("d"), card("e")]) | {"declarations": [
        {"attacker": "a", "target": "forteresse", "blockers": ["d", "e"], "split": [5, 0]}]},
    phase([C], [], [], [{"player": "defenseur", "kind": "magie", "target": "a"}]),
    phase([C], [], [], [{"player": "personne", "kind": "degats", "target": "a", "amount": 1}]),
    phase([C], [], [], [{"player": "defenseur", "kind": "degats", "target": "a"}]),
    phase([C], [], [], [{"player": "defenseur", "kind": "degats", "target": "forteresse", "amount": 1}]),
    phase([C], [], [], [{"player": "defenseur", "kind": "tir", "target": "a"}]),
    phase([C], [], [], [{"player": "defenseur", "kind": "modification", "target": "a", "grants": ["ailes"]}]),
    phase([C], [], [], [{"player": "defenseur", "kind": "destruction", "target": "a", "amount": 3}]),
    phase([C], [], [], "Boule de Feu"),
    phase([C]) | {"attacking_player": {"fortress": 20, "cards": [C], "warlord": {"level": 3}}},
    phase([C]) | {"attacking_player": {"fortress": 20, "cards": [C], "warlord": {"xp": 24}}},
    phase([C]) | {"attacking_player": {"fortress": 20, "cards": [C], "warlord": "Chef"}},
]


@pytest.mark.parametrize("body", ODD_BODIES)
def test_odd_bodies_are_a_400_naming_a_field_never_a_500(client, body):
    errors = error_of(post(client, copy.deepcopy(body)))["errors"]
    assert errors and all(field and messages for field, messages in errors.items())


@pytest.mark.parametrize("raw, content_type", [
    ("{", "application/json"), ('{"cycle": NaN}', "application/json"), ("cycle=2", "text/plain"),
    ("cycle=2", "application/x-www-form-urlencoded"), ("", "application/json"),
    ('{"cycle": 2, "attacking_player": ' + "[" * 980 + "]" * 980 + "}", "application/json"),
])
def test_malformed_or_unsupported_bodies_are_client_errors(client, raw, content_type):
    response = client.post(URL, raw, content_type=content_type)
    assert response.status_code in (HTTPStatus.BAD_REQUEST, HTTPStatus.UNSUPPORTED_MEDIA_TYPE)
    assert set(response.json()) == {"detail", "code", "errors"}


def test_get_is_not_allowed(client):
    assert client.get(URL).status_code == HTTPStatus.METHOD_NOT_ALLOWED


def test_the_schema_documents_the_body_in_french_with_the_worked_example(client, db):
    schema = client.get("/api/v1/schema/?format=json").json()
    operation = schema["paths"][URL]["post"]
    assert operation["summary"] == "Helix Duels — combat"
    body = operation["requestBody"]["content"]["application/json"]
    assert body["examples"]["Exemple"]["value"] == helix.CALCULATOR.example
    properties = schema["components"]["schemas"]["HelixCardRequest"]["properties"]
    assert properties["damage"]["description"] == "DGT : les dégâts qu'elle inflige."
    enum = properties["abilities"]["items"]["$ref"].rsplit("/", 1)[1]
    assert "vision-quantique" in schema["components"]["schemas"][enum]["enum"]


def test_the_warlords_shot_needs_its_dgt_and_is_told_as_the_defenders(client):
    # EXEMPLE DE COMBAT: « elle peut être ciblée par le Chef de Guerre du défenseur, qui lui inflige 3 DGT
    #   grâce à sa compétence de Portée »
    body = copy.deepcopy(EXAMPLE)
    body["defending_player"]["warlord"].pop("damage", None)
    response = post(client, body)
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "defending_player.warlord.damage" in response.json()["errors"]
    steps = " ".join(s["text"] for s in ok(client, EXAMPLE)["steps"])
    assert "subit 3 DGT du Chef de Guerre du défenseur" in steps


# ---------------------------------------------------------------------------------------------
# In English: the steps, refusals and summary follow the reader's Accept-Language
# ---------------------------------------------------------------------------------------------

def post_in_english(client, body):
    return client.post(URL, json.dumps(body), content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")


def test_a_reader_of_english_reads_the_worked_example_in_english_and_the_same_ruling(client):
    english = post_in_english(client, EXAMPLE)
    assert english.status_code == HTTPStatus.OK, english.content
    english = english.json()
    assert english["summary"] == (
        "Boule de Feu: Naïade Vampire destroyed; Naïade Vampire → Invocateur Novice: attacker destroyed before combat "
        "damage, left: Invocateur Novice at 2 PDV; the defender's loot: 3 XP and 2 HLX (« Chef de Guerre » at 3 XP, "
        "level 1).")
    texts = [step["text"] for step in english["steps"]]
    # « […] le Chef de Guerre du défenseur, qui lui inflige 3 DGT grâce à sa compétence de Portée. »
    assert ("The defender's « Chef de Guerre » shoots at Naïade Vampire, an attacking creature, with its « PORTÉE » "
            "skill: 3 DGT.") in texts
    assert "Naïade Vampire was destroyed before combat damage was resolved: it deals no damage." in texts
    assert "The defender gains Naïade Vampire's loot: 3 XP and 2 HLX." in texts
    # Without the header, the site's language: French. Only the sentences change, never the ruling.
    french = ok(client, EXAMPLE)
    assert french["summary"].startswith("Boule de Feu : destruction de Naïade Vampire ; ")
    assert "Le défenseur gagne le butin de Naïade Vampire : 3 XP et 2 HLX." in [s["text"] for s in french["steps"]]
    assert english["result"] == french["result"]
    assert [(s["rule"], s["values"], s["flag"]) for s in english["steps"]] == [
        (s["rule"], s["values"], s["flag"]) for s in french["steps"]]


def test_a_reader_of_english_reads_the_refusals_in_english(client):
    body = phase([card("a", stance="incline"), card("b", transition=True)], [card("d", kind="objet")],
                 [("a", "forteresse"), ("b", "forteresse", "d")])
    body["attacking_player"]["cards"][0]["abilities"] = ["resistance"]
    error = error_of(post_in_english(client, body))
    assert {field: [e["message"] for e in errors] for field, errors in error["errors"].items()} == {
        "attacking_player.cards[0].abilities[0]": [
            'Unknown value "resistance" (« Résistance » is given in "resistances", with its type and its amount); '
            'accepted values: "vol", "envergure", "immersion", "cuirasse", "incandescent", "rempart", "dissimulation", '
            '"vision-quantique", "initiative", "frenesie", "inflexible", "immateriel", "bouclier-arcanique", '
            '"negation", "fluidite", "esquive", "protection", "coup-fatal", "determination", "epines-volcaniques", '
            '"vengeance", "vol-de-vie", "immortel", "brouillard".']}
    body["attacking_player"]["cards"][0].pop("abilities")
    error = error_of(post_in_english(client, body))
    assert {field: [e["message"] for e in errors] for field, errors in error["errors"].items()} == {
        "declarations[0].attacker": ["A is tapped: only untapped creatures attack."],
        "declarations[1].attacker": ["B is in « Transition »: it cannot attack before the end of the turn."],
        "declarations[1].blockers[0]": ["D is an object: only creatures block."]}
    # the same refusals, in French, without the header
    french = error_of(post(client, body))
    assert [e["message"] for e in french["errors"]["declarations[1].blockers[0]"]] == [
        "D est un objet : seules les créatures bloquent."]


def test_a_reader_of_english_reads_both_parities_of_a_missing_roll_in_english(client):
    body = post_in_english(client, phase([card("a", 3, 5)], [card("d", 2, 2, "esquive")], [("a", "d")])).json()
    assert body["result"]["pending_roll"]["text"] == (
        "D's « Esquive » roll is not given: on an even roll, D dodges, on an odd one it does not. Both outcomes "
        "follow.")
    assert body["summary"] == (
        "Depending on D's « Esquive » roll — even: A → D: nothing destroyed, left: A at 3 PDV and D at 2 PDV; 1 point "
        "not settled by the rulebook. | odd: A → D: D destroyed, left: A at 3 PDV.")
