"""The inputs of a Helix Duels combat phase: cards, players, declarations, responses.

Frozen dataclasses that declare their own JSON shape with ``given(...)``: the shared reader
(:func:`referee.engine.reading.read`) reads a body into them, every shape error at once, and the
API schema is derived from the same declarations. What cannot be said as a bound (an unknown card
id, two cards with one id, a creature in play without PDV) is :mod:`.checks`'s business.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from referee.engine.french import Gender
from referee.engine.reading import given

from . import rules

# --- Vocabulary -------------------------------------------------------------------------------


class Phase(enum.Enum):
    """The five phases of a player's turn, in their order: « Le tour d'un joueur est divisé en 5 phases »
    (« TOUR DE JEU »). One enum for every Helix calculator that names a phase (paying a cost, lasting effects)."""

    CANALISATION = "canalisation"
    PREPARATION = "preparation"
    COMBAT = "combat"
    RESOLUTION = "resolution"
    REPARATION = "reparation"

    @property
    def rank(self) -> int:
        return list(Phase).index(self)


class Side(enum.Enum):
    """The two players of a combat phase."""

    ATTAQUANT = "attaquant"
    DEFENSEUR = "defenseur"

    @property
    def opponent(self) -> Side:
        return Side.DEFENSEUR if self is Side.ATTAQUANT else Side.ATTAQUANT


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
    def rule(self) -> str:
        """The anchor of the ability's glossary entry."""
        return rules.keyword(self.value)

    @staticmethod
    def hints() -> dict[str, str]:
        """Advice for a value that is not an ability here (the reader shows it, in the language in force)."""
        from . import phrasebook as say  # here, not on top: the phrasebook imports this module

        return {"resistance": say.RESISTANCE_APART}


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


FORTRESS = "forteresse"
"""The declaration target naming the defender's Forteresse."""

WARLORD = "chef-de-guerre"
"""The source of a ranged strike made by the defender's Chef de Guerre."""

RESERVED_IDS = (FORTRESS, WARLORD)


# --- A deck list's vocabulary (the deck check, :mod:`.deck`; here so that the phrasebook can name it) ---------

class Category(enum.Enum):
    """The three Livres (« Livre 1 [Créatures], Livre 2 [Objets], Livre 3 [Sorts] ») and the Divinité."""

    CREATURE = "creature"
    OBJECT = "objet"
    SPELL = "sort"
    DIVINITY = "divinite"


class Rarity(enum.Enum):
    COMMON = "commune"
    EPIC = "epique"
    LEGENDARY = "legendaire"


class Element(enum.Enum):
    """The 8 elements of the Éco-Système."""

    AETHER = "aether"
    MAGMA = "magma"
    HYDRIS = "hydris"
    TEMPUS = "tempus"
    NOCTUM = "noctum"
    BRUME = "brume"
    GAIA = "gaia"
    STELLAIRES = "stellaires"


# --- Cards and players --------------------------------------------------------------------------


@dataclass(frozen=True)
class Loot:
    """« Butin → 6 XP | 4 HLX »: what the opponent gains when the creature is destroyed."""

    xp: int = given("XP gagnés par le Chef de Guerre adverse (0 par défaut ; une créature token n'en rapporte "
                    "pas).", default=0, minimum=0, rule=rules.LOOT)
    """Experience points for the opponent's Chef de Guerre."""

    hlx: int = given("HLX gagnés par l'adversaire (0 par défaut).", default=0, minimum=0, rule=rules.LOOT)
    """Helix (magic energy) for the opponent."""


@dataclass(frozen=True)
class Resistance:
    """« Résistance aux DGT (MAG) (2) »: damage of one type the card ignores."""

    damage_type: DamageType = given("Le type de DGT ignoré : phy, mag ou neutre.", rule=rules.RESISTANCE)
    """The damage type resisted."""

    amount: int | None = given("Le nombre imprimé après le type (« Résistance aux DGT (MAG) (2) ») ; absent quand "
                               "aucun n'est imprimé : tous les DGT de ce type sont ignorés.", default=None,
                               minimum=1, rule=rules.RESISTANCE)
    """The number printed after the type; ``None`` when none is printed (all of it is ignored)."""


@dataclass(frozen=True)
class Card:
    """A creature or an object on the battlefield."""

    id: str = given("Identifiant court, unique dans la phase (« naiade ») : les déclarations et les réponses le "
                    "citent. « forteresse » et « chef-de-guerre » sont réservés.", max_length=rules.MAX_ID_LENGTH,
                    allow_blank=False)
    """A short identifier unique in the phase (``"naiade"``), used by declarations and responses."""

    damage: int = given("DGT : les dégâts qu'elle inflige.", minimum=0, rule=rules.DGT)
    """DGT: the damage the card deals."""

    health: int = given("PDV restants (DRB pour un objet), au moins 1 (0 pour un Immortel).", minimum=0,
                        rule=rules.PDV)
    """PDV left (for an object: DRB, its durability)."""

    name: str = given("Le nom imprimé (« Naïade Vampire ») ; l'identifiant par défaut.", default="",
                      max_length=rules.MAX_NAME_LENGTH)
    """The card's name as printed (« Naïade Vampire »), used in the ruling; blank: its id."""

    gender: Gender | None = given("Le genre de son nom, pour accorder les phrases : « m » (« Loup est détruit »), "
                                  "« f » (« Harpie est détruite ») ; absent : « la carte Loup est détruite ».",
                                  default=None)
    """The grammatical gender of its name; ``None``: the ruling says « la carte X »."""

    kind: CardKind = given("creature (par défaut) ou objet : seules les créatures attaquent et bloquent.",
                           default=CardKind.CREATURE)
    """Creature or object."""

    damage_type: DamageType = given("Type de DGT : phy (par défaut) ou mag ; ceux d'un token sont neutres quoi "
                                    "qu'imprimé.", default=DamageType.PHY)
    """PHY or MAG (a token's damage is neutral whatever is printed)."""

    combat_skill: CombatSkill = given("Compétence de Combat : contact (par défaut) ou portee.",
                                      default=CombatSkill.CONTACT)
    """CONTACT or PORTÉE."""

    stance: Stance = given("État : dresse (par défaut) ou incline.", default=Stance.DRESSE)
    """Dressée or inclinée."""

    zone: Zone = given("Zone du Champ de Bataille au moment des déclarations : defense (par défaut) ou attaque.",
                       default=Zone.DEFENSE)
    """The zone the card stands in when attacks are declared."""

    transition: bool = given("En Transition (revenue du Cimetière ce tour) : elle ne peut ni attaquer ni bloquer.",
                             default=False)
    """In Transition (back from the Cemetery this turn): it can neither attack nor block."""

    token: bool = given("Créature token (une Invocation) : elle ne rapporte pas d'XP.", default=False)
    """A token creature (an « Invocation »): it gives no XP."""

    rarity: Rarity = given("Rareté : commune (par défaut), epique ou legendaire ; une seule occurrence de la même "
                           "Épique ou Légendaire (même nom) en jeu.", default=Rarity.COMMON, rule=rules.EPIQUE_LIMIT)
    """Commune, Épique or Légendaire: the board's limits (:mod:`.limits`) read it with the card's name."""

    loot: Loot = given("Butin : ce que gagne l'adversaire quand elle est détruite.", default=Loot())
    """Butin: what the opponent gains when this creature is destroyed."""

    abilities: tuple[Ability, ...] = given("Ses capacités, par le slug de leur entrée du glossaire (Brouillard "
                                           "quand elle le subit).", default=(), max_items=rules.MAX_ABILITIES)
    """The abilities and effects it has (Vol, Initiative…; Brouillard when it suffers it)."""

    resistances: tuple[Resistance, ...] = given("Ses Résistances, chacune avec un type et un montant.", default=(),
                                                max_items=rules.MAX_RESISTANCES)
    """Its Résistances, each with a damage type and an amount."""

    has_attacked: bool = given("Elle a déjà attaqué depuis son entrée en jeu : la Dissimulation ne la protège "
                               "plus.", default=False)
    """It has already attacked since it came into play: Dissimulation no longer protects it."""

    attacks_this_turn: int = given("Attaques déjà faites ce tour, dans une phase de combat précédente (Frénésie).",
                                   default=0, minimum=0, maximum=rules.FRENESIE_ATTACKS_PER_TURN,
                                   rule=rules.ONCE_A_TURN)
    """Attacks it already made this turn, in an earlier combat phase."""

    rolls: tuple[int, ...] = given("Ses jets de D6 (Esquive, Brouillard), dans l'ordre où la résolution les demande ; "
                                   "un jet manquant : le résultat montre les deux parités.", default=(), minimum=1,
                                   maximum=rules.DIE_FACES, max_items=rules.MAX_CARDS, rule=rules.FIRST_PLAYER_DIE)
    """Its die rolls (D6) for Esquive and Brouillard, used in the order the ruling asks for them."""

    vengeance_target: str | None = given("Vengeance : l'identifiant de la créature ennemie que son contrôleur "
                                         "choisit de frapper.", default=None, max_length=rules.MAX_ID_LENGTH,
                                         allow_blank=False)
    """For Vengeance: the id of the enemy creature its controller chooses to hit."""

    def has(self, ability: Ability) -> bool:
        return ability in self.abilities

    @property
    def label(self) -> str:
        """Its name, or its id when it has none."""
        return self.name or self.id

    @property
    def spoken(self) -> str:
        """How the refusals speak of it: its name, or its id."""
        return self.label

    @property
    def is_creature(self) -> bool:
        return self.kind is CardKind.CREATURE

    @property
    def revealed(self) -> bool:
        """Dissimulation lasts « tant qu'il n'a pas attaqué »."""
        return self.has_attacked or self.attacks_this_turn > 0


@dataclass(frozen=True)
class Warlord:
    """A player's Chef de Guerre: its experience, its level, and its strike at range."""

    name: str = given("Son nom (« Chef de Guerre » par défaut).", default="Chef de Guerre",
                      max_length=rules.MAX_NAME_LENGTH, allow_blank=False)
    """Its name as printed."""

    xp: int = given(f"Ses Points d'Expérience, de 0 à {rules.XP_FOR_VICTORY - 1} ({rules.XP_FOR_VICTORY} : la "
                    "partie est gagnée).", default=0, minimum=0, maximum=rules.XP_FOR_VICTORY - 1,
                    rule=rules.XP_VICTORY)
    """Experience points gathered so far."""

    level: int = given("Niveau 1 (recto, par défaut) ou 2 (verso, à 12 XP).", default=rules.WARLORD_FIRST_LEVEL,
                       minimum=rules.WARLORD_FIRST_LEVEL, maximum=rules.WARLORD_LAST_LEVEL,
                       rule=rules.WARLORD_LEVEL_1)
    """1 (recto) or 2 (verso)."""

    damage: int = given("Les DGT de son tir (0 par défaut).", default=0, minimum=0, rule=rules.DGT)
    """The DGT it deals when it strikes (0 when it has no strike)."""

    damage_type: DamageType = given("Le type de ces DGT : phy (par défaut) ou mag.", default=DamageType.PHY)
    """The type of the DGT it deals."""

    combat_skill: CombatSkill = given("portee (par défaut, comme dans l'exemple du livret) : il tire sur une "
                                      "créature attaquante ; contact : il ne tire pas.", default=CombatSkill.PORTEE)
    """PORTÉE lets it strike an attacking creature, as in the rulebook's example."""


@dataclass(frozen=True)
class Player:
    """One player's side of the table in the combat phase."""

    fortress: int = given("La DRB restante de sa Forteresse (au moins 1 ; à 0 la partie est perdue).",
                          minimum=rules.FORTRESS_DEFEAT_DRB + 1, rule=rules.FORTRESS_FALLS)
    """The DRB (durability) left to the player's Forteresse."""

    cards: tuple[Card, ...] = given("Ses créatures et objets sur le Champ de Bataille.", default=(),
                                    max_items=rules.MAX_CARDS)
    """The player's creatures and objects on the battlefield."""

    warlord: Warlord = given("Son Chef de Guerre.", default=Warlord())
    """The player's Chef de Guerre."""


# --- Declarations and responses ---------------------------------------------------------------


@dataclass(frozen=True)
class Declaration:
    """One attack: an attacking creature, its target, and the defender's blockers."""

    attacker: str = given("L'identifiant de la créature attaquante.", max_length=rules.MAX_ID_LENGTH,
                          allow_blank=False)
    """The id of the attacking creature."""

    target: str = given("L'identifiant de sa cible (une carte du défenseur), ou « forteresse ».",
                        max_length=rules.MAX_ID_LENGTH, allow_blank=False)
    """The id of the target creature or object, or ``"forteresse"``."""

    blockers: tuple[str, ...] = given("Les créatures du défenseur qui la bloquent (plusieurs possibles).",
                                      default=(), max_items=rules.MAX_CARDS, max_length=rules.MAX_ID_LENGTH,
                                      allow_blank=False)
    """The ids of the defender's creatures that block this attack (several are allowed)."""

    split: tuple[int, ...] | None = given("Comment ses DGT se répartissent entre ses bloqueurs, dans leur ordre (le "
                                          "livre ne le dit pas ; par défaut, dans l'ordre, jusqu'à épuiser les PDV "
                                          "de chacun).", default=None, minimum=0, max_items=rules.MAX_CARDS,
                                          rule=rules.DGT)
    """How the attacker's DGT are shared among its blockers, in the order of ``blockers``."""


@dataclass(frozen=True)
class SpellDamage:
    """A spell or power that deals damage to a card."""

    target: str
    amount: int
    damage_type: DamageType | None = None
    """PHY, MAG or neutral; ``None`` when the card does not say."""


@dataclass(frozen=True)
class RangedStrike:
    """« le joueur défenseur peut … lui infliger des dégats avec une créature PORTÉE »."""

    source: str
    """The id of the defender's PORTÉE creature, or ``"chef-de-guerre"``."""

    target: str
    """The id of the attacking creature it strikes."""


@dataclass(frozen=True)
class StatChange:
    """A spell or power that changes a card's DGT or PDV, or gives it abilities."""

    target: str
    damage: int = 0
    health: int = 0
    grants: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Destroy:
    """A spell or power that destroys a card."""

    target: str


Effect = SpellDamage | RangedStrike | StatChange | Destroy

EFFECT_FIELDS: dict[EffectKind, tuple[str, ...]] = {
    EffectKind.DEGATS: ("amount", "damage_type"),
    EffectKind.TIR: ("source",),
    EffectKind.MODIFICATION: ("damage", "health", "grants"),
    EffectKind.DESTRUCTION: (),
}
"""The fields each kind of effect reads besides ``target`` (the others must be left out)."""


@dataclass(frozen=True)
class Response:
    """A spell or power played during the Combat phase, before combat damage (the stack).

    One flat JSON object: ``kind`` says which of the other fields it reads (``EFFECT_FIELDS``)."""

    player: Side = given("Qui l'a joué : attaquant ou defenseur.")
    """Who played it."""

    kind: EffectKind = given("Ce qu'il fait : degats (target, amount, damage_type), tir (source, target : un tir en "
                             "défense), modification (target, damage, health, grants) ou destruction (target).")
    """What it does."""

    target: str = given("L'identifiant de la carte visée.", max_length=rules.MAX_ID_LENGTH, allow_blank=False)
    """The id of the card it aims at."""

    name: str = given("Son nom (« Boule de Feu »).", default="", max_length=rules.MAX_NAME_LENGTH)
    """Its name, used in the ruling (blank: « Tir » or « Effet »)."""

    amount: int | None = given("degats : les DGT infligés.", default=None, minimum=0, rule=rules.DGT)
    damage_type: DamageType | None = given("degats : leur type, si la carte le dit.", default=None)
    source: str | None = given("tir : la créature PORTÉE du défenseur qui tire, ou « chef-de-guerre ».",
                               default=None, max_length=rules.MAX_ID_LENGTH, allow_blank=False)
    damage: int = given("modification : DGT gagnés (négatif : perdus).", default=0)
    health: int = given("modification : PDV gagnés (négatif : perdus).", default=0)
    grants: tuple[Ability, ...] = given("modification : capacités gagnées, avec les valeurs de « abilities » d'une "
                                        "carte.", default=(), max_items=rules.MAX_ABILITIES)

    @property
    def effect(self) -> Effect:
        """What it does, as one value (the fields of its kind; :mod:`.checks` has made sure they are given)."""
        if self.kind is EffectKind.DEGATS:
            return SpellDamage(self.target, self.amount or 0, self.damage_type)
        if self.kind is EffectKind.TIR:
            return RangedStrike(self.source or WARLORD, self.target)
        if self.kind is EffectKind.MODIFICATION:
            return StatChange(self.target, self.damage, self.health, self.grants)
        return Destroy(self.target)


@dataclass(frozen=True)
class CombatPhase:
    """A combat phase of Helix Duels: the table, the attacks, the blocks and the stack."""

    cycle: int = given("Le numéro du cycle (tour du joueur 1 + joueur 2) ; pas d'attaque au Cycle 1.", minimum=1,
                       rule=rules.CYCLE_OF_TWO_TURNS)
    """The cycle number (« Cycle : tour du joueur 1 + joueur 2 »); no attack in cycle 1."""

    attacking_player: Player = given("Le joueur dont c'est le tour, qui déclare les attaques.")
    """The player whose turn it is and who declares the attacks."""

    defending_player: Player = given("Le joueur qui bloque, dont la Forteresse peut être touchée.")
    """The player who blocks and whose Forteresse may be hit."""

    declarations: tuple[Declaration, ...] = given("Les attaques, dans l'ordre où l'attaquant les résout (les DGT à la "
                                                  "Forteresse viennent toujours en dernier).", default=(),
                                                  max_items=rules.MAX_CARDS)
    """The attacks, in the order the attacker chooses to resolve them."""

    responses: tuple[Response, ...] = given("Les sorts et pouvoirs joués en réponse, dans l'ordre où ils ont été "
                                            "joués : la pile les résout du dernier au premier.", default=(),
                                            max_items=rules.MAX_CARDS)
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


PLAYER_PATHS = {Side.ATTAQUANT: "attacking_player", Side.DEFENSEUR: "defending_player"}


def card_owners(phase: CombatPhase) -> dict[str, Side]:
    """Who controls each card, by id."""
    return {card.id: side for side in Side for card in phase.player(side).cards}


def card_path(phase: CombatPhase, card_id: str) -> str:
    """The JSON path of a card, by its id (the first holding it)."""
    for side in Side:
        for i, card in enumerate(phase.player(side).cards):
            if card.id == card_id:
                return f"{PLAYER_PATHS[side]}.cards[{i}]"
    return ""
