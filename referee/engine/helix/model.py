"""The inputs of a Helix Duels combat phase: cards, players, declarations, responses.

Frozen dataclasses built either directly or from plain JSON data with ``from_dict`` (what the
web API calls). ``from_dict`` checks shapes — a missing field, a wrong type, an unknown
vocabulary value — and raises :class:`~referee.engine.trace.InvalidInput` with the path of
the field (:mod:`.jsondata`); :mod:`.validation` checks values (a negative DGT, an unknown card
id) the same way, whichever way the inputs were built.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Any, Union

from . import rules
from .jsondata import Fields, join

# --- French -------------------------------------------------------------------------------------

_VOWELS = "aeiouyhâàäéèêëîïôöûüÂÀÄÉÈÊËÎÏÔÖÛÜAEIOUYH"


def de(name: str) -> str:
    """« de » before a name, elided before a vowel, contracted before « le »: « d'Éclair »,
    « de Boule de Feu », « du Chef de Guerre du défenseur »."""
    if name.startswith(("le ", "Le ")):
        return f"du {name[3:]}"
    return f"d'{name}" if name[:1] in _VOWELS else f"de {name}"


# --- Vocabulary -------------------------------------------------------------------------------


class Side(enum.Enum):
    """The two players of a combat phase."""

    ATTAQUANT = "attaquant"
    DEFENSEUR = "defenseur"

    @property
    def opponent(self) -> Side:
        return Side.DEFENSEUR if self is Side.ATTAQUANT else Side.ATTAQUANT

    @property
    def label(self) -> str:
        """« l'attaquant » / « le défenseur », to build sentences."""
        return "l'attaquant" if self is Side.ATTAQUANT else "le défenseur"

    @property
    def of_label(self) -> str:
        """« de l'attaquant » / « du défenseur »."""
        return "de l'attaquant" if self is Side.ATTAQUANT else "du défenseur"


class CardKind(enum.Enum):
    """What a card on the battlefield is: only creatures attack and block."""

    CREATURE = "creature"
    OBJET = "objet"


class DamageType(enum.Enum):
    """« Type de DGT : Physique ou Magique »; tokens deal « Neutres » damage."""

    PHY = "phy"
    MAG = "mag"
    NEUTRE = "neutre"


class CombatSkill(enum.Enum):
    """« Les créatures ont une Compétence de Combat : CONTACT ou PORTÉE »."""

    CONTACT = "contact"
    PORTEE = "portee"


class Stance(enum.Enum):
    """« État : Dressé ou Incliné »."""

    DRESSE = "dresse"
    INCLINE = "incline"


class Zone(enum.Enum):
    """The two zones of a player's battlefield (Le Positionnement)."""

    ATTAQUE = "attaque"
    DEFENSE = "defense"


class Ability(enum.Enum):
    """The abilities the engine applies, by the slug of their glossary entry.

    Résistance takes a damage type and an amount: it is given in ``Card.resistances``.
    """

    VOL = "vol"
    ENVERGURE = "envergure"
    IMMERSION = "immersion"
    CUIRASSE = "cuirasse"
    INCANDESCENT = "incandescent"
    REMPART = "rempart"
    DISSIMULATION = "dissimulation"
    VISION_QUANTIQUE = "vision-quantique"
    INITIATIVE = "initiative"
    FRENESIE = "frenesie"
    INFLEXIBLE = "inflexible"
    IMMATERIEL = "immateriel"
    BOUCLIER_ARCANIQUE = "bouclier-arcanique"
    NEGATION = "negation"
    FLUIDITE = "fluidite"
    ESQUIVE = "esquive"
    PROTECTION = "protection"
    COUP_FATAL = "coup-fatal"
    DETERMINATION = "determination"
    EPINES_VOLCANIQUES = "epines-volcaniques"
    VENGEANCE = "vengeance"
    VOL_DE_VIE = "vol-de-vie"
    IMMORTEL = "immortel"
    BROUILLARD = "brouillard"

    @property
    def label(self) -> str:
        """The name as printed in the rulebook."""
        return _ABILITY_NAMES[self]

    @property
    def rule(self) -> str:
        """The anchor of the ability's glossary entry."""
        return rules.keyword(self.value)

    @staticmethod
    def hints() -> dict[str, str]:
        """Advice for a value that is not an ability here."""
        return {"resistance": "Résistance se donne dans « resistances », avec son type et son montant"}


_ABILITY_NAMES = {
    Ability.VOL: "Vol",
    Ability.ENVERGURE: "Envergure",
    Ability.IMMERSION: "Immersion",
    Ability.CUIRASSE: "Cuirassé",
    Ability.INCANDESCENT: "Incandescent",
    Ability.REMPART: "Rempart",
    Ability.DISSIMULATION: "Dissimulation",
    Ability.VISION_QUANTIQUE: "Vision Quantique",
    Ability.INITIATIVE: "Initiative",
    Ability.FRENESIE: "Frénésie",
    Ability.INFLEXIBLE: "Inflexible",
    Ability.IMMATERIEL: "Immatériel",
    Ability.BOUCLIER_ARCANIQUE: "Bouclier Arcanique",
    Ability.NEGATION: "Négation",
    Ability.FLUIDITE: "Fluidité",
    Ability.ESQUIVE: "Esquive",
    Ability.PROTECTION: "Protection",
    Ability.COUP_FATAL: "Coup Fatal",
    Ability.DETERMINATION: "Détermination",
    Ability.EPINES_VOLCANIQUES: "Épines Volcaniques",
    Ability.VENGEANCE: "Vengeance",
    Ability.VOL_DE_VIE: "Vol de Vie",
    Ability.IMMORTEL: "Immortel",
    Ability.BROUILLARD: "Brouillard",
}


@dataclass(frozen=True)
class AbilityInfo:
    """One ability a page may offer, with how to give it."""

    slug: str
    """The slug: an entry of ``Card.abilities``, or ``"resistance"``."""

    name: str
    """The French name as printed."""

    rule: str
    """The anchor of its glossary entry."""

    field: str
    """The card field that carries it: ``"abilities"``, or ``"resistances"`` for Résistance."""


ABILITIES: tuple[AbilityInfo, ...] = tuple(
    AbilityInfo(a.value, a.label, a.rule, "abilities") for a in Ability
) + (AbilityInfo("resistance", "Résistance", rules.RESISTANCE, "resistances"),)
"""Every ability the engine understands, in the order a page may list them."""

FORTRESS = "forteresse"
"""The declaration target naming the defender's Forteresse."""

WARLORD = "chef-de-guerre"
"""The source of a ranged strike made by the defender's Chef de Guerre."""

RESERVED_IDS = (FORTRESS, WARLORD)


# --- Cards and players --------------------------------------------------------------------------


@dataclass(frozen=True)
class Loot:
    """« Butin → 6 XP | 4 HLX »: what the opponent gains when the creature is destroyed."""

    xp: int = 0
    """Experience points for the opponent's Chef de Guerre."""

    hlx: int = 0
    """Helix (magic energy) for the opponent."""


@dataclass(frozen=True)
class Resistance:
    """« Résistance aux DGT (MAG) (2) »: damage of one type the card ignores."""

    damage_type: DamageType
    """The damage type resisted."""

    amount: int | None = None
    """The number printed after the type; ``None`` when none is printed (all of it is ignored)."""


@dataclass(frozen=True)
class Card:
    """A creature or an object on the battlefield."""

    id: str
    """A short identifier unique in the phase (``"naiade"``), used by declarations and responses."""

    name: str
    """The card's name as printed (« Naïade Vampire »), used in the ruling."""

    damage: int
    """DGT: the damage the card deals."""

    health: int
    """PDV left (for an object: DRB, its durability)."""

    kind: CardKind = CardKind.CREATURE
    """Creature or object."""

    damage_type: DamageType = DamageType.PHY
    """PHY or MAG (a token's damage is neutral whatever is printed)."""

    combat_skill: CombatSkill = CombatSkill.CONTACT
    """CONTACT or PORTÉE."""

    stance: Stance = Stance.DRESSE
    """Dressée or inclinée."""

    zone: Zone = Zone.DEFENSE
    """The zone the card stands in when attacks are declared."""

    transition: bool = False
    """In Transition (back from the Cemetery this turn): it can neither attack nor block."""

    token: bool = False
    """A token creature (an « Invocation »): it gives no XP."""

    loot: Loot = Loot()
    """Butin: what the opponent gains when this creature is destroyed."""

    abilities: tuple[Ability, ...] = ()
    """The abilities and effects it has (Vol, Initiative…; Brouillard when it suffers it)."""

    resistances: tuple[Resistance, ...] = ()
    """Its Résistances, each with a damage type and an amount."""

    has_attacked: bool = False
    """It has already attacked since it came into play: Dissimulation no longer protects it."""

    attacks_this_turn: int = 0
    """Attacks it already made this turn, in an earlier combat phase."""

    rolls: tuple[int, ...] = ()
    """Its die rolls (D6) for Esquive and Brouillard, used in the order the ruling asks for them."""

    vengeance_target: str | None = None
    """For Vengeance: the id of the enemy creature its controller chooses to hit."""

    def has(self, ability: Ability) -> bool:
        return ability in self.abilities

    @property
    def is_creature(self) -> bool:
        return self.kind is CardKind.CREATURE

    @property
    def revealed(self) -> bool:
        """Dissimulation lasts « tant qu'il n'a pas attaqué »."""
        return self.has_attacked or self.attacks_this_turn > 0

    @classmethod
    def from_dict(cls, data: Any, path: str = "card") -> Card:
        d = Fields(data, path, _CARD_KEYS)
        loot = d.mapping("loot", Loot())
        return cls(
            id=d.str("id"),
            name=d.str("name", None) or d.str("id"),
            damage=d.int("damage"),
            health=d.int("health"),
            kind=d.enum("kind", CardKind, CardKind.CREATURE),
            damage_type=d.enum("damage_type", DamageType, DamageType.PHY),
            combat_skill=d.enum("combat_skill", CombatSkill, CombatSkill.CONTACT),
            stance=d.enum("stance", Stance, Stance.DRESSE),
            zone=d.enum("zone", Zone, Zone.DEFENSE),
            transition=d.bool("transition", False),
            token=d.bool("token", False),
            loot=loot if isinstance(loot, Loot) else _loot_from(loot, join(path, "loot")),
            abilities=tuple(d.enum_list("abilities", Ability)),
            resistances=tuple(
                _resistance_from(item, p) for p, item in d.items("resistances")
            ),
            has_attacked=d.bool("has_attacked", False),
            attacks_this_turn=d.int("attacks_this_turn", 0),
            rolls=tuple(d.int_list("rolls")),
            vengeance_target=d.str("vengeance_target", None),
        )


_CARD_KEYS = (
    "id", "name", "damage", "health", "kind", "damage_type", "combat_skill", "stance", "zone",
    "transition", "token", "loot", "abilities", "resistances", "has_attacked",
    "attacks_this_turn", "rolls", "vengeance_target",
)


def _loot_from(data: Any, path: str) -> Loot:
    d = Fields(data, path, ("xp", "hlx"))
    return Loot(xp=d.int("xp", 0), hlx=d.int("hlx", 0))


def _resistance_from(data: Any, path: str) -> Resistance:
    d = Fields(data, path, ("damage_type", "amount"))
    return Resistance(damage_type=d.enum("damage_type", DamageType), amount=d.int("amount", None))


@dataclass(frozen=True)
class Warlord:
    """A player's Chef de Guerre: its experience, its level, and its strike at range."""

    name: str = "Chef de Guerre"
    """Its name as printed."""

    xp: int = 0
    """Experience points gathered so far."""

    level: int = rules.WARLORD_FIRST_LEVEL
    """1 (recto) or 2 (verso)."""

    damage: int = 0
    """The DGT it deals when it strikes (0 when it has no strike)."""

    damage_type: DamageType = DamageType.PHY
    """The type of the DGT it deals."""

    combat_skill: CombatSkill = CombatSkill.PORTEE
    """PORTÉE lets it strike an attacking creature, as in the rulebook's example."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "warlord") -> Warlord:
        d = Fields(data, path, ("name", "xp", "level", "damage", "damage_type", "combat_skill"))
        return cls(
            name=d.str("name", "Chef de Guerre"),
            xp=d.int("xp", 0),
            level=d.int("level", rules.WARLORD_FIRST_LEVEL),
            damage=d.int("damage", 0),
            damage_type=d.enum("damage_type", DamageType, DamageType.PHY),
            combat_skill=d.enum("combat_skill", CombatSkill, CombatSkill.PORTEE),
        )


@dataclass(frozen=True)
class Player:
    """One player's side of the table in the combat phase."""

    fortress: int
    """The DRB (durability) left to the player's Forteresse."""

    cards: tuple[Card, ...] = ()
    """The player's creatures and objects on the battlefield."""

    warlord: Warlord = Warlord()
    """The player's Chef de Guerre."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "player") -> Player:
        d = Fields(data, path, ("fortress", "cards", "warlord"))
        warlord = d.mapping("warlord", None)
        return cls(
            fortress=d.int("fortress"),
            cards=tuple(Card.from_dict(item, p) for p, item in d.items("cards")),
            warlord=Warlord() if warlord is None else Warlord.from_dict(warlord, join(path, "warlord")),
        )


# --- Declarations and responses ---------------------------------------------------------------


@dataclass(frozen=True)
class Declaration:
    """One attack: an attacking creature, its target, and the defender's blockers."""

    attacker: str
    """The id of the attacking creature."""

    target: str
    """The id of the target creature or object, or ``"forteresse"``."""

    blockers: tuple[str, ...] = ()
    """The ids of the defender's creatures that block this attack (several are allowed)."""

    split: tuple[int, ...] | None = None
    """How the attacker's DGT are shared among its blockers, in the order of ``blockers``."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "declaration") -> Declaration:
        d = Fields(data, path, ("attacker", "target", "blockers", "split"))
        split = d.get("split", None)
        return cls(
            attacker=d.str("attacker"),
            target=d.str("target"),
            blockers=tuple(d.str_list("blockers")),
            split=None if split is None else tuple(d.int_list("split")),
        )


class EffectKind(enum.Enum):
    """What a spell or power played in response does."""

    DEGATS = "degats"
    """Deals an amount of damage to a card (« Boule de Feu : Inflige 2 DGT à une créature »)."""

    TIR = "tir"
    """A defender's PORTÉE creature or Chef de Guerre deals its DGT to an attacking creature."""

    MODIFICATION = "modification"
    """Changes a card's DGT or PDV, or gives it abilities."""

    DESTRUCTION = "destruction"
    """Destroys a card."""


@dataclass(frozen=True)
class SpellDamage:
    """A spell or power that deals damage to a card."""

    target: str
    """The id of the card hit."""

    amount: int
    """The DGT dealt."""

    damage_type: DamageType | None = None
    """PHY, MAG or neutral; ``None`` when the card does not say."""

    kind = EffectKind.DEGATS


@dataclass(frozen=True)
class RangedStrike:
    """« le joueur défenseur peut … lui infliger des dégats avec une créature PORTÉE »."""

    source: str
    """The id of the defender's PORTÉE creature, or ``"chef-de-guerre"``."""

    target: str
    """The id of the attacking creature it strikes."""

    kind = EffectKind.TIR


@dataclass(frozen=True)
class StatChange:
    """A spell or power that changes a card's DGT or PDV, or gives it abilities."""

    target: str
    """The id of the card changed."""

    damage: int = 0
    """DGT gained (negative: lost)."""

    health: int = 0
    """PDV gained (negative: lost)."""

    grants: tuple[Ability, ...] = ()
    """Abilities gained."""

    kind = EffectKind.MODIFICATION


@dataclass(frozen=True)
class Destroy:
    """A spell or power that destroys a card."""

    target: str
    """The id of the card destroyed."""

    kind = EffectKind.DESTRUCTION


Effect = Union[SpellDamage, RangedStrike, StatChange, Destroy]


@dataclass(frozen=True)
class Response:
    """A spell or power played during the Combat phase, before combat damage (the stack)."""

    player: Side
    """Who played it."""

    name: str
    """Its name (« Boule de Feu »), used in the ruling."""

    effect: Effect
    """What it does."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "response") -> Response:
        """Read ``{"player", "name", "kind", …}`` with the fields of its kind of effect."""
        kind = Fields(data, path, _RESPONSE_KEYS).enum("kind", EffectKind)
        d = Fields(data, path, ("player", "name", "kind", *_EFFECT_KEYS[kind]))
        effect: Effect
        if kind is EffectKind.DEGATS:
            effect = SpellDamage(d.str("target"), d.int("amount"), d.enum("damage_type", DamageType, None))
        elif kind is EffectKind.TIR:
            effect = RangedStrike(d.str("source"), d.str("target"))
        elif kind is EffectKind.MODIFICATION:
            effect = StatChange(
                d.str("target"), d.int("damage", 0), d.int("health", 0), tuple(d.enum_list("grants", Ability)))
        else:
            effect = Destroy(d.str("target"))
        default_name = "Tir" if kind is EffectKind.TIR else "Effet"
        return cls(player=d.enum("player", Side), name=d.str("name", default_name), effect=effect)


_EFFECT_KEYS = {
    EffectKind.DEGATS: ("target", "amount", "damage_type"),
    EffectKind.TIR: ("source", "target"),
    EffectKind.MODIFICATION: ("target", "damage", "health", "grants"),
    EffectKind.DESTRUCTION: ("target",),
}
_RESPONSE_KEYS = ("player", "name", "kind", *dict.fromkeys(k for keys in _EFFECT_KEYS.values() for k in keys))


@dataclass(frozen=True)
class CombatPhase:
    """A combat phase of Helix Duels: the table, the attacks, the blocks and the stack."""

    cycle: int
    """The cycle number (« Cycle : tour du joueur 1 + joueur 2 »); no attack in cycle 1."""

    attacking_player: Player
    """The player whose turn it is and who declares the attacks."""

    defending_player: Player
    """The player who blocks and whose Forteresse may be hit."""

    declarations: tuple[Declaration, ...] = ()
    """The attacks, in the order the attacker chooses to resolve them."""

    responses: tuple[Response, ...] = ()
    """The spells and powers played in response, in the order they were played."""

    def player(self, side: Side) -> Player:
        return self.attacking_player if side is Side.ATTAQUANT else self.defending_player

    def with_roll(self, card_id: str, value: int) -> CombatPhase:
        """The same phase where the card has one more die roll: a branch of a missing roll."""

        def add_roll(player: Player) -> Player:
            cards = tuple(replace(c, rolls=c.rolls + (value,)) if c.id == card_id else c for c in player.cards)
            return replace(player, cards=cards)

        return replace(self, attacking_player=add_roll(self.attacking_player),
                       defending_player=add_roll(self.defending_player))

    @classmethod
    def from_dict(cls, data: Any) -> CombatPhase:
        """Build the phase from plain JSON data; raise InvalidInput naming the faulty field."""
        d = Fields(data, "", ("cycle", "attacking_player", "defending_player", "declarations", "responses"))
        return cls(
            cycle=d.int("cycle"),
            attacking_player=Player.from_dict(d.mapping("attacking_player"), "attacking_player"),
            defending_player=Player.from_dict(d.mapping("defending_player"), "defending_player"),
            declarations=tuple(Declaration.from_dict(item, p) for p, item in d.items("declarations")),
            responses=tuple(Response.from_dict(item, p) for p, item in d.items("responses")),
        )


def card_owners(phase: CombatPhase) -> dict[str, Side]:
    """Who controls each card, by id."""
    return {card.id: side for side in Side for card in phase.player(side).cards}
