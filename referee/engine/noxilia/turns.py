"""The turn clock: this turn's actions (a Repli, an attack), then « Étape de fin du tour » (the captures,
then poison) and « Début du tour » (start-of-turn effects, unengaging, armor reset), over 1 to 5 turns."""
from __future__ import annotations

from dataclasses import replace

from referee.engine.trace import Flag, IllegalAction, Trace

from . import phrasebook as say
from .attack import charge_malus, resolve_checked_attack
from .checks import check_turns, followed_unit, named_turns
from .damage import take_damage
from .model import AttackInput, Role, TimelineResult, TurnInput, TurnReport, Unit, UnitState
from .rules import (
    BROTHER_IN_ARMS,
    END_POISON,
    LIFE,
    POISON,
    REGENERATION,
    RETREAT,
    RETREAT_ARMOR_MALUS,
    START_ARMOR_RESET,
    START_UNENGAGE,
)

__all__ = ["resolve_turns"]


def retreat(unit: Unit, trace: Trace) -> Unit:
    """Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. » — a Déplacement,
    which engages the unit."""
    before = unit.armor_now
    after = replace(unit, current_armor=before - RETREAT_ARMOR_MALUS,
                    armor_malus=unit.armor_malus + RETREAT_ARMOR_MALUS, engaged=True)
    trace.add(say.retreats(unit, RETREAT_ARMOR_MALUS, before, after.armor_now), RETREAT, malus=RETREAT_ARMOR_MALUS,
              armor_before=before, armor_after=after.armor_now)
    if unit.brother_in_arms:
        # Frère d'arme: « elle ne peut pas faire de retraite »; the rulebook never calls a Repli a retraite.
        trace.silent(say.retreat_by_brother_in_arms(unit), BROTHER_IN_ARMS)
    return after


def end_of_turn(unit: Unit, state: UnitState, turn: int, trace: Trace, *, first_tick: bool) -> UnitState:
    """Étape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts de poison sont appliqués ».
    Poison X: « A la fin du tour infligez X dégâts (sans tenir compte de l'armure). »"""
    markers = state.poison_markers
    if markers <= 0:
        trace.add(say.no_poison(unit, turn, state.life), END_POISON, turn=turn)
        return state
    trace.add(say.captures_first(unit, turn), END_POISON, turn=turn)
    state, _ = take_damage(unit, state, markers, say.poison_source(turn, markers), trace, ignores_armor_by=POISON)
    if state.alive and first_tick:
        # How long the markers stay is not written: only Purification is said to remove them.
        trace.silent(say.poison_lasts(unit, state.life), POISON, markers=markers)
    return state


def start_of_turn(unit: Unit, state: UnitState, turn: int, trace: Trace) -> UnitState:
    """Début du tour: start-of-turn effects (step 3: Régénération), unengage (5), armor reset (7)."""
    state = regenerate(unit, state, turn, trace)
    if state.engaged:
        trace.add(say.unengaged(unit, turn), START_UNENGAGE, turn=turn)
    trace.add(say.armor_reset(unit, turn, state.armor), START_ARMOR_RESET, turn=turn, armor_before=state.armor,
              armor_after=unit.armor)
    return replace(state, engaged=False, armor=unit.armor)


def regenerate(unit: Unit, state: UnitState, turn: int, trace: Trace) -> UnitState:
    """Régénération X: « L'unité récupère X points de vie à chaque début de tour. »"""
    x = unit.regeneration
    if x <= 0:
        return state
    uncapped = state.life + x
    life = uncapped
    if unit.max_life is not None and uncapped > unit.max_life:
        life = max(state.life, unit.max_life)
        trace.silent(say.regeneration_capped(unit.max_life, uncapped), REGENERATION, life_other_reading=uncapped)
    trace.add(say.regenerates(unit, turn, state.life, life), REGENERATION, turn=turn, regeneration=x,
              life_before=state.life, life_after=life)
    return replace(state, life=life)


def resolve_turns(turns: TurnInput) -> TimelineResult:
    """Follow a unit through this turn's actions, then the end and the start of 1 to 5 turns."""
    problems = list(check_turns(turns))
    if problems:
        raise IllegalAction.of(problems)
    turns = named_turns(turns)
    trace = Trace()
    first = followed_unit(turns)
    assert first is not None, "checked: a unit to follow"
    unit = retreat(first, trace) if turns.retreat else first
    attack_result = None
    if turns.attack is not None:
        attack = _with_followed(turns.attack, turns.follow, unit)
        attack_result = resolve_checked_attack(attack)
        for step in attack_result.steps:
            trace.add(step.text, step.rule, step.flag, **step.values)
        followed_state = attack_result.attacker if turns.follow is Role.ATTACKER else attack_result.target
        assert followed_state is not None
        state = followed_state
        if turns.follow is Role.ATTACKER:
            # The charge's malus, like the Repli's, lasts until the end of the turn.
            unit = replace(unit, armor_malus=unit.armor_malus + charge_malus(attack))
    else:
        state = UnitState.of(unit)

    if state.alive and state.poison_markers and unit.regeneration:
        trace.silent(say.poisoned_and_regenerating(unit), REGENERATION)

    reports: list[TurnReport] = []
    ticked = False
    for turn in range(1, turns.turns + 1):
        after_actions = state
        if not state.alive:
            reports.append(TurnReport(turn, state, state, None))
            break
        state = end_of_turn(unit, state, turn, trace, first_tick=not ticked)
        ticked = ticked or after_actions.poison_markers > 0
        after_end = state
        if not state.alive:
            reports.append(TurnReport(turn, after_actions, after_end, None))
            break
        state = start_of_turn(unit, state, turn + 1, trace)
        unit = replace(unit, current_armor=None, armor_malus=0)  # « jusqu'à la fin du tour »: over
        reports.append(TurnReport(turn, after_actions, after_end, state))
    if not state.alive and len(reports) < turns.turns:
        trace.add(say.timeline_stops(unit, len(reports)), LIFE, turn=len(reports))
    silent = any(step.flag is Flag.SILENT for step in trace.steps())
    return TimelineResult(unit=state, attack=attack_result, turns=tuple(reports), steps=trace.steps(),
                          summary=_summary(turns, first, attack_result is not None, reports, state, silent))


def _with_followed(attack: AttackInput, follow: Role, unit: Unit) -> AttackInput:
    return replace(attack, attacker=unit) if follow is Role.ATTACKER else replace(attack, target=unit)


def _summary(turns: TurnInput, unit: Unit, attacked: bool, reports: list[TurnReport], last: UnitState,
             silent: bool) -> str:
    parts = []
    if turns.retreat:
        parts.append(say.RETREAT_PART)
    if attacked and turns.attack is not None and reports:
        parts.append(f"{say.attack_part(turns.attack.kind, turns.follow, turns.attack.magic_type)}, "
                     f"{say.after_attack(unit, reports[0].after_actions)}")
    for index, report in enumerate(reports):
        if report.after_actions.alive and not report.after_end_of_turn.alive:
            parts.append(say.killed_by_poison(unit, report.turn))
        elif report.after_start_of_next_turn is not None and index < len(reports) - 1:
            parts.append(say.turn_start(report.turn + 1, report.after_start_of_next_turn))
    if last.alive:
        parts.append(say.survives(unit, last, len(reports) + 1))
    return say.timeline_summary(say.followed_head(unit, turns.turns), parts, silent)
