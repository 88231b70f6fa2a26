"""What the rules refuse in a well-formed input: every refusal at once, each with its field and rule.

A board is first checked for what makes it no board at all (a piece off it, two pieces on a
square, a hero named twice, a reach that is neither a range nor drawn squares); a consistent board
is then played, which finds the judge's choices the aid does not leave open (a tie it does not
leave, a square that is no equal option). A hero's attack is played too: a Substitution card named
must be in the hand, with that keyword, when its wound comes.
"""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from . import phrasebook as say
from .hero_damage import take, wound_count
from .model import (
    Board,
    BossTurnInput,
    EnemyDamageInput,
    EntityKind,
    HeroDamageInput,
    HeroMovementInput,
    Reach,
    SetupInput,
    Square,
)
from .movement import mover_of, question_problems
from .notation import hero_problem
from .rules import DRAWN_FROM_BLACK_SQUARE, ENEMY_DICE, SQUARES_BETWEEN, SUBSTITUTION, SWORDS_PRIORITY
from .targeting import play


def check_targeting(board: Board) -> Iterator[Problem]:
    """Every reason to refuse this board, then (on a consistent board) every refused judge's choice."""
    problems = list(_board(board))
    yield from problems
    if not problems:
        yield from play(board)[1]


def check_hero_movement(data: HeroMovementInput) -> Iterator[Problem]:
    """The board (the moving hero may stand on the Infranchissable it must leave), then the question."""
    mover = mover_of(data)
    yield from _board(data, under_hero=mover.square if mover is not None and not mover.dead else None)
    yield from question_problems(data)


def _board(board: Board, under_hero: Square | None = None) -> Iterator[Problem]:
    """``under_hero``: the square where an Infranchissable may lie under the hero who must leave it
    (Glossaire, Infranchissable: « Si une entité sur laquelle se trouve un héros devient Infranchissable »)."""
    def off_board(square: Square, field: str) -> Iterator[Problem]:
        if not board.contains(square):
            yield Problem(field, say.off_board(square, board.rows, board.cols))

    names: set[str] = set()
    for i, hero in enumerate(board.heroes):
        yield from off_board(hero.square, f"heroes[{i}].square")
        if hero.name in names:
            yield Problem(f"heroes[{i}].name", say.hero_named_twice(hero.name))
        names.add(hero.name)
    for i, enemy in enumerate(board.enemies):
        field = f"enemies[{i}]"
        yield from off_board(enemy.square, f"{field}.square")
        yield from _reach(enemy.reach, f"{field}.reach")
        for j, name in enumerate(enemy.may_not_attack):
            unknown = hero_problem(board.heroes, name)
            if unknown:
                yield Problem(f"{field}.may_not_attack[{j}]", unknown)
        unknown = None if enemy.chosen_target is None else hero_problem(board.heroes, enemy.chosen_target)
        if unknown:
            # The judge names a hero only where the swords leave a tie (« le plus de symbole d'épée »).
            yield Problem(f"{field}.chosen_target", unknown, SWORDS_PRIORITY)
        if enemy.chosen_square is not None:
            yield from off_board(enemy.chosen_square, f"{field}.chosen_square")
    for i, entity in enumerate(board.entities):
        yield from off_board(entity.square, f"entities[{i}].square")

    # Corpses are empty squares (Les cadavres): anything may stand on them.
    occupied: dict[Square, str] = {}
    pieces = ([(f"heroes[{i}].square", h.square, h.name) for i, h in enumerate(board.heroes)]
              + [(f"enemies[{i}].square", e.square, e.name) for i, e in enumerate(board.enemies)]
              + [(f"entities[{i}].square", e.square, e.name or say.ENTITY_NAME[e.kind])
                 for i, e in enumerate(board.entities) if e.kind is not EntityKind.CORPSE
                 and not (e.kind is EntityKind.INFRANCHISSABLE and e.square == under_hero)])
    for field, square, name in pieces:
        if square in occupied:
            yield Problem(field, say.square_taken(square, occupied[square]))
        else:
            occupied[square] = name


def _reach(reach: Reach, field: str) -> Iterator[Problem]:
    """A reach is a range N (Glossaire, « Nombre de cases qui vous sépare »: the squares counted) or the squares
    drawn on the card, placed from the square of the one who acts (« Le carré noir représente le héros qui joue la
    carte », P.19: the aid's one sentence on a drawn area)."""
    if reach.range is None and not reach.offsets:
        yield Problem(field, say.EMPTY_REACH, SQUARES_BETWEEN)
    elif reach.range is not None and reach.offsets:
        yield Problem(field, say.RANGE_AND_OFFSETS, SQUARES_BETWEEN)
    for i, pair in enumerate(reach.offsets):
        if len(pair) != 2:
            yield Problem(f"{field}.offsets[{i}]", say.OFFSET_PAIR, DRAWN_FROM_BLACK_SQUARE)
        elif tuple(pair) == (0, 0):
            yield Problem(f"{field}.offsets[{i}]", say.OFFSET_ON_ENEMY, DRAWN_FROM_BLACK_SQUARE)


def check_hero_damage(data: HeroDamageInput) -> Iterator[Problem]:
    """« Piochez une carte pour chaque carte de votre main placée dans la pile des blessures de
    cette manière »: one Substitution card per wound at most, each a Substitution card of the hand."""
    wounds = wound_count(data)
    if len(data.substitute_with) > wounds:
        yield Problem("substitute_with", say.too_many_substitutions(wounds, len(data.substitute_with)), SUBSTITUTION)
    yield from take(data)[1]


def check_enemy_damage(data: EnemyDamageInput) -> Iterator[Problem]:
    """« le dé jaune revient à sa valeur initiale » : it never stands above it, nor at 0."""
    if data.yellow > data.yellow_max:
        yield Problem("yellow", say.yellow_above_initial(data.yellow, data.yellow_max), ENEMY_DICE)


def check_setup(data: SetupInput) -> Iterator[Problem]:
    """Any difficulty of the table may be played."""
    return iter(())


def check_boss_turn(data: BossTurnInput) -> Iterator[Problem]:
    """Any Action pile from 0 to 7 cards may be drawn from."""
    return iter(())
