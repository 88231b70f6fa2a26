"""L'Ordre de Veiel — enemy targeting and movement, damage, and the four-encounter set-up.

Source: *L'Ordre de Veiel Deck Building Tactique (Solo) — Aide de jeu solo V1.0*
(``rules/sources/raw/veiel.txt``). Every rule number below cites the line of the aid it
comes from; where the aid is silent the result says so in a flagged step.

Squares
    ``Square(row, col)``, both counted from 1 as a person counts: row 1 is the top row,
    column 1 the leftmost. The canonical JSON form is ``{"row": 2, "col": 3}``; ``from_dict``
    also accepts a name such as ``"C2"`` (column letter from the left, A to L, then the row
    number from the top) — the name the step texts use. Squares sort in reading order
    ("comme si vous lisiez un livre de gauche à droite"): row by row from the top, each row
    left to right.

Attack reach
    Either ``range`` N — every square N or fewer squares away counted orthogonally
    (the Manhattan distance, the target's square included in the count as the glossary's
    « Nombre de cases qui vous sépare » says), so "adjacent" is range 1 — or ``offsets``,
    the squares drawn on the enemy's card as (row offset, column offset) from the enemy,
    rows growing downwards. An Infranchissable entity blocks an attack when no orthogonal
    path inside the reach joins the enemy to the hero without crossing it.

Movement
    A breadth-first search over orthogonal steps that never enters a square holding
    another enemy, a living hero, an Obstacle, an Infranchissable or (an assumption the
    result flags) an ally. Corpses are empty squares. A dead hero's square may be crossed
    but (an assumption the result flags) not ended on. Among paths of equal length the aid
    says rows are crossed first, then columns: read here as "prefer the path whose first
    differing step changes the row" (a vertical step); the other reading is reported too
    whenever it would change the path.

Ties the aid leaves open
    The engine retains the first option in reading order, says so in a SILENT step, and
    lets the judge decide instead through ``Enemy.chosen_target`` (a hero) or
    ``Enemy.chosen_square`` (a final square) — accepted only among the options the aid
    leaves open.
"""
from __future__ import annotations

import enum
import re
from collections import deque
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable, Mapping

from referee.engine.trace import Flag, IllegalAction, InvalidInput, Step, Trace

# ---------------------------------------------------------------------------------------
# Rule anchors (sections and glossary entries of the cleaned aid, rules/sources/veiel.md)
# ---------------------------------------------------------------------------------------
ENEMY_PHASE = "veiel/phase-d-action-des-ennemis"  # subsection of veiel/tour-de-jeu
TARGETING = "veiel/ciblage-des-ennemis"
MOVEMENT = "veiel/deplacement-des-heros-et-des-ennemis"
DAMAGE_TO_HERO = "veiel/degats-des-ennemis-a-un-heros"
DAMAGE_TO_ENEMY = "veiel/degats-des-heros-a-un-ennemi"
BOSS = "veiel/affronter-le-boss"
SUMMONS = "veiel/invocation-d-ennemis"
CORPSES = "veiel/les-cadavres"
DIFFICULTY = "veiel/difficulte-pour-les-parties-a-4-affrontements"
HERO_DEATH = "veiel/mort-d-un-heros"
IMPORTANT = "veiel/important"
ADJACENT = "veiel/glossaire/adjacent"
OBSTACLE = "veiel/glossaire/obstacle"
INFRANCHISSABLE = "veiel/glossaire/infranchissable"
ALLY = "veiel/glossaire/allie"
SUBSTITUTION = "veiel/glossaire/substitution"
PERSISTANT = "veiel/glossaire/persistant"
SQUARES_BETWEEN = "veiel/glossaire/nombre-de-cases-qui-vous-separe"

# ---------------------------------------------------------------------------------------
# Rule numbers
# ---------------------------------------------------------------------------------------
MAX_BOARD_SIDE = 12
"""A limit of this tool, not of the rules: the web page is a tap-to-place grid on a phone."""

MAX_COUNT = 99
"""A limit of this tool, not of the rules, on every count typed in (damage, block, dice,
threat, swords, movement): no card comes near it, and it keeps every list of steps short."""

ADJACENT_RANGE = 1
# « Adjacent : Sont considérées comme adjacentes, les cases orthogonalement collées à la case
# ciblée. Les diagonales ne comptent pas. » (Glossaire, P.25 règles)

DAMAGE_STOPPED_PER_BLOCK_POINT = 1
# « Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. » (P.15)

WOUNDS_PER_UNBLOCKED_DAMAGE = 1
# same line: one wound for each damage not blocked.

CARDS_DRAWN_PER_SUBSTITUTION = 1
# « Piochez une carte pour chaque carte de votre main placée dans la pile des blessures de
# cette manière. » (Glossaire, Substitution)

YELLOW_DIE_LOSS_PER_DAMAGE = 1
# « Chaque dégât réduit le dé jaune de 1. » (Dégâts des héros à un ennemi, P.20)

YELLOW_DIE_LIFE_THRESHOLD = 0
# « Si le dé jaune devrait atteindre 0, l'ennemi perd aussitôt une vie. » (P.20)

RED_DIE_LOSS_PER_LIFE = 1
# « Son dé rouge diminue alors de 1, et le dé jaune revient à sa valeur initiale » (P.20)

BOSS_ACTION_DECK_SIZE = 7
# « Chaque boss est accompagné d'un deck de 7 cartes Action » (Affronter le boss, P.16)

BOSS_ACTION_CARDS_PER_LIFE_LOST = 1
BOSS_PASSIVES_PER_LIFE_LOST = 1
# « Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action » (P.17)

BOSS_ACTION_CARDS_PER_TURN = 2
# « Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)

ENCOUNTERS_PER_GAME = 4
# « Une partie (hors scénario) est la succession de 4 affrontements » (P.12)


# ---------------------------------------------------------------------------------------
# Small French helpers
# ---------------------------------------------------------------------------------------
def _plural(count: int, singular: str, plural: str | None = None) -> str:
    """« 0 blessure », « 1 blessure », « 3 blessures » (French keeps 0 singular)."""
    word = singular if count <= 1 else (plural or singular + "s")
    return f"{count} {word}"


def _of(name: str) -> str:
    """« de Bruno », « d'Aline »."""
    return f"d'{name}" if name[:1].upper() in "AEIOUYÉÈÊÂÎÔ" else f"de {name}"


def _join(words: Iterable[str]) -> str:
    """« A », « A et B », « A, B et C »."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " et " + items[-1]


def _ordinal(n: int) -> str:
    return "1er" if n == 1 else f"{n}e"


# ---------------------------------------------------------------------------------------
# JSON parsing: every bad value becomes InvalidInput naming its field
# ---------------------------------------------------------------------------------------
_REQUIRED = object()


def _at(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _mapping(data: Any, path: str, allowed: Iterable[str]) -> Mapping[str, Any]:
    allowed = tuple(allowed)
    if not isinstance(data, Mapping):
        raise InvalidInput(path, f"Un objet JSON est attendu ici (champs : {', '.join(allowed)}).")
    for key in data:
        if key not in allowed:
            raise InvalidInput(_at(path, str(key)),
                               f"Champ inconnu « {key} » ; champs acceptés : {', '.join(allowed)}.")
    return data


def _get(data: Mapping[str, Any], key: str, path: str, parse: Callable[[Any, str], Any],
         default: Any = _REQUIRED) -> Any:
    where = _at(path, key)
    if key not in data or data[key] is None:
        if default is _REQUIRED:
            raise InvalidInput(where, f"Le champ « {key} » est obligatoire.")
        return default
    return parse(data[key], where)


def _int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(path, f"Un nombre entier est attendu, pas {value!r}.")
    return value


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(path, f"true ou false est attendu, pas {value!r}.")
    return value


def _str(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(path, "Un texte non vide est attendu.")
    return value.strip()


def _list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        raise InvalidInput(path, "Une liste est attendue.")
    return list(value)


def _enum(cls: type[enum.Enum]) -> Callable[[Any, str], Any]:
    def parse(value: Any, path: str) -> Any:
        for member in cls:
            if value == member.value:
                return member
        accepted = ", ".join(f"« {m.value} »" for m in cls)
        raise InvalidInput(path, f"Valeur inconnue {value!r} ; valeurs acceptées : {accepted}.")

    return parse


def _names(value: Any, path: str) -> tuple[str, ...]:
    return tuple(_str(item, f"{path}[{i}]") for i, item in enumerate(_list(value, path)))


# ---------------------------------------------------------------------------------------
# Squares
# ---------------------------------------------------------------------------------------
_COLUMN_LETTERS = "ABCDEFGHIJKL"  # one letter per column, up to MAX_BOARD_SIDE
_SQUARE_NAME = re.compile(r"^\s*([A-Za-z])\s*([0-9]{1,2})\s*$")


@dataclass(frozen=True, order=True)
class Square:
    """A square of the board. Squares sort in reading order: by row, then by column."""

    row: int
    """The row, counted from 1 at the top of the board."""

    col: int
    """The column, counted from 1 at the left of the board."""

    @classmethod
    def from_name(cls, name: str) -> Square:
        """``"C2"`` → column 3 (C), row 2 (from the top)."""
        match = _SQUARE_NAME.match(name)
        if not match:
            raise ValueError(name)
        letter = match.group(1).upper()
        return cls(row=int(match.group(2)), col=ord(letter) - ord("A") + 1)

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Square:
        """``{"row": 2, "col": 3}`` (1-based, row 1 at the top) or a name like ``"C2"``."""
        if isinstance(data, str):
            try:
                return cls.from_name(data)
            except ValueError:
                raise InvalidInput(path, f"Case « {data} » illisible : écrivez une lettre de colonne puis un numéro "
                                         'de ligne (« C2 »), ou {"row": 2, "col": 3}.') from None
        data = _mapping(data, path, ("row", "col"))
        return cls(row=_get(data, "row", path, _int), col=_get(data, "col", path, _int))

    @property
    def name(self) -> str:
        letter = _COLUMN_LETTERS[self.col - 1] if 1 <= self.col <= len(_COLUMN_LETTERS) else f"[colonne {self.col}]"
        return f"{letter}{self.row}"

    def __str__(self) -> str:
        return self.name

    def shifted(self, drow: int, dcol: int) -> Square:
        return Square(self.row + drow, self.col + dcol)

    def steps(self) -> tuple[tuple[Square, bool], ...]:
        """The four orthogonal neighbours, each with whether the step changes the row."""
        return ((self.shifted(-1, 0), True), (self.shifted(1, 0), True),
                (self.shifted(0, -1), False), (self.shifted(0, 1), False))


def _path_text(path: Iterable[Square]) -> str:
    return " → ".join(square.name for square in path)


# ---------------------------------------------------------------------------------------
# The pieces on the board
# ---------------------------------------------------------------------------------------
class Icon(enum.Enum):
    """The targeting icon printed on an enemy card."""

    SINGLE = "cible-unique"
    """Attacks one hero: the closest for the least movement (Ciblage des ennemis, P.14)."""

    MULTIPLE = "cible-multiple"
    """Moves to hit as many heroes as possible (Ciblage des ennemis, P.14)."""


class EntityKind(enum.Enum):
    """What an entity card on the board is, by its keyword."""

    OBSTACLE = "obstacle"
    """Heroes may cross it but not stop on it; enemies never cross it (Glossaire, Obstacle)."""

    INFRANCHISSABLE = "infranchissable"
    """Nobody crosses it, and it blocks card effects (Glossaire, Infranchissable)."""

    ALLY = "allie"
    """An Allié: heroes may cross it (P.21); what enemies do is not said (flagged)."""

    CORPSE = "cadavre"
    """A corpse: its square counts as empty (Les cadavres)."""


@dataclass(frozen=True)
class Reach:
    """The squares an enemy's attack reaches: a ``range`` N, or ``offsets`` drawn on its card."""

    range: int | None = None
    """Portée N: every square N or fewer squares away, counted orthogonally (Manhattan)."""

    offsets: tuple[tuple[int, int], ...] = ()
    """Or the drawn squares as (row offset, column offset) from the enemy, rows growing downwards."""

    @classmethod
    def adjacent(cls) -> Reach:
        """The four orthogonally adjacent squares (Glossaire, Adjacent)."""
        return cls(range=ADJACENT_RANGE)

    @classmethod
    def within(cls, squares: int) -> Reach:
        return cls(range=squares)

    @classmethod
    def shape(cls, offsets: Iterable[tuple[int, int]]) -> Reach:
        return cls(offsets=tuple(sorted({(int(r), int(c)) for r, c in offsets})))

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Reach:
        """``"adjacent"``, ``{"range": 2}`` or ``{"offsets": [[-1, 0], [0, 2]]}``."""
        if data == "adjacent":
            return cls.adjacent()
        if isinstance(data, str):
            raise InvalidInput(path, f"Portée « {data} » inconnue : « adjacent », "
                                     '{"range": N} ou {"offsets": [[ligne, colonne], …]}.')
        data = _mapping(data, path, ("range", "offsets"))
        if ("range" in data) == ("offsets" in data):
            raise InvalidInput(path, "Donnez soit « range » (portée N), soit « offsets » (cases dessinées), "
                                     "pas les deux ni aucun.")
        if "range" in data:
            return cls.within(_get(data, "range", path, _int))
        where = _at(path, "offsets")
        pairs = []
        for i, pair in enumerate(_list(data["offsets"], where)):
            item = _list(pair, f"{where}[{i}]")
            if len(item) != 2:
                raise InvalidInput(f"{where}[{i}]", "Chaque case de portée est une paire "
                                                    "[décalage de ligne, décalage de colonne].")
            pairs.append((_int(item[0], f"{where}[{i}][0]"), _int(item[1], f"{where}[{i}][1]")))
        return cls.shape(pairs)

    def covers(self, origin: Square, target: Square) -> bool:
        drow, dcol = target.row - origin.row, target.col - origin.col
        if self.range is not None:
            return 0 < abs(drow) + abs(dcol) <= self.range
        return (drow, dcol) in self.offsets

    def area(self, origin: Square, rows: int, cols: int) -> frozenset[Square]:
        """The squares of the board this reach covers from ``origin``."""
        return frozenset(Square(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)
                         if self.covers(origin, Square(r, c)))

    def describe(self) -> str:
        if self.range == ADJACENT_RANGE:
            return "cases adjacentes"
        if self.range is not None:
            return f"portée {self.range}"
        return f"{_plural(len(self.offsets), 'case dessinée', 'cases dessinées')} sur la carte"


@dataclass(frozen=True)
class Hero:
    """A hero on the board, as an enemy sees it."""

    name: str
    """The hero's name, unique on the board (enemies refer to it)."""

    square: Square
    """Where the hero stands."""

    threat: int
    """The hero's threat (menace): the first tie-break between targets (P.13-14)."""

    swords: int = 0
    """The number of sword symbols: the tie-break at equal threat (Ciblage des ennemis)."""

    attackable: bool = True
    """False when an effect forbids every enemy to attack this hero: they ignore it (P.14)."""

    dead: bool = False
    """A dead hero stays on the board but no longer counts as an obstacle (Mort d'un héros)."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Hero:
        data = _mapping(data, path, ("name", "square", "threat", "swords", "attackable", "dead"))
        return cls(
            name=_get(data, "name", path, _str),
            square=_get(data, "square", path, Square.from_dict),
            threat=_get(data, "threat", path, _int),
            swords=_get(data, "swords", path, _int, 0),
            attackable=_get(data, "attackable", path, _bool, True),
            dead=_get(data, "dead", path, _bool, False),
        )


@dataclass(frozen=True)
class Enemy:
    """An enemy on the board, with what its card says about moving and attacking."""

    square: Square
    """Where the enemy stands."""

    movement: int
    """Its movement points: the most orthogonal steps it takes this turn."""

    reach: Reach
    """The squares its attack reaches from where it ends its move."""

    icon: Icon
    """Single target or multiple targets."""

    name: str = "Ennemi"
    """The enemy's name as printed (several enemies may share it)."""

    may_not_attack: tuple[str, ...] = ()
    """Names of heroes this enemy may not attack (an effect): it ignores them (P.14)."""

    chosen_target: str | None = None
    """The hero the judge picks when the aid leaves a tie between heroes; else None."""

    chosen_square: Square | None = None
    """The final square the judge picks when the aid leaves a tie between squares; else None."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Enemy:
        data = _mapping(data, path, ("name", "square", "movement", "reach", "icon", "may_not_attack",
                                     "chosen_target", "chosen_square"))
        return cls(
            name=_get(data, "name", path, _str, "Ennemi"),
            square=_get(data, "square", path, Square.from_dict),
            movement=_get(data, "movement", path, _int),
            reach=_get(data, "reach", path, Reach.from_dict),
            icon=_get(data, "icon", path, _enum(Icon)),
            may_not_attack=_get(data, "may_not_attack", path, _names, ()),
            chosen_target=_get(data, "chosen_target", path, _str, None),
            chosen_square=_get(data, "chosen_square", path, Square.from_dict, None),
        )

    @property
    def label(self) -> str:
        """« Goule (B3) »: the name and the square it stands on."""
        return f"{self.name} ({self.square})"


@dataclass(frozen=True)
class Entity:
    """A card on the board that is neither hero nor enemy: Obstacle, Infranchissable, ally, corpse."""

    kind: EntityKind
    """Its keyword."""

    square: Square
    """Where it lies."""

    name: str = ""
    """Its name, for the step texts."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Entity:
        data = _mapping(data, path, ("kind", "square", "name"))
        return cls(kind=_get(data, "kind", path, _enum(EntityKind)),
                   square=_get(data, "square", path, Square.from_dict),
                   name=_get(data, "name", path, _str, ""))


@dataclass(frozen=True)
class Board:
    """The battlefield at the start of the enemies' phase (or after some enemies moved)."""

    rows: int
    """Number of rows, 1 to 12."""

    cols: int
    """Number of columns, 1 to 12."""

    heroes: tuple[Hero, ...] = ()
    """The heroes, living or dead."""

    enemies: tuple[Enemy, ...] = ()
    """The enemies, in any order: they play in reading order of their squares."""

    entities: tuple[Entity, ...] = ()
    """Obstacles, Infranchissables, allies and corpses."""

    def __post_init__(self) -> None:
        _validate_board(self)

    @classmethod
    def from_dict(cls, data: Any) -> Board:
        """The board from JSON: ``{"rows", "cols", "heroes": [...], "enemies": [...], "entities": [...]}``."""
        data = _mapping(data, "", ("rows", "cols", "heroes", "enemies", "entities"))
        return cls(
            rows=_get(data, "rows", "", _int),
            cols=_get(data, "cols", "", _int),
            heroes=tuple(Hero.from_dict(item, f"heroes[{i}]")
                         for i, item in enumerate(_get(data, "heroes", "", _list, []))),
            enemies=tuple(Enemy.from_dict(item, f"enemies[{i}]")
                          for i, item in enumerate(_get(data, "enemies", "", _list, []))),
            entities=tuple(Entity.from_dict(item, f"entities[{i}]")
                           for i, item in enumerate(_get(data, "entities", "", _list, []))),
        )

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


def _count_between(value: int, minimum: int, path: str, what: str, rule: str | None = None) -> None:
    """A count typed in: at least ``minimum``, at most MAX_COUNT (a limit of this tool)."""
    if not minimum <= value <= MAX_COUNT:
        raise InvalidInput(path, f"{what} va de {minimum} à {MAX_COUNT} (reçu : {value}).", rule)


def _validate_board(board: Board) -> None:
    if not 1 <= board.rows <= MAX_BOARD_SIDE:
        raise InvalidInput("rows", f"Le plateau a de 1 à {MAX_BOARD_SIDE} lignes (reçu : {board.rows}).")
    if not 1 <= board.cols <= MAX_BOARD_SIDE:
        raise InvalidInput("cols", f"Le plateau a de 1 à {MAX_BOARD_SIDE} colonnes (reçu : {board.cols}).")

    def on_board(square: Square, path: str) -> None:
        if not board.contains(square):
            raise InvalidInput(path, f"La case {square} (ligne {square.row}, colonne {square.col}) est hors du plateau "
                                     f"de {board.rows} lignes × {board.cols} colonnes.")

    hero_names = set()
    for i, hero in enumerate(board.heroes):
        on_board(hero.square, f"heroes[{i}].square")
        _count_between(hero.threat, 0, f"heroes[{i}].threat", "La menace")
        _count_between(hero.swords, 0, f"heroes[{i}].swords", "Le nombre de symboles d'épée")
        if hero.name in hero_names:
            raise InvalidInput(f"heroes[{i}].name",
                               f"Deux héros s'appellent « {hero.name} » : donnez-leur des noms distincts.")
        hero_names.add(hero.name)
    for i, enemy in enumerate(board.enemies):
        path = f"enemies[{i}]"
        on_board(enemy.square, f"{path}.square")
        _count_between(enemy.movement, 0, f"{path}.movement", "Le déplacement")
        _validate_reach(enemy.reach, f"{path}.reach")
        for j, name in enumerate(enemy.may_not_attack):
            if name not in hero_names:
                raise InvalidInput(f"{path}.may_not_attack[{j}]", f"Aucun héros ne s'appelle « {name} » sur le plateau.")
        if enemy.chosen_target is not None and enemy.chosen_target not in hero_names:
            raise InvalidInput(f"{path}.chosen_target",
                               f"Aucun héros ne s'appelle « {enemy.chosen_target} » sur le plateau.")
        if enemy.chosen_square is not None:
            on_board(enemy.chosen_square, f"{path}.chosen_square")
    for i, entity in enumerate(board.entities):
        on_board(entity.square, f"entities[{i}].square")

    # Corpses are empty squares (Les cadavres): anything may stand on them.
    occupied: dict[Square, str] = {}
    pieces = ([(f"heroes[{i}].square", h.square, h.name) for i, h in enumerate(board.heroes)]
              + [(f"enemies[{i}].square", e.square, e.name) for i, e in enumerate(board.enemies)]
              + [(f"entities[{i}].square", e.square, e.name or e.kind.value) for i, e in enumerate(board.entities)
                 if e.kind is not EntityKind.CORPSE])
    for path, square, name in pieces:
        if square in occupied:
            raise InvalidInput(path, f"La case {square} porte déjà {occupied[square]} : une seule pièce par case "
                                     f"(seuls les cadavres comptent comme des cases vides).")
        occupied[square] = name


def _validate_reach(reach: Reach, path: str) -> None:
    if (reach.range is None) == (not reach.offsets):
        if reach.range is None:
            raise InvalidInput(path, "La portée est vide : donnez une portée N ou au moins une case dessinée.")
        raise InvalidInput(path, "Donnez soit une portée N, soit des cases dessinées, pas les deux.")
    if reach.range is not None and not 1 <= reach.range <= 2 * MAX_BOARD_SIDE:
        raise InvalidInput(f"{path}.range", f"La portée va de 1 à {2 * MAX_BOARD_SIDE} cases (reçu : {reach.range}).")
    for i, (drow, dcol) in enumerate(reach.offsets):
        if (drow, dcol) == (0, 0) or abs(drow) >= MAX_BOARD_SIDE or abs(dcol) >= MAX_BOARD_SIDE:
            raise InvalidInput(f"{path}.offsets[{i}]", f"La case de portée ({drow}, {dcol}) n'est pas possible : "
                                                       f"ni la case de l'ennemi, ni plus loin que le plateau.")


# ---------------------------------------------------------------------------------------
# Geometry: where an enemy may go, and whom it hits from a square
# ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Terrain:
    """The squares one enemy may pass through and end on, on a given board."""

    passable: frozenset[Square]
    stoppable: frozenset[Square]


def _terrain_for(board: Board, mover: int) -> _Terrain:
    blocked: set[Square] = set()
    # Déplacement des héros et des ennemis: « Un ennemi ne peut ni traverser les autres
    # ennemis ni traverser les héros. » (P.14)
    blocked |= {e.square for i, e in enumerate(board.enemies) if i != mover}
    blocked |= {h.square for h in board.heroes if not h.dead}
    # Glossaire: Obstacle « Les ennemis ne traversent jamais les entités Obstacle »;
    # Infranchissable « ne peuvent pas être traversées »; Allié: assumed blocking (flagged).
    for kind in (EntityKind.OBSTACLE, EntityKind.INFRANCHISSABLE, EntityKind.ALLY):
        blocked |= board.entity_squares(kind)
    passable = board.squares() - blocked
    # Mort d'un héros: « il ne compte plus comme un obstacle » — crossed, not ended on (flagged).
    dead = {h.square for h in board.heroes if h.dead}
    return _Terrain(passable=frozenset(passable), stoppable=frozenset(passable - dead))


def _distances(sources: Iterable[Square], passable: frozenset[Square]) -> dict[Square, int]:
    """Orthogonal steps from the nearest source, over passable squares (breadth-first).

    Walked over (row, col) pairs: every enemy's plan runs it for every square it may reach, and
    plain tuples hash several times faster than squares."""
    cells = {(s.row, s.col): s for s in passable}
    dist = {(s.row, s.col): 0 for s in sources if s in passable}
    queue = deque(sorted(dist))
    while queue:
        row, col = queue.popleft()
        step = dist[(row, col)] + 1
        for nxt in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if nxt in cells and nxt not in dist:
                dist[nxt] = step
                queue.append(nxt)
    return {cells[cell]: steps for cell, steps in dist.items()}


def _attack_reaches(board: Board, reach: Reach, origin: Square, target: Square) -> bool:
    """Whether an attack from ``origin`` hits ``target``: covered, and not cut by an Infranchissable.

    Glossaire, Infranchissable: « S'il existe un chemin dans la portée (Carrés blancs) qui
    permet d'atteindre la cible sans traverser une entité Infranchissable alors l'effet est
    possible. » Heroes, enemies and Obstacles never block (« Tous les effets peuvent traverser
    les ennemis et les héros », P.19).
    """
    if not reach.covers(origin, target):
        return False
    walls = board.entity_squares(EntityKind.INFRANCHISSABLE)
    if not walls:
        return True
    area = reach.area(origin, board.rows, board.cols)
    walls &= area
    if not walls:
        return True
    open_squares = frozenset((area - walls) | {origin, target})
    return target in _distances([origin], open_squares)


def _may_attack(enemy: Enemy, hero: Hero) -> bool:
    return not hero.dead and hero.attackable and hero.name not in enemy.may_not_attack


# ---------------------------------------------------------------------------------------
# Routes: the shortest paths, and the aid's « lignes d'abord, puis colonnes »
# ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Path:
    squares: tuple[Square, ...]
    count: int
    """How many distinct paths share this end square under the same preference."""


Preference = Callable[[dict[bool, dict[Square, _Path]]], dict[Square, _Path]]


def _rows_first(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    """Our reading: « franchir une ligne » is a step that changes the row (vertical)."""
    return by_kind[True] or by_kind[False]


def _columns_first(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    """The other reading, reported when it would change the path."""
    return by_kind[False] or by_kind[True]


def _any_step(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    merged = dict(by_kind[True])
    for square, path in by_kind[False].items():
        merged[square] = _Path(merged[square].squares, merged[square].count + path.count) if square in merged else path
    return merged


def _walk(start: Square, to_goal: dict[Square, int], steps: int, prefer: Preference) -> list[_Path]:
    """The shortest-path prefixes of ``steps`` steps that ``prefer`` keeps, step by step.

    At each step every prefix kept so far is extended towards the goal; ``prefer`` keeps the
    vertical or horizontal extensions. Keeping the whole layer (not one path) makes this the
    lexicographic choice: the first differing step decides.
    """
    length = to_goal[start]
    layer = {start: _Path((start,), 1)}
    for step in range(steps):
        remaining = length - step - 1
        by_kind: dict[bool, dict[Square, _Path]] = {True: {}, False: {}}
        for square in sorted(layer):
            for nxt, vertical in square.steps():
                if to_goal.get(nxt) != remaining:
                    continue
                bucket, here = by_kind[vertical], layer[square]
                if nxt in bucket:
                    bucket[nxt] = _Path(bucket[nxt].squares, bucket[nxt].count + here.count)
                else:
                    bucket[nxt] = _Path(here.squares + (nxt,), here.count)
        layer = prefer(by_kind)
    return [layer[square] for square in sorted(layer)]


# ---------------------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class EnemyTurn:
    """One enemy's turn: whom it attacks, where it goes, and why."""

    index: int
    """The enemy's position in ``Board.enemies`` (the input list)."""

    order: int
    """Its place in the reading order: 1 plays first."""

    name: str
    """The enemy's name."""

    start: Square
    """Where it started its turn."""

    targets: tuple[str, ...]
    """The heroes it attacks at the end of its move (empty when it can attack none)."""

    approached: str | None
    """When it could attack nobody: the hero it moved towards, if any."""

    path: tuple[Square, ...]
    """Its path square by square, the start square first."""

    final_square: Square
    """Where it ends its move."""

    moves: int
    """The movement points it used."""

    steps: tuple[Step, ...]
    """The ruling for this enemy, read aloud."""

    board_after: Board
    """The board once it has moved: what the next enemy sees."""

    summary: str
    """One French line for this enemy."""


@dataclass(frozen=True)
class TargetingResult:
    """The enemies' phase, enemy by enemy in reading order."""

    turns: tuple[EnemyTurn, ...]
    """Each enemy's turn, in the order they play."""

    board: Board
    """The board after every enemy has moved."""

    steps: tuple[Step, ...]
    """Every step: the board's rules first, then each enemy's turn."""

    summary: str
    """One French line a judge can paste into a chat."""


@dataclass(frozen=True)
class _Plan:
    """What an enemy means to do before the route is drawn."""

    targets: tuple[Hero, ...]
    """The heroes it will attack (empty when it only moves towards one)."""

    ends: frozenset[Square]
    """The final squares the aid's explicit criteria leave equally good."""

    allowed: frozenset[Square]
    """The final squares a judge may choose (``Enemy.chosen_square``)."""

    max_moves: int | None = None
    """Stop the route after this many steps (moving towards a hero out of reach)."""

    approached: Hero | None = None
    """The hero it moves towards when it can attack nobody."""

    goal: frozenset[Square] | None = None
    """Where the whole route leads when it differs from ``ends`` (moving towards a hero)."""


# ---------------------------------------------------------------------------------------
# Targeting: resolve the enemies' phase
# ---------------------------------------------------------------------------------------
def resolve_targeting(board: Board) -> TargetingResult:
    """Play the enemies' phase: each enemy in reading order picks its target(s) and moves.

    Tour de jeu (P.13): « Résolvez le tour des ennemis en parcourant le plateau comme si vous
    lisiez un livre de gauche à droite. » Each enemy sees the board as the previous ones left it.
    """
    trace = Trace()
    order = sorted(range(len(board.enemies)), key=lambda i: board.enemies[i].square)
    _describe_board(board, order, trace)
    turns: list[EnemyTurn] = []
    current = board
    for position, index in enumerate(order, start=1):
        turn = _play_enemy(current, index, position, waiting=tuple(order[position:]))
        turns.append(turn)
        current = turn.board_after
    steps = trace.steps() + tuple(step for turn in turns for step in turn.steps)
    summary = " ; ".join(turn.summary for turn in turns) if turns else "Aucun ennemi ne joue."
    if any(step.flag is Flag.SILENT for step in steps):
        summary += " — cas non tranché par l'aide : voir les étapes signalées."
    return TargetingResult(turns=tuple(turns), board=current, steps=steps, summary=summary)


def _describe_board(board: Board, order: list[int], t: Trace) -> None:
    """The rules that hold for the whole phase, stated once before the first enemy plays."""
    # Tour de jeu: reading order.
    if not order:
        t.add("Aucun ennemi sur le plateau : la phase des ennemis est vide.", ENEMY_PHASE)
        return
    names = [board.enemies[i].label for i in order]
    t.add("Les ennemis jouent comme on lit un livre : ligne par ligne depuis le haut, chaque ligne de gauche "
          f"à droite. Ordre : {_join(names)}. Chaque ennemi joue une fois et voit le plateau tel que les "
          "précédents l'ont laissé.", ENEMY_PHASE, order=[board.enemies[i].square.name for i in order])
    t.add("Un ennemi ne traverse ni les autres ennemis ni les héros, et se déplace case par case "
          "orthogonalement.", MOVEMENT)

    def squares_of(kind: EntityKind) -> str:
        return _join(sorted(square.name for square in board.entity_squares(kind)))

    # Glossaire: Obstacle, Infranchissable, Allié; Les cadavres; Mort d'un héros.
    if board.entity_squares(EntityKind.OBSTACLE):
        t.add(f"Les ennemis ne traversent jamais les entités Obstacle ({squares_of(EntityKind.OBSTACLE)}).", OBSTACLE)
    if board.entity_squares(EntityKind.INFRANCHISSABLE):
        t.add(f"Personne ne traverse les entités Infranchissable ({squares_of(EntityKind.INFRANCHISSABLE)}), "
              "et elles bloquent une attaque si aucun chemin dans la portée ne les contourne.", INFRANCHISSABLE)
    if board.entity_squares(EntityKind.CORPSE):
        t.add(f"Les cadavres ({squares_of(EntityKind.CORPSE)}) ne sont des obstacles d'aucune manière : "
              "leurs cases comptent comme vides.", CORPSES)
    if board.entity_squares(EntityKind.ALLY):
        t.silent(f"Alliés ({squares_of(EntityKind.ALLY)}) : l'aide dit seulement que les héros peuvent les "
                 "traverser, et que les ennemis ne traversent ni ennemis ni héros. Nous supposons qu'un ennemi "
                 "ne traverse pas un allié et ne s'arrête pas sur sa case, et qu'il ne le prend pas pour cible "
                 "(sa carte le dirait) ; au juge de trancher.", ALLY)
    dead = [h for h in board.heroes if h.dead]
    if dead:
        t.silent(f"{_join(f'{h.name} ({h.square})' for h in dead)} : un héros mort reste sur le plateau mais ne "
                 "compte plus comme un obstacle, les ennemis peuvent donc traverser sa case ; il n'est plus une "
                 "cible. L'aide ne dit pas si un ennemi peut s'arrêter sur sa case : nous supposons que non.",
                 HERO_DEATH)


def _play_enemy(board: Board, index: int, order: int, waiting: tuple[int, ...]) -> EnemyTurn:
    """One enemy's turn, as an ordered checklist of the aid's rules."""
    enemy = board.enemies[index]
    t = Trace()
    icon = "cible unique" if enemy.icon is Icon.SINGLE else "cible multiple"
    t.add(f"{enemy.label} joue en {_ordinal(order)} : {icon}, {_plural(enemy.movement, 'déplacement')}, "
          f"attaque sur {enemy.reach.describe()}.", ENEMY_PHASE, order=order, movement=enemy.movement)
    _state_reach(enemy, t)

    # Dégâts des ennemis à un héros (P.14): a hero it may not attack is ignored.
    eligible = _eligible_heroes(board, enemy, t)

    # Ciblage des ennemis (P.13-14): whom it attacks, from which squares.
    terrain = _terrain_for(board, index)
    from_start = _distances([enemy.square], terrain.passable)
    within_moves = {s: d for s, d in from_start.items() if d <= enemy.movement and s in terrain.stoppable}
    if enemy.icon is Icon.SINGLE:
        plan = _single_target_plan(board, index, eligible, within_moves, t)
    else:
        plan = _multiple_target_plan(board, index, eligible, within_moves, t)
    if plan is None:
        plan = _approach_plan(board, index, eligible, terrain, t)

    # Déplacement des héros et des ennemis (P.14): the route.
    path = _route(board, index, plan, terrain, t)
    final = path[-1]
    moves = len(path) - 1
    after = board.with_enemy_at(index, final)

    # The outcome, and what the board means for it.
    targets = plan.targets
    if targets:
        t.add(f"{enemy.label} finit en {final} ({_plural(moves, 'déplacement')}) et attaque "
              f"{_join(h.name for h in targets)}.", TARGETING, final=final.name, moves=moves,
              targets=[h.name for h in targets])
    else:
        t.add(f"{enemy.label} finit en {final} ({_plural(moves, 'déplacement')}) sans pouvoir attaquer.",
              TARGETING, final=final.name, moves=moves)
    _note_blocked_attacks(board, enemy, final, eligible, targets, t)
    _note_reading_order(board, enemy, final, waiting, t)

    target_names = tuple(h.name for h in targets)
    if target_names:
        summary = f"{enemy.label} → {final}, attaque {_join(target_names)}"
    elif plan.approached is not None and moves:
        summary = f"{enemy.label} → {final}, n'atteint personne (se rapproche {_of(plan.approached.name)})"
    else:
        summary = f"{enemy.label} reste en {final}, n'atteint personne"
    return EnemyTurn(index=index, order=order, name=enemy.name, start=enemy.square, targets=target_names,
                     approached=plan.approached.name if plan.approached else None, path=path,
                     final_square=final, moves=moves, steps=t.steps(), board_after=after, summary=summary)


def _state_reach(enemy: Enemy, t: Trace) -> None:
    if enemy.reach.range == ADJACENT_RANGE:
        t.add("Adjacent : les cases orthogonalement collées ; les diagonales ne comptent pas.", ADJACENT)
    elif enemy.reach.range is not None:
        t.add(f"Portée {enemy.reach.range} : les cases à {enemy.reach.range} cases ou moins, comptées "
              "orthogonalement en incluant celle de la cible.", SQUARES_BETWEEN, range=enemy.reach.range)


def _eligible_heroes(board: Board, enemy: Enemy, t: Trace) -> tuple[Hero, ...]:
    ignored = [h for h in board.heroes if not h.dead and not _may_attack(enemy, h)]
    if ignored:
        pronoun = "les ignore" if len(ignored) > 1 else "l'ignore"
        t.add(f"{enemy.label} n'a pas le droit d'attaquer {_join(h.name for h in ignored)} : il {pronoun}, même "
              "pour choisir où aller.", DAMAGE_TO_HERO,
              ignored=[h.name for h in ignored])
    return tuple(h for h in board.heroes if _may_attack(enemy, h))


# Ciblage des ennemis (P.13-14): « La cible prioritaire est la cible avec le plus de menace. »
# « Si deux héros possèdent la même menace, le héros possédant le plus de symbole d'épée est
# alors la cible prioritaire. » — in that order, after the distance.
_PRIORITIES: tuple[tuple[str, Callable[[Hero], int]], ...] = (
    ("menace", lambda hero: hero.threat),
    ("symboles d'épée", lambda hero: hero.swords),
)


def _prioritise(candidates: list[Hero], board: Board, index: int, t: Trace) -> Hero:
    """The priority target among heroes tied on distance: threat, then swords, then the judge."""
    enemy = board.enemies[index]
    for label, key in _PRIORITIES:
        if len(candidates) == 1:
            break
        best = max(key(h) for h in candidates)
        leaders = [h for h in candidates if key(h) == best]
        if len(leaders) < len(candidates):
            t.add(f"À égalité, le plus de {label} départage : {_join(f'{h.name} ({key(h)})' for h in candidates)} "
                  f"→ {_join(h.name for h in leaders)}.", TARGETING, criterion=label,
                  scores={h.name: key(h) for h in candidates})
        candidates = leaders
    if len(candidates) == 1:
        _refuse_chosen_target(enemy, index, candidates[0])
        return candidates[0]
    tied = sorted(candidates, key=lambda h: h.square)
    if enemy.chosen_target is not None:
        chosen = next((h for h in tied if h.name == enemy.chosen_target), None)
        if chosen is None:
            raise IllegalAction(f"enemies[{index}].chosen_target",
                                f"« {enemy.chosen_target} » n'est pas parmi les héros à égalité "
                                f"({_join(h.name for h in tied)}) : choisissez l'un d'eux.", TARGETING)
        t.silent(f"{_join(h.name for h in tied)} sont à égalité sur tous les critères de l'aide (déplacement, "
                 f"menace, épées) : l'aide ne les départage pas ; le juge désigne {chosen.name}.", TARGETING,
                 tied=[h.name for h in tied])
        return chosen
    t.silent(f"{_join(h.name for h in tied)} sont à égalité sur tous les critères de l'aide (déplacement, "
             f"menace {tied[0].threat}, {_plural(tied[0].swords, 'épée')}) : l'aide ne dit pas qui est visé. "
             f"Nous retenons {tied[0].name}, le premier dans l'ordre de lecture ; le juge peut en désigner un "
             "autre (chosen_target).", TARGETING, tied=[h.name for h in tied])
    return tied[0]


def _refuse_chosen_target(enemy: Enemy, index: int, target: Hero | None) -> None:
    if enemy.chosen_target is not None:
        who = f"la cible ({target.name})" if target else "le comportement de l'ennemi"
        raise IllegalAction(f"enemies[{index}].chosen_target",
                            f"L'aide désigne déjà {who} : il n'y a pas d'égalité à trancher, retirez ce choix.",
                            TARGETING)


def _single_target_plan(board: Board, index: int, eligible: tuple[Hero, ...],
                        within_moves: dict[Square, int], t: Trace) -> _Plan | None:
    """« attaque le héros le plus proche pour un minimum de déplacement. Si plusieurs cibles,
    utilisation du score de menace. » (Ciblage des ennemis, P.14)"""
    enemy = board.enemies[index]
    cost: dict[Hero, int] = {}
    squares: dict[Hero, frozenset[Square]] = {}
    for hero in eligible:
        from_where = {s: d for s, d in within_moves.items() if _attack_reaches(board, enemy.reach, s, hero.square)}
        if from_where:
            cost[hero] = min(from_where.values())
            squares[hero] = frozenset(s for s, d in from_where.items() if d == cost[hero])
    if not cost:
        return None
    needed = _join(f"{h.name} ({_plural(c, 'déplacement')})" for h, c in cost.items())
    t.add(f"Héros qu'il peut attaquer ce tour : {needed}.", TARGETING, moves_needed={h.name: c for h, c in cost.items()})
    fewest = min(cost.values())
    closest = [h for h in eligible if cost.get(h) == fewest]
    if len(closest) == 1:
        t.add(f"Le plus proche pour un minimum de déplacement : {closest[0].name} ({_plural(fewest, 'déplacement')}).",
              TARGETING, target=closest[0].name, moves=fewest)
    else:
        t.add(f"{_join(h.name for h in closest)} sont à égalité de déplacement ({fewest}) : la menace départage.",
              TARGETING, tied=[h.name for h in closest], moves=fewest)
    target = _prioritise(closest, board, index, t)
    return _Plan(targets=(target,), ends=squares[target], allowed=squares[target])


def _multiple_target_plan(board: Board, index: int, eligible: tuple[Hero, ...],
                          within_moves: dict[Square, int], t: Trace) -> _Plan | None:
    """« L'ennemi cherche à toucher un maximum de héros et effectue son déplacement en conséquence.
    Si plusieurs groupes de héros de taille équivalente sont accessibles (y compris un seul héros),
    l'ennemi ciblera le groupe de héros ayant la plus grande menace cumulée. » (P.14)"""
    enemy = board.enemies[index]
    groups = {s: tuple(h for h in eligible if _attack_reaches(board, enemy.reach, s, h.square))
              for s in within_moves}
    groups = {s: g for s, g in groups.items() if g}
    _refuse_chosen_target(enemy, index, None)  # a multiple-target enemy never ties on one hero
    if not groups:
        return None

    def threat(group: tuple[Hero, ...]) -> int:
        return sum(h.threat for h in group)

    def named(group: tuple[Hero, ...]) -> str:
        return "« " + " + ".join(h.name for h in group) + " »"

    size = max(len(g) for g in groups.values())
    sized = {s: g for s, g in groups.items() if len(g) == size}
    t.add(f"Il cherche à toucher un maximum de héros : au mieux {_plural(size, 'héros', 'héros')} à la fois.",
          TARGETING, size=size)
    top = max(threat(g) for g in sized.values())
    best = {s: g for s, g in sized.items() if threat(g) == top}
    if len(set(best.values())) < len(set(sized.values())):
        options = sorted(set(sized.values()), key=lambda g: -threat(g))
        t.add("Plusieurs groupes de cette taille sont accessibles : la plus grande menace cumulée l'emporte "
              f"({_join(f'{named(g)} : {threat(g)}' for g in options)}).", TARGETING,
              threats={named(g): threat(g) for g in options})

    distinct = sorted({g for g in best.values()},
                      key=lambda g: min((within_moves[s], s) for s, h in best.items() if h == g))
    if enemy.chosen_square is not None and enemy.chosen_square in best:
        group = best[enemy.chosen_square]
        if len(distinct) > 1:
            t.silent(f"Les groupes {_join(named(g) for g in distinct)} sont à égalité (taille {size}, menace cumulée "
                     f"{top}) : l'aide ne les départage pas ; le juge choisit la case {enemy.chosen_square}, "
                     f"d'où il touche {named(group)}.", TARGETING, tied=[named(g) for g in distinct])
        return _Plan(targets=group, ends=frozenset({enemy.chosen_square}), allowed=frozenset(best))
    group = distinct[0]
    if len(distinct) > 1:
        t.silent(f"Les groupes {_join(named(g) for g in distinct)} sont à égalité (taille {size}, menace cumulée "
                 f"{top}) : l'aide ne dit pas lequel il vise. Nous retenons {named(group)}, atteignable avec le "
                 "moins de déplacement puis le premier dans l'ordre de lecture ; le juge peut choisir une autre "
                 "case (chosen_square).", TARGETING, tied=[named(g) for g in distinct])
    squares = {s: within_moves[s] for s, g in best.items() if g == group}
    fewest = min(squares.values())
    if fewest > 0 and any(d > fewest for d in squares.values()):
        t.silent(f"{named(group)} peut être touché de plusieurs cases ; l'aide ne dit pas si l'ennemi à cible "
                 "multiple prend le plus court chemin : nous appliquons le minimum de déplacement, comme pour "
                 f"l'ennemi à cible unique ({_plural(fewest, 'déplacement')}).", TARGETING, moves=fewest)
    ends = frozenset(s for s, d in squares.items() if d == fewest)
    return _Plan(targets=group, ends=ends, allowed=frozenset(best))


def _approach_plan(board: Board, index: int, eligible: tuple[Hero, ...], terrain: _Terrain, t: Trace) -> _Plan:
    """« Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se
    déplace en direction du héros le plus proche. » (Ciblage des ennemis, P.14)"""
    enemy = board.enemies[index]
    stay = _Plan(targets=(), ends=frozenset({enemy.square}), allowed=frozenset({enemy.square}))
    if enemy.icon is Icon.MULTIPLE:
        t.silent("L'aide ne dit que pour l'ennemi à cible unique ce qu'il fait s'il ne peut attaquer personne ; "
                 "nous appliquons la même règle à l'ennemi à cible multiple : il se rapproche du héros le plus "
                 "proche.", TARGETING)
    if not eligible:
        _refuse_chosen_target(enemy, index, None)
        t.silent(f"Aucun héros ne peut être attaqué par {enemy.label} : l'aide ne dit pas vers qui il se "
                 "déplace alors. Il reste sur place.", TARGETING)
        return stay
    t.add(f"Même en se déplaçant, {enemy.label} ne peut attaquer aucun héros ce tour : il se déplace en "
          "direction du héros le plus proche.", TARGETING)
    to_hero: dict[Hero, dict[Square, int]] = {}
    for hero in eligible:
        contact = [s for s, _ in hero.square.steps() if s in terrain.stoppable]
        distances = _distances(contact, terrain.passable | {enemy.square})
        if enemy.square in distances:
            to_hero[hero] = distances
    if not to_hero:
        _refuse_chosen_target(enemy, index, None)
        t.silent(f"Aucun chemin ne mène {enemy.label} au contact d'un héros qu'il peut attaquer : l'aide ne dit "
                 "pas ce qu'il fait alors. Il reste sur place.", TARGETING)
        return stay
    fewest = min(d[enemy.square] for d in to_hero.values())
    closest = [h for h in eligible if h in to_hero and to_hero[h][enemy.square] == fewest]
    contact = "leur contact" if len(closest) > 1 else "son contact"
    t.add(f"Le plus proche : {_join(h.name for h in closest)} ({_plural(fewest, 'déplacement')} pour arriver à "
          f"{contact}).", TARGETING, closest=[h.name for h in closest], moves=fewest)
    hero = _prioritise(closest, board, index, t)
    to_goal = to_hero[hero]
    moves = min(enemy.movement, fewest)
    from_start = _distances([enemy.square], terrain.passable)
    allowed = frozenset(s for s, d in from_start.items()
                        if d == moves and to_goal.get(s) == fewest - moves and s in terrain.stoppable)
    goal = frozenset(s for s, d in to_goal.items() if d == 0)
    return _Plan(targets=(), ends=allowed, allowed=allowed, max_moves=moves, approached=hero, goal=goal)


def _route(board: Board, index: int, plan: _Plan, terrain: _Terrain, t: Trace) -> tuple[Square, ...]:
    """The path to the plan's final square, by the aid's « lignes d'abord, puis colonnes ».

    Déplacement des héros et des ennemis (P.14): « Lorsqu'un ennemi souhaite se déplacer vers une
    case et que plusieurs chemins d'égale distance sont possibles, il privilégie toujours le
    franchissement de lignes en premier, puis les franchissements de colonnes. »
    """
    enemy = board.enemies[index]
    start = enemy.square
    passable = terrain.passable | {start}

    # The judge's choice, only among the squares the aid leaves equally good.
    chosen = enemy.chosen_square
    if chosen is not None:
        if chosen not in plan.allowed:
            options = _join(s.name for s in sorted(plan.allowed)) or "aucune"
            raise IllegalAction(f"enemies[{index}].chosen_square",
                                f"La case {chosen} n'est pas une fin de déplacement que l'aide laisse au choix pour "
                                f"{enemy.label} (cases possibles : {options}).", TARGETING)
        if len(plan.allowed) > 1:
            t.add(f"Le juge choisit la case d'arrivée {chosen} parmi {_join(s.name for s in sorted(plan.allowed))}.",
                  TARGETING, chosen=chosen.name)

    # Where the whole route leads: the chosen square, the plan's final squares, or (moving
    # towards a hero out of reach) the hero's contact squares, the route then cut short.
    goal = frozenset({chosen}) if chosen is not None else (plan.goal or plan.ends)
    to_goal = _distances(goal, passable)
    steps = plan.max_moves if plan.max_moves is not None and chosen is None else to_goal[start]
    if steps == 0:
        if plan.targets:
            t.add(f"{enemy.label} attaque sans se déplacer.", MOVEMENT)
        elif plan.approached is not None:
            why = "aucun point de déplacement" if enemy.movement == 0 else "déjà au contact"
            t.add(f"{enemy.label} reste en {start} ({why}).", MOVEMENT)
        return (start,)

    ours = _walk(start, to_goal, steps, _rows_first)
    theirs = _walk(start, to_goal, steps, _columns_first)
    every = _walk(start, to_goal, steps, _any_step)
    path = ours[0].squares
    other = theirs[0].squares
    purpose = ("d'attaquer" if plan.targets
               else f"de se rapprocher {_of(plan.approached.name)}" if plan.approached else "d'avancer")
    ends = sorted({p.squares[-1] for p in every})

    if sum(p.count for p in every) == 1:
        t.add(f"Chemin : {_path_text(path)} ({_plural(steps, 'déplacement')}).", MOVEMENT, path=[s.name for s in path])
    elif len(ends) > 1:
        t.silent(f"Plusieurs cases permettent {purpose} avec {_plural(steps, 'déplacement')} "
                 f"({_join(s.name for s in ends)}) : l'aide ne dit pas laquelle l'ennemi choisit. Nous étendons "
                 "sa règle « franchir les lignes d'abord, puis les colonnes », lue comme « se déplacer "
                 f"verticalement d'abord » : {_path_text(path)}. " + _other_reading(path, other), MOVEMENT,
                 path=[s.name for s in path], other_reading=[s.name for s in other], ends=[s.name for s in ends])
    elif path != other:
        t.silent(f"Plusieurs chemins de même longueur : l'aide fait franchir les lignes d'abord, puis les colonnes ; "
                 f"nous lisons « franchir une ligne » comme un déplacement vertical : {_path_text(path)}. Lecture "
                 f"inverse (horizontalement d'abord) : {_path_text(other)} ; la case d'arrivée est la même.",
                 MOVEMENT, path=[s.name for s in path], other_reading=[s.name for s in other])
    else:
        t.add(f"Plusieurs chemins de même longueur ; en franchissant les lignes d'abord, puis les colonnes : "
              f"{_path_text(path)} (les deux lectures de la règle donnent ce chemin).", MOVEMENT,
              path=[s.name for s in path])
    if len(ours) > 1 or ours[0].count > 1:
        arrivals = _join(p.squares[-1].name for p in ours)
        t.silent(f"Même ainsi, plusieurs chemins restent à égalité (arrivées : {arrivals}) : l'aide ne les départage "
                 f"pas. Nous retenons {_path_text(path)}, le premier dans l'ordre de lecture ; le juge peut choisir "
                 "une autre case (chosen_square).", MOVEMENT,
                 options=[[s.name for s in p.squares] for p in ours])
    return _stop_on_free_square(path, terrain, t)


def _other_reading(path: tuple[Square, ...], other: tuple[Square, ...]) -> str:
    if other == path:
        return "Les deux lectures donnent ce chemin."
    return f"Lecture inverse (horizontalement d'abord) : {_path_text(other)}."


def _stop_on_free_square(path: tuple[Square, ...], terrain: _Terrain, t: Trace) -> tuple[Square, ...]:
    """A route cut short (moving towards a hero) may end on a dead hero's square: stop before it."""
    end = len(path)
    while end > 1 and path[end - 1] not in terrain.stoppable:
        end -= 1
    if end < len(path):
        t.silent(f"Il ne s'arrête pas sur la case du héros mort {path[end]} (supposition signalée plus haut) : il "
                 f"s'arrête en {path[end - 1]}.", HERO_DEATH, stopped=path[end - 1].name)
    return path[:end]


def _note_blocked_attacks(board: Board, enemy: Enemy, final: Square, eligible: tuple[Hero, ...],
                          targets: tuple[Hero, ...], t: Trace) -> None:
    for hero in eligible:
        if hero not in targets and enemy.reach.covers(final, hero.square) \
                and not _attack_reaches(board, enemy.reach, final, hero.square):
            t.add(f"{hero.name} est dans la portée depuis {final}, mais une entité Infranchissable coupe tout "
                  "chemin dans la portée : l'attaque ne peut pas l'atteindre.", INFRANCHISSABLE, hero=hero.name)


def _note_reading_order(board: Board, enemy: Enemy, final: Square, waiting: tuple[int, ...], t: Trace) -> None:
    passed = [board.enemies[i] for i in waiting if enemy.square < board.enemies[i].square < final]
    if passed:
        t.silent(f"{enemy.label} finit en {final}, plus loin dans l'ordre de lecture que "
                 f"{_join(e.label for e in passed)}, qui n'a pas encore joué : l'aide ne dit pas si le parcours "
                 "« comme un livre » le retrouve. Nous le faisons jouer une seule fois.", ENEMY_PHASE,
                 passed=[e.square.name for e in passed])


# ---------------------------------------------------------------------------------------
# Damage: what both calculators share
# ---------------------------------------------------------------------------------------
class DamageKind(enum.Enum):
    """Important (P.25): « Dégâts => dégâts bloqués ou non. Blessures => dégâts forcément non bloqués. »"""

    DAMAGE = "degats"
    """Dégâts: block points stop them."""

    WOUNDS = "blessures"
    """Blessures: never blocked."""


class CardKeyword(enum.Enum):
    """The card keywords that change how a wound is taken."""

    PERSISTANT = "persistant"
    """Never goes to the wounds or the exile: to the discard, and the hero is wounded again."""

    SUBSTITUTION = "substitution"
    """From the hand, may go to the wounds instead of the deck's top card; then draw a card."""


@dataclass(frozen=True)
class Card:
    """A card of a hero's deck, known by its name and the keywords that matter to wounds."""

    name: str
    """The card's name as printed."""

    keywords: tuple[CardKeyword, ...] = ()
    """Persistant and/or Substitution."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Card:
        """A name (``"Frappe"``) or ``{"name": "Garde", "keywords": ["persistant"]}``."""
        if isinstance(data, str):
            return cls(name=_str(data, path))
        data = _mapping(data, path, ("name", "keywords"))
        where = _at(path, "keywords")
        keywords = tuple(_enum(CardKeyword)(k, f"{where}[{i}]")
                         for i, k in enumerate(_get(data, "keywords", path, _list, [])))
        return cls(name=_get(data, "name", path, _str), keywords=tuple(sorted(set(keywords), key=lambda k: k.value)))

    @property
    def persistent(self) -> bool:
        return CardKeyword.PERSISTANT in self.keywords

    @property
    def substitution(self) -> bool:
        return CardKeyword.SUBSTITUTION in self.keywords

    def __str__(self) -> str:
        return f"« {self.name} »"


def _cards(value: Any, path: str) -> tuple[Card, ...]:
    return tuple(Card.from_dict(item, f"{path}[{i}]") for i, item in enumerate(_list(value, path)))


def _blocked(damage: int, block: int, kind: DamageKind) -> int:
    """Each block point stops one damage; wounds (blessures) are never blocked."""
    if kind is DamageKind.WOUNDS:
        return 0
    return min(damage, block * DAMAGE_STOPPED_PER_BLOCK_POINT)


# ---------------------------------------------------------------------------------------
# Damage of enemies to a hero
# ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class HeroDamageInput:
    """One enemy attack on a hero, and the hero's piles of cards (each listed top card first)."""

    damage: int
    """The damage (or wounds) the attack inflicts."""

    kind: DamageKind = DamageKind.DAMAGE
    """Dégâts (blocked by block points) or blessures (never blocked)."""

    block: int = 0
    """The hero's current block points (blue dice)."""

    deck: tuple[Card, ...] = ()
    """The hero's deck, top card first."""

    discard: tuple[Card, ...] = ()
    """The discard pile, top card first. When the deck must be rebuilt from it, its order here
    stands for the shuffle (the real shuffle decides at the table)."""

    hand: tuple[Card, ...] = ()
    """The hand, in the order the player would give cards up when deck and discard are empty."""

    wounds: tuple[Card, ...] = ()
    """The wounds pile before the attack."""

    substitute_with: tuple[str, ...] = ()
    """Substitution cards of the hand the player chooses to put in the wounds, one per wound
    from the first wound on (a player's decision)."""

    hero: str = "Le héros"
    """The hero's name, for the step texts."""

    def __post_init__(self) -> None:
        _count_between(self.damage, 0, "damage", "Le nombre de dégâts")
        _count_between(self.block, 0, "block", "Le blocage")
        wounds = self.damage - _blocked(self.damage, self.block, self.kind)
        if len(self.substitute_with) > wounds:
            raise IllegalAction("substitute_with", f"Le héros ne subit que {_plural(wounds, 'blessure')} : "
                                f"{len(self.substitute_with)} cartes Substitution ne peuvent pas toutes servir.",
                                SUBSTITUTION)

    @classmethod
    def from_dict(cls, data: Any) -> HeroDamageInput:
        data = _mapping(data, "", ("hero", "damage", "kind", "block", "deck", "discard", "hand", "wounds",
                                   "substitute_with"))
        return cls(
            hero=_get(data, "hero", "", _str, "Le héros"),
            damage=_get(data, "damage", "", _int),
            kind=_get(data, "kind", "", _enum(DamageKind), DamageKind.DAMAGE),
            block=_get(data, "block", "", _int, 0),
            deck=_get(data, "deck", "", _cards, ()),
            discard=_get(data, "discard", "", _cards, ()),
            hand=_get(data, "hand", "", _cards, ()),
            wounds=_get(data, "wounds", "", _cards, ()),
            substitute_with=_get(data, "substitute_with", "", _names, ()),
        )


@dataclass(frozen=True)
class HeroDamageResult:
    """Where each wound went, and the hero's piles afterwards."""

    blocked: int
    """Damage stopped by block points."""

    block_left: int
    """Block points left after the attack."""

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
    """The deck afterwards, top card first."""

    discard: tuple[Card, ...]
    """The discard afterwards, top card first."""

    hand: tuple[Card, ...]
    """The hand afterwards."""

    wounds: tuple[Card, ...]
    """The wounds pile afterwards."""

    steps: tuple[Step, ...]
    """The ruling, read aloud."""

    summary: str
    """One French line a judge can paste into a chat."""


class _Piles:
    """The hero's piles while the wounds are taken (a private working copy; inputs stay frozen)."""

    def __init__(self, data: HeroDamageInput) -> None:
        self.deck = list(data.deck)
        self.discard = list(data.discard)
        self.hand = list(data.hand)
        self.wounds = list(data.wounds)
        self.placed: list[Card] = []
        self.persistent: list[Card] = []
        self.drawn: list[Card] = []
        self.reshuffles = 0

    def rebuild_deck(self, hero: str, t: Trace) -> None:
        # « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. » (P.15)
        self.deck, self.discard = self.discard, []
        self.reshuffles += 1
        t.add(f"Le deck est vide : {hero} reconstitue son deck avec sa défausse mélangée "
              f"({_plural(len(self.deck), 'carte')} ; l'ordre retenu ici est celui de la défausse saisie, à la "
              "table le mélange décide).", DAMAGE_TO_HERO, cards=len(self.deck))

    def only_persistent_left(self) -> bool:
        return not any(not c.persistent for c in self.deck + self.discard)


def resolve_hero_damage(data: HeroDamageInput) -> HeroDamageResult:
    """Take an enemy attack: block, then one wound per damage left, card by card.

    Dégâts des ennemis à un héros (P.15): « Le héros subit une blessure pour chaque dégât non
    bloqué par un point de blocage. Lorsqu'un héros subit 1 blessure, il place la carte du dessus
    de son deck dans ses blessures. »
    """
    t = Trace()
    hero = data.hero
    # Important (P.25) and Dégâts des ennemis à un héros (P.15): block, then wounds.
    blocked = _blocked(data.damage, data.block, data.kind)
    count = (data.damage - blocked) * WOUNDS_PER_UNBLOCKED_DAMAGE
    if data.kind is DamageKind.WOUNDS:
        t.add(f"Ce sont des blessures, des dégâts forcément non bloqués : {hero} subit {_plural(count, 'blessure')}"
              f"{f' malgré ses {data.block} points de blocage' if data.block else ''}.", IMPORTANT, wounds=count)
    elif data.damage == 0:
        t.add(f"{hero} ne subit aucun dégât : aucune blessure.", DAMAGE_TO_HERO, damage=0, block=data.block,
              blocked=0, wounds=0)
    elif data.block == 0:
        t.add(f"{hero} subit {_plural(data.damage, 'dégât')} sans point de blocage : "
              f"{_plural(count, 'blessure')}, une par dégât non bloqué.", DAMAGE_TO_HERO,
              damage=data.damage, block=0, blocked=0, wounds=count)
    else:
        t.add(f"{hero} subit {_plural(data.damage, 'dégât')} ; ses points de blocage ({data.block}) en arrêtent "
              f"{blocked}, un par point : {_plural(count, 'blessure')}, une par dégât non bloqué.", DAMAGE_TO_HERO,
              damage=data.damage, block=data.block, blocked=blocked, wounds=count)
    if data.damage > 0 and count == 0:
        t.add(f"Tout est bloqué, mais {hero} subit quand même les effets supplémentaires de l'attaque, sauf si "
              "la carte dit le contraire.", DAMAGE_TO_HERO)

    piles = _Piles(data)
    _offer_substitution(data, count, t)
    unresolved = 0
    for number in range(1, count + 1):
        if not _take_wound(data, piles, number, t):
            unresolved = count - number + 1
            break

    placed = tuple(piles.placed)
    what = "blessure" if data.kind is DamageKind.WOUNDS else "dégât"
    summary = f"{hero} : {_plural(data.damage, what)}"
    if blocked:
        summary += f" − {blocked} bloqué{'s' if blocked > 1 else ''}"
    summary += f" = {_plural(count, 'blessure')}"
    if placed:
        summary += f" ({', '.join(c.name for c in placed)})"
    if piles.reshuffles:
        summary += f" ; deck reconstitué {piles.reshuffles} fois"
    if unresolved:
        summary += f" ; {_plural(unresolved, 'blessure')} non tranchée{'s' if unresolved > 1 else ''} par l'aide"
    return HeroDamageResult(
        blocked=blocked, block_left=data.block - blocked if data.kind is DamageKind.DAMAGE else data.block,
        wound_count=count, placed=placed, persistent_discarded=tuple(piles.persistent), drawn=tuple(piles.drawn),
        reshuffles=piles.reshuffles, unresolved=unresolved, deck=tuple(piles.deck), discard=tuple(piles.discard),
        hand=tuple(piles.hand), wounds=tuple(piles.wounds), steps=t.steps(), summary=summary)


def _offer_substitution(data: HeroDamageInput, count: int, t: Trace) -> None:
    options = [c for c in data.hand if c.substitution and not c.persistent]
    if count and options and len(data.substitute_with) < count:
        t.choice(f"{data.hero} a en main {_join(str(c) for c in options)} (Substitution) : à chaque blessure, le "
                 "joueur peut en placer une dans ses blessures plutôt que la carte du dessus de son deck, puis piocher une "
                 f"carte.{' Choix retenu : ' + _join(data.substitute_with) + '.' if data.substitute_with else ''}",
                 SUBSTITUTION, options=[c.name for c in options], chosen=list(data.substitute_with))


def _take_wound(data: HeroDamageInput, piles: _Piles, number: int, t: Trace) -> bool:
    """Place one wound; False when the aid does not say where it goes (SILENT step)."""
    hero = data.hero
    # Glossaire, Substitution: the player's chosen hand card instead of the deck's top card.
    if number <= len(data.substitute_with):
        _substitute(data, piles, number, t)
        return True
    while True:
        # « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. »
        if not piles.deck and piles.discard:
            piles.rebuild_deck(hero, t)
        # « Si sa défausse et son deck sont vides, il défausse les cartes de sa main de son choix
        # dans ses blessures. » — a Persistant card can never go there.
        if not piles.deck:
            return _wound_from_hand(hero, piles, number, t)
        card = piles.deck.pop(0)
        # Glossaire, Persistant: to the discard, and the hero is wounded again.
        if card.persistent:
            piles.discard.insert(0, card)
            piles.persistent.append(card)
            t.add(f"Blessure {number} : la carte du dessus du deck, {card}, est Persistant : elle va dans la "
                  f"défausse et {hero} subit à nouveau une blessure.", PERSISTANT, card=card.name)
            if piles.only_persistent_left():
                t.silent("Il ne reste dans le deck et la défausse que des cartes Persistant : chaque blessure les "
                         "renverrait dans la défausse sans fin. L'aide ne dit pas où va alors la blessure (une "
                         "carte de la main ? aucune ?) : au juge de trancher.", PERSISTANT)
                return False
            continue
        piles.wounds.append(card)
        piles.placed.append(card)
        t.add(f"Blessure {number} : la carte du dessus du deck, {card}, va face visible dans les blessures.",
              DAMAGE_TO_HERO, card=card.name)
        return True


def _wound_from_hand(hero: str, piles: _Piles, number: int, t: Trace) -> bool:
    options = [c for c in piles.hand if not c.persistent]
    if not options:
        t.silent(f"Blessure {number} : deck et défausse sont vides et la main n'a aucune carte pouvant aller dans "
                 "les blessures (les cartes Persistant n'y vont jamais) : l'aide ne dit pas ce qu'il advient de "
                 "cette blessure ni des suivantes.", DAMAGE_TO_HERO)
        return False
    card = options[0]
    piles.hand.remove(card)
    piles.wounds.append(card)
    piles.placed.append(card)
    t.choice(f"Blessure {number} : deck et défausse sont vides : {hero} place dans ses blessures une carte de sa "
             f"main de son choix parmi {_join(str(c) for c in options)} (retenue ici : {card}, la première "
             "saisie).", DAMAGE_TO_HERO, options=[c.name for c in options], chosen=card.name)
    return True


def _substitute(data: HeroDamageInput, piles: _Piles, number: int, t: Trace) -> None:
    name = data.substitute_with[number - 1]
    path = f"substitute_with[{number - 1}]"
    card = next((c for c in piles.hand if c.name == name and c.substitution), None)
    if card is None:
        held = next((c for c in piles.hand if c.name == name), None)
        why = "n'a pas le mot-clé Substitution" if held else "n'est pas dans la main à ce moment"
        raise IllegalAction(path, f"« {name} » {why} : seule une carte Substitution de la main peut remplacer la "
                                  "carte du dessus du deck.", SUBSTITUTION)
    if card.persistent:
        raise IllegalAction(path, f"« {name} » est Persistant : elle ne peut jamais arriver dans les blessures.",
                            PERSISTANT)
    piles.hand.remove(card)
    piles.wounds.append(card)
    piles.placed.append(card)
    drawn = _draw(piles, data.hero, t, CARDS_DRAWN_PER_SUBSTITUTION)
    got = f"pioche {_join(str(c) for c in drawn)}" if drawn else "ne peut pas piocher"
    t.add(f"Blessure {number} : {data.hero} place {card} (Substitution) de sa main dans ses blessures au lieu de la "
          f"carte du dessus de son deck, puis {got}.", SUBSTITUTION, card=card.name, drawn=[c.name for c in drawn])


def _draw(piles: _Piles, hero: str, t: Trace, count: int) -> list[Card]:
    drawn: list[Card] = []
    for _ in range(count):
        if not piles.deck and piles.discard:
            piles.rebuild_deck(hero, t)
        if not piles.deck:
            t.add(f"Deck et défausse sont vides : {hero} ne pioche pas ; les effets de pioche ne peuvent pas tuer "
                  "un héros.", HERO_DEATH)
            break
        card = piles.deck.pop(0)
        piles.hand.append(card)
        piles.drawn.append(card)
        drawn.append(card)
    return drawn


# ---------------------------------------------------------------------------------------
# Damage of heroes to an enemy (boss included)
# ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class EnemyDamageInput:
    """One hero attack on an enemy, with the enemy's dice."""

    damage: int
    """The damage (or wounds) the attack inflicts."""

    yellow: int
    """The yellow die now: the wounds it can still take before losing a life (1 or more)."""

    yellow_max: int
    """The yellow die's initial value printed on the enemy's card."""

    red: int
    """The red die now: the lives it has left (1 or more)."""

    kind: DamageKind = DamageKind.DAMAGE
    """Dégâts or blessures."""

    block: int = 0
    """The enemy's block points, if an effect gave it some."""

    boss: bool = False
    """Whether the enemy is a boss (passive and Action cards per life lost)."""

    action_cards_left: int = BOSS_ACTION_DECK_SIZE
    """For a boss: the cards left in its Action pile (0 to 7)."""

    summons: tuple[str, ...] = ()
    """The enemies it summoned: they die with it (Invocation d'ennemis)."""

    corpses: bool = False
    """Whether a player holds a card that uses corpses (Les cadavres)."""

    enemy: str = "L'ennemi"
    """The enemy's name, for the step texts."""

    def __post_init__(self) -> None:
        _count_between(self.damage, 0, "damage", "Le nombre de dégâts")
        _count_between(self.block, 0, "block", "Le blocage")
        _count_between(self.yellow_max, 1, "yellow_max", "La valeur initiale du dé jaune", DAMAGE_TO_ENEMY)
        if not 1 <= self.yellow <= self.yellow_max:
            raise InvalidInput("yellow", f"Le dé jaune va de 1 à sa valeur initiale {self.yellow_max} (reçu : "
                                         f"{self.yellow}) : à 0, l'ennemi a déjà perdu une vie et le dé est revenu "
                                         "à sa valeur initiale.", DAMAGE_TO_ENEMY)
        _count_between(self.red, 1, "red", "Le dé rouge (les vies d'un ennemi en jeu)", DAMAGE_TO_ENEMY)
        if not 0 <= self.action_cards_left <= BOSS_ACTION_DECK_SIZE:
            raise InvalidInput("action_cards_left", f"La pile Action d'un boss compte de 0 à {BOSS_ACTION_DECK_SIZE} "
                                                    f"cartes (reçu : {self.action_cards_left}).", BOSS)

    @classmethod
    def from_dict(cls, data: Any) -> EnemyDamageInput:
        data = _mapping(data, "", ("enemy", "damage", "kind", "block", "yellow", "yellow_max", "red", "boss",
                                   "action_cards_left", "summons", "corpses"))
        return cls(
            enemy=_get(data, "enemy", "", _str, "L'ennemi"),
            damage=_get(data, "damage", "", _int),
            kind=_get(data, "kind", "", _enum(DamageKind), DamageKind.DAMAGE),
            block=_get(data, "block", "", _int, 0),
            yellow=_get(data, "yellow", "", _int),
            yellow_max=_get(data, "yellow_max", "", _int),
            red=_get(data, "red", "", _int),
            boss=_get(data, "boss", "", _bool, False),
            action_cards_left=_get(data, "action_cards_left", "", _int, BOSS_ACTION_DECK_SIZE),
            summons=_get(data, "summons", "", _names, ()),
            corpses=_get(data, "corpses", "", _bool, False),
        )


@dataclass(frozen=True)
class EnemyDamageResult:
    """The enemy's dice after the attack, and what a boss must resolve."""

    blocked: int
    """Damage stopped by the enemy's block points."""

    applied: int
    """Damage that lowered the yellow die (up to its death)."""

    wasted: int
    """Damage left over once it died."""

    lives_lost: int
    """Lives lost in this attack."""

    yellow: int
    """The yellow die afterwards (meaningless once dead)."""

    red: int
    """The red die (lives) afterwards; 0 once dead."""

    dead: bool
    """Whether it died."""

    boss_passives: int
    """For a boss: how many times to resolve its passive now."""

    boss_action_cards: int
    """For a boss: how many Action cards to resolve now."""

    action_cards_left: int
    """For a boss: the cards left in its Action pile afterwards."""

    action_reshuffles: int
    """For a boss: how many times the empty Action pile was shuffled anew."""

    steps: tuple[Step, ...]
    """The ruling, read aloud."""

    summary: str
    """One French line a judge can paste into a chat."""


def resolve_enemy_damage(data: EnemyDamageInput) -> EnemyDamageResult:
    """Wound an enemy: each damage lowers the yellow die; at 0 it loses a life (red die −1).

    Dégâts des héros à un ennemi (P.20): « Chaque dégât réduit le dé jaune de 1. Si le dé jaune
    devrait atteindre 0, l'ennemi perd aussitôt une vie. Son dé rouge diminue alors de 1, et le
    dé jaune revient à sa valeur initiale indiquée sur la carte de l'ennemi. »
    """
    t = Trace()
    name = data.enemy
    # Important (P.25): blessures are never blocked; the aid does not say how an enemy's block works.
    blocked = _blocked(data.damage, data.block, data.kind)
    if data.block and data.kind is DamageKind.DAMAGE:
        t.silent(f"L'aide mentionne les blocages des ennemis sans dire comment ils agissent sur les dégâts des "
                 f"héros. Nous appliquons la règle des héros : un point de blocage arrête un dégât ({blocked} "
                 "arrêté" + ("s" if blocked > 1 else "") + ").", IMPORTANT, blocked=blocked)
    elif data.block:
        t.add(f"Ce sont des blessures, des dégâts forcément non bloqués : {name} ne peut pas les bloquer.", IMPORTANT)
    damage = data.damage - blocked

    yellow, red, lives_lost, applied = data.yellow, data.red, 0, 0
    t.add(f"{name} subit {_plural(damage, 'dégât')} : chacun réduit le dé jaune de {YELLOW_DIE_LOSS_PER_DAMAGE} "
          f"(dé jaune {yellow}, valeur initiale {data.yellow_max} ; dé rouge {red}).", DAMAGE_TO_ENEMY,
          damage=damage, yellow=yellow, yellow_max=data.yellow_max, red=red)
    for _ in range(damage):
        applied += 1
        yellow -= YELLOW_DIE_LOSS_PER_DAMAGE
        if yellow > YELLOW_DIE_LIFE_THRESHOLD:
            continue
        red -= RED_DIE_LOSS_PER_LIFE
        lives_lost += 1
        if red <= 0:
            t.add(f"Le dé jaune atteint 0 : {name} perd une vie ; son dé rouge tombe à 0, il n'a plus de vie et "
                  "meurt.", DAMAGE_TO_ENEMY, lives_lost=lives_lost)
            break
        yellow = data.yellow_max
        t.add(f"Le dé jaune atteint 0 : {name} perd aussitôt une vie (dé rouge {red + RED_DIE_LOSS_PER_LIFE} → {red}) "
              f"et le dé jaune revient à {data.yellow_max}.", DAMAGE_TO_ENEMY, red=red, lives_lost=lives_lost)
    dead = red <= 0
    wasted = damage - applied
    if dead:
        if wasted:
            t.add(f"{name} meurt : {_plural(wasted, 'dégât')} restant{'s' if wasted > 1 else ''} sans effet.",
                  DAMAGE_TO_ENEMY, wasted=wasted)
        _on_death(data, t)
    else:
        t.add(f"{name} survit : dé jaune {yellow}, dé rouge {red}.", DAMAGE_TO_ENEMY, yellow=yellow, red=red)

    passives, actions, left, reshuffles = _boss_reaction(data, lives_lost, dead, t)
    summary = f"{name} : {_plural(damage, 'dégât')}"
    summary += f" ({blocked} bloqué{'s' if blocked > 1 else ''})" if blocked else ""
    summary += f" → {_plural(lives_lost, 'vie perdue', 'vies perdues')}"
    summary += ", mort" if dead else f", dé jaune {yellow}, dé rouge {red}"
    if data.boss and not dead and actions:
        summary += (f" ; boss : {passives} passif{'s' if passives > 1 else ''} + "
                    f"{_plural(actions, 'carte Action', 'cartes Action')}")
    elif data.boss and dead:
        summary += " ; boss mort : ni passif ni carte Action"
    return EnemyDamageResult(blocked=blocked, applied=applied, wasted=wasted, lives_lost=lives_lost,
                             yellow=yellow if not dead else 0, red=max(red, 0), dead=dead, boss_passives=passives,
                             boss_action_cards=actions, action_cards_left=left, action_reshuffles=reshuffles,
                             steps=t.steps(), summary=summary)


def _on_death(data: EnemyDamageInput, t: Trace) -> None:
    # Invocation d'ennemis (P.15): « Si un ennemi meurt, ses invocations meurent également. »
    if data.summons:
        t.add(f"Ses invocations meurent également : {_join(data.summons)}.", SUMMONS, summons=list(data.summons))
    # Les cadavres (Extension 1): flip the card and leave it; its square counts as empty.
    if data.corpses:
        t.add("Un joueur utilise les cadavres : retournez la carte de l'ennemi mort et laissez-la sur le plateau ; "
              "sa case compte comme vide.", CORPSES)


def _boss_reaction(data: EnemyDamageInput, lives_lost: int, dead: bool, t: Trace) -> tuple[int, int, int, int]:
    """Affronter le boss (P.17): per life lost, its passive then one Action card — none if it dies."""
    left = data.action_cards_left
    if not data.boss or lives_lost == 0:
        return 0, 0, left, 0
    if dead:
        t.add(f"Mort du boss : {data.enemy} perd {_plural(lives_lost, 'vie')} dans cette attaque et meurt : ne jouez "
              "aucune carte Action et ne résolvez pas son passif.", BOSS)
        return 0, 0, left, 0
    reshuffles = 0
    for life in range(1, lives_lost + 1):
        for _ in range(BOSS_ACTION_CARDS_PER_LIFE_LOST):
            left, reshuffled = _draw_action_card(left)
            reshuffles += reshuffled
        t.add(f"Vie perdue {life} : résolvez le passif du boss puis une carte Action, même si le tour d'un "
              f"héros est en cours{' (pile Action vide : mélangez-la à nouveau avant)' if reshuffled else ''}.", BOSS,
              life=life, action_cards_left=left)
    return (lives_lost * BOSS_PASSIVES_PER_LIFE_LOST, lives_lost * BOSS_ACTION_CARDS_PER_LIFE_LOST, left, reshuffles)


def _draw_action_card(left: int) -> tuple[int, int]:
    """« Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16)"""
    if left == 0:
        return BOSS_ACTION_DECK_SIZE - 1, 1
    return left - 1, 0


@dataclass(frozen=True)
class BossTurnInput:
    """A boss's own turn in the enemies' phase."""

    action_cards_left: int = BOSS_ACTION_DECK_SIZE
    """The cards left in its Action pile (0 to 7)."""

    boss: str = "Le boss"
    """The boss's name, for the step texts."""

    def __post_init__(self) -> None:
        if not 0 <= self.action_cards_left <= BOSS_ACTION_DECK_SIZE:
            raise InvalidInput("action_cards_left", f"La pile Action d'un boss compte de 0 à {BOSS_ACTION_DECK_SIZE} "
                                                    f"cartes (reçu : {self.action_cards_left}).", BOSS)

    @classmethod
    def from_dict(cls, data: Any) -> BossTurnInput:
        data = _mapping(data, "", ("boss", "action_cards_left"))
        return cls(boss=_get(data, "boss", "", _str, "Le boss"),
                   action_cards_left=_get(data, "action_cards_left", "", _int, BOSS_ACTION_DECK_SIZE))


@dataclass(frozen=True)
class BossTurnResult:
    """The Action cards a boss resolves on its turn."""

    action_cards: int
    """Action cards to resolve, one after the other."""

    action_cards_left: int
    """Cards left in its Action pile afterwards."""

    action_reshuffles: int
    """How many times the empty pile was shuffled anew."""

    steps: tuple[Step, ...]
    """The ruling, read aloud."""

    summary: str
    """One French line a judge can paste into a chat."""


def resolve_boss_turn(data: BossTurnInput) -> BossTurnResult:
    """« Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)"""
    t = Trace()
    left, reshuffles = data.action_cards_left, 0
    t.add(f"{data.boss} joue son tour : résolvez {_plural(BOSS_ACTION_CARDS_PER_TURN, 'carte Action', 'cartes Action')}, "
          "l'une après l'autre.", BOSS, action_cards=BOSS_ACTION_CARDS_PER_TURN)
    for number in range(1, BOSS_ACTION_CARDS_PER_TURN + 1):
        left, reshuffled = _draw_action_card(left)
        reshuffles += reshuffled
        if reshuffled:
            t.add(f"Avant la carte {number}, la pile Action est vide : mélangez-la à nouveau "
                  f"({BOSS_ACTION_DECK_SIZE} cartes).", BOSS)
    return BossTurnResult(action_cards=BOSS_ACTION_CARDS_PER_TURN, action_cards_left=left, action_reshuffles=reshuffles,
                          steps=t.steps(),
                          summary=f"{data.boss} : {BOSS_ACTION_CARDS_PER_TURN} cartes Action, "
                                  f"il en reste {left} dans la pile")


# ---------------------------------------------------------------------------------------
# Set-up: « Difficulté pour les parties à 4 affrontements »
# ---------------------------------------------------------------------------------------
class Difficulty(enum.Enum):
    """The difficulties of the aid's table."""

    EASY = "facile"
    NORMAL = "normale"
    HARD = "difficile"
    EXTREME = "extreme"
    NIGHTMARE = "cauchemar"
    IMPOSSIBLE = "impossible"


_DIFFICULTY_NAMES = {Difficulty.EASY: "facile", Difficulty.NORMAL: "normale", Difficulty.HARD: "difficile",
                     Difficulty.EXTREME: "extrême", Difficulty.NIGHTMARE: "cauchemar",
                     Difficulty.IMPOSSIBLE: "impossible"}


@dataclass(frozen=True)
class Encounter:
    """One encounter of the set-up: how many enemies of each tier to place."""

    number: int
    """1 to 4."""

    bosses: int = 0
    """Boss cards."""

    basic: int = 0
    """Basique enemies."""

    intermediate: int = 0
    """Intermédiaire enemies."""

    powerful: int = 0
    """Puissant enemies."""

    @property
    def label(self) -> str:
        """« 1 Boss + 2 Basique + 2 Intermédiaire + 2 Puissant »: Boss, Basique, Intermédiaire, Puissant."""
        parts = [(self.bosses, "Boss"), (self.basic, "Basique"), (self.intermediate, "Intermédiaire"),
                 (self.powerful, "Puissant")]
        return " + ".join(f"{n} {word}" for n, word in parts if n)


E = Encounter
# Source: Aide de jeu solo V1.0, « Difficulté pour les parties à 4 affrontements » (raw lines 362-393).
ENCOUNTER_TABLE: Mapping[Difficulty, tuple[Encounter, ...]] = {
    # « Pour une difficulté facile : 1er Affrontement : 2 Basique / 2ème : 1 Basique + 3 Intermédiaire /
    # 3ème : 1 Basique + 1 Intermédiaire + 2 Puissant / 4ème : 1 Boss »
    Difficulty.EASY: (E(1, basic=2), E(2, basic=1, intermediate=3), E(3, basic=1, intermediate=1, powerful=2),
                      E(4, bosses=1)),
    # « normale : 1 Basique + 1 Intermédiaire / 4 Intermédiaire / 2 Intermédiaire + 2 Puissant /
    # 1 Boss + 2 Intermédiaire »
    Difficulty.NORMAL: (E(1, basic=1, intermediate=1), E(2, intermediate=4), E(3, intermediate=2, powerful=2),
                        E(4, bosses=1, intermediate=2)),
    # « difficile : 1 Basique + 2 Intermédiaire / 1 Basique + 4 Intermédiaire / 4 Puissant /
    # 1 Boss + 1 Puissant + 1 Intermédiaire »
    Difficulty.HARD: (E(1, basic=1, intermediate=2), E(2, basic=1, intermediate=4), E(3, powerful=4),
                      E(4, bosses=1, intermediate=1, powerful=1)),
    # « extrême : 2 Basique + 2 Intermédiaire / 2 Basique + 4 Intermédiaire /
    # 1 Basique + 1 Intermédiaire + 4 Puissant / 1 Boss + 1 Basique + 1 Intermédiaire + 2 Puissant »
    Difficulty.EXTREME: (E(1, basic=2, intermediate=2), E(2, basic=2, intermediate=4),
                         E(3, basic=1, intermediate=1, powerful=4),
                         E(4, bosses=1, basic=1, intermediate=1, powerful=2)),
    # « cauchemar : 4 Basique + 2 Intermédiaire / 4 Basique + 3 Intermédiaire + 1 Puissant /
    # 2 Basique + 2 Intermédiaire + 4 Puissant / 1 Boss + 2 Basique + 2 Intermédiaire + 2 Puissant »
    Difficulty.NIGHTMARE: (E(1, basic=4, intermediate=2), E(2, basic=4, intermediate=3, powerful=1),
                           E(3, basic=2, intermediate=2, powerful=4),
                           E(4, bosses=1, basic=2, intermediate=2, powerful=2)),
    # « impossible : 6 Basique + 1 Intermédiaire / 4 Basique + 2 Puissant / 1 Boss + 3 Basique +
    # 2 Intermédiaire / 2 Boss »
    Difficulty.IMPOSSIBLE: (E(1, basic=6, intermediate=1), E(2, basic=4, powerful=2),
                            E(3, bosses=1, basic=3, intermediate=2), E(4, bosses=2)),
}
del E


@dataclass(frozen=True)
class SetupInput:
    """The chosen difficulty of a four-encounter game."""

    difficulty: Difficulty
    """facile, normale, difficile, extreme, cauchemar or impossible."""

    @classmethod
    def from_dict(cls, data: Any) -> SetupInput:
        data = _mapping(data, "", ("difficulty",))
        return cls(difficulty=_get(data, "difficulty", "", _enum(Difficulty)))


@dataclass(frozen=True)
class SetupResult:
    """The four encounters of a game at one difficulty."""

    difficulty: Difficulty
    """The difficulty asked."""

    encounters: tuple[Encounter, ...]
    """The encounters in order, 1 to 4."""

    labels: tuple[str, ...]
    """Each encounter as printed in the aid."""

    steps: tuple[Step, ...]
    """One step per encounter, citing the table."""

    summary: str
    """One French line a judge can paste into a chat."""


def resolve_setup(data: SetupInput) -> SetupResult:
    """The aid's table for the chosen difficulty."""
    return encounters(data.difficulty)


def encounters(difficulty: Difficulty | str) -> SetupResult:
    """The encounters of a four-encounter game, from the aid's difficulty table."""
    if not isinstance(difficulty, Difficulty):
        difficulty = _enum(Difficulty)(difficulty, "difficulty")
    table = ENCOUNTER_TABLE[difficulty]
    t = Trace()
    name = _DIFFICULTY_NAMES[difficulty]
    t.add(f"Une partie hors scénario enchaîne {ENCOUNTERS_PER_GAME} affrontements ; en difficulté {name}, l'aide "
          "donne les ennemis de chacun.", DIFFICULTY, difficulty=difficulty.value)
    for encounter in table:
        t.add(f"{_ordinal(encounter.number)} affrontement : {encounter.label}.", DIFFICULTY, number=encounter.number,
              bosses=encounter.bosses, basic=encounter.basic, intermediate=encounter.intermediate,
              powerful=encounter.powerful)
    summary = f"Difficulté {name} : " + " ; ".join(f"{_ordinal(e.number)} : {e.label}" for e in table)
    return SetupResult(difficulty=difficulty, encounters=table, labels=tuple(e.label for e in table),
                       steps=t.steps(), summary=summary)
