"""Noxilia: POST /api/v1/calculators/noxilia/attack/ and …/turn/, and their two pages.

* /calculateurs/noxilia/attaque/ — one attack, spell or cost on a unit: what remains of each unit.
* /calculateurs/noxilia/tours/ — a unit and what happens to it this turn, followed over 1 to 5 turns.

The pages are GET forms with short French parameters (``c_vie=4``, ``adv_cac=5``), declared below.
Their layout differs from the JSON's where a page is simpler than the API: the kind of attack
decides which units are read (a spell has no attacker), one « Résistance [type] » select and its X
make one entry of ``type_resistances``, and on the turns page the unit followed is the target or
the attacker as the « rôle » says. The two forms below arrange the body accordingly, and record
where each unit came from so that an error names the control as the page labels it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, checked, text, whole
from referee.calculators.translation import QueryDict, format_lazy, gettext, lazy, ngettext, pgettext_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine import noxilia as engine
from referee.engine.noxilia import phrasebook as say
from referee.engine.trace import InvalidInput

# --- One unit's controls ------------------------------------------------------------------------


def _first(values: list[str]) -> list[int]:
    """« Aura attaque X »: one number, as « seule la plus élevée est prise en compte »."""
    return [whole(values)]


def _highest(value: Any) -> list[str]:
    return [str(max(value))] if value else []


def _equipment(values: list[str]) -> list[str]:
    return [item.strip()[:engine.MAX_NAME] for item in values[0].split(",") if item.strip()]


def _listed(value: Any) -> list[str]:
    return [", ".join(value)] if value else []


def _name(values: list[str]) -> str:
    return text(values)[:engine.MAX_NAME]


def _choice(accepted: tuple[str, ...]) -> Callable[[list[str]], str]:
    def parse(values: list[str]) -> str:
        value = values[0].strip()
        if value not in accepted:
            raise FormValueError(gettext("Choisissez l'une des valeurs de la liste."))
        return value
    return parse


@dataclass(frozen=True)
class Field:
    """One input of a unit's fieldset: ``param`` (GET name, after the unit's prefix) → ``key`` of the JSON."""

    param: str
    key: str
    label: str
    widget: str  # "int", "check", "text", "select"
    choices: tuple[tuple[str, str], ...] = ()
    signed: bool = False
    parse: Callable[[list[str]], Any] | None = None
    show: Callable[[Any], list[str]] | None = None

    @property
    def parser(self) -> Callable[[list[str]], Any]:
        if self.parse is not None:
            return self.parse
        return {"int": whole, "check": checked, "text": text}.get(self.widget, text)


# The mana types as the steps name them (the phrasebook in force when the page is drawn).
MAGIC_TYPES = tuple((m.value, lazy(lambda m: say.MAGIC_TYPE[m], str)(m)) for m in engine.MagicType)
RIPOSTES = (("", _("aucune")), ("riposte", "Riposte"), ("riposte-eclair", "Riposte éclair"))
GENDERS = (("", "—"), ("m", _("masculin")), ("f", _("féminin")))

# The game's keywords (Riposte, Poison X, Esquive, Solide…) keep their French names in every language.
FIELDS = {f.param: f for f in (
    Field("cac", "melee", _("Attaque (CAC)"), "int"),
    Field("dist", "ranged", _("Attaque distance"), "int"),
    Field("armure", "armor", _("Armure"), "int"),
    Field("vie", "life", _("Vie"), "int"),
    Field("poison", "poison_markers", _("Marqueurs poison"), "int"),
    Field("armure_act", "current_armor", _("Armure actuelle"), "int", signed=True),
    Field("malus", "armor_malus", _("Dont malus du tour"), "int"),
    Field("regen", "regeneration", "Régénération X", "int"),
    Field("vie_max", "max_life", _("Vie imprimée"), "int"),
    Field("riposte", "riposte", "Riposte", "select", RIPOSTES, parse=_choice(tuple(v for v, _label in RIPOSTES[1:]))),
    Field("instinct", "instinctive_riposte", "Riposte instinctive X", "int"),
    Field("poison_x", "poison", "Poison X", "int"),
    Field("aura", "auras", "Aura attaque X", "int", parse=_first, show=_highest),
    Field("charge_x", "charge", "Charge X", "int"),
    Field("res_mag", "magic_resistance", "Résistance magique X", "int"),
    Field("resist", "type_resistances", _("Résistance [type]"), "select", (("", _("aucune")), *MAGIC_TYPES),
          parse=_choice(tuple(v for v, _label in MAGIC_TYPES)), show=lambda value: []),
    Field("resist_x", "resistance_x", _("X de la Résistance"), "int", show=lambda value: []),
    Field("freres", "brothers_in_arms_nearby", _("Autres frères d'arme"), "int"),
    Field("sang_morts", "blood_brothers_fallen", _("Frères de sang morts"), "int"),
    Field("engagee", "engaged", _("Déjà engagée"), "check"),
    Field("transp", "piercing_attack", "Attaque transperçante", "check"),
    Field("furtive", "stealth_attack", "Attaque furtive", "check"),
    Field("incap", "crippling_attack", "Attaque incapacitante", "check"),
    Field("frere_arme", "brother_in_arms", "Frère d'arme", "check"),
    Field("frere_sang", "blood_brother", _("Frère de sang (son malus d'armure dans l'armure actuelle)"), "check"),
    Field("esquive", "esquive", "Esquive", "check"),
    Field("esquive_utilisee", "esquive_used", _("Esquive déjà utilisée dans la partie"), "check"),
    Field("solide", "solide", "Solide", "check"),
    Field("nom", "name", _("Nom (facultatif)"), "text", parse=_name),
    Field("genre", "gender", _("Genre du nom"), "select", GENDERS, parse=_choice(("m", "f"))),
    Field("equip", "equipment", _("Équipements (séparés par des virgules)"), "text", parse=_equipment, show=_listed),
)}
RESISTANCE_X = "resistance_x"
"""Where the page puts the X of its « Résistance [type] » until the form makes the entry of type_resistances."""


@dataclass(frozen=True)
class Side:
    """One unit of a page: its parameter prefix, the place of its values in the form's body, its inputs
    (``main`` always shown, ``more`` folded away on a phone)."""

    prefix: str
    path: str
    of: str  # how labels name it: "de la cible", "de l'attaquant"…
    main: tuple[str, ...]
    more: tuple[str, ...]

    def params(self) -> list[str]:
        return [self.prefix + p for p in (*self.main, *self.more)]

    def controls(self) -> list[Control]:
        return [Control(self.prefix + p, f"{self.path}.{FIELDS[p].key}",
                        format_lazy(_("{label} {of}"), label=FIELDS[p].label, of=self.of),
                        FIELDS[p].parser, show=FIELDS[p].show) for p in (*self.main, *self.more)]


OFFENCE = ("aura", "charge_x", "poison_x", "freres", "sang_morts", "transp", "furtive", "incap", "frere_arme",
           "frere_sang")
DEFENCE = ("riposte", "instinct", "poison_x", "aura", "res_mag", "resist", "resist_x", "freres", "sang_morts",
           "esquive", "esquive_utilisee", "frere_arme", "frere_sang", "solide")
EVERYTHING = ("riposte", "instinct", "poison_x", "aura", "charge_x", "res_mag", "resist", "resist_x", "freres",
              "sang_morts", "transp", "furtive", "incap", "esquive", "esquive_utilisee", "frere_arme", "frere_sang",
              "solide")
NAMING = ("nom", "genre")

ATTACKER = Side("a_", "attacker", _("de l'attaquant"), ("cac", "dist", "armure", "vie"),
                ("armure_act", "malus", "poison", "engagee", *OFFENCE, *NAMING, "equip"))
TARGET = Side("c_", "target", _("de la cible"), ("armure", "vie", "poison", "cac"),
              ("armure_act", "malus", "engagee", *DEFENCE, *NAMING, "equip"))
FOLLOWED = Side("", "followed", _("de l'unité suivie"), ("armure", "vie", "poison", "cac"),
                ("dist", "armure_act", "malus", "regen", "vie_max", "engagee", *EVERYTHING, *NAMING, "equip"))
ADVERSARY = Side("adv_", "adversary", _("de l'adversaire"), ("cac", "dist", "armure", "vie"),
                 ("armure_act", "malus", "poison", "engagee", *EVERYTHING, *NAMING))
"""On the turns page, the two units are the one followed and its adversary: which is the target is the rôle's."""

# The attack itself, on both pages.
KINDS = (("", _("Attaque au corps à corps")), ("distance", _("Attaque à distance")), ("charge", "Charge"),
         ("magie", _("Sort (dégâts magiques)")), ("cout", _("Dégâts payés en coût")))
MELEE, CHARGE = engine.AttackKind.MELEE.value, engine.AttackKind.CHARGE.value
SPELL_KINDS = (engine.AttackKind.MAGIC.value, engine.AttackKind.COST.value)
ATTACK_KINDS = tuple(k.value for k in engine.AttackKind)
BLANK_ARMOR = 0
"""A blank armor is no armor; every other blank number is left out (the engine's default: 0, none)."""


def _not_declined(values: list[str]) -> bool:
    return values[0] != "non"


def _declined(value: Any) -> list[str]:
    return [] if value else ["non"]


def _yes(values: list[str]) -> bool:
    return values[0] == "oui"


def _shown_yes(value: Any) -> list[str]:
    return ["oui"] if value else []


def attack_controls(at: str, target: str) -> list[Control]:
    """The attack's own controls: its kind, a spell's damage and magic, Marche rapide, the target's choices.
    ``at``: where the attack's fields go in the body; ``target``: where the target's choices go."""
    prefix = f"{at}." if at else ""
    return [
        Control("type", f"{prefix}kind", _("Type d'attaque"), _choice(ATTACK_KINDS)),
        Control("degats", f"{prefix}damage", _("Dégâts"), whole),
        Control("magie", f"{prefix}magic_type", _("Type de magie"), _choice(tuple(v for v, _label in MAGIC_TYPES))),
        Control("ignore_armure", f"{prefix}spell_ignores_armor", _("Le sort ignore l'armure"), checked),
        # Ticking « avec Marche rapide » says that the attacker has the ability and uses it.
        Control("marche", f"{prefix}fast_march", _("Avec Marche rapide"), checked),
        Control("riposter", f"{target}.ripostes", "Riposte", _not_declined, show=_declined),
        # Choosing to dodge says that the target has Esquive; the engine checks it is not spent.
        Control("esquiver", f"{target}.dodges", "Esquive", _yes, show=_shown_yes),
        Control("esquiver", f"{target}.esquive", "Esquive", _yes, show=lambda value: []),
    ]


def _finish_unit(body: dict, key: str, side: Side) -> None:
    """A unit of the page: a blank armor is 0, a life is required, its resistance is one entry."""
    unit = body.setdefault(key, {})
    unit.setdefault("armor", BLANK_ARMOR)
    magic_type, x = unit.pop("type_resistances", None), unit.pop(RESISTANCE_X, None)
    if magic_type is not None and x is None:
        raise InvalidInput(f"{side.path}.type_resistances",
                           gettext("%(resistance)s : indiquez son X.")
                           % {"resistance": say.RESISTANCE[engine.MagicType(magic_type)]}, engine.TYPE_RESISTANCE)
    if x is not None and magic_type is None:
        raise InvalidInput(f"{side.path}.type_resistances", gettext("Choisissez le type de magie que la Résistance réduit."),
                           engine.TYPE_RESISTANCE)
    if magic_type is not None:
        unit["type_resistances"] = {magic_type: x}
    if "life" not in unit:
        raise InvalidInput(f"{side.path}.life", gettext("Indiquez une vie d'au moins 1 (une unité à 0 est morte)."),
                           engine.LIFE)


def _unfinish_unit(unit: dict) -> dict:
    """The inverse for one unit: its first resistance back to the select and its X."""
    unit = dict(unit)
    resistances = unit.pop("type_resistances", None) or {}
    for magic_type, x in list(resistances.items())[:1]:
        unit["type_resistances"], unit[RESISTANCE_X] = magic_type, x
    return unit


def _attack_fields(attack: dict, kind: str) -> None:
    """What the page ignores for this kind: an attack's damage comes from its attacker, Marche rapide
    goes with a charge, a spell or a cost has no attacker."""
    if kind in SPELL_KINDS:
        attack.pop("attacker", None)
        attack.pop("fast_march", None)
    else:
        for key in ("damage", "magic_type", "spell_ignores_armor"):
            attack.pop(key, None)
        if attack.pop("fast_march", False) and kind == CHARGE:
            attack["fast_march"] = attack["attacker"]["fast_march"] = True


# --- The attack page -------------------------------------------------------------------------------


class AttackForm(Form):
    """/calculateurs/noxilia/attaque/: the attacker (``a_``), the target (``c_``), the attack."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if body is None:
            return None
        kind = body.setdefault("kind", MELEE)
        _finish_unit(body, "target", TARGET)
        if kind not in SPELL_KINDS:
            _finish_unit(body, "attacker", ATTACKER)
        _attack_fields(body, kind)
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        shaped = {**body, **{key: _unfinish_unit(body[key]) for key in ("target", "attacker") if body.get(key)}}
        return super().query(shaped)


ATTACK_FORM = AttackForm(*attack_controls("", "target"), *ATTACKER.controls(), *TARGET.controls())


# --- The turns page --------------------------------------------------------------------------------


class TurnsForm(Form):
    """/calculateurs/noxilia/tours/: the unit followed (no prefix), its adversary (``adv_``), the attack."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if body is None:
            return None
        assert isinstance(body, Body)
        followed, adversary = body.pop("followed", {}), body.pop("adversary", {})
        attack = body.pop("attack", {})
        choices = body.pop("choices", {})
        kind = attack.get("kind")
        if kind is None:
            body["unit"] = followed
            _finish_unit(body, "unit", FOLLOWED)
            body.moved["unit"] = "followed"
            return body
        by_attacker = body.get("follow") == engine.Role.ATTACKER.value and kind not in SPELL_KINDS
        attack["target"], attack["attacker"] = (adversary, followed) if by_attacker else (followed, adversary)
        attack["target"].update(choices)
        target_side, attacker_side = (ADVERSARY, FOLLOWED) if by_attacker else (FOLLOWED, ADVERSARY)
        _finish_unit(attack, "target", target_side)
        if kind not in SPELL_KINDS:
            _finish_unit(attack, "attacker", attacker_side)
        _attack_fields(attack, kind)
        body["attack"] = attack
        body.moved["attack.target"] = target_side.path
        body.moved["attack.attacker"] = attacker_side.path
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        shaped: dict[str, Any] = {k: v for k, v in body.items() if k not in ("unit", "attack")}
        if body.get("unit"):
            shaped["followed"] = _unfinish_unit(body["unit"])
        attack = body.get("attack")
        if attack:
            by_attacker = body.get("follow") == engine.Role.ATTACKER.value
            followed, adversary = ((attack.get("attacker"), attack.get("target")) if by_attacker
                                   else (attack.get("target"), attack.get("attacker")))
            shaped["attack"] = {k: v for k, v in attack.items() if k not in ("target", "attacker")}
            shaped["followed"] = _unfinish_unit(followed or {})
            shaped["adversary"] = _unfinish_unit(adversary or {})
            target = attack.get("target") or {}
            shaped["choices"] = {k: target[k] for k in ("ripostes", "dodges") if k in target}
        return super().query(shaped)


TURNS_FORM = TurnsForm(
    Control("tours", "turns", _("Suivre sur"), whole),
    Control("repli", "retreat", _("Repli ce tour"), checked),
    Control("role", "follow", _("L'unité suivie"), _choice(tuple(r.value for r in engine.Role))),
    *attack_controls("attack", "choices"),
    *FOLLOWED.controls(), *ADVERSARY.controls(),
)


# --- What the templates show: the inputs with their values (the result's tables: _noxilia_states.html)


def _filled(params: QueryDict, names: list[str]) -> bool:
    return any(params.get(name, "").strip() for name in names)


def _inputs(params: QueryDict, side: Side, names: tuple[str, ...]) -> list[dict]:
    inputs = []
    for param in names:
        field = FIELDS[param]
        name = side.prefix + param
        value = params.get(name, "")
        inputs.append({"name": name, "id": f"f-{name}", "label": field.label, "widget": field.widget, "value": value,
                       "checked": value == "1", "signed": field.signed,
                       "choices": [{"value": v, "label": lab, "selected": v == value} for v, lab in field.choices]})
    return inputs


def _fieldset(params: QueryDict, side: Side, fieldset_id: str, legend: str, css: str = "") -> dict:
    more = _inputs(params, side, side.more)
    return {"id": fieldset_id, "legend": legend, "css": css, "of": side.of,
            "main": _inputs(params, side, side.main),
            "more_grid": [i for i in more if i["widget"] in ("int", "select")],
            "more_checks": [i for i in more if i["widget"] == "check"],
            "more_texts": [i for i in more if i["widget"] == "text"],
            "open": _filled(params, [side.prefix + p for p in side.more])}


def _choices(options: tuple[tuple[str, str], ...], current: str) -> list[dict]:
    return [{"value": v, "label": label, "selected": v == current} for v, label in options]


def _attack_context(params: QueryDict, kinds: tuple[tuple[str, str], ...], current: str) -> dict:
    return {"kinds": _choices(kinds, current),
            "magic_types": _choices((("", "—"), *MAGIC_TYPES), params.get("magie", "")),
            "outcome_details": "calculators/_noxilia_states.html"}


def attack_page_context(params: QueryDict) -> dict:
    kind = params.get("type", "")
    return {**_attack_context(params, KINDS, "" if kind == MELEE else kind),
            "units": [_fieldset(params, ATTACKER, "attaquant", _("Attaquant"), "nox-unit-attack"),
                      _fieldset(params, TARGET, "cible", _("Cible"))]}


TURN_EXAMPLE = "?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5"
DEFAULT_TURNS = 2  # the choice left blank: the engine's default
MAX_PAGE_TURNS = 5


def turn_page_context(params: QueryDict) -> dict:
    role = params.get("role", "")
    kinds = (("", _("aucune")), (MELEE, KINDS[0][1]), *KINDS[1:])
    turns = tuple((str(n) if n != DEFAULT_TURNS else "", ngettext("%(n)d tour", "%(n)d tours", n) % {"n": n})
                  for n in range(1, MAX_PAGE_TURNS + 1))
    return {**_attack_context(params, kinds, params.get("type", "")),
            "roles": _choices((("", _("en est la cible")), ("attaquant", pgettext_lazy("the unit followed", "attaque"))), role),
            "turn_counts": _choices(turns, params.get("tours", "")),
            "example_url": f"/calculateurs/noxilia/tours/{TURN_EXAMPLE}",
            "units": [_fieldset(params, FOLLOWED, "unite", _("L'unité suivie")),
                      _fieldset(params, ADVERSARY, "adversaire", _("Son adversaire"), "nox-unit-attack")]}


ATTACK = Calculator(
    game="noxilia",
    slug="attaque",
    api_slug="attack",
    title=_("Noxilia — attaque"),
    description=_("Une attaque au corps à corps, à distance, une charge, un sort ou des dégâts payés en coût : "
                  "l'armure absorbe d'abord, le reste passe sur la vie ; poison, ripostes, esquive, résistances ; "
                  "ce qui reste de chaque unité."),
    input=engine.AttackInput,
    check=engine.check_attack,
    resolve=engine.resolve_attack,
    form=ATTACK_FORM,
    template="calculators/noxilia_attack.html",
    page_context=attack_page_context,
    example={"kind": "corps-a-corps",
             "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5, "poison": 2},
             "target": {"name": "Garde", "melee": 2, "armor": 3, "life": 4, "riposte": "riposte"}},
)

TURN = Calculator(
    game="noxilia",
    slug="tours",
    api_slug="turn",
    title=_("Noxilia — fil des tours"),
    description=_("Une unité et ce qui lui arrive ce tour (repli, attaque subie ou portée), suivie sur 1 à 5 tours : "
                  "poison en fin de tour, régénération, dégagement et armure réinitialisée au début du suivant."),
    input=engine.TurnInput,
    check=engine.check_turns,
    resolve=engine.resolve_turns,
    form=TURNS_FORM,
    template="calculators/noxilia_turns.html",
    page_context=turn_page_context,
    example={"turns": 2, "follow": "cible",
             "attack": {"kind": "charge", "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5},
                        "target": {"name": "Garde", "armor": 3, "life": 4, "poison_markers": 2}}},
)
