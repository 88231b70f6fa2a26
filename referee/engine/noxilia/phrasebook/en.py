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
# (end of this block)


# --- Spells: « Sorts actifs », « Sorts latents », « Étapes pour lancer un sort » (calculator noxilia/spell) ---
# (end of this block)


# --- Movement and zones: « Déplacement », « Plateau », « Zones spéciales », « Brouillard de guerre », captures (calculator noxilia/movement) ---
# (end of this block)
