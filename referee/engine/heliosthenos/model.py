"""Héliosthenos's model: what a combat is made of (read from JSON) and what its result holds."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .rules import (
    BOARD_SIZE,
    COLUMNS,
    MAX_ATTACKERS,
    MAX_CARDS_PER_SQUARE,
    MAX_STRENGTH,
    MIN_STRENGTH,
    OCCUPANT_FATE,
    SQUARE_LIMIT,
    STRENGTH_COUNT,
    STRENGTHS,
    SURFACE,
    TWO_AGAINST_ONE,
)


class Terrain(enum.Enum):
    """The five milieux, in the rulebook's order: « désert, montagne, marais, chaos, glace »."""

    DESERT = "desert"
    MONTAGNE = "montagne"
    MARAIS = "marais"
    CHAOS = "chaos"
    GLACE = "glace"

    @property
    def index(self) -> int:
        return list(Terrain).index(self)

    @classmethod
    def of_column(cls, column: int) -> Terrain:
        """« Chaque colonne représente un type de terrain différent » (columns 1 to 5, in order)."""
        return list(cls)[column - 1]


class Occupant(enum.Enum):
    """What else stands on the defender's square besides its active card(s)."""

    NONE = "aucun"
    PRISONER = "prisonnier"
    """A card of the attacker's, beaten and held by the defender."""
    WOUNDED = "blesse"
    """A card of the defender's own, beaten and held."""


class Side(enum.Enum):
    ATTACKER = "attaquant"
    DEFENDER = "defenseur"

    @property
    def other(self) -> Side:
        return Side.DEFENDER if self is Side.ATTACKER else Side.ATTACKER


@dataclass(frozen=True)
class Card:
    """A creature, by its five strengths (désert, montagne, marais, chaos, glace)."""

    strengths: tuple[int, ...] = given(
        "5 forces de 1 à 10 : désert, montagne, marais, chaos, glace.", minimum=MIN_STRENGTH,
        maximum=MAX_STRENGTH, min_items=STRENGTH_COUNT, max_items=STRENGTH_COUNT, example=[7, 2, 4, 2, 3], rule=STRENGTHS)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=60)


@dataclass(frozen=True)
class Square:
    """A square of the 5×5 board: row and column from 1 to 5; the column gives the terrain."""

    row: int = given("Ligne, de 1 à 5.", minimum=1, maximum=BOARD_SIZE, rule=SURFACE)
    column: int = given("Colonne, de 1 (désert) à 5 (glace).", minimum=1, maximum=BOARD_SIZE, rule=COLUMNS)


@dataclass(frozen=True)
class CombatInput:
    """One attack of Héliosthenos."""

    attackers: tuple[Card, ...] = given("1 ou 2 cartes attaquantes.", min_items=1, max_items=MAX_ATTACKERS,
                                        rule=TWO_AGAINST_ONE)
    defenders: tuple[Card, ...] = given("1 ou 2 cartes actives sur la case attaquée.", min_items=1,
                                        max_items=MAX_CARDS_PER_SQUARE, rule=SQUARE_LIMIT)
    terrain: Terrain | None = given("Le milieu du combat ; ou bien donner la case.", default=None, rule=COLUMNS)
    square: Square | None = given("La case du défenseur : sa colonne donne le terrain.", default=None)
    occupant: Occupant = given("Un prisonnier ou un blessé aussi présent sur la case.",
                                 default=Occupant.NONE, rule=OCCUPANT_FATE)
    defender_territory: bool = given("La case est un territoire du défenseur.", default=False)
    attacker_choice: int | None = given("2 contre 1 : indice (0 ou 1) de l'attaquant qui se bat, choisi par "
                                        "l'attaquant ; absent : les deux possibilités.", default=None,
                                        minimum=0, maximum=MAX_ATTACKERS - 1)
    defender_choice: int | None = given("1 contre 2 : indice (0 ou 1) du défenseur qui se bat, choisi par le "
                                        "défenseur ; absent : les deux possibilités.", default=None,
                                        minimum=0, maximum=MAX_CARDS_PER_SQUARE - 1)
    pairing: tuple[int, ...] | None = given("2 contre 2 : [0, 1] ou [1, 0], le défenseur opposé à chaque "
                                            "attaquant ; absent : les deux appariements.", default=None,
                                            minimum=0, maximum=1, min_items=2, max_items=2)

    @property
    def milieu(self) -> Terrain:
        """The fight's milieu: the one given, or the column of the defender's square."""
        if self.terrain is not None:
            return self.terrain
        assert self.square is not None, "checked: a terrain or a square"
        return Terrain.of_column(self.square.column)


@dataclass(frozen=True)
class Fight:
    """One card against one card, scored from the attacker's side."""

    attacker: int
    defender: int
    attacker_strengths: tuple[int, ...]
    """After any malus."""
    defender_strengths: tuple[int, ...]
    milieu_score: int
    """Attacker's strength minus defender's, in the milieu of the fight."""
    remaining_score: int
    """Other milieux dominated minus other milieux where dominated."""
    total_score: int
    winner: Side | None
    """None when the score total is a tie (the rulebook does not settle it)."""
    loser_may_flee: bool
    """The loser's own score de milieu is greater than the winner's."""


@dataclass(frozen=True)
class Option:
    """One way the fights can go, for a choice a player makes (who fights, the pairing)."""

    label: str
    chooser: Side | None
    fights: tuple[Fight, ...]


@dataclass(frozen=True)
class CombatResult:
    terrain: Terrain
    attacker_malus: int
    defender_malus: int
    options: tuple[Option, ...]
    """One option when nothing is left to choose; otherwise one per possible choice."""
    steps: tuple[Step, ...]
    summary: str
