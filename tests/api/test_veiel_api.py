"""POST /api/v1/calculators/veiel/{targeting,hero-movement,hero-damage,enemy-damage,boss-turn,setup}/: the aid
as the user sees it.

The engine tests (tests/engine/test_veiel.py) cover every rule in depth; these check that the API carries
them: the JSON in, who is attacked, the paths, the piles and dice, the cited steps out, and a 400 naming
the field. Quotations are from the Aide de jeu solo V1.0 (rules/sources/veiel.md); squares are named
column letter then row number from the top (« C2 »), as the API accepts them.
"""
import json
from http import HTTPStatus

import pytest

TARGETING = "/api/v1/calculators/veiel/targeting/"
HERO_DAMAGE = "/api/v1/calculators/veiel/hero-damage/"
ENEMY_DAMAGE = "/api/v1/calculators/veiel/enemy-damage/"
SETUP = "/api/v1/calculators/veiel/setup/"
MOVEMENT = "/api/v1/calculators/veiel/hero-movement/"
BOSS_TURN = "/api/v1/calculators/veiel/boss-turn/"


def post(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


def ok(client, url, body):
    response = post(client, url, body)
    assert response.status_code == HTTPStatus.OK, response.content
    return response.json()


def hero(name, square, threat=1, **more):
    return {"name": name, "square": square, "threat": threat, **more}


def enemy(name, square, movement=3, reach="adjacent", icon="cible-unique", **more):
    return {"name": name, "square": square, "movement": movement, "reach": reach, "icon": icon, **more}


def board(heroes=(), enemies=(), entities=(), rows=5, cols=6):
    return {"rows": rows, "cols": cols, "heroes": list(heroes), "enemies": list(enemies), "entities": list(entities)}


def name(square):
    """{"row": 2, "col": 3} → "C2"."""
    return "ABCDEFGHIJKL"[square["col"] - 1] + str(square["row"])


def path(turn):
    return [name(s) for s in turn["path"]]


def target(client, **parts):
    body = ok(client, TARGETING, board(**parts))
    return body, body["result"]["turns"]


def rules(body):
    return {step["rule"]["anchor"] for step in body["steps"]}


# =========================================================================================
# Ciblage des ennemis
# =========================================================================================
# « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de
# déplacement. » (Ciblage des ennemis, P.14)
def test_the_closest_hero_wins_whatever_the_threat(client):
    body, (turn,) = target(client, heroes=[hero("Aline", "F1", threat=5), hero("Bruno", "A4", threat=1)],
                           enemies=[enemy("Goule", "A1", movement=5)])
    assert turn["targets"] == ["Bruno"]
    assert path(turn) == ["A1", "A2", "A3"] and turn["moves"] == 2
    assert body["summary"] == "Goule (A1) → A3, attaque Bruno"
    step = next(s for s in body["steps"] if s["text"].startswith("Le plus proche pour un minimum de déplacement"))
    # The link lands on the passage applied, not on the section.
    assert step["rule"] == {"anchor": "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique",
                            "title": "L’Ordre de Veiel — Ciblage des ennemis, « Ennemi avec une icône à cible unique :… »",
                            "url": "/veiel/ciblage-des-ennemis/#ennemi-avec-une-icone-cible-unique"}
    assert step["values"] == {"target": "Bruno", "moves": 2} and step["flag"] is None


# « La cible prioritaire est la cible avec le plus de menace. » « Si deux héros possèdent la même menace,
# le héros possédant le plus de symbole d'épée est alors la cible prioritaire. » (P.13-14)
@pytest.mark.parametrize("aline, bruno, attacked, final", [
    pytest.param({"threat": 2}, {"threat": 3}, "Bruno", "C4", id="at equal movement the greatest threat is the target"),
    pytest.param({"threat": 3, "swords": 2}, {"threat": 3, "swords": 1}, "Aline", "C2",
                 id="at equal threat the most swords is the target"),
])
def test_a_tie_on_movement_goes_to_the_greatest_threat_then_the_most_swords(client, aline, bruno, attacked, final):
    body, (turn,) = target(client, heroes=[hero("Aline", "C1", **aline), hero("Bruno", "C5", **bruno)],
                           enemies=[enemy("Goule", "C3")])
    assert (turn["targets"], name(turn["final_square"])) == ([attacked], final)
    tie_breaks = [s for s in body["steps"] if s["text"].startswith("À égalité, le plus de")]
    assert tie_breaks and tie_breaks[-1]["values"]["criterion"] == ("menace" if "swords" not in aline
                                                                   else "symboles d'épée")
    assert not [s for s in body["steps"] if s["flag"] == "silent"]


# « Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il ignore ce
# héros. » (Dégâts des ennemis à un héros, P.14)
@pytest.mark.parametrize("aline, goule", [
    pytest.param({}, {"may_not_attack": ["Aline"]}, id="this enemy may not attack the adjacent hero"),
    pytest.param({"attackable": False}, {}, id="no enemy may attack the hero"),
])
def test_a_hero_the_enemy_may_not_attack_is_ignored(client, aline, goule):
    body, (turn,) = target(client, heroes=[hero("Aline", "B1", threat=9, **aline), hero("Bruno", "E1")],
                           enemies=[enemy("Goule", "A1", movement=6, **goule)])
    assert turn["targets"] == ["Bruno"]
    assert name(turn["final_square"]) in {"D1", "E2"} and "B1" not in path(turn)
    ignored = next(s for s in body["steps"]
                   if s["rule"]["anchor"] == "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet")
    assert "n'a pas le droit d'attaquer Aline" in ignored["text"]


# « Ennemi avec une icône à cible multiple : L'ennemi cherche à toucher un maximum de héros et effectue
# son déplacement en conséquence. » (P.14)
def test_a_multiple_target_enemy_goes_where_it_hits_the_most_heroes(client):
    body, (turn,) = target(client, rows=3, cols=5,
                           heroes=[hero("Aline", "A1"), hero("Bruno", "A3"), hero("Chloé", "D3", threat=9)],
                           enemies=[enemy("Spectre", "E2", movement=4, icon="cible-multiple")])
    assert turn["targets"] == ["Aline", "Bruno"]
    assert name(turn["final_square"]) == "A2"
    assert any("toucher un maximum de héros" in s["text"] for s in body["steps"])


# « Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros. » (Déplacement des héros
# et des ennemis, P.14)
@pytest.mark.parametrize("blocker", [
    pytest.param({"heroes": [hero("Bruno", "B1", attackable=False)]}, id="a hero"),
    pytest.param({"enemies": [enemy("Spectre", "B1", movement=0)]}, id="another enemy"),
])
def test_an_enemy_crosses_neither_enemies_nor_heroes(client, blocker):
    data = board(rows=2, cols=3, heroes=[hero("Aline", "C1")] + blocker.get("heroes", []),
                 enemies=[enemy("Goule", "A1")] + blocker.get("enemies", []))
    body = ok(client, TARGETING, data)
    goule = next(t for t in body["result"]["turns"] if t["name"] == "Goule")
    assert path(goule) == ["A1", "A2", "B2", "C2"]  # around B1, not through it
    assert goule["targets"] == ["Aline"]
    assert "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser" in rules(body)


# « Résolvez le tour des ennemis en parcourant le plateau comme si vous lisiez un livre de gauche à
# droite. » (Phase d'action des ennemis, P.13)
def test_the_second_enemy_sees_the_board_the_first_one_left(client):
    body, (first, second) = target(client, rows=2, cols=4, heroes=[hero("Aline", "D1")],
                                   enemies=[enemy("Spectre", "A2", movement=3), enemy("Goule", "A1", movement=2)])
    assert [t["name"] for t in (first, second)] == ["Goule", "Spectre"]  # A1 reads before A2
    assert (name(first["final_square"]), first["targets"]) == ("C1", ["Aline"])
    assert [name(e["square"]) for e in first["board_after"]["enemies"]] == ["A2", "C1"]
    # C1 is taken now: the Spectre attacks from D2 instead.
    assert (name(second["final_square"]), second["targets"]) == ("D2", ["Aline"])
    assert [name(e["square"]) for e in body["result"]["board"]["enemies"]] == ["D2", "C1"]
    assert body["summary"] == "Goule (A1) → C1, attaque Aline ; Spectre (A2) → D2, attaque Aline"


# =========================================================================================
# Dégâts
# =========================================================================================
# « Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. Lorsqu'un héros
# subit 1 blessure, il place la carte du dessus de son deck dans ses blessures. » (P.15)
# Persistant: « placez-la dans votre défausse et subissez à nouveau une blessure. » (Glossaire)
def test_each_unblocked_damage_is_a_wound_taken_from_the_top_of_the_deck(client):
    body = ok(client, HERO_DAMAGE, {"hero": "Aline", "damage": 3, "block": 1,
                                    "deck": ["Frappe", {"name": "Garde", "keywords": ["persistant"]}, "Esquive"]})
    result = body["result"]
    assert (result["blocked"], result["block_left"], result["wound_count"]) == (1, 0, 2)
    assert [c["name"] for c in result["placed"]] == ["Frappe", "Esquive"]
    assert [c["name"] for c in result["persistent_discarded"]] == ["Garde"]
    assert [c["name"] for c in result["discard"]] == ["Garde"] and result["deck"] == []
    assert body["summary"] == "Aline : 3 dégâts − 1 bloqué = 2 blessures (Frappe, Esquive)"
    assert {"veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour",
            "veiel/glossaire/persistant"} <= rules(body)


# « Chaque dégât réduit le dé jaune de 1. Si le dé jaune devrait atteindre 0, l'ennemi perd aussitôt une
# vie. Son dé rouge diminue alors de 1, et le dé jaune revient à sa valeur initiale » (P.20)
def test_damage_lowers_the_yellow_die_and_a_life_resets_it(client):
    body = ok(client, ENEMY_DAMAGE, {"enemy": "Goule", "damage": 4, "yellow": 2, "yellow_max": 3, "red": 2})
    result = body["result"]
    assert (result["yellow"], result["red"], result["lives_lost"], result["dead"]) == (1, 1, 1, False)
    assert body["summary"] == "Goule : 4 dégâts → 1 vie perdue, dé jaune 1, dé rouge 1"
    assert rules(body) == {"veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un"}


def test_the_last_life_kills_the_enemy_and_its_summons(client):
    # « Si un ennemi meurt, ses invocations meurent également. » (Invocation d'ennemis, P.15)
    body = ok(client, ENEMY_DAMAGE, {"damage": 5, "yellow": 2, "yellow_max": 2, "red": 1, "summons": ["Rat"]})
    assert (body["result"]["dead"], body["result"]["wasted"], body["result"]["red"]) == (True, 3, 0)
    assert any("Rat" in s["text"] and s["rule"]["anchor"] == "veiel/invocation-d-ennemis#des-qu-un-ennemi-invoque-autres"
               for s in body["steps"])


# « Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action, jouez-la même si le
# tour d'un héros est en cours. » (Affronter le boss, P.17)
def test_a_boss_losing_a_life_resolves_its_passive_and_one_action_card(client):
    body = ok(client, ENEMY_DAMAGE, {"enemy": "Liche", "damage": 2, "yellow": 2, "yellow_max": 2, "red": 3,
                                     "boss": True, "action_cards_left": 7})
    result = body["result"]
    assert (result["lives_lost"], result["boss_passives"], result["boss_action_cards"],
            result["action_cards_left"]) == (1, 1, 1, 6)
    boss = [s for s in body["steps"] if s["rule"]["anchor"] == "veiel/affronter-le-boss#pour-chaque-vie-perdue-par-le"]
    assert len(boss) == 1 and "résolvez le passif du boss puis une carte Action" in boss[0]["text"]
    assert body["summary"].endswith("boss : 1 passif + 1 carte Action")


# =========================================================================================
# Difficulté pour les parties à 4 affrontements
# =========================================================================================
# « Pour une difficulté difficile : 1er Affrontement : 1 Basique + 2 Intermédiaire / 2ème : 1 Basique +
# 4 Intermédiaire / 3ème : 4 Puissant / 4ème : 1 Boss + 1 Puissant + 1 Intermédiaire »
def test_the_setup_of_a_difficulty_is_the_aid_s_table(client):
    body = ok(client, SETUP, {"difficulty": "difficile"})
    assert body["result"]["labels"] == ["1 Basique + 2 Intermédiaire", "1 Basique + 4 Intermédiaire", "4 Puissant",
                                        "1 Boss + 1 Intermédiaire + 1 Puissant"]
    assert body["result"]["encounters"][3] == {"number": 4, "bosses": 1, "basic": 0, "intermediate": 1, "powerful": 1}
    # « Une partie (hors scénario) est la succession de 4 affrontements », then the four lines of « difficile »
    assert rules(body) == {"veiel/informations-generales#une-partie-hors-scenario-est-la",
                           "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire-2",
                           "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-intermediaire-2",
                           "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-puissant",
                           "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-puissant-intermediaire"}
    assert len(body["steps"]) == 5


def test_the_examples_of_the_documentation_run(client):
    from referee.calculators import veiel

    for calculator in veiel.CALCULATORS:
        url = f"/api/v1/calculators/veiel/{calculator.api_slug}/"
        assert post(client, url, calculator.example).status_code == HTTPStatus.OK, url


# =========================================================================================
# Bad input: a 400 in the API's one error shape, naming the field; never a 500
# =========================================================================================
def error_of(response):
    assert response.status_code == HTTPStatus.BAD_REQUEST, response.content
    body = response.json()
    assert set(body) == {"detail", "code", "errors"}
    return body


# A body off its declared shape is « invalid »; a well-formed board the checks refuse is « illegal ».
@pytest.mark.parametrize("data, field, words, code", [
    pytest.param(board(heroes=[hero("Aline", "G1")], enemies=[enemy("Goule", "A1")]), "heroes[0].square",
                 "La case G1 (ligne 1, colonne 7) est hors du plateau de 5 lignes × 6 colonnes.", "illegal",
                 id="a square off the board"),
    pytest.param(board(heroes=[hero("Aline", "B2")], enemies=[enemy("Goule", {"row": 2, "col": 2})]),
                 "enemies[0].square", "La case B2 porte déjà Aline", "illegal", id="two pieces on one square"),
    pytest.param(board(heroes=[hero("Aline", "B2", threat=-1)]), "heroes[0].threat",
                 "-1 : attendu un nombre de 0 à 99.", "invalid", id="a negative threat"),
    pytest.param(board(heroes=[hero("Aline", "M1")]), "heroes[0].square",
                 "« M1 » est hors de tout plateau ; les colonnes vont de A à L", "invalid",
                 id="a column past the largest board"),
])
def test_a_bad_board_is_a_400_naming_the_field(client, data, field, words, code):
    body = error_of(post(client, TARGETING, data))
    (error,) = body["errors"][field]
    assert words in error["message"] and body["code"] == code


def test_every_refusal_of_a_board_is_listed_at_once(client):
    body = error_of(post(client, TARGETING, board(
        heroes=[hero("Aline", "G1"), hero("Aline", "B2")],
        enemies=[enemy("Goule", "B2", may_not_attack=["Zoé"]), enemy("Spectre", "A1", reach={"offsets": [[0, 0]]})])))
    assert body["code"] == "illegal"
    assert list(body["errors"]) == ["heroes[0].square", "heroes[1].name", "enemies[0].may_not_attack[0]",
                                    "enemies[1].reach.offsets[0]", "enemies[0].square"]


def test_a_judge_choice_the_aid_does_not_leave_open_is_illegal_with_its_rule(client):
    body = error_of(post(client, TARGETING, board(heroes=[hero("Aline", "C1", threat=4), hero("Bruno", "C5")],
                                                  enemies=[enemy("Goule", "C3", chosen_target="Bruno")])))
    assert body["code"] == "illegal"
    (error,) = body["errors"]["enemies[0].chosen_target"]
    # « La cible prioritaire est la cible avec le plus de menace »: Aline's 4 already decides.
    assert error["rule"] == {"anchor": "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en",
                             "url": "/veiel/ciblage-des-ennemis/#utilisez-la-menace-pour-departager-en"}


def test_a_yellow_die_above_its_initial_value_is_refused(client):
    body = error_of(post(client, ENEMY_DAMAGE, {"damage": 1, "yellow": 4, "yellow_max": 3, "red": 1}))
    assert list(body["errors"]) == ["yellow"]
    assert body["errors"]["yellow"][0]["rule"]["anchor"] == \
        "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un"


GOOD_BOARD = board(heroes=[hero("Aline", "C1")], enemies=[enemy("Goule", "A1")])
ODD = {
    TARGETING: [
        None, "", 3, [], {}, {"rows": 5}, {"rows": "5", "cols": 6}, {"rows": 5.5, "cols": 6}, {"rows": 0, "cols": 6},
        {"rows": 10**40, "cols": 6}, {"rows": True, "cols": 6}, {**GOOD_BOARD, "heroes": "Aline"},
        {**GOOD_BOARD, "heroes": [None]}, {**GOOD_BOARD, "heroes": [{}]}, {**GOOD_BOARD, "heroes": [hero("", "C1")]},
        {**GOOD_BOARD, "heroes": [hero("Aline", None)]}, {**GOOD_BOARD, "heroes": [hero("Aline", "C")]},
        {**GOOD_BOARD, "heroes": [hero("Aline", "C1", threat=10**40)]},
        {**GOOD_BOARD, "heroes": [hero("Aline", "C1", dead="oui")]},
        {**GOOD_BOARD, "heroes": [hero("Aline", {"row": "1", "col": 3})]},
        {**GOOD_BOARD, "heroes": [hero("Aline", {"row": 1})]}, {**GOOD_BOARD, "heroes": [hero("Aline", [1, 3])]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach="portée 2")]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach={"range": 2, "offsets": [[0, 1]]})]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach={"offsets": [[0, 0]]})]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach={"offsets": [[1, 2, 3]]})]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach={"offsets": "0,1"})]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", reach=None)]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", icon="double")]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", movement=-1)]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", may_not_attack="Aline")]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", may_not_attack=["Zoé"])]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", chosen_square="Z9")]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", chosen_square=[2, 3])]},
        {**GOOD_BOARD, "enemies": [enemy("Goule", "A1", chosen_target="Aline")]},
        {**GOOD_BOARD, "entities": [{"kind": "mur", "square": "B2"}]}, {**GOOD_BOARD, "entities": [{"kind": "obstacle"}]},
        {**GOOD_BOARD, "entities": [{"kind": "obstacle", "square": "A1"}]}, {**GOOD_BOARD, "surprise": 1},
        {**GOOD_BOARD, "heroes": [hero("Aline", "C1", threath=2)]},
    ],
    HERO_DAMAGE: [
        None, [], {}, {"damage": "3"}, {"damage": -1}, {"damage": 10**40}, {"damage": 1, "kind": "degat"},
        {"damage": 1, "block": -1}, {"damage": 1, "deck": "Frappe"}, {"damage": 1, "deck": [None]},
        {"damage": 1, "deck": [{"name": "Garde", "keywords": ["eternel"]}]}, {"damage": 1, "deck": [{"keywords": []}]},
        {"damage": 1, "hand": ["S"], "substitute_with": ["S"]}, {"damage": 1, "substitute_with": "S"},
        {"damage": 1, "hero": ""}, {"damage": 1, "wounds": {"a": 1}},
    ],
    ENEMY_DAMAGE: [
        None, [], {}, {"damage": 1}, {"damage": 1, "yellow": 0, "yellow_max": 3, "red": 1},
        {"damage": 1, "yellow": 1, "yellow_max": 0, "red": 1}, {"damage": 1, "yellow": 1, "yellow_max": 3, "red": 0},
        {"damage": 1, "yellow": 1, "yellow_max": 3, "red": 1, "boss": "oui"},
        {"damage": 1, "yellow": 1, "yellow_max": 3, "red": 1, "action_cards_left": 8},
        {"damage": 1, "yellow": 1, "yellow_max": 3, "red": 1, "summons": "Rat"},
        {"damage": 1, "yellow": 1, "yellow_max": 3, "red": 10**40}, {"damage": 1.5, "yellow": 1, "yellow_max": 3, "red": 1},
    ],
    SETUP: [None, [], {}, {"difficulty": "legendaire"}, {"difficulty": 3}, {"difficulty": None}, {"difficulty": ["facile"]}],
    MOVEMENT: [
        None, [], {}, {**GOOD_BOARD, "moves": "2"}, {**GOOD_BOARD, "moves": -1}, {**GOOD_BOARD, "source": "vol"},
        {**GOOD_BOARD, "hero": "", "moves": 1}, {**GOOD_BOARD, "hero": "Zoé", "moves": 1}, {**GOOD_BOARD},
        {**GOOD_BOARD, "source": "defausse", "discarded": 0}, {**GOOD_BOARD, "source": "infranchissable"},
        {**GOOD_BOARD, "moves": 1, "discarded": 2}, {**GOOD_BOARD, "hero": ["Aline"], "moves": 1},
    ],
    BOSS_TURN: [None, [], {"action_cards_left": 8}, {"action_cards_left": -1}, {"boss": ""}, {"boss": 3}],
}


@pytest.mark.parametrize("url, body", [(url, body) for url, bodies in ODD.items() for body in bodies])
def test_odd_bodies_are_a_400_naming_a_field_never_a_500(client, url, body):
    errors = error_of(post(client, url, body))["errors"]
    assert errors and all(field and messages for field, messages in errors.items())


@pytest.mark.parametrize("url", ODD)
def test_malformed_json_and_get_are_client_errors(client, url):
    response = client.post(url, "{", content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert client.get(url).status_code == HTTPStatus.METHOD_NOT_ALLOWED


# =========================================================================================
# Where can this hero go
# =========================================================================================
def test_a_hero_move_lists_each_square_with_its_cost_and_a_path(client):
    # « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. » (P.21)
    # « Sauf si l'effet indique le contraire, vous n’êtes jamais obligé d’effectuer les déplacements d’une carte. »
    body = ok(client, MOVEMENT, {**board(heroes=[hero("Aline", "A1"), hero("Bruno", "B1")],
                                         enemies=[enemy("Goule", "A2")], rows=2, cols=3), "hero": "Aline", "moves": 2})
    result = body["result"]
    assert [(d["name"], d["cost"], d["route"]) for d in result["destinations"]] == [
        ("A1", 0, "A1"), ("C1", 2, "A1 → B1 → C1"), ("B2", 2, "A1 → B1 → B2")]
    assert [name(s) for s in result["destinations"][1]["path"]] == ["A1", "B1", "C1"]
    assert [d["name"] for d in result["other_reading_only"]] == ["B1"]  # ending on Bruno: the other reading
    assert body["summary"] == ("Aline (A1), 2 déplacements : rester en A1 ; 2 déplacements : C1 et B2 — cas non "
                               "tranché par l'aide : voir les étapes signalées.")
    assert rules(body) >= {"veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre", "veiel/glossaire/adjacent",
                           "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les",
                           "veiel/important#sauf-si-effet-indique-le-contraire"}
    assert [s["flag"] for s in body["steps"]].count("silent") == 1


def test_the_discard_move_is_one_move(client):
    # « défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement » (P.13)
    body = ok(client, MOVEMENT, {**board(heroes=[hero("Aline", "A1")], rows=1, cols=3), "source": "defausse"})
    assert [d["name"] for d in body["result"]["destinations"]] == ["A1", "B1"]
    assert body["result"]["moves"] == 1


def test_a_hero_move_the_rules_refuse_is_illegal_with_every_problem(client):
    data = {**board(heroes=[hero("Aline", "A1"), hero("Bruno", "B1")], entities=[{"kind": "infranchissable",
                                                                                     "square": "A1"}]),
            "source": "defausse", "moves": 2}
    body = error_of(post(client, MOVEMENT, data))
    assert body["code"] == "illegal"
    assert set(body["errors"]) == {"hero", "moves", "entities[0].square"}


def test_a_hero_on_the_infranchissable_it_must_leave_is_a_legal_board(client):
    # « Si une entité sur laquelle se trouve un héros devient Infranchissable, il doit immédiatement et
    # obligatoirement effectuer 1 déplacement. » (Glossaire, Infranchissable)
    data = {**board(heroes=[hero("Aline", "A1")], entities=[{"kind": "infranchissable", "square": "A1"}], rows=1,
                    cols=3), "source": "infranchissable"}
    body = ok(client, MOVEMENT, data)
    assert [d["name"] for d in body["result"]["destinations"]] == ["B1"]
    assert body["result"]["forced"] is True
    refused = error_of(post(client, MOVEMENT, {**data, "source": "carte", "moves": 2}))
    assert refused["errors"]["source"][0]["rule"]["anchor"] == "veiel/glossaire/infranchissable"


# =========================================================================================
# The boss's own turn
# =========================================================================================
def test_the_boss_turn_resolves_two_action_cards_and_reshuffles_an_empty_pile(client):
    # « Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)
    # « Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16)
    body = ok(client, BOSS_TURN, {"boss": "Liche", "action_cards_left": 1})
    assert body["result"] == {"action_cards": 2, "action_cards_left": 6, "action_reshuffles": 1}
    assert body["summary"] == "Liche : 2 cartes Action, il en reste 6 dans la pile"
    assert rules(body) == {"veiel/affronter-le-boss#au-tour-du-boss-de-jouer",
                           "veiel/affronter-le-boss#chaque-boss-est-accompagne-dun-deck"}


# =========================================================================================
# In English: the steps, refusals and summaries follow the reader's Accept-Language
# =========================================================================================
def post_in_english(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")


def test_a_reader_of_english_reads_the_steps_in_english_and_the_aid_quoted_in_french(client):
    from referee.calculators import veiel

    english = post_in_english(client, TARGETING, veiel.TARGETING.example)
    assert english.status_code == HTTPStatus.OK, english.content
    english = english.json()
    texts = [step["text"] for step in english["steps"]]
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. »
    assert "Goule (B1) ends at B3 (2 moves) and attacks Aline." in texts
    assert english["summary"] == ("Goule (B1) → B3, attacks Aline; Spectre (F1) → F3, attacks Bruno — a case the "
                                  "player aid does not settle: see the flagged steps.")
    assert any("(« il privilégie toujours le franchissement de lignes en premier, puis les franchissements de "
               "colonnes »: rows crossed first, then columns)" in text for text in texts)
    # Without the header, the site's language: French. Only the sentences change, never the ruling.
    french = ok(client, TARGETING, veiel.TARGETING.example)
    assert "Goule (B1) finit en B3 (2 déplacements) et attaque Aline." in [step["text"] for step in french["steps"]]
    assert without_sentences(english) == without_sentences(french)


def without_sentences(answer):
    """The ruling without its words: every value, rule and flag, the texts and summaries left out."""
    if isinstance(answer, dict):
        return {key: without_sentences(value) for key, value in answer.items() if key not in ("text", "summary")}
    if isinstance(answer, list):
        return [without_sentences(value) for value in answer]
    return answer


def test_a_reader_of_english_reads_the_refusals_in_english(client):
    body = error_of(post_in_english(client, TARGETING, board(heroes=[hero("Aline", "G1"), hero("Aline", "B2")],
                                                             enemies=[enemy("Goule", "B2")])))
    messages = {field: [error["message"] for error in errors] for field, errors in body["errors"].items()}
    assert messages == {
        "heroes[0].square": ["Square G1 (row 1, column 7) is off the board of 5 rows × 6 columns."],
        "heroes[1].name": ["Two heroes are called « Aline »: give them different names."],
        "enemies[0].square": ["Square B2 already holds Aline: one piece per square (only corpses count as empty "
                              "squares)."],
    }
    # A square's name is read by the board notation: its error too is the reader's.
    body = error_of(post_in_english(client, TARGETING, board(heroes=[hero("Aline", "M1")])))
    assert body["errors"]["heroes[0].square"][0]["message"] == (
        "« M1 » is off every board; columns go from A to L and rows from 1 to 12.")


@pytest.mark.parametrize("url, data, english, french", [
    pytest.param(HERO_DAMAGE, {"damage": 1, "deck": ["Frappe"]}, "The hero: 1 damage = 1 wound (Frappe)",
                 "Le héros : 1 dégât = 1 blessure (Frappe)", id="a hero"),
    pytest.param(ENEMY_DAMAGE, {"damage": 1, "yellow": 1, "yellow_max": 2, "red": 1}, "The enemy: 1 damage → "
                 "1 life lost, dead", "L'ennemi : 1 dégât → 1 vie perdue, mort", id="an enemy"),
    pytest.param(BOSS_TURN, {}, "The boss: 2 Action cards, 5 left in the pile",
                 "Le boss : 2 cartes Action, il en reste 5 dans la pile", id="a boss"),
])
def test_a_piece_left_unnamed_is_named_in_the_reader_s_language(client, url, data, english, french):
    answer = post_in_english(client, url, data)
    assert answer.status_code == HTTPStatus.OK, answer.content
    assert answer.json()["summary"] == english
    assert ok(client, url, data)["summary"] == french


# =========================================================================================
# A body shared between readers of French and English
# =========================================================================================
# A hero given without a name is « Héros B5 » on a French page and « Hero B5 » on an English one; a body
# built by either names it for every reader, by either default name or by its square.
def unnamed(language, square):
    return {"fr": "Héros", "en": "Hero"}[language] + " " + square


@pytest.mark.parametrize("named_in", ["fr", "en"])
@pytest.mark.parametrize("setting", [
    {"chosen_target": "Héros B5"}, {"chosen_target": "Hero B5"}, {"chosen_target": "B5"},
    {"may_not_attack": ["Héros B1"]}, {"may_not_attack": ["Hero B1"]}, {"may_not_attack": ["B1"]},
])
def test_a_hero_an_enemy_names_in_either_language_gives_every_reader_the_same_ruling(client, named_in, setting):
    # Two heroes one move away from the enemy, tied: the judge names one (chosen_target), or an effect spares
    # the other (may_not_attack); without either, the first in reading order, on B1, would be attacked.
    body = board(heroes=[hero(unnamed(named_in, "B1"), "B1"), hero(unnamed(named_in, "B5"), "B5")],
                 enemies=[enemy("Goule", "B3", movement=1, **setting)], rows=5, cols=3)
    french = ok(client, TARGETING, body)
    english = post_in_english(client, TARGETING, body)
    assert english.status_code == HTTPStatus.OK, english.content
    assert without_sentences(english.json()) == without_sentences(french)
    (turn,) = french["result"]["turns"]
    assert (turn["targets"], name(turn["final_square"])) == ([unnamed(named_in, "B5")], "B4")


@pytest.mark.parametrize("named_in", ["fr", "en"])
@pytest.mark.parametrize("mover", ["Héros A1", "Hero A1", "A1"])
def test_the_hero_who_moves_named_in_either_language_gives_every_reader_the_same_squares(client, named_in, mover):
    body = {**board(heroes=[hero(unnamed(named_in, "A1"), "A1"), hero(unnamed(named_in, "C1"), "C1")], rows=1, cols=3),
            "hero": mover, "moves": 1}
    french = ok(client, MOVEMENT, body)
    english = post_in_english(client, MOVEMENT, body)
    assert english.status_code == HTTPStatus.OK, english.content
    assert without_sentences(english.json()) == without_sentences(french)
    assert [d["name"] for d in french["result"]["destinations"]] == ["A1", "B1"]
    assert french["result"]["hero"] == unnamed(named_in, "A1")


def test_a_hero_no_one_is_called_is_refused_in_the_reader_s_language_listing_the_heroes(client):
    body = {**board(heroes=[hero("Héros B4", "B4"), hero("Aline", "E4")]), "hero": "Zoé", "moves": 1}
    assert error_of(post(client, MOVEMENT, body))["errors"]["hero"][0]["message"] == (
        "Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Héros B4 et Aline.")
    english = error_of(post_in_english(client, MOVEMENT, body))
    assert english["errors"]["hero"][0]["message"] == (
        "No hero on the board is called « Zoé »: the heroes are Héros B4 and Aline.")
    body = board(heroes=[hero("Hero B4", "B4")], enemies=[enemy("Goule", "A1", chosen_target="C3")])
    assert error_of(post_in_english(client, TARGETING, body))["errors"]["enemies[0].chosen_target"][0]["message"] == (
        "No hero stands on C3: the only hero is Hero B4.")
