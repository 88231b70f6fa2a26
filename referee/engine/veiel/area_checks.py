"""What the effect-area calculator refuses: every refusal at once, each with its field and rule.

The board is checked as the targeting board is (a piece off it, two pieces on a square, a hero
named twice…), except that an Infranchissable may lie under a hero or an enemy: « Rien n'empêche de
cibler un ennemi ou un héros qui serait Infranchissable » (Glossaire, Infranchissable). Then the
effect: someone on the black square, a pattern with what it needs and nothing it does not use.
"""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import IllegalAction, Problem

from . import phrasebook as say
from .area import source_of, spread
from .area_model import EffectAreaInput, EffectAreaResult, Pattern
from .checks import _board
from .model import EntityKind
from .notation import hero_problem
from .rules import (
    AREA_BLACK_SQUARE,
    AREA_SQUARES_BETWEEN,
    AREA_TWINS,
    ARROW_DIRECTION,
    ARROW_LANES,
)


def check_effect_area(data: EffectAreaInput) -> Iterator[Problem]:
    yield from _board_of(data)
    yield from _effect(data)


def _board_of(data: EffectAreaInput) -> Iterator[Problem]:
    """The targeting board's refusals, an Infranchissable under a hero or an enemy allowed (that piece is
    Infranchissable)."""
    standing = {h.square for h in data.heroes} | {e.square for e in data.enemies}
    under = {f"entities[{i}].square" for i, e in enumerate(data.entities)
             if e.kind is EntityKind.INFRANCHISSABLE and e.square in standing}
    for problem in _board(data.board):
        if problem.field not in under:
            yield problem


def _effect(data: EffectAreaInput) -> Iterator[Problem]:
    if not data.contains(data.source):
        yield Problem("source", say.off_board(data.source, data.rows, data.cols), AREA_BLACK_SQUARE)
    else:
        source = source_of(data)
        dead = any(h.square == data.source and h.dead for h in data.heroes)
        if source is None:
            yield Problem("source", say.nobody_on_black_square(data.source, dead), AREA_BLACK_SQUARE)
    pattern = data.pattern
    if pattern in (Pattern.RANGE, Pattern.SQUARE) and data.range is None:
        yield Problem("range", say.RANGE_MISSING, AREA_SQUARES_BETWEEN)
    if pattern in (Pattern.ADJACENT, Pattern.INFINITE, Pattern.DRAWN) and data.range is not None:
        yield Problem("range", say.range_unused(pattern.value), AREA_SQUARES_BETWEEN)
    if pattern is Pattern.DRAWN and not data.offsets:
        yield Problem("offsets", say.OFFSETS_MISSING, AREA_BLACK_SQUARE)
    if pattern is not Pattern.DRAWN and data.offsets:
        yield Problem("offsets", say.OFFSETS_UNUSED, AREA_BLACK_SQUARE)
    for i, pair in enumerate(data.offsets):
        if len(pair) != 2:
            yield Problem(f"offsets[{i}]", say.OFFSET_PAIR, AREA_BLACK_SQUARE)
        elif tuple(pair) == (0, 0):
            yield Problem(f"offsets[{i}]", say.OFFSET_ON_BLACK_SQUARE, AREA_BLACK_SQUARE)
    if pattern is not Pattern.ARROWS and data.directions:
        yield Problem("directions", say.ARROWS_ONLY, ARROW_DIRECTION)
    if pattern is not Pattern.ARROWS and tuple(data.lanes) != (0,):
        yield Problem("lanes", say.ARROWS_ONLY, ARROW_LANES)
    source = source_of(data) if data.contains(data.source) else None
    by_enemy = source is not None and source in data.enemies
    if data.source_squares and source is not None and not by_enemy:
        yield Problem("source_squares", say.LARGE_ENEMY_ONLY, AREA_BLACK_SQUARE)
    others = {h.square: h.name for h in data.heroes} | {e.square: e.label for e in data.enemies}
    others.update({e.square: say.ENTITY_NAME[e.kind] for e in data.entities if e.kind is not EntityKind.CORPSE})
    for i, square in enumerate(data.source_squares):
        if not data.contains(square):
            yield Problem(f"source_squares[{i}]", say.off_board(square, data.rows, data.cols), AREA_BLACK_SQUARE)
        elif square != data.source and square in others:
            yield Problem(f"source_squares[{i}]", say.square_taken(square, others[square]), AREA_BLACK_SQUARE)
    if data.twins is not None:
        unknown = hero_problem(data.heroes, data.twins)
        if unknown:
            yield Problem("twins", unknown, AREA_TWINS)


def resolve_effect_area(data: EffectAreaInput) -> EffectAreaResult:
    """The squares a card's effect reaches from the one who plays it, and whom it applies to."""
    problems = list(check_effect_area(data))
    if problems:
        raise IllegalAction.of(problems)
    return spread(data)
