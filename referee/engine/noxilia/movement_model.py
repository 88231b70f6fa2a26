"""The input and the result of a Noxilia move: the board of zones, its units, one move declared.

Frozen dataclasses that declare their own JSON shape with ``given(...)``, as :mod:`.model` does for an attack. The
board is the « Plateau »'s: each player's half has three rows of two zones — at the back the zone de commandement
and the zone tiers, in the middle Rempart 1 and Rempart 2, at the front two Champs de bataille — the halves facing
each other by their front rows. What cannot be said as a bound (a unit given twice its zone's cap, a charge without
an enemy to charge) is :mod:`.movement`'s ``check``.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .model import AttackResult, Unit
from .rules import (
    APOCALYPSE_CARDS,
    APOCALYPSE_COPIES,
    CHARGE_ACTION,
    DESTINY_DRAW,
    DESTINY_SETUP,
    END_TREASURES,
    FATE_CARDS,
    FATE_COPIES,
    FOG,
    FORCE_ABILITY,
    MAX_ABILITIES,
    MAX_BOARD_UNITS,
    MAX_DESTINY_TURN,
    MAX_FORCE,
    MAX_LINKS,
    MAX_NAME,
    MAX_TREASURES,
    MOVE_ACTION,
    RAMPART,
    RANGED_ACTION,
    ZONE_CAPTURED,
)

# --- The board ----------------------------------------------------------------------------------

PLAYERS = (1, 2)


class Row(enum.Enum):
    """A half's three rows, from its owner's back (« Rangée arrière ») to its front (« Rangée avant »)."""

    BACK = 0
    MIDDLE = 1
    FRONT = 2


class Zone(enum.Enum):
    """The twelve zones where units stand: six in each player's half (« Plateau »), numbered by its owner.

    The File de renfort, the Pioche and the Cimetière hold cards but are no zones units move through."""

    COMMAND_1 = "commandement-1"
    THIRD_1 = "tiers-1"
    RAMPART_1_1 = "rempart1-1"
    RAMPART_2_1 = "rempart2-1"
    FIELD_1_1 = "champ1-1"
    FIELD_2_1 = "champ2-1"
    COMMAND_2 = "commandement-2"
    THIRD_2 = "tiers-2"
    RAMPART_1_2 = "rempart1-2"
    RAMPART_2_2 = "rempart2-2"
    FIELD_1_2 = "champ1-2"
    FIELD_2_2 = "champ2-2"

    @property
    def side(self) -> int:
        """The player whose half holds it."""
        return int(self.value[-1])

    @property
    def kind(self) -> str:
        """« commandement », « tiers », « rempart1 », « rempart2 », « champ1 », « champ2 »."""
        return self.value[:-2]

    @property
    def row(self) -> Row:
        return {"commandement": Row.BACK, "tiers": Row.BACK, "rempart1": Row.MIDDLE, "rempart2": Row.MIDDLE,
                "champ1": Row.FRONT, "champ2": Row.FRONT}[self.kind]

    @property
    def column(self) -> int:
        """1 on the side of the zone de commandement, Rempart 1 and the first Champ de bataille; 2 on the other."""
        return 1 if self.kind in ("commandement", "rempart1", "champ1") else 2

    @property
    def line(self) -> int:
        """Its row across the whole board, 0 (player 1's back) to 5 (player 2's back): the halves face each other."""
        return self.row.value if self.side == 1 else 5 - self.row.value

    @property
    def is_rampart(self) -> bool:
        return self.row is Row.MIDDLE

    @property
    def is_field(self) -> bool:
        return self.row is Row.FRONT

    @property
    def is_command(self) -> bool:
        return self.kind == "commandement"

    @property
    def is_third(self) -> bool:
        return self.kind == "tiers"

    @classmethod
    def command_of(cls, player: int) -> Zone:
        return cls(f"commandement-{player}")


def steps_apart(a: Zone, b: Zone) -> int:
    """How many steps from one zone to the other, a step going to the next zone in a row or in a column."""
    return abs(a.line - b.line) + abs(a.column - b.column)


def adjacent(a: Zone, b: Zone) -> bool:
    """Side by side in a row, or one behind the other in a column (across the middle line too)."""
    return steps_apart(a, b) == 1


def diagonal(a: Zone, b: Zone) -> bool:
    """Corner to corner: the book draws no board that says whether they are adjacent."""
    return abs(a.line - b.line) == 1 and abs(a.column - b.column) == 1


class Ability(enum.Enum):
    """The abilities (« Capacités ») that change a move, a reach or what a unit sees."""

    FAST_MARCH = "marche-rapide"
    FLYING = "volant"
    INFILTRATOR = "infiltrateur"
    INTERCEPTOR = "intercepteur"
    CLIMBER = "grimpeur"
    KEEN_SIGHT = "vue-percante"
    CLOSE_SHOT = "tir-de-proximite"
    BROTHER_IN_ARMS = "frere-d-arme"
    HEAL = "soin"
    PURIFY = "purification"


class MoveKind(enum.Enum):
    """The actions of « Phase d'actions » that move a unit."""

    MOVE = "deplacement"
    """Up to 2 adjacent zones (3 with Marche rapide)."""
    CHARGE = "charge"
    """1 zone (2 with Marche rapide) from a zone without enemies, and a melee attack there."""
    RETREAT = "repli"
    """1 zone toward its zone de commandement, from a zone occupied by an enemy."""
    EQUIP = "deplacer-et-equiper"
    """0 or 1 zone, then take up an equipment there."""
    HEAL = "deplacer-et-soigner"
    """0 or 1 zone, then heal or purify an ally there (Soin or Purification)."""


@dataclass(frozen=True)
class BoardUnit:
    """A unit on the board: whose, where, and what changes its moves."""

    player: int = given("Son joueur : 1 ou 2.", minimum=1, maximum=2, rule=FOG)
    zone: Zone = given("Sa zone (« -1 » : la moitié du joueur 1).", rule=MOVE_ACTION)
    name: str = given("Son nom dans les étapes ; absent : « Unité 1 », « Unité 2 »… (sa place dans la liste).",
                      default="", max_length=MAX_NAME)
    abilities: tuple[Ability, ...] = given("Ses capacités qui comptent ici.", default=(), max_items=MAX_ABILITIES)
    force: int = given("Passage en force X : le X (dégâts subis à chaque passage) ; 0 si elle ne l'a pas.",
                       default=0, minimum=0, maximum=MAX_FORCE, rule=FORCE_ABILITY)
    ranged: int = given("Attaque distance : ses dégâts à distance ; 0 si elle n'en a pas.", default=0, minimum=0,
                        rule=RANGED_ACTION)
    engaged: bool = given("Elle est engagée (carte tournée) : elle ne peut plus s'engager ce tour.", default=False)
    revealed: bool = given("Sa carte est face visible (elle arrive face cachée de la file de renfort).",
                           default=False, rule=FOG)
    combat: Unit | None = given("Facultatif : ses caractéristiques de combat (une unité du corps de …/noxilia/attack/, "
                                "auras de sa zone comprises) ; une charge entre deux unités qui les ont est calculée.",
                                default=None, rule=CHARGE_ACTION)

    def has(self, ability: Ability) -> bool:
        return ability in self.abilities


@dataclass(frozen=True)
class ZoneControl:
    """A zone whose card a player holds otherwise than at the start (a zone captured earlier)."""

    zone: Zone = given("La zone.", rule=ZONE_CAPTURED)
    player: int = given("Le joueur qui la contrôle : 1 ou 2.", minimum=1, maximum=2, rule=ZONE_CAPTURED)


@dataclass(frozen=True)
class Link:
    """Two zones adjacent at the table (the book draws no board)."""

    a: Zone = given("Une zone.", rule=MOVE_ACTION)
    b: Zone = given("Une zone adjacente à la première.", rule=MOVE_ACTION)


@dataclass(frozen=True)
class RampartCard:
    """What a rampart's card does (« Protection défensive définie par la carte du mur ou de la zone »)."""

    zone: Zone = given("Le rempart.", rule=RAMPART)
    attack_malus: int = given("Le malus d'attaque au corps à corps qu'il inflige aux attaquants adverses.", default=0,
                              minimum=0, maximum=MAX_FORCE, rule=RAMPART)
    defender_armor: int = given("Le bonus d'armure qu'il donne à ses défenseurs.", default=0, minimum=0,
                                maximum=MAX_FORCE, rule=RAMPART)


@dataclass(frozen=True)
class Treasure:
    """A treasure card lying in a zone (not one carried by a unit)."""

    zone: Zone = given("Sa zone.", rule=END_TREASURES)
    primo: bool = given("Un primo trésor de la mise en place (sur un Champ de bataille) : retourné dès qu'une unité "
                        "arrive sur sa case.", default=False)
    face_up: bool = given("Il est déjà retourné (face visible).", default=False)


@dataclass(frozen=True)
class Move:
    """The move declared."""

    unit: int = given("L'unité qui se déplace : sa place dans 'units', à partir de 0.", minimum=0,
                      maximum=MAX_BOARD_UNITS - 1, rule=MOVE_ACTION)
    kind: MoveKind = given("L'action.", rule=MOVE_ACTION)
    path: tuple[Zone, ...] = given("Les zones où elle entre, dans l'ordre (3 au plus).",
                                   default=(), max_items=3, rule=MOVE_ACTION)
    target: int | None = given("Pour une charge : l'unité ennemie attaquée dans la zone d'arrivée (sa place dans "
                               "'units') ; absente : la première ennemie qui s'y trouve.", default=None, minimum=0,
                               maximum=MAX_BOARD_UNITS - 1, rule=CHARGE_ACTION)


class DestinyCard(enum.Enum):
    """The cards of the Pioche du destin: 10 Mains du destin, then 6 Mains de l'apocalypse."""

    DRAGON = "arrivee-d-un-dragon"
    FLOOD = "inondation-de-la-vallee"
    MAELSTROM = "maelstrom-de-magie-primitive"
    SPRING = "printemps-prosperes"
    FOG = "brouillard"
    BLOOD_MOON = "lune-de-sang"
    PLAGUE = "peste-noire"
    STORM = "tempete"
    EARTHQUAKE = "tremblement-de-terre"
    FIRE = "incendie-monstrueux"
    LUNAR = "dechainement-lunaire"
    DEADLY_FOG = "brouillard-mortel"

    @property
    def apocalypse(self) -> bool:
        return self.value in APOCALYPSE_COPIES

    @property
    def copies(self) -> int:
        return APOCALYPSE_COPIES.get(self.value) or FATE_COPIES[self.value]


@dataclass(frozen=True)
class Destiny:
    """The turn whose destiny card is drawn, and the cards drawn before it."""

    turn: int = given("Le numéro du tour qui commence (le tour 1 tire la première carte).", minimum=1,
                      maximum=MAX_DESTINY_TURN, rule=DESTINY_DRAW)
    drawn: tuple[DestinyCard, ...] = given("Facultatif : toutes les cartes tirées aux tours précédents, dans l'ordre "
                                           "(une par tour), pour savoir ce qui reste.", default=(),
                                           max_items=FATE_CARDS + APOCALYPSE_CARDS, rule=DESTINY_SETUP)


@dataclass(frozen=True)
class MovementInput:
    """The board and the move declared on it."""

    units: tuple[BoardUnit, ...] = given("Les unités en jeu des deux joueurs, chacune dans sa zone (5 au plus par "
                                         "joueur et par zone).", min_items=1, max_items=MAX_BOARD_UNITS)
    move: Move = given("Le mouvement déclaré.")
    control: tuple[ZoneControl, ...] = given("Les zones capturées plus tôt (par défaut chaque joueur contrôle les zones "
                                             "de sa moitié sauf les Champs de bataille, à personne).", default=(),
                                             max_items=len(Zone), rule=ZONE_CAPTURED)
    treasures: tuple[Treasure, ...] = given("Les trésors posés dans les zones.", default=(), max_items=MAX_TREASURES,
                                            rule=END_TREASURES)
    ramparts: tuple[RampartCard, ...] = given("Facultatif : les effets des cartes de rempart (malus d'attaque, bonus "
                                              "d'armure), pour une charge sur un rempart.", default=(), max_items=4,
                                              rule=RAMPART)
    adjacency: tuple[Link, ...] = given("Facultatif : toutes les paires de zones adjacentes, si le plateau de la table "
                                        "n'est pas celui du calcul (trois rangées de deux zones par moitié, les "
                                        "Champs de bataille face à face).", default=(), max_items=MAX_LINKS,
                                        rule=MOVE_ACTION)
    destiny: Destiny | None = given("Facultatif : la Pioche du destin au début d'un tour (ce qui est tiré, ce qui "
                                    "reste).", default=None, rule=DESTINY_DRAW)


# --- The result ---------------------------------------------------------------------------------


class Answer(enum.Enum):
    """Is the move legal?"""

    YES = "oui"
    NO = "non"
    DEPENDS = "selon-la-lecture"
    """Legal on one reading of a point the rulebook leaves open, not on the other (the steps flag it)."""


@dataclass(frozen=True)
class Refusal:
    text: str
    rule: str
    open: bool = False
    """True: refused on one reading only of a point the rulebook leaves open."""


@dataclass(frozen=True)
class Interception:
    """An Intercepteur met on the way, and what it cancels."""

    zone: Zone
    interceptors: tuple[str, ...]
    cancelled: str
    """The ability cancelled: « volant » or « infiltrateur »."""


@dataclass(frozen=True)
class ZoneCount:
    zone: Zone
    count: int
    """The mover's player's units in the zone after the move (the mover included)."""
    cap: int


@dataclass(frozen=True)
class Reach:
    """A zone a ranged attack of the unit moved could aim at, from where it stands after the move."""

    zone: Zone
    enemies: tuple[str, ...]
    sight: bool | None
    """False: a rampart stands in the line of sight; None: it does, and whether that stops a shot is not said."""


@dataclass(frozen=True)
class View:
    """What a player sees of the enemy units after the move: face up or face down."""

    player: int
    face_up: tuple[str, ...]
    face_down: tuple[str, ...]
    """The enemy units it sees as face-down cards (its name is the ruling's, not known to that player)."""
    face_up_if_adjacent: tuple[str, ...]
    """Turned face up only if « à moins d'une zone » reaches the adjacent zones, not only the same one."""


@dataclass(frozen=True)
class Capture:
    """A zone or a treasure taken at the end of the turn, were the turn to end on this board."""

    zone: Zone
    player: int
    what: str
    """« zone » or « tresor »."""
    text: str


class Pile(enum.Enum):
    """Where the turn's destiny card comes from."""

    FATE = "main-du-destin"
    APOCALYPSE = "main-de-l-apocalypse"
    EXHAUSTED = "epuisee"
    """Every card has been drawn: the book does not say what happens."""


@dataclass(frozen=True)
class Remaining:
    card: DestinyCard
    copies: int
    """The copies still in the pile the turn draws from."""


@dataclass(frozen=True)
class DestinyDraw:
    turn: int
    pile: Pile
    left: int
    """The cards left in that pile before this turn's draw."""
    remaining: tuple[Remaining, ...]
    """Which they are, when the cards drawn before were given (empty otherwise)."""


@dataclass(frozen=True)
class MovementResult:
    answer: Answer
    unit: str
    kind: MoveKind
    start: Zone
    arrival: Zone
    refusals: tuple[Refusal, ...]
    armor_malus: int
    """The armor the unit loses until the end of the turn (Charge, Marche rapide, Repli)."""
    force_damage: int
    """The damage of its Passages en force."""
    interceptions: tuple[Interception, ...]
    arrival_count: ZoneCount
    revealed: tuple[str, ...]
    """The units whose card the move turns face up (both readings of « à moins d'une zone » agree)."""
    views: tuple[View, ...]
    reach: tuple[Reach, ...]
    captures: tuple[Capture, ...]
    destiny: DestinyDraw | None
    attack: AttackResult | None
    """The Charge's attack, when both units' combat values are given."""
    steps: tuple[Step, ...]
    summary: str
