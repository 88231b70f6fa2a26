"""Stellar Nexus in English: every sentence the steps, refusals and summaries say, the deck check's too.

The game's own terms are given in French where a judge needs them to find the rule (« Affinité »,
« entretien »); the rulebook's lines are quoted in French, with the straight apostrophe."""
from __future__ import annotations

from collections.abc import Sequence, Set

from referee.engine.english import capitalized, count, listing, possessive

from ..model import (
    Alternative,
    Attack,
    Category,
    CombatInput,
    Confrontation,
    Event,
    Format,
    Moment,
    MulliganRow,
    OpenPoint,
    Outcome,
    Phase,
    Play,
    Power,
    Side,
    StackInput,
    Trigger,
    Whose,
)
from ..rules import CARDS_LESS_PER_EXTRA_MULLIGAN, FREE_MULLIGANS, OPENING_HAND

PHASE = {Phase.START: "start of the turn", Phase.UNTAP: "disengagement phase", Phase.DRAW: "draw phase",
         Phase.MAIN_1: "main phase 1", Phase.COMBAT: "attack/defense phase", Phase.MAIN_2: "main phase 2",
         Phase.END_PHASE: "end phase", Phase.END: "end of the turn"}
PLAY = {Play.EPHEMERAL: "Ephemeral", Play.ABILITY: "Ability", Play.CREATURE: "Creature",
        Play.EQUIPMENT: "Equipment"}
POWER = {Power.AFFINITY: "Affinité", Power.DISSONANCE: "Dissonance"}
WHOSE = {Whose.OWN: "its player's turn", Whose.OPPONENT: "the opponent's turn"}
READING = {
    OpenPoint.LEFTOVER: "whole attack against each blocker",
    OpenPoint.STRIKE_BACK: "only the first blocker strikes back",
    OpenPoint.LEFTOVER_TO_HERO: "the rest of the damage goes to the hero",
    OpenPoint.DEATH: "death at the end of the phase",
    OpenPoint.CANCELLED_BLOCK: "the attacker stays blocked",
    OpenPoint.COUNTERED_ENGAGED: "the countered attack does not engage",
    OpenPoint.SHARED_PV: "damage counted for each player",
}
"""The other reading of each open point, as the summary names it."""


# === Combat ===================================================================================

def attacker(combat: CombatInput, i: int) -> str:
    return combat.attackers[i].name.strip() or f"Attacker {i + 1}"


def blocker(combat: CombatInput, j: int) -> str:
    return combat.blockers[j].name.strip() or f"Blocker {j + 1}"


def _damage(n: int) -> str:
    return f"{n} damage" if n else "no damage"


def _deals(n: int) -> str:
    """« deals 2 damage », « deals no damage »."""
    return f"deals {_damage(n)}"


# --- Refusals ---------------------------------------------------------------------------------

def must_target_hero(name: str) -> str:
    return (f"« Lorsqu'on décide d'attaquer, on cible obligatoirement un héros adversaire »: {name} cannot "
            "attack a creature.")


def summoning_sick(name: str) -> str:
    return (f"« Une créature ne peut pas attaquer le tour où elle est posée »: {name} cannot attack (it could "
            "block).")


def engaged_cannot(side: Side, name: str) -> str:
    verb = "attack" if side is Side.ATTACKER else "block"
    return f"« Une créature engagée ne peut ni attaquer, ni défendre »: {name} is engaged and cannot {verb}."


def no_such_attacker(index: int, attackers: int) -> str:
    if attackers == 1:
        return (f"There is no attacker number {index + 1}: there is only one attacker (0 in the API, 1 on the "
                "page).")
    return (f"There is no attacker number {index + 1}: the attackers go from 0 to {attackers - 1} (from 1 to "
            f"{attackers} on the page).")


def blocks_several(name: str, indices: Sequence[int], countered: bool) -> str:
    numbers = listing(str(i + 1) for i in indices)
    text = (f"« Une créature ne peut pas bloquer plusieurs attaquants »: {name} blocks attackers {numbers}; keep "
            "only one.")
    if countered:
        text += (" Its countered block cannot be declared anew either: « la créature ne peut pas faire de nouvelle "
                 "action ou avoir de nouvelle cible ».")
    return text


def blocked_twice(name: str, index: int) -> str:
    return f"Attacker {index + 1} is given twice for {name}: give it once."


# --- Steps ------------------------------------------------------------------------------------

TEAMS = ("Two against two: « On attaque forcément les deux joueurs, ils peuvent défendre à deux », and the allied "
         "players' life points are shared.")


def declares_attack(combat: CombatInput, i: int) -> str:
    a = combat.attackers[i]
    target = "the opposing heroes" if combat.format is Format.TEAMS else "the opposing hero"
    return f"{capitalized(attacker(combat, i))} (attack {a.attack}, endurance {a.endurance}) attacks {target}."


def attack_countered(combat: CombatInput, i: int) -> str:
    return (f"{capitalized(possessive(attacker(combat, i)))} attack is countered: its action is cancelled, and the "
            "creature cannot take a new action or have a new target.")


def blocks_on_arrival(combat: CombatInput, j: int) -> str:
    return (f"{capitalized(blocker(combat, j))} comes into play this turn, and may block: « Elles peuvent défendre "
            "directement quand elles arrivent en jeu. »")


def block_countered(combat: CombatInput, j: int) -> str:
    return (f"{capitalized(possessive(blocker(combat, j)))} block is countered: its action is cancelled, and the "
            "creature cannot take a new action or have a new target.")


def unblocked(combat: CombatInput, a: Attack) -> str:
    name = attacker(combat, a.attacker)
    declared = any(a.attacker in b.blocks for b in combat.blockers)
    if declared:
        return (f"Every block declared against {name} is countered, and no creature blocks its attack any more: "
                f"{name} {_deals(a.hero_damage)} to the hero.")
    return f"No creature blocks {name}, which {_deals(a.hero_damage)} to the hero."


def blocked_by(combat: CombatInput, a: Attack) -> str:
    names = [blocker(combat, j) for j in a.blockers]
    if len(names) == 1:
        return f"The defender blocks {attacker(combat, a.attacker)} with {names[0]}."
    return (f"The defender blocks {attacker(combat, a.attacker)} with, in the order of its choosing, "
            f"{', then '.join(names)}.")


def confrontation(combat: CombatInput, i: int, c: Confrontation, n: int, damage: int, endurance: int) -> str:
    a_name, b_name = attacker(combat, i), blocker(combat, c.blocker)
    b = combat.blockers[c.blocker]
    if n == 0:
        head = (f"{capitalized(a_name)} (attack {combat.attackers[i].attack}, endurance {endurance}) against "
                f"{b_name} (attack {b.attack}, endurance {b.endurance}), simultaneously")
    else:
        head = (f"{capitalized(a_name)} (endurance {endurance}) carries on with {_damage(damage)} against "
                f"{b_name} (attack {b.attack}, endurance {b.endurance}), simultaneously")
    spent = (f"{c.attacker_damage} of its {damage} damage" if c.attacker_damage < damage
             else _damage(c.attacker_damage))
    dealt = (f"{a_name} deals no damage to {b_name} (endurance {b.endurance})" if not c.attacker_damage
             else f"{a_name} deals {spent} to {b_name} (endurance {b.endurance} → {c.blocker_endurance})")
    if c.blocker_damage:
        struck = (f"{b_name} deals {c.blocker_damage} damage to {a_name} "
                  f"(endurance {endurance} → {c.attacker_endurance})")
    else:
        struck = f"{b_name} deals no damage to {a_name}"
    return f"{head}: {dealt}, and {struck}."


def after_confrontation(combat: CombatInput, a: Attack, n: int) -> str:
    c = a.confrontations[n]
    a_name, b_name = attacker(combat, a.attacker), blocker(combat, c.blocker)
    more = n + 1 < len(a.blockers)
    parts = [f"{b_name} falls to 0 endurance and dies" if c.blocker_dies
             else f"{b_name} survives with {c.blocker_endurance} endurance"]
    if c.attacker_dies:
        parts.append(f"{a_name} falls to 0 endurance and dies")
    if c.damage_left and more:
        parts.append(f"{a_name} wins the confrontation with {c.damage_left} damage left to deal: {a_name} carries "
                     f"on against {blocker(combat, a.blockers[n + 1])}, the defender's next creature")
    elif c.damage_left:
        parts.append(f"{a_name} has {c.damage_left} damage left, but its attack was blocked: it does not go to the "
                     "hero")
    elif not c.blocker_dies:
        parts.append(f"{possessive(a_name)} damage is spent" + (": the next blockers are not confronted"
                                                                 if more else ""))
    elif c.attacker_dies and more:
        parts.append("the next blockers are not confronted")
    elif more:
        parts.append(f"all of {possessive(a_name)} damage is dealt: the next blockers are not confronted")
    return capitalized("; ".join(parts)) + "."


def hero_pv(combat: CombatInput, o: Outcome) -> str:
    if combat.format is Format.TEAMS:
        if not o.hero_damage:
            return f"The allied players' shared life points take no damage: they stay at {o.hero_pv}."
        return (f"The allied players' life points are shared: they take {o.hero_damage} damage and go from "
                f"{combat.hero_pv} to {o.hero_pv}.")
    if not o.hero_damage:
        return f"The hero takes no damage: it keeps {count(combat.hero_pv, 'life point')}."
    return f"The hero takes {o.hero_damage} damage: its life points go from {combat.hero_pv} to {o.hero_pv}."


def defender_loses(combat: CombatInput) -> str:
    if combat.format is Format.TEAMS:
        return "The shared life points are at 0: both allied players lose the game."
    return "The hero's life points are at 0: its player loses the game."


def engaged(combat: CombatInput, indices: Sequence[int]) -> str:
    names = [attacker(combat, i) for i in indices]
    return (f"{capitalized(listing(names))} {'are' if len(names) > 1 else 'is'} engaged (« engagée »), having "
            "declared an attack.")


UNTAPS_NEXT_TURN = ("An engaged card cannot be used until the next disengagement phase: it can neither attack nor defend "
                    "until then.")


def _deaths(combat: CombatInput, o: Outcome) -> str:
    names = [attacker(combat, i) for i in o.dead_attackers] + [blocker(combat, j) for j in o.dead_blockers]
    if not names:
        return "no creature dies"
    return f"{listing(names)} {'die' if len(names) > 1 else 'dies'}"


def outcome_text(combat: CombatInput, o: Outcome, main: Outcome | None = None) -> str:
    """The outcome as a player sees it; against ``main``, also the endurance and engagement that differ."""
    hero = "the shared life points end" if combat.format is Format.TEAMS else "the hero ends"
    parts = [f"{hero} at {o.hero_pv} PV" + (" (game lost)" if o.defender_defeated else ""), _deaths(combat, o)]
    if main is not None:
        kept = [f"{attacker(combat, i)} survives (endurance {e})" for i, e in enumerate(o.attacker_endurance)
                if e and e != main.attacker_endurance[i]]
        kept += [f"{blocker(combat, j)} survives (endurance {e})" for j, e in enumerate(o.blocker_endurance)
                 if e and e != main.blocker_endurance[j]]
        parts += kept
        spared = [attacker(combat, i) for i in main.engaged if i not in o.engaged]
        if spared:
            parts.append(f"{listing(spared)} {'are' if len(spared) > 1 else 'is'} not engaged")
    return "; ".join(parts)


def open_point(combat: CombatInput, point: OpenPoint, main: Outcome, other: Outcome) -> str:
    then = outcome_text(combat, other, main)
    if point is OpenPoint.LEFTOVER:
        return ("The rulebook does not say how the damage left after a confrontation won counts (« jusqu'à ce que "
                "tous les dégâts aient été distribués »): above, the attacker carries on with its attack minus the "
                "beaten blocker's endurance; if it carries on with its whole attack against each blocker, "
                f"{then}.")
    if point is OpenPoint.STRIKE_BACK:
        return ("The rulebook does not say whether the next blockers strike back: above, each confrontation goes "
                "both ways; if only the first blocker strikes back and the next ones only take the rest of the "
                f"damage, {then}.")
    if point is OpenPoint.LEFTOVER_TO_HERO:
        return ("The rulebook does not say where the damage left after the last blocker goes: above, it is lost "
                "(« Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros »: the attack "
                f"was blocked); if it goes to the hero, {then}.")
    if point is OpenPoint.DEATH:
        return ("The rulebook gives two moments for a creature's death: « Si l'endurance d'une créature tombe à 0, "
                "la créature meurt » (applied above) and « A chaque fin de phase, si une créature a une endurance "
                "égale ou inférieure à 0, elle meurt ». If it dies only at the end of the phase, an attacker "
                f"fallen to 0 that beat its blocker carries on with the confrontation, and {then}.")
    if point is OpenPoint.CANCELLED_BLOCK:
        return ("The rulebook does not say whether an attacker whose every block is countered stays blocked: "
                "above, no creature blocks it any more and it deals its damage to the hero; if it stays blocked "
                f"without dealing damage, {then}.")
    if point is OpenPoint.COUNTERED_ENGAGED:
        return ("The rulebook does not say whether a creature whose attack is countered is engaged: above, it is "
                "(« Engagez la ou les créatures qui avaient déclarées une attaque »); if the cancelling of its "
                f"action leaves it disengaged, {then}.")
    return ("The rulebook says that allies' life points are shared and that « On attaque forcément les deux "
            "joueurs », without saying whether an attack nobody blocks hits these life points once, or once for "
            f"each player attacked: above, once; once for each player, {then}.")


def combat_summary(combat: CombatInput, main: Outcome, alternatives: Sequence[Alternative]) -> str:
    """« Hero: 20 → 14 PV; Golem dies. » then the other readings that change it."""
    hero = "Allied heroes (shared PV)" if combat.format is Format.TEAMS else "Hero"
    lost = ", game lost" if main.defender_defeated else ""
    text = f"{hero}: {combat.hero_pv} → {main.hero_pv} PV{lost}; {_deaths(combat, main)}."
    for alt in alternatives:
        text += f" Other reading ({READING[alt.point]}): {outcome_text(combat, alt.outcome, main)}."
    return text


# === The stack ================================================================================

def entry(stack: StackInput, k: int) -> str:
    e = stack.entries[k]
    return e.name.strip() or f"{PLAY[e.kind]} {k + 1}"


def resource(stack: StackInput, k: int, r: int) -> str:
    res = stack.entries[k].resources[r]
    return res.name.strip() or f"{possessive(entry(stack, k))} resource {r + 1}"


# --- Refusals ---------------------------------------------------------------------------------

def not_quick(name: str, kind: Play) -> str:
    return (f"« Lorsqu'un sort rapide est joué (éphémère ou capacité), un autre sort rapide peut être joué par "
            f"dessus »: {name} ({PLAY[kind].lower()}) is not a quick spell and can only be the first card of the "
            "stack.")


def counters_later(name: str, target: int, k: int) -> str:
    return (f"{capitalized(name)} can only counter a card already in the stack, played before it: a number from "
            f"0 to {k - 1}, not {target}." if k else
            f"{capitalized(name)} is the first card played: there is nothing under it to counter.")


def faction_needed(name: str) -> str:
    return (f"Give {possessive(name)} faction: « Affinité » triggers if the card shares the resource's "
            "faction, « Dissonance » otherwise.")


def no_affinity(name: str) -> str:
    return (f"No resource with a power shares {possessive(name)} faction: there is no « Affinité » to "
            "activate or not (leave this field out).")


# --- Steps ------------------------------------------------------------------------------------

def played(stack: StackInput) -> str:
    names = [f"{k + 1}. {entry(stack, k)}" for k in range(len(stack.entries))]
    return f"Order of play: {'; '.join(names)}."


def resolution_order(stack: StackInput, order: Sequence[int]) -> str:
    return ("Resolution goes from the last card played to the first (« La résolution se fait ensuite du dernier "
            f"joué jusqu'au premier »): {', then '.join(entry(stack, k) for k in order)}.")


def resolves(stack: StackInput, k: int, target: int | None, already: bool) -> str:
    name = capitalized(entry(stack, k))
    if target is None:
        return f"{name} resolves."
    if already:
        return f"{name} resolves, but another card already counters {entry(stack, target)}."
    return (f"{name} resolves and counters {entry(stack, target)}, which will not resolve and goes to the "
            "graveyard.")


def countered(stack: StackInput, k: int, by: int) -> str:
    return f"{capitalized(entry(stack, k))} does not resolve: {entry(stack, by)} counters its action."


def countered_resources(stack: StackInput, k: int) -> str:
    return (f"« La capacité ne s'active pas si la réquisition ne se résout pas (si elle est contrecarrée) mais la "
            f"ressource reste engagée »: {possessive(entry(stack, k))} resources stay engaged, without their power.")


COUNTERED_REQUISITION = ("A countered creature goes straight from the hand to the graveyard: so it cannot use its "
                         "ability.")


def trigger(stack: StackInput, t: Trigger) -> str:
    card, res = entry(stack, t.entry), resource(stack, t.entry, t.resource)
    when = f"once the current action is over, after {card} resolves"
    if t.power is Power.DISSONANCE:
        return (f"{capitalized(res)} is not of {possessive(card)} faction: its « Dissonance » triggers {when}, and "
                "must be played (« vous avez l'obligation de jouer la dissonance »).")
    head = f"{capitalized(res)} shares {possessive(card)} faction: its « Affinité » may trigger {when}"
    if t.activated is None:
        return f"{head}. The player chooses whether to play it."
    return f"{head}; the player {'plays it' if t.activated else 'does not play it'}."


OWN_CARDS = "Resource cards' effects trigger only when you use your own requisitions or abilities."


def _moment(stack: StackInput, m: Moment) -> str:
    if m.resource is not None:
        return f"power of {resource(stack, m.entry, m.resource)}"
    return entry(stack, m.entry) if m.event is Event.RESOLVES else f"cancelling of {entry(stack, m.entry)}"


def timeline(stack: StackInput, moments: Sequence[Moment]) -> str:
    return ", ".join(_moment(stack, m) for m in moments)


def action_in_progress(stack: StackInput, each: Sequence[Moment], after: Sequence[Moment]) -> str:
    return ("The rulebook says « Les capacités des ressources ne s'activent qu'une fois l'action en cours "
            "terminée » without saying whether the current action is the card the resource paid for or the whole "
            f"stack: above, the card ({timeline(stack, each)}); if it is the whole stack, the powers wait for the "
            f"end of the resolution ({timeline(stack, after)}).")


def stack_summary(stack: StackInput, order: Sequence[int], counters: Sequence[tuple[int, int]],
                  triggers: Sequence[Trigger], countered: Set[int], open_timing: bool) -> str:
    parts = [f"Resolution order: {', '.join(entry(stack, k) for k in order)}."]
    parts += [f"{capitalized(entry(stack, by))} counters {entry(stack, k)}." for k, by in counters]
    for t in triggers:
        res = resource(stack, t.entry, t.resource)
        if t.entry in countered:
            parts.append(f"{capitalized(res)}: no power, {entry(stack, t.entry)} does not resolve.")
        elif t.power is Power.DISSONANCE:
            parts.append(f"« Dissonance » of {res}: mandatory.")
        elif t.activated is None:
            parts.append(f"« Affinité » of {res}: the player's choice.")
        else:
            parts.append(f"« Affinité » of {res}: {'played' if t.activated else 'not played'}.")
    if open_timing:
        parts.append("Timing of the resource powers not settled: after their card, or after the whole stack.")
    return " ".join(parts)


# === Turn aids ================================================================================

NOTHING_TO_COMPUTE = ("Nothing to compute: give the number of mulligans, a creature to follow, the state of the "
                      "library or of the resource pile, or the hero's life points.")

_STAT = {"attack": "attack", "endurance": "endurance"}


def above_card(field: str, current: int, full: int) -> str:
    """``field``: the creature's value given above the card's, ``attack`` or ``endurance``."""
    return (f"{count(current, 'point')} of {_STAT[field]} left, more than the card's {full}: give the card's value "
            "(bonuses included) and what is left of it.")


def library_too_small(library: int, least: int, most: int) -> str:
    return (f"« Une bibliothèque doit avoir entre 30 et 40 cartes réquisition »: on the first turn, after a hand "
            f"of 6 cards at most, at least {least} are left in the library (and at most {most}), not {library}.")


def creature(name: str) -> str:
    return f"the creature {name.strip()}" if name.strip() else "the creature"


OPENING = f"The players start with {OPENING_HAND} requisition cards in hand."


def mulligan(row: MulliganRow) -> str:
    if row.free:
        return (f"Mulligan {row.number} (free, {FREE_MULLIGANS} at most): the hand goes back into the library, "
                f"which is shuffled, and the player draws {count(row.hand, 'card')}.")
    return (f"Mulligan {row.number} (an extra one): « à chaque mulligan supplémentaire il piochera une carte en "
            f"moins »: {count(row.hand, 'card')}.")


def mulligan_readings(row: MulliganRow) -> str:
    return ("The rulebook does not say whether each extra mulligan gives one card fewer than the one before "
            f"({OPENING_HAND - CARDS_LESS_PER_EXTRA_MULLIGAN}, then {OPENING_HAND - 2}, then {OPENING_HAND - 3}…) "
            f"or one fewer than the {OPENING_HAND} of the start (always "
            f"{OPENING_HAND - CARDS_LESS_PER_EXTRA_MULLIGAN}): at mulligan {row.number}, "
            f"{count(row.hand, 'card')} under the first reading (applied here), "
            f"{count(row.hand_one_less, 'card')} under the second.")


def empty_hand(number: int) -> str:
    return ("The rulebook sets no limit to the number of mulligans and does not say whether a player may go down "
            f"to an empty hand: at this count, mulligan {number} gives one.")


def _its_points(full: int) -> str:
    """« its 3 points », « its point », and « 0 points » for a card printed with none."""
    if full == 1:
        return "its point"
    return f"its {count(full, 'point')}" if full > 1 else count(full, "point")


def attack_back(name: str, full: int, phase: Phase) -> str:
    return (f"« Les points d'attaque des créatures se régénèrent au début de chaque étape de jeu » (each phase of "
            f"the list): {creature(name)} gets {_its_points(full)} of attack back as soon as the next phase "
            f"({PHASE[phase]}) starts.")


def endurance_readings(name: str, full: int, current: int) -> str:
    return ("The rulebook says « Les points d'endurance des créatures se régénèrent au début de chaque entretien » "
            "and « l'endurance remonte à son maximum au début de chaque tour »: under the second (applied here), "
            f"{creature(name)} gets {_its_points(full)} of endurance back at the start of the turn; under the "
            "first, only at the draw phase (the upkeep, « entretien », when the player draws). During the "
            f"disengagement phase, when ephemerals may be played, it thus has {full} or {current} endurance.")


def phase_label(whose: Whose, phase: Phase) -> str:
    return f"{capitalized(PHASE[phase])} ({WHOSE[whose]})"


def untaps(name: str, phase: Phase) -> str:
    return (f"« Une créature engagée se désengage au début de son prochain tour »: {creature(name)} disengages in the "
            f"{PHASE[phase]} of its player's turn.")


def stays_engaged(name: str) -> str:
    return (f"{capitalized(creature(name))} stays engaged during the opponent's turn: an engaged creature can "
            "neither attack nor defend.")


UPKEEP = ("At the start of their upkeep (« entretien »), the player draws a card from their library and a resource "
          "from their pile; resource cards go straight onto the field.")
FIRST_TURN = ("The first player does not draw on their first turn: « Le premier qui joue ne pioche pas de carte au "
              "premier tour. »")
FIRST_TURN_RESOURCE = ("The rulebook does not say whether the first player still takes a resource from their pile "
                       "on their first turn: « ne pioche pas de carte » means the library under the reading applied "
                       "here (they take 1 resource), or every draw under the other (no resource).")
EMPTY_RESOURCE_PILE = ("The resource pile is empty: the rulebook says « Si un joueur n'a plus de carte à piocher "
                       "au début de son entretien, il perd la partie » without saying whether this pile counts. "
                       "Here it does not: the player takes no resource, and the game goes on; if it counts, they "
                       "lose the game.")


def library_left(library: int) -> str:
    return f"The library holds {count(library, 'card')}: the player draws one."


LIBRARY_EMPTY = ("« Si un joueur n'a plus de carte à piocher au début de son entretien, il perd la partie »: the "
                 "library is empty, the player loses the game.")


def hero_at(pv: int) -> str:
    if pv <= 0:
        return (f"The hero's life points are at {pv}: « Vous pouvez mettre les points de vie du héros ennemi à 0 », "
                "its player loses the game.")
    return f"The hero still has {count(pv, 'life point')}: the game goes on for its player."


def turn_summary(mulligans: Sequence[MulliganRow], phases_note: str | None, cards: int | None,
                 resources: int | None, defeated: bool | None) -> str:
    parts = []
    if mulligans:
        last = mulligans[-1]
        hand = f"After {count(last.number, 'mulligan')}: {count(last.hand, 'card')} in hand"
        if last.hand_one_less != last.hand:
            hand += f" (other reading: {last.hand_one_less})"
        parts.append(hand)
    if phases_note:
        parts.append(phases_note)
    if cards is not None and resources is not None:
        parts.append(f"upkeep: draws {count(cards, 'card')} and {count(resources, 'resource')}")
    if defeated is not None:
        parts.append("game lost" if defeated else "the game goes on")
    return capitalized("; ".join(parts)) + "."


def phases_note(name: str, full_endurance: int, regenerates: bool, untap: bool) -> str:
    parts = []
    if regenerates:
        parts.append(f"{creature(name)} is back to {full_endurance} endurance from the start of the turn (other "
                     "reading: at the draw phase)")
    if untap:
        parts.append(f"{creature(name)} disengages in the disengagement phase of its player's turn")
    return "; ".join(parts) or f"{creature(name)} keeps its values"


def nothing_changes(name: str) -> str:
    return (f"{capitalized(creature(name))} has all its attack and all its endurance, and is not engaged: nothing "
            "changes from one phase to the next.")


# === The deck check ===========================================================================
# The rules' names are the DeckRules' own (deck.py); these are what each step says of the deck.

CATEGORY_PLURAL = {Category.CREATURE: "Creatures", Category.EPHEMERAL: "Ephemerals",
                   Category.EQUIPMENT: "Equipment",
                   Category.REQUISITION: "Other requisitions", Category.RESOURCE: "Resources", Category.HERO: "Heroes",
                   Category.TOKEN: "Tokens"}
"""The counts shown with the verdict (« Creatures 24 »)."""


def effect_not_resource(name: str) -> str:
    return f'"{name}": only a resource is written "with effect" (« avec effet »).'


def _requisitions(total: int) -> str:
    return count(total, "requisition card")


def deck_size(requisitions: int, resources: int) -> str:
    return f"{_requisitions(requisitions)} and {count(resources, 'resource')}"


def library_size(total: int, least: int, most: int) -> str:
    return f"{_requisitions(total)} (from {least} to {most})."


def too_many_copies(cards: str, most: int) -> str:
    """``cards``: the cards at fault with their copies (« Loup (4) and Golem (5) »)."""
    return f"{cards}: {most} copies at most."


def no_card_over(most: int) -> str:
    return f"no requisition card has more than {most} copies."


def plain_resources_over(cards: str, most: int) -> str:
    return (f"{cards}: a resource without effect in more than {most} copies. The rule is written under "
            "« Bibliotheque »: read for the library alone, it is legal; read for the whole deck, resource pile "
            "included, it is not. For the judge to settle.")


def pile_size(total: int, cards: int) -> str:
    return f"{count(total, 'resource')} (exactly {cards})."


def pile_size_wrong(total: int, cards: int) -> str:
    return f"{count(total, 'resource')}: exactly {cards} are needed."


def effect_copies(cards: str) -> str:
    return f"{cards}: a single copy of each resource with an effect."


EFFECTS_SINGLE = "each resource with an effect is in a single copy."


def the_hero(name: str) -> str:
    return f"{name}."


NO_HERO = "no hero: one is needed."


def heroes(total: int, cards: str) -> str:
    return f"{count(total, 'hero', 'heroes')} ({cards}): only one."


def tokens(cards: str) -> str:
    return f"{cards}: outside the library and the resource pile."


def library_at_most(most: int, least: int) -> str:
    """The cards whose type is not given counted as requisitions, still too few."""
    return f"at most {_requisitions(most)}, even counting the cards without a type: at least {least} are needed."


def pile_at_most(most: int, cards: int) -> str:
    return f"at most {count(most, 'resource')}, even counting the cards without a type: exactly {cards} are needed."


THE_EFFECT = "the effect, if any,"
"""What « Ressources avec effet » waits for when a pasted resource says neither « effet » nor « sans effet »."""
