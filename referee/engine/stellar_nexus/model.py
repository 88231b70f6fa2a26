"""Stellar Nexus's model: what a combat, a stack and a turn are made of (read from JSON) and what
their results hold. Numbers of creatures (« attaquant 1 ») are counted from 0 in the JSON."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .rules import (
    AFFINITY,
    ATTACK_COUNTERED,
    BLOCK_COUNTERED,
    BOTH_ATTACKED,
    CREATURES,
    DECLARE_ATTACK,
    DECLARE_BLOCK,
    FIVE_FACTIONS,
    HERO_AT_ZERO,
    LIBRARY_SIZE,
    MAX_ATTACKERS,
    MAX_BLOCKERS,
    MAX_HERO_PV,
    MAX_LIBRARY,
    MAX_MULLIGANS,
    MAX_STACK,
    MAX_STAT,
    MAY_OR_MUST,
    MULLIGAN,
    ONE_ATTACKER_BLOCKED,
    PHASES,
    PILE_SIZE,
    RESOURCE_PILE_SIZE,
    STACK,
    TARGET_HERO,
)

NAME_LENGTH = 60

# === Combat ===================================================================================


class Target(enum.Enum):
    """What an attack is declared against: « on cible obligatoirement un héros adversaire »."""

    HERO = "heros"
    CREATURE = "creature"


class Format(enum.Enum):
    """A duel, or two allies against two (« Parties à plusieurs »: shared PV, both attacked)."""

    DUEL = "duel"
    TEAMS = "deux-contre-deux"


class OpenPoint(enum.Enum):
    """A point of combat the rulebook leaves open; the engine reads it one way and shows the other."""

    LEFTOVER = "degats-restants"
    """Main: a winner goes on with what is left of its attack; other: with its whole attack."""
    STRIKE_BACK = "riposte-des-bloqueurs-suivants"
    """Main: every blocker strikes back; other: only the first one (the later ones only take damage)."""
    LEFTOVER_TO_HERO = "reste-au-heros"
    """Main: only an unblocked attacker hits the hero; other: what is left after the last blocker does too."""
    DEATH = "moment-de-la-mort"
    """Main: a creature dies when its endurance falls to 0; other: at the end of the phase."""
    CANCELLED_BLOCK = "blocage-contrecarre"
    """Main: an attacker whose every block was countered is unblocked; other: it stays blocked."""
    COUNTERED_ENGAGED = "attaque-contrecarree-engagee"
    """Main: a countered attacker is engaged (it had declared an attack); other: it is not."""
    SHARED_PV = "pv-partages"
    """Main: at two against two, an unblocked attack hits the shared PV once; other: once per player."""


@dataclass(frozen=True)
class Attacker:
    """A creature declared as an attacker, by its current values."""

    attack: int = given("Points d'attaque.", minimum=0, maximum=MAX_STAT, rule=CREATURES)
    endurance: int = given("Points d'endurance qu'il lui reste.", minimum=1, maximum=MAX_STAT, rule=CREATURES)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=NAME_LENGTH)
    target: Target = given("La cible déclarée : « heros » (la seule permise) ou « creature ».",
                           default=Target.HERO, rule=TARGET_HERO)
    played_this_turn: bool = given("La créature a été posée ce tour.", default=False, rule=CREATURES)
    engaged: bool = given("La créature était engagée quand elle a été déclarée.", default=False, rule=CREATURES)
    countered: bool = given("L'attaque a été contrecarrée après sa déclaration.", default=False,
                            rule=ATTACK_COUNTERED)


@dataclass(frozen=True)
class Blocker:
    """A creature of the defender declared as a blocker; the list order is the defender's order."""

    attack: int = given("Points d'attaque.", minimum=0, maximum=MAX_STAT, rule=CREATURES)
    endurance: int = given("Points d'endurance qu'il lui reste.", minimum=1, maximum=MAX_STAT, rule=CREATURES)
    blocks: tuple[int, ...] = given("Le numéro de l'attaquant bloqué, à partir de 0 (en donner plusieurs est "
                                    "refusé : une créature ne peut pas bloquer plusieurs attaquants).",
                                    minimum=0, maximum=MAX_ATTACKERS - 1, min_items=1, max_items=MAX_ATTACKERS,
                                    example=[0], rule=ONE_ATTACKER_BLOCKED)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=NAME_LENGTH)
    played_this_turn: bool = given("La créature a été posée ce tour.", default=False, rule=CREATURES)
    engaged: bool = given("La créature était engagée quand elle a été déclarée.", default=False, rule=CREATURES)
    countered: bool = given("Le blocage a été contrecarré après sa déclaration.", default=False,
                            rule=BLOCK_COUNTERED)


@dataclass(frozen=True)
class CombatInput:
    """One combat phase: the attackers, the blockers in the defender's order, the hero attacked."""

    attackers: tuple[Attacker, ...] = given("Les créatures attaquantes.", min_items=1, max_items=MAX_ATTACKERS,
                                            rule=DECLARE_ATTACK)
    hero_pv: int = given("Points de vie du héros attaqué (partagés à deux contre deux).", minimum=1,
                         maximum=MAX_HERO_PV, rule=HERO_AT_ZERO)  # at 0, the game is lost already
    blockers: tuple[Blocker, ...] = given("Les créatures bloquantes, dans l'ordre où le défenseur les oppose.",
                                          default=(), max_items=MAX_BLOCKERS, rule=DECLARE_BLOCK)
    format: Format = given("« duel » ou « deux-contre-deux ».", default=Format.DUEL, rule=BOTH_ATTACKED)


@dataclass(frozen=True)
class Confrontation:
    """One attacker against one blocker, both striking at once."""

    blocker: int
    attacker_damage: int
    """Damage the attacker deals the blocker."""
    blocker_damage: int
    """Damage the blocker deals the attacker (0 when it does not strike back)."""
    blocker_endurance: int
    """After the confrontation (0 at least)."""
    attacker_endurance: int
    blocker_dies: bool
    attacker_dies: bool
    damage_left: int
    """What the attacker carries on to the next blocker (0: it stops)."""


@dataclass(frozen=True)
class Attack:
    """What became of one attacker."""

    attacker: int
    cancelled: bool
    blockers: tuple[int, ...]
    """The blockers whose block stands, in the defender's order."""
    confrontations: tuple[Confrontation, ...]
    hero_damage: int
    endurance: int
    dies: bool


@dataclass(frozen=True)
class Outcome:
    """The end of a combat under one reading of the rulebook."""

    attacks: tuple[Attack, ...]
    hero_damage: int
    hero_pv: int
    defender_defeated: bool
    dead_attackers: tuple[int, ...]
    dead_blockers: tuple[int, ...]
    attacker_endurance: tuple[int, ...]
    blocker_endurance: tuple[int, ...]
    engaged: tuple[int, ...]
    """The attackers engaged after the combat (the survivors that declared an attack)."""

    @property
    def key(self) -> tuple[object, ...]:
        """What a player sees of the outcome: two readings differ when this differs."""
        return (self.hero_pv, self.dead_attackers, self.dead_blockers, self.attacker_endurance,
                self.blocker_endurance, self.engaged)


@dataclass(frozen=True)
class Alternative:
    """The other reading of one open point, where it changes the outcome."""

    point: OpenPoint
    reading: str
    """The other reading, in a few words, in the language in force."""
    outcome: Outcome
    dead: tuple[str, ...]
    """The names of the creatures that die under this reading."""


class Side(enum.Enum):
    ATTACKER = "attaquant"
    BLOCKER = "bloqueur"


@dataclass(frozen=True)
class Fate:
    """One creature of the combat after it, under the engine's reading."""

    side: Side
    index: int
    name: str
    endurance_before: int
    endurance: int
    dies: bool
    engaged: bool


@dataclass(frozen=True)
class CombatResult:
    hero_pv_before: int
    outcome: Outcome
    """Under the engine's reading of every open point."""
    alternatives: tuple[Alternative, ...]
    """One per open point whose other reading changes the outcome (the others kept)."""
    creatures: tuple[Fate, ...]
    dead: tuple[str, ...]
    steps: tuple[Step, ...]
    summary: str


# === The stack ================================================================================


class Faction(enum.Enum):
    """« les Dam'Nareh, les Kerns, les Hilotes, les Rayjis et les Cypios »."""

    DAM_NAREH = "dam-nareh"
    KERNS = "kerns"
    HILOTES = "hilotes"
    RAYJIS = "rayjis"
    CYPIOS = "cypios"


class Play(enum.Enum):
    """What is played: a quick spell (« éphémère ou capacité ») or a requisition of the main phases."""

    EPHEMERAL = "ephemere"
    ABILITY = "capacite"
    CREATURE = "creature"
    EQUIPMENT = "equipement"

    @property
    def quick(self) -> bool:
        return self in (Play.EPHEMERAL, Play.ABILITY)


class Power(enum.Enum):
    AFFINITY = "affinite"
    DISSONANCE = "dissonance"


class Event(enum.Enum):
    RESOLVES = "resolution"
    COUNTERED = "contrecarre"
    POWER = "pouvoir"


@dataclass(frozen=True)
class Resource:
    """A resource engaged to pay for a card or an ability."""

    faction: Faction = given("Sa faction.", rule=FIVE_FACTIONS)
    power: bool = given("La ressource a un pouvoir (Affinité et Dissonance).", default=True, rule=AFFINITY)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=NAME_LENGTH)


@dataclass(frozen=True)
class StackEntry:
    """A card or ability played, in the order played."""

    kind: Play = given("« ephemere », « capacite » (sorts rapides), « creature » ou « equipement ».", rule=STACK)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=NAME_LENGTH)
    faction: Faction | None = given("La faction de la carte (ou de la carte dont c'est la capacité).",
                                    default=None, rule=FIVE_FACTIONS)
    resources: tuple[Resource, ...] = given("Les ressources engagées pour la jouer.", default=(),
                                            max_items=RESOURCE_PILE_SIZE, rule=PILE_SIZE)
    counters: int | None = given("Le numéro (à partir de 0) d'une carte jouée avant, que celle-ci contrecarre.",
                                 default=None, minimum=0, maximum=MAX_STACK - 1, rule=STACK)
    affinity: bool | None = given("Le joueur active l'Affinité (facultative) ; absent : les deux choix.",
                                  default=None, rule=MAY_OR_MUST)


@dataclass(frozen=True)
class StackInput:
    entries: tuple[StackEntry, ...] = given("Les cartes et capacités, dans l'ordre où elles ont été jouées.",
                                            min_items=1, max_items=MAX_STACK, rule=STACK)


@dataclass(frozen=True)
class Trigger:
    """A resource's power: Affinité (the player may) or Dissonance (the player must)."""

    entry: int
    resource: int
    power: Power
    activated: bool | None
    """None: the player chooses (an Affinité not decided in the input); False: not activated."""


@dataclass(frozen=True)
class Moment:
    """One moment of the stack's resolution."""

    event: Event
    entry: int
    resource: int | None = None


@dataclass(frozen=True)
class StackResult:
    resolution_order: tuple[int, ...]
    resolved: tuple[int, ...]
    countered: tuple[int, ...]
    triggers: tuple[Trigger, ...]
    timeline: tuple[Moment, ...]
    """Each resource power right after its own card's action (the engine's reading)."""
    timeline_after_stack: tuple[Moment, ...]
    """The other reading, every power after the whole stack; empty when both read the same."""
    steps: tuple[Step, ...]
    summary: str


# === The deck =================================================================================


class Category(enum.Enum):
    """A card's kind as a deck list gives it (the deck check, :mod:`.deck`)."""

    CREATURE = "creature"
    EPHEMERAL = "ephemere"
    EQUIPMENT = "equipement"
    REQUISITION = "requisition"
    """A réquisition card whose kind the list does not say (under a heading « Réquisition », « Bibliothèque »)."""
    RESOURCE = "ressource"
    HERO = "heros"
    TOKEN = "jeton"


# === Turn aids ================================================================================


class Phase(enum.Enum):
    """The turn, as « Phases de jeux » lists it."""

    START = "debut-du-tour"
    UNTAP = "desengagement"
    DRAW = "pioche"
    MAIN_1 = "principale-1"
    COMBAT = "attaque-defense"
    MAIN_2 = "principale-2"
    END_PHASE = "finale"
    END = "fin-du-tour"


class Whose(enum.Enum):
    OWN = "le-sien"
    OPPONENT = "adverse"

    @property
    def other(self) -> Whose:
        return Whose.OPPONENT if self is Whose.OWN else Whose.OWN


class Defeat(enum.Enum):
    HERO = "heros-a-zero"
    LIBRARY = "bibliotheque-vide"


@dataclass(frozen=True)
class Creature:
    """A creature in play, by its current and full values."""

    attack: int = given("Points d'attaque qu'il lui reste.", minimum=0, maximum=MAX_STAT, rule=CREATURES)
    max_attack: int = given("Points d'attaque de la carte.", minimum=0, maximum=MAX_STAT, rule=CREATURES)
    endurance: int = given("Points d'endurance qu'il lui reste.", minimum=1, maximum=MAX_STAT, rule=CREATURES)
    max_endurance: int = given("Points d'endurance de la carte.", minimum=1, maximum=MAX_STAT, rule=CREATURES)
    engaged: bool = given("La créature est engagée.", default=False, rule=CREATURES)
    name: str = given("Un nom montré dans les étapes (facultatif).", default="", max_length=NAME_LENGTH)


@dataclass(frozen=True)
class TurnInput:
    """Any of: the mulligans taken; a creature followed phase by phase; the start of an entretien."""

    mulligans: int | None = given("Nombre de mulligans faits en début de partie.", default=None, minimum=0,
                                  maximum=MAX_MULLIGANS, rule=MULLIGAN)
    creature: Creature | None = given("Une créature à suivre phase par phase.", default=None)
    phase: Phase = given("La phase en cours.", default=Phase.COMBAT, rule=PHASES)
    turn: Whose = given("Le tour en cours : « le-sien » (du joueur de la créature) ou « adverse ».",
                        default=Whose.OWN, rule=PHASES)
    library: int | None = given("Cartes dans la bibliothèque au début de l'entretien.", default=None, minimum=0,
                                maximum=MAX_LIBRARY, rule=LIBRARY_SIZE)
    resource_pile: int | None = given("Cartes dans la pile de ressource au début de l'entretien.", default=None,
                                      minimum=0, maximum=RESOURCE_PILE_SIZE, rule=PILE_SIZE)
    first_turn: bool = given("C'est le premier tour du joueur qui commence.", default=False)
    hero_pv: int | None = given("Points de vie du héros.", default=None, minimum=-MAX_HERO_PV, maximum=MAX_HERO_PV)


@dataclass(frozen=True)
class MulliganRow:
    number: int
    free: bool
    hand: int
    """Each extra mulligan one card fewer than the one before (the engine's reading)."""
    hand_one_less: int
    """The other reading: each extra mulligan one card fewer than 6."""


@dataclass(frozen=True)
class PhaseRow:
    turn: Whose
    phase: Phase
    label: str
    attack: int
    endurance: int
    """Endurance back at the start of each turn (« Début du tour »)."""
    endurance_at_upkeep: int
    """The other reading: back at the start of each entretien (the draw)."""
    engaged: bool


@dataclass(frozen=True)
class TurnResult:
    mulligans: tuple[MulliganRow, ...]
    phases: tuple[PhaseRow, ...]
    cards_drawn: int | None
    resources_drawn: int | None
    defeats: tuple[Defeat, ...]
    steps: tuple[Step, ...]
    summary: str
