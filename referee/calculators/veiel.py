"""L'Ordre de Veiel: four calculators, each an API endpoint and a shareable page.

* targeting — ``POST /api/v1/calculators/veiel/targeting/``, page ``/calculateurs/veiel/ciblage/``;
* hero damage — ``…/hero-damage/``, page ``/calculateurs/veiel/degats-heros/``;
* enemy damage, boss included — ``…/enemy-damage/``, page ``/calculateurs/veiel/degats-ennemi/``;
* set-up — ``…/setup/``, page ``/calculateurs/veiel/mise-en-place/``.

The serializers describe the JSON for the API documentation; the engine
(``referee.engine.veiel``) validates the rules themselves and names the faulty field.

The targeting page keeps the whole board in its address, one short parameter per piece
(see :data:`GRAMMAR`, which the page prints), so a judge can share a position in a chat:

    /calculateurs/veiel/ciblage/?h=B4.m3.e1.Aline&h=E4.m2&e=B1.d3.Goule&o=C3
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import quote_plus

from django.http import QueryDict
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from referee.limits import MAX_ITEMS
from referee.calculators.base import Calculator
from referee.engine import veiel as engine
from referee.engine.trace import EngineError, InvalidInput

# Limits of this tool: a solo party of 4 heroes; 8 enemies, above the 6 the hardest encounter of
# the difficulty table sets out (« 1 Basique + 1 Intermédiaire + 4 Puissant »), room left for
# summons (each enemy more costs every other one's path); piles of 60 cards.
MAX_HEROES, MAX_ENEMIES, MAX_PILE = 4, 8, 60

CARD_KEYWORDS = [k.value for k in engine.CardKeyword]
DAMAGE_KINDS = [k.value for k in engine.DamageKind]
DAMAGE_KIND_LABELS = [(engine.DamageKind.DAMAGE.value, "Dégâts (le blocage les arrête)"),
                      (engine.DamageKind.WOUNDS.value, "Blessures (jamais bloquées)")]


# =========================================================================================
# Request serializers: the JSON bodies, for /api/v1/docs/ (the engine validates the rules)
# =========================================================================================
SQUARE_SCHEMA = {
    "oneOf": [
        {"type": "string", "pattern": "^[A-La-l][0-9]{1,2}$", "example": "C2",
         "description": "Le nom de la case : la lettre de la colonne (A à gauche) puis le numéro de la ligne "
                        "(1 en haut)."},
        {"type": "object", "required": ["row", "col"],
         "properties": {"row": {"type": "integer", "description": "Ligne, 1 en haut."},
                        "col": {"type": "integer", "description": "Colonne, 1 à gauche."}}},
    ],
}

REACH_SCHEMA = {
    "oneOf": [
        {"type": "string", "enum": ["adjacent"], "description": "Les 4 cases orthogonalement collées."},
        {"type": "object", "required": ["range"],
         "properties": {"range": {"type": "integer", "minimum": 1, "description": "Portée N : les cases à N cases ou "
                                                                                  "moins, comptées orthogonalement."}}},
        {"type": "object", "required": ["offsets"],
         "properties": {"offsets": {"type": "array", "description": "Les cases dessinées sur la carte : "
                                    "[décalage de ligne (vers le bas), décalage de colonne (vers la droite)].",
                                    "items": {"type": "array", "items": {"type": "integer"},
                                              "minItems": 2, "maxItems": 2}}}},
    ],
}

CARD_SCHEMA = {
    "oneOf": [
        {"type": "string", "description": "Le nom de la carte (sans mot-clé qui compte pour les blessures)."},
        {"type": "object", "required": ["name"],
         "properties": {"name": {"type": "string"},
                        "keywords": {"type": "array", "items": {"type": "string", "enum": CARD_KEYWORDS}}}},
    ],
}


class _PassThrough(serializers.Field):
    """A value the engine parses itself (several accepted shapes): kept as sent."""

    def to_internal_value(self, data: Any) -> Any:
        return data

    def to_representation(self, value: Any) -> Any:
        return value


@extend_schema_field(SQUARE_SCHEMA)
class SquareField(_PassThrough):
    """« C2 » or {"row": 2, "col": 3}."""


@extend_schema_field(REACH_SCHEMA)
class ReachField(_PassThrough):
    """« adjacent », {"range": N} or {"offsets": [[ligne, colonne], …]}."""


@extend_schema_field(CARD_SCHEMA)
class CardField(_PassThrough):
    """« Frappe » or {"name": "Garde", "keywords": ["persistant"]}."""


class VeielHeroSerializer(serializers.Serializer):
    name = serializers.CharField(
        help_text="Le nom du héros, distinct de celui des autres héros (les ennemis y renvoient).")
    square = SquareField(help_text="La case du héros : « C2 » (colonne C, ligne 2) ou {\"row\": 2, \"col\": 3}.")
    threat = serializers.IntegerField(
        help_text="Sa menace (0 à 99) : départage les cibles à égalité de déplacement.")
    swords = serializers.IntegerField(
        required=False, help_text="Ses symboles d'épée (défaut 0) : départagent à égalité de menace.")
    attackable = serializers.BooleanField(
        required=False, help_text="false si un effet interdit à tout ennemi de l'attaquer : les ennemis l'ignorent "
                                  "(défaut true).")
    dead = serializers.BooleanField(
        required=False, help_text="true pour un héros mort resté sur le plateau : ni cible ni obstacle (défaut false).")


class VeielEnemySerializer(serializers.Serializer):
    name = serializers.CharField(
        required=False, help_text="Le nom imprimé (défaut « Ennemi ») ; plusieurs ennemis peuvent le partager.")
    square = SquareField(help_text="La case de l'ennemi.")
    movement = serializers.IntegerField(help_text="Ses points de déplacement (0 à 99).")
    reach = ReachField(
        help_text="La portée de son attaque : « adjacent », {\"range\": N} ou {\"offsets\": [[ligne, colonne], …]} "
                  "(cases dessinées sur la carte, lignes vers le bas).")
    icon = serializers.ChoiceField(
        choices=[i.value for i in engine.Icon], help_text="L'icône de ciblage : cible-unique ou cible-multiple.")
    may_not_attack = serializers.ListField(max_length=MAX_HEROES,
        child=serializers.CharField(), required=False,
        help_text="Les noms des héros qu'un effet lui interdit d'attaquer : il les ignore.")
    chosen_target = serializers.CharField(
        required=False, help_text="Le héros que le juge désigne quand l'aide laisse une égalité entre héros "
                                  "(refusé s'il n'y en a pas).")
    chosen_square = SquareField(
        required=False, help_text="La case d'arrivée que le juge choisit quand l'aide laisse plusieurs cases à "
                                  "égalité (refusée sinon).")


class VeielEntitySerializer(serializers.Serializer):
    kind = serializers.ChoiceField(
        choices=[k.value for k in engine.EntityKind],
        help_text="obstacle, infranchissable, allie ou cadavre (une case de cadavre compte comme vide).")
    square = SquareField(help_text="La case de l'entité.")
    name = serializers.CharField(required=False, help_text="Son nom, pour les textes.")


class VeielTargetingRequestSerializer(serializers.Serializer):
    rows = serializers.IntegerField(help_text="Le nombre de lignes du plateau, de 1 à 12.")
    cols = serializers.IntegerField(help_text="Le nombre de colonnes du plateau, de 1 à 12.")
    heroes = VeielHeroSerializer(many=True, max_length=MAX_HEROES, required=False, help_text="Les héros, vivants ou morts.")
    enemies = VeielEnemySerializer(many=True, max_length=MAX_ENEMIES, required=False,
        help_text="Les ennemis, dans n'importe quel ordre : ils jouent dans l'ordre de lecture.")
    entities = VeielEntitySerializer(many=True, max_length=MAX_ITEMS, required=False, help_text="Obstacles, Infranchissables, alliés et cadavres.")


class VeielHeroDamageRequestSerializer(serializers.Serializer):
    hero = serializers.CharField(
        required=False, help_text="Le nom du héros, pour les textes (défaut « Le héros »).")
    damage = serializers.IntegerField(help_text="Les dégâts (ou blessures) de l'attaque, de 0 à 99.")
    kind = serializers.ChoiceField(
        choices=DAMAGE_KINDS, required=False,
        help_text="degats (arrêtés par le blocage, défaut) ou blessures (jamais bloquées).")
    block = serializers.IntegerField(required=False, help_text="Les points de blocage du héros (défaut 0).")
    deck = serializers.ListField(max_length=MAX_PILE,
        child=CardField(), required=False, help_text="Le deck, carte du dessus en premier.")
    discard = serializers.ListField(max_length=MAX_PILE,
        child=CardField(), required=False,
        help_text="La défausse, carte du dessus en premier ; son ordre tient lieu de mélange quand le deck est "
                  "reconstitué.")
    hand = serializers.ListField(max_length=MAX_PILE,
        child=CardField(), required=False,
        help_text="La main, dans l'ordre où le joueur céderait ses cartes si deck et défausse sont vides.")
    wounds = serializers.ListField(max_length=MAX_PILE,
        child=CardField(), required=False, help_text="La pile des blessures avant l'attaque.")
    substitute_with = serializers.ListField(max_length=MAX_PILE,
        child=serializers.CharField(), required=False,
        help_text="Les cartes Substitution de la main que le joueur choisit de placer dans ses blessures, une par "
                  "blessure à partir de la première.")


class VeielEnemyDamageRequestSerializer(serializers.Serializer):
    enemy = serializers.CharField(
        required=False, help_text="Le nom de l'ennemi, pour les textes (défaut « L'ennemi »).")
    damage = serializers.IntegerField(help_text="Les dégâts (ou blessures) de l'attaque du héros, de 0 à 99.")
    kind = serializers.ChoiceField(choices=DAMAGE_KINDS, required=False, help_text="degats (défaut) ou blessures.")
    block = serializers.IntegerField(
        required=False, help_text="Les points de blocage de l'ennemi, si un effet lui en donne.")
    yellow = serializers.IntegerField(help_text="Le dé jaune maintenant : de 1 à sa valeur initiale.")
    yellow_max = serializers.IntegerField(
        help_text="La valeur initiale du dé jaune, imprimée sur la carte de l'ennemi.")
    red = serializers.IntegerField(help_text="Le dé rouge maintenant : ses vies restantes (1 ou plus).")
    boss = serializers.BooleanField(
        required=False, help_text="true pour un boss : son passif et une carte Action par vie perdue.")
    action_cards_left = serializers.IntegerField(
        required=False, help_text="Pour un boss : les cartes de sa pile Action (0 à 7, défaut 7).")
    summons = serializers.ListField(max_length=MAX_ENEMIES,
        child=serializers.CharField(), required=False,
        help_text="Les ennemis qu'il a invoqués : ils meurent avec lui.")
    corpses = serializers.BooleanField(
        required=False, help_text="true si un joueur utilise les cadavres (l'ennemi mort reste sur le plateau, "
                                  "face cachée).")


class VeielSetupRequestSerializer(serializers.Serializer):
    difficulty = serializers.ChoiceField(
        choices=[d.value for d in engine.Difficulty], help_text="La difficulté d'une partie à 4 affrontements.")


# =========================================================================================
# Page helpers shared by the forms
# =========================================================================================
def _int_param(params: QueryDict, name: str, label: str) -> int | None:
    """A number typed in a form: None when empty, an error naming the field when not a whole number."""
    value = params.get(name, "").strip()
    if not value:
        return None
    if not re.fullmatch(r"-?[0-9]{1,6}", value):
        raise InvalidInput(label, f"« {value} » : un nombre entier est attendu.")
    return int(value)


def _names_param(params: QueryDict, name: str) -> list[str]:
    """« Rat, Chauve-souris » → ["Rat", "Chauve-souris"]."""
    return [part.strip() for part in re.split(r"[,;\n]", params.get(name, "")) if part.strip()]


def _checked(build: Callable[[Any], Any], data: dict, label_of: Callable[[str], str]) -> dict:
    """Build the engine's input now, so that a page error names the form's field, not the JSON path."""
    try:
        build(data)
    except EngineError as error:
        raise type(error)(label_of(error.field), error.message, error.rule) from None
    return data


def _label_by_key(labels: dict[str, str]) -> Callable[[str], str]:
    def label_of(path: str) -> str:
        key = re.split(r"[.\[]", path, maxsplit=1)[0]
        return labels.get(key, path)

    return label_of


# =========================================================================================
# Targeting page: the board in the address
# =========================================================================================
DEFAULT_ROWS, DEFAULT_COLS = 5, 6
LETTERS = "ABCDEFGHIJKL"
HERO, ENEMY = "h", "e"
ENTITY_PARAMS = {"o": engine.EntityKind.OBSTACLE, "x": engine.EntityKind.INFRANCHISSABLE,
                 "a": engine.EntityKind.ALLY, "c": engine.EntityKind.CORPSE}
PIECE_PARAMS = (HERO, ENEMY, *ENTITY_PARAMS)
KIND_NAMES = {HERO: "héros", ENEMY: "ennemi", "o": "obstacle", "x": "infranchissable", "a": "allié", "c": "cadavre"}
CSS_KINDS = {HERO: "hero", ENEMY: "enemy", "o": "obstacle", "x": "infranchissable", "a": "allie", "c": "cadavre"}
TOOLS = [("h", "Héros", "hero"), ("e", "Ennemi", "enemy"), ("o", "Obstacle", "obstacle"),
         ("x", "Infranch.", "infranchissable"), ("a", "Allié", "allie"), ("c", "Cadavre", "cadavre"),
         ("gomme", "Gomme", "gomme")]

GRAMMAR = [
    ("lignes=5&colonnes=6", "la taille du plateau (5 × 6 par défaut, 12 × 12 au plus)."),
    ("h=B4.m3.e1.Aline", "un héros en B4 (colonne B, ligne 4 depuis le haut), menace 3, 1 épée, nommé Aline. "
                         "m est obligatoire ; e vaut 0 par défaut ; le nom « Héros B4 » par défaut. "
                         "Ajouter .inattaquable si aucun ennemi ne peut l'attaquer, .mort pour un héros mort."),
    ("e=B1.d3.Goule", "un ennemi en B1, 3 déplacements (d obligatoire), attaque adjacente, cible unique. "
                      "Ajouter .p2 pour une portée 2, ou une case dessinée par .fLxC (L lignes plus bas, C colonnes "
                      "à droite, négatif vers le haut ou la gauche : .f-1x0) ; .multi pour la cible multiple ; "
                      ".sauf-Aline s'il ne peut pas attaquer Aline ; choix du juge en cas d'égalité : .cible-Aline, "
                      ".arrivee-C2."),
    ("o=C3.D3", "des Obstacles ; de même x= Infranchissable, a= allié, c= cadavre."),
]

_SQUARE_TOKEN = re.compile(r"^([A-Za-z])([0-9]{1,2})$")
_NUMBER_TOKEN = re.compile(r"^([a-z])(-?[0-9]{1,6})$")
_OFFSET_TOKEN = re.compile(r"^f(-?[0-9]{1,2})x(-?[0-9]{1,2})$")
_FIELD_LIKE = re.compile(r"^(?:[A-Za-z]-?[0-9]|[a-z]{1,2}$)")
"""A token that looks like a mistyped setting (« m-1 », « mx »), not like a name."""


def square_name(row: int, col: int) -> str:
    return f"{LETTERS[col - 1]}{row}" if 1 <= col <= len(LETTERS) else f"?{row}"


def _square(token: str, field: str, what: str) -> str:
    match = _SQUARE_TOKEN.match(token.strip())
    if not match:
        raise InvalidInput(field, f"{what} : « {token} » n'est pas une case ; écrivez la lettre de la colonne puis le "
                                  "numéro de la ligne, comme B3.")
    letter = match.group(1).upper()
    if letter not in LETTERS:
        raise InvalidInput(field, f"{what} : « {token} » est hors de tout plateau ; les colonnes vont de A à "
                                  f"{LETTERS[-1]} ({engine.MAX_BOARD_SIDE} au plus).")
    return f"{letter}{int(match.group(2))}"


@dataclass(frozen=True)
class Piece:
    """A piece of the page's board, read from (and written back to) one URL token."""

    kind: str
    square: str
    name: str = ""
    threat: int = 0
    swords: int = 0
    attackable: bool = True
    dead: bool = False
    movement: int = 0
    range: int | None = None
    offsets: tuple[tuple[int, int], ...] = ()
    multiple: bool = False
    may_not_attack: tuple[str, ...] = ()
    chosen_target: str = ""
    chosen_square: str = ""

    @property
    def display_name(self) -> str:
        if self.name:
            return self.name
        return f"Héros {self.square}" if self.kind == HERO else "Ennemi" if self.kind == ENEMY else KIND_NAMES[self.kind]

    def token(self) -> str:
        """The URL value of this piece (entities: just the square)."""
        parts = [self.square]
        if self.kind == HERO:
            parts.append(f"m{self.threat}")
            if self.swords:
                parts.append(f"e{self.swords}")
            if not self.attackable:
                parts.append("inattaquable")
            if self.dead:
                parts.append("mort")
        elif self.kind == ENEMY:
            parts.append(f"d{self.movement}")
            if self.range is not None and (self.range != engine.ADJACENT_RANGE or self.offsets):
                parts.append(f"p{self.range}")
            parts += [f"f{r}x{c}" for r, c in self.offsets]
            if self.multiple:
                parts.append("multi")
            parts += [f"sauf-{n}" for n in self.may_not_attack]
            if self.chosen_target:
                parts.append(f"cible-{self.chosen_target}")
            if self.chosen_square:
                parts.append(f"arrivee-{self.chosen_square}")
        if self.name and self.kind in (HERO, ENEMY):
            parts.append(self.name)
        return ".".join(parts)

    def data(self) -> dict:
        """The engine's JSON for this piece."""
        if self.kind == HERO:
            return {"name": self.display_name, "square": self.square, "threat": self.threat, "swords": self.swords,
                    "attackable": self.attackable, "dead": self.dead}
        if self.kind == ENEMY:
            if self.offsets and self.range is None:
                reach: Any = {"offsets": [list(o) for o in self.offsets]}
            elif self.offsets:
                reach = {"range": self.range, "offsets": [list(o) for o in self.offsets]}  # the engine refuses both
            elif self.range is None or self.range == engine.ADJACENT_RANGE:
                reach = "adjacent"
            else:
                reach = {"range": self.range}
            data = {"name": self.display_name, "square": self.square, "movement": self.movement, "reach": reach,
                    "icon": (engine.Icon.MULTIPLE if self.multiple else engine.Icon.SINGLE).value}
            if self.may_not_attack:
                data["may_not_attack"] = list(self.may_not_attack)
            if self.chosen_target:
                data["chosen_target"] = self.chosen_target
            if self.chosen_square:
                data["chosen_square"] = self.chosen_square
            return data
        return {"kind": ENTITY_PARAMS[self.kind].value, "square": self.square}

    def describe(self) -> str:
        """« Aline, héros en B4 : menace 3, 1 épée »."""
        if self.kind == HERO:
            who = f"{self.name}, héros en {self.square}" if self.name else f"Héros en {self.square}"
            text = f"{who} : menace {self.threat}, {self.swords} épée" + (
                "s" if self.swords > 1 else "")
            text += ", inattaquable" if not self.attackable else ""
            text += ", mort" if self.dead else ""
            return text
        if self.kind == ENEMY:
            if self.offsets:
                reach = f"{len(self.offsets)} case{'s' if len(self.offsets) > 1 else ''} dessinée" + (
                    "s" if len(self.offsets) > 1 else "")
            elif self.range and self.range > 1:
                reach = f"portée {self.range}"
            else:
                reach = "adjacent"
            who = f"{self.name}, ennemi en {self.square}" if self.name else f"Ennemi en {self.square}"
            text = (f"{who} : {self.movement} déplacement"
                    f"{'s' if self.movement > 1 else ''}, {reach}, cible {'multiple' if self.multiple else 'unique'}")
            if self.may_not_attack:
                text += f", n'attaque pas {', '.join(self.may_not_attack)}"
            if self.chosen_target:
                text += f", le juge désigne {self.chosen_target}"
            if self.chosen_square:
                text += f", le juge choisit l'arrivée {self.chosen_square}"
            return text
        return f"{KIND_NAMES[self.kind].capitalize()} en {self.square}"

    @property
    def glyph(self) -> str:
        """What the square shows: the hero's or enemy's initial (entities are drawn by the CSS)."""
        if self.kind in (HERO, ENEMY):
            return (self.name or ("H" if self.kind == HERO else "E"))[:1].upper()
        return ""

    @property
    def detail(self) -> str:
        """The small number under the initial: threat for a hero, movement for an enemy."""
        if self.kind == HERO:
            return "†" if self.dead else f"m{self.threat}"
        if self.kind == ENEMY:
            return f"d{self.movement}"
        return ""


def parse_hero(raw: str) -> Piece:
    where = f"h={raw}"
    tokens = [t for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise InvalidInput(where, "Héros vide : écrivez au moins sa case et sa menace, comme h=B3.m2.")
    square = _square(tokens[0], where, "Héros")
    values: dict[str, Any] = {}
    name = ""
    for token in tokens[1:]:
        token = token.strip()
        number = _NUMBER_TOKEN.match(token.lower())
        if number and number.group(1) in ("m", "e"):
            key = "threat" if number.group(1) == "m" else "swords"
            if key in values:
                raise InvalidInput(where, f"« {number.group(1)} » est donné deux fois.")
            values[key] = int(number.group(2))
        elif token.lower() == "inattaquable":
            values["attackable"] = False
        elif token.lower() == "mort":
            values["dead"] = True
        elif _FIELD_LIKE.match(token):
            raise InvalidInput(where, f"« {token} » illisible : m (menace), e (épées), inattaquable, mort, ou un nom.")
        elif name:
            raise InvalidInput(where, f"Deux noms pour un héros : « {name} » et « {token} ».")
        else:
            name = token
    if "threat" not in values:
        raise InvalidInput(where, "La menace du héros manque : ajoutez m suivi du nombre, comme h=B3.m2.")
    return Piece(kind=HERO, square=square, name=name, **values)


def parse_enemy(raw: str) -> Piece:
    where = f"e={raw}"
    tokens = [t for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise InvalidInput(where, "Ennemi vide : écrivez au moins sa case et son déplacement, comme e=B1.d3.")
    square = _square(tokens[0], where, "Ennemi")
    values: dict[str, Any] = {}
    offsets: list[tuple[int, int]] = []
    may_not: list[str] = []
    name = ""
    for token in tokens[1:]:
        token = token.strip()
        lower = token.lower()
        number = _NUMBER_TOKEN.match(lower)
        offset = _OFFSET_TOKEN.match(lower)
        if number and number.group(1) in ("d", "p"):
            key = "movement" if number.group(1) == "d" else "range"
            if key in values:
                raise InvalidInput(where, f"« {number.group(1)} » est donné deux fois.")
            values[key] = int(number.group(2))
        elif offset:
            offsets.append((int(offset.group(1)), int(offset.group(2))))
        elif lower in ("multi", "multiple"):
            values["multiple"] = True
        elif lower == "unique":
            values["multiple"] = False
        elif lower.startswith("sauf-") and token[5:].strip():
            may_not.append(token[5:].strip())
        elif lower.startswith("cible-") and token[6:].strip():
            values["chosen_target"] = token[6:].strip()
        elif lower.startswith("arrivee-") or lower.startswith("arrivée-"):
            values["chosen_square"] = _square(token.split("-", 1)[1], where, "Case d'arrivée")
        elif _FIELD_LIKE.match(token):
            raise InvalidInput(where, f"« {token} » illisible : d (déplacement), p (portée), fLxC (case dessinée), "
                                      "multi, sauf-…, cible-…, arrivee-…, ou un nom.")
        elif name:
            raise InvalidInput(where, f"Deux noms pour un ennemi : « {name} » et « {token} ».")
        else:
            name = token
    if "movement" not in values:
        raise InvalidInput(where, "Le déplacement de l'ennemi manque : ajoutez d suivi du nombre, comme e=B1.d3.")
    return Piece(kind=ENEMY, square=square, name=name, offsets=tuple(offsets), may_not_attack=tuple(may_not), **values)


def parse_entities(kind: str, raw: str) -> list[Piece]:
    where = f"{kind}={raw}"
    tokens = [t for t in raw.strip().split(".") if t.strip()]
    if not tokens:
        raise InvalidInput(where, f"Aucune case pour {KIND_NAMES[kind]} : écrivez par exemple {kind}=C3.")
    return [Piece(kind=kind, square=_square(t, where, KIND_NAMES[kind].capitalize())) for t in tokens]


@dataclass
class BoardState:
    """The page's board: its size, its pieces (with the URL parameter each came from), unreadable ones."""

    rows: int = DEFAULT_ROWS
    cols: int = DEFAULT_COLS
    pieces: list[Piece] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    """For each piece, the ``name=value`` it was read from: errors name it."""
    unreadable: list[tuple[str, str]] = field(default_factory=list)
    """(parameter, value) the lenient reading could not parse: kept, listed, removable."""

    def query(self, without: int | None = None, without_unreadable: int | None = None) -> str:
        """The canonical query string: short, readable, one parameter per hero or enemy."""
        pairs: list[tuple[str, str]] = []
        if self.rows != DEFAULT_ROWS:
            pairs.append(("lignes", str(self.rows)))
        if self.cols != DEFAULT_COLS:
            pairs.append(("colonnes", str(self.cols)))
        kept = [p for i, p in enumerate(self.pieces) if i != without]
        for kind in (HERO, ENEMY):
            pairs += [(kind, p.token()) for p in kept if p.kind == kind]
        for kind in ENTITY_PARAMS:
            squares = [p.square for p in kept if p.kind == kind]
            if squares:
                pairs.append((kind, ".".join(squares)))
        pairs += [pair for i, pair in enumerate(self.unreadable) if i != without_unreadable]
        return "&".join(f"{k}={quote_plus(v, safe='')}" for k, v in pairs)

    def hidden_inputs(self) -> list[tuple[str, str]]:
        return [tuple(pair.split("=", 1)) for pair in self.sources] + list(self.unreadable)  # type: ignore[misc]

    def data(self) -> dict:
        heroes = [p for p in self.pieces if p.kind == HERO]
        enemies = [p for p in self.pieces if p.kind == ENEMY]
        entities = [p for p in self.pieces if p.kind in ENTITY_PARAMS]
        return {"rows": self.rows, "cols": self.cols, "heroes": [p.data() for p in heroes],
                "enemies": [p.data() for p in enemies], "entities": [p.data() for p in entities]}

    def source_of(self, path: str) -> str:
        """An engine field path (« enemies[1].movement ») → the URL parameter of that piece (« e=B1.d-2 »)."""
        match = re.match(r"^(heroes|enemies|entities)\[([0-9]+)\]", path)
        if not match:
            return {"rows": "lignes", "cols": "colonnes"}.get(path, path)
        kinds = {"heroes": (HERO,), "enemies": (ENEMY,), "entities": tuple(ENTITY_PARAMS)}[match.group(1)]
        indices = [i for i, p in enumerate(self.pieces) if p.kind in kinds]
        position = int(match.group(2))
        if position >= len(indices):
            return path
        return self.sources[indices[position]]


def _size(params: QueryDict, name: str, label: str, default: int) -> int:
    value = _int_param(params, name, label)
    if value is None:
        return default
    if not 1 <= value <= engine.MAX_BOARD_SIDE:
        raise InvalidInput(label, f"Le plateau a de 1 à {engine.MAX_BOARD_SIDE} {name} (reçu : {value}).")
    return value


def read_board(params: QueryDict, lenient: bool = False) -> BoardState:
    """The board in the address, then the square tapped with a tool (``case`` and ``outil``) applied to it."""
    state = BoardState()
    try:
        state.rows = _size(params, "lignes", "lignes", DEFAULT_ROWS)
        state.cols = _size(params, "colonnes", "colonnes", DEFAULT_COLS)
    except InvalidInput:
        if not lenient:
            raise
    parsers: dict[str, Callable[[str], list[Piece]]] = {
        HERO: lambda raw: [parse_hero(raw)], ENEMY: lambda raw: [parse_enemy(raw)],
        **{kind: (lambda raw, kind=kind: parse_entities(kind, raw)) for kind in ENTITY_PARAMS}}
    for kind in PIECE_PARAMS:
        for raw in params.getlist(kind):
            try:
                pieces = parsers[kind](raw)
            except InvalidInput:
                if not lenient:
                    raise
                state.unreadable.append((kind, raw))
                continue
            for piece in pieces:
                state.pieces.append(piece)
                state.sources.append(f"{kind}={piece.token()}")
    if params.get("case") and params.get("outil"):
        try:
            _apply_tool(state, params)
        except InvalidInput:
            if not lenient:
                raise
    return state


def _apply_tool(state: BoardState, params: QueryDict) -> None:
    """Tap a square with a tool: the same kind of piece there is removed, anything else replaced."""
    square = _square(params["case"], "case", "Case touchée")
    tool = params["outil"]
    if tool not in {t[0] for t in TOOLS}:
        raise InvalidInput("outil", f"Outil « {tool} » inconnu.")
    here = [i for i, p in enumerate(state.pieces) if p.square == square]
    same = [i for i in here if state.pieces[i].kind == tool]
    if tool == "gomme":
        drop = here
    elif same:
        drop = same
    elif tool == "c":
        drop = []  # a corpse lies under whatever stands there
    else:
        drop = [i for i in here if state.pieces[i].kind != "c"]
    new = None if tool == "gomme" or same else _tool_piece(tool, square, params)
    state.pieces = [p for i, p in enumerate(state.pieces) if i not in drop]
    state.sources = [s for i, s in enumerate(state.sources) if i not in drop]
    if new is not None:
        state.pieces.append(new)
        state.sources.append(f"{tool}={new.token()}")


def _tool_piece(tool: str, square: str, params: QueryDict) -> Piece:
    """The piece the tool's settings describe (the settings are form fields, not part of the shared board)."""
    if tool == HERO:
        threat = _int_param(params, "menace", "Menace")
        return Piece(kind=HERO, square=square, name=_clean_name(params.get("nom_h", ""), "Nom du héros"),
                     threat=1 if threat is None else threat, swords=_int_param(params, "epees", "Épées") or 0,
                     attackable=params.get("inattaquable") != "1", dead=params.get("mort") == "1")
    if tool == ENEMY:
        movement = _int_param(params, "deplacement", "Déplacement")
        reach = _int_param(params, "portee", "Portée")
        offsets = []
        for part in params.get("forme", "").replace(",", " ").split():
            match = re.fullmatch(r"f?(-?[0-9]{1,2})x(-?[0-9]{1,2})", part.strip().lower())
            if not match:
                raise InvalidInput("Cases dessinées", f"« {part} » illisible : écrivez LxC, comme -1x0 (une ligne plus "
                                                      "haut) ou 0x2 (deux colonnes à droite).")
            offsets.append((int(match.group(1)), int(match.group(2))))
        arrival = params.get("arrivee", "").strip()
        return Piece(kind=ENEMY, square=square, name=_clean_name(params.get("nom_e", ""), "Nom de l'ennemi"),
                     movement=3 if movement is None else movement,
                     # Drawn squares replace the range: the form's range (1 by default) is then ignored.
                     range=None if offsets else engine.ADJACENT_RANGE if reach is None else reach,
                     offsets=tuple(offsets), multiple=params.get("multi") == "1",
                     may_not_attack=tuple(_clean_name(n, "N'attaque pas") for n in _names_param(params, "sauf")),
                     chosen_target=_clean_name(params.get("cible", ""), "Cible désignée"),
                     chosen_square=_square(arrival, "Arrivée choisie", "Arrivée choisie") if arrival else "")
    return Piece(kind=tool, square=square)


def _clean_name(value: str, label: str) -> str:
    value = " ".join(value.split())
    if "." in value:
        raise InvalidInput(label, f"« {value} » : un nom ne peut pas contenir de point (il sépare les réglages dans "
                                  "l'adresse).")
    if _FIELD_LIKE.match(value) or value.lower() in ("inattaquable", "mort", "multi", "multiple", "unique"):
        raise InvalidInput(label, f"« {value} » ressemble à un réglage : choisissez un autre nom.")
    return value[:40]


def targeting_page_data(params: QueryDict) -> dict | None:
    """The board in the address (plus a tapped square) → the API's JSON; None for an empty board."""
    state = read_board(params)
    if not state.pieces:
        return None
    return _checked(engine.Board.from_dict, state.data(), state.source_of)


def targeting_page_context(params: QueryDict) -> dict:
    state = read_board(params, lenient=True)
    base = TARGETING.url
    by_square: dict[str, list[Piece]] = {}
    for piece in state.pieces:
        by_square.setdefault(piece.square, []).append(piece)
    grid = []
    for row in range(1, state.rows + 1):
        cells = []
        for col in range(1, state.cols + 1):
            name = square_name(row, col)
            pieces = sorted(by_square.get(name, []), key=lambda p: p.kind == "c", reverse=True)
            label = name + (" : " + " ; ".join(p.describe() for p in pieces) if pieces else " : vide")
            cells.append({"name": name, "row": row, "col": col, "label": label,
                          "pieces": [{"css": CSS_KINDS[p.kind], "glyph": p.glyph, "detail": p.detail}
                                     for p in pieces]})
        grid.append(cells)
    pieces = [{"css": CSS_KINDS[p.kind], "glyph": p.glyph, "text": p.describe(), "source": state.sources[i],
               "remove_url": _url(base, state.query(without=i))} for i, p in enumerate(state.pieces)]
    unreadable = [{"source": f"{kind}={raw}", "remove_url": _url(base, state.query(without_unreadable=i))}
                  for i, (kind, raw) in enumerate(state.unreadable)]
    tool = params.get("outil") if params.get("outil") in {t[0] for t in TOOLS} else HERO
    settings = {key: params.get(key, default) for key, default in (
        ("nom_h", ""), ("menace", "1"), ("epees", "0"), ("nom_e", ""), ("deplacement", "3"), ("portee", "1"),
        ("forme", ""), ("sauf", ""), ("cible", ""), ("arrivee", ""), ("inattaquable", ""), ("mort", ""),
        ("multi", ""))}
    return {
        "rows": state.rows, "cols": state.cols, "grid": grid, "pieces": pieces, "unreadable": unreadable,
        "state_inputs": state.hidden_inputs(), "share_url": _url(base, state.query()),
        "size_options": range(1, engine.MAX_BOARD_SIDE + 1), "tools": TOOLS, "tool": tool, "settings": settings,
        "grammar": GRAMMAR, "outcome_details": "calculators/_veiel_targeting_drawing.html",
    }


def _url(base: str, query: str) -> str:
    return f"{base}?{query}" if query else base


TARGETING_EXAMPLE = {
    "rows": 5, "cols": 6,
    "heroes": [{"name": "Aline", "square": "B4", "threat": 3, "swords": 1}, {"name": "Bruno", "square": "E4", "threat": 2}],
    "enemies": [{"name": "Goule", "square": "B1", "movement": 3, "reach": "adjacent", "icon": "cible-unique"},
                {"name": "Spectre", "square": "F1", "movement": 2, "reach": {"range": 2}, "icon": "cible-multiple"}],
    "entities": [{"kind": "obstacle", "square": "C3"}],
}

TARGETING = Calculator(
    game="veiel",
    slug="ciblage",
    api_slug="targeting",
    title="L'Ordre de Veiel — ciblage des ennemis",
    description=("Qui chaque ennemi attaque et par où il passe, ennemi par ennemi dans l'ordre de lecture : héros le "
                 "plus proche, menace puis épées, cible multiple, obstacles, Infranchissables, alliés et cadavres."),
    build=engine.Board.from_dict,
    resolve=engine.resolve_targeting,
    request_serializer=VeielTargetingRequestSerializer,
    template="calculators/veiel_targeting.html",
    page_data=targeting_page_data,
    page_context=targeting_page_context,
    example=TARGETING_EXAMPLE,
)


# =========================================================================================
# Hero damage page
# =========================================================================================
_CARD_TEXT = re.compile(r"^(?P<name>[^\[\]]*?)\s*(?:\[(?P<keywords>[^\[\]]*)\])?$")
HERO_DAMAGE_LABELS = {"hero": "Héros", "damage": "Dégâts", "kind": "Nature", "block": "Blocage", "deck": "Deck",
                      "discard": "Défausse", "hand": "Main", "wounds": "Blessures avant l'attaque",
                      "substitute_with": "Substitution"}
PILES = (("deck", "deck", "Deck"), ("defausse", "discard", "Défausse"), ("main", "hand", "Main"),
         ("blessures", "wounds", "Blessures avant l'attaque"))


def _cards_param(params: QueryDict, name: str, label: str) -> list:
    """« Frappe, Garde [persistant], Sacrifice [substitution] » → the engine's cards."""
    cards: list = []
    for part in re.split(r"[,;\n](?![^\[]*\])", params.get(name, "")):
        part = part.strip()
        if not part:
            continue
        match = _CARD_TEXT.match(part)
        if not match or not match.group("name").strip():
            raise InvalidInput(label, f"Carte « {part} » illisible : son nom, suivi au besoin de [persistant] ou "
                                      "[substitution].")
        keywords = []
        for word in re.split(r"[\s,+/]+", match.group("keywords") or ""):
            if not word:
                continue
            known = [k for k in CARD_KEYWORDS if k.startswith(word.lower()[:4])]
            if len(word) < 4 or not known:
                raise InvalidInput(label, f"Mot-clé « {word} » inconnu pour « {match.group('name')} » : persistant ou "
                                          "substitution.")
            keywords.append(known[0])
        name_text = match.group("name").strip()
        cards.append({"name": name_text, "keywords": keywords} if keywords else name_text)
    return cards


def hero_damage_page_data(params: QueryDict) -> dict | None:
    damage = _int_param(params, "degats", "Dégâts")
    if damage is None:
        return None
    data: dict[str, Any] = {"damage": damage}
    if params.get("heros", "").strip():
        data["hero"] = params["heros"].strip()
    if params.get("nature"):
        data["kind"] = params["nature"]
    block = _int_param(params, "blocage", "Blocage")
    if block is not None:
        data["block"] = block
    for param, key, label in PILES:
        cards = _cards_param(params, param, label)
        if cards:
            data[key] = cards
    substitutes = _names_param(params, "substitution")
    if substitutes:
        data["substitute_with"] = substitutes
    return _checked(engine.HeroDamageInput.from_dict, data, _label_by_key(HERO_DAMAGE_LABELS))


HERO_DAMAGE = Calculator(
    game="veiel",
    slug="degats-heros",
    api_slug="hero-damage",
    title="L'Ordre de Veiel — dégâts à un héros",
    description=("Une attaque ennemie sur un héros : blocage, une blessure par dégât non bloqué, carte par carte "
                 "(deck, défausse reconstituée, main), cartes Persistant et Substitution."),
    build=engine.HeroDamageInput.from_dict,
    resolve=engine.resolve_hero_damage,
    request_serializer=VeielHeroDamageRequestSerializer,
    template="calculators/veiel_hero_damage.html",
    page_data=hero_damage_page_data,
    page_context=lambda params: {"outcome_details": "calculators/_veiel_hero_piles.html",
                                 "damage_kinds": DAMAGE_KIND_LABELS},
    example={"hero": "Aline", "damage": 3, "block": 1, "deck": ["Frappe", {"name": "Garde", "keywords": ["persistant"]},
                                                              "Esquive"], "discard": ["Parade"]},
)


# =========================================================================================
# Enemy damage page (boss included)
# =========================================================================================
ENEMY_DAMAGE_LABELS = {"enemy": "Ennemi", "damage": "Dégâts", "kind": "Nature", "block": "Blocage",
                       "yellow": "Dé jaune", "yellow_max": "Valeur initiale du dé jaune", "red": "Dé rouge",
                       "boss": "Boss", "action_cards_left": "Cartes Action restantes", "summons": "Invocations",
                       "corpses": "Cadavres"}


def enemy_damage_page_data(params: QueryDict) -> dict | None:
    damage = _int_param(params, "degats", "Dégâts")
    if damage is None:
        return None
    data: dict[str, Any] = {"damage": damage}
    if params.get("ennemi", "").strip():
        data["enemy"] = params["ennemi"].strip()
    if params.get("nature"):
        data["kind"] = params["nature"]
    for param, key, label in (("blocage", "block", "Blocage"), ("jaune", "yellow", "Dé jaune"),
                              ("jaune_max", "yellow_max", "Valeur initiale du dé jaune"), ("rouge", "red", "Dé rouge"),
                              ("actions", "action_cards_left", "Cartes Action restantes")):
        value = _int_param(params, param, label)
        if value is not None:
            data[key] = value
    data["boss"] = params.get("boss") == "1"
    data["corpses"] = params.get("cadavres") == "1"
    summons = _names_param(params, "invocations")
    if summons:
        data["summons"] = summons
    return _checked(engine.EnemyDamageInput.from_dict, data, _label_by_key(ENEMY_DAMAGE_LABELS))


ENEMY_DAMAGE = Calculator(
    game="veiel",
    slug="degats-ennemi",
    api_slug="enemy-damage",
    title="L'Ordre de Veiel — dégâts à un ennemi ou au boss",
    description=("Une attaque d'un héros : le dé jaune baisse d'un par dégât, une vie perdue à 0 (dé rouge), mort, "
                 "invocations et cadavres ; pour un boss, son passif et une carte Action par vie perdue."),
    build=engine.EnemyDamageInput.from_dict,
    resolve=engine.resolve_enemy_damage,
    request_serializer=VeielEnemyDamageRequestSerializer,
    template="calculators/veiel_enemy_damage.html",
    page_data=enemy_damage_page_data,
    page_context=lambda params: {"outcome_details": "calculators/_veiel_enemy_dice.html",
                                 "damage_kinds": DAMAGE_KIND_LABELS, "action_deck": engine.BOSS_ACTION_DECK_SIZE},
    example={"enemy": "Liche", "damage": 4, "yellow": 2, "yellow_max": 3, "red": 3, "boss": True,
             "action_cards_left": 7},
)


# =========================================================================================
# Set-up page
# =========================================================================================
DIFFICULTIES = [(d.value, label) for d, label in (
    (engine.Difficulty.EASY, "Facile"), (engine.Difficulty.NORMAL, "Normale"), (engine.Difficulty.HARD, "Difficile"),
    (engine.Difficulty.EXTREME, "Extrême"), (engine.Difficulty.NIGHTMARE, "Cauchemar"),
    (engine.Difficulty.IMPOSSIBLE, "Impossible"))]


def setup_page_data(params: QueryDict) -> dict | None:
    difficulty = params.get("difficulte", "").strip()
    if not difficulty:
        return None
    return _checked(engine.SetupInput.from_dict, {"difficulty": difficulty}, lambda path: "Difficulté")


SETUP = Calculator(
    game="veiel",
    slug="mise-en-place",
    api_slug="setup",
    title="L'Ordre de Veiel — mise en place des 4 affrontements",
    description="Les ennemis de chacun des 4 affrontements d'une partie, selon la difficulté choisie (table de l'aide).",
    build=engine.SetupInput.from_dict,
    resolve=engine.resolve_setup,
    request_serializer=VeielSetupRequestSerializer,
    template="calculators/veiel_setup.html",
    page_data=setup_page_data,
    page_context=lambda params: {"outcome_details": "calculators/_veiel_setup_table.html",
                                 "difficulties": DIFFICULTIES},
    example={"difficulty": "normale"},
)

CALCULATORS = [TARGETING, HERO_DAMAGE, ENEMY_DAMAGE, SETUP]
