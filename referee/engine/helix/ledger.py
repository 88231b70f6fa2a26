"""The ledger of a combat phase: the live cards and players, and what follows a blow.

Every damage goes through :meth:`Ledger._deal`: the preventions of :mod:`.damage` in their
order, then what the damage triggers (Vol de Vie, Coup Fatal, Vengeance; Épines Volcaniques
is queued by the combat). :meth:`Ledger._settle` then destroys what has no PDV left and hands
out the loot, the warlord's experience and, at 24 XP, the victory. The phase itself — the stack,
the combats, the Forteresse — is :mod:`.resolution`, built on this ledger.
"""
from __future__ import annotations

from collections import Counter

from referee.engine.trace import Flag, Trace

from . import phrasebook as say
from . import rules
from .damage import Hit, LiveCamp, LiveCard, parity, prevent
from .model import Ability, CombatPhase, Loot, Side, Stance
from .results import DamageEvent, Delivery, LootGain, Parity, Victory


class RollNeeded(Exception):
    """The ruling needs a die roll the input does not give."""

    def __init__(self, card: LiveCard, ability: Ability, occasion: str):
        super().__init__(card.id)
        self.card, self.ability, self.occasion = card, ability, occasion


def display_names(phase: CombatPhase) -> dict[str, str]:
    """Each card's name as read aloud: its printed name, with its id when two cards share it."""
    cards = [c for side in Side for c in phase.player(side).cards]
    counts = Counter(c.label for c in cards)
    return {c.id: c.label if counts[c.label] == 1 else say.with_id(c.label, c.id) for c in cards}


class Ledger:
    """The scratch state of one run: the inputs stay frozen, the result is new."""

    def __init__(self, phase: CombatPhase):
        self.phase = phase
        self.trace = Trace()
        names = display_names(phase)
        self.cards: dict[str, LiveCard] = {
            c.id: LiveCard.of(c, side, names[c.id]) for side in Side for c in phase.player(side).cards}
        self.camps: dict[Side, LiveCamp] = {
            side: LiveCamp(side, p.fortress, p.warlord.name, p.warlord.xp, p.warlord.level)
            for side in Side for p in (phase.player(side),)}
        self.winner: Side | None = None
        self.victory: Victory | None = None
        self._dice: dict[tuple[str, str, Ability], int] = {}
        self._fog_told: set[tuple[str, str]] = set()
        self._thorns: list[tuple[LiveCard, LiveCard, str, bool]] = []
        """Épines Volcaniques to send back: its card, the attacker, the occasion, whether it was blocking."""
        self._vengeance: list[tuple[LiveCard, int, str]] = []
        self._responsible: Side | None = None
        """The player whose spell or power is resolving (None in combat)."""
        self._begin()

    def _begin(self) -> None:
        """Start collecting what one stack entry or one combat does."""
        self._events: list[DamageEvent] = []
        self._destroyed: list[str] = []
        self._loot: list[LootGain] = []

    # --- Damage and what it triggers ---

    def _deal(self, hit: Hit, target: LiveCard) -> None:
        left, checks = prevent(hit, target, self._roll)
        for check in checks:
            self.trace.add(check.text, check.rule, Flag.SILENT if check.silent else None, prevented=check.prevented)
            if check.cause == Ability.PROTECTION.value:
                target.lose(Ability.PROTECTION)
        before = target.health
        target.health -= left
        rule = rules.PDV if target.is_creature else rules.DRB
        if left > 0:
            self.trace.add(say.suffers(target, left, hit.source_name, max(0, before), max(0, target.health),
                                       target.is_creature), rule, amount=hit.amount, dealt=left,
                           before=max(0, before), after=max(0, target.health))
        elif not checks:
            self.trace.add(say.deals_nothing(hit.source_name, target), rules.DGT, amount=hit.amount)
        self._events.append(DamageEvent(
            hit.source, target.id, hit.amount, hit.damage_type, hit.delivery,
            tuple(c.reduction for c in checks if c.prevented), left, max(0, before), max(0, target.health)))
        if left > 0:
            self._after_damage(hit, target, left)

    def _after_damage(self, hit: Hit, target: LiveCard, dealt: int) -> None:
        source = hit.attacker_card
        # Vol de Vie: « Quand cette créature inflige des DGT, elle gagne le même montant de PDV simultanément »
        if source is not None and source.has(Ability.VOL_DE_VIE):
            before = source.health
            source.health += dealt
            self.trace.add(say.life_steal(source, dealt, max(0, before), source.health), Ability.VOL_DE_VIE.rule,
                           healed=dealt)
        # Coup Fatal: « Quand la créature qui dispose du Coup Fatal inflige des dégats à une créature,
        # cette dernière est détruite »
        if source is not None and source.has(Ability.COUP_FATAL) and target.is_creature:
            target.doomed = Ability.COUP_FATAL.rule
            self.trace.add(say.fatal_blow(source, target), Ability.COUP_FATAL.rule)
        # Vengeance: « Quand la créature ayant Vengeance subit 1 DGT, une créature ennemie subit 1 DGT »
        if target.has(Ability.VENGEANCE):
            if hit.triggered:
                self.trace.silent(say.vengeance_not_chained(target), Ability.VENGEANCE.rule)
            else:
                self._vengeance.append((target, dealt, hit.occasion))

    def _fire_triggers(self, occasion: str) -> None:
        """The damage abilities send back, after the damage that triggered them."""
        thorns, self._thorns = self._thorns, []
        for thorny, attacker, at, blocking in thorns:
            if blocking:
                # « pour chaque attaque subie »: does a blocker undergo the attack it blocks? Both readings.
                self.trace.silent(say.thorns_of_a_blocker(thorny, attacker), Ability.EPINES_VOLCANIQUES.rule,
                                  amount=rules.EPINES_DAMAGE_PER_ATTACK)
            else:
                self.trace.add(say.thorns(thorny, attacker), Ability.EPINES_VOLCANIQUES.rule,
                               amount=rules.EPINES_DAMAGE_PER_ATTACK)
            self._deal(Hit(thorny.id, thorny.name, rules.EPINES_DAMAGE_PER_ATTACK, None, Delivery.EFFET, at,
                           attacker_card=thorny, triggered=True), attacker)
        avengers, self._vengeance = self._vengeance, []
        for avenger, taken, at in avengers:
            self._avenge(avenger, taken, at)

    def _avenge(self, avenger: LiveCard, taken: int, occasion: str) -> None:
        rule = Ability.VENGEANCE.rule
        amount = taken * rules.VENGEANCE_DAMAGE_PER_DAMAGE
        enemies = [c for c in self.cards.values() if c.side is avenger.side.opponent and c.is_creature
                   and not c.destroyed]
        chosen = self.cards.get(avenger.card.vengeance_target or "")
        if chosen is None or chosen.destroyed or not chosen.is_creature:
            self.trace.choice(say.vengeance_choice(avenger, taken, amount, [c.name for c in enemies]), rule,
                              options=[c.id for c in enemies], amount=amount)
            return
        self.trace.silent(say.vengeance(avenger, taken, chosen, amount), rule, amount=amount)
        self._deal(Hit(avenger.id, avenger.name, amount, None, Delivery.EFFET, occasion, attacker_card=avenger,
                       triggered=True), chosen)

    # --- Deaths, loot, experience ---

    def _settle(self) -> None:
        """Destroy what has no PDV left (or took a Coup Fatal), then hand out the loot."""
        for card in self.cards.values():
            if card.destroyed or (card.health > 0 and not card.doomed):
                continue
            # Immortel: « Ne peut pas être détruit »
            if card.has(Ability.IMMORTEL):
                if card.health < 0 or card.doomed or not card.spared:
                    self.trace.add(say.immortal(card, max(0, card.health)), Ability.IMMORTEL.rule)
                card.doomed, card.health, card.spared = None, max(0, card.health), True
                continue
            card.destroyed = True
            self._destroyed.append(card.id)
            if card.health > 0:
                self.trace.add(say.destroyed(card), card.doomed or rules.REACT_AND_STACK)
            elif card.is_creature:
                self.trace.add(say.no_health(card), rules.PDV)
            else:
                self.trace.add(say.broken(card), rules.DRB)
            self._award_loot(card)

    def _award_loot(self, card: LiveCard) -> None:
        if not card.is_creature:
            if card.card.loot != Loot():
                self.trace.silent(say.object_without_loot(card), rules.LOOT)
            return
        gainer = card.side.opponent
        camp = self.camps[gainer]
        if self._responsible is card.side:
            self.trace.silent(say.destroyed_by_its_controller(card), rules.XP_FROM_ENEMIES)
        # TABLE D'EXPIÉRIENCE: « Les Créatures Tokens ne rapportent pas de Points d'Expérience »
        xp = rules.TOKEN_XP if card.card.token else card.card.loot.xp
        hlx = card.card.loot.hlx
        self._loot.append(LootGain(gainer, card.id, xp, hlx))
        camp.xp_gained += xp
        camp.hlx_gained += hlx
        # Résolution des Combats: « Butin récupéré à la destruction de la créature »
        if xp or hlx:
            self.trace.add(say.loot(gainer, card, xp, hlx), rules.LOOT, xp=xp, hlx=hlx)
        elif not card.card.token:
            self.trace.add(say.no_loot(card), rules.LOOT, xp=0, hlx=0)
        if card.card.token:
            self.trace.add(say.token_gives_no_xp(card), rules.TOKENS_NO_XP)
        if xp:
            self._gain_xp(camp, xp)

    def _gain_xp(self, camp: LiveCamp, xp: int) -> None:
        before = camp.xp
        camp.xp += xp
        self.trace.add(say.xp_gained(camp.warlord_name, camp.side, before, camp.xp), rules.XP_FROM_ENEMIES,
                       before=before, after=camp.xp)
        # CHEF DE GUERRE: « il peut évoluer au NIVEAU 2 … Récupérer 12 Points d'Expérience »
        if camp.level < rules.WARLORD_LAST_LEVEL and camp.xp >= rules.XP_FOR_LEVEL_2:
            camp.level = rules.WARLORD_LAST_LEVEL
            self.trace.add(say.LEVEL_UP, rules.WARLORD_LEVEL_2, level=camp.level)
        # TABLE D'EXPIÉRIENCE: « Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! »
        if camp.xp >= rules.XP_FOR_VICTORY:
            self._win(camp.side, Victory.EXPERIENCE, say.xp_victory(camp.side), rules.XP_VICTORY)

    def _win(self, side: Side, victory: Victory, text: str, rule: str) -> None:
        if self.winner is None:
            self.winner, self.victory = side, victory
            self.trace.add(text, rule, winner=side.value)

    # --- Stance and dice ---

    def _incline(self, card: LiveCard, why: str | None = None) -> None:
        """Incliné: « Après un combat, les créatures terminent le tour inclinées »."""
        if card.stance is Stance.INCLINE:
            return
        # Inflexible: « ne s'incline jamais »
        if card.has(Ability.INFLEXIBLE):
            self.trace.add(say.inflexible(card), Ability.INFLEXIBLE.rule)
            return
        card.stance = Stance.INCLINE
        if why:
            self.trace.silent(say.inclines(card, why), rules.INCLINE)
        else:
            self.trace.add(say.inclines(card), rules.INCLINE)

    def _fog_allows(self, striker: LiveCard, occasion: str) -> bool:
        """Brouillard: « vous devez jeter un dé pour savoir si elle inflige ou non ses DGT. (Pair :
        Dégats | Impair : pas de Dégats) »"""
        if not striker.has(Ability.BROUILLARD):
            return True
        value = self._roll(striker, Ability.BROUILLARD, occasion)
        strikes = parity(value) is Parity.PAIR
        if (occasion, striker.id) not in self._fog_told:
            self._fog_told.add((occasion, striker.id))
            self.trace.add(say.fog(striker, value, strikes), Ability.BROUILLARD.rule, roll=value)
        return strikes

    def _roll(self, card: LiveCard, ability: Ability, occasion: str) -> int:
        """The card's next die roll, once per ability and occasion."""
        key = (occasion, card.id, ability)
        if key not in self._dice:
            if card.rolls_used >= len(card.card.rolls):
                raise RollNeeded(card, ability, occasion)
            self._dice[key] = card.card.rolls[card.rolls_used]
            card.rolls_used += 1
        return self._dice[key]
