"""Paying a cost in Helix Duels: may it be paid now, and every way to pay it with the fewest cards.

The rules (``rules/sources/helix.md``), in the order the ruling reads them:

* what is paid: a card's « Coût en Helix → 8 »; a power's number (« 1 Souffle Brûlant »), paid in Helix too
  (CYCLE 1: « produire l'Helix lui permettant de payer des cartes ou pouvoirs »); the Divinité, which « Seul le
  pouvoir de Tempus permet de […] invoquer », is that power's cost;
* when: each of the « 5 phases » has its actions — Canalisation is « (Phase passive) »; Préparation « Invoquez des
  créatures et des objets, lancez des sorts, activez des pouvoirs »; Combat « Jouez les sorts éphémères et les
  pouvoirs »; Résolution comes « Quand tous les effets ont été appliqués »; Réparation « Invoquez des créatures
  et objets, jouez des sorts ». The opponent answers « avec des Sorts ou des Pouvoirs » and « ne peut pas invoquer
  de créatures », save Renfort (« quand le joueur adverse déclare une attaque ») and Brise-Sort;
* the board's limits, for a card entering play (:mod:`.limits`);
* how: the Helix already held (Butin, « Vous en gagnerez par la suite ») is spent first, then cards of the hand
  are drained, each producing its « Helix drainable » (« Drainez l'Helix des cartes de votre main en les
  sacrifiant »). Every way to pay with the fewest cards is counted, identical cards once; the first
  ``rules.MAX_WAYS_LISTED`` are listed, least excess first.

Open points, each computed both ways and flagged: a power in Canalisation (the line « activer des Pouvoirs » sits
under a « Phase passive »), a power in Réparation (TOUR 1 allows « pouvoirs » before the turn ends, « 5
Réparation » lists none), a Permanent spell played in answer (« la Manipulation » names no phase), draining
outside Préparation (the only phase that says « Drainez »), Drain de Lumière's and Germination's gains (their
icon is lost), the « Helix Primordial » of an evolution or an enchantment, and the Helix drained beyond the cost.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate

from referee.engine.trace import IllegalAction, Problem, Trace

from . import limits, rules
from . import phrasebook as say
from .model import Category, Phase
from .payment_model import (
    Answer,
    BoardCard,
    EntryAbility,
    HandCard,
    Paid,
    Payer,
    Payment,
    PaymentResult,
    Refused,
    SpellKind,
    Way,
)

# The rulebook's lines the timing quotes (French in every language, as printed).
Q_PASSIVE = "1 Canalisation (Phase passive)"
Q_POWERS_FIRST_TURN = "Ils peuvent en revanche déclencher les effets d'Éveil ou activer des Pouvoirs"
Q_PREPARATION = "Invoquez des créatures et des objets, lancez des sorts, activez des pouvoirs"
Q_COMBAT = "Jouez les sorts éphémères et les pouvoirs, en donnant la priorité à l'attaquant"
Q_RESOLUTION = "Quand tous les effets ont été appliqués, passez à la phase de Résolution"
Q_REPARATION = "Invoquez des créatures et objets, jouez des sorts"
Q_BEFORE_END = "Le joueur 1 peut réaliser des actions (invocation, sorts, pouvoirs...) avant de terminer son tour"
Q_ANSWER = "Le joueur 2 peut répondre avec des Sorts ou des Pouvoirs"
Q_NO_CREATURE = "Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures"

ENTERS_AS = {Paid.CREATURE: Category.CREATURE, Paid.OBJET: Category.OBJECT, Paid.SORT: Category.SPELL,
             Paid.DIVINITE: Category.DIVINITY}
"""What enters play, for the board's limits (an Éphémère goes to the Cimetière once resolved: none)."""


# --- Refusals of values no game state has --------------------------------------------------------------------


def check(payment: Payment) -> Iterator[Problem]:
    """What the input cannot mean: every problem at once, each with its field and rule."""
    for i, card in enumerate(payment.hand):
        # « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque. Elle reste posée, face cachée »
        if card.category is Category.DIVINITY:
            yield Problem(f"hand[{i}].category", say.pay_divinity_in_hand(say.hand_card(i, card.name)),
                          rules.DIVINITE_LIMIT, "divinity_in_hand")
    cost = payment.cost
    if cost.paid is Paid.SORT and cost.spell is None:
        yield Problem("cost.spell", say.PAY_SPELL_KIND, rules.SPELL_KINDS, "required")
    if cost.paid is not Paid.SORT and cost.spell is not None:
        yield Problem("cost.spell", say.PAY_SPELL_NOT_A_SPELL, rules.SPELL_KINDS, "unexpected_field")
    if cost.paid is not Paid.CREATURE and cost.token:
        yield Problem("cost.token", say.PAY_TOKEN_NOT_A_CREATURE, rules.TOKENS_LIMIT, "unexpected_field")
    if cost.paid is not Paid.CREATURE and cost.abilities:
        yield Problem("cost.abilities", say.PAY_ABILITIES_NOT_A_CREATURE, rules.RENFORT, "unexpected_field")
    for name, rule in (("transition", rules.TRANSITION_PASSAGE), ("inclined", rules.DRESSE)):
        if cost.paid is not Paid.POUVOIR and getattr(cost, name):
            yield Problem(f"cost.{name}", say.PAY_ONLY_A_POWERS_CREATURE, rule, "unexpected_field")


def resolve(payment: Payment) -> PaymentResult:
    """Whether the cost can be paid, every way with the fewest cards, and each refusal with its rule.

    IllegalAction lists what :func:`check` finds."""
    problems = list(check(payment))
    if problems:
        raise IllegalAction.of(problems)
    return _Payment(payment).run()


# --- Ways of draining ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draining:
    """Every way to drain at least ``needed`` Helix with the fewest cards of a hand."""

    available: int
    fewest: int | None
    ways: tuple[Way, ...]
    """All of them, least excess first."""


def drain(hand: Sequence[HandCard], needed: int) -> Draining:
    """The fewest cards whose « Helix drainable » reaches ``needed``, and every set of that many that does.

    Identical cards (same name, Helix and Livre) make one way, not one per copy: the first copies are named."""
    everything = tuple(range(len(hand)))
    available = sum(card.helix for card in hand)
    if needed <= 0:
        return Draining(available, 0, (Way((), (), 0, 0, everything, _names(hand, everything)),))
    if available < needed:
        return Draining(available, None, ())
    groups: dict[tuple[str, int, Category | None], list[int]] = {}
    for i, card in enumerate(hand):
        if card.helix > 0:  # a card producing nothing is never among the fewest
            groups.setdefault((limits.normalized(card.name), card.helix, card.category), []).append(i)
    ordered = sorted(groups.items(), key=lambda item: -item[0][1])
    values = [hand[i].helix for _key, members in ordered for i in members]
    reach = list(accumulate(values))
    fewest = next(n for n, total in enumerate(reach, 1) if total >= needed)
    starts = list(accumulate([0] + [len(members) for _key, members in ordered]))
    best = [0, *reach]  # best[j]: the j highest values summed (a group's values are all equal)

    found: list[tuple[int, ...]] = []

    def pick(g: int, slots: int, total: int, chosen: tuple[int, ...]) -> None:
        if slots == 0:
            if total >= needed:
                found.append(chosen)
            return
        if g == len(ordered):
            return
        start = starts[g]
        top = best[min(start + slots, len(values))] - best[start]
        if total + top < needed:  # even the highest cards left cannot reach it
            return
        (_name, value, _category), members = ordered[g]
        for taken in range(min(len(members), slots), -1, -1):
            pick(g + 1, slots - taken, total + taken * value, chosen + tuple(members[:taken]))

    pick(0, fewest, 0, ())
    ways = []
    for chosen in found:
        drained = sum(hand[i].helix for i in chosen)
        cards = tuple(sorted(chosen))
        left = tuple(i for i in everything if i not in chosen)
        ways.append(Way(cards, _names(hand, cards), drained, drained - needed, left, _names(hand, left)))
    ways.sort(key=lambda way: (way.excess, way.cards))
    return Draining(available, fewest, tuple(ways))


def _names(hand: Sequence[HandCard], positions: Sequence[int]) -> tuple[str, ...]:
    return tuple(say.hand_card(i, hand[i].name) for i in positions)


# --- The ruling ---------------------------------------------------------------------------------------------


def _piece(card: BoardCard) -> limits.Piece:
    return limits.Piece(card.name, card.rarity, card.category, card.token)


class _Payment:
    """One reading of a payment, in the rulebook's order."""

    def __init__(self, payment: Payment):
        self.payment = payment
        self.cost = payment.cost
        self.trace = Trace()
        self.refusals: list[Refused] = []
        self.what = say.paid_label(self.cost.paid, self.cost.name, self.cost.spell)
        self.needed = 0
        """The Helix still to drain once the Helix held is spent."""

    def refuse(self, text: str, rule: str, code: str) -> None:
        self.refusals.append(Refused(text, rule, code))
        self.trace.add(text, rule)

    def doubt(self, text: str, rule: str, code: str) -> None:
        """Refused on one reading of an open point only: flagged, and the answer depends on it."""
        self.refusals.append(Refused(text, rule, code, open=True))
        self.trace.silent(text, rule)

    def run(self) -> PaymentResult:
        self._what()
        self._timing()
        self._limits()
        draining = self._helix()
        certain = [r for r in self.refusals if not r.open]
        answer = Answer.NON if certain else Answer.SELON_LECTURE if self.refusals else Answer.OUI
        listed = draining.ways[:rules.MAX_WAYS_LISTED]
        return PaymentResult(answer, self.needed, draining.available, draining.fewest, len(draining.ways), listed,
                             tuple(self.refusals), self.trace.steps(),
                             say.pay_summary(answer, self.what, draining.fewest, len(draining.ways), self.needed))

    # --- What is paid ---

    def _what(self) -> None:
        paid, cost = self.cost.paid, self.cost.cost
        if paid is Paid.DIVINITE:
            # « Seul le pouvoir de Tempus permet de les invoquer, grâce aux Adorateurs ! »
            self.trace.add(say.pay_divinity(self.what, cost), rules.DIVINITES_INVOKED, cost=cost)
        elif paid is Paid.POUVOIR:
            # « Pouvoirs → 1 Souffle Brûlant »; CYCLE 1: the Helix pays « des cartes ou pouvoirs ».
            self.trace.add(say.pay_power(self.what, cost), rules.PAY_CARDS_OR_POWERS, cost=cost)
        else:
            self.trace.add(say.pay_card(self.what, cost), rules.CARD_COST, cost=cost)

    # --- When: the phase and who pays ---

    def _timing(self) -> None:
        p = self.payment
        paid, phase, spell = self.cost.paid, p.phase, self.cost.spell
        answering = p.payer is Payer.ADVERSAIRE
        ok, rule, quote = _timing(paid, phase, spell, answering)
        if ok is False and paid is Paid.CREATURE and self._creature_exception(phase, answering):
            return
        self._carrier()
        if ok is True:
            self.trace.add(say.pay_timing_ok(self.what, phase, quote), rule)
            if paid is Paid.SORT and spell is SpellKind.HYBRIDE and phase is Phase.COMBAT:
                # « Sort disposant de la double capacité Ephémère/Permanent. »
                self.trace.add(say.pay_hybrid(self.what), rules.HYBRIDE)
        elif ok is False:
            self.refuse(say.pay_timing_refused(self.what, phase, quote), rule, "wrong_phase")
        elif rule == rules.PERMANENT:
            self.doubt(say.pay_manipulation(self.what), rule, "manipulation")
        elif phase is Phase.CANALISATION:
            self.doubt(say.pay_canalisation_power(self.what), rule, "passive_phase")
        else:
            self.doubt(say.pay_reparation_power(self.what), rule, "power_in_reparation")

    def _carrier(self) -> None:
        """The creature whose power is activated: neither in Transition nor inclinée."""
        # Transition: « Ne peut ni attaquer, ni bloquer, ni activer de pouvoir … jusqu'à la fin du tour »
        if self.cost.transition:
            self.refuse(say.pay_power_in_transition(self.what), rules.TRANSITION_PASSAGE, "transition")
        # Dressé: « Les créatures dressées peuvent attaquer, bloquer et activer leurs pouvoirs »
        if self.cost.inclined:
            self.refuse(say.pay_power_inclined(self.what), rules.DRESSE, "inclined")

    def _creature_exception(self, phase: Phase, answering: bool) -> bool:
        abilities = self.cost.abilities
        # Renfort: « Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »
        if EntryAbility.RENFORT in abilities and answering and phase is Phase.COMBAT:
            self.trace.add(say.pay_renfort(self.what), rules.RENFORT)
            return True
        # Brise-Sort: « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez invoquer cette créature »
        if EntryAbility.BRISE_SORT in abilities and phase in (Phase.PREPARATION, Phase.COMBAT, Phase.REPARATION):
            self.trace.add(say.pay_brise_sort(self.what), rules.BRISE_SORT)
            return True
        return False

    # --- The board's limits ---

    def _limits(self) -> None:
        category = ENTERS_AS.get(self.cost.paid)
        if category is None or self.cost.spell is SpellKind.EPHEMERE:
            return
        entering = limits.Piece(self.cost.name, self.cost.rarity, category, self.cost.token)
        verdict = limits.entry(entering, [_piece(c) for c in self.payment.in_play],
                               [_piece(c) for c in self.payment.opponent_in_play])
        for held in verdict.held:
            self.trace.add(held.text, held.rule)
        for refusal in verdict.refusals:
            self.refuse(refusal.text, refusal.rule, refusal.code)
        for doubt in verdict.doubts:
            self.doubt(doubt.text, doubt.rule, "unique_in_play")

    # --- How: the Helix held, then the hand drained ---

    def _helix(self) -> Draining:
        p, cost = self.payment, self.cost.cost
        held = p.pool + p.lost_icon_gains
        self.needed = max(cost - held, 0)
        hand = p.hand
        # « Vous en gagnerez par la suite, en détruisant des créatures adverses ou via d'autres moyens. »
        self.trace.add(say.pay_held(p.pool, cost, max(cost - p.pool, 0)), rules.PRODUCE_HELIX, pool=p.pool,
                       cost=cost)
        draining = drain(hand, self.needed)
        if p.lost_icon_gains:
            self._icon_gains(hand, draining)
        if self.needed == 0:
            self.trace.add(say.PAY_NOTHING_TO_DRAIN, rules.PRODUCE_HELIX)
            self._primordial()
            return draining
        # « Helix drainable → 7 »: what a drained card produces.
        if hand:
            self.trace.add(say.pay_drain_values([f"{say.hand_card(i, c.name)} ({c.helix})" for i, c in enumerate(hand)]),
                           rules.DRAINABLE)
        if draining.fewest is None:
            self.refuse(say.pay_not_enough(draining.available, self.needed, cost), rules.DRAIN, "not_enough_helix")
            return draining
        # « Drainez l'Helix des cartes de votre main en les sacrifiant (elles rejoignent le cimetière) »
        self.trace.add(say.pay_fewest(draining.fewest, len(draining.ways), self.needed), rules.DRAIN,
                       fewest=draining.fewest, ways=len(draining.ways))
        best = draining.ways[0]
        self.trace.add(say.pay_way(best.names, best.drained, best.left_names),
                       rules.DRAIN, drained=best.drained, excess=best.excess)
        if best.excess:
            self.trace.silent(say.pay_excess(best.excess), rules.DRAIN, excess=best.excess)
        if p.phase is not Phase.PREPARATION:
            self.doubt(say.pay_drain_outside(self.payment.phase, self.needed), rules.DRAIN, "drain_outside_preparation")
        self._primordial()
        return draining

    def _icon_gains(self, hand: Sequence[HandCard], counted: Draining) -> None:
        """Drain de Lumière and Germination: « gagnez » and a lost icon; both readings when they differ."""
        uncounted = drain(hand, max(self.cost.cost - self.payment.pool, 0))
        if uncounted.fewest == counted.fewest:
            self.trace.silent(say.pay_icon_gains_same(self.payment.lost_icon_gains), rules.LOST_ICON_GAINS)
        elif uncounted.fewest is None:
            self.doubt(say.pay_icon_gains(self.payment.lost_icon_gains, counted.fewest, None),
                       rules.LOST_ICON_GAINS, "lost_icon")
        else:
            self.trace.silent(say.pay_icon_gains(self.payment.lost_icon_gains, counted.fewest, uncounted.fewest),
                              rules.LOST_ICON_GAINS)

    def _primordial(self) -> None:
        # « en utilisant l'Helix Primordial »: whether it is the Helix drained and held is not said.
        if not self.cost.paid.primordial:
            return
        rule = rules.STADE_PRIMORDIAL if self.cost.paid is Paid.EVOLUTION else rules.FORGE_PRIMORDIAL
        if self.cost.cost == 0:
            return
        self.doubt(say.pay_primordial(self.what), rule, "helix_primordial")


def _timing(paid: Paid, phase: Phase, spell: SpellKind | None, answering: bool) -> tuple[bool | None, str, str]:
    """May this be paid in this phase, by this player? (True, False or None for an open point; the rule; its
    line.) An ordered checklist: the phases first, then who answers."""
    power = paid.is_power
    # « 1 Canalisation (Phase passive) »: nothing is invoked; a power, on one reading.
    if phase is Phase.CANALISATION:
        if power:
            return None, rules.CANALISATION_POWERS, Q_POWERS_FIRST_TURN
        return False, rules.CANALISATION, Q_PASSIVE
    # « Quand tous les effets ont été appliqués, passez à la phase de Résolution »: nothing is played there.
    if phase is Phase.RESOLUTION:
        return False, rules.COMBAT_THEN_RESOLUTION, Q_RESOLUTION
    # « Jouez les sorts éphémères et les pouvoirs » (both players, the attacker first).
    if phase is Phase.COMBAT:
        if answering and paid is Paid.CREATURE:
            return False, rules.RESPONDER_NO_CREATURE, Q_NO_CREATURE
        if power or (paid is Paid.SORT and spell is not SpellKind.PERMANENT):
            return True, rules.COMBAT_ACTIONS, Q_COMBAT
        return False, rules.COMBAT_ACTIONS, Q_COMBAT
    # Préparation and Réparation: the opponent answers « avec des Sorts ou des Pouvoirs ».
    if answering:
        if paid is Paid.CREATURE:
            return False, rules.RESPONDER_NO_CREATURE, Q_NO_CREATURE
        if paid is Paid.SORT and spell is SpellKind.PERMANENT:
            # « Sort ne pouvant pas être lancé durant la Manipulation »: which is not said.
            return None, rules.PERMANENT, Q_ANSWER
        if power or paid is Paid.SORT:
            return True, rules.RESPOND_SPELLS_POWERS, Q_ANSWER
        return False, rules.RESPOND_SPELLS_POWERS, Q_ANSWER
    if phase is Phase.PREPARATION:
        return True, rules.PREPARATION_ACTIONS, Q_PREPARATION
    # « 5 Réparation »: « Invoquez des créatures et objets, jouez des sorts »; powers are TOUR 1's only.
    if power:
        return None, rules.ACTIONS_BEFORE_END, Q_BEFORE_END
    return True, rules.REPARATION_ACTIONS, Q_REPARATION
