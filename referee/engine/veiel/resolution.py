"""The calculators' ``resolve``: every refusal of :mod:`.checks` at once, or the cited result."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from referee.engine.trace import IllegalAction, Problem

from .checks import (
    check_boss_turn,
    check_enemy_damage,
    check_hero_damage,
    check_hero_movement,
    check_setup,
    check_targeting,
)
from .enemy_damage import boss_turn, wound
from .hero_damage import take
from .model import (
    Board,
    BossTurnInput,
    BossTurnResult,
    EnemyDamageInput,
    EnemyDamageResult,
    HeroDamageInput,
    HeroDamageResult,
    HeroMovementInput,
    HeroMovementResult,
    SetupInput,
    SetupResult,
    TargetingResult,
)
from .movement import move
from .setup import encounters
from .targeting import play

Input = TypeVar("Input")


def _checked(check: Callable[[Input], Iterable[Problem]], data: Input) -> None:
    problems = list(check(data))
    if problems:
        raise IllegalAction.of(problems)


def resolve_targeting(board: Board) -> TargetingResult:
    """The enemies' phase: each enemy in reading order picks its target(s) and moves."""
    _checked(check_targeting, board)
    return play(board)[0]


def resolve_hero_movement(data: HeroMovementInput) -> HeroMovementResult:
    """A hero's move: the squares it may end on, each with its cost and a path."""
    _checked(check_hero_movement, data)
    return move(data)


def resolve_hero_damage(data: HeroDamageInput) -> HeroDamageResult:
    """An enemy's attack on a hero: block, then one wound per damage left, card by card."""
    _checked(check_hero_damage, data)
    return take(data)[0]


def resolve_enemy_damage(data: EnemyDamageInput) -> EnemyDamageResult:
    """A hero's attack on an enemy: the yellow die, lives, death, and a boss's reaction."""
    _checked(check_enemy_damage, data)
    return wound(data)


def resolve_boss_turn(data: BossTurnInput) -> BossTurnResult:
    """A boss's own turn: two Action cards."""
    _checked(check_boss_turn, data)
    return boss_turn(data)


def resolve_setup(data: SetupInput) -> SetupResult:
    """The aid's table for the chosen difficulty."""
    _checked(check_setup, data)
    return encounters(data)
