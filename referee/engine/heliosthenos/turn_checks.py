"""What the rules refuse in a turn as declared, before it is walked: every refusal at once, each citing its rule.

Whether each action is allowed on the board of its moment is the walk's business (:mod:`.turn`): an action
refused there is answered as such, and the turn goes on."""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from . import phrasebook as say
from .rules import CARRY, FLIGHT, HAND, HAND_SIZE, SURFACE, TWO_ACTIONS, TWO_AGAINST_TWO
from .turn_model import Action, ActionKind, Fate, TurnInput

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
