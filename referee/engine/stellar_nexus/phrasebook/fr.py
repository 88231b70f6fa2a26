"""Stellar Nexus's French: every sentence the steps, refusals and summaries say, the deck check's too.

Names typed by the players have no known gender: sentences either avoid agreeing with them or
speak of « la créature X ». The rulebook's own lines are quoted with the straight apostrophe.
"""
from __future__ import annotations

from collections.abc import Sequence, Set

from referee.engine.french import capitalized, count, elides, listing, of

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

PHASE = {Phase.START: "début du tour", Phase.UNTAP: "phase de désengagement", Phase.DRAW: "phase de pioche",
         Phase.MAIN_1: "phase principale 1", Phase.COMBAT: "phase d'attaque/défense",
         Phase.MAIN_2: "phase principale 2", Phase.END_PHASE: "phase finale", Phase.END: "fin du tour"}
PLAY = {Play.EPHEMERAL: "Éphémère", Play.ABILITY: "Capacité", Play.CREATURE: "Créature",
        Play.EQUIPMENT: "Équipement"}
POWER = {Power.AFFINITY: "Affinité", Power.DISSONANCE: "Dissonance"}
WHOSE = {Whose.OWN: "son tour", Whose.OPPONENT: "le tour adverse"}
READING = {
    OpenPoint.LEFTOVER: "attaque entière contre chaque bloqueur",
    OpenPoint.STRIKE_BACK: "seul le premier bloqueur riposte",
    OpenPoint.LEFTOVER_TO_HERO: "le reste des dégâts va au héros",
    OpenPoint.DEATH: "mort en fin de phase",
    OpenPoint.CANCELLED_BLOCK: "l'attaquant reste bloqué",
    OpenPoint.COUNTERED_ENGAGED: "l'attaque contrecarrée n'engage pas",
    OpenPoint.SHARED_PV: "dégâts comptés pour chaque joueur",
}
"""The other reading of each open point, as the summary names it."""


# === Combat ===================================================================================

def attacker(combat: CombatInput, i: int) -> str:
    return combat.attackers[i].name.strip() or f"Attaquant {i + 1}"


def blocker(combat: CombatInput, j: int) -> str:
    return combat.blockers[j].name.strip() or f"Bloqueur {j + 1}"


def _damage(n: int) -> str:
    return count(n, "dégât") if n else "aucun dégât"


def _deals(n: int) -> str:
    """« inflige 2 dégâts », « n'inflige aucun dégât »."""
    return f"inflige {count(n, 'dégât')}" if n else "n'inflige aucun dégât"


# --- Refusals ---------------------------------------------------------------------------------

def must_target_hero(name: str) -> str:
    return (f"« Lorsqu'on décide d'attaquer, on cible obligatoirement un héros adversaire » : {name} ne peut "
            "pas attaquer une créature.")


def summoning_sick(name: str) -> str:
    return (f"« Une créature ne peut pas attaquer le tour où elle est posée » : {name} ne peut pas attaquer "
            "(elle pourrait bloquer).")


def engaged_cannot(side: Side, name: str) -> str:
    verb = "attaquer" if side is Side.ATTACKER else "bloquer"
    return f"« Une créature engagée ne peut ni attaquer, ni défendre » : {name} ne peut pas {verb}."


def no_such_attacker(index: int, attackers: int) -> str:
    if attackers == 1:
        return f"Il n'y a pas d'attaquant numéro {index + 1} : il n'y a qu'un attaquant (0 dans l'API, 1 sur la page)."
    return (f"Il n'y a pas d'attaquant numéro {index + 1} : les attaquants vont de 0 à {attackers - 1} "
            f"(de 1 à {attackers} sur la page).")


def blocks_several(name: str, indices: Sequence[int], countered: bool) -> str:
    numbers = listing(str(i + 1) for i in indices)
    text = (f"« Une créature ne peut pas bloquer plusieurs attaquants » : {name} bloque les attaquants "
            f"{numbers} ; gardez-en un seul.")
    if countered:
        text += (" Son blocage contrecarré ne peut pas non plus être redéclaré : « la créature ne peut pas faire "
                 "de nouvelle action ou avoir de nouvelle cible ».")
    return text


def blocked_twice(name: str, index: int) -> str:
    return f"L'attaquant {index + 1} est donné deux fois pour {name} : donnez-le une seule fois."


# --- Steps ------------------------------------------------------------------------------------

TEAMS = ("Partie à deux contre deux : « On attaque forcément les deux joueurs, ils peuvent défendre à deux », et "
         "les points de vie des joueurs alliés sont partagés.")


def declares_attack(combat: CombatInput, i: int) -> str:
    a = combat.attackers[i]
    target = "les héros adverses" if combat.format is Format.TEAMS else "le héros adverse"
    return f"{capitalized(attacker(combat, i))} (attaque {a.attack}, endurance {a.endurance}) attaque {target}."


def attack_countered(combat: CombatInput, i: int) -> str:
    return (f"L'attaque {of(attacker(combat, i))} est contrecarrée : son action est annulée, et la créature ne "
            "peut pas faire de nouvelle action ou avoir de nouvelle cible.")


def blocks_on_arrival(combat: CombatInput, j: int) -> str:
    return (f"{capitalized(blocker(combat, j))} arrive en jeu ce tour : « Elles peuvent défendre directement "
            "quand elles arrivent en jeu. »")


def block_countered(combat: CombatInput, j: int) -> str:
    return (f"Le blocage {of(blocker(combat, j))} est contrecarré : son action est annulée, et la créature ne "
            "peut pas faire de nouvelle action ou avoir de nouvelle cible.")


def unblocked(combat: CombatInput, a: Attack) -> str:
    name = attacker(combat, a.attacker)
    declared = any(a.attacker in b.blocks for b in combat.blockers)
    if declared:
        return (f"Tout blocage déclaré contre {name} est contrecarré, et plus aucune créature ne bloque son "
                f"attaque : {name} {_deals(a.hero_damage)} au héros.")
    return f"Aucune créature ne bloque {name}, qui {_deals(a.hero_damage)} au héros."


def blocked_by(combat: CombatInput, a: Attack) -> str:
    names = [blocker(combat, j) for j in a.blockers]
    if len(names) == 1:
        return f"Le défenseur oppose {names[0]} à {attacker(combat, a.attacker)}."
    return (f"Le défenseur oppose à {attacker(combat, a.attacker)}, dans l'ordre de son choix : "
            f"{', puis '.join(names)}.")


def confrontation(combat: CombatInput, i: int, c: Confrontation, n: int, damage: int, endurance: int) -> str:
    a_name, b_name = attacker(combat, i), blocker(combat, c.blocker)
    b = combat.blockers[c.blocker]
    if n == 0:
        head = (f"{capitalized(a_name)} (attaque {combat.attackers[i].attack}, endurance {endurance}) contre "
                f"{b_name} (attaque {b.attack}, endurance {b.endurance}), simultanément")
    else:
        head = (f"{capitalized(a_name)} (endurance {endurance}) poursuit avec {_damage(damage)} contre "
                f"{b_name} (attaque {b.attack}, endurance {b.endurance}), simultanément")
    spent = (f"{c.attacker_damage} de ses {count(damage, 'dégât')}" if c.attacker_damage < damage
             else _damage(c.attacker_damage))
    dealt = (f"{a_name} n'inflige aucun dégât à {b_name} (endurance {b.endurance})" if not c.attacker_damage
             else f"{a_name} inflige {spent} à {b_name} (endurance {b.endurance} → {c.blocker_endurance})")
    if c.blocker_damage:
        struck = (f"{b_name} inflige {count(c.blocker_damage, 'dégât')} à {a_name} "
                  f"(endurance {endurance} → {c.attacker_endurance})")
    else:
        struck = f"{b_name} n'inflige aucun dégât à {a_name}"
    return f"{head} : {dealt}, et {struck}."


def after_confrontation(combat: CombatInput, a: Attack, n: int) -> str:
    c = a.confrontations[n]
    a_name, b_name = attacker(combat, a.attacker), blocker(combat, c.blocker)
    more = n + 1 < len(a.blockers)
    parts = [f"{b_name} tombe à 0 d'endurance et meurt" if c.blocker_dies
             else f"{b_name} survit avec {c.blocker_endurance} d'endurance"]
    if c.attacker_dies:
        parts.append(f"{a_name} tombe à 0 d'endurance et meurt")
    if c.damage_left and more:
        parts.append(f"{a_name} gagne la confrontation et il reste {count(c.damage_left, 'dégât')} à distribuer : "
                     f"{a_name} poursuit avec {blocker(combat, a.blockers[n + 1])}, la créature suivante du "
                     "défenseur")
    elif c.damage_left:
        parts.append(f"il reste {count(c.damage_left, 'dégât')} {of(a_name)}, mais son attaque a été bloquée : "
                     + ("il ne va pas au héros" if c.damage_left == 1 else "ils ne vont pas au héros"))
    elif not c.blocker_dies:
        parts.append(f"les dégâts {of(a_name)} sont épuisés" + (" : les bloqueurs suivants ne se confrontent pas"
                                                               if more else ""))
    elif c.attacker_dies and more:
        parts.append("les bloqueurs suivants ne se confrontent pas")
    elif more:
        parts.append(f"tous les dégâts {of(a_name)} sont distribués : les bloqueurs suivants ne se confrontent pas")
    return capitalized(" ; ".join(parts)) + "."


def hero_pv(combat: CombatInput, o: Outcome) -> str:
    if combat.format is Format.TEAMS:
        if not o.hero_damage:
            return f"Les points de vie partagés des joueurs alliés ne reçoivent aucun dégât : ils restent à {o.hero_pv}."
        return (f"Les points de vie des joueurs alliés sont partagés : ils reçoivent "
                f"{count(o.hero_damage, 'dégât')} et passent de {combat.hero_pv} à {o.hero_pv}.")
    if not o.hero_damage:
        return f"Le héros ne reçoit aucun dégât : il garde {count(combat.hero_pv, 'point')} de vie."
    return (f"Le héros reçoit {count(o.hero_damage, 'dégât')} : ses points de vie passent de {combat.hero_pv} "
            f"à {o.hero_pv}.")


def defender_loses(combat: CombatInput) -> str:
    if combat.format is Format.TEAMS:
        return "Les points de vie partagés sont à 0 : les deux joueurs alliés perdent la partie."
    return "Les points de vie du héros sont à 0 : son joueur perd la partie."


def engaged(combat: CombatInput, indices: Sequence[int]) -> str:
    names = [attacker(combat, i) for i in indices]
    return f"On engage {listing(names)}, qui {'avaient' if len(names) > 1 else 'avait'} déclaré une attaque."


UNTAPS_NEXT_TURN = ("Une carte engagée n'est plus utilisable jusqu'à la prochaine phase de désengagement : elle ne "
                    "peut ni attaquer, ni défendre d'ici là.")


def _deaths(combat: CombatInput, o: Outcome) -> str:
    names = [attacker(combat, i) for i in o.dead_attackers] + [blocker(combat, j) for j in o.dead_blockers]
    if not names:
        return "aucune créature ne meurt"
    return f"{listing(names)} {'meurent' if len(names) > 1 else 'meurt'}"


def outcome_text(combat: CombatInput, o: Outcome, main: Outcome | None = None) -> str:
    """The outcome as a player sees it; against ``main``, also the endurance and engagement that differ."""
    hero = "les points de vie partagés finissent" if combat.format is Format.TEAMS else "le héros finit"
    parts = [f"{hero} à {o.hero_pv} PV" + (" (partie perdue)" if o.defender_defeated else ""), _deaths(combat, o)]
    if main is not None:
        kept = [f"{attacker(combat, i)} survit (endurance {e})" for i, e in enumerate(o.attacker_endurance)
                if e and e != main.attacker_endurance[i]]
        kept += [f"{blocker(combat, j)} survit (endurance {e})" for j, e in enumerate(o.blocker_endurance)
                 if e and e != main.blocker_endurance[j]]
        parts += kept
        spared = [attacker(combat, i) for i in main.engaged if i not in o.engaged]
        if spared:
            parts.append(f"on n'engage pas {listing(spared)}")
    return " ; ".join(parts)


def open_point(combat: CombatInput, point: OpenPoint, main: Outcome, other: Outcome) -> str:
    then = outcome_text(combat, other, main)
    if point is OpenPoint.LEFTOVER:
        return ("Le livret ne dit pas comment se comptent les dégâts qui restent après une confrontation gagnée "
                "(« jusqu'à ce que tous les dégâts aient été distribués ») : ci-dessus, l'attaquant poursuit avec "
                "son attaque moins l'endurance du bloqueur vaincu ; s'il poursuit avec son attaque entière contre "
                f"chaque bloqueur, {then}.")
    if point is OpenPoint.STRIKE_BACK:
        return ("Le livret ne dit pas si les bloqueurs suivants ripostent : ci-dessus, chaque confrontation se fait "
                f"dans les deux sens ; si seul le premier bloqueur riposte et les suivants ne font que subir le "
                f"reste des dégâts, {then}.")
    if point is OpenPoint.LEFTOVER_TO_HERO:
        return ("Le livret ne dit pas où vont les dégâts qui restent après le dernier bloqueur : ci-dessus, ils "
                "sont perdus (« Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros » : "
                f"l'attaque a été bloquée) ; s'ils vont au héros, {then}.")
    if point is OpenPoint.DEATH:
        return ("Le livret donne deux moments pour la mort d'une créature : « Si l'endurance d'une créature tombe "
                "à 0, la créature meurt » (appliqué ci-dessus) et « A chaque fin de phase, si une créature a une "
                "endurance égale ou inférieure à 0, elle meurt ». Si elle ne meurt qu'en fin de phase, un "
                f"attaquant tombé à 0 qui a vaincu son bloqueur poursuit la confrontation, et {then}.")
    if point is OpenPoint.CANCELLED_BLOCK:
        return ("Le livret ne dit pas si un attaquant dont tout blocage est contrecarré reste bloqué : ci-dessus, "
                "aucune créature ne le bloque plus et il inflige ses dégâts au héros ; s'il reste bloqué sans "
                f"infliger de dégâts, {then}.")
    if point is OpenPoint.COUNTERED_ENGAGED:
        return ("Le livret ne dit pas si une créature dont l'attaque est contrecarrée est engagée : ci-dessus, "
                "oui (« Engagez la ou les créatures qui avaient déclarées une attaque ») ; si l'annulation de son "
                f"action la laisse dégagée, {then}.")
    return ("Le livret dit que les points de vie des alliés sont partagés et qu'« On attaque forcément les deux "
            "joueurs », sans dire si une attaque que personne ne bloque touche ces points de vie une fois ou une "
            f"fois pour chaque joueur attaqué : ci-dessus, une fois ; une fois pour chaque joueur, {then}.")


def combat_summary(combat: CombatInput, main: Outcome, alternatives: Sequence[Alternative]) -> str:
    """« Héros : 20 → 14 PV ; Golem meurt. » then the other readings that change it."""
    hero = "Héros alliés (PV partagés)" if combat.format is Format.TEAMS else "Héros"
    lost = ", partie perdue" if main.defender_defeated else ""
    text = f"{hero} : {combat.hero_pv} → {main.hero_pv} PV{lost} ; {_deaths(combat, main)}."
    for alt in alternatives:
        text += f" Autre lecture ({READING[alt.point]}) : {outcome_text(combat, alt.outcome, main)}."
    return text


# === The stack ================================================================================

def entry(stack: StackInput, k: int) -> str:
    e = stack.entries[k]
    return e.name.strip() or f"{PLAY[e.kind]} {k + 1}"


def resource(stack: StackInput, k: int, r: int) -> str:
    res = stack.entries[k].resources[r]
    return res.name.strip() or f"la ressource {r + 1} {of(entry(stack, k))}"


# --- Refusals ---------------------------------------------------------------------------------

def not_quick(name: str, kind: Play) -> str:
    return (f"« Lorsqu'un sort rapide est joué (éphémère ou capacité), un autre sort rapide peut être joué par "
            f"dessus » : {name} ({PLAY[kind].lower()}) n'est pas un sort rapide et ne peut être que la première "
            "carte de la pile.")


def counters_later(name: str, target: int, k: int) -> str:
    return (f"{capitalized(name)} ne peut contrecarrer qu'une carte déjà dans la pile, jouée avant : un numéro de "
            f"0 à {k - 1}, pas {target}." if k else
            f"{capitalized(name)} est la première carte jouée : il n'y a rien en dessous à contrecarrer.")


def faction_needed(name: str) -> str:
    return (f"Donnez la faction {of(name)} : l'Affinité se déclenche si la carte partage la faction de la "
            "ressource, la Dissonance sinon.")


def no_affinity(name: str) -> str:
    than = f"qu'{name}" if elides(name) else f"que {name}"
    return (f"Aucune ressource à pouvoir de la même faction {than} : il n'y a pas d'Affinité à activer ou non "
            "(omettez ce champ).")


# --- Steps ------------------------------------------------------------------------------------

def played(stack: StackInput) -> str:
    names = [f"{k + 1}. {entry(stack, k)}" for k in range(len(stack.entries))]
    return f"Ordre de pose : {' ; '.join(names)}."


def resolution_order(stack: StackInput, order: Sequence[int]) -> str:
    return ("« La résolution se fait ensuite du dernier joué jusqu'au premier » : "
            f"{', puis '.join(entry(stack, k) for k in order)}.")


def resolves(stack: StackInput, k: int, target: int | None, already: bool) -> str:
    name = capitalized(entry(stack, k))
    if target is None:
        return f"{name} se résout."
    if already:
        return f"{name} se résout, mais une autre carte contrecarre déjà {entry(stack, target)}."
    return (f"{name} se résout et contrecarre {entry(stack, target)}, qui ne se résoudra pas et va au "
            "cimetière.")


def countered(stack: StackInput, k: int, by: int) -> str:
    return f"{capitalized(entry(stack, k))} ne se résout pas : {entry(stack, by)} contrecarre son action."


def countered_resources(stack: StackInput, k: int) -> str:
    return (f"« La capacité ne s'active pas si la réquisition ne se résout pas (si elle est contrecarrée) mais la "
            f"ressource reste engagée » : les ressources {of(entry(stack, k))} restent engagées, sans pouvoir.")


COUNTERED_REQUISITION = ("Une créature contrecarrée va directement de la main au cimetière : elle ne peut donc pas "
                         "utiliser sa capacité.")


def trigger(stack: StackInput, t: Trigger) -> str:
    card, res = entry(stack, t.entry), resource(stack, t.entry, t.resource)
    when = f"une fois l'action en cours terminée, après la résolution {of(card)}"
    if t.power is Power.DISSONANCE:
        return (f"{capitalized(res)} n'est pas de la faction {of(card)} : sa Dissonance s'active {when}, "
                "obligatoirement (« vous avez l'obligation de jouer la dissonance »).")
    head = f"{capitalized(res)} partage la faction {of(card)} : son Affinité peut s'activer {when}"
    if t.activated is None:
        return f"{head}. Le joueur choisit de la jouer ou non."
    return f"{head} ; le joueur {'la joue' if t.activated else 'ne la joue pas'}."


OWN_CARDS = ("Les effets des cartes ressources ne s'activent que lorsque vous utilisez vos propres réquisitions ou "
             "capacités.")


def _moment(stack: StackInput, m: Moment) -> str:
    if m.resource is not None:
        return f"pouvoir {of(resource(stack, m.entry, m.resource))}"
    return entry(stack, m.entry) if m.event is Event.RESOLVES else f"annulation {of(entry(stack, m.entry))}"


def timeline(stack: StackInput, moments: Sequence[Moment]) -> str:
    return ", ".join(_moment(stack, m) for m in moments)


def action_in_progress(stack: StackInput, each: Sequence[Moment], after: Sequence[Moment]) -> str:
    return ("Le livret dit « Les capacités des ressources ne s'activent qu'une fois l'action en cours terminée » "
            "sans dire si l'action en cours est la carte payée par la ressource ou toute la pile : ci-dessus, la "
            f"carte ({timeline(stack, each)}) ; si c'est toute la pile, les pouvoirs attendent la fin de la "
            f"résolution ({timeline(stack, after)}).")


def stack_summary(stack: StackInput, order: Sequence[int], counters: Sequence[tuple[int, int]],
                  triggers: Sequence[Trigger], countered: Set[int], open_timing: bool) -> str:
    parts = [f"Ordre de résolution : {', '.join(entry(stack, k) for k in order)}."]
    parts += [f"{capitalized(entry(stack, by))} contrecarre {entry(stack, k)}." for k, by in counters]
    for t in triggers:
        res = resource(stack, t.entry, t.resource)
        if t.entry in countered:
            parts.append(f"{capitalized(res)} : aucun pouvoir, {entry(stack, t.entry)} ne se résout pas.")
        elif t.power is Power.DISSONANCE:
            parts.append(f"Dissonance {of(res)} : obligatoire.")
        elif t.activated is None:
            parts.append(f"Affinité {of(res)} : au choix du joueur.")
        else:
            parts.append(f"Affinité {of(res)} : {'jouée' if t.activated else 'non jouée'}.")
    if open_timing:
        parts.append("Moment des pouvoirs de ressource non tranché : après leur carte, ou après toute la pile.")
    return " ".join(parts)


# === Turn aids ================================================================================

NOTHING_TO_COMPUTE = ("Rien à calculer : donnez le nombre de mulligans, une créature à suivre, l'état de la "
                      "bibliothèque ou de la pile de ressource, ou les points de vie du héros.")


_POINTS_OF = {"attack": "d'attaque", "endurance": "d'endurance"}


def above_card(field: str, current: int, full: int) -> str:
    """``field``: the creature's value given above the card's, ``attack`` or ``endurance``."""
    left = "restants" if current > 1 else "restant"
    return (f"{count(current, 'point')} {_POINTS_OF[field]} {left}, plus que les {full} de la carte : donnez la "
            "valeur de la carte (bonus compris) et ce qu'il en reste.")


def library_too_small(library: int, least: int, most: int) -> str:
    return (f"« Une bibliothèque doit avoir entre 30 et 40 cartes réquisition » : au premier tour, après une main "
            f"de 6 cartes au plus, il en reste au moins {least} (et au plus {most}), pas {library}.")


def creature(name: str) -> str:
    return f"la créature {name.strip()}" if name.strip() else "la créature"


OPENING = f"Les joueurs commencent avec {OPENING_HAND} cartes de réquisition en main."


def mulligan(row: MulliganRow) -> str:
    if row.free:
        return (f"Mulligan {row.number} (gratuit, {FREE_MULLIGANS} au plus) : la main retourne dans la "
                f"bibliothèque, qui est mélangée, et le joueur pioche {count(row.hand, 'carte')}.")
    return (f"Mulligan {row.number} (supplémentaire) : « à chaque mulligan supplémentaire il piochera une carte "
            f"en moins » : {count(row.hand, 'carte')}.")


def mulligan_readings(row: MulliganRow) -> str:
    return ("Le livret ne dit pas si chaque mulligan supplémentaire donne une carte de moins que le précédent "
            f"({OPENING_HAND - CARDS_LESS_PER_EXTRA_MULLIGAN}, puis {OPENING_HAND - 2}, puis {OPENING_HAND - 3}…) "
            f"ou une de moins que les {OPENING_HAND} de départ (toujours "
            f"{OPENING_HAND - CARDS_LESS_PER_EXTRA_MULLIGAN}) : au mulligan {row.number}, "
            f"{count(row.hand, 'carte')} selon la première lecture (appliquée ici), "
            f"{count(row.hand_one_less, 'carte')} selon la seconde.")


def empty_hand(number: int) -> str:
    return ("Le livret ne fixe aucune limite au nombre de mulligans et ne dit pas si l'on peut aller jusqu'à une "
            f"main vide : à ce compte, le mulligan {number} en donne une.")


def _its_points(full: int) -> str:
    """« ses 3 points », « son point », and « 0 point » for a card printed with none."""
    if full == 1:
        return "son point"
    return f"ses {count(full, 'point')}" if full > 1 else count(full, "point")


def attack_back(name: str, full: int, phase: Phase) -> str:
    return (f"« Les points d'attaque des créatures se régénèrent au début de chaque étape de jeu » (chaque phase "
            f"de la liste) : {creature(name)} retrouve {_its_points(full)} d'attaque dès la "
            f"{PHASE[phase]}.")


def endurance_readings(name: str, full: int, current: int) -> str:
    return ("Le livret dit « Les points d'endurance des créatures se régénèrent au début de chaque entretien » et "
            "« l'endurance remonte à son maximum au début de chaque tour » : selon la seconde (appliquée ici), "
            f"{creature(name)} retrouve {_its_points(full)} d'endurance au début du tour ; selon la "
            "première, seulement à la phase de pioche (l'entretien, où le joueur pioche). Pendant la phase de "
            f"désengagement, où l'on peut jouer des éphémères, elle a donc {full} ou {current} d'endurance.")


def phase_label(whose: Whose, phase: Phase) -> str:
    return f"{capitalized(PHASE[phase])} ({WHOSE[whose]})"


def untaps(name: str, phase: Phase) -> str:
    return (f"« Une créature engagée se désengage au début de son prochain tour » : {creature(name)} se "
            f"désengage à la {PHASE[phase]} de son tour.")


def stays_engaged(name: str) -> str:
    return (f"{capitalized(creature(name))} reste engagée pendant le tour adverse : une créature engagée ne "
            "peut ni attaquer, ni défendre.")


UPKEEP = ("Au début de son entretien, le joueur pioche une carte de sa bibliothèque et une ressource de sa pile ; "
          "les cartes ressources vont directement sur le terrain.")
FIRST_TURN = "« Le premier qui joue ne pioche pas de carte au premier tour. »"
FIRST_TURN_RESOURCE = ("Le livret ne dit pas si le premier joueur prend quand même une ressource de sa pile à son "
                       "premier tour : « ne pioche pas de carte » vise la bibliothèque selon la lecture appliquée "
                       "ici (il prend 1 ressource), ou toute la pioche selon l'autre (aucune ressource).")
EMPTY_RESOURCE_PILE = ("La pile de ressource est vide : le livret dit « Si un joueur n'a plus de carte à piocher "
                       "au début de son entretien, il perd la partie » sans dire si cette pile compte. Ici, elle "
                       "ne compte pas : le joueur ne prend pas de ressource, et la partie continue ; si elle "
                       "compte, il perd la partie.")


def library_left(library: int) -> str:
    return f"Il reste {count(library, 'carte')} dans la bibliothèque : le joueur en pioche une."


LIBRARY_EMPTY = ("« Si un joueur n'a plus de carte à piocher au début de son entretien, il perd la partie » : la "
                 "bibliothèque est vide, le joueur perd la partie.")


def hero_at(pv: int) -> str:
    if pv <= 0:
        return (f"Les points de vie du héros sont à {pv} : « Vous pouvez mettre les points de vie du héros ennemi "
                "à 0 », son joueur perd la partie.")
    return f"Le héros a encore {count(pv, 'point')} de vie : la partie continue pour son joueur."


def turn_summary(mulligans: Sequence[MulliganRow], phases_note: str | None, cards: int | None,
                 resources: int | None, defeated: bool | None) -> str:
    parts = []
    if mulligans:
        last = mulligans[-1]
        hand = f"Après {count(last.number, 'mulligan')} : {count(last.hand, 'carte')} en main"
        if last.hand_one_less != last.hand:
            hand += f" (autre lecture : {last.hand_one_less})"
        parts.append(hand)
    if phases_note:
        parts.append(phases_note)
    if cards is not None and resources is not None:
        parts.append(f"entretien : pioche {count(cards, 'carte')} et {count(resources, 'ressource')}")
    if defeated is not None:
        parts.append("partie perdue" if defeated else "la partie continue")
    return capitalized(" ; ".join(parts)) + "."


def phases_note(name: str, full_endurance: int, regenerates: bool, untap: bool) -> str:
    parts = []
    if regenerates:
        parts.append(f"{creature(name)} revient à {full_endurance} d'endurance dès le début du tour (autre "
                     "lecture : à la phase de pioche)")
    if untap:
        parts.append(f"{creature(name)} se désengage à la phase de désengagement de son tour")
    return " ; ".join(parts) or f"{creature(name)} garde ses valeurs"


def nothing_changes(name: str) -> str:
    return (f"{capitalized(creature(name))} a toute son attaque et toute son endurance, et n'est pas engagée : "
            "rien ne change d'une phase à l'autre.")


# === The deck check ===========================================================================
# The rules' names are the DeckRules' own (deck.py); these are what each step says of the deck.

CATEGORY_PLURAL = {Category.CREATURE: "Créatures", Category.EPHEMERAL: "Éphémères",
                   Category.EQUIPMENT: "Équipements",
                   Category.REQUISITION: "Autres réquisitions", Category.RESOURCE: "Ressources", Category.HERO: "Héros",
                   Category.TOKEN: "Jetons"}
"""The counts shown with the verdict (« Créatures 24 »)."""


def effect_not_resource(name: str) -> str:
    return f"« {name} » : seule une ressource se dit « avec effet »."


def _requisitions(total: int) -> str:
    return count(total, "carte réquisition", "cartes réquisition")


def deck_size(requisitions: int, resources: int) -> str:
    return f"{_requisitions(requisitions)} et {count(resources, 'ressource')}"


def library_size(total: int, least: int, most: int) -> str:
    return f"{_requisitions(total)} (de {least} à {most})."


def too_many_copies(cards: str, most: int) -> str:
    """``cards``: the cards at fault with their copies (« Loup (4) et Golem (5) »)."""
    return f"{cards} : {most} exemplaires au plus."


def no_card_over(most: int) -> str:
    return f"aucune carte réquisition n'a plus de {most} exemplaires."


def plain_resources_over(cards: str, most: int) -> str:
    return (f"{cards} : ressource sans effet en plus de {most} exemplaires. La règle est écrite sous « Bibliotheque » "
            ": lue pour la bibliothèque seule, c'est conforme ; lue pour tout le deck, pile de ressource comprise, ça "
            "ne l'est pas. À trancher par l'arbitre.")


def pile_size(total: int, cards: int) -> str:
    return f"{count(total, 'ressource')} ({cards} exactement)."


def pile_size_wrong(total: int, cards: int) -> str:
    return f"{count(total, 'ressource')} : il en faut exactement {cards}."


def effect_copies(cards: str) -> str:
    return f"{cards} : un seul exemplaire de chaque ressource avec effet."


EFFECTS_SINGLE = "chaque ressource avec effet est en un seul exemplaire."


def the_hero(name: str) -> str:
    return f"{name}."


NO_HERO = "aucun héros : il en faut un."


def heroes(total: int, cards: str) -> str:
    return f"{count(total, 'héros', 'héros')} ({cards}) : un seul."


def tokens(cards: str) -> str:
    return f"{cards} : hors de la bibliothèque et de la pile de ressource."


def library_at_most(most: int, least: int) -> str:
    """The cards whose type is not given counted as réquisitions, still too few."""
    return f"au plus {_requisitions(most)}, même en comptant les cartes sans type : il en faut au moins {least}."


def pile_at_most(most: int, cards: int) -> str:
    return f"au plus {count(most, 'ressource')}, même en comptant les cartes sans type : il en faut exactement {cards}."


THE_EFFECT = "l'effet éventuel"
"""What « Ressources avec effet » waits for when a pasted resource says neither « effet » nor « sans effet »."""
