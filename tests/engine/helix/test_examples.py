"""The rulebook's worked examples, as golden cases.

# Source: HELIX Duels, Livre de Règles Version 3.1 (rules/sources/raw/helix.txt)
"""
from __future__ import annotations

from referee.engine.helix import Side, Stance, Timing, Zone, rules

from .builders import card, cited, destroyed, of, phase, player, run, shot, spell

# --- Source: « EXEMPLE DE COMBAT » (Résolution des Combats) ----------------------------------------
# « La Naïade Vampire déclare une attaque sur l'Invocateur Novice. Le joueur défenseur n'est pas en
# capacité de bloquer. Si aucune action n'était jouée, l'Invocateur Novice serait détruit.
# Considérons que le joueur défenseur dispose de 2 pour lancer le Pouvoir Boule de Feu de sa
# Forteresse. Il inflige 2 DGT à la Naïade Vampire. […] Cette dernière étant attaquante, elle peut
# être ciblée par le Chef de Guerre du défenseur, qui lui inflige 3 DGT grâce à sa compétence de
# Portée. La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à l'Invocateur
# Novice. Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
# The book prints no statistics: the Naïade has DGT 3, PDV 5 and « Butin → 3 XP | 2 HLX » (the
# loot the example awards); the Invocateur Novice, DGT 1 MAG, PDV 2, dies to 3 DGT as printed.

NAIADE = card("naiade", 3, 5, name="Naïade Vampire", loot={"xp": 3, "hlx": 2})
INVOCATEUR = card("invocateur", 1, 2, name="Invocateur Novice", damage_type="mag", loot={"xp": 2, "hlx": 1})
WARLORD = {"damage": 3, "combat_skill": "portee"}
BOULE_DE_FEU = spell("defenseur", "naiade", 2, name="Boule de Feu")  # « Inflige 2 DGT à une créature »

EXAMPLE = phase([NAIADE], [INVOCATEUR], [("naiade", "invocateur")],
                responses=[BOULE_DE_FEU, shot("chef-de-guerre", "naiade")], defender_warlord=WARLORD)
WITHOUT_ACTION = phase([NAIADE], [INVOCATEUR], [("naiade", "invocateur")], defender_warlord=WARLORD)

# --- Source: « Le Positionnement », its four numbered captions -------------------------------------
# « 1 Dans cet exemple, le Kronosaure se déplace dans la zone d'Attaque pour cibler la Forteresse
# ennemie. 2 Le Ravageur Crocs d'Acier se déplace dans la zone d'Attaque, pour venir bloquer le
# Kronosaure 3 Le Kronosaure étant dans la zone d'Attaque, il peut être ciblé par la Luciole de la
# Baie, qui est une Créature ayant la Compétence de Combat Portée 4 Le Ravageur Crocs d'Acier
# s'incline dans la zone d'Attaque à l'issue du combat »
# Statistics are not printed: the Kronosaure survives (DGT 4, PDV 8).

POSITIONING = phase(
    [card("kronosaure", 4, 8, name="Kronosaure")],
    [card("ravageur", 2, 5, name="Ravageur Crocs d'Acier"),
     card("luciole", 1, 2, name="Luciole de la Baie", combat_skill="portee")],
    [("kronosaure", "forteresse", "ravageur")],
    responses=[shot("luciole", "kronosaure")])

SCENARIOS = [EXAMPLE, WITHOUT_ACTION, POSITIONING]


def test_the_naiade_vampire_dies_to_the_fortress_power_and_the_warlord_before_dealing_damage():
    result = run(EXAMPLE)

    assert destroyed(result) == {"naiade"}
    assert of(result, "invocateur").health == 2
    # « résolus du dernier au premier »: the warlord's shot (played last) resolves first.
    assert [s.name for s in result.stack] == ["Tir", "Boule de Feu"]
    assert [e.dealt for s in result.stack for e in s.events] == [3, 2]
    assert result.stack[-1].destroyed == ("naiade",)
    # « détruite avant d'avoir pu infliger ses dégats à l'Invocateur Novice »
    (combat,) = result.combats
    assert combat.events == () and combat.timing is Timing.AUCUN_COMBAT
    # « Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
    defender = player(result, Side.DEFENSEUR)
    assert (defender.xp_gained, defender.hlx_gained, defender.warlord_xp) == (3, 2, 3)
    assert player(result, Side.ATTAQUANT).xp_gained == 0
    # « qui lui inflige 3 DGT grâce à sa compétence de Portée » / « détruite avant d'avoir pu infliger ses dégats »
    assert {rules.WARLORD_SHOOTS, rules.DESTROYED_BEFORE_STRIKING, rules.REACT_AND_STACK, rules.LOOT,
            rules.XP_FROM_ENEMIES} <= cited(result)
    assert "3 XP et 2 HLX" in result.summary
    assert result.winner is None


def test_without_any_action_the_invocateur_novice_would_be_destroyed():
    result = run(WITHOUT_ACTION)

    assert destroyed(result) == {"invocateur"}
    assert of(result, "naiade").health == 4  # it strikes back simultaneously, as both stand dressed
    assert player(result, Side.ATTAQUANT).xp_gained == 2


def test_positioning_the_kronosaure_is_blocked_shot_at_range_and_the_blocker_inclines_in_the_attack_zone():
    result = run(POSITIONING)

    assert of(result, "kronosaure").zone is Zone.ATTAQUE  # caption 1
    ravageur = of(result, "ravageur")
    assert (ravageur.zone, ravageur.stance) == (Zone.ATTAQUE, Stance.INCLINE)  # captions 2 and 4
    assert [e.source for e in result.stack[0].events] == ["luciole"]  # caption 3
    assert of(result, "kronosaure").health == 8 - 1 - 2
    assert result.fortress_hits == ()  # blocked: nothing reaches the Forteresse
    assert {rules.CONTACT_MOVES, rules.BLOCKER_MOVES} <= cited(result)
