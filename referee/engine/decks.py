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
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from referee.engine import language
from referee.engine import phrasebook as say
from referee.engine.reading import given, read
from referee.engine.trace import EngineError, Problem, Step, Trace

MAX_NAME = 80
MAX_COPIES = 99
MAX_ENTRIES = 200
"""A deck list of more distinct names than this is no deck of these games (60 cards at most)."""
MAX_LINES = 400
MAX_LIST = 40_000
"""The longest pasted list: 400 lines of 100 characters."""


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
    section: tuple[tuple[str, Any], ...] = ()
    """The attributes the heading above it sets (« # Ressources »: the category ``ressource``)."""


@dataclass(frozen=True)
class Listing:
    cards: tuple[ListedCard, ...]
    problems: tuple[Problem, ...]
    """One per unreadable line, each saying its number."""


@dataclass(frozen=True)
class Heading:
    """A heading players write above a part of their list, as the rulebook names that part (« Pile de ressource »),
    and the attributes it gives the cards under it (``("category", "ressource")``)."""

    words: tuple[str, ...]
    """Its spellings, French and English; compared accents, case, plurals and little words aside."""
    values: tuple[tuple[str, Any], ...]
    """Empty: a heading of the whole deck (« Bibliothèque » at Helix), that sets nothing."""


# A count is any number before the name, signed or too large too: « -2 Truc », « 999999999999 Foo » are refused
# as counts out of range, never read as a card of that name. (Longer than 100 digits, the line is a name too long:
# int() reads no more than 4300.)
_COPIES = re.compile(r"(?P<copies>[-−]?[0-9]{1,100})\s*(?:[xX×]\s+|\s+)(?P<rest>.*)")
_X_COPIES = re.compile(r"[xX×]\s*(?P<copies>[0-9]{1,3})\s+(?P<rest>.*)")
"""« x3 Nom »."""
_COPIES_AFTER = re.compile(r"(?P<rest>.*?)\s*(?:[xX×]\s*(?P<copies>[0-9]{1,3})|\(\s*[xX×]?\s*(?P<paren>[0-9]{1,3})\s*\))")
"""« Nom x3 », « Nom ×3 », « Nom (x3) », « Nom (3) »."""
_ATTRIBUTES = re.compile(r"(?P<name>[^\[\]]*?)\s*\[(?P<attributes>[^\[\]]*)\](?P<after>[^\[\]]*)")
_BULLET = re.compile(r"[-*•·–]\s+(?=\S)")
"""A forum's list item (« - 3 Nom », « • Nom x3 »): the mark is not part of the line."""
_COMMENT = ("#", "//", "--", ";", "%")
_HEADING_COUNT = re.compile(r"(?P<title>.*?)\s*(?:[:(\[–-]\s*[0-9]{1,3}\s*(?:cartes?|cards?)?\s*[)\]]?|\s[0-9]{1,3}\s*(?:cartes?|cards?))?\s*:?\s*")
"""A heading with its count, as deck builders write them: « Ressources (10) », « Réquisition : 32 », « Héros - 1 »."""
_LITTLE_WORDS = frozenset({"de", "des", "du", "d", "la", "le", "les", "l", "the", "of", "carte", "cartes", "card",
                           "cards", "et", "and", "vos", "votre", "your", "mon", "ma", "mes", "my", "pioche"})


def heading_key(text: str) -> str:
    """A heading as compared: accents, case, markup, plurals (« ressources », « héros ») and little words aside."""
    words = re.split(r"[^0-9a-z]+", folded(text).replace("œ", "oe"))
    kept = [w[:-1] if len(w) > 3 and w[-1] in "sx" else w for w in words if w and w not in _LITTLE_WORDS]
    return " ".join(kept)


def _heading(line: str, headings: dict[str, Heading]) -> Heading | None:
    """The heading a line is (« # Ressources », « Réquisition : », « **Héros** », « Ressources (10) »), if any."""
    bare = line.strip("#*_=~-–• \t").rstrip(":").strip("*_ ")
    match = _HEADING_COUNT.fullmatch(bare)
    title = match["title"] if match else bare
    return headings.get(heading_key(title)) or headings.get(heading_key(bare))


def parse_list(text: str, field: str = "list", headings: Sequence[Heading] = ()) -> Listing:
    """``3 Nom``, ``3x Nom``, ``Nom x3``, ``Nom`` (one copy), each optionally followed by ``[attributes]``.

    A heading (« # Ressources », « Réquisition : », « Héros », « Créatures (24) ») gives the cards under it the
    attributes of that part of the deck, until the next heading; lines starting with ``#`` or ``//`` that are no
    heading, and blank lines, are skipped."""
    cards: list[ListedCard] = []
    problems: list[Problem] = []
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        return Listing((), (Problem(field, say.too_many_lines(len(lines), MAX_LINES), code="max_length"),))
    vocabulary = {heading_key(word): heading for heading in headings for word in heading.words}
    section: tuple[tuple[str, Any], ...] = ()
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or not any(c.isalnum() for c in line):  # blank, or a rule « ----- », « ==== »
            continue
        heading = _heading(line, vocabulary) if vocabulary else None
        if heading is not None:
            section = heading.values
            continue
        if line.startswith(_COMMENT):
            continue
        line = line.split(" //", 1)[0].strip()
        if bullet := _BULLET.match(line):
            line = line[bullet.end():]
        own = section
        title, colon, rest = line.partition(":")
        if colon and vocabulary and (inline := vocabulary.get(heading_key(title))) and any(c.isalpha() for c in rest):
            own, line = inline.values, rest.strip()  # « Héros : Commandant Vex »
        card = _parse_line(number, line)
        if isinstance(card, str):
            problems.append(Problem(field, say.at_line(number, card), code="unreadable_line"))
        else:
            cards.append(dataclasses.replace(card, section=own))
    return Listing(tuple(cards), tuple(problems))


def _parse_line(number: int, line: str) -> ListedCard | str:
    """The card a line lists, or what is wrong with it."""
    attributes: tuple[str, ...] = ()
    if "[" in line or "]" in line:
        bracketed = _ATTRIBUTES.fullmatch(line)
        if not bracketed:
            return say.attributes_in_brackets(line[:40])
        line = f"{bracketed['name']} {bracketed['after']}".strip()
        attributes = tuple(a.strip() for a in re.split(r"[,;]", bracketed["attributes"]) if a.strip())
    copies = 1
    if match := _COPIES.fullmatch(line):
        copies, line = int(match["copies"].replace("−", "-")), match["rest"].strip()
    elif re.fullmatch(r"[-−]?[0-9]+\s*[xX×]?", line):
        return say.name_missing_after(line[:40])
    elif match := _X_COPIES.fullmatch(line):
        copies, line = int(match["copies"]), match["rest"].strip()
    elif (match := _COPIES_AFTER.fullmatch(line)) and match["rest"].strip():
        copies, line = int(match["copies"] or match["paren"]), match["rest"].strip()
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
    """The value a card of ``cards`` has when it is not given (left out of the text list)."""
    asked: bool = False
    """A pasted card that does not give it has it unknown (None), not :attr:`default`: the rules that depend on it
    ask it; written back into the list even when it is the default (Helix's « rareté=Commune »)."""

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
    asked: bool = False
    """As :attr:`Attribute.asked`: a pasted card without any of its field's marks has that field unknown (None)
    (Stellar Nexus: « effet », « sans effet »)."""


def entries_data(listing: Listing, attributes: Sequence[Attribute], marks: Sequence[Mark] = (),
                 field: str = "list") -> tuple[list[dict[str, Any]], list[Problem]]:
    """The API's card objects a text list describes; a problem per attribute it cannot read."""
    cards: list[dict[str, Any]] = []
    problems: list[Problem] = []
    keys = {folded(a.key): a for a in attributes}
    words = {folded(w): m for m in marks for w in m.words}
    for card in listing.cards:
        data: dict[str, Any] = {"name": card.name, "copies": card.copies, **dict(card.section)}
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


@dataclass(frozen=True)
class Note:
    """What of a pasted list was left aside: a line not read, or an attribute's value no card has."""

    line: int
    text: str
    """« Ligne 3 : … », in the language in force."""
    skipped: bool
    """The whole line was left aside (its card is not in the deck checked)."""


def listed_cards(text: str, kind: type, attributes: Sequence[Attribute], marks: Sequence[Mark] = (),
                 headings: Sequence[Heading] = (), field: str = "list") -> tuple[tuple[Any, ...], tuple[Note, ...]]:
    """The cards a pasted list describes, each read as ``kind`` (a game's card), and what of it was left aside.

    Lenient: a line that cannot be read is left aside and said, an attribute's unknown value too (the card is
    checked without it); the rules then answer what they can."""
    listing = parse_list(text, field, headings)
    notes = [Note(_line_of(p.message), p.message, True) for p in listing.problems]
    data, problems = entries_data(listing, attributes, marks, field)
    notes += [Note(_line_of(p.message), p.message, False) for p in problems]
    cards = []
    for card, entry in zip(listing.cards, data, strict=True):
        for attribute in attributes:
            written = entry.get(attribute.field)
            accepted = {value for value, _label in attribute.choices}
            values = written if isinstance(written, list) else [written]
            unknown = [v for v in values if attribute.choices and v is not None and v not in accepted]
            if not unknown:
                continue
            labels = [label.split(" (")[0] for _value, label in attribute.choices]
            notes.append(Note(card.line, say.at_line(card.line, say.value_not_read(attribute.key, str(unknown[0])[:40],
                                                                                   labels)), False))
            kept = [v for v in values if v in accepted]
            if isinstance(written, list) and kept:
                entry[attribute.field] = kept
            else:
                del entry[attribute.field]
        for field in asked_fields(attributes, marks):
            entry.setdefault(field, None)  # not given: unknown, asked by the rules that depend on it
        try:
            cards.append(read(kind, entry))
        except EngineError as error:
            notes += [Note(card.line, say.at_line(card.line, p.message), True) for p in error.problems]
    return tuple(cards), tuple(sorted(notes, key=lambda n: n.line))


def asked_fields(attributes: Sequence[Attribute], marks: Sequence[Mark] = ()) -> tuple[str, ...]:
    """The fields a pasted card leaves unknown when it does not give them (:attr:`Attribute.asked`)."""
    return tuple(dict.fromkeys([*(a.field for a in attributes if a.asked), *(m.field for m in marks if m.asked)]))


def _line_of(message: str) -> int:
    found = re.search(r"[0-9]+", message)
    return int(found[0]) if found else 0


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
            if value is None or (value == attribute.default and not attribute.asked) or value == "" or value == []:
                continue
            shown = "/".join(attribute.label(v) for v in value) if attribute.slots > 1 else attribute.label(value)
            items.append(f"{attribute.key}={shown}")
        items += [m.words[0] for m in marks if m.field in card and card[m.field] == m.value]
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
class Pending:
    """A rule whose answer depends on an attribute the list does not give: it waits for it, it is not broken."""

    rule: str
    """The anchor of the rule."""
    name: str
    field: str
    """The card's attribute it waits for (``category``); the first of :attr:`asked` when it waits for several."""
    cards: tuple[str, ...]
    asked: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    """Each attribute it waits for, with the cards asked it (``{"category": ("Golem",), "rarity": ("Loup",
    "Golem")}``)."""


@dataclass(frozen=True)
class Needed:
    """A card whose attribute a rule waits for, once per name, with the rules waiting."""

    name: str
    copies: int
    fields: tuple[str, ...]
    rules: tuple[str, ...]
    """The names of the rules waiting (« Taille de la bibliothèque »)."""


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
    pending: tuple[Pending, ...] = ()
    """The rules waiting for an attribute (not broken, not respected yet)."""
    needed: tuple[Needed, ...] = ()
    """The attributes to ask, once per card name."""
    notes: tuple[Note, ...] = ()
    """What of the pasted list was left aside, line by line."""


class Verdicts:
    """Records each rule checked: one step, ok or broken; a broken rule is also a violation."""

    def __init__(self) -> None:
        self.trace = Trace()
        self.violations: list[Violation] = []
        self.waiting: list[Pending] = []
        self.needs: dict[str, Needed] = {}

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

    def below_even_with(self, rule: DeckRule, total: int, unknown: Sequence[Listed], least: int, ceiling: int,
                        said: Callable[[int, int], str], **values: Any) -> bool:
        """A count between ``least`` and ``ceiling`` that cards without a type may still fill: broken when, counting
        all of them, it stays under ``least`` (``said(most, least)``), else waiting for their types. False when no
        such card could change it — none, or the count already past ``ceiling`` — and the caller answers itself."""
        if not unknown or total > ceiling:
            return False
        most = total + copies_of(unknown)
        if most < least:
            self.broken(rule, said(most, least), **values, at_most=most)
        else:
            self.pending(rule, unknown)
        return True

    def pending(self, rule: DeckRule, cards: Sequence[Listed], field: str = "category",
                attribute: str | None = None, *, asks: Callable[[Any], Sequence[str]] | None = None,
                words: Mapping[str, str] | None = None) -> None:
        """The rule's answer depends on ``field`` of these cards, which the list does not give: ask it, once per name.

        ``attribute``: that attribute as the step names it (« le type »). ``asks``: the attributes each card is asked
        when they are not all ``field`` (the type of one, the rarity of another, both of a third); ``words``: each
        attribute as the step names it (the type's words by default)."""
        asked: dict[str, list[str]] = {}
        for card in cards:
            for wanted in (asks(card) if asks is not None else (field,)):
                asked.setdefault(wanted, []).append(card.name)
        names_ = [card.name for card in cards]
        fields = tuple(asked)
        self.waiting.append(Pending(rule.anchor, rule.title, fields[0] if fields else field, tuple(names_),
                                    {f: tuple(n) for f, n in asked.items()}))
        for card in cards:
            key = folded(card.name)
            wanted_ = tuple(asks(card)) if asks is not None else (field,)
            known = self.needs.get(key) or Needed(card.name, card.copies, (), ())
            self.needs[key] = dataclasses.replace(
                known, fields=tuple(dict.fromkeys((*known.fields, *wanted_))),
                rules=tuple(dict.fromkeys((*known.rules, rule.title))))
        named = {"category": say.THE_TYPE, **(words or {})}
        if attribute is not None:
            named[field] = attribute
        parts = [(named.get(f, f), len(n), say.some_names(n, 5)) for f, n in asked.items()]
        self.trace.add(say.pending_parts(rule.title, parts), rule.anchor, cards=names_)

    def result(self, game: str, total: int, counts: Sequence[Tally], size: str,
               notes: Sequence[Note] = ()) -> DeckResult:
        """``size``: the deck's size as the summary says it (« 60 cartes »); ``notes``: what of the list was left
        aside. A deck is « conforme » when every rule is checked and respected, and the whole list was read."""
        shown = ", ".join(f"{t.label} {t.count}" for t in counts if t.count)
        skipped = sorted({n.line for n in notes if n.skipped})
        parts = []
        if self.violations:
            broken = sorted({v.name for v in self.violations}, key=[v.name for v in self.violations].index)
            parts.append(say.not_conforming(broken, sum(1 for v in self.violations if v.disputed)))
        elif self.waiting or skipped:
            parts.append(say.NOTHING_BROKEN)
        else:
            parts.append(say.conforming(size, shown))
        if self.waiting:
            waiting = list(dict.fromkeys(p.name for p in self.waiting))
            parts.append(say.to_complete(waiting, len(self.needs)))
        if skipped:
            parts.append(say.lines_not_read(skipped))
        conforming = not self.violations and not self.waiting and not skipped
        return DeckResult(game, conforming, total, tuple(counts), tuple(self.violations), self.trace.steps(),
                          " ".join(parts), tuple(self.waiting), tuple(self.needs.values()), tuple(notes))


def problems_of(listed: Sequence[Any], cards: Sequence[Any], notes: Sequence[Note]) -> Iterator[Problem]:
    """What keeps a deck from being checked at all: no card read (every line left aside said), or a name listed
    twice with different attributes (the list cannot say which is right)."""
    if not listed and not cards:
        yield Problem("list", say.NOTHING_READ, code="unreadable")
        yield from (Problem("list", note.text, code="unreadable_line") for note in notes if note.skipped)
        return
    for problem in duplicates((*listed, *cards)):
        index = int(problem.field.split("[")[1].split("]")[0])
        where = "list" if index < len(listed) else f"cards[{index - len(listed)}].name"
        yield Problem(where, problem.message, problem.rule, problem.code)


def unknown_tally(unknown: Iterable[Listed]) -> Tally:
    """The count of the cards whose type the list does not give."""
    return Tally(say.TYPE_NOT_GIVEN, copies_of(unknown))


def split(cards: Iterable[Any], known: Any = lambda card: card.category is not None) -> tuple[tuple[Any, ...],
                                                                                              tuple[Any, ...]]:
    """The cards whose attribute is given (by default their category), and those whose is not."""
    listed = tuple(cards)
    return tuple(c for c in listed if known(c)), tuple(c for c in listed if not known(c))


def names(cards: Iterable[Listed]) -> list[str]:
    return [card.name for card in cards]


def with_copies(cards: Iterable[Listed]) -> str:
    """« Loup (4) et Golem (5) », « Loup (4) and Golem (5) »."""
    return say.with_copies((card.name, card.copies) for card in cards)

