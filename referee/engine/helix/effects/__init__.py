"""Helix Duels: the lasting effects on the cards in play, walked over the turns phase by phase.

:func:`walk_effects` takes an :class:`EffectsInput` — the cards in play (or coming into play) with the effects
they carry, whose turn it is, the phase, and 1 to 10 turns to walk — and follows every card through each phase
of each turn (``rules/sources/helix.md``, « TOUR DE JEU » and « Effets | Capacités »):

* Canalisation: the turn's player straightens its cards, save an Assommé one; the active effects resolve on every
  card, every turn (« Tour : temps de jeu d'un joueur »): Poison 1 DGT, Brûlure 1 DGT for 2 turns, Maladie -1 DGT,
  Enlèvement's die; the Éveil of a creature in Transition;
* Préparation and Combat: cards entering (invocation, Clone Végétal, Brise-Sort, Renfort when an attack is
  declared), each checked by the board's limits (:mod:`..limits`) and answered by Vigilance; the attacks the cards
  make, with Épines Acérées, Saignement, Drain de Lumière, Assaut de Brume and Attaque Spectrale;
* Résolution: the attackers end the turn inclined (combat damage is the combat calculator's);
* Réparation: Régénération, Attaque Spectrale's death, then what lasts for one turn ends (Épouvante, Paralysie,
  Enracinement, Transition).

Lien d'Ombre answers every damage; a card at 0 PDV is destroyed and its Peste and Germination fire. What may each
card do after each phase — attack, block, move, use powers, be targeted — is in the result's tables.

The points the book leaves open (:class:`OpenPoint`) are walked both ways and flagged « silent », with what the
other reading ends with; what the glossary does not define precisely enough is listed (:data:`UNSETTLED`).

The parts: :mod:`.model` (inputs, results), :mod:`.checks` (every refusal at once), :mod:`.walk` (the phases).
"""
from ..model import Phase
from .checks import check
from .model import (
    Arrival,
    Camp,
    CardState,
    Effect,
    EffectCard,
    EffectsInput,
    EffectsResult,
    Entry,
    Marker,
    OpenPoint,
    PhaseReport,
    Reading,
    Species,
    TurnReport,
    Unsettled,
    cycle_of,
    player_of,
)
from .walk import UNSETTLED, unsettled, walk_effects

__all__ = ["UNSETTLED", "Arrival", "Camp", "CardState", "Effect", "EffectCard", "EffectsInput", "EffectsResult",
           "Entry", "Marker", "OpenPoint", "Phase", "PhaseReport", "Reading", "Species", "TurnReport", "Unsettled",
           "check", "cycle_of", "player_of", "unsettled", "walk_effects"]
