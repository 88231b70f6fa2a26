"""Héliosthenos's short notation, read and written: a square « 2-3 » (ligne-colonne, as the combat page),
a card « 1 », « 1b », « 2p » (its owner, then b for blessé, p for prisonnier), with its strengths if needed
« 1(7,2,4,2,3) », two cards on a square « 1 + 2p », and an action typed as a player says it:
« avancer 2-1 3-1 », « avancer 2-1#2 3-1 avec 2-1 », « attaquer 3-1 4-1 et 3-2 achever », « poser 1-3 »,
« jeter », « retirer 1-2 », « soigner 1-2 », « faire parler 1-2 », « achever 3-3 ».

The page's cells and action lines are read here into the API's JSON; the board after each action is
written here. Errors are ValueError whose message (the phrasebook's) says what to type."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from . import phrasebook as say
from .rules import BOARD_SIZE, MAX_CARDS_PER_SQUARE, STRENGTH_COUNT
from .turn_model import ActionKind, Fate, State

LETTER = {State.ACTIVE: "", State.WOUNDED: "b", State.PRISONER: "p"}
_STATE_OF = {"": State.ACTIVE, "a": State.ACTIVE, "b": State.WOUNDED, "p": State.PRISONER}
_CARD = re.compile(r"([12])([abp]?)(?:\(([0-9 ,;]*)\))?")
_SQUARE = re.compile(r"([1-9])-([1-9])(?:#([1-9]))?")

# The verbs, in French (the book's words) or English.
VERBS = {"avancer": ActionKind.MOVE, "move": ActionKind.MOVE, "attaquer": ActionKind.ATTACK,
         "attack": ActionKind.ATTACK, "poser": ActionKind.PLACE, "place": ActionKind.PLACE,
         "jeter": ActionKind.DISCARD, "discard": ActionKind.DISCARD, "retirer": ActionKind.REMOVE,
         "remove": ActionKind.REMOVE, "soigner": ActionKind.HEAL, "heal": ActionKind.HEAL,
         "parler": ActionKind.INTERROGATE, "faire-parler": ActionKind.INTERROGATE,
         "interrogate": ActionKind.INTERROGATE, "achever": ActionKind.FINISH, "finish": ActionKind.FINISH}
_FATES = {"prisonnier": Fate.PRISONER, "prisoner": Fate.PRISONER, "achever": Fate.FINISH, "finish": Fate.FINISH,
          "fuite": Fate.FLIGHT, "flee": Fate.FLIGHT}
_FILLERS = {"vers", "sur", "to", "onto", "->", "→", "de", "from", "depuis"}


def _plain(text: str) -> str:
    """Lower case, without accents: « Défenseur » and « defenseur » are one word."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


# --- Squares and cards ----------------------------------------------------------------------

def read_square(text: str) -> dict[str, int]:
    match = _SQUARE.fullmatch(text.strip())
    if not match or match[3] or not (1 <= int(match[1]) <= BOARD_SIZE and 1 <= int(match[2]) <= BOARD_SIZE):
        raise ValueError(say.not_a_square(text.strip()[:20]))
    return {"row": int(match[1]), "column": int(match[2])}


def read_pick(text: str) -> dict[str, Any]:
    """« 2-3 », or « 2-3#2 » for the second card of the square."""
    match = _SQUARE.fullmatch(text.strip())
    if not match or not (1 <= int(match[1]) <= BOARD_SIZE and 1 <= int(match[2]) <= BOARD_SIZE) \
            or (match[3] and int(match[3]) > MAX_CARDS_PER_SQUARE):
        raise ValueError(say.not_a_square(text.strip()[:20]))
    pick: dict[str, Any] = {"square": {"row": int(match[1]), "column": int(match[2])}}
    if match[3]:
        pick["card"] = int(match[3])
    return pick


def square_text(square: Any) -> str:
    """« 2-3 », from a Square or its JSON."""
    if isinstance(square, Mapping):
        return f"{square['row']}-{square['column']}"
    return f"{square.row}-{square.column}"


def pick_text(pick: Mapping[str, Any]) -> str:
    card = pick.get("card")
    return square_text(pick["square"]) + (f"#{card}" if card else "")


def _strengths(text: str) -> list[int]:
    values = [int(v) for v in re.split(r"[ ,;]+", text.strip()) if v]
    if len(values) != STRENGTH_COUNT:
        raise ValueError(say.STRENGTHS_SHAPE)
    return values


def read_cards(text: str) -> list[dict[str, Any]]:
    """The cards of one square: « 1 », « 1(7,2,4,2,3) + 2p »; blank: none."""
    cards = []
    for part in (p for p in text.replace(" ", "").lower().split("+")):
        match = _CARD.fullmatch(part)
        if not match:
            raise ValueError(say.not_a_card(part[:20]))
        card: dict[str, Any] = {"owner": int(match[1]), "state": _STATE_OF[match[2]].value}
        if match[3] is not None:
            card["strengths"] = _strengths(match[3])
        cards.append(card)
    if len(cards) > MAX_CARDS_PER_SQUARE:
        raise ValueError(say.TOO_MANY_CARDS)
    return cards


def card_token(owner: int, state: State, name: str = "") -> str:
    """« 1 », « 1b », « 2p », with the card's name if it has one: « 1 Lion »."""
    return f"{owner}{LETTER[state]}" + (f" {name}" if name else "")


def cards_text(cards: Sequence[Mapping[str, Any]]) -> str:
    """The inverse of :func:`read_cards`, for a cell's JSON."""
    parts = []
    for card in cards:
        state = State(card.get("state", State.ACTIVE.value))
        strengths = card.get("strengths")
        parts.append(f"{card['owner']}{LETTER[state]}" + ("(" + ",".join(map(str, strengths)) + ")" if strengths
                                                        else ""))
    return " + ".join(parts)


# --- Actions --------------------------------------------------------------------------------

def _tokens(text: str) -> list[str]:
    # The strengths « (7, 2, 4, 2, 3) » are one token, whatever the spaces typed inside.
    text = re.sub(r"\(([^)]*)\)", lambda m: "(" + m[1].replace(" ", "") + ")", text.strip())
    return text.split()


def read_action(text: str) -> dict[str, Any]:
    """One action typed as a player says it, read into the API's JSON."""
    words = _tokens(text)
    if words and _plain(words[0]) == "faire" and len(words) > 1 and _plain(words[1]) == "parler":
        words = ["parler", *words[2:]]
    if not words or _plain(words[0]) not in VERBS:
        raise ValueError(say.UNKNOWN_VERB)
    kind = VERBS[_plain(words[0])]
    action: dict[str, Any] = {"kind": kind.value}
    places: list[str] = []
    rest = [w for w in words[1:] if _plain(w) not in _FILLERS]
    i = 0
    while i < len(rest):
        word = _plain(rest[i])
        following = rest[i + 1] if i + 1 < len(rest) else ""
        if word in ("avec", "with", "et", "and"):
            action["partner"] = read_pick(following)
            i += 2
        elif kind is ActionKind.ATTACK and word in _FATES:
            action["fate"] = _FATES[word].value
            if _FATES[word] is Fate.FLIGHT:
                action["flee_to"] = read_square(following)
                i += 1
            i += 1
        elif word in ("attaquant", "attacker", "defenseur", "defender") and following.isdigit():
            action["attacker_choice" if word.startswith("atta") else "defender_choice"] = int(following)
            i += 2
        elif word in ("appariement", "pairing") and re.fullmatch(r"12|21", following):
            action["pairing"] = [int(following[0]), int(following[1])]
            i += 2
        elif kind is ActionKind.PLACE and rest[i].startswith("("):
            action["strengths"] = _strengths(rest[i].strip("()"))
            i += 1
        else:
            places.append(rest[i])
            i += 1
    _put_places(kind, places, action)
    return action


def _put_places(kind: ActionKind, places: list[str], action: dict[str, Any]) -> None:
    """The squares in the order the verb takes them: the card, then the square it goes to or attacks."""
    wanted = {ActionKind.MOVE: ("card", "to"), ActionKind.ATTACK: ("card", "to"), ActionKind.PLACE: ("to",),
              ActionKind.DISCARD: ()}.get(kind, ("card",))
    if len(places) != len(wanted):
        raise ValueError(say.action_places(kind, len(wanted)))
    for key, place in zip(wanted, places, strict=True):
        action[key] = read_pick(place) if key == "card" else read_square(place)


def action_text(action: Mapping[str, Any]) -> str:
    """The inverse of :func:`read_action`, in French (the book's verbs), for an action's JSON."""
    kind = ActionKind(action["kind"])
    words = ["faire parler" if kind is ActionKind.INTERROGATE else kind.value]
    if action.get("card"):
        words.append(pick_text(action["card"]))
    if action.get("to"):
        words.append(square_text(action["to"]))
    if action.get("strengths"):
        words.append("(" + ",".join(map(str, action["strengths"])) + ")")
    if action.get("partner"):
        words += ["et" if kind is ActionKind.ATTACK else "avec", pick_text(action["partner"])]
    if action.get("fate"):
        words.append(action["fate"])
        if action["fate"] == Fate.FLIGHT.value and action.get("flee_to"):
            words.append(square_text(action["flee_to"]))
    for key, word in (("attacker_choice", "attaquant"), ("defender_choice", "défenseur")):
        if action.get(key):
            words += [word, str(action[key])]
    if action.get("pairing"):
        words += ["appariement", "".join(map(str, action["pairing"]))]
    return " ".join(words)
