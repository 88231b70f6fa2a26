"""What the rules refuse in a well-formed spell ruling: every refusal at once, each with its field and passage.

The units and latent spells are named first (« Lanceur », « Cible », « Sort latent 1 »… when the body gives no
name), so that a refusal names them as the steps do. An attack's own refusals are the attack calculator's
(:func:`.checks.check_attack`), their fields moved to where this body holds the attacker and the target.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from referee.engine.trace import Problem

from . import phrasebook as say
from .checks import check_attack, check_unit, named
from .model import AttackInput, MagicType
from .rules import (
    ATTACK_AN_ENEMY,
    CARD_TEXT_FIRST,
    COMBAT_DECLARE,
    DROITURE,
    ENGAGED_ONCE,
    EXTRA_COST_UNSELECTABLE,
    MAX_LATENTS,
    SPELL_ACTIVE,
    SPELL_COLOUR,
    SPELL_LATENT,
    SPELL_RAMPART,
    SPELL_STEP_CASTER,
)
from .spell_model import (
    LatentHits,
    LatentSpell,
    PlacementMana,
    SpellAttack,
    SpellInput,
    SpellScope,
    SpellSide,
    SpellTrigger,
)

# --- Names ----------------------------------------------------------------------------------


def _named_latents(latents: tuple[LatentSpell, ...], first: int) -> tuple[LatentSpell, ...]:
    return tuple(latent if latent.name else replace(latent, name=say.latent_name(first + i))
                 for i, latent in enumerate(latents))


def named_spell(spell: SpellInput) -> SpellInput:
    """The body with every unit, latent spell and the spell named: the defaults when the body gives none."""
    source_name = say.CASTER_NAME if spell.trigger is SpellTrigger.SPELL else say.ATTACKER_NAME
    count = len(spell.source.latents)
    source = replace(spell.source, unit=named(spell.source.unit, source_name),
                     latents=_named_latents(spell.source.latents, 0))
    targets = []
    for i, target in enumerate(spell.targets):
        default = say.TARGET_NAME if len(spell.targets) == 1 else say.further_target_name(i - 1)
        targets.append(replace(target, unit=named(target.unit, default), latents=_named_latents(target.latents, count)))
        count += len(target.latents)
    zone = None if spell.zone is None else replace(spell.zone, latents=_named_latents(spell.zone.latents, count))
    return replace(spell, source=source, targets=tuple(targets), zone=zone)


def as_attack(spell: SpellInput) -> AttackInput:
    """The attack declared (trigger « attaque »), in the attack calculator's terms."""
    return AttackInput(kind=(spell.attack_kind or SpellAttack.MELEE).kind, target=spell.targets[0].unit,
                       attacker=spell.source.unit)


# --- Checks ---------------------------------------------------------------------------------


def check_spell(spell: SpellInput) -> Iterator[Problem]:
    """Every reason the rules give to refuse this spell or attack and the latent spells given."""
    spell = named_spell(spell)
    if spell.placement_mana is not None and spell.trigger is not SpellTrigger.PLACE:
        yield Problem("placement_mana", say.PLACEMENT_ONLY, SPELL_LATENT)
    if spell.trigger is SpellTrigger.SPELL:
        yield from _cast(spell)
    elif spell.trigger is SpellTrigger.PLACE:
        yield from _place(spell)
    else:
        yield from _attack(spell)
    yield from _latents(spell)


def _cast(spell: SpellInput) -> Iterator[Problem]:
    caster = spell.source
    yield from check_unit(caster.unit, "source.unit")
    for i, target in enumerate(spell.targets):
        yield from check_unit(target.unit, f"targets[{i}].unit")
    if spell.attack_kind is not None:
        yield Problem("attack_kind", say.ATTACK_KIND_ON_SPELL, COMBAT_DECLARE)
    # Étapes pour lancer un sort, 1: « seules les unités possédant la capacité Sorcier peuvent incanter des sorts. »
    if not caster.sorcier:
        yield Problem("source.sorcier", say.not_a_sorcerer(caster.unit), SPELL_STEP_CASTER)
    # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    if caster.unit.engaged:
        yield Problem("source.unit.engaged", say.caster_engaged(caster.unit), ENGAGED_ONCE)
    active = spell.spell
    if active is None:
        yield Problem("spell", say.SPELL_MISSING, SPELL_ACTIVE, "required")
        return
    # Lancer un sort: « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit. »
    if not caster.colours:
        yield Problem("source.produces", say.colours_missing(caster.unit), SPELL_COLOUR, "required")
    elif active.magic_type not in caster.colours and MagicType.PURE not in caster.colours:
        yield Problem("source.produces", say.wrong_colour(caster.unit, caster.colours, active.magic_type),
                      SPELL_COLOUR)
    # Rempart: « Les remparts bloquent la ligne de portée des sorts. De l'intérieur vers l'extérieur et de
    # l'extérieur vers l'intérieur. »
    for i, target in enumerate(spell.targets):
        if target.across_rampart:
            yield Problem(f"targets[{i}].across_rampart", say.rampart_blocks(target.unit), SPELL_RAMPART)
    yield from _chosen_by_cost(spell)
    # Droiture: « L'unité ne peut être la cible d'un sort […] impliquant la dépense de mana de corruption. »
    for i, target in enumerate(spell.targets):
        if target.droiture and active.magic_type is MagicType.CORRUPTION:
            yield Problem(f"targets[{i}].droiture", say.droiture_target(target.unit), DROITURE)
    if spell.zone is not None and active.scope is SpellScope.UNIT:
        yield Problem("zone", say.ZONE_NOT_TARGETED, SPELL_ACTIVE)


def _place(spell: SpellInput) -> Iterator[Problem]:
    """Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »."""
    yield from check_unit(spell.source.unit, "source.unit")
    for i, target in enumerate(spell.targets):
        yield from check_unit(target.unit, f"targets[{i}].unit")
    if spell.spell is None:
        yield Problem("spell", say.PLACED_MISSING, SPELL_LATENT, "required")
    if spell.attack_kind is not None:
        yield Problem("attack_kind", say.ATTACK_KIND_ON_SPELL, COMBAT_DECLARE)
    if spell.zone is not None:
        yield Problem("zone", say.PLACE_UNDER_A_UNIT, SPELL_LATENT)
    if len(spell.targets) != 1:
        yield Problem("targets", say.place_under_one(len(spell.targets)), SPELL_LATENT)
    if spell.targets[0].camp is not SpellSide.ALLY:
        yield Problem("targets[0].camp", say.place_under_enemy(spell.targets[0].unit), SPELL_LATENT)
    if spell.placement_mana is PlacementMana.SORCERER and spell.source.unit.engaged:
        yield Problem("source.unit.engaged", say.caster_engaged(spell.source.unit), ENGAGED_ONCE)


def _chosen_by_cost(spell: SpellInput) -> Iterator[Problem]:
    """A spell that picks its targets by their gold cost alone, as its card says."""
    active = spell.spell
    assert active is not None
    for i, target in enumerate(spell.targets):
        if active.gold_at_most is None:
            continue
        # Règles avancées: « Les cartes avec un coût supplémentaire ne peuvent être sélectionnées par les sorts ou
        # capacités qui ciblent des créatures en se basant uniquement sur l'or ou le mana. »
        if target.extra_cost:
            yield Problem(f"targets[{i}].extra_cost", say.extra_cost_unselectable(target.unit), EXTRA_COST_UNSELECTABLE)
        if target.gold is None:
            yield Problem(f"targets[{i}].gold", say.gold_missing(target.unit), CARD_TEXT_FIRST, "required")
        elif target.gold > active.gold_at_most:
            yield Problem(f"targets[{i}].gold", say.gold_over(target.unit, target.gold, active.gold_at_most),
                          CARD_TEXT_FIRST)


_MOVED = (("attacker", "source.unit"), ("target", "targets[0].unit"), ("kind", "attack_kind"))


def _moved(field: str) -> str:
    for old, new in _MOVED:
        if field == old or field.startswith(old + "."):
            return new + field[len(old):]
    return field


def _attack(spell: SpellInput) -> Iterator[Problem]:
    if spell.spell is not None:
        yield Problem("spell", say.SPELL_ON_ATTACK, COMBAT_DECLARE)
    if spell.zone is not None:
        yield Problem("zone", say.ZONE_ON_ATTACK, COMBAT_DECLARE)
    for i, target in enumerate(spell.targets):
        if target.across_rampart:
            yield Problem(f"targets[{i}].across_rampart", say.RAMPART_SPELLS_ONLY, SPELL_RAMPART)
    if len(spell.targets) != 1:
        yield Problem("targets", say.one_attacked(len(spell.targets)), COMBAT_DECLARE)
    # Attaque au corps à corps: « engager une unité pour attaquer une unité ennemie ».
    if spell.targets[0].camp is not SpellSide.ENEMY:
        yield Problem("targets[0].camp", say.attack_an_ally(spell.targets[0].unit), ATTACK_AN_ENEMY)
    for problem in check_attack(as_attack(spell)):
        yield replace(problem, field=_moved(problem.field))


def _latents(spell: SpellInput) -> Iterator[Problem]:
    holders = [("source", spell.source.latents, False)]
    holders += [(f"targets[{i}]", t.latents, False) for i, t in enumerate(spell.targets)]
    if spell.zone is not None:
        holders.append(("zone", spell.zone.latents, True))
    total = 0
    for path, latents, is_zone in holders:
        for i, latent in enumerate(latents):
            where = f"{path}.latents[{i}]"
            total += 1
            if total == MAX_LATENTS + 1:
                yield Problem(where, say.too_many_latents(MAX_LATENTS), SPELL_LATENT)
            if latent.damage is not None and latent.magic_type is None:
                yield Problem(f"{where}.magic_type", say.latent_type_missing(latent.name), SPELL_LATENT, "required")
            if is_zone and latent.armor_bonus:
                yield Problem(f"{where}.armor_bonus", say.zone_has_no_armor(latent.name), SPELL_LATENT)
            if is_zone and latent.hits is LatentHits.BEARER and (latent.damage is not None or latent.engages):
                yield Problem(f"{where}.hits", say.zone_is_no_unit(latent.name), SPELL_LATENT)
