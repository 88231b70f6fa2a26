"""Damage in Helix Duels: the live cards of a phase, and what prevents damage, in order.

:func:`prevent` applies the preventions of the glossary as an ordered checklist — the order of
``PREVENTIONS`` is the precedence: who may not be hurt at all (Vol), what ignores a damage type
(Immatériel, Bouclier Arcanique, Résistance), what ignores combat damage (Négation, Fluidité),
the die (Esquive), and last Protection, spent only on damage that would otherwise be taken.
"""
from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass

from referee.engine.french import Gender

from . import phrasebook as say
from . import rules
from .model import WARLORD, Ability, Card, CardKind, DamageType, Resistance, Side, Stance, Zone
from .results import Delivery, Parity, Reduction


@dataclass(eq=False)
class LiveCard:
    """A card while the phase resolves (the engine's scratch state; inputs stay frozen).

    Compared by identity: the same card is the same object for the whole run."""

    card: Card
    side: Side
    name: str
    damage: int
    health: int
    stance: Stance
    zone: Zone
    abilities: list[Ability]
    destroyed: bool = False
    doomed: str | None = None
    """Set by Coup Fatal or a destruction effect (the anchor of that rule): destroyed at the next
    check unless Immortel."""
    revealed: bool = False
    """Has attacked: Dissimulation no longer protects it."""
    spared: bool = False
    """An Immortel at 0 PDV already announced as not destroyed."""
    rolls_used: int = 0

    def __deepcopy__(self, memo: dict[int, object]) -> LiveCard:
        """A snapshot before a possible fork: the frozen input card is shared, only the state is copied
        (a deep copy of the input too made a phase of eight cards cost a quarter of a second)."""
        snapshot = copy.copy(self)
        snapshot.abilities = list(self.abilities)
        memo[id(self)] = snapshot
        return snapshot

    @classmethod
    def of(cls, card: Card, side: Side, name: str) -> LiveCard:
        return cls(card, side, name, card.damage, card.health, card.stance, card.zone, list(card.abilities),
                   revealed=card.revealed, spared=card.health <= 0)

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def spoken(self) -> str:
        """Its name in the ruling (with its id when two cards share the name)."""
        return self.name

    @property
    def gender(self) -> Gender | None:
        return self.card.gender

    @property
    def is_creature(self) -> bool:
        return self.card.kind is CardKind.CREATURE

    @property
    def resistances(self) -> tuple[Resistance, ...]:
        return self.card.resistances

    def has(self, ability: Ability) -> bool:
        return ability in self.abilities

    def lose(self, ability: Ability) -> None:
        if ability in self.abilities:
            self.abilities.remove(ability)

    @property
    def damage_type(self) -> DamageType:
        """« Le type de DGT qu'elles [les Créatures Tokens] infligent sont considérés comme "Neutres" »."""
        return DamageType.NEUTRE if self.card.token else self.card.damage_type

    @property
    def is_ground(self) -> bool:
        """A « créature terrestre »: neither Vol nor Envergure."""
        return not (self.has(Ability.VOL) or self.has(Ability.ENVERGURE))


@dataclass(frozen=True)
class Hit:
    """Damage about to be dealt to a card."""

    source: str
    """The id of the card dealing it, ``"chef-de-guerre"``, or the spell's name."""

    source_name: str
    """The source as read aloud, as in mid-sentence (« le Chef de Guerre du défenseur »)."""

    amount: int
    damage_type: DamageType | None
    delivery: Delivery
    occasion: str
    """Which combat or stack entry it belongs to: a die is rolled once per occasion."""

    attacker_card: LiveCard | None = None
    """The live card dealing it, when a card deals it."""

    in_attack: bool = False
    """Combat damage of an attack: Esquive rolls against it."""

    triggered: bool = False
    """Damage an ability sent back (Épines Volcaniques, Vengeance): it triggers nothing further."""


@dataclass(frozen=True)
class Prevention:
    """One rule checked on a hit: damage it prevented (maybe 0) and the sentence to read."""

    cause: str
    prevented: int
    rule: str
    text: str
    silent: bool = False
    """The rulebook leaves the case open: the step is flagged."""

    @property
    def reduction(self) -> Reduction:
        return Reduction(self.cause, self.prevented, self.rule)


Roll = Callable[[LiveCard, Ability, str], int]
"""Asks the die for a card's ability on an occasion (raises when the input lacks the roll)."""


def parity(roll: int) -> Parity:
    return Parity.PAIR if roll % 2 == 0 else Parity.IMPAIR


def _all(hit: Hit, target: LiveCard, remaining: int, ability: Ability, why: str) -> Prevention:
    return Prevention(ability.value, remaining, ability.rule, say.ignored(target, ability, why, remaining,
                                                                          hit.source_name))


# Vol: « Une créature ayant la capacité Vol ne peut recevoir de dégats ni être bloquée par une
# créature terrestre. » Envergure: « peut combattre des cartes ayant le Vol ».
def _vol(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if not target.has(Ability.VOL):
        return None
    if hit.attacker_card is not None and hit.attacker_card.is_creature and hit.attacker_card.is_ground:
        return _all(hit, target, remaining, Ability.VOL, say.ground_creature(hit.source_name))
    if hit.source == WARLORD and not hit.triggered:
        return Prevention(Ability.VOL.value, 0, Ability.VOL.rule, say.flyer_and_warlord(target), silent=True)
    return None


def _type_unknown(hit: Hit, target: LiveCard, ability: Ability | None, rule: str, cause: str) -> Prevention:
    return Prevention(cause, 0, rule, say.type_unknown(target, ability, hit.source_name), silent=True)


def _ignores_type(ability: Ability, damage_type: DamageType) -> Callable[[Hit, LiveCard, int, Roll], Prevention | None]:
    def rule(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
        if not target.has(ability):
            return None
        if hit.damage_type is None:
            return _type_unknown(hit, target, ability, ability.rule, ability.value)
        if hit.damage_type is damage_type:
            return _all(hit, target, remaining, ability, say.ignores_type(target, damage_type))
        return None

    rule.__name__ = f"_{ability.name.lower()}"
    return rule


# Immatériel: « Ignore les DGT de type (PHY) »
_immateriel = _ignores_type(Ability.IMMATERIEL, DamageType.PHY)

# Bouclier Arcanique: « Ignore les DGT de type (MAG) »
_bouclier_arcanique = _ignores_type(Ability.BOUCLIER_ARCANIQUE, DamageType.MAG)


# Résistance: « ignorent le montant d'un certain type de DGT »; the card prints the type and a
# number (« Résistance aux DGT (MAG) (2) »), which the glossary does not define.
def _resistance(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if not target.resistances:
        return None
    if hit.damage_type is None:
        return _type_unknown(hit, target, None, rules.RESISTANCE, "resistance")
    matching = [r for r in target.resistances if r.damage_type is hit.damage_type]
    if not matching:
        return None
    if any(r.amount is None for r in matching):
        return Prevention("resistance", remaining, rules.RESISTANCE,
                          say.resists_all(target, hit.damage_type, remaining, hit.source_name))
    amount = sum(r.amount or 0 for r in matching)
    prevented = min(amount, remaining)
    return Prevention("resistance", prevented, rules.RESISTANCE,
                      say.resists_amount(target, hit.damage_type, amount, prevented), silent=True)


# Négation: « Ignore tous les types de DGT de combat (Portée et Contact) »
def _negation(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if target.has(Ability.NEGATION) and hit.delivery in (Delivery.CONTACT, Delivery.PORTEE):
        return _all(hit, target, remaining, Ability.NEGATION, say.ignores_combat_damage(target))
    return None


# Fluidité: « Ignore les DGT de Portée »
def _fluidite(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if target.has(Ability.FLUIDITE) and hit.delivery is Delivery.PORTEE:
        return _all(hit, target, remaining, Ability.FLUIDITE, say.ignores_ranged_damage(target))
    return None


# Esquive: « Lors d'une attaque de combat, effectue un jet de dé : Pair : Ne subit pas les DGT -
# Impair : Subit les DGT »
def _esquive(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if not (target.has(Ability.ESQUIVE) and hit.in_attack):
        return None
    value = roll(target, Ability.ESQUIVE, hit.occasion)
    if parity(value) is Parity.PAIR:
        return _all(hit, target, remaining, Ability.ESQUIVE, say.dodges(target, value))
    return Prevention(Ability.ESQUIVE.value, 0, Ability.ESQUIVE.rule, say.does_not_dodge(target, value))


# Protection: « Ignore les 1ers DGT subis » — spent on the first damage it would take.
def _protection(hit: Hit, target: LiveCard, remaining: int, roll: Roll) -> Prevention | None:
    if target.has(Ability.PROTECTION):
        return Prevention(Ability.PROTECTION.value, remaining, Ability.PROTECTION.rule,
                          say.protection(target, remaining, hit.source_name))
    return None


PREVENTIONS: tuple[Callable[[Hit, LiveCard, int, Roll], Prevention | None], ...] = (_vol, _immateriel, _bouclier_arcanique, _resistance, _negation, _fluidite, _esquive, _protection)
"""The preventions in the order they apply."""


def prevent(hit: Hit, target: LiveCard, roll: Roll) -> tuple[int, list[Prevention]]:
    """The damage left after every prevention, and the preventions checked (in order)."""
    remaining = hit.amount
    checked: list[Prevention] = []
    for rule in PREVENTIONS:
        if remaining <= 0:
            break
        found = rule(hit, target, remaining, roll)
        if found is not None:
            checked.append(found)
            remaining -= found.prevented
    return remaining, checked


@dataclass
class LiveCamp:
    """A player while the phase resolves."""

    side: Side
    fortress: int
    warlord_name: str
    xp: int
    level: int
    xp_gained: int = 0
    hlx_gained: int = 0
