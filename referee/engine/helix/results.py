"""The result of a Helix Duels combat phase: what a judge reads and what a page shows."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.trace import Step

from .model import Ability, DamageType, EffectKind, Side, Stance, Zone


class Delivery(enum.Enum):
    """How damage reaches its target: the rules of prevention depend on it."""

    CONTACT = "contact"
    """Combat damage at contact (Négation ignores it)."""

    PORTEE = "portee"
    """Combat damage at range (Négation and Fluidité ignore it)."""

    EFFET = "effet"
    """Damage from a spell, a power or an ability (Épines Volcaniques, Vengeance)."""


class Timing(enum.Enum):
    """Who strikes first in a combat."""

    SIMULTANE = "simultane"
    """« lorsqu'elles sont dressées, les créatures s'infligent simultanément les DGT »."""

    ATTAQUANT_D_ABORD = "attaquant-d-abord"
    """The attacker strikes first (Initiative, Frénésie, or a dressed creature against an inclined one)."""

    DEFENSEUR_D_ABORD = "defenseur-d-abord"
    """One of the defending creatures strikes first (Initiative)."""

    AUCUN_COMBAT = "aucun-combat"
    """No damage was exchanged (the attacker was destroyed before, or the target is the Forteresse)."""


class Victory(enum.Enum):
    """How the game ended during the phase."""

    FORTERESSE = "forteresse-detruite"
    """« Si ses points de DRB tombent à zéro, vous perdez la partie ! »"""

    EXPERIENCE = "experience"
    """« Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! »"""


class Parity(enum.Enum):
    """The two outcomes of Esquive and Brouillard rolls."""

    PAIR = "pair"
    IMPAIR = "impair"


@dataclass(frozen=True)
class Reduction:
    """Damage an ability or rule prevented."""

    cause: str
    """The slug of the ability or rule (``"bouclier-arcanique"``, ``"vol"``…)."""

    prevented: int
    """The DGT it prevented."""

    rule: str
    """The anchor of that rule."""


@dataclass(frozen=True)
class DamageEvent:
    """One damage dealt to a card, with what reduced it."""

    source: str
    """The id of the card dealing it, ``"chef-de-guerre"``, or the name of the spell or power."""

    target: str
    """The id of the card hit."""

    amount: int
    """The DGT before reductions."""

    damage_type: DamageType | None
    """PHY, MAG, neutral, or ``None`` when the effect does not say."""

    delivery: Delivery
    """Contact, range, or an effect."""

    reductions: tuple[Reduction, ...]
    """What prevented part or all of it, in the order applied."""

    dealt: int
    """The DGT actually dealt."""

    health_before: int
    """The target's PDV (DRB for an object) before."""

    health_after: int
    """The target's PDV (DRB) after, never below 0."""


@dataclass(frozen=True)
class LootGain:
    """The loot a player takes from a destroyed enemy creature."""

    player: Side
    """Who gains it."""

    card: str
    """The id of the destroyed creature."""

    xp: int
    """XP gained (0 for a token)."""

    hlx: int
    """HLX gained."""


@dataclass(frozen=True)
class StackReport:
    """One spell or power of the stack, as it resolved (last played, first resolved)."""

    response: int
    """Its index in the responses, in the order played."""

    player: Side
    """Who played it."""

    name: str
    """Its name."""

    kind: EffectKind
    """What it does."""

    resolved: bool
    """False when it had no effect (its target or source was gone)."""

    events: tuple[DamageEvent, ...]
    """The damage it dealt, triggered damage included."""

    destroyed: tuple[str, ...]
    """The ids of the cards it destroyed."""

    loot: tuple[LootGain, ...]
    """The loot won from them."""


@dataclass(frozen=True)
class CombatReport:
    """One combat: an attacker, its target, its blockers, and what happened."""

    declaration: int
    """The index of the declaration."""

    attacker: str
    """The id of the attacking creature."""

    target: str
    """The id of its target, or ``"forteresse"``."""

    blockers: tuple[str, ...]
    """The ids of its blockers."""

    timing: Timing
    """Who struck first."""

    struck_first: tuple[str, ...]
    """The ids of the cards that struck before the others (empty when simultaneous)."""

    events: tuple[DamageEvent, ...]
    """The damage dealt in the combat, in order."""

    destroyed: tuple[str, ...]
    """The ids of the cards destroyed in the combat."""

    loot: tuple[LootGain, ...]
    """The loot won in the combat."""


@dataclass(frozen=True)
class FortressHit:
    """Damage to the defender's Forteresse, dealt after every combat."""

    attacker: str
    """The id of the creature that hits it."""

    amount: int
    """The DGT dealt."""

    drb_before: int
    """The Forteresse's DRB before."""

    drb_after: int
    """Its DRB after, never below 0."""


@dataclass(frozen=True)
class CardOutcome:
    """A card at the end of the phase."""

    id: str
    name: str
    side: Side
    """Its controller."""

    damage: int
    """Its DGT now."""

    health: int
    """Its PDV (DRB for an object) left, never below 0."""

    destroyed: bool
    """Destroyed during the phase."""

    stance: Stance
    """Dressée or inclinée."""

    zone: Zone
    """Where it stands."""

    abilities: tuple[Ability, ...]
    """Its abilities now (a Protection used is gone, granted ones are added)."""


@dataclass(frozen=True)
class PlayerOutcome:
    """A player at the end of the phase."""

    side: Side
    fortress: int
    """The DRB left to its Forteresse."""

    warlord_xp: int
    """Its Chef de Guerre's XP."""

    warlord_level: int
    """Its Chef de Guerre's level (1 or 2)."""

    xp_gained: int
    """XP won during the phase."""

    hlx_gained: int
    """HLX won during the phase."""


@dataclass(frozen=True)
class RollRequest:
    """A die roll the ruling needs and the input does not give."""

    card: str
    """The id of the card that rolls."""

    ability: Ability
    """Esquive or Brouillard."""

    text: str
    """What the roll decides, in the language the engine speaks (French unless English is asked for)."""


@dataclass(frozen=True)
class Branch:
    """One outcome of a missing die roll."""

    parity: Parity
    """Even or odd."""

    roll: int
    """The roll assumed for this branch (2 for even, 1 for odd)."""

    result: CombatResult
    """The whole phase resolved with that roll."""


@dataclass(frozen=True)
class CombatResult:
    """The ruling on a combat phase.

    When a die roll is missing, ``pending_roll`` names it, ``branches`` holds the phase resolved
    once per parity, and the other fields stop where the roll is needed (what is already certain).
    """

    stack: tuple[StackReport, ...]
    """The spells and powers, in the order they resolved (last played first)."""

    combats: tuple[CombatReport, ...]
    """The combats, in the order the attacker chose."""

    fortress_hits: tuple[FortressHit, ...]
    """The damage to the defender's Forteresse, always dealt last."""

    cards: tuple[CardOutcome, ...]
    """Every card of both players at the end of the phase."""

    players: tuple[PlayerOutcome, ...]
    """The attacker, then the defender."""

    winner: Side | None
    """Who won the game during the phase, if anyone."""

    victory: Victory | None
    """How the game was won."""

    pending_roll: RollRequest | None
    """The die roll the outcome depends on, when the input does not give it."""

    branches: tuple[Branch, ...]
    """The outcome for each parity of the pending roll."""

    steps: tuple[Step, ...]
    """The ruling, step by step, each citing its rule."""

    summary: str
    """The ruling in one line, to paste into a chat."""
