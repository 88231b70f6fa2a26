"""What the rules forbid: every refusal names its field and its rule (and legal neighbours pass)."""
from __future__ import annotations

import pytest

from referee.engine.helix import rules
from referee.engine.trace import Flag, IllegalAction

from .builders import card, flagged, phase, refusals, run, shot, spell

G = "helix/glossaire/"

# Each case: the phase, then the (field, rule) of the first refusal, or None when legal.
CASES = [
    # CYCLE 1: « Pas de déclaration d'attaque sur le Cycle 1 »
    pytest.param(phase([card("a")], [card("d")], [("a", "forteresse")], cycle=1),
                 ("declarations[0]", rules.NO_ATTACK_IN_CYCLE_1), id="no attack may be declared in cycle 1"),
    pytest.param(phase([card("a")], [card("d")], [("a", "forteresse")], cycle=2),
                 None, id="attacks are declared from cycle 2 on"),
    # « Seules les créatures dressées sont en capacité d'attaquer ou de défendre »
    pytest.param(phase([card("a", stance="incline")], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", G + "dresse"), id="an inclined creature cannot attack"),
    pytest.param(phase([card("a")], [card("d", stance="incline")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers[0]", G + "dresse"), id="an inclined creature cannot block"),
    pytest.param(phase([card("a", kind="objet")], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", rules.ONLY_DRESSED_FIGHT), id="an object cannot attack"),
    pytest.param(phase([card("a")], [card("d", kind="objet")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers[0]", rules.BLOCK_OR_SHOOT), id="an object cannot block"),
    # Transition: « Ne peut ni attaquer, ni bloquer, ni activer de pouvoir … jusqu'à la fin du tour »
    pytest.param(phase([card("a", transition=True)], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", G + "transition"), id="a creature in Transition cannot attack"),
    pytest.param(phase([card("a")], [card("d", transition=True)], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers[0]", G + "transition"), id="a creature in Transition cannot block"),
    # 3 Combat: « L'attaquant déclare une attaque d'une ou plusieurs créatures sur une ou plusieurs
    # cibles (une cible par attaquant) - Le joueur défenseur décide comment il bloque l'attaque »
    pytest.param(phase([card("a")], [card("d")], [("d", "forteresse")]),
                 ("declarations[0].attacker", rules.DECLARE_ATTACK), id="the defender's creature cannot attack"),
    pytest.param(phase([card("a"), card("b")], [], [("a", "b")]),
                 ("declarations[0].target", rules.DECLARE_ATTACK),
                 id="an attack cannot target the attacker's own card"),
    pytest.param(phase([card("a"), card("b")], [], [("a", "forteresse", "b")]),
                 ("declarations[0].blockers[0]", rules.BLOCK), id="the attacker's creature cannot block"),
    # NB: « Une créature ne peut attaquer qu'une seule fois par tour, sauf si elle possède la capacité
    # Frénésie. Une créature Inflexible … ne pourra pas attaquer une 2eme fois sur le même tour »
    pytest.param(phase([card("a", attacks_this_turn=1, stance="incline")], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", G + "dresse"), id="a creature that attacked and inclined cannot attack again"),
    pytest.param(phase([card("a", 2, 3, "inflexible", attacks_this_turn=1)], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", G + "inflexible"), id="an Inflexible creature stays dressed but cannot attack twice"),
    # 3 Combat: « L'attaquant déclare une attaque d'une ou plusieurs créatures sur une ou plusieurs cibles
    # (une cible par attaquant) »; 4 Résolution: « L'attaquant peut déclarer une nouvelle phase de Combat »
    pytest.param(phase([card("a")], [card("d"), card("e")], [("a", "d"), ("a", "e")]),
                 ("declarations[1].attacker", rules.DECLARE_ATTACK),
                 id="a creature cannot be declared twice in one phase"),
    pytest.param(phase([card("a", 2, 3, "frenesie")], [card("d"), card("e")], [("a", "d"), ("a", "e")]),
                 ("declarations[1].attacker", rules.DECLARE_ATTACK),
                 id="a Frénésie creature makes its second attack in a new combat phase, not twice in one"),
    pytest.param(phase([card("a", 2, 3, "frenesie", attacks_this_turn=1)], [card("d")], [("a", "d")]),
                 None, id="a Frénésie creature attacks a second time in a new combat phase"),
    pytest.param(phase([card("a", 2, 3, "frenesie", attacks_this_turn=1, stance="incline")], [], [("a", "forteresse")]),
                 None, id="a Frénésie creature inclined by its first attack may attack a second time"),
    pytest.param(phase([card("a", 2, 3, "frenesie", attacks_this_turn=2, stance="incline")], [], [("a", "forteresse")]),
                 ("declarations[0].attacker", rules.ONCE_A_TURN), id="a Frénésie creature cannot attack a third time"),
    # Le Positionnement: PORTÉE « ne peuvent en aucun cas cibler la Forteresse »
    pytest.param(phase([card("a", combat_skill="portee")], [], [("a", "forteresse")]),
                 ("declarations[0].target", rules.RANGED_NOT_FORTRESS),
                 id="a PORTÉE creature cannot target the Forteresse"),
    # « se trouvant dans la zone de Défense, ne peuvent cibler que la zone d'Attaque »
    pytest.param(phase([card("a", combat_skill="portee")], [card("d", zone="defense")], [("a", "d")]),
                 ("declarations[0].target", rules.RANGED_FROM_DEFENSE),
                 id="a PORTÉE creature in the defence zone cannot target the defence zone"),
    pytest.param(phase([card("a", combat_skill="portee")], [card("d", zone="attaque")], [("a", "d")]),
                 None, id="a PORTÉE creature in the defence zone targets the attack zone"),
    pytest.param(phase([card("a", combat_skill="portee", zone="attaque")], [card("d", zone="defense")], [("a", "d")]),
                 None, id="a PORTÉE creature moved to the attack zone targets the defence zone"),
    # Portée: « Elle ne peut pas bloquer une attaque au contact »
    pytest.param(phase([card("a")], [card("d", combat_skill="portee")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers[0]", G + "portee"), id="a PORTÉE creature cannot block a contact attack"),
    # Vol: « ne peut recevoir de dégats ni être bloquée par une créature terrestre »
    pytest.param(phase([card("a", 2, 3, "vol")], [card("d")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers[0]", G + "vol"), id="a ground creature cannot block a flyer"),
    pytest.param(phase([card("a", 2, 3, "vol")], [card("d", 2, 3, "envergure")], [("a", "forteresse", "d")]),
                 None, id="an Envergure creature can block a flyer"),
    pytest.param(phase([card("a", 2, 3, "vol")], [card("d", 2, 3, "vol")], [("a", "forteresse", "d")]),
                 None, id="a flyer can block a flyer"),
    pytest.param(phase([card("a")], [card("d", 2, 3, "vol")], [("a", "d")]),
                 ("declarations[0].target", G + "vol"), id="a ground creature cannot attack a flyer"),
    # Immersion: « Ne peut être ciblée par les créatures ayant la capacité Vol »
    pytest.param(phase([card("a", 2, 3, "vol")], [card("d", 2, 3, "immersion")], [("a", "d")]),
                 ("declarations[0].target", G + "immersion"), id="a flyer cannot target an Immersion creature"),
    pytest.param(phase([card("a")], [card("d", 2, 3, "immersion")], [("a", "d")]),
                 None, id="a ground creature can target an Immersion creature"),
    # Vision Quantique: « Ignore tous les effets qui empêchent ou forcent le ciblage »
    pytest.param(phase([card("a", 2, 3, "vol", "vision-quantique")], [card("d", 2, 3, "immersion")], [("a", "d")]),
                 None, id="a flyer with Vision Quantique can target an Immersion creature"),
    # Cuirassé: « Ne peut être bloqué ou attaqué que par au moins 2 créatures. »
    pytest.param(phase([card("a", 2, 3, "cuirasse")], [card("d")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers", G + "cuirasse"), id="a Cuirassé attacker cannot be blocked by one creature"),
    pytest.param(phase([card("a", 2, 3, "cuirasse")], [card("d"), card("e")], [("a", "forteresse", "d", "e")]),
                 None, id="a Cuirassé attacker can be blocked by two creatures"),
    pytest.param(phase([card("a")], [card("d", 2, 3, "cuirasse")], [("a", "d")]),
                 ("declarations[0].target", G + "cuirasse"), id="a Cuirassé creature cannot be attacked by one creature"),
    pytest.param(phase([card("a"), card("b")], [card("d", 2, 3, "cuirasse")], [("a", "d"), ("b", "d")]),
                 None, id="a Cuirassé creature can be attacked by two creatures"),
    # Incandescent: « Ne peut être bloqué »
    pytest.param(phase([card("a", 2, 3, "incandescent")], [card("d")], [("a", "forteresse", "d")]),
                 ("declarations[0].blockers", G + "incandescent"), id="an Incandescent attacker cannot be blocked"),
    # Rempart: « doit être attaquée en priorité … (Les créatures avec Vol et Portée ignorent le Rempart) »
    pytest.param(phase([card("a")], [card("r", 0, 5, "rempart"), card("d")], [("a", "d")]),
                 ("declarations[0].target", G + "rempart"), id="a creature behind a Rempart cannot be attacked"),
    pytest.param(phase([card("a")], [card("r", 0, 5, "rempart"), card("d")], [("a", "r")]),
                 None, id="the Rempart itself can be attacked"),
    pytest.param(phase([card("a", 2, 3, "vol")], [card("r", 0, 5, "rempart")], [("a", "forteresse")]),
                 None, id="a flyer ignores the Rempart"),
    pytest.param(phase([card("a", combat_skill="portee")], [card("r", 0, 5, "rempart"), card("d", zone="attaque")],
                       [("a", "d")]),
                 None, id="a PORTÉE creature ignores the Rempart"),
    pytest.param(phase([card("a", 2, 3, "vision-quantique")], [card("r", 0, 5, "rempart")], [("a", "forteresse")]),
                 None, id="Vision Quantique ignores the Rempart"),
    # Dissimulation: « Ne peut être ciblée tant qu'il n'a pas attaqué. »
    pytest.param(phase([card("a")], [card("d", 2, 3, "dissimulation")], [("a", "d")]),
                 ("declarations[0].target", G + "dissimulation"), id="a hidden creature cannot be attacked"),
    pytest.param(phase([card("a")], [card("d", 2, 3, "dissimulation", has_attacked=True)], [("a", "d")]),
                 None, id="a hidden creature that has attacked can be attacked"),
    pytest.param(phase([card("a", 2, 3, "vision-quantique")], [card("d", 2, 3, "dissimulation")], [("a", "d")]),
                 None, id="Vision Quantique targets a hidden creature"),
    pytest.param(phase([card("a")], [card("d", 2, 3, "dissimulation")], [], [spell("attaquant", "d", 2)]),
                 ("responses[0].target", G + "dissimulation"), id="a spell cannot target a hidden creature"),
    # Résolution des Combats: « le joueur défenseur peut … lui infliger des dégats avec une créature PORTÉE »
    pytest.param(phase([card("a"), card("p", combat_skill="portee")], [], [("a", "forteresse")],
                       [{"player": "attaquant", "kind": "tir", "source": "p", "target": "a"}]),
                 ("responses[0].player", rules.BLOCK_OR_SHOOT), id="only the defender shoots at an attacker"),
    pytest.param(phase([card("a")], [card("p", combat_skill="portee"), card("d")], [("a", "forteresse")],
                       [shot("p", "d")]),
                 ("responses[0].target", G + "portee"), id="a shot in defence aims at an attacking creature"),
    pytest.param(phase([card("a")], [card("c")], [("a", "forteresse")], [shot("c", "a")]),
                 ("responses[0].source", rules.BLOCK_OR_SHOOT), id="a CONTACT creature blocks but does not shoot"),
    pytest.param(phase([card("a", combat_skill="portee", zone="defense")],
                       [card("p", combat_skill="portee", zone="defense"), card("d", zone="attaque")],
                       [("a", "d")], [shot("p", "a")]),
                 ("responses[0].source", rules.RANGED_FROM_DEFENSE),
                 id="a PORTÉE defender in the defence zone cannot shoot an attacker left in the defence zone"),
    pytest.param(phase([card("a", 2, 3, "vol")], [card("p", combat_skill="portee")], [("a", "forteresse")],
                       [shot("p", "a")]),
                 ("responses[0].source", G + "vol"), id="a ground PORTÉE creature cannot shoot a flyer"),
    pytest.param(phase([card("a")], [], [("a", "forteresse")], [shot("chef-de-guerre", "a")],
                       defender_warlord={"damage": 3, "combat_skill": "contact"}),
                 ("responses[0].source", rules.WARLORD_SHOOTS), id="a warlord without PORTÉE cannot shoot"),
]

SCENARIOS = [case.values[0] for case in CASES if case.values[1] is None]


@pytest.mark.parametrize("data, refused", CASES)
def test_a_declaration_is_refused_with_its_field_and_rule_or_resolves(data, refused):
    found = refusals(data)
    if refused is None:
        assert found == []
        run(data)
        return
    assert (found[0].field, found[0].rule) == refused, found
    assert found[0].message.endswith((".", ")")) and found[0].message[0].isupper()
    with pytest.raises(IllegalAction) as error:
        run(data)
    assert (error.value.field, error.value.rule, error.value.code) == (*refused, "illegal")


def test_every_problem_of_a_phase_is_listed_at_once():
    data = phase([card("a", stance="incline"), card("p", combat_skill="portee")],
                 [card("v", 2, 3, "vol"), card("d", transition=True)],
                 [("a", "v", "d"), ("p", "forteresse")])
    found = [(r.field, r.rule) for r in refusals(data)]
    assert found == [
        ("declarations[0].attacker", G + "dresse"),
        ("declarations[0].target", G + "vol"),
        ("declarations[0].blockers[0]", G + "transition"),
        ("declarations[1].target", rules.RANGED_NOT_FORTRESS),
    ]


# Legal, but the rulebook does not settle it: the ruling flags it rather than refusing.
OPEN_CASES = [
    pytest.param(phase([card("a", 2, 3, "vision-quantique")], [card("d", 1, 5, "cuirasse")], [("a", "d")]),
                 G + "vision-quantique", id="a lone Vision Quantique attacker on a Cuirassé is flagged"),
    pytest.param(phase([card("a", combat_skill="portee", zone="attaque")],
                       [card("p", 1, 5, combat_skill="portee", zone="attaque"), card("t", 0, 5, zone="attaque")],
                       [("a", "t", "p")]),
                 G + "portee", id="a PORTÉE creature blocking a PORTÉE attack is flagged"),
    pytest.param(phase([card("a"), card("b")], [card("d", 1, 9)], [("a", "d"), ("b", "d")]),
                 rules.DECLARE_ATTACK, id="two attackers on one target are flagged"),
]

SCENARIOS += [case.values[0] for case in OPEN_CASES]


@pytest.mark.parametrize("data, rule", OPEN_CASES)
def test_an_open_case_of_legality_is_flagged_silent(data, rule):
    assert refusals(data) == []
    assert rule in flagged(run(data), Flag.SILENT)


# Rempart: « La créature ayant la capacité Rempart doit être attaquée en priorité et tant qu'elle est en jeu, sur
# le Champ de Bataille, aucune autre créature alliée ne peut être la cible d'une attaque physique. »
# The Forteresse and an object are no « créature alliée »: both readings are told, the attack resolves.
@pytest.mark.parametrize("target, cards", [
    pytest.param("forteresse", [card("r", 0, 5, "rempart")], id="the Forteresse"),
    pytest.param("o", [card("r", 0, 5, "rempart"), card("o", 0, 3, kind="objet")], id="an object"),
])
def test_whether_rempart_protects_what_is_no_creature_is_an_open_point_with_both_readings(target, cards):
    result = run(phase([card("a", 3, 3)], cards, [("a", target)]))
    (step,) = [s for s in result.steps if s.rule == G + "rempart"]
    assert step.flag is Flag.SILENT
    assert "« aucune autre créature alliée »" in step.text and "Deux lectures" in step.text
    assert "ce combat n'a pas lieu" in step.text  # the other reading's outcome
    assert result.combats[0].attacker == "a"


# NB: « Une créature Inflexible ne s'inclinera pas après avoir attaqué, mais ne pourra pas attaquer une 2eme fois
# sur le même tour »; Frénésie: « Peut attaquer 2 fois par tour. »
def test_frenesie_with_inflexible_attacking_a_second_time_is_an_open_point_with_both_readings():
    data = phase([card("a", 2, 3, "frenesie", "inflexible", attacks_this_turn=1)], [card("d", 1, 5)], [("a", "d")])
    assert refusals(data) == []
    result = run(data)
    (step,) = [s for s in result.steps if s.rule == G + "inflexible" and s.flag is Flag.SILENT]
    assert "Deux lectures" in step.text and "selon Inflexible, elle ne l'est pas" in step.text
    assert result.combats[0].events  # the tool applies Frénésie's reading
    first = run(phase([card("a", 2, 3, "frenesie", "inflexible")], [card("d", 1, 5)], [("a", "d")]))
    assert G + "inflexible" not in flagged(first, Flag.SILENT)  # a first attack is no open point
