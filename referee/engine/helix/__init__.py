"""Helix Duels: the combat phase, from declarations to the Forteresse.

The rules (``rules/sources/helix.md``: « TOUR DE JEU », « Le Positionnement », « Résolution des
Combats », « TABLE D'EXPIÉRIENCE », « FORTERESSE », « Effets | Capacités »):

* no attack is declared in Cycle 1; the attacker declares « une cible par attaquant » (a creature
  is declared once in a phase; Frénésie's second attack comes in a new combat phase); only
  dressed creatures attack or defend; a creature attacks once a turn, twice with Frénésie;
* the defender blocks with CONTACT creatures (several on one attacker) or strikes an attacker
  with a PORTÉE creature or its Chef de Guerre; PORTÉE never targets the Forteresse, and from
  the défense zone reaches only the attaque zone; Vol, Immersion, Dissimulation, Cuirassé,
  Incandescent and Rempart restrict targets and blocks (Vision Quantique ignores them);
* spells and powers resolve last played first (the stack), then combat damage: simultaneous
  between dressed creatures, first for Initiative and for a dressed creature against an
  inclined one; what prevents damage applies in order (Vol, Immatériel, Bouclier Arcanique,
  Résistance, Négation, Fluidité, Esquive, Protection); Coup Fatal, Vol de Vie, Épines
  Volcaniques and Vengeance follow a blow; the damage to the Forteresse comes last;
* a destroyed creature's Butin goes to its opponent (tokens give no XP); 12 XP raise the Chef
  de Guerre to level 2, 24 XP win the game, and so does a Forteresse brought to 0 DRB.

Dice are inputs (``Card.rolls``); when one is missing the result shows both parities. Where the
rulebook is silent the ruling says so in a flagged step, with both readings when they differ.

The parts, as in every game's package: :mod:`.rules` (anchors, rule numbers), :mod:`.model`
(the input read from JSON), :mod:`.checks` (every refusal at once), :mod:`.damage` (what
prevents damage, in order), :mod:`.ledger` (damage, deaths, loot, experience),
:mod:`.resolution` (the phase in the rulebook's order), :mod:`.results` (the result),
:mod:`.phrasebook` (the sentences, in French or English).
"""
from __future__ import annotations

from . import phrasebook, rules
from .checks import ambiguities, check, open_points
from .model import (
    FORTRESS,
    WARLORD,
    Ability,
    AbilityInfo,
    Card,
    CardKind,
    CombatPhase,
    CombatSkill,
    DamageType,
    Declaration,
    Destroy,
    EffectKind,
    Loot,
    Player,
    RangedStrike,
    Resistance,
    Response,
    Side,
    SpellDamage,
    Stance,
    StatChange,
    Warlord,
    Zone,
)

# The abilities by the names the rulebook prints: names a player types and ticks, French in every language.
from .phrasebook.fr import ABILITIES, ABILITY_NAMES
from .resolution import resolve
from .results import (
    Branch,
    CardOutcome,
    CombatReport,
    CombatResult,
    DamageEvent,
    Delivery,
    FortressHit,
    LootGain,
    Parity,
    PlayerOutcome,
    Reduction,
    RollRequest,
    StackReport,
    Timing,
    Victory,
)

__all__ = [
    "ABILITIES", "ABILITY_NAMES", "FORTRESS", "WARLORD", "Ability", "AbilityInfo", "Branch", "Card", "CardKind",
    "CardOutcome", "CombatPhase", "CombatReport", "CombatResult", "CombatSkill", "DamageEvent", "DamageType",
    "Declaration", "Delivery", "Destroy", "EffectKind", "FortressHit", "Loot", "LootGain", "Parity", "Player",
    "PlayerOutcome", "RangedStrike", "Reduction", "Resistance", "Response", "RollRequest", "Side", "SpellDamage",
    "StackReport", "Stance", "StatChange", "Timing", "Victory", "Warlord", "Zone", "ambiguities", "check",
    "open_points", "phrasebook", "resolve", "rules",
]
