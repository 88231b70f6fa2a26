"""The input and the result of a Helix Duels payment: a hand, a cost, what is paid and when.

Frozen dataclasses that declare their own JSON shape with ``given(...)`` (the shared reader reads a body into them
and the API schema is derived from them), as :mod:`.model` does for a combat phase. What cannot be said as a bound
(a Divinité in the hand, a spell without its kind) is :mod:`.payment`'s ``check``.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from . import rules
from .model import Category, Phase, Rarity

# --- Vocabulary -------------------------------------------------------------------------------


class Payer(enum.Enum):
    """Who pays: the player whose turn it is, or the opponent, who answers (« Le joueur 2 peut répondre »)."""

    ACTIF = "actif"
    ADVERSAIRE = "adversaire"


class Paid(enum.Enum):
    """What the cost is paid for."""

    CREATURE = "creature"
    OBJET = "objet"
    SORT = "sort"
    POUVOIR = "pouvoir"
    """A power of a creature, an object, the Forteresse or the Chef de Guerre (« 1 Souffle Brûlant »)."""
    DIVINITE = "divinite"
    """The Divinité, invoked by Tempus's power through the Adorateurs (« Seul le pouvoir de Tempus permet de les
    invoquer »)."""
    EVOLUTION = "evolution"
    """A Bête's Stade ★★ (« en utilisant l'Helix Primordial »)."""
    ENCHANTEMENT = "enchantement"
    """An enchantment of the Forge Arcanique (« en utilisant l'Helix Primordial »)."""

    @property
    def is_card(self) -> bool:
        """A card put into play from the hand: its timing is an invocation's."""
        return self in (Paid.CREATURE, Paid.OBJET, Paid.SORT, Paid.EVOLUTION, Paid.ENCHANTEMENT)

    @property
    def is_power(self) -> bool:
        return self in (Paid.POUVOIR, Paid.DIVINITE)

    @property
    def primordial(self) -> bool:
        """Paid « en utilisant l'Helix Primordial »."""
        return self in (Paid.EVOLUTION, Paid.ENCHANTEMENT)


class SpellKind(enum.Enum):
    """« Les Sorts sont divisés en 2 types principaux : les Éphémères, et les Permanents / Persistants » (and the
    Hybrides, both)."""

    EPHEMERE = "ephemere"
    PERMANENT = "permanent"
    HYBRIDE = "hybride"


class EntryAbility(enum.Enum):
    """The abilities that let a creature be invoked outside its controller's phases."""

    RENFORT = "renfort"
    BRISE_SORT = "brise-sort"


class Answer(enum.Enum):
    """Can the cost be paid?"""

    OUI = "oui"
    NON = "non"
    SELON_LECTURE = "selon-la-lecture"
    """Yes on one reading of a point the rulebook leaves open, no on the other (the steps flag it)."""


# --- The input --------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandCard:
    """A card of the payer's hand, which may be drained."""

    helix: int = given("« Helix drainable » : ce que la carte produit quand elle est drainée (pas son coût).",
                       minimum=0, maximum=rules.MAX_HELIX, rule=rules.DRAINABLE)
    """Its « Helix drainable », printed under its cost: what draining it produces."""

    name: str = given("Son nom (« Loup des steppes ») ; absent : « carte 1 », « carte 2 »…", default="",
                      max_length=rules.MAX_NAME_LENGTH)
    """Its printed name; blank: the ruling numbers it."""

    category: Category | None = given("Son Livre : creature, objet ou sort (il ne change pas ce qu'elle draine) ; "
                                      "une Divinité n'est jamais en main.", default=None, rule=rules.DIVINITE_LIMIT)
    """Créature, Objet or Sort: it does not change what the card drains."""


@dataclass(frozen=True)
class BoardCard:
    """A card in play, for the board's limits (tokens, Épiques, Légendaires, Divinité)."""

    name: str = given("Son nom : deux cartes du même nom sont « la même » carte.", default="",
                      max_length=rules.MAX_NAME_LENGTH)
    rarity: Rarity = given("Sa rareté : commune (par défaut), epique ou legendaire.", default=Rarity.COMMON,
                           rule=rules.EPIQUE_LIMIT)
    category: Category | None = given("creature, objet, sort ou divinite.", default=None, rule=rules.DIVINITE_LIMIT)
    token: bool = given("Une créature token.", default=False, rule=rules.TOKENS_LIMIT)


@dataclass(frozen=True)
class Cost:
    """What is paid for, and its cost."""

    paid: Paid = given("Ce qui est payé : creature, objet, sort (une carte mise en jeu), pouvoir, divinite (invoquée "
                       "par le pouvoir de Tempus), evolution (Stade ★★) ou enchantement (Forge Arcanique).")
    """A card to put into play, a power, the Divinité, an evolution or an enchantment."""

    cost: int = given("Le coût en Helix (« Coût en Helix → 8 » ; « 1 Souffle Brûlant » pour un pouvoir).",
                      minimum=0, maximum=rules.MAX_HELIX, rule=rules.CARD_COST)
    """Its cost in Helix."""

    name: str = given("Son nom (« D'Ghorn », « Boule de Feu »).", default="", max_length=rules.MAX_NAME_LENGTH)

    spell: SpellKind | None = given("Pour un sort : ephemere, permanent ou hybride.", default=None,
                                    rule=rules.EPHEMERE)
    """For a spell: Éphémère, Permanent or Hybride."""

    rarity: Rarity = given("Sa rareté, pour les limites en jeu : commune (par défaut), epique ou legendaire.",
                           default=Rarity.COMMON, rule=rules.EPIQUE_LIMIT)

    token: bool = given("Une créature token (5 au plus par contrôleur).", default=False, rule=rules.TOKENS_LIMIT)

    abilities: tuple[EntryAbility, ...] = given("Pour une créature : renfort, brise-sort (invoquée hors de ses "
                                                "phases).", default=(), max_items=2)

    transition: bool = given("Pour un pouvoir : la créature qui le porte est en Transition (revenue du Cimetière ce "
                             "tour).", default=False, rule=rules.TRANSITION_PASSAGE)
    """The creature whose power it is came back from the Cimetière this turn."""

    inclined: bool = given("Pour un pouvoir : la créature qui le porte est inclinée.", default=False,
                           rule=rules.DRESSE)
    """The creature whose power it is is inclinée."""


@dataclass(frozen=True)
class Payment:
    """A cost to pay in Helix Duels: the hand that may be drained, the Helix already held, the phase."""

    cost: Cost = given("Ce qui est payé, et son coût.")

    phase: Phase = given("La phase du tour : canalisation, preparation, combat, resolution ou reparation.",
                         rule=rules.PHASES)

    payer: Payer = given("Qui paie : actif (c'est son tour, par défaut) ou adversaire (il répond).",
                         default=Payer.ACTIF, rule=rules.RESPOND_SPELLS_POWERS)

    hand: tuple[HandCard, ...] = given("Les cartes de sa main qu'il peut drainer (sans la carte qu'il paie).",
                                       default=(), max_items=rules.MAX_HAND)

    pool: int = given("L'Helix qu'il a déjà (Butin « 4 HLX », cartes drainées plus tôt).", default=0, minimum=0,
                      maximum=rules.MAX_HELIX, rule=rules.PRODUCE_HELIX)

    lost_icon_gains: int = given("Gains de Drain de Lumière ou de Germination (« gagnez » suivi d'une icône perdue) : "
                                 "comptés en Helix ou non, les deux sont calculés.", default=0, minimum=0,
                                 maximum=rules.MAX_HELIX, rule=rules.LOST_ICON_GAINS)

    in_play: tuple[BoardCard, ...] = given("Ses cartes en jeu (limites : tokens, Épiques, Légendaires, Divinité).",
                                           default=(), max_items=rules.MAX_IN_PLAY)

    opponent_in_play: tuple[BoardCard, ...] = given("Les cartes en jeu de l'adversaire.", default=(),
                                                    max_items=rules.MAX_IN_PLAY)


# --- The result -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Way:
    """One way of paying with the fewest cards."""

    cards: tuple[int, ...]
    """The hand's cards drained, by their position in ``hand`` (from 0)."""
    names: tuple[str, ...]
    drained: int
    """The Helix they produce."""
    excess: int
    """Helix drained beyond what was needed."""
    left: tuple[int, ...]
    """The hand's cards left, by position."""
    left_names: tuple[str, ...]


@dataclass(frozen=True)
class Refused:
    """Why the cost cannot be paid (certainly), or on which reading it cannot (``open``)."""

    text: str
    rule: str
    code: str
    open: bool = False
    """True: refused on one reading only of a point the rulebook leaves open."""


@dataclass(frozen=True)
class PaymentResult:
    answer: Answer
    needed: int
    """The Helix still to drain once the Helix held is spent (0: the Helix held pays it)."""
    available: int
    """What the hand could drain at most."""
    fewest_cards: int | None
    """The fewest cards to drain; None when the hand cannot pay."""
    ways_count: int
    """How many ways of paying with the fewest cards (identical cards counted once)."""
    ways: tuple[Way, ...]
    """The first of them, least excess first (at most ``rules.MAX_WAYS_LISTED``)."""
    refusals: tuple[Refused, ...]
    steps: tuple[Step, ...]
    summary: str
