"""What the rules refuse in a well-formed attack or timeline: every refusal at once, each citing its rule.

The units are named first (« Cible », « Attaquant »… when the body gives no name), so that a
refusal names them as the steps do.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from referee.engine.french import Gender
from referee.engine.trace import Problem

from . import phrasebook as say
from .model import AttackInput, AttackKind, Role, TurnInput, Unit
from .rules import (
    COMBAT,
    COMBAT_DECLARATION,
    COST_IGNORES_ARMOR,
    DEATH_AT_LIFE,
    ENGAGE,
    ESQUIVE,
    FAST_MARCH,
    GUARDIAN_ANGEL,
    LIFE,
    MASS_ATTACK,
    MAX_UNITS_PER_ZONE,
    MOVE,
    RANGED_ATTACK,
    RETREAT,
    SOLIDE,
    START_OF_TURN,
    TYPE_RESISTANCE,
    ZONE_LIMIT,
)

# --- Names ----------------------------------------------------------------------------------

def named(unit: Unit, default: tuple[str, Gender]) -> Unit:
    """The unit with its name and gender: the defaults of its role when the body gives none."""
    name, gender = default
    if unit.name:
        return unit if unit.gender is not None else replace(unit, gender=say.NAMED_GENDER)
    return replace(unit, name=name, gender=unit.gender or gender)


def named_attack(attack: AttackInput) -> AttackInput:
    return replace(
        attack, target=named(attack.target, say.TARGET_NAME),
        attacker=None if attack.attacker is None else named(attack.attacker, say.ATTACKER_NAME),
        mass_targets=tuple(named(u, say.further_target_name(i)) for i, u in enumerate(attack.mass_targets)),
        guardian=None if attack.guardian is None else named(attack.guardian, say.GUARDIAN_NAME))


def named_turns(turns: TurnInput) -> TurnInput:
    return replace(turns, unit=None if turns.unit is None else named(turns.unit, say.UNIT_NAME),
                   attack=None if turns.attack is None else named_attack(turns.attack))


def _at(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


# --- Units ----------------------------------------------------------------------------------

def check_unit(unit: Unit, path: str) -> Iterator[Problem]:
    """What no unit on the table can be."""
    # Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
    if unit.life <= DEATH_AT_LIFE:
        yield Problem(_at(path, "life"), say.dead_unit(unit), LIFE)
    if unit.max_life is not None and unit.max_life < unit.life:
        yield Problem(_at(path, "max_life"), say.printed_life_below(unit), LIFE)
    if unit.esquive_used and not unit.esquive:
        yield Problem(_at(path, "esquive_used"), say.esquive_never_had(unit), ESQUIVE)


# --- An attack, a spell, a cost ---------------------------------------------------------------

def check_attack(attack: AttackInput, path: str = "") -> Iterator[Problem]:
    """Every reason the rules give to refuse this attack, spell or cost; ``path`` prefixes the fields."""
    attack = named_attack(attack)
    yield from check_unit(attack.target, _at(path, "target"))
    if attack.attacker is not None:
        yield from check_unit(attack.attacker, _at(path, "attacker"))
    for index, unit in enumerate(attack.mass_targets):
        yield from check_unit(unit, _at(path, f"mass_targets[{index}]"))
    if attack.guardian is not None:
        yield from check_unit(attack.guardian, _at(path, "guardian"))
    if attack.kind.is_attack:
        yield from _attack_action(attack, path)
    else:
        yield from _spell_or_cost(attack, path)
    for index, unit in enumerate((attack.target, *attack.mass_targets)):
        yield from _dodge(attack.kind, unit, _at(path, "target" if index == 0 else f"mass_targets[{index - 1}]"))
    if attack.guardian is not None:
        yield from _dodge(attack.kind, attack.guardian, _at(path, "guardian"))


def _attack_action(attack: AttackInput, path: str) -> Iterator[Problem]:
    kind, attacker = attack.kind, attack.attacker
    for field, given in (("damage", attack.damage is not None), ("magic_type", attack.magic_type is not None),
                         ("spell_ignores_armor", attack.spell_ignores_armor)):
        if given:
            yield Problem(_at(path, field), say.SPELL_FIELDS_ON_ATTACK, COMBAT)
    if attack.fast_march and kind is not AttackKind.CHARGE:
        yield Problem(_at(path, "fast_march"), say.FAST_MARCH_WITHOUT_CHARGE, FAST_MARCH)
    if attacker is None:
        # Combat 1: « l'unité attaquante s'engage et désigne une cible ».
        yield Problem(_at(path, "attacker"), say.no_attacker(kind), COMBAT_DECLARATION)
        return
    # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    # Combat 1: « l'unité attaquante s'engage ».
    if attacker.engaged:
        yield Problem(_at(path, "attacker.engaged"), say.attacker_engaged(attacker), ENGAGE)
    if kind is AttackKind.RANGED and attacker.ranged <= 0:
        yield Problem(_at(path, "attacker.ranged"), say.no_ranged_attack(attacker), RANGED_ATTACK)
    # Charge: « Si l'unité a la capacité marche rapide elle peut charger à une distance de 2 ».
    if attack.fast_march and kind is AttackKind.CHARGE and not attacker.fast_march:
        yield Problem(_at(path, "fast_march"), say.fast_march_missing(attacker), FAST_MARCH)
    yield from _mass_attack(attack, attacker, path)
    yield from _guardian(attack, attacker, path)


def _mass_attack(attack: AttackInput, attacker: Unit, path: str) -> Iterator[Problem]:
    """Attaque de masse X: « cibler jusqu'à X ennemis dans une zone et de leur infliger des attaques
    successives au corps à corps »."""
    if not attack.mass_targets:
        return
    targets = 1 + len(attack.mass_targets)
    where = _at(path, "mass_targets")
    if attack.kind is AttackKind.RANGED:
        yield Problem(where, say.MASS_RANGED, MASS_ATTACK)
    elif attacker.mass_attack < targets:
        yield Problem(where, say.mass_too_many(attacker, targets), MASS_ATTACK)
    # Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
    if targets > MAX_UNITS_PER_ZONE:
        yield Problem(where, say.mass_zone(targets), ZONE_LIMIT)


def _guardian(attack: AttackInput, attacker: Unit, path: str) -> Iterator[Problem]:
    guardian = attack.guardian
    if guardian is None:
        return
    where = _at(path, "guardian")
    if not guardian.guardian_angel:
        yield Problem(_at(where, "guardian_angel"), say.guardian_without_ability(guardian), GUARDIAN_ANGEL)
    # Ange gardien: « L'unité peut être engagée pour rediriger une attaque » — not an engaged one.
    if guardian.engaged:
        yield Problem(_at(where, "engaged"), say.guardian_engaged(guardian), ENGAGE)
    # Solide: « Ses attaques ne peuvent être redirigées. »
    if attacker.solide:
        yield Problem(where, say.solide_attacker(attacker), SOLIDE)


def _spell_or_cost(attack: AttackInput, path: str) -> Iterator[Problem]:
    kind = attack.kind
    for field, given in (("attacker", attack.attacker is not None), ("mass_targets", bool(attack.mass_targets)),
                         ("guardian", attack.guardian is not None), ("fast_march", attack.fast_march)):
        if given:
            yield Problem(_at(path, field), say.attack_only(field, kind),
                          GUARDIAN_ANGEL if field == "guardian" else COMBAT_DECLARATION)
    if attack.damage is None:
        yield Problem(_at(path, "damage"), say.damage_missing(kind), COMBAT)
    if kind is AttackKind.MAGIC and attack.magic_type is None:
        yield Problem(_at(path, "magic_type"), say.MAGIC_TYPE_MISSING, TYPE_RESISTANCE)
    if kind is AttackKind.COST:
        for field, given in (("magic_type", attack.magic_type is not None),
                             ("spell_ignores_armor", attack.spell_ignores_armor)):
            if given:
                yield Problem(_at(path, field), say.COST_IS_NO_SPELL, COST_IGNORES_ARMOR)


def _dodge(kind: AttackKind, unit: Unit, path: str) -> Iterator[Problem]:
    """Esquive: « permet à une unité d'annuler une attaque au corps à corps par partie »."""
    if not unit.dodges:
        return
    where = _at(path, "dodges")
    if not unit.esquive:
        yield Problem(where, say.dodge_without_esquive(unit), ESQUIVE)
    elif unit.esquive_used:
        yield Problem(where, say.dodge_spent(unit), ESQUIVE)
    if kind not in (AttackKind.MELEE, AttackKind.CHARGE):
        yield Problem(where, say.dodge_not_melee(kind), ESQUIVE)


# --- A timeline -----------------------------------------------------------------------------

def followed_unit(turns: TurnInput) -> Unit | None:
    """The unit the timeline follows (None when the body gives none to follow)."""
    if turns.attack is None:
        return turns.unit
    return turns.attack.attacker if turns.follow is Role.ATTACKER else turns.attack.target


def check_turns(turns: TurnInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse this timeline."""
    turns = named_turns(turns)
    if turns.unit is None and turns.attack is None:
        yield Problem("unit", say.UNIT_MISSING, START_OF_TURN, "required")
    elif turns.unit is not None and turns.attack is not None:
        yield Problem("unit", say.UNIT_TWICE, START_OF_TURN)
    if turns.unit is not None:
        yield from check_unit(turns.unit, "unit")
    if turns.attack is not None:
        yield from check_attack(turns.attack, "attack")
        if turns.follow is Role.ATTACKER and not turns.attack.kind.is_attack:
            yield Problem("follow", say.nobody_to_follow(turns.attack.kind), COMBAT_DECLARATION)
    followed = followed_unit(turns)
    if turns.retreat and followed is not None:
        # Repli is a Déplacement: « engager une unité pour la déplacer ».
        if followed.engaged:
            yield Problem("retreat", say.retreat_engaged(followed), MOVE)
        if turns.attack is not None and turns.follow is Role.ATTACKER and turns.attack.kind.is_attack:
            yield Problem("retreat", say.retreat_then_attack(followed), RETREAT)
