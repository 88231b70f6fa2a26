"""An enemy's attack on a hero: block, then one wound per damage left, card by card.

Dégâts des ennemis à un héros (P.15): « Le héros subit une blessure pour chaque dégât non bloqué
par un point de blocage. Lorsqu'un héros subit 1 blessure, il place la carte du dessus de son deck
dans ses blessures. » « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. »
« Si sa défausse et son deck sont vides, il défausse les cartes de sa main de son choix dans ses
blessures. » A Persistant card « ne peut jamais arriver dans vos blessures » (to the discard, and
the hero is wounded again); a Substitution card of the hand may go instead of the deck's top card,
then the hero draws one. Blessures (not dégâts) are never blocked (Important, P.25).
"""
from __future__ import annotations

from referee.engine import language
from referee.engine.trace import Problem, Trace

from . import phrasebook as say
from .model import Card, DamageKind, HeroDamageInput, HeroDamageResult
from .rules import (
    ADDITIONAL_EFFECTS,
    CARDS_DRAWN_PER_SUBSTITUTION,
    DAMAGE_STOPPED_PER_BLOCK_POINT,
    DECK_REBUILT,
    DRAW_CANNOT_KILL,
    PERSISTANT,
    SUBSTITUTION,
    WOUND_FROM_HAND,
    WOUND_PER_UNBLOCKED_DAMAGE,
    WOUNDS_NEVER_BLOCKED,
    WOUNDS_PER_UNBLOCKED_DAMAGE,
)


def blocked(damage: int, block: int, kind: DamageKind) -> int:
    """Each block point stops one damage; wounds (blessures) are never blocked."""
    if kind is DamageKind.WOUNDS:
        return 0
    return min(damage, block * DAMAGE_STOPPED_PER_BLOCK_POINT)


def wound_count(data: HeroDamageInput) -> int:
    return (data.damage - blocked(data.damage, data.block, data.kind)) * WOUNDS_PER_UNBLOCKED_DAMAGE


class _Piles:
    """The hero's piles while the wounds are taken (a private working copy; inputs stay frozen)."""

    def __init__(self, data: HeroDamageInput) -> None:
        self.deck = list(data.deck)
        self.discard = list(data.discard)
        self.hand = list(data.hand)
        self.wounds = list(data.wounds)
        self.placed: list[Card] = []
        self.persistent: list[Card] = []
        self.drawn: list[Card] = []
        self.reshuffles = 0

    def rebuild_deck(self, hero: str, t: Trace) -> None:
        # « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. » (P.15)
        self.deck, self.discard = self.discard, []
        self.reshuffles += 1
        t.add(say.deck_rebuilt(hero, len(self.deck)), DECK_REBUILT, cards=len(self.deck))

    def only_persistent_left(self) -> bool:
        return all(c.persistent for c in self.deck + self.discard)


@language.cached(maxsize=16)  # check() and resolve() take the same attack in one request
def take(data: HeroDamageInput) -> tuple[HeroDamageResult, tuple[Problem, ...]]:
    """The attack taken, and the player's Substitution choices the cards do not allow.

    A refused Substitution is set aside (the deck's top card is taken instead), so that every
    refusal is found at once."""
    t = Trace()
    problems: list[Problem] = []
    hero = data.hero
    stopped = blocked(data.damage, data.block, data.kind)
    count = wound_count(data)
    # Important (P.25) and Dégâts des ennemis à un héros (P.15): block, then wounds.
    if data.kind is DamageKind.WOUNDS:
        t.add(say.wounds_never_blocked(hero, count, data.block), WOUNDS_NEVER_BLOCKED, wounds=count)
    elif data.damage == 0:
        t.add(say.no_damage(hero), WOUND_PER_UNBLOCKED_DAMAGE, damage=0, block=data.block, blocked=0, wounds=0)
    elif data.block == 0:
        t.add(say.unblocked(hero, data.damage, count), WOUND_PER_UNBLOCKED_DAMAGE, damage=data.damage, block=0,
              blocked=0, wounds=count)
    else:
        t.add(say.partly_blocked(hero, data.damage, data.block, stopped, count), WOUND_PER_UNBLOCKED_DAMAGE,
              damage=data.damage, block=data.block, blocked=stopped, wounds=count)
    if data.damage > 0 and count == 0:
        # « les héros subissent les effets supplémentaires des attaques ennemis même s'ils bloquent
        # l'intégralité des dégâts » (P.15)
        t.add(say.additional_effects(hero), ADDITIONAL_EFFECTS)

    piles = _Piles(data)
    options = [c for c in data.hand if c.substitution and not c.persistent]
    if count and options and len(data.substitute_with) < count:
        t.choice(say.substitution_offered(hero, [c.name for c in options], list(data.substitute_with)), SUBSTITUTION,
                 options=[c.name for c in options], chosen=list(data.substitute_with))
    unresolved = 0
    for number in range(1, count + 1):
        if not _take_wound(data, piles, number, t, problems):
            unresolved = count - number + 1
            break

    placed = tuple(piles.placed)
    result = HeroDamageResult(
        blocked=stopped, block_left=data.block - stopped if data.kind is DamageKind.DAMAGE else data.block,
        wound_count=count, placed=placed, persistent_discarded=tuple(piles.persistent), drawn=tuple(piles.drawn),
        reshuffles=piles.reshuffles, unresolved=unresolved, deck=tuple(piles.deck), discard=tuple(piles.discard),
        hand=tuple(piles.hand), wounds=tuple(piles.wounds), steps=t.steps(),
        summary=say.hero_damage_summary(hero, data.kind, data.damage, stopped, count, [c.name for c in placed],
                                        piles.reshuffles, unresolved))
    return result, tuple(problems)


def _take_wound(data: HeroDamageInput, piles: _Piles, number: int, t: Trace, problems: list[Problem]) -> bool:
    """Place one wound; False when the aid does not say where it goes (SILENT step)."""
    hero = data.hero
    # Glossaire, Substitution: the player's chosen hand card instead of the deck's top card.
    if number <= len(data.substitute_with) and _substitute(data, piles, number, t, problems):
        return True
    while True:
        if not piles.deck and piles.discard:
            piles.rebuild_deck(hero, t)
        # « Si sa défausse et son deck sont vides, il défausse les cartes de sa main de son choix
        # dans ses blessures. » — a Persistant card can never go there.
        if not piles.deck:
            return _wound_from_hand(hero, piles, number, t)
        card = piles.deck.pop(0)
        # Glossaire, Persistant: « placez-la dans votre défausse et subissez à nouveau une blessure. »
        if card.persistent:
            piles.discard.insert(0, card)
            piles.persistent.append(card)
            t.add(say.persistent_top_card(hero, number, card.name), PERSISTANT, card=card.name)
            if piles.only_persistent_left():
                # « subissez à nouveau une blessure » against « il reconstitue son deck à l'aide de sa défausse »:
                # the same cards come back for ever, and the hand's passage is for empty piles only.
                t.silent(say.ONLY_PERSISTENT_LEFT, PERSISTANT, in_tension=[PERSISTANT, DECK_REBUILT, WOUND_FROM_HAND])
                return False
            continue
        piles.wounds.append(card)
        piles.placed.append(card)
        t.add(say.top_card_wound(number, card.name), WOUND_PER_UNBLOCKED_DAMAGE, card=card.name)
        return True


def _wound_from_hand(hero: str, piles: _Piles, number: int, t: Trace) -> bool:
    options = [c for c in piles.hand if not c.persistent]
    if not options and piles.hand:
        # « il défausse les cartes de sa main de son choix dans ses blessures », but a Persistant card « ne peut
        # jamais arriver dans vos blessures ».
        t.silent(say.nothing_to_wound(number), WOUND_FROM_HAND, in_tension=[WOUND_FROM_HAND, PERSISTANT])
        return False
    if not options:
        t.silent(say.nothing_to_wound(number), WOUND_FROM_HAND)  # an empty hand: the passage has nothing to give
        return False
    card = options[0]
    piles.hand.remove(card)
    piles.wounds.append(card)
    piles.placed.append(card)
    t.choice(say.wound_from_hand(hero, number, [c.name for c in options], card.name), WOUND_FROM_HAND,
             options=[c.name for c in options], chosen=card.name)
    return True


def _substitute(data: HeroDamageInput, piles: _Piles, number: int, t: Trace, problems: list[Problem]) -> bool:
    """Place the player's chosen Substitution card; False (a refusal noted) when it cannot go."""
    name = data.substitute_with[number - 1]
    field = f"substitute_with[{number - 1}]"
    card = next((c for c in piles.hand if c.name == name and c.substitution), None)
    if card is None:
        held = any(c.name == name for c in piles.hand)
        problems.append(Problem(field, say.not_a_substitution(name, held), SUBSTITUTION))
        return False
    if card.persistent:
        problems.append(Problem(field, say.persistent_never_wounded(name), PERSISTANT))
        return False
    piles.hand.remove(card)
    piles.wounds.append(card)
    piles.placed.append(card)
    drawn = _draw(piles, data.hero, t, CARDS_DRAWN_PER_SUBSTITUTION)
    t.add(say.substituted(data.hero, number, card.name, [c.name for c in drawn]), SUBSTITUTION, card=card.name,
          drawn=[c.name for c in drawn])
    return True


def _draw(piles: _Piles, hero: str, t: Trace, count: int) -> list[Card]:
    drawn: list[Card] = []
    for _ in range(count):
        if not piles.deck and piles.discard:
            piles.rebuild_deck(hero, t)
        if not piles.deck:
            # « Les effets de pioche ne peuvent pas tuer un héros, même s'il ne peut plus piocher. »
            t.add(say.cannot_draw(hero), DRAW_CANNOT_KILL)
            break
        card = piles.deck.pop(0)
        piles.hand.append(card)
        piles.drawn.append(card)
        drawn.append(card)
    return drawn
