"""POST /api/v1/calculators/stellar-nexus/{combat,pile,tour}/: the rules as an API client sees them.

The engine tests (tests/engine/test_stellar_nexus.py) cover every rule in depth, with its rulebook line;
these check that the API carries them: the JSON in, the result, summary and cited steps out, and a 400
naming every faulty field at once.
"""
import json
from http import HTTPStatus

COMBAT = "/api/v1/calculators/stellar-nexus/combat/"
STACK = "/api/v1/calculators/stellar-nexus/pile/"
TURN = "/api/v1/calculators/stellar-nexus/tour/"

LOUP = {"name": "Loup", "attack": 5, "endurance": 3}


def post(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


def ok(client, url, body):
    response = post(client, url, body)
    assert response.status_code == HTTPStatus.OK, response.json()
    return response.json()


def error(client, url, body):
    response = post(client, url, body)
    assert response.status_code == HTTPStatus.BAD_REQUEST, response.json()
    return response.json()


# « Si vous gagnez la confrontation mais que l’adversaire avait bloqué avec plusieurs créatures, vous
# poursuiviez la confrontation avec la créature suivante de son choix […] »
def test_a_combat_gives_the_outcome_each_reading_and_cited_steps(client):
    body = ok(client, COMBAT, {"hero_pv": 20, "attackers": [LOUP, {"attack": 2, "endurance": 2}],
                               "blockers": [{"name": "Golem", "attack": 2, "endurance": 2, "blocks": [0]},
                                            {"name": "Harpie", "attack": 2, "endurance": 4, "blocks": [0]}]})
    result = body["result"]
    assert result["outcome"]["hero_pv"] == 18 and result["dead"] == ["Loup", "Golem"]
    assert result["outcome"]["attacks"][0]["confrontations"][1] == {
        "blocker": 1, "attacker_damage": 3, "blocker_damage": 2, "blocker_endurance": 1, "attacker_endurance": 0,
        "blocker_dies": False, "attacker_dies": True, "damage_left": 0}
    assert [a["point"] for a in result["alternatives"]] == ["degats-restants", "riposte-des-bloqueurs-suivants"]
    assert result["creatures"][2] == {"side": "bloqueur", "index": 0, "name": "Golem", "endurance_before": 2,
                                      "endurance": 0, "dies": True, "engaged": False}
    assert body["summary"].startswith("Héros : 20 → 18 PV ; Loup et Golem meurent. Autre lecture")
    flagged = [s for s in body["steps"] if s["flag"] == "silent"]
    assert len(flagged) == 2
    # The open point cites the passage it is about, and its link lands on that sentence.
    assert flagged[0]["rule"] == {
        "anchor": "stellar-nexus/systeme-de-combat#si-vous-gagnez-la-confrontation-mais",
        "title": "Stellar Nexus TCG — Systeme de Combat, « Si vous gagnez la confrontation mais que l’adversaire… »",
        "url": "/stellar-nexus/systeme-de-combat/#si-vous-gagnez-la-confrontation-mais"}


# « Une créature engagée ne peut ni attaquer, ni défendre. » — « Une créature ne peut pas bloquer
# plusieurs attaquants. »
def test_every_illegal_declaration_is_one_400_with_the_illegal_code(client):
    body = error(client, COMBAT, {"hero_pv": 20, "attackers": [{**LOUP, "engaged": True}, LOUP],
                                  "blockers": [{"attack": 1, "endurance": 1, "blocks": [0, 1]}]})
    assert body["code"] == "illegal"
    assert set(body["errors"]) == {"attackers[0].engaged", "blockers[0].blocks"}
    assert body["errors"]["attackers[0].engaged"][0]["rule"]["anchor"] == "stellar-nexus/glossaire/cartes-creatures"


def test_a_body_off_the_schema_names_every_faulty_field(client):
    body = error(client, COMBAT, {"hero_pv": 0, "attackers": [{"attack": -1, "endurance": 2, "target": "joueur"}],
                                  "blockers": [{"attack": 1, "endurance": 1, "blocks": []}] * 9})
    assert body["code"] == "invalid"
    assert set(body["errors"]) == {"hero_pv", "attackers[0].attack", "attackers[0].target", "blockers"}
    assert body["errors"]["blockers"][0]["message"] == "9 éléments : au plus 8."


# « La résolution se fait ensuite du dernier joué jusqu'au premier. »
def test_a_stack_resolves_from_the_top_with_its_resource_powers(client):
    body = ok(client, STACK, {"entries": [
        {"kind": "creature", "name": "Soldat", "faction": "kerns", "resources": [{"faction": "rayjis"}]},
        {"kind": "ephemere", "name": "Foudre", "faction": "cypios", "resources": [{"faction": "cypios"}],
         "affinity": True}]})
    result = body["result"]
    assert result["resolution_order"] == [1, 0] and result["countered"] == []
    assert result["triggers"] == [{"entry": 1, "resource": 0, "power": "affinite", "activated": True},
                                  {"entry": 0, "resource": 0, "power": "dissonance", "activated": True}]
    assert [m["event"] for m in result["timeline_after_stack"]] == ["resolution", "resolution", "pouvoir", "pouvoir"]
    assert body["summary"].startswith("Ordre de résolution : Foudre, Soldat.")


def test_a_stack_with_a_creature_over_a_spell_is_illegal(client):
    body = error(client, STACK, {"entries": [{"kind": "ephemere"}, {"kind": "equipement"}]})
    assert body["code"] == "illegal" and list(body["errors"]) == ["entries[1].kind"]


# « Si un joueur veut des mulligans supplémentaires, il peut le faire mais à chaque mulligan supplémentaire
# il piochera une carte en moins. »
def test_the_turn_aid_gives_the_hands_and_the_phases(client):
    body = ok(client, TURN, {"mulligans": 4, "creature": {"attack": 0, "max_attack": 2, "endurance": 1,
                                                          "max_endurance": 3, "engaged": True},
                             "phase": "finale", "turn": "adverse", "library": 0})
    result = body["result"]
    assert [m["hand"] for m in result["mulligans"]] == [6, 6, 6, 5, 4]
    assert result["mulligans"][-1]["hand_one_less"] == 5
    assert result["phases"][0] == {"turn": "adverse", "phase": "finale", "label": "Phase finale (le tour adverse)",
                                   "attack": 0, "endurance": 1, "endurance_at_upkeep": 1, "engaged": True}
    assert result["defeats"] == ["bibliotheque-vide"]
    assert body["summary"].endswith("partie perdue.")


def test_an_empty_turn_aid_is_refused(client):
    body = error(client, TURN, {})
    assert body["code"] == "illegal"
