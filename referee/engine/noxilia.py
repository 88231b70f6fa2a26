"""Noxilia: one attack on a unit, and the turn clock that follows it.

Two calculators, pure functions over frozen dataclasses:

* :func:`resolve_attack` takes an :class:`AttackInput` — a melee attack, a ranged attack, a
  charge (with or without *Marche rapide*), magic damage of a given type, or damage paid as a
  cost — and returns an :class:`AttackResult`: what remains of the attacker and of every unit
  struck (armor, life, poison markers, engaged or not, alive or dead, equipment dropped,
  *Esquive* used), with the ruling step by step.
* :func:`resolve_turns` takes a :class:`TurnInput` — a unit, what happens to it this turn
  (a *Repli*, an attack it makes or suffers), and a number of turns from 1 to 5 — and returns a
  :class:`TimelineResult`: each end of turn (poison, after the captures) and each start of the
  next turn (*Régénération*, unengaging, armor reset).

How damage meets a unit
-----------------------
« Armure : points tampon absorbant les dégâts avant d'entamer la vie » and, in *Combat* step 3,
« l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute portion
excédentaire est transférée sur la vie. » Absorbed points are lost for the rest of the turn:
the armor is only « réinitialisée à son maximum au début de chaque tour ».

Negative armor
--------------
« Armure négative : une valeur négative signifie que l'unité subit davantage de dégâts
(exemple : armure -2 → +2 dégâts à la prochaine attaque qui retire ces marqueurs). »

Armor is kept on the table with markers. A malus (charge -1, *Marche rapide* -1, *Repli* -1,
*Frère de sang* -1) can take it below zero: the unit then carries negative markers. Read
literally, the example says three things, and the engine applies exactly these:

1. the extra damage equals the negative value: armor -2 → +2 damage, straight to life (there is
   no armor left to absorb anything);
2. only *the next attack* gets it — it is a one-shot bonus, not a vulnerability for every hit
   of the turn;
3. that attack *removes the markers*: the armor is back to 0 afterwards (not to the unit's
   value: that happens at the start of the next turn, « négatives ou positives »).

So a unit at armor -2 hit for 3 loses 5 life and is left at armor 0; hit again for 3 the same
turn it loses 3. What the rulebook does not say — whether damage that *ignores* armor
(*Attaque transperçante*, a spell that says so, damage paid as a cost, poison) also gets the
bonus and removes the markers — is flagged as an open case where it happens (see
:func:`damage_ignoring_armor`).

Where the rulebook is silent, a step flagged ``Flag.SILENT`` says so, states what the
calculation did and, where it is a number, what the other reading gives. A player's decision
(riposte or not, use *Esquive* or not) is an input (``Unit.ripostes``, ``Unit.dodges``) and a
``Flag.CHOICE`` step recalls the option. The open cases:

* negative armor against damage that ignores armor (piercing, spell, cost, poison), against a
  spell, or against a hit reduced to nothing;
* *Esquive* against a charge (is a charge a melee attack?), and a riposte after an *Esquive*;
* a *Riposte* by a unit already engaged (by an earlier action or by *Attaque incapacitante*);
* when *Riposte instinctive* strikes, once the attacker or the target dies;
* whether a riposting unit's *Attaque transperçante* / *incapacitante* apply to its riposte;
* the order of a *Résistance* and of armor (it changes the armor left, never the life lost);
* a charge as an *Attaque de masse*; where *Frère d'arme* counts its brothers during a charge;
* poison on a unit that regenerates; *Régénération* above the printed life;
* a *Repli* by a *Frère d'arme*, who « ne peut pas faire de retraite ».
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Mapping, TypeVar

from referee.engine.trace import Flag, IllegalAction, InvalidInput, Step, Trace

# ---------------------------------------------------------------------------------------------
# Rule anchors (the corpus: rules/sources/noxilia.md; ``python -m rules.anchors noxilia``)
# ---------------------------------------------------------------------------------------------

GAME = "noxilia"

GENERAL_RULES = "noxilia/regles-generales"
START_OF_TURN = "noxilia/debut-du-tour"
END_OF_TURN = "noxilia/etape-de-fin-du-tour"
COMBAT = "noxilia/combat"


def _keyword(slug: str) -> str:
    return f"{GAME}/glossaire/{slug}"


# Définitions essentielles
ENGAGE = _keyword("engager-une-unite")
# Caractéristiques des unités
MELEE_STAT = _keyword("attaque-au-corps-a-corps-caracteristique")
RANGED_STAT = _keyword("attaque-distance")
ARMOR = _keyword("armure")
LIFE = _keyword("vie")
# Phase d'actions
CHARGE = _keyword("charge")
RETREAT = _keyword("repli")
MELEE_ATTACK = _keyword("attaque-au-corps-a-corps")
RANGED_ATTACK = _keyword("attaque-a-distance")
# Capacités
POISON = _keyword("poison-x")
RIPOSTE = _keyword("riposte")
FLASH_RIPOSTE = _keyword("riposte-eclair")
INSTINCTIVE_RIPOSTE = _keyword("riposte-instinctive-x")
ESQUIVE = _keyword("esquive")
PIERCING_ATTACK = _keyword("attaque-transpercante")
STEALTH_ATTACK = _keyword("attaque-furtive")
CRIPPLING_ATTACK = _keyword("attaque-incapacitante")
MASS_ATTACK = _keyword("attaque-de-masse-x")
AURA = _keyword("aura-attaque-x")
CHARGE_X = _keyword("charge-x")
BROTHER_IN_ARMS = _keyword("frere-d-arme")
BLOOD_BROTHER = _keyword("frere-de-sang")
FAST_MARCH = _keyword("marche-rapide")
MAGIC_RESISTANCE = _keyword("resistance-magique-x")
TYPE_RESISTANCE = _keyword("resistance-type-x")
SOLIDE = _keyword("solide")
GUARDIAN_ANGEL = _keyword("ange-gardien")
REGENERATION = _keyword("regeneration-x")

# ---------------------------------------------------------------------------------------------
# Rule numbers, each with the line it comes from
# ---------------------------------------------------------------------------------------------

# Caractéristiques des unités, Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
DEATH_AT_LIFE = 0
# Phase d'actions, Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
CHARGE_ARMOR_MALUS = 1
# Marche rapide: « au prix d'une réduction temporaire de 1 point d'armure. Si une unité fait une
# marche rapide pour charger, elle se retrouve donc avec -2 armure. »
FAST_MARCH_ARMOR_MALUS = 1
# Phase d'actions, Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
RETREAT_ARMOR_MALUS = 1
# Frère d'arme: « gagne +1 attaque au corps à corps quand elle est dans la même zone que 2 autres
# unités ayant cette capacité. »
BROTHER_IN_ARMS_BONUS = 1
BROTHERS_IN_ARMS_NEEDED = 2
# Frère de sang: « Lorsqu'une autre unité frère de sang meurt dans la même zone, l'unité gagne +2
# attaque au corps à corps et -1 armure jusqu'à la fin du tour. » (The -1 armor is already on the
# table when the attack comes: it belongs in ``Unit.current_armor``.)
BLOOD_BROTHER_BONUS = 2
# Déroulement d'un tour: the three phases the timeline walks through.
END_OF_TURN_CAPTURE_STEPS = (1, 2)  # « 1. Capture de trésors 2. Capture de zones »
END_OF_TURN_POISON_STEP = 3  # « 3. Les dégâts de poison sont appliqués »
START_OF_TURN_EFFECTS_STEP = 3  # « Tous les effets début de tour s'appliquent alors »
START_OF_TURN_UNENGAGE_STEP = 5  # « 5. Dégagez toutes les cartes »
START_OF_TURN_ARMOR_STEP = 7  # « 7. Toutes les armures sont réinitialisées (négatives ou positives) »

# Bounds of the timeline calculator: the product's choice (the issue), not a rule of the game.
MIN_TURNS = 1
MAX_TURNS = 5


# ---------------------------------------------------------------------------------------------
# Vocabulary
# ---------------------------------------------------------------------------------------------


class AttackKind(enum.Enum):
    """How the damage comes: the actions of *Phase d'actions*, a spell, or a cost."""

    MELEE = "corps-a-corps"
    """*Attaque au corps à corps*: a unit in the same zone."""
    RANGED = "distance"
    """*Attaque à distance*: a target in an adjacent zone; never ripostes."""
    CHARGE = "charge"
    """*Charge*: move and make a melee attack; -1 armor to the charger until the end of the turn."""
    MAGIC = "magie"
    """Magic damage of a spell, of a given mana type; armor absorbs it unless the spell says otherwise."""
    COST = "cout"
    """Damage a card inflicts as a cost: « ignorent toujours l'armure »."""

    @property
    def is_attack(self) -> bool:
        """An attack action by a unit (the subject of *Combat*), as opposed to a spell or a cost."""
        return self in (AttackKind.MELEE, AttackKind.RANGED, AttackKind.CHARGE)


class MagicType(enum.Enum):
    """The mana types of *Types de mana*, for *Résistance [type] X*."""

    LIGHT = "lumiere"
    INFERNAL = "infernal"
    CORRUPTION = "corruption"
    DEATH = "mort"
    NATURE = "nature"
    PSIONIC = "psionisme"
    PURE = "pure"


class RiposteKind(enum.Enum):
    """The two ripostes a unit chooses to make by engaging (*Riposte instinctive X* is separate)."""

    RIPOSTE = "riposte"
    """*Riposte*: after the attack, if the unit survives."""
    FLASH = "riposte-eclair"
    """*Riposte éclair*: before the attacker's damage; a dead attacker deals nothing."""


class Role(enum.Enum):
    """Which side of an attack a timeline follows."""

    TARGET = "cible"
    ATTACKER = "attaquant"


_KIND_LABEL = {
    AttackKind.MELEE: "attaque au corps à corps",
    AttackKind.RANGED: "attaque à distance",
    AttackKind.CHARGE: "charge",
    AttackKind.MAGIC: "sort",
    AttackKind.COST: "dégâts payés en coût",
}

# ---------------------------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TypeResistance:
    """One *Résistance [type] X* of a unit."""

    magic_type: MagicType
    """The type of magic it resists."""
    value: int
    """X: the points it takes off each damage of that type."""


@dataclass(frozen=True)
class Unit:
    """A unit as it stands when the ruling starts: its card and its markers.

    The same type describes an attacker, a target and an *Ange gardien*: a target's own attack
    values matter for its ripostes, an attacker's armor for the ripostes it suffers.
    """

    name: str = "Unité"
    """How the steps name the unit ("Chevalier noir")."""
    melee: int = 0
    """*Attaque au corps à corps*: its melee damage (dégâts de CAC), before modifiers."""
    ranged: int = 0
    """*Attaque distance*: its ranged damage; 0 if it has no ranged attack."""
    armor: int = 0
    """Its armor score: the value it is reset to at the start of each turn (equipment included)."""
    current_armor: int | None = None
    """Its armor now, markers included, negative if need be; ``None`` means equal to ``armor``.

    It already includes the maluses taken earlier this turn (a *Repli*, *Frère de sang*…); the
    engine adds only the ones of the ruling itself (the charge of this attack)."""
    life: int = 1
    """Its life now (*Vie*, permanent): at least 1, a unit at 0 or less is dead."""
    max_life: int | None = None
    """Its printed life, if known: *Régénération* beyond it is flagged (the rulebook names no maximum)."""
    poison_markers: int = 0
    """The poison markers it carries."""
    engaged: bool = False
    """Whether it is engaged (card turned 90°): an engaged unit cannot engage again."""
    equipment: tuple[str, ...] = ()
    """The equipment (and treasures) it carries: dropped in its zone if it dies."""
    auras: tuple[int, ...] = ()
    """The X of every *Aura attaque X* it benefits from this turn (for a charge: the auras of its
    departure zone). « Si plusieurs auras sont présentes, seule la plus élevée est prise en compte. »"""
    brother_in_arms: bool = False
    """*Frère d'arme*."""
    brothers_in_arms_nearby: int = 0
    """How many *other* units with *Frère d'arme* stand in its zone."""
    blood_brother: bool = False
    """*Frère de sang*."""
    blood_brothers_fallen: int = 0
    """How many other *Frère de sang* units died in its zone this turn (+2 melee attack each)."""
    charge: int = 0
    """*Charge X*: X extra damage during a charge action; 0 if it does not have it."""
    fast_march: bool = False
    """*Marche rapide*."""
    piercing_attack: bool = False
    """*Attaque transperçante*."""
    stealth_attack: bool = False
    """*Attaque furtive*."""
    crippling_attack: bool = False
    """*Attaque incapacitante*."""
    mass_attack: int = 0
    """*Attaque de masse X*: up to X targets; 0 if it does not have it."""
    poison: int = 0
    """*Poison X*; 0 if it does not have it."""
    riposte: RiposteKind | None = None
    """*Riposte* or *Riposte éclair*, if it has one."""
    instinctive_riposte: int = 0
    """*Riposte instinctive X*; 0 if it does not have it."""
    esquive: bool = False
    """*Esquive*."""
    esquive_used: bool = False
    """Whether it has already used its *Esquive* this game."""
    magic_resistance: int = 0
    """*Résistance magique X*; 0 if it does not have it."""
    type_resistances: tuple[TypeResistance, ...] = ()
    """Its *Résistance [type] X*."""
    solide: bool = False
    """*Solide*: cannot be engaged by an opposing ability; its attacks cannot be redirected."""
    guardian_angel: bool = False
    """*Ange gardien*."""
    regeneration: int = 0
    """*Régénération X*; 0 if it does not have it."""
    ripostes: bool = True
    """Its player's decision: take the *Riposte* or *Riposte éclair* the rules allow (« elle peut
    s'engager »). *Riposte instinctive* is automatic and ignores this."""
    dodges: bool = False
    """Its player's decision: cancel this attack with *Esquive*."""

    @property
    def armor_now(self) -> int:
        return self.armor if self.current_armor is None else self.current_armor

    @classmethod
    def from_dict(cls, data: Any, path: str = "", default_name: str = "Unité") -> "Unit":
        """Build a unit from JSON data; raises :class:`InvalidInput` naming the field."""
        r = _Reader(data, path, _field_names(cls))
        return cls(
            name=r.text("name", default_name),
            melee=r.integer("melee", 0),
            ranged=r.integer("ranged", 0),
            armor=r.integer("armor"),
            current_armor=r.integer("current_armor", None),
            life=r.integer("life"),
            max_life=r.integer("max_life", None),
            poison_markers=r.integer("poison_markers", 0),
            engaged=r.boolean("engaged"),
            equipment=r.texts("equipment"),
            auras=r.integers("auras"),
            brother_in_arms=r.boolean("brother_in_arms"),
            brothers_in_arms_nearby=r.integer("brothers_in_arms_nearby", 0),
            blood_brother=r.boolean("blood_brother"),
            blood_brothers_fallen=r.integer("blood_brothers_fallen", 0),
            charge=r.integer("charge", 0),
            fast_march=r.boolean("fast_march"),
            piercing_attack=r.boolean("piercing_attack"),
            stealth_attack=r.boolean("stealth_attack"),
            crippling_attack=r.boolean("crippling_attack"),
            mass_attack=r.integer("mass_attack", 0),
            poison=r.integer("poison", 0),
            riposte=r.choice("riposte", RiposteKind, None),
            instinctive_riposte=r.integer("instinctive_riposte", 0),
            esquive=r.boolean("esquive"),
            esquive_used=r.boolean("esquive_used"),
            magic_resistance=r.integer("magic_resistance", 0),
            type_resistances=r.resistances("type_resistances"),
            solide=r.boolean("solide"),
            guardian_angel=r.boolean("guardian_angel"),
            regeneration=r.integer("regeneration", 0),
            ripostes=r.boolean("ripostes", True),
            dodges=r.boolean("dodges"),
        )


@dataclass(frozen=True)
class AttackInput:
    """One attack, spell or cost and the units it involves."""

    kind: AttackKind
    """How the damage comes."""
    target: Unit
    """The unit attacked (for *Attaque de masse X*, the first one)."""
    attacker: Unit | None = None
    """The attacking unit; required for an attack or a charge, absent for a spell or a cost."""
    mass_targets: tuple[Unit, ...] = ()
    """*Attaque de masse X*: the further targets, attacked one after the other after ``target``."""
    guardian: Unit | None = None
    """An allied *Ange gardien* of the target, in its zone, whose player redirects the attack on
    ``target`` to it."""
    fast_march: bool = False
    """A charge made with *Marche rapide* (distance 2, -2 armor in all)."""
    damage: int | None = None
    """The damage of a spell or of a cost (for attacks it comes from the attacker)."""
    magic_type: MagicType | None = None
    """The mana type of a spell's damage (for *Résistance [type] X*)."""
    spell_ignores_armor: bool = False
    """The spell says its damage ignores armor (« sauf si précisés dans le sort »)."""

    @classmethod
    def melee(cls, attacker: Unit, target: Unit, *mass_targets: Unit, guardian: Unit | None = None) -> "AttackInput":
        return cls(AttackKind.MELEE, target, attacker, tuple(mass_targets), guardian)

    @classmethod
    def ranged(cls, attacker: Unit, target: Unit, guardian: Unit | None = None) -> "AttackInput":
        return cls(AttackKind.RANGED, target, attacker, guardian=guardian)

    @classmethod
    def charging(cls, attacker: Unit, target: Unit, fast_march: bool = False, guardian: Unit | None = None) -> "AttackInput":
        return cls(AttackKind.CHARGE, target, attacker, guardian=guardian, fast_march=fast_march)

    @classmethod
    def spell(cls, target: Unit, damage: int, magic_type: MagicType, ignores_armor: bool = False) -> "AttackInput":
        return cls(AttackKind.MAGIC, target, damage=damage, magic_type=magic_type, spell_ignores_armor=ignores_armor)

    @classmethod
    def cost(cls, target: Unit, damage: int) -> "AttackInput":
        return cls(AttackKind.COST, target, damage=damage)

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> "AttackInput":
        """Build the input of ``POST …/noxilia/attack/`` from JSON data.

        Raises :class:`InvalidInput` with the field path for a missing field, a wrong type, an
        unknown value, and :class:`IllegalAction` for what the rules forbid.
        """
        r = _Reader(data, path, _field_names(cls))
        inp = cls(
            kind=r.choice("kind", AttackKind),
            target=r.unit("target", "Cible"),
            attacker=r.unit("attacker", "Attaquant", required=False),
            mass_targets=r.units("mass_targets", "Cible"),
            guardian=r.unit("guardian", "Ange gardien", required=False),
            fast_march=r.boolean("fast_march"),
            damage=r.integer("damage", None),
            magic_type=r.choice("magic_type", MagicType, None),
            spell_ignores_armor=r.boolean("spell_ignores_armor"),
        )
        check_attack(inp, path)
        return inp


@dataclass(frozen=True)
class TurnInput:
    """A unit and what happens to it this turn, to be followed over 1 to 5 turns."""

    turns: int = 2
    """How many turns to follow (1 to 5): each ends (poison) and opens the next (régénération, reset)."""
    unit: Unit | None = None
    """The unit followed, when it is not involved in an attack this turn."""
    attack: AttackInput | None = None
    """An attack this turn involving the unit followed (then leave ``unit`` empty)."""
    follow: Role = Role.TARGET
    """Which unit of ``attack`` the timeline follows: its target or its attacker."""
    retreat: bool = False
    """The unit followed made a *Repli* this turn, before the attack if any."""

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> "TurnInput":
        """Build the input of ``POST …/noxilia/turn/`` from JSON data (see :meth:`AttackInput.from_dict`)."""
        r = _Reader(data, path, _field_names(cls))
        inp = cls(
            turns=r.integer("turns", 2),
            unit=r.unit("unit", "Unité", required=False),
            attack=r.nested("attack", AttackInput.from_dict),
            follow=r.choice("follow", Role, Role.TARGET),
            retreat=r.boolean("retreat"),
        )
        check_turns(inp, path)
        return inp


# ---------------------------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitState:
    """What remains of a unit: what a page shows."""

    name: str
    """The unit's name."""
    armor: int
    """Its armor now (negative if it carries negative markers)."""
    life: int
    """Its life now (0 or less: dead)."""
    poison_markers: int
    """The poison markers it carries."""
    engaged: bool
    """Whether it is engaged."""
    alive: bool
    """False once its life fell to 0 or less."""
    esquive_used: bool
    """Whether its *Esquive* has been used this game."""
    equipment: tuple[str, ...]
    """The equipment it still carries."""
    equipment_dropped: tuple[str, ...]
    """The equipment it dropped in its zone when it died."""

    @classmethod
    def of(cls, unit: Unit) -> "UnitState":
        return cls(
            name=unit.name,
            armor=unit.armor_now,
            life=unit.life,
            poison_markers=unit.poison_markers,
            engaged=unit.engaged,
            alive=unit.life > DEATH_AT_LIFE,
            esquive_used=unit.esquive_used,
            equipment=unit.equipment,
            equipment_dropped=(),
        )


@dataclass(frozen=True)
class AttackResult:
    """The outcome of one attack, spell or cost."""

    kind: AttackKind
    """How the damage came."""
    attacker: UnitState | None
    """What remains of the attacker (``None`` for a spell or a cost)."""
    target: UnitState
    """What remains of the target (untouched if an *Ange gardien* took the attack)."""
    mass_targets: tuple[UnitState, ...]
    """What remains of the further targets of an *Attaque de masse*."""
    guardian: UnitState | None
    """What remains of the *Ange gardien* who took the attack, if any."""
    steps: tuple[Step, ...]
    """The ruling, step by step."""
    summary: str
    """One line a judge can paste into a chat."""


@dataclass(frozen=True)
class TurnReport:
    """One turn of a timeline, as three snapshots of the unit followed."""

    turn: int
    """The turn number, 1 being the current turn."""
    after_actions: UnitState
    """The unit after the action phase (the repli and the attack, on turn 1)."""
    after_end_of_turn: UnitState
    """The unit after the end of the turn (poison)."""
    after_start_of_next_turn: UnitState | None
    """The unit after the start of the next turn (régénération, reset); ``None`` if it died."""


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
    """The ruling, step by step, attack included."""
    summary: str
    """One line a judge can paste into a chat."""


# ---------------------------------------------------------------------------------------------
# Validation: impossible values (InvalidInput) and what the rules forbid (IllegalAction)
# ---------------------------------------------------------------------------------------------


def _at(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def check_unit(unit: Unit, path: str) -> None:
    """Reject values no unit can have."""
    if unit.life <= DEATH_AT_LIFE:
        raise InvalidInput(
            _at(path, "life"),
            f"{unit.name} a {_points(unit.life)} de vie : une unité à 0 ou moins est morte "
            "(« Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt ») ; indiquez une vie d'au moins 1.",
            LIFE,
        )
    if unit.max_life is not None and unit.max_life < unit.life:
        raise InvalidInput(
            _at(path, "max_life"),
            f"La vie imprimée ({unit.max_life}) est inférieure à la vie actuelle ({unit.life}) : "
            "corrigez l'une ou l'autre, ou laissez la vie imprimée vide.",
            LIFE,
        )
    counts = {
        "melee": (unit.melee, MELEE_STAT),
        "ranged": (unit.ranged, RANGED_STAT),
        "poison_markers": (unit.poison_markers, POISON),
        "brothers_in_arms_nearby": (unit.brothers_in_arms_nearby, BROTHER_IN_ARMS),
        "blood_brothers_fallen": (unit.blood_brothers_fallen, BLOOD_BROTHER),
        "charge": (unit.charge, CHARGE_X),
        "mass_attack": (unit.mass_attack, MASS_ATTACK),
        "poison": (unit.poison, POISON),
        "instinctive_riposte": (unit.instinctive_riposte, INSTINCTIVE_RIPOSTE),
        "magic_resistance": (unit.magic_resistance, MAGIC_RESISTANCE),
        "regeneration": (unit.regeneration, REGENERATION),
    }
    for name, (value, rule) in counts.items():
        if value < 0:
            raise InvalidInput(_at(path, name), f"{name} vaut {value} : indiquez un nombre positif ou nul (0 = sans).", rule)
    for index, aura in enumerate(unit.auras):
        if aura < 0:
            raise InvalidInput(_at(path, f"auras[{index}]"), f"Une Aura attaque X a un X positif ou nul, pas {aura}.", AURA)
    seen: set[MagicType] = set()
    for index, resistance in enumerate(unit.type_resistances):
        if resistance.value < 0:
            raise InvalidInput(
                _at(path, f"type_resistances[{index}]"),
                f"Une résistance vaut au moins 0, pas {resistance.value}.",
                TYPE_RESISTANCE,
            )
        if resistance.magic_type in seen:
            raise InvalidInput(
                _at(path, f"type_resistances[{index}]"),
                f"La résistance {resistance.magic_type.value} est donnée deux fois : indiquez-la une seule fois.",
                TYPE_RESISTANCE,
            )
        seen.add(resistance.magic_type)
    if unit.esquive_used and not unit.esquive:
        raise InvalidInput(_at(path, "esquive_used"), f"{unit.name} n'a pas la capacité Esquive : elle n'a pas pu l'utiliser.", ESQUIVE)


def check_attack(inp: AttackInput, path: str = "") -> None:
    """Reject an attack the input cannot describe or the rules forbid; ``path`` prefixes field paths."""
    kind = inp.kind
    check_unit(inp.target, _at(path, "target"))
    if inp.attacker is not None:
        check_unit(inp.attacker, _at(path, "attacker"))
    for index, unit in enumerate(inp.mass_targets):
        check_unit(unit, _at(path, f"mass_targets[{index}]"))
    if inp.guardian is not None:
        check_unit(inp.guardian, _at(path, "guardian"))

    if kind.is_attack:
        _check_attack_action(inp, path)
    else:
        _check_spell_or_cost(inp, path)

    for index, unit in enumerate((inp.target, *inp.mass_targets)):
        where = _at(path, "target" if index == 0 else f"mass_targets[{index - 1}]")
        _check_dodge(kind, unit, where)
    if inp.guardian is not None:
        _check_dodge(kind, inp.guardian, _at(path, "guardian"))


def _check_attack_action(inp: AttackInput, path: str) -> None:
    attacker, kind = inp.attacker, inp.kind
    if attacker is None:
        raise InvalidInput(_at(path, "attacker"), f"Une {_KIND_LABEL[kind]} a un attaquant : décrivez l'unité qui attaque.", COMBAT)
    if inp.damage is not None or inp.magic_type is not None or inp.spell_ignores_armor:
        field_name = ("damage" if inp.damage is not None
                      else "magic_type" if inp.magic_type is not None else "spell_ignores_armor")
        raise InvalidInput(
            _at(path, field_name),
            "Les dégâts d'une attaque viennent de l'attaquant : 'damage', 'magic_type' et "
            "'spell_ignores_armor' ne servent qu'aux sorts et aux coûts.",
            COMBAT,
        )
    # Définitions essentielles: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas
    # redressée. » Combat 1: « l'unité attaquante s'engage et désigne une cible. »
    if attacker.engaged:
        raise IllegalAction(
            _at(path, "attacker.engaged"),
            f"{attacker.name} est engagée : une unité engagée ne peut plus être engagée tant qu'elle "
            "n'est pas redressée, elle ne peut donc pas attaquer avant le prochain début de tour.",
            ENGAGE,
        )
    if kind is AttackKind.RANGED and attacker.ranged <= 0:
        raise IllegalAction(
            _at(path, "attacker.ranged"),
            f"{attacker.name} n'a pas d'attaque à distance (valeur 0) : choisissez une attaque au corps à corps ou une charge.",
            RANGED_ATTACK,
        )
    if inp.fast_march and kind is not AttackKind.CHARGE:
        raise InvalidInput(_at(path, "fast_march"), "La marche rapide ne se déclare ici qu'avec une charge.", FAST_MARCH)
    if inp.fast_march and not attacker.fast_march:
        raise IllegalAction(
            _at(path, "fast_march"),
            f"{attacker.name} n'a pas la capacité Marche rapide : elle ne peut charger qu'à distance 1.",
            FAST_MARCH,
        )
    _check_mass_attack(inp, path)
    _check_guardian(inp, path)


def _check_mass_attack(inp: AttackInput, path: str) -> None:
    if not inp.mass_targets:
        return
    attacker = inp.attacker
    assert attacker is not None
    count = 1 + len(inp.mass_targets)
    # Attaque de masse X: « cibler jusqu'à X ennemis dans une zone et de leur infliger des attaques
    # successives au corps à corps »
    if inp.kind is AttackKind.RANGED:
        raise IllegalAction(
            _at(path, "mass_targets"),
            "L'Attaque de masse inflige des attaques au corps à corps : une attaque à distance n'a qu'une cible.",
            MASS_ATTACK,
        )
    if attacker.mass_attack < count:
        raise IllegalAction(
            _at(path, "mass_targets"),
            f"{attacker.name} vise {count} unités mais son Attaque de masse est de {attacker.mass_attack} : "
            f"retirez des cibles (au plus {max(attacker.mass_attack, 1)}).",
            MASS_ATTACK,
        )


def _check_guardian(inp: AttackInput, path: str) -> None:
    guardian, attacker = inp.guardian, inp.attacker
    if guardian is None:
        return
    assert attacker is not None
    where = _at(path, "guardian")
    if not guardian.guardian_angel:
        raise IllegalAction(
            _at(where, "guardian_angel"),
            f"{guardian.name} n'a pas la capacité Ange gardien : elle ne peut pas détourner l'attaque.",
            GUARDIAN_ANGEL,
        )
    # Ange gardien: « L'unité peut être engagée pour rediriger une attaque »
    if guardian.engaged:
        raise IllegalAction(
            _at(where, "engaged"),
            f"{guardian.name} est déjà engagée : Ange gardien demande de l'engager, ce qui est impossible.",
            ENGAGE,
        )
    # Solide: « Ses attaques ne peuvent être redirigées. »
    if attacker.solide:
        raise IllegalAction(
            where,
            f"{attacker.name} est Solide : ses attaques ne peuvent être redirigées ; retirez l'ange gardien.",
            SOLIDE,
        )


def _check_spell_or_cost(inp: AttackInput, path: str) -> None:
    kind = inp.kind
    for name, present in (("attacker", inp.attacker is not None), ("mass_targets", bool(inp.mass_targets)),
                          ("guardian", inp.guardian is not None), ("fast_march", inp.fast_march)):
        if present:
            raise InvalidInput(
                _at(path, name),
                f"'{name}' ne sert qu'aux attaques d'unités ; pour un {_KIND_LABEL[kind]}, donnez seulement la cible et les dégâts.",
                COMBAT if name != "guardian" else GUARDIAN_ANGEL,
            )
    if inp.damage is None:
        raise InvalidInput(_at(path, "damage"), f"Indiquez les dégâts du {_KIND_LABEL[kind]}.", COMBAT)
    if inp.damage < 0:
        raise InvalidInput(_at(path, "damage"), f"Des dégâts sont positifs ou nuls, pas {inp.damage}.", COMBAT)
    if kind is AttackKind.MAGIC and inp.magic_type is None:
        raise InvalidInput(
            _at(path, "magic_type"),
            "Indiquez le type de magie du sort : " + ", ".join(m.value for m in MagicType) + ".",
            TYPE_RESISTANCE,
        )
    if kind is AttackKind.COST and (inp.magic_type is not None or inp.spell_ignores_armor):
        raise InvalidInput(
            _at(path, "magic_type" if inp.magic_type is not None else "spell_ignores_armor"),
            "Des dégâts payés en coût ne sont pas un sort : retirez le type de magie.",
            GENERAL_RULES,
        )


def _check_dodge(kind: AttackKind, unit: Unit, path: str) -> None:
    if not unit.dodges:
        return
    if not unit.esquive:
        raise IllegalAction(_at(path, "dodges"), f"{unit.name} n'a pas la capacité Esquive.", ESQUIVE)
    # Esquive: « annuler une attaque au corps à corps par partie »
    if unit.esquive_used:
        raise IllegalAction(
            _at(path, "dodges"),
            f"{unit.name} a déjà utilisé son Esquive : elle ne sert qu'une fois par partie.",
            ESQUIVE,
        )
    if kind not in (AttackKind.MELEE, AttackKind.CHARGE):
        raise IllegalAction(
            _at(path, "dodges"),
            f"Esquive annule une attaque au corps à corps, pas une {_KIND_LABEL[kind]}.",
            ESQUIVE,
        )


def check_turns(inp: TurnInput, path: str = "") -> None:
    """Reject a timeline the input cannot describe or the rules forbid."""
    if not MIN_TURNS <= inp.turns <= MAX_TURNS:
        raise InvalidInput(
            _at(path, "turns"),
            f"Le calcul suit de {MIN_TURNS} à {MAX_TURNS} tours, pas {inp.turns}.",
            START_OF_TURN,
        )
    if (inp.unit is None) == (inp.attack is None):
        raise InvalidInput(
            _at(path, "unit"),
            "Donnez l'unité suivie soit dans 'unit' (sans attaque ce tour), soit dans 'attack' (avec 'follow'), pas les deux.",
            START_OF_TURN,
        )
    if inp.attack is not None:
        check_attack(inp.attack, _at(path, "attack"))
        if inp.follow is Role.ATTACKER and inp.attack.attacker is None:
            raise InvalidInput(
                _at(path, "follow"),
                f"Un {_KIND_LABEL[inp.attack.kind]} n'a pas d'unité attaquante à suivre : suivez la cible.",
                COMBAT,
            )
    followed = _followed_unit(inp)
    if inp.unit is not None:
        check_unit(inp.unit, _at(path, "unit"))
    if inp.retreat:
        # Repli is a Déplacement: « engager une unité pour la déplacer ».
        if followed.engaged:
            raise IllegalAction(
                _at(path, "retreat"),
                f"{followed.name} est engagée : elle ne peut pas se replier (un repli est un déplacement, qui engage l'unité).",
                RETREAT,
            )
        if inp.attack is not None and inp.follow is Role.ATTACKER:
            raise IllegalAction(
                _at(path, "retreat"),
                f"{followed.name} s'est repliée, donc engagée : elle ne peut plus attaquer ce tour.",
                RETREAT,
            )


def _followed_unit(inp: TurnInput) -> Unit:
    if inp.attack is None:
        assert inp.unit is not None
        return inp.unit
    if inp.follow is Role.ATTACKER:
        assert inp.attack.attacker is not None
        return inp.attack.attacker
    return inp.attack.target


# ---------------------------------------------------------------------------------------------
# Damage meets a unit: Caractéristiques des unités (Armure, Vie) and Combat steps 3-4
# ---------------------------------------------------------------------------------------------


def _of(name: str) -> str:
    """French "de" before a unit's name, elided before a vowel ("d'Attaquant")."""
    return f"d'{name}" if name[:1].lower() in "aeiouyhàâéèêëîïôöùûü" else f"de {name}"


def _plural(n: int, one: str, many: str) -> str:
    return one if abs(n) <= 1 else many


def _damage(n: int) -> str:
    return f"{n} {_plural(n, 'dégât', 'dégâts')}"


def _points(n: int) -> str:
    return f"{n} {_plural(n, 'point', 'points')}"


def _markers(n: int) -> str:
    return f"{n} {_plural(n, 'marqueur', 'marqueurs')}"


def take_damage(state: UnitState, amount: int, source: str, trace: Trace,
                ignores_armor_by: str | None = None) -> tuple[UnitState, int]:
    """Deal ``amount`` damage to a unit; return its new state and the life it lost.

    ``ignores_armor_by`` is the anchor of the rule that makes this damage ignore armor
    (piercing attack, spell, cost, poison), ``None`` when armor applies.
    """
    if not state.alive:
        return state, 0
    if ignores_armor_by is not None:
        state, lost = damage_ignoring_armor(state, amount, source, ignores_armor_by, trace)
    elif amount <= 0:
        state, lost = _no_damage(state, source, trace), 0
    elif state.armor < 0:
        state, lost = damage_on_negative_armor(state, amount, source, trace)
    else:
        state, lost = damage_through_armor(state, amount, source, trace)
    return check_death(state, trace), lost


def damage_through_armor(state: UnitState, amount: int, source: str, trace: Trace) -> tuple[UnitState, int]:
    """Combat 3: « en commençant par son armure. Toute portion excédentaire est transférée sur la vie. »"""
    absorbed = min(state.armor, amount)
    excess = amount - absorbed
    after = replace(state, armor=state.armor - absorbed, life=state.life - excess)
    if not absorbed:
        text = (f"{source} : {_damage(amount)} sur {state.name}, sans armure pour les absorber : "
                f"la vie passe de {state.life} à {after.life}.")
    elif excess:
        text = (f"{source} : {_damage(amount)} sur {state.name} ; l'armure en absorbe {absorbed} "
                f"({state.armor} → {after.armor}), {excess} {_plural(excess, 'passe', 'passent')} sur la vie "
                f"({state.life} → {after.life}).")
    else:
        text = (f"{source} : {_damage(amount)} sur {state.name} ; l'armure absorbe tout "
                f"({state.armor} → {after.armor}), la vie reste à {state.life}.")
    trace.add(text, COMBAT, damage=amount, absorbed=absorbed, life_lost=excess,
              armor_before=state.armor, armor_after=after.armor, life_before=state.life, life_after=after.life)
    return after, excess


def damage_on_negative_armor(state: UnitState, amount: int, source: str, trace: Trace) -> tuple[UnitState, int]:
    """Armure négative: « armure -2 → +2 dégâts à la prochaine attaque qui retire ces marqueurs ».

    Nothing is absorbed; the negative value is added to the damage, all of it goes to life,
    and the hit removes the negative markers: the armor is back to 0 (see the module docstring).
    """
    bonus = -state.armor
    lost = amount + bonus
    after = replace(state, armor=0, life=state.life - lost)
    trace.add(
        f"{source} : {_damage(amount)} sur {state.name}, dont l'armure est négative ({state.armor}) : "
        f"+{bonus}, soit {lost} sur la vie ({state.life} → {after.life}) ; ce coup retire les marqueurs, "
        "l'armure revient à 0.",
        ARMOR, damage=amount, negative_armor_bonus=bonus, life_lost=lost,
        armor_before=state.armor, armor_after=0, life_before=state.life, life_after=after.life,
    )
    return after, lost


def damage_ignoring_armor(state: UnitState, amount: int, source: str, rule: str, trace: Trace) -> tuple[UnitState, int]:
    """Damage that ignores armor goes to life and leaves the armor as it was.

    Open case: with negative armor, the rulebook does not say whether such damage gets the
    negative-armor bonus and removes the markers. The text of each of these rules says the
    damage ignores (« ignore », « ignorent », « sans tenir compte de ») armor: the calculation
    follows it — no bonus, markers kept — and the flagged step gives the other reading's figure.
    """
    after = replace(state, life=state.life - amount)
    trace.add(
        f"{source} : {_damage(amount)} sur {state.name}, sans tenir compte de l'armure : "
        f"la vie passe de {state.life} à {after.life}, l'armure reste à {state.armor}.",
        rule, damage=amount, life_lost=amount, armor=state.armor, life_before=state.life, life_after=after.life,
    )
    if state.armor < 0 and amount > 0:
        trace.silent(
            f"L'armure {_of(state.name)} est négative ({state.armor}) : la règle ne dit pas si des dégâts "
            f"qui ignorent l'armure reçoivent le bonus de l'armure négative (+{-state.armor}) et en retirent "
            f"les marqueurs. Le calcul suit le texte (l'armure est ignorée) : pas de bonus, les marqueurs restent. "
            f"Dans l'autre lecture, la vie tomberait à {state.life - amount + state.armor} et l'armure reviendrait à 0.",
            ARMOR, negative_armor=state.armor, life_other_reading=state.life - amount + state.armor,
        )
    return after, amount


def _no_damage(state: UnitState, source: str, trace: Trace) -> UnitState:
    trace.add(f"{source} : aucun dégât pour {state.name}.", COMBAT, damage=0)
    if state.armor < 0:
        trace.silent(
            f"L'armure {_of(state.name)} est négative ({state.armor}) : la règle ne dit pas si un coup sans dégâts "
            "déclenche le bonus de l'armure négative. Le calcul n'inflige rien et laisse les marqueurs.",
            ARMOR, negative_armor=state.armor,
        )
    return state


def check_death(state: UnitState, trace: Trace) -> UnitState:
    """Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. » Combat 4: its equipment drops."""
    if not state.alive or state.life > DEATH_AT_LIFE:
        return state
    dead = replace(state, alive=False, equipment=(), equipment_dropped=state.equipment)
    text = f"{state.name} tombe à {_points(state.life)} de vie : elle meurt et part au cimetière de son joueur."
    if state.equipment:
        text += (f" Ses équipements ({', '.join(state.equipment)}) sont lâchés dans sa zone ; "
                 "une autre unité, alliée ou ennemie, peut dépenser une action pour les récupérer.")
    trace.add(text, COMBAT, life=state.life, equipment_dropped=list(state.equipment))
    return dead


# ---------------------------------------------------------------------------------------------
# Poison X and Attaque incapacitante: what life damage brings with it
# ---------------------------------------------------------------------------------------------


def lay_poison(poisoner: Unit, victim: UnitState, life_lost: int, trace: Trace) -> UnitState:
    """Poison X: « Applique X marqueurs poisons si des dégâts à la vie sont infligés, si l'unité a
    déjà des marqueurs poisons, complétez pour arriver à X (Les marqueurs ne se cumulent pas). »"""
    x = poisoner.poison
    if x <= 0 or not victim.alive:
        return victim
    if life_lost <= 0:
        trace.add(f"Poison {x} {_of(poisoner.name)} : aucun dégât à la vie, aucun marqueur posé sur {victim.name}.",
                  POISON, poison=x, life_lost=0)
        return victim
    if victim.poison_markers >= x:
        trace.add(f"Poison {x} {_of(poisoner.name)} : {victim.name} porte déjà {_markers(victim.poison_markers)} ; "
                  "les marqueurs ne se cumulent pas, rien n'est ajouté.",
                  POISON, poison=x, markers_before=victim.poison_markers, markers_after=victim.poison_markers)
        return victim
    trace.add(f"Poison {x} {_of(poisoner.name)} : des dégâts ont touché la vie {_of(victim.name)}, ses marqueurs "
              f"sont complétés jusqu'à {x} ({victim.poison_markers} → {x}), sans cumul.",
              POISON, poison=x, markers_before=victim.poison_markers, markers_after=x)
    return replace(victim, poison_markers=x)


def cripple(attacker: Unit, victim_unit: Unit, victim: UnitState, life_lost: int, trace: Trace) -> UnitState:
    """Attaque incapacitante: « si l'attaque inflige des dégâts à la vie, la cible devient engagée
    si elle ne l'est pas déjà. » Solide: « l'unité ne peut pas être engagée par un sort ou une
    capacité adverse. »"""
    if not attacker.crippling_attack or not victim.alive:
        return victim
    if life_lost <= 0:
        trace.add(f"Attaque incapacitante : aucun dégât à la vie, {victim.name} n'est pas engagée.", CRIPPLING_ATTACK)
        return victim
    if victim_unit.solide:
        trace.add(f"Attaque incapacitante : {victim.name} est Solide, une capacité adverse ne peut pas l'engager.", SOLIDE)
        return victim
    if victim.engaged:
        trace.add(f"Attaque incapacitante : {victim.name} est déjà engagée.", CRIPPLING_ATTACK)
        return victim
    trace.add(f"Attaque incapacitante : des dégâts ont touché sa vie, {victim.name} devient engagée.", CRIPPLING_ATTACK)
    return replace(victim, engaged=True)


# ---------------------------------------------------------------------------------------------
# Attack value: the unit's attack and its modifiers (Capacités)
# ---------------------------------------------------------------------------------------------


def highest_aura(unit: Unit) -> int:
    """Aura attaque X: « Si plusieurs auras sont présentes, seule la plus élevée est prise en compte. »"""
    return max(unit.auras, default=0)


def melee_modifiers(unit: Unit, trace: Trace, *, charging: bool = False) -> int:
    """The bonuses to a unit's melee attack: aura, Frère d'arme, Frère de sang (in that order)."""
    bonus = 0
    aura = highest_aura(unit)
    if aura:
        others = f" (la plus élevée de {', '.join(map(str, unit.auras))})" if len(unit.auras) > 1 else ""
        where = " de sa zone de départ" if charging else ""
        trace.add(f"Aura attaque{where} : +{aura}{others}.", AURA, aura=aura, auras=list(unit.auras))
        bonus += aura
    if unit.brother_in_arms and unit.brothers_in_arms_nearby >= BROTHERS_IN_ARMS_NEEDED:
        trace.add(f"Frère d'arme : {unit.brothers_in_arms_nearby} autres frères d'arme dans sa zone "
                  f"(il en faut {BROTHERS_IN_ARMS_NEEDED}), +{BROTHER_IN_ARMS_BONUS}.",
                  BROTHER_IN_ARMS, bonus=BROTHER_IN_ARMS_BONUS, nearby=unit.brothers_in_arms_nearby)
        if charging:
            trace.silent("Frère d'arme pendant une charge : la règle ne dit pas si les frères se comptent dans la zone "
                         "de départ ou d'arrivée ; le calcul reprend le nombre indiqué.", BROTHER_IN_ARMS)
        bonus += BROTHER_IN_ARMS_BONUS
    elif unit.brother_in_arms:
        others = _plural(unit.brothers_in_arms_nearby, "autre frère", "autres frères")
        trace.add(f"Frère d'arme : {unit.brothers_in_arms_nearby} {others} d'arme dans sa zone, il en faut "
                  f"{BROTHERS_IN_ARMS_NEEDED} : pas de bonus.", BROTHER_IN_ARMS, nearby=unit.brothers_in_arms_nearby)
    if unit.blood_brother and unit.blood_brothers_fallen:
        gained = BLOOD_BROTHER_BONUS * unit.blood_brothers_fallen
        fallen = _plural(unit.blood_brothers_fallen, "frère de sang mort", "frères de sang morts")
        trace.add(f"Frère de sang : {unit.blood_brothers_fallen} {fallen} dans sa zone ce tour, "
                  f"+{gained} (son malus d'armure doit déjà figurer dans son armure actuelle).",
                  BLOOD_BROTHER, bonus=gained, fallen=unit.blood_brothers_fallen)
        bonus += gained
    return bonus


def attack_value(kind: AttackKind, attacker: Unit, trace: Trace, *, first: bool) -> int:
    """The damage of one attack: the unit's value, then its modifiers (first attack only, for a mass attack)."""
    if kind is AttackKind.RANGED:
        trace.add(f"{attacker.name} tire à distance : {_damage(attacker.ranged)}.", RANGED_ATTACK, ranged=attacker.ranged)
        return attacker.ranged
    trace.add(f"Attaque au corps à corps {_of(attacker.name)} : {attacker.melee}.", MELEE_ATTACK, melee=attacker.melee)
    if not first:
        # Attaque de masse X: « seule la première attaque tient compte de ce modificateur. »
        trace.add(f"Attaque de masse : seule la première attaque tient compte des modificateurs, "
                  f"celle-ci inflige {attacker.melee}.", MASS_ATTACK, value=attacker.melee)
        return attacker.melee
    value = attacker.melee + melee_modifiers(attacker, trace, charging=kind is AttackKind.CHARGE)
    if kind is AttackKind.CHARGE and attacker.charge:
        trace.add(f"Charge {attacker.charge} : +{attacker.charge} lors d'une action de charge.", CHARGE_X, bonus=attacker.charge)
        value += attacker.charge
    if value != attacker.melee:
        trace.add(f"{attacker.name} inflige {_damage(value)}.", MELEE_ATTACK, value=value)
    return value


def riposte_value(unit: Unit, trace: Trace) -> int:
    """Riposte: « infliger à son tour ses dégâts de CAC […] La capacité Aura attaque s'applique. »"""
    trace.add(f"Dégâts de corps à corps {_of(unit.name)} : {unit.melee}.", MELEE_STAT, melee=unit.melee)
    value = unit.melee + melee_modifiers(unit, trace)
    if value != unit.melee:
        trace.add(f"La riposte {_of(unit.name)} inflige {_damage(value)}.", RIPOSTE, value=value)
    return value


# ---------------------------------------------------------------------------------------------
# Ripostes and Esquive (Capacités; Phase d'actions: « Les attaques à distance ne provoquent jamais de riposte »)
# ---------------------------------------------------------------------------------------------


def has_any_riposte(unit: Unit) -> bool:
    return unit.riposte is not None or unit.instinctive_riposte > 0


def riposte_barred(kind: AttackKind, attacker: Unit, redirected: bool) -> tuple[str, str] | None:
    """Why no riposte of any kind can answer this attack (reason, rule), or ``None``."""
    # Phase d'actions and Combat 3: « Les attaques à distance ne provoquent jamais de riposte. »
    if kind is AttackKind.RANGED:
        return "une attaque à distance ne provoque jamais de riposte", COMBAT
    # Riposte, Riposte éclair, Riposte instinctive X: « Ne fonctionne pas lors d'une charge. »
    if kind is AttackKind.CHARGE:
        return "les ripostes ne fonctionnent pas lors d'une charge", RIPOSTE
    # Attaque furtive: « les unités attaquées ne peuvent riposter d'aucune manière. »
    if attacker.stealth_attack:
        return f"l'Attaque furtive {_of(attacker.name)} interdit toute riposte", STEALTH_ATTACK
    # Ange gardien: « Elle ne peut pas riposter à cette attaque. »
    if redirected:
        return "un ange gardien ne peut pas riposter à l'attaque qu'il a détournée", GUARDIAN_ANGEL
    return None


def esquive_cancels(kind: AttackKind, unit: Unit, state: UnitState, trace: Trace) -> bool:
    """Esquive: « permet à une unité d'annuler une attaque au corps à corps par partie. »"""
    available = unit.esquive and not state.esquive_used and kind in (AttackKind.MELEE, AttackKind.CHARGE)
    if not unit.dodges:
        if available:
            trace.choice(f"{unit.name} pourrait annuler cette attaque avec Esquive (une fois par partie) ; "
                         "son joueur ne l'utilise pas ici.", ESQUIVE, options=["esquiver", "encaisser"], chosen="encaisser")
        return False
    if kind is AttackKind.CHARGE:
        trace.silent("Esquive contre une charge : la Charge « effectue une attaque au corps à corps », mais le Combat la "
                     "range avec les attaques à distance (zone adjacente) et la règle ne tranche pas. Le calcul applique "
                     "l'esquive déclarée ; si le juge l'écarte, relancez le calcul sans esquive.", ESQUIVE)
    trace.choice(f"{unit.name} utilise Esquive : l'attaque est annulée. Son esquive est épuisée pour la partie.",
                 ESQUIVE, options=["esquiver", "encaisser"], chosen="esquiver")
    if has_any_riposte(unit):
        trace.silent(f"La règle ne dit pas si {unit.name} peut encore riposter à une attaque esquivée : "
                     "le calcul n'applique aucune riposte.", ESQUIVE)
    return True


def strike_back(kind_text: str, rule: str, defender: Unit, attacker: UnitState, value: int, trace: Trace) -> UnitState:
    """A riposte's damage goes through the attacker's armor like any attack, with the defender's poison."""
    attacker, lost = take_damage(attacker, value, f"{kind_text} {_of(defender.name)}", trace)
    attacker = lay_poison(defender, attacker, lost, trace)
    if defender.piercing_attack or defender.crippling_attack:
        trace.silent(f"{defender.name} a une attaque transperçante ou incapacitante : la règle ne dit pas si ces "
                     "capacités d'attaque s'appliquent à une riposte ; le calcul ne les applique pas.", rule)
    return attacker


def engaging_riposte(kind: RiposteKind, defender: Unit, d_state: UnitState, attacker: UnitState,
                     trace: Trace) -> tuple[UnitState, UnitState]:
    """Riposte and Riposte éclair: « elle peut s'engager pour infliger à son tour ses dégâts de CAC »."""
    rule = RIPOSTE if kind is RiposteKind.RIPOSTE else FLASH_RIPOSTE
    label = "Riposte" if kind is RiposteKind.RIPOSTE else "Riposte éclair"
    if not defender.ripostes:
        trace.choice(f"{defender.name} pourrait riposter ({label}) en s'engageant ; son joueur ne le fait pas.",
                     rule, options=["riposter", "ne pas riposter"], chosen="ne pas riposter")
        return d_state, attacker
    trace.choice(f"{defender.name} s'engage pour riposter ({label}) ; son joueur pouvait s'en abstenir.",
                 rule, options=["riposter", "ne pas riposter"], chosen="riposter")
    if d_state.engaged:
        trace.silent(f"{defender.name} est déjà engagée : la riposte demande de « s'engager » et une unité engagée "
                     "« ne peut plus être engagée tant qu'elle n'est pas redressée », mais la règle ne dit pas si une "
                     "unité déjà engagée peut riposter. Le calcul applique la riposte déclarée ; si le juge l'écarte, relancez le "
                     "calcul sans riposte.", rule, engaged=True)
    value = riposte_value(defender, trace)
    attacker = strike_back(label, rule, defender, attacker, value, trace)
    return replace(d_state, engaged=True), attacker


def instinctive_riposte(defender: Unit, d_state: UnitState, attacker: UnitState, trace: Trace) -> UnitState:
    """Riposte instinctive X: « inflige automatiquement X dégâts à son assaillant lorsqu'elle est attaquée,
    sans s'engager. […] La capacité Aura attaque ne s'applique pas. »"""
    x = defender.instinctive_riposte
    trace.add(f"Riposte instinctive {x} {_of(defender.name)} : {_damage(x)} automatiquement, sans s'engager et sans aura.",
              INSTINCTIVE_RIPOSTE, value=x)
    after = strike_back("Riposte instinctive", INSTINCTIVE_RIPOSTE, defender, attacker, x, trace)
    if not d_state.alive or not after.alive:
        trace.silent("La règle ne dit pas à quel moment frappe la riposte instinctive (« lorsqu'elle est attaquée ») : "
                     "le calcul la fait frapper après les dégâts de l'attaquant, même si la cible en meurt, et "
                     "l'attaquant inflige ses dégâts quoi qu'il arrive (seule la Riposte éclair dit frapper avant).",
                     INSTINCTIVE_RIPOSTE)
    return after


# ---------------------------------------------------------------------------------------------
# One attack on one unit: Combat steps 1-4
# ---------------------------------------------------------------------------------------------


def strike(kind: AttackKind, attacker: Unit, a_state: UnitState, defender: Unit, d_state: UnitState,
           trace: Trace, *, first: bool, redirected: bool) -> tuple[UnitState, UnitState]:
    """One attack by ``attacker`` on ``defender``, ripostes included; returns both new states."""
    value = attack_value(kind, attacker, trace, first=first)

    # Esquive cancels the attack before anything else happens.
    if esquive_cancels(kind, defender, d_state, trace):
        return a_state, replace(d_state, esquive_used=True)

    barred = riposte_barred(kind, attacker, redirected)
    if barred and has_any_riposte(defender):
        reason, rule = barred
        trace.add(f"{defender.name} ne peut pas riposter : {reason}.", rule)
    can_riposte = barred is None

    # Riposte éclair: « les dégâts sont infligés avant ceux de l'adversaire. Si l'attaquant meurt, il
    # n'inflige aucun dégât. »
    if can_riposte and defender.riposte is RiposteKind.FLASH:
        d_state, a_state = engaging_riposte(RiposteKind.FLASH, defender, d_state, a_state, trace)
        if not a_state.alive:
            trace.add(f"{attacker.name} meurt avant de frapper : elle n'inflige aucun dégât.", FLASH_RIPOSTE)
            return a_state, d_state

    # Combat 3: the attacker's damage, armor first (Attaque transperçante ignores it).
    pierce = PIERCING_ATTACK if attacker.piercing_attack else None
    if pierce:
        trace.add(f"Attaque transperçante : l'attaque ignore l'armure {_of(defender.name)}, qui n'est pas détruite.",
                  PIERCING_ATTACK)
    d_state, lost = take_damage(d_state, value, f"{_KIND_LABEL[kind].capitalize()} {_of(attacker.name)}", trace, pierce)
    d_state = lay_poison(attacker, d_state, lost, trace)
    d_state = cripple(attacker, defender, d_state, lost, trace)

    # Riposte instinctive X: automatic, whether or not the target survived.
    if can_riposte and defender.instinctive_riposte > 0 and a_state.alive:
        a_state = instinctive_riposte(defender, d_state, a_state, trace)

    # Riposte: « si l'unité est attaquée au corps à corps et survit ».
    if can_riposte and defender.riposte is RiposteKind.RIPOSTE and a_state.alive:
        if d_state.alive:
            d_state, a_state = engaging_riposte(RiposteKind.RIPOSTE, defender, d_state, a_state, trace)
        else:
            trace.add(f"{defender.name} n'a pas survécu : pas de riposte.", RIPOSTE)
    return a_state, d_state


def declare(inp: AttackInput, attacker: Unit, trace: Trace) -> UnitState:
    """Combat 1: the attacker engages; a charge costs it armor until the end of the turn."""
    state = replace(UnitState.of(attacker), engaged=True)
    if inp.kind is not AttackKind.CHARGE:
        trace.add(f"{attacker.name} s'engage et déclare une {_KIND_LABEL[inp.kind]}.", COMBAT)
        return state
    malus = CHARGE_ARMOR_MALUS + (FAST_MARCH_ARMOR_MALUS if inp.fast_march else 0)
    after = replace(state, armor=state.armor - malus)
    if inp.fast_march:
        trace.add(f"{attacker.name} charge avec Marche rapide (distance 2) : elle s'engage et cumule les deux malus, "
                  f"-{malus} armure jusqu'à la fin du tour ({state.armor} → {after.armor}).",
                  FAST_MARCH, malus=malus, armor_before=state.armor, armor_after=after.armor)
    else:
        trace.add(f"{attacker.name} charge : elle s'engage et subit -{malus} armure jusqu'à la fin du tour "
                  f"({state.armor} → {after.armor}).", CHARGE, malus=malus, armor_before=state.armor, armor_after=after.armor)
    return after


def resolve_attack(inp: AttackInput) -> AttackResult:
    """Apply one attack, spell or cost and tell what remains of every unit involved."""
    check_attack(inp)
    trace = Trace()
    if not inp.kind.is_attack:
        target = spell_or_cost(inp, trace)
        return _attack_result(inp, None, target, (), None, trace)

    attacker = inp.attacker
    assert attacker is not None
    a_state = declare(inp, attacker, trace)
    targets = (inp.target, *inp.mass_targets)
    states = [UnitState.of(unit) for unit in targets]
    guardian_state = None
    if inp.mass_targets:
        announce_mass_attack(inp, attacker, trace)

    for index, target in enumerate(targets):
        # Attaque de masse X: « Si l'unité attaquante meurt à cause d'une riposte, elle interrompt son action. »
        if not a_state.alive:
            trace.add(f"{attacker.name} est morte : elle interrompt son action, {target.name} n'est pas attaquée.",
                      MASS_ATTACK)
            break
        first = index == 0
        if first and inp.guardian is not None:
            guardian_state = redirect(inp.guardian, target, trace)
            a_state, guardian_state = strike(inp.kind, attacker, a_state, inp.guardian, guardian_state, trace,
                                             first=True, redirected=True)
        else:
            a_state, states[index] = strike(inp.kind, attacker, a_state, target, states[index], trace,
                                            first=first, redirected=False)
    return _attack_result(inp, a_state, states[0], tuple(states[1:]), guardian_state, trace)


def announce_mass_attack(inp: AttackInput, attacker: Unit, trace: Trace) -> None:
    """Attaque de masse X: « des attaques successives au corps à corps »."""
    trace.add(f"Attaque de masse {attacker.mass_attack} : {attacker.name} attaque {1 + len(inp.mass_targets)} unités "
              "l'une après l'autre.", MASS_ATTACK, targets=1 + len(inp.mass_targets))
    if inp.kind is AttackKind.CHARGE:
        trace.silent("La règle ne dit pas si une charge peut être une attaque de masse : le calcul compte le malus "
                     "de charge une fois et réserve les modificateurs (Charge X compris) à la première attaque.",
                     MASS_ATTACK)


def redirect(guardian: Unit, target: Unit, trace: Trace) -> UnitState:
    """Ange gardien: « L'unité peut être engagée pour rediriger une attaque visant une unité alliée dans la même
    zone vers elle-même. »"""
    trace.add(f"{guardian.name} s'engage (Ange gardien) et détourne sur elle l'attaque visant {target.name}.",
              GUARDIAN_ANGEL)
    return replace(UnitState.of(guardian), engaged=True)


def spell_or_cost(inp: AttackInput, trace: Trace) -> UnitState:
    """Magic damage (resistances, then armor unless the spell says otherwise) or damage paid as a cost."""
    target, state = inp.target, UnitState.of(inp.target)
    amount = inp.damage or 0
    if inp.kind is AttackKind.COST:
        trace.add("Dégâts payés en coût : « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent "
                  "toujours l'armure. »", GENERAL_RULES, damage=amount)
        state, _ = take_damage(state, amount, "Coût", trace, ignores_armor_by=GENERAL_RULES)
        return state
    assert inp.magic_type is not None
    reduced = reduce_by_resistances(target, amount, inp.magic_type, trace)
    source = f"Sort ({inp.magic_type.value})"
    if inp.spell_ignores_armor:
        trace.add("Le sort précise qu'il ignore l'armure (« sauf si précisés dans le sort »).", ARMOR)
        state, _ = take_damage(state, reduced, source, trace, ignores_armor_by=ARMOR)
        return state
    trace.add("« L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »", ARMOR)
    if state.armor < 0 and reduced > 0:
        trace.silent(f"L'armure {_of(state.name)} est négative ({state.armor}) : la règle donne le bonus à « la prochaine "
                     "attaque » et ne dit pas si un sort, qui n'est pas une attaque, le reçoit. Le calcul traite le sort comme l'armure le fait pour "
                     f"les dégâts magiques : +{-state.armor} et les marqueurs sont retirés. Sinon, la vie tomberait à "
                     f"{state.life - reduced}.", ARMOR, life_other_reading=state.life - reduced)
    resistance = amount - reduced
    if resistance and state.armor > 0 and amount > 0:
        _resistance_order(state, amount, resistance, trace)
    state, _ = take_damage(state, reduced, source, trace)
    return state


def reduce_by_resistances(target: Unit, amount: int, magic_type: MagicType, trace: Trace) -> int:
    """Résistance magique X: « réduit tous les dégâts magiques subis de X points ».
    Résistance [type] X: « réduit tous les dégâts d'un type spécifique de magie de X points »."""
    reduced = amount
    if target.magic_resistance:
        after = max(0, reduced - target.magic_resistance)
        trace.add(f"Résistance magique {target.magic_resistance} {_of(target.name)} : {reduced} → {after}.",
                  MAGIC_RESISTANCE, resistance=target.magic_resistance, before=reduced, after=after)
        reduced = after
    for resistance in target.type_resistances:
        if resistance.magic_type is not magic_type:
            trace.add(f"Résistance {resistance.magic_type.value} {resistance.value} {_of(target.name)} : sans effet contre "
                      f"un sort {magic_type.value}.", TYPE_RESISTANCE, resisted_type=resistance.magic_type.value)
            continue
        after = max(0, reduced - resistance.value)
        trace.add(f"Résistance {magic_type.value} {resistance.value} {_of(target.name)} : {reduced} → {after}.",
                  TYPE_RESISTANCE, resistance=resistance.value, before=reduced, after=after)
        reduced = after
    return reduced


def _resistance_order(state: UnitState, amount: int, resistance: int, trace: Trace) -> None:
    """Open case: the order of résistance and armor changes what armor is left (never the life lost)."""
    reduced = max(0, amount - resistance)
    armor_resistance_first = state.armor - min(state.armor, reduced)
    armor_armor_first = state.armor - min(state.armor, amount)
    if armor_resistance_first == armor_armor_first:
        return
    trace.silent(f"La règle ne dit pas si la résistance réduit les dégâts avant ou après l'armure. Le calcul réduit "
                 f"d'abord les dégâts, puis l'armure absorbe le reste (armure restante {armor_resistance_first}) ; "
                 f"dans l'autre ordre, l'armure tomberait à {armor_armor_first}. La vie perdue est la même.",
                 MAGIC_RESISTANCE, armor_other_reading=armor_armor_first)


# ---------------------------------------------------------------------------------------------
# The turn clock: Étape de fin du tour, then Début du tour
# ---------------------------------------------------------------------------------------------


def retreat(unit: Unit, trace: Trace) -> Unit:
    """Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »"""
    after = unit.armor_now - RETREAT_ARMOR_MALUS
    trace.add(f"{unit.name} se replie : elle s'engage (un repli est un déplacement) et subit -{RETREAT_ARMOR_MALUS} "
              f"armure jusqu'à la fin du tour ({unit.armor_now} → {after}).", RETREAT,
              malus=RETREAT_ARMOR_MALUS, armor_before=unit.armor_now, armor_after=after)
    if unit.brother_in_arms:
        trace.silent(f"{unit.name} est Frère d'arme, qui « ne peut pas faire de retraite » : la règle ne dit pas si un "
                     "Repli est une retraite. Le calcul applique le repli déclaré ; si le juge l'assimile à une "
                     "retraite, il est interdit.", BROTHER_IN_ARMS)
    return replace(unit, current_armor=after, engaged=True)


def end_of_turn(unit: Unit, state: UnitState, turn: int, trace: Trace) -> UnitState:
    """Étape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts de poison sont appliqués »."""
    markers = state.poison_markers
    if markers <= 0:
        trace.add(f"Fin du tour {turn} : {state.name} ne porte aucun marqueur de poison, sa vie reste à {state.life}.",
                  END_OF_TURN, turn=turn)
        return state
    trace.add(f"Fin du tour {turn}, étapes {' et '.join(map(str, END_OF_TURN_CAPTURE_STEPS))} : les captures de trésors "
              f"et de zones se font avant le poison ; {state.name}, encore vivante, compte pour ces captures.",
              END_OF_TURN, turn=turn)
    source = (f"Fin du tour {turn}, étape {END_OF_TURN_POISON_STEP}, poison ({_markers(markers)}, qui restent en place : "
              "seule une Purification les retire)")
    state, _ = take_damage(state, markers, source, trace, ignores_armor_by=POISON)
    return state


def start_of_turn(unit: Unit, state: UnitState, turn: int, trace: Trace) -> UnitState:
    """Début du tour: start-of-turn effects (step 3: Régénération), unengage (5), armor reset (7)."""
    state = regenerate(unit, state, turn, trace)
    if state.engaged:
        trace.add(f"Début du tour {turn}, étape {START_OF_TURN_UNENGAGE_STEP} : {state.name} est dégagée.",
                  START_OF_TURN, turn=turn)
    trace.add(f"Début du tour {turn}, étape {START_OF_TURN_ARMOR_STEP} : l'armure {_of(state.name)} est réinitialisée à "
              f"sa valeur, {unit.armor} (elle était à {state.armor}) ; les malus temporaires ont pris fin avec le tour "
              f"{turn - 1}.", START_OF_TURN, turn=turn, armor_before=state.armor, armor_after=unit.armor)
    return replace(state, engaged=False, armor=unit.armor)


def regenerate(unit: Unit, state: UnitState, turn: int, trace: Trace) -> UnitState:
    """Régénération X: « L'unité récupère X points de vie à chaque début de tour. »"""
    x = unit.regeneration
    if x <= 0:
        return state
    uncapped = state.life + x
    life = uncapped
    if unit.max_life is not None and uncapped > unit.max_life:
        life = max(state.life, unit.max_life)
        trace.silent(f"La règle ne fixe pas de maximum à la vie : « récupère » fait regagner des points perdus, le calcul "
                     f"s'arrête donc à la vie imprimée ({unit.max_life}) ; sans plafond, elle serait à {uncapped}.",
                     REGENERATION, life_other_reading=uncapped)
    trace.add(f"Début du tour {turn}, étape {START_OF_TURN_EFFECTS_STEP} (effets de début de tour) : Régénération {x}, "
              f"{state.name} récupère {_points(life - state.life)} de vie ({state.life} → {life}).",
              REGENERATION, turn=turn, regeneration=x, life_before=state.life, life_after=life)
    return replace(state, life=life)


def resolve_turns(inp: TurnInput) -> TimelineResult:
    """Follow a unit through this turn's actions, then the end and the start of 1 to 5 turns."""
    check_turns(inp)
    trace = Trace()
    unit = _followed_unit(inp)
    if inp.retreat:
        unit = retreat(unit, trace)
    attack_result = None
    if inp.attack is not None:
        attack = _with_followed(inp.attack, inp.follow, unit)
        attack_result = resolve_attack(attack)
        for step in attack_result.steps:
            trace.add(step.text, step.rule, step.flag, **step.values)
        state = attack_result.attacker if inp.follow is Role.ATTACKER else attack_result.target
        assert state is not None
    else:
        state = UnitState.of(unit)

    if state.alive and state.poison_markers and unit.regeneration:
        trace.silent(f"{unit.name} est empoisonnée et a Régénération : la règle ne dit pas comment les deux "
                     "interagissent. Le calcul applique chacun à son moment, le poison à l'étape 3 de la fin du tour, "
                     "la régénération au début du tour suivant ; une unité tuée par le poison ne régénère pas.",
                     REGENERATION)

    reports: list[TurnReport] = []
    for turn in range(1, inp.turns + 1):
        after_actions = state
        if not state.alive:
            reports.append(TurnReport(turn, state, state, None))
            break
        state = end_of_turn(unit, state, turn, trace)
        after_end = state
        if not state.alive:
            reports.append(TurnReport(turn, after_actions, after_end, None))
            break
        state = start_of_turn(unit, state, turn + 1, trace)
        reports.append(TurnReport(turn, after_actions, after_end, state))
    if not state.alive and len(reports) < inp.turns:
        trace.add(f"{state.name} est morte : la chronologie s'arrête au tour {len(reports)}.", LIFE, turn=len(reports))
    return TimelineResult(
        unit=state, attack=attack_result, turns=tuple(reports), steps=trace.steps(),
        summary=_timeline_summary(inp, unit, attack_result, reports, trace),
    )


def _with_followed(attack: AttackInput, follow: Role, unit: Unit) -> AttackInput:
    if follow is Role.ATTACKER:
        return replace(attack, attacker=unit)
    return replace(attack, target=unit)


# ---------------------------------------------------------------------------------------------
# Summaries: one line for a chat
# ---------------------------------------------------------------------------------------------


def _change(before: Unit, after: UnitState) -> str:
    parts = [f"armure {before.armor_now} → {after.armor}", f"vie {before.life} → {after.life}"]
    if after.poison_markers:
        parts.append(f"poison {after.poison_markers}")
    if after.engaged and not before.engaged:
        parts.append("engagée")
    if after.esquive_used and not before.esquive_used:
        parts.append("esquive utilisée")
    if not after.alive:
        parts.append("morte" + (f", lâche {', '.join(after.equipment_dropped)}" if after.equipment_dropped else ""))
    return f"{after.name} : " + ", ".join(parts)


def _silent_note(trace: Trace) -> str:
    silent = any(step.flag is Flag.SILENT for step in trace.steps())
    return " (règle muette sur un point : voir les étapes signalées)" if silent else ""


def _attack_result(inp: AttackInput, attacker: UnitState | None, target: UnitState, mass: tuple[UnitState, ...],
                   guardian: UnitState | None, trace: Trace) -> AttackResult:
    if inp.attacker is not None:
        head = f"{_KIND_LABEL[inp.kind].capitalize()} {_of(inp.attacker.name)} sur {inp.target.name}"
    elif inp.kind is AttackKind.MAGIC:
        assert inp.magic_type is not None
        head = f"Sort {inp.magic_type.value} de {inp.damage} sur {inp.target.name}"
    else:
        head = f"{_damage(inp.damage or 0)} payés en coût par {inp.target.name}"
    changes = []
    if guardian is not None and inp.guardian is not None:
        changes.append(_change(inp.guardian, guardian) + " (ange gardien)")
    else:
        changes.append(_change(inp.target, target))
    changes += [_change(unit, state) for unit, state in zip(inp.mass_targets, mass)]
    if attacker is not None and inp.attacker is not None:
        changes.append(_change(inp.attacker, attacker))
    summary = f"{head} — " + " ; ".join(changes) + "." + _silent_note(trace)
    return AttackResult(kind=inp.kind, attacker=attacker, target=target, mass_targets=mass, guardian=guardian,
                        steps=trace.steps(), summary=summary)


def _timeline_summary(inp: TurnInput, unit: Unit, attack: AttackResult | None, reports: list[TurnReport],
                      trace: Trace) -> str:
    head = f"{unit.name} (armure {unit.armor}, vie {unit.life}, poison {unit.poison_markers})"
    parts = []
    if inp.retreat:
        parts.append("repli")
    if attack is not None and inp.attack is not None:
        parts.append(f"tour 1 : {_KIND_LABEL[inp.attack.kind]} ({'attaquante' if inp.follow is Role.ATTACKER else 'cible'})")
    for report in reports:
        if report.after_actions.alive and not report.after_end_of_turn.alive:
            parts.append(f"meurt du poison à la fin du tour {report.turn}")
        elif not report.after_actions.alive:
            parts.append(f"morte au tour {report.turn}")
        elif report.after_start_of_next_turn is not None:
            s = report.after_start_of_next_turn
            parts.append(f"début du tour {report.turn + 1} : vie {s.life}, armure {s.armor}, poison {s.poison_markers}")
    return f"{head}, {_plural(inp.turns, '1 tour', f'{inp.turns} tours')} : " + " ; ".join(parts) + "." + _silent_note(trace)


# ---------------------------------------------------------------------------------------------
# JSON reading: every failure is an InvalidInput naming the field
# ---------------------------------------------------------------------------------------------

_REQUIRED: Any = object()
E = TypeVar("E", bound=enum.Enum)


def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))


class _Reader:
    """Reads one JSON object; each method names the field path in its errors."""

    def __init__(self, data: Any, path: str, allowed: frozenset[str]):
        if not isinstance(data, Mapping):
            raise InvalidInput(path or "(racine)", f"Attendu un objet JSON, reçu {_json_type(data)}.", None)
        for key in data:
            if key not in allowed:
                raise InvalidInput(_at(path, str(key)),
                                   f"Champ inconnu « {key} » ; champs acceptés : {', '.join(sorted(allowed))}.", None)
        self.data, self.path = data, path

    def _get(self, key: str, default: Any) -> Any:
        value = self.data.get(key, _REQUIRED)
        if value is _REQUIRED or (value is None and default is not _REQUIRED):
            if default is _REQUIRED:
                raise InvalidInput(_at(self.path, key), f"Champ obligatoire « {key} » manquant.", None)
            return default
        return value

    def integer(self, key: str, default: Any = _REQUIRED) -> Any:
        value = self._get(key, default)
        if value is default:
            return value
        return _as_int(value, _at(self.path, key))

    def boolean(self, key: str, default: bool = False) -> bool:
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise InvalidInput(_at(self.path, key), f"Attendu vrai ou faux (true/false), reçu {_json_type(value)}.", None)
        return value

    def text(self, key: str, default: str) -> str:
        value = self._get(key, default)
        if not isinstance(value, str) or not value.strip():
            raise InvalidInput(_at(self.path, key), f"Attendu un texte non vide, reçu {_json_type(value)}.", None)
        return value.strip()

    def choice(self, key: str, enum_cls: type[E], default: Any = _REQUIRED) -> Any:
        value = self._get(key, default)
        if value is default:
            return value
        accepted = [m.value for m in enum_cls]
        if not isinstance(value, str) or value not in accepted:
            raise InvalidInput(_at(self.path, key),
                               f"Valeur inconnue {value!r} ; valeurs acceptées : {', '.join(accepted)}.", None)
        return enum_cls(value)

    def _list(self, key: str) -> list[Any]:
        value = self._get(key, [])
        if not isinstance(value, (list, tuple)):
            raise InvalidInput(_at(self.path, key), f"Attendu une liste, reçu {_json_type(value)}.", None)
        return list(value)

    def integers(self, key: str) -> tuple[int, ...]:
        return tuple(_as_int(v, f"{_at(self.path, key)}[{i}]") for i, v in enumerate(self._list(key)))

    def texts(self, key: str) -> tuple[str, ...]:
        items = self._list(key)
        for i, v in enumerate(items):
            if not isinstance(v, str) or not v.strip():
                raise InvalidInput(f"{_at(self.path, key)}[{i}]", f"Attendu un nom non vide, reçu {_json_type(v)}.", None)
        return tuple(v.strip() for v in items)

    def unit(self, key: str, default_name: str, required: bool = True) -> Any:
        value = self._get(key, _REQUIRED if required else None)
        if value is None:
            if required:
                raise InvalidInput(_at(self.path, key), f"Champ obligatoire « {key} » : décrivez l'unité.", None)
            return None
        return Unit.from_dict(value, _at(self.path, key), default_name)

    def units(self, key: str, default_name: str) -> tuple[Unit, ...]:
        return tuple(Unit.from_dict(v, f"{_at(self.path, key)}[{i}]", f"{default_name} {i + 2}")
                     for i, v in enumerate(self._list(key)))

    def nested(self, key: str, build: Callable[[Any, str], Any]) -> Any:
        value = self._get(key, None)
        return None if value is None else build(value, _at(self.path, key))

    def resistances(self, key: str) -> tuple[TypeResistance, ...]:
        """``{"infernal": 2}`` or ``[{"magic_type": "infernal", "value": 2}]``."""
        value = self._get(key, [])
        where = _at(self.path, key)
        if isinstance(value, Mapping):
            pairs = [(f"{where}.{k}", k, v) for k, v in value.items()]
        elif isinstance(value, (list, tuple)):
            pairs = []
            for i, item in enumerate(value):
                r = _Reader(item, f"{where}[{i}]", _field_names(TypeResistance))
                pairs.append((f"{where}[{i}]", r._get("magic_type", _REQUIRED), r._get("value", _REQUIRED)))
        else:
            raise InvalidInput(where, f"Attendu un objet {{type: valeur}}, reçu {_json_type(value)}.", TYPE_RESISTANCE)
        accepted = [m.value for m in MagicType]
        result = []
        for field_path, magic_type, amount in pairs:
            if not isinstance(magic_type, str) or magic_type not in accepted:
                raise InvalidInput(field_path, f"Type de magie inconnu {magic_type!r} ; valeurs acceptées : "
                                   f"{', '.join(accepted)}.", TYPE_RESISTANCE)
            result.append(TypeResistance(MagicType(magic_type), _as_int(amount, field_path)))
        return tuple(result)


def _as_int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(path, f"Attendu un nombre entier, reçu {_json_type(value)}.", None)
    return value


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "un booléen"
    if isinstance(value, int):
        return f"le nombre {value}"
    if isinstance(value, float):
        return f"le nombre décimal {value}"
    if isinstance(value, str):
        return f"le texte {value[:40]!r}"
    if isinstance(value, (list, tuple)):
        return "une liste"
    if isinstance(value, Mapping):
        return "un objet"
    return type(value).__name__
