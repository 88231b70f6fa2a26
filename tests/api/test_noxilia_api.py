"""POST /api/v1/calculators/noxilia/attack/ and …/turn/: the rules as the user sees them, and bad input.

The engine tests (tests/engine/test_noxilia.py) cover every rule in depth; these check that the API
carries them: the JSON in, what remains of each unit and the cited steps out, a 400 naming the field.
Quotations are from the Noxilia rulebook (rules/sources/noxilia.md).
"""
import json
from http import HTTPStatus

import pytest

ATTACK = "/api/v1/calculators/noxilia/attack/"
TURN = "/api/v1/calculators/noxilia/turn/"

CHEVALIER = {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5}
GARDE = {"name": "Garde", "melee": 2, "armor": 3, "life": 4}


def post(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


def attack(client, kind="corps-a-corps", attacker=None, target=None, **more):
    body = {"kind": kind, "attacker": {**CHEVALIER, **(attacker or {})}, "target": {**GARDE, **(target or {})}, **more}
    response = post(client, ATTACK, body)
    assert response.status_code == HTTPStatus.OK, response.json()
    return response.json()


def texts(body):
    return [step["text"] for step in body["steps"]]


def rules(body):
    return {step["rule"]["anchor"] for step in body["steps"]}


# Combat, 3. « l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute portion
# excédentaire est transférée sur la vie. »
def test_armor_absorbs_first_and_the_excess_goes_to_life(client):
    body = attack(client)
    assert body["result"]["target"] == {
        "name": "Garde", "armor": 0, "life": 2, "poison_markers": 0, "engaged": False, "alive": True,
        "esquive_used": False, "equipment": [], "equipment_dropped": []}
    assert body["result"]["attacker"]["engaged"] is True  # « l'unité attaquante s'engage »
    assert body["summary"] == ("Attaque au corps à corps de Chevalier sur Garde : Garde survit avec 2 points de vie, "
                               "armure 0 ; Chevalier survit avec 5 points de vie, armure 2, engagé.")
    assert "Attaque au corps à corps de Chevalier : 5 dégâts sur Garde ; l'armure en absorbe 3 (3 → 0), " \
           "2 passent sur la vie (4 → 2)." in texts(body)
    step = next(s for s in body["steps"] if "l'armure en absorbe 3" in s["text"])
    # Combat 3: « l'attaquant applique ses dégâts à la cible, en commençant par son armure »: the link lands there.
    assert step["rule"] == {"anchor": "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                            "title": "Noxilia — Combat, « Infliger les dégâts : l'attaquant applique ses dégâts… »",
                            "url": "/noxilia/combat/#infliger-les-degats-attaquant-applique-ses"}
    assert step["values"]["absorbed"] == 3 and step["values"]["life_lost"] == 2 and step["flag"] is None


# Poison X: « Applique X marqueurs poisons si des dégâts à la vie sont infligés, si l'unité a déjà des
# marqueurs poisons, complétez pour arriver à X (Les marqueurs ne se cumulent pas). »
def test_poison_tops_the_markers_up_to_x_without_adding_them(client):
    body = attack(client, attacker={"melee": 4, "poison": 3}, target={"poison_markers": 1})
    assert body["result"]["target"]["poison_markers"] == 3  # topped up to 3, not 1 + 3
    assert body["result"]["target"]["life"] == 3
    assert "noxilia/glossaire/poison-x" in rules(body)
    assert any("(1 → 3), sans cumul" in text for text in texts(body))


def test_poison_lays_nothing_when_the_armor_absorbed_everything(client):
    body = attack(client, attacker={"melee": 3, "poison": 2})
    assert (body["result"]["target"]["life"], body["result"]["target"]["poison_markers"]) == (4, 0)


# Riposte, Riposte éclair, Riposte instinctive X: « Ne fonctionne pas lors d'une charge. »
# Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
def test_a_charge_gets_no_riposte_and_costs_the_charger_one_armor(client):
    body = attack(client, "charge", target={"riposte": "riposte", "instinctive_riposte": 2})
    attacker, target = body["result"]["attacker"], body["result"]["target"]
    assert (attacker["armor"], attacker["life"]) == (1, 5)
    assert (target["armor"], target["life"], target["engaged"]) == (0, 2, False)
    assert "Garde ne peut pas riposter : les ripostes ne fonctionnent pas lors d'une charge." in texts(body)


# Phase d'actions: « Les attaques à distance ne provoquent jamais de riposte. »
def test_a_ranged_attack_gets_no_riposte(client):
    body = attack(client, "distance", attacker={"ranged": 3}, target={"riposte": "riposte-eclair"})
    assert body["result"]["attacker"]["life"] == 5 and body["result"]["target"]["engaged"] is False


# Riposte éclair: « les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant meurt, il n'inflige
# aucun dégât. »
def test_a_flash_riposte_kills_the_attacker_first_and_the_target_takes_nothing(client):
    body = attack(client, attacker={"life": 3}, target={"melee": 6, "riposte": "riposte-eclair"})
    attacker, target = body["result"]["attacker"], body["result"]["target"]
    assert (attacker["armor"], attacker["life"], attacker["alive"]) == (0, -1, False)
    assert (target["armor"], target["life"], target["alive"], target["engaged"]) == (3, 4, True, True)
    assert texts(body)[-1] == "Chevalier meurt avant de frapper : il n'inflige aucun dégât."
    choice = next(s for s in body["steps"] if s["flag"] == "choice")  # « elle peut s'engager »: the player's choice
    assert choice["rule"]["anchor"] == "noxilia/glossaire/riposte-eclair"
    assert choice["values"] == {"options": ["riposter", "ne pas riposter"], "chosen": "riposter"}


def test_the_player_may_decline_the_riposte(client):
    body = attack(client, attacker={"life": 3}, target={"melee": 6, "riposte": "riposte-eclair", "ripostes": False})
    assert body["result"]["attacker"]["alive"] is True and body["result"]["target"]["life"] == 2


# Esquive: « permet à une unité d'annuler une attaque au corps à corps par partie. »
def test_esquive_cancels_the_attack_and_is_spent(client):
    body = attack(client, target={"esquive": True, "dodges": True})
    assert body["result"]["target"] | {"name": "Garde"} == {
        "name": "Garde", "armor": 3, "life": 4, "poison_markers": 0, "engaged": False, "alive": True,
        "esquive_used": True, "equipment": [], "equipment_dropped": []}


# Règles générales: « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours l'armure. »
def test_a_spell_meets_armor_but_a_cost_ignores_it(client):
    spell = post(client, ATTACK, {"kind": "magie", "damage": 4, "magic_type": "infernal", "target": GARDE}).json()
    cost = post(client, ATTACK, {"kind": "cout", "damage": 2, "target": GARDE}).json()
    assert (spell["result"]["target"]["armor"], spell["result"]["target"]["life"]) == (0, 3)
    assert (cost["result"]["target"]["armor"], cost["result"]["target"]["life"]) == (3, 2)
    assert spell["result"]["attacker"] is None


# The issue: « a unit with 3 armor and 4 life, poisoned 2, charged by a 5-attack unit this turn: what happens
# over the next two turns? » — Etape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts
# de poison sont appliqués »; Poison X: « A la fin du tour infligez X dégâts (sans tenir compte de l'armure). »
def test_the_two_turn_timeline_of_a_poisoned_unit_charged_this_turn(client):
    body = {"turns": 2, "attack": {"kind": "charge", "attacker": CHEVALIER,
                                   "target": {"name": "Garde", "armor": 3, "life": 4, "poison_markers": 2}}}
    response = post(client, TURN, body)
    assert response.status_code == HTTPStatus.OK
    data = response.json()
    assert data["summary"] == ("Garde (armure 3, vie 4, poison 2), suivi sur 2 tours : cible d'une charge au tour 1, "
                               "il lui reste 2 points de vie ; il meurt du poison à la fin du tour 1.")
    (turn,) = data["result"]["turns"]  # the timeline stops with the unit
    state = lambda s: (s["armor"], s["life"], s["poison_markers"], s["engaged"], s["alive"])  # noqa: E731
    assert turn["turn"] == 1
    assert state(turn["after_actions"]) == (0, 2, 2, False, True)
    assert state(turn["after_end_of_turn"]) == (0, 0, 2, False, False)
    assert turn["after_start_of_next_turn"] is None
    assert state(data["result"]["unit"]) == (0, 0, 2, False, False)
    assert state(data["result"]["attack"]["attacker"]) == (1, 5, 0, True, True)
    assert texts(data) == [
        "Chevalier charge : il s'engage et subit -1 armure jusqu'à la fin du tour (2 → 1).",
        "Attaque au corps à corps de Chevalier : 5.",
        "Charge de Chevalier : 5 dégâts sur Garde ; l'armure en absorbe 3 (3 → 0), 2 passent sur la vie (4 → 2).",
        "Fin du tour 1, étapes 1 et 2 : les captures de trésors et de zones se font avant le poison ; Garde, encore "
        "vivant, compte pour ces captures.",
        "Fin du tour 1, étape 3, poison (2 marqueurs) : 2 dégâts sur Garde, sans tenir compte de l'armure : la vie "
        "passe de 2 à 0, l'armure reste à 0.",
        "Garde tombe à 0 point de vie : il meurt et part au cimetière de son joueur.",
        "Garde est mort : la chronologie s'arrête au tour 1.",
    ]
    assert [s["rule"]["anchor"] for s in data["steps"]][-4:] == [
        "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques", "noxilia/glossaire/poison-x",
        "noxilia/combat#resolution-du-combat-si-la-vie", "noxilia/glossaire/vie"]


# Début du tour: « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité. »
def test_a_timeline_without_attack_resets_armor_and_poison_ticks_each_turn(client):
    data = post(client, TURN, {"turns": 2, "retreat": True, "unit": {"armor": 3, "life": 5, "poison_markers": 2}}).json()
    first, second = data["result"]["turns"]
    assert (first["after_actions"]["armor"], first["after_actions"]["engaged"]) == (2, True)  # Repli: -1 armor
    assert (first["after_end_of_turn"]["life"], first["after_start_of_next_turn"]["armor"]) == (3, 3)
    assert first["after_start_of_next_turn"]["engaged"] is False  # « 5. Dégagez toutes les cartes »
    assert (second["after_end_of_turn"]["life"], data["result"]["unit"]["alive"]) == (1, True)


def test_the_examples_of_the_documentation_run(client):
    from referee.calculators.noxilia import ATTACK as attack_calculator
    from referee.calculators.noxilia import TURN as turn_calculator

    for url, calculator in ((ATTACK, attack_calculator), (TURN, turn_calculator)):
        assert post(client, url, calculator.example).status_code == HTTPStatus.OK


# ---------------------------------------------------------------------------------------------
# Bad input: a 400 in the API's one error shape, naming the field; never a 500
# ---------------------------------------------------------------------------------------------


def error_of(response):
    assert response.status_code == HTTPStatus.BAD_REQUEST, response.content
    body = response.json()
    assert set(body) == {"detail", "code", "errors"}
    return body


# Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
def test_a_negative_life_is_refused_naming_the_field_and_the_rule(client):
    body = error_of(post(client, ATTACK, {"kind": "corps-a-corps", "attacker": CHEVALIER,
                                          "target": {**GARDE, "life": -1}}))
    (error,) = body["errors"]["target.life"]
    assert error["message"].startswith("Garde a -1 point de vie : une unité à 0 ou moins est morte")
    assert error["rule"] == {"anchor": "noxilia/glossaire/vie", "url": "/noxilia/glossaire/vie/"}


def test_a_negative_life_inside_the_timeline_attack_names_the_full_path(client):
    body = error_of(post(client, TURN, {"attack": {"kind": "charge", "attacker": CHEVALIER,
                                                   "target": {"armor": 3, "life": -2}}}))
    assert list(body["errors"]) == ["attack.target.life"]


def test_an_unknown_attack_kind_lists_the_accepted_ones(client):
    body = error_of(post(client, ATTACK, {"kind": "melee", "attacker": CHEVALIER, "target": GARDE}))
    (error,) = body["errors"]["kind"]
    assert error["message"] == ("Valeur inconnue « melee » ; valeurs acceptées : « corps-a-corps », « distance », "
                                "« charge », « magie », « cout ».")


def test_a_body_that_is_not_an_object_is_refused(client):
    body = error_of(post(client, ATTACK, ["corps-a-corps"]))
    assert list(body["errors"]) == ["non_field_errors"]
    assert body["detail"] == "Attendu un objet JSON, reçu une liste."


# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
def test_what_the_rules_forbid_is_a_400_with_the_illegal_code(client):
    body = error_of(post(client, ATTACK, {"kind": "corps-a-corps", "attacker": {**CHEVALIER, "engaged": True},
                                          "target": GARDE}))
    assert body["code"] == "illegal"
    assert body["errors"]["attacker.engaged"][0]["rule"]["anchor"] == "noxilia/glossaire/engager-une-unite"


def test_the_turn_count_is_one_to_five(client):
    body = error_of(post(client, TURN, {"turns": 6, "unit": {"armor": 1, "life": 1}}))
    assert body["code"] == "invalid"
    assert body["errors"]["turns"][0]["message"] == "6 : attendu un nombre de 1 à 5."


UNIT = {"armor": 1, "life": 2}
ODD_ATTACKS = [
    None, "", "corps-a-corps", 3, 2.5, True, [], [{}], {}, {"kind": None}, {"kind": ["magie"]}, {"kind": {}},
    {"kind": "corps-a-corps"}, {"kind": "corps-a-corps", "target": None}, {"kind": "corps-a-corps", "target": []},
    {"kind": "corps-a-corps", "target": "Garde"}, {"kind": "corps-a-corps", "target": UNIT},
    {"kind": "corps-a-corps", "target": UNIT, "attacker": {"life": 1}},
    {"kind": "corps-a-corps", "target": UNIT, "attacker": UNIT, "surprise": 1},
    {"kind": "corps-a-corps", "target": {**UNIT, "life": "2"}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "life": 2.0}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "life": "1e400"}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "engaged": "oui"}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "auras": {"a": 1}}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "equipment": "Épée"}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "equipment": [None]}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "type_resistances": "mort"}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "type_resistances": {"mort": [1]}}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "type_resistances": [["mort", 1]]}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "type_resistances": [{"magic_type": None, "value": 1}]},
     "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "riposte": 1}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "name": ""}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": {**UNIT, "name": "x" * 500}, "attacker": UNIT},
    {"kind": "corps-a-corps", "target": UNIT, "attacker": UNIT, "mass_targets": {"a": UNIT}},
    {"kind": "corps-a-corps", "target": UNIT, "attacker": {**UNIT, "mass_attack": 2}, "mass_targets": [UNIT, UNIT]},
    {"kind": "corps-a-corps", "target": UNIT, "attacker": UNIT, "guardian": UNIT},
    {"kind": "magie", "target": UNIT}, {"kind": "magie", "target": UNIT, "damage": 1, "magic_type": "feu"},
    {"kind": "cout", "target": UNIT, "damage": -1}, {"kind": "cout", "target": UNIT, "damage": 1, "attacker": UNIT},
]
ODD_TURNS = [
    None, [], {}, {"turns": "2", "unit": UNIT}, {"turns": 0, "unit": UNIT}, {"turns": 10**40, "unit": UNIT},
    {"unit": UNIT, "attack": {"kind": "cout", "target": UNIT, "damage": 1}},
    {"attack": {"kind": "cout", "target": UNIT, "damage": 1}, "follow": "attaquant"},
    {"attack": "charge"}, {"attack": [], "unit": UNIT}, {"unit": UNIT, "follow": "defenseur"},
    {"unit": {**UNIT, "engaged": True}, "retreat": True}, {"unit": UNIT, "retreat": "oui"},
]


@pytest.mark.parametrize("url, body", [(ATTACK, b) for b in ODD_ATTACKS] + [(TURN, b) for b in ODD_TURNS])
def test_odd_bodies_are_a_400_naming_a_field_never_a_500(client, url, body):
    response = post(client, url, body)
    errors = error_of(response)["errors"]
    assert errors and all(field and messages for field, messages in errors.items())


def test_huge_numbers_are_refused_with_the_bound_instead_of_computed(client):
    # Game values are small; a number of thousands of digits would cost every sentence that writes it.
    response = post(client, ATTACK, {"kind": "corps-a-corps", "target": {**UNIT, "life": 10**40},
                                     "attacker": {**UNIT, "melee": 10**40}})
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"target.life", "attacker.melee"}
    assert response.json()["errors"]["attacker.melee"][0]["message"] == \
        "un nombre démesuré : attendu un nombre de 0 à 999."


@pytest.mark.parametrize("raw, content_type", [
    ("{", "application/json"), ('{"kind": NaN}', "application/json"), ("kind=corps-a-corps", "text/plain"),
    ("kind=corps-a-corps", "application/x-www-form-urlencoded"), ("", "application/json"),
])
def test_malformed_or_unsupported_bodies_are_client_errors(client, raw, content_type):
    response = client.post(ATTACK, raw, content_type=content_type)
    assert response.status_code in (HTTPStatus.BAD_REQUEST, HTTPStatus.UNSUPPORTED_MEDIA_TYPE)
    assert set(response.json()) == {"detail", "code", "errors"}


@pytest.mark.parametrize("body", ["[" * 5000 + "]" * 5000, '{"kind": "magie", "target": ' + "[" * 980 + "]" * 980 + "}"])
def test_json_nested_past_the_recursion_limit_is_a_400(client, body):
    response = client.post(ATTACK, body, content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert set(response.json()) == {"detail", "code", "errors"}


def test_get_is_not_allowed(client):
    assert client.get(ATTACK).status_code == HTTPStatus.METHOD_NOT_ALLOWED


# « Résistance [type] X » : the API has read a unit's resistances as an object or as a list since v1.
def test_type_resistances_are_read_written_as_an_object_or_as_a_list(client, corpus):
    def spell(resistances):
        return post(client, ATTACK, {"kind": "magie", "damage": 4, "magic_type": "infernal",
                                     "target": {"name": "Garde", "armor": 0, "life": 5,
                                                "type_resistances": resistances}}).json()

    as_object = spell({"infernal": 2})
    as_list = spell([{"magic_type": "infernal", "value": 2}])
    assert as_object["summary"] == as_list["summary"]
    assert as_object["result"]["target"]["life"] == 3  # 4 infernal damage, 2 resisted


# Issue 17: « in English too ». The steps, the summary and the refusals follow the reader's language
# (Accept-Language, or the language cookie the switch sets); the rule cited and the figures do not.
def english(client, url, body, **headers):
    return client.post(url, json.dumps(body), content_type="application/json", HTTP_ACCEPT_LANGUAGE="en", **headers)


def test_a_reader_asking_for_english_reads_the_steps_and_summary_in_english(client):
    body = {"kind": "corps-a-corps", "attacker": CHEVALIER, "target": GARDE}
    answer = english(client, ATTACK, body)
    assert answer.status_code == HTTPStatus.OK
    en = answer.json()
    assert en["summary"] == ("Chevalier's melee attack on Garde: Garde survives with 2 life points, armor 0; "
                             "Chevalier survives with 5 life points, armor 2, engaged.")
    assert ("Chevalier's melee attack: 5 damage on Garde; the armor absorbs 3 (3 → 0), 2 go through to life "
            "(4 → 2).") in texts(en)
    fr = attack(client)  # no header: French, the same ruling
    assert fr["summary"].startswith("Attaque au corps à corps de Chevalier sur Garde : ")
    assert en["result"] == fr["result"]
    assert [s["rule"] for s in en["steps"]] == [s["rule"] for s in fr["steps"]]


def test_the_language_cookie_also_gives_english(client):
    client.cookies["django_language"] = "en"
    body = attack(client, "charge", target={"riposte": "riposte"})
    assert "Garde cannot riposte: ripostes do not work during a Charge." in texts(body)


# Phase d'actions: an engaged unit « ne peut plus être engagée tant qu'elle n'est pas redressée ».
def test_a_refusal_in_english_keeps_the_rulebook_quoted_in_french(client):
    response = english(client, ATTACK, {"kind": "corps-a-corps", "attacker": {**CHEVALIER, "engaged": True},
                                        "target": GARDE})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert response.json()["errors"]["attacker.engaged"][0]["message"] == (
        "Chevalier is already engaged: an engaged unit cannot be engaged again until it is disengaged (« ne peut "
        "plus être engagée tant qu'elle n'est pas redressée »); so it cannot attack before the next start of turn.")


# Étape de fin du tour: « 3. Les dégâts de poison sont appliqués ».
def test_the_turns_timeline_in_english(client):
    body = {"turns": 2, "follow": "cible",
            "attack": {"kind": "charge", "attacker": CHEVALIER, "target": {**GARDE, "poison_markers": 2}}}
    answer = english(client, TURN, body).json()
    assert answer["summary"] == ("Garde (armor 3, life 4, poison 2), tracked over 2 turns: target of a Charge on "
                                 "turn 1, it has 2 life points left; it dies of poison at the end of turn 1.")
    assert ("End of turn 1, step 3, poison (2 markers): 2 damage on Garde, regardless of armor: life goes from 2 "
            "to 0, the armor stays at 0.") in texts(answer)


def test_units_without_a_name_are_named_in_english(client):
    answer = english(client, ATTACK, {"kind": "magie", "damage": 3, "magic_type": "infernal",
                                      "target": {"armor": 1, "life": 4, "type_resistances": {"infernal": 1}}})
    body = answer.json()
    assert body["result"]["target"]["name"] == "Target"
    assert "Target's « Résistance infernale » 1: 3 → 2." in texts(body)
    assert body["summary"].startswith("Infernal spell of 3 damage on Target: ")
