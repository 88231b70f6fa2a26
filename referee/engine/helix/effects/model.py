"""The inputs and results of Helix's lasting effects walked over the turns.

Frozen dataclasses declaring their own JSON shape with ``given(...)`` (the shared reader reads a body into them,
every shape error at once, and the API schema is derived from the same declarations). What cannot be said as a
bound (two cards with one id, a Renfort arriving on its own turn) is :mod:`.checks`'s business.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.french import Gender
from referee.engine.reading import given
from referee.engine.trace import Step

from .. import rules
from ..model import CombatSkill, Loot, Phase, Rarity, Stance, Zone

# --- Vocabulary -------------------------------------------------------------------------------------


class Camp(enum.Enum):
    """The two players. The turn's player is the attacker of « TOUR DE JEU », the other the defender; they take
    turns (« Cycle : tour du joueur 1 + joueur 2 »)."""

    ONE = "joueur-1"
    TWO = "joueur-2"

    @property
    def other(self) -> Camp:
        return Camp.TWO if self is Camp.ONE else Camp.ONE


class Effect(enum.Enum):
    """The lasting effects and capacities the walk follows, by the slug of their glossary entry."""

    POISON = "poison"
    BRULURE = "brulure"
    MALADIE = "maladie"
    REGENERATION = "regeneration"
    ASSOMME = "assomme"
    EPOUVANTE = "epouvante"
    PARALYSIE = "paralysie"
    ENRACINEMENT = "enracinement"
    ENLEVEMENT = "enlevement"
    SAIGNEMENT = "saignement"
    EPINES_ACEREES = "epines-acerees"
    LIEN_D_OMBRE = "lien-d-ombre"
    PESTE = "peste"
    GERMINATION = "germination"
    DRAIN_DE_LUMIERE = "drain-de-lumiere"
    VIGILANCE = "vigilance"
    ATTAQUE_SPECTRALE = "attaque-spectrale"
    ASSAUT_DE_BRUME = "assaut-de-brume"
    DEFENSE_ETHERIQUE = "defense-etherique"

    @property
    def rule(self) -> str:
        """The anchor of the effect's glossary entry."""
        return rules.keyword(self.value)


STACKING = (Effect.POISON, Effect.BRULURE, Effect.MALADIE, Effect.REGENERATION, Effect.EPINES_ACEREES,
            Effect.SAIGNEMENT, Effect.DRAIN_DE_LUMIERE, Effect.GERMINATION)
"""The effects whose second marker on a card would count twice: the book never says whether it does."""

TIMED = (Effect.BRULURE, Effect.EPOUVANTE)
"""The effects with a count of turns printed (« pendant 2 tours », « pour 1 tour »): ``Marker.turns`` counts them."""

LEVELLED = (Effect.REGENERATION,)
"""The effects with a level: « Regagne 1 PDV par niveau de Régénération »."""

LOST_ICON = (Effect.DRAIN_DE_LUMIERE, Effect.GERMINATION)
"""« gagnez » followed by an icon the cleaned book lost: what is gained, and how much, is not written."""


class Arrival(enum.Enum):
    """How a card comes into play during the turns walked."""

    INVOCATION = "invocation"
    """Summoned by its controller on its own turn (« Préparation », or « Réparation » when the walk starts later)."""
    RENFORT = "renfort"
    """« Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »."""
    BRISE_SORT = "brise-sort"
    """« Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez invoquer cette créature … »."""
    CLONE_VEGETAL = "clone-vegetal"
    """A Clone Végétal summoned on its controller's turn: « Ciblez une Bête Commune Le Clone végétal en devient la
    copie exacte »."""


class Species(enum.Enum):
    """« Elles sont ensuite divisées en 2 espèces : les Humanoïdes … et les Bêtes »; and the Stellaires' Mekas."""

    BETE = "bete"
    HUMANOIDE = "humanoide"
    MEKA = "meka"


class OpenPoint(enum.Enum):
    """A point the rulebook leaves open that the walk meets: computed both ways, flagged « silent »."""

    STACKING = "cumul"
    """Two markers of one effect on a card: does each act (2 DGT), or only one?"""
    TERROR_TURN = "epouvante-tour"
    """An Épouvante put on this turn: « pour 1 tour » is this turn (kept), or this turn and the next one?"""
    TERROR_NEXT = "epouvante-tour-suivant"
    """An Épouvante put on this turn: « pour 1 tour » is this turn (kept), or the next turn only (as Paralysie's
    « au tour suivant »)? With :attr:`TERROR_TURN`, the three readings the text admits."""
    SICKNESS_EACH_TURN = "maladie-rythme"
    """« perd 1 DGT par tour » with no phase written: 1 DGT more at every Canalisation (kept), or one standing DGT
    less while it is afflicted?"""
    SICKNESS_OWN_TURN = "maladie-tour-controleur"
    """Maladie's « par tour »: every turn (kept), or only its controller's turns?"""
    PARALYSIS_TURN = "paralysie-tour"
    """« au tour suivant »: the next turn, whoever's, or its controller's next turn?"""
    REGENERATION_CAP = "regeneration-plafond"
    """« Regagne 1 PDV »: up to its printed PDV, or beyond?"""
    LOSS_IS_DAMAGE = "pdv-perdus"
    """Are PDV « perdus » (Épines Acérées, Saignement, Enlèvement) « dégats » (Lien d'Ombre, Assaut de Brume)?"""
    SIMULTANEOUS = "simultanes"
    """Several cards' active effects at Canalisation with a Lien d'Ombre: all at once, or one card after another?"""
    AWAKENING = "eveil-transition"
    """The Éveil of a creature in Transition: at the next Canalisation, or its controller's next one?"""
    ABDUCTION_ROLL = "enlevement-jet"
    """Enlèvement's die: at each Canalisation, or only at its controller's?"""
    LOST_ICON = "icone-perdue"
    """Drain de Lumière and Germination « gagnez » a lost icon: nothing counted, or Helix of the number printed?"""
    CLONE_COPY = "clone-copie"
    """Clone Végétal's « copie exacte »: the card as printed, or as it stands (its wounds, its markers)?"""
    LIMIT_DOUBT = "limite-en-jeu"
    """« 1 seule occurrence de la même Épique en jeu »: the opponent's copy counts, or only its controller's
    (:mod:`..limits`'s doubt)? Walked with the card entering; the other reading refuses it."""

    @property
    def rule(self) -> str:
        return {
            OpenPoint.STACKING: rules.EFFECT_MARKERS,
            OpenPoint.TERROR_TURN: Effect.EPOUVANTE.rule,
            OpenPoint.TERROR_NEXT: Effect.EPOUVANTE.rule,
            OpenPoint.SICKNESS_EACH_TURN: Effect.MALADIE.rule,
            OpenPoint.SICKNESS_OWN_TURN: Effect.MALADIE.rule,
            OpenPoint.PARALYSIS_TURN: Effect.PARALYSIE.rule,
            OpenPoint.REGENERATION_CAP: Effect.REGENERATION.rule,
            OpenPoint.LOSS_IS_DAMAGE: Effect.LIEN_D_OMBRE.rule,
            OpenPoint.SIMULTANEOUS: rules.ACTIVE_EFFECTS,
            OpenPoint.AWAKENING: rules.AWAKEN_IN_TRANSITION,
            OpenPoint.ABDUCTION_ROLL: Effect.ENLEVEMENT.rule,
            OpenPoint.LOST_ICON: Effect.DRAIN_DE_LUMIERE.rule,
            OpenPoint.CLONE_COPY: rules.keyword("clone-vegetal"),
            OpenPoint.LIMIT_DOUBT: rules.EPIQUE_LIMIT,
        }[self]


# --- Inputs ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Marker:
    """One effect a card carries now: its name, its number, what is left of it."""

    effect: Effect = given("L'effet, par le slug de son entrée du glossaire (« poison », « brulure »…).")
    """The effect."""

    level: int = given("Le niveau de Régénération (1 par défaut).", default=1, minimum=1, maximum=9,
                       rule=rules.keyword("regeneration"))
    """Régénération's level."""

    amount: int | None = given("Drain de Lumière, Germination : le nombre imprimé devant l'icône perdue après "
                               "« gagnez », s'il y en a un ; absent : aucun nombre, rien n'est compté.", default=None,
                               minimum=0, maximum=rules.MAX_HELIX, rule=rules.keyword("germination"))
    """Drain de Lumière's and Germination's number printed before the lost icon; None: none printed."""

    turns: int | None = given("Brûlure : les tours de dégâts qui restent ; Épouvante : les fins de tour qu'elle dure "
                              "encore. Absent : le compte du livre (Brûlure 2, Épouvante 1).", default=None,
                              minimum=1, maximum=rules.MAX_WALKED_TURNS, rule=rules.keyword("brulure"))
    """Brûlure's turns of damage left, Épouvante's turn ends left; None: the book's count."""

    this_turn: bool = given("Posé pendant le tour en cours (compte pour « pendant 2 tours », « pour 1 tour », « au "
                            "tour suivant », « prochain tour »).", default=False)
    """Put on during the turn in progress."""

    rolls: tuple[int, ...] = given("Enlèvement : ses jets de D6, dans l'ordre (pair : elle se dégage ; impair : "
                                   "elle perd 1 PDV).", default=(), minimum=1, maximum=rules.DIE_FACES,
                                   max_items=rules.MAX_WALKED_TURNS, rule=rules.keyword("enlevement"))
    """Enlèvement's die rolls, in order."""


@dataclass(frozen=True)
class Entry:
    """How and when a card not yet in play comes in."""

    turn: int = given("Le numéro du tour où elle arrive (le tour en cours ou un suivant).", minimum=1,
                      maximum=rules.MAX_TURN_NUMBER, rule=rules.TURN_KEYWORD)
    """The number of the turn it arrives on."""

    how: Arrival = given("invocation (sur son propre tour), renfort (quand l'adversaire déclare une attaque), "
                         "brise-sort (quand l'adversaire joue un sort ou un pouvoir) ou clone-vegetal.",
                         default=Arrival.INVOCATION)
    """How it comes in."""

    level: int = given("Brise-Sort : son niveau.", default=1, minimum=0, maximum=rules.MAX_HELIX,
                       rule=rules.BRISE_SORT)
    """Brise-Sort's level."""

    spell_cost: int = given("Brise-Sort : le coût du sort ou pouvoir adverse qu'elle annule.", default=0, minimum=0,
                            maximum=rules.MAX_HELIX, rule=rules.BRISE_SORT)
    """Brise-Sort: the cost of the opponent's spell or power it cancels."""

    copies: str | None = given("Clone Végétal : l'identifiant de la Bête Commune en jeu qu'il copie.", default=None,
                               max_length=rules.MAX_ID_LENGTH, allow_blank=False, rule=rules.keyword("clone-vegetal"))
    """Clone Végétal: the id of the Bête Commune it copies."""


@dataclass(frozen=True)
class EffectCard:
    """A card in play (or coming into play) and the effects it carries."""

    id: str = given("Identifiant court, unique (« goule »).", max_length=rules.MAX_ID_LENGTH, allow_blank=False)
    """A short identifier, unique."""

    side: Camp = given("Son contrôleur : joueur-1 ou joueur-2.")
    """Its controller."""

    life: int = given("Ses PDV restants (au moins 1) ; pour une carte qui arrive, ses PDV imprimés.", minimum=1,
                      rule=rules.PDV)
    """PDV left."""

    name: str = given("Son nom imprimé ; l'identifiant par défaut.", default="", max_length=rules.MAX_NAME_LENGTH)
    """Its printed name; blank: its id."""

    gender: Gender | None = given("Le genre de son nom : « m » ou « f » ; absent : « la carte X ».", default=None)
    """The gender of its name; None: « la carte X »."""

    printed_life: int | None = given("Ses PDV imprimés, si connus : la Régénération s'y arrête dans une lecture.",
                                     default=None, minimum=1, rule=rules.PDV)
    """Its printed PDV, if known."""

    damage: int = given("Ses DGT (0 par défaut) : Maladie les fait baisser, Attaque Spectrale les double.",
                        default=0, minimum=0, rule=rules.DGT)
    """Its DGT."""

    combat_skill: CombatSkill = given("contact (par défaut : elle se déplace pour attaquer) ou portee.",
                                      default=CombatSkill.CONTACT)
    """CONTACT (it moves to attack) or PORTÉE."""

    stance: Stance = given("dresse (par défaut) ou incline.", default=Stance.DRESSE)
    """Dressed or inclined."""

    zone: Zone = given("defense (par défaut) ou attaque : la zone où elle se tient (une PORTÉE enracinée en défense ne "
                       "cible que la zone d'Attaque adverse).", default=Zone.DEFENSE, rule=rules.POSITIONNEMENT)
    """The zone it stands in."""

    attacks: bool = given("Elle attaque à chacun des tours de son contrôleur où elle le peut (pour Épines Acérées, "
                          "Saignement, Drain de Lumière, Assaut de Brume, Attaque Spectrale).", default=False)
    """It attacks on each of its controller's turns when it may."""

    transition: bool = given("En Transition (revenue du Cimetière ce tour).", default=False,
                             rule=rules.TRANSITION)
    """In Transition (back from the Cemetery this turn)."""

    awakening: bool = given("Elle a une capacité d'Éveil (activée à la Canalisation si elle est en Transition).",
                            default=False, rule=rules.AWAKEN_IN_TRANSITION)
    """It has an Éveil capacity."""

    token: bool = given("Créature token (une Invocation).", default=False, rule=rules.TOKENS_LIMIT)
    """A token creature."""

    rarity: Rarity = given("commune (par défaut), epique ou legendaire : une seule Épique ou Légendaire d'un nom en "
                           "jeu.", default=Rarity.COMMON, rule=rules.EPIQUE_LIMIT)
    """Its rarity."""

    species: Species | None = given("bete, humanoide ou meka (Clone Végétal copie une Bête Commune).", default=None)
    """Its species, if said."""

    effects: tuple[Marker, ...] = given("Les effets qu'elle porte.", default=(), max_items=rules.MAX_MARKERS,
                                        rule=rules.EFFECT_MARKERS)
    """The effects it carries."""

    arrives: Entry | None = given("Absent : elle est en jeu. Sinon, quand et comment elle arrive.", default=None)
    """None: in play now; else when and how it comes in."""

    loot: Loot = given("Son Butin « XP | HLX » : ce que gagne l'adversaire quand elle est détruite (rien par "
                       "défaut ; une créature token ne rapporte pas d'XP).", default=Loot(), rule=rules.LOOT)
    """« Butin récupéré à la destruction de la créature »: what the other player gains when it is destroyed."""

    attacks_per_turn: int = given(f"Frénésie : combien de fois elle attaque à chaque tour où elle attaque (1 par "
                                  f"défaut, {rules.FRENESIE_ATTACKS_PER_TURN} avec Frénésie).", default=1, minimum=1,
                                  maximum=rules.FRENESIE_ATTACKS_PER_TURN, rule=rules.keyword("frenesie"))
    """« Peut attaquer 2 fois par tour »: 2 for a creature with Frénésie that attacks twice."""

    @property
    def label(self) -> str:
        return self.name or self.id

    @property
    def spoken(self) -> str:
        return self.label

    def carries(self, effect: Effect) -> tuple[Marker, ...]:
        return tuple(m for m in self.effects if m.effect is effect)


@dataclass(frozen=True)
class Hit:
    """Combat damage a card takes, as the combat calculator worked it out: the walk applies it at Résolution."""

    card: str = given("L'identifiant de la carte touchée.", max_length=rules.MAX_ID_LENGTH, allow_blank=False)
    """The id of the card hit."""

    amount: int = given("Les DGT de combat qu'elle subit.", minimum=1, rule=rules.DGT)
    """The DGT it takes."""

    turn: int | None = given("Le numéro du tour du combat ; absent : le tour en cours.", default=None, minimum=1,
                             maximum=rules.MAX_TURN_NUMBER, rule=rules.TURN_KEYWORD)
    """The turn of the combat; None: the turn in progress."""


@dataclass(frozen=True)
class Experience:
    """A player's Chef de Guerre: the experience it has gathered, its level (« TABLE D'EXPIÉRIENCE »)."""

    side: Camp = given("Le joueur : joueur-1 ou joueur-2.")
    """Whose Chef de Guerre."""

    xp: int = given(f"Ses Points d'Expérience, de 0 à {rules.XP_FOR_VICTORY - 1}.", default=0, minimum=0,
                    maximum=rules.XP_FOR_VICTORY - 1, rule=rules.XP_FROM_ENEMIES)
    """Experience points gathered so far."""

    level: int = given(f"Son niveau : 1 (par défaut) ou 2 (à {rules.XP_FOR_LEVEL_2} XP).",
                       default=rules.WARLORD_FIRST_LEVEL, minimum=rules.WARLORD_FIRST_LEVEL,
                       maximum=rules.WARLORD_LAST_LEVEL, rule=rules.WARLORD_LEVEL_2)
    """1 (recto) or 2 (verso)."""


@dataclass(frozen=True)
class EffectsInput:
    """The board, the moment of the turn, and how many turns to walk."""

    cards: tuple[EffectCard, ...] = given("Les cartes en jeu (ou qui arrivent) et leurs effets.", min_items=1,
                                          max_items=rules.MAX_EFFECT_CARDS)
    """The cards."""

    turn: int = given("Le numéro du tour en cours dans la partie (3 par défaut) : les tours impairs sont ceux du joueur 1, "
                      "les pairs ceux du joueur 2 ; les tours 1 et 2 forment le Cycle 1, sans attaque.", default=3,
                      minimum=1, maximum=rules.MAX_TURN_NUMBER, rule=rules.CYCLES_TOURS)
    """The number of the turn in progress, counted from the start of the game."""

    phase: Phase = given("La phase où l'on en est : ce qui la précède dans ce tour est fait (canalisation par "
                         "défaut).", default=Phase.CANALISATION, rule=rules.PHASES)
    """The phase the walk starts at: what comes before it this turn is done."""

    turns: int = given(f"Combien de tours parcourir, de {rules.MIN_WALKED_TURNS} à {rules.MAX_WALKED_TURNS} (2 par "
                       "défaut) : celui en cours, puis les suivants.", default=2, minimum=rules.MIN_WALKED_TURNS,
                       maximum=rules.MAX_WALKED_TURNS)
    """How many turns to walk, the current one included."""

    hits: tuple[Hit, ...] = given("Les DGT de combat subis pendant les tours parcourus (du calculateur de combat) : "
                                  "appliqués à la Résolution, avec le Lien d'Ombre et les morts qu'ils entraînent.",
                                  default=(), max_items=rules.MAX_EFFECT_CARDS, rule=rules.RESOLUTION)
    """Combat damage taken during the turns walked."""

    warlords: tuple[Experience, ...] = given("Les Chefs de Guerre : l'XP et le niveau de chaque joueur, pour compter "
                                             "le Butin des créatures détruites pendant les tours parcourus.",
                                             default=(), max_items=2, rule=rules.XP_FROM_ENEMIES)
    """Each player's Chef de Guerre's experience and level."""

    def card(self, card_id: str) -> EffectCard | None:
        return next((c for c in self.cards if c.id == card_id), None)


def player_of(turn: int) -> Camp:
    """« Cycle : tour du joueur 1 + joueur 2 »: the odd turns are the first player's, the even ones the second's."""
    return Camp.ONE if turn % 2 else Camp.TWO


def cycle_of(turn: int) -> int:
    """The cycle a turn belongs to: turns 1 and 2 make Cycle 1."""
    return (turn + 1) // 2


# --- Results ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardState:
    """A card at a moment of the walk: what a page's table shows."""

    id: str
    name: str
    gender: Gender | None
    """The gender of its name, for the sentences that agree with it."""
    side: Camp
    life: int
    """Its PDV (0 once destroyed)."""
    damage: int
    stance: Stance
    zone: Zone
    in_play: bool
    """Arrived and not destroyed."""
    alive: bool
    """Not destroyed (a card yet to arrive is alive)."""
    died_on: int | None
    """The turn it was destroyed on."""
    effects: tuple[str, ...]
    """Its effects as the table says them (« Brûlure, 1 tour »)."""
    may_attack: bool
    may_block: bool
    may_move: bool
    may_use_powers: bool
    targetable: bool
    """By anything (Dissimulation: not until it attacks)."""
    targetable_by_spells: bool
    """By spells and powers (Défense Éthérique: never)."""


@dataclass(frozen=True)
class PhaseReport:
    """A phase walked, and every card after it."""

    phase: Phase
    cards: tuple[CardState, ...]


@dataclass(frozen=True)
class TurnReport:
    """A turn walked: its number, its player, its phases."""

    number: int
    player: Camp
    phases: tuple[PhaseReport, ...]


@dataclass(frozen=True)
class Unsettled:
    """An effect the glossary does not define precisely enough to compute, and why."""

    effect: str
    """Its name as printed."""
    rule: str
    reason: str


@dataclass(frozen=True)
class Reading:
    """An open point met, and what the other reading gives."""

    point: OpenPoint
    same_outcome: bool
    """The other reading ends with the same board."""
    other: tuple[CardState, ...]
    """The cards that end otherwise under the other reading, as they end there."""
    helix: dict[str, int]
    """The Helix each player gains under the other reading (the lost icon read as Helix), when any (else empty)."""


@dataclass(frozen=True)
class XpState:
    """A Chef de Guerre at the end of the walk: its XP, its level, the Helix its player took as Butin."""

    side: Camp
    xp: int
    level: int
    helix: int


@dataclass(frozen=True)
class EffectsResult:
    """The turns walked, the board at the end, the open points met."""

    turns: tuple[TurnReport, ...]
    cards: tuple[CardState, ...]
    """Every card at the end of the walk."""
    readings: tuple[Reading, ...]
    """The open points met, in the order met, each with what the other reading ends with."""
    unsettled: tuple[Unsettled, ...]
    steps: tuple[Step, ...]
    summary: str
    experience: tuple[XpState, ...] = ()
    """Each Chef de Guerre given, at the end of the walk."""
    winner: Camp | None = None
    """The player who won the game during the walk (24 XP), if one did."""
