"""Helix Duels in English: every sentence of the refusals, the steps, the summary, the page's outcome and the
deck check's verdicts.

Helix Duels is a French game: its keywords keep the names printed on the cards and in the rulebook, as
English-speaking players call them, between « » like the rulebook's lines — the abilities (« Frénésie »,
« Initiative », « Épines Volcaniques »…), the combat skills « CONTACT » and « PORTÉE », the « Forteresse »,
the « Chef de Guerre », « Résistance aux DGT » — with a short gloss where a sentence does not say what they do
(« Vol » (flying)). The cards' abbreviations stay as printed (DGT damage, PDV life points, DRB durability, XP,
HLX, PHY, MAG; the page explains them). A dressée card is untapped, an inclinée one tapped, as the players'
vocabulary of the search has it. Rulebook text stays French between « », what it says told in English around
it; the JSON fields and ids are between straight quotes, as the engine's shared sentences write them. English
needs no agreement with a card's gender: a card is "it".
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Protocol

from referee.engine.english import capitalized, count, listing, noun, ordinal, possessive

from .. import rules
from ..model import (
    Ability,
    Category,
    CombatSkill,
    DamageType,
    EffectKind,
    Element,
    Phase,
    Rarity,
    Response,
    Side,
    Stance,
    Zone,
)
from ..payment_model import Answer, Paid, SpellKind
from ..results import CombatReport, Delivery, FortressHit, Parity, StackReport, Timing, Victory

# The abilities (and Résistance, a cause of prevented damage) keep the rulebook's names in both languages.
from .fr import ABILITIES as ABILITIES
from .fr import ABILITY_NAMES, CAUSES, Act, Named

# --- Names ------------------------------------------------------------------------------------

SIDE = {Side.ATTAQUANT: "the attacker", Side.DEFENSEUR: "the defender"}
SIDE_TITLE = {Side.ATTAQUANT: "Attacker", Side.DEFENSEUR: "Defender"}
DAMAGE_TYPE = {DamageType.PHY: "PHY", DamageType.MAG: "MAG", DamageType.NEUTRE: "neutral"}
SKILL = {CombatSkill.CONTACT: "« CONTACT »", CombatSkill.PORTEE: "« PORTÉE »"}
DELIVERY = {Delivery.CONTACT: "contact", Delivery.PORTEE: "ranged", Delivery.EFFET: "effect"}
EFFECT_KIND = {EffectKind.DEGATS: "damage", EffectKind.TIR: "shot", EffectKind.MODIFICATION: "modification",
               EffectKind.DESTRUCTION: "destruction"}
STANCE = {Stance.DRESSE: "untapped", Stance.INCLINE: "tapped"}
"""A card's state in the final table."""
ZONE = {Zone.ATTAQUE: "attack", Zone.DEFENSE: "defense"}
PARITY = {Parity.PAIR: "even", Parity.IMPAIR: "odd"}
THE_FORTRESS = "the defender's « Forteresse »"

_SIDE_S = {Side.ATTAQUANT: "the attacker's", Side.DEFENSEUR: "the defender's"}


def name(card: Named) -> str:
    return card.spoken


def subject(card: Named) -> str:
    """The card as the subject of a sentence: its name (English agrees with no gender)."""
    return card.spoken


def Subject(card: Named) -> str:
    return capitalized(subject(card))


def adj(card: Named, word: str) -> str:
    """A participle or adjective: English does not agree it with the card."""
    return word


def he(card: Named) -> str:
    return "it"


def him(card: Named) -> str:
    return "it"


def if_he(card: Named) -> str:
    return "if it"


def stressed(card: Named) -> str:
    return "it"


def with_id(label: str, card_id: str) -> str:
    """Two cards with one name are told apart by their id: « Loup (a2) »."""
    return f"{label} ({card_id})"


def warlord(warlord_name: str, side: Side) -> str:
    """The defender's « Chef de Guerre », with its own name when it has one."""
    label = f"{_SIDE_S[side]} « Chef de Guerre »"
    return label if warlord_name == "Chef de Guerre" else f"{label} ({warlord_name})"


def response_name(response: Response) -> str:
    """A spell or power by its name; a nameless shot is « Shot », any other nameless effect « Effect »."""
    return response.name or ("Shot" if response.kind is EffectKind.TIR else "Effect")


def _ability(ability: Ability) -> str:
    """« Frénésie »: an ability by the name the rulebook prints, quoted as the game's own word."""
    return f"« {ABILITY_NAMES[ability]} »"


def _dgt(amount: int) -> str:
    return f"{amount} DGT"


# --- Refusals: values no game state has -------------------------------------------------------------


def vengeance_not_enemy(card: Named, target: str) -> str:
    return (f'{possessive(card.spoken)} « Vengeance » strikes an enemy creature: "{target}" is not one; choose '
            "one of the opponent's creatures.")


def reserved_id(card_id: str) -> str:
    return f'The id "{card_id}" is reserved; choose another.'


def duplicate_id(card_id: str) -> str:
    return f'The id "{card_id}" is already taken: each card has its own id.'


def no_health_left(card: Named, creature: bool) -> str:
    unit = "PDV" if creature else "DRB"
    return (f"{Subject(card)} is in play with 0 {unit}: a card in play has at least 1 {unit} (only an « Immortel » "
            "creature stays in play at 0 PDV).")


RESISTANCE_APART = '« Résistance » is given in "resistances", with its type and its amount'
TOO_MANY_TOKENS = f"At most {rules.TOKENS_PER_CONTROLLER} token creatures per controller."
BLOCKER_TWICE = "The same blocker is listed twice."
NO_AMOUNT = 'A damage effect states the DGT it deals ("amount").'
NO_SOURCE = ('A shot states who shoots ("source"): the defender\'s « Chef de Guerre » ("chef-de-guerre") or one of '
             "the defender's « PORTÉE » creatures.")
SPELL_ON_FORTRESS = ("Spells and powers aimed at a « Forteresse » are not calculated yet; remove this effect and apply "
                     "it by hand.")


def split_length(amounts: int, blockers: int) -> str:
    return (f"The split gives {count(amounts, 'amount')} for {count(blockers, 'blocker')}: one amount per blocker, "
            "in their order.")


def field_of_another_kind(field: str, kind: EffectKind) -> str:
    return f'The field "{field}" has no use in a {EFFECT_KIND[kind]} effect: remove it.'


def unknown_card(card_id: str, known: Sequence[str], extra: str | None) -> str:
    also = f' or "{extra}"' if extra else ""
    return f'No card "{card_id}" in play; expected the id of a card ({", ".join(known) or "none"}){also}.'


def defends_twice(card_id: str, where: str) -> str:
    return (f'The card "{card_id}" already defends ({where}): the rulebook does not say whether a card can block '
            "or shoot twice; declare it once only.")


# --- Refusals: the rules --------------------------------------------------------------------------------


def no_attack_in_cycle(cycle: int) -> str:
    return f"No attack can be declared in Cycle {cycle}: attacks start in Cycle {rules.FIRST_ATTACK_CYCLE}."


def attacker_is_the_defenders(card: Named) -> str:
    return f"{name(card)} belongs to the defender: only the attacker's creatures attack."


def object_cannot(act: Act, card: Named) -> str:
    """« Coffre is an object: only creatures attack. »"""
    return f"{name(card)} is an object: only creatures {act}."


def declared_twice(card: Named) -> str:
    return (f"{Subject(card)} is already declared in this phase: one target per attacker. A creature with « Frénésie » "
            "attacks a second time in a new Combat phase.")


def in_transition(card: Named, act: Act) -> str:
    return f"{Subject(card)} is in « Transition »: it cannot {act} before the end of the turn."


def inclined_cannot(card: Named, act: Act) -> str:
    return f"{Subject(card)} is tapped: only untapped creatures {act}."


def already_attacked(card: Named) -> str:
    return (f"{Subject(card)} has already attacked this turn: a creature attacks once a turn, twice with "
            "« Frénésie ».")


def ranged_at_fortress(card: Named) -> str:
    return (f"{Subject(card)} has the « PORTÉE » skill: it can never target the « Forteresse »; choose a creature or "
            "an object.")


def target_is_the_attackers(card: Named) -> str:
    return (f"{name(card)} belongs to the attacker: an attack targets one of the defender's cards or the "
            "defender's « Forteresse ».")


def out_of_reach(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} (« PORTÉE ») is in the Defense zone: it can target only the Attack zone, where "
            f"{name(target)} is not; move it to the Attack zone first.")


def cannot_fight_flyer(attacker: Named, target: Named) -> str:
    return (f"{Subject(target)} has « Vol » (flying): a ground creature such as {name(attacker)} cannot fight it (it "
            "would need « Vol » or « Envergure »).")


def cannot_block_flyer(blocker: Named, attacker: Named) -> str:
    return (f"{Subject(attacker)} has « Vol » (flying): a ground creature such as {name(blocker)} cannot block it (it "
            "would need « Vol » or « Envergure »).")


def cannot_shoot_flyer(shooter: Named, target: Named) -> str:
    return (f"{name(target)} has « Vol » (flying): a ground creature such as {name(shooter)} cannot deal damage to "
            "it.")


def immersion(target: Named, flyer: Named) -> str:
    return f"{Subject(target)} has « Immersion »: a creature with « Vol » such as {name(flyer)} cannot target it."


def hidden(card: Named) -> str:
    return f"{Subject(card)} has « Dissimulation »: it cannot be targeted until it has attacked."


def armoured_target(card: Named) -> str:
    return (f"{Subject(card)} is « Cuirassé »: it can be attacked only by at least {rules.CUIRASSE_MIN_CREATURES} "
            "creatures; add another attacker on it.")


def armoured_attacker(card: Named) -> str:
    return (f"{Subject(card)} is « Cuirassé »: it can be blocked only by at least {rules.CUIRASSE_MIN_CREATURES} "
            "creatures.")


def incandescent(card: Named) -> str:
    return f"{Subject(card)} is « Incandescent »: it cannot be blocked."


def _ramparts(ramparts: Sequence[Named]) -> str:
    return f"« Rempart » ({listing(name(r) for r in ramparts)})"


def behind_rempart(ramparts: Sequence[Named], attacker: Named, target: Named) -> str:
    return (f"{_ramparts(ramparts)}: the creature with « Rempart » must be attacked first (« doit être attaquée en "
            "priorité ») and, while it is in play, no other allied creature can be the target of a physical attack "
            "(« aucune autre créature alliée ne peut être la cible d'une attaque physique »): "
            f"{name(attacker)} cannot target {name(target)} (« Vol » and « PORTÉE » ignore the « Rempart »).")


def blocker_is_the_attackers(card: Named) -> str:
    return f"{name(card)} belongs to the attacker: only the defender blocks."


def ranged_cannot_block(blocker: Named, attacker: Named) -> str:
    return (f"{Subject(blocker)} has the « PORTÉE » skill: it cannot block a contact attack; it can, however, deal its "
            f"DGT to {name(attacker)} (a shot).")


ONLY_THE_DEFENDER_SHOOTS = "Only the defender shoots at an attacking creature."


def shot_at_non_attacker(card: Named) -> str:
    return f"{name(card)} is not attacking: a shot in defense aims at an attacking creature."


def warlord_without_range(warlord_name: str) -> str:
    return f"{capitalized(warlord(warlord_name, Side.DEFENSEUR))} does not have the « PORTÉE » skill: it cannot shoot."


def warlord_without_damage(warlord_name: str) -> str:
    return (f"The shot of {warlord(warlord_name, Side.DEFENSEUR)} needs its DGT: give the amount printed on its card "
            "(3 in the rulebook's example).")


def not_a_defending_creature(card: Named) -> str:
    return f"{name(card)} is not one of the defender's creatures."


def contact_does_not_shoot(card: Named) -> str:
    return f"{Subject(card)} has the « CONTACT » skill: it blocks, it does not shoot."


def shot_out_of_reach(shooter: Named, target: Named) -> str:
    return (f"{name(shooter)} is in the Defense zone and {name(target)} is not in the Attack zone: a « PORTÉE » "
            "creature in Defense targets only the Attack zone.")


def split_total(total: int, attacker: Named, damage: int) -> str:
    return (f"The split adds up to {_dgt(total)}, but {name(attacker)} deals {_dgt(damage)} at the time of the "
            "combat: correct it.")


# --- Open points of legality (flagged steps) ----------------------------------------------------------


def quantum_on_armoured(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} attacks {name(target)} (« Cuirassé ») alone thanks to « Vision Quantique »: the "
            "rulebook does not say whether being attacked only by at least 2 creatures (« attaqué que par au moins 2 "
            "créatures ») is an effect that prevents targeting; the calculator takes it as one.")


def rempart_and_non_creature(ramparts: Sequence[Named], attacker: Named, target: Named | None) -> str:
    aimed = THE_FORTRESS if target is None else f"the object {name(target)}"
    return (f"{_ramparts(ramparts)}: the creature with « Rempart » must be attacked first (« doit être attaquée en "
            "priorité »), but the ban that follows names only the other allied creatures (« aucune autre créature "
            f"alliée »), and {aimed} is not a creature. Two readings: by the ban, {name(attacker)} may target "
            f"{aimed}, which the calculator applies; by the priority, this attack is not allowed while the « Rempart » "
            "is in play, and this combat does not take place.")


def frenzy_and_inflexible(card: Named) -> str:
    return (f"{Subject(card)} has « Frénésie », two attacks a turn (« Peut attaquer 2 fois par tour »), and "
            "« Inflexible », of which the rulebook says it cannot attack a second time in the same turn (« ne pourra "
            "pas attaquer une 2eme fois sur le même tour »). Two readings: by « Frénésie », this second attack is "
            "allowed, which the calculator applies; by « Inflexible », it is not, and this combat does not take place.")


def ranged_blocks_ranged(blocker: Named, attacker: Named) -> str:
    return (f"{name(blocker)} (« PORTÉE ») blocks {name(attacker)} (« PORTÉE »): the rulebook only forbids « PORTÉE » "
            "creatures to block a contact attack; the calculator accepts this block.")


def several_attackers(target: Named, attackers: int) -> str:
    return (f"{name(target)} is the target of {count(attackers, 'attacker')}: the rulebook does not say whether they "
            "fight together; the calculator resolves one combat per attacker, in the order declared.")


# --- Steps: declarations and the stack ----------------------------------------------------------------

NO_ATTACK = "No attack is declared: no combat."
ORDER_OF_COMBATS = ("The attacker resolves the combats in the order of its declarations; the damage dealt to the "
                    "« Forteresse » always comes last.")


def cycle_allows_attacks(cycle: int) -> str:
    return f"Cycle {cycle}: the attacker can declare attacks (none in Cycle 1)."


def moves_to_attack(card: Named, aimed: str) -> str:
    return f"{name(card)} (« CONTACT ») moves to the Attack zone and attacks {aimed}."


def attacks_from(card: Named, skill: CombatSkill, zone: Zone, aimed: str) -> str:
    where = "Attack" if zone is Zone.ATTAQUE else "Defense"
    return f"{name(card)} ({SKILL[skill]}) attacks {aimed} from the {where} zone."


def revealed(card: Named) -> str:
    return f"{Subject(card)} attacks: its « Dissimulation » no longer protects it from being targeted."


def not_blocked(card: Named) -> str:
    return f"{Subject(card)} is not blocked."


def moves_to_block(blocker: Named, attacker: Named) -> str:
    return f"{name(blocker)} moves to the Attack zone to block {name(attacker)}."


def blocks(blocker: Named, attacker: Named) -> str:
    return f"{name(blocker)} blocks {name(attacker)}."


def blocked_by_several(card: Named, blockers: int) -> str:
    return (f"{Subject(card)} is blocked by {count(blockers, 'creature')}, which the rulebook allows: a creature may "
            "be blocked by two or more (« Il peut bloquer une créature avec 2 ou plusieurs créatures »).")


def stack(played: int) -> str:
    if played == 1:
        return "Stack: 1 spell or power played in response, resolved before combat damage."
    return (f"Stack: {played} spells or powers played in response, resolved from the last to the first (the "
            "rulebook's « Pile »), before combat damage.")


def stack_occasion(k: int) -> str:
    """The occasion a die is rolled for (not shown): one per stack entry, one per combat."""
    return f"stack {k + 1}"


def combat_occasion(i: int) -> str:
    return f"combat {i + 1}"


def _played(response: Response) -> str:
    return f"{response_name(response)} ({SIDE[response.player]})"


def spell_damage(response: Response, amount: int, target: Named) -> str:
    return f"{_played(response)} deals {_dgt(amount)} to {name(target)}."


def spell_destroys(response: Response, target: Named) -> str:
    return f"{_played(response)} destroys {name(target)}."


def target_gone(response: Response, target: Named) -> str:
    return (f"{response_name(response)}: {subject(target)} has already been destroyed; the rulebook does not say "
            "what becomes of an effect without a target; the calculator does not apply it.")


def hidden_attacker_targeted(response: Response, target: Named) -> str:
    return (f"{response_name(response)} targets {subject(target)}, which has « Dissimulation », during its first "
            "attack: the rulebook says it cannot be targeted until it has attacked (« Ne peut être ciblée tant "
            "qu'il n'a pas attaqué ») without saying whether an attack under way already counts; the calculator "
            "accepts this targeting.")


def warlord_shoots(warlord_name: str, target: Named, amount: int) -> str:
    return (f"{capitalized(warlord(warlord_name, Side.DEFENSEUR))} shoots at {name(target)}, an attacking creature, "
            f"with its « PORTÉE » skill: {_dgt(amount)}.")


def shooter_gone(card: Named) -> str:
    return f"{Subject(card)} was destroyed before its shot: the calculator does not apply it."


def shoots(shooter: Named, target: Named, amount: int) -> str:
    return f"{name(shooter)} (« PORTÉE ») shoots at {name(target)}, an attacking creature: {_dgt(amount)}."


SHOOTER_INCLINES = ("The rulebook does not say whether a creature that shoots in defense is tapped; the calculator "
                    "applies the rule that creatures end the turn tapped after a combat (« Après un combat, les "
                    "créatures terminent le tour inclinées »).")
TARGET_INCLINES = ("The rulebook taps the creatures after a combat (« les créatures ») without saying whether the "
                   "target of an unblocked attack is one of them; the calculator taps it.")


def damage_changed(response: Response, target: Named, before: int, after: int) -> str:
    return f"{_played(response)}: {name(target)} goes from {before} to {_dgt(after)}."


def health_changed(response: Response, target: Named, before: int, after: int) -> str:
    return f"{_played(response)}: {name(target)} goes from {before} to {after} PDV."


def gains(response: Response, target: Named, ability: Ability) -> str:
    return f"{_played(response)}: {name(target)} gains {_ability(ability)}."


# --- Steps: the combats ------------------------------------------------------------------------------


def combat(i: int, attacker: Named, blockers: Sequence[Named], aimed: str) -> str:
    blocked = f", blocked by {listing(name(b) for b in blockers)}," if blockers else ""
    return f"Combat {i + 1}: {name(attacker)}{blocked} against {aimed}."


def destroyed_before_combat(card: Named) -> str:
    return f"{Subject(card)} was destroyed before combat damage was resolved: it deals no damage."


BLOCKERS_DID_NOT_FIGHT = ("Its blockers did not fight: the rulebook does not say whether they are tapped; the "
                          "calculator leaves them untapped.")


def fortress_later(card: Named) -> str:
    return f"{Subject(card)} is not blocked: its DGT to the « Forteresse » will be dealt after all the combats."


def target_no_longer_there(target: Named) -> str:
    return (f"{name(target)} is no longer in play: the rulebook does not say what becomes of an attack without a "
            "target; the calculator takes it that the attack deals nothing.")


def all_blockers_gone(attacker: Named) -> str:
    return (f"All of {possessive(name(attacker))} blockers were destroyed before the combat: the rulebook does not say "
            "whether the attack is still blocked; the calculator takes it as blocked (no DGT to the target).")


def object_strikes_back(target: Named) -> str:
    return (f"{name(target)} is an object: the rulebook does not say whether an object deals its DGT in defense; the "
            "calculator does not apply them.")


def frenzy_first_attack(attacker: Named) -> str:
    return (f"« Frénésie »: this is {possessive(name(attacker))} first attack this turn, and the first attack has "
            "« Initiative », the defending creature dealing no damage (« La 1ère attaque bénéficie de l'Initiative "
            "(la créature qui défend n'inflige pas ses dégats) »). The glossary defines « Initiative » as dealing its "
            "DGT first (« Inflige ses DGT en premier »), which lets a defender that survives strike back. Two "
            "readings: by the parenthesis of « Frénésie », the defender deals no damage, which the calculator "
            "applies; by « Initiative », it strikes back if it survives.")


def frenzy_initiative_reading(defender: Named, attacker: Named, damage: int, health: int) -> str:
    return (f"By « Initiative » alone, {subject(defender)}, which survives, would then deal {_dgt(damage)} to "
            f"{name(attacker)} ({health} PDV): here the two readings give different outcomes.")


def ranged_attack_riposte(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} attacks at range: the rulebook does not say whether {name(target)}, a « CONTACT » "
            "creature, strikes back; the calculator applies the general rule (the creatures deal each other their "
            "DGT).")


ALL_HAVE_INITIATIVE = ("All these creatures have « Initiative »: the rulebook does not say who strikes first then; the "
                       "calculator has them strike simultaneously.")
SIMULTANEOUS = "The creatures are untapped: they deal each other their DGT simultaneously."


def has_initiative(card: Named) -> str:
    return f"{Subject(card)} has « Initiative »: it deals its DGT first."


def initiative_but_inclined(card: Named) -> str:
    return (f"{Subject(card)} has « Initiative » but is tapped: a tapped card deals its DGT only if it survives; the "
            "calculator has it strike afterwards.")


def dressed_strikes_inclined_first(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} is untapped and attacks {subject(target)}, which is tapped: {he(attacker)} deals "
            f"its DGT first; {subject(target)} deals its own only if it survives.")


def inclined_frenzy_attacker(attacker: Named) -> str:
    return (f"{Subject(attacker)}, tapped by its first attack, attacks again thanks to « Frénésie »: a tapped card "
            "deals its DGT only if it survives; the calculator has the defenders strike first.")


def split_chosen(chosen: Sequence[tuple[Named, int]], lost: bool) -> str:
    how = "the calculator applies the split the attacker chose"
    if lost:
        how += " (the share of the blockers already destroyed is lost)"
    return _split(how, chosen)


def split_in_order(chosen: Sequence[tuple[Named, int]]) -> str:
    return _split("as no split is given, the calculator deals them in the blockers' order, each up to its PDV",
                  chosen)


def _split(how: str, chosen: Sequence[tuple[Named, int]]) -> str:
    shares = listing(f"{name(b)} {amount}" for b, amount in chosen)
    return f"The rulebook does not say how an attacker's DGT are split among several blockers; {how}: {shares}."


def inclined_survivor_strikes(card: Named) -> str:
    return (f"{Subject(card)}, tapped, survived: it deals its DGT, since a tapped card deals its DGT only if it "
            "survives (« Une carte inclinée n'inflige ses DGT que si elle survit »). The glossary also says that a "
            "tapped creature deals no damage (« n'inflige pas de dégats »); the calculator keeps the more precise "
            "sentence.")


def determination_destroyed(card: Named) -> str:
    return (f"{Subject(card)} has « Détermination » but was destroyed during the combat: the rulebook does not say "
            "whether it still deals its DGT to its target; the calculator does not apply them.")


def determination_on_fortress(card: Named) -> str:
    return (f"{Subject(card)} has « Détermination »: after its blockers, it deals its DGT to the « Forteresse », with "
            "the damage to the « Forteresse » at the end of the resolution.")


def determination_target_gone(card: Named, target: Named) -> str:
    return f"{name(card)} has « Détermination », but {name(target)} is no longer in play."


def determination(card: Named, target: Named) -> str:
    return f"{Subject(card)} has « Détermination »: after its blockers, it deals its DGT to {name(target)}."


def determination_riposte(target: Named) -> str:
    return (f"The rulebook does not say whether {name(target)} strikes back at « Détermination »; the calculator has "
            "it deal no DGT.")


FORTRESS_LAST = "Last, the damage dealt to the defender's « Forteresse »."
FORTRESS_FALLS = "The defender's « Forteresse » falls to 0 DRB: the defender loses the game, the attacker wins."


def destroyed_before_fortress(card: Named) -> str:
    return f"{Subject(card)} was destroyed: it does not deal its DGT to the « Forteresse »."


def fortress_hit(card: Named, amount: int, before: int, after: int) -> str:
    return f"The defender's « Forteresse » takes {_dgt(amount)} from {name(card)}: {before} → {after} DRB."


# --- Steps: damage, what prevents it, what follows it ----------------------------------------------------


def ignored(target: Named, ability: Ability, why: str, amount: int, source: str) -> str:
    return f"{Subject(target)} has {_ability(ability)}: {why}; {_dgt(amount)} from {source} ignored."


def ground_creature(source: str) -> str:
    return f"{source} is a ground creature"


def flyer_and_warlord(target: Named) -> str:
    return (f"{name(target)} has « Vol »: the rulebook does not say whether a « Chef de Guerre » counts as a ground "
            "creature (« créature terrestre »); the calculator applies its DGT.")


def type_unknown(target: Named, ability: Ability | None, source: str) -> str:
    what = _ability(ability) if ability is not None else "a « Résistance aux DGT »"
    return (f"{name(target)} has {what}, but the type of the DGT from {source} is not given: the calculator cannot "
            "apply it; check the type on the card.")


def ignores_type(target: Named, damage_type: DamageType) -> str:
    return f"it ignores {DAMAGE_TYPE[damage_type]} DGT"


def ignores_combat_damage(target: Named) -> str:
    return "it ignores combat DGT"


def ignores_ranged_damage(target: Named) -> str:
    return "it ignores « PORTÉE » DGT"


def dodges(target: Named, roll: int) -> str:
    return f"die roll {roll} (even), it dodges"


def does_not_dodge(target: Named, roll: int) -> str:
    return f"{Subject(target)} has « Esquive »: die roll {roll} (odd), it takes the DGT."


def resists_all(target: Named, damage_type: DamageType, amount: int, source: str) -> str:
    return (f"{name(target)} has « Résistance aux DGT » ({DAMAGE_TYPE[damage_type]}): {_dgt(amount)} from {source} "
            "ignored.")


def resists_amount(target: Named, damage_type: DamageType, amount: int, prevented: int) -> str:
    return (f"{name(target)} has « Résistance aux DGT » ({DAMAGE_TYPE[damage_type]}) ({amount}): {_dgt(prevented)} "
            "ignored. The rulebook does not define the number in parentheses; the reading adopted: DGT of this type are "
            "reduced by that much.")


def protection(target: Named, amount: int, source: str) -> str:
    return (f"{Subject(target)} has « Protection »: it ignores this first damage taken ({_dgt(amount)} from {source}); "
            "its « Protection » is used up.")


def suffers(target: Named, dealt: int, source: str, before: int, after: int, creature: bool) -> str:
    return f"{name(target)} takes {_dgt(dealt)} from {source}: {before} → {after} {'PDV' if creature else 'DRB'}."


def deals_nothing(source: str, target: Named) -> str:
    return f"{capitalized(source)} deals no DGT to {name(target)}."


def life_steal(card: Named, healed: int, before: int, after: int) -> str:
    return f"{Subject(card)} has « Vol de Vie »: it gains {healed} PDV ({before} → {after})."


def fatal_blow(source: Named, target: Named) -> str:
    return f"{name(source)} has « Coup Fatal »: {subject(target)}, wounded, is destroyed."


def thorns(thorny: Named, attacker: Named) -> str:
    return (f"{Subject(thorny)} has « Épines Volcaniques »: it returns {_dgt(rules.EPINES_DAMAGE_PER_ATTACK)} to "
            f"{name(attacker)} for the attack it took.")


def thorns_of_a_blocker(thorny: Named, attacker: Named) -> str:
    return (f"{Subject(thorny)} has « Épines Volcaniques », 1 damage returned for each attack taken (« Renvoie 1 dégat "
            f"pour chaque attaque subie »), and blocks {name(attacker)}: the rulebook does not say whether blocking "
            f"is taking an attack. Two readings: it returns {_dgt(rules.EPINES_DAMAGE_PER_ATTACK)} to "
            f"{name(attacker)}, which the calculator applies; or only the target of an attack takes it, and "
            f"{name(attacker)} does not lose this PDV.")


def vengeance_not_chained(card: Named) -> str:
    return (f"{name(card)} has « Vengeance », but these DGT are themselves returned: the rulebook does not say whether "
            "returns chain; the calculator does not chain them.")


def vengeance_choice(card: Named, taken: int, amount: int, options: Sequence[str]) -> str:
    return (f"{Subject(card)} has « Vengeance »: it took {_dgt(taken)}, so an enemy creature takes {_dgt(amount)}. Its "
            f'controller chooses which one ({", ".join(options) or "none"}); give "vengeance_target" to apply it.')


def vengeance(card: Named, taken: int, chosen: Named, amount: int) -> str:
    return (f"{Subject(card)} has « Vengeance »: it took {_dgt(taken)}, {name(chosen)} takes {_dgt(amount)} (the "
            "reading adopted of « subit 1 DGT, une créature ennemie subit 1 DGT »: one DGT returned per DGT taken).")


def immortal(card: Named, health: int) -> str:
    return f"{Subject(card)} has « Immortel »: it is not destroyed ({health} PDV)."


def destroyed(card: Named) -> str:
    return f"{Subject(card)} is destroyed."


def no_health(card: Named) -> str:
    return f"{Subject(card)} has no PDV left: it is destroyed."


def broken(card: Named) -> str:
    return f"{name(card)} has no DRB left: the object breaks."


def object_without_loot(card: Named) -> str:
    return f"{name(card)} is an object: the rulebook gives loot for creatures only; the calculator grants none."


def destroyed_by_its_controller(card: Named) -> str:
    return (f"{Subject(card)} is destroyed by an effect of its own controller: the rulebook speaks of Experience "
            "Points gathered from destroyed opposing creatures (« récupérés sur les créatures adverses détruites »); "
            "the calculator grants the loot to the opponent.")


def loot(gainer: Side, card: Named, xp: int, hlx: int) -> str:
    return f"{capitalized(SIDE[gainer])} gains {possessive(name(card))} loot: {xp} XP and {hlx} HLX."


def no_loot(card: Named) -> str:
    return f"{name(card)} gives no loot."


def token_gives_no_xp(card: Named) -> str:
    return f"{name(card)} is a token creature: it gives no Experience Points."


def xp_gained(warlord_name: str, side: Side, before: int, after: int) -> str:
    return f"{capitalized(warlord(warlord_name, side))} goes from {before} to {after} XP."


LEVEL_UP = f"It reaches {rules.XP_FOR_LEVEL_2} XP: it evolves to Level {rules.WARLORD_LAST_LEVEL}."


def xp_victory(side: Side) -> str:
    return f"It reaches {rules.XP_FOR_VICTORY} XP: {SIDE[side]} wins the game!"


def inflexible(card: Named) -> str:
    return f"{Subject(card)} is « Inflexible »: it does not tap."


def inclines(card: Named, why: str | None = None) -> str:
    text = f"{Subject(card)} is tapped at the end of the combat."
    return f"{text} {why}" if why else text


def fog(card: Named, roll: int, strikes: bool) -> str:
    parity = "even" if roll % 2 == 0 else "odd"
    outcome = "deals its DGT" if strikes else "does not deal its DGT"
    return f"{Subject(card)} is affected by « Brouillard »: die roll {roll} ({parity}), it {outcome}."


def _roll_of(ability: Ability, card: Named) -> str:
    return f"{possessive(name(card))} {_ability(ability)} roll"


def roll_missing(ability: Ability, card: Named) -> str:
    verb = "dodges" if ability is Ability.ESQUIVE else "deals its DGT"
    return (f"{capitalized(_roll_of(ability, card))} is not given: on an even roll, {name(card)} {verb}, on an odd "
            "one it does not. Both outcomes follow.")


def too_many_rolls(ability: Ability, card: Named) -> str:
    return f"Too many missing die rolls (more than {rules.MAX_OPEN_ROLLS}): give {_roll_of(ability, card)}."


# --- The summary -----------------------------------------------------------------------------------------


class _Card(Named, Protocol):
    @property
    def id(self) -> str: ...

    @property
    def health(self) -> int: ...

    @property
    def destroyed(self) -> bool: ...

    @property
    def is_creature(self) -> bool: ...


class _Camp(Protocol):
    @property
    def side(self) -> Side: ...

    @property
    def xp(self) -> int: ...

    @property
    def level(self) -> int: ...

    @property
    def xp_gained(self) -> int: ...

    @property
    def hlx_gained(self) -> int: ...


def _destruction(names: Sequence[str]) -> str:
    """« Loup and Ours destroyed »."""
    return f"{listing(names)} destroyed"


def summary(stack: Sequence[StackReport], combats: Sequence[CombatReport], hits: Sequence[FortressHit],
            cards: Mapping[str, _Card], camps: Iterable[_Camp], fallen_before: Collection[int], winner: Side | None,
            victory: Victory | None, silent: int, choices: int) -> str:
    """One line a judge can paste into a chat: what each effect and combat destroyed, who is left with how
    many points (spell damage included), the Forteresse, the loot, the winner and what is left open."""
    parts = []
    for report in stack:
        if report.destroyed:
            parts.append(f"{report.name}: {_destruction([cards[c].spoken for c in report.destroyed])}")
    for fight in combats:
        head = f"{cards[fight.attacker].spoken} → " + (
            "« Forteresse »" if fight.target not in cards else cards[fight.target].spoken)
        if fight.blockers:
            head += f" (blockers: {listing(cards[b].spoken for b in fight.blockers)})"
        if fight.declaration in fallen_before:
            outcome = "attacker destroyed before combat damage"
        elif fight.destroyed:
            outcome = _destruction([cards[c].spoken for c in fight.destroyed])
        else:
            outcome = "nothing destroyed"
        involved = [fight.attacker, *fight.blockers] + ([fight.target] if fight.target in cards else [])
        left = [cards[c] for c in dict.fromkeys(involved) if not cards[c].destroyed]
        if left:
            outcome += ", left: " + listing(f"{c.spoken} at {c.health} {'PDV' if c.is_creature else 'DRB'}"
                                            for c in left)
        parts.append(f"{head}: {outcome}")
    for hit in hits:
        parts.append(f"defender's « Forteresse » −{hit.amount} DRB ({hit.drb_before} → {hit.drb_after})")
    for camp in camps:
        if camp.xp_gained or camp.hlx_gained:
            parts.append(f"{_SIDE_S[camp.side]} loot: {camp.xp_gained} XP and {camp.hlx_gained} HLX "
                         f"(« Chef de Guerre » at {camp.xp} XP, level {camp.level})")
    if not parts:
        parts.append("no attack")
    if winner is not None:
        parts.append(f"victory for {SIDE[winner]} ({_how(victory)})")
    if silent:
        parts.append(f"{count(silent, 'point')} not settled by the rulebook")
    if choices:
        parts.append(f"{count(choices, 'player choice')} pending")
    return capitalized("; ".join(parts) + ".")


def _how(victory: Victory | None) -> str:
    return "« Forteresse » destroyed" if victory is Victory.FORTERESSE else f"{rules.XP_FOR_VICTORY} XP"


def forked_summary(ability: Ability, card: Named, even: str, odd: str) -> str:
    return f"Depending on {_roll_of(ability, card)} — even: {even} | odd: {odd}"


# --- The page's outcome (laid out by the web layer) --------------------------------------------------------


def source_of(source: str, names: dict[str, str]) -> str:
    """A damage source by its id: a card's name, the defender's warlord, or the spell's own name."""
    if source == "chef-de-guerre":
        return capitalized(warlord("Chef de Guerre", Side.DEFENSEUR))
    return names.get(source, source)


def event_line(source: str, target: str, amount: int, damage_type: DamageType | None, delivery: Delivery) -> str:
    """« Boule de Feu → Naïade Vampire: 2 DGT (effect) »."""
    how = DELIVERY[delivery]
    if delivery is not Delivery.EFFET or damage_type is not None:
        how = f"{DAMAGE_TYPE[damage_type] if damage_type else 'type not given'}, {how}"
    return f"{source} → {target}: {_dgt(amount)} ({how})"


def reduction_line(cause: str, prevented: int) -> str:
    return f"{CAUSES.get(cause, cause)} −{prevented}"


def dealt_line(dealt: int) -> str:
    return f"{dealt} taken"


def loot_line(gainer: Side, xp: int, hlx: int, card: str) -> str:
    return f"{SIDE_TITLE[gainer]}: +{xp} XP, +{hlx} HLX ({card})"


def destroyed_line(names: Sequence[str]) -> str:
    return f"{noun(len(names), 'Card destroyed', 'Cards destroyed')}: {', '.join(names)}"


def timing_line(timing: Timing, attacker: str, struck_first: Sequence[str], fallen: bool, on_fortress: bool) -> str:
    if timing is Timing.SIMULTANE:
        return "Simultaneous strikes."
    if timing is Timing.AUCUN_COMBAT and fallen:
        return f"No DGT exchanged: {_destruction([attacker])} before combat damage."
    if timing is Timing.AUCUN_COMBAT and on_fortress:
        return "Not blocked: its DGT go to the « Forteresse », after all the combats."
    if timing is Timing.AUCUN_COMBAT:
        return "No DGT exchanged."
    return f"{listing(struck_first)} {'strike' if len(struck_first) > 1 else 'strikes'} first."


def victory_line(winner: Side, victory: Victory | None) -> str:
    return f"Victory for {SIDE[winner]} ({_how(victory)})"


def branch_label(parity: Parity, roll: int) -> str:
    return f"{capitalized(PARITY[parity])} roll (for example {roll})"


def stack_meta(kind: EffectKind, player: Side, played: int) -> str:
    """« damage, defender, played 1st »."""
    return f"{EFFECT_KIND[kind]}, {SIDE_TITLE[player].lower()}, played {ordinal(played)}"


# --- The deck check (its rules are quoted in French by :mod:`..deck`; these are its verdicts) -------------
# The deck's words are translated (Library for « Bibliothèque », Book for « Livre », Epic, Divinity…): plain
# card-game words, not keywords printed on cards; the elements keep their names, « Gaïa » written Gaia.

ELEMENT = {Element.AETHER: "Aether", Element.MAGMA: "Magma", Element.HYDRIS: "Hydris", Element.TEMPUS: "Tempus",
           Element.NOCTUM: "Noctum", Element.BRUME: "Brume", Element.GAIA: "Gaia", Element.STELLAIRES: "Stellaires"}
BOOK = {Category.CREATURE: "Creatures", Category.OBJECT: "Objects", Category.SPELL: "Spells"}
RARITIES = {Rarity.EPIC: "Epics", Rarity.LEGENDARY: "Legendaries"}
DIVINITIES = "Divinity"

_BOOK = {Category.CREATURE: "Creature Book", Category.OBJECT: "Object Book", Category.SPELL: "Spell Book"}
_RARITY = {Rarity.EPIC: "Epic", Rarity.LEGENDARY: "Legendary"}


def element_twice(card: str) -> str:
    return f'"{card}": the same element is given twice.'


def library(total: int) -> str:
    return f"{count(total, 'card')} in the Library"


def library_fits(total: int, least: int) -> str:
    return f"{library(total)} (at least {least})."


def library_short(total: int, least: int) -> str:
    return f"{library(total)}: {least - total} short of {least}."


def _books(books: Sequence[Category]) -> str:
    return listing(_BOOK[b] for b in books) or "no Book"


def books_used(books: Sequence[Category]) -> str:
    return f"{count(len(books), 'Book')} used: {_books(books)}."


def too_few_books(books: Sequence[Category]) -> str:
    return f"{count(len(books), 'Book')} used ({_books(books)}): a Library needs 2 or 3."


def book_sizes(sizes: Mapping[Category, int], least: int) -> str:
    shown = listing(f"{_BOOK[b]}: {count(n, 'card')}" for b, n in sizes.items()) or "no card"
    return f"{shown} (at least {least} in each Book used)."


def book_too_small(book: Category, size: int, least: int) -> str:
    return f"the {_BOOK[book]} has only {count(size, 'card')} (at least {least})."


def copies_within(most: int) -> str:
    return f"no card without the ♻️ pictogram has more than {most} copies."


def copies_over(cards: str, most: int) -> str:
    """``cards``: « Loup (4) and Golem (5) »."""
    return f"{cards}: {most} copies at most."


def recycled_within(most: int) -> str:
    return f"no ♻️ card has more than {most} copies."


def _recycled(card: str, copies: int, book: Category) -> str:
    return f"{card} ({copies} copies): its {_BOOK[book]}"


def recycled_short(card: str, copies: int, book: Category, different: int) -> str:
    return f"{_recycled(card, copies, book)} holds only {count(different, 'different card')}."


def recycled_open(card: str, copies: int, book: Category, different: int) -> str:
    return (f"{_recycled(card, copies, book)} holds {count(different, 'different card')}. Read as at least the "
            "same number (« le même nombre »), it is legal; read as exactly the same number, it is not. For the "
            "judge to settle.")


def recycled_even(card: str, copies: int, book: Category, different: int) -> str:
    return f"{_recycled(card, copies, book)} holds {count(different, 'different card')}."


def rarity_within(total: int, most: int) -> str:
    return f"{total} in the Library ({most} at most)."


def rarity_over(rarity: Rarity, total: int, cards: str, most: int) -> str:
    return f"{total} {_RARITY[rarity]} cards ({cards}): {most} at most."


def one_divinity(card: str) -> str:
    return f"{card}, outside the Library."


def divinities(total: int, cards: str) -> str:
    return f"{count(total, 'Divinity', 'Divinities')} ({cards}): only one is allowed."


NO_DIVINITY = "no Divinity: read as exactly one (« 1 seule Divinité ! »), the deck lacks it."
NO_DIVINITY_OTHERWISE = "Read as one at most, it is legal. For the judge to settle."
ELEMENTS_NOT_GIVEN = "give the elements of the « Forteresse » and of the « Chef de Guerre »."


def card_elements(card: str, elements: Sequence[Element]) -> str:
    """« Loup (Brume/Gaia) »."""
    return f"{card} ({'/'.join(ELEMENT[e] for e in elements)})"


def deck_kind(fortress: Element, warlord: Element) -> str:
    """« single-color Loyalty deck (Magma) », « two-color Alliance deck (Magma and Hydris) »."""
    if fortress is warlord:
        return f"single-color Loyalty deck ({ELEMENT[fortress]})"
    return f"two-color Alliance deck ({ELEMENT[fortress]} and {ELEMENT[warlord]})"


def elements_unknown(cards: int) -> str:
    """Appended to the verdict (empty when every card gives its element)."""
    return f" {count(cards, 'card')} with no element given, not checked." if cards else ""


def strangers(kind: str, cards: Sequence[str], unknown: int) -> str:
    """``cards``: each with its elements (:func:`card_elements`)."""
    return (f"{kind}: {listing(cards)} {'has' if len(cards) == 1 else 'have'} none of the deck's elements."
            f"{elements_unknown(unknown)}")


def elements_respected(kind: str, unknown: int) -> str:
    return f"{kind}: every card has one of the deck's elements or is two-color.{elements_unknown(unknown)}"


def far_bicolour(cards: Sequence[str]) -> str:
    return (f"{listing(cards)}: two-color with no element of the deck. The rulebook allows two-color cards (« des "
            "cartes \"bi-couleurs\" ») without saying of which elements, which admits them; but it provides for "
            "activating only the effects tied to the deck's color (« les effets associés à la couleur du deck »), "
            "which supposes they have one, and would exclude them. For the judge to settle.")


def library_at_most(most: int, least: int) -> str:
    """The cards whose type is not given counted in the Bibliothèque, still too few."""
    return f"at most {library(most)}, even counting the cards without a type: at least {least} are needed."


THE_RARITY = "the rarity"
"""What the Épiques and Légendaires limits wait for when a pasted card does not give it."""


# --- The board's limits (:mod:`..limits`) and paying costs (:mod:`..payment`) -------------------------------

RARITY_NAME = {Rarity.COMMON: "« Commune »", Rarity.EPIC: "« Épique »", Rarity.LEGENDARY: "« Légendaire »"}


def _an(rarity: Rarity) -> str:
    """« an « Épique » », « a « Légendaire » »."""
    return f"{'an' if rarity is Rarity.EPIC else 'a'} {RARITY_NAME[rarity]}"


def _card(name: str) -> str:
    """A card by its name; "this card" when it has none."""
    return name or "this card"


def limit_tokens_full(card: str, tokens: int) -> str:
    return (f"{capitalized(_card(card))} may not enter play: its controller already has "
            f"{count(tokens, 'token creature')} in play, and « les Créatures Tokens qui sont mises en jeu sont "
            f"limitées à {rules.TOKENS_PER_CONTROLLER} par Contrôleur ».")


def limit_tokens_room(card: str, tokens: int) -> str:
    held = f"has {tokens}" if tokens else "has none"
    return (f"{capitalized(_card(card))} is a token creature: its controller {held} in play, at most "
            f"{rules.TOKENS_PER_CONTROLLER}, and may put it into play.")


def limit_unique_free(card: str, rarity: Rarity) -> str:
    return (f"{capitalized(_card(card))} is {_an(rarity)} card: no other of that name is in play (« 1 seule "
            f"occurrence de la même {RARITY_NAME[rarity][2:-2]} en jeu »).")


def limit_unique_taken(card: str, rarity: Rarity) -> str:
    return (f"{capitalized(_card(card))} may not enter play: {_an(rarity)} card of the same name is already "
            f"in play under its controller (« 1 seule occurrence de la même {RARITY_NAME[rarity][2:-2]} en jeu »).")


def limit_unique_opponent(card: str, rarity: Rarity) -> str:
    return (f"The opponent already has {_an(rarity)} card of the same name as {_card(card)} in play. « 1 "
            f"seule occurrence de la même {RARITY_NAME[rarity][2:-2]} en jeu » does not say whose: read for the whole "
            f"table, {_card(card)} may not enter play; read for each player, it may. For the judge to settle.")


def limit_rarity_unknown(card: str) -> str:
    return (f"A card of the same name as {_card(card)} is already in play under its controller, and its rarity is not "
            "given: « Commune », it enters play (« pas de limite au nombre d'occurrences en jeu »); « Épique » or "
            "« Légendaire », it may not (« 1 seule occurrence de la même Épique en jeu »).")


def limit_common(card: str, copies: int) -> str:
    mine = f"{count(copies, 'other copy', 'other copies')} under its controller" if copies else \
        "a copy on the opponent's side"
    return f"{capitalized(_card(card))} is a « Commune » card ({mine}): « pas de limite au nombre d'occurrences en jeu »."


def limit_divinity_taken(card: str) -> str:
    return (f"{capitalized(_card(card))} may not enter play: its controller already has its « Divinité » in play "
            "(« 1 seule Divinité ! »).")


def limit_divinity_free(card: str) -> str:
    return (f"{capitalized(_card(card))} is a « Divinité »: its controller has no other in play (« 1 seule "
            "Divinité ! »).")


PHASE_NAME = {Phase.CANALISATION: "« Canalisation »", Phase.PREPARATION: "« Préparation »", Phase.COMBAT: "« Combat »",
              Phase.RESOLUTION: "« Résolution »", Phase.REPARATION: "« Réparation »"}
PAID_NAME = {Paid.CREATURE: "creature", Paid.OBJET: "object", Paid.SORT: "spell", Paid.POUVOIR: "power",
             Paid.DIVINITE: "« Divinité »", Paid.EVOLUTION: "« Stade ★★ » evolution",
             Paid.ENCHANTEMENT: "« Forge Arcanique » enchantment"}
SPELL_NAME = {SpellKind.EPHEMERE: "« Éphémère »", SpellKind.PERMANENT: "« Permanent »", SpellKind.HYBRIDE: "« Hybride »"}
_OPEN = "For the judge to settle."


def hand_card(position: int, name: str) -> str:
    """A card of the hand by its name; "card 3" when it has none."""
    return name or f"card {position + 1}"


def paid_label(paid: Paid, name: str, spell: SpellKind | None) -> str:
    """"D'Ghorn (creature)", "Boule de Feu (« Éphémère » spell)", "this power"."""
    kind = f"{SPELL_NAME[spell]} {PAID_NAME[paid]}" if spell is not None and paid is Paid.SORT else PAID_NAME[paid]
    return f"{name} ({kind})" if name else f"this {kind}"


def pay_divinity_in_hand(card: str) -> str:
    return (f"{capitalized(card)} is a « Divinité »: « Elle n'est pas intégrée à votre Bibliothèque », so it is never "
            "in the hand nor drained.")


PAY_SPELL_KIND = "A spell is « Éphémère », « Permanent » or « Hybride » (\"spell\"): the phase it is cast in depends on it."
PAY_SPELL_NOT_A_SPELL = "Only a spell is « Éphémère », « Permanent » or « Hybride »: remove \"spell\"."
PAY_TOKEN_NOT_A_CREATURE = "Only a creature can be a token: remove \"token\"."
PAY_ABILITIES_NOT_A_CREATURE = "« Renfort » and « Brise-Sort » are abilities of a creature: remove \"abilities\"."
PAY_NOTHING_TO_DRAIN = "No card is to be drained: the hand stays whole."
PAY_ONLY_A_POWERS_CREATURE = ("\"transition\" and \"inclined\" are said only of a power, of the creature carrying it: "
                              "remove this field.")


def pay_power_in_transition(what: str) -> str:
    return (f"{capitalized(what)} may not be activated: the creature carrying it is in « Transition », « Ne peut ni "
            "attaquer, ni bloquer, ni activer de pouvoir (ceci inclut la capacité d'éveil) jusqu'à la fin du tour ».")


def pay_power_inclined(what: str) -> str:
    return (f"{capitalized(what)} may not be activated: the creature carrying it is tapped (« inclinée »), and « Les "
            "créatures dressées peuvent attaquer, bloquer et activer leurs pouvoirs ».")


def pay_card(what: str, cost: int) -> str:
    return f"To pay: {what}, « Coût en Helix » {cost}."


def pay_power(what: str, cost: int) -> str:
    return (f"To pay: {what}, cost {cost} HLX (the number printed before the power); CYCLE 1: the player produces "
            "« l'Helix lui permettant de payer des cartes ou pouvoirs ».")


def pay_divinity(what: str, cost: int) -> str:
    return (f"To pay: {what}, cost {cost} HLX. « Seul le pouvoir de Tempus permet de les invoquer, grâce aux "
            "Adorateurs ! »: this cost is that power's.")


def pay_timing_ok(what: str, phase: Phase, quote: str) -> str:
    return f"{capitalized(what)} may be paid in {PHASE_NAME[phase]}: « {quote} »."


def pay_timing_refused(what: str, phase: Phase, quote: str) -> str:
    return f"{capitalized(what)} may not be paid in {PHASE_NAME[phase]}: « {quote} »."


def pay_hybrid(what: str) -> str:
    return (f"{capitalized(what)}: « Sort disposant de la double capacité Ephémère/Permanent », cast here as an "
            "« Éphémère ».")


def pay_manipulation(what: str) -> str:
    return (f"A « Permanent » spell played in answer ({what}): « Sort ne pouvant pas être lancé durant la "
            "Manipulation », and the rulebook does not say what the « Manipulation » is. Read as the « Combat » phase "
            "(where « les sorts éphémères » are played), it may be paid here; read as the time one answers the "
            f"opponent, it may not. {_OPEN}")


def pay_canalisation_power(what: str) -> str:
    return (f"{capitalized(what)} in « Canalisation », a « Phase passive »: the line « Ils peuvent en revanche "
            "déclencher les effets d'Éveil ou activer des Pouvoirs » is written there, about the first turn. Read as "
            "holding for the « Canalisation », the power may be paid; read as « Phase passive », it may not. "
            f"{_OPEN}")


def pay_reparation_power(what: str) -> str:
    return (f"{capitalized(what)} in « Réparation »: « 5 Réparation » says « Invoquez des créatures et objets, jouez "
            "des sorts », without powers; TOUR 1 says « Le joueur 1 peut réaliser des actions (invocation, sorts, "
            "pouvoirs...) avant de terminer son tour ». Read as TOUR 1, the power may be paid; read as the list of the "
            f"« Réparation », it may not. {_OPEN}")


def pay_renfort(what: str) -> str:
    return (f"{capitalized(what)} has « Renfort »: « Permet au joueur défenseur d'invoquer cette créature quand le "
            "joueur adverse déclare une attaque »; invoking it may be paid in « Combat ».")


def pay_brise_sort(what: str) -> str:
    return (f"{capitalized(what)} has « Brise-Sort »: « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez "
            "invoquer cette créature »; invoking it may be paid in answer to a spell or power of the opponent.")


def pay_held(pool: int, cost: int, needed: int) -> str:
    if cost == 0:
        return "The cost is 0 HLX: nothing to pay."
    if pool == 0:
        return f"No Helix already held: the {cost} HLX of the cost are to be drained."
    if needed == 0:
        return f"Helix already held: {pool} HLX, which cover the cost of {cost} HLX."
    return f"Helix already held: {pool} HLX; {needed} HLX left to drain out of a cost of {cost} HLX."


def pay_drain_values(cards: Sequence[str]) -> str:
    return f"What each card of the hand produces when drained (« Helix drainable »): {listing(cards)}."


def pay_not_enough(available: int, needed: int, cost: int) -> str:
    return (f"Not enough Helix: draining the whole hand produces only {available} HLX, {needed} are needed (cost "
            f"{cost} HLX).")


def pay_fewest(fewest: int, ways: int, needed: int) -> str:
    listed = f"; the {rules.MAX_WAYS_LISTED} tightest are listed" if ways > rules.MAX_WAYS_LISTED else ""
    return (f"At least {count(fewest, 'card')} must be drained to produce {needed} HLX: {count(ways, 'way')} to do it "
            f"with that many cards (identical cards counted once){listed}.")


def pay_way(names: Sequence[str], drained: int, left: Sequence[str]) -> str:
    kept = listing(left) if left else "no card"
    return f"The tightest: drain {listing(names)} ({drained} HLX); left in hand: {kept}."


def pay_excess(excess: int) -> str:
    return (f"The tightest payment drains {excess} HLX more than the cost: the rulebook does not say whether the "
            f"surplus is lost or stays available for another payment. {_OPEN}")


def pay_drain_outside(phase: Phase, needed: int) -> str:
    return (f"Draining in {PHASE_NAME[phase]}: « Drainez l'Helix des cartes de votre main » is written under « 2 "
            "Préparation », but CYCLE 1 has the player « produire l'Helix lui permettant de payer des cartes ou "
            "pouvoirs » without naming a phase. Read as holding for every payment, the cost is paid as shown; read as "
            f"reserved to the « Préparation », the Helix already held is {needed} HLX short. {_OPEN}")


def _icon_gains(gains: int) -> str:
    return f"Gains of « Drain de Lumière » or « Germination » ({gains}, « gagnez » followed by an icon lost in the rulebook)"


def pay_icon_gains_same(gains: int) -> str:
    return f"{_icon_gains(gains)}: counted as Helix or not, the number of cards to drain is the same."


def pay_icon_gains(gains: int, counted: int | None, uncounted: int | None) -> str:
    def cards(fewest: int | None) -> str:
        return "the hand is not enough" if fewest is None else f"{count(fewest, 'card')} must be drained"

    return f"{_icon_gains(gains)}: counted as Helix, {cards(counted)}; otherwise, {cards(uncounted)}. {_OPEN}"


def pay_primordial(what: str) -> str:
    return (f"{capitalized(what)} is paid « en utilisant l'Helix Primordial »; the rulebook does not say whether that "
            "is the Helix drained from the hand and already held. Read so, the cost is paid as shown; read as another "
            f"resource, the Helix drained does not pay it. {_OPEN}")


def pay_summary(answer: Answer, what: str, fewest: int | None, ways: int, needed: int) -> str:
    if answer is Answer.NON:
        return f"{capitalized(what)} may not be paid here."
    how = "without draining a card" if not needed or fewest is None else \
        f"by draining {count(fewest, 'card')} ({count(ways, 'way')} to do it)"
    if answer is Answer.SELON_LECTURE:
        return f"{capitalized(what)} is paid {how} on one reading of the rulebook, not on the other (see the open points)."
    return f"{capitalized(what)} may be paid {how}."


# --- Lasting effects over the turns (effects/) -------------------------------------------------------
# The effects keep their printed names, between « » as every rulebook word.

from .fr import EFFECT_NAMES, _Shown  # noqa: E402  (this block's own imports, kept with it)
from .fr import EFFECTS_UNSETTLED_NAMES as EFFECTS_UNSETTLED_NAMES  # noqa: E402

EFFECTS_PLAYERS = {"joueur-1": "player 1", "joueur-2": "player 2"}
EFFECTS_PHASES = {"canalisation": "« Canalisation »", "preparation": "« Préparation »", "combat": "« Combat »",
                  "resolution": "« Résolution »", "reparation": "« Réparation »"}
EFFECTS_ARRIVALS = {"invocation": "summoned", "renfort": "« Renfort »", "brise-sort": "« Brise-Sort »",
                    "clone-vegetal": "« Clone Végétal »", "combat": "Combat"}

EFFECTS_UNSETTLED = {
    "brouillard": ("« Quand une créature subit le Brouillard, vous devez jeter un dé pour savoir si elle inflige ou "
                   "non ses DGT »: neither how long it lasts nor what removes it is written, and it only plays in "
                   "combat (the combat calculator follows it)."),
    "eveil": ("« Capacité activée lorsqu'une créature est invoquée »: what it does is printed on each card; the "
              "calculation says when it fires, not what it does."),
    "mort": ("« Capacité activée lorsqu'une créature est détruite »: what it does is printed on each card; only "
             "« Peste » and « Germination », defined in the glossary, are followed."),
    "peste": ("« envoi au cimetière la 1ère carte d'un livre ciblé »: who aims, and at which player's « Livre », is "
              "not written; the calculation says when it fires, the choice stays with the player."),
}


def _effect(slug: str) -> str:
    return f"« {EFFECT_NAMES.get(slug, slug)} »"


def _turns_left(left: int | None) -> str:
    return count(left or 1, "turn")


def effects_marker(effect: str, level: int, left: int | None, waiting: bool) -> str:
    name = _effect(effect)
    if effect in ("regeneration", "drain-de-lumiere", "germination") and level > 1:
        return f"{name} {level}"
    if effect in ("drain-de-lumiere", "germination") and level == 1:
        return f"{name} 1"
    if effect in ("brulure", "epouvante") and left is not None:
        return f"{name} ({_turns_left(left)})"
    if effect == "paralysie" and waiting:
        return f"{name} (next turn)"
    return name


def _what_it_does(card: Named, effect: str, level: int, left: int | None, waiting: bool) -> str:
    return {
        "poison": "1 DGT at the start of every turn, each player's (at « Canalisation »); no end is written, nothing "
                  "in the rulebook removes it",
        "brulure": f"1 DGT at the « Canalisation » of each turn, for {_turns_left(left)} more; then it ends",
        "maladie": "1 DGT less at the « Canalisation » of each turn; no end is written",
        "regeneration": f"{level} PDV regained at the end of the turn (« Réparation »); no end is written",
        "assomme": "it does not untap at the start of its controller's next turn; the effect ends then",
        "epouvante": f"it can neither block nor attack; the effect ends in {count(left or 1, 'turn end')}",
        "paralysie": ("it will neither attack nor use powers on the next turn" if waiting else
                      "it can neither attack nor use powers this turn; the effect ends at the end of the turn"),
        "enracinement": "it cannot move (no attack at contact, no block) until the end of the turn",
        "enlevement": "it stays held; at « Canalisation », a die roll: even, it breaks free; odd, it loses 1 PDV",
        "saignement": "it loses 1 PDV at each move (an attack at contact); no end is written",
        "epines-acerees": "it loses 1 PDV when it attacks; no end is written",
        "lien-d-ombre": "each DGT taken by a creature bearing « Lien d'Ombre » gives 1 PDV to the others",
        "peste": "when it dies, the first card of a targeted « Livre » goes to the « Cimetière »",
        "germination": "when it is destroyed, its controller « gagnez » what an icon lost in the rulebook showed",
        "drain-de-lumiere": "when it attacks, its controller « gagnez » what an icon lost in the rulebook showed",
        "vigilance": "it attacks any enemy creature entering play, if it can",
        "attaque-spectrale": ("it gains « Dissimulation » (cannot be targeted before it attacks), its next attack "
                              "deals double DGT, and it dies at the end of the turn"),
        "assaut-de-brume": ("it cannot be blocked and takes no damage during its next attack; the effect ends after "
                            "it"),
        "defense-etherique": "it cannot be targeted by spells or powers; no end is written",
    }.get(effect, "")


def effects_carries(card: Named, effect: str, markers: int, level: int, left: int | None, waiting: bool) -> str:
    many = f" ({markers} markers)" if markers > 1 else ""
    return f"{name(card)}: {_effect(effect)}{many} — {_what_it_does(card, effect, level, left, waiting)}."


def effects_in_transition(card: Named, awakening_due: bool) -> str:
    later = "; its « Éveil » will fire at a « Canalisation »" if awakening_due else ""
    return f"{Subject(card)} is in « Transition »: no attack, block or power until the end of the turn{later}."


def effects_turn(number: int, cycle: int, player: str) -> str:
    return f"Turn {number} (« Cycle » {cycle}): {EFFECTS_PLAYERS[player]} plays and is the attacker."


def effects_straighten(player: str, cards: Sequence[Named]) -> str:
    return f"{capitalized(EFFECTS_PLAYERS[player])} untaps {listing(name(c) for c in cards)}."


def effects_stunned(card: Named, inclined: bool) -> str:
    if inclined:
        return f"« Assommé »: {subject(card)} does not untap at the start of its controller's turn; the effect ends."
    return f"« Assommé »: {subject(card)} is already untapped; the effect, pointless, ends."


def effects_paralysed(card: Named) -> str:
    return f"« Paralysie »: {subject(card)} can neither attack nor use powers this turn."


def effects_hurt(card: Named, effect: str, amount: int, before: int, after: int, loss: bool) -> str:
    what = f"loses {amount} PDV" if loss else f"takes {amount} DGT"
    cause = "Combat (combat calculator)" if effect == "combat" else _effect(effect)
    return f"{cause}: {subject(card)} {what} ({before} → {after} PDV)."


def effects_hit_not_in_play(card: Named) -> str:
    return f"Combat: {name(card)} is not in play at that moment; its combat DGT do not apply."


def effects_mist_no_damage(card: Named, amount: int) -> str:
    return f"« Assaut de Brume »: {subject(card)} does not take the {amount} DGT of this combat, its attack's."


def effects_rooted_ranged(card: Named) -> str:
    return (f"{Subject(card)} (« PORTÉE ») is rooted in the Defense zone: it cannot move to the Attack zone, so it "
            "only targets the opponent's Attack zone (never the « Forteresse »).")


def effects_shadow_link(gainer: Named, hurt: Named, gain: int, before: int, after: int) -> str:
    return f"« Lien d'Ombre »: {subject(gainer)} gains {gain} PDV ({before} → {after}) for the DGT {name(hurt)} took."


def effects_destroyed(card: Named) -> str:
    return f"{Subject(card)} is destroyed: it goes to the « Cimetière »."


def effects_plague(card: Named) -> str:
    return (f"« Peste »: as {name(card)} dies, the first card of a targeted « Livre » goes to the « Cimetière »; the "
            "rulebook says neither who aims nor whose « Livre »: to be named.")


def effects_gain(card: Named, effect: str, amount: int | None) -> str:
    printed = f"the number printed is {amount}" if amount is not None else "no number is printed"
    return (f"{_effect(effect)}: {possessive(name(card))} controller « gagnez »; the icon after it is lost in the "
            f"rulebook ({printed}): neither what is gained nor how much is written, nothing is counted.")


def effects_burn_left(card: Named, left: int) -> str:
    if left > 0:
        return f"« Brûlure »: {_turns_left(left)} of damage left for {name(card)}."
    return f"« Brûlure »: its turns of damage are over, the effect ends on {name(card)}."


def effects_sickness(card: Named, before: int, after: int) -> str:
    if before == after:
        return f"« Maladie »: {subject(card)} has no DGT left to lose (0 DGT)."
    return f"« Maladie »: {subject(card)} loses {before - after} DGT ({before} → {after} DGT)."


def effects_abduction_no_roll(card: Named) -> str:
    return (f"« Enlèvement »: {possessive(name(card))} roll is not given; it stays held and loses no PDV (give its "
            "rolls in the effect).")


def effects_abduction_free(card: Named, roll: int) -> str:
    return f"« Enlèvement »: {subject(card)} rolls {roll}, even: it breaks free and may move; the effect ends."


def effects_abduction_held(card: Named, roll: int) -> str:
    return f"« Enlèvement »: {subject(card)} rolls {roll}, odd: it stays held."


def effects_awakening(card: Named) -> str:
    return (f"« Éveil »: {subject(card)}, in « Transition », fires its « Éveil » now (what it does is printed on the "
            "card).")


def effects_enters(card: Named, how: str) -> str:
    why = {"renfort": ": the opponent declared an attack", "brise-sort": ": the opponent's spell or power is cancelled"}
    return f"{Subject(card)} enters play ({EFFECTS_ARRIVALS[how]}{why.get(how, '')})."


def effects_no_reinforcement(card: Named) -> str:
    return f"« Renfort »: no attack is declared this turn; {name(card)} cannot enter play."


def effects_clone(card: Named, model: Named, life: int, damage: int) -> str:
    return f"« Clone Végétal »: {name(card)} becomes the exact copy of {name(model)} ({life} PDV, {damage} DGT)."


def effects_clone_gone(card: Named, model: Named) -> str:
    return f"« Clone Végétal »: {name(model)} is no longer in play; {name(card)} has nothing to copy and enters as printed."


def effects_vigilance(card: Named, target: Named) -> str:
    return f"« Vigilance »: {subject(card)} attacks {name(target)}, an enemy creature that just entered play."


def effects_vigilance_hidden(card: Named, target: Named) -> str:
    return (f"« Vigilance »: {name(target)} appears hidden (« Attaque Spectrale »); {name(card)} cannot attack "
            "it.")


def effects_cannot_attack(card: Named, why: str) -> str:
    reason = {"transition": "in « Transition »", "inclined": "tapped", "epouvante": "under « Épouvante »",
              "paralysie": "under « Paralysie »", "enracinement": "rooted (« Enracinement »), it cannot move",
              "enlevement": "held by « Enlèvement »", "attacked": "it already attacked this turn",
              "out": "not in play"}.get(why, why)
    return f"{Subject(card)} does not attack: {reason}."


def effects_declares(card: Named) -> str:
    return f"{Subject(card)} declares an attack."


def effects_attacks_again(card: Named) -> str:
    return f"« Frénésie »: {name(card)} attacks a 2nd time this turn, in a new « Combat » phase."


def effects_loot(player: str, card: Named, xp: int, hlx: int) -> str:
    return f"{capitalized(EFFECTS_PLAYERS[player])} takes the loot of {name(card)}: {xp} XP and {hlx} HLX."


def effects_xp(player: str, before: int, after: int) -> str:
    return f"The « Chef de Guerre » of {EFFECTS_PLAYERS[player]} goes from {before} to {after} XP."


def effects_level_up(player: str) -> str:
    return (f"The « Chef de Guerre » of {EFFECTS_PLAYERS[player]} has {rules.XP_FOR_LEVEL_2} XP: it evolves to "
            f"Level {rules.WARLORD_LAST_LEVEL}.")


def effects_warlord_twice(player: str) -> str:
    return f"The « Chef de Guerre » of {EFFECTS_PLAYERS[player]} is given twice."


def effects_level_too_early(xp: int) -> str:
    return f"Level {rules.WARLORD_LAST_LEVEL} with {xp} XP: it takes {rules.XP_FOR_LEVEL_2} XP to reach it."


def effects_xp_victory(player: str, turn: int) -> str:
    return (f"The « Chef de Guerre » of {EFFECTS_PLAYERS[player]} reaches {rules.XP_FOR_VICTORY} XP: "
            f"{EFFECTS_PLAYERS[player]} wins the game on turn {turn}.")


def effects_spectral_attack(card: Named, before: int, after: int) -> str:
    return (f"« Attaque Spectrale »: the DGT of {possessive(name(card))} attack are doubled ({before} → {after}); "
            "having attacked, it loses « Dissimulation ».")


def effects_mist_assault(card: Named) -> str:
    return (f"« Assaut de Brume »: {subject(card)} cannot be blocked and takes no damage during this attack; the "
            "effect ends afterwards.")


def effects_mist_spares(card: Named, effect: str) -> str:
    return (f"« Assaut de Brume »: {subject(card)} does not lose the PDV of {_effect(effect)} during this attack (the "
            "loss read as damage).")


def effects_inclined(cards: Sequence[Named]) -> str:
    verb = "ends" if len(cards) == 1 else "end"
    return f"After the combat, {listing(subject(c) for c in cards)} {verb} the turn tapped."


EFFECTS_COMBAT_ELSEWHERE = ("The damage of these combats is the Helix combat calculator's to work out: it is not "
                            "counted here.")


def effects_regenerates(card: Named, gain: int, before: int, after: int) -> str:
    if gain == 0:
        return f"« Régénération »: {subject(card)} already has at least its printed PDV ({before} PDV): it regains nothing."
    return f"« Régénération »: {subject(card)} regains {gain} PDV ({before} → {after})."


def effects_transition_ends(card: Named) -> str:
    return f"End of the turn: {possessive(name(card))} « Transition » ends."


def effects_ends(card: Named, effect: str) -> str:
    return f"End of the turn: {possessive(name(card))} {_effect(effect)} ends."


EFFECTS_OPEN_POINTS = {
    "cumul": ("Two markers of one effect on a card: the rulebook does not say whether they add up. Reading kept: each "
              "acts (« Les capacités et effets sont matérialisés en jeu par des marqueurs »); other reading: only one "
              "acts (the longest « Brûlure », the highest « Régénération »)."),
    "epouvante-tour": ("« Épouvante » put on this turn: « pour 1 tour » does not say which turn. Reading kept: this "
                       "turn, it ends at the end of this turn; other reading: this turn and the whole next turn."),
    "epouvante-tour-suivant": ("« Épouvante » put on this turn: « pour 1 tour » does not say which turn. Reading "
                               "kept: this turn; other reading: the next turn only, as « Paralysie »'s « au tour "
                               "suivant » (it may still block this turn)."),
    "maladie-rythme": ("« Maladie »: « perd 1 DGT par tour » does not say in which phase, and « Canalisation » only "
                       "names « Poison, Brûlure... ». Reading kept: 1 DGT less at every « Canalisation », the losses "
                       "adding up; other reading: 1 DGT less once, while it is afflicted."),
    "maladie-tour-controleur": ("« Maladie »: « par tour » does not say whether that is every turn or its "
                                "controller's turns. Reading kept: at the « Canalisation » of every turn; other reading: "
                                "at the « Canalisation » of its controller's turns only."),
    "paralysie-tour": ("« Paralysie »: « au tour suivant » does not say whether that is the next turn, whoever's, or "
                       "its controller's next turn. Reading kept: the next turn; other reading: its controller's next "
                       "turn (the only one it could attack in)."),
    "regeneration-plafond": ("« Régénération » beyond the printed PDV: « Regagne » does not say whether there is a cap. "
                             "Reading kept: it regains up to its printed PDV; other reading: no cap."),
    "pdv-perdus": ("PDV lost (« Épines Acérées », « Saignement », « Enlèvement »): the rulebook does not say whether "
                   "they are « dégats » (« Lien d'Ombre », « Assaut de Brume »). Reading kept: no, the rulebook names "
                   "them otherwise (« perd 1 PDV »); other reading: yes."),
    "simultanes": ("Several cards hit at « Canalisation » while a « Lien d'Ombre » heals: the rulebook gives no order. "
                   "Reading kept: all active effects together, the destructions after; other reading: card after card, "
                   "in the order given, each destruction at once."),
    "eveil-transition": ("« Éveil » of a creature in « Transition »: « Transition » ends « jusqu'à la fin du tour », "
                         "and the « Éveil » fires at a « Canalisation »; the rulebook does not say which. Reading kept: "
                         "its controller's next « Canalisation »; other reading: the very next « Canalisation »."),
    "enlevement-jet": ("« Enlèvement »: the rulebook does not say when the die is rolled. Reading kept: at each "
                       "« Canalisation » of its controller, before it could move; other reading: at every "
                       "« Canalisation », as an active effect."),
    "icone-perdue": ("« gagnez » is followed by an icon the cleaned rulebook lost (« Drain de Lumière », "
                     "« Germination »): neither what is gained nor how much is written. Reading kept: nothing is "
                     "counted; other reading: Helix, as the lost icon of the combat example (« dispose de 2 pour lancer "
                     "le Pouvoir »), of the number printed before the icon if there is one."),
    "clone-copie": ("« Clone Végétal »: « copie exacte » does not say whether it copies the printed card or its state "
                    "(PDV lost, markers). Reading kept: the printed card; other reading: its state at the time."),
}


def effects_open_point(point: str, other: str) -> str:
    return f"{EFFECTS_OPEN_POINTS[point]} {other}".strip()


def effects_state(state: _Shown) -> str:
    if not state.alive:
        return f"{state.name}: destroyed on turn {state.died_on}"
    if not state.in_play:
        return f"{state.name}: not in play"
    return f"{state.name}: {state.life} PDV, {state.damage} DGT, {STANCE[state.stance]}"


def effects_other_outcome(same: bool, changes: Sequence[str], helix: Mapping[str, int]) -> str:
    if same:
        return "Both readings end the same."
    parts = list(changes) + [f"Helix gained by {EFFECTS_PLAYERS[p]}: {n}" for p, n in helix.items()]
    if not parts:
        return "In the other reading, the same board at the end, but not on the same turns."
    return f"In the other reading: {'; '.join(parts)}."


def effects_summary(turn: int, turns: int, final: Sequence[_Shown], silent: int) -> str:
    parts = []
    for state in final:
        if not state.alive:
            parts.append(f"{state.name} is destroyed on turn {state.died_on}")
        elif state.in_play:
            parts.append(f"{state.name} ends with {state.life} PDV and {state.damage} DGT")
        else:
            parts.append(f"{state.name} is not in play")
    span = f"On turn {turn}" if turns == 1 else f"From turn {turn} to turn {turn + turns - 1}"
    flagged = (f"; {count(silent, 'point')} the rules leave open, worked out both ways") if silent else ""
    return f"{span}: {listing(parts)}{flagged}."


def effects_no_turns(effect: str) -> str:
    return f'{_effect(effect)} has no count of turns: "turns" is for « Brûlure » and « Épouvante » only.'


def effects_no_level(effect: str) -> str:
    return (f'{_effect(effect)} has no level: "level" is for « Régénération », « Drain de Lumière » and '
            "« Germination » only.")


def effects_no_amount(effect: str) -> str:
    return f'{_effect(effect)} has no lost icon: "amount" is for « Drain de Lumière » and « Germination » only.'


def effects_hit_unknown(card_id: str) -> str:
    return f'No card has the id "{card_id}".'


def effects_no_rolls(effect: str) -> str:
    return f'{_effect(effect)} needs no roll: "rolls" is for « Enlèvement » only.'


def effects_spectral_past(card: Named) -> str:
    return (f"« Attaque Spectrale »: « Elle meurt à la fin du tour »; put on a turn before, it would have killed "
            f'{name(card)} already: it is put on this turn ("this_turn").')


def effects_arrival_outside(turn: int, first: int, last: int) -> str:
    return f"Turn {turn} is not walked: the calculation goes from turn {first} to turn {last}."


def effects_answer_on_own_turn(card: Named, how: str) -> str:
    return f"{EFFECTS_ARRIVALS[how]}: {name(card)} enters play on an opponent's turn, not on its controller's."


def effects_summon_off_turn(card: Named) -> str:
    return (f"{Subject(card)} cannot be summoned on an opponent's turn: only « Renfort » and « Brise-Sort » allow "
            "it.")


def effects_spell_too_dear(cost: int, level: int) -> str:
    return f"« Brise-Sort » of level {level}: the opponent's spell or power costs {cost}, more than its level."


def effects_arrival_passed(how: str) -> str:
    return f"{capitalized(EFFECTS_ARRIVALS[how])}: that moment of the current turn is past (the phase given comes after)."


EFFECTS_COPIES_CLONE_ONLY = '"copies" is for a « Clone Végétal » only ("how": clone-vegetal).'
EFFECTS_CLONE_NEEDS_TARGET = 'A « Clone Végétal » targets a common « Bête » in play: give its id ("copies").'


def effects_clone_unknown(card_id: str) -> str:
    return f'No other card has the id "{card_id}".'


def effects_clone_not_in_play(target: Named) -> str:
    return f"{Subject(target)} is not in play at the start: « Clone Végétal » targets a common « Bête » in play."


def effects_clone_not_common_beast(target: Named) -> str:
    return (f'{Subject(target)} is not a common « Bête » (species "bete", rarity "commune"): « Clone Végétal » cannot '
            "target it.")


def effects_transition_arriving(card: Named) -> str:
    return f"{Subject(card)} arrives during the turns walked: it cannot already be in « Transition »."
