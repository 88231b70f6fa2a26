"""Helix Duels: the combat phase, from declarations to the Forteresse.

Pure Python, standard library only. Build a :class:`CombatPhase` (directly or with
``CombatPhase.from_dict`` from JSON data), then:

* :func:`check_legality` lists every declaration the rules forbid, each with its field path
  and rule anchor (empty when all is legal);
* :func:`resolve` raises :class:`~referee.engine.trace.IllegalAction` on the first of them, or
  returns a :class:`CombatResult`: the stack as it resolved, each combat (who struck first,
  every damage and what reduced it, what was destroyed, the loot), the Forteresse's DRB, every
  card's final state, each warlord's XP and level, the winner if the game ended, the steps of
  the ruling and a one-line summary.

Dice are inputs (``Card.rolls``); when one is missing the result shows both parities.
``ABILITIES`` lists the abilities the engine understands, with their French names.

Modules: :mod:`.rules` (every rule number and anchor), :mod:`.model` (inputs), :mod:`.jsondata`
(reading JSON), :mod:`.validation` (impossible values), :mod:`.legality` (refusals), :mod:`.damage`
(what prevents damage, in order), :mod:`.ledger` (damage, deaths, loot, experience),
:mod:`.resolution` (the phase in the rulebook's order), :mod:`.results` (the result types).
"""
from __future__ import annotations

from .legality import Refusal, check_legality
from .model import (
    ABILITIES, FORTRESS, WARLORD, Ability, AbilityInfo, Card, CardKind, CombatPhase, CombatSkill, DamageType,
    Declaration, Destroy, EffectKind, Loot, Player, RangedStrike, Resistance, Response, Side, SpellDamage, Stance,
    StatChange, Warlord, Zone,
)
from .resolution import resolve
from .results import (
    Branch, CardOutcome, CombatReport, CombatResult, DamageEvent, Delivery, FortressHit, LootGain, Parity,
    PlayerOutcome, Reduction, RollRequest, StackReport, Timing, Victory,
)

__all__ = [
    "ABILITIES", "FORTRESS", "WARLORD", "Ability", "AbilityInfo", "Branch", "Card", "CardKind", "CardOutcome",
    "CombatPhase", "CombatReport", "CombatResult", "CombatSkill", "DamageEvent", "DamageType", "Declaration",
    "Delivery", "Destroy", "EffectKind", "FortressHit", "Loot", "LootGain", "Parity", "Player", "PlayerOutcome",
    "RangedStrike", "Reduction", "Refusal", "Resistance", "Response", "RollRequest", "Side", "SpellDamage",
    "StackReport", "Stance", "StatChange", "Timing", "Victory", "Warlord", "Zone", "check_legality", "resolve",
]
