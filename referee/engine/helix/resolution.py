"""Resolving a Helix Duels combat phase: declarations, the stack, the combats, the Forteresse.

The methods of :class:`_Resolution` follow the rulebook's phases (TOUR DE JEU):

* « 3 Combat »: the attacker declares « une cible par attaquant », the defender blocks (« Il peut
  bloquer une créature avec 2 ou plusieurs créatures »), spells and powers are played;
* the stack: « les effets sont résolus du dernier au premier. A l'issu de cette phase, la
  résolution des dégats de Combat est effectuée » (Résolution des Combats);
* « 4 Résolution »: « L'attaquant choisit l'ordre de résolution des combats, en terminant
  toujours par les dégâts infligés à la Forteresse ».

Inside a combat, who strikes first is an ordered checklist (:func:`_strike_rank`); every damage
and what follows it (deaths, loot, experience) is the :class:`~.ledger.Ledger`'s business.
"""
from __future__ import annotations

import copy

from referee.engine.trace import Flag, IllegalAction, InvalidInput, Step

from . import rules
from .damage import Hit, LiveCamp, LiveCard
from .ledger import Ledger, RollNeeded, warlord_label
from .legality import check_legality, legality_notes
from .model import (
    FORTRESS, WARLORD, Ability, CombatPhase, CombatSkill, Declaration, Destroy, RangedStrike, Response, Side,
    SpellDamage, Stance, StatChange, Zone, de,
)
from .results import (
    Branch, CardOutcome, CombatReport, CombatResult, Delivery, FortressHit, Parity, PlayerOutcome, RollRequest,
    StackReport, Timing, Victory,
)

# The rolls assumed in each branch of a missing die: any even and any odd face would do.
BRANCH_ROLLS = ((Parity.PAIR, 2), (Parity.IMPAIR, 1))


def resolve(phase: CombatPhase) -> CombatResult:
    """Resolve a combat phase: raise on the first illegal declaration, else return the ruling.

    Raises InvalidInput or Ambiguous for inputs that cannot describe a game state, and
    IllegalAction (with the field path and the rule) for what the rules forbid.
    """
    refusals = check_legality(phase)
    if refusals:
        raise refusals[0].as_error()
    return _resolve(phase, open_rolls=0)


def _resolve(phase: CombatPhase, open_rolls: int) -> CombatResult:
    run = _Resolution(phase)
    try:
        return run.run()
    except RollNeeded as need:
        if open_rolls >= rules.MAX_OPEN_ROLLS:
            raise InvalidInput(_rolls_path(phase, need.card.id), f"Trop de jets de dé manquants (plus de "
                               f"{rules.MAX_OPEN_ROLLS}) : indiquez le jet {de(need.ability.label)} {de(need.card.name)}.",
                               need.ability.rule) from None
        branches = tuple(Branch(p, roll, _resolve(phase.with_roll(need.card.id, roll), open_rolls + 1))
                         for p, roll in BRANCH_ROLLS)
        return run.forked(need, branches)


def _rolls_path(phase: CombatPhase, card_id: str) -> str:
    for side, path in ((Side.ATTAQUANT, "attacking_player"), (Side.DEFENSEUR, "defending_player")):
        for i, card in enumerate(phase.player(side).cards):
            if card.id == card_id:
                return f"{path}.cards[{i}].rolls"
    return "rolls"


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
        self._saved: tuple = ()

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
            self.trace.add("Aucune attaque n'est déclarée : pas de combat.", rules.PHASE_COMBAT)
            return
        self.trace.add(f"Cycle {self.phase.cycle} : l'attaquant peut déclarer des attaques (aucune au Cycle 1).",
                       rules.CYCLES_TOURS, cycle=self.phase.cycle)
        for i, decl in enumerate(declarations):
            self._declare_attack(i, decl)
            self._declare_blocks(decl)
        for note in legality_notes(self.phase):
            self.trace.silent(note.text, note.rule)
        self.trace.add("L'attaquant résout les combats dans l'ordre de ses déclarations ; les dégats infligés à la "
                       "Forteresse viennent toujours en dernier.", rules.PHASE_RESOLUTION)

    def _declare_attack(self, i: int, decl: Declaration) -> None:
        attacker = self.cards[decl.attacker]
        aimed = self._target_name(decl)
        # Le Positionnement: CONTACT creatures move to the attaque zone when they attack.
        if attacker.card.combat_skill is CombatSkill.CONTACT and attacker.zone is Zone.DEFENSE:
            attacker.zone = Zone.ATTAQUE
            self.trace.add(f"{attacker.name} (CONTACT) se déplace en zone d'Attaque et attaque {aimed}.",
                           rules.POSITIONNEMENT, declaration=i)
        else:
            skill = "CONTACT" if attacker.card.combat_skill is CombatSkill.CONTACT else "PORTÉE"
            where = "d'Attaque" if attacker.zone is Zone.ATTAQUE else "de Défense"
            self.trace.add(f"{attacker.name} ({skill}) attaque {aimed} depuis la zone {where}.", rules.POSITIONNEMENT,
                           declaration=i)
        # Dissimulation: « Ne peut être ciblée tant qu'il n'a pas attaqué »
        if attacker.has(Ability.DISSIMULATION) and not attacker.revealed:
            attacker.revealed = True
            self.trace.add(f"{attacker.name} attaque : sa Dissimulation ne la protège plus du ciblage.",
                           Ability.DISSIMULATION.rule)

    def _declare_blocks(self, decl: Declaration) -> None:
        attacker = self.cards[decl.attacker]
        if not decl.blockers:
            self.trace.add(f"{attacker.name} n'est pas bloquée.", rules.PHASE_COMBAT)
            return
        for blocker_id in decl.blockers:
            blocker = self.cards[blocker_id]
            # Le Positionnement, example 2: « se déplace dans la zone d'Attaque, pour venir bloquer »
            if blocker.card.combat_skill is CombatSkill.CONTACT and blocker.zone is Zone.DEFENSE:
                blocker.zone = Zone.ATTAQUE
                self.trace.add(f"{blocker.name} se déplace en zone d'Attaque pour bloquer {attacker.name}.",
                               rules.POSITIONNEMENT)
            else:
                self.trace.add(f"{blocker.name} bloque {attacker.name}.", rules.PHASE_COMBAT)
        if len(decl.blockers) > 1:
            self.trace.add(f"{attacker.name} est bloquée par {len(decl.blockers)} créatures, ce que permet le "
                           "livre (« Il peut bloquer une créature avec 2 ou plusieurs créatures »).", rules.PHASE_COMBAT)

    # --- The stack: last played, first resolved ---

    def _stack(self) -> None:
        responses = self.phase.responses
        if not responses or self.winner:
            return
        played = "1 sort ou pouvoir joué" if len(responses) == 1 else f"{len(responses)} sorts ou pouvoirs joués"
        self.trace.add(f"Pile : {played} en réponse, résolus du dernier au premier (principe de Pile), avant les "
                       "dégats de combat.", rules.RESOLUTION, count=len(responses))
        for k in reversed(range(len(responses))):
            if self.winner:
                break
            self._save()
            self._begin()
            response = responses[k]
            self._responsible = response.player
            resolved = self._effect(k, response)
            self._fire_triggers(f"pile {k + 1}")
            self._settle()
            self._responsible = None
            self.stack.append(StackReport(k, response.player, response.name, response.effect.kind, resolved,
                                          tuple(self._events), tuple(self._destroyed), tuple(self._loot)))

    def _effect(self, k: int, response: Response) -> bool:
        effect = response.effect
        if isinstance(effect, RangedStrike):
            return self._ranged_strike(k, response, effect)
        target = self._still_there(response, self.cards[effect.target])
        if target is None:
            return False
        if isinstance(effect, SpellDamage):
            self.trace.add(f"{response.name} ({response.player.label}) inflige {effect.amount} DGT à {target.name}.",
                           rules.DGT, amount=effect.amount)
            self._deal(Hit(response.name, response.name, effect.amount, effect.damage_type, Delivery.EFFET,
                           f"pile {k + 1}"), target)
        elif isinstance(effect, StatChange):
            self._stat_change(response, effect, target)
        elif isinstance(effect, Destroy):
            self.trace.add(f"{response.name} ({response.player.label}) détruit {target.name}.", rules.RESOLUTION)
            target.doomed = rules.RESOLUTION
        return True

    def _still_there(self, response: Response, target: LiveCard) -> LiveCard | None:
        if target.destroyed:
            self.trace.silent(f"{response.name} : {target.name} a déjà été détruite ; le livre ne dit pas ce que devient "
                              "un effet sans cible ; l'outil ne l'applique pas.", rules.RESOLUTION)
            return None
        if target.has(Ability.DISSIMULATION) and not target.card.revealed:
            self.trace.silent(f"{response.name} cible {target.name}, dissimulée, pendant sa première attaque : le livre ne "
                              "dit pas si une attaque en cours compte comme « a attaqué » ; l'outil l'accepte.",
                              Ability.DISSIMULATION.rule)
        return target

    def _ranged_strike(self, k: int, response: Response, strike: RangedStrike) -> bool:
        target = self._still_there(response, self.cards[strike.target])
        if target is None:
            return False
        occasion = f"pile {k + 1}"
        if strike.source == WARLORD:
            warlord = self.phase.defending_player.warlord
            # EXEMPLE DE COMBAT: « elle peut être ciblée par le Chef de Guerre du défenseur, qui lui
            # inflige 3 DGT grâce à sa compétence de Portée »
            self.trace.add(f"{warlord_label(warlord.name, Side.DEFENSEUR)} tire sur {target.name}, créature attaquante, "
                           f"grâce à sa compétence de Portée : {warlord.damage} DGT.", rules.EXEMPLE, amount=warlord.damage)
            shooter_name = warlord_label(warlord.name, Side.DEFENSEUR)
            shooter_name = shooter_name[0].lower() + shooter_name[1:]  # « de le Chef… » reads « du Chef… » below
            self._deal(Hit(WARLORD, shooter_name, warlord.damage, warlord.damage_type, Delivery.PORTEE, occasion),
                       target)
            return True
        shooter = self.cards[strike.source]
        if shooter.destroyed:
            self.trace.silent(f"{shooter.name} a été détruite avant son tir : l'outil ne l'applique pas.",
                              rules.RESOLUTION)
            return False
        # Portée: « Elle peut en revanche infliger ses DGT en défense à une créature éminente »
        self.trace.add(f"{shooter.name} (PORTÉE) tire sur {target.name}, créature attaquante : {shooter.damage} DGT.",
                       rules.PORTEE, amount=shooter.damage)
        if self._fog_allows(shooter, occasion):
            self._deal(Hit(shooter.id, shooter.name, shooter.damage, shooter.damage_type, Delivery.PORTEE, occasion,
                           attacker_card=shooter), target)
        self._incline(shooter, why="Le livre ne dit pas si une créature qui tire en défense s'incline ; l'outil "
                      "applique « Après un combat, les créatures terminent le tour inclinées ».")
        return True

    def _stat_change(self, response: Response, change: StatChange, target: LiveCard) -> None:
        who = f"{response.name} ({response.player.label})"
        if change.damage:
            before, target.damage = target.damage, max(0, target.damage + change.damage)
            self.trace.add(f"{who} : {target.name} passe de {before} à {target.damage} DGT.", rules.DGT,
                           before=before, after=target.damage)
        if change.health:
            before, target.health = target.health, target.health + change.health
            self.trace.add(f"{who} : {target.name} passe de {before} à {max(0, target.health)} PDV.", rules.PDV,
                           before=before, after=max(0, target.health))
        for ability in change.grants:
            if not target.has(ability):
                target.abilities.append(ability)
                self.trace.add(f"{who} : {target.name} gagne {ability.label}.", ability.rule)

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
        occasion = f"combat {i + 1}"
        blocked_by = f", bloquée par {', '.join(b.name for b in blockers)}," if blockers else ""
        self.trace.add(f"Combat {i + 1} : {attacker.name}{blocked_by} contre {self._target_name(decl)}.",
                       rules.PHASE_RESOLUTION, declaration=i)
        timing, first = Timing.AUCUN_COMBAT, ()
        if attacker.destroyed:
            self._fallen_before.add(i)
            self.trace.add(f"{attacker.name} a été détruite avant la résolution des dégats de combat : elle n'inflige "
                           "aucun dégat.", rules.RESOLUTION)
            if blockers:
                self.trace.silent("Ses bloqueurs n'ont pas combattu : le livre ne dit pas s'ils s'inclinent ; l'outil "
                                  "les laisse dressés.", rules.INCLINE)
        elif not blockers and target is None:
            self.trace.add(f"{attacker.name} n'est pas bloquée : ses DGT à la Forteresse seront infligés après tous les "
                           "combats.", rules.PHASE_RESOLUTION)
            self._fortress_queue.append((i, attacker))
        elif not blockers and target.destroyed:
            self.trace.silent(f"{target.name} n'est plus en jeu : le livre ne dit pas ce que devient une attaque sans "
                              "cible ; l'outil considère qu'elle n'inflige rien.", rules.RESOLUTION)
            self._incline_attacker(i, attacker)
        else:
            timing, first = self._fight(i, decl, attacker, blockers, target, occasion)
        self.combats.append(CombatReport(i, attacker.id, decl.target, decl.blockers, timing, first,
                                         tuple(self._events), tuple(self._destroyed), tuple(self._loot)))

    def _fight(self, i: int, decl: Declaration, attacker: LiveCard, blockers: list[LiveCard],
               target: LiveCard | None, occasion: str) -> tuple[Timing, tuple[str, ...]]:
        blocked = bool(blockers)
        defenders = [b for b in blockers if not b.destroyed] if blocked else [target]
        if blocked and not defenders:
            self.trace.silent(f"Tous les bloqueurs {de(attacker.name)} ont été détruits avant le combat : le livre ne dit "
                              "pas si l'attaque reste bloquée ; l'outil la considère bloquée (pas de DGT à la cible).",
                              rules.RESOLUTION)
            if attacker.has(Ability.DETERMINATION):
                self._determination(i, attacker, target, occasion)
            self._incline_attacker(i, attacker)
            return Timing.AUCUN_COMBAT, ()
        tiers, silenced, timing = self._strike_order(i, attacker, defenders, blocked)
        for tier in tiers:
            for striker in [c for c in tier if not c.destroyed and c not in silenced]:
                if striker is attacker:
                    self._attacker_strikes(i, decl, attacker, defenders, blocked, occasion)
                else:
                    self._defender_strikes(striker, attacker, occasion)
            self._fire_triggers(occasion)
            self._settle()
            if self.winner:
                break
        if blocked and attacker.has(Ability.DETERMINATION) and not self.winner:
            self._determination(i, attacker, target, occasion)
        self._incline_attacker(i, attacker)
        for blocker in blockers:
            if not blocker.destroyed:
                self._incline(blocker)
        if not blocked and target is not None and target.is_creature and not target.destroyed:
            self._incline(target, why="Le livre incline « les créatures » après un combat sans dire si la cible d'une "
                          "attaque non bloquée en fait partie ; l'outil l'incline.")
        first = tuple(c.id for c in tiers[0]) if timing in (Timing.ATTAQUANT_D_ABORD, Timing.DEFENSEUR_D_ABORD) else ()
        return timing, first

    def _strike_order(self, i: int, attacker: LiveCard, defenders: list[LiveCard],
                      blocked: bool) -> tuple[list[list[LiveCard]], set, Timing]:
        """Who strikes first: the tiers of strikers, the defenders silenced, and the timing."""
        target = None if blocked else defenders[0]
        # An object is hit; the rulebook has it strike no one.
        if target is not None and not target.is_creature:
            if target.damage:
                self.trace.silent(f"{target.name} est un objet : le livre ne dit pas si un objet inflige ses DGT en "
                                  "défense ; l'outil ne les applique pas.", rules.RESOLUTION)
            return [[attacker]], set(), Timing.ATTAQUANT_D_ABORD
        # Frénésie: « La 1ère attaque bénéficie de l'Initiative (la créature qui défend n'inflige pas ses dégats) »
        if attacker.has(Ability.FRENESIE) and self._first_attack(i, attacker):
            self.trace.silent(f"Frénésie : c'est la première attaque {de(attacker.name)} ce tour ; elle a l'Initiative et, "
                              "selon le texte de Frénésie, la créature qui défend n'inflige pas ses dégats. Le glossaire "
                              "définit l'Initiative comme « Inflige ses DGT en premier » ; l'outil applique le texte de "
                              "Frénésie à la lettre.", Ability.FRENESIE.rule)
            return [[attacker]], set(defenders), Timing.ATTAQUANT_D_ABORD
        everyone = [attacker, *defenders]
        for card in everyone:
            self._announce_rank(card, attacker, target)
        if (target is not None and attacker.card.combat_skill is CombatSkill.PORTEE
                and target.card.combat_skill is CombatSkill.CONTACT):
            self.trace.silent(f"{attacker.name} attaque à distance : le livre ne dit pas si {target.name}, une créature "
                              "CONTACT, riposte ; l'outil applique la règle générale (les créatures s'infligent leurs DGT).",
                              rules.RESOLUTION)
        ranks = sorted({_strike_rank(c) for c in everyone})
        tiers = [[c for c in everyone if _strike_rank(c) == rank] for rank in ranks]
        if len(tiers) > 1:
            timing = Timing.ATTAQUANT_D_ABORD if attacker in tiers[0] else Timing.DEFENSEUR_D_ABORD
            return tiers, set(), timing
        # Résolution des Combats: « Par défaut, lorsqu'elles sont dressées, les créatures s'infligent
        # simultanément les DGT »
        if ranks == [_INITIATIVE]:
            self.trace.silent("Toutes ces créatures ont l'Initiative : le livre ne dit pas qui frappe alors en premier ; "
                              "l'outil les fait frapper simultanément.", Ability.INITIATIVE.rule)
        else:
            self.trace.add("Les créatures sont dressées : elles s'infligent simultanément leurs DGT.", rules.RESOLUTION)
        return tiers, set(), Timing.SIMULTANE

    def _announce_rank(self, card: LiveCard, attacker: LiveCard, target: LiveCard | None) -> None:
        """Say why a combatant strikes early or late (see :func:`_strike_rank`)."""
        rank = _strike_rank(card)
        if rank == _INITIATIVE:
            self.trace.add(f"{card.name} a l'Initiative : elle inflige ses DGT en premier.", Ability.INITIATIVE.rule)
        elif rank == _INCLINED and card.has(Ability.INITIATIVE):
            self.trace.silent(f"{card.name} a l'Initiative mais est inclinée : une carte inclinée n'inflige ses DGT que "
                              "si elle survit ; l'outil la fait frapper après.", Ability.INITIATIVE.rule)
        elif rank == _INCLINED and card is target:
            self.trace.add(f"{attacker.name} est dressée et attaque {target.name}, inclinée : elle inflige ses DGT en "
                           f"premier ; {target.name} n'inflige les siens que si elle survit.", rules.RESOLUTION)
        elif rank == _INCLINED and card is attacker:
            self.trace.silent(f"{attacker.name}, inclinée par sa première attaque, attaque de nouveau grâce à Frénésie : "
                              "une carte inclinée n'inflige ses DGT que si elle survit ; l'outil fait frapper les "
                              "défenseurs d'abord.", rules.INCLINE)

    def _first_attack(self, i: int, attacker: LiveCard) -> bool:
        earlier = any(d.attacker == attacker.id for d in self.phase.declarations[:i])
        return attacker.card.attacks_this_turn == 0 and not earlier

    def _attacker_strikes(self, i: int, decl: Declaration, attacker: LiveCard, defenders: list[LiveCard],
                          blocked: bool, occasion: str) -> None:
        if not self._fog_allows(attacker, occasion):
            return
        if not blocked:
            self._strike(attacker, defenders[0], attacker.damage, occasion)
            return
        alive = [b for b in defenders if not b.destroyed]
        for blocker, amount in self._split(i, decl, attacker, alive):
            if amount:
                self._strike(attacker, blocker, amount, occasion)

    def _split(self, i: int, decl: Declaration, attacker: LiveCard,
               alive: list[LiveCard]) -> list[tuple[LiveCard, int]]:
        """How the attacker's DGT are shared among its blockers: the rulebook does not say."""
        if decl.split is None and len(alive) <= 1:
            return [(b, attacker.damage) for b in alive]
        if decl.split is not None:
            if sum(decl.split) != attacker.damage:
                raise IllegalAction(f"declarations[{i}].split", f"La répartition totalise {sum(decl.split)} DGT, mais "
                                    f"{attacker.name} inflige {attacker.damage} DGT au moment du combat : corrigez-la.",
                                    rules.RESOLUTION)
            shares = dict(zip(decl.blockers, decl.split))
            chosen = [(b, shares[b.id]) for b in alive]
            how = "l'outil applique la répartition choisie par l'attaquant"
            if len(alive) < len(decl.blockers):
                how += " (la part des bloqueurs déjà détruits est perdue)"
        else:
            chosen, left = [], attacker.damage
            for n, blocker in enumerate(alive):
                amount = left if n == len(alive) - 1 else min(left, max(0, blocker.health))
                chosen.append((blocker, amount))
                left -= amount
            how = ("faute de répartition fournie, l'outil les inflige dans l'ordre des bloqueurs, chacun jusqu'à "
                   "épuiser ses PDV")
        listing = ", ".join(f"{b.name} {amount}" for b, amount in chosen)
        self.trace.silent(f"Le livre ne dit pas comment les DGT d'un attaquant se répartissent entre plusieurs "
                          f"bloqueurs ; {how} : {listing}.", rules.RESOLUTION,
                          split={b.id: amount for b, amount in chosen})
        return chosen

    def _defender_strikes(self, defender: LiveCard, attacker: LiveCard, occasion: str) -> None:
        if defender.stance is Stance.INCLINE:
            self.trace.silent(f"{defender.name}, inclinée, a survécu : elle inflige ses DGT (« Une carte inclinée "
                              "n'inflige ses DGT que si elle survit »). Le glossaire dit aussi qu'une créature inclinée "
                              "« n'inflige pas de dégats » ; l'outil retient la phrase la plus précise.", rules.INCLINE)
        if self._fog_allows(defender, occasion):
            self._strike(defender, attacker, defender.damage, occasion)

    def _strike(self, striker: LiveCard, target: LiveCard, amount: int, occasion: str) -> None:
        delivery = Delivery.CONTACT if striker.card.combat_skill is CombatSkill.CONTACT else Delivery.PORTEE
        self._deal(Hit(striker.id, striker.name, amount, striker.damage_type, delivery, occasion,
                       attacker_card=striker, in_attack=True), target)
        # Épines Volcaniques: « Renvoie 1 dégat pour chaque attaque subie. »
        if target.has(Ability.EPINES_VOLCANIQUES) and striker.side is Side.ATTAQUANT:
            self._thorns.append((target, striker, occasion))

    def _determination(self, i: int, attacker: LiveCard, target: LiveCard | None, occasion: str) -> None:
        # Détermination: « Après avoir infligé ses DGT aux créatures bloqueuses, inflige ses DGT à la cible »
        rule = Ability.DETERMINATION.rule
        if attacker.destroyed:
            self.trace.silent(f"{attacker.name} a Détermination mais a été détruite pendant le combat : le livre ne dit "
                              "pas si elle inflige encore ses DGT à sa cible ; l'outil ne les applique pas.", rule)
        elif target is None:
            self.trace.add(f"{attacker.name} a Détermination : après ses bloqueurs, elle inflige ses DGT à la Forteresse, "
                           "avec les dégats à la Forteresse en fin de résolution.", rule)
            self._fortress_queue.append((i, attacker))
        elif target.destroyed:
            self.trace.add(f"{attacker.name} a Détermination, mais {target.name} n'est plus en jeu.", rule)
        else:
            self.trace.add(f"{attacker.name} a Détermination : après ses bloqueurs, elle inflige ses DGT à "
                           f"{target.name}.", rule)
            if target.is_creature and target.damage:
                self.trace.silent(f"Le livre ne dit pas si {target.name} riposte à Détermination ; l'outil ne lui fait pas "
                                  "infliger de DGT.", rule)
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
        self.trace.add("Enfin, les dégats infligés à la Forteresse du défenseur.", rules.PHASE_RESOLUTION)
        for i, attacker in self._fortress_queue:
            if self.winner:
                break
            if attacker.destroyed:
                self.trace.add(f"{attacker.name} a été détruite : elle n'inflige pas ses DGT à la Forteresse.",
                               rules.RESOLUTION)
                continue
            if not self._fog_allows(attacker, f"combat {i + 1}"):
                continue
            before = camp.fortress
            camp.fortress = max(0, before - attacker.damage)
            self.fortress_hits.append(FortressHit(attacker.id, attacker.damage, before, camp.fortress))
            self.trace.add(f"La Forteresse du défenseur subit {attacker.damage} DGT {de(attacker.name)} : {before} → "
                           f"{camp.fortress} DRB.", rules.DRB, amount=attacker.damage, before=before, after=camp.fortress)
            # FORTERESSE: « Si ses points de DRB tombent à zéro, vous perdez la partie ! »
            if camp.fortress <= rules.FORTRESS_DEFEAT_DRB:
                self._win(Side.ATTAQUANT, Victory.FORTERESSE, "La Forteresse du défenseur tombe à 0 DRB : le défenseur "
                          "perd la partie, l'attaquant gagne.", rules.FORTERESSE)
        for _, attacker in self._fortress_queue:
            if not attacker.destroyed:
                self._incline(attacker)

    # === Small helpers ==========================================================================

    def _incline_attacker(self, i: int, attacker: LiveCard) -> None:
        if attacker.destroyed or any(q is attacker for _, q in self._fortress_queue):
            return
        if any(d.attacker == attacker.id for d in self.phase.declarations[i + 1:]):
            self.trace.silent(f"{attacker.name} a Frénésie et attaque encore : l'outil la laisse dressée jusqu'à sa "
                              "dernière attaque (« Peut attaquer 2 fois par tour »).", Ability.FRENESIE.rule)
            return
        self._incline(attacker)

    def _target_name(self, decl: Declaration) -> str:
        return "la Forteresse du défenseur" if decl.target == FORTRESS else self.cards[decl.target].name

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
            summary=self._summary(steps))

    def forked(self, need: RollNeeded, branches: tuple[Branch, ...]) -> CombatResult:
        """What is certain before the missing roll, then one branch per parity."""
        n_steps, cards, camps, n_stack, n_combats, n_hits = self._saved
        verb = "esquive" if need.ability is Ability.ESQUIVE else "inflige ses DGT"
        text = (f"Le jet de dé {de(need.ability.label)} {de(need.card.name)} n'est pas fourni : sur un dé pair, "
                f"{need.card.name} {verb}, sur un impair non. Les deux issues suivent.")
        steps = self.trace.steps()[:n_steps] + (Step(text, need.ability.rule, {"card": need.card.id}),)
        even, odd = branches
        summary = (f"Selon le dé {de(need.ability.label)} {de(need.card.name)} — pair : {even.result.summary} | "
                   f"impair : {odd.result.summary}")
        return CombatResult(
            stack=tuple(self.stack[:n_stack]), combats=tuple(self.combats[:n_combats]),
            fortress_hits=tuple(self.fortress_hits[:n_hits]), cards=_card_outcomes(cards),
            players=_player_outcomes(camps), winner=None, victory=None,
            pending_roll=RollRequest(need.card.id, need.ability, text), branches=branches, steps=steps,
            summary=summary)

    def _summary(self, steps: tuple[Step, ...]) -> str:
        name = {card_id: card.name for card_id, card in self.cards.items()}
        parts = []
        for report in self.stack:
            if report.destroyed:
                parts.append(f"{', '.join(name[c] for c in report.destroyed)} détruite(s) par {report.name}")
        for combat in self.combats:
            head = f"{name[combat.attacker]} → " + (
                "Forteresse" if combat.target == FORTRESS else name[combat.target])
            if combat.blockers:
                head += f" (bloquée par {', '.join(name[b] for b in combat.blockers)})"
            if combat.declaration in self._fallen_before:
                outcome = "attaquante détruite avant les dégats de combat"
            elif combat.destroyed:
                outcome = f"{', '.join(name[c] for c in combat.destroyed)} détruite(s)"
            else:
                outcome = "aucune destruction"
            parts.append(f"{head} : {outcome}")
        for hit in self.fortress_hits:
            parts.append(f"Forteresse du défenseur −{hit.amount} DRB ({hit.drb_before} → {hit.drb_after})")
        for camp in self.camps.values():
            if camp.xp_gained or camp.hlx_gained:
                parts.append(f"butin {camp.side.of_label} : {camp.xp_gained} XP et {camp.hlx_gained} HLX (Chef de "
                             f"Guerre à {camp.xp} XP, niveau {camp.level})")
        if not parts:
            parts.append("aucune attaque")
        if self.winner:
            how = "Forteresse détruite" if self.victory is Victory.FORTERESSE else f"{rules.XP_FOR_VICTORY} XP"
            parts.append(f"victoire de {self.winner.label} ({how})")
        silent = sum(1 for s in steps if s.flag is Flag.SILENT)
        choices = sum(1 for s in steps if s.flag is Flag.CHOICE)
        if silent:
            parts.append(f"{silent} point(s) non tranché(s) par le livre")
        if choices:
            parts.append(f"{choices} choix de joueur en attente")
        text = " ; ".join(parts) + "."
        return text[0].upper() + text[1:]


def _card_outcomes(cards: dict[str, LiveCard]) -> tuple[CardOutcome, ...]:
    return tuple(CardOutcome(c.id, c.card.name, c.side, c.damage, max(0, c.health), c.destroyed, c.stance, c.zone,
                             tuple(c.abilities)) for c in cards.values())


def _player_outcomes(camps: dict[Side, LiveCamp]) -> tuple[PlayerOutcome, ...]:
    return tuple(PlayerOutcome(c.side, c.fortress, c.xp, c.level, c.xp_gained, c.hlx_gained) for c in camps.values())
