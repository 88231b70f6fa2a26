"""Helix Duels: the deck check (« Règles basiques de Deckbuilding » and the rarities).

* the Bibliothèque holds at least 60 cards, in 2 or 3 Livres (Créatures, Objets, Sorts), each
  used Livre at least 12;
* at most 3 copies of a card, except the cards with the ♻️ pictogram; the Livre of a card in
  more than 3 copies « doit contenir le même nombre de cartes différentes »;
* at most 9 Épiques and 3 Légendaires in the Bibliothèque;
* one Divinité, outside the Bibliothèque;
* Loyauté mono-couleur (the Forteresse and the Chef de Guerre of one element) or Alliance
  bi-couleur (two elements): the cards are of the deck's elements, or bi-couleurs.

Open points, flagged with both readings: a deck without a Divinité (« 1 seule Divinité ! »: a
requirement or a maximum), the ♻️ card's Livre (« le même nombre » of different cards: at least
or exactly), a bi-couleur card sharing no element with the deck.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
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
    distinct,
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
from .model import Category, Element, Rarity
from .phrasebook.fr import ELEMENT

# --- The rules, as the rulebook words them ---------------------------------------------------

DECKBUILDING = "helix/deckbuilding"
# Passage anchors: a verdict lands on the sentence it applies.
# « Votre Bibliothèque doit être composée de 60 cartes au minimum, réparties comme vous le souhaitez entre vos Livres
#   (minimum 12 cartes par Livre). Vous pouvez choisir de n'utiliser que 2 Livres. »
LIBRARY = "helix/deckbuilding#votre-bibliotheque-doit-etre-composee-de"
# « Une carte ne peut pas se trouver en plus de 3 exemplaires dans votre Bibliothèque (mis à part les cartes avec le
#   picto ♻️). Si une carte est en plus de 3 exemplaires, le Livre associé doit contenir le même nombre de cartes
#   différentes »
COPIES_PASSAGE = "helix/deckbuilding#une-carte-ne-peut-pas-se"
# « Il est possible de créer un deck Loyauté mono-couleur … ou bien Alliance bi-couleur … »
LOYALTY_PASSAGE = "helix/deckbuilding#il-est-possible-de-creer-un"
# ÉPIQUE: « 3 exemplaires maximum de la même carte dans votre Bibliothèque, 1 seule occurrence de la même Épique en
#   jeu, 9 Épiques maximum dans votre Bibliothèque »
EPIC_PASSAGE = "helix/epique#exemplaires-maximum-de-la-meme-carte"
# LÉGENDAIRE: « …, 3 Légendaires maximum dans votre Bibliothèque »
LEGENDARY_PASSAGE = "helix/legendaire#exemplaires-maximum-de-la-meme-carte"
# DIVINITÉ: « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque. »
DIVINITY_PASSAGE = "helix/divinite#seule-divinite-elle-est-pas-integree"
LIBRARY_SIZE = DeckRule(LIBRARY, "Taille de la Bibliothèque",
                        "Votre Bibliothèque doit être composée de 60 cartes au minimum, réparties comme vous le "
                        "souhaitez entre vos Livres (minimum 12 cartes par Livre).", "Library size")
BOOKS_USED = DeckRule(LIBRARY, "Livres utilisés", "Vous pouvez choisir de n'utiliser que 2 Livres.",
                      "Books used")
BOOK_SIZE = DeckRule(LIBRARY, "Taille des Livres",
                     "réparties comme vous le souhaitez entre vos Livres (minimum 12 cartes par Livre)", "Book size")
COPIES = DeckRule(COPIES_PASSAGE, "Exemplaires d'une carte",
                  "Une carte ne peut pas se trouver en plus de 3 exemplaires dans votre Bibliothèque (mis à part "
                  "les cartes avec le picto ♻️).", "Copies of a card")
RECYCLED_BOOK = DeckRule(COPIES_PASSAGE, "Livre d'une carte ♻️",
                         "Si une carte est en plus de 3 exemplaires, le Livre associé doit contenir le même nombre "
                         "de cartes différentes, ceci afin d'assurer une bonne mécanique de tirage aléatoire.",
                         "Book of a ♻️ card")
EPICS = DeckRule(EPIC_PASSAGE, "Épiques", "9 Épiques maximum dans votre Bibliothèque", "Epics")
LEGENDARIES = DeckRule(LEGENDARY_PASSAGE, "Légendaires", "3 Légendaires maximum dans votre Bibliothèque",
                       "Legendaries")
DIVINITY = DeckRule(DIVINITY_PASSAGE, "Divinité",
                    "1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque.", "Divinity")
LOYALTY = DeckRule(LOYALTY_PASSAGE, "Loyauté ou Alliance",
                   "Il est possible de créer un deck Loyauté mono-couleur (la Forteresse et le Chef de Guerre "
                   "appartiennent au même élément) ou bien Alliance bi-couleur (le Chef de Guerre et la Forteresse "
                   "sont d'éléments différents).", "Loyalty or Alliance")
ALLIANCE = DeckRule(LOYALTY_PASSAGE, "Loyauté ou Alliance",
                    "Dans le cas d'un deck bi-couleur, vous pourrez intégrer des cartes des 2 éléments choisis ainsi "
                    "que des cartes \"bi-couleurs\".", "Loyalty or Alliance")
RULES = (LIBRARY_SIZE, BOOKS_USED, BOOK_SIZE, COPIES, RECYCLED_BOOK, EPICS, LEGENDARIES, DIVINITY, LOYALTY,
         ALLIANCE)

MIN_LIBRARY = 60
MIN_BOOK = 12
MIN_BOOKS = 2
MAX_COPIES = 3
MAX_EPICS = 9
MAX_LEGENDARIES = 3
DIVINITIES = 1


# --- The deck list ---------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True)
class DeckCard(Entry):
    category: Category | None = given("Livre de la carte (créature, objet, sort) ou divinité (hors Bibliothèque) ; "
                                      "absent : les règles qui en dépendent le demandent.", default=None,
                                      rule=LIBRARY)
    rarity: Rarity | None = given("Rareté : commune, épique ou légendaire ; absente : commune ; null : inconnue, les "
                                  "règles qui en dépendent la demandent (une carte de « list » sans rareté).",
                                  default=Rarity.COMMON)
    recycle: bool = given("La carte porte le picto ♻️ (plus de 3 exemplaires permis).", default=False)
    elements: tuple[Element, ...] = given("Élément de la carte ; deux pour une carte bi-couleur ; aucun : "
                                          "non vérifié.", default=(), max_items=2)


@dataclass(frozen=True)
class DeckInput:
    """A Helix Duels deck: its cards, and the elements of its Forteresse and Chef de Guerre."""

    cards: tuple[DeckCard, ...] = given("Les cartes du deck, une par nom.", default=(), max_items=MAX_ENTRIES)
    list: str = given("La liste telle que collée, une carte par ligne (« 3 Nom », « 3x Nom », « Nom x3 »), sous des "
                      "titres qui donnent le Livre des cartes qui les suivent (« # Créatures », « Livre 2 : », "
                      "« Divinité ») ; ajoutée à « cards ».", default="", max_length=MAX_LIST, lines=True,
                      example="# Livre 1 [Créatures]\n3 Loup des steppes\n# Sorts\n3x Boule de feu\n# Divinité\n"
                              "1 Chronos")
    fortress: Element | None = given("Élément de la Forteresse (absent : Loyauté ou Alliance non vérifiée).",
                                     default=None, rule=LOYALTY_PASSAGE)
    warlord: Element | None = given("Élément du Chef de Guerre (absent : Loyauté ou Alliance non vérifiée).",
                                    default=None, rule=LOYALTY_PASSAGE)


# --- The list's words: French, as the text list and the page write them ---------------------------

CATEGORY = {Category.CREATURE: "Créature (Livre 1)", Category.OBJECT: "Objet (Livre 2)",
            Category.SPELL: "Sort (Livre 3)", Category.DIVINITY: "Divinité (hors Bibliothèque)"}
BOOKS = (Category.CREATURE, Category.OBJECT, Category.SPELL)
RARITY = {Rarity.COMMON: "Commune", Rarity.EPIC: "Épique", Rarity.LEGENDARY: "Légendaire"}

ATTRIBUTES = (
    Attribute("category", "type", tuple((c.value, label) for c, label in CATEGORY.items())),
    # A pasted card without its rareté has it unknown: « 3 Légendaires maximum » asks it (a card of ``cards``: commune).
    Attribute("rarity", "rareté", tuple((r.value, label) for r, label in RARITY.items()), default="commune",
              asked=True),
    Attribute("elements", "élément", tuple((e.value, label) for e, label in ELEMENT.items()), slots=2),
)
MARKS = (Mark(("♻️", "♻", "recyclage", "picto"), "recycle", True),)
"""What the text list writes: ``3 Nom [type=Sort, rareté=Épique, élément=Magma/Hydris, ♻️]``."""

HEADINGS = (
    # « Votre Bibliothèque est composée de 3 Livres » — « Livre 1 [Créatures] », « Livre 2 [Objets] », « Livre 3 [Sorts] »
    Heading(("Livre 1", "Livre 1 [Créatures]", "Créatures", "Livre de Créatures", "Book 1", "Creatures",
             "Creature Book"), (("category", Category.CREATURE.value),)),
    Heading(("Livre 2", "Livre 2 [Objets]", "Objets", "Objets magiques", "Livre d'Objets", "Book 2", "Objects",
             "Items", "Object Book"), (("category", Category.OBJECT.value),)),
    Heading(("Livre 3", "Livre 3 [Sorts]", "Sorts", "Livre de Sorts", "Book 3", "Spells", "Spell Book"),
            (("category", Category.SPELL.value),)),
    # « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque. »
    Heading(("Divinité", "Divinités", "Divinity", "Divinities"), (("category", Category.DIVINITY.value),)),
    # The whole deck: the cards under it have no Livre said.
    Heading(("Bibliothèque", "Deck", "Library"), ()),
)
"""The headings of a pasted list, as the rulebook names the deck's parts (accents, case and plurals aside)."""


def listed(card: dict[str, Any]) -> dict[str, Any]:
    """A card of ``cards`` as the list writes it: its rareté said even when it is the default (« rareté=Commune »),
    since a pasted card without it has it unknown; a Divinité's is not (it is outside the Bibliothèque)."""
    if "rarity" in card or card.get("category") == Category.DIVINITY.value:
        return dict(card)
    return {**card, "rarity": Rarity.COMMON.value}


# --- The checks ------------------------------------------------------------------------------

def deck_cards(deck: DeckInput) -> tuple[tuple[DeckCard, ...], tuple[DeckCard, ...], tuple[Note, ...]]:
    """The cards of the pasted list, those of ``cards``, and what of the list was left aside."""
    listed, notes = listed_cards(deck.list, DeckCard, ATTRIBUTES, MARKS, HEADINGS)
    return listed, deck.cards, notes


def check(deck: DeckInput) -> Iterator[Problem]:
    """What keeps the list from describing one deck (a rule broken is a verdict, not a refusal)."""
    listed, cards, notes = deck_cards(deck)
    yield from problems_of(listed, cards, notes)
    for index, card in enumerate(deck.cards):
        if len(set(card.elements)) < len(card.elements):
            yield Problem(f"cards[{index}].elements", say.element_twice(card.name), LOYALTY_PASSAGE, "duplicate")
    for card in listed:
        if len(set(card.elements)) < len(card.elements):
            yield Problem("list", say.element_twice(card.name), LOYALTY_PASSAGE, "duplicate")


def library(cards: Sequence[DeckCard]) -> tuple[DeckCard, ...]:
    """« Elle n'est pas intégrée à votre Bibliothèque »: every card but the Divinité (and those without a type)."""
    return tuple(c for c in cards if c.category is not Category.DIVINITY and c.category is not None)


def books(cards: Sequence[DeckCard]) -> dict[Category, tuple[DeckCard, ...]]:
    """The Livres used, each with its cards."""
    return {book: kept for book in BOOKS if (kept := tuple(c for c in cards if c.category is book))}


def resolve(deck: DeckInput) -> DeckResult:
    problems = list(check(deck))
    if problems:
        raise IllegalAction.of(problems)
    listed, given_cards, notes = deck_cards(deck)
    cards = merged((*listed, *given_cards))
    known, unknown = split(cards)
    kept = library(known)
    used = books(kept)
    verdicts = Verdicts()
    library_size(kept, verdicts, unknown)
    books_used(used, verdicts, unknown)
    book_sizes(used, verdicts, unknown)
    copies(kept, verdicts, unknown)
    recycled_books(kept, used, verdicts, unknown)
    rarity_limit(kept, Rarity.EPIC, MAX_EPICS, EPICS, verdicts, unknown)
    rarity_limit(kept, Rarity.LEGENDARY, MAX_LEGENDARIES, LEGENDARIES, verdicts, unknown)
    divinity(known, verdicts, unknown)
    elements(deck, (*kept, *unknown), verdicts)
    total = copies_of(kept)
    counts = [Tally(say.BOOK[b], copies_of(used.get(b, ()))) for b in BOOKS]
    counts += [Tally(say.RARITIES[r], copies_of(c for c in kept if c.rarity is r)) for r in (Rarity.EPIC, Rarity.LEGENDARY)]
    counts.append(Tally(say.DIVINITIES, copies_of(c for c in known if c.category is Category.DIVINITY)))
    if unknown:
        counts.append(unknown_tally(unknown))
    return verdicts.result("helix", total, counts, say.library(total), notes)


def library_size(kept: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« 60 cartes au minimum »; the cards without a type may be in the Bibliothèque or be the Divinité."""
    total = copies_of(kept)
    if unknown and total < MIN_LIBRARY:
        most = total + copies_of(unknown)
        if most < MIN_LIBRARY:
            verdicts.broken(LIBRARY_SIZE, say.library_at_most(most, MIN_LIBRARY), library=total, at_most=most)
        else:
            verdicts.pending(LIBRARY_SIZE, unknown)
    elif total >= MIN_LIBRARY:
        verdicts.ok(LIBRARY_SIZE, say.library_fits(total, MIN_LIBRARY), library=total)
    else:
        verdicts.broken(LIBRARY_SIZE, say.library_short(total, MIN_LIBRARY), library=total)


def books_used(used: dict[Category, tuple[DeckCard, ...]], verdicts: Verdicts,
               unknown: Sequence[Listed] = ()) -> None:
    """« Votre Bibliothèque est composée de 3 Livres » — « vous pouvez choisir de n'utiliser que 2 Livres »."""
    if len(used) >= MIN_BOOKS:
        verdicts.ok(BOOKS_USED, say.books_used(list(used)), books=len(used))
    elif unknown:
        verdicts.pending(BOOKS_USED, unknown)
    else:
        verdicts.broken(BOOKS_USED, say.too_few_books(list(used)), books=len(used))


def book_sizes(used: dict[Category, tuple[DeckCard, ...]], verdicts: Verdicts,
               unknown: Sequence[Listed] = ()) -> None:
    """« minimum 12 cartes par Livre » — a Livre left empty is a Livre not used; a card without a type may fill a
    Livre, or start one."""
    small = {b: copies_of(cards) for b, cards in used.items() if copies_of(cards) < MIN_BOOK}
    if unknown:
        verdicts.pending(BOOK_SIZE, unknown)
        return
    if not small:
        verdicts.ok(BOOK_SIZE, say.book_sizes({b: copies_of(cards) for b, cards in used.items()}, MIN_BOOK),
                    books={b.value: copies_of(cards) for b, cards in used.items()})
        return
    for book, size in small.items():
        verdicts.broken(BOOK_SIZE, say.book_too_small(book, size, MIN_BOOK), names(used[book]), book=book.value,
                        size=size)


def copies(kept: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« pas plus de 3 exemplaires (mis à part les cartes avec le picto ♻️) »; a card without a type in 3 copies
    at most respects it whatever its type."""
    over = over_copies([c for c in kept if not c.recycle], MAX_COPIES)
    unknown_over = over_copies([c for c in unknown if not getattr(c, "recycle", False)], MAX_COPIES)
    if not over and unknown_over:
        verdicts.pending(COPIES, unknown_over)
    elif not over:
        verdicts.ok(COPIES, say.copies_within(MAX_COPIES))
    else:
        verdicts.broken(COPIES, say.copies_over(with_copies(over), MAX_COPIES), names(over))


def recycled_books(kept: Sequence[DeckCard], used: dict[Category, tuple[DeckCard, ...]],
                   verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« le Livre associé doit contenir le même nombre de cartes différentes »: at least as many different
    cards as the ♻️ card has copies (it counted among them); exactly as many is the other reading. The cards
    without a type may be of its Livre."""
    over = [c for c in kept if c.recycle and c.copies > MAX_COPIES]
    unknown_over = [c for c in unknown if getattr(c, "recycle", False) and c.copies > MAX_COPIES]
    if unknown_over or (unknown and over):
        verdicts.pending(RECYCLED_BOOK, unknown)
        return
    if not over:
        verdicts.ok(RECYCLED_BOOK, say.recycled_within(MAX_COPIES))
        return
    for card in over:
        book = card.category
        if book is None:  # not in ``kept``: the cards without a type went to ``unknown``
            continue
        different = distinct(used.get(book, ()))
        if different < card.copies:
            verdicts.broken(RECYCLED_BOOK, say.recycled_short(card.name, card.copies, book, different),
                            [card.name], copies=card.copies, different=different)
        elif different > card.copies:
            verdicts.open(RECYCLED_BOOK, say.recycled_open(card.name, card.copies, book, different),
                          copies=card.copies, different=different)
        else:
            verdicts.ok(RECYCLED_BOOK, say.recycled_even(card.name, card.copies, book, different),
                        copies=card.copies, different=different)


def rarity_limit(kept: Sequence[DeckCard], rarity: Rarity, limit: int, rule: DeckRule, verdicts: Verdicts,
                 unknown: Sequence[Listed] = ()) -> None:
    """« 9 Épiques maximum », « 3 Légendaires maximum » dans la Bibliothèque, copies counted. A card whose rareté the
    list does not give may be of it, one without a type may be in the Bibliothèque or be the Divinité: broken when
    the cards surely of it are too many, respected when even all those that may be are not, asked otherwise."""
    cards = [c for c in kept if c.rarity is rarity]
    total = copies_of(cards)
    maybe = [*(c for c in kept if c.rarity is None), *(c for c in unknown if getattr(c, "rarity", None) in (rarity, None))]
    if total > limit:
        verdicts.broken(rule, say.rarity_over(rarity, total, with_copies(cards), limit), names(cards), count=total)
    elif total + copies_of(maybe) > limit:
        verdicts.pending(rule, maybe, asks=_asked, words={"rarity": say.THE_RARITY})
    else:
        verdicts.ok(rule, say.rarity_within(total, limit), count=total)


def _asked(card: DeckCard) -> tuple[str, ...]:
    """What a card's rareté limit waits for: its type (in the Bibliothèque or not), its rareté, or both."""
    return (("category",) if card.category is None else ()) + (("rarity",) if card.rarity is None else ())


def divinity(cards: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« 1 seule Divinité ! »: more is broken; none is read as broken too, a reading the text leaves open. A card
    without a type may be one."""
    gods = [c for c in cards if c.category is Category.DIVINITY]
    total = copies_of(gods)
    if unknown and total <= DIVINITIES:
        verdicts.pending(DIVINITY, unknown)
    elif total == DIVINITIES:
        verdicts.ok(DIVINITY, say.one_divinity(gods[0].name), divinities=total)
    elif total > DIVINITIES:
        verdicts.broken(DIVINITY, say.divinities(total, with_copies(gods)), names(gods), divinities=total)
    else:
        verdicts.disputed(DIVINITY, say.NO_DIVINITY, say.NO_DIVINITY_OTHERWISE, divinities=0)


def elements(deck: DeckInput, kept: Sequence[DeckCard], verdicts: Verdicts) -> None:
    """Loyauté mono-couleur or Alliance bi-couleur: the cards of the deck's elements, or bi-couleurs."""
    if deck.fortress is None or deck.warlord is None:
        verdicts.unchecked(LOYALTY, say.ELEMENTS_NOT_GIVEN)
        return
    colours = {deck.fortress, deck.warlord}
    mono = len(colours) == 1
    rule = LOYALTY if mono else ALLIANCE
    kind = say.deck_kind(deck.fortress, deck.warlord)
    strangers = [c for c in kept if len(c.elements) == 1 and c.elements[0] not in colours]
    far_bicolour = [c for c in kept if len(c.elements) == 2 and not colours & set(c.elements)]
    unknown = sum(1 for c in kept if not c.elements)
    if strangers:
        verdicts.broken(rule, say.strangers(kind, [say.card_elements(c.name, c.elements) for c in strangers], unknown),
                        names(strangers))
    else:
        verdicts.ok(rule, say.elements_respected(kind, unknown), kind="loyaute" if mono else "alliance")
    if far_bicolour:
        verdicts.open(rule, say.far_bicolour([say.card_elements(c.name, c.elements) for c in far_bicolour]),
                      cards=names(far_bicolour))
