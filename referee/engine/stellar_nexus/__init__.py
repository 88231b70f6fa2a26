"""Stellar Nexus TCG: the combat, the stack, and the aids of a turn.

The rules (``rules/sources/stellar-nexus.md``, v1.4):

* combat (« Système de combat »): the attacker declares its attacking creatures, each targeting
  the opposing hero — no other target; the defender declares blockers, one attacker each, and
  orders them; each confrontation sets the attack of one creature against the endurance of the
  other, both ways at once; a creature whose endurance falls to 0 dies; an attacker that beats a
  blocker goes on to the next one « jusqu'à ce que tous les dégâts aient été distribués »; an
  unblocked attacker hits the hero; the attackers are then engaged. A countered declaration is
  cancelled. A creature cannot attack the turn it is played but can block; an engaged creature
  can neither attack nor block. At two against two, both opponents are attacked and their PV
  are shared.
* open points of the combat, each read one way and flagged with the other reading where it
  changes the outcome (:class:`OpenPoint`): how leftover damage counts, whether later blockers
  strike back, whether the rest after the last blocker reaches the hero, when a creature dies
  (at 0, or « à chaque fin de phase »), a countered block, a countered attacker's engagement,
  the shared PV.
* the stack (« SYSTEME DE PILE »): « La résolution se fait ensuite du dernier joué jusqu'au
  premier »; a countered card does not resolve and its resources' powers do not trigger; a
  resource power waits for « l'action en cours »; Affinité (same faction) is optional,
  Dissonance (another faction) mandatory.
* turn aids: 6 cards in the opening hand, 2 free mulligans, one card fewer at each extra one;
  attack back at each phase, endurance back each turn (or each entretien: flagged); an engaged
  creature untaps at its next turn; the entretien's draw; a hero at 0 PV or an empty library
  at the entretien loses the game.

The parts: :mod:`.rules` (anchors, rule numbers), :mod:`.model` (inputs read from JSON, results),
:mod:`.checks` (every refusal at once), :mod:`.combat`, :mod:`.stack`, :mod:`.turn` (the rules in
order), :mod:`.phrasebook` (the sentences, French or English), :mod:`.deck` (the deck check).
"""
from typing import TYPE_CHECKING

from . import phrasebook
from .checks import check_combat, check_stack, check_turn
from .combat import attack, confront, outcome
from .combat import resolve as resolve_combat
from .model import (
    Alternative,
    Attack,
    Attacker,
    Blocker,
    CombatInput,
    CombatResult,
    Confrontation,
    Creature,
    Defeat,
    Event,
    Faction,
    Fate,
    Format,
    Moment,
    MulliganRow,
    OpenPoint,
    Outcome,
    Phase,
    PhaseRow,
    Play,
    Power,
    Resource,
    Side,
    StackEntry,
    StackInput,
    StackResult,
    Target,
    Trigger,
    TurnInput,
    TurnResult,
    Whose,
)
from .rules import FREE_MULLIGANS, MAX_ATTACKERS, MAX_BLOCKERS, OPENING_HAND
from .stack import power_of
from .stack import resolve as resolve_stack
from .turn import hand_after, phase_rows
from .turn import resolve as resolve_turn

__all__ = ["FREE_MULLIGANS", "MAX_ATTACKERS", "MAX_BLOCKERS", "OPENING_HAND", "PHASE", "PLAY", "READING",
           "Alternative", "Attack", "Attacker", "Blocker", "CombatInput", "CombatResult", "Confrontation",
           "Creature", "Defeat", "Event", "Faction", "Fate", "Format", "Moment", "MulliganRow", "OpenPoint", "Outcome",
           "Phase", "PhaseRow", "Play", "Power", "Resource", "Side", "StackEntry", "StackInput", "StackResult", "Target",
           "Trigger", "TurnInput", "TurnResult", "Whose", "attack", "check_combat", "check_stack", "check_turn",
           "confront", "hand_after", "outcome", "phase_rows", "power_of", "resolve_combat", "resolve_stack",
           "resolve_turn"]

if TYPE_CHECKING:
    from .phrasebook.fr import PHASE, PLAY, READING

_LABELS = ("PHASE", "PLAY", "READING")


def __getattr__(name: str) -> object:
    """The labels a page shows (``PLAY``…), in the language in force when they are read: a page is
    built per request, in its reader's language, long after this package was imported."""
    if name in _LABELS:
        return getattr(phrasebook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
