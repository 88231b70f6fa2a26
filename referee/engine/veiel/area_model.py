"""The effect-area calculator's model: which squares a card's effect reaches from the one who plays it, and whom.

The board is the targeting board (:class:`.model.Board`, the same notation); the question adds the
square of the one who acts (« Le carré noir représente le héros qui joue la carte », P.19) and the
effect's pattern as the card draws it: adjacent squares, a range N, drawn white squares, the
infinite symbol, or arrows (« Portée : les flèches », Extension 5).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .model import Board, Square
from .rules import (
    AREA_ALLY,
    AREA_BLACK_SQUARE,
    AREA_CROSSED_OUT,
    AREA_INELUCTABLE,
    AREA_SQUARES_BETWEEN,
    AREA_TWINS,
    ARROW_DIRECTION,
    ARROW_LANES,
    MAX_BOARD_SIDE,
    MAX_DRAWN_SQUARES,
    MAX_LANES,
    MAX_NAME,
)


class Pattern(enum.Enum):
    """How the card draws the effect's reach."""

    ADJACENT = "adjacent"
    """The squares orthogonally next to the black square (Glossaire, Adjacent)."""

    RANGE = "portee"
    """Every square N squares away or fewer (Glossaire, « Nombre de cases qui vous sépare »)."""

    SQUARE = "carre"
    """Every square within N rows and N columns: the white squares of a card drawn as a square round the black one."""

    DRAWN = "cases"
    """The white squares drawn on the card, placed from the black square (P.19)."""

    INFINITE = "infini"
    """« la zone s'étend sur tout le plateau de jeu » (P.19)."""

    ARROWS = "fleches"
    """« il se propage dans une direction choisie : haut, bas, gauche ou droite » (Extension 5)."""


class Direction(enum.Enum):
    """An arrow's direction, as the player chooses it."""

    UP = "haut"
    DOWN = "bas"
    LEFT = "gauche"
    RIGHT = "droite"

    @property
    def step(self) -> tuple[int, int]:
        return {Direction.UP: (-1, 0), Direction.DOWN: (1, 0), Direction.LEFT: (0, -1), Direction.RIGHT: (0, 1)}[self]


class Scope(enum.Enum):
    """Whom the card's effect is for: its text (« un héros », « un ennemi », « toutes les entités »)."""

    HEROES = "heros"
    ENEMIES = "ennemis"
    ALL = "tous"


class Nature(enum.Enum):
    """What the effect does: the Allié entry lets only block, moves and healing be resolved on an ally."""

    DAMAGE = "degats"
    BLOCK = "blocage"
    MOVE = "deplacement"
    HEAL = "soin"
    OTHER = "autre"


class PieceKind(enum.Enum):
    HERO = "heros"
    ENEMY = "ennemi"
    ALLY = "allie"


@dataclass(frozen=True, kw_only=True)
class EffectAreaInput(Board):
    """The targeting board, then the effect: who plays it, its pattern, whom it is for."""

    source: Square = given("La case de celui qui joue l'effet (le carré noir) : un héros vivant ou un ennemi, "
                           "« B4 » ou {\"row\": 4, \"col\": 2}.", rule=AREA_BLACK_SQUARE)
    pattern: Pattern = given("La portée dessinée sur la carte : adjacent, portee (les cases à N pas orthogonaux ou "
                             "moins, range), carre (à N lignes et N colonnes ou moins, range), cases (les carrés "
                             "blancs, offsets), infini ou fleches.", default=Pattern.ADJACENT, rule=AREA_BLACK_SQUARE)
    range: int | None = given("Pour portee et carre : N. Pour fleches : la longueur des flèches "
                              "(vide : jusqu'au bord du plateau).", default=None, minimum=1,
                              maximum=2 * MAX_BOARD_SIDE, rule=AREA_SQUARES_BETWEEN)
    offsets: tuple[tuple[int, ...], ...] = given(
        "Pour cases : les carrés blancs, chacun [décalage de ligne (vers le bas), décalage de colonne (vers la "
        "droite)] depuis le carré noir.", default=(), minimum=1 - MAX_BOARD_SIDE, maximum=MAX_BOARD_SIDE - 1,
        max_items=MAX_DRAWN_SQUARES, rule=AREA_BLACK_SQUARE)
    directions: tuple[Direction, ...] = given("Pour fleches : la direction choisie (haut, bas, gauche, droite) ; vide : "
                                              "chaque direction, au choix du joueur.", default=(), max_items=4,
                                              rule=ARROW_DIRECTION)
    lanes: tuple[int, ...] = given("Pour fleches : les lignes ou colonnes touchées, en décalage sur le côté de la "
                                   "flèche (0 : celle du carré noir ; -1 et 1 : ses voisines).", default=(0,),
                                   minimum=1 - MAX_BOARD_SIDE, maximum=MAX_BOARD_SIDE - 1, min_items=1,
                                   max_items=MAX_LANES, rule=ARROW_LANES)
    targets: Scope = given("Pour qui est l'effet : heros, ennemis ou tous.", default=Scope.ALL)
    nature: Nature = given("Ce que fait l'effet : degats, blocage, deplacement, soin ou autre (un allié ne reçoit "
                           "que blocage, déplacement et soin).", default=Nature.DAMAGE, rule=AREA_ALLY)
    crossed_out: bool = given("true si le carré noir est barré d'une croix blanche : le héros ne peut pas se cibler.",
                              default=False, rule=AREA_CROSSED_OUT)
    source_squares: tuple[Square, ...] = given("Pour un grand ennemi : les autres cases qu'il occupe.", default=(),
                                               max_items=8, rule=AREA_BLACK_SQUARE)
    twins: str | None = given("Le héros « Les jumeaux imprégnés d'Ilhus », par son nom ou sa case : une carte qui "
                              "cible tous les héros le cible 2 fois.", default=None, max_length=MAX_NAME,
                              allow_blank=False, rule=AREA_TWINS)
    counts_squares: bool = given("true si la carte compte le nombre de cases qui vous sépare de la cible (X = …) : "
                                 "chaque cible reçoit ce compte.", default=False, rule=AREA_SQUARES_BETWEEN)
    ineluctable: bool = given("true pour une carte Inéluctable : jouée dès qu'elle peut l'être.", default=False,
                              rule=AREA_INELUCTABLE)

    @property
    def board(self) -> Board:
        return Board(rows=self.rows, cols=self.cols, heroes=self.heroes, enemies=self.enemies, entities=self.entities)


@dataclass(frozen=True)
class AreaPiece:
    """A hero, enemy or ally on a square the effect reaches (or that an Infranchissable cuts off)."""

    name: str
    kind: PieceKind
    square: Square
    place: str
    """The square by name, « B2 »."""
    separation: int
    """« Comptez alors le nombre de cases en incluant celle sur laquelle se trouve la cible » (0: the one who acts)."""
    affected: bool
    """Under our reading of every open point."""
    times: int
    """How many times the effect applies to it (2: the twins, by a card that targets every hero)."""
    why: str
    disputed: bool = False
    """Another reading of an open point changes whether it is affected (see the SILENT steps)."""

@dataclass(frozen=True)
class ArrowLine:
    """One line (or column) of an arrow effect in one direction."""

    direction: Direction
    lane: int
    origin: Square
    squares: tuple[Square, ...]
    """The squares it travels, up to the entity it applies to, an Infranchissable or its end."""
    hit: str | None
    """The entity it applies to, under our reading; None: it does not trigger on this line."""
    interrupted_at: Square | None
    """The Infranchissable that interrupts it."""
    disputed: bool = False


@dataclass(frozen=True)
class EffectAreaResult:
    source: Square
    source_name: str
    pattern: Pattern
    reached: tuple[Square, ...]
    """The squares the effect reaches under our reading, in reading order."""
    reached_names: tuple[str, ...]
    """The same squares by name, « B2 »."""
    blocked: tuple[Square, ...]
    """Squares of the pattern an Infranchissable cuts off from the black square."""
    disputed_squares: tuple[Square, ...]
    """Squares reached under our reading that another reading of an open point leaves out (see the SILENT steps)."""
    pieces: tuple[AreaPiece, ...]
    lines: tuple[ArrowLine, ...]
    takes_place: bool
    """Whether the effect applies to anyone at all (« Sinon l'effet ne peut pas avoir lieu »)."""
    steps: tuple[Step, ...]
    summary: str
    other_reading_squares: tuple[Square, ...] = ()
    """Squares our reading leaves out that another reading reaches: the squares an Infranchissable walls in from an
    infinite range, which « ignore[nt] tous les obstacles » by La zone des effets (see the SILENT step)."""
