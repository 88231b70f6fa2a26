"""Stellar Nexus TCG: the deck check (« Bibliotheque », « Pile de Ressource », the hero).

* a bibliothèque of 30 to 40 réquisition cards (créatures, éphémères, équipements), each at most
  3 times;
* a resource pile of exactly 10 cards, each resource with an effect in one copy at most;
* one hero (« Posez votre héros sur le terrain »).

Open point, flagged with both readings: a resource without effect in more than 3 copies (« au
maximum 3 fois dans le deck »: the bibliothèque only, or the resource pile too).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from referee.engine.decks import (
    MAX_ENTRIES,
    MAX_LIST,
    Attribute,
    DeckResult,
    DeckRule,
    Entry,
    Heading,
    Listed,
    Mark,
    Note,
    Tally,
    Verdicts,
    copies_of,
    in_range,
    listed_cards,
    merged,
    names,
    over_copies,
    problems_of,
    split,
    unknown_tally,
    with_copies,
)
from referee.engine.reading import given
from referee.engine.trace import IllegalAction, Problem

from . import phrasebook as say
from . import rules
from .model import Category

# --- The rules, as the rulebook words them ---------------------------------------------------
# The rulebook writes « d’être » with a curly apostrophe: quoted with the straight one.

# Each rule cites its own line of the rulebook (rules.py names them under the line quoted).
LIBRARY_SIZE = DeckRule(rules.LIBRARY_SIZE, "Taille de la bibliothèque",
                        "Une bibliothèque doit avoir entre 30 et 40 cartes réquisition.", "Library size")
COPIES = DeckRule(rules.COPIES, "Exemplaires d'une carte", "Chaque carte a le droit d'être au maximum 3 fois dans le deck.",
                  "Copies of a card")
PILE_SIZE = DeckRule(rules.PILE_SIZE, "Pile de ressource", "La pile de ressource est composée de 10 cartes.", "Resource pile")
RESOURCE_EFFECT = DeckRule(rules.EFFECT_RESOURCES, "Ressources avec effet",
                           "Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune.",
                           "Resources with an effect")
HERO = DeckRule(rules.HERO_PLACED, "Héros",
                "Posez votre héros sur le terrain, vous ne pourrez plus en changer.", "Hero")
TOKENS = DeckRule(rules.TOKENS, "Jetons",
                  "Cartes créatures qui arrivent en jeu de manière spécifique.", "Tokens")
RULES = (LIBRARY_SIZE, COPIES, PILE_SIZE, RESOURCE_EFFECT, HERO, TOKENS)

MIN_LIBRARY, MAX_LIBRARY = 30, 40
MAX_COPIES = 3
PILE_CARDS = 10
MAX_EFFECT_COPIES = 1
HEROES = 1


# --- The deck list ---------------------------------------------------------------------------

REQUISITION = (Category.CREATURE, Category.EPHEMERAL, Category.EQUIPMENT, Category.REQUISITION)
"""« Cartes Créatures (réquisition) », « Cartes Éphémères (réquisition) », « Cartes Équipements (réquisition) »,
and a réquisition whose kind the list does not say."""


@dataclass(frozen=True, kw_only=True)
class DeckCard(Entry):
    category: Category | None = given("Type de la carte : une réquisition (créature, éphémère, équipement, ou "
                                      "« requisition » sans préciser), une ressource, le héros ou un jeton ; absent : "
                                      "les règles qui en dépendent le demandent.", default=None, rule=rules.LIBRARY_SIZE)
    effect: bool | None = given("Pour une ressource : elle a un effet (un seul exemplaire permis) ; absent : non ; "
                                "null : inconnu, la règle des ressources avec effet le demande (une carte de « list » "
                                "sans « effet » ni « sans effet »).", default=False)


@dataclass(frozen=True)
class DeckInput:
    """A Stellar Nexus deck: the bibliothèque, the resource pile and the hero, in one list."""

    cards: tuple[DeckCard, ...] = given("Les cartes du deck, une par nom.", default=(), max_items=MAX_ENTRIES)
    list: str = given("La liste telle que collée, une carte par ligne (« 3 Nom », « 3x Nom », « Nom x3 »), sous des "
                      "titres qui donnent le type des cartes qui les suivent (« # Ressources », « Réquisition : », "
                      "« Héros ») ; ajoutée à « cards ».", default="", max_length=MAX_LIST, lines=True,
                      example="# Héros\n1 Commandant Vex\n# Réquisition\n3 Soldat kern\n# Ressources\n10 Kerns")


# --- The text list ---------------------------------------------------------------------------
# The card types as the cards print them: the list is written with them in every language.

CATEGORY = {Category.CREATURE: "Créature", Category.EPHEMERAL: "Éphémère", Category.EQUIPMENT: "Équipement",
            Category.REQUISITION: "Réquisition (autre)", Category.RESOURCE: "Ressource", Category.HERO: "Héros",
            Category.TOKEN: "Jeton"}

ATTRIBUTES = (Attribute("category", "type", tuple((c.value, label) for c, label in CATEGORY.items())),)
MARKS = (Mark(("effet", "avec effet", "effect", "with effect"), "effect", True, asked=True),
         Mark(("sans effet", "no effect", "without effect"), "effect", False, asked=True))
"""What the text list writes: ``1 Nom [type=Ressource, effet]``, ``8 Nom [type=Ressource, sans effet]``; a pasted
resource with neither has its effect unknown: « limitées à 1 exemplaire chacune » asks it."""


def listed(card: dict[str, Any]) -> dict[str, Any]:
    """A card of ``cards`` as the list writes it: a resource's effect said even when it has none (« sans effet »),
    since a pasted resource without it has it unknown."""
    if "effect" in card or card.get("category") not in (None, Category.RESOURCE.value):
        return dict(card)
    return {**card, "effect": False}


def _heading(category: Category, *words: str, effect: bool = False) -> Heading:
    return Heading(words, (("category", category.value),) + ((("effect", True),) if effect else ()))


HEADINGS = (
    # « Bibliotheque » : « Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. »
    _heading(Category.REQUISITION, "Bibliothèque", "Réquisition", "Réquisitions", "Cartes réquisition", "Deck",
             "Main deck", "Library", "Requisition", "Requisitions"),
    # « Cartes Créatures (réquisition) », « Cartes Éphémères (réquisition) », « Cartes Équipements (réquisition) »
    _heading(Category.CREATURE, "Créatures", "Cartes Créatures", "Creatures"),
    _heading(Category.EPHEMERAL, "Éphémères", "Cartes Éphémères", "Ephemerals", "Ephemeral"),
    _heading(Category.EQUIPMENT, "Équipements", "Cartes Équipements", "Equipment", "Equipments"),
    # « Pile de Ressource », « Cartes Ressources »; « Les cartes de ressource avec effet »
    _heading(Category.RESOURCE, "Ressources", "Cartes Ressources", "Pile de ressource", "Pile de ressources",
             "Resources", "Resource pile"),
    _heading(Category.RESOURCE, "Ressources avec effet", "Cartes de ressource avec effet", "Resources with an effect",
             "Resources with effect", effect=True),
    # « Cartes Héros »
    _heading(Category.HERO, "Héros", "Cartes Héros", "Hero", "Heroes"),
    # « Cartes jetons »
    _heading(Category.TOKEN, "Jetons", "Cartes jetons", "Tokens"),
)
"""The headings of a pasted list, as the rulebook names the deck's parts (accents, case and plurals aside)."""


# --- The checks ------------------------------------------------------------------------------

def deck_cards(deck: DeckInput) -> tuple[tuple[DeckCard, ...], tuple[DeckCard, ...], tuple[Note, ...]]:
    """The cards of the pasted list (a resource « avec effet » is a resource, whatever its heading), those of
    ``cards``, and what of the list was left aside."""
    listed, notes = listed_cards(deck.list, DeckCard, ATTRIBUTES, MARKS, HEADINGS)
    listed = tuple(replace(c, category=Category.RESOURCE) if c.effect and c.category is None else c for c in listed)
    return listed, deck.cards, notes


def check(deck: DeckInput) -> Iterator[Problem]:
    """What keeps the list from describing one deck (a rule broken is a verdict, not a refusal)."""
    listed, cards, notes = deck_cards(deck)
    yield from problems_of(listed, cards, notes)
    for index, card in enumerate(deck.cards):
        if card.effect and card.category is not Category.RESOURCE:
            yield Problem(f"cards[{index}].effect", say.effect_not_resource(card.name), rules.EFFECT_RESOURCES,
                          "effect_not_resource")


def resolve(deck: DeckInput) -> DeckResult:
    problems = list(check(deck))
    if problems:
        raise IllegalAction.of(problems)
    listed, given_cards, notes = deck_cards(deck)
    cards = merged((*listed, *given_cards))
    known, unknown = split(cards)
    requisitions = tuple(c for c in known if c.category in REQUISITION)
    resources = tuple(c for c in known if c.category is Category.RESOURCE)
    verdicts = Verdicts()
    library_size(requisitions, verdicts, unknown)
    copies(requisitions, resources, verdicts, unknown)
    pile_size(resources, verdicts, unknown)
    resource_effects(resources, verdicts, unknown)
    hero(known, verdicts, unknown)
    tokens(known, verdicts)
    total = copies_of(requisitions)
    counts = [Tally(say.CATEGORY_PLURAL[c], copies_of(card for card in known if card.category is c))
              for c in Category]
    if unknown:
        counts.append(unknown_tally(unknown))
    return verdicts.result("stellar-nexus", total, counts, say.deck_size(total, copies_of(resources)), notes)


def library_size(requisitions: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« entre 30 et 40 cartes réquisition »; the cards without a type may be réquisitions or not."""
    total = copies_of(requisitions)
    text = say.library_size(total, MIN_LIBRARY, MAX_LIBRARY)
    if verdicts.below_even_with(LIBRARY_SIZE, total, unknown, MIN_LIBRARY, MAX_LIBRARY, say.library_at_most,
                                library=total):
        return
    if in_range(total, MIN_LIBRARY, MAX_LIBRARY):
        verdicts.ok(LIBRARY_SIZE, text, library=total)
    else:
        verdicts.broken(LIBRARY_SIZE, text, library=total)


def copies(requisitions: Sequence[DeckCard], resources: Sequence[DeckCard], verdicts: Verdicts,
           unknown: Sequence[Listed] = ()) -> None:
    """« au maximum 3 fois dans le deck »: the réquisitions surely; the resources, the text leaves open; a card
    without a type in 3 copies at most respects it whatever its type."""
    over = over_copies(requisitions, MAX_COPIES)
    if over:
        verdicts.broken(COPIES, say.too_many_copies(with_copies(over), MAX_COPIES), names(over))
    elif unknown_over := over_copies(unknown, MAX_COPIES):
        verdicts.pending(COPIES, unknown_over)
    else:
        verdicts.ok(COPIES, say.no_card_over(MAX_COPIES))
    plain = over_copies([r for r in resources if r.effect is False], MAX_COPIES)
    if plain:
        verdicts.open(COPIES, say.plain_resources_over(with_copies(plain), MAX_COPIES), cards=names(plain))


def pile_size(resources: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« La pile de ressource est composée de 10 cartes »; the cards without a type may be resources or not."""
    total = copies_of(resources)
    if verdicts.below_even_with(PILE_SIZE, total, unknown, PILE_CARDS, PILE_CARDS, say.pile_at_most, pile=total):
        return
    if total == PILE_CARDS:
        verdicts.ok(PILE_SIZE, say.pile_size(total, PILE_CARDS), pile=total)
    else:
        verdicts.broken(PILE_SIZE, say.pile_size_wrong(total, PILE_CARDS), pile=total)


def resource_effects(resources: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« limitées à 1 exemplaire chacune »: broken by a resource with effect in more copies; a resource in more
    copies whose effect the list does not give, or a card without a type in more copies that may be one, is asked."""
    over = over_copies([r for r in resources if r.effect], MAX_EFFECT_COPIES)
    maybe = over_copies([*(r for r in resources if r.effect is None),
                         *(c for c in unknown if getattr(c, "effect", None) is not False)], MAX_EFFECT_COPIES)
    if over:
        verdicts.broken(RESOURCE_EFFECT, say.effect_copies(with_copies(over)), names(over))
    elif maybe:
        verdicts.pending(RESOURCE_EFFECT, maybe, asks=_asked, words={"effect": say.THE_EFFECT})
    else:
        verdicts.ok(RESOURCE_EFFECT, say.EFFECTS_SINGLE)


def _asked(card: DeckCard) -> tuple[str, ...]:
    """What the limit waits for of a card: its type (a resource or not), whether it has an effect, or both."""
    return (("category",) if card.category is None else ()) + (("effect",) if card.effect is None else ())


def hero(cards: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« Posez votre héros »: one hero, in one copy; a card without a type may be one."""
    heroes = [c for c in cards if c.category is Category.HERO]
    total = copies_of(heroes)
    if unknown and total <= HEROES:
        verdicts.pending(HERO, unknown)
    elif total == HEROES:
        verdicts.ok(HERO, say.the_hero(heroes[0].name), heroes=total)
    elif total == 0:
        verdicts.broken(HERO, say.NO_HERO, heroes=0)
    else:
        verdicts.broken(HERO, say.heroes(total, with_copies(heroes)), names(heroes), heroes=total)


def tokens(cards: Sequence[DeckCard], verdicts: Verdicts) -> None:
    """Tokens « arrivent en jeu de manière spécifique »: listed, they count in neither the bibliothèque nor the pile."""
    listed = [c for c in cards if c.category is Category.TOKEN]
    if listed:
        verdicts.ok(TOKENS, say.tokens(with_copies(listed)))
