"""A Noxilia move on the board of zones: is it legal, who intercepts it, and what follows from it.

The rules (``rules/sources/noxilia.md``), in the order the ruling reads them:

* the board (« Plateau »): each half has three rows of two zones — zone de commandement and zone tiers at the
  back, Rempart 1 and Rempart 2 in the middle, two Champs de bataille at the front — and the halves face each other
  by their front rows; a step goes to the next zone in a row or in a column (the book draws no board: a step corner
  to corner is computed both ways);
* the unit engages (« Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée »);
* how far: Déplacement « jusqu'à 2 fois (3 fois si capacité marche rapide) »; a Charge « correspond au
  déplacement de l'unité -1 »; a Repli goes one zone « en direction de sa zone de commandement »; Déplacer et
  équiper / soigner « d'1 case » (« marche rapide ne fonctionne pas »);
* each step: « Une unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone
  ennemie, sauf si elle possède une capacité spéciale comme Infiltrateur, Volant ou Passage en force » — Passage en
  force X costs X damage, Infiltrateur none; an Intercepteur in the zone entered lets the unit in (even by Volant
  or Infiltrateur) and cancels them for the rest of the move; a primo trésor is turned face up when a unit
  arrives (« retourné n'est pas capturé »);
* the action's own conditions: a Charge only « à partir d'une zone sans ennemis », onto an enemy of the zone
  reached; a Repli from « une zone occupée par une unité ennemi »; Soin or Purification to heal;
* the armor maluses until the end of the turn (Charge -1, Marche rapide -1, Repli -1);
* « Une zone ne peut contenir plus de 5 unités de chaque joueur »;
* a Rempart reached: its card's effects, which Volant ignores unless enemy flyers are there and Grimpeur ignores
  for melee maluses; ramparts block the line of sight, save for Vue perçante;
* the fog of war: the cards turned face up (an enemy « à moins d'une zone », save on a rampart; the target of an
  attack; an action other than « un déplacement simple »), and what each player sees;
* the reach of the unit's ranged attack from where it stands (« une zone adjacente »; its own with Tir de
  proximité);
* were the turn to end on this board: the treasures, then the zones captured (« Etape de fin du tour »).

Open points, computed both ways and flagged: a step corner to corner; a Repli toward a zone no enemy occupies
(the letter says « vers une zone occupée par une unité ennemie »); an allied Intercepteur; « à moins d'une zone »
(the same zone, or the adjacent ones too); whether moving by Volant, Infiltrateur or Passage en force is « un
déplacement simple »; a rampart's line of sight against a ranged attack; the Frère d'arme's « retraite »; passing through a zone holding 5 allies; the zone tiers' card
(« Chaque joueur en possède trois » against « ses 4 cartes de zone »).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from referee.engine.trace import IllegalAction, Problem, Trace

from . import phrasebook as say
from .attack import resolve_attack
from .checks import check_attack
from .model import AttackInput, AttackResult
from .movement_model import (
    Ability,
    Answer,
    BoardUnit,
    Capture,
    Destiny,
    DestinyCard,
    DestinyDraw,
    Interception,
    Link,
    MoveKind,
    MovementInput,
    MovementResult,
    Pile,
    Reach,
    Refusal,
    Remaining,
    View,
    Zone,
    ZoneCount,
    adjacent,
    diagonal,
    steps_apart,
)
from .rules import (
    APOCALYPSE_CARDS,
    APOCALYPSE_PILE,
    ATTACK_DECLARED,
    BATTLEFIELD_YIELDS_NOTHING,
    BOARD,
    BROTHER_ABILITY,
    CHARGE_ACTION,
    CHARGE_ARMOR_MALUS,
    CHARGE_STEPS,
    CLIMBER_ABILITY,
    CLOSE_SHOT_ABILITY,
    COMMAND_CAPTURED,
    DESTINY_DRAW,
    DESTINY_SETUP,
    END_TREASURES,
    END_ZONES,
    ENGAGED_ONCE,
    EQUIP_ACTION,
    FAST_CHARGE_STEPS,
    FAST_MARCH_ABILITY,
    FAST_MARCH_ARMOR_MALUS,
    FAST_MARCH_STEPS,
    FATE_CARDS,
    FATE_PILE,
    FLYING_ABILITY,
    FOG_ACTION,
    FOG_NEAR,
    FOG_STAYS,
    FOG_TARGET,
    FORCE_ABILITY,
    HEAL_ACTION,
    INFILTRATOR_ABILITY,
    INTERCEPTOR_ABILITY,
    KEEN_SIGHT_ABILITY,
    LAST_FATE_TURN,
    MAX_UNITS_PER_ZONE,
    MOVE_ACTION,
    MOVE_AND_ACT_STEPS,
    MOVE_STEPS,
    PRIMO_TREASURE,
    RAMPART,
    RANGED_ACTION,
    RETREAT_ACTION,
    RETREAT_ARMOR_MALUS,
    RETREAT_STEPS,
    TREASURE_CAPTURED,
    TREASURES_ONE_A_TURN,
    ZONE_CAP,
    ZONE_CAPTURED,
    ZONE_CARDS_FOUR,
    ZONE_DEFINED,
    ZONE_TURNED,
)

__all__ = ["check", "resolve"]


# --- Refusals of values no board has ------------------------------------------------------------------------


def check(movement: MovementInput) -> Iterator[Problem]:
    """What the input cannot mean: every problem at once, each with its field and rule."""
    units, move = movement.units, movement.move
    if move.unit >= len(units):
        yield Problem("move.unit", say.mv_no_such_unit(move.unit, len(units)), MOVE_ACTION)
    if move.target is not None:
        if move.kind is not MoveKind.CHARGE:
            yield Problem("move.target", say.MV_TARGET_ONLY_FOR_CHARGE, ATTACK_DECLARED)
        elif move.target >= len(units):
            yield Problem("move.target", say.mv_no_such_unit(move.target, len(units)), ATTACK_DECLARED)
    if not move.path and move.kind in (MoveKind.MOVE, MoveKind.CHARGE, MoveKind.RETREAT):
        yield Problem("move.path", say.mv_path_missing(move.kind), MOVE_ACTION, "required")
    # Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
    counts: dict[tuple[Zone, int], int] = {}
    for unit in units:
        counts[unit.zone, unit.player] = counts.get((unit.zone, unit.player), 0) + 1
    for (zone, player), n in counts.items():
        if n > MAX_UNITS_PER_ZONE:
            yield Problem("units", say.mv_board_over_cap(zone, player, n), ZONE_CAP)
    seen: set[Zone] = set()
    for i, control in enumerate(movement.control):
        if control.zone in seen:
            yield Problem(f"control[{i}].zone", say.mv_control_twice(control.zone), ZONE_CAPTURED)
        seen.add(control.zone)
    for i, link in enumerate(movement.adjacency):
        if link.a is link.b:
            yield Problem(f"adjacency[{i}].b", say.mv_link_to_itself(link.a), MOVE_ACTION)
    if movement.destiny is not None:
        yield from _check_destiny(movement.destiny)


def _check_destiny(destiny: Destiny) -> Iterator[Problem]:
    """The cards drawn before a turn: one a turn, the Mains du destin first, no card more often than its copies."""
    drawn = destiny.drawn
    if not drawn:
        return
    expected = min(destiny.turn - 1, FATE_CARDS + APOCALYPSE_CARDS)
    # Début du tour 1: « On tire une carte dans la pioche du destin » at each start of turn.
    if len(drawn) != expected:
        yield Problem("destiny.drawn", say.mv_destiny_drawn_count(destiny.turn, len(drawn), expected), DESTINY_DRAW)
    # Mise en place 1: « au-dessus les cartes mélangées de Main du destin, suivies par celles des Main de l'apocalypse »
    for i, card in enumerate(drawn):
        if card.apocalypse != (i >= FATE_CARDS):
            yield Problem(f"destiny.drawn[{i}]", say.mv_destiny_out_of_order(i + 1, card), DESTINY_SETUP)
    for card in DestinyCard:
        if drawn.count(card) > card.copies:
            yield Problem("destiny.drawn", say.mv_destiny_too_many(card, drawn.count(card)),
                          APOCALYPSE_PILE if card.apocalypse else FATE_PILE)


def resolve(movement: MovementInput) -> MovementResult:
    """The move's ruling: legal or not (each refusal with its passage), and what follows from it.

    IllegalAction lists what :func:`check` finds."""
    problems = list(check(movement))
    if problems:
        raise IllegalAction.of(problems)
    return _Ruling(movement).run()


# --- The ruling ---------------------------------------------------------------------------------------------


def _links(adjacency: tuple[Link, ...]) -> frozenset[frozenset[Zone]]:
    return frozenset(frozenset((link.a, link.b)) for link in adjacency if link.a is not link.b)


def _named(units: tuple[BoardUnit, ...]) -> tuple[BoardUnit, ...]:
    return tuple(u if u.name.strip() else replace(u, name=say.mv_unit_name(i)) for i, u in enumerate(units))


class _Ruling:
    """One move, read in the rulebook's order."""

    def __init__(self, movement: MovementInput):
        self.input = movement
        self.units = _named(movement.units)
        self.move = movement.move
        self.index = self.move.unit
        self.unit = self.units[self.index]
        self.player = self.unit.player
        self.kind = self.move.kind
        self.path = self.move.path
        self.start = self.unit.zone
        self.arrival = self.path[-1] if self.path else self.start
        self.trace = Trace()
        self.refusals: list[Refusal] = []
        self.malus = 0
        self.force = 0
        self.interceptions: list[Interception] = []
        self.cancelled: set[Ability] = set()
        self.not_simple: list[str] = []
        """Why the move is « une action différente d'un déplacement simple » (each reason a rule)."""
        self.by_ability = False
        """Volant, Infiltrateur or Passage en force let it into an enemy zone: a simple move or not is open."""
        self.links = _links(movement.adjacency) if movement.adjacency else None
        """The table's adjacencies when given; None: the calculator's board."""
        self.target: BoardUnit | None = None
        self.rampart_melee = 0
        """The rampart's melee malus that applies to the mover's attack there."""
        self.rampart_armor = 0
        """The rampart's armor bonus its defenders keep against the mover."""
        self.target_index: int | None = None

    # --- Helpers ---

    def refuse(self, text: str, rule: str) -> None:
        self.refusals.append(Refusal(text, rule))
        self.trace.add(text, rule)

    def doubt(self, text: str, rule: str) -> None:
        """Refused on one reading of an open point only: flagged, and the answer depends on it."""
        self.refusals.append(Refusal(text, rule, open=True))
        self.trace.silent(text, rule)

    def enemies(self, zone: Zone, units: tuple[BoardUnit, ...] | None = None, player: int | None = None) \
            -> list[BoardUnit]:
        player = self.player if player is None else player
        return [u for u in (self.units if units is None else units) if u.zone is zone and u.player != player]

    def allies(self, zone: Zone) -> list[BoardUnit]:
        """The mover's allies in a zone, the mover left out."""
        return [u for i, u in enumerate(self.units) if u.zone is zone and u.player == self.player and i != self.index]

    def adjacent(self, a: Zone, b: Zone) -> bool:
        return frozenset((a, b)) in self.links if self.links is not None else adjacent(a, b)

    def diagonal(self, a: Zone, b: Zone) -> bool:
        return self.links is None and diagonal(a, b)

    def distance(self, a: Zone, b: Zone) -> int:
        """Steps from one zone to another (a large number when no path joins them)."""
        if self.links is None:
            return steps_apart(a, b)
        seen, frontier, steps = {a}, {a}, 0
        while frontier:
            if b in frontier:
                return steps
            frontier = {z for f in frontier for z in Zone if z not in seen and self.adjacent(f, z)}
            seen |= frontier
            steps += 1
        return len(Zone)

    def able(self, ability: Ability) -> bool:
        return self.unit.has(ability) and ability not in self.cancelled

    # --- The ruling, in order ---

    def run(self) -> MovementResult:
        self._board()
        self._engaged()
        self._length()
        self._steps()
        self._action()
        self._maluses()
        count = self._cap()
        self._rampart()
        answer = Answer.NO if any(not r.open for r in self.refusals) else \
            Answer.DEPENDS if self.refusals else Answer.YES
        attack = self._charge_attack() if answer is not Answer.NO else None
        after = self.units if answer is Answer.NO else tuple(
            replace(u, zone=self.arrival) if i == self.index else u for i, u in enumerate(self.units))
        revealed, views = self._fog(after, answer)
        reach = self._reach() if answer is not Answer.NO else ()
        if attack is not None and not attack.target.alive:
            # Combat 4: « elle est immédiatement détruite et envoyée au cimetière de son joueur »: the captures count
            # the living (« aucune unité vivante du joueur adverse »).
            after = tuple(u for i, u in enumerate(after) if i != self.target_index)
        self._reinforcements(after)
        captures = self._captures(after)
        destiny = self._destiny(self.input.destiny) if self.input.destiny is not None else None
        summary = say.mv_summary(answer, self.unit.name, self.kind, self.start, self.arrival, self.malus, self.force,
                                 len(revealed), len(captures))
        if destiny is not None:
            summary += " " + say.mv_destiny_summary(destiny.turn, destiny.pile)
        return MovementResult(
            answer, self.unit.name, self.kind, self.start, self.arrival, tuple(self.refusals), self.malus, self.force,
            tuple(self.interceptions), count, revealed, views, reach, captures, destiny, attack, self.trace.steps(),
            summary)

    def _board(self) -> None:
        # Plateau: the halves' three rows; the zones' places decide which are adjacent.
        if self.links is not None:
            self.trace.add(say.mv_board_given(self.unit.name, self.start, self.player, len(self.links)), BOARD,
                           start=self.start.value)
            return
        self.trace.add(say.mv_board(self.unit.name, self.start, self.player), BOARD, start=self.start.value)

    def _engaged(self) -> None:
        # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
        if self.unit.engaged:
            self.refuse(say.mv_engaged(self.unit.name, self.kind), ENGAGED_ONCE)
        else:
            self.trace.add(say.mv_engages(self.unit.name, self.kind), self._action_rule())

    def _action_rule(self) -> str:
        return {MoveKind.MOVE: MOVE_ACTION, MoveKind.CHARGE: CHARGE_ACTION, MoveKind.RETREAT: RETREAT_ACTION,
                MoveKind.EQUIP: EQUIP_ACTION, MoveKind.HEAL: HEAL_ACTION}[self.kind]

    @property
    def fast_march(self) -> bool:
        """The move needs Marche rapide: a third zone, or a Charge at distance 2."""
        return (self.kind is MoveKind.MOVE and len(self.path) > MOVE_STEPS) or \
            (self.kind is MoveKind.CHARGE and len(self.path) > CHARGE_STEPS)

    def _length(self) -> None:
        n, rule = len(self.path), self._action_rule()
        most = {MoveKind.MOVE: FAST_MARCH_STEPS, MoveKind.CHARGE: FAST_CHARGE_STEPS, MoveKind.RETREAT: RETREAT_STEPS,
                MoveKind.EQUIP: MOVE_AND_ACT_STEPS, MoveKind.HEAL: MOVE_AND_ACT_STEPS}[self.kind]
        if n > most:
            self.refuse(say.mv_too_far(self.kind, n, most), rule)
            return
        if self.fast_march:
            if not self.unit.has(Ability.FAST_MARCH):
                self.refuse(say.mv_needs_fast_march(self.unit.name, self.kind, n), FAST_MARCH_ABILITY)
                return
            self.trace.add(say.mv_fast_march(self.unit.name, self.kind, n), FAST_MARCH_ABILITY, zones=n)
            self.not_simple.append(say.MV_REASON_FAST_MARCH)
        elif n:
            self.trace.add(say.mv_within_reach(self.kind, n), rule, zones=n)

    def _steps(self) -> None:
        here = self.start
        for position, zone in enumerate(self.path):
            last = position == len(self.path) - 1
            self._step(here, zone, last)
            here = zone
        crossings = [z for a, z in zip((self.start, *self.path), self.path, strict=False)
                     if a.is_field and z.is_field and a.side != z.side]
        if crossings and self.links is None:
            # Zone: « Le champ de bataille dans une partie en 1 contre 1 se compose d'un total de 8 zones », against
            # the Plateau's two Champs de bataille in each half (12 zones where units stand).
            self.trace.silent(say.mv_eight_zones(len(self.path)), ZONE_DEFINED)

    def _step(self, here: Zone, there: Zone, last: bool) -> None:
        if there is here or not self.adjacent(here, there):
            if self.diagonal(here, there):
                self.doubt(say.mv_diagonal(here, there), BOARD)
            else:
                self.refuse(say.mv_not_adjacent(here, there), BOARD)
                return
        if not last and len(self.allies(there)) >= MAX_UNITS_PER_ZONE:
            # « contenir »: whether a unit passing through is contained is not said.
            self.trace.silent(say.mv_through_full(there), ZONE_CAP)
        if self.kind is not MoveKind.RETREAT:
            self._enemy_zone(here, there)
        self._interceptors(there)
        self._primo(there)

    def _enemy_zone(self, here: Zone, there: Zone) -> None:
        """« Une unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone ennemie,
        sauf si elle possède une capacité spéciale comme Infiltrateur, Volant ou Passage en force. »"""
        if not self.enemies(here):
            return
        name = self.unit.name
        if not self.enemies(there):
            # « une autre zone ennemie »: a zone occupied by enemies, as the one left; a zone the enemy controls and
            # no enemy occupies is one too on the other reading.
            if self._controller(there) not in (None, self.player):
                if self.able(Ability.INFILTRATOR) or self.able(Ability.FLYING) or self.unit.force:
                    self.trace.silent(say.mv_enemy_controlled_ability(name, there), MOVE_ACTION)
                else:
                    self.doubt(say.mv_enemy_controlled(name, here, there), MOVE_ACTION)
            return
        for ability, rule in ((Ability.INFILTRATOR, INFILTRATOR_ABILITY), (Ability.FLYING, FLYING_ABILITY)):
            if not self.able(ability):
                continue
            # An Intercepteur in the zone entered does not bar this step: « si une unité volante ou infiltratrice
            # entre dans une zone contenant un intercepteur, sa capacité est annulée » — the unit enters (entering is
            # what cancels), and _interceptors then cancels the ability for the rest of the move.
            self.by_ability = True
            self.trace.add(say.mv_ability_passes(name, ability.value, here, there), rule)
            return
        if self.unit.force:
            # Passage en force X: « Elle subit alors X points de dégâts. »
            self.force += self.unit.force
            self.by_ability = True
            self.trace.add(say.mv_force(name, here, there, self.unit.force), FORCE_ABILITY, damage=self.unit.force)
            return
        lost = [a.value for a in (Ability.INFILTRATOR, Ability.FLYING) if a in self.cancelled]
        if lost:
            # The ability that would have let it through was cancelled by an Intercepteur earlier in the move.
            self.refuse(say.mv_ability_cancelled(name, lost, here, there), INTERCEPTOR_ABILITY)
            return
        self.refuse(say.mv_enemy_to_enemy(name, here, there), MOVE_ACTION)

    def _interceptors(self, there: Zone) -> None:
        """Intercepteur: « si une unité volante ou infiltratrice entre dans une zone contenant un intercepteur, sa
        capacité est annulée. »"""
        held = [a for a in (Ability.FLYING, Ability.INFILTRATOR) if self.able(a)]
        if not held:
            return
        enemy = [u.name for u in self.enemies(there) if u.has(Ability.INTERCEPTOR)]
        allied = [u.name for u in self.allies(there) if u.has(Ability.INTERCEPTOR)]
        if enemy:
            for ability in held:
                self.cancelled.add(ability)
                self.interceptions.append(Interception(there, tuple(enemy), ability.value))
            self.trace.add(say.mv_intercepted(self.unit.name, [a.value for a in held], there, enemy),
                           INTERCEPTOR_ABILITY, interceptors=enemy)
        elif allied:
            self.trace.silent(say.mv_allied_interceptor(self.unit.name, [a.value for a in held], there, allied),
                              INTERCEPTOR_ABILITY)

    def _primo(self, there: Zone) -> None:
        # Mise en place 7: primo trésors « sont retournés dès qu'une unité arrive sur la case. Attention, retourné
        # n'est pas capturé ! »
        if any(t.primo and not t.face_up and t.zone is there for t in self.input.treasures):
            self.trace.add(say.mv_primo_turned(self.unit.name, there), PRIMO_TREASURE)

    def _action(self) -> None:
        if self.kind is MoveKind.CHARGE:
            self._charge()
        elif self.kind is MoveKind.RETREAT:
            self._retreat()
        elif self.kind is MoveKind.HEAL:
            # « Sélectionner une unité ayant la capacité soin ou purification »
            if not (self.unit.has(Ability.HEAL) or self.unit.has(Ability.PURIFY)):
                self.refuse(say.mv_no_heal(self.unit.name), HEAL_ACTION)
            self.not_simple.append(say.MV_REASON_HEAL)
        elif self.kind is MoveKind.EQUIP:
            self.not_simple.append(say.MV_REASON_EQUIP)

    def _charge(self) -> None:
        name = self.unit.name
        self.not_simple.append(say.MV_REASON_CHARGE)
        # Charge: « Une unité ne peut charger qu'à partir d'une zone sans ennemis. »
        if self.enemies(self.start):
            self.refuse(say.mv_charge_from_enemies(name, self.start), CHARGE_ACTION)
        else:
            self.trace.add(say.mv_charge_from_clear(name, self.start), CHARGE_ACTION)
        # Combat 1: the target « dans une zone adjacente (attaque à distance ou charge) », reached by the charge.
        foes = self.enemies(self.arrival)
        if self.move.target is not None:
            target = self.units[self.move.target]
            if target.player == self.player:
                self.refuse(say.mv_charge_ally(name, target.name), ATTACK_DECLARED)
                return
            if target.zone is not self.arrival:
                self.refuse(say.mv_target_elsewhere(target.name, target.zone, self.arrival), ATTACK_DECLARED)
                return
            self.target, self.target_index = target, self.move.target
        elif foes:
            self.target = foes[0]
            self.target_index = next(i for i, u in enumerate(self.units) if u is foes[0])
        else:
            self.refuse(say.mv_charge_nobody(name, self.arrival), ATTACK_DECLARED)
            return
        self.trace.add(say.mv_charge_attack(name, self.target.name, self.arrival), ATTACK_DECLARED,
                       target=self.target.name)
        if len(self.path) > CHARGE_STEPS:
            # Combat 1 puts a charge's target « dans une zone adjacente »; Charge itself allows « une distance de 2 »
            # with Marche rapide: the action's own rule governs.
            self.trace.add(say.mv_charge_two_zones(name), CHARGE_ACTION)

    def _charge_attack(self) -> AttackResult | None:
        """The Charge's melee attack, through the attack calculator, when both units' combat values are given."""
        target = self.target
        if self.kind is not MoveKind.CHARGE or target is None or self.unit.combat is None or target.combat is None:
            return None
        attacker = replace(self.unit.combat, name=self.unit.name,
                           melee=max(self.unit.combat.melee - self.rampart_melee, 0))
        defender = replace(target.combat, name=target.name)
        if self.rampart_armor:
            defender = replace(defender, armor=defender.armor + self.rampart_armor,
                               current_armor=None if defender.current_armor is None
                               else defender.current_armor + self.rampart_armor)
        attack = AttackInput.charging(attacker, defender, fast_march=self.fast_march)
        problems = list(check_attack(attack))
        if problems:
            self.trace.add(say.mv_charge_not_computed([p.message for p in problems]), problems[0].rule or CHARGE_ACTION)
            return None
        result = resolve_attack(attack)
        for step in result.steps:
            self.trace.add(step.text, step.rule, step.flag, **step.values)
        return result

    def _retreat(self) -> None:
        name, command = self.unit.name, Zone.command_of(self.player)
        self.not_simple.append(say.MV_REASON_RETREAT)
        if self.unit.has(Ability.BROTHER_IN_ARMS):
            self.trace.silent(say.mv_brother_retreat(name), BROTHER_ABILITY)
        if self.unit.has(Ability.INFILTRATOR):
            # « Pas de repli nécessaire pour une unité avec la capacité infiltrateur. »
            self.trace.add(say.mv_infiltrator_needs_no_retreat(name), RETREAT_ACTION)
        # « d'une zone occupée par une unité ennemi »
        if not self.enemies(self.start):
            self.refuse(say.mv_retreat_without_enemy(name, self.start), RETREAT_ACTION)
        if not self.path:
            return
        # « en direction de sa zone de commandement »: each zone nearer to it.
        if self.distance(self.arrival, command) >= self.distance(self.start, command):
            self.refuse(say.mv_retreat_away(name, self.arrival, command), RETREAT_ACTION)
            return
        # « vers une zone occupée par une unité ennemie »: the letter; a zone no enemy occupies is a Déplacement's.
        if self.enemies(self.arrival):
            # The letter, and Déplacement's « Voir action Repli dans le cas où l'arrière serait bloqué »; read as a
            # retreat away from the enemy (« non occupée »), it is refused: both computed.
            self.doubt(say.mv_retreat_into_enemies(name, self.arrival), RETREAT_ACTION)
        else:
            self.doubt(say.mv_retreat_to_clear(name, self.arrival), RETREAT_ACTION)

    def _maluses(self) -> None:
        name = self.unit.name
        if self.kind is MoveKind.CHARGE:
            # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
            self.malus += CHARGE_ARMOR_MALUS
            self.trace.add(say.mv_malus(name, say.MV_MALUS_CHARGE, CHARGE_ARMOR_MALUS, self.malus), CHARGE_ACTION,
                           malus=CHARGE_ARMOR_MALUS)
        if self.kind is MoveKind.RETREAT:
            # Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
            self.malus += RETREAT_ARMOR_MALUS
            self.trace.add(say.mv_malus(name, say.MV_MALUS_RETREAT, RETREAT_ARMOR_MALUS, self.malus), RETREAT_ACTION,
                           malus=RETREAT_ARMOR_MALUS)
        if self.fast_march and self.unit.has(Ability.FAST_MARCH):
            # Marche rapide: « au prix d'une réduction temporaire de 1 point d'armure. Si une unité fait une marche
            # rapide pour charger, elle se retrouve donc avec -2 armure. »
            self.malus += FAST_MARCH_ARMOR_MALUS
            self.trace.add(say.mv_malus(name, say.MV_MALUS_FAST_MARCH, FAST_MARCH_ARMOR_MALUS, self.malus),
                           FAST_MARCH_ABILITY,
                           malus=self.malus)

    def _cap(self) -> ZoneCount:
        # Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
        count = len(self.allies(self.arrival)) + 1
        if count > MAX_UNITS_PER_ZONE:
            self.refuse(say.mv_over_cap(self.arrival, self.player, count), ZONE_CAP)
        else:
            self.trace.add(say.mv_cap(self.arrival, self.player, count), ZONE_CAP, count=count,
                           cap=MAX_UNITS_PER_ZONE)
        return ZoneCount(self.arrival, count, MAX_UNITS_PER_ZONE)

    def _rampart(self) -> None:
        zone, name = self.arrival, self.unit.name
        if not zone.is_rampart or zone.side == self.player:
            return
        # Rempart: « Peut infliger des malus d'attaque à l'adversaire ou des bonus aux défenseurs. Grimpeur et Volant
        # permettent d'ignorer tout ou partie de ces effets. » Volant: « Les effets de rempart sont ignorés sauf si
        # des unités volantes ennemies sont présentes. »
        self.trace.add(say.mv_rampart(name, zone), RAMPART)
        if self.able(Ability.FLYING):
            here = [u.name for u in self.enemies(zone) if u.has(Ability.FLYING)]
            elsewhere = [u.name for u in self.units if u.player != self.player and u.has(Ability.FLYING)
                         and u.zone is not zone]
            if here:
                self.trace.add(say.mv_rampart_flyers_here(name, here), FLYING_ABILITY)
            else:
                self.trace.add(say.mv_rampart_flying(name), FLYING_ABILITY)
                if elsewhere:
                    self.trace.silent(say.mv_rampart_flyers_elsewhere(name, elsewhere), FLYING_ABILITY)
        flying = self.able(Ability.FLYING) and not any(u.has(Ability.FLYING) for u in self.enemies(zone))
        if self.unit.has(Ability.CLIMBER):
            # Grimpeur: « ignore les malus d'attaque au corps à corps imposés par les remparts. »
            self.trace.add(say.mv_rampart_climber(name), CLIMBER_ABILITY)
        card = next((c for c in self.input.ramparts if c.zone is zone), None)
        if card is not None and not flying:
            self.rampart_melee = 0 if self.unit.has(Ability.CLIMBER) else card.attack_malus
            self.rampart_armor = card.defender_armor
            self.trace.add(say.mv_rampart_card(name, card.attack_malus, card.defender_armor, self.rampart_melee),
                           RAMPART, melee_malus=self.rampart_melee, defender_armor=self.rampart_armor)

    # --- The fog of war ---

    def _fog(self, after: tuple[BoardUnit, ...], answer: Answer) -> tuple[tuple[str, ...], tuple[View, ...]]:
        """Brouillard de guerre: which cards the move turns face up, and what each player sees."""
        moved = answer is not Answer.NO
        certain: set[int] = set()
        if_adjacent: set[int] = set()
        name = self.unit.name
        if moved and not self.unit.revealed:
            if self.not_simple:
                # « Dès lors qu'elles réalisent une action différente d'un déplacement simple. »
                certain.add(self.index)
                self.trace.add(say.mv_revealed_by_action(name, self.not_simple), FOG_ACTION)
            elif self.by_ability:
                certain.add(self.index)
                self.trace.silent(say.mv_ability_simple_open(name), FOG_ACTION)
        if moved and self.target is not None and self.target_index is not None and not self.target.revealed:
            # « Si elles sont la cible d'une attaque, d'un sort, ou d'une capacité »
            certain.add(self.target_index)
            self.trace.add(say.mv_revealed_as_target(self.target.name), FOG_TARGET)
        for i, unit in enumerate(after):
            if unit.revealed or i in certain:
                continue
            # « Lorsqu'une unité ennemi est présente à moins d'une zone d'elles, excepté lorsqu'elles sont placées sur
            # un rempart. »
            if unit.zone.is_rampart:
                continue
            foes = [u for u in after if u.player != unit.player]
            if any(u.zone is unit.zone for u in foes):
                certain.add(i)
            elif any(self.adjacent(u.zone, unit.zone) for u in foes):
                if_adjacent.add(i)
        near = sorted(certain - {self.index, self.target_index})
        if near:
            self.trace.add(say.mv_revealed_near([after[i].name for i in near]), FOG_NEAR)
        if if_adjacent:
            self.trace.silent(say.mv_fog_within_one([after[i].name for i in sorted(if_adjacent)]), FOG_NEAR)
        hidden_on_ramparts = [u.name for i, u in enumerate(after) if not u.revealed and i not in certain
                              and u.zone.is_rampart
                              and any(f.player != u.player and (f.zone is u.zone or self.adjacent(f.zone, u.zone))
                                      for f in after)]
        if hidden_on_ramparts:
            self.trace.add(say.mv_fog_rampart(hidden_on_ramparts), FOG_NEAR)
            inside = [u.name for i, u in enumerate(after) if u.name in hidden_on_ramparts
                      and any(f.player != u.player and f.zone is u.zone for f in after)]
            if inside:
                # « excepté lorsqu'elles sont placées sur un rempart »: an enemy on the same rampart is not set apart.
                self.trace.silent(say.mv_fog_same_rampart(inside), FOG_NEAR)
            # Vue perçante: « Permet de voir les unités sur les remparts »: whether seeing turns the card is not said.
            seen = [u.name for i, u in enumerate(after) if u.name in hidden_on_ramparts and any(
                f.player != u.player and f.has(Ability.KEEN_SIGHT) and (f.zone is u.zone or self.adjacent(f.zone, u.zone))
                for f in after)]
            if seen:
                self.trace.silent(say.mv_fog_keen_sight(seen), KEEN_SIGHT_ABILITY)
        views = []
        for player in (1, 2):
            theirs = [(i, u) for i, u in enumerate(after) if u.player != player]
            up = tuple(u.name for i, u in theirs if u.revealed or i in certain)
            maybe = tuple(u.name for i, u in theirs if i in if_adjacent)
            down = tuple(u.name for i, u in theirs if not (u.revealed or i in certain or i in if_adjacent))
            views.append(View(player, up, down, maybe))
        if certain or if_adjacent:
            self.trace.add(say.MV_FOG_STAYS, FOG_STAYS)
        return tuple(after[i].name for i in sorted(certain)), tuple(views)

    # --- The ranged attack's reach ---

    def _reach(self) -> tuple[Reach, ...]:
        unit, here = self.unit, self.arrival
        if unit.ranged <= 0:
            return ()
        zones = [z for z in Zone if self.adjacent(z, here)]
        # Attaque à distance: « viser une cible dans une zone adjacente »; Tir de proximité: « dans sa propre zone ».
        if unit.has(Ability.CLOSE_SHOT):
            zones.insert(0, here)
        keen = unit.has(Ability.KEEN_SIGHT)
        reach, blocked = [], []
        for zone in zones:
            crosses = (zone.is_rampart or here.is_rampart) and zone is not here
            sight = True if keen or not crosses else None
            foes = tuple(u.name for u in self.enemies(zone))
            reach.append(Reach(zone, foes, sight))
            if sight is None and foes:
                blocked.append(zone)
        self.trace.add(say.mv_reach(unit.name, here, [r.zone for r in reach],
                                    [n for r in reach for n in r.enemies], unit.has(Ability.CLOSE_SHOT)),
                       CLOSE_SHOT_ABILITY if unit.has(Ability.CLOSE_SHOT) else RANGED_ACTION)
        if blocked:
            # Rempart: « Ils bloquent aussi la ligne de vue, excepté pour les unités avec la capacité regard perçant. »
            self.trace.silent(say.mv_reach_rampart(unit.name, blocked), RAMPART)
        elif keen and any(r.zone.is_rampart or here.is_rampart for r in reach):
            self.trace.add(say.mv_reach_keen(unit.name), KEEN_SIGHT_ABILITY)
        return tuple(reach)

    # --- Reinforcements ---

    def _reinforcements(self, after: tuple[BoardUnit, ...]) -> None:
        """Règles générales: « Si la zone de commandement est remplie, les unités arrivent dans la zone tiers. Si ces
        deux zones sont occupées, les unités restent bloquées dans la file de renfort. »"""
        for player in (1, 2):
            command, third = Zone.command_of(player), Zone(f"tiers-{player}")
            mine = [u for u in after if u.player == player]
            if sum(u.zone is command for u in mine) < MAX_UNITS_PER_ZONE:
                continue
            in_third = sum(u.zone is third for u in mine)
            if in_third >= MAX_UNITS_PER_ZONE:
                self.trace.add(say.mv_reinforcements_blocked(player), ZONE_CAP)
            elif in_third:
                # « occupées »: full, as the zone de commandement « remplie », or holding any unit.
                self.trace.silent(say.mv_reinforcements_third_occupied(player, in_third), ZONE_CAP)
            else:
                self.trace.add(say.mv_reinforcements_third(player), ZONE_CAP)

    # --- Were the turn to end on this board ---

    def _controller(self, zone: Zone) -> int | None:
        for control in self.input.control:
            if control.zone is zone:
                return control.player
        return None if zone.is_field else zone.side

    def _captures(self, after: tuple[BoardUnit, ...]) -> tuple[Capture, ...]:
        captures: list[Capture] = []
        holders: dict[Zone, int] = {}
        for zone in Zone:
            players = {u.player for u in after if u.zone is zone}
            if len(players) == 1:
                holders[zone] = players.pop()
        # Etape de fin du tour: « 1. Capture de trésors » — one treasure a zone at each end of turn.
        lying: dict[Zone, int] = {}
        for treasure in self.input.treasures:
            lying[treasure.zone] = lying.get(treasure.zone, 0) + 1
        for zone, n in lying.items():
            if zone in holders:
                text = say.mv_treasure_captured(zone, holders[zone], n)
                captures.append(Capture(zone, holders[zone], "tresor", text))
                self.trace.add(text, TREASURE_CAPTURED, treasures=n)
                if n > 1:
                    self.trace.add(say.mv_treasures_one_a_turn(zone, n - 1), TREASURES_ONE_A_TURN)
        # « 2. Capture de zones »
        for zone, player in holders.items():
            if self._controller(zone) == player:
                continue
            text = say.mv_zone_captured(zone, player)
            captures.append(Capture(zone, player, "zone", text))
            self.trace.add(text, ZONE_CAPTURED)
            if zone.is_field:
                self.trace.add(say.mv_field_yields_nothing(zone), BATTLEFIELD_YIELDS_NOTHING)
            elif zone.is_third:
                # « Chaque joueur en possède trois » (Types de cartes) against « ses 4 cartes de zone (commandement,
                # mur *2, salle complémentaire) » (Mise en place): whether the zone tiers carries a card is open.
                self.trace.silent(say.mv_third_zone_card(zone, player), ZONE_CARDS_FOUR)
            else:
                self.trace.add(say.mv_zone_card_turned(zone, player), ZONE_TURNED)
            if zone.is_command:
                self.trace.add(say.mv_command_captured(zone), COMMAND_CAPTURED)
        if captures:
            self.trace.add(say.MV_CAPTURE_ORDER, END_ZONES if any(c.what == "zone" for c in captures)
                           else END_TREASURES)
        else:
            self.trace.add(say.MV_NO_CAPTURE, END_ZONES)
        return tuple(captures)

    # --- The Pioche du destin ---

    def _destiny(self, destiny: Destiny) -> DestinyDraw:
        turn, drawn = destiny.turn, destiny.drawn
        # Mise en place 1: the 10 Mains du destin on top, then the 6 Mains de l'apocalypse.
        self.trace.add(say.MV_DESTINY_PILE, DESTINY_SETUP, fate=FATE_CARDS, apocalypse=APOCALYPSE_CARDS)
        if turn > FATE_CARDS + APOCALYPSE_CARDS:
            # Nothing says what a turn draws once the 16 cards are out.
            self.trace.silent(say.mv_destiny_exhausted(turn), DESTINY_DRAW)
            return DestinyDraw(turn, Pile.EXHAUSTED, 0, ())
        apocalypse = turn > LAST_FATE_TURN
        pile = Pile.APOCALYPSE if apocalypse else Pile.FATE
        # « pour dévoiler une carte Main du destin, Main de l'apocalypse après le tour 10 »
        left = (FATE_CARDS + APOCALYPSE_CARDS if apocalypse else FATE_CARDS) - (turn - 1)
        self.trace.add(say.mv_destiny_turn(turn, apocalypse, left), DESTINY_DRAW, left=left)
        remaining: tuple[Remaining, ...] = ()
        if drawn:
            remaining = tuple(Remaining(card, card.copies - drawn.count(card)) for card in DestinyCard
                              if card.apocalypse == apocalypse and card.copies > drawn.count(card))
            self.trace.add(say.mv_destiny_remaining([(r.card, r.copies) for r in remaining], left),
                           APOCALYPSE_PILE if apocalypse else FATE_PILE)
        return DestinyDraw(turn, pile, left, remaining)
