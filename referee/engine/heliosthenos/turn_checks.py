"""What the rules refuse in a turn as declared, before it is walked: every refusal at once, each citing its rule.

Whether each action is allowed on the board of its moment is the walk's business (:mod:`.turn`): an action
refused there is answered as such, and the turn goes on."""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from . import phrasebook as say
from .rules import (
    CARRY,
    FLIGHT,
    HAND,
    HAND_SIZE,
    SETUP,
    SETUP_PLACED,
    SURFACE,
    TWO_ACTIONS,
    TWO_AGAINST_TWO,
)
from .turn_model import Action, ActionKind, Fate, State, TurnInput, territory_row

# What each kind of action is told: the fields it needs, and those it may be given besides.
NEEDS: dict[ActionKind, tuple[str, ...]] = {
    ActionKind.MOVE: ("card", "to"), ActionKind.ATTACK: ("card", "to"), ActionKind.PLACE: ("to",),
    ActionKind.DISCARD: (), ActionKind.REMOVE: ("card",), ActionKind.HEAL: ("card",),
    ActionKind.INTERROGATE: ("card",), ActionKind.FINISH: ("card",),
}
MAY: dict[ActionKind, tuple[str, ...]] = {
    ActionKind.MOVE: ("partner",), ActionKind.PLACE: ("strengths",),
    ActionKind.ATTACK: ("partner", "fate", "flee_to", "attacker_choice", "defender_choice", "pairing"),
}
OPTIONAL = ("card", "to", "partner", "strengths", "fate", "flee_to", "attacker_choice", "defender_choice", "pairing")


def check_turn(turn: TurnInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse this turn as described."""
    yield from _squares(turn)
    yield from _hand(turn)
    yield from _setup(turn)
    for i, action in enumerate(turn.actions):
        yield from _action(i, action)


def _squares(turn: TurnInput) -> Iterator[Problem]:
    """« une surface de jeu de 5 par 5, dont chaque case est de la taille d'une carte »: a square is given once."""
    seen = set()
    for i, cell in enumerate(turn.board):
        if cell.square in seen:
            yield Problem(f"board[{i}].square", say.square_twice(cell.square), SURFACE)
        seen.add(cell.square)


def _hand(turn: TurnInput) -> Iterator[Problem]:
    """« Chaque joueur doit toujours avoir 5 cartes dans la main (sauf si le tas d'un joueur est vide) »."""
    if turn.hand < HAND_SIZE and turn.pile:
        yield Problem("hand", say.hand_short(turn.hand, turn.pile), HAND)


def _setup(turn: TurnInput) -> Iterator[Problem]:
    """« Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires … et
    garde les 5 restantes dans sa main. »: without a set-up a turn declares its actions; with one, the hand and the
    tas follow from it, and a board given is the set-up's: active cards on their owner's territoires, one each,
    the player's 5 all placed."""
    if turn.setup is None:
        if not turn.actions:
            yield Problem("actions", say.NO_ACTIONS, TWO_ACTIONS)
        return
    if turn.pile is not None:
        yield Problem("pile", say.COUNTS_WITH_SETUP, SETUP)
    if turn.hand != HAND_SIZE:
        yield Problem("hand", say.COUNTS_WITH_SETUP, SETUP)
    if not turn.board:
        return
    mine = 0
    for i, cell in enumerate(turn.board):
        if len(cell.cards) > 1:
            yield Problem(f"board[{i}].cards", say.setup_one_each(cell.square), SETUP)
        for j, card in enumerate(cell.cards):
            if card.state is not State.ACTIVE:
                yield Problem(f"board[{i}].cards[{j}].state", say.SETUP_ACTIVE_ONLY, SETUP)
            if cell.square.row != territory_row(card.owner):
                yield Problem(f"board[{i}].square", say.setup_off_territory(cell.square, card.owner), SETUP)
            mine += card.owner == turn.player
    # Fewer than 10 cards in the tas is the book's silence; the walk follows the reading where all are placed first.
    placed = min(SETUP_PLACED, turn.setup.pile)
    if mine != placed:
        yield Problem("board", say.setup_count(turn.player, mine, placed), SETUP)


def _action(i: int, action: Action) -> Iterator[Problem]:
    at = f"actions[{i}]"
    for name in NEEDS[action.kind]:
        if getattr(action, name) is None:
            yield Problem(f"{at}.{name}", say.action_needs(action.kind, name), TWO_ACTIONS)
    for name in OPTIONAL:
        if getattr(action, name) is not None and name not in NEEDS[action.kind] + MAY.get(action.kind, ()):
            yield Problem(f"{at}.{name}", say.action_ignores(action.kind, name), TWO_ACTIONS)
    if action.kind is ActionKind.ATTACK:
        if action.fate is Fate.FLIGHT and action.flee_to is None:
            yield Problem(f"{at}.flee_to", say.FLEE_WHERE, FLIGHT)
        if action.flee_to is not None and action.fate is not Fate.FLIGHT:
            yield Problem(f"{at}.flee_to", say.FLEE_WITHOUT_FLIGHT, FLIGHT)
        if action.pairing is not None and sorted(action.pairing) != [1, 2]:
            yield Problem(f"{at}.pairing", say.TURN_PAIRING_SHAPE, TWO_AGAINST_TWO)
    carried_apart = action.partner is not None and action.card is not None and action.partner.square != action.card.square
    if action.kind is ActionKind.MOVE and carried_apart:
        # « qu'une créature active se déplace avec elle »: the escort starts from the same square.
        yield Problem(f"{at}.partner", say.ESCORT_ELSEWHERE, CARRY)
