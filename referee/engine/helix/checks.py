"""What the rules refuse in a well-formed combat phase: every problem at once, each citing its rule.

:func:`check` walks the phase in the order a judge reads it: the values that cannot describe a
game state (an unknown card id, two cards with one id, a creature in play without PDV), then the
phase, each declaration (its attacker, its target, its blockers), then the responses. Each check
is a small predicate under a comment quoting the rule it applies.

Legal declarations that meet a case the rulebook leaves open are not refused: :func:`open_points`
lists them for the ruling to flag. One creature declared as a defender twice is neither: the
rulebook gives no way to resolve it, and :func:`ambiguities` says so (an Ambiguous error).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from referee.engine.trace import Problem

from . import limits, rules
from . import phrasebook as say
from .model import (
    EFFECT_FIELDS,
    FORTRESS,
    PLAYER_PATHS,
    RESERVED_IDS,
    WARLORD,
    Ability,
    Card,
    CardKind,
    Category,
    CombatPhase,
    CombatSkill,
    Declaration,
    EffectKind,
    RangedStrike,
    Response,
    Side,
    Stance,
    Zone,
    card_owners,
)


def check(phase: CombatPhase) -> Iterator[Problem]:
    """Every reason to refuse this phase as described, values first, then the rules."""
    values = list(_values(phase))
    yield from values
    if not values:  # the rules speak of cards that exist: read them only on a sound table
        yield from _Audit(phase).refusals()


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


def frenzy_and_inflexible(card: Card) -> bool:
    """Frénésie (« Peut attaquer 2 fois par tour ») meets the NB on Inflexible (« ne pourra pas
    attaquer une 2eme fois sur le même tour »): the rulebook does not say which prevails."""
    return card.has(Ability.FRENESIE) and card.has(Ability.INFLEXIBLE)


def allowed_attacks(card: Card) -> int:
    """Attacks a creature may make in a turn (NB of the Tour de jeu, Frénésie).

    With Frénésie and Inflexible both, the reading that lets it attack twice is applied; the
    ruling flags the second attack (:func:`open_points`)."""
    return rules.FRENESIE_ATTACKS_PER_TURN if card.has(Ability.FRENESIE) else rules.ATTACKS_PER_TURN


def rempart_guards(attacker: Card, phase: CombatPhase) -> list[Card]:
    """The defender's Rempart creatures this attacker must respect (Vol, Portée and Vision
    Quantique ignore them)."""
    exempt = (attacker.has(Ability.VOL) or attacker.combat_skill is CombatSkill.PORTEE
              or ignores_targeting_effects(attacker))
    if exempt:
        return []
    return [c for c in phase.defending_player.cards if c.is_creature and c.has(Ability.REMPART)]


# --- Values no game state has ---------------------------------------------------------------------


def _values(phase: CombatPhase) -> Iterator[Problem]:
    seen: set[str] = set()
    for side in Side:
        yield from _player_values(phase, side, seen)
    owners = card_owners(phase)
    for side in Side:
        for i, card in enumerate(phase.player(side).cards):
            target = card.vengeance_target
            if target is not None and owners.get(target) is not side.opponent:
                yield Problem(f"{PLAYER_PATHS[side]}.cards[{i}].vengeance_target",
                              say.vengeance_not_enemy(card, target), Ability.VENGEANCE.rule, "not_an_enemy")
    for i, decl in enumerate(phase.declarations):
        yield from _declaration_values(decl, f"declarations[{i}]", owners)
    for k, response in enumerate(phase.responses):
        yield from _response_values(response, f"responses[{k}]", owners)


def piece(card: Card) -> limits.Piece:
    """A card in play as the board's limits read it: its printed name (not its id), rarity, kind, token."""
    category = Category.CREATURE if card.kind is CardKind.CREATURE else Category.OBJECT
    return limits.Piece(card.name, card.rarity, category, card.token)


LIMIT_FIELDS = {limits.Limit.TOKENS: "token", limits.Limit.EPIQUE: "rarity", limits.Limit.LEGENDAIRE: "rarity",
                limits.Limit.COMMUNE: "rarity", limits.Limit.DIVINITE: "kind"}
"""The card field a refusal of the board's limits points at."""


def _player_values(phase: CombatPhase, side: Side, seen: set[str]) -> Iterator[Problem]:
    path = PLAYER_PATHS[side]
    for i, card in enumerate(phase.player(side).cards):
        at = f"{path}.cards[{i}]"
        if card.id in RESERVED_IDS:
            yield Problem(f"{at}.id", say.reserved_id(card.id), None, "reserved_id")
        elif card.id in seen:
            yield Problem(f"{at}.id", say.duplicate_id(card.id), None, "duplicate_id")
        seen.add(card.id)
        # « Ne peut pas être détruit »: only an Immortel stays in play at 0 PDV.
        if card.health < 1 and not card.has(Ability.IMMORTEL):
            yield Problem(f"{at}.health", say.no_health_left(card, card.is_creature), rules.PDV if card.is_creature else rules.DRB,
                          "min_value")
    # The board's limits (« limitées à 5 par Contrôleur », « 1 seule occurrence de la même Épique en jeu »…):
    # each card as if it entered play after the ones before it (:mod:`.limits`).
    for i, verdict in limits.board([piece(c) for c in phase.player(side).cards]):
        for refusal in verdict.refusals:
            yield Problem(f"{path}.cards[{i}].{LIMIT_FIELDS[refusal.limit]}", refusal.text, refusal.rule, refusal.code)


def _declaration_values(decl: Declaration, path: str, owners: Mapping[str, Side]) -> Iterator[Problem]:
    yield from _known(decl.attacker, f"{path}.attacker", owners)
    if decl.target != FORTRESS:
        yield from _known(decl.target, f"{path}.target", owners, FORTRESS)
    for j, blocker in enumerate(decl.blockers):
        yield from _known(blocker, f"{path}.blockers[{j}]", owners)
    if len(set(decl.blockers)) != len(decl.blockers):
        yield Problem(f"{path}.blockers", say.BLOCKER_TWICE, rules.BLOCK, "duplicate_blocker")
    if decl.split is not None and len(decl.split) != len(decl.blockers):
        yield Problem(f"{path}.split", say.split_length(len(decl.split), len(decl.blockers)), rules.BLOCK,
                      "split_length")


def _response_values(response: Response, path: str, owners: Mapping[str, Side]) -> Iterator[Problem]:
    wanted = EFFECT_FIELDS[response.kind]
    for name in ("amount", "damage_type", "source", "damage", "health", "grants"):
        given = getattr(response, name) not in (None, 0, ())
        if given and name not in wanted:
            yield Problem(f"{path}.{name}", say.field_of_another_kind(name, response.kind), rules.REACT_AND_STACK,
                          "unexpected_field")
    if response.kind is EffectKind.DEGATS and response.amount is None:
        yield Problem(f"{path}.amount", say.NO_AMOUNT, rules.DGT, "required")
    if response.kind is EffectKind.TIR and response.source is None:
        yield Problem(f"{path}.source", say.NO_SOURCE, rules.BLOCK_OR_SHOOT, "required")
    if response.target == FORTRESS:
        yield Problem(f"{path}.target", say.SPELL_ON_FORTRESS, rules.FORTRESS_FALLS, "not_computed")
    else:
        yield from _known(response.target, f"{path}.target", owners)
    if response.kind is EffectKind.TIR and response.source not in (None, WARLORD):
        yield from _known(response.source or "", f"{path}.source", owners, WARLORD)


def _known(card_id: str, path: str, owners: Mapping[str, Side], extra: str | None = None) -> Iterator[Problem]:
    if card_id not in owners:
        yield Problem(path, say.unknown_card(card_id, sorted(owners), extra), None, "unknown_card")


# --- Open points and ambiguities --------------------------------------------------------------------


@dataclass(frozen=True)
class Note:
    """A legal declaration the rulebook does not fully settle: read aloud as a flagged step."""

    text: str
    rule: str


def open_points(phase: CombatPhase) -> tuple[Note, ...]:
    """The open cases met by a legal phase, to be flagged in the ruling."""
    return tuple(_Audit(phase).notes())


def ambiguities(phase: CombatPhase) -> Iterator[Problem]:
    """A card declared as a defender twice (two blocks, or a block and a shot).

    The rulebook lets several creatures block one attacker, never one creature defend twice: the
    engine will not guess how that would resolve."""
    roles: dict[str, str] = {}
    entries = [(b, f"declarations[{i}].blockers[{j}]")
               for i, decl in enumerate(phase.declarations) for j, b in enumerate(decl.blockers)]
    entries += [(r.source, f"responses[{k}].source") for k, r in enumerate(phase.responses)
                if r.kind is EffectKind.TIR and r.source is not None and r.source != WARLORD]
    for card_id, path in entries:
        if card_id in roles:
            yield Problem(path, say.defends_twice(card_id, roles[card_id]), rules.BLOCK, "defends_twice")
        else:
            roles[card_id] = path


# --- The rules, in reading order ----------------------------------------------------------------------


class _Audit:
    """Walks a phase whose ids are all known, collecting refusals and notes."""

    def __init__(self, phase: CombatPhase):
        self.phase = phase
        self.owners = card_owners(phase)
        self.cards = {c.id: c for side in Side for c in phase.player(side).cards}
        self.attackers = {d.attacker for d in phase.declarations}
        self.attackers_on: Counter[str] = Counter()
        for _attacker, target in {(d.attacker, d.target) for d in phase.declarations}:
            self.attackers_on[target] += 1

    def mine(self, card_id: str, side: Side) -> bool:
        return self.owners.get(card_id) is side

    def refusals(self) -> Iterator[Problem]:
        yield from self._phase()
        for i, decl in enumerate(self.phase.declarations):
            yield from self._attacker(i, decl)
            yield from self._target(i, decl)
            yield from self._blockers(i, decl)
        for k, response in enumerate(self.phase.responses):
            yield from self._response(k, response)

    def _phase(self) -> Iterator[Problem]:
        # CYCLES & TOURS: « Pas de déclaration d'attaque sur le Cycle 1 »
        if self.phase.cycle < rules.FIRST_ATTACK_CYCLE and self.phase.declarations:
            yield Problem("declarations[0]", say.no_attack_in_cycle(self.phase.cycle), rules.NO_ATTACK_IN_CYCLE_1)

    def _attacker(self, i: int, decl: Declaration) -> Iterator[Problem]:
        path = f"declarations[{i}].attacker"
        card = self.cards[decl.attacker]
        # 3 Combat: « L'attaquant déclare une attaque d'une ou plusieurs créatures »
        if not self.mine(card.id, Side.ATTAQUANT):
            yield Problem(path, say.attacker_is_the_defenders(card), rules.DECLARE_ATTACK)
            return
        # Résolution des Combats: « Seules les créatures dressées sont en capacité d'attaquer ou de défendre »
        if not card.is_creature:
            yield Problem(path, say.object_cannot("attack", card), rules.ONLY_DRESSED_FIGHT)
            return
        # 3 Combat: « une cible par attaquant »: a creature is declared once in a phase; Frénésie's
        # second attack is declared in a new combat phase (« 4 Résolution »: « L'attaquant peut
        # déclarer une nouvelle phase de Combat »).
        if any(d.attacker == card.id for d in self.phase.declarations[:i]):
            yield Problem(path, say.declared_twice(card), rules.DECLARE_ATTACK, "declared_twice")
            return
        # Transition: « Ne peut ni attaquer, ni bloquer, ni activer de pouvoir … jusqu'à la fin du tour »
        if card.transition:
            yield Problem(path, say.in_transition(card, "attack"), rules.TRANSITION)
        # Frénésie may attack again after its first attack, inclined by it.
        second_frenetic_attack = card.has(Ability.FRENESIE) and card.attacks_this_turn > 0
        if card.stance is Stance.INCLINE and not second_frenetic_attack:
            yield Problem(path, say.inclined_cannot(card, "attack"), rules.DRESSE)
        # TOUR DE JEU, NB: once a turn, twice with Frénésie.
        if card.attacks_this_turn + 1 > allowed_attacks(card):
            # « Une créature Inflexible … ne pourra pas attaquer une 2eme fois sur le même tour »
            plain_inflexible = card.has(Ability.INFLEXIBLE) and not card.has(Ability.FRENESIE)
            yield Problem(path, say.already_attacked(card), Ability.INFLEXIBLE.rule if plain_inflexible
                          else rules.ONCE_A_TURN)

    def _target(self, i: int, decl: Declaration) -> Iterator[Problem]:
        path = f"declarations[{i}].target"
        attacker = self.cards[decl.attacker]
        if not self.mine(attacker.id, Side.ATTAQUANT) or not attacker.is_creature:
            return
        # Le Positionnement: PORTÉE creatures « ne peuvent en aucun cas cibler la Forteresse »
        if decl.target == FORTRESS:
            if attacker.combat_skill is CombatSkill.PORTEE:
                yield Problem(path, say.ranged_at_fortress(attacker), rules.RANGED_NOT_FORTRESS)
            return
        target = self.cards[decl.target]
        # 3 Combat: the attacker targets the defender's cards
        if not self.mine(target.id, Side.DEFENSEUR):
            yield Problem(path, say.target_is_the_attackers(target), rules.DECLARE_ATTACK)
            return
        # Le Positionnement: from the défense zone, PORTÉE targets only the attaque zone
        if attacker.combat_skill is CombatSkill.PORTEE and not in_reach(attacker.zone, target.zone):
            yield Problem(path, say.out_of_reach(attacker, target), rules.RANGED_FROM_DEFENSE)
        # Vol: a ground creature cannot fight a flying one (Envergure can)
        if not can_fight(attacker, target):
            yield Problem(path, say.cannot_fight_flyer(attacker, target), Ability.VOL.rule)
        targeting_free = ignores_targeting_effects(attacker)
        # Immersion: « Ne peut être ciblée par les créatures ayant la capacité Vol »
        if target.has(Ability.IMMERSION) and attacker.has(Ability.VOL) and not targeting_free:
            yield Problem(path, say.immersion(target, attacker), Ability.IMMERSION.rule)
        # Dissimulation: « Ne peut être ciblée tant qu'il n'a pas attaqué »
        if target.has(Ability.DISSIMULATION) and not target.revealed and not targeting_free:
            yield Problem(path, say.hidden(target), Ability.DISSIMULATION.rule)
        # Cuirassé: « Ne peut être bloqué ou attaqué que par au moins 2 créatures »
        if (target.has(Ability.CUIRASSE) and self.attackers_on[target.id] < rules.CUIRASSE_MIN_CREATURES
                and not targeting_free):
            yield Problem(path, say.armoured_target(target), Ability.CUIRASSE.rule)
        # Rempart: « aucune autre créature alliée ne peut être la cible d'une attaque physique »;
        # an object or the Forteresse is not a creature: an open point (see notes).
        ramparts = rempart_guards(attacker, self.phase)
        if ramparts and target.is_creature and not target.has(Ability.REMPART):
            yield Problem(path, say.behind_rempart(ramparts, attacker, target), Ability.REMPART.rule)

    def _blockers(self, i: int, decl: Declaration) -> Iterator[Problem]:
        attacker = self.cards[decl.attacker]
        for j, blocker_id in enumerate(decl.blockers):
            path = f"declarations[{i}].blockers[{j}]"
            blocker = self.cards[blocker_id]
            # 3 Combat: « Le joueur défenseur décide comment il bloque l'attaque »
            if not self.mine(blocker_id, Side.DEFENSEUR):
                yield Problem(path, say.blocker_is_the_attackers(blocker), rules.BLOCK)
                continue
            # Résolution des Combats: « bloquer avec une créature CONTACT »; objects do not block
            if not blocker.is_creature:
                yield Problem(path, say.object_cannot("block", blocker), rules.BLOCK_OR_SHOOT)
                continue
            if blocker.transition:
                yield Problem(path, say.in_transition(blocker, "block"), rules.TRANSITION)
            if blocker.stance is Stance.INCLINE:
                yield Problem(path, say.inclined_cannot(blocker, "block"), rules.DRESSE)
            # Portée: « Elle ne peut pas bloquer une attaque au contact »
            if blocker.combat_skill is CombatSkill.PORTEE and attacker.combat_skill is CombatSkill.CONTACT:
                yield Problem(path, say.ranged_cannot_block(blocker, attacker), rules.PORTEE)
            # Vol: « ne peut … être bloquée par une créature terrestre »
            if not can_fight(blocker, attacker):
                yield Problem(path, say.cannot_block_flyer(blocker, attacker), Ability.VOL.rule)
        if not decl.blockers:
            return
        # Incandescent: « Ne peut être bloqué »
        if attacker.has(Ability.INCANDESCENT):
            yield Problem(f"declarations[{i}].blockers", say.incandescent(attacker), Ability.INCANDESCENT.rule)
        # Cuirassé: « Ne peut être bloqué … que par au moins 2 créatures »
        if attacker.has(Ability.CUIRASSE) and len(decl.blockers) < rules.CUIRASSE_MIN_CREATURES:
            yield Problem(f"declarations[{i}].blockers", say.armoured_attacker(attacker), Ability.CUIRASSE.rule)

    def _response(self, k: int, response: Response) -> Iterator[Problem]:
        target = self.cards[response.target]
        path = f"responses[{k}]"
        # Dissimulation: no spell nor power targets it before it has attacked; a declared attacker
        # is attacking now (see the notes).
        if target.has(Ability.DISSIMULATION) and not target.revealed and target.id not in self.attackers:
            yield Problem(f"{path}.target", say.hidden(target), Ability.DISSIMULATION.rule)
        effect = response.effect
        if isinstance(effect, RangedStrike):
            yield from self._ranged_strike(path, response.player, effect, target)

    def _ranged_strike(self, path: str, player: Side, strike: RangedStrike, target: Card) -> Iterator[Problem]:
        # Résolution des Combats: « le joueur défenseur peut … lui infliger des dégats avec une créature PORTÉE »
        if player is not Side.DEFENSEUR:
            yield Problem(f"{path}.player", say.ONLY_THE_DEFENDER_SHOOTS, rules.BLOCK_OR_SHOOT)
            return
        # Portée: « Elle peut en revanche infliger ses DGT en défense à une créature éminente »
        if target.id not in self.attackers:
            yield Problem(f"{path}.target", say.shot_at_non_attacker(target), rules.PORTEE)
            return
        if strike.source == WARLORD:
            warlord = self.phase.defending_player.warlord
            # EXEMPLE DE COMBAT: the warlord strikes an attacker « grâce à sa compétence de Portée »
            if warlord.combat_skill is not CombatSkill.PORTEE:
                yield Problem(f"{path}.source", say.warlord_without_range(warlord.name), rules.WARLORD_SHOOTS)
            elif warlord.damage <= 0:
                yield Problem("defending_player.warlord.damage", say.warlord_without_damage(warlord.name),
                              rules.WARLORD_SHOOTS)
            return
        shooter = self.cards[strike.source]
        at = f"{path}.source"
        if not self.mine(shooter.id, Side.DEFENSEUR) or not shooter.is_creature:
            yield Problem(at, say.not_a_defending_creature(shooter), rules.BLOCK_OR_SHOOT)
            return
        if shooter.combat_skill is not CombatSkill.PORTEE:
            yield Problem(at, say.contact_does_not_shoot(shooter), rules.BLOCK_OR_SHOOT)
        if shooter.transition:
            yield Problem(at, say.in_transition(shooter, "defend"), rules.TRANSITION)
        if shooter.stance is Stance.INCLINE:
            yield Problem(at, say.inclined_cannot(shooter, "defend"), rules.DRESSE)
        if not in_reach(shooter.zone, zone_when_attacking(target)):
            yield Problem(at, say.shot_out_of_reach(shooter, target), rules.RANGED_FROM_DEFENSE)
        if not can_fight(shooter, target):
            yield Problem(at, say.cannot_shoot_flyer(shooter, target), Ability.VOL.rule)
        if target.has(Ability.IMMERSION) and shooter.has(Ability.VOL) and not ignores_targeting_effects(shooter):
            yield Problem(at, say.immersion(target, shooter), Ability.IMMERSION.rule)

    # --- Notes: legal, but the rulebook is silent ---

    def notes(self) -> Iterator[Note]:
        for decl in self.phase.declarations:
            attacker = self.cards[decl.attacker]
            target = self.cards.get(decl.target)
            if (target is not None and target.has(Ability.CUIRASSE) and ignores_targeting_effects(attacker)
                    and self.attackers_on[target.id] < rules.CUIRASSE_MIN_CREATURES):
                yield Note(say.quantum_on_armoured(attacker, target), Ability.VISION_QUANTIQUE.rule)
            # Rempart names « aucune autre créature alliée »: an object or the Forteresse is no creature.
            ramparts = rempart_guards(attacker, self.phase)
            if ramparts and (target is None or not target.is_creature):
                yield Note(say.rempart_and_non_creature(ramparts, attacker, target), Ability.REMPART.rule)
            # Frénésie's « 2 fois par tour » against Inflexible's « ne pourra pas attaquer une 2eme fois ».
            if frenzy_and_inflexible(attacker) and attacker.attacks_this_turn > 0:
                yield Note(say.frenzy_and_inflexible(attacker), Ability.INFLEXIBLE.rule)
            for blocker_id in decl.blockers:
                blocker = self.cards[blocker_id]
                if blocker.combat_skill is CombatSkill.PORTEE and attacker.combat_skill is CombatSkill.PORTEE:
                    yield Note(say.ranged_blocks_ranged(blocker, attacker), rules.PORTEE)
        for target_id, count in self.attackers_on.items():
            if target_id != FORTRESS and count > 1:
                yield Note(say.several_attackers(self.cards[target_id], count), rules.DECLARE_ATTACK)
        # « 1 seule occurrence de la même Épique en jeu » names no owner: a copy on each side is an open point
        # (read once, from the attacker's side).
        attacking, defending = ([piece(c) for c in self.phase.player(s).cards] for s in Side)
        for _i, verdict in limits.board(attacking, defending):
            for doubt in verdict.doubts:
                yield Note(doubt.text, doubt.rule)
