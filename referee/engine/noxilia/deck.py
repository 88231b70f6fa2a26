"""Noxilia: the deck check (« Construction de deck »).

* exactly 60 cards, « hors monarque, trésors, mains du destin, jetons et cartes de zones »;
* one monarch, in one copy;
* Héros and Événements at most 2 copies each; Sorts, Équipements and Unités at most 4;
* units of the banner's clan, or without a clan symbol and of a race the banner allows;
* the banner's own limits, as the judge enters them from the card (« Elle précise les
  restrictions de construction de deck »).

Open points, flagged with both readings: the Mains de l'apocalypse (not in the list of cards
outside the 60), a card other than a unit bearing another clan's symbol.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from referee.engine.decks import (
    MAX_ENTRIES,
    MAX_LIST,
    MAX_NAME,
    Attribute,
    DeckResult,
    DeckRule,
    Entry,
    Heading,
    Listed,
    Note,
    Tally,
    Verdicts,
    copies_of,
    folded,
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
from .phrasebook.fr import CARD_TYPES

# --- The rules, as the rulebook words them ---------------------------------------------------

CONSTRUCTION = "noxilia/construction-de-deck"
BANNER = "noxilia/glossaire/banniere"
DECK_SIZE = DeckRule(rules.DECK_SIZE_PASSAGE, "Taille du deck",
                     "Votre deck doit contenir exactement 60 cartes, hors monarque, trésors, mains du destin, jetons "
                     "et cartes de zones.", "Deck size")
MONARCH = DeckRule(rules.MONARCH_PASSAGE, "Monarque", "Vous ne pouvez inclure qu'un seul exemplaire de votre monarque.",
                   "Monarch")
TWO_COPIES = DeckRule(rules.TWO_COPIES_PASSAGE, "Exemplaires des Héros et Événements",
                      "Héros et Événements : jusqu'à 2 exemplaires maximum de chaque carte.",
                      "Copies of Heroes and Events")
FOUR_COPIES = DeckRule(rules.FOUR_COPIES_PASSAGE, "Exemplaires des Sorts, Équipements et Unités",
                       "Sorts, Équipements et Unités (hors héros) : jusqu'à 4 exemplaires de chaque carte.",
                       "Copies of Spells, Equipment and Units")
CLAN = DeckRule(rules.CLAN_PASSAGE, "Clan et race des unités",
                "Les unités autorisées sont soit des unités du même clan, soit des unités sans symbole de clan mais de "
                "la race autorisée par votre bannière.", "Clan and race of the units")
CLANLESS = DeckRule(rules.CLANLESS_PASSAGE, "Clan des autres cartes",
                    "Les cartes sans symboles de clan peuvent être inclus dans tous les decks en respectant les "
                    "contraintes de race explicitées sur chaque bannière.", "Clan of the other cards")
BANNER_LIMITS = DeckRule(BANNER, "Restrictions de la bannière",
                         "Elle précise les restrictions de construction de deck, les règles spéciales de mise en place "
                         "et les effets passifs.", "Banner restrictions")
RULES = (DECK_SIZE, MONARCH, TWO_COPIES, FOUR_COPIES, CLAN, CLANLESS, BANNER_LIMITS)

DECK_CARDS = 60
MONARCHS = 1
MAX_HEROES_EVENTS = 2
MAX_OTHERS = 4
MAX_LIMITS = 10


# --- The deck list ---------------------------------------------------------------------------

UNITS = (Category.MONARCH, Category.HERO, Category.UNIT)
"""« Unités : toute carte représentant une créature combattante, qu'il s'agisse d'un monarque, d'un héros… »"""
OUTSIDE = (Category.MONARCH, Category.TREASURE, Category.FATE, Category.TOKEN, Category.ZONE)
"""« hors monarque, trésors, mains du destin, jetons et cartes de zones »."""


@dataclass(frozen=True, kw_only=True)
class DeckCard(Entry):
    category: Category | None = given("Type de la carte ; absent : les règles qui en dépendent le demandent.",
                                      default=None, rule=rules.COPIES_PASSAGE)
    clan: str = given("Symbole de clan de la carte ; vide : sans symbole de clan.", default="", max_length=MAX_NAME)
    race: str = given("Race de l'unité (pour une unité sans symbole de clan).", default="", max_length=MAX_NAME)


@dataclass(frozen=True)
class BannerLimit:
    """A restriction printed on the banner, entered by the judge: at most so many cards of a type."""

    at_most: int = given("Le nombre maximum (0 : ce type est interdit).", minimum=0, maximum=DECK_CARDS)
    category: Category | None = given("Le type limité (absent : toutes les cartes du deck).", default=None)
    each: bool = given("La limite vaut pour chaque carte (exemplaires) et non pour le total.", default=False)
    text: str = given("La restriction telle que la bannière l'écrit.", default="", max_length=120)


@dataclass(frozen=True)
class Banner:
    name: str = given("Le nom de la bannière.", default="", max_length=MAX_NAME)
    clan: str = given("Le clan de la bannière (absent : le clan des unités n'est pas vérifié).", default="",
                      max_length=MAX_NAME)
    races: tuple[str, ...] = given("Les races que la bannière autorise aux unités sans symbole de clan.",
                                   default=(), max_items=10, max_length=MAX_NAME, allow_blank=False)
    limits: tuple[BannerLimit, ...] = given("Les restrictions de la bannière.", default=(), max_items=MAX_LIMITS)


@dataclass(frozen=True)
class DeckInput:
    """A Noxilia deck: its cards (monarch, trésors… included) and its banner."""

    cards: tuple[DeckCard, ...] = given("Les cartes du deck, une par nom.", default=(), max_items=MAX_ENTRIES)
    list: str = given("La liste telle que collée, une carte par ligne (« 3 Nom », « 3x Nom », « Nom x3 »), sous des "
                      "titres qui donnent le type des cartes qui les suivent (« Monarque : », « # Unités », "
                      "« Héros ») ; ajoutée à « cards ».", default="", max_length=MAX_LIST, lines=True,
                      example="Monarque : Roi Aldric\n# Unités\n4 Soldat\n# Sorts\n4x Boule de feu")
    banner: Banner | None = given("La bannière (absente : ses restrictions ne sont pas vérifiées).", default=None,
                                  rule=BANNER)


# --- The list's words: French, as the text list and the page write them ---------------------------

CATEGORY = {Category.MONARCH: "Monarque", Category.HERO: "Héros", Category.UNIT: "Unité", Category.SPELL: "Sort",
            Category.EQUIPMENT: "Équipement", Category.EVENT: "Événement", Category.TREASURE: "Trésor",
            Category.FATE: "Main du destin", Category.APOCALYPSE: "Main de l'apocalypse", Category.TOKEN: "Jeton",
            Category.ZONE: "Carte de zone"}

PLURAL = CARD_TYPES
"""The types in the plural, for the page's banner restrictions (the verdicts say ``say.CARD_TYPES``)."""

ATTRIBUTES = (
    Attribute("category", "type", tuple((c.value, label) for c, label in CATEGORY.items())),
    Attribute("clan", "clan", default=""),
    Attribute("race", "race", default=""),
)
"""What the text list writes: ``4 Nom [type=Unité, clan=Ordre, race=Humain]``."""


def _heading(category: Category, *words: str) -> Heading:
    return Heading(words, (("category", category.value),))


HEADINGS = (
    # « Construction de deck »: « monarque, trésors, mains du destin, jetons et cartes de zones »; « Héros et
    # Événements »; « Sorts, Équipements et Unités (hors héros) »
    _heading(Category.MONARCH, "Monarque", "Monarch"),
    _heading(Category.HERO, "Héros", "Heroes", "Hero"),
    _heading(Category.UNIT, "Unités", "Units"),
    _heading(Category.SPELL, "Sorts", "Spells"),
    _heading(Category.EQUIPMENT, "Équipements", "Equipment"),
    _heading(Category.EVENT, "Événements", "Events"),
    _heading(Category.TREASURE, "Trésors", "Treasures"),
    _heading(Category.FATE, "Mains du destin", "Hands of fate", "Hands of destiny"),
    _heading(Category.APOCALYPSE, "Mains de l'apocalypse", "Hands of the apocalypse", "Apocalypse hands"),
    _heading(Category.TOKEN, "Jetons", "Tokens"),
    _heading(Category.ZONE, "Cartes de zone", "Cartes de zones", "Zones", "Zone cards"),
    # The whole deck: the cards under it have no type said.
    Heading(("Deck", "Deck principal", "Main deck"), ()),
)
"""The headings of a pasted list, as the rulebook names the deck's parts (accents, case and plurals aside)."""


# --- The checks ------------------------------------------------------------------------------

def deck_cards(deck: DeckInput) -> tuple[tuple[DeckCard, ...], tuple[DeckCard, ...], tuple[Note, ...]]:
    """The cards of the pasted list, those of ``cards``, and what of the list was left aside."""
    listed, notes = listed_cards(deck.list, DeckCard, ATTRIBUTES, (), HEADINGS)
    return listed, deck.cards, notes


def check(deck: DeckInput) -> Iterator[Problem]:
    """What keeps the list from describing one deck (a rule broken is a verdict, not a refusal)."""
    yield from problems_of(*deck_cards(deck))


def counted(cards: Sequence[DeckCard], apocalypse: bool = False) -> tuple[DeckCard, ...]:
    """The cards of the 60; ``apocalypse``: the Mains de l'apocalypse counted among them."""
    return tuple(c for c in cards if c.category not in OUTSIDE
                 and (apocalypse or c.category is not Category.APOCALYPSE))


def resolve(deck: DeckInput) -> DeckResult:
    problems = list(check(deck))
    if problems:
        raise IllegalAction.of(problems)
    listed, given_cards, notes = deck_cards(deck)
    cards, unknown = split(merged((*listed, *given_cards)))
    verdicts = Verdicts()
    deck_size(cards, verdicts, unknown)
    monarch(cards, verdicts, unknown)
    copy_limit(cards, (Category.HERO, Category.EVENT), MAX_HEROES_EVENTS, TWO_COPIES, verdicts, unknown)
    copy_limit(cards, (Category.SPELL, Category.EQUIPMENT, Category.UNIT), MAX_OTHERS, FOUR_COPIES, verdicts, unknown)
    clans(cards, deck.banner, verdicts, unknown)
    banner_limits(cards, deck.banner, verdicts, unknown)
    total = copies_of(counted(cards))
    counts = [Tally(say.CARD_TYPES[c], copies_of(card for card in cards if card.category is c)) for c in Category]
    if unknown:
        counts.append(unknown_tally(unknown))
    return verdicts.result("noxilia", total, counts, say.deck_size(total), notes)


def deck_size(cards: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« exactement 60 cartes, hors monarque, trésors, mains du destin, jetons et cartes de zones »; a card without a
    type may be counted or not."""
    total = copies_of(counted(cards))
    if verdicts.below_even_with(DECK_SIZE, total, unknown, DECK_CARDS, DECK_CARDS, say.deck_at_most, deck=total):
        return
    with_apocalypse = copies_of(counted(cards, apocalypse=True))
    fits = total == DECK_CARDS
    if fits:
        verdicts.ok(DECK_SIZE, say.deck_size_fits(total, DECK_CARDS), deck=total)
    else:
        verdicts.broken(DECK_SIZE, say.deck_size_off(total, DECK_CARDS), deck=total)
    if with_apocalypse != total:
        verdicts.open(DECK_SIZE, say.apocalypse_open(with_apocalypse, with_apocalypse == DECK_CARDS),
                      deck_with_apocalypse=with_apocalypse)


def monarch(cards: Sequence[DeckCard], verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """« qu'un seul exemplaire de votre monarque » — and a monarch there must be (« son monarque »)."""
    monarchs = [c for c in cards if c.category is Category.MONARCH]
    total = copies_of(monarchs)
    if unknown and total <= MONARCHS:
        verdicts.pending(MONARCH, unknown)
    elif total == MONARCHS:
        verdicts.ok(MONARCH, say.one_monarch(monarchs[0].name), monarchs=total)
    elif total == 0:
        verdicts.broken(MONARCH, say.NO_MONARCH, monarchs=0)
    else:
        verdicts.broken(MONARCH, say.monarchs(total, with_copies(monarchs)), names(monarchs), monarchs=total)


def copy_limit(cards: Sequence[DeckCard], categories: tuple[Category, ...], limit: int, rule: DeckRule,
               verdicts: Verdicts, unknown: Sequence[Listed] = ()) -> None:
    """At most ``limit`` copies of each card of these types; a card without a type within it respects it anyway."""
    over = over_copies([c for c in cards if c.category in categories], limit)
    if not over and (unknown_over := over_copies(unknown, limit)):
        verdicts.pending(rule, unknown_over)
    elif not over:
        verdicts.ok(rule, say.copies_within(categories, limit))
    else:
        verdicts.broken(rule, say.copies_over(with_copies(over), limit), names(over))


def clans(cards: Sequence[DeckCard], banner: Banner | None, verdicts: Verdicts,
          unknown: Sequence[Listed] = ()) -> None:
    """Units: of the banner's clan, or clanless and of an allowed race (a card without a type may be a unit)."""
    if banner is None or not banner.clan.strip():
        verdicts.unchecked(CLAN, say.CLAN_NOT_GIVEN)
        return
    if unknown:
        verdicts.pending(CLAN, unknown)
        return
    clan = folded(banner.clan)
    allowed = {folded(r) for r in banner.races}
    units = [c for c in cards if c.category in UNITS]
    other_clan = [c for c in units if c.clan.strip() and folded(c.clan) != clan]
    clanless = [c for c in units if not c.clan.strip()]
    bad_race = [c for c in clanless if folded(c.race) not in allowed] if allowed else []
    faults = other_clan + bad_race
    if faults:
        parts = []
        if other_clan:
            parts.append(say.other_clan([say.card_with(c.name, c.clan) for c in other_clan], banner.clan))
        if bad_race:
            parts.append(say.race_not_allowed([say.card_with(c.name, c.race or say.RACE_NOT_GIVEN) for c in bad_race],
                                              banner.races))
        verdicts.broken(CLAN, say.clan_faults(parts), names(faults))
    elif clanless and not allowed:
        verdicts.unchecked(CLAN, say.races_not_given(len(clanless)))
    else:
        verdicts.ok(CLAN, say.clans_respected(len(units), banner.clan))
    others = [c for c in cards if c.category not in UNITS and c.clan.strip() and folded(c.clan) != clan]
    if others:
        verdicts.open(CLANLESS, say.clanless_open([say.card_with(c.name, c.clan) for c in others]),
                      cards=names(others))


def banner_limits(cards: Sequence[DeckCard], banner: Banner | None, verdicts: Verdicts,
                  unknown: Sequence[Listed] = ()) -> None:
    """Each restriction entered from the banner: at most so many cards (of a type, or of each card); a card without
    a type may be of the type limited."""
    if banner is None or not banner.limits:
        verdicts.unchecked(BANNER_LIMITS, say.NO_BANNER_LIMITS)
        return
    for limit in banner.limits:
        kept = [c for c in counted(cards) if limit.category is None or c.category is limit.category]
        what = say.CARD_TYPES[limit.category] if limit.category is not None else say.DECK_CARDS_NAMED
        if limit.each:
            over = over_copies(kept, limit.at_most)
            if not over and (unknown_over := over_copies(unknown, limit.at_most)):
                verdicts.pending(BANNER_LIMITS, unknown_over)
            elif over:
                verdicts.broken(BANNER_LIMITS, say.limit_each_over(limit.text, with_copies(over), limit.at_most, what),
                                names(over))
            else:
                verdicts.ok(BANNER_LIMITS, say.limit_each_within(limit.text, limit.at_most, what))
            continue
        total = copies_of(kept)
        text = say.limit_total(limit.text, total, limit.at_most, what)
        if total <= limit.at_most < total + copies_of(unknown):
            verdicts.pending(BANNER_LIMITS, unknown)
        elif total > limit.at_most:
            verdicts.broken(BANNER_LIMITS, text, names(kept), count=total)
        else:
            verdicts.ok(BANNER_LIMITS, text, count=total)
