"""One attack, spell or cost, resolved as « Combat » orders it: the declaration (the attacker engages,
a charge costs armor), the attack's value and its modifiers, Esquive, the ripostes, the damage and
what it brings (poison, Attaque incapacitante, death). The sentences are the phrasebook's."""
from __future__ import annotations

from dataclasses import replace

from referee.engine.trace import Flag, IllegalAction, Trace

from . import phrasebook as say
from .checks import check_attack, named_attack
from .damage import cripple, lay_poison, take_damage
from .model import AttackInput, AttackKind, AttackResult, MagicType, RiposteKind, Unit, UnitState
from .rules import (
    ARMOR,
    AURA,
    BLOOD_BROTHER,
    BLOOD_BROTHER_BONUS,
    BROTHER_IN_ARMS,
    BROTHER_IN_ARMS_BONUS,
    BROTHERS_IN_ARMS_NEEDED,
    CHARGE,
    CHARGE_ARMOR_MALUS,
    CHARGE_X,
    COMBAT_DAMAGE,
    COMBAT_DECLARATION,
    COST_IGNORES_ARMOR,
    ENGAGE,
    ESQUIVE,
    FAST_MARCH,
    FAST_MARCH_ARMOR_MALUS,
    FLASH_RIPOSTE,
    GUARDIAN_ANGEL,
    INSTINCTIVE_RIPOSTE,
    MAGIC_RESISTANCE,
    MASS_ATTACK,
    MELEE_ATTACK,
    MELEE_STAT,
    PIERCING_ATTACK,
    RANGED_ATTACK,
    RIPOSTE,
    STEALTH_ATTACK,
    TYPE_RESISTANCE,
)

__all__ = ["charge_malus", "resolve_attack", "resolve_checked_attack"]


# --- The attack's value: the unit's attack and its modifiers (Capacités) -----------------------

def highest_aura(unit: Unit) -> int:
    """Aura attaque X: « Si plusieurs auras sont présentes, seule la plus élevée est prise en compte. »"""
    return max(unit.auras, default=0)


def melee_modifiers(unit: Unit, trace: Trace, *, charging: bool = False) -> int:
    """The bonuses to a unit's melee attack: aura, Frère d'arme, Frère de sang (in that order)."""
    bonus = 0
    aura = highest_aura(unit)
    if aura:
        trace.add(say.aura(unit.auras, aura, charging), AURA, aura=aura, auras=list(unit.auras))
        bonus += aura
    if unit.brother_in_arms and unit.brothers_in_arms_nearby >= BROTHERS_IN_ARMS_NEEDED:
        trace.add(say.brothers_in_arms(unit.brothers_in_arms_nearby), BROTHER_IN_ARMS, bonus=BROTHER_IN_ARMS_BONUS,
                  nearby=unit.brothers_in_arms_nearby)
        if charging:
            trace.silent(say.BROTHERS_DURING_CHARGE, BROTHER_IN_ARMS)
        bonus += BROTHER_IN_ARMS_BONUS
    elif unit.brother_in_arms:
        trace.add(say.too_few_brothers(unit.brothers_in_arms_nearby), BROTHER_IN_ARMS,
                  nearby=unit.brothers_in_arms_nearby)
    if unit.blood_brother and unit.blood_brothers_fallen:
        gained = BLOOD_BROTHER_BONUS * unit.blood_brothers_fallen
        trace.add(say.blood_brothers(unit.blood_brothers_fallen, gained), BLOOD_BROTHER, bonus=gained,
                  fallen=unit.blood_brothers_fallen)
        bonus += gained
    return bonus


def attack_value(kind: AttackKind, attacker: Unit, trace: Trace, *, first: bool) -> int:
    """The damage of one attack: the unit's value, then its modifiers (the first attack only, for a mass attack)."""
    if kind is AttackKind.RANGED:
        trace.add(say.shoots(attacker), RANGED_ATTACK, ranged=attacker.ranged)
        return attacker.ranged
    trace.add(say.melee_value(attacker), MELEE_ATTACK, melee=attacker.melee)
    if not first:
        # Attaque de masse X: « seule la première attaque tient compte de ce modificateur. »
        trace.add(say.mass_later_attack(attacker), MASS_ATTACK, value=attacker.melee)
        return attacker.melee
    value = attacker.melee + melee_modifiers(attacker, trace, charging=kind is AttackKind.CHARGE)
    if kind is AttackKind.CHARGE and attacker.charge:
        # Charge X: « inflige X dégâts supplémentaires lors d'une action de charge. »
        trace.add(say.charge_x(attacker.charge), CHARGE_X, bonus=attacker.charge)
        value += attacker.charge
    if value != attacker.melee:
        trace.add(say.deals(attacker, value), MELEE_ATTACK, value=value)
    return value


def riposte_value(unit: Unit, trace: Trace) -> int:
    """Riposte: « infliger à son tour ses dégâts de CAC […] La capacité Aura attaque s'applique. »"""
    trace.add(say.riposte_melee(unit), MELEE_STAT, melee=unit.melee)
    value = unit.melee + melee_modifiers(unit, trace)
    if value != unit.melee:
        trace.add(say.riposte_deals(unit, value), RIPOSTE, value=value)
    return value


# --- Ripostes and Esquive ---------------------------------------------------------------------

def has_any_riposte(unit: Unit) -> bool:
    return unit.riposte is not None or unit.instinctive_riposte > 0


def riposte_barred(kind: AttackKind, attacker: Unit, redirected: bool) -> tuple[str, str] | None:
    """Why no riposte of any kind can answer this attack (reason, rule), or None."""
    # Attaque à distance and Combat 3: « Les attaques à distance ne provoquent jamais de riposte. »
    if kind is AttackKind.RANGED:
        return say.RANGED_NO_RIPOSTE, COMBAT_DAMAGE
    # Riposte, Riposte éclair, Riposte instinctive X: « Ne fonctionne pas lors d'une charge. »
    if kind is AttackKind.CHARGE:
        return say.CHARGE_NO_RIPOSTE, RIPOSTE
    # Attaque furtive: « les unités attaquées ne peuvent riposter d'aucune manière. »
    if attacker.stealth_attack:
        return say.stealth_no_riposte(attacker), STEALTH_ATTACK
    # Ange gardien: « Elle ne peut pas riposter à cette attaque. »
    if redirected:
        return say.GUARDIAN_NO_RIPOSTE, GUARDIAN_ANGEL
    return None


def esquive_cancels(kind: AttackKind, unit: Unit, state: UnitState, trace: Trace) -> bool:
    """Esquive: « permet à une unité d'annuler une attaque au corps à corps par partie. »"""
    available = unit.esquive and not state.esquive_used and kind in (AttackKind.MELEE, AttackKind.CHARGE)
    if not unit.dodges:
        if available:
            trace.choice(say.may_dodge(unit), ESQUIVE, options=["esquiver", "encaisser"], chosen="encaisser")
        return False
    if kind is AttackKind.CHARGE:
        trace.silent(say.DODGE_A_CHARGE, ESQUIVE)
    trace.choice(say.dodges(unit), ESQUIVE, options=["esquiver", "encaisser"], chosen="esquiver")
    if has_any_riposte(unit):
        trace.silent(say.riposte_after_dodge(unit), ESQUIVE)
    return True


def strike_back(kind: RiposteKind | None, rule: str, defender: Unit, attacker: Unit, a_state: UnitState,
                value: int, trace: Trace) -> UnitState:
    """A riposte's damage goes through the attacker's armor like any attack, with the defender's poison."""
    a_state, lost = take_damage(attacker, a_state, value, say.riposte_source(kind, defender), trace)
    a_state = lay_poison(defender, attacker, a_state, lost, trace)
    if defender.piercing_attack or defender.crippling_attack:
        trace.silent(say.riposte_abilities_open(defender), rule)
    return a_state


def engaging_riposte(kind: RiposteKind, defender: Unit, d_state: UnitState, attacker: Unit, a_state: UnitState,
                     trace: Trace, *, crippled: bool = False) -> tuple[UnitState, UnitState]:
    """Riposte and Riposte éclair: « elle peut s'engager pour infliger à son tour ses dégâts de CAC »."""
    rule = RIPOSTE if kind is RiposteKind.RIPOSTE else FLASH_RIPOSTE
    if d_state.engaged:
        # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
        trace.add(say.riposte_engaged(defender, kind, crippled), ENGAGE, engaged=True)
        return d_state, a_state
    if not defender.ripostes:
        trace.choice(say.riposte_declined(defender, kind), rule, options=["riposter", "ne pas riposter"],
                     chosen="ne pas riposter")
        return d_state, a_state
    trace.choice(say.riposte_taken(defender, kind), rule, options=["riposter", "ne pas riposter"], chosen="riposter")
    value = riposte_value(defender, trace)
    a_state = strike_back(kind, rule, defender, attacker, a_state, value, trace)
    return replace(d_state, engaged=True), a_state


def instinctive_riposte(defender: Unit, d_state: UnitState, attacker: Unit, a_state: UnitState,
                        trace: Trace) -> UnitState:
    """Riposte instinctive X: « inflige automatiquement X dégâts à son assaillant lorsqu'elle est attaquée,
    sans s'engager. […] La capacité Aura attaque ne s'applique pas. »"""
    x = defender.instinctive_riposte
    trace.add(say.instinctive(defender), INSTINCTIVE_RIPOSTE, value=x)
    after = strike_back(None, INSTINCTIVE_RIPOSTE, defender, attacker, a_state, x, trace)
    if not d_state.alive or not after.alive:
        trace.silent(say.INSTINCTIVE_TIMING, INSTINCTIVE_RIPOSTE)
    return after


# --- One attack on one unit: Combat steps 1 to 4 ----------------------------------------------

def strike(kind: AttackKind, attacker: Unit, a_state: UnitState, defender: Unit, d_state: UnitState,
           trace: Trace, *, first: bool, redirected: bool) -> tuple[UnitState, UnitState]:
    """One attack by ``attacker`` on ``defender``, ripostes included; both new states."""
    value = attack_value(kind, attacker, trace, first=first)

    # Esquive cancels the attack before anything else happens.
    if esquive_cancels(kind, defender, d_state, trace):
        return a_state, replace(d_state, esquive_used=True)

    barred = riposte_barred(kind, attacker, redirected)
    if barred and has_any_riposte(defender):
        reason, rule = barred
        trace.add(say.cannot_riposte(defender, reason), rule)
    can_riposte = barred is None

    # Riposte éclair: « les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant meurt, il
    # n'inflige aucun dégât. »
    if can_riposte and defender.riposte is RiposteKind.FLASH:
        d_state, a_state = engaging_riposte(RiposteKind.FLASH, defender, d_state, attacker, a_state, trace)
        if not a_state.alive:
            trace.add(say.dies_before_striking(attacker), FLASH_RIPOSTE)
            return a_state, d_state

    # Combat 3: the attacker's damage, armor first (Attaque transperçante ignores it).
    pierce = PIERCING_ATTACK if attacker.piercing_attack else None
    if pierce:
        trace.add(say.piercing(defender), PIERCING_ATTACK)
    engaged_before = d_state.engaged
    d_state, lost = take_damage(defender, d_state, value, say.attack_source(kind, attacker), trace, pierce)
    d_state = lay_poison(attacker, defender, d_state, lost, trace)
    d_state = cripple(attacker, defender, d_state, lost, trace)

    # Riposte instinctive X: automatic, whether or not the target survived.
    if can_riposte and defender.instinctive_riposte > 0 and a_state.alive:
        a_state = instinctive_riposte(defender, d_state, attacker, a_state, trace)

    # Riposte: « si l'unité est attaquée au corps à corps et survit, elle peut s'engager ».
    if can_riposte and defender.riposte is RiposteKind.RIPOSTE and a_state.alive:
        if d_state.alive:
            d_state, a_state = engaging_riposte(RiposteKind.RIPOSTE, defender, d_state, attacker, a_state, trace,
                                                crippled=d_state.engaged and not engaged_before)
        else:
            trace.add(say.no_riposte_dead(defender), RIPOSTE)
    return a_state, d_state


def charge_malus(attack: AttackInput) -> int:
    """Charge: « -1 armure jusqu'à la fin du tour »; with Marche rapide, « la somme des deux malus »."""
    if attack.kind is not AttackKind.CHARGE:
        return 0
    return CHARGE_ARMOR_MALUS + (FAST_MARCH_ARMOR_MALUS if attack.fast_march else 0)


def declare(attack: AttackInput, attacker: Unit, trace: Trace) -> tuple[Unit, UnitState]:
    """Combat 1: the attacker engages; a charge costs it armor until the end of the turn (a malus of
    the turn, which the unit now carries)."""
    if attack.kind is not AttackKind.CHARGE:
        trace.add(say.declares(attacker, attack.kind), COMBAT_DECLARATION)
        return attacker, replace(UnitState.of(attacker), engaged=True)
    malus = charge_malus(attack)
    before = attacker.armor_now
    charger = replace(attacker, current_armor=before - malus, armor_malus=attacker.armor_malus + malus)
    trace.add(say.charges(attacker, malus, before, charger.armor_now, attack.fast_march),
              FAST_MARCH if attack.fast_march else CHARGE, malus=malus, armor_before=before,
              armor_after=charger.armor_now)
    return charger, replace(UnitState.of(charger), engaged=True)


def redirect(guardian: Unit, target: Unit, trace: Trace) -> UnitState:
    """Ange gardien: « L'unité peut être engagée pour rediriger une attaque visant une unité alliée dans
    la même zone vers elle-même. »"""
    trace.add(say.redirects(guardian, target), GUARDIAN_ANGEL)
    return replace(UnitState.of(guardian), engaged=True)


def resolve_attack(attack: AttackInput) -> AttackResult:
    """Apply one attack, spell or cost and tell what remains of every unit involved."""
    problems = list(check_attack(attack))
    if problems:
        raise IllegalAction.of(problems)
    return resolve_checked_attack(named_attack(attack))


def resolve_checked_attack(attack: AttackInput) -> AttackResult:
    """The attack once checked and its units named (the timeline resolves its attack through it)."""
    trace = Trace()
    if not attack.kind.is_attack:
        struck = spell_or_cost(attack, trace)
        return _result(attack, None, struck, (), None, trace)

    assert attack.attacker is not None, "checked: an attack has an attacker"
    attacker, a_state = declare(attack, attack.attacker, trace)
    targets = (attack.target, *attack.mass_targets)
    states = [UnitState.of(unit) for unit in targets]
    guardian_state = None
    if attack.mass_targets:
        # Attaque de masse X: « des attaques successives au corps à corps ».
        trace.add(say.mass_attack(attacker, len(targets)), MASS_ATTACK, targets=len(targets))
        if attack.kind is AttackKind.CHARGE:
            trace.silent(say.MASS_CHARGE, MASS_ATTACK)

    for index, unit in enumerate(targets):
        # Attaque de masse X: « Si l'unité attaquante meurt à cause d'une riposte, elle interrompt son action. »
        if not a_state.alive:
            trace.add(say.interrupted(attacker, unit), MASS_ATTACK)
            break
        first = index == 0
        if first and attack.guardian is not None:
            guardian_state = redirect(attack.guardian, unit, trace)
            a_state, guardian_state = strike(attack.kind, attacker, a_state, attack.guardian, guardian_state, trace,
                                             first=True, redirected=True)
        else:
            a_state, states[index] = strike(attack.kind, attacker, a_state, unit, states[index], trace,
                                            first=first, redirected=False)
    return _result(attack, a_state, states[0], tuple(states[1:]), guardian_state, trace)


# --- Spells and costs -------------------------------------------------------------------------

def spell_or_cost(attack: AttackInput, trace: Trace) -> UnitState:
    """Magic damage (resistances, then armor unless the spell says otherwise) or damage paid as a cost."""
    target, state = attack.target, UnitState.of(attack.target)
    amount = attack.damage or 0
    if attack.kind is AttackKind.COST:
        # Règles générales: « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours l'armure. »
        trace.add(say.COST, COST_IGNORES_ARMOR, damage=amount)
        state, _ = take_damage(target, state, amount, say.COST_SOURCE, trace, ignores_armor_by=COST_IGNORES_ARMOR)
        return state
    assert attack.magic_type is not None, "checked: a spell has its magic type"
    reduced = reduce_by_resistances(target, amount, attack.magic_type, trace)
    source = say.spell_source(attack.magic_type)
    if attack.spell_ignores_armor:
        trace.add(say.SPELL_IGNORES_ARMOR, ARMOR)
        state, _ = take_damage(target, state, reduced, source, trace, ignores_armor_by=ARMOR)
        return state
    # Armure: « L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »
    trace.add(say.SPELL_MEETS_ARMOR, ARMOR)
    if state.armor < 0 and reduced > 0:
        trace.silent(say.spell_on_negative_armor(target, state.armor, state.life - reduced), ARMOR,
                     life_other_reading=state.life - reduced)
    resisted = amount - reduced
    if resisted and state.armor > 0 and amount > 0:
        _resistance_order(state, amount, resisted, trace)
    state, _ = take_damage(target, state, reduced, source, trace)
    return state


def reduce_by_resistances(target: Unit, amount: int, magic_type: MagicType, trace: Trace) -> int:
    """Résistance magique X: « réduit tous les dégâts magiques subis de X points ».
    Résistance [type] X: « réduit tous les dégâts d'un type spécifique de magie de X points »."""
    reduced = amount
    if target.magic_resistance:
        after = max(0, reduced - target.magic_resistance)
        trace.add(say.magic_resistance(target, reduced, after), MAGIC_RESISTANCE, resistance=target.magic_resistance,
                  before=reduced, after=after)
        reduced = after
    for resisted, value in target.resistances.items():
        if resisted is not magic_type:
            trace.add(say.resistance_other_type(target, resisted, value, magic_type), TYPE_RESISTANCE,
                      resisted_type=resisted.value)
            continue
        after = max(0, reduced - value)
        trace.add(say.resistance(target, magic_type, value, reduced, after), TYPE_RESISTANCE, resistance=value,
                  before=reduced, after=after)
        reduced = after
    return reduced


def _resistance_order(state: UnitState, amount: int, resisted: int, trace: Trace) -> None:
    """Open case: the order of résistance and armor changes the armor left (never the life lost)."""
    reduced = max(0, amount - resisted)
    resistance_first = state.armor - min(state.armor, reduced)
    armor_first = state.armor - min(state.armor, amount)
    if resistance_first != armor_first:
        trace.silent(say.resistance_order(resistance_first, armor_first), MAGIC_RESISTANCE,
                     armor_other_reading=armor_first)


# --- The result -------------------------------------------------------------------------------

def _result(attack: AttackInput, attacker: UnitState | None, target: UnitState, mass: tuple[UnitState, ...],
            guardian: UnitState | None, trace: Trace) -> AttackResult:
    head = say.attack_head(attack.kind, attack.target, attack.attacker, attack.damage or 0, attack.magic_type)
    if guardian is not None and attack.guardian is not None:
        fates = [say.fate(attack.guardian, guardian, say.GUARDIAN_ROLE)]
    else:
        fates = [say.fate(attack.target, target)]
    fates += [say.fate(unit, state) for unit, state in zip(attack.mass_targets, mass, strict=True)]
    if attacker is not None and attack.attacker is not None:
        fates.append(say.fate(attack.attacker, attacker))
    silent = any(step.flag is Flag.SILENT for step in trace.steps())
    return AttackResult(kind=attack.kind, attacker=attacker, target=target, mass_targets=mass, guardian=guardian,
                        steps=trace.steps(), summary=say.attack_summary(head, fates, silent))
