"""Noxilia: POST /api/v1/calculators/noxilia/attack/ and …/turn/, and their two pages.

* /calculateurs/noxilia/attaque/ — one attack, spell or cost on a unit: what remains of each unit.
* /calculateurs/noxilia/tours/ — a unit and what happens to it this turn, followed over 1 to 5 turns.

The pages are GET forms with short French parameters (``c_vie=4``, ``adv_cac=5``): a blank field is
left out of the JSON, so the engine's default applies, and the engine validates the rules.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from django.http import QueryDict
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from referee.calculators.base import Calculator, int_param
from referee.engine import noxilia as engine
from referee.engine.trace import InvalidInput

# « Une zone ne peut contenir plus de 5 unités de chaque joueur » (Règles générales): a spell on a
# zone hits at most 10; equipment and auras on one unit, a limit of this tool.
MAX_MASS_TARGETS, MAX_ATTACHED = 10, 8

# ---------------------------------------------------------------------------------------------
# The API's request bodies (they document /api/v1/docs/; the engine validates the rules)
# ---------------------------------------------------------------------------------------------

RESISTANCES_SCHEMA = {
    "oneOf": [
        {"type": "object", "additionalProperties": {"type": "integer"}, "example": {"infernal": 2}},
        {"type": "array", "items": {"type": "object", "required": ["magic_type", "value"], "properties": {
            "magic_type": {"type": "string", "enum": [m.value for m in engine.MagicType]},
            "value": {"type": "integer"}}}},
    ]
}


@extend_schema_field(RESISTANCES_SCHEMA)
class TypeResistancesField(serializers.JSONField):
    """``{"infernal": 2}`` or ``[{"magic_type": "infernal", "value": 2}]``: the engine reads both."""


def _choice(values, help_text: str, **kwargs) -> serializers.ChoiceField:
    """A choice whose error lists the accepted values, as the engine's own errors do."""
    accepted = ", ".join(values)
    return serializers.ChoiceField(choices=list(values), help_text=help_text, error_messages={
        "invalid_choice": f"Valeur inconnue « {{input}} » ; valeurs acceptées : {accepted}."}, **kwargs)


def _count(help_text: str) -> serializers.IntegerField:
    return serializers.IntegerField(required=False, help_text=help_text)


def _flag(help_text: str) -> serializers.BooleanField:
    return serializers.BooleanField(required=False, help_text=help_text)


class NoxiliaUnitSerializer(serializers.Serializer):
    name = serializers.CharField(required=False, max_length=60,
                                 help_text="Le nom de l'unité dans les étapes (« Chevalier noir ») ; par défaut "
                                           "« Attaquant », « Cible » ou « Unité ».")
    melee = _count("Attaque au corps à corps : ses dégâts de CAC, avant modificateurs (0 par défaut).")
    ranged = _count("Attaque distance : ses dégâts à distance ; 0 (par défaut) si elle n'en a pas.")
    armor = serializers.IntegerField(help_text="Armure : le score de l'unité, auquel l'armure revient au début de "
                                               "chaque tour (équipements compris).")
    current_armor = serializers.IntegerField(
        required=False, allow_null=True,
        help_text="L'armure actuelle, marqueurs compris, négative si besoin (repli, frère de sang… déjà subis "
                  "ce tour) ; absente ou null : égale à 'armor'. Le malus de la charge calculée est ajouté par le "
                  "calcul.")
    life = serializers.IntegerField(help_text="Vie actuelle, au moins 1 (une unité à 0 ou moins est morte).")
    max_life = serializers.IntegerField(required=False, allow_null=True,
                                        help_text="Vie imprimée, si connue : la régénération au-delà est signalée.")
    poison_markers = _count("Marqueurs de poison déjà portés (0 par défaut).")
    engaged = _flag("L'unité est engagée (carte tournée à 90°) : elle ne peut pas attaquer.")
    equipment = serializers.ListField(max_length=MAX_ATTACHED, child=serializers.CharField(), required=False,
                                      help_text="Équipements et trésors portés : lâchés dans sa zone si elle meurt.")
    auras = serializers.ListField(max_length=MAX_ATTACHED, child=serializers.IntegerField(), required=False,
                                  help_text="Le X de chaque Aura attaque X dont elle bénéficie ce tour (pour une "
                                            "charge : celles de la zone de départ) ; seule la plus élevée compte.")
    brother_in_arms = _flag("Capacité Frère d'arme.")
    brothers_in_arms_nearby = _count("Nombre d'autres unités Frère d'arme dans sa zone (il en faut 2 pour le +1).")
    blood_brother = _flag("Capacité Frère de sang.")
    blood_brothers_fallen = _count("Nombre d'autres unités Frère de sang mortes dans sa zone ce tour (+2 chacune) ; "
                                   "le malus d'armure correspondant va dans 'current_armor'.")
    charge = _count("Charge X : X dégâts de plus lors d'une action de charge ; 0 si elle ne l'a pas.")
    fast_march = _flag("Capacité Marche rapide (requise pour une charge à distance 2).")
    piercing_attack = _flag("Capacité Attaque transperçante : ses attaques ignorent l'armure.")
    stealth_attack = _flag("Capacité Attaque furtive : ses cibles ne peuvent riposter d'aucune manière.")
    crippling_attack = _flag("Capacité Attaque incapacitante : une cible touchée à la vie devient engagée.")
    mass_attack = _count("Attaque de masse X : jusqu'à X cibles (voir 'mass_targets') ; 0 si elle ne l'a pas.")
    poison = _count("Poison X : complète les marqueurs de la victime jusqu'à X si elle perd de la vie ; 0 si elle "
                    "ne l'a pas.")
    riposte = _choice([k.value for k in engine.RiposteKind], required=False, allow_null=True,
                      help_text="Sa riposte, si elle en a une : « riposte » (après l'attaque, si elle survit) "
                                "ou « riposte-eclair » (avant les dégâts de l'attaquant).")
    instinctive_riposte = _count("Riposte instinctive X : X dégâts automatiques à son assaillant ; 0 si elle ne l'a pas.")
    esquive = _flag("Capacité Esquive (annuler une attaque au corps à corps, une fois par partie).")
    esquive_used = _flag("Elle a déjà utilisé son Esquive dans la partie.")
    magic_resistance = _count("Résistance magique X : ôte X à chaque dégât magique ; 0 si elle ne l'a pas.")
    type_resistances = TypeResistancesField(
        required=False,
        help_text="Ses Résistances [type] X : {\"infernal\": 2} ou [{\"magic_type\": \"infernal\", \"value\": 2}] ; "
                  "types : " + ", ".join(m.value for m in engine.MagicType) + ".")
    solide = _flag("Capacité Solide : ne peut être engagée par une capacité adverse ; ses attaques ne peuvent être "
                   "redirigées.")
    guardian_angel = _flag("Capacité Ange gardien (pour l'unité donnée dans 'guardian').")
    regeneration = _count("Régénération X : X points de vie à chaque début de tour ; 0 si elle ne l'a pas.")
    ripostes = _flag("Choix de son joueur : prendre la Riposte ou la Riposte éclair permise (true par défaut). "
                     "La Riposte instinctive est automatique.")
    dodges = _flag("Choix de son joueur : annuler cette attaque avec son Esquive (false par défaut).")


ATTACK_KIND_HELP = ("Comment viennent les dégâts : « corps-a-corps », « distance », « charge » (-1 armure pour "
                    "l'attaquant, aucune riposte), « magie » (un sort : 'damage' et 'magic_type'), « cout » (dégâts "
                    "payés en coût, qui ignorent l'armure).")


class NoxiliaAttackRequestSerializer(serializers.Serializer):
    kind = _choice([k.value for k in engine.AttackKind], ATTACK_KIND_HELP)
    target = NoxiliaUnitSerializer(help_text="L'unité attaquée (pour une Attaque de masse, la première).")
    attacker = NoxiliaUnitSerializer(required=False, allow_null=True,
                                     help_text="L'unité qui attaque : requise pour une attaque ou une charge, absente "
                                               "pour un sort ou un coût.")
    mass_targets = NoxiliaUnitSerializer(many=True, max_length=MAX_MASS_TARGETS, required=False,
                                         help_text="Attaque de masse X : les cibles suivantes, attaquées l'une après "
                                                   "l'autre après 'target' (au plus X - 1).")
    guardian = NoxiliaUnitSerializer(required=False, allow_null=True,
                                     help_text="Un Ange gardien allié de la cible, dans sa zone, qui détourne l'attaque "
                                               "sur lui ('guardian_angel' à true).")
    fast_march = _flag("La charge se fait avec Marche rapide (distance 2, -2 armure en tout) ; l'attaquant doit "
                       "avoir la capacité.")
    damage = serializers.IntegerField(required=False, allow_null=True,
                                      help_text="Les dégâts d'un sort ou d'un coût (0 ou plus) ; ceux d'une attaque "
                                                "viennent de l'attaquant.")
    magic_type = _choice([m.value for m in engine.MagicType], required=False, allow_null=True,
                         help_text="Le type de mana d'un sort (pour les Résistances [type] X).")
    spell_ignores_armor = _flag("Le sort précise qu'il ignore l'armure (sinon l'armure absorbe aussi les dégâts "
                                "magiques).")


class NoxiliaTurnRequestSerializer(serializers.Serializer):
    turns = serializers.IntegerField(required=False, help_text="Nombre de tours suivis, de 1 à 5 (2 par défaut) : "
                                                               "chacun finit (poison) et ouvre le suivant "
                                                               "(régénération, dégagement, armure réinitialisée).")
    unit = NoxiliaUnitSerializer(required=False, allow_null=True,
                                 help_text="L'unité suivie, si elle n'est pas dans une attaque ce tour ; sinon, "
                                           "donnez 'attack' et 'follow'.")
    attack = NoxiliaAttackRequestSerializer(required=False, allow_null=True,
                                            help_text="Une attaque de ce tour où figure l'unité suivie (le corps de "
                                                      "POST …/noxilia/attack/).")
    follow = _choice([r.value for r in engine.Role], required=False,
                     help_text="L'unité de 'attack' suivie : « cible » (par défaut) ou « attaquant ».")
    retreat = _flag("L'unité suivie a fait un Repli ce tour, avant l'attaque s'il y en a une (-1 armure, engagée).")


# ---------------------------------------------------------------------------------------------
# The pages' forms: short French GET parameters → the API's JSON
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """One input of a unit's fieldset: ``param`` (GET name, after the unit's prefix) → ``key`` of the JSON."""

    param: str
    key: str
    label: str
    widget: str  # "int", "check", "text", "select"
    choices: tuple[tuple[str, str], ...] = ()
    signed: bool = False


MAGIC_TYPES = tuple((m.value, m.value.capitalize()) for m in engine.MagicType)
# A blank armor is no armor; every other blank number is left out (the engine's default: 0, none).
ARMOR_IF_BLANK = 0

FIELDS = {f.param: f for f in (
    Field("cac", "melee", "Attaque (CAC)", "int"),
    Field("dist", "ranged", "Attaque distance", "int"),
    Field("armure", "armor", "Armure", "int"),
    Field("vie", "life", "Vie", "int"),
    Field("poison", "poison_markers", "Marqueurs poison", "int"),
    Field("armure_act", "current_armor", "Armure actuelle", "int", signed=True),
    Field("regen", "regeneration", "Régénération X", "int"),
    Field("vie_max", "max_life", "Vie imprimée", "int"),
    Field("riposte", "riposte", "Riposte", "select",
          choices=(("", "aucune"), ("riposte", "Riposte"), ("riposte-eclair", "Riposte éclair"))),
    Field("instinct", "instinctive_riposte", "Riposte instinctive X", "int"),
    Field("poison_x", "poison", "Poison X", "int"),
    Field("aura", "auras", "Aura attaque X", "int"),
    Field("charge_x", "charge", "Charge X", "int"),
    Field("res_mag", "magic_resistance", "Résistance magique X", "int"),
    Field("resist", "type_resistances", "Résistance [type]", "select", choices=(("", "aucune"), *MAGIC_TYPES)),
    Field("resist_x", "type_resistances", "… de X", "int"),
    Field("freres", "brothers_in_arms_nearby", "Autres frères d'arme", "int"),
    Field("sang_morts", "blood_brothers_fallen", "Frères de sang morts", "int"),
    Field("engagee", "engaged", "Déjà engagée", "check"),
    Field("transp", "piercing_attack", "Attaque transperçante", "check"),
    Field("furtive", "stealth_attack", "Attaque furtive", "check"),
    Field("incap", "crippling_attack", "Attaque incapacitante", "check"),
    Field("frere_arme", "brother_in_arms", "Frère d'arme", "check"),
    Field("frere_sang", "blood_brother", "Frère de sang (son malus d'armure dans l'armure actuelle)", "check"),
    Field("esquive", "esquive", "Esquive", "check"),
    Field("esquive_utilisee", "esquive_used", "Esquive déjà utilisée dans la partie", "check"),
    Field("solide", "solide", "Solide", "check"),
    Field("nom", "name", "Nom (facultatif)", "text"),
    Field("equip", "equipment", "Équipements (séparés par des virgules)", "text"),
)}


@dataclass(frozen=True)
class Side:
    """One unit of a page: its parameter prefix, its JSON path, its inputs (``main`` always shown, ``more``
    folded away on a phone)."""

    prefix: str
    path: str
    of: str  # how messages name it: "de la cible", "de l'attaquant"…
    main: tuple[str, ...]
    more: tuple[str, ...]

    def params(self) -> list[str]:
        return [self.prefix + p for p in (*self.main, *self.more)]


OFFENCE = ("aura", "charge_x", "poison_x", "freres", "sang_morts", "transp", "furtive", "incap", "frere_arme",
           "frere_sang")
DEFENCE = ("riposte", "instinct", "poison_x", "aura", "res_mag", "resist", "resist_x", "freres", "sang_morts",
           "esquive", "esquive_utilisee", "frere_arme", "frere_sang", "solide")
EVERYTHING = ("riposte", "instinct", "poison_x", "aura", "charge_x", "res_mag", "resist", "resist_x", "freres",
              "sang_morts", "transp", "furtive", "incap", "esquive", "esquive_utilisee", "frere_arme", "frere_sang",
              "solide")

ATTACKER = Side("a_", "attacker", "de l'attaquant", ("cac", "dist", "armure", "vie"),
                ("armure_act", "poison", "engagee", *OFFENCE, "nom", "equip"))
TARGET = Side("c_", "target", "de la cible", ("armure", "vie", "poison", "cac"),
              ("armure_act", "engagee", *DEFENCE, "nom", "equip"))


def _followed_side(role: str) -> Side:
    path = "attack.attacker" if role == engine.Role.ATTACKER.value else "attack.target"
    return Side("", path, "de l'unité suivie", ("armure", "vie", "poison", "cac"),
                ("dist", "armure_act", "regen", "vie_max", "engagee", *EVERYTHING, "nom", "equip"))


def _adversary_side(role: str) -> Side:
    path = "attack.target" if role == engine.Role.ATTACKER.value else "attack.attacker"
    return Side("adv_", path, "de l'adversaire", ("cac", "dist", "armure", "vie"),
                ("armure_act", "poison", "engagee", *EVERYTHING, "nom"))


# Parameters of the attack itself, shared by both pages.
KINDS = (("", "Attaque au corps à corps"), ("distance", "Attaque à distance"), ("charge", "Charge"),
         ("magie", "Sort (dégâts magiques)"), ("cout", "Dégâts payés en coût"))
ATTACK_PARAMS = ("type", "degats", "magie", "ignore_armure", "marche", "riposter", "esquiver")
SPELL_KINDS = ("magie", "cout")


def _filled(params: QueryDict, names) -> bool:
    return any(params.get(name, "").strip() for name in names)


def _unit(params: QueryDict, side: Side) -> dict:
    """A unit's inputs → its JSON (blank inputs are left out: the engine's default applies)."""
    unit: dict = {}
    names = (*side.main, *side.more)
    for param in names:
        field = FIELDS[param]
        name, path, label = side.prefix + param, f"{side.path}.{field.key}", f"{field.label} {side.of}"
        raw = params.get(name, "").strip()
        if param in ("resist", "resist_x") or not raw:
            continue
        if field.widget == "check":
            unit[field.key] = raw == "1"
        elif param == "equip":
            unit["equipment"] = [item.strip()[:60] for item in raw.split(",") if item.strip()]
        elif field.widget == "text":
            unit[field.key] = raw[:60]
        elif param == "aura":  # « seule la plus élevée est prise en compte » : one number is enough
            unit["auras"] = [int_param(params, name, f"{path}[0]", label)]
        elif field.widget == "select":
            unit[field.key] = raw
        else:
            unit[field.key] = int_param(params, name, path, label)
    if "resist" in names:
        magic_type = params.get(side.prefix + "resist", "").strip()
        amount = int_param(params, side.prefix + "resist_x", f"{side.path}.type_resistances", f"Résistance {side.of}")
        if magic_type and amount is None:
            raise InvalidInput(f"{side.path}.type_resistances.{magic_type}",
                               f"Résistance {magic_type} {side.of} : indiquez son X.", engine.TYPE_RESISTANCE)
        if amount is not None and not magic_type:
            raise InvalidInput(f"{side.path}.type_resistances",
                               f"Résistance {side.of} : choisissez le type de magie qu'elle réduit.",
                               engine.TYPE_RESISTANCE)
        if magic_type:
            unit["type_resistances"] = {magic_type: amount}
    unit.setdefault("armor", ARMOR_IF_BLANK)
    if "life" not in unit:
        raise InvalidInput(f"{side.path}.life", f"Indiquez la vie {side.of} (1 ou plus).", engine.LIFE)
    return unit


def _attack(params: QueryDict, kind: str, target: dict, attacker: dict | None, path: str) -> dict:
    """The attack's own inputs (kind, damage, magic, Marche rapide, the players' choices) → its JSON."""
    data: dict = {"kind": kind, "target": target}
    if kind in SPELL_KINDS:
        damage = int_param(params, "degats", f"{path}.damage" if path else "damage", "Dégâts")
        if damage is not None:
            data["damage"] = damage
        if kind == "magie" and params.get("magie"):
            data["magic_type"] = params["magie"]
        if kind == "magie" and params.get("ignore_armure") == "1":
            data["spell_ignores_armor"] = True
    else:
        assert attacker is not None
        data["attacker"] = attacker
        if kind == "charge" and params.get("marche") == "1":
            # Ticking « charge avec Marche rapide » says that the attacker has the ability and uses it.
            data["fast_march"] = attacker["fast_march"] = True
    if params.get("riposter") == "non":
        target["ripostes"] = False
    if params.get("esquiver") == "oui":
        # Choosing to dodge says that the target has Esquive; the engine checks it is not spent.
        target["dodges"] = target["esquive"] = True
    return data


def attack_page_data(params: QueryDict) -> dict | None:
    """/calculateurs/noxilia/attaque/?a_cac=5&a_vie=5&c_armure=3&c_vie=4 → the body of POST …/attack/."""
    if not _filled(params, [*ATTACK_PARAMS, *ATTACKER.params(), *TARGET.params()]):
        return None
    kind = params.get("type", "").strip() or engine.AttackKind.MELEE.value
    target = _unit(params, TARGET)
    attacker = None if kind in SPELL_KINDS else _unit(params, ATTACKER)
    return _attack(params, kind, target, attacker, "")


TURN_PARAMS = ("tours", "repli", "role", *ATTACK_PARAMS)


def turn_page_data(params: QueryDict) -> dict | None:
    """/calculateurs/noxilia/tours/?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5 → POST …/turn/."""
    role = params.get("role", "").strip() or engine.Role.TARGET.value
    followed, adversary = _followed_side(role), _adversary_side(role)
    if not _filled(params, [*TURN_PARAMS, *followed.params(), *adversary.params()]):
        return None
    data: dict = {}
    turns = int_param(params, "tours", "turns", "Nombre de tours")
    if turns is not None:
        data["turns"] = turns
    if params.get("repli") == "1":
        data["retreat"] = True
    kind = params.get("type", "").strip()
    if not kind:
        data["unit"] = _unit(params, replace(followed, path="unit"))
        return data
    unit = _unit(params, followed)
    other = None if kind in SPELL_KINDS else _unit(params, adversary)
    if role == engine.Role.ATTACKER.value and other is not None:
        data["attack"] = _attack(params, kind, other, unit, "attack")
    else:  # the target (a spell or a cost has no attacking unit to follow: the engine says so)
        data["attack"] = _attack(params, kind, unit, other, "attack")
    if role != engine.Role.TARGET.value:
        data["follow"] = role
    return data


# ---------------------------------------------------------------------------------------------
# What the templates show: the inputs with their values (the result's tables: _noxilia_states.html)
# ---------------------------------------------------------------------------------------------


def _inputs(params: QueryDict, side: Side, names) -> list[dict]:
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


def _choices(options, current: str) -> list[dict]:
    return [{"value": v, "label": label, "selected": v == current} for v, label in options]


def _attack_context(params: QueryDict, kinds) -> dict:
    return {"kinds": _choices(kinds, params.get("type", "")),
            "magic_types": _choices((("", "—"), *MAGIC_TYPES), params.get("magie", "")),
            "outcome_details": "calculators/_noxilia_states.html"}


def attack_page_context(params: QueryDict) -> dict:
    return {**_attack_context(params, KINDS),
            "units": [_fieldset(params, ATTACKER, "attaquant", "Attaquant", "nox-unit-attack"),
                      _fieldset(params, TARGET, "cible", "Cible")]}


TURN_EXAMPLE = "?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5"


def turn_page_context(params: QueryDict) -> dict:
    role = params.get("role", "")
    kinds = (("", "aucune"), ("corps-a-corps", "Attaque au corps à corps"), *KINDS[1:])
    return {**_attack_context(params, kinds),
            "roles": _choices((("", "en est la cible"), ("attaquant", "attaque")), role),
            "turn_counts": _choices((("1", "1 tour"), ("", "2 tours"), ("3", "3 tours"), ("4", "4 tours"),
                                     ("5", "5 tours")), params.get("tours", "")),
            "example_url": f"/calculateurs/noxilia/tours/{TURN_EXAMPLE}",
            "units": [_fieldset(params, _followed_side(role), "unite", "L'unité suivie"),
                      _fieldset(params, _adversary_side(role), "adversaire", "Son adversaire", "nox-unit-attack")]}


ATTACK = Calculator(
    game="noxilia",
    slug="attaque",
    api_slug="attack",
    title="Noxilia — attaque",
    description=("Une attaque au corps à corps, à distance, une charge, un sort ou des dégâts payés en coût : "
                 "l'armure absorbe d'abord, le reste passe sur la vie ; poison, ripostes, esquive, résistances ; "
                 "ce qui reste de chaque unité."),
    build=engine.AttackInput.from_dict,
    resolve=engine.resolve_attack,
    request_serializer=NoxiliaAttackRequestSerializer,
    template="calculators/noxilia_attack.html",
    page_data=attack_page_data,
    page_context=attack_page_context,
    example={"kind": "corps-a-corps",
             "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5, "poison": 2},
             "target": {"name": "Garde", "melee": 2, "armor": 3, "life": 4, "riposte": "riposte"}},
)

TURN = Calculator(
    game="noxilia",
    slug="tours",
    api_slug="turn",
    title="Noxilia — fil des tours",
    description=("Une unité et ce qui lui arrive ce tour (repli, attaque subie ou portée), suivie sur 1 à 5 tours : "
                 "poison en fin de tour, régénération, dégagement et armure réinitialisée au début du suivant."),
    build=engine.TurnInput.from_dict,
    resolve=engine.resolve_turns,
    request_serializer=NoxiliaTurnRequestSerializer,
    template="calculators/noxilia_turns.html",
    page_data=turn_page_data,
    page_context=turn_page_context,
    example={"turns": 2, "follow": "cible",
             "attack": {"kind": "charge", "attacker": {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5},
                        "target": {"name": "Garde", "armor": 3, "life": 4, "poison_markers": 2}}},
)
