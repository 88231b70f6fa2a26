"""Helix Duels's French: every sentence of the refusals, the steps, the summary, the page's outcome and the deck
check's verdicts.

A card is spoken of by its name. Where a sentence agrees with it (« Loup est détruit », « Harpie
est détruite »), the card's ``gender`` decides; a card without one is « la carte Loup », which is
feminine whatever its name (« la carte Loup est détruite »).
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Literal, Protocol

from referee.engine.french import Gender, agree, capitalized, count, listing, noun, of, of_the

from .. import rules
from ..model import (
    Ability,
    AbilityInfo,
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


class Named(Protocol):
    """A card as the sentences speak of it: an input card or a card while the phase resolves."""

    @property
    def spoken(self) -> str: ...

    @property
    def gender(self) -> Gender | None: ...


Act = Literal["attack", "block", "defend"]
"""What a card is refused to do: the checks name it, each language says it."""

# --- Names ------------------------------------------------------------------------------------

ABILITY_NAMES = {
    Ability.VOL: "Vol", Ability.ENVERGURE: "Envergure", Ability.IMMERSION: "Immersion", Ability.CUIRASSE: "Cuirassé",
    Ability.INCANDESCENT: "Incandescent", Ability.REMPART: "Rempart", Ability.DISSIMULATION: "Dissimulation",
    Ability.VISION_QUANTIQUE: "Vision Quantique", Ability.INITIATIVE: "Initiative", Ability.FRENESIE: "Frénésie",
    Ability.INFLEXIBLE: "Inflexible", Ability.IMMATERIEL: "Immatériel",
    Ability.BOUCLIER_ARCANIQUE: "Bouclier Arcanique", Ability.NEGATION: "Négation", Ability.FLUIDITE: "Fluidité",
    Ability.ESQUIVE: "Esquive", Ability.PROTECTION: "Protection", Ability.COUP_FATAL: "Coup Fatal",
    Ability.DETERMINATION: "Détermination", Ability.EPINES_VOLCANIQUES: "Épines Volcaniques",
    Ability.VENGEANCE: "Vengeance", Ability.VOL_DE_VIE: "Vol de Vie", Ability.IMMORTEL: "Immortel",
    Ability.BROUILLARD: "Brouillard",
}
"""The abilities as the rulebook prints them."""

ABILITIES: tuple[AbilityInfo, ...] = tuple(
    AbilityInfo(a.value, ABILITY_NAMES[a], a.rule, "abilities") for a in Ability
) + (AbilityInfo("resistance", "Résistance", rules.RESISTANCE, "resistances"),)
"""Every ability the engine understands, in the order a page may list them."""

CAUSES = {**{a.value: ABILITY_NAMES[a] for a in Ability}, "resistance": "Résistance"}
"""What prevented damage (``Reduction.cause``), by name."""

SIDE = {Side.ATTAQUANT: "l'attaquant", Side.DEFENSEUR: "le défenseur"}
SIDE_TITLE = {Side.ATTAQUANT: "Attaquant", Side.DEFENSEUR: "Défenseur"}
DAMAGE_TYPE = {DamageType.PHY: "PHY", DamageType.MAG: "MAG", DamageType.NEUTRE: "neutres"}
SKILL = {CombatSkill.CONTACT: "CONTACT", CombatSkill.PORTEE: "PORTÉE"}
DELIVERY = {Delivery.CONTACT: "contact", Delivery.PORTEE: "portée", Delivery.EFFET: "effet"}
EFFECT_KIND = {EffectKind.DEGATS: "dégâts", EffectKind.TIR: "tir", EffectKind.MODIFICATION: "modification",
               EffectKind.DESTRUCTION: "destruction"}
STANCE = {Stance.DRESSE: "dressée", Stance.INCLINE: "inclinée"}
"""A card's state in the final table (« la carte » understood)."""
ZONE = {Zone.ATTAQUE: "attaque", Zone.DEFENSE: "défense"}
PARITY = {Parity.PAIR: "pair", Parity.IMPAIR: "impair"}
THE_FORTRESS = "la Forteresse du défenseur"


def name(card: Named) -> str:
    return card.spoken


def subject(card: Named) -> str:
    """The card as the subject of an agreeing sentence: « Loup », or « la carte Loup » without a gender."""
    return card.spoken if card.gender is not None else f"la carte {card.spoken}"


def Subject(card: Named) -> str:
    return capitalized(subject(card))


def _gender(card: Named) -> Gender:
    return card.gender or Gender.FEMININE


def adj(card: Named, word: str) -> str:
    """A participle or adjective agreed with the card (« détruit », « détruite »)."""
    return agree(word, _gender(card))


def he(card: Named) -> str:
    return "il" if _gender(card) is Gender.MASCULINE else "elle"


def him(card: Named) -> str:
    """The object pronoun: « la bloquer », « le bloquer »."""
    return "le" if _gender(card) is Gender.MASCULINE else "la"


def if_he(card: Named) -> str:
    """« s'il », « si elle »: « si » elides before « il »."""
    return "s'il" if _gender(card) is Gender.MASCULINE else "si elle"


def stressed(card: Named) -> str:
    """The stressed pronoun: « sur lui », « sur elle »."""
    return "lui" if _gender(card) is Gender.MASCULINE else "elle"


def with_id(label: str, card_id: str) -> str:
    """Two cards with one name are told apart by their id: « Loup (a2) »."""
    return f"{label} ({card_id})"


def warlord(warlord_name: str, side: Side) -> str:
    """« le Chef de Guerre du défenseur », with its own name when it has one."""
    label = f"le Chef de Guerre {of_the(SIDE[side])}"
    return label if warlord_name == "Chef de Guerre" else f"{label} ({warlord_name})"


def response_name(response: Response) -> str:
    """A spell or power by its name; a nameless shot is « Tir », any other nameless effect « Effet »."""
    return response.name or ("Tir" if response.kind is EffectKind.TIR else "Effet")


def _from(source: str) -> str:
    """« de Boule de Feu », « d'Ours », « du Chef de Guerre du défenseur »."""
    return of_the(source) if source.startswith(("le ", "la ", "les ", "l'")) else of(source)


def _dgt(amount: int) -> str:
    return f"{amount} DGT"


# --- Refusals: values no game state has -------------------------------------------------------------


def vengeance_not_enemy(card: Named, target: str) -> str:
    return (f"La Vengeance {of(card.spoken)} frappe une créature ennemie : « {target} » n'en est pas une ; choisissez "
            "une créature de l'adversaire.")


def reserved_id(card_id: str) -> str:
    return f"L'identifiant « {card_id} » est réservé ; choisissez-en un autre."


def duplicate_id(card_id: str) -> str:
    return f"L'identifiant « {card_id} » est déjà pris : chaque carte a un identifiant unique."


def no_health_left(card: Named, creature: bool) -> str:
    unit = "1 PDV" if creature else "1 DRB"
    return (f"{Subject(card)} est en jeu avec 0 PDV : une carte en jeu a au moins {unit} (seul un Immortel reste en jeu "
            "à 0 PDV).")


RESISTANCE_APART = "Résistance se donne dans « resistances », avec son type et son montant"
"""Why « resistance » is no ability: the reader adds it to the refusal of the value."""
TOO_MANY_TOKENS = f"Au plus {rules.TOKENS_PER_CONTROLLER} créatures tokens par contrôleur."
BLOCKER_TWICE = "Un même bloqueur est listé deux fois."
NO_AMOUNT = "Un effet de dégâts indique les DGT qu'il inflige (« amount »)."
NO_SOURCE = ("Un tir indique qui tire (« source ») : le Chef de Guerre du défenseur (« chef-de-guerre ») ou une de "
             "ses créatures PORTÉE.")
SPELL_ON_FORTRESS = ("Les sorts et pouvoirs visant une Forteresse ne sont pas encore calculés ; retirez cet effet et "
                     "appliquez-le à la main.")


def split_length(amounts: int, blockers: int) -> str:
    return (f"La répartition donne {count(amounts, 'montant')} pour {count(blockers, 'bloqueur')} : un montant par "
            "bloqueur, dans leur ordre.")


def field_of_another_kind(field: str, kind: EffectKind) -> str:
    return f"Le champ « {field} » ne sert pas à un effet de {EFFECT_KIND[kind]} : retirez-le."


def unknown_card(card_id: str, known: Sequence[str], extra: str | None) -> str:
    also = f" ou « {extra} »" if extra else ""
    return (f"Aucune carte « {card_id} » en jeu ; attendu l'identifiant d'une carte ({', '.join(known) or 'aucune'})"
            f"{also}.")


def defends_twice(card_id: str, where: str) -> str:
    return (f"La carte « {card_id} » défend déjà ({where}) : le livre de règles ne dit pas si une carte peut bloquer ou "
            "tirer deux fois ; déclarez-la une seule fois.")


# --- Refusals: the rules --------------------------------------------------------------------------------


def no_attack_in_cycle(cycle: int) -> str:
    return (f"Pas de déclaration d'attaque au Cycle {cycle} : les attaques commencent au Cycle "
            f"{rules.FIRST_ATTACK_CYCLE}.")


def attacker_is_the_defenders(card: Named) -> str:
    return f"{name(card)} appartient au défenseur : seules les créatures de l'attaquant attaquent."


_THEY = {"attack": "attaquent", "block": "bloquent", "defend": "défendent"}
_TO = {"attack": "attaquer", "block": "bloquer", "defend": "défendre"}


def object_cannot(act: Act, card: Named) -> str:
    """« Coffre est un objet : seules les créatures attaquent. »"""
    return f"{name(card)} est un objet : seules les créatures {_THEY[act]}."


def declared_twice(card: Named) -> str:
    return (f"{Subject(card)} est déjà {adj(card, 'déclaré')} dans cette phase : une cible par attaquant. Une "
            "créature avec Frénésie attaque une deuxième fois dans une nouvelle phase de Combat.")


def in_transition(card: Named, act: Act) -> str:
    return f"{Subject(card)} est en Transition : {he(card)} ne peut pas {_TO[act]} avant la fin du tour."


def inclined_cannot(card: Named, act: Act) -> str:
    return f"{Subject(card)} est {adj(card, 'incliné')} : seules les créatures dressées {_THEY[act]}."


def already_attacked(card: Named) -> str:
    return (f"{Subject(card)} a déjà attaqué ce tour : une créature n'attaque qu'une fois par tour, deux fois avec "
            "Frénésie.")


def ranged_at_fortress(card: Named) -> str:
    return (f"{Subject(card)} a la compétence PORTÉE : {he(card)} ne peut en aucun cas cibler la Forteresse ; "
            "choisissez une créature ou un objet.")


def target_is_the_attackers(card: Named) -> str:
    return f"{name(card)} appartient à l'attaquant : une attaque cible une carte du défenseur ou sa Forteresse."


def out_of_reach(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} (PORTÉE) est en zone de Défense : {he(attacker)} ne peut cibler que la zone "
            f"d'Attaque, où {name(target)} n'est pas ; déplacez-{him(attacker)} d'abord en zone d'Attaque.")


def cannot_fight_flyer(attacker: Named, target: Named) -> str:
    return (f"{Subject(target)} a Vol : une créature terrestre comme {name(attacker)} ne peut pas {him(target)} "
            "combattre (il lui faudrait Vol ou Envergure).")


def cannot_block_flyer(blocker: Named, attacker: Named) -> str:
    return (f"{Subject(attacker)} a Vol : une créature terrestre comme {name(blocker)} ne peut pas {him(attacker)} "
            "bloquer (il lui faudrait Vol ou Envergure).")


def cannot_shoot_flyer(shooter: Named, target: Named) -> str:
    return f"{name(target)} a Vol : une créature terrestre comme {name(shooter)} ne peut pas lui infliger de dégâts."


def immersion(target: Named, flyer: Named) -> str:
    return (f"{Subject(target)} a Immersion : une créature avec Vol comme {name(flyer)} ne peut pas {him(target)} "
            "cibler.")


def hidden(card: Named) -> str:
    return (f"{Subject(card)} est {adj(card, 'dissimulé')} : {he(card)} ne peut être {adj(card, 'ciblé')} tant "
            f"qu'{he(card)} n'a pas attaqué.")


def armoured_target(card: Named) -> str:
    return (f"{Subject(card)} est {adj(card, 'Cuirassé')} : {he(card)} ne peut être {adj(card, 'attaqué')} que par "
            f"au moins {rules.CUIRASSE_MIN_CREATURES} créatures ; ajoutez un autre attaquant sur {stressed(card)}.")


def armoured_attacker(card: Named) -> str:
    return (f"{Subject(card)} est {adj(card, 'Cuirassé')} : {he(card)} ne peut être {adj(card, 'bloqué')} que par "
            f"au moins {rules.CUIRASSE_MIN_CREATURES} créatures.")


def incandescent(card: Named) -> str:
    return f"{Subject(card)} est {adj(card, 'Incandescent')} : {he(card)} ne peut pas être {adj(card, 'bloqué')}."


def _ramparts(ramparts: Sequence[Named]) -> str:
    return f"Rempart ({listing(name(r) for r in ramparts)})"


def behind_rempart(ramparts: Sequence[Named], attacker: Named, target: Named) -> str:
    return (f"{_ramparts(ramparts)} : la créature ayant Rempart « doit être attaquée en priorité » et, tant qu'elle "
            f"est en jeu, « aucune autre créature alliée ne peut être la cible d'une attaque physique » : "
            f"{name(attacker)} ne peut pas cibler {name(target)} (Vol et Portée ignorent le Rempart).")


def blocker_is_the_attackers(card: Named) -> str:
    return f"{name(card)} appartient à l'attaquant : seul le défenseur bloque."


def ranged_cannot_block(blocker: Named, attacker: Named) -> str:
    return (f"{Subject(blocker)} a la compétence PORTÉE : {he(blocker)} ne peut pas bloquer une attaque au contact ; "
            f"{he(blocker)} peut en revanche infliger ses DGT à {name(attacker)} (un tir).")


ONLY_THE_DEFENDER_SHOOTS = "Seul le défenseur tire sur une créature attaquante."


def shot_at_non_attacker(card: Named) -> str:
    return f"{name(card)} n'attaque pas : un tir en défense vise une créature attaquante."


def warlord_without_range(warlord_name: str) -> str:
    return f"{capitalized(warlord(warlord_name, Side.DEFENSEUR))} n'a pas la compétence PORTÉE : il ne peut pas tirer."


def warlord_without_damage(warlord_name: str) -> str:
    return (f"Le tir {_from(warlord(warlord_name, Side.DEFENSEUR))} demande ses DGT : donnez le montant imprimé sur sa "
            "carte (3 dans l'exemple du livre).")


def not_a_defending_creature(card: Named) -> str:
    return f"{name(card)} n'est pas une créature du défenseur."


def contact_does_not_shoot(card: Named) -> str:
    return f"{Subject(card)} a la compétence CONTACT : {he(card)} bloque, {he(card)} ne tire pas."


def shot_out_of_reach(shooter: Named, target: Named) -> str:
    return (f"{name(shooter)} est en zone de Défense et {name(target)} n'est pas en zone d'Attaque : une créature "
            "PORTÉE en Défense ne cible que la zone d'Attaque.")


def split_total(total: int, attacker: Named, damage: int) -> str:
    return (f"La répartition totalise {_dgt(total)}, mais {name(attacker)} inflige {_dgt(damage)} au moment du "
            "combat : corrigez-la.")


# --- Open points of legality (flagged steps) ----------------------------------------------------------


def quantum_on_armoured(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} attaque {adj(attacker, 'seul')} {name(target)} (Cuirassé) grâce à Vision Quantique : "
            "le livre ne dit pas si « attaqué que par au moins 2 créatures » est un effet qui empêche le ciblage ; "
            "l'outil le considère ainsi.")


def rempart_and_non_creature(ramparts: Sequence[Named], attacker: Named, target: Named | None) -> str:
    aimed = THE_FORTRESS if target is None else f"l'objet {name(target)}"
    return (f"{_ramparts(ramparts)} : la créature ayant Rempart « doit être attaquée en priorité », mais l'interdiction "
            f"qui suit ne nomme que « aucune autre créature alliée », et {aimed} n'est pas une créature. Deux "
            f"lectures : selon l'interdiction, {name(attacker)} peut cibler {aimed}, ce que l'outil applique ; selon "
            "la priorité, cette attaque n'est pas permise tant que le Rempart est en jeu, et ce combat n'a pas lieu.")


def frenzy_and_inflexible(card: Named) -> str:
    return (f"{Subject(card)} a Frénésie (« Peut attaquer 2 fois par tour ») et Inflexible, dont le livre dit « ne "
            "pourra pas attaquer une 2eme fois sur le même tour ». Deux lectures : selon Frénésie, cette deuxième "
            "attaque est permise, ce que l'outil applique ; selon Inflexible, elle ne l'est pas, et ce combat n'a pas "
            "lieu.")


def ranged_blocks_ranged(blocker: Named, attacker: Named) -> str:
    return (f"{name(blocker)} (PORTÉE) bloque {name(attacker)} (PORTÉE) : le livre n'interdit aux créatures PORTÉE que "
            "de bloquer une attaque au contact ; l'outil accepte ce blocage.")


def several_attackers(target: Named, attackers: int) -> str:
    return (f"{name(target)} est la cible de {count(attackers, 'attaquant')} : le livre ne dit pas s'ils combattent "
            "ensemble ; l'outil résout un combat par attaquant, dans l'ordre déclaré.")


# --- Steps: declarations and the stack ----------------------------------------------------------------

NO_ATTACK = "Aucune attaque n'est déclarée : pas de combat."
ORDER_OF_COMBATS = ("L'attaquant résout les combats dans l'ordre de ses déclarations ; les dégâts infligés à la "
                    "Forteresse viennent toujours en dernier.")


def cycle_allows_attacks(cycle: int) -> str:
    return f"Cycle {cycle} : l'attaquant peut déclarer des attaques (aucune au Cycle 1)."


def moves_to_attack(card: Named, aimed: str) -> str:
    return f"{name(card)} (CONTACT) se déplace en zone d'Attaque et attaque {aimed}."


def attacks_from(card: Named, skill: CombatSkill, zone: Zone, aimed: str) -> str:
    where = "d'Attaque" if zone is Zone.ATTAQUE else "de Défense"
    return f"{name(card)} ({SKILL[skill]}) attaque {aimed} depuis la zone {where}."


def revealed(card: Named) -> str:
    return f"{Subject(card)} attaque : sa Dissimulation ne {him(card)} protège plus du ciblage."


def not_blocked(card: Named) -> str:
    return f"{Subject(card)} n'est pas {adj(card, 'bloqué')}."


def moves_to_block(blocker: Named, attacker: Named) -> str:
    return f"{name(blocker)} se déplace en zone d'Attaque pour bloquer {name(attacker)}."


def blocks(blocker: Named, attacker: Named) -> str:
    return f"{name(blocker)} bloque {name(attacker)}."


def blocked_by_several(card: Named, blockers: int) -> str:
    return (f"{Subject(card)} est {adj(card, 'bloqué')} par {blockers} créatures, ce que permet le livre (« Il peut "
            "bloquer une créature avec 2 ou plusieurs créatures »).")


def stack(played: int) -> str:
    if played == 1:
        return "Pile : 1 sort ou pouvoir joué en réponse, résolu avant les dégâts de combat."
    return (f"Pile : {played} sorts ou pouvoirs joués en réponse, résolus du dernier au premier (principe de Pile), "
            "avant les dégâts de combat.")


def stack_occasion(k: int) -> str:
    """The occasion a die is rolled for (not shown): one per stack entry, one per combat."""
    return f"pile {k + 1}"


def combat_occasion(i: int) -> str:
    return f"combat {i + 1}"


def _played(response: Response) -> str:
    return f"{response_name(response)} ({SIDE[response.player]})"


def spell_damage(response: Response, amount: int, target: Named) -> str:
    return f"{_played(response)} inflige {_dgt(amount)} à {name(target)}."


def spell_destroys(response: Response, target: Named) -> str:
    return f"{_played(response)} détruit {name(target)}."


def target_gone(response: Response, target: Named) -> str:
    return (f"{response_name(response)} : {subject(target)} a déjà été {adj(target, 'détruit')} ; le livre ne dit pas "
            "ce que devient un effet sans cible ; l'outil ne l'applique pas.")


def hidden_attacker_targeted(response: Response, target: Named) -> str:
    return (f"{response_name(response)} cible {subject(target)}, {adj(target, 'dissimulé')}, pendant sa première "
            "attaque : le livre (« Ne peut être ciblée tant qu'il n'a pas attaqué ») ne dit pas si une attaque en "
            "cours compte déjà ; l'outil accepte ce ciblage.")


def warlord_shoots(warlord_name: str, target: Named, amount: int) -> str:
    return (f"{capitalized(warlord(warlord_name, Side.DEFENSEUR))} tire sur {name(target)}, créature attaquante, grâce "
            f"à sa compétence de Portée : {_dgt(amount)}.")


def shooter_gone(card: Named) -> str:
    return f"{Subject(card)} a été {adj(card, 'détruit')} avant son tir : l'outil ne l'applique pas."


def shoots(shooter: Named, target: Named, amount: int) -> str:
    return f"{name(shooter)} (PORTÉE) tire sur {name(target)}, créature attaquante : {_dgt(amount)}."


SHOOTER_INCLINES = ("Le livre ne dit pas si une créature qui tire en défense s'incline ; l'outil applique « Après un "
                    "combat, les créatures terminent le tour inclinées ».")
TARGET_INCLINES = ("Le livre incline « les créatures » après un combat sans dire si la cible d'une attaque non bloquée "
                   "en fait partie ; l'outil l'incline.")


def damage_changed(response: Response, target: Named, before: int, after: int) -> str:
    return f"{_played(response)} : {name(target)} passe de {before} à {_dgt(after)}."


def health_changed(response: Response, target: Named, before: int, after: int) -> str:
    return f"{_played(response)} : {name(target)} passe de {before} à {after} PDV."


def gains(response: Response, target: Named, ability: Ability) -> str:
    return f"{_played(response)} : {name(target)} gagne {ABILITY_NAMES[ability]}."


# --- Steps: the combats ------------------------------------------------------------------------------


def combat(i: int, attacker: Named, blockers: Sequence[Named], aimed: str) -> str:
    blocked = f", {adj(attacker, 'bloqué')} par {listing(name(b) for b in blockers)}," if blockers else ""
    return f"Combat {i + 1} : {subject(attacker) if blockers else name(attacker)}{blocked} contre {aimed}."


def destroyed_before_combat(card: Named) -> str:
    return (f"{Subject(card)} a été {adj(card, 'détruit')} avant la résolution des dégâts de combat : {he(card)} "
            "n'inflige aucun dégât.")


BLOCKERS_DID_NOT_FIGHT = ("Ses bloqueurs n'ont pas combattu : le livre ne dit pas s'ils s'inclinent ; l'outil les "
                          "laisse dressés.")


def fortress_later(card: Named) -> str:
    return (f"{Subject(card)} n'est pas {adj(card, 'bloqué')} : ses DGT à la Forteresse seront infligés après tous "
            "les combats.")


def target_no_longer_there(target: Named) -> str:
    return (f"{name(target)} n'est plus en jeu : le livre ne dit pas ce que devient une attaque sans cible ; l'outil "
            "considère qu'elle n'inflige rien.")


def all_blockers_gone(attacker: Named) -> str:
    return (f"Tous les bloqueurs {of(name(attacker))} ont été détruits avant le combat : le livre ne dit pas si "
            "l'attaque reste bloquée ; l'outil la considère bloquée (pas de DGT à la cible).")


def object_strikes_back(target: Named) -> str:
    return (f"{name(target)} est un objet : le livre ne dit pas si un objet inflige ses DGT en défense ; l'outil ne "
            "les applique pas.")


def frenzy_first_attack(attacker: Named) -> str:
    return (f"Frénésie : c'est la première attaque {of(name(attacker))} ce tour ; « La 1ère attaque bénéficie de "
            "l'Initiative (la créature qui défend n'inflige pas ses dégats) ». Le glossaire définit l'Initiative "
            "comme « Inflige ses DGT en premier », ce qui laisse riposter un défenseur qui survit. Deux lectures : selon "
            "la parenthèse de Frénésie, le défenseur n'inflige pas ses dégâts, ce que l'outil applique ; selon "
            "l'Initiative, il riposte s'il survit.")


def frenzy_initiative_reading(defender: Named, attacker: Named, damage: int, health: int) -> str:
    return (f"Selon l'Initiative seule, {subject(defender)}, qui survit, infligerait ensuite {_dgt(damage)} à "
            f"{name(attacker)} ({health} PDV) : les deux lectures donnent ici des issues différentes.")


def ranged_attack_riposte(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} attaque à distance : le livre ne dit pas si {name(target)}, une créature CONTACT, "
            "riposte ; l'outil applique la règle générale (les créatures s'infligent leurs DGT).")


ALL_HAVE_INITIATIVE = ("Toutes ces créatures ont l'Initiative : le livre ne dit pas qui frappe alors en premier ; "
                       "l'outil les fait frapper simultanément.")
SIMULTANEOUS = "Les créatures sont dressées : elles s'infligent simultanément leurs DGT."


def has_initiative(card: Named) -> str:
    return f"{Subject(card)} a l'Initiative : {he(card)} inflige ses DGT en premier."


def initiative_but_inclined(card: Named) -> str:
    return (f"{Subject(card)} a l'Initiative mais est {adj(card, 'incliné')} : une carte inclinée n'inflige ses DGT "
            f"que si elle survit ; l'outil {him(card)} fait frapper après.")


def dressed_strikes_inclined_first(attacker: Named, target: Named) -> str:
    return (f"{Subject(attacker)} est {adj(attacker, 'dressé')} et attaque {subject(target)}, "
            f"{adj(target, 'incliné')} : {he(attacker)} inflige ses DGT en premier ; {he(target)} n'inflige les siens "
            f"que {if_he(target)} survit.")


def inclined_frenzy_attacker(attacker: Named) -> str:
    return (f"{Subject(attacker)}, {adj(attacker, 'incliné')} par sa première attaque, attaque de nouveau grâce à "
            "Frénésie : une carte inclinée n'inflige ses DGT que si elle survit ; l'outil fait frapper les défenseurs "
            "d'abord.")


def split_chosen(chosen: Sequence[tuple[Named, int]], lost: bool) -> str:
    how = "l'outil applique la répartition choisie par l'attaquant"
    if lost:
        how += " (la part des bloqueurs déjà détruits est perdue)"
    return _split(how, chosen)


def split_in_order(chosen: Sequence[tuple[Named, int]]) -> str:
    return _split("faute de répartition fournie, l'outil les inflige dans l'ordre des bloqueurs, chacun jusqu'à "
                  "épuiser ses PDV", chosen)


def _split(how: str, chosen: Sequence[tuple[Named, int]]) -> str:
    shares = listing(f"{name(b)} {amount}" for b, amount in chosen)
    return (f"Le livre ne dit pas comment les DGT d'un attaquant se répartissent entre plusieurs bloqueurs ; {how} : "
            f"{shares}.")


def inclined_survivor_strikes(card: Named) -> str:
    return (f"{Subject(card)}, {adj(card, 'incliné')}, a survécu : {he(card)} inflige ses DGT (« Une carte inclinée "
            "n'inflige ses DGT que si elle survit »). Le glossaire dit aussi qu'une créature inclinée « n'inflige pas "
            "de dégats » ; l'outil retient la phrase la plus précise.")


def determination_destroyed(card: Named) -> str:
    return (f"{Subject(card)} a Détermination mais a été {adj(card, 'détruit')} pendant le combat : le livre ne dit "
            f"pas {if_he(card)} inflige encore ses DGT à sa cible ; l'outil ne les applique pas.")


def determination_on_fortress(card: Named) -> str:
    return (f"{Subject(card)} a Détermination : après ses bloqueurs, {he(card)} inflige ses DGT à la Forteresse, avec "
            "les dégâts à la Forteresse en fin de résolution.")


def determination_target_gone(card: Named, target: Named) -> str:
    return f"{name(card)} a Détermination, mais {name(target)} n'est plus en jeu."


def determination(card: Named, target: Named) -> str:
    return f"{Subject(card)} a Détermination : après ses bloqueurs, {he(card)} inflige ses DGT à {name(target)}."


def determination_riposte(target: Named) -> str:
    return (f"Le livre ne dit pas si {name(target)} riposte à Détermination ; l'outil ne lui fait pas infliger de "
            "DGT.")


FORTRESS_LAST = "Enfin, les dégâts infligés à la Forteresse du défenseur."
FORTRESS_FALLS = "La Forteresse du défenseur tombe à 0 DRB : le défenseur perd la partie, l'attaquant gagne."


def destroyed_before_fortress(card: Named) -> str:
    return f"{Subject(card)} a été {adj(card, 'détruit')} : {he(card)} n'inflige pas ses DGT à la Forteresse."


def fortress_hit(card: Named, amount: int, before: int, after: int) -> str:
    return f"La Forteresse du défenseur subit {_dgt(amount)} {_from(name(card))} : {before} → {after} DRB."


# --- Steps: damage, what prevents it, what follows it ----------------------------------------------------


def ignored(target: Named, ability: Ability, why: str, amount: int, source: str) -> str:
    return (f"{Subject(target)} a {ABILITY_NAMES[ability]} : {why} ; {_dgt(amount)} {_from(source)} "
            f"{agree('ignoré', Gender.MASCULINE, amount)}.")


def ground_creature(source: str) -> str:
    return f"{source} est une créature terrestre"


def flyer_and_warlord(target: Named) -> str:
    return (f"{name(target)} a Vol : le livre ne dit pas si un Chef de Guerre compte comme une « créature terrestre » ; "
            "l'outil applique ses DGT.")


def type_unknown(target: Named, ability: Ability | None, source: str) -> str:
    what = ABILITY_NAMES[ability] if ability is not None else "une Résistance"
    return (f"{name(target)} a {what}, mais le type des DGT {_from(source)} n'est pas indiqué : l'outil ne peut "
            "l'appliquer ; vérifiez le type sur la carte.")


def ignores_type(target: Named, damage_type: DamageType) -> str:
    return f"{he(target)} ignore les DGT de type {DAMAGE_TYPE[damage_type]}"


def ignores_combat_damage(target: Named) -> str:
    return f"{he(target)} ignore les DGT de combat"


def ignores_ranged_damage(target: Named) -> str:
    return f"{he(target)} ignore les DGT de Portée"


def dodges(target: Named, roll: int) -> str:
    return f"dé {roll} (pair), {he(target)} esquive"


def does_not_dodge(target: Named, roll: int) -> str:
    return f"{Subject(target)} a Esquive : dé {roll} (impair), {he(target)} subit les DGT."


def resists_all(target: Named, damage_type: DamageType, amount: int, source: str) -> str:
    return (f"{name(target)} a Résistance aux DGT ({DAMAGE_TYPE[damage_type]}) : {_dgt(amount)} {_from(source)} "
            f"{agree('ignoré', Gender.MASCULINE, amount)}.")


def resists_amount(target: Named, damage_type: DamageType, amount: int, prevented: int) -> str:
    return (f"{name(target)} a Résistance aux DGT ({DAMAGE_TYPE[damage_type]}) ({amount}) : {_dgt(prevented)} "
            f"{agree('ignoré', Gender.MASCULINE, prevented)}. Le livre ne définit pas le nombre entre parenthèses ; "
            "lecture retenue : les DGT de ce type sont réduits d'autant.")


def protection(target: Named, amount: int, source: str) -> str:
    return (f"{Subject(target)} a Protection : {he(target)} ignore ces premiers DGT subis ({_dgt(amount)} "
            f"{_from(source)}) ; sa Protection est consommée.")


def suffers(target: Named, dealt: int, source: str, before: int, after: int, creature: bool) -> str:
    return f"{name(target)} subit {_dgt(dealt)} {_from(source)} : {before} → {after} {'PDV' if creature else 'DRB'}."


def deals_nothing(source: str, target: Named) -> str:
    return f"{capitalized(source)} n'inflige aucun DGT à {name(target)}."


def life_steal(card: Named, healed: int, before: int, after: int) -> str:
    return f"{Subject(card)} a Vol de Vie : {he(card)} gagne {healed} PDV ({before} → {after})."


def fatal_blow(source: Named, target: Named) -> str:
    return (f"{name(source)} a Coup Fatal : {subject(target)}, {adj(target, 'blessé')}, est "
            f"{adj(target, 'détruit')}.")


def thorns(thorny: Named, attacker: Named) -> str:
    return (f"{Subject(thorny)} a Épines Volcaniques : {he(thorny)} renvoie {_dgt(rules.EPINES_DAMAGE_PER_ATTACK)} à "
            f"{name(attacker)} pour l'attaque subie.")


def thorns_of_a_blocker(thorny: Named, attacker: Named) -> str:
    return (f"{Subject(thorny)} a Épines Volcaniques (« Renvoie 1 dégat pour chaque attaque subie ») et bloque "
            f"{name(attacker)} : le livre ne dit pas si bloquer, c'est subir une attaque. Deux lectures : "
            f"{he(thorny)} renvoie {_dgt(rules.EPINES_DAMAGE_PER_ATTACK)} à {name(attacker)}, ce que l'outil applique ; "
            f"ou seule la cible d'une attaque la subit, et {name(attacker)} ne perd pas ce PDV.")


def vengeance_not_chained(card: Named) -> str:
    return (f"{name(card)} a Vengeance, mais ces DGT sont eux-mêmes renvoyés : le livre ne dit pas si les renvois "
            "s'enchaînent ; l'outil ne les enchaîne pas.")


def vengeance_choice(card: Named, taken: int, amount: int, options: Sequence[str]) -> str:
    return (f"{Subject(card)} a Vengeance : {he(card)} a subi {_dgt(taken)}, une créature ennemie en subit {amount}. "
            f"Son contrôleur choisit laquelle ({', '.join(options) or 'aucune'}) ; indiquez « vengeance_target » pour "
            "l'appliquer.")


def vengeance(card: Named, taken: int, chosen: Named, amount: int) -> str:
    return (f"{Subject(card)} a Vengeance : {he(card)} a subi {_dgt(taken)}, {name(chosen)} en subit {amount} "
            "(lecture retenue de « subit 1 DGT, une créature ennemie subit 1 DGT » : un DGT renvoyé par DGT subi).")


def immortal(card: Named, health: int) -> str:
    return f"{Subject(card)} a Immortel : {he(card)} n'est pas {adj(card, 'détruit')} ({health} PDV)."


def destroyed(card: Named) -> str:
    return f"{Subject(card)} est {adj(card, 'détruit')}."


def no_health(card: Named) -> str:
    return f"{Subject(card)} n'a plus de PDV : {he(card)} est {adj(card, 'détruit')}."


def broken(card: Named) -> str:
    return f"{name(card)} n'a plus de DRB : l'objet se brise."


def object_without_loot(card: Named) -> str:
    return (f"{name(card)} est un objet : le livre ne prévoit de butin que pour les créatures ; l'outil n'en accorde "
            "pas.")


def destroyed_by_its_controller(card: Named) -> str:
    return (f"{Subject(card)} est {adj(card, 'détruit')} par un effet de son propre contrôleur : le livre parle de "
            "Points d'Expérience « récupérés sur les créatures adverses détruites » ; l'outil accorde le butin à "
            "l'adversaire.")


def loot(gainer: Side, card: Named, xp: int, hlx: int) -> str:
    return f"{capitalized(SIDE[gainer])} gagne le butin {of(name(card))} : {xp} XP et {hlx} HLX."


def no_loot(card: Named) -> str:
    return f"{name(card)} ne rapporte aucun butin."


def token_gives_no_xp(card: Named) -> str:
    return f"{name(card)} est une créature token : elle ne rapporte pas de Points d'Expérience."


def xp_gained(warlord_name: str, side: Side, before: int, after: int) -> str:
    return f"{capitalized(warlord(warlord_name, side))} passe de {before} à {after} XP."


LEVEL_UP = f"Il atteint {rules.XP_FOR_LEVEL_2} XP : il évolue au Niveau {rules.WARLORD_LAST_LEVEL}."


def xp_victory(side: Side) -> str:
    return f"Il atteint {rules.XP_FOR_VICTORY} XP : {SIDE[side]} gagne la partie !"


def inflexible(card: Named) -> str:
    return f"{Subject(card)} est {adj(card, 'Inflexible')} : {he(card)} ne s'incline pas."


def inclines(card: Named, why: str | None = None) -> str:
    text = f"{Subject(card)} s'incline à l'issue du combat."
    return f"{text} {why}" if why else text


def fog(card: Named, roll: int, strikes: bool) -> str:
    parity = "pair" if roll % 2 == 0 else "impair"
    outcome = "inflige ses DGT" if strikes else "n'inflige pas ses DGT"
    return f"{Subject(card)} subit le Brouillard : dé {roll} ({parity}), {he(card)} {outcome}."


def _roll_of(ability: Ability, card: Named) -> str:
    return f"dé {of(ABILITY_NAMES[ability])} {of(name(card))}"


def roll_missing(ability: Ability, card: Named) -> str:
    verb = "esquive" if ability is Ability.ESQUIVE else "inflige ses DGT"
    return (f"Le jet de {_roll_of(ability, card)} n'est pas fourni : sur un dé pair, {name(card)} {verb}, sur un "
            "impair non. Les deux issues suivent.")


def too_many_rolls(ability: Ability, card: Named) -> str:
    return (f"Trop de jets de dé manquants (plus de {rules.MAX_OPEN_ROLLS}) : indiquez le jet "
            f"{of(ABILITY_NAMES[ability])} {of(name(card))}.")


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
    """« destruction de Loup et d'Ours »: no agreement needed with cards of unknown gender."""
    return "destruction " + listing(of(n) for n in names)


def summary(stack: Sequence[StackReport], combats: Sequence[CombatReport], hits: Sequence[FortressHit],
            cards: Mapping[str, _Card], camps: Iterable[_Camp], fallen_before: Collection[int], winner: Side | None,
            victory: Victory | None, silent: int, choices: int) -> str:
    """One line a judge can paste into a chat: what each effect and combat destroyed, who is left with how
    many points (spell damage included), the Forteresse, the loot, the winner and what is left open."""
    parts = []
    for report in stack:
        if report.destroyed:
            parts.append(f"{report.name} : {_destruction([cards[c].spoken for c in report.destroyed])}")
    for fight in combats:
        head = f"{cards[fight.attacker].spoken} → " + (
            "Forteresse" if fight.target not in cards else cards[fight.target].spoken)
        if fight.blockers:
            head += f" (bloqueurs : {listing(cards[b].spoken for b in fight.blockers)})"
        if fight.declaration in fallen_before:
            outcome = "attaquante détruite avant les dégâts de combat"
        elif fight.destroyed:
            outcome = _destruction([cards[c].spoken for c in fight.destroyed])
        else:
            outcome = "aucune destruction"
        involved = [fight.attacker, *fight.blockers] + ([fight.target] if fight.target in cards else [])
        left = [cards[c] for c in dict.fromkeys(involved) if not cards[c].destroyed]
        if left:
            shown = listing(f"{c.spoken} à {c.health} {'PDV' if c.is_creature else 'DRB'}" for c in left)
            outcome += f", {'restent' if len(left) > 1 else 'reste'} {shown}"
        parts.append(f"{head} : {outcome}")
    for hit in hits:
        parts.append(f"Forteresse du défenseur −{hit.amount} DRB ({hit.drb_before} → {hit.drb_after})")
    for camp in camps:
        if camp.xp_gained or camp.hlx_gained:
            parts.append(f"butin {of_the(SIDE[camp.side])} : {camp.xp_gained} XP et {camp.hlx_gained} HLX (Chef de "
                         f"Guerre à {camp.xp} XP, niveau {camp.level})")
    if not parts:
        parts.append("aucune attaque")
    if winner is not None:
        how = "Forteresse détruite" if victory is Victory.FORTERESSE else f"{rules.XP_FOR_VICTORY} XP"
        parts.append(f"victoire {of_the(SIDE[winner])} ({how})")
    if silent:
        parts.append(f"{count(silent, 'point')} non {agree('tranché', Gender.MASCULINE, silent)} par le livre")
    if choices:
        parts.append(f"{choices} {noun(choices, 'choix de joueur', 'choix de joueurs')} en attente")
    return capitalized(" ; ".join(parts) + ".")


def forked_summary(ability: Ability, card: Named, even: str, odd: str) -> str:
    return f"Selon le {_roll_of(ability, card)} — pair : {even} | impair : {odd}"


# --- The page's outcome (laid out by the web layer) --------------------------------------------------------


def source_of(source: str, names: dict[str, str]) -> str:
    """A damage source by its id: a card's name, the defender's warlord, or the spell's own name."""
    if source == "chef-de-guerre":
        return capitalized(warlord("Chef de Guerre", Side.DEFENSEUR))
    return names.get(source, source)


def event_line(source: str, target: str, amount: int, damage_type: DamageType | None, delivery: Delivery) -> str:
    """« Boule de Feu → Naïade Vampire : 2 DGT (effet) »."""
    how = DELIVERY[delivery]
    if delivery is not Delivery.EFFET or damage_type is not None:
        how = f"{DAMAGE_TYPE[damage_type] if damage_type else 'type non précisé'}, {how}"
    return f"{source} → {target} : {_dgt(amount)} ({how})"


def reduction_line(cause: str, prevented: int) -> str:
    return f"{CAUSES.get(cause, cause)} −{prevented}"


def dealt_line(dealt: int) -> str:
    return f"{dealt} {agree('subi', Gender.MASCULINE, dealt)}"


def loot_line(gainer: Side, xp: int, hlx: int, card: str) -> str:
    return f"{SIDE_TITLE[gainer]} : +{xp} XP, +{hlx} HLX ({card})"


def destroyed_line(names: Sequence[str]) -> str:
    return f"{noun(len(names), 'Carte détruite', 'Cartes détruites')} : {', '.join(names)}"


def timing_line(timing: Timing, attacker: str, struck_first: Sequence[str], fallen: bool, on_fortress: bool) -> str:
    if timing is Timing.SIMULTANE:
        return "Frappes simultanées."
    if timing is Timing.AUCUN_COMBAT and fallen:
        return f"Aucun échange de DGT : {_destruction([attacker])} avant les dégâts de combat."
    if timing is Timing.AUCUN_COMBAT and on_fortress:
        return "Non bloquée : ses DGT vont à la Forteresse, après tous les combats."
    if timing is Timing.AUCUN_COMBAT:
        return "Aucun échange de DGT."
    return f"{listing(struck_first)} {'frappent' if len(struck_first) > 1 else 'frappe'} en premier."


def victory_line(winner: Side, victory: Victory | None) -> str:
    how = "Forteresse détruite" if victory is Victory.FORTERESSE else f"{rules.XP_FOR_VICTORY} XP"
    return f"Victoire {of_the(SIDE[winner])} ({how})"


def branch_label(parity: Parity, roll: int) -> str:
    return f"Dé {PARITY[parity]} (par exemple {roll})"


def stack_meta(kind: EffectKind, player: Side, played: int) -> str:
    """« dégâts, défenseur, joué en 1er »."""
    rank = "1er" if played == 1 else f"{played}e"
    return f"{EFFECT_KIND[kind]}, {SIDE_TITLE[player].lower()}, joué en {rank}"


# --- The deck check (its rules are quoted in French by :mod:`..deck`; these are its verdicts) -------------

ELEMENT = {Element.AETHER: "Aether", Element.MAGMA: "Magma", Element.HYDRIS: "Hydris", Element.TEMPUS: "Tempus",
           Element.NOCTUM: "Noctum", Element.BRUME: "Brume", Element.GAIA: "Gaïa",
           Element.STELLAIRES: "Stellaires"}
"""The elements of the Éco-Système, by their names (also the deck list's words)."""
BOOK = {Category.CREATURE: "Créatures", Category.OBJECT: "Objets", Category.SPELL: "Sorts"}
"""The Livres, by what they hold (the counts of the verdict)."""
RARITIES = {Rarity.EPIC: "Épiques", Rarity.LEGENDARY: "Légendaires"}
DIVINITIES = "Divinité"


def _book(category: Category) -> str:
    """« Livre de Créatures », « Livre d'Objets »."""
    return f"Livre {of(BOOK[category])}"


def element_twice(card: str) -> str:
    return f"« {card} » : le même élément est donné deux fois."


def library(total: int) -> str:
    """The deck's size, as the summary says it."""
    return f"{count(total, 'carte')} dans la Bibliothèque"


def library_fits(total: int, least: int) -> str:
    return f"{library(total)} ({least} au minimum)."


def library_short(total: int, least: int) -> str:
    return f"{library(total)} : il en manque {least - total} pour atteindre {least}."


def _books(books: Sequence[Category]) -> str:
    return listing(_book(b) for b in books) or "aucun Livre"


def books_used(books: Sequence[Category]) -> str:
    return f"{count(len(books), 'Livre')} utilisés : {_books(books)}."


def too_few_books(books: Sequence[Category]) -> str:
    return f"{count(len(books), 'Livre')} utilisé ({_books(books)}) : il en faut 2 ou 3."


def book_sizes(sizes: Mapping[Category, int], least: int) -> str:
    shown = listing(f"{_book(b)} : {count(n, 'carte')}" for b, n in sizes.items()) or "aucune carte"
    return f"{shown} ({least} au minimum par Livre utilisé)."


def book_too_small(book: Category, size: int, least: int) -> str:
    return f"le {_book(book)} n'a que {count(size, 'carte')} ({least} au minimum)."


def copies_within(most: int) -> str:
    return f"aucune carte sans le picto ♻️ n'a plus de {most} exemplaires."


def copies_over(cards: str, most: int) -> str:
    """``cards``: « Loup (4) et Golem (5) »."""
    return f"{cards} : {most} exemplaires au plus."


def recycled_within(most: int) -> str:
    return f"aucune carte ♻️ n'a plus de {most} exemplaires."


def _recycled(card: str, copies: int, book: Category) -> str:
    return f"{card} ({copies} exemplaires) : son {_book(book)}"


def _different(different: int) -> str:
    return count(different, "carte différente", "cartes différentes")


def recycled_short(card: str, copies: int, book: Category, different: int) -> str:
    return f"{_recycled(card, copies, book)} ne contient que {_different(different)}."


def recycled_open(card: str, copies: int, book: Category, different: int) -> str:
    return (f"{_recycled(card, copies, book)} contient {_different(different)}. Lu « au moins le même nombre », "
            "c'est conforme ; lu « exactement le même nombre », ça ne l'est pas. À trancher par l'arbitre.")


def recycled_even(card: str, copies: int, book: Category, different: int) -> str:
    return f"{_recycled(card, copies, book)} contient {_different(different)}."


def rarity_within(total: int, most: int) -> str:
    return f"{total} dans la Bibliothèque ({most} au plus)."


def rarity_over(rarity: Rarity, total: int, cards: str, most: int) -> str:
    return f"{total} cartes {RARITIES[rarity]} ({cards}) : {most} au plus."


def one_divinity(card: str) -> str:
    return f"{card}, hors de la Bibliothèque."


def divinities(total: int, cards: str) -> str:
    return f"{count(total, 'Divinité')} ({cards}) : une seule est permise."


NO_DIVINITY = "aucune Divinité : lu comme « exactement une », le deck en manque."
NO_DIVINITY_OTHERWISE = "Lu comme « une au plus », il est conforme. À trancher par l'arbitre."
ELEMENTS_NOT_GIVEN = "donnez l'élément de la Forteresse et celui du Chef de Guerre."


def card_elements(card: str, elements: Sequence[Element]) -> str:
    """« Loup (Brume/Gaïa) »."""
    return f"{card} ({'/'.join(ELEMENT[e] for e in elements)})"


def deck_kind(fortress: Element, warlord: Element) -> str:
    """« deck Loyauté mono-couleur (Magma) », « deck Alliance bi-couleur (Magma et Hydris) »."""
    if fortress is warlord:
        return f"deck Loyauté mono-couleur ({ELEMENT[fortress]})"
    return f"deck Alliance bi-couleur ({ELEMENT[fortress]} et {ELEMENT[warlord]})"


def elements_unknown(cards: int) -> str:
    """Appended to the verdict (empty when every card gives its element)."""
    if not cards:
        return ""
    return f" {count(cards, 'carte')} sans élément donné, {agree('non vérifié', Gender.FEMININE, cards)}."


def strangers(kind: str, cards: Sequence[str], unknown: int) -> str:
    """``cards``: each with its elements (:func:`card_elements`)."""
    return (f"{kind} : {listing(cards)} n'{'est' if len(cards) == 1 else 'sont'} d'aucun de ses éléments."
            f"{elements_unknown(unknown)}")


def elements_respected(kind: str, unknown: int) -> str:
    return f"{kind} : chaque carte est de ses éléments ou bi-couleur.{elements_unknown(unknown)}"


def far_bicolour(cards: Sequence[str]) -> str:
    return (f"{listing(cards)} : bi-couleur sans aucun élément du deck. Le livret permet « des cartes "
            "\"bi-couleurs\" » sans dire de quels éléments, ce qui les admet ; mais il ne prévoit d'activer que « les "
            "effets associés à la couleur du deck », ce qui suppose qu'elles en aient une, et les exclurait. À trancher "
            "par l'arbitre.")


def library_at_most(most: int, least: int) -> str:
    """The cards whose type is not given counted in the Bibliothèque, still too few."""
    return f"au plus {library(most)}, même en comptant les cartes sans type : il en faut au moins {least}."


THE_RARITY = "la rareté"
"""What the Épiques and Légendaires limits wait for when a pasted card does not give it."""


# --- The board's limits (:mod:`..limits`) and paying costs (:mod:`..payment`) -------------------------------

RARITY_NAME = {Rarity.COMMON: "Commune", Rarity.EPIC: "Épique", Rarity.LEGENDARY: "Légendaire"}


def _card(name: str) -> str:
    """A card by its name; « cette carte » when it has none."""
    return name or "cette carte"


def limit_tokens_full(card: str, tokens: int) -> str:
    return (f"{capitalized(_card(card))} ne peut pas entrer en jeu : son contrôleur a déjà "
            f"{count(tokens, 'créature token', 'créatures tokens')} en jeu, et « les Créatures Tokens qui sont mises en "
            f"jeu sont limitées à {rules.TOKENS_PER_CONTROLLER} par Contrôleur ».")


def limit_tokens_room(card: str, tokens: int) -> str:
    held = f"en a {tokens}" if tokens else "n'en a aucune"
    return (f"{capitalized(_card(card))} est une créature token : son contrôleur {held} en jeu, "
            f"{rules.TOKENS_PER_CONTROLLER} au plus, et peut la mettre en jeu.")


def limit_unique_free(card: str, rarity: Rarity) -> str:
    return (f"{capitalized(_card(card))} est une carte {RARITY_NAME[rarity]} : aucune autre du même nom n'est en jeu "
            f"(« 1 seule occurrence de la même {RARITY_NAME[rarity]} en jeu »).")


def limit_unique_taken(card: str, rarity: Rarity) -> str:
    return (f"{capitalized(_card(card))} ne peut pas entrer en jeu : une carte {RARITY_NAME[rarity]} du même nom est "
            f"déjà en jeu sous son contrôleur (« 1 seule occurrence de la même {RARITY_NAME[rarity]} en jeu »).")


def limit_unique_opponent(card: str, rarity: Rarity) -> str:
    return (f"L'adversaire a déjà en jeu une carte {RARITY_NAME[rarity]} du même nom que {_card(card)}. « 1 seule "
            f"occurrence de la même {RARITY_NAME[rarity]} en jeu » ne dit pas à qui : lue pour toute la table, "
            f"{_card(card)} ne peut pas entrer en jeu ; lue pour chaque joueur, elle le peut. À trancher par l'arbitre.")


def limit_rarity_unknown(card: str) -> str:
    return (f"Une carte du même nom que {_card(card)} est déjà en jeu sous son contrôleur, et sa rareté n'est pas "
            "donnée : Commune, elle entre en jeu (« pas de limite au nombre d'occurrences en jeu ») ; Épique ou "
            "Légendaire, elle ne le peut pas (« 1 seule occurrence de la même Épique en jeu »).")


def limit_common(card: str, copies: int) -> str:
    mine = f"{count(copies, 'autre exemplaire')} sous son contrôleur" if copies else "un exemplaire chez l'adversaire"
    return (f"{capitalized(_card(card))} est une carte Commune ({mine}) : « pas de limite au nombre d'occurrences en "
            "jeu ».")


def limit_divinity_taken(card: str) -> str:
    return (f"{capitalized(_card(card))} ne peut pas entrer en jeu : son contrôleur a déjà sa Divinité en jeu (« 1 seule "
            "Divinité ! »).")


def limit_divinity_free(card: str) -> str:
    return (f"{capitalized(_card(card))} est une Divinité : son contrôleur n'en a aucune autre en jeu (« 1 seule "
            "Divinité ! »).")


PHASE_NAME = {Phase.CANALISATION: "Canalisation", Phase.PREPARATION: "Préparation", Phase.COMBAT: "Combat",
              Phase.RESOLUTION: "Résolution", Phase.REPARATION: "Réparation"}
PAID_NAME = {Paid.CREATURE: "créature", Paid.OBJET: "objet", Paid.SORT: "sort", Paid.POUVOIR: "pouvoir",
             Paid.DIVINITE: "Divinité", Paid.EVOLUTION: "évolution au Stade ★★",
             Paid.ENCHANTEMENT: "enchantement de la Forge Arcanique"}
SPELL_NAME = {SpellKind.EPHEMERE: "Éphémère", SpellKind.PERMANENT: "Permanent", SpellKind.HYBRIDE: "Hybride"}
_THIS = {Paid.CREATURE: "cette créature", Paid.OBJET: "cet objet", Paid.SORT: "ce sort", Paid.POUVOIR: "ce pouvoir",
         Paid.DIVINITE: "cette Divinité", Paid.EVOLUTION: "cette évolution au Stade ★★",
         Paid.ENCHANTEMENT: "cet enchantement de la Forge Arcanique"}
_OPEN = "À trancher par l'arbitre."


def hand_card(position: int, name: str) -> str:
    """A card of the hand by its name; « carte 3 » when it has none."""
    return name or f"carte {position + 1}"


def paid_label(paid: Paid, name: str, spell: SpellKind | None) -> str:
    """« D'Ghorn (créature) », « Boule de Feu (sort Éphémère) », « ce pouvoir »."""
    kind = f"{PAID_NAME[paid]} {SPELL_NAME[spell]}" if spell is not None and paid is Paid.SORT else PAID_NAME[paid]
    if name:
        return f"{name} ({kind})"
    return f"{_THIS[paid]} {SPELL_NAME[spell]}" if spell is not None and paid is Paid.SORT else _THIS[paid]


def pay_divinity_in_hand(card: str) -> str:
    return (f"{capitalized(card)} est une Divinité : « Elle n'est pas intégrée à votre Bibliothèque », elle n'est donc "
            "jamais en main ni drainée.")


PAY_SPELL_KIND = "Un sort est Éphémère, Permanent ou Hybride (« spell ») : la phase où il se lance en dépend."
PAY_SPELL_NOT_A_SPELL = "Seul un sort est Éphémère, Permanent ou Hybride : retirez « spell »."
PAY_TOKEN_NOT_A_CREATURE = "Seule une créature peut être un token : retirez « token »."
PAY_ABILITIES_NOT_A_CREATURE = "Renfort et Brise-Sort sont des capacités de créature : retirez « abilities »."
PAY_NOTHING_TO_DRAIN = "Aucune carte n'est à drainer : la main reste entière."
PAY_ONLY_A_POWERS_CREATURE = ("« transition » et « inclined » ne se disent que d'un pouvoir, de la créature qui le "
                              "porte : retirez ce champ.")


def pay_power_in_transition(what: str) -> str:
    return (f"{capitalized(what)} ne peut pas s'activer : la créature qui le porte est en Transition, « Ne peut ni "
            "attaquer, ni bloquer, ni activer de pouvoir (ceci inclut la capacité d'éveil) jusqu'à la fin du tour ».")


def pay_power_inclined(what: str) -> str:
    return (f"{capitalized(what)} ne peut pas s'activer : la créature qui le porte est inclinée, et « Les créatures "
            "dressées peuvent attaquer, bloquer et activer leurs pouvoirs ».")


def pay_card(what: str, cost: int) -> str:
    return f"À payer : {what}, « Coût en Helix » {cost}."


def pay_power(what: str, cost: int) -> str:
    return (f"À payer : {what}, coût {cost} HLX (le nombre imprimé devant le pouvoir) ; CYCLE 1 : le joueur produit "
            "« l'Helix lui permettant de payer des cartes ou pouvoirs ».")


def pay_divinity(what: str, cost: int) -> str:
    return (f"À payer : {what}, coût {cost} HLX. « Seul le pouvoir de Tempus permet de les invoquer, grâce aux "
            "Adorateurs ! » : ce coût est celui de ce pouvoir.")


def pay_timing_ok(what: str, phase: Phase, quote: str) -> str:
    return f"{capitalized(what)} peut se payer en {PHASE_NAME[phase]} : « {quote} »."


def pay_timing_refused(what: str, phase: Phase, quote: str) -> str:
    return f"{capitalized(what)} ne peut pas se payer en {PHASE_NAME[phase]} : « {quote} »."


def pay_hybrid(what: str) -> str:
    return (f"{capitalized(what)} : « Sort disposant de la double capacité Ephémère/Permanent », lancé ici comme "
            "Éphémère.")


def pay_manipulation(what: str) -> str:
    return (f"Un sort Permanent joué en réponse ({what}) : « Sort ne pouvant pas être lancé durant la Manipulation », "
            "et le livret ne dit pas ce qu'est la Manipulation. Lue comme la phase de Combat (où l'on joue « les sorts "
            "éphémères »), il peut se payer ici ; lue comme le temps où l'on répond à l'adversaire, il ne le peut pas. "
            f"{_OPEN}")


def pay_canalisation_power(what: str) -> str:
    return (f"{capitalized(what)} en Canalisation, « Phase passive » : la ligne « Ils peuvent en revanche déclencher "
            "les effets d'Éveil ou activer des Pouvoirs » y est écrite, à propos du premier tour. Lue comme valant pour "
            f"la Canalisation, le pouvoir peut se payer ; lue comme « Phase passive », il ne le peut pas. {_OPEN}")


def pay_reparation_power(what: str) -> str:
    return (f"{capitalized(what)} en Réparation : « 5 Réparation » dit « Invoquez des créatures et objets, jouez des "
            "sorts », sans les pouvoirs ; TOUR 1 dit « Le joueur 1 peut réaliser des actions (invocation, sorts, "
            "pouvoirs...) avant de terminer son tour ». Lu comme TOUR 1, le pouvoir peut se payer ; lu comme la liste "
            f"de la Réparation, il ne le peut pas. {_OPEN}")


def pay_renfort(what: str) -> str:
    return (f"{capitalized(what)} a Renfort : « Permet au joueur défenseur d'invoquer cette créature quand le joueur "
            "adverse déclare une attaque » ; son invocation peut se payer en Combat.")


def pay_brise_sort(what: str) -> str:
    return (f"{capitalized(what)} a Brise-Sort : « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez "
            "invoquer cette créature » ; son invocation peut se payer en réponse à un sort ou pouvoir adverse.")


def pay_held(pool: int, cost: int, needed: int) -> str:
    if cost == 0:
        return "Le coût est de 0 HLX : rien à payer."
    if pool == 0:
        return f"Aucun Helix déjà disponible : les {cost} HLX du coût sont à drainer."
    if needed == 0:
        return f"Helix déjà disponible : {pool} HLX, qui couvrent le coût de {cost} HLX."
    return f"Helix déjà disponible : {pool} HLX ; reste {needed} HLX à drainer sur un coût de {cost} HLX."


def pay_drain_values(cards: Sequence[str]) -> str:
    return f"Ce que produit chaque carte de la main, drainée (« Helix drainable ») : {listing(cards)}."


def pay_not_enough(available: int, needed: int, cost: int) -> str:
    return (f"Pas assez d'Helix : drainer toute la main ne produit que {available} HLX, il en faut {needed} (coût "
            f"{cost} HLX).")


def pay_fewest(fewest: int, ways: int, needed: int) -> str:
    listed = (f" ; les {rules.MAX_WAYS_LISTED} moins coûteuses sont listées" if ways > rules.MAX_WAYS_LISTED else "")
    return (f"Il faut drainer au moins {count(fewest, 'carte')} pour produire {needed} HLX : {count(ways, 'façon')} "
            f"de le faire avec ce nombre de cartes (les cartes identiques comptées une fois){listed}.")


def pay_way(names: Sequence[str], drained: int, left: Sequence[str]) -> str:
    kept = listing(left) if left else "aucune carte"
    return f"La plus juste : drainer {listing(names)} ({drained} HLX) ; restent en main : {kept}."


def pay_excess(excess: int) -> str:
    return (f"Le paiement le plus juste draine {excess} HLX de plus que le coût : le livret ne dit pas si cet excédent "
            f"est perdu ou reste disponible pour un autre paiement. {_OPEN}")


def pay_drain_outside(phase: Phase, needed: int) -> str:
    return (f"Drainer en {PHASE_NAME[phase]} : « Drainez l'Helix des cartes de votre main » est écrit sous "
            "« 2 Préparation », mais CYCLE 1 fait « produire l'Helix lui permettant de payer des cartes ou pouvoirs » "
            "sans dire en quelle phase. Lu comme valant à chaque paiement, le coût se paie comme indiqué ; lu comme "
            f"réservé à la Préparation, il manque {needed} HLX à l'Helix déjà disponible. {_OPEN}")


def _icon_gains(gains: int) -> str:
    return (f"Gains de Drain de Lumière ou de Germination ({gains}, « gagnez » suivi d'une icône perdue dans le "
            "livret)")


def pay_icon_gains_same(gains: int) -> str:
    return f"{_icon_gains(gains)} : comptés en Helix ou non, le nombre de cartes à drainer est le même."


def pay_icon_gains(gains: int, counted: int | None, uncounted: int | None) -> str:
    def cards(fewest: int | None) -> str:
        return "la main ne suffit pas" if fewest is None else f"il faut drainer {count(fewest, 'carte')}"

    return f"{_icon_gains(gains)} : comptés en Helix, {cards(counted)} ; sinon, {cards(uncounted)}. {_OPEN}"


def pay_primordial(what: str) -> str:
    return (f"{capitalized(what)} se paie « en utilisant l'Helix Primordial » ; le livret ne dit pas si c'est l'Helix "
            "drainé de la main et déjà disponible. Lu ainsi, le coût se paie comme indiqué ; lu comme une autre "
            f"ressource, l'Helix drainé ne le paie pas. {_OPEN}")


def pay_summary(answer: Answer, what: str, fewest: int | None, ways: int, needed: int) -> str:
    if answer is Answer.NON:
        return f"{capitalized(what)} ne peut pas se payer ici."
    how = "sans drainer de carte" if not needed or fewest is None else \
        f"en drainant {count(fewest, 'carte')} ({count(ways, 'façon')} de le faire)"
    if answer is Answer.SELON_LECTURE:
        return f"{capitalized(what)} se paie {how} sur une lecture du livret, pas sur l'autre (voir les points non tranchés)."
    return f"{capitalized(what)} peut se payer {how}."


# --- Lasting effects over the turns (effects/) -------------------------------------------------------
# Effects are named by their glossary slug: this module imports nothing of effects/, which imports it.


class _Shown(Protocol):
    """A card at the end of the walk (``effects.model.CardState``), as the sentences read it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def gender(self) -> Gender | None: ...

    @property
    def alive(self) -> bool: ...

    @property
    def died_on(self) -> int | None: ...

    @property
    def in_play(self) -> bool: ...

    @property
    def life(self) -> int: ...

    @property
    def damage(self) -> int: ...

    @property
    def stance(self) -> Stance: ...


EFFECT_NAMES = {
    "poison": "Poison", "brulure": "Brûlure", "maladie": "Maladie", "regeneration": "Régénération",
    "assomme": "Assommé", "epouvante": "Épouvante", "paralysie": "Paralysie", "enracinement": "Enracinement",
    "enlevement": "Enlèvement", "saignement": "Saignement", "epines-acerees": "Épines Acérées",
    "lien-d-ombre": "Lien d'Ombre", "peste": "Peste", "germination": "Germination",
    "drain-de-lumiere": "Drain de Lumière", "vigilance": "Vigilance", "attaque-spectrale": "Attaque Spectrale",
    "assaut-de-brume": "Assaut de Brume", "defense-etherique": "Défense Éthérique",
}
"""The lasting effects as the rulebook prints them, by slug."""

EFFECTS_PLAYERS = {"joueur-1": "joueur 1", "joueur-2": "joueur 2"}
EFFECTS_PHASES = {"canalisation": "Canalisation", "preparation": "Préparation", "combat": "Combat",
                  "resolution": "Résolution", "reparation": "Réparation"}
EFFECTS_ARRIVALS = {"invocation": "invocation", "renfort": "Renfort", "brise-sort": "Brise-Sort",
                    "clone-vegetal": "Clone Végétal", "combat": "Combat"}

EFFECTS_UNSETTLED_NAMES = {"brouillard": "Brouillard", "eveil": "Éveil", "mort": "Mort", "peste": "Peste"}
EFFECTS_UNSETTLED = {
    "brouillard": ("« Quand une créature subit le Brouillard, vous devez jeter un dé pour savoir si elle inflige ou "
                   "non ses DGT » : ni sa durée ni ce qui le retire ne sont écrits, et il ne joue qu'au combat (le "
                   "calculateur de combat le suit)."),
    "eveil": ("« Capacité activée lorsqu'une créature est invoquée » : ce qu'elle fait est imprimé sur chaque carte ; "
              "le calcul dit quand elle s'active, pas ce qu'elle fait."),
    "mort": ("« Capacité activée lorsqu'une créature est détruite » : ce qu'elle fait est imprimé sur chaque carte ; "
             "seules Peste et Germination, définies au glossaire, sont suivies."),
    "peste": ("« envoi au cimetière la 1ère carte d'un livre ciblé » : qui cible, et le Livre de quel joueur, n'est "
              "pas écrit ; le calcul dit quand elle se déclenche, le choix reste au joueur."),
}
"""Why an effect of the glossary is not walked, by slug (the engine's ``UNSETTLED``)."""


def _effect(slug: str) -> str:
    return EFFECT_NAMES.get(slug, slug)


def _turns_left(left: int | None) -> str:
    return count(left or 1, "tour")


def effects_marker(effect: str, level: int, left: int | None, waiting: bool) -> str:
    """A marker in the table: « Brûlure, 2 tours », « Régénération 2 », « Paralysie, au tour suivant »."""
    name = _effect(effect)
    if effect in ("regeneration", "drain-de-lumiere", "germination") and level > 1:
        return f"{name} {level}"
    if effect in ("drain-de-lumiere", "germination") and level == 1:
        return f"{name} 1"
    if effect in ("brulure", "epouvante") and left is not None:
        return f"{name} ({_turns_left(left)})"
    if effect == "paralysie" and waiting:
        return f"{name} (au tour suivant)"
    return name


def _what_it_does(card: Named, effect: str, level: int, left: int | None, waiting: bool) -> str:
    it = he(card)
    immobile = adj(card, "immobilisé")
    return {
        "poison": "1 DGT au début de chaque tour, celui de chaque joueur (à la Canalisation) ; aucune fin n'est "
                  "écrite, rien dans le livre ne le retire",
        "brulure": f"1 DGT à la Canalisation de chaque tour, pendant encore {_turns_left(left)} ; puis elle prend fin",
        "maladie": "1 DGT de moins à la Canalisation de chaque tour ; aucune fin n'est écrite",
        "regeneration": (f"{level} PDV {agree('regagné', Gender.MASCULINE, level)} en fin de tour (Réparation) ; "
                         "aucune fin n'est écrite"),
        "assomme": f"{it} ne se relève pas au début du prochain tour de son contrôleur ; l'effet prend fin alors",
        "epouvante": f"{it} ne peut ni bloquer ni attaquer ; l'effet prend fin dans {count(left or 1, 'fin')} de tour",
        "paralysie": (f"{it} ne pourra ni attaquer ni utiliser de pouvoir au tour suivant" if waiting else
                      f"{it} ne peut ni attaquer ni utiliser de pouvoir ce tour ; l'effet prend fin à la fin du tour"),
        "enracinement": f"{it} ne peut se déplacer (ni attaquer au contact, ni bloquer) jusqu'à la fin du tour",
        "enlevement": (f"{it} reste {immobile} ; à la Canalisation, un jet de dé : pair, {it} se dégage ; impair, {it} "
                       "perd 1 PDV"),
        "saignement": f"{it} perd 1 PDV à chaque déplacement (une attaque au contact) ; aucune fin n'est écrite",
        "epines-acerees": f"{it} perd 1 PDV quand {it} attaque ; aucune fin n'est écrite",
        "lien-d-ombre": "chaque dégât subi par une créature portant le Lien d'Ombre rend 1 PDV aux autres",
        "peste": "à sa mort, la 1re carte d'un Livre ciblé part au Cimetière",
        "germination": "à sa destruction, son contrôleur « gagnez » ce que montrait une icône perdue dans le livre",
        "drain-de-lumiere": f"quand {it} attaque, son contrôleur « gagnez » ce que montrait une icône perdue dans le livre",
        "vigilance": f"{it} attaque toute créature ennemie qui entre en jeu, {if_he(card)} le peut",
        "attaque-spectrale": (f"{it} gagne Dissimulation (ne peut être ciblée avant d'attaquer), les DGT de sa "
                              f"prochaine attaque sont doublés, et {it} meurt à la fin du tour"),
        "assaut-de-brume": (f"{it} ne peut être {adj(card, 'bloqué')} et ne subit pas de dégâts lors de sa prochaine "
                            "attaque ; l'effet prend fin après elle"),
        "defense-etherique": f"{it} ne peut être {adj(card, 'ciblé')} par des sorts ou pouvoirs ; aucune fin n'est écrite",
    }.get(effect, "")


def effects_carries(card: Named, effect: str, markers: int, level: int, left: int | None, waiting: bool) -> str:
    many = f" ({markers} marqueurs)" if markers > 1 else ""
    return f"{name(card)} : {_effect(effect)}{many} — {_what_it_does(card, effect, level, left, waiting)}."


def effects_in_transition(card: Named, awakening_due: bool) -> str:
    later = " ; son Éveil s'activera à une Canalisation" if awakening_due else ""
    return (f"{Subject(card)} est en Transition : ni attaque, ni blocage, ni pouvoir jusqu'à la fin du tour"
            f"{later}.")


def effects_turn(number: int, cycle: int, player: str) -> str:
    return f"Tour {number} (Cycle {cycle}) : au {EFFECTS_PLAYERS[player]} de jouer ; il est l'Attaquant."


def effects_straighten(player: str, cards: Sequence[Named]) -> str:
    return f"Le {EFFECTS_PLAYERS[player]} redresse {listing(name(c) for c in cards)}."


def effects_stunned(card: Named, inclined: bool) -> str:
    if inclined:
        return (f"Assommé : {subject(card)} ne se relève pas en ce début de tour de son contrôleur ; l'effet prend "
                "fin.")
    return f"Assommé : {subject(card)} est déjà {adj(card, 'dressé')} ; l'effet, sans objet, prend fin."


def effects_paralysed(card: Named) -> str:
    return f"Paralysie : {subject(card)} ne peut ni attaquer ni utiliser de pouvoir ce tour."


def effects_hurt(card: Named, effect: str, amount: int, before: int, after: int, loss: bool) -> str:
    what = "perd" if loss else "subit"
    unit = "PDV" if loss else "DGT"
    cause = "Combat (calculateur de combat)" if effect == "combat" else _effect(effect)
    return f"{cause} : {subject(card)} {what} {amount} {unit} ({before} → {after} PDV)."


def effects_hit_not_in_play(card: Named) -> str:
    return f"Combat : {name(card)} n'est pas en jeu à ce moment ; ses DGT de combat ne s'appliquent pas."


def effects_mist_no_damage(card: Named, amount: int) -> str:
    return (f"Assaut de Brume : {subject(card)} ne subit pas les {amount} DGT de ce combat, ceux de son attaque sous "
            "Assaut de Brume.")


def effects_rooted_ranged(card: Named) -> str:
    return (f"{Subject(card)} (PORTÉE) est {adj(card, 'enraciné')} en zone de Défense : {he(card)} ne peut se déplacer "
            "en zone d'Attaque, et ne cible donc que la zone d'Attaque adverse (jamais la Forteresse).")


def effects_shadow_link(gainer: Named, hurt: Named, gain: int, before: int, after: int) -> str:
    return (f"Lien d'Ombre : {subject(gainer)} gagne {gain} PDV ({before} → {after}) pour "
            f"{noun(gain, 'le dégât', 'les dégâts')} subi par {name(hurt)}.")


def effects_destroyed(card: Named) -> str:
    return f"{Subject(card)} est {adj(card, 'détruit')} : {he(card)} rejoint le Cimetière."


def effects_plague(card: Named) -> str:
    return (f"Peste : à la mort {of(name(card))}, la 1re carte d'un Livre ciblé part au Cimetière ; le livre ne dit "
            "pas qui cible ni le Livre de quel joueur : à désigner.")


def effects_gain(card: Named, effect: str, amount: int | None) -> str:
    printed = f"le nombre imprimé est {amount}" if amount is not None else "aucun nombre n'est imprimé"
    return (f"{_effect(effect)} : le contrôleur {of(name(card))} « gagnez » ; l'icône qui suit est perdue dans le "
            f"livre ({printed}) : ni ce qui est gagné ni combien n'est écrit, rien n'est compté.")


def effects_burn_left(card: Named, left: int) -> str:
    if left > 0:
        return f"Brûlure : encore {_turns_left(left)} de dégâts pour {name(card)}."
    return f"Brûlure : ses tours de dégâts sont passés, l'effet prend fin sur {name(card)}."


def effects_sickness(card: Named, before: int, after: int) -> str:
    if before == after:
        return f"Maladie : {subject(card)} n'a plus de DGT à perdre (0 DGT)."
    return f"Maladie : {subject(card)} perd {before - after} DGT ({before} → {after} DGT)."


def effects_abduction_no_roll(card: Named) -> str:
    return (f"Enlèvement : le jet {of(name(card))} n'est pas donné ; {he(card)} reste {adj(card, 'immobilisé')} sans "
            "perdre de PDV (donnez ses jets dans l'effet).")


def effects_abduction_free(card: Named, roll: int) -> str:
    return f"Enlèvement : {subject(card)} fait {roll}, pair : {he(card)} se dégage et peut se déplacer ; l'effet prend fin."


def effects_abduction_held(card: Named, roll: int) -> str:
    return f"Enlèvement : {subject(card)} fait {roll}, impair : {he(card)} reste {adj(card, 'immobilisé')}."


def effects_awakening(card: Named) -> str:
    return (f"Éveil : {subject(card)}, en Transition, active son Éveil maintenant (ce qu'il fait est imprimé sur la "
            "carte).")


def effects_enters(card: Named, how: str) -> str:
    why = {"renfort": " : l'adversaire a déclaré une attaque", "brise-sort": " : le sort ou pouvoir adverse est annulé"}
    return f"{Subject(card)} entre en jeu ({EFFECTS_ARRIVALS[how]}{why.get(how, '')})."


def effects_no_reinforcement(card: Named) -> str:
    return f"Renfort : aucune attaque n'est déclarée ce tour ; {name(card)} ne peut pas entrer en jeu."


def effects_clone(card: Named, model: Named, life: int, damage: int) -> str:
    return f"Clone Végétal : {name(card)} devient la copie exacte {of(name(model))} ({life} PDV, {damage} DGT)."


def effects_clone_gone(card: Named, model: Named) -> str:
    return (f"Clone Végétal : {name(model)} n'est plus en jeu ; {name(card)} n'a rien à copier et entre en jeu tel "
            "qu'imprimé.")


def effects_vigilance(card: Named, target: Named) -> str:
    return f"Vigilance : {subject(card)} attaque {name(target)}, une créature ennemie qui vient d'entrer en jeu."


def effects_vigilance_hidden(card: Named, target: Named) -> str:
    return (f"Vigilance : {name(target)} apparaît {adj(target, 'dissimulé')} (Attaque Spectrale) ; {name(card)} ne "
            "peut pas l'attaquer.")


def effects_cannot_attack(card: Named, why: str) -> str:
    reason = {"transition": "en Transition", "inclined": adj(card, "incliné"), "epouvante": "sous Épouvante",
              "paralysie": adj(card, "paralysé"), "enracinement": f"{adj(card, 'enraciné')}, {he(card)} ne peut se déplacer",
              "enlevement": f"{adj(card, 'immobilisé')} par l'Enlèvement", "attacked": f"{he(card)} a déjà attaqué ce tour",
              "out": "pas en jeu"}.get(why, why)
    return f"{Subject(card)} n'attaque pas : {reason}."


def effects_declares(card: Named) -> str:
    return f"{Subject(card)} déclare une attaque."


def effects_attacks_again(card: Named) -> str:
    return f"Frénésie : {subject(card)} attaque une 2e fois ce tour, dans une nouvelle phase de Combat."


def effects_loot(player: str, card: Named, xp: int, hlx: int) -> str:
    return f"Le {EFFECTS_PLAYERS[player]} récupère le Butin {of(name(card))} : {xp} XP et {hlx} HLX."


def effects_xp(player: str, before: int, after: int) -> str:
    return f"Le Chef de Guerre du {EFFECTS_PLAYERS[player]} passe de {before} à {after} XP."


def effects_level_up(player: str) -> str:
    return (f"Le Chef de Guerre du {EFFECTS_PLAYERS[player]} a {rules.XP_FOR_LEVEL_2} XP : il évolue au Niveau "
            f"{rules.WARLORD_LAST_LEVEL}.")


def effects_warlord_twice(player: str) -> str:
    return f"Le Chef de Guerre du {EFFECTS_PLAYERS[player]} est donné deux fois."


def effects_level_too_early(xp: int) -> str:
    return (f"Niveau {rules.WARLORD_LAST_LEVEL} avec {xp} XP : il faut accumuler {rules.XP_FOR_LEVEL_2} XP pour "
            "l'atteindre.")


def effects_xp_victory(player: str, turn: int) -> str:
    return (f"Le Chef de Guerre du {EFFECTS_PLAYERS[player]} atteint {rules.XP_FOR_VICTORY} XP : le "
            f"{EFFECTS_PLAYERS[player]} gagne la partie au tour {turn}.")


def effects_spectral_attack(card: Named, before: int, after: int) -> str:
    return (f"Attaque Spectrale : les DGT de cette attaque {of(name(card))} sont doublés ({before} → {after}) ; ayant "
            f"attaqué, {he(card)} perd Dissimulation.")


def effects_mist_assault(card: Named) -> str:
    return (f"Assaut de Brume : {subject(card)} ne peut être {adj(card, 'bloqué')} et ne subit pas de dégâts lors de "
            "cette attaque ; l'effet prend fin ensuite.")


def effects_mist_spares(card: Named, effect: str) -> str:
    return (f"Assaut de Brume : {subject(card)} ne perd pas le PDV de {_effect(effect)} pendant cette attaque (la "
            "perte lue comme un dégât).")


def effects_inclined(cards: Sequence[Named]) -> str:
    genders = {c.gender or Gender.FEMININE for c in cards}
    gender = Gender.FEMININE if genders == {Gender.FEMININE} else Gender.MASCULINE
    verb = "termine" if len(cards) == 1 else "terminent"
    return (f"Après le combat, {listing(subject(c) for c in cards)} {verb} le tour "
            f"{agree('incliné', gender, len(cards))}.")


EFFECTS_COMBAT_ELSEWHERE = ("Les dégâts de ces combats se calculent avec le calculateur de combat Helix : ils ne sont "
                            "pas comptés ici.")


def effects_regenerates(card: Named, gain: int, before: int, after: int) -> str:
    if gain == 0:
        return (f"Régénération : {subject(card)} a déjà au moins ses PDV imprimés ({before} PDV) : {he(card)} ne regagne "
                "rien.")
    return f"Régénération : {subject(card)} regagne {gain} PDV ({before} → {after})."


def effects_transition_ends(card: Named) -> str:
    return f"Fin du tour : la Transition {of(name(card))} prend fin."


def effects_ends(card: Named, effect: str) -> str:
    return f"Fin du tour : l'effet {_effect(effect)} {of(name(card))} prend fin."


EFFECTS_OPEN_POINTS = {
    "cumul": ("Deux marqueurs du même effet sur une carte : le livre ne dit pas s'ils se cumulent. Lecture retenue : "
              "chacun agit (« Les capacités et effets sont matérialisés en jeu par des marqueurs ») ; autre lecture : "
              "un seul agit (la Brûlure la plus longue, la Régénération de plus haut niveau)."),
    "epouvante-tour": ("Épouvante posée ce tour : « pour 1 tour » ne dit pas de quel tour il s'agit. Lecture "
                       "retenue : ce tour, elle prend fin à la fin de ce tour ; autre lecture : ce tour et le tour "
                       "suivant entier."),
    "epouvante-tour-suivant": ("Épouvante posée ce tour : « pour 1 tour » ne dit pas de quel tour il s'agit. Lecture "
                               "retenue : ce tour ; autre lecture : le tour suivant seulement, comme la Paralysie « au "
                               "tour suivant » (elle peut encore bloquer ce tour)."),
    "maladie-rythme": ("Maladie : « perd 1 DGT par tour » ne dit pas à quelle phase, et la Canalisation ne nomme que "
                       "« Poison, Brûlure... ». Lecture retenue : 1 DGT de moins à chaque Canalisation, la perte "
                       "s'ajoute ; autre lecture : 1 DGT de moins une seule fois, tant qu'elle est affligée."),
    "maladie-tour-controleur": ("Maladie : « par tour » ne dit pas si c'est chaque tour ou les tours de son "
                                "contrôleur. Lecture retenue : à la Canalisation de chaque tour ; autre lecture : à la "
                                "Canalisation des tours de son contrôleur seulement."),
    "paralysie-tour": ("Paralysie : « au tour suivant » ne dit pas si c'est le tour suivant, quel que soit son joueur, "
                       "ou le prochain tour de son contrôleur. Lecture retenue : le tour suivant ; autre lecture : le "
                       "prochain tour de son contrôleur (le seul où elle pourrait attaquer)."),
    "regeneration-plafond": ("Régénération au-delà des PDV imprimés : « Regagne » ne dit pas s'il y a un plafond. "
                             "Lecture retenue : elle regagne jusqu'à ses PDV imprimés ; autre lecture : sans plafond."),
    "pdv-perdus": ("PDV perdus (Épines Acérées, Saignement, Enlèvement) : le livre ne dit pas si ce sont des « dégats » "
                   "(Lien d'Ombre, Assaut de Brume). Lecture retenue : non, le livre les nomme autrement (« perd 1 "
                   "PDV ») ; autre lecture : oui."),
    "simultanes": ("Plusieurs cartes touchées à la Canalisation pendant qu'un Lien d'Ombre soigne : le livre ne donne "
                   "pas d'ordre. Lecture retenue : tous les effets actifs ensemble, les destructions ensuite ; autre "
                   "lecture : carte après carte, dans l'ordre donné, chaque destruction aussitôt."),
    "eveil-transition": ("Éveil d'une créature en Transition : la Transition finit « jusqu'à la fin du tour », et "
                         "l'Éveil s'active à une Canalisation ; le livre ne dit pas laquelle. Lecture retenue : la "
                         "prochaine Canalisation de son contrôleur ; autre lecture : la toute prochaine Canalisation."),
    "enlevement-jet": ("Enlèvement : le livre ne dit pas quand le dé est jeté. Lecture retenue : à chaque Canalisation "
                       "de son contrôleur, avant qu'elle puisse se déplacer ; autre lecture : à chaque Canalisation, "
                       "comme un effet actif."),
    "icone-perdue": ("« gagnez » est suivi d'une icône que le livre nettoyé a perdue (Drain de Lumière, Germination) : "
                     "ni ce qui est gagné ni combien n'est écrit. Lecture retenue : rien n'est compté ; autre lecture : "
                     "de l'Helix, comme l'icône perdue de l'exemple de combat (« dispose de 2 pour lancer le Pouvoir »), "
                     "du nombre imprimé devant l'icône s'il y en a un."),
    "clone-copie": ("Clone Végétal : « copie exacte » ne dit pas s'il reprend la carte imprimée ou son état (PDV "
                    "perdus, marqueurs). Lecture retenue : la carte imprimée ; autre lecture : son état du moment."),
}
"""Each open point the walk meets, and its two readings."""


def effects_open_point(point: str, other: str) -> str:
    return f"{EFFECTS_OPEN_POINTS[point]} {other}".strip()


def effects_state(state: _Shown) -> str:
    """A card at the end: « Goule : détruite », « Loup : 3 PDV, 2 DGT, inclinée »."""
    if not state.alive:
        return f"{state.name} : {agree('détruit', state.gender or Gender.FEMININE)} au tour {state.died_on}"
    if not state.in_play:
        return f"{state.name} : pas en jeu"
    return f"{state.name} : {state.life} PDV, {state.damage} DGT, {STANCE[state.stance]}"


def effects_other_outcome(same: bool, changes: Sequence[str], helix: Mapping[str, int]) -> str:
    if same:
        return "Les deux lectures donnent la même issue."
    parts = list(changes) + [f"Helix gagné par le {EFFECTS_PLAYERS[p]} : {n}" for p, n in helix.items()]
    if not parts:
        return "Dans l'autre lecture, la même table à la fin, mais pas aux mêmes tours."
    return f"Dans l'autre lecture : {' ; '.join(parts)}."


def effects_summary(turn: int, turns: int, final: Sequence[_Shown], silent: int) -> str:
    parts = []
    for state in final:
        if not state.alive:
            parts.append(f"{state.name} est {agree('détruit', state.gender or Gender.FEMININE)} au tour "
                         f"{state.died_on}")
        elif state.in_play:
            parts.append(f"{state.name} finit à {state.life} PDV et {state.damage} DGT")
        else:
            parts.append(f"{state.name} n'est pas en jeu")
    last = turn + turns - 1
    span = f"au tour {turn}" if turns == 1 else f"du tour {turn} au tour {last}"
    flagged = (f" ; {count(silent, 'point')} non {agree('tranché', Gender.MASCULINE, silent)} par la règle, "
               "calculés des deux façons") if silent else ""
    return f"{capitalized(span)} : {listing(parts)}{flagged}."


# --- Lasting effects: refusals ---------------------------------------------------------------------------

def effects_no_turns(effect: str) -> str:
    return f"{_effect(effect)} n'a pas de compte de tours : « turns » ne vaut que pour Brûlure et Épouvante."


def effects_no_level(effect: str) -> str:
    return (f"{_effect(effect)} n'a pas de niveau : « level » ne vaut que pour Régénération, Drain de Lumière et "
            "Germination.")


def effects_no_amount(effect: str) -> str:
    return (f"{_effect(effect)} n'a pas d'icône perdue : « amount » ne vaut que pour Drain de Lumière et "
            "Germination.")


def effects_hit_unknown(card_id: str) -> str:
    return f"Aucune carte n'a l'identifiant « {card_id} »."


def effects_no_rolls(effect: str) -> str:
    return f"{_effect(effect)} ne demande pas de jet : « rolls » ne vaut que pour Enlèvement."


def effects_spectral_past(card: Named) -> str:
    return (f"Attaque Spectrale : « Elle meurt à la fin du tour » ; posée un tour précédent, elle aurait déjà tué "
            f"{name(card)} : elle est posée ce tour (« this_turn »).")


def effects_arrival_outside(turn: int, first: int, last: int) -> str:
    return f"Le tour {turn} n'est pas parcouru : le calcul va du tour {first} au tour {last}."


def effects_answer_on_own_turn(card: Named, how: str) -> str:
    return (f"{EFFECTS_ARRIVALS[how]} : {name(card)} entre en jeu sur un tour de l'adversaire, pas sur un tour de son "
            "contrôleur.")


def effects_summon_off_turn(card: Named) -> str:
    return (f"{Subject(card)} ne peut pas être {adj(card, 'invoqué')} sur un tour de l'adversaire : seuls Renfort et "
            "Brise-Sort le permettent.")


def effects_spell_too_dear(cost: int, level: int) -> str:
    return f"Brise-Sort de niveau {level} : le sort ou pouvoir adverse coûte {cost}, plus que son niveau."


def effects_arrival_passed(how: str) -> str:
    return f"{EFFECTS_ARRIVALS[how]} : ce moment du tour en cours est passé (la phase donnée vient après)."


EFFECTS_COPIES_CLONE_ONLY = "« copies » ne vaut que pour un Clone Végétal (« how » : clone-vegetal)."
EFFECTS_CLONE_NEEDS_TARGET = "Un Clone Végétal cible une Bête Commune en jeu : donnez son identifiant (« copies »)."


def effects_clone_unknown(card_id: str) -> str:
    return f"Aucune autre carte n'a l'identifiant « {card_id} »."


def effects_clone_not_in_play(target: Named) -> str:
    return f"{Subject(target)} n'est pas en jeu au départ : le Clone Végétal cible une Bête Commune en jeu."


def effects_clone_not_common_beast(target: Named) -> str:
    return (f"{Subject(target)} n'est pas une Bête Commune (espèce « bete », rareté « commune ») : le Clone Végétal ne "
            f"peut pas {him(target)} cibler.")


def effects_transition_arriving(card: Named) -> str:
    return f"{Subject(card)} arrive pendant les tours parcourus : {he(card)} ne peut pas être déjà en Transition."
