"""Héliosthenos: the combat score, who wins, and what becomes of the loser.

The rules (``rules/sources/heliosthenos.md``, section « Combat »):

* the fight happens on the defender's square, whose column gives the milieu (terrain);
* the *score de milieu* is the difference of the two cards' strengths in that milieu;
* the *score restant* is the number of other milieux the card dominates minus the number
  where it is dominated — the worked example, (7,2,4,2,3) against (4,4,4,4,4) on désert,
  scores « 3-1+0-1-1 » = 0, so each milieu counts one, whatever the margin;
* the *score total* is the score de milieu (« score de terrain ») plus the score restant;
  the greater score total wins; the rulebook does not settle a tie;
* a loser with the greater score de milieu may flee one square; otherwise the winner
  chooses: prisoner, or finish it;
* two attackers against one: the defender has -1 in every milieu and the attacker picks who
  fights; one attacker against a square of two: the attacker has -1 in every milieu, the
  defender picks who fights, and a beaten defender is only wounded; two against two: the
  defender pairs the cards.

All scores are given from the attacker's side: positive favours the attacker.

The turn (:mod:`.turn`, section « Jeu »): 2 actions a turn, each one of those the book lists — avancer
(one square in the 4 directions; a wounded card or a prisoner carried by an active creature moving with it,
2 actions, or between two active creatures, 1 action), attaquer (the combat above; a card that attacked has
done for the turn), poser from the hand on one's territoire, jeter, retirer du jeu, soigner, faire parler;
achever a prisoner costs no action. At the end, the territoires of the opponent taken. What the book leaves
open (an opponent's square entered, the reach of an attack, two attackers' cost, the winner taking the
square, how many territoires win…) is walked both ways: one :class:`Reading` each.

The parts, as in every game's package: :mod:`.rules` (anchors, rule numbers), :mod:`.model`
(the input read from JSON, the result), :mod:`.checks` (every refusal at once),
:mod:`.resolution` (the rules in order), :mod:`.phrasebook` (the sentences, French or English).
"""
from typing import TYPE_CHECKING

from . import phrasebook
from .checks import check
from .model import Card, CombatInput, CombatResult, Fight, Occupant, Option, Side, Square, Terrain
from .resolution import fight, milieu_score, remaining_score, resolve
from .rules import (
    BOARD,
    BOARD_SIZE,
    CARDS,
    COMBAT,
    MAX_STRENGTH,
    MIN_STRENGTH,
    OUTNUMBERED_MALUS,
    PLAY,
    PRISONERS,
    SCORE_MILIEU,
    SCORE_RESTANT,
    SCORE_TOTAL,
    STRENGTH_COUNT,
    TERRITORIES,
)
from .turn import resolve_turn
from .turn_checks import check_turn
from .turn_model import (
    Action,
    ActionKind,
    Cell,
    Fate,
    OpenPoint,
    Pick,
    Reading,
    Setup,
    SetupOutcome,
    State,
    TurnInput,
    TurnResult,
)

__all__ = ["Action", "ActionKind", "Cell", "Fate", "OpenPoint", "Pick", "Reading", "Setup", "SetupOutcome", "State",
           "TurnInput", "TurnResult",
           "check_turn", "resolve_turn",
           "BOARD", "BOARD_SIZE", "CARDS", "COMBAT", "Card", "CombatInput", "CombatResult", "Fight",
           "MAX_STRENGTH", "MIN_STRENGTH", "OUTNUMBERED_MALUS", "Occupant", "Option", "PLAY", "PRISONERS",
           "OCCUPANT", "SCORE_MILIEU", "SCORE_RESTANT", "SCORE_TOTAL", "STRENGTH_COUNT", "Side", "Square", "TERRAIN",
           "TERRITORIES", "Terrain", "check", "fight", "milieu_score", "remaining_score", "resolve"]

if TYPE_CHECKING:
    from .phrasebook.fr import OCCUPANT, TERRAIN

_LABELS = ("OCCUPANT", "TERRAIN")


def __getattr__(name: str) -> object:
    """The labels a page shows (``TERRAIN``…), in the language in force when they are read: a page is
    built per request, in its reader's language, long after this package was imported."""
    if name in _LABELS:
        return getattr(phrasebook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
