"""The input and the result of a Noxilia spell ruling: an active spell cast, or an attack declared, and the latent
spells they set off.

Frozen dataclasses that declare their own JSON shape with ``given(...)``, as :mod:`.model` does for an attack; the
units are :class:`.model.Unit` (the attack calculator's), so a spell's magic damage meets them through the same
damage rules. What cannot be said as a bound (a caster without Sorcier, a Corruption spell on a Droiture unit) is
:mod:`.spell_checks`.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .model import AttackKind, AttackResult, MagicType, Unit, UnitState
from .rules import (
    ARMOR,
    ATTACK_AN_ENEMY,
    CARD_TEXT_FIRST,
    COMBAT_DECLARE,
    COMBAT_LATENTS,
    DROITURE,
    EXTRA_COST_UNSELECTABLE,
    FOG_TARGETED,
    MAX_LATENTS_UNDER,
    MAX_NAME,
    MAX_SPELL_DAMAGE,
    MAX_SPELL_TARGETS,
    SOLIDE_SPELL,
    SORCERER,
    SPELL_ACTIVE,
    SPELL_COLOUR,
    SPELL_LATENT,
    SPELL_RAMPART,
)

# --- Vocabulary -------------------------------------------------------------------------------


class SpellTrigger(enum.Enum):
    """What happens at the table: an active spell is cast, or an attack is declared on a unit."""

    SPELL = "sort"
    """Sorts actifs: « Joués depuis la main, ils se résolvent immédiatement. »"""
    ATTACK = "attaque"
    """Combat 2: « si la cible est affectée par un sort latent déclenché par une attaque »."""
    PLACE = "pose"
    """Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »."""


class PlacementMana(enum.Enum):
    """What pays the 1 mana of placing a latent spell."""

    FLOATING = "flottant"
    """Floating mana already held."""
    SORCERER = "sorcier"
    """Mana produced by engaging the Sorcier given as the source."""
    OTHER = "autre"
    """Mana produced by engaging another unit or an equipment."""


class LatentCondition(enum.Enum):
    """What sets a latent spell off (« lorsque leur condition est remplie (ex. : l'unité est attaquée ou subit un
    effet spécifique) »)."""

    ATTACKED = "attaque"
    """The unit it lies under is attacked."""
    TARGETED = "sort"
    """The unit or zone it lies under is the target of a spell."""
    LATENT = "sort-latent"
    """« Certains sorts latents peuvent également se révéler en réaction à d'autres sorts latents. »"""


class LatentHits(enum.Enum):
    """Whom a latent spell's effect strikes (its card says)."""

    SOURCE = "source"
    """What set it off: the attacker, the caster of the spell, or the unit under the latent spell it answers."""
    BEARER = "porteur"
    """The unit it lies under."""


class SpellSide(enum.Enum):
    """A unit's or zone's side, seen from the caster or the attacker."""

    ENEMY = "ennemi"
    ALLY = "allie"


class SpellAttack(enum.Enum):
    """The attack actions that set off latent spells (Combat 1: « attaque au corps à corps », « à distance », charge)."""

    MELEE = "corps-a-corps"
    RANGED = "distance"
    CHARGE = "charge"

    @property
    def kind(self) -> AttackKind:
        """The same action in the attack calculator's terms."""
        return AttackKind(self.value)


class SpellScope(enum.Enum):
    """Sorts actifs: « Ils peuvent cibler une unité, une zone, ou affecter l'ensemble du champ de bataille »."""

    UNIT = "unite"
    ZONE = "zone"
    BATTLEFIELD = "champ-de-bataille"


# --- The input --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class LatentSpell:
    """A latent spell lying face down under a unit or a zone, and what its card does once revealed."""

    condition: LatentCondition = given("Ce qui le déclenche : « attaque » (l'unité qu'il protège est attaquée), « sort » "
                                 "(l'unité ou la zone est la cible d'un sort) ou « sort-latent » (en réaction à un "
                                 "autre sort latent révélé).", rule=SPELL_LATENT)
    name: str = given("Son nom dans les étapes ; par défaut « Sort latent 1 », « Sort latent 2 »… dans l'ordre du "
                      "corps.", default="", max_length=MAX_NAME, allow_blank=False)
    reveal: bool = given("Choix de son joueur : le révéler, en payant sa valeur de mana, si sa condition est remplie "
                         "(true par défaut) ; false : il reste face cachée.", default=True, rule=SPELL_LATENT)
    cost: int | None = given("Sa valeur de mana, payée pour le révéler (le calcul la prend pour payée).", default=None,
                             minimum=0, maximum=MAX_SPELL_DAMAGE, rule=SPELL_LATENT)
    magic_type: MagicType | None = given("Son type de mana (requis s'il inflige des dégâts : Résistances, Droiture).",
                                         default=None, rule=SPELL_COLOUR)
    damage: int | None = given("Les dégâts magiques qu'il inflige à l'unité visée par 'hits'.", default=None,
                               minimum=0, maximum=MAX_SPELL_DAMAGE, rule=ARMOR)
    ignores_armor: bool = given("Sa carte précise qu'il ignore l'armure.", default=False, rule=ARMOR)
    hits: LatentHits = given("L'unité que ses dégâts ou son engagement visent : « source » (ce qui l'a déclenché : "
                       "l'attaquant, le lanceur, ou l'unité sous le sort latent auquel il répond ; par défaut) ou "
                       "« porteur » (l'unité sous laquelle il est).", default=LatentHits.SOURCE)
    engages: bool = given("Il engage l'unité visée par 'hits'.", default=False, rule=SOLIDE_SPELL)
    armor_bonus: int = given("Armure ajoutée à l'unité sous laquelle il est (sa carte le dit).", default=0, minimum=0,
                             maximum=MAX_SPELL_DAMAGE, rule=ARMOR)
    cancels: bool = given("Il annule ce qui l'a déclenché : le sort, l'attaque, ou le sort latent auquel il répond.",
                          default=False, rule=SPELL_LATENT)


def _latents(help: str) -> tuple[LatentSpell, ...]:
    result: tuple[LatentSpell, ...] = given(help, default=(), max_items=MAX_LATENTS_UNDER, rule=SPELL_LATENT)
    return result


@dataclass(frozen=True, kw_only=True)
class SpellSource:
    """The caster of the spell, or the attacking unit."""

    unit: Unit = given("Le lanceur (sort) ou l'attaquant (attaque) : ses caractéristiques, comme pour POST "
                       "…/noxilia/attack/.")
    sorcier: bool = given("Le lanceur a la capacité Sorcier (true par défaut) ; sans objet pour une attaque.",
                          default=True, rule=SORCERER)
    produces: dict[MagicType, int] | None = given("Sa production de mana par couleur, {\"infernal\": 1} (« pure » "
                                                  "lance n'importe quel sort).", default=None, minimum=0,
                                                  maximum=MAX_SPELL_DAMAGE, rule=SPELL_COLOUR)

    @property
    def colours(self) -> tuple[MagicType, ...]:
        """The colours it produces (a colour at 0 is none)."""
        return tuple(colour for colour, amount in (self.produces or {}).items() if amount > 0)
    latents: tuple[LatentSpell, ...] = _latents("Les sorts latents posés sous lui (pour répondre à d'autres sorts "
                                           "latents).")


@dataclass(frozen=True, kw_only=True)
class SpellTarget:
    """A unit the spell targets, or the unit attacked, with the latent spells lying under it."""

    unit: Unit = given("L'unité : ses caractéristiques, comme pour POST …/noxilia/attack/.")
    camp: SpellSide = given("Son camp vu du lanceur ou de l'attaquant : « ennemi » (par défaut) ou « allie ».",
                       default=SpellSide.ENEMY, rule=ATTACK_AN_ENEMY)
    face_down: bool = given("Elle est encore face cachée (brouillard de guerre) : la cibler la retourne.",
                            default=False, rule=FOG_TARGETED)
    droiture: bool = given("Capacité Droiture : elle ne peut être la cible d'un sort de Corruption.", default=False,
                           rule=DROITURE)
    gold: int | None = given("Son coût en or, pour un sort qui choisit ses cibles par leur coût ('gold_at_most').",
                             default=None, minimum=0, maximum=MAX_SPELL_DAMAGE, rule=CARD_TEXT_FIRST)
    extra_cost: bool = given("Sa carte a un coût supplémentaire (engager une autre unité…).", default=False,
                             rule=EXTRA_COST_UNSELECTABLE)
    across_rampart: bool = given("Un rempart sépare le lanceur de cette cible (l'un est sur un rempart, l'autre "
                                 "dehors) : il bloque la ligne de portée du sort.", default=False, rule=SPELL_RAMPART)
    latents: tuple[LatentSpell, ...] = _latents("Les sorts latents posés face cachée sous elle par son joueur.")


@dataclass(frozen=True, kw_only=True)
class SpellZone:
    """The zone a spell targets, with the latent spells lying under it."""

    camp: SpellSide = given("Son camp vu du lanceur : « ennemi » (par défaut) ou « allie ».", default=SpellSide.ENEMY)
    latents: tuple[LatentSpell, ...] = _latents("Les sorts latents posés sous la zone par le joueur qui la contrôle.")


@dataclass(frozen=True, kw_only=True)
class ActiveSpell:
    """The active spell cast from the hand, as its card says."""

    magic_type: MagicType = given("Sa couleur de mana : le lanceur doit la produire (ou du mana pur).",
                                  rule=SPELL_COLOUR)
    name: str = given("Son nom dans les étapes ; par défaut « Sort ».", default="", max_length=MAX_NAME,
                      allow_blank=False)
    scope: SpellScope = given("Sa portée : « unite » (par défaut), « zone » ou « champ-de-bataille ».",
                         default=SpellScope.UNIT, rule=SPELL_ACTIVE)
    damage: int | None = given("Les dégâts magiques infligés à chaque cible.", default=None, minimum=0,
                               maximum=MAX_SPELL_DAMAGE, rule=ARMOR)
    ignores_armor: bool = given("Sa carte précise qu'il ignore l'armure.", default=False, rule=ARMOR)
    engages: bool = given("Il engage chaque cible.", default=False, rule=SOLIDE_SPELL)
    gold_at_most: int | None = given("Il ne cible que les unités d'un coût en or de X ou moins (sa carte le dit) : "
                                     "il les choisit par leur seul coût.", default=None, minimum=0,
                                     maximum=MAX_SPELL_DAMAGE, rule=EXTRA_COST_UNSELECTABLE)


@dataclass(frozen=True, kw_only=True)
class SpellInput:
    """An active spell cast, or an attack declared, and the latent spells they may set off."""

    source: SpellSource = given("Le lanceur du sort, ou l'unité qui attaque.")
    targets: tuple[SpellTarget, ...] = given("Les unités que le sort cible, ou l'unité attaquée (une seule).", min_items=1,
                                        max_items=MAX_SPELL_TARGETS, rule=SPELL_ACTIVE)
    trigger: SpellTrigger = given("Ce qui se passe : « sort » (un sort actif est lancé ; par défaut), « attaque » (une "
                             "attaque est déclarée sur la cible) ou « pose » (le sort latent 'spell' est posé sous la "
                             "cible).", default=SpellTrigger.SPELL, rule=COMBAT_LATENTS)
    spell: ActiveSpell | None = given("Le sort actif lancé (requis pour « sort »).", default=None, rule=SPELL_ACTIVE)
    attack_kind: SpellAttack | None = given("Pour une attaque : « corps-a-corps » (par défaut), « distance » ou "
                                           "« charge ».", default=None, rule=COMBAT_DECLARE)
    placement_mana: PlacementMana | None = given("Pour « pose » : ce qui paie le mana de la pose, « flottant » (par "
                                                 "défaut), « sorcier » (en engageant la source) ou « autre ».",
                                                 default=None, rule=SPELL_LATENT)
    zone: SpellZone | None = given("La zone que le sort cible (portée « zone » ou « champ-de-bataille »), avec ses sorts "
                              "latents.", default=None, rule=SPELL_ACTIVE)


# --- The result -------------------------------------------------------------------------------


@dataclass(frozen=True)
class LatentOutcome:
    """What became of one latent spell."""

    name: str
    under: str
    """The unit (or « zone ») it lies under."""
    revealed: bool
    order: int | None
    """Its place among the latent spells revealed (1 first); None if it stayed face down."""
    set_off_by: str
    """What set it off (the spell, the attack, a latent spell's name); empty if nothing did."""
    cancelled: bool
    """Revealed, but its effect cancelled by a latent spell answering it."""


@dataclass(frozen=True)
class SpellStage:
    """The units after one step: a latent spell's effect, the spell's, the attack's."""

    label: str
    units: tuple[UnitState, ...]


@dataclass(frozen=True)
class SpellResult:
    trigger: SpellTrigger
    resolved: bool
    """The spell's effect, or the attack, went through (False: cancelled, or its author died first)."""
    units: tuple[UnitState, ...]
    """What remains of each unit: the caster or attacker first, then the targets."""
    latents: tuple[LatentOutcome, ...]
    stages: tuple[SpellStage, ...]
    graveyard: tuple[str, ...]
    """The spell cards placed in the graveyard, in order."""
    reveal_mana: int
    """The mana paid to reveal latent spells (those whose value is given)."""
    attack: AttackResult | None
    """The attack's own ruling once the latent spells are resolved (trigger « attaque »)."""
    steps: tuple[Step, ...]
    summary: str
