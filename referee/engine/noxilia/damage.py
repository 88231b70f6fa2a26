"""Damage meets a unit: « Caractéristiques des unités » (Armure, Vie), « Combat » steps 3 and 4, and
what life damage brings with it (Poison X, Attaque incapacitante).

Armor first: « l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute
portion excédentaire est transférée sur la vie. » Absorbed points are lost for the rest of the turn.

Negative armor: « armure -2 → +2 dégâts à la prochaine attaque qui retire ces marqueurs ». Nothing
is absorbed, the negative value is added to the damage and the hit removes the markers. A malus
« jusqu'à la fin du tour » (Charge, Marche rapide, Repli, Frère de sang) is no marker: it outlasts
the hit, so the armor goes back to what the maluses of the turn leave (0 at best), not above.
"""
from __future__ import annotations

from dataclasses import replace

from referee.engine.trace import Trace

from . import phrasebook as say
from .model import Unit, UnitState
from .rules import ARMOR, COMBAT_DAMAGE, COMBAT_RESOLUTION, CRIPPLING_ATTACK, DEATH_AT_LIFE, POISON, SOLIDE


def take_damage(unit: Unit, state: UnitState, amount: int, source: str, trace: Trace,
                ignores_armor_by: str | None = None) -> tuple[UnitState, int]:
    """Deal ``amount`` damage to a unit; its new state and the life it lost.

    ``ignores_armor_by``: the anchor of the rule that makes this damage ignore armor (Attaque
    transperçante, a spell that says so, a cost, poison); None when armor applies.
    """
    if not state.alive:
        return state, 0
    if amount <= 0:
        state, lost = _no_damage(unit, state, source, trace, armor_counts=ignores_armor_by is None), 0
    elif ignores_armor_by is not None:
        state, lost = damage_ignoring_armor(unit, state, amount, source, ignores_armor_by, trace)
    elif state.armor < 0:
        state, lost = damage_on_negative_armor(unit, state, amount, source, trace)
    else:
        state, lost = damage_through_armor(unit, state, amount, source, trace)
    return check_death(unit, state, trace), lost


def armor_after_markers(unit: Unit) -> int:
    """The armor once a hit removed the negative markers: what the maluses of the turn leave, 0 at best."""
    return min(0, unit.armor_under_malus)


def damage_through_armor(unit: Unit, state: UnitState, amount: int, source: str,
                         trace: Trace) -> tuple[UnitState, int]:
    """Combat 3: « en commençant par son armure. Toute portion excédentaire est transférée sur la vie. »"""
    absorbed = min(state.armor, amount)
    excess = amount - absorbed
    after = replace(state, armor=state.armor - absorbed, life=state.life - excess)
    trace.add(say.through_armor(unit, source, amount, state, after, absorbed), COMBAT_DAMAGE, damage=amount,
              absorbed=absorbed, life_lost=excess, armor_before=state.armor, armor_after=after.armor,
              life_before=state.life, life_after=after.life)
    return after, excess


def damage_on_negative_armor(unit: Unit, state: UnitState, amount: int, source: str,
                             trace: Trace) -> tuple[UnitState, int]:
    """Armure négative: « +2 dégâts à la prochaine attaque qui retire ces marqueurs »; a malus of the
    turn stays (« jusqu'à la fin du tour »)."""
    bonus = -state.armor
    lost = amount + bonus
    after = replace(state, armor=max(state.armor, armor_after_markers(unit)), life=state.life - lost)
    trace.add(say.on_negative_armor(unit, source, amount, state, after, bonus), ARMOR, damage=amount,
              negative_armor_bonus=bonus, life_lost=lost, armor_before=state.armor, armor_after=after.armor,
              life_before=state.life, life_after=after.life)
    if after.armor < 0 and after.life > DEATH_AT_LIFE:  # a dead unit's armor no longer matters
        trace.silent(say.malus_outlasts_the_hit(unit, after.armor), ARMOR, armor=after.armor,
                     armor_other_reading=0)
    return after, lost


def damage_ignoring_armor(unit: Unit, state: UnitState, amount: int, source: str, rule: str,
                          trace: Trace) -> tuple[UnitState, int]:
    """Damage that ignores armor goes to life and leaves the armor as it was.

    Open case: with negative armor, the rulebook does not say whether such damage gets the
    negative-armor bonus and removes the markers. Each of these rules says the damage ignores
    (« ignore », « ignorent », « sans tenir compte de ») armor: the calculation follows it.
    """
    after = replace(state, life=state.life - amount)
    trace.add(say.ignoring_armor(unit, source, amount, state, after), rule, damage=amount, life_lost=amount,
              armor=state.armor, life_before=state.life, life_after=after.life)
    if state.armor < 0 and amount > 0:
        life_other = state.life - amount + state.armor
        armor_other = max(state.armor, armor_after_markers(unit))
        trace.silent(say.negative_armor_ignored(unit, state.armor, life_other, armor_other), ARMOR,
                     negative_armor=state.armor, life_other_reading=life_other, armor_other_reading=armor_other)
    return after, amount


def _no_damage(unit: Unit, state: UnitState, source: str, trace: Trace, *, armor_counts: bool) -> UnitState:
    trace.add(say.no_damage(unit, source), COMBAT_DAMAGE, damage=0)
    if state.armor < 0 and armor_counts:
        trace.silent(say.negative_armor_no_damage(unit, state.armor), ARMOR, negative_armor=state.armor)
    return state


def check_death(unit: Unit, state: UnitState, trace: Trace) -> UnitState:
    """Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. » Combat 4: « Ses équipements
    sont lâchés sur le champ de bataille »."""
    if not state.alive or state.life > DEATH_AT_LIFE:
        return state
    trace.add(say.dies(unit, state), COMBAT_RESOLUTION, life=state.life, equipment_dropped=list(state.equipment))
    return replace(state, alive=False, equipment=(), equipment_dropped=state.equipment)


def lay_poison(poisoner: Unit, victim: Unit, state: UnitState, life_lost: int, trace: Trace) -> UnitState:
    """Poison X: « Applique X marqueurs poisons si des dégâts à la vie sont infligés, si l'unité a
    déjà des marqueurs poisons, complétez pour arriver à X (Les marqueurs ne se cumulent pas). »"""
    x = poisoner.poison
    if x <= 0 or not state.alive:
        return state
    if life_lost <= 0:
        trace.add(say.poison_no_life_damage(poisoner, victim), POISON, poison=x, life_lost=0)
        return state
    if state.poison_markers >= x:
        trace.add(say.poison_already(poisoner, victim, state.poison_markers), POISON, poison=x,
                  markers_before=state.poison_markers, markers_after=state.poison_markers)
        return state
    trace.add(say.poison_topped_up(poisoner, victim, state.poison_markers), POISON, poison=x,
              markers_before=state.poison_markers, markers_after=x)
    return replace(state, poison_markers=x)


def cripple(attacker: Unit, victim: Unit, state: UnitState, life_lost: int, trace: Trace) -> UnitState:
    """Attaque incapacitante: « si l'attaque inflige des dégâts à la vie, la cible devient engagée si
    elle ne l'est pas déjà. » Solide: « l'unité ne peut pas être engagée par un sort ou une capacité
    adverse. »"""
    if not attacker.crippling_attack or not state.alive:
        return state
    if life_lost <= 0:
        trace.add(say.cripple_no_life_damage(victim), CRIPPLING_ATTACK)
        return state
    if victim.solide:
        trace.add(say.cripple_solide(victim), SOLIDE)
        return state
    if state.engaged:
        trace.add(say.cripple_already(victim), CRIPPLING_ATTACK)
        return state
    trace.add(say.crippled(victim), CRIPPLING_ATTACK)
    return replace(state, engaged=True)
