"""Stellar Nexus's stack (« SYSTEME DE PILE »): quick spells played one over another resolve from
the last played to the first; a countered card does not resolve; each resource with a power,
engaged to pay for a card, triggers its Affinité (same faction: the player may) or its
Dissonance (another faction: the player must) once « l'action en cours » is over.
"""
from __future__ import annotations

from referee.engine.trace import Flag, IllegalAction, Trace

from . import phrasebook as say
from .checks import check_stack
from .model import Event, Moment, Power, StackEntry, StackInput, StackResult, Trigger
from .rules import AFTER_ACTION, COUNTERED_NO_ABILITY, COUNTERED_NO_POWER, MAY_OR_MUST, OWN_REQUISITIONS, STACK


def power_of(entry: StackEntry, resource: int) -> Power:
    """« L'affinité est le pouvoir à activer si vous réquisitionnez une carte partageant la même faction
    que la ressource. » — « La Dissonance est le pouvoir à activer dans le cas inverse. »"""
    return Power.AFFINITY if entry.resources[resource].faction is entry.faction else Power.DISSONANCE


def resolve(stack: StackInput) -> StackResult:
    """Resolve the stack from the top; trigger each resource's power after its card's action."""
    problems = list(check_stack(stack))
    if problems:
        raise IllegalAction.of(problems)
    trace = Trace()
    trace.add(say.played(stack), STACK, count=len(stack.entries))
    # « La résolution se fait ensuite du dernier joué jusqu'au premier. »
    order = tuple(reversed(range(len(stack.entries))))
    trace.add(say.resolution_order(stack, order), STACK, order=list(order))
    countered_by: dict[int, int] = {}
    resolved: list[int] = []
    triggers: list[Trigger] = []
    timeline: list[Moment] = []
    for k in order:
        entry = stack.entries[k]
        powered = [r for r, res in enumerate(entry.resources) if res.power]
        if k in countered_by:
            trace.add(say.countered(stack, k, countered_by[k]), STACK, entry=k, countered_by=countered_by[k])
            timeline.append(Moment(Event.COUNTERED, k))
            if not entry.kind.quick:
                trace.add(say.COUNTERED_REQUISITION, COUNTERED_NO_ABILITY, entry=k)
            if powered:
                trace.add(say.countered_resources(stack, k), COUNTERED_NO_POWER, entry=k)
                triggers += [Trigger(k, r, power_of(entry, r), False) for r in powered]
            continue
        resolved.append(k)
        target = entry.counters
        already = target is not None and target in countered_by
        trace.add(say.resolves(stack, k, target, already), STACK, entry=k, counters=target)
        timeline.append(Moment(Event.RESOLVES, k))
        if target is not None and not already:
            countered_by[target] = k
        for r in powered:
            triggers.append(_trigger(stack, k, r, trace))
            if triggers[-1].activated is not False:
                timeline.append(Moment(Event.POWER, k, r))
    if any(t.activated is not False for t in triggers):
        trace.add(say.OWN_CARDS, OWN_REQUISITIONS)
    after_stack = [m for m in timeline if m.event is not Event.POWER] + \
                  [m for m in timeline if m.event is Event.POWER]
    open_timing = after_stack != timeline
    if open_timing:
        trace.silent(say.action_in_progress(stack, timeline, after_stack), AFTER_ACTION)
    counters = [(k, by) for k, by in sorted(countered_by.items(), key=lambda item: -item[1])]
    return StackResult(order, tuple(resolved), tuple(sorted(countered_by)), tuple(triggers), tuple(timeline),
                       tuple(after_stack) if open_timing else (), trace.steps(),
                       say.stack_summary(stack, order, counters, triggers, set(countered_by), open_timing))


def _trigger(stack: StackInput, k: int, r: int, trace: Trace) -> Trigger:
    """« Vous avez le choix de jouer ou non l'affinité, mais vous avez l'obligation de jouer la dissonance. »: the
    sentence each trigger applies (which power it is, the glossary's, is said in passing)."""
    entry = stack.entries[k]
    power = power_of(entry, r)
    if power is Power.DISSONANCE:
        t = Trigger(k, r, power, True)
        trace.add(say.trigger(stack, t), MAY_OR_MUST, entry=k, resource=r, power=power.value, mandatory=True)
    else:
        t = Trigger(k, r, power, entry.affinity)
        trace.add(say.trigger(stack, t), MAY_OR_MUST, Flag.CHOICE if entry.affinity is None else None, entry=k,
                  resource=r, power=power.value, mandatory=False)
    return t
