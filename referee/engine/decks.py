"""Deck checks (« vérification de deck »), what Helix Duels, Noxilia and Stellar Nexus share.

The rulebooks print no card list: the judge enters each card's name, its number of copies and
the attributes the rules need (its type, its rarity…). This module holds, once:

* the card entry every game's deck list is made of (:class:`Entry`, a name and a number of
  copies, declared with ``given`` like every input of the engine; each game adds its attributes);
* the text list a judge pastes, ``3 Nom de carte`` one per line (``3x Nom``, ``Nom`` alone for one
  copy, attributes between brackets ``3 Nom [type=Sort, rareté=Épique]``; blank lines and
  ``#`` comments ignored), read by :func:`parse_list` with every unreadable line reported by its
  number, turned into the API's JSON by :func:`entries_data` and written back by :func:`list_text`;
* the generic rules as named functions (:func:`copies_of`, :func:`in_range`,
  :func:`over_copies`…), and the verdict (:class:`Verdicts`): each rule checked is one step, ok
  or broken; every broken rule is a :class:`Violation` naming the cards at fault and quoting the
  rule. A deck that breaks rules is a result (« Deck non conforme »), not an error: only an
  input that cannot describe a deck (an unreadable line, an unknown type) is refused.
"""
from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from referee.engine import language
from referee.engine import phrasebook as say
from referee.engine.reading import given
from referee.engine.trace import Problem, Step, Trace

MAX_NAME = 80
MAX_COPIES = 99
MAX_ENTRIES = 200
"""A deck list of more distinct names than this is no deck of these games (60 cards at most)."""
MAX_LINES = 400


# --- The deck list --------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True)
class Entry:
    """One line of a deck list: a card's name and its number of copies (each game adds its attributes)."""

    name: str = given("Le nom de la carte, tel qu'imprimé.", max_length=MAX_NAME, allow_blank=False,
                      example="Loup des steppes")
    copies: int = given("Le nombre d'exemplaires de la carte.", default=1, minimum=1, maximum=MAX_COPIES)


class Listed(Protocol):
    """What the generic rules read of a card: its name and copies."""

    @property
    def name(self) -> str: ...

    @property
    def copies(self) -> int: ...


def folded(name: str) -> str:
    """A card's name as compared: case, accents and spacing aside (« Épée  longue » = « epee longue »)."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


# --- The text list --------------------------------------------------------------------------

@dataclass(frozen=True)
class ListedCard:
    """A readable line of a text list."""

    line: int
    copies: int
    name: str
    attributes: tuple[str, ...]
    """The items between brackets, as written (« type=Sort », « ♻️ »)."""


@dataclass(frozen=True)
class Listing:
    cards: tuple[ListedCard, ...]
    problems: tuple[Problem, ...]
    """One per unreadable line, each saying its number."""


# A count is any number before the name, signed or too large too: « -2 Truc », « 999999999999 Foo » are refused
# as counts out of range, never read as a card of that name. (Longer than 100 digits, the line is a name too long:
# int() reads no more than 4300.)
_COPIES = re.compile(r"(?P<copies>[-−]?[0-9]{1,100})\s*(?:[xX×]\s+|\s+)(?P<rest>.*)")
_ATTRIBUTES = re.compile(r"(?P<name>[^\[\]]*?)\s*\[(?P<attributes>[^\[\]]*)\]")


def parse_list(text: str, field: str = "list") -> Listing:
    """``3 Nom``, ``3x Nom``, ``Nom`` (one copy), each optionally followed by ``[attributes]``."""
    cards: list[ListedCard] = []
    problems: list[Problem] = []
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        return Listing((), (Problem(field, say.too_many_lines(len(lines), MAX_LINES), code="max_length"),))
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        card = _parse_line(number, line)
        if isinstance(card, str):
            problems.append(Problem(field, say.at_line(number, card), code="unreadable_line"))
        else:
            cards.append(card)
    return Listing(tuple(cards), tuple(problems))


def _parse_line(number: int, line: str) -> ListedCard | str:
    """The card a line lists, or what is wrong with it."""
    copies = 1
    match = _COPIES.fullmatch(line)
    if match:
        copies, line = int(match["copies"].replace("−", "-")), match["rest"].strip()
    elif re.fullmatch(r"[-−]?[0-9]+\s*[xX×]?", line):
        return say.name_missing_after(line[:40])
    attributes: tuple[str, ...] = ()
    if "[" in line or "]" in line:
        bracketed = _ATTRIBUTES.fullmatch(line)
        if not bracketed:
            return say.attributes_in_brackets(line[:40])
        line = bracketed["name"].strip()
        attributes = tuple(a.strip() for a in re.split(r"[,;]", bracketed["attributes"]) if a.strip())
    if not line:
        return say.NAME_MISSING
    if not 1 <= copies <= MAX_COPIES:
        return say.copies_out_of_range(copies, MAX_COPIES)
    if len(line) > MAX_NAME:
        return say.name_too_long(MAX_NAME)
    return ListedCard(number, copies, line, attributes)


@dataclass(frozen=True)
class Attribute:
    """An attribute of a game's cards as the text list and the page's table write it."""

    field: str
    """The JSON field of the card (``category``)."""
    key: str
    """The key of the text list and the table's column (« type »)."""
    choices: tuple[tuple[str, str], ...] = ()
    """(JSON value, label) pairs; none: a free text (a clan, a race)."""
    slots: int = 1
    """More than one: a list of values (« élément=Magma/Hydris »)."""
    default: Any = None
    """The value a card has when it is not given (left out of the text list)."""

    def label(self, value: Any) -> str:
        return next((label for v, label in self.choices if v == value), str(value))

    def value(self, written: str) -> Any:
        """The JSON value a written value means: by value or label, accents and case aside."""
        if not self.choices:
            return written
        wanted = folded(written)
        for value, label in self.choices:
            if wanted in (folded(value), folded(label), folded(label.split(" (")[0])):
                return value
        return written  # the engine's reader refuses it, listing the values accepted


@dataclass(frozen=True)
class Mark:
    """A word alone between the brackets that sets an attribute (« ♻️ » for the pictogram)."""

    words: tuple[str, ...]
    field: str
    value: Any


def entries_data(listing: Listing, attributes: Sequence[Attribute], marks: Sequence[Mark] = (),
                 field: str = "list") -> tuple[list[dict[str, Any]], list[Problem]]:
    """The API's card objects a text list describes; a problem per attribute it cannot read."""
    cards: list[dict[str, Any]] = []
    problems: list[Problem] = []
    keys = {folded(a.key): a for a in attributes}
    words = {folded(w): m for m in marks for w in m.words}
    for card in listing.cards:
        data: dict[str, Any] = {"name": card.name, "copies": card.copies}
        for item in card.attributes:
            key, sep, written = (part.strip() for part in item.partition("="))
            if not sep:
                key, sep, written = (part.strip() for part in item.partition(":"))
            if not sep:
                if folded(item) in words:
                    data[words[folded(item)].field] = words[folded(item)].value
                    continue
                problems.append(Problem(field, say.at_line(card.line, say.not_an_attribute(item[:40], *_accepted(
                    attributes, marks))), code="unknown_attribute"))
                continue
            attribute = keys.get(folded(key))
            if attribute is None:
                problems.append(Problem(field, say.at_line(card.line, say.unknown_attribute(key[:40], *_accepted(
                    attributes, marks))), code="unknown_attribute"))
            elif attribute.slots > 1:
                data[attribute.field] = [attribute.value(v.strip()) for v in re.split(r"[/+]", written) if v.strip()]
            else:
                data[attribute.field] = attribute.value(written)
        cards.append(data)
    return cards, problems


def _accepted(attributes: Sequence[Attribute], marks: Sequence[Mark]) -> tuple[list[str], list[str]]:
    """The keys written ``key=value`` and the words written alone."""
    return [a.key for a in attributes], [m.words[0] for m in marks]


def list_text(cards: Iterable[dict[str, Any]], attributes: Sequence[Attribute], marks: Sequence[Mark] = ()) -> str:
    """The text list of the API's card objects, attributes included (the inverse of :func:`entries_data`)."""
    lines = []
    for card in cards:
        items = []
        for attribute in attributes:
            value = card.get(attribute.field)
            if value is None or value == attribute.default or value == "" or value == []:
                continue
            shown = "/".join(attribute.label(v) for v in value) if attribute.slots > 1 else attribute.label(value)
            items.append(f"{attribute.key}={shown}")
        items += [m.words[0] for m in marks if card.get(m.field) == m.value]
        suffix = f" [{', '.join(items)}]" if items else ""
        lines.append(f"{card.get('copies', 1)} {card.get('name', '')}{suffix}")
    return "\n".join(lines)


# --- Generic rules --------------------------------------------------------------------------

def copies_of(cards: Iterable[Listed]) -> int:
    """How many cards, copies counted."""
    return sum(card.copies for card in cards)


def in_range(total: int, low: int | None, high: int | None) -> bool:
    """A count within its bounds (None: no bound on that side)."""
    return (low is None or total >= low) and (high is None or total <= high)


def over_copies(cards: Iterable[Listed], limit: int) -> tuple[Listed, ...]:
    """The cards of which the deck holds more than ``limit`` copies."""
    return tuple(card for card in cards if card.copies > limit)


def distinct(cards: Iterable[Listed]) -> int:
    """How many different cards (names)."""
    return len({folded(card.name) for card in cards})


def duplicates(cards: Sequence[Any], field: str = "cards") -> Iterable[Problem]:
    """A name listed twice with different attributes: the list cannot say which is right.

    Listed twice alike, its copies are added (:func:`merged`)."""
    seen: dict[str, Any] = {}
    for index, card in enumerate(cards):
        key = folded(card.name)
        first = seen.setdefault(key, card)
        if first is not card and _attributes(first) != _attributes(card):
            yield Problem(f"{field}[{index}].name", say.listed_twice(card.name), code="duplicate")


def _attributes(card: Any) -> dict[str, Any]:
    return {k: v for k, v in vars(card).items() if k not in ("name", "copies")}


def merged(cards: Sequence[Any]) -> tuple[Any, ...]:
    """One entry per name, the copies of a name listed twice (alike) added."""
    out: dict[str, Any] = {}
    for card in cards:
        key = folded(card.name)
        out[key] = dataclasses.replace(out[key], copies=out[key].copies + card.copies) if key in out else card
    return tuple(out.values())


# --- The verdict ----------------------------------------------------------------------------

@dataclass(frozen=True)
class DeckRule:
    """A rule of deck building: where it is (its anchor), what it is called, its words."""

    anchor: str
    name: str
    """Its name in the summary and the steps (« Taille de la Bibliothèque »)."""
    quote: str
    """The rulebook's line, verbatim (typography aside: straight apostrophe, no bold markup)."""
    english: str = ""
    """Its name in English (« Library size »); the steps say :attr:`title`."""

    @property
    def title(self) -> str:
        """Its name in the language in force (the French one when no English is given)."""
        return self.english if self.english and language.current() == "en" else self.name


@dataclass(frozen=True)
class Violation:
    rule: str
    """The anchor of the rule broken."""
    name: str
    quote: str
    text: str
    """What is wrong with this deck."""
    cards: tuple[str, ...] = ()
    """The cards at fault, by name (none when the deck as a whole is)."""
    disputed: bool = False
    """The rulebook is unclear here: another reading finds no fault."""


@dataclass(frozen=True)
class Tally:
    """A count shown with the verdict (« Créatures : 24 »)."""

    label: str
    count: int


@dataclass(frozen=True)
class DeckResult:
    game: str
    conforming: bool
    total: int
    """The cards the main size rule counts (the Bibliothèque, the deck)."""
    counts: tuple[Tally, ...]
    violations: tuple[Violation, ...]
    steps: tuple[Step, ...]
    summary: str


class Verdicts:
    """Records each rule checked: one step, ok or broken; a broken rule is also a violation."""

    def __init__(self) -> None:
        self.trace = Trace()
        self.violations: list[Violation] = []

    def ok(self, rule: DeckRule, text: str, **values: Any) -> None:
        self.trace.add(say.respected(rule.title, text), rule.anchor, **values)

    def broken(self, rule: DeckRule, text: str, cards: Iterable[str] = (), **values: Any) -> None:
        names = tuple(cards)
        self.violations.append(Violation(rule.anchor, rule.title, rule.quote, text, names))
        self.trace.add(say.broken(rule.title, text, rule.quote), rule.anchor, cards=list(names), **values)

    def disputed(self, rule: DeckRule, text: str, other: str, cards: Iterable[str] = (), **values: Any) -> None:
        """Broken as read here; ``other`` says the reading under which it is not."""
        names = tuple(cards)
        self.violations.append(Violation(rule.anchor, rule.title, rule.quote, f"{text} {other}", names, True))
        self.trace.silent(say.broken_as_read(rule.title, text, other, rule.quote), rule.anchor, cards=list(names),
                          **values)

    def open(self, rule: DeckRule, text: str, **values: Any) -> None:
        """Respected as read here, but the rulebook leaves it open (``text`` gives the other reading)."""
        self.trace.silent(say.open_rule(rule.title, text), rule.anchor, **values)

    def unchecked(self, rule: DeckRule, text: str) -> None:
        """A rule the entries do not let the engine check (an attribute not given)."""
        self.trace.add(say.unchecked(rule.title, text), rule.anchor)

    def result(self, game: str, total: int, counts: Sequence[Tally], size: str) -> DeckResult:
        """``size``: the deck's size as the summary says it (« 60 cartes »)."""
        shown = ", ".join(f"{t.label} {t.count}" for t in counts if t.count)
        if not self.violations:
            summary = say.conforming(size, shown)
        else:
            broken = sorted({v.name for v in self.violations}, key=[v.name for v in self.violations].index)
            summary = say.not_conforming(broken, sum(1 for v in self.violations if v.disputed))
        return DeckResult(game, not self.violations, total, tuple(counts), tuple(self.violations),
                          self.trace.steps(), summary)


def names(cards: Iterable[Listed]) -> list[str]:
    return [card.name for card in cards]


def with_copies(cards: Iterable[Listed]) -> str:
    """« Loup (4) et Golem (5) », « Loup (4) and Golem (5) »."""
    return say.with_copies((card.name, card.copies) for card in cards)

