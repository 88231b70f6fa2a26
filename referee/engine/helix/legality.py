"""What the rules forbid in a combat phase: every refusal names its rule.

:func:`check_legality` lists every problem at once (python-chess's ``Board.status()``); the
resolution raises the first as :class:`~referee.engine.trace.IllegalAction`. Each check is a
small predicate under a comment naming the rule it applies; the order of the checks is the
order a judge would look at a declaration: the phase, the attacker, its target, its blockers,
then the responses.

Some declarations are legal but meet a case the rulebook leaves open (a Cuirassé attacked by a
lone creature with Vision Quantique…): those become flagged notes of the ruling, not refusals.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterator

from referee.engine.trace import IllegalAction

from . import rules
from .model import (
    FORTRESS, WARLORD, Ability, Card, CombatPhase, CombatSkill, Declaration, RangedStrike, Side, Stance,
    Zone, card_owners,
)
from .validation import validate


@dataclass(frozen=True)
class Refusal:
    """One thing the rules forbid in the phase."""

    field: str
    """The path of the offending input (``"declarations[1].target"``)."""

    message: str
    """What is wrong and how to fix it, in French."""

    rule: str
    """The anchor of the rule that forbids it."""

    def as_error(self) -> IllegalAction:
        return IllegalAction(self.field, self.message, self.rule)


@dataclass(frozen=True)
class Note:
    """A legal declaration the rulebook does not fully settle: read aloud as a flagged step."""

    text: str
    rule: str


def check_legality(phase: CombatPhase) -> tuple[Refusal, ...]:
    """Every rule the phase breaks, in reading order (empty when all is legal).

    Raises InvalidInput (or Ambiguous) first if the input cannot describe a game state.
    """
    validate(phase)
    return tuple(_Audit(phase).refusals())


def legality_notes(phase: CombatPhase) -> tuple[Note, ...]:
    """The open cases met by a legal phase, to be flagged in the ruling."""
    return tuple(_Audit(phase).notes())


# --- Shared predicates ----------------------------------------------------------------------------


def is_ground(card: Card) -> bool:
    """A « créature terrestre »: neither Vol nor Envergure lets it fight flying cards."""
    return not (card.has(Ability.VOL) or card.has(Ability.ENVERGURE))


def can_fight(card: Card, other: Card) -> bool:
    """Vol: « ne peut recevoir de dégats ni être bloquée par une créature terrestre »;
    Envergure: « peut combattre des cartes ayant le Vol »."""
    return not (other.has(Ability.VOL) and is_ground(card))


def ignores_targeting_effects(card: Card) -> bool:
    """Vision Quantique: « Ignore tous les effets qui empêchent ou forcent le ciblage »."""
    return card.has(Ability.VISION_QUANTIQUE)


def in_reach(shooter_zone: Zone, target_zone: Zone) -> bool:
    """Le Positionnement: a PORTÉE creature « se trouvant dans la zone de Défense, ne [peut]
    cibler que la zone d'Attaque »; from the attaque zone it may also target the défense zone."""
    return shooter_zone is Zone.ATTAQUE or target_zone is Zone.ATTAQUE


def zone_when_attacking(card: Card) -> Zone:
    """« Les Créatures ayant la Compétence de Combat Contact se déplacent dans la zone d'Attaque
    quand elles déclarent une attaque »; a PORTÉE creature stays where it is."""
    return Zone.ATTAQUE if card.combat_skill is CombatSkill.CONTACT else card.zone


def allowed_attacks(card: Card) -> int:
    """Attacks a creature may make in a turn (NB of the Tour de jeu, Frénésie, Inflexible)."""
    if card.has(Ability.FRENESIE) and not card.has(Ability.INFLEXIBLE):
        return rules.FRENESIE_ATTACKS_PER_TURN
    return rules.ATTACKS_PER_TURN


class _Audit:
    """Walks the phase once, collecting refusals and notes."""

    def __init__(self, phase: CombatPhase):
        self.phase = phase
        self.owners = card_owners(phase)
        self.cards = {c.id: c for side in Side for c in phase.player(side).cards}
        self.attackers = {d.attacker for d in phase.declarations}
        self.attackers_on = Counter()
        for _attacker, target in {(d.attacker, d.target) for d in phase.declarations}:
            self.attackers_on[target] += 1

    def mine(self, card_id: str, side: Side) -> bool:
        return self.owners.get(card_id) is side

    # --- Refusals, in reading order ---

    def refusals(self) -> Iterator[Refusal]:
        yield from self._phase()
        for i, decl in enumerate(self.phase.declarations):
            yield from self._attacker(i, decl)
            yield from self._target(i, decl)
            yield from self._blockers(i, decl)
        for k, response in enumerate(self.phase.responses):
            yield from self._response(k, response)

    def _phase(self) -> Iterator[Refusal]:
        # CYCLES & TOURS: « Pas de déclaration d'attaque sur le Cycle 1 »
        if self.phase.cycle < rules.FIRST_ATTACK_CYCLE and self.phase.declarations:
            yield Refusal("declarations[0]", f"Pas de déclaration d'attaque au Cycle {self.phase.cycle} : les attaques "
                          f"commencent au Cycle {rules.FIRST_ATTACK_CYCLE}.", rules.CYCLE_1)

    def _attacker(self, i: int, decl: Declaration) -> Iterator[Refusal]:
        path = f"declarations[{i}].attacker"
        card = self.cards[decl.attacker]
        # 3 Combat: « L'attaquant déclare une attaque d'une ou plusieurs créatures »
        if not self.mine(card.id, Side.ATTAQUANT):
            yield Refusal(path, f"{card.name} appartient au défenseur : seules les créatures de l'attaquant "
                          "attaquent.", rules.PHASE_COMBAT)
            return
        # Résolution des Combats: « Seules les créatures dressées sont en capacité d'attaquer ou de défendre »
        if not card.is_creature:
            yield Refusal(path, f"{card.name} est un objet : seules les créatures attaquent.", rules.RESOLUTION)
            return
        # Transition: « Ne peut ni attaquer, ni bloquer, ni activer de pouvoir … jusqu'à la fin du tour »
        if card.transition:
            yield Refusal(path, f"{card.name} est en Transition : elle ne peut pas attaquer avant la fin du tour.",
                          rules.TRANSITION)
        # Frénésie may attack again after its first attack, inclined by it.
        second_frenetic_attack = card.has(Ability.FRENESIE) and card.attacks_this_turn > 0
        if card.stance is Stance.INCLINE and not second_frenetic_attack:
            yield Refusal(path, f"{card.name} est inclinée : seules les créatures dressées attaquent.", rules.DRESSE)
        # TOUR DE JEU, NB: once a turn, twice with Frénésie; an Inflexible creature never twice.
        earlier = sum(1 for d in self.phase.declarations[:i] if d.attacker == card.id)
        if card.attacks_this_turn + earlier + 1 > allowed_attacks(card):
            rule = Ability.INFLEXIBLE.rule if card.has(Ability.INFLEXIBLE) else rules.TOUR_DE_JEU
            yield Refusal(path, f"{card.name} a déjà attaqué ce tour : une créature n'attaque qu'une fois par tour "
                          f"(deux avec Frénésie, une seule si elle est Inflexible).", rule)

    def _target(self, i: int, decl: Declaration) -> Iterator[Refusal]:
        path = f"declarations[{i}].target"
        attacker = self.cards[decl.attacker]
        if not self.mine(attacker.id, Side.ATTAQUANT) or not attacker.is_creature:
            return
        # Le Positionnement: PORTÉE creatures « ne peuvent en aucun cas cibler la Forteresse »
        if decl.target == FORTRESS:
            if attacker.combat_skill is CombatSkill.PORTEE:
                yield Refusal(path, f"{attacker.name} a la compétence PORTÉE : elle ne peut en aucun cas cibler la "
                              "Forteresse ; choisissez une créature ou un objet.", rules.POSITIONNEMENT)
            yield from self._rempart(path, attacker, None)
            return
        target = self.cards[decl.target]
        # 3 Combat: the attacker targets the defender's cards
        if not self.mine(target.id, Side.DEFENSEUR):
            yield Refusal(path, f"{target.name} appartient à l'attaquant : une attaque cible une carte du défenseur ou "
                          "sa Forteresse.", rules.PHASE_COMBAT)
            return
        # Le Positionnement: from the défense zone, PORTÉE targets only the attaque zone
        if attacker.combat_skill is CombatSkill.PORTEE and not in_reach(attacker.zone, target.zone):
            yield Refusal(path, f"{attacker.name} (PORTÉE) est en zone de Défense : elle ne peut cibler que la zone "
                          f"d'Attaque, où {target.name} n'est pas ; déplacez-la d'abord en zone d'Attaque.",
                          rules.POSITIONNEMENT)
        # Vol: a ground creature cannot fight a flying one (Envergure can)
        if not can_fight(attacker, target):
            yield Refusal(path, f"{target.name} a Vol : une créature terrestre comme {attacker.name} ne peut pas la "
                          "combattre (il lui faudrait Vol ou Envergure).", Ability.VOL.rule)
        targeting_free = ignores_targeting_effects(attacker)
        # Immersion: « Ne peut être ciblée par les créatures ayant la capacité Vol »
        if target.has(Ability.IMMERSION) and attacker.has(Ability.VOL) and not targeting_free:
            yield Refusal(path, f"{target.name} a Immersion : une créature avec Vol comme {attacker.name} ne peut pas "
                          "la cibler.", Ability.IMMERSION.rule)
        # Dissimulation: « Ne peut être ciblée tant qu'il n'a pas attaqué »
        if target.has(Ability.DISSIMULATION) and not target.revealed and not targeting_free:
            yield Refusal(path, f"{target.name} est dissimulée : elle ne peut être ciblée tant qu'elle n'a pas "
                          "attaqué.", Ability.DISSIMULATION.rule)
        # Cuirassé: « Ne peut être bloqué ou attaqué que par au moins 2 créatures »
        if (target.has(Ability.CUIRASSE) and self.attackers_on[target.id] < rules.CUIRASSE_MIN_CREATURES
                and not targeting_free):
            yield Refusal(path, f"{target.name} est Cuirassé : il ne peut être attaqué que par au moins "
                          f"{rules.CUIRASSE_MIN_CREATURES} créatures ; ajoutez un autre attaquant sur lui.",
                          Ability.CUIRASSE.rule)
        yield from self._rempart(path, attacker, target)

    def _rempart(self, path: str, attacker: Card, target: Card | None) -> Iterator[Refusal]:
        # Rempart: « doit être attaquée en priorité … (Les créatures avec Vol et Portée ignorent le Rempart) »
        ramparts = [c for c in self.phase.defending_player.cards if c.is_creature and c.has(Ability.REMPART)]
        exempt = (attacker.has(Ability.VOL) or attacker.combat_skill is CombatSkill.PORTEE
                  or ignores_targeting_effects(attacker))
        if ramparts and not exempt and (target is None or not target.has(Ability.REMPART)):
            names = ", ".join(c.name for c in ramparts)
            aimed = "la Forteresse" if target is None else target.name
            yield Refusal(path, f"Rempart : {names} doit être attaqué en priorité ; {attacker.name} ne peut pas "
                          f"cibler {aimed} tant qu'il est en jeu (Vol et Portée l'ignorent).", Ability.REMPART.rule)

    def _blockers(self, i: int, decl: Declaration) -> Iterator[Refusal]:
        attacker = self.cards[decl.attacker]
        for j, blocker_id in enumerate(decl.blockers):
            path = f"declarations[{i}].blockers[{j}]"
            blocker = self.cards[blocker_id]
            # 3 Combat: « Le joueur défenseur décide comment il bloque l'attaque »
            if not self.mine(blocker_id, Side.DEFENSEUR):
                yield Refusal(path, f"{blocker.name} appartient à l'attaquant : seul le défenseur bloque.",
                              rules.PHASE_COMBAT)
                continue
            # Résolution des Combats: « bloquer avec une créature CONTACT »; objects do not block
            if not blocker.is_creature:
                yield Refusal(path, f"{blocker.name} est un objet : seules les créatures bloquent.", rules.RESOLUTION)
                continue
            if blocker.transition:
                yield Refusal(path, f"{blocker.name} est en Transition : elle ne peut pas bloquer avant la fin du tour.",
                              rules.TRANSITION)
            if blocker.stance is Stance.INCLINE:
                yield Refusal(path, f"{blocker.name} est inclinée : seules les créatures dressées bloquent.",
                              rules.DRESSE)
            # Portée: « Elle ne peut pas bloquer une attaque au contact »
            if blocker.combat_skill is CombatSkill.PORTEE and attacker.combat_skill is CombatSkill.CONTACT:
                yield Refusal(path, f"{blocker.name} a la compétence PORTÉE : elle ne peut pas bloquer une attaque au "
                              f"contact ; elle peut en revanche infliger ses DGT à {attacker.name} (un tir).",
                              rules.PORTEE)
            # Vol: « ne peut … être bloquée par une créature terrestre »
            if not can_fight(blocker, attacker):
                yield Refusal(path, f"{attacker.name} a Vol : une créature terrestre comme {blocker.name} ne peut pas "
                              "la bloquer (il lui faudrait Vol ou Envergure).", Ability.VOL.rule)
        if not decl.blockers:
            return
        # Incandescent: « Ne peut être bloqué »
        if attacker.has(Ability.INCANDESCENT):
            yield Refusal(f"declarations[{i}].blockers", f"{attacker.name} est Incandescent : il ne peut pas être "
                          "bloqué.", Ability.INCANDESCENT.rule)
        # Cuirassé: « Ne peut être bloqué … que par au moins 2 créatures »
        if attacker.has(Ability.CUIRASSE) and len(decl.blockers) < rules.CUIRASSE_MIN_CREATURES:
            yield Refusal(f"declarations[{i}].blockers", f"{attacker.name} est Cuirassé : il ne peut être bloqué que "
                          f"par au moins {rules.CUIRASSE_MIN_CREATURES} créatures.", Ability.CUIRASSE.rule)

    def _response(self, k: int, response) -> Iterator[Refusal]:
        effect = response.effect
        target = self.cards[effect.target]
        path = f"responses[{k}]"
        # Dissimulation: no spell nor power targets it before it has attacked; a declared attacker
        # is attacking now (see the notes).
        if (target.has(Ability.DISSIMULATION) and not target.revealed and target.id not in self.attackers):
            yield Refusal(f"{path}.target", f"{target.name} est dissimulée : elle ne peut être ciblée tant qu'elle "
                          "n'a pas attaqué.", Ability.DISSIMULATION.rule)
        if isinstance(effect, RangedStrike):
            yield from self._ranged_strike(path, response.player, effect, target)

    def _ranged_strike(self, path: str, player: Side, strike: RangedStrike, target: Card) -> Iterator[Refusal]:
        # Résolution des Combats: « le joueur défenseur peut … lui infliger des dégats avec une créature PORTÉE »
        if player is not Side.DEFENSEUR:
            yield Refusal(f"{path}.player", "Seul le défenseur tire sur une créature attaquante.", rules.RESOLUTION)
            return
        # Portée: « Elle peut en revanche infliger ses DGT en défense à une créature éminente »
        if target.id not in self.attackers:
            yield Refusal(f"{path}.target", f"{target.name} n'attaque pas : un tir en défense vise une créature "
                          "attaquante.", rules.PORTEE)
            return
        if strike.source == WARLORD:
            warlord = self.phase.defending_player.warlord
            # EXEMPLE DE COMBAT: the warlord strikes an attacker « grâce à sa compétence de Portée »
            if warlord.combat_skill is not CombatSkill.PORTEE:
                yield Refusal(f"{path}.source", f"{warlord.name} n'a pas la compétence PORTÉE : il ne peut pas tirer.",
                              rules.EXEMPLE)
            elif warlord.damage <= 0:
                yield Refusal("defending_player.warlord.damage", f"Le tir de {warlord.name} demande ses DGT : donnez "
                              "le montant imprimé sur sa carte (par exemple 3 dans l'exemple du livret).", rules.EXEMPLE)
            return
        shooter = self.cards[strike.source]
        if not self.mine(shooter.id, Side.DEFENSEUR) or not shooter.is_creature:
            yield Refusal(f"{path}.source", f"{shooter.name} n'est pas une créature du défenseur.", rules.RESOLUTION)
            return
        if shooter.combat_skill is not CombatSkill.PORTEE:
            yield Refusal(f"{path}.source", f"{shooter.name} a la compétence CONTACT : elle bloque, elle ne tire pas.",
                          rules.RESOLUTION)
        if shooter.transition:
            yield Refusal(f"{path}.source", f"{shooter.name} est en Transition : elle ne peut pas défendre.",
                          rules.TRANSITION)
        if shooter.stance is Stance.INCLINE:
            yield Refusal(f"{path}.source", f"{shooter.name} est inclinée : seules les créatures dressées défendent.",
                          rules.DRESSE)
        if not in_reach(shooter.zone, zone_when_attacking(target)):
            yield Refusal(f"{path}.source", f"{shooter.name} est en zone de Défense et {target.name} n'est pas en zone "
                          "d'Attaque : une créature PORTÉE en Défense ne cible que la zone d'Attaque.",
                          rules.POSITIONNEMENT)
        if not can_fight(shooter, target):
            yield Refusal(f"{path}.source", f"{target.name} a Vol : une créature terrestre comme {shooter.name} ne peut "
                          "pas lui infliger de dégats.", Ability.VOL.rule)
        if target.has(Ability.IMMERSION) and shooter.has(Ability.VOL) and not ignores_targeting_effects(shooter):
            yield Refusal(f"{path}.source", f"{target.name} a Immersion : une créature avec Vol ne peut pas la cibler.",
                          Ability.IMMERSION.rule)

    # --- Notes: legal, but the rulebook is silent ---

    def notes(self) -> Iterator[Note]:
        for decl in self.phase.declarations:
            attacker = self.cards[decl.attacker]
            target = self.cards.get(decl.target)
            if (target is not None and target.has(Ability.CUIRASSE) and ignores_targeting_effects(attacker)
                    and self.attackers_on[target.id] < rules.CUIRASSE_MIN_CREATURES):
                yield Note(f"{attacker.name} attaque seul {target.name} (Cuirassé) grâce à Vision Quantique : le livre "
                           "ne dit pas si « attaqué que par au moins 2 créatures » est un effet qui empêche le ciblage ; "
                           "l'outil le considère ainsi.", Ability.VISION_QUANTIQUE.rule)
            for blocker_id in decl.blockers:
                blocker = self.cards[blocker_id]
                if blocker.combat_skill is CombatSkill.PORTEE and attacker.combat_skill is CombatSkill.PORTEE:
                    yield Note(f"{blocker.name} (PORTÉE) bloque {attacker.name} (PORTÉE) : le livre n'interdit aux "
                               "créatures PORTÉE que de bloquer une attaque au contact ; l'outil accepte ce blocage.",
                               rules.PORTEE)
        for target_id, count in self.attackers_on.items():
            if target_id != FORTRESS and count > 1:
                yield Note(f"{self.cards[target_id].name} est la cible de {count} attaquants : le livre ne dit pas s'ils "
                           "combattent ensemble ; l'outil résout un combat par attaquant, dans l'ordre déclaré.",
                           rules.PHASE_COMBAT)
