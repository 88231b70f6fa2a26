"""Noxilia mana: POST /api/v1/calculators/noxilia/mana/ and its page /calculateurs/noxilia/mana/.

The API body is the engine's input (``referee.engine.noxilia.mana_model.ManaInput``). The page is a GET form whose
parameters are short and French; a blank field is left out and the engine's default applies:

* what is paid: ``quoi`` (sort, carte, latent-pose, latent-revele), ``nom``, its mana cost ``c_lum``, ``c_inf``,
  ``c_cor``, ``c_mor``, ``c_nat``, ``c_psi``, ``c_pur``, ``c_que`` (Quelconque), its gold ``or``;
* when: ``moment`` (debut-du-tour, actions, reaction, fin-du-tour); ``droiture=1``: the target has Droiture;
* what is held: ``reserve`` (gold), the floating mana ``f_lum`` … ``f_pur``;
* the sources, in slots ``s1``…``s6``: ``sN`` the name, ``sN_type`` (unite, equipement, rune), ``sN_sorc=1``
  Sorcier, ``sN_eng=1`` already engaged, ``sN_cap=1`` engaged by an ability, its production ``sN_lum`` … ``sN_pur``.
"""
from __future__ import annotations

from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, checked, whole
from referee.calculators.translation import QueryDict, format_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine.noxilia import mana, rules
from referee.engine.noxilia.mana_model import CastKind, ManaInput, Moment, SourceKind

SOURCE_SLOTS = 6

# (GET suffix, JSON field, label): the colours of « Types de mana », in its order, then Quelconque for a cost.
COLOURS = (("lum", "light", _("Lumière")), ("inf", "infernal", _("Infernal")), ("cor", "corruption", _("Corruption")),
           ("mor", "death", _("Mort")), ("nat", "nature", _("Nature")), ("psi", "psionic", _("Psionisme")),
           ("pur", "pure", _("Pure")))
ANY = ("que", "any", _("Quelconque"))

# A Démoniste (Sorcier producing Infernal) casts a spell of 2 Infernal and 1 Quelconque; an Imp, a Druide and an
# Amulette may complete it (the book prints no card's values: these are the tests' own).
EXAMPLE = {
    "cast": {"kind": "sort", "name": "Boule de feu", "mana": {"infernal": 2, "any": 1}},
    "sources": [{"name": "Démoniste", "sorcier": True, "produces": {"infernal": 1}},
                {"name": "Imp", "produces": {"infernal": 1}},
                {"name": "Druide", "produces": {"nature": 1}},
                {"name": "Amulette", "kind": "equipement", "produces": {"pure": 1}}],
}


def _mana_controls(prefix: str, path: str, owner: Any, with_any: bool = False) -> list[Control]:
    colours = (*COLOURS, ANY) if with_any else COLOURS
    return [Control(f"{prefix}_{suffix}", f"{path}.{field}", format_lazy("{}, {}", owner, label), whole)
            for suffix, field, label in colours]


def _source_controls(n: int) -> list[Control]:
    at, label = f"sources[{n - 1}]", format_lazy(_("Source {n}"), n=n)
    return [Control(f"s{n}", f"{at}.name", format_lazy("{}, {}", label, _("nom"))),
            Control(f"s{n}_type", f"{at}.kind", format_lazy("{}, {}", label, _("type"))),
            Control(f"s{n}_sorc", f"{at}.sorcier", format_lazy("{}, {}", label, _("Sorcier")), checked),
            Control(f"s{n}_eng", f"{at}.engaged", format_lazy("{}, {}", label, _("déjà engagée")), checked),
            Control(f"s{n}_cap", f"{at}.engaged_by_ability", format_lazy("{}, {}", label, _("engagée par une capacité")),
                    checked),
            *_mana_controls(f"s{n}", f"{at}.produces", label)]


FORM = Form(
    Control("quoi", "cast.kind", _("Ce qui est payé")),
    Control("nom", "cast.name", _("Nom")),
    *_mana_controls("c", "cast.mana", _("Coût"), with_any=True),
    Control("or", "cast.gold", _("Coût en or"), whole),
    Control("moment", "moment", _("Moment")),
    Control("droiture", "target_droiture", _("Cible avec Droiture"), checked),
    Control("reserve", "gold", _("Réserve d'or"), whole),
    *_mana_controls("f", "floating", _("Mana flottant")),
    *[c for n in range(1, SOURCE_SLOTS + 1) for c in _source_controls(n)],
)

KINDS = ((CastKind.SORT, _("Un sort (lancé par un Sorcier)")), (CastKind.CARTE, _("Une autre carte (unité, événement, "
         "équipement)")), (CastKind.LATENT_POSE, _("Poser un sort latent (1 Quelconque)")),
         (CastKind.LATENT_REVELE, _("Révéler un sort latent (sa valeur)")))
MOMENTS = ((Moment.ACTIONS, _("pendant son alternance (phase d'actions)")),
           (Moment.REACTION, _("pendant l'alternance d'un adversaire")),
           (Moment.DEBUT_DU_TOUR, _("au début du tour")), (Moment.FIN_DU_TOUR, _("à la fin du tour")))
SOURCE_KINDS = ((SourceKind.UNITE, _("unité")), (SourceKind.EQUIPEMENT, _("équipement")),
                (SourceKind.RUNE, _("Rune de souffrance")))


def _options(options: Any, current: str, blank: Any = None) -> list[dict]:
    pairs = ([("", blank)] if blank is not None else []) + [(member.value, label) for member, label in options]
    return [{"value": v, "label": label, "selected": v == current} for v, label in pairs]


def _get(params: QueryDict, name: str) -> str:
    return params.get(name, "").strip()


def _amounts(params: QueryDict, prefix: str, with_any: bool = False) -> list[dict]:
    colours = (*COLOURS, ANY) if with_any else COLOURS
    return [{"name": f"{prefix}_{suffix}", "label": label, "value": _get(params, f"{prefix}_{suffix}")}
            for suffix, _field, label in colours]


def page_context(params: QueryDict) -> dict:
    return {
        "kinds": _options(KINDS, _get(params, "quoi") or CastKind.SORT.value),
        "moments": _options(MOMENTS, _get(params, "moment") or Moment.ACTIONS.value),
        "cost": _amounts(params, "c", with_any=True),
        "floating": _amounts(params, "f"),
        "colours": [label for _suffix, _field, label in COLOURS],
        "sources": [{"n": n, "name": _get(params, f"s{n}"),
                     "types": _options(SOURCE_KINDS[1:], _get(params, f"s{n}_type"), SOURCE_KINDS[0][1]),
                     "sorcier": _get(params, f"s{n}_sorc") == "1", "engaged": _get(params, f"s{n}_eng") == "1",
                     "ability": _get(params, f"s{n}_cap") == "1", "mana": _amounts(params, f"s{n}")}
                    for n in range(1, SOURCE_SLOTS + 1)],
        "max_mana": rules.MAX_MANA,
        "max_gold": rules.MAX_GOLD,
        "outcome_details": "calculators/noxilia_mana_outcome.html",
    }


CALCULATOR = Calculator(
    game="noxilia",
    slug="mana",
    api_slug="mana",
    title=_("Noxilia — payer en mana"),
    description=_("Un sort ou une carte peut-il être payé maintenant, et comment : le moment, l'or de la réserve, ce "
                  "que produit chaque source, le Sorcier et ses couleurs, le mana Pur et Quelconque, puis chaque façon "
                  "distincte de payer et le mana flottant qui reste."),
    input=ManaInput,
    check=mana.check,
    resolve=mana.resolve,
    form=FORM,
    template="calculators/noxilia_mana.html",
    page_context=page_context,
    example=EXAMPLE,
)
