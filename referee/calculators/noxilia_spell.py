"""Noxilia spells: POST /api/v1/calculators/noxilia/spell/ and its page /calculateurs/noxilia/sort/.

The API body is the engine's input (``referee.engine.noxilia.spell_model.SpellInput``). The page is a GET form whose
parameters are short and French; a blank field is left out and the engine's default applies:

* what happens: ``declencheur`` (sort, attaque, pose), ``attaque`` (corps-a-corps, distance, charge) for an attack,
  ``pose_mana`` (sorcier, autre; floating mana when blank) for a latent spell placed;
* the spell: ``sort_nom``, ``sort_magie``, ``sort_portee`` (unite, zone, champ-de-bataille), ``sort_degats``,
  ``sort_ignore=1`` (it ignores armor), ``sort_engage=1`` (it engages each target);
* the caster or attacker (prefix ``l_``, the attack page's unit fields: ``l_vie``, ``l_armure``…), ``sorcier=non``
  (no Sorcier), ``produit`` (the mana colours it produces; repeated);
* two targets (``c1_``, ``c2_``: the same unit fields), ``cN_camp=allie``, ``cN_cachee=1`` (face down),
  ``cN_droiture=1``, ``cN_rempart=1`` (a rampart between the caster and it); the zone targeted: ``z_camp``;
* two latent spells under each of them (``ls1_``, ``ls2_`` under the caster, ``c1s1_``… under a target, ``zs1_``…
  under the zone): ``cond`` (attaque, sort, sort-latent), ``nom``, ``cout``, ``rev=non`` (left face down), ``deg``,
  ``magie``, ``vise=porteur``, ``arm`` (armor it gives), ``eng=1``, ``annule=1``, ``ign=1``.
"""
from __future__ import annotations

from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, checked, texts, whole
from referee.calculators.noxilia import (
    DEFENCE,
    MAGIC_TYPES,
    NAMING,
    OFFENCE,
    Side,
    _choice,
    _declined,
    _fieldset,
    _finish_unit,
    _not_declined,
    _unfinish_unit,
)
from referee.calculators.translation import QueryDict, format_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine.noxilia import spell
from referee.engine.noxilia.spell_model import (
    LatentCondition,
    LatentHits,
    PlacementMana,
    SpellAttack,
    SpellInput,
    SpellScope,
    SpellTrigger,
)
from referee.engine.noxilia.spell_model import SpellSide as Camp

LATENT_SLOTS = 2
"""Latent spells the page offers under each unit or the zone (the API reads up to 3 under each, 8 in all)."""

CASTER = Side("l_", "source.unit", _("du lanceur ou de l'attaquant"), ("cac", "dist", "armure", "vie"),
              ("armure_act", "malus", "poison", "engagee", "res_mag", "resist", "resist_x", "solide", *OFFENCE,
               *NAMING))
TARGETS = tuple(Side(f"c{n}_", f"targets[{n - 1}].unit", format_lazy(_("de la cible {n}"), n=n),
                     ("armure", "vie", "poison", "cac"), ("armure_act", "malus", "engagee", *DEFENCE, *NAMING, "equip"))
                for n in (1, 2))
HOLDERS = (("l", "source", _("Sous le lanceur ou l'attaquant")),
           ("c1", "targets[0]", _("Sous la cible 1")), ("c2", "targets[1]", _("Sous la cible 2")),
           ("z", "zone", _("Sous la zone ciblée")))

TRIGGERS = ((SpellTrigger.SPELL.value, _("Un sort actif est lancé")), (SpellTrigger.ATTACK.value, _("Une attaque est déclarée")),
            (SpellTrigger.PLACE.value, _("Un sort latent est posé sous la cible 1")))
PAYERS = (("", _("du mana flottant")), (PlacementMana.SORCERER.value, _("le lanceur, qui s'engage")),
          (PlacementMana.OTHER.value, _("une autre unité ou un équipement")))
ATTACKS = ((SpellAttack.MELEE.value, _("Attaque au corps à corps")), (SpellAttack.RANGED.value, _("Attaque à distance")),
           (SpellAttack.CHARGE.value, "Charge"))
SCOPES = ((SpellScope.UNIT.value, _("une unité (ou plusieurs)")), (SpellScope.ZONE.value, _("une zone")),
          (SpellScope.BATTLEFIELD.value, _("tout le champ de bataille")))
CAMPS = ((Camp.ENEMY.value, _("ennemie")), (Camp.ALLY.value, _("alliée")))
CONDITIONS = ((LatentCondition.ATTACKED.value, _("l'unité est attaquée")),
              (LatentCondition.TARGETED.value, _("l'unité ou la zone est ciblée par un sort")),
              (LatentCondition.LATENT.value, _("en réaction à un autre sort latent")))
HITS = ((LatentHits.SOURCE.value, _("ce qui l'a déclenché")), (LatentHits.BEARER.value, _("l'unité sous laquelle il est")))
MAGIC = tuple(value for value, _label in MAGIC_TYPES)


def distinct(values: list[str]) -> dict[str, int]:
    """The colours ticked, each once: the page says which colours the caster produces, not how much."""
    parse = _choice(MAGIC)
    return dict.fromkeys((parse([v]) for v in texts(values)), 1)


def produced(value: Any) -> list[str]:
    return [colour for colour, amount in (value or {}).items() if amount]


def _latent_controls(prefix: str, path: str, holder: Any) -> list[Control]:
    controls = []
    for n in range(1, LATENT_SLOTS + 1):
        at, p = f"{path}.latents[{n - 1}]", f"{prefix}s{n}_"
        label = format_lazy(_("{holder}, sort latent {n}"), holder=holder, n=n)

        def named(what: Any, label: Any = label) -> Any:
            return format_lazy("{}, {}", label, what)

        controls += [
            Control(f"{p}cond", f"{at}.condition", named(_("déclenché quand")),
                    _choice(tuple(c.value for c in LatentCondition))),
            Control(f"{p}nom", f"{at}.name", named(_("nom"))),
            Control(f"{p}cout", f"{at}.cost", named(_("valeur de mana")), whole),
            Control(f"{p}rev", f"{at}.reveal", named(_("révélé")), _not_declined, show=_declined),
            Control(f"{p}deg", f"{at}.damage", named(_("dégâts")), whole),
            Control(f"{p}magie", f"{at}.magic_type", named(_("type de magie")), _choice(MAGIC)),
            Control(f"{p}vise", f"{at}.hits", named(_("vise")), _choice(tuple(h.value for h in LatentHits))),
            Control(f"{p}arm", f"{at}.armor_bonus", named(_("armure donnée")), whole),
            Control(f"{p}eng", f"{at}.engages", named(_("engage")), checked),
            Control(f"{p}annule", f"{at}.cancels", named(_("annule ce qui l'a déclenché")), checked),
            Control(f"{p}ign", f"{at}.ignores_armor", named(_("ignore l'armure")), checked),
        ]
    return controls


class SpellForm(Form):
    """The spell page: what happens, the spell, the caster or attacker, two targets, the latent spells."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if body is None:
            return None
        source = body.setdefault("source", {})
        if body.get("trigger") == SpellTrigger.ATTACK.value:
            for key in ("spell", "zone"):
                body.pop(key, None)
            source.pop("produces", None)
            source.pop("sorcier", None)
        else:
            body.pop("attack_kind", None)
        if body.get("trigger") != SpellTrigger.PLACE.value:
            body.pop("placement_mana", None)
        _finish_unit(source, "unit", CASTER)
        for index, target in enumerate(body.get("targets", [])):
            original = getattr(body, "moved", {}).get(f"targets[{index}]", f"targets[{index}]")
            _finish_unit(target, "unit", TARGETS[int(original[len("targets["):-1])])
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        shaped = dict(body)
        if body.get("source", {}).get("unit"):
            shaped["source"] = {**body["source"], "unit": _unfinish_unit(body["source"]["unit"])}
        shaped["targets"] = [{**t, "unit": _unfinish_unit(t.get("unit") or {})} for t in body.get("targets", [])]
        return super().query(shaped)


FORM = SpellForm(
    Control("declencheur", "trigger", _("Ce qui se passe"), _choice(tuple(t.value for t in SpellTrigger))),
    Control("attaque", "attack_kind", _("Type d'attaque"), _choice(tuple(v for v, _label in ATTACKS))),
    Control("pose_mana", "placement_mana", _("La pose est payée par"),
            _choice(tuple(m.value for m in PlacementMana))),
    Control("sort_nom", "spell.name", _("Nom du sort")),
    Control("sort_magie", "spell.magic_type", _("Couleur du sort"), _choice(MAGIC)),
    Control("sort_portee", "spell.scope", _("Portée du sort"), _choice(tuple(s.value for s in SpellScope))),
    Control("sort_degats", "spell.damage", _("Dégâts du sort"), whole),
    Control("sort_ignore", "spell.ignores_armor", _("Le sort ignore l'armure"), checked),
    Control("sort_engage", "spell.engages", _("Le sort engage ses cibles"), checked),
    Control("sorcier", "source.sorcier", "Sorcier", _not_declined, show=_declined),
    Control("produit", "source.produces", _("Mana produit par le lanceur"), distinct, show=produced),
    *CASTER.controls(),
    *[c for n, side in enumerate(TARGETS, 1) for c in (
        *side.controls(),
        Control(f"c{n}_camp", f"targets[{n - 1}].camp", format_lazy(_("Camp de la cible {n}"), n=n),
                _choice(tuple(v for v, _label in CAMPS))),
        Control(f"c{n}_cachee", f"targets[{n - 1}].face_down", format_lazy(_("Cible {n} face cachée"), n=n), checked),
        Control(f"c{n}_droiture", f"targets[{n - 1}].droiture", format_lazy(_("Droiture de la cible {n}"), n=n),
                checked),
        Control(f"c{n}_rempart", f"targets[{n - 1}].across_rampart",
                format_lazy(_("Un rempart entre le lanceur et la cible {n}"), n=n), checked))],
    Control("z_camp", "zone.camp", _("Camp de la zone ciblée"), _choice(tuple(v for v, _label in CAMPS))),
    *[c for prefix, path, holder in HOLDERS for c in _latent_controls(prefix, path, holder)],
)


def _options(options: Any, current: str) -> list[dict]:
    return [{"value": v, "label": label, "selected": v == current} for v, label in options]


def _get(params: QueryDict, name: str) -> str:
    return params.get(name, "").strip()


def _latent_slots(params: QueryDict, prefix: str) -> list[dict]:
    slots = []
    for n in range(1, LATENT_SLOTS + 1):
        p = f"{prefix}s{n}_"
        slots.append({
            "n": n, "prefix": p, "open": any(_get(params, f"{p}{k}") for k in ("cond", "nom", "deg", "arm")),
            "conditions": _options((("", "—"), *CONDITIONS), _get(params, f"{p}cond")),
            "hits": _options((("", HITS[0][1]), *HITS[1:]), _get(params, f"{p}vise")),
            "magic_types": _options((("", "—"), *MAGIC_TYPES), _get(params, f"{p}magie")),
            "name": _get(params, f"{p}nom"), "cost": _get(params, f"{p}cout"), "damage": _get(params, f"{p}deg"),
            "armor": _get(params, f"{p}arm"), "hidden": _get(params, f"{p}rev") == "non",
            "engages": _get(params, f"{p}eng") == "1", "cancels": _get(params, f"{p}annule") == "1",
            "ignores": _get(params, f"{p}ign") == "1"})
    return slots


def page_context(params: QueryDict) -> dict:
    produced = set(params.getlist("produit"))
    targets = []
    for n, side in enumerate(TARGETS, 1):
        unit = _fieldset(params, side, f"cible{n}", format_lazy(_("Cible {n}"), n=n))
        # A blank camp is the engine's default (enemy): a target left empty is not made by its select.
        camps = _options((("", CAMPS[0][1]), *CAMPS[1:]), _get(params, f"c{n}_camp"))
        targets.append({"n": n, "unit": unit, "camps": camps,
                        "face_down": _get(params, f"c{n}_cachee") == "1",
                        "droiture": _get(params, f"c{n}_droiture") == "1",
                        "rampart": _get(params, f"c{n}_rempart") == "1"})
    return {
        "triggers": _options(TRIGGERS, _get(params, "declencheur")),
        "attacks": _options(ATTACKS, _get(params, "attaque")),
        "payers": _options(PAYERS, _get(params, "pose_mana")),
        "magic_types": _options((("", "—"), *MAGIC_TYPES), _get(params, "sort_magie")),
        "scopes": _options(SCOPES, _get(params, "sort_portee")),
        "produced": [{"value": v, "label": label, "checked": v in produced} for v, label in MAGIC_TYPES],
        "caster": _fieldset(params, CASTER, "lanceur", _("Le lanceur ou l'attaquant")),
        "targets": targets,
        "zone_camps": _options(CAMPS, _get(params, "z_camp")),
        "holders": [{"prefix": prefix, "legend": legend, "slots": _latent_slots(params, prefix)}
                    for prefix, _path, legend in HOLDERS],
        "outcome_details": "calculators/noxilia_spell_outcome.html",
    }


# « Lancer un sort » and « Sorts latents »: a Mage casts an infernal spell of 4 damage on a Garde, whose player
# reveals two latent spells the spell sets off (the book prints no spell card: these values are the tests' own).
EXAMPLE = {
    "source": {"unit": {"name": "Mage", "armor": 1, "life": 3}, "produces": {"infernal": 1}},
    "spell": {"name": "Boule de feu", "magic_type": "infernal", "damage": 4},
    "targets": [{"unit": {"name": "Garde", "armor": 2, "life": 4},
                 "latents": [{"name": "Bouclier runique", "condition": "sort", "cost": 1, "armor_bonus": 2},
                             {"name": "Ronces", "condition": "sort", "cost": 2, "damage": 2,
                              "magic_type": "nature"}]}],
}

CALCULATOR = Calculator(
    game="noxilia",
    slug="sort",
    api_slug="spell",
    title=_("Noxilia — sort et sorts latents"),
    description=_("Un sort actif lancé, ou une attaque déclarée, et les sorts latents qu'ils déclenchent : les étapes "
                  "pour lancer un sort, ses cibles, qui décide de révéler chaque sort latent, dans quel ordre ils se "
                  "résolvent, et l'état des unités après chaque étape."),
    input=SpellInput,
    check=spell.check_spell,
    resolve=spell.resolve_spell,
    form=FORM,
    template="calculators/noxilia_spell.html",
    page_context=page_context,
    example=EXAMPLE,
)
