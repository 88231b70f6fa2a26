"""Resolving a Helix Duels combat phase: declarations, the stack, the combats, the Forteresse.

The methods of :class:`_Resolution` follow the rulebook's phases (TOUR DE JEU):

* « 3 Combat »: the attacker declares « une cible par attaquant », the defender blocks (« Il peut
  bloquer une créature avec 2 ou plusieurs créatures »), spells and powers are played;
* the stack: « les effets sont résolus du dernier au premier. A l'issu de cette phase, la
  résolution des dégats de Combat est effectuée » (Résolution des Combats);
* « 4 Résolution »: « L'attaquant choisit l'ordre de résolution des combats, en terminant
  toujours par les dégâts infligés à la Forteresse ».

Inside a combat, who strikes first is an ordered checklist (:func:`_strike_rank`); every damage
and what follows it (deaths, loot, experience) is the :class:`~.ledger.Ledger`'s business. The
sentences are the phrasebook's; this module holds the order of the rules.
"""
from __future__ import annotations

import copy
from typing import Any

from referee.engine.trace import Ambiguous, Flag, IllegalAction, InvalidInput, Step

from . import phrasebook as say
from . import rules
from .checks import ambiguities, check, open_points
from .damage import Hit, LiveCamp, LiveCard
from .ledger import Ledger, RollNeeded
from .model import (
    FORTRESS,
    WARLORD,
    Ability,
    CombatPhase,
    CombatSkill,
    Declaration,
    Destroy,
    RangedStrike,
    Response,
    Side,
    SpellDamage,
    Stance,
    StatChange,
    Zone,
    card_path,
)
from .results import (
    Branch,
    CardOutcome,
    CombatReport,
    CombatResult,
    Delivery,
    FortressHit,
    Parity,
    PlayerOutcome,
    RollRequest,
    StackReport,
    Timing,
    Victory,
)

# The rolls assumed in each branch of a missing die: any even and any odd face would do.
BRANCH_ROLLS = ((Parity.PAIR, 2), (Parity.IMPAIR, 1))


def resolve(phase: CombatPhase) -> CombatResult:
    """Resolve a combat phase, or raise what stands in the way.

    IllegalAction lists every problem :func:`~.checks.check` finds (each with its field path and
    rule); Ambiguous, a card declared as a defender twice; InvalidInput, too many missing rolls.
    """
    problems = list(check(phase))
    if problems:
        raise IllegalAction.of(problems)
    unclear = list(ambiguities(phase))
    if unclear:
        raise Ambiguous.of(unclear)
    return _resolve(phase, open_rolls=0)


def _resolve(phase: CombatPhase, open_rolls: int) -> CombatResult:
    run = _Resolution(phase)
    try:
        return run.run()
    except RollNeeded as need:
        if open_rolls >= rules.MAX_OPEN_ROLLS:
            raise InvalidInput(f"{card_path(phase, need.card.id)}.rolls", say.too_many_rolls(need.ability, need.card),
                               need.ability.rule) from None
        branches = tuple(Branch(p, roll, _resolve(phase.with_roll(need.card.id, roll), open_rolls + 1))
                         for p, roll in BRANCH_ROLLS)
        return run.forked(need, branches)


# The strike ranks of a combat, lowest first; equal ranks strike simultaneously.
_INITIATIVE, _DRESSED, _INCLINED = 0, 1, 2


def _strike_rank(card: LiveCard) -> int:
    """When a combatant strikes.

    Initiative: « Inflige ses DGT en premier »; Résolution des Combats: « une créature dressée
    infligera ses DGT en premier si elle attaque une créature inclinée »; Incliné: « Une carte
    inclinée n'inflige ses DGT que si elle survit » (so an inclined card with Initiative waits).
    """
    if card.stance is Stance.INCLINE:
        return _INCLINED
    return _INITIATIVE if card.has(Ability.INITIATIVE) else _DRESSED


def _placement_rule(attacker: LiveCard) -> str:
    """The sentence of « Le Positionnement » that lets an attacker reach from where it stands."""
    if attacker.card.combat_skill is CombatSkill.CONTACT:
        return rules.CONTACT_TARGETS  # « cibler la zone d'Attaque, de Défense ou la Forteresse »
    if attacker.zone is Zone.DEFENSE:
        return rules.RANGED_FROM_DEFENSE  # « ne peuvent cibler que la zone d'Attaque »
    return rules.RANGED_MAY_ADVANCE  # « Elles peuvent alors cibler la zone de Défense adverse. »


class _Resolution(Ledger):
    """One run over a phase, in the rulebook's order."""

    def __init__(self, phase: CombatPhase):
        super().__init__(phase)
        self.stack: list[StackReport] = []
        self.combats: list[CombatReport] = []
        self.fortress_hits: list[FortressHit] = []
        self._fortress_queue: list[tuple[int, LiveCard]] = []
        self._fallen_before: set[int] = set()
        """The combats whose attacker was destroyed before combat damage."""
        self._saved: tuple[Any, ...] = ()

    # === The phase, in the rulebook's order ===================================================

    def run(self) -> CombatResult:
        self._save()
        self._declare()
        self._stack()
        self._combats()
        self._fortress()
        return self._result()

    # --- 3 Combat: declarations and blocks ---

    def _declare(self) -> None:
        declarations = self.phase.declarations
        if not declarations:
            self.trace.add(say.NO_ATTACK, rules.DECLARE_ATTACK)
            for note in open_points(self.phase):  # the board's open points (limits.py) stand without an attack
                self.trace.silent(note.text, note.rule)
            return
        self.trace.add(say.cycle_allows_attacks(self.phase.cycle), rules.CYCLE_2_ATTACK, cycle=self.phase.cycle)
        for i, decl in enumerate(declarations):
            self._declare_attack(i, decl)
            self._declare_blocks(decl)
        for note in open_points(self.phase):
            self.trace.silent(note.text, note.rule)
        self.trace.add(say.ORDER_OF_COMBATS, rules.COMBAT_ORDER)

    def _declare_attack(self, i: int, decl: Declaration) -> None:
        attacker = self.cards[decl.attacker]
        aimed = self._target_name(decl)
        # Le Positionnement: CONTACT creatures move to the attaque zone when they attack.
        if attacker.card.combat_skill is CombatSkill.CONTACT and attacker.zone is Zone.DEFENSE:
            attacker.zone = Zone.ATTAQUE
            self.trace.add(say.moves_to_attack(attacker, aimed), rules.CONTACT_MOVES, declaration=i)
        else:
            self.trace.add(say.attacks_from(attacker, attacker.card.combat_skill, attacker.zone, aimed),
                           _placement_rule(attacker), declaration=i)
        # Dissimulation: « Ne peut être ciblée tant qu'il n'a pas attaqué »
        if attacker.has(Ability.DISSIMULATION) and not attacker.revealed:
            attacker.revealed = True
            self.trace.add(say.revealed(attacker), Ability.DISSIMULATION.rule)

    def _declare_blocks(self, decl: Declaration) -> None:
        attacker = self.cards[decl.attacker]
        if not decl.blockers:
            self.trace.add(say.not_blocked(attacker), rules.BLOCK)
            return
        for blocker_id in decl.blockers:
            blocker = self.cards[blocker_id]
            # Le Positionnement, example 2: « se déplace dans la zone d'Attaque, pour venir bloquer »
            if blocker.card.combat_skill is CombatSkill.CONTACT and blocker.zone is Zone.DEFENSE:
                blocker.zone = Zone.ATTAQUE
                self.trace.add(say.moves_to_block(blocker, attacker), rules.BLOCKER_MOVES)
            else:
                self.trace.add(say.blocks(blocker, attacker), rules.BLOCK)
        if len(decl.blockers) > 1:
            self.trace.add(say.blocked_by_several(attacker, len(decl.blockers)), rules.BLOCK)

    # --- The stack: last played, first resolved ---

    def _stack(self) -> None:
        responses = self.phase.responses
        if not responses or self.winner:
            return
        self.trace.add(say.stack(len(responses)), rules.REACT_AND_STACK, count=len(responses))
        for k in reversed(range(len(responses))):
            if self.winner:
                break
            self._save()
            self._begin()
            response = responses[k]
            self._responsible = response.player
            resolved = self._effect(k, response)
            self._fire_triggers(say.stack_occasion(k))
            self._settle()
            self._responsible = None
            self.stack.append(StackReport(k, response.player, say.response_name(response), response.kind, resolved,
                                          tuple(self._events), tuple(self._destroyed), tuple(self._loot)))

    def _effect(self, k: int, response: Response) -> bool:
        effect = response.effect
        if isinstance(effect, RangedStrike):
            return self._ranged_strike(k, response, effect)
        target = self._still_there(response, self.cards[effect.target])
        if target is None:
            return False
        name = say.response_name(response)
        if isinstance(effect, SpellDamage):
            self.trace.add(say.spell_damage(response, effect.amount, target), rules.DGT, amount=effect.amount)
            self._deal(Hit(name, name, effect.amount, effect.damage_type, Delivery.EFFET, say.stack_occasion(k)),
                       target)
        elif isinstance(effect, StatChange):
            self._stat_change(response, effect, target)
        elif isinstance(effect, Destroy):
            self.trace.add(say.spell_destroys(response, target), rules.REACT_AND_STACK)
            target.doomed = rules.REACT_AND_STACK
        return True

    def _still_there(self, response: Response, target: LiveCard) -> LiveCard | None:
        if target.destroyed:
            self.trace.silent(say.target_gone(response, target), rules.REACT_AND_STACK)
            return None
        if target.has(Ability.DISSIMULATION) and not target.card.revealed:
            self.trace.silent(say.hidden_attacker_targeted(response, target), Ability.DISSIMULATION.rule)
        return target

    def _ranged_strike(self, k: int, response: Response, strike: RangedStrike) -> bool:
        target = self._still_there(response, self.cards[strike.target])
        if target is None:
            return False
        occasion = say.stack_occasion(k)
        if strike.source == WARLORD:
            warlord = self.phase.defending_player.warlord
            # EXEMPLE DE COMBAT: « elle peut être ciblée par le Chef de Guerre du défenseur, qui lui
            # inflige 3 DGT grâce à sa compétence de Portée »
            self.trace.add(say.warlord_shoots(warlord.name, target, warlord.damage), rules.WARLORD_SHOOTS,
                           amount=warlord.damage)
            self._deal(Hit(WARLORD, say.warlord(warlord.name, Side.DEFENSEUR), warlord.damage, warlord.damage_type,
                           Delivery.PORTEE, occasion), target)
            return True
        shooter = self.cards[strike.source]
        if shooter.destroyed:
            self.trace.silent(say.shooter_gone(shooter), rules.REACT_AND_STACK)
            return False
        # Portée: « Elle peut en revanche infliger ses DGT en défense à une créature éminente »
        self.trace.add(say.shoots(shooter, target, shooter.damage), rules.PORTEE, amount=shooter.damage)
        if self._fog_allows(shooter, occasion):
            self._deal(Hit(shooter.id, shooter.name, shooter.damage, shooter.damage_type, Delivery.PORTEE, occasion,
                           attacker_card=shooter), target)
        self._incline(shooter, why=say.SHOOTER_INCLINES)
        return True

    def _stat_change(self, response: Response, change: StatChange, target: LiveCard) -> None:
        if change.damage:
            before, target.damage = target.damage, max(0, target.damage + change.damage)
            self.trace.add(say.damage_changed(response, target, before, target.damage), rules.DGT, before=before,
                           after=target.damage)
        if change.health:
            before, target.health = target.health, target.health + change.health
            self.trace.add(say.health_changed(response, target, before, max(0, target.health)), rules.PDV,
                           before=before, after=max(0, target.health))
        for ability in change.grants:
            if not target.has(ability):
                target.abilities.append(ability)
                self.trace.add(say.gains(response, target, ability), ability.rule)

    # --- 4 Résolution: the combats, in the attacker's order ---

    def _combats(self) -> None:
        for i, decl in enumerate(self.phase.declarations):
            if self.winner:
                return
            self._save()
            self._begin()
            self._combat(i, decl)

    def _combat(self, i: int, decl: Declaration) -> None:
        attacker = self.cards[decl.attacker]
        target = self.cards.get(decl.target)
        blockers = [self.cards[b] for b in decl.blockers]
        occasion = say.combat_occasion(i)
        self.trace.add(say.combat(i, attacker, blockers, self._target_name(decl)), rules.COMBAT_ORDER,
                       declaration=i)
        timing: Timing = Timing.AUCUN_COMBAT
        first: tuple[str, ...] = ()
        if attacker.destroyed:
            self._fallen_before.add(i)
            self.trace.add(say.destroyed_before_combat(attacker), rules.DESTROYED_BEFORE_STRIKING)
            if blockers:
                self.trace.silent(say.BLOCKERS_DID_NOT_FIGHT, rules.INCLINE)
        elif not blockers and target is None:
            self.trace.add(say.fortress_later(attacker), rules.COMBAT_ORDER)
            self._fortress_queue.append((i, attacker))
        elif not blockers and target is not None and target.destroyed:
            self.trace.silent(say.target_no_longer_there(target), rules.REACT_AND_STACK)
            self._incline_attacker(attacker)
        else:
            timing, first = self._fight(i, decl, attacker, blockers, target, occasion)
        self.combats.append(CombatReport(i, attacker.id, decl.target, decl.blockers, timing, first,
                                         tuple(self._events), tuple(self._destroyed), tuple(self._loot)))

    def _fight(self, i: int, decl: Declaration, attacker: LiveCard, blockers: list[LiveCard],
               target: LiveCard | None, occasion: str) -> tuple[Timing, tuple[str, ...]]:
        blocked = bool(blockers)
        if blocked:
            defenders = [b for b in blockers if not b.destroyed]
        else:
            assert target is not None, "an unblocked attack on the Forteresse does not fight"
            defenders = [target]
        if blocked and not defenders:
            self.trace.silent(say.all_blockers_gone(attacker), rules.BLOCK_OR_SHOOT)
            if attacker.has(Ability.DETERMINATION):
                self._determination(i, attacker, target, occasion)
            self._incline_attacker(attacker)
            return Timing.AUCUN_COMBAT, ()
        tiers, silenced, timing = self._strike_order(attacker, defenders, blocked)
        for tier in tiers:
            for striker in [c for c in tier if not c.destroyed and c not in silenced]:
                if striker is attacker:
                    self._attacker_strikes(decl, attacker, defenders, blocked, occasion)
                else:
                    self._defender_strikes(striker, attacker, occasion)
            self._fire_triggers(occasion)
            self._settle()
            if self.winner:
                break
        for defender in silenced:
            # Frénésie's gloss against Initiative: the outcomes differ when the defender survives.
            if not defender.destroyed and defender.damage > 0 and not attacker.destroyed:
                self.trace.silent(say.frenzy_initiative_reading(defender, attacker, defender.damage,
                                                                max(0, attacker.health)),
                                  Ability.FRENESIE.rule, damage=defender.damage)
        if blocked and attacker.has(Ability.DETERMINATION) and not self.winner:
            self._determination(i, attacker, target, occasion)
        self._incline_attacker(attacker)
        for blocker in blockers:
            if not blocker.destroyed:
                self._incline(blocker)
        if not blocked and target is not None and target.is_creature and not target.destroyed:
            self._incline(target, why=say.TARGET_INCLINES)
        first = tuple(c.id for c in tiers[0]) if timing in (Timing.ATTAQUANT_D_ABORD, Timing.DEFENSEUR_D_ABORD) else ()
        return timing, first

    def _strike_order(self, attacker: LiveCard, defenders: list[LiveCard],
                      blocked: bool) -> tuple[list[list[LiveCard]], set[LiveCard], Timing]:
        """Who strikes first: the tiers of strikers, the defenders silenced, and the timing."""
        target = None if blocked else defenders[0]
        # An object is hit; the rulebook has it strike no one.
        if target is not None and not target.is_creature:
            if target.damage:
                self.trace.silent(say.object_strikes_back(target), rules.COMBAT_DAMAGE)
            return [[attacker]], set(), Timing.ATTAQUANT_D_ABORD
        # Frénésie: « La 1ère attaque bénéficie de l'Initiative (la créature qui défend n'inflige pas ses dégats) »
        if attacker.has(Ability.FRENESIE) and attacker.card.attacks_this_turn == 0:
            self.trace.silent(say.frenzy_first_attack(attacker), Ability.FRENESIE.rule)
            return [[attacker]], set(defenders), Timing.ATTAQUANT_D_ABORD
        everyone = [attacker, *defenders]
        for card in everyone:
            self._announce_rank(card, attacker, target)
        if (target is not None and attacker.card.combat_skill is CombatSkill.PORTEE
                and target.card.combat_skill is CombatSkill.CONTACT):
            self.trace.silent(say.ranged_attack_riposte(attacker, target), rules.COMBAT_DAMAGE)
        ranks = sorted({_strike_rank(c) for c in everyone})
        tiers = [[c for c in everyone if _strike_rank(c) == rank] for rank in ranks]
        if len(tiers) > 1:
            timing = Timing.ATTAQUANT_D_ABORD if attacker in tiers[0] else Timing.DEFENSEUR_D_ABORD
            return tiers, set(), timing
        # Résolution des Combats: « Par défaut, lorsqu'elles sont dressées, les créatures s'infligent
        # simultanément les DGT »
        if ranks == [_INITIATIVE]:
            self.trace.silent(say.ALL_HAVE_INITIATIVE, Ability.INITIATIVE.rule)
        else:
            self.trace.add(say.SIMULTANEOUS, rules.COMBAT_DAMAGE)
        return tiers, set(), Timing.SIMULTANE

    def _announce_rank(self, card: LiveCard, attacker: LiveCard, target: LiveCard | None) -> None:
        """Say why a combatant strikes early or late (see :func:`_strike_rank`)."""
        rank = _strike_rank(card)
        if rank == _INITIATIVE:
            self.trace.add(say.has_initiative(card), Ability.INITIATIVE.rule)
        elif rank == _INCLINED and card.has(Ability.INITIATIVE):
            self.trace.silent(say.initiative_but_inclined(card), Ability.INITIATIVE.rule)
        elif rank == _INCLINED and card is target:
            self.trace.add(say.dressed_strikes_inclined_first(attacker, card), rules.DRESSED_FIRST)
        elif rank == _INCLINED and card is attacker:
            self.trace.silent(say.inclined_frenzy_attacker(attacker), rules.INCLINE)

    def _attacker_strikes(self, decl: Declaration, attacker: LiveCard, defenders: list[LiveCard],
                          blocked: bool, occasion: str) -> None:
        if not self._fog_allows(attacker, occasion):
            return
        if not blocked:
            self._strike(attacker, defenders[0], attacker.damage, occasion)
            return
        alive = [b for b in defenders if not b.destroyed]
        for blocker, amount in self._split(decl, attacker, alive):
            if amount:
                self._strike(attacker, blocker, amount, occasion, blocking=True)

    def _split(self, decl: Declaration, attacker: LiveCard, alive: list[LiveCard]) -> list[tuple[LiveCard, int]]:
        """How the attacker's DGT are shared among its blockers: the rulebook does not say."""
        if decl.split is None and len(alive) <= 1:
            return [(b, attacker.damage) for b in alive]
        if decl.split is not None:
            if sum(decl.split) != attacker.damage:
                i = self.phase.declarations.index(decl)
                raise IllegalAction(f"declarations[{i}].split",
                                    say.split_total(sum(decl.split), attacker, attacker.damage), rules.BLOCK)
            shares = dict(zip(decl.blockers, decl.split, strict=True))  # checked: one amount a blocker
            chosen = [(b, shares[b.id]) for b in alive]
            self.trace.silent(say.split_chosen(chosen, lost=len(alive) < len(decl.blockers)), rules.BLOCK,
                              split={b.id: amount for b, amount in chosen})
            return chosen
        chosen, left = [], attacker.damage
        for n, blocker in enumerate(alive):
            amount = left if n == len(alive) - 1 else min(left, max(0, blocker.health))
            chosen.append((blocker, amount))
            left -= amount
        self.trace.silent(say.split_in_order(chosen), rules.BLOCK, split={b.id: amount for b, amount in chosen})
        return chosen

    def _defender_strikes(self, defender: LiveCard, attacker: LiveCard, occasion: str) -> None:
        if defender.stance is Stance.INCLINE:
            self.trace.silent(say.inclined_survivor_strikes(defender), rules.INCLINE)
        if self._fog_allows(defender, occasion):
            self._strike(defender, attacker, defender.damage, occasion)

    def _strike(self, striker: LiveCard, target: LiveCard, amount: int, occasion: str, blocking: bool = False) -> None:
        delivery = Delivery.CONTACT if striker.card.combat_skill is CombatSkill.CONTACT else Delivery.PORTEE
        self._deal(Hit(striker.id, striker.name, amount, striker.damage_type, delivery, occasion,
                       attacker_card=striker, in_attack=True), target)
        # Épines Volcaniques: « Renvoie 1 dégat pour chaque attaque subie. »
        if target.has(Ability.EPINES_VOLCANIQUES) and striker.side is Side.ATTAQUANT:
            self._thorns.append((target, striker, occasion, blocking))

    def _determination(self, i: int, attacker: LiveCard, target: LiveCard | None, occasion: str) -> None:
        # Détermination: « Après avoir infligé ses DGT aux créatures bloqueuses, inflige ses DGT à la cible »
        rule = Ability.DETERMINATION.rule
        if attacker.destroyed:
            self.trace.silent(say.determination_destroyed(attacker), rule)
        elif target is None:
            self.trace.add(say.determination_on_fortress(attacker), rule)
            self._fortress_queue.append((i, attacker))
        elif target.destroyed:
            self.trace.add(say.determination_target_gone(attacker, target), rule)
        else:
            self.trace.add(say.determination(attacker, target), rule)
            if target.is_creature and target.damage:
                self.trace.silent(say.determination_riposte(target), rule)
            if self._fog_allows(attacker, occasion):
                self._strike(attacker, target, attacker.damage, occasion)
            self._fire_triggers(occasion)
            self._settle()

    # --- Last: the Forteresse ---

    def _fortress(self) -> None:
        if not self._fortress_queue or self.winner:
            return
        self._save()
        camp = self.camps[Side.DEFENSEUR]
        self.trace.add(say.FORTRESS_LAST, rules.COMBAT_ORDER)
        for i, attacker in self._fortress_queue:
            if self.winner:
                break
            if attacker.destroyed:
                self.trace.add(say.destroyed_before_fortress(attacker), rules.DESTROYED_BEFORE_STRIKING)
                continue
            if not self._fog_allows(attacker, say.combat_occasion(i)):
                continue
            before = camp.fortress
            camp.fortress = max(0, before - attacker.damage)
            self.fortress_hits.append(FortressHit(attacker.id, attacker.damage, before, camp.fortress))
            self.trace.add(say.fortress_hit(attacker, attacker.damage, before, camp.fortress), rules.DRB,
                           amount=attacker.damage, before=before, after=camp.fortress)
            # FORTERESSE: « Si ses points de DRB tombent à zéro, vous perdez la partie ! »
            if camp.fortress <= rules.FORTRESS_DEFEAT_DRB:
                self._win(Side.ATTAQUANT, Victory.FORTERESSE, say.FORTRESS_FALLS, rules.FORTRESS_FALLS)
        for _, attacker in self._fortress_queue:
            if not attacker.destroyed:
                self._incline(attacker)

    # === Small helpers ==========================================================================

    def _incline_attacker(self, attacker: LiveCard) -> None:
        """After its combat; an attacker whose damage to the Forteresse is still to come inclines after it."""
        if attacker.destroyed or any(q is attacker for _, q in self._fortress_queue):
            return
        self._incline(attacker)

    def _target_name(self, decl: Declaration) -> str:
        return say.THE_FORTRESS if decl.target == FORTRESS else self.cards[decl.target].name

    def _save(self) -> None:
        """Remember what is certain before a combat or an effect: a missing die forks from here."""
        # Each card and camp copied on its own (the frozen input cards shared): a deep copy of the
        # whole state, repeated before every combat, was most of a phase's cost.
        self._saved = (len(self.trace.steps()), {k: copy.deepcopy(v) for k, v in self.cards.items()},
                       {k: copy.copy(v) for k, v in self.camps.items()},
                       len(self.stack), len(self.combats), len(self.fortress_hits))

    # === The result ==============================================================================

    def _result(self) -> CombatResult:
        steps = self.trace.steps()
        return CombatResult(
            stack=tuple(self.stack), combats=tuple(self.combats), fortress_hits=tuple(self.fortress_hits),
            cards=_card_outcomes(self.cards), players=_player_outcomes(self.camps), winner=self.winner,
            victory=self.victory, pending_roll=None, branches=(), steps=steps,
            summary=say.summary(self.stack, self.combats, self.fortress_hits, self.cards, self.camps.values(),
                                self._fallen_before, self.winner, self.victory,
                                silent=sum(1 for s in steps if s.flag is Flag.SILENT),
                                choices=sum(1 for s in steps if s.flag is Flag.CHOICE)))

    def forked(self, need: RollNeeded, branches: tuple[Branch, ...]) -> CombatResult:
        """What is certain before the missing roll, then one branch per parity."""
        n_steps, cards, camps, n_stack, n_combats, n_hits = self._saved
        text = say.roll_missing(need.ability, need.card)
        steps = self.trace.steps()[:n_steps] + (Step(text, need.ability.rule, {"card": need.card.id}),)
        even, odd = branches
        return CombatResult(
            stack=tuple(self.stack[:n_stack]), combats=tuple(self.combats[:n_combats]),
            fortress_hits=tuple(self.fortress_hits[:n_hits]), cards=_card_outcomes(cards),
            players=_player_outcomes(camps), winner=None, victory=None,
            pending_roll=RollRequest(need.card.id, need.ability, text), branches=branches, steps=steps,
            summary=say.forked_summary(need.ability, need.card, even.result.summary, odd.result.summary))


def _card_outcomes(cards: dict[str, LiveCard]) -> tuple[CardOutcome, ...]:
    return tuple(CardOutcome(c.id, c.card.label, c.side, c.damage, max(0, c.health), c.destroyed, c.stance, c.zone,
                             tuple(c.abilities)) for c in cards.values())


def _player_outcomes(camps: dict[Side, LiveCamp]) -> tuple[PlayerOutcome, ...]:
    return tuple(PlayerOutcome(c.side, c.fortress, c.xp, c.level, c.xp_gained, c.hlx_gained) for c in camps.values())
