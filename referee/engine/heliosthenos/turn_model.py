"""Héliosthenos's turn: the board, the actions a player declares in order (read from JSON), and the result.

The board is the 5×5 grid of « Surface de jeu »: rows 1 to 5, columns 1 to 5 the terrains in the book's
order (désert, montagne, marais, chaos, glace). « Chaque joueur se met d'un côté de la grille de jeu »:
here joueur 1 sits by row 1 and joueur 2 by row 5, so « les 5 cases juste en face d'un joueur », its
territoires, are row 1 for joueur 1 and row 5 for joueur 2.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .model import Square
from .rules import (
    ACTIONS_PER_TURN,
    ATTACK,
    BOARD_SIZE,
    CARRY,
    FLIGHT,
    HAND,
    HAND_SIZE,
    MAX_CARDS_PER_SQUARE,
    MAX_STRENGTH,
    MIN_STRENGTH,
    ONE_AGAINST_TWO,
    PLAYERS,
    PRISONER_OR_FINISH,
    SETUP,
    SIDES,
    SQUARE_LIMIT,
    STRENGTH_COUNT,
    STRENGTHS,
    TWO_ACTIONS,
    TWO_AGAINST_ONE,
    TWO_AGAINST_TWO,
)

MAX_DECLARED = 3 * ACTIONS_PER_TURN
"""The longest list of actions read: the 2 actions, plus prisoners finished (« ne compte pas pour une action »)
and actions declared beyond the 2, each then answered as refused."""
MAX_PILE = 99
"""Cards left in a pile: the book gives no deck size; a bound keeps the numbers small."""


def territory_row(player: int) -> int:
    """The row of a player's territoires: joueur 1 sits by row 1, joueur 2 by row 5."""
    return 1 if player == 1 else BOARD_SIZE


def other(player: int) -> int:
    return PLAYERS + 1 - player


class State(enum.Enum):
    """A card on the board: active, or beaten (« Prisonniers et blessés »)."""

    ACTIVE = "actif"
    PRISONER = "prisonnier"
    """A card of the opponent's, beaten and held (« une carte de l'adversaire, battue, en notre possession »)."""
    WOUNDED = "blesse"
    """A card of the holder's own, beaten (« une de nos cartes, battue, en notre possession »)."""


class ActionKind(enum.Enum):
    """The actions the book lists under « Jeu », in its order; « achever » a prisoner costs no action."""

    MOVE = "avancer"
    ATTACK = "attaquer"
    PLACE = "poser"
    DISCARD = "jeter"
    REMOVE = "retirer"
    HEAL = "soigner"
    INTERROGATE = "faire-parler"
    FINISH = "achever"


class OpenPoint(enum.Enum):
    """What the book leaves open in a turn, each walked both ways where the outcomes differ."""

    SHARED_SQUARE = "case-partagee"
    """A card entering a square that holds the opponent's cards."""
    FRESH_CARD = "carte-posee"
    """A card put from the hand this turn acting at once (only the healed one is told to wait)."""
    REACH = "portee"
    """An attack on a square diagonally next to the attacker."""
    REACH_FAR = "portee-distance"
    """An attack on a square that is not next to the attacker at all."""
    TIE = "egalite"
    """A score total of 0 with a score de milieu that is not: « Le vainqueur est celui avec le plus grand score
    total », and the book's own example is such a tie."""
    JOINT_ATTACK_COST = "attaque-a-deux"
    """Two creatures attacking together: one action, or one each."""
    WINNER_ENTERS = "vainqueur-entre"
    """The winner taking the square it emptied (« prendre possession de cette case »)."""
    OCCUPANT_AFTER_FINISH = "occupant-acheve"
    """The prisoner or wounded card beside a defender that is finished off, not taken prisoner."""
    PRISONER_PLACE = "place-du-prisonnier"
    """Where a beaten attacker taken prisoner stands."""
    TERRITORIES_TO_WIN = "territoires"
    """How many of the opponent's territoires win the game."""


class Fate(enum.Enum):
    """What becomes of the loser of a fight, as the players decide it."""

    PRISONER = "prisonnier"
    FINISH = "achever"
    FLIGHT = "fuite"


@dataclass(frozen=True)
class BoardCard:
    """One card on a square: whose card it is, its state, and its strengths when a fight needs them."""

    owner: int = given("Le joueur à qui la carte appartient (1 ou 2) ; un prisonnier appartient à l'adversaire de "
                       "celui qui le détient.", minimum=1, maximum=PLAYERS, rule=SIDES)
    state: State = given("actif, prisonnier (détenu par l'adversaire de son propriétaire) ou blesse (détenu par "
                         "son propriétaire).", default=State.ACTIVE)
    strengths: tuple[int, ...] | None = given(
        "Ses 5 forces (désert, montagne, marais, chaos, glace), nécessaires si elle se bat.", default=None,
        minimum=MIN_STRENGTH, maximum=MAX_STRENGTH, min_items=STRENGTH_COUNT, max_items=STRENGTH_COUNT,
        rule=STRENGTHS)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=30)

    @property
    def holder(self) -> int:
        """Who has it in play: its owner, unless it is a prisoner, held by the opponent."""
        return other(self.owner) if self.state is State.PRISONER else self.owner


@dataclass(frozen=True)
class Cell:
    """A square of the grid and the cards on it, in the order given (« #1 », « #2 »)."""

    square: Square = given("La case : ligne (1 à 5) et colonne (1 désert … 5 glace).")
    cards: tuple[BoardCard, ...] = given("Les cartes de la case (2 au plus).", default=(),
                                         max_items=MAX_CARDS_PER_SQUARE, rule=SQUARE_LIMIT)


@dataclass(frozen=True)
class Pick:
    """A card on the board at the time of the action: its square, and which of two cards."""

    square: Square = given("La case de la carte.")
    card: int | None = given("1 ou 2 : la carte de la case, dans l'ordre où elles sont données ; absent : la "
                             "seule carte de la case qui convient.", default=None, minimum=1,
                             maximum=MAX_CARDS_PER_SQUARE)


@dataclass(frozen=True)
class Action:
    """One action the player declares, in the order played."""

    kind: ActionKind = given("avancer, attaquer, poser, jeter, retirer, soigner, faire-parler ou achever.",
                             rule=TWO_ACTIONS)
    card: Pick | None = given("La carte qui agit ou sur laquelle on agit : la carte avancée, l'attaquant, la "
                              "carte retirée, soignée, qui parle ou achevée.", default=None)
    to: Square | None = given("avancer : la case d'arrivée ; attaquer : la case attaquée ; poser : le "
                              "territoire où la carte est posée.", default=None)
    partner: Pick | None = given("attaquer : le second attaquant ; avancer un blessé ou un prisonnier : la "
                                 "créature active qui se déplace avec lui (2 actions).", default=None, rule=CARRY)
    strengths: tuple[int, ...] | None = given("poser : les 5 forces de la carte posée, si elle se bat ensuite.",
                                              default=None, minimum=MIN_STRENGTH, maximum=MAX_STRENGTH,
                                              min_items=STRENGTH_COUNT, max_items=STRENGTH_COUNT, rule=STRENGTHS)
    fate: Fate | None = given("attaquer : ce que décident les joueurs après le combat : prisonnier ou achever (le "
                              "vainqueur), fuite (le vaincu) ; absent : prisonnier, sans fuite.", default=None,
                              rule=PRISONER_OR_FINISH)
    flee_to: Square | None = given("attaquer, fuite : la case où fuit le vaincu.", default=None, rule=FLIGHT)
    attacker_choice: int | None = given("2 contre 1 : l'attaquant qui se bat (1 ou 2) ; absent : le premier.",
                                        default=None, minimum=1, maximum=2, rule=TWO_AGAINST_ONE)
    defender_choice: int | None = given("1 contre 2 : le défenseur qui se bat (1 ou 2) ; absent : le premier.",
                                        default=None, minimum=1, maximum=2, rule=ONE_AGAINST_TWO)
    pairing: tuple[int, ...] | None = given("2 contre 2 : [1, 2] ou [2, 1], le défenseur opposé à chaque "
                                            "attaquant ; absent : [1, 2].", default=None, minimum=1, maximum=2,
                                            min_items=2, max_items=2, rule=TWO_AGAINST_TWO)


@dataclass(frozen=True)
class Setup:
    """The set-up before the first turn: « Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son
    choix sur ses 5 territoires … et garde les 5 restantes dans sa main »."""

    pile: int = given("Les cartes de son tas avant la mise en place.", minimum=0, maximum=MAX_PILE, rule=SETUP)


@dataclass(frozen=True)
class TurnInput:
    """A turn of Héliosthenos: the board before it and the actions declared, in order."""

    board: tuple[Cell, ...] = given("Les cases occupées du plateau (avec « setup » : les cartes posées à la mise "
                                    "en place, ou absent).", default=(), max_items=BOARD_SIZE * BOARD_SIZE,
                                    rule=SQUARE_LIMIT)
    actions: tuple[Action, ...] = given("Les actions déclarées, dans l'ordre (au moins une, sauf avec « setup »).",
                                        default=(), max_items=MAX_DECLARED, rule=ATTACK)
    player: int = given("Le joueur dont c'est le tour (1 : ses territoires sont la ligne 1 ; 2 : la ligne 5).",
                        default=1, minimum=1, maximum=PLAYERS, rule=SIDES)
    hand: int = given("Les cartes dans la main du joueur.", default=HAND_SIZE, minimum=0, maximum=HAND_SIZE,
                      rule=HAND)
    pile: int | None = given("Les cartes restant dans son tas ; absent : assez pour remplacer chaque carte.",
                             default=None, minimum=0, maximum=MAX_PILE, rule=HAND)
    setup: Setup | None = given("La mise en place, faite par le joueur avant ses actions ; la main et le tas en "
                                "découlent.", default=None, rule=SETUP)


# --- The result -----------------------------------------------------------------------------

@dataclass(frozen=True)
class ActionOutcome:
    """One declared action, as the rules answer it."""

    index: int
    """Its place in the declared list, from 1."""
    kind: ActionKind
    action: str
    """The action as declared, in words (« avancer 2-1 → 3-1 »)."""
    legal: bool
    rule: str
    """The passage that allows or refuses it."""
    cost: int
    """Actions it used (0 when refused, or for « achever » a prisoner)."""
    remaining: int
    """Actions left after it."""
    text: str
    board: str
    """The board after it, in the compact notation (« 1-1 : 1 ; 3-2 : 1 + 2p »)."""
    grid: tuple[tuple[str, ...], ...]
    """The same, row by row (row 1 first), one cell a square."""


@dataclass(frozen=True)
class GameEnd:
    """Whether the game is over at the end of the turn, and who has won."""

    taken: tuple[int, ...]
    """Territoires of the opponent taken by joueur 1, then by joueur 2."""
    ended: bool
    winner: int | None


@dataclass(frozen=True)
class Reading:
    """The turn under one reading of the points the book leaves open (one reading when none matters)."""

    label: str
    actions: tuple[ActionOutcome, ...]
    hand: int
    pile: int | None
    board: str
    grid: tuple[tuple[str, ...], ...]
    end: GameEnd


@dataclass(frozen=True)
class SetupOutcome:
    """The player's cards once set up: in hand, left in the tas, put on the board."""

    hand: int
    pile: int
    board: int


@dataclass(frozen=True)
class TurnResult:
    player: int
    readings: tuple[Reading, ...]
    steps: tuple[Step, ...]
    summary: str
    setup: SetupOutcome | None = None
