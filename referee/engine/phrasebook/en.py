"""The engine's shared sentences in English: the shape errors of a body and the deck checks.

What the reader typed (a value, a card's name, a line of the list) is echoed between straight double
quotes; the rulebook's lines stay French, between « »."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from referee.engine.english import count, listing

# --- Reading a body -------------------------------------------------------------------------

JSON_TYPE = {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list",
             dict: "an object", type(None): "null"}
"""A JSON value's type as a sentence names it, by the Python type it is read as."""
UNKNOWN_TYPE = "an unknown value"


def json_type(kind: type) -> str:
    return JSON_TYPE.get(kind, UNKNOWN_TYPE)


def expected_object(received: type) -> str:
    return f"Expected a JSON object, got {json_type(received)}."


def expected_boolean(received: type) -> str:
    return f"Expected true or false, got {json_type(received)}."


def expected_integer(received: type) -> str:
    return f"Expected a whole number, got {json_type(received)}."


def expected_text(received: type) -> str:
    return f"Expected a string, got {json_type(received)}."


def expected_list(received: type) -> str:
    return f"Expected a list, got {json_type(received)}."


def expected_either(kinds: Iterable[type], received: type) -> str:
    """« Expected a list or a number, got a string. »"""
    return f"Expected {' or '.join(sorted({json_type(k) for k in kinds}))}, got {json_type(received)}."


def expected_choice(accepted: Sequence[str], received: type) -> str:
    return f"Expected one of the strings {_values(accepted)}, got {json_type(received)}."


def unknown_value(value: str, hint: str, accepted: Sequence[str]) -> str:
    """``hint``: what the value may have meant, given by the game (empty: none)."""
    hinted = f" ({hint})" if hint else ""
    return f'Unknown value "{value}"{hinted}; accepted values: {_values(accepted)}.'


def _values(values: Sequence[str]) -> str:
    return ", ".join(f'"{v}"' for v in values)


def unknown_field(key: str, accepted: Sequence[str]) -> str:
    return f'Unknown field "{key}"; accepted fields: {", ".join(accepted)}.'


def missing_field(name: str) -> str:
    return f'Required field missing: "{name}".'


def text_too_long(length: int, longest: int) -> str:
    return f"A text of {count(length, 'character')}: {longest} at most."


CONTROL_CHARACTER = ("The text contains a control character (line break, tab, NUL…): write it on one line.")
BLANK_TEXT = "Empty text: write at least one character, or leave the field out."


def not_spelt_so(text: str) -> str:
    return f'"{text}" is not written that way: see the API schema.'


HUGE_NUMBER = "a huge number"
"""A number too long to be worth repeating, as :func:`out_of_range` names it."""


def out_of_range(shown: str, low: int, high: int) -> str:
    return f"{shown}: expected a number from {low} to {high}."


def too_few_items(items: int, least: int) -> str:
    return f"{count(items, 'item')}: at least {least} expected."


def too_many_items(items: int, most: int) -> str:
    return f"{count(items, 'item')}: {most} at most."


# --- A deck list as text ----------------------------------------------------------------------

def too_many_lines(lines: int, most: int) -> str:
    return f"{count(lines, 'line')}: {most} at most."


def at_line(number: int, problem: str) -> str:
    """A problem of one line of the list: « Line 3: … »."""
    return f"Line {number}: {problem}"


def name_missing_after(line: str) -> str:
    return f'"{line}": the card\'s name is missing.'


NAME_MISSING = "the card's name is missing."


def attributes_in_brackets(line: str) -> str:
    return f'"{line}": attributes go between square brackets at the end of the line, "[type=Sort]".'


def copies_out_of_range(copies: int, most: int) -> str:
    return f"{count(copies, 'copy')}: write a number from 1 to {most} before the name."


def name_too_long(longest: int) -> str:
    return f"a card's name has {longest} characters at most."


def _accepted(keys: Sequence[str], words: Sequence[str]) -> str:
    return listing([f'"{key}=…"' for key in keys] + [f'"{word}"' for word in words], "or")


def not_an_attribute(item: str, keys: Sequence[str], words: Sequence[str]) -> str:
    """``keys``: the attributes written ``key=value``; ``words``: those written alone (« ♻️ »)."""
    return f'"{item}" is not an attribute; write {_accepted(keys, words)}.'


def unknown_attribute(key: str, keys: Sequence[str], words: Sequence[str]) -> str:
    return f'unknown attribute "{key}"; write {_accepted(keys, words)}.'


def listed_twice(name: str) -> str:
    return f'"{name}" is listed twice with different attributes: keep a single line for this card.'


def value_not_read(key: str, written: str, accepted: Sequence[str]) -> str:
    """An attribute's value the list gives that is none of the game's (the card is checked without it)."""
    return f'unknown {key} "{written}", left aside; possible values: {listing(accepted, "or")}.'


NOTHING_READ = ('no card read: write one card per line, "3 Card name", "3x Name" or "Name x3", under headings '
                'such as "# Ressources" if you wish.')


# --- The deck's verdict ---------------------------------------------------------------------

def respected(rule: str, text: str) -> str:
    return f"Satisfied — {rule}: {text}"


def broken(rule: str, text: str, quote: str) -> str:
    return f"Broken — {rule}: {text} The rule: « {quote} »"


def broken_as_read(rule: str, text: str, other: str, quote: str) -> str:
    return f"Broken under one reading — {rule}: {text} {other} The rule: « {quote} »"


def open_rule(rule: str, text: str) -> str:
    return f"Not settled — {rule}: {text}"


def unchecked(rule: str, text: str) -> str:
    return f"Not checked — {rule}: {text}"


def pending(rule: str, attribute: str, cards: int, names: Sequence[str]) -> str:
    """A rule whose answer depends on an attribute the list does not give (« the type ») of ``cards`` cards."""
    if cards == 1:
        return f"To complete — {rule}: the answer depends on {attribute} of {names[0]}."
    return f"To complete — {rule}: the answer depends on {attribute} of {count(cards, 'card')} ({listing(names)})."


def pending_parts(rule: str, parts: Sequence[tuple[str, int, Sequence[str]]]) -> str:
    """A rule whose answer depends on several attributes, each of some cards: (« the rarity », 20, names)…"""
    said = [f"{attribute} of {names[0]}" if cards == 1 else f"{attribute} of {count(cards, 'card')} ({listing(names)})"
            for attribute, cards, names in parts]
    return f"To complete — {rule}: the answer depends on {listing(said)}."


def to_complete(rules: Sequence[str], cards: int) -> str:
    """What the summary says of the rules still waiting for an attribute."""
    waiting = "rule waits" if len(rules) == 1 else "rules wait"
    return f"To complete: {len(rules)} {waiting} for an attribute of {count(cards, 'card')} ({listing(rules)})."


NOTHING_BROKEN = "No rule broken among those checked."


def lines_not_read(lines: Sequence[int]) -> str:
    if len(lines) == 1:
        return f"Line {lines[0]} of the list was not read."
    return f"Lines {listing(str(n) for n in lines)} of the list were not read."


def conforming(size: str, counts: str) -> str:
    """``counts``: the tallies shown (« Creatures 24, Spells 6 »), or empty."""
    return f"Deck legal: {size} ({counts})." if counts else f"Deck legal: {size}."


def not_conforming(rules: Sequence[str], disputed: int) -> str:
    note = f", including {count(disputed, 'point')} the rulebook leaves open" if disputed else ""
    return f"Deck not legal: {count(len(rules), 'rule')} broken ({listing(rules)}){note}."


def with_copies(cards: Iterable[tuple[str, int]]) -> str:
    """« Loup (4) and Golem (5) »."""
    return listing(f"{name} ({copies})" for name, copies in cards)


THE_TYPE = "the type"
"""The attribute a rule most often waits for, as :func:`pending` names it."""


def some_names(names: Sequence[str], shown: int) -> list[str]:
    """The first ``shown`` names, then « 3 others »."""
    if len(names) <= shown + 1:
        return list(names)
    return [*names[:shown], f"{len(names) - shown} others"]


TYPE_NOT_GIVEN = "Type not given"
"""The count of the cards whose type the list does not give."""
