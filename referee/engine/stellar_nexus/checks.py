"""What the rules refuse in a well-formed declaration: every refusal at once, each citing its rule."""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from . import phrasebook as say
from .model import CombatInput, Side, StackInput, Target, TurnInput
from .rules import (
    AFFINITY,
    CREATURES,
    DECLARE_BLOCK,
    LIBRARY_SIZE,
    MAX_LIBRARY,
    MIN_LIBRARY,
    ONE_ATTACKER_BLOCKED,
    OPENING_HAND,
    STACK,
    TARGET_HERO,
)

# --- Combat ------------------------------------------------------------------------------------

def check_combat(combat: CombatInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse these declarations of attack and block."""
    yield from _attack_declarations(combat)
    yield from _block_declarations(combat)


def _attack_declarations(combat: CombatInput) -> Iterator[Problem]:
    for i, attacker in enumerate(combat.attackers):
        at = f"attackers[{i}]"
        name = say.attacker(combat, i)
        # « Lorsqu'on décide d'attaquer, on cible obligatoirement un héros adversaire. »
        if attacker.target is not Target.HERO:
            yield Problem(f"{at}.target", say.must_target_hero(name), TARGET_HERO)
        # « Une créature ne peut pas attaquer le tour où elle est posée. »
        if attacker.played_this_turn:
            yield Problem(f"{at}.played_this_turn", say.summoning_sick(name), CREATURES)
        # « Une créature engagée ne peut ni attaquer, ni défendre. »
        if attacker.engaged:
            yield Problem(f"{at}.engaged", say.engaged_cannot(Side.ATTACKER, name), CREATURES)


def _block_declarations(combat: CombatInput) -> Iterator[Problem]:
    for j, blocker in enumerate(combat.blockers):
        at = f"blockers[{j}]"
        name = say.blocker(combat, j)
        if blocker.engaged:
            yield Problem(f"{at}.engaged", say.engaged_cannot(Side.BLOCKER, name), CREATURES)
        for k, index in enumerate(blocker.blocks):
            # « L'adversaire déclare la ou les créatures bloquantes »: against an attacker declared.
            if index >= len(combat.attackers):
                yield Problem(f"{at}.blocks[{k}]", say.no_such_attacker(index, len(combat.attackers)),
                              DECLARE_BLOCK)
        distinct = set(blocker.blocks)
        # « Une créature ne peut pas bloquer plusieurs attaquants. » A countered block cannot be
        # declared anew either: « la créature ne peut pas faire de nouvelle action ou avoir de nouvelle cible ».
        if len(distinct) > 1:
            yield Problem(f"{at}.blocks", say.blocks_several(name, sorted(distinct), blocker.countered),
                          ONE_ATTACKER_BLOCKED)
        elif len(blocker.blocks) > 1:
            yield Problem(f"{at}.blocks", say.blocked_twice(name, blocker.blocks[0]))


# --- The stack ---------------------------------------------------------------------------------

def check_stack(stack: StackInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse this stack as played."""
    for k, entry in enumerate(stack.entries):
        at = f"entries[{k}]"
        name = say.entry(stack, k)
        # « Lorsqu'un sort rapide est joué (éphémère ou capacité), un autre sort rapide peut être joué par dessus. »
        if k > 0 and not entry.kind.quick:
            yield Problem(f"{at}.kind", say.not_quick(name, entry.kind), STACK)
        if entry.counters is not None and entry.counters >= k:
            yield Problem(f"{at}.counters", say.counters_later(name, entry.counters, k), STACK)
        powers = [r for r in entry.resources if r.power]
        if powers and entry.faction is None:
            yield Problem(f"{at}.faction", say.faction_needed(name), AFFINITY)
        if entry.affinity is not None and not any(r.faction is entry.faction for r in powers):
            yield Problem(f"{at}.affinity", say.no_affinity(name), AFFINITY)


# --- Turn aids ---------------------------------------------------------------------------------

def check_turn(turn: TurnInput) -> Iterator[Problem]:
    """What cannot be: nothing to compute, a value above the card's own, a library too small."""
    if turn.mulligans is None and turn.creature is None and turn.library is None \
            and turn.resource_pile is None and turn.hero_pv is None:
        yield Problem("", say.NOTHING_TO_COMPUTE)
    if turn.creature is not None:
        creature = turn.creature
        if creature.attack > creature.max_attack:
            yield Problem("creature.attack", say.above_card("attack", creature.attack, creature.max_attack),
                          CREATURES)
        if creature.endurance > creature.max_endurance:
            yield Problem("creature.endurance",
                          say.above_card("endurance", creature.endurance, creature.max_endurance), CREATURES)
    # A library holds 30 to 40 cards and the opening hand at most 6 of them.
    if turn.first_turn and turn.library is not None and turn.library < MIN_LIBRARY - OPENING_HAND:
        yield Problem("library", say.library_too_small(turn.library, MIN_LIBRARY - OPENING_HAND, MAX_LIBRARY),
                      LIBRARY_SIZE)
