"""Noxilia armor and poison calculator: each rule with the rulebook line it comes from.

Quotations are verbatim from the Noxilia rulebook (rules/sources/raw/noxilia.txt, cleaned in
rules/sources/noxilia.md). Cases are stated as a judge would state them and assert what a user
sees: who dies, what remains, the facts the steps read aloud, the rules they cite.
"""
import ast
import copy
import pathlib
from dataclasses import replace

import pytest

from referee.engine import noxilia
from referee.engine.french import Gender
from referee.engine.noxilia import (
    AttackInput,
    AttackKind,
    MagicType,
    RiposteKind,
    Role,
    TurnInput,
    Unit,
    check_attack,
    check_turns,
    resolve_attack,
    resolve_turns,
    rules,
)
from referee.engine.reading import read
from referee.engine.trace import EngineError, Flag, IllegalAction, InvalidInput, as_data

# The units of the examples: a guard (armor 3, life 4), a knight (attack 5), an archer.
GARDE = Unit(name="Garde", melee=2, armor=3, life=4)
CHEVALIER = Unit(name="Chevalier", melee=5, armor=2, life=5)
ARCHER = Unit(name="Archer", melee=1, ranged=3, armor=1, life=3)


def garde(**changes):
    return replace(GARDE, **changes)


def chevalier(**changes):
    return replace(CHEVALIER, **changes)


def melee(attacker=CHEVALIER, target=GARDE, *mass_targets, **kw):
    return AttackInput.melee(attacker, target, *mass_targets, **kw)


def outcome(result, path):
    """A value of the result as the API shows it: ``outcome(r, "target.life")``."""
    data = as_data(result)
    for part in path.split("."):
        data = data[int(part)] if part.isdigit() else data[part]
    return data


def said(result):
    return "\n".join(step.text for step in result.steps)


def cited(result):
    return {step.rule for step in result.steps}


def flagged(result, flag):
    return [step for step in result.steps if step.flag is flag]


def run(inp):
    return resolve_turns(inp) if isinstance(inp, TurnInput) else resolve_attack(inp)


def refusals(inp):
    """Every refusal of the rules at once, as (field, rule) pairs."""
    problems = check_turns(inp) if isinstance(inp, TurnInput) else check_attack(inp)
    return [(p.field, p.rule) for p in problems]


# ---------------------------------------------------------------------------------------------
# Golden cases
# ---------------------------------------------------------------------------------------------


# Source: Noxilia, « Caractéristiques des unités », Armure —
# « Armure négative : une valeur négative signifie que l'unité subit davantage de dégâts
#   (exemple : armure -2 → +2 dégâts à la prochaine attaque qui retire ces marqueurs). »
def test_golden_negative_armor_two_adds_two_damage_to_the_next_attack_which_removes_the_markers():
    result = resolve_attack(melee(chevalier(melee=3), garde(current_armor=-2, life=6)))
    assert outcome(result, "target.life") == 1  # 3 + 2 on life
    assert outcome(result, "target.armor") == 0  # the markers went with that attack
    assert "+2, soit 5 sur la vie (6 → 1)" in said(result)
    assert "noxilia/glossaire/armure" in cited(result)
    assert not flagged(result, Flag.SILENT)


def test_golden_negative_armor_bonus_is_spent_by_the_first_of_two_attacks_in_a_turn():
    # The markers go with the first attack: a second attack of the turn meets armor 0.
    first = resolve_attack(melee(chevalier(melee=3), garde(current_armor=-2, life=9)))
    second = resolve_attack(melee(chevalier(melee=3), garde(current_armor=first.target.armor, life=first.target.life)))
    assert (first.target.life, second.target.life) == (4, 1)


# Source: Noxilia, « Capacités », Marche rapide —
# « Si une unité fait une marche rapide pour charger, elle se retrouve donc avec -2 armure. »
def test_golden_a_charge_with_marche_rapide_leaves_the_charger_at_minus_two_armor():
    result = resolve_attack(AttackInput.charging(chevalier(armor=0, fast_march=True), GARDE, fast_march=True))
    assert outcome(result, "attacker.armor") == -2
    assert "noxilia/glossaire/marche-rapide" in cited(result)


# Source: the issue — « a unit with 3 armor and 4 life, poisoned 2, charged by a 5-attack unit this
# turn: what happens over the next two turns? »
def test_golden_poisoned_guard_charged_by_a_five_attack_unit_dies_of_poison_at_the_end_of_the_turn():
    result = resolve_turns(TurnInput(turns=2, attack=AttackInput.charging(CHEVALIER, garde(poison_markers=2))))
    (turn,) = result.turns  # the timeline stops with the unit
    assert (turn.after_actions.armor, turn.after_actions.life, turn.after_actions.poison_markers) == (0, 2, 2)
    assert (turn.after_end_of_turn.life, turn.after_end_of_turn.alive) == (0, False)
    assert turn.after_start_of_next_turn is None
    assert result.attack.attacker.armor == 1  # the charger's -1 armor until the end of the turn
    text = said(result)
    assert "l'armure en absorbe 3 (3 → 0), 2 passent sur la vie (4 → 2)" in text
    assert "captures de trésors et de zones se font avant le poison" in text
    assert "la vie passe de 2 à 0" in text
    assert result.summary == ("Garde (armure 3, vie 4, poison 2), suivi sur 2 tours : cible d'une charge au tour 1, "
                              "il lui reste 2 points de vie ; il meurt du poison à la fin du tour 1.")


# ---------------------------------------------------------------------------------------------
# Settled rules, one table: input → what remains, and the rule cited
# ---------------------------------------------------------------------------------------------

ATTACK_CASES = [
    # Combat 3: « l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute portion
    # excédentaire est transférée sur la vie. »
    pytest.param(melee(), {"target.armor": 0, "target.life": 2}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="armor absorbs first and the excess goes to life"),
    pytest.param(melee(chevalier(melee=3)), {"target.armor": 0, "target.life": 4}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="an attack equal to the armor leaves life untouched"),
    pytest.param(melee(chevalier(melee=2)), {"target.armor": 1, "target.life": 4}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="an attack one below the armor leaves one point of armor"),
    pytest.param(melee(target=garde(current_armor=1)), {"target.armor": 0, "target.life": 0, "target.alive": False},
                 "noxilia/combat#infliger-les-degats-attaquant-applique-ses", id="armor worn down earlier this turn absorbs only what is left"),
    # Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
    pytest.param(melee(chevalier(melee=7)), {"target.life": 0, "target.alive": False}, "noxilia/combat#resolution-du-combat-si-la-vie",
                 id="a unit left at exactly zero life dies"),
    pytest.param(melee(chevalier(melee=6)), {"target.life": 1, "target.alive": True}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="a unit left at one life survives"),
    # Combat 4: « Ses équipements sont lâchés sur le champ de bataille et une autre unité (alliée ou ennemie)
    # peut consommer une action pour les récupérer. »
    pytest.param(melee(chevalier(melee=9), garde(equipment=("Épée runique", "Trésor"))),
                 {"target.alive": False, "target.equipment_dropped": ["Épée runique", "Trésor"], "target.equipment": []},
                 "noxilia/combat#resolution-du-combat-si-la-vie", id="a unit that dies drops its equipment in its zone"),
    # Attaque transperçante: « L'attaque ignore l'armure de l'unité adverse lors d'une attaque au corps à corps
    # ou à distance. L'armure adverse n'est pas détruite par l'attaque. »
    pytest.param(melee(chevalier(melee=2, piercing_attack=True)), {"target.armor": 3, "target.life": 2},
                 "noxilia/glossaire/attaque-transpercante", id="a piercing melee attack ignores armor without destroying it"),
    pytest.param(AttackInput.ranged(replace(ARCHER, piercing_attack=True), GARDE), {"target.armor": 3, "target.life": 1},
                 "noxilia/glossaire/attaque-transpercante", id="a piercing ranged attack ignores armor too"),
    # Armure: « L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »
    pytest.param(AttackInput.spell(GARDE, 4, MagicType.INFERNAL), {"target.armor": 0, "target.life": 3},
                 "noxilia/glossaire/armure", id="armor absorbs magic damage too"),
    pytest.param(AttackInput.spell(GARDE, 2, MagicType.INFERNAL, ignores_armor=True), {"target.armor": 3, "target.life": 2},
                 "noxilia/glossaire/armure", id="a spell that says so ignores armor"),
    # Résistance magique X: « réduit tous les dégâts magiques subis de X points. »
    pytest.param(AttackInput.spell(garde(armor=0, life=5, magic_resistance=1), 4, MagicType.NATURE), {"target.life": 2},
                 "noxilia/glossaire/resistance-magique-x", id="magic resistance takes X off magic damage"),
    pytest.param(AttackInput.spell(garde(armor=0, life=5, magic_resistance=5), 4, MagicType.NATURE), {"target.life": 5},
                 "noxilia/glossaire/resistance-magique-x", id="a resistance above the damage leaves nothing"),
    # Résistance [type] X: « réduit tous les dégâts d'un type spécifique de magie de X points. »
    pytest.param(AttackInput.spell(garde(armor=0, life=5, type_resistances={MagicType.INFERNAL: 2}),
                                   4, MagicType.INFERNAL), {"target.life": 3},
                 "noxilia/glossaire/resistance-type-x", id="a type resistance reduces damage of its type"),
    pytest.param(AttackInput.spell(garde(armor=0, life=5, type_resistances={MagicType.NATURE: 2}),
                                   4, MagicType.INFERNAL), {"target.life": 1},
                 "noxilia/glossaire/resistance-type-x", id="a type resistance does nothing against another type"),
    pytest.param(AttackInput.spell(garde(armor=0, life=5, magic_resistance=1,
                                         type_resistances={MagicType.INFERNAL: 2}), 4, MagicType.INFERNAL),
                 {"target.life": 4}, "noxilia/glossaire/resistance-type-x",
                 id="magic resistance and a matching type resistance both reduce"),
    # Règles générales: « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours l'armure. »
    pytest.param(AttackInput.cost(GARDE, 2), {"target.armor": 3, "target.life": 2}, "noxilia/regles-generales#les-cartes-qui-indiquent-infliger-un",
                 id="damage paid as a cost ignores armor"),
    # Poison X: « Applique X marqueurs poisons si des dégâts à la vie sont infligés, si l'unité a déjà des
    # marqueurs poisons, complétez pour arriver à X (Les marqueurs ne se cumulent pas). »
    pytest.param(melee(chevalier(melee=3, poison=2)), {"target.life": 4, "target.poison_markers": 0},
                 "noxilia/glossaire/poison-x", id="poison lays no marker when armor absorbs the whole attack"),
    pytest.param(melee(chevalier(melee=4, poison=2)), {"target.life": 3, "target.poison_markers": 2},
                 "noxilia/glossaire/poison-x", id="poison lays X markers once life damage is dealt"),
    pytest.param(melee(chevalier(melee=4, poison=3), garde(poison_markers=1)), {"target.poison_markers": 3},
                 "noxilia/glossaire/poison-x", id="poison tops existing markers up to X"),
    pytest.param(melee(chevalier(melee=4, poison=2), garde(poison_markers=2)), {"target.poison_markers": 2},
                 "noxilia/glossaire/poison-x", id="poison at X already adds nothing"),
    pytest.param(melee(chevalier(melee=4, poison=2), garde(poison_markers=3)), {"target.poison_markers": 3},
                 "noxilia/glossaire/poison-x", id="a weaker poison never lowers the markers"),
    # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
    pytest.param(AttackInput.charging(CHEVALIER, GARDE), {"attacker.armor": 1, "attacker.engaged": True, "target.life": 2},
                 "noxilia/glossaire/charge", id="a charge costs the charger one armor until the end of the turn"),
    # Charge X: « inflige X dégâts supplémentaires lors d'une action de charge. »
    pytest.param(AttackInput.charging(chevalier(charge=2), garde(life=6)), {"target.life": 2},
                 "noxilia/glossaire/charge-x", id="charge X adds X damage to a charge"),
    pytest.param(melee(chevalier(charge=2), garde(life=6)), {"target.life": 4}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="charge X adds nothing to an ordinary melee attack"),
    # Charge: « Si une Aura attaque X a été activée dans la zone de départ, l'unité faisant l'action de charge
    # bénéficie de cette aura. »
    pytest.param(AttackInput.charging(chevalier(auras=(1,)), garde(life=6)), {"target.life": 3},
                 "noxilia/glossaire/aura-attaque-x", id="a charger benefits from the aura of its departure zone"),
    # Aura attaque X: « gagnent un bonus de +X à l'attaque au corps jusqu'à la fin du tour. Si plusieurs auras
    # sont présentes, seule la plus élevée est prise en compte. »
    pytest.param(melee(chevalier(auras=(1, 2)), garde(life=6)), {"target.life": 2},
                 "noxilia/glossaire/aura-attaque-x", id="only the highest of several auras counts"),
    pytest.param(AttackInput.ranged(replace(ARCHER, auras=(2,)), GARDE), {"target.armor": 0, "target.life": 4},
                 "noxilia/glossaire/attaque-a-distance", id="an aura does not raise a ranged attack"),
    # Frère d'arme: « gagne +1 attaque au corps à corps quand elle est dans la même zone que 2 autres unités
    # ayant cette capacité. »
    pytest.param(melee(chevalier(brother_in_arms=True, brothers_in_arms_nearby=2)), {"target.life": 1},
                 "noxilia/glossaire/frere-d-arme", id="frere d'arme with two other brothers in the zone gets +1"),
    pytest.param(melee(chevalier(brother_in_arms=True, brothers_in_arms_nearby=1)), {"target.life": 2},
                 "noxilia/glossaire/frere-d-arme", id="frere d'arme with a single other brother gets nothing"),
    # Frère de sang: « Lorsqu'une autre unité frère de sang meurt dans la même zone, l'unité gagne +2 attaque au
    # corps à corps et -1 armure jusqu'à la fin du tour. »
    pytest.param(melee(chevalier(blood_brother=True, blood_brothers_fallen=1), garde(life=6)), {"target.life": 2},
                 "noxilia/glossaire/frere-de-sang", id="frere de sang gets +2 when a blood brother fell in its zone"),
    # Riposte: « si l'unité est attaquée au corps à corps et survit, elle peut s'engager pour infliger à son tour
    # ses dégâts de CAC à l'attaquant. […] La capacité Aura attaque s'applique. »
    pytest.param(melee(target=garde(riposte=RiposteKind.RIPOSTE, auras=(1,))),
                 {"target.life": 2, "target.engaged": True, "attacker.armor": 0, "attacker.life": 4},
                 "noxilia/glossaire/riposte", id="a riposte strikes back with melee damage and aura through the attacker's armor"),
    pytest.param(melee(target=garde(life=2, riposte=RiposteKind.RIPOSTE)),
                 {"target.alive": False, "attacker.life": 5, "attacker.armor": 2}, "noxilia/glossaire/riposte",
                 id="a target killed by the attack does not riposte"),
    pytest.param(melee(chevalier(armor=0), garde(riposte=RiposteKind.RIPOSTE, poison=2)),
                 {"attacker.life": 3, "attacker.poison_markers": 2}, "noxilia/glossaire/poison-x",
                 id="a poisonous unit poisons with its riposte"),
    # Riposte, Riposte éclair, Riposte instinctive X: « Ne fonctionne pas lors d'une charge. »
    pytest.param(AttackInput.charging(CHEVALIER, garde(riposte=RiposteKind.RIPOSTE, instinctive_riposte=2)),
                 {"attacker.life": 5, "attacker.armor": 1, "target.engaged": False}, "noxilia/glossaire/riposte",
                 id="a charge gets no riposte of any kind"),
    # Phase d'actions: « Les attaques à distance ne provoquent jamais de riposte. »
    pytest.param(AttackInput.ranged(ARCHER, garde(riposte=RiposteKind.FLASH, instinctive_riposte=2)),
                 {"attacker.life": 3, "target.engaged": False}, "noxilia/combat#infliger-les-degats-attaquant-applique-ses",
                 id="a ranged attack never gets a riposte"),
    # Attaque furtive: « les unités attaquées ne peuvent riposter d'aucune manière. »
    pytest.param(melee(chevalier(stealth_attack=True), garde(riposte=RiposteKind.RIPOSTE, instinctive_riposte=2)),
                 {"attacker.life": 5, "attacker.armor": 2, "target.engaged": False}, "noxilia/glossaire/attaque-furtive",
                 id="a stealth attack gets no riposte of any kind"),
    # Riposte éclair: « les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant meurt, il n'inflige
    # aucun dégât. »
    pytest.param(melee(chevalier(life=3), garde(melee=6, riposte=RiposteKind.FLASH)),
                 {"attacker.alive": False, "target.life": 4, "target.armor": 3}, "noxilia/glossaire/riposte-eclair",
                 id="a flash riposte that kills the attacker spares the target"),
    pytest.param(melee(target=garde(riposte=RiposteKind.FLASH)),
                 {"attacker.armor": 0, "attacker.life": 5, "target.life": 2, "target.engaged": True},
                 "noxilia/glossaire/riposte-eclair", id="a flash riposte that does not kill lets the attacker strike"),
    # Riposte instinctive X: « inflige automatiquement X dégâts à son assaillant lorsqu'elle est attaquée, sans
    # s'engager. […] La capacité Aura attaque ne s'applique pas. »
    pytest.param(melee(chevalier(armor=0), garde(instinctive_riposte=2, auras=(3,))),
                 {"attacker.life": 3, "target.engaged": False}, "noxilia/glossaire/riposte-instinctive-x",
                 id="an instinctive riposte deals X without engaging and without aura"),
    pytest.param(melee(chevalier(armor=0), garde(instinctive_riposte=1, engaged=True)), {"attacker.life": 4},
                 "noxilia/glossaire/riposte-instinctive-x", id="an engaged unit still ripostes instinctively"),
    # Riposte: « elle peut s'engager » — the player's choice.
    pytest.param(melee(target=garde(riposte=RiposteKind.RIPOSTE, ripostes=False)),
                 {"attacker.life": 5, "target.engaged": False}, "noxilia/glossaire/riposte",
                 id="a player may decline the riposte"),
    # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    # Riposte: « elle peut s'engager pour infliger à son tour ses dégâts de CAC »: an engaged unit cannot.
    pytest.param(melee(target=garde(engaged=True, riposte=RiposteKind.RIPOSTE)),
                 {"attacker.life": 5, "attacker.armor": 2, "target.life": 2}, "noxilia/glossaire/engager-une-unite",
                 id="a unit already engaged cannot take a riposte that engages"),
    pytest.param(melee(chevalier(armor=0, life=3), garde(melee=6, engaged=True, riposte=RiposteKind.FLASH)),
                 {"attacker.alive": True, "target.life": 2}, "noxilia/glossaire/engager-une-unite",
                 id="a unit already engaged cannot take a flash riposte either"),
    # Attaque incapacitante: « si l'attaque inflige des dégâts à la vie, la cible devient engagée »: then engaged,
    # it cannot engage to riposte.
    pytest.param(melee(chevalier(crippling_attack=True), garde(riposte=RiposteKind.RIPOSTE)),
                 {"target.engaged": True, "attacker.life": 5, "attacker.armor": 2},
                 "noxilia/glossaire/engager-une-unite", id="a target engaged by a crippling attack cannot riposte"),
    # Ange gardien: « L'unité peut être engagée pour rediriger une attaque visant une unité alliée dans la même
    # zone vers elle-même. Elle ne peut pas riposter à cette attaque. »
    pytest.param(melee(guardian=Unit(name="Gardien", armor=1, life=5, melee=3, guardian_angel=True,
                                     riposte=RiposteKind.RIPOSTE)),
                 {"guardian.life": 1, "guardian.engaged": True, "target.life": 4, "target.armor": 3, "attacker.life": 5},
                 "noxilia/glossaire/ange-gardien", id="a guardian angel takes the attack and cannot riposte"),
    # Esquive: « permet à une unité d'annuler une attaque au corps à corps par partie. »
    pytest.param(melee(target=garde(esquive=True, dodges=True)),
                 {"target.life": 4, "target.armor": 3, "target.esquive_used": True, "attacker.engaged": True},
                 "noxilia/glossaire/esquive", id="esquive cancels a melee attack and is spent for the game"),
    # Attaque incapacitante: « si l'attaque inflige des dégâts à la vie, la cible devient engagée si elle ne l'est
    # pas déjà. »
    pytest.param(melee(chevalier(crippling_attack=True)), {"target.engaged": True},
                 "noxilia/glossaire/attaque-incapacitante", id="a crippling attack that reaches life engages the target"),
    pytest.param(melee(chevalier(melee=3, crippling_attack=True)), {"target.engaged": False},
                 "noxilia/glossaire/attaque-incapacitante", id="a crippling attack stopped by armor engages nobody"),
    # Solide: « l'unité ne peut pas être engagée par un sort ou une capacité adverse. »
    pytest.param(melee(chevalier(crippling_attack=True), garde(solide=True)), {"target.engaged": False, "target.life": 2},
                 "noxilia/glossaire/solide", id="a solide target is not engaged by a crippling attack"),
    # Attaque de masse X: « cibler jusqu'à X ennemis dans une zone et de leur infliger des attaques successives au
    # corps à corps. […] Si l'attaque de l'unité subit un modificateur, seule la première attaque tient compte de
    # ce modificateur. »
    pytest.param(melee(chevalier(mass_attack=2, auras=(2,)), GARDE, garde(name="Garde 2")),
                 {"target.alive": False, "mass_targets.0.life": 2}, "noxilia/glossaire/attaque-de-masse-x",
                 id="a mass attack applies modifiers to the first attack only"),
    # « Si l'unité attaquante meurt à cause d'une riposte, elle interrompt son action. »
    pytest.param(melee(chevalier(armor=0, life=2, mass_attack=3), garde(riposte=RiposteKind.RIPOSTE),
                       garde(name="Garde 2"), garde(name="Garde 3")),
                 {"attacker.alive": False, "target.life": 2, "mass_targets.0.life": 4, "mass_targets.1.life": 4},
                 "noxilia/glossaire/attaque-de-masse-x", id="a mass attack stops when a riposte kills the attacker"),
]


@pytest.mark.parametrize("inp, expected, rule", ATTACK_CASES)
def test_attack(inp, expected, rule):
    result = resolve_attack(inp)
    assert {path: outcome(result, path) for path in expected} == expected, said(result)
    assert rule in cited(result)
    assert not flagged(result, Flag.SILENT), said(result)


def test_a_riposte_goes_through_negative_armor_like_any_attack():
    # « Armure négative : […] +2 dégâts à la prochaine attaque qui retire ces marqueurs »
    result = resolve_attack(melee(chevalier(current_armor=-1), garde(riposte=RiposteKind.RIPOSTE)))
    assert (result.attacker.life, result.attacker.armor) == (2, 0)


def test_a_player_may_keep_esquive_for_later_and_the_step_says_so():
    result = resolve_attack(melee(target=garde(esquive=True)))
    (choice,) = flagged(result, Flag.CHOICE)
    assert "Esquive" in choice.text and choice.values["options"] == ["esquiver", "encaisser"]
    assert result.target.life == 2 and not result.target.esquive_used


def test_the_riposte_is_a_choice_the_steps_recall():
    result = resolve_attack(melee(target=garde(riposte=RiposteKind.RIPOSTE)))
    (choice,) = flagged(result, Flag.CHOICE)
    assert choice.rule == "noxilia/glossaire/riposte" and choice.values["chosen"] == "riposter"


def test_the_result_tells_what_remains_of_both_units():
    data = as_data(resolve_attack(melee()))
    shown = {"name", "armor", "life", "poison_markers", "engaged", "alive", "esquive_used", "equipment", "equipment_dropped"}
    assert shown <= set(data["attacker"]) and shown <= set(data["target"])


def test_the_summary_is_one_line_for_a_chat():
    result = resolve_attack(AttackInput.charging(CHEVALIER, garde(poison_markers=2)))
    assert result.summary == ("Charge de Chevalier sur Garde : Garde survit avec 2 points de vie, armure 0, "
                              "2 marqueurs de poison ; Chevalier survit avec 5 points de vie, armure 1, engagé.")


def test_the_summary_says_who_dies_and_what_a_spell_left():
    # Armure: « L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »
    spell = resolve_attack(AttackInput.spell(garde(equipment=("Épée",)), 9, MagicType.DEATH))
    assert spell.summary == "Sort de Mort de 9 dégâts sur Garde : Garde meurt (-2 points de vie) et lâche Épée."
    assert "Son équipement (Épée) est lâché dans sa zone" in said(spell)
    infernal = resolve_attack(AttackInput.spell(garde(type_resistances={MagicType.INFERNAL: 2}), 4, MagicType.INFERNAL))
    assert infernal.summary.startswith("Sort infernal de 4 dégâts sur Garde : Garde survit avec 4 points de vie, "
                                       "armure 1.")
    assert "Résistance infernale 2 de Garde : 4 → 2." in said(infernal)


def test_sentences_agree_with_the_units_gender():
    sorciere = Unit(name="Sorcière", gender=Gender.FEMININE, melee=1, armor=0, life=2)
    result = resolve_attack(melee(chevalier(life=1), replace(sorciere, riposte=RiposteKind.FLASH, melee=3)))
    assert "Chevalier meurt avant de frapper : il n'inflige aucun dégât." in said(result)
    assert result.summary.endswith("Sorcière survit avec 2 points de vie, armure 0, engagée ; Chevalier meurt "
                                   "(0 point de vie).")
    unnamed = resolve_attack(melee(chevalier(melee=9), Unit(armor=0, life=1)))
    assert "Cible tombe à -8 points de vie : elle meurt" in said(unnamed)


# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
def test_the_riposte_an_engaged_unit_cannot_take_is_said_with_the_rule():
    result = resolve_attack(melee(chevalier(crippling_attack=True), garde(riposte=RiposteKind.RIPOSTE)))
    step = next(s for s in result.steps if s.rule == "noxilia/glossaire/engager-une-unite")
    assert step.text == ("Garde vient d'être engagé par l'Attaque incapacitante : il ne peut pas riposter (Riposte), "
                         "qui demande de « s'engager », car une unité engagée « ne peut plus être engagée tant "
                         "qu'elle n'est pas redressée ».")
    assert not flagged(result, Flag.CHOICE)  # nothing left to choose


# Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. » Repli: the same words.
# Armure négative: « +2 dégâts à la prochaine attaque qui retire ces marqueurs »: the hit removes markers,
# the malus of the turn stays until the end of the turn.
def test_a_malus_of_the_turn_outlasts_the_first_hit():
    first = resolve_attack(melee(chevalier(melee=3), garde(armor=1, current_armor=-1, armor_malus=2, life=9)))
    assert (first.target.life, first.target.armor) == (5, -1)  # 3 + 1, and the armor stays at -1
    second = resolve_attack(melee(chevalier(melee=3), garde(armor=1, current_armor=first.target.armor,
                                                            armor_malus=2, life=first.target.life)))
    assert (second.target.life, second.target.armor) == (1, -1)  # the malus still counts
    (silent,) = flagged(first, Flag.SILENT)
    assert "jusqu'à la fin du tour" in silent.text and silent.values["armor_other_reading"] == 0


def test_a_retreat_malus_lasts_through_the_attack_and_ends_with_the_turn():
    result = resolve_turns(TurnInput(turns=1, attack=melee(chevalier(melee=3), garde(armor=0, life=6)), retreat=True))
    (turn,) = result.turns
    assert (turn.after_actions.armor, turn.after_actions.life) == (-1, 2)  # 3 + 1 on life, armor still -1
    assert turn.after_end_of_turn.armor == -1
    assert turn.after_start_of_next_turn.armor == 0  # « 7. Toutes les armures sont réinitialisées »


def test_a_charger_keeps_its_malus_when_no_armor_is_given_as_current():
    # Marche rapide: « Si une unité fait une marche rapide pour charger, elle se retrouve donc avec -2 armure. »
    result = resolve_turns(TurnInput(turns=1, follow=Role.ATTACKER, attack=AttackInput.charging(
        chevalier(armor=0, fast_march=True), GARDE, fast_march=True)))
    assert (result.turns[0].after_actions.armor, result.turns[0].after_end_of_turn.armor) == (-2, -2)
    assert result.turns[0].after_start_of_next_turn.armor == 0


# Poison X: « A la fin du tour infligez X dégâts (sans tenir compte de l'armure). » — how long the markers
# stay is not written; Purification: « retire toutes les malédictions et marqueurs poison ».
def test_how_long_poison_lasts_is_flagged_not_invented():
    result = resolve_turns(TurnInput(turns=2, unit=garde(life=5, poison_markers=2)))
    silent = [s for s in flagged(result, Flag.SILENT) if s.rule == "noxilia/glossaire/poison-x"]
    assert len(silent) == 1 and "ne dit pas si les marqueurs restent" in silent[0].text
    assert "seule" not in said(result)


# ---------------------------------------------------------------------------------------------
# Open cases: the rulebook is silent, the steps say so
# ---------------------------------------------------------------------------------------------

OPEN_CASES = [
    pytest.param(melee(chevalier(melee=3, piercing_attack=True), garde(current_armor=-2, life=6)),
                 {"target.life": 3, "target.armor": -2}, "noxilia/glossaire/armure",
                 id="negative armor against a piercing attack is open"),
    pytest.param(AttackInput.cost(garde(current_armor=-1), 1), {"target.life": 3, "target.armor": -1},
                 "noxilia/glossaire/armure", id="negative armor against damage paid as a cost is open"),
    pytest.param(AttackInput.spell(garde(current_armor=-1, life=6), 2, MagicType.DEATH), {"target.life": 3, "target.armor": 0},
                 "noxilia/glossaire/armure", id="negative armor against a spell is open since a spell is not an attack"),
    pytest.param(AttackInput.spell(garde(current_armor=-1, magic_resistance=2), 2, MagicType.DEATH),
                 {"target.life": 4, "target.armor": -1}, "noxilia/glossaire/armure",
                 id="negative armor against a hit reduced to nothing is open"),
    pytest.param(AttackInput.charging(CHEVALIER, garde(esquive=True, dodges=True)),
                 {"target.life": 4, "target.esquive_used": True}, "noxilia/glossaire/esquive",
                 id="an esquive against a charge is open"),
    pytest.param(melee(target=garde(esquive=True, dodges=True, riposte=RiposteKind.RIPOSTE)),
                 {"attacker.life": 5, "target.esquive_used": True}, "noxilia/glossaire/esquive",
                 id="a riposte after an esquive is open"),
    pytest.param(melee(chevalier(armor=0, life=2), garde(instinctive_riposte=2)), {"attacker.alive": False, "target.life": 2},
                 "noxilia/glossaire/riposte-instinctive-x", id="when an instinctive riposte strikes is open once someone dies"),
    pytest.param(melee(target=garde(riposte=RiposteKind.RIPOSTE, piercing_attack=True)), {"attacker.armor": 0},
                 "noxilia/glossaire/riposte", id="whether attack abilities apply to a riposte is open"),
    pytest.param(AttackInput.spell(garde(magic_resistance=1), 3, MagicType.LIGHT), {"target.armor": 1, "target.life": 4},
                 "noxilia/glossaire/resistance-magique-x", id="whether resistance comes before or after armor is open"),
    pytest.param(AttackInput(kind=AttackKind.CHARGE, target=GARDE, attacker=chevalier(mass_attack=2),
                             mass_targets=(garde(name="Garde 2"),)),
                 {"target.life": 2, "mass_targets.0.life": 2}, "noxilia/glossaire/attaque-de-masse-x",
                 id="a charge as a mass attack is open"),
    pytest.param(AttackInput.charging(chevalier(brother_in_arms=True, brothers_in_arms_nearby=2), GARDE),
                 {"target.life": 1}, "noxilia/glossaire/frere-d-arme",
                 id="where brothers in arms are counted during a charge is open"),
    pytest.param(TurnInput(turns=2, unit=garde(poison_markers=1, regeneration=2, life=2)),
                 {"turns.0.after_end_of_turn.life": 1, "turns.0.after_start_of_next_turn.life": 3},
                 "noxilia/glossaire/regeneration-x", id="poison on a unit that regenerates is open"),
    pytest.param(TurnInput(turns=1, unit=garde(life=3, max_life=4, regeneration=2)),
                 {"turns.0.after_start_of_next_turn.life": 4}, "noxilia/glossaire/regeneration-x",
                 id="regenerating above the printed life is open"),
    pytest.param(TurnInput(turns=1, unit=garde(brother_in_arms=True), retreat=True),
                 {"turns.0.after_actions.armor": 2}, "noxilia/glossaire/frere-d-arme",
                 id="a repli by a frere d'arme who cannot retreat is open"),
    pytest.param(TurnInput(turns=1, unit=garde(armor=0, poison_markers=1), retreat=True),
                 {"turns.0.after_end_of_turn.life": 3}, "noxilia/glossaire/armure",
                 id="poison on a unit with negative armor is open"),
]


@pytest.mark.parametrize("inp, expected, rule", OPEN_CASES)
def test_open_cases_are_flagged_not_invented(inp, expected, rule):
    result = run(inp)
    assert {path: outcome(result, path) for path in expected} == expected, said(result)
    silent = [step for step in flagged(result, Flag.SILENT) if step.rule == rule]
    assert silent, said(result)
    assert any(word in silent[0].text for word in ("ne dit pas", "ne tranche pas", "ne fixe pas")), silent[0].text
    assert "règle muette" in result.summary


def test_an_open_case_gives_the_other_reading_figures():
    result = resolve_attack(melee(chevalier(melee=3, piercing_attack=True), garde(current_armor=-2, life=6)))
    (silent,) = flagged(result, Flag.SILENT)
    assert silent.values["life_other_reading"] == 1
    assert "la vie tomberait à 1" in silent.text


# ---------------------------------------------------------------------------------------------
# The turn clock: Étape de fin du tour, then Début du tour
# ---------------------------------------------------------------------------------------------

TURN_CASES = [
    # Poison X: « A la fin du tour infligez X dégâts (sans tenir compte de l'armure). »
    pytest.param(TurnInput(turns=2, unit=garde(life=5, poison_markers=2)),
                 {"turns.0.after_end_of_turn.life": 3, "turns.0.after_end_of_turn.armor": 3,
                  "turns.1.after_end_of_turn.life": 1, "turns.1.after_end_of_turn.poison_markers": 2},
                 "noxilia/glossaire/poison-x", id="poison deals X at each end of turn ignoring armor and its markers stay"),
    pytest.param(TurnInput(turns=3, unit=garde(life=2, poison_markers=2)),
                 {"unit.alive": False, "unit.life": 0}, "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques",
                 id="poison kills at the end of the turn after the captures"),
    pytest.param(TurnInput(turns=1, unit=garde(life=3, poison_markers=2)),
                 {"turns.0.after_end_of_turn.life": 1, "unit.alive": True}, "noxilia/glossaire/poison-x",
                 id="poison one below the life leaves the unit alive"),
    # Régénération X: « L'unité récupère X points de vie à chaque début de tour. »
    pytest.param(TurnInput(turns=2, unit=garde(life=1, regeneration=2)),
                 {"turns.0.after_start_of_next_turn.life": 3, "turns.1.after_start_of_next_turn.life": 5},
                 "noxilia/glossaire/regeneration-x", id="regeneration gives X life at the start of each turn"),
    # Début du tour: « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité. »
    pytest.param(TurnInput(turns=1, unit=garde(current_armor=-1)),
                 {"turns.0.after_end_of_turn.armor": -1, "turns.0.after_start_of_next_turn.armor": 3},
                 "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives", id="negative armor is reset to the unit's value at the start of the next turn"),
    # Début du tour: « 5. Dégagez toutes les cartes »
    pytest.param(TurnInput(turns=1, unit=garde(engaged=True)), {"turns.0.after_start_of_next_turn.engaged": False},
                 "noxilia/debut-du-tour#degagez-toutes-les-cartes", id="every unit is unengaged at the start of the next turn"),
    # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
    pytest.param(TurnInput(turns=1, attack=AttackInput.charging(CHEVALIER, GARDE), follow=Role.ATTACKER),
                 {"turns.0.after_actions.armor": 1, "turns.0.after_start_of_next_turn.armor": 2,
                  "turns.0.after_start_of_next_turn.engaged": False}, "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives",
                 id="a charger's armor malus ends with the turn"),
    # Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
    pytest.param(TurnInput(turns=1, unit=GARDE, retreat=True),
                 {"turns.0.after_actions.armor": 2, "turns.0.after_actions.engaged": True,
                  "turns.0.after_start_of_next_turn.armor": 3}, "noxilia/glossaire/repli",
                 id="a repli costs one armor until the end of the turn"),
    pytest.param(TurnInput(turns=1, attack=melee(), retreat=True),
                 {"turns.0.after_actions.armor": 0, "turns.0.after_actions.life": 1}, "noxilia/glossaire/repli",
                 id="a unit attacked after its repli has one armor less"),
    # Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
    pytest.param(TurnInput(turns=3, attack=melee(chevalier(melee=9))),
                 {"turns.0.after_actions.alive": False, "turns.0.after_start_of_next_turn": None, "unit.alive": False},
                 "noxilia/glossaire/vie", id="a unit killed by the attack ends the timeline"),
    pytest.param(TurnInput(turns=1, unit=GARDE), {"turns.0.after_start_of_next_turn.life": 4},
                 "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques", id="one turn is the smallest timeline"),
    pytest.param(TurnInput(turns=5, unit=GARDE), {"turns.4.turn": 5}, "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives",
                 id="five turns is the longest timeline"),
]


@pytest.mark.parametrize("inp, expected, rule", TURN_CASES)
def test_turns(inp, expected, rule):
    result = resolve_turns(inp)
    assert {path: outcome(result, path) for path in expected} == expected, said(result)
    assert rule in cited(result)


def test_the_turn_clock_runs_in_the_rulebook_order():
    # Étape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts de poison sont appliqués »;
    # Début du tour: « Tous les effets début de tour s'appliquent alors » (3), « 5. Dégagez toutes les cartes »,
    # « 7. Toutes les armures sont réinitialisées ».
    result = resolve_turns(TurnInput(turns=1, unit=garde(life=3, poison_markers=1, regeneration=1, engaged=True)))
    texts = [step.text for step in result.steps]
    order = ["étapes 1 et 2", "étape 3, poison", "étape 3 (effets de début de tour)", "étape 5", "étape 7"]
    positions = [next(i for i, t in enumerate(texts) if marker in t) for marker in order]
    assert positions == sorted(positions)


# ---------------------------------------------------------------------------------------------
# What the rules forbid, and input that cannot describe a game
# ---------------------------------------------------------------------------------------------

ILLEGAL_CASES = [
    # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    pytest.param(melee(chevalier(engaged=True)), "attacker.engaged", id="an engaged unit cannot attack"),
    pytest.param(AttackInput.ranged(CHEVALIER, GARDE), "attacker.ranged", id="a unit without ranged value cannot shoot"),
    # Charge: « Si l'unité a la capacité marche rapide elle peut charger à une distance de 2 »
    pytest.param(AttackInput.charging(CHEVALIER, GARDE, fast_march=True), "fast_march",
                 id="a charge at distance two needs marche rapide"),
    # Esquive: « annuler une attaque au corps à corps par partie »
    pytest.param(melee(target=garde(esquive=True, esquive_used=True, dodges=True)), "target.dodges",
                 id="esquive works once a game"),
    pytest.param(AttackInput.ranged(ARCHER, garde(esquive=True, dodges=True)), "target.dodges",
                 id="esquive does not cancel a ranged attack"),
    pytest.param(melee(target=garde(dodges=True)), "target.dodges", id="a unit without esquive cannot dodge"),
    # Attaque de masse X: « cibler jusqu'à X ennemis »
    pytest.param(melee(chevalier(mass_attack=2), GARDE, garde(), garde()), "mass_targets",
                 id="a mass attack cannot exceed X targets"),
    pytest.param(melee(CHEVALIER, GARDE, garde()), "mass_targets", id="several targets need attaque de masse"),
    # Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
    pytest.param(melee(chevalier(mass_attack=9), GARDE, *[garde()] * 5), "mass_targets",
                 id="a mass attack targets at most the five enemies a zone can hold"),
    # Solide: « Ses attaques ne peuvent être redirigées. »
    pytest.param(melee(chevalier(solide=True), guardian=Unit(name="Gardien", armor=1, life=3, guardian_angel=True)),
                 "guardian", id="a solide attacker's attack cannot be redirected"),
    pytest.param(melee(guardian=Unit(name="Gardien", armor=1, life=3)), "guardian.guardian_angel",
                 id="only an ange gardien redirects an attack"),
    pytest.param(melee(guardian=Unit(name="Gardien", armor=1, life=3, guardian_angel=True, engaged=True)),
                 "guardian.engaged", id="an engaged guardian angel cannot engage to redirect"),
    # Repli is a Déplacement: « engager une unité pour la déplacer »
    pytest.param(TurnInput(unit=garde(engaged=True), retreat=True), "retreat", id="an engaged unit cannot retreat"),
    pytest.param(TurnInput(attack=melee(), follow=Role.ATTACKER, retreat=True), "retreat",
                 id="a unit that retreated cannot attack the same turn"),
]


@pytest.mark.parametrize("inp, field", ILLEGAL_CASES)
def test_illegal_actions_name_the_field_and_the_rule(inp, field):
    with pytest.raises(IllegalAction) as error:
        run(inp)
    assert error.value.field == field
    assert error.value.rule and error.value.rule.startswith("noxilia/")
    assert error.value.code == "illegal"


def test_every_refusal_is_given_at_once():
    inp = AttackInput.ranged(chevalier(engaged=True), garde(life=0, esquive=True, esquive_used=True, dodges=True))
    assert refusals(inp) == [
        ("target.life", "noxilia/glossaire/vie"),  # « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
        ("attacker.engaged", "noxilia/glossaire/engager-une-unite"),
        ("attacker.ranged", "noxilia/glossaire/attaque-a-distance"),
        ("target.dodges", "noxilia/glossaire/esquive"),  # spent…
        ("target.dodges", "noxilia/glossaire/esquive"),  # …and no use against a ranged attack
    ]
    with pytest.raises(IllegalAction) as error:
        resolve_attack(inp)
    assert len(error.value.problems) == 5


def attack_json(**changes):
    data = {"kind": "corps-a-corps", "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5},
            "target": {"name": "Garde", "melee": 2, "armor": 3, "life": 4}}
    data.update(changes)
    return data


def with_target(**changes):
    return attack_json(target={"armor": 3, "life": 4, **changes})


def outcome_of(cls, data):
    """The body read, checked and resolved, as the API does it."""
    inp = read(cls, data)
    problems = list(check_attack(inp) if cls is AttackInput else check_turns(inp))
    if problems:
        raise IllegalAction.of(problems)
    return resolve_attack(inp) if cls is AttackInput else resolve_turns(inp)


# A body that cannot describe a game (InvalidInput), or that the rules refuse (IllegalAction): each names its field.
BAD_ATTACKS = [
    pytest.param("corps-a-corps", "", InvalidInput, id="the input must be an object"),
    pytest.param({"target": {"armor": 1, "life": 1}}, "kind", InvalidInput, id="the kind of attack is required"),
    pytest.param(attack_json(kind="melee"), "kind", InvalidInput, id="an unknown kind lists the accepted values"),
    pytest.param(attack_json(target=None), "target", InvalidInput, id="the target is required"),
    pytest.param(attack_json(target={"armor": 3}), "target.life", InvalidInput, id="a unit's life is required"),
    pytest.param(with_target(life="4"), "target.life", InvalidInput, id="life must be a number, not text"),
    pytest.param(with_target(life=True), "target.life", InvalidInput, id="life must be a number, not a boolean"),
    pytest.param(with_target(life=4.5), "target.life", InvalidInput, id="life must be a whole number"),
    # Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
    pytest.param(with_target(life=0), "target.life", IllegalAction, id="a unit at zero life is already dead"),
    pytest.param(with_target(armour=3), "target.armour", InvalidInput, id="an unknown field is named"),
    pytest.param(with_target(riposte="contre"), "target.riposte", InvalidInput,
                 id="an unknown riposte lists the accepted values"),
    pytest.param(with_target(poison_markers=-1), "target.poison_markers", InvalidInput,
                 id="poison markers cannot be negative"),
    pytest.param(with_target(auras=[2, -1]), "target.auras[1]", InvalidInput, id="an aura cannot be negative"),
    pytest.param(with_target(auras=3), "target.auras", InvalidInput, id="auras are a list"),
    pytest.param(with_target(equipment=[1]), "target.equipment[0]", InvalidInput, id="equipment are names"),
    pytest.param(with_target(type_resistances={"feu": 1}), "target.type_resistances.feu", InvalidInput,
                 id="an unknown magic type lists the accepted values"),
    pytest.param(with_target(type_resistances={"mort": -1}), "target.type_resistances.mort", InvalidInput,
                 id="a type resistance cannot be negative"),
    pytest.param(with_target(type_resistances=[{"magic_type": "feu", "value": 1}]),
                 "target.type_resistances[0].magic_type", InvalidInput,
                 id="type resistances as a list name a magic type of the game"),
    pytest.param(with_target(type_resistances="mort"), "target.type_resistances", InvalidInput,
                 id="type resistances are an object by type or a list"),
    pytest.param(with_target(max_life=2), "target.max_life", IllegalAction,
                 id="the printed life cannot be below the current life"),
    pytest.param(with_target(esquive_used=True), "target.esquive_used", IllegalAction, id="esquive used needs esquive"),
    # Combat 1: « l'unité attaquante s'engage et désigne une cible »
    pytest.param(attack_json(attacker=None), "attacker", IllegalAction, id="an attack needs an attacker"),
    pytest.param(attack_json(mass_targets=[{"armor": 1, "life": 2}, {"armor": 1, "life": -1}]), "mass_targets[1].life",
                 IllegalAction, id="a bad further target is named by its index"),
    pytest.param(attack_json(kind="magie", attacker=None, damage=3), "magic_type", IllegalAction,
                 id="a spell needs its magic type"),
    pytest.param(attack_json(kind="magie", damage=3, magic_type="mort"), "attacker", IllegalAction,
                 id="a spell has no attacking unit here"),
    pytest.param(attack_json(kind="cout", attacker=None), "damage", IllegalAction, id="a cost needs its damage"),
    pytest.param(attack_json(kind="cout", attacker=None, damage=-2), "damage", InvalidInput,
                 id="damage cannot be negative"),
    pytest.param(attack_json(damage=3), "damage", IllegalAction, id="an attack takes its damage from the attacker"),
    pytest.param(attack_json(fast_march=True), "fast_march", IllegalAction,
                 id="marche rapide is declared with a charge only"),
]


@pytest.mark.parametrize("data, field, error_type", BAD_ATTACKS)
def test_bad_attack_input_names_the_field(data, field, error_type):
    with pytest.raises(error_type) as error:
        outcome_of(AttackInput, data)
    assert error.value.field == field, error.value.message
    assert error.value.message


def test_an_unknown_value_lists_the_accepted_ones():
    with pytest.raises(InvalidInput) as error:
        read(AttackInput, attack_json(kind="melee"))
    assert "corps-a-corps" in error.value.message and "charge" in error.value.message


def test_a_dead_unit_is_refused_quoting_the_rule():
    with pytest.raises(IllegalAction) as error:
        outcome_of(AttackInput, with_target(life=-1))
    assert error.value.message == ("Cible a -1 point de vie : une unité à 0 ou moins est morte (« Lorsqu'ils sont "
                                   "inférieur ou égal à zéro, l'unité meurt ») ; indiquez une vie d'au moins 1.")


BAD_TURNS = [
    pytest.param({"turns": 0, "unit": {"armor": 1, "life": 1}}, "turns", InvalidInput, id="zero turns is too few"),
    pytest.param({"turns": 6, "unit": {"armor": 1, "life": 1}}, "turns", InvalidInput, id="six turns is too many"),
    pytest.param({"turns": 2}, "unit", IllegalAction, id="a timeline needs a unit or an attack"),
    pytest.param({"unit": {"armor": 1, "life": 1}, "attack": attack_json()}, "unit", IllegalAction,
                 id="the unit is given once"),
    pytest.param({"attack": attack_json(target={"armor": 1, "life": 0})}, "attack.target.life", IllegalAction,
                 id="a bad unit inside the attack is named by its full path"),
    pytest.param({"attack": attack_json(kind="cout", attacker=None, damage=1), "follow": "attaquant"}, "follow",
                 IllegalAction, id="a cost has no attacker to follow"),
    pytest.param({"unit": {"armor": 1, "life": 1}, "follow": "defenseur"}, "follow", InvalidInput,
                 id="follow is cible or attaquant"),
]


@pytest.mark.parametrize("data, field, error_type", BAD_TURNS)
def test_bad_turn_input_names_the_field(data, field, error_type):
    with pytest.raises(error_type) as error:
        outcome_of(TurnInput, data)
    assert error.value.field == field, error.value.message


def test_reading_builds_the_same_input_as_the_constructors():
    data = {"kind": "charge", "fast_march": True,
            "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5, "fast_march": True, "auras": [1, 2]},
            "target": {"name": "Garde", "melee": 2, "armor": 3, "life": 4, "riposte": "riposte-eclair",
                       "type_resistances": {"infernal": 1}}}
    expected = AttackInput.charging(
        chevalier(fast_march=True, auras=(1, 2)),
        garde(riposte=RiposteKind.FLASH, type_resistances={MagicType.INFERNAL: 1}),
        fast_march=True,
    )
    assert read(AttackInput, data) == expected
    plain = replace(expected, target=replace(expected.target, type_resistances=None))
    assert read(AttackInput, as_data(plain)) == plain  # the result of as_data reads back


BAD_VALUES = [None, "x", -1, 0, 1.5, True, [], {}, [{"a": 1}], {"armor": "x"}, 10**30]


def _mutations(data, path=()):
    """Every way to replace one value (or drop one key) of a JSON document."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _mutations(value, path + (key,))
            yield path + (key,), "<drop>"
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _mutations(value, path + (index,))
    for bad in BAD_VALUES:
        yield path, bad


def _mutate(data, path, value):
    data = copy.deepcopy(data)
    if not path:
        return value
    node = data
    for part in path[:-1]:
        node = node[part]
    if value == "<drop>":
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


FULL_TURN_JSON = {
    "turns": 2, "follow": "cible", "retreat": False,
    "attack": {
        "kind": "corps-a-corps",
        "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5, "auras": [1], "poison": 2,
                     "mass_attack": 2, "riposte": "riposte", "equipment": ["Épée"]},
        "target": {"name": "Garde", "armor": 3, "life": 4, "poison_markers": 1, "regeneration": 1,
                   "type_resistances": {"mort": 1}, "riposte": "riposte-eclair", "instinctive_riposte": 1},
        "mass_targets": [{"armor": 1, "life": 2}],
    },
}


def test_no_json_input_crashes_with_anything_but_an_engine_error():
    tried = 0
    for path, bad in _mutations(FULL_TURN_JSON):
        data = _mutate(FULL_TURN_JSON, path, bad)
        tried += 1
        try:
            as_data(outcome_of(TurnInput, data))
        except EngineError as error:
            assert error.message and (error.field or not path), (path, bad)
    assert tried > 300


# ---------------------------------------------------------------------------------------------
# Every step cites a rule, every rule exists, the engine stays pure
# ---------------------------------------------------------------------------------------------

KNOWN_ANCHORS = {
    "noxilia/regles-generales", "noxilia/caracteristiques-des-unites", "noxilia/debut-du-tour",
    "noxilia/phase-d-actions", "noxilia/etape-de-fin-du-tour", "noxilia/combat", "noxilia/capacites",
    "noxilia/combat#infliger-les-degats-attaquant-applique-ses", "noxilia/combat#resolution-du-combat-si-la-vie",
    "noxilia/combat#declaration-de-attaque-unite-attaquante-engage", "noxilia/regles-generales#les-cartes-qui-indiquent-infliger-un", "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques", "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives", "noxilia/debut-du-tour#degagez-toutes-les-cartes",
    *(f"noxilia/glossaire/{slug}" for slug in (
        "poison-x", "riposte", "riposte-eclair", "riposte-instinctive-x", "esquive", "attaque-transpercante",
        "attaque-furtive", "attaque-incapacitante", "attaque-de-masse-x", "aura-attaque-x", "charge-x",
        "frere-d-arme", "frere-de-sang", "marche-rapide", "resistance-magique-x", "resistance-type-x", "solide",
        "ange-gardien", "regeneration-x", "charge", "repli", "attaque-au-corps-a-corps", "attaque-a-distance",
        "armure", "vie", "engager-une-unite", "attaque-au-corps-a-corps-caracteristique", "attaque-distance",
        "deplacement")),
}


def _all_scenarios():
    for table in (ATTACK_CASES, OPEN_CASES, TURN_CASES):
        for param in table:
            yield param.values[0]


def _cited_anchors():
    anchors = set()
    for inp in _all_scenarios():
        result = run(inp)
        for step in result.steps:
            assert step.rule, f"step without a rule anchor: {step.text}"
            assert step.text.strip()
            anchors.add(step.rule)
    return anchors


def test_every_step_of_every_scenario_cites_a_rule_anchor():
    anchors = _cited_anchors()
    assert anchors <= KNOWN_ANCHORS, anchors - KNOWN_ANCHORS


def test_every_anchor_cited_exists_in_the_corpus():
    from rules.anchors import all_anchors

    corpus = all_anchors()
    module_anchors = {value for name, value in vars(rules).items()
                      if name.isupper() and isinstance(value, str) and value.startswith("noxilia/")}
    missing = (_cited_anchors() | module_anchors) - set(corpus)
    assert not missing, missing


def test_the_engine_imports_only_the_standard_library():
    package = pathlib.Path(noxilia.__file__).parent
    imported, from_referee = set(), set()
    for module in package.rglob("*.py"):  # the phrasebook package too
        tree = ast.parse(module.read_text(encoding="utf-8"))
        imported |= {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                     for alias in node.names}
        absolute = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level == 0]
        imported |= {node.module.split(".")[0] for node in absolute if node.module}
        from_referee |= {node.module for node in absolute if node.module and node.module.startswith("referee")}
    assert imported <= {"__future__", "collections", "enum", "dataclasses", "typing", "referee"}, imported
    assert from_referee <= {"referee.engine.trace", "referee.engine.reading", "referee.engine.french",
                           "referee.engine.english", "referee.engine.language", "referee.engine.decks"}, from_referee


NOXILIA_CALCULATORS = {"attaque", "tours", "deck", "mana"}
"""The calculators whose steps this module answers for (the spell and movement ones have their own tests)."""


def test_every_step_of_the_calculators_examples_cites_a_passage_or_a_glossary_entry():
    # A step's link lands on the sentence applied (« noxilia/combat#infliger-les-degats-attaquant-applique-ses »)
    # or on the glossary entry it applies (« noxilia/glossaire/poison-x »): never on a whole section.
    from referee.calculators.registry import CALCULATORS
    from rules.anchors import all_anchors

    anchors = set(all_anchors())
    calculators = {c.slug: c for c in CALCULATORS if c.game == "noxilia" and c.slug in NOXILIA_CALCULATORS}
    assert set(calculators) == NOXILIA_CALCULATORS
    bodies = [(c, c.example) for c in calculators.values()]
    garde = {"name": "Garde", "melee": 2, "armor": 3, "life": 4}
    # More than the examples: every kind of attack, ripostes, a death with equipment, a mass attack, a guardian,
    # a spell against resistances, a cost, a timeline with poison, regeneration and a repli.
    more = {"attaque": [
        {"kind": "distance", "attacker": {"name": "Archer", "ranged": 3, "armor": 1, "life": 3}, "target": garde},
        {"kind": "charge", "attacker": {"melee": 5, "armor": 2, "life": 5, "charge": 2, "fast_march": True},
         "fast_march": True, "target": {**garde, "riposte": "riposte", "equipment": ["Épée"], "life": 1}},
        {"kind": "corps-a-corps", "attacker": {"melee": 3, "armor": 1, "life": 2, "mass_attack": 2},
         "target": {**garde, "instinctive_riposte": 2, "riposte": "riposte-eclair"},
         "mass_targets": [{"armor": 0, "life": 1}]},
        {"kind": "corps-a-corps", "attacker": {"melee": 4, "armor": 1, "life": 4, "poison": 2},
         "target": garde, "guardian": {"name": "Ange", "armor": 1, "life": 3, "guardian_angel": True}},
        {"kind": "magie", "damage": 5, "magic_type": "infernal",
         "target": {**garde, "magic_resistance": 1, "type_resistances": [{"magic_type": "infernal", "value": 1}]}},
        {"kind": "cout", "damage": 2, "target": garde}],
        "tours": [{"turns": 3, "unit": {**garde, "poison_markers": 1, "regeneration": 1},
                   "retreat": True},
                  {"turns": 1, "follow": "attaquant",
                   "attack": {"kind": "corps-a-corps", "attacker": {"melee": 5, "armor": 2, "life": 5},
                              "target": {**garde, "riposte": "riposte"}}}],
        "mana": [{"cast": {"kind": "carte", "mana": {"any": 1}, "gold": 2}, "gold": 3, "floating": {"death": 1},
                  "sources": [{"name": "Druide", "produces": {"nature": 1}, "engaged": True},
                              {"name": "Rune", "kind": "rune", "produces": {"death": 1}},
                              {"name": "Esclave", "produces": {"death": 1}, "engaged_by_ability": True}]},
                 {"cast": {"kind": "latent-revele", "mana": {"death": 1, "nature": 1, "pure": 1}},
                  "moment": "reaction", "target_droiture": True,
                  "sources": [{"name": "Nécro", "sorcier": True, "produces": {"death": 1}},
                              {"name": "Archimage", "sorcier": True, "produces": {"pure": 2}},
                              {"name": "Druide", "produces": {"nature": 1}}]},
                 {"cast": {"kind": "sort", "mana": {"corruption": 1}}, "moment": "fin-du-tour",
                  "target_droiture": True, "sources": [{"name": "Apprenti", "sorcier": True}]}]}
    bodies += [(calculators[slug], body) for slug, listed in more.items() for body in listed]
    cited = set()
    for calculator, body in bodies:
        for step in calculator.resolve(read(calculator.input, body)).steps:
            assert step.rule in anchors, step
            assert "#" in step.rule or "/glossaire/" in step.rule, (calculator.slug, step)
            cited.add(step.rule)
    assert len(cited) > 15, sorted(cited)  # the bodies reach most of the passages
