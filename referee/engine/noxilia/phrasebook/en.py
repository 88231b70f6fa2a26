"""Noxilia's English: every sentence of the steps, refusals, summaries and deck verdicts, as :mod:`.fr` says them.

The game's keywords are names in a French game and stay French, as English-speaking players of it
say them: between « » like the rulebook's lines (« Marche rapide », « Repli », « Esquive »), with a
short English gloss where a reader could not guess them; Charge, Riposte and Poison, English words
too, go unquoted. The plain actions and characteristics (melee attack, armor, life) are English.
A unit is "it", whatever the gender of its French name; the gender is kept on the unit all the
same, the data of a ruling being the same in either language.
"""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.english import capitalized, count, listing, noun
from referee.engine.french import Gender

from ..model import AttackKind, Category, MagicType, RiposteKind, Role, Unit, UnitState
from ..rules import (
    BROTHER_IN_ARMS_BONUS,
    BROTHERS_IN_ARMS_NEEDED,
    END_OF_TURN_CAPTURE_STEPS,
    END_OF_TURN_POISON_STEP,
    MAX_UNITS_PER_ZONE,
    START_OF_TURN_ARMOR_STEP,
    START_OF_TURN_EFFECTS_STEP,
    START_OF_TURN_UNENGAGE_STEP,
)

# --- Names ----------------------------------------------------------------------------------

# The name a unit goes by when none is given, and the gender its French name would have.
TARGET_NAME = ("Target", Gender.FEMININE)
ATTACKER_NAME = ("Attacker", Gender.MASCULINE)
GUARDIAN_NAME = ("Guardian", Gender.MASCULINE)
UNIT_NAME = ("Unit", Gender.FEMININE)
NAMED_GENDER = Gender.MASCULINE
"""The gender of a name given without one: English sentences do not agree with it."""


def further_target_name(index: int) -> tuple[str, Gender]:
    """The second target of an « Attaque de masse » is « Target 2 »."""
    return f"Target {index + 2}", Gender.FEMININE


MAGIC_TYPE = {MagicType.LIGHT: "Light", MagicType.INFERNAL: "Infernal", MagicType.CORRUPTION: "Corruption",
              MagicType.DEATH: "Death", MagicType.NATURE: "Nature", MagicType.PSIONIC: "Psionics",
              MagicType.PURE: "Pure"}
"""The mana types of « Types de mana », in English."""
SPELL = {MagicType.LIGHT: "Light spell", MagicType.INFERNAL: "Infernal spell",
         MagicType.CORRUPTION: "Corruption spell", MagicType.DEATH: "Death spell",
         MagicType.NATURE: "Nature spell", MagicType.PSIONIC: "Psionic spell",
         MagicType.PURE: "pure magic spell"}
RESISTANCE = {MagicType.LIGHT: "« Résistance à la Lumière »", MagicType.INFERNAL: "« Résistance infernale »",
              MagicType.CORRUPTION: "« Résistance à la Corruption »", MagicType.DEATH: "« Résistance à la Mort »",
              MagicType.NATURE: "« Résistance à la Nature »", MagicType.PSIONIC: "« Résistance au Psionisme »",
              MagicType.PURE: "« Résistance à la magie pure »"}
"""« Résistance [type] X » is a keyword: its French name, the type spelt out."""

ATTACK = {AttackKind.MELEE: "melee attack", AttackKind.RANGED: "ranged attack", AttackKind.CHARGE: "Charge"}
"""The attack actions; « Charge » is the game's keyword."""
RIPOSTE_NAME = {RiposteKind.RIPOSTE: "Riposte", RiposteKind.FLASH: "« Riposte éclair »"}


def _a(phrase: str) -> str:
    """« a Light spell », « an Infernal spell »: the phrases here never start with a sounded « u »."""
    return f"{'an' if phrase[:1].lower() in 'aeio' else 'a'} {phrase}"


def _of(unit: Unit) -> str:
    return f"{unit.name}'s"


def _damage(amount: int) -> str:
    return f"{amount} damage"


def _life(points: int) -> str:
    return count(points, "life point")


def _without_attacker(kind: AttackKind) -> str:
    """« a spell », « damage paid as a cost »: what has no attacking unit."""
    return "a spell" if kind is AttackKind.MAGIC else "damage paid as a cost"


def _any_kind(kind: AttackKind) -> str:
    return _a(ATTACK[kind]) if kind.is_attack else _without_attacker(kind)


_CANNOT_ENGAGE_AGAIN = ("an engaged unit cannot be engaged again until it is disengaged (« ne peut plus être "
                        "engagée tant qu'elle n'est pas redressée »)")

# --- Refusals -------------------------------------------------------------------------------

def dead_unit(unit: Unit) -> str:
    return (f"{unit.name} has {_life(unit.life)}: a unit at 0 or less is dead (« Lorsqu'ils sont inférieur ou "
            "égal à zéro, l'unité meurt »); give a life of at least 1.")


def printed_life_below(unit: Unit) -> str:
    assert unit.max_life is not None
    return (f"The printed life ({unit.max_life}) is below the current life ({unit.life}): correct one or the "
            "other, or leave the printed life blank.")


def esquive_never_had(unit: Unit) -> str:
    return f"{unit.name} does not have the « Esquive » (dodge) ability: it cannot have used it."


def no_attacker(kind: AttackKind) -> str:
    return f"{capitalized(_a(ATTACK[kind]))} has an attacker: describe the attacking unit."


SPELL_FIELDS_ON_ATTACK = ('An attack\'s damage comes from its attacker: "damage", "magic_type" and '
                          '"spell_ignores_armor" are only for spells and costs.')


def attacker_engaged(unit: Unit) -> str:
    return (f"{unit.name} is already engaged: {_CANNOT_ENGAGE_AGAIN}; so it cannot attack before the next start "
            "of turn.")


def no_ranged_attack(unit: Unit) -> str:
    return f"{unit.name} has no ranged attack (value 0): choose a melee attack or a Charge."


FAST_MARCH_WITHOUT_CHARGE = "« Marche rapide » (fast march) is declared here only with a Charge."


def fast_march_missing(unit: Unit) -> str:
    return (f"{unit.name} does not have the « Marche rapide » (fast march) ability: it can only charge one zone "
            "away.")


MASS_RANGED = "« Attaque de masse » (mass attack) makes melee attacks: a ranged attack has only one target."


def mass_too_many(unit: Unit, targets: int) -> str:
    if unit.mass_attack <= 1:
        return (f"{unit.name} targets {targets} units without having « Attaque de masse » (mass attack): an attack has "
                "only one target; remove the further targets.")
    return (f"{unit.name} targets {targets} units but its « Attaque de masse » is {unit.mass_attack}: remove targets "
            f"(at most {unit.mass_attack}).")


def mass_zone(targets: int) -> str:
    return (f"A zone cannot hold more than {MAX_UNITS_PER_ZONE} units of each player: an « Attaque de masse » targets "
            f"at most {MAX_UNITS_PER_ZONE} enemies there, not {targets}.")


def guardian_without_ability(unit: Unit) -> str:
    return (f"{unit.name} does not have the « Ange gardien » (guardian angel) ability: it cannot redirect the "
            "attack.")


def guardian_engaged(unit: Unit) -> str:
    return (f"{unit.name} is already engaged: with « Ange gardien », the unit can be engaged to redirect an attack "
            f"(« l'unité peut être engagée pour rediriger une attaque »), but {_CANNOT_ENGAGE_AGAIN}.")


def solide_attacker(unit: Unit) -> str:
    return f"{unit.name} is « Solide » (steadfast): its attacks cannot be redirected; remove the « Ange gardien »."


_ATTACK_ONLY = {"attacker": "The attacking unit", "mass_targets": "The further targets",
                "guardian": "The « Ange gardien »", "fast_march": "« Marche rapide »"}


def attack_only(field: str, kind: AttackKind) -> str:
    return (f"{_ATTACK_ONLY[field]}: only for attacks by a unit; for {_without_attacker(kind)}, give only the "
            "target and the damage.")


def damage_missing(kind: AttackKind) -> str:
    return "Give the spell's damage." if kind is AttackKind.MAGIC else "Give the damage paid as a cost."


MAGIC_TYPE_MISSING = "Give the spell's magic type: " + listing(MAGIC_TYPE.values(), "or") + "."
COST_IS_NO_SPELL = 'Damage paid as a cost is no spell: remove the magic type and "the spell ignores armor".'


def dodge_without_esquive(unit: Unit) -> str:
    return f"{unit.name} does not have the « Esquive » (dodge) ability."


def dodge_spent(unit: Unit) -> str:
    return f"{unit.name} has already used its « Esquive »: it works only once per game."


def dodge_not_melee(kind: AttackKind) -> str:
    return f"« Esquive » cancels a melee attack (« une attaque au corps à corps »), not {_any_kind(kind)}."


UNIT_TWICE = ('Give the unit to track either in "unit" (no attack this turn) or in "attack" (with "follow"), '
              "not both.")
UNIT_MISSING = 'Give the unit to track: in "unit" (no attack this turn) or in "attack" (with "follow").'


def nobody_to_follow(kind: AttackKind) -> str:
    return f"{capitalized(_without_attacker(kind))} has no attacking unit to track: track the target."


def retreat_engaged(unit: Unit) -> str:
    return (f"{unit.name} is already engaged: it cannot make a « Repli » (retreat); a « Repli » is a move, which means "
            "engaging a unit to move it (« engager une unité pour la déplacer »).")


def retreat_then_attack(unit: Unit) -> str:
    return f"{unit.name} made a « Repli », so it is engaged: it cannot attack any more this turn."


# --- Damage on a unit -------------------------------------------------------------------------

def through_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState, absorbed: int) -> str:
    """Combat 3: armor first, the excess on life."""
    excess = amount - absorbed
    if not absorbed:
        return (f"{source}: {_damage(amount)} on {unit.name}, with no armor to absorb it: life goes from "
                f"{before.life} to {after.life}.")
    if excess:
        return (f"{source}: {_damage(amount)} on {unit.name}; the armor absorbs {absorbed} ({before.armor} → "
                f"{after.armor}), {excess} {'go' if excess > 1 else 'goes'} through to life ({before.life} → "
                f"{after.life}).")
    return (f"{source}: {_damage(amount)} on {unit.name}; the armor absorbs all of it ({before.armor} → "
            f"{after.armor}), life stays at {before.life}.")


def on_negative_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState, bonus: int) -> str:
    """Negative armor: « +2 dégâts à la prochaine attaque qui retire ces marqueurs »."""
    head = (f"{source}: {_damage(amount)} on {unit.name}, whose armor is negative ({before.armor}): +{bonus}, "
            f"so {amount + bonus} on life ({before.life} → {after.life}); ")
    if after.armor < 0:
        return head + ("this hit removes the markers, but the penalty of the turn lasts until the end of the turn "
                       f"(« jusqu'à la fin du tour »): the armor stays at {after.armor}.")
    return head + "this hit removes the markers, the armor goes back to 0."


def malus_outlasts_the_hit(unit: Unit, armor: int) -> str:
    return ("The rule does not say whether the next attack that removes the markers (« la prochaine attaque qui "
            "retire ces marqueurs ») also removes an armor penalty lasting until the end of the turn (« jusqu'à la "
            f"fin du tour »): the calculation keeps the penalty, {_of(unit)} armor stays at {armor} (and every "
            "attack of the turn gets the bonus); if the hit removed the penalty, the armor would go back to 0.")


def ignoring_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState) -> str:
    return (f"{source}: {_damage(amount)} on {unit.name}, regardless of armor: life goes from {before.life} to "
            f"{after.life}, the armor stays at {before.armor}.")


def negative_armor_ignored(unit: Unit, armor: int, life_other: int, armor_other: int) -> str:
    return (f"{_of(unit)} armor is negative ({armor}): the rule does not say whether damage that ignores armor "
            f"gets the bonus of negative armor (+{-armor}) and removes its markers. The calculation follows the "
            "text (armor is ignored): no bonus, the markers stay. In the other reading, life would fall to "
            f"{life_other} and the armor would go to {armor_other}.")


def no_damage(unit: Unit, source: str) -> str:
    return f"{source}: no damage to {unit.name}."


def negative_armor_no_damage(unit: Unit, armor: int) -> str:
    return (f"{_of(unit)} armor is negative ({armor}): the rule does not say whether a hit without damage "
            "triggers the bonus of negative armor. The calculation deals nothing and leaves the markers.")


def dies(unit: Unit, state: UnitState) -> str:
    text = f"{unit.name} falls to {_life(state.life)}: it dies and goes to its player's graveyard."
    if len(state.equipment) == 1:
        text += (f" Its equipment ({state.equipment[0]}) is dropped in its zone; another unit, friendly or "
                 "enemy, can spend an action to pick it up.")
    elif state.equipment:
        text += (f" Its pieces of equipment ({listing(state.equipment)}) are dropped in its zone; another unit, "
                 "friendly or enemy, can spend an action to pick them up.")
    return text


def poison_no_life_damage(poisoner: Unit, victim: Unit) -> str:
    return f"{_of(poisoner)} Poison {poisoner.poison}: no damage to life, no marker placed on {victim.name}."


def poison_already(poisoner: Unit, victim: Unit, markers: int) -> str:
    return (f"{_of(poisoner)} Poison {poisoner.poison}: {victim.name} already carries "
            f"{count(markers, 'marker')}; the markers do not stack, nothing is added.")


def poison_topped_up(poisoner: Unit, victim: Unit, before: int) -> str:
    x = poisoner.poison
    return (f"{_of(poisoner)} Poison {x}: damage reached {_of(victim)} life, its markers are topped up to {x} "
            f"({before} → {x}), without stacking.")


def cripple_no_life_damage(victim: Unit) -> str:
    return f"« Attaque incapacitante » (crippling attack): no damage to life, {victim.name} is not engaged."


def cripple_solide(victim: Unit) -> str:
    return (f"« Attaque incapacitante » (crippling attack): {victim.name} is « Solide », an opponent's ability cannot "
            "engage it.")


def cripple_already(victim: Unit) -> str:
    return f"« Attaque incapacitante » (crippling attack): {victim.name} is already engaged."


def crippled(victim: Unit) -> str:
    return f"« Attaque incapacitante » (crippling attack): damage reached its life, {victim.name} becomes engaged."


# --- The attack's value -----------------------------------------------------------------------

def aura(auras: Sequence[int], highest: int, charging: bool) -> str:
    where = " of its starting zone" if charging else ""
    others = f" (the highest of {listing(str(a) for a in auras)})" if len(auras) > 1 else ""
    return f"« Aura attaque » (attack aura){where}: +{highest}{others}."


def _brothers(nearby: int) -> str:
    return f"{count(nearby, 'other unit')} with « Frère d'arme » in its zone"


def brothers_in_arms(nearby: int) -> str:
    return (f"« Frère d'arme » (brother in arms): {_brothers(nearby)} ({BROTHERS_IN_ARMS_NEEDED} needed), "
            f"+{BROTHER_IN_ARMS_BONUS}.")


BROTHERS_DURING_CHARGE = ("« Frère d'arme » during a Charge: the rule does not say whether the brothers are counted in "
                          "the starting zone or the arrival zone; the calculation takes the number given.")


def too_few_brothers(nearby: int) -> str:
    return (f"« Frère d'arme » (brother in arms): {_brothers(nearby)}, {BROTHERS_IN_ARMS_NEEDED} needed: "
            "no bonus.")


def blood_brothers(fallen: int, gained: int) -> str:
    return (f"« Frère de sang » (blood brother): {count(fallen, 'other unit')} with « Frère de sang » "
            f"{noun(fallen, 'has', 'have')} died in its zone this turn, +{gained} (its armor penalty must already "
            "be in its current armor).")


def shoots(unit: Unit) -> str:
    return f"{unit.name} makes a ranged attack: {_damage(unit.ranged)}."


def melee_value(unit: Unit) -> str:
    return f"{_of(unit)} melee attack: {unit.melee}."


def mass_later_attack(unit: Unit) -> str:
    return (f"« Attaque de masse »: only the first attack counts the modifiers, this one deals "
            f"{_damage(unit.melee)}.")


def charge_x(x: int) -> str:
    return f"Charge {x}: +{x} on a Charge action."


def deals(unit: Unit, value: int) -> str:
    return f"{unit.name} deals {_damage(value)}."


def riposte_melee(unit: Unit) -> str:
    return f"{_of(unit)} melee damage: {unit.melee}."


def riposte_deals(unit: Unit, value: int) -> str:
    return f"{_of(unit)} riposte deals {_damage(value)}."


# --- Ripostes and Esquive ---------------------------------------------------------------------

RANGED_NO_RIPOSTE = "a ranged attack never provokes a riposte"
CHARGE_NO_RIPOSTE = "ripostes do not work during a Charge"
GUARDIAN_NO_RIPOSTE = "an « Ange gardien » cannot riposte against the attack it redirected"


def stealth_no_riposte(attacker: Unit) -> str:
    return f"{_of(attacker)} « Attaque furtive » (stealth attack) forbids any riposte"


def cannot_riposte(defender: Unit, reason: str) -> str:
    return f"{defender.name} cannot riposte: {reason}."


def may_dodge(unit: Unit) -> str:
    return (f"{unit.name} could cancel this attack with « Esquive » (dodge, once per game); its player does not use it "
            "here.")


DODGE_A_CHARGE = ("« Esquive » against a Charge: a Charge means making a melee attack (« effectuer une attaque au "
                  "corps à corps »), but Combat puts it with ranged attacks (adjacent zone) and the rule does not "
                  "settle it. The calculation applies the declared « Esquive »; if the judge sets it aside, run the "
                  "calculation again without it.")


def dodges(unit: Unit) -> str:
    return f"{unit.name} uses « Esquive » (dodge): the attack is cancelled. Its « Esquive » is spent for the game."


def riposte_after_dodge(unit: Unit) -> str:
    return (f"The rule does not say whether {unit.name} can still riposte against a dodged attack: the calculation "
            "applies no riposte.")


def riposte_source(kind: RiposteKind | None, defender: Unit) -> str:
    label = RIPOSTE_NAME[kind] if kind is not None else "« Riposte instinctive »"
    return f"{_of(defender)} {label}"


def riposte_abilities_open(defender: Unit) -> str:
    abilities = [name for name, has in (("« Attaque transperçante »", defender.piercing_attack),
                                        ("« Attaque incapacitante »", defender.crippling_attack)) if has]
    if len(abilities) > 1:
        these, them = "these attack abilities apply", "them"
    else:
        these, them = "this attack ability applies", "it"
    return (f"{defender.name} has {listing(abilities)}: the rule does not say whether {these} to a riposte; the "
            f"calculation does not apply {them}.")


def riposte_declined(defender: Unit, kind: RiposteKind) -> str:
    return f"{defender.name} could riposte ({RIPOSTE_NAME[kind]}) by engaging; its player does not."


def riposte_taken(defender: Unit, kind: RiposteKind) -> str:
    return f"{defender.name} engages to riposte ({RIPOSTE_NAME[kind]}); its player could have declined."


def riposte_engaged(defender: Unit, kind: RiposteKind, by_crippling: bool) -> str:
    """Engaging a unit: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée »."""
    why = "has just been engaged by the « Attaque incapacitante »" if by_crippling else "is already engaged"
    return (f"{defender.name} {why}: it cannot riposte ({RIPOSTE_NAME[kind]}), which requires engaging "
            f"(« s'engager »), as {_CANNOT_ENGAGE_AGAIN}.")


def instinctive(defender: Unit) -> str:
    x = defender.instinctive_riposte
    return (f"« Riposte instinctive » {x}: {defender.name} automatically deals {_damage(x)} to its attacker, without "
            "engaging and without aura.")


INSTINCTIVE_TIMING = ("The rule does not say when « Riposte instinctive » strikes (« lorsqu'elle est attaquée »): the "
                      "calculation has it strike after the attacker's damage, even if the target dies of it, and "
                      "the attacker deals its damage whatever happens (only « Riposte éclair » says it strikes first).")


def dies_before_striking(attacker: Unit) -> str:
    return f"{attacker.name} dies before striking: it deals no damage."


def piercing(defender: Unit) -> str:
    return (f"« Attaque transperçante » (piercing attack): the attack ignores {_of(defender)} armor, which the attack "
            "does not destroy.")


def attack_source(kind: AttackKind, attacker: Unit) -> str:
    """« Chevalier's melee attack », « Chevalier's Charge »: where damage comes from."""
    return f"{_of(attacker)} {ATTACK[kind]}"


def no_riposte_dead(defender: Unit) -> str:
    return f"{defender.name} did not survive: no riposte."


# --- The attack -------------------------------------------------------------------------------

def declares(attacker: Unit, kind: AttackKind) -> str:
    return f"{attacker.name} engages and declares {_a(ATTACK[kind])}."


def charges(attacker: Unit, malus: int, before: int, after: int, fast_march: bool) -> str:
    if fast_march:
        return (f"{attacker.name} charges with « Marche rapide » (fast march, distance 2): it engages and takes both "
                f"penalties, -{malus} armor until the end of the turn ({before} → {after}).")
    return (f"{attacker.name} charges: it engages and takes -{malus} armor until the end of the turn "
            f"({before} → {after}).")


def mass_attack(attacker: Unit, targets: int) -> str:
    return (f"« Attaque de masse » (mass attack) {attacker.mass_attack}: {attacker.name} attacks "
            f"{count(targets, 'unit')} one after another.")


MASS_CHARGE = ("The rule does not say whether a Charge can be an « Attaque de masse »: the calculation counts the "
               "penalty of the Charge once and keeps the modifiers (Charge X included) for the first attack.")


def interrupted(attacker: Unit, target: Unit) -> str:
    return f"{attacker.name} is dead: it breaks off its action, {target.name} is not attacked."


def redirects(guardian: Unit, target: Unit) -> str:
    return (f"{guardian.name} engages (« Ange gardien ») and draws onto itself the attack aimed at "
            f"{target.name}.")


COST = ("Damage paid as a cost always ignores armor: « Les cartes qui indiquent d'infliger un dégât en tant que coût "
        "ignorent toujours l'armure ».")
COST_SOURCE = "Cost"
SPELL_IGNORES_ARMOR = "The spell says that it ignores armor (« sauf si précisés dans le sort »)."
SPELL_MEETS_ARMOR = ("Armor absorbs magic damage too, unless the spell says otherwise: « L'armure absorbe également "
                     "les dégâts magiques sauf si précisés dans le sort. »")


def spell_source(magic_type: MagicType) -> str:
    return capitalized(SPELL[magic_type])


def spell_on_negative_armor(unit: Unit, armor: int, life_other: int) -> str:
    return (f"{_of(unit)} armor is negative ({armor}): the rule gives the bonus to the next attack (« la prochaine "
            "attaque ») and does not say whether a spell, which is no attack, gets it. The calculation treats the "
            f"spell as armor treats magic damage: +{-armor} and the markers are removed. Otherwise, life would fall "
            f"to {life_other}.")


def magic_resistance(unit: Unit, before: int, after: int) -> str:
    return f"{_of(unit)} « Résistance magique » {unit.magic_resistance} (magic resistance): {before} → {after}."


def resistance_other_type(unit: Unit, resisted: MagicType, value: int, spell: MagicType) -> str:
    return f"{_of(unit)} {RESISTANCE[resisted]} {value}: no effect against {_a(SPELL[spell])}."


def resistance(unit: Unit, magic_type: MagicType, value: int, before: int, after: int) -> str:
    return f"{_of(unit)} {RESISTANCE[magic_type]} {value}: {before} → {after}."


def resistance_order(resistance_first: int, armor_first: int) -> str:
    return ("The rule does not say whether resistance reduces the damage before or after armor. The calculation "
            f"reduces the damage first, then the armor absorbs the rest (armor left: {resistance_first}); in the "
            f"other order, the armor would fall to {armor_first}. The life lost is the same.")


# --- The turn clock ---------------------------------------------------------------------------

def retreats(unit: Unit, malus: int, before: int, after: int) -> str:
    return (f"{unit.name} makes a « Repli » (retreat): it engages (a « Repli » is a move) and takes -{malus} "
            f"armor until the end of the turn ({before} → {after}).")


def retreat_by_brother_in_arms(unit: Unit) -> str:
    return (f"{unit.name} has « Frère d'arme », and such a unit cannot retreat (« ne peut pas faire de retraite »): "
            "the rule "
            "does not say whether a « Repli » is a retreat. The calculation applies the declared « Repli »; if the "
            "judge counts it as a retreat, it is forbidden.")


def no_poison(unit: Unit, turn: int, life: int) -> str:
    return f"End of turn {turn}: {unit.name} carries no poison marker, its life stays at {life}."


def captures_first(unit: Unit, turn: int) -> str:
    steps = listing(str(s) for s in END_OF_TURN_CAPTURE_STEPS)
    return (f"End of turn {turn}, steps {steps}: treasures and zones are captured before poison; {unit.name}, "
            "still alive, counts for these captures.")


def poison_source(turn: int, markers: int) -> str:
    return f"End of turn {turn}, step {END_OF_TURN_POISON_STEP}, poison ({count(markers, 'marker')})"


def poison_lasts(unit: Unit, life: int) -> str:
    return ("Poison X deals X damage at the end of the turn (« A la fin du tour infligez X dégâts »); the rule does "
            "not say whether the markers stay after this damage (a Purification removes all curses and poison "
            "markers: « retire toutes les malédictions et marqueurs poison »). The calculation leaves them in place: "
            f"the poison strikes at every end of turn. If they went, {unit.name} would take no more poison damage "
            f"and would keep {_life(life)}.")


def regenerates(unit: Unit, turn: int, before: int, after: int) -> str:
    return (f"Start of turn {turn}, step {START_OF_TURN_EFFECTS_STEP} (start-of-turn effects): « Régénération » "
            f"{unit.regeneration}, {unit.name} recovers {_life(after - before)} ({before} → {after}).")


def regeneration_capped(max_life: int, uncapped: int) -> str:
    return ("The rule sets no maximum to life: to recover (« récupère ») is to regain lost points, so the "
            f"calculation stops at the printed life ({max_life}); without a cap, life would be {uncapped}.")


def unengaged(unit: Unit, turn: int) -> str:
    return f"Start of turn {turn}, step {START_OF_TURN_UNENGAGE_STEP}: {unit.name} is disengaged."


def armor_reset(unit: Unit, turn: int, before: int) -> str:
    return (f"Start of turn {turn}, step {START_OF_TURN_ARMOR_STEP}: {_of(unit)} armor is reset to its value, "
            f"{unit.armor} (it was {before}); the temporary penalties ended with turn {turn - 1}.")


def poisoned_and_regenerating(unit: Unit) -> str:
    return (f"{unit.name} is poisoned and has « Régénération »: the rule does not say how the two interact. The "
            f"calculation applies each at its own time, poison at step {END_OF_TURN_POISON_STEP} of the end of the "
            "turn, regeneration at the start of the next turn; a unit killed by poison does not regenerate.")


def timeline_stops(unit: Unit, turn: int) -> str:
    return f"{unit.name} is dead: the timeline stops at turn {turn}."


# --- Summaries --------------------------------------------------------------------------------

SILENT_NOTE = " (the rules are silent on a point: see the flagged steps)"


def fate(unit: Unit, after: UnitState, role: str = "") -> str:
    """« Garde survives with 2 life points, armor 0, 2 poison markers » or « Garde dies (-1 life point) »."""
    who = f"{unit.name}{role}"
    if not after.alive:
        dropped = f" and drops {listing(after.equipment_dropped)}" if after.equipment_dropped else ""
        return f"{who} dies ({_life(after.life)}){dropped}"
    parts = [f"{who} survives with {_life(after.life)}", f"armor {after.armor}"]
    if after.poison_markers:
        parts.append(count(after.poison_markers, "poison marker"))
    if after.engaged and not unit.engaged:
        parts.append("engaged")
    if after.esquive_used and not unit.esquive_used:
        parts.append("« Esquive » used")
    return ", ".join(parts)


GUARDIAN_ROLE = " (« Ange gardien »)"


def attack_head(kind: AttackKind, target: Unit, attacker: Unit | None, damage: int,
                magic_type: MagicType | None) -> str:
    if attacker is not None:
        return f"{attack_source(kind, attacker)} on {target.name}"
    if magic_type is not None:
        return f"{spell_source(magic_type)} of {_damage(damage)} on {target.name}"
    return f"Cost of {_damage(damage)} paid by {target.name}"


def attack_summary(head: str, fates: Sequence[str], silent: bool) -> str:
    return f"{head}: " + "; ".join(fates) + "." + (SILENT_NOTE if silent else "")


def followed_head(unit: Unit, turns: int) -> str:
    return (f"{unit.name} (armor {unit.armor}, life {unit.life}, poison {unit.poison_markers}), tracked over "
            f"{count(turns, 'turn')}")


RETREAT_PART = "« Repli » on turn 1"


def attack_part(kind: AttackKind, follow: Role, magic_type: MagicType | None) -> str:
    if follow is Role.ATTACKER:
        return f"makes {_a(ATTACK[kind])} on turn 1"
    if kind.is_attack:
        return f"target of {_a(ATTACK[kind])} on turn 1"
    if magic_type is not None:
        return f"target of {_a(SPELL[magic_type])} on turn 1"
    return "pays a cost on turn 1"


def after_attack(unit: Unit, state: UnitState) -> str:
    if not state.alive:
        return f"it dies ({_life(state.life)})"
    return f"it has {_life(state.life)} left"


def turn_start(turn: int, state: UnitState) -> str:
    return f"start of turn {turn}: life {state.life}, armor {state.armor}, poison {state.poison_markers}"


def killed_by_poison(unit: Unit, turn: int) -> str:
    return f"it dies of poison at the end of turn {turn}"


def survives(unit: Unit, state: UnitState, turn: int) -> str:
    return (f"it survives with {_life(state.life)} at the start of turn {turn} (armor {state.armor}, poison "
            f"{state.poison_markers})")


def timeline_summary(head: str, parts: Sequence[str], silent: bool) -> str:
    return f"{head}: " + "; ".join(parts) + "." + (SILENT_NOTE if silent else "")


# --- The deck check ---------------------------------------------------------------------------

CARD_TYPES = {Category.MONARCH: "Monarchs", Category.HERO: "Heroes", Category.UNIT: "Units",
              Category.SPELL: "Spells", Category.EQUIPMENT: "Equipment", Category.EVENT: "Events",
              Category.TREASURE: "Treasures", Category.FATE: "« Mains du destin »",
              Category.APOCALYPSE: "« Mains de l'apocalypse »", Category.TOKEN: "Tokens", Category.ZONE: "Zone cards"}
"""The types of cards as the counts and the verdicts name them; the two kinds of « Mains » are the game's names."""
DECK_CARDS_NAMED = "cards of the deck"
"""What a banner's restriction without a type counts."""
RACE_NOT_GIVEN = "race not given"
NO_MONARCH = "no monarch: the starting units a player chooses include their monarch (« dont son monarque »)."
CLAN_NOT_GIVEN = "give the banner's clan."
NO_BANNER_LIMITS = "no restriction of the banner is given."


def deck_size(total: int) -> str:
    """The deck's size in the summary."""
    return f"{count(total, 'card')} not counting the monarch"


def deck_size_fits(total: int, needed: int) -> str:
    return f"{count(total, 'card')} counted ({needed} exactly)."


def deck_size_off(total: int, needed: int) -> str:
    return f"{count(total, 'card')} counted: a deck needs exactly {needed}."


def apocalypse_open(with_apocalypse: int, conforming: bool) -> str:
    other = "legal" if conforming else "not legal"
    return ("the list of the cards outside the 60 does not name the « Mains de l'apocalypse » (hands of the "
            "apocalypse): they are left out of the count, as the « Mains du destin » are. Counted, the deck would have "
            f"{count(with_apocalypse, 'card')} ({other}). For the judge to settle.")


def one_monarch(name: str) -> str:
    return f"{name}, in a single copy."


def monarchs(copies: int, cards: str) -> str:
    """``cards``: the monarchs with their copies (« Roi (1) and Reine (1) »)."""
    return f"{count(copies, 'monarch')} ({cards}): only one."


def copies_within(categories: Sequence[Category], limit: int) -> str:
    kinds = listing(CARD_TYPES[c] for c in categories)
    return f"no card among the {kinds} has more than {limit} copies."


def copies_over(cards: str, limit: int) -> str:
    return f"{cards}: {limit} copies at most."


def card_with(name: str, detail: str) -> str:
    """« Golem (Ordre) »: a card and its clan or race."""
    return f"{name} ({detail})"


def other_clan(cards: Sequence[str], clan: str) -> str:
    return f"{listing(cards)}: of a clan other than the banner's ({clan})"


def race_not_allowed(cards: Sequence[str], races: Sequence[str]) -> str:
    return (f"{listing(cards)}: without a clan symbol, of a race the banner does not allow "
            f"({listing(races, 'or')})")


def clan_faults(faults: Sequence[str]) -> str:
    return "; ".join(faults) + "."


def races_not_given(clanless: int) -> str:
    return f"{count(clanless, 'unit')} without a clan symbol: give the races the banner allows."


def clans_respected(units: int, clan: str) -> str:
    return f"{count(units, 'unit')}, of the {clan} clan or without a clan symbol and of an allowed race."


def clanless_open(cards: Sequence[str]) -> str:
    return (f"{listing(cards)}: the rulebook says that cards without a clan symbol go in every deck, and limits "
            "only the units to the clan; a card other than a unit bearing another clan's symbol would be allowed by "
            "the letter of the text, forbidden if the clan symbol counts for every card. For the judge to settle.")


def _wording(text: str) -> str:
    """The banner's words are the card's, French: quoted as the rulebook is."""
    return f"« {text} »: " if text.strip() else ""


def limit_each_over(text: str, cards: str, at_most: int, what: str) -> str:
    """``text``: the restriction as the banner words it (may be blank); ``what``: the cards it limits."""
    return f"{_wording(text)}{cards}: {at_most} copies of each card at most ({what})."


def limit_each_within(text: str, at_most: int, what: str) -> str:
    return f"{_wording(text)}no card ({what}) has more than {at_most} copies."


def limit_total(text: str, total: int, at_most: int, what: str) -> str:
    return f"{_wording(text)}{total} ({what}), {at_most} at most."


def deck_at_most(most: int, needed: int) -> str:
    """The cards whose type is not given counted among the 60, still too few."""
    return f"at most {count(most, 'card')}, even counting the cards without a type: a deck needs exactly {needed}."


# --- Mana: « Types de mana », « Lancer un sort » (calculator noxilia/mana) ---
from ..mana_model import Answer as _MnAnswer  # noqa: E402  (this block's own names)
from ..mana_model import CastKind as _MnCast  # noqa: E402
from ..mana_model import Moment as _MnMoment  # noqa: E402
from ..mana_model import SourceKind as _MnSource  # noqa: E402
from ..mana_model import Way as _MnWay  # noqa: E402
from ..rules import LATENT_PLACING_COST as _MN_LATENT_COST  # noqa: E402

_MN_COLOURS = (MagicType.LIGHT, MagicType.INFERNAL, MagicType.CORRUPTION, MagicType.DEATH, MagicType.NATURE,
               MagicType.PSIONIC, MagicType.PURE)
_MN_MOMENT = {_MnMoment.DEBUT_DU_TOUR: "at the start of the turn",
              _MnMoment.ACTIONS: "on the player's own turn to act in the action phase",
              _MnMoment.REACTION: "on an opponent's turn to act",
              _MnMoment.FIN_DU_TOUR: "at the end of the turn"}
_MN_CAST = {_MnCast.SORT: ("the spell", "the spell {}"), _MnCast.CARTE: ("the card", "the card {}"),
            _MnCast.LATENT_POSE: ("placing a latent spell", "placing the latent spell {}"),
            _MnCast.LATENT_REVELE: ("revealing a latent spell", "revealing the latent spell {}")}
_MN_ENGAGED_QUOTE = "« Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée »"
_MN_COLOUR_QUOTE = "« Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »"

MANA_FLOATING_AT_START = ("At the start of a turn no mana floats: at the end of the previous one, « Le mana non dépensé "
                          "est perdu »; leave the floating mana at 0.")
MANA_PURE_SYMBOL = ("A Pure symbol is paid with Pure mana only: only the Any cost takes « n'importe quel type de "
                    "mana ».")
MANA_ANY_SYMBOL = ("The Any cost (« Quelconque ») is paid with any mana: « n'importe quel type de mana peut être "
                   "utilisé pour payer ce coût ».")
MANA_DROITURE_WAYS = ("The target has « Droiture » (« impliquant la dépense de mana de corruption »): no way of paying "
                      "spends Corruption mana, not even for the Any cost.")


def mana_source_name(index: int) -> str:
    return f"source {index + 1}"


def mana_cast_label(kind: _MnCast, name: str) -> str:
    """"the spell Fireball", "the card", "placing the latent spell Trap"."""
    bare, named = _MN_CAST[kind]
    return named.format(name) if name else bare


def mana_amounts(vector: Sequence[int], any_: int = 0) -> str:
    """"2 Death, 1 Pure and 1 Any"; "no mana"."""
    parts = [f"{amount} {MAGIC_TYPE[colour]}" for colour, amount in zip(_MN_COLOURS, vector, strict=True) if amount]
    if any_:
        parts.append(f"{any_} Any")
    return listing(parts) if parts else "no mana"


def _mn_colours(colours: Sequence[MagicType], last: str = "and") -> str:
    return listing([MAGIC_TYPE[c] for c in colours], last)


def _mn_gold(gold: int) -> str:
    return count(gold, "gold coin")


def mana_sorcier_not_a_unit(name: str) -> str:
    return (f"{name} is not a unit: only a unit can have the « Sorcier » ability (« permet à l'unité de lancer des "
            "sorts »).")


def mana_rune_not_engaged(name: str) -> str:
    return f"{name} is a « Rune de souffrance »: it is consumed, no ability engages it."


def _mn_costs(what: str, text: str, gold: int) -> str:
    if text == "no mana" and not gold:
        return f"{capitalized(what)} costs nothing"
    if text == "no mana":
        return f"{capitalized(what)} costs {_mn_gold(gold)} and no mana"
    return f"{capitalized(what)} costs {text}" + (f" and {_mn_gold(gold)}" if gold else "")


def mana_spell_cost(what: str, text: str, gold: int) -> str:
    return f"{_mn_costs(what, text, gold)}: spells « nécessitent un coût en mana pour être joués »."


def mana_card_cost(what: str, text: str, gold: int) -> str:
    return f"{_mn_costs(what, text, gold)} (« Sur la droite se trouvent tous les coûts de la carte, or et manas »)."


def mana_latent_pose(what: str) -> str:
    return (f"{capitalized(what)} costs {_MN_LATENT_COST} Any mana: a latent spell is placed face down « pour un coût "
            "de 1 mana quelconque »; its value is paid only to reveal it.")


def mana_latent_reveal(what: str, text: str) -> str:
    return (f"{capitalized(what)} costs its mana value, {text} (« Pour révéler un sort latent il faut payer sa valeur "
            "de mana pour le retourner »).")


def mana_coloured_paid_by(colours: Sequence[MagicType]) -> str:
    return (f"A {_mn_colours(colours, 'or')} symbol is paid with mana of its colour or with Pure mana, which « peut "
            "être utilisée pour lancer n'importe quel sort ».")


def mana_reveal_when(what: str, moment: _MnMoment) -> str:
    return (f"{capitalized(what)} happens {_MN_MOMENT[moment]}, if the spell's condition is met: latent spells « se "
            "déclenchent uniquement lorsque leur condition est remplie ».")


def mana_timing_ok(what: str) -> str:
    return (f"{capitalized(what)} is played on the player's own turn to act in the action phase: « À chaque "
            "alternance, un joueur peut effectuer une action avec l'une de ses unités dégagées ou jouer une carte de "
            "sa main ».")


def mana_timing_refused(what: str, moment: _MnMoment) -> str:
    return (f"{capitalized(what)} cannot be played {_MN_MOMENT[moment]}: a card is played on the player's own turn to "
            "act in the action phase (« À chaque alternance, un joueur peut effectuer une action […] ou jouer une "
            "carte de sa main »).")


def mana_floating(text: str) -> str:
    return f"Floating mana already produced this turn: {text}; it « reste utilisable jusqu'à la fin du tour »."


def mana_gold_short(what: str, gold: int, reserve: int) -> str:
    held = "the reserve is empty" if reserve == 0 else f"the reserve holds only {reserve}"
    return f"{capitalized(what)} costs {_mn_gold(gold)}; {held}."


def mana_gold_paid(gold: int, reserve: int) -> str:
    left = reserve - gold
    kept = "none is left" if left == 0 else f"{left} {noun(left, 'is', 'are')} left, kept for the next turns"
    return (f"{_mn_gold(gold)} paid from a reserve of {reserve}: {kept} (« Tout or non dépensé est conservé pour les "
            "tours suivants »).")


def mana_source_produces(name: str, kind: _MnSource, text: str, sorcier: bool) -> str:
    label = {_MnSource.UNITE: " (« Sorcier »)" if sorcier else "", _MnSource.EQUIPEMENT: " (equipment)",
             _MnSource.RUNE: " (« Rune de souffrance »)"}[kind]
    if text == "no mana":
        return f"{name}{label} produces no mana."
    if kind is _MnSource.RUNE:
        return f"{name}{label} gives {text} when consumed, « à n'importe quel moment où il aura besoin de mana »."
    how = "« mana généré en engageant l'unité »" if kind is _MnSource.UNITE else \
        "« Certains équipements peuvent également produire du mana »"
    return f"{name}{label} produces {text} by engaging ({how})."


def mana_source_engaged(name: str, kind: _MnSource) -> str:
    if kind is _MnSource.RUNE:
        return f"The rune {name} is already consumed: it gives no more mana."
    return f"The card {name} is already engaged: it cannot engage to produce mana ({_MN_ENGAGED_QUOTE})."


def mana_source_by_ability(name: str) -> str:
    return (f"An ability requires engaging the card {name}: « son engagement ne peut pas produire du mana », it pays "
            "nothing.")


def mana_droiture_cost(what: str) -> str:
    return (f"The target has « Droiture »: it « ne peut être la cible d'un sort ou d'une capacité impliquant la "
            f"dépense de mana de corruption », and {what} costs Corruption mana.")


def mana_no_sorcier(what: str) -> str:
    return (f"No disengaged « Sorcier » unit for {what}: « seules les unités possédant la capacité Sorcier peuvent "
            "incanter des sorts ».")


def mana_no_able_sorcier(what: str) -> str:
    return f"No disengaged « Sorcier » can cast {what}: {_MN_COLOUR_QUOTE}."


def mana_caster_barren(name: str) -> str:
    return (f"{name} has « Sorcier » but produces no mana: the caster « doit produire au moins une partie du mana "
            "requis ».")


def mana_caster_pure(name: str, lack: Sequence[MagicType]) -> str:
    return (f"{name} produces Pure mana, which « peut être utilisée pour lancer n'importe quel sort », but no "
            f"{_mn_colours(lack, 'or')} mana, and the « Sorcier » ability allows only spells « correspondant aux "
            "couleurs de mana qu'elle produit ». The rulebook does not settle it: the ways where this Sorcier casts the "
            "spell hold only if Pure mana opens every colour to it.")


def mana_caster_any_colour(name: str) -> str:
    return f"The spell asks for no colour (Any): the Sorcier {name} can cast it with the mana it produces."


def mana_caster_colours(name: str, colours: Sequence[MagicType]) -> str:
    return (f"{name} produces {_mn_colours(colours)} mana: this Sorcier can cast the spell (« des sorts correspondant "
            "aux couleurs de mana qu'elle produit »).")


def mana_caster_some_colours(name: str, have: Sequence[MagicType], lack: Sequence[MagicType]) -> str:
    return (f"{name} produces {_mn_colours(have)} mana, not {_mn_colours(lack, 'or')}: step 2 asks the caster to "
            "produce « au moins une partie du mana requis, dans les bonnes couleurs », which it does, but the "
            "« Sorcier » ability allows only spells « correspondant aux couleurs de mana qu'elle produit ». The "
            "rulebook does not settle it: the ways where this Sorcier casts the spell hold on the first reading only.")


def mana_caster_wrong_colour(name: str, wanted: Sequence[MagicType]) -> str:
    return (f"{name} produces no {_mn_colours(wanted, 'or')} mana: this Sorcier cannot cast the spell "
            f"({_MN_COLOUR_QUOTE}).")


def mana_card_production(what: str, certain: int, open_ways: int) -> str:
    return (f"The rulebook says « Le mana ne peut être produit qu'en engageant les unités (ou équipements) qui le "
            f"génèrent, uniquement au moment où vous tentez de lancer un sort », and {what} is not a spell. Read "
            f"literally, only floating mana and runes pay it: {count(certain, 'way')}; if producers may be engaged "
            f"for a card too: {open_ways} more. Both readings are counted.")


def mana_latent_sorcier(what: str, without: int, floating: int, with_sorcier: int) -> str:
    return (f"The rulebook does not say whether {what} is a spell cast: as a plain cost, {count(without, 'way')} to "
            f"pay; as « Lancer un sort », a Sorcier of its colour engaged, {count(with_sorcier, 'way')}; if it is not "
            "a spell cast, « Le mana ne peut être produit […] qu'au moment où vous tentez de lancer un sort » and only "
            f"floating mana and runes pay: {count(floating, 'way')}. The three readings are counted.")


def mana_latent_one_reading(what: str, cast: bool, floating: bool) -> str:
    def said(ok: bool) -> str:
        return "yes" if ok else "no"
    return (f"{capitalized(what)} is not paid on every reading: as a plain cost, yes; engaging a Sorcier, {said(cast)}; "
            f"with floating mana and runes only, {said(floating)}.")


def mana_only_on_a_reading(what: str, code: str) -> str:
    if code == "une-couleur":
        return (f"{capitalized(what)} can be cast only by a Sorcier producing some of its colours: possible by step 2 "
                "(« au moins une partie du mana requis »), not by the « Sorcier » ability.")
    if code == "pur":
        return (f"{capitalized(what)} can be cast only by a Sorcier of Pure mana that does not produce its colours: "
                "possible if Pure mana « peut être utilisée pour lancer n'importe quel sort », not by the « Sorcier » "
                "ability.")
    return (f"{capitalized(what)} can be paid only by engaging producers, which « uniquement au moment où vous tentez "
            "de lancer un sort » may keep for spells: possible depending on the reading.")


def mana_not_enough(what: str, available: str, cost: str) -> str:
    return (f"The mana at hand ({available}, floating mana and disengaged sources) does not pay {what}, which costs "
            f"{cost}: mana, or the right colours, is missing.")


def mana_ways(fewest: int, spell: bool) -> str:
    if fewest == 0:
        if spell:
            return ("The floating mana and the caster's are enough: no other source is engaged (« Si le mana "
                    "flottant disponible n'est pas suffisant pour lancer le sort, le mana manquant doit être fourni "
                    "en engageant d'autres unités ou équipements »).")
        return "The floating mana is enough: no source is engaged."
    if spell:
        return (f"The floating mana and the caster's are not enough: the shortest way engages "
                f"{count(fewest, 'other source')} (« le mana manquant doit être fourni en engageant d'autres unités "
                "ou équipements »); a source that serves nothing is never engaged.")
    return (f"The shortest way engages {count(fewest, 'source')}; a source that serves nothing is never engaged "
            "(« autant de producteurs de mana que nécessaire »).")


def mana_way_text(way: _MnWay, spell: bool) -> str:
    engaged = ([f"{way.caster} (caster)"] if way.caster else []) + list(way.engaged)
    how = f"engage {listing(engaged)}" if engaged else "the floating mana alone"
    left = mana_amounts(way.left.vector)
    rest = "nothing is left" if left == "no mana" else f"{left} left"
    return f"{how}, spend {mana_amounts(way.spent.vector)}; {rest}"


def mana_way(n: int, way: _MnWay, spell: bool) -> str:
    reading = " (depending on the reading)" if way.reading else ""
    return f"Way {n}{reading}: {mana_way_text(way, spell)}."


def mana_left_lost(text: str) -> str:
    return (f"The mana left ({text}) keeps floating until the end of the turn, then « Le mana non dépensé est "
            "perdu ».")


def mana_summary(answer: _MnAnswer, what: str, ways: int, capped: bool, best: str) -> str:
    counted = f"at least {count(ways, 'way')}" if capped else count(ways, "way")
    if answer is _MnAnswer.NON:
        return f"{capitalized(what)} cannot be paid."
    first = f"; the first: {best}" if best else ""
    if answer is _MnAnswer.OUI:
        return f"{capitalized(what)} can be paid: {counted} to pay{first}."
    return (f"{capitalized(what)} can be paid depending on the reading of a point the rulebook leaves open: {counted} "
            f"to pay{first}.")
# (end of this block)


# --- Spells: « Sorts actifs », « Sorts latents », « Étapes pour lancer un sort » (calculator noxilia/spell) ---
from referee.engine.english import ordinal  # noqa: E402  (this block's own names)

from ..spell_model import ActiveSpell, LatentSpell, SpellScope  # noqa: E402

# The names of a spell ruling: a caster unnamed is « Caster »; latent spells unnamed are A, B, C… (« latent spell A »).
CASTER_NAME = ("Caster", Gender.MASCULINE)
SPELL_WORD = "active spell"
ZONE_WORD = "the zone"
STAGE_START = "At the start"


def latent_name(index: int) -> str:
    return chr(ord("A") + index)


def _spell(name: str) -> str:
    return f"the spell {name}" if name else "the spell"


def _latent(latent: LatentSpell) -> str:
    return f"latent spell {latent.name}"


def by_spell(name: str) -> str:
    return _spell(name)


def by_attack(kind: AttackKind) -> str:
    return _a(ATTACK[kind])


def by_latent(name: str) -> str:
    return f"latent spell {name}"


def stage_latent(name: str) -> str:
    return f"LatentSpell spell {name}"


def stage_spell(name: str) -> str:
    return name or capitalized(SPELL_WORD)


def attack_name(kind: AttackKind) -> str:
    return capitalized(ATTACK[kind])


# Refusals.
ATTACK_KIND_ON_SPELL = '"attack_kind" is for an attack only: leave it out for a spell.'
SPELL_MISSING = "An active spell is cast: describe it (its mana colour at least)."
ZONE_NOT_TARGETED = ('The spell targets units: "zone" is only for a spell whose scope is "zone" or '
                     '"champ-de-bataille".')
SPELL_ON_ATTACK = 'An attack is no spell: leave "spell" out, or set "trigger" to "sort".'
ZONE_ON_ATTACK = 'An attack targets a unit, not a zone: leave "zone" out.'
RAMPART_SPELLS_ONLY = ('"across_rampart" is for a spell only: ramparts block the line of range of spells (« Les '
                       'remparts bloquent la ligne de portée des sorts »).')


def rampart_blocks(unit: Unit) -> str:
    return (f"A rampart stands between the caster and {unit.name}: ramparts block a spell's line of range, from inside "
            "out and from outside in (« Les remparts bloquent la ligne de portée des sorts. De l'intérieur vers "
            "l'extérieur et de l'extérieur vers l'intérieur. »).")


def extra_cost_unselectable(unit: Unit) -> str:
    return (f"{unit.name} has an additional cost: such cards cannot be chosen by spells or abilities that pick "
            "creatures by gold or mana alone (« Les cartes avec un coût supplémentaire ne peuvent être sélectionnées "
            "par les sorts ou capacités qui ciblent des créatures en se basant uniquement sur l'or ou le mana. »).")


def gold_missing(unit: Unit) -> str:
    return f"The spell picks its targets by their gold cost: give {unit.name}'s."


def gold_over(unit: Unit, gold: int, at_most: int) -> str:
    return f"{unit.name} costs {gold} gold: the spell targets only units costing {at_most} or less, as its card says."


# Placing a latent spell: « Sorts latents ».
PLACEMENT_ONLY = '"placement_mana" is only for placing a latent spell ("trigger" set to "pose").'
PLACED_MISSING = 'A latent spell is placed: describe it in "spell" (its mana type at least).'
PLACE_UNDER_A_UNIT = ('This calculator places the latent spell under a unit (the target); under an allied zone the '
                      'rule is the same: leave "zone" out.')
_PAID_BY = {"flottant": "floating mana", "sorcier": "the mana of the « Sorcier », who engages",
            "autre": "the mana of another unit or an equipment, engaged"}


def place_under_one(targets: int) -> str:
    return f"A latent spell is placed under a single unit: give one, not {targets}."


def place_under_enemy(unit: Unit) -> str:
    return (f"{unit.name} is not on your side: a latent spell is placed under an allied unit or zone (« sous une unité "
            'ou une zone alliée »); set its camp to "allie".')


def placed(name: str, unit: Unit, cost: int, paid_by: str) -> str:
    what = f"Latent spell {name}" if name else "The latent spell"
    return (f"{what} is placed face down under {unit.name}, an allied unit, for {cost} mana of any type (« pour un coût "
            f"de {cost} mana quelconque »): any type pays it, here {_PAID_BY[paid_by]}.")


def _can(allowed: bool) -> str:
    return "it can be placed" if allowed else "it cannot be placed"


def open_placing(plain: bool, casting: bool, floating_only: bool) -> str:
    return ("The rules give the price of placing, but do not say whether placing a latent spell is casting a spell (an "
            "engaged « Sorcier » of its colour, mana produced only when casting, « uniquement au moment où vous tentez "
            f"de lancer un sort »). Reading 1, a plain cost: {_can(plain)}. Reading 2, casting a spell: it takes an "
            f"unengaged « Sorcier » producing its colour, {_can(casting)}. Reading 3, a cost for which no mana is "
            f"produced: only floating mana pays, {_can(floating_only)}.")


def place_summary(name: str, unit: Unit, plain: bool, casting: bool, floating_only: bool) -> str:
    what = f"Latent spell {name}" if name else "The latent spell"
    verdicts = [f"reading {n}: {'yes' if ok else 'no'}" for n, ok in enumerate((plain, casting, floating_only), 1)]
    return f"{what} placed under {unit.name} for 1 mana of any type: " + "; ".join(verdicts) + "." + SILENT_NOTE


def not_a_sorcerer(unit: Unit) -> str:
    return (f"{unit.name} does not have the « Sorcier » ability: only units with it may cast spells (« seules les "
            "unités possédant la capacité Sorcier peuvent incanter des sorts »).")


def caster_engaged(unit: Unit) -> str:
    return f"{unit.name} is already engaged: {_CANNOT_ENGAGE_AGAIN}; it cannot cast a spell before the next turn starts."


def colours_missing(unit: Unit) -> str:
    return (f"Give the mana colours {unit.name} produces: the caster may only cast spells of a colour it produces "
            "(« Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »).")


def _mana_of(magic_type: MagicType) -> str:
    return "pure mana" if magic_type is MagicType.PURE else f"{MAGIC_TYPE[magic_type]} mana"


def wrong_colour(unit: Unit, produces: Sequence[MagicType], magic_type: MagicType) -> str:
    colours = listing((MAGIC_TYPE[m] for m in produces), "or")
    return (f"{unit.name} produces {colours} mana: the caster may only cast spells of a colour it produces (« Le "
            f"lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »); {_a(SPELL[magic_type])} "
            f"needs {_mana_of(magic_type)}, or pure mana, which casts any spell (« peut être utilisée pour lancer "
            "n'importe quel sort »).")


def droiture_target(unit: Unit) -> str:
    return (f"{unit.name} has « Droiture »: it cannot be the target of a spell spending Corruption mana (« L'unité ne "
            "peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption »).")


def one_attacked(targets: int) -> str:
    return (f"An attack names one target (« l'unité attaquante s'engage et désigne une cible »): give a single unit, "
            f"not {targets}.")


def attack_an_ally(unit: Unit) -> str:
    return f"{unit.name} is on your side: an attack targets an enemy unit (« une unité ennemie »)."


def too_many_latents(most: int) -> str:
    return f"At most {count(most, 'latent spell')} in all: so the calculator bounds the chains of answers."


def latent_type_missing(name: str) -> str:
    return f"LatentSpell spell {name} deals damage: give its mana type (for resistances and « Droiture »)."


def zone_has_no_armor(name: str) -> str:
    return f"LatentSpell spell {name} lies under a zone: a zone has no armor to raise."


def zone_is_no_unit(name: str) -> str:
    return (f'LatentSpell spell {name} lies under a zone: "porteur" names no unit to strike or engage; choose '
            '"source".')


# Casting: « Étapes pour lancer un sort ».
def caster_engages(caster: Unit, name: str) -> str:
    return (f"Step 1: {caster.name}, who has « Sorcier », engages to cast {_spell(name)}; its mana production is "
            "generated at once, as floating mana.")


def colour_fits(caster: Unit, magic_type: MagicType, pure: bool) -> str:
    if pure:
        return (f"Step 2: {caster.name} produces pure mana, which casts any spell (« peut être utilisée pour lancer "
                f"n'importe quel sort »), {_a(SPELL[magic_type])} included.")
    return (f"Step 2: {caster.name} produces {_mana_of(magic_type)}, the colour of {_a(SPELL[magic_type])} (« Le "
            "lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »).")


MANA_PAID = ("Steps 2 to 4: the mana needed is produced, completed and spent; this calculator takes it as paid (the "
             "mana calculator rules on it).")


def targets(spell: ActiveSpell, names: Sequence[str], zone: bool) -> str:
    who = listing(names)
    where = {SpellScope.UNIT: f"it targets {who}", SpellScope.ZONE: f"it targets a zone, where it strikes {who}",
             SpellScope.BATTLEFIELD: f"it affects the whole battlefield, where it strikes {who}"}[spell.scope]
    return (f"{capitalized(_spell(spell.name))} is an active spell, played from the hand and resolved at once (« Joués "
            f"depuis la main, ils se résolvent immédiatement »): {where}.")


def turned_face_up(unit: Unit, by: str) -> str:
    return (f"{unit.name} was face down: it is turned face up, as units are when targeted (« Si elles sont la cible "
            f"d'une attaque, d'un sort, ou d'une capacité »), here by {by}.")


def effect(spell: ActiveSpell) -> str:
    parts = []
    if spell.damage is not None:
        armor = " ignoring armor" if spell.ignores_armor else ""
        parts.append(f"{spell.damage} magic damage{armor} to each target")
    if spell.engages:
        parts.append("engaging each target")
    what = listing(parts) if parts else "its effect, which this calculator follows only for damage and engaging"
    return f"Step 5: the effect of {_spell(spell.name)} is carried out, {what}."


def discarded(name: str, cancelled: bool) -> str:
    status = ", cancelled," if cancelled else ""
    return f"Step 6: {_spell(name)}{status} is placed on top of its player's graveyard."


def no_effect_cancelled(name: str) -> str:
    return f"Step 5: {_spell(name)} is cancelled, its effect does not apply."


def dead_caster_no_effect(caster: Unit, name: str) -> str:
    return f"{caster.name} died before step 5: on this reading, {_spell(name)} does not apply."


def engaged_by(unit: Unit, by: str) -> str:
    return f"{unit.name} is engaged by {by}."


def already_engaged(unit: Unit, by: str) -> str:
    return f"{unit.name} is already engaged: {_CANNOT_ENGAGE_AGAIN} ({by})."


def solide_stays(unit: Unit, by: str) -> str:
    return (f"{unit.name} has « Solide », it cannot be engaged by an adverse spell or ability (« l'unité ne peut pas "
            f"être engagée par un sort ou une capacité adverse »): {by} does not engage it.")


def already_dead(unit: Unit) -> str:
    return f"{unit.name} is already dead: the effect does not apply to it."


# LatentSpell spells: « Sorts latents », Combat 2.
def reveals(latent: LatentSpell, holder: str, cause: str) -> str:
    paid = f", {latent.cost} mana" if latent.cost is not None else ""
    return (f"{capitalized(_latent(latent))}, under {holder}, is set off by {cause}: its player, who laid it under an "
            f"allied unit or zone, chooses to reveal it and pays its mana value{paid}.")


def keeps_hidden(latent: LatentSpell, holder: str, cause: str) -> str:
    return (f"{capitalized(_latent(latent))}, under {holder}, could be set off by {cause}: its player chooses to leave "
            "it face down (they go off « si le joueur le choisit »).")


def forced(latent: LatentSpell) -> str:
    return f"Combat 2 read to the letter (« ce sort est immédiatement révélé et résolu »): {_latent(latent)} is revealed."


def in_order(names: Sequence[str]) -> str:
    return (f"{count(len(names), 'latent spell')} revealed together ({listing(names)}): they resolve one after the "
            "other, in this order.")


def turned_over(latent: LatentSpell, holder: str, order: int) -> str:
    return f"{capitalized(_latent(latent))} is turned over (under {holder}): {ordinal(order)} latent spell resolved."


def latent_cancelled(latent: LatentSpell) -> str:
    return f"{capitalized(_latent(latent))} is cancelled: its effect does not apply."


def armor_bonus(latent: LatentSpell, unit: Unit, before: int, after: int) -> str:
    return (f"{capitalized(_latent(latent))} gives {unit.name} +{after - before} armor ({before} → {after}), as its "
            "card says.")


def no_unit_hit(latent: LatentSpell) -> str:
    return f"{capitalized(_latent(latent))} strikes no unit: what set it off is none."


def droiture_spares(unit: Unit, name: str) -> str:
    return (f"{unit.name} has « Droiture », it cannot be the target of a spell spending Corruption mana (« L'unité ne "
            "peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption »): latent "
            f"spell {name} has no effect on it.")


def cancels(latent: LatentSpell, what: str) -> str:
    return (f"{capitalized(_latent(latent))} cancels {what}, as its card says (« Le texte indiqué sur les cartes "
            "remplace les règles du jeu quand il y a contradiction »).")


def cancels_attack(latent: LatentSpell) -> str:
    return cancels(latent, "the attack")


def too_late(latent: LatentSpell, what: str) -> str:
    return f"{capitalized(_latent(latent))} would cancel {what}, but its effect has already applied: nothing is cancelled."


# An attack: Combat 1 to 4.
def attack_declared(attacker: Unit, target: Unit, kind: AttackKind) -> str:
    return f"Combat 1: {attacker.name} engages and names {target.name} as the target of {_a(ATTACK[kind])}."


def no_latent_on_attack(target: Unit) -> str:
    return f"Combat 2: no latent spell set off by an attack lies under {target.name}."


def attack_cancelled(attacker: Unit) -> str:
    return (f"The attack is cancelled: {attacker.name} stays engaged (« l'unité attaquante s'engage »), no damage is "
            "dealt.")


def destroyed_before_damage(unit: Unit) -> str:
    return (f"{unit.name} died before the damage, destroyed at once (« immédiatement détruite ») as any unit at 0 life "
            "or less: the attack goes no further.")


ATTACK_NOW = ("Combat 3 and 4: the latent spells resolved before the damage (« avant que les dégâts ne soient "
              "infligés »), the attack applies to the units as they left them.")


# Open points.
def other_outcome(fates: Sequence[str], cancelled_there: bool, cancelled_here: bool) -> str:
    text = "; ".join(fates)
    if cancelled_there:
        text += "; the spell or attack is cancelled there"
    if cancelled_here:
        text += "; nothing is cancelled there"
    return text


def _readings(other: str | None) -> str:
    return f" On the other reading: {other}." if other else " The outcome is the same on both readings."


OPEN_REVEAL_IS_CASTING = ("Revealing a latent spell costs its mana value (« Pour révéler un sort latent il faut payer sa "
                          "valeur de mana »), but the rules do not say whether revealing it, or placing it for 1 mana "
                          "of any type, is casting a spell. The calculator keeps to that price, paid; on the other "
                          "reading it needs an unengaged « Sorcier » producing its colour (steps 1 and 2), and mana is "
                          "produced only when casting a spell (« qu'au moment où vous tentez de lancer un sort »).")


def open_spell_latents_timing(other: str | None) -> str:
    return ("The rules do not say when latent spells set off by a spell resolve: for an attack, Combat 2 resolves them "
            "before the damage (« avant que les dégâts ne soient infligés »); the calculator does the same before the "
            "spell's effect, the other reading resolves them after it." + _readings(other))


def open_answer_timing(other: str | None) -> str:
    return ("A latent spell may go off in answer to another (« se révéler en réaction à d'autres sorts latents »), but "
            "the rules do not say whether it resolves before the one it answers or after: the calculator resolves it "
            "before (so it can cancel it), the other reading after." + _readings(other))


def open_order(names: Sequence[str], two_players: bool, other: str | None) -> str:
    who = ("nor, both players having some, which goes first. The calculator keeps the order given" if two_players
           else "nor who decides it. The calculator keeps the order given, the one their player reveals them in")
    return (f"Several latent spells go off together ({listing(names)}): the player may reveal several (« le joueur "
            f"peut en révéler plusieurs »), but the rules do not say in which order they resolve, {who}; the other "
            "reading takes the reverse order." + _readings(other))


def open_forced_reveal(other: str | None) -> str:
    return ("Combat 2 says a latent spell set off by an attack is revealed at once (« est immédiatement révélé et "
            "résolu ») and that the player may reveal only one (« choisir de n'en révéler qu'un seul »); Sorts latents "
            "says they go off only if the player chooses (« si le joueur le choisit »). The calculator follows the "
            "player's choice, who reveals none; the other reading makes them reveal one, the first given."
            + _readings(other))


def open_dead_caster(name: str, other: str | None) -> str:
    return (f"The caster dies before step 5: the rules do not say whether {_spell(name)}, cast and paid for, is still "
            "carried out. The calculator carries it out; the other reading cancels it." + _readings(other))


def open_cancelled_mana(name: str) -> str:
    return (f"{capitalized(_spell(name))} is cancelled by a latent spell's card, a case the rules do not provide for: "
            "the calculator counts its mana as spent, step 4 coming before the effect, and its card as discarded "
            "(step 6); the other reading gives the mana back as floating mana, usable until the end of the turn.")


def open_latents_of_the_dead(unit: Unit, names: Sequence[str]) -> str:
    return (f"{unit.name} died with {count(len(names), 'latent spell')} still face down under it ({listing(names)}): "
            "the rules do not say what becomes of them. The calculator sets them off no more; on the other reading "
            "they stay in play and may still answer a latent spell.")


def to_graveyard(names: Sequence[str]) -> str:
    return f"The spell cards played go to the graveyard (« Cimetière (unités mortes, sorts joués) »): {listing(names)}."


# The summary.
def spell_head(spell: ActiveSpell, caster: Unit, targets: Sequence[Unit]) -> str:
    what = (f"{capitalized(_spell(spell.name))} ({_a(SPELL[spell.magic_type])})" if spell.name
            else capitalized(_a(SPELL[spell.magic_type])))
    return f"{what} by {caster.name} on {listing(t.name for t in targets)}"


def spell_summary(head: str, revealed: Sequence[str], cancelled: bool, attack: bool, fates: Sequence[str],
                  silent: bool) -> str:
    parts = [f"{count(len(revealed), 'latent spell')} revealed ({listing(revealed)})" if revealed
             else "no latent spell revealed"]
    if cancelled:
        parts.append("the attack is cancelled" if attack else "the spell is cancelled")
    return f"{head}: " + "; ".join([*parts, *fates]) + "." + (SILENT_NOTE if silent else "")
# (end of this block)


# --- Movement and zones: « Déplacement », « Plateau », « Zones spéciales », « Brouillard de guerre », captures (calculator noxilia/movement) ---
from ..movement_model import Answer as _MvAnswer  # noqa: E402  (this block's own names)
from ..movement_model import DestinyCard as _MvDestinyCard  # noqa: E402
from ..movement_model import MoveKind as _MvKind  # noqa: E402
from ..movement_model import Pile as _MvPile  # noqa: E402
from ..movement_model import Zone as _MvZone  # noqa: E402

_MV_PLACES = {"commandement": "« zone de commandement »", "tiers": "« zone tiers »", "rempart1": "« Rempart 1 »",
              "rempart2": "« Rempart 2 »", "champ1": "« Champ de bataille » 1", "champ2": "« Champ de bataille » 2"}
MV_KIND = {_MvKind.MOVE: "« Déplacement » (move)", _MvKind.CHARGE: "Charge", _MvKind.RETREAT: "« Repli » (retreat)",
           _MvKind.EQUIP: "« Déplacer et équiper » (move and equip)",
           _MvKind.HEAL: "« Déplacer et soigner » (move and heal)"}
"""The actions that move a unit: their French names, glossed."""
MV_ABILITY = {"volant": "« Volant » (flying)", "infiltrateur": "« Infiltrateur »"}
MV_ANSWER = {_MvAnswer.YES: "allowed", _MvAnswer.NO: "refused", _MvAnswer.DEPENDS: "allowed on one reading"}


def mv_zone(zone: _MvZone) -> str:
    """« player 1's « zone de commandement » »."""
    return f"player {zone.side}'s {_MV_PLACES[zone.kind]}"


def _mv_of(zone: _MvZone) -> str:
    return f"from {mv_zone(zone)}"


def _mv_to(zone: _MvZone) -> str:
    return f"to {mv_zone(zone)}"


def _mv_kind(kind: _MvKind) -> str:
    return MV_KIND[kind]


def mv_unit_name(index: int) -> str:
    return f"Unit {index + 1}"


def mv_no_such_unit(index: int, units: int) -> str:
    return f"There is no unit at place {index}: the board holds {units}, numbered from 0 to {units - 1}."


MV_TARGET_ONLY_FOR_CHARGE = "Only a Charge names a target: remove \"target\" or declare a Charge."


def mv_path_missing(kind: _MvKind) -> str:
    return f"A {_mv_kind(kind)} enters at least one zone: give the path, zone by zone."


def mv_board_over_cap(zone: _MvZone, player: int, units: int) -> str:
    return (f"{capitalized(mv_zone(zone))} holds {count(units, 'unit')} of player {player}: « Une zone ne peut "
            "contenir plus de 5 unités de chaque joueur » (at most 5 units of each player in a zone).")


def mv_control_twice(zone: _MvZone) -> str:
    return f"{capitalized(mv_zone(zone))} is given twice among the captured zones: one player controls it."


def mv_board(name: str, start: _MvZone, player: int) -> str:
    return (f"{name}, a unit of player {player}, starts from {mv_zone(start)}. Each half of the board has three rows "
            "of two zones (command and third zone, « Rempart 1 » and « Rempart 2 », two battlefields), the front rows "
            "facing each other: a zone is adjacent to its neighbour in its row and to the next one in its column.")


def mv_engaged(name: str, kind: _MvKind) -> str:
    return (f"{name}'s card is already turned: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas "
            f"redressée » (an engaged unit cannot engage again); no {_mv_kind(kind)} before the next start of turn.")


def mv_engages(name: str, kind: _MvKind) -> str:
    return f"{name} engages for its {_mv_kind(kind)}: its card is turned until the next start of turn."


MV_REASON_FAST_MARCH = "« Marche rapide »"
MV_REASON_HEAL = "a heal"
MV_REASON_EQUIP = "taking up an equipment"
MV_REASON_CHARGE = "a Charge"
MV_REASON_RETREAT = "a « Repli »"


def mv_too_far(kind: _MvKind, zones: int, most: int) -> str:
    return f"A {_mv_kind(kind)} enters {count(most, 'zone')} at most: the path gives {zones}."


def mv_needs_fast_march(name: str, kind: _MvKind, zones: int) -> str:
    return (f"{name} lacks « Marche rapide »: without it, a {_mv_kind(kind)} of {count(zones, 'zone')} is too long "
            "(2 zones for a move, 1 for a Charge).")


def mv_fast_march(name: str, kind: _MvKind, zones: int) -> str:
    return f"{name} uses its « Marche rapide »: a {_mv_kind(kind)} of {count(zones, 'zone')}, at the cost of 1 armor."


def mv_within_reach(kind: _MvKind, zones: int) -> str:
    return f"A {_mv_kind(kind)} of {count(zones, 'zone')}: within the action's limit."


def mv_diagonal(here: _MvZone, there: _MvZone) -> str:
    return (f"From {mv_zone(here)} to {mv_zone(there)} the step is diagonal: the rulebook draws no board and does not "
            "say whether these zones are adjacent. Adjacent, the step is allowed; otherwise it is refused.")


def mv_not_adjacent(here: _MvZone, there: _MvZone) -> str:
    return f"{capitalized(mv_zone(there))} is not adjacent to {mv_zone(here)}: a step goes to an adjacent zone."


def mv_through_full(zone: _MvZone) -> str:
    return (f"{capitalized(mv_zone(zone))}, passed through, already holds 5 allied units: the rulebook does not say "
            "whether a unit only passing through counts among the 5. The ruling lets it pass; if the referee counts "
            "it, the step is refused.")


def mv_ability_cancelled(name: str, abilities: Sequence[str], here: _MvZone, there: _MvZone) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{name} cannot leave {mv_zone(here)}, held by enemies, for {mv_zone(there)}, an enemy zone too: its "
            f"{held} was cancelled earlier in this move by an Intercepteur (« si une unité volante ou infiltratrice "
            "entre dans une zone contenant un intercepteur, sa capacité est annulée »).")


def mv_ability_passes(name: str, ability: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{name} leaves {mv_zone(here)}, held by enemies, for {mv_zone(there)}, an enemy zone too: its "
            f"{MV_ABILITY[ability]} allows it.")


def mv_force(name: str, here: _MvZone, there: _MvZone, damage: int) -> str:
    return (f"{name} leaves {mv_zone(here)}, held by enemies, for {mv_zone(there)}, an enemy zone too, by « Passage "
            f"en force »: it takes {damage} damage.")


def mv_enemy_to_enemy(name: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{name} cannot leave {mv_zone(here)}, held by enemies, for {mv_zone(there)}, an enemy zone too: « Une "
            "unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone ennemie », "
            "save with « Infiltrateur », « Volant » or « Passage en force », which it lacks.")


def mv_intercepted(name: str, abilities: Sequence[str], there: _MvZone, interceptors: Sequence[str]) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{capitalized(mv_zone(there))} holds the « Intercepteur » {listing(interceptors)}: entering it, {name} "
            f"loses its {held} (« sa capacité est annulée »), for the rest of the move too.")


def mv_allied_interceptor(name: str, abilities: Sequence[str], there: _MvZone, allied: Sequence[str]) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{capitalized(mv_zone(there))} holds an allied « Intercepteur » ({listing(allied)}): the ability says « un "
            f"intercepteur », not an enemy one. The ruling lets {name} keep its {held}; if the referee applies the "
            "allied « Intercepteur », it is cancelled.")


def mv_primo_turned(name: str, zone: _MvZone) -> str:
    return (f"{name} arrives at {mv_zone(zone)}: its first treasure is turned face up (« retourné n'est pas "
            "capturé », the capture comes at the end of the turn).")


def mv_no_heal(name: str) -> str:
    return f"{name} has neither « Soin » nor « Purification », which this action needs."


def mv_charge_from_enemies(name: str, start: _MvZone) -> str:
    return (f"{name} cannot charge: {mv_zone(start)} holds enemies, and « Une unité ne peut charger qu'à partir d'une "
            "zone sans ennemis » (only from a zone without enemies).")


def mv_charge_from_clear(name: str, start: _MvZone) -> str:
    return f"{name} charges from {mv_zone(start)}, which holds no enemy: the Charge is allowed."


def mv_charge_ally(name: str, target: str) -> str:
    return f"{target} is an allied unit: {name} charges enemy units only."


def mv_target_elsewhere(target: str, zone: _MvZone, arrival: _MvZone) -> str:
    return (f"{target} stands in {mv_zone(zone)}, not in the zone the Charge reaches ({mv_zone(arrival)}): the Charge "
            "attacks a unit of the zone it arrives in.")


def mv_charge_nobody(name: str, arrival: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} holds no enemy: a Charge moves « et effectue une attaque au corps à "
            f"corps » (and makes a melee attack), and {name} would find nobody to attack there.")


def mv_charge_attack(name: str, target: str, arrival: _MvZone) -> str:
    return (f"{name} arrives at {mv_zone(arrival)} and attacks {target} in melee (its damage: the attack calculator, "
            "as a Charge).")


def mv_brother_retreat(name: str) -> str:
    return (f"{name} has « Frère d'arme », which « ne peut pas faire de retraite »: the rulebook does not say whether a "
            "« Repli » is a « retraite ». The ruling applies the « Repli »; if the referee counts it as one, it is "
            "refused.")


def mv_infiltrator_needs_no_retreat(name: str) -> str:
    return (f"{name} has « Infiltrateur »: « Pas de repli nécessaire », a plain move takes it into an enemy zone too, "
            "without the armor malus.")


def mv_retreat_without_enemy(name: str, start: _MvZone) -> str:
    return (f"{capitalized(mv_zone(start))} holds no enemy: a « Repli » starts « d'une zone occupée par une unité "
            f"ennemi », and {name} can make a plain move.")


def mv_retreat_away(name: str, arrival: _MvZone, command: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} is no nearer to {mv_zone(command)}: a « Repli » goes « en direction de sa "
            f"zone de commandement », and {name} would move away from it.")


def mv_retreat_into_enemies(name: str, arrival: _MvZone) -> str:
    return (f"{name} falls back to {mv_zone(arrival)}, « une zone occupée par une unité ennemie »: to the letter, and as "
            "the move's rule points to « Repli » when « l'arrière serait bloqué » (the way back is blocked), it is "
            "allowed; read as a retreat to a zone not occupied, it is refused (leaving enemies for another enemy zone).")


def mv_retreat_to_clear(name: str, arrival: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} holds no enemy, and a « Repli » goes « vers une zone occupée par une "
            "unité ennemie »: to the letter this is no « Repli » (a plain move takes it there, without a malus); read "
            f"as « a zone not occupied », {name}'s « Repli » is allowed.")


MV_MALUS_CHARGE = "the Charge"
MV_MALUS_RETREAT = "the « Repli »"
MV_MALUS_FAST_MARCH = "« Marche rapide »"


def mv_malus(name: str, why: str, malus: int, total: int) -> str:
    tail = f" ({total} in all)" if total != malus else ""
    return f"{name} takes -{malus} armor for {why}, until the end of the turn{tail}."


def mv_over_cap(zone: _MvZone, player: int, units: int) -> str:
    return (f"{capitalized(mv_zone(zone))} would hold {count(units, 'unit')} of player {player}: « Une zone ne peut "
            "contenir plus de 5 unités de chaque joueur » (at most 5).")


def mv_cap(zone: _MvZone, player: int, units: int) -> str:
    return f"{capitalized(mv_zone(zone))} will hold {count(units, 'unit')} of player {player}, 5 at most."


def mv_rampart(name: str, zone: _MvZone) -> str:
    return (f"{name} arrives on an enemy rampart, {mv_zone(zone)}: its card may give attack maluses to the opponent or "
            "bonuses to the defenders.")


def mv_rampart_flyers_here(name: str, flyers: Sequence[str]) -> str:
    return (f"{name} flies, but {listing(flyers)}, an enemy flyer, is there: the rampart's effects apply (« sauf si des "
            "unités volantes ennemies sont présentes »).")


def mv_rampart_flying(name: str) -> str:
    return f"{name} flies and no enemy flyer is there: the rampart's effects are ignored."


def mv_rampart_flyers_elsewhere(name: str, flyers: Sequence[str]) -> str:
    return (f"Enemy flyers are elsewhere on the board ({listing(flyers)}): the rulebook says « sauf si des unités "
            "volantes ennemies sont présentes » without saying where. Present in the zone only, the effects are "
            f"ignored; anywhere, they apply to {name}.")


def mv_rampart_climber(name: str) -> str:
    return f"{name} has « Grimpeur »: it ignores the melee attack maluses ramparts impose."


def mv_revealed_by_action(name: str, reasons: Sequence[str]) -> str:
    return (f"{name}'s card is turned face up: {listing(reasons)} is « une action différente d'un déplacement "
            "simple » (more than a simple move).")


def mv_ability_simple_open(name: str) -> str:
    return ("The rulebook gives « Marche rapide » as an example of more than « un déplacement simple », but says "
            "nothing of moving by « Volant », « Infiltrateur » or « Passage en force ». The ruling turns "
            f"{name}'s card face up; read as a simple move, it would stay face down.")


def mv_revealed_as_target(name: str) -> str:
    return f"{name}'s card, the Charge's target, is turned face up."


def mv_revealed_near(names: Sequence[str]) -> str:
    return f"Cards turned face up, an enemy unit being in their zone: {listing(names)} (« à moins d'une zone »)."


def mv_fog_within_one(names: Sequence[str]) -> str:
    return (f"An enemy unit is in a zone adjacent to {listing(names)}: the rulebook says « à moins d'une zone », "
            "which may mean the same zone (their cards stay face down) or up to one zone away (they are turned).")


def mv_fog_rampart(names: Sequence[str]) -> str:
    return (f"Stay face down though enemies are near: {listing(names)} (« excepté lorsqu'elles sont placées sur un "
            "rempart »).")


MV_FOG_STAYS = ("A card turned face up stays so « jusqu'à la fin de la partie, sauf capacité ou effet spécial "
                "précisé » (for the rest of the game).")


def mv_reach(name: str, here: _MvZone, zones: Sequence[_MvZone], enemies: Sequence[str], close: bool) -> str:
    own = " (its own too: « Tir de proximité »)" if close else ""
    targets = f"; enemies in reach: {listing(enemies)}" if enemies else "; no enemy in reach"
    return (f"From {mv_zone(here)}, {name}'s ranged attack aims at an adjacent zone{own}: "
            f"{listing([mv_zone(z) for z in zones])}{targets}.")


def mv_reach_rampart(name: str, zones: Sequence[_MvZone]) -> str:
    return (f"A rampart stands between {name} and {listing([mv_zone(z) for z in zones])}: ramparts « bloquent aussi la "
            "ligne de vue » save « Vue perçante », but the rulebook does not say a ranged attack needs the line of "
            "sight. If it does, these targets are out of reach; if not, they can be aimed at.")


def mv_reach_keen(name: str) -> str:
    return f"{name} has « Vue perçante »: ramparts do not block its line of sight."


def mv_treasure_captured(zone: _MvZone, player: int, treasures: int) -> str:
    return (f"Were the turn to end so, player {player} would capture the treasure of {mv_zone(zone)}: it has at least "
            "one unit there and the opponent none; it turns the treasure face up and equips one of its units with it.")


def mv_treasures_one_a_turn(zone: _MvZone, left: int) -> str:
    return (f"« Si une case contient plusieurs cartes trésors, une seule est dévoilée à chaque fin de tour » (one a "
            f"turn): {count(left, 'treasure')} {'waits' if left == 1 else 'wait'} in {mv_zone(zone)}.")


def mv_zone_captured(zone: _MvZone, player: int) -> str:
    return (f"Were the turn to end so, player {player} would capture {mv_zone(zone)}: it keeps at least one unit there "
            "and the opponent has none left.")


def mv_field_yields_nothing(zone: _MvZone) -> str:
    return (f"A battlefield zone, {mv_zone(zone)}: « Les zones du champ de bataille ne rapportent rien » (they yield "
            "nothing).")


def mv_third_zone_card(zone: _MvZone, player: int) -> str:
    return ("The rulebook gives each player « trois » zone cards (card types), then « ses 4 cartes de zone "
            "(commandement, mur *2, salle complémentaire) » (set-up): with four, the card of "
            f"{mv_zone(zone)} is turned towards player {player}; with three, it does not say which one is missing.")


def mv_zone_card_turned(zone: _MvZone, player: int) -> str:
    return (f"The card of {mv_zone(zone)} is turned towards player {player}, who from then on has its effects or "
            "income.")


def mv_command_captured(zone: _MvZone) -> str:
    return (f"{capitalized(mv_zone(zone))} is « particulièrement sensible »: its capture « peut empêcher de piocher » "
            "(may stop the drawing).")


MV_CAPTURE_ORDER = "At the end-of-turn step, treasures are captured first, then zones."
MV_NO_CAPTURE = "Were the turn to end so, no treasure and no zone would change hands."


def mv_summary(answer: _MvAnswer, name: str, kind: _MvKind, start: _MvZone, arrival: _MvZone, malus: int,
               force: int, revealed: int, captures: int) -> str:
    head = f"{capitalized(MV_KIND[kind])} of {name} {_mv_of(start)} {_mv_to(arrival)}: {MV_ANSWER[answer]}"
    if start is arrival:
        head = f"{capitalized(MV_KIND[kind])} of {name} in place, in {mv_zone(start)}: {MV_ANSWER[answer]}"
    parts = [head]
    if answer is not _MvAnswer.NO:
        if malus:
            parts.append(f"-{malus} armor until the end of the turn")
        if force:
            parts.append(f"{force} damage from « Passage en force »")
        if revealed:
            parts.append(f"{count(revealed, 'card')} turned face up")
    if captures:
        parts.append(f"{count(captures, 'capture')} were the turn to end so")
    return "; ".join(parts) + "."


MV_DESTINY_CARD = {
    "arrivee-d-un-dragon": "Arrivée d'un dragon dans la région", "inondation-de-la-vallee": "Inondation de la vallée",
    "maelstrom-de-magie-primitive": "Maelström de magie primitive", "printemps-prosperes": "Printemps prospères",
    "brouillard": "Brouillard", "lune-de-sang": "Lune de sang", "peste-noire": "Peste noire", "tempete": "Tempête",
    "tremblement-de-terre": "Tremblement de terre", "incendie-monstrueux": "Incendie Monstrueux",
    "dechainement-lunaire": "Déchaînement lunaire", "brouillard-mortel": "Brouillard mortel"}
"""The destiny cards keep their French names, as cards of a French game."""
MV_DESTINY_PILE = ("The destiny pile: the 10 « Main du destin » cards shuffled on top, then the 6 « Main de "
                   "l'apocalypse » cards shuffled; one card is drawn at the start of each turn.")


def _mv_card(card: _MvDestinyCard) -> str:
    return f"« {MV_DESTINY_CARD[card.value]} »"


def mv_destiny_turn(turn: int, apocalypse: bool, left: int) -> str:
    pile = "a « Main de l'apocalypse » (« après le tour 10 »)" if apocalypse else "a « Main du destin »"
    return f"At the start of turn {turn}, the card drawn is {pile}, among {count(left, 'card')} left."


def mv_destiny_remaining(cards: Sequence[tuple[_MvDestinyCard, int]], left: int) -> str:
    listed = listing([f"{copies} {_mv_card(card)}" for card, copies in cards])
    return f"Left: {listed}; each copy has one chance in {left} of being drawn."


def mv_destiny_exhausted(turn: int) -> str:
    return (f"At turn {turn}, the 16 cards of the destiny pile have all been drawn: the rulebook does not say what is "
            "drawn then. No card (as a player whose pile is empty « ne pioche plus de cartes »), the 6 « Main de "
            "l'apocalypse » cards shuffled again, all 16 cards shuffled again, or the last one's effect going on: for "
            "the referee to decide.")


def mv_destiny_summary(turn: int, pile: _MvPile) -> str:
    if pile is _MvPile.EXHAUSTED:
        return f"Destiny pile exhausted at turn {turn} (not settled)."
    drawn = "« Main de l'apocalypse »" if pile is _MvPile.APOCALYPSE else "« Main du destin »"
    return f"Turn {turn}: a {drawn} is drawn."


def mv_destiny_drawn_count(turn: int, drawn: int, expected: int) -> str:
    return (f"Before turn {turn}, {count(expected, 'destiny card')} {'was' if expected == 1 else 'were'} drawn, one a "
            f"turn: the list gives {drawn}.")


def mv_destiny_out_of_order(position: int, card: _MvDestinyCard) -> str:
    if card.apocalypse:
        return (f"{_mv_card(card)}, drawn in position {position}, is a « Main de l'apocalypse »: the 10 « Main du "
                "destin » cards lie on top of the pile.")
    return (f"{_mv_card(card)}, drawn in position {position}, is a « Main du destin »: after the first 10, the pile "
            "holds only « Main de l'apocalypse » cards.")


def mv_destiny_too_many(card: _MvDestinyCard, times: int) -> str:
    return f"{_mv_card(card)} is drawn {times} times: the destiny pile holds only {count(card.copies, 'copy', 'copies')}."


def mv_enemy_controlled(name: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{capitalized(mv_zone(there))} holds no enemy, but the opponent controls it: « une autre zone ennemie » may "
            "be a zone occupied by enemies, as the one left (the step is allowed), or a zone the enemy controls (the "
            f"step is refused, {name} leaving {mv_zone(here)}, held by enemies).")


def mv_enemy_controlled_ability(name: str, there: _MvZone) -> str:
    return (f"{capitalized(mv_zone(there))}, which the opponent controls, holds no enemy: if « zone ennemie » means a "
            f"zone the enemy controls, {name} enters it by its ability (with « Passage en force »: its damage too); "
            "otherwise it enters without it.")


def mv_fog_keen_sight(names: Sequence[str]) -> str:
    return (f"An enemy unit with « Vue perçante » is near {listing(names)}, on a rampart: « Vue perçante » « Permet de "
            "voir les unités sur les remparts », without saying whether their cards are then turned. The ruling leaves "
            "them face down; if the referee turns them, they are face up.")


def mv_reinforcements_third(player: int) -> str:
    return f"Player {player}'s command zone is full: its reinforcements « arrivent dans la zone tiers » (the third zone)."


def mv_reinforcements_blocked(player: int) -> str:
    return (f"Player {player}'s command and third zones are full: its reinforcements « restent bloquées dans la file "
            "de renfort » (stay in the reinforcement line).")


def mv_reinforcements_third_occupied(player: int, units: int) -> str:
    return (f"Player {player}'s command zone is full and its third zone holds {count(units, 'unit')}: if « occupées » "
            "means full, its reinforcements arrive in the third zone; if it means holding a unit, they stay in the "
            "reinforcement line.")


def mv_eight_zones(zones: int) -> str:
    return ("The path goes from a battlefield to the one facing it: the board gives each half two battlefields, but "
            "« Le champ de bataille dans une partie en 1 contre 1 se compose d'un total de 8 zones » (8 zones in all). "
            f"If both halves share their battlefields, this step does not exist and the move counts one zone fewer "
            f"than the path's {count(zones, 'zone')}.")


def mv_board_given(name: str, start: _MvZone, player: int, links: int) -> str:
    return (f"{name}, a unit of player {player}, starts from {mv_zone(start)}. The rulebook draws no board: the "
            f"{count(links, 'pair')} of adjacent zones given are the board.")


def mv_link_to_itself(zone: _MvZone) -> str:
    return f"{capitalized(mv_zone(zone))} is given as adjacent to itself: give two different zones."


def mv_charge_two_zones(name: str) -> str:
    return (f"Combat puts a Charge's target « dans une zone adjacente », but {name}'s Charge goes two zones: « Si "
            "l'unité a la capacité marche rapide elle peut charger à une distance de 2 », the Charge's own rule "
            "applies.")


def mv_fog_same_rampart(names: Sequence[str]) -> str:
    return (f"An enemy unit is on the same rampart as {listing(names)}: the rulebook sets apart units « placées sur un "
            "rempart » without saying whether this holds against an enemy in the same zone too. The ruling leaves "
            "their cards face down; otherwise they are turned.")


def mv_charge_not_computed(messages: Sequence[str]) -> str:
    return "The Charge's damage is not computed: " + " ".join(messages)


def mv_rampart_card(name: str, malus: int, armor: int, applied: int) -> str:
    return (f"The rampart's card: -{malus} to the attackers' melee attack, +{armor} armor to the defenders; against "
            f"{name}, -{applied} to its attack and +{armor} armor to the defenders.")


# (end of this block)
