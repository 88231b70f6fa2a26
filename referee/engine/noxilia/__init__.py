"""Noxilia: one attack on a unit, and the turn clock that follows it.

Two calculators over frozen dataclasses read from JSON (:mod:`.model`):

* :func:`resolve_attack` takes an :class:`AttackInput` — a melee attack, a ranged attack, a charge
  (with or without Marche rapide), the damage of a spell of a given mana type, or damage paid as a
  cost — and tells what remains of the attacker and of every unit struck (armor, life, poison
  markers, engaged or not, alive or dead, equipment dropped, Esquive used), step by step;
* :func:`resolve_turns` takes a :class:`TurnInput` — a unit, what happens to it this turn (a Repli,
  an attack it makes or suffers) and 1 to 5 turns — and follows it through each end of turn
  (the captures, then poison) and each start of the next turn (Régénération, unengaging, armor reset).

The rules (``rules/sources/noxilia.md``):

* armor absorbs first, the excess goes to life (« Combat », 3); absorbed points are lost until the
  armor is « réinitialisée à son maximum au début de chaque tour »; a unit at 0 life or less dies and
  drops its equipment;
* negative armor adds its value to « la prochaine attaque qui retire ces marqueurs »; a malus of the
  turn (Charge, Marche rapide, Repli, Frère de sang) lasts « jusqu'à la fin du tour » and outlasts
  that hit;
* an engaged unit « ne peut plus être engagée tant qu'elle n'est pas redressée »: it cannot attack,
  retreat, redirect as an Ange gardien, nor take a Riposte or a Riposte éclair, which engage;
* the abilities of « Capacités »: Poison X, the three ripostes, Esquive, Attaque transperçante,
  furtive, incapacitante, de masse X, Aura attaque X, Charge X, Frère d'arme, Frère de sang,
  Marche rapide, Résistance magique X, Résistance [type] X, Solide, Ange gardien, Régénération X.

Where the rulebook is silent the step is flagged ``silent`` and gives the other reading's figures;
a player's decision (riposte, Esquive) is an input and a ``choice`` step recalls it.

The parts: :mod:`.rules` (anchors, rule numbers), :mod:`.model` (inputs, results), :mod:`.checks`
(every refusal at once), :mod:`.damage`, :mod:`.attack` and :mod:`.turns` (the rules in order),
:mod:`.phrasebook` (the sentences, in French or English).
"""
from typing import TYPE_CHECKING

from . import phrasebook
from .attack import resolve_attack
from .checks import check_attack, check_turns
from .model import (
                    AttackInput,
                    AttackKind,
                    AttackResult,
                    MagicType,
                    RiposteKind,
                    Role,
                    TimelineResult,
                    TurnInput,
                    TurnReport,
                    Unit,
                    UnitState,
)
from .rules import LIFE, MAX_ATTACHED, MAX_MASS_TARGETS, MAX_NAME, MAX_TURNS, MIN_TURNS, TYPE_RESISTANCE
from .turns import resolve_turns

__all__ = ["AttackInput", "AttackKind", "AttackResult", "LIFE", "MAGIC_TYPE", "MAX_ATTACHED", "MAX_MASS_TARGETS",
           "MAX_NAME", "MAX_TURNS", "MIN_TURNS", "MagicType", "RESISTANCE", "RiposteKind", "Role", "TYPE_RESISTANCE", "TimelineResult",
           "TurnInput", "TurnReport", "Unit", "UnitState", "check_attack", "check_turns", "resolve_attack",
           "resolve_turns"]

if TYPE_CHECKING:
    from .phrasebook.fr import MAGIC_TYPE, RESISTANCE

_SPOKEN = ("MAGIC_TYPE", "RESISTANCE")


def __getattr__(name: str) -> object:
    """The names a reader sees, looked up at each use: in the language in force, not the one at import."""
    if name in _SPOKEN:
        return getattr(phrasebook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
