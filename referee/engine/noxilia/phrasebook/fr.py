"""Noxilia's French: every sentence of the steps, the refusals, the summaries and the deck check's verdicts.

A unit is named by its name and spoken of in agreement with its gender (« Garde est mort »,
« la Cible est morte »); the arithmetic hands over numbers only.
"""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.french import Gender, agree, capitalized, count, listing, noun, of

from ..model import AttackKind, Category, MagicType, RiposteKind, Role, Unit, UnitState
from ..rules import (
    BROTHER_IN_ARMS_BONUS,
    BROTHERS_IN_ARMS_NEEDED,
    END_OF_TURN_CAPTURE_STEPS,
    END_OF_TURN_POISON_STEP,
    MAX_UNITS_PER_ZONE,
    START_OF_TURN_ARMOR_STEP,
    START_OF_TURN_EFFECTS_STEP,
    START_OF_TURN_UNENGAGE_STEP,
)

# --- Names ----------------------------------------------------------------------------------

# The name a unit goes by when none is given, and its gender.
TARGET_NAME = ("Cible", Gender.FEMININE)
ATTACKER_NAME = ("Attaquant", Gender.MASCULINE)
GUARDIAN_NAME = ("Ange gardien", Gender.MASCULINE)
UNIT_NAME = ("Unité", Gender.FEMININE)
NAMED_GENDER = Gender.MASCULINE
"""The gender of a name given without one (« Chevalier », « Garde »): the API's ``gender`` says otherwise."""


def further_target_name(index: int) -> tuple[str, Gender]:
    """The second target of an Attaque de masse is « Cible 2 »."""
    return f"Cible {index + 2}", Gender.FEMININE


MAGIC_TYPE = {MagicType.LIGHT: "Lumière", MagicType.INFERNAL: "Infernal", MagicType.CORRUPTION: "Corruption",
              MagicType.DEATH: "Mort", MagicType.NATURE: "Nature", MagicType.PSIONIC: "Psionisme",
              MagicType.PURE: "Pure"}
"""The mana types as « Types de mana » names them."""
SPELL = {MagicType.LIGHT: "sort de Lumière", MagicType.INFERNAL: "sort infernal",
         MagicType.CORRUPTION: "sort de Corruption", MagicType.DEATH: "sort de Mort",
         MagicType.NATURE: "sort de Nature", MagicType.PSIONIC: "sort de Psionisme",
         MagicType.PURE: "sort de magie pure"}
RESISTANCE = {MagicType.LIGHT: "Résistance à la Lumière", MagicType.INFERNAL: "Résistance infernale",
              MagicType.CORRUPTION: "Résistance à la Corruption", MagicType.DEATH: "Résistance à la Mort",
              MagicType.NATURE: "Résistance à la Nature", MagicType.PSIONIC: "Résistance au Psionisme",
              MagicType.PURE: "Résistance à la magie pure"}
"""« Résistance [type] X », the type spelt out."""

ATTACK = {AttackKind.MELEE: "attaque au corps à corps", AttackKind.RANGED: "attaque à distance",
          AttackKind.CHARGE: "charge"}
"""The attack actions, all feminine nouns (« une charge »)."""
RIPOSTE_NAME = {RiposteKind.RIPOSTE: "Riposte", RiposteKind.FLASH: "Riposte éclair"}


def _gender(unit: Unit) -> Gender:
    return unit.gender or NAMED_GENDER


def _agreed(unit: Unit, word: str) -> str:
    return agree(word, _gender(unit))


def _pronoun(unit: Unit) -> str:
    return "elle" if _gender(unit) is Gender.FEMININE else "il"


def _damage(amount: int) -> str:
    return count(amount, "dégât")


def _life(points: int) -> str:
    return f"{count(points, 'point')} de vie"


def _without_attacker(kind: AttackKind) -> str:
    """« un sort », « des dégâts payés en coût »: what has no attacking unit."""
    return "un sort" if kind is AttackKind.MAGIC else "des dégâts payés en coût"


def _any_kind(kind: AttackKind) -> str:
    return f"une {ATTACK[kind]}" if kind.is_attack else _without_attacker(kind)


# --- Refusals -------------------------------------------------------------------------------

def dead_unit(unit: Unit) -> str:
    return (f"{unit.name} a {_life(unit.life)} : une unité à 0 ou moins est morte (« Lorsqu'ils sont inférieur ou "
            "égal à zéro, l'unité meurt ») ; indiquez une vie d'au moins 1.")


def printed_life_below(unit: Unit) -> str:
    assert unit.max_life is not None
    return (f"La vie imprimée ({unit.max_life}) est inférieure à la vie actuelle ({unit.life}) : corrigez l'une ou "
            "l'autre, ou laissez la vie imprimée vide.")


def esquive_never_had(unit: Unit) -> str:
    return f"{unit.name} n'a pas la capacité Esquive : {_pronoun(unit)} n'a pas pu l'utiliser."


def no_attacker(kind: AttackKind) -> str:
    return f"Une {ATTACK[kind]} a un attaquant : décrivez l'unité qui attaque."


SPELL_FIELDS_ON_ATTACK = ("Les dégâts d'une attaque viennent de l'attaquant : « damage », « magic_type » et "
                          "« spell_ignores_armor » ne servent qu'aux sorts et aux coûts.")


def attacker_engaged(unit: Unit) -> str:
    return (f"{unit.name} est déjà {_agreed(unit, 'engagé')} : une unité engagée « ne peut plus être engagée tant "
            f"qu'elle n'est pas redressée » ; {_pronoun(unit)} ne peut donc pas attaquer avant le prochain début de tour.")


def no_ranged_attack(unit: Unit) -> str:
    return (f"{unit.name} n'a pas d'attaque à distance (valeur 0) : choisissez une attaque au corps à corps ou "
            "une charge.")


FAST_MARCH_WITHOUT_CHARGE = "La Marche rapide ne se déclare ici qu'avec une charge."


def fast_march_missing(unit: Unit) -> str:
    return (f"{unit.name} n'a pas la capacité Marche rapide : {_pronoun(unit)} ne peut charger qu'à une zone de "
            "distance.")


MASS_RANGED = "L'Attaque de masse inflige des attaques au corps à corps : une attaque à distance n'a qu'une cible."


def mass_too_many(unit: Unit, targets: int) -> str:
    if unit.mass_attack <= 1:
        return (f"{unit.name} vise {targets} unités sans avoir d'Attaque de masse : une attaque n'a qu'une cible ; "
                "retirez les cibles suivantes.")
    return (f"{unit.name} vise {targets} unités mais son Attaque de masse est de {unit.mass_attack} : retirez des "
            f"cibles (au plus {unit.mass_attack}).")


def mass_zone(targets: int) -> str:
    return (f"Une zone ne peut contenir plus de {MAX_UNITS_PER_ZONE} unités de chaque joueur : une Attaque de masse "
            f"y vise au plus {MAX_UNITS_PER_ZONE} ennemis, pas {targets}.")


def guardian_without_ability(unit: Unit) -> str:
    return (f"{unit.name} n'a pas la capacité Ange gardien : {_pronoun(unit)} ne peut pas détourner l'attaque.")


def guardian_engaged(unit: Unit) -> str:
    return (f"{unit.name} est déjà {_agreed(unit, 'engagé')} : avec Ange gardien, « l'unité peut être engagée pour "
            "rediriger une attaque », mais une unité engagée « ne peut plus être engagée tant qu'elle n'est pas "
            "redressée ».")


def solide_attacker(unit: Unit) -> str:
    return f"{unit.name} est Solide : ses attaques ne peuvent être redirigées ; retirez l'ange gardien."


_ATTACK_ONLY = {"attacker": "L'unité qui attaque", "mass_targets": "Les cibles suivantes",
                "guardian": "L'ange gardien", "fast_march": "La Marche rapide"}


def attack_only(field: str, kind: AttackKind) -> str:
    return (f"{_ATTACK_ONLY[field]} ne sert qu'aux attaques d'unités ; pour {_without_attacker(kind)}, donnez "
            "seulement la cible et les dégâts.")


def damage_missing(kind: AttackKind) -> str:
    return "Indiquez les dégâts du sort." if kind is AttackKind.MAGIC else "Indiquez les dégâts payés en coût."


MAGIC_TYPE_MISSING = ("Indiquez le type de magie du sort : " + listing(MAGIC_TYPE.values(), "ou") + ".")
COST_IS_NO_SPELL = ("Des dégâts payés en coût ne sont pas un sort : retirez le type de magie et « le sort ignore "
                    "l'armure ».")


def dodge_without_esquive(unit: Unit) -> str:
    return f"{unit.name} n'a pas la capacité Esquive."


def dodge_spent(unit: Unit) -> str:
    return f"{unit.name} a déjà utilisé son Esquive : elle ne sert qu'une fois par partie."


def dodge_not_melee(kind: AttackKind) -> str:
    return f"Esquive annule « une attaque au corps à corps », pas {_any_kind(kind)}."


UNIT_TWICE = ("Donnez l'unité suivie soit dans « unit » (sans attaque ce tour), soit dans « attack » (avec "
              "« follow »), pas les deux.")
UNIT_MISSING = ("Donnez l'unité suivie : dans « unit » (sans attaque ce tour) ou dans « attack » (avec « follow »).")


def nobody_to_follow(kind: AttackKind) -> str:
    has = "n'a" if kind is AttackKind.MAGIC else "n'ont"
    return f"{capitalized(_without_attacker(kind))} {has} pas d'unité attaquante à suivre : suivez la cible."


def retreat_engaged(unit: Unit) -> str:
    return (f"{unit.name} est déjà {_agreed(unit, 'engagé')} : {_pronoun(unit)} ne peut pas se replier ; un Repli est "
            "un déplacement, qui consiste à « engager une unité pour la déplacer ».")


def retreat_then_attack(unit: Unit) -> str:
    return (f"{unit.name} s'est {_agreed(unit, 'replié')}, donc {_agreed(unit, 'engagé')} : {_pronoun(unit)} ne peut "
            "plus attaquer ce tour.")


# --- Damage on a unit -------------------------------------------------------------------------

def through_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState, absorbed: int) -> str:
    """Combat 3: armor first, the excess on life."""
    excess = amount - absorbed
    if not absorbed:
        them = "l'absorber" if amount == 1 else "les absorber"
        return (f"{source} : {_damage(amount)} sur {unit.name}, sans armure pour {them} : la vie passe de "
                f"{before.life} à {after.life}.")
    if excess:
        return (f"{source} : {_damage(amount)} sur {unit.name} ; l'armure en absorbe {absorbed} ({before.armor} → "
                f"{after.armor}), {excess} {'passent' if excess > 1 else 'passe'} sur la vie ({before.life} → "
                f"{after.life}).")
    return (f"{source} : {_damage(amount)} sur {unit.name} ; l'armure absorbe tout ({before.armor} → {after.armor}), "
            f"la vie reste à {before.life}.")


def on_negative_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState, bonus: int) -> str:
    """Armure négative: « +2 dégâts à la prochaine attaque qui retire ces marqueurs »."""
    head = (f"{source} : {_damage(amount)} sur {unit.name}, dont l'armure est négative ({before.armor}) : +{bonus}, "
            f"soit {amount + bonus} sur la vie ({before.life} → {after.life}) ; ")
    if after.armor < 0:
        return head + (f"ce coup retire les marqueurs, mais le malus du tour dure « jusqu'à la fin du tour » : "
                       f"l'armure reste à {after.armor}.")
    return head + "ce coup retire les marqueurs, l'armure revient à 0."


def malus_outlasts_the_hit(unit: Unit, armor: int) -> str:
    return (f"La règle ne dit pas si « la prochaine attaque qui retire ces marqueurs » retire aussi un malus d'armure "
            f"qui dure « jusqu'à la fin du tour » : le calcul garde le malus, l'armure {of(unit.name)} reste à "
            f"{armor} (et chaque attaque du tour reçoit le bonus) ; si le coup retirait le malus, elle reviendrait à 0.")


def ignoring_armor(unit: Unit, source: str, amount: int, before: UnitState, after: UnitState) -> str:
    return (f"{source} : {_damage(amount)} sur {unit.name}, sans tenir compte de l'armure : la vie passe de "
            f"{before.life} à {after.life}, l'armure reste à {before.armor}.")


def negative_armor_ignored(unit: Unit, armor: int, life_other: int, armor_other: int) -> str:
    return (f"L'armure {of(unit.name)} est négative ({armor}) : la règle ne dit pas si des dégâts qui ignorent "
            f"l'armure reçoivent le bonus de l'armure négative (+{-armor}) et en retirent les marqueurs. Le calcul suit "
            "le texte (l'armure est ignorée) : pas de bonus, les marqueurs restent. Dans l'autre lecture, la vie "
            f"tomberait à {life_other} et l'armure passerait à {armor_other}.")


def no_damage(unit: Unit, source: str) -> str:
    return f"{source} : aucun dégât pour {unit.name}."


def negative_armor_no_damage(unit: Unit, armor: int) -> str:
    return (f"L'armure {of(unit.name)} est négative ({armor}) : la règle ne dit pas si un coup sans dégâts déclenche "
            "le bonus de l'armure négative. Le calcul n'inflige rien et laisse les marqueurs.")


def dies(unit: Unit, state: UnitState) -> str:
    text = f"{unit.name} tombe à {_life(state.life)} : {_pronoun(unit)} meurt et part au cimetière de son joueur."
    if len(state.equipment) == 1:
        text += (f" Son équipement ({state.equipment[0]}) est lâché dans sa zone ; une autre unité, alliée ou "
                 "ennemie, peut consommer une action pour le récupérer.")
    elif state.equipment:
        text += (f" Ses équipements ({listing(state.equipment)}) sont lâchés dans sa zone ; une autre unité, alliée ou "
                 "ennemie, peut consommer une action pour les récupérer.")
    return text


def poison_no_life_damage(poisoner: Unit, victim: Unit) -> str:
    return (f"Poison {poisoner.poison} {of(poisoner.name)} : aucun dégât à la vie, aucun marqueur posé sur "
            f"{victim.name}.")


def poison_already(poisoner: Unit, victim: Unit, markers: int) -> str:
    return (f"Poison {poisoner.poison} {of(poisoner.name)} : {victim.name} porte déjà {count(markers, 'marqueur')} ; "
            "les marqueurs ne se cumulent pas, rien n'est ajouté.")


def poison_topped_up(poisoner: Unit, victim: Unit, before: int) -> str:
    x = poisoner.poison
    return (f"Poison {x} {of(poisoner.name)} : des dégâts ont touché la vie {of(victim.name)}, ses marqueurs sont "
            f"complétés jusqu'à {x} ({before} → {x}), sans cumul.")


def cripple_no_life_damage(victim: Unit) -> str:
    return f"Attaque incapacitante : aucun dégât à la vie, {victim.name} n'est pas {_agreed(victim, 'engagé')}."


def cripple_solide(victim: Unit) -> str:
    return f"Attaque incapacitante : {victim.name} est Solide, une capacité adverse ne peut pas l'engager."


def cripple_already(victim: Unit) -> str:
    return f"Attaque incapacitante : {victim.name} est déjà {_agreed(victim, 'engagé')}."


def crippled(victim: Unit) -> str:
    return (f"Attaque incapacitante : des dégâts ont touché sa vie, {victim.name} devient "
            f"{_agreed(victim, 'engagé')}.")


# --- The attack's value -----------------------------------------------------------------------

def aura(auras: Sequence[int], highest: int, charging: bool) -> str:
    where = " de sa zone de départ" if charging else ""
    others = f" (la plus élevée parmi {listing(str(a) for a in auras)})" if len(auras) > 1 else ""
    return f"Aura attaque{where} : +{highest}{others}."


def brothers_in_arms(nearby: int) -> str:
    return (f"Frère d'arme : {count(nearby, 'autre frère', 'autres frères')} d'arme dans sa zone (il en faut "
            f"{BROTHERS_IN_ARMS_NEEDED}), +{BROTHER_IN_ARMS_BONUS}.")


BROTHERS_DURING_CHARGE = ("Frère d'arme pendant une charge : la règle ne dit pas si les frères se comptent dans la "
                          "zone de départ ou d'arrivée ; le calcul reprend le nombre indiqué.")


def too_few_brothers(nearby: int) -> str:
    return (f"Frère d'arme : {count(nearby, 'autre frère', 'autres frères')} d'arme dans sa zone, il en faut "
            f"{BROTHERS_IN_ARMS_NEEDED} : pas de bonus.")


def blood_brothers(fallen: int, gained: int) -> str:
    return (f"Frère de sang : {fallen} {noun(fallen, 'frère de sang mort', 'frères de sang morts')} dans sa zone ce "
            f"tour, +{gained} (son malus d'armure doit déjà figurer dans son armure actuelle).")


def shoots(unit: Unit) -> str:
    return f"{unit.name} tire à distance : {_damage(unit.ranged)}."


def melee_value(unit: Unit) -> str:
    return f"Attaque au corps à corps {of(unit.name)} : {unit.melee}."


def mass_later_attack(unit: Unit) -> str:
    return (f"Attaque de masse : seule la première attaque tient compte des modificateurs, celle-ci inflige "
            f"{_damage(unit.melee)}.")


def charge_x(x: int) -> str:
    return f"Charge {x} : +{x} lors d'une action de charge."


def deals(unit: Unit, value: int) -> str:
    return f"{unit.name} inflige {_damage(value)}."


def riposte_melee(unit: Unit) -> str:
    return f"Dégâts de corps à corps {of(unit.name)} : {unit.melee}."


def riposte_deals(unit: Unit, value: int) -> str:
    return f"La riposte {of(unit.name)} inflige {_damage(value)}."


# --- Ripostes and Esquive ---------------------------------------------------------------------

RANGED_NO_RIPOSTE = "une attaque à distance ne provoque jamais de riposte"
CHARGE_NO_RIPOSTE = "les ripostes ne fonctionnent pas lors d'une charge"
GUARDIAN_NO_RIPOSTE = "un ange gardien ne peut pas riposter à l'attaque qu'il a détournée"


def stealth_no_riposte(attacker: Unit) -> str:
    return f"l'Attaque furtive {of(attacker.name)} interdit toute riposte"


def cannot_riposte(defender: Unit, reason: str) -> str:
    return f"{defender.name} ne peut pas riposter : {reason}."


def may_dodge(unit: Unit) -> str:
    return (f"{unit.name} pourrait annuler cette attaque avec Esquive (une fois par partie) ; son joueur ne l'utilise "
            "pas ici.")


DODGE_A_CHARGE = ("Esquive contre une charge : la Charge consiste à « effectuer une attaque au corps à corps », mais "
                  "le Combat la range avec les attaques à distance (zone adjacente) et la règle ne tranche pas. Le "
                  "calcul applique l'esquive déclarée ; si l'arbitre l'écarte, relancez le calcul sans esquive.")


def dodges(unit: Unit) -> str:
    return f"{unit.name} utilise Esquive : l'attaque est annulée. Son Esquive est épuisée pour la partie."


def riposte_after_dodge(unit: Unit) -> str:
    return (f"La règle ne dit pas si {unit.name} peut encore riposter à une attaque esquivée : le calcul n'applique "
            "aucune riposte.")


def riposte_source(kind: RiposteKind | None, defender: Unit) -> str:
    label = RIPOSTE_NAME[kind] if kind is not None else "Riposte instinctive"
    return f"{label} {of(defender.name)}"


def riposte_abilities_open(defender: Unit) -> str:
    abilities = [name for name, has in (("Attaque transperçante", defender.piercing_attack),
                                        ("Attaque incapacitante", defender.crippling_attack)) if has]
    if len(abilities) > 1:
        these, them = "ces capacités d'attaque s'appliquent", "les "
    else:
        these, them = "cette capacité d'attaque s'applique", "l'"
    return (f"{defender.name} a {listing(abilities)} : la règle ne dit pas si {these} à une riposte ; le calcul ne "
            f"{them}applique pas.")


def riposte_declined(defender: Unit, kind: RiposteKind) -> str:
    return (f"{defender.name} pourrait riposter ({RIPOSTE_NAME[kind]}) en s'engageant ; son joueur ne le fait pas.")


def riposte_taken(defender: Unit, kind: RiposteKind) -> str:
    return f"{defender.name} s'engage pour riposter ({RIPOSTE_NAME[kind]}) ; son joueur pouvait s'en abstenir."


def riposte_engaged(defender: Unit, kind: RiposteKind, by_crippling: bool) -> str:
    """Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée »."""
    engaged = _agreed(defender, "engagé")
    why = (f"vient d'être {engaged} par l'Attaque incapacitante" if by_crippling else f"est déjà {engaged}")
    return (f"{defender.name} {why} : {_pronoun(defender)} ne peut pas riposter ({RIPOSTE_NAME[kind]}), qui demande "
            "de « s'engager », car une unité engagée « ne peut plus être engagée tant qu'elle n'est pas redressée ».")


def instinctive(defender: Unit) -> str:
    x = defender.instinctive_riposte
    return (f"Riposte instinctive {x} : {defender.name} inflige automatiquement {_damage(x)} à son assaillant, "
            "sans s'engager et sans aura.")


INSTINCTIVE_TIMING = ("La règle ne dit pas à quel moment frappe la Riposte instinctive (« lorsqu'elle est "
                      "attaquée ») : le calcul la fait frapper après les dégâts de l'attaquant, même si la cible en "
                      "meurt, et l'attaquant inflige ses dégâts quoi qu'il arrive (seule la Riposte éclair dit "
                      "frapper avant).")


def dies_before_striking(attacker: Unit) -> str:
    return f"{attacker.name} meurt avant de frapper : {_pronoun(attacker)} n'inflige aucun dégât."


def piercing(defender: Unit) -> str:
    return (f"Attaque transperçante : l'attaque ignore l'armure {of(defender.name)}, qui n'est pas détruite par "
            "l'attaque.")


def attack_source(kind: AttackKind, attacker: Unit) -> str:
    """« Attaque au corps à corps de Chevalier », « Charge de Chevalier »: where damage comes from."""
    return f"{capitalized(ATTACK[kind])} {of(attacker.name)}"


def no_riposte_dead(defender: Unit) -> str:
    return f"{defender.name} n'a pas survécu : pas de riposte."


# --- The attack -------------------------------------------------------------------------------

def declares(attacker: Unit, kind: AttackKind) -> str:
    return f"{attacker.name} s'engage et déclare une {ATTACK[kind]}."


def charges(attacker: Unit, malus: int, before: int, after: int, fast_march: bool) -> str:
    if fast_march:
        return (f"{attacker.name} charge avec Marche rapide (distance 2) : {_pronoun(attacker)} s'engage et cumule "
                f"les deux malus, -{malus} armure jusqu'à la fin du tour ({before} → {after}).")
    return (f"{attacker.name} charge : {_pronoun(attacker)} s'engage et subit -{malus} armure jusqu'à la fin du tour "
            f"({before} → {after}).")


def mass_attack(attacker: Unit, targets: int) -> str:
    return (f"Attaque de masse {attacker.mass_attack} : {attacker.name} attaque {targets} unités l'une après "
            "l'autre.")


MASS_CHARGE = ("La règle ne dit pas si une charge peut être une Attaque de masse : le calcul compte le malus de charge "
               "une fois et réserve les modificateurs (Charge X compris) à la première attaque.")


def interrupted(attacker: Unit, target: Unit) -> str:
    return (f"{attacker.name} est {_agreed(attacker, 'mort')} : {_pronoun(attacker)} interrompt son action, "
            f"{target.name} n'est pas {_agreed(target, 'attaqué')}.")


def redirects(guardian: Unit, target: Unit) -> str:
    itself = "elle-même" if _gender(guardian) is Gender.FEMININE else "lui-même"
    return f"{guardian.name} s'engage (Ange gardien) et détourne vers {itself} l'attaque visant {target.name}."


COST = ("Dégâts payés en coût : « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours "
        "l'armure ».")
COST_SOURCE = "Coût"
SPELL_IGNORES_ARMOR = "Le sort précise qu'il ignore l'armure (« sauf si précisés dans le sort »)."
SPELL_MEETS_ARMOR = "« L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »"


def spell_source(magic_type: MagicType) -> str:
    return capitalized(SPELL[magic_type])


def spell_on_negative_armor(unit: Unit, armor: int, life_other: int) -> str:
    return (f"L'armure {of(unit.name)} est négative ({armor}) : la règle donne le bonus à « la prochaine attaque » et "
            "ne dit pas si un sort, qui n'est pas une attaque, le reçoit. Le calcul traite le sort comme l'armure le "
            f"fait pour les dégâts magiques : +{-armor} et les marqueurs sont retirés. Sinon, la vie tomberait à "
            f"{life_other}.")


def magic_resistance(unit: Unit, before: int, after: int) -> str:
    return f"Résistance magique {unit.magic_resistance} {of(unit.name)} : {before} → {after}."


def resistance_other_type(unit: Unit, resisted: MagicType, value: int, spell: MagicType) -> str:
    return f"{RESISTANCE[resisted]} {value} {of(unit.name)} : sans effet contre un {SPELL[spell]}."


def resistance(unit: Unit, magic_type: MagicType, value: int, before: int, after: int) -> str:
    return f"{RESISTANCE[magic_type]} {value} {of(unit.name)} : {before} → {after}."


def resistance_order(resistance_first: int, armor_first: int) -> str:
    return ("La règle ne dit pas si la résistance réduit les dégâts avant ou après l'armure. Le calcul réduit d'abord "
            f"les dégâts, puis l'armure absorbe le reste (armure restante {resistance_first}) ; dans l'autre ordre, "
            f"l'armure tomberait à {armor_first}. La vie perdue est la même.")


# --- The turn clock ---------------------------------------------------------------------------

def retreats(unit: Unit, malus: int, before: int, after: int) -> str:
    return (f"{unit.name} se replie : {_pronoun(unit)} s'engage (un Repli est un déplacement) et subit -{malus} armure "
            f"jusqu'à la fin du tour ({before} → {after}).")


def retreat_by_brother_in_arms(unit: Unit) -> str:
    return (f"{unit.name} est Frère d'arme, qui « ne peut pas faire de retraite » : la règle ne dit pas si un Repli est "
            "une retraite. Le calcul applique le repli déclaré ; si l'arbitre l'assimile à une retraite, il est "
            "interdit.")


def no_poison(unit: Unit, turn: int, life: int) -> str:
    return f"Fin du tour {turn} : {unit.name} ne porte aucun marqueur de poison, sa vie reste à {life}."


def captures_first(unit: Unit, turn: int) -> str:
    steps = listing(str(s) for s in END_OF_TURN_CAPTURE_STEPS)
    return (f"Fin du tour {turn}, étapes {steps} : les captures de trésors et de zones se font avant le poison ; "
            f"{unit.name}, encore {_agreed(unit, 'vivant')}, compte pour ces captures.")


def poison_source(turn: int, markers: int) -> str:
    return f"Fin du tour {turn}, étape {END_OF_TURN_POISON_STEP}, poison ({count(markers, 'marqueur')})"


def poison_lasts(unit: Unit, life: int) -> str:
    return ("Poison X : « A la fin du tour infligez X dégâts » ; la règle ne dit pas si les marqueurs restent après "
            "ces dégâts (une Purification « retire toutes les malédictions et marqueurs poison »). Le calcul les laisse "
            f"en place : le poison frappe à chaque fin de tour. S'ils partaient, {unit.name} n'en subirait plus et "
            f"garderait {_life(life)}.")


def regenerates(unit: Unit, turn: int, before: int, after: int) -> str:
    return (f"Début du tour {turn}, étape {START_OF_TURN_EFFECTS_STEP} (effets de début de tour) : Régénération "
            f"{unit.regeneration}, {unit.name} récupère {_life(after - before)} ({before} → {after}).")


def regeneration_capped(max_life: int, uncapped: int) -> str:
    return ("La règle ne fixe pas de maximum à la vie : « récupère » fait regagner des points perdus, le calcul "
            f"s'arrête donc à la vie imprimée ({max_life}) ; sans plafond, elle serait à {uncapped}.")


def unengaged(unit: Unit, turn: int) -> str:
    return f"Début du tour {turn}, étape {START_OF_TURN_UNENGAGE_STEP} : {unit.name} est {_agreed(unit, 'dégagé')}."


def armor_reset(unit: Unit, turn: int, before: int) -> str:
    return (f"Début du tour {turn}, étape {START_OF_TURN_ARMOR_STEP} : l'armure {of(unit.name)} est réinitialisée à "
            f"sa valeur, {unit.armor} (elle était à {before}) ; les malus temporaires ont pris fin avec le tour "
            f"{turn - 1}.")


def poisoned_and_regenerating(unit: Unit) -> str:
    return (f"{unit.name} est {_agreed(unit, 'empoisonné')} et a Régénération : la règle ne dit pas comment les deux "
            "interagissent. Le calcul applique chacun à son moment, le poison à l'étape "
            f"{END_OF_TURN_POISON_STEP} de la fin du tour, la "
            "régénération au début du tour suivant ; une unité tuée par le poison ne régénère pas.")


def timeline_stops(unit: Unit, turn: int) -> str:
    return f"{unit.name} est {_agreed(unit, 'mort')} : la chronologie s'arrête au tour {turn}."


# --- Summaries --------------------------------------------------------------------------------

SILENT_NOTE = " (règle muette sur un point : voir les étapes signalées)"


def fate(unit: Unit, after: UnitState, role: str = "") -> str:
    """« Garde survit avec 2 points de vie, armure 0, 2 marqueurs de poison » or « Garde meurt (-1 point de vie) »."""
    who = f"{unit.name}{role}"
    if not after.alive:
        dropped = f" et lâche {listing(after.equipment_dropped)}" if after.equipment_dropped else ""
        return f"{who} meurt ({_life(after.life)}){dropped}"
    parts = [f"{who} survit avec {_life(after.life)}", f"armure {after.armor}"]
    if after.poison_markers:
        parts.append(f"{count(after.poison_markers, 'marqueur')} de poison")
    if after.engaged and not unit.engaged:
        parts.append(_agreed(unit, "engagé"))
    if after.esquive_used and not unit.esquive_used:
        parts.append("Esquive utilisée")
    return ", ".join(parts)


GUARDIAN_ROLE = " (ange gardien)"


def attack_head(kind: AttackKind, target: Unit, attacker: Unit | None, damage: int,
                magic_type: MagicType | None) -> str:
    if attacker is not None:
        return f"{attack_source(kind, attacker)} sur {target.name}"
    if magic_type is not None:
        return f"{spell_source(magic_type)} de {_damage(damage)} sur {target.name}"
    return f"Coût de {_damage(damage)} payé par {target.name}"


def attack_summary(head: str, fates: Sequence[str], silent: bool) -> str:
    return f"{head} : " + " ; ".join(fates) + "." + (SILENT_NOTE if silent else "")


def followed_head(unit: Unit, turns: int) -> str:
    return (f"{unit.name} (armure {unit.armor}, vie {unit.life}, poison {unit.poison_markers}), "
            f"{_agreed(unit, 'suivi')} sur {count(turns, 'tour')}")


RETREAT_PART = "repli au tour 1"


def attack_part(kind: AttackKind, follow: Role, magic_type: MagicType | None) -> str:
    if follow is Role.ATTACKER:
        return f"mène une {ATTACK[kind]} au tour 1"
    if kind.is_attack:
        return f"cible d'une {ATTACK[kind]} au tour 1"
    if magic_type is not None:
        return f"cible d'un {SPELL[magic_type]} au tour 1"
    return "paie un coût au tour 1"


def after_attack(unit: Unit, state: UnitState) -> str:
    if not state.alive:
        return f"{_pronoun(unit)} y meurt ({_life(state.life)})"
    return f"il lui reste {_life(state.life)}"


def turn_start(turn: int, state: UnitState) -> str:
    return f"début du tour {turn} : vie {state.life}, armure {state.armor}, poison {state.poison_markers}"


def killed_by_poison(unit: Unit, turn: int) -> str:
    return f"{_pronoun(unit)} meurt du poison à la fin du tour {turn}"


def survives(unit: Unit, state: UnitState, turn: int) -> str:
    return (f"{_pronoun(unit)} survit avec {_life(state.life)} au début du tour {turn} (armure {state.armor}, poison "
            f"{state.poison_markers})")


def timeline_summary(head: str, parts: Sequence[str], silent: bool) -> str:
    return f"{head} : " + " ; ".join(parts) + "." + (SILENT_NOTE if silent else "")


# --- The deck check ---------------------------------------------------------------------------

CARD_TYPES = {Category.MONARCH: "Monarques", Category.HERO: "Héros", Category.UNIT: "Unités",
              Category.SPELL: "Sorts", Category.EQUIPMENT: "Équipements", Category.EVENT: "Événements",
              Category.TREASURE: "Trésors", Category.FATE: "Mains du destin",
              Category.APOCALYPSE: "Mains de l'apocalypse", Category.TOKEN: "Jetons", Category.ZONE: "Cartes de zone"}
"""The types of cards as the counts and the verdicts name them."""
DECK_CARDS_NAMED = "cartes du deck"
"""What a banner's restriction without a type counts."""
RACE_NOT_GIVEN = "race non donnée"
NO_MONARCH = "aucun monarque : le joueur choisit ses unités de départ « dont son monarque »."
CLAN_NOT_GIVEN = "donnez le clan de la bannière."
NO_BANNER_LIMITS = "aucune restriction de la bannière n'est donnée."


def deck_size(total: int) -> str:
    """The deck's size in the summary."""
    return f"{count(total, 'carte')} hors monarque"


def deck_size_fits(total: int, needed: int) -> str:
    return f"{count(total, 'carte')} comptées ({needed} exactement)."


def deck_size_off(total: int, needed: int) -> str:
    return f"{count(total, 'carte')} comptées : il en faut exactement {needed}."


def apocalypse_open(with_apocalypse: int, conforming: bool) -> str:
    other = "conforme" if conforming else "non conforme"
    return ("la liste des cartes hors des 60 ne nomme pas les Mains de l'apocalypse : elles sont laissées hors du "
            f"compte, comme les mains du destin. Comptées, le deck aurait {count(with_apocalypse, 'carte')} "
            f"({other}). À trancher par l'arbitre.")


def one_monarch(name: str) -> str:
    return f"{name}, en un exemplaire."


def monarchs(copies: int, cards: str) -> str:
    """``cards``: the monarchs with their copies (« Roi (1) et Reine (1) »)."""
    return f"{count(copies, 'exemplaire')} de monarque ({cards}) : un seul."


def copies_within(categories: Sequence[Category], limit: int) -> str:
    kinds = listing((CARD_TYPES[c] for c in categories), "ou")
    return f"aucune carte {kinds} n'a plus de {limit} exemplaires."


def copies_over(cards: str, limit: int) -> str:
    return f"{cards} : {limit} exemplaires au plus."


def card_with(name: str, detail: str) -> str:
    """« Golem (Ordre) »: a card and its clan or race."""
    return f"{name} ({detail})"


def other_clan(cards: Sequence[str], clan: str) -> str:
    return f"{listing(cards)} : d'un autre clan que celui de la bannière ({clan})"


def race_not_allowed(cards: Sequence[str], races: Sequence[str]) -> str:
    return (f"{listing(cards)} : sans symbole de clan, d'une race que la bannière n'autorise pas "
            f"({listing(races, 'ou')})")


def clan_faults(faults: Sequence[str]) -> str:
    return " ; ".join(faults) + "."


def races_not_given(clanless: int) -> str:
    return f"{count(clanless, 'unité')} sans symbole de clan : donnez les races que la bannière autorise."


def clans_respected(units: int, clan: str) -> str:
    return f"{count(units, 'unité')}, du clan {clan} ou sans symbole de clan et d'une race autorisée."


def clanless_open(cards: Sequence[str]) -> str:
    return (f"{listing(cards)} : le livret dit que les cartes sans symbole de clan vont dans tous les decks, et ne "
            "limite au clan que les unités ; une carte qui n'est pas une unité portant le symbole d'un autre clan "
            "serait permise à la lettre, interdite si le symbole de clan vaut pour toute carte. À trancher par "
            "l'arbitre.")


def _wording(text: str) -> str:
    return f"« {text} » : " if text.strip() else ""


def limit_each_over(text: str, cards: str, at_most: int, what: str) -> str:
    """``text``: the restriction as the banner words it (may be blank); ``what``: the cards it limits."""
    return f"{_wording(text)}{cards} : {at_most} exemplaires au plus de chaque carte ({what})."


def limit_each_within(text: str, at_most: int, what: str) -> str:
    return f"{_wording(text)}aucune carte ({what}) n'a plus de {at_most} exemplaires."


def limit_total(text: str, total: int, at_most: int, what: str) -> str:
    return f"{_wording(text)}{total} ({what}), {at_most} au plus."


def deck_at_most(most: int, needed: int) -> str:
    """The cards whose type is not given counted among the 60, still too few."""
    return f"au plus {count(most, 'carte')}, même en comptant les cartes sans type : il en faut exactement {needed}."


# --- Mana: « Types de mana », « Lancer un sort » (calculator noxilia/mana) ---
from ..mana_model import Answer as _MnAnswer  # noqa: E402  (this block's own names)
from ..mana_model import CastKind as _MnCast  # noqa: E402
from ..mana_model import Moment as _MnMoment  # noqa: E402
from ..mana_model import SourceKind as _MnSource  # noqa: E402
from ..mana_model import Way as _MnWay  # noqa: E402
from ..rules import LATENT_PLACING_COST as _MN_LATENT_COST  # noqa: E402

_MN_COLOURS = (MagicType.LIGHT, MagicType.INFERNAL, MagicType.CORRUPTION, MagicType.DEATH, MagicType.NATURE,
               MagicType.PSIONIC, MagicType.PURE)
_MN_MOMENT = {_MnMoment.DEBUT_DU_TOUR: "au début du tour",
              _MnMoment.ACTIONS: "pendant son alternance de la phase d'actions",
              _MnMoment.REACTION: "pendant l'alternance d'un adversaire",
              _MnMoment.FIN_DU_TOUR: "à la fin du tour"}
_MN_CAST = {_MnCast.SORT: ("le sort", "le sort {}"), _MnCast.CARTE: ("la carte", "la carte {}"),
            _MnCast.LATENT_POSE: ("la pose d'un sort latent", "la pose du sort latent {}"),
            _MnCast.LATENT_REVELE: ("la révélation d'un sort latent", "la révélation du sort latent {}")}
_MN_ENGAGED_QUOTE = "« Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée »"
_MN_COLOUR_QUOTE = "« Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »"

MANA_FLOATING_AT_START = ("Au début du tour, aucun mana ne flotte : à la fin du tour précédent, « Le mana non dépensé "
                          "est perdu » ; laissez le mana flottant à 0.")
MANA_PURE_SYMBOL = ("Un symbole Pure ne se paie qu'avec du mana pur : seul le coût Quelconque accepte « n'importe quel "
                    "type de mana ».")
MANA_ANY_SYMBOL = ("Le coût Quelconque se paie avec n'importe quel mana : « n'importe quel type de mana peut être "
                   "utilisé pour payer ce coût ».")
MANA_DROITURE_WAYS = ("La cible a Droiture (« impliquant la dépense de mana de corruption ») : aucune façon de payer "
                      "ne dépense de mana de Corruption, pas même pour le coût Quelconque.")


def mana_source_name(index: int) -> str:
    return f"source {index + 1}"


def mana_cast_label(kind: _MnCast, name: str) -> str:
    """« le sort Boule de feu », « la carte », « la pose du sort latent Piège »."""
    bare, named = _MN_CAST[kind]
    return named.format(name) if name else bare


def mana_amounts(vector: Sequence[int], any_: int = 0) -> str:
    """« 2 Mort, 1 Pure et 1 Quelconque »: each colour as « Types de mana » names it; « aucun mana »."""
    parts = [f"{amount} {MAGIC_TYPE[colour]}" for colour, amount in zip(_MN_COLOURS, vector, strict=True) if amount]
    if any_:
        parts.append(f"{any_} Quelconque")
    return listing(parts) if parts else "aucun mana"


def _mn_colours(colours: Sequence[MagicType], last: str = "et") -> str:
    return listing([MAGIC_TYPE[c] for c in colours], last)


def _mn_gold(gold: int) -> str:
    return f"{count(gold, 'pièce')} d'or"


def mana_sorcier_not_a_unit(name: str) -> str:
    return (f"{name} n'est pas une unité : seule une unité peut avoir la capacité Sorcier (« permet à l'unité de "
            "lancer des sorts »).")


def mana_rune_not_engaged(name: str) -> str:
    return f"{name} est une Rune de souffrance : elle se consomme, aucune capacité ne l'engage."


def _mn_costs(what: str, text: str, gold: int) -> str:
    if text == "aucun mana" and not gold:
        return f"{capitalized(what)} ne coûte rien"
    if text == "aucun mana":
        return f"{capitalized(what)} coûte {_mn_gold(gold)} et aucun mana"
    return f"{capitalized(what)} coûte {text}" + (f" et {_mn_gold(gold)}" if gold else "")


def mana_spell_cost(what: str, text: str, gold: int) -> str:
    return f"{_mn_costs(what, text, gold)} : les sorts « nécessitent un coût en mana pour être joués »."


def mana_card_cost(what: str, text: str, gold: int) -> str:
    return f"{_mn_costs(what, text, gold)} (« Sur la droite se trouvent tous les coûts de la carte, or et manas »)."


def mana_latent_pose(what: str) -> str:
    return (f"{capitalized(what)} coûte {_MN_LATENT_COST} mana quelconque : un sort latent est placé face cachée "
            "« pour un coût de 1 mana quelconque » ; sa valeur ne se paie qu'à la révélation.")


def mana_latent_reveal(what: str, text: str) -> str:
    return (f"{capitalized(what)} coûte sa valeur de mana, {text} (« Pour révéler un sort latent il faut payer sa "
            "valeur de mana pour le retourner »).")


def mana_coloured_paid_by(colours: Sequence[MagicType]) -> str:
    return (f"Un symbole {_mn_colours(colours, 'ou')} se paie avec du mana de sa couleur ou avec du mana pur, qui "
            "« peut être utilisée pour lancer n'importe quel sort ».")


def mana_reveal_when(what: str, moment: _MnMoment) -> str:
    return (f"{capitalized(what)} se fait {_MN_MOMENT[moment]}, si la condition du sort est remplie : les sorts "
            "latents « se déclenchent uniquement lorsque leur condition est remplie ».")


def mana_timing_ok(what: str) -> str:
    return (f"{capitalized(what)} se joue pendant son alternance de la phase d'actions : « À chaque alternance, un "
            "joueur peut effectuer une action avec l'une de ses unités dégagées ou jouer une carte de sa main ».")


def mana_timing_refused(what: str, moment: _MnMoment) -> str:
    return (f"{capitalized(what)} ne se joue pas {_MN_MOMENT[moment]} : une carte se joue pendant son alternance de "
            "la phase d'actions (« À chaque alternance, un joueur peut effectuer une action […] ou jouer une carte "
            "de sa main »).")


def mana_floating(text: str) -> str:
    return f"Mana flottant déjà produit ce tour : {text} ; il « reste utilisable jusqu'à la fin du tour »."


def mana_gold_short(what: str, gold: int, reserve: int) -> str:
    held = "la réserve est vide" if reserve == 0 else f"la réserve n'en a que {reserve}"
    return f"{capitalized(what)} coûte {_mn_gold(gold)} ; {held}."


def mana_gold_paid(gold: int, reserve: int) -> str:
    left = reserve - gold
    kept = ("il n'en reste aucune" if left == 0 else
            f"il en reste {left}, {agree('conservé', Gender.FEMININE, left)} pour les tours suivants")
    return (f"{_mn_gold(gold)} {agree('payé', Gender.FEMININE, gold)} sur une réserve de {reserve} : {kept} "
            "(« Tout or non dépensé est conservé pour les tours suivants »).")


def mana_source_produces(name: str, kind: _MnSource, text: str, sorcier: bool) -> str:
    label = {_MnSource.UNITE: " (Sorcier)" if sorcier else "", _MnSource.EQUIPEMENT: " (équipement)",
             _MnSource.RUNE: " (Rune de souffrance)"}[kind]
    if text == "aucun mana":
        return f"{name}{label} ne produit pas de mana."
    if kind is _MnSource.RUNE:
        return (f"{name}{label} donne {text} quand on la consomme, « à n'importe quel moment où il aura besoin de "
                "mana ».")
    how = "« mana généré en engageant l'unité »" if kind is _MnSource.UNITE else \
        "« Certains équipements peuvent également produire du mana »"
    return f"{name}{label} produit {text} en s'engageant ({how})."


def mana_source_engaged(name: str, kind: _MnSource) -> str:
    if kind is _MnSource.RUNE:
        return f"La rune {name} est déjà consommée : elle ne donne plus de mana."
    return f"La carte {name} est déjà engagée : elle ne peut pas s'engager pour produire du mana ({_MN_ENGAGED_QUOTE})."


def mana_source_by_ability(name: str) -> str:
    return (f"Une capacité demande d'engager la carte {name} : « son engagement ne peut pas produire du mana », elle ne "
            "paie rien.")


def mana_droiture_cost(what: str) -> str:
    return (f"La cible a Droiture : elle « ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de "
            f"mana de corruption », et {what} coûte du mana de Corruption.")


def mana_no_sorcier(what: str) -> str:
    return (f"Aucune unité Sorcier dégagée pour {what} : « seules les unités possédant la capacité Sorcier peuvent "
            "incanter des sorts ».")


def mana_no_able_sorcier(what: str) -> str:
    return f"Aucun Sorcier dégagé ne peut lancer {what} : {_MN_COLOUR_QUOTE}."


def mana_caster_barren(name: str) -> str:
    return (f"{name} a la capacité Sorcier mais ne produit aucun mana : le lanceur « doit produire au moins une partie "
            "du mana requis ».")


def mana_caster_pure(name: str, lack: Sequence[MagicType]) -> str:
    return (f"{name} produit du mana pur, qui « peut être utilisée pour lancer n'importe quel sort », mais pas de mana "
            f"{_mn_colours(lack, 'ni')}, et la capacité Sorcier ne permet que les sorts « correspondant aux couleurs de "
            "mana qu'elle produit ». Le livret ne tranche pas : les façons où ce Sorcier lance le sort ne valent que "
            "si le mana pur lui ouvre toutes les couleurs.")


def mana_caster_any_colour(name: str) -> str:
    return (f"Le sort ne demande aucune couleur (Quelconque) : le Sorcier {name} peut le lancer avec le mana qu'il "
            "produit.")


def mana_caster_colours(name: str, colours: Sequence[MagicType]) -> str:
    return (f"{name} produit du mana {_mn_colours(colours)} : ce Sorcier peut lancer ce sort (« des sorts "
            "correspondant aux couleurs de mana qu'elle produit »).")


def mana_caster_some_colours(name: str, have: Sequence[MagicType], lack: Sequence[MagicType]) -> str:
    return (f"{name} produit du mana {_mn_colours(have)}, pas de mana {_mn_colours(lack, 'ni')} : l'étape 2 demande "
            "au lanceur de produire « au moins une partie du mana requis, dans les bonnes couleurs », ce qui est le "
            "cas, mais la capacité Sorcier ne permet que les sorts « correspondant aux couleurs de mana qu'elle "
            "produit ». Le livret ne tranche pas : les façons où ce Sorcier lance le sort ne valent que sur la "
            "première lecture.")


def mana_caster_wrong_colour(name: str, wanted: Sequence[MagicType]) -> str:
    return f"{name} ne produit pas de mana {_mn_colours(wanted, 'ni')} : ce Sorcier ne peut pas lancer ce sort ({_MN_COLOUR_QUOTE})."


def mana_card_production(what: str, certain: int, open_ways: int) -> str:
    return (f"Le livret dit que « Le mana ne peut être produit qu'en engageant les unités (ou équipements) qui le "
            f"génèrent, uniquement au moment où vous tentez de lancer un sort », or {what} n'est pas un sort. À la "
            f"lettre, seuls le mana flottant et les runes la paient : {count(certain, 'façon')} ; si l'on peut "
            f"engager des producteurs pour une carte aussi : {open_ways} de plus. Les deux lectures sont comptées.")


def mana_latent_sorcier(what: str, without: int, floating: int, with_sorcier: int) -> str:
    return (f"Le livret ne dit pas si {what} est un sort lancé : comme un simple coût, {count(without, 'façon')} de "
            f"payer ; comme « Lancer un sort », un Sorcier de sa couleur engagé, {count(with_sorcier, 'façon')} ; si "
            "ce n'est pas un sort lancé, « Le mana ne peut être produit […] qu'au moment où vous tentez de lancer un "
            f"sort » et seuls le mana flottant et les runes paient : {count(floating, 'façon')}. Les trois lectures "
            "sont comptées.")


def mana_latent_one_reading(what: str, cast: bool, floating: bool) -> str:
    def said(ok: bool) -> str:
        return "oui" if ok else "non"
    return (f"{capitalized(what)} ne se paie pas sur toutes les lectures : comme un simple coût, oui ; en engageant un "
            f"Sorcier, {said(cast)} ; avec le seul mana flottant et les runes, {said(floating)}.")


def mana_only_on_a_reading(what: str, code: str) -> str:
    if code == "une-couleur":
        return (f"{capitalized(what)} ne se lance que par un Sorcier qui produit une partie de ses couleurs : "
                "possible selon l'étape 2 (« au moins une partie du mana requis »), pas selon la capacité Sorcier.")
    if code == "pur":
        return (f"{capitalized(what)} ne se lance que par un Sorcier de mana pur qui ne produit pas ses couleurs : "
                "possible si le mana pur « peut être utilisée pour lancer n'importe quel sort », pas selon la "
                "capacité Sorcier.")
    return (f"{capitalized(what)} ne se paie qu'en engageant des producteurs, ce que « uniquement au moment où vous "
            "tentez de lancer un sort » pourrait réserver aux sorts : possible selon la lecture.")


def mana_not_enough(what: str, available: str, cost: str) -> str:
    return (f"Le mana disponible ({available}, mana flottant et sources dégagées) ne paie pas {what}, qui coûte "
            f"{cost} : il manque du mana, ou des bonnes couleurs.")


def mana_ways(fewest: int, spell: bool) -> str:
    if fewest == 0:
        if spell:
            return ("Le mana flottant et celui du lanceur suffisent : aucune autre source n'est engagée (« Si le mana "
                    "flottant disponible n'est pas suffisant pour lancer le sort, le mana manquant doit être fourni "
                    "en engageant d'autres unités ou équipements »).")
        return "Le mana flottant suffit : aucune source n'est engagée."
    if spell:
        return (f"Le mana flottant et celui du lanceur ne suffisent pas : la façon la plus courte engage "
                f"{count(fewest, 'autre source', 'autres sources')} (« le mana manquant doit être fourni en engageant "
                "d'autres unités ou équipements ») ; une source qui ne sert à rien n'est jamais engagée.")
    return (f"La façon la plus courte engage {count(fewest, 'source')} ; une source qui ne sert à rien n'est jamais "
            "engagée (« autant de producteurs de mana que nécessaire »).")


def mana_way_text(way: _MnWay, spell: bool) -> str:
    engaged = ([f"{way.caster} (lanceur)"] if way.caster else []) + list(way.engaged)
    how = f"engager {listing(engaged)}" if engaged else "le mana flottant seul"
    left = mana_amounts(way.left.vector)
    rest = "il ne reste rien" if left == "aucun mana" else f"il reste {left}"
    return f"{how}, dépenser {mana_amounts(way.spent.vector)} ; {rest}"


def mana_way(n: int, way: _MnWay, spell: bool) -> str:
    reading = " (selon la lecture)" if way.reading else ""
    return f"Façon {n}{reading} : {mana_way_text(way, spell)}."


def mana_left_lost(text: str) -> str:
    return f"Le mana restant ({text}) reste flottant jusqu'à la fin du tour, puis « Le mana non dépensé est perdu »."


def mana_summary(answer: _MnAnswer, what: str, ways: int, capped: bool, best: str) -> str:
    counted = f"au moins {count(ways, 'façon')}" if capped else count(ways, "façon")
    if answer is _MnAnswer.NON:
        return f"On ne peut pas payer {what}."
    first = f" ; la première : {best}" if best else ""
    if answer is _MnAnswer.OUI:
        return f"On peut payer {what} : {counted} de payer{first}."
    return f"On peut payer {what} selon la lecture d'un point que le livret laisse ouvert : {counted} de payer{first}."
# (end of this block)


# --- Spells: « Sorts actifs », « Sorts latents », « Étapes pour lancer un sort » (calculator noxilia/spell) ---
from ..spell_model import ActiveSpell, LatentSpell, SpellScope  # noqa: E402  (this block's own names)

# The names of a spell ruling: a caster unnamed is « Lanceur »; latent spells unnamed are A, B, C… (« le sort latent
# A »), so that no sentence agrees with a name whose gender it does not know.
CASTER_NAME = ("Lanceur", Gender.MASCULINE)
SPELL_WORD = "sort actif"
ZONE_WORD = "la zone"
STAGE_START = "Au départ"


def latent_name(index: int) -> str:
    return chr(ord("A") + index)


def _spell(name: str) -> str:
    return f"le sort {name}" if name else "le sort"


def _latent(latent: LatentSpell) -> str:
    return f"le sort latent {latent.name}"


def _tonic(unit: Unit) -> str:
    return "elle" if _gender(unit) is Gender.FEMININE else "lui"


def by_spell(name: str) -> str:
    return _spell(name)


def by_attack(kind: AttackKind) -> str:
    return f"une {ATTACK[kind]}"


def by_latent(name: str) -> str:
    return f"le sort latent {name}"


def stage_latent(name: str) -> str:
    return f"Sort latent {name}"


def stage_spell(name: str) -> str:
    return name or capitalized(SPELL_WORD)


def attack_name(kind: AttackKind) -> str:
    return capitalized(ATTACK[kind])


# Refusals.
ATTACK_KIND_ON_SPELL = "« attack_kind » ne sert qu'à une attaque : laissez-le vide pour un sort."
SPELL_MISSING = "Un sort actif est lancé : décrivez-le (sa couleur de mana au moins)."
ZONE_NOT_TARGETED = "Le sort cible des unités : « zone » ne sert qu'à un sort de portée « zone » ou « champ-de-bataille »."
SPELL_ON_ATTACK = "Une attaque n'est pas un sort : laissez « spell » vide, ou mettez « trigger » à « sort »."
ZONE_ON_ATTACK = "Une attaque vise une unité, pas une zone : laissez « zone » vide."
RAMPART_SPELLS_ONLY = ("« across_rampart » ne sert qu'à un sort : « Les remparts bloquent la ligne de portée des "
                       "sorts ».")


def rampart_blocks(unit: Unit) -> str:
    return (f"Un rempart sépare le lanceur de {unit.name} : « Les remparts bloquent la ligne de portée des sorts. De "
            "l'intérieur vers l'extérieur et de l'extérieur vers l'intérieur. »")


def extra_cost_unselectable(unit: Unit) -> str:
    return (f"{unit.name} a un coût supplémentaire : « Les cartes avec un coût supplémentaire ne peuvent être "
            "sélectionnées par les sorts ou capacités qui ciblent des créatures en se basant uniquement sur l'or ou le "
            "mana. »")


def gold_missing(unit: Unit) -> str:
    return f"Le sort choisit ses cibles par leur coût en or : indiquez celui {of(unit.name)}."


def gold_over(unit: Unit, gold: int, at_most: int) -> str:
    return f"{unit.name} coûte {gold} or : le sort ne cible que les unités d'un coût de {at_most} ou moins, comme sa carte le dit."


# Placing a latent spell: « Sorts latents ».
PLACEMENT_ONLY = "« placement_mana » ne sert qu'à poser un sort latent (« trigger » à « pose »)."
PLACED_MISSING = "Un sort latent est posé : décrivez-le dans « spell » (son type de mana au moins)."
PLACE_UNDER_A_UNIT = ("Ce calcul pose le sort latent sous une unité (la cible) ; sous une zone alliée, la règle est la "
                      "même : laissez « zone » vide.")
_PAID_BY = {"flottant": "du mana flottant", "sorcier": "le mana du Sorcier, qui s'engage",
            "autre": "le mana d'une autre unité ou d'un équipement, engagé"}


def place_under_one(targets: int) -> str:
    return f"Un sort latent est posé sous une seule unité : donnez-en une, pas {targets}."


def place_under_enemy(unit: Unit) -> str:
    return (f"{unit.name} n'est pas dans votre camp : un sort latent est placé « sous une unité ou une zone alliée » ; "
            "mettez son camp à « allie ».")


def placed(name: str, unit: Unit, cost: int, paid_by: str) -> str:
    what = f"Le sort latent {name}" if name else "Le sort latent"
    return (f"{what} est placé face cachée sous {unit.name}, unité alliée, « pour un coût de {cost} mana quelconque » : "
            f"tout type de mana le paie, ici {_PAID_BY[paid_by]}.")


def _can(allowed: bool) -> str:
    return "il peut être posé" if allowed else "il ne peut pas être posé"


def open_placing(plain: bool, casting: bool, floating_only: bool) -> str:
    return ("La règle donne le prix de la pose, mais ne dit pas si poser un sort latent est lancer un sort (un Sorcier "
            "de sa couleur engagé, le mana produit « uniquement au moment où vous tentez de lancer un sort »). Lecture "
            f"1, un simple coût : {_can(plain)}. Lecture 2, lancer un sort : il faut un Sorcier dégagé qui produit sa "
            f"couleur, {_can(casting)}. Lecture 3, un coût pour lequel aucun mana ne se produit : seul le mana "
            f"flottant paie, {_can(floating_only)}.")


def place_summary(name: str, unit: Unit, plain: bool, casting: bool, floating_only: bool) -> str:
    what = f"Le sort latent {name}" if name else "Le sort latent"
    verdicts = [f"lecture {n} : {'oui' if ok else 'non'}" for n, ok in enumerate((plain, casting, floating_only), 1)]
    return (f"{what} posé sous {unit.name} pour 1 mana quelconque : " + " ; ".join(verdicts) + "." + SILENT_NOTE)


def not_a_sorcerer(unit: Unit) -> str:
    return (f"{unit.name} n'a pas la capacité Sorcier : « seules les unités possédant la capacité Sorcier peuvent "
            "incanter des sorts ».")


def caster_engaged(unit: Unit) -> str:
    return (f"{unit.name} est déjà {_agreed(unit, 'engagé')} : une unité engagée « ne peut plus être engagée tant "
            f"qu'elle n'est pas redressée » ; {_pronoun(unit)} ne peut pas lancer de sort avant le prochain début de tour.")


def colours_missing(unit: Unit) -> str:
    return (f"Indiquez les couleurs de mana que {unit.name} produit : « Le lanceur ne peut lancer que des sorts dont la "
            "couleur correspond au mana qu'il produit ».")


def _mana_of(magic_type: MagicType) -> str:
    return "du mana pur" if magic_type is MagicType.PURE else f"du mana {MAGIC_TYPE[magic_type]}"


def wrong_colour(unit: Unit, produces: Sequence[MagicType], magic_type: MagicType) -> str:
    colours = listing((MAGIC_TYPE[m] for m in produces), "ou")
    return (f"{unit.name} produit du mana {colours} : « Le lanceur ne peut lancer que des sorts dont la couleur "
            f"correspond au mana qu'il produit » ; un {SPELL[magic_type]} demande {_mana_of(magic_type)}, ou du mana "
            "pur, qui « peut être utilisée pour lancer n'importe quel sort ».")


def droiture_target(unit: Unit) -> str:
    return (f"{unit.name} a Droiture : « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense "
            "de mana de corruption ».")


def one_attacked(targets: int) -> str:
    return (f"Une attaque désigne une cible (« l'unité attaquante s'engage et désigne une cible ») : donnez une seule "
            f"unité, pas {targets}.")


def attack_an_ally(unit: Unit) -> str:
    return f"{unit.name} est dans votre camp : une attaque vise « une unité ennemie »."


def too_many_latents(most: int) -> str:
    return f"Au plus {count(most, 'sort latent', 'sorts latents')} en tout : le calcul borne ainsi les chaînes de réactions."


def latent_type_missing(name: str) -> str:
    return f"Le sort latent {name} inflige des dégâts : indiquez son type de mana (Résistances, Droiture)."


def zone_has_no_armor(name: str) -> str:
    return f"Le sort latent {name} est sous une zone : une zone n'a pas d'armure à augmenter."


def zone_is_no_unit(name: str) -> str:
    return (f"Le sort latent {name} est sous une zone : « porteur » ne désigne aucune unité à toucher ou engager ; "
            "choisissez « source ».")


# Casting: « Étapes pour lancer un sort ».
def caster_engages(caster: Unit, name: str) -> str:
    return (f"Étape 1 : {caster.name}, qui a la capacité Sorcier, s'engage pour lancer {_spell(name)} ; sa production "
            "de mana est aussitôt générée, en mana flottant.")


def colour_fits(caster: Unit, magic_type: MagicType, pure: bool) -> str:
    if pure:
        return (f"Étape 2 : {caster.name} produit du mana pur, qui « peut être utilisée pour lancer n'importe quel "
                f"sort », un {SPELL[magic_type]} compris.")
    return (f"Étape 2 : {caster.name} produit {_mana_of(magic_type)}, la couleur du {SPELL[magic_type]} (« Le lanceur "
            "ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit »).")


MANA_PAID = ("Étapes 2 à 4 : le mana requis est produit, complété et dépensé ; ce calcul le prend pour payé (le "
             "calculateur du mana en juge).")


def targets(spell: ActiveSpell, names: Sequence[str], zone: bool) -> str:
    who = listing(names)
    where = {SpellScope.UNIT: f"il vise {who}", SpellScope.ZONE: f"il cible une zone, où il touche {who}",
             SpellScope.BATTLEFIELD: f"il affecte l'ensemble du champ de bataille, où il touche {who}"}[spell.scope]
    return f"{capitalized(_spell(spell.name))} est un sort actif, « Joués depuis la main, ils se résolvent immédiatement » : {where}."


def turned_face_up(unit: Unit, by: str) -> str:
    return (f"{unit.name} était face cachée : {_pronoun(unit)} est {_agreed(unit, 'retourné')}, les unités l'étant « Si "
            f"elles sont la cible d'une attaque, d'un sort, ou d'une capacité » (ici {by}).")


def effect(spell: ActiveSpell) -> str:
    parts = []
    if spell.damage is not None:
        armor = " qui ignorent l'armure" if spell.ignores_armor else ""
        parts.append(f"{count(spell.damage, 'dégât magique', 'dégâts magiques')}{armor} à chaque cible")
    if spell.engages:
        parts.append("l'engagement de chaque cible")
    what = listing(parts) if parts else "son effet, que ce calcul ne suit pas au-delà des dégâts et de l'engagement"
    return f"Étape 5 : exécution de l'effet du {_spell(spell.name)[3:]}, {what}."


def discarded(name: str, cancelled: bool) -> str:
    status = ", annulé," if cancelled else ""
    return f"Étape 6 : {_spell(name)}{status} est placé sur le dessus du cimetière de son joueur."


def no_effect_cancelled(name: str) -> str:
    return f"Étape 5 : {_spell(name)} est annulé, son effet ne s'applique pas."


def dead_caster_no_effect(caster: Unit, name: str) -> str:
    return f"{caster.name} est {_agreed(caster, 'mort')} avant l'étape 5 : dans cette lecture, {_spell(name)} ne s'applique pas."


def engaged_by(unit: Unit, by: str) -> str:
    return f"{unit.name} est {_agreed(unit, 'engagé')} par {by}."


def already_engaged(unit: Unit, by: str) -> str:
    return (f"{unit.name} est déjà {_agreed(unit, 'engagé')} : « Une unité engagée ne peut plus être engagée tant qu'elle "
            f"n'est pas redressée » ({by}).")


def solide_stays(unit: Unit, by: str) -> str:
    return (f"{unit.name} a Solide, « l'unité ne peut pas être engagée par un sort ou une capacité adverse » : {by} ne "
            "l'engage pas.")


def already_dead(unit: Unit) -> str:
    return f"{unit.name} est déjà {_agreed(unit, 'mort')} : l'effet ne s'applique pas à {_tonic(unit)}."


# LatentSpell spells: « Sorts latents », Combat 2.
def reveals(latent: LatentSpell, holder: str, cause: str) -> str:
    paid = f", {latent.cost} mana" if latent.cost is not None else ""
    return (f"{capitalized(_latent(latent))}, sous {holder}, est déclenché par {cause} : son joueur, qui l'a posé sous "
            f"une unité ou une zone alliée, choisit de le révéler et paie sa valeur de mana{paid}.")


def keeps_hidden(latent: LatentSpell, holder: str, cause: str) -> str:
    return (f"{capitalized(_latent(latent))}, sous {holder}, pourrait être déclenché par {cause} : son joueur choisit de "
            "le laisser face cachée (ils se déclenchent « si le joueur le choisit »).")


def forced(latent: LatentSpell) -> str:
    return f"Combat 2 lu à la lettre, « ce sort est immédiatement révélé et résolu » : {_latent(latent)} se révèle."


def in_order(names: Sequence[str]) -> str:
    return (f"{count(len(names), 'sort latent révélé', 'sorts latents révélés')} ensemble ({listing(names)}) : ils se "
            "résolvent l'un après l'autre, dans cet ordre.")


def turned_over(latent: LatentSpell, holder: str, order: int) -> str:
    rank = "1er" if order == 1 else f"{order}e"
    return f"{capitalized(_latent(latent))} est retourné (sous {holder}) : {rank} sort latent résolu."


def latent_cancelled(latent: LatentSpell) -> str:
    return f"{capitalized(_latent(latent))} est annulé : son effet ne s'applique pas."


def armor_bonus(latent: LatentSpell, unit: Unit, before: int, after: int) -> str:
    return (f"{capitalized(_latent(latent))} donne +{after - before} armure à {unit.name} ({before} → {after}), comme sa "
            "carte le dit.")


def no_unit_hit(latent: LatentSpell) -> str:
    return f"{capitalized(_latent(latent))} ne vise aucune unité : ce qui l'a déclenché n'en est pas une."


def droiture_spares(unit: Unit, name: str) -> str:
    return (f"{unit.name} a Droiture, « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense "
            f"de mana de corruption » : le sort latent {name} est sans effet sur {_tonic(unit)}.")


def cancels(latent: LatentSpell, what: str) -> str:
    return (f"{capitalized(_latent(latent))} annule {what}, comme sa carte le dit (« Le texte indiqué sur les cartes "
            "remplace les règles du jeu quand il y a contradiction »).")


def cancels_attack(latent: LatentSpell) -> str:
    return cancels(latent, "l'attaque")


def too_late(latent: LatentSpell, what: str) -> str:
    return f"{capitalized(_latent(latent))} annulerait {what}, mais son effet est déjà appliqué : rien n'est annulé."


# An attack: Combat 1 to 4.
def attack_declared(attacker: Unit, target: Unit, kind: AttackKind) -> str:
    return f"Combat 1 : {attacker.name} s'engage et désigne {target.name} comme cible d'une {ATTACK[kind]}."


def no_latent_on_attack(target: Unit) -> str:
    return f"Combat 2 : aucun sort latent déclenché par une attaque sous {target.name}."


def attack_cancelled(attacker: Unit) -> str:
    return (f"L'attaque est annulée : {attacker.name} reste {_agreed(attacker, 'engagé')} (« l'unité attaquante "
            "s'engage »), aucun dégât n'est infligé.")


def destroyed_before_damage(unit: Unit) -> str:
    return (f"{unit.name} est {_agreed(unit, 'mort')} avant les dégâts, « immédiatement détruite » comme toute unité à "
            "0 de vie ou moins : l'attaque ne va pas plus loin.")


ATTACK_NOW = ("Combat 3 et 4 : les sorts latents résolus « avant que les dégâts ne soient infligés », l'attaque "
              "s'applique aux unités telles qu'ils les ont laissées.")


# Open points.
def other_outcome(fates: Sequence[str], cancelled_there: bool, cancelled_here: bool) -> str:
    text = " ; ".join(fates)
    if cancelled_there:
        text += " ; le sort ou l'attaque y est annulé"
    if cancelled_here:
        text += " ; rien n'y est annulé"
    return text


def _readings(other: str | None) -> str:
    return f" Dans l'autre lecture : {other}." if other else " L'issue est la même dans les deux lectures."


OPEN_REVEAL_IS_CASTING = ("« Pour révéler un sort latent il faut payer sa valeur de mana » : la règle ne dit pas si le "
                          "révéler, ou le poser « pour un coût de 1 mana quelconque », est lancer un sort. Le calcul "
                          "s'en tient à ce prix, payé ; dans l'autre lecture, il y faut un Sorcier dégagé qui produit sa "
                          "couleur (étapes 1 et 2), et le mana ne se produit « qu'au moment où vous tentez de lancer un "
                          "sort ».")


def open_spell_latents_timing(other: str | None) -> str:
    return ("La règle ne dit pas quand se résolvent les sorts latents déclenchés par un sort : pour une attaque, "
            "Combat 2 les résout « avant que les dégâts ne soient infligés » ; le calcul fait de même avant l'effet du "
            "sort, l'autre lecture les résout après." + _readings(other))


def open_answer_timing(other: str | None) -> str:
    return ("Un sort latent peut « se révéler en réaction à d'autres sorts latents », mais la règle ne dit pas s'il se "
            "résout avant celui auquel il répond ou après : le calcul le résout avant (il peut donc l'annuler), "
            "l'autre lecture après." + _readings(other))


def open_order(names: Sequence[str], two_players: bool, other: str | None) -> str:
    who = ("ni, les deux joueurs en ayant, lequel commence. Le calcul suit l'ordre donné" if two_players else
           "ni qui en décide. Le calcul suit l'ordre donné, celui où leur joueur les révèle")
    return (f"Plusieurs sorts latents se révèlent ensemble ({listing(names)}) : « le joueur peut en révéler plusieurs », "
            f"mais la règle ne dit pas dans quel ordre ils se résolvent, {who} ; l'autre lecture les prend dans l'ordre "
            "inverse." + _readings(other))


def open_forced_reveal(other: str | None) -> str:
    return ("Combat 2 dit qu'un sort latent déclenché par une attaque « est immédiatement révélé et résolu », et que le "
            "joueur peut « choisir de n'en révéler qu'un seul » ; Sorts latents dit qu'ils se déclenchent « si le "
            "joueur le choisit ». Le calcul suit le choix du joueur, qui n'en révèle aucun ; l'autre lecture l'oblige à "
            "en révéler un, le premier donné." + _readings(other))


def open_dead_caster(name: str, other: str | None) -> str:
    return (f"Le lanceur meurt avant l'étape 5 : la règle ne dit pas si {_spell(name)}, lancé et payé, s'exécute "
            "encore. Le calcul l'exécute ; l'autre lecture l'annule." + _readings(other))


def open_cancelled_mana(name: str) -> str:
    return (f"{capitalized(_spell(name))} est annulé par la carte d'un sort latent, cas que la règle ne prévoit pas : "
            "le calcul tient son mana pour dépensé, l'étape 4 précédant l'exécution, et sa carte pour défaussée "
            "(étape 6) ; l'autre lecture rend ce mana en mana flottant, utilisable jusqu'à la fin du tour.")


def open_latents_of_the_dead(unit: Unit, names: Sequence[str]) -> str:
    return (f"{unit.name} est {_agreed(unit, 'mort')} avec {count(len(names), 'sort latent', 'sorts latents')} encore "
            f"face cachée sous {_tonic(unit)} ({listing(names)}) : la règle ne dit pas ce qu'ils deviennent. Le calcul "
            "ne les déclenche plus ; dans l'autre lecture, ils restent en jeu et peuvent encore répondre à un sort "
            "latent.")


def to_graveyard(names: Sequence[str]) -> str:
    return f"Les cartes de sort jouées vont au cimetière (« Cimetière (unités mortes, sorts joués) ») : {listing(names)}."


# The summary.
def spell_head(spell: ActiveSpell, caster: Unit, targets: Sequence[Unit]) -> str:
    what = f"{capitalized(_spell(spell.name))} ({SPELL[spell.magic_type]})" if spell.name else \
        capitalized(f"un {SPELL[spell.magic_type]}")
    return f"{what} {of(caster.name)} sur {listing(t.name for t in targets)}"


def spell_summary(head: str, revealed: Sequence[str], cancelled: bool, attack: bool, fates: Sequence[str],
                  silent: bool) -> str:
    parts = [f"{count(len(revealed), 'sort latent révélé', 'sorts latents révélés')} ({listing(revealed)})"
             if revealed else "aucun sort latent révélé"]
    if cancelled:
        parts.append("l'attaque est annulée" if attack else "le sort est annulé")
    return f"{head} : " + " ; ".join([*parts, *fates]) + "." + (SILENT_NOTE if silent else "")
# (end of this block)


# --- Movement and zones: « Déplacement », « Plateau », « Zones spéciales », « Brouillard de guerre », captures (calculator noxilia/movement) ---
from referee.engine.french import of_the as _of_the  # noqa: E402  (this block's own names)

from ..movement_model import Answer as _MvAnswer  # noqa: E402
from ..movement_model import DestinyCard as _MvDestinyCard  # noqa: E402
from ..movement_model import MoveKind as _MvKind  # noqa: E402
from ..movement_model import Pile as _MvPile  # noqa: E402
from ..movement_model import Zone as _MvZone  # noqa: E402

_MV_PLACES = {"commandement": "la zone de commandement", "tiers": "la zone tiers", "rempart1": "le Rempart 1",
              "rempart2": "le Rempart 2", "champ1": "le Champ de bataille 1", "champ2": "le Champ de bataille 2"}
MV_KIND = {_MvKind.MOVE: "Déplacement", _MvKind.CHARGE: "Charge", _MvKind.RETREAT: "Repli",
           _MvKind.EQUIP: "Déplacer et équiper", _MvKind.HEAL: "Déplacer et soigner"}
"""The actions that move a unit, as « Phase d'actions » names them."""
MV_ABILITY = {"volant": "Volant", "infiltrateur": "Infiltrateur"}
MV_ANSWER = {_MvAnswer.YES: "permis", _MvAnswer.NO: "refusé", _MvAnswer.DEPENDS: "permis selon la lecture"}


def mv_zone(zone: _MvZone) -> str:
    """« la zone de commandement du joueur 1 », « le Rempart 2 du joueur 2 »."""
    return f"{_MV_PLACES[zone.kind]} du joueur {zone.side}"


def _mv_of(zone: _MvZone) -> str:
    return _of_the(mv_zone(zone))


def _mv_to(zone: _MvZone) -> str:
    """« à la zone tiers du joueur 1 », « au Rempart 1 du joueur 2 »."""
    place = mv_zone(zone)
    return f"au {place[3:]}" if place.startswith("le ") else f"à {place}"


def _mv_kind(kind: _MvKind) -> str:
    return f"« {MV_KIND[kind]} »"


def mv_unit_name(index: int) -> str:
    return f"Unité {index + 1}"


def mv_no_such_unit(index: int, units: int) -> str:
    return (f"Il n'y a pas d'unité à la place {index} : le plateau en compte {units}, numérotées de 0 à "
            f"{units - 1}.")


MV_TARGET_ONLY_FOR_CHARGE = "Seule une charge désigne une cible : retirez « target » ou déclarez une charge."


def mv_path_missing(kind: _MvKind) -> str:
    return f"L'action {_mv_kind(kind)} entre dans au moins une zone : donnez le chemin, zone par zone."


def mv_board_over_cap(zone: _MvZone, player: int, units: int) -> str:
    return (f"{capitalized(mv_zone(zone))} contient {count(units, 'unité')} du joueur {player} : « Une zone ne peut "
            "contenir plus de 5 unités de chaque joueur ».")


def mv_control_twice(zone: _MvZone) -> str:
    return f"{capitalized(mv_zone(zone))} est donnée deux fois dans les zones capturées : un seul joueur la contrôle."


def mv_board(name: str, start: _MvZone, player: int) -> str:
    return (f"{name}, unité du joueur {player}, part {_mv_of(start)}. Chaque moitié du plateau a trois rangées de deux "
            "zones (commandement et tiers, Rempart 1 et Rempart 2, deux Champs de bataille), les rangées avant face à "
            "face : une zone est adjacente à sa voisine de rangée et à celle qui la suit dans sa colonne.")


def mv_engaged(name: str, kind: _MvKind) -> str:
    return (f"La carte {of(name)} est déjà tournée : « Une unité engagée ne peut plus être engagée tant qu'elle n'est "
            f"pas redressée » ; pas d'action {_mv_kind(kind)} avant le prochain début de tour.")


def mv_engages(name: str, kind: _MvKind) -> str:
    return f"{name} s'engage pour l'action {_mv_kind(kind)} : sa carte est tournée jusqu'au prochain début de tour."


MV_REASON_FAST_MARCH = "la Marche rapide"
MV_REASON_HEAL = "un soin"
MV_REASON_EQUIP = "un équipement pris"
MV_REASON_CHARGE = "une charge"
MV_REASON_RETREAT = "un Repli"


def mv_too_far(kind: _MvKind, zones: int, most: int) -> str:
    return f"L'action {_mv_kind(kind)} entre dans {count(most, 'zone')} au plus : le chemin en donne {zones}."


def mv_needs_fast_march(name: str, kind: _MvKind, zones: int) -> str:
    return (f"{name} n'a pas la Marche rapide : sans elle, l'action {_mv_kind(kind)} sur {count(zones, 'zone')} est "
            "trop longue (2 zones pour un déplacement, 1 pour une charge).")


def mv_fast_march(name: str, kind: _MvKind, zones: int) -> str:
    return (f"{name} use de sa Marche rapide : l'action {_mv_kind(kind)} sur {count(zones, 'zone')}, au prix d'un "
            "point d'armure.")


def mv_within_reach(kind: _MvKind, zones: int) -> str:
    return f"L'action {_mv_kind(kind)} va à {count(zones, 'zone')} : c'est dans sa limite."


def mv_diagonal(here: _MvZone, there: _MvZone) -> str:
    return (f"De {mv_zone(here)} à {mv_zone(there)}, le pas se fait en diagonale : le livret ne dessine pas le plateau "
            "et ne dit pas si ces zones sont adjacentes. Adjacentes, le pas est permis ; sinon, il est refusé.")


def mv_not_adjacent(here: _MvZone, there: _MvZone) -> str:
    return f"{capitalized(mv_zone(there))} n'est pas adjacente {_mv_to(here)} : un pas va à une zone adjacente."


def mv_through_full(zone: _MvZone) -> str:
    return (f"{capitalized(mv_zone(zone))}, traversée, contient déjà 5 unités alliées : le livret ne dit pas si une "
            "unité qui ne fait qu'y passer compte parmi les 5 (« Une zone ne peut contenir plus de 5 unités »). "
            "Le calcul la laisse passer ; si l'arbitre la compte, le passage est refusé.")


def mv_ability_cancelled(name: str, abilities: Sequence[str], here: _MvZone, there: _MvZone) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{name} ne peut pas quitter {mv_zone(here)}, occupée par des ennemis, pour {mv_zone(there)}, ennemie "
            f"aussi : sa capacité {held} a été annulée plus tôt dans ce mouvement par un Intercepteur (« si une unité "
            "volante ou infiltratrice entre dans une zone contenant un intercepteur, sa capacité est annulée »).")


def mv_ability_passes(name: str, ability: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{name} quitte {mv_zone(here)}, occupée par des ennemis, pour {mv_zone(there)}, ennemie aussi : sa "
            f"capacité {MV_ABILITY[ability]} le lui permet.")


def mv_force(name: str, here: _MvZone, there: _MvZone, damage: int) -> str:
    return (f"{name} quitte {mv_zone(here)}, occupée par des ennemis, pour {mv_zone(there)}, ennemie aussi, par "
            f"Passage en force : {name} subit {count(damage, 'dégât')}.")


def mv_enemy_to_enemy(name: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{name} ne peut pas quitter {mv_zone(here)}, occupée par des ennemis, pour {mv_zone(there)}, ennemie "
            "aussi : « Une unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone "
            "ennemie », sauf Infiltrateur, Volant ou Passage en force, capacités que cette unité n'a pas.")


def mv_intercepted(name: str, abilities: Sequence[str], there: _MvZone, interceptors: Sequence[str]) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{capitalized(mv_zone(there))} contient l'Intercepteur {listing(interceptors)} : en y entrant, {name} "
            f"perd sa capacité {held} (« sa capacité est annulée »), pour la suite du mouvement aussi.")


def mv_allied_interceptor(name: str, abilities: Sequence[str], there: _MvZone, allied: Sequence[str]) -> str:
    held = listing([MV_ABILITY[a] for a in abilities])
    return (f"{capitalized(mv_zone(there))} contient un Intercepteur allié ({listing(allied)}) : la capacité dit « un "
            f"intercepteur », sans préciser ennemi. Le calcul garde à {name} sa capacité {held} ; si l'arbitre "
            "applique l'Intercepteur allié, elle est annulée.")


def mv_primo_turned(name: str, zone: _MvZone) -> str:
    return (f"{name} arrive {_mv_to(zone)} : son primo trésor est retourné (« retourné n'est pas capturé », la "
            "capture se joue en fin de tour).")


def mv_no_heal(name: str) -> str:
    return f"{name} n'a ni Soin ni Purification : « Sélectionner une unité ayant la capacité soin ou purification »."


def mv_charge_from_enemies(name: str, start: _MvZone) -> str:
    return (f"{name} ne peut pas charger : {mv_zone(start)} contient des ennemis, et « Une unité ne peut charger qu'à "
            "partir d'une zone sans ennemis ».")


def mv_charge_from_clear(name: str, start: _MvZone) -> str:
    return f"{name} charge depuis {mv_zone(start)}, sans ennemis : la charge est permise."


def mv_charge_ally(name: str, target: str) -> str:
    return f"{target} est une unité alliée : {name} ne charge qu'une unité ennemie."


def mv_target_elsewhere(target: str, zone: _MvZone, arrival: _MvZone) -> str:
    return (f"{target} se trouve dans {mv_zone(zone)}, pas dans la zone où la charge arrive ({mv_zone(arrival)}) : "
            "la charge attaque au corps à corps une unité de sa zone d'arrivée.")


def mv_charge_nobody(name: str, arrival: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} ne contient aucun ennemi : une charge se déplace « et effectue une "
            f"attaque au corps à corps », et {name} n'y aurait personne à attaquer.")


def mv_charge_attack(name: str, target: str, arrival: _MvZone) -> str:
    return (f"{name} arrive {_mv_to(arrival)} et attaque {target} au corps à corps (les dégâts : le calculateur "
            "d'attaque, en charge).")


def mv_brother_retreat(name: str) -> str:
    return (f"{name} est Frère d'arme, qui « ne peut pas faire de retraite » : le livret ne dit pas si un Repli est une "
            "retraite. Le calcul applique le Repli ; si l'arbitre l'assimile à une retraite, il est refusé.")


def mv_infiltrator_needs_no_retreat(name: str) -> str:
    return (f"{name} est Infiltrateur : « Pas de repli nécessaire », un Déplacement la mène aussi dans une zone ennemie, "
            "sans le malus d'armure.")


def mv_retreat_without_enemy(name: str, start: _MvZone) -> str:
    return (f"{capitalized(mv_zone(start))} ne contient aucun ennemi : le Repli part « d'une zone occupée par une "
            f"unité ennemi », et {name} peut faire un Déplacement.")


def mv_retreat_away(name: str, arrival: _MvZone, command: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} n'est pas plus près {_mv_to(command)} : le Repli va « en direction de "
            f"sa zone de commandement », et {name} s'en éloignerait.")


def mv_retreat_into_enemies(name: str, arrival: _MvZone) -> str:
    return (f"{name} se replie {_mv_to(arrival)}, « une zone occupée par une unité ennemie » : à la lettre, et comme "
            "le Déplacement renvoie au Repli « dans le cas où l'arrière serait bloqué », il est permis ; lu comme un "
            "repli vers une zone non occupée, il est refusé (quitter des ennemis pour une autre zone ennemie).")


def mv_retreat_to_clear(name: str, arrival: _MvZone) -> str:
    return (f"{capitalized(mv_zone(arrival))} n'est occupée par aucun ennemi, et le Repli va « vers une zone occupée "
            "par une unité ennemie » : à la lettre, ce n'est pas un Repli (un Déplacement y mène, sans malus) ; lu "
            f"comme « une zone non occupée », le Repli de {name} est permis.")


MV_MALUS_CHARGE = "la charge"
MV_MALUS_RETREAT = "le Repli"
MV_MALUS_FAST_MARCH = "la Marche rapide"


def mv_malus(name: str, why: str, malus: int, total: int) -> str:
    tail = f" ({total} en tout)" if total != malus else ""
    return (f"{name} subit -{malus} armure pour {why}, jusqu'à la fin du tour{tail}.")


def mv_over_cap(zone: _MvZone, player: int, units: int) -> str:
    return (f"{capitalized(mv_zone(zone))} contiendrait {count(units, 'unité')} du joueur {player} : « Une zone ne "
            "peut contenir plus de 5 unités de chaque joueur ».")


def mv_cap(zone: _MvZone, player: int, units: int) -> str:
    return f"{capitalized(mv_zone(zone))} contiendra {count(units, 'unité')} du joueur {player}, 5 au plus."


def mv_rampart(name: str, zone: _MvZone) -> str:
    return (f"{name} arrive sur un rempart ennemi, {mv_zone(zone)} : sa carte peut infliger des malus d'attaque à "
            "l'adversaire ou des bonus aux défenseurs.")


def mv_rampart_flyers_here(name: str, flyers: Sequence[str]) -> str:
    return (f"{name} vole, mais {listing(flyers)}, unité volante ennemie, y est : les effets du rempart s'appliquent "
            "(« sauf si des unités volantes ennemies sont présentes »).")


def mv_rampart_flying(name: str) -> str:
    return f"{name} vole et aucune unité volante ennemie n'y est : les effets du rempart sont ignorés."


def mv_rampart_flyers_elsewhere(name: str, flyers: Sequence[str]) -> str:
    return (f"Des unités volantes ennemies sont ailleurs sur le plateau ({listing(flyers)}) : le livret dit « sauf si "
            "des unités volantes ennemies sont présentes » sans dire où. Présentes dans la zone seulement, les effets "
            f"sont ignorés ; n'importe où, ils s'appliquent à {name}.")


def mv_rampart_climber(name: str) -> str:
    return f"Grimpeur, {name} ignore les malus d'attaque au corps à corps imposés par les remparts."


def mv_revealed_by_action(name: str, reasons: Sequence[str]) -> str:
    return (f"La carte {of(name)} est retournée face visible : {listing(reasons)}, c'est « une action différente d'un "
            "déplacement simple ».")


def mv_ability_simple_open(name: str) -> str:
    return ("Le livret donne la Marche rapide pour exemple d'une action qui n'est pas « un déplacement simple », mais ne "
            f"dit rien d'un passage par Volant, Infiltrateur ou Passage en force. Le calcul retourne la carte {of(name)} ; "
            "lu comme un déplacement simple, cette carte resterait face cachée.")


def mv_revealed_as_target(name: str) -> str:
    return f"La carte {of(name)}, cible de la charge, est retournée face visible."


def mv_revealed_near(names: Sequence[str]) -> str:
    return (f"Cartes retournées face visible, une unité ennemie étant dans leur zone : {listing(names)} (« à moins "
            "d'une zone »).")


def mv_fog_within_one(names: Sequence[str]) -> str:
    return (f"Une unité ennemie est dans une zone adjacente à {listing(names)} : le livret dit « à moins d'une zone », "
            "qui peut vouloir dire la même zone (leurs cartes restent face cachée) ou jusqu'à une zone de distance "
            "(elles sont retournées).")


def mv_fog_rampart(names: Sequence[str]) -> str:
    return (f"Restent face cachée malgré des ennemis proches : {listing(names)} (« excepté lorsqu'elles sont placées "
            "sur un rempart »).")


MV_FOG_STAYS = "Une carte retournée le reste « jusqu'à la fin de la partie, sauf capacité ou effet spécial précisé »."


def mv_reach(name: str, here: _MvZone, zones: Sequence[_MvZone], enemies: Sequence[str], close: bool) -> str:
    own = " (la sienne aussi : Tir de proximité)" if close else ""
    targets = f" ; ennemis à portée : {listing(enemies)}" if enemies else " ; aucun ennemi à portée"
    return (f"Depuis {mv_zone(here)}, l'attaque à distance de {name} vise une zone adjacente{own} : "
            f"{listing([mv_zone(z) for z in zones])}{targets}.")


def mv_reach_rampart(name: str, zones: Sequence[_MvZone]) -> str:
    return (f"Un rempart se trouve entre {name} et {listing([mv_zone(z) for z in zones])} : les remparts « bloquent "
            "aussi la ligne de vue » sauf Vue perçante, mais le livret ne dit pas qu'une attaque à distance a besoin "
            "de la ligne de vue. Avec elle, ces cibles sont hors d'atteinte ; sans elle, elles sont visées.")


def mv_reach_keen(name: str) -> str:
    return f"{name} a la Vue perçante : les remparts ne lui bloquent pas la ligne de vue."


def mv_treasure_captured(zone: _MvZone, player: int, treasures: int) -> str:
    return (f"Si le tour finissait ainsi, le joueur {player} capturerait le trésor {_mv_of(zone)} : il y a au moins une "
            "unité et l'adversaire aucune ; il le retourne et en équipe une de ses unités.")


def mv_treasures_one_a_turn(zone: _MvZone, left: int) -> str:
    return (f"« Si une case contient plusieurs cartes trésors, une seule est dévoilée à chaque fin de tour » : "
            f"{count(left, 'trésor')} {noun(left, 'attend', 'attendent')} dans {mv_zone(zone)}.")


def mv_zone_captured(zone: _MvZone, player: int) -> str:
    return (f"Si le tour finissait ainsi, le joueur {player} capturerait {mv_zone(zone)} : il y maintient au moins une "
            "unité et l'adversaire n'y en a plus aucune.")


def mv_field_yields_nothing(zone: _MvZone) -> str:
    return f"Zone du champ de bataille, {mv_zone(zone)} : « Les zones du champ de bataille ne rapportent rien »."


def mv_third_zone_card(zone: _MvZone, player: int) -> str:
    return ("Le livret donne à chaque joueur « trois » cartes de zone (Types de cartes) puis « ses 4 cartes de zone "
            "(commandement, mur *2, salle complémentaire) » (Mise en place) : avec quatre, la carte de "
            f"{mv_zone(zone)} est retournée vers le joueur {player} ; avec trois, le livret ne dit pas laquelle manque.")


def mv_zone_card_turned(zone: _MvZone, player: int) -> str:
    return (f"La carte {_mv_of(zone)} est retournée vers le joueur {player}, qui bénéficie dès lors de ses effets ou "
            "revenus.")


def mv_command_captured(zone: _MvZone) -> str:
    return (f"{capitalized(mv_zone(zone))} est une zone « particulièrement sensible » : sa capture « peut empêcher de "
            "piocher ».")


MV_CAPTURE_ORDER = "À l'étape de fin du tour, les trésors sont capturés d'abord, puis les zones."
MV_NO_CAPTURE = "Si le tour finissait ainsi, aucun trésor ni aucune zone ne changerait de main."


def mv_summary(answer: _MvAnswer, name: str, kind: _MvKind, start: _MvZone, arrival: _MvZone, malus: int,
               force: int, revealed: int, captures: int) -> str:
    head = f"{MV_KIND[kind]} {of(name)} {_mv_of(start)} {_mv_to(arrival)} : {MV_ANSWER[answer]}"
    if start is arrival:
        head = f"{MV_KIND[kind]} {of(name)} sur place, dans {mv_zone(start)} : {MV_ANSWER[answer]}"
    parts = [head]
    if answer is not _MvAnswer.NO:
        if malus:
            parts.append(f"-{malus} armure jusqu'à la fin du tour")
        if force:
            parts.append(f"{count(force, 'dégât')} de Passage en force")
        if revealed:
            parts.append(f"{count(revealed, 'carte')} {noun(revealed, 'retournée')}")
    if captures:
        parts.append(f"{count(captures, 'capture')} si le tour finissait ainsi")
    return " ; ".join(parts) + "."


MV_DESTINY_CARD = {
    "arrivee-d-un-dragon": "Arrivée d'un dragon dans la région", "inondation-de-la-vallee": "Inondation de la vallée",
    "maelstrom-de-magie-primitive": "Maelström de magie primitive", "printemps-prosperes": "Printemps prospères",
    "brouillard": "Brouillard", "lune-de-sang": "Lune de sang", "peste-noire": "Peste noire", "tempete": "Tempête",
    "tremblement-de-terre": "Tremblement de terre", "incendie-monstrueux": "Incendie Monstrueux",
    "dechainement-lunaire": "Déchaînement lunaire", "brouillard-mortel": "Brouillard mortel"}
"""The destiny cards as « Pioche du destin » lists them."""
MV_DESTINY_PILE = ("La pioche du destin : les 10 Mains du destin mélangées au-dessus, puis les 6 Mains de "
                   "l'apocalypse mélangées ; une carte est tirée au début de chaque tour.")


def _mv_card(card: _MvDestinyCard) -> str:
    return f"« {MV_DESTINY_CARD[card.value]} »"


def mv_destiny_turn(turn: int, apocalypse: bool, left: int) -> str:
    pile = "une Main de l'apocalypse (« après le tour 10 »)" if apocalypse else "une Main du destin"
    return f"Au début du tour {turn}, la carte tirée est {pile}, parmi {count(left, 'carte')} qui restent."


def mv_destiny_remaining(cards: Sequence[tuple[_MvDestinyCard, int]], left: int) -> str:
    listed = listing([f"{copies} {_mv_card(card)}" for card, copies in cards])
    return f"Restent {listed} : chaque exemplaire a une chance sur {left} d'être tiré."


def mv_destiny_exhausted(turn: int) -> str:
    return (f"Au tour {turn}, les 16 cartes de la pioche du destin ont été tirées : le livret ne dit pas ce qu'on tire "
            "alors. Aucune carte (comme un joueur dont la pioche est vide « ne pioche plus de cartes »), les 6 Mains "
            "de l'apocalypse mélangées à nouveau, les 16 cartes mélangées à nouveau, ou l'effet de la dernière Main de "
            "l'apocalypse qui continue : à trancher par l'arbitre.")


def mv_destiny_summary(turn: int, pile: _MvPile) -> str:
    if pile is _MvPile.EXHAUSTED:
        return f"Pioche du destin épuisée au tour {turn} (non tranché)."
    drawn = "Main de l'apocalypse" if pile is _MvPile.APOCALYPSE else "Main du destin"
    return f"Tour {turn} : une {drawn} est tirée."


def mv_destiny_drawn_count(turn: int, drawn: int, expected: int) -> str:
    return (f"Avant le tour {turn}, {count(expected, 'carte')} du destin {noun(expected, 'a', 'ont')} été "
            f"{noun(expected, 'tirée')}, une par tour : la liste en donne {drawn}.")


def mv_destiny_out_of_order(position: int, card: _MvDestinyCard) -> str:
    if card.apocalypse:
        return (f"{_mv_card(card)}, tirée en position {position}, est une Main de l'apocalypse : les 10 Mains du destin "
                "sont au-dessus de la pioche.")
    return (f"{_mv_card(card)}, tirée en position {position}, est une Main du destin : après les 10 premières, la "
            "pioche ne contient plus que des Mains de l'apocalypse.")


def mv_destiny_too_many(card: _MvDestinyCard, times: int) -> str:
    return (f"{_mv_card(card)} est tirée {times} fois : la pioche du destin n'en contient que "
            f"{count(card.copies, 'exemplaire')}.")


def mv_enemy_controlled(name: str, here: _MvZone, there: _MvZone) -> str:
    return (f"{capitalized(mv_zone(there))} n'est occupée par aucun ennemi, mais l'adversaire la contrôle : « une autre "
            "zone ennemie » peut être une zone occupée par des ennemis, comme celle qu'on quitte (le pas est permis), "
            f"ou une zone que l'ennemi contrôle (le pas est refusé, {name} quittant {mv_zone(here)}, occupée par des "
            "ennemis).")


def mv_enemy_controlled_ability(name: str, there: _MvZone) -> str:
    return (f"{capitalized(mv_zone(there))}, que l'adversaire contrôle, n'est occupée par aucun ennemi : si « zone "
            f"ennemie » veut dire contrôlée par l'ennemi, {name} y entre grâce à sa capacité (Passage en force : ses "
            "dégâts en plus) ; sinon, elle y entre sans elle.")


def mv_fog_keen_sight(names: Sequence[str]) -> str:
    return (f"Une unité ennemie à Vue perçante est proche de {listing(names)}, sur un rempart : la Vue perçante « Permet "
            "de voir les unités sur les remparts », sans dire si leurs cartes sont alors retournées. Le calcul les "
            "laisse face cachée ; si l'arbitre les retourne, elles sont face visible.")


def mv_reinforcements_third(player: int) -> str:
    return (f"La zone de commandement du joueur {player} est remplie : ses renforts « arrivent dans la zone tiers ».")


def mv_reinforcements_blocked(player: int) -> str:
    return (f"Les zones de commandement et tiers du joueur {player} sont remplies : les unités qui arrivent « restent "
            "bloquées dans la file de renfort ».")


def mv_reinforcements_third_occupied(player: int, units: int) -> str:
    return (f"La zone de commandement du joueur {player} est remplie et sa zone tiers contient "
            f"{count(units, 'unité')} : si « occupées » veut dire remplies, ses renforts arrivent dans la zone tiers ; "
            "si c'est contenir une unité, ils restent bloqués dans la file de renfort.")


def mv_eight_zones(zones: int) -> str:
    return ("Le chemin passe d'un Champ de bataille à celui d'en face : le Plateau donne deux Champs de bataille à "
            "chaque moitié, mais « Le champ de bataille dans une partie en 1 contre 1 se compose d'un total de 8 "
            "zones ». Si les deux moitiés partagent leurs Champs de bataille, ce pas n'existe pas et le mouvement "
            f"compte une zone de moins que les {count(zones, 'zone')} du chemin.")


def mv_board_given(name: str, start: _MvZone, player: int, links: int) -> str:
    return (f"{name}, unité du joueur {player}, part {_mv_of(start)}. Le livret ne dessine pas le plateau : les "
            f"{count(links, 'paire')} de zones adjacentes données font foi.")


def mv_link_to_itself(zone: _MvZone) -> str:
    return f"{capitalized(mv_zone(zone))} est donnée adjacente à elle-même : donnez deux zones différentes."


def mv_charge_two_zones(name: str) -> str:
    return (f"Combat place la cible d'une charge « dans une zone adjacente », mais la charge {of(name)} va à deux zones : "
            "« Si l'unité a la capacité marche rapide elle peut charger à une distance de 2 », la règle propre à la "
            "charge s'applique.")


def mv_fog_same_rampart(names: Sequence[str]) -> str:
    return (f"Une unité ennemie est sur le même rempart que {listing(names)} : le livret excepte les unités « placées "
            "sur un rempart » sans dire si l'exception vaut aussi contre un ennemi dans la même zone. Le calcul laisse "
            "leurs cartes face cachée ; sinon, elles sont retournées.")


def mv_charge_not_computed(messages: Sequence[str]) -> str:
    return "Les dégâts de la charge ne sont pas calculés : " + " ".join(messages)


def mv_rampart_card(name: str, malus: int, armor: int, applied: int) -> str:
    return (f"La carte du rempart : -{malus} à l'attaque au corps à corps des attaquants, +{armor} armure aux "
            f"défenseurs ; contre {name}, -{applied} à son attaque et +{armor} armure aux défenseurs.")


# (end of this block)
