"""Stellar Nexus TCG: each rule with the rulebook line it comes from (rules/sources/stellar-nexus.md).

Every quotation goes through :func:`rule`, which proves it is verbatim in the cleaned rulebook (the
publisher's curly apostrophes included). Each open point of the rulebook has a test that the engine
flags it, with the outcome of both readings.
"""
from pathlib import Path

import pytest

from referee.engine import stellar_nexus as sn
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction

RULEBOOK = (Path(__file__).resolve().parents[2] / "rules" / "sources" / "stellar-nexus.md").read_text(encoding="utf-8")


def rule(line: str) -> str:
    assert line in RULEBOOK, f"not verbatim in the rulebook: {line}"
    return line


def creature(attack, endurance, name="", **more):
    return {"attack": attack, "endurance": endurance, "name": name, **more}


def combat(attackers, blockers=(), hero_pv=20, **more):
    return sn.resolve_combat(read(sn.CombatInput, {"attackers": list(attackers), "blockers": list(blockers),
                                                   "hero_pv": hero_pv, **more}))


def refusals(attackers, blockers=(), hero_pv=20, **more):
    built = read(sn.CombatInput, {"attackers": list(attackers), "blockers": list(blockers), "hero_pv": hero_pv,
                                  **more})
    with pytest.raises(IllegalAction) as error:
        sn.resolve_combat(built)
    assert list(sn.check_combat(built)) == list(error.value.problems)
    return {(p.field, p.rule) for p in error.value.problems}, [p.message for p in error.value.problems]


def silent(result):
    return [s for s in result.steps if s.flag is Flag.SILENT]


def points(result):
    return {alt.point for alt in result.alternatives}


# === Combat ===================================================================================

def test_an_unblocked_attacker_hits_the_hero():
    rule("Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros.")
    result = combat([creature(4, 2, "Loup")])
    assert (result.outcome.hero_damage, result.outcome.hero_pv) == (4, 16)
    assert result.summary == "Héros : 20 → 16 PV ; aucune créature ne meurt."
    assert "Aucune créature ne bloque Loup, qui inflige 4 dégâts au héros." in [s.text for s in result.steps]
    assert not result.alternatives


def test_creatures_strike_each_other_at_once_attack_against_endurance():
    rule("Les créatures se confrontent, valeur d’attaque de votre créature contre la valeur d’endurance de la "
         "créature attaquée et la valeur d’attaque de la créature qui se défend contre la valeur d’endurance de la "
         "créature attaquante.")
    rule("Les créatures infligent les dégâts simultanément.")
    rule("Si l’endurance d’une créature tombe à 0, la créature meurt.")
    result = combat([creature(3, 2, "Loup")], [creature(2, 3, "Golem", blocks=[0])])
    (fight,) = result.outcome.attacks[0].confrontations
    assert (fight.attacker_damage, fight.blocker_damage) == (3, 2)
    assert fight.blocker_dies and fight.attacker_dies  # both die: neither strikes first
    assert result.outcome.hero_pv == 20
    assert result.summary == "Héros : 20 → 20 PV ; Loup et Golem meurent."


def test_a_blocker_that_survives_absorbs_the_whole_attack():
    result = combat([creature(2, 5, "Loup")], [creature(1, 4, "Golem", blocks=[0])])
    (fight,) = result.outcome.attacks[0].confrontations
    assert (fight.blocker_endurance, fight.attacker_endurance, fight.damage_left) == (2, 4, 0)
    assert result.outcome.dead_blockers == () and result.outcome.hero_pv == 20
    assert "Golem survit avec 2 d'endurance ; les dégâts de Loup sont épuisés." in [s.text for s in result.steps]


def test_the_winner_goes_on_to_the_next_blocker_with_what_is_left():
    rule("Si vous gagnez la confrontation mais que l’adversaire avait bloqué avec plusieurs créatures, vous "
         "poursuiviez la confrontation avec la créature suivante de son choix, et ainsi de suite jusqu'à ce que "
         "tous les dégâts aient été distribués.")
    result = combat([creature(6, 9, "Titan")], [creature(1, 2, "Golem", blocks=[0]),
                                                 creature(1, 3, "Harpie", blocks=[0]),
                                                 creature(1, 5, "Hydre", blocks=[0])])
    first, second, third = result.outcome.attacks[0].confrontations
    assert (first.attacker_damage, first.damage_left) == (2, 4)
    assert (second.attacker_damage, second.damage_left) == (3, 1)
    assert (third.attacker_damage, third.blocker_endurance, third.blocker_dies) == (1, 4, False)
    assert result.outcome.dead_blockers == (0, 1)
    assert result.outcome.attacker_endurance == (6,)  # every blocker struck back: 9 - 1 - 1 - 1
    texts = [s.text for s in result.steps]
    assert ("Golem tombe à 0 d'endurance et meurt ; Titan gagne la confrontation et il reste 4 dégâts à distribuer : "
            "Titan poursuit avec Harpie, la créature suivante du défenseur.") in texts
    assert ("Titan (endurance 8) poursuit avec 4 dégâts contre Harpie (attaque 1, endurance 3), simultanément : "
            "Titan inflige 3 de ses 4 dégâts à Harpie (endurance 3 → 0), et Harpie inflige 1 dégât à Titan "
            "(endurance 8 → 7).") in texts


def test_the_defender_chooses_the_order_of_his_blockers():
    rule("C’est lui qui détermine l’ordre dans lequel ses créatures se confrontent.")
    weak, strong = creature(1, 1, "Pion", blocks=[0]), creature(1, 6, "Mur", blocks=[0])
    weak_first = combat([creature(4, 9, "Loup")], [weak, strong])
    strong_first = combat([creature(4, 9, "Loup")], [strong, weak])
    assert weak_first.outcome.dead_blockers == (0,)
    assert strong_first.outcome.dead_blockers == ()  # the wall soaks all 4 damage: the pawn never fights
    assert len(strong_first.outcome.attacks[0].confrontations) == 1


def test_the_attackers_are_engaged_after_the_combat():
    rule("Engagez la ou les créatures qui avaient déclarées une attaque.")
    result = combat([creature(2, 2, "Loup"), creature(3, 1, "Drone")], [creature(1, 1, "Golem", blocks=[1])])
    assert result.outcome.engaged == (0,)  # the Drone died: it goes to the cemetery, not engaged
    assert "On engage Loup, qui avait déclaré une attaque." in [s.text for s in result.steps]


def test_a_hero_brought_to_zero_loses_the_game():
    rule("Vous pouvez mettre les points de vie du héros ennemi à 0.")
    result = combat([creature(5, 1), creature(4, 1)], hero_pv=7)
    assert result.outcome.hero_pv == 0 and result.outcome.defender_defeated
    assert result.summary == "Héros : 7 → 0 PV, partie perdue ; aucune créature ne meurt."
    assert result.steps[-3].rule == "stellar-nexus/condition-de-victoire-defaite#vous-pouvez-mettre-les-points-de"


def test_two_against_two_the_allies_share_their_pv_and_are_both_attacked():
    rule("Les points de vie des joueurs alliés sont partagés")
    rule("On attaque forcément les deux joueurs, ils peuvent défendre à deux.")
    result = combat([creature(3, 1, "Loup")], hero_pv=30, format="deux-contre-deux")
    assert result.outcome.hero_pv == 27
    assert result.summary.startswith("Héros alliés (PV partagés) : 30 → 27 PV")
    assert result.steps[0].rule == "stellar-nexus/parties-a-plusieurs#on-attaque-forcement-les-deux-joueurs"
    hero = next(s for s in result.steps if "hero_pv" in s.values)
    assert hero.rule == "stellar-nexus/parties-a-plusieurs#les-points-de-vie-des-joueurs"


def test_a_creature_played_this_turn_can_block():
    rule("Elles peuvent défendre directement quand elles arrivent en jeu.")
    result = combat([creature(2, 2, "Loup")], [creature(1, 3, "Recrue", blocks=[0], played_this_turn=True)])
    assert result.outcome.attacks[0].blockers == (0,)
    assert any(s.rule == "stellar-nexus/glossaire/cartes-creatures" and "Recrue arrive en jeu" in s.text
               for s in result.steps)


# --- Legality of the declarations ------------------------------------------------------------

def test_an_attack_must_target_a_hero():
    rule("Lorsqu’on décide d’attaquer, on cible obligatoirement un héros adversaire.")
    found, messages = refusals([creature(2, 2, "Loup", target="creature")])
    assert found == {("attackers[0].target", "stellar-nexus/systeme-de-combat#lorsquon-decide-dattaquer-on-cible-obligatoireme")}
    assert "on cible obligatoirement un héros adversaire" in messages[0]


def test_a_creature_cannot_attack_the_turn_it_is_played():
    rule("Une créature ne peut pas attaquer le tour où elle est posée.")
    found, _ = refusals([creature(2, 2, "Loup", played_this_turn=True)])
    assert found == {("attackers[0].played_this_turn", "stellar-nexus/glossaire/cartes-creatures")}


def test_an_engaged_creature_can_neither_attack_nor_block():
    rule("Une créature engagée ne peut ni attaquer, ni défendre.")
    found, messages = refusals([creature(2, 2, "Loup", engaged=True)], [creature(1, 1, "Golem", blocks=[0],
                                                                                 engaged=True)])
    assert found == {("attackers[0].engaged", "stellar-nexus/glossaire/cartes-creatures"),
                     ("blockers[0].engaged", "stellar-nexus/glossaire/cartes-creatures")}
    assert messages == ["« Une créature engagée ne peut ni attaquer, ni défendre » : Loup ne peut pas attaquer.",
                        "« Une créature engagée ne peut ni attaquer, ni défendre » : Golem ne peut pas bloquer."]


def test_one_blocker_blocks_one_attacker():
    rule("Une créature ne peut pas bloquer plusieurs attaquants.")
    found, messages = refusals([creature(2, 2), creature(2, 2)], [creature(1, 1, "Golem", blocks=[0, 1])])
    assert found == {("blockers[0].blocks", "stellar-nexus/systeme-de-combat#une-creature-ne-peut-pas-bloquer")}
    assert "Golem bloque les attaquants 1 et 2 ; gardez-en un seul." in messages[0]


def test_every_refusal_is_given_at_once():
    found, _ = refusals([creature(2, 2, target="creature", played_this_turn=True, engaged=True)],
                        [creature(1, 1, blocks=[0, 3])])
    assert {field for field, _ in found} == {"attackers[0].target", "attackers[0].played_this_turn",
                                             "attackers[0].engaged", "blockers[0].blocks[1]", "blockers[0].blocks"}


def test_a_countered_attack_is_cancelled():
    rule("Une fois une attaque annoncée, si elle est contrecarrée (créature qui acquiert l'altération, engagez la "
         "créature ciblée, etc) son action est annulée et la créature ne peut pas faire de nouvelle action ou avoir "
         "de nouvelle cible.")
    result = combat([creature(5, 2, "Loup", countered=True), creature(2, 2, "Drone")],
                    [creature(3, 3, "Golem", blocks=[0])])
    assert result.outcome.attacks[0].cancelled and result.outcome.attacks[0].confrontations == ()
    assert result.outcome.hero_pv == 18  # only the Drone's 2
    assert result.outcome.dead_blockers == ()


def test_a_countered_block_is_cancelled():
    rule("Une fois un blocage annoncé, si elle est contrecarrée (créature qui acquiert l'altération, engagez la "
         "créature ciblée, etc) son action est annulée et la créature ne peut pas faire de nouvelle action ou avoir "
         "de nouvelle cible.")
    result = combat([creature(5, 2, "Loup")], [creature(3, 3, "Golem", blocks=[0], countered=True),
                                                creature(1, 2, "Pion", blocks=[0])])
    assert result.outcome.attacks[0].blockers == (1,)
    assert result.outcome.dead_blockers == (1,) and result.outcome.blocker_endurance[0] == 3


# --- The open points: flagged, with the outcome of both readings ---------------------------

def test_open_point_how_leftover_damage_counts():
    # « jusqu'à ce que tous les dégâts aient été distribués »: the attack minus the endurance spent, or whole?
    result = combat([creature(5, 9, "Titan")], [creature(0, 2, "Golem", blocks=[0]), creature(0, 4, "Mur", blocks=[0])])
    assert result.outcome.dead_blockers == (0,)  # 5 - 2 = 3 left: the wall (4) survives
    (alt,) = [a for a in result.alternatives if a.point is sn.OpenPoint.LEFTOVER]
    assert alt.outcome.dead_blockers == (0, 1) and alt.dead == ("Golem", "Mur")
    step = next(s for s in silent(result) if s.values["point"] == "degats-restants")
    assert "ci-dessus, l'attaquant poursuit avec son attaque moins l'endurance du bloqueur vaincu" in step.text
    assert "Golem et Mur meurent" in step.text
    assert "Autre lecture (attaque entière contre chaque bloqueur) : le héros finit à 20 PV ; Golem et Mur meurent." \
        in result.summary


def test_open_point_whether_later_blockers_strike_back():
    result = combat([creature(5, 2, "Loup")], [creature(1, 1, "Pion", blocks=[0]), creature(1, 1, "Pion 2",
                                                                                          blocks=[0])])
    assert result.outcome.dead_attackers == (0,)  # the second pawn's strike back kills it
    (alt,) = [a for a in result.alternatives if a.point is sn.OpenPoint.STRIKE_BACK]
    assert alt.outcome.dead_attackers == () and alt.outcome.attacker_endurance == (1,)
    assert "si seul le premier bloqueur riposte" in silent(result)[0].text


def test_open_point_whether_what_is_left_after_the_last_blocker_reaches_the_hero():
    result = combat([creature(7, 5, "Loup")], [creature(1, 2, "Pion", blocks=[0])])
    assert result.outcome.hero_pv == 20
    (alt,) = result.alternatives
    assert alt.point is sn.OpenPoint.LEFTOVER_TO_HERO and alt.outcome.hero_pv == 15
    assert "s'ils vont au héros, le héros finit à 15 PV" in silent(result)[0].text


def test_open_point_when_a_creature_dies():
    rule("Si l’endurance d’une créature tombe à 0, la créature meurt.")
    rule("A chaque fin de phase, si une créature a une endurance égale ou inférieure à 0, elle meurt.")
    result = combat([creature(6, 2, "Loup")], [creature(2, 2, "Pion", blocks=[0]), creature(0, 3, "Mur",
                                                                                         blocks=[0])])
    assert result.outcome.dead_blockers == (0,)  # Loup died at 0 with the pawn: the wall is spared
    death = next(a for a in result.alternatives if a.point is sn.OpenPoint.DEATH)
    assert death.outcome.dead_blockers == (0, 1) and death.outcome.dead_attackers == (0,)
    step = next(s for s in silent(result) if s.values["point"] == "moment-de-la-mort")
    assert step.rule == "stellar-nexus/informations-diverses#chaque-fin-de-phase-si-une"
    assert step.text.endswith("un attaquant tombé à 0 qui a vaincu son bloqueur poursuit la confrontation, et le "
                              "héros finit à 20 PV ; Loup, Pion et Mur meurent.")


def test_open_point_an_attacker_whose_every_block_is_countered():
    result = combat([creature(4, 2, "Loup")], [creature(1, 1, "Golem", blocks=[0], countered=True)])
    assert result.outcome.hero_pv == 16  # no creature blocks any more
    (alt,) = [a for a in result.alternatives if a.point is sn.OpenPoint.CANCELLED_BLOCK]
    assert alt.outcome.hero_pv == 20
    assert "Tout blocage déclaré contre Loup est contrecarré" in " ".join(s.text for s in result.steps)


def test_open_point_whether_a_countered_attacker_is_engaged():
    result = combat([creature(4, 2, "Loup", countered=True)])
    assert result.outcome.engaged == (0,)
    (alt,) = result.alternatives
    assert alt.point is sn.OpenPoint.COUNTERED_ENGAGED and alt.outcome.engaged == ()
    assert "on n'engage pas Loup" in silent(result)[0].text


def test_open_point_whether_shared_pv_take_an_attack_once_or_per_player():
    result = combat([creature(3, 1, "Loup")], hero_pv=30, format="deux-contre-deux")
    (alt,) = result.alternatives
    assert alt.point is sn.OpenPoint.SHARED_PV and alt.outcome.hero_pv == 24
    assert silent(result)[0].rule == "stellar-nexus/parties-a-plusieurs#les-points-de-vie-des-joueurs"


def test_no_open_point_is_flagged_where_every_reading_agrees():
    result = combat([creature(3, 3, "Loup")], [creature(1, 5, "Mur", blocks=[0])])
    assert result.alternatives == () and silent(result) == []


# === The stack ================================================================================

def stack(*entries):
    return sn.resolve_stack(read(sn.StackInput, {"entries": list(entries)}))


def test_the_stack_resolves_from_the_last_played_to_the_first():
    rule("Lorsqu'un sort rapide est joué (éphémère ou capacité), un autre sort rapide peut être joué par dessus.")
    rule("La résolution se fait ensuite du dernier joué jusqu'au premier.")
    result = stack({"kind": "ephemere", "name": "A"}, {"kind": "capacite", "name": "B"},
                   {"kind": "ephemere", "name": "C"})
    assert result.resolution_order == (2, 1, 0) and result.resolved == (2, 1, 0)
    assert result.summary == "Ordre de résolution : C, B, A."


def test_only_a_quick_spell_is_played_over_another():
    built = read(sn.StackInput, {"entries": [{"kind": "ephemere"}, {"kind": "creature", "name": "Soldat"}]})
    (problem,) = sn.check_stack(built)
    assert (problem.field, problem.rule) == ("entries[1].kind", "stellar-nexus/glossaire/pile")


def test_a_countered_card_does_not_resolve_and_a_counter_countered_lets_it():
    result = stack({"kind": "creature", "name": "Soldat"}, {"kind": "ephemere", "name": "Foudre", "counters": 0})
    assert result.countered == (0,) and result.resolved == (1,)
    texts = [s.text for s in result.steps]
    assert "Soldat ne se résout pas : Foudre contrecarre son action." in texts
    assert any(s.rule == "stellar-nexus/capacites-actives-et-passives#les-capacites-actives-ne-peuvent-etre" and "directement de la main au cimetière"
               in s.text for s in result.steps)
    rescued = stack({"kind": "creature", "name": "Soldat"}, {"kind": "ephemere", "name": "Foudre", "counters": 0},
                    {"kind": "capacite", "name": "Parade", "counters": 1})
    assert rescued.countered == (1,) and rescued.resolved == (2, 0)


def test_affinity_is_optional_and_dissonance_mandatory():
    rule("L'affinité est le pouvoir à activer si vous réquisitionnez une carte partageant la même faction que la "
         "ressource.")
    rule("La Dissonance est le pouvoir à activer dans le cas inverse.")
    rule("Vous avez le choix de jouer ou non l'affinité, mais vous avez l’obligation de jouer la dissonance.")
    result = stack({"kind": "creature", "name": "Soldat", "faction": "kerns",
                    "resources": [{"faction": "kerns"}, {"faction": "rayjis"}]})
    affinity, dissonance = result.triggers
    assert (affinity.power, affinity.activated) == (sn.Power.AFFINITY, None)
    assert (dissonance.power, dissonance.activated) == (sn.Power.DISSONANCE, True)
    flags = {s.values["power"]: (s.rule, s.flag) for s in result.steps if s.values.get("power")}
    choice = "stellar-nexus/presentation-des-cartes#vous-avez-le-choix-de-jouer"
    assert flags == {"affinite": (choice, Flag.CHOICE), "dissonance": (choice, None)}
    declined = stack({"kind": "creature", "faction": "kerns", "affinity": False, "resources": [{"faction": "kerns"}]})
    assert declined.triggers[0].activated is False and declined.timeline == (sn.Moment(sn.Event.RESOLVES, 0),)


def test_a_countered_card_triggers_no_power_but_its_resources_stay_engaged():
    rule("La capacité ne s'active pas si la réquisition ne se résout pas (si elle est contrecarrée) mais la ressource "
         "reste engagée.")
    result = stack({"kind": "creature", "name": "Soldat", "faction": "kerns", "resources": [{"faction": "rayjis"}]},
                   {"kind": "ephemere", "name": "Foudre", "counters": 0})
    assert [t.activated for t in result.triggers] == [False]
    assert any("restent engagées, sans pouvoir" in s.text for s in result.steps)


def test_open_point_a_resource_power_waits_for_which_action():
    rule("Les capacités des ressources ne s'activent qu'une fois l'action en cours terminée.")
    result = stack({"kind": "creature", "name": "Soldat", "faction": "kerns"},
                   {"kind": "ephemere", "name": "Foudre", "faction": "kerns", "resources": [{"faction": "rayjis"}]})
    power = sn.Moment(sn.Event.POWER, 1, 0)
    assert result.timeline == (sn.Moment(sn.Event.RESOLVES, 1), power, sn.Moment(sn.Event.RESOLVES, 0))
    assert result.timeline_after_stack == (sn.Moment(sn.Event.RESOLVES, 1), sn.Moment(sn.Event.RESOLVES, 0), power)
    (step,) = silent(result)
    assert "ou toute la pile" in step.text
    alone = stack({"kind": "creature", "faction": "kerns", "resources": [{"faction": "rayjis"}]})
    assert alone.timeline_after_stack == () and silent(alone) == []


def test_the_stack_refuses_what_cannot_be_every_refusal_at_once():
    built = read(sn.StackInput, {"entries": [{"kind": "ephemere", "counters": 0, "resources": [{"faction": "kerns"}],
                                              "affinity": True}]})
    assert {p.field for p in sn.check_stack(built)} == {"entries[0].counters", "entries[0].faction",
                                                        "entries[0].affinity"}


# === Turn aids ================================================================================

def turn(**data):
    return sn.resolve_turn(read(sn.TurnInput, data))


def test_the_hand_after_each_mulligan():
    rule("Les joueurs commencent avec 6 cartes de réquisition en main.")
    rule("Les joueurs peuvent regarder leurs cartes et ont droit à 2 mulligans “gratuits”.")
    rule("Si un joueur veut des mulligans supplémentaires, il peut le faire mais à chaque mulligan supplémentaire il "
         "piochera une carte en moins.")
    result = turn(mulligans=3)
    assert [(m.number, m.free, m.hand) for m in result.mulligans] == [(0, False, 6), (1, True, 6), (2, True, 6),
                                                                     (3, False, 5)]
    assert silent(result) == []  # one extra mulligan: both readings give 5
    assert result.summary == "Après 3 mulligans : 5 cartes en main."


def test_open_point_how_many_cards_each_extra_mulligan_takes_away():
    result = turn(mulligans=5)
    assert [(m.hand, m.hand_one_less) for m in result.mulligans[3:]] == [(5, 5), (4, 5), (3, 5)]
    (step,) = silent(result)
    assert "au mulligan 5, 3 cartes selon la première lecture (appliquée ici), 5 cartes selon la seconde" in step.text
    assert result.summary == "Après 5 mulligans : 3 cartes en main (autre lecture : 5)."
    assert "une main vide" in silent(turn(mulligans=8))[-1].text


def test_open_point_endurance_comes_back_each_turn_or_each_entretien():
    rule("Les points d'endurance des créatures se régénèrent au début de chaque entretien.")
    rule("Pour rappel, l’endurance remonte à son maximum au début de chaque tour.")
    rule("Les points d'attaque des créatures se régénèrent au début de chaque étape de jeu.")
    result = turn(creature={"name": "Golem", "attack": 0, "max_attack": 3, "endurance": 1, "max_endurance": 4},
                  phase="finale", turn="adverse")
    rows = {(r.turn, r.phase): r for r in result.phases}
    end = rows[(sn.Whose.OPPONENT, sn.Phase.END)]
    assert (end.attack, end.endurance) == (3, 1)  # attack back at the next phase, endurance not yet
    untap = rows[(sn.Whose.OWN, sn.Phase.UNTAP)]
    assert (untap.endurance, untap.endurance_at_upkeep) == (4, 1)
    assert rows[(sn.Whose.OWN, sn.Phase.DRAW)].endurance_at_upkeep == 4
    (step,) = silent(result)
    assert "elle a donc 4 ou 1 d'endurance" in step.text


def test_an_engaged_creature_untaps_at_the_start_of_its_next_turn():
    rule("Une créature engagée se désengage au début de son prochain tour.")
    full = {"attack": 2, "max_attack": 2, "endurance": 3, "max_endurance": 3, "engaged": True}
    own = turn(creature=full, phase="attaque-defense", turn="le-sien")
    assert all(r.engaged for r in own.phases)  # the next turn is the opponent's
    opponent = turn(creature=full, phase="attaque-defense", turn="adverse")
    assert [r.engaged for r in opponent.phases if r.turn is sn.Whose.OWN][:3] == [True, False, False]


def test_the_entretien_draws_a_card_and_a_resource():
    rule("Au début de son entretien, le joueur pioche une carte de sa bibliothèque et une ressource de sa pile.")
    result = turn(library=12, resource_pile=4)
    assert (result.cards_drawn, result.resources_drawn, result.defeats) == (1, 1, ())


def test_open_point_the_first_player_and_his_resource_on_the_first_turn():
    rule("Le premier qui joue ne pioche pas de carte au premier tour.")
    result = turn(first_turn=True, library=28)
    assert (result.cards_drawn, result.resources_drawn) == (0, 1)
    (step,) = silent(result)
    assert step.values == {"resources": 1, "resources_other": 0}


def test_no_card_left_to_draw_or_a_hero_at_zero_loses_the_game():
    rule("Si un joueur n’a plus de carte à piocher au début de son entretien, il perd la partie.")
    rule("Vous pouvez mettre les points de vie du héros ennemi à 0.")
    assert turn(library=0).defeats == (sn.Defeat.LIBRARY,)
    assert turn(hero_pv=0).defeats == (sn.Defeat.HERO,)
    assert turn(hero_pv=1, library=3).summary == "Entretien : pioche 1 carte et 1 ressource ; la partie continue."


def test_open_point_an_empty_resource_pile():
    result = turn(library=5, resource_pile=0)
    assert result.resources_drawn == 0 and result.defeats == ()
    (step,) = silent(result)
    assert "si elle compte, il perd la partie" in step.text


def test_the_turn_aid_refuses_what_cannot_be():
    with pytest.raises(IllegalAction):
        turn()
    built = read(sn.TurnInput, {"creature": {"attack": 5, "max_attack": 3, "endurance": 1, "max_endurance": 1},
                                "first_turn": True, "library": 3})
    assert {p.field for p in sn.check_turn(built)} == {"creature.attack", "library"}


# === Every step cites the passage it applies ====================================================

def test_every_step_of_the_calculators_examples_cites_a_passage_or_a_glossary_entry():
    # A step's link lands on the sentence applied (« …/systeme-de-combat#si-aucune-creature-ne-bloque-votre »),
    # or on the glossary entry it applies (« …/glossaire/cartes-creatures »): never on a whole section.
    from referee.calculators.registry import CALCULATORS
    from rules.anchors import all_anchors

    anchors = set(all_anchors())
    calculators = [c for c in CALCULATORS if c.game == "stellar-nexus"]
    assert {c.slug for c in calculators} >= {"combat", "pile", "tour"}
    bodies = [(c, c.example) for c in calculators]
    # More than the examples: two against two, a counter, a first turn, an empty library, every open point.
    more = {"combat": [{"attackers": [creature(3, 1, countered=True), creature(6, 2)], "hero_pv": 5,
                        "blockers": [creature(2, 2, blocks=[1], played_this_turn=True), creature(0, 3, blocks=[1]),
                                     creature(1, 1, blocks=[0], countered=True)], "format": "deux-contre-deux"},
                       {"attackers": [creature(7, 5)], "blockers": [creature(1, 2, blocks=[0])], "hero_pv": 20}],
            "pile": [{"entries": [{"kind": "creature", "faction": "kerns", "resources": [{"faction": "kerns"},
                                                                                      {"faction": "rayjis"}]},
                                  {"kind": "ephemere", "counters": 0},
                                  {"kind": "capacite", "faction": "kerns", "resources": [{"faction": "rayjis"}]}]}],
            "tour": [{"mulligans": 4, "first_turn": True, "resource_pile": 0, "hero_pv": 0},
                     {"library": 0, "creature": {"attack": 1, "max_attack": 3, "endurance": 1, "max_endurance": 4,
                                                 "engaged": True}, "phase": "fin-du-tour"}]}
    by_slug = {c.slug: c for c in calculators}
    bodies += [(by_slug[slug], body) for slug, listed in more.items() for body in listed]
    cited = set()
    for calculator, body in bodies:
        for step in calculator.resolve(read(calculator.input, body)).steps:
            assert step.rule in anchors, step
            assert "#" in step.rule or "/glossaire/" in step.rule, (calculator.slug, step)
            cited.add(step.rule)
    assert len(cited) > 20, sorted(cited)  # the bodies reach most of the passages
