"""Noxilia's movement calculator: each rule with the rulebook line it comes from (rules/sources/noxilia.md).

The units are the tests' own (the book prints no card's abilities); the boards are read from JSON as the API reads
them, so each case is a body a player could send.
"""
from __future__ import annotations

import pytest

from referee.engine.language import speaking
from referee.engine.noxilia.movement import check, resolve
from referee.engine.noxilia.movement_model import Answer, MovementInput, Zone, adjacent, diagonal
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction


def unit(name: str, player: int, zone: str, *abilities: str, **more) -> dict:
    return {"name": name, "player": player, "zone": zone, "abilities": list(abilities), **more}


def ruling(units: list[dict], kind: str, *path: str, mover: int = 0, **more):
    body = {"units": units, "move": {"unit": mover, "kind": kind, "path": list(path)}}
    for key in ("target",):
        if key in more:
            body["move"][key] = more.pop(key)
    body.update(more)
    return resolve(read(MovementInput, body))


def silent(result) -> list[str]:
    return [s.text for s in result.steps if s.flag is Flag.SILENT]


def rules(result) -> list[str]:
    return [s.rule for s in result.steps]


# --- The board (« Plateau ») --------------------------------------------------------------------------------


def test_the_halves_face_each_other_by_their_front_rows():
    # « Chacune est organisée en trois rangées horizontales : Rangée arrière […] Rangée intermédiaire […] Rangée avant »
    assert adjacent(Zone.COMMAND_1, Zone.RAMPART_1_1)
    assert adjacent(Zone.RAMPART_1_1, Zone.FIELD_1_1)
    assert adjacent(Zone.FIELD_1_1, Zone.FIELD_1_2)  # across the middle line
    assert adjacent(Zone.COMMAND_1, Zone.THIRD_1)
    assert not adjacent(Zone.COMMAND_1, Zone.FIELD_1_1)
    assert diagonal(Zone.FIELD_1_1, Zone.FIELD_2_2)


def test_a_step_to_a_zone_two_rows_away_is_refused():
    result = ruling([unit("Loup", 1, "commandement-1")], "deplacement", "champ1-1")
    assert result.answer is Answer.NO
    assert result.refusals[0].rule == "noxilia/plateau#le-plateau-de-jeu-est-divise"


def test_a_step_corner_to_corner_is_computed_both_ways():
    # The book draws no board: a diagonal step is adjacent on one reading only.
    result = ruling([unit("Loup", 1, "champ1-1")], "deplacement", "champ2-2")
    assert result.answer is Answer.DEPENDS
    assert any("diagonale" in text for text in silent(result))


# --- Déplacement ---------------------------------------------------------------------------------------------


def test_a_move_goes_up_to_two_zones_and_engages_the_unit():
    # Déplacement: « engager une unité pour la déplacer vers une zone adjacente jusqu'à 2 fois »
    result = ruling([unit("Loup", 1, "commandement-1")], "deplacement", "rempart1-1", "champ1-1")
    assert result.answer is Answer.YES
    assert result.arrival is Zone.FIELD_1_1 and result.armor_malus == 0
    assert "s'engage" in result.steps[1].text


def test_an_engaged_unit_cannot_move():
    # « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    result = ruling([unit("Loup", 1, "commandement-1", engaged=True)], "deplacement", "rempart1-1")
    assert result.answer is Answer.NO
    assert result.refusals[0].rule == "noxilia/definitions-essentielles#engager-une-unite"


def test_a_third_zone_needs_marche_rapide_and_costs_one_armor():
    # « jusqu'à 2 fois (3 fois si capacité marche rapide) »; Marche rapide: « au prix d'une réduction temporaire de 1
    # point d'armure »
    path = ("rempart1-1", "champ1-1", "champ1-2")
    assert ruling([unit("Loup", 1, "commandement-1")], "deplacement", *path).answer is Answer.NO
    fast = ruling([unit("Loup", 1, "commandement-1", "marche-rapide")], "deplacement", *path)
    assert fast.answer is Answer.YES and fast.armor_malus == 1
    # « une unité utilisant la marche rapide nécessite de révéler l'unité »
    assert fast.revealed == ("Loup",)


def test_a_simple_move_keeps_the_card_face_down():
    # « Dès lors qu'elles réalisent une action différente d'un déplacement simple »: a simple move is not one.
    result = ruling([unit("Loup", 1, "commandement-1"), unit("Orc", 2, "commandement-2")], "deplacement",
                    "rempart1-1")
    assert result.revealed == ()
    assert result.views[1].face_down == ("Loup",)


def test_leaving_an_enemy_zone_for_another_enemy_zone_is_refused():
    # « Une unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone ennemie, sauf si
    # elle possède une capacité spéciale comme Infiltrateur, Volant ou Passage en force. »
    units = [unit("Loup", 1, "champ1-2"), unit("Orc", 2, "champ1-2"), unit("Garde", 2, "rempart1-2")]
    result = ruling(units, "deplacement", "rempart1-2")
    assert result.answer is Answer.NO
    assert result.refusals[0].rule == "noxilia/phase-d-actions#deplacement"


def test_leaving_an_enemy_zone_for_a_clear_one_is_allowed():
    units = [unit("Loup", 1, "champ1-2"), unit("Orc", 2, "champ1-2")]
    assert ruling(units, "deplacement", "champ2-2").answer is Answer.YES


def test_entering_an_enemy_zone_from_a_clear_one_is_allowed():
    units = [unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-2")]
    assert ruling(units, "deplacement", "champ1-2").answer is Answer.YES


@pytest.mark.parametrize("ability, rule", [("infiltrateur", "noxilia/capacites#infiltrateur"),
                                           ("volant", "noxilia/capacites#volant")])
def test_infiltrateur_and_volant_pass_from_an_enemy_zone_to_another(ability, rule):
    units = [unit("Ombre", 1, "champ1-2", ability), unit("Orc", 2, "champ1-2"), unit("Garde", 2, "rempart1-2")]
    result = ruling(units, "deplacement", "rempart1-2")
    assert result.answer is Answer.YES and result.force_damage == 0
    assert rule in rules(result)


def test_passage_en_force_passes_at_the_cost_of_its_damage():
    # Passage en force X: « autorise une unité à se déplacer dans une zone ennemie même si elle est encore engagée dans
    # une zone hostile. Elle subit alors X points de dégâts. »
    units = [unit("Bélier", 1, "champ1-2", force=2), unit("Orc", 2, "champ1-2"), unit("Garde", 2, "rempart1-2")]
    result = ruling(units, "deplacement", "rempart1-2")
    assert result.answer is Answer.YES and result.force_damage == 2


# --- Intercepteur --------------------------------------------------------------------------------------------


def test_an_intercepteur_cancels_volant_for_the_rest_of_the_move():
    # Intercepteur: « si une unité volante ou infiltratrice entre dans une zone contenant un intercepteur, sa capacité
    # est annulée. »
    units = [unit("Harpie", 1, "champ1-1", "volant"), unit("Guetteur", 2, "champ1-2", "intercepteur"),
             unit("Garde", 2, "rempart1-2")]
    result = ruling(units, "deplacement", "champ1-2", "rempart1-2")
    assert [i.cancelled for i in result.interceptions] == ["volant"]
    assert result.interceptions[0].interceptors == ("Guetteur",)
    # Without Volant, it cannot leave the Guetteur's zone for the Garde's.
    assert result.answer is Answer.NO


def test_a_flyer_enters_a_rampart_holding_an_enemy_intercepteur_and_the_rampart_applies():
    # Intercepteur: « si une unité volante ou infiltratrice entre dans une zone contenant un intercepteur, sa capacité
    # est annulée. » The unit enters (entering is what cancels): no open point; without Volant, the rampart's effects
    # apply (Volant: « Les effets de rempart sont ignorés sauf si des unités volantes ennemies sont présentes »).
    units = [unit("Harpie", 1, "champ1-2", "volant"), unit("Guetteur", 2, "rempart1-2", "intercepteur")]
    result = ruling(units, "deplacement", "rempart1-2",
                    ramparts=[{"zone": "rempart1-2", "attack_malus": 2, "defender_armor": 1}])
    assert result.answer is Answer.YES and result.arrival is Zone.RAMPART_1_2
    assert not result.refusals and not any("Intercepteur" in text for text in silent(result))
    assert [i.cancelled for i in result.interceptions] == ["volant"]
    card = [s for s in result.steps if s.rule == "noxilia/zones-speciales#rempart" and "melee_malus" in s.values]
    assert card and card[0].values["melee_malus"] == 2 and card[0].values["defender_armor"] == 1


def test_volant_takes_the_unit_into_the_interceptors_zone_then_is_cancelled():
    # « si une unité volante ou infiltratrice entre dans une zone contenant un intercepteur, sa capacité est
    # annulée »: the entry Volant makes out of an enemy zone is allowed, first step of the path included.
    units = [unit("Harpie", 1, "champ1-2", "volant"), unit("Orc", 2, "champ1-2"),
             unit("Guetteur", 2, "rempart1-2", "intercepteur")]
    result = ruling(units, "deplacement", "rempart1-2")
    assert result.answer is Answer.YES and not result.refusals
    assert not any("Intercepteur" in text for text in silent(result))
    assert [i.cancelled for i in result.interceptions] == ["volant"]


def test_an_infiltrateur_enters_an_interceptors_zone_out_of_an_enemy_zone():
    # « si une unité volante ou infiltratrice entre dans une zone contenant un intercepteur, sa capacité est
    # annulée »: legal, the ability cancelled, no open point.
    units = [unit("Ombre", 1, "champ1-2", "infiltrateur"), unit("Orc", 2, "champ1-2"),
             unit("Guetteur", 2, "champ2-2", "intercepteur")]
    result = ruling(units, "deplacement", "champ2-2")
    assert result.answer is Answer.YES and not result.refusals
    assert not any("Intercepteur" in text for text in silent(result))
    assert [i.cancelled for i in result.interceptions] == ["infiltrateur"]


def test_a_step_the_cancelled_ability_was_needed_for_is_refused_citing_the_intercepteur():
    # « sa capacité est annulée »: from the Intercepteur's zone on, the Ombre leaves an enemy zone for another without
    # Infiltrateur.
    units = [unit("Ombre", 1, "champ1-2", "infiltrateur"), unit("Guetteur", 2, "champ2-2", "intercepteur"),
             unit("Garde", 2, "rempart2-2")]
    result = ruling(units, "deplacement", "champ2-2", "rempart2-2")
    assert result.answer is Answer.NO
    assert [r.rule for r in result.refusals] == ["noxilia/capacites#intercepteur"]
    assert "annulée" in result.refusals[0].text


def test_an_allied_intercepteur_is_flagged_not_applied():
    units = [unit("Harpie", 1, "champ1-1", "volant"), unit("Guetteur", 1, "champ1-2", "intercepteur")]
    result = ruling(units, "deplacement", "champ1-2")
    assert result.interceptions == () and any("allié" in text for text in silent(result))


# --- Charge --------------------------------------------------------------------------------------------------


def test_a_charge_costs_one_armor_and_reveals_both_cards():
    # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
    units = [unit("Chevalier", 1, "champ1-1"), unit("Orc", 2, "champ1-2")]
    result = ruling(units, "charge", "champ1-2")
    assert result.answer is Answer.YES and result.armor_malus == 1
    # « Si elles sont la cible d'une attaque » and « une action différente d'un déplacement simple »
    assert set(result.revealed) == {"Chevalier", "Orc"}


def test_a_charge_only_from_a_zone_without_enemies():
    # « Une unité ne peut charger qu'à partir d'une zone sans ennemis »
    units = [unit("Chevalier", 1, "champ1-2"), unit("Orc", 2, "champ1-2"), unit("Garde", 2, "rempart1-2")]
    result = ruling(units, "charge", "rempart1-2")
    assert result.answer is Answer.NO
    assert "noxilia/phase-d-actions#charge" in [r.rule for r in result.refusals]


def test_a_charge_at_distance_two_needs_marche_rapide_and_costs_two_armor():
    # « Si l'unité a la capacité marche rapide elle peut charger à une distance de 2, mais avec la somme des deux malus
    # (soit un total de -2 d'armure). » « Tips: Pour résumer, une charge correspond au déplacement de l'unité -1. »
    units = [unit("Chevalier", 1, "champ1-1"), unit("Archer", 2, "rempart1-2")]
    assert ruling(units, "charge", "champ1-2", "rempart1-2").answer is Answer.NO
    units[0]["abilities"] = ["marche-rapide"]
    result = ruling(units, "charge", "champ1-2", "rempart1-2")
    assert result.answer is Answer.YES and result.armor_malus == 2


def test_a_charge_needs_an_enemy_where_it_arrives():
    # « engager une unité pour la déplacer et effectuer une attaque au corps à corps »
    result = ruling([unit("Chevalier", 1, "champ1-1")], "charge", "champ1-2")
    assert result.answer is Answer.NO
    assert result.refusals[0].rule == "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"


def test_a_charge_target_must_be_an_enemy_of_the_zone_reached():
    units = [unit("Chevalier", 1, "champ1-1"), unit("Orc", 2, "champ1-2"), unit("Garde", 2, "rempart1-2")]
    assert ruling(units, "charge", "champ1-2", target=2).answer is Answer.NO
    assert ruling(units, "charge", "champ1-2", target=1).answer is Answer.YES


# --- Repli ---------------------------------------------------------------------------------------------------


def test_a_retreat_toward_the_command_zone_into_enemies_is_the_letter_flagged_against_the_other_reading():
    # Repli: « Déplacement d'une unité en direction de sa zone de commandement d'une zone occupée par une unité ennemi
    # vers une zone occupée par une unité ennemie. L'unité subit un malus temporaire de -1 armure »; Déplacement:
    # « Voir action Repli dans le cas où l'arrière serait bloqué. » A retreat into enemies is the letter; read as a
    # retreat to a zone no enemy holds, it is refused: both readings, flagged.
    units = [unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-1"), unit("Gobelin", 2, "rempart1-1")]
    result = ruling(units, "repli", "rempart1-1")
    assert result.answer is Answer.DEPENDS and result.armor_malus == 1
    assert [s.text for s in result.steps if s.flag and s.rule == "noxilia/phase-d-actions#repli"][0].startswith(
        "Loup se replie au Rempart 1 du joueur 1")


def test_a_retreat_into_a_zone_no_enemy_occupies_is_computed_both_ways():
    units = [unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-1")]
    result = ruling(units, "repli", "rempart1-1")
    assert result.answer is Answer.DEPENDS
    assert any("à la lettre" in text for text in silent(result))


def test_a_retreat_away_from_the_command_zone_is_refused():
    units = [unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-1"), unit("Gobelin", 2, "champ1-2")]
    result = ruling(units, "repli", "champ1-2")
    assert result.answer is Answer.NO


def test_a_retreat_needs_an_enemy_in_the_zone_left():
    result = ruling([unit("Loup", 1, "champ1-1"), unit("Gobelin", 2, "rempart1-1")], "repli", "rempart1-1")
    assert result.answer is Answer.NO


def test_marche_rapide_does_not_work_with_a_retreat():
    # « Marche rapide ne fonctionne pas avec Repli. »
    units = [unit("Loup", 1, "champ1-2", "marche-rapide"), unit("Orc", 2, "champ1-2"), unit("Gob", 2, "champ1-1"),
             unit("Gob 2", 2, "rempart1-1")]
    assert ruling(units, "repli", "champ1-1", "rempart1-1").answer is Answer.NO


# --- Déplacer et équiper / soigner ---------------------------------------------------------------------------


def test_move_and_heal_needs_soin_or_purification_and_goes_one_zone():
    # « Sélectionner une unité ayant la capacité soin ou purification » ; « Déplacer (optionnel) l'unité d'1 case »
    assert ruling([unit("Prêtre", 1, "commandement-1")], "deplacer-et-soigner", "tiers-1").answer is Answer.NO
    healer = [unit("Prêtre", 1, "commandement-1", "soin")]
    assert ruling(healer, "deplacer-et-soigner", "tiers-1").answer is Answer.YES
    assert ruling(healer, "deplacer-et-soigner").arrival is Zone.COMMAND_1
    assert ruling(healer, "deplacer-et-equiper", "tiers-1", "rempart2-1").answer is Answer.NO


# --- The cap of a zone -------------------------------------------------------------------------------------


def test_a_sixth_unit_of_a_player_cannot_enter_a_zone():
    # Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
    units = [unit("Loup", 1, "rempart1-1")] + [unit(f"Garde {i}", 1, "champ1-1") for i in range(5)]
    result = ruling(units, "deplacement", "champ1-1")
    assert result.answer is Answer.NO and result.arrival_count.count == 6
    units = [unit("Loup", 1, "rempart1-1")] + [unit(f"Garde {i}", 1, "champ1-1") for i in range(4)]
    assert ruling(units, "deplacement", "champ1-1").arrival_count.count == 5


def test_a_board_with_six_units_of_a_player_in_a_zone_is_refused_naming_the_field():
    units = [unit(f"Garde {i}", 1, "champ1-1") for i in range(6)]
    body = {"units": units, "move": {"unit": 0, "kind": "deplacement", "path": ["champ2-1"]}}
    problems = list(check(read(MovementInput, body)))
    assert [p.field for p in problems] == ["units"]
    with pytest.raises(IllegalAction):
        resolve(read(MovementInput, body))


def test_a_move_of_a_unit_not_on_the_board_is_refused_naming_the_field():
    body = {"units": [unit("Loup", 1, "champ1-1")], "move": {"unit": 3, "kind": "deplacement", "path": ["champ2-1"]}}
    assert [p.field for p in check(read(MovementInput, body))] == ["move.unit"]


# --- Remparts ------------------------------------------------------------------------------------------------


def test_volant_ignores_an_enemy_rampart_unless_enemy_flyers_are_there():
    # Volant: « Les effets de rempart sont ignorés sauf si des unités volantes ennemies sont présentes. »
    alone = ruling([unit("Harpie", 1, "champ1-2", "volant")], "deplacement", "rempart1-2")
    assert "noxilia/capacites#volant" in rules(alone) and "ignorés" in " ".join(s.text for s in alone.steps)
    guarded = ruling([unit("Harpie", 1, "champ1-2", "volant"), unit("Wyverne", 2, "rempart1-2", "volant")],
                     "deplacement", "rempart1-2")
    assert "s'appliquent" in " ".join(s.text for s in guarded.steps)


def test_grimpeur_ignores_the_ramparts_melee_maluses():
    # Grimpeur: « ignore les malus d'attaque au corps à corps imposés par les remparts. »
    result = ruling([unit("Chèvre", 1, "champ1-1", "grimpeur"), unit("Orc", 2, "rempart1-2")], "charge",
                    "champ1-2", "rempart1-2")
    assert result.answer is Answer.NO  # no Marche rapide: distance 2 is too far
    result = ruling([unit("Chèvre", 1, "champ1-2", "grimpeur"), unit("Orc", 2, "rempart1-2")], "charge",
                    "rempart1-2")
    assert "noxilia/capacites#grimpeur" in rules(result)


# --- Brouillard de guerre ------------------------------------------------------------------------------------


def test_an_enemy_in_the_same_zone_turns_the_card_face_up():
    # « Lorsqu'une unité ennemi est présente à moins d'une zone d'elles »
    result = ruling([unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-2")], "deplacement", "champ1-2")
    assert set(result.revealed) == {"Loup", "Orc"}
    assert result.views[0].face_up == ("Orc",)


def test_an_enemy_one_zone_away_is_the_open_point_a_moins_d_une_zone():
    result = ruling([unit("Loup", 1, "rempart1-1"), unit("Orc", 2, "champ1-2")], "deplacement", "champ1-1")
    assert result.revealed == ()
    assert result.views[0].face_up_if_adjacent == ("Orc",) and result.views[1].face_up_if_adjacent == ("Loup",)
    assert any("à moins d'une zone" in text for text in silent(result))


def test_units_on_a_rampart_stay_face_down():
    # « excepté lorsqu'elles sont placées sur un rempart »
    result = ruling([unit("Loup", 1, "champ1-1"), unit("Archer", 2, "rempart1-2"), unit("Orc", 2, "rempart1-2")],
                    "deplacement", "champ1-2")
    assert "Archer" in result.views[0].face_down


def test_a_card_face_up_stays_face_up():
    # « Une fois qu'une unité est retournée, elle le reste jusqu'à la fin de la partie »
    result = ruling([unit("Loup", 1, "commandement-1", revealed=True)], "deplacement", "rempart1-1")
    assert result.views[1].face_up == ("Loup",)


# --- Attaque à distance --------------------------------------------------------------------------------------


def test_the_reach_of_a_ranged_attack_is_the_adjacent_zones():
    # Attaque à distance: « engager une unité pour viser une cible dans une zone adjacente. »
    result = ruling([unit("Archer", 1, "rempart1-1", ranged=2), unit("Orc", 2, "champ1-2")], "deplacement", "champ1-1")
    assert {r.zone for r in result.reach} == {Zone.RAMPART_1_1, Zone.FIELD_2_1, Zone.FIELD_1_2}
    assert [r.enemies for r in result.reach if r.zone is Zone.FIELD_1_2] == [("Orc",)]


def test_tir_de_proximite_adds_its_own_zone():
    # Tir de proximité: « autorise une unité à distance à attaquer une cible dans sa propre zone. »
    result = ruling([unit("Archer", 1, "rempart1-1", "tir-de-proximite", ranged=2)], "deplacement", "champ1-1")
    assert result.reach[0].zone is Zone.FIELD_1_1


def test_a_rampart_in_the_line_of_sight_is_flagged_unless_vue_percante():
    # Rempart: « Ils bloquent aussi la ligne de vue, excepté pour les unités avec la capacité regard perçant. »
    units = [unit("Archer", 1, "champ2-1", ranged=2), unit("Garde", 2, "rempart2-2")]
    result = ruling(units, "deplacement", "champ2-2")
    assert any("ligne de vue" in text for text in silent(result))
    units[0]["abilities"] = ["vue-percante"]
    assert all(r.sight for r in ruling(units, "deplacement", "champ2-2").reach)


# --- Etape de fin du tour: captures --------------------------------------------------------------------------


def test_a_zone_held_alone_at_the_end_of_the_turn_is_captured_and_its_card_turned():
    # « Une zone est considérée comme capturée lorsqu'à la fin d'un tour, un joueur y maintient au moins une unité
    # alliée, et qu'il n'y reste plus aucune unité vivante du joueur adverse. » « retournez sa carte vers le nouveau
    # propriétaire »
    result = ruling([unit("Loup", 1, "champ1-2")], "deplacement", "rempart1-2")
    assert [(c.zone, c.player, c.what) for c in result.captures] == [(Zone.RAMPART_1_2, 1, "zone")]
    assert "noxilia/capture-de-zone#lorsqu-une-zone-est-capturee-retournez" in rules(result)


def test_no_capture_while_the_opponent_keeps_a_unit_there():
    result = ruling([unit("Loup", 1, "champ1-2"), unit("Garde", 2, "rempart1-2")], "deplacement", "rempart1-2")
    assert all(c.zone is not Zone.RAMPART_1_2 for c in result.captures)


def test_the_command_zone_captured_may_stop_the_drawing():
    # « Certaines zones comme la zone de commandement sont particulièrement sensibles. Leur capture peut empêcher de
    # piocher »
    result = ruling([unit("Loup", 1, "rempart1-2")], "deplacement", "commandement-2")
    assert "noxilia/capture-de-zone#certaines-zones-comme-la-zone-de" in rules(result)


def test_a_zone_captured_earlier_is_not_captured_again():
    body = [unit("Loup", 1, "champ1-2")]
    result = ruling(body, "deplacement", "rempart1-2", control=[{"zone": "rempart1-2", "player": 1}])
    assert result.captures == ()


def test_the_zone_tiers_card_is_the_open_point_three_or_four_zone_cards():
    # Types de cartes: « Chaque joueur en possède trois. » Mise en place: « ses 4 cartes de zone (commandement,
    # mur *2, salle complémentaire) »
    result = ruling([unit("Loup", 1, "commandement-2")], "deplacement", "tiers-2")
    assert any("4 cartes de zone" in text for text in silent(result))


def test_a_treasure_is_captured_before_the_zones_one_a_turn():
    # « 1. Capture de trésors 2. Capture de zones »; « Si une case contient plusieurs cartes trésors, une seule est
    # dévoilée à chaque fin de tour. »
    treasures = [{"zone": "champ2-2"}, {"zone": "champ2-2"}]
    result = ruling([unit("Loup", 1, "champ2-1")], "deplacement", "champ2-2", treasures=treasures)
    assert [c.what for c in result.captures] == ["tresor", "zone"]
    assert "noxilia/capture-de-tresor#plusieurs-tresors-si-une-case-contient" in rules(result)


def test_a_primo_treasure_is_turned_when_a_unit_arrives_not_captured():
    # « ils sont retournés dès qu'une unité arrive sur la case. Attention, retourné n'est pas capturé ! »
    result = ruling([unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-2")], "deplacement", "champ1-2",
                    treasures=[{"zone": "champ1-2", "primo": True}])
    assert "noxilia/mise-en-place#pour-chaque-paire-de-joueur-on" in rules(result)
    assert result.captures == ()  # the Orc is still there


# --- Language ------------------------------------------------------------------------------------------------


def test_the_ruling_reads_in_english_when_asked():
    with speaking("en"):
        result = ruling([unit("Loup", 1, "champ1-1"), unit("Orc", 2, "champ1-2")], "charge", "champ1-2")
    assert result.summary.startswith("Charge of Loup from player 1's « Champ de bataille » 1")


# --- Pioche du destin ----------------------------------------------------------------------------------------

FATE_DRAWN = ["brouillard", "tempete", "peste-noire", "lune-de-sang", "arrivee-d-un-dragon", "arrivee-d-un-dragon",
              "printemps-prosperes", "printemps-prosperes", "inondation-de-la-vallee", "maelstrom-de-magie-primitive"]


def destiny(turn: int, drawn: list[str] | None = None):
    return ruling([unit("Loup", 1, "commandement-1")], "deplacement", "tiers-1",
                  destiny={"turn": turn, **({"drawn": drawn} if drawn is not None else {})})


def test_the_first_ten_turns_draw_a_main_du_destin_then_a_main_de_l_apocalypse():
    # Début du tour 1: « On tire une carte dans la pioche du destin pour dévoiler une carte Main du destin, Main de
    # l'apocalypse après le tour 10 »; Mise en place 1: « au-dessus les cartes mélangées de Main du destin, suivies par
    # celles des Main de l'apocalypse »
    assert destiny(1).destiny.pile.value == "main-du-destin" and destiny(1).destiny.left == 10
    assert destiny(10).destiny.pile.value == "main-du-destin" and destiny(10).destiny.left == 1
    assert destiny(11).destiny.pile.value == "main-de-l-apocalypse" and destiny(11).destiny.left == 6


def test_what_remains_of_the_pile_when_the_cards_drawn_are_given():
    # « ★ 1x Tremblement de terre ★ 1x Incendie Monstrueux ★ 2x Déchaînement lunaire ★ 2x Brouillard mortel »
    result = destiny(12, [*FATE_DRAWN, "brouillard-mortel"]).destiny
    assert {(r.card.value, r.copies) for r in result.remaining} == {
        ("tremblement-de-terre", 1), ("incendie-monstrueux", 1), ("dechainement-lunaire", 2), ("brouillard-mortel", 1)}
    assert result.left == 5


def test_an_exhausted_destiny_pile_is_an_open_point():
    result = destiny(17)
    assert result.destiny.pile.value == "epuisee"
    assert any("16 cartes" in text for text in silent(result))


def test_cards_drawn_out_of_the_piles_order_or_too_often_are_refused_naming_the_field():
    body = {"units": [unit("Loup", 1, "commandement-1")], "move": {"unit": 0, "kind": "deplacement", "path": ["tiers-1"]},
            "destiny": {"turn": 3, "drawn": ["brouillard-mortel", "brouillard"]}}
    assert [p.field for p in check(read(MovementInput, body))] == ["destiny.drawn[0]"]
    body["destiny"] = {"turn": 3, "drawn": ["brouillard", "brouillard"]}
    assert [p.field for p in check(read(MovementInput, body))] == ["destiny.drawn"]
    body["destiny"] = {"turn": 4, "drawn": ["brouillard"]}
    assert [p.field for p in check(read(MovementInput, body))] == ["destiny.drawn"]


def test_a_zone_the_enemy_controls_but_no_enemy_occupies_is_computed_both_ways():
    # « quitter une zone occupée par des ennemis pour entrer dans une autre zone ennemie »: occupied, or controlled.
    units = [unit("Loup", 1, "champ1-2"), unit("Orc", 2, "champ1-2")]
    result = ruling(units, "deplacement", "rempart1-2")
    assert result.answer is Answer.DEPENDS
    assert any("une autre zone ennemie" in text for text in silent(result))


def test_vue_percante_near_a_unit_on_a_rampart_is_flagged():
    # Vue perçante: « Permet de voir les unités sur les remparts »; Brouillard: « excepté lorsqu'elles sont placées
    # sur un rempart ».
    result = ruling([unit("Aigle", 1, "champ1-1", "vue-percante"), unit("Archer", 2, "rempart1-2")], "deplacement",
                    "champ1-2")
    assert "Archer" in result.views[0].face_down
    assert any("Vue perçante" in text for text in silent(result))


def test_a_full_command_zone_sends_reinforcements_to_the_zone_tiers():
    # Règles générales: « Si la zone de commandement est remplie, les unités arrivent dans la zone tiers. Si ces deux
    # zones sont occupées, les unités restent bloquées dans la file de renfort. »
    units = [unit("Loup", 1, "rempart1-1")] + [unit(f"Garde {i}", 1, "commandement-1") for i in range(4)]
    result = ruling(units, "deplacement", "commandement-1")
    assert any("arrivent dans la zone tiers" in s.text and not s.flag for s in result.steps)
    units.append(unit("Soigneur", 1, "tiers-1"))
    assert any("occupées" in text for text in silent(ruling(units, "deplacement", "commandement-1")))


def test_crossing_between_the_halves_battlefields_flags_the_eight_zones():
    # Zone: « Le champ de bataille dans une partie en 1 contre 1 se compose d'un total de 8 zones »; Plateau: two
    # « Champ de bataille » in each half's « Rangée avant ».
    result = ruling([unit("Loup", 1, "champ1-1")], "deplacement", "champ1-2")
    assert "noxilia/definitions-essentielles#zone" in [s.rule for s in result.steps if s.flag is Flag.SILENT]


# --- The table's own board -----------------------------------------------------------------------------------

TABLE = [{"a": "champ1-2", "b": "champ2-2"}, {"a": "champ1-2", "b": "champ1-1"}, {"a": "champ2-2", "b": "commandement-2"}]


def test_the_adjacencies_given_are_the_board():
    # The book draws no board: the table's adjacencies, given, decide each step. Déplacement: « Une unité ne peut pas
    # quitter une zone occupée par des ennemis pour entrer dans une autre zone ennemie »; Infiltrateur: « identique à
    # Passage en force, mais sans subir de dégâts. »
    units = [unit("AD", 1, "champ1-2"), unit("AE", 1, "champ1-2", "infiltrateur"), unit("Orc", 2, "champ1-2"),
             unit("Garde", 2, "champ2-2")]
    assert ruling(units, "deplacement", "champ2-2", adjacency=TABLE).answer is Answer.NO
    assert ruling(units, "deplacement", "champ1-1", adjacency=TABLE).answer is Answer.YES
    infiltrated = ruling(units, "deplacement", "champ2-2", "commandement-2", mover=1, adjacency=TABLE)
    assert infiltrated.answer is Answer.YES and infiltrated.force_damage == 0
    # champ2-2 and commandement-2 are adjacent at this table, not on the calculator's board.
    assert ruling(units, "deplacement", "champ2-2", "commandement-2", mover=1).answer is Answer.NO


def test_an_enemy_on_the_same_rampart_as_a_face_down_unit_is_flagged():
    # « excepté lorsqu'elles sont placées sur un rempart »: against an enemy in the same rampart zone too, or not.
    result = ruling([unit("Loup", 1, "champ1-2"), unit("Archer", 2, "rempart1-2")], "deplacement", "rempart1-2")
    assert "Archer" in result.views[0].face_down
    assert any("même rempart" in text for text in silent(result))


def test_a_charge_between_units_with_combat_values_is_resolved_by_the_attack_rules():
    # Charge: « Si une Aura attaque X a été activée dans la zone de départ, l'unité faisant l'action de charge bénéficie
    # de cette aura »; Charge X: « inflige X dégâts supplémentaires lors d'une action de charge »; Riposte: « Ne
    # fonctionne pas lors d'une charge. »; « avec la somme des deux malus (soit un total de -2 d'armure) »
    table = [{"a": "champ1-1", "b": "champ1-2"}, {"a": "champ1-2", "b": "champ2-2"}]
    units = [unit("AF", 1, "champ1-1", "marche-rapide",
                  combat={"melee": 3, "armor": 2, "life": 5, "charge": 1, "fast_march": True, "auras": [1, 2]}),
             unit("AG", 2, "champ2-2", combat={"armor": 1, "life": 4, "riposte": "riposte"})]
    result = ruling(units, "charge", "champ1-2", "champ2-2", adjacency=table)
    assert result.answer is Answer.YES and result.armor_malus == 2
    assert result.attack.target.life == -1 and not result.attack.target.alive
    assert result.attack.attacker.armor == 0
    # AG died: the zone, left to AF alone, would be captured.
    assert [(c.zone, c.player) for c in result.captures] == [(Zone.FIELD_2_2, 1)]


@pytest.mark.parametrize("abilities, flyer, damage_to_life", [
    ((), False, 0),              # -2 to attack (3 → 1), armor 0 + 1: all absorbed
    (("grimpeur",), False, 2),   # Grimpeur ignores the attack malus only: 3 against armor 1
    (("volant",), False, 3),     # Volant ignores every rampart effect: 3 against armor 0
    (("volant",), True, 0),      # an enemy flyer there: the rampart applies again
])
def test_a_rampart_cards_effects_on_a_charge(abilities, flyer, damage_to_life):
    # Rempart: « Peut infliger des malus d'attaque à l'adversaire ou des bonus aux défenseurs. Grimpeur et Volant
    # permettent d'ignorer tout ou partie de ces effets. »; Volant: « Les effets de rempart sont ignorés sauf si des
    # unités volantes ennemies sont présentes. »; Grimpeur: « ignore les malus d'attaque au corps à corps imposés par
    # les remparts. »
    units = [unit("AM", 1, "champ1-2", *abilities, combat={"melee": 3, "armor": 0, "life": 5}),
             unit("Défenseur", 2, "rempart1-2", combat={"armor": 0, "life": 6})]
    if flyer:
        units.append(unit("Wyverne", 2, "rempart1-2", "volant"))
    result = ruling(units, "charge", "rempart1-2", target=1,
                    ramparts=[{"zone": "rempart1-2", "attack_malus": 2, "defender_armor": 1}])
    assert 6 - result.attack.target.life == damage_to_life
