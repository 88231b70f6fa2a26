"""What the rules refuse in a well-formed combat: every refusal at once, each citing its rule."""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from . import phrasebook as say
from .model import CombatInput, Occupant, Side, Terrain
from .rules import COLUMNS, MAX_CARDS_PER_SQUARE, ONE_AGAINST_TWO, SQUARE_LIMIT, TWO_AGAINST_ONE, TWO_AGAINST_TWO


def check(combat: CombatInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse this combat as described."""
    yield from _milieu(combat)
    yield from _square_capacity(combat)
    yield from _choices(combat)


def _milieu(combat: CombatInput) -> Iterator[Problem]:
    """« Chaque colonne représente un type de terrain différent »: the square's column is the milieu."""
    if combat.terrain is None and combat.square is None:
        yield Problem("terrain", say.NO_MILIEU, COLUMNS)
    elif combat.terrain is not None and combat.square is not None:
        column = combat.square.column
        if Terrain.of_column(column) is not combat.terrain:
            yield Problem("terrain", say.milieu_conflict(column, Terrain.of_column(column), combat.terrain), COLUMNS)


def _square_capacity(combat: CombatInput) -> Iterator[Problem]:
    """« Il peut y avoir maximum 2 cartes par case. »"""
    if combat.occupant is not Occupant.NONE and len(combat.defenders) == MAX_CARDS_PER_SQUARE:
        yield Problem("occupant", say.SQUARE_FULL, SQUARE_LIMIT)


def _choices(combat: CombatInput) -> Iterator[Problem]:
    """Who fights is one of the cards of the side that chooses; a pairing only at two against two."""
    for field, cards, side, rule in (("attacker_choice", combat.attackers, Side.ATTACKER, TWO_AGAINST_ONE),
                                     ("defender_choice", combat.defenders, Side.DEFENDER, ONE_AGAINST_TWO)):
        choice = getattr(combat, field)
        if choice is not None and choice >= len(cards):
            yield Problem(field, say.no_such_card(side, choice, len(cards)), rule)
    if combat.pairing is not None:
        if not (len(combat.attackers) == 2 and len(combat.defenders) == 2):
            yield Problem("pairing", say.PAIRING_OUT_OF_PLACE, TWO_AGAINST_TWO)
        elif sorted(combat.pairing) != [0, 1]:
            yield Problem("pairing", say.PAIRING_SHAPE, TWO_AGAINST_TWO)
