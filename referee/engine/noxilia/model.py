"""Noxilia's model: units, attacks and timelines read from JSON, what the results hold, the types of cards."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.french import Gender
from referee.engine.reading import given
from referee.engine.trace import Step

from .rules import (
    ARMOR,
    AURA,
    BLOOD_BROTHER,
    BROTHER_IN_ARMS,
    CHARGE_X,
    COMBAT,
    COMBAT_RESOLUTION,
    DEATH_AT_LIFE,
    FAST_MARCH,
    GUARDIAN_ANGEL,
    INSTINCTIVE_RIPOSTE,
    LIFE,
    MAGIC_RESISTANCE,
    MASS_ATTACK,
    MAX_ATTACHED,
    MAX_MASS_TARGETS,
    MAX_NAME,
    MAX_TURNS,
    MELEE_STAT,
    MIN_TURNS,
    POISON,
    RANGED_STAT,
    REGENERATION,
    RETREAT,
    RIPOSTE,
    TYPE_RESISTANCE,
)


class AttackKind(enum.Enum):
    """How the damage comes: the actions of « Phase d'actions », a spell, or a cost."""

    MELEE = "corps-a-corps"
    """Attaque au corps à corps: a unit in the same zone."""
    RANGED = "distance"
    """Attaque à distance: a target in an adjacent zone; never ripostes."""
    CHARGE = "charge"
    """Charge: move and make a melee attack; -1 armor to the charger until the end of the turn."""
    MAGIC = "magie"
    """Magic damage of a spell, of a given mana type; armor absorbs it unless the spell says otherwise."""
    COST = "cout"
    """Damage a card inflicts as a cost: « ignorent toujours l'armure »."""

    @property
    def is_attack(self) -> bool:
        """An attack action by a unit (the subject of « Combat »), as opposed to a spell or a cost."""
        return self in (AttackKind.MELEE, AttackKind.RANGED, AttackKind.CHARGE)


class MagicType(enum.Enum):
    """The mana types of « Types de mana », for « Résistance [type] X »."""

    LIGHT = "lumiere"
    INFERNAL = "infernal"
    CORRUPTION = "corruption"
    DEATH = "mort"
    NATURE = "nature"
    PSIONIC = "psionisme"
    PURE = "pure"


class RiposteKind(enum.Enum):
    """The two ripostes a unit chooses to make by engaging (Riposte instinctive X is separate)."""

    RIPOSTE = "riposte"
    """Riposte: after the attack, if the unit survives."""
    FLASH = "riposte-eclair"
    """Riposte éclair: before the attacker's damage; a dead attacker deals nothing."""


class Role(enum.Enum):
    """Which side of an attack a timeline follows."""

    TARGET = "cible"
    ATTACKER = "attaquant"


class Category(enum.Enum):
    """The types of cards (« Types de cartes »), with those the 60 of a deck leave out."""

    MONARCH = "monarque"
    HERO = "heros"
    UNIT = "unite"
    SPELL = "sort"
    EQUIPMENT = "equipement"
    EVENT = "evenement"
    TREASURE = "tresor"
    FATE = "main-du-destin"
    APOCALYPSE = "main-de-l-apocalypse"
    TOKEN = "jeton"
    ZONE = "zone"


# --- Inputs ---------------------------------------------------------------------------------

def _count(help: str, rule: str) -> int:
    """A number of points, markers or units: 0 (the default) means none."""
    result: int = given(help, default=0, minimum=0, rule=rule)
    return result


def _ability(help: str) -> bool:
    result: bool = given(help, default=False)
    return result


@dataclass(frozen=True)
class TypeResistance:
    """One *Résistance [type] X* of a unit, in the list form of ``type_resistances``."""

    magic_type: MagicType = given("Le type de magie auquel elle résiste.", rule=TYPE_RESISTANCE)
    value: int = given("X : ce qu'elle ôte à chaque dégât de ce type.", minimum=0, rule=TYPE_RESISTANCE)


@dataclass(frozen=True, kw_only=True)
class Unit:
    """A unit as it stands when the ruling starts: its card and its markers.

    The same type describes an attacker, a target and an Ange gardien: a target's own attack
    values matter for its ripostes, an attacker's armor for the ripostes it suffers.
    """

    name: str = given("Le nom de l'unité dans les étapes (« Chevalier noir ») ; par défaut « Attaquant », "
                      "« Cible », « Ange gardien » ou « Unité ».", default="", max_length=MAX_NAME,
                      allow_blank=False)
    gender: Gender | None = given("Le genre du nom, « m » ou « f », pour accorder les phrases (« Garde est "
                                  "mort ») ; par défaut masculin pour un nom donné, sinon celui du nom par défaut.",
                                  default=None)
    melee: int = _count("Attaque au corps à corps : ses dégâts de CAC, avant modificateurs.", MELEE_STAT)
    ranged: int = _count("Attaque distance : ses dégâts à distance ; 0 si elle n'en a pas.", RANGED_STAT)
    armor: int = given("Armure : le score de l'unité, auquel l'armure revient au début de chaque tour "
                       "(équipements compris).", rule=ARMOR)
    current_armor: int | None = given(
        "L'armure actuelle, marqueurs et malus du tour compris, négative si besoin ; absente : 'armor' "
        "moins 'armor_malus'. Le malus de la charge calculée est ajouté par le calcul.", default=None, rule=ARMOR)
    armor_malus: int = _count("Les malus d'armure déjà subis ce tour et compris dans 'current_armor' (Repli, "
                              "Frère de sang…) : ils durent jusqu'à la fin du tour.", ARMOR)
    life: int = given("Vie actuelle, au moins 1 (une unité à 0 ou moins est morte).", rule=LIFE)
    max_life: int | None = given("Vie imprimée, si connue : la régénération au-delà est signalée.", default=None,
                                 minimum=1, rule=LIFE)
    poison_markers: int = _count("Marqueurs de poison déjà portés.", POISON)
    engaged: bool = _ability("L'unité est engagée (carte tournée à 90°) : elle ne peut plus s'engager.")
    equipment: tuple[str, ...] = given("Équipements et trésors portés : lâchés dans sa zone si elle meurt.",
                                       default=(), max_items=MAX_ATTACHED, max_length=MAX_NAME, allow_blank=False,
                                       rule=COMBAT_RESOLUTION)
    auras: tuple[int, ...] = given("Le X de chaque Aura attaque X dont elle bénéficie ce tour (pour une charge : "
                                   "celles de la zone de départ) ; seule la plus élevée compte.", default=(),
                                   minimum=0, max_items=MAX_ATTACHED, rule=AURA)
    brother_in_arms: bool = _ability("Capacité Frère d'arme.")
    brothers_in_arms_nearby: int = _count("Nombre d'autres unités Frère d'arme dans sa zone (il en faut 2 pour "
                                          "le +1).", BROTHER_IN_ARMS)
    blood_brother: bool = _ability("Capacité Frère de sang.")
    blood_brothers_fallen: int = _count("Nombre d'autres unités Frère de sang mortes dans sa zone ce tour (+2 "
                                        "chacune) ; le malus d'armure correspondant va dans 'current_armor' et "
                                        "'armor_malus'.", BLOOD_BROTHER)
    charge: int = _count("Charge X : X dégâts de plus lors d'une action de charge ; 0 si elle ne l'a pas.", CHARGE_X)
    fast_march: bool = _ability("Capacité Marche rapide (requise pour une charge à distance 2).")
    piercing_attack: bool = _ability("Capacité Attaque transperçante : ses attaques ignorent l'armure.")
    stealth_attack: bool = _ability("Capacité Attaque furtive : ses cibles ne peuvent riposter d'aucune manière.")
    crippling_attack: bool = _ability("Capacité Attaque incapacitante : une cible touchée à la vie devient engagée.")
    mass_attack: int = _count("Attaque de masse X : jusqu'à X cibles (voir 'mass_targets') ; 0 si elle ne l'a pas.",
                              MASS_ATTACK)
    poison: int = _count("Poison X : complète les marqueurs de la victime jusqu'à X si elle perd de la vie ; 0 si "
                         "elle ne l'a pas.", POISON)
    riposte: RiposteKind | None = given("Sa riposte, si elle en a une : « riposte » (après l'attaque, si elle "
                                        "survit) ou « riposte-eclair » (avant les dégâts de l'attaquant).",
                                        default=None, rule=RIPOSTE)
    instinctive_riposte: int = _count("Riposte instinctive X : X dégâts automatiques à son assaillant ; 0 si elle "
                                      "ne l'a pas.", INSTINCTIVE_RIPOSTE)
    esquive: bool = _ability("Capacité Esquive (annuler une attaque au corps à corps, une fois par partie).")
    esquive_used: bool = _ability("Elle a déjà utilisé son Esquive dans la partie.")
    magic_resistance: int = _count("Résistance magique X : ôte X à chaque dégât magique ; 0 si elle ne l'a pas.",
                                   MAGIC_RESISTANCE)
    type_resistances: dict[MagicType, int] | tuple[TypeResistance, ...] | None = given(
        "Ses Résistances [type] X, par type de magie : {\"infernal\": 2}, ou la liste "
        "[{\"magic_type\": \"infernal\", \"value\": 2}].", default=None, minimum=0,
        max_items=len(MagicType), rule=TYPE_RESISTANCE)
    solide: bool = _ability("Capacité Solide : ne peut être engagée par une capacité adverse ; ses attaques ne "
                            "peuvent être redirigées.")
    guardian_angel: bool = _ability("Capacité Ange gardien (pour l'unité donnée dans 'guardian').")
    regeneration: int = _count("Régénération X : X points de vie à chaque début de tour ; 0 si elle ne l'a pas.",
                               REGENERATION)
    ripostes: bool = given("Choix de son joueur : prendre la Riposte ou la Riposte éclair permise (true par "
                           "défaut). La Riposte instinctive est automatique.", default=True)
    dodges: bool = _ability("Choix de son joueur : annuler cette attaque avec son Esquive.")

    @property
    def armor_now(self) -> int:
        """Its armor now: as given, or its score less the maluses of the turn."""
        return self.armor_under_malus if self.current_armor is None else self.current_armor

    @property
    def armor_under_malus(self) -> int:
        """The armor its maluses of the turn leave it before any hit: they last « jusqu'à la fin du tour »."""
        return self.armor - self.armor_malus

    @property
    def resistances(self) -> dict[MagicType, int]:
        """Its Résistances [type] X by type of magic, whichever way they were written."""
        if isinstance(self.type_resistances, tuple):
            return {r.magic_type: r.value for r in self.type_resistances}
        return dict(self.type_resistances or {})


@dataclass(frozen=True, kw_only=True)
class AttackInput:
    """One attack, spell or cost and the units it involves."""

    kind: AttackKind = given("Comment viennent les dégâts : « corps-a-corps », « distance », « charge » (-1 armure "
                             "pour l'attaquant, aucune riposte), « magie » (un sort : 'damage' et 'magic_type'), "
                             "« cout » (dégâts payés en coût, qui ignorent l'armure).", rule=COMBAT)
    target: Unit = given("L'unité attaquée (pour une Attaque de masse, la première).")
    attacker: Unit | None = given("L'unité qui attaque : requise pour une attaque ou une charge, absente pour un "
                                  "sort ou un coût.", default=None)
    mass_targets: tuple[Unit, ...] = given("Attaque de masse X : les cibles suivantes, attaquées l'une après "
                                           "l'autre après 'target' (au plus X - 1).", default=(),
                                           max_items=MAX_MASS_TARGETS, rule=MASS_ATTACK)
    guardian: Unit | None = given("Un Ange gardien allié de la cible, dans sa zone, qui détourne l'attaque sur lui "
                                  "('guardian_angel' à true).", default=None, rule=GUARDIAN_ANGEL)
    fast_march: bool = given("La charge se fait avec Marche rapide (distance 2, -2 armure en tout) ; l'attaquant "
                             "doit avoir la capacité.", default=False, rule=FAST_MARCH)
    damage: int | None = given("Les dégâts d'un sort ou d'un coût (0 ou plus) ; ceux d'une attaque viennent de "
                               "l'attaquant.", default=None, minimum=0, rule=COMBAT)
    magic_type: MagicType | None = given("Le type de mana d'un sort (pour les Résistances [type] X).", default=None,
                                         rule=TYPE_RESISTANCE)
    spell_ignores_armor: bool = given("Le sort précise qu'il ignore l'armure (sinon l'armure absorbe aussi les "
                                      "dégâts magiques).", default=False, rule=ARMOR)

    # Short constructors for the engine's own callers (the API reads JSON with ``read``).
    @classmethod
    def melee(cls, attacker: Unit, target: Unit, *mass_targets: Unit, guardian: Unit | None = None) -> AttackInput:
        return cls(kind=AttackKind.MELEE, target=target, attacker=attacker, mass_targets=mass_targets,
                   guardian=guardian)

    @classmethod
    def ranged(cls, attacker: Unit, target: Unit, guardian: Unit | None = None) -> AttackInput:
        return cls(kind=AttackKind.RANGED, target=target, attacker=attacker, guardian=guardian)

    @classmethod
    def charging(cls, attacker: Unit, target: Unit, fast_march: bool = False,
                 guardian: Unit | None = None) -> AttackInput:
        return cls(kind=AttackKind.CHARGE, target=target, attacker=attacker, guardian=guardian,
                   fast_march=fast_march)

    @classmethod
    def spell(cls, target: Unit, damage: int, magic_type: MagicType, ignores_armor: bool = False) -> AttackInput:
        return cls(kind=AttackKind.MAGIC, target=target, damage=damage, magic_type=magic_type,
                   spell_ignores_armor=ignores_armor)

    @classmethod
    def cost(cls, target: Unit, damage: int) -> AttackInput:
        return cls(kind=AttackKind.COST, target=target, damage=damage)


@dataclass(frozen=True, kw_only=True)
class TurnInput:
    """A unit and what happens to it this turn, to be followed over 1 to 5 turns."""

    turns: int = given("Nombre de tours suivis, de 1 à 5 : chacun finit (poison) et ouvre le suivant "
                       "(régénération, dégagement, armure réinitialisée).", default=2, minimum=MIN_TURNS,
                       maximum=MAX_TURNS)
    unit: Unit | None = given("L'unité suivie, si elle n'est pas dans une attaque ce tour ; sinon, donnez 'attack' "
                              "et 'follow'.", default=None)
    attack: AttackInput | None = given("Une attaque de ce tour où figure l'unité suivie (le corps de POST "
                                       "…/noxilia/attack/).", default=None)
    follow: Role = given("L'unité de 'attack' suivie : « cible » (par défaut) ou « attaquant ».",
                         default=Role.TARGET)
    retreat: bool = given("L'unité suivie a fait un Repli ce tour, avant l'attaque s'il y en a une (-1 armure "
                          "jusqu'à la fin du tour, engagée).", default=False, rule=RETREAT)


# --- Results --------------------------------------------------------------------------------

@dataclass(frozen=True)
class UnitState:
    """What remains of a unit: what a page shows."""

    name: str
    armor: int
    """Its armor now (negative if it carries negative markers or a malus)."""
    life: int
    """Its life now (0 or less: dead)."""
    poison_markers: int
    engaged: bool
    alive: bool
    """False once its life fell to 0 or less."""
    esquive_used: bool
    equipment: tuple[str, ...]
    """The equipment it still carries."""
    equipment_dropped: tuple[str, ...]
    """The equipment it dropped in its zone when it died."""

    @classmethod
    def of(cls, unit: Unit) -> UnitState:
        return cls(name=unit.name, armor=unit.armor_now, life=unit.life, poison_markers=unit.poison_markers,
                   engaged=unit.engaged, alive=unit.life > DEATH_AT_LIFE, esquive_used=unit.esquive_used,
                   equipment=unit.equipment, equipment_dropped=())


@dataclass(frozen=True)
class AttackResult:
    """The outcome of one attack, spell or cost."""

    kind: AttackKind
    attacker: UnitState | None
    """What remains of the attacker (None for a spell or a cost)."""
    target: UnitState
    """What remains of the target (untouched if an Ange gardien took the attack)."""
    mass_targets: tuple[UnitState, ...]
    guardian: UnitState | None
    """What remains of the Ange gardien who took the attack, if any."""
    steps: tuple[Step, ...]
    summary: str


@dataclass(frozen=True)
class TurnReport:
    """One turn of a timeline, as three snapshots of the unit followed."""

    turn: int
    """The turn number, 1 being the current turn."""
    after_actions: UnitState
    after_end_of_turn: UnitState
    after_start_of_next_turn: UnitState | None
    """None if it died."""


@dataclass(frozen=True)
class TimelineResult:
    """What happens to a unit over the next turns."""

    unit: UnitState
    """The unit followed at the end of the timeline."""
    attack: AttackResult | None
    """The attack of turn 1, if any (it also tells what remains of the other unit)."""
    turns: tuple[TurnReport, ...]
    """Each turn followed; the list stops at the turn the unit dies."""
    steps: tuple[Step, ...]
    summary: str
