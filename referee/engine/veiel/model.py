"""L'Ordre de Veiel's model: the inputs read from JSON (their shape declared by ``given``) and the results.

Squares are counted from 1 as a person counts: row 1 is the top row, column 1 the leftmost. A
square is ``{"row": 2, "col": 3}`` or its name ``"C2"`` (column letter, then row number: see
:mod:`.notation`). Squares sort in reading order, row by row from the top, each row left to right
(« comme si vous lisiez un livre de gauche à droite »).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from referee.engine.french import Gender
from referee.engine.reading import given
from referee.engine.trace import Step

from .rules import (
    ADJACENT,
    ADJACENT_RANGE,
    BOSS_ACTION_DECK,
    BOSS_ACTION_DECK_SIZE,
    BOSS_LIFE_LOST,
    DAMAGE_OR_WOUNDS,
    DIFFICULTY,
    DRAWN_FROM_BLACK_SQUARE,
    ENEMY_DICE,
    HEROES_PHASE,
    IGNORED_HERO,
    MAX_BOARD_SIDE,
    MAX_COUNT,
    MAX_DRAWN_SQUARES,
    MAX_ENEMIES,
    MAX_ENTITIES,
    MAX_HEROES,
    MAX_NAME,
    MAX_PILE,
    PLAY_OR_DISCARD,
    SQUARES_BETWEEN,
    SUBSTITUTION,
    SWORDS_PRIORITY,
    TARGETING,
    THREAT_PRIORITY,
)

# =============================================================================================
# Vocabulary
# =============================================================================================
DEFAULT_HERO, DEFAULT_ENEMY, DEFAULT_BOSS = "Le héros", "L'ennemi", "Le boss"
"""The names a damage input gives the hero, enemy or boss it leaves unnamed: data, the same in every
language (the API's defaults); the English phrasebook says them in English."""
DEFAULT_ENEMY_NAME = "Ennemi"
"""The name of an enemy on the board given without one."""


class Icon(enum.Enum):
    """The targeting icon printed on an enemy card (Ciblage des ennemis, P.14)."""

    SINGLE = "cible-unique"
    """Attacks the closest hero, for the least movement."""

    MULTIPLE = "cible-multiple"
    """Moves to hit as many heroes as possible."""


class EntityKind(enum.Enum):
    """What a card on the board that is neither hero nor enemy is, by its keyword."""

    OBSTACLE = "obstacle"
    """Heroes may cross it but not stop on it; enemies never cross it (Glossaire, Obstacle)."""

    INFRANCHISSABLE = "infranchissable"
    """Nobody crosses it, and it blocks card effects (Glossaire, Infranchissable)."""

    ALLY = "allie"
    """An Allié: heroes may cross it (P.21); what enemies do is not said (flagged)."""

    CORPSE = "cadavre"
    """A corpse: its square counts as empty (Les cadavres)."""


class DamageKind(enum.Enum):
    """« Dégâts => dégâts bloqués ou non. Blessures => dégâts forcément non bloqués. » (Important, P.25)"""

    DAMAGE = "degats"
    WOUNDS = "blessures"


class CardKeyword(enum.Enum):
    """The card keywords that change how a wound is taken."""

    PERSISTANT = "persistant"
    """Never goes to the wounds or the exile: to the discard, and the hero is wounded again."""

    SUBSTITUTION = "substitution"
    """From the hand, may go to the wounds instead of the deck's top card; then draw a card."""


class Difficulty(enum.Enum):
    """The difficulties of the aid's table « Difficulté pour les parties à 4 affrontements »."""

    EASY = "facile"
    NORMAL = "normale"
    HARD = "difficile"
    EXTREME = "extreme"
    NIGHTMARE = "cauchemar"
    IMPOSSIBLE = "impossible"


# =============================================================================================
# The board
# =============================================================================================
@dataclass(frozen=True, order=True)
class Square:
    """A square of the board; squares sort in reading order (by row, then by column)."""

    row: int = given("Ligne, 1 en haut (ou bien la case par son nom : « C2 »).", minimum=1,
                     maximum=MAX_BOARD_SIDE)
    col: int = given("Colonne, 1 à gauche (A).", minimum=1, maximum=MAX_BOARD_SIDE)

    TEXT_SCHEMA: ClassVar[dict[str, Any]] = {"pattern": r"^ *[A-La-l](?:[1-9]|1[0-2]) *$"}
    """What the API schema says of the spelt form (a column letter, a row number: at most 12 × 12)."""

    @classmethod
    def from_text(cls, text: str) -> Square:
        """« C2 »: the column letter from the left, then the row number from the top."""
        from .notation import read_square

        return read_square(text)

    @property
    def name(self) -> str:
        from .notation import square_name

        return square_name(self.row, self.col)

    def __str__(self) -> str:
        return self.name

    def shifted(self, drow: int, dcol: int) -> Square:
        return Square(self.row + drow, self.col + dcol)

    def neighbours(self) -> tuple[tuple[Square, bool], ...]:
        """The four orthogonal neighbours, each with whether the step changes the row."""
        return ((self.shifted(-1, 0), True), (self.shifted(1, 0), True),
                (self.shifted(0, -1), False), (self.shifted(0, 1), False))


@dataclass(frozen=True)
class Reach:
    """The squares an enemy's attack reaches: a ``range`` N, or the ``offsets`` drawn on its card."""

    range: int | None = given("Portée N : les cases à N cases ou moins, comptées orthogonalement (1 : "
                              "adjacentes) ; ou bien « adjacent » pour toute la portée.", default=None,
                              minimum=1, maximum=2 * MAX_BOARD_SIDE, rule=SQUARES_BETWEEN)
    offsets: tuple[tuple[int, ...], ...] = given(
        "Ou bien les cases dessinées sur la carte : [décalage de ligne (vers le bas), décalage de colonne "
        "(vers la droite)].", default=(), minimum=1 - MAX_BOARD_SIDE, maximum=MAX_BOARD_SIDE - 1,
        max_items=MAX_DRAWN_SQUARES, rule=DRAWN_FROM_BLACK_SQUARE)

    TEXT_SCHEMA: ClassVar[dict[str, Any]] = {"pattern": r"^ *[Aa][Dd][Jj][Aa][Cc][Ee][Nn][Tt] *$"}

    @classmethod
    def from_text(cls, text: str) -> Reach:
        """« adjacent »: the four orthogonally adjacent squares (Glossaire, Adjacent)."""
        from .notation import read_reach

        return read_reach(text)

    @classmethod
    def adjacent(cls) -> Reach:
        return cls(range=ADJACENT_RANGE)

    def covers(self, origin: Square, target: Square) -> bool:
        drow, dcol = target.row - origin.row, target.col - origin.col
        if self.range is not None:
            return 0 < abs(drow) + abs(dcol) <= self.range
        return (drow, dcol) in {tuple(pair) for pair in self.offsets}

    def area(self, origin: Square, rows: int, cols: int) -> frozenset[Square]:
        """The squares of the board this reach covers from ``origin``."""
        return frozenset(Square(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)
                         if self.covers(origin, Square(r, c)))


@dataclass(frozen=True)
class Hero:
    """A hero on the board, as an enemy sees it."""

    name: str = given("Le nom du héros, distinct de celui des autres héros (les ennemis y renvoient). « Héros B4 » "
                      "et « Hero B4 », le nom par défaut en français et en anglais, désignent tous deux le héros en B4.",
                      max_length=MAX_NAME, allow_blank=False)
    square: Square = given("La case du héros : « C2 » ou {\"row\": 2, \"col\": 3}.")
    threat: int = given("Sa menace : départage les cibles à égalité de déplacement.", minimum=0,
                        maximum=MAX_COUNT, rule=THREAT_PRIORITY)
    swords: int = given("Ses symboles d'épée : départagent à égalité de menace.", default=0, minimum=0,
                        maximum=MAX_COUNT, rule=SWORDS_PRIORITY)
    attackable: bool = given("false si un effet interdit à tout ennemi de l'attaquer : les ennemis l'ignorent.",
                             default=True, rule=IGNORED_HERO)
    dead: bool = given("true pour un héros mort resté sur le plateau : ni cible ni obstacle.", default=False)


@dataclass(frozen=True)
class Enemy:
    """An enemy on the board, with what its card says about moving and attacking."""

    square: Square = given("La case de l'ennemi.")
    movement: int = given("Ses points de déplacement : le plus de pas orthogonaux qu'il fait ce tour.", minimum=0,
                          maximum=MAX_COUNT)
    reach: Reach = given("La portée de son attaque : « adjacent », {\"range\": N} ou {\"offsets\": [[ligne, "
                         "colonne], …]}.", rule=ADJACENT)
    # The two icons are two passages of « Ciblage des ennemis »: the choice between them is the section's.
    icon: Icon = given("L'icône de ciblage : cible-unique ou cible-multiple.", rule=TARGETING)
    name: str = given("Le nom imprimé ; plusieurs ennemis peuvent le partager.", default=DEFAULT_ENEMY_NAME,
                      max_length=MAX_NAME, allow_blank=False)
    gender: Gender = given("Le genre de son nom, pour accorder les phrases : m (un Spectre) ou f (une Goule).",
                           default=Gender.MASCULINE)
    may_not_attack: tuple[str, ...] = given("Les héros qu'un effet lui interdit d'attaquer, chacun par son nom ou sa case "
                                            "(« B4 ») : il les ignore.",
                                            default=(), max_items=MAX_HEROES, max_length=MAX_NAME,
                                            allow_blank=False, rule=IGNORED_HERO)
    chosen_target: str | None = given("Le héros que le juge désigne, par son nom ou sa case (« B4 »), quand l'aide "
                                      "laisse une égalité entre héros (refusé s'il n'y en a pas).", default=None, max_length=MAX_NAME,
                                      allow_blank=False, rule=SWORDS_PRIORITY)
    chosen_square: Square | None = given("La case d'arrivée que le juge choisit quand l'aide laisse plusieurs "
                                         "cases à égalité (refusée sinon).", default=None)

    @property
    def label(self) -> str:
        """« Goule (B3) »: the name and the square it stands on."""
        return f"{self.name} ({self.square})"


@dataclass(frozen=True)
class Entity:
    """A card on the board that is neither hero nor enemy: Obstacle, Infranchissable, ally, corpse."""

    kind: EntityKind = given("obstacle, infranchissable, allie ou cadavre (une case de cadavre compte comme vide).")
    square: Square = given("La case de l'entité.")
    name: str = given("Son nom, pour les textes.", default="", max_length=MAX_NAME)


@dataclass(frozen=True)
class Board:
    """The battlefield at the start of the enemies' phase (or after some enemies moved)."""

    rows: int = given("Le nombre de lignes du plateau.", minimum=1, maximum=MAX_BOARD_SIDE)
    cols: int = given("Le nombre de colonnes du plateau.", minimum=1, maximum=MAX_BOARD_SIDE)
    heroes: tuple[Hero, ...] = given("Les héros, vivants ou morts.", default=(), max_items=MAX_HEROES)
    enemies: tuple[Enemy, ...] = given("Les ennemis, dans n'importe quel ordre : ils jouent dans l'ordre de "
                                       "lecture.", default=(), max_items=MAX_ENEMIES)
    entities: tuple[Entity, ...] = given("Obstacles, Infranchissables, alliés et cadavres.", default=(),
                                         max_items=MAX_ENTITIES)

    def contains(self, square: Square) -> bool:
        return 1 <= square.row <= self.rows and 1 <= square.col <= self.cols

    def squares(self) -> frozenset[Square]:
        return frozenset(Square(r, c) for r in range(1, self.rows + 1) for c in range(1, self.cols + 1))

    def entity_squares(self, kind: EntityKind) -> frozenset[Square]:
        return frozenset(e.square for e in self.entities if e.kind is kind)

    def with_enemy_at(self, index: int, square: Square) -> Board:
        """The same board with one enemy moved: the board the next enemy sees."""
        moved = replace(self.enemies[index], square=square)
        return replace(self, enemies=self.enemies[:index] + (moved,) + self.enemies[index + 1:])


@dataclass(frozen=True)
class EnemyTurn:
    """One enemy's turn: whom it attacks, where it goes, and why."""

    index: int
    """The enemy's position in ``Board.enemies`` (the input list)."""
    order: int
    """Its place in the reading order: 1 plays first."""
    name: str
    start: Square
    targets: tuple[str, ...]
    """The heroes it attacks at the end of its move (empty when it can attack none)."""
    approached: str | None
    """When it could attack nobody: the hero it moved towards, if any."""
    path: tuple[Square, ...]
    """Its path square by square, the start square first."""
    final_square: Square
    moves: int
    """The movement points it used."""
    steps: tuple[Step, ...]
    board_after: Board
    """The board once it has moved: what the next enemy sees."""
    summary: str


@dataclass(frozen=True)
class TargetingResult:
    """The enemies' phase, enemy by enemy in reading order."""

    turns: tuple[EnemyTurn, ...]
    board: Board
    """The board after every enemy has moved."""
    steps: tuple[Step, ...]
    """Every step: the board's rules first, then each enemy's turn."""
    summary: str


# =============================================================================================
# A hero's move
# =============================================================================================
class MoveSource(enum.Enum):
    """Where a hero's move comes from (Phase d'action des Héros, P.13; Glossaire, Infranchissable)."""

    CARD = "carte"
    """A card played: its movement value."""

    DISCARD = "defausse"
    """« défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement »."""

    FORCED = "infranchissable"
    """The hero's square became Infranchissable: « il doit immédiatement et obligatoirement effectuer 1
    déplacement »."""


@dataclass(frozen=True, kw_only=True)
class HeroMovementInput(Board):
    """The same board as the enemies' phase, and which hero moves, how far.

    It is a :class:`Board` (its fields first): a board shared from the targeting page is the
    movement page's board, and the hero's own square may hold the Infranchissable it must leave."""

    hero: str | None = given("Le héros qui se déplace, par son nom ou sa case (« B4 ») ; facultatif s'il est le seul "
                             "héros du plateau.",
                             default=None, max_length=MAX_NAME, allow_blank=False)
    source: MoveSource = given("D'où vient le déplacement : carte (sa valeur, moves), defausse (défausser pour "
                               "effectuer 1 déplacement) ou infranchissable (sa case est devenue Infranchissable : "
                               "1 déplacement obligatoire).", default=MoveSource.CARD, rule=HEROES_PHASE)
    # ``source`` chooses between a card, discarding (one passage) and a square become Infranchissable (a glossary
    # entry): the choice is the heroes' phase, a section.
    moves: int | None = given("Pour une carte : sa valeur de déplacement (le plus de cases parcourues).", default=None,
                              minimum=0, maximum=MAX_COUNT, rule=PLAY_OR_DISCARD)
    discarded: int | None = given("Pour defausse : le nombre de cartes défaussées (1 par défaut).", default=None,
                                  minimum=1, maximum=MAX_PILE, rule=PLAY_OR_DISCARD)

    @property
    def board(self) -> Board:
        """The board alone, as the targeting calculator reads it."""
        return Board(rows=self.rows, cols=self.cols, heroes=self.heroes, enemies=self.enemies, entities=self.entities)


@dataclass(frozen=True)
class Destination:
    """A square the hero may end on, with the moves it costs and one shortest path to it."""

    square: Square
    name: str
    """The square's name, « C5 »."""
    cost: int
    path: tuple[Square, ...]
    """Square by square, the start first (a path of one square: the hero stays)."""
    route: str
    """The path written out, « B4 → B5 → C5 »."""
    disputed: bool = False
    """Another reading of an open point of the aid takes this square away (see the SILENT steps)."""


@dataclass(frozen=True)
class HeroMovementResult:
    """Where the hero may go: under our reading, and the squares only another reading adds."""

    hero: str
    start: Square
    moves: int
    """The moves it has under our reading."""
    forced: bool
    """It must move (its square became Infranchissable): staying is no option."""
    destinations: tuple[Destination, ...]
    """By cost, then in reading order; staying (cost 0) first when allowed."""
    other_reading_only: tuple[Destination, ...]
    """Squares another reading of an open point adds, with their cost."""
    steps: tuple[Step, ...]
    summary: str


# =============================================================================================
# Damage
# =============================================================================================
@dataclass(frozen=True)
class Card:
    """A card of a hero's pile, known by its name and the keywords that matter to wounds."""

    name: str = given("Le nom de la carte ; ou bien la carte par son seul nom : « Frappe ».", max_length=MAX_NAME,
                      allow_blank=False)
    keywords: tuple[CardKeyword, ...] = given("persistant et/ou substitution.", default=(), max_items=2)

    TEXT_SCHEMA: ClassVar[dict[str, Any]] = {"maxLength": MAX_NAME,
                                             "pattern": r"^[^\x00-\x1F\x7F]*[^\s\x00-\x1F\x7F][^\x00-\x1F\x7F]*$"}

    @classmethod
    def from_text(cls, text: str) -> Card:
        """A card without keyword, by its name."""
        from .notation import read_card_name

        return read_card_name(text)

    @property
    def persistent(self) -> bool:
        return CardKeyword.PERSISTANT in self.keywords

    @property
    def substitution(self) -> bool:
        return CardKeyword.SUBSTITUTION in self.keywords


@dataclass(frozen=True)
class HeroDamageInput:
    """One enemy attack on a hero, and the hero's piles of cards (each listed top card first)."""

    damage: int = given("Les dégâts (ou blessures) de l'attaque.", minimum=0, maximum=MAX_COUNT)
    kind: DamageKind = given("degats (arrêtés par le blocage) ou blessures (jamais bloquées).",
                             default=DamageKind.DAMAGE, rule=DAMAGE_OR_WOUNDS)
    block: int = given("Les points de blocage du héros (dés bleus).", default=0, minimum=0, maximum=MAX_COUNT)
    deck: tuple[Card, ...] = given("Le deck, carte du dessus en premier.", default=(), max_items=MAX_PILE)
    discard: tuple[Card, ...] = given("La défausse, carte du dessus en premier ; son ordre tient lieu de mélange "
                                      "quand le deck est reconstitué.", default=(), max_items=MAX_PILE)
    hand: tuple[Card, ...] = given("La main, dans l'ordre où le joueur céderait ses cartes si deck et défausse "
                                   "sont vides.", default=(), max_items=MAX_PILE)
    wounds: tuple[Card, ...] = given("La pile des blessures avant l'attaque.", default=(), max_items=MAX_PILE)
    substitute_with: tuple[str, ...] = given("Les cartes Substitution de la main que le joueur choisit de placer "
                                             "dans ses blessures, une par blessure à partir de la première.",
                                             default=(), max_items=MAX_PILE, max_length=MAX_NAME,
                                             allow_blank=False, rule=SUBSTITUTION)
    hero: str = given("Le nom du héros, pour les textes.", default=DEFAULT_HERO, max_length=MAX_NAME,
                      allow_blank=False)


@dataclass(frozen=True)
class HeroDamageResult:
    """Where each wound went, and the hero's piles afterwards."""

    blocked: int
    block_left: int
    wound_count: int
    """Wounds to take: the damage not blocked."""
    placed: tuple[Card, ...]
    """The cards that went to the wounds, in order."""
    persistent_discarded: tuple[Card, ...]
    """Persistant cards that went to the discard instead (each time, the hero was wounded again)."""
    drawn: tuple[Card, ...]
    """Cards drawn because of Substitution."""
    reshuffles: int
    """How many times the deck was rebuilt from the discard."""
    unresolved: int
    """Wounds the aid does not say where to put (see the SILENT step); 0 normally."""
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    hand: tuple[Card, ...]
    wounds: tuple[Card, ...]
    steps: tuple[Step, ...]
    summary: str


@dataclass(frozen=True)
class EnemyDamageInput:
    """One hero attack on an enemy, with the enemy's dice."""

    damage: int = given("Les dégâts (ou blessures) de l'attaque du héros.", minimum=0, maximum=MAX_COUNT)
    yellow: int = given("Le dé jaune maintenant : de 1 à sa valeur initiale.", minimum=1, maximum=MAX_COUNT,
                        rule=ENEMY_DICE)
    yellow_max: int = given("La valeur initiale du dé jaune, imprimée sur la carte de l'ennemi.", minimum=1,
                            maximum=MAX_COUNT, rule=ENEMY_DICE)
    red: int = given("Le dé rouge maintenant : ses vies restantes.", minimum=1, maximum=MAX_COUNT,
                     rule=ENEMY_DICE)
    kind: DamageKind = given("degats ou blessures.", default=DamageKind.DAMAGE, rule=DAMAGE_OR_WOUNDS)
    block: int = given("Les points de blocage de l'ennemi, si un effet lui en donne.", default=0, minimum=0,
                       maximum=MAX_COUNT)
    boss: bool = given("true pour un boss : son passif et une carte Action par vie perdue.", default=False,
                       rule=BOSS_LIFE_LOST)
    action_cards_left: int = given("Pour un boss : les cartes de sa pile Action.", default=BOSS_ACTION_DECK_SIZE,
                                   minimum=0, maximum=BOSS_ACTION_DECK_SIZE, rule=BOSS_ACTION_DECK)
    summons: tuple[str, ...] = given("Les ennemis qu'il a invoqués : ils meurent avec lui.", default=(),
                                     max_items=MAX_ENEMIES, max_length=MAX_NAME, allow_blank=False)
    corpses: bool = given("true si un joueur utilise les cadavres : l'ennemi mort reste sur le plateau.",
                          default=False)
    enemy: str = given("Le nom de l'ennemi, pour les textes.", default=DEFAULT_ENEMY, max_length=MAX_NAME,
                       allow_blank=False)
    gender: Gender = given("Le genre de son nom, pour accorder les phrases : m (un Spectre) ou f (une Goule).",
                           default=Gender.MASCULINE)


@dataclass(frozen=True)
class EnemyDamageResult:
    """The enemy's dice after the attack, and what a boss must resolve."""

    blocked: int
    applied: int
    """Damage that lowered the yellow die (up to its death)."""
    wasted: int
    """Damage left over once it died."""
    lives_lost: int
    yellow: int
    """The yellow die afterwards (0 once dead)."""
    red: int
    dead: bool
    boss_passives: int
    boss_action_cards: int
    action_cards_left: int
    action_reshuffles: int
    steps: tuple[Step, ...]
    summary: str


@dataclass(frozen=True)
class BossTurnInput:
    """A boss's own turn in the enemies' phase."""

    action_cards_left: int = given("Les cartes de sa pile Action.", default=BOSS_ACTION_DECK_SIZE, minimum=0,
                                   maximum=BOSS_ACTION_DECK_SIZE, rule=BOSS_ACTION_DECK)
    boss: str = given("Le nom du boss, pour les textes.", default=DEFAULT_BOSS, max_length=MAX_NAME, allow_blank=False)


@dataclass(frozen=True)
class BossTurnResult:
    action_cards: int
    action_cards_left: int
    action_reshuffles: int
    steps: tuple[Step, ...]
    summary: str


# =============================================================================================
# Set-up
# =============================================================================================
@dataclass(frozen=True)
class Encounter:
    """One encounter of the set-up: how many enemies of each tier to place."""

    number: int
    bosses: int = 0
    basic: int = 0
    intermediate: int = 0
    powerful: int = 0


@dataclass(frozen=True)
class SetupInput:
    """The chosen difficulty of a four-encounter game."""

    # Six difficulties, each a heading of the table: the choice among them is the section's.
    difficulty: Difficulty = given("La difficulté d'une partie à 4 affrontements.", rule=DIFFICULTY)


@dataclass(frozen=True)
class SetupResult:
    difficulty: Difficulty
    encounters: tuple[Encounter, ...]
    labels: tuple[str, ...]
    """Each encounter as printed in the aid."""
    steps: tuple[Step, ...]
    summary: str

