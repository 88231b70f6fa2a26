"""Stellar Nexus's combat, resolved as « Système de combat » orders it: the declarations, the
confrontations (attack against endurance, both ways, at once), the attacker going on from one
blocker to the next, the unblocked attackers hitting the hero, the attackers engaged.

The rulebook leaves several points open (:class:`OpenPoint`). The engine reads each one way
(the main outcome), then computes the outcome with that one point read the other way; where
the two differ, a step flagged silent gives both. The sentences are the phrasebook's.
"""
from __future__ import annotations

from collections.abc import Set

from referee.engine.trace import IllegalAction, Trace

from . import phrasebook as say
from .checks import check_combat
from .model import (
    Alternative,
    Attack,
    Blocker,
    CombatInput,
    CombatResult,
    Confrontation,
    Fate,
    Format,
    OpenPoint,
    Outcome,
    Side,
)
from .rules import (
    ATTACK_COUNTERED,
    BLOCK_COUNTERED,
    BLOCK_ORDER,
    BOTH_ATTACKED,
    CONFRONTATION,
    CREATURES,
    DEATH,
    DEATH_THRESHOLD,
    DECLARE_ATTACK,
    DECLARE_BLOCK,
    END_OF_PHASE_DEATH,
    ENGAGE,
    ENGAGE_ATTACKERS,
    GOES_ON,
    HERO_AT_ZERO,
    SHARED_PV,
    UNBLOCKED,
)

Readings = Set[OpenPoint]
"""The open points read the other way (empty: the engine's reading of each)."""

RULE_OF_POINT = {
    # « jusqu'à ce que tous les dégâts aient été distribués », « la créature suivante »: how, and who strikes back.
    OpenPoint.LEFTOVER: GOES_ON, OpenPoint.STRIKE_BACK: GOES_ON,
    # « Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros. »
    OpenPoint.LEFTOVER_TO_HERO: UNBLOCKED,
    # The second moment of death, the one that opens the point (the first, « tombe à 0 », is applied).
    OpenPoint.DEATH: END_OF_PHASE_DEATH,
    OpenPoint.CANCELLED_BLOCK: BLOCK_COUNTERED,  # « son action est annulée »
    OpenPoint.COUNTERED_ENGAGED: ENGAGE_ATTACKERS,
    OpenPoint.SHARED_PV: SHARED_PV,
}


# --- The arithmetic -------------------------------------------------------------------------

def blockers_of(combat: CombatInput, attacker: int) -> tuple[int, ...]:
    """« C'est lui qui détermine l'ordre dans lequel ses créatures se confrontent »: the list order."""
    return tuple(j for j, b in enumerate(combat.blockers) if attacker in b.blocks)


def confront(blocker: Blocker, index: int, damage: int, attack: int, endurance: int, first: bool,
             other: Readings) -> Confrontation:
    """« valeur d'attaque de votre créature contre la valeur d'endurance de la créature attaquée et la
    valeur d'attaque de la créature qui se défend contre la valeur d'endurance de la créature
    attaquante » — « Les créatures infligent les dégâts simultanément. »

    ``damage``: what the attacker brings to this blocker; ``attack``: its whole attack."""
    if OpenPoint.LEFTOVER in other:
        dealt, left_if_won = damage, attack
    else:  # a winner spends on the blocker what its endurance takes, and goes on with the rest
        dealt = min(damage, blocker.endurance)
        left_if_won = damage - dealt
    taken = blocker.attack if first or OpenPoint.STRIKE_BACK not in other else 0
    blocker_endurance = max(DEATH_THRESHOLD, blocker.endurance - dealt)
    attacker_endurance = max(DEATH_THRESHOLD, endurance - taken)
    blocker_dies = blocker_endurance <= DEATH_THRESHOLD
    attacker_dies = attacker_endurance <= DEATH_THRESHOLD
    # « Si vous gagnez la confrontation […] vous poursuiviez la confrontation avec la créature suivante »;
    # a creature dead at 0 goes on with nothing (unless death waits for the end of the phase).
    goes_on = blocker_dies and (not attacker_dies or OpenPoint.DEATH in other)
    return Confrontation(index, dealt, taken, blocker_endurance, attacker_endurance, blocker_dies, attacker_dies,
                         left_if_won if goes_on else 0)


def attack(combat: CombatInput, i: int, other: Readings) -> Attack:
    """One attacker: cancelled, unblocked (the hero takes its attack) or through its blockers in order."""
    attacker = combat.attackers[i]
    if attacker.countered:  # « son action est annulée »
        return Attack(i, True, (), (), 0, attacker.endurance, False)
    declared = blockers_of(combat, i)
    standing = tuple(j for j in declared if not combat.blockers[j].countered)
    if not standing:
        # « Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros. »
        stays_blocked = bool(declared) and OpenPoint.CANCELLED_BLOCK in other
        return Attack(i, False, (), (), 0 if stays_blocked else attacker.attack, attacker.endurance, False)
    damage, endurance = attacker.attack, attacker.endurance
    confrontations: list[Confrontation] = []
    for n, j in enumerate(standing):
        fought = confront(combat.blockers[j], j, damage, attacker.attack, endurance, n == 0, other)
        confrontations.append(fought)
        endurance, damage = fought.attacker_endurance, fought.damage_left
        if not damage:
            break
    through_all = len(confrontations) == len(standing)
    hero = damage if through_all and OpenPoint.LEFTOVER_TO_HERO in other else 0
    return Attack(i, False, standing, tuple(confrontations), hero, endurance, endurance <= DEATH_THRESHOLD)


def outcome(combat: CombatInput, other: Readings = frozenset()) -> Outcome:
    """The whole combat under one reading: every attack, the hero's PV, the dead, the engaged."""
    attacks = tuple(attack(combat, i, other) for i in range(len(combat.attackers)))
    hero_damage = sum(a.hero_damage for a in attacks)
    if combat.format is Format.TEAMS and OpenPoint.SHARED_PV in other:
        hero_damage *= 2  # once for each of the two players attacked
    hero_pv = max(DEATH_THRESHOLD, combat.hero_pv - hero_damage)
    blocker_endurance = [b.endurance for b in combat.blockers]
    for a in attacks:
        for c in a.confrontations:
            blocker_endurance[c.blocker] = c.blocker_endurance
    dead_blockers = tuple(j for j, e in enumerate(blocker_endurance) if e <= DEATH_THRESHOLD)
    dead_attackers = tuple(a.attacker for a in attacks if a.dies)
    # « Engagez la ou les créatures qui avaient déclarées une attaque. »
    engaged = tuple(a.attacker for a in attacks
                    if not a.dies and not (a.cancelled and OpenPoint.COUNTERED_ENGAGED in other))
    return Outcome(attacks, hero_damage, hero_pv, hero_pv <= DEATH_THRESHOLD, dead_attackers, dead_blockers,
                   tuple(a.endurance for a in attacks), tuple(blocker_endurance), engaged)


# --- The resolution ---------------------------------------------------------------------------

def resolve(combat: CombatInput) -> CombatResult:
    """Resolve the combat under the engine's reading, and flag every open point that matters."""
    problems = list(check_combat(combat))
    if problems:
        raise IllegalAction.of(problems)
    trace = Trace()
    main = outcome(combat)
    _declarations(combat, trace)
    for a in main.attacks:
        _attack_steps(combat, a, trace)
    _hero(combat, main, trace)
    _engagement(combat, main, trace)
    alternatives = []
    for point in OpenPoint:
        other = outcome(combat, {point})
        if other.key != main.key:
            alternatives.append(Alternative(point, say.READING[point], other, dead_names(combat, other)))
            trace.silent(say.open_point(combat, point, main, other), RULE_OF_POINT[point], point=point.value,
                         hero_pv=other.hero_pv, dead_attackers=list(other.dead_attackers),
                         dead_blockers=list(other.dead_blockers))
    return CombatResult(combat.hero_pv, main, tuple(alternatives), fates(combat, main), dead_names(combat, main),
                        trace.steps(), say.combat_summary(combat, main, alternatives))


def dead_names(combat: CombatInput, o: Outcome) -> tuple[str, ...]:
    return (*(say.attacker(combat, i) for i in o.dead_attackers), *(say.blocker(combat, j) for j in o.dead_blockers))


def fates(combat: CombatInput, o: Outcome) -> tuple[Fate, ...]:
    """Every creature of the combat, attackers first, as it comes out of it."""
    attackers = tuple(Fate(Side.ATTACKER, i, say.attacker(combat, i), a.endurance, o.attacker_endurance[i],
                           i in o.dead_attackers, i in o.engaged) for i, a in enumerate(combat.attackers))
    blockers = tuple(Fate(Side.BLOCKER, j, say.blocker(combat, j), b.endurance, o.blocker_endurance[j],
                          j in o.dead_blockers, False) for j, b in enumerate(combat.blockers))
    return attackers + blockers


def _declarations(combat: CombatInput, trace: Trace) -> None:
    """« Déclarez la créature ou les créatures attaquantes. » — « L'adversaire déclare la ou les
    créatures bloquantes. » In two against two, both allies are attacked and may defend."""
    if combat.format is Format.TEAMS:
        trace.add(say.TEAMS, BOTH_ATTACKED)
    for i, attacker in enumerate(combat.attackers):
        trace.add(say.declares_attack(combat, i), DECLARE_ATTACK, attacker=i, attack=attacker.attack,
                  endurance=attacker.endurance)
        if attacker.countered:
            trace.add(say.attack_countered(combat, i), ATTACK_COUNTERED, attacker=i)
    for j, blocker in enumerate(combat.blockers):
        if blocker.played_this_turn:  # « Elles peuvent défendre directement quand elles arrivent en jeu. »
            trace.add(say.blocks_on_arrival(combat, j), CREATURES, blocker=j)
        if blocker.countered:
            trace.add(say.block_countered(combat, j), BLOCK_COUNTERED, blocker=j)


def _attack_steps(combat: CombatInput, a: Attack, trace: Trace) -> None:
    if a.cancelled:
        return
    if not a.blockers:
        trace.add(say.unblocked(combat, a), UNBLOCKED, attacker=a.attacker, hero_damage=a.hero_damage)
        return
    # Several blockers: the step applies « C'est lui qui détermine l'ordre dans lequel ses créatures se confrontent ».
    trace.add(say.blocked_by(combat, a), BLOCK_ORDER if len(a.blockers) > 1 else DECLARE_BLOCK, attacker=a.attacker,
              blockers=list(a.blockers))
    endurance = combat.attackers[a.attacker].endurance
    damage = combat.attackers[a.attacker].attack
    for n, c in enumerate(a.confrontations):
        # The first confrontation: attack against endurance, both ways; the next ones: the attacker going on.
        trace.add(say.confrontation(combat, a.attacker, c, n, damage, endurance), GOES_ON if n else CONFRONTATION,
                  attacker=a.attacker,
                  blocker=c.blocker, attacker_damage=c.attacker_damage, blocker_damage=c.blocker_damage,
                  attacker_endurance=c.attacker_endurance, blocker_endurance=c.blocker_endurance)
        trace.add(say.after_confrontation(combat, a, n), _after_rule(a, n), blocker_dies=c.blocker_dies,
                  attacker_dies=c.attacker_dies, damage_left=c.damage_left)
        endurance, damage = c.attacker_endurance, c.damage_left


def _after_rule(a: Attack, n: int) -> str:
    """What the step after a confrontation applies: going on to the next blocker with the damage left, else a
    death (« Si l'endurance d'une créature tombe à 0, la créature meurt. »), else the end of the going on (the
    damage spent on a blocker that survives), else the confrontation's own result (a blocker that survives)."""
    c = a.confrontations[n]
    more = n + 1 < len(a.blockers)
    if c.damage_left and more:
        return GOES_ON
    if c.blocker_dies or c.attacker_dies:
        return DEATH
    return GOES_ON if more else CONFRONTATION


def _hero(combat: CombatInput, main: Outcome, trace: Trace) -> None:
    # « Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros. »; at two against two,
    # « Les points de vie des joueurs alliés sont partagés ».
    rule = SHARED_PV if combat.format is Format.TEAMS else UNBLOCKED
    trace.add(say.hero_pv(combat, main), rule, hero_damage=main.hero_damage, hero_pv=main.hero_pv)
    if main.defender_defeated:  # « Vous pouvez mettre les points de vie du héros ennemi à 0. »
        trace.add(say.defender_loses(combat), HERO_AT_ZERO, hero_pv=main.hero_pv)


def _engagement(combat: CombatInput, main: Outcome, trace: Trace) -> None:
    """« Engagez la ou les créatures qui avaient déclarées une attaque. »"""
    if main.engaged:
        trace.add(say.engaged(combat, main.engaged), ENGAGE_ATTACKERS, engaged=list(main.engaged))
        trace.add(say.UNTAPS_NEXT_TURN, ENGAGE)
