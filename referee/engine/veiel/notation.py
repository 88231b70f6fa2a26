"""The text notation of a Veiel board: square names, and one short token per piece.

A square is named by its column letter from the left (A to L) then its row number from the top:
``C2`` is the 3rd column, 2nd row. A piece is its square then settings separated by dots, the
form a board takes in a shareable address (``?h=B4.m3.e1.Aline&e=B1.d3.Goule&o=C3``):

* a hero: ``B4.m3.e1.Aline`` — menace 3 (``m``, required), 1 épée (``e``, 0 by default), the name
  last (« Héros B4 » by default); ``.inattaquable`` if no enemy may attack it, ``.mort`` if dead;
* an enemy: ``B1.d3.Goule`` — 3 déplacements (``d``, required), attack on the adjacent squares;
  ``.p2`` portée 2, or squares drawn on its card ``.f-1x0`` (rows down, columns right); ``.multi``
  the multiple-target icon; ``.feminin`` a feminine name (« la Goule »); ``.sauf-Aline`` it may
  not attack Aline; the judge's choices at a tie, ``.cible-Aline`` and ``.arrivee-C2``; a hero
  given without a name is named by its square, ``.cible-B4`` (see :func:`find_hero`);
* entities: their squares only, ``C3.D3``, under the parameter of their kind (``o`` Obstacle,
  ``x`` Infranchissable, ``a`` allié, ``c`` cadavre).

Settings are read in any order, letters in any case, and written back one way. A card pile is a
list of names with their keywords in brackets: ``Frappe, Garde [persistant], Esquive``.

A hero is named in a link or a body (the hero who moves, ``sauf-``, ``cible-``) by its name, or by
its square (« B4 »: no name a token can hold looks like a square); a hero given without a name is
also known by the name it bears in any language (« Héros B4 », « Hero B4 »), and written by its
square, so that a link shared between readers of French and English names the same hero.
Every reading error is a :class:`NotationError` saying what to write instead.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from referee.engine.french import Gender

from . import phrasebook as say
from .model import DEFAULT_ENEMY_NAME, Card, CardKeyword, Enemy, Entity, EntityKind, Hero, Icon, Reach, Square
from .rules import ADJACENT_RANGE, MAX_BOARD_SIDE, MAX_NAME

LETTERS = "ABCDEFGHIJKL"[:MAX_BOARD_SIDE]
"""One letter per column, from the left."""

ENTITY_LETTERS = {"o": EntityKind.OBSTACLE, "x": EntityKind.INFRANCHISSABLE, "a": EntityKind.ALLY,
                  "c": EntityKind.CORPSE}
"""The parameter of each kind of entity."""

HERO_LETTER, ENEMY_LETTER = "h", "e"

_SQUARE = re.compile(r"([A-Za-z])([0-9]{1,2})")
_NUMBER = re.compile(r"([a-z])(-?[0-9]{1,6})")
_OFFSET = re.compile(r"f(-?[0-9]{1,2})x(-?[0-9]{1,2})")
_SETTING_LIKE = re.compile(r"(?:[A-Za-z]-?[0-9]|[a-z]{1,2}$)")
"""A token that looks like a mistyped setting (« m-1 », « mx »), not like a name."""
_HERO_WORDS = ("inattaquable", "mort")
_ENEMY_WORDS = ("multi", "multiple", "unique", "feminin", "féminin", "masculin")
_CARD = re.compile(r"(?P<name>[^\[\]]*?)\s*(?:\[(?P<keywords>[^\[\]]*)\])?")


class NotationError(ValueError):
    """A token that does not spell what it should; the message says what to write."""

    rule: str | None = None


# --- Squares ---------------------------------------------------------------------------------
def square_name(row: int, col: int) -> str:
    """« C2 » for row 2, column 3."""
    letter = LETTERS[col - 1] if 1 <= col <= len(LETTERS) else f"[colonne {col}]"
    return f"{letter}{row}"


def read_square(text: str) -> Square:
    """« C2 » (any case, spaces around allowed) → Square(row=2, col=3)."""
    match = _SQUARE.fullmatch(text.strip())
    if not match:
        raise NotationError(say.not_a_square(text))
    letter, row = match.group(1).upper(), int(match.group(2))
    if letter not in LETTERS or not 1 <= row <= MAX_BOARD_SIDE:
        raise NotationError(say.off_every_board(text, LETTERS[-1]))
    return Square(row=row, col=LETTERS.index(letter) + 1)


def read_reach(text: str) -> Reach:
    """« adjacent »: the four orthogonally adjacent squares."""
    if text.strip().lower() != "adjacent":
        raise NotationError(say.unknown_reach(text))
    return Reach.adjacent()


# --- Names -------------------------------------------------------------------------------------
def name_problem(name: str) -> str | None:
    """Why a name cannot be written in a token (a dot, a look of a setting), or None."""
    if "." in name:
        return say.name_with_dot(name)
    if _SETTING_LIKE.match(name) or name.lower() in _HERO_WORDS + _ENEMY_WORDS:
        return say.name_like_setting(name)
    return None


def read_names(text: str) -> tuple[str, ...]:
    """« Rat, Chauve-souris » → ("Rat", "Chauve-souris")."""
    return tuple(part.strip() for part in re.split(r"[,;\n]", text) if part.strip())


# --- Heroes ------------------------------------------------------------------------------------
def read_hero(raw: str) -> Hero:
    """« B4.m3.e1.Aline » → the hero; the settings in any order."""
    tokens = [t.strip() for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise NotationError(say.EMPTY_HERO)
    square = _square_of(tokens[0], say.HERO_WHAT)
    threat: int | None = None
    swords: int | None = None
    attackable, dead, name = True, False, ""
    for token in tokens[1:]:
        number = _NUMBER.fullmatch(token.lower())
        if number and number.group(1) in ("m", "e"):
            if (threat if number.group(1) == "m" else swords) is not None:
                raise NotationError(say.given_twice(number.group(1)))
            if number.group(1) == "m":
                threat = int(number.group(2))
            else:
                swords = int(number.group(2))
        elif token.lower() == "inattaquable":
            attackable = False
        elif token.lower() == "mort":
            dead = True
        elif _SETTING_LIKE.match(token):
            raise NotationError(say.unreadable_hero_setting(token))
        elif name:
            raise NotationError(say.two_names(say.HERO_WHAT, name, token))
        else:
            name = token
    if threat is None:
        raise NotationError(say.MISSING_THREAT)
    name = name[:MAX_NAME]
    if not name or name in say.default_hero_names(square):  # « Hero B4 » read in French is « Héros B4 »
        name = say.default_hero_name(square)
    return Hero(name=name, square=square, threat=threat, swords=swords or 0, attackable=attackable, dead=dead)


def write_hero(hero: Hero) -> str:
    """The hero's token, settings in one order, a default name left out."""
    parts = [hero.square.name, f"m{hero.threat}"]
    if hero.swords:
        parts.append(f"e{hero.swords}")
    if not hero.attackable:
        parts.append("inattaquable")
    if hero.dead:
        parts.append("mort")
    if not unnamed(hero):
        parts.append(hero.name)
    return ".".join(parts)


def unnamed(hero: Hero) -> bool:
    """Whether the hero was given without a name: it bears the default name of its square, in any language."""
    return hero.name in say.default_hero_names(hero.square)


def hero_reference(hero: Hero) -> str:
    """How a link names the hero: its own name, or its square when it has none (« B4 » reads the same
    in every language, « Héros B4 » does not)."""
    return hero.square.name if unnamed(hero) else hero.name


def find_hero(heroes: Iterable[Hero], reference: str) -> Hero | None:
    """The hero a link or a body names, or None: by its name first; then by its square (« B4 »); then,
    for a hero given without a name, by its default name in any language (« Hero B4 » on a French page)."""
    heroes = tuple(heroes)
    reference = reference.strip()
    named = next((hero for hero in heroes if hero.name == reference), None)
    if named is not None:
        return named
    square = _square_or_none(reference)
    return next((hero for hero in heroes if hero.square == square
                 or (unnamed(hero) and reference in say.default_hero_names(hero.square))), None)


def hero_problem(heroes: Iterable[Hero], reference: str) -> str | None:
    """Why ``reference`` names no hero of the board (the heroes it could name listed), or None."""
    heroes = tuple(heroes)
    if find_hero(heroes, reference) is not None:
        return None
    names = [hero.name for hero in heroes]
    square = _square_or_none(reference)
    return say.no_hero_at(square, names) if square is not None else say.no_such_hero(reference, names)


def naming_heroes(enemy: Enemy, heroes: Iterable[Hero], reference: Callable[[Hero], str] = lambda hero: hero.name,
                  ) -> Enemy:
    """The enemy with each hero its settings name (``sauf-``, ``cible-``) called by ``reference`` (the
    hero's name on this board, by default); a name no hero bears is kept as given, for the checks to refuse."""
    heroes = tuple(heroes)

    def spelt(given: str) -> str:
        hero = find_hero(heroes, given)
        return given if hero is None else reference(hero)

    return replace(enemy, may_not_attack=tuple(spelt(name) for name in enemy.may_not_attack),
                   chosen_target=None if enemy.chosen_target is None else spelt(enemy.chosen_target))


# --- Enemies -----------------------------------------------------------------------------------
def read_enemy(raw: str) -> Enemy:
    """« B1.d3.p2.multi.Goule » → the enemy; the settings in any order."""
    tokens = [t.strip() for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise NotationError(say.EMPTY_ENEMY)
    square = _square_of(tokens[0], say.ENEMY_WHAT)
    movement: int | None = None
    reach_range: int | None = None
    offsets: list[tuple[int, int]] = []
    may_not: list[str] = []
    icon, gender = Icon.SINGLE, Gender.MASCULINE
    chosen_target: str | None = None
    chosen_square: Square | None = None
    name = ""
    for token in tokens[1:]:
        lower = token.lower()
        number = _NUMBER.fullmatch(lower)
        offset = _OFFSET.fullmatch(lower)
        if number and number.group(1) in ("d", "p"):
            if (movement if number.group(1) == "d" else reach_range) is not None:
                raise NotationError(say.given_twice(number.group(1)))
            if number.group(1) == "d":
                movement = int(number.group(2))
            else:
                reach_range = int(number.group(2))
        elif offset:
            offsets.append((int(offset.group(1)), int(offset.group(2))))
        elif lower in ("multi", "multiple", "unique"):
            icon = Icon.SINGLE if lower == "unique" else Icon.MULTIPLE
        elif lower in ("feminin", "féminin", "masculin"):
            gender = Gender.MASCULINE if lower == "masculin" else Gender.FEMININE
        elif lower.startswith("sauf-") and token[5:].strip():
            may_not.append(token[5:].strip())
        elif lower.startswith("cible-") and token[6:].strip():
            chosen_target = token[6:].strip()
        elif lower.startswith(("arrivee-", "arrivée-")):
            chosen_square = _square_of(token.split("-", 1)[1], say.ARRIVAL_WHAT)
        elif _SETTING_LIKE.match(token):
            raise NotationError(say.unreadable_enemy_setting(token))
        elif name:
            raise NotationError(say.two_names(say.ENEMY_WHAT, name, token))
        else:
            name = token
    if movement is None:
        raise NotationError(say.MISSING_MOVEMENT)
    if offsets:
        reach = Reach(range=reach_range, offsets=tuple(offsets))  # a range beside drawn squares is refused later
    else:
        reach = Reach(range=ADJACENT_RANGE if reach_range is None else reach_range)
    return Enemy(square=square, movement=movement, reach=reach, icon=icon, name=name[:MAX_NAME] or DEFAULT_ENEMY_NAME,
                 gender=gender, may_not_attack=tuple(may_not), chosen_target=chosen_target,
                 chosen_square=chosen_square)


def write_enemy(enemy: Enemy, heroes: Iterable[Hero] = ()) -> str:
    """The enemy's token, settings in one order, defaults left out; a hero of ``heroes`` (the board's)
    that a setting names is written as a link names it (:func:`hero_reference`)."""
    enemy = naming_heroes(enemy, heroes, hero_reference)
    parts = [enemy.square.name, f"d{enemy.movement}"]
    reach = enemy.reach
    if reach.range is not None and (reach.range != ADJACENT_RANGE or reach.offsets):
        parts.append(f"p{reach.range}")
    parts += [f"f{pair[0]}x{pair[1]}" for pair in reach.offsets]
    if enemy.icon is Icon.MULTIPLE:
        parts.append("multi")
    if enemy.gender is Gender.FEMININE:
        parts.append("feminin")
    parts += [f"sauf-{name}" for name in enemy.may_not_attack]
    if enemy.chosen_target:
        parts.append(f"cible-{enemy.chosen_target}")
    if enemy.chosen_square is not None:
        parts.append(f"arrivee-{enemy.chosen_square.name}")
    if enemy.name != DEFAULT_ENEMY_NAME:
        parts.append(enemy.name)
    return ".".join(parts)


# --- Entities ----------------------------------------------------------------------------------
def read_entities(letter: str, raw: str) -> tuple[Entity, ...]:
    """« C3.D3 » under ``o`` → two Obstacles."""
    kind = ENTITY_LETTERS[letter]
    tokens = [t for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise NotationError(say.no_entity_square(kind, letter))
    return tuple(Entity(kind=kind, square=_square_of(t, say.ENTITY_WHAT[kind])) for t in tokens)


def write_entities(entities: tuple[Entity, ...]) -> str:
    return ".".join(entity.square.name for entity in entities)


# --- Cards -------------------------------------------------------------------------------------
def read_card_name(text: str) -> Card:
    """A card without keyword, by its name."""
    name = text.strip()
    if not name or len(name) > MAX_NAME:
        raise NotationError(say.card_name_length(MAX_NAME))
    return Card(name=name)


def read_cards(text: str) -> tuple[Card, ...]:
    """« Frappe, Garde [persistant], Sacrifice [substitution] » → the cards, top card first."""
    cards = []
    for part in re.split(r"[,;\n](?![^\[]*\])", text):
        part = part.strip()
        if not part:
            continue
        match = _CARD.fullmatch(part)
        if not match or not match.group("name").strip():
            raise NotationError(say.unreadable_card(part))
        name = match.group("name").strip()
        keywords: list[CardKeyword] = []
        for word in re.split(r"[\s,+/]+", match.group("keywords") or ""):
            if not word:
                continue
            known = [k for k in CardKeyword if k.value.startswith(word.lower()[:4])]
            if len(word) < 4 or not known:
                raise NotationError(say.unknown_card_keyword(word, name))
            keywords.append(known[0])
        cards.append(Card(name=name, keywords=tuple(keywords)))
    return tuple(cards)


def write_cards(cards: tuple[Card, ...]) -> str:
    return ", ".join(card.name + (f" [{' '.join(k.value for k in card.keywords)}]" if card.keywords else "")
                     for card in cards)


def _square_or_none(text: str) -> Square | None:
    try:
        return read_square(text)
    except NotationError:
        return None


def _square_of(token: str, what: str) -> Square:
    try:
        return read_square(token)
    except NotationError as error:
        raise NotationError(say.in_piece(what, str(error))) from None
