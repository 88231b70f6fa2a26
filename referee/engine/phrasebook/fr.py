"""The engine's shared sentences in French: the shape errors of a body (:mod:`referee.engine.reading`)
and the deck checks of Helix Duels, Noxilia and Stellar Nexus (:mod:`referee.engine.decks`)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from referee.engine.french import count, listing, of

# --- Reading a body -------------------------------------------------------------------------

JSON_TYPE = {bool: "un booléen", int: "un nombre", float: "un nombre", str: "un texte", list: "une liste",
             dict: "un objet", type(None): "null"}
"""A JSON value's type as a sentence names it, by the Python type it is read as."""
UNKNOWN_TYPE = "une valeur inconnue"


def json_type(kind: type) -> str:
    return JSON_TYPE.get(kind, UNKNOWN_TYPE)


def expected_object(received: type) -> str:
    return f"Attendu un objet JSON, reçu {json_type(received)}."


def expected_boolean(received: type) -> str:
    return f"Attendu true ou false, reçu {json_type(received)}."


def expected_integer(received: type) -> str:
    return f"Attendu un nombre entier, reçu {json_type(received)}."


def expected_text(received: type) -> str:
    return f"Attendu un texte, reçu {json_type(received)}."


def expected_list(received: type) -> str:
    return f"Attendu une liste, reçu {json_type(received)}."


def expected_either(kinds: Iterable[type], received: type) -> str:
    """« Attendu un nombre ou une liste, reçu un texte. »"""
    return f"Attendu {' ou '.join(sorted({json_type(k) for k in kinds}))}, reçu {json_type(received)}."


def expected_choice(accepted: Sequence[str], received: type) -> str:
    return f"Attendu un texte parmi {_values(accepted)}, reçu {json_type(received)}."


def unknown_value(value: str, hint: str, accepted: Sequence[str]) -> str:
    """``hint``: what the value may have meant, given by the game (empty: none)."""
    hinted = f" ({hint})" if hint else ""
    return f"Valeur inconnue « {value} »{hinted} ; valeurs acceptées : {_values(accepted)}."


def _values(values: Sequence[str]) -> str:
    return ", ".join(f"« {v} »" for v in values)


def unknown_field(key: str, accepted: Sequence[str]) -> str:
    return f"Champ inconnu « {key} » ; champs acceptés : {', '.join(accepted)}."


def missing_field(name: str) -> str:
    return f"Champ obligatoire manquant : « {name} »."


def text_too_long(length: int, longest: int) -> str:
    return f"Texte de {length} caractères : {longest} au plus."


CONTROL_CHARACTER = ("Le texte contient un caractère de contrôle (saut de ligne, tabulation, NUL…) : écrivez-le "
                     "sur une ligne.")
BLANK_TEXT = "Texte vide : écrivez-en au moins un caractère, ou omettez le champ."


def not_spelt_so(text: str) -> str:
    return f"« {text} » ne s'écrit pas ainsi : voir le schéma de l'API."


HUGE_NUMBER = "un nombre démesuré"
"""A number too long to be worth repeating, as :func:`out_of_range` names it."""


def out_of_range(shown: str, low: int, high: int) -> str:
    return f"{shown} : attendu un nombre de {low} à {high}."


def too_few_items(items: int, least: int) -> str:
    return f"{count(items, 'élément')} : au moins {least} attendu{'s' if least > 1 else ''}."


def too_many_items(items: int, most: int) -> str:
    return f"{count(items, 'élément')} : au plus {most}."


# --- A deck list as text ----------------------------------------------------------------------

def too_many_lines(lines: int, most: int) -> str:
    return f"{lines} lignes : {most} au plus."


def at_line(number: int, problem: str) -> str:
    """A problem of one line of the list: « Ligne 3 : … »."""
    return f"Ligne {number} : {problem}"


def name_missing_after(line: str) -> str:
    return f"« {line} » : le nom de la carte manque."


NAME_MISSING = "le nom de la carte manque."


def attributes_in_brackets(line: str) -> str:
    return f"« {line} » : les attributs s'écrivent entre crochets à la fin de la ligne, « [type=Sort] »."


def copies_out_of_range(copies: int, most: int) -> str:
    return f"{count(copies, 'exemplaire')} : écrivez un nombre de 1 à {most} avant le nom."


def name_too_long(longest: int) -> str:
    return f"un nom de carte a {longest} caractères au plus."


def _accepted(keys: Sequence[str], words: Sequence[str]) -> str:
    return listing([f"« {key}=… »" for key in keys] + [f"« {word} »" for word in words], "ou")


def not_an_attribute(item: str, keys: Sequence[str], words: Sequence[str]) -> str:
    """``keys``: the attributes written ``key=value``; ``words``: those written alone (« ♻️ »)."""
    return f"« {item} » n'est pas un attribut ; écrivez {_accepted(keys, words)}."


def unknown_attribute(key: str, keys: Sequence[str], words: Sequence[str]) -> str:
    return f"attribut inconnu « {key} » ; écrivez {_accepted(keys, words)}."


def listed_twice(name: str) -> str:
    return (f"« {name} » est listée deux fois avec des attributs différents : gardez une seule ligne pour cette "
            "carte.")


def value_not_read(key: str, written: str, accepted: Sequence[str]) -> str:
    """An attribute's value the list gives that is none of the game's (the card is checked without it)."""
    return f"{key} « {written} » inconnu, laissé de côté ; valeurs possibles : {listing(accepted, 'ou')}."


NOTHING_READ = ("aucune carte lue : écrivez une carte par ligne, « 3 Nom de carte », « 3x Nom » ou « Nom x3 », "
                "sous des titres comme « # Ressources » si vous le souhaitez.")


# --- The deck's verdict ---------------------------------------------------------------------

def respected(rule: str, text: str) -> str:
    return f"Respectée — {rule} : {text}"


def broken(rule: str, text: str, quote: str) -> str:
    return f"Enfreinte — {rule} : {text} La règle : « {quote} »"


def broken_as_read(rule: str, text: str, other: str, quote: str) -> str:
    return f"Enfreinte selon une lecture — {rule} : {text} {other} La règle : « {quote} »"


def open_rule(rule: str, text: str) -> str:
    return f"Non tranché — {rule} : {text}"


def unchecked(rule: str, text: str) -> str:
    return f"Non vérifiée — {rule} : {text}"


def pending(rule: str, attribute: str, cards: int, names: Sequence[str]) -> str:
    """A rule whose answer depends on an attribute the list does not give (« le type ») of ``cards`` cards."""
    if cards == 1:
        return f"À compléter — {rule} : la réponse dépend {_of(attribute)} {of(names[0])}."
    return f"À compléter — {rule} : la réponse dépend {_of(attribute)} de {count(cards, 'carte')} ({listing(names)})."


def pending_parts(rule: str, parts: Sequence[tuple[str, int, Sequence[str]]]) -> str:
    """A rule whose answer depends on several attributes, each of some cards: (« la rareté », 20, names)…"""
    said = [f"{_of(attribute)} {of(names[0])}" if cards == 1 else
            f"{_of(attribute)} de {count(cards, 'carte')} ({listing(names)})" for attribute, cards, names in parts]
    return f"À compléter — {rule} : la réponse dépend {listing(said)}."


def _of(attribute: str) -> str:
    """« du type », « de la rareté », « de l'élément »."""
    if attribute.startswith("le "):
        return "du " + attribute[3:]
    return "de " + attribute


def to_complete(rules: Sequence[str], cards: int) -> str:
    """What the summary says of the rules still waiting for an attribute."""
    return (f"À compléter : {count(len(rules), 'règle attend', 'règles attendent')} un attribut de "
            f"{count(cards, 'carte')} ({listing(rules)}).")


NOTHING_BROKEN = "Aucune règle enfreinte parmi celles vérifiées."


def lines_not_read(lines: Sequence[int]) -> str:
    if len(lines) == 1:
        return f"La ligne {lines[0]} de la liste n'a pas été lue."
    return f"Les lignes {listing(str(n) for n in lines)} de la liste n'ont pas été lues."


def conforming(size: str, counts: str) -> str:
    """``counts``: the tallies shown (« Créatures 24, Sorts 6 »), or empty."""
    return f"Deck conforme : {size} ({counts})." if counts else f"Deck conforme : {size}."


def not_conforming(rules: Sequence[str], disputed: int) -> str:
    note = f", dont {count(disputed, 'point non tranché', 'points non tranchés')} par le livret" if disputed else ""
    return f"Deck non conforme : {count(len(rules), 'règle enfreinte', 'règles enfreintes')} ({listing(rules)}){note}."


def with_copies(cards: Iterable[tuple[str, int]]) -> str:
    """« Loup (4) et Golem (5) »."""
    return listing(f"{name} ({copies})" for name, copies in cards)


THE_TYPE = "le type"
"""The attribute a rule most often waits for, as :func:`pending` names it."""


def some_names(names: Sequence[str], shown: int) -> list[str]:
    """The first ``shown`` names, then « 3 autres »."""
    if len(names) <= shown + 1:
        return list(names)
    return [*names[:shown], count(len(names) - shown, "autre")]


TYPE_NOT_GIVEN = "Type à préciser"
"""The count of the cards whose type the list does not give."""
